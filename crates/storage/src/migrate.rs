//! Embedded migrations, one tree per backend with the same version names.
//! They run before the pool exists (`Store::open`) or alone (`dietfit migrate`),
//! all pending ones in one transaction. A migration whose data SQL cannot
//! convert has a data step in Rust ([`DATA_STEPS`]) that runs in the same
//! transaction: after its `up.sql`, and before its `down.sql`.
//!
//! Instances starting together migrate one after the other. On SQLite the
//! two steps that need the file's locks (switching it to WAL, `BEGIN
//! IMMEDIATE`) are retried while another connection holds them, up to
//! [`SQLITE_MIGRATION_WAIT`]: SQLite's busy handler alone is not enough,
//! because it waits only `busy_timeout` and is not called at all when a
//! connection that already reads must upgrade to write (the WAL switch does
//! that), which fails at once with "database is locked".

use std::time::{Duration, Instant};

use diesel::connection::{AnsiTransactionManager, SimpleConnection};
use diesel::migration::MigrationSource;
use diesel::result::Error as DieselError;
use diesel::sql_types::{BigInt, Text};
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl, SqliteConnection};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

use crate::connection::{DbConnection, finish_tx, write_tx};
use crate::error::{StorageError, is_sqlite_busy};
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

/// How long a SQLite migrator waits, in all, for other connections to let go
/// of the file: to switch it to WAL and to take its write lock. Another
/// instance may be migrating, and repacking a large database takes minutes.
/// (PostgreSQL's advisory lock waits as long as the holder needs.)
pub const SQLITE_MIGRATION_WAIT: Duration = Duration::from_secs(600);

/// SQLite's own wait per attempt (`busy_timeout`); the loop around it logs
/// and tries again until the migration's wait is over.
const SQLITE_ATTEMPT_WAIT: Duration = Duration::from_secs(1);
/// The pause after an attempt SQLite refused without waiting, doubling up
/// to [`LONGEST_PAUSE`].
const FIRST_PAUSE: Duration = Duration::from_millis(5);
const LONGEST_PAUSE: Duration = Duration::from_millis(500);
/// How often a migrator still waiting says so again, as a warning.
const WAIT_REPORT_EVERY: Duration = Duration::from_secs(30);

#[derive(QueryableByName)]
struct JournalMode {
    #[diesel(sql_type = Text)]
    journal_mode: String,
}

/// A SQLite migrator's wait for the file's locks, shared by its steps so the
/// bound covers them all.
struct LockWait<'a> {
    url: &'a DatabaseUrl,
    limit: Duration,
    started: Instant,
    pause: Duration,
    reported: Option<Instant>,
}

impl<'a> LockWait<'a> {
    fn new(url: &'a DatabaseUrl, limit: Duration) -> LockWait<'a> {
        LockWait {
            url,
            limit,
            started: Instant::now(),
            pause: FIRST_PAUSE,
            reported: None,
        }
    }

    /// Runs `attempt` until SQLite stops answering busy; past the limit, an
    /// `Unavailable` error that names the file and the step.
    fn retry<T>(
        &mut self,
        conn: &mut SqliteConnection,
        step: &str,
        mut attempt: impl FnMut(&mut SqliteConnection) -> Result<T, DieselError>,
    ) -> Result<T, StorageError> {
        let deadline = self.started + self.limit;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let busy_ms = left.min(SQLITE_ATTEMPT_WAIT).as_millis().max(1);
            conn.batch_execute(&format!("PRAGMA busy_timeout = {busy_ms}"))?;
            match attempt(conn) {
                Err(DieselError::DatabaseError(_, info)) if is_sqlite_busy(info.message()) => {}
                Ok(value) => {
                    if self.reported.is_some() {
                        log::info!(
                            "{}: could {step} after waiting {:.1} s",
                            self.url,
                            self.started.elapsed().as_secs_f64()
                        );
                    }
                    return Ok(value);
                }
                Err(error) => return Err(error.into()),
            }
            let now = Instant::now();
            if now >= deadline {
                return Err(StorageError::Unavailable(
                    format!(
                        "{}: could not {step} within {} s: another connection holds a lock \
                         on the file (another instance migrating, or a long write); \
                         start again once it is done",
                        self.url,
                        self.limit.as_secs_f64()
                    )
                    .into(),
                ));
            }
            match self.reported {
                None => {
                    log::info!(
                        "{}: waiting to {step}: another connection holds a lock on the file \
                         (another instance migrating?); waiting up to {} s",
                        self.url,
                        self.limit.as_secs()
                    );
                    self.reported = Some(now);
                }
                Some(at) if now.duration_since(at) >= WAIT_REPORT_EVERY => {
                    log::warn!(
                        "{}: still waiting to {step} after {} s (up to {} s)",
                        self.url,
                        self.started.elapsed().as_secs(),
                        self.limit.as_secs()
                    );
                    self.reported = Some(now);
                }
                Some(_) => {}
            }
            std::thread::sleep(self.pause.min(deadline.saturating_duration_since(now)));
            self.pause = (self.pause * 2).min(LONGEST_PAUSE);
        }
    }
}

/// Opens a connection for migrating. SQLite: WAL (a property of the file,
/// set once here, retried while others hold the file), foreign keys off
/// while tables are rebuilt.
fn open_for_migration(
    url: &DatabaseUrl,
    wait: &mut LockWait<'_>,
) -> Result<DbConnection, StorageError> {
    let target = url.connection_string()?;
    match url.backend() {
        BackendKind::Sqlite => {
            let mut conn = SqliteConnection::establish(&target)?;
            conn.batch_execute("PRAGMA foreign_keys = OFF")?;
            let mode = wait.retry(&mut conn, "switch the file to WAL", |conn| {
                diesel::sql_query("PRAGMA journal_mode = WAL").get_result::<JournalMode>(conn)
            })?;
            if !mode.journal_mode.eq_ignore_ascii_case("wal") {
                return Err(StorageError::Internal(
                    format!(
                        "{url}: SQLite kept journal mode {} instead of WAL",
                        mode.journal_mode
                    )
                    .into(),
                ));
            }
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
/// holds: on SQLite `BEGIN IMMEDIATE` admits one writer to the file, taken
/// before anything is read (a transaction that reads first and then writes
/// would be refused without waiting) and retried up to `wait`; on
/// PostgreSQL the transaction runs under a session advisory lock, released
/// explicitly and in any case when the connection closes (a crashed
/// migrator never leaves it held).
fn migrating<T>(
    url: &DatabaseUrl,
    wait: Duration,
    work: impl FnOnce(&mut DbConnection) -> Result<T, StorageError>,
) -> Result<T, StorageError> {
    let mut lock_wait = LockWait::new(url, wait);
    let mut conn = open_for_migration(url, &mut lock_wait)?;
    if let DbConnection::Sqlite(inner) = &mut conn {
        lock_wait.retry(inner, "take the write lock (BEGIN IMMEDIATE)", |inner| {
            AnsiTransactionManager::begin_transaction_sql(inner, "BEGIN IMMEDIATE")
        })?;
        let outcome = work(&mut conn);
        return finish_tx(&mut conn, outcome);
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
/// the database was already current). On SQLite it waits up to
/// [`SQLITE_MIGRATION_WAIT`] for the file's locks.
pub fn run_pending_migrations(url: &DatabaseUrl) -> Result<Vec<String>, StorageError> {
    run_pending_migrations_waiting(url, SQLITE_MIGRATION_WAIT)
}

/// [`run_pending_migrations`], waiting at most `wait` on SQLite for other
/// connections to let go of the file (`Unavailable` past it, naming the
/// file). PostgreSQL waits for its advisory lock as long as it takes.
pub fn run_pending_migrations_waiting(
    url: &DatabaseUrl,
    wait: Duration,
) -> Result<Vec<String>, StorageError> {
    let applied = migrating(url, wait, |conn| {
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
    migrating(url, SQLITE_MIGRATION_WAIT, |conn| {
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
    migrating(url, SQLITE_MIGRATION_WAIT, revert_newest)
}
