//! The kitchen speaking in a line printed among the dishes: a Spanish
//! "we" said by the verb ("lo freímos", "freímos ..."), a stew's broth
//! named by the stew ("caldo de puchero"), and a line that names the
//! labelled meat-free dish among the food it speaks of ("..., the vegan
//! bowl too"), and a catering line likening what it says to every dish of
//! a kind ("... like every pie we bake"). Each puts an animal product into
//! the food a diet relies on: never `fit`. The same lines naming only
//! plant food, or saying nothing of the other dishes, keep `fit`.

use dietfit_contract::{Decision, Diet};

use crate::support::{Builder, FRESH, decision_for, restaurant};

/// A fried-fish bar: its fish dishes (the pescatarian's food), two pork
/// dishes, and one line of the kitchen's under the fish.
fn fish_bar(kitchen_line: &str) -> Builder {
    restaurant()
        .sectioned_dish(
            "Fritura",
            "Boquerones fritos",
            "boquerones, harina, limón",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Fritura",
            "Calamares a la romana",
            "calamar, harina",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Fritura",
            "Merluza en tempura",
            "merluza, tempura",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Carnes",
            "Lomo a la plancha",
            "lomo de cerdo, patatas",
            &[],
            FRESH,
        )
        .sectioned_dish("Carnes", "Pollo al ajillo", "pollo, ajo, vino", &[], FRESH)
        .sectioned_line("Fritura", kitchen_line, FRESH)
}

fn pescatarian(kitchen_line: &str) -> Decision {
    decision_for(&fish_bar(kitchen_line).build(), Diet::Pescatarian)
}

#[test]
fn a_spanish_frying_note_with_lard_is_the_kitchen_speaking() {
    for line in [
        "El pescado lo freímos en manteca de cerdo.",
        "Las croquetas y el pescado los freímos con manteca de cerdo.",
        "Freímos todo el pescado con un poco de manteca de cerdo.",
        "NUEVO: el pescado lo freímos en manteca de cerdo.",
        "NUEVO (desde el martes): freímos el pescado con manteca de cerdo.",
        "NEW: we fry the seafood in pork lard.",
        "We fry the seafood in pork lard.",
    ] {
        assert_ne!(pescatarian(line), Decision::Fit, "{line}");
    }
}

#[test]
fn a_frying_note_with_plant_oil_keeps_the_fish_fit() {
    for line in [
        "We fry the fish in its own oil.",
        "El pescado lo freímos en aceite de oliva.",
        "NUEVO: freímos el pescado en aceite de girasol.",
    ] {
        assert_eq!(pescatarian(line), Decision::Fit, "{line}");
    }
}

#[test]
fn a_spanish_adjective_ending_like_a_verb_is_no_kitchen_note() {
    // "Riquísimos", "Últimos": adjectives, a dish's name.
    for line in [
        "Riquísimos boquerones fritos con limón",
        "Últimos calamares fritos del día",
    ] {
        assert_eq!(pescatarian(line), Decision::Fit, "{line}");
    }
}

/// A tapas bar with three labelled vegetarian dishes, two meat dishes and one
/// sentence of the bar's about its stews.
fn tapas_bar(declaration: &str) -> Decision {
    let record = restaurant()
        .sectioned_dish(
            "Tapas",
            "Carrillada al oloroso",
            "carrillada de cerdo, vino oloroso",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Verduras",
            "Garbanzos con acelgas (V)",
            "garbanzos, acelgas, comino",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_dish(
            "Tapas",
            "Pollo al ajillo",
            "pollo, ajo, vino blanco",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Verduras",
            "Lentejas estofadas (V)",
            "lentejas, zanahoria, laurel",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_dish(
            "Verduras",
            "Pisto con huevo (V)",
            "pimiento, calabacín, tomate, huevo",
            &["vegetarian"],
            FRESH,
        )
        .declaration(declaration, FRESH)
        .build();
    decision_for(&record, Diet::Vegetarian)
}

#[test]
fn a_stews_broth_named_by_the_stew_is_meat_broth() {
    for declaration in [
        "Los garbanzos con acelgas llevan caldo de puchero.",
        "Las lentejas las guisamos con el caldo del cocido.",
        "Our chickpeas are simmered in puchero broth.",
    ] {
        assert_ne!(tapas_bar(declaration), Decision::Fit, "{declaration}");
    }
    assert_eq!(
        tapas_bar("Los garbanzos con acelgas llevan caldo de verduras."),
        Decision::Fit
    );
}

/// A rice-and-beans joint: plates with fish and chicken, a pepper sauce
/// made with dried shrimp printed as its own line, two labelled vegan
/// dishes and one line of the kitchen's.
fn rice_joint(kitchen_line: &str) -> Decision {
    let record = restaurant()
        .sectioned_dish(
            "Plates",
            "Rice & Beans Plate",
            "rice and beans, fried fish, boiled egg",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Plates",
            "Grilled Chicken Rice",
            "chicken, rice, pepper",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Extras",
            "Pepper Sauce",
            "dried shrimp, chilli, onion, oil",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Vegan",
            "Vegan Rice Bowl (VG)",
            "rice and beans, plantain, avocado",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Vegan",
            "Bean Stew (VG)",
            "black-eyed beans, palm oil, plantain",
            &["vegan"],
            FRESH,
        )
        .sectioned_line("Plates", kitchen_line, FRESH)
        .build();
    decision_for(&record, Diet::StrictVegan)
}

#[test]
fn naming_the_vegan_dish_among_the_food_a_sauce_tops_carries_the_sauce() {
    for line in [
        "Each rice plate gets a spoon of shrimp pepper sauce on top, the vegan bowl too.",
        "Each rice plate gets a spoon of shrimp pepper sauce on top, even the vegan one.",
        "Each rice plate gets a spoon of shrimp pepper sauce on top, the vegan bowl as well.",
        "Each rice plate gets a spoon of shrimp pepper sauce, including the vegan bowl.",
    ] {
        assert_ne!(rice_joint(line), Decision::Fit, "{line}");
    }
}

#[test]
fn naming_the_vegan_dish_beside_plant_food_keeps_it_fit() {
    assert_eq!(
        rice_joint("Each rice plate gets sliced avocado on top, the vegan bowl too."),
        Decision::Fit
    );
}

/// A pie shop: three fish pies (the pescatarian's food), a lamb pie, and a
/// catering line for a box of pies described by `box_description`.
fn pie_shop(box_name: &str, box_description: &str) -> Builder {
    restaurant()
        .sectioned_dish(
            "Fish Pies",
            "Smoked Haddock Pie",
            "haddock, leek, mash top",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Fish Pies",
            "Crab & Sweetcorn Pie",
            "brown crab, sweetcorn, parsley",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Fish Pies",
            "Cod & Parsley Pie",
            "cod, parsley sauce",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Meat Pies",
            "Lamb & Rosemary Pie",
            "lamb shoulder, rosemary",
            &[],
            FRESH,
        )
        .sectioned_dish("Catering", box_name, box_description, &[], FRESH)
}

#[test]
fn a_catering_line_likening_its_make_to_every_pie_speaks_of_the_fish_pies() {
    for description in [
        "Haddock and crab; gravy made on our chicken stock like every pie we make. Two days' notice.",
        "Haddock and crab, the pastry brushed with lard, as all our pies are.",
        "Haddock and crab; the crust cooked in beef dripping like all our pies.",
    ] {
        let shop = pie_shop("Fish Pie Box (6 pies)", description).build();
        assert_ne!(
            decision_for(&shop, Diet::Pescatarian),
            Decision::Fit,
            "{description}"
        );
    }
}

#[test]
fn a_catering_line_saying_nothing_of_the_other_pies_keeps_the_fish_fit() {
    for (name, description) in [
        (
            "Meat Pie Box (6 pies)",
            "lamb, steak and ale; order two days ahead.",
        ),
        (
            "Fish Pie Box (6 pies)",
            "Haddock and crab; gravy made on our vegetable stock like every pie we make.",
        ),
        (
            "Mixed Pie Box (6 pies)",
            "Lamb and beef, baked fresh like every pie we make.",
        ),
    ] {
        let shop = pie_shop(name, description).build();
        assert_eq!(
            decision_for(&shop, Diet::Pescatarian),
            Decision::Fit,
            "{description}"
        );
    }
}
