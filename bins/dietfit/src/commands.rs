//! The operator subcommands other than `serve`: migrate, import, keys and
//! rescore. Each returns a `Failure` that says which exit status it means.

use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal as _, Write as _};
use std::path::{Path, PathBuf};

use anyhow::Context as _;
use dietfit_catalog::KeptIndexUpdate;
use dietfit_contract::Tier;
use dietfit_ingest::{ImportOptions, ImportSummary, Progress, Rejection};
use dietfit_storage::{NewKey, StorageError, Store, StoreConfig, migrate, usage_month};
use indicatif::{ProgressBar, ProgressStyle};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::cli::{ImportFormat, IndexDir, kept_index_dir};

/// Why a command failed, and so its exit status.
#[derive(Debug)]
pub enum Failure {
    /// Bad arguments or input: exit 2.
    Usage(String),
    /// Anything else: exit 1.
    Other(anyhow::Error),
}

impl From<anyhow::Error> for Failure {
    fn from(err: anyhow::Error) -> Self {
        Failure::Other(err)
    }
}

impl From<StorageError> for Failure {
    fn from(err: StorageError) -> Self {
        match err {
            // A malformed DATABASE_URL is a bad argument.
            StorageError::Config(message) => Failure::Usage(message),
            other => Failure::Other(other.into()),
        }
    }
}

/// Opens the store, running pending migrations first.
pub fn open_store(config: &StoreConfig) -> Result<Store, Failure> {
    Ok(Store::open(config)?)
}

pub fn migrate(config: &StoreConfig) -> Result<(), Failure> {
    let applied = migrate::run_pending_migrations(&config.database_url)?;
    if applied.is_empty() {
        println!("migrations: up to date");
    } else {
        println!("migrations applied: {}", applied.join(", "));
    }
    Ok(())
}

/// Imports every file (`-` is standard input), in the ingest format or,
/// with [`ImportFormat::Osm`], as OpenStreetMap data. Rejected lines are
/// reported on stderr as `FILE:LINE: reason` (`FILE: osm node/1: reason`
/// for OpenStreetMap data); the summary goes to stdout. Exit 2 when any
/// line was rejected or a file is missing or unreadable (bad input), after
/// importing everything valid.
pub fn import(
    config: &StoreConfig,
    files: &[PathBuf],
    format: ImportFormat,
    index_dir: Option<&IndexDir>,
    now: OffsetDateTime,
) -> Result<(), Failure> {
    let store = open_store(config)?;
    let mut total = ImportSummary::default();
    let mut unreadable = Vec::new();
    for path in files {
        let display = if path == Path::new("-") {
            "<stdin>".to_owned()
        } else {
            path.display().to_string()
        };
        let reader: Box<dyn BufRead + Send> = if path == Path::new("-") {
            Box::new(BufReader::new(io::stdin()))
        } else {
            match File::open(path) {
                Ok(file) => Box::new(BufReader::new(file)),
                Err(err) => {
                    // The other files are still imported and summed: one
                    // mistyped name must not hide what the rest did.
                    eprintln!("{display}: cannot read: {err}");
                    unreadable.push(display);
                    continue;
                }
            }
        };
        let (reader, osm_ids): (Box<dyn BufRead + Send>, Vec<String>) = match format {
            ImportFormat::Jsonl => (reader, Vec::new()),
            ImportFormat::Osm => match dietfit_ingest::osm::read_overpass(reader) {
                Ok(places) => {
                    eprintln!(
                        "{display}: {} food places, {} other elements passed over",
                        places.records.len(),
                        places.passed_over
                    );
                    let lines = places.to_json_lines();
                    let ids = places.records.into_iter().map(|(id, _)| id).collect();
                    (Box::new(io::Cursor::new(lines)), ids)
                }
                Err(err) => {
                    eprintln!("{display}: {err}");
                    unreadable.push(display);
                    continue;
                }
            },
        };
        let mut on_reject = |rejection: &Rejection| {
            let at = usize::try_from(rejection.line)
                .ok()
                .and_then(|line| osm_ids.get(line.wrapping_sub(1)));
            match at {
                Some(osm_id) => eprintln!("{display}: osm {osm_id}: {}", rejection.reason),
                None => eprintln!("{display}:{}: {}", rejection.line, rejection.reason),
            }
        };
        let progress = progress_bar();
        let mut on_progress = |update: Progress| {
            if let Some(bar) = &progress {
                bar.set_position(update.records);
            }
        };
        let options = ImportOptions::new(now);
        let summary = dietfit_ingest::import_reader(
            &store,
            reader,
            options,
            &mut on_reject,
            &mut on_progress,
        )
        .with_context(|| display.to_string())?;
        if let Some(bar) = progress {
            bar.finish_and_clear();
        }
        total = ImportSummary {
            created: total.created + summary.created,
            updated: total.updated + summary.updated,
            unchanged: total.unchanged + summary.unchanged,
            deleted: total.deleted + summary.deleted,
            rejected: total.rejected + summary.rejected,
            skipped: total.skipped + summary.skipped,
        };
    }
    println!("imported: {total}");
    update_kept_index(config, &store, index_dir);
    if !unreadable.is_empty() {
        return Err(Failure::Usage(format!(
            "cannot read {}; the other files were imported",
            unreadable.join(", ")
        )));
    }
    if total.rejected > 0 {
        return Err(Failure::Usage(format!(
            "{} line(s) rejected; the rest were imported",
            total.rejected
        )));
    }
    Ok(())
}

/// Brings the search index `serve` keeps up to date with what was just
/// imported, so its next start reopens it. A failure is reported, not
/// fatal: the import is done, and a start builds the index it cannot reopen.
fn update_kept_index(config: &StoreConfig, store: &Store, chosen: Option<&IndexDir>) {
    let Some(dir) = kept_index_dir(config, chosen) else {
        return;
    };
    match dietfit_catalog::update_kept_index(store, &dir) {
        Ok(KeptIndexUpdate::CaughtUp { changes }) => log::info!(
            "search index in {}: {changes} changes applied",
            dir.dir.display()
        ),
        Ok(KeptIndexUpdate::Built) => {
            log::info!("search index in {}: built", dir.dir.display());
        }
        Ok(KeptIndexUpdate::KeptElsewhere) => log::info!(
            "search index in {}: kept by a running server, which follows the import",
            dir.dir.display()
        ),
        Err(error) => log::warn!(
            "search index in {} not updated (the next start builds it): {}",
            dir.dir.display(),
            dietfit_catalog::cause_chain(&error)
        ),
    }
}

/// A progress bar with records per second, only when stderr is a terminal.
fn progress_bar() -> Option<ProgressBar> {
    if !io::stderr().is_terminal() {
        return None;
    }
    let bar = ProgressBar::new_spinner();
    bar.set_style(
        ProgressStyle::with_template("{spinner} {pos} records, {per_sec} [{elapsed}]")
            .unwrap_or_else(|_| ProgressStyle::default_spinner()),
    );
    Some(bar)
}

pub fn rescore(config: &StoreConfig, now: OffsetDateTime) -> Result<(), Failure> {
    let store = open_store(config)?;
    let progress = progress_bar();
    let summary = dietfit_ingest::rescore(
        &store,
        now,
        dietfit_ingest::DEFAULT_BATCH_SIZE,
        &mut |update| {
            if let Some(bar) = &progress {
                bar.set_position(update.records);
            }
        },
    )
    .map_err(|err| Failure::Other(err.into()))?;
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    println!(
        "rescored with {}: updated {}, unchanged {}, skipped {} (changed or deleted by another writer since read)",
        dietfit_scoring::SCORING_VERSION,
        summary.updated,
        summary.unchanged,
        summary.skipped
    );
    Ok(())
}

/// Creates a key and returns its secret (shown once; only its hash is stored).
pub fn create_key(
    store: &Store,
    tier: Tier,
    monthly_credits: Option<u64>,
    label: Option<String>,
    now: OffsetDateTime,
) -> Result<(String, Uuid), Failure> {
    let generated = dietfit_auth::generate_key(tier).context("no randomness for a key")?;
    let monthly_limit = if tier.is_unlimited() {
        None
    } else {
        let credits = monthly_credits.unwrap_or(default_monthly_credits(tier));
        Some(
            i64::try_from(credits)
                .map_err(|_| Failure::Usage("--monthly-credits is too large".to_owned()))?,
        )
    };
    let stored = store.create_key(NewKey {
        key_hash: generated.key_hash.clone(),
        display_prefix: generated.display_prefix.clone(),
        tier,
        label,
        monthly_limit,
        created_at: now,
    })?;
    Ok((generated.secret.clone(), stored.id))
}

/// Monthly credits of a new key when `--monthly-credits` is not given.
pub fn default_monthly_credits(tier: Tier) -> u64 {
    match tier {
        Tier::Sandbox => 1_000,
        Tier::Paid => 100_000,
        Tier::Enterprise | Tier::Internal => 0,
    }
}

pub fn keys_create(
    config: &StoreConfig,
    tier: Tier,
    monthly_credits: Option<u64>,
    label: Option<String>,
    now: OffsetDateTime,
) -> Result<(), Failure> {
    let store = open_store(config)?;
    let (secret, id) = create_key(&store, tier, monthly_credits, label, now)?;
    log::info!("created {tier} key {id}");
    let mut stdout = io::stdout().lock();
    writeln!(stdout, "{secret}").map_err(|err| Failure::Other(err.into()))?;
    Ok(())
}

pub fn keys_list(config: &StoreConfig, now: OffsetDateTime) -> Result<(), Failure> {
    let store = open_store(config)?;
    let rfc3339 = &time::format_description::well_known::Rfc3339;
    for (key, used) in store.list_keys(&usage_month(now))? {
        let limit = key
            .monthly_limit
            .map_or("unlimited".to_owned(), |limit| limit.to_string());
        let created = key.created_at.format(rfc3339).unwrap_or_default();
        let revoked = key
            .revoked_at
            .and_then(|at| at.format(rfc3339).ok())
            .unwrap_or_else(|| "-".to_owned());
        println!(
            "{}\t{}\t{}\t{}\t{used}/{limit}\t{created}\t{revoked}",
            key.id,
            key.display_prefix,
            key.tier,
            key.label.as_deref().unwrap_or("-"),
        );
    }
    Ok(())
}

pub fn keys_revoke(config: &StoreConfig, id: &str, now: OffsetDateTime) -> Result<(), Failure> {
    let id = Uuid::try_parse(id)
        .map_err(|_| Failure::Usage(format!("{id:?} is not a key id (a UUID from keys list)")))?;
    let store = open_store(config)?;
    if store.revoke_key(id, now)? {
        // Every running server reads the revocation watermark often enough
        // to refuse the key within this bound (or stops trusting its cache):
        // waiting it out makes "later requests get 401" true on return.
        std::thread::sleep(dietfit_auth::REVOCATION_BOUND);
        println!("revoked {id}");
        Ok(())
    } else {
        Err(Failure::Usage(format!("no active key {id}")))
    }
}
