//! `dietfit serve`: bind, serve until SIGINT/SIGTERM, finish in-flight requests.

use actix_web::HttpServer;

use crate::cli::ServeArgs;
use crate::config::{Clock, HttpConfig};

pub async fn run(args: ServeArgs, clock: Clock) -> anyhow::Result<()> {
    let config = HttpConfig {
        docs_base_url: args.docs_base_url.trim_end_matches('/').to_owned(),
        clock,
    };
    let workers = args
        .workers
        .map(usize::from)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()));
    log::info!(
        "dietfit {} listening on http://{} with {workers} workers",
        env!("CARGO_PKG_VERSION"),
        args.bind
    );
    // Transitional until storage lands: no key directory yet.
    let gate = std::sync::Arc::new(dietfit_auth::Gate::new(
        std::sync::Arc::new(dietfit_auth::memory::InMemoryKeyDirectory::default())
            as std::sync::Arc<dyn dietfit_auth::KeyDirectory>,
        std::sync::Arc::new(dietfit_auth::memory::InMemoryLedger::default())
            as std::sync::Arc<dyn dietfit_auth::CreditLedger>,
        dietfit_auth::GateConfig::default(),
    ));
    let state = crate::http::AppState { config, gate };
    HttpServer::new(move || crate::http::app(state.clone()))
        .workers(workers)
        .shutdown_timeout(30)
        .bind(args.bind)
        .map_err(|err| anyhow::anyhow!("cannot listen on {}: {err}", args.bind))?
        .run()
        .await?;
    log::info!("dietfit stopped");
    Ok(())
}
