//! A diet claim diluted by its own words: the diet word hedged ("vegan-ish
//! at best", "mostly vegan"), held of part of the diet's dishes only ("most
//! of our vegan dishes contain no animal products"), the diet's dishes said
//! to be really of a wider diet ("the vegan options are honestly
//! vegetarian"), the diet ranked below a wider one ("better for
//! vegetarians than vegans") or a short question dismissed ("Dairy-free?
//! Forget it."). Beside a labelled vegan menu such words leave a strict
//! vegan `unknown`, never `fit`; praise for both diets, a meat-eater who
//! liked the vegan food, most of the menu being vegan, stay `fit`.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// A noodle bar of three labelled vegan dishes and a pork one, praised
/// once, then one more review (or, with `declared`, a statement of its
/// own) for `diet`.
fn noodle_bar(text: &str, declared: bool, diet: Diet) -> Decision {
    let builder = restaurant()
        .labelled_dish(
            "Mushroom Ramen",
            "shiitake broth, wheat noodles, bok choy",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Sesame Tofu Udon",
            "tofu, udon, sesame, scallion",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Kimchi Fried Rice",
            "rice, kimchi, shiitake",
            &["vegan"],
            FRESH,
        )
        .dish("Tonkotsu Ramen", "pork bone broth, chashu pork", FRESH)
        .review("Lovely noodles and quick service.", Some(5.0), FRESH);
    let builder = if declared {
        builder.declaration(text, FRESH)
    } else {
        builder.review(text, Some(4.0), FRESH)
    };
    decision_for(&builder.build(), diet)
}

#[test]
fn a_diluted_diet_claim_leaves_a_strict_vegan_unknown() {
    for review in [
        "Vegan-adjacent at best, to be honest.",
        "Honestly it's kinda vegan, nothing more.",
        "The vegan bowls are really just vegetarian.",
        "More suited to vegetarians than to vegans.",
        "Decent for vegetarians, less so for vegans.",
        "Worse for vegans than for vegetarians.",
        "Vegan? Good luck.",
        "Milk-free? Forget about it.",
    ] {
        assert_eq!(
            noodle_bar(review, false, Diet::StrictVegan),
            Decision::Unknown,
            "{review}"
        );
    }
    for statement in [
        "Nearly all of our vegan noodles are made without animal products.",
        "Some of our vegan dishes are fully plant-based.",
        "Our vegan dishes are largely vegan.",
    ] {
        assert_eq!(
            noodle_bar(statement, true, Diet::StrictVegan),
            Decision::Unknown,
            "{statement}"
        );
    }
}

#[test]
fn praise_for_both_diets_and_most_of_the_menu_vegan_stay_fit() {
    for review in [
        "Most of the menu here is vegan!",
        "Almost everything they make is vegan.",
        "Perfect for vegans and vegetarians both.",
        "My carnivore husband loved the vegan udon.",
        "Our vegetarian friends will like it too.",
        "Better for vegans than vegetarians, honestly.",
        "Most of the vegan dishes are spicy, which I loved.",
        "The vegan dishes are also vegetarian, obviously.",
        "Vegan? Absolutely, three great dishes.",
        "My mostly vegan friends loved it.",
    ] {
        assert_eq!(
            noodle_bar(review, false, Diet::StrictVegan),
            Decision::Fit,
            "{review}"
        );
    }
    assert_eq!(
        noodle_bar(
            "All of our vegan dishes contain no animal products.",
            true,
            Diet::StrictVegan
        ),
        Decision::Fit
    );
}

#[test]
fn a_wider_diet_ranked_above_the_narrower_leaves_it_fit() {
    // The vegetarian eats what the vegan dishes may hold beyond their name.
    for review in [
        "The vegan bowls are really just vegetarian.",
        "More suited to vegetarians than to vegans.",
    ] {
        assert_eq!(
            noodle_bar(review, false, Diet::Vegetarian),
            Decision::Fit,
            "{review}"
        );
    }
}

#[test]
fn a_hedged_diet_said_of_the_place_as_a_whole_leaves_the_labelled_dishes_fit() {
    for review in [
        "A mostly vegan menu and very friendly staff.",
        "Great mostly vegan spot, quick service.",
        "This place is mostly vegan, which we loved.",
    ] {
        assert_eq!(
            noodle_bar(review, false, Diet::StrictVegan),
            Decision::Fit,
            "{review}"
        );
    }
    assert_eq!(
        noodle_bar("We are a mostly vegan kitchen.", true, Diet::StrictVegan),
        Decision::Fit
    );
}

#[test]
fn a_hedged_diet_of_the_food_or_beside_a_product_still_blocks() {
    for review in [
        "Mostly vegan, the curries have fish sauce.",
        "A mostly vegan menu, but the curries have fish sauce.",
        "The vegan menu is mostly vegan.",
        "Their vegan noodles are mostly vegan.",
    ] {
        assert_eq!(
            noodle_bar(review, false, Diet::StrictVegan),
            Decision::Unknown,
            "{review}"
        );
    }
}
