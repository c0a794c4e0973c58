-- Secrets every instance of one deployment shares, by name (the search
-- cursor's signing key, for one): instances share only the database, so a
-- secret kept here signs on one instance and verifies on any other. The
-- application generates the value and inserts it once (the first insert
-- wins); a secret is never sent to clients or logged.
CREATE TABLE server_secrets (
    name TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
