//! Red-team properties (issue 16): generated strong-fit strict-vegan
//! restaurants, then one sentence more.
//!
//! (a) A sentence, from the restaurant or from a diner, that ties an animal
//!     ingredient to the dishes the fit rests on: the answer is never `fit`.
//! (b) A diner's sentence about another dish the menu lists ("my partner
//!     loved the steak" where the menu prints "Ribeye Steak"): still `fit`.
//! (c) A diner's praise of another dish the menu lists, then a sentence
//!     pointing back to it from the dishes the fit rests on ("The steak was
//!     great. Its fat goes into the vegan dishes."): never `fit`.
//! (d) The same praise, then an honest sentence about those dishes that
//!     points nothing back ("The vegan dishes are great too."): still `fit`.
//!
//! The sentences are composed from parts written in the wording of real
//! about pages and reviews, not from the engine's lexicon, so that many
//! phrasings meet many ingredients and many ways of naming the dishes.

use dietfit_contract::{Decision, Diet, IngestRecord, UserProfile};
use dietfit_scoring::{FitDecision, decide, evaluate};
use proptest::prelude::*;
use serde_json::{Value, json};
use time::Duration;

use crate::support::{NOW, rfc3339};

// Vegan mains are named style + protein + form, as menus print them. No part
// looks like an animal product, so the base is a plain strong fit.
const STYLES: &[&str] = &[
    "Smoky",
    "Thai Green",
    "Korean BBQ",
    "Spicy",
    "Coconut",
    "Chipotle",
    "Lemongrass",
    "Harissa",
    "Sesame",
    "Miso",
    "Jerk",
    "Szechuan",
];
const PROTEINS: &[&str] = &[
    "Tofu",
    "Tempeh",
    "Seitan",
    "Chickpea",
    "Lentil",
    "Jackfruit",
    "Mushroom",
    "Black Bean",
    "Cauliflower",
    "Sweet Potato",
];
/// (as printed, as a diner or a cook calls it, plural)
const FORMS: &[(&str, &str, bool)] = &[
    ("Curry", "curry", false),
    ("Bowl", "bowl", false),
    ("Burger", "burger", false),
    ("Tacos", "tacos", true),
    ("Stir-Fry", "stir-fry", false),
    ("Stew", "stew", false),
    ("Wrap", "wrap", false),
    ("Ramen", "ramen", false),
    ("Burrito", "burrito", false),
    ("Noodles", "noodles", true),
    ("Banh Mi", "banh mi", false),
    ("Rice Plate", "rice plate", false),
];
const GOOD_REVIEWS: &[&str] = &[
    "Best vegan food in town, huge portions and friendly staff.",
    "Came with my vegan sister, we both loved everything we ordered.",
    "Great plant-based options and the server knew every ingredient.",
    "Tasty vegan mains, quick service, fair prices. Will be back!",
];
/// Neutral first-party lines a declaration starts from.
const DECLARATIONS: &[&str] = &[
    "We cook everything from scratch, every day.",
    "Family-run since 2009.",
    "Lunch specials Monday to Friday, 11 to 3.",
    "Our produce comes from farms within 50 miles.",
];
/// Dishes with meat or fish a mixed menu prints, and how a diner names them.
const OTHER_DISHES: &[(&str, &str)] = &[
    ("Ribeye Steak", "steak"),
    ("Fish & Chips", "fish and chips"),
    ("Chicken Parmesan", "chicken parm"),
    ("Pork Belly Bao", "pork belly bao"),
    ("Lamb Kofta Plate", "lamb kofta"),
    ("Buffalo Wings", "wings"),
    ("Bacon Cheeseburger", "bacon cheeseburger"),
    ("Grilled Salmon", "salmon"),
    ("Shrimp Scampi", "shrimp scampi"),
    ("Carne Asada Plate", "carne asada"),
    ("Chicken Tikka Masala", "chicken tikka"),
    ("Pulled Pork Sandwich", "pulled pork"),
];

// (a) The restaurant's own voice: `{r}` is the dishes, `{i}` the ingredient;
// `{be}`, `{has}`, `{contain}`, `{use}` and `{it}` agree with `{r}`.
const DECLARATION_FRAMES: &[&str] = &[
    "We finish {r} with a little {i}.",
    "Please note: we use {i} in {r}.",
    "For extra depth, our chef adds {i} to {r}.",
    "Every batch of {r} gets a spoonful of {i}.",
    "Just so you know, {i} goes into {r}.",
    "We season {r} with {i}, it's the house secret.",
    "Heads up: {r} can't be made without {i}.",
    "FYI {r} {be} prepared with {i}.",
    "Allergen note: {r} {contain} {i}.",
    "{i} is used in {r}.",
    "Note: {r} {be} brushed with {i} before serving.",
    "Yes, {r} {has} {i} in {it} - that's how we've always made {it}.",
    "The sauce for {r} starts with {i}.",
    // Shared equipment first, then what is done to the dish itself.
    "{r} {be} cooked in the same pan as our other dishes and topped with {i}.",
    "{r} {be} made in the same kitchen, then finished with {i}.",
    "{r} {be} prepared on the same grill and brushed with {i}.",
    // On request only: the dish comes with it unless the diner asks.
    "{r} can be ordered without {i} on request.",
    "Ask your server for {r} without the {i}.",
];
// (a) A diner's voice.
const REVIEW_FRAMES: &[&str] = &[
    "Heads up: there's {i} in {r}.",
    "Loved the food but they put {i} in {r} - I asked.",
    "Turns out {r} had {i} in {it}, the server confirmed.",
    "heads-up, found out they make {r} with {i} 😕",
    "Asked the cook and {r} {has} {i} in {it}, so not actually vegan.",
    "PSA for vegans: {i} in {r}!!",
    "Sadly {r} came with {i} on top.",
    "The manager told us {r} {be} cooked with {i}. Disappointed.",
    "Was excited until I learned {r} {use} {i}.",
    "Beware, {r} - made with {i}, per our waiter.",
    "Love this place but {r} {be} made with {i}, FYI 🙁",
    "my server admitted {r} {has} {i}",
    "They told me after I'd eaten that {r} {be} cooked in {i}. Ugh.",
    "Not vegan!! {r} {has} {i}",
    // A tip to have it left off: the dish comes with it unless you ask.
    "Ask them to skip the {i} on {r}!",
    "Tell them no {i} on {r}, otherwise it comes with it.",
    "pro tip: order {r} without the {i}",
    "Remember to ask for {r} with no {i}.",
    "{r} {be} cooked on the same flat top and then topped with {i} smh",
];
const INGREDIENTS: &[&str] = &[
    "fish sauce",
    "chicken stock",
    "beef tallow",
    "lard",
    "ghee",
    "butter",
    "honey",
    "anchovy paste",
    "egg wash",
    "shrimp paste",
    "bone broth",
    "parmesan",
    "bonito flakes",
    "oyster sauce",
    "gelatin",
    "whey",
    "bacon fat",
    "duck fat",
    "heavy cream",
    "egg yolk",
    "chicken bouillon",
    "beef broth",
    "pork fat",
    "dried shrimp",
    "cheddar",
];
/// Ways to name all the dishes the fit rests on at once (words, plural).
const GROUP_REFERENCES: &[(&str, bool)] = &[
    ("the vegan dishes", true),
    ("all of the vegan mains", true),
    ("everything marked vegan", false),
    ("the vegan options", true),
    ("the 'vegan' menu items", true),
    ("all our plant-based dishes", true),
    ("the whole vegan menu", false),
];

// (b) Another diner's dish; `{d}` is how the diner names it.
const OTHER_DISH_FRAMES: &[&str] = &[
    "My partner loved the {d}.",
    "my husband got the {d} and said it was the best he's had",
    "The {d} was a hit with my dad.",
    "Our meat-eating friends raved about the {d}.",
    "The {d} at the next table looked amazing.",
    "My brother's {d} was a bit overcooked but he finished it anyway.",
    "Kids devoured the {d}, I stuck to the vegan side of the menu.",
    "We got the {d} for my father-in-law and he was happy.",
];

// (c) and (d) A diner praising another dish; `{d}` is how the diner names it.
const PRAISE_FRAMES: &[&str] = &[
    "The {d} was great.",
    "Loved the {d}.",
    "We shared the {d}, really good.",
    "Honestly the {d} is the best in town!",
    "Came for the {d}.",
];
// (c) Then a sentence pointing back to it from the supporting dishes.
const POINTING_FRAMES: &[&str] = &[
    "It is in {r} too.",
    "They put it in {r} as well.",
    "Its fat goes into {r}.",
    "{r} had some of it on top.",
    "{r} {be} cooked in its juices.",
    "The same broth is the base of {r}.",
    "It also goes on {r}, I asked.",
    "A little of it ends up in {r}.",
    "{r} {be} finished with it.",
    "They stir it into {r} for flavour.",
    "{r} {be} tossed in its drippings.",
    "Same sauce goes over {r}.",
    "That goes into {r} too.",
    "Is it in {r} too?",
    "{r} {has} a spoonful of it as well.",
];
// (d) Or an honest sentence about the supporting dishes that points back
// to nothing.
const HONEST_FRAMES: &[&str] = &[
    "{r} {be} great too.",
    "It was nice to see {r} on the menu.",
    "It was also lovely that they had {r}.",
    "{r} {be} just as good.",
    "Glad to find {r} here, it made the night.",
    "My vegan friend loved {r}.",
    "{r} {be} as good as it gets.",
];

#[derive(Debug, Clone)]
struct Dish {
    style: usize,
    protein: usize,
    form: usize,
}

impl Dish {
    fn name(&self) -> String {
        format!(
            "{} {} {}",
            STYLES[self.style], PROTEINS[self.protein], FORMS[self.form].0
        )
    }
}

/// A strict-vegan strong fit: three fresh vegan-labelled mains, a fresh
/// positive review, a fresh neutral declaration, and a few meat dishes.
#[derive(Debug, Clone)]
struct StrongFit {
    dishes: Vec<Dish>,
    /// Seconds before NOW of the three dishes, the review and the declaration.
    ages: Vec<i64>,
    review: usize,
    declaration: usize,
    others: Vec<usize>,
}

/// Fresh means within 180 days; a day's margin keeps every age well inside.
const MAX_AGE_SECONDS: i64 = 179 * 86_400;

fn strong_fit() -> impl Strategy<Value = StrongFit> {
    (
        prop::sample::subsequence((0..FORMS.len()).collect::<Vec<_>>(), 3),
        prop::collection::vec((0..STYLES.len(), 0..PROTEINS.len()), 3),
        prop::collection::vec(0..MAX_AGE_SECONDS, 5),
        0..GOOD_REVIEWS.len(),
        0..DECLARATIONS.len(),
        prop::sample::subsequence((0..OTHER_DISHES.len()).collect::<Vec<_>>(), 1..3),
    )
        .prop_map(
            |(forms, parts, ages, review, declaration, others)| StrongFit {
                dishes: forms
                    .into_iter()
                    .zip(parts)
                    .map(|(form, (style, protein))| Dish {
                        style,
                        protein,
                        form,
                    })
                    .collect(),
                ages,
                review,
                declaration,
                others,
            },
        )
}

fn date(age_seconds: i64) -> String {
    rfc3339(NOW - Duration::seconds(age_seconds))
}

fn to_json(fit: &StrongFit) -> Value {
    let mut menu: Vec<Value> = fit
        .dishes
        .iter()
        .zip(&fit.ages)
        .map(|(dish, age)| {
            json!({"name": dish.name(), "labels": ["vegan"], "section": "Mains",
                   "observed_at": date(*age), "source": "https://gen.example/menu"})
        })
        .collect();
    menu.extend(fit.others.iter().map(|&i| {
        json!({"name": OTHER_DISHES[i].0, "labels": [], "section": "Mains",
               "observed_at": date(fit.ages[0]), "source": "https://gen.example/menu"})
    }));
    json!({
        "external_id": "redteam-prop:1",
        "name": "Generated Kitchen",
        "menu": menu,
        "reviews": [{"text": GOOD_REVIEWS[fit.review], "rating": 5, "date": date(fit.ages[3]),
                     "source": "https://reviews.example/r"}],
        "declarations": [{"text": DECLARATIONS[fit.declaration], "date": date(fit.ages[4]),
                          "source": "https://gen.example/about"}],
    })
}

fn run(value: &Value) -> FitDecision {
    let record = IngestRecord::parse_line(&value.to_string()).unwrap();
    decide(
        &evaluate(&record, NOW),
        &UserProfile::new(Diet::StrictVegan),
        NOW,
    )
}

/// How a sentence names the dishes the fit rests on.
#[derive(Debug, Clone)]
enum Reference {
    /// One supporting dish: 0 its printed name, 1 lower-cased, 2 "the {form}".
    Dish { index: usize, style: usize },
    /// All of them.
    Group(usize),
}

fn reference() -> impl Strategy<Value = Reference> {
    prop_oneof![
        (0usize..3, 0usize..3).prop_map(|(index, style)| Reference::Dish { index, style }),
        (0..GROUP_REFERENCES.len()).prop_map(Reference::Group),
    ]
}

/// The words naming the dishes, and whether they are plural.
fn name_dishes(fit: &StrongFit, reference: &Reference) -> (String, bool) {
    match *reference {
        Reference::Dish { index, style } => {
            let dish = &fit.dishes[index];
            let plural = FORMS[dish.form].2;
            let name = match style {
                0 => format!("the {}", dish.name()),
                1 => format!("the {}", dish.name().to_lowercase()),
                _ => format!("the {}", FORMS[dish.form].1),
            };
            (name, plural)
        }
        Reference::Group(i) => (GROUP_REFERENCES[i].0.to_owned(), GROUP_REFERENCES[i].1),
    }
}

/// Fills a frame, with verbs agreeing with the dishes, and capitalises the
/// sentence's first letter.
fn fill(frame: &str, (dishes, plural): &(String, bool), ingredient: &str) -> String {
    let pick = |one: &'static str, many: &'static str| if *plural { many } else { one };
    let text = frame
        .replace("{r}", dishes)
        .replace("{i}", ingredient)
        .replace("{be}", pick("is", "are"))
        .replace("{has}", pick("has", "have"))
        .replace("{contain}", pick("contains", "contain"))
        .replace("{use}", pick("uses", "use"))
        .replace("{it}", pick("it", "them"));
    let mut chars = text.chars();
    match chars.next() {
        Some(first) if frame.starts_with('{') => first.to_uppercase().chain(chars).collect(),
        _ => text,
    }
}

/// A case property (a) once found: a sentence naming the dishes by their
/// plural head word ("the noodles" of "Smoky Tofu Noodles") was not tied to
/// them, so the honey or milk it declared was taken for another dish's.
#[test]
fn redteam_a_plural_head_word_ties_the_ingredient_to_its_dish() {
    let plain = |form| Dish {
        style: 0,
        protein: 0,
        form,
    };
    let fit = StrongFit {
        // Smoky Tofu Curry, Smoky Tofu Noodles, Smoky Tofu Banh Mi, and a
        // Pulled Pork Sandwich for someone else.
        dishes: vec![plain(0), plain(9), plain(10)],
        ages: vec![0; 5],
        review: 0,
        declaration: 0,
        others: vec![10],
    };
    assert_eq!(
        run(&to_json(&fit)).match_for_profile.decision,
        Decision::Fit
    );
    for sentence in [
        "Just so you know, honey goes into the Smoky Tofu Noodles.",
        "Milk goes into the noodles.",
        "Honey goes into the Smoky Tofu Noodle.",
        "FYI THE NOODLES ARE MADE WITH BUTTER.",
    ] {
        let mut value = to_json(&fit);
        value["declarations"][0]["text"] = json!(format!("{} {sentence}", DECLARATIONS[0]));
        let outcome = run(&value).match_for_profile;
        assert_ne!(
            outcome.decision,
            Decision::Fit,
            "{outcome:?} after {sentence:?}"
        );
    }
}

proptest! {
    // 256 cases by default; PROPTEST_CASES raises it. Persisting failures
    // would drop an untracked file into the source tree on every run, and
    // the shrunk input is printed anyway: pin a case it finds as a test
    // above.
    #![proptest_config(ProptestConfig {
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Guards the two properties below from passing vacuously: the generated
    /// restaurant, as it stands, is a fit.
    #[test]
    fn redteam_generated_strong_fit_is_a_fit(fit in strong_fit()) {
        let outcome = run(&to_json(&fit)).match_for_profile;
        prop_assert_eq!(outcome.decision, Decision::Fit, "{:?}", outcome);
    }

    /// (a) An animal ingredient tied to the supporting dishes, in the
    /// restaurant's words or a diner's, never leaves a fit.
    #[test]
    fn redteam_animal_ingredient_tied_to_the_dishes_is_never_fit(
        fit in strong_fit(),
        in_declaration in any::<bool>(),
        frame in any::<prop::sample::Index>(),
        ingredient in 0..INGREDIENTS.len(),
        reference in reference(),
    ) {
        let mut value = to_json(&fit);
        let dishes = name_dishes(&fit, &reference);
        let sentence = if in_declaration {
            let frame = DECLARATION_FRAMES[frame.index(DECLARATION_FRAMES.len())];
            let sentence = fill(frame, &dishes, INGREDIENTS[ingredient]);
            // Appended to the restaurant's existing statement, as about pages read.
            let text = format!("{} {}", DECLARATIONS[fit.declaration], sentence);
            value["declarations"][0]["text"] = json!(text);
            sentence
        } else {
            let frame = REVIEW_FRAMES[frame.index(REVIEW_FRAMES.len())];
            let sentence = fill(frame, &dishes, INGREDIENTS[ingredient]);
            value["reviews"].as_array_mut().unwrap().push(json!({
                "text": sentence, "rating": 2, "date": date(fit.ages[3] / 2),
                "source": "https://reviews.example/r2"}));
            sentence
        };
        let outcome = run(&value).match_for_profile;
        prop_assert_ne!(outcome.decision, Decision::Fit, "{:?} after {:?}", outcome, sentence);
    }

    /// (b) A diner praising another dish the menu lists says nothing about
    /// the vegan dishes: still a fit.
    #[test]
    fn redteam_another_diners_dish_keeps_the_fit(
        fit in strong_fit(),
        frame in 0..OTHER_DISH_FRAMES.len(),
        which in any::<prop::sample::Index>(),
    ) {
        let mut value = to_json(&fit);
        let other = fit.others[which.index(fit.others.len())];
        let sentence = OTHER_DISH_FRAMES[frame].replace("{d}", OTHER_DISHES[other].1);
        value["reviews"].as_array_mut().unwrap().push(json!({
            "text": sentence, "rating": 5, "date": date(fit.ages[3] / 2),
            "source": "https://reviews.example/r2"}));
        let outcome = run(&value).match_for_profile;
        prop_assert_eq!(outcome.decision, Decision::Fit, "{:?} after {:?}", outcome, sentence);
    }

    /// (c) A diner praising another dish the menu lists, then pointing back
    /// to it from the supporting dishes ("Its fat goes into the vegan
    /// dishes"), never leaves a fit: the product is carried into them.
    #[test]
    fn redteam_a_product_pointed_back_into_the_dishes_is_never_fit(
        fit in strong_fit(),
        praise in 0..PRAISE_FRAMES.len(),
        frame in 0..POINTING_FRAMES.len(),
        which in any::<prop::sample::Index>(),
        reference in reference(),
    ) {
        let mut value = to_json(&fit);
        let other = fit.others[which.index(fit.others.len())];
        let first = PRAISE_FRAMES[praise].replace("{d}", OTHER_DISHES[other].1);
        let second = fill(POINTING_FRAMES[frame], &name_dishes(&fit, &reference), "");
        let text = format!("{first} {second}");
        value["reviews"].as_array_mut().unwrap().push(json!({
            "text": text, "rating": 5, "date": date(fit.ages[3] / 2),
            "source": "https://reviews.example/r2"}));
        let outcome = run(&value).match_for_profile;
        prop_assert_ne!(outcome.decision, Decision::Fit, "{:?} after {:?}", outcome, text);
    }

    /// (d) The same praise, then an honest sentence about the supporting
    /// dishes with nothing pointing back: still a fit.
    #[test]
    fn redteam_praise_then_an_honest_word_on_the_dishes_keeps_the_fit(
        fit in strong_fit(),
        praise in 0..PRAISE_FRAMES.len(),
        frame in 0..HONEST_FRAMES.len(),
        which in any::<prop::sample::Index>(),
        reference in reference(),
    ) {
        let mut value = to_json(&fit);
        let other = fit.others[which.index(fit.others.len())];
        let first = PRAISE_FRAMES[praise].replace("{d}", OTHER_DISHES[other].1);
        let dishes = name_dishes(&fit, &reference);
        // A diet in quotes doubts it ("the 'vegan' menu items"), whatever
        // else is said: no honest sentence.
        prop_assume!(!dishes.0.contains('\''));
        let second = fill(HONEST_FRAMES[frame], &dishes, "");
        // What the praise must not change is the honest sentence's own
        // answer: where that alone is no fit ("the burger" beside a "Black
        // Bean Burger" is a burger of its own), there is nothing to keep.
        let mut alone = value.clone();
        alone["reviews"].as_array_mut().unwrap().push(json!({
            "text": second, "rating": 5, "date": date(fit.ages[3] / 2),
            "source": "https://reviews.example/r2"}));
        prop_assume!(run(&alone).match_for_profile.decision == Decision::Fit);
        let text = format!("{first} {second}");
        value["reviews"].as_array_mut().unwrap().push(json!({
            "text": text, "rating": 5, "date": date(fit.ages[3] / 2),
            "source": "https://reviews.example/r2"}));
        let outcome = run(&value).match_for_profile;
        prop_assert_eq!(outcome.decision, Decision::Fit, "{:?} after {:?}", outcome, text);
    }
}
