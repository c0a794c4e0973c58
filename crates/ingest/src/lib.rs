//! dietfit-ingest: the import pipeline. It streams JSON Lines in the ingest
//! format, validates each line (a bad line is reported with its number and
//! reason and the rest go on), scores each record with the scoring engine,
//! and hands batches to storage, which writes each batch in one transaction
//! with its change-feed entries. It also re-scores everything stored.
//!
//! It also reads OpenStreetMap data (an Overpass API answer) into that
//! format ([`osm`]).
//!
//! It knows nothing of HTTP or of how progress is shown: callers get counts
//! and callbacks.

mod lines;
pub mod osm;
mod pipeline;

pub use lines::{LineReader, MAX_LINE_BYTES, RawLine};
pub use pipeline::{
    DEFAULT_BATCH_SIZE, ImportOptions, ImportSummary, IngestError, Progress, Rejection,
    RescorePage, import_reader, read_rescore_page, rescore, write_for,
};
