//! Spanish kitchens' own words on how their food is cooked, and the
//! restaurant's reply printed under a diner's review. A Spanish passive
//! of cooking "with" a meat ("las judías se rehogan con sus taquitos de
//! jamón") puts the meat in the food, even a meat a listed dish is named
//! by and even in small pieces ("daditos de panceta"); a copula sentence
//! about the food goes on to what it is made with ("nuestras tapas son
//! caseras, con grasa vacuna"), "son" there being no diner's son, as no
//! English word before him owns him; a statement closed by a tag ("...,
//! ¿vale?") is still said; and the
//! owner's reply under a review ("Respuesta de ..., Propietario",
//! "..., Owner at ..., responded to this review") is the restaurant's word
//! on its food and its equipment, shared or its own. The same forms with
//! a plant in place of the meat, with equipment kept apart or with food
//! in its own trays keep `fit`.

use dietfit_contract::{Decision, Diet, UserProfile};

use crate::support::{Builder, FRESH, NOW, restaurant};

fn decide(builder: &Builder, diet: Diet, exclude_cross_contamination: bool) -> Decision {
    let evaluation = dietfit_scoring::evaluate(&builder.build(), NOW);
    let profile = UserProfile {
        diet,
        exclude_cross_contamination,
        dietary_rules: Vec::new(),
    };
    dietfit_scoring::decide(&evaluation, &profile, NOW)
        .match_for_profile
        .decision
}

/// A Madrid bar's menú del día: ham, chorizo and tuna dishes, and three
/// (V) dishes.
fn menu_del_dia() -> Builder {
    restaurant()
        .sectioned_dish(
            "Primeros",
            "Lentejas estofadas",
            "con chorizo y morcilla",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Primeros",
            "Ensalada mixta",
            "lechuga, tomate, cebolla, atún, huevo duro",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Segundos",
            "Huevos rotos con jamón",
            "patatas, huevo",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Segundos",
            "Pollo al ajillo",
            "ajo, vino blanco",
            &[],
            FRESH,
        )
        .sectioned_dish("Postres", "Flan casero", "con nata", &[], FRESH)
        .sectioned_dish(
            "Primeros",
            "Judías verdes rehogadas (V)",
            "con ajo y pimentón",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_dish(
            "Segundos",
            "Pisto manchego (V)",
            "calabacín, pimiento, tomate",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_dish(
            "Segundos",
            "Tortilla de patatas (V)",
            "con cebolla",
            &["vegetarian"],
            FRESH,
        )
}

fn owners_reply_es(said: &str) -> String {
    format!(
        "Laura M. escribió una opinión (oct. 2026)\nSoy vegetariana y comí muy bien: judías verdes, \
         pisto y flan.\n\nRespuesta de Paco R., Propietario en Bar Casa Paco\nRespondió el 20 oct. \
         2026\nMuchas gracias, Laura. {said} ¡Te esperamos pronto!"
    )
}

#[test]
fn a_spanish_passive_of_cooking_with_a_meat_puts_it_in_the_food() {
    for said in [
        "Por cierto, las judías verdes se rehogan con sus taquitos de jamón.",
        "Las judías verdes se sofríen con daditos de panceta.",
        "Las judías se hacen con tropezones de chorizo, como siempre.",
        "La tortilla se prepara con jamón.",
    ] {
        let in_reply = menu_del_dia().review(&owners_reply_es(said), Some(5.0), FRESH);
        assert_ne!(
            decide(&in_reply, Diet::Vegetarian, false),
            Decision::Fit,
            "reply: {said:?}"
        );
        let declared = menu_del_dia().declaration(said, FRESH);
        assert_ne!(
            decide(&declared, Diet::Vegetarian, false),
            Decision::Fit,
            "declared: {said:?}"
        );
    }
}

#[test]
fn a_spanish_passive_of_cooking_with_plants_keeps_fit() {
    for said in [
        "Por cierto, las judías verdes se rehogan con ajo y aceite.",
        "Las judías verdes se sofríen con daditos de cebolla.",
    ] {
        let in_reply = menu_del_dia().review(&owners_reply_es(said), Some(5.0), FRESH);
        assert_eq!(
            decide(&in_reply, Diet::Vegetarian, false),
            Decision::Fit,
            "reply: {said:?}"
        );
    }
}

/// The same bar's vegan menu, cooked apart with its own fryer, and an
/// order chat pasted as a review with the bar's `line`.
fn vegan_menu_chat(line: &str) -> Builder {
    restaurant()
        .sectioned_dish(
            "Primeros",
            "Lentejas estofadas",
            "con chorizo y morcilla",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Segundos",
            "Huevos rotos con jamón",
            "patatas, huevo",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Segundos",
            "Pollo al ajillo",
            "ajo, vino blanco",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Menú vegano",
            "Gazpacho (VG)",
            "tomate, pimiento, pepino, ajo, aceite de oliva",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Menú vegano",
            "Pisto con patatas fritas (VG)",
            "calabacín, pimiento, tomate, patatas",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Menú vegano",
            "Ensalada de garbanzos (VG)",
            "garbanzos, pimiento, cebolleta, perejil",
            &["vegan"],
            FRESH,
        )
        .sectioned_line(
            "Menú vegano",
            "Menú vegano (VG): se cocina aparte, con sus propias sartenes y su propia freidora. / \
             Our vegan menu is cooked apart, with its own pans and its own fryer.",
            FRESH,
        )
        .review(
            &format!(
                "Os dejo la conversación:\n[12:10] Marta: Hola! 3 menús veganos para recoger\n\
                 [12:12] Bar El Rincón: {line}\n[12:13] Marta: Genial, gracias!!"
            ),
            Some(5.0),
            FRESH,
        )
}

#[test]
fn a_statement_closed_by_a_spanish_tag_is_still_said() {
    for line in [
        "Las patatas van en la freidora de siempre, la de las croquetas y los calamares, ¿vale?",
        "Las patatas se fríen con las gambas, ¿sabes?",
    ] {
        assert_ne!(
            decide(&vegan_menu_chat(line), Diet::StrictVegan, true),
            Decision::Fit,
            "{line:?}"
        );
    }
    for line in [
        "Las patatas van en la freidora de siempre, solo para las patatas, ¿vale?",
        "Las patatas van en su propia freidora, ¿vale?",
    ] {
        assert_eq!(
            decide(&vegan_menu_chat(line), Diet::StrictVegan, true),
            Decision::Fit,
            "{line:?}"
        );
    }
}

/// An Argentine empanada shop: beef, chicken, ham and tuna empanadas, and
/// three (V) ones, with the counter's sign `sign`.
fn empanadas(sign: &str) -> Builder {
    restaurant()
        .priced_dish(
            "Empanadas al horno",
            "Carne cortada a cuchillo",
            "nalga, cebolla de verdeo, huevo, aceituna",
            1900.0,
            &[],
        )
        .priced_dish(
            "Empanadas al horno",
            "Pollo",
            "pollo, morrón, cebolla",
            1800.0,
            &[],
        )
        .priced_dish(
            "Empanadas al horno",
            "Jamón y queso",
            "media luna lisa",
            1700.0,
            &[],
        )
        .priced_dish(
            "Vegetarianas",
            "Humita (V)",
            "choclo, salsa blanca, queso",
            1700.0,
            &["vegetarian"],
        )
        .priced_dish(
            "Vegetarianas",
            "Verdura (V)",
            "acelga, salsa blanca, queso",
            1700.0,
            &["vegetarian"],
        )
        .priced_dish(
            "Vegetarianas",
            "Caprese (V)",
            "tomate, muzzarella, albahaca",
            1700.0,
            &["vegetarian"],
        )
        .declaration(sign, FRESH)
}

#[test]
fn a_copula_sentence_goes_on_to_what_the_food_is_made_with() {
    for sign in [
        "Todas nuestras tapas son caseras, con grasa vacuna, como las de la abuela.",
        "Todas nuestras tapas son artesanales, con manteca de cerdo.",
        // The kind the menu's sections name, its "son" after the phrase read.
        "Nuestras empanadas son artesanales, con manteca de cerdo.",
        "Todas nuestras empanadas son artesanales, con manteca de cerdo.",
        "Las empanadas son de horno de barro, con grasa de pella.",
        // An adverb between the subject and "son".
        "Las vegetarianas también son caseras, con grasa vacuna.",
        // No subject: "son" opening the restaurant's sentence.
        "Son artesanales, con manteca de cerdo.",
    ] {
        assert_ne!(
            decide(&empanadas(sign), Diet::Vegetarian, false),
            Decision::Fit,
            "{sign:?}"
        );
    }
    for sign in [
        "Todas nuestras tapas son caseras, con aceite de girasol, como las de la abuela.",
        "Nuestras empanadas son artesanales, con harina de campo.",
        "Nuestras empanadas son artesanales, hechas a mano cada mañana.",
        "Our empanadas are baked, never fried.",
    ] {
        assert_eq!(
            decide(&empanadas(sign), Diet::Vegetarian, false),
            Decision::Fit,
            "{sign:?}"
        );
    }
}

/// The empanada shop's Lent empanadas, their own trays and oven printed
/// on the menu, and a diner's review the owner replied to with `said`.
fn vigilia(said: &str) -> Builder {
    restaurant()
        .priced_dish("Empanadas al horno", "Carne picante", "carne, cebolla, ají", 1800.0, &[])
        .priced_dish("Empanadas al horno", "Pollo", "pollo, morrón, cebolla", 1800.0, &[])
        .priced_dish("Vigilia", "Atún (de vigilia)", "atún, huevo, morrón, aceitunas", 1800.0, &[])
        .priced_dish("Vigilia", "Humita (V)", "choclo, salsa blanca, queso", 1700.0, &["vegetarian"])
        .priced_dish("Vigilia", "Verdura (V)", "acelga, salsa blanca, queso", 1700.0, &["vegetarian"])
        .sectioned_line(
            "Vigilia",
            "Lent empanadas: dough without beef fat, their own pans and oven.",
            FRESH,
        )
        .review(
            &format!(
                "Sofía G. escribió una opinión\n«Por fin empanadas para pescetarianos»\nLa de atún, \
                 buenísima.\n\nRespuesta de Don Tito, Propietario en El Repulgue\nRespondió el 30 \
                 oct. 2026\n¡Gracias Sofía! {said}"
            ),
            Some(5.0),
            FRESH,
        )
}

#[test]
fn an_owners_reply_in_a_review_speaks_for_the_restaurants_equipment() {
    let shared = "Te aclaro que las de vigilia se hornean en las mismas bandejas que las de carne.";
    assert_ne!(
        decide(&vigilia(shared), Diet::Pescatarian, true),
        Decision::Fit
    );
    let own = "Te aclaro que las de vigilia se hornean en sus propias bandejas.";
    assert_eq!(
        decide(&vigilia(own), Diet::Pescatarian, true),
        Decision::Fit
    );
}
