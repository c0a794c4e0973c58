//! Equipment kept to the diet's food by a word for "own" before any
//! equipment word of the lexicon ("eigene Zangen", "egne gryder", "their
//! own toaster", "自己的一台炸鍋"), Scandinavian and German words for the
//! same equipment ("på samme plancha", "i samma fritös", "in dieselbe
//! Fritteuse"), and the liquid a listed meat or fish dish gives off ("the
//! water off the stewed eels") read as that dish's stock in the food it is
//! put into.

use dietfit_contract::{Decision, Diet, IngestRecord, UserProfile};

use crate::support::{Builder, FRESH, NOW, decision_for, restaurant};

/// A pie and mash shop: beef pies and stewed eels beside three (VG)
/// dishes with the vegan liquor.
fn pie_shop() -> Builder {
    restaurant()
        .sectioned_dish(
            "Pie & Mash",
            "Pie & Mash",
            "minced beef pie, mash, liquor",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Eels",
            "Stewed Eels & Mash",
            "hot eels, mash, liquor",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Vegan",
            "Vegan Pie & Mash (VG)",
            "soya mince & onion pie, vegan pastry, mash, vegan liquor",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Vegan",
            "Vegan Double (VG)",
            "two vegan pies, mash, vegan liquor",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Vegan",
            "Mash & Peas (VG)",
            "mash, mushy peas, vegan liquor",
            &["vegan"],
            FRESH,
        )
}

/// A grill with a fish plate beside three vegetarian plates.
fn grill() -> Builder {
    restaurant()
        .sectioned_dish("Mains", "Fish Cakes", "cod, dill, remoulade", &[], FRESH)
        .sectioned_dish(
            "Mains",
            "Grilled Salmon",
            "salmon, lemon, greens",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Vegetarian",
            "Celeriac Steak (V)",
            "celeriac, brown butter, capers",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_dish(
            "Vegetarian",
            "Halloumi Burger (V)",
            "halloumi, slaw, bun",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_dish(
            "Vegetarian",
            "Potato Rösti (V)",
            "potato, chives, sour cream",
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
fn the_shops_untouched_fit() {
    assert_eq!(
        decision_for(&pie_shop().build(), Diet::StrictVegan),
        Decision::Fit
    );
    assert_eq!(
        decision_for(&grill().build(), Diet::Vegetarian),
        Decision::Fit
    );
}

#[test]
fn the_liquid_a_listed_meat_or_fish_gives_off_is_its_stock() {
    for text in [
        "Make the liquor in the big pan with the water off the stewed eels, one batch does the lot.",
        "We make the liquor with the water from the stewed eels.",
        "The liquor gets a ladle of the juices off the stewed eels.",
    ] {
        let shop = pie_shop().declaration(text, FRESH);
        assert_ne!(
            decision_for(&shop.build(), Diet::StrictVegan),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn the_liquid_of_a_plant_or_the_tap_keeps_fit() {
    for text in [
        "We make the liquor with the water off the boiled potatoes.",
        "The liquor is parsley, flour and water from the tap.",
        "Our stewed eels are the best in London.",
    ] {
        let shop = pie_shop().declaration(text, FRESH);
        assert_eq!(
            decision_for(&shop.build(), Diet::StrictVegan),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn own_before_an_equipment_word_is_dedicated_preparation() {
    for text in [
        "The vegetarian dishes have their own toaster.",
        "Die vegetarischen Gerichte haben eigene Zangen und eine eigene Fritteuse.",
        "De vegetariske retter har egne pander og egen frituregryde.",
        "De vegetariska rätterna har en egen fritös.",
        "素食有自己的一台炸鍋。",
    ] {
        let grill = grill().declaration(text, FRESH);
        assert_eq!(
            excluding_cross_contact(&grill.build(), Diet::Vegetarian),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn own_equipment_denied_taken_back_or_the_verb_claims_nothing() {
    // Without a claim, cross-contact excluded, the grill is unknown.
    for text in [
        "The vegetarian dishes don't have their own toaster.",
        "The vegetarian dishes have their own small oven, but the salmon gets finished in there as well.",
        "We own a fryer.",
    ] {
        let grill = grill().declaration(text, FRESH);
        assert_ne!(
            excluding_cross_contact(&grill.build(), Diet::Vegetarian),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn scandinavian_and_german_same_equipment_is_shared() {
    let claim = "Vegetarian dishes have their own pans.";
    for text in [
        "Vi steger fiskefrikadeller og selleribøffer på samme plancha.",
        "Stege fiskefrikadeller og selleribøffer på samme plancha i frokostservicen.",
        "Fisk och rösti steks i samma stekpanna.",
        "Fischfrikadellen und Sellerie-Steaks braten wir in der gleichen Pfanne.",
    ] {
        let grill = grill().declaration(claim, FRESH).declaration(text, FRESH);
        assert_ne!(
            excluding_cross_contact(&grill.build(), Diet::Vegetarian),
            Decision::Fit,
            "{text}"
        );
    }
    // The claim alone stands: the shared equipment is what takes it back.
    let grill = grill().declaration(claim, FRESH);
    assert_eq!(
        excluding_cross_contact(&grill.build(), Diet::Vegetarian),
        Decision::Fit
    );
}
