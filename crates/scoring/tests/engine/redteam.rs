//! The red-team corpus (`tests/redteam/*.jsonl`, issue 16): restaurants
//! written in the world's wording -- real menus, about pages, reviews and
//! diner reports -- each with the decisions it is allowed to get.
//!
//! The engine's own tests only ever fed it the lexicon's phrases; this corpus
//! holds it to the wording it meets in production. A case fails when the
//! decision is not in its `allowed` list. Cases the lead accepts as open
//! engine gaps are listed in `tests/redteam/known_gaps.txt`; the list may
//! only shrink: a listed case that now passes fails the test too, so a fixed
//! gap cannot quietly come back.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use dietfit_contract::{IngestRecord, UserProfile, WireEnum};
use dietfit_scoring::{decide, evaluate};
use serde_json::Value;

use crate::support::NOW;

/// The corpus must stay big and varied enough to mean something.
const MIN_CASES: usize = 300;
const MIN_CLASSES: usize = 15;
const DECISIONS: [&str; 3] = ["fit", "not_fit", "unknown"];

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/redteam")
}

/// One line of the corpus, as written; the record stays JSON until it is run
/// so that a record the parser rejects is reported against its case.
pub(crate) struct Case {
    pub(crate) id: String,
    pub(crate) class: String,
    allowed: Vec<String>,
    pub(crate) profile: Value,
    pub(crate) record: Value,
    /// `file:line`, for messages.
    at: String,
}

/// Every case of every `.jsonl` file, in file-name then line order. A line
/// that is not a case at all is a corpus bug and panics at once.
pub(crate) fn load() -> Vec<Case> {
    let dir = corpus_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "jsonl"))
        .collect();
    files.sort();
    let mut cases = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        for (n, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let at = format!("{name}:{}", n + 1);
            let value: Value = serde_json::from_str(line)
                .unwrap_or_else(|e| panic!("{at}: not a JSON object: {e}"));
            let text_field = |key: &str| -> String {
                value[key]
                    .as_str()
                    .unwrap_or_else(|| panic!("{at}: `{key}` must be a string"))
                    .to_owned()
            };
            let allowed = value["allowed"]
                .as_array()
                .unwrap_or_else(|| panic!("{at}: `allowed` must be an array"))
                .iter()
                .map(|d| {
                    d.as_str()
                        .unwrap_or_else(|| panic!("{at}: bad `allowed`"))
                        .to_owned()
                })
                .collect();
            cases.push(Case {
                id: text_field("id"),
                class: text_field("class"),
                allowed,
                profile: value["profile"].clone(),
                record: value["record"].clone(),
                at,
            });
        }
    }
    cases
}

/// `known_gaps.txt`: one case id per line, then `# reason`; `#` lines are
/// comments.
fn known_gaps() -> BTreeMap<String, String> {
    let path = corpus_dir().join("known_gaps.txt");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut gaps = BTreeMap::new();
    for line in text.lines() {
        let (id, reason) = line.split_once('#').unwrap_or((line, ""));
        let id = id.trim();
        if id.is_empty() {
            continue;
        }
        assert!(
            gaps.insert(id.to_owned(), reason.trim().to_owned())
                .is_none(),
            "known_gaps.txt lists {id} twice"
        );
    }
    gaps
}

#[test]
fn redteam_corpus_has_its_shape() {
    let cases = load();
    let mut ids = BTreeSet::new();
    let mut external_ids = BTreeSet::new();
    let mut classes = BTreeSet::new();
    for case in &cases {
        assert!(
            ids.insert(case.id.clone()),
            "{}: duplicate id {}",
            case.at,
            case.id
        );
        let external = case.record["external_id"].as_str().unwrap_or_default();
        assert!(
            external_ids.insert(external.to_owned()),
            "{}: duplicate external_id {external:?}",
            case.at
        );
        classes.insert(case.class.clone());
        assert!(!case.allowed.is_empty(), "{}: `allowed` is empty", case.at);
        for decision in &case.allowed {
            assert!(
                DECISIONS.contains(&decision.as_str()),
                "{}: {decision:?} is not a decision",
                case.at
            );
        }
    }
    assert!(
        cases.len() >= MIN_CASES,
        "the corpus holds {} cases; at least {MIN_CASES} are required",
        cases.len()
    );
    assert!(
        classes.len() >= MIN_CLASSES,
        "the corpus holds {} classes; at least {MIN_CLASSES} are required",
        classes.len()
    );
    // Every listed gap must name a case that exists, or the list rots.
    for id in known_gaps().keys() {
        assert!(
            ids.contains(id),
            "known_gaps.txt lists {id}, which is not a case"
        );
    }
}

#[derive(Default)]
struct Tally {
    cases: usize,
    passed: usize,
    failed: usize,
    known: usize,
}

#[test]
fn redteam_corpus_decisions() {
    let cases = load();
    let gaps = known_gaps();
    let mut tally: BTreeMap<&str, Tally> = BTreeMap::new();
    // Broken cases: the record or the profile does not parse. Never listable.
    let mut broken = Vec::new();
    // Failures not listed as known gaps.
    let mut new_failures = Vec::new();
    // Listed gaps that now pass: the list must shrink.
    let mut fixed_gaps = Vec::new();
    let mut report = String::new();

    for case in &cases {
        let row = tally.entry(&case.class).or_default();
        row.cases += 1;
        let record = match IngestRecord::parse_line(&case.record.to_string()) {
            Ok(record) => record,
            Err(e) => {
                row.failed += 1;
                broken.push(format!(
                    "{} ({}): the record does not parse: {e}",
                    case.id, case.at
                ));
                continue;
            }
        };
        let profile: UserProfile = match serde_json::from_value(case.profile.clone()) {
            Ok(profile) => profile,
            Err(e) => {
                row.failed += 1;
                broken.push(format!(
                    "{} ({}): the profile does not parse: {e}",
                    case.id, case.at
                ));
                continue;
            }
        };
        let outcome = decide(&evaluate(&record, NOW), &profile, NOW).match_for_profile;
        let got = outcome.decision.as_str();
        let passed = case.allowed.iter().any(|d| d == got);
        let listed = gaps.contains_key(&case.id);
        match (passed, listed) {
            (true, false) => row.passed += 1,
            (true, true) => {
                row.passed += 1;
                fixed_gaps.push(case.id.clone());
            }
            (false, listed) => {
                row.failed += 1;
                if listed {
                    row.known += 1;
                } else {
                    new_failures.push(case.id.clone());
                }
                let codes: Vec<&str> = outcome.reason_codes.iter().map(|c| c.as_str()).collect();
                let flags: Vec<&str> = outcome.risk_flags.iter().map(|f| f.as_str()).collect();
                let advice: String = outcome.recommended_user_text.chars().take(160).collect();
                writeln!(
                    report,
                    "{}{} expected {:?} got {got}\n    codes {codes:?} flags {flags:?}\n    text: {advice}",
                    case.id,
                    if listed { " [known gap]" } else { "" },
                    case.allowed,
                )
                .unwrap();
            }
        }
    }

    let mut table = String::new();
    writeln!(
        table,
        "{:<30} {:>5} {:>6} {:>6} {:>6}",
        "class", "cases", "passed", "failed", "known"
    )
    .unwrap();
    let mut total = Tally::default();
    for (class, row) in &tally {
        writeln!(
            table,
            "{class:<30} {:>5} {:>6} {:>6} {:>6}",
            row.cases, row.passed, row.failed, row.known
        )
        .unwrap();
        total.cases += row.cases;
        total.passed += row.passed;
        total.failed += row.failed;
        total.known += row.known;
    }
    writeln!(
        table,
        "{:<30} {:>5} {:>6} {:>6} {:>6}",
        "TOTAL", total.cases, total.passed, total.failed, total.known
    )
    .unwrap();
    println!("red-team corpus at {NOW}\n{table}");
    if !report.is_empty() {
        println!("failures:\n{report}");
    }
    for line in &broken {
        println!("BROKEN {line}");
    }

    let mut problems = Vec::new();
    if !broken.is_empty() {
        problems.push(format!(
            "{} cases do not parse (see BROKEN above)",
            broken.len()
        ));
    }
    if !new_failures.is_empty() {
        problems.push(format!(
            "{} cases fail and are not listed in known_gaps.txt: {}",
            new_failures.len(),
            new_failures.join(", ")
        ));
    }
    if !fixed_gaps.is_empty() {
        problems.push(format!(
            "{} cases listed in known_gaps.txt now pass; remove them so they stay fixed: {}",
            fixed_gaps.len(),
            fixed_gaps.join(", ")
        ));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
