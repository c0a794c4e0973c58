//! POST /v1/enrich/restaurant: match a customer's restaurant to ours. Never
//! decision-bearing: no decision, no recommended_user_text.

use actix_web::{HttpRequest, HttpResponse, web};
use dietfit_contract::{EnrichRequest, ProblemKind};

use crate::catalog::{Catalog, EnrichOutcome};
use crate::http::body::json_body;
use crate::http::error::{ApiError, blocking};
use crate::http::middleware::request_id;

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
