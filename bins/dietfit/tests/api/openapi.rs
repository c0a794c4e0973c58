//! The OpenAPI document: the committed copy is the generated one, it is
//! served without a key, it covers exactly the route table, and it says what
//! the contract says about keys, statuses, problems and headers.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use actix_web::http::StatusCode;
use actix_web::test::TestRequest;
use dietfit::http::openapi::document;
use serde_json::Value;

use crate::support::*;

const REGENERATE: &str = "DIETFIT_WRITE_OPENAPI=1 cargo test -p dietfit --test api openapi";
const ROUTES_SOURCE: &str = include_str!("../../src/http/routes.rs");
/// Routes anyone may call: no key, no credits.
const OPEN_PATHS: &[&str] = &["/v1/health", "/v1/metadata", "/v1/openapi.json"];
const METHODS: &[&str] = &[
    "get", "put", "post", "delete", "options", "head", "patch", "trace",
];

fn committed_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/openapi.json")
}

fn generated() -> Value {
    serde_json::to_value(document()).expect("the document serializes")
}

/// (method, path) → operation, for every operation of the document.
fn operations(doc: &Value) -> BTreeMap<(String, String), Value> {
    let mut found = BTreeMap::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for method in METHODS {
            if let Some(operation) = item.get(*method) {
                found.insert((method.to_string(), path.clone()), operation.clone());
            }
        }
    }
    found
}

/// Follows a `$ref` inside the document (or returns the value itself).
fn resolve<'a>(doc: &'a Value, value: &'a Value) -> &'a Value {
    match value.get("$ref").and_then(Value::as_str) {
        Some(reference) => {
            let pointer = reference
                .strip_prefix('#')
                .unwrap_or_else(|| panic!("external reference {reference}"));
            doc.pointer(pointer)
                .unwrap_or_else(|| panic!("dangling reference {reference}"))
        }
        None => value,
    }
}

fn statuses(operation: &Value) -> BTreeSet<u16> {
    operation["responses"]
        .as_object()
        .expect("responses")
        .keys()
        .map(|status| status.parse().expect("numeric status"))
        .collect()
}

fn requires_key(operation: &Value) -> bool {
    operation["security"]
        .as_array()
        .is_some_and(|requirements| {
            requirements
                .iter()
                .any(|requirement| requirement.get("service_api_key").is_some())
        })
}

/// The resources `routes::configure` registers: path and allowed methods,
/// read from the source so that a route added there without a description
/// fails here.
fn route_table() -> BTreeSet<(String, String)> {
    let mut routes = BTreeSet::new();
    for after in ROUTES_SOURCE.split("resource(").skip(1) {
        let after = after.trim_start();
        let Some(rest) = after.strip_prefix('"') else {
            continue; // the helper's own definition
        };
        let (path, rest) = rest.split_once('"').expect("a closed path literal");
        let methods = rest
            .split_once("&[")
            .and_then(|(_, rest)| rest.split_once(']'))
            .map(|(methods, _)| methods)
            .unwrap_or_else(|| panic!("no method list after {path}"));
        for method in methods.split(',').map(str::trim).filter(|m| !m.is_empty()) {
            let method = method
                .strip_prefix("Method::")
                .unwrap_or_else(|| panic!("unexpected method {method} for {path}"));
            routes.insert((method.to_ascii_lowercase(), path.to_owned()));
        }
    }
    routes
}

#[test]
fn committed_document_is_the_generated_one() {
    let path = committed_path();
    if std::env::var("DIETFIT_WRITE_OPENAPI").is_ok_and(|value| value == "1") {
        let pretty = dietfit::http::openapi::document_pretty_json().unwrap();
        std::fs::write(&path, format!("{pretty}\n")).unwrap();
    }
    let text = std::fs::read_to_string(&path).unwrap_or_else(|err| {
        panic!(
            "{} is missing ({err}); generate it with `{REGENERATE}`",
            path.display()
        )
    });
    assert!(text.ends_with("}\n"), "the file ends with one newline");
    let committed: Value = serde_json::from_str(&text).unwrap_or_else(|err| {
        panic!("docs/openapi.json is not JSON ({err}); regenerate it with `{REGENERATE}`")
    });
    assert!(
        committed == generated(),
        "docs/openapi.json differs from the document the code generates; \
         regenerate it with `{REGENERATE}` and commit it"
    );
}

#[test]
fn the_route_table_is_read_from_routes_rs() {
    let routes = route_table();
    assert!(routes.len() >= 10, "too few routes parsed: {routes:?}");
    assert!(routes.contains(&("post".to_owned(), "/v1/search".to_owned())));
    assert!(routes.contains(&("get".to_owned(), "/v1/search".to_owned())));
    assert!(routes.contains(&("get".to_owned(), "/v1/openapi.json".to_owned())));
}

#[test]
fn documents_exactly_the_route_table() {
    let documented: BTreeSet<(String, String)> = operations(&generated()).into_keys().collect();
    let served = route_table();
    let undocumented: Vec<_> = served.difference(&documented).collect();
    let unserved: Vec<_> = documented.difference(&served).collect();
    assert!(
        undocumented.is_empty(),
        "routes without a description: {undocumented:?}"
    );
    assert!(
        unserved.is_empty(),
        "described but not routed: {unserved:?}"
    );
}

#[actix_web::test]
async fn served_without_a_key_as_generated() {
    let app = TestApp::sqlite();
    let reply = app.call(TestRequest::get().uri("/v1/openapi.json")).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
    assert_eq!(reply.header("content-type"), Some("application/json"));
    assert!(
        reply.body["openapi"]
            .as_str()
            .is_some_and(|version| version.starts_with("3.1.")),
        "openapi: {}",
        reply.body["openapi"]
    );
    assert_eq!(reply.body["info"]["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(reply.body["servers"][0]["url"], "/");
    assert_eq!(reply.body, generated());
    let reply = app.call(TestRequest::post().uri("/v1/openapi.json")).await;
    reply.assert_problem(405, "method_not_allowed");
    assert_eq!(reply.header("allow"), Some("GET"));
}

/// Every documented operation is really served: called without a key or a
/// body, it answers one of its documented statuses, never "no such route".
#[actix_web::test]
async fn every_operation_answers_a_documented_status() {
    let app = TestApp::sqlite();
    let doc = generated();
    for ((method, path), operation) in operations(&doc) {
        let uri = path.replace("{service_place_id}", "6f1c2a44-8c1e-4a57-9a55-0b8f3e2d1c00");
        let request = TestRequest::default()
            .method(method.to_uppercase().parse().unwrap())
            .uri(&uri);
        let reply = app.call(request).await;
        let status = reply.status.as_u16();
        assert!(
            statuses(&operation).contains(&status),
            "{method} {path} answered {status}, which it does not document: {}",
            reply.body
        );
        if requires_key(&operation) {
            reply.assert_problem(401, "unauthorized");
        }
    }
}

/// The rate-limit headers a real authenticated 200 carries are all
/// described on that operation's 200.
#[actix_web::test]
async fn rate_limit_headers_of_a_real_answer_are_documented() {
    let app = TestApp::sqlite();
    let reply = app
        .call(get_with_key(
            "/v1/changes?since=2026-10-15T00:00:00Z",
            &app.enterprise_key,
        ))
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
    assert_rate_limit_headers(&reply);
    let doc = generated();
    let documented: BTreeSet<String> =
        doc["paths"]["/v1/changes"]["get"]["responses"]["200"]["headers"]
            .as_object()
            .expect("headers on the 200")
            .keys()
            .map(|name| name.to_ascii_lowercase())
            .collect();
    let sent: Vec<String> = reply
        .headers
        .keys()
        .map(|name| name.as_str().to_owned())
        .filter(|name| {
            name.starts_with("x-ratelimit")
                || name.starts_with("x-usage")
                || name.starts_with("ratelimit")
        })
        .collect();
    assert!(
        sent.len() >= 7,
        "the answer carries the contract's headers: {sent:?}"
    );
    for name in sent
        .iter()
        .chain(std::iter::once(&"x-request-id".to_owned()))
    {
        assert!(
            documented.contains(name),
            "{name} is sent but not documented"
        );
    }
}

#[test]
fn the_key_is_required_everywhere_but_the_open_and_retired_routes() {
    let doc = generated();
    let scheme = &doc["components"]["securitySchemes"]["service_api_key"];
    assert_eq!(scheme["type"], "apiKey");
    assert_eq!(scheme["in"], "header");
    assert_eq!(scheme["name"], "X-Service-API-Key");
    assert!(doc.get("security").is_none(), "no global requirement");
    for ((method, path), operation) in operations(&doc) {
        let retired = operation["deprecated"] == true;
        let open = OPEN_PATHS.contains(&path.as_str());
        assert_eq!(
            requires_key(&operation),
            !open && !retired,
            "{method} {path}: key requirement"
        );
        if retired {
            assert!(statuses(&operation).contains(&410), "{method} {path}");
            assert!(!statuses(&operation).contains(&200));
        }
    }
    let retired: BTreeSet<_> = operations(&doc)
        .into_iter()
        .filter(|(_, operation)| operation["deprecated"] == true)
        .map(|(key, _)| key)
        .collect();
    assert_eq!(
        retired,
        BTreeSet::from([
            ("get".to_owned(), "/v1/search".to_owned()),
            (
                "post".to_owned(),
                "/v1/refresh/{service_place_id}".to_owned()
            ),
        ])
    );
}

#[test]
fn every_status_the_contract_lists_is_documented() {
    let contract: &[(&str, &str, &[u16])] = &[
        ("get", "/v1/health", &[200]),
        ("get", "/v1/metadata", &[200, 304, 500]),
        ("post", "/v1/search", &[200, 400, 401, 429, 500, 503]),
        (
            "get",
            "/v1/restaurants/{service_place_id}",
            &[200, 400, 401, 404, 429, 500],
        ),
        ("get", "/v1/changes", &[200, 400, 401, 403, 429, 500]),
        (
            "post",
            "/v1/enrich/restaurant",
            &[200, 400, 401, 422, 429, 500],
        ),
        (
            "post",
            "/v1/decision/restaurant-fit",
            &[200, 400, 401, 404, 429, 500],
        ),
        ("get", "/v1/search", &[410]),
        ("post", "/v1/refresh/{service_place_id}", &[410]),
        ("get", "/v1/openapi.json", &[200]),
    ];
    let operations = operations(&generated());
    for (method, path, listed) in contract {
        let operation = operations
            .get(&(method.to_string(), path.to_string()))
            .unwrap_or_else(|| panic!("{method} {path} is not documented"));
        let documented = statuses(operation);
        let mut expected: BTreeSet<u16> = listed.iter().copied().collect();
        if operation.get("requestBody").is_some() {
            expected.extend([413, 415]); // the body is checked before it is read
        }
        if *path != "/v1/search" || *method == "post" {
            expected.insert(405); // other methods on the path
        }
        let missing: Vec<_> = expected.difference(&documented).collect();
        assert!(missing.is_empty(), "{method} {path} misses {missing:?}");
    }
}

#[test]
fn errors_are_problems_and_every_reference_resolves() {
    let doc = generated();
    fn check_refs(doc: &Value, value: &Value) {
        match value {
            Value::Object(map) => {
                if map.contains_key("$ref") {
                    resolve(doc, value);
                }
                map.values().for_each(|inner| check_refs(doc, inner));
            }
            Value::Array(items) => items.iter().for_each(|inner| check_refs(doc, inner)),
            _ => {}
        }
    }
    check_refs(&doc, &doc);
    for ((method, path), operation) in operations(&doc) {
        for (status, response) in operation["responses"].as_object().unwrap() {
            let response = resolve(&doc, response);
            assert!(
                response["headers"].get("X-Request-Id").is_some(),
                "{method} {path} {status}: X-Request-Id"
            );
            if status.parse::<u16>().unwrap() < 400 {
                continue;
            }
            let content = response["content"]
                .as_object()
                .unwrap_or_else(|| panic!("{method} {path} {status} has no body"));
            assert_eq!(
                content.keys().collect::<Vec<_>>(),
                ["application/problem+json"],
                "{method} {path} {status}"
            );
            assert_eq!(
                content["application/problem+json"]["schema"]["$ref"],
                "#/components/schemas/Problem"
            );
        }
        if requires_key(&operation) {
            let ok = &operation["responses"]["200"]["headers"];
            for header in [
                "X-RateLimit-Limit",
                "X-RateLimit-Remaining",
                "X-RateLimit-Reset",
                "X-RateLimit-IP-Remaining",
                "X-RateLimit-IP-Reset",
                "X-Usage-ThisMonth",
                "X-Usage-Limit",
            ] {
                assert!(ok.get(header).is_some(), "{method} {path} 200: {header}");
            }
            let too_many = resolve(&doc, &operation["responses"]["429"]);
            assert_eq!(too_many["headers"]["Retry-After"]["schema"]["minimum"], 1);
        }
    }
}

#[test]
fn bodies_headers_and_parameters_are_described() {
    let doc = generated();
    let operations = operations(&doc);
    let op = |method: &str, path: &str| &operations[&(method.to_owned(), path.to_owned())];
    for (path, schema) in [
        ("/v1/search", "SearchRequest"),
        ("/v1/decision/restaurant-fit", "DecisionRequest"),
        ("/v1/enrich/restaurant", "EnrichRequest"),
        ("/v1/decision/group-fit", "GroupDecisionRequest"),
        ("/v1/decision/batch", "BatchDecisionRequest"),
    ] {
        let body = &op("post", path)["requestBody"];
        assert_eq!(body["required"], true, "{path}");
        assert_eq!(
            body["content"]["application/json"]["schema"]["$ref"],
            format!("#/components/schemas/{schema}")
        );
    }
    let parameter_names = |operation: &Value| -> Vec<(String, String, bool)> {
        operation["parameters"]
            .as_array()
            .map(|parameters| {
                parameters
                    .iter()
                    .map(|p| {
                        (
                            p["name"].as_str().unwrap().to_owned(),
                            p["in"].as_str().unwrap().to_owned(),
                            p["required"] == true,
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    let mode = ("X-Service-Mode".to_owned(), "header".to_owned(), false);
    let idempotency_key = ("Idempotency-Key".to_owned(), "header".to_owned(), false);
    for path in [
        "/v1/search",
        "/v1/decision/restaurant-fit",
        "/v1/decision/group-fit",
        "/v1/decision/batch",
    ] {
        assert_eq!(
            parameter_names(op("post", path)),
            [mode.clone(), idempotency_key.clone()]
        );
    }
    assert_eq!(
        parameter_names(op("post", "/v1/enrich/restaurant")),
        std::slice::from_ref(&idempotency_key)
    );
    // Every POST that needs the key takes an Idempotency-Key, with its
    // answers: whatever routes there are, none is left out.
    for ((method, path), operation) in &operations {
        if method != "post" || !requires_key(operation) {
            continue;
        }
        assert!(
            parameter_names(operation).contains(&idempotency_key),
            "{path}: Idempotency-Key"
        );
        for (status, slug) in [
            ("409", "idempotency_key_in_flight"),
            ("422", "idempotency_key_reused"),
        ] {
            let response = resolve(&doc, &operation["responses"][status]);
            let description = response["description"].as_str().unwrap_or("");
            assert!(description.contains(slug), "{path} {status}: {description}");
        }
        assert!(
            operation["responses"]["200"]["headers"]
                .get("Idempotent-Replayed")
                .is_some(),
            "{path} 200: Idempotent-Replayed"
        );
    }
    // Enrich's own 422 is kept beside the reused key's.
    let enrich_422 = &op("post", "/v1/enrich/restaurant")["responses"]["422"]["description"];
    assert!(
        enrich_422
            .as_str()
            .is_some_and(|text| text.contains("match_failed")),
        "{enrich_422}"
    );
    let changes = op("get", "/v1/changes");
    assert_eq!(
        parameter_names(changes),
        [
            ("since".to_owned(), "query".to_owned(), true),
            ("type".to_owned(), "query".to_owned(), false),
            ("page".to_owned(), "query".to_owned(), false),
            ("pageSize".to_owned(), "query".to_owned(), false),
        ]
    );
    let page_size = &changes["parameters"][3]["schema"];
    assert_eq!(
        (
            &page_size["minimum"],
            &page_size["maximum"],
            &page_size["default"]
        ),
        (&Value::from(1), &Value::from(1000), &Value::from(100))
    );
    assert_eq!(changes["parameters"][0]["schema"]["format"], "date-time");
    let metadata = op("get", "/v1/metadata");
    assert_eq!(
        parameter_names(metadata),
        [("If-None-Match".to_owned(), "header".to_owned(), false)]
    );
    for status in ["200", "304"] {
        assert!(
            metadata["responses"][status]["headers"]
                .get("ETag")
                .is_some(),
            "metadata {status}: ETag"
        );
    }
    assert!(metadata["responses"]["304"].get("content").is_none());
    assert_eq!(
        op("get", "/v1/restaurants/{service_place_id}")["parameters"][0]["in"],
        "path"
    );
    let mode_schema = resolve(&doc, &doc["components"]["schemas"]["Mode"]);
    assert_eq!(mode_schema["enum"], serde_json::json!(["fast", "rich"]));
}

/// The schema name and wire values of every enumeration of the contract.
fn wire_enums() -> BTreeMap<String, Vec<&'static str>> {
    use dietfit_contract::*;
    use utoipa::ToSchema;
    fn entry<E: WireEnum + ToSchema>() -> (String, Vec<&'static str>) {
        (E::name().into_owned(), E::wire_values())
    }
    BTreeMap::from([
        entry::<ChangeType>(),
        entry::<Confidence>(),
        entry::<Decision>(),
        entry::<Diet>(),
        entry::<EvidenceTier>(),
        entry::<EvidenceType>(),
        entry::<EvidenceWeight>(),
        entry::<FreshnessLabel>(),
        entry::<Intent>(),
        entry::<Mode>(),
        entry::<ParaphraseMethod>(),
        entry::<ReasonCode>(),
        entry::<Region>(),
        entry::<ReportOutcome>(),
        entry::<RiskFlag>(),
        entry::<RuleReading>(),
        entry::<Tier>(),
    ])
}

/// Every enumeration in the document has exactly the contract's wire values.
#[test]
fn enumerations_have_their_wire_values() {
    let doc = generated();
    let wire = wire_enums();
    assert_eq!(wire["Diet"][0], "strict_vegan");
    assert_eq!(wire["ReasonCode"].len(), 30);
    fn enums<'a>(value: &'a Value, at: String, found: &mut Vec<(String, &'a Value)>) {
        match value {
            Value::Object(map) => {
                if let Some(values) = map.get("enum") {
                    found.push((at.clone(), values));
                }
                for (key, inner) in map {
                    enums(inner, format!("{at}/{key}"), found);
                }
            }
            Value::Array(items) => {
                for (index, inner) in items.iter().enumerate() {
                    enums(inner, format!("{at}/{index}"), found);
                }
            }
            _ => {}
        }
    }
    let mut found = Vec::new();
    enums(&doc, String::new(), &mut found);
    assert!(
        found.len() >= 14,
        "the contract's enumerations are there: {found:?}"
    );
    for (at, values) in found {
        let name = at
            .strip_prefix("/components/schemas/")
            .unwrap_or_else(|| panic!("an enumeration outside the components: {at}"));
        let expected = wire
            .get(name)
            .unwrap_or_else(|| panic!("{name} is not a wire enumeration"));
        assert_eq!(values, &serde_json::json!(expected), "{name}");
    }
}

/// Checks `value` against `schema` (the subset of JSON Schema the document
/// uses), and also flags object keys no schema declares: an undocumented
/// field is drift too. Returns one line per violation.
fn violations(doc: &Value, schema: &Value, value: &Value, at: &str) -> Vec<String> {
    let schema = resolve(doc, schema);
    let mut found = Vec::new();
    if let Some(branches) = schema["allOf"].as_array() {
        for branch in branches {
            found.extend(
                violations(doc, branch, value, at)
                    .into_iter()
                    .filter(|v| !v.contains("undeclared")),
            );
        }
        if let Some(object) = value.as_object() {
            let declared = declared_keys(doc, schema);
            for key in object.keys().filter(|key| !declared.contains(*key)) {
                found.push(format!("{at}.{key}: undeclared"));
            }
        }
    }
    if let Some(branches) = schema["oneOf"].as_array() {
        let fits = branches
            .iter()
            .map(|branch| violations(doc, branch, value, at))
            .filter(Vec::is_empty)
            .count();
        if fits == 0 {
            let reasons: Vec<_> = branches
                .iter()
                .flat_map(|branch| violations(doc, branch, value, at))
                .collect();
            found.push(format!("{at}: fits no branch of oneOf: {reasons:?}"));
        }
    }
    if let Some(types) = schema.get("type") {
        let types: Vec<&str> = match types {
            Value::String(one) => vec![one.as_str()],
            Value::Array(many) => many.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        let fits = types.iter().any(|kind| match *kind {
            "null" => value.is_null(),
            "string" => value.is_string(),
            "boolean" => value.is_boolean(),
            "integer" => value.is_i64() || value.is_u64(),
            "number" => value.is_number(),
            "array" => value.is_array(),
            "object" => value.is_object(),
            _ => false,
        });
        if !fits {
            found.push(format!("{at}: {value} is not {types:?}"));
            return found;
        }
    }
    if let Some(allowed) = schema["enum"].as_array()
        && !allowed.contains(value)
    {
        found.push(format!("{at}: {value} is not one of {allowed:?}"));
    }
    if let (Some(minimum), Some(number)) = (schema["minimum"].as_f64(), value.as_f64())
        && number < minimum
    {
        found.push(format!("{at}: {number} < {minimum}"));
    }
    if let (Some(maximum), Some(number)) = (schema["maximum"].as_f64(), value.as_f64())
        && number > maximum
    {
        found.push(format!("{at}: {number} > {maximum}"));
    }
    if let (Some(items), Some(array)) = (schema.get("items"), value.as_array()) {
        for (index, item) in array.iter().enumerate() {
            found.extend(violations(doc, items, item, &format!("{at}[{index}]")));
        }
    }
    if let Some(object) = value.as_object() {
        if let Some(required) = schema["required"].as_array() {
            for key in required.iter().filter_map(Value::as_str) {
                if !object.contains_key(key) {
                    found.push(format!("{at}.{key}: required, missing"));
                }
            }
        }
        if let Some(properties) = schema["properties"].as_object() {
            let required = schema["required"].as_array();
            for (key, inner) in object {
                // Sent as null means serialized whatever its value: always there.
                let listed =
                    required.is_some_and(|required| required.contains(&Value::from(key.as_str())));
                if inner.is_null() && properties.contains_key(key) && !listed {
                    found.push(format!(
                        "{at}.{key}: always sent (null here) but not required"
                    ));
                }
                match properties.get(key) {
                    Some(property) => {
                        found.extend(violations(doc, property, inner, &format!("{at}.{key}")))
                    }
                    None if schema.get("additionalProperties").is_some() => {}
                    None if schema.get("allOf").is_none() => {
                        found.push(format!("{at}.{key}: undeclared"))
                    }
                    None => {}
                }
            }
        }
        if let Some(extra) = schema
            .get("additionalProperties")
            .filter(|extra| extra.is_object())
        {
            let declared = schema["properties"].as_object();
            for (key, inner) in object {
                if declared.is_none_or(|declared| !declared.contains_key(key)) {
                    found.extend(violations(doc, extra, inner, &format!("{at}.{key}")));
                }
            }
        }
    }
    found
}

/// The property names an object schema declares, through `allOf`.
fn declared_keys(doc: &Value, schema: &Value) -> BTreeSet<String> {
    let schema = resolve(doc, schema);
    let mut keys: BTreeSet<String> = schema["properties"]
        .as_object()
        .map(|properties| properties.keys().cloned().collect())
        .unwrap_or_default();
    for branch in schema["allOf"].as_array().into_iter().flatten() {
        keys.extend(declared_keys(doc, branch));
    }
    keys
}

#[test]
fn the_schema_check_finds_what_does_not_fit() {
    let doc = generated();
    let schema = |name: &str| serde_json::json!({"$ref": format!("#/components/schemas/{name}")});
    let health = serde_json::json!({"status": "ok", "version": 1, "uptime": 3});
    let mut found = violations(&doc, &schema("Health"), &health, "$");
    found.sort();
    assert_eq!(
        found,
        [
            "$.timestamp: required, missing",
            "$.uptime: undeclared",
            "$.version: 1 is not [\"string\"]",
        ]
    );
    let profile = serde_json::json!({"diet": "StrictVegan"});
    assert_eq!(
        violations(&doc, &schema("UserProfile"), &profile, "$").len(),
        1,
        "a Rust variant name is not a wire value"
    );
    let result = serde_json::json!({"service_id": "rst_1", "distance_m": "near"});
    let found = violations(&doc, &schema("SearchResult"), &result, "$");
    assert!(
        found
            .iter()
            .any(|v| v.contains("$.distance_m: \"near\" is not")),
        "{found:?}"
    );
    let problem = serde_json::json!({"type": "t", "title": "t", "status": 400, "detail": null});
    assert_eq!(
        violations(&doc, &schema("Problem"), &problem, "$"),
        ["$.detail: always sent (null here) but not required"]
    );
    assert!(
        found.iter().any(|v| v.contains("$.name: required")),
        "{found:?}"
    );
    assert!(
        violations(
            &doc,
            &schema("EnrichResponse"),
            &serde_json::json!({"matched": "yes"}),
            "$"
        )
        .iter()
        .any(|v| v.contains("fits no branch")),
    );
}

/// Real answers of every route, over the bundled fixtures, fit the schemas
/// the document gives their status.
#[actix_web::test]
async fn real_answers_fit_their_documented_schemas() {
    let app = TestApp::sqlite();
    let doc = generated();
    let place = fixture_service_id("fixture:denver:0");
    let profile = serde_json::json!({"diet": "strict_vegan", "exclude_cross_contamination": true});
    let denver = serde_json::json!({"lat": 39.7392, "lng": -104.9903, "radius_m": 20000});
    let key = app.enterprise_key.clone();
    let calls: Vec<(&str, &str, TestRequest)> = vec![
        ("get", "/v1/health", TestRequest::get().uri("/v1/health")),
        (
            "get",
            "/v1/metadata",
            TestRequest::get().uri("/v1/metadata"),
        ),
        (
            "post",
            "/v1/search",
            post_json(
                "/v1/search",
                &key,
                serde_json::json!({"query": "vegan tacos", "user_profile": profile, "location": denver}),
            ),
        ),
        (
            "post",
            "/v1/search",
            post_json(
                "/v1/search",
                &key,
                serde_json::json!({"query": "vegan near me", "location": denver}),
            )
            .insert_header(("x-service-mode", "fast")),
        ),
        (
            "get",
            "/v1/restaurants/{service_place_id}",
            get_with_key(&format!("/v1/restaurants/{place}"), &key),
        ),
        (
            "post",
            "/v1/decision/restaurant-fit",
            post_json(
                "/v1/decision/restaurant-fit",
                &key,
                serde_json::json!({"service_id": place, "user_profile": profile}),
            ),
        ),
        (
            "post",
            "/v1/decision/restaurant-fit",
            post_json(
                "/v1/decision/restaurant-fit",
                &key,
                serde_json::json!({"service_id": place, "user_profile": {"diet": "halal"}}),
            )
            .insert_header(("x-service-mode", "fast")),
        ),
        (
            "post",
            "/v1/enrich/restaurant",
            post_json(
                "/v1/enrich/restaurant",
                &key,
                serde_json::json!({"name": "Clover Canteen", "address": "1539 Blake Street, Denver, CO 80206"}),
            ),
        ),
        (
            "post",
            "/v1/enrich/restaurant",
            post_json(
                "/v1/enrich/restaurant",
                &key,
                serde_json::json!({"name": "Clover Canteen", "address": "900 Blake Street, Denver"}),
            ),
        ),
        (
            "get",
            "/v1/changes",
            get_with_key("/v1/changes?since=2026-10-15T00:00:00Z&pageSize=50", &key),
        ),
        (
            "post",
            "/v1/search",
            post_json("/v1/search", &key, serde_json::json!({"query": ""})),
        ),
        (
            "get",
            "/v1/restaurants/{service_place_id}",
            get_with_key("/v1/restaurants/rst_00000000000000000000000000000000", &key),
        ),
        (
            "post",
            "/v1/decision/group-fit",
            post_json(
                "/v1/decision/group-fit",
                &key,
                serde_json::json!({"service_id": place,
                                   "user_profiles": [{"diet": "strict_vegan"}, profile, {"diet": "halal"}]}),
            ),
        ),
        (
            "post",
            "/v1/decision/group-fit",
            post_json(
                "/v1/decision/group-fit",
                &key,
                serde_json::json!({"service_id": place, "user_profiles": [{"diet": "vegetarian"}]}),
            )
            .insert_header(("x-service-mode", "fast")),
        ),
        (
            "post",
            "/v1/decision/batch",
            post_json(
                "/v1/decision/batch",
                &key,
                serde_json::json!({"service_ids": [place, "rst_00000000000000000000000000000000",
                                                   fixture_service_id("fixture:portland:1")],
                                   "user_profile": {"diet": "strict_vegan"}}),
            ),
        ),
        (
            "post",
            "/v1/decision/batch",
            post_json(
                "/v1/decision/batch",
                &key,
                serde_json::json!({"service_ids": [place], "user_profile": profile}),
            )
            .insert_header(("x-service-mode", "fast")),
        ),
        (
            "post",
            "/v1/decision/batch",
            post_json(
                "/v1/decision/batch",
                &key,
                serde_json::json!({"service_ids": ["nope"], "user_profile": profile}),
            ),
        ),
    ];
    let mut problems = Vec::new();
    for (method, path, request) in calls {
        let reply = app.call(request).await;
        let status = reply.status.as_u16().to_string();
        let response = &doc["paths"][path][method]["responses"][&status];
        assert!(
            !response.is_null(),
            "{method} {path} answered {status}, undocumented"
        );
        let response = resolve(&doc, response);
        let content_type = reply.header("content-type").unwrap_or_default().to_owned();
        let schema = &response["content"][&content_type]["schema"];
        assert!(
            !schema.is_null(),
            "{method} {path} {status}: no schema for {content_type}"
        );
        for collection in ["results", "changes", "match_candidates", "items", "diners"] {
            if let Some(items) = reply.body.get(collection) {
                assert!(
                    items.as_array().is_some_and(|items| !items.is_empty()),
                    "{method} {path}: {collection} is empty, so its items go unchecked"
                );
            }
        }
        for violation in violations(&doc, schema, &reply.body, "$") {
            problems.push(format!("{method} {path} {status}: {violation}"));
        }
    }
    assert!(
        problems.is_empty(),
        "answers that do not fit the document:\n{}",
        problems.join("\n")
    );
}

/// The contract gives each request field one type and refuses `null` for
/// every one of them: no request schema may say a field is nullable.
#[test]
fn no_request_field_is_nullable() {
    fn assert_no_null(schema: &Value, at: &str) {
        match schema {
            Value::Object(map) => {
                for (key, value) in map {
                    assert!(
                        !(key == "type"
                            && (value == "null"
                                || value
                                    .as_array()
                                    .is_some_and(|types| types.iter().any(|t| t == "null")))),
                        "{at} is nullable"
                    );
                    assert!(key != "nullable" || value == false, "{at} is nullable");
                    assert_no_null(value, &format!("{at}.{key}"));
                }
            }
            Value::Array(items) => items.iter().for_each(|item| assert_no_null(item, at)),
            _ => {}
        }
    }
    let document = generated();
    let schemas = &document["components"]["schemas"];
    for name in [
        "SearchRequest",
        "Location",
        "UserProfile",
        "DecisionRequest",
        "EnrichRequest",
        "GroupDecisionRequest",
        "BatchDecisionRequest",
    ] {
        assert!(schemas[name].is_object(), "{name} is in the document");
        assert_no_null(&schemas[name], name);
    }
}
