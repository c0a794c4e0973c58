//! The contract crate against the contract documents: every record round-trips
//! with its exact wire names, every enum matches the contract's table, and
//! every validation bound has a passing and a failing case at its edge.

use std::path::PathBuf;

use dietfit_contract::*;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

/// Parses `example` as `T`, serializes it back and requires the same JSON.
fn round_trip<T: Serialize + DeserializeOwned>(example: Value) -> T {
    let parsed: T = serde_json::from_value(example.clone()).expect("example parses");
    let back = serde_json::to_value(&parsed).expect("serializes");
    assert_eq!(back, example, "round trip changed the document");
    parsed
}

fn dimension(score: f64, weight: f64) -> Value {
    json!({"score": score, "weight": weight, "confidence": "medium", "evidence_ids": ["ev_1"]})
}

fn vegan_score() -> Value {
    json!({
        "overall": 72.5,
        "scoring_version": "2026.11-2",
        "dimensions": {
            "D1_vegan_coverage": dimension(80.0, 0.3),
            "D2_vegan_quality": dimension(70.0, 0.2),
            "D3_ingredient_clarity": dimension(60.0, 0.15),
            "D4_cross_contamination": {"score": null, "weight": 0.15, "confidence": "low"},
            "D5_staff_knowledge": dimension(50.0, 0.1),
            "D6_restaurant_quality": dimension(90.0, 0.1)
        },
        "reasoning": "Many labelled vegan dishes."
    })
}

fn evidence() -> Value {
    json!({"evidence_id": "ev_1", "type": "menu_item", "source": "https://a.example/menu",
           "weight": "primary", "tier": "A", "excerpt": "Tofu scramble (vegan)",
           "paraphrase_method": "none"})
}

fn restaurant() -> Value {
    json!({
        "service_id": "rst_0123456789abcdef0123456789abcdef",
        "name": null,
        "address": {"street": "12 Elm St", "city": "Portland", "state": "OR", "postal_code": null, "country": "US"},
        "coordinates": {"lat": 45.52, "lng": null},
        "vegan_score": vegan_score(),
        "dietary_profile": {"fully_vegan": null, "vegan_friendly": true},
        "cuisine_types": ["american"],
        "services": {"delivery": true},
        "last_verified_at": null,
        "last_evaluated_at": "2026-11-01T00:00:00Z",
        "source_freshness": {"oldest_signal_age_days": 400, "newest_signal_age_days": 3, "recommended_refresh": true},
        "evidence": [evidence()]
    })
}

fn match_for_profile() -> Value {
    json!({"decision": "unknown", "confidence": "low",
           "reason_codes": ["INSUFFICIENT_EVIDENCE", "RESTAURANT_VERIFICATION_RECOMMENDED"],
           "risk_flags": ["limited_evidence"], "verification_required": true,
           "recommended_user_text": "Ask the restaurant which dishes are vegan."})
}

fn detail() -> Value {
    json!({
        "service_place_id": "6f1c2a44-8c1e-4a57-9a55-0b8f3e2d1c00",
        "name": "Green Leaf Kitchen", "address": "12 Elm St", "city": "Portland", "state": "OR",
        "zipCode": "97205", "country": "US",
        "coordinates": {"lat": 45.5202, "lng": -122.681},
        "veganScore": {"overall": 88.0, "confidence": "high", "reasoning": "Fully vegan kitchen.",
                       "scoringVersion": "2026.11-2",
                       "breakdown": {"veganCoverage": 100.0, "veganQuality": 80.0, "ingredientClarity": 70.0,
                                     "crossContamination": 95.0, "staffKnowledge": 60.0, "restaurantQuality": 75.0},
                       "confidenceScore": 0.82},
        "isChain": false, "veganFriendly": true, "isVegan": true,
        "cuisineTypes": ["american", "vegan"],
        "dataFreshness": {"lastFullRefresh": "2026-09-14T00:00:00Z", "overallFreshnessScore": 77.0, "freshnessLabel": "recent"},
        "chainBrand": null, "cuisine": "american", "primaryCategory": "restaurant",
        "allCategories": ["restaurant"],
        "menuAIData": {"items": 1}, "reviewAIData": {"reviews": 0}
    })
}

#[test]
fn public_records_round_trip() {
    let parsed: Restaurant = round_trip(restaurant());
    assert_eq!(
        parsed.coordinates.point(),
        None,
        "half a position is no position"
    );
    round_trip::<MatchForProfile>(match_for_profile());
    round_trip::<Evidence>(evidence());
    round_trip::<VeganScore>(json!({"overall": null, "scoring_version": null}));
    let mut result = restaurant();
    result["distance_m"] = json!(120.5);
    result["match_for_profile"] = match_for_profile();
    let parsed: SearchResult = round_trip(result.clone());
    assert_eq!(parsed.distance_m, Some(120.5));
    round_trip::<SearchResponse>(json!({
        "service_request_id": "req_1", "results": [result], "total_results": 1, "ai_generated": false,
        "query_interpretation": {"diet_inferred": "strict_vegan", "cuisine_inferred": "japanese",
            "dish_inferred": "ramen", "intent_inferred": "dish", "radius_m": 3219,
            "radius_m_inferred": true, "location_inferred": "Portland"},
        "human_review_recommended": false,
        "metadata": {"mode": "rich", "latency_ms": 3}
    }));
}

#[test]
fn detail_and_feed_records_round_trip() {
    let parsed: RestaurantDetail = round_trip(detail());
    assert!(parsed.is_vegan);
    let mut with_wine = detail();
    with_wine["wineScore"] = json!(3.5);
    round_trip::<RestaurantDetail>(with_wine);
    let without_wine = detail();
    round_trip::<ChangeEntry>(
        json!({"type": "created", "changedAt": "2026-11-02T10:00:00Z",
        "restaurant": without_wine.clone(), "service_place_id": "6f1c2a44-8c1e-4a57-9a55-0b8f3e2d1c00"}),
    );
    round_trip::<ChangeEntry>(
        json!({"type": "updated", "changedAt": "2026-11-02T10:00:00.5Z",
        "restaurant": without_wine, "service_place_id": "6f1c2a44-8c1e-4a57-9a55-0b8f3e2d1c00",
        "changedFields": ["name", "veganScore"]}),
    );
    round_trip::<ChangesResponse>(
        json!({"changes": [{"type": "deleted", "changedAt": "2026-11-03T00:00:00Z",
        "service_place_id": "6f1c2a44-8c1e-4a57-9a55-0b8f3e2d1c00", "deletedAt": "2026-11-03T00:00:00Z"}],
        "total": 1, "page": 1, "pageSize": 100, "since": "2026-11-01T00:00:00Z",
        "nextSince": "2026-11-03T00:00:00Z"}),
    );
}

#[test]
fn service_records_round_trip() {
    round_trip::<Health>(
        json!({"status": "ok", "version": "0.1.0", "timestamp": "2026-11-22T15:00:00Z"}),
    );
    let metadata: Metadata = round_trip(json!({
        "datasetVersion": "2026-11-22", "totalRestaurants": 300, "totalWithVeganScore": 290,
        "lastUpdated": "2026-11-22T15:00:00Z", "coverageByCountry": {"US": 300},
        "averageVeganScore": 41.5, "scoringVersion": "2026.11-2",
        "cuisineDistribution": {"thai": 20}, "api_version": "v1",
        "supported_enums": serde_json::to_value(SupportedEnums::from_contract()).unwrap(),
        "available_regions": ["us"],
        "model_versions": {"scoring": "2026.11-2", "embedding_model": "none: tantivy BM25"}
    }));
    assert_eq!(metadata.supported_enums.diets.len(), 7);
    round_trip::<DecisionResponse>(json!({"service_request_id": "req_2", "service_id": "rst_1",
        "decision": "not_fit", "confidence": "high", "reason_codes": ["DAIRY_PRESENT_IN_RELEVANT_DISHES"],
        "risk_flags": [], "evidence": [evidence()], "verification_required": false,
        "recommended_user_text": "Most dishes contain dairy.", "ai_generated": false,
        "dishes": [], "verification_questions": ["Which dishes are made without dairy?"],
        "rules_understood": [{"rule": "no nuts", "read_as": "allergen",
            "explanation": "Treated as a nut allergy."}]}));
    round_trip::<DishToOrder>(json!({"name": "Tofu Bowl", "section": "Mains",
        "why": "labelled vegan on the menu", "seen_at": "2026-10-01T00:00:00Z",
        "evidence_id": "ev_1"}));
    round_trip::<DishToOrder>(json!({"name": "Tofu Bowl"}));
    let matched: EnrichResponse = round_trip(
        json!({"service_request_id": "req_3", "matched": true,
        "match_confidence": 0.93, "service_id": "rst_1", "restaurant": restaurant(), "ai_generated": false}),
    );
    assert!(matches!(matched, EnrichResponse::Matched(_)));
    let unmatched: EnrichResponse = round_trip(
        json!({"service_request_id": "req_4", "matched": false,
        "match_confidence": 0.61, "service_id": null, "ai_generated": false,
        "match_candidates": [{"service_id": "rst_2", "name": "Green Leaf", "match_confidence": 0.61,
            "address": {"street": null, "city": "Portland", "state": "OR", "postal_code": null, "country": "US"}}]}),
    );
    assert!(matches!(unmatched, EnrichResponse::Unmatched(_)));
    round_trip::<Problem>(
        json!({"type": "https://docs.example/errors/validation_failed",
        "title": "The request is not valid", "status": 400, "detail": "query is empty",
        "errors": [{"field": "query", "message": "must be 1..500 characters"}],
        "service_request_id": "req_5"}),
    );
}

#[test]
fn requests_and_ingest_round_trip() {
    round_trip::<SearchRequest>(json!({"query": "vegan ramen within 2 miles",
        "user_profile": {"diet": "strict_vegan", "exclude_cross_contamination": true, "dietary_rules": ["no nuts"]},
        "location": {"lat": 45.5, "lng": -122.6, "radius_m": 3000}, "limit": 10, "include_evidence": false}));
    round_trip::<DecisionRequest>(json!({"service_id": "rst_1",
        "user_profile": {"diet": "halal", "exclude_cross_contamination": false, "dietary_rules": []}}));
    round_trip::<EnrichRequest>(json!({"name": "Green Leaf", "address": "12 Elm St, Portland"}));
    // The ingest format's own example line.
    let line = r#"{"external_id":"osm:node/4411","name":"Green Leaf Kitchen","address":{"street":"12 Elm St","city":"Portland","state":"OR","postal_code":"97205","country":"US"},"coordinates":{"lat":45.5202,"lng":-122.6810},"cuisines":["american","vegan"],"categories":["restaurant"],"menu":[{"name":"Tofu scramble","labels":["vegan"],"observed_at":"2026-09-14T00:00:00Z","source":"https://greenleaf.example/menu"}],"declarations":[{"text":"Everything we serve is plant-based.","date":"2026-09-14T00:00:00Z","source":"https://greenleaf.example/about"}],"external_tags":[{"key":"diet:vegan","value":"only","date":"2026-08-01T00:00:00Z","source":"https://www.openstreetmap.org/node/4411"}]}"#;
    let record = IngestRecord::parse_line(line).expect("the contract's example is valid");
    assert_eq!(record.display_name(), Some("Green Leaf Kitchen"));
    let again = serde_json::to_value(&record).unwrap();
    let original: Value = serde_json::from_str(line).unwrap();
    assert_eq!(again, original);
}

// ---------------------------------------------------------------- contract text

/// The contract documents live in `shared/` beside the repository.
fn contract_text() -> Option<String> {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/contract/api-contract.md");
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(err) if std::env::var_os("CI").is_none() => {
            eprintln!("skipping: {} unreadable ({err})", path.display());
            None
        }
        Err(err) => panic!("CI must have the contract at {}: {err}", path.display()),
    }
}

#[test]
fn reason_codes_are_exactly_the_contracts_thirty() {
    let Some(text) = contract_text() else { return };
    let start = text
        .find("Reason codes (30, locked")
        .expect("reason code paragraph");
    let list_line = text[start..]
        .lines()
        .nth(1)
        .expect("line after the heading");
    let from_contract: Vec<&str> = list_line
        .trim_end_matches('.')
        .split(',')
        .map(str::trim)
        .collect();
    assert_eq!(from_contract.len(), 30);
    assert_eq!(ReasonCode::wire_values(), from_contract);
}

#[test]
fn every_enum_matches_the_contracts_table() {
    let Some(text) = contract_text() else { return };
    let row = |name: &str| -> Vec<String> {
        let prefix = format!("| {name} |");
        let line = text
            .lines()
            .find(|l| l.starts_with(&prefix))
            .unwrap_or_else(|| panic!("row {name}"));
        let values = line.trim_end_matches('|').rsplit('|').next().unwrap();
        let values = values.split('(').next().unwrap();
        values
            .split(',')
            .map(|v| v.trim().to_owned())
            .filter(|v| !v.is_empty())
            .collect()
    };
    let ours = |values: Vec<&str>| values.into_iter().map(str::to_owned).collect::<Vec<_>>();
    assert_eq!(row("Diet"), ours(Diet::wire_values()));
    assert_eq!(row("Decision"), ours(Decision::wire_values()));
    let confidences: Vec<String> = Confidence::CONTRACT_ORDER
        .iter()
        .map(|c| c.as_str().to_owned())
        .collect();
    assert_eq!(row("Confidence"), confidences);
    assert_eq!(row("Mode"), ours(Mode::wire_values()));
    assert_eq!(row("RiskFlag"), ours(RiskFlag::wire_values()));
    assert_eq!(row("EvidenceTier"), ours(EvidenceTier::wire_values()));
    assert_eq!(row("EvidenceType"), ours(EvidenceType::wire_values()));
    assert_eq!(row("EvidenceWeight"), ours(EvidenceWeight::wire_values()));
    assert_eq!(
        row("ParaphraseMethod"),
        ours(ParaphraseMethod::wire_values())
    );
    assert_eq!(row("intent_inferred"), ours(Intent::wire_values()));
    assert_eq!(row("freshnessLabel"), ours(FreshnessLabel::wire_values()));
    assert_eq!(row("Change type"), ours(ChangeType::wire_values()));
    assert_eq!(row("Region slug"), ours(Region::wire_values()));
    let supported = SupportedEnums::from_contract();
    assert_eq!(supported.risk_flags, row("RiskFlag"));
    assert_eq!(supported.evidence_types, row("EvidenceType"));
}

// ---------------------------------------------------------------- validation

fn search(body: Value) -> Result<SearchRequest, ParseError> {
    parse_json(body.to_string().as_bytes())
}

fn invalid_fields(result: Result<impl std::fmt::Debug, ParseError>) -> Vec<String> {
    match result {
        Err(ParseError::Invalid(errors)) => errors.into_iter().map(|e| e.field).collect(),
        other => panic!("expected invalid fields, got {other:?}"),
    }
}

#[test]
fn query_length_counts_characters_not_bytes() {
    assert!(search(json!({"query": "a"})).is_ok());
    assert_eq!(invalid_fields(search(json!({"query": ""}))), ["query"]);
    // 500 two-byte characters are 1000 bytes but 500 characters: allowed.
    assert!(search(json!({"query": "é".repeat(500)})).is_ok());
    assert_eq!(
        invalid_fields(search(json!({"query": "é".repeat(501)}))),
        ["query"]
    );
}

#[test]
fn limit_bounds_per_mode() {
    assert!(search(json!({"query": "x", "limit": 1})).is_ok());
    assert!(search(json!({"query": "x", "limit": 50})).is_ok());
    assert_eq!(
        invalid_fields(search(json!({"query": "x", "limit": 0}))),
        ["limit"]
    );
    assert_eq!(
        invalid_fields(search(json!({"query": "x", "limit": 51}))),
        ["limit"]
    );
    assert_eq!(
        invalid_fields(search(json!({"query": "x", "limit": -1}))),
        ["limit"]
    );
    let five = search(json!({"query": "x", "limit": 5})).unwrap();
    assert_eq!(five.effective_limit(Mode::Fast), Ok(5));
    let six = search(json!({"query": "x", "limit": 6})).unwrap();
    assert_eq!(six.effective_limit(Mode::Rich), Ok(6));
    assert_eq!(six.effective_limit(Mode::Fast).unwrap_err().field, "limit");
    let none = search(json!({"query": "x"})).unwrap();
    assert_eq!(none.effective_limit(Mode::Fast), Ok(FAST_LIMIT_DEFAULT));
    assert_eq!(none.effective_limit(Mode::Rich), Ok(RICH_LIMIT_DEFAULT));
    assert!(none.include_evidence());
}

#[test]
fn location_bounds_at_their_edges() {
    for (lat, lng) in [(90.0, 180.0), (-90.0, -180.0), (0.0, 0.0)] {
        assert!(search(json!({"query": "x", "location": {"lat": lat, "lng": lng}})).is_ok());
    }
    assert_eq!(
        invalid_fields(search(
            json!({"query": "x", "location": {"lat": 90.0001, "lng": 0}})
        )),
        ["location.lat"]
    );
    assert_eq!(
        invalid_fields(search(
            json!({"query": "x", "location": {"lat": -90.0001, "lng": 0}})
        )),
        ["location.lat"]
    );
    assert_eq!(
        invalid_fields(search(
            json!({"query": "x", "location": {"lat": 0, "lng": 180.0001}})
        )),
        ["location.lng"]
    );
    assert_eq!(
        invalid_fields(search(
            json!({"query": "x", "location": {"lat": 0, "lng": -180.0001}})
        )),
        ["location.lng"]
    );
    assert!(search(json!({"query": "x", "location": {"lat": 0, "lng": 0, "radius_m": 1}})).is_ok());
    assert!(
        search(json!({"query": "x", "location": {"lat": 0, "lng": 0, "radius_m": 50000}})).is_ok()
    );
    assert_eq!(
        invalid_fields(search(
            json!({"query": "x", "location": {"lat": 0, "lng": 0, "radius_m": 0}})
        )),
        ["location.radius_m"]
    );
    assert_eq!(
        invalid_fields(search(
            json!({"query": "x", "location": {"lat": 0, "lng": 0, "radius_m": 50001}})
        )),
        ["location.radius_m"]
    );
    assert_eq!(
        invalid_fields(search(
            json!({"query": "x", "location": {"lat": 0, "lng": 0, "radius_m": 2.5}})
        )),
        ["location.radius_m"]
    );
    assert_eq!(
        invalid_fields(search(json!({"query": "x", "location": {"lng": 0}}))),
        ["location.lat"]
    );
}

#[test]
fn user_profile_is_strict() {
    assert!(search(json!({"query": "x", "user_profile": {"diet": "kosher"}})).is_ok());
    assert_eq!(
        invalid_fields(search(
            json!({"query": "x", "user_profile": {"diet": "vegan"}})
        )),
        ["user_profile.diet"]
    );
    assert_eq!(
        invalid_fields(search(
            json!({"query": "x", "user_profile": {"diet": "kosher", "allergies": []}})
        )),
        ["user_profile.allergies"]
    );
    assert_eq!(
        invalid_fields(search(json!({"query": "x", "user_profile": {}}))),
        ["user_profile.diet"]
    );
    assert_eq!(
        invalid_fields(search(
            json!({"query": "x", "user_profile": {"diet": "kosher", "dietary_rules": [""]}})
        )),
        ["user_profile.dietary_rules"]
    );
    let twenty: Vec<String> = (0..20).map(|i| format!("rule {i}")).collect();
    assert!(
        search(json!({"query": "x", "user_profile": {"diet": "kosher", "dietary_rules": twenty}}))
            .is_ok()
    );
    let twenty_one: Vec<String> = (0..21).map(|i| format!("rule {i}")).collect();
    assert_eq!(
        invalid_fields(search(
            json!({"query": "x", "user_profile": {"diet": "kosher", "dietary_rules": twenty_one}})
        )),
        ["user_profile.dietary_rules"]
    );
    assert_eq!(
        invalid_fields(search(json!({"query": "x", "unknown": 1}))),
        ["unknown"]
    );
    assert_eq!(invalid_fields(search(json!({"limit": 3}))), ["query"]);
}

#[test]
fn malformed_json_is_not_a_field_error() {
    for body in ["{", "", "{\"query\": }", "nul"] {
        assert!(
            matches!(
                parse_json::<SearchRequest>(body.as_bytes()),
                Err(ParseError::Malformed(_))
            ),
            "{body:?}"
        );
    }
}

#[test]
fn decision_and_enrich_requests() {
    let decide = |body: Value| parse_json::<DecisionRequest>(body.to_string().as_bytes());
    assert!(decide(json!({"service_id": "rst_1", "user_profile": {"diet": "vegetarian"}})).is_ok());
    assert_eq!(
        invalid_fields(decide(json!({"service_id": "rst_1"}))),
        ["user_profile"]
    );
    assert_eq!(
        invalid_fields(decide(
            json!({"service_id": "", "user_profile": {"diet": "vegetarian"}})
        )),
        ["service_id"]
    );
    let enrich = |body: Value| parse_json::<EnrichRequest>(body.to_string().as_bytes());
    assert!(enrich(json!({"service_id": "rst_1"})).is_ok());
    assert!(enrich(json!({"name": "A", "provider_place_id": "p1"})).is_ok());
    assert!(enrich(json!({"name": "A", "address": "1 Main St"})).is_ok());
    let shape = |body: Value| {
        enrich(body)
            .expect("field rules pass")
            .check_shape()
            .map_err(|e| e.field)
    };
    assert_eq!(shape(json!({"name": "A"})), Err("address".to_owned()));
    assert_eq!(
        shape(json!({"address": "1 Main St"})),
        Err("name".to_owned())
    );
    assert_eq!(shape(json!({"service_id": "rst_1"})), Ok(()));
    assert_eq!(
        shape(json!({"name": "A", "provider_place_id": "p"})),
        Ok(())
    );
    assert_eq!(
        invalid_fields(enrich(json!({"name": "", "address": "1 Main St"}))),
        ["name"]
    );
}

#[test]
fn ingest_lines_reject_bad_input_with_the_field() {
    let base = json!({"external_id": "x:1", "name": null});
    assert!(
        IngestRecord::parse_line(&base.to_string()).is_ok(),
        "null name is allowed"
    );
    let fields = |v: Value| invalid_fields(IngestRecord::parse_line(&v.to_string()));
    assert_eq!(fields(json!({"external_id": "x:1"})), ["name"]);
    assert!(
        IngestRecord::parse_line(&json!({"external_id": "x:1", "deleted": true}).to_string())
            .is_ok()
    );
    assert_eq!(
        fields(json!({"external_id": "", "name": "a"})),
        ["external_id"]
    );
    assert!(
        IngestRecord::parse_line(&json!({"external_id": "x".repeat(200), "name": "a"}).to_string())
            .is_ok()
    );
    assert_eq!(
        fields(json!({"external_id": "x".repeat(201), "name": "a"})),
        ["external_id"]
    );
    assert_eq!(
        fields(json!({"external_id": "x:1", "name": "a", "nme": "b"})),
        ["nme"]
    );
    assert_eq!(
        fields(json!({"external_id": "x:1", "name": "a", "coordinates": {"lat": 91, "lng": 0}})),
        ["coordinates.lat"]
    );
    assert!(
        IngestRecord::parse_line(
            &json!({"external_id": "x:1", "name": "a", "coordinates": null}).to_string()
        )
        .is_ok()
    );
    assert_eq!(
        fields(json!({"external_id": "x:1", "name": "a", "price_level": 5})),
        ["price_level"]
    );
    let item = |extra: Value| {
        let mut item = json!({"name": "Tofu", "observed_at": "2026-01-01T00:00:00Z", "source": "https://m.example/"});
        item.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        json!({"external_id": "x:1", "name": "a", "menu": [item]})
    };
    assert!(IngestRecord::parse_line(&item(json!({})).to_string()).is_ok());
    assert_eq!(
        fields(item(json!({"observed_at": "yesterday"}))),
        ["menu[0].observed_at"]
    );
    assert_eq!(
        fields(item(json!({"source": "not a uri"}))),
        ["menu[0].source"]
    );
    assert_eq!(fields(item(json!({"price": -1}))), ["menu[0].price"]);
    assert_eq!(fields(item(json!({"name": ""}))), ["menu[0].name"]);
    assert_eq!(fields(item(json!({"colour": "red"}))), ["menu[0].colour"]);
    let review = |rating: f64| {
        json!({"external_id": "x:1", "name": "a",
        "reviews": [{"text": "ok", "rating": rating, "date": "2026-01-01T00:00:00Z", "source": "https://r.example/1"}]})
    };
    assert!(IngestRecord::parse_line(&review(5.0).to_string()).is_ok());
    assert_eq!(fields(review(5.5)), ["reviews[0].rating"]);
    assert_eq!(
        fields(json!({"external_id": "x:1", "name": "a",
        "user_reports": [{"text": "fine", "date": "2026-01-01T00:00:00Z", "outcome": "great"}]})),
        ["user_reports[0].outcome"]
    );
    assert!(matches!(
        IngestRecord::parse_line("{\"external_id\": "),
        Err(ParseError::Malformed(_))
    ));
    assert!(matches!(
        IngestRecord::parse_line("[1,2]"),
        Err(ParseError::Invalid(_))
    ));
}

#[test]
fn evidence_id_lists_are_plain_string_arrays_on_the_wire() {
    let ids: dietfit_contract::IdList = ["ev_a", "", "ev_ccc"].into_iter().collect();
    assert_eq!(ids.len(), 3);
    assert_eq!(ids.iter().collect::<Vec<_>>(), ["ev_a", "", "ev_ccc"]);
    assert_eq!(ids.get(2), Some("ev_ccc"));
    assert_eq!(ids.get(3), None);
    let json = serde_json::to_value(&ids).unwrap();
    assert_eq!(json, json!(["ev_a", "", "ev_ccc"]));
    let back: dietfit_contract::IdList = serde_json::from_value(json).unwrap();
    assert_eq!(back, ids);
    let empty: dietfit_contract::IdList = serde_json::from_value(json!([])).unwrap();
    assert!(empty.is_empty());
    assert_eq!(serde_json::to_string(&empty).unwrap(), "[]");
    // Not an array of strings: an error, never a panic.
    for bad in [json!("ev_a"), json!([1]), json!({"0": "ev_a"}), json!(null)] {
        assert!(serde_json::from_value::<dietfit_contract::IdList>(bad).is_err());
    }
    // Inside a dimension it is optional and round-trips.
    let dimension: dietfit_contract::Dimension = round_trip(dimension(50.0, 0.2));
    assert_eq!(
        dimension
            .evidence_ids
            .map(|ids| ids.iter().map(str::to_owned).collect::<Vec<_>>()),
        Some(vec!["ev_1".to_owned()])
    );
}
