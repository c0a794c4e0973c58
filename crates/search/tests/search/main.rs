//! The integration tests of dietfit-search, one binary: interpretation,
//! the index on hand-built documents, relevance on a hand-built guide and
//! on the bundled fixtures, and relevance on the real OpenStreetMap places
//! of the shared data.

mod bundled;
mod bundled_relevance;
mod fixtures;
mod index;
mod interpret;
mod real_data;
mod relevance;
