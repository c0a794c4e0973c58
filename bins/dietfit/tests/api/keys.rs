//! `dietfit keys revoke` against running servers: when the command returns,
//! every instance on the database refuses the key, cached or not.

use std::time::{Duration, Instant};

use actix_web::http::StatusCode;
use dietfit::commands::{create_key, keys_revoke};
use dietfit_auth::{REVOCATION_BOUND, REVOCATION_CHECK_INTERVAL};
use dietfit_contract::Tier;

use crate::support::{NOW, TestApp, fixture_service_id, get_with_key};

fn revoke_with_servers_running(first: &TestApp) {
    let second = first.second_instance();
    let (secret, id) = create_key(&first.store, Tier::Paid, Some(1_000), None, NOW).unwrap();
    let uri = format!("/v1/restaurants/{}", fixture_service_id("fixture:denver:0"));
    // Let each instance's revocation check vouch for its cache, then cache
    // the key on both.
    std::thread::sleep(REVOCATION_CHECK_INTERVAL * 3);
    let call = |app: &TestApp| {
        let request = get_with_key(&uri, &secret);
        actix_web::rt::System::new().block_on(async { app.call(request).await.status })
    };
    for app in [first, &second] {
        assert_eq!(call(app), StatusCode::OK);
        assert_eq!(call(app), StatusCode::OK);
    }

    let started = Instant::now();
    keys_revoke(&first.store_config(), &id.to_string(), NOW).unwrap();
    assert!(started.elapsed() >= REVOCATION_BOUND);
    for app in [first, &second] {
        assert_eq!(
            call(app),
            StatusCode::UNAUTHORIZED,
            "right after the command"
        );
    }
    // And it stays refused.
    std::thread::sleep(Duration::from_millis(300));
    for app in [first, &second] {
        assert_eq!(call(app), StatusCode::UNAUTHORIZED);
    }
}

#[test]
fn revoke_returns_once_every_running_instance_refuses_the_key_sqlite() {
    revoke_with_servers_running(&TestApp::sqlite());
}

#[test]
fn revoke_returns_once_every_running_instance_refuses_the_key_postgres() {
    if let Some(app) = TestApp::postgres() {
        revoke_with_servers_running(&app);
    }
}
