//! The integration tests of dietfit-search, one binary: interpretation,
//! the index on hand-built documents, relevance on a bundled fixture set,
//! and relevance on the real OpenStreetMap places of the shared data.

mod fixtures;
mod index;
mod interpret;
mod real_data;
mod relevance;
