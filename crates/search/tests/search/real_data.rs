//! Relevance on the real OpenStreetMap places of the shared data set.

use std::collections::HashMap;
use std::path::PathBuf;

use dietfit_contract::{Diet, IngestRecord};
use dietfit_search::{
    IndexConfig, SearchDocument, SearchIndex, SearchOptions, TagLevel, interpret,
};
use uuid::Uuid;

use crate::fixtures::location;

fn data_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/osm-us-diet.jsonl")
}

/// The real places, or `None` (with the reason printed) when the file is
/// absent outside CI. Under `CI=true` a missing file fails the test.
fn real_places() -> Option<Vec<SearchDocument>> {
    let path = data_path();
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(error) => {
            assert_ne!(
                std::env::var("CI").as_deref(),
                Ok("true"),
                "{} is required under CI: {error}",
                path.display()
            );
            eprintln!("skipping: {} is not readable ({error})", path.display());
            return None;
        }
    };
    let documents: Vec<SearchDocument> = text
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| IngestRecord::parse_line(line).unwrap())
        .filter_map(|record| SearchDocument::from_ingest(&record))
        .collect();
    assert!(
        documents.len() > 5000,
        "the data set has {} places",
        documents.len()
    );
    Some(documents)
}

fn index_of(documents: &[SearchDocument]) -> SearchIndex {
    let index = SearchIndex::new(IndexConfig::default()).unwrap();
    for document in documents {
        index.upsert(document).unwrap();
    }
    index.commit().unwrap();
    index
}

#[test]
fn a_place_searched_by_name_and_city_is_found_first() {
    let Some(documents) = real_places() else {
        return;
    };
    let index = index_of(&documents);
    // Places whose (name, city) is unique, from the best-covered cities.
    let mut count: HashMap<(String, String), usize> = HashMap::new();
    for document in &documents {
        if let (Some(name), Some(city)) = (&document.name, &document.city) {
            *count
                .entry((name.to_lowercase(), city.clone()))
                .or_default() += 1;
        }
    }
    let by_id: HashMap<Uuid, &SearchDocument> = documents.iter().map(|d| (d.place_id, d)).collect();
    let cities = [
        "Portland",
        "San Francisco",
        "Seattle",
        "New York",
        "Austin",
        "Chicago",
        "Denver",
    ];
    let mut checked = 0;
    let mut failures = Vec::new();
    for city in cities {
        let sample = documents
            .iter()
            .filter(|d| d.city.as_deref() == Some(city))
            .filter(|d| {
                d.name
                    .as_ref()
                    .is_some_and(|n| count[&(n.to_lowercase(), city.to_owned())] == 1)
            })
            .step_by(7)
            .take(6);
        for document in sample {
            let name = document.name.as_deref().unwrap_or_default();
            let query = format!("{name} {city}");
            let interpretation = interpret(&query, None).unwrap();
            let outcome = index
                .search(&interpretation, &SearchOptions::with_limit(3))
                .unwrap();
            checked += 1;
            let first = outcome.hits.first().map(|hit| hit.place_id);
            if first != Some(document.place_id) {
                let got = first
                    .and_then(|id| by_id.get(&id))
                    .and_then(|d| d.name.clone())
                    .unwrap_or_default();
                failures.push(format!("{query:?} -> {got:?}"));
            }
        }
    }
    assert!(checked >= 30, "only {checked} places checked");
    assert!(
        failures.is_empty(),
        "{} of {checked} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn vegan_near_a_real_portland_location_ranks_vegan_only_above_vegetarian_yes() {
    let Some(documents) = real_places() else {
        return;
    };
    let index = index_of(&documents);
    let by_id: HashMap<Uuid, &SearchDocument> = documents.iter().map(|d| (d.place_id, d)).collect();
    // Pioneer Courthouse Square, downtown Portland.
    let here = location(45.5189, -122.6793, Some(5_000));
    let interpretation = interpret("vegan", Some(&here)).unwrap();
    // Every result, not just a page: the ordering must hold all the way down.
    let outcome = index
        .search(&interpretation, &SearchOptions::with_limit(5_000))
        .unwrap();
    assert_eq!(outcome.hits.len() as u64, outcome.total_results);
    assert!(outcome.hits.len() >= 10, "{} hits", outcome.hits.len());
    let kinds: Vec<(Option<TagLevel>, Option<TagLevel>)> = outcome
        .hits
        .iter()
        .map(|hit| {
            let document = by_id[&hit.place_id];
            (
                document.tag_level(Diet::StrictVegan),
                document.tag_level(Diet::Vegetarian),
            )
        })
        .collect();
    let vegan_only: Vec<usize> = kinds
        .iter()
        .enumerate()
        .filter(|(_, (vegan, _))| *vegan == Some(TagLevel::Only))
        .map(|(i, _)| i)
        .collect();
    let vegetarian_yes_only: Vec<usize> = kinds
        .iter()
        .enumerate()
        .filter(|(_, (vegan, vegetarian))| vegan.is_none() && *vegetarian == Some(TagLevel::Yes))
        .map(|(i, _)| i)
        .collect();
    assert!(
        !vegan_only.is_empty(),
        "no vegan=only place near downtown Portland"
    );
    assert!(
        !vegetarian_yes_only.is_empty(),
        "no vegetarian=yes place in the results"
    );
    let last_vegan_only = vegan_only.iter().max().copied().unwrap_or(0);
    let first_vegetarian = vegetarian_yes_only
        .iter()
        .min()
        .copied()
        .unwrap_or(usize::MAX);
    assert!(last_vegan_only < first_vegetarian, "{kinds:?}");
    // Every hit is inside the radius, with its distance.
    for hit in &outcome.hits {
        let distance = hit.distance_m.unwrap();
        assert!(distance <= 5_000.0, "{distance}");
    }
}

#[test]
fn a_real_radius_excludes_everything_outside_it() {
    let Some(documents) = real_places() else {
        return;
    };
    let index = index_of(&documents);
    let center = dietfit_search::GeoPoint::new(47.6097, -122.3422).unwrap();
    for radius in [500_u32, 2_000, 10_000] {
        let here = location(center.lat(), center.lng(), Some(radius));
        let interpretation = interpret("near me", Some(&here)).unwrap();
        let outcome = index
            .search(&interpretation, &SearchOptions::with_limit(50))
            .unwrap();
        let expected = documents
            .iter()
            .filter(|d| {
                d.coordinates
                    .is_some_and(|p| p.distance_m(center) <= f64::from(radius))
            })
            .count();
        assert_eq!(outcome.total_results, expected as u64, "radius {radius}");
        assert!(
            expected > 0,
            "radius {radius} holds nothing: a useless test"
        );
    }
}
