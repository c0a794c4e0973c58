//! The search index kept in a directory beside the store, so that a start
//! reopens it and replays the change feed since its last commit instead of
//! rebuilding it from a read of every restaurant.
//!
//! Each commit of a kept index is labelled with what it holds: the store
//! it was built from, the identity of the documents' format,
//! the change-feed id it is up to date with, and the id its spatially
//! ordered build started from. A start reopens the index only when all of
//! them say it is this store's, of these documents, and not ahead of
//! the store; otherwise (and when too much has changed since the build,
//! which erodes the load order) it builds the index again in place.

use std::fs::{self, File, TryLockError};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use dietfit_search::{IndexConfig, SearchIndex, document_identity};
use dietfit_storage::Store;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::error::CatalogError;
use crate::follow;
use crate::record_cache::CachedRestaurants;

/// The version of the label's layout and of what a kept directory holds
/// besides the search crate's documents (the stored scores
/// `follow::search_document` adds to them).
const FORMAT: u32 = 1;

/// The `server_secrets` entry naming the store: a database created again at
/// the same path (or another database behind the same URL) gets another.
const STORE_IDENTITY: &str = "search_index_store_identity";

/// A kept index is built again once the changes applied since its build
/// exceed this fraction of its documents: upserts append to the index, out
/// of the spatial order a build gives it.
const CHANGED_SHARE_BEFORE_REBUILD: f64 = 0.25;

/// Where the index is kept, and which program's documents it may hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndexDirConfig {
    /// The directory, created if missing; one process at a time keeps its
    /// index there (a second one builds its index in memory).
    pub dir: PathBuf,
    /// Identifies how restaurants are turned into index documents: an
    /// index kept under another identity is built again.
    pub build: String,
}

impl IndexDirConfig {
    /// `dir`, for this program's documents ([`document_identity`]): a new
    /// build of the program reopens the index unless it changed the
    /// documents (which bumps their format), so a deployment does not
    /// rebuild it.
    pub fn for_these_documents(dir: PathBuf) -> IndexDirConfig {
        IndexDirConfig {
            dir,
            build: document_identity(),
        }
    }
}

/// What each commit of a kept index says about it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Label {
    format: u32,
    store: String,
    build: String,
    /// The last change-feed id applied.
    followed: i64,
    /// The change-feed id the spatially ordered build read the store at.
    built_at: i64,
}

/// The lock that makes an index directory this process's while it lives.
#[derive(Debug)]
pub(crate) struct IndexDirOwner {
    _lock: File,
}

/// An index kept in its directory.
#[derive(Debug)]
pub(crate) struct KeptIndex {
    pub index: SearchIndex,
    /// How far the index followed the store: its commits record it.
    pub followed: Arc<AtomicI64>,
    pub owner: IndexDirOwner,
    /// Reopened from the directory, rather than built there.
    pub reopened: bool,
}

fn dir_error(path: &Path) -> impl FnOnce(io::Error) -> CatalogError + '_ {
    move |source| CatalogError::IndexDir {
        path: path.display().to_string(),
        source,
    }
}

/// The index kept in `config.dir`, reopened (and not yet caught up) when
/// its label says it may be, else built from the store there. `None` when
/// another process keeps that directory.
pub(crate) fn open_or_build(
    store: &Store,
    config: &IndexDirConfig,
) -> Result<Option<KeptIndex>, CatalogError> {
    fs::create_dir_all(&config.dir).map_err(dir_error(&config.dir))?;
    let lock_path = config.dir.join("owner.lock");
    let owner = File::options()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .map_err(dir_error(&lock_path))?;
    match owner.try_lock() {
        Ok(()) => {}
        Err(TryLockError::WouldBlock) => {
            log::info!(
                "search index: {} is kept by another process",
                config.dir.display()
            );
            return Ok(None);
        }
        Err(TryLockError::Error(error)) => return Err(dir_error(&lock_path)(error)),
    }
    let store_identity = store.server_secret(
        STORE_IDENTITY,
        &Uuid::new_v4().to_string(),
        OffsetDateTime::now_utc(),
    )?;
    let index_dir = config.dir.join("index");
    let latest = store.latest_change_id()?;
    if index_dir.exists() {
        match SearchIndex::open_in_dir(&index_dir, IndexConfig::default()) {
            Ok(reopened) => {
                let documents = reopened.index.num_docs();
                match reopened
                    .label
                    .as_deref()
                    .ok_or_else(|| "its last commit has no label (a build cut short)".to_owned())
                    .and_then(|label| {
                        usable(label, &store_identity, &config.build, latest, documents)
                    }) {
                    Ok(label) => {
                        log::info!(
                            "search index: reopened {} ({documents} restaurants, change {} of {latest})",
                            index_dir.display(),
                            label.followed
                        );
                        let followed = Arc::new(AtomicI64::new(label.followed));
                        label_commits(&reopened.index, label, &followed);
                        return Ok(Some(KeptIndex {
                            index: reopened.index,
                            followed,
                            owner: IndexDirOwner { _lock: owner },
                            reopened: true,
                        }));
                    }
                    Err(reason) => log::info!(
                        "search index: building {} again: {reason}",
                        index_dir.display()
                    ),
                }
            }
            Err(error) => log::warn!(
                "search index: building {} again: it cannot be reopened: {error}",
                index_dir.display()
            ),
        }
        fs::remove_dir_all(&index_dir).map_err(dir_error(&index_dir))?;
    }
    fs::create_dir(&index_dir).map_err(dir_error(&index_dir))?;
    let index = SearchIndex::create_in_dir(&index_dir, IndexConfig::default())?;
    // Commits during the build are unlabelled, so a build cut short is
    // never taken for a whole index; the label comes with the last one.
    let built_at = follow::load_store(store, &index)?;
    let followed = Arc::new(AtomicI64::new(built_at));
    let label = Label {
        format: FORMAT,
        store: store_identity,
        build: config.build.clone(),
        followed: built_at,
        built_at,
    };
    label_commits(&index, label, &followed);
    index.commit()?;
    Ok(Some(KeptIndex {
        index,
        followed,
        owner: IndexDirOwner { _lock: owner },
        reopened: false,
    }))
}

/// What [`update_kept_index`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeptIndexUpdate {
    /// Reopened, and the changes since its last commit applied.
    CaughtUp { changes: u64 },
    /// Built again from the whole store.
    Built,
    /// Another process (a running server) keeps the directory, and follows
    /// the store itself.
    KeptElsewhere,
}

/// Brings the index kept in `config.dir` up to date with the store, as a
/// server's start would, and commits it: what an import runs after
/// writing, so the next start reopens the index instead of building it.
pub fn update_kept_index(
    store: &Store,
    config: &IndexDirConfig,
) -> Result<KeptIndexUpdate, CatalogError> {
    let Some(kept) = open_or_build(store, config)? else {
        return Ok(KeptIndexUpdate::KeptElsewhere);
    };
    if !kept.reopened {
        return Ok(KeptIndexUpdate::Built);
    }
    // Nothing is served from this process: a minimal cache to evict from.
    let restaurants = CachedRestaurants::new(store.clone(), 0);
    let changes = follow::catch_up(store, &kept.index, &restaurants, &kept.followed)?;
    if changes > 0 {
        kept.index.commit()?;
    }
    Ok(KeptIndexUpdate::CaughtUp { changes })
}

/// Every later commit records `followed` as it is then.
fn label_commits(index: &SearchIndex, label: Label, followed: &Arc<AtomicI64>) {
    let followed = Arc::clone(followed);
    index.label_commits(move || {
        let label = Label {
            followed: followed.load(Ordering::Acquire),
            ..label.clone()
        };
        // Strings and numbers always serialise; were one ever not to, the
        // commit goes unlabelled and the next start rebuilds rather than
        // trust it, instead of the committer thread panicking.
        serde_json::to_string(&label).unwrap_or_default()
    });
}

/// The label, if the index it describes may serve this store now: why not
/// otherwise.
fn usable(
    label: &str,
    store_identity: &str,
    build: &str,
    latest_change: i64,
    documents: u64,
) -> Result<Label, String> {
    let label: Label =
        serde_json::from_str(label).map_err(|error| format!("unreadable label: {error}"))?;
    if label.format != FORMAT {
        return Err(format!(
            "format {} (this build writes {FORMAT})",
            label.format
        ));
    }
    if label.store != store_identity {
        return Err("it was built from another store".to_owned());
    }
    if label.build != build {
        return Err(format!(
            "it holds documents of another format ({}; this program makes {build})",
            label.build
        ));
    }
    if label.followed > latest_change {
        return Err(format!(
            "it holds change {} and the store ends at {latest_change} (a restored store?)",
            label.followed
        ));
    }
    let changed = latest_change.saturating_sub(label.built_at);
    if changed as f64 > CHANGED_SHARE_BEFORE_REBUILD * documents as f64 {
        return Err(format!(
            "{changed} changes since it was built, for {documents} restaurants"
        ));
    }
    Ok(label)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn label(followed: i64, built_at: i64) -> String {
        serde_json::to_string(&Label {
            format: FORMAT,
            store: "store-a".to_owned(),
            build: "build-a".to_owned(),
            followed,
            built_at,
        })
        .unwrap()
    }

    #[test]
    fn a_label_of_this_store_and_build_not_ahead_of_the_store_is_usable() {
        let usable_label = usable(&label(90, 80), "store-a", "build-a", 100, 1000).unwrap();
        assert_eq!(usable_label.followed, 90);
        assert_eq!(usable_label.built_at, 80);
    }

    #[test]
    fn a_label_of_another_store_build_format_or_a_later_change_is_refused() {
        assert!(usable(&label(90, 80), "store-b", "build-a", 100, 1000).is_err());
        assert!(usable(&label(90, 80), "store-a", "build-b", 100, 1000).is_err());
        assert!(usable(&label(101, 80), "store-a", "build-a", 100, 1000).is_err());
        let other_format = label(90, 80).replace(
            &format!("\"format\":{FORMAT}"),
            &format!("\"format\":{}", FORMAT + 1),
        );
        assert!(usable(&other_format, "store-a", "build-a", 100, 1000).is_err());
        assert!(usable("{not json", "store-a", "build-a", 100, 1000).is_err());
    }

    #[test]
    fn an_index_changed_by_more_than_a_quarter_since_its_build_is_refused() {
        assert!(usable(&label(100, 0), "store-a", "build-a", 250, 1000).is_ok());
        assert!(usable(&label(100, 0), "store-a", "build-a", 251, 1000).is_err());
    }
}
