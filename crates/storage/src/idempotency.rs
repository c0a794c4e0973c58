//! Idempotency keys: which request of an API key holds an idempotency key,
//! and the answer to give again when the same request comes back. The store
//! keeps what it is given: the caller hashes the request, chooses how long a
//! key lives and how long a request may hold one, and decides which answers
//! are worth keeping; to the store an answer is a status, header pairs and
//! bytes.

use diesel::prelude::*;
use time::OffsetDateTime;
use uuid::Uuid;

use crate::connection::{DbConnection, per_backend, write_tx};
use crate::error::{StorageError, corrupt};
use crate::schema::idempotency_keys;
use crate::store::{Store, to_micros};

/// Longest idempotency key the store accepts, in bytes.
pub const MAX_IDEMPOTENCY_KEY_BYTES: usize = 255;

/// A request asking to hold an idempotency key.
#[derive(Debug, Clone, Copy)]
pub struct IdempotencyClaim<'a> {
    /// The API key the idempotency key belongs to: each API key has its own.
    pub key_id: Uuid,
    /// The client's key, 1..=[`MAX_IDEMPOTENCY_KEY_BYTES`] bytes.
    pub idempotency_key: &'a str,
    /// Lowercase hex SHA-256 of what makes two requests the same request.
    pub request_hash: &'a str,
    pub now: OffsetDateTime,
    /// Until when the key, and the answer stored under it, count.
    pub expires_at: OffsetDateTime,
    /// Until when this request holds the key while it runs; after that a
    /// request that never finished (its server stopped) is given up.
    pub locked_until: OffsetDateTime,
}

/// An answer as the caller stored it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredAnswer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

/// The key held by one request, to complete or release.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldIdempotencyKey {
    key_id: String,
    idempotency_key: String,
    claim_token: String,
}

/// What a claim found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClaimOutcome {
    /// The key was free (never used, expired, or given up): this request
    /// holds it now and runs.
    Claimed(HeldIdempotencyKey),
    /// The same request has already been answered: give this answer again.
    Completed(StoredAnswer),
    /// The same request holds the key and is still running.
    InFlight,
    /// The key belongs to another request (another hash), running or done.
    OtherRequest,
}

#[derive(Insertable)]
#[diesel(table_name = idempotency_keys)]
struct NewRow<'a> {
    key_id: &'a str,
    idempotency_key: &'a str,
    request_hash: &'a str,
    claim_token: &'a str,
    created_at: i64,
    expires_at: i64,
    locked_until: i64,
    response_status: Option<i32>,
    response_headers_json: Option<&'a str>,
    response_body: Option<&'a [u8]>,
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = idempotency_keys)]
struct ExistingRow {
    request_hash: String,
    response_status: Option<i32>,
    response_headers_json: Option<String>,
    response_body: Option<Vec<u8>>,
}

fn check_claim(claim: &IdempotencyClaim<'_>) -> Result<(), StorageError> {
    let key_len = claim.idempotency_key.len();
    if key_len == 0 || key_len > MAX_IDEMPOTENCY_KEY_BYTES {
        return Err(StorageError::InvalidInput(format!(
            "an idempotency key is 1..={MAX_IDEMPOTENCY_KEY_BYTES} bytes, not {key_len}"
        )));
    }
    if claim.request_hash.len() != 64
        || !claim
            .request_hash
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
    {
        return Err(StorageError::InvalidInput(
            "request_hash must be 64 lowercase hex digits (SHA-256)".to_owned(),
        ));
    }
    if claim.expires_at <= claim.now || claim.locked_until <= claim.now {
        return Err(StorageError::InvalidInput(
            "an idempotency key must expire and be released after now".to_owned(),
        ));
    }
    Ok(())
}

fn classify(row: ExistingRow, request_hash: &str) -> Result<ClaimOutcome, StorageError> {
    if row.request_hash != request_hash {
        return Ok(ClaimOutcome::OtherRequest);
    }
    let Some(status) = row.response_status else {
        return Ok(ClaimOutcome::InFlight);
    };
    let status = u16::try_from(status).map_err(|error| corrupt("answer status", error))?;
    let headers: Vec<(String, String)> = match row.response_headers_json {
        Some(json) => {
            serde_json::from_str(&json).map_err(|error| corrupt("answer headers", error))?
        }
        None => Vec::new(),
    };
    Ok(ClaimOutcome::Completed(StoredAnswer {
        status,
        headers,
        body: row.response_body.unwrap_or_default(),
    }))
}

/// One attempt: insert a fresh row, else take over one that expired or was
/// given up, else report what holds it. `None` when the row vanished between
/// the statements (a purge on another instance): the caller tries again.
fn try_claim(
    conn: &mut DbConnection,
    claim: &IdempotencyClaim<'_>,
    key_id: &str,
    claim_token: &str,
) -> Result<Option<ClaimOutcome>, StorageError> {
    let now = to_micros(claim.now);
    let (expires_at, locked_until) = (to_micros(claim.expires_at), to_micros(claim.locked_until));
    let held = || {
        Some(ClaimOutcome::Claimed(HeldIdempotencyKey {
            key_id: key_id.to_owned(),
            idempotency_key: claim.idempotency_key.to_owned(),
            claim_token: claim_token.to_owned(),
        }))
    };
    let row = NewRow {
        key_id,
        idempotency_key: claim.idempotency_key,
        request_hash: claim.request_hash,
        claim_token,
        created_at: now,
        expires_at,
        locked_until,
        response_status: None,
        response_headers_json: None,
        response_body: None,
    };
    // On PostgreSQL a concurrent insert of the same key makes this wait for
    // that transaction, then do nothing: exactly one request inserts.
    let inserted = per_backend!(&mut *conn, |inner| diesel::insert_into(
        idempotency_keys::table
    )
    .values(&row)
    .on_conflict_do_nothing()
    .execute(inner))?;
    if inserted == 1 {
        return Ok(held());
    }
    let existing = idempotency_keys::table.find((key_id, claim.idempotency_key));
    // One conditional UPDATE: of requests taking over the same stale row
    // together, one changes it and the others find it held.
    let taken = diesel::update(
        existing.filter(
            idempotency_keys::expires_at
                .le(now)
                .or(idempotency_keys::response_status
                    .is_null()
                    .and(idempotency_keys::locked_until.le(now))),
        ),
    )
    .set((
        idempotency_keys::request_hash.eq(claim.request_hash),
        idempotency_keys::claim_token.eq(claim_token),
        idempotency_keys::created_at.eq(now),
        idempotency_keys::expires_at.eq(expires_at),
        idempotency_keys::locked_until.eq(locked_until),
        idempotency_keys::response_status.eq(None::<i32>),
        idempotency_keys::response_headers_json.eq(None::<String>),
        idempotency_keys::response_body.eq(None::<Vec<u8>>),
    ))
    .execute(conn)?;
    if taken == 1 {
        return Ok(held());
    }
    existing
        .select(ExistingRow::as_select())
        .get_result(conn)
        .optional()?
        .map(|row| classify(row, claim.request_hash))
        .transpose()
}

impl Store {
    /// Claims an idempotency key for a request: the request holds it and
    /// runs ([`ClaimOutcome::Claimed`]), or the key already answered this
    /// request, is still running it, or belongs to another request. Safe
    /// under concurrency on both backends: of requests claiming one key
    /// together, exactly one holds it.
    pub fn claim_idempotency_key(
        &self,
        claim: &IdempotencyClaim<'_>,
    ) -> Result<ClaimOutcome, StorageError> {
        check_claim(claim)?;
        let key_id = claim.key_id.to_string();
        let mut conn = self.conn()?;
        write_tx(&mut conn, |conn| {
            // A row can vanish between the statements only by a purge of
            // expired rows; a second attempt then inserts.
            for _ in 0..3 {
                let claim_token = Uuid::new_v4().to_string();
                if let Some(outcome) = try_claim(conn, claim, &key_id, &claim_token)? {
                    return Ok(outcome);
                }
            }
            Ok(ClaimOutcome::InFlight)
        })
    }

    /// Stores the answer of the request holding `held`, to be given again
    /// until the key expires. False when the request no longer holds it
    /// (its hold ran out and another request took the key over).
    pub fn complete_idempotency_key(
        &self,
        held: &HeldIdempotencyKey,
        answer: &StoredAnswer,
    ) -> Result<bool, StorageError> {
        let headers = serde_json::to_string(&answer.headers).map_err(|error| {
            StorageError::InvalidInput(format!("answer headers do not serialise: {error}"))
        })?;
        let mut conn = self.conn()?;
        write_tx(&mut conn, |conn| {
            let changed = diesel::update(
                idempotency_keys::table
                    .find((&held.key_id, &held.idempotency_key))
                    .filter(idempotency_keys::claim_token.eq(&held.claim_token))
                    .filter(idempotency_keys::response_status.is_null()),
            )
            .set((
                idempotency_keys::response_status.eq(Some(i32::from(answer.status))),
                idempotency_keys::response_headers_json.eq(Some(&headers)),
                idempotency_keys::response_body.eq(Some(&answer.body)),
            ))
            .execute(conn)?;
            Ok(changed == 1)
        })
    }

    /// Frees the key held by a request that will store no answer, so the
    /// client may send it again at once, with the same body or another.
    /// False when the request no longer holds it.
    pub fn release_idempotency_key(&self, held: &HeldIdempotencyKey) -> Result<bool, StorageError> {
        let mut conn = self.conn()?;
        write_tx(&mut conn, |conn| {
            let deleted = diesel::delete(
                idempotency_keys::table
                    .find((&held.key_id, &held.idempotency_key))
                    .filter(idempotency_keys::claim_token.eq(&held.claim_token))
                    .filter(idempotency_keys::response_status.is_null()),
            )
            .execute(conn)?;
            Ok(deleted == 1)
        })
    }

    /// Deletes every key expired at `now`; returns how many. A claim takes
    /// over an expired key of its own anyway: this only frees the space of
    /// keys nobody sends again.
    pub fn purge_expired_idempotency_keys(&self, now: OffsetDateTime) -> Result<u64, StorageError> {
        let mut conn = self.conn()?;
        let deleted = write_tx(&mut conn, |conn| {
            Ok(diesel::delete(
                idempotency_keys::table.filter(idempotency_keys::expires_at.le(to_micros(now))),
            )
            .execute(conn)?)
        })?;
        Ok(u64::try_from(deleted).unwrap_or(0))
    }

    /// How many idempotency keys are stored, expired or not (tests).
    #[cfg(feature = "test-util")]
    pub fn count_idempotency_keys(&self) -> Result<u64, StorageError> {
        let mut conn = self.conn()?;
        let count: i64 = idempotency_keys::table.count().get_result(&mut *conn)?;
        Ok(u64::try_from(count).unwrap_or(0))
    }
}
