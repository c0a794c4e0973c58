//! A stalled store never stalls the server: with the SQLite file locked by
//! another writer (an import, say), health answers at once and metered
//! routes answer within the gate's bound, 200 or a 503 problem.
//!
//! The in-process app runs on the test's one thread, as a server's worker
//! does: a store call made on it holds up every other request.

use std::time::{Duration, Instant};

use actix_web::test;
use diesel::connection::SimpleConnection as _;
use diesel::{Connection as _, SqliteConnection};
use dietfit::commands::create_key;
use dietfit::config::{GATE_STORE_TIMEOUT, METADATA_TIMEOUT};
use dietfit_auth::{REJECTION_TTL, generate_key};
use dietfit_contract::Tier;
use dietfit_storage::{DatabaseUrl, NewKey, StoreConfig};
use futures_util::future::{join, join_all};
use serde_json::{Value, json};

use crate::support::{NOW, Reply, TestApp, post_json};

/// Another connection holding SQLite's write lock until dropped.
struct WriteLock(#[expect(dead_code, reason = "held only for its lock")] SqliteConnection);

impl WriteLock {
    fn hold(config: &StoreConfig) -> WriteLock {
        let DatabaseUrl::Sqlite { path } = &config.database_url else {
            panic!("a SQLite test database")
        };
        let mut connection =
            SqliteConnection::establish(path.to_str().expect("a UTF-8 path")).expect("connects");
        connection.batch_execute("BEGIN EXCLUSIVE").expect("locks");
        WriteLock(connection)
    }
}

/// How long health may take while the store is stalled: far below a second.
const HEALTH_BOUND: Duration = Duration::from_millis(500);
/// Slack over a route's own bound for the test's single thread.
const SLACK: Duration = Duration::from_millis(700);

/// Sends `requests` together with a health check sent `health_after` later,
/// all on this thread; returns each reply with its time, and health's.
async fn with_health_alongside(
    app: &TestApp,
    requests: Vec<test::TestRequest>,
) -> (Vec<(Reply, Duration)>, (u16, Duration)) {
    let service = test::init_service(dietfit::http::app(app.state.clone())).await;
    let service = &service;
    let started = Instant::now();
    let sent = requests.into_iter().map(|request| async move {
        let response = test::call_service(service, request.to_request()).await;
        let (status, headers) = (response.status(), response.headers().clone());
        let body = test::read_body(response).await;
        let body = serde_json::from_slice(&body).unwrap_or(Value::Null);
        let reply = Reply {
            status,
            headers,
            body,
        };
        (reply, started.elapsed())
    });
    let health = async {
        // Sent once the others are under way.
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
        let request = test::TestRequest::get().uri("/v1/health").to_request();
        let status = test::call_service(service, request).await.status();
        (status.as_u16(), started.elapsed())
    };
    join(join_all(sent), health).await
}

fn new_keys(app: &TestApp, count: usize) -> Vec<String> {
    (0..count)
        .map(|_| {
            create_key(&app.store, Tier::Paid, Some(1_000), None, NOW)
                .expect("key")
                .0
        })
        .collect()
}

fn search(key: &str) -> test::TestRequest {
    post_json("/v1/search", key, json!({"query": "vegan tacos"}))
}

#[actix_web::test]
async fn a_write_locked_database_stalls_neither_health_nor_metered_routes() {
    let app = TestApp::sqlite();
    // New keys: each needs a credit lease, which is a write.
    let keys = new_keys(&app, 4);
    let lock = WriteLock::hold(&app.store_config());

    let (replies, (health, health_took)) =
        with_health_alongside(&app, keys.iter().map(|key| search(key)).collect()).await;
    assert_eq!(health, 200);
    assert!(
        health_took < Duration::from_millis(100) + HEALTH_BOUND,
        "health took {health_took:?} while the store was locked"
    );
    for (reply, took) in &replies {
        // A lease cannot be written: the gate's bound answers.
        reply.assert_problem(503, "store_unavailable");
        assert!(
            *took < GATE_STORE_TIMEOUT + SLACK,
            "a metered route took {took:?}"
        );
    }

    drop(lock);
    for key in &keys {
        let reply = app.call(search(key)).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
    }
}

/// A PostgreSQL server that stops answering (a black-holed socket, not a
/// refused one): health answers at once, metered routes with keys the
/// instance has not seen answer a 503 problem within the gate's bound.
#[actix_web::test]
async fn a_postgres_that_stops_answering_stalls_neither_health_nor_metered_routes() {
    let Some((app, proxy)) = TestApp::postgres_behind_proxy() else {
        return;
    };
    let keys = new_keys(&app, 4);
    proxy.black_hole();

    let (replies, (health, health_took)) =
        with_health_alongside(&app, keys.iter().map(|key| search(key)).collect()).await;
    assert_eq!(health, 200);
    assert!(
        health_took < Duration::from_millis(100) + HEALTH_BOUND,
        "health took {health_took:?} while PostgreSQL did not answer"
    );
    for (reply, took) in &replies {
        reply.assert_problem(503, "store_unavailable");
        assert!(
            *took < GATE_STORE_TIMEOUT + SLACK,
            "a metered route took {took:?}"
        );
    }
    // Closing the hole's connections frees the store calls still waiting.
    proxy.stop();
}

#[actix_web::test]
async fn a_drained_pool_stalls_neither_health_nor_metadata() {
    // One connection, taken by a lease waiting on the lock: every other
    // store call waits for the pool.
    let app = TestApp::sqlite_with_pool_of(1);
    let keys = new_keys(&app, 2);
    let _lock = WriteLock::hold(&app.store_config());

    let mut requests: Vec<_> = keys.iter().map(|key| search(key)).collect();
    requests.push(test::TestRequest::get().uri("/v1/metadata"));
    let (replies, (health, health_took)) = with_health_alongside(&app, requests).await;
    assert_eq!(health, 200);
    assert!(
        health_took < Duration::from_millis(100) + HEALTH_BOUND,
        "health took {health_took:?} with the pool drained"
    );
    let (metadata, metadata_took) = replies.last().expect("the metadata reply");
    assert!(
        *metadata_took < METADATA_TIMEOUT + SLACK,
        "metadata took {metadata_took:?}"
    );
    if metadata.status != 200 {
        metadata.assert_problem(503, "store_unavailable");
    }
    for (reply, took) in &replies[..keys.len()] {
        reply.assert_problem(503, "store_unavailable");
        assert!(*took < GATE_STORE_TIMEOUT + SLACK, "search took {took:?}");
    }
}

#[actix_web::test]
async fn a_key_stored_after_it_was_refused_works_within_the_rejection_bound() {
    let app = TestApp::sqlite();
    let key = generate_key(Tier::Paid).expect("key");
    app.call(search(&key.secret))
        .await
        .assert_problem(401, "unauthorized");
    // What `dietfit keys create` stores.
    app.store
        .create_key(NewKey {
            key_hash: key.key_hash.clone(),
            display_prefix: key.display_prefix.clone(),
            tier: Tier::Paid,
            label: None,
            monthly_limit: Some(100),
            created_at: NOW,
        })
        .expect("stored");
    actix_web::rt::time::sleep(REJECTION_TTL).await;
    let reply = app.call(search(&key.secret)).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
}
