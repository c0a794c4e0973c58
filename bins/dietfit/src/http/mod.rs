//! The HTTP layer: one app factory used by `serve` and by the in-process tests.

pub mod body;
pub mod error;
pub mod middleware;
pub mod routes;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::{App, web};

use crate::config::HttpConfig;

/// The whole application, ready for `HttpServer::new` or `test::init_service`.
pub fn app(
    config: HttpConfig,
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
        .app_data(web::Data::new(config))
        .configure(routes::configure)
        .default_service(web::to(routes::not_found))
        .wrap(actix_web::middleware::from_fn(middleware::request_context))
}
