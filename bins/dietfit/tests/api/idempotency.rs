//! `Idempotency-Key` on every POST route, through HTTP on both backends: a
//! repeat is answered again and charged once, another request with the key
//! is a 422, a repeat while the first runs is a 409, keys belong to their
//! API key, last 24 hours across instances, and only 2xx answers are kept.

use std::time::{Duration, Instant};

use actix_web::http::header::HeaderValue;
use actix_web::test::TestRequest;
use dietfit::http::idempotency::{IN_FLIGHT_HOLD, KEY_LIFETIME, request_hash};
use dietfit_contract::Mode;
use dietfit_storage::{ClaimOutcome, IdempotencyClaim};
use serde_json::{Value, json};

use crate::support::*;

macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[actix_web::test]
                async fn $name() {
                    super::$name(crate::support::TestApp::sqlite()).await;
                }
            )*
        }
        mod postgres {
            $(
                #[actix_web::test]
                async fn $name() {
                    let Some(app) = crate::support::TestApp::postgres() else {
                        return;
                    };
                    super::$name(app).await;
                }
            )*
        }
    };
}

on_both_backends!(
    a_repeat_is_answered_again_and_charged_once_on_every_post_route,
    another_request_with_the_same_key_is_a_422,
    each_api_key_has_its_own_idempotency_keys,
    a_repeat_while_the_first_runs_is_a_409,
    an_answer_lasts_24_hours_across_instances_then_expired_keys_are_purged,
    without_a_key_nothing_changes,
    a_refused_request_frees_its_key_for_a_corrected_one,
    a_key_that_is_not_a_valid_token_is_a_400_naming_the_header,
    a_stored_answer_is_plain_json_whatever_the_client_accepts,
);

const SEARCH: &str = "/v1/search";
const DECISION: &str = "/v1/decision/restaurant-fit";
const ENRICH: &str = "/v1/enrich/restaurant";
const REPLAYED: &str = "idempotent-replayed";

fn search_body(query: &str) -> Value {
    json!({"query": query})
}

fn decision_body() -> Value {
    json!({
        "service_id": fixture_service_id("fixture:portland:1"),
        "user_profile": {"diet": "strict_vegan"},
    })
}

fn enrich_body() -> Value {
    json!({"name": "Clover Canteen", "address": "1539 Blake Street, Denver, CO 80206"})
}

fn keyed(path: &str, api_key: &str, body: &Value, idempotency_key: &str) -> TestRequest {
    post_json(path, api_key, body.clone()).insert_header(("idempotency-key", idempotency_key))
}

fn json_of(reply: &RawReply) -> Value {
    serde_json::from_slice(&reply.body).unwrap_or(Value::Null)
}

fn request_id_of(reply: &RawReply) -> String {
    json_of(reply)["service_request_id"]
        .as_str()
        .unwrap_or_else(|| panic!("no service_request_id in {}", json_of(reply)))
        .to_owned()
}

fn usage_of(reply: &RawReply) -> i64 {
    reply
        .header("x-usage-thismonth")
        .unwrap_or_else(|| panic!("no X-Usage-ThisMonth on {}", reply.status))
        .parse()
        .expect("a number")
}

fn as_reply(raw: &RawReply) -> Reply {
    Reply {
        status: raw.status,
        headers: raw.headers.clone(),
        body: json_of(raw),
    }
}

async fn a_repeat_is_answered_again_and_charged_once_on_every_post_route(app: TestApp) {
    for (path, body, cost) in [
        (SEARCH, search_body("vegan tacos"), 5),
        (DECISION, decision_body(), 6),
        (ENRICH, enrich_body(), 1),
        // Priced per item: three restaurants, two diners, at 4 each.
        (
            "/v1/decision/batch",
            json!({
                "service_ids": [
                    fixture_service_id("fixture:denver:0"),
                    fixture_service_id("fixture:portland:1"),
                    fixture_service_id("fixture:seattle:267"),
                ],
                "user_profile": {"diet": "strict_vegan"},
            }),
            12,
        ),
        (
            "/v1/decision/group-fit",
            json!({
                "service_id": fixture_service_id("fixture:denver:0"),
                "user_profiles": [{"diet": "strict_vegan"}, {"diet": "vegetarian"}],
            }),
            8,
        ),
    ] {
        let key = format!("retry {path}");
        let first = app
            .call_raw(keyed(path, &app.sandbox_key, &body, &key))
            .await;
        assert_eq!(first.status, 200, "{path}: {}", json_of(&first));
        assert_eq!(first.header(REPLAYED), None, "{path}: a first answer");
        let again = app
            .call_raw(keyed(path, &app.sandbox_key, &body, &key))
            .await;
        assert_eq!(again.status, 200, "{path}");
        assert_eq!(again.header(REPLAYED), Some("true"), "{path}");
        assert_eq!(again.body, first.body, "{path}: the same bytes");
        assert_eq!(request_id_of(&again), request_id_of(&first), "{path}");
        assert_eq!(again.header("content-type"), first.header("content-type"));
        // The exchange has its own id for the logs; the answer keeps its own.
        assert_ne!(again.header("x-request-id"), first.header("x-request-id"));
        // Charged once: the repeat reports usage as the first left it, with
        // every header of a 200.
        assert_eq!(usage_of(&again), usage_of(&first), "{path}");
        assert_rate_limit_headers(&as_reply(&again));
        let unkeyed = app
            .call_raw(post_json(path, &app.sandbox_key, body.clone()))
            .await;
        assert_eq!(unkeyed.status, 200);
        assert_eq!(usage_of(&unkeyed), usage_of(&first) + cost, "{path}");
    }
}

async fn another_request_with_the_same_key_is_a_422(app: TestApp) {
    let key = "order-42";
    let body = search_body("vegan tacos");
    let first = app
        .call_raw(keyed(SEARCH, &app.sandbox_key, &body, key))
        .await;
    assert_eq!(first.status, 200);
    let other_body = keyed(SEARCH, &app.sandbox_key, &search_body("ramen"), key);
    let other_mode =
        keyed(SEARCH, &app.sandbox_key, &body, key).insert_header(("x-service-mode", "fast"));
    let other_route = keyed(DECISION, &app.sandbox_key, &decision_body(), key);
    // The same JSON with other bytes is another request: the hash is of
    // the body as sent.
    let other_spacing = TestRequest::post()
        .uri(SEARCH)
        .insert_header(("content-type", "application/json"))
        .insert_header(("x-service-api-key", app.sandbox_key.as_str()))
        .insert_header(("idempotency-key", key))
        .set_payload(r#"{ "query": "vegan tacos" }"#);
    for request in [other_body, other_mode, other_route, other_spacing] {
        let reply = app.call(request).await;
        reply.assert_problem(422, "idempotency_key_reused");
        assert_eq!(reply.invalid_fields(), ["Idempotency-Key"]);
        assert!(reply.header("x-usage-thismonth").is_none(), "not charged");
    }
    let again = app
        .call_raw(keyed(SEARCH, &app.sandbox_key, &body, key))
        .await;
    assert_eq!(again.header(REPLAYED), Some("true"));
    assert_eq!(again.body, first.body);
    let unkeyed = app
        .call_raw(post_json(SEARCH, &app.sandbox_key, body.clone()))
        .await;
    assert_eq!(
        usage_of(&unkeyed),
        usage_of(&first) + 5,
        "one charge before"
    );
}

async fn each_api_key_has_its_own_idempotency_keys(app: TestApp) {
    let key = "shared-text";
    let tacos = search_body("vegan tacos");
    let ramen = search_body("ramen");
    let sandbox = app
        .call_raw(keyed(SEARCH, &app.sandbox_key, &tacos, key))
        .await;
    let paid = app
        .call_raw(keyed(SEARCH, &app.paid_key, &ramen, key))
        .await;
    assert_eq!((sandbox.status.as_u16(), paid.status.as_u16()), (200, 200));
    assert_eq!(paid.header(REPLAYED), None, "not another key's answer");
    assert_ne!(sandbox.body, paid.body);
    let sandbox_again = app
        .call_raw(keyed(SEARCH, &app.sandbox_key, &tacos, key))
        .await;
    let paid_again = app
        .call_raw(keyed(SEARCH, &app.paid_key, &ramen, key))
        .await;
    assert_eq!(sandbox_again.body, sandbox.body);
    assert_eq!(paid_again.body, paid.body);
    for reply in [&sandbox_again, &paid_again] {
        assert_eq!(reply.header(REPLAYED), Some("true"));
    }
    // The enterprise key's namespace is empty: the same text is free there.
    let enterprise = app
        .call_raw(keyed(SEARCH, &app.enterprise_key, &ramen, key))
        .await;
    assert_eq!(enterprise.status, 200);
    assert_eq!(enterprise.header(REPLAYED), None);
}

/// Another instance holds the key for the same request (it is running it):
/// the row is claimed in the store directly, as that instance would.
async fn a_repeat_while_the_first_runs_is_a_409(app: TestApp) {
    let body = search_body("vegan tacos");
    let key = "in-flight";
    let key_id = app
        .store
        .find_key_by_hash(&dietfit_auth::hash_secret(&app.sandbox_key))
        .expect("store")
        .expect("the sandbox key")
        .id;
    let hash = request_hash("POST", SEARCH, Mode::Rich, body.to_string().as_bytes());
    let running = app
        .store
        .claim_idempotency_key(&IdempotencyClaim {
            key_id,
            idempotency_key: key,
            request_hash: &hash,
            now: NOW,
            expires_at: NOW + KEY_LIFETIME,
            locked_until: NOW + IN_FLIGHT_HOLD,
        })
        .expect("claim");
    let ClaimOutcome::Claimed(running) = running else {
        panic!("the key was free: {running:?}")
    };
    let reply = app.call(keyed(SEARCH, &app.sandbox_key, &body, key)).await;
    reply.assert_problem(409, "idempotency_key_in_flight");
    assert_eq!(reply.header("retry-after"), Some("1"));
    assert!(reply.header("x-usage-thismonth").is_none(), "not charged");
    // Another request with the key is refused as such, running or not.
    app.call(keyed(SEARCH, &app.sandbox_key, &search_body("ramen"), key))
        .await
        .assert_problem(422, "idempotency_key_reused");

    // Its server stopped: once the hold runs out, the repeat runs.
    let later = app.second_instance_at(NOW + IN_FLIGHT_HOLD);
    let retried = later
        .call_raw(keyed(SEARCH, &app.sandbox_key, &body, key))
        .await;
    assert_eq!(retried.status, 200, "{}", json_of(&retried));
    assert_eq!(retried.header(REPLAYED), None);
    assert!(
        !app.store
            .complete_idempotency_key(
                &running,
                &dietfit_storage::StoredAnswer {
                    status: 200,
                    headers: Vec::new(),
                    body: b"{}".to_vec(),
                }
            )
            .expect("store"),
        "the request given up cannot store over the retry's answer"
    );
    let again = app
        .call_raw(keyed(SEARCH, &app.sandbox_key, &body, key))
        .await;
    assert_eq!(again.header(REPLAYED), Some("true"));
    assert_eq!(again.body, retried.body);
}

async fn an_answer_lasts_24_hours_across_instances_then_expired_keys_are_purged(app: TestApp) {
    let body = search_body("vegan tacos");
    let first = app
        .call_raw(keyed(SEARCH, &app.sandbox_key, &body, "daily"))
        .await;
    assert_eq!(first.status, 200);
    let other = app
        .call_raw(keyed(SEARCH, &app.paid_key, &body, "sent once"))
        .await;
    assert_eq!(other.status, 200);
    assert_eq!(app.store.count_idempotency_keys().expect("count"), 2);

    let just_before = app.second_instance_at(NOW + KEY_LIFETIME - time::Duration::SECOND);
    let replayed = just_before
        .call_raw(keyed(SEARCH, &app.sandbox_key, &body, "daily"))
        .await;
    assert_eq!(
        replayed.header(REPLAYED),
        Some("true"),
        "another instance replays"
    );
    assert_eq!(replayed.body, first.body);

    let a_day_later = app.second_instance_at(NOW + KEY_LIFETIME);
    let ran_again = a_day_later
        .call_raw(keyed(SEARCH, &app.sandbox_key, &body, "daily"))
        .await;
    assert_eq!(ran_again.status, 200);
    assert_eq!(ran_again.header(REPLAYED), None, "expired after 24 hours");
    assert_ne!(request_id_of(&ran_again), request_id_of(&first));
    let replayed_there = a_day_later
        .call_raw(keyed(SEARCH, &app.sandbox_key, &body, "daily"))
        .await;
    assert_eq!(replayed_there.header(REPLAYED), Some("true"));
    assert_eq!(replayed_there.body, ran_again.body);

    // That request also started this instance's purge, in the background:
    // the paid key's expired row goes; the retaken one stays.
    let deadline = Instant::now() + Duration::from_secs(10);
    while app.store.count_idempotency_keys().expect("count") != 1 {
        assert!(Instant::now() < deadline, "the expired key was not purged");
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn without_a_key_nothing_changes(app: TestApp) {
    let body = search_body("vegan tacos");
    let first = app
        .call_raw(post_json(SEARCH, &app.sandbox_key, body.clone()))
        .await;
    let second = app
        .call_raw(post_json(SEARCH, &app.sandbox_key, body.clone()))
        .await;
    assert_eq!((first.status.as_u16(), second.status.as_u16()), (200, 200));
    assert_ne!(request_id_of(&first), request_id_of(&second));
    assert_eq!(second.header(REPLAYED), None);
    assert_eq!(usage_of(&second), usage_of(&first) + 5);
    assert_eq!(app.store.count_idempotency_keys().expect("count"), 0);
    // Nor on a route that reads no body and charges per call.
    let changes = "/v1/changes?since=2026-10-15T00:00:00Z";
    for _ in 0..2 {
        let reply = app
            .call_raw(
                get_with_key(changes, &app.enterprise_key)
                    .insert_header(("idempotency-key", "get")),
            )
            .await;
        assert_eq!(reply.status, 200);
        assert_eq!(
            reply.header(REPLAYED),
            None,
            "only POST routes keep answers"
        );
    }
}

/// Only 2xx answers are kept: a refused request cost nothing and changed
/// nothing, so its key is free for the corrected request.
async fn a_refused_request_frees_its_key_for_a_corrected_one(app: TestApp) {
    let key = "fix-and-retry";
    let invalid = json!({"query": "vegan tacos", "limit": 0});
    for _ in 0..2 {
        let reply = app
            .call(keyed(SEARCH, &app.sandbox_key, &invalid, key))
            .await;
        reply.assert_problem(400, "validation_failed");
        assert_eq!(reply.header(REPLAYED), None, "a 4xx is not replayed");
    }
    let corrected = search_body("vegan tacos");
    let first = app
        .call_raw(keyed(SEARCH, &app.sandbox_key, &corrected, key))
        .await;
    assert_eq!(first.status, 200, "{}", json_of(&first));
    assert_eq!(first.header(REPLAYED), None);
    let again = app
        .call_raw(keyed(SEARCH, &app.sandbox_key, &corrected, key))
        .await;
    assert_eq!(again.header(REPLAYED), Some("true"));
    assert_eq!(usage_of(&again), usage_of(&first));
    // Now the key is taken: the invalid body is another request.
    app.call(keyed(SEARCH, &app.sandbox_key, &invalid, key))
        .await
        .assert_problem(422, "idempotency_key_reused");

    // A 404 frees its key too: the restaurant may be imported later.
    let missing = json!({
        "service_id": "rst_00000000000000000000000000000000",
        "user_profile": {"diet": "strict_vegan"},
    });
    app.call(keyed(DECISION, &app.sandbox_key, &missing, "decide"))
        .await
        .assert_problem(404, "restaurant_not_found");
    let found = app
        .call_raw(keyed(
            DECISION,
            &app.sandbox_key,
            &decision_body(),
            "decide",
        ))
        .await;
    assert_eq!(found.status, 200, "{}", json_of(&found));
    assert_eq!(found.header(REPLAYED), None);
}

async fn a_key_that_is_not_a_valid_token_is_a_400_naming_the_header(app: TestApp) {
    let body = search_body("vegan tacos");
    let too_long = "k".repeat(256);
    let mut requests: Vec<TestRequest> = [
        "",
        "  ",
        "\"\"",
        too_long.as_str(),
        "\"open",
        "tab\there",
        "a\\b",
    ]
    .into_iter()
    .map(|bad| keyed(SEARCH, &app.sandbox_key, &body, bad))
    .collect();
    requests.push(
        post_json(SEARCH, &app.sandbox_key, body.clone()).insert_header((
            "idempotency-key",
            HeaderValue::from_bytes("café".as_bytes()).expect("obs-text is a header value"),
        )),
    );
    requests.push(
        post_json(SEARCH, &app.sandbox_key, body.clone())
            .append_header(("idempotency-key", "one"))
            .append_header(("idempotency-key", "two")),
    );
    for request in requests {
        let reply = app.call(request).await;
        reply.assert_problem(400, "invalid_parameter");
        assert_eq!(
            reply.invalid_fields(),
            ["Idempotency-Key"],
            "{}",
            reply.body
        );
    }
    assert_eq!(app.store.count_idempotency_keys().expect("count"), 0);
    // The longest key, and the draft's quoted form: `"k"` is the key `k`.
    let longest = "k".repeat(255);
    let first = app
        .call_raw(keyed(SEARCH, &app.sandbox_key, &body, &longest))
        .await;
    assert_eq!(first.status, 200);
    let quoted = app
        .call_raw(keyed(
            SEARCH,
            &app.sandbox_key,
            &body,
            &format!("\"{longest}\""),
        ))
        .await;
    assert_eq!(quoted.header(REPLAYED), Some("true"));
    assert_eq!(quoted.body, first.body);
}

/// A search answered from the answer cache is gzip for a client that asks;
/// with a key it is stored and sent as plain JSON, so any client can be
/// given it again.
async fn a_stored_answer_is_plain_json_whatever_the_client_accepts(app: TestApp) {
    let body = search_body("vegan tacos");
    let warm = app
        .call_raw(post_json(SEARCH, &app.sandbox_key, body.clone()))
        .await;
    assert_eq!(warm.status, 200);
    let gzip = |request: TestRequest| request.insert_header(("accept-encoding", "gzip"));
    let cached = app
        .call_raw(gzip(post_json(SEARCH, &app.sandbox_key, body.clone())))
        .await;
    assert_eq!(
        cached.header("content-encoding"),
        Some("gzip"),
        "the cache serves gzip"
    );
    let first = app
        .call_raw(gzip(keyed(SEARCH, &app.sandbox_key, &body, "zipped")))
        .await;
    assert_eq!(first.status, 200);
    assert_eq!(first.header("content-encoding"), None);
    assert!(json_of(&first)["results"].is_array());
    let plain_client = app
        .call_raw(keyed(SEARCH, &app.sandbox_key, &body, "zipped"))
        .await;
    assert_eq!(plain_client.header(REPLAYED), Some("true"));
    assert_eq!(plain_client.header("content-encoding"), None);
    assert_eq!(plain_client.body, first.body);
}

/// A store that cannot answer is a 503, and a 503 is never kept: once the
/// store is back the same request runs.
#[actix_web::test]
async fn a_store_timeout_is_not_kept_and_the_retry_runs() {
    use diesel::connection::SimpleConnection as _;
    use diesel::{Connection as _, SqliteConnection};

    let app = TestApp::sqlite();
    let body = search_body("vegan tacos");
    // A first request leases credits, so the next needs no write to pass
    // the gate.
    let leased = app
        .call_raw(post_json(SEARCH, &app.sandbox_key, body.clone()))
        .await;
    assert_eq!(leased.status, 200);
    let dietfit_storage::DatabaseUrl::Sqlite { path } = &app.store_config().database_url else {
        panic!("a SQLite test database")
    };
    let mut other_writer =
        SqliteConnection::establish(path.to_str().expect("a UTF-8 path")).expect("connects");
    other_writer
        .batch_execute("BEGIN EXCLUSIVE")
        .expect("locks");
    let stalled = app
        .call(keyed(SEARCH, &app.sandbox_key, &body, "through an outage"))
        .await;
    stalled.assert_problem(503, "store_unavailable");
    drop(other_writer);
    // The claim that stalled may still land after its request gave up; it
    // frees the key at once, so at most a moment of 409 follows.
    let deadline = Instant::now() + Duration::from_secs(10);
    let retried = loop {
        let reply = app
            .call_raw(keyed(SEARCH, &app.sandbox_key, &body, "through an outage"))
            .await;
        if reply.status != 409 || Instant::now() > deadline {
            break reply;
        }
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(retried.status, 200, "{}", json_of(&retried));
    assert_eq!(retried.header(REPLAYED), None, "the 503 was not kept");
}
