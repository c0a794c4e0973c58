//! A fit is a meal, and a dish's name says whether it is one. A dish named
//! for the staple it comes on or with ("... on Toast", "... with Rice",
//! "... & Fries") is named by what stands before the joining word, and a
//! thali, plate or combo is a meal whatever it lists last; a spread on
//! toast or a dip with bread stays a side. A fish named only by the name a
//! South or Southeast Asian menu gives it is fish, for the pescatarian it
//! feeds and for the vegan whose labelled dish it is in.

use dietfit_contract::{Decision, Diet, ReasonCode as R, UserProfile};
use dietfit_scoring::{decide, evaluate};

use crate::support::{Builder, FRESH, NOW, decision_for, restaurant};

/// A café with two meat dishes and a tea, then `dishes` (section, name,
/// description) under `labels`, and `key` as a line of its own.
fn cafe(labels: &[&str], dishes: &[(&str, &str, &str)], key: Option<&str>) -> Builder {
    let mut record = restaurant()
        .sectioned_dish(
            "All Day",
            "Keema Pav",
            "minced mutton, 2 pav, onion",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "All Day",
            "Chicken Cutlet",
            "crumbed chicken, ketchup",
            &[],
            FRESH,
        )
        .sectioned_dish("Drinks", "Masala Chai", "milky, sweet", &[], FRESH);
    for (section, name, description) in dishes {
        record = record.sectioned_dish(section, name, description, labels, FRESH);
    }
    if let Some(key) = key {
        record = record.sectioned_line("Plates", key, FRESH);
    }
    record.review("Busy at lunch, quick service.", Some(5.0), FRESH)
}

fn insufficient(record: &Builder, diet: Diet) -> bool {
    let evaluation = evaluate(&record.build(), NOW);
    decide(&evaluation, &UserProfile::new(diet), NOW)
        .match_for_profile
        .reason_codes
        .contains(&R::InsufficientEvidence)
}

#[test]
fn a_dish_on_toast_or_with_rice_is_a_meal_though_the_key_names_it() {
    let dishes = [
        (
            "All Day",
            "Egg Bhurji on Multigrain Toast (V)",
            "scrambled eggs, tomato, green chilli",
        ),
        (
            "Plates",
            "Chole with Basmati Rice (V)",
            "chickpeas in onion-tomato gravy, rice",
        ),
        ("Dessert", "Rasmalai (V)", "milk dumplings, saffron"),
    ];
    for key in [
        "(V) vegetarian: no meat, no fish. Our bhurji uses eggs.",
        "(V) vegetarian: no meat, no fish.",
    ] {
        let record = cafe(&["vegetarian"], &dishes, Some(key));
        assert_eq!(
            decision_for(&record.build(), Diet::Vegetarian),
            Decision::Fit,
            "{key}"
        );
    }
}

#[test]
fn a_thali_or_a_plate_served_with_roti_or_fries_is_a_meal() {
    let dishes = [
        (
            "Plates",
            "Vegan Thali - moong dal, aloo sabzi, jeera rice (VG)",
            "",
        ),
        (
            "Plates",
            "Baingan Bharta & Tawa Roti (VG)",
            "smoked aubergine, roti made with oil",
        ),
        (
            "All Day",
            "Vada Pav w/ Fries (VG)",
            "potato fritter, bun, chutneys",
        ),
    ];
    let record = cafe(&["vegan"], &dishes, None);
    assert_eq!(
        decision_for(&record.build(), Diet::StrictVegan),
        Decision::Fit
    );
}

#[test]
fn spreads_on_toast_and_dips_with_bread_are_no_meal() {
    let dishes = [
        (
            "All Day",
            "Marmalade on Toast (VG)",
            "Seville orange, white toast",
        ),
        (
            "All Day",
            "Peanut Butter on Toast (VG)",
            "smooth peanut butter",
        ),
        (
            "All Day",
            "Guacamole & Tortilla Chips (VG)",
            "avocado, lime, corn chips",
        ),
    ];
    let record = cafe(&["vegan"], &dishes, None);
    assert_ne!(
        decision_for(&record.build(), Diet::StrictVegan),
        Decision::Fit
    );
    assert!(insufficient(&record, Diet::StrictVegan));
}

/// A coastal kitchen: two land-meat dishes, then `fish` (name,
/// description) and a line that the fish has its own pan.
fn coastal(fish: &[(&str, &str)]) -> Builder {
    let mut record = restaurant()
        .sectioned_dish("Mains", "Chicken Sukka", "dry coconut masala", &[], FRESH)
        .sectioned_dish("Mains", "Mutton Kolhapuri", "fiery red gravy", &[], FRESH);
    for (name, description) in fish {
        record = record.sectioned_dish("Seafood", name, description, &[], FRESH);
    }
    record
        .sectioned_line(
            "Seafood",
            "Every seafood dish is cooked in its own pan with its own masala; no meat stock in any of them.",
            FRESH,
        )
        .review("Lovely fresh catch, good value.", Some(5.0), FRESH)
}

#[test]
fn fish_named_only_by_its_menu_name_feeds_a_pescatarian() {
    for fish in [
        [
            ("Pomfret Hirwa Masala", "green masala, shallow-fried"),
            ("Surmai Fry", "rava crust, lime"),
            ("Rawas Ambotik", "sour-hot gravy, rice"),
        ],
        [
            ("Siakap Masam Manis", "sweet-sour sauce, onion"),
            ("Tongkol Goreng Sambal", "chilli sambal, rice"),
            ("Karimeen Pollichathu", "banana leaf, masala"),
        ],
    ] {
        let record = coastal(&fish);
        assert_eq!(
            decision_for(&record.build(), Diet::Pescatarian),
            Decision::Fit,
            "{fish:?}"
        );
    }
}

#[test]
fn fish_by_its_menu_name_in_a_vegan_dish_is_not_fit() {
    for part in [
        "pomfret",
        "machhi",
        "maach bhaja",
        "bangda",
        "surmai",
        "sambal tongkol",
        "pla duk",
    ] {
        let dishes = [
            (
                "Plates",
                "Veg Plate (VG)",
                &*format!("dal, rice, cabbage thoran, {part}"),
            ),
            ("Plates", "Chana Masala (VG)", "chickpeas, onion, tomato"),
            ("Plates", "Aloo Gobi (VG)", "potato, cauliflower, turmeric"),
        ];
        let record = cafe(&["vegan"], &dishes, None);
        assert_ne!(
            decision_for(&record.build(), Diet::StrictVegan),
            Decision::Fit,
            "{part}"
        );
    }
}

#[test]
fn look_alikes_of_fish_names_keep_a_vegan_fit() {
    let dishes = [
        (
            "Mains",
            "Tangra Chilli Tofu (VG)",
            "tofu, capsicum, soy, green chilli",
        ),
        (
            "Mains",
            "Turon Plate (VG)",
            "saba banana and jackfruit spring rolls, brown sugar",
        ),
        (
            "Mains",
            "Veg Hakka Noodles (VG)",
            "egg-free noodles, cabbage",
        ),
    ];
    let record = cafe(&["vegan"], &dishes, None).sectioned_dish(
        "Drinks",
        "Kingfisher Lager",
        "650 ml",
        &[],
        FRESH,
    );
    assert_eq!(
        decision_for(&record.build(), Diet::StrictVegan),
        Decision::Fit
    );
}
