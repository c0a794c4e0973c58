//! API keys and their monthly credits.

use super::*;

on_both_backends!(
    keys_are_stored_found_listed_and_revoked,
    credits_are_consumed_up_to_the_limit,
    concurrent_credit_consumption_never_overspends,
    bad_arguments_are_refused,
);

fn new_key(hash_byte: char, tier: Tier, limit: Option<i64>) -> NewKey {
    NewKey {
        key_hash: hash_byte.to_string().repeat(64),
        display_prefix: format!("{}{hash_byte}{hash_byte}", tier.key_prefix()),
        tier,
        label: Some(format!("key {hash_byte}")),
        monthly_limit: limit,
        created_at: T0,
    }
}

fn keys_are_stored_found_listed_and_revoked(db: &TestDatabase) {
    let store = open(db);
    assert!(store.is_empty().expect("empty"));
    let sandbox = store
        .create_key(new_key('a', Tier::Sandbox, Some(100)))
        .expect("create");
    assert!(
        !store
            .is_empty()
            .expect("a key makes the database non-empty")
    );
    let enterprise = store
        .create_key(new_key('b', Tier::Enterprise, None))
        .expect("create");
    assert_eq!(sandbox.tier, Tier::Sandbox);
    assert_eq!(sandbox.display_prefix, "svc_test_aa");
    assert!(!sandbox.is_revoked());
    match store.create_key(new_key('a', Tier::Paid, None)) {
        Err(StorageError::Conflict(_)) => {}
        other => panic!("a duplicate hash must conflict, got {other:?}"),
    }
    let found = store
        .find_key_by_hash(&"a".repeat(64))
        .expect("find")
        .expect("key");
    assert_eq!(found, sandbox);
    assert_eq!(store.find_key_by_hash(&"c".repeat(64)).expect("find"), None);
    assert_eq!(
        store.get_key(enterprise.id).expect("get"),
        Some(enterprise.clone())
    );

    store
        .consume_credits(sandbox.id, "2026-02", 7, Some(100))
        .expect("consume");
    let listed = store.list_keys("2026-02").expect("list");
    assert_eq!(listed.len(), 2);
    assert_eq!(store.count_keys().expect("count"), 2);
    let used: BTreeMap<String, i64> = listed
        .iter()
        .map(|(k, used)| (k.display_prefix.clone(), *used))
        .collect();
    assert_eq!(
        used,
        BTreeMap::from([("svc_test_aa".to_owned(), 7), ("svc_live_bb".to_owned(), 0)])
    );
    assert!(
        store
            .list_keys("2026-03")
            .expect("list")
            .iter()
            .all(|(_, used)| *used == 0)
    );

    let revoked_at = T0 + time::Duration::days(3);
    assert!(store.revoke_key(sandbox.id, revoked_at).expect("revoke"));
    assert!(
        !store
            .revoke_key(sandbox.id, revoked_at + time::Duration::days(1))
            .expect("revoke again")
    );
    assert!(
        !store
            .revoke_key(uuid::Uuid::new_v4(), revoked_at)
            .expect("revoke unknown")
    );
    let found = store
        .find_key_by_hash(&"a".repeat(64))
        .expect("find")
        .expect("still found");
    assert_eq!(found.revoked_at, Some(revoked_at));
}

fn credits_are_consumed_up_to_the_limit(db: &TestDatabase) {
    let store = open(db);
    let key = store
        .create_key(new_key('d', Tier::Paid, Some(10)))
        .expect("create");
    assert_eq!(store.usage(key.id, "2026-02").expect("usage"), 0);
    assert_eq!(
        store
            .consume_credits(key.id, "2026-02", 4, Some(10))
            .expect("c"),
        Some(4)
    );
    assert_eq!(
        store
            .consume_credits(key.id, "2026-02", 6, Some(10))
            .expect("c"),
        Some(10)
    );
    assert_eq!(
        store
            .consume_credits(key.id, "2026-02", 1, Some(10))
            .expect("c"),
        None
    );
    assert_eq!(
        store
            .consume_credits(key.id, "2026-02", 0, Some(10))
            .expect("c"),
        Some(10)
    );
    assert_eq!(store.usage(key.id, "2026-02").expect("usage"), 10);
    assert_eq!(
        store
            .consume_credits(key.id, "2026-03", 3, Some(10))
            .expect("c"),
        Some(3),
        "a new month starts at 0"
    );
    assert_eq!(
        store
            .consume_credits(key.id, "2026-02", 1_000, None)
            .expect("c"),
        Some(1_010)
    );
    let unknown = store.consume_credits(uuid::Uuid::new_v4(), "2026-02", 1, Some(10));
    assert!(
        unknown.is_err(),
        "usage of an unknown key breaks the foreign key: {unknown:?}"
    );
}

fn concurrent_credit_consumption_never_overspends(db: &TestDatabase) {
    let store = open(db);
    let key = store
        .create_key(new_key('e', Tier::Sandbox, Some(100)))
        .expect("create");
    let threads = 50;
    let barrier = Arc::new(Barrier::new(threads));
    let handles: Vec<_> = (0..threads)
        .map(|_| {
            let store = store.clone();
            let barrier = Arc::clone(&barrier);
            std::thread::spawn(move || {
                barrier.wait();
                let mut granted = 0_i64;
                for _ in 0..5 {
                    if store
                        .consume_credits(key.id, "2026-02", 1, Some(100))
                        .expect("consume")
                        .is_some()
                    {
                        granted += 1;
                    }
                }
                granted
            })
        })
        .collect();
    let granted: i64 = handles.into_iter().map(|h| h.join().expect("thread")).sum();
    assert_eq!(granted, 100, "250 attempts, exactly the limit granted");
    assert_eq!(store.usage(key.id, "2026-02").expect("usage"), 100);
}

fn bad_arguments_are_refused(db: &TestDatabase) {
    let store = open(db);
    let key = store
        .create_key(new_key('f', Tier::Paid, Some(10)))
        .expect("create");
    for result in [
        store.consume_credits(key.id, "2026-2", 1, Some(10)),
        store.consume_credits(key.id, "2026-02", -1, Some(10)),
    ] {
        assert!(
            matches!(result, Err(StorageError::InvalidInput(_))),
            "{result:?}"
        );
    }
    assert!(matches!(
        store.usage(key.id, "Feb"),
        Err(StorageError::InvalidInput(_))
    ));
    assert!(matches!(
        store.list_keys("2026-00"),
        Err(StorageError::InvalidInput(_))
    ));
    assert!(matches!(
        store.list_changes(T0, None, 0, 10),
        Err(StorageError::InvalidInput(_))
    ));
    assert!(matches!(
        store.list_changes(T0, None, 1, 0),
        Err(StorageError::InvalidInput(_))
    ));
    let mut short_hash = new_key('g', Tier::Paid, None);
    short_hash.key_hash = "abc".to_owned();
    assert!(matches!(
        store.create_key(short_hash),
        Err(StorageError::InvalidInput(_))
    ));
    let mut upper = new_key('A', Tier::Paid, None);
    upper.display_prefix = "x".to_owned();
    assert!(matches!(
        store.create_key(upper),
        Err(StorageError::InvalidInput(_))
    ));
    let mut nan = sample_write("osm:node/1", "A", None);
    nan.overall_score = Some(f64::NAN);
    assert!(matches!(
        store.apply_batch(&[WriteOp::Upsert(Box::new(nan))], T0),
        Err(StorageError::InvalidInput(_))
    ));
    for score in [-1.0, 100.5, f64::INFINITY] {
        let mut out_of_range = sample_write("osm:node/1", "A", None);
        out_of_range.overall_score = Some(score);
        assert!(matches!(
            store.apply_batch(&[WriteOp::Upsert(Box::new(out_of_range))], T0),
            Err(StorageError::InvalidInput(_))
        ));
    }
    assert!(matches!(
        store.list_changes(T0, None, u32::MAX, u32::MAX),
        Err(StorageError::InvalidInput(_))
    ));
    assert!(matches!(
        store.apply_batch(&[delete("")], T0),
        Err(StorageError::InvalidInput(_))
    ));
    assert_eq!(
        store.apply_batch(&[], T0).expect("empty batch"),
        BatchOutcome::default()
    );
}
