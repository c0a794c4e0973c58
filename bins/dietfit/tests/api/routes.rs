//! Every route the storage-backed handlers serve, with every status the
//! contract lists for it and the contract's required fields in the bodies.

use actix_web::http::StatusCode;
use actix_web::test;
use dietfit_auth::{GateConfig, RateLimitConfig};
use serde_json::{Value, json};

use crate::support::*;

const VEGAN_PLACE: &str = "fixture:denver:0";
const DETAIL_FIELDS: &[&str] = &[
    "service_place_id",
    "name",
    "address",
    "city",
    "state",
    "zipCode",
    "country",
    "coordinates",
    "veganScore",
    "isChain",
    "veganFriendly",
    "isVegan",
    "cuisineTypes",
    "dataFreshness",
];

#[actix_web::test]
async fn restaurant_lookup_by_either_id_shape() {
    let app = TestApp::sqlite();
    let service_id = fixture_service_id(VEGAN_PLACE);
    let by_service_id = app
        .call(get_with_key(
            &format!("/v1/restaurants/{service_id}"),
            &app.sandbox_key,
        ))
        .await;
    assert_eq!(
        by_service_id.status,
        StatusCode::OK,
        "{}",
        by_service_id.body
    );
    assert_has_fields(&by_service_id.body, DETAIL_FIELDS);
    assert_has_fields(
        &by_service_id.body["veganScore"],
        &["overall", "confidence", "reasoning", "scoringVersion"],
    );
    assert_has_fields(
        &by_service_id.body["dataFreshness"],
        &["lastFullRefresh", "overallFreshnessScore", "freshnessLabel"],
    );
    assert_rate_limit_headers(&by_service_id);
    let place_id = by_service_id.body["service_place_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let by_place_id = app
        .call(get_with_key(
            &format!("/v1/restaurants/{place_id}"),
            &app.sandbox_key,
        ))
        .await;
    assert_eq!(by_place_id.status, StatusCode::OK);
    assert_eq!(by_place_id.body, by_service_id.body);
}

#[actix_web::test]
async fn restaurant_lookup_statuses() {
    let app = TestApp::sqlite();
    let reply = app
        .call(get_with_key("/v1/restaurants/not-an-id", &app.sandbox_key))
        .await;
    reply.assert_problem(400, "invalid_parameter");
    assert_eq!(reply.invalid_fields(), ["service_place_id"]);
    let reply = app
        .call(get_with_key(
            "/v1/restaurants/rst_00000000000000000000000000000000",
            &app.sandbox_key,
        ))
        .await;
    reply.assert_problem(404, "restaurant_not_found");
    let reply = app
        .call(test::TestRequest::get().uri(&format!(
            "/v1/restaurants/{}",
            fixture_service_id(VEGAN_PLACE)
        )))
        .await;
    reply.assert_problem(401, "unauthorized");
}

fn decision_body(service_id: &str, diet: &str) -> Value {
    json!({"service_id": service_id, "user_profile": {"diet": diet}})
}

#[actix_web::test]
async fn decisions_carry_every_field_and_stay_conservative() {
    let app = TestApp::sqlite();
    let service_id = fixture_service_id(VEGAN_PLACE);
    let reply = app
        .call(post_json(
            "/v1/decision/restaurant-fit",
            &app.sandbox_key,
            decision_body(&service_id, "strict_vegan"),
        ))
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
    assert_has_fields(
        &reply.body,
        &[
            "service_request_id",
            "service_id",
            "decision",
            "confidence",
            "reason_codes",
            "risk_flags",
            "evidence",
            "verification_required",
            "recommended_user_text",
            "ai_generated",
        ],
    );
    assert_eq!(reply.body["service_id"], service_id);
    assert_eq!(reply.body["ai_generated"], false);
    assert!(
        !reply.body["evidence"].as_array().unwrap().is_empty(),
        "a decision points at its evidence"
    );
    assert_rate_limit_headers(&reply);
    if reply.body["decision"] == "unknown" {
        assert_eq!(reply.body["verification_required"], true);
    }
    // Religious diets are never confirmed from this data.
    let halal = app
        .call(post_json(
            "/v1/decision/restaurant-fit",
            &app.sandbox_key,
            decision_body(&service_id, "halal"),
        ))
        .await;
    assert_eq!(halal.status, StatusCode::OK);
    assert_ne!(halal.body["decision"], "fit");
    assert_eq!(halal.body["verification_required"], true);
}

#[actix_web::test]
async fn fast_decisions_carry_fewer_and_shorter_evidence_pointers() {
    let app = TestApp::sqlite();
    let service_id = fixture_service_id(VEGAN_PLACE);
    let body = decision_body(&service_id, "vegetarian");
    let rich = app
        .call(post_json(
            "/v1/decision/restaurant-fit",
            &app.sandbox_key,
            body.clone(),
        ))
        .await;
    let fast = app
        .call(
            post_json("/v1/decision/restaurant-fit", &app.sandbox_key, body)
                .insert_header(("x-service-mode", "fast")),
        )
        .await;
    assert_eq!((rich.status, fast.status), (StatusCode::OK, StatusCode::OK));
    assert_eq!(
        rich.body["decision"], fast.body["decision"],
        "the mode changes the payload, not the answer"
    );
    let fast_evidence = fast.body["evidence"].as_array().unwrap();
    assert!(!fast_evidence.is_empty() && fast_evidence.len() <= 3);
    assert!(fast_evidence.iter().all(|e| e.get("excerpt").is_none()));
    let used = |reply: &Reply| {
        reply
            .header("x-usage-thismonth")
            .unwrap()
            .parse::<u64>()
            .unwrap()
    };
    assert!(used(&fast) > used(&rich), "both were charged");
}

#[actix_web::test]
async fn decision_statuses() {
    let app = TestApp::sqlite();
    let unknown = decision_body("rst_00000000000000000000000000000000", "vegetarian");
    app.call(post_json(
        "/v1/decision/restaurant-fit",
        &app.sandbox_key,
        unknown,
    ))
    .await
    .assert_problem(404, "restaurant_not_found");
    let malformed_id = decision_body("42", "vegetarian");
    let reply = app
        .call(post_json(
            "/v1/decision/restaurant-fit",
            &app.sandbox_key,
            malformed_id,
        ))
        .await;
    reply.assert_problem(400, "validation_failed");
    assert_eq!(reply.invalid_fields(), ["service_id"]);
    let no_profile = json!({"service_id": fixture_service_id(VEGAN_PLACE)});
    let reply = app
        .call(post_json(
            "/v1/decision/restaurant-fit",
            &app.sandbox_key,
            no_profile,
        ))
        .await;
    assert_eq!(reply.invalid_fields(), ["user_profile"]);
}

#[actix_web::test]
async fn exhausted_credits_are_429_and_failures_are_not_charged() {
    let app = TestApp::sqlite();
    let (key, _) =
        dietfit::commands::create_key(&app.store, dietfit_contract::Tier::Paid, Some(8), None, NOW)
            .unwrap();
    let body = decision_body(&fixture_service_id(VEGAN_PLACE), "vegetarian");
    // A 404 costs nothing...
    let missing = decision_body("rst_00000000000000000000000000000000", "vegetarian");
    for _ in 0..3 {
        app.call(post_json(
            "/v1/decision/restaurant-fit",
            &key,
            missing.clone(),
        ))
        .await
        .assert_problem(404, "restaurant_not_found");
    }
    // ...so one rich decision (6 credits) still fits in 8, and the second does not.
    let first = app
        .call(post_json("/v1/decision/restaurant-fit", &key, body.clone()))
        .await;
    assert_eq!(first.status, StatusCode::OK);
    assert_eq!(first.header("x-ratelimit-remaining"), Some("2"));
    let second = app
        .call(post_json("/v1/decision/restaurant-fit", &key, body))
        .await;
    second.assert_problem(429, "credits_exhausted");
}

#[actix_web::test]
async fn per_minute_limits_answer_429_with_retry_after() {
    let limits = RateLimitConfig {
        key_per_minute: std::num::NonZeroU32::new(2),
        ..RateLimitConfig::default()
    };
    let app = TestApp::sqlite_with(GateConfig {
        limits,
        ..GateConfig::default()
    });
    let uri = format!("/v1/restaurants/{}", fixture_service_id(VEGAN_PLACE));
    for _ in 0..2 {
        assert_eq!(
            app.call(get_with_key(&uri, &app.sandbox_key)).await.status,
            StatusCode::OK
        );
    }
    let limited = app.call(get_with_key(&uri, &app.sandbox_key)).await;
    limited.assert_problem(429, "rate_limited");
    let retry_after: u64 = limited.header("retry-after").unwrap().parse().unwrap();
    assert!(retry_after >= 1);
    assert!(limited.header("ratelimit").is_some());
}

async fn changes_flow(app: &TestApp) {
    let since = "2026-10-31T00:00:00Z";
    let mut seen = std::collections::HashSet::new();
    let mut cursor = since.to_owned();
    let mut pages = 0;
    loop {
        let reply = app
            .call(get_with_key(
                &format!("/v1/changes?since={cursor}&pageSize=100"),
                &app.enterprise_key,
            ))
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
        assert_has_fields(
            &reply.body,
            &["changes", "total", "page", "pageSize", "since", "nextSince"],
        );
        assert_rate_limit_headers(&reply);
        let changes = reply.body["changes"].as_array().unwrap();
        if changes.is_empty() {
            assert_eq!(
                reply.body["nextSince"], reply.body["since"],
                "an empty page keeps the cursor"
            );
            break;
        }
        for change in changes {
            assert_eq!(change["type"], "created");
            assert_has_fields(
                change,
                &["type", "changedAt", "restaurant", "service_place_id"],
            );
            assert!(
                seen.insert(change["service_place_id"].as_str().unwrap().to_owned()),
                "no entry twice"
            );
        }
        cursor = reply.body["nextSince"].as_str().unwrap().to_owned();
        pages += 1;
    }
    assert_eq!(
        seen.len() as u64,
        app.store.count_restaurants().unwrap(),
        "no entry lost"
    );
    assert!(pages >= 4);
}

#[actix_web::test]
async fn the_change_feed_pages_without_loss_or_repetition() {
    changes_flow(&TestApp::sqlite()).await;
}

#[actix_web::test]
async fn the_change_feed_on_postgres() {
    if let Some(app) = TestApp::postgres() {
        changes_flow(&app).await;
    }
}

#[actix_web::test]
async fn change_feed_statuses() {
    let app = TestApp::sqlite();
    let uri = "/v1/changes?since=2026-10-31T00:00:00Z";
    app.call(get_with_key(uri, &app.sandbox_key))
        .await
        .assert_problem(403, "enterprise_only");
    app.call(get_with_key(uri, &app.paid_key))
        .await
        .assert_problem(403, "enterprise_only");
    app.call(test::TestRequest::get().uri(uri))
        .await
        .assert_problem(401, "unauthorized");
    let reply = app
        .call(get_with_key("/v1/changes", &app.enterprise_key))
        .await;
    reply.assert_problem(400, "invalid_parameter");
    assert_eq!(reply.invalid_fields(), ["since"]);
    let reply = app
        .call(get_with_key(
            "/v1/changes?since=2026-09-01T00:00:00Z&type=x&pageSize=0",
            &app.enterprise_key,
        ))
        .await;
    assert_eq!(reply.invalid_fields(), ["pageSize", "since", "type"]);
    let filtered = app
        .call(get_with_key(
            &format!("{uri}&type=deleted"),
            &app.enterprise_key,
        ))
        .await;
    assert_eq!(filtered.status, StatusCode::OK);
    assert_eq!(filtered.body["total"], 0);
}

#[actix_web::test]
async fn metadata_is_public_cacheable_and_revalidates() {
    let app = TestApp::sqlite();
    let reply = app.call(test::TestRequest::get().uri("/v1/metadata")).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_has_fields(
        &reply.body,
        &[
            "datasetVersion",
            "totalRestaurants",
            "totalWithVeganScore",
            "lastUpdated",
            "coverageByCountry",
            "averageVeganScore",
            "scoringVersion",
            "cuisineDistribution",
            "api_version",
            "supported_enums",
            "available_regions",
            "model_versions",
        ],
    );
    assert_eq!(reply.body["api_version"], "v1");
    assert_eq!(reply.body["available_regions"], json!(["us"]));
    assert_eq!(
        reply.body["totalRestaurants"],
        app.store.count_restaurants().unwrap()
    );
    assert_eq!(
        reply.body["supported_enums"]["diets"]
            .as_array()
            .unwrap()
            .len(),
        7
    );
    assert!(
        reply.body["model_versions"]
            .get("evidence_builder")
            .is_none()
    );
    assert!(
        reply
            .header("cache-control")
            .is_some_and(|v| v.starts_with("public, max-age="))
    );
    assert!(
        reply.header("x-ratelimit-limit").is_none(),
        "metadata is unmetered"
    );
    let etag = reply.header("etag").unwrap().to_owned();
    let revalidated = app
        .call(
            test::TestRequest::get()
                .uri("/v1/metadata")
                .insert_header(("if-none-match", etag.as_str())),
        )
        .await;
    assert_eq!(revalidated.status, StatusCode::NOT_MODIFIED);
    assert_eq!(revalidated.body, Value::Null, "304 has no body");
    // A change to the data gives a new ETag.
    import_lines(
        &app.store,
        &json!({"external_id": "t:new", "name": "New Place", "cuisines": ["thai"]}).to_string(),
    );
    let changed = app
        .call(
            test::TestRequest::get()
                .uri("/v1/metadata")
                .insert_header(("if-none-match", etag.as_str())),
        )
        .await;
    assert_eq!(changed.status, StatusCode::OK);
    assert_ne!(changed.header("etag").unwrap(), etag);
}

/// A search from `peer`, forwarded for `forwarded_for` when given.
fn search_from(key: &str, peer: &str, forwarded_for: Option<&str>) -> test::TestRequest {
    let request = post_json("/v1/search", key, json!({"query": "vegan tacos"}))
        .insert_header(("x-service-mode", "fast"))
        .peer_addr(peer.parse().unwrap());
    match forwarded_for {
        Some(value) => request.insert_header(("x-forwarded-for", value)),
        None => request,
    }
}

#[actix_web::test]
async fn the_per_ip_limit_follows_x_forwarded_for_only_from_trusted_proxies() {
    let limits = RateLimitConfig {
        ip_per_minute: std::num::NonZeroU32::new(2).unwrap(),
        ..RateLimitConfig::default()
    };
    let mut app = TestApp::sqlite_with(GateConfig {
        limits,
        ..GateConfig::default()
    });
    app.state.config.trusted_proxies =
        vec![dietfit::config::parse_proxy_network("10.0.0.0/8").unwrap()];
    let key = app.sandbox_key.clone();
    let status = |reply: Reply| reply.status.as_u16();

    // Behind the trusted proxy, each client has its own allowance.
    let proxy = "10.0.0.9:40000";
    for client in ["198.51.100.7", "198.51.100.8"] {
        for _ in 0..2 {
            let reply = app.call(search_from(&key, proxy, Some(client))).await;
            assert_eq!(status(reply), 200, "{client}");
        }
        let refused = app.call(search_from(&key, proxy, Some(client))).await;
        refused.assert_problem(429, "rate_limited");
    }
    // A client cannot forge its way past: what it wrote left of the
    // proxy's entry is not read.
    let forged = app
        .call(search_from(&key, proxy, Some("192.0.2.55, 198.51.100.7")))
        .await;
    forged.assert_problem(429, "rate_limited");

    // From an untrusted peer the header is ignored: one allowance, whatever
    // it claims.
    let direct = "203.0.113.9:50000";
    for (index, claimed) in ["192.0.2.1", "192.0.2.2"].into_iter().enumerate() {
        let reply = app.call(search_from(&key, direct, Some(claimed))).await;
        assert_eq!(status(reply), 200, "request {index}");
    }
    app.call(search_from(&key, direct, Some("192.0.2.3")))
        .await
        .assert_problem(429, "rate_limited");
}
