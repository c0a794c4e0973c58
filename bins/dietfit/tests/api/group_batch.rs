//! A table of diners (`POST /v1/decision/group-fit`) and a screen of
//! restaurants (`POST /v1/decision/batch`) through HTTP, on SQLite and
//! PostgreSQL: answers in request order and equal to the single decision
//! route's, the table's rule, the dishes everyone can order, item-level
//! 404s, validation naming the field, and the credits each costs.

use actix_web::http::StatusCode;
use dietfit::commands::create_key;
use dietfit_auth::{GateConfig, RateLimitConfig};
use dietfit_contract::Tier;
use serde_json::{Value, json};

use crate::support::{NOW, Reply, TestApp, fixture_service_id, import_lines, post_json};

const GROUP: &str = "/v1/decision/group-fit";
const BATCH: &str = "/v1/decision/batch";
const SINGLE: &str = "/v1/decision/restaurant-fit";
const UNKNOWN_ID: &str = "rst_00000000000000000000000000000000";

/// Two places the tests import, seen a month before the tests' "now":
/// a vegan-labelled kitchen with one fish main and a steak, and a fish
/// shack with nothing labelled for vegans.
fn kitchen_and_fish_shack() -> String {
    let item = |name: &str, section: &str, labels: &[&str], description: &str| {
        json!({"name": name, "section": section, "labels": labels, "description": description,
               "observed_at": "2026-10-01T00:00:00Z", "source": "https://example.test/menu"})
    };
    let address = json!({"street": null, "city": "Portland", "state": "OR",
                         "postal_code": null, "country": "US"});
    let kitchen = json!({
        "external_id": "test:table-kitchen", "name": "Table Test Kitchen",
        "address": address, "categories": ["restaurant"],
        "menu": [
            item("Tofu Curry", "Mains", &["vegan"], "tofu, coconut, rice"),
            item("Grilled Salmon", "Mains", &[], "salmon, greens, lemon"),
            item("Lentil Bowl", "Bowls", &["vegan"], "lentils, rice, greens"),
            item("Bean Chili", "Mains", &["vegan"], "beans, tomato, peppers"),
            item("Chocolate Cake", "Desserts", &["vegan"], "cocoa, oat milk"),
            item("Ribeye Steak", "Mains", &[], "beef, butter"),
        ],
        "reviews": [{"text": "Great vegan food, loved the curry.", "date": "2026-10-05T00:00:00Z",
                     "source": "https://reviews.test/1", "rating": 5}]
    });
    let fish = |name: &str| item(name, "Mains", &[], "fish, butter, lemon");
    let shack = json!({
        "external_id": "test:fish-shack", "name": "Table Test Fish Shack",
        "address": address, "categories": ["restaurant"],
        "menu": [
            fish("Cod and Chips"), fish("Grilled Halibut"), fish("Salmon Plate"),
            fish("Tuna Steak"), fish("Fish Tacos"), fish("Crab Cakes"),
            fish("Shrimp Skewers"), fish("Clam Chowder"), fish("Seared Scallops"),
        ],
    });
    format!("{kitchen}\n{shack}\n")
}

fn kitchen_id() -> String {
    fixture_service_id("test:table-kitchen")
}

fn shack_id() -> String {
    fixture_service_id("test:fish-shack")
}

fn vegan() -> Value {
    json!({"diet": "strict_vegan"})
}

fn pescatarian() -> Value {
    json!({"diet": "pescatarian"})
}

async fn call(app: &TestApp, uri: &str, key: &str, body: Value, mode: Option<&str>) -> Reply {
    let mut request = post_json(uri, key, body);
    if let Some(mode) = mode {
        request = request.insert_header(("X-Service-Mode", mode));
    }
    app.call(request).await
}

fn ok(reply: Reply) -> Value {
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
    reply.body
}

/// The single route's answer without its envelope: what a diner or a batch
/// item carries.
async fn single_answer(app: &TestApp, service_id: &str, profile: &Value, mode: &str) -> Value {
    let mut body = ok(call(
        app,
        SINGLE,
        &app.enterprise_key,
        json!({"service_id": service_id, "user_profile": profile}),
        Some(mode),
    )
    .await);
    let object = body.as_object_mut().unwrap();
    for envelope in ["service_request_id", "service_id", "ai_generated"] {
        assert!(object.remove(envelope).is_some(), "{envelope}");
    }
    body
}

fn names(dishes: &Value) -> Vec<&str> {
    dishes
        .as_array()
        .expect("dishes")
        .iter()
        .filter_map(|dish| dish["name"].as_str())
        .collect()
}

async fn a_table_is_answered_diner_by_diner(app: &TestApp) {
    import_lines(&app.store, &kitchen_and_fish_shack());
    let key = &app.enterprise_key;

    // The fish shack: the pescatarian fits, the vegan is rejected, so the
    // table is rejected and no dish is offered; the diners come back in
    // the order sent.
    let shack = ok(call(
        app,
        GROUP,
        key,
        json!({"service_id": shack_id(), "user_profiles": [vegan(), pescatarian()]}),
        None,
    )
    .await);
    assert_eq!(shack["service_id"], shack_id());
    assert_eq!(shack["ai_generated"], false);
    assert!(
        shack["service_request_id"]
            .as_str()
            .unwrap()
            .starts_with("req_")
    );
    assert_eq!(shack["diners"][0]["decision"], "not_fit", "{shack}");
    assert_eq!(shack["diners"][1]["decision"], "fit", "{shack}");
    assert_eq!(shack["decision"], "not_fit", "{shack}");
    assert_eq!(shack["dishes"], json!([]));
    let reversed = ok(call(
        app,
        GROUP,
        key,
        json!({"service_id": shack_id(), "user_profiles": [pescatarian(), vegan()]}),
        None,
    )
    .await);
    assert_eq!(reversed["diners"][0], shack["diners"][1]);
    assert_eq!(reversed["diners"][1], shack["diners"][0]);
    // Each diner's answer is the single route's for that profile.
    for (index, profile) in [vegan(), pescatarian()].iter().enumerate() {
        for mode in ["rich", "fast"] {
            let table = ok(call(
                app,
                GROUP,
                key,
                json!({"service_id": shack_id(), "user_profiles": [vegan(), pescatarian()]}),
                Some(mode),
            )
            .await);
            assert_eq!(
                table["diners"][index],
                single_answer(app, &shack_id(), profile, mode).await,
                "{mode} diner {index}"
            );
        }
    }

    // The kitchen fits both: the table fits, and its dishes are those on
    // both lists (the vegan ones; the salmon is the pescatarian's alone),
    // best first.
    let kitchen = ok(call(
        app,
        GROUP,
        key,
        json!({"service_id": kitchen_id(), "user_profiles": [pescatarian(), vegan()]}),
        None,
    )
    .await);
    assert_eq!(kitchen["decision"], "fit", "{kitchen}");
    let pescatarian_dishes = names(&kitchen["diners"][0]["dishes"]);
    assert!(pescatarian_dishes.contains(&"Grilled Salmon"), "{kitchen}");
    assert_eq!(
        names(&kitchen["dishes"]),
        ["Tofu Curry", "Lentil Bowl", "Bean Chili", "Chocolate Cake"],
        "{kitchen}"
    );
    assert_eq!(kitchen["dishes"][1]["section"], "Bowls");
    assert_eq!(kitchen["dishes"][0]["why"], "marked vegan on the menu");
    // A diner's rule narrows the table's dishes, not the others' lists.
    let no_fish = json!({"diet": "pescatarian", "dietary_rules": ["no fish"]});
    let narrowed = ok(call(
        app,
        GROUP,
        key,
        json!({"service_id": kitchen_id(), "user_profiles": [pescatarian(), no_fish]}),
        None,
    )
    .await);
    assert_eq!(narrowed["decision"], "fit", "{narrowed}");
    assert_eq!(
        names(&narrowed["dishes"]),
        ["Tofu Curry", "Lentil Bowl", "Bean Chili", "Chocolate Cake"],
        "{narrowed}"
    );
    assert_eq!(
        names(&narrowed["diners"][0]["dishes"]),
        [
            "Tofu Curry",
            "Grilled Salmon",
            "Lentil Bowl",
            "Bean Chili",
            "Chocolate Cake"
        ]
    );
    // One diner the data cannot confirm (halal) and none rejected: unknown.
    let unsure = ok(call(
        app,
        GROUP,
        key,
        json!({"service_id": kitchen_id(), "user_profiles": [vegan(), {"diet": "halal"}]}),
        None,
    )
    .await);
    assert_eq!(unsure["diners"][0]["decision"], "fit");
    assert_eq!(unsure["diners"][1]["decision"], "unknown");
    assert_eq!(unsure["decision"], "unknown", "{unsure}");
    assert_eq!(unsure["dishes"], json!([]));
    // Fast mode: the names alone, and fewer evidence pointers, no excerpts.
    let fast = ok(call(
        app,
        GROUP,
        key,
        json!({"service_id": kitchen_id(), "user_profiles": [vegan(), pescatarian()]}),
        Some("fast"),
    )
    .await);
    assert_eq!(fast["dishes"][0], json!({"name": "Tofu Curry"}), "{fast}");
    for diner in fast["diners"].as_array().unwrap() {
        let evidence = diner["evidence"].as_array().unwrap();
        assert!(evidence.len() <= 3, "{diner}");
        assert!(evidence.iter().all(|item| item.get("excerpt").is_none()));
    }

    // An unknown restaurant is a 404 for the table, as for one diner.
    call(
        app,
        GROUP,
        key,
        json!({"service_id": UNKNOWN_ID, "user_profiles": [vegan()]}),
        None,
    )
    .await
    .assert_problem(404, "restaurant_not_found");
}

#[actix_web::test]
async fn a_table_is_answered_diner_by_diner_on_sqlite() {
    a_table_is_answered_diner_by_diner(&TestApp::sqlite()).await;
}

#[actix_web::test]
async fn a_table_is_answered_diner_by_diner_on_postgres() {
    if let Some(app) = TestApp::postgres() {
        a_table_is_answered_diner_by_diner(&app).await;
    }
}

async fn a_batch_answers_each_id_in_its_place(app: &TestApp) {
    import_lines(&app.store, &kitchen_and_fish_shack());
    let key = &app.enterprise_key;
    // Either id shape, a repeat and an unknown id.
    let kitchen_place_id = app
        .call(crate::support::get_with_key(
            &format!("/v1/restaurants/{}", kitchen_id()),
            key,
        ))
        .await
        .body["service_place_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let ids = [
        shack_id(),
        UNKNOWN_ID.to_owned(),
        kitchen_place_id,
        shack_id(),
    ];
    for mode in ["rich", "fast"] {
        let batch = ok(call(
            app,
            BATCH,
            key,
            json!({"service_ids": ids, "user_profile": vegan()}),
            Some(mode),
        )
        .await);
        assert!(
            batch["service_request_id"]
                .as_str()
                .unwrap()
                .starts_with("req_")
        );
        assert_eq!(batch["ai_generated"], false);
        let items = batch["items"].as_array().expect("items");
        assert_eq!(items.len(), ids.len());
        for (item, id) in items.iter().zip(&ids) {
            assert_eq!(item["service_id"], id.as_str(), "the id as sent");
        }
        // The unknown id is a problem of its own, not a failed batch.
        let missing = &items[1];
        assert_eq!(missing["status"], 404, "{missing}");
        assert_eq!(
            missing["type"],
            format!("{}/errors/restaurant_not_found", crate::support::DOCS)
        );
        assert!(missing["title"].as_str().is_some_and(|t| !t.is_empty()));
        assert!(
            missing["detail"]
                .as_str()
                .is_some_and(|d| d.contains(UNKNOWN_ID))
        );
        assert!(missing.get("decision").is_none());
        // Every other item is the single route's answer for its restaurant.
        for (index, service_id) in [(0, shack_id()), (2, kitchen_id()), (3, shack_id())] {
            let mut item = items[index].clone();
            assert_eq!(item["status"], 200);
            let object = item.as_object_mut().unwrap();
            object.remove("status");
            object.remove("service_id");
            assert_eq!(
                item,
                single_answer(app, &service_id, &vegan(), mode).await,
                "{mode} item {index}"
            );
        }
        assert_eq!(items[0]["decision"], "not_fit");
        assert_eq!(items[2]["decision"], "fit");
        if mode == "fast" {
            assert_eq!(items[2]["dishes"][0], json!({"name": "Tofu Curry"}));
        } else {
            assert_eq!(items[2]["dishes"][0]["section"], "Mains");
        }
    }
}

#[actix_web::test]
async fn a_batch_answers_each_id_in_its_place_on_sqlite() {
    a_batch_answers_each_id_in_its_place(&TestApp::sqlite()).await;
}

#[actix_web::test]
async fn a_batch_answers_each_id_in_its_place_on_postgres() {
    if let Some(app) = TestApp::postgres() {
        a_batch_answers_each_id_in_its_place(&app).await;
    }
}

#[actix_web::test]
async fn invalid_tables_and_batches_name_the_field() {
    let app = TestApp::sqlite();
    let key = &app.sandbox_key;
    let id = fixture_service_id("fixture:denver:0");
    let cases = [
        (
            GROUP,
            json!({"service_id": id, "user_profiles": []}),
            "user_profiles",
        ),
        (
            GROUP,
            json!({"service_id": id, "user_profiles": vec![vegan(); 9]}),
            "user_profiles",
        ),
        (
            GROUP,
            json!({"service_id": id, "user_profiles": [vegan(), vegan(), vegan(), {"exclude_cross_contamination": true}]}),
            "user_profiles[3].diet",
        ),
        (
            GROUP,
            json!({"service_id": id, "user_profiles": [vegan(), {"diet": "carnivore"}]}),
            "user_profiles[1].diet",
        ),
        (
            GROUP,
            json!({"service_id": id, "user_profiles": [vegan(), ["strict_vegan"]]}),
            "user_profiles[1]",
        ),
        (
            GROUP,
            json!({"service_id": id, "user_profiles": [vegan(), {"diet": "vegetarian", "dietary_rules": [" "]}]}),
            "user_profiles[1].dietary_rules",
        ),
        (
            GROUP,
            json!({"service_id": "42", "user_profiles": [vegan()]}),
            "service_id",
        ),
        (
            GROUP,
            json!({"service_id": id, "user_profile": vegan()}),
            "user_profile",
        ),
        (GROUP, json!({"service_id": id}), "user_profiles"),
        (
            GROUP,
            json!({"service_id": id, "user_profiles": null}),
            "user_profiles",
        ),
        (
            BATCH,
            json!({"service_ids": [], "user_profile": vegan()}),
            "service_ids",
        ),
        (
            BATCH,
            json!({"service_ids": vec![id.clone(); 51], "user_profile": vegan()}),
            "service_ids",
        ),
        (
            BATCH,
            json!({"service_ids": [id, id, "rst_nope", id], "user_profile": vegan()}),
            "service_ids[2]",
        ),
        (
            BATCH,
            json!({"service_ids": [id, 7], "user_profile": vegan()}),
            "service_ids[1]",
        ),
        (BATCH, json!({"service_ids": [id]}), "user_profile"),
        (
            BATCH,
            json!({"service_ids": [id], "user_profile": {"diet": "vegan"}}),
            "user_profile.diet",
        ),
        (
            BATCH,
            json!({"service_ids": [id], "user_profile": vegan(), "limit": 3}),
            "limit",
        ),
    ];
    for (uri, body, field) in cases {
        let reply = call(&app, uri, key, body.clone(), None).await;
        reply.assert_problem(400, "validation_failed");
        assert!(
            reply.invalid_fields().iter().any(|named| named == field),
            "{uri} {body}: {:?} should name {field}",
            reply.invalid_fields()
        );
    }
    // Every malformed id is named, and nothing is charged for any of it.
    let reply = call(
        &app,
        BATCH,
        key,
        json!({"service_ids": ["x", id, ""], "user_profile": vegan()}),
        None,
    )
    .await;
    assert_eq!(reply.invalid_fields(), ["service_ids[0]", "service_ids[2]"]);
    let usage = ok_usage(
        &call(
            &app,
            SINGLE,
            key,
            json!({"service_id": id, "user_profile": vegan()}),
            None,
        )
        .await,
    );
    assert_eq!(usage, 6, "only the one decision was charged");

    // Bodies over the size limit, and not JSON.
    let long_rule = "€".repeat(200);
    let heavy = json!({"diet": "vegetarian", "dietary_rules": vec![long_rule; 20]});
    call(
        &app,
        GROUP,
        key,
        json!({"service_id": id, "user_profiles": vec![heavy; 8]}),
        None,
    )
    .await
    .assert_problem(413, "payload_too_large");
    let not_json = app
        .call(
            actix_web::test::TestRequest::post()
                .uri(BATCH)
                .insert_header(("content-type", "application/json"))
                .insert_header(("x-service-api-key", key.as_str()))
                .set_payload("{\"service_ids\": ["),
        )
        .await;
    not_json.assert_problem(400, "malformed_json");
}

/// `X-Usage-ThisMonth` of a 200.
fn ok_usage(reply: &Reply) -> i64 {
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
    reply
        .header("x-usage-thismonth")
        .and_then(|used| used.parse().ok())
        .expect("X-Usage-ThisMonth")
}

async fn credits_follow_the_cost_table(app: &TestApp) {
    let (key, _) = create_key(&app.store, Tier::Paid, Some(1_000), None, NOW).unwrap();
    let found = [
        fixture_service_id("fixture:denver:0"),
        fixture_service_id("fixture:portland:1"),
        fixture_service_id("fixture:seattle:267"),
    ];
    let with_unknown = [
        found[0].clone(),
        UNKNOWN_ID.to_owned(),
        found[1].clone(),
        found[2].clone(),
    ];
    let profiles = [vegan(), pescatarian(), json!({"diet": "vegetarian"})];
    let mut used = 0;
    // (route, body, mode, credits): a batch pays 4 (rich) or 2 (fast) per
    // restaurant answered and nothing for an unknown id; a table 4 or 2
    // per diner; a single decision 6 or 3.
    let steps = [
        (
            BATCH,
            json!({"service_ids": with_unknown, "user_profile": vegan()}),
            "rich",
            3 * 4,
        ),
        (
            BATCH,
            json!({"service_ids": with_unknown, "user_profile": vegan()}),
            "fast",
            3 * 2,
        ),
        (
            BATCH,
            json!({"service_ids": [UNKNOWN_ID], "user_profile": vegan()}),
            "rich",
            0,
        ),
        (
            GROUP,
            json!({"service_id": found[0], "user_profiles": profiles}),
            "rich",
            3 * 4,
        ),
        (
            GROUP,
            json!({"service_id": found[0], "user_profiles": profiles}),
            "fast",
            3 * 2,
        ),
        (
            GROUP,
            json!({"service_id": found[0], "user_profiles": [vegan()]}),
            "rich",
            4,
        ),
        (
            SINGLE,
            json!({"service_id": found[0], "user_profile": vegan()}),
            "rich",
            6,
        ),
    ];
    for (uri, body, mode, cost) in steps {
        let reply = call(app, uri, &key, body.clone(), Some(mode)).await;
        let now_used = ok_usage(&reply);
        assert_eq!(now_used - used, cost, "{uri} {mode} {body}");
        assert_eq!(
            reply.header("x-ratelimit-remaining"),
            Some((1_000 - now_used).to_string().as_str())
        );
        used = now_used;
    }
    // A table at an unknown restaurant, and a refused body, cost nothing.
    call(
        app,
        GROUP,
        &key,
        json!({"service_id": UNKNOWN_ID, "user_profiles": profiles}),
        None,
    )
    .await
    .assert_problem(404, "restaurant_not_found");
    let after = ok_usage(
        &call(
            app,
            SINGLE,
            &key,
            json!({"service_id": found[0], "user_profile": vegan()}),
            Some("fast"),
        )
        .await,
    );
    assert_eq!(after - used, 3);

    // Enterprise keys are unlimited.
    let unlimited = call(
        app,
        BATCH,
        &app.enterprise_key,
        json!({"service_ids": found, "user_profile": vegan()}),
        None,
    )
    .await;
    assert_eq!(unlimited.status, StatusCode::OK);
    assert_eq!(unlimited.header("x-ratelimit-limit"), Some("unlimited"));
    assert_eq!(unlimited.header("x-usage-thismonth"), Some("12"));
}

#[actix_web::test]
async fn credits_follow_the_cost_table_on_sqlite() {
    credits_follow_the_cost_table(&TestApp::sqlite()).await;
}

#[actix_web::test]
async fn credits_follow_the_cost_table_on_postgres() {
    if let Some(app) = TestApp::postgres() {
        credits_follow_the_cost_table(&app).await;
    }
}

async fn a_key_that_cannot_pay_is_refused_before_any_work(app: &TestApp) {
    // 30 credits: one item's 4 pass admission, ten rich items (40) do not.
    let (key, _) = create_key(&app.store, Tier::Paid, Some(30), None, NOW).unwrap();
    let id = fixture_service_id("fixture:denver:0");
    let refused = call(
        app,
        BATCH,
        &key,
        json!({"service_ids": vec![id.clone(); 10], "user_profile": vegan()}),
        None,
    )
    .await;
    refused.assert_problem(429, "credits_exhausted");
    assert!(refused.body.get("items").is_none());
    assert_eq!(refused.header("x-ratelimit-remaining"), Some("30"));
    assert!(refused.header("retry-after").is_none());
    let table = call(
        app,
        GROUP,
        &key,
        json!({"service_id": id, "user_profiles": vec![vegan(); 8]}),
        None,
    )
    .await;
    table.assert_problem(429, "credits_exhausted");
    // Nothing was kept of either: seven rich items (28) still fit, in fast
    // mode fifteen (30), and then nothing.
    let seven = call(
        app,
        BATCH,
        &key,
        json!({"service_ids": vec![id.clone(); 7], "user_profile": vegan()}),
        None,
    )
    .await;
    assert_eq!(ok_usage(&seven), 28);
    let one_more = call(
        app,
        GROUP,
        &key,
        json!({"service_id": id, "user_profiles": [vegan()]}),
        Some("fast"),
    )
    .await;
    assert_eq!(ok_usage(&one_more), 30);
    assert_eq!(one_more.header("x-ratelimit-remaining"), Some("0"));
    call(
        app,
        BATCH,
        &key,
        json!({"service_ids": [id], "user_profile": vegan()}),
        Some("fast"),
    )
    .await
    .assert_problem(429, "credits_exhausted");
}

#[actix_web::test]
async fn a_key_that_cannot_pay_is_refused_before_any_work_on_sqlite() {
    a_key_that_cannot_pay_is_refused_before_any_work(&TestApp::sqlite()).await;
}

#[actix_web::test]
async fn a_key_that_cannot_pay_is_refused_before_any_work_on_postgres() {
    if let Some(app) = TestApp::postgres() {
        a_key_that_cannot_pay_is_refused_before_any_work(&app).await;
    }
}

#[actix_web::test]
async fn the_per_key_limit_counts_each_restaurant_of_a_batch() {
    let limits = RateLimitConfig {
        key_per_minute: std::num::NonZeroU32::new(10),
        ..RateLimitConfig::default()
    };
    let app = TestApp::sqlite_with(GateConfig {
        limits,
        ..GateConfig::default()
    });
    let id = fixture_service_id("fixture:denver:0");
    let batch =
        |count: usize| json!({"service_ids": vec![id.clone(); count], "user_profile": vegan()});
    // A full batch on a fresh key passes: it counts at most the quota.
    let (fresh, _) = create_key(&app.store, Tier::Paid, Some(10_000), None, NOW).unwrap();
    let full = call(&app, BATCH, &fresh, batch(50), None).await;
    assert_eq!(full.status, StatusCode::OK, "{}", full.body);
    assert!(
        full.header("ratelimit")
            .is_some_and(|v| v.contains("\"per-key\";r=0"))
    );

    let key = &app.sandbox_key;
    let eight = call(&app, BATCH, key, batch(8), None).await;
    assert_eq!(eight.status, StatusCode::OK, "{}", eight.body);
    assert!(
        eight
            .header("ratelimit")
            .is_some_and(|v| v.contains("\"per-key\";r=2")),
        "{:?}",
        eight.header("ratelimit")
    );
    // A table of eight counts one: one restaurant.
    let table = call(
        &app,
        GROUP,
        key,
        json!({"service_id": id, "user_profiles": vec![vegan(); 8]}),
        None,
    )
    .await;
    assert_eq!(table.status, StatusCode::OK, "{}", table.body);
    assert!(
        table
            .header("ratelimit")
            .is_some_and(|v| v.contains("\"per-key\";r=1"))
    );
    let refused = call(&app, BATCH, key, batch(5), None).await;
    refused.assert_problem(429, "rate_limited");
    assert!(refused.header("retry-after").is_some());
}
