//! The gate end to end over the in-memory directory and ledger: what the
//! HTTP middleware will see for every kind of request.

use std::net::{IpAddr, Ipv4Addr};
use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::thread;
use std::time::Duration;

use dietfit_auth::headers::*;
use dietfit_auth::memory::{InMemoryKeyDirectory, InMemoryLedger};
use dietfit_auth::{
    Admission, Admitted, AuthStoreError, CreditLedger, FirstLook, Gate, GateConfig, GateRequest,
    KeyDirectory, KeyRecord, MeterConfig, Operation, RateLimitConfig, RateLimiters, generate_key,
};
use dietfit_contract::{Mode, ProblemKind, Tier};
use governor::clock::FakeRelativeClock;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;
use time::macros::datetime;

const NOW: OffsetDateTime = datetime!(2026-03-10 09:30:00 UTC);
const IP: IpAddr = IpAddr::V4(Ipv4Addr::new(203, 0, 113, 9));

type TestGate = Gate<Arc<InMemoryKeyDirectory>, Arc<InMemoryLedger>, FakeRelativeClock>;

struct Fixture {
    gate: TestGate,
    clock: FakeRelativeClock,
    directory: Arc<InMemoryKeyDirectory>,
    ledger: Arc<InMemoryLedger>,
}

fn fixture(config: GateConfig) -> Fixture {
    let directory = Arc::new(InMemoryKeyDirectory::default());
    let ledger = Arc::new(InMemoryLedger::default());
    let clock = FakeRelativeClock::default();
    let limiters = RateLimiters::with_clock(config.limits, clock.clone());
    let gate = Gate::with_limiters(
        Arc::clone(&directory),
        Arc::clone(&ledger),
        config,
        limiters,
    );
    Fixture {
        gate,
        clock,
        directory,
        ledger,
    }
}

fn add_key(fixture: &Fixture, id: &str, tier: Tier, limit: Option<i64>) -> String {
    let key = generate_key(tier).unwrap();
    fixture.directory.insert(KeyRecord {
        id: id.to_owned(),
        key_hash: key.key_hash,
        display_prefix: key.display_prefix,
        tier,
        monthly_limit: limit,
        revoked_at: None,
    });
    key.secret
}

fn request(key: Option<&str>, operation: Operation) -> GateRequest<'_> {
    GateRequest {
        api_key: key,
        client_ip: IP,
        operation,
        now: NOW,
    }
}

fn admitted(admission: Admission) -> Admitted {
    match admission {
        Admission::Admitted(admitted) => *admitted,
        Admission::Open => panic!("expected an authenticated admission"),
    }
}

fn header<'a>(headers: &'a [HeaderPair], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, v)| v.as_str())
}

const LOOKUP: Operation = Operation::RestaurantLookup;

#[test]
fn open_routes_need_no_key_and_cost_nothing() {
    let f = fixture(GateConfig::default());
    for op in [Operation::Health, Operation::Metadata, Operation::OpenApi] {
        assert!(matches!(
            f.gate.admit(request(None, op)),
            Ok(Admission::Open)
        ));
    }
    assert_eq!(f.ledger.consume_calls(), 0);
    assert_eq!(f.directory.lookups(), 0);
}

#[test]
fn every_bad_key_gets_the_same_401() {
    let f = fixture(GateConfig::default());
    let secret = add_key(&f, "revoked", Tier::Paid, Some(100));
    let mut record = f
        .directory
        .find_by_hash(&dietfit_auth::hash_secret(&secret))
        .unwrap()
        .unwrap();
    record.revoked_at = Some(NOW);
    f.directory.insert(record);
    let unknown = generate_key(Tier::Paid).unwrap().secret;

    let answers: Vec<_> = [
        None,
        Some("svc_live_short"),
        Some("sk_live_x"),
        Some(&unknown[..]),
        Some(&secret[..]),
    ]
    .into_iter()
    .map(|key| f.gate.admit(request(key, LOOKUP)).unwrap_err())
    .collect();
    for denial in &answers {
        assert_eq!(denial.kind, ProblemKind::Unauthorized);
        assert_eq!(denial.status(), 401);
        assert_eq!(denial.detail, answers[0].detail);
        assert!(denial.headers.is_empty());
        assert!(
            !denial.log_line.contains(&secret[12..]),
            "{}",
            denial.log_line
        );
    }
    // The log lines do tell them apart.
    assert!(answers[0].log_line.contains("no X-Service-API-Key"));
    assert!(answers[1].log_line.contains("malformed"));
    assert!(answers[3].log_line.contains("unknown key"));
    assert!(answers[4].log_line.contains("revoked key"));
    assert_eq!(f.ledger.consume_calls(), 0, "nothing is charged for a 401");
}

#[test]
fn only_enterprise_keys_reach_the_change_feed() {
    let f = fixture(GateConfig::default());
    for (id, tier) in [
        ("s", Tier::Sandbox),
        ("p", Tier::Paid),
        ("i", Tier::Internal),
    ] {
        let secret = add_key(&f, id, tier, Some(100));
        let denial = f
            .gate
            .admit(request(Some(&secret), Operation::Changes))
            .unwrap_err();
        assert_eq!(denial.kind, ProblemKind::EnterpriseOnly, "{tier}");
        assert_eq!(denial.status(), 403);
    }
    let enterprise = add_key(&f, "e", Tier::Enterprise, None);
    let ok = admitted(
        f.gate
            .admit(request(Some(&enterprise), Operation::Changes))
            .unwrap(),
    );
    assert_eq!(ok.key().tier, Tier::Enterprise);
    let headers = ok.succeed();
    assert_eq!(header(&headers, X_RATELIMIT_LIMIT), Some("unlimited"));
}

#[test]
fn a_200_carries_all_seven_headers_and_the_ietf_pair() {
    let f = fixture(GateConfig::default());
    let secret = add_key(&f, "p", Tier::Paid, Some(1_000));
    let ok = admitted(
        f.gate
            .admit(request(Some(&secret), Operation::Search(Mode::Rich)))
            .unwrap(),
    );
    let headers = ok.succeed();
    assert_eq!(headers.len(), 9);
    assert_eq!(header(&headers, X_RATELIMIT_LIMIT), Some("1000"));
    assert_eq!(header(&headers, X_RATELIMIT_REMAINING), Some("995"));
    assert_eq!(header(&headers, X_USAGE_THIS_MONTH), Some("5"));
    assert_eq!(header(&headers, X_USAGE_LIMIT), Some("1000"));
    assert_eq!(header(&headers, X_RATELIMIT_IP_REMAINING), Some("599"));
    let reset =
        OffsetDateTime::parse(header(&headers, X_RATELIMIT_RESET).unwrap(), &Rfc3339).unwrap();
    assert_eq!(reset, datetime!(2026-04-01 0:00 UTC));
    let ip_reset =
        OffsetDateTime::parse(header(&headers, X_RATELIMIT_IP_RESET).unwrap(), &Rfc3339).unwrap();
    assert!(ip_reset > NOW);
    assert_eq!(
        header(&headers, RATELIMIT_POLICY),
        Some("\"per-ip\";q=600;w=60, \"per-key\";q=300;w=60")
    );
    assert_eq!(
        header(&headers, RATELIMIT),
        Some("\"per-ip\";r=599;t=1, \"per-key\";r=299;t=1")
    );
}

#[test]
fn failed_requests_are_not_charged() {
    let f = fixture(GateConfig::default());
    let secret = add_key(&f, "p", Tier::Paid, Some(1_000));
    for _ in 0..3 {
        let headers = admitted(
            f.gate
                .admit(request(Some(&secret), Operation::Decision(Mode::Rich)))
                .unwrap(),
        )
        .fail();
        assert!(header(&headers, RATELIMIT).is_some());
        assert!(header(&headers, X_USAGE_THIS_MONTH).is_none());
    }
    // Dropped without an answer (a cancelled request): also refunded.
    drop(f.gate.admit(request(Some(&secret), LOOKUP)).unwrap());
    let headers = admitted(f.gate.admit(request(Some(&secret), LOOKUP)).unwrap()).succeed();
    assert_eq!(header(&headers, X_USAGE_THIS_MONTH), Some("1"));
}

#[test]
fn an_answer_given_again_carries_a_200s_headers_and_costs_nothing() {
    let f = fixture(GateConfig::default());
    let secret = add_key(&f, "p", Tier::Paid, Some(1_000));
    let search = || request(Some(&secret), Operation::Search(Mode::Rich));
    let charged = admitted(f.gate.admit(search()).unwrap()).succeed();
    assert_eq!(header(&charged, X_USAGE_THIS_MONTH), Some("5"));
    let replayed = admitted(f.gate.admit(search()).unwrap()).succeed_without_charge();
    assert_eq!(replayed.len(), 9, "every header of a 200");
    assert_eq!(header(&replayed, X_USAGE_THIS_MONTH), Some("5"));
    assert_eq!(header(&replayed, X_RATELIMIT_REMAINING), Some("995"));
    // It still counts against the per-minute limits: it was a request.
    assert_eq!(
        header(&replayed, RATELIMIT),
        Some("\"per-ip\";r=598;t=1, \"per-key\";r=298;t=1")
    );
    let next = admitted(f.gate.admit(search()).unwrap()).succeed();
    assert_eq!(header(&next, X_USAGE_THIS_MONTH), Some("10"));
}

#[test]
fn the_per_ip_limit_answers_429_with_retry_after_before_any_key_lookup() {
    let config = GateConfig {
        limits: RateLimitConfig {
            ip_per_minute: NonZeroU32::new(3).unwrap(),
            key_per_minute: None,
        },
        ..GateConfig::default()
    };
    let f = fixture(config);
    for _ in 0..3 {
        assert!(f.gate.admit(request(Some("svc_test_bad"), LOOKUP)).is_err());
    }
    let denial = f
        .gate
        .admit(request(Some("svc_test_bad"), LOOKUP))
        .unwrap_err();
    assert_eq!(denial.kind, ProblemKind::RateLimited);
    let retry: u64 = header(&denial.headers, RETRY_AFTER)
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(retry, 20, "one request refills every 20 s");
    assert_eq!(
        header(&denial.headers, RATELIMIT_POLICY),
        Some("\"per-ip\";q=3;w=60")
    );
    assert_eq!(
        header(&denial.headers, RATELIMIT),
        Some("\"per-ip\";r=0;t=20")
    );
    assert_eq!(
        f.directory.lookups(),
        0,
        "malformed keys never reach the store"
    );
    f.clock.advance(Duration::from_secs(20));
    assert_eq!(
        f.gate
            .admit(request(Some("svc_test_bad"), LOOKUP))
            .unwrap_err()
            .kind,
        ProblemKind::Unauthorized
    );
}

#[test]
fn the_per_key_limit_answers_429_with_both_policies() {
    let config = GateConfig {
        limits: RateLimitConfig {
            ip_per_minute: NonZeroU32::new(600).unwrap(),
            key_per_minute: NonZeroU32::new(2),
        },
        ..GateConfig::default()
    };
    let f = fixture(config);
    let secret = add_key(&f, "p", Tier::Paid, Some(1_000));
    for _ in 0..2 {
        admitted(f.gate.admit(request(Some(&secret), LOOKUP)).unwrap()).succeed();
    }
    let denial = f.gate.admit(request(Some(&secret), LOOKUP)).unwrap_err();
    assert_eq!(denial.kind, ProblemKind::RateLimited);
    let retry: u64 = header(&denial.headers, RETRY_AFTER)
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=30).contains(&retry), "{retry}");
    assert_eq!(
        header(&denial.headers, RATELIMIT_POLICY),
        Some("\"per-ip\";q=600;w=60, \"per-key\";q=2;w=60")
    );
    assert!(
        header(&denial.headers, RATELIMIT)
            .unwrap()
            .contains("\"per-key\";r=0;t=")
    );
    assert_eq!(
        f.ledger.used("p", "2026-03").unwrap(),
        50,
        "one leased block, nothing more"
    );
}

#[test]
fn an_exhausted_key_gets_credits_exhausted_until_the_month_turns() {
    let config = GateConfig {
        meter: MeterConfig::fixed_block(4),
        ..GateConfig::default()
    };
    let f = fixture(config);
    let secret = add_key(&f, "s", Tier::Sandbox, Some(10));
    let mut served = 0;
    let denial = loop {
        match f
            .gate
            .admit(request(Some(&secret), Operation::Search(Mode::Fast)))
        {
            Ok(admission) => {
                admitted(admission).succeed();
                served += 1;
            }
            Err(denial) => break denial,
        }
    };
    assert_eq!(served, 5, "5 fast searches of 2 credits fill 10");
    assert_eq!(denial.kind, ProblemKind::CreditsExhausted);
    assert_eq!(denial.status(), 429);
    assert_eq!(header(&denial.headers, X_RATELIMIT_REMAINING), Some("0"));
    assert_eq!(
        header(&denial.headers, X_RATELIMIT_RESET),
        Some("2026-04-01T00:00:00Z")
    );

    let april = GateRequest {
        now: datetime!(2026-04-01 0:00 UTC),
        ..request(Some(&secret), Operation::Search(Mode::Fast))
    };
    let headers = admitted(f.gate.admit(april).unwrap()).succeed();
    assert_eq!(header(&headers, X_USAGE_THIS_MONTH), Some("2"));
    assert_eq!(
        header(&headers, X_RATELIMIT_RESET),
        Some("2026-05-01T00:00:00Z")
    );
}

#[test]
fn a_store_outage_is_503_not_401() {
    struct Down;
    impl KeyDirectory for Down {
        fn find_by_hash(&self, _: &str) -> Result<Option<KeyRecord>, AuthStoreError> {
            Err(AuthStoreError::Unavailable("pool timed out".to_owned()))
        }
        fn revocation_watermark(&self) -> Result<i64, AuthStoreError> {
            Err(AuthStoreError::Unavailable("pool timed out".to_owned()))
        }
    }
    let gate = Gate::new(Down, InMemoryLedger::default(), GateConfig::default());
    let secret = generate_key(Tier::Paid).unwrap().secret;
    let denial = gate.admit(request(Some(&secret), LOOKUP)).unwrap_err();
    assert_eq!(denial.kind, ProblemKind::StoreUnavailable);
    assert_eq!(denial.status(), 503);
}

#[test]
fn with_metering_off_keys_are_checked_but_nothing_is_charged() {
    let f = fixture(GateConfig {
        metering: false,
        ..GateConfig::default()
    });
    let secret = add_key(&f, "p", Tier::Paid, Some(1));
    for _ in 0..10 {
        let headers = admitted(f.gate.admit(request(Some(&secret), LOOKUP)).unwrap()).succeed();
        assert!(headers.is_empty());
    }
    assert_eq!(f.ledger.consume_calls(), 0);
    assert_eq!(
        f.gate.admit(request(None, LOOKUP)).unwrap_err().kind,
        ProblemKind::Unauthorized
    );
}

#[test]
fn fifty_parallel_requests_through_two_gates_never_pass_the_limit() {
    let config = GateConfig {
        meter: MeterConfig::fixed_block(20),
        limits: RateLimitConfig {
            ip_per_minute: NonZeroU32::new(1_000_000).unwrap(),
            key_per_minute: NonZeroU32::new(1_000_000),
        },
        ..GateConfig::default()
    };
    let directory = Arc::new(InMemoryKeyDirectory::default());
    let ledger = Arc::new(InMemoryLedger::default());
    let key = generate_key(Tier::Paid).unwrap();
    directory.insert(KeyRecord {
        id: "p".to_owned(),
        key_hash: key.key_hash,
        display_prefix: key.display_prefix,
        tier: Tier::Paid,
        monthly_limit: Some(500),
        revoked_at: None,
    });
    // Two server instances on one ledger.
    let gates: Vec<_> = (0..2)
        .map(|_| {
            Arc::new(Gate::new(
                Arc::clone(&directory),
                Arc::clone(&ledger),
                config,
            ))
        })
        .collect();
    let charged = Arc::new(AtomicI64::new(0));
    let threads: Vec<_> = (0..50)
        .map(|index| {
            let gate = Arc::clone(&gates[index % 2]);
            let secret = key.secret.clone();
            let charged = Arc::clone(&charged);
            thread::spawn(move || {
                let op = if index % 3 == 0 {
                    Operation::Decision(Mode::Rich)
                } else {
                    LOOKUP
                };
                loop {
                    match gate.admit(request(Some(&secret), op)) {
                        Ok(admission) => {
                            let headers = admitted(admission).succeed();
                            let used: i64 = header(&headers, X_USAGE_THIS_MONTH)
                                .unwrap()
                                .parse()
                                .unwrap();
                            assert!(used <= 500);
                            charged.fetch_add(op.credit_cost(), Ordering::SeqCst);
                        }
                        Err(denial) => {
                            assert_eq!(denial.kind, ProblemKind::CreditsExhausted);
                            break;
                        }
                    }
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().unwrap();
    }
    let charged = charged.load(Ordering::SeqCst);
    assert!(charged <= 500, "{charged}");
    assert!(ledger.used("p", "2026-03").unwrap() <= 500);
    let unspent: i64 = gates.iter().map(|g| g.meter().leased_balance("p")).sum();
    assert_eq!(ledger.used("p", "2026-03").unwrap(), charged + unspent);
}

#[test]
fn the_gate_and_its_admissions_can_cross_threads() {
    // actix shares the gate between workers and may move an admission
    // across an await point.
    fn assert_send_sync<T: Send + Sync>() {}
    fn assert_send<T: Send>() {}
    assert_send_sync::<Gate<Arc<InMemoryKeyDirectory>, Arc<InMemoryLedger>>>();
    assert_send::<Admitted>();
    assert_send::<Admission>();
}

#[test]
fn the_first_look_decides_without_the_store_and_defers_only_what_needs_it() {
    let f = fixture(GateConfig::default());
    let secret = add_key(&f, "p", Tier::Paid, Some(1_000));
    let lookup = Operation::RestaurantLookup;
    let undecided = |look: FirstLook| match look {
        FirstLook::NeedsStore(pending) => pending,
        FirstLook::Decided(decision) => panic!("decided without the store: {decision:?}"),
    };

    // Open routes, missing and malformed keys: decided at once.
    assert!(matches!(
        f.gate.admit_without_store(request(None, Operation::Health)),
        FirstLook::Decided(Ok(Admission::Open))
    ));
    let FirstLook::Decided(Err(denial)) = f
        .gate
        .admit_without_store(request(Some("svc_live_nothex"), lookup))
    else {
        panic!("a malformed key needs no store");
    };
    assert_eq!(denial.kind, ProblemKind::Unauthorized);

    // A key not cached: the store is needed; finishing admits it.
    let lookups = f.directory.lookups();
    let pending = undecided(f.gate.admit_without_store(request(Some(&secret), lookup)));
    assert_eq!(
        f.directory.lookups(),
        lookups,
        "the first look reads nothing"
    );
    let first = admitted(f.gate.finish(pending).unwrap());
    assert_eq!(f.ledger.consume_calls(), 1);
    let _ = first.succeed();

    // Cached key, credits leased: decided without the store.
    f.gate.check_revocations().unwrap();
    let _ = admitted(f.gate.admit(request(Some(&secret), lookup)).unwrap()).succeed();
    let FirstLook::Decided(Ok(admission)) =
        f.gate.admit_without_store(request(Some(&secret), lookup))
    else {
        panic!("a cached key with leased credits needs no store");
    };
    let _ = admitted(admission).succeed();
    let calls = (f.directory.lookups(), f.ledger.consume_calls());

    // The lease runs out: only the credits need the store, and the per-IP
    // and per-key limits are not counted twice.
    while f.gate.meter().leased_balance("p") > 0 {
        let _ = admitted(f.gate.admit(request(Some(&secret), lookup)).unwrap()).succeed();
    }
    let remaining_before = f
        .gate
        .limiters()
        .check_key("p", Tier::Paid)
        .unwrap()
        .remaining;
    let pending = undecided(f.gate.admit_without_store(request(Some(&secret), lookup)));
    let _ = admitted(f.gate.finish(pending).unwrap()).succeed();
    let remaining_after = f
        .gate
        .limiters()
        .check_key("p", Tier::Paid)
        .unwrap()
        .remaining;
    assert_eq!(
        remaining_before - remaining_after,
        2,
        "one for the request, one for this check"
    );
    assert_eq!(f.directory.lookups(), calls.0);
    assert_eq!(f.ledger.consume_calls(), calls.1 + 1);
}

#[test]
fn an_unknown_key_is_refused_from_memory_until_the_rejection_expires() {
    let f = fixture(GateConfig::default());
    let stranger = generate_key(Tier::Paid).unwrap().secret;
    let pending = match f
        .gate
        .admit_without_store(request(Some(&stranger), Operation::RestaurantLookup))
    {
        FirstLook::NeedsStore(pending) => pending,
        FirstLook::Decided(_) => panic!("an unknown key is first asked of the store"),
    };
    assert_eq!(
        f.gate.finish(pending).unwrap_err().kind,
        ProblemKind::Unauthorized
    );
    let lookups = f.directory.lookups();
    let FirstLook::Decided(Err(denial)) = f
        .gate
        .admit_without_store(request(Some(&stranger), Operation::RestaurantLookup))
    else {
        panic!("the rejection is remembered");
    };
    assert_eq!(denial.kind, ProblemKind::Unauthorized);
    assert_eq!(f.directory.lookups(), lookups);
}

const BATCH_RICH: Operation = Operation::DecisionBatch(Mode::Rich);

#[test]
fn a_request_priced_per_item_reserves_for_its_items_and_charges_those_answered() {
    let f = fixture(GateConfig::default());
    let secret = add_key(&f, "p", Tier::Paid, Some(1_000));
    let mut batch = admitted(f.gate.admit(request(Some(&secret), BATCH_RICH)).unwrap());
    assert_eq!(batch.reserved(), 4, "admission reserves one item");
    f.gate.admit_items(&mut batch, 10, NOW).unwrap();
    assert_eq!(batch.reserved(), 40);
    // Asking again for as many changes nothing.
    f.gate.admit_items(&mut batch, 10, NOW).unwrap();
    assert_eq!(batch.reserved(), 40);
    // Seven of ten were found: 28 charged, 12 given back.
    batch.charge_items(7);
    let headers = batch.succeed();
    assert_eq!(header(&headers, X_USAGE_THIS_MONTH), Some("28"));
    assert_eq!(header(&headers, X_RATELIMIT_REMAINING), Some("972"));
    // Without a count of its own, a request is charged what it reserved.
    let mut table = admitted(
        f.gate
            .admit(request(Some(&secret), Operation::GroupDecision(Mode::Fast)))
            .unwrap(),
    );
    assert!(
        f.gate
            .admit_items_without_store(&mut table, 3, NOW)
            .is_some_and(|decided| decided.is_ok()),
        "the lease in memory covers it"
    );
    let headers = table.succeed();
    assert_eq!(header(&headers, X_USAGE_THIS_MONTH), Some("34"));
    // A failed request gives back what it reserved for its items too.
    let mut failed = admitted(f.gate.admit(request(Some(&secret), BATCH_RICH)).unwrap());
    f.gate.admit_items(&mut failed, 50, NOW).unwrap();
    let _ = failed.fail();
    let headers = admitted(f.gate.admit(request(Some(&secret), LOOKUP)).unwrap()).succeed();
    assert_eq!(header(&headers, X_USAGE_THIS_MONTH), Some("35"));
}

#[test]
fn more_items_than_the_key_can_pay_for_are_refused_and_nothing_is_kept() {
    let f = fixture(GateConfig::default());
    let secret = add_key(&f, "p", Tier::Paid, Some(30));
    let mut batch = admitted(f.gate.admit(request(Some(&secret), BATCH_RICH)).unwrap());
    let denial = f.gate.admit_items(&mut batch, 8, NOW).unwrap_err();
    assert_eq!(denial.kind, ProblemKind::CreditsExhausted);
    // The figures do not count what the refused request held.
    assert_eq!(header(&denial.headers, X_RATELIMIT_REMAINING), Some("30"));
    assert_eq!(header(&denial.headers, X_USAGE_THIS_MONTH), Some("0"));
    let _ = batch.fail();
    // All 30 are still there: seven items (28), then two credits.
    let mut seven = admitted(f.gate.admit(request(Some(&secret), BATCH_RICH)).unwrap());
    f.gate.admit_items(&mut seven, 7, NOW).unwrap();
    assert_eq!(header(&seven.succeed(), X_USAGE_THIS_MONTH), Some("28"));
    let mut fast = admitted(
        f.gate
            .admit(request(Some(&secret), Operation::DecisionBatch(Mode::Fast)))
            .unwrap(),
    );
    assert!(f.gate.admit_items(&mut fast, 2, NOW).is_err());
    let _ = fast.fail();
    let mut fast = admitted(
        f.gate
            .admit(request(Some(&secret), Operation::DecisionBatch(Mode::Fast)))
            .unwrap(),
    );
    f.gate.admit_items(&mut fast, 1, NOW).unwrap();
    assert_eq!(header(&fast.succeed(), X_RATELIMIT_REMAINING), Some("0"));
}

#[test]
fn a_batch_counts_each_restaurant_against_the_per_key_limit_up_to_its_quota() {
    let f = fixture(GateConfig {
        limits: RateLimitConfig {
            key_per_minute: NonZeroU32::new(10),
            ..RateLimitConfig::default()
        },
        ..GateConfig::default()
    });
    let secret = add_key(&f, "e", Tier::Enterprise, None);
    let mut batch = admitted(f.gate.admit(request(Some(&secret), BATCH_RICH)).unwrap());
    f.gate.admit_items(&mut batch, 6, NOW).unwrap();
    let headers = batch.succeed();
    assert!(
        header(&headers, RATELIMIT).is_some_and(|v| v.contains("\"per-key\";r=4")),
        "{headers:?}"
    );
    assert_eq!(header(&headers, X_RATELIMIT_LIMIT), Some("unlimited"));
    assert_eq!(header(&headers, X_USAGE_THIS_MONTH), Some("24"));
    // Five more do not fit in the four left: refused, with Retry-After.
    let mut over = admitted(f.gate.admit(request(Some(&secret), BATCH_RICH)).unwrap());
    let denial = f.gate.admit_items(&mut over, 5, NOW).unwrap_err();
    assert_eq!(denial.kind, ProblemKind::RateLimited);
    assert!(header(&denial.headers, RETRY_AFTER).is_some());
    let _ = over.fail();
    // A full window later a batch of fifty counts the whole quota, once.
    f.clock.advance(Duration::from_secs(60));
    let mut full = admitted(f.gate.admit(request(Some(&secret), BATCH_RICH)).unwrap());
    f.gate.admit_items(&mut full, 50, NOW).unwrap();
    assert!(header(&full.succeed(), RATELIMIT).is_some_and(|v| v.contains("\"per-key\";r=0")));
    // A table counts one, whatever its size.
    f.clock.advance(Duration::from_secs(60));
    let mut table = admitted(
        f.gate
            .admit(request(Some(&secret), Operation::GroupDecision(Mode::Rich)))
            .unwrap(),
    );
    f.gate.admit_items(&mut table, 8, NOW).unwrap();
    assert!(header(&table.succeed(), RATELIMIT).is_some_and(|v| v.contains("\"per-key\";r=9")));
}

#[test]
fn with_metering_off_items_are_neither_counted_nor_charged() {
    let f = fixture(GateConfig {
        metering: false,
        ..GateConfig::default()
    });
    let secret = add_key(&f, "p", Tier::Paid, Some(1));
    let mut batch = admitted(f.gate.admit(request(Some(&secret), BATCH_RICH)).unwrap());
    assert!(f.gate.admit_items(&mut batch, 50, NOW).is_ok());
    assert!(batch.succeed().is_empty());
    assert_eq!(f.ledger.consume_calls(), 0);
}
