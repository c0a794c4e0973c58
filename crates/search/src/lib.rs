//! dietfit-search: the search engine behind `POST /v1/search`. It reads a
//! natural-language query ([`interpret`]), keeps an in-memory full-text and
//! geo index of restaurants ([`SearchIndex`]) that follows the store through
//! upserts, deletes and commits, and returns ranked hits (place id, score
//! components, distance) with a total count.
//!
//! It must not know about storage, HTTP, API keys or the scoring rules: the
//! catalog feeds it [`SearchDocument`]s built from stored data and builds the
//! contract's result records from its own data. Nothing here is generated
//! by a model: every result comes from deterministic retrieval and rules.

mod browse_stats;
mod collect;
pub mod document;
mod generation_cache;
pub mod geo;
pub mod index;
pub mod interpret;
mod located;
pub mod matching;
mod names;
mod optional_scores;
pub mod outcome;
mod pack;
mod query;
mod ranking;
pub mod search;
mod shared_weight;
mod stem;
pub mod text;
pub mod vocab;

pub use document::{DietSignals, DietTag, MenuText, SearchDocument, TagLevel};
pub use geo::{GeoPoint, InvalidCoordinates, haversine_m};
pub use index::{
    AutoCommit, DEFAULT_COMMIT_INTERVAL, DOCUMENT_FORMAT, IndexConfig, IndexError, ReopenedIndex,
    SearchIndex, document_identity, load_order,
};
pub use interpret::{
    InterpretError, Interpretation, PlaceFilter, PriceConstraint, QUERY_MAX_CHARS, SearchTerm,
    interpret,
};
pub use names::names_match;
pub use outcome::{NamedMatch, ScoreComponents, SearchHit, SearchOptions, SearchOutcome};
