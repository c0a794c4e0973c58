//! The import pipeline against real databases: every test runs on SQLite (a
//! temp file) and on PostgreSQL (a fresh schema, when configured).

use std::io::{BufRead, BufReader, Cursor, Read};
use std::path::PathBuf;

use dietfit_contract::ChangeType;
use dietfit_ingest::{
    ImportOptions, ImportSummary, Rejection, import_reader, read_rescore_page, rescore,
};
use dietfit_storage::Store;
use dietfit_storage::test_util::TestDatabase;
use serde_json::json;
use time::OffsetDateTime;
use time::macros::datetime;

const NOW: OffsetDateTime = datetime!(2026-11-01 00:00 UTC);

/// Runs `test` on SQLite and, when configured, on PostgreSQL.
fn on_both_backends(test: impl Fn(&Store)) {
    let sqlite = TestDatabase::sqlite();
    test(&sqlite.open().expect("sqlite store"));
    if let Some(postgres) = TestDatabase::postgres() {
        test(&postgres.open().expect("postgres store"));
    }
}

fn import(
    store: &Store,
    input: impl BufRead + Send,
    batch_size: usize,
) -> (ImportSummary, Vec<Rejection>) {
    let mut rejections = Vec::new();
    let options = ImportOptions {
        batch_size,
        now: NOW,
    };
    let summary = import_reader(
        store,
        input,
        options,
        &mut |r| rejections.push(r.clone()),
        &mut |_| {},
    )
    .expect("import runs");
    (summary, rejections)
}

fn record(id: &str, name: &str) -> serde_json::Value {
    json!({
        "external_id": id, "name": name,
        "address": {"street": "1 Main St", "city": "Portland", "state": "OR", "postal_code": "97205", "country": "US"},
        "coordinates": {"lat": 45.52, "lng": -122.68},
        "cuisines": ["thai"],
        "menu": [{"name": "Tofu pad thai", "description": "rice noodles, tofu, peanuts", "labels": ["vegan"],
                  "observed_at": "2026-10-01T00:00:00Z", "source": "https://example.test/menu"}],
        "external_tags": [{"key": "diet:vegan", "value": "yes", "date": "2026-09-01T00:00:00Z", "source": "https://example.test/osm"}]
    })
}

fn lines(values: &[serde_json::Value]) -> String {
    values.iter().map(|v| v.to_string() + "\n").collect()
}

#[test]
fn imports_valid_lines_and_reports_bad_ones_by_number() {
    on_both_backends(|store| {
        let input = format!(
            "{}{}\n{}{}{}",
            record("t:1", "Thai One").to_string() + "\n",
            "{not json",
            json!({"external_id": "t:2"}),
            "\n\n",
            record("t:3", "Thai Three").to_string() + "\n",
        );
        let (summary, rejections) = import(store, Cursor::new(input), 500);
        assert_eq!(summary.created, 2);
        assert_eq!(summary.rejected, 2);
        let numbers: Vec<u64> = rejections.iter().map(|r| r.line).collect();
        assert_eq!(numbers, [2, 3]);
        assert!(
            rejections[0].reason.contains("malformed JSON"),
            "{:?}",
            rejections[0]
        );
        assert!(rejections[1].reason.contains("name"), "{:?}", rejections[1]);
        assert_eq!(store.count_restaurants().unwrap(), 2);
    });
}

#[test]
fn importing_the_same_file_twice_changes_nothing() {
    on_both_backends(|store| {
        let input = lines(
            &(0..7)
                .map(|i| record(&format!("t:{i}"), &format!("Place {i}")))
                .collect::<Vec<_>>(),
        );
        let (first, _) = import(store, Cursor::new(input.clone()), 3);
        assert_eq!(first.created, 7);
        let changes_after_first = store.latest_change_id().unwrap();
        assert!(changes_after_first > 0);
        let (second, _) = import(store, Cursor::new(input), 3);
        assert_eq!(
            second,
            ImportSummary {
                unchanged: 7,
                ..ImportSummary::default()
            }
        );
        assert_eq!(
            store.latest_change_id().unwrap(),
            changes_after_first,
            "no new change entries"
        );
    });
}

#[test]
fn updates_name_the_changed_fields_and_deletes_remove() {
    on_both_backends(|store| {
        import(
            store,
            Cursor::new(lines(&[record("t:1", "Old Name"), record("t:2", "Stays")])),
            500,
        );
        let since = datetime!(2000-01-01 00:00 UTC);
        let renamed = record("t:1", "New Name");
        let deletion = json!({"external_id": "t:2", "deleted": true});
        let (summary, _) = import(store, Cursor::new(lines(&[renamed, deletion])), 500);
        assert_eq!((summary.updated, summary.deleted), (1, 1));
        let updates = store
            .list_changes(since, Some(ChangeType::Updated), 1, 100)
            .unwrap();
        assert_eq!(updates.changes.len(), 1);
        let fields = updates.changes[0].changed_fields.clone().unwrap();
        assert!(fields.contains(&"name".to_owned()), "{fields:?}");
        assert_eq!(
            updates.changes[0].restaurant.as_ref().unwrap().name,
            "New Name"
        );
        let deletes = store
            .list_changes(since, Some(ChangeType::Deleted), 1, 100)
            .unwrap();
        assert_eq!(deletes.changes.len(), 1);
        assert!(deletes.changes[0].deleted_at.is_some());
        assert_eq!(store.count_restaurants().unwrap(), 1);
    });
}

/// A reader that fails after `ok_bytes` bytes, as a killed pipe would.
struct FailingReader {
    inner: Cursor<Vec<u8>>,
    ok_bytes: usize,
}

impl Read for FailingReader {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let position = self.inner.position() as usize;
        if position >= self.ok_bytes {
            return Err(std::io::Error::other("pipe broken"));
        }
        let room = (self.ok_bytes - position).min(buf.len());
        self.inner.read(&mut buf[..room])
    }
}

#[test]
fn a_failure_mid_import_keeps_whole_batches_only() {
    on_both_backends(|store| {
        let records: Vec<_> = (0..10)
            .map(|i| record(&format!("t:{i}"), &format!("Place {i}")))
            .collect();
        let input = lines(&records);
        // Fail in the middle of the 8th line: batches of 3 => lines 1-6 commit.
        let ok_bytes = lines(&records[..7]).len() + 10;
        let reader = BufReader::new(FailingReader {
            inner: Cursor::new(input.into_bytes()),
            ok_bytes,
        });
        let options = ImportOptions {
            batch_size: 3,
            now: NOW,
        };
        let result = import_reader(store, reader, options, &mut |_| {}, &mut |_| {});
        assert!(result.is_err(), "the read failure is reported");
        assert_eq!(
            store.count_restaurants().unwrap(),
            6,
            "two whole batches, nothing of the third"
        );
    });
}

#[test]
fn rescore_records_only_real_changes() {
    on_both_backends(|store| {
        import(
            store,
            Cursor::new(lines(&[record("t:1", "A"), record("t:2", "B")])),
            500,
        );
        let before = store.latest_change_id().unwrap();
        let same = rescore(store, NOW, 500, &mut |_| {}).unwrap();
        assert_eq!((same.updated, same.unchanged), (0, 2));
        assert_eq!(store.latest_change_id().unwrap(), before);
        // A year later every observation is stale: the detail records change.
        let later = rescore(store, datetime!(2027-11-01 00:00 UTC), 1, &mut |_| {}).unwrap();
        assert_eq!(later.updated, 2);
        assert_eq!(store.latest_change_id().unwrap(), before + 2);
    });
}

#[test]
fn a_rescore_skips_rows_an_import_changed_or_deleted_after_its_read() {
    on_both_backends(|store| {
        let originals = [record("t:1", "A"), record("t:2", "B"), record("t:3", "C")];
        import(store, Cursor::new(lines(&originals)), 500);
        let later = datetime!(2027-11-01 00:00 UTC);
        let page = read_rescore_page(store, None, 500, later)
            .unwrap()
            .expect("a page of three");
        assert_eq!(page.ops.len(), 3);
        // An import lands between the rescore's read and its write.
        let import_lines = lines(&[
            record("t:1", "A renamed"),
            json!({"external_id": "t:2", "deleted": true}),
        ]);
        import(store, Cursor::new(import_lines), 500);

        let outcome = store.apply_batch(&page.ops, later).unwrap();
        assert_eq!((outcome.updated, outcome.skipped), (1, 2), "{outcome:?}");
        let renamed = store.get_restaurant_by_external_id("t:1").unwrap().unwrap();
        assert_eq!(renamed.detail.name, "A renamed");
        assert_eq!(store.get_restaurant_by_external_id("t:2").unwrap(), None);
        assert_eq!(store.count_restaurants().unwrap(), 2);

        // A whole rescore afterwards reaches the rows it skipped.
        let summary = rescore(store, later, 500, &mut |_| {}).unwrap();
        assert_eq!((summary.updated, summary.skipped), (1, 0), "{summary}");
    });
}

fn shared_data(name: &str) -> Option<PathBuf> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/data")
        .join(name);
    if path.exists() {
        return Some(path);
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "CI must have {}",
        path.display()
    );
    eprintln!("skipping: {} is absent", path.display());
    None
}

#[test]
fn the_real_openstreetmap_places_import_cleanly() {
    let Some(path) = shared_data("osm-us-diet.jsonl") else {
        return;
    };
    let text = std::fs::read_to_string(&path).unwrap();
    let total = text.lines().filter(|l| !l.trim().is_empty()).count() as u64;
    assert_eq!(total, 5265);
    let records: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let nameless = records
        .iter()
        .find(|r| r["name"].is_null())
        .expect("a place without a name");
    let streetless = records
        .iter()
        .find(|r| r["address"]["street"].is_null() && !r["name"].is_null())
        .expect("a place without a street");
    on_both_backends(|store| {
        let (summary, rejections) = import(
            store,
            BufReader::new(std::fs::File::open(&path).unwrap()),
            500,
        );
        assert!(
            rejections.is_empty(),
            "first rejections: {:?}",
            &rejections[..rejections.len().min(3)]
        );
        assert_eq!(summary.created, total);
        assert_eq!(store.count_restaurants().unwrap(), total);
        let stats = store.dataset_stats().unwrap();
        assert_eq!(stats.total_restaurants, total);
        assert_eq!(stats.coverage_by_country.get("US").copied(), Some(total));
        for kept in [nameless, streetless] {
            let id = kept["external_id"].as_str().unwrap();
            let stored = store
                .get_restaurant_by_external_id(id)
                .unwrap()
                .expect("kept, not rejected");
            assert_eq!(stored.detail.name, kept["name"].as_str().unwrap_or(""));
            assert_eq!(stored.detail.address, "");
        }
    });
}
