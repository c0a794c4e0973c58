//! A diner who says they do not keep the diet ("not vegan myself", "Not
//! vegan at all, I came for the pork") speaks of themself, not of the
//! food: beside a labelled vegan menu the place stays `fit`. The same
//! words said of a dish ("the jackfruit tacos are not vegan at all") still
//! block it.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// The decision for a strict vegan at a taquería whose meat dishes are a
/// pork and a turkey plate and whose labelled vegan dishes are jackfruit
/// tacos and bean tostadas, after one review.
fn after_review(review: &str) -> Decision {
    let record = restaurant()
        .dish(
            "Carnitas Plate",
            "slow-cooked pork shoulder, salsa verde",
            FRESH,
        )
        .dish("Pavo en Escabeche", "turkey, pickled onion, chile", FRESH)
        .labelled_dish(
            "Jackfruit Tacos",
            "jackfruit, achiote, pickled onion",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Bean Tostadas",
            "black beans, avocado, salsa",
            &["vegan"],
            FRESH,
        )
        .labelled_dish("Grilled Nopales", "cactus, lime, chile", &["vegan"], FRESH)
        .review(
            "Great little spot, the tostadas are huge.",
            Some(5.0),
            FRESH,
        )
        .review(review, Some(5.0), FRESH)
        .build();
    decision_for(&record, Diet::StrictVegan)
}

#[test]
fn a_diner_disowning_the_diet_leaves_the_vegan_menu_fit() {
    // (The meat is praised in a sentence of its own: one sentence naming
    // it beside a vegan dish is read apart, as a tie.)
    for review in [
        "Not vegan at all, I came for the carnitas. My son's jackfruit tacos were excellent.",
        "Not even vegetarian, I come here for the turkey. The tostadas looked great though.",
        "Not vegan myself, but the nopales were the best thing we ordered.",
        "We're not vegan ourselves and still order the jackfruit tacos every week.",
        "Not vegan, I'm here for the carnitas. My partner swears by the bean tostadas.",
        "Not vegetarian, I was there for the turkey. The nopales surprised me.",
    ] {
        assert_eq!(after_review(review), Decision::Fit, "{review}");
    }
}

#[test]
fn the_same_denial_said_of_the_food_still_blocks() {
    for review in [
        "The jackfruit tacos are not vegan at all, I asked and they use lard.",
        "Not vegan at all, the bean tostadas are fried in lard.",
        "Not vegan at all. I came for the jackfruit tacos and they had cheese on them.",
        "Not vegan at all, I checked with the cook.",
        "Not vegan at all, I came for the jackfruit tacos.",
        "The tostadas? Not vegan at all, I came for them and the beans had lard.",
    ] {
        assert_ne!(after_review(review), Decision::Fit, "{review}");
    }
}
