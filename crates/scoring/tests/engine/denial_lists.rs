//! A diet's definition that denies a list of products ("Vegan: no meat,
//! eggs or milk"): one negator heading the list denies every item, and a
//! list that repeats its negator ("no meat, no eggs") denies each item
//! that carries one. An item without its own negator after such a list,
//! or one the words after it say is there ("paneer added", "paneer ke
//! saath", "queso aparte"), is not denied: never `fit`.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// The decision for a strict vegan at a curry house with three dishes
/// marked "(VG)", a diner's praise, and the house statement `statement`.
fn curry_house_saying(statement: &str) -> Decision {
    let record = restaurant()
        .labelled_dish(
            "Baingan Bharta (VG)",
            "smoked aubergine, onion",
            &["vegan"],
            FRESH,
        )
        .labelled_dish("Rajma (VG)", "kidney beans, tomato", &["vegan"], FRESH)
        .labelled_dish("Bhindi Masala (VG)", "okra, spices", &["vegan"], FRESH)
        .review(
            "Lovely vegan thali, the okra was the best.",
            Some(5.0),
            FRESH,
        )
        .declaration(statement, FRESH)
        .build();
    decision_for(&record, Diet::StrictVegan)
}

#[test]
fn an_item_said_to_be_there_after_a_denied_list_is_no_fit() {
    for statement in [
        "(VG) Vegan: no lard, butter used.",
        "(VG) Vegan: no chicken, cream on top.",
        "(VG) Vegan: no fish, yogurt included.",
        "(VG) Vegan: no meat, makhan ke saath.",
        "(VG) Vegano: sin pollo, mantequilla aparte.",
    ] {
        assert_ne!(curry_house_saying(statement), Decision::Fit, "{statement}");
    }
}

#[test]
fn an_item_without_its_own_negator_after_a_repeated_one_is_no_fit() {
    for statement in [
        "(VG) Vegan: no lard, no fish, butter.",
        "(VG) Vegan: no chicken, no cream, yogurt, honey.",
        "(VG) Vegan: no lard, no fish, no cream, yogurt.",
        "(VG) Vegano: sin pollo, sin huevo, mantequilla.",
    ] {
        assert_ne!(curry_house_saying(statement), Decision::Fit, "{statement}");
    }
}

#[test]
fn a_list_denied_whole_or_item_by_item_keeps_the_fit() {
    for statement in [
        "(VG) Vegan: no lard, butter, cream or honey.",
        "(VG) Vegan: no lard, butter, cream.",
        "(VG) Vegan: no chicken or butter added.",
        "(VG) Vegan: no lard, no butter, no cream.",
        "(VG) Vegan: no fish, no yogurt or honey.",
        "(VG) Vegan: no lard, no fish, butter or cream, no honey.",
        "(VG) Vegan: no dairy of any kind; coconut cream used.",
    ] {
        assert_eq!(curry_house_saying(statement), Decision::Fit, "{statement}");
    }
}
