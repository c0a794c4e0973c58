//! dietfit-auth: who may call the API and what it costs them. API keys (shape,
//! generation, SHA-256 hashing, constant-time verification with a small
//! cache), the credit cost of each operation, monthly credits leased in blocks
//! from a shared ledger, per-IP and per-key per-minute GCRA limits, and the
//! response headers that report all of it.
//!
//! This crate knows nothing of HTTP frameworks or databases: the server
//! implements [`KeyDirectory`] and [`CreditLedger`] over its storage, passes
//! `now` in, and copies the header pairs this crate returns onto responses.

#[cfg(feature = "test-util")]
pub mod conformance;
pub mod costs;
pub mod credits;
pub mod gate;
pub mod headers;
pub mod keys;
pub mod limits;
#[cfg(any(test, feature = "test-util"))]
pub mod memory;
pub mod verify;

pub use costs::Operation;
pub use credits::{
    CreditError, CreditLedger, CreditMeter, IDLE_LEASE_RETURN, MeterConfig, Reservation,
    UsageSnapshot, month_of, month_resets_at,
};
pub use gate::{
    Admission, Admitted, Denial, FirstLook, Gate, GateConfig, GateRequest, PendingAdmission,
};
pub use headers::HeaderPair;
pub use keys::{
    GeneratedKey, KeyGenerationError, KeyScope, MalformedKey, PresentedKey, generate_key,
    hash_secret,
};
pub use limits::{
    DEFAULT_IP_LIMIT_PER_MINUTE, LimitPolicy, RateLimitConfig, RateLimited, RateLimiters,
    WINDOW_SECS, WindowState, default_key_limit_per_minute,
};
pub use verify::{
    AuthStoreError, KeyCacheConfig, KeyDirectory, KeyRecord, KeyVerifier, REJECTION_TTL,
    REVOCATION_BOUND, REVOCATION_CHECK_INTERVAL, RejectionReason, VerifyError,
};
