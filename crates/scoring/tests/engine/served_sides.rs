//! A side the menu prints on a line of its own carries what that line says
//! it holds into the dishes served with it: a plate that names the side
//! bare ("served with the side"), in any of the side's printed names, or a
//! plate of the kind the side's own line says it goes with ("comes with
//! every biryani"), is never `fit` for a diet the side breaks. A side
//! whose line is plain, or one the dish does not name, keeps the fit.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// A taverna with two meat plates and three meat-free skewers (labelled
/// (V) for a vegetarian, fish and shellfish for a pescatarian), each
/// served with a side; `side` is the side's own line (name, description)
/// under the sides section, and `served` how the skewers name it.
fn plates_with_side(diet: Diet, side: (&str, &str), served: &str) -> Decision {
    let pescatarian = diet == Diet::Pescatarian;
    let labels: &[&str] = if pescatarian { &[] } else { &["vegetarian"] };
    let plates = if pescatarian {
        [
            ("Grilled Trout", "whole trout off the skewer, herbs"),
            ("Shrimp Skewers", "shrimp on the skewer, lemon"),
            ("Octopus Skewer", "octopus on the skewer, red wine vinegar"),
        ]
    } else {
        [
            (
                "Stuffed Peppers (V)",
                "peppers stuffed with herbs and feta off the skewer",
            ),
            (
                "Mushroom Souvla (V)",
                "mushrooms and halloumi on the skewer",
            ),
            ("Halloumi Skewer (V)", "halloumi and peppers on the skewer"),
        ]
    };
    let mut record = restaurant()
        .sectioned_dish("Grill", "Pork Chop", "pork, lemon, oregano", &[], FRESH)
        .sectioned_dish("Grill", "Lamb Kebab", "minced lamb, onion", &[], FRESH);
    for (name, description) in plates {
        record = record.sectioned_dish(
            "Mains",
            name,
            &format!("{description}, {served}"),
            labels,
            FRESH,
        );
    }
    let record = record
        .sectioned_dish("Sides", side.0, side.1, &[], FRESH)
        .review("Lovely place, generous plates.", Some(5.0), FRESH)
        .build();
    decision_for(&record, diet)
}

#[test]
fn a_plate_served_with_a_side_cooked_in_meat_is_not_fit() {
    for (side, served) in [
        (
            ("Bulgur Pilaf", "cracked wheat simmered in beef stock"),
            "served with bulgur pilaf",
        ),
        (
            ("Saffron Rice (extra)", "rice stewed with lamb bones"),
            "with a side of saffron rice and salad",
        ),
        (
            ("Dalcha", "lentils cooked on mutton bones"),
            "served with dalcha & raita",
        ),
        (
            (
                "Πιλάφι / Pilafi",
                "ρύζι σε ζουμί κότας / rice in chicken broth",
            ),
            "served with pilafi",
        ),
        (("Pilafi", "rice in chicken broth"), "servi avec du pilafi"),
        (("Pilafi", "rice in chicken broth"), "serviert mit Pilafi"),
        (("Pilafi", "rice in chicken broth"), "servido com pilafi"),
        (("Pilafi", "rice in chicken broth"), "σερβίρεται με pilafi"),
        (
            ("Pilafi", "rice in chicken broth"),
            "pilafi aur raita ke saath",
        ),
        (("Pilafi", "rice in chicken broth"), "servito con pilafi"),
        (("Pilafi", "rice cooked with lard"), "acompañado de pilafi"),
    ] {
        for diet in [Diet::Vegetarian, Diet::Pescatarian] {
            assert_ne!(
                plates_with_side(diet, side, served),
                Decision::Fit,
                "{diet:?}: {side:?} / {served}"
            );
        }
    }
}

#[test]
fn a_side_saying_it_comes_with_every_plate_of_a_kind_reaches_them() {
    for side in [
        (
            "Gravy (extra)",
            "lentils and beef marrow bones, comes with every skewer",
        ),
        (
            "Gravy",
            "slow cooked with chicken stock; served with all mains",
        ),
        ("Gravy", "cooked with mutton bones, har skewer ke saath"),
    ] {
        for diet in [Diet::Vegetarian, Diet::Pescatarian] {
            assert_ne!(
                plates_with_side(diet, side, "lemon wedge"),
                Decision::Fit,
                "{diet:?}: {side:?}"
            );
        }
    }
}

#[test]
fn a_plain_side_or_one_not_named_keeps_the_fit() {
    for (side, served) in [
        // The side's own line holds no animal product.
        (("Rice", "steamed basmati"), "served with rice"),
        (
            ("Bulgur Pilaf", "cracked wheat in vegetable broth"),
            "served with bulgur pilaf",
        ),
        // A meat side listed, but not the one the plates come with.
        (
            ("Dalcha", "lentils cooked on mutton bones"),
            "served with rice & salad",
        ),
        // Another food whose name holds the side's ("sweet potato fries"
        // beside the side "Fries").
        (("Fries", "fried in beef tallow"), "with sweet potato fries"),
        // A make of the dish's own.
        (
            ("Pilafi", "rice in chicken broth"),
            "served with pilafi (vegan)",
        ),
    ] {
        for diet in [Diet::Vegetarian, Diet::Pescatarian] {
            assert_eq!(
                plates_with_side(diet, side, served),
                Decision::Fit,
                "{diet:?}: {side:?} / {served}"
            );
        }
    }
}
