#!/usr/bin/env bash
# Two dietfit instances on one PostgreSQL database behind one address
# (HAProxy, round robin, adding X-Forwarded-For), on 127.0.0.1 only:
# docs/scaling.md's measured run.
#
# 1. imports the data into a fresh PostgreSQL database and creates an
#    internal key;
# 2. starts instance A and instance B on it, each trusting the proxy's
#    address for X-Forwarded-For, and HAProxy in front of both;
# 3. runs wrk (health, distinct searches, decisions) against A alone, then
#    against the shared address, and prints requests/s of each;
# 4. checks what the instances share: a restaurant imported through the CLI
#    is found by searches on A and on B, each timed; a key revoked by
#    `dietfit keys revoke` is refused by both when the command returns.
# Everything it starts is stopped on exit, and the database dropped.
#
# Usage: scripts/two-instances.sh [--duration 10s] [--connections 16]
#   DIETFIT_BIN (default target/release/dietfit), DIETFIT_ADMIN_URL (default
#   postgres://postgres@127.0.0.1:5432/postgres). Needs wrk, haproxy, curl,
#   jq and psql.

set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="${DIETFIT_BIN:-$repo_root/target/release/dietfit}"
admin_url="${DIETFIT_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
data="$repo_root/fixtures/restaurants.jsonl"
duration="10s"
connections=16
while [[ $# -gt 0 ]]; do
    case "$1" in
        --duration) duration="$2"; shift 2 ;;
        --connections) connections="$2"; shift 2 ;;
        --data) data="$2"; shift 2 ;;
        *) echo "usage: $0 [--duration 10s] [--connections 16] [--data FILE]" >&2; exit 2 ;;
    esac
done
for tool in wrk haproxy curl jq psql; do
    command -v "$tool" >/dev/null || { echo "two-instances.sh: $tool is required" >&2; exit 2; }
done
[[ -x "$bin" ]] || { echo "two-instances.sh: build $bin first (cargo build --release -p dietfit)" >&2; exit 2; }

export DIETFIT_NOW="${DIETFIT_NOW:-2026-11-01T00:00:00Z}"
data="$(realpath "$data")"
bin="$(realpath "$bin")"
work="$(mktemp -d -t dietfit-two.XXXXXX)"
# PostgreSQL's kept search index defaults to the working directory: the
# import builds it here, A reopens it, B (the directory locked) builds its own in memory.
cd "$work"
database="dietfit_two_$$"
database_url="${admin_url%/*}/$database"
port_a=$((20000 + RANDOM % 10000))
port_b=$((port_a + 1))
port_lb=$((port_a + 2))
pids=()

cleanup() {
    local status=$?
    trap - EXIT INT TERM
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    psql "$admin_url" -qc "DROP DATABASE IF EXISTS $database" >/dev/null 2>&1 || true
    if [[ $status -ne 0 ]]; then
        echo "two-instances.sh: kept $work (logs)" >&2
    else
        rm -rf "$work"
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

dietfit() { "$bin" --database-url "$database_url" "$@"; }

wait_for() { # wait_for URL PID LOG
    local began=$SECONDS
    until curl -sf "$1" >/dev/null 2>&1; do
        kill -0 "$2" 2>/dev/null || { tail -n 20 "$3" >&2; exit 1; }
        (( SECONDS - began < 300 )) || { echo "two-instances.sh: $1 never answered" >&2; exit 1; }
        sleep 0.2
    done
}

psql "$admin_url" -qc "CREATE DATABASE $database" >/dev/null
echo "== two instances on one PostgreSQL, $(date -u +%Y-%m-%dT%H:%M:%SZ), $(nproc) cores"
dietfit import "$data" >"$work/import.out" 2>"$work/import.err"
echo "import: $(cat "$work/import.out")"
key="$(dietfit keys create --tier internal --label two-instances 2>/dev/null)"
export DIETFIT_LOAD_KEY="$key"

for side in a b; do
    port_var="port_$side"
    RUST_LOG=warn "$bin" --database-url "$database_url" serve --bind "127.0.0.1:${!port_var}" \
        --no-fixtures --trusted-proxies 127.0.0.1 \
        --key-limit-per-minute 100000000 --ip-limit-per-minute 100000000 \
        >"$work/$side.log" 2>&1 &
    pids+=($!)
    wait_for "http://127.0.0.1:${!port_var}/v1/health" "$!" "$work/$side.log"
done
cat >"$work/haproxy.cfg" <<EOF
global
    maxconn 4096
defaults
    mode http
    timeout connect 5s
    timeout client 30s
    timeout server 30s
    option forwardfor
frontend dietfit
    bind 127.0.0.1:$port_lb
    default_backend instances
backend instances
    balance roundrobin
    server a 127.0.0.1:$port_a
    server b 127.0.0.1:$port_b
EOF
haproxy -f "$work/haproxy.cfg" -db >"$work/haproxy.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$port_lb/v1/health" "$!" "$work/haproxy.log"

curl -sf -X POST "http://127.0.0.1:$port_a/v1/search" -H "X-Service-API-Key: $key" \
    -H 'content-type: application/json' -d '{"query":"restaurants in New York","limit":50}' \
    | jq -r '.results[].service_id' >"$work/ids.txt"
export DIETFIT_LOAD_IDS="$work/ids.txt"

run() { # run NAME BASE SCRIPT [ENV=VALUE...]
    local name="$1" target="$2" scenario="$3"
    shift 3
    cat "$repo_root/scripts/wrk/$scenario.lua" "$repo_root/scripts/wrk/common.lua" >"$work/$name.lua"
    env "$@" wrk -t1 -c"$connections" -d"$duration" --timeout 10s -s "$work/$name.lua" "$target" \
        >"$work/$name.wrk" 2>&1
    local line
    line="$(grep '^RESULT ' "$work/$name.wrk" | tail -n 1)"
    printf '%-28s %s\n' "$name" "${line#RESULT }"
}

for target in "one:http://127.0.0.1:$port_a" "two:http://127.0.0.1:$port_lb"; do
    label="${target%%:*}"
    base="${target#*:}"
    run "$label health" "$base" health
    run "$label search-distinct-fast" "$base" search DIETFIT_LOAD_SEARCH=distinct DIETFIT_LOAD_MODE=fast
    run "$label search-distinct" "$base" search DIETFIT_LOAD_SEARCH=distinct
    run "$label decision" "$base" decision
done

# What the instances share: a write reaches both indexes; a revocation both gates.
name="Quokka Two Instances Kitchen $$"
began=$(date +%s.%N)
printf '{"external_id":"two:quokka","name":"%s","cuisines":["vegan"],"coordinates":{"lat":45.52,"lng":-122.68}}\n' \
    "$name" | dietfit import - >/dev/null
for side in a b; do
    port_var="port_$side"
    until curl -sf -X POST "http://127.0.0.1:${!port_var}/v1/search" -H "X-Service-API-Key: $key" \
        -H 'content-type: application/json' -d "{\"query\":\"$name\",\"limit\":1}" \
        | jq -e --arg n "$name" '.results[0].name == $n' >/dev/null; do
        sleep 0.05
    done
    echo "import seen by instance $side after $(awk -v a="$began" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }') s"
done
doomed="$(dietfit keys create --tier sandbox --label doomed 2>/dev/null)"
for side in a b; do
    port_var="port_$side"
    curl -sf "http://127.0.0.1:${!port_var}/v1/restaurants/$(head -n 1 "$work/ids.txt")" \
        -H "X-Service-API-Key: $doomed" >/dev/null
done
doomed_id="$(dietfit keys list | awk '/doomed/ { print $1; exit }')"
dietfit keys revoke "$doomed_id" >/dev/null
for side in a b; do
    port_var="port_$side"
    status="$(curl -s -o /dev/null -w '%{http_code}' \
        "http://127.0.0.1:${!port_var}/v1/restaurants/$(head -n 1 "$work/ids.txt")" \
        -H "X-Service-API-Key: $doomed")"
    echo "revoked key on instance $side right after keys revoke returned: $status"
done
