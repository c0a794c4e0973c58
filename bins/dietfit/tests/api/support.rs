//! A test app over its own database: the bundled fixtures imported at the
//! fixtures' reference date, one key per tier, the real gate and handlers.

use std::io::{Read as _, Write as _};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use actix_web::http::StatusCode;
use actix_web::http::header::HeaderMap;
use actix_web::test;
use dietfit::commands::create_key;
use dietfit::config::{Clock, HttpConfig};
use dietfit::http::{AppSettings, AppState, app};
use dietfit_auth::GateConfig;
use dietfit_contract::Tier;
use dietfit_storage::test_util::TestDatabase;
use dietfit_storage::{Store, StoreConfig};
use serde_json::Value;
use time::OffsetDateTime;
use time::macros::datetime;

pub const DOCS: &str = "https://docs.test.example";
/// The fixtures' reference date: every test runs "now" there.
pub const NOW: OffsetDateTime = datetime!(2026-11-01 00:00 UTC);

pub struct TestApp {
    database: Arc<TestDatabase>,
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

pub struct RawReply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
}

impl RawReply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }
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
        TestApp::new(TestDatabase::sqlite(), GateConfig::default())
    }

    pub fn sqlite_with(gate_config: GateConfig) -> TestApp {
        TestApp::new(TestDatabase::sqlite(), gate_config)
    }

    /// None when PostgreSQL is not configured (outside CI).
    pub fn postgres() -> Option<TestApp> {
        TestApp::postgres_with(GateConfig::default())
    }

    pub fn postgres_with(gate_config: GateConfig) -> Option<TestApp> {
        TestDatabase::postgres().map(|database| TestApp::new(database, gate_config))
    }

    /// An app whose PostgreSQL connections go through a proxy the test can
    /// cut, which to the app is a stopped database server.
    pub fn postgres_behind_proxy() -> Option<(TestApp, Proxy)> {
        let database = TestDatabase::postgres()?;
        let setup = database.open().expect("test store opens");
        load_fixtures(&setup);
        let dietfit_storage::DatabaseUrl::Postgres { url } = database.url().clone() else {
            panic!("a PostgreSQL test database")
        };
        let proxy = Proxy::start("127.0.0.1:5432".parse().unwrap());
        let proxied = url.replacen("127.0.0.1:5432", &proxy.addr.to_string(), 1);
        assert_ne!(proxied, url, "the test URL names 127.0.0.1:5432");
        let mut config = StoreConfig::new(dietfit_storage::DatabaseUrl::parse(&proxied).unwrap());
        config.connection_timeout = std::time::Duration::from_secs(1);
        // The short timeout is for the test's cut, not for this first
        // connection: on a loaded machine (the whole suite in parallel)
        // opening the pool can take longer, so it is tried a few times.
        let serving = (1..=10)
            .find_map(|_| Store::connect(&config).ok())
            .unwrap_or_else(|| Store::connect(&config).expect("store through the proxy"));
        Some((
            TestApp::over(Arc::new(database), serving, GateConfig::default()),
            proxy,
        ))
    }

    /// An app whose pool holds only `max_connections` connections, so a
    /// test can drain it.
    pub fn sqlite_with_pool_of(max_connections: u32) -> TestApp {
        let database = TestDatabase::sqlite();
        load_fixtures(&database.open().expect("test store opens"));
        let config = StoreConfig {
            max_connections,
            min_idle: None,
            ..database.config()
        };
        let serving = Store::connect(&config).expect("a small pool");
        TestApp::over(Arc::new(database), serving, GateConfig::default())
    }

    fn new(database: TestDatabase, gate_config: GateConfig) -> TestApp {
        let store = database.open().expect("test store opens");
        load_fixtures(&store);
        TestApp::over(Arc::new(database), store, gate_config)
    }

    /// How the command-line tools open this app's database.
    pub fn store_config(&self) -> StoreConfig {
        self.database.config()
    }

    /// Another server over the same database: its own pool, index and gate.
    pub fn second_instance(&self) -> TestApp {
        self.second_instance_at(NOW)
    }

    /// [`TestApp::second_instance`] whose clock reads `now`.
    pub fn second_instance_at(&self, now: OffsetDateTime) -> TestApp {
        let store = Store::connect(&self.database.config()).expect("second pool");
        TestApp::over_at(self.database.clone(), store, GateConfig::default(), now)
    }

    fn over(database: Arc<TestDatabase>, store: Store, gate_config: GateConfig) -> TestApp {
        TestApp::over_at(database, store, gate_config, NOW)
    }

    fn over_at(
        database: Arc<TestDatabase>,
        store: Store,
        gate_config: GateConfig,
        now: OffsetDateTime,
    ) -> TestApp {
        let key = |tier| {
            create_key(&store, tier, Some(10_000), None, NOW)
                .expect("key")
                .0
        };
        let (sandbox_key, enterprise_key, paid_key) =
            (key(Tier::Sandbox), key(Tier::Enterprise), key(Tier::Paid));
        let settings = AppSettings {
            http: HttpConfig {
                docs_base_url: DOCS.to_owned(),
                clock: Clock::Fixed(now),
                ..HttpConfig::default()
            },
            gate: gate_config,
            ..AppSettings::default()
        };
        let state = AppState::open(store.clone(), settings).expect("index builds");
        TestApp {
            database,
            store,
            state,
            sandbox_key,
            enterprise_key,
            paid_key,
        }
    }

    pub async fn call(&self, request: test::TestRequest) -> Reply {
        let raw = self.call_raw(request).await;
        Reply {
            status: raw.status,
            headers: raw.headers,
            body: serde_json::from_slice(&raw.body).unwrap_or(Value::Null),
        }
    }

    /// [`TestApp::call`] with the body as sent, for encoded bodies.
    pub async fn call_raw(&self, request: test::TestRequest) -> RawReply {
        let service = test::init_service(app(self.state.clone())).await;
        let response = test::call_service(&service, request.to_request()).await;
        let status = response.status();
        let headers = response.headers().clone();
        assert!(
            headers.contains_key("x-request-id"),
            "every response carries its request id"
        );
        let body = test::read_body(response).await.to_vec();
        RawReply {
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

fn load_fixtures(store: &Store) {
    let first = dietfit::first_run::prepare(store, NOW).expect("fixtures load");
    assert!(
        first.is_some_and(|run| run.imported > 300),
        "the fixtures are there"
    );
}

/// A TCP forwarder the test can cut: every open connection is shut down and
/// new ones are refused, as when the database server stops; or turn into a
/// black hole: connections stay open and bytes are taken, but nothing is
/// passed on or answered, as when a peer stops answering.
pub struct Proxy {
    pub addr: SocketAddr,
    stopped: Arc<AtomicBool>,
    swallowing: Arc<AtomicBool>,
    connections: Arc<Mutex<Vec<TcpStream>>>,
}

impl Proxy {
    pub fn start(target: SocketAddr) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").expect("proxy port");
        let addr = listener.local_addr().unwrap();
        let stopped = Arc::new(AtomicBool::new(false));
        let swallowing = Arc::new(AtomicBool::new(false));
        let connections: Arc<Mutex<Vec<TcpStream>>> = Arc::default();
        let (stop_flag, swallow_flag, open) =
            (stopped.clone(), swallowing.clone(), connections.clone());
        std::thread::spawn(move || {
            for client in listener.incoming() {
                if stop_flag.load(Ordering::SeqCst) {
                    break; // the listener drops: new connections are refused
                }
                let Ok(client) = client else { continue };
                if swallow_flag.load(Ordering::SeqCst) {
                    // Accepted, and never answered.
                    open.lock().unwrap().push(client);
                    continue;
                }
                let Ok(upstream) = TcpStream::connect(target) else {
                    continue;
                };
                let pipes = [
                    (client.try_clone().unwrap(), upstream.try_clone().unwrap()),
                    (upstream.try_clone().unwrap(), client.try_clone().unwrap()),
                ];
                open.lock().unwrap().extend([client, upstream]);
                for (mut from, mut to) in pipes {
                    let swallowing = swallow_flag.clone();
                    std::thread::spawn(move || {
                        let mut buffer = [0u8; 16 * 1024];
                        while let Ok(read) = from.read(&mut buffer) {
                            if read == 0 {
                                break;
                            }
                            if swallowing.load(Ordering::SeqCst) {
                                continue;
                            }
                            if to.write_all(&buffer[..read]).is_err() {
                                break;
                            }
                        }
                        let _ = to.shutdown(Shutdown::Both);
                    });
                }
            }
        });
        Proxy {
            addr,
            stopped,
            swallowing,
            connections,
        }
    }

    /// From now on nothing passes in either direction and nothing is
    /// closed: every query in flight, and every new connection, hangs.
    pub fn black_hole(&self) {
        self.swallowing.store(true, Ordering::SeqCst);
    }

    pub fn stop(&self) {
        self.stopped.store(true, Ordering::SeqCst);
        for connection in self.connections.lock().unwrap().drain(..) {
            let _ = connection.shutdown(Shutdown::Both);
        }
        // Wake the accept loop so it sees the flag and drops the listener.
        let _ = TcpStream::connect(self.addr);
    }
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

/// Imports JSON Lines into the store at [`NOW`], as `dietfit import` would.
pub fn import_lines(store: &Store, lines: &str) {
    let options = dietfit_ingest::ImportOptions::new(NOW);
    let input = std::io::Cursor::new(lines.to_owned());
    dietfit_ingest::import_reader(store, input, options, &mut |_| {}, &mut |_| {}).expect("import");
}
