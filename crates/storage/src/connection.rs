//! The connection policy: one `MultiConnection` over SQLite and PostgreSQL,
//! an r2d2 manager that picks the backend from the parsed URL (never the
//! derive's own `establish`, which hides the real error), SQLite pragmas on
//! every acquire, and the transaction helpers every write goes through.

use std::time::Duration;

use diesel::connection::{AnsiTransactionManager, SimpleConnection, TransactionManager};
use diesel::{Connection, PgConnection, SqliteConnection};

use crate::error::StorageError;
use crate::url::{BackendKind, DatabaseUrl};

#[derive(diesel::MultiConnection)]
pub(crate) enum DbConnection {
    Sqlite(SqliteConnection),
    Postgres(PgConnection),
}

/// Runs the same query text against the concrete connection of each backend,
/// for what `MultiConnection` cannot express (`ON CONFLICT`, `RETURNING`,
/// batch inserts, `FOR UPDATE`).
macro_rules! per_backend {
    ($conn:expr, |$inner:ident| $body:expr) => {
        match $conn {
            $crate::connection::DbConnection::Sqlite($inner) => $body,
            $crate::connection::DbConnection::Postgres($inner) => $body,
        }
    };
}
pub(crate) use per_backend;

/// Pool and connection settings, passed in by the caller (the binary reads
/// them from its configuration once, at start).
#[derive(Debug, Clone)]
pub struct StoreConfig {
    pub database_url: DatabaseUrl,
    /// Most connections the pool opens.
    pub max_connections: u32,
    /// Connections kept open while idle; `None` keeps `max_connections`.
    pub min_idle: Option<u32>,
    /// How long a caller waits for a free connection before `Unavailable`.
    pub connection_timeout: Duration,
    /// How long a SQLite statement waits for another writer before `Unavailable`.
    pub sqlite_busy_timeout: Duration,
    /// How long one PostgreSQL statement may run (or wait for a lock) before
    /// the server cancels it, which answers `Unavailable`.
    pub postgres_statement_timeout: Duration,
}

impl StoreConfig {
    /// Defaults suited to a small server: 8 connections, 5 s waits.
    pub fn new(database_url: DatabaseUrl) -> StoreConfig {
        StoreConfig {
            database_url,
            max_connections: 8,
            min_idle: None,
            connection_timeout: Duration::from_secs(5),
            sqlite_busy_timeout: Duration::from_secs(5),
            postgres_statement_timeout: Duration::from_secs(30),
        }
    }

    pub(crate) fn validate(&self) -> Result<(), StorageError> {
        if self.max_connections == 0 {
            return Err(StorageError::Config(
                "the pool needs at least one connection".to_owned(),
            ));
        }
        if self
            .min_idle
            .is_some_and(|idle| idle > self.max_connections)
        {
            return Err(StorageError::Config(
                "min_idle cannot exceed max_connections".to_owned(),
            ));
        }
        if self.connection_timeout.is_zero() {
            return Err(StorageError::Config(
                "connection_timeout must be positive".to_owned(),
            ));
        }
        Ok(())
    }
}

/// Opens a connection of the backend the URL names.
pub(crate) fn establish(url: &DatabaseUrl) -> Result<DbConnection, StorageError> {
    let target = url.connection_string()?;
    match url.backend() {
        BackendKind::Sqlite => Ok(DbConnection::Sqlite(SqliteConnection::establish(&target)?)),
        BackendKind::Postgres => Ok(DbConnection::Postgres(PgConnection::establish(&target)?)),
    }
}

#[derive(Debug)]
pub(crate) struct ConnectionManager {
    url: DatabaseUrl,
}

impl ConnectionManager {
    pub(crate) fn new(url: DatabaseUrl) -> ConnectionManager {
        ConnectionManager { url }
    }
}

impl r2d2::ManageConnection for ConnectionManager {
    type Connection = DbConnection;
    type Error = StorageError;

    fn connect(&self) -> Result<DbConnection, StorageError> {
        establish(&self.url)
    }

    fn is_valid(&self, conn: &mut DbConnection) -> Result<(), StorageError> {
        conn.batch_execute("SELECT 1").map_err(StorageError::from)
    }

    fn has_broken(&self, conn: &mut DbConnection) -> bool {
        // A connection left inside a transaction must not go back to the pool.
        <DbConnection as Connection>::TransactionManager::is_broken_transaction_manager(conn)
    }
}

/// Page cache per SQLite connection, in KiB. The default 2 MiB thrashes on
/// the random-keyed unique indexes (UUIDs) once a table passes ~50,000 rows.
const SQLITE_CACHE_KIB: u32 = 32 * 1024;

/// Per-connection settings: SQLite pragmas (WAL is set once, at migration
/// time, because it is a property of the file) and PostgreSQL session time
/// limits.
#[derive(Debug)]
pub(crate) struct SqlitePragmas {
    pub(crate) busy_timeout: Duration,
    pub(crate) postgres_statement_timeout: Duration,
}

impl SqlitePragmas {
    pub(crate) fn apply(&self, conn: &mut SqliteConnection) -> Result<(), StorageError> {
        let busy_ms = self.busy_timeout.as_millis();
        conn.batch_execute(&format!(
            "PRAGMA foreign_keys = ON; PRAGMA busy_timeout = {busy_ms}; \
             PRAGMA synchronous = NORMAL; PRAGMA cache_size = -{SQLITE_CACHE_KIB};"
        ))
        .map_err(StorageError::from)
    }
}

impl r2d2::CustomizeConnection<DbConnection, StorageError> for SqlitePragmas {
    fn on_acquire(&self, conn: &mut DbConnection) -> Result<(), StorageError> {
        match conn {
            DbConnection::Sqlite(inner) => self.apply(inner),
            DbConnection::Postgres(inner) => {
                // A statement that runs away or waits on a lock forever must
                // not hold a pooled connection and its caller: the server
                // cancels it and the caller answers a retryable 503. A
                // session left idle inside a transaction is ended too.
                let statement_ms = self.postgres_statement_timeout.as_millis().max(1);
                inner
                    .batch_execute(&format!(
                        "SET statement_timeout = {statement_ms}; \
                         SET idle_in_transaction_session_timeout = {statement_ms};"
                    ))
                    .map_err(StorageError::from)
            }
        }
    }
}

pub(crate) fn finish_tx<T>(
    conn: &mut DbConnection,
    outcome: Result<T, StorageError>,
) -> Result<T, StorageError> {
    type Manager = <DbConnection as Connection>::TransactionManager;
    match outcome {
        Ok(value) => {
            Manager::commit_transaction(conn)?;
            Ok(value)
        }
        Err(error) => {
            if let Err(rollback_error) = Manager::rollback_transaction(conn) {
                // The pool discards the connection (has_broken); the first
                // error is the one worth reporting.
                log::warn!("rollback after a failed transaction also failed: {rollback_error}");
            }
            Err(error)
        }
    }
}

/// A write transaction: `BEGIN IMMEDIATE` on SQLite (a deferred transaction
/// that reads then writes fails at once with "database is locked"), a plain
/// `BEGIN` (READ COMMITTED) on PostgreSQL.
pub(crate) fn write_tx<T>(
    conn: &mut DbConnection,
    body: impl FnOnce(&mut DbConnection) -> Result<T, StorageError>,
) -> Result<T, StorageError> {
    match conn {
        DbConnection::Sqlite(inner) => {
            AnsiTransactionManager::begin_transaction_sql(inner, "BEGIN IMMEDIATE")?
        }
        DbConnection::Postgres(inner) => {
            <AnsiTransactionManager as TransactionManager<PgConnection>>::begin_transaction(inner)?
        }
    }
    let outcome = body(conn);
    finish_tx(conn, outcome)
}

/// A read transaction that sees one snapshot across its statements (a count
/// and the page it describes agree).
pub(crate) fn read_tx<T>(
    conn: &mut DbConnection,
    body: impl FnOnce(&mut DbConnection) -> Result<T, StorageError>,
) -> Result<T, StorageError> {
    match conn {
        DbConnection::Sqlite(inner) => {
            AnsiTransactionManager::begin_transaction_sql(inner, "BEGIN")?
        }
        DbConnection::Postgres(inner) => AnsiTransactionManager::begin_transaction_sql(
            inner,
            "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
        )?,
    }
    let outcome = body(conn);
    finish_tx(conn, outcome)
}
