//! Raw `apply_batch` throughput on synthetic restaurants (no parsing, no
//! scoring): first import, an identical re-import, and a re-import in which
//! every tenth record changed.
//!
//! cargo run --release -p dietfit-storage --example write_throughput -- sqlite 100000
//! DIETFIT_TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/test \
//!   cargo run --release -p dietfit-storage --example write_throughput -- postgres 100000

use std::time::Instant;

use dietfit_storage::test_util::{TestDatabase, sample_write};
use dietfit_storage::{BatchOutcome, Store, WriteOp};
use time::macros::datetime;

const BATCH: usize = 500;
const COUNTRIES: [&str; 4] = ["US", "CA", "MX", "GB"];
const CUISINES: [&str; 8] = [
    "thai",
    "vegan",
    "pizza",
    "mexican",
    "indian",
    "ethiopian",
    "burger",
    "sushi",
];

/// A write shaped like a real one: about 1.5 KB of observations.
fn synthetic(index: usize, generation: u32) -> WriteOp {
    let external_id = format!("osm:node/{index}");
    let score = (!index.is_multiple_of(7)).then_some((index % 101) as f64);
    let mut write = sample_write(&external_id, &format!("Restaurant {index}"), score);
    write.country = Some(COUNTRIES[index % COUNTRIES.len()].to_owned());
    write.cuisines = vec![
        CUISINES[index % CUISINES.len()].to_owned(),
        CUISINES[(index / 3) % CUISINES.len()].to_owned(),
    ];
    write.detail.cuisine_types = write.cuisines.clone();
    write.detail.name = format!("Restaurant {index} v{generation}");
    let menu: Vec<serde_json::Value> = (0..8)
        .map(|item| {
            serde_json::json!({
                "name": format!("Dish {item} of {index}"),
                "description": "Rice noodles, tofu, peanuts, lime and fresh herbs",
                "labels": ["vegan"],
                "observed_at": "2026-01-10T00:00:00Z",
                "source": format!("https://example.test/{index}/menu"),
            })
        })
        .collect();
    write.record_json = serde_json::json!({
        "external_id": external_id,
        "name": write.detail.name,
        "menu": menu,
        "generation": generation,
    })
    .to_string();
    WriteOp::Upsert(Box::new(write))
}

fn run(store: &Store, label: &str, ops: &[WriteOp]) -> BatchOutcome {
    let now = datetime!(2026-02-01 00:00 UTC);
    let started = Instant::now();
    let mut total = BatchOutcome::default();
    for batch in ops.chunks(BATCH) {
        total += store
            .apply_batch(batch, now)
            .unwrap_or_else(|error| panic!("{label}: {error}"));
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{label:<28} {:>8} rows in {seconds:>7.2} s = {:>9.0} rows/s  {total:?}",
        ops.len(),
        ops.len() as f64 / seconds
    );
    total
}

fn main() {
    let mut args = std::env::args().skip(1);
    let backend = args.next().unwrap_or_else(|| "sqlite".to_owned());
    let count: usize = args
        .next()
        .map(|raw| raw.parse().unwrap_or_else(|_| panic!("not a count: {raw}")))
        .unwrap_or(100_000);
    let db = match backend.as_str() {
        "sqlite" => TestDatabase::sqlite(),
        "postgres" => {
            TestDatabase::postgres().unwrap_or_else(|| panic!("set DIETFIT_TEST_POSTGRES_URL"))
        }
        other => panic!("backend is sqlite or postgres, not {other}"),
    };
    let store = db.open().unwrap_or_else(|error| panic!("open: {error}"));
    println!("backend {backend}, {count} restaurants, batches of {BATCH}");

    let first: Vec<WriteOp> = (0..count).map(|i| synthetic(i, 0)).collect();
    let created = run(&store, "first import (all created)", &first);
    assert_eq!(created.created as usize, count);
    let same = run(&store, "same file again (unchanged)", &first);
    assert_eq!(same.unchanged as usize, count);
    let tenth: Vec<WriteOp> = (0..count)
        .map(|i| synthetic(i, u32::from(i.is_multiple_of(10))))
        .collect();
    let updated = run(&store, "every tenth record changed", &tenth);
    assert_eq!(updated.updated as usize, count.div_ceil(10));
    let stats = store
        .dataset_stats()
        .unwrap_or_else(|error| panic!("stats: {error}"));
    println!(
        "stats: {} restaurants, {} scored, high-water change id {}",
        stats.total_restaurants, stats.total_with_vegan_score, stats.high_water_change_id
    );
}
