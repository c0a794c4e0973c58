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

/// A restaurant with sections, two labelled mains, a labelled dessert and
/// a steak, seen a month before the tests' "now".
fn sectioned_place() -> String {
    let item = |name: &str, section: &str, labels: &[&str]| {
        json!({"name": name, "section": section, "labels": labels,
               "observed_at": "2026-10-01T00:00:00Z", "source": "https://example.test/menu"})
    };
    json!({
        "external_id": "test:sectioned", "name": "Quokkaberry Sectioned Kitchen",
        "address": {"street": null, "city": "Portland", "state": "OR", "postal_code": null, "country": "US"},
        "categories": ["restaurant"],
        "menu": [
            item("Tofu Curry", "Mains", &["vegan"]),
            item("Lentil Bowl", "Bowls", &["vegan"]),
            item("Bean Chili", "Mains", &["vegan"]),
            item("Chocolate Cake", "Desserts", &["vegan"]),
            item("Ribeye Steak", "Mains", &[]),
        ],
        "reviews": [{"text": "Great vegan food, loved the curry.", "date": "2026-10-05T00:00:00Z",
                     "source": "https://reviews.test/1", "rating": 5}]
    })
    .to_string()
}

async fn dishes_questions_and_rules(app: &TestApp) {
    crate::support::import_lines(&app.store, &sectioned_place());
    let service_id = fixture_service_id("test:sectioned");
    let ask = |profile: Value, fast: bool| {
        let mut request = post_json(
            "/v1/decision/restaurant-fit",
            &app.sandbox_key,
            json!({"service_id": service_id, "user_profile": profile}),
        );
        if fast {
            request = request.insert_header(("X-Service-Mode", "fast"));
        }
        app.call(request)
    };
    let rich = ask(json!({"diet": "strict_vegan"}), false).await;
    assert_eq!(rich.status, StatusCode::OK, "{}", rich.body);
    let body = &rich.body;
    assert_eq!(body["decision"], "fit", "{body}");
    let dishes = body["dishes"].as_array().expect("dishes");
    let names: Vec<&str> = dishes.iter().filter_map(|d| d["name"].as_str()).collect();
    assert_eq!(
        names,
        ["Tofu Curry", "Lentil Bowl", "Bean Chili", "Chocolate Cake"],
        "{body}"
    );
    assert_eq!(dishes[1]["section"], "Bowls");
    assert_eq!(dishes[3]["section"], "Desserts");
    assert_eq!(dishes[0]["why"], "marked vegan on the menu");
    assert_eq!(dishes[0]["seen_at"], "2026-10-01T00:00:00Z");
    assert!(
        dishes[0]["evidence_id"]
            .as_str()
            .is_some_and(|id| id.starts_with("ev_"))
    );
    assert_eq!(body["verification_questions"], json!([]));
    assert_eq!(body["rules_understood"], json!([]));

    // Fast mode: the names alone.
    let fast = ask(json!({"diet": "strict_vegan"}), true).await;
    assert_eq!(
        fast.body["dishes"][0],
        json!({"name": "Tofu Curry"}),
        "{}",
        fast.body
    );

    // A rich search result's answer names the first three; a fast one none.
    // (The index shows an import within two seconds.)
    for (mode, wanted) in [
        ("rich", json!(["Tofu Curry", "Lentil Bowl", "Bean Chili"])),
        ("fast", Value::Null),
    ] {
        let started = std::time::Instant::now();
        let result = loop {
            let reply = app
                .call(
                    post_json(
                        "/v1/search",
                        &app.sandbox_key,
                        json!({"query": "quokkaberry", "user_profile": {"diet": "strict_vegan"}}),
                    )
                    .insert_header(("X-Service-Mode", mode)),
                )
                .await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
            let found = reply.body["results"].as_array().and_then(|results| {
                results
                    .iter()
                    .find(|r| r["service_id"] == service_id.as_str())
                    .cloned()
            });
            if let Some(result) = found {
                break result;
            }
            assert!(started.elapsed().as_secs() < 3, "the place is never found");
            actix_web::rt::time::sleep(std::time::Duration::from_millis(50)).await;
        };
        assert_eq!(
            result["match_for_profile"]["dishes"], wanted,
            "{mode}: {result}"
        );
    }

    // A nut allergy keeps the fit away, is read back as an allergy and
    // asked about; an unreadable rule is read back as such.
    let allergic = ask(
        json!({"diet": "strict_vegan", "dietary_rules": ["no nuts", "only organic"]}),
        false,
    )
    .await;
    let body = &allergic.body;
    assert_eq!(body["decision"], "unknown", "{body}");
    assert_eq!(body["dishes"], json!([]), "only a fit lists dishes");
    assert_eq!(body["rules_understood"][0]["rule"], "no nuts");
    assert_eq!(body["rules_understood"][0]["read_as"], "allergen");
    assert_eq!(body["rules_understood"][1]["read_as"], "not_understood");
    let questions: Vec<&str> = body["verification_questions"]
        .as_array()
        .expect("verification_questions")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(
        questions.iter().any(|q| q.contains("free of nuts")),
        "{body}"
    );
    assert!(
        questions.iter().any(|q| q.contains("only organic")),
        "{body}"
    );
}

#[actix_web::test]
async fn a_decision_lists_dishes_questions_and_rules_on_sqlite() {
    dishes_questions_and_rules(&TestApp::sqlite()).await;
}

#[actix_web::test]
async fn a_decision_lists_dishes_questions_and_rules_on_postgres() {
    let Some(app) = TestApp::postgres() else {
        return;
    };
    dishes_questions_and_rules(&app).await;
}
