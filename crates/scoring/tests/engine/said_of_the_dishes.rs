//! What the restaurant's own declarations (about page, FAQ, owner's
//! statements) and a diner's or owner's short "the vegan ones too" say of
//! the meat-free dishes: a part or the pot of a listed meat dish named by
//! the dish's name alone, put into them, and an animal product a sentence
//! puts into a dish, said again of them, are never `fit`. Praise said
//! again, a part kept with its own dish, and meat-free cooking said again
//! keep the fit.

use dietfit_contract::{Decision, Diet};

use crate::support::{Builder, FRESH, decision_for, restaurant};

/// A Filipino kitchen whose meat dishes are an adobo, a crispy pata fried
/// in lard, a kare-kare with shrimp paste and a sinigang, and whose
/// labelled vegan dishes are a garlic rice, a ginataang gulay, a tofu
/// sisig and a veggie pancit, with one diner's praise.
fn kitchen() -> Builder {
    restaurant()
        .dish(
            "Pork Adobo",
            "pork belly braised in soy, cane vinegar, bay leaf",
            FRESH,
        )
        .dish(
            "Crispy Pata",
            "pork knuckle deep-fried in lard, spiced vinegar",
            FRESH,
        )
        .dish(
            "Kare-Kare",
            "oxtail and tripe in peanut sauce, shrimp paste",
            FRESH,
        )
        .dish("Sinigang", "pork ribs in tamarind soup, kangkong", FRESH)
        .labelled_dish(
            "Garlic Rice",
            "jasmine rice, toasted garlic",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Ginataang Gulay",
            "squash, long beans, coconut milk",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Tofu Sisig",
            "tofu, red onion, chili, calamansi",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Veggie Pancit",
            "rice noodles, cabbage, carrot",
            &["vegan"],
            FRESH,
        )
        .review(
            "So many vegan choices, the tofu sisig rocks.",
            Some(5.0),
            FRESH,
        )
}

fn after_declaration(diet: Diet, declaration: &str) -> Decision {
    decision_for(&kitchen().declaration(declaration, FRESH).build(), diet)
}

fn after_review(diet: Diet, review: &str, rating: Option<f64>) -> Decision {
    decision_for(&kitchen().review(review, rating, FRESH).build(), diet)
}

#[test]
fn the_kitchen_alone_is_fit() {
    assert_eq!(
        decision_for(&kitchen().build(), Diet::StrictVegan),
        Decision::Fit
    );
}

#[test]
fn a_declaration_putting_a_meat_dishs_part_or_pot_into_the_meat_free_dishes_is_never_fit() {
    for declaration in [
        "We fry our garlic rice in the adobo fat.",
        "Our adobo braises all afternoon. Its sauce is ladled over the ginataang gulay.",
        "The veggie pancit is tossed in the adobo sauce.",
        "Every noodle dish is tossed in the adobo sauce. The vegetarian ones as well.",
        "El tofu sisig se saltea en la grasa del adobo.",
        "Le tofu sisig est sauté dans la graisse de l'adobo.",
        "Den Tofu Sisig braten wir im Fett vom Adobo.",
        "The ginataang gulay simmers in the sinigang pot.",
    ] {
        for diet in [Diet::StrictVegan, Diet::Vegetarian] {
            assert_ne!(
                after_declaration(diet, declaration),
                Decision::Fit,
                "{declaration}"
            );
        }
    }
}

#[test]
fn a_declaration_keeping_a_meat_dishs_part_to_its_dish_keeps_the_fit() {
    for declaration in [
        "We use the adobo fat only for the adobo.",
        "The adobo sauce is made fresh every morning.",
        "The tofu sisig has its own sauce, soy and calamansi.",
        "Our adobo is famous. The garlic rice is fried in coconut oil.",
    ] {
        assert_eq!(
            after_declaration(Diet::StrictVegan, declaration),
            Decision::Fit,
            "{declaration}"
        );
    }
}

#[test]
fn an_animal_product_put_into_a_dish_and_said_again_of_the_meat_free_ones_is_never_fit() {
    for declaration in [
        "We deep-fry the crispy pata in lard. The vegan dishes as well.",
        "La crispy pata se fríe en manteca de cerdo. Los veganos también.",
        "La crispy pata est frite au saindoux. Les végé aussi.",
    ] {
        assert_ne!(
            after_declaration(Diet::StrictVegan, declaration),
            Decision::Fit,
            "{declaration}"
        );
    }
    for (review, rating) in [
        (
            "Asked the server: the crispy pata is deep-fried in lard. The vegan ones too.",
            Some(2.0),
        ),
        (
            "La crispy pata se fríe en manteca. Los veganos también.",
            Some(4.0),
        ),
        (
            "La crispy pata est frite au saindoux. Les végé aussi.",
            Some(4.0),
        ),
        (
            "Thanks for coming! The kare-kare gets a spoon of shrimp paste. The vegan ones too.",
            None,
        ),
        (
            "The kare-kare gets a spoon of shrimp paste. The tofu sisig too.",
            Some(3.0),
        ),
    ] {
        assert_ne!(
            after_review(Diet::StrictVegan, review, rating),
            Decision::Fit,
            "{review}"
        );
    }
}

#[test]
fn praise_or_meat_free_cooking_said_again_keeps_the_fit() {
    for review in [
        "The pork adobo is great. The veggie ones too.",
        "The pork adobo comes with rice. The vegan ones too.",
        "Loved the kare-kare. Los veganos también.",
        "Great crispy pata, the veggie ones too.",
        "Le sinigang est délicieux. Les végé aussi.",
    ] {
        assert_eq!(
            after_review(Diet::StrictVegan, review, Some(5.0)),
            Decision::Fit,
            "{review}"
        );
    }
    for declaration in [
        "We deep-fry the crispy pata in lard. The vegan dishes are fried in rice bran oil.",
        "The garlic rice is fried in coconut oil. The vegan pancit too.",
    ] {
        assert_eq!(
            after_declaration(Diet::StrictVegan, declaration),
            Decision::Fit,
            "{declaration}"
        );
    }
}
