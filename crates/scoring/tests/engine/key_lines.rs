//! A key line printed among the dishes ("(V) vegetarian — no meat, no
//! fish", "(VG) = vegan") says what a mark means: it is no dish, so it
//! never supports a `fit`, never makes a menu of sides and sweets a meal
//! and is never named among the dishes to ask for.

use dietfit_contract::{Decision, Diet, MatchForProfile, UserProfile};
use dietfit_scoring::{decide, evaluate};

use crate::support::{Builder, FRESH, NOW, restaurant};

/// A kitchen with two meat dishes, then `dishes` (section, name,
/// description) under `labels`, and `key` as an unpriced line of its own
/// in the first dish's section.
fn kitchen(labels: &[&str], dishes: &[(&str, &str, &str)], key: &str) -> Builder {
    let mut record = restaurant()
        .sectioned_dish(
            "Kitchen",
            "Lamb Seekh Roll",
            "minced lamb, onion, paratha",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Kitchen",
            "Butter Chicken",
            "chicken in tomato cream",
            &[],
            FRESH,
        );
    for (section, name, description) in dishes {
        record = record.sectioned_dish(section, name, description, labels, FRESH);
    }
    record.sectioned_line(dishes[0].0, key, FRESH).review(
        "Friendly staff, fair prices.",
        Some(4.0),
        FRESH,
    )
}

fn matched(record: &Builder, diet: Diet) -> MatchForProfile {
    let evaluation = evaluate(&record.build(), NOW);
    decide(&evaluation, &UserProfile::new(diet), NOW).match_for_profile
}

/// Keys as kitchens print them: English, Spanish, a code and an equals
/// sign, a dash or a colon before what the diet leaves out.
const VEGETARIAN_KEYS: &[&str] = &[
    "(V) Vegetarian – contains no meat, no chicken stock and no fish",
    "(V) vegetarian: without meat, meat stock, gelatine or fish.",
    "(V) Vegetariano — sin carne, sin caldo de carne, sin pescado.",
    "(V) = vegetarian",
];

const VEGAN_KEYS: &[&str] = &[
    "(VG) = vegan",
    "(VG) Vegan — no meat, no fish, no dairy, no eggs, no honey.",
    "(VG) Vegano: sin carne, sin lácteos, sin huevo ni miel.",
];

#[test]
fn a_key_line_beside_only_sides_and_sweets_is_no_meal() {
    let dishes = [
        (
            "Small Plates",
            "Chilli Cheese Toast (V)",
            "toast, chilli, cheese",
        ),
        ("Small Plates", "Lemon Rice (V)", "curry leaves, peanuts"),
        ("Sweets", "Shrikhand (V)", "sweet strained yoghurt"),
    ];
    for key in VEGETARIAN_KEYS {
        let record = kitchen(&["vegetarian"], &dishes, key);
        let matched = matched(&record, Diet::Vegetarian);
        assert_ne!(matched.decision, Decision::Fit, "{key}");
        assert!(
            matched.dishes.iter().all(|dish| !dish.contains("egetari")),
            "{key}: {:?}",
            matched.dishes
        );
    }
    let dishes = [
        ("Sides", "Masala Fries (VG)", "chaat masala"),
        ("Sides", "Steamed Basmati (VG)", ""),
        ("Sweets", "Mango Sorbet (VG)", "alphonso mango"),
    ];
    for key in VEGAN_KEYS {
        let record = kitchen(&["vegan"], &dishes, key);
        assert_ne!(
            matched(&record, Diet::StrictVegan).decision,
            Decision::Fit,
            "{key}"
        );
    }
}

#[test]
fn labelled_mains_beside_a_key_line_are_fit_and_the_key_is_never_named() {
    let dishes = [
        (
            "Mains",
            "Paneer Makhani (V)",
            "paneer, tomato, butter, cream",
        ),
        (
            "Mains",
            "Dal Tadka with Rice (V)",
            "yellow lentils, cumin, rice",
        ),
        ("Sweets", "Gulab Jamun (V)", "milk dumplings, syrup"),
    ];
    for key in VEGETARIAN_KEYS {
        let record = kitchen(&["vegetarian"], &dishes, key);
        let matched = matched(&record, Diet::Vegetarian);
        assert_eq!(matched.decision, Decision::Fit, "{key}");
        assert!(
            matched.dishes.iter().all(|dish| !dish.contains("egetari")),
            "{key}: {:?}",
            matched.dishes
        );
    }
    let dishes = [
        ("Mains", "Chana Masala (VG)", "chickpeas, onion, tomato"),
        (
            "Mains",
            "Aloo Baingan (VG)",
            "potato, aubergine, mustard oil",
        ),
        ("Sweets", "Mango Sorbet (VG)", "alphonso mango"),
    ];
    for key in VEGAN_KEYS {
        let record = kitchen(&["vegan"], &dishes, key);
        let matched = matched(&record, Diet::StrictVegan);
        assert_eq!(matched.decision, Decision::Fit, "{key}");
        assert!(
            matched.dishes.iter().all(|dish| !dish.contains("egan")),
            "{key}: {:?}",
            matched.dishes
        );
    }
}
