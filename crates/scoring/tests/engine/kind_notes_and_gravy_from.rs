//! Four ways a meat reaches meat-free food that the reader once missed:
//! a note saying every one of a kind is a make of it naming a meat ("All
//! rice is Hainanese chicken rice"), a listed meat dish's gravy served
//! "from" that dish ("comes with gravy from the pork chop"), a general
//! cooking verb beside a meat ("Slow-cooked beside the pork belly, the
//! cauliflower ..."), and a French roasting verb with its subject before
//! it ("on rôtit les légumes avec le poulet"). Each is never `fit`; the
//! same sentence naming no meat keeps the fit. The kind note is read in
//! Spanish, Portuguese, French and Italian too, the make joining its meat
//! after the kind's head ("Todo el arroz es arroz con pollo").

use dietfit_contract::{Decision, Diet};

use crate::support::{Builder, FRESH, decision_for, restaurant};

/// A Hainanese kitchen: poached chicken, and three vegan plates, one
/// served with rice.
fn chicken_rice_shop() -> Builder {
    restaurant()
        .dish(
            "Hainanese Chicken",
            "poached chicken, ginger, scallion",
            FRESH,
        )
        .labelled_dish(
            "Tofu Stir Fry",
            "tofu, bok choy, served with rice",
            &["vegan"],
            FRESH,
        )
        .labelled_dish("Garden Salad", "greens, vinaigrette", &["vegan"], FRESH)
        .labelled_dish("Lentil Soup", "red lentils, cumin", &["vegan"], FRESH)
}

/// A grill with a pork chop, unlabelled fish and seafood mains and a
/// vegetarian risotto.
fn grill() -> Builder {
    restaurant()
        .dish("Pork Chop", "grilled, with gravy", FRESH)
        .dish("Grilled Fish", "white fish, lemon", FRESH)
        .dish("Shrimp Skewers", "garlic butter", FRESH)
        .labelled_dish(
            "Mushroom Risotto",
            "arborio, parmesan",
            &["vegetarian"],
            FRESH,
        )
}

/// A roast house: pork belly and three vegan plates.
fn pork_belly_house() -> Builder {
    restaurant()
        .dish("Pork Belly", "slow cooked, crackling", FRESH)
        .labelled_dish(
            "Roast Cauliflower",
            "whole cauliflower, tahini",
            &["vegan"],
            FRESH,
        )
        .labelled_dish("Garden Salad", "greens, vinaigrette", &["vegan"], FRESH)
        .labelled_dish("Lentil Soup", "red lentils, cumin", &["vegan"], FRESH)
}

/// A French rôtisserie: roast chicken and three vegan plates.
fn rotisserie() -> Builder {
    restaurant()
        .dish("Poulet rôti", "poulet fermier", FRESH)
        .labelled_dish("Légumes rôtis", "carottes, panais", &["vegan"], FRESH)
        .labelled_dish("Salade verte", "laitue, vinaigrette", &["vegan"], FRESH)
        .labelled_dish("Soupe de lentilles", "lentilles, cumin", &["vegan"], FRESH)
}

fn with_declaration(builder: Builder, diet: Diet, text: &str) -> Decision {
    decision_for(&builder.declaration(text, FRESH).build(), diet)
}

fn with_review(builder: Builder, diet: Diet, text: &str) -> Decision {
    decision_for(&builder.review(text, Some(4.0), FRESH).build(), diet)
}

#[test]
fn the_kitchens_untouched_are_fits() {
    assert_eq!(
        decision_for(&chicken_rice_shop().build(), Diet::StrictVegan),
        Decision::Fit
    );
    assert_eq!(
        decision_for(&grill().build(), Diet::Pescatarian),
        Decision::Fit
    );
    assert_eq!(
        decision_for(&pork_belly_house().build(), Diet::StrictVegan),
        Decision::Fit
    );
    assert_eq!(
        decision_for(&rotisserie().build(), Diet::StrictVegan),
        Decision::Fit
    );
}

#[test]
fn a_kind_said_to_be_a_make_naming_a_meat_holds_that_meat() {
    for text in [
        "All rice is Hainanese chicken rice.",
        "Our rice is chicken rice.",
        "Yes, all of our rice is proper chicken-fat rice.",
    ] {
        assert_ne!(
            with_declaration(chicken_rice_shop(), Diet::StrictVegan, text),
            Decision::Fit,
            "{text}"
        );
    }
    assert_ne!(
        with_review(
            chicken_rice_shop(),
            Diet::StrictVegan,
            "Heads up: all the rice here is chicken rice."
        ),
        Decision::Fit
    );
}

#[test]
fn a_kind_said_to_be_a_make_naming_no_meat_keeps_fit() {
    for text in [
        "All rice is jasmine rice.",
        "Our rice is brown rice, cooked fresh daily.",
        "Every rice we serve is jasmine rice from Thailand.",
    ] {
        assert_eq!(
            with_declaration(chicken_rice_shop(), Diet::StrictVegan, text),
            Decision::Fit,
            "{text}"
        );
    }
}

/// A cocina económica: roast chicken and three vegan plates, each served
/// with rice and beans.
fn cocina() -> Builder {
    restaurant()
        .dish("Pollo asado", "medio pollo, con arroz y frijoles", FRESH)
        .labelled_dish(
            "Tacos de nopal",
            "nopal, cebolla, con arroz y frijoles",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Enchiladas de papa",
            "papa, salsa verde, con arroz y frijoles",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Calabacitas a la mexicana",
            "calabacita, elote, jitomate, con arroz",
            &["vegan"],
            FRESH,
        )
}

/// A bistro of another language: roast chicken and three vegan plates
/// served with rice (`rice`), named in that language.
fn served_with_rice(chicken: &str, rice: &str) -> Builder {
    restaurant()
        .dish(chicken, &format!("{chicken}, {rice}"), FRESH)
        .labelled_dish(
            "Curry",
            &format!("lentil, coconut, {rice}"),
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Tofu",
            &format!("tofu, broccoli, {rice}"),
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Dahl",
            &format!("red lentils, cumin, {rice}"),
            &["vegan"],
            FRESH,
        )
}

#[test]
fn a_kind_note_in_spanish_french_italian_or_portuguese_holds_its_meat() {
    for text in [
        "Todo el arroz es arroz con pollo.",
        "Nuestro arroz es arroz con pollo, como en casa.",
        "Los frijoles son frijoles charros (con tocino).",
        "Todos nuestros frijoles son frijoles de olla con chorizo.",
    ] {
        assert_ne!(
            with_declaration(cocina(), Diet::StrictVegan, text),
            Decision::Fit,
            "{text}"
        );
    }
    for (chicken, rice, text) in [
        (
            "Poulet rôti",
            "servi avec riz",
            "Tout notre riz est du riz au poulet.",
        ),
        (
            "Pollo arrosto",
            "con riso",
            "Tutto il nostro riso è riso al pollo.",
        ),
        (
            "Frango assado",
            "com arroz",
            "Todo o nosso arroz é arroz com frango.",
        ),
    ] {
        assert_eq!(
            decision_for(&served_with_rice(chicken, rice).build(), Diet::StrictVegan),
            Decision::Fit,
            "{chicken}"
        );
        assert_ne!(
            with_declaration(served_with_rice(chicken, rice), Diet::StrictVegan, text),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn a_kind_note_in_another_language_naming_no_meat_keeps_fit() {
    for text in [
        "Todo el arroz es arroz jazmín.",
        "Nuestro arroz es arroz blanco, con ajo y cebolla.",
        "Los frijoles son frijoles de olla, sin manteca.",
    ] {
        assert_eq!(
            with_declaration(cocina(), Diet::StrictVegan, text),
            Decision::Fit,
            "{text}"
        );
    }
    for (chicken, rice, text) in [
        (
            "Poulet rôti",
            "servi avec riz",
            "Tout notre riz est du riz basmati.",
        ),
        (
            "Frango assado",
            "com arroz",
            "Todo o nosso arroz é arroz integral.",
        ),
    ] {
        assert_eq!(
            with_declaration(served_with_rice(chicken, rice), Diet::StrictVegan, text),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn gravy_served_from_a_listed_meat_dish_is_that_dishs() {
    for text in [
        "The fish comes with gravy from the pork chop.",
        "The shrimp skewers are served with the juices of the pork chop.",
    ] {
        assert_ne!(
            with_review(grill(), Diet::Pescatarian, text),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn gravy_served_from_no_meat_dish_keeps_fit() {
    for text in [
        "The fish comes with gravy from the mushroom pan.",
        "The fish comes with a sauce of lemon and dill.",
    ] {
        assert_eq!(
            with_review(grill(), Diet::Pescatarian, text),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn food_cooked_beside_a_meat_takes_it_up() {
    for diet in [Diet::StrictVegan, Diet::Vegetarian] {
        for text in [
            "Slow-cooked beside the pork belly, the cauliflower is amazing.",
            "They cook the cauliflower alongside the pork belly for hours.",
        ] {
            assert_ne!(
                with_review(pork_belly_house(), diet, text),
                Decision::Fit,
                "{text}"
            );
        }
    }
}

#[test]
fn food_cooked_beside_no_meat_keeps_fit() {
    for text in [
        "Slow-cooked beside the fireplace, the cauliflower is amazing.",
        "Cooked with tahini and lemon, the cauliflower is amazing.",
    ] {
        assert_eq!(
            with_review(pork_belly_house(), Diet::StrictVegan, text),
            Decision::Fit,
            "{text}"
        );
    }
}

#[test]
fn a_french_roasting_verb_after_its_subject_ties_the_meat() {
    for text in [
        "On rôtit les légumes avec le poulet.",
        "Nous rôtissons les carottes avec le poulet.",
    ] {
        assert_ne!(
            with_declaration(rotisserie(), Diet::StrictVegan, text),
            Decision::Fit,
            "{text}"
        );
    }
    assert_eq!(
        with_declaration(
            rotisserie(),
            Diet::StrictVegan,
            "On rôtit les légumes avec du thym."
        ),
        Decision::Fit
    );
}
