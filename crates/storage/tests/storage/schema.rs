//! Migrations (both trees, up, down, up again) and connections: URLs, SQLite's
//! pragmas, a busy database.

use super::*;

on_both_backends!(
    migrations_go_up_down_and_up_again,
    instances_starting_together_all_migrate,
);

/// Several servers started at once on an empty database: one migrates, the
/// others wait for it and find the schema current; none fails.
fn instances_starting_together_all_migrate(db: &TestDatabase) {
    let url = db.url().clone();
    let applied: Vec<usize> = std::thread::scope(|scope| {
        let starts: Vec<_> = (0..4)
            .map(|_| scope.spawn(|| run_pending_migrations(&url).map(|applied| applied.len())))
            .collect();
        starts
            .into_iter()
            .map(|start| start.join().expect("no panic").expect("migrates"))
            .collect()
    });
    let all = migration_names(url.backend()).expect("names").len();
    assert_eq!(applied.iter().sum::<usize>(), all, "{applied:?}");
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
