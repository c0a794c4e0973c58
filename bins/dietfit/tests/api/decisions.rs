//! Decisions through HTTP: pinned answers for known fixtures, the profile's
//! options changing them, and search agreeing with the decision route.

use actix_web::http::StatusCode;
use serde_json::{Value, json};

use crate::support::{TestApp, fixture_service_id, post_json};

/// Curry Express (fixture path P20): labelled vegan curries cooked "in
/// separate pots", ghee only in the curries not marked vegan.
const CURRY_EXPRESS: &str = "fixture:seattle:267";
/// Mei's Noodle Bar (path P03): labelled vegan mains on a mixed menu, and
/// nothing said about how they are prepared.
const MEIS_NOODLE_BAR: &str = "fixture:portland:1";

async fn decide(app: &TestApp, external_id: &str, profile: Value) -> Value {
    let reply = app
        .call(post_json(
            "/v1/decision/restaurant-fit",
            &app.sandbox_key,
            json!({"service_id": fixture_service_id(external_id), "user_profile": profile}),
        ))
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
    reply.body
}

fn codes(body: &Value) -> Vec<&str> {
    body["reason_codes"]
        .as_array()
        .expect("reason_codes")
        .iter()
        .filter_map(Value::as_str)
        .collect()
}

#[actix_web::test]
async fn a_known_restaurant_has_a_pinned_decision() {
    let app = TestApp::sqlite();
    let vegan = decide(&app, CURRY_EXPRESS, json!({"diet": "strict_vegan"})).await;
    assert_eq!(vegan["decision"], "fit", "{vegan}");
    assert_eq!(vegan["confidence"], "high", "{vegan}");
    assert_eq!(vegan["verification_required"], false, "{vegan}");
    for code in ["VEGAN_MENU_CONFIRMED", "DEDICATED_VEGAN_PREP_CONFIRMED"] {
        assert!(codes(&vegan).contains(&code), "{code} in {vegan}");
    }
    // A fit names the dishes to ask for and when the menu was seen.
    let text = vegan["recommended_user_text"].as_str().unwrap();
    assert!(text.contains("Dishes to ask for: Chana Masala"), "{text}");
    assert!(text.contains("on the menu seen on"), "{text}");
    // Its dedicated pots carry the fit for a diner who excludes
    // cross-contamination too.
    let strict = decide(
        &app,
        CURRY_EXPRESS,
        json!({"diet": "strict_vegan", "exclude_cross_contamination": true}),
    )
    .await;
    assert_eq!(strict["decision"], "fit", "{strict}");
    // Halal is never confirmed from this data.
    let halal = decide(&app, CURRY_EXPRESS, json!({"diet": "halal"})).await;
    assert_eq!(halal["decision"], "unknown", "{halal}");
    assert_eq!(halal["verification_required"], true);
}

#[actix_web::test]
async fn excluding_cross_contamination_and_rules_change_the_answer() {
    let app = TestApp::sqlite();
    let plain = decide(&app, MEIS_NOODLE_BAR, json!({"diet": "strict_vegan"})).await;
    assert_eq!(plain["decision"], "fit", "{plain}");

    // Nothing is known about its fryers and surfaces.
    let strict = decide(
        &app,
        MEIS_NOODLE_BAR,
        json!({"diet": "strict_vegan", "exclude_cross_contamination": true}),
    )
    .await;
    assert_eq!(strict["decision"], "unknown", "{strict}");
    assert!(
        codes(&strict).contains(&"CROSS_CONTAMINATION_UNKNOWN"),
        "{strict}"
    );
    assert!(
        strict["recommended_user_text"]
            .as_str()
            .is_some_and(|t| t.contains("separate")),
        "{strict}"
    );

    // An allergy is never confirmed.
    let nuts = decide(
        &app,
        MEIS_NOODLE_BAR,
        json!({"diet": "strict_vegan", "dietary_rules": ["severe nut allergy"]}),
    )
    .await;
    assert_eq!(nuts["decision"], "unknown", "{nuts}");
    assert!(codes(&nuts).contains(&"NUT_ALLERGY_RISK_UNKNOWN"), "{nuts}");
    // A rule that allows what the diet excludes makes the profile
    // ambiguous; one the diet already implies changes nothing.
    let eggs = decide(
        &app,
        MEIS_NOODLE_BAR,
        json!({"diet": "strict_vegan", "dietary_rules": ["I eat eggs"]}),
    )
    .await;
    assert_eq!(eggs["decision"], "unknown", "{eggs}");
    assert!(codes(&eggs).contains(&"USER_PROFILE_AMBIGUOUS"), "{eggs}");
    let implied = decide(
        &app,
        MEIS_NOODLE_BAR,
        json!({"diet": "strict_vegan", "dietary_rules": ["no pork"]}),
    )
    .await;
    assert_eq!(implied["decision"], "fit", "{implied}");
}

#[actix_web::test]
async fn search_matches_agree_with_the_decision_route() {
    let app = TestApp::sqlite();
    for profile in [
        json!({"diet": "strict_vegan"}),
        json!({"diet": "vegetarian", "exclude_cross_contamination": true}),
        json!({"diet": "strict_vegan", "dietary_rules": ["no nuts"]}),
    ] {
        let search = app
            .call(post_json(
                "/v1/search",
                &app.sandbox_key,
                json!({"query": "vegan curry", "user_profile": profile, "limit": 10}),
            ))
            .await;
        assert_eq!(search.status, StatusCode::OK, "{}", search.body);
        let results = search.body["results"].as_array().expect("results");
        assert!(
            results.len() >= 3,
            "the data holds vegan curries: {}",
            search.body
        );
        for result in results {
            let service_id = result["service_id"].as_str().unwrap();
            let decision = app
                .call(post_json(
                    "/v1/decision/restaurant-fit",
                    &app.sandbox_key,
                    json!({"service_id": service_id, "user_profile": profile}),
                ))
                .await;
            assert_eq!(decision.status, StatusCode::OK, "{}", decision.body);
            let matched = &result["match_for_profile"];
            for field in [
                "decision",
                "confidence",
                "reason_codes",
                "risk_flags",
                "verification_required",
                "recommended_user_text",
            ] {
                assert_eq!(
                    matched[field], decision.body[field],
                    "{field} of {service_id} for {profile}"
                );
            }
        }
    }
}
