-- Back to the state after the migration before: the packed rows in
-- `restaurants_packed`, and an empty JSON table (as the initial migration
-- made it) for that migration's data step to copy them back into.
DROP INDEX restaurants_provider_place_id;
ALTER INDEX restaurants_external_id_key RENAME TO restaurants_packed_external_id_key;
ALTER INDEX restaurants_service_id_key RENAME TO restaurants_packed_service_id_key;
ALTER INDEX restaurants_pkey RENAME TO restaurants_packed_pkey;
ALTER TABLE restaurants RENAME TO restaurants_packed;
CREATE TABLE restaurants (
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
    record_json TEXT NOT NULL,
    evaluation_json TEXT NOT NULL,
    detail_json TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    last_evaluated_at BIGINT NOT NULL
);
CREATE INDEX restaurants_provider_place_id ON restaurants (provider_place_id);
