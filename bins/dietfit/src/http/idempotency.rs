//! `Idempotency-Key` on every authenticated POST
//! (draft-ietf-httpapi-idempotency-key-header): a request sent again with
//! the same key and the same request within [`KEY_LIFETIME`] gets the stored
//! answer again, marked `Idempotent-Replayed: true`, and is not charged; the
//! same key with another request is a 422; while the first is still running
//! a repeat is a 409. Keys belong to the API key that sent them and live in
//! the database, so every instance sees them.
//!
//! The middleware sits inside the gate's (it needs the caller's key, and the
//! gate charges what it answers) and outside the handler, so it applies to
//! every metered POST route with no code in the route. Only 2xx answers are
//! stored: any other answer cost nothing and changed nothing, so the key is
//! freed and the client may send it again, corrected or not.

use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use actix_web::body::{self, BoxBody};
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderName, HeaderValue};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{HttpMessage as _, HttpResponse, ResponseError as _, web};
use dietfit_contract::{FieldError, Mode, ProblemKind, WireEnum as _};
use dietfit_storage::{
    ClaimOutcome, HeldIdempotencyKey, IdempotencyClaim, MAX_IDEMPOTENCY_KEY_BYTES, StorageError,
    Store, StoredAnswer,
};
use sha2::{Digest, Sha256};
use time::OffsetDateTime;

use super::body::read_bounded;
use super::error::ApiError;
use super::gate::{CallerKey, request_mode};
use crate::config::{HttpConfig, MAX_BODY_BYTES};

pub const IDEMPOTENCY_KEY_HEADER: &str = "idempotency-key";
/// On an answer given again from the store; absent on the first answer.
pub const REPLAYED_HEADER: &str = "idempotent-replayed";

/// How long a key and its stored answer count, from the first request.
pub const KEY_LIFETIME: Duration = Duration::from_secs(24 * 60 * 60);
/// How long a running request holds its key. A request is answered well
/// within it (its body must arrive within ten seconds and the store gives
/// up on a statement after thirty); a key still held past it belongs to a
/// request whose server stopped, and the next request with it runs.
pub const IN_FLIGHT_HOLD: Duration = Duration::from_secs(60);
/// At most one purge of expired keys per instance in this long.
pub const PURGE_INTERVAL: Duration = Duration::from_secs(5 * 60);

/// Marks a response given again from the store: the gate does not charge it.
#[derive(Debug, Clone, Copy)]
pub struct Replayed;

/// Whether the gate should answer this 2xx without charging it.
pub fn is_replayed(response: &ServiceResponse<BoxBody>) -> bool {
    response.response().extensions().contains::<Replayed>()
}

/// The idempotency keys of this instance: the store and when it last purged.
#[derive(Debug)]
pub struct IdempotencyKeys {
    store: Store,
    last_purge: Mutex<Option<Instant>>,
}

impl IdempotencyKeys {
    pub fn new(store: Store) -> IdempotencyKeys {
        IdempotencyKeys {
            store,
            last_purge: Mutex::new(None),
        }
    }

    /// Deletes expired keys in the background, at most once per
    /// [`PURGE_INTERVAL`] here: a claim takes over an expired key of its
    /// own anyway, so this only frees the space of keys never sent again.
    fn purge_now_and_then(&self, now: OffsetDateTime) {
        {
            let mut last = self
                .last_purge
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            if last.is_some_and(|at| at.elapsed() < PURGE_INTERVAL) {
                return;
            }
            *last = Some(Instant::now());
        }
        let store = self.store.clone();
        // Not awaited: no request waits for a purge.
        drop(actix_web::rt::task::spawn_blocking(move || {
            match store.purge_expired_idempotency_keys(now) {
                Ok(0) => {}
                Ok(purged) => log::info!("purged {purged} expired idempotency keys"),
                Err(error) => log::warn!("purging expired idempotency keys failed: {error}"),
            }
        }));
    }
}

/// Resource middleware, inside the gate: see the module documentation.
pub async fn idempotent(
    mut req: ServiceRequest,
    next: Next<BoxBody>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    if req.method() != Method::POST || !req.headers().contains_key(IDEMPOTENCY_KEY_HEADER) {
        return next.call(req).await;
    }
    // Only a request the gate authenticated has a key to scope it to.
    let Some(caller) = req
        .extensions()
        .get::<CallerKey>()
        .map(|caller| caller.0.id.clone())
    else {
        return next.call(req).await;
    };
    let idempotency_key = match idempotency_key(&req) {
        Ok(key) => key,
        Err(error) => return Ok(reject(req, &error)),
    };
    let (Some(keys), Some(config)) = (
        req.app_data::<web::Data<IdempotencyKeys>>().cloned(),
        req.app_data::<web::Data<HttpConfig>>().cloned(),
    ) else {
        // Wiring error: a route with the middleware in an app without keys.
        let error = internal("idempotency middleware: no idempotency keys configured".to_owned());
        return Ok(reject(req, &error));
    };
    let Ok(key_id) = uuid::Uuid::try_parse(&caller) else {
        let error = internal(format!(
            "idempotency middleware: key id `{caller}` is not a UUID"
        ));
        return Ok(reject(req, &error));
    };
    // Read once: hashed here, then handed on to the handler as it came.
    let body =
        match read_bounded(req.take_payload(), MAX_BODY_BYTES, config.body_read_timeout).await {
            Ok(body) => body.freeze(),
            Err(error) => return Ok(reject(req, &error)),
        };
    let request_hash = request_hash(
        req.method().as_str(),
        req.uri()
            .path_and_query()
            .map_or(req.path(), |path| path.as_str()),
        request_mode(req.request()),
        &body,
    );
    req.set_payload(Payload::from(body));
    // The answer stored is the one sent, so it must suit any client that
    // sends the key again: plain JSON, never gzip.
    req.headers_mut().remove(header::ACCEPT_ENCODING);

    let now = config.clock.now();
    let bound = config.gate_store_timeout;
    let claimed = claim(
        keys.store.clone(),
        key_id,
        idempotency_key,
        request_hash,
        now,
        bound,
    )
    .await;
    let held = match claimed {
        Ok(ClaimOutcome::Claimed(held)) => held,
        Ok(ClaimOutcome::Completed(answer)) => return Ok(replay(req, answer)),
        Ok(ClaimOutcome::InFlight) => {
            let error = ApiError::new(
                ProblemKind::IdempotencyKeyInFlight,
                "A request with this Idempotency-Key is still being processed; retry after it is answered.",
            )
            .with_header(header::RETRY_AFTER.as_str(), "1".to_owned());
            return Ok(reject(req, &error));
        }
        Ok(ClaimOutcome::OtherRequest) => {
            let mut error = ApiError::new(
                ProblemKind::IdempotencyKeyReused,
                "This Idempotency-Key was used with another request (method, path, mode or body); \
                 use a new key for a new request.",
            );
            error.errors = vec![FieldError::new(
                "Idempotency-Key",
                "already used with another request",
            )];
            return Ok(reject(req, &error));
        }
        Err(error) => return Ok(reject(req, &error)),
    };
    keys.purge_now_and_then(now);
    run_and_keep(req, next, &keys.store, held, bound).await
}

/// Runs the request holding its key; keeps a 2xx answer for the key and
/// frees the key after any other.
async fn run_and_keep(
    req: ServiceRequest,
    next: Next<BoxBody>,
    store: &Store,
    held: HeldIdempotencyKey,
    bound: Duration,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let response = match next.call(req).await {
        Ok(response) => response,
        Err(error) => {
            release(store.clone(), held, bound).await;
            return Err(error);
        }
    };
    if !response.status().is_success() {
        release(store.clone(), held, bound).await;
        return Ok(response);
    }
    let (http_request, response) = response.into_parts();
    let (head, body) = response.into_parts();
    let bytes = match body::to_bytes(body).await {
        Ok(bytes) => bytes,
        Err(error) => {
            release(store.clone(), held, bound).await;
            let error = internal(format!("reading the answer to keep it: {error}"));
            return Ok(ServiceResponse::new(http_request, error.error_response()));
        }
    };
    let answer = StoredAnswer {
        status: head.status().as_u16(),
        headers: kept_headers(head.headers()),
        body: bytes.to_vec(),
    };
    complete(store.clone(), held, answer, bound).await;
    Ok(ServiceResponse::new(
        http_request,
        head.set_body(BoxBody::new(bytes)),
    ))
}

/// A 500 whose cause goes to the log only.
fn internal(cause: String) -> ApiError {
    ApiError {
        cause: Some(cause),
        ..ApiError::new(
            ProblemKind::Internal,
            "The service failed to answer; retry later.",
        )
    }
}

/// The key as the client sent it: an RFC 8941 string (`"…"`, as the draft
/// writes it) or the bare text many clients send, 1..=255 printable ASCII
/// characters either way; `"abc"` and `abc` are the same key.
fn idempotency_key(req: &ServiceRequest) -> Result<String, ApiError> {
    let invalid = |message: &str| {
        let mut error = ApiError::new(
            ProblemKind::InvalidParameter,
            format!("Idempotency-Key {message}"),
        );
        error.errors = vec![FieldError::new("Idempotency-Key", message)];
        error
    };
    let mut values = req.headers().get_all(IDEMPOTENCY_KEY_HEADER);
    let (Some(value), None) = (values.next(), values.next()) else {
        return Err(invalid("must be sent once"));
    };
    parse_idempotency_key(value.as_bytes()).map_err(invalid)
}

/// See [`idempotency_key`]; the error says what is wrong.
pub fn parse_idempotency_key(raw: &[u8]) -> Result<String, &'static str> {
    const SHAPE: &str = "must be 1 to 255 printable ASCII characters, optionally in double quotes";
    let raw = raw.trim_ascii();
    let printable = |byte: &u8| (0x20..=0x7e).contains(byte);
    let key = match raw.strip_prefix(b"\"") {
        Some(quoted) => {
            let inner = quoted.strip_suffix(b"\"").ok_or(SHAPE)?;
            let mut key = Vec::with_capacity(inner.len());
            let mut bytes = inner.iter();
            while let Some(&byte) = bytes.next() {
                match byte {
                    // sf-string escapes only `"` and `\`.
                    b'\\' => match bytes.next() {
                        Some(&escaped @ (b'"' | b'\\')) => key.push(escaped),
                        _ => return Err(SHAPE),
                    },
                    b'"' => return Err(SHAPE),
                    byte if printable(&byte) => key.push(byte),
                    _ => return Err(SHAPE),
                }
            }
            key
        }
        None => {
            if !raw
                .iter()
                .all(|b| printable(b) && *b != b'"' && *b != b'\\')
            {
                return Err(SHAPE);
            }
            raw.to_vec()
        }
    };
    if key.is_empty() || key.len() > MAX_IDEMPOTENCY_KEY_BYTES {
        return Err(SHAPE);
    }
    // Printable ASCII only, so always UTF-8.
    String::from_utf8(key).map_err(|_| SHAPE)
}

/// What makes two requests the same request: method, path and query, mode
/// (it selects the payload and the price) and the body's exact bytes, as
/// lowercase hex SHA-256. Only the hash is stored.
pub fn request_hash(method: &str, path_and_query: &str, mode: Mode, body: &[u8]) -> String {
    let mut hasher = Sha256::new();
    for part in [
        method.as_bytes(),
        path_and_query.as_bytes(),
        mode.as_str().as_bytes(),
    ] {
        hasher.update(part);
        // No method, path or mode holds a line break.
        hasher.update(b"\n");
    }
    hasher.update(body);
    format!("{:x}", hasher.finalize())
}

/// The handler's headers worth giving again: all but those of the exchange
/// (framing, date), which the server sets afresh.
fn kept_headers(headers: &header::HeaderMap) -> Vec<(String, String)> {
    headers
        .iter()
        .filter(|(name, _)| {
            !matches!(
                name.as_str(),
                "content-length" | "transfer-encoding" | "connection" | "date" | "keep-alive"
            )
        })
        .filter_map(|(name, value)| {
            Some((name.as_str().to_owned(), value.to_str().ok()?.to_owned()))
        })
        .collect()
}

/// The stored answer again, marked replayed, for the gate not to charge.
fn replay(req: ServiceRequest, answer: StoredAnswer) -> ServiceResponse<BoxBody> {
    let Ok(status) = StatusCode::from_u16(answer.status) else {
        let error = internal(format!("kept answer status {} is not HTTP", answer.status));
        return reject(req, &error);
    };
    let mut response = HttpResponse::build(status);
    for (name, value) in &answer.headers {
        if let (Ok(name), Ok(value)) = (
            HeaderName::try_from(name.as_str()),
            HeaderValue::try_from(value.as_str()),
        ) {
            response.append_header((name, value));
        }
    }
    response.insert_header((REPLAYED_HEADER, "true"));
    let mut response = response.body(answer.body);
    response.extensions_mut().insert(Replayed);
    let (http_request, _payload) = req.into_parts();
    ServiceResponse::new(http_request, response)
}

fn reject(req: ServiceRequest, error: &ApiError) -> ServiceResponse<BoxBody> {
    let (http_request, _payload) = req.into_parts();
    ServiceResponse::new(http_request, error.error_response())
}

fn store_timeout(bound: Duration) -> ApiError {
    ApiError {
        cause: Some(format!(
            "idempotency store: no answer within {} ms",
            bound.as_millis()
        )),
        ..ApiError::new(
            ProblemKind::StoreUnavailable,
            "The data store is unavailable; try again shortly.",
        )
    }
}

/// Claims the key on the blocking pool within `bound`, so a slow store
/// never holds up a worker. A claim that lands after the request gave up
/// is released at once, so the client's retry is not told "in flight".
async fn claim(
    store: Store,
    key_id: uuid::Uuid,
    idempotency_key: String,
    request_hash: String,
    now: OffsetDateTime,
    bound: Duration,
) -> Result<ClaimOutcome, ApiError> {
    let deadline = Instant::now() + bound;
    let claiming = web::block(move || {
        if Instant::now() >= deadline {
            return None;
        }
        let outcome = store.claim_idempotency_key(&IdempotencyClaim {
            key_id,
            idempotency_key: &idempotency_key,
            request_hash: &request_hash,
            now,
            expires_at: now + KEY_LIFETIME,
            locked_until: now + IN_FLIGHT_HOLD,
        });
        if Instant::now() >= deadline {
            if let Ok(ClaimOutcome::Claimed(held)) = &outcome {
                let _ = store.release_idempotency_key(held);
            }
            return None;
        }
        Some(outcome)
    });
    match actix_web::rt::time::timeout(bound, claiming).await {
        Ok(Ok(Some(outcome))) => outcome.map_err(ApiError::from),
        Ok(Ok(None)) | Err(_) => Err(store_timeout(bound)),
        Ok(Err(error)) => Err(ApiError::internal("idempotency store work", &error)),
    }
}

/// Stores the answer within `bound`. When that fails the answer is still
/// sent; the key stays held until [`IN_FLIGHT_HOLD`] runs out, after which
/// the same request runs (and is charged) again.
async fn complete(store: Store, held: HeldIdempotencyKey, answer: StoredAnswer, bound: Duration) {
    let storing = web::block(move || store.complete_idempotency_key(&held, &answer));
    finish_within("storing an answer", bound, storing).await;
}

/// Frees the key within `bound`, so the client may send it again at once.
async fn release(store: Store, held: HeldIdempotencyKey, bound: Duration) {
    let releasing = web::block(move || store.release_idempotency_key(&held));
    finish_within("freeing a key", bound, releasing).await;
}

/// Waits at most `bound` for store work whose failure only needs a log line.
async fn finish_within(
    what: &str,
    bound: Duration,
    work: impl Future<Output = Result<Result<bool, StorageError>, actix_web::error::BlockingError>>,
) {
    match actix_web::rt::time::timeout(bound, work).await {
        Ok(Ok(Ok(true))) => {}
        Ok(Ok(Ok(false))) => {
            log::warn!("idempotency key: {what}: the request no longer held its key");
        }
        Ok(Ok(Err(error))) => log::warn!("idempotency key: {what} failed: {error}"),
        Ok(Err(error)) => log::warn!("idempotency key: {what} failed: {error}"),
        Err(_) => log::warn!("idempotency key: {what}: the store did not answer in time"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_bare_or_quoted_printable_ascii() {
        let ok = |raw: &str| parse_idempotency_key(raw.as_bytes());
        assert_eq!(ok("order-1").as_deref(), Ok("order-1"));
        assert_eq!(ok("\"order-1\"").as_deref(), Ok("order-1"));
        assert_eq!(ok("  spaced key ").as_deref(), Ok("spaced key"));
        assert_eq!(
            ok(r#""a \"quoted\" \\ key""#).as_deref(),
            Ok(r#"a "quoted" \ key"#)
        );
        assert_eq!(ok(&"k".repeat(255)).map(|k| k.len()), Ok(255));
        assert_eq!(
            ok(&format!("\"{}\"", "k".repeat(255))).map(|k| k.len()),
            Ok(255)
        );
        let too_long = "k".repeat(256);
        for bad in [
            "",
            "  ",
            "\"\"",
            "\"unterminated",
            "trailing\"",
            "a\"b",
            r"back\slash",
            r#""bad \n escape""#,
            r#""inner " quote""#,
            "tab\tinside",
            too_long.as_str(),
        ] {
            assert!(ok(bad).is_err(), "{bad:?}");
        }
        assert!(parse_idempotency_key("caf\u{e9}".as_bytes()).is_err());
        assert!(parse_idempotency_key(b"nul\0").is_err());
    }
}
