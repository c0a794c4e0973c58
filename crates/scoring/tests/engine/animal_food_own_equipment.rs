//! Equipment kept to an animal food ("The chicken has its own grill", "the
//! meat is cooked on a separate grill") keeps that food apart, not the
//! meat-free food, which may still share the other equipment with other
//! animal foods: it is dedicated preparation only to a diet that eats the
//! food kept apart (a pescatarian's fish), never to a strict vegan or a
//! vegetarian excluding cross-contact.

use dietfit_contract::{Decision, Diet, UserProfile};

use crate::support::{Builder, FRESH, NOW, restaurant};

fn excluding_cross_contact(builder: &Builder, diet: Diet) -> Decision {
    let evaluation = dietfit_scoring::evaluate(&builder.build(), NOW);
    let profile = UserProfile {
        diet,
        exclude_cross_contamination: true,
        dietary_rules: Vec::new(),
    };
    dietfit_scoring::decide(&evaluation, &profile, NOW)
        .match_for_profile
        .decision
}

/// A grill house with three vegan-labelled mains beside a lamb kofta,
/// whose owner says `said`.
fn grill_house(said: &str) -> Builder {
    grill_menu().declaration(said, FRESH)
}

fn grill_menu() -> Builder {
    restaurant()
        .sectioned_dish(
            "Mains",
            "Smoked Tofu Skewers",
            "tofu, peppers, rice",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Mains",
            "Lentil Burger",
            "lentil patty, lettuce, chips",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Mains",
            "Chickpea Tagine",
            "chickpeas, apricot, couscous",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish("Mains", "Lamb Kofta", "lamb mince, flatbread", &[], FRESH)
}

#[test]
fn an_animal_foods_own_equipment_is_no_dedicated_preparation_of_meat_free_food() {
    for said in [
        "The chicken has its own grill.",
        "The fish has its own fryer.",
        "The meat is cooked on a separate grill.",
        "Chicken thighs get their own grill.",
    ] {
        let place = grill_house(said);
        for diet in [Diet::StrictVegan, Diet::Vegetarian] {
            assert_ne!(
                excluding_cross_contact(&place, diet),
                Decision::Fit,
                "{diet:?}: {said}"
            );
        }
    }
}

#[test]
fn a_menu_note_of_an_animal_foods_own_equipment_is_no_dedicated_preparation_either() {
    let place = grill_menu().sectioned_line("Mains", "The chicken has its own grill.", FRESH);
    assert_ne!(
        excluding_cross_contact(&place, Diet::StrictVegan),
        Decision::Fit
    );
    let place =
        grill_menu().sectioned_line("Mains", "The vegan dishes have their own grill.", FRESH);
    assert_eq!(
        excluding_cross_contact(&place, Diet::StrictVegan),
        Decision::Fit
    );
}

#[test]
fn equipment_kept_to_meat_free_food_or_to_the_diets_own_food_stays_dedicated() {
    for said in [
        "The vegan dishes have their own grill.",
        "Our vegan food is fried in its own fryer.",
        "The plant-based patties get their own grill.",
        "The chicken has its own grill, and the vegan dishes have their own.",
    ] {
        let place = grill_house(said);
        for diet in [Diet::StrictVegan, Diet::Vegetarian] {
            assert_eq!(
                excluding_cross_contact(&place, diet),
                Decision::Fit,
                "{diet:?}: {said}"
            );
        }
    }
    // The pescatarian eats the fish kept apart from the meat.
    let place = grill_house("The fish has its own fryer.");
    assert_eq!(
        excluding_cross_contact(&place, Diet::Pescatarian),
        Decision::Fit
    );
    // Nor where the meat has its own as well.
    let place = grill_house("The fish gets its own fryer and the chicken its own grill.");
    assert_eq!(
        excluding_cross_contact(&place, Diet::Pescatarian),
        Decision::Fit
    );
    // Not the chicken's: the pescatarian does not eat it.
    let place = grill_house("The chicken has its own grill.");
    assert_ne!(
        excluding_cross_contact(&place, Diet::Pescatarian),
        Decision::Fit
    );
}
