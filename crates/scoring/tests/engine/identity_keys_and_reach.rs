//! Three readings that left a strict vegan `fit`: a plant-made product
//! said to be an animal product's brand past a relative clause ("the
//! egg-free mayo we use? It's Heinz"), a lone key entry defining the
//! vegan-looking mark as vegetarian ("VG: vegetarian"), and a quantifying
//! denial whose subject runs past its usual reach ("not a single bowl in
//! here is properly vegan"). Each blocks the fit; the close safe forms
//! keep it.

use dietfit_contract::{Decision, Diet};

use crate::support::{Builder, FRESH, decision_for, restaurant};

/// A café with a beef burger and a vegan burger and wrap, both with a
/// plant mayo, and one diner's praise.
fn cafe() -> Builder {
    restaurant()
        .dish(
            "Beef Burger",
            "beef patty, cheddar, mayo, brioche bun",
            FRESH,
        )
        .dish("Cheese Toastie", "sourdough, gouda, butter", FRESH)
        .labelled_dish(
            "Vegan Burger",
            "pea protein patty, egg-free mayo, lettuce",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Vegan Toastie",
            "sourdough, vegan cheese, tomato",
            &["vegan"],
            FRESH,
        )
        .labelled_dish("Oat Latte", "espresso, oat milk", &["vegan"], FRESH)
        .review("Great vegan options and friendly staff.", Some(5.0), FRESH)
}

/// A noodle bar whose three bowls are labelled vegan and marked (VG), and
/// one beef bowl.
fn noodle_bar() -> Builder {
    restaurant()
        .labelled_dish(
            "Mushroom Fried Rice (VG)",
            "shiitake, spring onion, soy",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Char Kway Teow (VG)",
            "flat rice noodles, bean sprouts, chives",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Sambal Kangkung (VG)",
            "water spinach, chilli, garlic",
            &["vegan"],
            FRESH,
        )
        .dish(
            "Beef Rendang Rice",
            "slow-cooked beef, coconut, rice",
            FRESH,
        )
        .review(
            "Lovely food, friendly staff, the mushroom fried rice is the best in town.",
            Some(5.0),
            FRESH,
        )
}

/// The same bar with its bowls printed with the "VG" label only.
fn labelled_noodle_bar() -> Builder {
    restaurant()
        .labelled_dish(
            "Mushroom Fried Rice",
            "shiitake, spring onion, soy",
            &["VG"],
            FRESH,
        )
        .labelled_dish(
            "Char Kway Teow",
            "flat rice noodles, bean sprouts, chives",
            &["VG"],
            FRESH,
        )
        .labelled_dish(
            "Sambal Kangkung",
            "water spinach, chilli, garlic",
            &["VG"],
            FRESH,
        )
        .dish(
            "Beef Rendang Rice",
            "slow-cooked beef, coconut, rice",
            FRESH,
        )
        .review(
            "Lovely food, friendly staff, the mushroom fried rice is the best in town.",
            Some(5.0),
            FRESH,
        )
}

fn vegan(builder: Builder) -> Decision {
    decision_for(&builder.build(), Diet::StrictVegan)
}

#[test]
fn the_places_alone_are_fit() {
    assert_eq!(vegan(cafe()), Decision::Fit);
    assert_eq!(vegan(noodle_bar()), Decision::Fit);
    assert_eq!(vegan(labelled_noodle_bar()), Decision::Fit);
}

#[test]
fn a_plant_product_named_an_animal_brand_past_a_relative_clause_blocks_fit() {
    for text in [
        "The egg-free mayo we use? It's Heinz.",
        "The vegan mayo that we put on it? It's Hellmann's.",
        "The vegan cheese they serve is Kraft.",
        "The oat milk the barista pours is just whole milk.",
    ] {
        assert_ne!(
            vegan(cafe().declaration(text, FRESH)),
            Decision::Fit,
            "{text}"
        );
        assert_ne!(
            vegan(cafe().review(text, Some(4.0), FRESH)),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn a_relative_clause_before_a_plant_make_or_other_words_keeps_fit() {
    for text in [
        "The egg-free mayo we use? It's made in house from aquafaba.",
        "The vegan cheese they serve is Violife.",
        "The egg-free mayo we use is Hellmann's Vegan.",
        "The oat milk we pour is Oatly Barista, steamed to order.",
    ] {
        assert_eq!(
            vegan(cafe().declaration(text, FRESH)),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn a_lone_key_defining_the_vegan_looking_mark_as_vegetarian_blocks_fit() {
    for key in [
        "VG: vegetarian",
        "VG - suitable for vegetarians",
        "(VG) = vegetarian",
    ] {
        assert_ne!(
            vegan(noodle_bar().declaration(key, FRESH)),
            Decision::Fit,
            "{key}"
        );
        assert_ne!(
            vegan(labelled_noodle_bar().declaration(key, FRESH)),
            Decision::Fit,
            "{key}"
        );
    }
}

#[test]
fn a_lone_key_printed_as_a_menu_line_defines_the_mark_too() {
    for key in ["VG: vegetarian", "VG = vegetarian"] {
        assert_ne!(
            vegan(labelled_noodle_bar().sectioned_line("Key", key, FRESH)),
            Decision::Fit,
            "{key}"
        );
    }
    assert_eq!(
        vegan(labelled_noodle_bar().sectioned_line("Key", "VG: vegan", FRESH)),
        Decision::Fit
    );
}

#[test]
fn a_key_defining_the_mark_as_vegan_keeps_fit() {
    for key in [
        "VG: vegan",
        "V: vegetarian, VG: vegan",
        "VG - suitable for vegans",
    ] {
        assert_eq!(
            vegan(noodle_bar().declaration(key, FRESH)),
            Decision::Fit,
            "{key}"
        );
        assert_eq!(
            vegan(labelled_noodle_bar().declaration(key, FRESH)),
            Decision::Fit,
            "{key}"
        );
    }
}

#[test]
fn a_quantifying_denial_reaches_the_predicate_past_a_long_subject() {
    for text in [
        "Not a single bowl in here is properly vegan.",
        "Not one of the vegan bowls is actually vegan.",
        "None of the noodle dishes on this menu are truly vegan.",
    ] {
        assert_ne!(
            vegan(noodle_bar().review(text, Some(2.0), FRESH)),
            Decision::Fit,
            "{text}"
        );
        assert_ne!(
            vegan(noodle_bar().declaration(text, FRESH)),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn a_quantifying_denial_spent_before_a_break_keeps_fit() {
    for text in [
        "Not a single bowl in here disappointed, all properly vegan.",
        "Not one complaint from our table: the vegan bowls are properly vegan.",
    ] {
        assert_eq!(
            vegan(noodle_bar().review(text, Some(5.0), FRESH)),
            Decision::Fit,
            "{text}"
        );
    }
}
