#!/usr/bin/env bash
# The PostgreSQL anchor of the search figures: what a plain database answers
# for the same distinct located traffic, so the in-memory engine's figures
# can be read against it (issue 17 asks for at least ten times this).
#
# Loads the given JSON Lines into a fresh schema of the given PostgreSQL
# database: one row per restaurant with its coordinates and a tsvector of
# its name, cuisines, categories and menu (GIN index) and a GiST index on
# its point, so the planner can combine the words and the box. Then runs pgbench with a script where every transaction is
# its own search: a random one of the load script's located words at a
# random point within about 2 km of a random metro centre, full-text match,
# a bounding box, a haversine radius of 5 km, ts_rank order, ten rows, and
# the count of every match (as total_results). Prints pgbench's report and
# a last line "pg-anchor tps N".
#
# Usage: scripts/pg-anchor.sh [--data FILE] [--url postgres://...]
#                             [--clients 8] [--duration 20] [--keep]
#
# Defaults: the bundled fixtures; DIETFIT_TEST_POSTGRES_URL or
# postgres://postgres@127.0.0.1:5432/test. The schema (dietfit_anchor) is
# dropped on exit unless --keep. Needs psql, pgbench and jq.
#
# The machine's cores are shared by pgbench and the server: run it right
# after scripts/load.sh and compare the two on the same data.

set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
data="$repo_root/fixtures/restaurants.jsonl"
url="${DIETFIT_TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"
clients=8
duration=20
keep=0
schema=dietfit_anchor

while [[ $# -gt 0 ]]; do
    case "$1" in
        --data) data="$2"; shift 2 ;;
        --url) url="$2"; shift 2 ;;
        --clients) clients="$2"; shift 2 ;;
        --duration) duration="$2"; shift 2 ;;
        --keep) keep=1; shift ;;
        -h|--help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "pg-anchor.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done
for tool in psql pgbench jq; do
    command -v "$tool" >/dev/null || { echo "pg-anchor.sh: $tool is required" >&2; exit 2; }
done
[[ -r "$data" ]] || { echo "pg-anchor.sh: cannot read $data" >&2; exit 2; }

work="$(mktemp -d -t dietfit-anchor.XXXXXX)"
cleanup() {
    local status=$?
    if [[ $keep -eq 0 ]]; then
        psql -q "$url" -c "DROP SCHEMA IF EXISTS $schema CASCADE" >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
    exit "$status"
}
trap cleanup EXIT

echo "== loading $data into $schema"
psql -q -v ON_ERROR_STOP=1 "$url" <<SQL
DROP SCHEMA IF EXISTS $schema CASCADE;
CREATE SCHEMA $schema;
CREATE TABLE $schema.restaurant (
    id text PRIMARY KEY, name text, lat double precision, lng double precision,
    body text, doc tsvector);
SQL
# One CSV row per restaurant with coordinates: id, name, lat, lng, text.
jq -r 'select(.coordinates != null and (.deleted // false | not)) |
    [.external_id, (.name // ""), .coordinates.lat, .coordinates.lng,
     ([.name // "", (.cuisines // [])[], (.categories // [])[],
       ((.menu // [])[] | .name, (.description // ""), ((.labels // [])[]))] | join(" "))]
    | @csv' "$data" > "$work/rows.csv"
psql -q -v ON_ERROR_STOP=1 "$url" <<SQL
\\copy $schema.restaurant (id, name, lat, lng, body) FROM '$work/rows.csv' WITH (FORMAT csv)
UPDATE $schema.restaurant SET doc = to_tsvector('english', body);
CREATE INDEX ON $schema.restaurant USING gin (doc);
CREATE INDEX ON $schema.restaurant USING gist (point(lng, lat));
ANALYZE $schema.restaurant;
SQL
rows="$(psql -qtA "$url" -c "SELECT count(*) FROM $schema.restaurant")"
echo "$rows rows"

# Metro centres of the load script's located queries, and its words.
cat > "$work/search.sql" <<SQL
\\set metro random(1, 8)
\\set word random(1, 10)
\\set dlat random(-1000, 1000)
\\set dlng random(-1000, 1000)
SELECT r.id, r.name, r.d, r.rank, count(*) OVER () AS total FROM (
  SELECT t.id, t.name,
    2 * 6371008.8 * asin(sqrt(sin(radians(t.lat - c.lat) / 2) ^ 2
      + cos(radians(c.lat)) * cos(radians(t.lat)) * sin(radians(t.lng - c.lng) / 2) ^ 2)) AS d,
    ts_rank(t.doc, q.q) AS rank
  FROM $schema.restaurant t,
    (SELECT (ARRAY[45.5231, 47.6350, 40.7359, 41.9000, 37.7680, 30.2750, 34.0736, 39.7420])[:metro]
              + :dlat * 0.000018 AS lat,
            (ARRAY[-122.6650, -122.3330, -73.9911, -87.6600, -122.4330, -97.7400, -118.2900, -104.9800])[:metro]
              + :dlng * 0.000024 AS lng) c,
    (SELECT plainto_tsquery('english', (ARRAY['vegan', 'thai', 'ramen', 'pizza', 'indian',
       'tacos', 'pho', 'brunch', 'falafel', 'noodle soup'])[:word]) AS q) q
  WHERE t.doc @@ q.q
    AND point(t.lng, t.lat) <@ box(point(c.lng - 0.0640, c.lat - 0.0451),
                                   point(c.lng + 0.0640, c.lat + 0.0451))
) r WHERE r.d <= 5000 ORDER BY r.rank DESC, r.d LIMIT 10;
SQL
echo "== pgbench -c $clients -j $clients -T $duration"
pgbench -n -c "$clients" -j "$clients" -T "$duration" -f "$work/search.sql" "$url" | tee "$work/pgbench.txt"
tps="$(awk '/^tps = / { printf "%.0f", $3 }' "$work/pgbench.txt")"
echo "pg-anchor tps $tps"
