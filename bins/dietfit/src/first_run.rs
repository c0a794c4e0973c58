//! The first start on an empty database: load the bundled fixtures (embedded
//! in the binary, so it works from any directory) and create one sandbox key,
//! printed once with a line that shows how to use it.

use std::io::Cursor;

use anyhow::Context as _;
use dietfit_contract::Tier;
use dietfit_ingest::ImportOptions;
use dietfit_storage::Store;
use time::OffsetDateTime;

use crate::commands::{Failure, create_key};

/// The bundled fixtures (fixtures/restaurants.jsonl, see fixtures/README.md).
pub const BUNDLED_FIXTURES: &str = include_str!("../../../fixtures/restaurants.jsonl");

/// What the first run did, for the log.
#[derive(Debug)]
pub struct FirstRun {
    pub imported: u64,
    pub sandbox_key: String,
}

/// Loads the fixtures and creates a sandbox key when the store has no
/// restaurants and no keys; does nothing otherwise.
pub fn prepare(store: &Store, now: OffsetDateTime) -> Result<Option<FirstRun>, Failure> {
    if !store.is_empty()? {
        return Ok(None);
    }
    let summary = dietfit_ingest::import_reader(
        store,
        Cursor::new(BUNDLED_FIXTURES.as_bytes()),
        ImportOptions::new(now),
        &mut |rejection| {
            log::error!(
                "bundled fixture line {} rejected: {}",
                rejection.line,
                rejection.reason
            )
        },
        &mut |_| {},
    )
    .context("loading the bundled fixtures failed")?;
    let (sandbox_key, _) = create_key(
        store,
        Tier::Sandbox,
        None,
        Some("first-run sandbox".to_owned()),
        now,
    )?;
    Ok(Some(FirstRun {
        imported: summary.created,
        sandbox_key,
    }))
}
