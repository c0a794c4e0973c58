//! [`Catalog`]: the index and the parsed-record cache over one store, the
//! thread that keeps them in step with it, and the use cases.

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Weak};
use std::time::Duration;

use dietfit_contract::{EnrichRequest, Mode, RestaurantRef, SearchRequest, UserProfile};
use dietfit_search::{AutoCommit, DEFAULT_COMMIT_INTERVAL, SearchIndex};
use dietfit_storage::Store;
use time::OffsetDateTime;

use crate::decision::{self, DecisionAnswer};
use crate::enrich::{self, EnrichOutcome};
use crate::error::{CatalogError, cause_chain};
use crate::follow;
use crate::record_cache::{CachedRestaurants, RECORD_CACHE_ENTRIES};
use crate::search::{self, SearchAnswer};

/// How often the follower reads the change feed. With the index's commit
/// interval ([`DEFAULT_COMMIT_INTERVAL`]) it bounds how long a write by
/// any process takes to become searchable.
pub const FOLLOW_INTERVAL: Duration = Duration::from_millis(250);

/// How a catalog is sized.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CatalogConfig {
    /// Parsed restaurants kept for search at most.
    pub record_cache_entries: NonZeroUsize,
}

impl Default for CatalogConfig {
    fn default() -> CatalogConfig {
        CatalogConfig {
            record_cache_entries: NonZeroUsize::new(RECORD_CACHE_ENTRIES)
                .unwrap_or(NonZeroUsize::MIN),
        }
    }
}

/// The restaurants of one store, searchable, and the use cases over them.
/// Every method blocks (index and store): call them off async workers.
pub struct Catalog {
    store: Store,
    index: Arc<SearchIndex>,
    restaurants: CachedRestaurants,
    /// The last change-feed id applied to the index.
    followed: AtomicI64,
    _auto_commit: AutoCommit,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalog")
            .field("followed", &self.followed.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

impl Catalog {
    /// Builds the index from the whole store and starts following it.
    pub fn open(store: Store, config: CatalogConfig) -> Result<Arc<Catalog>, CatalogError> {
        let (index, followed) = follow::build_index(&store)?;
        let index = Arc::new(index);
        let auto_commit = index.start_auto_commit(DEFAULT_COMMIT_INTERVAL);
        let catalog = Arc::new(Catalog {
            restaurants: CachedRestaurants::new(store.clone(), config.record_cache_entries),
            store,
            index,
            followed: AtomicI64::new(followed),
            _auto_commit: auto_commit,
        });
        Catalog::start_following(Arc::downgrade(&catalog));
        Ok(catalog)
    }

    /// Polls the change feed until the catalog is dropped.
    fn start_following(catalog: Weak<Catalog>) {
        let spawned = std::thread::Builder::new()
            .name("dietfit-follow".to_owned())
            .spawn(move || {
                while let Some(catalog) = catalog.upgrade() {
                    if let Err(error) = catalog.catch_up() {
                        log::warn!(
                            "search index could not follow the store: {}",
                            cause_chain(&error)
                        );
                    }
                    drop(catalog);
                    std::thread::sleep(FOLLOW_INTERVAL);
                }
            });
        if let Err(error) = spawned {
            log::error!("search index follower did not start: {error}");
        }
    }

    /// Applies every change written since the last one applied; the number
    /// applied.
    pub fn catch_up(&self) -> Result<u64, CatalogError> {
        follow::catch_up(&self.store, &self.index, &self.restaurants, &self.followed)
    }

    /// Changes whenever a commit makes the index answer differently: an
    /// answer computed on one generation is that generation's answer.
    pub fn generation(&self) -> u64 {
        self.index.generation()
    }

    /// Ranked restaurants for a request, each with its decision for the
    /// request's profile, if any.
    pub fn search(
        &self,
        request: &SearchRequest,
        mode: Mode,
        now: OffsetDateTime,
    ) -> Result<SearchAnswer, CatalogError> {
        search::search(&self.index, &self.restaurants, request, mode, now)
    }

    /// A restaurant a customer describes, matched to one of ours.
    pub fn enrich(
        &self,
        request: &EnrichRequest,
        service_request_id: String,
    ) -> Result<EnrichOutcome, CatalogError> {
        enrich::enrich(&self.index, &self.store, request, service_request_id)
    }

    /// Whether a restaurant fits a profile at `now`; `None` when there is no
    /// such restaurant.
    pub fn decide(
        &self,
        reference: RestaurantRef,
        profile: &UserProfile,
        mode: Mode,
        now: OffsetDateTime,
    ) -> Result<Option<DecisionAnswer>, CatalogError> {
        decision::decide(&self.store, reference, profile, mode, now)
    }
}
