//! Menus as scrapers and OCR hand them over (issue 16, class
//! `scraped-menu`): words broken across lines, letter-spaced capitals,
//! footnotes and statements scraped as menu lines, allergen codes with
//! their legend. Written in other words than the red-team corpus, with
//! controls that must stay `fit`.

use dietfit_contract::{Decision, Diet, ParaphraseMethod, UserProfile};
use dietfit_scoring::{Evaluation, Signal, decide, evaluate};

use crate::support::{Builder, FRESH, NOW, restaurant};

fn evaluation(record: &Builder) -> Evaluation {
    evaluate(&record.build(), NOW)
}

fn decision_for(record: &Builder, diet: Diet) -> Decision {
    let profile = UserProfile {
        diet,
        exclude_cross_contamination: false,
        dietary_rules: vec![],
    };
    decide(&evaluation(record), &profile, NOW)
        .match_for_profile
        .decision
}

/// Two labelled vegan mains, a meat dish and a happy vegan review: with one
/// more clean vegan main this place is a strong fit, so whatever the third
/// dish says decides.
fn vegan_place() -> Builder {
    restaurant()
        .labelled_dish(
            "Lentil Shepherd's Pie",
            "green lentils, carrots, mash",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Tofu Katsu Curry",
            "panko tofu, curry sauce, rice",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Steak Frites",
            "sirloin, fries, peppercorn sauce",
            &[],
            FRESH,
        )
        .review("Lovely vegan food, will be back.", Some(5.0), FRESH)
}

fn vegetarian_place() -> Builder {
    restaurant()
        .labelled_dish(
            "Halloumi Wrap",
            "grilled halloumi, peppers, mint yogurt",
            &["vegetarian"],
            FRESH,
        )
        .labelled_dish(
            "Paneer Butter Masala",
            "paneer, tomato-cream gravy, naan",
            &["vegetarian"],
            FRESH,
        )
        .labelled_dish("Lamb Kofta", "minced lamb, tahini, flatbread", &[], FRESH)
        .review("Great choice for vegetarians.", Some(5.0), FRESH)
}

fn with_vegan_main(description: &str) -> Builder {
    vegan_place().labelled_dish("Garden Noodle Bowl", description, &["vegan"], FRESH)
}

fn not_fit_for_a_vegan(record: &Builder) -> bool {
    decision_for(record, Diet::StrictVegan) != Decision::Fit
}

#[test]
fn the_control_place_is_a_fit() {
    let record = with_vegan_main("rice noodles, bok choy, sesame");
    assert_eq!(decision_for(&record, Diet::StrictVegan), Decision::Fit);
}

#[test]
fn a_word_hyphenated_across_a_line_is_read_whole() {
    for description in [
        "rice noodles, bok choy, finished with gh-\nee",
        "rice noodles, crispy ba-\ncon bits",
        "rice noodles, shaved parme-\nsan",
        "rice noodles, a glossy ho-\nney glaze",
        "RICE NOODLES, BOK CHOY, ANCHO-\nVIES",
        "rice noodles, a spoon of lar-\r\nd",
        "rice noodles, butter\u{ad}milk dressing",
    ] {
        let record = with_vegan_main(description);
        assert!(
            not_fit_for_a_vegan(&record),
            "{description:?} was read as vegan"
        );
        let dish = evaluation(&record)
            .evidence
            .into_iter()
            .find(|item| {
                item.excerpt
                    .as_deref()
                    .is_some_and(|e| e.starts_with("Garden"))
            })
            .expect("the dish is evidence");
        assert!(dish.has(Signal::LabelConflict), "{description:?}");
        // The excerpt is the dish as printed.
        assert_eq!(dish.paraphrase_method, Some(ParaphraseMethod::None));
    }
}

#[test]
fn a_line_break_inside_a_dish_is_a_space() {
    for description in [
        "rice noodles, lime, a splash of nam\npla",
        "rice noodles, bok choy,\nS H R I M P  P A S T E",
        "rice noodles, w h e y crumble",
    ] {
        let record = with_vegan_main(description);
        assert!(
            not_fit_for_a_vegan(&record),
            "{description:?} was read as vegan"
        );
    }
}

#[test]
fn compounds_and_plant_words_broken_across_lines_stay_plants() {
    for description in [
        "rice noodles on a gluten-\nfree base",
        "rice noodles, plant-\nbased chorizo",
        "rice noodles, smoky egg-\nplant",
        "rice noodles, roast butter-\nnut squash",
        "rice noodles, al-\nmond milk broth",
        "rice noodles, chick-\npeas, sesame",
        "RICE NOODLES\nBOK CHOY\nSESAME",
    ] {
        let record = with_vegan_main(description);
        assert_eq!(
            decision_for(&record, Diet::StrictVegan),
            Decision::Fit,
            "{description:?}"
        );
    }
}

#[test]
fn a_statement_hyphenated_across_a_line_is_read_and_quoted_as_repaired() {
    let record = with_vegan_main("rice noodles, bok choy, sesame").declaration(
        "Every noodle bowl is finished with a spoon of an-\nchovy butter.",
        FRESH,
    );
    assert!(not_fit_for_a_vegan(&record));
    let statement = evaluation(&record)
        .evidence
        .into_iter()
        .find(|item| !item.cautions.is_empty())
        .expect("the statement is a caution");
    assert_eq!(
        statement.excerpt.as_deref(),
        Some("Every noodle bowl is finished with a spoon of anchovy butter.")
    );
    assert_eq!(
        statement.paraphrase_method,
        Some(ParaphraseMethod::Automatic)
    );
}

#[test]
fn a_review_broken_only_by_a_line_is_quoted_verbatim() {
    let record = with_vegan_main("rice noodles, bok choy, sesame").review(
        "the vegan noodle bowl came with fish\nsauce in it, so disappointing",
        Some(2.0),
        FRESH,
    );
    assert!(not_fit_for_a_vegan(&record));
    let review = evaluation(&record)
        .evidence
        .into_iter()
        .find(|item| {
            item.excerpt
                .as_deref()
                .is_some_and(|e| e.contains("fish\nsauce"))
        })
        .expect("the review is quoted as written");
    assert_eq!(review.paraphrase_method, Some(ParaphraseMethod::None));
}

#[test]
fn a_vegetarian_dish_broken_across_lines_keeps_its_meat() {
    let record = vegetarian_place().labelled_dish(
        "Wild Mushroom Risotto",
        "arborio, porcini, simmered in tur-\nkey stock",
        &["vegetarian"],
        FRESH,
    );
    assert_ne!(decision_for(&record, Diet::Vegetarian), Decision::Fit);
    let control = vegetarian_place().labelled_dish(
        "Wild Mushroom Risotto",
        "arborio, porcini, parme-\nsan, but-\nter",
        &["vegetarian"],
        FRESH,
    );
    assert_eq!(decision_for(&control, Diet::Vegetarian), Decision::Fit);
}
