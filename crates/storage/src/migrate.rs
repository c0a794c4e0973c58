//! Embedded migrations, one tree per backend with the same version names.
//! They run before the pool exists (`Store::open`) or alone (`dietfit migrate`).

use diesel::connection::SimpleConnection;
use diesel::migration::MigrationSource;
use diesel::sql_types::BigInt;
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl, SqliteConnection};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

use crate::error::StorageError;
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

/// Opens the SQLite file for migrating: WAL (a property of the file, set
/// once here), foreign keys off while tables are rebuilt.
fn open_sqlite_for_migration(url: &DatabaseUrl) -> Result<SqliteConnection, StorageError> {
    let mut conn = SqliteConnection::establish(&url.connection_string()?)?;
    conn.batch_execute(
        "PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = OFF;",
    )?;
    Ok(conn)
}

fn check_sqlite_foreign_keys(conn: &mut SqliteConnection) -> Result<(), StorageError> {
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

/// Runs `work` holding the migration lock for this database; the lock is a
/// session lock, released explicitly and in any case when the connection
/// closes (a crashed migrator never leaves it held).
fn with_migration_lock<T>(
    conn: &mut PgConnection,
    work: impl FnOnce(&mut PgConnection) -> Result<T, StorageError>,
) -> Result<T, StorageError> {
    conn.batch_execute(&format!("SELECT pg_advisory_lock({MIGRATION_LOCK_KEY})"))?;
    let outcome = work(conn);
    let unlocked = conn.batch_execute(&format!("SELECT pg_advisory_unlock({MIGRATION_LOCK_KEY})"));
    let value = outcome?;
    unlocked?;
    Ok(value)
}

/// Runs every pending migration; returns the versions applied (empty when
/// the database was already current).
pub fn run_pending_migrations(url: &DatabaseUrl) -> Result<Vec<String>, StorageError> {
    let applied = match url.backend() {
        BackendKind::Sqlite => {
            let mut conn = open_sqlite_for_migration(url)?;
            // One writer at a time holds the file from reading the applied
            // versions to the last migration: processes starting together
            // migrate one after the other (each migration is a savepoint
            // inside), as the advisory lock does on PostgreSQL.
            conn.immediate_transaction(|conn| {
                let applied = conn
                    .run_pending_migrations(SQLITE_MIGRATIONS)
                    .map_err(migration_error)?
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                check_sqlite_foreign_keys(conn)?;
                Ok::<_, StorageError>(applied)
            })?
        }
        BackendKind::Postgres => {
            let mut conn = PgConnection::establish(&url.connection_string()?)?;
            with_migration_lock(&mut conn, |conn| {
                Ok(conn
                    .run_pending_migrations(POSTGRES_MIGRATIONS)
                    .map_err(migration_error)?
                    .iter()
                    .map(ToString::to_string)
                    .collect())
            })?
        }
    };
    let applied: Vec<String> = applied;
    for version in &applied {
        log::info!("applied migration {version} to {url}");
    }
    Ok(applied)
}

/// Reverts every applied migration, newest first (tests and operators who
/// really mean it); returns the versions reverted.
pub fn revert_all_migrations(url: &DatabaseUrl) -> Result<Vec<String>, StorageError> {
    let reverted = match url.backend() {
        BackendKind::Sqlite => {
            let mut conn = open_sqlite_for_migration(url)?;
            conn.revert_all_migrations(SQLITE_MIGRATIONS)
                .map_err(migration_error)?
                .iter()
                .map(ToString::to_string)
                .collect()
        }
        BackendKind::Postgres => {
            let mut conn = PgConnection::establish(&url.connection_string()?)?;
            with_migration_lock(&mut conn, |conn| {
                Ok(conn
                    .revert_all_migrations(POSTGRES_MIGRATIONS)
                    .map_err(migration_error)?
                    .iter()
                    .map(ToString::to_string)
                    .collect())
            })?
        }
    };
    Ok(reverted)
}

/// Reverts the newest applied migration (an operator rolling back one
/// release; tests of a migration's backfill); returns its version, or
/// `None` when nothing is applied.
pub fn revert_last_migration(url: &DatabaseUrl) -> Result<Option<String>, StorageError> {
    fn revert<DB: diesel::backend::Backend>(
        conn: &mut impl MigrationHarness<DB>,
        source: EmbeddedMigrations,
    ) -> Result<Option<String>, StorageError> {
        if conn
            .applied_migrations()
            .map_err(migration_error)?
            .is_empty()
        {
            return Ok(None);
        }
        conn.revert_last_migration(source)
            .map(|version| Some(version.to_string()))
            .map_err(migration_error)
    }
    match url.backend() {
        BackendKind::Sqlite => {
            let mut conn = open_sqlite_for_migration(url)?;
            conn.immediate_transaction(|conn| revert(conn, SQLITE_MIGRATIONS))
        }
        BackendKind::Postgres => {
            let mut conn = PgConnection::establish(&url.connection_string()?)?;
            with_migration_lock(&mut conn, |conn| revert(conn, POSTGRES_MIGRATIONS))
        }
    }
}
