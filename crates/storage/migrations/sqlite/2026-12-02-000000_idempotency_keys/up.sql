-- Idempotency-Key (draft-ietf-httpapi-idempotency-key-header): one row per
-- API key and idempotency key. While `response_status` is NULL the request
-- is in flight, held until `locked_until`; once completed the row holds the
-- answer to replay until `expires_at`. `request_hash` is the lowercase hex
-- SHA-256 of what identifies the request (method, path, mode, body), never
-- the body itself; `claim_token` names the one request that holds the row.
CREATE TABLE idempotency_keys (
    key_id TEXT NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
    idempotency_key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    claim_token TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    locked_until BIGINT NOT NULL,
    response_status INTEGER,
    response_headers_json TEXT,
    response_body BLOB,
    PRIMARY KEY (key_id, idempotency_key)
);

-- The purge deletes by expiry.
CREATE INDEX idempotency_keys_by_expiry ON idempotency_keys (expires_at);
