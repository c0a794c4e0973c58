//! POST /v1/enrich/restaurant: match a customer's restaurant to ours. Never
//! decision-bearing: no decision, no recommended_user_text.

use actix_web::{HttpRequest, HttpResponse, web};
use dietfit_catalog::{Catalog, EnrichOutcome};
use dietfit_contract::{EnrichRequest, ProblemKind};

use crate::http::body::json_body;
use crate::http::error::{ApiError, blocking};
use crate::http::middleware::request_id;

/// Match a customer's restaurant to ours
///
/// By `service_id` alone (direct lookup), or by `name` with `address` or
/// `provider_place_id`. Answers matched, or unmatched with up to five
/// candidates; 422 when nothing is even a plausible match. Never carries a
/// decision.
#[utoipa::path(
    post,
    path = "/v1/enrich/restaurant",
    tag = "enrichment",
    request_body(content = dietfit_contract::EnrichRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "Matched, or unmatched with candidates", body = dietfit_contract::EnrichResponse),
        (status = 400, response = crate::http::openapi_components::InvalidRequest),
        (status = 401, response = crate::http::openapi_components::Unauthorized),
        (status = 405, response = crate::http::openapi_components::MethodNotAllowed),
        (status = 408, response = crate::http::openapi_components::RequestTimeout),
        (status = 413, response = crate::http::openapi_components::PayloadTooLarge),
        (status = 415, response = crate::http::openapi_components::UnsupportedMediaType),
        (status = 422, response = crate::http::openapi_components::MatchFailed),
        (status = 429, response = crate::http::openapi_components::TooManyRequests),
        (status = 500, response = crate::http::openapi_components::InternalError),
        (status = 503, response = crate::http::openapi_components::StoreUnavailable),
    ),
    security(("service_api_key" = []))
)]
pub async fn enrich(
    req: HttpRequest,
    payload: web::Payload,
    catalog: web::Data<Catalog>,
) -> Result<HttpResponse, ApiError> {
    let request: EnrichRequest = json_body(&req, payload).await?;
    let id = request_id(&req);
    let catalog = catalog.into_inner();
    match blocking(move || Ok(catalog.enrich(&request, id)?)).await? {
        EnrichOutcome::Answer(answer) => Ok(HttpResponse::Ok().json(answer)),
        EnrichOutcome::NoPlausibleMatch => Err(ApiError::new(
            ProblemKind::MatchFailed,
            "No restaurant of ours is even a plausible match; check the name and address.",
        )),
    }
}
