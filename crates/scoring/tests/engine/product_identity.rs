//! A plant-made product said to be the animal one: a diner's or the
//! restaurant's "the vegan mayo? It's Hellmann's", "the oat milk is really
//! whole milk", "our dairy-free cheese is Kraft" is never `fit`, whichever
//! dish the animal product's words would otherwise be placed on. A plant
//! line of the brand, a plant brand, a likeness and the regular make kept
//! apart keep the fit.

use dietfit_contract::{Decision, Diet};

use crate::support::{Builder, FRESH, decision_for, restaurant};

/// A café with a beef burger, a cheese toastie and a latte, and a vegan
/// burger, a vegan toastie and an oat latte, with one diner's praise.
fn cafe() -> Builder {
    restaurant()
        .dish(
            "Beef Burger",
            "beef patty, cheddar, mayo, brioche bun",
            FRESH,
        )
        .dish("Cheese Toastie", "sourdough, gouda, butter", FRESH)
        .dish("Latte", "espresso, whole milk", FRESH)
        .labelled_dish(
            "Vegan Burger",
            "pea protein patty, vegan mayo, lettuce",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Vegan Toastie",
            "sourdough, cashew cheese, tomato",
            &["vegan"],
            FRESH,
        )
        .labelled_dish("Oat Latte", "espresso, oat milk", &["vegan"], FRESH)
        .review("Great vegan options and friendly staff.", Some(5.0), FRESH)
}

fn after_review(review: &str) -> Decision {
    decision_for(
        &cafe().review(review, Some(4.0), FRESH).build(),
        Diet::StrictVegan,
    )
}

fn after_declaration(declaration: &str) -> Decision {
    decision_for(
        &cafe().declaration(declaration, FRESH).build(),
        Diet::StrictVegan,
    )
}

#[test]
fn the_cafe_alone_is_fit() {
    assert_eq!(
        decision_for(&cafe().build(), Diet::StrictVegan),
        Decision::Fit
    );
}

#[test]
fn a_diner_saying_what_the_plant_product_is_past_a_break_blocks_fit() {
    for review in [
        "Careful with the vegan mayo: turns out it's Best Foods.",
        "Ordered the vegan toastie. The vegan cheese? Pretty sure it is Cathedral City.",
        "Asked twice about their oat milk, and it's whole milk they pour.",
        "The oat milk is basically skimmed milk, I could taste it.",
        "Loved the burger but the cashew cheese is plain normal gouda.",
    ] {
        assert_ne!(after_review(review), Decision::Fit, "{review}");
    }
}

#[test]
fn a_plant_line_a_plant_brand_or_a_likeness_keeps_fit() {
    for review in [
        "Vegan mayo? It's Hellmann's Vegan, really creamy.",
        "The oat milk is Oatly, nothing like the regular milk.",
        "The cashew cheese melts like real gouda.",
        "The vegan cheese - it's Violife, I asked.",
    ] {
        assert_eq!(after_review(review), Decision::Fit, "{review}");
    }
}

#[test]
fn the_restaurant_saying_its_plant_product_is_an_animal_brand_blocks_fit() {
    for declaration in [
        "Our dairy-free cheese is Kraft.",
        "The egg-free mayo? It's Heinz, every batch.",
    ] {
        assert_ne!(
            after_declaration(declaration),
            Decision::Fit,
            "{declaration}"
        );
    }
    for declaration in [
        "Our dairy-free cheese is Violife.",
        "The egg-free mayo? It's Heinz Vegan, every batch.",
    ] {
        assert_eq!(
            after_declaration(declaration),
            Decision::Fit,
            "{declaration}"
        );
    }
}
