//! A test app over its own database: the bundled fixtures imported at the
//! fixtures' reference date, one key per tier, the real gate and handlers.

use std::sync::Arc;

use actix_web::http::StatusCode;
use actix_web::http::header::HeaderMap;
use actix_web::test;
use dietfit::auth_store::StoreBackedAuth;
use dietfit::commands::create_key;
use dietfit::config::{Clock, HttpConfig};
use dietfit::http::{AppState, app};
use dietfit_auth::{CreditLedger, Gate, GateConfig, KeyDirectory};
use dietfit_contract::Tier;
use dietfit_storage::Store;
use dietfit_storage::test_util::TestDatabase;
use serde_json::Value;
use time::OffsetDateTime;
use time::macros::datetime;

pub const DOCS: &str = "https://docs.test.example";
/// The fixtures' reference date: every test runs "now" there.
pub const NOW: OffsetDateTime = datetime!(2026-11-01 00:00 UTC);

pub struct TestApp {
    _database: TestDatabase,
    pub store: Store,
    pub state: AppState,
    pub sandbox_key: String,
    pub enterprise_key: String,
    pub paid_key: String,
}

pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Value,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    /// Asserts a problem document of this status and type slug.
    pub fn assert_problem(&self, status: u16, slug: &str) {
        assert_eq!(self.status.as_u16(), status, "body: {}", self.body);
        assert_eq!(
            self.header("content-type"),
            Some("application/problem+json")
        );
        assert_eq!(self.body["status"], status);
        assert_eq!(self.body["type"], format!("{DOCS}/errors/{slug}"));
        assert!(self.body["title"].as_str().is_some_and(|t| !t.is_empty()));
        assert!(self.body["detail"].as_str().is_some_and(|t| !t.is_empty()));
        assert!(
            self.body["service_request_id"]
                .as_str()
                .is_some_and(|id| id.starts_with("req_"))
        );
    }

    /// The fields named by a validation problem.
    pub fn invalid_fields(&self) -> Vec<String> {
        self.body["errors"]
            .as_array()
            .map(|errors| {
                errors
                    .iter()
                    .filter_map(|e| e["field"].as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    }
}

impl TestApp {
    pub fn sqlite() -> TestApp {
        TestApp::over(TestDatabase::sqlite(), GateConfig::default())
    }

    pub fn sqlite_with(gate_config: GateConfig) -> TestApp {
        TestApp::over(TestDatabase::sqlite(), gate_config)
    }

    /// None when PostgreSQL is not configured (outside CI).
    pub fn postgres() -> Option<TestApp> {
        TestDatabase::postgres().map(|database| TestApp::over(database, GateConfig::default()))
    }

    fn over(database: TestDatabase, gate_config: GateConfig) -> TestApp {
        let store = database.open().expect("test store opens");
        let first = dietfit::first_run::prepare(&store, NOW).expect("fixtures load");
        assert!(
            first.is_some_and(|run| run.imported > 300),
            "the fixtures are there"
        );
        let key = |tier| {
            create_key(&store, tier, Some(10_000), None, NOW)
                .expect("key")
                .0
        };
        let (sandbox_key, enterprise_key, paid_key) =
            (key(Tier::Sandbox), key(Tier::Enterprise), key(Tier::Paid));
        let auth = Arc::new(StoreBackedAuth::new(store.clone()));
        let gate = Gate::new(
            auth.clone() as Arc<dyn KeyDirectory>,
            auth as Arc<dyn CreditLedger>,
            gate_config,
        );
        let state = AppState {
            config: HttpConfig {
                docs_base_url: DOCS.to_owned(),
                clock: Clock::Fixed(NOW),
            },
            gate: Arc::new(gate),
            store: store.clone(),
        };
        TestApp {
            _database: database,
            store,
            state,
            sandbox_key,
            enterprise_key,
            paid_key,
        }
    }

    pub async fn call(&self, request: test::TestRequest) -> Reply {
        let service = test::init_service(app(self.state.clone())).await;
        let response = test::call_service(&service, request.to_request()).await;
        let status = response.status();
        let headers = response.headers().clone();
        assert!(
            headers.contains_key("x-request-id"),
            "every response carries its request id"
        );
        let body = test::read_body(response).await;
        let body = serde_json::from_slice(&body).unwrap_or(Value::Null);
        Reply {
            status,
            headers,
            body,
        }
    }
}

/// A JSON POST with a key.
pub fn post_json(uri: &str, key: &str, body: Value) -> test::TestRequest {
    test::TestRequest::post()
        .uri(uri)
        .insert_header(("content-type", "application/json"))
        .insert_header(("x-service-api-key", key))
        .set_payload(body.to_string())
}

pub fn get_with_key(uri: &str, key: &str) -> test::TestRequest {
    test::TestRequest::get()
        .uri(uri)
        .insert_header(("x-service-api-key", key))
}

/// The public id of a fixture record.
pub fn fixture_service_id(external_id: &str) -> String {
    dietfit_contract::service_id_for(dietfit_contract::service_place_id_for(external_id))
}

/// Every key of `value` listed in `required` is present.
pub fn assert_has_fields(value: &Value, required: &[&str]) {
    for field in required {
        assert!(
            value.get(field).is_some(),
            "missing required field {field} in {value}"
        );
    }
}

/// The seven headers of the contract's section 8, in their formats.
pub fn assert_rate_limit_headers(reply: &Reply) {
    let rfc3339 = &time::format_description::well_known::Rfc3339;
    let decimal_or_unlimited = |name: &str| {
        let value = reply
            .header(name)
            .unwrap_or_else(|| panic!("header {name} missing"));
        assert!(
            value == "unlimited" || value.parse::<u64>().is_ok(),
            "{name}: {value}"
        );
    };
    decimal_or_unlimited("x-ratelimit-limit");
    decimal_or_unlimited("x-ratelimit-remaining");
    decimal_or_unlimited("x-usage-limit");
    let used = reply
        .header("x-usage-thismonth")
        .expect("X-Usage-ThisMonth");
    assert!(used.parse::<u64>().is_ok(), "X-Usage-ThisMonth: {used}");
    let ip_remaining = reply
        .header("x-ratelimit-ip-remaining")
        .expect("X-RateLimit-IP-Remaining");
    assert!(ip_remaining.parse::<u64>().is_ok());
    for name in ["x-ratelimit-reset", "x-ratelimit-ip-reset"] {
        let value = reply
            .header(name)
            .unwrap_or_else(|| panic!("header {name} missing"));
        assert!(
            OffsetDateTime::parse(value, rfc3339).is_ok(),
            "{name}: {value}"
        );
    }
    assert!(
        reply
            .header("ratelimit-policy")
            .is_some_and(|v| v.contains(";q=") && v.contains(";w="))
    );
    assert!(
        reply
            .header("ratelimit")
            .is_some_and(|v| v.contains(";r=") && v.contains(";t="))
    );
}
