//! The middleware every request passes: a `service_request_id`, one log line
//! (method, path, status, latency, id), problem rendering with the request's
//! context; and, around every route, a panic turned into a 500 problem.

use std::panic::AssertUnwindSafe;
use std::time::Instant;

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{HttpMessage as _, ResponseError as _, web};
use dietfit_contract::ProblemKind;
use futures_util::FutureExt as _;

use super::error::{ApiError, ErrorToRender, ProblemContext, problem_response};
use crate::config::HttpConfig;

pub const REQUEST_ID_HEADER: &str = "x-request-id";

/// A fresh request id: `req_` and 32 hex digits.
pub fn new_request_id() -> String {
    format!("req_{}", uuid::Uuid::new_v4().simple())
}

/// The request id the middleware assigned to this request.
pub fn request_id(req: &actix_web::HttpRequest) -> String {
    req.extensions()
        .get::<ProblemContext>()
        .map(|context| context.request_id.clone())
        .unwrap_or_else(new_request_id)
}

/// App-level: assigns the request id, renders problems with the request's
/// context, adds the `x-request-id` header and writes the one log line.
pub async fn request_context(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let started = Instant::now();
    let request_id = new_request_id();
    let docs_base_url = req
        .app_data::<web::Data<HttpConfig>>()
        .map(|config| config.docs_base_url.clone())
        .unwrap_or_else(|| crate::config::DEFAULT_DOCS_BASE_URL.to_owned());
    req.extensions_mut().insert(ProblemContext {
        docs_base_url,
        request_id: request_id.clone(),
    });
    let method = req.method().clone();
    let path = req.path().to_owned();

    let mut cause = None;
    let mut response = match next.call(req).await {
        Ok(response) => {
            let rendered = response
                .response()
                .extensions()
                .get::<ErrorToRender>()
                .map(|marker| {
                    cause.clone_from(&marker.0.cause);
                    problem_response(response.request(), &marker.0)
                });
            match rendered {
                Some(problem) => response.into_response(problem),
                None => response.map_into_boxed_body(),
            }
        }
        Err(error) => {
            let status = error.as_response_error().status_code();
            log::warn!(
                "{method} {path} {} req={request_id}: {error}",
                status.as_u16()
            );
            return Err(error);
        }
    };
    if let Ok(value) = HeaderValue::from_str(&request_id) {
        response
            .headers_mut()
            .insert(HeaderName::from_static(REQUEST_ID_HEADER), value);
    }
    let status = response.status();
    let latency_ms = started.elapsed().as_secs_f64() * 1000.0;
    if status.is_server_error() {
        // The one line of a failed request, with what failed and why.
        let cause = cause.map(|cause| format!(": {cause}")).unwrap_or_default();
        let line = format!(
            "{method} {path} {} {latency_ms:.2}ms req={request_id}{cause}",
            status.as_u16()
        );
        if status == StatusCode::SERVICE_UNAVAILABLE {
            log::warn!("{line}");
        } else {
            log::error!("{line}");
        }
    } else {
        log::info!(
            "{method} {path} {} {latency_ms:.2}ms req={request_id}",
            status.as_u16()
        );
    }
    Ok(response)
}

/// Resource-level (after routing, which needs the request uniquely owned):
/// a panicking handler becomes a 500 problem and a log line (written by
/// [`request_context`]), not a dropped connection.
pub async fn catch_panic(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let http_request = req.request().clone();
    match AssertUnwindSafe(next.call(req)).catch_unwind().await {
        Ok(result) => result.map(ServiceResponse::map_into_boxed_body),
        Err(panic) => {
            let message = panic
                .downcast_ref::<&str>()
                .map(|s| (*s).to_owned())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "non-string panic payload".to_owned());
            let error = ApiError {
                cause: Some(format!("panic in the handler: {message}")),
                ..ApiError::new(
                    ProblemKind::Internal,
                    "The service failed to answer; retry later.",
                )
            };
            // Rendered and logged by `request_context`.
            Ok(ServiceResponse::new(http_request, error.error_response()))
        }
    }
}
