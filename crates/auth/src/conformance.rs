//! Checks any [`CreditLedger`] must pass, for the storage-backed ledgers'
//! tests on SQLite and PostgreSQL (give each run its own database or key id).
//! They spawn real threads and report what went wrong instead of panicking.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::thread;

use time::OffsetDateTime;

use crate::credits::{CreditError, CreditLedger, CreditMeter, MeterConfig, month_of};
use crate::verify::{AuthStoreError, KeyRecord};

/// A check that failed, with what was seen.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConformanceError {
    #[error("{0}")]
    Violated(String),
    #[error(transparent)]
    Store(#[from] AuthStoreError),
    #[error("a worker thread panicked")]
    WorkerPanicked,
}

/// What a concurrent run granted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConcurrentRun {
    /// Credits granted to (or committed by) the workers.
    pub granted: i64,
    /// The ledger's usage afterwards.
    pub ledger_used: i64,
}

/// `threads` threads call `consume(key_id, month, 1, Some(limit))` until
/// refused. The ledger must grant exactly `limit` credits in all, and report
/// that as its usage.
pub fn ledger_never_overspends<L: CreditLedger + 'static>(
    ledger: Arc<L>,
    key_id: &str,
    month: &str,
    threads: usize,
    limit: i64,
) -> Result<ConcurrentRun, ConformanceError> {
    let granted = Arc::new(AtomicI64::new(0));
    let workers: Vec<_> = (0..threads)
        .map(|_| {
            let ledger = Arc::clone(&ledger);
            let granted = Arc::clone(&granted);
            let (key_id, month) = (key_id.to_owned(), month.to_owned());
            thread::spawn(move || -> Result<(), ConformanceError> {
                while let Some(used_after) = ledger.consume(&key_id, &month, 1, Some(limit))? {
                    if used_after > limit {
                        return Err(ConformanceError::Violated(format!(
                            "consume returned usage {used_after} above the limit {limit}"
                        )));
                    }
                    granted.fetch_add(1, Ordering::SeqCst);
                }
                Ok(())
            })
        })
        .collect();
    join_all(workers)?;
    let run = ConcurrentRun {
        granted: granted.load(Ordering::SeqCst),
        ledger_used: ledger.used(key_id, month)?,
    };
    if run.granted != limit || run.ledger_used != limit {
        return Err(ConformanceError::Violated(format!(
            "{threads} threads against a limit of {limit}: granted {}, ledger reports {}",
            run.granted, run.ledger_used
        )));
    }
    Ok(run)
}

/// `instances` credit meters (as many server instances) share `ledger`;
/// `threads` threads spread over them reserve and commit `cost` credits for
/// `key` until refused. Nothing may be spent past the key's limit, and the
/// ledger must account for every credit spent or still leased.
pub fn meters_never_overspend<L: CreditLedger + 'static>(
    ledger: Arc<L>,
    key: &KeyRecord,
    instances: usize,
    threads: usize,
    cost: i64,
    now: OffsetDateTime,
) -> Result<ConcurrentRun, ConformanceError> {
    let meters: Vec<_> = (0..instances.max(1))
        .map(|_| {
            Arc::new(CreditMeter::new(
                Arc::clone(&ledger),
                MeterConfig::default(),
            ))
        })
        .collect();
    let committed = Arc::new(AtomicI64::new(0));
    let workers: Vec<_> = (0..threads)
        .map(|index| {
            let meter = Arc::clone(&meters[index % meters.len()]);
            let committed = Arc::clone(&committed);
            let key = key.clone();
            thread::spawn(move || -> Result<(), ConformanceError> {
                loop {
                    match meter.reserve(&key, cost, now) {
                        Ok(reservation) => {
                            reservation.commit();
                            committed.fetch_add(cost, Ordering::SeqCst);
                        }
                        Err(CreditError::Exhausted(_)) => return Ok(()),
                        Err(CreditError::Store(error)) => return Err(error.into()),
                    }
                }
            })
        })
        .collect();
    join_all(workers)?;
    let month = month_of(now);
    let run = ConcurrentRun {
        granted: committed.load(Ordering::SeqCst),
        ledger_used: ledger.used(&key.id, &month)?,
    };
    let unspent: i64 = meters
        .iter()
        .map(|meter| meter.leased_balance(&key.id))
        .sum();
    let limit = key.effective_monthly_limit();
    if limit.is_some_and(|limit| run.granted > limit || run.ledger_used > limit) {
        return Err(ConformanceError::Violated(format!(
            "spent {} and leased {} against a limit of {limit:?}",
            run.granted, run.ledger_used
        )));
    }
    if run.ledger_used != run.granted + unspent {
        return Err(ConformanceError::Violated(format!(
            "ledger reports {} but {} were spent and {unspent} are still leased",
            run.ledger_used, run.granted
        )));
    }
    Ok(run)
}

/// Two credit meters (server instances) share `ledger` for a key with a
/// monthly limit: instance A spends one credit, instance B spends one at a
/// time until refused, A gives its unspent lease back, B spends on. When B
/// is first refused, A may hold at most a tenth of the limit (or one
/// credit); after A's return B must reach the limit exactly, and once B
/// returns too the ledger must report exactly what was spent.
pub fn leases_flow_between_instances<L: CreditLedger>(
    ledger: Arc<L>,
    key: &KeyRecord,
    now: OffsetDateTime,
) -> Result<ConcurrentRun, ConformanceError> {
    let Some(limit) = key.effective_monthly_limit() else {
        return Err(ConformanceError::Violated(
            "the check needs a key with a monthly limit".to_owned(),
        ));
    };
    let month = month_of(now);
    let first = CreditMeter::new(Arc::clone(&ledger), MeterConfig::default());
    let second = CreditMeter::new(Arc::clone(&ledger), MeterConfig::default());
    let spend_all = |meter: &CreditMeter<Arc<L>>| -> Result<i64, ConformanceError> {
        let mut spent = 0;
        loop {
            match meter.reserve(key, 1, now) {
                Ok(reservation) => {
                    reservation.commit();
                    spent += 1;
                }
                Err(CreditError::Exhausted(_)) => return Ok(spent),
                Err(CreditError::Store(error)) => return Err(error.into()),
            }
        }
    };
    first
        .reserve(key, 1, now)
        .map_err(|error| ConformanceError::Violated(format!("first credit refused: {error}")))?
        .commit();
    let before_return = spend_all(&second)?;
    let held_by_first = first.leased_balance(&key.id);
    if held_by_first > (limit / 10).max(1) {
        return Err(ConformanceError::Violated(format!(
            "the second instance was refused after {before_return} credits while the first \
             held {held_by_first} of a limit of {limit}"
        )));
    }
    first.return_all_leases()?;
    let after_return = spend_all(&second)?;
    second.return_all_leases()?;
    let run = ConcurrentRun {
        granted: 1 + before_return + after_return,
        ledger_used: ledger.used(&key.id, &month)?,
    };
    if run.granted != limit || run.ledger_used != limit {
        return Err(ConformanceError::Violated(format!(
            "a limit of {limit}: spent {} in all, the ledger reports {}",
            run.granted, run.ledger_used
        )));
    }
    Ok(run)
}

fn join_all(
    workers: Vec<thread::JoinHandle<Result<(), ConformanceError>>>,
) -> Result<(), ConformanceError> {
    let mut first_error = None;
    for worker in workers {
        let outcome = worker.join().map_err(|_| ConformanceError::WorkerPanicked);
        if let Err(error) = outcome.and_then(|result| result) {
            first_error.get_or_insert(error);
        }
    }
    first_error.map_or(Ok(()), Err)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::InMemoryLedger;
    use dietfit_contract::Tier;
    use std::sync::Mutex;
    use time::macros::datetime;

    #[test]
    fn the_in_memory_ledger_passes() {
        let run =
            ledger_never_overspends(Arc::new(InMemoryLedger::default()), "k", "2026-01", 50, 777)
                .unwrap();
        assert_eq!(run.granted, 777);

        let key = KeyRecord {
            id: "k".to_owned(),
            key_hash: "0".repeat(64),
            display_prefix: "svc_live_0000".to_owned(),
            tier: Tier::Paid,
            monthly_limit: Some(1_001),
            revoked_at: None,
        };
        let now = datetime!(2026-01-15 12:00 UTC);
        let run = meters_never_overspend(Arc::new(InMemoryLedger::default()), &key, 2, 50, 3, now)
            .unwrap();
        assert!(run.granted <= 1_001 && run.granted > 1_001 - 2 * 50);

        for limit in [100, 1_001] {
            let key = KeyRecord {
                monthly_limit: Some(limit),
                ..key.clone()
            };
            let run = leases_flow_between_instances(Arc::new(InMemoryLedger::default()), &key, now)
                .unwrap();
            assert_eq!(run.granted, limit);
        }
    }

    /// Reads then writes without atomicity: the race the checks must catch.
    #[derive(Default)]
    struct RacyLedger {
        used: Mutex<i64>,
    }

    impl CreditLedger for RacyLedger {
        fn consume(
            &self,
            _: &str,
            _: &str,
            amount: i64,
            limit: Option<i64>,
        ) -> Result<Option<i64>, AuthStoreError> {
            let seen = *self.used.lock().unwrap();
            if limit.is_some_and(|limit| seen + amount > limit) {
                return Ok(None);
            }
            thread::yield_now();
            let mut used = self.used.lock().unwrap();
            *used = seen + amount; // lost updates
            Ok(Some(seen + amount))
        }

        fn used(&self, _: &str, _: &str) -> Result<i64, AuthStoreError> {
            Ok(*self.used.lock().unwrap())
        }

        fn release(&self, _: &str, _: &str, amount: i64) -> Result<i64, AuthStoreError> {
            let mut used = self.used.lock().unwrap();
            *used -= amount;
            Ok(*used)
        }
    }

    #[test]
    fn a_read_then_write_ledger_fails_the_check() {
        let failures = (0..5)
            .filter(|_| {
                ledger_never_overspends(Arc::new(RacyLedger::default()), "k", "m", 50, 2_000)
                    .is_err()
            })
            .count();
        assert!(failures > 0, "the race went unnoticed in 5 runs");
    }
}
