//! How equipment is read beside a claim of dedicated preparation, for a
//! diner who excludes cross-contact: a listed meat dish named by its name
//! put on dedicated equipment pointed back to takes the claim back; one
//! tool cooking animal food and other food is shared, no sharing word
//! needed; an exception on a separation claim leaves the excepted item
//! shared; the restaurant's newer dedicated preparation stands over its
//! older word of sharing (not the other way round); and equipment shared
//! only among foods the diet eats, at a place whose whole menu is of the
//! diet, is no risk to that diet.

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

/// A Malaysian kitchen with three vegan-labelled dishes and a beef
/// rendang, whose owner says each of `said` (oldest first).
fn malaysian(said: &[(&str, i64)]) -> Builder {
    let mut place = restaurant()
        .sectioned_dish(
            "Mains",
            "Tofu Tikka",
            "tofu, spiced marinade, rice",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Mains",
            "Sayur Lodeh",
            "vegetables, coconut curry, rice",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Mains",
            "Tempeh Goreng",
            "fried tempeh, sambal, rice",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Mains",
            "Beef Rendang",
            "slow-cooked beef, coconut, rice",
            &[],
            FRESH,
        );
    for (text, age) in said {
        place = place.declaration(text, *age);
    }
    place
}

fn vegan_decision(said: &[&str]) -> Decision {
    let dated: Vec<(&str, i64)> = said.iter().map(|text| (*text, FRESH)).collect();
    excluding_cross_contact(&malaysian(&dated), Diet::StrictVegan)
}

#[test]
fn a_listed_meat_dish_put_on_dedicated_equipment_pointed_back_to_takes_it_back() {
    for said in [
        "They have their own grill for the vegan dishes. On busy nights the rendang goes on it too.",
        "We keep a separate wok for the vegan food, but the rendang gets finished in it on Fridays.",
    ] {
        assert_ne!(vegan_decision(&[said]), Decision::Fit, "{said}");
    }
    for said in [
        "They have their own grill for the vegan dishes. On busy nights the rendang sells out.",
        "They have their own grill. We scrub it every night.",
    ] {
        assert_eq!(vegan_decision(&[said]), Decision::Fit, "{said}");
    }
}

#[test]
fn one_tool_cooking_animal_food_and_other_food_is_shared() {
    let claim = "Our vegan dishes are prepared in a separate vegan kitchen.";
    for said in [
        "Our tandoor cooks the chicken and the tofu tikka.",
        "One griddle does the fried eggs and the tempeh.",
        "We grill the prawns and the vegetable skewers on the same big grill.",
        "Our tandoor cooks the rendang and the tofu tikka.",
    ] {
        assert_ne!(vegan_decision(&[claim, said]), Decision::Fit, "{said}");
    }
    for said in [
        "Our tandoor cooks the tofu tikka and the naan breads.",
        "Our wok does the beef rendang, nothing else.",
    ] {
        assert_eq!(vegan_decision(&[claim, said]), Decision::Fit, "{said}");
    }
}

#[test]
fn an_exception_on_a_separation_claim_leaves_the_excepted_item_shared() {
    let claim = "Our vegan dishes are prepared in a separate vegan kitchen.";
    for said in [
        "Our chopping boards are colour coded, except for the big one.",
        "Every knife is separate, apart from the cleaver.",
        "Our pans are kept separate, but not the woks.",
    ] {
        assert_ne!(vegan_decision(&[claim, said]), Decision::Fit, "{said}");
    }
    for said in [
        "Our chopping boards are colour coded, with green for vegan.",
        "Our chopping boards are colour coded.",
    ] {
        assert_eq!(vegan_decision(&[claim, said]), Decision::Fit, "{said}");
    }
}

#[test]
fn a_newer_dedicated_kitchen_stands_over_an_older_shared_grill_not_the_reverse() {
    let shared = "We cook everything on one big grill.";
    let dedicated = "Since September our vegan dishes are cooked in a dedicated vegan kitchen of its own - separate room, separate grill and pans.";
    let newer_dedicated = malaysian(&[(shared, 120), (dedicated, FRESH)]);
    assert_eq!(
        excluding_cross_contact(&newer_dedicated, Diet::StrictVegan),
        Decision::Fit
    );
    let newer_shared = malaysian(&[(dedicated, 120), (shared, FRESH)]);
    assert_ne!(
        excluding_cross_contact(&newer_shared, Diet::StrictVegan),
        Decision::Fit
    );
}

/// A whole-vegetarian café with paneer, pancakes and a tofu dish, whose
/// owner says `said` of its equipment.
fn vegetarian_cafe(said: &str) -> Builder {
    restaurant()
        .sectioned_dish(
            "Mains",
            "Paneer Tikka",
            "paneer, yoghurt marinade, mint chutney",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_dish(
            "Mains",
            "Tofu Tikka",
            "tofu, spiced marinade, rice",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Breakfast",
            "Buttermilk Pancakes",
            "maple syrup, berries",
            &["vegetarian"],
            FRESH,
        )
        .declaration(
            "We're a 100% vegetarian restaurant: no meat, no fish, ever.",
            FRESH,
        )
        .declaration(said, FRESH)
}

#[test]
fn equipment_shared_only_among_foods_the_diet_eats_is_no_risk_to_it() {
    for said in [
        "Our tandoor cooks the paneer and the tofu tikka.",
        "One griddle does the eggs, the cheese toasties and the pancakes.",
    ] {
        let place = vegetarian_cafe(said);
        assert_eq!(
            excluding_cross_contact(&place, Diet::Vegetarian),
            Decision::Fit,
            "{said}"
        );
        assert_ne!(
            excluding_cross_contact(&place, Diet::StrictVegan),
            Decision::Fit,
            "{said}"
        );
    }
    // Sharing that names no product may be with anything.
    let place = vegetarian_cafe("We share our kitchen with the cafe next door.");
    assert_ne!(
        excluding_cross_contact(&place, Diet::Vegetarian),
        Decision::Fit
    );
}
