//! `dietfit serve`: migrate, load the bundled fixtures on a first run, then
//! serve until SIGINT/SIGTERM (in-flight requests finish; pools close).

use std::time::Duration;

use actix_web::HttpServer;
use anyhow::Context as _;
use dietfit_auth::{GateConfig, RateLimitConfig};
use dietfit_catalog::CatalogConfig;
use dietfit_storage::StoreConfig;

use crate::cli::{Metering, ServeArgs, kept_index_dir};
use crate::commands::{Failure, open_store};
use crate::config::{Clock, HttpConfig};
use crate::http::{AppSettings, AppState};

pub async fn run(store_config: &StoreConfig, args: ServeArgs, clock: Clock) -> Result<(), Failure> {
    let store = open_store(store_config)?;
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
            "try: curl -s -X POST http://{}/v1/search -H \"X-Service-API-Key: $KEY\" -H 'content-type: application/json' -d '{{\"query\":\"vegan tacos\"}}' (KEY is the key above)",
            args.bind
        );
    }

    let gate = GateConfig {
        limits: RateLimitConfig {
            ip_per_minute: args.ip_limit_per_minute,
            key_per_minute: args.key_limit_per_minute,
        },
        metering: args.metering == Metering::On,
        ..GateConfig::default()
    };
    if !args.trusted_proxies.is_empty() {
        let proxies: Vec<String> = args
            .trusted_proxies
            .iter()
            .map(ToString::to_string)
            .collect();
        log::info!(
            "per-IP limit: X-Forwarded-For trusted from {}",
            proxies.join(", ")
        );
    }
    if !gate.metering {
        log::warn!("metering is off: no limits, no credits (benchmarks only)");
    }
    let settings = AppSettings {
        http: HttpConfig {
            docs_base_url: args.docs_base_url.trim_end_matches('/').to_owned(),
            clock,
            trusted_proxies: args.trusted_proxies.clone(),
            ..HttpConfig::default()
        },
        gate,
        catalog: CatalogConfig {
            record_cache_bytes: args.record_cache_mib.saturating_mul(1024 * 1024),
            index_dir: kept_index_dir(store_config, args.index_dir.as_ref()),
        },
        answer_cache_bytes: args.answer_cache_mib.saturating_mul(1024 * 1024),
    };
    let state =
        AppState::open(store.clone(), settings).context("building the search index failed")?;
    let gate = state.gate.clone();
    let stopping_gate = state.gate.clone();

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
        .with_context(|| format!("cannot listen on {}", args.bind))?
        .run()
        .await
        .context("the server failed")?;
    // Credits leased but unspent go back, so other instances can spend them.
    match stopping_gate.return_all_leases() {
        Ok(returned) => log::info!("gave back {returned} leased credits"),
        Err(error) => log::warn!("leased credits not given back: {error}"),
    }
    log::info!("dietfit stopped");
    Ok(())
}
