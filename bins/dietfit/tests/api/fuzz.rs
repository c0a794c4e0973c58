//! Property tests over whole requests: any method, path, query string,
//! headers and body the generators make must never be answered with a 5xx,
//! and every error must be a problem document (application/problem+json
//! whose `status` is the response's).

use std::collections::{BTreeMap, BTreeSet};
use std::net::{Ipv4Addr, SocketAddr};

use std::num::NonZeroU32;

use actix_web::http::{Method, Uri};
use actix_web::test::TestRequest;
use dietfit_auth::{GateConfig, RateLimitConfig};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use serde_json::{Map, Value};

use crate::support::{RawReply, TestApp, fixture_service_id};

const PATHS: &[&str] = &[
    "/v1/search",
    "/v1/decision/restaurant-fit",
    "/v1/decision/group-fit",
    "/v1/decision/batch",
    "/v1/enrich/restaurant",
    "/v1/changes",
    "/v1/metadata",
    "/v1/health",
    "/v1/openapi.json",
    "/v1/restaurants/{id}",
    "/v1/refresh/{id}",
    "/v1/",
    "/",
];

/// Strings the service gives a meaning to, so generated values often reach
/// past the first check.
const WORDS: &[&str] = &[
    "strict_vegan",
    "vegetarian",
    "pescatarian",
    "gluten_free",
    "halal",
    "kosher",
    "low_fodmap",
    "vegan",
    "fast",
    "rich",
    "created",
    "updated",
    "deleted",
    "2026-10-20T00:00:00Z",
    "2026-10-20",
    "1970-01-01T00:00:00Z",
    "9999-12-31T23:59:59Z",
    "Portland",
    "thai",
    "-1",
    "0",
    "1",
    "1000",
    "1001",
    "1e308",
    "NaN",
    "",
    " ",
    "\u{0}",
    "😀",
];

/// Every property name in the OpenAPI document: request and response
/// fields, so bodies carry names the handlers read.
fn field_names() -> Vec<String> {
    fn walk(value: &Value, names: &mut BTreeSet<String>) {
        match value {
            Value::Object(map) => {
                if let Some(Value::Object(properties)) = map.get("properties") {
                    names.extend(properties.keys().cloned());
                }
                map.values().for_each(|inner| walk(inner, names));
            }
            Value::Array(items) => items.iter().for_each(|inner| walk(inner, names)),
            _ => {}
        }
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/openapi.json");
    let document: Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("openapi.json")).expect("JSON");
    let mut names = BTreeSet::new();
    walk(&document, &mut names);
    assert!(names.len() > 20, "the document lists its fields");
    names.into_iter().collect()
}

fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => proptest::sample::select(WORDS).prop_map(str::to_owned),
        1 => "\\PC{0,12}",
        1 => any::<i64>().prop_map(|n| n.to_string()),
    ]
}

fn json_value(names: Vec<String>) -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (-200.0f64..200.0).prop_map(Value::from),
        any::<f64>()
            .prop_map(|x| serde_json::Number::from_f64(x).map_or(Value::Null, Value::Number)),
        word().prop_map(Value::from),
    ];
    let name = prop_oneof![
        4 => proptest::sample::select(names),
        1 => "\\PC{0,8}",
    ];
    leaf.prop_recursive(4, 48, 8, move |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            proptest::collection::vec((name.clone(), inner), 0..8)
                .prop_map(|fields| Value::Object(fields.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

#[derive(Debug, Clone)]
enum Key {
    None,
    Sandbox,
    Enterprise,
    Paid,
    Other(String),
}

#[derive(Debug, Clone)]
struct FuzzRequest {
    method: Method,
    path: String,
    query: String,
    key: Key,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
    client: Ipv4Addr,
}

/// A query string value, percent-encoded except for a few malformed forms.
fn query_part() -> impl Strategy<Value = String> {
    let encode = |raw: String| {
        raw.bytes()
            .map(|byte| match byte {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                    (byte as char).to_string()
                }
                _ => format!("%{byte:02X}"),
            })
            .collect::<String>()
    };
    let name = prop_oneof![
        proptest::sample::select(&["since", "type", "page", "pageSize", "page_size", "q"][..])
            .prop_map(str::to_owned),
        "[a-z]{0,6}",
    ];
    prop_oneof![
        6 => (name, word()).prop_map(move |(name, value)| format!("{name}={}", encode(value))),
        1 => proptest::sample::select(&["%", "%zz", "%FF", "=", "&", "since", "page=1=2", "+"][..])
            .prop_map(str::to_owned),
    ]
}

fn key() -> impl Strategy<Value = Key> {
    prop_oneof![
        1 => Just(Key::None),
        4 => Just(Key::Sandbox),
        4 => Just(Key::Enterprise),
        1 => Just(Key::Paid),
        1 => "[ -~]{0,40}".prop_map(Key::Other),
    ]
}

fn headers() -> impl Strategy<Value = Vec<(String, String)>> {
    let header = prop_oneof![
        (
            proptest::sample::select(
                &[
                    "content-type",
                    "x-service-mode",
                    "accept",
                    "accept-encoding",
                    "content-encoding",
                    "if-none-match",
                    "x-forwarded-for",
                    "x-request-id",
                    "idempotency-key",
                ][..]
            )
            .prop_map(str::to_owned),
            prop_oneof![
                proptest::sample::select(
                    &[
                        "application/json",
                        "application/json; charset=utf-8",
                        "text/plain",
                        "application/x-www-form-urlencoded",
                        "fast",
                        "rich",
                        "gzip",
                        "br",
                        "identity;q=0",
                        "*/*",
                        "\"W/1\"",
                        "*",
                        "retry-1",
                        "\"retry-1\"",
                    ][..]
                )
                .prop_map(str::to_owned),
                "[ -~]{0,30}",
            ],
        ),
        ("x-[a-z]{1,10}", "[ -~]{0,30}"),
    ];
    proptest::collection::vec(header, 0..3)
}

/// Where a change to a valid body applies and what it does.
#[derive(Debug, Clone)]
enum Edit {
    Remove(proptest::sample::Index),
    Replace(proptest::sample::Index, Value),
    Add(proptest::sample::Index, String, Value),
}

/// JSON pointers to every member (`objects == false`) or every object
/// (`objects == true`) of `value`, the root object included.
fn pointers(value: &Value, at: String, objects: bool, found: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            if objects {
                found.push(at.clone());
            }
            for (name, inner) in map {
                let pointer = format!("{at}/{}", name.replace('~', "~0").replace('/', "~1"));
                if !objects {
                    found.push(pointer.clone());
                }
                pointers(inner, pointer, objects, found);
            }
        }
        Value::Array(items) => {
            for (position, inner) in items.iter().enumerate() {
                let pointer = format!("{at}/{position}");
                if !objects {
                    found.push(pointer.clone());
                }
                pointers(inner, pointer, objects, found);
            }
        }
        _ => {}
    }
}

fn apply_edit(body: &mut Value, edit: Edit) {
    let mut found = Vec::new();
    let objects = matches!(edit, Edit::Add(..));
    pointers(body, String::new(), objects, &mut found);
    if found.is_empty() {
        return;
    }
    match edit {
        Edit::Remove(at) => {
            let pointer = &found[at.index(found.len())];
            let (parent, last) = pointer.rsplit_once('/').unwrap_or(("", pointer));
            match body.pointer_mut(parent) {
                Some(Value::Object(map)) => {
                    map.remove(&last.replace("~1", "/").replace("~0", "~"));
                }
                Some(Value::Array(items)) => {
                    if let Ok(position) = last.parse::<usize>()
                        && position < items.len()
                    {
                        items.remove(position);
                    }
                }
                _ => {}
            }
        }
        Edit::Replace(at, value) => {
            if let Some(target) = body.pointer_mut(&found[at.index(found.len())]) {
                *target = value;
            }
        }
        Edit::Add(at, name, value) => {
            if let Some(Value::Object(map)) = body.pointer_mut(&found[at.index(found.len())]) {
                map.insert(name, value);
            }
        }
    }
}

/// A valid body of each POST route, then a few edits: most requests get
/// past the key and the JSON parser and reach the field checks.
fn edited_body(names: Vec<String>) -> impl Strategy<Value = (String, Vec<u8>)> {
    let decision_id = fixture_service_id("fixture:denver:0");
    let valid = vec![
        (
            "/v1/search",
            serde_json::json!({
                "query": "vegan tacos",
                "location": {"lat": 45.52, "lng": -122.68, "radius_m": 5000},
                "user_profile": {"diet": "strict_vegan", "exclude_cross_contamination": true,
                                 "dietary_rules": ["no peanuts"]},
                "limit": 10,
                "include_evidence": true
            }),
        ),
        ("/v1/search", serde_json::json!({"query": "thai"})),
        (
            "/v1/decision/restaurant-fit",
            serde_json::json!({"service_id": decision_id, "user_profile": {"diet": "vegetarian"}}),
        ),
        (
            "/v1/decision/group-fit",
            serde_json::json!({"service_id": decision_id, "user_profiles": [
                {"diet": "vegetarian"},
                {"diet": "strict_vegan", "dietary_rules": ["no nuts"]}
            ]}),
        ),
        (
            "/v1/decision/batch",
            serde_json::json!({"service_ids": [decision_id, "rst_00000000000000000000000000000000"],
                               "user_profile": {"diet": "pescatarian"}}),
        ),
        (
            "/v1/enrich/restaurant",
            serde_json::json!({"name": "Clover Canteen", "address": "1539 Blake St, Denver, CO"}),
        ),
        (
            "/v1/enrich/restaurant",
            serde_json::json!({"service_id": decision_id}),
        ),
    ];
    let name = prop_oneof![
        4 => proptest::sample::select(names.clone()),
        1 => "\\PC{0,8}",
    ];
    let edit = prop_oneof![
        any::<proptest::sample::Index>().prop_map(Edit::Remove),
        (any::<proptest::sample::Index>(), json_value(names.clone()))
            .prop_map(|(at, value)| Edit::Replace(at, value)),
        (any::<proptest::sample::Index>(), name, json_value(names))
            .prop_map(|(at, name, value)| Edit::Add(at, name, value)),
    ];
    (
        proptest::sample::select(valid),
        proptest::collection::vec(edit, 0..4),
    )
        .prop_map(|((path, mut body), edits)| {
            for edit in edits {
                apply_edit(&mut body, edit);
            }
            (path.to_owned(), body.to_string().into_bytes())
        })
}

/// GET /v1/changes with its four parameters, valid and not, any order.
fn changes_query() -> impl Strategy<Value = String> {
    let value = prop_oneof![
        2 => proptest::sample::select(
            &[
                "2026-10-20T00:00:00Z",
                "2026-10-31T23:59:59.999999Z",
                "2026-10-20T00:00:00%2B02:00",
                "2026-09-01T00:00:00Z",
                "2027-01-01T00:00:00Z",
                "created",
                "updated",
                "deleted",
                "1",
                "2",
                "100",
                "1000",
                "1001",
                "0",
                "-1",
                "4294967296",
                "99999999999999999999",
            ][..]
        )
        .prop_map(str::to_owned),
        1 => query_part(),
    ];
    let pair = (
        proptest::sample::select(&["since", "type", "page", "pageSize", "page_size", "other"][..]),
        value,
    )
        .prop_map(|(name, value)| match value.split_once('=') {
            // query_part gave a whole name=value of its own
            Some(_) => value,
            None => format!("{name}={value}"),
        });
    let since = prop_oneof![
        3 => Just(Some("since=2026-10-20T00:00:00Z".to_owned())),
        1 => Just(None),
    ];
    (since, proptest::collection::vec(pair, 0..4))
        .prop_map(|(since, pairs)| since.into_iter().chain(pairs).collect::<Vec<_>>().join("&"))
}

fn anything(names: Vec<String>) -> impl Strategy<Value = (Method, String, String, Vec<u8>)> {
    let method = proptest::sample::select(vec![
        Method::GET,
        Method::POST,
        Method::PUT,
        Method::DELETE,
        Method::PATCH,
        Method::HEAD,
        Method::OPTIONS,
    ]);
    let path = (
        proptest::sample::select(PATHS),
        prop_oneof![
            Just(fixture_service_id("fixture:denver:0")),
            Just("6f1c2a44-8c1e-4a57-9a55-0b8f3e2d1c00".to_owned()),
            "[a-zA-Z0-9_%.-]{0,40}",
        ],
    )
        .prop_map(|(path, id)| path.replace("{id}", &id));
    let query = proptest::collection::vec(query_part(), 0..5).prop_map(|parts| parts.join("&"));
    let body = prop_oneof![
        4 => json_value(names.clone()).prop_map(|value| value.to_string().into_bytes()),
        1 => (json_value(names), any::<proptest::sample::Index>()).prop_map(|(value, cut)| {
            let text = value.to_string().into_bytes();
            let end = cut.index(text.len() + 1);
            text[..end].to_vec()
        }),
        1 => proptest::collection::vec(any::<u8>(), 0..64),
    ];
    (method, path, query, body)
}

/// Requests of four kinds: edited valid bodies, change-feed queries,
/// lookups, and anything at all; each with a key (mostly valid), a JSON
/// content type (mostly) and a few more headers.
fn fuzz_request(names: Vec<String>) -> impl Strategy<Value = FuzzRequest> {
    let no_body = || Just(Vec::new());
    let shaped = prop_oneof![
        5 => edited_body(names.clone())
            .prop_map(|(path, body)| (Method::POST, path, String::new(), body)),
        3 => (changes_query(), no_body())
            .prop_map(|(query, body)| (Method::GET, "/v1/changes".to_owned(), query, body)),
        1 => (
            prop_oneof![
                Just(fixture_service_id("fixture:denver:0")),
                Just("6f1c2a44-8c1e-4a57-9a55-0b8f3e2d1c00".to_owned()),
                "[a-zA-Z0-9_%.-]{0,40}",
            ],
            proptest::collection::vec(query_part(), 0..2),
        )
            .prop_map(|(id, query)| {
                (Method::GET, format!("/v1/restaurants/{id}"), query.join("&"), Vec::new())
            }),
        2 => anything(names),
    ];
    let json = prop_oneof![
        5 => Just(true),
        1 => Just(false),
    ];
    (shaped, key(), json, headers(), any::<u32>()).prop_map(
        |((method, path, query, body), key, json, mut headers, client)| {
            if json {
                headers.insert(
                    0,
                    ("content-type".to_owned(), "application/json".to_owned()),
                );
            }
            FuzzRequest {
                method,
                path,
                query,
                key,
                headers,
                body,
                client: Ipv4Addr::from(client),
            }
        },
    )
}

fn build(request: &FuzzRequest, app: &TestApp) -> Result<TestRequest, TestCaseError> {
    let uri = if request.query.is_empty() {
        request.path.clone()
    } else {
        format!("{}?{}", request.path, request.query)
    };
    // A URI no client could send is not a request to the service.
    prop_assume!(uri.parse::<Uri>().is_ok());
    let mut built = TestRequest::default()
        .method(request.method.clone())
        .uri(&uri)
        .peer_addr(SocketAddr::from((request.client, 40_000)))
        .set_payload(request.body.clone());
    let key = match &request.key {
        Key::None => None,
        Key::Sandbox => Some(app.sandbox_key.clone()),
        Key::Enterprise => Some(app.enterprise_key.clone()),
        Key::Paid => Some(app.paid_key.clone()),
        Key::Other(other) => Some(other.clone()),
    };
    if let Some(key) = key {
        built = built.insert_header(("x-service-api-key", key));
    }
    for (name, value) in &request.headers {
        built = built.insert_header((name.as_str(), value.as_str()));
    }
    Ok(built)
}

fn check(request: &FuzzRequest, reply: &RawReply) -> Result<(), TestCaseError> {
    let status = reply.status.as_u16();
    prop_assert!(
        status < 500,
        "{status} for {request:?}: {}",
        String::from_utf8_lossy(&reply.body)
    );
    if status >= 400 {
        prop_assert_eq!(
            reply.header("content-type"),
            Some("application/problem+json"),
            "{} for {:?}",
            status,
            request
        );
        if request.method != Method::HEAD {
            let problem: Value = serde_json::from_slice(&reply.body)
                .map_err(|error| TestCaseError::fail(format!("{error} for {request:?}")))?;
            prop_assert_eq!(&problem["status"], &Value::from(status), "{:?}", request);
            prop_assert!(problem["type"].is_string(), "{problem} for {request:?}");
        }
    }
    Ok(())
}

#[test]
fn no_request_is_answered_with_a_5xx_and_every_error_is_a_problem() {
    let cases = std::env::var("DIETFIT_FUZZ_CASES")
        .ok()
        .and_then(|raw| raw.parse().ok())
        .unwrap_or(800);
    // Per-minute limits high enough that requests reach the handlers (the
    // 429 path has tests of its own); monthly credits still apply.
    let gate = GateConfig {
        limits: RateLimitConfig {
            ip_per_minute: NonZeroU32::new(1_000_000).expect("not zero"),
            key_per_minute: NonZeroU32::new(1_000_000),
        },
        ..GateConfig::default()
    };
    let system = actix_web::rt::System::new();
    let app = system.block_on(async { TestApp::sqlite_with(gate) });
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    let answered = std::cell::RefCell::new(BTreeMap::<(String, u16), u32>::new());
    let outcome = runner.run(&fuzz_request(field_names()), |request| {
        let built = build(&request, &app)?;
        let reply = system.block_on(app.call_raw(built));
        let route = format!("{} {}", request.method, request.path);
        *answered
            .borrow_mut()
            .entry((route, reply.status.as_u16()))
            .or_default() += 1;
        check(&request, &reply)
    });
    if let Err(failure) = outcome {
        panic!("{failure}");
    }
    // The generators must reach past the gate and the body parser.
    let answered = answered.into_inner();
    eprintln!("{answered:?}");
    for (route, status) in [
        ("POST /v1/search", 200),
        ("POST /v1/search", 400),
        ("POST /v1/decision/restaurant-fit", 200),
        ("POST /v1/decision/restaurant-fit", 400),
        ("POST /v1/decision/group-fit", 200),
        ("POST /v1/decision/group-fit", 400),
        ("POST /v1/decision/batch", 200),
        ("POST /v1/decision/batch", 400),
        ("POST /v1/enrich/restaurant", 200),
        ("POST /v1/enrich/restaurant", 400),
        ("GET /v1/changes", 200),
        ("GET /v1/changes", 400),
    ] {
        assert!(
            answered.contains_key(&(route.to_owned(), status)),
            "no {status} from {route}"
        );
    }
}
