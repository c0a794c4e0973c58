//! `dietfit import` killed with SIGKILL at random points: the database keeps
//! whole batches only, its counters and change feed stay true, and running
//! the import again ends where a clean import ends.

use std::collections::BTreeMap;
use std::io::BufWriter;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use dietfit_contract::{ChangeType, IngestRecord};
use dietfit_storage::test_util::TestDatabase;
use dietfit_storage::{Store, StoredRestaurant};
use proptest::prelude::RngExt as _;
use proptest::test_runner::{RngAlgorithm, TestRng};

/// What the binary uses (dietfit_ingest::DEFAULT_BATCH_SIZE).
const BATCH: usize = dietfit_ingest::DEFAULT_BATCH_SIZE;
const NOW: &str = "2026-11-01T00:00:00Z";

/// external_id -> name: what a line sequence leaves stored.
type Model = BTreeMap<String, Option<String>>;

/// 2,000 generated restaurants, then 700 of them renamed and 300 deleted:
/// eight batches of creates, updates and deletes.
fn generated_lines() -> Vec<IngestRecord> {
    let created: Vec<IngestRecord> = dietfit_fixtures::generate(18).take(2000).collect();
    let renamed = created.iter().step_by(3).take(700).map(|record| {
        let mut renamed = record.clone();
        renamed.name = Some(Some(format!("Renamed {}", record.external_id)));
        renamed
    });
    let deleted = created.iter().skip(1).step_by(6).take(300).map(|record| {
        serde_json::from_value(serde_json::json!({
            "external_id": record.external_id, "deleted": true
        }))
        .expect("a delete line")
    });
    let mut lines = created.clone();
    lines.extend(renamed);
    lines.extend(deleted);
    lines
}

fn apply(model: &mut Model, lines: &[IngestRecord]) {
    for line in lines {
        if line.is_delete() {
            model.remove(&line.external_id);
        } else {
            model.insert(
                line.external_id.clone(),
                line.display_name().map(str::to_owned),
            );
        }
    }
}

fn all_rows(store: &Store) -> Vec<StoredRestaurant> {
    let mut rows = Vec::new();
    loop {
        let after = rows
            .last()
            .map(|row: &StoredRestaurant| row.service_place_id);
        let page = store.scan_restaurants(after, 1000).expect("scan");
        if page.is_empty() {
            return rows;
        }
        rows.extend(page);
    }
}

fn stored(store: &Store) -> Model {
    all_rows(store)
        .into_iter()
        .map(|row| {
            let record: IngestRecord = serde_json::from_str(&row.record_json).expect("record");
            (row.external_id, record.display_name().map(str::to_owned))
        })
        .collect()
}

fn import_command(database: &TestDatabase, file: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_dietfit"));
    command
        .args(["import", "--now", NOW])
        .arg(file)
        .env("DATABASE_URL", database.url().to_string())
        // PostgreSQL's index directory is relative to the working directory:
        // keep it in the test's own directory.
        .current_dir(file.parent().expect("the file's directory"))
        .env("RUST_LOG", "error")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    command
}

/// The state after a kill is the state before the run with a whole number
/// of the file's batches applied; counters equal a recount; change ids and
/// times increase; the feed's last word on every restaurant matches its row.
fn assert_whole_batches(store: &Store, before: &Model, lines: &[IngestRecord], seed: u64) {
    let now = stored(store);
    let batches = lines.len().div_ceil(BATCH);
    let mut expected = before.clone();
    let mut matched = now == expected;
    for batch in lines.chunks(BATCH) {
        apply(&mut expected, batch);
        matched |= now == expected;
    }
    assert!(
        matched,
        "seed {seed}: {} rows stored, not the result of a whole number of {batches} batches",
        now.len()
    );
    assert_eq!(
        store.dataset_stats().expect("stats"),
        store.rebuild_dataset_stats().expect("recount"),
        "seed {seed}: counters equal a recount"
    );
    let feed = store.changes_after_id(0, u32::MAX).expect("feed");
    assert!(
        feed.windows(2)
            .all(|pair| pair[0].0 < pair[1].0 && pair[0].1.changed_at < pair[1].1.changed_at),
        "seed {seed}: change ids and times increase"
    );
    let mut last_word = BTreeMap::new();
    for (_, entry) in &feed {
        last_word.insert(entry.service_place_id, entry.change_type);
    }
    let present = last_word
        .values()
        .filter(|change| **change != ChangeType::Deleted)
        .count();
    assert_eq!(
        present,
        now.len(),
        "seed {seed}: the feed agrees with the rows"
    );
}

#[test]
fn import_killed_at_random_points_keeps_whole_batches_and_ends_like_a_clean_import() {
    // Kill delays come from a seed, printed, so DIETFIT_CRASH_SEED replays a failure.
    let seed = std::env::var("DIETFIT_CRASH_SEED")
        .ok()
        .and_then(|raw| raw.parse().ok())
        .unwrap_or_else(|| {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |elapsed| elapsed.as_nanos() as u64)
        });
    eprintln!("DIETFIT_CRASH_SEED={seed}");
    let mut delays = TestRng::from_seed(RngAlgorithm::ChaCha, &[seed.to_le_bytes(); 4].concat());
    let lines = generated_lines();
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("restaurants.jsonl");
    dietfit_fixtures::write_jsonl(
        lines.iter().cloned(),
        BufWriter::new(std::fs::File::create(&file).expect("file")),
    )
    .expect("write the file");

    let clean = TestDatabase::sqlite();
    let started = Instant::now();
    let status = import_command(&clean, &file)
        .status()
        .expect("clean import");
    let full_run = started.elapsed();
    assert!(status.success(), "clean import: {status}");
    eprintln!("a clean import takes {full_run:?}");

    let crashed = TestDatabase::sqlite();
    let mut state = Model::new();
    let mut killed_mid_run = 0;
    for _ in 0..4 {
        let mut child = import_command(&crashed, &file)
            .spawn()
            .expect("import starts");
        // Early enough that a run over more unchanged rows (faster: they
        // write nothing) or on a quieter machine is still going.
        let delay = full_run.mul_f64(0.05 + 0.55 * delays.random::<f64>());
        std::thread::sleep(delay);
        if child.try_wait().expect("child state").is_none() {
            killed_mid_run += 1;
        }
        child.kill().expect("SIGKILL"); // std's kill is SIGKILL on Unix
        child.wait().expect("reaped");
        let store = crashed.open().expect("opens after the kill");
        assert_whole_batches(&store, &state, &lines, seed);
        state = stored(&store);
    }
    assert!(
        killed_mid_run >= 2,
        "seed {seed}: only {killed_mid_run} of 4 kills landed during an import ({full_run:?})"
    );

    let status = import_command(&crashed, &file).status().expect("re-import");
    assert!(status.success(), "re-import: {status}");
    let (clean, crashed) = (
        clean.open().expect("clean"),
        crashed.open().expect("crashed"),
    );
    assert_eq!(stored(&crashed), stored(&clean), "seed {seed}");
    let rows = |store: &Store| {
        all_rows(store)
            .into_iter()
            .map(|row| {
                (
                    row.external_id,
                    row.record_json,
                    row.evaluation_json,
                    row.detail,
                )
            })
            .collect::<Vec<_>>()
    };
    assert!(
        rows(&crashed) == rows(&clean),
        "seed {seed}: rows equal a clean import's"
    );
    let numbers = |store: &Store| {
        let stats = store.dataset_stats().expect("stats");
        (
            stats.total_restaurants,
            stats.total_with_vegan_score,
            stats.coverage_by_country,
            stats.cuisine_distribution,
            stats.average_vegan_score,
        )
    };
    assert_eq!(numbers(&crashed), numbers(&clean), "seed {seed}");
}
