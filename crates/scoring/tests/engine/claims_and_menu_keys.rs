//! Readings of a diet denied of every dish and of a menu key, both of
//! which left a strict vegan `fit`: a denial quantifying over the dishes
//! whose diet word is strengthened ("none of our dishes are strictly
//! vegan") denies the diet of each dish, not only of the place; a key
//! defining the vegan-looking mark as vegetarian is read wherever the line
//! prints it and in its other forms ("Please note (VG) = vegetarian", "VG
//! — vegetarian", "VG means vegetarian"). And three readings that were too
//! careful: a dish made of two animal products is a dish before a bare
//! mark ("French Toast (VG)"), a product denied in the diet's dishes
//! supports them ("no fish sauce in the vegan dishes"), and "grass-fed
//! beef" is beef, not milk.

use dietfit_contract::{Decision, Diet};

use crate::support::{Builder, FRESH, decision_for, restaurant};

/// A Thai kitchen whose three dishes carry the "VG" label, with two meat
/// dishes and one diner's praise.
fn thai_kitchen() -> Builder {
    restaurant()
        .labelled_dish(
            "Pad Pak Ruam",
            "wok-fried greens, garlic, soy",
            &["VG"],
            FRESH,
        )
        .labelled_dish(
            "Gaeng Kiew Wan Tofu",
            "green curry, tofu, Thai aubergine, basil",
            &["VG"],
            FRESH,
        )
        .labelled_dish(
            "Pad See Ew Jay",
            "wide rice noodles, Chinese broccoli, soy",
            &["VG"],
            FRESH,
        )
        .dish("Pad Kra Pao Moo", "minced pork, holy basil, chilli", FRESH)
        .dish("Gaeng Massaman Nuea", "beef, potato, peanuts", FRESH)
        .review(
            "Fragrant green curry and the pad see ew was spot on.",
            Some(5.0),
            FRESH,
        )
}

/// A vegan brunch café whose dishes are labelled vegan and marked (VG).
fn brunch_cafe(special: &str) -> Builder {
    restaurant()
        .labelled_dish(
            "Sweet Potato Hash (VG)",
            "sweet potato, black beans, peppers, avocado",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            special,
            "oat loaf, coconut whip, berries",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Sesame Noodle Salad (VG)",
            "soba, cucumber, edamame, sesame-ginger",
            &["vegan"],
            FRESH,
        )
        .review("Lovely brunch, everything plant-based.", Some(5.0), FRESH)
}

fn vegan(builder: Builder) -> Decision {
    decision_for(&builder.build(), Diet::StrictVegan)
}

#[test]
fn the_kitchen_alone_is_fit() {
    assert_eq!(vegan(thai_kitchen()), Decision::Fit);
}

#[test]
fn a_denial_over_every_dish_denies_a_strengthened_diet_of_each() {
    for text in [
        "None of our dishes are strictly vegan.",
        "Not one of our plates is 100% vegan.",
        "No dish here is completely plant-based.",
        "none of the dishes is truly vegan.",
        "No dish here is vegan.",
    ] {
        assert_ne!(
            vegan(thai_kitchen().declaration(text, FRESH)),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn a_denial_of_what_the_vegan_dishes_hold_keeps_fit() {
    for text in [
        "None of our vegan dishes contain honey.",
        "Not one of our vegan plates contains dairy.",
        "We are not strictly vegan, but the VG dishes are.",
    ] {
        assert_eq!(
            vegan(thai_kitchen().declaration(text, FRESH)),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn a_key_defining_the_mark_as_vegetarian_is_read_in_its_other_forms() {
    for key in [
        "Please note (VG) = vegetarian",
        "Key: (VG) = vegetarian",
        "VG — vegetarian",
        "VG – vegetarian",
        "(VG) denotes vegetarian",
        "VG means vegetarian",
        "Good to know: VG stands for vegetarian dishes.",
    ] {
        assert_ne!(
            vegan(thai_kitchen().declaration(key, FRESH)),
            Decision::Fit,
            "{key}"
        );
    }
}

#[test]
fn a_key_defining_the_mark_as_vegan_keeps_fit() {
    for key in [
        "VG = vegan, V = vegetarian",
        "Please note (VG) = vegan",
        "VG — vegan",
        "VG means vegan",
    ] {
        assert_eq!(
            vegan(thai_kitchen().declaration(key, FRESH)),
            Decision::Fit,
            "{key}"
        );
    }
}

#[test]
fn a_dish_of_two_animal_products_before_a_bare_mark_is_its_vegan_version() {
    assert_eq!(vegan(brunch_cafe("French Toast (VG)")), Decision::Fit);
    for special in ["Tuna (VG)", "Thunfisch (VG)"] {
        assert_ne!(vegan(brunch_cafe(special)), Decision::Fit, "{special}");
    }
}

#[test]
fn a_product_denied_in_the_diets_dishes_supports_them() {
    assert_eq!(
        vegan(thai_kitchen().review("No fish sauce in the vegan dishes.", Some(5.0), FRESH)),
        Decision::Fit
    );
    assert_ne!(
        vegan(thai_kitchen().review(
            "No fish sauce in the vegan dishes, they said, but I tasted it.",
            Some(2.0),
            FRESH
        )),
        Decision::Fit
    );
}

#[test]
fn grass_fed_beef_is_beef_not_milk() {
    let grill = thai_kitchen().dish("Yum Nuea", "grass-fed beef, lime, chilli, mint", FRESH);
    assert_eq!(
        decision_for(&grill.build(), Diet::Vegetarian),
        Decision::Fit
    );
    assert_eq!(vegan(grill), Decision::Fit);
}
