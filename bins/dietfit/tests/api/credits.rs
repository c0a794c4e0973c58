//! Monthly credits on real databases: the storage-backed ledger under
//! concurrency, several server instances sharing it, and a restart.

use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use dietfit::auth_store::{StoreBackedAuth, key_record};
use dietfit::commands::create_key;
use dietfit_auth::conformance::{
    leases_flow_between_instances, ledger_never_overspends, meters_never_overspend,
};
use dietfit_auth::{
    Admission, CreditLedger, CreditMeter, Gate, GateConfig, GateRequest, KeyDirectory, MeterConfig,
    Operation, RateLimitConfig, month_of,
};
use dietfit_contract::{Mode, Tier};
use dietfit_storage::Store;
use dietfit_storage::test_util::TestDatabase;

use crate::support::{NOW, TestApp, post_json};

fn on_both_backends(test: impl Fn(&Store)) {
    let sqlite = TestDatabase::sqlite();
    test(&sqlite.open().expect("sqlite"));
    if let Some(postgres) = TestDatabase::postgres() {
        test(&postgres.open().expect("postgres"));
    }
}

fn paid_key(store: &Store, credits: u64) -> (String, dietfit_auth::KeyRecord) {
    let (secret, id) = create_key(store, Tier::Paid, Some(credits), None, NOW).unwrap();
    let stored = store.get_key(id).unwrap().unwrap();
    (secret, key_record(stored))
}

#[test]
fn the_ledger_never_overspends_under_50_threads() {
    on_both_backends(|store| {
        let (_, key) = paid_key(store, 120);
        let ledger = Arc::new(StoreBackedAuth::new(store.clone()));
        let run = ledger_never_overspends(ledger, &key.id, &month_of(NOW), 50, 120).unwrap();
        assert_eq!(run.granted, 120);
    });
}

#[test]
fn two_instances_sharing_the_database_never_overspend() {
    on_both_backends(|store| {
        let (_, key) = paid_key(store, 333);
        let ledger = Arc::new(StoreBackedAuth::new(store.clone()));
        let run = meters_never_overspend(ledger, &key, 2, 50, 3, NOW).unwrap();
        assert!(run.granted <= 333 && run.granted > 0, "{run:?}");
    });
}

#[test]
fn fifty_parallel_requests_through_the_gate_never_pass_the_limit() {
    on_both_backends(|store| {
        let (secret, _) = paid_key(store, 100);
        let auth = Arc::new(StoreBackedAuth::new(store.clone()));
        let unlimited_rates = RateLimitConfig {
            ip_per_minute: std::num::NonZeroU32::new(1_000_000).unwrap(),
            key_per_minute: std::num::NonZeroU32::new(1_000_000),
        };
        let gate = Arc::new(Gate::new(
            auth.clone() as Arc<dyn KeyDirectory>,
            auth as Arc<dyn CreditLedger>,
            GateConfig {
                limits: unlimited_rates,
                ..GateConfig::default()
            },
        ));
        let served = Arc::new(AtomicI64::new(0));
        let threads: Vec<_> = (0..50)
            .map(|_| {
                let (gate, served, secret) = (gate.clone(), served.clone(), secret.clone());
                std::thread::spawn(move || {
                    // Each thread sends rich searches (5 credits) until refused.
                    loop {
                        let admitted = gate.admit(GateRequest {
                            api_key: Some(&secret),
                            client_ip: IpAddr::V4(Ipv4Addr::LOCALHOST),
                            operation: Operation::Search(Mode::Rich),
                            now: NOW,
                        });
                        match admitted {
                            Ok(Admission::Admitted(admitted)) => {
                                let _ = admitted.succeed();
                                served.fetch_add(1, Ordering::SeqCst);
                            }
                            Ok(Admission::Open) => panic!("search is metered"),
                            Err(denial) => {
                                assert_eq!(denial.status(), 429, "{}", denial.log_line);
                                return;
                            }
                        }
                    }
                })
            })
            .collect();
        for thread in threads {
            thread.join().expect("worker");
        }
        assert_eq!(
            served.load(Ordering::SeqCst),
            20,
            "100 credits buy exactly 20 rich searches"
        );
        let key_id = store
            .find_key_by_hash(&dietfit_auth::hash_secret(&secret))
            .unwrap()
            .unwrap()
            .id;
        assert!(store.usage(key_id, &month_of(NOW)).unwrap() <= 100);
    });
}

#[test]
fn credits_survive_a_restart() {
    on_both_backends(|store| {
        let (_, key) = paid_key(store, 120);
        let ledger = Arc::new(StoreBackedAuth::new(store.clone()));
        let spend = |meter: &CreditMeter<Arc<StoreBackedAuth>>| {
            let mut spent = 0;
            while let Ok(reservation) = meter.reserve(&key, 1, NOW) {
                reservation.commit();
                spent += 1;
                if spent == 30 {
                    break;
                }
            }
            spent
        };
        // The first process spends 30 of a 50-credit lease, then stops.
        let first = CreditMeter::new(ledger.clone(), MeterConfig::default());
        assert_eq!(spend(&first), 30);
        drop(first);
        let used_after_restart = ledger.used(&key.id, &month_of(NOW)).unwrap();
        assert!(
            used_after_restart >= 30,
            "spent credits are in the database: {used_after_restart}"
        );
        // The next process continues from the stored count and still stops at the limit.
        let second = CreditMeter::new(ledger.clone(), MeterConfig::default());
        let mut total = 30;
        while let Ok(reservation) = second.reserve(&key, 1, NOW) {
            reservation.commit();
            total += 1;
        }
        assert!(
            total <= 120,
            "never past the limit across a restart: {total}"
        );
        assert!(
            total >= 120 - 50,
            "at most one lease is lost at a restart: {total}"
        );
        assert!(ledger.used(&key.id, &month_of(NOW)).unwrap() <= 120);
    });
}

#[test]
fn a_small_key_is_not_stranded_in_another_instance() {
    on_both_backends(|store| {
        for limit in [100, 1_000] {
            let (_, key) = paid_key(store, limit);
            let ledger = Arc::new(StoreBackedAuth::new(store.clone()));
            let run = leases_flow_between_instances(ledger, &key, NOW).unwrap();
            assert_eq!(run.granted, i64::try_from(limit).unwrap());
        }
    });
}

#[test]
fn giving_back_takes_only_what_is_recorded() {
    on_both_backends(|store| {
        let (_, key) = paid_key(store, 100);
        let id = uuid::Uuid::try_parse(&key.id).unwrap();
        let month = month_of(NOW);
        assert_eq!(
            store.consume_credits(id, &month, 30, Some(100)).unwrap(),
            Some(30)
        );
        assert_eq!(store.release_credits(id, &month, 12).unwrap(), 18);
        assert_eq!(
            store.release_credits(id, &month, 19).unwrap(),
            18,
            "fewer recorded"
        );
        assert_eq!(
            store.release_credits(id, "2026-12", 1).unwrap(),
            0,
            "no row"
        );
        assert!(store.release_credits(id, &month, -1).is_err());
        assert_eq!(store.usage(id, &month).unwrap(), 18);
    });
}

fn fast_search(secret: &str) -> actix_web::test::TestRequest {
    post_json(
        "/v1/search",
        secret,
        serde_json::json!({"query": "vegan tacos"}),
    )
    .insert_header(("x-service-mode", "fast"))
}

/// Credits spent by fast searches (2 credits) until the key is refused.
async fn spend_until_refused(app: &TestApp, secret: &str) -> i64 {
    let mut spent = 0;
    loop {
        let reply = app.call(fast_search(secret)).await;
        match reply.status.as_u16() {
            200 => spent += 2,
            429 => {
                reply.assert_problem(429, "credits_exhausted");
                return spent;
            }
            other => panic!("{other}: {}", reply.body),
        }
    }
}

/// Two servers over one database; a 100-credit key spends 2 on the first,
/// then fast searches on the second until refused. Once the first has been
/// idle long enough to give its lease back, the second spends the rest: all
/// 100 credits are spent, none is stranded.
async fn no_credit_is_stranded_between_two_servers(first: TestApp) {
    let second = first.second_instance();
    let (secret, _) = create_key(&first.store, Tier::Paid, Some(100), None, NOW).unwrap();
    assert_eq!(first.call(fast_search(&secret)).await.status, 200);
    let before = spend_until_refused(&second, &secret).await;
    assert!(
        before >= 80,
        "the first server holds at most a tenth: {before}"
    );
    // The first server's key is idle: its lease goes back within a second
    // of the idle bound.
    let wait = dietfit_auth::IDLE_LEASE_RETURN + std::time::Duration::from_millis(1_500);
    actix_web::rt::time::sleep(wait).await;
    let after = spend_until_refused(&second, &secret).await;
    assert_eq!(2 + before + after, 100);
}

#[actix_web::test]
async fn no_credit_is_stranded_between_two_servers_on_sqlite() {
    no_credit_is_stranded_between_two_servers(TestApp::sqlite()).await;
}

#[actix_web::test]
async fn no_credit_is_stranded_between_two_servers_on_postgres() {
    if let Some(app) = TestApp::postgres() {
        no_credit_is_stranded_between_two_servers(app).await;
    }
}
