//! `dietfit import` as an operator runs it, over several files.

use std::path::PathBuf;

use dietfit::cli::{ImportFormat, IndexDir};
use dietfit::commands::{Failure, import};
use dietfit_storage::DatabaseUrl;
use dietfit_storage::test_util::TestDatabase;

use crate::support::NOW;

#[test]
fn a_missing_file_does_not_stop_the_files_after_it() {
    let database = TestDatabase::sqlite();
    let fixtures =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/restaurants.jsonl");
    let missing = PathBuf::from("/nonexistent/dietfit-import.jsonl");
    let outcome = import(
        &database.config(),
        &[missing, fixtures],
        ImportFormat::Jsonl,
        None,
        NOW,
    );
    match outcome {
        Err(Failure::Usage(message)) => {
            assert!(message.contains("dietfit-import.jsonl"), "{message}");
        }
        other => panic!("a missing file is bad input (exit 2): {other:?}"),
    }
    let store = database.open().unwrap();
    assert_eq!(
        store.count_restaurants().unwrap(),
        360,
        "the file after it was imported"
    );
    // The index a server keeps beside the file was built for its next start.
    let DatabaseUrl::Sqlite { path } = database.url() else {
        panic!("a SQLite file")
    };
    let mut kept = path.clone().into_os_string();
    kept.push(".index");
    assert!(
        PathBuf::from(kept)
            .join("index")
            .join("meta.json")
            .is_file(),
        "the kept index was built"
    );
}

/// An Overpass API answer: two food places among other elements.
const OVERPASS: &str = r#"{
  "version": 0.6,
  "osm3s": {"timestamp_osm_base": "2026-10-20T10:00:00Z"},
  "elements": [
    {"type": "node", "id": 4411, "lat": 45.5202, "lon": -122.681,
     "tags": {"amenity": "restaurant", "name": "Green Leaf Kitchen", "addr:city": "Portland",
              "addr:state": "OR", "cuisine": "vegan;thai", "diet:vegan": "only"}},
    {"type": "way", "id": 77, "center": {"lat": 30.27, "lon": -97.74},
     "tags": {"amenity": "cafe", "name": "Bean There", "diet:vegan": "no"}},
    {"type": "node", "id": 5, "lat": 1.0, "lon": 2.0, "tags": {"amenity": "bench"}}
  ]
}"#;

fn osm_import(database: &TestDatabase) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("overpass.json");
    std::fs::write(&path, OVERPASS).unwrap();
    import(
        &database.config(),
        &[path],
        ImportFormat::Osm,
        Some(&IndexDir::Memory),
        NOW,
    )
    .expect("imported");
    let store = database.open().unwrap();
    assert_eq!(store.count_restaurants().unwrap(), 2, "the two food places");
    let leaf = store
        .get_restaurant_by_external_id("osm:node/4411")
        .unwrap()
        .expect("Green Leaf Kitchen");
    let restaurant = dietfit_catalog::Restaurant::from_stored(leaf).unwrap();
    // A mapper's `diet:vegan=only` is a tag, never the restaurant's own
    // claim: it alone cannot make a fit.
    let profile = dietfit_contract::UserProfile {
        diet: dietfit_contract::Diet::StrictVegan,
        exclude_cross_contamination: false,
        dietary_rules: Vec::new(),
    };
    let decision = restaurant.decide(&profile, NOW).match_for_profile;
    assert_ne!(
        decision.decision,
        dietfit_contract::Decision::Fit,
        "{decision:?}"
    );
    assert!(
        decision
            .risk_flags
            .contains(&dietfit_contract::RiskFlag::ThirdPartyUnverified),
        "{decision:?}"
    );
    // Importing the same answer again changes nothing.
    let again = dir.path().join("again.json");
    std::fs::write(&again, OVERPASS).unwrap();
    import(
        &database.config(),
        &[again],
        ImportFormat::Osm,
        Some(&IndexDir::Memory),
        NOW,
    )
    .expect("imported again");
    assert_eq!(store.count_restaurants().unwrap(), 2);
}

#[test]
fn an_overpass_answer_imports_its_food_places_on_sqlite() {
    osm_import(&TestDatabase::sqlite());
}

#[test]
fn an_overpass_answer_imports_its_food_places_on_postgres() {
    let Some(database) = TestDatabase::postgres() else {
        return;
    };
    osm_import(&database);
}

#[test]
fn a_file_that_is_not_an_overpass_answer_is_bad_input() {
    let database = TestDatabase::sqlite();
    let fixtures =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/restaurants.jsonl");
    match import(
        &database.config(),
        &[fixtures],
        ImportFormat::Osm,
        Some(&IndexDir::Memory),
        NOW,
    ) {
        Err(Failure::Usage(message)) => assert!(message.contains("restaurants.jsonl"), "{message}"),
        other => panic!("JSON Lines read as OSM is bad input (exit 2): {other:?}"),
    }
    assert_eq!(database.open().unwrap().count_restaurants().unwrap(), 0);
}

/// The real places of `../shared/data/osm-us-diet.jsonl` (OpenStreetMap
/// contributors, ODbL), written back as the Overpass answer they came from
/// and imported: every food place arrives with its name, position,
/// cuisines and diet tags.
#[test]
fn real_openstreetmap_places_import_as_they_were_mapped() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/osm-us-diet.jsonl");
    let Ok(text) = std::fs::read_to_string(&path) else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "{} is missing under CI",
            path.display()
        );
        eprintln!("skipped: {} is absent", path.display());
        return;
    };
    let mut elements = Vec::new();
    let mut expected = Vec::new();
    for line in text.lines() {
        let place: serde_json::Value = serde_json::from_str(line).unwrap();
        let category = place["categories"][0].as_str().unwrap_or("").to_owned();
        let (kind, id) = place["external_id"]
            .as_str()
            .and_then(|id| id.strip_prefix("osm:"))
            .and_then(|id| id.split_once('/'))
            .unwrap();
        let mut tags = serde_json::Map::new();
        tags.insert("amenity".into(), category.clone().into());
        if let Some(name) = place["name"].as_str() {
            tags.insert("name".into(), name.into());
        }
        let cuisines: Vec<&str> = place["cuisines"]
            .as_array()
            .map(|c| c.iter().filter_map(|c| c.as_str()).collect())
            .unwrap_or_default();
        if !cuisines.is_empty() {
            tags.insert("cuisine".into(), cuisines.join(";").into());
        }
        for tag in place["external_tags"].as_array().unwrap() {
            tags.insert(tag["key"].as_str().unwrap().into(), tag["value"].clone());
        }
        elements.push(
            serde_json::json!({"type": kind, "id": id.parse::<i64>().unwrap(),
            "lat": place["coordinates"]["lat"], "lon": place["coordinates"]["lng"], "tags": tags}),
        );
        if dietfit_ingest::osm::FOOD_AMENITIES.contains(&category.as_str()) {
            expected.push(place);
        }
    }
    assert!(
        expected.len() > 3_000,
        "most of them are restaurants, cafes or fast food"
    );
    let answer = serde_json::json!({"osm3s": {"timestamp_osm_base": "2022-12-02T14:53:30Z"},
        "elements": elements});
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("us.json");
    std::fs::write(&file, answer.to_string()).unwrap();
    let database = TestDatabase::sqlite();
    import(
        &database.config(),
        &[file],
        ImportFormat::Osm,
        Some(&IndexDir::Memory),
        NOW,
    )
    .expect("every place imports");
    let store = database.open().unwrap();
    assert_eq!(store.count_restaurants().unwrap(), expected.len() as u64);
    for place in expected.iter().step_by(97) {
        let id = place["external_id"].as_str().unwrap();
        let stored = store.get_restaurant_by_external_id(id).unwrap().expect(id);
        let record: serde_json::Value = serde_json::from_str(&stored.record_json).unwrap();
        for key in ["name", "coordinates"] {
            assert_eq!(record[key], place[key], "{key} of {id}");
        }
        // OSM keys have no order: the tags are compared by key.
        let tags = |value: &serde_json::Value| {
            let mut tags = value["external_tags"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            tags.sort_by_key(|tag| tag["key"].to_string());
            tags
        };
        assert_eq!(tags(&record), tags(place), "external_tags of {id}");
        // The stored record leaves an empty list out.
        let cuisines =
            |value: &serde_json::Value| value["cuisines"].as_array().cloned().unwrap_or_default();
        assert_eq!(cuisines(&record), cuisines(place), "{id}");
    }
}
