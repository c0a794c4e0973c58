//! A babka of grated potato is another dish than the enriched dough the
//! word names alone: a labelled vegan potato babka with no description is
//! the kitchen's plant make, while a sweet babka under a vegan label, or a
//! potato babka whose own words hold pork fat or sour cream, still blocks.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// The decision for a strict vegan at a Belarusian café whose potato
/// babka is made with pork fat and sour cream, with two labelled vegan
/// dishes and one more line labelled vegan, after `review`.
fn with_line(name: &str, description: &str, review: &str) -> Decision {
    let record = restaurant()
        .dish(
            "Potato Babka",
            "grated potato, salo, onion, sour cream",
            FRESH,
        )
        .dish("Machanka", "pork ribs, sausage, sour cream gravy", FRESH)
        .labelled_dish(
            "Vegan Draniki",
            "potato, onion, chanterelles, sunflower oil",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Barley Soup",
            "pearl barley, mushrooms, carrot",
            &["vegan"],
            FRESH,
        );
    // An empty description is a line printed with none.
    let record = if description.is_empty() {
        record.menu(name, &["vegan"], FRESH)
    } else {
        record.labelled_dish(name, description, &["vegan"], FRESH)
    };
    let record = record.review(review, Some(5.0), FRESH).build();
    decision_for(&record, Diet::StrictVegan)
}

#[test]
fn a_labelled_potato_babka_with_no_description_is_fit() {
    for name in [
        "Mushroom Potato Babka (VG)",
        "Potato Babka with Mushrooms (VG)",
        "Бабка з грыбамі / Mushroom Potato Babka (VG)",
    ] {
        assert_eq!(
            with_line(name, "", "Cosy room, friendly staff."),
            Decision::Fit,
            "{name}"
        );
    }
}

#[test]
fn a_babka_whose_words_hold_animal_products_still_blocks() {
    for (name, description, review) in [
        ("Chocolate Babka (VG)", "", "Cosy room, friendly staff."),
        ("Mushroom Babka (VG)", "", "Cosy room, friendly staff."),
        (
            "Vegan Potato Babka",
            "made the same as our pork babka",
            "Cosy room, friendly staff.",
        ),
        (
            "Mushroom Potato Babka (VG)",
            "potato, mushrooms, sour cream",
            "Cosy room, friendly staff.",
        ),
        (
            "Mushroom Potato Babka (VG)",
            "",
            "Careful: the potato babka, the vegan one too, is baked with salo.",
        ),
    ] {
        assert_ne!(
            with_line(name, description, review),
            Decision::Fit,
            "{name} / {description} / {review}"
        );
    }
}
