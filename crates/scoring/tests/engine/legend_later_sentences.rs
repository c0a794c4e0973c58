//! A code's key line that goes on past the code's definition: the later
//! sentence is the restaurant speaking of its food, however the line parts
//! its sentences (a full stop, a line break, a full stop after a short
//! word, a middle dot or bullet, a bar, a spaced hyphen or dash, an
//! ideographic full stop or semicolon). An animal product or a shared
//! fryer it names is never `fit`; a later sentence that names neither
//! keeps the fit.

use dietfit_contract::{Decision, Diet, UserProfile};

use crate::support::{FRESH, NOW, restaurant};

/// The decision for `diet` (cross-contact excluded when `strict_kitchen`)
/// at a diner with a pork chop, a fried chicken plate, a trout and three
/// dishes marked with `code` and labelled `label`, whose key line is
/// `key`, printed under the dishes' heading or under none.
fn diner_with_key(
    key: &str,
    heading: Option<&str>,
    (code, label): (&str, &str),
    diet: Diet,
    strict_kitchen: bool,
) -> Decision {
    let mut record = restaurant()
        .sectioned_dish(
            "Plates",
            "Pork Chop",
            "bone-in chop, apple butter",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Plates",
            "Fried Chicken",
            "buttermilk thighs, slaw",
            &[],
            FRESH,
        )
        .sectioned_dish("Plates", "Pan Trout", "trout, brown butter", &[], FRESH)
        .sectioned_dish(
            "Garden",
            &format!("Black Bean Chili {code}"),
            "black beans, peppers, cumin",
            &[label],
            FRESH,
        )
        .sectioned_dish(
            "Garden",
            &format!("Farro Salad {code}"),
            "farro, cucumber, herbs",
            &[label],
            FRESH,
        )
        .sectioned_dish(
            "Garden",
            &format!("Grilled Cauliflower {code}"),
            "cauliflower, romesco",
            &[label],
            FRESH,
        );
    record = match heading {
        Some(heading) => record.sectioned_line(heading, key, FRESH),
        None => record.menu(key, &[], FRESH),
    };
    let evaluation = dietfit_scoring::evaluate(&record.build(), NOW);
    let profile = UserProfile {
        diet,
        exclude_cross_contamination: strict_kitchen,
        dietary_rules: Vec::new(),
    };
    dietfit_scoring::decide(&evaluation, &profile, NOW)
        .match_for_profile
        .decision
}

const VEGAN: (&str, &str) = ("(VG)", "vegan");
const VEGETARIAN: (&str, &str) = ("(V)", "vegetarian");

/// Ways a menu parts the sentences of one line.
const PARTINGS: [&str; 12] = [
    ". ", ".\n", ". \n", "\n", " · ", " • ", " | ", " - ", " – ", " — ", "。", "；",
];

/// The partings the text reader also takes for a sentence's end.
const FULL_STOPS: [&str; 4] = [". ", ".\n", ". \n", "\n"];

/// `first` and `later` joined by each parting, under the heading and
/// under none.
fn lines(first: &str, later: &str) -> Vec<(String, Option<&'static str>)> {
    lines_parted(first, later, &PARTINGS)
}

fn lines_parted(
    first: &str,
    later: &str,
    partings: &[&'static str],
) -> Vec<(String, Option<&'static str>)> {
    partings
        .iter()
        .flat_map(|parting| {
            [Some("Garden"), None]
                .into_iter()
                .map(move |heading| (format!("{first}{parting}{later}"), heading))
        })
        .collect()
}

fn never_fit(first: &str, later: &str, marks: (&str, &str), diet: Diet, strict_kitchen: bool) {
    for (key, heading) in lines(first, later) {
        assert_ne!(
            diner_with_key(&key, heading, marks, diet, strict_kitchen),
            Decision::Fit,
            "{key:?} (heading {heading:?})"
        );
    }
}

fn stays_fit(first: &str, later: &str, marks: (&str, &str), diet: Diet) {
    stays_fit_parted(first, later, marks, diet, &PARTINGS);
}

fn stays_fit_parted(
    first: &str,
    later: &str,
    marks: (&str, &str),
    diet: Diet,
    partings: &[&'static str],
) {
    for (key, heading) in lines_parted(first, later, partings) {
        assert_eq!(
            diner_with_key(&key, heading, marks, diet, false),
            Decision::Fit,
            "{key:?} (heading {heading:?})"
        );
    }
}

#[test]
fn an_animal_product_in_a_later_sentence_is_never_fit() {
    for (first, later) in [
        ("(VG) Plant-based", "The gravy is made with turkey stock."),
        (
            "(VG) = plant-based plates",
            "Every sauce gets a knob of butter.",
        ),
        ("(VG) Vegano", "Los frijoles llevan caldo de res."),
        (
            "(VG) Vegan: no meat, no cheese, no egg",
            "Beans are simmered with a ham bone.",
        ),
    ] {
        never_fit(first, later, VEGAN, Diet::StrictVegan, false);
    }
    never_fit(
        "(V) Meat-free",
        "Our greens are cooked with bacon.",
        VEGETARIAN,
        Diet::Vegetarian,
        false,
    );
}

#[test]
fn a_shared_fryer_in_a_later_sentence_is_never_fit_for_a_strict_kitchen() {
    for first in ["V - vegetarian", "(V) vegetarian"] {
        never_fit(
            first,
            "Heads up: the fries share a fryer with the fried chicken.",
            VEGETARIAN,
            Diet::Vegetarian,
            true,
        );
    }
}

#[test]
fn a_later_sentence_naming_no_product_keeps_the_fit() {
    for (first, later) in [
        (
            "(VG) Plant-based",
            "Ask your server about nut-free options.",
        ),
        (
            "(VG) Vegan: no meat, no cheese",
            "Cooked in a pan of its own.",
        ),
        ("(VG) Vegano", "Se prepara en ollas aparte."),
    ] {
        stays_fit(first, later, VEGAN, Diet::StrictVegan);
    }
}

#[test]
fn a_later_sentence_about_other_dishes_keeps_the_fit() {
    // The bacon fat is placed on the dishes the sentence names, not on the
    // meat-free plates the code marks. Only where the reader also ends a
    // sentence: after a dot or a bar it reads the code's "vegetarian" in
    // the same sentence, and the bacon fat stays a caution (not `fit`).
    stays_fit_parted(
        "(V) vegetarian",
        "Heads up: our pork chop and fried chicken are brined with bacon fat and are not vegetarian.",
        VEGETARIAN,
        Diet::Vegetarian,
        &FULL_STOPS,
    );
}

#[test]
fn a_product_after_a_dot_a_bar_or_a_dash_is_never_fit() {
    for (first, later) in [
        (
            "(VG) 100% plant",
            "We mount all our pan sauces with chicken jus.",
        ),
        (
            "(VG) Vegan: no meat, no dairy",
            "Rice is cooked in beef broth",
        ),
        ("(VG) Vegano", "El arroz se cocina con caldo de pollo."),
        ("(VG) Végétalien", "Les sauces sont montées au beurre."),
        ("(VG) ヴィーガン", "ご飯はかつおだしで炊いています。"),
        ("(VG) 纯素", "所有汤底都用猪骨熬制。"),
        // A legend of bare codes that goes on with a sentence.
        (
            "V vegetarian · VG vegan · GF gluten free",
            "all soups start from a ham hock stock",
        ),
    ] {
        never_fit(first, later, VEGAN, Diet::StrictVegan, false);
    }
    never_fit(
        "(V) Vegetariano",
        "Los frijoles se guisan con manteca de cerdo.",
        VEGETARIAN,
        Diet::Vegetarian,
        false,
    );
}

#[test]
fn a_harmless_sentence_after_a_dot_a_bar_or_a_dash_keeps_the_fit() {
    for (first, later) in [
        (
            "(VG) Plant-based",
            "Corn tortillas can be swapped in on request",
        ),
        ("(VG) Vegan", "Open Tuesday to Sunday, 11am to 9pm"),
        ("(VG) Vegan", "prices include sales tax"),
        ("(VG) Vegano", "Pregunte por opciones sin gluten"),
    ] {
        stays_fit(first, later, VEGAN, Diet::StrictVegan);
    }
    stays_fit(
        "(V) Meat-free",
        "Tell us about any allergy when you order",
        VEGETARIAN,
        Diet::Vegetarian,
    );
}
