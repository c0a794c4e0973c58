//! German fish and meat words as menus print them: alone ("Forelle",
//! "Gulasch", "vom Rind") and in compounds that open or end with the
//! animal ("Backfisch", "Lachsfilet", "Grillhähnchen", "Wurstsalat"),
//! beside the plant makes and plants that only look like them ("vegane
//! Wurst", "Sojaprotein-Wurst", "Gänseblümchen", "Butterbohnen").

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// The decision for `diet` at an inn with two meat plates, two labelled
/// plates of the diet and a third described by `description`.
fn labelled_plate(diet: Diet, description: &str) -> Decision {
    let label = if diet == Diet::StrictVegan {
        "vegan"
    } else {
        "vegetarian"
    };
    let restaurant = restaurant()
        .dish("Tafelspitz", "Meerrettich, Bratkartoffeln", FRESH)
        .dish("Käsespätzle", "Bergkäse, Röstzwiebeln", FRESH)
        .labelled_dish("Linsensuppe (V)", "Tellerlinsen, Lauch", &[label], FRESH)
        .labelled_dish(
            "Ofenkartoffel (V)",
            "Kräuterquark, Schnittlauch",
            &[label],
            FRESH,
        )
        .labelled_dish("Tagesteller (V)", description, &[label], FRESH)
        .review(
            "Gute Auswahl für uns, alles klar gekennzeichnet.",
            Some(5.0),
            FRESH,
        )
        .build();
    decision_for(&restaurant, diet)
}

#[test]
fn german_fish_and_meat_words_stop_a_labelled_plate() {
    for description in [
        "Backfisch mit Kartoffelsalat",
        "Lachsfilet, Dillkartoffeln",
        "Grillhähnchen, Pommes",
        "Wurstsalat mit Zwiebeln",
        "Garnelenpfanne mit Reis",
        "Tafelspitz vom Rind, Meerrettich",
        "gebratene Forelle, Mandeln",
        "Gulasch mit Semmelknödel",
        "Nordseekrabben auf Schwarzbrot",
        "Gemüse in Austernsoße",
        "Thüringer Rostbratwurst, Senf",
    ] {
        assert_ne!(
            labelled_plate(Diet::Vegetarian, description),
            Decision::Fit,
            "{description}"
        );
    }
}

#[test]
fn german_plant_makes_and_plants_named_like_animals_stay_fit() {
    for description in [
        "vegane Wurst mit Kartoffelsalat",
        "Sojaprotein-Wurst, Senf",
        "Veggie-Wurst, Sauerkraut",
        "Tofuwurst und Brot",
        "Salat mit Gänseblümchen",
        "Butterbohnen, Tomaten",
        "Seitan-Gyros, Tzatziki",
    ] {
        assert_eq!(
            labelled_plate(Diet::Vegetarian, description),
            Decision::Fit,
            "{description}"
        );
    }
}
