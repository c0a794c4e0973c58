//! Words of other languages read as their kitchens write them: Italian
//! butter in its cooks' phrases and a risotto "mantecato", German compounds that hold an animal word
//! at their end or start, Chinese stocks named by a plant and the verb "not
//! using" after an adverb, Korean "no added", Spanish stocks in the
//! plural, and a Chinese legend's diet words.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// A strict vegan's decision at a place with a meat plate, two labelled
/// vegan plates and a third described by `description`, and the
/// restaurant's `note` when one is given.
fn vegan_plate(description: &str, note: Option<&str>) -> Decision {
    let mut builder = restaurant()
        .dish("Wiener Schnitzel", "veal, lemon, potato salad", FRESH)
        .labelled_dish(
            "Linsen Dal (VG)",
            "red lentils, tomato, rice",
            &["vegan"],
            FRESH,
        )
        .labelled_dish("Tofu Bowl (VG)", "tofu, rice, greens", &["vegan"], FRESH)
        .labelled_dish("Ofengemüse (VG)", description, &["vegan"], FRESH)
        .review(
            "Great vegan plates, the staff knew what was in each one.",
            Some(5.0),
            FRESH,
        );
    if let Some(note) = note {
        builder = builder.declaration(note, FRESH);
    }
    decision_for(&builder.build(), Diet::StrictVegan)
}

/// The same at a Chinese kitchen: a chicken dish and four labelled vegan
/// dishes, the last described by `description`.
fn chinese_vegan_dish(description: &str, note: Option<&str>) -> Decision {
    let mut builder = restaurant()
        .dish("辣子鸡", "鸡肉、干辣椒", FRESH)
        .labelled_dish("家常豆腐 (VG)", "豆腐、青椒、木耳", &["vegan"], FRESH)
        .labelled_dish("手撕包菜 (VG)", "包菜、干辣椒", &["vegan"], FRESH)
        .labelled_dish("干煸豆角 (VG)", "豆角、蒜", &["vegan"], FRESH)
        .labelled_dish("素汤面 (VG)", description, &["vegan"], FRESH);
    if let Some(note) = note {
        builder = builder.declaration(note, FRESH);
    }
    decision_for(&builder.build(), Diet::StrictVegan)
}

#[test]
fn italian_butter_a_preposition_or_flavour_names_stops_a_vegan_plate() {
    for description in [
        "carote glassate in burro",
        "patate novelle, burro alle erbe",
        "pane tostato sul burro",
        "finocchi gratinati in teglia imburrata",
    ] {
        assert_ne!(
            vegan_plate(description, None),
            Decision::Fit,
            "{description}"
        );
    }
    let note = "Anche le verdure dei piatti vegani passano in burro prima di servirle.";
    assert_ne!(vegan_plate("carote, finocchi", Some(note)), Decision::Fit);
}

#[test]
fn an_italian_risotto_mantecato_is_finished_with_butter_and_cheese() {
    for description in [
        "orzo mantecato alle erbe",
        "riso carnaroli, zucca, mantecatura finale",
    ] {
        assert_ne!(
            vegan_plate(description, None),
            Decision::Fit,
            "{description}"
        );
    }
    let note = "I nostri risotti vegani li mantechiamo come da tradizione: mantecati al momento.";
    assert_ne!(vegan_plate("riso, funghi", Some(note)), Decision::Fit);
    // The plate without the cooks' word stays fit.
    assert_eq!(vegan_plate("orzo alle erbe, olio", None), Decision::Fit);
}

#[test]
fn italian_plant_butters_and_oil_stay_fit() {
    for description in [
        "carote glassate in olio d'oliva, senza burro",
        "cioccolato fondente al burro di cacao",
    ] {
        assert_eq!(
            vegan_plate(description, None),
            Decision::Fit,
            "{description}"
        );
    }
}

#[test]
fn german_compounds_holding_an_animal_word_stop_a_vegan_plate() {
    for description in [
        "Karotten mit Knoblauchbutter",
        "Kartoffeln, Kräuterbutter",
        "grüne Bohnen in Bauchspeck gewickelt",
        "Speckkartoffeln und Rotkohl",
        "Spätzle mit Sahnesoße",
        "Pilze in Sahnesauce",
        "Rote Bete mit Schafskäse",
        "Rotkohl, Knödel und ein Stück Schweinebraten",
        "Linsen mit Bratwurst",
        "Kartoffelsalat, Entenbrust",
    ] {
        assert_ne!(
            vegan_plate(description, None),
            Decision::Fit,
            "{description}"
        );
    }
}

#[test]
fn german_compounds_of_a_plant_butter_or_cream_stay_fit() {
    for description in [
        "Karotten mit Erdnussbutter-Dip",
        "Schokomousse mit Kakaobutter",
        "Pilze in Hafersahne",
        "Kartoffelgratin mit Sojasahne",
        "Brot mit Mandelbutter",
        "Mango, Fruchtfleisch und Minze",
        "Linsen mit Erbsenprotein-Wurst",
    ] {
        assert_eq!(
            vegan_plate(description, None),
            Decision::Fit,
            "{description}"
        );
    }
}

#[test]
fn chinese_stocks_named_by_a_plant_are_no_meat() {
    for stock in ["蘑菇高汤", "植物高汤", "海带高湯", "番茄上汤"] {
        let description = format!("面条、青菜、{stock}");
        assert_eq!(
            chinese_vegan_dish(&description, None),
            Decision::Fit,
            "{stock}"
        );
    }
    for stock in ["高汤", "鸡高汤"] {
        let description = format!("面条、青菜、{stock}");
        assert_ne!(
            chinese_vegan_dish(&description, None),
            Decision::Fit,
            "{stock}"
        );
    }
}

#[test]
fn chinese_not_using_after_an_adverb_denies_the_list() {
    for note in [
        "本店素菜全部都不用猪油、鸡精和蚝油。",
        "纯素菜品一律不用猪油和鸡汤。",
    ] {
        assert_eq!(
            chinese_vegan_dish("面条、青菜", Some(note)),
            Decision::Fit,
            "{note}"
        );
    }
    // An "if" before it: without lard the food would not taste right, so
    // it has lard; the lard after the denial is used.
    for note in ["如果不用猪油，素菜就不香。", "素菜都不用猪油，用的是鸡油。"]
    {
        assert_ne!(
            chinese_vegan_dish("面条、青菜", Some(note)),
            Decision::Fit,
            "{note}"
        );
    }
}

#[test]
fn korean_no_added_denies_the_product_before_it() {
    for description in [
        "두부, 애호박, 멸치육수 무첨가",
        "배추, 고춧가루, 젓갈 무첨가",
    ] {
        assert_eq!(
            vegan_plate(description, None),
            Decision::Fit,
            "{description}"
        );
    }
    for description in ["두부, 애호박, 멸치육수", "배추, 고춧가루, 젓갈 첨가"] {
        assert_ne!(
            vegan_plate(description, None),
            Decision::Fit,
            "{description}"
        );
    }
}

#[test]
fn spanish_stocks_in_the_plural_are_denied_whole() {
    let note = "Nuestros guisos veganos se preparan sin caldos de pollo ni de res.";
    assert_eq!(vegan_plate("lentejas, arroz", Some(note)), Decision::Fit);
    let note = "Nuestros guisos se preparan con caldos de pollo.";
    assert_ne!(vegan_plate("lentejas, arroz", Some(note)), Decision::Fit);
}

/// A Chinese menu that marks its dishes by code only ("VG", "V") in their
/// names, with the legend line `legend`.
fn coded_chinese_menu(legend: &str) -> Decision {
    let record = restaurant()
        .dish("回锅肉", "猪肉、蒜苗", FRESH)
        .dish("鱼香茄子 VG", "茄子、豆瓣酱", FRESH)
        .dish("清炒时蔬 VG", "时蔬、蒜", FRESH)
        .dish("凉拌木耳 VG", "木耳、香醋", FRESH)
        .dish("番茄炒蛋 V", "番茄、鸡蛋", FRESH)
        .dish(legend, "", FRESH)
        .review(
            "Great vegan plates, the staff knew what was in each one.",
            Some(5.0),
            FRESH,
        )
        .build();
    decision_for(&record, Diet::StrictVegan)
}

#[test]
fn a_chinese_legend_defines_its_codes_by_the_diets_words() {
    assert_eq!(
        coded_chinese_menu("素食标示：VG = 纯素 · V = 蛋奶素"),
        Decision::Fit
    );
    // A code defined as a vegetarian food is no vegan label.
    assert_ne!(
        coded_chinese_menu("素食标示：VG = 蛋奶素 · V = 蛋奶素"),
        Decision::Fit
    );
}
