//! In-memory [`KeyDirectory`] and [`CreditLedger`]: for tests (here and in
//! the server) and for anything that runs without a database. They keep the
//! same contract as the storage-backed ones, in particular `consume` is
//! atomic and never goes past the limit.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};

use crate::credits::CreditLedger;
use crate::verify::{AuthStoreError, KeyDirectory, KeyRecord};

/// Keys by hash, counting lookups so tests can see the cache at work.
#[derive(Debug, Default)]
pub struct InMemoryKeyDirectory {
    keys: Mutex<HashMap<String, KeyRecord>>,
    lookups: AtomicUsize,
}

impl InMemoryKeyDirectory {
    /// Adds or replaces the key with this record's hash.
    pub fn insert(&self, record: KeyRecord) {
        lock(&self.keys).insert(record.key_hash.clone(), record);
    }

    /// How many times `find_by_hash` was called.
    pub fn lookups(&self) -> usize {
        self.lookups.load(Ordering::Relaxed)
    }
}

impl KeyDirectory for InMemoryKeyDirectory {
    fn find_by_hash(&self, key_hash: &str) -> Result<Option<KeyRecord>, AuthStoreError> {
        self.lookups.fetch_add(1, Ordering::Relaxed);
        Ok(lock(&self.keys).get(key_hash).cloned())
    }

    fn revocation_watermark(&self) -> Result<i64, AuthStoreError> {
        let revoked = lock(&self.keys)
            .values()
            .filter(|key| key.revoked_at.is_some())
            .count();
        Ok(i64::try_from(revoked).unwrap_or(i64::MAX))
    }
}

/// Usage per (key id, month), counting `consume` calls so tests can see how
/// often the hot path reaches the ledger.
#[derive(Debug, Default)]
pub struct InMemoryLedger {
    used: Mutex<HashMap<(String, String), i64>>,
    consume_calls: AtomicUsize,
}

impl InMemoryLedger {
    /// How many times `consume` was called.
    pub fn consume_calls(&self) -> usize {
        self.consume_calls.load(Ordering::Relaxed)
    }
}

impl CreditLedger for InMemoryLedger {
    fn consume(
        &self,
        key_id: &str,
        month: &str,
        amount: i64,
        limit: Option<i64>,
    ) -> Result<Option<i64>, AuthStoreError> {
        self.consume_calls.fetch_add(1, Ordering::Relaxed);
        let mut used = lock(&self.used);
        let entry = used
            .entry((key_id.to_owned(), month.to_owned()))
            .or_insert(0);
        let after = entry.saturating_add(amount);
        if limit.is_some_and(|limit| after > limit) {
            return Ok(None);
        }
        *entry = after;
        Ok(Some(after))
    }

    fn used(&self, key_id: &str, month: &str) -> Result<i64, AuthStoreError> {
        Ok(lock(&self.used)
            .get(&(key_id.to_owned(), month.to_owned()))
            .copied()
            .unwrap_or(0))
    }

    fn release(&self, key_id: &str, month: &str, amount: i64) -> Result<i64, AuthStoreError> {
        let mut used = lock(&self.used);
        let entry = used
            .entry((key_id.to_owned(), month.to_owned()))
            .or_insert(0);
        if *entry >= amount {
            *entry -= amount;
        }
        Ok(*entry)
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ledger_never_goes_past_the_limit() {
        let ledger = InMemoryLedger::default();
        assert_eq!(
            ledger.consume("k", "2026-01", 7, Some(10)).unwrap(),
            Some(7)
        );
        assert_eq!(ledger.consume("k", "2026-01", 4, Some(10)).unwrap(), None);
        assert_eq!(
            ledger.consume("k", "2026-01", 3, Some(10)).unwrap(),
            Some(10)
        );
        assert_eq!(ledger.used("k", "2026-01").unwrap(), 10);
        assert_eq!(ledger.used("k", "2026-02").unwrap(), 0);
        assert_eq!(ledger.consume("k", "2026-01", 5, None).unwrap(), Some(15));
        assert_eq!(ledger.consume_calls(), 4);
    }
}
