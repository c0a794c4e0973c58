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

/// The decision for strict vegans at a beer garden with a meat plate, two
/// vegan plates and a third, labelled vegan and named `name`, described
/// by `description`.
fn vegan_plate(name: &str, description: &str) -> Decision {
    let restaurant = restaurant()
        .dish("Schweinshaxe", "Sauerkraut, Knödel", FRESH)
        .labelled_dish("Linsensuppe (VG)", "Tellerlinsen, Lauch", &["vegan"], FRESH)
        .labelled_dish(
            "Ofenkartoffel (VG)",
            "Schnittlauch, Rapsöl",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(name, description, &["vegan"], FRESH)
        .review(
            "Gute Auswahl für uns, alles klar gekennzeichnet.",
            Some(5.0),
            FRESH,
        )
        .build();
    decision_for(&restaurant, Diet::StrictVegan)
}

#[test]
fn german_beef_game_cuts_and_shellfish_stop_a_labelled_plate() {
    for description in [
        "Rind, Rotkohl und Klöße",
        "Burger (Rind, 180 g), Pommes",
        "Rindersteak mit Pfeffersoße",
        "Rindsroulade, Rotkohl",
        "Seelachsfilet, Kartoffelsalat",
        "Matjesfilet mit Bratkartoffeln",
        "Hirschgulasch mit Spätzle",
        "Rehkeule, Preiselbeeren",
        "Wildschweinbraten, Knödel",
        "Miesmuscheln in Weißwein",
        "Tintenfischringe, Aioli",
        "Kabeljaufilet, Senfsoße",
        "Putensteak, Salat",
        "Hackbraten mit Püree",
        "Dorsch vom Grill",
    ] {
        assert_ne!(
            labelled_plate(Diet::Vegetarian, description),
            Decision::Fit,
            "{description}"
        );
    }
}

#[test]
fn a_labelled_dish_named_by_a_fish_or_meat_is_no_plant_make() {
    for name in [
        "Thunfisch (VG)",
        "Rind (VG)",
        "Seelachsfilet (VG)",
        "Salmon (V)",
    ] {
        assert_ne!(vegan_plate(name, "mit Kartoffeln"), Decision::Fit, "{name}");
    }
    // Named so with its plant said, or after a style the mark reads as
    // its mock, it is the plant make.
    for name in ["Veganer Thunfisch (VG)", "Sweet Chilli Chicken (VG)"] {
        assert_eq!(
            vegan_plate(name, "aus Tomaten, mit Kartoffeln"),
            Decision::Fit,
            "{name}"
        );
    }
}

#[test]
fn german_dairy_egg_and_honey_compounds_stop_a_vegan_plate() {
    for description in [
        "Ofenkartoffel mit Kräuterquark",
        "Bratkartoffeln mit Spiegelei",
        "Eiernudeln, Pilze",
        "Salat mit Honigsenf-Dressing",
        "Rührei auf Brot",
        "Blütenhonig und Walnüsse",
    ] {
        assert_ne!(
            vegan_plate("Tagesteller (VG)", description),
            Decision::Fit,
            "{description}"
        );
    }
}

#[test]
fn plant_makes_and_english_rinds_stay_fit() {
    for description in [
        "Räuchertofu, Sauerkraut",
        "Seitan-Schnitzel mit Kartoffelsalat",
        "Erbsenprotein-Wurst, Senf",
        "Curry mit Kokosmilch",
        "Kartoffelgratin mit Hafersahne",
        "veganer Käse, Brot",
        "Sojajoghurt mit Beeren",
        "Kuchen mit Orangenschale",
        "Pilzgulasch mit Knödel",
        "Zwiebelringe, Salat",
        "Honigmelone mit Minze",
        "Wildkräutersalat, Wildreis",
        "tofu with lemon rind and capers",
        "pickled watermelon rinds, rice",
        "Candied Orange Rind, dark chocolate",
    ] {
        assert_eq!(
            vegan_plate("Tagesteller (VG)", description),
            Decision::Fit,
            "{description}"
        );
    }
    // Pork rinds are pork.
    assert_ne!(
        vegan_plate("Tagesteller (VG)", "tofu, pork rinds, rice"),
        Decision::Fit
    );
}
