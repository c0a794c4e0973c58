# Conveniences; every recipe is a plain cargo command you can run without just.

run:
    cargo run --release -- serve

test:
    cargo test --workspace

ci:
    bash .ci/run

# In-process criterion benches (scoring, search, auth gate; slow: minutes). HTTP load is
# separate: cargo build --release -p dietfit, then scripts/load.sh [--data FILE]
# (needs wrk, curl and jq; --help lists the options; figures in docs/benchmarks.md).
bench:
    cargo bench --workspace --benches
    @echo "HTTP load: cargo build --release -p dietfit && scripts/load.sh --help"

fmt:
    cargo fmt --all

lint:
    cargo clippy --workspace --all-targets -- -D warnings
