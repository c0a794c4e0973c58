//! What the gate costs per request, metering on versus off, over the
//! in-memory directory and ledger (the key cache keeps the store off the hot
//! path either way). Plain timing, no harness: `cargo bench -p dietfit-auth`.

use std::hint::black_box;
use std::net::{IpAddr, Ipv4Addr};
use std::num::NonZeroU32;
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use dietfit_auth::memory::{InMemoryKeyDirectory, InMemoryLedger};
use dietfit_auth::{
    Admission, Gate, GateConfig, GateRequest, KeyRecord, Operation, RateLimitConfig, generate_key,
};
use dietfit_contract::Tier;
use time::macros::datetime;

const REQUESTS_PER_THREAD: u32 = 200_000;

type BenchGate = Gate<Arc<InMemoryKeyDirectory>, Arc<InMemoryLedger>>;

fn gate(metering: bool) -> (Arc<BenchGate>, String) {
    let directory = Arc::new(InMemoryKeyDirectory::default());
    let key = generate_key(Tier::Paid).expect("OS random source");
    directory.insert(KeyRecord {
        id: "bench".to_owned(),
        key_hash: key.key_hash,
        display_prefix: key.display_prefix,
        tier: Tier::Paid,
        monthly_limit: Some(i64::MAX / 2),
        revoked_at: None,
    });
    let config = GateConfig {
        metering,
        // High limits: measure the bookkeeping, not refusals.
        limits: RateLimitConfig {
            ip_per_minute: NonZeroU32::MAX,
            key_per_minute: Some(NonZeroU32::MAX),
        },
        ..GateConfig::default()
    };
    let gate = Gate::new(directory, Arc::new(InMemoryLedger::default()), config);
    (Arc::new(gate), key.secret)
}

fn run(metering: bool, threads: u32) -> Duration {
    let (gate, secret) = gate(metering);
    let start = Instant::now();
    let handles: Vec<_> = (0..threads)
        .map(|index| {
            let gate = Arc::clone(&gate);
            let secret = secret.clone();
            thread::spawn(move || {
                let ip = IpAddr::V4(Ipv4Addr::new(
                    10,
                    0,
                    0,
                    u8::try_from(index % 250).unwrap_or(0),
                ));
                for _ in 0..REQUESTS_PER_THREAD {
                    let request = GateRequest {
                        api_key: Some(&secret),
                        client_ip: ip,
                        operation: Operation::RestaurantLookup,
                        now: datetime!(2026-03-10 09:30 UTC),
                    };
                    match gate.admit(request) {
                        Ok(Admission::Admitted(admitted)) => {
                            black_box(admitted.succeed());
                        }
                        other => panic!("unexpected {other:?}"),
                    }
                }
            })
        })
        .collect();
    for handle in handles {
        handle.join().expect("bench thread");
    }
    start.elapsed()
}

fn main() {
    for threads in [1, 2] {
        // Warm up, then alternate to even out noise from other builds.
        run(true, threads);
        run(false, threads);
        let mut on = Duration::ZERO;
        let mut off = Duration::ZERO;
        for _ in 0..3 {
            on += run(true, threads);
            off += run(false, threads);
        }
        let total = f64::from(REQUESTS_PER_THREAD * threads * 3);
        let on_ns = on.as_nanos() as f64 / total;
        let off_ns = off.as_nanos() as f64 / total;
        println!(
            "threads={threads} gate metering on: {on_ns:.0} ns/request, off: {off_ns:.0} ns/request, metering adds {:.0} ns/request",
            on_ns - off_ns
        );
    }
}
