//! The ingredient vocabulary, measured as a diner meets it: a non-vegan
//! ingredient printed in a dish labelled vegan must stop a strict vegan's
//! `fit`, and a vegan phrase that only looks animal must not.
//!
//! The probe list (`ingredient_probe.txt`) is kept apart from the lexicon
//! on purpose: it was written as menus print ingredients (plurals,
//! preparations, multi-word names, Spanish with and without accents), from
//! dish and ingredient lists (cuts and offal, cured meats, cheeses, seafood,
//! Mexican and Spanish dishes, additives of animal origin) rather than from
//! `src/vocabulary.rs`, so a miss here is a word the engine does not know.
//! `ingredient_controls.txt` holds the look-alikes: plant milks, nut
//! butters and cheeses, vegan brands, mushrooms named for animals, traps.

use dietfit_contract::{Decision, Diet, UserProfile};
use dietfit_scoring::{decide, evaluate};

use crate::support::{Builder, NOW, restaurant};

const PROBE: &str = include_str!("ingredient_probe.txt");
const CONTROLS: &str = include_str!("ingredient_controls.txt");

/// Items were observed on 2026-10-01: fresh at [`NOW`].
const OBSERVED_DAYS_AGO: i64 = 31;

/// Share of the probe that must be caught, per language.
const ENGLISH_CATCH_MIN: f64 = 0.97;
const SPANISH_CATCH_MIN: f64 = 0.80;

/// (language, phrase) per non-comment line.
fn entries(text: &'static str) -> Vec<(&'static str, &'static str)> {
    text.lines()
        .map(str::trim_end)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let (lang, phrase) = line
                .split_once('\t')
                .unwrap_or_else(|| panic!("not lang<TAB>phrase: {line:?}"));
            assert!(matches!(lang, "en" | "es"), "unknown language {lang:?}");
            (lang, phrase.trim())
        })
        .collect()
}

/// Two plain vegan dishes beside the dish under test, all labelled vegan.
fn frame(name: &str, description: &str) -> Builder {
    let vegan = &["vegan"];
    restaurant()
        .labelled_dish(
            "Garden Bowl",
            "quinoa, roasted vegetables, tahini",
            vegan,
            OBSERVED_DAYS_AGO,
        )
        .labelled_dish(
            "Lentil Curry",
            "red lentils, coconut, spinach",
            vegan,
            OBSERVED_DAYS_AGO,
        )
        .labelled_dish(name, description, vegan, OBSERVED_DAYS_AGO)
}

fn strict_vegan(record: &Builder) -> Decision {
    let evaluation = evaluate(&record.build(), NOW);
    let profile = UserProfile {
        diet: Diet::StrictVegan,
        exclude_cross_contamination: false,
        dietary_rules: Vec::new(),
    };
    decide(&evaluation, &profile, NOW)
        .match_for_profile
        .decision
}

fn in_description(phrase: &str) -> Builder {
    frame(
        "Chef's Special Plate",
        &format!("roasted vegetables with {phrase}"),
    )
}

#[test]
fn the_frame_alone_is_fit() {
    let record = restaurant()
        .labelled_dish(
            "Garden Bowl",
            "quinoa, roasted vegetables, tahini",
            &["vegan"],
            OBSERVED_DAYS_AGO,
        )
        .labelled_dish(
            "Lentil Curry",
            "red lentils, coconut, spinach",
            &["vegan"],
            OBSERVED_DAYS_AGO,
        )
        .labelled_dish(
            "Chef's Special Plate",
            "roasted vegetables with herbs",
            &["vegan"],
            OBSERVED_DAYS_AGO,
        );
    assert_eq!(strict_vegan(&record), Decision::Fit);
}

#[test]
fn non_vegan_ingredients_in_a_vegan_dish_are_caught() {
    let probe = entries(PROBE);
    let mut report = String::new();
    let mut failures = Vec::new();
    for (lang, minimum, floor) in [
        ("en", 200, ENGLISH_CATCH_MIN),
        ("es", 120, SPANISH_CATCH_MIN),
    ] {
        let phrases: Vec<&str> = probe
            .iter()
            .filter(|(l, _)| *l == lang)
            .map(|(_, p)| *p)
            .collect();
        assert!(
            phrases.len() >= minimum,
            "{lang}: {} probe phrases",
            phrases.len()
        );
        let misses: Vec<&str> = phrases
            .iter()
            .copied()
            .filter(|phrase| strict_vegan(&in_description(phrase)) == Decision::Fit)
            .collect();
        let caught = phrases.len() - misses.len();
        let rate = caught as f64 / phrases.len() as f64;
        report.push_str(&format!(
            "{lang}: caught {caught}/{} ({:.1} %), misses: {misses:?}\n",
            phrases.len(),
            rate * 100.0
        ));
        if rate < floor {
            failures.push(format!(
                "{lang}: {:.1} % caught, need {:.0} %",
                rate * 100.0,
                floor * 100.0
            ));
        }
    }
    println!("{report}");
    assert!(failures.is_empty(), "{failures:?}\n{report}");
}

#[test]
fn look_alike_vegan_phrases_stay_fit() {
    let controls = entries(CONTROLS);
    assert!(controls.len() >= 40, "{} controls", controls.len());
    let wrong: Vec<String> = controls
        .iter()
        .filter_map(|(lang, phrase)| {
            let decision = strict_vegan(&in_description(phrase));
            (decision != Decision::Fit).then(|| format!("{lang} {phrase:?}: {decision:?}"))
        })
        .collect();
    println!("controls not fit: {wrong:?}");
    assert!(wrong.is_empty(), "controls not fit: {wrong:#?}");
}

/// The same check with the ingredient in the dish name. A printed vegan
/// label currently makes the name an imitation ("Kale Caesar"), so these
/// depend on how the name is read, not only on the vocabulary.
#[test]
fn non_vegan_ingredients_in_a_vegan_dish_name_are_caught() {
    let names = [
        "Shrimp Tacos",
        "Beef Tongue Sliders",
        "Escargot Toast",
        "Chicken Tinga Bowl",
        "Honey Glazed Carrots",
        "Tacos de Camarón",
        "Caldo de Pollo",
        "Enchiladas de Queso",
        "Pulpo a la Gallega",
        "Torta de Jamón",
    ];
    let misses: Vec<&str> = names
        .iter()
        .copied()
        .filter(|name| strict_vegan(&frame(name, "roasted vegetables")) == Decision::Fit)
        .collect();
    println!(
        "names: caught {}/{}, misses: {misses:?}",
        names.len() - misses.len(),
        names.len()
    );
    assert!(misses.is_empty(), "dish names read as fit: {misses:?}");
}
