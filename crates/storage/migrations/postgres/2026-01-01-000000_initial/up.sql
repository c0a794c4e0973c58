-- Times are UTC microseconds since the Unix epoch (BIGINT) on both backends,
-- always set by the application, never by a column default.

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

-- Append-only. Identity ids are never reused: followers page by id.
CREATE TABLE changes (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    change_type TEXT NOT NULL CHECK (change_type IN ('created', 'updated', 'deleted')),
    service_place_id TEXT NOT NULL,
    changed_at BIGINT NOT NULL UNIQUE,
    changed_fields_json TEXT,
    deleted_at BIGINT,
    snapshot_json TEXT
);
CREATE INDEX changes_type_changed_at ON changes (change_type, changed_at);

-- The last changed_at handed out: each new entry gets max(now, last + 1 us).
CREATE TABLE change_clock (
    id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
    last_changed_at BIGINT NOT NULL
);
INSERT INTO change_clock (id, last_changed_at) VALUES (1, 0);

-- Dataset metadata kept up to date by each write batch (no scan per request).
CREATE TABLE dataset_counters (
    name TEXT PRIMARY KEY NOT NULL,
    value BIGINT NOT NULL
);
INSERT INTO dataset_counters (name, value) VALUES
    ('total_restaurants', 0),
    ('total_with_vegan_score', 0),
    ('vegan_score_sum_micro', 0);

CREATE TABLE dataset_facets (
    facet TEXT NOT NULL,
    label TEXT NOT NULL,
    count BIGINT NOT NULL,
    PRIMARY KEY (facet, label)
);

CREATE TABLE api_keys (
    id TEXT PRIMARY KEY NOT NULL,
    key_hash TEXT NOT NULL UNIQUE,
    display_prefix TEXT NOT NULL,
    tier TEXT NOT NULL,
    label TEXT,
    monthly_limit BIGINT,
    created_at BIGINT NOT NULL,
    revoked_at BIGINT
);

CREATE TABLE usage (
    key_id TEXT NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
    month TEXT NOT NULL,
    used BIGINT NOT NULL,
    PRIMARY KEY (key_id, month)
);
