//! Monthly credits on real databases: the storage-backed ledger under
//! concurrency, several server instances sharing it, and a restart.

use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use dietfit::auth_store::{StoreBackedAuth, key_record};
use dietfit::commands::create_key;
use dietfit_auth::conformance::{ledger_never_overspends, meters_never_overspend};
use dietfit_auth::{
    Admission, CreditLedger, CreditMeter, Gate, GateConfig, GateRequest, KeyDirectory, MeterConfig,
    Operation, RateLimitConfig, month_of,
};
use dietfit_contract::{Mode, Tier};
use dietfit_storage::Store;
use dietfit_storage::test_util::TestDatabase;

use crate::support::NOW;

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
