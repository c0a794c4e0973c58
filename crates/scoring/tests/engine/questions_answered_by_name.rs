//! A diner's question naming an animal product asks; it does not say the
//! food holds it. A reply opening with a no and the very product asked
//! about ("No butter at all") denies it as a bare no does, unless the
//! reply narrows the denial to one food or says some food gets it; Turkish
//! "X da Y da yok" (neither X nor Y) denies each item; so does a reply on
//! the next line that denies the very word asked about ("yoğurt yok"). A reply that says
//! yes, turns to part of the food, or is missing keeps the product.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// The decision for `diet` at a curry house whose dal, chana and aloo
/// gobi are labelled vegan, with `review` pasted from the order chat.
fn curry_house(review: &str, diet: Diet) -> Decision {
    let record = restaurant()
        .labelled_dish(
            "Dal Tadka",
            "yellow lentils, cumin, tomato",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Chana Masala",
            "chickpeas, onion, tomato",
            &["vegan"],
            FRESH,
        )
        .labelled_dish("Aloo Gobi", "potato, cauliflower", &["vegan"], FRESH)
        .review(review, Some(5.0), FRESH)
        .build();
    decision_for(&record, diet)
}

#[test]
fn a_question_answered_by_naming_the_product_denied_is_no_report() {
    for review in [
        "Ordered the three vegan curries. Is there butter in them? No butter at all, they are cooked in oil.",
        "Chatted with the owner.\nQ: Do you cook the curries with lard?\nA: No lard in any of our curries.",
        "Tereyağı var mı içlerinde? Hiç tereyağı da yoğurt da yok, tamamen bitkisel.",
        "[12:01] Deniz: Yoğurt var mı bunlarda?\n[12:03] Lokanta: Merhaba Deniz Bey, yoğurt yok, hepsi zeytinyağlı.",
    ] {
        assert_eq!(
            curry_house(review, Diet::StrictVegan),
            Decision::Fit,
            "{review:?}"
        );
    }
}

#[test]
fn a_question_answered_yes_turned_or_unanswered_keeps_the_product() {
    for review in [
        "Ordered the three vegan curries. Is there butter in them? Yes, a spoon of ghee at the end.",
        "Ordered the three vegan curries. Is there butter in them? No butter in the dal, but the gobi gets a knob.",
        "Ordered the three vegan curries. Is there butter in them? No butter, but a spoon of ghee at the end.",
        "Tereyağı var mı içlerinde? Tereyağı da yoğurt da var.",
        "[12:01] Deniz: Yoğurt var mı bunlarda?\n[12:03] Lokanta: Merhaba Deniz Bey, yoğurt yok ama tereyağı var.",
        "[12:01] Deniz: Yoğurt var mı bunlarda?\n[12:03] Lokanta: Merhaba Deniz Bey, biraz yoğurt var.",
        "Ordered the three vegan curries. Is there yoghurt in them?",
        "Ordered the three vegan curries. Is there butter in them? No butter in the dal. The chana gets a knob.",
        "Ordered the three vegan curries. Is there butter in them?\n-- Owner: There's no butter in the dal, the chana has some.",
    ] {
        assert_ne!(
            curry_house(review, Diet::StrictVegan),
            Decision::Fit,
            "{review:?}"
        );
    }
}
