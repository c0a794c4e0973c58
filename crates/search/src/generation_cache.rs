//! Values computed from one committed index state, kept while searches may
//! still run on it (until the commit after next): corpus statistics of
//! diet browses and the weights of query words both depend on the index
//! only through its committed state.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Mutex;

/// Each generation's values are emptied whole when they number this many,
/// so a stream of never-repeated keys cannot grow the cache without bound.
const MAX_ENTRIES: usize = 1_024;

/// Values per key, valid for one index generation. The two newest
/// generations are kept: a commit prepares its state's values while
/// searches still run on the state before, whose values must stay.
#[derive(Debug)]
pub(crate) struct GenerationCache<K, V> {
    state: Mutex<Entries<K, V>>,
}

#[derive(Debug)]
struct Entries<K, V> {
    newest: Generation<K, V>,
    before: Generation<K, V>,
}

#[derive(Debug)]
struct Generation<K, V> {
    id: u64,
    values: HashMap<K, V>,
}

impl<K, V> Generation<K, V> {
    fn empty(id: u64) -> Self {
        Generation {
            id,
            values: HashMap::new(),
        }
    }
}

impl<K, V> Default for GenerationCache<K, V> {
    fn default() -> Self {
        GenerationCache {
            state: Mutex::new(Entries {
                newest: Generation::empty(0),
                before: Generation::empty(0),
            }),
        }
    }
}

impl<K, V> Entries<K, V> {
    /// The values of `generation`, made the newest when it is newer than
    /// both kept; `None` for a generation older than both.
    fn of(&mut self, generation: u64) -> Option<&mut Generation<K, V>> {
        if generation > self.newest.id {
            let newest = std::mem::replace(&mut self.newest, Generation::empty(generation));
            self.before = newest;
        }
        if generation == self.newest.id {
            Some(&mut self.newest)
        } else if generation == self.before.id {
            Some(&mut self.before)
        } else {
            None
        }
    }
}

impl<K: Eq + Hash, V: Clone> GenerationCache<K, V> {
    /// The value of `key` made on `generation`, or `make`'s, then kept.
    /// The lock is not held while `make` runs: two searches may both make
    /// a value, and both are the same.
    pub fn get_or_make<E>(
        &self,
        generation: u64,
        key: K,
        make: impl FnOnce() -> Result<V, E>,
    ) -> Result<V, E> {
        if let Ok(mut entries) = self.state.lock()
            && let Some(kept) = entries.of(generation)
            && let Some(value) = kept.values.get(&key)
        {
            return Ok(value.clone());
        }
        let value = make()?;
        // A search on a state older than both kept (it started before two
        // commits) keeps its value to itself.
        if let Ok(mut entries) = self.state.lock()
            && let Some(kept) = entries.of(generation)
        {
            if kept.values.len() >= MAX_ENTRIES {
                kept.values.clear();
            }
            kept.values.insert(key, value.clone());
        }
        Ok(value)
    }

    /// Values kept for the newest generation.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.state
            .lock()
            .map_or(0, |entries| entries.newest.values.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_is_kept_for_its_generation_only() {
        let cache: GenerationCache<&str, u32> = GenerationCache::default();
        let made = std::cell::Cell::new(0);
        let make = |value: u32| {
            made.set(made.get() + 1);
            Ok::<_, ()>(value)
        };
        assert_eq!(cache.get_or_make(1, "a", || make(10)), Ok(10));
        assert_eq!(cache.get_or_make(1, "a", || make(11)), Ok(10), "kept");
        assert_eq!(made.get(), 1);
        assert_eq!(cache.get_or_make(2, "a", || make(12)), Ok(12), "made again");
        assert_eq!(cache.len(), 1);
        assert_eq!(cache.get_or_make(2, "b", || Err(())), Err(()));
        assert_eq!(cache.len(), 1, "a failure keeps nothing");
    }

    #[test]
    fn the_state_before_the_newest_keeps_its_values() {
        let cache: GenerationCache<&str, u32> = GenerationCache::default();
        assert_eq!(cache.get_or_make(1, "a", || Ok::<_, ()>(10)), Ok(10));
        // A commit prepares generation 2 while searches still run on 1.
        assert_eq!(cache.get_or_make(2, "a", || Ok::<_, ()>(20)), Ok(20));
        assert_eq!(
            cache.get_or_make(1, "a", || Ok::<_, ()>(11)),
            Ok(10),
            "kept"
        );
        assert_eq!(
            cache.get_or_make(2, "a", || Ok::<_, ()>(21)),
            Ok(20),
            "kept"
        );
        // A third generation drops the first.
        assert_eq!(cache.get_or_make(3, "a", || Ok::<_, ()>(30)), Ok(30));
        assert_eq!(
            cache.get_or_make(1, "a", || Ok::<_, ()>(12)),
            Ok(12),
            "made again"
        );
        assert_eq!(
            cache.get_or_make(1, "a", || Ok::<_, ()>(13)),
            Ok(13),
            "and not kept"
        );
        assert_eq!(
            cache.get_or_make(2, "a", || Ok::<_, ()>(22)),
            Ok(20),
            "kept"
        );
    }

    #[test]
    fn a_value_made_on_an_older_state_leaves_the_newer_ones_alone() {
        let cache: GenerationCache<&str, u32> = GenerationCache::default();
        assert_eq!(cache.get_or_make(3, "a", || Ok::<_, ()>(30)), Ok(30));
        assert_eq!(cache.get_or_make(2, "b", || Ok::<_, ()>(20)), Ok(20));
        assert_eq!(cache.len(), 1, "generation 3's value stays alone");
        assert_eq!(cache.get_or_make(3, "a", || Ok::<_, ()>(31)), Ok(30));
    }

    #[test]
    fn it_is_emptied_when_full() {
        let cache: GenerationCache<usize, usize> = GenerationCache::default();
        for key in 0..MAX_ENTRIES {
            cache.get_or_make(1, key, || Ok::<_, ()>(key)).unwrap();
        }
        assert_eq!(cache.len(), MAX_ENTRIES);
        cache
            .get_or_make(1, MAX_ENTRIES, || Ok::<_, ()>(0))
            .unwrap();
        assert_eq!(cache.len(), 1);
    }
}
