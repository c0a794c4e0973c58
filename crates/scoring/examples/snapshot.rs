//! Prints, one JSON line per restaurant, the evaluation and the decisions of
//! a fixed set of profiles over the bundled fixtures, extra generated
//! records and (when present) the real OpenStreetMap extract. Run it before
//! and after a change to the engine and compare the two outputs: identical
//! output means the change kept every evidence item, score and decision
//! (and the scoring version may stay); any difference must be intended.
//!
//! `cargo run --release -p dietfit-scoring --example snapshot -- [GENERATED_COUNT] > snapshot.jsonl`

use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use dietfit_contract::{Diet, IngestRecord, UserProfile, WireEnum};
use dietfit_fixtures::{REFERENCE_DATE, bundled_fixtures, generate};
use dietfit_scoring::{decide, evaluate};
use serde_json::json;
use time::OffsetDateTime;
use time::macros::datetime;

/// A seed unlike the bundled fixtures', for records no test was tuned on.
const EXTRA_SEED: u64 = 7_700_001;

fn profiles() -> Vec<UserProfile> {
    let mut profiles: Vec<UserProfile> = Diet::ALL.iter().map(|d| UserProfile::new(*d)).collect();
    profiles.push(UserProfile {
        diet: Diet::StrictVegan,
        exclude_cross_contamination: true,
        dietary_rules: vec!["no honey".to_owned(), "no onion or garlic".to_owned()],
    });
    profiles.push(UserProfile {
        diet: Diet::Vegetarian,
        exclude_cross_contamination: true,
        dietary_rules: vec!["no eggs".to_owned(), "nut allergy".to_owned()],
    });
    profiles
}

fn line(record: &IngestRecord, now: OffsetDateTime, profiles: &[UserProfile]) -> String {
    let evaluation = evaluate(record, now);
    let decisions: Vec<_> = profiles
        .iter()
        .map(|profile| {
            let decision = decide(&evaluation, profile, now);
            json!({"match": decision.match_for_profile, "evidence": decision.evidence})
        })
        .collect();
    json!({
        "id": record.external_id,
        "profiles": profiles.iter().map(|p| p.diet.as_str()).collect::<Vec<_>>(),
        "evaluation": evaluation,
        "decisions": decisions,
    })
    .to_string()
}

fn main() -> ExitCode {
    let generated: usize = match std::env::args().nth(1).map(|n| n.parse()) {
        None => 2_000,
        Some(Ok(n)) => n,
        Some(Err(_)) => {
            eprintln!("usage: snapshot [GENERATED_COUNT]");
            return ExitCode::from(2);
        }
    };
    let profiles = profiles();
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut lines = Vec::new();
    for fixture in bundled_fixtures() {
        lines.push(line(&fixture.record, REFERENCE_DATE, &profiles));
    }
    for record in generate(EXTRA_SEED).take(generated) {
        lines.push(line(&record, REFERENCE_DATE, &profiles));
    }
    let osm =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/osm-us-diet.jsonl");
    match std::fs::read_to_string(&osm) {
        Ok(text) => {
            for raw in text.lines().filter(|l| !l.trim().is_empty()) {
                match IngestRecord::parse_line(raw) {
                    Ok(record) => {
                        lines.push(line(&record, datetime!(2026-11-22 00:00:00 UTC), &profiles))
                    }
                    Err(error) => {
                        eprintln!("skipped a malformed OSM line: {error}");
                    }
                }
            }
        }
        Err(error) => eprintln!("no OSM extract at {}: {error}", osm.display()),
    }
    for text in &lines {
        if writeln!(out, "{text}").is_err() {
            return ExitCode::FAILURE;
        }
    }
    eprintln!("{} restaurants", lines.len());
    ExitCode::SUCCESS
}
