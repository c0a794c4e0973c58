#!/usr/bin/env bash
# Runs schemathesis (every check) against docs/openapi.json and a freshly
# started server on a temporary SQLite database with the bundled fixtures
# and an Enterprise key, so every route answers past the gate. Exits
# non-zero on any failure. Config: .ci/schemathesis.toml.
# Usage: scripts/schemathesis.sh [MAX_SECONDS]   (DIETFIT_BIN overrides the
# binary, SCHEMATHESIS the schemathesis command)
set -euo pipefail
cd "$(dirname "$0")/.."

max_time=${1:-120}
st=${SCHEMATHESIS:-schemathesis}
bin=${DIETFIT_BIN:-${CARGO_TARGET_DIR:-target}/debug/dietfit}
[ -x "$bin" ] || cargo build -q -p dietfit
bin=$(realpath "$bin")
work=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
export DATABASE_URL="sqlite://$work/schemathesis.db"
# The run sends thousands of requests from one address with one key, and
# the per-key limit counts each restaurant of a batch.
export DIETFIT_IP_LIMIT_PER_MINUTE=1000000
export DIETFIT_KEY_LIMIT_PER_MINUTE=1000000
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
key=$("$bin" keys create --tier enterprise --label schemathesis 2>/dev/null | grep -o 'svc_live_[0-9a-f]\{64\}')

"$st" --config-file .ci/schemathesis.toml run docs/openapi.json \
  --url "http://127.0.0.1:$port" \
  --header "X-Service-API-Key: $key" \
  --checks all \
  --exclude-deprecated \
  --max-time "$max_time" \
  --seed "${SCHEMATHESIS_SEED:-$RANDOM}" \
  --no-color
