//! The integration tests of dietfit-ingest, one binary: the import pipeline
//! against real databases, and the bundled fixtures end to end.

mod fixtures_paths;
mod import;
