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

#[test]
fn a_diner_setting_their_own_meal_against_a_companion_of_the_diet_leaves_it_fit() {
    // Subjectless ("came for", "here for"), a companion of the diet after
    // "but my", and the diner's own diet in Spanish and Italian.
    for review in [
        "Not vegan, but my vegetarian sister orders the bean tostadas every time.",
        "Not vegetarian, came for the mezcal, but my husband's nopales were the star.",
        "Not vegan at all, here for the turkey. The tostadas are huge.",
        "Not vegetarian, came for the pork. My brother loves the nopales.",
        "Io carne, il mio compagno vegano ha preso i tacos di jackfruit ed era contento.",
        "Yo no soy vegano, pero las tostadas de frijol están buenísimas.",
        "Io non sono vegana, ma le tostadas sono ottime.",
    ] {
        assert_eq!(after_review(review), Decision::Fit, "{review}");
    }
}

#[test]
fn an_animal_product_put_into_the_vegan_dish_still_blocks_after_the_diners_own_diet() {
    for review in [
        "Not vegan myself, but the waiter told me the jackfruit tacos have fish sauce.",
        "Not vegan, but my vegan sister found cheese in the jackfruit tacos.",
        "Not vegan, but my cousin says the tostadas are fine.",
        "Not vegan, came for the jackfruit tacos.",
        "Not vegetarian, came for the nopales, but the cook said they use lard.",
        "Io carne nei tacos di jackfruit, ho trovato.",
        "Yo no soy vegano, pero los tacos de jackfruit llevan manteca.",
        "Io non sono vegano, ma le tostadas hanno il formaggio.",
    ] {
        assert_ne!(after_review(review), Decision::Fit, "{review}");
    }
}
