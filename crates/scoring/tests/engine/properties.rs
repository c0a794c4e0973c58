//! Properties over generated restaurants and profiles.

use dietfit_contract::{
    Confidence, Decision, Diet, IngestRecord, ReasonCode, RiskFlag, UserProfile, WireEnum,
};
use dietfit_scoring::{FitDecision, decide, evaluate};
use proptest::prelude::*;
use serde_json::{Value, json};

use crate::support::{NOW, days_ago};

const MENU: &[(&str, &[&str])] = &[
    ("Tofu stir fry", &["vegan"]),
    ("Lentil soup", &["vegan"]),
    ("Vegan cheese pizza", &["vegan"]),
    ("Paneer tikka", &["vegetarian"]),
    ("Grilled salmon", &[]),
    ("Beef burger with cheddar", &[]),
    ("Pulled pork sandwich", &[]),
    ("Shrimp tacos", &[]),
    ("Burrito, can be made vegan", &[]),
    ("Rice bowl", &["gluten_free"]),
    ("Honey glazed tofu", &["vegan"]),
    ("Almond cake", &["vegetarian", "contains_nuts"]),
    ("Fries", &[]),
];
const REVIEWS: &[&str] = &[
    "Great vegan options and the server knew which dishes were vegan.",
    "The vegan burger was not actually vegan, I found cheese in it.",
    "They have no vegan options.",
    "Lovely patio, slow service.",
    "Fries come from a shared fryer with the chicken.",
    "The waiter didn't know what vegan meant.",
    "Good vegetarian food.",
];
const DECLARATIONS: &[&str] = &[
    "Our kitchen is 100% plant-based.",
    "All fries share a fryer with fish.",
    "We use a dedicated vegan fryer.",
    "We have no vegan options.",
    "All our meat is halal.",
    "We offer gluten-free options.",
];
const TAGS: &[(&str, &str)] = &[
    ("diet:vegan", "only"),
    ("diet:vegan", "yes"),
    ("diet:vegan", "limited"),
    ("diet:vegan", "no"),
    ("diet:vegetarian", "only"),
    ("diet:vegetarian", "no"),
    ("diet:gluten_free", "yes"),
    ("diet:halal", "yes"),
];
const RULES: &[&str] = &[
    "no nuts",
    "no dairy",
    "no pork",
    "no onion or garlic",
    "no shellfish",
    "low sodium",
];

/// One observation: which pool entry, and how many days old.
type Pick = (usize, i64);

fn picks(pool: usize, max: usize) -> impl Strategy<Value = Vec<Pick>> {
    prop::collection::vec((0..pool, 0i64..500), 0..max)
}

#[derive(Debug, Clone)]
struct Generated {
    menu: Vec<Pick>,
    reviews: Vec<Pick>,
    declarations: Vec<Pick>,
    tags: Vec<Pick>,
    reports: Vec<(usize, usize, i64)>,
}

fn generated() -> impl Strategy<Value = Generated> {
    (
        picks(MENU.len(), 10),
        picks(REVIEWS.len(), 6),
        picks(DECLARATIONS.len(), 3),
        picks(TAGS.len(), 3),
        prop::collection::vec((0..Diet::ALL.len(), 0usize..3, 0i64..500), 0..3),
    )
        .prop_map(|(menu, reviews, declarations, tags, reports)| Generated {
            menu,
            reviews,
            declarations,
            tags,
            reports,
        })
}

fn profile() -> impl Strategy<Value = UserProfile> {
    (
        0..Diet::ALL.len(),
        any::<bool>(),
        prop::collection::vec(0..RULES.len(), 0..2),
    )
        .prop_map(|(diet, exclude, rules)| UserProfile {
            diet: Diet::ALL[diet],
            exclude_cross_contamination: exclude,
            dietary_rules: rules.into_iter().map(|r| RULES[r].to_owned()).collect(),
        })
}

fn to_json(g: &Generated) -> Value {
    let outcomes = ["positive", "negative", "neutral"];
    json!({
        "external_id": "prop:1",
        "name": "Generated",
        "menu": g.menu.iter().map(|(i, age)| json!({
            "name": MENU[*i].0, "labels": MENU[*i].1, "observed_at": days_ago(*age),
            "source": "https://gen.example/menu"})).collect::<Vec<_>>(),
        "reviews": g.reviews.iter().map(|(i, age)| json!({
            "text": REVIEWS[*i], "rating": 1 + (*i % 5), "date": days_ago(*age),
            "source": "https://gen.example/review"})).collect::<Vec<_>>(),
        "declarations": g.declarations.iter().map(|(i, age)| json!({
            "text": DECLARATIONS[*i], "date": days_ago(*age),
            "source": "https://gen.example/about"})).collect::<Vec<_>>(),
        "external_tags": g.tags.iter().map(|(i, age)| json!({
            "key": TAGS[*i].0, "value": TAGS[*i].1, "date": days_ago(*age),
            "source": "https://www.openstreetmap.org/node/9"})).collect::<Vec<_>>(),
        "user_reports": g.reports.iter().map(|(diet, outcome, age)| json!({
            "text": "My visit", "diet": Diet::ALL[*diet].as_str(),
            "outcome": outcomes[*outcome], "date": days_ago(*age)})).collect::<Vec<_>>(),
    })
}

fn record(value: &Value) -> IngestRecord {
    IngestRecord::parse_line(&value.to_string()).unwrap()
}

fn run(value: &Value, profile: &UserProfile) -> FitDecision {
    decide(&evaluate(&record(value), NOW), profile, NOW)
}

/// Every dated observation of a record, as (array key, date key, index).
fn observations(value: &Value) -> Vec<(&'static str, &'static str, usize)> {
    let mut out = Vec::new();
    for (key, date) in [
        ("menu", "observed_at"),
        ("reviews", "date"),
        ("declarations", "date"),
        ("external_tags", "date"),
        ("user_reports", "date"),
    ] {
        let len = value[key].as_array().map_or(0, Vec::len);
        out.extend((0..len).map(|i| (key, date, i)));
    }
    out
}

proptest! {
    // 256 cases by default; PROPTEST_CASES raises it.
    #![proptest_config(ProptestConfig::default())]

    #[test]
    fn same_input_same_bytes(g in generated(), profile in profile()) {
        let value = to_json(&g);
        let first = evaluate(&record(&value), NOW);
        let second = evaluate(&record(&value), NOW);
        prop_assert_eq!(
            serde_json::to_string(&first).unwrap(),
            serde_json::to_string(&second).unwrap()
        );
        let a = decide(&first, &profile, NOW);
        let b = decide(&second, &profile, NOW);
        prop_assert_eq!(
            serde_json::to_string(&a.match_for_profile).unwrap(),
            serde_json::to_string(&b.match_for_profile).unwrap()
        );
        prop_assert_eq!(&a.evidence, &b.evidence);
        // A stored evaluation decides exactly like a fresh one.
        let stored: dietfit_scoring::Evaluation =
            serde_json::from_str(&serde_json::to_string(&first).unwrap()).unwrap();
        prop_assert_eq!(&stored, &first);
        prop_assert_eq!(decide(&stored, &profile, NOW), a);
    }

    #[test]
    fn only_taxonomy_values_sorted_and_unknown_means_verify(g in generated(), profile in profile()) {
        let outcome = run(&to_json(&g), &profile);
        let m = &outcome.match_for_profile;
        let json = serde_json::to_value(m).unwrap();
        let codes = ReasonCode::wire_values();
        for code in json["reason_codes"].as_array().unwrap() {
            prop_assert!(codes.contains(&code.as_str().unwrap()));
        }
        let flags = RiskFlag::wire_values();
        for flag in json["risk_flags"].as_array().unwrap() {
            prop_assert!(flags.contains(&flag.as_str().unwrap()));
        }
        let position = |c: &ReasonCode| ReasonCode::ALL.iter().position(|x| x == c);
        prop_assert!(m.reason_codes.windows(2).all(|w| position(&w[0]) < position(&w[1])));
        let flag_position = |f: &RiskFlag| RiskFlag::ALL.iter().position(|x| x == f);
        prop_assert!(m.risk_flags.windows(2).all(|w| flag_position(&w[0]) < flag_position(&w[1])));
        if m.decision == Decision::Unknown {
            prop_assert!(m.verification_required);
        }
        if profile.diet.is_safety_sensitive() {
            prop_assert_ne!(m.decision, Decision::Fit);
        }
        if profile.dietary_rules.iter().any(|r| r == "no nuts" || r == "low sodium") {
            prop_assert_ne!(m.decision, Decision::Fit);
        }
        prop_assert!(!m.recommended_user_text.is_empty());
        for evidence in &outcome.evidence {
            prop_assert!(evidence.excerpt.as_ref().is_none_or(|e| e.chars().count() <= 500));
        }
    }

    #[test]
    fn older_observations_never_make_a_fit_or_more_confidence(
        g in generated(),
        profile in profile(),
        which in any::<prop::sample::Index>(),
        extra_days in 1i64..400,
    ) {
        let value = to_json(&g);
        let targets = observations(&value);
        prop_assume!(!targets.is_empty());
        let (key, date_key, index) = targets[which.index(targets.len())];
        let before = run(&value, &profile).match_for_profile;

        let mut aged = value.clone();
        let date = time::OffsetDateTime::parse(
            aged[key][index][date_key].as_str().unwrap(),
            &time::format_description::well_known::Rfc3339,
        )
        .unwrap();
        aged[key][index][date_key] =
            json!(crate::support::rfc3339(date - time::Duration::days(extra_days)));
        let after = run(&aged, &profile).match_for_profile;

        if before.decision != Decision::Fit {
            prop_assert_ne!(after.decision, Decision::Fit, "{:?} -> {:?}", before, after);
        }
        prop_assert!(after.confidence <= before.confidence, "{:?} -> {:?}", before, after);
    }

    #[test]
    fn a_conflicting_negative_never_makes_a_fit_or_more_confidence(
        g in generated(),
        profile in profile(),
        age in 0i64..400,
    ) {
        let value = to_json(&g);
        let before = run(&value, &profile).match_for_profile;
        let mut worse = value.clone();
        worse["user_reports"].as_array_mut().unwrap().push(json!({
            "text": "It did not go well: I found chicken in my vegetarian dish.",
            "diet": profile.diet.as_str(),
            "outcome": "negative",
            "date": days_ago(age),
        }));
        let after = run(&worse, &profile).match_for_profile;
        prop_assert_ne!(after.decision, Decision::Fit, "{:?} -> {:?}", before, after);
        prop_assert!(after.confidence <= before.confidence, "{:?} -> {:?}", before, after);
    }
}

#[test]
fn confidence_orders_weakest_first() {
    // The properties above compare confidences with `<=`.
    assert!(Confidence::Low < Confidence::Medium && Confidence::Medium < Confidence::High);
}
