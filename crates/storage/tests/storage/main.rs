//! The storage integration tests. Every repository test is written once and
//! runs against SQLite (a temp file) and PostgreSQL (a fresh schema in
//! DIETFIT_TEST_POSTGRES_URL; skipped with a message when unset, a failure
//! under CI=true).

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::sync::{Arc, Barrier};

use dietfit_contract::{ChangeType, RestaurantRef, Tier, service_id_for, service_place_id_for};
use dietfit_storage::migrate::{
    migration_names, revert_all_migrations, revert_last_migration, run_pending_migrations,
    run_pending_migrations_waiting,
};
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

/// Runs `$body` with `$conn` a plain diesel connection to the test
/// database: SQL as an older version of the program would have run it.
macro_rules! with_raw_connection {
    ($db:expr, |$conn:ident| $body:expr) => {{
        use diesel::Connection as _;
        match $db.url() {
            DatabaseUrl::Sqlite { path } => {
                let $conn = &mut diesel::SqliteConnection::establish(path.to_str().expect("utf-8"))
                    .expect("connect");
                $body
            }
            DatabaseUrl::Postgres { url } => {
                let $conn = &mut diesel::PgConnection::establish(url).expect("connect");
                $body
            }
        }
    }};
}

mod batches;
mod changes;
mod idempotency;
mod keys;
mod restaurants;
mod schema;
mod secrets;
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
