//! Explains one restaurant: reads one ingest-format JSON line from standard
//! input, evaluates it and decides for a diet, printing both as JSON.
//!
//! `cargo run -p dietfit-scoring --example explain -- strict_vegan 2026-11-01T00:00:00Z [--exclude-cross-contamination] [RULE...] < record.json`

use std::io::Read;
use std::process::ExitCode;

use dietfit_contract::{Diet, IngestRecord, UserProfile};
use dietfit_scoring::{decide, evaluate};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

const EXCLUDE_CROSS_CONTAMINATION: &str = "--exclude-cross-contamination";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(diet), Some(now)) = (args.first(), args.get(1)) else {
        eprintln!(
            "usage: explain DIET NOW [--exclude-cross-contamination] [RULE...] < record.json"
        );
        return ExitCode::from(2);
    };
    let Ok(diet) = diet.parse::<Diet>() else {
        eprintln!("not a diet: {diet}");
        return ExitCode::from(2);
    };
    let Ok(now) = OffsetDateTime::parse(now, &Rfc3339) else {
        eprintln!("not an RFC 3339 time: {now}");
        return ExitCode::from(2);
    };
    let mut line = String::new();
    if std::io::stdin().read_to_string(&mut line).is_err() {
        eprintln!("could not read standard input");
        return ExitCode::from(2);
    }
    let record = match IngestRecord::parse_line(line.trim()) {
        Ok(record) => record,
        Err(error) => {
            eprintln!("invalid record: {error}");
            return ExitCode::from(2);
        }
    };
    let evaluation = evaluate(&record, now);
    // The red-team cases that exclude cross-contamination answer differently;
    // explaining one must use its profile, not a looser one.
    let (flags, dietary_rules): (Vec<String>, Vec<String>) = args[2..]
        .iter()
        .cloned()
        .partition(|arg| arg == EXCLUDE_CROSS_CONTAMINATION);
    let profile = UserProfile {
        diet,
        exclude_cross_contamination: !flags.is_empty(),
        dietary_rules,
    };
    let decision = decide(&evaluation, &profile, now);
    let output = serde_json::json!({
        "evaluation": evaluation,
        "match_for_profile": decision.match_for_profile,
        "evidence": decision.evidence,
    });
    match serde_json::to_string_pretty(&output) {
        Ok(text) => {
            println!("{text}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("could not print: {error}");
            ExitCode::FAILURE
        }
    }
}
