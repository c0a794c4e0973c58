//! HTTP-level tests of every route, in-process through the app factory that
//! `serve` runs, each test over its own database.

mod credits;
mod decisions;
mod enrich;
mod errors;
mod openapi;
mod routes;
mod search;
mod support;
