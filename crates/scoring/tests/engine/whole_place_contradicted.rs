//! A place claimed wholly vegan whose own other sentences take food out
//! of the claim: an animal ingredient put in a listed dish ("the risotto
//! is drizzled with honey", "our baklava: filo, honey syrup"), an
//! exception ("everything is vegan except the baklava", "the risotto is
//! the one exception"), food not vegan yet ("the tagine is going vegan next
//! month") and, for a diner excluding cross-contact, food bought from a
//! bakery that also handles dairy and eggs. None is `fit`; the claim alone,
//! a plant syrup or glaze, a denied exception and a diet kept stay `fit`.

use dietfit_contract::{Decision, Diet, UserProfile};

use crate::support::{Builder, FRESH, NOW, decision_for, restaurant};

/// A small all-vegan kitchen: four unlabelled dishes and the claim.
fn kitchen() -> Builder {
    restaurant()
        .dish("Tofu Katsu Curry", "panko tofu, curry sauce, rice", FRESH)
        .dish("Chickpea Tagine", "chickpeas, apricot, couscous", FRESH)
        .dish("Mushroom Risotto", "arborio, mushrooms, olive oil", FRESH)
        .dish("Baklava", "filo, pistachio, syrup", FRESH)
        .declaration(
            "We are a 100% vegan restaurant: no meat, dairy, eggs or honey, ever.",
            FRESH,
        )
}

fn after(declaration: &str) -> Decision {
    decision_for(
        &kitchen().declaration(declaration, FRESH).build(),
        Diet::StrictVegan,
    )
}

#[test]
fn the_claim_alone_is_fit() {
    assert_eq!(
        decision_for(&kitchen().build(), Diet::StrictVegan),
        Decision::Fit
    );
}

#[test]
fn an_animal_ingredient_said_to_be_in_a_listed_dish_is_never_fit() {
    for declaration in [
        "The risotto is drizzled with honey.",
        "The risotto: drizzled with honey.",
        "A honey drizzle finishes the risotto.",
        "Drizzled with honey, the baklava is our bestseller.",
        "Baklava glazed with honey.",
        "The katsu is glazed with egg.",
        "The baklava is soaked in honey syrup.",
        "Honey syrup on the baklava.",
        "Our baklava: pistachio, filo, honey syrup.",
    ] {
        assert_ne!(after(declaration), Decision::Fit, "{declaration}");
    }
}

#[test]
fn a_plant_glaze_or_syrup_in_a_listed_dish_keeps_the_fit() {
    for declaration in [
        "The risotto is drizzled with agave.",
        "Our baklava is soaked in orange-blossom syrup.",
        // Not the baklava: a tie to "baklava" by name still reads the
        // butter of its traditional recipe at a whole-vegan place ("Our
        // baklava is topped with pistachios." is unknown), an open
        // over-caution of its own.
        "The risotto is glazed with date syrup (no honey, ever).",
        "Our 'honey' is made from apples (bee-free).",
    ] {
        assert_eq!(after(declaration), Decision::Fit, "{declaration}");
    }
}

#[test]
fn an_exception_or_food_not_vegan_yet_is_never_fit() {
    for declaration in [
        "Everything is vegan except the baklava.",
        "Everything on the menu is vegan except the risotto.",
        "The risotto is the one exception.",
        "The baklava is the one exception (honey syrup).",
        "The tagine is going vegan next month.",
        "We switched to a vegan menu in March; the tagine will follow soon.",
    ] {
        assert_ne!(after(declaration), Decision::Fit, "{declaration}");
    }
}

#[test]
fn a_denied_exception_or_a_diet_kept_keeps_the_fit() {
    for declaration in [
        "Everything is vegan, no exceptions.",
        "Vegan since 2019 and never looking back.",
        "We will always be 100% vegan.",
    ] {
        assert_eq!(after(declaration), Decision::Fit, "{declaration}");
    }
}

#[test]
fn food_from_a_bakery_handling_animal_products_blocks_a_cross_contact_free_fit() {
    let profile = UserProfile {
        diet: Diet::StrictVegan,
        exclude_cross_contamination: true,
        dietary_rules: Vec::new(),
    };
    let decide = |declaration: &str| {
        let record = kitchen().declaration(declaration, FRESH).build();
        let evaluation = dietfit_scoring::evaluate(&record, NOW);
        dietfit_scoring::decide(&evaluation, &profile, NOW)
            .match_for_profile
            .decision
    };
    assert_ne!(
        decide("Note: our desserts come from a bakery that also handles dairy and eggs."),
        Decision::Fit
    );
    assert_eq!(
        decide("Our desserts come from a 100% vegan bakery down the road."),
        Decision::Fit
    );
    // Cross-contact allowed, the bought-in desserts keep the fit.
    assert_eq!(
        after("Note: our desserts come from a bakery that also handles dairy and eggs."),
        Decision::Fit
    );
}

/// The claim taken back is a vegan's loss; a vegetarian or pescatarian
/// still eats butter and egg, so an exception naming only those
/// keeps their fit, while a bare "not fully vegan anymore" leaves them
/// nothing to rest on.
#[test]
fn an_exception_a_looser_diet_eats_keeps_its_fit() {
    let kitchen_after = |declaration: &str, diet: Diet| {
        decision_for(&kitchen().declaration(declaration, FRESH).build(), diet)
    };
    for declaration in [
        "Everything is vegan except the baklava, which is brushed with butter.",
        "Everything is vegan except the risotto, which is finished with butter.",
    ] {
        assert_ne!(
            kitchen_after(declaration, Diet::StrictVegan),
            Decision::Fit,
            "{declaration}"
        );
        for diet in [Diet::Vegetarian, Diet::Pescatarian] {
            assert_eq!(
                kitchen_after(declaration, diet),
                Decision::Fit,
                "{declaration} for {diet:?}"
            );
        }
    }
    for diet in [Diet::StrictVegan, Diet::Vegetarian, Diet::Pescatarian] {
        assert_ne!(
            kitchen_after("We are not fully vegan anymore.", diet),
            Decision::Fit,
            "{diet:?}"
        );
    }
}
