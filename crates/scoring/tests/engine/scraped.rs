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

/// Diners type their words; only the restaurant's text is scraped or
/// OCR'd, so a review is read and quoted as written: its line break ends
/// a sentence.
#[test]
fn a_diners_text_is_read_and_quoted_as_written() {
    let record = with_vegan_main("rice noodles, bok choy, sesame").review(
        "the vegan noodle bowl came with fish\nsauce in it, so disappointing",
        Some(2.0),
        FRESH,
    );
    assert!(not_fit_for_a_vegan(&record));
    let review = item_starting(&record, "the vegan noodle bowl");
    assert_eq!(
        review.excerpt.as_deref(),
        Some("the vegan noodle bowl came with fish")
    );
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

/// The evidence item whose excerpt starts with `start`.
fn item_starting(record: &Builder, start: &str) -> dietfit_scoring::EvidenceItem {
    evaluation(record)
        .evidence
        .into_iter()
        .find(|item| {
            item.excerpt
                .as_deref()
                .is_some_and(|e| e.starts_with(start))
        })
        .unwrap_or_else(|| panic!("no evidence starting {start:?}"))
}

#[test]
fn a_footnote_line_applies_to_the_dishes_carrying_its_mark() {
    for (dish, note) in [
        ("Garden Noodle Bowl†", "† broth simmered with beef bones"),
        ("Garden Noodle Bowl²", "² noodles tossed in chicken fat"),
        ("Garden Noodle Bowl (‡)", "(‡) finished with a knob of ghee"),
        ("Garden Noodle Bowl**", "**glazed with honey"),
    ] {
        let record = vegan_place()
            .labelled_dish(dish, "rice noodles, bok choy, sesame", &["vegan"], FRESH)
            .menu(note, &[], FRESH);
        assert!(not_fit_for_a_vegan(&record), "{note:?} was not applied");
        let dish_item = item_starting(&record, "Garden Noodle Bowl");
        assert!(dish_item.has(Signal::LabelConflict), "{note:?}");
        // The excerpt quotes the dish, then the footnote read with it.
        let excerpt = dish_item.excerpt.as_deref().unwrap_or("");
        assert!(excerpt.ends_with(note), "{excerpt:?}");
        assert_eq!(
            dish_item.paraphrase_method,
            Some(ParaphraseMethod::Automatic)
        );
        // The footnote is not a dish.
        assert_eq!(evaluation(&record).menu.items, 4);
    }
}

#[test]
fn a_footnote_on_the_about_page_applies_too() {
    let record = vegan_place()
        .labelled_dish(
            "Garden Noodle Bowl*",
            "rice noodles, bok choy",
            &["vegan"],
            FRESH,
        )
        .declaration("* our noodles are made with duck egg", FRESH);
    assert!(not_fit_for_a_vegan(&record));
    assert!(item_starting(&record, "Garden Noodle Bowl").has(Signal::LabelConflict));
}

#[test]
fn footnotes_that_name_no_animal_product_or_only_meat_dishes_keep_the_fit() {
    for (dish, note) in [
        (
            "Garden Noodle Bowl*",
            "*ask your server about today's hot sauce",
        ),
        (
            "Garden Noodle Bowl*",
            "*noodles made in house from rice flour and water",
        ),
        ("Garden Noodle Bowl*", "*can be made gluten-free on request"),
        // The mark on a meat dish only: the lard is that dish's.
        (
            "Garden Noodle Bowl",
            "*our carnitas are slow cooked in lard",
        ),
    ] {
        let record = vegan_place()
            .labelled_dish(dish, "rice noodles, bok choy, sesame", &["vegan"], FRESH)
            .dish("Carnitas Plate*", "pork shoulder, rice, beans", FRESH)
            .menu(note, &[], FRESH);
        assert_eq!(
            decision_for(&record, Diet::StrictVegan),
            Decision::Fit,
            "{dish:?} with {note:?}"
        );
    }
}

#[test]
fn a_footnote_no_dish_carries_is_a_statement_about_the_menu() {
    let record = with_vegan_main("rice noodles, bok choy, sesame").menu(
        "† every curry gets a spoon of shrimp paste",
        &[],
        FRESH,
    );
    assert!(not_fit_for_a_vegan(&record));
    let statement = item_starting(&record, "† every curry");
    assert!(!statement.cautions.is_empty());
    // Boilerplate naming only classes of food stays harmless.
    let control = with_vegan_main("rice noodles, bok choy, sesame").menu(
        "*Eating raw or undercooked meat, fish, shellfish or eggs may raise your risk of illness.",
        &[],
        FRESH,
    );
    assert_eq!(decision_for(&control, Diet::StrictVegan), Decision::Fit);
}

#[test]
fn allergen_codes_apply_what_the_legend_says_they_mean() {
    for (dish, legend) in [
        (
            "Garden Noodle Bowl [SE][Y]",
            "Key: Y = yolk | SE = sesame | GF = gluten free",
        ),
        ("Garden Noodle Bowl (M)", "(M) milk  (SE) sesame  (N) nuts"),
        (
            "Garden Noodle Bowl (1, 4)",
            "Allergeni: 1 glutine · 3 uova · 4 pesce · 7 latte",
        ),
        (
            "Garden Noodle Bowl A, B",
            "Allergene: A Gluten, B Krebstiere, F Soja",
        ),
    ] {
        let record = vegan_place()
            .labelled_dish(dish, "rice noodles, bok choy, sesame", &["vegan"], FRESH)
            .declaration(legend, FRESH);
        assert!(not_fit_for_a_vegan(&record), "{dish:?} with {legend:?}");
        assert!(item_starting(&record, "Garden Noodle Bowl").has(Signal::LabelConflict));
    }
}

#[test]
fn a_legend_the_menu_uses_only_for_plants_or_meat_dishes_keeps_the_fit() {
    // Codes carried only for plants, a code naming an animal product
    // carried by a meat dish only, and codes no dish carries.
    let record = vegan_place()
        .labelled_dish(
            "Garden Noodle Bowl (SE)(N)",
            "rice noodles, bok choy",
            &["vegan"],
            FRESH,
        )
        .dish("Crispy Pork Bao (F)", "pork belly, hoisin", FRESH)
        .declaration("(F) fish  (M) milk  (SE) sesame  (N) nuts", FRESH);
    assert_eq!(decision_for(&record, Diet::StrictVegan), Decision::Fit);
    // The same legend printed as a menu line of its own.
    let line = vegan_place()
        .labelled_dish(
            "Garden Noodle Bowl (SE)",
            "rice noodles, bok choy",
            &["vegan"],
            FRESH,
        )
        .menu("(F) fish  (M) milk  (SE) sesame", &[], FRESH);
    assert_eq!(decision_for(&line, Diet::StrictVegan), Decision::Fit);
    assert_eq!(evaluation(&line).menu.items, 4, "a legend line is no dish");
}

#[test]
fn a_legend_code_on_a_vegetarian_dish_can_name_fish() {
    let record = vegetarian_place()
        .labelled_dish(
            "Caesar Salad (A,D)",
            "romaine, croutons, parmesan",
            &["vegetarian"],
            FRESH,
        )
        .declaration("Allergene: A Gluten, C Eier, D Fisch, G Milch", FRESH);
    assert_ne!(decision_for(&record, Diet::Vegetarian), Decision::Fit);
    let control = vegetarian_place()
        .labelled_dish(
            "Caesar Salad (A,C,G)",
            "romaine, croutons, parmesan",
            &["vegetarian"],
            FRESH,
        )
        .declaration("Allergene: A Gluten, C Eier, D Fisch, G Milch", FRESH);
    assert_eq!(decision_for(&control, Diet::Vegetarian), Decision::Fit);
}

#[test]
fn a_sentence_to_the_diner_scraped_as_a_menu_line_is_a_statement() {
    for line in [
        "Heads up! We brush every naan with butter unless you ask for it plain",
        "Ask for our noodle bowls spicy! (we top them with dried shrimp unless told otherwise)",
        "All bowls come with a soft-boiled egg - just let us know if you'd rather skip it",
    ] {
        let record = with_vegan_main("rice noodles, bok choy, sesame").menu(line, &[], FRESH);
        assert!(not_fit_for_a_vegan(&record), "{line:?}");
        assert_eq!(
            evaluation(&record).menu.items,
            4,
            "{line:?} counted as a dish"
        );
    }
    let control = with_vegan_main("rice noodles, bok choy, sesame").menu(
        "Please tell us about any allergies. We're happy to adjust most dishes!",
        &[],
        FRESH,
    );
    assert_eq!(decision_for(&control, Diet::StrictVegan), Decision::Fit);
}

#[test]
fn a_long_dish_keeps_room_in_its_excerpt_for_its_footnote() {
    let long = "rice noodles, bok choy, sesame, ".repeat(20);
    let note = "† broth simmered with beef bones";
    let record = vegan_place()
        .labelled_dish("Garden Noodle Bowl†", &long, &["vegan"], FRESH)
        .menu(note, &[], FRESH);
    let excerpt = item_starting(&record, "Garden Noodle Bowl")
        .excerpt
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(excerpt.ends_with(note), "{excerpt:?}");
    assert!(excerpt.contains('\u{2026}'), "the dish's own words are cut");
    assert!(excerpt.chars().count() <= dietfit_contract::MAX_EXCERPT_CHARS);
}
