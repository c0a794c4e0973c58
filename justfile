# Conveniences; every recipe is a plain cargo command you can run without just.

run:
    cargo run --release -- serve

test:
    cargo test --workspace

ci:
    bash .ci/run

bench:
    cargo bench --workspace

fmt:
    cargo fmt --all

lint:
    cargo clippy --workspace --all-targets -- -D warnings
