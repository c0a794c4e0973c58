//! GET /v1/restaurants/{id}: the detail record, by service_place_id (UUID)
//! or by service_id (`rst_…`). A key is required (see docs/api-decisions.md).

use actix_web::{HttpResponse, web};
use dietfit_contract::{FieldError, ProblemKind, RESTAURANT_ID_SHAPES, RestaurantRef};
use dietfit_storage::Store;

use crate::http::error::{ApiError, blocking};

/// Parses either id shape; anything else is a 400 naming the field.
pub fn parse_restaurant_ref(field: &str, raw: &str) -> Result<RestaurantRef, ApiError> {
    RestaurantRef::parse(raw).ok_or_else(|| ApiError::invalid_field(field, RESTAURANT_ID_SHAPES))
}

pub fn not_found(raw: &str) -> ApiError {
    ApiError::new(
        ProblemKind::RestaurantNotFound,
        format!("no restaurant {raw}"),
    )
}

/// Restaurant detail record
///
/// The tier-filtered detail record, by `service_place_id` (UUID) or by the
/// public `service_id` (`rst_` and 32 hex digits) of search and enrich.
#[utoipa::path(
    get,
    path = "/v1/restaurants/{service_place_id}",
    tag = "discovery",
    params(
        ("service_place_id" = String, Path,
            description = "A service_place_id (UUID) or a service_id (`rst_` and 32 hex digits)",
            pattern = "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|rst_[0-9a-fA-F]{32})$"),
    ),
    responses(
        (status = 200, description = "The detail record", body = dietfit_contract::RestaurantDetail),
        (status = 400, response = crate::http::openapi_components::InvalidRequest),
        (status = 401, response = crate::http::openapi_components::Unauthorized),
        (status = 404, response = crate::http::openapi_components::RestaurantNotFound),
        (status = 405, response = crate::http::openapi_components::MethodNotAllowed),
        (status = 429, response = crate::http::openapi_components::TooManyRequests),
        (status = 500, response = crate::http::openapi_components::InternalError),
        (status = 503, response = crate::http::openapi_components::StoreUnavailable),
    ),
    security(("service_api_key" = []))
)]
pub async fn get_restaurant(
    store: web::Data<Store>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let raw = path.into_inner();
    let reference = RestaurantRef::parse(&raw).ok_or_else(|| {
        ApiError::invalid_parameters(vec![FieldError::new(
            "service_place_id",
            RESTAURANT_ID_SHAPES,
        )])
    })?;
    let store = store.into_inner();
    let stored = blocking(move || Ok(store.get_restaurant(reference.place_id())?)).await?;
    let stored = stored.ok_or_else(|| not_found(&raw))?;
    Ok(HttpResponse::Ok().json(stored.detail))
}
