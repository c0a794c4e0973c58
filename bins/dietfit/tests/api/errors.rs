//! Problem documents for every error the service raises itself.

use actix_web::http::{Method, StatusCode};
use actix_web::{App, test, web};
use dietfit::config::{HttpConfig, MAX_BODY_BYTES};
use dietfit::http::{middleware, routes};
use serde_json::{Value, json};

use crate::support::{DOCS, TestApp, post_json};

#[actix_web::test]
async fn health_answers_ok_with_version_and_time() {
    let app = TestApp::sqlite();
    let reply = app.call(test::TestRequest::get().uri("/v1/health")).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.header("content-type"), Some("application/json"));
    assert_eq!(reply.body["status"], "ok");
    assert_eq!(reply.body["version"], env!("CARGO_PKG_VERSION"));
    let timestamp = reply.body["timestamp"].as_str().unwrap();
    assert!(
        time::OffsetDateTime::parse(timestamp, &time::format_description::well_known::Rfc3339)
            .is_ok()
    );
}

#[actix_web::test]
async fn retired_routes_are_gone_even_without_a_key() {
    let app = TestApp::sqlite();
    app.call(test::TestRequest::get().uri("/v1/search?q=vegan"))
        .await
        .assert_problem(410, "endpoint_gone");
    let reply = app
        .call(test::TestRequest::post().uri("/v1/refresh/6f1c2a44-8c1e-4a57-9a55-0b8f3e2d1c00"))
        .await;
    reply.assert_problem(410, "endpoint_gone");
    assert_eq!(
        reply.body["instance"],
        "/v1/refresh/6f1c2a44-8c1e-4a57-9a55-0b8f3e2d1c00"
    );
}

#[actix_web::test]
async fn malformed_json_is_a_problem_not_plain_text() {
    let app = TestApp::sqlite();
    let request = test::TestRequest::post()
        .uri("/v1/decision/restaurant-fit")
        .insert_header(("content-type", "application/json"))
        .insert_header(("x-service-api-key", app.sandbox_key.as_str()))
        .set_payload("{");
    app.call(request)
        .await
        .assert_problem(400, "malformed_json");
}

#[actix_web::test]
async fn invalid_fields_are_named() {
    let app = TestApp::sqlite();
    let reply = app
        .call(post_json(
            "/v1/decision/restaurant-fit",
            &app.sandbox_key,
            json!({"service_id": "", "user_profile": {"diet": "vegan"}}),
        ))
        .await;
    reply.assert_problem(400, "validation_failed");
    assert_eq!(reply.invalid_fields(), ["user_profile.diet"]);
    let reply = app
        .call(post_json(
            "/v1/decision/restaurant-fit",
            &app.sandbox_key,
            json!({"service_id": "", "user_profile": {"diet": "halal"}}),
        ))
        .await;
    assert_eq!(reply.invalid_fields(), ["service_id"]);
}

#[actix_web::test]
async fn wrong_content_type_is_415() {
    let app = TestApp::sqlite();
    for content_type in [
        Some("text/plain"),
        Some("application/x-www-form-urlencoded"),
        None,
    ] {
        let mut request = test::TestRequest::post()
            .uri("/v1/decision/restaurant-fit")
            .insert_header(("x-service-api-key", app.sandbox_key.as_str()))
            .set_payload(r#"{"service_id":"rst_1","user_profile":{"diet":"halal"}}"#);
        if let Some(content_type) = content_type {
            request = request.insert_header(("content-type", content_type));
        }
        app.call(request)
            .await
            .assert_problem(415, "unsupported_media_type");
    }
    let with_charset = post_json(
        "/v1/decision/restaurant-fit",
        &app.sandbox_key,
        json!({"service_id": ""}),
    )
    .insert_header(("content-type", "application/json; charset=utf-8"));
    assert_eq!(
        app.call(with_charset).await.status,
        StatusCode::BAD_REQUEST,
        "a charset parameter is fine"
    );
}

#[actix_web::test]
async fn oversized_body_is_413() {
    let app = TestApp::sqlite();
    let big = json!({"service_id": "a".repeat(MAX_BODY_BYTES), "user_profile": {"diet": "halal"}});
    app.call(post_json(
        "/v1/decision/restaurant-fit",
        &app.sandbox_key,
        big,
    ))
    .await
    .assert_problem(413, "payload_too_large");
}

#[actix_web::test]
async fn unknown_route_is_404_and_wrong_method_is_405() {
    let app = TestApp::sqlite();
    app.call(test::TestRequest::get().uri("/v1/nothing-here"))
        .await
        .assert_problem(404, "not_found");
    let reply = app
        .call(test::TestRequest::delete().uri("/v1/health"))
        .await;
    reply.assert_problem(405, "method_not_allowed");
    assert_eq!(reply.header("allow"), Some("GET"));
}

#[actix_web::test]
async fn metered_routes_need_a_key_and_do_not_say_why_it_failed() {
    let app = TestApp::sqlite();
    let revoked = app.sandbox_key.clone();
    let id = app
        .store
        .find_key_by_hash(&dietfit_auth::hash_secret(&revoked))
        .unwrap()
        .unwrap()
        .id;
    assert!(app.store.revoke_key(id, crate::support::NOW).unwrap());
    let keys = [
        None,
        Some("svc_test_short".to_owned()),
        Some(format!("svc_test_{}", "0".repeat(64))),
        Some(revoked),
    ];
    let mut details = Vec::new();
    for key in keys {
        let mut request =
            test::TestRequest::get().uri("/v1/restaurants/rst_00000000000000000000000000000000");
        if let Some(key) = &key {
            request = request.insert_header(("x-service-api-key", key.as_str()));
        }
        let reply = app.call(request).await;
        reply.assert_problem(401, "unauthorized");
        details.push(reply.body["detail"].clone());
    }
    assert!(
        details.windows(2).all(|pair| pair[0] == pair[1]),
        "401s are indistinguishable"
    );
}

#[actix_web::test]
async fn a_bad_mode_header_is_a_400_naming_it() {
    let app = TestApp::sqlite();
    let request = post_json("/v1/decision/restaurant-fit", &app.sandbox_key, json!({}))
        .insert_header(("x-service-mode", "turbo"));
    let reply = app.call(request).await;
    reply.assert_problem(400, "invalid_parameter");
    assert_eq!(reply.invalid_fields(), ["X-Service-Mode"]);
}

#[actix_web::test]
async fn a_panicking_handler_becomes_a_500_problem() {
    let service = test::init_service(
        App::new()
            .app_data(web::Data::new(HttpConfig {
                docs_base_url: DOCS.to_owned(),
                ..HttpConfig::default()
            }))
            .service(
                routes::resource("/boom", &[Method::GET], None).route(web::get().to(|| async {
                    if true {
                        panic!("handler bug");
                    }
                    "unreachable"
                })),
            )
            .wrap(actix_web::middleware::from_fn(middleware::request_context)),
    )
    .await;
    for _ in 0..2 {
        let response =
            test::call_service(&service, test::TestRequest::get().uri("/boom").to_request()).await;
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let body: Value = test::read_body_json(response).await;
        assert_eq!(body["type"], format!("{DOCS}/errors/internal_error"));
        assert!(
            !body["detail"].as_str().unwrap().contains("handler bug"),
            "no internal cause leaks"
        );
    }
}

/// The POST routes with a valid body each: the base every malformed variant
/// below starts from.
fn post_routes() -> Vec<(&'static str, Value)> {
    let service_id = crate::support::fixture_service_id("fixture:denver:0");
    vec![
        (
            "/v1/search",
            json!({
                "query": "vegan tacos",
                "user_profile": {"diet": "strict_vegan", "exclude_cross_contamination": true,
                                 "dietary_rules": ["no honey"]},
                "location": {"lat": 45.5, "lng": -122.6, "radius_m": 5000},
                "limit": 3,
                "include_evidence": false
            }),
        ),
        (
            "/v1/decision/restaurant-fit",
            json!({"service_id": service_id,
                   "user_profile": {"diet": "strict_vegan", "exclude_cross_contamination": true,
                                    "dietary_rules": ["no honey"]}}),
        ),
        (
            "/v1/enrich/restaurant",
            json!({"name": "Clover Canteen", "address": "1539 Blake St, Denver, CO 80206"}),
        ),
    ]
}

#[actix_web::test]
async fn a_body_that_is_not_an_object_is_a_400_naming_the_body() {
    let app = TestApp::sqlite();
    for (uri, valid) in post_routes() {
        let reply = app
            .call(post_json(uri, &app.sandbox_key, valid.clone()))
            .await;
        assert!(reply.status.is_success(), "{uri}: {}", reply.body);
        // serde reads a struct from an array of its fields by position: the
        // first case is that array, which must not pass for the object.
        let by_position = Value::Array(valid.as_object().unwrap().values().cloned().collect());
        for body in [
            by_position,
            json!(["vegan tacos"]),
            json!([]),
            json!("vegan tacos"),
            json!(42),
            json!(true),
            Value::Null,
        ] {
            let reply = app
                .call(post_json(uri, &app.sandbox_key, body.clone()))
                .await;
            reply.assert_problem(400, "validation_failed");
            assert_eq!(reply.invalid_fields(), ["(body)"], "{uri} {body}");
        }
    }
}

#[actix_web::test]
async fn a_nested_object_given_as_anything_else_is_a_400_naming_it() {
    let app = TestApp::sqlite();
    for (uri, valid) in post_routes() {
        for (field, nested) in valid.as_object().unwrap() {
            let Some(object) = nested.as_object() else {
                continue;
            };
            let mut body = valid.clone();
            body[field] = Value::Array(object.values().cloned().collect());
            let reply = app.call(post_json(uri, &app.sandbox_key, body)).await;
            reply.assert_problem(400, "validation_failed");
            assert_eq!(reply.invalid_fields(), [field.as_str()], "{uri}");
        }
    }
}

#[actix_web::test]
async fn null_for_any_optional_field_is_a_400_naming_it() {
    let app = TestApp::sqlite();
    // Every optional field of every request body, as a path into the body.
    let optional: &[(&str, &[&[&str]])] = &[
        (
            "/v1/search",
            &[
                &["user_profile"],
                &["user_profile", "exclude_cross_contamination"],
                &["user_profile", "dietary_rules"],
                &["location"],
                &["location", "radius_m"],
                &["limit"],
                &["include_evidence"],
            ],
        ),
        (
            "/v1/decision/restaurant-fit",
            &[
                &["user_profile", "exclude_cross_contamination"],
                &["user_profile", "dietary_rules"],
            ],
        ),
        (
            "/v1/enrich/restaurant",
            &[
                &["service_id"],
                &["name"],
                &["address"],
                &["provider_place_id"],
            ],
        ),
    ];
    let bases = post_routes();
    for (uri, paths) in optional {
        let (_, valid) = bases.iter().find(|(base, _)| base == uri).unwrap();
        for path in paths.iter() {
            let mut body = valid.clone();
            let (last, parents) = path.split_last().unwrap();
            let mut slot = &mut body;
            for parent in parents {
                slot = &mut slot[*parent];
            }
            slot[*last] = Value::Null;
            let field = path.join(".");
            let reply = app.call(post_json(uri, &app.sandbox_key, body)).await;
            reply.assert_problem(400, "validation_failed");
            assert_eq!(
                reply.invalid_fields(),
                [field.as_str()],
                "{uri} {field}: null"
            );
        }
    }
}

#[actix_web::test]
async fn a_body_that_stops_arriving_is_a_408_problem() {
    use actix_web::dev::Payload;
    use actix_web::error::PayloadError;
    use actix_web::web::Bytes;
    use futures_util::stream::{self, StreamExt as _};

    let app = TestApp::sqlite();
    let mut state = app.state.clone();
    state.config.body_read_timeout = std::time::Duration::from_millis(200);
    let service = test::init_service(dietfit::http::app(state)).await;
    let trickle = stream::once(async { Ok::<_, PayloadError>(Bytes::from_static(b"{\"query\"")) })
        .chain(stream::pending());
    let mut request = test::TestRequest::post()
        .uri("/v1/search")
        .insert_header(("content-type", "application/json"))
        .insert_header(("x-service-api-key", app.sandbox_key.as_str()))
        .to_request();
    *request.payload() = Payload::Stream {
        payload: Box::pin(trickle),
    };
    let started = std::time::Instant::now();
    let response = test::call_service(&service, request).await;
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
    assert_eq!(response.status(), StatusCode::REQUEST_TIMEOUT);
    assert_eq!(
        response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok()),
        Some("application/problem+json")
    );
    let body: Value = test::read_body_json(response).await;
    assert_eq!(body["type"], format!("{DOCS}/errors/request_timeout"));
}
