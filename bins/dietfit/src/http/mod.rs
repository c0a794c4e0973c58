//! The HTTP layer: one app factory used by `serve` and by the in-process tests.

pub mod answer_cache;
pub mod body;
pub mod error;
pub mod gate;
pub mod gzip;
pub mod handlers;
pub mod middleware;
pub mod openapi;
pub mod openapi_components;
pub mod routes;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceFactory, ServiceRequest, ServiceResponse};
use std::sync::Arc;

use actix_web::{App, web};
use dietfit_storage::Store;

use dietfit_catalog::Catalog;

use crate::config::HttpConfig;

/// Everything the handlers share, built once at start-up.
#[derive(Clone)]
pub struct AppState {
    pub config: HttpConfig,
    pub gate: Arc<gate::AppGate>,
    pub store: Store,
    pub catalog: Arc<Catalog>,
    pub answers: Arc<answer_cache::AnswerCache>,
}

impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState")
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

/// The whole application, ready for `HttpServer::new` or `test::init_service`.
pub fn app(
    state: AppState,
) -> App<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl MessageBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    App::new()
        .app_data(web::Data::new(state.config))
        .app_data(web::Data::from(state.gate))
        .app_data(web::Data::new(state.store))
        .app_data(web::Data::from(state.catalog))
        .app_data(web::Data::from(state.answers))
        .configure(routes::configure)
        .default_service(web::to(routes::not_found))
        .wrap(actix_web::middleware::from_fn(middleware::request_context))
}
