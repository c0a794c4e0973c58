//! POST /v1/search: natural-language search, in fast or rich mode.

use actix_web::http::header::{self, AcceptEncoding, ContentType, Encoding};
use actix_web::{HttpMessage as _, HttpRequest, HttpResponse, web};
use dietfit_contract::SearchRequest;

use crate::catalog::Catalog;
use crate::config::HttpConfig;
use crate::http::body::json_body;
use crate::http::error::{ApiError, blocking};
use crate::http::gate::request_mode;
use crate::http::middleware::request_id;

/// Natural-language search
///
/// Ranked restaurants for a query, optionally near a location and checked
/// against a dietary profile. Fast mode returns at most 5 results with a
/// compact score and evidence payload; rich mode up to 50 with dimensions,
/// evidence and per-result fit reasoning. An answer served from the cache
/// is gzip-compressed when `Accept-Encoding` prefers gzip to identity.
#[utoipa::path(
    post,
    path = "/v1/search",
    tag = "discovery",
    params(crate::http::openapi::ModeHeader),
    request_body(content = dietfit_contract::SearchRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "Ranked results", body = dietfit_contract::SearchResponse),
        (status = 400, response = crate::http::openapi::InvalidRequest),
        (status = 401, response = crate::http::openapi::Unauthorized),
        (status = 405, response = crate::http::openapi::MethodNotAllowed),
        (status = 413, response = crate::http::openapi::PayloadTooLarge),
        (status = 415, response = crate::http::openapi::UnsupportedMediaType),
        (status = 429, response = crate::http::openapi::TooManyRequests),
        (status = 500, response = crate::http::openapi::InternalError),
        (status = 503, response = crate::http::openapi::StoreUnavailable),
    ),
    security(("service_api_key" = []))
)]
pub async fn search(
    req: HttpRequest,
    payload: web::Payload,
    catalog: web::Data<Catalog>,
    config: web::Data<HttpConfig>,
) -> Result<HttpResponse, ApiError> {
    let request: SearchRequest = json_body(&req, payload).await?;
    let mode = request_mode(&req);
    let now = config.clock.now();
    let id = request_id(&req);
    // A repeated search answers from the cache without leaving the worker.
    let body = match catalog.cached_search(&request, mode, &id, accepts_gzip(&req)) {
        Some(body) => body,
        None => {
            let catalog = catalog.into_inner();
            blocking(move || Ok(catalog.search(&request, mode, now, &id)?)).await?
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

/// The client's `Accept-Encoding` prefers gzip to identity (q-values
/// honoured). A missing or unreadable header means identity.
fn accepts_gzip(req: &HttpRequest) -> bool {
    req.get_header::<AcceptEncoding>()
        .and_then(|accepted| accepted.negotiate([Encoding::gzip(), Encoding::identity()].iter()))
        == Some(Encoding::gzip())
}
