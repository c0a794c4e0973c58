//! The built binary as an operator runs it: `dietfit serve` started with
//! settings in its environment, its log read until it serves.

use std::io::{BufRead as _, BufReader};
use std::net::TcpListener;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;

/// Starts `dietfit serve` over a fresh SQLite file with `env` added, reads
/// its log until it says it serves (or exits), stops it and returns the log.
fn serve_log(env: &[(&str, &str)]) -> String {
    static RUN: AtomicUsize = AtomicUsize::new(0);
    let run = RUN.fetch_add(1, Ordering::Relaxed);
    let db = std::env::temp_dir().join(format!("dietfit-process-{}-{run}.db", std::process::id()));
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
    let _ = child.kill();
    let _ = child.wait();
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }
    log
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
