//! The conservative fit decisions, from the stored evaluations, at "now":
//! POST /v1/decision/restaurant-fit (one restaurant, one profile),
//! POST /v1/decision/group-fit (one restaurant, a table of diners) and
//! POST /v1/decision/batch (one profile, a screen of restaurants).

use actix_web::{HttpRequest, HttpResponse, web};
use dietfit_catalog::{Catalog, DecisionAnswer};
use dietfit_contract::{
    BatchDecisionItem, BatchDecisionRequest, BatchDecisionResponse, BatchItemDecision,
    BatchItemProblem, DecisionRequest, DecisionResponse, GroupDecisionRequest,
    GroupDecisionResponse, Problem, ProblemKind, ProfileDecision,
};
use dietfit_scoring::FitDecision;

use crate::config::HttpConfig;
use crate::http::body::json_body;
use crate::http::error::{ApiError, blocking};
use crate::http::gate::{charge_for_items, request_mode, reserve_for_items};
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
    // From memory on the worker when the catalog holds the restaurant;
    // reading the store waits off the workers.
    let answer = match catalog.decide_in_memory(reference, &request.user_profile, mode, now) {
        Some(answer) => answer,
        None => {
            let catalog = catalog.into_inner();
            let profile = request.user_profile;
            blocking(move || Ok(catalog.decide(reference, &profile, mode, now)?))
                .await?
                .ok_or_else(|| not_found(&request.service_id))?
        }
    };
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

/// One profile's decision as group and batch answers carry it.
fn profile_decision(decision: FitDecision) -> ProfileDecision {
    let verdict = decision.match_for_profile;
    ProfileDecision {
        decision: verdict.decision,
        confidence: verdict.confidence,
        reason_codes: verdict.reason_codes,
        risk_flags: verdict.risk_flags,
        evidence: decision.evidence,
        verification_required: verdict.verification_required,
        recommended_user_text: verdict.recommended_user_text,
        dishes: decision.dishes,
        verification_questions: decision.verification_questions,
        rules_understood: decision.rules_understood,
    }
}

/// Fit decision for a table of diners at one restaurant
///
/// Each profile's decision, in the order of `user_profiles` (the decision
/// route's answer for that profile, without the envelope), the table's
/// answer (`fit` only if every diner fits, `not_fit` if any is rejected,
/// otherwise `unknown`) and the dishes every diner can order. One to eight
/// profiles; costs per diner (docs/auth.md).
#[utoipa::path(
    post,
    path = "/v1/decision/group-fit",
    tag = "decision",
    params(crate::http::openapi_components::ModeHeader),
    request_body(content = dietfit_contract::GroupDecisionRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "The table's decision and each diner's", body = dietfit_contract::GroupDecisionResponse),
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
pub async fn decide_for_table(
    req: HttpRequest,
    payload: web::Payload,
    catalog: web::Data<Catalog>,
    config: web::Data<HttpConfig>,
) -> Result<HttpResponse, ApiError> {
    let request: GroupDecisionRequest = json_body(&req, payload).await?;
    let reference = parse_restaurant_ref("service_id", &request.service_id)?;
    let diners = request.user_profiles.len();
    reserve_for_items(&req, diners).await?;
    let now = config.clock.now();
    let mode = request_mode(&req);
    let catalog = catalog.into_inner();
    let profiles = request.user_profiles;
    let answer = blocking(move || Ok(catalog.decide_for_table(reference, &profiles, mode, now)?))
        .await?
        .ok_or_else(|| not_found(&request.service_id))?;
    charge_for_items(&req, diners);
    Ok(HttpResponse::Ok().json(GroupDecisionResponse {
        service_request_id: request_id(&req),
        service_id: answer.service_id,
        decision: answer.decision,
        dishes: answer.dishes,
        diners: answer.diners.into_iter().map(profile_decision).collect(),
        ai_generated: false,
    }))
}

/// Fit decisions for one profile at several restaurants
///
/// One item per id of `service_ids`, in its order, each carrying the id as
/// sent and a `status`: 200 with the decision route's answer for that
/// restaurant (without the envelope), or 404 with a problem of its own for
/// an id no restaurant has, which does not fail the batch. One to fifty
/// ids, repeats allowed; costs per restaurant answered (docs/auth.md).
#[utoipa::path(
    post,
    path = "/v1/decision/batch",
    tag = "decision",
    params(crate::http::openapi_components::ModeHeader),
    request_body(content = dietfit_contract::BatchDecisionRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "One item per id, in order", body = dietfit_contract::BatchDecisionResponse),
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
pub async fn decide_batch(
    req: HttpRequest,
    payload: web::Payload,
    catalog: web::Data<Catalog>,
    config: web::Data<HttpConfig>,
) -> Result<HttpResponse, ApiError> {
    let request: BatchDecisionRequest = json_body(&req, payload).await?;
    let references = request.restaurant_refs().map_err(ApiError::invalid)?;
    reserve_for_items(&req, references.len()).await?;
    let now = config.clock.now();
    let mode = request_mode(&req);
    let catalog = catalog.into_inner();
    let profile = request.user_profile;
    let answers =
        blocking(move || Ok(catalog.decide_each(&references, &profile, mode, now)?)).await?;
    charge_for_items(&req, answers.iter().flatten().count());
    let items = request
        .service_ids
        .into_iter()
        .zip(answers)
        .map(|(service_id, answer)| batch_item(service_id, answer, &config.docs_base_url))
        .collect();
    Ok(HttpResponse::Ok().json(BatchDecisionResponse {
        service_request_id: request_id(&req),
        items,
        ai_generated: false,
    }))
}

/// One restaurant of a batch: its decision, or the 404 problem the decision
/// route would have answered for it.
fn batch_item(
    service_id: String,
    answer: Option<DecisionAnswer>,
    docs_base_url: &str,
) -> BatchDecisionItem {
    match answer {
        Some(answer) => BatchDecisionItem::Decided(Box::new(BatchItemDecision {
            service_id,
            status: 200,
            decision: profile_decision(answer.decision),
        })),
        None => {
            let detail = not_found(&service_id).detail;
            BatchDecisionItem::Failed(BatchItemProblem {
                problem: Problem::new(ProblemKind::RestaurantNotFound, docs_base_url, detail),
                service_id,
            })
        }
    }
}
