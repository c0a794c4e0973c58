//! The actix side of dietfit-auth: around every resource, ask the gate
//! whether the request may proceed, and after the handler charge it (2xx)
//! or refund it, copying the gate's headers onto the response. The mode of
//! `X-Service-Mode` is parsed here once and left in the request extensions.

use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;

use actix_web::body::BoxBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{HttpMessage as _, HttpRequest, ResponseError as _, web};
use dietfit_auth::{
    Admission, CreditLedger, Denial, FirstLook, Gate, GateRequest, KeyDirectory, KeyRecord,
    Operation,
};
use dietfit_contract::{FieldError, Mode, ProblemKind};

use super::error::ApiError;
use crate::config::HttpConfig;

pub const API_KEY_HEADER: &str = "x-service-api-key";
pub const MODE_HEADER: &str = "x-service-mode";

/// The gate the server runs, over storage-backed key and credit stores.
pub type AppGate = Gate<Arc<dyn KeyDirectory>, Arc<dyn CreditLedger>>;

/// What a resource is metered as; search and decision take their mode from
/// `X-Service-Mode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Metered {
    Fixed(Operation),
    Search,
    Decision,
}

impl Metered {
    fn operation(self, mode: Mode) -> Operation {
        match self {
            Metered::Fixed(operation) => operation,
            Metered::Search => Operation::Search(mode),
            Metered::Decision => Operation::Decision(mode),
        }
    }
}

/// The request's mode (default rich), as parsed by the gate middleware.
#[derive(Debug, Clone, Copy)]
pub struct RequestMode(pub Mode);

/// The verified key of an authenticated request.
#[derive(Debug, Clone)]
pub struct CallerKey(pub KeyRecord);

/// The mode the middleware parsed; rich when the route is not metered.
pub fn request_mode(req: &HttpRequest) -> Mode {
    req.extensions()
        .get::<RequestMode>()
        .map_or(Mode::Rich, |mode| mode.0)
}

fn parse_mode(req: &ServiceRequest) -> Result<Mode, ApiError> {
    let Some(value) = req.headers().get(MODE_HEADER) else {
        return Ok(Mode::default());
    };
    value
        .to_str()
        .ok()
        .and_then(|raw| raw.trim().parse::<Mode>().ok())
        .ok_or_else(|| {
            let mut error = ApiError::new(
                ProblemKind::InvalidParameter,
                "X-Service-Mode must be fast or rich",
            );
            error.errors = vec![FieldError::new("X-Service-Mode", "must be fast or rich")];
            error
        })
}

/// The client's address: the TCP peer. dietfit does not trust forwarding
/// headers (see docs/auth.md): behind a proxy, per-IP limits see the proxy.
fn client_ip(req: &ServiceRequest) -> IpAddr {
    req.peer_addr()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |addr| addr.ip())
}

/// Resource middleware: admit, run the handler, then charge or refund. The
/// store calls admission may need (a key not cached, a credit lease) run on
/// the blocking pool within [`HttpConfig::gate_store_timeout`], so a slow
/// store never holds up a worker and what else it serves (health included).
pub async fn meter(
    metered: Metered,
    req: ServiceRequest,
    next: Next<BoxBody>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let mode = match parse_mode(&req) {
        Ok(mode) => mode,
        Err(error) => return Ok(reject(req, &error)),
    };
    req.extensions_mut().insert(RequestMode(mode));
    let (Some(gate), Some(config)) = (
        req.app_data::<web::Data<AppGate>>().cloned(),
        req.app_data::<web::Data<HttpConfig>>().cloned(),
    ) else {
        // Wiring error: a metered route in an app without a gate.
        let error = ApiError {
            cause: Some("gate middleware: no gate configured".to_owned()),
            ..ApiError::new(
                ProblemKind::Internal,
                "The service failed to answer; retry later.",
            )
        };
        return Ok(reject(req, &error));
    };
    let api_key = req
        .headers()
        .get(API_KEY_HEADER)
        .map(|value| value.to_str().unwrap_or("\u{0}").to_owned());
    let first_look = gate.admit_without_store(GateRequest {
        api_key: api_key.as_deref(),
        client_ip: client_ip(&req),
        operation: metered.operation(mode),
        now: config.clock.now(),
    });
    let admission = match first_look {
        FirstLook::Decided(decision) => decision,
        FirstLook::NeedsStore(pending) => {
            let bound = config.gate_store_timeout;
            let finishing = web::block(move || gate.finish(pending));
            match actix_web::rt::time::timeout(bound, finishing).await {
                Ok(Ok(decision)) => decision,
                Ok(Err(error)) => {
                    return Ok(reject(req, &ApiError::internal("gate store work", &error)));
                }
                // The admission, should it still come, is dropped with the
                // task's result: its reservation goes back to the balance.
                Err(_elapsed) => Err(Denial::store_timeout(bound)),
            }
        }
    };
    let admitted = match admission {
        Ok(Admission::Open) => return next.call(req).await,
        Ok(Admission::Admitted(admitted)) => admitted,
        Err(denial) => {
            let mut error = ApiError::new(denial.kind, denial.detail);
            if denial.kind.status() >= 500 {
                // Logged with the request's line.
                error.cause = Some(denial.log_line);
            } else {
                log::info!("refused: {}", denial.log_line);
            }
            error.headers = denial.headers;
            return Ok(reject(req, &error));
        }
    };
    req.extensions_mut()
        .insert(CallerKey(admitted.key().clone()));
    let mut response = next.call(req).await?;
    let headers = if response.status().is_success() {
        admitted.succeed()
    } else {
        admitted.fail()
    };
    for (name, value) in headers {
        if let (Ok(name), Ok(value)) = (HeaderName::try_from(name), HeaderValue::try_from(value)) {
            response.headers_mut().insert(name, value);
        }
    }
    Ok(response)
}

/// Answers the request with the error; `request_context` renders and logs it.
fn reject(req: ServiceRequest, error: &ApiError) -> ServiceResponse<BoxBody> {
    let (http_request, _payload) = req.into_parts();
    ServiceResponse::new(http_request, error.error_response())
}
