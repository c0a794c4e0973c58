//! EU menus print allergen numbers or letters after a dish's name and
//! explain them in a key ("Allergeni: 3 uova, 7 latte"). A code ending a
//! diet-labelled dish's name, alone or paired with the dish's name in the
//! key line itself, applies the animal product the key gives it: the
//! answer is never `fit`. A number that counts or grades ("Spice 3", "(6
//! pcs)"), or a code whose product is a plant, keeps the fit.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// The strict-vegan decision at a trattoria whose three vegan mains end
/// in `codes` (one per dish), with the key given as a menu line
/// (`as_line`) or as a declaration.
fn at_a_trattoria(codes: [&str; 3], key: &str, as_line: bool) -> Decision {
    let dishes = [
        ("Risotto ai Funghi (VG)", "porcini, arborio, parsley"),
        ("Pasta e Fagioli (VG)", "borlotti beans, ditalini, rosemary"),
        ("Caponata (VG)", "aubergine, celery, capers, olives"),
    ];
    let mut builder = restaurant();
    for ((name, description), code) in dishes.into_iter().zip(codes) {
        builder = builder.sectioned_dish(
            "Secondi",
            &format!("{name}{code}"),
            description,
            &["vegan"],
            FRESH,
        );
    }
    builder = builder
        .sectioned_dish("Secondi", "Ossobuco 7, 9", "braised veal shank", &[], FRESH)
        .review("Lovely vegan risotto and kind staff.", Some(5.0), FRESH);
    builder = if as_line {
        builder.sectioned_line("Note", key, FRESH)
    } else {
        builder.declaration(key, FRESH)
    };
    decision_for(&builder.build(), Diet::StrictVegan)
}

#[test]
fn a_lone_number_after_a_vegan_dish_takes_the_product_its_key_names() {
    for key in [
        "Allergens: 1 gluten, 3 eggs, 7 milk",
        "Allergen numbers: 3 = egg, 9 = celery, 7 = dairy.",
        "Allergeni: 3 uova, 7 latte",
    ] {
        for as_line in [true, false] {
            assert_ne!(
                at_a_trattoria([" 9", " 7", " 1"], key, as_line),
                Decision::Fit,
                "{key} (line: {as_line})"
            );
        }
    }
    // A single letter code of the Austrian key.
    assert_ne!(
        at_a_trattoria(
            [" A", " G", " L"],
            "Allergene: A Gluten, C Ei, G Milch, L Sellerie",
            true
        ),
        Decision::Fit
    );
}

#[test]
fn a_key_line_that_pairs_dishes_with_codes_applies_them() {
    for key in [
        "Caponata 9, Pasta e Fagioli 3. Allergeni: 3 uova, 9 sedano",
        "Pasta e Fagioli [L], Caponata [S]. Key: L lactose, S celery, F fish.",
        "Alérgenos: 3 huevos, 7 leche. Risotto ai Funghi 7",
    ] {
        for as_line in [true, false] {
            assert_ne!(
                at_a_trattoria(["", "", ""], key, as_line),
                Decision::Fit,
                "{key} (line: {as_line})"
            );
        }
    }
}

#[test]
fn plant_codes_counts_and_meat_only_codes_keep_the_fit() {
    let key = "Allergens: 1 gluten, 3 eggs, 4 fish, 6 soy, 7 milk, 9 celery";
    for codes in [
        // Plant allergens only.
        [" 1", " 6, 9", " 9"],
        // A count, a spice level, and a number no code.
        [" (4 pcs)", " Spice 3", " 12"],
    ] {
        assert_eq!(at_a_trattoria(codes, key, true), Decision::Fit, "{codes:?}");
    }
    // The key pairs its animal codes with the meat dish only.
    assert_eq!(
        at_a_trattoria(
            ["", "", ""],
            "Ossobuco 7, Caponata 9. Allergeni: 7 latte, 9 sedano",
            false
        ),
        Decision::Fit
    );
}
