//! Search cursors: where the next page of a search starts, as an opaque
//! string any instance of the deployment can check without shared state
//! besides the database.
//!
//! A cursor holds a [`PageStart`] (how many results of the ranking came
//! before the page, and a digest of their ids), when it expires, and short
//! fingerprints of the API key and of the request (body without the cursor,
//! and mode) it was issued for. An HMAC-SHA-256 over all of it and the full
//! fingerprints, keyed by a secret kept in the database (the first instance
//! to start stores it, every other reads it), makes a cursor impossible to
//! forge or edit, and binds it to its key and request at full strength; the
//! short fingerprints only let a refusal say why.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use dietfit_contract::{Mode, SearchRequest, WireEnum as _};
use dietfit_search::SearchHit;
use dietfit_storage::{StorageError, Store};
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};
use time::{Duration, OffsetDateTime};

/// How long a cursor may be used after it was issued.
pub const CURSOR_TIME_TO_LIVE: Duration = Duration::hours(1);

/// Results of one ranking reachable by paging: a page ends there, and no
/// cursor is issued past it. Each page ranks the whole ranking down to its
/// end, so the depth bounds what one request can cost.
pub const MAX_RESULT_DEPTH: u32 = 500;

/// The name of the cursor's signing secret in the store.
const SECRET_NAME: &str = "search_cursor_hmac";
/// Random bytes of a new secret.
const SECRET_BYTES: usize = 32;

/// The layout's version, first byte of every cursor.
const VERSION: u8 = 1;
/// Bytes of each fingerprint a cursor carries, and of its tag.
const HINT_BYTES: usize = 8;
const TAG_BYTES: usize = 16;
/// version, offset (u32), seen (u64), expiry (i64 seconds), key and request
/// hints, then the tag.
const PAYLOAD_BYTES: usize = 1 + 4 + 8 + 8 + 2 * HINT_BYTES;
const CURSOR_BYTES: usize = PAYLOAD_BYTES + TAG_BYTES;

type HmacSha256 = Hmac<Sha256>;

/// Where a page starts in a search's ranking: after `offset` results whose
/// place ids, in order, digest to `seen`. A page is served only while the
/// ranking still starts with those results, so the pages of one walk never
/// repeat or skip a result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PageStart {
    pub offset: u32,
    pub seen: u64,
}

/// A digest of the place ids of a ranking's first results, in order.
#[derive(Clone, Default)]
pub(crate) struct RankingDigest(Sha256);

impl RankingDigest {
    pub(crate) fn add(&mut self, hits: &[SearchHit]) {
        for hit in hits {
            self.0.update(hit.place_id.as_bytes());
        }
    }

    pub(crate) fn value(&self) -> u64 {
        let digest = self.0.clone().finalize();
        u64::from_be_bytes(first_bytes(&digest))
    }
}

/// Whom a cursor is for: one API key, one request (its body without the
/// cursor) in one mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CursorScope {
    caller: [u8; 32],
    request: [u8; 32],
}

impl CursorScope {
    /// `caller` is the API key's id.
    pub fn new(caller: &str, request: &SearchRequest, mode: Mode) -> CursorScope {
        let body = SearchRequest {
            cursor: None,
            ..request.clone()
        };
        let mut hasher = Sha256::new();
        hasher.update(mode.as_str().as_bytes());
        hasher.update([0]);
        // Serialising a parsed request (strings, numbers, booleans) cannot
        // fail; an empty body would still differ from every real one.
        hasher.update(serde_json::to_vec(&body).unwrap_or_default());
        CursorScope {
            caller: Sha256::digest(caller.as_bytes()).into(),
            request: hasher.finalize().into(),
        }
    }
}

/// Why a cursor is refused. Each is the client's to fix, by sending the
/// cursor as received or by searching again without one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CursorError {
    #[error("is not a cursor this service issued: send `metadata.next_cursor` as received")]
    Malformed,
    #[error("was altered or was not issued by this service")]
    Altered,
    #[error("was issued to another API key")]
    OtherKey,
    #[error(
        "was issued for another search: send the same body and X-Service-Mode as the search \
         that returned it, adding only the cursor"
    )]
    OtherRequest,
    #[error("has expired: search again without a cursor")]
    Expired,
    #[error(
        "no longer fits the results: they changed since the cursor was issued, search again \
         without a cursor"
    )]
    Outdated,
}

/// Issues and checks cursors with the deployment's secret.
pub struct CursorSigner {
    key: HmacSha256,
}

impl std::fmt::Debug for CursorSigner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the secret.
        f.debug_struct("CursorSigner").finish_non_exhaustive()
    }
}

/// The random source failed or the store could not keep the secret.
#[derive(Debug, thiserror::Error)]
pub enum CursorSecretError {
    #[error("the operating system random source failed: {0}")]
    Random(getrandom::Error),
    #[error("the cursor secret could not be read or stored")]
    Storage(#[from] StorageError),
}

impl CursorSigner {
    /// Signs with `secret` (any non-empty bytes; the store's is 64 hex
    /// digits).
    pub fn new(secret: &[u8]) -> CursorSigner {
        CursorSigner {
            // HMAC takes a key of any length.
            key: HmacSha256::new_from_slice(secret).expect("HMAC accepts keys of any length"),
        }
    }

    /// The deployment's signer: the secret in the store, created there by
    /// the first instance that asks.
    pub fn from_store(store: &Store) -> Result<CursorSigner, CursorSecretError> {
        let mut random = [0u8; SECRET_BYTES];
        getrandom::fill(&mut random).map_err(CursorSecretError::Random)?;
        let candidate: String = random.iter().map(|byte| format!("{byte:02x}")).collect();
        let secret = store.server_secret(SECRET_NAME, &candidate, OffsetDateTime::now_utc())?;
        Ok(CursorSigner::new(secret.as_bytes()))
    }

    /// The cursor of the page starting at `start`, for `scope`, valid until
    /// `expires_at`.
    pub fn seal(
        &self,
        start: PageStart,
        scope: &CursorScope,
        expires_at: OffsetDateTime,
    ) -> String {
        let mut bytes = Vec::with_capacity(CURSOR_BYTES);
        bytes.push(VERSION);
        bytes.extend_from_slice(&start.offset.to_be_bytes());
        bytes.extend_from_slice(&start.seen.to_be_bytes());
        bytes.extend_from_slice(&expires_at.unix_timestamp().to_be_bytes());
        bytes.extend_from_slice(&scope.caller[..HINT_BYTES]);
        bytes.extend_from_slice(&scope.request[..HINT_BYTES]);
        let tag = self.tag(&bytes, scope);
        bytes.extend_from_slice(&tag[..TAG_BYTES]);
        URL_SAFE_NO_PAD.encode(bytes)
    }

    /// Where the page a cursor names starts, if `scope` may use it at
    /// `now`.
    pub fn open(
        &self,
        cursor: &str,
        scope: &CursorScope,
        now: OffsetDateTime,
    ) -> Result<PageStart, CursorError> {
        // Longer than any cursor: not decoded at all.
        if cursor.len() > CURSOR_BYTES.div_ceil(3) * 4 {
            return Err(CursorError::Malformed);
        }
        let bytes = URL_SAFE_NO_PAD
            .decode(cursor)
            .map_err(|_| CursorError::Malformed)?;
        if bytes.len() != CURSOR_BYTES || bytes[0] != VERSION {
            return Err(CursorError::Malformed);
        }
        let (payload, tag) = bytes.split_at(PAYLOAD_BYTES);
        if self.mac(payload, scope).verify_truncated_left(tag).is_err() {
            // The hints say which scope the cursor was made for; they are
            // only trusted to word the refusal.
            let caller_hint = &payload[21..21 + HINT_BYTES];
            let request_hint = &payload[21 + HINT_BYTES..];
            return Err(if caller_hint != &scope.caller[..HINT_BYTES] {
                CursorError::OtherKey
            } else if request_hint != &scope.request[..HINT_BYTES] {
                CursorError::OtherRequest
            } else {
                CursorError::Altered
            });
        }
        let offset = u32::from_be_bytes(first_bytes(&payload[1..]));
        let seen = u64::from_be_bytes(first_bytes(&payload[5..]));
        let expires_at = i64::from_be_bytes(first_bytes(&payload[13..]));
        if now.unix_timestamp() >= expires_at {
            return Err(CursorError::Expired);
        }
        // Only ever issued inside the depth; a signed cursor outside it is
        // one this version would not issue.
        if offset == 0 || offset >= MAX_RESULT_DEPTH {
            return Err(CursorError::Malformed);
        }
        Ok(PageStart { offset, seen })
    }

    fn mac(&self, payload: &[u8], scope: &CursorScope) -> HmacSha256 {
        let mut mac = self.key.clone();
        mac.update(payload);
        mac.update(&scope.caller);
        mac.update(&scope.request);
        mac
    }

    fn tag(&self, payload: &[u8], scope: &CursorScope) -> [u8; 32] {
        self.mac(payload, scope).finalize().into_bytes().into()
    }
}

/// The first `N` bytes of a slice at least that long.
fn first_bytes<const N: usize>(bytes: &[u8]) -> [u8; N] {
    let mut out = [0u8; N];
    out.copy_from_slice(&bytes[..N]);
    out
}

#[cfg(test)]
mod tests {
    use time::macros::datetime;

    use super::*;

    const NOW: OffsetDateTime = datetime!(2026-11-01 12:00 UTC);

    fn request(body: serde_json::Value) -> SearchRequest {
        serde_json::from_value(body).unwrap()
    }

    fn scope() -> CursorScope {
        CursorScope::new(
            "key-a",
            &request(serde_json::json!({"query": "vegan", "limit": 7})),
            Mode::Rich,
        )
    }

    const START: PageStart = PageStart {
        offset: 14,
        seen: 0x0123_4567_89ab_cdef,
    };

    #[test]
    fn a_sealed_cursor_opens_to_its_page_for_its_scope_until_it_expires() {
        let signer = CursorSigner::new(b"secret");
        let cursor = signer.seal(START, &scope(), NOW + CURSOR_TIME_TO_LIVE);
        assert!(cursor.len() <= 200, "fits the documented length");
        assert!(
            cursor
                .bytes()
                .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_'),
            "{cursor}"
        );
        assert_eq!(signer.open(&cursor, &scope(), NOW), Ok(START));
        let last_second = NOW + CURSOR_TIME_TO_LIVE - Duration::seconds(1);
        assert_eq!(signer.open(&cursor, &scope(), last_second), Ok(START));
        assert_eq!(
            signer.open(&cursor, &scope(), NOW + CURSOR_TIME_TO_LIVE),
            Err(CursorError::Expired)
        );
    }

    #[test]
    fn a_cursor_is_refused_for_another_key_request_mode_or_secret() {
        let signer = CursorSigner::new(b"secret");
        let cursor = signer.seal(START, &scope(), NOW + CURSOR_TIME_TO_LIVE);
        let body = request(serde_json::json!({"query": "vegan", "limit": 7}));
        let other_key = CursorScope::new("key-b", &body, Mode::Rich);
        assert_eq!(
            signer.open(&cursor, &other_key, NOW),
            Err(CursorError::OtherKey)
        );
        let fast = CursorScope::new("key-a", &body, Mode::Fast);
        assert_eq!(
            signer.open(&cursor, &fast, NOW),
            Err(CursorError::OtherRequest)
        );
        for other in [
            serde_json::json!({"query": "vegan", "limit": 8}),
            serde_json::json!({"query": "vegan"}),
            serde_json::json!({"query": "vegan ", "limit": 7}),
            serde_json::json!({"query": "vegan", "limit": 7, "include_evidence": true}),
            serde_json::json!({"query": "vegan", "limit": 7, "user_profile": {"diet": "halal"}}),
        ] {
            let scope = CursorScope::new("key-a", &request(other.clone()), Mode::Rich);
            assert_eq!(
                signer.open(&cursor, &scope, NOW),
                Err(CursorError::OtherRequest),
                "{other}"
            );
        }
        // The cursor itself is not part of the request it names.
        let with_cursor = CursorScope::new(
            "key-a",
            &request(serde_json::json!({"query": "vegan", "limit": 7, "cursor": cursor})),
            Mode::Rich,
        );
        assert_eq!(signer.open(&cursor, &with_cursor, NOW), Ok(START));
        // Another deployment's secret.
        assert_eq!(
            CursorSigner::new(b"another secret").open(&cursor, &scope(), NOW),
            Err(CursorError::Altered)
        );
    }

    #[test]
    fn every_altered_byte_and_every_malformed_string_is_refused() {
        let signer = CursorSigner::new(b"secret");
        let cursor = signer.seal(START, &scope(), NOW + CURSOR_TIME_TO_LIVE);
        let bytes = URL_SAFE_NO_PAD.decode(&cursor).unwrap();
        assert_eq!(bytes.len(), CURSOR_BYTES);
        for position in 0..bytes.len() {
            for flip in [0x01, 0x80, 0xff] {
                let mut altered = bytes.clone();
                altered[position] ^= flip;
                let altered = URL_SAFE_NO_PAD.encode(altered);
                assert!(
                    signer.open(&altered, &scope(), NOW).is_err(),
                    "byte {position} ^ {flip:#x}"
                );
            }
        }
        let mut longer = bytes.clone();
        longer.push(0);
        for malformed in [
            String::new(),
            "A".to_owned(),
            "!".repeat(71),
            "A".repeat(71),
            "A".repeat(1 << 16),
            format!("{cursor}="),
            cursor.to_uppercase(),
            URL_SAFE_NO_PAD.encode(&bytes[..CURSOR_BYTES - 1]),
            URL_SAFE_NO_PAD.encode(longer),
        ] {
            assert!(
                signer.open(&malformed, &scope(), NOW).is_err(),
                "{malformed:.80}"
            );
        }
    }

    #[test]
    fn a_signed_cursor_outside_the_depth_is_refused() {
        let signer = CursorSigner::new(b"secret");
        for offset in [0, MAX_RESULT_DEPTH, u32::MAX] {
            let start = PageStart { offset, seen: 1 };
            let cursor = signer.seal(start, &scope(), NOW + CURSOR_TIME_TO_LIVE);
            assert_eq!(
                signer.open(&cursor, &scope(), NOW),
                Err(CursorError::Malformed),
                "{offset}"
            );
        }
    }
}
