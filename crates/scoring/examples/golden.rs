//! Prints one hash of everything the engine answers over a fixed corpus:
//! every red-team case (`tests/redteam/*.jsonl`) with its own profile and a
//! fixed set of others, the bundled fixtures and extra generated records
//! for every diet with and without cross-contamination excluded, and (when
//! present) the real OpenStreetMap extract. Each evaluation and each
//! decision is hashed in full through its `Debug` form (evidence, scores,
//! reason codes, flags, recommended text, dishes, questions, rules), so a
//! change to the machinery that keeps the hash kept every answer.
//!
//! `cargo run --release -p dietfit-scoring --example golden [-- DUMP_FILE]`
//!
//! With `DUMP_FILE`, every hashed line is also written there, one per
//! restaurant and profile, to find where two builds differ (`diff`). Run
//! it before and after a change to the engine: the same hash means every
//! answer stayed; any difference must be intended (and bumps the scoring
//! version).

use std::fmt::Debug;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use dietfit_contract::{Diet, IngestRecord, UserProfile, WireEnum};
use dietfit_fixtures::{REFERENCE_DATE, bundled_fixtures, generate};
use dietfit_scoring::{decide, decide_in_detail, evaluate};
use time::OffsetDateTime;
use time::macros::datetime;

/// The red-team corpus's `now` (its test support's `NOW`).
const REDTEAM_NOW: OffsetDateTime = datetime!(2026-11-01 00:00:00 UTC);
/// The day the real extract is read at (after its newest observation).
const OSM_NOW: OffsetDateTime = datetime!(2026-11-22 00:00:00 UTC);
/// A seed unlike the bundled fixtures', for records no test was tuned on.
const EXTRA_SEED: u64 = 7_700_001;
const EXTRA_COUNT: usize = 3_000;

/// FNV-1a, 64 bits: stable across builds and toolchains, unlike std's.
struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn write(&mut self, bytes: &[u8]) {
        for byte in bytes {
            self.0 ^= u64::from(*byte);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

struct Golden {
    total: Fnv,
    section: Fnv,
    lines: u64,
    dump: Option<BufWriter<File>>,
}

impl Golden {
    fn add(&mut self, label: &str, value: &impl Debug) {
        let text = format!("{label}\t{value:?}\n");
        self.total.write(text.as_bytes());
        self.section.write(text.as_bytes());
        self.lines += 1;
        if let Some(dump) = &mut self.dump {
            dump.write_all(text.as_bytes())
                .expect("cannot write the dump");
        }
    }

    fn end_section(&mut self, name: &str) {
        println!("{name:<12} {:016x} ({} lines)", self.section.0, self.lines);
        self.section = Fnv::new();
        self.lines = 0;
    }

    /// The evaluation, then for each profile the answer and the detailed
    /// decision (which share one answer but carry different extras).
    fn restaurant(
        &mut self,
        label: &str,
        record: &IngestRecord,
        now: OffsetDateTime,
        profiles: &[UserProfile],
    ) {
        let evaluation = evaluate(record, now);
        self.add(label, &evaluation);
        for (n, profile) in profiles.iter().enumerate() {
            self.add(&format!("{label}#{n}"), &decide(&evaluation, profile, now));
            self.add(
                &format!("{label}#{n}+"),
                &decide_in_detail(&evaluation, profile, now),
            );
        }
    }
}

/// Every diet, with and without cross-contamination excluded, and two
/// profiles with dietary rules.
fn profiles() -> Vec<UserProfile> {
    let mut profiles = Vec::new();
    for &diet in Diet::ALL {
        for exclude_cross_contamination in [false, true] {
            profiles.push(UserProfile {
                diet,
                exclude_cross_contamination,
                dietary_rules: Vec::new(),
            });
        }
    }
    profiles.push(UserProfile {
        diet: Diet::StrictVegan,
        exclude_cross_contamination: true,
        dietary_rules: vec!["no honey".to_owned(), "no onion or garlic".to_owned()],
    });
    profiles.push(UserProfile {
        diet: Diet::Vegetarian,
        exclude_cross_contamination: false,
        dietary_rules: vec!["no eggs".to_owned(), "nut allergy".to_owned()],
    });
    profiles
}

fn redteam_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/redteam");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("cannot read the red-team corpus")
        .map(|entry| entry.expect("cannot list the red-team corpus").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "jsonl"))
        .collect();
    files.sort();
    files
}

fn main() -> ExitCode {
    let dump = std::env::args()
        .nth(1)
        .map(|path| BufWriter::new(File::create(&path).unwrap_or_else(|e| panic!("{path}: {e}"))));
    let mut golden = Golden {
        total: Fnv::new(),
        section: Fnv::new(),
        lines: 0,
        dump,
    };
    let profiles = profiles();

    for file in redteam_files() {
        let text = std::fs::read_to_string(&file).expect("cannot read a red-team file");
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let case: serde_json::Value = serde_json::from_str(line).expect("a red-team case");
            let id = case["id"].as_str().unwrap_or_default().to_owned();
            let Ok(record) = IngestRecord::parse_line(&case["record"].to_string()) else {
                golden.add(&id, &"record does not parse");
                continue;
            };
            let mut own: Vec<UserProfile> = Vec::new();
            match serde_json::from_value::<UserProfile>(case["profile"].clone()) {
                Ok(profile) => own.push(profile),
                Err(_) => golden.add(&id, &"profile does not parse"),
            }
            own.extend(profiles.iter().cloned());
            golden.restaurant(&id, &record, REDTEAM_NOW, &own);
        }
    }
    golden.end_section("redteam");

    for (n, fixture) in bundled_fixtures().enumerate() {
        golden.restaurant(
            &format!("fixture:{n}"),
            &fixture.record,
            REFERENCE_DATE,
            &profiles,
        );
    }
    for (n, record) in generate(EXTRA_SEED).take(EXTRA_COUNT).enumerate() {
        golden.restaurant(
            &format!("generated:{n}"),
            &record,
            REFERENCE_DATE,
            &profiles,
        );
    }
    golden.end_section("generated");

    let osm = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/osm-us-diet.jsonl");
    match std::fs::read_to_string(&osm) {
        Ok(text) => {
            for (n, raw) in text.lines().filter(|l| !l.trim().is_empty()).enumerate() {
                if let Ok(record) = IngestRecord::parse_line(raw) {
                    golden.restaurant(&format!("osm:{n}"), &record, OSM_NOW, &profiles);
                }
            }
            golden.end_section("osm");
        }
        Err(error) => eprintln!("no OSM extract at {}: {error}", osm.display()),
    }

    println!("golden       {:016x}", golden.total.0);
    if let Some(dump) = &mut golden.dump
        && dump.flush().is_err()
    {
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
