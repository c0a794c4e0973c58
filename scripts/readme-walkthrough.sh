#!/usr/bin/env bash
# Runs the README's walk-through (the ```sh block after "<!-- walkthrough -->")
# against a freshly started server on a temporary SQLite database, so the
# README's commands stay true. Any failing command fails the script.
# Usage: scripts/readme-walkthrough.sh   (DIETFIT_BIN overrides the binary)
set -euo pipefail
cd "$(dirname "$0")/.."

bin=${DIETFIT_BIN:-${CARGO_TARGET_DIR:-target}/debug/dietfit}
[ -x "$bin" ] || cargo build -q -p dietfit
bin=$(realpath "$bin")
work=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
export DATABASE_URL="sqlite://$work/walkthrough.db"
unset DIETFIT_NOW

"$bin" serve --bind "127.0.0.1:$port" > "$work/serve.log" 2>&1 &
server=$!
cleanup() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

for _ in $(seq 1 150); do
  curl -sf "http://127.0.0.1:$port/v1/health" > /dev/null && break
  kill -0 "$server" 2>/dev/null || { cat "$work/serve.log"; echo "the server did not start" >&2; exit 1; }
  sleep 0.2
done
key=$(grep -o 'svc_test_[0-9a-f]\{64\}' "$work/serve.log" | head -n 1 || true)
if [ -z "$key" ]; then
  cat "$work/serve.log"
  echo "the first start printed no sandbox key" >&2
  exit 1
fi

block=$(awk '/<!-- walkthrough -->/ {found=1; next}
             found && /^```sh/ {inside=1; next}
             inside && /^```/ {exit}
             inside {print}' README.md)
if [ -z "$block" ]; then
  echo "README.md has no walk-through block" >&2
  exit 1
fi
printf '%s\n' "$block" \
  | sed -e "s#cargo run -q --release --#$bin#g" \
        -e "s#^export DIETFIT=.*#export DIETFIT=http://127.0.0.1:$port#" \
        -e "s#^export KEY=.*#export KEY=$key#" \
  > "$work/walkthrough.sh"
bash -euo pipefail "$work/walkthrough.sh" > "$work/walkthrough.out"
echo "README walk-through: every command succeeded ($(grep -c 'curl' "$work/walkthrough.sh") curl commands)"
