//! The storage integration tests. Every repository test is written once and
//! runs against SQLite (a temp file) and PostgreSQL (a fresh schema in
//! DIETFIT_TEST_POSTGRES_URL; skipped with a message when unset, a failure
//! under CI=true).

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::sync::{Arc, Barrier};

use dietfit_contract::{ChangeType, RestaurantRef, Tier, service_id_for, service_place_id_for};
use dietfit_storage::migrate::{migration_names, revert_all_migrations, run_pending_migrations};
use dietfit_storage::test_util::{TestDatabase, sample_write};
use dietfit_storage::{
    BackendKind, BatchOutcome, DatabaseUrl, NewKey, StorageError, Store, StoreConfig, WriteOp,
};
use time::OffsetDateTime;
use time::macros::datetime;

const T0: OffsetDateTime = datetime!(2026-02-01 10:00 UTC);

macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[test]
                fn $name() {
                    let db = dietfit_storage::test_util::TestDatabase::sqlite();
                    super::$name(&db);
                }
            )*
        }
        mod postgres {
            $(
                #[test]
                fn $name() {
                    let Some(db) = dietfit_storage::test_util::TestDatabase::postgres() else {
                        return;
                    };
                    super::$name(&db);
                }
            )*
        }
    };
}

on_both_backends!(
    migrations_go_up_down_and_up_again,
    reimporting_the_same_batch_changes_nothing,
    changed_fields_name_the_detail_fields_that_differ,
    new_observations_with_the_same_detail_are_stored_but_unchanged,
    rescore_rederives_what_import_skips,
    deletes_remove_rows_and_write_entries,
    create_then_delete_and_delete_then_create_in_one_batch,
    lookups_find_by_every_id,
    scan_pages_visit_every_row_once,
    positions_list_every_row_and_batches_read_the_ones_asked,
    change_pages_never_lose_or_repeat_entries_with_shared_timestamps,
    polling_with_next_since_sees_every_entry_once,
    concurrent_writers_get_unique_increasing_change_times,
    an_invalid_op_aborts_the_whole_batch,
    a_database_failure_mid_batch_leaves_nothing_behind,
    dataset_stats_track_every_write_and_match_a_rebuild,
    keys_are_stored_found_listed_and_revoked,
    credits_are_consumed_up_to_the_limit,
    concurrent_credit_consumption_never_overspends,
    bad_arguments_are_refused,
);

fn open(db: &TestDatabase) -> Store {
    db.open().expect("open store")
}

fn upsert(external_id: &str, name: &str, score: Option<f64>) -> WriteOp {
    WriteOp::Upsert(Box::new(sample_write(external_id, name, score)))
}

fn delete(external_id: &str) -> WriteOp {
    WriteOp::Delete {
        external_id: external_id.to_owned(),
    }
}

fn all_changes(store: &Store) -> Vec<(i64, dietfit_contract::ChangeEntry)> {
    store.changes_after_id(0, 100_000).expect("changes")
}

fn migrations_go_up_down_and_up_again(db: &TestDatabase) {
    let url = db.url();
    assert_eq!(run_pending_migrations(url).expect("up").len(), 1);
    assert!(run_pending_migrations(url).expect("up again").is_empty());
    let store = open(db);
    store
        .apply_batch(&[upsert("osm:node/1", "A", Some(50.0))], T0)
        .expect("write");
    drop(store);
    assert_eq!(revert_all_migrations(url).expect("down").len(), 1);
    assert_eq!(run_pending_migrations(url).expect("up after down").len(), 1);
    let store = open(db);
    assert_eq!(store.count_restaurants().expect("count"), 0);
    assert_eq!(store.dataset_stats().expect("stats").total_restaurants, 0);
}

#[test]
fn both_migration_trees_have_the_same_version_names() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
    let names_on_disk = |backend: &str| -> BTreeSet<String> {
        std::fs::read_dir(root.join(backend))
            .expect("migration dir")
            .map(|entry| {
                entry
                    .expect("entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect()
    };
    let sqlite = names_on_disk("sqlite");
    assert!(!sqlite.is_empty(), "no SQLite migrations found");
    assert_eq!(sqlite, names_on_disk("postgres"));
    for name in &sqlite {
        for backend in ["sqlite", "postgres"] {
            for file in ["up.sql", "down.sql"] {
                assert!(
                    root.join(backend).join(name).join(file).is_file(),
                    "{backend}/{name}/{file}"
                );
            }
        }
    }
    assert_eq!(
        migration_names(BackendKind::Sqlite).expect("sqlite names"),
        migration_names(BackendKind::Postgres).expect("postgres names")
    );
}

#[test]
fn unknown_schemes_and_unreachable_servers_are_clear_errors() {
    for raw in ["mysql://u@h/db", "postgres:app", "file.db"] {
        let error = DatabaseUrl::parse(raw).expect_err(raw);
        assert!(matches!(error, StorageError::Config(_)), "{raw}: {error:?}");
        assert!(error.to_string().contains("sqlite://PATH"), "{error}");
    }
    let url = DatabaseUrl::parse("postgres://app:s3cret@127.0.0.1:1/none").expect("parses");
    let error = Store::open(&StoreConfig::new(url)).expect_err("nothing listens on port 1");
    assert!(error.is_unavailable(), "{error:?}");
    assert!(!error.to_string().contains("s3cret"), "{error}");
}

fn reimporting_the_same_batch_changes_nothing(db: &TestDatabase) {
    let store = open(db);
    let batch: Vec<WriteOp> = (0..40)
        .map(|i| {
            upsert(
                &format!("osm:node/{i}"),
                &format!("Place {i}"),
                Some(f64::from(i)),
            )
        })
        .collect();
    let first = store.apply_batch(&batch, T0).expect("first");
    assert_eq!(
        first,
        BatchOutcome {
            created: 40,
            ..BatchOutcome::default()
        }
    );
    assert_eq!(all_changes(&store).len(), 40);
    let second = store
        .apply_batch(&batch, T0 + time::Duration::hours(1))
        .expect("second");
    assert_eq!(
        second,
        BatchOutcome {
            unchanged: 40,
            ..BatchOutcome::default()
        }
    );
    assert_eq!(
        all_changes(&store).len(),
        40,
        "a re-import writes no change entry"
    );
    assert_eq!(store.count_restaurants().expect("count"), 40);
    let stored = store
        .get_restaurant_by_external_id("osm:node/7")
        .expect("get")
        .expect("row");
    assert_eq!(stored.updated_at, T0, "an unchanged row keeps its time");
}

fn changed_fields_name_the_detail_fields_that_differ(db: &TestDatabase) {
    let store = open(db);
    store
        .apply_batch(&[upsert("osm:node/1", "Old name", Some(40.0))], T0)
        .expect("create");
    let later = T0 + time::Duration::days(1);
    let outcome = store
        .apply_batch(&[upsert("osm:node/1", "New name", Some(40.0))], later)
        .expect("update");
    assert_eq!(
        outcome,
        BatchOutcome {
            updated: 1,
            ..BatchOutcome::default()
        }
    );
    let entries = all_changes(&store);
    assert_eq!(entries.len(), 2);
    let (_, entry) = &entries[1];
    assert_eq!(entry.change_type, ChangeType::Updated);
    assert_eq!(
        entry.changed_fields.as_deref(),
        Some(&["name".to_owned()][..])
    );
    assert_eq!(
        entry.service_place_id,
        Some(service_place_id_for("osm:node/1"))
    );
    assert_eq!(
        entry.restaurant.as_ref().map(|r| r.name.as_str()),
        Some("New name")
    );
    assert_eq!(entry.deleted_at, None);
    assert_eq!(entry.changed_at, later);

    let mut rescored = sample_write("osm:node/1", "New name", Some(75.0));
    rescored.detail.vegan_friendly = false;
    rescored.detail.vegan_score.overall = 75.0;
    rescored.record_json.push(' ');
    store
        .apply_batch(&[WriteOp::Upsert(Box::new(rescored))], later)
        .expect("update 2");
    let entries = all_changes(&store);
    assert_eq!(
        entries[2].1.changed_fields.as_deref(),
        Some(&["veganScore".to_owned()][..]),
        "vegan_friendly was already false below 50"
    );
    let stored = store
        .get_restaurant(service_place_id_for("osm:node/1"))
        .expect("get")
        .expect("row");
    assert_eq!(stored.detail.vegan_score.overall, 75.0);
    assert_eq!(stored.created_at, T0);
    assert_eq!(
        stored.updated_at, later,
        "the batch time of the last detail change"
    );
    assert!(
        entries[2].1.changed_at > entries[1].1.changed_at,
        "two entries at one batch time still get distinct, increasing times"
    );
}

fn new_observations_with_the_same_detail_are_stored_but_unchanged(db: &TestDatabase) {
    let store = open(db);
    store
        .apply_batch(&[upsert("osm:node/1", "A", Some(40.0))], T0)
        .expect("create");
    let mut write = sample_write("osm:node/1", "A", Some(40.0));
    write.record_json = r#"{"external_id":"osm:node/1","name":"A","reviews":[]}"#.to_owned();
    write.evaluation_json = r#"{"note":"re-derived"}"#.to_owned();
    let outcome = store
        .apply_batch(
            &[WriteOp::Upsert(Box::new(write.clone()))],
            T0 + time::Duration::days(1),
        )
        .expect("apply");
    assert_eq!(
        outcome,
        BatchOutcome {
            unchanged: 1,
            ..BatchOutcome::default()
        }
    );
    assert_eq!(all_changes(&store).len(), 1);
    let stored = store
        .get_restaurant_by_external_id("osm:node/1")
        .expect("get")
        .expect("row");
    assert_eq!(stored.record_json, write.record_json);
    assert_eq!(stored.evaluation_json, write.evaluation_json);
    assert_eq!(stored.updated_at, T0, "the detail did not change");
}

fn rescore_rederives_what_import_skips(db: &TestDatabase) {
    let store = open(db);
    store
        .apply_batch(&[upsert("osm:node/1", "A", Some(40.0))], T0)
        .expect("create");
    // Same observations and version, but the engine now says something else.
    let mut write = sample_write("osm:node/1", "A", Some(40.0));
    write.detail.vegan_score.reasoning = "better reasoning".to_owned();
    let ops = [WriteOp::Upsert(Box::new(write.clone()))];
    let import = store.apply_batch(&ops, T0).expect("import");
    assert_eq!(
        import,
        BatchOutcome {
            unchanged: 1,
            ..BatchOutcome::default()
        }
    );
    let ops = [WriteOp::Rescore(Box::new(write))];
    let rescore = store.apply_batch(&ops, T0).expect("rescore");
    assert_eq!(
        rescore,
        BatchOutcome {
            updated: 1,
            ..BatchOutcome::default()
        }
    );
    let again = store.apply_batch(&ops, T0).expect("rescore again");
    assert_eq!(
        again,
        BatchOutcome {
            unchanged: 1,
            ..BatchOutcome::default()
        }
    );
    let entries = all_changes(&store);
    assert_eq!(entries.len(), 2);
    assert_eq!(
        entries[1].1.changed_fields.as_deref(),
        Some(&["veganScore".to_owned()][..])
    );
}

fn deletes_remove_rows_and_write_entries(db: &TestDatabase) {
    let store = open(db);
    store
        .apply_batch(
            &[
                upsert("osm:node/1", "A", Some(40.0)),
                upsert("osm:node/2", "B", None),
            ],
            T0,
        )
        .expect("create");
    let later = T0 + time::Duration::days(2);
    let outcome = store
        .apply_batch(&[delete("osm:node/1"), delete("osm:node/404")], later)
        .expect("delete");
    assert_eq!(
        outcome,
        BatchOutcome {
            deleted: 1,
            unchanged: 1,
            unknown_deletes: 1,
            ..BatchOutcome::default()
        }
    );
    assert_eq!(
        store
            .get_restaurant(service_place_id_for("osm:node/1"))
            .expect("get"),
        None
    );
    assert!(
        store
            .get_restaurant(service_place_id_for("osm:node/2"))
            .expect("get")
            .is_some()
    );
    let entries = all_changes(&store);
    assert_eq!(entries.len(), 3);
    let (_, deleted) = &entries[2];
    assert_eq!(deleted.change_type, ChangeType::Deleted);
    assert_eq!(
        deleted.service_place_id,
        Some(service_place_id_for("osm:node/1"))
    );
    assert_eq!(deleted.restaurant, None);
    assert_eq!(deleted.changed_fields, None);
    assert_eq!(deleted.deleted_at, Some(later));
    let again = store
        .apply_batch(&[delete("osm:node/1")], later)
        .expect("delete again");
    assert_eq!(
        again,
        BatchOutcome {
            unchanged: 1,
            unknown_deletes: 1,
            ..BatchOutcome::default()
        }
    );
    assert_eq!(all_changes(&store).len(), 3);
    let stats = store.dataset_stats().expect("stats");
    assert_eq!(stats.total_restaurants, 1);
    assert_eq!(stats.total_with_vegan_score, 0);
    assert_eq!(stats.average_vegan_score, 0.0);
}

fn create_then_delete_and_delete_then_create_in_one_batch(db: &TestDatabase) {
    let store = open(db);
    store
        .apply_batch(&[upsert("osm:node/2", "B", Some(10.0))], T0)
        .expect("seed");
    let later = T0 + time::Duration::days(1);
    let outcome = store
        .apply_batch(
            &[
                upsert("osm:node/1", "A", Some(40.0)),
                delete("osm:node/1"),
                delete("osm:node/2"),
                upsert("osm:node/2", "B", Some(10.0)),
            ],
            later,
        )
        .expect("batch");
    assert_eq!(
        outcome,
        BatchOutcome {
            created: 2,
            deleted: 2,
            ..BatchOutcome::default()
        }
    );
    let types: Vec<ChangeType> = all_changes(&store)
        .into_iter()
        .map(|(_, e)| e.change_type)
        .collect();
    use ChangeType::{Created, Deleted};
    assert_eq!(types, [Created, Created, Deleted, Deleted, Created]);
    assert_eq!(
        store
            .get_restaurant_by_external_id("osm:node/1")
            .expect("get"),
        None
    );
    let b = store
        .get_restaurant_by_external_id("osm:node/2")
        .expect("get")
        .expect("row");
    assert_eq!(b.created_at, later, "recreated now");
    assert_eq!(store.dataset_stats().expect("stats").total_restaurants, 1);
}

fn lookups_find_by_every_id(db: &TestDatabase) {
    let store = open(db);
    let mut write = sample_write("osm:way/9", "Nine", Some(90.0));
    write.provider_place_id = Some("gp:abc".to_owned());
    let mut other = sample_write("osm:way/10", "Ten", None);
    other.provider_place_id = Some("gp:abc".to_owned());
    store
        .apply_batch(
            &[
                WriteOp::Upsert(Box::new(write.clone())),
                WriteOp::Upsert(Box::new(other)),
            ],
            T0,
        )
        .expect("create");
    let place_id = service_place_id_for("osm:way/9");
    let service_id = service_id_for(place_id);
    let by_place = store.get_restaurant(place_id).expect("get").expect("row");
    assert_eq!(by_place.service_id, service_id);
    assert_eq!(by_place.external_id, "osm:way/9");
    assert_eq!(by_place.detail, write.detail);
    assert_eq!(by_place.record_json, write.record_json);
    assert_eq!(by_place.scoring_version, "test-1");
    assert_eq!(by_place.last_evaluated_at, write.last_evaluated_at);
    assert_eq!(
        store
            .get_restaurant_by_service_id(&service_id)
            .expect("get")
            .as_ref(),
        Some(&by_place)
    );
    let reference = RestaurantRef::parse(&service_id).expect("ref");
    assert_eq!(
        store
            .get_restaurant_by_ref(reference)
            .expect("get")
            .as_ref(),
        Some(&by_place)
    );
    let shared = store.find_by_provider_place_id("gp:abc").expect("find");
    assert_eq!(shared.len(), 2);
    assert!(shared[0].service_place_id < shared[1].service_place_id);
    assert!(
        store
            .find_by_provider_place_id("gp:none")
            .expect("find")
            .is_empty()
    );
    assert_eq!(
        store
            .get_restaurant(service_place_id_for("osm:way/404"))
            .expect("get"),
        None
    );
    assert_eq!(
        store
            .get_restaurant_by_service_id("rst_nothing")
            .expect("get"),
        None
    );
}

fn scan_pages_visit_every_row_once(db: &TestDatabase) {
    let store = open(db);
    let batch: Vec<WriteOp> = (0..53)
        .map(|i| upsert(&format!("osm:node/{i}"), "X", None))
        .collect();
    store.apply_batch(&batch, T0).expect("create");
    let mut seen = Vec::new();
    let mut after = None;
    loop {
        let page = store.scan_restaurants(after, 10).expect("scan");
        let Some(last) = page.last() else { break };
        after = Some(last.service_place_id);
        seen.extend(page.into_iter().map(|r| r.service_place_id));
    }
    assert_eq!(seen.len(), 53);
    let mut sorted = seen.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted, seen, "ascending and without repeats");
    assert_eq!(store.count_restaurants().expect("count"), 53);
}

fn positions_list_every_row_and_batches_read_the_ones_asked(db: &TestDatabase) {
    let store = open(db);
    // More than one lookup chunk (500), some without coordinates.
    let batch: Vec<WriteOp> = (0..1203)
        .map(|i| {
            let mut write = sample_write(&format!("osm:node/{i}"), "X", None);
            if i % 7 == 0 {
                write.lat = None;
                write.lng = None;
            } else {
                write.lat = Some(40.0 + f64::from(i) / 10_000.0);
            }
            WriteOp::Upsert(Box::new(write))
        })
        .collect();
    store.apply_batch(&batch, T0).expect("create");
    store
        .apply_batch(&[delete("osm:node/5")], T0)
        .expect("delete");

    let positions = store.restaurant_positions().expect("positions");
    assert_eq!(positions.len(), 1202);
    let node = |i: u32| service_place_id_for(&format!("osm:node/{i}"));
    let of = |i: u32| positions.iter().find(|p| p.service_place_id == node(i));
    assert_eq!(of(5), None, "deleted rows are not listed");
    assert_eq!(of(7).expect("listed").coordinates, None);
    let (lat, lng) = of(8).expect("listed").coordinates.expect("coordinates");
    assert!((lat - 40.0008).abs() < 1e-9 && (lng + 122.681).abs() < 1e-9);

    // Every listed id and one deleted since: the deleted one is skipped.
    let mut ids: Vec<_> = positions.iter().map(|p| p.service_place_id).collect();
    ids.push(node(5));
    let read = store.get_restaurants(&ids).expect("batch read");
    assert_eq!(read.len(), 1202);
    let mut read_ids: Vec<_> = read.iter().map(|r| r.service_place_id).collect();
    read_ids.sort();
    read_ids.dedup();
    let mut listed: Vec<_> = positions.iter().map(|p| p.service_place_id).collect();
    listed.sort();
    assert_eq!(read_ids, listed);
    let one = store.get_restaurants(&[node(8)]).expect("one");
    assert_eq!(
        one,
        vec![store.get_restaurant(node(8)).expect("get").expect("stored")]
    );
    assert!(store.get_restaurants(&[]).expect("none").is_empty());
}

fn change_pages_never_lose_or_repeat_entries_with_shared_timestamps(db: &TestDatabase) {
    let store = open(db);
    // Every batch says it is T0: the clock still hands out unique times.
    for round in 0..5 {
        let batch: Vec<WriteOp> = (0..20)
            .map(|i| upsert(&format!("osm:node/{i}"), &format!("Round {round}"), None))
            .collect();
        store.apply_batch(&batch, T0).expect("batch");
    }
    store
        .apply_batch(&[delete("osm:node/3"), delete("osm:node/4")], T0)
        .expect("deletes");
    let entries = all_changes(&store);
    assert_eq!(entries.len(), 102);
    let times: Vec<OffsetDateTime> = entries.iter().map(|(_, e)| e.changed_at).collect();
    assert!(
        times.windows(2).all(|w| w[0] < w[1]),
        "unique and increasing with id"
    );
    assert_eq!(times[0], T0);

    let since = T0 - time::Duration::seconds(1);
    for (filter, expected) in [
        (None, 102),
        (Some(ChangeType::Created), 20),
        (Some(ChangeType::Updated), 80),
        (Some(ChangeType::Deleted), 2),
    ] {
        let mut collected = Vec::new();
        for page in 1.. {
            let result = store.list_changes(since, filter, page, 7).expect("page");
            assert_eq!(result.total, expected, "{filter:?}");
            if result.changes.is_empty() {
                break;
            }
            collected.extend(result.changes);
        }
        assert_eq!(collected.len(), expected as usize, "{filter:?}");
        assert!(
            collected
                .windows(2)
                .all(|w| w[0].changed_at < w[1].changed_at)
        );
        if let Some(change_type) = filter {
            assert!(collected.iter().all(|e| e.change_type == change_type));
        }
    }
    let tail = store.list_changes(times[99], None, 1, 100).expect("tail");
    assert_eq!(tail.total, 2);
    assert_eq!(tail.next_since(times[99]), times[101]);
    let empty = store.list_changes(times[101], None, 1, 100).expect("empty");
    assert_eq!((empty.total, empty.changes.len()), (0, 0));
    assert_eq!(empty.next_since(times[101]), times[101]);

    let mut after_id = 0;
    let mut followed = 0;
    loop {
        let page = store.changes_after_id(after_id, 9).expect("follow");
        let Some((last_id, _)) = page.last() else {
            break;
        };
        after_id = *last_id;
        followed += page.len();
    }
    assert_eq!(followed, 102);
    assert_eq!(store.latest_change_id().expect("latest"), after_id);
}

fn polling_with_next_since_sees_every_entry_once(db: &TestDatabase) {
    let store = open(db);
    let mut since = T0 - time::Duration::seconds(1);
    let mut seen: Vec<(OffsetDateTime, String)> = Vec::new();
    let mut written = 0;
    for round in 0..6 {
        let batch: Vec<WriteOp> = (0..4)
            .map(|i| upsert(&format!("osm:node/{i}"), &format!("Round {round}"), None))
            .collect();
        store.apply_batch(&batch, T0).expect("batch");
        written += 4;
        // A client that reads 3 at a time and always restarts at nextSince.
        loop {
            let page = store.list_changes(since, None, 1, 3).expect("poll");
            if page.changes.is_empty() {
                break;
            }
            since = page.next_since(since);
            seen.extend(page.changes.into_iter().map(|e| {
                (
                    e.changed_at,
                    e.restaurant.map(|r| r.name).unwrap_or_default(),
                )
            }));
        }
    }
    assert_eq!(seen.len(), written);
    let unique: HashSet<OffsetDateTime> = seen.iter().map(|(at, _)| *at).collect();
    assert_eq!(unique.len(), written);
}

fn concurrent_writers_get_unique_increasing_change_times(db: &TestDatabase) {
    let store = open(db);
    let writers = 4;
    let barrier = Arc::new(Barrier::new(writers));
    let handles: Vec<_> = (0..writers)
        .map(|writer| {
            let store = store.clone();
            let barrier = Arc::clone(&barrier);
            std::thread::spawn(move || {
                barrier.wait();
                for round in 0..5 {
                    let batch: Vec<WriteOp> = (0..10)
                        .map(|i| upsert(&format!("w{writer}:{i}"), &format!("r{round}"), Some(1.0)))
                        .collect();
                    store.apply_batch(&batch, T0).expect("concurrent batch");
                }
            })
        })
        .collect();
    for handle in handles {
        handle.join().expect("writer thread");
    }
    let entries = all_changes(&store);
    assert_eq!(entries.len(), writers * 5 * 10);
    assert!(
        entries
            .windows(2)
            .all(|w| w[0].0 < w[1].0 && w[0].1.changed_at < w[1].1.changed_at),
        "id order and time order agree"
    );
    let stats = store.dataset_stats().expect("stats");
    assert_eq!(stats.total_restaurants, 40);
    assert_eq!(stats, store.rebuild_dataset_stats().expect("rebuild"));
}

fn snapshot(store: &Store) -> (u64, usize, dietfit_storage::DatasetStats) {
    (
        store.count_restaurants().expect("count"),
        all_changes(store).len(),
        store.dataset_stats().expect("stats"),
    )
}

fn an_invalid_op_aborts_the_whole_batch(db: &TestDatabase) {
    let store = open(db);
    store
        .apply_batch(&[upsert("osm:node/0", "Seed", Some(10.0))], T0)
        .expect("seed");
    let before = snapshot(&store);
    let mut bad = sample_write("osm:node/7", "Bad", None);
    bad.detail.service_place_id = service_place_id_for("osm:node/8");
    let mut ops: Vec<WriteOp> = (1..7)
        .map(|i| upsert(&format!("osm:node/{i}"), "ok", None))
        .collect();
    ops.push(delete("osm:node/0"));
    ops.push(WriteOp::Upsert(Box::new(bad)));
    match store.apply_batch(&ops, T0) {
        Err(StorageError::InvalidInput(message)) => assert!(message.contains("op #7"), "{message}"),
        other => panic!("expected InvalidInput, got {other:?}"),
    }
    assert_eq!(snapshot(&store), before);
}

/// Installs a trigger that fails any change entry for `external_id`, so the
/// batch fails after its restaurant rows were written.
fn fail_change_entries_for(db: &TestDatabase, external_id: &str) {
    use diesel::Connection;
    use diesel::connection::SimpleConnection;
    let place_id = service_place_id_for(external_id);
    match db.url() {
        DatabaseUrl::Sqlite { path } => {
            let mut conn = diesel::SqliteConnection::establish(path.to_str().expect("utf-8 path"))
                .expect("connect");
            conn.batch_execute(&format!(
                "CREATE TRIGGER fail_change BEFORE INSERT ON changes \
                 WHEN NEW.service_place_id = '{place_id}' \
                 BEGIN SELECT RAISE(ABORT, 'injected failure'); END;"
            ))
            .expect("trigger");
        }
        DatabaseUrl::Postgres { url } => {
            let mut conn = diesel::PgConnection::establish(url).expect("connect");
            conn.batch_execute(&format!(
                "CREATE FUNCTION fail_change() RETURNS trigger LANGUAGE plpgsql AS $$ \
                 BEGIN IF NEW.service_place_id = '{place_id}' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$; \
                 CREATE TRIGGER fail_change BEFORE INSERT ON changes FOR EACH ROW EXECUTE FUNCTION fail_change();"
            ))
            .expect("trigger");
        }
    }
}

fn a_database_failure_mid_batch_leaves_nothing_behind(db: &TestDatabase) {
    let store = open(db);
    store
        .apply_batch(&[upsert("osm:node/0", "Seed", Some(10.0))], T0)
        .expect("seed");
    fail_change_entries_for(db, "osm:node/5");
    let before = snapshot(&store);
    let ops: Vec<WriteOp> = std::iter::once(upsert("osm:node/0", "Renamed", Some(99.0)))
        .chain((1..10).map(|i| upsert(&format!("osm:node/{i}"), "ok", Some(50.0))))
        .collect();
    let error = store
        .apply_batch(&ops, T0)
        .expect_err("the trigger fails the batch");
    let cause = std::error::Error::source(&error).map(ToString::to_string);
    assert!(
        cause
            .as_deref()
            .is_some_and(|cause| cause.contains("injected failure")),
        "the cause is kept: {error:?}"
    );
    assert_eq!(snapshot(&store), before);
    let seed = store
        .get_restaurant_by_external_id("osm:node/0")
        .expect("get")
        .expect("row");
    assert_eq!(seed.detail.name, "Seed");
    // The store still works afterwards: the failed connection was rolled back.
    let outcome = store
        .apply_batch(&ops[..5], T0)
        .expect("a batch without node 5");
    assert_eq!(outcome.created, 4);
}

fn dataset_stats_track_every_write_and_match_a_rebuild(db: &TestDatabase) {
    let store = open(db);
    let empty = store.dataset_stats().expect("stats");
    assert_eq!(empty.total_restaurants, 0);
    assert_eq!(empty.last_updated, None);
    assert_eq!(empty.high_water_change_id, 0);

    let mut de = sample_write("osm:node/3", "Berlin", Some(90.0));
    de.country = Some("DE".to_owned());
    de.cuisines = vec!["vegan".to_owned(), "vegan".to_owned(), " ".to_owned()];
    let mut nowhere = sample_write("osm:node/4", "Nowhere", None);
    nowhere.country = None;
    nowhere.cuisines = Vec::new();
    store
        .apply_batch(
            &[
                upsert("osm:node/1", "A", Some(40.0)),
                upsert("osm:node/2", "B", Some(20.0)),
                WriteOp::Upsert(Box::new(de)),
                WriteOp::Upsert(Box::new(nowhere)),
            ],
            T0,
        )
        .expect("create");
    let mut moved = sample_write("osm:node/2", "B", Some(30.0));
    moved.country = Some("CA".to_owned());
    moved.cuisines = vec!["pizza".to_owned()];
    moved.record_json.push(' ');
    store
        .apply_batch(
            &[WriteOp::Upsert(Box::new(moved)), delete("osm:node/1")],
            T0 + time::Duration::days(1),
        )
        .expect("update");
    let stats = store.dataset_stats().expect("stats");
    assert_eq!(stats.total_restaurants, 3);
    assert_eq!(stats.total_with_vegan_score, 2);
    assert!(
        (stats.average_vegan_score - 60.0).abs() < 1e-9,
        "{}",
        stats.average_vegan_score
    );
    assert_eq!(
        stats.coverage_by_country,
        BTreeMap::from([("CA".to_owned(), 1), ("DE".to_owned(), 1)])
    );
    assert_eq!(
        stats.cuisine_distribution,
        BTreeMap::from([("pizza".to_owned(), 1), ("vegan".to_owned(), 1)])
    );
    let entries = all_changes(&store);
    assert_eq!(
        stats.high_water_change_id,
        entries.last().expect("entries").0
    );
    assert_eq!(
        stats.last_updated,
        entries.last().map(|(_, e)| e.changed_at)
    );
    assert_eq!(store.rebuild_dataset_stats().expect("rebuild"), stats);
}

fn new_key(hash_byte: char, tier: Tier, limit: Option<i64>) -> NewKey {
    NewKey {
        key_hash: hash_byte.to_string().repeat(64),
        display_prefix: format!("{}{hash_byte}{hash_byte}", tier.key_prefix()),
        tier,
        label: Some(format!("key {hash_byte}")),
        monthly_limit: limit,
        created_at: T0,
    }
}

fn keys_are_stored_found_listed_and_revoked(db: &TestDatabase) {
    let store = open(db);
    assert!(store.is_empty().expect("empty"));
    let sandbox = store
        .create_key(new_key('a', Tier::Sandbox, Some(100)))
        .expect("create");
    assert!(
        !store
            .is_empty()
            .expect("a key makes the database non-empty")
    );
    let enterprise = store
        .create_key(new_key('b', Tier::Enterprise, None))
        .expect("create");
    assert_eq!(sandbox.tier, Tier::Sandbox);
    assert_eq!(sandbox.display_prefix, "svc_test_aa");
    assert!(!sandbox.is_revoked());
    match store.create_key(new_key('a', Tier::Paid, None)) {
        Err(StorageError::Conflict(_)) => {}
        other => panic!("a duplicate hash must conflict, got {other:?}"),
    }
    let found = store
        .find_key_by_hash(&"a".repeat(64))
        .expect("find")
        .expect("key");
    assert_eq!(found, sandbox);
    assert_eq!(store.find_key_by_hash(&"c".repeat(64)).expect("find"), None);
    assert_eq!(
        store.get_key(enterprise.id).expect("get"),
        Some(enterprise.clone())
    );

    store
        .consume_credits(sandbox.id, "2026-02", 7, Some(100))
        .expect("consume");
    let listed = store.list_keys("2026-02").expect("list");
    assert_eq!(listed.len(), 2);
    assert_eq!(store.count_keys().expect("count"), 2);
    let used: BTreeMap<String, i64> = listed
        .iter()
        .map(|(k, used)| (k.display_prefix.clone(), *used))
        .collect();
    assert_eq!(
        used,
        BTreeMap::from([("svc_test_aa".to_owned(), 7), ("svc_live_bb".to_owned(), 0)])
    );
    assert!(
        store
            .list_keys("2026-03")
            .expect("list")
            .iter()
            .all(|(_, used)| *used == 0)
    );

    let revoked_at = T0 + time::Duration::days(3);
    assert!(store.revoke_key(sandbox.id, revoked_at).expect("revoke"));
    assert!(
        !store
            .revoke_key(sandbox.id, revoked_at + time::Duration::days(1))
            .expect("revoke again")
    );
    assert!(
        !store
            .revoke_key(uuid::Uuid::new_v4(), revoked_at)
            .expect("revoke unknown")
    );
    let found = store
        .find_key_by_hash(&"a".repeat(64))
        .expect("find")
        .expect("still found");
    assert_eq!(found.revoked_at, Some(revoked_at));
}

fn credits_are_consumed_up_to_the_limit(db: &TestDatabase) {
    let store = open(db);
    let key = store
        .create_key(new_key('d', Tier::Paid, Some(10)))
        .expect("create");
    assert_eq!(store.usage(key.id, "2026-02").expect("usage"), 0);
    assert_eq!(
        store
            .consume_credits(key.id, "2026-02", 4, Some(10))
            .expect("c"),
        Some(4)
    );
    assert_eq!(
        store
            .consume_credits(key.id, "2026-02", 6, Some(10))
            .expect("c"),
        Some(10)
    );
    assert_eq!(
        store
            .consume_credits(key.id, "2026-02", 1, Some(10))
            .expect("c"),
        None
    );
    assert_eq!(
        store
            .consume_credits(key.id, "2026-02", 0, Some(10))
            .expect("c"),
        Some(10)
    );
    assert_eq!(store.usage(key.id, "2026-02").expect("usage"), 10);
    assert_eq!(
        store
            .consume_credits(key.id, "2026-03", 3, Some(10))
            .expect("c"),
        Some(3),
        "a new month starts at 0"
    );
    assert_eq!(
        store
            .consume_credits(key.id, "2026-02", 1_000, None)
            .expect("c"),
        Some(1_010)
    );
    let unknown = store.consume_credits(uuid::Uuid::new_v4(), "2026-02", 1, Some(10));
    assert!(
        unknown.is_err(),
        "usage of an unknown key breaks the foreign key: {unknown:?}"
    );
}

fn concurrent_credit_consumption_never_overspends(db: &TestDatabase) {
    let store = open(db);
    let key = store
        .create_key(new_key('e', Tier::Sandbox, Some(100)))
        .expect("create");
    let threads = 50;
    let barrier = Arc::new(Barrier::new(threads));
    let handles: Vec<_> = (0..threads)
        .map(|_| {
            let store = store.clone();
            let barrier = Arc::clone(&barrier);
            std::thread::spawn(move || {
                barrier.wait();
                let mut granted = 0_i64;
                for _ in 0..5 {
                    if store
                        .consume_credits(key.id, "2026-02", 1, Some(100))
                        .expect("consume")
                        .is_some()
                    {
                        granted += 1;
                    }
                }
                granted
            })
        })
        .collect();
    let granted: i64 = handles.into_iter().map(|h| h.join().expect("thread")).sum();
    assert_eq!(granted, 100, "250 attempts, exactly the limit granted");
    assert_eq!(store.usage(key.id, "2026-02").expect("usage"), 100);
}

fn bad_arguments_are_refused(db: &TestDatabase) {
    let store = open(db);
    let key = store
        .create_key(new_key('f', Tier::Paid, Some(10)))
        .expect("create");
    for result in [
        store.consume_credits(key.id, "2026-2", 1, Some(10)),
        store.consume_credits(key.id, "2026-02", -1, Some(10)),
    ] {
        assert!(
            matches!(result, Err(StorageError::InvalidInput(_))),
            "{result:?}"
        );
    }
    assert!(matches!(
        store.usage(key.id, "Feb"),
        Err(StorageError::InvalidInput(_))
    ));
    assert!(matches!(
        store.list_keys("2026-00"),
        Err(StorageError::InvalidInput(_))
    ));
    assert!(matches!(
        store.list_changes(T0, None, 0, 10),
        Err(StorageError::InvalidInput(_))
    ));
    assert!(matches!(
        store.list_changes(T0, None, 1, 0),
        Err(StorageError::InvalidInput(_))
    ));
    let mut short_hash = new_key('g', Tier::Paid, None);
    short_hash.key_hash = "abc".to_owned();
    assert!(matches!(
        store.create_key(short_hash),
        Err(StorageError::InvalidInput(_))
    ));
    let mut upper = new_key('A', Tier::Paid, None);
    upper.display_prefix = "x".to_owned();
    assert!(matches!(
        store.create_key(upper),
        Err(StorageError::InvalidInput(_))
    ));
    let mut nan = sample_write("osm:node/1", "A", None);
    nan.overall_score = Some(f64::NAN);
    assert!(matches!(
        store.apply_batch(&[WriteOp::Upsert(Box::new(nan))], T0),
        Err(StorageError::InvalidInput(_))
    ));
    for score in [-1.0, 100.5, f64::INFINITY] {
        let mut out_of_range = sample_write("osm:node/1", "A", None);
        out_of_range.overall_score = Some(score);
        assert!(matches!(
            store.apply_batch(&[WriteOp::Upsert(Box::new(out_of_range))], T0),
            Err(StorageError::InvalidInput(_))
        ));
    }
    assert!(matches!(
        store.list_changes(T0, None, u32::MAX, u32::MAX),
        Err(StorageError::InvalidInput(_))
    ));
    assert!(matches!(
        store.apply_batch(&[delete("")], T0),
        Err(StorageError::InvalidInput(_))
    ));
    assert_eq!(
        store.apply_batch(&[], T0).expect("empty batch"),
        BatchOutcome::default()
    );
}

#[test]
fn sqlite_runs_in_wal_mode_with_foreign_keys_on() {
    let db = TestDatabase::sqlite();
    let store = open(&db);
    store
        .apply_batch(&[upsert("osm:node/1", "A", None)], T0)
        .expect("write");
    let DatabaseUrl::Sqlite { path } = db.url() else {
        panic!("a SQLite test database")
    };
    let mut wal = path.clone().into_os_string();
    wal.push("-wal");
    assert!(
        std::path::Path::new(&wal).exists(),
        "WAL file next to the database"
    );
    // Foreign keys: usage of an unknown key is refused.
    assert!(
        store
            .consume_credits(uuid::Uuid::new_v4(), "2026-02", 1, None)
            .is_err()
    );
}

#[test]
fn a_busy_sqlite_database_is_unavailable_not_internal() {
    use diesel::Connection;
    use diesel::connection::SimpleConnection;
    let db = TestDatabase::sqlite();
    let config = StoreConfig {
        sqlite_busy_timeout: std::time::Duration::from_millis(100),
        ..db.config()
    };
    let store = Store::open(&config).expect("open");
    let DatabaseUrl::Sqlite { path } = db.url() else {
        panic!("a SQLite test database")
    };
    let mut other_writer =
        diesel::SqliteConnection::establish(path.to_str().expect("utf-8")).expect("connect");
    other_writer
        .batch_execute("BEGIN IMMEDIATE")
        .expect("take the write lock");
    let error = store
        .apply_batch(&[upsert("osm:node/1", "A", None)], T0)
        .expect_err("the database is locked");
    assert!(error.is_unavailable(), "{error:?}");
    other_writer.batch_execute("ROLLBACK").expect("release");
    store
        .apply_batch(&[upsert("osm:node/1", "A", None)], T0)
        .expect("works once the lock is gone");
}
