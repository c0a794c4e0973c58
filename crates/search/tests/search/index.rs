//! The index on small hand-built document sets: text match, stemming,
//! synonyms, radius inclusion and exclusion, coordinates, deterministic
//! order, upsert and delete visibility, auto-commit.

use std::sync::Arc;
use std::time::{Duration, Instant};

use dietfit_contract::Diet;
use dietfit_search::{
    GeoPoint, IndexConfig, SearchDocument, SearchIndex, SearchOptions, interpret, load_order,
};
use uuid::Uuid;

use crate::fixtures::{location, place_id};

fn doc(name: &str, cuisines: &[&str], at: Option<(f64, f64)>) -> SearchDocument {
    let mut document = SearchDocument::new(place_id(name));
    document.name = Some(name.to_owned());
    document.cuisines = cuisines.iter().map(|c| (*c).to_owned()).collect();
    document.coordinates = at.map(|(lat, lng)| GeoPoint::new(lat, lng).unwrap());
    document
}

fn index_of(documents: &[SearchDocument]) -> SearchIndex {
    let index = SearchIndex::new(IndexConfig::default()).unwrap();
    for document in documents {
        index.upsert(document).unwrap();
    }
    index.commit().unwrap();
    index
}

fn ids(index: &SearchIndex, query: &str, at: Option<(f64, f64, Option<u32>)>) -> Vec<Uuid> {
    let location = at.map(|(lat, lng, radius)| location(lat, lng, radius));
    let interpretation = interpret(query, location.as_ref()).unwrap();
    index
        .search(&interpretation, &SearchOptions::with_limit(50))
        .unwrap()
        .hits
        .into_iter()
        .map(|hit| hit.place_id)
        .collect()
}

#[test]
fn text_matches_names_cuisines_and_menus_with_stemming() {
    let mut noodles = doc("Slurp House", &["japanese"], None);
    noodles.menu.push(dietfit_search::MenuText {
        name: "Spicy noodles".to_owned(),
        description: Some("hand-pulled wheat noodles".to_owned()),
        section: None,
        labels: vec!["vegan".to_owned()],
    });
    let index = index_of(&[noodles, doc("Taco Stand", &["mexican"], None)]);
    // "noodle" finds "noodles" (stemming), "tacos" finds "Taco".
    assert_eq!(ids(&index, "noodle", None), [place_id("Slurp House")]);
    assert_eq!(ids(&index, "tacos", None), [place_id("Taco Stand")]);
    assert_eq!(ids(&index, "slurp", None), [place_id("Slurp House")]);
    // A dish finds restaurants of its cuisine: burrito -> mexican.
    assert_eq!(ids(&index, "burrito", None), [place_id("Taco Stand")]);
    assert!(ids(&index, "qwertyuiop", None).is_empty());
}

#[test]
fn synonyms_expand_the_query() {
    let index = index_of(&[
        doc("Smokey Joe's", &["barbecue"], None),
        doc("Pho Hoa", &["vietnamese"], None),
        doc("Donut Den", &["donut"], None),
    ]);
    assert_eq!(ids(&index, "bbq", None), [place_id("Smokey Joe's")]);
    assert_eq!(ids(&index, "noodle soup", None), [place_id("Pho Hoa")]);
    assert_eq!(ids(&index, "doughnuts", None), [place_id("Donut Den")]);
    // A dish finds restaurants of its cuisine even without a menu.
    assert_eq!(ids(&index, "banh mi", None), [place_id("Pho Hoa")]);
}

#[test]
fn plant_based_finds_vegan_text() {
    let index = index_of(&[
        doc("Green Table", &["vegan"], None),
        doc("Grill", &["steak"], None),
    ]);
    assert_eq!(ids(&index, "plant-based", None), [place_id("Green Table")]);
}

#[test]
fn radius_includes_inside_excludes_outside_and_never_returns_places_without_coordinates() {
    // From (45.5, -122.6): 0.009 degrees of latitude is about 1 km.
    let index = index_of(&[
        doc("Near Thai", &["thai"], Some((45.5045, -122.6))), // ~500 m
        doc("Mid Thai", &["thai"], Some((45.518, -122.6))),   // ~2 km
        doc("Far Thai", &["thai"], Some((45.59, -122.6))),    // ~10 km
        doc("Nowhere Thai", &["thai"], None),
    ]);
    let near = ids(&index, "thai", Some((45.5, -122.6, Some(1_000))));
    assert_eq!(near, [place_id("Near Thai")]);
    let mid = ids(&index, "thai", Some((45.5, -122.6, Some(2_500))));
    assert_eq!(mid, [place_id("Near Thai"), place_id("Mid Thai")]);
    let wide = ids(&index, "thai", Some((45.5, -122.6, Some(50_000))));
    assert_eq!(wide.len(), 3);
    assert!(!wide.contains(&place_id("Nowhere Thai")));
    // Without a location the place without coordinates is a result.
    assert_eq!(ids(&index, "thai", None).len(), 4);
    // The text radius applies when no explicit radius is given.
    let text = ids(&index, "thai within 1 km", Some((45.5, -122.6, None)));
    assert_eq!(text, [place_id("Near Thai")]);
}

#[test]
fn the_radius_is_exact_at_the_edge_and_distance_is_reported() {
    let index = index_of(&[doc("Edge", &["thai"], Some((45.509, -122.6)))]);
    let edge = GeoPoint::new(45.5, -122.6)
        .unwrap()
        .distance_m(GeoPoint::new(45.509, -122.6).unwrap());
    let here = location(45.5, -122.6, Some(edge.ceil() as u32));
    let interpretation = interpret("thai", Some(&here)).unwrap();
    let outcome = index
        .search(&interpretation, &SearchOptions::with_limit(5))
        .unwrap();
    let distance = outcome.hits[0].distance_m.unwrap();
    assert!((distance - edge).abs() < 0.01, "{distance} vs {edge}");
    let closer = location(45.5, -122.6, Some(edge.floor() as u32 - 1));
    let interpretation = interpret("thai", Some(&closer)).unwrap();
    let outcome = index
        .search(&interpretation, &SearchOptions::with_limit(5))
        .unwrap();
    assert!(outcome.hits.is_empty());
    assert_eq!(outcome.total_results, 0);
}

#[test]
fn near_me_with_a_location_browses_everything_inside_the_radius() {
    let index = index_of(&[
        doc("A", &["thai"], Some((45.5010, -122.6))),
        doc("B", &["pizza"], Some((45.5020, -122.6))),
        doc("C", &["pizza"], Some((46.5, -122.6))),
    ]);
    let found = ids(&index, "near me", Some((45.5, -122.6, Some(1_000))));
    // No text, no diet, no scores: the nearest first.
    assert_eq!(found, [place_id("A"), place_id("B")]);
}

#[test]
fn a_named_city_filters_by_address_text() {
    let mut portland = doc("Thai PDX", &["thai"], Some((45.5, -122.6)));
    portland.city = Some("Portland".to_owned());
    portland.state = Some("OR".to_owned());
    let mut maine = doc("Thai Maine", &["thai"], Some((43.66, -70.26)));
    maine.city = Some("Portland".to_owned());
    maine.state = Some("Maine".to_owned());
    let mut seattle = doc("Thai SEA", &["thai"], Some((47.6, -122.3)));
    seattle.city = Some("Seattle".to_owned());
    let no_city = doc("Thai Somewhere", &["thai"], Some((45.5, -122.6)));
    let index = index_of(&[portland, maine, seattle, no_city]);
    let mut both = ids(&index, "thai in Portland", None);
    both.sort();
    let mut expected = vec![place_id("Thai PDX"), place_id("Thai Maine")];
    expected.sort();
    assert_eq!(both, expected);
    assert_eq!(
        ids(&index, "thai in Portland, ME", None),
        [place_id("Thai Maine")]
    );
    assert_eq!(ids(&index, "thai in Oregon", None), [place_id("Thai PDX")]);
    // With coordinates the radius is the geography; the city text does not filter.
    let here = ids(
        &index,
        "thai in Portland",
        Some((45.5, -122.6, Some(1_000))),
    );
    assert_eq!(here.len(), 2);
}

#[test]
fn order_is_deterministic_and_ties_break_by_place_id() {
    let documents: Vec<SearchDocument> = (0..30)
        .map(|i| doc(&format!("Twin Pizza {i}"), &["pizza"], Some((45.5, -122.6))))
        .collect();
    let mut renamed = documents.clone();
    for document in &mut renamed {
        document.name = Some("Twin Pizza".to_owned());
    }
    let index = index_of(&renamed);
    let first = ids(&index, "pizza", Some((45.5, -122.6, None)));
    let mut sorted = first.clone();
    sorted.sort();
    assert_eq!(
        first, sorted,
        "identical scores fall back to place id order"
    );
    for _ in 0..5 {
        assert_eq!(ids(&index, "pizza", Some((45.5, -122.6, None))), first);
    }
    // Another insertion order gives the same ranking.
    let reversed: Vec<SearchDocument> = renamed.iter().rev().cloned().collect();
    assert_eq!(
        ids(&index_of(&reversed), "pizza", Some((45.5, -122.6, None))),
        first
    );
}

#[test]
fn limit_caps_hits_but_not_the_total() {
    let documents: Vec<SearchDocument> = (0..12)
        .map(|i| doc(&format!("Ramen {i}"), &["ramen"], None))
        .collect();
    let index = index_of(&documents);
    let interpretation = interpret("ramen", None).unwrap();
    let outcome = index
        .search(&interpretation, &SearchOptions::with_limit(5))
        .unwrap();
    assert_eq!(outcome.hits.len(), 5);
    assert_eq!(outcome.total_results, 12);
    let all = index
        .search(&interpretation, &SearchOptions::with_limit(50))
        .unwrap();
    assert_eq!(all.hits[..5], outcome.hits[..]);
    let none = index
        .search(&interpretation, &SearchOptions::with_limit(0))
        .unwrap();
    assert!(none.hits.is_empty());
    assert_eq!(none.total_results, 12);
}

#[test]
fn upsert_replaces_and_delete_removes_after_commit() {
    let index = index_of(&[doc("Changing Place", &["thai"], None)]);
    assert_eq!(ids(&index, "thai", None).len(), 1);
    let mut renamed = doc("Changing Place", &["ethiopian"], None);
    renamed.place_id = place_id("Changing Place");
    index.upsert(&renamed).unwrap();
    // Not visible before the commit...
    assert_eq!(ids(&index, "thai", None).len(), 1);
    assert_eq!(index.staged_changes(), 1);
    index.commit().unwrap();
    // ...and replaced, not duplicated, after it.
    assert!(ids(&index, "thai", None).is_empty());
    assert_eq!(ids(&index, "ethiopian", None), [place_id("Changing Place")]);
    assert_eq!(index.num_docs(), 1);
    index.delete(place_id("Changing Place")).unwrap();
    index.delete(place_id("never indexed")).unwrap();
    index.commit().unwrap();
    assert!(ids(&index, "ethiopian", None).is_empty());
    assert_eq!(index.num_docs(), 0);
}

#[test]
fn merging_segments_keeps_every_live_place_and_the_order() {
    let index = SearchIndex::new(IndexConfig::default()).unwrap();
    let cuisines = ["thai", "ramen", "tacos"];
    for batch in 0..4 {
        for i in 0..10 {
            let name = format!("Place {batch}-{i}");
            let at = (45.5 + f64::from(i) * 0.001, -122.6);
            index
                .upsert(&doc(&name, &[cuisines[i as usize % 3]], Some(at)))
                .unwrap();
        }
        index.commit().unwrap();
    }
    index.delete(place_id("Place 0-0")).unwrap();
    index.commit().unwrap();
    assert!(index.segment_count() > 1, "one segment per commit");
    let before_thai = ids(&index, "thai", None);
    let before_near = ids(&index, "ramen", Some((45.5, -122.6, Some(600))));
    assert!(!before_thai.is_empty() && !before_near.is_empty());
    let generation = index.generation();
    index.merge_segments().unwrap();
    assert_eq!(index.segment_count(), 1);
    assert_eq!(index.num_docs(), 39);
    assert_ne!(index.generation(), generation, "a new state for caches");
    assert_eq!(ids(&index, "thai", None), before_thai);
    assert_eq!(
        ids(&index, "ramen", Some((45.5, -122.6, Some(600)))),
        before_near
    );
    assert!(!ids(&index, "thai", None).contains(&place_id("Place 0-0")));
    // Writes still work after the merge.
    index.delete(place_id("Place 1-0")).unwrap();
    index.commit().unwrap();
    assert_eq!(index.num_docs(), 38);
}

#[test]
fn auto_commit_makes_changes_visible_within_two_seconds() {
    let index = Arc::new(index_of(&[]));
    let committer = index.start_auto_commit(Duration::from_millis(200));
    assert!(committer.is_running());
    let started = Instant::now();
    index
        .upsert(&doc("Fresh Falafel", &["falafel"], None))
        .unwrap();
    while ids(&index, "falafel", None).is_empty() {
        assert!(
            started.elapsed() < Duration::from_secs(2),
            "upsert not visible within 2 s"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let deleted = Instant::now();
    index.delete(place_id("Fresh Falafel")).unwrap();
    while !ids(&index, "falafel", None).is_empty() {
        assert!(
            deleted.elapsed() < Duration::from_secs(2),
            "delete not visible within 2 s"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    drop(committer);
    // The committer is stopped: a new change stays staged.
    index
        .upsert(&doc("Late Falafel", &["falafel"], None))
        .unwrap();
    std::thread::sleep(Duration::from_millis(400));
    assert!(ids(&index, "falafel", None).is_empty());
    assert_eq!(index.staged_changes(), 1);
}

#[test]
fn documents_from_ingest_records_drop_invalid_coordinates_and_deletes() {
    let line = r#"{"external_id":"osm:node/1","name":"Green Leaf","coordinates":{"lat":45.5,"lng":-122.6},"cuisines":["vegan"],"external_tags":[{"key":"diet:vegan","value":"only","date":"2022-12-02T14:53:30Z","source":"https://www.openstreetmap.org/node/1"}]}"#;
    let record = dietfit_contract::IngestRecord::parse_line(line).unwrap();
    let document = SearchDocument::from_ingest(&record).unwrap();
    assert_eq!(
        document.place_id,
        dietfit_contract::service_place_id_for("osm:node/1")
    );
    assert_eq!(
        document.tag_level(Diet::StrictVegan),
        Some(dietfit_search::TagLevel::Only)
    );
    let delete = dietfit_contract::IngestRecord::parse_line(
        r#"{"external_id":"osm:node/1","deleted":true}"#,
    )
    .unwrap();
    assert!(SearchDocument::from_ingest(&delete).is_none());
    // Malformed lines never reach the index.
    assert!(
        dietfit_contract::IngestRecord::parse_line(
            r#"{"external_id":"x","name":"A","coordinates":{"lat":95,"lng":0}}"#
        )
        .is_err()
    );
    assert!(dietfit_contract::IngestRecord::parse_line("{not json").is_err());
}

#[test]
fn load_stages_in_bulk_and_commits() {
    let index = index_of(&[]);
    let documents: Vec<SearchDocument> = (0..50)
        .map(|i| {
            doc(
                &format!("Loaded {i}"),
                &["sushi"],
                (i % 5 != 0).then_some((45.0 + f64::from(i) * 0.01, -122.0)),
            )
        })
        .collect();
    assert_eq!(index.load(documents).unwrap(), 50);
    assert_eq!(index.num_docs(), 50);
    assert_eq!(index.staged_changes(), 0);
    assert!(index.index_bytes().unwrap() > 0);
    assert_eq!(ids(&index, "sushi", None).len(), 50);
    // Loading again replaces rather than duplicates.
    let again: Vec<SearchDocument> = (0..50)
        .map(|i| doc(&format!("Loaded {i}"), &["sushi"], None))
        .collect();
    index.load(again).unwrap();
    assert_eq!(index.num_docs(), 50);
}

#[test]
fn load_order_keeps_each_area_together() {
    // Places of three cities in a scrambled order, and two without
    // coordinates: in load order each city is one run, and the places
    // without coordinates come last.
    let cities = [(45.52, -122.68), (40.73, -73.99), (30.27, -97.74)];
    let mut places: Vec<(usize, Uuid, Option<GeoPoint>)> = (0..60u32)
        .map(|i| {
            let city = (i as usize * 7) % cities.len();
            let (lat, lng) = cities[city];
            let jitter = f64::from(i % 10) * 0.003;
            let point = GeoPoint::new(lat + jitter, lng - jitter).unwrap();
            (city, place_id(&format!("place {i}")), Some(point))
        })
        .collect();
    places.push((usize::MAX, place_id("nowhere 1"), None));
    places.push((usize::MAX, place_id("nowhere 2"), None));
    places.sort_by_key(|(_, id, point)| load_order(*id, *point));
    let mut runs: Vec<usize> = places.iter().map(|(city, ..)| *city).collect();
    runs.dedup();
    assert_eq!(runs.len(), 4, "one run per city, then the rest: {runs:?}");
    assert_eq!(runs.last(), Some(&usize::MAX));
    let nowhere: Vec<Uuid> = places[60..].iter().map(|(_, id, _)| *id).collect();
    let mut by_id = nowhere.clone();
    by_id.sort();
    assert_eq!(nowhere, by_id, "ties by place id");
}

#[test]
fn searches_run_while_another_thread_writes_and_commits() {
    let index = Arc::new(index_of(&[]));
    let writer = {
        let index = Arc::clone(&index);
        std::thread::spawn(move || {
            for i in 0..200 {
                index
                    .upsert(&doc(
                        &format!("Stream {i}"),
                        &["ramen"],
                        Some((45.5, -122.6)),
                    ))
                    .unwrap();
                if i % 20 == 19 {
                    index.commit().unwrap();
                }
            }
        })
    };
    let mut seen = 0;
    while !writer.is_finished() {
        let found = ids(&index, "ramen", Some((45.5, -122.6, None))).len();
        // Commits only ever add: a later search never sees fewer.
        assert!(found >= seen, "{found} after {seen}");
        seen = found;
    }
    writer.join().unwrap();
    assert_eq!(index.num_docs(), 200);
    let interpretation = interpret("ramen", Some(&location(45.5, -122.6, None))).unwrap();
    let outcome = index
        .search(&interpretation, &SearchOptions::with_limit(50))
        .unwrap();
    assert_eq!(outcome.total_results, 200);
    assert_eq!(outcome.hits.len(), 50);
}

#[test]
fn an_index_kept_in_a_directory_reopens_as_it_was_last_committed_with_its_label() {
    let dir = tempfile::tempdir().unwrap();
    let documents = [
        doc("Slurp House", &["japanese"], Some((45.52, -122.67))),
        doc("Taco Stand", &["mexican"], Some((45.53, -122.66))),
        doc("Far Taqueria", &["mexican"], Some((47.60, -122.33))),
    ];
    let kept = SearchIndex::create_in_dir(dir.path(), IndexConfig::default()).unwrap();
    kept.add_new(&documents).unwrap();
    // An unlabelled commit reopens without a label.
    kept.commit().unwrap();
    let label = Arc::new(std::sync::atomic::AtomicU64::new(1));
    let source = Arc::clone(&label);
    kept.label_commits(move || {
        format!(
            "state {}",
            source.load(std::sync::atomic::Ordering::Acquire)
        )
    });
    kept.delete(place_id("Far Taqueria")).unwrap();
    label.store(2, std::sync::atomic::Ordering::Release);
    kept.commit().unwrap();
    let near = Some((45.52, -122.67, Some(5_000)));
    let expected = (ids(&kept, "tacos", None), ids(&kept, "near me", near));
    assert_eq!(expected.0, [place_id("Taco Stand")]);
    // Staged and never committed: not in the reopened index.
    kept.upsert(&doc("Late Tacos", &["mexican"], None)).unwrap();
    drop(kept);

    let reopened = SearchIndex::open_in_dir(dir.path(), IndexConfig::default()).unwrap();
    assert_eq!(reopened.label.as_deref(), Some("state 2"));
    let index = reopened.index;
    assert_eq!(index.num_docs(), 2);
    assert_eq!(
        (ids(&index, "tacos", None), ids(&index, "near me", near)),
        expected
    );
    // It goes on taking changes, and a later reopening sees them.
    index
        .upsert(&doc("Late Tacos", &["mexican"], None))
        .unwrap();
    index.commit().unwrap();
    drop(index);
    let again = SearchIndex::open_in_dir(dir.path(), IndexConfig::default()).unwrap();
    assert_eq!(
        again.label, None,
        "commits after reopening are unlabelled until labelled"
    );
    assert_eq!(again.index.num_docs(), 3);
}
