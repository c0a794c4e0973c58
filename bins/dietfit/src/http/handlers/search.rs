//! POST /v1/search: natural-language search, in fast or rich mode.

use std::sync::Arc;
use std::time::Instant;

use actix_web::http::header::{self, AcceptEncoding, ContentType, Encoding};
use actix_web::{HttpMessage as _, HttpRequest, HttpResponse, web};
use dietfit_catalog::{
    CURSOR_TIME_TO_LIVE, Catalog, CatalogError, CursorScope, PageStart, SearchAnswer,
};
use dietfit_contract::{Mode, SearchRequest, WireEnum as _};
use time::OffsetDateTime;

use crate::config::HttpConfig;
use crate::http::answer_cache::{AnswerCache, CachedAnswer, answer_key};
use crate::http::body::json_body;
use crate::http::error::{ApiError, blocking};
use crate::http::gate::{CallerKey, request_mode};
use crate::http::gzip::gzip_around;
use crate::http::middleware::request_id;

/// Natural-language search
///
/// Ranked restaurants for a query, optionally near a location and checked
/// against a dietary profile. Fast mode returns at most 5 results with a
/// compact score and evidence payload; rich mode up to 50 with dimensions,
/// evidence and per-result fit reasoning. An answer served from the cache
/// is gzip-compressed when `Accept-Encoding` prefers gzip to identity.
///
/// When more results match than this page holds (up to the 500th),
/// `metadata.next_cursor` names the next page: send the same body and mode
/// with `cursor` set to it, with the same API key, within an hour. Pages
/// never repeat or skip a result; if the results before a page changed
/// meanwhile, its cursor is refused (400 `invalid_parameter` naming
/// `cursor`) and the search starts again without one.
#[utoipa::path(
    post,
    path = "/v1/search",
    tag = "discovery",
    params(crate::http::openapi_components::ModeHeader),
    request_body(content = dietfit_contract::SearchRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "Ranked results", body = dietfit_contract::SearchResponse),
        (status = 400, response = crate::http::openapi_components::InvalidRequest),
        (status = 401, response = crate::http::openapi_components::Unauthorized),
        (status = 405, response = crate::http::openapi_components::MethodNotAllowed),
        (status = 408, response = crate::http::openapi_components::RequestTimeout),
        (status = 413, response = crate::http::openapi_components::PayloadTooLarge),
        (status = 415, response = crate::http::openapi_components::UnsupportedMediaType),
        (status = 429, response = crate::http::openapi_components::TooManyRequests),
        (status = 500, response = crate::http::openapi_components::InternalError),
        (status = 503, response = crate::http::openapi_components::StoreUnavailable),
    ),
    security(("service_api_key" = []))
)]
pub async fn search(
    req: HttpRequest,
    payload: web::Payload,
    catalog: web::Data<Catalog>,
    answers: web::Data<AnswerCache>,
    config: web::Data<HttpConfig>,
) -> Result<HttpResponse, ApiError> {
    let request: SearchRequest = json_body(&req, payload).await?;
    let started = Instant::now();
    let mode = request_mode(&req);
    let now = config.clock.now();
    let id = request_id(&req);
    // The gate admitted the request with a key; the cursors it gets and
    // sends are that key's.
    let caller = req
        .extensions()
        .get::<CallerKey>()
        .map(|key| key.0.id.clone())
        .unwrap_or_default();
    let scope = CursorScope::new(&caller, &request, mode);
    // Checking a cursor is an HMAC: done on the worker, before any search.
    let page = match &request.cursor {
        Some(cursor) => Some(
            catalog
                .open_cursor(cursor, &scope, now)
                .map_err(CatalogError::Cursor)?,
        ),
        None => None,
    };
    // Only answers to valid requests are stored, so an invalid request
    // never hits.
    let key = answer_key(&request, mode, page);
    let cached = key
        .as_ref()
        .and_then(|key| answers.get(key, catalog.generation()));
    // A repeated search is answered from the cache without leaving the
    // worker (a lookup and a copy; the first gzip hit of an answer also
    // compresses it).
    let body = match cached {
        Some(answer) => {
            let gzip = accepts_gzip(&req);
            let next_cursor = next_cursor(&catalog, &answer, &scope, now);
            SearchBody::of(
                &id,
                &answer,
                mode,
                Served::FromCache { gzip },
                started,
                next_cursor.as_deref(),
            )
        }
        None if request.location.is_some() => {
            // A located search is a pass over memory: it runs on the
            // worker, as does its answer when memory holds every hit's
            // restaurant. Handing it to the blocking pool and back cost
            // more than the search; only a store read goes there.
            // Read first: an answer computed on a state the index has since
            // left is stored under the old generation and never served.
            let generation = catalog.generation();
            let plan = catalog.plan_search(&request, mode, page)?;
            let answer = match catalog.answer_in_memory(plan, now) {
                Ok(answer) => answer,
                Err(plan) => {
                    let catalog = Arc::clone(&catalog);
                    blocking(move || Ok(catalog.answer_plan(*plan, now)?)).await?
                }
            };
            let answer = keep_answer(&answers, key, generation, answer)?;
            computed_body(&catalog, &answer, &id, mode, started, &scope, now)
        }
        None => {
            // A search by words or a city may take the index's general
            // path, long enough to hold a worker's other connections.
            let catalog = catalog.into_inner();
            let answers = answers.into_inner();
            blocking(move || {
                let started = Instant::now();
                // Read first, as above.
                let generation = catalog.generation();
                let answer = catalog.search_page(&request, mode, now, page)?;
                let answer = keep_answer(&answers, key, generation, answer)?;
                Ok(computed_body(
                    &catalog, &answer, &id, mode, started, &scope, now,
                ))
            })
            .await?
        }
    };
    let mut response = HttpResponse::Ok();
    response
        .content_type(ContentType::json())
        // Whether a body is compressed depends on this request header.
        .insert_header((header::VARY, "accept-encoding"));
    if body.gzip {
        response.insert_header((header::CONTENT_ENCODING, "gzip"));
    }
    Ok(response.body(body.bytes))
}

/// An answer serialised and kept in the answer cache under `key` for the
/// index generation it was computed on.
fn keep_answer(
    answers: &AnswerCache,
    key: Option<Vec<u8>>,
    generation: u64,
    answer: SearchAnswer,
) -> Result<Arc<CachedAnswer>, ApiError> {
    let json = answer
        .to_json()
        .map_err(|err| ApiError::internal("serialising a search answer", &err))?;
    let answer = Arc::new(CachedAnswer::new(json, answer.next_page));
    if let Some(key) = key {
        answers.put(key, generation, Arc::clone(&answer));
    }
    Ok(answer)
}

/// The body of an answer computed for this request, with its next page's
/// cursor.
fn computed_body(
    catalog: &Catalog,
    answer: &CachedAnswer,
    service_request_id: &str,
    mode: Mode,
    started: Instant,
    scope: &CursorScope,
    now: OffsetDateTime,
) -> SearchBody {
    let next_cursor = next_cursor(catalog, answer, scope, now);
    SearchBody::of(
        service_request_id,
        answer,
        mode,
        Served::Computed,
        started,
        next_cursor.as_deref(),
    )
}

/// The cursor of the page after `answer`, sealed for this request's key
/// and body, when there is one.
fn next_cursor(
    catalog: &Catalog,
    answer: &CachedAnswer,
    scope: &CursorScope,
    now: OffsetDateTime,
) -> Option<String> {
    answer
        .next_page()
        .map(|next: PageStart| catalog.seal_cursor(next, scope, now + CURSOR_TIME_TO_LIVE))
}

/// The client's `Accept-Encoding` prefers gzip to identity (q-values
/// honoured). A missing or unreadable header means identity.
fn accepts_gzip(req: &HttpRequest) -> bool {
    req.get_header::<AcceptEncoding>()
        .and_then(|accepted| accepted.negotiate([Encoding::gzip(), Encoding::identity()].iter()))
        == Some(Encoding::gzip())
}

/// How this response got its answer.
#[derive(Debug, Clone, Copy)]
enum Served {
    /// Computed for this request. Sent as plain JSON even to a client that
    /// accepts gzip: compressing an answer costs more than most searches,
    /// so only answers served again are compressed.
    Computed,
    /// From the answer cache; gzip when the client accepts it.
    FromCache { gzip: bool },
}

/// A search response ready to send: JSON, or JSON in a gzip member.
#[derive(Debug)]
struct SearchBody {
    bytes: Vec<u8>,
    /// `bytes` is gzip (send `Content-Encoding: gzip`).
    gzip: bool,
}

impl SearchBody {
    /// The request id, the answer's fields, and metadata saying whether the
    /// answer came from the cache and how long this request took; as a gzip
    /// member around the answer's compressed copy when it is served from
    /// the cache to a client that accepts gzip.
    fn of(
        service_request_id: &str,
        answer: &CachedAnswer,
        mode: Mode,
        served: Served,
        started: Instant,
        next_cursor: Option<&str>,
    ) -> SearchBody {
        let cache_hit = matches!(served, Served::FromCache { .. });
        // Before the metadata, so its latency includes a first compression.
        let deflated = match served {
            Served::FromCache { gzip: true } => answer.deflated(),
            Served::FromCache { gzip: false } | Served::Computed => None,
        };
        match deflated {
            Some(deflated) => {
                let mut prefix = Vec::with_capacity(64);
                write_prefix(&mut prefix, service_request_id);
                let mut suffix = Vec::with_capacity(128);
                write_metadata_suffix(&mut suffix, mode, cache_hit, started, next_cursor);
                SearchBody {
                    bytes: gzip_around(&prefix, deflated, &suffix),
                    gzip: true,
                }
            }
            // Plain JSON is written straight into one buffer.
            None => {
                let json = answer.json();
                let mut bytes = Vec::with_capacity(json.len() + 192);
                write_prefix(&mut bytes, service_request_id);
                bytes.extend_from_slice(json);
                write_metadata_suffix(&mut bytes, mode, cache_hit, started, next_cursor);
                SearchBody { bytes, gzip: false }
            }
        }
    }
}

/// `{"service_request_id":"…",`: what comes before the answer's fields.
fn write_prefix(out: &mut Vec<u8>, service_request_id: &str) {
    out.extend_from_slice(br#"{"service_request_id":"#);
    // Serialising a string and a map of plain values cannot fail.
    let _ = serde_json::to_writer(&mut *out, service_request_id);
    out.push(b',');
}

/// `,"metadata":{…}}`: what follows the answer's fields, closing the body.
fn write_metadata_suffix(
    out: &mut Vec<u8>,
    mode: Mode,
    cache_hit: bool,
    started: Instant,
    next_cursor: Option<&str>,
) {
    let mut metadata = serde_json::Map::new();
    metadata.insert("mode".to_owned(), mode.as_str().into());
    metadata.insert("result_source".to_owned(), "index".into());
    metadata.insert(
        "cache".to_owned(),
        if cache_hit { "hit" } else { "miss" }.into(),
    );
    metadata.insert(
        "latency_ms".to_owned(),
        ((started.elapsed().as_secs_f64() * 1000.0 * 100.0).round() / 100.0).into(),
    );
    // Absent on the last page.
    if let Some(cursor) = next_cursor {
        metadata.insert("next_cursor".to_owned(), cursor.into());
    }
    out.extend_from_slice(br#","metadata":"#);
    let _ = serde_json::to_writer(&mut *out, &metadata);
    out.push(b'}');
}
