//! Embedded migrations, one tree per backend with the same version names.
//! They run before the pool exists (`Store::open`) or alone (`dietfit migrate`),
//! all pending ones in one transaction. A migration whose data SQL cannot
//! convert has a data step in Rust ([`DATA_STEPS`]) that runs in the same
//! transaction: after its `up.sql`, and before its `down.sql`.

use diesel::connection::SimpleConnection;
use diesel::migration::MigrationSource;
use diesel::sql_types::BigInt;
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl, SqliteConnection};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

use crate::connection::{DbConnection, write_tx};
use crate::error::StorageError;
use crate::repack;
use crate::url::{BackendKind, DatabaseUrl};

const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/sqlite");
const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/postgres");

fn migration_error(error: impl std::fmt::Display) -> StorageError {
    StorageError::Internal(format!("migration failed: {error}").into())
}

/// The version names embedded for a backend, oldest first.
pub fn migration_names(backend: BackendKind) -> Result<Vec<String>, StorageError> {
    let names = match backend {
        BackendKind::Sqlite => {
            MigrationSource::<diesel::sqlite::Sqlite>::migrations(&SQLITE_MIGRATIONS)
                .map_err(migration_error)?
                .iter()
                .map(|m| m.name().to_string())
                .collect()
        }
        BackendKind::Postgres => {
            MigrationSource::<diesel::pg::Pg>::migrations(&POSTGRES_MIGRATIONS)
                .map_err(migration_error)?
                .iter()
                .map(|m| m.name().to_string())
                .collect()
        }
    };
    Ok(names)
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// A migration whose data its SQL cannot convert. `after_up` runs right
/// after its `up.sql` and `before_down` right before its `down.sql`, in the
/// same transaction, so a database is never left half converted.
struct DataStep {
    migration: &'static str,
    after_up: fn(&mut DbConnection) -> Result<(), StorageError>,
    before_down: fn(&mut DbConnection) -> Result<(), StorageError>,
}

const DATA_STEPS: &[DataStep] = &[DataStep {
    migration: "2026-12-03-000000_packed_restaurants_fill",
    after_up: repack::pack_into_packed_table,
    before_down: repack::unpack_into_json_table,
}];

fn data_step(migration: &str) -> Option<&'static DataStep> {
    DATA_STEPS.iter().find(|step| step.migration == migration)
}

/// Opens a connection for migrating. SQLite: WAL (a property of the file,
/// set once here), foreign keys off while tables are rebuilt.
fn open_for_migration(url: &DatabaseUrl) -> Result<DbConnection, StorageError> {
    let target = url.connection_string()?;
    match url.backend() {
        BackendKind::Sqlite => {
            let mut conn = SqliteConnection::establish(&target)?;
            conn.batch_execute(
                "PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; \
                 PRAGMA foreign_keys = OFF;",
            )?;
            Ok(DbConnection::Sqlite(conn))
        }
        BackendKind::Postgres => Ok(DbConnection::Postgres(PgConnection::establish(&target)?)),
    }
}

fn check_sqlite_foreign_keys(conn: &mut DbConnection) -> Result<(), StorageError> {
    let DbConnection::Sqlite(conn) = conn else {
        return Ok(());
    };
    let broken = diesel::sql_query("SELECT COUNT(*) AS n FROM pragma_foreign_key_check")
        .get_result::<Count>(conn)?;
    if broken.n > 0 {
        return Err(StorageError::Internal(
            format!("{} rows break a foreign key after migrating", broken.n).into(),
        ));
    }
    Ok(())
}

/// The advisory lock migrations hold on PostgreSQL ("dietfit" in ASCII), so
/// instances starting together migrate one after the other: the second finds
/// the schema current instead of failing halfway into the first's work.
const MIGRATION_LOCK_KEY: i64 = 0x0064_6965_7466_6974;

/// Runs `work` in one write transaction that only one migrator at a time
/// holds: on SQLite `BEGIN IMMEDIATE` admits one writer to the file; on
/// PostgreSQL the transaction runs under a session advisory lock, released
/// explicitly and in any case when the connection closes (a crashed
/// migrator never leaves it held).
fn migrating<T>(
    url: &DatabaseUrl,
    work: impl FnOnce(&mut DbConnection) -> Result<T, StorageError>,
) -> Result<T, StorageError> {
    let mut conn = open_for_migration(url)?;
    if matches!(conn, DbConnection::Sqlite(_)) {
        return write_tx(&mut conn, work);
    }
    conn.batch_execute(&format!("SELECT pg_advisory_lock({MIGRATION_LOCK_KEY})"))?;
    let outcome = write_tx(&mut conn, work);
    let unlocked = conn.batch_execute(&format!("SELECT pg_advisory_unlock({MIGRATION_LOCK_KEY})"));
    let value = outcome?;
    unlocked?;
    Ok(value)
}

/// Which way a migration is run.
#[derive(Clone, Copy)]
enum Direction {
    Up,
    Down,
}

/// The names of the migrations not applied yet, oldest first.
fn pending_names<DB: diesel::backend::Backend>(
    harness: &mut impl MigrationHarness<DB>,
    source: EmbeddedMigrations,
) -> Result<Vec<String>, StorageError>
where
    EmbeddedMigrations: MigrationSource<DB>,
{
    Ok(harness
        .pending_migrations(source)
        .map_err(migration_error)?
        .iter()
        .map(|m| m.name().to_string())
        .collect())
}

/// The name of the newest applied migration, if any.
fn newest_applied_name<DB: diesel::backend::Backend>(
    harness: &mut impl MigrationHarness<DB>,
    source: EmbeddedMigrations,
) -> Result<Option<String>, StorageError>
where
    EmbeddedMigrations: MigrationSource<DB>,
{
    let applied = harness.applied_migrations().map_err(migration_error)?;
    let Some(newest) = applied.first() else {
        return Ok(None);
    };
    MigrationSource::<DB>::migrations(&source)
        .map_err(migration_error)?
        .iter()
        .find(|m| m.name().version() == *newest)
        .map(|m| Some(m.name().to_string()))
        .ok_or_else(|| migration_error(format!("applied version {newest} is not embedded")))
}

/// Runs the SQL of one migration, named, up or down, and records it;
/// returns its version.
fn run_sql<DB: diesel::backend::Backend>(
    harness: &mut impl MigrationHarness<DB>,
    source: EmbeddedMigrations,
    name: &str,
    direction: Direction,
) -> Result<String, StorageError>
where
    EmbeddedMigrations: MigrationSource<DB>,
{
    let migrations = MigrationSource::<DB>::migrations(&source).map_err(migration_error)?;
    let migration = migrations
        .iter()
        .find(|m| m.name().to_string() == name)
        .ok_or_else(|| migration_error(format!("no migration named {name}")))?;
    let version = match direction {
        Direction::Up => harness.run_migration(migration.as_ref()),
        Direction::Down => harness.revert_migration(migration.as_ref()),
    }
    .map_err(migration_error)?;
    Ok(version.to_string())
}

/// One migration, up or down, with its data step; returns its version.
fn run_one(
    conn: &mut DbConnection,
    name: &str,
    direction: Direction,
) -> Result<String, StorageError> {
    let step = data_step(name);
    if let (Direction::Down, Some(step)) = (direction, step) {
        (step.before_down)(conn)?;
    }
    let version = match conn {
        DbConnection::Sqlite(inner) => run_sql(inner, SQLITE_MIGRATIONS, name, direction)?,
        DbConnection::Postgres(inner) => run_sql(inner, POSTGRES_MIGRATIONS, name, direction)?,
    };
    if let (Direction::Up, Some(step)) = (direction, step) {
        (step.after_up)(conn)?;
    }
    Ok(version)
}

/// Reverts the newest applied migration, if any; returns its version.
fn revert_newest(conn: &mut DbConnection) -> Result<Option<String>, StorageError> {
    let newest = match conn {
        DbConnection::Sqlite(inner) => newest_applied_name(inner, SQLITE_MIGRATIONS)?,
        DbConnection::Postgres(inner) => newest_applied_name(inner, POSTGRES_MIGRATIONS)?,
    };
    newest
        .map(|name| run_one(conn, &name, Direction::Down))
        .transpose()
}

/// Runs every pending migration; returns the versions applied (empty when
/// the database was already current).
pub fn run_pending_migrations(url: &DatabaseUrl) -> Result<Vec<String>, StorageError> {
    let applied = migrating(url, |conn| {
        let pending = match conn {
            DbConnection::Sqlite(inner) => pending_names(inner, SQLITE_MIGRATIONS)?,
            DbConnection::Postgres(inner) => pending_names(inner, POSTGRES_MIGRATIONS)?,
        };
        let applied = pending
            .iter()
            .map(|name| run_one(conn, name, Direction::Up))
            .collect::<Result<Vec<_>, _>>()?;
        check_sqlite_foreign_keys(conn)?;
        Ok(applied)
    })?;
    for version in &applied {
        log::info!("applied migration {version} to {url}");
    }
    Ok(applied)
}

/// Reverts every applied migration, newest first (tests and operators who
/// really mean it); returns the versions reverted.
pub fn revert_all_migrations(url: &DatabaseUrl) -> Result<Vec<String>, StorageError> {
    migrating(url, |conn| {
        let mut reverted = Vec::new();
        while let Some(name) = revert_newest(conn)? {
            reverted.push(name);
        }
        Ok(reverted)
    })
}

/// Reverts the newest applied migration (an operator rolling back one
/// release; tests of a migration's backfill); returns its version, or
/// `None` when nothing is applied.
pub fn revert_last_migration(url: &DatabaseUrl) -> Result<Option<String>, StorageError> {
    migrating(url, revert_newest)
}
