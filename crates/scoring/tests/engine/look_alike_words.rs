//! Words that only look like an animal product: West Africa's garden egg
//! is an eggplant, and a stall named for its owner's nickname ("Kumis",
//! a moustache in Indonesian, spells a mare's-milk drink) puts nothing
//! into the dishes that share the word for what it sells.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// A strict vegan's decision at a chop bar with one meat plate and three
/// labelled vegan plates, the last described by `stew`.
fn chop_bar_with(stew_name: &str, stew: &str) -> Decision {
    let record = restaurant()
        .dish(
            "Red Red & Chicken",
            "black-eyed peas in palm oil, fried plantain, grilled chicken",
            FRESH,
        )
        .labelled_dish(
            "Red Red (VG)",
            "black-eyed peas in palm oil, fried plantain",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Jollof Rice (VG)",
            "tomato jollof on vegetable stock",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(stew_name, stew, &["vegan"], FRESH)
        .build();
    decision_for(&record, Diet::StrictVegan)
}

#[test]
fn garden_eggs_are_an_eggplant() {
    for (name, stew) in [
        (
            "Garden Egg Stew (VG)",
            "garden eggs, onion, tomato, kontomire",
        ),
        (
            "Kontomire & Garden Eggs (VG)",
            "cocoyam leaves, palm oil, yam",
        ),
        (
            "Garden Egg Sauce with Kenkey (VG)",
            "fermented corn dough, pepper",
        ),
    ] {
        assert_eq!(chop_bar_with(name, stew), Decision::Fit, "{name}: {stew}");
    }
}

#[test]
fn eggs_beside_a_garden_word_are_still_egg() {
    for (name, stew) in [
        ("Garden Egg Salad Roll (VG)", "lettuce, mayo, soft roll"),
        ("Garden Stew (VG)", "garden vegetables, two eggs, pepper"),
        (
            "Garden Egg Stew (VG)",
            "garden eggs, onion, a boiled egg on top",
        ),
    ] {
        assert_ne!(chop_bar_with(name, stew), Decision::Fit, "{name}: {stew}");
    }
}

/// A strict vegan's decision at a meatball stall named `name`.
fn meatball_stall(name: &str) -> Decision {
    let record = restaurant()
        .named(name)
        .dish(
            "Bakso Sapi",
            "beef meatballs, rice vermicelli, beef broth",
            FRESH,
        )
        .dish("Bakso Ayam", "chicken meatballs, egg noodles, broth", FRESH)
        .labelled_dish(
            "Bakso Tempe Vegan (VG)",
            "tempe balls, rice vermicelli, mushroom broth",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Nasi Goreng Jamur (VG)",
            "fried rice, oyster mushroom, sambal",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Tahu Goreng (VG)",
            "fried tofu, sweet soy, chilli",
            &["vegan"],
            FRESH,
        )
        .build();
    decision_for(&record, Diet::StrictVegan)
}

#[test]
fn a_stall_named_for_its_owner_puts_nothing_into_its_dishes() {
    for name in [
        "Bakso Pak Kumis",
        "Warung Bakso Bu Kumis",
        "Bakso Kumis Jaya",
    ] {
        assert_eq!(meatball_stall(name), Decision::Fit, "{name}");
    }
}

/// A strict vegan's decision at a chop bar whose egg plate is printed with
/// "a boiled egg" and shares the word "rice" with a vegan bowl, after one
/// review.
fn chop_bar_after(review: &str) -> Decision {
    let record = restaurant()
        .dish(
            "Rice Special",
            "rice and beans, gari, a boiled egg, fried fish",
            FRESH,
        )
        .labelled_dish(
            "Vegan Rice Bowl (VG)",
            "rice and beans, fried plantain, avocado",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Red Red (VG)",
            "black-eyed peas in palm oil, fried plantain",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Kelewele (VG)",
            "spiced fried plantain, ginger",
            &["vegan"],
            FRESH,
        )
        .review(review, Some(5.0), FRESH)
        .build();
    decision_for(&record, Diet::StrictVegan)
}

#[test]
fn a_diner_counting_the_eggs_of_the_egg_plate_names_that_plate() {
    for review in [
        "The rice special with three eggs keeps me going till dinner.",
        "Rice special with two eggs, best in town.",
    ] {
        assert_eq!(chop_bar_after(review), Decision::Fit, "{review}");
    }
    for review in [
        "The vegan rice bowl came with two eggs on it.",
        "Red red with two eggs, my usual.",
    ] {
        assert_ne!(chop_bar_after(review), Decision::Fit, "{review}");
    }
}

/// The decision for `diet` at a pie shop with a beef pie and three pies
/// labelled `label`, the last named `name` and described by `pie`.
fn pie_shop_with(name: &str, pie: &str, label: &str, diet: Diet) -> Decision {
    let record = restaurant()
        .dish("Steak & Kidney Pie", "beef, kidney, gravy", FRESH)
        .labelled_dish(
            "Onion & Potato Pie",
            "onion, potato, pastry",
            &[label],
            FRESH,
        )
        .labelled_dish("Mushroom Pie", "mushrooms, thyme, pastry", &[label], FRESH)
        .labelled_dish(name, pie, &[label], FRESH)
        .build();
    decision_for(&record, diet)
}

#[test]
fn a_quorn_make_is_meat_free_for_a_vegetarian() {
    for (name, pie) in [
        ("Quorn Mince & Onion Pie (V)", "Quorn mince, onion, gravy"),
        ("Quorn Sausage Roll (V)", "quorn sausage, puff pastry"),
        ("Quorn Chicken & Leek Pie (V)", "quorn chicken pieces, leek"),
    ] {
        assert_eq!(
            pie_shop_with(name, pie, "vegetarian", Diet::Vegetarian),
            Decision::Fit,
            "{name}: {pie}"
        );
    }
}

#[test]
fn a_quorn_make_is_egg_for_a_vegan_and_meat_beside_it_stays_meat() {
    // The same shop with a third vegan pie is a vegan's fit.
    assert_eq!(
        pie_shop_with(
            "Lentil Pie (VG)",
            "lentils, onion",
            "vegan",
            Diet::StrictVegan
        ),
        Decision::Fit
    );
    for (name, pie) in [
        ("Quorn Mince & Onion Pie (VG)", "Quorn mince, onion, gravy"),
        ("Quorn Sausage Roll (VG)", "quorn sausage, puff pastry"),
    ] {
        assert_ne!(
            pie_shop_with(name, pie, "vegan", Diet::StrictVegan),
            Decision::Fit,
            "{name}: {pie}"
        );
    }
    for (name, pie) in [
        ("Quorn & Bacon Pie (V)", "quorn pieces, smoked bacon, leek"),
        (
            "Mince & Onion Pie (V)",
            "beef mince, onion, Quorn-style gravy",
        ),
        ("Quorn Pie (V)", "quorn, onion, lardons"),
    ] {
        assert_ne!(
            pie_shop_with(name, pie, "vegetarian", Diet::Vegetarian),
            Decision::Fit,
            "{name}: {pie}"
        );
    }
}
