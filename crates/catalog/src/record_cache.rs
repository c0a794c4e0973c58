//! Stored restaurants already parsed back into what the engine works
//! with, kept briefly by place id: a search reads the same popular places
//! again and again, and parsing a stored row costs more than ranking it.
//!
//! The follower evicts a place when it applies a change to it; an epoch
//! makes sure a reader that fetched the old row before the change cannot
//! put it back afterwards, and a time to live bounds what a change that
//! writes no feed entry (a rescore that leaves the detail record as it
//! was) can hide.

use std::hash::Hash;
use std::num::NonZeroUsize;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use dietfit_storage::Store;
use lru::LruCache;
use uuid::Uuid;

use crate::error::CatalogError;
use crate::restaurant::Restaurant;

/// Parsed restaurants kept at most by default (each tens of kilobytes in
/// memory).
pub const RECORD_CACHE_ENTRIES: usize = 2048;
/// A parsed restaurant is re-read after this long even without a change
/// entry (a rescore that leaves the detail record unchanged writes none).
pub const RECORD_TIME_TO_LIVE: Duration = Duration::from_secs(60);

/// The store's restaurants by place id, through a [`RecordCache`].
#[derive(Debug)]
pub(crate) struct CachedRestaurants {
    store: Store,
    cache: RecordCache<Uuid, Restaurant>,
}

impl CachedRestaurants {
    pub(crate) fn new(store: Store, entries: NonZeroUsize) -> CachedRestaurants {
        CachedRestaurants {
            store,
            cache: RecordCache::new(entries, RECORD_TIME_TO_LIVE),
        }
    }

    /// A parsed stored restaurant, from the cache when it holds it; `None`
    /// when the store has no such place.
    pub(crate) fn get(&self, place_id: Uuid) -> Result<Option<Arc<Restaurant>>, CatalogError> {
        if let Some(restaurant) = self.cache.get(&place_id) {
            return Ok(Some(restaurant));
        }
        let epoch = self.cache.epoch();
        let Some(stored) = self.store.get_restaurant(place_id)? else {
            return Ok(None);
        };
        let restaurant = Arc::new(Restaurant::from_stored(stored)?);
        self.cache.put(place_id, Arc::clone(&restaurant), epoch);
        Ok(Some(restaurant))
    }

    /// Forgets these places (the follower applied a change to them).
    pub(crate) fn evict<'a>(&self, place_ids: impl IntoIterator<Item = &'a Uuid>) {
        self.cache.evict(place_ids);
    }
}

/// Parsed values by key, evicted by the writer's follower (see the module
/// documentation).
pub struct RecordCache<K: Hash + Eq, V> {
    inner: Mutex<RecordEntries<K, V>>,
    time_to_live: Duration,
}

struct RecordEntries<K: Hash + Eq, V> {
    entries: LruCache<K, (Arc<V>, Instant)>,
    /// Bumped by every eviction; see [`RecordCache::epoch`].
    epoch: u64,
}

impl<K: Hash + Eq, V> std::fmt::Debug for RecordCache<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RecordCache")
            .field("entries", &self.len())
            .field("time_to_live", &self.time_to_live)
            .finish()
    }
}

impl<K: Hash + Eq, V> RecordCache<K, V> {
    pub fn new(capacity: NonZeroUsize, time_to_live: Duration) -> RecordCache<K, V> {
        RecordCache {
            inner: Mutex::new(RecordEntries {
                entries: LruCache::new(capacity),
                epoch: 0,
            }),
            time_to_live,
        }
    }

    /// Read before fetching a value from the store, then handed to
    /// [`RecordCache::put`]: a value fetched before an eviction is not
    /// stored after it.
    pub fn epoch(&self) -> u64 {
        self.lock().epoch
    }

    pub fn get(&self, key: &K) -> Option<Arc<V>> {
        let mut inner = self.lock();
        let (value, stored_at) = inner.entries.get(key)?;
        if stored_at.elapsed() <= self.time_to_live {
            return Some(Arc::clone(value));
        }
        let expired = inner.entries.pop(key);
        drop(inner);
        // A parsed restaurant is hundreds of allocations: freed outside the
        // lock, so other readers do not queue behind it.
        drop(expired);
        None
    }

    /// Stores a value fetched when the cache was at `epoch`, unless an
    /// eviction happened since.
    pub fn put(&self, key: K, value: Arc<V>, epoch: u64) {
        let displaced = {
            let mut inner = self.lock();
            if inner.epoch == epoch {
                inner.entries.push(key, (value, Instant::now()))
            } else {
                None
            }
        };
        // The least recently used entry (or the key's older value) is
        // freed after the lock is released, as in `get`.
        drop(displaced);
    }

    /// Drops the given keys and starts a new epoch.
    pub fn evict<'a>(&self, keys: impl IntoIterator<Item = &'a K>)
    where
        K: 'a,
    {
        let mut inner = self.lock();
        inner.epoch = inner.epoch.wrapping_add(1);
        for key in keys {
            inner.entries.pop(key);
        }
    }

    /// Entries held (for tests and diagnostics).
    pub fn len(&self) -> usize {
        self.lock().entries.len()
    }

    /// The entries, emptied when a panic left the lock poisoned: a panic
    /// halfway through a change may have left them half changed, and
    /// refusing the lock for good would turn the cache off without a word.
    fn lock(&self) -> MutexGuard<'_, RecordEntries<K, V>> {
        self.inner.lock().unwrap_or_else(|poisoned| {
            let mut inner = poisoned.into_inner();
            inner.entries.clear();
            inner.epoch = inner.epoch.wrapping_add(1);
            self.inner.clear_poison();
            log::warn!("record cache emptied after a panic while it was held");
            inner
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_while_the_lock_is_held_empties_the_cache_but_keeps_it_working() {
        let cache: RecordCache<u32, &str> =
            RecordCache::new(NonZeroUsize::MIN.saturating_add(7), Duration::from_secs(60));
        cache.put(1, Arc::new("v1"), cache.epoch());
        let poisoned = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _held = cache.inner.lock().unwrap();
            panic!("a panic while the cache is held");
        }));
        assert!(poisoned.is_err());
        assert_eq!(cache.get(&1), None, "emptied");
        cache.put(2, Arc::new("v2"), cache.epoch());
        assert_eq!(cache.get(&2).as_deref(), Some(&"v2"), "still caching");
    }

    #[test]
    fn a_record_fetched_before_an_eviction_is_not_stored_after_it() {
        let cache: RecordCache<u32, &str> =
            RecordCache::new(NonZeroUsize::MIN.saturating_add(7), Duration::from_secs(60));
        let before = cache.epoch();
        cache.put(1, Arc::new("v1"), before);
        assert_eq!(cache.get(&1).as_deref(), Some(&"v1"));
        // A reader fetches record 2 at `before`; meanwhile the follower
        // applies a change to it.
        cache.evict([&2, &1]);
        cache.put(2, Arc::new("old"), before);
        assert_eq!(cache.get(&2), None, "the old row is not put back");
        assert_eq!(cache.get(&1), None, "evicted");
        let now = cache.epoch();
        cache.put(2, Arc::new("new"), now);
        assert_eq!(cache.get(&2).as_deref(), Some(&"new"));
    }

    #[test]
    fn a_record_older_than_its_time_to_live_is_read_again() {
        let cache: RecordCache<u32, &str> = RecordCache::new(NonZeroUsize::MIN, Duration::ZERO);
        cache.put(1, Arc::new("v1"), cache.epoch());
        assert_eq!(cache.len(), 1);
        std::thread::sleep(Duration::from_millis(2));
        assert_eq!(cache.get(&1), None);
    }
}
