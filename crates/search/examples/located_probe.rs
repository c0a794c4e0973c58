//! Distinct located searches over a JSON Lines file, in process.
//!
//! ```text
//! cargo run --release -p dietfit-search --example located_probe -- FILE [ROUNDS]
//! ```
//!
//! Indexes FILE (ingest format, e.g. the generator's output) the way the
//! server's start-up does, then runs ROUNDS (default 200) rounds of the
//! load script's ten located queries, each at its own point within about
//! 2 km of its metro centre (fast mode's limit of 5, the queries' profile
//! diets), and prints the mean time per query and a checksum of every
//! answer (hit ids, score bits, totals): two builds with the same checksum
//! gave the same answers. The vegan score is a seeded stand-in (the scoring
//! engine is not run), so scores differ from the server's.
//!
//! `DIETFIT_PROBE_PAGED=1` loads pages of 1,000 in id order instead, as the
//! server did before it sorted the whole table; `DIETFIT_PROBE_DUMP=1`
//! prints every answer.

use std::hint::black_box;
use std::time::Instant;

use dietfit_contract::{Diet, IngestRecord, Location};
use dietfit_search::{IndexConfig, SearchDocument, SearchIndex, SearchOptions, interpret};

#[path = "../benches/support/rng.rs"]
mod rng;
use rng::Rng;

/// scripts/wrk/search.lua's located set: query, metro centre, profile diet.
const QUERIES: &[(&str, f64, f64, Option<Diet>)] = &[
    ("vegan near me", 45.5231, -122.6650, Some(Diet::StrictVegan)),
    ("thai", 47.6350, -122.3330, None),
    (
        "vegan ramen within 2 miles",
        40.7359,
        -73.9911,
        Some(Diet::StrictVegan),
    ),
    (
        "gluten free pizza",
        41.9000,
        -87.6600,
        Some(Diet::GlutenFree),
    ),
    (
        "vegetarian indian within 3 km",
        37.7680,
        -122.4330,
        Some(Diet::Vegetarian),
    ),
    ("cheap tacos", 30.2750, -97.7400, None),
    ("pho near me", 34.0736, -118.2900, None),
    ("vegan brunch", 40.6840, -73.9600, Some(Diet::StrictVegan)),
    ("falafel", 39.7420, -104.9800, None),
    ("noodle soup nearby", 37.8100, -122.2650, None),
];

fn read_documents(path: &str) -> Vec<SearchDocument> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|error| panic!("{path}: {error}"));
    let mut scores = Rng(11);
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .filter_map(|line| IngestRecord::parse_line(line).ok())
        .filter_map(|record| SearchDocument::from_ingest(&record))
        .map(|mut document| {
            document.vegan_score = Some((scores.next() % 100) as f64);
            document
        })
        .collect()
}

fn build(mut documents: Vec<SearchDocument>) -> SearchIndex {
    let index = SearchIndex::new(IndexConfig::default()).expect("index");
    let started = Instant::now();
    if std::env::var_os("DIETFIT_PROBE_PAGED").is_some() {
        documents.sort_by_key(|document| document.place_id);
        for page in documents.chunks(1000) {
            index.load(page.to_vec()).expect("load");
        }
    } else {
        index.load(documents).expect("load");
    }
    index.merge_segments().expect("merge");
    eprintln!(
        "indexed {} places in {:.1} s ({} bytes)",
        index.num_docs(),
        started.elapsed().as_secs_f64(),
        index.index_bytes().unwrap_or(0)
    );
    index
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: located_probe FILE [ROUNDS]");
    let rounds: usize = args.next().map_or(200, |n| n.parse().expect("ROUNDS"));
    let dump = std::env::var_os("DIETFIT_PROBE_DUMP").is_some();
    let index = build(read_documents(&path));

    let mut seconds = vec![0.0f64; QUERIES.len()];
    let mut totals = vec![0u64; QUERIES.len()];
    let mut checksum = 0u64;
    let mut points = Rng(5);
    let started = Instant::now();
    for _ in 0..rounds {
        for (i, (query, lat, lng, diet)) in QUERIES.iter().enumerate() {
            let location = Location {
                lat: lat + (points.unit() - 0.5) * 0.036,
                lng: lng + (points.unit() - 0.5) * 0.048,
                radius_m: None,
            };
            let began = Instant::now();
            let interpretation = interpret(query, Some(&location)).expect("interpret");
            let options = SearchOptions {
                limit: 5,
                profile_diet: *diet,
            };
            let outcome = index.search(&interpretation, &options).expect("search");
            seconds[i] += began.elapsed().as_secs_f64();
            totals[i] += outcome.total_results;
            for hit in &outcome.hits {
                checksum =
                    checksum.rotate_left(7) ^ (hit.place_id.as_u128() as u64) ^ hit.score.to_bits();
            }
            checksum ^= outcome.total_results;
            if dump {
                let hits: Vec<String> = outcome
                    .hits
                    .iter()
                    .map(|hit| format!("{}:{:?}", hit.place_id, hit.score))
                    .collect();
                println!("{i} {} {}", outcome.total_results, hits.join(" "));
            }
            black_box(&outcome);
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    for (i, (query, ..)) in QUERIES.iter().enumerate() {
        println!(
            "{query:32} {:8.1} us/search {:8.0} results",
            seconds[i] / rounds as f64 * 1e6,
            totals[i] as f64 / rounds as f64
        );
    }
    println!(
        "mean {:.1} us/search over {} searches; checksum {checksum:016x}",
        elapsed / (rounds * QUERIES.len()) as f64 * 1e6,
        rounds * QUERIES.len()
    );
}
