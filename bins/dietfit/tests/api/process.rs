//! The built binary as an operator runs it: `dietfit serve` started with
//! settings in its environment, its log read until it serves.

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use dietfit_storage::{DatabaseUrl, Store, StoreConfig};

/// A running `dietfit serve` over a fresh SQLite file, its log read until it
/// said it serves (or exited).
struct Served {
    child: Child,
    port: u16,
    db: PathBuf,
    log: String,
}

impl Served {
    fn start(env: &[(&str, &str)]) -> Served {
        static RUN: AtomicUsize = AtomicUsize::new(0);
        let run = RUN.fetch_add(1, Ordering::Relaxed);
        let db =
            std::env::temp_dir().join(format!("dietfit-process-{}-{run}.db", std::process::id()));
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .expect("a free port")
            .port();
        let mut child = Command::new(env!("CARGO_BIN_EXE_dietfit"))
            .arg("serve")
            .env_remove("RUST_LOG")
            .env_remove("DIETFIT_NO_FIXTURES")
            .env_remove("DIETFIT_METERING")
            .env("DATABASE_URL", format!("sqlite://{}", db.display()))
            .env("DIETFIT_BIND", format!("127.0.0.1:{port}"))
            .env("DIETFIT_WORKERS", "1")
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("dietfit starts");
        let stderr = child.stderr.take().unwrap();
        let (lines, received) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if lines.send(line).is_err() {
                    break;
                }
            }
        });
        let mut log = String::new();
        while let Ok(line) = received.recv_timeout(Duration::from_secs(180)) {
            log.push_str(&line);
            log.push('\n');
            if line.contains(" serving ") {
                break;
            }
        }
        Served {
            child,
            port,
            db,
            log,
        }
    }

    fn database_url(&self) -> String {
        format!("sqlite://{}", self.db.display())
    }

    /// One HTTP/1.1 request; the status of its answer.
    fn status_of(&self, request: &str) -> u16 {
        // The log says it serves just before the socket is bound.
        let mut attempts = 0;
        let mut stream = loop {
            match TcpStream::connect(("127.0.0.1", self.port)) {
                Ok(stream) => break stream,
                Err(error) if attempts == 100 => panic!("cannot connect: {error}"),
                Err(_) => {
                    attempts += 1;
                    std::thread::sleep(Duration::from_millis(50));
                }
            }
        };
        stream.write_all(request.as_bytes()).expect("sent");
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer);
        answer
            .split_whitespace()
            .nth(1)
            .and_then(|status| status.parse().ok())
            .unwrap_or_else(|| panic!("no status in {answer:?}"))
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", self.db.display()));
        }
    }
}

/// Starts `dietfit serve` with `env` added, stops it once it serves and
/// returns its log.
fn serve_log(env: &[(&str, &str)]) -> String {
    Served::start(env).log.clone()
}

#[test]
fn dietfit_no_fixtures_accepts_every_spelling_of_on() {
    for on in ["1", "true", "TRUE", "yes", "On"] {
        let log = serve_log(&[("DIETFIT_NO_FIXTURES", on)]);
        assert!(log.contains(" serving "), "DIETFIT_NO_FIXTURES={on}: {log}");
        assert!(
            log.contains("bundled fixtures switched off"),
            "DIETFIT_NO_FIXTURES={on}: {log}"
        );
    }
}

#[test]
fn dietfit_no_fixtures_off_loads_the_fixtures() {
    let log = serve_log(&[("DIETFIT_NO_FIXTURES", "0")]);
    assert!(log.contains(" serving "), "{log}");
    assert!(log.contains("loaded"), "{log}");
    assert!(!log.contains("switched off"), "{log}");
}

#[test]
fn dietfit_metering_accepts_every_spelling_of_off_and_on() {
    for (value, off) in [
        ("0", true),
        ("false", true),
        ("NO", true),
        ("off", true),
        ("1", false),
        ("Yes", false),
    ] {
        let log = serve_log(&[("DIETFIT_NO_FIXTURES", "1"), ("DIETFIT_METERING", value)]);
        assert!(log.contains(" serving "), "DIETFIT_METERING={value}: {log}");
        assert_eq!(
            log.contains("metering is off"),
            off,
            "DIETFIT_METERING={value}: {log}"
        );
    }
}

#[test]
fn the_first_run_key_is_logged_once() {
    let log = serve_log(&[]);
    assert!(log.contains(" serving "), "{log}");
    let key_lines = log
        .lines()
        .filter(|line| line.contains("svc_test_"))
        .count();
    assert_eq!(key_lines, 1, "{log}");
}

#[test]
fn a_stopping_server_gives_its_unspent_leases_back() {
    let served = Served::start(&[]);
    let key = served
        .log
        .lines()
        .find_map(|line| {
            line.split_whitespace()
                .find(|word| word.starts_with("svc_test_"))
        })
        .unwrap_or_else(|| panic!("no first-run key in {}", served.log))
        .to_owned();
    let body = r#"{"query":"vegan tacos"}"#;
    let search = format!(
        "POST /v1/search HTTP/1.1\r\nhost: localhost\r\nx-service-api-key: {key}\r\n\
         content-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    );
    assert_eq!(served.status_of(&search), 200);

    let store = Store::connect(&StoreConfig::new(
        DatabaseUrl::parse(&served.database_url()).expect("url"),
    ))
    .expect("the server's database");
    let key_id = store
        .find_key_by_hash(&dietfit_auth::hash_secret(&key))
        .expect("read")
        .expect("the first-run key")
        .id;
    let month = dietfit_auth::month_of(time::OffsetDateTime::now_utc());
    assert!(
        store.usage(key_id, &month).expect("usage") > 5,
        "a lease larger than the one rich search is held"
    );

    let pid = served.child.id().to_string();
    let signalled = Command::new("kill").args(["-TERM", &pid]).status();
    assert!(signalled.is_ok_and(|status| status.success()));
    let mut served = served;
    let stopped = served.child.wait().expect("the server stops");
    assert!(stopped.success(), "{stopped:?}");
    assert_eq!(
        store.usage(key_id, &month).expect("usage"),
        5,
        "only the rich search stays spent"
    );
}
