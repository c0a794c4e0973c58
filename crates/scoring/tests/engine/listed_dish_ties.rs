//! A listed meat dish named by its own name (or its distinctive word)
//! that a sentence serves in, over or with a meat-free dish, measures
//! out into it ("a spoonful of oxtail") or shares a part with ("the same
//! stock as the oxtail", "one marinade", "the same one", "jerk
//! included"): its products are in that food, never `fit`. A
//! diner naming the meat dish beside the meat-free one, with no such tie,
//! keeps the fit.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// A Caribbean kitchen: an oxtail stew, jerk chicken and escovitch fish,
/// and two labelled vegan dishes, callaloo and an ital stew. (The
/// controls name the jerk chicken by "jerk": "oxtail" is an animal word,
/// which blocks on its own.)
fn caribbean() -> crate::support::Builder {
    restaurant()
        .dish("Oxtail Stew", "braised oxtail, butter beans", FRESH)
        .dish(
            "Jerk Chicken",
            "chicken leg, scotch bonnet, allspice",
            FRESH,
        )
        .dish("Escovitch Fish", "fried snapper, pickled peppers", FRESH)
        .labelled_dish("Callaloo", "greens, okra, coconut", &["vegan"], FRESH)
        .labelled_dish("Ital Stew", "pumpkin, yam, coconut milk", &["vegan"], FRESH)
        .review("Lovely spot, great vegan choices.", Some(5.0), FRESH)
}

fn after_review(diet: Diet, review: &str) -> Decision {
    decision_for(&caribbean().review(review, Some(4.0), FRESH).build(), diet)
}

fn after_declaration(diet: Diet, declaration: &str) -> Decision {
    decision_for(&caribbean().declaration(declaration, FRESH).build(), diet)
}

#[test]
fn a_listed_meat_dish_served_in_meat_free_food_is_never_fit() {
    for review in [
        "Heads up: the ital stew arrives swimming in oxtail gravy.",
        "Every callaloo order comes with a spoonful of oxtail, just so you know.",
        "The ital stew and the oxtail share a base, our server said.",
        "Callaloo gets spooned over the jerk chicken drippings here.",
        "The callaloo is served with the jerk on top.",
    ] {
        assert_ne!(
            after_review(Diet::StrictVegan, review),
            Decision::Fit,
            "{review}"
        );
    }
    for declaration in [
        "Our callaloo is steamed in the same stock as the oxtail.",
        "The ital stew is served with oxtail on top unless you ask.",
    ] {
        assert_ne!(
            after_declaration(Diet::StrictVegan, declaration),
            Decision::Fit,
            "{declaration}"
        );
    }
    // Meat served in the fish the diet eats.
    assert_ne!(
        after_review(
            Diet::Pescatarian,
            "The escovitch fish is steamed over the jerk chicken for smokiness."
        ),
        Decision::Fit
    );
}

#[test]
fn a_diner_naming_the_meat_dish_beside_the_meat_free_one_keeps_the_fit() {
    for review in [
        "I had the callaloo and my brother had the jerk; both were great.",
        "The jerk is served with rice and peas; the callaloo with fried dumpling.",
        "The ital stew is nothing like the jerk, lighter and fresher.",
    ] {
        assert_eq!(
            after_review(Diet::StrictVegan, review),
            Decision::Fit,
            "{review}"
        );
    }
    assert_eq!(
        after_review(
            Diet::Pescatarian,
            "The jerk chicken comes with festival; my escovitch fish came with bammy."
        ),
        Decision::Fit
    );
}

#[test]
fn a_meat_dish_named_with_a_meat_free_dishs_head_word_is_no_tie() {
    // "Dumplings" ends the pork dish's own name: it names no meat-free
    // dish there, and the soup is that dish's.
    let record = restaurant()
        .dish(
            "Pork Soup Dumplings",
            "six xiao long bao, pork, rich broth",
            FRESH,
        )
        .labelled_dish("Veggie Dumplings", "bok choy, shiitake", &["vegan"], FRESH)
        .labelled_dish(
            "Mapo Tofu",
            "silken tofu, mushrooms, chili bean",
            &["vegan"],
            FRESH,
        )
        .review("Great vegan options here.", Some(5.0), FRESH)
        .review(
            "The Pork Soup Dumplings are worth the wait.",
            Some(5.0),
            FRESH,
        )
        .build();
    assert_eq!(decision_for(&record, Diet::StrictVegan), Decision::Fit);
}

#[test]
fn a_part_said_one_for_the_meat_dish_and_the_meat_free_food_is_never_fit() {
    for review in [
        "Callaloo and jerk chicken here: one marinade, different sides.",
        "The server admitted the ital stew gets the same curry ladled on as the jerk.",
        "Enjoyed the callaloo. Sadly the sauce is the same one they brush on the jerk.",
        "The ital stew is scooped out of the big pot with the jerk, ask them.",
        "The sauce on my callaloo tasted just like the one on the jerk, and the cook said it's identical.",
    ] {
        assert_ne!(
            after_review(Diet::StrictVegan, review),
            Decision::Fit,
            "{review}"
        );
    }
    for declaration in [
        "Every plate in the house is finished with a single gravy, jerk included.",
        "All our stews begin with one paste, jerk and ital stew alike.",
        "Each dish leaves the kitchen with our pepper sauce, which is also the jerk's.",
    ] {
        assert_ne!(
            after_declaration(Diet::StrictVegan, declaration),
            Decision::Fit,
            "{declaration}"
        );
    }
}

#[test]
fn a_sameness_of_no_shared_part_or_a_part_of_its_own_keeps_the_fit() {
    for review in [
        "Same friendly welcome as last year; the jerk and the callaloo were both superb.",
        "One of the finest stews in town, the jerk too.",
        "The jerk has its own marinade; the ital stew is cooked apart.",
        "One sauce goes on the jerk, another on the callaloo.",
        "The callaloo's sauce isn't the same as the jerk's, the cook told us.",
    ] {
        assert_eq!(
            after_review(Diet::StrictVegan, review),
            Decision::Fit,
            "{review}"
        );
    }
}
