//! In-process HTTP tests of the routes that need no data, through the same
//! app factory `serve` uses.

use actix_web::http::{Method, StatusCode};
use actix_web::{App, test, web};
use std::sync::{Arc, LazyLock};

use dietfit::config::{HttpConfig, MAX_BODY_BYTES};
use dietfit::http::{AppState, app, middleware, routes};
use dietfit_auth::memory::{InMemoryKeyDirectory, InMemoryLedger};
use dietfit_auth::{Gate, GateConfig, KeyRecord, generate_key};
use dietfit_contract::Tier;
use serde_json::Value;

const DOCS: &str = "https://docs.test.example";

fn config() -> HttpConfig {
    HttpConfig {
        docs_base_url: DOCS.to_owned(),
        ..HttpConfig::default()
    }
}

/// One sandbox key, known to the in-memory directory of every test app.
static SANDBOX_KEY: LazyLock<(String, KeyRecord)> = LazyLock::new(|| {
    let generated = generate_key(Tier::Sandbox).unwrap();
    let record = KeyRecord {
        id: "key-sandbox".to_owned(),
        key_hash: generated.key_hash.clone(),
        display_prefix: generated.display_prefix.clone(),
        tier: Tier::Sandbox,
        monthly_limit: Some(1000),
        revoked_at: None,
    };
    (generated.secret.clone(), record)
});

fn state() -> AppState {
    let directory = InMemoryKeyDirectory::default();
    directory.insert(SANDBOX_KEY.1.clone());
    let gate = Gate::new(
        Arc::new(directory) as Arc<dyn dietfit_auth::KeyDirectory>,
        Arc::new(InMemoryLedger::default()) as Arc<dyn dietfit_auth::CreditLedger>,
        GateConfig::default(),
    );
    AppState {
        config: config(),
        gate: Arc::new(gate),
    }
}

/// Sends a request and returns status, content type and JSON body.
async fn call(request: test::TestRequest) -> (StatusCode, String, Value) {
    let service = test::init_service(app(state())).await;
    let response = test::call_service(&service, request.to_request()).await;
    let status = response.status();
    let content_type = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    assert!(
        response.headers().contains_key("x-request-id"),
        "every response carries its request id"
    );
    let body = test::read_body(response).await;
    let json = serde_json::from_slice(&body).unwrap_or(Value::Null);
    (status, content_type, json)
}

fn assert_problem(content_type: &str, body: &Value, status: u16, slug: &str) {
    assert_eq!(content_type, "application/problem+json");
    assert_eq!(body["status"], status);
    assert_eq!(body["type"], format!("{DOCS}/errors/{slug}"));
    assert!(body["title"].as_str().is_some_and(|t| !t.is_empty()));
    assert!(body["detail"].as_str().is_some_and(|t| !t.is_empty()));
    assert!(
        body["service_request_id"]
            .as_str()
            .is_some_and(|id| id.starts_with("req_"))
    );
}

#[actix_web::test]
async fn health_answers_ok_with_version_and_time() {
    let (status, content_type, body) = call(test::TestRequest::get().uri("/v1/health")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(content_type, "application/json");
    assert_eq!(body["status"], "ok");
    assert_eq!(body["version"], env!("CARGO_PKG_VERSION"));
    let timestamp = body["timestamp"].as_str().unwrap();
    assert!(
        time::OffsetDateTime::parse(timestamp, &time::format_description::well_known::Rfc3339)
            .is_ok()
    );
}

#[actix_web::test]
async fn retired_routes_are_gone() {
    let (status, content_type, body) =
        call(test::TestRequest::get().uri("/v1/search?q=vegan")).await;
    assert_eq!(status, StatusCode::GONE);
    assert_problem(&content_type, &body, 410, "endpoint_gone");
    let (status, content_type, body) =
        call(test::TestRequest::post().uri("/v1/refresh/6f1c2a44-8c1e-4a57-9a55-0b8f3e2d1c00"))
            .await;
    assert_eq!(status, StatusCode::GONE);
    assert_problem(&content_type, &body, 410, "endpoint_gone");
    assert_eq!(
        body["instance"],
        "/v1/refresh/6f1c2a44-8c1e-4a57-9a55-0b8f3e2d1c00"
    );
}

fn post_search(body: &'static str) -> test::TestRequest {
    test::TestRequest::post()
        .uri("/v1/search")
        .insert_header(("content-type", "application/json"))
        .insert_header(("x-service-api-key", SANDBOX_KEY.0.as_str()))
        .set_payload(body)
}

#[actix_web::test]
async fn malformed_json_is_a_problem_not_plain_text() {
    let (status, content_type, body) = call(post_search("{")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_problem(&content_type, &body, 400, "malformed_json");
}

#[actix_web::test]
async fn invalid_fields_are_named() {
    let (status, content_type, body) =
        call(post_search(r#"{"query":"","location":{"lat":91,"lng":0}}"#)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_problem(&content_type, &body, 400, "validation_failed");
    let fields: Vec<&str> = body["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["field"].as_str().unwrap())
        .collect();
    assert_eq!(fields, ["location.lat", "query"]);
    let (_, _, body) = call(post_search(
        r#"{"query":"x","user_profile":{"diet":"vegan"}}"#,
    ))
    .await;
    assert_eq!(body["errors"][0]["field"], "user_profile.diet");
}

#[actix_web::test]
async fn wrong_content_type_is_415() {
    for content_type in ["text/plain", "application/x-www-form-urlencoded"] {
        let request = test::TestRequest::post()
            .uri("/v1/search")
            .insert_header(("x-service-api-key", SANDBOX_KEY.0.as_str()))
            .insert_header(("content-type", content_type))
            .set_payload(r#"{"query":"vegan"}"#);
        let (status, got_type, body) = call(request).await;
        assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
        assert_problem(&got_type, &body, 415, "unsupported_media_type");
    }
    let missing = test::TestRequest::post()
        .uri("/v1/search")
        .insert_header(("x-service-api-key", SANDBOX_KEY.0.as_str()))
        .set_payload(r#"{"query":"vegan"}"#);
    assert_eq!(call(missing).await.0, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let with_charset = post_search(r#"{"query":""}"#)
        .insert_header(("content-type", "application/json; charset=utf-8"));
    assert_eq!(
        call(with_charset).await.0,
        StatusCode::BAD_REQUEST,
        "charset parameter is fine"
    );
}

#[actix_web::test]
async fn oversized_body_is_413() {
    let big = format!(r#"{{"query":"{}"}}"#, "a".repeat(MAX_BODY_BYTES));
    let request = test::TestRequest::post()
        .uri("/v1/search")
        .insert_header(("content-type", "application/json"))
        .insert_header(("x-service-api-key", SANDBOX_KEY.0.as_str()))
        .set_payload(big);
    let (status, content_type, body) = call(request).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_problem(&content_type, &body, 413, "payload_too_large");
}

#[actix_web::test]
async fn unknown_route_is_404_and_wrong_method_is_405() {
    let (status, content_type, body) = call(test::TestRequest::get().uri("/v1/nothing-here")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_problem(&content_type, &body, 404, "not_found");

    let service = test::init_service(app(state())).await;
    let response = test::call_service(
        &service,
        test::TestRequest::delete().uri("/v1/health").to_request(),
    )
    .await;
    assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(response.headers().get("allow").unwrap(), "GET");
    let body: Value = test::read_body_json(response).await;
    assert_eq!(body["type"], format!("{DOCS}/errors/method_not_allowed"));
}

#[actix_web::test]
async fn a_panicking_handler_becomes_a_500_problem() {
    let service = test::init_service(
        App::new()
            .app_data(web::Data::new(config()))
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
    let response =
        test::call_service(&service, test::TestRequest::get().uri("/boom").to_request()).await;
    assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
    let body: Value = test::read_body_json(response).await;
    assert_eq!(body["type"], format!("{DOCS}/errors/internal_error"));
    assert!(
        !body["detail"].as_str().unwrap().contains("handler bug"),
        "no internal cause leaks"
    );
    // The service still answers afterwards.
    let again =
        test::call_service(&service, test::TestRequest::get().uri("/boom").to_request()).await;
    assert_eq!(again.status(), StatusCode::INTERNAL_SERVER_ERROR);
}

#[actix_web::test]
async fn metered_routes_need_a_key_and_do_not_say_why_it_failed() {
    let bodies = [
        None,
        Some("svc_test_short"),
        Some("svc_test_0000000000000000000000000000000000000000000000000000000000000000"),
    ];
    let mut details = Vec::new();
    for key in bodies {
        let mut request = test::TestRequest::post()
            .uri("/v1/search")
            .insert_header(("content-type", "application/json"))
            .set_payload(r#"{"query":"vegan"}"#);
        if let Some(key) = key {
            request = request.insert_header(("x-service-api-key", key));
        }
        let (status, content_type, body) = call(request).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{key:?}");
        assert_problem(&content_type, &body, 401, "unauthorized");
        details.push(body["detail"].clone());
    }
    assert!(
        details.windows(2).all(|pair| pair[0] == pair[1]),
        "401s are indistinguishable"
    );
}

#[actix_web::test]
async fn a_bad_mode_header_is_a_400_naming_it() {
    let request = post_search(r#"{"query":"vegan"}"#).insert_header(("x-service-mode", "turbo"));
    let (status, content_type, body) = call(request).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_problem(&content_type, &body, 400, "invalid_parameter");
    assert_eq!(body["errors"][0]["field"], "X-Service-Mode");
}
