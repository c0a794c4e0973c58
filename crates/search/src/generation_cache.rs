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

/// What is kept for the two newest committed index states. A commit
/// prepares its state's values while searches still run on the state
/// before, whose values must stay until the commit after.
#[derive(Debug, Default)]
pub(crate) struct NewestTwo<T> {
    newest: (u64, T),
    before: (u64, T),
}

impl<T: Default> NewestTwo<T> {
    /// What is kept for `generation`, made the newest when it is newer
    /// than both kept; `None` for a state older than both.
    pub(crate) fn of(&mut self, generation: u64) -> Option<&mut T> {
        if generation > self.newest.0 {
            let newest = std::mem::replace(&mut self.newest, (generation, T::default()));
            self.before = newest;
        }
        if generation == self.newest.0 {
            Some(&mut self.newest.1)
        } else if generation == self.before.0 {
            Some(&mut self.before.1)
        } else {
            None
        }
    }

    /// What is kept for the newest state.
    pub(crate) fn newest(&self) -> &T {
        &self.newest.1
    }
}

/// Values per key, valid for one index generation, for the two newest.
#[derive(Debug)]
pub(crate) struct GenerationCache<K, V> {
    state: Mutex<NewestTwo<HashMap<K, V>>>,
}

impl<K, V> Default for GenerationCache<K, V> {
    fn default() -> Self {
        GenerationCache {
            state: Mutex::new(NewestTwo {
                newest: (0, HashMap::new()),
                before: (0, HashMap::new()),
            }),
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
        if let Ok(mut states) = self.state.lock()
            && let Some(values) = states.of(generation)
            && let Some(value) = values.get(&key)
        {
            return Ok(value.clone());
        }
        let value = make()?;
        // A search on a state older than both kept (it started before two
        // commits) keeps its value to itself.
        if let Ok(mut states) = self.state.lock()
            && let Some(values) = states.of(generation)
        {
            if values.len() >= MAX_ENTRIES {
                values.clear();
            }
            values.insert(key, value.clone());
        }
        Ok(value)
    }

    /// Values kept for the newest generation.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.state.lock().map_or(0, |states| states.newest().len())
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
