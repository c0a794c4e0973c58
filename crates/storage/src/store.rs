//! `Store`: the pool, opened after migrations, and the handle every
//! repository function hangs off.

use std::fmt;

use r2d2::{Pool, PooledConnection};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::connection::{ConnectionManager, SqlitePragmas, StoreConfig};
use crate::error::{StorageError, corrupt};
use crate::migrate::run_pending_migrations;
use crate::url::{BackendKind, DatabaseUrl};

/// A pool of connections to one migrated database. Cheap to clone.
#[derive(Clone)]
pub struct Store {
    pool: Pool<ConnectionManager>,
    url: DatabaseUrl,
}

impl fmt::Debug for Store {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Store")
            .field("url", &self.url)
            .field("state", &self.pool.state())
            .finish()
    }
}

impl Store {
    /// Runs pending migrations, then opens the pool (migrations first, so no
    /// pooled connection ever sees a half-built schema).
    pub fn open(config: &StoreConfig) -> Result<Store, StorageError> {
        config.validate()?;
        run_pending_migrations(&config.database_url)?;
        Store::connect(config)
    }

    /// Opens the pool without migrating (for a process that must not change
    /// the schema). Fails later, per query, if the schema is missing.
    pub fn connect(config: &StoreConfig) -> Result<Store, StorageError> {
        config.validate()?;
        let pool = Pool::builder()
            .max_size(config.max_connections)
            .min_idle(config.min_idle)
            .connection_timeout(config.connection_timeout)
            .connection_customizer(Box::new(SqlitePragmas {
                busy_timeout: config.sqlite_busy_timeout,
                postgres_statement_timeout: config.postgres_statement_timeout,
            }))
            .build(ConnectionManager::new(config.database_url.clone()))?;
        log::info!(
            "storage pool open on {} ({} connections at most)",
            config.database_url,
            config.max_connections
        );
        Ok(Store {
            pool,
            url: config.database_url.clone(),
        })
    }

    pub fn backend(&self) -> BackendKind {
        self.url.backend()
    }

    /// The URL this store was opened with (prints without its password).
    pub fn database_url(&self) -> &DatabaseUrl {
        &self.url
    }

    pub(crate) fn conn(&self) -> Result<PooledConnection<ConnectionManager>, StorageError> {
        Ok(self.pool.get()?)
    }
}

/// UTC microseconds since the epoch: the one time representation in storage.
pub(crate) fn to_micros(at: OffsetDateTime) -> i64 {
    // `time` only represents years -9999..=9999, about 3.2e17 microseconds
    // either side of the epoch, so the narrowing cannot overflow.
    (at.unix_timestamp_nanos() / 1_000) as i64
}

pub(crate) fn from_micros(micros: i64) -> Result<OffsetDateTime, StorageError> {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(micros) * 1_000)
        .map_err(|error| corrupt("timestamp", error))
}

/// A stored place id (TEXT) back as a UUID; anything else is a corrupt row.
pub(crate) fn parse_place_id(raw: &str) -> Result<Uuid, StorageError> {
    Uuid::try_parse(raw).map_err(|error| corrupt("service_place_id", error))
}
