//! Query interpretation alone: the twenty queries of the HTTP load run
//! (`scripts/wrk/search.lua`, located and city sets), each interpreted as
//! that run sends it. Interpretation runs once per search that misses the
//! answer cache, before the index is asked anything.
//!
//! cargo bench -p dietfit-search --bench interpret

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use dietfit_contract::Location;
use dietfit_search::interpret;

const LOCATED: &[&str] = &[
    "vegan near me",
    "thai",
    "vegan ramen within 2 miles",
    "gluten free pizza",
    "vegetarian indian within 3 km",
    "cheap tacos",
    "pho near me",
    "vegan brunch",
    "falafel",
    "noodle soup nearby",
];

const CITY: &[&str] = &[
    "ramen in Seattle",
    "vegan brunch in Portland",
    "bbq in Austin",
    "thai in Chicago",
    "gluten free bakery in San Francisco",
    "vegan pizza in Brooklyn",
    "sushi in Los Angeles",
    "vegetarian indian in Denver",
    "tacos in Pasadena",
    "Fern Diner New York",
];

fn interpretation(criterion: &mut Criterion) {
    let location = Location {
        lat: 45.5231,
        lng: -122.665,
        radius_m: None,
    };
    criterion.bench_function("interpret/load_mix_20", |b| {
        b.iter(|| {
            for query in LOCATED {
                black_box(interpret(black_box(query), Some(&location)).ok());
            }
            for query in CITY {
                black_box(interpret(black_box(query), None).ok());
            }
        })
    });
    // The longest query the contract allows, made of long words the
    // vocabulary does not hold: every one is a candidate for spelling
    // correction, so this is the slowest shape a client can send.
    let long_unknown = "unheardof waterfallish ".repeat(22);
    let long_unknown = &long_unknown[..long_unknown.len().min(dietfit_search::QUERY_MAX_CHARS)];
    criterion.bench_function("interpret/longest_unknown_words", |b| {
        b.iter(|| black_box(interpret(black_box(long_unknown), Some(&location)).ok()))
    });
}

criterion_group!(benches, interpretation);
criterion_main!(benches);
