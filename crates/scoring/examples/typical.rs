//! Evaluates and decides the bench's typical restaurant N times (default 1),
//! for repeatable instruction and allocation counts under valgrind, which
//! wall-clock benches on a shared machine cannot give. The per-restaurant
//! figure is the difference between two runs divided by the difference in
//! N, so start-up (building the record, the lexicon trie) cancels out:
//!
//! ```text
//! cargo build --release -p dietfit-scoring --example typical
//! valgrind --tool=cachegrind --cache-sim=no target/release/examples/typical 1
//! valgrind --tool=cachegrind --cache-sim=no target/release/examples/typical 101
//! valgrind --tool=dhat target/release/examples/typical 101   # allocations
//! ```
//!
//! A second argument `evaluate` or `decide` runs only that half (decide on
//! one evaluation held).

use std::hint::black_box;
use std::process::ExitCode;

use dietfit_contract::{Diet, UserProfile};
use dietfit_scoring::{decide, evaluate, warm_up};
use time::macros::datetime;

#[path = "../benches/support/typical.rs"]
mod typical;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Ok(runs) = args.next().unwrap_or_else(|| "1".to_owned()).parse::<u32>() else {
        eprintln!("usage: typical [RUNS] [evaluate|decide]");
        return ExitCode::from(2);
    };
    let part = args.next().unwrap_or_default();
    warm_up();
    let record = typical::typical_restaurant();
    let now = datetime!(2026-11-22 00:00:00 UTC);
    let profile = UserProfile {
        diet: Diet::StrictVegan,
        exclude_cross_contamination: false,
        dietary_rules: vec!["no honey".to_owned()],
    };
    let held = evaluate(&record, now);
    let mut checksum = 0usize;
    for _ in 0..runs {
        match part.as_str() {
            "evaluate" => checksum += evaluate(black_box(&record), now).evidence.len(),
            "decide" => checksum += decide(black_box(&held), &profile, now).evidence.len(),
            _ => {
                let evaluation = evaluate(black_box(&record), now);
                checksum += decide(&evaluation, black_box(&profile), now).evidence.len();
            }
        }
    }
    println!("{checksum}");
    ExitCode::SUCCESS
}
