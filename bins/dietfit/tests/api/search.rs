//! POST /v1/search over HTTP: fields, modes, limits, location rules,
//! freshness of the index, and 503 when the database goes away.

use std::time::{Duration, Instant};

use actix_web::http::StatusCode;
use serde_json::{Value, json};

use crate::support::*;

async fn search(app: &TestApp, body: Value) -> Reply {
    app.call(post_json("/v1/search", &app.sandbox_key, body))
        .await
}

fn results(reply: &Reply) -> &Vec<Value> {
    results_of(&reply.body)
}

fn results_of(body: &Value) -> &Vec<Value> {
    body["results"].as_array().expect("results array")
}

/// Two responses carry the same answer: everything but the request id
/// and the metadata.
fn assert_same_answer(one: &Value, other: &Value) {
    for field in [
        "results",
        "total_results",
        "ai_generated",
        "query_interpretation",
        "human_review_recommended",
    ] {
        assert_eq!(one[field], other[field], "{field}");
    }
}

#[actix_web::test]
async fn rich_search_carries_the_contract_fields() {
    let app = TestApp::sqlite();
    let reply = search(
        &app,
        json!({"query": "vegan tacos", "user_profile": {"diet": "strict_vegan"}}),
    )
    .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
    assert_has_fields(
        &reply.body,
        &[
            "service_request_id",
            "results",
            "total_results",
            "ai_generated",
        ],
    );
    assert_eq!(reply.body["ai_generated"], false);
    assert_eq!(reply.body["metadata"]["mode"], "rich");
    assert_eq!(
        reply.body["query_interpretation"]["diet_inferred"],
        "strict_vegan"
    );
    let found = results(&reply);
    assert!(
        !found.is_empty() && found.len() <= 10,
        "rich default limit is 10"
    );
    for result in found {
        assert_has_fields(
            result,
            &[
                "service_id",
                "name",
                "address",
                "coordinates",
                "vegan_score",
                "dietary_profile",
                "cuisine_types",
                "last_verified_at",
                "last_evaluated_at",
                "match_for_profile",
            ],
        );
        assert!(
            result["vegan_score"].get("dimensions").is_some(),
            "rich mode has the dimensions"
        );
        let verdict = &result["match_for_profile"];
        if verdict["decision"] == "unknown" {
            assert_eq!(verdict["verification_required"], true);
        }
        assert!(
            result.get("distance_m").is_none(),
            "no location, no distance"
        );
    }
    assert_rate_limit_headers(&reply);
}

#[actix_web::test]
async fn fast_mode_is_compact_and_bounded() {
    let app = TestApp::sqlite();
    let fast = |body: Value| {
        post_json("/v1/search", &app.sandbox_key, body).insert_header(("x-service-mode", "fast"))
    };
    let reply = app.call(fast(json!({"query": "vegan"}))).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.body["metadata"]["mode"], "fast");
    let found = results(&reply);
    assert_eq!(found.len(), 5, "fast default limit is 5");
    for result in found {
        assert!(
            result["vegan_score"].get("dimensions").is_none(),
            "compact score"
        );
        assert!(result["evidence"].as_array().is_none_or(|e| e.len() <= 3));
    }
    let too_many = app.call(fast(json!({"query": "vegan", "limit": 6}))).await;
    too_many.assert_problem(400, "validation_failed");
    assert_eq!(too_many.invalid_fields(), ["limit"]);
    assert!(
        too_many.body["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains('5')
    );
}

#[actix_web::test]
async fn near_me_needs_a_location() {
    let app = TestApp::sqlite();
    for query in [
        "vegan near me",
        "thai nearby",
        "pizza around me",
        "sushi close by",
    ] {
        let reply = search(&app, json!({"query": query})).await;
        reply.assert_problem(400, "location_required");
        assert_eq!(reply.invalid_fields(), ["location"]);
    }
    let located = search(
        &app,
        json!({"query": "vegan near me", "location": {"lat": 45.5231, "lng": -122.6765}}),
    )
    .await;
    assert_eq!(located.status, StatusCode::OK);
}

#[actix_web::test]
async fn a_location_returns_only_places_inside_the_radius() {
    let app = TestApp::sqlite();
    let portland = json!({"lat": 45.5231, "lng": -122.6765, "radius_m": 3000});
    let reply = search(
        &app,
        json!({"query": "restaurant", "location": portland, "limit": 50}),
    )
    .await;
    assert_eq!(reply.status, StatusCode::OK);
    let found = results(&reply);
    assert!(
        !found.is_empty(),
        "Portland has fixture restaurants within 3 km"
    );
    for result in found {
        let distance = result["distance_m"]
            .as_f64()
            .expect("distance with a location");
        assert!(distance <= 3000.0, "{distance} m is outside the radius");
        assert!(
            result["coordinates"]["lat"].is_number(),
            "no result without coordinates"
        );
    }
    // The text radius is inferred, and an explicit one wins over it.
    let reply = search(
        &app,
        json!({"query": "vegan within 2 miles", "location": {"lat": 45.5231, "lng": -122.6765}}),
    )
    .await;
    assert_eq!(reply.body["query_interpretation"]["radius_m"], 3219);
    assert_eq!(
        reply.body["query_interpretation"]["radius_m_inferred"],
        true
    );
    let reply = search(
        &app,
        json!({"query": "vegan within 2 miles", "location": portland}),
    )
    .await;
    assert_eq!(reply.body["query_interpretation"]["radius_m"], 3000);
    assert_eq!(
        reply.body["query_interpretation"]["radius_m_text_ignored"],
        true
    );
}

#[actix_web::test]
async fn a_repeated_search_is_answered_from_the_cache_with_its_own_request_id() {
    let app = TestApp::sqlite();
    let body =
        json!({"query": "vegan brunch in Portland", "user_profile": {"diet": "strict_vegan"}});
    let first = search(&app, body.clone()).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.body);
    assert!(
        !results(&first).is_empty(),
        "the query has results to cache"
    );
    assert_eq!(first.body["metadata"]["cache"], "miss");
    let second = search(&app, body).await;
    assert_eq!(second.status, StatusCode::OK, "{}", second.body);
    assert_eq!(second.body["metadata"]["cache"], "hit");
    assert_ne!(
        first.body["service_request_id"],
        second.body["service_request_id"]
    );
    assert_eq!(
        second.header("x-request-id"),
        second.body["service_request_id"].as_str()
    );
    assert_same_answer(&first.body, &second.body);
    assert_eq!(second.body["metadata"]["mode"], "rich");
    // A cached answer is still metered like any search.
    assert_rate_limit_headers(&second);
    // Another mode or another limit is another answer.
    let fast = app
        .call(
            post_json(
                "/v1/search",
                &app.sandbox_key,
                json!({"query": "vegan brunch in Portland", "user_profile": {"diet": "strict_vegan"}}),
            )
            .insert_header(("X-Service-Mode", "fast")),
        )
        .await;
    assert_eq!(fast.status, StatusCode::OK, "{}", fast.body);
    assert_eq!(fast.body["metadata"]["cache"], "miss");
    assert_eq!(fast.body["metadata"]["mode"], "fast");
    assert!(results(&fast).len() <= 5);
}

fn gunzip(body: &[u8]) -> Vec<u8> {
    use std::io::Read as _;
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(body)
        .read_to_end(&mut out)
        .expect("a valid gzip body");
    out
}

#[actix_web::test]
async fn a_cached_answer_is_gzip_for_a_client_that_accepts_it() {
    let app = TestApp::sqlite();
    let body =
        json!({"query": "vegan brunch in Portland", "user_profile": {"diet": "strict_vegan"}});
    let accepting = |accept: &str| {
        post_json("/v1/search", &app.sandbox_key, body.clone())
            .insert_header(("accept-encoding", accept.to_owned()))
    };

    // What oha sends unless told --disable-compression.
    const OHA: &str = "gzip, compress, deflate, br";
    // A miss is sent as it is, even to a client that accepts gzip.
    let miss = app.call_raw(accepting(OHA)).await;
    assert_eq!(miss.status, StatusCode::OK);
    assert_eq!(miss.header("content-encoding"), None);
    assert_eq!(miss.header("vary"), Some("accept-encoding"));
    let miss_json: Value = serde_json::from_slice(&miss.body).expect("JSON");
    assert!(!results_of(&miss_json).is_empty(), "the query has results");
    assert_eq!(miss_json["metadata"]["cache"], "miss");

    let hit = app.call_raw(accepting(OHA)).await;
    assert_eq!(hit.status, StatusCode::OK);
    assert_eq!(hit.header("content-encoding"), Some("gzip"));
    assert_eq!(hit.header("vary"), Some("accept-encoding"));
    assert_eq!(hit.header("content-type"), Some("application/json"));
    assert!(
        hit.body.len() * 4 < miss.body.len(),
        "{} bytes compressed from {}",
        hit.body.len(),
        miss.body.len()
    );
    let hit_json: Value = serde_json::from_slice(&gunzip(&hit.body)).expect("JSON inside");
    assert_eq!(hit_json["metadata"]["cache"], "hit");
    assert_eq!(hit_json["metadata"]["mode"], "rich");
    assert_eq!(
        hit.header("x-request-id"),
        hit_json["service_request_id"].as_str()
    );
    assert_ne!(
        hit_json["service_request_id"],
        miss_json["service_request_id"]
    );
    assert_same_answer(&hit_json, &miss_json);
    // A second gzip hit wraps the same compressed answer in its own id.
    let again = app.call_raw(accepting("gzip")).await;
    assert_eq!(again.header("content-encoding"), Some("gzip"));
    let again_json: Value = serde_json::from_slice(&gunzip(&again.body)).expect("JSON");
    assert_ne!(
        again_json["service_request_id"],
        hit_json["service_request_id"]
    );
    assert_eq!(again_json["results"], miss_json["results"]);

    // Preferences that do not put gzip first get the same hit as JSON.
    for accept in [
        "identity",
        "gzip;q=0",
        "br",
        "gzip;q=0.5, identity",
        "x-unknown",
    ] {
        let plain = app.call_raw(accepting(accept)).await;
        assert_eq!(plain.status, StatusCode::OK, "{accept}");
        assert_eq!(plain.header("content-encoding"), None, "{accept}");
        assert_eq!(plain.header("vary"), Some("accept-encoding"), "{accept}");
        let plain_json: Value = serde_json::from_slice(&plain.body).expect("JSON");
        assert_eq!(plain_json["metadata"]["cache"], "hit", "{accept}");
        assert_eq!(plain_json["results"], miss_json["results"], "{accept}");
    }
    let preferred = app.call_raw(accepting("identity;q=0.5, gzip")).await;
    assert_eq!(preferred.header("content-encoding"), Some("gzip"));
}

/// Searches `query` until the results satisfy `found`; fails after 2 s.
async fn search_until(app: &TestApp, query: &str, what: &str, found: impl Fn(&[Value]) -> bool) {
    let started = Instant::now();
    loop {
        let reply = search(app, json!({"query": query})).await;
        if found(results(&reply)) {
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(2),
            "{what}: not after {:?}",
            started.elapsed()
        );
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
}

fn first_is(name: &'static str) -> impl Fn(&[Value]) -> bool {
    move |found| found.first().is_some_and(|r| r["name"] == name)
}

#[actix_web::test]
async fn an_import_is_searchable_within_two_seconds() {
    let app = TestApp::sqlite();
    let name = "Zanzibar Quokka Kitchen";
    let before = search(&app, json!({"query": name})).await;
    assert!(results(&before).iter().all(|r| r["name"] != name));
    import_lines(&app.store, &json!({"external_id": "t:quokka", "name": name, "cuisines": ["vegan"],
        "address": {"street": "1 Test St", "city": "Portland", "state": "OR", "postal_code": null, "country": "US"}}).to_string());
    search_until(&app, name, "an import is searchable", first_is(name)).await;
    import_lines(
        &app.store,
        &json!({"external_id": "t:quokka", "deleted": true}).to_string(),
    );
    search_until(&app, name, "a delete disappears", |found| {
        found.iter().all(|r| r["name"] != name)
    })
    .await;
}

#[actix_web::test]
async fn a_second_instance_on_the_same_postgres_sees_imports() {
    let Some(first) = TestApp::postgres() else {
        return;
    };
    // A second server over the same database: its own pool and its own index.
    let second = first.second_instance();
    import_lines(
        &first.store,
        &json!({"external_id": "t:walrus", "name": "Walrus Noodle Bar", "cuisines": ["ramen"]})
            .to_string(),
    );
    search_until(
        &second,
        "Walrus Noodle Bar",
        "the second instance follows the feed",
        first_is("Walrus Noodle Bar"),
    )
    .await;
}

#[actix_web::test]
async fn search_answers_503_when_postgres_goes_away() {
    let Some(proxied) = TestApp::postgres_behind_proxy() else {
        return;
    };
    let (app, proxy) = proxied;
    let ok = search(&app, json!({"query": "vegan"})).await;
    assert_eq!(ok.status, StatusCode::OK);
    assert!(
        !results(&ok).is_empty(),
        "the query has hits, so it reads the store"
    );
    proxy.stop();
    // Another query: "vegan" itself may now be answered from the cache.
    let reply = search(&app, json!({"query": "bbq in Austin"})).await;
    reply.assert_problem(503, "store_unavailable");
}
