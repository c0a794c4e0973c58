//! Monthly credits: the UTC month window, and a meter that leases blocks of
//! credits from a shared ledger and spends them in memory.
//!
//! The rule: a request reserves its cost before it runs; on a 2xx answer the
//! server commits the reservation, on anything else (or if the request is
//! dropped) the credits go back to this instance's leased balance. The ledger
//! only ever hands out credits below the key's limit, in one atomic step, and
//! an instance only spends what it leased, so no number of threads or
//! instances can spend past the limit. Credits leased but not yet spent count
//! as used in the ledger until the instance gives them back: once the key
//! has been idle here for [`IDLE_LEASE_RETURN`], and when the server stops.
//! See docs/auth.md for the bounds.
//!
//! The ledger is only ever called without a lock held: a key's lease is taken
//! by one caller at a time while the others wait for it, so a slow store
//! holds up only the requests that need it, never a caller that
//! [`CreditMeter::reserve_in_memory`] serves.

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration as StdDuration, Instant};

use time::{Date, Duration, Month, OffsetDateTime, UtcOffset};

use crate::verify::{AuthStoreError, KeyRecord};

/// Where monthly usage is kept. The server implements it over its storage,
/// where `consume` is one atomic `UPDATE … WHERE used + amount <= limit`.
pub trait CreditLedger: Send + Sync {
    /// Adds `amount` to the key's usage for `month` (`YYYY-MM`) unless that
    /// would pass `limit` (`None`: no limit). Returns the usage after, or
    /// `None` when the limit would be passed (and nothing was added).
    fn consume(
        &self,
        key_id: &str,
        month: &str,
        amount: i64,
        limit: Option<i64>,
    ) -> Result<Option<i64>, AuthStoreError>;

    /// The key's usage for `month`, 0 when there is none.
    fn used(&self, key_id: &str, month: &str) -> Result<i64, AuthStoreError>;

    /// Takes `amount` leased but unspent credits off the key's usage for
    /// `month`, in one atomic step; when fewer are recorded, nothing changes.
    /// Returns the usage after.
    fn release(&self, key_id: &str, month: &str, amount: i64) -> Result<i64, AuthStoreError>;
}

impl<L: CreditLedger + ?Sized> CreditLedger for Arc<L> {
    fn consume(
        &self,
        key_id: &str,
        month: &str,
        amount: i64,
        limit: Option<i64>,
    ) -> Result<Option<i64>, AuthStoreError> {
        (**self).consume(key_id, month, amount, limit)
    }

    fn used(&self, key_id: &str, month: &str) -> Result<i64, AuthStoreError> {
        (**self).used(key_id, month)
    }

    fn release(&self, key_id: &str, month: &str, amount: i64) -> Result<i64, AuthStoreError> {
        (**self).release(key_id, month, amount)
    }
}

/// The usage month of `now`, `YYYY-MM` in UTC.
pub fn month_of(now: OffsetDateTime) -> String {
    let utc = now.to_offset(UtcOffset::UTC);
    format!("{:04}-{:02}", utc.year(), u8::from(utc.month()))
}

/// The start of the next UTC month: when the monthly window resets
/// (`X-RateLimit-Reset`).
pub fn month_resets_at(now: OffsetDateTime) -> OffsetDateTime {
    let utc = now.to_offset(UtcOffset::UTC);
    let (year, month) = match utc.month() {
        Month::December => (utc.year() + 1, Month::January),
        other => (utc.year(), other.next()),
    };
    // The first of a month exists for every year `time` can represent but its
    // last; saturate there rather than fail.
    Date::from_calendar_date(year, month, 1)
        .map(|date| date.midnight().assume_utc())
        .unwrap_or(OffsetDateTime::new_utc(Date::MAX, time::Time::MIDNIGHT))
}

/// What the contract's usage headers report for one key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsageSnapshot {
    /// `None`: unlimited.
    pub limit: Option<i64>,
    /// Credits used this month, as this instance knows it (see docs/auth.md).
    pub used: i64,
    pub resets_at: OffsetDateTime,
}

impl UsageSnapshot {
    /// Credits left this month, never negative; `None`: unlimited.
    pub fn remaining(&self) -> Option<i64> {
        self.limit
            .map(|limit| limit.saturating_sub(self.used).max(0))
    }
}

/// Why a request may not spend credits.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CreditError {
    /// 429 `credits_exhausted`: the month's credits cannot cover this request.
    #[error("monthly credits exhausted ({} of {} used)", .0.used, .0.limit.unwrap_or(0))]
    Exhausted(UsageSnapshot),
    #[error(transparent)]
    Store(#[from] AuthStoreError),
}

/// Leasing parameters.
///
/// A key's block adapts to how fast it spends: a lease taken within
/// `lease_interval` of the key's previous one doubles the block, a later one
/// halves it, always between `lease_block` and the key's cap (see
/// [`MeterConfig::cap_for`]). A key that spends a few credits a second leases
/// `lease_block` at a time; one that spends thousands leases about a second's
/// worth, so the ledger sees about one write per key per second per instance
/// instead of one per `lease_block` credits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeterConfig {
    /// The least credits leased at a time, and the block of a slow key.
    pub lease_block: i64,
    /// The most credits leased at a time, however fast a key spends. Larger
    /// blocks mean fewer ledger writes and more credits lost at restart (at
    /// most one block per key per instance).
    pub max_lease_block: i64,
    /// Leases closer together than this grow the block; further apart, shrink it.
    pub lease_interval: Duration,
}

/// A limited key's block never exceeds this share of its monthly limit (nor
/// [`MeterConfig::max_lease_block`]), so a restart loses at most 1 % of it.
const LIMIT_SHARE_DIVISOR: i64 = 100;

impl Default for MeterConfig {
    fn default() -> Self {
        MeterConfig {
            lease_block: 50,
            max_lease_block: 5_000,
            lease_interval: Duration::SECOND,
        }
    }
}

impl MeterConfig {
    /// Every lease is `block` credits, however fast the key spends.
    pub fn fixed_block(block: i64) -> Self {
        MeterConfig {
            lease_block: block,
            max_lease_block: block,
            ..MeterConfig::default()
        }
    }

    /// The largest block a key with this monthly limit leases: the
    /// configured maximum, or 1 % of a limited key's limit when smaller, and
    /// never below `lease_block`.
    pub fn cap_for(&self, limit: Option<i64>) -> i64 {
        let cap = match limit {
            Some(limit) => (limit / LIMIT_SHARE_DIVISOR).min(self.max_lease_block),
            None => self.max_lease_block,
        };
        cap.max(self.lease_block)
    }
}

/// A lease for a limited key takes at most this share of the credits the
/// ledger had left at this instance's previous lease (or the request's own
/// cost, when more), so a small key is not stranded in another instance.
const REMAINING_SHARE_DIVISOR: i64 = 10;

/// An instance gives a key's unspent lease back to the ledger once the key
/// has reserved nothing here for this long (see
/// [`CreditMeter::return_idle_leases`]).
pub const IDLE_LEASE_RETURN: StdDuration = StdDuration::from_secs(2);

/// One key's leased credits in this instance.
#[derive(Debug)]
struct KeyCredits {
    month: String,
    /// Leased from the ledger, neither spent nor reserved.
    balance: i64,
    /// The ledger's usage after this instance's last lease or return.
    ledger_used: i64,
    /// The block the last lease asked for (0 before the first).
    block: i64,
    last_lease_at: Option<OffsetDateTime>,
    /// A lease or a return of this key is at the ledger: others wait for it
    /// rather than call the ledger too.
    at_ledger: bool,
    /// When a request last reserved credits of this key here.
    last_reserved: Option<Instant>,
}

impl KeyCredits {
    fn new(month: String) -> Self {
        KeyCredits {
            month,
            balance: 0,
            ledger_used: 0,
            block: 0,
            last_lease_at: None,
            at_ledger: false,
            last_reserved: None,
        }
    }

    /// A new month: what was leased for the old one is gone with it. A call
    /// at the ledger stays marked; its outcome is for the old month and is
    /// dropped when it comes back.
    fn start_month(&mut self, month: String) {
        *self = KeyCredits {
            at_ledger: self.at_ledger,
            last_reserved: self.last_reserved,
            ..KeyCredits::new(month)
        };
    }

    fn used(&self) -> i64 {
        (self.ledger_used - self.balance).max(0)
    }

    /// The block of a lease taken at `now`: doubled when the previous lease
    /// was less than `lease_interval` ago (or the clock went back), halved
    /// otherwise, within `lease_block..=cap`.
    fn next_block(&mut self, config: &MeterConfig, cap: i64, now: OffsetDateTime) -> i64 {
        let block = match self.last_lease_at {
            None => config.lease_block,
            Some(last) if now - last < config.lease_interval => self.block.saturating_mul(2),
            Some(_) => self.block / 2,
        };
        self.block = block.clamp(config.lease_block, cap);
        self.last_lease_at = Some(now);
        self.block
    }

    /// What to lease for a shortfall: the adaptive block, for a limited key
    /// no more than a tenth of what the ledger had left at the last lease,
    /// and never less than the shortfall.
    fn lease_size(
        &mut self,
        config: &MeterConfig,
        limit: Option<i64>,
        shortfall: i64,
        now: OffsetDateTime,
    ) -> i64 {
        let mut block = self.next_block(config, config.cap_for(limit), now);
        if let Some(limit) = limit {
            let remaining = limit.saturating_sub(self.ledger_used).max(0);
            block = block.min(remaining / REMAINING_SHARE_DIVISOR);
        }
        block.max(shortfall)
    }

    fn take(&mut self, amount: i64) {
        self.balance -= amount;
        self.last_reserved = Some(Instant::now());
    }
}

/// One key's credits and the signal that its call at the ledger ended.
#[derive(Debug)]
struct KeyState {
    credits: Mutex<KeyCredits>,
    ledger_done: Condvar,
}

impl KeyState {
    fn lock(&self) -> MutexGuard<'_, KeyCredits> {
        lock(&self.credits)
    }

    /// Marks the key at the ledger; the returned guard clears the mark and
    /// wakes the waiters, also if the call panics.
    fn to_ledger<'a>(&'a self, credits: &mut KeyCredits) -> AtLedger<'a> {
        credits.at_ledger = true;
        AtLedger {
            state: self,
            done: false,
        }
    }
}

/// One key's call at the ledger, made without its lock held.
struct AtLedger<'a> {
    state: &'a KeyState,
    done: bool,
}

impl<'a> AtLedger<'a> {
    /// The call came back: clears the mark, wakes the waiters, and returns
    /// the key's credits locked so the outcome is applied before they look.
    fn back(mut self) -> MutexGuard<'a, KeyCredits> {
        self.done = true;
        let mut credits = self.state.lock();
        credits.at_ledger = false;
        self.state.ledger_done.notify_all();
        credits
    }
}

impl Drop for AtLedger<'_> {
    fn drop(&mut self) {
        if !self.done {
            self.state.lock().at_ledger = false;
            self.state.ledger_done.notify_all();
        }
    }
}

/// What a lease at the ledger came back with.
enum LeaseOutcome {
    Granted { amount: i64, used_after: i64 },
    Exhausted { ledger_used: i64 },
}

/// Leases credits from a [`CreditLedger`] in blocks and spends them in memory.
/// One per server instance, shared by its workers.
pub struct CreditMeter<L> {
    ledger: L,
    config: MeterConfig,
    keys: Mutex<HashMap<String, Arc<KeyState>>>,
}

impl<L> fmt::Debug for CreditMeter<L> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CreditMeter")
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

impl<L: CreditLedger> CreditMeter<L> {
    pub fn new(ledger: L, config: MeterConfig) -> Self {
        CreditMeter {
            ledger,
            config: MeterConfig {
                lease_block: config.lease_block.max(1),
                max_lease_block: config.max_lease_block.max(config.lease_block.max(1)),
                lease_interval: config.lease_interval,
            },
            keys: Mutex::new(HashMap::new()),
        }
    }

    pub fn ledger(&self) -> &L {
        &self.ledger
    }

    /// Reserves `amount` credits from what this instance already holds for
    /// `key`, never calling the ledger nor waiting for a call to it. `None`:
    /// the balance does not cover it (or the key's lease is at the ledger);
    /// [`reserve`](Self::reserve) then.
    pub fn reserve_in_memory(
        &self,
        key: &KeyRecord,
        amount: i64,
        now: OffsetDateTime,
    ) -> Option<Reservation> {
        let amount = amount.max(0);
        let month = month_of(now);
        let state = self.state_of(&key.id);
        let mut credits = state.lock();
        if credits.month != month || credits.balance < amount {
            return None;
        }
        credits.take(amount);
        drop(credits);
        Some(Reservation::new(state, month, amount, key, now))
    }

    /// Reserves `amount` credits for one request of `key` at `now`, leasing
    /// from the ledger when this instance's balance is short. Commit the
    /// reservation after a 2xx answer; dropping it gives the credits back.
    /// Blocks while the ledger answers: call it off the async workers.
    pub fn reserve(
        &self,
        key: &KeyRecord,
        amount: i64,
        now: OffsetDateTime,
    ) -> Result<Reservation, CreditError> {
        let amount = amount.max(0);
        let month = month_of(now);
        let limit = key.effective_monthly_limit();
        let state = self.state_of(&key.id);
        let mut credits = state.lock();
        loop {
            if credits.month != month {
                credits.start_month(month.clone());
            }
            if credits.balance >= amount {
                credits.take(amount);
                drop(credits);
                return Ok(Reservation::new(state, month, amount, key, now));
            }
            if credits.at_ledger {
                // One lease at a time per key: wait for it, then look again.
                credits = state
                    .ledger_done
                    .wait(credits)
                    .unwrap_or_else(PoisonError::into_inner);
                continue;
            }
            let shortfall = amount - credits.balance;
            let block = credits.lease_size(&self.config, limit, shortfall, now);
            let at_ledger = state.to_ledger(&mut credits);
            drop(credits);
            let outcome = self.lease(&key.id, &month, block, shortfall, limit);
            credits = at_ledger.back();
            match outcome? {
                LeaseOutcome::Granted { amount, used_after } => {
                    if credits.month == month {
                        credits.balance += amount;
                        credits.ledger_used = used_after;
                    }
                }
                LeaseOutcome::Exhausted { ledger_used } => {
                    if credits.month == month {
                        credits.ledger_used = credits.ledger_used.max(ledger_used);
                    }
                    return Err(CreditError::Exhausted(UsageSnapshot {
                        limit,
                        used: credits.used(),
                        resets_at: month_resets_at(now),
                    }));
                }
            }
        }
    }

    /// Usage as this instance knows it, without spending anything.
    pub fn usage(
        &self,
        key: &KeyRecord,
        now: OffsetDateTime,
    ) -> Result<UsageSnapshot, CreditError> {
        let month = month_of(now);
        let ledger_used = self.ledger.used(&key.id, &month)?;
        let state = self.state_of(&key.id);
        let credits = state.lock();
        let balance = if credits.month == month {
            credits.balance
        } else {
            0
        };
        Ok(UsageSnapshot {
            limit: key.effective_monthly_limit(),
            used: (ledger_used - balance).max(0),
            resets_at: month_resets_at(now),
        })
    }

    /// Credits this instance holds leased but unspent for `key_id` this month.
    pub fn leased_balance(&self, key_id: &str) -> i64 {
        lock(&self.keys)
            .get(key_id)
            .map(|state| state.lock().balance)
            .unwrap_or(0)
    }

    /// Gives back to the ledger the unspent lease of every key that reserved
    /// nothing here for `idle_for` before `now`, and forgets keys with
    /// nothing left. Returns the credits given back; on a store failure the
    /// credits stay leased here and the first error is returned after the
    /// other keys were tried. Blocks while the ledger answers.
    pub fn return_idle_leases(
        &self,
        now: Instant,
        idle_for: StdDuration,
    ) -> Result<i64, AuthStoreError> {
        let states: Vec<(String, Arc<KeyState>)> = lock(&self.keys)
            .iter()
            .map(|(key_id, state)| (key_id.clone(), Arc::clone(state)))
            .collect();
        let mut returned = 0;
        let mut first_error = None;
        for (key_id, state) in states {
            let mut credits = state.lock();
            let idle = credits
                .last_reserved
                .is_none_or(|at| now.saturating_duration_since(at) >= idle_for);
            if credits.at_ledger || credits.balance <= 0 || !idle {
                continue;
            }
            let (amount, month) = (credits.balance, credits.month.clone());
            credits.balance = 0;
            let at_ledger = state.to_ledger(&mut credits);
            drop(credits);
            let outcome = self.ledger.release(&key_id, &month, amount);
            let mut credits = at_ledger.back();
            match outcome {
                Ok(used_after) => {
                    if credits.month == month {
                        credits.ledger_used = used_after;
                    }
                    returned += amount;
                }
                Err(error) => {
                    if credits.month == month {
                        credits.balance += amount;
                    }
                    first_error.get_or_insert(error);
                }
            }
        }
        // A key nobody else holds (no reservation in flight) and with
        // nothing leased is forgotten, so memory follows active keys.
        lock(&self.keys).retain(|_, state| {
            Arc::strong_count(state) > 1 || {
                let credits = state.lock();
                credits.balance > 0 || credits.at_ledger
            }
        });
        match first_error {
            Some(error) => Err(error),
            None => Ok(returned),
        }
    }

    /// Gives back every unspent lease (the server is stopping).
    pub fn return_all_leases(&self) -> Result<i64, AuthStoreError> {
        self.return_idle_leases(Instant::now(), StdDuration::ZERO)
    }

    /// Leases `block` credits, or only the `shortfall` when a whole block
    /// no longer fits under the limit.
    fn lease(
        &self,
        key_id: &str,
        month: &str,
        block: i64,
        shortfall: i64,
        limit: Option<i64>,
    ) -> Result<LeaseOutcome, AuthStoreError> {
        if let Some(used_after) = self.ledger.consume(key_id, month, block, limit)? {
            return Ok(LeaseOutcome::Granted {
                amount: block,
                used_after,
            });
        }
        if block > shortfall
            && let Some(used_after) = self.ledger.consume(key_id, month, shortfall, limit)?
        {
            return Ok(LeaseOutcome::Granted {
                amount: shortfall,
                used_after,
            });
        }
        Ok(LeaseOutcome::Exhausted {
            ledger_used: self.ledger.used(key_id, month)?,
        })
    }

    fn state_of(&self, key_id: &str) -> Arc<KeyState> {
        let mut keys = lock(&self.keys);
        // Look up before `entry`, which would allocate the key on every call.
        if let Some(state) = keys.get(key_id) {
            return Arc::clone(state);
        }
        Arc::clone(keys.entry(key_id.to_owned()).or_insert_with(|| {
            Arc::new(KeyState {
                credits: Mutex::new(KeyCredits::new(String::new())),
                ledger_done: Condvar::new(),
            })
        }))
    }
}

/// Credits set aside for one request. [`commit`](Reservation::commit) after a
/// 2xx answer; dropping it (error answer, cancelled request) refunds them to
/// this instance's leased balance.
#[must_use = "an uncommitted reservation is refunded when dropped"]
pub struct Reservation {
    state: Option<Arc<KeyState>>,
    month: String,
    amount: i64,
    limit: Option<i64>,
    resets_at: OffsetDateTime,
}

impl fmt::Debug for Reservation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Reservation")
            .field("month", &self.month)
            .field("amount", &self.amount)
            .field("limit", &self.limit)
            .finish_non_exhaustive()
    }
}

impl Reservation {
    fn new(
        state: Arc<KeyState>,
        month: String,
        amount: i64,
        key: &KeyRecord,
        now: OffsetDateTime,
    ) -> Self {
        Reservation {
            state: Some(state),
            month,
            amount,
            limit: key.effective_monthly_limit(),
            resets_at: month_resets_at(now),
        }
    }

    pub fn amount(&self) -> i64 {
        self.amount
    }

    /// Keeps the credits (the request succeeded) and reports usage after it.
    pub fn commit(self) -> UsageSnapshot {
        let amount = self.amount;
        self.commit_part(amount)
    }

    /// Keeps `amount` of the credits (at most all of them; a request that
    /// turned out cheaper than reserved) and gives the rest back, then
    /// reports usage after it.
    pub fn commit_part(mut self, amount: i64) -> UsageSnapshot {
        let kept = amount.clamp(0, self.amount);
        let used = match self.state.take() {
            Some(state) => {
                let mut credits = state.lock();
                // After a month rollover the old month's credits are gone.
                if credits.month == self.month {
                    credits.balance += self.amount - kept;
                }
                credits.used()
            }
            None => 0,
        };
        UsageSnapshot {
            limit: self.limit,
            used,
            resets_at: self.resets_at,
        }
    }

    /// Gives the credits back (the request failed). Same as dropping it.
    pub fn refund(self) {}

    /// Gives the credits back and reports usage after it: for an answer
    /// that costs nothing (one given again from the idempotency store).
    pub fn refund_and_report(mut self) -> UsageSnapshot {
        let used = match self.state.take() {
            Some(state) => {
                let mut credits = state.lock();
                if credits.month == self.month {
                    credits.balance += self.amount;
                }
                credits.used()
            }
            None => 0,
        };
        UsageSnapshot {
            limit: self.limit,
            used,
            resets_at: self.resets_at,
        }
    }
}

impl Drop for Reservation {
    fn drop(&mut self) {
        if let Some(state) = self.state.take() {
            let mut credits = state.lock();
            // After a month rollover the old month's credits are gone.
            if credits.month == self.month {
                credits.balance += self.amount;
            }
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // Every critical section leaves the state consistent, so a panic
    // elsewhere does not make it unusable.
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::InMemoryLedger;
    use dietfit_contract::{Tier, WireEnum};
    use std::sync::atomic::{AtomicI64, Ordering};
    use std::thread;
    use std::time::Instant;
    use time::macros::datetime;

    fn key(id: &str, tier: Tier, limit: Option<i64>) -> KeyRecord {
        KeyRecord {
            id: id.to_owned(),
            key_hash: "0".repeat(64),
            display_prefix: "svc_live_0000".to_owned(),
            tier,
            monthly_limit: limit,
            revoked_at: None,
        }
    }

    const JAN: OffsetDateTime = datetime!(2026-01-15 12:00 UTC);

    #[test]
    fn months_are_utc_and_reset_at_the_next_first() {
        assert_eq!(month_of(JAN), "2026-01");
        assert_eq!(month_resets_at(JAN), datetime!(2026-02-01 0:00 UTC));
        let december = datetime!(2025-12-31 23:59:59 UTC);
        assert_eq!(month_of(december), "2025-12");
        assert_eq!(month_resets_at(december), datetime!(2026-01-01 0:00 UTC));
        // 20:00 on 31 January in New York is already February in UTC.
        let new_york = datetime!(2026-01-31 20:00 -5);
        assert_eq!(month_of(new_york), "2026-02");
        assert_eq!(month_resets_at(new_york), datetime!(2026-03-01 0:00 UTC));
        assert_eq!(month_of(datetime!(2026-03-01 0:00 UTC)), "2026-03");
    }

    #[test]
    fn spending_leases_blocks_and_charges_only_committed_requests() {
        let meter = CreditMeter::new(InMemoryLedger::default(), MeterConfig::fixed_block(10));
        let paid = key("k", Tier::Paid, Some(100));
        let usage = meter.reserve(&paid, 3, JAN).unwrap().commit();
        assert_eq!(usage.used, 3);
        assert_eq!(usage.remaining(), Some(97));
        assert_eq!(usage.resets_at, datetime!(2026-02-01 0:00 UTC));
        assert_eq!(meter.ledger().used("k", "2026-01").unwrap(), 10);
        assert_eq!(meter.leased_balance("k"), 7);

        // A failed request: reserved, then dropped: refunded.
        let failed = meter.reserve(&paid, 5, JAN).unwrap();
        assert_eq!(meter.leased_balance("k"), 2);
        drop(failed);
        assert_eq!(meter.leased_balance("k"), 7);
        meter.reserve(&paid, 5, JAN).unwrap().refund();
        assert_eq!(meter.leased_balance("k"), 7);
        // An answer that costs nothing: refunded, and usage reported as
        // it stands without it.
        let free = meter.reserve(&paid, 5, JAN).unwrap().refund_and_report();
        assert_eq!((free.used, free.remaining()), (3, Some(97)));
        assert_eq!(meter.leased_balance("k"), 7);

        let usage = meter.reserve(&paid, 1, JAN).unwrap().commit();
        assert_eq!(usage.used, 4);
        assert_eq!(
            meter.ledger().consume_calls(),
            1,
            "one lease served all of it"
        );
    }

    #[test]
    fn an_exhausted_key_is_refused_and_never_passes_its_limit() {
        let meter = CreditMeter::new(InMemoryLedger::default(), MeterConfig::fixed_block(4));
        let sandbox = key("s", Tier::Sandbox, Some(10));
        let mut spent = 0;
        loop {
            match meter.reserve(&sandbox, 3, JAN) {
                Ok(reservation) => spent = reservation.commit().used,
                Err(CreditError::Exhausted(usage)) => {
                    assert_eq!(usage.limit, Some(10));
                    assert_eq!(usage.remaining(), Some(1));
                    break;
                }
                Err(other) => panic!("{other}"),
            }
        }
        assert_eq!(spent, 9);
        // One credit left: a cost-1 request still fits, a cost-2 does not.
        assert!(matches!(
            meter.reserve(&sandbox, 2, JAN),
            Err(CreditError::Exhausted(_))
        ));
        let last = meter.reserve(&sandbox, 1, JAN).unwrap().commit();
        assert_eq!((last.used, last.remaining()), (10, Some(0)));
        assert!(matches!(
            meter.reserve(&sandbox, 1, JAN),
            Err(CreditError::Exhausted(_))
        ));
        assert_eq!(meter.ledger().used("s", "2026-01").unwrap(), 10);
    }

    #[test]
    fn a_new_month_starts_with_fresh_credits() {
        let meter = CreditMeter::new(InMemoryLedger::default(), MeterConfig::fixed_block(5));
        let sandbox = key("s", Tier::Sandbox, Some(5));
        for _ in 0..5 {
            meter.reserve(&sandbox, 1, JAN).unwrap().commit();
        }
        let last_second = datetime!(2026-01-31 23:59:59.999 UTC);
        assert!(matches!(
            meter.reserve(&sandbox, 1, last_second),
            Err(CreditError::Exhausted(_))
        ));
        // A reservation made in January and dropped in February is not
        // refunded into February.
        let stale = {
            let meter_jan = CreditMeter::new(InMemoryLedger::default(), MeterConfig::default());
            let paid = key("p", Tier::Paid, Some(1_000));
            let reservation = meter_jan.reserve(&paid, 2, JAN).unwrap();
            let feb = meter_jan.reserve(&paid, 1, datetime!(2026-02-01 0:00 UTC));
            drop(reservation);
            (feb.map(|r| r.commit()), meter_jan.leased_balance("p"))
        };
        assert_eq!(stale.1, 49, "February's block of 50 minus its one credit");

        let february = datetime!(2026-02-01 0:00 UTC);
        let usage = meter.reserve(&sandbox, 1, february).unwrap().commit();
        assert_eq!(usage.used, 1);
        assert_eq!(usage.resets_at, datetime!(2026-03-01 0:00 UTC));
        assert_eq!(meter.ledger().used("s", "2026-01").unwrap(), 5);
        // A 5-credit key leases one credit at a time: a tenth of what is
        // left is less than the request's cost.
        assert_eq!(meter.ledger().used("s", "2026-02").unwrap(), 1);
    }

    #[test]
    fn committing_part_of_a_reservation_gives_the_rest_back() {
        let meter = CreditMeter::new(InMemoryLedger::default(), MeterConfig::fixed_block(100));
        let paid = key("k", Tier::Paid, Some(1_000));
        let usage = meter.reserve(&paid, 40, JAN).unwrap().commit_part(12);
        assert_eq!(usage.used, 12);
        assert_eq!(meter.leased_balance("k"), 88);
        // Never more than reserved, never less than nothing.
        assert_eq!(
            meter.reserve(&paid, 5, JAN).unwrap().commit_part(9).used,
            17
        );
        assert_eq!(
            meter.reserve(&paid, 5, JAN).unwrap().commit_part(-3).used,
            17
        );
        assert_eq!(meter.leased_balance("k"), 83);
    }

    #[test]
    fn unlimited_tiers_are_never_refused_even_with_a_stored_limit() {
        let meter = CreditMeter::new(InMemoryLedger::default(), MeterConfig::fixed_block(10));
        for tier in [Tier::Enterprise, Tier::Internal] {
            let unlimited = key(tier.as_str(), tier, Some(1));
            for _ in 0..100 {
                let usage = meter.reserve(&unlimited, 6, JAN).unwrap().commit();
                assert_eq!(usage.limit, None);
                assert_eq!(usage.remaining(), None);
            }
            let usage = meter.usage(&unlimited, JAN).unwrap();
            assert_eq!(usage.used, 600);
        }
    }

    /// Spends with `threads` threads on `meters` (round-robin) until every
    /// thread is refused; returns the credits actually committed.
    fn spend_concurrently(
        meters: &[Arc<CreditMeter<Arc<InMemoryLedger>>>],
        key: &KeyRecord,
        threads: usize,
        cost: i64,
    ) -> i64 {
        let committed = Arc::new(AtomicI64::new(0));
        let handles: Vec<_> = (0..threads)
            .map(|index| {
                let meter = Arc::clone(&meters[index % meters.len()]);
                let key = key.clone();
                let committed = Arc::clone(&committed);
                thread::spawn(move || {
                    let mut attempt = 0u64;
                    loop {
                        attempt += 1;
                        match meter.reserve(&key, cost, JAN) {
                            Ok(reservation) => {
                                // Every fifth request "fails" and is refunded.
                                if attempt.is_multiple_of(5) {
                                    drop(reservation);
                                } else {
                                    let usage = reservation.commit();
                                    assert!(usage.used <= key.monthly_limit.unwrap_or(i64::MAX));
                                    committed.fetch_add(cost, Ordering::SeqCst);
                                }
                            }
                            Err(CreditError::Exhausted(_)) => break,
                            Err(other) => panic!("{other}"),
                        }
                    }
                })
            })
            .collect();
        for handle in handles {
            handle.join().unwrap();
        }
        committed.load(Ordering::SeqCst)
    }

    #[test]
    fn sixty_four_threads_never_spend_past_the_limit() {
        let ledger = Arc::new(InMemoryLedger::default());
        let meter = Arc::new(CreditMeter::new(
            Arc::clone(&ledger),
            MeterConfig::fixed_block(7),
        ));
        let paid = key("p", Tier::Paid, Some(1_000));
        let spent = spend_concurrently(&[meter], &paid, 64, 1);
        // One instance ends with nothing unspent: exactly the limit.
        assert_eq!(spent, 1_000);
        assert_eq!(ledger.used("p", "2026-01").unwrap(), 1_000);
        // About one ledger write per block, plus two per refused attempt at
        // the end: far fewer than one per request.
        assert!(
            ledger.consume_calls() < 1_000 / 3,
            "{}",
            ledger.consume_calls()
        );
    }

    #[test]
    fn two_instances_on_one_ledger_never_overspend() {
        let ledger = Arc::new(InMemoryLedger::default());
        let block = 25;
        let meters: Vec<_> = (0..2)
            .map(|_| {
                Arc::new(CreditMeter::new(
                    Arc::clone(&ledger),
                    MeterConfig::fixed_block(block),
                ))
            })
            .collect();
        let paid = key("p", Tier::Paid, Some(997));
        let cost = 3;
        let spent = spend_concurrently(&meters, &paid, 50, cost);
        assert!(spent <= 997, "{spent}");
        // What is lost is only what each instance still holds leased.
        let unspent: i64 = meters.iter().map(|m| m.leased_balance("p")).sum();
        assert_eq!(ledger.used("p", "2026-01").unwrap(), spent + unspent);
        assert!(
            unspent < cost * 2,
            "each instance refused with less than one request left"
        );
        assert!(ledger.used("p", "2026-01").unwrap() <= 997);
    }

    #[test]
    fn a_crash_keeps_the_months_usage_and_loses_at_most_one_block() {
        let ledger = Arc::new(InMemoryLedger::default());
        let paid = key("p", Tier::Paid, Some(1_000));
        let block = 10;
        {
            let before = CreditMeter::new(Arc::clone(&ledger), MeterConfig::fixed_block(block));
            for _ in 0..13 {
                before.reserve(&paid, 1, JAN).unwrap().commit();
            }
            assert_eq!(before.leased_balance("p"), 7);
        } // the instance dies without giving back; 7 leased credits stay used

        let after = CreditMeter::new(Arc::clone(&ledger), MeterConfig::fixed_block(block));
        let usage = after.usage(&paid, JAN).unwrap();
        assert_eq!(usage.used, 20, "13 spent + 7 leased before the crash");
        assert!(usage.used - 13 < block);
        let mut spent_after = 0;
        while let Ok(reservation) = after.reserve(&paid, 1, JAN) {
            reservation.commit();
            spent_after += 1;
        }
        assert_eq!(13 + spent_after, 993, "1,000 minus the 7 lost in the crash");
        assert_eq!(ledger.used("p", "2026-01").unwrap(), 1_000);
    }

    #[test]
    fn a_small_key_leases_a_tenth_of_what_is_left() {
        let meter = CreditMeter::new(InMemoryLedger::default(), MeterConfig::default());
        let paid = key("p", Tier::Paid, Some(100));
        let leases = ledger_after_each_lease(&meter, &paid, 40, |_| JAN);
        // 10 of 100, 9 of the 90 left, 8 of 81, … never the block of 50.
        assert_eq!(leases, [10, 19, 27, 34, 40]);
        // A request costing more than the share still gets its own cost.
        let meter = CreditMeter::new(InMemoryLedger::default(), MeterConfig::default());
        let usage = meter
            .reserve(&key("q", Tier::Paid, Some(30)), 6, JAN)
            .unwrap()
            .commit();
        assert_eq!(
            (usage.used, meter.ledger().used("q", "2026-01").unwrap()),
            (6, 6)
        );
    }

    #[test]
    fn idle_keys_give_their_lease_back_and_busy_ones_keep_it() {
        let ledger = Arc::new(InMemoryLedger::default());
        let meter = CreditMeter::new(Arc::clone(&ledger), MeterConfig::fixed_block(10));
        let (idle, busy) = (
            key("idle", Tier::Paid, Some(1_000)),
            key("busy", Tier::Paid, Some(1_000)),
        );
        meter.reserve(&idle, 3, JAN).unwrap().commit();
        let idle_since = Instant::now();
        thread::sleep(StdDuration::from_millis(20));
        let busy_from = Instant::now();
        let in_flight = meter.reserve(&busy, 4, JAN).unwrap();

        // Nothing is idle yet.
        assert_eq!(
            meter
                .return_idle_leases(idle_since, IDLE_LEASE_RETURN)
                .unwrap(),
            0
        );
        // `idle` reserved nothing for the whole interval, `busy` did.
        let now = idle_since + IDLE_LEASE_RETURN;
        assert!(now < busy_from + IDLE_LEASE_RETURN);
        assert_eq!(meter.return_idle_leases(now, IDLE_LEASE_RETURN).unwrap(), 7);
        assert_eq!(ledger.used("idle", "2026-01").unwrap(), 3);
        assert_eq!(meter.leased_balance("busy"), 6);
        let later = busy_from + IDLE_LEASE_RETURN + StdDuration::from_millis(20);
        assert_eq!(
            meter.return_idle_leases(later, IDLE_LEASE_RETURN).unwrap(),
            6
        );
        // The request in flight still holds its 4; they count as used.
        assert_eq!(ledger.used("busy", "2026-01").unwrap(), 4);
        drop(in_flight);
        // Refunded after the return: leased here again, given back next time.
        assert_eq!(meter.leased_balance("busy"), 4);
        assert_eq!(meter.return_all_leases().unwrap(), 4);
        assert_eq!(ledger.used("busy", "2026-01").unwrap(), 0);
        // The usage this instance reports stays right after giving back.
        let usage = meter.reserve(&idle, 1, JAN).unwrap().commit();
        assert_eq!(usage.used, 4);
    }

    /// A ledger whose `consume` waits until the test opens it.
    #[derive(Default)]
    struct GatedLedger {
        inner: InMemoryLedger,
        entered: AtomicI64,
        open: Mutex<bool>,
        opened: Condvar,
    }

    impl GatedLedger {
        fn open(&self) {
            *lock(&self.open) = true;
            self.opened.notify_all();
        }
    }

    impl CreditLedger for GatedLedger {
        fn consume(
            &self,
            key_id: &str,
            month: &str,
            amount: i64,
            limit: Option<i64>,
        ) -> Result<Option<i64>, AuthStoreError> {
            self.entered.fetch_add(1, Ordering::SeqCst);
            let mut open = lock(&self.open);
            while !*open {
                open = self.opened.wait(open).unwrap();
            }
            drop(open);
            self.inner.consume(key_id, month, amount, limit)
        }
        fn used(&self, key_id: &str, month: &str) -> Result<i64, AuthStoreError> {
            self.inner.used(key_id, month)
        }
        fn release(&self, key_id: &str, month: &str, amount: i64) -> Result<i64, AuthStoreError> {
            self.inner.release(key_id, month, amount)
        }
    }

    #[test]
    fn a_lease_at_the_ledger_holds_no_lock_and_is_taken_once() {
        let meter = Arc::new(CreditMeter::new(
            GatedLedger::default(),
            MeterConfig::default(),
        ));
        let paid = key("p", Tier::Paid, Some(100_000));
        let waiting: Vec<_> = (0..8)
            .map(|_| {
                let (meter, paid) = (Arc::clone(&meter), paid.clone());
                thread::spawn(move || meter.reserve(&paid, 1, JAN).map(Reservation::commit))
            })
            .collect();
        while meter.ledger().entered.load(Ordering::SeqCst) == 0 {
            thread::yield_now();
        }
        // The ledger does not answer. Callers that must not wait are not
        // held up, for this key or any other, and nothing is reserved.
        for _ in 0..100 {
            assert!(meter.reserve_in_memory(&paid, 1, JAN).is_none());
            assert_eq!(meter.leased_balance("p"), 0);
            thread::yield_now();
        }
        assert!(meter.return_all_leases().is_ok());
        meter.ledger().open();
        for thread in waiting {
            thread.join().unwrap().unwrap();
        }
        assert_eq!(
            meter.ledger().inner.consume_calls(),
            1,
            "one lease served every waiter"
        );
        assert_eq!(meter.leased_balance("p"), 50 - 8);
        assert!(meter.reserve_in_memory(&paid, 1, JAN).is_some());
    }

    /// Spends one credit per request at the times `at` gives, and returns
    /// the ledger's usage after every lease (when it changed).
    fn ledger_after_each_lease(
        meter: &CreditMeter<InMemoryLedger>,
        key: &KeyRecord,
        requests: usize,
        at: impl Fn(usize) -> OffsetDateTime,
    ) -> Vec<i64> {
        let mut seen = Vec::new();
        for request in 0..requests {
            let now = at(request);
            meter.reserve(key, 1, now).unwrap().commit();
            let used = meter.ledger().used(&key.id, &month_of(now)).unwrap();
            if seen.last() != Some(&used) {
                seen.push(used);
            }
        }
        seen
    }

    fn adaptive(lease_block: i64, max_lease_block: i64) -> MeterConfig {
        MeterConfig {
            lease_block,
            max_lease_block,
            lease_interval: Duration::SECOND,
        }
    }

    #[test]
    fn a_key_spending_fast_leases_doubling_blocks_up_to_the_cap() {
        let meter = CreditMeter::new(InMemoryLedger::default(), adaptive(10, 80));
        let internal = key("i", Tier::Internal, None);
        // Every request at the same instant: each lease follows the last at once.
        let leases = ledger_after_each_lease(&meter, &internal, 300, |_| JAN);
        assert_eq!(leases, [10, 30, 70, 150, 230, 310]);
    }

    #[test]
    fn a_key_spending_slowly_keeps_the_smallest_block_and_a_fast_one_shrinks_back() {
        let meter = CreditMeter::new(InMemoryLedger::default(), adaptive(10, 80));
        let internal = key("i", Tier::Internal, None);
        // One request every 200 ms: a block of 10 lasts 2 s.
        let slow = |request: usize| JAN + Duration::milliseconds(200 * request as i64);
        assert_eq!(
            ledger_after_each_lease(&meter, &internal, 45, slow),
            [10, 20, 30, 40, 50]
        );

        let meter = CreditMeter::new(InMemoryLedger::default(), adaptive(10, 80));
        // 70 requests at once (blocks 10, 20, 40), then from 2 s later one
        // every 200 ms: the block halves at each lease, 40 to 20 to 10.
        let burst_then_slow = |request: usize| match request {
            0..70 => JAN,
            _ => JAN + Duration::seconds(2) + Duration::milliseconds(200 * (request - 70) as i64),
        };
        let leases = ledger_after_each_lease(&meter, &internal, 150, burst_then_slow);
        assert_eq!(leases, [10, 30, 70, 90, 100, 110, 120, 130, 140, 150]);
    }

    #[test]
    fn a_limited_keys_block_stays_within_a_hundredth_of_its_limit() {
        let config = adaptive(10, 5_000);
        assert_eq!(config.cap_for(None), 5_000);
        assert_eq!(config.cap_for(Some(2_000)), 20);
        assert_eq!(
            config.cap_for(Some(100)),
            10,
            "never below the smallest block"
        );
        assert_eq!(config.cap_for(Some(10_000_000)), 5_000);

        let meter = CreditMeter::new(InMemoryLedger::default(), config);
        let paid = key("p", Tier::Paid, Some(2_000));
        let leases = ledger_after_each_lease(&meter, &paid, 70, |_| JAN);
        assert_eq!(leases, [10, 30, 50, 70]);
    }

    #[test]
    fn store_failures_surface_as_store_errors() {
        struct Down;
        impl CreditLedger for Down {
            fn consume(
                &self,
                _: &str,
                _: &str,
                _: i64,
                _: Option<i64>,
            ) -> Result<Option<i64>, AuthStoreError> {
                Err(AuthStoreError::Unavailable("down".to_owned()))
            }
            fn used(&self, _: &str, _: &str) -> Result<i64, AuthStoreError> {
                Err(AuthStoreError::Unavailable("down".to_owned()))
            }
            fn release(&self, _: &str, _: &str, _: i64) -> Result<i64, AuthStoreError> {
                Err(AuthStoreError::Unavailable("down".to_owned()))
            }
        }
        let meter = CreditMeter::new(Down, MeterConfig::default());
        assert!(matches!(
            meter.reserve(&key("k", Tier::Paid, Some(5)), 1, JAN),
            Err(CreditError::Store(AuthStoreError::Unavailable(_)))
        ));
    }
}
