//! The cost of one change-feed page (`Store::list_changes`, page 1 of 100,
//! since before the first entry) over a feed of N entries, with and without
//! a type filter: the total each page reports must not cost a count of the
//! whole 30-day window.
//!
//! cargo run --release -p dietfit-storage --example change_feed_page -- sqlite 200000
//! DIETFIT_TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/test \
//!   cargo run --release -p dietfit-storage --example change_feed_page -- postgres 200000

use std::time::Instant;

use dietfit_contract::ChangeType;
use dietfit_storage::test_util::{TestDatabase, sample_write};
use dietfit_storage::{Store, WriteOp};
use time::macros::datetime;

const BATCH: usize = 1000;
const PAGES: u32 = 50;

fn time_pages(store: &Store, label: &str, change_type: Option<ChangeType>) {
    let since = datetime!(2026-01-31 00:00 UTC);
    let started = Instant::now();
    let mut total = 0;
    for _ in 0..PAGES {
        let page = store
            .list_changes(since, change_type, 1, 100)
            .unwrap_or_else(|error| panic!("{label}: {error}"));
        total = page.total;
    }
    let per_page = started.elapsed().as_secs_f64() * 1000.0 / f64::from(PAGES);
    println!("{label:<24} total {total:>8}  {per_page:>8.3} ms per page");
}

fn main() {
    let mut args = std::env::args().skip(1);
    let backend = args.next().unwrap_or_else(|| "sqlite".to_owned());
    let count: usize = args
        .next()
        .map(|raw| raw.parse().unwrap_or_else(|_| panic!("not a count: {raw}")))
        .unwrap_or(200_000);
    let db = match backend.as_str() {
        "sqlite" => TestDatabase::sqlite(),
        "postgres" => {
            TestDatabase::postgres().unwrap_or_else(|| panic!("set DIETFIT_TEST_POSTGRES_URL"))
        }
        other => panic!("backend is sqlite or postgres, not {other}"),
    };
    let store = db.open().unwrap_or_else(|error| panic!("open: {error}"));
    let now = datetime!(2026-02-01 00:00 UTC);
    // Creates, then every tenth restaurant deleted: two types in the feed.
    let creates: Vec<WriteOp> = (0..count)
        .map(|i| WriteOp::Upsert(Box::new(sample_write(&format!("n:{i}"), "R", None))))
        .collect();
    let deletes: Vec<WriteOp> = (0..count)
        .step_by(10)
        .map(|i| WriteOp::Delete {
            external_id: format!("n:{i}"),
        })
        .collect();
    for batch in creates.chunks(BATCH).chain(deletes.chunks(BATCH)) {
        store
            .apply_batch(batch, now)
            .unwrap_or_else(|error| panic!("write: {error}"));
    }
    println!(
        "backend {backend}, {} feed entries",
        creates.len() + deletes.len()
    );
    time_pages(&store, "any type", None);
    time_pages(&store, "deleted only", Some(ChangeType::Deleted));
}
