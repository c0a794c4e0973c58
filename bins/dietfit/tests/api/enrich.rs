//! POST /v1/enrich/restaurant: matched, unmatched with candidates, 422, the
//! direct lookup, and never a decision.

use actix_web::http::StatusCode;
use serde_json::{Value, json};

use crate::support::*;

async fn enrich(app: &TestApp, body: Value) -> Reply {
    app.call(post_json("/v1/enrich/restaurant", &app.sandbox_key, body))
        .await
}

fn assert_not_decision_bearing(reply: &Reply) {
    assert!(reply.body.get("decision").is_none());
    assert!(reply.body.get("recommended_user_text").is_none());
}

#[actix_web::test]
async fn a_name_and_address_match() {
    let app = TestApp::sqlite();
    let reply = enrich(
        &app,
        json!({"name": "Clover Canteen", "address": "1539 Blake Street, Denver, CO 80206"}),
    )
    .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
    assert_eq!(reply.body["matched"], true);
    assert_eq!(
        reply.body["service_id"],
        fixture_service_id("fixture:denver:0")
    );
    assert!(reply.body["match_confidence"].as_f64().unwrap() >= 0.85);
    assert_has_fields(
        &reply.body,
        &[
            "service_request_id",
            "matched",
            "match_confidence",
            "service_id",
            "restaurant",
            "ai_generated",
        ],
    );
    assert_eq!(reply.body["restaurant"]["name"], "Clover Canteen");
    assert_not_decision_bearing(&reply);
    assert_rate_limit_headers(&reply);
}

#[actix_web::test]
async fn a_provider_place_id_matches() {
    let app = TestApp::sqlite();
    let reply = enrich(
        &app,
        json!({"name": "Clover Canteen", "provider_place_id": "prov_158201b08568b14b"}),
    )
    .await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.body["matched"], true);
    assert_eq!(
        reply.body["service_id"],
        fixture_service_id("fixture:denver:0")
    );
}

#[actix_web::test]
async fn a_plausible_but_unconfirmed_match_lists_candidates() {
    let app = TestApp::sqlite();
    // The right name at another house on the same street: plausible, not confirmed.
    let reply = enrich(
        &app,
        json!({"name": "Clover Canteen", "address": "900 Blake Street, Denver"}),
    )
    .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
    assert_eq!(reply.body["matched"], false);
    assert_eq!(reply.body["service_id"], Value::Null);
    let candidates = reply.body["match_candidates"].as_array().unwrap();
    assert!(!candidates.is_empty() && candidates.len() <= 5);
    assert_eq!(
        candidates[0]["service_id"],
        fixture_service_id("fixture:denver:0")
    );
    let best = reply.body["match_confidence"].as_f64().unwrap();
    assert!((0.5..0.85).contains(&best), "{best}");
    assert_not_decision_bearing(&reply);
}

#[actix_web::test]
async fn no_plausible_match_is_422() {
    let app = TestApp::sqlite();
    let reply = enrich(
        &app,
        json!({"name": "Xylophone Quantum Laundromat", "address": "1 Nowhere Rd, Fargo"}),
    )
    .await;
    reply.assert_problem(422, "match_failed");
}

#[actix_web::test]
async fn a_service_id_is_a_direct_lookup() {
    let app = TestApp::sqlite();
    let service_id = fixture_service_id("fixture:denver:0");
    let reply = enrich(&app, json!({"service_id": service_id})).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(
        (
            reply.body["matched"].clone(),
            reply.body["match_confidence"].clone()
        ),
        (json!(true), json!(1.0))
    );
    let unknown = enrich(
        &app,
        json!({"service_id": "rst_00000000000000000000000000000000"}),
    )
    .await;
    unknown.assert_problem(422, "match_failed");
    let malformed = enrich(&app, json!({"service_id": "nope"})).await;
    malformed.assert_problem(400, "validation_failed");
    assert_eq!(malformed.invalid_fields(), ["service_id"]);
}

#[actix_web::test]
async fn missing_fields_are_named() {
    let app = TestApp::sqlite();
    let reply = enrich(&app, json!({"name": "Clover Canteen"})).await;
    reply.assert_problem(400, "validation_failed");
    assert_eq!(reply.invalid_fields(), ["address"]);
    let reply = enrich(&app, json!({"address": "1539 Blake St"})).await;
    assert_eq!(reply.invalid_fields(), ["name"]);
    let reply = enrich(&app, json!({"name": "Clover Canteen", "adress": "x"})).await;
    assert_eq!(reply.invalid_fields(), ["adress"]);
}
