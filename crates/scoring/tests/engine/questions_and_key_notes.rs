//! A diner's question and the reply that follows it, and a key line that
//! goes on about one unmarked dish. A question says nothing of the
//! kitchen: "Q: Is the catfish fried in the same oil as the chicken?"
//! shares nothing once the reply opens with a no ("A: No, the catfish has
//! its own fryer"), and still shares the fryer when the reply says yes,
//! when it says something else, or when nothing answers it. A key's later
//! sentence that opens with the name of an unmarked dish of the menu
//! ("... Horchata is sweetened with condensed milk.") is that dish's;
//! one about every dish, about a pronoun or about a marked dish too is
//! the marked dishes'.

use dietfit_contract::{Decision, Diet, UserProfile};

use crate::support::{FRESH, NOW, restaurant};

/// The decision for `diet`, cross-contact excluded, at a fish fry with a
/// catfish, a trout, fried chicken and pork ribs, whose owner answered
/// the diners' questions in `q_and_a`.
fn fish_fry(q_and_a: &str) -> Decision {
    let record = restaurant()
        .sectioned_dish(
            "Fish",
            "Fried Catfish",
            "cornmeal crust, hush puppies",
            &[],
            FRESH,
        )
        .sectioned_dish("Fish", "Grilled Trout", "lemon, herbs, greens", &[], FRESH)
        .sectioned_dish("Fish", "Blackened Redfish", "cajun spice, rice", &[], FRESH)
        .sectioned_dish(
            "Meat",
            "Fried Chicken",
            "buttermilk thighs, slaw",
            &[],
            FRESH,
        )
        .sectioned_dish("Meat", "Pork Ribs", "dry rub, beans", &[], FRESH)
        .declaration(q_and_a, FRESH)
        .build();
    let evaluation = dietfit_scoring::evaluate(&record, NOW);
    let profile = UserProfile {
        diet: Diet::Pescatarian,
        exclude_cross_contamination: true,
        dietary_rules: Vec::new(),
    };
    dietfit_scoring::decide(&evaluation, &profile, NOW)
        .match_for_profile
        .decision
}

#[test]
fn a_question_answered_no_shares_nothing() {
    for q_and_a in [
        "Q: Is the catfish fried in the same oil as the chicken?\nA: No, the catfish has its own fryer.",
        "Q: Do the fish and the chicken share a fryer? I'm pescatarian.\nA - Manager: Nope. Our fish has its own fryer.",
        "Q: Same oil for the catfish and the chicken? Thanks!\nAnswer: No ma'am. The fish has its own fryer.",
    ] {
        assert_eq!(fish_fry(q_and_a), Decision::Fit, "{q_and_a:?}");
    }
}

#[test]
fn a_question_answered_yes_otherwise_or_not_at_all_shares_the_fryer() {
    for q_and_a in [
        "Q: Is the catfish fried in the same oil as the chicken?\nA: Yes, same fryer.",
        "Q: Is the catfish fried in the same oil as the chicken?\nA: Yes.",
        "Q: Is the catfish fried in the same oil as the chicken?\nA: No idea, sorry.",
        "Q: Is the catfish fried in the same oil as the chicken?\nA: We change the oil every night.",
        "Q: Is the catfish fried in the same oil as the chicken?",
        "Q: Is the catfish fried in the same oil as the chicken?\nA: No, it all goes in the same fryer.",
    ] {
        assert_ne!(fish_fry(q_and_a), Decision::Fit, "{q_and_a:?}");
    }
}

#[test]
fn a_patois_reply_keeps_the_fish_apart() {
    assert_eq!(
        fish_fry(
            "Q: Is the catfish fried with the chicken?\nA: No sah. Di fish have fi-dem own fryer, nuh pork, nuh chicken nuh go inna it."
        ),
        Decision::Fit
    );
    assert_ne!(
        fish_fry(
            "Q: Is the catfish fried with the chicken?\nA: Yes sah, di fish an di chicken share di one fryer."
        ),
        Decision::Fit
    );
}

/// The decision for a strict vegan at a taquería with two meat dishes, an
/// unmarked horchata and rice, three dishes marked "(VG)" and labelled
/// vegan, and the menu's key line `key`.
fn taqueria(key: &str) -> Decision {
    let record = restaurant()
        .sectioned_dish("Tacos", "Carnitas Taco", "pork shoulder, onion", &[], FRESH)
        .sectioned_dish("Tacos", "Pollo Asado Taco", "chicken, salsa", &[], FRESH)
        .sectioned_dish(
            "Drinks",
            "Horchata",
            "rice milk, cinnamon, condensed milk",
            &[],
            FRESH,
        )
        .sectioned_dish("Sides", "Mexican Rice", "tomato rice", &[], FRESH)
        .sectioned_dish(
            "Plant",
            "Mushroom Taco (VG)",
            "oyster mushroom, salsa verde",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Plant",
            "Bean Tostada (VG)",
            "black beans, cabbage, avocado",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Plant",
            "Squash Enchiladas (VG)",
            "squash, mole, corn tortillas",
            &["vegan"],
            FRESH,
        )
        .sectioned_line("Plant", key, FRESH)
        .build();
    crate::support::decision_for(&record, Diet::StrictVegan)
}

#[test]
fn a_key_sentence_about_an_unmarked_dish_is_that_dishs() {
    for key in [
        "(VG) Vegan: no meat, no dairy, no egg. Horchata is sweetened with condensed milk.",
        "(VG) Vegan: no meat, no dairy, no egg. Our horchata contains condensed milk.",
        "(VG) Vegan: no meat, no dairy, no egg.\nThe Horchata is made with condensed milk.",
    ] {
        assert_eq!(taqueria(key), Decision::Fit, "{key:?}");
    }
}

#[test]
fn a_key_sentence_about_every_dish_a_pronoun_or_a_marked_dish_is_the_marked_dishes() {
    for key in [
        "(VG) Vegan: no meat, no dairy, no egg. Every dish is finished with butter.",
        "(VG) Vegan: no meat, no dairy, no egg. It is sweetened with condensed milk.",
        "(VG) Vegan: no meat, no dairy, no egg. Horchata and the tostada get condensed milk.",
        "(VG) Vegan: no meat, no dairy, no egg. Horchata contains condensed milk; so does the mole.",
        "(VG) Vegan: no meat, no dairy, no egg. Horchata contains condensed milk. It also goes in the enchiladas.",
        "(VG) Vegan: no meat, no dairy, no egg. Horchata has condensed milk, as do all vegan plates.",
    ] {
        assert_ne!(taqueria(key), Decision::Fit, "{key:?}");
    }
}
