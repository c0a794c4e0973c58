//! Storage errors, mapped on purpose so the HTTP layer has one table from
//! error to status: `NotFound` 404, `Unavailable` 503 (retry later), `Conflict`
//! 409, `InvalidInput` is a caller bug or bad configuration, `Internal` 500.

use diesel::result::{DatabaseErrorKind, Error as DieselError};

/// The underlying failure an error carries as its source: a diesel, r2d2 or
/// migration error, or a message where there is none.
pub type Cause = Box<dyn std::error::Error + Send + Sync>;

#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    /// The configuration cannot work (bad `DATABASE_URL`, pool size 0, ...).
    #[error("storage configuration: {0}")]
    Config(String),
    /// The database cannot answer now: pool timeout, closed connection,
    /// SQLite busy, PostgreSQL serialization failure. Retrying may work.
    #[error("database unavailable")]
    Unavailable(#[source] Cause),
    #[error("not found")]
    NotFound,
    /// A uniqueness rule was broken (e.g. a key hash that already exists).
    #[error("conflict")]
    Conflict(#[source] Cause),
    /// The caller handed in a value the store refuses (a programming error of
    /// the layer above, e.g. a detail whose id does not match its external_id).
    #[error("invalid write: {0}")]
    InvalidInput(String),
    /// Anything else: a bug, a corrupt row, a failed migration.
    #[error("storage internal error")]
    Internal(#[source] Cause),
}

impl StorageError {
    /// True when the caller should answer 503 and may retry.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, StorageError::Unavailable(_))
    }
}

/// SQLite reports a locked or busy database only through its message.
pub(crate) fn is_sqlite_busy(message: &str) -> bool {
    message.contains("database is locked") || message.contains("database is busy")
}

/// PostgreSQL errors that say "not now" rather than "never": a statement
/// cancelled (its time limit, a lock wait, an operator), a deadlock victim,
/// a server shutting down. diesel passes their codes on only as messages.
fn is_postgres_transient(message: &str) -> bool {
    message.starts_with("canceling statement due to")
        || message.starts_with("deadlock detected")
        || message.starts_with("terminating connection due to")
        || message.starts_with("could not obtain lock")
        || message.starts_with("the database system is")
}

impl From<DieselError> for StorageError {
    fn from(error: DieselError) -> Self {
        match &error {
            DieselError::NotFound => StorageError::NotFound,
            DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => {
                StorageError::Conflict(error.into())
            }
            DieselError::DatabaseError(
                DatabaseErrorKind::ClosedConnection | DatabaseErrorKind::SerializationFailure,
                _,
            )
            | DieselError::BrokenTransactionManager => StorageError::Unavailable(error.into()),
            DieselError::DatabaseError(_, info)
                if is_sqlite_busy(info.message()) || is_postgres_transient(info.message()) =>
            {
                StorageError::Unavailable(error.into())
            }
            _ => StorageError::Internal(error.into()),
        }
    }
}

impl From<r2d2::Error> for StorageError {
    fn from(error: r2d2::Error) -> Self {
        // r2d2's only error is "timed out waiting for connection", possibly
        // with the last connection error; both mean "try again later".
        StorageError::Unavailable(error.into())
    }
}

impl From<diesel::ConnectionError> for StorageError {
    fn from(error: diesel::ConnectionError) -> Self {
        match error {
            diesel::ConnectionError::InvalidConnectionUrl(message) => StorageError::Config(message),
            other => StorageError::Unavailable(other.into()),
        }
    }
}

/// A stored JSON column that no longer parses is a corrupt row, not bad input.
pub(crate) fn corrupt(what: &str, error: impl std::fmt::Display) -> StorageError {
    StorageError::Internal(format!("stored {what} is unreadable: {error}").into())
}
