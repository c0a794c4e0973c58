-- The index goes with its table.
DROP TABLE idempotency_keys;
