//! POST /v1/search: natural-language search, in fast or rich mode.

use actix_web::{HttpRequest, HttpResponse, web};
use dietfit_contract::SearchRequest;

use crate::catalog::Catalog;
use crate::config::HttpConfig;
use crate::http::body::json_body;
use crate::http::error::{ApiError, blocking};
use crate::http::gate::request_mode;
use crate::http::middleware::request_id;

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
    let catalog = catalog.into_inner();
    let response = blocking(move || Ok(catalog.search(&request, mode, now, id)?)).await?;
    Ok(HttpResponse::Ok().json(response))
}
