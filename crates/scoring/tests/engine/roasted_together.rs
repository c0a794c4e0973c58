//! Meat-free food roasted or braised together with a meat takes the meat
//! up, however the sentence is turned: the participle phrase before its
//! food ("Slow-roasted beside the pork loin, the squash ..."), the food in
//! its own clause after a comma, or French "avec" and "dans le jus de".
//! Where the meat names a listed meat dish whole, the tie is still to the
//! meat-free food, so the vegetarian never gets `fit`. Food kept "nowhere
//! near" the meat is set apart from it and keeps `fit`; food roasted
//! "near" a meat with no denial is cooked with it as far as the reader can
//! tell.

use dietfit_contract::{Decision, Diet};

use crate::support::{Builder, FRESH, decision_for, restaurant};

/// A roast house: two meat roasts and three vegetarian-labelled plates.
fn roast_house() -> Builder {
    restaurant()
        .sectioned_dish("Roasts", "Pork Loin", "crackling, apple sauce", &[], FRESH)
        .sectioned_dish(
            "Roasts",
            "Chicken Crown",
            "bread sauce, stuffing",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Vegetarian",
            "Squash & Parsnip Plate (V)",
            "roast squash, parsnips, lentils, herb oil",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_dish(
            "Vegetarian",
            "Leek Gratin (V)",
            "leeks, cheddar, breadcrumbs",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_dish(
            "Vegetarian",
            "Mushroom Wellington (V)",
            "chestnut mushrooms, spinach, puff pastry",
            &["vegetarian"],
            FRESH,
        )
}

/// A French rôtisserie: two roast meats and three vegetarian plates.
fn rotisserie() -> Builder {
    restaurant()
        .sectioned_dish("Plats", "Porc", "échine rôtie, moutarde", &[], FRESH)
        .sectioned_dish("Plats", "Canard", "magret, cerises", &[], FRESH)
        .sectioned_dish(
            "Végétarien",
            "Courges rôties (V)",
            "courge, panais, noisettes",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_dish(
            "Végétarien",
            "Gratin de poireaux (V)",
            "poireaux, comté",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_dish(
            "Végétarien",
            "Salade de lentilles (V)",
            "lentilles, échalote",
            &["vegetarian"],
            FRESH,
        )
}

fn vegetarian(builder: &Builder) -> Decision {
    decision_for(&builder.build(), Diet::Vegetarian)
}

#[test]
fn the_houses_untouched_are_fits() {
    assert_eq!(vegetarian(&roast_house()), Decision::Fit);
    assert_eq!(vegetarian(&rotisserie()), Decision::Fit);
}

#[test]
fn a_participle_phrase_before_the_food_ties_the_meat_to_it() {
    for text in [
        "Slow-roasted beside the pork loin, the squash turns sticky and rich.",
        "Braised with the chicken crown all morning, our lentils are a favourite.",
        "The parsnips, roasted alongside the pork loin, come out glossy.",
        "The squash is roasted near the chicken crown.",
    ] {
        let house = roast_house().declaration(text, FRESH);
        assert_ne!(vegetarian(&house), Decision::Fit, "{text}");
        let house = roast_house().review(text, Some(5.0), FRESH);
        assert_ne!(vegetarian(&house), Decision::Fit, "{text}");
    }
}

#[test]
fn french_roasting_with_or_in_the_juices_of_a_meat_ties_it() {
    for text in [
        "Les courges sont rôties avec le porc.",
        "Super dîner, les panais rôtis avec le canard étaient fondants.",
        "Nos courges sont rôties dans la graisse du canard.",
    ] {
        let house = rotisserie().declaration(text, FRESH);
        assert_ne!(vegetarian(&house), Decision::Fit, "{text}");
    }
}

#[test]
fn herbs_the_meat_itself_or_food_kept_nowhere_near_it_keep_fit() {
    for text in [
        "Roasted with garlic and sage, the squash is our favourite.",
        "Roasted with fennel seeds, the pork loin is the star of Sunday.",
        "The parsnips are roasted nowhere near the pork loin.",
        "We cook the lentils nowhere near the chicken.",
        "The squash is never roasted near the pork.",
        "The leek gratin is nowhere near as rich as the pork loin, but lovely.",
    ] {
        let house = roast_house().declaration(text, FRESH);
        assert_eq!(vegetarian(&house), Decision::Fit, "{text}");
    }
    for text in [
        "Les courges sont rôties avec du thym.",
        "Le porc est rôti avec de la moutarde.",
    ] {
        let house = rotisserie().declaration(text, FRESH);
        assert_eq!(vegetarian(&house), Decision::Fit, "{text}");
    }
}
