//! The floor for `GET /v1/health`: a bare actix-web server answering the
//! same JSON body with the same worker count and nothing else (no
//! middleware, no application state). `scripts/load.sh --scenarios bare`
//! runs wrk against it and against dietfit in turn, so the ratio says what
//! dietfit's own stack costs on this machine.
//!
//! ```text
//! cargo build --release -p dietfit --example bare_health
//! target/release/examples/bare_health 127.0.0.1:18081 [WORKERS]
//! ```

use actix_web::{App, HttpResponse, HttpServer, web};
use serde::Serialize;

#[derive(Serialize)]
struct Health {
    status: &'static str,
    version: &'static str,
    #[serde(with = "time::serde::rfc3339")]
    timestamp: time::OffsetDateTime,
}

async fn health() -> HttpResponse {
    HttpResponse::Ok().json(Health {
        status: "ok",
        version: env!("CARGO_PKG_VERSION"),
        timestamp: time::OffsetDateTime::now_utc(),
    })
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let bind = args.next().unwrap_or_else(|| "127.0.0.1:18081".to_owned());
    let workers = args
        .next()
        .and_then(|w| w.parse::<usize>().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()));
    HttpServer::new(|| App::new().route("/v1/health", web::get().to(health)))
        .workers(workers)
        .bind(bind)?
        .run()
        .await
}
