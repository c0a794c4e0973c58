//! The restaurants search and decide serve, kept in memory by place id in
//! their served form ([`ServedRestaurant`]: public records serialised,
//! evaluation packed), bounded by bytes, with the store behind it: a
//! search or a decision reads a stored row only for a place it has not
//! served lately.
//!
//! The follower evicts a place when it applies a change to it; an epoch
//! makes sure a reader that fetched the old row before the change cannot
//! put it back afterwards, and a time to live bounds what a change that
//! writes no feed entry (a rescore that leaves the detail record as it
//! was) can hide.

use std::hash::Hash;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use dietfit_storage::Store;
use lru::LruCache;
use uuid::Uuid;

use crate::error::CatalogError;
use crate::restaurant::Restaurant;
use crate::served::ServedRestaurant;

/// Bytes of served restaurants kept at most by default: the places of the
/// areas searched most, within the memory the service is sized for at a
/// million restaurants (docs/benchmarks.md).
pub const RECORD_CACHE_BYTES: usize = 512 * 1024 * 1024;
/// A served restaurant is read again after this long even without a change
/// entry (a rescore that leaves the detail record unchanged writes none).
pub const RECORD_TIME_TO_LIVE: Duration = Duration::from_secs(60);

/// What a value of a [`RecordCache`] costs the budget.
pub trait Footprint {
    /// About how many bytes it holds.
    fn footprint(&self) -> usize;
}

impl Footprint for ServedRestaurant {
    fn footprint(&self) -> usize {
        ServedRestaurant::footprint(self)
    }
}

/// The store's restaurants by place id, through a [`RecordCache`].
#[derive(Debug)]
pub(crate) struct CachedRestaurants {
    store: Store,
    cache: RecordCache<Uuid, ServedRestaurant>,
}

impl CachedRestaurants {
    pub(crate) fn new(store: Store, budget_bytes: usize) -> CachedRestaurants {
        CachedRestaurants {
            store,
            cache: RecordCache::new(budget_bytes, RECORD_TIME_TO_LIVE),
        }
    }

    /// A served restaurant, from memory when it holds it, else read from
    /// the store and kept; `None` when the store has no such place.
    pub(crate) fn get(
        &self,
        place_id: Uuid,
    ) -> Result<Option<Arc<ServedRestaurant>>, CatalogError> {
        if let Some(restaurant) = self.cache.get(&place_id) {
            return Ok(Some(restaurant));
        }
        let epoch = self.cache.epoch();
        let Some(stored) = self.store.get_restaurant(place_id)? else {
            return Ok(None);
        };
        let restaurant = Arc::new(ServedRestaurant::new(Restaurant::from_stored(stored)?)?);
        self.cache.put(place_id, Arc::clone(&restaurant), epoch);
        Ok(Some(restaurant))
    }

    /// A served restaurant when memory holds it; `None` says nothing about
    /// the store (ask [`CachedRestaurants::get`]). Never reads the store,
    /// so an async worker may call it.
    pub(crate) fn get_in_memory(&self, place_id: Uuid) -> Option<Arc<ServedRestaurant>> {
        self.cache.get(&place_id)
    }

    /// Forgets these places (the follower applied a change to them).
    pub(crate) fn evict<'a>(&self, place_ids: impl IntoIterator<Item = &'a Uuid>) {
        self.cache.evict(place_ids);
    }
}

/// Values by key within a budget of bytes, least recently used first out,
/// evicted by the writer's follower (see the module documentation).
pub struct RecordCache<K: Hash + Eq, V> {
    inner: Mutex<RecordEntries<K, V>>,
    budget_bytes: usize,
    time_to_live: Duration,
}

struct RecordEntries<K: Hash + Eq, V> {
    entries: LruCache<K, (Arc<V>, Instant)>,
    /// The footprints of `entries`, summed.
    bytes: usize,
    /// Bumped by every eviction; see [`RecordCache::epoch`].
    epoch: u64,
}

impl<K: Hash + Eq, V> std::fmt::Debug for RecordCache<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let inner = self.lock();
        f.debug_struct("RecordCache")
            .field("entries", &inner.entries.len())
            .field("bytes", &inner.bytes)
            .field("budget_bytes", &self.budget_bytes)
            .field("time_to_live", &self.time_to_live)
            .finish()
    }
}

impl<K: Hash + Eq, V: Footprint> RecordCache<K, V> {
    pub fn new(budget_bytes: usize, time_to_live: Duration) -> RecordCache<K, V> {
        RecordCache {
            inner: Mutex::new(RecordEntries {
                entries: LruCache::unbounded(),
                bytes: 0,
                epoch: 0,
            }),
            budget_bytes,
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
        let expired = inner.remove(key);
        drop(inner);
        // Freed outside the lock, so other readers do not queue behind it.
        drop(expired);
        None
    }

    /// Stores a value fetched when the cache was at `epoch`, unless an
    /// eviction happened since, then drops the least recently used values
    /// until the budget holds them all. A value larger than the whole
    /// budget is not kept.
    pub fn put(&self, key: K, value: Arc<V>, epoch: u64) {
        let size = value.footprint();
        let mut displaced = Vec::new();
        {
            let mut inner = self.lock();
            if inner.epoch != epoch || size > self.budget_bytes {
                return;
            }
            if let Some((_, (older, _))) = inner.entries.push(key, (value, Instant::now())) {
                inner.bytes = inner.bytes.saturating_sub(older.footprint());
                displaced.push(older);
            }
            inner.bytes += size;
            while inner.bytes > self.budget_bytes {
                let Some((_, (oldest, _))) = inner.entries.pop_lru() else {
                    break;
                };
                inner.bytes = inner.bytes.saturating_sub(oldest.footprint());
                displaced.push(oldest);
            }
        }
        // Freed after the lock is released, as in `get`.
        drop(displaced);
    }

    /// Drops the given keys and starts a new epoch.
    pub fn evict<'a>(&self, keys: impl IntoIterator<Item = &'a K>)
    where
        K: 'a,
    {
        let mut evicted = Vec::new();
        {
            let mut inner = self.lock();
            inner.epoch = inner.epoch.wrapping_add(1);
            for key in keys {
                evicted.extend(inner.remove(key));
            }
        }
        drop(evicted);
    }

    /// Entries held.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.lock().entries.len()
    }

    /// Bytes held by the entries, by their footprints.
    #[cfg(test)]
    pub fn bytes(&self) -> usize {
        self.lock().bytes
    }
}

impl<K: Hash + Eq, V> RecordCache<K, V> {
    /// The entries, emptied when a panic left the lock poisoned: a panic
    /// halfway through a change may have left them half changed, and
    /// refusing the lock for good would turn the cache off without a word.
    fn lock(&self) -> MutexGuard<'_, RecordEntries<K, V>> {
        self.inner.lock().unwrap_or_else(|poisoned| {
            let mut inner = poisoned.into_inner();
            inner.entries.clear();
            inner.bytes = 0;
            inner.epoch = inner.epoch.wrapping_add(1);
            self.inner.clear_poison();
            log::warn!("record cache emptied after a panic while it was held");
            inner
        })
    }
}

impl<K: Hash + Eq, V: Footprint> RecordEntries<K, V> {
    /// Takes `key` out, its bytes with it.
    fn remove(&mut self, key: &K) -> Option<Arc<V>> {
        let (value, _) = self.entries.pop(key)?;
        self.bytes = self.bytes.saturating_sub(value.footprint());
        Some(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Test values weigh what their text says.
    impl Footprint for &str {
        fn footprint(&self) -> usize {
            self.len()
        }
    }

    #[test]
    fn a_panic_while_the_lock_is_held_empties_the_cache_but_keeps_it_working() {
        let cache: RecordCache<u32, &str> = RecordCache::new(64, Duration::from_secs(60));
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
        let cache: RecordCache<u32, &str> = RecordCache::new(64, Duration::from_secs(60));
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
        let cache: RecordCache<u32, &str> = RecordCache::new(64, Duration::ZERO);
        cache.put(1, Arc::new("v1"), cache.epoch());
        assert_eq!(cache.len(), 1);
        std::thread::sleep(Duration::from_millis(2));
        assert_eq!(cache.get(&1), None);
    }

    #[test]
    fn the_least_recently_used_values_leave_when_the_budget_is_spent() {
        let cache: RecordCache<u32, &str> = RecordCache::new(10, Duration::from_secs(60));
        cache.put(1, Arc::new("aaaa"), cache.epoch());
        cache.put(2, Arc::new("bbbb"), cache.epoch());
        assert_eq!(
            cache.get(&1).as_deref(),
            Some(&"aaaa"),
            "1 is now the newer"
        );
        cache.put(3, Arc::new("cccc"), cache.epoch());
        assert_eq!(cache.get(&2), None, "the least recently used went");
        assert_eq!(cache.get(&1).as_deref(), Some(&"aaaa"));
        assert_eq!(cache.get(&3).as_deref(), Some(&"cccc"));
        assert_eq!(cache.bytes(), 8);
        cache.put(3, Arc::new("cc"), cache.epoch());
        assert_eq!(cache.bytes(), 6, "a replaced value gives its bytes back");
        cache.put(4, Arc::new("far too long a value"), cache.epoch());
        assert_eq!(cache.get(&4), None, "larger than the budget: not kept");
        assert_eq!(cache.len(), 2, "and nothing was displaced for it");
        cache.evict([&1]);
        assert_eq!(cache.bytes(), 2);
    }
}
