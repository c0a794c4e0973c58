//! Route table and the handlers that need no data. Handlers parse, call the
//! crates and convert; no business rule lives here.

use actix_web::body::BoxBody;
use actix_web::dev::ServiceRequest;
use actix_web::http::{Method, header};
use actix_web::middleware::{Next, from_fn};
use actix_web::{HttpRequest, HttpResponse, web};
use dietfit_contract::{Health, ProblemKind};

use super::error::ApiError;
use super::gate::Metered;
use super::handlers;
use crate::config::HttpConfig;
use dietfit_auth::Operation;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(resource("/v1/health", &[Method::GET], None).route(web::get().to(health)))
        .service(
            resource(
                "/v1/search",
                &[Method::POST, Method::GET],
                Some((Method::POST, Metered::Search)),
            )
            .route(web::post().to(handlers::search::search))
            .route(web::get().to(retired_search)),
        )
        .service(
            resource("/v1/refresh/{service_place_id}", &[Method::POST], None)
                .route(web::post().to(retired_refresh)),
        )
        .service(
            resource("/v1/openapi.json", &[Method::GET], None)
                .route(web::get().to(super::openapi::openapi_document)),
        )
        .service(
            resource("/v1/metadata", &[Method::GET], None)
                .route(web::get().to(handlers::metadata::get_metadata)),
        )
        .service(
            resource(
                "/v1/restaurants/{service_place_id}",
                &[Method::GET],
                Some((Method::GET, Metered::Fixed(Operation::RestaurantLookup))),
            )
            .route(web::get().to(handlers::restaurants::get_restaurant)),
        )
        .service(
            resource(
                "/v1/decision/restaurant-fit",
                &[Method::POST],
                Some((Method::POST, Metered::Decision)),
            )
            .route(web::post().to(handlers::decision::decide)),
        )
        .service(
            resource(
                "/v1/decision/group-fit",
                &[Method::POST],
                Some((Method::POST, Metered::GroupDecision)),
            )
            .route(web::post().to(handlers::decision::decide_for_table)),
        )
        .service(
            resource(
                "/v1/decision/batch",
                &[Method::POST],
                Some((Method::POST, Metered::DecisionBatch)),
            )
            .route(web::post().to(handlers::decision::decide_batch)),
        )
        .service(
            resource(
                "/v1/enrich/restaurant",
                &[Method::POST],
                Some((Method::POST, Metered::Fixed(Operation::Enrich))),
            )
            .route(web::post().to(handlers::enrich::enrich)),
        )
        .service(
            resource(
                "/v1/changes",
                &[Method::GET],
                Some((Method::GET, Metered::Fixed(Operation::Changes))),
            )
            .route(web::get().to(handlers::changes::list_changes)),
        );
}

/// A resource whose other methods get 405 with an `Allow` header, whose
/// handlers' panics become 500 problems, and whose `metered` method (if any)
/// passes the gate: key, limits, credits and the rate-limit headers; a
/// metered POST also honours `Idempotency-Key` (`super::idempotency`).
pub fn resource(
    path: &str,
    allowed: &'static [Method],
    metered: Option<(Method, Metered)>,
) -> actix_web::Resource<
    impl actix_web::dev::ServiceFactory<
        actix_web::dev::ServiceRequest,
        Config = (),
        Response = actix_web::dev::ServiceResponse<actix_web::body::BoxBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    web::resource(path)
        .default_service(web::to(move || async move {
            let allow = allowed
                .iter()
                .map(Method::as_str)
                .collect::<Vec<_>>()
                .join(", ");
            Err::<HttpResponse, _>(
                ApiError::new(
                    ProblemKind::MethodNotAllowed,
                    format!("this route accepts {allow}"),
                )
                .with_header(header::ALLOW.as_str(), allow),
            )
        }))
        .wrap(from_fn(super::middleware::catch_panic))
        // Inside the gate: it needs the caller's key, and the gate charges
        // nothing for an answer it gives again.
        .wrap(from_fn(super::idempotency::idempotent))
        .wrap(from_fn(move |req: ServiceRequest, next: Next<BoxBody>| {
            let metered = metered.clone();
            async move {
                match metered {
                    Some((method, operation)) if *req.method() == method => {
                        super::gate::meter(operation, req, next).await
                    }
                    _ => next.call(req).await,
                }
            }
        }))
}

/// Unknown routes.
pub async fn not_found(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    Err(ApiError::new(
        ProblemKind::NotFound,
        format!("no route {} {}", req.method(), req.path()),
    ))
}

async fn health(config: web::Data<HttpConfig>) -> HttpResponse {
    let _ = &config;
    HttpResponse::Ok().json(Health {
        status: "ok".to_owned(),
        version: env!("CARGO_PKG_VERSION").to_owned(),
        timestamp: time::OffsetDateTime::now_utc(),
    })
}

async fn retired_search() -> Result<HttpResponse, ApiError> {
    Err(ApiError::new(
        ProblemKind::EndpointGone,
        "GET /v1/search is retired: use POST /v1/search with a JSON body.",
    ))
}

async fn retired_refresh() -> Result<HttpResponse, ApiError> {
    Err(ApiError::new(
        ProblemKind::EndpointGone,
        "POST /v1/refresh/{service_place_id} is retired and has no replacement.",
    ))
}
