//! POST /v1/decision/restaurant-fit: the conservative fit decision for one
//! restaurant and one profile, from the stored evaluation, at "now".

use actix_web::{HttpRequest, HttpResponse, web};
use dietfit_catalog::Catalog;
use dietfit_contract::{DecisionRequest, DecisionResponse};

use crate::config::HttpConfig;
use crate::http::body::json_body;
use crate::http::error::{ApiError, blocking};
use crate::http::gate::request_mode;
use crate::http::handlers::restaurants::{not_found, parse_restaurant_ref};
use crate::http::middleware::request_id;

/// Fit decision for one restaurant and one profile
///
/// `fit`, `not_fit` or `unknown` with reason codes, risk flags and evidence
/// pointers. Weak, stale (older than 180 days) or conflicting evidence gives
/// `unknown` with `verification_required`, as a 200. Fast mode sends at most
/// a few evidence pointers without excerpts.
#[utoipa::path(
    post,
    path = "/v1/decision/restaurant-fit",
    tag = "decision",
    params(crate::http::openapi_components::ModeHeader),
    request_body(content = dietfit_contract::DecisionRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "The decision", body = dietfit_contract::DecisionResponse),
        (status = 400, response = crate::http::openapi_components::InvalidRequest),
        (status = 401, response = crate::http::openapi_components::Unauthorized),
        (status = 404, response = crate::http::openapi_components::RestaurantNotFound),
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
pub async fn decide(
    req: HttpRequest,
    payload: web::Payload,
    catalog: web::Data<Catalog>,
    config: web::Data<HttpConfig>,
) -> Result<HttpResponse, ApiError> {
    let request: DecisionRequest = json_body(&req, payload).await?;
    let reference = parse_restaurant_ref("service_id", &request.service_id)?;
    let now = config.clock.now();
    let mode = request_mode(&req);
    let catalog = catalog.into_inner();
    let profile = request.user_profile;
    let answer = blocking(move || Ok(catalog.decide(reference, &profile, mode, now)?))
        .await?
        .ok_or_else(|| not_found(&request.service_id))?;
    let verdict = answer.decision.match_for_profile;
    Ok(HttpResponse::Ok().json(DecisionResponse {
        service_request_id: request_id(&req),
        service_id: answer.service_id,
        decision: verdict.decision,
        confidence: verdict.confidence,
        reason_codes: verdict.reason_codes,
        risk_flags: verdict.risk_flags,
        evidence: answer.decision.evidence,
        verification_required: verdict.verification_required,
        recommended_user_text: verdict.recommended_user_text,
        ai_generated: false,
        dishes: answer.decision.dishes,
        verification_questions: answer.decision.verification_questions,
        rules_understood: answer.decision.rules_understood,
    }))
}
