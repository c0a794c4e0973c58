//! The HTTP layer: one app factory used by `serve` and by the in-process tests.

pub mod answer_cache;
pub mod body;
pub mod error;
pub mod gate;
pub mod gzip;
pub mod handlers;
pub mod idempotency;
pub mod middleware;
pub mod openapi;
pub mod openapi_components;
pub mod routes;

use std::sync::{Arc, Weak};
use std::time::Duration;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::{App, web};
use dietfit_auth::{CreditLedger, Gate, GateConfig, KeyDirectory, REVOCATION_CHECK_INTERVAL};
use dietfit_catalog::{Catalog, CatalogConfig, CatalogError};
use dietfit_storage::Store;

use crate::auth_store::StoreBackedAuth;
use crate::config::HttpConfig;
use answer_cache::{ANSWER_CACHE_BYTES, ANSWER_TIME_TO_LIVE, AnswerCache};

/// What the app is built with besides its store: from the settings in
/// `serve`, from defaults and a test's choices in the in-process tests.
#[derive(Debug, Clone)]
pub struct AppSettings {
    pub http: HttpConfig,
    pub gate: GateConfig,
    pub catalog: CatalogConfig,
    /// Serialised search answers kept at most, in bytes.
    pub answer_cache_bytes: usize,
}

impl Default for AppSettings {
    fn default() -> AppSettings {
        AppSettings {
            http: HttpConfig::default(),
            gate: GateConfig::default(),
            catalog: CatalogConfig::default(),
            answer_cache_bytes: ANSWER_CACHE_BYTES,
        }
    }
}

/// Everything the handlers share, built once at start-up.
#[derive(Clone)]
pub struct AppState {
    pub config: HttpConfig,
    pub gate: Arc<gate::AppGate>,
    pub store: Store,
    pub catalog: Arc<Catalog>,
    pub answers: Arc<answer_cache::AnswerCache>,
    pub idempotency_keys: Arc<idempotency::IdempotencyKeys>,
}

impl AppState {
    /// Everything the handlers share, over one store: the gate over its keys
    /// and credits, the catalog (its index built now, from the whole store)
    /// and the answer cache. The one way the app is built.
    pub fn open(store: Store, settings: AppSettings) -> Result<AppState, CatalogError> {
        let auth = Arc::new(StoreBackedAuth::new(store.clone()));
        let gate = Gate::new(
            auth.clone() as Arc<dyn KeyDirectory>,
            auth as Arc<dyn CreditLedger>,
            settings.gate,
        );
        let gate = Arc::new(gate);
        follow_revocations(Arc::downgrade(&gate));
        return_idle_leases(Arc::downgrade(&gate));
        Ok(AppState {
            config: settings.http,
            gate,
            catalog: Catalog::open(store.clone(), settings.catalog)?,
            answers: Arc::new(AnswerCache::new(
                settings.answer_cache_bytes,
                ANSWER_TIME_TO_LIVE,
            )),
            idempotency_keys: Arc::new(idempotency::IdempotencyKeys::new(store.clone())),
            store,
        })
    }
}

/// Reads the revocation watermark every [`REVOCATION_CHECK_INTERVAL`] on a
/// thread of its own, so a revoked key stops working here within
/// `dietfit_auth::REVOCATION_BOUND` (what `keys revoke` waits out) and a slow
/// store never holds up a request. The thread ends with the gate.
fn follow_revocations(gate: Weak<gate::AppGate>) {
    let spawned = std::thread::Builder::new()
        .name("dietfit-revocations".to_owned())
        .spawn(move || {
            let mut failing = false;
            while let Some(gate) = gate.upgrade() {
                match gate.check_revocations() {
                    Ok(()) if failing => {
                        log::info!("revocation checks answer again");
                        failing = false;
                    }
                    Ok(()) => {}
                    // Once per outage: until checks answer again, keys are
                    // read from the store on every request.
                    Err(error) if !failing => {
                        log::warn!("revocation check failed, cached keys unused: {error}");
                        failing = true;
                    }
                    Err(_) => {}
                }
                drop(gate);
                std::thread::sleep(REVOCATION_CHECK_INTERVAL);
            }
        });
    if let Err(error) = spawned {
        // Without the thread no check ever vouches for the cache: every
        // request reads its key from the store, which is slower but correct.
        log::warn!("revocation checks not started ({error}); keys are read per request");
    }
}

/// How often idle keys' unspent credit leases are given back.
const LEASE_RETURN_INTERVAL: Duration = Duration::from_secs(1);

/// Gives back, every [`LEASE_RETURN_INTERVAL`] on a thread of its own, the
/// credits leased for keys idle here for `dietfit_auth::IDLE_LEASE_RETURN`,
/// so other instances can spend them. The thread ends with the gate.
fn return_idle_leases(gate: Weak<gate::AppGate>) {
    let spawned = std::thread::Builder::new()
        .name("dietfit-leases".to_owned())
        .spawn(move || {
            let mut failing = false;
            while let Some(gate) = gate.upgrade() {
                match gate.return_idle_leases() {
                    Ok(_) if failing => {
                        log::info!("credit leases are given back again");
                        failing = false;
                    }
                    Ok(_) => {}
                    // Once per outage; the credits stay leased here meanwhile.
                    Err(error) if !failing => {
                        log::warn!("giving back idle credit leases failed: {error}");
                        failing = true;
                    }
                    Err(_) => {}
                }
                drop(gate);
                std::thread::sleep(LEASE_RETURN_INTERVAL);
            }
        });
    if let Err(error) = spawned {
        // Leases then stay counted as used until the server stops.
        log::warn!("idle credit leases will not be given back ({error})");
    }
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
        .app_data(web::Data::from(state.idempotency_keys))
        .configure(routes::configure)
        .default_service(web::to(routes::not_found))
        .wrap(actix_web::middleware::from_fn(middleware::request_context))
}
