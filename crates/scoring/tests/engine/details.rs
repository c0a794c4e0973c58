//! What a decision in detail adds (dishes, questions, rules as read), and
//! that it never changes the answer.

use dietfit_contract::{Decision, Diet, RuleReading, UserProfile};
use dietfit_scoring::{decide, decide_for_table, decide_in_detail, evaluate, table_decision};

use crate::support::{FRESH, NOW, restaurant};

fn profile(diet: Diet, rules: &[&str]) -> UserProfile {
    UserProfile {
        diet,
        exclude_cross_contamination: false,
        dietary_rules: rules.iter().map(|r| (*r).to_owned()).collect(),
    }
}

fn vegan_place() -> crate::support::Builder {
    restaurant()
        .labelled_dish("Tofu Curry", "tofu, coconut, rice", &["vegan"], FRESH)
        .labelled_dish("Lentil Bowl", "lentils, greens", &["vegan"], FRESH)
        .labelled_dish("Chocolate Cake", "cocoa, oat milk", &["vegan"], FRESH)
        .labelled_dish("Bean Burrito", "beans, rice, salsa", &["vegan"], FRESH)
        .dish("Ribeye Steak", "garlic butter", FRESH)
        .review("Great vegan food, loved the curry.", Some(5.0), FRESH)
}

#[test]
fn a_fit_lists_its_dishes_meals_first_and_asks_nothing() {
    let evaluation = evaluate(&vegan_place().build(), NOW);
    let p = profile(Diet::StrictVegan, &[]);
    let detailed = decide_in_detail(&evaluation, &p, NOW);
    assert_eq!(
        detailed.match_for_profile.decision,
        Decision::Fit,
        "{detailed:?}"
    );
    let names: Vec<&str> = detailed.dishes.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Tofu Curry",
            "Lentil Bowl",
            "Bean Burrito",
            "Chocolate Cake"
        ]
    );
    for dish in &detailed.dishes {
        assert_eq!(dish.why.as_deref(), Some("marked vegan on the menu"));
        assert_eq!(dish.seen_at, Some(NOW - time::Duration::days(FRESH)));
        let id = dish.evidence_id.as_deref().unwrap();
        assert!(
            evaluation
                .evidence
                .iter()
                .any(|e| e.evidence_id.as_str() == id),
            "{id} is an evidence item of the restaurant"
        );
    }
    assert!(detailed.verification_questions.is_empty(), "{detailed:?}");
    // The answer alone is the same answer, without the details.
    let plain = decide(&evaluation, &p, NOW);
    assert_eq!(plain.match_for_profile, detailed.match_for_profile);
    assert_eq!(plain.evidence, detailed.evidence);
    assert!(plain.dishes.is_empty() && plain.verification_questions.is_empty());
}

#[test]
fn what_keeps_a_fit_away_is_asked_as_a_question() {
    // A diner's words tie fish sauce to the curry: a caution.
    let caution = vegan_place().review(
        "Heads up, they put fish sauce in the vegan curry, the server said so.",
        Some(2.0),
        FRESH,
    );
    let evaluation = evaluate(&caution.build(), NOW);
    let detailed = decide_in_detail(&evaluation, &profile(Diet::StrictVegan, &[]), NOW);
    assert_eq!(detailed.match_for_profile.decision, Decision::Unknown);
    assert!(
        detailed.dishes.is_empty(),
        "only a fit lists dishes to order"
    );
    assert!(
        detailed
            .verification_questions
            .iter()
            .any(|q| q.starts_with("Do the dishes I would order contain fish?")),
        "{:?}",
        detailed.verification_questions
    );

    // Shared equipment, for a diner who excludes cross-contamination.
    let shared = vegan_place().declaration("All our fries share a fryer with the chicken.", FRESH);
    let evaluation = evaluate(&shared.build(), NOW);
    let strict = UserProfile {
        exclude_cross_contamination: true,
        ..profile(Diet::StrictVegan, &["no nuts"])
    };
    let detailed = decide_in_detail(&evaluation, &strict, NOW);
    assert_eq!(detailed.match_for_profile.decision, Decision::Unknown);
    let questions = &detailed.verification_questions;
    assert!(
        questions.iter().any(|q| q.contains("separate fryer")),
        "{questions:?}"
    );
    assert!(
        questions.iter().any(|q| q.contains("free of nuts")),
        "{questions:?}"
    );
    let unique: std::collections::BTreeSet<&String> = questions.iter().collect();
    assert_eq!(
        unique.len(),
        questions.len(),
        "each question once: {questions:?}"
    );

    // Nothing to go on: the one question every diner can ask.
    let evaluation = evaluate(&restaurant().dish("Soup", "of the day", FRESH).build(), NOW);
    let detailed = decide_in_detail(&evaluation, &profile(Diet::Vegetarian, &[]), NOW);
    assert_eq!(detailed.match_for_profile.decision, Decision::Unknown);
    assert!(!detailed.verification_questions.is_empty());
}

#[test]
fn each_rule_is_read_back_in_its_order() {
    let evaluation = evaluate(&vegan_place().build(), NOW);
    let rules = [
        "no nuts",
        "no pork",
        "no dairy",
        "I eat eggs and dairy",
        "no onion or garlic",
        "only organic please",
    ];
    let read = |diet| {
        decide_in_detail(&evaluation, &profile(diet, &rules), NOW)
            .rules_understood
            .into_iter()
            .map(|r| (r.rule, r.read_as))
            .collect::<Vec<_>>()
    };
    let vegetarian = read(Diet::Vegetarian);
    let expected = [
        RuleReading::Allergen,
        RuleReading::ImpliedByDiet,
        RuleReading::IngredientExcluded,
        RuleReading::IngredientAllowed,
        RuleReading::IngredientExcluded,
        RuleReading::NotUnderstood,
    ];
    assert_eq!(vegetarian.len(), rules.len());
    for ((rule, reading), (wanted_rule, wanted)) in
        vegetarian.iter().zip(rules.iter().zip(expected))
    {
        assert_eq!(rule, wanted_rule);
        assert_eq!(*reading, wanted, "{rule}");
    }
    // For a strict vegan, "no dairy" restates the diet, and eating dairy
    // contradicts it: still an allowance, said to contradict.
    let vegan = decide_in_detail(&evaluation, &profile(Diet::StrictVegan, &rules), NOW);
    assert_eq!(
        vegan.rules_understood[2].read_as,
        RuleReading::ImpliedByDiet
    );
    assert!(
        vegan.rules_understood[3]
            .explanation
            .contains("contradicts")
    );
}

#[test]
fn a_table_fits_only_if_every_diner_does_and_is_rejected_if_any_is() {
    use Decision::{Fit, NotFit, Unknown};
    for (diners, table) in [
        (vec![Fit, Fit], Fit),
        (vec![Fit], Fit),
        (vec![Fit, Unknown], Unknown),
        (vec![Unknown, Unknown], Unknown),
        (vec![Fit, NotFit], NotFit),
        (vec![NotFit, Unknown, Fit], NotFit),
        (vec![Unknown, NotFit], NotFit),
        (vec![], Unknown),
    ] {
        assert_eq!(table_decision(diners.clone()), table, "{diners:?}");
    }
}

#[test]
fn a_table_offers_the_dishes_every_diner_can_order_however_far_down_a_list() {
    // Twelve fish meals fill the pescatarian's list of ten before the
    // vegan meals that both diners can order.
    let mut place = restaurant();
    for index in 0..12 {
        place = place.dish(
            &format!("Fish Plate {index}"),
            "cod, lemon, potatoes",
            FRESH,
        );
    }
    let place = place
        .labelled_dish("Tofu Curry", "tofu, coconut, rice", &["vegan"], FRESH)
        .labelled_dish("Lentil Bowl", "lentils, greens", &["vegan"], FRESH)
        .labelled_dish("Bean Burrito", "beans, rice, salsa", &["vegan"], FRESH)
        .review("Great vegan food, loved the curry.", Some(5.0), FRESH);
    let evaluation = evaluate(&place.build(), NOW);
    let profiles = [
        profile(Diet::Pescatarian, &[]),
        profile(Diet::StrictVegan, &[]),
    ];
    let table = decide_for_table(&evaluation, &profiles, NOW);
    // Each diner's answer is the one it gets alone.
    for (diner, profile) in table.diners.iter().zip(&profiles) {
        assert_eq!(*diner, decide_in_detail(&evaluation, profile, NOW));
    }
    assert_eq!(table.diners[0].match_for_profile.decision, Decision::Fit);
    assert_eq!(table.diners[1].match_for_profile.decision, Decision::Fit);
    let pescatarian: Vec<&str> = table.diners[0]
        .dishes
        .iter()
        .map(|d| d.name.as_str())
        .collect();
    assert_eq!(pescatarian.len(), 10);
    assert!(!pescatarian.contains(&"Tofu Curry"), "{pescatarian:?}");
    assert_eq!(table.decision, Decision::Fit);
    let shared: Vec<&str> = table.dishes.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(shared, ["Tofu Curry", "Lentil Bowl", "Bean Burrito"]);
    assert_eq!(table.dishes[0], table.diners[1].dishes[0]);

    // A diner who is not a fit leaves nothing to order for the table.
    let with_halal = [profile(Diet::StrictVegan, &[]), profile(Diet::Halal, &[])];
    let table = decide_for_table(&evaluation, &with_halal, NOW);
    assert_eq!(table.decision, Decision::Unknown);
    assert!(table.dishes.is_empty());
    assert!(!table.diners[0].dishes.is_empty());
}
