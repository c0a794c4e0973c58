//! dietfit, the binary's library half: the command line, configuration and
//! the HTTP layer (handlers, middleware, problem rendering) that compose the
//! library crates. Handlers parse, call the crates and map errors to
//! `application/problem+json`; no business rule lives here.

pub mod auth_store;
pub mod cli;
pub mod commands;
pub mod config;
pub mod first_run;
pub mod http;
pub mod serve;
