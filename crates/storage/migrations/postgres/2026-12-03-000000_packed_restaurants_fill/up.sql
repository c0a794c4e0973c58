-- A restaurant's ingest record and evaluation are stored compressed
-- (crates/storage/src/packed.rs), in BLOB columns `packed_record` and
-- `packed_evaluation` instead of the JSON text of `record_json` and
-- `evaluation_json`. SQL cannot compress, so this migration creates the
-- new table and its data step (crates/storage/src/repack.rs), in the same
-- transaction, copies every row into it, packed; the next migration puts it
-- in the old table's place. Copying rather than converting in place keeps
-- the old rows' space free for reuse (SQLite) or returns it at once
-- (PostgreSQL drops the old table's files).
CREATE TABLE restaurants_packed (
    service_place_id TEXT PRIMARY KEY NOT NULL,
    service_id TEXT NOT NULL UNIQUE,
    external_id TEXT NOT NULL UNIQUE,
    provider_place_id TEXT,
    name TEXT,
    city TEXT,
    state TEXT,
    country TEXT,
    lat DOUBLE PRECISION,
    lng DOUBLE PRECISION,
    overall_score DOUBLE PRECISION,
    cuisines_json TEXT NOT NULL,
    scoring_version TEXT NOT NULL,
    packed_record BYTEA NOT NULL,
    packed_evaluation BYTEA NOT NULL,
    detail_json TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    last_evaluated_at BIGINT NOT NULL
);
-- Already compressed: TOAST may move them out of line but need not try to
-- compress them again.
ALTER TABLE restaurants_packed
    ALTER COLUMN packed_record SET STORAGE EXTERNAL,
    ALTER COLUMN packed_evaluation SET STORAGE EXTERNAL;
