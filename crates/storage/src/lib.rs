//! dietfit-storage: where restaurants, the change feed, dataset metadata, API
//! keys, their usage and their idempotency keys, and the secrets instances
//! share live, on SQLite (embedded, the default) or PostgreSQL, chosen by
//! `DATABASE_URL`, from one diesel code base. It owns the connection policy
//! (pool, pragmas, transactions) and the migrations.
//!
//! It stores what the layers above derive and hands it back; it must not know
//! how ingest lines are parsed, how scores are computed, how keys are
//! generated or checked, or anything of HTTP. Scores, evaluations and detail
//! records arrive already computed; key hashes arrive already hashed.

mod changes;
mod connection;
mod error;
mod idempotency;
mod keys;
pub mod migrate;
mod packed;
mod repack;
mod restaurants;
mod schema;
mod secrets;
mod stats;
mod store;
#[cfg(feature = "test-util")]
pub mod test_util;
pub mod url;

pub use changes::ChangePage;
pub use connection::StoreConfig;
pub use error::StorageError;
pub use idempotency::{
    ClaimOutcome, HeldIdempotencyKey, IdempotencyClaim, MAX_IDEMPOTENCY_KEY_BYTES, StoredAnswer,
};
pub use keys::{NewKey, StoredKey, usage_month};
pub use restaurants::{
    BatchOutcome, IndexedRestaurant, RestaurantPosition, RestaurantWrite, RowVersion,
    StoredRestaurant, WriteOp,
};
pub use stats::DatasetStats;
pub use store::Store;
pub use url::{BackendKind, DatabaseUrl};
