//! HTTP-level tests of every route, in-process through the app factory that
//! `serve` runs, each test over its own database.

mod credits;
mod decisions;
mod enrich;
mod errors;
mod fuzz;
mod group_batch;
mod idempotency;
mod import;
mod import_crash;
mod keys;
mod openapi;
mod paging;
mod process;
mod routes;
mod search;
mod stalls;
mod support;
