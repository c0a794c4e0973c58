//! Verifying a presented key against the stored ones, with a small cache of
//! verified keys so the hot path does not query the database per request.
//!
//! Outward there is one answer for every failure (`Unauthorized`); the precise
//! reason is kept for one log line, which shows at most the display prefix and
//! never the secret.

use std::collections::HashMap;
use std::fmt;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use dietfit_contract::Tier;
use subtle::ConstantTimeEq;
use time::OffsetDateTime;

use crate::keys::{MalformedKey, PresentedKey};

/// A stored key as the server's storage describes it. Never holds the secret.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyRecord {
    pub id: String,
    /// Lowercase hex SHA-256 of the full secret.
    pub key_hash: String,
    pub display_prefix: String,
    pub tier: Tier,
    /// `None` means no monthly limit (and is forced for unlimited tiers).
    pub monthly_limit: Option<i64>,
    pub revoked_at: Option<OffsetDateTime>,
}

impl KeyRecord {
    /// The limit the ledger enforces: none for Enterprise and Internal keys,
    /// whatever is stored.
    pub fn effective_monthly_limit(&self) -> Option<i64> {
        if self.tier.is_unlimited() {
            None
        } else {
            self.monthly_limit
        }
    }
}

/// The store could not answer. The server maps `Unavailable` to 503 and
/// `Failed` to 500; neither is a reason to reject the key.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AuthStoreError {
    #[error("the key store is unavailable: {0}")]
    Unavailable(String),
    #[error("the key store failed: {0}")]
    Failed(String),
}

/// Where stored keys are found. The server implements it over its storage.
pub trait KeyDirectory: Send + Sync {
    fn find_by_hash(&self, key_hash: &str) -> Result<Option<KeyRecord>, AuthStoreError>;

    /// A number that grows whenever any key is revoked (the count of revoked
    /// keys will do). Servers read it at a short interval to drop cached keys.
    fn revocation_watermark(&self) -> Result<i64, AuthStoreError>;
}

impl<D: KeyDirectory + ?Sized> KeyDirectory for std::sync::Arc<D> {
    fn find_by_hash(&self, key_hash: &str) -> Result<Option<KeyRecord>, AuthStoreError> {
        (**self).find_by_hash(key_hash)
    }

    fn revocation_watermark(&self) -> Result<i64, AuthStoreError> {
        (**self).revocation_watermark()
    }
}

/// Why a key was rejected. Only for logs and tests: every variant answers
/// the same 401 with the same body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RejectionReason {
    Missing,
    Malformed(MalformedKey),
    Unknown {
        display_prefix: String,
    },
    Revoked {
        display_prefix: String,
    },
    /// A stored key presented under another tier's prefix.
    ScopeMismatch {
        display_prefix: String,
    },
}

impl fmt::Display for RejectionReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RejectionReason::Missing => f.write_str("no X-Service-API-Key header"),
            RejectionReason::Malformed(why) => write!(f, "malformed key: {why}"),
            RejectionReason::Unknown { display_prefix } => {
                write!(f, "unknown key {display_prefix}…")
            }
            RejectionReason::Revoked { display_prefix } => {
                write!(f, "revoked key {display_prefix}…")
            }
            RejectionReason::ScopeMismatch { display_prefix } => {
                write!(f, "key {display_prefix}… does not match its stored tier")
            }
        }
    }
}

/// The outcome of a failed verification.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    /// Its `Display` is the same for every reason, so it is safe to show; the
    /// reason is for [`log_line`](VerifyError::log_line) only.
    #[error("a valid API key is required")]
    Unauthorized(RejectionReason),
    #[error(transparent)]
    Store(#[from] AuthStoreError),
}

impl VerifyError {
    /// One line for the server log, precise and without the secret.
    pub fn log_line(&self) -> String {
        match self {
            VerifyError::Unauthorized(reason) => format!("API key rejected: {reason}"),
            VerifyError::Store(error) => format!("API key not verified: {error}"),
        }
    }
}

/// How often a server reads the revocation watermark
/// ([`KeyVerifier::check_revocations`]).
pub const REVOCATION_CHECK_INTERVAL: Duration = Duration::from_millis(250);

/// The longest a revoked key is still accepted anywhere: a cached key is
/// used only while the last completed watermark check began within this
/// bound, so every instance either saw the revocation or reads the store.
/// `dietfit keys revoke` waits this long before it returns.
pub const REVOCATION_BOUND: Duration = Duration::from_secs(1);

/// How long a key the store did not accept (unknown, revoked, under another
/// tier's prefix) is answered 401 without asking the store again. A key
/// stored after it was presented works within this bound.
pub const REJECTION_TTL: Duration = Duration::from_secs(1);

/// Cache bounds. A revocation made by another process (the `keys revoke`
/// command) is seen within `revocation_bound`, through the watermark checks;
/// one made through [`KeyVerifier::invalidate`] at once. `ttl` bounds how
/// long any other change to a cached key (its tier, its limit) goes unseen;
/// `rejection_ttl` how long a rejected key stays rejected without a lookup.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyCacheConfig {
    pub ttl: Duration,
    /// The most verified keys kept, and separately the most rejected ones.
    pub capacity: usize,
    pub revocation_bound: Duration,
    pub rejection_ttl: Duration,
}

impl Default for KeyCacheConfig {
    fn default() -> Self {
        KeyCacheConfig {
            ttl: Duration::from_secs(30),
            capacity: 10_000,
            revocation_bound: REVOCATION_BOUND,
            rejection_ttl: REJECTION_TTL,
        }
    }
}

struct CachedKey {
    record: KeyRecord,
    expires_at: Instant,
}

/// The cached keys and what the watermark checks have established.
#[derive(Default)]
struct CacheState {
    keys: HashMap<String, CachedKey>,
    /// Keys the store rejected, by hash: the reason and until when it holds.
    rejected: HashMap<String, (RejectionReason, Instant)>,
    /// The watermark the last completed check read.
    watermark: Option<i64>,
    /// When the latest completed check began: the cache is trusted until
    /// `revocation_bound` after it.
    checked_from: Option<Instant>,
    /// Bumped whenever the cache is cleared for a revocation, so a key read
    /// from the store before the clear is not put back after it.
    generation: u64,
}

/// Verifies presented keys against a [`KeyDirectory`], caching keys that
/// verified and, briefly and apart (so random unknown keys never evict good
/// entries), keys the store rejected.
pub struct KeyVerifier<D> {
    directory: D,
    config: KeyCacheConfig,
    cache: Mutex<CacheState>,
}

impl<D> fmt::Debug for KeyVerifier<D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KeyVerifier")
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

impl<D: KeyDirectory> KeyVerifier<D> {
    pub fn new(directory: D, config: KeyCacheConfig) -> Self {
        KeyVerifier {
            directory,
            config,
            cache: Mutex::new(CacheState::default()),
        }
    }

    pub fn directory(&self) -> &D {
        &self.directory
    }

    /// Verifies the `X-Service-API-Key` header value (`None` when absent).
    pub fn verify(&self, header: Option<&str>) -> Result<KeyRecord, VerifyError> {
        self.verify_at(header, Instant::now())
    }

    /// As [`verify`](Self::verify), with the monotonic instant the cache ages by.
    pub fn verify_at(&self, header: Option<&str>, now: Instant) -> Result<KeyRecord, VerifyError> {
        let (presented, key_hash) = parse_header(header)?;
        let generation = match self.cached(&key_hash, now) {
            Ok(answer) => return answer,
            Err(generation) => generation,
        };

        let display_prefix = presented.display_prefix().to_owned();
        let found = self.directory.find_by_hash(&key_hash)?;
        // The lookup is by hash; the constant-time comparison makes sure a
        // directory that matches loosely (case, prefix) cannot let a key in.
        let rejection = match found {
            Some(record) if hashes_match(&record.key_hash, &key_hash) => {
                if record.revoked_at.is_some() {
                    RejectionReason::Revoked { display_prefix }
                } else if !presented.scope().admits(record.tier) {
                    RejectionReason::ScopeMismatch { display_prefix }
                } else {
                    self.remember(key_hash, record.clone(), now, generation);
                    return Ok(record);
                }
            }
            _ => RejectionReason::Unknown { display_prefix },
        };
        self.remember_rejection(key_hash, rejection.clone(), now);
        Err(VerifyError::Unauthorized(rejection))
    }

    /// The answer without asking the store: `None` when only the store can
    /// tell (a key neither cached nor recently rejected).
    pub fn verify_without_store(
        &self,
        header: Option<&str>,
        now: Instant,
    ) -> Option<Result<KeyRecord, VerifyError>> {
        match parse_header(header) {
            Ok((_, key_hash)) => self.cached(&key_hash, now).ok(),
            Err(error) => Some(Err(error)),
        }
    }

    /// Reads the revocation watermark; when it moved, forgets every cached
    /// key. `started` is when the read began: the cache is trusted for
    /// `revocation_bound` after the latest completed check's start. Call it
    /// every [`REVOCATION_CHECK_INTERVAL`], off the request path.
    pub fn check_revocations(&self, started: Instant) -> Result<(), AuthStoreError> {
        let watermark = self.directory.revocation_watermark()?;
        let mut cache = self.lock_cache();
        if cache.watermark != Some(watermark) {
            // The first check clears too: keys cached before it were read
            // at a time no check vouches for.
            cache.keys.clear();
            cache.generation += 1;
            cache.watermark = Some(watermark);
        }
        cache.checked_from = Some(cache.checked_from.map_or(started, |from| from.max(started)));
        Ok(())
    }

    /// Forgets a key at once (call it after revoking through this process).
    pub fn invalidate(&self, key_id: &str) {
        self.lock_cache()
            .keys
            .retain(|_, cached| cached.record.id != key_id);
    }

    /// Number of keys cached now, expired ones included until evicted.
    pub fn cached_len(&self) -> usize {
        self.lock_cache().keys.len()
    }

    /// The cached answer (a record, or a recent rejection), or the cache's
    /// generation to remember a fresh lookup under.
    fn cached(&self, key_hash: &str, now: Instant) -> Result<Result<KeyRecord, VerifyError>, u64> {
        let cache = self.lock_cache();
        if let Some((reason, until)) = cache.rejected.get(key_hash)
            && now < *until
        {
            return Ok(Err(VerifyError::Unauthorized(reason.clone())));
        }
        let vouched = cache
            .checked_from
            .is_some_and(|from| now.saturating_duration_since(from) < self.config.revocation_bound);
        match cache.keys.get(key_hash) {
            Some(cached)
                if vouched
                    && now < cached.expires_at
                    && hashes_match(&cached.record.key_hash, key_hash) =>
            {
                Ok(Ok(cached.record.clone()))
            }
            _ => Err(cache.generation),
        }
    }

    /// Remembers a rejection for `rejection_ttl`. When the rejections kept
    /// are at capacity even after dropping expired ones, the new one is not
    /// kept: a flood of random keys then only costs lookups.
    fn remember_rejection(&self, key_hash: String, reason: RejectionReason, now: Instant) {
        if self.config.rejection_ttl.is_zero() || self.config.capacity == 0 {
            return;
        }
        let mut state = self.lock_cache();
        let rejected = &mut state.rejected;
        if rejected.len() >= self.config.capacity {
            rejected.retain(|_, (_, until)| now < *until);
        }
        if rejected.len() < self.config.capacity {
            rejected.insert(key_hash, (reason, now + self.config.rejection_ttl));
        }
    }

    fn remember(&self, key_hash: String, record: KeyRecord, now: Instant, generation: u64) {
        let mut state = self.lock_cache();
        if state.generation != generation {
            // A revocation was seen while this key was being read.
            return;
        }
        let cache = &mut state.keys;
        if cache.len() >= self.config.capacity {
            cache.retain(|_, cached| now < cached.expires_at);
        }
        if cache.len() >= self.config.capacity {
            // Still full of live keys: drop the one closest to expiry.
            let soonest = cache
                .iter()
                .min_by_key(|(_, cached)| cached.expires_at)
                .map(|(hash, _)| hash.clone());
            if let Some(hash) = soonest {
                cache.remove(&hash);
            }
        }
        if self.config.capacity > 0 {
            let expires_at = now + self.config.ttl;
            cache.insert(key_hash, CachedKey { record, expires_at });
        }
    }

    fn lock_cache(&self) -> std::sync::MutexGuard<'_, CacheState> {
        // A panic elsewhere while holding the lock leaves a consistent map.
        self.cache.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The presented key and its hash, or why it can be rejected unseen.
fn parse_header(header: Option<&str>) -> Result<(PresentedKey<'_>, String), VerifyError> {
    let value = header.ok_or(VerifyError::Unauthorized(RejectionReason::Missing))?;
    let presented = PresentedKey::parse(value)
        .map_err(|why| VerifyError::Unauthorized(RejectionReason::Malformed(why)))?;
    let key_hash = presented.key_hash();
    Ok((presented, key_hash))
}

fn hashes_match(stored: &str, computed: &str) -> bool {
    stored.as_bytes().ct_eq(computed.as_bytes()).into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keys::generate_key;
    use crate::memory::InMemoryKeyDirectory;

    fn directory_with(tier: Tier) -> (InMemoryKeyDirectory, String, KeyRecord) {
        let key = generate_key(tier).unwrap();
        let record = KeyRecord {
            id: "key-1".to_owned(),
            key_hash: key.key_hash.clone(),
            display_prefix: key.display_prefix.clone(),
            tier,
            monthly_limit: Some(100),
            revoked_at: None,
        };
        let directory = InMemoryKeyDirectory::default();
        directory.insert(record.clone());
        (directory, key.secret, record)
    }

    fn reason(error: VerifyError) -> RejectionReason {
        match error {
            VerifyError::Unauthorized(reason) => reason,
            other => panic!("expected a rejection, got {other:?}"),
        }
    }

    #[test]
    fn a_stored_key_verifies_and_gives_its_tier() {
        let (directory, secret, record) = directory_with(Tier::Paid);
        let verifier = KeyVerifier::new(directory, KeyCacheConfig::default());
        assert_eq!(verifier.verify(Some(&secret)).unwrap(), record);
    }

    #[test]
    fn missing_malformed_unknown_and_revoked_all_answer_alike() {
        let (directory, secret, mut record) = directory_with(Tier::Sandbox);
        let verifier = KeyVerifier::new(directory, KeyCacheConfig::default());
        let unknown = generate_key(Tier::Sandbox).unwrap().secret;

        let missing = verifier.verify(None).unwrap_err();
        let malformed = verifier.verify(Some("svc_test_nothex")).unwrap_err();
        let not_found = verifier.verify(Some(&unknown)).unwrap_err();
        record.revoked_at = Some(OffsetDateTime::UNIX_EPOCH);
        verifier.directory().insert(record);
        let revoked = verifier.verify(Some(&secret)).unwrap_err();

        let shown: Vec<String> = [&missing, &malformed, &not_found, &revoked]
            .iter()
            .map(|e| e.to_string())
            .collect();
        assert!(
            shown.iter().all(|s| s == "a valid API key is required"),
            "{shown:?}"
        );

        assert_eq!(reason(missing), RejectionReason::Missing);
        assert!(matches!(reason(malformed), RejectionReason::Malformed(_)));
        assert!(matches!(reason(not_found), RejectionReason::Unknown { .. }));
        assert!(matches!(reason(revoked), RejectionReason::Revoked { .. }));
    }

    #[test]
    fn log_lines_never_contain_the_secret() {
        let (directory, secret, _) = directory_with(Tier::Paid);
        let verifier = KeyVerifier::new(directory, KeyCacheConfig::default());
        let mut wrong = secret.clone();
        wrong.pop();
        wrong.push(if secret.ends_with('0') { '1' } else { '0' });
        let line = verifier.verify(Some(&wrong)).unwrap_err().log_line();
        assert!(line.contains("unknown key svc_live_"), "{line}");
        assert!(!line.contains(&wrong["svc_live_".len() + 8..]), "{line}");
    }

    #[test]
    fn a_key_under_another_tiers_prefix_is_rejected() {
        let key = generate_key(Tier::Sandbox).unwrap();
        let directory = InMemoryKeyDirectory::default();
        // Stored as paid although it carries the sandbox prefix.
        directory.insert(KeyRecord {
            id: "k".to_owned(),
            key_hash: key.key_hash,
            display_prefix: key.display_prefix,
            tier: Tier::Paid,
            monthly_limit: None,
            revoked_at: None,
        });
        let verifier = KeyVerifier::new(directory, KeyCacheConfig::default());
        let error = verifier.verify(Some(&key.secret)).unwrap_err();
        assert!(matches!(
            reason(error),
            RejectionReason::ScopeMismatch { .. }
        ));
    }

    #[test]
    fn a_directory_answering_with_another_hash_does_not_let_the_key_in() {
        struct Loose(KeyRecord);
        impl KeyDirectory for Loose {
            fn find_by_hash(&self, _: &str) -> Result<Option<KeyRecord>, AuthStoreError> {
                Ok(Some(self.0.clone()))
            }
            fn revocation_watermark(&self) -> Result<i64, AuthStoreError> {
                Ok(0)
            }
        }
        let (_, _, record) = directory_with(Tier::Paid);
        let verifier = KeyVerifier::new(Loose(record), KeyCacheConfig::default());
        let other = generate_key(Tier::Paid).unwrap().secret;
        let error = verifier.verify(Some(&other)).unwrap_err();
        assert!(matches!(reason(error), RejectionReason::Unknown { .. }));
    }

    #[test]
    fn store_failures_are_not_rejections() {
        struct Down;
        impl KeyDirectory for Down {
            fn find_by_hash(&self, _: &str) -> Result<Option<KeyRecord>, AuthStoreError> {
                Err(AuthStoreError::Unavailable("pool timed out".to_owned()))
            }
            fn revocation_watermark(&self) -> Result<i64, AuthStoreError> {
                Err(AuthStoreError::Unavailable("pool timed out".to_owned()))
            }
        }
        let verifier = KeyVerifier::new(Down, KeyCacheConfig::default());
        let secret = generate_key(Tier::Paid).unwrap().secret;
        assert!(matches!(
            verifier.verify(Some(&secret)).unwrap_err(),
            VerifyError::Store(AuthStoreError::Unavailable(_))
        ));
    }

    #[test]
    fn the_cache_serves_verified_keys_until_the_ttl_then_sees_the_revocation() {
        let (directory, secret, mut record) = directory_with(Tier::Paid);
        let ttl = Duration::from_secs(30);
        let config = KeyCacheConfig {
            ttl,
            capacity: 8,
            revocation_bound: Duration::from_secs(60),
            ..KeyCacheConfig::default()
        };
        let verifier = KeyVerifier::new(directory, config);
        let start = Instant::now();
        verifier.check_revocations(start).unwrap();
        verifier.verify_at(Some(&secret), start).unwrap();
        assert_eq!(verifier.directory().lookups(), 1);

        // Changed by another process, the watermark unmoved: the cache
        // answers within the TTL.
        record.monthly_limit = Some(5);
        verifier.directory().insert(record.clone());
        let cached = verifier
            .verify_at(Some(&secret), start + Duration::from_secs(29))
            .unwrap();
        assert_eq!(cached.monthly_limit, Some(100));
        assert_eq!(verifier.directory().lookups(), 1, "served from the cache");

        let after = verifier.verify_at(Some(&secret), start + ttl).unwrap();
        assert_eq!(after.monthly_limit, Some(5));
        assert_eq!(verifier.directory().lookups(), 2);
    }

    #[test]
    fn a_revocation_is_seen_by_the_next_watermark_check() {
        let (directory, secret, mut record) = directory_with(Tier::Paid);
        let verifier = KeyVerifier::new(directory, KeyCacheConfig::default());
        let start = Instant::now();
        verifier.check_revocations(start).unwrap();
        verifier.verify_at(Some(&secret), start).unwrap();
        verifier.verify_at(Some(&secret), start).unwrap();
        assert_eq!(verifier.directory().lookups(), 1, "served from the cache");

        record.revoked_at = Some(OffsetDateTime::UNIX_EPOCH);
        verifier.directory().insert(record);
        verifier.check_revocations(start).unwrap();
        assert_eq!(verifier.cached_len(), 0);
        assert!(matches!(
            reason(verifier.verify_at(Some(&secret), start).unwrap_err()),
            RejectionReason::Revoked { .. }
        ));
    }

    #[test]
    fn without_a_recent_watermark_check_the_cache_is_not_trusted() {
        let (directory, secret, _) = directory_with(Tier::Paid);
        let verifier = KeyVerifier::new(directory, KeyCacheConfig::default());
        let start = Instant::now();
        // No check yet: every verification reads the directory.
        verifier.verify_at(Some(&secret), start).unwrap();
        verifier.verify_at(Some(&secret), start).unwrap();
        assert_eq!(verifier.directory().lookups(), 2);

        verifier.check_revocations(start).unwrap();
        verifier.verify_at(Some(&secret), start).unwrap();
        verifier.verify_at(Some(&secret), start).unwrap();
        assert_eq!(verifier.directory().lookups(), 3, "cached once vouched for");

        // The checks stopped (the store is down, say): past the bound every
        // verification goes to the directory again.
        verifier
            .verify_at(Some(&secret), start + REVOCATION_BOUND)
            .unwrap();
        assert_eq!(verifier.directory().lookups(), 4);
    }

    #[test]
    fn a_rejection_is_remembered_briefly_and_a_key_stored_since_then_works() {
        let directory = InMemoryKeyDirectory::default();
        let verifier = KeyVerifier::new(directory, KeyCacheConfig::default());
        let key = generate_key(Tier::Paid).unwrap();
        let start = Instant::now();
        assert!(matches!(
            reason(verifier.verify_at(Some(&key.secret), start).unwrap_err()),
            RejectionReason::Unknown { .. }
        ));
        assert_eq!(verifier.directory().lookups(), 1);
        // Asked again at once: answered without the store.
        let again = verifier.verify_without_store(Some(&key.secret), start);
        assert!(matches!(again, Some(Err(VerifyError::Unauthorized(_)))));

        // Stored now (`dietfit keys create`): still refused within the bound…
        verifier.directory().insert(KeyRecord {
            id: "new".to_owned(),
            key_hash: key.key_hash.clone(),
            display_prefix: key.display_prefix.clone(),
            tier: Tier::Paid,
            monthly_limit: None,
            revoked_at: None,
        });
        let within = start + REJECTION_TTL - Duration::from_millis(1);
        assert!(verifier.verify_at(Some(&key.secret), within).is_err());
        assert_eq!(
            verifier.directory().lookups(),
            1,
            "no lookup within the bound"
        );
        // …and accepted once it has passed.
        assert!(
            verifier
                .verify_without_store(Some(&key.secret), start + REJECTION_TTL)
                .is_none(),
            "only the store can tell now"
        );
        let record = verifier
            .verify_at(Some(&key.secret), start + REJECTION_TTL)
            .unwrap();
        assert_eq!(record.id, "new");
    }

    #[test]
    fn remembered_rejections_stay_within_the_capacity_and_never_evict_keys() {
        let (directory, secret, _) = directory_with(Tier::Paid);
        let config = KeyCacheConfig {
            capacity: 2,
            ..KeyCacheConfig::default()
        };
        let verifier = KeyVerifier::new(directory, config);
        let now = Instant::now();
        verifier.check_revocations(now).unwrap();
        verifier.verify_at(Some(&secret), now).unwrap();
        let strangers: Vec<String> = (0..5)
            .map(|_| generate_key(Tier::Paid).unwrap().secret)
            .collect();
        for stranger in &strangers {
            assert!(verifier.verify_at(Some(stranger), now).is_err());
        }
        assert_eq!(verifier.lock_cache().rejected.len(), 2);
        assert!(
            verifier.verify_without_store(Some(&secret), now).is_some(),
            "the verified key is still cached"
        );
        // The first two strangers are remembered; the rest cost a lookup each.
        let lookups = verifier.directory().lookups();
        assert!(verifier.verify_at(Some(&strangers[0]), now).is_err());
        assert!(verifier.verify_at(Some(&strangers[4]), now).is_err());
        assert_eq!(verifier.directory().lookups(), lookups + 1);
    }

    #[test]
    fn invalidate_forgets_a_revoked_key_at_once() {
        let (directory, secret, mut record) = directory_with(Tier::Paid);
        let verifier = KeyVerifier::new(directory, KeyCacheConfig::default());
        let now = Instant::now();
        verifier.verify_at(Some(&secret), now).unwrap();
        record.revoked_at = Some(OffsetDateTime::UNIX_EPOCH);
        verifier.directory().insert(record.clone());
        verifier.invalidate(&record.id);
        assert!(verifier.verify_at(Some(&secret), now).is_err());
    }

    #[test]
    fn the_cache_stays_within_its_capacity() {
        let directory = InMemoryKeyDirectory::default();
        let mut secrets = Vec::new();
        for index in 0..10 {
            let key = generate_key(Tier::Paid).unwrap();
            directory.insert(KeyRecord {
                id: format!("k{index}"),
                key_hash: key.key_hash,
                display_prefix: key.display_prefix,
                tier: Tier::Paid,
                monthly_limit: None,
                revoked_at: None,
            });
            secrets.push(key.secret);
        }
        let verifier = KeyVerifier::new(
            directory,
            KeyCacheConfig {
                ttl: Duration::from_secs(60),
                capacity: 3,
                ..KeyCacheConfig::default()
            },
        );
        let now = Instant::now();
        verifier.check_revocations(now).unwrap();
        for secret in &secrets {
            verifier.verify_at(Some(secret), now).unwrap();
            assert!(verifier.cached_len() <= 3);
        }
        assert_eq!(verifier.cached_len(), 3);
    }

    #[test]
    fn unlimited_tiers_ignore_a_stored_limit() {
        let (_, _, mut record) = directory_with(Tier::Enterprise);
        assert_eq!(record.effective_monthly_limit(), None);
        record.tier = Tier::Paid;
        assert_eq!(record.effective_monthly_limit(), Some(100));
    }
}
