//! A code's legend that denies meat and fish in the kitchen's language
//! and names no diet (issue 16): read as the code's vegetarian diet where
//! only dishes labelled vegetarian carry the code, it keeps the fit; a
//! legend that leaves a product, or a note that ties a product to other
//! food, is never `fit`.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// The decision for a vegetarian at a Malay kitchen whose two (V) dishes,
/// labelled vegetarian, sit under `legend`, with `note` printed among the
/// meat dishes.
fn at_a_malay_kitchen(legend: &str, note: &str) -> Decision {
    let record = restaurant()
        .sectioned_dish(
            "Lauk",
            "Rendang Daging",
            "beef, coconut, spices",
            &[],
            FRESH,
        )
        .sectioned_dish("Lauk", "Ayam Goreng", "fried chicken, sambal", &[], FRESH)
        .sectioned_dish("Lauk", "Sambal Udang", "tiger prawns, sambal", &[], FRESH)
        .sectioned_dish(
            "Sayur",
            "Sayur Lodeh (V)",
            "vegetables in coconut curry",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_dish(
            "Sayur",
            "Tahu Goreng (V)",
            "fried tofu, peanut sauce",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_line("Sayur", legend, FRESH)
        .sectioned_line("Lauk", note, FRESH)
        .review("The rendang was tender and rich.", Some(5.0), FRESH)
        .build();
    decision_for(&record, Diet::Vegetarian)
}

const DENYING_LEGEND: &str = "(V) Tiada daging, tiada ikan. No meat, no fish, no shrimp paste.";
const SOURCING_NOTE: &str = "Our prawns arrive from the Penang market every Tuesday.";

#[test]
fn a_legend_denying_meat_and_fish_beside_a_meat_dishs_sourcing_keeps_the_fit() {
    assert_eq!(
        at_a_malay_kitchen(DENYING_LEGEND, SOURCING_NOTE),
        Decision::Fit
    );
}

#[test]
fn a_legend_leaving_a_product_or_a_sourcing_note_tied_to_other_food_is_never_fit() {
    for legend in [
        // Only meat denied: no diet.
        "(V) Tiada daging. No meat.",
        // Fish sauce left in.
        "(V) Tiada daging, tiada ikan. No meat, no fish, dressed with fish sauce.",
    ] {
        assert_ne!(
            at_a_malay_kitchen(legend, SOURCING_NOTE),
            Decision::Fit,
            "{legend}"
        );
    }
    for note in [
        // The prawns go into other food.
        "Our prawns arrive from the Penang market and go into the lodeh too.",
        // A product no listed dish holds.
        "Our anchovies come in from Penang every Tuesday.",
    ] {
        assert_ne!(
            at_a_malay_kitchen(DENYING_LEGEND, note),
            Decision::Fit,
            "{note}"
        );
    }
}
