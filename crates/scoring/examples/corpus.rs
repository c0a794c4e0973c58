//! Runs red-team corpus files (`tests/redteam/*.jsonl`) through the engine
//! and prints one line per case: its id, the decision, what it allows and
//! `ok` or `MISS`. A measurement tool for people writing or fixing cases: a
//! release build answers a round in well under a second, where the corpus
//! test needs the whole test binary built.
//!
//! `cargo run --release -p dietfit-scoring --example corpus -- FILE.jsonl...`
//!
//! The evaluation time is the corpus test's (2026-11-01T00:00:00Z).

use std::process::ExitCode;

use dietfit_contract::{IngestRecord, UserProfile, WireEnum};
use dietfit_scoring::{decide, evaluate};
use serde_json::Value;
use time::macros::datetime;

fn main() -> ExitCode {
    let now = datetime!(2026-11-01 00:00:00 UTC);
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: corpus FILE.jsonl...");
        return ExitCode::from(2);
    }
    let (mut cases, mut misses, mut broken) = (0usize, 0usize, 0usize);
    for file in &files {
        let text = match std::fs::read_to_string(file) {
            Ok(text) => text,
            Err(error) => {
                eprintln!("cannot read {file}: {error}");
                return ExitCode::from(2);
            }
        };
        for (n, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            cases += 1;
            match run_case(line, now) {
                Ok((id, decision, allowed)) => {
                    let held = allowed.iter().any(|a| a == decision);
                    if !held {
                        misses += 1;
                    }
                    let verdict = if held { "ok" } else { "MISS" };
                    println!("{id}\t{decision}\tallowed {}\t{verdict}", allowed.join(","));
                }
                Err(error) => {
                    broken += 1;
                    println!("{file}:{}\tBROKEN\t{error}", n + 1);
                }
            }
        }
    }
    eprintln!("{cases} cases, {misses} not allowed, {broken} broken");
    if broken > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// One case: its id, the engine's decision and the decisions it allows.
fn run_case(
    line: &str,
    now: time::OffsetDateTime,
) -> Result<(String, &'static str, Vec<String>), String> {
    let case: Value = serde_json::from_str(line).map_err(|e| format!("not JSON: {e}"))?;
    let id = case["id"].as_str().ok_or("no `id`")?.to_owned();
    let allowed = case["allowed"]
        .as_array()
        .ok_or("no `allowed`")?
        .iter()
        .filter_map(|d| d.as_str().map(str::to_owned))
        .collect();
    let record = IngestRecord::parse_line(&case["record"].to_string())
        .map_err(|e| format!("{id}: the record does not parse: {e}"))?;
    let profile: UserProfile = serde_json::from_value(case["profile"].clone())
        .map_err(|e| format!("{id}: the profile does not parse: {e}"))?;
    let decision = decide(&evaluate(&record, now), &profile, now);
    Ok((id, decision.match_for_profile.decision.as_str(), allowed))
}
