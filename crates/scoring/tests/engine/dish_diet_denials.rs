//! A diner's denial of a diet said of one listed dish that is not labelled
//! for the diet and shows what the diet does not eat ("The lamb korma
//! isn't vegan, obviously", or a bare "Not vegan" after a sentence naming
//! that dish whole) speaks of that dish only: the labelled dishes stay
//! `fit`. A denial whose subject holds the diet word, names a labelled
//! dish, or is carried on to other food ("neither is the dal") still
//! leaves the strict vegan `unknown`.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// A curry house of three labelled vegan dishes and a lamb one, then one
/// review for `diet`.
fn curry_house(review: &str, diet: Diet) -> Decision {
    let record = restaurant()
        .priced_dish(
            "Curries",
            "Chana Masala (VG)",
            "chickpeas, tomato, ginger",
            12.0,
            &["vegan"],
        )
        .priced_dish(
            "Curries",
            "Aloo Gobi (VG)",
            "potato, cauliflower, cumin",
            11.0,
            &["vegan"],
        )
        .priced_dish(
            "Rice",
            "Jeera Rice (VG)",
            "basmati, cumin seeds",
            4.0,
            &["vegan"],
        )
        .priced_dish(
            "Curries",
            "Lamb Korma",
            "slow-cooked lamb, cream, cashew",
            16.0,
            &[],
        )
        .review(review, Some(5.0), FRESH)
        .build();
    decision_for(&record, diet)
}

#[test]
fn a_denial_said_of_the_listed_meat_dish_leaves_the_labelled_dishes_fit() {
    for review in [
        "The lamb korma isn't vegan obviously, but the VG curries are superb.",
        "The korma is not vegan.",
        "Lamb korma wasnt vegan, sadly.",
        "Had the lamb korma, rich and creamy. Not vegan of course, but my sister loved the chana masala.",
    ] {
        assert_eq!(
            curry_house(review, Diet::StrictVegan),
            Decision::Fit,
            "{review}"
        );
    }
    assert_eq!(
        curry_house("The lamb korma isn't vegetarian, fyi.", Diet::Vegetarian),
        Decision::Fit
    );
}

#[test]
fn a_denial_of_a_labelled_dish_or_carried_on_to_other_food_still_blocks() {
    for review in [
        "The vegan korma isn't vegan obviously",
        "The chana masala isn't vegan.",
        "The korma isn't vegan, and neither is the aloo gobi.",
        "The korma isn't vegan. Neither is the chana masala.",
        "The korma isn't vegan, nothing here is.",
        "Had the lamb korma and the aloo gobi. Not vegan obviously.",
        "Great food. Not vegan obviously.",
    ] {
        assert_eq!(
            curry_house(review, Diet::StrictVegan),
            Decision::Unknown,
            "{review}"
        );
    }
}

#[test]
fn a_dish_word_a_labelled_dish_shares_names_no_meat_dish_alone() {
    // "Korma" names the labelled vegan korma too: the diner's denial may be
    // of it.
    let record = restaurant()
        .priced_dish(
            "Curries",
            "Veg Korma (VG)",
            "mixed vegetables, coconut",
            13.0,
            &["vegan"],
        )
        .priced_dish(
            "Curries",
            "Aloo Gobi (VG)",
            "potato, cauliflower, cumin",
            11.0,
            &["vegan"],
        )
        .priced_dish(
            "Curries",
            "Lamb Korma",
            "slow-cooked lamb, cream, cashew",
            16.0,
            &[],
        )
        .review("The korma is not vegan.", Some(5.0), FRESH)
        .build();
    assert_eq!(decision_for(&record, Diet::StrictVegan), Decision::Unknown);
}
