//! The real OpenStreetMap extract (../shared/data/osm-us-diet.jsonl): every
//! record evaluates, and since every tag dates from 2022, no strict vegan
//! decision made today may be `fit`.

use std::path::PathBuf;

use dietfit_contract::{Decision, Diet, IngestRecord, ReasonCode, RiskFlag, UserProfile};
use dietfit_scoring::{decide, evaluate};
use time::macros::datetime;

fn data_file() -> Option<PathBuf> {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/osm-us-diet.jsonl");
    if path.exists() {
        return Some(path);
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "the real data file must be present under CI: {}",
        path.display()
    );
    println!("skipped: {} is absent", path.display());
    None
}

#[test]
fn real_osm_records_are_never_fit_today_and_evaluate_cleanly() {
    let Some(path) = data_file() else {
        return;
    };
    let text = std::fs::read_to_string(&path).unwrap();
    let records: Vec<IngestRecord> = text
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| IngestRecord::parse_line(line).unwrap())
        .collect();
    assert!(records.len() > 5000, "the extract holds 5,265 places");

    let now = datetime!(2026-11-22 00:00:00 UTC);
    let vegan = UserProfile::new(Diet::StrictVegan);
    let (mut scored, mut fully_vegan, mut unknown) = (0, 0, 0);
    for record in &records {
        let evaluation = evaluate(record, now);
        if evaluation.vegan_score.overall.is_some() {
            scored += 1;
        }
        if evaluation.dietary_profile.fully_vegan == Some(true) {
            fully_vegan += 1;
        }
        let outcome = decide(&evaluation, &vegan, now).match_for_profile;
        assert_ne!(outcome.decision, Decision::Fit, "{}", record.external_id);
        if outcome.decision == Decision::Unknown {
            unknown += 1;
            assert!(outcome.verification_required);
        }
        let has_vegan_tag = record.external_tags.iter().any(|t| {
            t.key == "diet:vegan" && ["only", "yes", "limited", "no"].contains(&t.value.as_str())
        });
        if has_vegan_tag {
            assert!(
                outcome.risk_flags.contains(&RiskFlag::StaleData),
                "{}",
                record.external_id
            );
            assert!(
                outcome
                    .reason_codes
                    .contains(&ReasonCode::DataFreshnessPoor)
            );
        }
        // Every evidence item of this data is a structured tag.
        assert!(
            evaluation
                .evidence
                .iter()
                .all(|e| e.tier == dietfit_contract::EvidenceTier::A)
        );
    }
    println!(
        "{} records: {scored} scored, {fully_vegan} fully vegan by tag, {unknown} unknown for strict vegans",
        records.len()
    );
    // Places tagged only for vegetarians carry no vegan signal to score.
    assert!(scored > 2500, "most places carry a vegan tag: {scored}");
    assert!(
        fully_vegan > 100,
        "diet:vegan=only places exist: {fully_vegan}"
    );

    // On the snapshot day the tags were fresh, yet a structured tag alone is
    // third-party: still no fit, flagged as unverified.
    let snapshot = datetime!(2022-12-10 00:00:00 UTC);
    let only = records
        .iter()
        .find(|r| {
            r.external_tags
                .iter()
                .any(|t| t.key == "diet:vegan" && t.value == "only")
        })
        .unwrap();
    let outcome = decide(&evaluate(only, snapshot), &vegan, snapshot).match_for_profile;
    assert_eq!(outcome.decision, Decision::Unknown);
    assert!(outcome.risk_flags.contains(&RiskFlag::ThirdPartyUnverified));
    assert!(
        outcome
            .reason_codes
            .contains(&ReasonCode::VeganMenuFullRestaurant)
    );
}
