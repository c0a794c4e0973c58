#!/usr/bin/env bash
# HTTP load run against a release build of dietfit, on 127.0.0.1 only.
# By default: distinct located traffic (every search its own point, words and
# profile), its ratios to health on the same server in the last line.
#
# Builds nothing: expects target/release/dietfit (cargo build --release -p dietfit).
# Imports the given JSON Lines (default: the bundled fixtures) into a fresh
# SQLite file in a temp directory, creates an internal key, starts the server
# with per-minute limits out of the way, then runs wrk, one bounded scenario
# after another:
#
#   health             GET /v1/health (no key, no store)
#   search-distinct    POST /v1/search, every request at its own point near a
#                      metro centre, one of forty queries and a random
#                      profile: never answered from the answer cache
#   search-distinct-fast  the same in fast mode
#   lookup             GET /v1/restaurants/{id} (the cheap authenticated route)
#   search-located     POST /v1/search, ten queries with coordinates
#   search-city        POST /v1/search, ten queries with a city and no coordinates
#   search-nationwide  POST /v1/search "vegan", no coordinates and no city
#   search-varied      the located ten, each request at its own coordinates:
#                      never answered from the answer cache
#   search-*-fast      search-located / search-varied in fast mode
#   search-*-gzip      search-located, search-located-fast and search-varied
#                      sending Accept-Encoding: gzip, as oha and most HTTP
#                      clients do: answers from the cache come compressed
#   decision           POST /v1/decision/restaurant-fit
#   search-*-1conn     the three search mixes again over one connection: the
#                      latency of a request that does not queue behind others
#   metering           lookup against this server and against a second one on
#                      the same database with --metering off, alternating
#   bare               health against this server and against a bare actix-web
#                      server answering the same body (examples/bare_health.rs,
#                      built with cargo build --release -p dietfit --example
#                      bare_health), alternating: what dietfit's stack costs
#
# Default scenarios: health, search-distinct-fast, search-distinct, decision,
# lookup. --scenarios all runs every one; --scenarios takes any list.
#
# and prints requests/s, p50/p90/p99 for each, the ratios search/health and
# lookup metered/unmetered, the servers' resident memory, and every 5xx or
# panic line in their logs. Everything it starts is stopped on exit, also on
# failure or Ctrl-C.
#
# Usage: scripts/load.sh [--data FILE | --database FILE] [--duration 20s]
#                        [--connections 16] [--threads 1] [--port 18080]
#                        [--metering-rounds 2] [--scenarios LIST|all]
#                        [--log-level info] [--start-timeout 900] [--keep]
#
# --database uses an existing SQLite file as it is (no import; it is kept):
# a million restaurants take minutes to import, so import once with --keep
# and point later runs at the kept load.db.
#
# Both cores of a small machine are shared by wrk and the server: read the
# ratios (measured in the same run), not the absolute figures alone.

set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="${DIETFIT_BIN:-$repo_root/target/release/dietfit}"
data="$repo_root/fixtures/restaurants.jsonl"
duration="20s"
connections=16
threads=1
port=18080
metering_rounds=2
all_scenarios="health,search-distinct-fast,search-distinct,decision,lookup"
all_scenarios+=",search-located,search-city,search-nationwide,search-varied"
all_scenarios+=",search-located-fast,search-varied-fast"
all_scenarios+=",search-located-gzip,search-located-fast-gzip,search-varied-gzip"
all_scenarios+=",search-located-1conn,search-city-1conn,search-nationwide-1conn,search-varied-1conn"
all_scenarios+=",metering,bare"
scenarios="health,search-distinct-fast,search-distinct,decision,lookup"
existing_database=""
log_level="info"
keep=0
start_timeout=900
# Freshness depends on "now"; a fixed one makes runs comparable.
export DIETFIT_NOW="${DIETFIT_NOW:-2026-11-01T00:00:00Z}"

usage() {
    sed -n '2,50p' "$0" | sed 's/^# \{0,1\}//'
}

while [[ $# -gt 0 ]]; do
    case "$1" in
        --data) data="$2"; shift 2 ;;
        --database) existing_database="$2"; shift 2 ;;
        --duration) duration="$2"; shift 2 ;;
        --connections) connections="$2"; shift 2 ;;
        --threads) threads="$2"; shift 2 ;;
        --port) port="$2"; shift 2 ;;
        --metering-rounds) metering_rounds="$2"; shift 2 ;;
        --scenarios) scenarios="$2"; shift 2 ;;
        --log-level) log_level="$2"; shift 2 ;;
        --start-timeout) start_timeout="$2"; shift 2 ;;
        --keep) keep=1; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "load.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done

[[ "$scenarios" == "all" ]] && scenarios="$all_scenarios"

for tool in wrk curl jq; do
    if ! command -v "$tool" >/dev/null; then
        echo "load.sh: $tool is required (Debian: apt-get install -y $tool)" >&2
        exit 2
    fi
done
if [[ ! -x "$bin" ]]; then
    echo "load.sh: $bin not found; build it first: cargo build --release -p dietfit" >&2
    exit 2
fi
if [[ -n "$existing_database" ]]; then
    if [[ ! -f "$existing_database" ]]; then
        echo "load.sh: no SQLite file at $existing_database" >&2
        exit 2
    fi
elif [[ ! -r "$data" ]]; then
    echo "load.sh: cannot read $data" >&2
    exit 2
fi

work="$(mktemp -d -t dietfit-load.XXXXXX)"
if [[ -n "$existing_database" ]]; then
    database_url="sqlite://$(realpath "$existing_database")"
else
    database_url="sqlite://$work/load.db"
fi
main_pid=""
unmetered_pid=""
bare_pid=""

stop_server() {
    local pid="$1"
    [[ -n "$pid" ]] || return 0
    if kill -0 "$pid" 2>/dev/null; then
        kill -TERM "$pid" 2>/dev/null || true
        # Graceful shutdown waits for in-flight requests; do not wait forever.
        for _ in $(seq 1 100); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
        kill -KILL "$pid" 2>/dev/null || true
    fi
    wait "$pid" 2>/dev/null || true
}

cleanup() {
    local status=$?
    trap - EXIT INT TERM
    stop_server "$main_pid"
    stop_server "$unmetered_pid"
    stop_server "$bare_pid"
    if [[ $keep -eq 1 || $status -ne 0 ]]; then
        echo "load.sh: kept $work (database, server logs, wrk output)" >&2
    else
        rm -rf "$work"
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

dietfit() {
    "$bin" --database-url "$database_url" "$@"
}

vm_field() { # vm_field PID VmRSS|VmHWM -> MiB
    awk -v field="$2:" '$1 == field { printf "%.0f", $2 / 1024 }' "/proc/$1/status" 2>/dev/null || echo "?"
}

start_server() { # start_server PORT LOGFILE EXTRA_ARGS... ; sets started_pid
    local server_port="$1" log="$2"
    shift 2
    RUST_LOG="$log_level" "$bin" --database-url "$database_url" serve \
        --bind "127.0.0.1:$server_port" --no-fixtures \
        --key-limit-per-minute 100000000 --ip-limit-per-minute 100000000 \
        "$@" >"$log" 2>&1 &
    started_pid=$!
    local began=$SECONDS
    until curl -sf "http://127.0.0.1:$server_port/v1/health" >/dev/null 2>&1; do
        if ! kill -0 "$started_pid" 2>/dev/null; then
            echo "load.sh: the server on port $server_port exited during start-up; its log:" >&2
            tail -n 20 "$log" >&2
            return 1
        fi
        if (( SECONDS - began > start_timeout )); then
            echo "load.sh: the server on port $server_port did not answer within ${start_timeout}s" >&2
            return 1
        fi
        sleep 0.2
    done
    echo "server on :$server_port (pid $started_pid) ready after $((SECONDS - began)) s;" \
        "RSS $(vm_field "$started_pid" VmRSS) MiB"
}

# --- data, key, servers -------------------------------------------------------

echo "== dietfit load run $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(nproc) cores, $(uname -r)"
echo "binary $bin; wrk -t$threads -c$connections -d$duration; RUST_LOG=$log_level"

if [[ -n "$existing_database" ]]; then
    echo "database $database_url, used as it is"
else
    echo "data $data"
    import_began=$(date +%s.%N)
    dietfit import "$data" >"$work/import.out" 2>"$work/import.err"
    import_ended=$(date +%s.%N)
    echo "import: $(cat "$work/import.out") in $(awk -v a="$import_began" -v b="$import_ended" 'BEGIN { printf "%.1f", b - a }') s"
fi

api_key="$(dietfit keys create --tier internal --label load-test 2>"$work/keys.err")"
export DIETFIT_LOAD_KEY="$api_key"

base="http://127.0.0.1:$port"
start_server "$port" "$work/server.log"
main_pid=$started_pid

# Service ids to rotate over, and one "<name> <city>" for a named query: taken
# from real answers so the script works on any data set.
curl -sf -X POST "$base/v1/search" -H "X-Service-API-Key: $api_key" \
    -H 'content-type: application/json' \
    -d '{"query":"restaurants in New York","limit":50,"include_evidence":false}' \
    >"$work/seed-search.json"
jq -r '.results[].service_id' "$work/seed-search.json" >"$work/ids.txt"
if [[ ! -s "$work/ids.txt" ]]; then
    echo "load.sh: a seed search found no restaurants in New York; is the data imported?" >&2
    exit 1
fi
export DIETFIT_LOAD_IDS="$work/ids.txt"
named="$(jq -r '.results[0] | (.name // "") + " " + (.address.city // "") | gsub("[\"\\\\]"; "")' \
    "$work/seed-search.json")"
export DIETFIT_LOAD_NAMED="$named"
echo "rotating over $(wc -l <"$work/ids.txt") service ids; named query: \"$named\""

# One request of each kind must succeed before any load: a run that measures
# 401s or 404s measures nothing.
check() { # check DESCRIPTION CURL_ARGS...
    local description="$1" status
    shift
    status="$(curl -s -o "$work/check.json" -w '%{http_code}' "$@")"
    if [[ "$status" != "200" ]]; then
        echo "load.sh: $description answered $status: $(head -c 300 "$work/check.json")" >&2
        exit 1
    fi
}
first_id="$(head -n 1 "$work/ids.txt")"
check "GET /v1/health" "$base/v1/health"
check "GET /v1/restaurants/$first_id" -H "X-Service-API-Key: $api_key" "$base/v1/restaurants/$first_id"
check "POST /v1/search" -X POST -H "X-Service-API-Key: $api_key" -H 'content-type: application/json' \
    -d '{"query":"vegan near me","location":{"lat":45.5231,"lng":-122.665}}' "$base/v1/search"
check "POST /v1/decision/restaurant-fit" -X POST -H "X-Service-API-Key: $api_key" \
    -H 'content-type: application/json' \
    -d "{\"service_id\":\"$first_id\",\"user_profile\":{\"diet\":\"strict_vegan\"}}" \
    "$base/v1/decision/restaurant-fit"

# --- wrk ----------------------------------------------------------------------

declare -A rps p50 p99 cpu_us
results="$work/results.txt"
clock_ticks="$(getconf CLK_TCK)"

cpu_ticks() { # cpu_ticks PID -> user + system clock ticks the process has used
    # Fields 14 and 15 of /proc/PID/stat, counted after the ")" that ends the
    # command name (which may hold spaces).
    sed -E 's/^.*\) //' "/proc/$1/stat" 2>/dev/null | awk '{ print $12 + $13 }' || echo 0
}
: >"$results"

run_wrk() { # run_wrk NAME TARGET_BASE SCRIPT [ENV=VALUE...]; honours run_connections
    local name="$1" target="$2" scenario="$3"
    shift 3
    local conns="${run_connections:-$connections}" wrk_threads="$threads"
    (( wrk_threads > conns )) && wrk_threads="$conns"
    cat "$repo_root/scripts/wrk/$scenario.lua" "$repo_root/scripts/wrk/common.lua" >"$work/$name.lua"
    # The main server's CPU over the run, per request: it moves less than
    # requests/s with what else the machine runs (not with the record
    # cache's warm-up after a start).
    local ticks_before=""
    [[ "$target" == "$base" ]] && ticks_before="$(cpu_ticks "$main_pid")"
    env "$@" wrk -t"$wrk_threads" -c"$conns" -d"$duration" --timeout 10s \
        -s "$work/$name.lua" "$target" >"$work/$name.wrk" 2>&1 || {
        echo "load.sh: wrk failed for $name:" >&2
        cat "$work/$name.wrk" >&2
        exit 1
    }
    local line
    line="$(grep '^RESULT ' "$work/$name.wrk" | tail -n 1)"
    if [[ -z "$line" ]]; then
        echo "load.sh: wrk printed no result for $name:" >&2
        cat "$work/$name.wrk" >&2
        exit 1
    fi
    echo "$name ${line#RESULT }" >>"$results"
    rps[$name]="$(sed -E 's/.*rps=([0-9.]+).*/\1/' <<<"$line")"
    p50[$name]="$(sed -E 's/.*p50_ms=([0-9.]+).*/\1/' <<<"$line")"
    p99[$name]="$(sed -E 's/.*p99_ms=([0-9.]+).*/\1/' <<<"$line")"
    local non2xx socket_errors
    non2xx="$(sed -E 's/.*non2xx=([0-9]+).*/\1/' <<<"$line")"
    socket_errors="$(sed -E 's/.*socket_errors=([0-9]+).*/\1/' <<<"$line")"
    local requests
    requests="$(sed -E 's/.*requests=([0-9]+).*/\1/' <<<"$line")"
    if [[ -n "$ticks_before" && "$requests" -gt 0 ]]; then
        cpu_us[$name]="$(awk -v t="$(( $(cpu_ticks "$main_pid") - ticks_before ))" -v hz="$clock_ticks" \
            -v n="$requests" 'BEGIN { printf "%.1f", t / hz * 1e6 / n }')"
    fi
    printf '%-22s %10s req/s   p50 %8s ms   p99 %8s ms   server CPU %7s us/req' "$name" "${rps[$name]}" \
        "${p50[$name]}" "${p99[$name]}" "${cpu_us[$name]:-?}"
    if [[ "$non2xx" != "0" || "$socket_errors" != "0" ]]; then
        printf '   !! %s non-2xx, %s socket errors' "$non2xx" "$socket_errors"
    fi
    printf '\n'
}

wanted() { [[ ",$scenarios," == *",$1,"* ]]; }

wanted health && run_wrk health "$base" health
wanted search-distinct-fast && run_wrk search-distinct-fast "$base" search DIETFIT_LOAD_SEARCH=distinct DIETFIT_LOAD_MODE=fast
wanted search-distinct && run_wrk search-distinct "$base" search DIETFIT_LOAD_SEARCH=distinct
wanted lookup && run_wrk lookup "$base" lookup
wanted search-located && run_wrk search-located "$base" search DIETFIT_LOAD_SEARCH=located
wanted search-city && run_wrk search-city "$base" search DIETFIT_LOAD_SEARCH=city
wanted search-nationwide && run_wrk search-nationwide "$base" search DIETFIT_LOAD_SEARCH=nationwide
wanted search-varied && run_wrk search-varied "$base" search DIETFIT_LOAD_SEARCH=varied
wanted search-located-fast && run_wrk search-located-fast "$base" search DIETFIT_LOAD_SEARCH=located DIETFIT_LOAD_MODE=fast
wanted search-varied-fast && run_wrk search-varied-fast "$base" search DIETFIT_LOAD_SEARCH=varied DIETFIT_LOAD_MODE=fast
wanted decision && run_wrk decision "$base" decision
gzip=DIETFIT_LOAD_ACCEPT_ENCODING=gzip
wanted search-located-gzip && run_wrk search-located-gzip "$base" search DIETFIT_LOAD_SEARCH=located $gzip
wanted search-located-fast-gzip && run_wrk search-located-fast-gzip "$base" search DIETFIT_LOAD_SEARCH=located DIETFIT_LOAD_MODE=fast $gzip
wanted search-varied-gzip && run_wrk search-varied-gzip "$base" search DIETFIT_LOAD_SEARCH=varied $gzip
run_connections=1
wanted search-located-1conn && run_wrk search-located-1conn "$base" search DIETFIT_LOAD_SEARCH=located
wanted search-city-1conn && run_wrk search-city-1conn "$base" search DIETFIT_LOAD_SEARCH=city
wanted search-nationwide-1conn && run_wrk search-nationwide-1conn "$base" search DIETFIT_LOAD_SEARCH=nationwide
wanted search-varied-1conn && run_wrk search-varied-1conn "$base" search DIETFIT_LOAD_SEARCH=varied
run_connections=""

main_rss_after="$(vm_field "$main_pid" VmRSS)"
main_hwm="$(vm_field "$main_pid" VmHWM)"

if wanted metering; then
    # A second server on the same database, metering off; both stay up and
    # the runs alternate so drift (other load, page cache) hits both alike.
    unmetered_port=$((port + 1))
    start_server "$unmetered_port" "$work/server-unmetered.log" --metering off
    unmetered_pid=$started_pid
    for round in $(seq 1 "$metering_rounds"); do
        run_wrk "lookup-metered-$round" "$base" lookup
        run_wrk "lookup-unmetered-$round" "http://127.0.0.1:$unmetered_port" lookup
    done
fi

if wanted bare; then
    # The floor: the same body from actix-web alone, same worker count as
    # the server's default; both stay up and the runs alternate.
    bare_bin="$(dirname "$bin")/examples/bare_health"
    if [[ ! -x "$bare_bin" ]]; then
        echo "load.sh: $bare_bin not found; build it: cargo build --release -p dietfit --example bare_health" >&2
        exit 2
    fi
    bare_port=$((port + 2))
    "$bare_bin" "127.0.0.1:$bare_port" >"$work/bare.log" 2>&1 &
    bare_pid=$!
    for _ in $(seq 1 50); do
        curl -sf "http://127.0.0.1:$bare_port/v1/health" >/dev/null && break
        sleep 0.1
    done
    for round in $(seq 1 "$metering_rounds"); do
        run_wrk "health-dietfit-$round" "$base" health
        run_wrk "health-bare-$round" "http://127.0.0.1:$bare_port" health
    done
fi

# --- summary ------------------------------------------------------------------

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.3f", a / b; else print "?" }'; }

echo
echo "== ratios (same run)"
if [[ -n "${rps[health]:-}" ]]; then
    for name in search-distinct-fast search-distinct lookup search-located search-city search-nationwide search-varied \
        search-located-fast search-varied-fast decision \
        search-located-gzip search-located-fast-gzip search-varied-gzip; do
        [[ -n "${rps[$name]:-}" ]] && echo "$name / health throughput: $(ratio "${rps[$name]}" "${rps[health]}")"
    done
fi
# alternating_ratio A B LABEL: each round's A-N / B-N and all rounds' sums;
# sets $overall.
alternating_ratio() {
    local a="$1" b="$2" label="$3" a_sum=0 b_sum=0 round
    for round in $(seq 1 "$metering_rounds"); do
        a_sum="$(awk -v s="$a_sum" -v r="${rps[$a-$round]}" 'BEGIN { print s + r }')"
        b_sum="$(awk -v s="$b_sum" -v r="${rps[$b-$round]}" 'BEGIN { print s + r }')"
        echo "round $round $label: $(ratio "${rps[$a-$round]}" "${rps[$b-$round]}")"
    done
    overall="$(ratio "$a_sum" "$b_sum")"
}
if wanted metering; then
    alternating_ratio lookup-metered lookup-unmetered "lookup metered / unmetered"
    echo "all rounds lookup metered / unmetered: $overall" \
        "(metering costs $(awk -v r="$overall" 'BEGIN { printf "%.1f", (1 - r) * 100 }') % of throughput)"
fi
if wanted bare; then
    alternating_ratio health-dietfit health-bare "health dietfit / bare actix-web"
    echo "all rounds health dietfit / bare actix-web: $overall"
fi

echo
echo "== resident memory"
echo "main server: VmRSS $main_rss_after MiB after the main scenarios, peak (VmHWM) $main_hwm MiB"
[[ -n "$unmetered_pid" ]] && echo "unmetered server: VmRSS $(vm_field "$unmetered_pid" VmRSS) MiB"

echo
echo "== server errors (5xx and panics in the logs)"
found=0
for log in "$work"/server*.log; do
    # The request middleware logs 5xx answers at WARN as "METHOD PATH 5xx";
    # the panic guard logs "panic while handling".
    if grep -E ' (GET|POST) [^ ]+ 5[0-9][0-9] |panic|ERROR' "$log" >"$work/errors.txt"; then
        found=1
        echo "$(basename "$log"): $(wc -l <"$work/errors.txt") lines, first ones:"
        head -n 10 "$work/errors.txt"
    fi
done
[[ $found -eq 0 ]] && echo "none"

echo
echo "raw wrk results: $results"
cat "$results"

# Server CPU per request, and health's as a share of each: the server's own
# work per request, which a host slowing every process (or wrk sharing its
# cores) moves less than requests/s.
cpu_share() { [[ -n "${cpu_us[$1]:-}" && -n "${cpu_us[health]:-}" ]] && ratio "${cpu_us[health]}" "${cpu_us[$1]}" || echo "?"; }
echo "CPU health_us=${cpu_us[health]:-?} distinct_fast_us=${cpu_us[search-distinct-fast]:-?}" \
    "distinct_rich_us=${cpu_us[search-distinct]:-?} decision_us=${cpu_us[decision]:-?}" \
    "lookup_us=${cpu_us[lookup]:-?} health/distinct_fast=$(cpu_share search-distinct-fast)" \
    "health/distinct_rich=$(cpu_share search-distinct) health/decision=$(cpu_share decision)"

# The last line: the targets' ratios of this run (issue 17), "?" for a
# scenario not run.
share() { [[ -n "${rps[$1]:-}" && -n "${rps[health]:-}" ]] && ratio "${rps[$1]}" "${rps[health]}" || echo "?"; }
echo "RATIOS health_rps=${rps[health]:-?} distinct_fast/health=$(share search-distinct-fast)" \
    "distinct_rich/health=$(share search-distinct) decision/health=$(share decision)" \
    "lookup/health=$(share lookup)"
