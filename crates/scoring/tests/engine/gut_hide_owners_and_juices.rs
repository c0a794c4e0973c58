//! An animal's gut, intestine or hide named as what food is made in
//! ("vark beaten between layers of ox gut"); equipment named by another
//! owner ("the Wing Republic fryer", "Bob's fryer") that the diet's food
//! goes through; the liquid an animal food gives off named after it ("the
//! chicken's pan juices"); and food glazed, coated or basted with a meat.

use dietfit_contract::{Decision, Diet, IngestRecord, UserProfile};

use crate::support::{Builder, FRESH, NOW, decision_for, restaurant};

/// A sweet shop whose (V) sweets carry silver vark.
fn sweet_shop() -> Builder {
    restaurant()
        .sectioned_dish(
            "Mithai",
            "Kesar Peda (V)",
            "khoya, kesar, elaichi, chandi vark",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_dish(
            "Mithai",
            "Pista Barfi (V)",
            "pista, khoya, chandi vark",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_dish(
            "Chaat",
            "Samosa Chaat (V)",
            "samosas, chole, dahi, chutneys",
            &["vegetarian"],
            FRESH,
        )
}

/// A delivery-only vegan brand sharing a building with other brands.
fn vegan_brand() -> Builder {
    restaurant()
        .named("Leafline")
        .sectioned_dish(
            "Leafline",
            "Buffalo Cauliflower Bowl (VG)",
            "brown rice, kale, vegan ranch",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Leafline",
            "Seasoned Fries (VG)",
            "smoked paprika salt",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Leafline",
            "Crispy Tofu Banh Mi (VG)",
            "tofu, pickles, coriander",
            &["vegan"],
            FRESH,
        )
        .declaration(
            "Leafline is a 100% vegan brand. Everything we sell is cooked at our own plant-only \
             station, with its own fryer, grill and utensils.",
            FRESH,
        )
}

/// A grill with fish, prawns, chicken and a vegetarian burger.
fn fish_grill() -> Builder {
    restaurant()
        .sectioned_dish(
            "Mains",
            "Grilled Salmon",
            "salmon fillet, greens",
            &[],
            FRESH,
        )
        .sectioned_dish("Mains", "Fish & Chips", "battered cod, chips", &[], FRESH)
        .sectioned_dish(
            "Mains",
            "Prawn Linguine",
            "prawns, garlic, chilli",
            &[],
            FRESH,
        )
        .sectioned_dish("Mains", "Chicken Burger", "fried chicken thigh", &[], FRESH)
        .sectioned_dish(
            "Mains",
            "Veggie Burger",
            "black bean patty",
            &["vegetarian"],
            FRESH,
        )
}

fn excluding_cross_contact(record: &IngestRecord, diet: Diet) -> Decision {
    let evaluation = dietfit_scoring::evaluate(record, NOW);
    let mut profile = UserProfile::new(diet);
    profile.exclude_cross_contamination = true;
    dietfit_scoring::decide(&evaluation, &profile, NOW)
        .match_for_profile
        .decision
}

#[test]
fn the_places_untouched_fit() {
    assert_eq!(
        decision_for(&sweet_shop().build(), Diet::Vegetarian),
        Decision::Fit
    );
    assert_eq!(
        excluding_cross_contact(&vegan_brand().build(), Diet::StrictVegan),
        Decision::Fit
    );
    assert_eq!(
        decision_for(&fish_grill().build(), Diet::Pescatarian),
        Decision::Fit
    );
}

#[test]
fn gut_intestine_and_hide_of_an_animal_are_meat() {
    for text in [
        "The chandi vark on the peda and barfi we still get done the old way, beaten by hand \
         between layers of ox gut.",
        "The vark on the peda and barfi is made with ox gut.",
        "Our vark is made with animal intestine.",
        "The vark is beaten in cow intestines.",
        "The vark is beaten in ox-hide pouches.",
        "Our silver leaf is hammered inside goldbeater's skin.",
    ] {
        let shop = sweet_shop().declaration(text, FRESH);
        assert_ne!(
            decision_for(&shop.build(), Diet::Vegetarian),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn gut_feelings_hiding_and_denied_gut_keep_fit() {
    for text in [
        "Our vark is machine-made pure silver leaf, pressed between paper sheets, never beaten \
         in animal skin or gut.",
        "Our vark is machine-made, no animal gut used.",
        "I had a good gut feeling about the barfi.",
        "We don't hide anything: the peda is khoya, sugar and kesar.",
        "Sehr gut, die Barfi!",
    ] {
        let shop = sweet_shop().declaration(text, FRESH);
        assert_eq!(
            decision_for(&shop.build(), Diet::Vegetarian),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn equipment_another_owner_names_is_shared() {
    for text in [
        "On busy Friday and Saturday nights our fries do go through the Wing Republic fryer \
         though, just so you know.",
        "Our fries go through the Wing Republic fryer.",
        "Our fries go through Bob's fryer.",
        "Our fries go through another brand's fryer.",
        "The banh mi tofu goes on the burger brand's grill.",
    ] {
        let declared = vegan_brand().declaration(text, FRESH);
        assert_ne!(
            excluding_cross_contact(&declared.build(), Diet::StrictVegan),
            Decision::Fit,
            "{text}"
        );
        let reported = vegan_brand().report(
            &format!("Emailed them before ordering, their reply: \"{text}\""),
            "strict_vegan",
            "neutral",
            FRESH,
        );
        assert_ne!(
            excluding_cross_contact(&reported.build(), Diet::StrictVegan),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn the_places_own_equipment_keeps_fit() {
    for text in [
        "Our fries go through our own fryer.",
        "Our fries go through the Leafline fryer.",
        "Our fries go through the Frymaster fryer at our station.",
        "The chef's grill is only ever used for our tofu.",
        "Our fries never go through the Wing Republic fryer.",
        "Our tofu is braised in the Dutch oven.",
        "The fryer's basket is emptied after every order.",
    ] {
        let declared = vegan_brand().declaration(text, FRESH);
        assert_eq!(
            excluding_cross_contact(&declared.build(), Diet::StrictVegan),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn a_meats_juices_named_after_it_are_in_the_food() {
    for text in [
        "The salmon is glazed with the chicken's pan juices.",
        "The prawns are tossed in the chicken's resting juices.",
        "Salmon basted with the chicken drippings.",
        "The salmon is glazed with chicken.",
        "The cod gets a spoon of the roast chicken's cooking juices.",
    ] {
        let grill = fish_grill().declaration(text, FRESH);
        assert_ne!(
            decision_for(&grill.build(), Diet::Pescatarian),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn a_fishs_own_juices_keep_fit() {
    for text in [
        "The salmon is glazed with miso and its own pan juices.",
        "The salmon is glazed with the salmon's own pan juices.",
        "The prawns are coated with garlic butter.",
    ] {
        let grill = fish_grill().declaration(text, FRESH);
        assert_eq!(
            decision_for(&grill.build(), Diet::Pescatarian),
            Decision::Fit,
            "{text}"
        );
    }
}
