//! Idempotency keys: claimed once, answered again, freed, taken over when
//! stale, purged when expired; one namespace per API key.

use dietfit_storage::{ClaimOutcome, HeldIdempotencyKey, IdempotencyClaim, StoredAnswer};
use time::Duration;
use uuid::Uuid;

use super::*;

on_both_backends!(
    a_claimed_key_answers_its_request_again_and_refuses_others,
    a_released_key_is_free_for_any_request,
    an_expired_key_is_taken_over_and_purged,
    a_request_that_never_finished_is_given_up_after_its_hold,
    each_api_key_has_its_own_idempotency_keys,
    of_concurrent_claims_exactly_one_holds_the_key,
    bad_claims_are_refused,
);

const HASH_A: &str = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
const HASH_B: &str = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";

fn api_key(store: &Store, hash_byte: char) -> Uuid {
    store
        .create_key(NewKey {
            key_hash: hash_byte.to_string().repeat(64),
            display_prefix: format!("svc_live_{hash_byte}"),
            tier: Tier::Paid,
            label: None,
            monthly_limit: None,
            created_at: T0,
        })
        .expect("key")
        .id
}

fn claim<'a>(
    key_id: Uuid,
    idempotency_key: &'a str,
    request_hash: &'a str,
    now: OffsetDateTime,
) -> IdempotencyClaim<'a> {
    IdempotencyClaim {
        key_id,
        idempotency_key,
        request_hash,
        now,
        expires_at: now + Duration::hours(24),
        locked_until: now + Duration::minutes(1),
    }
}

fn held(outcome: ClaimOutcome) -> HeldIdempotencyKey {
    match outcome {
        ClaimOutcome::Claimed(held) => held,
        other => panic!("expected the key to be claimed, got {other:?}"),
    }
}

fn answer(body: &str) -> StoredAnswer {
    StoredAnswer {
        status: 200,
        headers: vec![("content-type".to_owned(), "application/json".to_owned())],
        body: body.as_bytes().to_vec(),
    }
}

fn a_claimed_key_answers_its_request_again_and_refuses_others(db: &TestDatabase) {
    let store = open(db);
    let key_id = api_key(&store, 'a');
    let first = held(
        store
            .claim_idempotency_key(&claim(key_id, "order-1", HASH_A, T0))
            .expect("claim"),
    );
    let later = T0 + Duration::seconds(5);
    assert_eq!(
        store
            .claim_idempotency_key(&claim(key_id, "order-1", HASH_A, later))
            .expect("claim"),
        ClaimOutcome::InFlight
    );
    assert_eq!(
        store
            .claim_idempotency_key(&claim(key_id, "order-1", HASH_B, later))
            .expect("claim"),
        ClaimOutcome::OtherRequest
    );
    // Bytes that are not UTF-8 come back as they went in.
    let stored = StoredAnswer {
        body: vec![0, 159, 146, 150, b'{'],
        ..answer("")
    };
    assert!(
        store
            .complete_idempotency_key(&first, &stored)
            .expect("complete")
    );
    assert!(
        !store
            .complete_idempotency_key(&first, &answer("{}"))
            .expect("complete again"),
        "a completed answer is never overwritten"
    );
    assert!(
        !store.release_idempotency_key(&first).expect("release"),
        "a completed answer is not released"
    );
    let almost_a_day = T0 + Duration::hours(23);
    assert_eq!(
        store
            .claim_idempotency_key(&claim(key_id, "order-1", HASH_A, almost_a_day))
            .expect("claim"),
        ClaimOutcome::Completed(stored)
    );
    assert_eq!(
        store
            .claim_idempotency_key(&claim(key_id, "order-1", HASH_B, almost_a_day))
            .expect("claim"),
        ClaimOutcome::OtherRequest
    );
}

fn a_released_key_is_free_for_any_request(db: &TestDatabase) {
    let store = open(db);
    let key_id = api_key(&store, 'a');
    let first = held(
        store
            .claim_idempotency_key(&claim(key_id, "k", HASH_A, T0))
            .expect("claim"),
    );
    assert!(store.release_idempotency_key(&first).expect("release"));
    assert!(
        !store
            .release_idempotency_key(&first)
            .expect("release again"),
        "released once"
    );
    let second = held(
        store
            .claim_idempotency_key(&claim(key_id, "k", HASH_B, T0))
            .expect("another request claims it"),
    );
    assert!(
        !store
            .complete_idempotency_key(&first, &answer("{}"))
            .expect("complete"),
        "the released holder cannot complete the new holder's key"
    );
    assert!(
        store
            .complete_idempotency_key(&second, &answer("{\"b\":1}"))
            .expect("complete")
    );
    assert_eq!(store.count_idempotency_keys().expect("count"), 1);
}

fn an_expired_key_is_taken_over_and_purged(db: &TestDatabase) {
    let store = open(db);
    let key_id = api_key(&store, 'a');
    for name in ["taken_over", "expires", "dropped"] {
        let held = held(
            store
                .claim_idempotency_key(&claim(key_id, name, HASH_A, T0))
                .expect("claim"),
        );
        store
            .complete_idempotency_key(&held, &answer(name))
            .expect("complete");
    }
    // A fresh one, a day later: it outlives the purge below.
    let day_later = T0 + Duration::hours(24);
    held(
        store
            .claim_idempotency_key(&claim(key_id, "fresh", HASH_A, day_later))
            .expect("claim"),
    );
    // At exactly 24 hours the answer is gone: the same request runs again.
    let retaken = held(
        store
            .claim_idempotency_key(&claim(key_id, "expires", HASH_A, day_later))
            .expect("claim"),
    );
    store
        .complete_idempotency_key(&retaken, &answer("again"))
        .expect("complete");
    // Another request may take an expired key too.
    held(
        store
            .claim_idempotency_key(&claim(key_id, "taken_over", HASH_B, day_later))
            .expect("claim"),
    );
    assert_eq!(store.count_idempotency_keys().expect("count"), 4);
    assert_eq!(
        store
            .purge_expired_idempotency_keys(day_later)
            .expect("purge"),
        1,
        "only `dropped` had expired and was not taken over"
    );
    assert_eq!(store.count_idempotency_keys().expect("count"), 3);
    assert_eq!(
        store
            .claim_idempotency_key(&claim(key_id, "expires", HASH_A, day_later))
            .expect("claim"),
        ClaimOutcome::Completed(answer("again"))
    );
    assert_eq!(
        store
            .purge_expired_idempotency_keys(day_later + Duration::hours(24))
            .expect("purge"),
        3
    );
    assert_eq!(store.count_idempotency_keys().expect("count"), 0);
}

fn a_request_that_never_finished_is_given_up_after_its_hold(db: &TestDatabase) {
    let store = open(db);
    let key_id = api_key(&store, 'a');
    let abandoned = held(
        store
            .claim_idempotency_key(&claim(key_id, "k", HASH_A, T0))
            .expect("claim"),
    );
    let within_hold = T0 + Duration::seconds(59);
    assert_eq!(
        store
            .claim_idempotency_key(&claim(key_id, "k", HASH_A, within_hold))
            .expect("claim"),
        ClaimOutcome::InFlight
    );
    let after_hold = T0 + Duration::minutes(1);
    let retry = held(
        store
            .claim_idempotency_key(&claim(key_id, "k", HASH_A, after_hold))
            .expect("claim"),
    );
    assert!(
        !store
            .complete_idempotency_key(&abandoned, &answer("late"))
            .expect("complete"),
        "the request given up cannot store its answer over the retry's"
    );
    assert!(
        !store.release_idempotency_key(&abandoned).expect("release"),
        "nor free the retry's key"
    );
    assert!(
        store
            .complete_idempotency_key(&retry, &answer("retry"))
            .expect("complete")
    );
    assert_eq!(
        store
            .claim_idempotency_key(&claim(key_id, "k", HASH_A, after_hold))
            .expect("claim"),
        ClaimOutcome::Completed(answer("retry"))
    );
}

fn each_api_key_has_its_own_idempotency_keys(db: &TestDatabase) {
    let store = open(db);
    let (first, second) = (api_key(&store, 'a'), api_key(&store, 'b'));
    let held_first = held(
        store
            .claim_idempotency_key(&claim(first, "shared", HASH_A, T0))
            .expect("claim"),
    );
    let held_second = held(
        store
            .claim_idempotency_key(&claim(second, "shared", HASH_B, T0))
            .expect("the other API key claims the same text"),
    );
    store
        .complete_idempotency_key(&held_first, &answer("first"))
        .expect("complete");
    store
        .complete_idempotency_key(&held_second, &answer("second"))
        .expect("complete");
    assert_eq!(
        store
            .claim_idempotency_key(&claim(first, "shared", HASH_A, T0))
            .expect("claim"),
        ClaimOutcome::Completed(answer("first"))
    );
    assert_eq!(
        store
            .claim_idempotency_key(&claim(second, "shared", HASH_B, T0))
            .expect("claim"),
        ClaimOutcome::Completed(answer("second"))
    );
    // An API key that does not exist holds nothing.
    assert!(
        store
            .claim_idempotency_key(&claim(Uuid::new_v4(), "shared", HASH_A, T0))
            .is_err()
    );
}

fn of_concurrent_claims_exactly_one_holds_the_key(db: &TestDatabase) {
    let store = open(db);
    let key_id = api_key(&store, 'a');
    let threads = 16;
    let barrier = Arc::new(Barrier::new(threads));
    let outcomes: Vec<ClaimOutcome> = std::thread::scope(|scope| {
        let running: Vec<_> = (0..threads)
            .map(|_| {
                let (store, barrier) = (store.clone(), barrier.clone());
                scope.spawn(move || {
                    barrier.wait();
                    store
                        .claim_idempotency_key(&claim(key_id, "race", HASH_A, T0))
                        .expect("claim")
                })
            })
            .collect();
        running
            .into_iter()
            .map(|thread| thread.join().expect("no panic"))
            .collect()
    });
    let claimed = outcomes
        .iter()
        .filter(|outcome| matches!(outcome, ClaimOutcome::Claimed(_)))
        .count();
    assert_eq!(claimed, 1, "{outcomes:?}");
    assert!(
        outcomes
            .iter()
            .all(|outcome| matches!(outcome, ClaimOutcome::Claimed(_) | ClaimOutcome::InFlight)),
        "{outcomes:?}"
    );
}

fn bad_claims_are_refused(db: &TestDatabase) {
    let store = open(db);
    let key_id = api_key(&store, 'a');
    let too_long = "k".repeat(256);
    for (idempotency_key, hash) in [
        ("", HASH_A),
        (too_long.as_str(), HASH_A),
        ("k", "not a hash"),
        ("k", &HASH_A.to_uppercase()),
    ] {
        let error = store
            .claim_idempotency_key(&claim(key_id, idempotency_key, hash, T0))
            .expect_err("refused");
        assert!(
            matches!(error, StorageError::InvalidInput(_)),
            "{idempotency_key:?} {hash:?}: {error:?}"
        );
    }
    let longest = "k".repeat(255);
    held(
        store
            .claim_idempotency_key(&claim(key_id, &longest, HASH_A, T0))
            .expect("255 bytes is allowed"),
    );
    let already_expired = IdempotencyClaim {
        expires_at: T0,
        ..claim(key_id, "k", HASH_A, T0)
    };
    assert!(matches!(
        store.claim_idempotency_key(&already_expired),
        Err(StorageError::InvalidInput(_))
    ));
    assert_eq!(store.count_idempotency_keys().expect("count"), 1);
}
