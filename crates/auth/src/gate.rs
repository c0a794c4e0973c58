//! The one entry point the HTTP layer calls around every request: `admit`
//! before the handler (key, limits, credits), then `succeed` on a 2xx or
//! `fail` otherwise. It returns problem kinds and header pairs; building the
//! response stays with the server.

use std::fmt;
use std::net::IpAddr;
use std::num::NonZeroU32;

use dietfit_contract::{ProblemKind, Tier};
use governor::clock::{Clock, DefaultClock};
use time::OffsetDateTime;

use crate::costs::Operation;
use crate::credits::{
    CreditError, CreditLedger, CreditMeter, MeterConfig, Reservation, UsageSnapshot,
};
use crate::headers::{HeaderPair, contract_headers, ietf_headers, retry_after};
use crate::limits::{LimitPolicy, RateLimitConfig, RateLimited, RateLimiters, WindowState};
use crate::verify::{
    AuthStoreError, KeyCacheConfig, KeyDirectory, KeyRecord, KeyVerifier, VerifyError,
};

/// Everything the gate needs to know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GateConfig {
    pub limits: RateLimitConfig,
    pub meter: MeterConfig,
    pub key_cache: KeyCacheConfig,
    /// Off: keys are still verified and Enterprise-only routes still guarded,
    /// but no limits are checked, no credits charged and no limit headers
    /// sent. Only for measuring what metering costs.
    pub metering: bool,
}

impl Default for GateConfig {
    fn default() -> Self {
        GateConfig {
            limits: RateLimitConfig::default(),
            meter: MeterConfig::default(),
            key_cache: KeyCacheConfig::default(),
            metering: true,
        }
    }
}

/// One request as the gate sees it.
#[derive(Clone, Copy)]
pub struct GateRequest<'a> {
    /// The `X-Service-API-Key` header, `None` when absent.
    pub api_key: Option<&'a str>,
    pub client_ip: IpAddr,
    pub operation: Operation,
    /// The service's "now" (`DIETFIT_NOW` or the clock): months and reset times.
    pub now: OffsetDateTime,
}

impl fmt::Debug for GateRequest<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GateRequest")
            .field("api_key", &self.api_key.map(|_| "<redacted>"))
            .field("client_ip", &self.client_ip)
            .field("operation", &self.operation)
            .field("now", &self.now)
            .finish()
    }
}

/// A request that may proceed.
#[derive(Debug)]
pub enum Admission {
    /// Health, metadata, OpenAPI: no key, no limits, no headers.
    Open,
    /// Boxed: it is large and `Open` is empty.
    Admitted(Box<Admitted>),
}

/// An authenticated request that may proceed, holding its reserved credits.
///
/// An operation priced per item ([`Operation::priced_per_item`]) is
/// admitted with one item's credits reserved; once the handler has read how
/// many items the body holds, [`Gate::admit_items`] reserves what they may
/// cost (and weighs a batch for the per-key limit), and
/// [`Admitted::charge_items`] records how many were answered: a 2xx
/// charges only those and gives the rest back.
#[derive(Debug)]
#[must_use = "call succeed() on a 2xx answer or fail() otherwise"]
pub struct Admitted {
    key: KeyRecord,
    operation: Operation,
    reservation: Option<Reservation>,
    /// Reserved after admission, for the items the body holds.
    reserved_for_items: Vec<Reservation>,
    /// Requests the per-key limit has counted for this one.
    counted: u32,
    /// Credits to charge on success when not everything reserved.
    charge: Option<i64>,
    windows: Vec<WindowState>,
    now: OffsetDateTime,
}

impl Admitted {
    fn new(
        key: KeyRecord,
        operation: Operation,
        reservation: Option<Reservation>,
        windows: Vec<WindowState>,
        now: OffsetDateTime,
    ) -> Admitted {
        Admitted {
            key,
            operation,
            reservation,
            reserved_for_items: Vec::new(),
            counted: 1,
            charge: None,
            windows,
            now,
        }
    }

    /// The verified key: its id and tier are what the handler may need.
    pub fn key(&self) -> &KeyRecord {
        &self.key
    }

    pub fn operation(&self) -> Operation {
        self.operation
    }

    /// Credits set aside for this request so far.
    pub fn reserved(&self) -> i64 {
        self.reservation
            .iter()
            .chain(&self.reserved_for_items)
            .map(Reservation::amount)
            .sum()
    }

    /// The request answered `items` items (a batch's restaurants found, a
    /// table's diners): a 2xx charges what they cost, at most what was
    /// reserved, and gives the rest back.
    pub fn charge_items(&mut self, items: u32) {
        self.charge = Some(self.operation.credit_cost_for(items));
    }

    /// Charges the request (it answered 2xx) and returns every header of a
    /// 200: the seven of the contract and the IETF pair.
    pub fn succeed(mut self) -> Vec<HeaderPair> {
        let Some(reservation) = self.reservation.take() else {
            return Vec::new();
        };
        let mut owed = self.charge.unwrap_or(i64::MAX);
        let mut usage = None;
        for part in std::iter::once(reservation).chain(self.reserved_for_items.drain(..)) {
            let kept = owed.min(part.amount());
            owed -= kept;
            // Each report reads the key's credits after the parts before it.
            usage = Some(part.commit_part(kept));
        }
        let Some(usage) = usage else {
            return Vec::new();
        };
        let mut headers = match self.windows.first() {
            Some(ip_window) => contract_headers(&usage, ip_window, self.now),
            None => Vec::new(),
        };
        headers.extend(ietf_headers(&self.windows));
        headers
    }

    /// Refunds a 2xx answer that costs nothing (one given again for a
    /// repeated `Idempotency-Key`) and returns every header of a 200, with
    /// the usage as it stands without this request.
    pub fn succeed_without_charge(mut self) -> Vec<HeaderPair> {
        let Some(reservation) = self.reservation.take() else {
            return Vec::new();
        };
        for part in self.reserved_for_items.drain(..) {
            part.refund();
        }
        // Last, so the report reads the key's credits after every refund.
        let usage = reservation.refund_and_report();
        let mut headers = match self.windows.first() {
            Some(ip_window) => contract_headers(&usage, ip_window, self.now),
            None => Vec::new(),
        };
        headers.extend(ietf_headers(&self.windows));
        headers
    }

    /// Refunds the request (it did not answer 2xx) and returns the IETF pair,
    /// which the draft allows on any status.
    pub fn fail(mut self) -> Vec<HeaderPair> {
        if let Some(reservation) = self.reservation.take() {
            reservation.refund();
        }
        for part in self.reserved_for_items.drain(..) {
            part.refund();
        }
        ietf_headers(&self.windows)
    }
}

/// The first look at a request, without the store.
#[derive(Debug)]
pub enum FirstLook {
    Decided(Result<Admission, Denial>),
    /// Only the store can decide: pass it to [`Gate::finish`] off the async
    /// workers.
    NeedsStore(PendingAdmission),
}

/// An admission waiting for the store: what the first look established (the
/// per-IP window, and the key and its per-key window when known).
pub struct PendingAdmission {
    api_key: Option<String>,
    operation: Operation,
    now: OffsetDateTime,
    windows: Vec<WindowState>,
    key: Option<KeyRecord>,
}

impl fmt::Debug for PendingAdmission {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PendingAdmission")
            .field("api_key", &self.api_key.as_ref().map(|_| "<redacted>"))
            .field("operation", &self.operation)
            .field("key", &self.key.as_ref().map(|key| &key.display_prefix))
            .finish_non_exhaustive()
    }
}

/// A request that may not proceed: the problem to answer with, headers to
/// add, and one line for the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Denial {
    pub kind: ProblemKind,
    /// Safe to show: never says why a key was rejected.
    pub detail: &'static str,
    pub headers: Vec<HeaderPair>,
    pub log_line: String,
}

impl Denial {
    pub fn status(&self) -> u16 {
        self.kind.status()
    }

    fn unauthorized(error: &VerifyError) -> Self {
        Denial {
            kind: ProblemKind::Unauthorized,
            detail: "Send a valid API key in the X-Service-API-Key header.",
            headers: Vec::new(),
            log_line: error.log_line(),
        }
    }

    fn verification(error: &VerifyError) -> Self {
        match error {
            VerifyError::Unauthorized(_) => Denial::unauthorized(error),
            VerifyError::Store(store) => Denial::store(store),
        }
    }

    /// The store did not answer within the caller's bound: 503, as when it
    /// is unreachable.
    pub fn store_timeout(waited: std::time::Duration) -> Self {
        Denial::store(&AuthStoreError::Unavailable(format!(
            "no answer within {} ms",
            waited.as_millis()
        )))
    }

    fn store(error: &AuthStoreError) -> Self {
        let kind = match error {
            AuthStoreError::Unavailable(_) => ProblemKind::StoreUnavailable,
            AuthStoreError::Failed(_) => ProblemKind::Internal,
        };
        Denial {
            kind,
            detail: match kind {
                ProblemKind::StoreUnavailable => {
                    "The data store is unavailable; try again shortly."
                }
                _ => "Internal error.",
            },
            headers: Vec::new(),
            log_line: format!("auth store error: {error}"),
        }
    }

    /// 429 `credits_exhausted`, with the monthly headers of `usage`.
    fn credits_exhausted(
        usage: &UsageSnapshot,
        windows: &[WindowState],
        key: &KeyRecord,
        now: OffsetDateTime,
    ) -> Self {
        let mut headers = match windows.first() {
            Some(ip_window) => contract_headers(usage, ip_window, now),
            None => Vec::new(),
        };
        headers.extend(ietf_headers(windows));
        Denial {
            kind: ProblemKind::CreditsExhausted,
            detail: "This key's monthly credits are used up; they reset at X-RateLimit-Reset.",
            headers,
            log_line: format!(
                "key {} out of credits ({} of {:?})",
                key.display_prefix, usage.used, usage.limit
            ),
        }
    }

    /// 429 `credits_exhausted` for a request priced per item whose items
    /// cost more than the key has left (the month's credits may cover
    /// fewer).
    fn too_many_items_for_credits(usage: &UsageSnapshot, admitted: &Admitted, items: u32) -> Self {
        Denial {
            detail: "This key's monthly credits left cannot pay for this many items; send fewer, or wait for X-RateLimit-Reset.",
            log_line: format!(
                "key {} cannot pay for {items} items of {} ({} of {:?} used)",
                admitted.key.display_prefix,
                admitted.operation.name(),
                usage.used,
                usage.limit
            ),
            ..Denial::credits_exhausted(usage, &admitted.windows, &admitted.key, admitted.now)
        }
    }

    fn rate_limited(refusal: &RateLimited, admitted_windows: &[WindowState]) -> Self {
        let mut windows = admitted_windows.to_vec();
        windows.push(refusal.window());
        let mut headers = vec![retry_after(refusal)];
        headers.extend(ietf_headers(&windows));
        Denial {
            kind: ProblemKind::RateLimited,
            detail: "Too many requests; retry after the number of seconds in Retry-After.",
            headers,
            log_line: refusal.to_string(),
        }
    }
}

/// Verifier, limiters and credit meter together; one per server instance.
pub struct Gate<D, L, C: Clock = DefaultClock> {
    verifier: KeyVerifier<D>,
    meter: CreditMeter<L>,
    limiters: RateLimiters<C>,
    metering: bool,
}

impl<D, L, C: Clock> fmt::Debug for Gate<D, L, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Gate")
            .field("metering", &self.metering)
            .field("limiters", &self.limiters)
            .finish_non_exhaustive()
    }
}

impl<D: KeyDirectory, L: CreditLedger> Gate<D, L, DefaultClock> {
    pub fn new(directory: D, ledger: L, config: GateConfig) -> Self {
        Gate::with_limiters(directory, ledger, config, RateLimiters::new(config.limits))
    }
}

impl<D: KeyDirectory, L: CreditLedger, C: Clock> Gate<D, L, C> {
    /// With limiters built elsewhere (tests build them on a fake clock).
    pub fn with_limiters(
        directory: D,
        ledger: L,
        config: GateConfig,
        limiters: RateLimiters<C>,
    ) -> Self {
        Gate {
            verifier: KeyVerifier::new(directory, config.key_cache),
            meter: CreditMeter::new(ledger, config.meter),
            limiters,
            metering: config.metering,
        }
    }

    pub fn verifier(&self) -> &KeyVerifier<D> {
        &self.verifier
    }

    pub fn meter(&self) -> &CreditMeter<L> {
        &self.meter
    }

    pub fn limiters(&self) -> &RateLimiters<C> {
        &self.limiters
    }

    /// Decides whether a request may proceed. In order: per-IP limit (so a
    /// flood of bad keys never reaches the store), key, Enterprise-only
    /// routes, per-key limit, credits. May call the store and wait for it:
    /// an async server calls [`admit_without_store`](Self::admit_without_store)
    /// on its workers instead.
    pub fn admit(&self, request: GateRequest<'_>) -> Result<Admission, Denial> {
        match self.admit_without_store(request) {
            FirstLook::Decided(decision) => decision,
            FirstLook::NeedsStore(pending) => self.finish(pending),
        }
    }

    /// As much of [`admit`](Self::admit) as needs no store call and no wait
    /// for one: most requests are decided here, from the key cache and the
    /// credits this instance holds. The rest come back as a
    /// [`PendingAdmission`] to [`finish`](Self::finish) where blocking is
    /// allowed; the limits already checked are not checked again.
    pub fn admit_without_store(&self, request: GateRequest<'_>) -> FirstLook {
        if !request.operation.requires_key() {
            return FirstLook::Decided(Ok(Admission::Open));
        }
        let mut windows = Vec::with_capacity(2);
        if self.metering {
            match self.limiters.check_ip(request.client_ip) {
                Ok(ip_window) => windows.push(ip_window),
                Err(refusal) => {
                    return FirstLook::Decided(Err(Denial::rate_limited(&refusal, &windows)));
                }
            }
        }
        // The key's text is copied only when the store must look it up.
        let pending = |api_key: Option<String>| PendingAdmission {
            api_key,
            operation: request.operation,
            now: request.now,
            windows,
            key: None,
        };
        let verified = self
            .verifier
            .verify_without_store(request.api_key, std::time::Instant::now());
        match verified {
            None => FirstLook::NeedsStore(pending(request.api_key.map(str::to_owned))),
            Some(Err(error)) => FirstLook::Decided(Err(Denial::verification(&error))),
            Some(Ok(key)) => self.after_key(pending(None), key, false),
        }
    }

    /// The rest of an admission that needs the store: blocks while it
    /// answers (call it off the async workers).
    pub fn finish(&self, mut pending: PendingAdmission) -> Result<Admission, Denial> {
        match pending.key.take() {
            Some(key) => self.reserve(pending, key),
            None => {
                let key = self
                    .verifier
                    .verify(pending.api_key.as_deref())
                    .map_err(|error| Denial::verification(&error))?;
                match self.after_key(pending, key, true) {
                    FirstLook::Decided(decision) => decision,
                    FirstLook::NeedsStore(pending) => self.finish(pending),
                }
            }
        }
    }

    /// The checks after the key: Enterprise-only routes, the per-key limit,
    /// then credits (from memory unless `store_allowed`).
    fn after_key(
        &self,
        mut pending: PendingAdmission,
        key: KeyRecord,
        store_allowed: bool,
    ) -> FirstLook {
        if pending.operation.enterprise_only() && key.tier != Tier::Enterprise {
            return FirstLook::Decided(Err(Denial {
                kind: ProblemKind::EnterpriseOnly,
                detail: "The change feed needs an Enterprise key.",
                headers: Vec::new(),
                log_line: format!(
                    "{} key {} refused the change feed",
                    key.tier, key.display_prefix
                ),
            }));
        }

        if !self.metering {
            return FirstLook::Decided(Ok(Admission::Admitted(Box::new(Admitted::new(
                key,
                pending.operation,
                None,
                pending.windows,
                pending.now,
            )))));
        }

        match self.limiters.check_key(&key.id, key.tier) {
            Ok(key_window) => pending.windows.push(key_window),
            Err(refusal) => {
                return FirstLook::Decided(Err(Denial::rate_limited(&refusal, &pending.windows)));
            }
        }

        if store_allowed {
            return FirstLook::Decided(self.reserve(pending, key));
        }
        let cost = pending.operation.credit_cost();
        match self.meter.reserve_in_memory(&key, cost, pending.now) {
            Some(reservation) => {
                FirstLook::Decided(Ok(Admission::Admitted(Box::new(Admitted::new(
                    key,
                    pending.operation,
                    Some(reservation),
                    pending.windows,
                    pending.now,
                )))))
            }
            None => {
                pending.key = Some(key);
                FirstLook::NeedsStore(pending)
            }
        }
    }

    /// Reserves the request's credits, leasing from the ledger if need be.
    fn reserve(&self, pending: PendingAdmission, key: KeyRecord) -> Result<Admission, Denial> {
        let PendingAdmission {
            operation,
            now,
            windows,
            ..
        } = pending;
        let reservation = self
            .meter
            .reserve(&key, operation.credit_cost(), now)
            .map_err(|error| match error {
                CreditError::Exhausted(usage) => {
                    Denial::credits_exhausted(&usage, &windows, &key, now)
                }
                CreditError::Store(store) => Denial::store(&store),
            })?;

        Ok(Admission::Admitted(Box::new(Admitted::new(
            key,
            operation,
            Some(reservation),
            windows,
            now,
        ))))
    }

    /// For an operation priced per item, once the body says it holds
    /// `items`: weighs a batch for the per-key limit, then reserves what
    /// the items may cost beyond what admission reserved, from what this
    /// instance holds only. `None`: only the ledger can tell; call
    /// [`admit_items`](Self::admit_items) off the async workers (what was
    /// counted here is not counted again). A denial leaves the request
    /// admitted: answer it with the denial and call
    /// [`Admitted::fail`], which gives everything back.
    pub fn admit_items_without_store(
        &self,
        admitted: &mut Admitted,
        items: u32,
        now: OffsetDateTime,
    ) -> Option<Result<(), Denial>> {
        if let Err(denial) = self.count_items(admitted, items) {
            return Some(Err(denial));
        }
        let Some(more) = self.credits_short(admitted, items) else {
            return Some(Ok(()));
        };
        let reservation = self.meter.reserve_in_memory(&admitted.key, more, now)?;
        admitted.reserved_for_items.push(reservation);
        Some(Ok(()))
    }

    /// [`admit_items_without_store`](Self::admit_items_without_store),
    /// leasing from the ledger when need be: blocks while it answers.
    pub fn admit_items(
        &self,
        admitted: &mut Admitted,
        items: u32,
        now: OffsetDateTime,
    ) -> Result<(), Denial> {
        self.count_items(admitted, items)?;
        let Some(more) = self.credits_short(admitted, items) else {
            return Ok(());
        };
        match self.meter.reserve(&admitted.key, more, now) {
            Ok(reservation) => {
                admitted.reserved_for_items.push(reservation);
                Ok(())
            }
            Err(CreditError::Exhausted(mut usage)) => {
                // What this request holds goes back with its answer: the
                // key's figures should not count it.
                usage.used = (usage.used - admitted.reserved()).max(0);
                Err(Denial::too_many_items_for_credits(&usage, admitted, items))
            }
            Err(CreditError::Store(store)) => Err(Denial::store(&store)),
        }
    }

    /// Credits `items` may cost beyond what is reserved; `None` when
    /// nothing more is needed (or nothing is metered).
    fn credits_short(&self, admitted: &Admitted, items: u32) -> Option<i64> {
        if !self.metering || admitted.reservation.is_none() {
            return None;
        }
        let more = admitted.operation.credit_cost_for(items) - admitted.reserved();
        (more > 0).then_some(more)
    }

    /// Counts what the per-key limit has not yet counted of a request of
    /// `items` items, at most the key's quota (more could never pass).
    fn count_items(&self, admitted: &mut Admitted, items: u32) -> Result<(), Denial> {
        if !self.metering {
            return Ok(());
        }
        let quota = self.limiters.config().key_limit(admitted.key.tier).get();
        let weight = admitted.operation.key_limit_weight(items).min(quota);
        let Some(extra) = NonZeroU32::new(weight.saturating_sub(admitted.counted)) else {
            return Ok(());
        };
        let others: Vec<WindowState> = admitted
            .windows
            .iter()
            .filter(|window| window.policy != LimitPolicy::PerKey)
            .copied()
            .collect();
        match self
            .limiters
            .check_key_n(&admitted.key.id, admitted.key.tier, extra)
        {
            Ok(key_window) => {
                admitted.counted = weight;
                admitted.windows = others;
                admitted.windows.push(key_window);
                Ok(())
            }
            Err(refusal) => Err(Denial::rate_limited(&refusal, &others)),
        }
    }

    /// Forgets a revoked key at once in this instance (others within
    /// [`REVOCATION_BOUND`](crate::REVOCATION_BOUND)).
    pub fn invalidate_key(&self, key_id: &str) {
        self.verifier.invalidate(key_id);
    }

    /// Reads the revocation watermark and drops cached keys when it moved;
    /// the server calls it every
    /// [`REVOCATION_CHECK_INTERVAL`](crate::REVOCATION_CHECK_INTERVAL) on a
    /// thread of its own, never on a request.
    pub fn check_revocations(&self) -> Result<(), AuthStoreError> {
        self.verifier.check_revocations(std::time::Instant::now())
    }

    /// Periodic housekeeping: forget idle callers in the limiters.
    pub fn housekeeping(&self) {
        self.limiters.retain_recent();
    }

    /// Gives back the unspent credit leases of keys idle here for
    /// [`IDLE_LEASE_RETURN`](crate::IDLE_LEASE_RETURN); the server calls it
    /// every second on a thread of its own. Returns the credits given back.
    pub fn return_idle_leases(&self) -> Result<i64, AuthStoreError> {
        self.meter
            .return_idle_leases(std::time::Instant::now(), crate::IDLE_LEASE_RETURN)
    }

    /// Gives back every unspent credit lease: the server is stopping.
    pub fn return_all_leases(&self) -> Result<i64, AuthStoreError> {
        self.meter.return_all_leases()
    }
}
