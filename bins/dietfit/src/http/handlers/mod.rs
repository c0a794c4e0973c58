//! One module per route group. Each handler parses, calls the library
//! crates, and converts; errors are `ApiError`s.

pub mod changes;
pub mod decision;
pub mod enrich;
pub mod metadata;
pub mod restaurants;
pub mod search;
