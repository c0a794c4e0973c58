//! POST /v1/decision/restaurant-fit: the conservative fit decision for one
//! restaurant and one profile, from the stored evaluation, at "now".

use actix_web::{HttpRequest, HttpResponse, web};
use dietfit_contract::{DecisionRequest, DecisionResponse, Mode};
use dietfit_scoring::{COMPACT_EVIDENCE_MAX, Evaluation};
use dietfit_storage::Store;

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
    params(crate::http::openapi::ModeHeader),
    request_body(content = dietfit_contract::DecisionRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "The decision", body = dietfit_contract::DecisionResponse),
        (status = 400, response = crate::http::openapi::InvalidRequest),
        (status = 401, response = crate::http::openapi::Unauthorized),
        (status = 404, response = crate::http::openapi::RestaurantNotFound),
        (status = 405, response = crate::http::openapi::MethodNotAllowed),
        (status = 413, response = crate::http::openapi::PayloadTooLarge),
        (status = 415, response = crate::http::openapi::UnsupportedMediaType),
        (status = 429, response = crate::http::openapi::TooManyRequests),
        (status = 500, response = crate::http::openapi::InternalError),
        (status = 503, response = crate::http::openapi::StoreUnavailable),
    ),
    security(("service_api_key" = []))
)]
pub async fn decide(
    req: HttpRequest,
    payload: web::Payload,
    store: web::Data<Store>,
    config: web::Data<HttpConfig>,
) -> Result<HttpResponse, ApiError> {
    let request: DecisionRequest = json_body(&req, payload).await?;
    let reference = parse_restaurant_ref("service_id", &request.service_id)?;
    let now = config.clock.now();
    let mode = request_mode(&req);
    let store = store.into_inner();
    let service_id = request.service_id.clone();
    let stored = blocking(move || Ok(store.get_restaurant(reference.place_id())?))
        .await?
        .ok_or_else(|| not_found(&service_id))?;
    let evaluation: Evaluation = serde_json::from_str(&stored.evaluation_json)
        .map_err(|err| ApiError::internal("stored evaluation unreadable", err))?;
    let decision = dietfit_scoring::decide(&evaluation, &request.user_profile, now);
    let mut evidence = decision.evidence;
    if mode == Mode::Fast {
        // Fast mode: pointers only, a few of them.
        evidence.truncate(COMPACT_EVIDENCE_MAX);
        for item in &mut evidence {
            item.excerpt = None;
            item.paraphrase_method = None;
        }
    }
    let verdict = decision.match_for_profile;
    Ok(HttpResponse::Ok().json(DecisionResponse {
        service_request_id: request_id(&req),
        service_id: stored.service_id,
        decision: verdict.decision,
        confidence: verdict.confidence,
        reason_codes: verdict.reason_codes,
        risk_flags: verdict.risk_flags,
        evidence,
        verification_required: verdict.verification_required,
        recommended_user_text: verdict.recommended_user_text,
        ai_generated: false,
    }))
}
