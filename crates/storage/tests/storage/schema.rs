//! Migrations (both trees, up, down, up again) and connections: URLs, SQLite's
//! pragmas, a busy database.

use std::time::Duration;

use super::*;

on_both_backends!(
    migrations_go_up_down_and_up_again,
    instances_starting_together_all_migrate,
    a_database_of_json_text_is_packed_when_it_migrates_and_reads_back_the_same,
);

/// Several servers started at once on an empty database: one migrates, the
/// others wait for it and find the schema current; none fails. (On SQLite
/// the losers of the race to switch the new file to WAL are refused at once,
/// not after `busy_timeout`, and must try again.)
fn instances_starting_together_all_migrate(db: &TestDatabase) {
    let url = db.url().clone();
    let instances = 4;
    let applied: Vec<usize> = std::thread::scope(|scope| {
        let starts: Vec<_> = (0..instances)
            .map(|_| scope.spawn(|| run_pending_migrations(&url).map(|applied| applied.len())))
            .collect();
        starts
            .into_iter()
            .map(|start| start.join().expect("no panic").expect("migrates"))
            .collect()
    });
    let all = migration_names(url.backend()).expect("names").len();
    assert_eq!(applied.iter().sum::<usize>(), all, "{applied:?}");
    assert_eq!(applied.iter().filter(|&&n| n > 0).count(), 1, "{applied:?}");
    assert!(run_pending_migrations(&url).expect("current").is_empty());
}

/// The race above is narrow on SQLite (a few runs in a hundred lost it
/// before instances waited for the file), so it is run on many new files.
#[test]
fn sqlite_instances_starting_together_on_many_new_files_all_migrate() {
    for _ in 0..25 {
        instances_starting_together_all_migrate(&TestDatabase::sqlite());
    }
}

/// A plain connection to a SQLite test database's file.
fn raw_sqlite(db: &TestDatabase) -> diesel::SqliteConnection {
    use diesel::Connection;
    let DatabaseUrl::Sqlite { path } = db.url() else {
        panic!("a SQLite test database")
    };
    diesel::SqliteConnection::establish(path.to_str().expect("utf-8")).expect("connect")
}

/// What an error says, its causes included.
fn error_text(error: &StorageError) -> String {
    let mut text = error.to_string();
    let mut cause = std::error::Error::source(error);
    while let Some(inner) = cause {
        text.push_str(": ");
        text.push_str(&inner.to_string());
        cause = inner.source();
    }
    text
}

/// Another connection in the middle of writing a new file (as an instance
/// switching it to WAL is): the migrator can read the file but not upgrade
/// to write, which SQLite refuses at once instead of waiting. It waits for
/// the file and then migrates.
#[test]
fn a_sqlite_migrator_waits_for_a_writer_on_a_new_file() {
    use diesel::connection::SimpleConnection;
    let db = TestDatabase::sqlite();
    let mut other = raw_sqlite(&db);
    other.batch_execute("BEGIN IMMEDIATE").expect("write lock");
    let url = db.url().clone();
    let all = migration_names(url.backend()).expect("names").len();
    std::thread::scope(|scope| {
        let migrator = scope.spawn(|| run_pending_migrations(&url));
        std::thread::sleep(Duration::from_millis(300));
        assert!(
            !migrator.is_finished(),
            "the migrator gave up while another connection held the file"
        );
        other.batch_execute("COMMIT").expect("release");
        let applied = migrator.join().expect("no panic").expect("migrates");
        assert_eq!(applied.len(), all);
    });
}

/// The write lock held longer than the store's SQLite busy wait (another
/// instance repacking a large database, a long write): the migrator keeps
/// waiting, migrates once it is free, and what the holder wrote stays.
#[test]
fn a_sqlite_migrator_waits_past_the_busy_timeout_for_the_write_lock() {
    use diesel::connection::SimpleConnection;
    let db = TestDatabase::sqlite();
    run_pending_migrations(db.url()).expect("up");
    revert_last_migration(db.url()).expect("down one");
    let mut other = raw_sqlite(&db);
    other
        .batch_execute(
            "BEGIN IMMEDIATE; INSERT INTO server_secrets (name, value, created_at) \
             VALUES ('held', 'written while the migrator waited', 0);",
        )
        .expect("write lock");
    let url = db.url().clone();
    let held = StoreConfig::new(url.clone()).sqlite_busy_timeout + Duration::from_secs(1);
    std::thread::scope(|scope| {
        let migrator = scope.spawn(|| run_pending_migrations(&url));
        std::thread::sleep(held);
        assert!(
            !migrator.is_finished(),
            "the migrator gave up while another connection held the write lock"
        );
        other.batch_execute("COMMIT").expect("release");
        let applied = migrator.join().expect("no panic").expect("migrates");
        assert_eq!(applied.len(), 1);
    });
    let kept = open(&db)
        .server_secret("held", "another value", T0)
        .expect("read");
    assert_eq!(kept, "written while the migrator waited");
}

/// Past its bound, a migrator that cannot get the write lock fails as
/// unavailable, naming the file and the step; once the lock is free it
/// migrates.
#[test]
fn a_sqlite_migrator_that_waited_too_long_names_the_file() {
    use diesel::connection::SimpleConnection;
    let db = TestDatabase::sqlite();
    run_pending_migrations(db.url()).expect("up");
    let mut other = raw_sqlite(&db);
    other.batch_execute("BEGIN IMMEDIATE").expect("write lock");
    let started = std::time::Instant::now();
    let error = run_pending_migrations_waiting(db.url(), Duration::from_millis(300))
        .expect_err("the write lock is held");
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    assert!(error.is_unavailable(), "{error:?}");
    let text = error_text(&error);
    let DatabaseUrl::Sqlite { path } = db.url() else {
        panic!("a SQLite test database")
    };
    assert!(text.contains(&path.display().to_string()), "{text}");
    assert!(text.contains("BEGIN IMMEDIATE"), "{text}");
    other.batch_execute("ROLLBACK").expect("release");
    assert!(
        run_pending_migrations_waiting(db.url(), Duration::from_millis(300))
            .expect("free again")
            .is_empty()
    );
}

fn migrations_go_up_down_and_up_again(db: &TestDatabase) {
    let url = db.url();
    let all = migration_names(url.backend()).expect("names").len();
    assert_eq!(run_pending_migrations(url).expect("up").len(), all);
    assert!(run_pending_migrations(url).expect("up again").is_empty());
    let store = open(db);
    store
        .apply_batch(&[upsert("osm:node/1", "A", Some(50.0))], T0)
        .expect("write");
    drop(store);
    assert_eq!(revert_all_migrations(url).expect("down").len(), all);
    assert_eq!(
        run_pending_migrations(url).expect("up after down").len(),
        all
    );
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

/// An ingest record long enough to compress, and an evaluation that quotes
/// it, as the layers above write them.
fn realistic_write(index: usize) -> dietfit_storage::RestaurantWrite {
    let external_id = format!("osm:node/{index}");
    let name = format!("Green Bowl {index}");
    let mut write = sample_write(&external_id, &name, Some(60.0));
    let menu: Vec<serde_json::Value> = (0..12)
        .map(|dish| {
            serde_json::json!({
                "name": format!("Tofu Scramble No. {dish}"),
                "description": "Silken tofu, turmeric and black salt; no eggs, no butter",
                "observed_at": "2026-01-10T12:00:00Z",
            })
        })
        .collect();
    write.record_json =
        serde_json::json!({ "external_id": external_id, "name": name, "menu": menu }).to_string();
    let evidence: Vec<serde_json::Value> = (0..12)
        .map(|dish| {
            serde_json::json!({
                "type": "menu_item",
                "excerpt": format!("Tofu Scramble No. {dish}"),
                "observed_at": "2026-01-10T12:00:00Z",
                "signals": ["vegan_label"],
            })
        })
        .collect();
    write.evaluation_json = serde_json::json!({ "evidence": evidence }).to_string();
    write
}

#[derive(diesel::QueryableByName, Debug, PartialEq)]
struct JsonColumns {
    #[diesel(sql_type = diesel::sql_types::Text)]
    external_id: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    record_json: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    evaluation_json: String,
}

#[derive(diesel::QueryableByName)]
struct PackedSizes {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    packed: i64,
}

const OLD_LAYOUT_INSERT: &str = "INSERT INTO restaurants (service_place_id, service_id, \
    external_id, cuisines_json, scoring_version, record_json, evaluation_json, detail_json, \
    created_at, updated_at, last_evaluated_at) VALUES ";

/// A database from before records and evaluations were packed: migrating
/// packs every row (they take less room than their JSON) and the store
/// reads back exactly what was written; reverting gives the old layout,
/// JSON text, back.
fn a_database_of_json_text_is_packed_when_it_migrates_and_reads_back_the_same(db: &TestDatabase) {
    let names = migration_names(db.url().backend()).expect("names");
    let packing = names
        .iter()
        .position(|name| name.ends_with("_packed_restaurants_fill"))
        .expect("the packing migration");
    let store = open(db);
    let writes: Vec<WriteOp> = (0..30)
        .map(|i| WriteOp::Upsert(Box::new(realistic_write(i))))
        .collect();
    store.apply_batch(&writes, T0).expect("write");
    let written = store.scan_restaurants(None, 100).expect("scan");
    assert_eq!(written.len(), 30);
    drop(store);

    for _ in packing..names.len() {
        revert_last_migration(db.url()).expect("down");
    }
    let old_rows: Vec<JsonColumns> = with_raw_connection!(db, |conn| {
        diesel::RunQueryDsl::load(
            diesel::sql_query(
                "SELECT external_id, record_json, evaluation_json FROM restaurants \
                 ORDER BY service_place_id",
            ),
            conn,
        )
        .expect("old layout")
    });
    let expected: Vec<JsonColumns> = written
        .iter()
        .map(|row| JsonColumns {
            external_id: row.external_id.clone(),
            record_json: row.record_json.clone(),
            evaluation_json: row.evaluation_json.clone(),
        })
        .collect();
    assert_eq!(old_rows, expected, "reverting gives JSON text back");

    // One more row, written by the old layout's SQL.
    let late = realistic_write(99);
    let place_id = service_place_id_for(&late.external_id);
    let detail_json = serde_json::to_string(&late.detail).expect("detail");
    with_raw_connection!(db, |conn| {
        diesel::RunQueryDsl::execute(
            diesel::sql_query(format!(
                "{OLD_LAYOUT_INSERT} ('{place_id}', '{}', '{}', '[]', 'test-1', '{}', '{}', '{}', \
                 0, 0, 0)",
                service_id_for(place_id),
                late.external_id,
                late.record_json.replace('\'', "''"),
                late.evaluation_json.replace('\'', "''"),
                detail_json.replace('\'', "''"),
            )),
            conn,
        )
        .expect("old-layout insert")
    });

    assert_eq!(
        run_pending_migrations(db.url()).expect("up").len(),
        names.len() - packing
    );
    let store = open(db);
    let migrated = store.scan_restaurants(None, 100).expect("scan");
    let late_row = store
        .get_restaurant_by_external_id(&late.external_id)
        .expect("read")
        .expect("the old-layout row");
    assert_eq!(late_row.record_json, late.record_json);
    assert_eq!(late_row.evaluation_json, late.evaluation_json);
    assert_eq!(late_row.detail, late.detail);
    let without_late: Vec<_> = migrated
        .into_iter()
        .filter(|row| row.external_id != late.external_id)
        .collect();
    assert_eq!(without_late, written, "every row reads back as written");

    let length = match db.url().backend() {
        BackendKind::Sqlite => "length",
        BackendKind::Postgres => "octet_length",
    };
    let sizes: PackedSizes = with_raw_connection!(db, |conn| {
        diesel::RunQueryDsl::get_result(
            diesel::sql_query(format!(
                "SELECT CAST(SUM({length}(packed_record) + {length}(packed_evaluation)) AS BIGINT) \
                 AS packed FROM restaurants"
            )),
            conn,
        )
        .expect("sizes")
    });
    let json: usize = written
        .iter()
        .map(|row| row.record_json.len() + row.evaluation_json.len())
        .sum::<usize>()
        + late.record_json.len()
        + late.evaluation_json.len();
    assert!(
        (sizes.packed as usize) * 3 < json,
        "{} packed bytes for {json} bytes of JSON",
        sizes.packed
    );
}
