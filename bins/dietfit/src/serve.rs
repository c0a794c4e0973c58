//! `dietfit serve`: migrate, load the bundled fixtures on a first run, then
//! serve until SIGINT/SIGTERM (in-flight requests finish; pools close).

use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

use actix_web::HttpServer;
use dietfit_auth::{CreditLedger, Gate, GateConfig, KeyDirectory, RateLimitConfig};

use crate::auth_store::StoreBackedAuth;
use crate::cli::ServeArgs;
use crate::commands::{Failure, open_store};
use crate::config::{Clock, HttpConfig};
use crate::http::AppState;
use crate::http::answer_cache::{ANSWER_CACHE_BYTES, ANSWER_TIME_TO_LIVE, AnswerCache};

pub async fn run(database_url: &str, args: ServeArgs, clock: Clock) -> Result<(), Failure> {
    let store = open_store(database_url)?;
    if args.no_fixtures {
        log::info!("bundled fixtures switched off");
    } else if let Some(first_run) = crate::first_run::prepare(&store, clock.now())? {
        log::info!(
            "first run: loaded {} bundled restaurants",
            first_run.imported
        );
        // The operator interface asks for this key once, in the log, on the
        // first start only: it is the one secret ever logged.
        log::info!(
            "first run: sandbox API key (shown once): {}",
            first_run.sandbox_key
        );
        log::info!(
            "try: curl -s -X POST http://{}/v1/search -H 'X-Service-API-Key: {}' -H 'content-type: application/json' -d '{{\"query\":\"vegan tacos\"}}'",
            args.bind,
            first_run.sandbox_key
        );
    }

    let auth = Arc::new(StoreBackedAuth::new(store.clone()));
    let gate_config = GateConfig {
        limits: RateLimitConfig {
            ip_per_minute: NonZeroU32::new(args.ip_limit_per_minute).ok_or_else(|| {
                Failure::Usage("--ip-limit-per-minute must be at least 1".to_owned())
            })?,
            key_per_minute: args.key_limit_per_minute.and_then(NonZeroU32::new),
        },
        metering: args.metering == "on",
        ..GateConfig::default()
    };
    if !gate_config.metering {
        log::warn!("metering is off: no limits, no credits (benchmarks only)");
    }
    let gate = Arc::new(Gate::new(
        auth.clone() as Arc<dyn KeyDirectory>,
        auth as Arc<dyn CreditLedger>,
        gate_config,
    ));
    let catalog = dietfit_catalog::Catalog::open(store.clone()).map_err(|err| {
        Failure::Other(anyhow::anyhow!("building the search index failed: {err}"))
    })?;
    let state = AppState {
        config: HttpConfig {
            docs_base_url: args.docs_base_url.trim_end_matches('/').to_owned(),
            clock,
        },
        gate: gate.clone(),
        store: store.clone(),
        catalog,
        answers: Arc::new(AnswerCache::new(ANSWER_CACHE_BYTES, ANSWER_TIME_TO_LIVE)),
    };

    // Forget idle callers in the per-minute limiters now and then.
    actix_web::rt::spawn(async move {
        let mut every_minute = actix_web::rt::time::interval(Duration::from_secs(60));
        loop {
            every_minute.tick().await;
            gate.housekeeping();
        }
    });

    let workers = args
        .workers
        .map(usize::from)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()));
    log::info!(
        "dietfit {} serving {} on http://{} with {workers} workers",
        env!("CARGO_PKG_VERSION"),
        store.database_url(),
        args.bind
    );
    HttpServer::new(move || crate::http::app(state.clone()))
        .workers(workers)
        .shutdown_timeout(30)
        .bind(args.bind)
        .map_err(|err| Failure::Other(anyhow::anyhow!("cannot listen on {}: {err}", args.bind)))?
        .run()
        .await
        .map_err(|err| Failure::Other(err.into()))?;
    log::info!("dietfit stopped");
    Ok(())
}
