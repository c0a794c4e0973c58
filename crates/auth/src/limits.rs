//! Per-IP and per-key per-minute limits, each a keyed GCRA limiter (governor).
//!
//! The limiters run on a monotonic clock of their own, never on the `now` the
//! server passes in: a frozen `DIETFIT_NOW` must not freeze the refill. `now`
//! only turns "in N seconds" into the ISO 8601 instants of the headers.

use std::fmt;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::time::Duration;

use dietfit_contract::Tier;
use governor::clock::{Clock, DefaultClock};
use governor::middleware::{StateInformationMiddleware, StateSnapshot};
use governor::state::keyed::DefaultKeyedStateStore;
use governor::{NotUntil, Quota, RateLimiter};
use time::OffsetDateTime;

/// Every per-minute limit is expressed over this window (`w` of `RateLimit-Policy`).
pub const WINDOW_SECS: u64 = 60;

/// Requests per client IP per minute unless configured (`DIETFIT_IP_LIMIT_PER_MINUTE`).
pub const DEFAULT_IP_LIMIT_PER_MINUTE: u32 = 600;

/// Requests per key per minute for each tier, unless one number is configured
/// for all (`DIETFIT_KEY_LIMIT_PER_MINUTE`).
pub fn default_key_limit_per_minute(tier: Tier) -> u32 {
    match tier {
        Tier::Sandbox => 60,
        Tier::Paid => 300,
        Tier::Enterprise => 1_200,
        Tier::Internal => 6_000,
    }
}

/// The configured per-minute limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RateLimitConfig {
    pub ip_per_minute: NonZeroU32,
    /// Overrides the per-tier defaults for every key when set.
    pub key_per_minute: Option<NonZeroU32>,
}

impl Default for RateLimitConfig {
    fn default() -> Self {
        RateLimitConfig {
            ip_per_minute: NonZeroU32::MIN.saturating_add(DEFAULT_IP_LIMIT_PER_MINUTE - 1),
            key_per_minute: None,
        }
    }
}

impl RateLimitConfig {
    /// The per-minute limit a key of `tier` gets.
    pub fn key_limit(&self, tier: Tier) -> NonZeroU32 {
        self.key_per_minute.unwrap_or_else(|| {
            NonZeroU32::new(default_key_limit_per_minute(tier)).unwrap_or(NonZeroU32::MIN)
        })
    }
}

/// Which per-minute limit: the name is the policy identifier of the IETF fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LimitPolicy {
    PerIp,
    PerKey,
}

impl LimitPolicy {
    pub fn name(self) -> &'static str {
        match self {
            LimitPolicy::PerIp => "per-ip",
            LimitPolicy::PerKey => "per-key",
        }
    }
}

/// Where one caller stands in one per-minute limit after an admitted request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WindowState {
    pub policy: LimitPolicy,
    /// Requests allowed per window (`q`).
    pub quota: u32,
    pub window_secs: u64,
    /// Requests that may still be made at once (`r`).
    pub remaining: u32,
    /// Whole seconds until the full quota is available again (`t`), rounded up.
    pub reset_after_secs: u64,
}

impl WindowState {
    /// The instant the window is full again (`X-RateLimit-IP-Reset`), in
    /// whole seconds, never before the true instant.
    pub fn resets_at(&self, now: OffsetDateTime) -> OffsetDateTime {
        seconds_after(now, self.reset_after_secs)
    }
}

/// A request refused by a per-minute limit: 429 with `Retry-After`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{} limit of {quota} requests per {window_secs} s reached; retry after {retry_after_secs} s", .policy.name())]
pub struct RateLimited {
    pub policy: LimitPolicy,
    pub quota: u32,
    pub window_secs: u64,
    /// Whole seconds, at least 1.
    pub retry_after_secs: u64,
}

impl RateLimited {
    /// The refused limit as the IETF `RateLimit` field reports it (`r=0`).
    pub fn window(&self) -> WindowState {
        WindowState {
            policy: self.policy,
            quota: self.quota,
            window_secs: self.window_secs,
            remaining: 0,
            reset_after_secs: self.retry_after_secs,
        }
    }
}

type KeyedLimiter<K, C> = RateLimiter<K, DefaultKeyedStateStore<K>, C, StateInformationMiddleware>;

/// The per-IP limiter and one per-key limiter per tier (a governor limiter has
/// one quota). Shared by all workers of one instance; limits are per instance.
pub struct RateLimiters<C: Clock = DefaultClock> {
    config: RateLimitConfig,
    clock: C,
    per_ip: KeyedLimiter<IpAddr, C>,
    per_key: [KeyedLimiter<String, C>; 4],
}

impl<C: Clock> fmt::Debug for RateLimiters<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RateLimiters")
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

impl RateLimiters<DefaultClock> {
    pub fn new(config: RateLimitConfig) -> Self {
        RateLimiters::with_clock(config, DefaultClock::default())
    }
}

impl<C: Clock + Clone> RateLimiters<C> {
    /// With an explicit clock (tests pass governor's `FakeRelativeClock`).
    pub fn with_clock(config: RateLimitConfig, clock: C) -> Self {
        let per_key = [Tier::Sandbox, Tier::Paid, Tier::Enterprise, Tier::Internal]
            .map(|tier| keyed_limiter(config.key_limit(tier), &clock));
        RateLimiters {
            config,
            per_ip: keyed_limiter(config.ip_per_minute, &clock),
            per_key,
            clock,
        }
    }
}

impl<C: Clock> RateLimiters<C> {
    pub fn config(&self) -> RateLimitConfig {
        self.config
    }

    /// Counts one request from `ip` against the per-IP limit. IPv6 clients are
    /// limited per /64 (one subscriber's usual allocation), IPv4-mapped IPv6
    /// addresses as the IPv4 address they carry.
    pub fn check_ip(&self, ip: IpAddr) -> Result<WindowState, RateLimited> {
        self.per_ip
            .check_key(&ip_partition(ip))
            .map(|snapshot| window_of(LimitPolicy::PerIp, &snapshot))
            .map_err(|refusal| self.refused(LimitPolicy::PerIp, &refusal))
    }

    /// Counts one request of key `key_id` (of `tier`) against its per-key limit.
    pub fn check_key(&self, key_id: &str, tier: Tier) -> Result<WindowState, RateLimited> {
        let limiter = &self.per_key[tier_index(tier)];
        // governor's keyed check wants `&K`; one small allocation per request.
        let key = key_id.to_owned();
        limiter
            .check_key(&key)
            .map(|snapshot| window_of(LimitPolicy::PerKey, &snapshot))
            .map_err(|refusal| self.refused(LimitPolicy::PerKey, &refusal))
    }

    /// Counts `count` more requests of key `key_id` against its per-key
    /// limit at once (a batch weighed once its body is read). A count above
    /// the quota can never pass; the caller keeps it within.
    pub fn check_key_n(
        &self,
        key_id: &str,
        tier: Tier,
        count: NonZeroU32,
    ) -> Result<WindowState, RateLimited> {
        let limiter = &self.per_key[tier_index(tier)];
        let key = key_id.to_owned();
        match limiter.check_key_n(&key, count) {
            Ok(Ok(snapshot)) => Ok(window_of(LimitPolicy::PerKey, &snapshot)),
            Ok(Err(refusal)) => Err(self.refused(LimitPolicy::PerKey, &refusal)),
            Err(_insufficient_capacity) => Err(RateLimited {
                policy: LimitPolicy::PerKey,
                quota: self.config.key_limit(tier).get(),
                window_secs: WINDOW_SECS,
                retry_after_secs: WINDOW_SECS,
            }),
        }
    }

    /// The per-minute policies a key of `tier` is under, for `RateLimit-Policy`.
    pub fn policies(&self, tier: Tier) -> [(LimitPolicy, u32); 2] {
        [
            (LimitPolicy::PerIp, self.config.ip_per_minute.get()),
            (LimitPolicy::PerKey, self.config.key_limit(tier).get()),
        ]
    }

    /// Drops callers whose state is indistinguishable from a fresh one. Call it
    /// now and then (every minute, say) so memory follows active callers only.
    pub fn retain_recent(&self) {
        self.per_ip.retain_recent();
        self.per_ip.shrink_to_fit();
        for limiter in &self.per_key {
            limiter.retain_recent();
            limiter.shrink_to_fit();
        }
    }

    /// Callers currently tracked (per IP, per key).
    pub fn tracked(&self) -> (usize, usize) {
        (
            self.per_ip.len(),
            self.per_key.iter().map(|limiter| limiter.len()).sum(),
        )
    }

    fn refused(&self, policy: LimitPolicy, refusal: &NotUntil<C::Instant>) -> RateLimited {
        let quota = refusal.quota();
        RateLimited {
            policy,
            quota: quota.burst_size().get(),
            window_secs: WINDOW_SECS,
            retry_after_secs: whole_seconds_up(refusal.wait_time_from(self.clock.now())).max(1),
        }
    }
}

fn keyed_limiter<K, C>(per_minute: NonZeroU32, clock: &C) -> KeyedLimiter<K, C>
where
    K: std::hash::Hash + Eq + Clone,
    C: Clock + Clone,
{
    KeyedLimiter::new(
        Quota::per_minute(per_minute),
        DefaultKeyedStateStore::default(),
        clock.clone(),
    )
}

/// The address a client is limited by: IPv4 as is, IPv6 by its /64 network.
fn ip_partition(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let network = u128::from(v6) & !((1u128 << 64) - 1);
                IpAddr::V6(std::net::Ipv6Addr::from(network))
            }
        },
    }
}

fn tier_index(tier: Tier) -> usize {
    match tier {
        Tier::Sandbox => 0,
        Tier::Paid => 1,
        Tier::Enterprise => 2,
        Tier::Internal => 3,
    }
}

fn window_of(policy: LimitPolicy, snapshot: &StateSnapshot) -> WindowState {
    let quota = snapshot.quota();
    let burst = quota.burst_size().get();
    let remaining = snapshot.remaining_burst_capacity().min(burst);
    // GCRA refills one request per interval: the window is full again once
    // the used part has refilled. Exact to within one interval, rounded up.
    let used = u64::from(burst - remaining);
    let refill = quota
        .replenish_interval()
        .saturating_mul(u32::try_from(used).unwrap_or(u32::MAX));
    WindowState {
        policy,
        quota: burst,
        window_secs: WINDOW_SECS,
        remaining,
        reset_after_secs: whole_seconds_up(refill),
    }
}

/// Whole seconds, rounded up (0 stays 0).
fn whole_seconds_up(duration: Duration) -> u64 {
    duration.as_secs() + u64::from(duration.subsec_nanos() > 0)
}

/// `now + seconds`, rounded up to a whole second.
pub(crate) fn seconds_after(now: OffsetDateTime, seconds: u64) -> OffsetDateTime {
    let whole = now.replace_nanosecond(0).unwrap_or(now);
    let round_up = i64::from(now.nanosecond() > 0);
    let seconds = i64::try_from(seconds).unwrap_or(i64::MAX / 2);
    whole
        .checked_add(time::Duration::seconds(seconds.saturating_add(round_up)))
        .unwrap_or(whole)
}

#[cfg(test)]
mod tests {
    use super::*;
    use governor::clock::FakeRelativeClock;
    use std::net::Ipv4Addr;
    use time::macros::datetime;

    fn limiters(ip: u32, key: Option<u32>) -> (RateLimiters<FakeRelativeClock>, FakeRelativeClock) {
        let clock = FakeRelativeClock::default();
        let config = RateLimitConfig {
            ip_per_minute: NonZeroU32::new(ip).unwrap(),
            key_per_minute: key.and_then(NonZeroU32::new),
        };
        (RateLimiters::with_clock(config, clock.clone()), clock)
    }

    const IP: IpAddr = IpAddr::V4(Ipv4Addr::new(192, 0, 2, 7));

    #[test]
    fn the_defaults_are_600_per_ip_and_per_tier_per_key() {
        let config = RateLimitConfig::default();
        assert_eq!(config.ip_per_minute.get(), 600);
        assert_eq!(config.key_limit(Tier::Sandbox).get(), 60);
        assert!(config.key_limit(Tier::Sandbox) < config.key_limit(Tier::Paid));
        assert!(config.key_limit(Tier::Paid) < config.key_limit(Tier::Enterprise));
        let overridden = RateLimitConfig {
            key_per_minute: NonZeroU32::new(42),
            ..config
        };
        for tier in [Tier::Sandbox, Tier::Paid, Tier::Enterprise, Tier::Internal] {
            assert_eq!(overridden.key_limit(tier).get(), 42);
        }
    }

    #[test]
    fn the_ip_limit_admits_its_quota_then_refuses_with_retry_after_at_least_one() {
        let (limiters, clock) = limiters(600, None);
        let first = limiters.check_ip(IP).unwrap();
        assert_eq!((first.quota, first.remaining), (600, 599));
        assert_eq!(first.reset_after_secs, 1, "0.1 s of refill, rounded up");
        for _ in 1..600 {
            limiters.check_ip(IP).unwrap();
        }
        let refused = limiters.check_ip(IP).unwrap_err();
        assert_eq!(refused.policy, LimitPolicy::PerIp);
        assert_eq!(refused.quota, 600);
        // The next request is 100 ms away: still a whole second.
        assert_eq!(refused.retry_after_secs, 1);
        assert_eq!(refused.window().remaining, 0);

        // Another address is not affected.
        let other = IpAddr::V4(Ipv4Addr::new(198, 51, 100, 1));
        assert_eq!(limiters.check_ip(other).unwrap().remaining, 599);

        clock.advance(Duration::from_millis(100));
        assert_eq!(limiters.check_ip(IP).unwrap().remaining, 0);
        clock.advance(Duration::from_secs(60));
        assert_eq!(limiters.check_ip(IP).unwrap().remaining, 599);
    }

    #[test]
    fn a_slow_refill_gives_a_long_retry_after() {
        let (limiters, clock) = limiters(600, Some(2));
        let first = limiters.check_key("k1", Tier::Paid).unwrap();
        assert_eq!(
            (first.quota, first.remaining, first.reset_after_secs),
            (2, 1, 30)
        );
        let second = limiters.check_key("k1", Tier::Paid).unwrap();
        assert_eq!((second.remaining, second.reset_after_secs), (0, 60));
        let refused = limiters.check_key("k1", Tier::Paid).unwrap_err();
        assert_eq!(refused.policy, LimitPolicy::PerKey);
        assert_eq!(refused.retry_after_secs, 30);
        clock.advance(Duration::from_millis(29_500));
        assert_eq!(
            limiters
                .check_key("k1", Tier::Paid)
                .unwrap_err()
                .retry_after_secs,
            1
        );
        clock.advance(Duration::from_millis(500));
        assert!(limiters.check_key("k1", Tier::Paid).is_ok());
        // Keys are limited separately.
        assert!(limiters.check_key("k2", Tier::Paid).is_ok());
    }

    #[test]
    fn each_tier_gets_its_own_per_key_quota() {
        let (limiters, _) = limiters(600, None);
        assert_eq!(limiters.check_key("s", Tier::Sandbox).unwrap().quota, 60);
        assert_eq!(limiters.check_key("p", Tier::Paid).unwrap().quota, 300);
        assert_eq!(
            limiters.check_key("e", Tier::Enterprise).unwrap().quota,
            1_200
        );
        assert_eq!(
            limiters.policies(Tier::Sandbox),
            [(LimitPolicy::PerIp, 600), (LimitPolicy::PerKey, 60)]
        );
        for _ in 1..60 {
            limiters.check_key("s", Tier::Sandbox).unwrap();
        }
        assert!(limiters.check_key("s", Tier::Sandbox).is_err());
    }

    #[test]
    fn ipv6_clients_share_a_limit_per_64_and_mapped_addresses_count_as_ipv4() {
        let (limiters, _) = limiters(2, None);
        let a: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        let other_net: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        limiters.check_ip(a).unwrap();
        limiters.check_ip(b).unwrap();
        assert!(limiters.check_ip(a).is_err(), "same /64");
        assert!(limiters.check_ip(other_net).is_ok());

        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        limiters.check_ip(IP).unwrap();
        limiters.check_ip(mapped).unwrap();
        assert!(
            limiters.check_ip(IP).is_err(),
            "mapped address is the same client"
        );
    }

    #[test]
    fn idle_callers_are_forgotten() {
        let (limiters, clock) = limiters(10, Some(10));
        limiters.check_ip(IP).unwrap();
        limiters.check_key("k", Tier::Paid).unwrap();
        assert_eq!(limiters.tracked(), (1, 1));
        clock.advance(Duration::from_secs(61));
        limiters.retain_recent();
        assert_eq!(limiters.tracked(), (0, 0));
    }

    #[test]
    fn reset_instants_are_whole_seconds_never_early() {
        let window = WindowState {
            policy: LimitPolicy::PerIp,
            quota: 600,
            window_secs: 60,
            remaining: 599,
            reset_after_secs: 1,
        };
        assert_eq!(
            window.resets_at(datetime!(2026-01-15 12:00:00 UTC)),
            datetime!(2026-01-15 12:00:01 UTC)
        );
        assert_eq!(
            window.resets_at(datetime!(2026-01-15 12:00:00.25 UTC)),
            datetime!(2026-01-15 12:00:02 UTC)
        );
        assert_eq!(whole_seconds_up(Duration::ZERO), 0);
        assert_eq!(whole_seconds_up(Duration::from_millis(1)), 1);
        assert_eq!(whole_seconds_up(Duration::from_secs(2)), 2);
    }
}
