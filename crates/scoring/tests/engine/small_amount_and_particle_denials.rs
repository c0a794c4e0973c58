//! Denials whose product sits a little further from the negator than one
//! word: a small amount of it in a Romance language ("sin una pizca de
//! jamón", "sans une goutte de beurre", as "without a drop of butter"),
//! Turkish "da"/"de" after each item before "yok" ("tereyağı da yoğurt da
//! yok", neither butter nor yogurt), and a Chinese verb of putting in,
//! denied after the product ("豬油從來不會放進去", chicken never goes in).
//! The same products said to be there, asked about, or the denial run on
//! are never `fit`.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// A tapas bar: three (V) dishes labelled vegan, a chorizo and a squid dish,
/// a diner's praise and the house statement `statement`.
fn tapas_bar_saying(statement: &str, diet: Diet) -> Decision {
    let record = restaurant()
        .labelled_dish(
            "Pisto manchego (V)",
            "calabacín, pimiento, tomate",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Judías verdes (V)",
            "judías, ajo, aceite de oliva",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Champiñones al ajillo (V)",
            "champiñones, ajo, perejil",
            &["vegan"],
            FRESH,
        )
        .dish("Chorizo a la sidra", "chorizo, sidra", FRESH)
        .dish("Calamares a la romana", "calamar rebozado", FRESH)
        .review(
            "Great tapas, the mushrooms were the best.",
            Some(5.0),
            FRESH,
        )
        .declaration(statement, FRESH)
        .build();
    decision_for(&record, diet)
}

#[test]
fn a_small_amount_denied_denies_the_product() {
    for statement in [
        "Las verduras las hacemos con aceite de oliva, sin una pizca de jamón.",
        "Nuestras verduras van sin una gota de mantequilla.",
        "Les légumes sont cuits sans une goutte de beurre.",
        "Le verdure sono cotte senza un pizzico di burro.",
    ] {
        assert_eq!(
            tapas_bar_saying(statement, Diet::StrictVegan),
            Decision::Fit,
            "{statement}"
        );
    }
}

#[test]
fn a_small_amount_said_to_be_there_is_no_fit() {
    for statement in [
        "Las verduras las hacemos con una pizca de jamón.",
        "Nuestras verduras van sin una gota de aceite, con una nuez de mantequilla.",
        "Les légumes sont cuits avec une goutte de beurre.",
        "Sin una pizca de sal; las verduras llevan dados de jamón.",
    ] {
        assert_ne!(
            tapas_bar_saying(statement, Diet::StrictVegan),
            Decision::Fit,
            "{statement}"
        );
    }
}

/// A meyhane: three (VG) olive-oil dishes, a meatball and a yogurt dish,
/// and the diner's review `statement`.
fn meyhane_review(statement: &str) -> Decision {
    let record = restaurant()
        .labelled_dish(
            "Zeytinyağlı Fasulye (VG)",
            "taze fasulye, domates",
            &["vegan"],
            FRESH,
        )
        .labelled_dish("Fava (VG)", "bakla ezmesi, dereotu", &["vegan"], FRESH)
        .labelled_dish(
            "Kısır (VG)",
            "bulgur, nar ekşisi, maydanoz",
            &["vegan"],
            FRESH,
        )
        .dish("Izgara Köfte", "dana kıyma, soğan", FRESH)
        .dish("Haydari", "süzme yoğurt, nane", FRESH)
        .review(statement, Some(5.0), FRESH)
        .build();
    decision_for(&record, Diet::StrictVegan)
}

#[test]
fn turkish_too_after_each_item_before_none_denies_them() {
    for statement in [
        "Harika mezeler, (VG) mezelerde tereyağı da yoğurt da yok, hepsi zeytinyağlı.",
        "Harika mezeler, (VG) mezelerde et suyu da yok.",
        "Harika mezeler, (VG) mezelerde peynir de süt de yok.",
    ] {
        assert_eq!(meyhane_review(statement), Decision::Fit, "{statement}");
    }
}

#[test]
fn turkish_too_with_the_product_there_or_asked_is_no_fit() {
    for statement in [
        "Harika mezeler, (VG) mezelerde tereyağı da var, yoğurt yok.",
        "Harika mezeler, (VG) mezelerde tereyağı da yoğurt da var.",
        "Harika mezeler, (VG) mezelerde tereyağı da yok değil, yoğurt da var.",
        "Harika mezeler, (VG) mezelerde tereyağı da kullanılır, et suyu yok.",
    ] {
        assert_ne!(meyhane_review(statement), Decision::Fit, "{statement}");
    }
}

/// A snack stand: three vegetarian-labelled fried snacks and fried
/// chicken, a diner's praise and the house statement `statement`.
fn snack_stand_saying(statement: &str) -> Decision {
    let record = restaurant()
        .labelled_dish(
            "酥炸杏鮑菇 Crispy King Oyster Mushroom (V)",
            "king oyster mushroom, pepper salt",
            &["vegetarian"],
            FRESH,
        )
        .labelled_dish(
            "炸豆腐 Fried Tofu (V)",
            "tofu, basil",
            &["vegetarian"],
            FRESH,
        )
        .labelled_dish(
            "地瓜球 Sweet Potato Balls (V)",
            "sweet potato, tapioca",
            &["vegetarian"],
            FRESH,
        )
        .dish("鹽酥雞 Popcorn Chicken", "fried chicken, basil", FRESH)
        .review("The mushroom is so crispy, love it.", Some(5.0), FRESH)
        .declaration(statement, FRESH)
        .build();
    decision_for(&record, Diet::Vegetarian)
}

#[test]
fn a_chinese_verb_of_putting_in_denied_after_the_product_denies_it() {
    for statement in [
        "素食炸物的麵衣，豬油從來不會放進去。",
        "素食炸物的麵衣，雞蛋也不加。",
        "素食炸物的醬料，豬油一律不用。",
    ] {
        assert_eq!(snack_stand_saying(statement), Decision::Fit, "{statement}");
    }
}

#[test]
fn a_chinese_verb_of_putting_in_said_or_asked_is_no_fit() {
    for statement in [
        "素食炸物的麵衣，豬油會放進去。",
        "素食炸物的麵衣，豬油不放進去不行。",
        "素食炸物的醬料，豬油不用不行。",
        "素食炸物的醬料，豬油也會加。",
    ] {
        assert_ne!(snack_stand_saying(statement), Decision::Fit, "{statement}");
    }
}
