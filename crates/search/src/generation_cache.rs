//! Values computed from one committed index state, kept until the next
//! commit: corpus statistics of diet browses and the weights of query words
//! both depend on the index only through its committed state.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Mutex;

/// The cache is emptied whole when it holds this many values, so a stream
/// of never-repeated keys cannot grow it without bound.
const MAX_ENTRIES: usize = 1_024;

/// Values per key, valid for one index generation.
#[derive(Debug)]
pub(crate) struct GenerationCache<K, V> {
    state: Mutex<Entries<K, V>>,
}

#[derive(Debug)]
struct Entries<K, V> {
    generation: u64,
    values: HashMap<K, V>,
}

impl<K, V> Default for GenerationCache<K, V> {
    fn default() -> Self {
        GenerationCache {
            state: Mutex::new(Entries {
                generation: 0,
                values: HashMap::new(),
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
        if let Ok(entries) = self.state.lock()
            && entries.generation == generation
            && let Some(value) = entries.values.get(&key)
        {
            return Ok(value.clone());
        }
        let value = make()?;
        if let Ok(mut entries) = self.state.lock() {
            // A search still on an older state (it started before a commit
            // and finished after a newer one) keeps its value to itself
            // rather than emptying the newer state's values.
            if generation < entries.generation {
                return Ok(value);
            }
            if entries.generation != generation || entries.values.len() >= MAX_ENTRIES {
                entries.generation = generation;
                entries.values.clear();
            }
            entries.values.insert(key, value.clone());
        }
        Ok(value)
    }

    /// Values kept now.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.state.lock().map_or(0, |entries| entries.values.len())
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
        assert_eq!(cache.len(), 1, "the old generation's values are gone");
        assert_eq!(cache.get_or_make(2, "b", || Err(())), Err(()));
        assert_eq!(cache.len(), 1, "a failure keeps nothing");
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
