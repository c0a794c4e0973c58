//! A code's key line that says more than its denials: a turn to what the
//! coded dishes hold, an exception, printed under a
//! heading or under none.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// The decision for `diet` at a grill with a steak, a fish plate and three
/// dishes marked "(VG)" and labelled vegan, whose key line is `key`,
/// printed under the dishes' heading (`section`) or under none.
fn grill_with_key(key: &str, section: Option<&str>, diet: Diet) -> Decision {
    let mut record = restaurant()
        .sectioned_dish("Grill", "Rump Steak", "rump, peppercorn sauce", &[], FRESH)
        .sectioned_dish("Grill", "Hake Plate", "hake, capers, lemon", &[], FRESH)
        .sectioned_dish(
            "Bowls",
            "Lentil Stew (VG)",
            "red lentils, carrot, cumin",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Bowls",
            "Herb Rice (VG)",
            "rice, parsley, chickpeas",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Bowls",
            "Roast Squash (VG)",
            "squash, tahini, seeds",
            &["vegan"],
            FRESH,
        );
    record = match section {
        Some(section) => record.sectioned_line(section, key, FRESH),
        None => record.menu(key, &[], FRESH),
    };
    decision_for(&record.build(), diet)
}

/// Both placements of a key line: under the coded dishes' heading and under
/// no heading at all.
const PLACES: [Option<&str>; 2] = [Some("Bowls"), None];

fn never_fit(keys: &[&str]) {
    for key in keys {
        for place in PLACES {
            assert_ne!(
                grill_with_key(key, place, Diet::StrictVegan),
                Decision::Fit,
                "{key} (heading {place:?})"
            );
        }
    }
}

fn stays_fit(keys: &[&str], diet: Diet) {
    for key in keys {
        for place in PLACES {
            assert_eq!(
                grill_with_key(key, place, diet),
                Decision::Fit,
                "{key} (heading {place:?})"
            );
        }
    }
}

#[test]
fn a_key_that_turns_to_a_product_is_never_fit_with_or_without_a_heading() {
    never_fit(&[
        "(VG) Plant plates: no meat, but a splash of chicken stock.",
        "(VG) Vegano: sin carne, pero con caldo de pollo",
        "(VG) Végétalien : sans viande, mais avec du beurre",
        "(VG) vegan: ohne Fleisch, aber mit Speckbrühe",
        "(VG) vegano: senza carne, ma con burro",
    ]);
}

#[test]
fn a_key_that_turns_only_to_plants_stays_fit_with_or_without_a_heading() {
    stays_fit(
        &[
            "(VG) Plant plates: no meat, but plenty of beans.",
            "(VG) Vegano: sin carne, pero con mucha verdura",
            "(VG) Végétalien : sans viande, mais avec des herbes",
            "(VG) vegan: ohne Fleisch, aber mit Kräutern",
        ],
        Diet::StrictVegan,
    );
}

#[test]
fn a_polish_or_czech_ale_is_a_turn_not_a_beer() {
    never_fit(&[
        "(VG) wegańskie: bez mięsa, ale na smalcu",
        "(VG) wegańskie: bez mięsa, ale z masłem",
        "(VG) veganské: bez masa, ale se sádlem",
    ]);
    stays_fit(
        &[
            "(VG) wegańskie: bez mięsa, ale z dużą ilością warzyw",
            "(VG) veganské: bez masa, ale se zeleninou",
        ],
        Diet::StrictVegan,
    );
}

#[test]
fn an_english_ale_is_still_a_beer() {
    // In an English key "ale" stays the beer, denied with the rest, and
    // names no animal product.
    stays_fit(
        &["(VG) Vegan: no meat, no dairy, no ale."],
        Diet::StrictVegan,
    );
}

#[test]
fn an_exception_that_names_a_product_is_that_product_present() {
    never_fit(&[
        "(VG) Vegan, except for the fish sauce in the dressing.",
        "(VG) Vegan except the honey glaze.",
        "(VG) Vegano, excepto la salsa de pescado.",
    ]);
}

#[test]
fn an_exception_that_names_only_plants_stays_fit() {
    stays_fit(
        &["(VG) Vegan, except for the gluten in the bread."],
        Diet::StrictVegan,
    );
}
