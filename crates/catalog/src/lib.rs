//! dietfit-catalog: the restaurants as the service serves them, and what a
//! caller can ask about them, without a server.
//!
//! - [`Restaurant`]: one restaurant's observations (the ingest record) and
//!   what the engine made of them (the evaluation). The store keeps both as
//!   JSON; [`restaurant`] is the one place that writes and reads them.
//! - [`Catalog`]: dietfit-search's index built from the store and kept in
//!   step with it by following the change feed, the restaurants as search
//!   and decide serve them ([`ServedRestaurant`]) kept in memory within a
//!   budget of bytes, and the use cases: [`Catalog::search`] (one page at a
//!   time, later pages named by a [`cursor`]), [`Catalog::enrich`] and
//!   [`Catalog::decide`], each returning a typed answer.
//!
//! It composes the library crates (contract, scoring, storage, search) and
//! must not know about HTTP: a server wraps these answers in responses,
//! another Rust service can call them directly.

mod catalog;
pub mod cursor;
mod decision;
mod enrich;
mod error;
mod follow;
mod record_cache;
pub mod restaurant;
mod search;
mod served;
mod snapshot;

pub use catalog::{Catalog, CatalogConfig, FOLLOW_INTERVAL};
pub use cursor::{
    CURSOR_TIME_TO_LIVE, CursorError, CursorScope, CursorSigner, MAX_RESULT_DEPTH, PageStart,
};
pub use decision::{DecisionAnswer, TableAnswer};
pub use enrich::EnrichOutcome;
pub use error::{CatalogError, cause_chain};
pub use restaurant::{Restaurant, StoredJson, UnreadableRow};
pub use search::{SearchAnswer, SearchAnswerResult, SearchPlan};
pub use served::ServedRestaurant;
pub use snapshot::{IndexDirConfig, KeptIndexUpdate, update_kept_index};
