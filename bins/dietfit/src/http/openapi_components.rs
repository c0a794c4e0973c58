//! The pieces the handlers' `#[utoipa::path]` attributes name: reusable
//! problem responses and the mode header. Apart from the document that
//! lists the operations ([`super::openapi`]), so a handler can name them
//! without depending on the list that names it.

use dietfit_contract::{Mode, Problem};
use utoipa::ToResponse;

// Each response wraps `Problem` only to name a response component; none is
// ever constructed.

/// The body, a path or query parameter, `X-Service-Mode` or
/// `Idempotency-Key` is not valid (`validation_failed`, `malformed_json`,
/// `invalid_parameter`, `location_required`); `errors` names each invalid
/// field.
#[derive(Debug, ToResponse)]
#[response(content_type = "application/problem+json")]
pub struct InvalidRequest(pub Problem);

/// The API key is missing, malformed, unknown or revoked (`unauthorized`;
/// the cases are not told apart).
#[derive(Debug, ToResponse)]
#[response(content_type = "application/problem+json")]
pub struct Unauthorized(pub Problem);

/// The key is valid but not Enterprise tier (`enterprise_only`).
#[derive(Debug, ToResponse)]
#[response(content_type = "application/problem+json")]
pub struct EnterpriseOnly(pub Problem);

/// No restaurant has this id (`restaurant_not_found`).
#[derive(Debug, ToResponse)]
#[response(content_type = "application/problem+json")]
pub struct RestaurantNotFound(pub Problem);

/// Another method on this path (`method_not_allowed`).
#[derive(Debug, ToResponse)]
#[response(
    content_type = "application/problem+json",
    headers(("Allow" = String, description = "The methods this path accepts, e.g. `GET`"))
)]
pub struct MethodNotAllowed(pub Problem);

/// The route is retired (`endpoint_gone`).
#[derive(Debug, ToResponse)]
#[response(content_type = "application/problem+json")]
pub struct EndpointGone(pub Problem);

/// The body is over 64 KiB (`payload_too_large`).
#[derive(Debug, ToResponse)]
#[response(content_type = "application/problem+json")]
pub struct PayloadTooLarge(pub Problem);

/// The body did not fully arrive in time (`request_timeout`).
#[derive(Debug, ToResponse)]
#[response(content_type = "application/problem+json")]
pub struct RequestTimeout(pub Problem);

/// The body was sent without `Content-Type: application/json`
/// (`unsupported_media_type`).
#[derive(Debug, ToResponse)]
#[response(content_type = "application/problem+json")]
pub struct UnsupportedMediaType(pub Problem);

/// No restaurant of ours is even a plausible match (`match_failed`).
#[derive(Debug, ToResponse)]
#[response(content_type = "application/problem+json")]
pub struct MatchFailed(pub Problem);

/// A per-minute or per-IP limit refused the request (`rate_limited`, with
/// `Retry-After`), or the key's monthly credits are used up
/// (`credits_exhausted`, with the monthly `X-RateLimit-*` headers).
#[derive(Debug, ToResponse)]
#[response(
    content_type = "application/problem+json",
    headers(
        ("RateLimit-Policy" = String, description = "The per-minute limits checked (draft-ietf-httpapi-ratelimit-headers)"),
        ("RateLimit" = String, description = "What remains of each per-minute limit (draft-ietf-httpapi-ratelimit-headers)"),
    )
)]
pub struct TooManyRequests(pub Problem);

/// A request with this `Idempotency-Key` is still being processed
/// (`idempotency_key_in_flight`); send it again once that one is answered.
#[derive(Debug, ToResponse)]
#[response(
    content_type = "application/problem+json",
    headers(("Retry-After" = u32, description = "Seconds to wait before sending the request again"))
)]
pub struct IdempotencyKeyInFlight(pub Problem);

/// This `Idempotency-Key` was already used with another request (another
/// body, route or mode) in the last 24 hours (`idempotency_key_reused`); a
/// new request needs a new key.
#[derive(Debug, ToResponse)]
#[response(content_type = "application/problem+json")]
pub struct IdempotencyKeyReused(pub Problem);

/// The service failed to answer (`internal_error`); the cause is logged,
/// never sent.
#[derive(Debug, ToResponse)]
#[response(content_type = "application/problem+json")]
pub struct InternalError(pub Problem);

/// The data store cannot be reached (`store_unavailable`); retry shortly.
#[derive(Debug, ToResponse)]
#[response(content_type = "application/problem+json")]
pub struct StoreUnavailable(pub Problem);

/// The `X-Service-Mode` request header of search and decision. A header is
/// never null, so it is described here rather than as an `Option`.
#[derive(Debug, utoipa::IntoParams)]
#[into_params(parameter_in = Header)]
pub struct ModeHeader {
    /// `fast` (compact, low latency) or `rich`; selects the credit cost. Any
    /// other value is a 400 naming `X-Service-Mode`.
    #[param(rename = "X-Service-Mode", required = false, default = "rich")]
    pub mode: Mode,
}
