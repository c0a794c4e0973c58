//! Dedicated equipment taken back where the take-back does not name the
//! equipment again: in the very next sentence, a pointer ("it", "them",
//! "in there") putting an animal product in or on it ("They have their
//! own grill. At rush hour the chicken goes on it too."), and the same in
//! Jamaican patois, whose words for "into", "on", "them" and "there"
//! ("di chicken go inna dem too", "pon i", "inna deh") point back as the
//! English ones do. The equipment is shared: never `fit` to a diner who
//! excludes cross-contact. A next sentence pointing back with no animal
//! product, one that sends the animal product to other equipment, or a
//! patois "fi him own" (its own) keeps the claim.

use dietfit_contract::{Decision, Diet, UserProfile};

use crate::support::{Builder, FRESH, NOW, restaurant};

/// The decision for `diet`, cross-contact excluded.
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

/// A jerk centre with fried and stewed fish, fried chicken and jerk pork,
/// whose owner says `said` of the fryer, for a pescatarian.
fn jerk_centre(said: &str) -> Decision {
    let place = restaurant()
        .sectioned_dish(
            "Seafood",
            "Escovitch Fish",
            "fried snapper, pickled onion, carrot",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Seafood",
            "Brown Stew Fish",
            "snapper, tomato, thyme",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Seafood",
            "Fried Sprats",
            "sprats, hard dough bread",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Meat",
            "Fried Chicken",
            "seasoned flour, festival",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Meat",
            "Jerk Pork",
            "pimento wood, scotch bonnet",
            &[],
            FRESH,
        )
        .declaration(said, FRESH);
    excluding_cross_contact(&place, Diet::Pescatarian)
}

/// A burger bar with three vegan-labelled dishes and two meat ones, whose
/// owner says `said` of the grill and fryer, for a strict vegan.
fn burger_bar(said: &str) -> Decision {
    let place = restaurant()
        .sectioned_dish(
            "Burgers",
            "Black Bean Burger",
            "black bean patty, vegan mayo, vegan bun",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Burgers",
            "Beyond Classic",
            "Beyond patty, vegan cheddar, pickles",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish("Sides", "Fries", "skin-on, sea salt", &["vegan"], FRESH)
        .sectioned_dish(
            "Burgers",
            "Bacon Cheeseburger",
            "beef, bacon, cheddar",
            &[],
            FRESH,
        )
        .sectioned_dish("Sides", "Chicken Nuggets", "breaded chicken", &[], FRESH)
        .declaration(said, FRESH);
    excluding_cross_contact(&place, Diet::StrictVegan)
}

#[test]
fn the_places_with_their_claim_alone_are_a_fit() {
    assert_eq!(jerk_centre("Di fish have fi-dem own fryer."), Decision::Fit);
    assert_eq!(
        burger_bar("The vegan burgers have a dedicated fryer."),
        Decision::Fit
    );
}

#[test]
fn a_patois_pointer_after_the_claim_takes_it_back() {
    for said in [
        "Di fish have fi-dem own fryer, but di chicken go inna it too.",
        "Di fish have fi-dem own fryer, but di chicken go inna dem too.",
        "Di fish have fi-dem own fryer, but when it busy di chicken drop inna deh too.",
        "Di fish have fi-dem own grill, but di jerk pork go pon i too.",
        "Di fish have fi-dem own fryer. Di chicken go eena dem too.",
    ] {
        assert_ne!(jerk_centre(said), Decision::Fit, "{said}");
    }
}

#[test]
fn a_patois_claim_of_the_meats_own_equipment_keeps_it() {
    for said in [
        "Di fish have dem own fryer, di chicken have fi him own too.",
        "Di fish have fi-dem own fryer, nuh chicken nuh go inna it.",
    ] {
        assert_eq!(jerk_centre(said), Decision::Fit, "{said}");
    }
}

#[test]
fn a_pointer_in_the_next_sentence_takes_the_claim_back() {
    for said in [
        "They have their own grill. At rush hour the chicken goes on it too.",
        "The vegan burgers have a dedicated fryer. Sometimes the nuggets end up in it as well.",
        "Separate fryer for the vegan fries. On busy nights the nuggets go in there too.",
        "We keep a separate grill for the vegan patties. The bacon gets cooked on it at brunch.",
        "Dedicated pans for the vegan burgers. We borrow them for the bacon on Sundays.",
    ] {
        assert_ne!(burger_bar(said), Decision::Fit, "{said}");
    }
    assert_ne!(
        jerk_centre("The fish has its own fryer. The chicken goes in it when we're slammed."),
        Decision::Fit
    );
}

#[test]
fn a_next_sentence_without_animal_food_on_the_equipment_keeps_the_claim() {
    for said in [
        "They have their own grill. At rush hour it gets busy.",
        "The vegan burgers have a dedicated fryer. It is cleaned every night.",
    ] {
        assert_eq!(burger_bar(said), Decision::Fit, "{said}");
    }
    assert_eq!(
        jerk_centre("Own fryer for the fish. The chicken goes in the other one."),
        Decision::Fit
    );
}
