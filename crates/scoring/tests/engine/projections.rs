//! Evidence, scores and the contract records built from an evaluation.

use dietfit_contract::{
    Confidence, EvidenceTier, EvidenceType, EvidenceWeight, FreshnessLabel, MAX_EXCERPT_CHARS,
    service_id_for, service_place_id_for,
};
use dietfit_scoring::{
    COMPACT_EVIDENCE_MAX, COMPACT_EXCERPT_CHARS, Evaluation, EvidenceDetail, SCORING_VERSION,
    USER_REPORT_URN_PREFIX, evaluate,
};
use serde_json::json;
use time::Duration;

use crate::support::{Builder, FRESH, NOW, STALE, restaurant};

fn typical() -> Builder {
    restaurant()
        .declaration("Our kitchen is 100% plant-based.", FRESH)
        .declaration("We use a dedicated vegan fryer.", FRESH)
        .tag("diet:vegan", "only", FRESH)
        .menu("Tofu scramble", &["vegan"], FRESH)
        .dish("Seitan gyro", "Seitan, cashew cream, pita", FRESH)
        .dish("Tempeh bowl", "Brown rice, tempeh, greens", FRESH)
        .review(
            "Great vegan options and the server knew which dishes were vegan.",
            Some(5.0),
            FRESH,
        )
        .review("Lovely patio.", Some(4.0), FRESH)
}

#[test]
fn evidence_has_stable_ids_tiers_and_weights() {
    let evaluation = evaluate(&typical().build(), NOW);
    assert!(!evaluation.evidence.is_empty());
    let again = evaluate(&typical().build(), NOW + Duration::days(3));
    let ids: Vec<&str> = evaluation
        .evidence
        .iter()
        .map(|e| e.evidence_id.as_str())
        .collect();
    let ids_again: Vec<&str> = again
        .evidence
        .iter()
        .map(|e| e.evidence_id.as_str())
        .collect();
    assert_eq!(ids, ids_again, "ids do not depend on the evaluation time");
    let mut unique = ids.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), ids.len(), "ids are unique");
    for item in &evaluation.evidence {
        assert!(item.evidence_id.starts_with("ev_") && item.evidence_id.len() == 19);
        let (tier, weight) = match item.evidence_type {
            EvidenceType::MenuItem
            | EvidenceType::RestaurantDeclared
            | EvidenceType::ExternalSource => (EvidenceTier::A, EvidenceWeight::Primary),
            EvidenceType::ReviewSignal | EvidenceType::UserReport => {
                (EvidenceTier::B, EvidenceWeight::Supporting)
            }
        };
        assert_eq!((item.tier, item.weight), (tier, weight), "{item:?}");
        assert!(
            item.source.contains(':'),
            "source is a URI: {}",
            item.source
        );
    }
    // The review with no dietary signal is not evidence.
    assert!(
        !evaluation
            .evidence
            .iter()
            .any(|e| e.excerpt.as_deref() == Some("Lovely patio."))
    );
}

#[test]
fn ids_do_not_depend_on_position() {
    let a = restaurant()
        .menu("Tofu scramble", &["vegan"], FRESH)
        .menu("Beef stew", &[], FRESH)
        .build();
    let b = restaurant()
        .menu("Beef stew", &[], FRESH)
        .menu("Tofu scramble", &["vegan"], FRESH)
        .build();
    let mut ids_a: Vec<String> = evaluate(&a, NOW)
        .evidence
        .into_iter()
        .map(|e| e.evidence_id.to_string())
        .collect();
    let mut ids_b: Vec<String> = evaluate(&b, NOW)
        .evidence
        .into_iter()
        .map(|e| e.evidence_id.to_string())
        .collect();
    ids_a.sort();
    ids_b.sort();
    assert_eq!(ids_a, ids_b);
}

#[test]
fn duplicate_observations_count_once() {
    let record = restaurant()
        .menu("Tofu scramble", &["vegan"], FRESH)
        .menu("Tofu scramble", &["vegan"], FRESH)
        .build();
    let evaluation = evaluate(&record, NOW);
    assert_eq!(evaluation.evidence.len(), 1);
    assert_eq!(evaluation.menu.items, 1);
}

#[test]
fn user_reports_without_source_get_a_stable_urn() {
    let record = restaurant()
        .report("Plenty of vegan food", "strict_vegan", "positive", FRESH)
        .build();
    let evaluation = evaluate(&record, NOW);
    let report = &evaluation.evidence[0];
    assert_eq!(report.evidence_type, EvidenceType::UserReport);
    assert_eq!(
        &*report.source,
        format!("{USER_REPORT_URN_PREFIX}{}", report.evidence_id)
    );
}

#[test]
fn long_reviews_give_short_verbatim_excerpts() {
    let sentence = "The vegan ramen was great. ";
    let long_sentence = format!("Vegan {}", "é".repeat(900));
    let text = format!("{}{}", "Nice place. ".repeat(200), sentence);
    let record = restaurant()
        .review(&text, Some(5.0), FRESH)
        .review(&long_sentence, None, FRESH)
        .build();
    let evaluation = evaluate(&record, NOW);
    assert_eq!(
        evaluation.evidence[0].excerpt.as_deref(),
        Some("The vegan ramen was great.")
    );
    let cut = evaluation.evidence[1].excerpt.as_deref().unwrap();
    assert_eq!(cut.chars().count(), MAX_EXCERPT_CHARS);
    assert!(cut.starts_with("Vegan é"));
}

#[test]
fn score_has_six_dimensions_whose_weights_sum_to_one() {
    let evaluation = evaluate(&typical().build(), NOW);
    let score = &evaluation.vegan_score;
    assert_eq!(score.scoring_version.as_deref(), Some(SCORING_VERSION));
    let dimensions = score.dimensions.as_ref().unwrap();
    let weight: f64 = dimensions.all().iter().map(|d| d.weight).sum();
    assert!((weight - 1.0).abs() < 1e-9);
    let overall = score.overall.unwrap();
    assert!((0.0..=100.0).contains(&overall));
    assert!(
        overall > 70.0,
        "a fully vegan, dedicated, well-reviewed place scores high: {overall}"
    );
    assert_eq!(dimensions.d1_vegan_coverage.score, Some(100.0));
    assert_eq!(dimensions.d4_cross_contamination.score, Some(100.0));
    assert!(dimensions.d5_staff_knowledge.score.unwrap() > 50.0);
    assert!(
        dimensions
            .d1_vegan_coverage
            .evidence_ids
            .as_ref()
            .is_some_and(|ids| !ids.is_empty())
    );
    assert_eq!(evaluation.dietary_profile.fully_vegan, Some(true));
    assert_eq!(evaluation.dietary_profile.vegan_friendly, Some(true));
    let json = serde_json::to_value(score).unwrap();
    for key in dietfit_contract::Dimensions::KEYS {
        assert!(json["dimensions"][key].is_object(), "{key}");
    }
}

#[test]
fn nothing_to_score_gives_a_null_overall() {
    let evaluation = evaluate(
        &restaurant().review("Lovely patio.", None, FRESH).build(),
        NOW,
    );
    assert_eq!(evaluation.vegan_score.overall, None);
    let dimensions = evaluation.vegan_score.dimensions.as_ref().unwrap();
    assert!(
        dimensions
            .all()
            .iter()
            .all(|d| d.score.is_none() && d.confidence == Confidence::Low)
    );
    assert!(
        evaluation
            .vegan_score
            .reasoning
            .as_deref()
            .unwrap()
            .contains("null")
    );
    let detail = evaluation.detail_record(&restaurant().build(), service_place_id_for("test:1"));
    assert_eq!(detail.vegan_score.overall, 0.0);
    assert_eq!(detail.vegan_score.confidence, Confidence::Low);
    assert_eq!(evaluation.dietary_profile.fully_vegan, None);
}

#[test]
fn a_steakhouse_scores_low_and_is_not_vegan_friendly() {
    let evaluation = evaluate(&restaurant().meat_menu(10, FRESH).build(), NOW);
    assert!(evaluation.vegan_score.overall.unwrap() < 20.0);
    assert_eq!(evaluation.dietary_profile.fully_vegan, Some(false));
    assert_eq!(evaluation.dietary_profile.vegan_friendly, Some(false));
}

#[test]
fn public_record_modes() {
    let record = typical().build();
    let evaluation = evaluate(&record, NOW);
    let service_id = service_id_for(service_place_id_for(&record.external_id));

    let full = evaluation.public_record(&record, &service_id, EvidenceDetail::Full);
    assert_eq!(full.service_id, service_id);
    assert_eq!(full.name.as_deref(), Some("Test Kitchen"));
    assert_eq!(
        full.evidence.as_ref().unwrap().len(),
        evaluation.evidence.len()
    );
    assert!(full.vegan_score.dimensions.is_some());
    assert_eq!(full.last_evaluated_at, Some(NOW));

    let compact = evaluation.public_record(&record, &service_id, EvidenceDetail::Compact);
    let evidence = compact.evidence.as_ref().unwrap();
    assert!(evidence.len() <= COMPACT_EVIDENCE_MAX);
    assert!(evidence.iter().all(|e| {
        e.excerpt
            .as_ref()
            .is_none_or(|x| x.chars().count() <= COMPACT_EXCERPT_CHARS)
    }));
    assert!(
        evidence.iter().all(|e| e.tier == EvidenceTier::A),
        "strongest first"
    );
    assert!(compact.vegan_score.dimensions.is_none());
    assert_eq!(compact.vegan_score.overall, evaluation.vegan_score.overall);

    let none = evaluation.public_record(&record, &service_id, EvidenceDetail::None);
    assert!(none.evidence.is_none());
    let json = serde_json::to_value(&none).unwrap();
    assert!(json["coordinates"]["lat"].is_null());
    assert!(json["last_verified_at"].is_null());
}

#[test]
fn detail_record_is_camel_case_and_never_null_where_the_contract_says_string() {
    let record = typical().build();
    let evaluation = evaluate(&record, NOW);
    let detail = evaluation.detail_record(&record, service_place_id_for(&record.external_id));
    let json = serde_json::to_value(&detail).unwrap();
    for key in ["name", "address", "city", "state", "zipCode", "country"] {
        assert!(json[key].is_string(), "{key}");
    }
    assert!(json["coordinates"]["lat"].is_null());
    assert_eq!(json["veganScore"]["scoringVersion"], json!(SCORING_VERSION));
    assert!(json["veganScore"]["breakdown"]["veganCoverage"].is_number());
    let confidence_score = json["veganScore"]["confidenceScore"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&confidence_score));
    assert_eq!(json["isVegan"], json!(true));
    assert_eq!(json["veganFriendly"], json!(true));
    assert_eq!(json["dataFreshness"]["freshnessLabel"], json!("recent"));
    assert_eq!(json["dataFreshness"]["overallFreshnessScore"], json!(100.0));
    assert!(json["service_place_id"].is_string());
}

#[test]
fn detail_record_does_not_change_from_one_day_to_the_next() {
    let record = typical().build();
    let id = service_place_id_for(&record.external_id);
    // 40 and 41 days after the observations: no bucket boundary between.
    let today = evaluate(&record, NOW + Duration::days(10)).detail_record(&record, id);
    let tomorrow = evaluate(&record, NOW + Duration::days(11)).detail_record(&record, id);
    assert_eq!(today, tomorrow);
    // Crossing the 180-day boundary is a meaningful change.
    let later = evaluate(&record, NOW + Duration::days(200)).detail_record(&record, id);
    assert_ne!(today.data_freshness, later.data_freshness);
}

#[test]
fn freshness_labels() {
    let mixed = restaurant()
        .menu("Tofu scramble", &["vegan"], FRESH)
        .review("Great vegan food", None, STALE)
        .build();
    let evaluation = evaluate(&mixed, NOW);
    let freshness = evaluation.source_freshness.unwrap();
    assert_eq!(freshness.newest_signal_age_days, FRESH as u32);
    assert_eq!(freshness.oldest_signal_age_days, STALE as u32);
    assert!(freshness.recommended_refresh);
    let detail = evaluation.detail_record(&mixed, service_place_id_for("test:1"));
    assert_eq!(detail.data_freshness.freshness_label, FreshnessLabel::Stale);

    let old = restaurant().menu("Tofu scramble", &["vegan"], 800).build();
    let detail = evaluate(&old, NOW).detail_record(&old, service_place_id_for("test:1"));
    assert_eq!(
        detail.data_freshness.freshness_label,
        FreshnessLabel::Outdated
    );
    assert_eq!(detail.data_freshness.overall_freshness_score, 0.0);

    let empty = restaurant().build();
    let evaluation = evaluate(&empty, NOW);
    assert!(evaluation.source_freshness.is_none());
    let detail = evaluation.detail_record(&empty, service_place_id_for("test:1"));
    assert_eq!(
        detail.data_freshness.freshness_label,
        FreshnessLabel::Outdated
    );
    assert_eq!(detail.data_freshness.last_full_refresh, None);
}

#[test]
fn malformed_stored_evaluations_are_rejected() {
    let evaluation = evaluate(&typical().build(), NOW);
    let mut json = serde_json::to_value(&evaluation).unwrap();
    json["evidence"][0]["signals"] = json!(["vegan_label", "not_a_signal"]);
    assert!(serde_json::from_value::<Evaluation>(json).is_err());
    assert!(serde_json::from_str::<Evaluation>("{\"scoring_version\": 3}").is_err());
    assert!(serde_json::from_str::<Evaluation>("{").is_err());
}
