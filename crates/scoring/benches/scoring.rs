//! A typical restaurant (30 menu items, 20 reviews, 2 declarations, 1 tag),
//! evaluated and decided for one profile. Throughput is reported in
//! restaurants per second (criterion's "elements").

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use dietfit_contract::{Diet, UserProfile};
use dietfit_scoring::{decide, evaluate, warm_up};
use time::macros::datetime;

#[path = "support/typical.rs"]
mod typical;
use typical::typical_restaurant;

fn bench(c: &mut Criterion) {
    warm_up();
    let record = typical_restaurant();
    assert_eq!(record.menu.len(), 30);
    assert_eq!(record.reviews.len(), 20);
    let now = datetime!(2026-11-22 00:00:00 UTC);
    let profile = UserProfile {
        diet: Diet::StrictVegan,
        exclude_cross_contamination: false,
        dietary_rules: vec!["no honey".to_owned()],
    };
    let mut group = c.benchmark_group("typical_restaurant");
    group.throughput(Throughput::Elements(1));
    group.bench_function("evaluate_and_decide", |b| {
        b.iter(|| {
            let evaluation = evaluate(black_box(&record), now);
            decide(&evaluation, black_box(&profile), now)
        })
    });
    group.bench_function("evaluate", |b| b.iter(|| evaluate(black_box(&record), now)));
    let evaluation = evaluate(&record, now);
    group.bench_function("decide", |b| {
        b.iter(|| decide(black_box(&evaluation), black_box(&profile), now))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
