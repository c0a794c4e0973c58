//! The actix side of dietfit-auth: around every resource, ask the gate
//! whether the request may proceed, and after the handler charge it (2xx
//! not given again for an `Idempotency-Key`) or refund it, copying the
//! gate's headers onto the response. The mode of `X-Service-Mode` is parsed
//! here once and left in the request extensions.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use actix_web::body::BoxBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{HttpMessage as _, HttpRequest, ResponseError as _, web};
use dietfit_auth::{
    Admission, Admitted, CreditLedger, Denial, FirstLook, Gate, GateRequest, KeyDirectory,
    KeyRecord, Operation,
};
use dietfit_contract::{FieldError, Mode, ProblemKind};
use ipnet::IpNet;

use super::error::ApiError;
use crate::config::HttpConfig;

pub const API_KEY_HEADER: &str = "x-service-api-key";
pub const MODE_HEADER: &str = "x-service-mode";

/// The gate the server runs, over storage-backed key and credit stores.
pub type AppGate = Gate<Arc<dyn KeyDirectory>, Arc<dyn CreditLedger>>;

/// What a resource is metered as; search and the decisions take their mode
/// from `X-Service-Mode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Metered {
    Fixed(Operation),
    Search,
    Decision,
    DecisionBatch,
    GroupDecision,
}

impl Metered {
    fn operation(self, mode: Mode) -> Operation {
        match self {
            Metered::Fixed(operation) => operation,
            Metered::Search => Operation::Search(mode),
            Metered::Decision => Operation::Decision(mode),
            Metered::DecisionBatch => Operation::DecisionBatch(mode),
            Metered::GroupDecision => Operation::GroupDecision(mode),
        }
    }
}

/// The admission of a request priced per item, shared with its handler
/// through the request extensions: the handler reserves for the items the
/// body holds ([`reserve_for_items`]) and records those answered
/// ([`charge_for_items`]); the middleware then charges or refunds it.
#[derive(Clone)]
struct ItemAdmission(Arc<Mutex<Option<Box<Admitted>>>>);

impl ItemAdmission {
    fn lock(&self) -> std::sync::MutexGuard<'_, Option<Box<Admitted>>> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// For a route priced per item, once the body says it holds `items`:
/// weighs a batch for the per-key limit and reserves what the items may
/// cost. A key that cannot pay for them gets 429 `credits_exhausted` (and a
/// batch over the per-key limit 429 `rate_limited`) before any work is
/// done. Does nothing on other routes.
pub async fn reserve_for_items(req: &HttpRequest, items: usize) -> Result<(), ApiError> {
    let Some(slot) = req.extensions().get::<ItemAdmission>().cloned() else {
        return Ok(());
    };
    let (Some(gate), Some(config)) = (
        req.app_data::<web::Data<AppGate>>().cloned(),
        req.app_data::<web::Data<HttpConfig>>().cloned(),
    ) else {
        return Ok(());
    };
    let items = u32::try_from(items).unwrap_or(u32::MAX);
    let now = config.clock.now();
    let Some(mut admitted) = slot.lock().take() else {
        return Ok(());
    };
    let decided = gate.admit_items_without_store(&mut admitted, items, now);
    let decided = match decided {
        Some(decided) => {
            *slot.lock() = Some(admitted);
            decided
        }
        None => {
            // The ledger must lease: off the workers, within the gate's
            // bound. Past it the admission is dropped with the task, which
            // gives its credits back, and the request answers 503.
            let bound = config.gate_store_timeout;
            let deadline = Instant::now() + bound;
            let leasing = web::block(move || {
                (Instant::now() < deadline).then(|| {
                    let decided = gate.admit_items(&mut admitted, items, now);
                    (admitted, decided)
                })
            });
            match actix_web::rt::time::timeout(bound, leasing).await {
                Ok(Ok(Some((admitted, decided)))) => {
                    *slot.lock() = Some(admitted);
                    decided
                }
                Ok(Ok(None)) | Err(_) => Err(Denial::store_timeout(bound)),
                Ok(Err(error)) => return Err(ApiError::internal("gate store work", &error)),
            }
        }
    };
    decided.map_err(denial_error)
}

/// Records that a route priced per item answered `items` items: its 2xx
/// charges those and gives back the rest of what was reserved.
pub fn charge_for_items(req: &HttpRequest, items: usize) {
    if let Some(slot) = req.extensions().get::<ItemAdmission>()
        && let Some(admitted) = slot.lock().as_mut()
    {
        admitted.charge_items(u32::try_from(items).unwrap_or(u32::MAX));
    }
}

/// The problem a gate denial answers with (its headers included).
fn denial_error(denial: Denial) -> ApiError {
    let mut error = ApiError::new(denial.kind, denial.detail);
    if denial.kind.status() >= 500 {
        // Logged with the request's line.
        error.cause = Some(denial.log_line);
    } else {
        log::info!("refused: {}", denial.log_line);
    }
    error.headers = denial.headers;
    error
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

pub const FORWARDED_FOR_HEADER: &str = "x-forwarded-for";

/// The client's address for the per-IP limit: the TCP peer, unless the peer
/// is a trusted proxy; then the right-most `X-Forwarded-For` address that is
/// not itself a trusted proxy (each proxy appends the address it saw, so
/// what lies left of it is the client's to forge). An entry that is not an
/// address ends the walk at the proxy that passed it on.
pub fn client_ip(
    peer: Option<IpAddr>,
    forwarded_for: &[&str],
    trusted_proxies: &[IpNet],
) -> IpAddr {
    let peer = peer.map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |ip| ip.to_canonical());
    let trusted = |ip: &IpAddr| trusted_proxies.iter().any(|network| network.contains(ip));
    let mut client = peer;
    if !trusted(&client) {
        return client;
    }
    let hops = forwarded_for
        .iter()
        .flat_map(|value| value.split(','))
        .collect::<Vec<_>>();
    for hop in hops.into_iter().rev() {
        let Some(hop) = parse_hop(hop) else { break };
        client = hop;
        if !trusted(&client) {
            break;
        }
    }
    client
}

/// One `X-Forwarded-For` entry: an address, possibly with a port
/// (`203.0.113.9:4711`, `[2001:db8::1]:443`).
fn parse_hop(raw: &str) -> Option<IpAddr> {
    let raw = raw.trim();
    raw.parse::<IpAddr>()
        .or_else(|_| raw.parse::<SocketAddr>().map(|addr| addr.ip()))
        .ok()
        .map(|ip| ip.to_canonical())
}

fn request_client_ip(req: &ServiceRequest, trusted_proxies: &[IpNet]) -> IpAddr {
    let forwarded_for: Vec<&str> = if trusted_proxies.is_empty() {
        Vec::new()
    } else {
        req.headers()
            .get_all(FORWARDED_FOR_HEADER)
            .filter_map(|value| value.to_str().ok())
            .collect()
    };
    client_ip(
        req.peer_addr().map(|addr| addr.ip()),
        &forwarded_for,
        trusted_proxies,
    )
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
        client_ip: request_client_ip(&req, &config.trusted_proxies),
        operation: metered.operation(mode),
        now: config.clock.now(),
    });
    let admission = match first_look {
        FirstLook::Decided(decision) => decision,
        FirstLook::NeedsStore(pending) => {
            let bound = config.gate_store_timeout;
            let deadline = Instant::now() + bound;
            // Work still queued when its request has been answered (the
            // pool is busy during an outage) is skipped, not piled onto a
            // store that is coming back.
            let finishing =
                web::block(move || (Instant::now() < deadline).then(|| gate.finish(pending)));
            match actix_web::rt::time::timeout(bound, finishing).await {
                Ok(Ok(Some(decision))) => decision,
                // Past the bound, an admission that still comes is dropped
                // with the task's result: its reservation goes back.
                Ok(Ok(None)) | Err(_) => Err(Denial::store_timeout(bound)),
                Ok(Err(error)) => {
                    return Ok(reject(req, &ApiError::internal("gate store work", &error)));
                }
            }
        }
    };
    let admitted = match admission {
        Ok(Admission::Open) => return next.call(req).await,
        Ok(Admission::Admitted(admitted)) => admitted,
        Err(denial) => return Ok(reject(req, &denial_error(denial))),
    };
    req.extensions_mut()
        .insert(CallerKey(admitted.key().clone()));
    let (mut response, admitted) = if admitted.operation().priced_per_item() {
        let slot = ItemAdmission(Arc::new(Mutex::new(Some(admitted))));
        req.extensions_mut().insert(slot.clone());
        let response = next.call(req).await?;
        let admitted = slot.lock().take();
        (response, admitted)
    } else {
        (next.call(req).await?, Some(admitted))
    };
    // None: the handler's lease outlived its bound and took the admission
    // (and its credits) with it; the answer is a 503.
    let Some(admitted) = admitted else {
        return Ok(response);
    };
    let headers = if !response.status().is_success() {
        admitted.fail()
    } else if super::idempotency::is_replayed(&response) {
        admitted.succeed_without_charge()
    } else {
        admitted.succeed()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::parse_proxy_network;

    fn ip(raw: &str) -> IpAddr {
        raw.parse().unwrap()
    }

    fn networks(raw: &[&str]) -> Vec<IpNet> {
        raw.iter()
            .map(|n| parse_proxy_network(n).unwrap())
            .collect()
    }

    #[test]
    fn forwarded_for_counts_only_from_a_trusted_proxy() {
        let proxies = networks(&["10.0.0.0/8", "2001:db8::1"]);
        let forwarded = ["198.51.100.7"];
        // Untrusted peer: its header is ignored.
        assert_eq!(
            client_ip(Some(ip("203.0.113.9")), &forwarded, &proxies),
            ip("203.0.113.9")
        );
        // No proxies configured: never honoured.
        assert_eq!(
            client_ip(Some(ip("10.1.2.3")), &forwarded, &[]),
            ip("10.1.2.3")
        );
        assert_eq!(
            client_ip(Some(ip("10.1.2.3")), &forwarded, &proxies),
            ip("198.51.100.7")
        );
        assert_eq!(
            client_ip(Some(ip("2001:db8::1")), &forwarded, &proxies),
            ip("198.51.100.7")
        );
        // A trusted peer without the header is the client.
        assert_eq!(
            client_ip(Some(ip("10.1.2.3")), &[], &proxies),
            ip("10.1.2.3")
        );
        // Reached over IPv6 as an IPv4-mapped address.
        assert_eq!(
            client_ip(Some(ip("::ffff:10.1.2.3")), &forwarded, &proxies),
            ip("198.51.100.7")
        );
    }

    #[test]
    fn the_right_most_untrusted_hop_is_the_client_and_forgeries_left_of_it_are_ignored() {
        let proxies = networks(&["10.0.0.0/8"]);
        // The client forged "1.1.1.1"; the first proxy appended what it saw.
        let forwarded = ["1.1.1.1, 198.51.100.7", "10.0.0.5"];
        assert_eq!(
            client_ip(Some(ip("10.0.0.9")), &forwarded, &proxies),
            ip("198.51.100.7")
        );
        // Ports and brackets are accepted.
        assert_eq!(
            client_ip(Some(ip("10.0.0.9")), &["[2001:db8::7]:443"], &proxies),
            ip("2001:db8::7")
        );
        assert_eq!(
            client_ip(Some(ip("10.0.0.9")), &["198.51.100.7:4711"], &proxies),
            ip("198.51.100.7")
        );
        // Garbage stops the walk at the proxy that passed it on.
        assert_eq!(
            client_ip(
                Some(ip("10.0.0.9")),
                &["198.51.100.7, nonsense, 10.0.0.5"],
                &proxies
            ),
            ip("10.0.0.5")
        );
        // Every hop trusted: the left-most one.
        assert_eq!(
            client_ip(Some(ip("10.0.0.9")), &["10.0.0.1, 10.0.0.5"], &proxies),
            ip("10.0.0.1")
        );
    }

    #[test]
    fn proxy_entries_are_addresses_or_networks() {
        assert_eq!(
            parse_proxy_network("10.1.2.3/8").unwrap().to_string(),
            "10.0.0.0/8"
        );
        assert_eq!(
            parse_proxy_network(" 192.0.2.1 ").unwrap().to_string(),
            "192.0.2.1/32"
        );
        assert_eq!(
            parse_proxy_network("2001:db8::/32").unwrap().to_string(),
            "2001:db8::/32"
        );
        for bad in ["", "10.0.0.0/33", "proxy.internal", "10.0.0"] {
            assert!(parse_proxy_network(bad).is_err(), "{bad}");
        }
    }
}
