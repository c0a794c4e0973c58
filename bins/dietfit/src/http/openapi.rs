//! The OpenAPI 3.1 description of the HTTP API, generated from the code: the
//! `#[utoipa::path]` attribute above each handler says its method, path,
//! parameters, body and statuses; the contract crate derives every schema.
//! Rules that hold for whole groups of operations (the key scheme, the
//! rate-limit headers on authenticated 200s, the request id on every answer)
//! are applied here once, so no operation can forget them.
//!
//! Served at GET /v1/openapi.json without a key and committed as
//! docs/openapi.json (a test keeps the two equal). This module describes the
//! API and must not know how any route works: handlers name its response
//! types in their attributes, but nothing reads it at run time.

use std::sync::LazyLock;

use actix_web::HttpResponse;
use dietfit_auth::headers::{
    RATELIMIT, RATELIMIT_POLICY, RETRY_AFTER, X_RATELIMIT_IP_REMAINING, X_RATELIMIT_IP_RESET,
    X_RATELIMIT_LIMIT, X_RATELIMIT_REMAINING, X_RATELIMIT_RESET, X_USAGE_LIMIT, X_USAGE_THIS_MONTH,
};
use dietfit_contract::{DIETARY_RULE_MAX_CHARS, Mode, Problem};
use utoipa::openapi::header::{Header, HeaderBuilder};
use utoipa::openapi::path::{Operation, Parameter, ParameterBuilder, ParameterIn};
use utoipa::openapi::schema::{ArrayItems, KnownFormat, ObjectBuilder, Schema, SchemaFormat, Type};
use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityRequirement, SecurityScheme};
use utoipa::openapi::{Ref, RefOr, Required, Response};
use utoipa::{Modify, OpenApi};

use super::error::ApiError;
use super::handlers;
use super::idempotency::KEY_LIFETIME;
use super::openapi_components::{
    EndpointGone, EnterpriseOnly, IdempotencyKeyInFlight, IdempotencyKeyReused, InternalError,
    InvalidRequest, MatchFailed, MethodNotAllowed, PayloadTooLarge, RequestTimeout,
    RestaurantNotFound, StoreUnavailable, TooManyRequests, Unauthorized, UnsupportedMediaType,
};

/// Either restaurant id shape: a `service_place_id` (UUID) or a `service_id`.
const RESTAURANT_ID_PATTERN: &str = "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|rst_[0-9a-fA-F]{32})$";

/// The name of the `X-Service-API-Key` security scheme in the document.
pub const API_KEY_SCHEME: &str = "service_api_key";

/// The API's description: paths from the handlers, schemas from the
/// contract crate, reusable problem responses from
/// [`super::openapi_components`].
#[derive(Debug, OpenApi)]
#[openapi(
    info(
        title = "dietfit",
        description = "Restaurant dietary discovery and conservative fit decisions. \
            Weak, stale (older than 180 days) or conflicting evidence gives `unknown`, \
            never an error.\n\n\
            Every route except health, metadata and this document needs an \
            `X-Service-API-Key`. Errors the service raises are \
            `application/problem+json` (RFC 9457) whose `type` is \
            `{docs_base_url}/errors/{slug}`; validation problems list each \
            invalid field in `errors`.\n\n\
            Every POST that needs a key accepts an `Idempotency-Key` \
            (draft-ietf-httpapi-idempotency-key-header): the same request sent \
            again with the same key within 24 hours gets the first 2xx answer \
            again, marked `Idempotent-Replayed: true`, and is not charged."
    ),
    servers((url = "/", description = "The server this document is served from")),
    paths(
        health,
        handlers::metadata::get_metadata,
        openapi_document,
        handlers::search::search,
        retired_search,
        handlers::restaurants::get_restaurant,
        handlers::decision::decide,
        handlers::decision::decide_for_table,
        handlers::decision::decide_batch,
        handlers::enrich::enrich,
        handlers::changes::list_changes,
        retired_refresh,
    ),
    components(
        schemas(Problem, Mode),
        responses(
            InvalidRequest,
            Unauthorized,
            EnterpriseOnly,
            RestaurantNotFound,
            MethodNotAllowed,
            EndpointGone,
            PayloadTooLarge,
            RequestTimeout,
            UnsupportedMediaType,
            MatchFailed,
            IdempotencyKeyInFlight,
            IdempotencyKeyReused,
            TooManyRequests,
            InternalError,
            StoreUnavailable,
        )
    ),
    modifiers(
        &ApiKeyScheme,
        &RateLimitHeaders,
        &IdempotencyKeyHeader,
        &RequestIdHeader,
        &DietaryRuleItems,
        &BatchServiceIdItems
    ),
    tags(
        (name = "service", description = "Health, dataset metadata and this document: no key, no credits."),
        (name = "discovery", description = "Natural-language search and restaurant lookup."),
        (name = "decision", description = "Conservative fit decisions: one restaurant and one profile, a table of diners at one restaurant, or one profile at several restaurants."),
        (name = "enrichment", description = "Matching a customer's restaurant to ours; never decision-bearing."),
        (name = "changes", description = "The Enterprise change feed."),
        (name = "retired", description = "Routes that answer 410 Gone."),
    )
)]
pub struct ApiDoc;

/// The document as the server serves it.
pub fn document() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}

/// The document pretty-printed, as committed in docs/openapi.json (without
/// the trailing newline the file adds).
pub fn document_pretty_json() -> Result<String, serde_json::Error> {
    document().to_pretty_json()
}

/// Built once: the document depends only on the code.
static DOCUMENT_JSON: LazyLock<Result<String, serde_json::Error>> =
    LazyLock::new(|| document().to_json());

/// This document
///
/// The OpenAPI 3.1 description of every route; no key needed.
#[utoipa::path(
    get,
    path = "/v1/openapi.json",
    operation_id = "openapi_document",
    tag = "service",
    responses(
        (status = 200, description = "The OpenAPI 3.1 document", body = Object,
            content_type = "application/json"),
        (status = 405, response = MethodNotAllowed),
        (status = 500, response = InternalError),
    )
)]
pub async fn openapi_document() -> Result<HttpResponse, ApiError> {
    match &*DOCUMENT_JSON {
        Ok(json) => Ok(HttpResponse::Ok()
            .content_type("application/json")
            .body(json.as_str())),
        Err(error) => Err(ApiError::internal("openapi document", &error)),
    }
}

// The three routes below are served by handlers in routes.rs; their
// descriptions live here, on functions that only carry the attribute.

/// Liveness and version
///
/// Always 200 while the process serves; it does not touch the store.
#[utoipa::path(
    get,
    path = "/v1/health",
    operation_id = "health",
    tag = "service",
    responses(
        (status = 200, description = "The service is up", body = dietfit_contract::Health),
        (status = 405, response = MethodNotAllowed),
        (status = 500, response = InternalError),
    )
)]
#[expect(dead_code, reason = "carries the OpenAPI attribute of routes::health")]
fn health() {}

/// Retired: use POST /v1/search
///
/// Answers 410 `endpoint_gone` with or without a key.
#[utoipa::path(
    get,
    path = "/v1/search",
    operation_id = "retired_search",
    tag = "retired",
    responses(
        (status = 410, response = EndpointGone),
        (status = 500, response = InternalError),
    )
)]
#[deprecated = "use POST /v1/search"]
#[expect(
    dead_code,
    reason = "carries the OpenAPI attribute of routes::retired_search"
)]
fn retired_search() {}

/// Retired, with no replacement
///
/// Answers 410 `endpoint_gone` with or without a key.
#[utoipa::path(
    post,
    path = "/v1/refresh/{service_place_id}",
    operation_id = "retired_refresh",
    tag = "retired",
    params(("service_place_id" = String, Path, description = "Any value: the route is retired")),
    responses(
        (status = 410, response = EndpointGone),
        (status = 405, response = MethodNotAllowed),
        (status = 500, response = InternalError),
    )
)]
#[deprecated = "no replacement"]
#[expect(
    dead_code,
    reason = "carries the OpenAPI attribute of routes::retired_refresh"
)]
fn retired_refresh() {}

/// Adds the `X-Service-API-Key` scheme the operations' `security` names.
struct ApiKeyScheme;

impl Modify for ApiKeyScheme {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            API_KEY_SCHEME,
            SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::with_description(
                "X-Service-API-Key",
                "An API key: `svc_test_` (sandbox), `svc_live_` (paid) or `svc_int_` (internal) and its secret.",
            ))),
        );
    }
}

/// Whether an operation requires the API key.
pub fn requires_api_key(operation: &Operation) -> bool {
    let required = SecurityRequirement::new(API_KEY_SCHEME, Vec::<String>::new());
    operation
        .security
        .as_ref()
        .is_some_and(|requirements| requirements.contains(&required))
}

fn string_header(description: &str) -> Header {
    HeaderBuilder::new()
        .schema(ObjectBuilder::new().schema_type(Type::String))
        .description(Some(description))
        .build()
}

fn date_time_header(description: &str) -> Header {
    HeaderBuilder::new()
        .schema(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::DateTime))),
        )
        .description(Some(description))
        .build()
}

/// The contract's section 8 headers (and the IETF pair the gate adds) on
/// the 200 of every operation that requires the key, and `Retry-After` on
/// the 429.
struct RateLimitHeaders;

impl RateLimitHeaders {
    fn headers() -> Vec<(&'static str, Header)> {
        vec![
            (
                X_RATELIMIT_LIMIT,
                string_header("Monthly credit limit: a decimal string or `unlimited`"),
            ),
            (
                X_RATELIMIT_REMAINING,
                string_header(
                    "Monthly credits remaining after this request: a decimal string or `unlimited`",
                ),
            ),
            (
                X_RATELIMIT_RESET,
                date_time_header("When the monthly quota resets (ISO 8601, UTC)"),
            ),
            (
                X_RATELIMIT_IP_REMAINING,
                HeaderBuilder::new()
                    .schema(
                        ObjectBuilder::new()
                            .schema_type(Type::Integer)
                            .minimum(Some(0)),
                    )
                    .description(Some("Requests remaining in the per-IP window"))
                    .build(),
            ),
            (
                X_RATELIMIT_IP_RESET,
                date_time_header("When the per-IP window resets (ISO 8601, UTC)"),
            ),
            (
                X_USAGE_THIS_MONTH,
                string_header("Credits used this month: a decimal string"),
            ),
            (
                X_USAGE_LIMIT,
                string_header("Monthly usage limit: a decimal string or `unlimited`"),
            ),
            (
                RATELIMIT_POLICY,
                string_header(
                    "The per-minute limits checked (draft-ietf-httpapi-ratelimit-headers)",
                ),
            ),
            (
                RATELIMIT,
                string_header(
                    "What remains of each per-minute limit (draft-ietf-httpapi-ratelimit-headers)",
                ),
            ),
        ]
    }
}

impl Modify for RateLimitHeaders {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        for item in openapi.paths.paths.values_mut() {
            for operation in operations_mut(item) {
                if !requires_api_key(operation) {
                    continue;
                }
                if let Some(RefOr::T(ok)) = operation.responses.responses.get_mut("200") {
                    for (name, header) in Self::headers() {
                        ok.headers.insert(name.to_owned(), header);
                    }
                }
            }
        }
        let too_many = openapi
            .components
            .as_mut()
            .and_then(|components| components.responses.get_mut("TooManyRequests"));
        if let Some(RefOr::T(too_many)) = too_many {
            too_many.headers.insert(
                RETRY_AFTER.to_owned(),
                HeaderBuilder::new()
                    .schema(
                        ObjectBuilder::new()
                            .schema_type(Type::Integer)
                            .minimum(Some(1)),
                    )
                    .description(Some(
                        "Seconds to wait; sent when a per-minute or per-IP limit refused the request",
                    ))
                    .build(),
            );
        }
    }
}

/// `Idempotency-Key` on every POST that needs the key, with what it
/// answers: the 409 and 422 problems and the `Idempotent-Replayed` header
/// of a 200 given again. Applied here, as the middleware is, so a new POST
/// route has it without saying so.
struct IdempotencyKeyHeader;

/// A valid key as a regular expression: bare (printable ASCII but `"` and
/// `\`, no space at either end) or quoted (`\"` and `\\` escaped), 1 to
/// 255 characters either way.
const IDEMPOTENCY_KEY_PATTERN: &str =
    r#"^(?:[!#-\[\]-~](?:[ !#-\[\]-~]{0,253}[!#-\[\]-~])?|"(?:[ !#-\[\]-~]|\\["\\]){1,255}")$"#;

impl IdempotencyKeyHeader {
    fn parameter() -> Parameter {
        ParameterBuilder::new()
            .name("Idempotency-Key")
            .parameter_in(ParameterIn::Header)
            .required(Required::False)
            .description(Some(format!(
                "Makes a retry safe (draft-ietf-httpapi-idempotency-key-header): 1 to 255 \
                 printable ASCII characters, bare or as a quoted string (`\"k\"` is the key \
                 `k`), unique per request, scoped to the API key. The same request (method, \
                 path, `X-Service-Mode` and body bytes) sent again with the key within {} \
                 hours gets the first 2xx answer again, with its `service_request_id`, \
                 marked `Idempotent-Replayed: true` and not charged. Answers other than \
                 2xx are not kept: the key is free again at once. An answer to a request \
                 with a key is never gzip-compressed, so any client can be given it again. \
                 Any other value is a 400 naming `Idempotency-Key`.",
                KEY_LIFETIME.as_secs() / 3600
            )))
            .schema(Some(
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .min_length(Some(1))
                    .pattern(Some(IDEMPOTENCY_KEY_PATTERN)),
            ))
            .build()
    }

    /// `code` as `response`, or both in one response when the operation
    /// already answers that status for another reason.
    fn add_response(
        operation: &mut Operation,
        components: &utoipa::openapi::Components,
        code: &str,
        name: &str,
    ) {
        let Some(RefOr::T(added)) = components.responses.get(name) else {
            return;
        };
        let responses = &mut operation.responses.responses;
        let existing = match responses.get(code) {
            None => {
                responses.insert(code.to_owned(), RefOr::Ref(Ref::from_response_name(name)));
                return;
            }
            Some(RefOr::T(response)) => response.clone(),
            Some(RefOr::Ref(reference)) => {
                let existing_name = reference.ref_location.rsplit('/').next().unwrap_or("");
                match components.responses.get(existing_name) {
                    Some(RefOr::T(response)) => response.clone(),
                    _ => return,
                }
            }
        };
        let mut both = existing;
        let mut added_text = added.description.chars();
        let lowered: String = added_text
            .next()
            .map(|first| first.to_lowercase().chain(added_text).collect())
            .unwrap_or_default();
        both.description = format!("{}; or {lowered}", both.description.trim_end_matches('.'));
        both.headers.extend(added.headers.clone());
        responses.insert(code.to_owned(), RefOr::T(both));
    }
}

impl Modify for IdempotencyKeyHeader {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let Some(components) = openapi.components.clone() else {
            return;
        };
        for item in openapi.paths.paths.values_mut() {
            let Some(post) = item.post.as_mut() else {
                continue;
            };
            if !requires_api_key(post) {
                continue;
            }
            post.parameters
                .get_or_insert_with(Vec::new)
                .push(Self::parameter());
            Self::add_response(post, &components, "409", "IdempotencyKeyInFlight");
            Self::add_response(post, &components, "422", "IdempotencyKeyReused");
            if let Some(RefOr::T(ok)) = post.responses.responses.get_mut("200") {
                ok.headers.insert(
                    "Idempotent-Replayed".to_owned(),
                    HeaderBuilder::new()
                        .schema(ObjectBuilder::new().schema_type(Type::String))
                        .description(Some(
                            "`true` on an answer given again for a repeated `Idempotency-Key`; absent otherwise",
                        ))
                        .build(),
                );
            }
        }
    }
}

/// Each of a profile's `dietary_rules` is 1..200 characters and not blank:
/// the derive cannot put limits on the items of a list.
struct DietaryRuleItems;

impl Modify for DietaryRuleItems {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let profile = openapi
            .components
            .as_mut()
            .and_then(|components| components.schemas.get_mut("UserProfile"));
        let Some(RefOr::T(Schema::Object(profile))) = profile else {
            return;
        };
        let Some(RefOr::T(Schema::Array(rules))) = profile.properties.get_mut("dietary_rules")
        else {
            return;
        };
        if let ArrayItems::RefOrSchema(item) = &mut rules.items
            && let RefOr::T(Schema::Object(item)) = item.as_mut()
        {
            item.min_length = Some(1);
            item.max_length = Some(DIETARY_RULE_MAX_CHARS);
            item.pattern = Some(not_blank_pattern());
        }
    }
}

/// What the contract's `trim()` removes: Unicode White_Space, as ranges.
/// ECMA-262's `\s`, which a schema's `pattern` means, is another set (it
/// has U+FEFF and lacks U+0085), so `\S` would let a rule of one U+0085
/// pass the document and fail the server.
const WHITE_SPACE: [(char, char); 10] = [
    ('\t', '\r'),
    (' ', ' '),
    ('\u{85}', '\u{85}'),
    ('\u{a0}', '\u{a0}'),
    ('\u{1680}', '\u{1680}'),
    ('\u{2000}', '\u{200a}'),
    ('\u{2028}', '\u{2029}'),
    ('\u{202f}', '\u{202f}'),
    ('\u{205f}', '\u{205f}'),
    ('\u{3000}', '\u{3000}'),
];

/// A pattern that finds a character `trim()` keeps: a rule that is not blank.
fn not_blank_pattern() -> String {
    let escape = |c: char| format!("\\u{:04x}", u32::from(c));
    let ranges: String = WHITE_SPACE
        .iter()
        .map(|&(first, last)| match first == last {
            true => escape(first),
            false => format!("{}-{}", escape(first), escape(last)),
        })
        .collect();
    format!("[^{ranges}]")
}

/// Each of a batch's `service_ids` has either id shape, as `service_id`
/// does everywhere: the derive cannot put limits on the items of a list.
struct BatchServiceIdItems;

impl Modify for BatchServiceIdItems {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let request = openapi
            .components
            .as_mut()
            .and_then(|components| components.schemas.get_mut("BatchDecisionRequest"));
        let Some(RefOr::T(Schema::Object(request))) = request else {
            return;
        };
        let Some(RefOr::T(Schema::Array(ids))) = request.properties.get_mut("service_ids") else {
            return;
        };
        if let ArrayItems::RefOrSchema(item) = &mut ids.items
            && let RefOr::T(Schema::Object(item)) = item.as_mut()
        {
            item.min_length = Some(1);
            item.max_length = Some(200);
            item.pattern = Some(RESTAURANT_ID_PATTERN.to_owned());
        }
    }
}

/// Every answer, error or not, names the request's `service_request_id`.
struct RequestIdHeader;

impl RequestIdHeader {
    fn add(response: &mut Response) {
        response.headers.insert(
            "X-Request-Id".to_owned(),
            string_header(
                "This request's `service_request_id` (`req_` and 32 hex digits), also in problem bodies",
            ),
        );
    }
}

impl Modify for RequestIdHeader {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        for item in openapi.paths.paths.values_mut() {
            for operation in operations_mut(item) {
                for response in operation.responses.responses.values_mut() {
                    if let RefOr::T(response) = response {
                        RequestIdHeader::add(response);
                    }
                }
            }
        }
        if let Some(components) = openapi.components.as_mut() {
            for response in components.responses.values_mut() {
                if let RefOr::T(response) = response {
                    RequestIdHeader::add(response);
                }
            }
        }
    }
}

/// The operations of a path item, whatever their methods.
fn operations_mut(item: &mut utoipa::openapi::PathItem) -> impl Iterator<Item = &mut Operation> {
    [
        item.get.as_mut(),
        item.put.as_mut(),
        item.post.as_mut(),
        item.delete.as_mut(),
        item.options.as_mut(),
        item.head.as_mut(),
        item.patch.as_mut(),
        item.trace.as_mut(),
    ]
    .into_iter()
    .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_blank_pattern_knows_exactly_the_white_space_trim_removes() {
        let listed = |c: char| {
            WHITE_SPACE
                .iter()
                .any(|&(first, last)| (first..=last).contains(&c))
        };
        for c in (0..=u32::from(char::MAX)).filter_map(char::from_u32) {
            assert_eq!(c.is_whitespace(), listed(c), "U+{:04X}", u32::from(c));
        }
        assert_eq!(
            not_blank_pattern(),
            r"[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028-\u2029\u202f\u205f\u3000]"
        );
    }
}
