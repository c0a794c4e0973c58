//! What a labelled meat-free dish is cooked in, said where the engine
//! once let it go: a plant food before the animal broth, stock, sauce or
//! paste a dish is cooked in ("Tempeh Shrimp Paste Rice"), a line with no
//! verb of its own, or with a price, saying how a kind of bread is made
//! ("Rotis cooked in ghee", "The pittas are fried in beef dripping."), and
//! the fat of the fat-tailed sheep by its own names. Each puts an animal
//! product into the food the diet relies on: never `fit`. A plant food
//! made into the meat it names, and the same lines with a plant fat, keep
//! `fit`.

use dietfit_contract::{Decision, Diet};

use crate::support::{Builder, FRESH, decision_for, restaurant};

/// A noodle bar: two pork bowls and three vegan ones, the first of them
/// `dish`.
fn noodle_bar(dish: &str) -> Builder {
    restaurant()
        .priced_dish(
            "Bowls",
            "Char Siu Noodles",
            "roast pork, egg noodles",
            14.0,
            &[],
        )
        .priced_dish(
            "Bowls",
            "Pork Wonton Soup",
            "pork wontons, broth",
            13.0,
            &[],
        )
        .priced_dish("Bowls", dish, "", 13.0, &["vegan"])
        .priced_dish(
            "Bowls",
            "Sesame Greens (VG)",
            "bok choy, garlic, sesame",
            9.0,
            &["vegan"],
        )
        .priced_dish(
            "Bowls",
            "Mapo Aubergine (VG)",
            "aubergine, chilli bean paste, rice",
            12.0,
            &["vegan"],
        )
        .review(
            "Lovely vegan bowls, clearly marked and plenty to choose from.",
            Some(5.0),
            FRESH,
        )
}

fn vegan_at_the_noodle_bar(dish: &str) -> Decision {
    decision_for(&noodle_bar(dish).build(), Diet::StrictVegan)
}

#[test]
fn a_plant_food_before_an_animal_broth_or_paste_is_in_it_not_made_of_it() {
    for dish in [
        "Tempeh Shrimp Paste Rice (VG)",
        "Tofu Chicken Stock Soup (VG)",
        "Seitan Pork Broth Ramen (VG)",
        "Soya Fish Sauce Glass Noodles (VG)",
        "Jackfruit Beef Broth Pho (VG)",
    ] {
        assert_ne!(vegan_at_the_noodle_bar(dish), Decision::Fit, "{dish}");
    }
}

#[test]
fn a_plant_food_made_into_the_meat_it_names_stays_plant() {
    for dish in [
        "Tempeh Bacon Rice (VG)",
        "Tofu Chicken Noodles (VG)",
        "Seitan Char Siu (VG)",
        "Soya Mince Noodles (VG)",
        "Tofu in Vegan Fish Sauce (VG)",
    ] {
        assert_eq!(vegan_at_the_noodle_bar(dish), Decision::Fit, "{dish}");
    }
}

/// A curry house: two meat curries, three vegan dishes among them a roti
/// plate, and `line` printed with `price` under the breads.
fn curry_house(line: &str, price: Option<f64>) -> Builder {
    let builder = restaurant()
        .priced_dish("Curries", "Goat Curry", "goat on the bone", 16.0, &[])
        .priced_dish("Curries", "Chicken Korma", "chicken, cream", 15.0, &[])
        .priced_dish(
            "Curries",
            "Chana Masala (VG)",
            "chickpeas, tomato, onion",
            12.0,
            &["vegan"],
        )
        .priced_dish(
            "Curries",
            "Bhindi Masala (VG)",
            "okra, tomato, cumin",
            12.0,
            &["vegan"],
        )
        .priced_dish(
            "Roti & Breads",
            "Aloo Roti (VG)",
            "roti stuffed with spiced potato",
            6.0,
            &["vegan"],
        )
        .review(
            "Really good vegan options, the aloo roti is a must.",
            Some(5.0),
            FRESH,
        );
    match price {
        Some(price) => builder.priced_dish("Roti & Breads", line, "", price, &[]),
        None => builder.sectioned_line("Roti & Breads", line, FRESH),
    }
}

fn vegan_at_the_curry_house(line: &str, price: Option<f64>) -> Decision {
    decision_for(&curry_house(line, price).build(), Diet::StrictVegan)
}

#[test]
fn an_unpriced_line_saying_how_a_kind_of_bread_is_made_reaches_its_labelled_dish() {
    for line in [
        "Rotis cooked in ghee",
        "Rotis smeared with butter.",
        "Paratha and roti fried in desi ghee",
    ] {
        assert_ne!(
            vegan_at_the_curry_house(line, None),
            Decision::Fit,
            "{line}"
        );
    }
    for line in [
        "Rotis cooked in sunflower oil",
        "Lamb Keema Roti, cooked with peas",
    ] {
        assert_eq!(
            vegan_at_the_curry_house(line, None),
            Decision::Fit,
            "{line}"
        );
    }
}

#[test]
fn a_priced_sentence_saying_how_a_kind_of_bread_is_made_is_a_note() {
    for line in [
        "Rotis are brushed with ghee before serving.",
        "The rotis are all cooked on the tawa in butter.",
        "Roti here is smeared with ghee",
    ] {
        assert_ne!(
            vegan_at_the_curry_house(line, Some(0.5)),
            Decision::Fit,
            "{line}"
        );
    }
    for line in [
        "Rotis are brushed with sunflower oil before serving.",
        "Lamb chops are grilled with mint",
    ] {
        assert_eq!(
            vegan_at_the_curry_house(line, Some(0.5)),
            Decision::Fit,
            "{line}"
        );
    }
}

/// An Uzbek house: two meat dishes and three vegetarian ones, the first
/// described as `described`.
fn plov_house(described: &str) -> Builder {
    restaurant()
        .priced_dish("Mains", "Lamb Shashlik", "lamb skewers, onion", 15.0, &[])
        .priced_dish(
            "Mains",
            "Beef Lagman",
            "hand-pulled noodles, beef",
            14.0,
            &[],
        )
        .priced_dish(
            "Mains",
            "Vegetable Palov (V)",
            described,
            12.0,
            &["vegetarian"],
        )
        .priced_dish(
            "Mains",
            "Achichuk Salad (V)",
            "tomato, onion, basil",
            7.0,
            &["vegetarian"],
        )
        .priced_dish(
            "Mains",
            "Pumpkin Manti (V)",
            "pumpkin dumplings, sour cream",
            11.0,
            &["vegetarian"],
        )
        .review(
            "Great vegetarian choice here, the palov is superb.",
            Some(5.0),
            FRESH,
        )
}

#[test]
fn the_fat_of_the_fat_tailed_sheep_is_read_by_its_names() {
    for described in [
        "rice, yellow carrot, chickpeas, cooked in sheep's-tail fat",
        "rice and carrots fried in sheep\u{2019}s tail fat",
        "rice, carrots, quince, fat-tail rendered in the kazan",
        "rice, carrots, garlic, sheep tail fat",
        "рис, морковь, на курдючном жире",
        "rice, carrots, donbeh",
    ] {
        assert_ne!(
            decision_for(&plov_house(described).build(), Diet::Vegetarian),
            Decision::Fit,
            "{described}"
        );
    }
    for described in [
        "rice, yellow carrot, chickpeas, cooked in cottonseed oil",
        "rice, carrots, raisins, sheep's milk yogurt on the side",
    ] {
        assert_eq!(
            decision_for(&plov_house(described).build(), Diet::Vegetarian),
            Decision::Fit,
            "{described}"
        );
    }
}
