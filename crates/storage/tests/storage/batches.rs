//! What a failing batch leaves behind (nothing), and the dataset aggregates
//! every write keeps.

use super::*;

on_both_backends!(
    an_invalid_op_aborts_the_whole_batch,
    a_database_failure_mid_batch_leaves_nothing_behind,
    dataset_stats_track_every_write_and_match_a_rebuild,
);

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
