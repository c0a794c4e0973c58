-- Each change entry's position among the entries of its type (1, 2, 3, ...
-- without gaps, in commit order) and, on the clock, how many of each type
-- were written. The change feed's total for `changed_at > since` is then
-- the last position minus the first position after `since`, plus one: the
-- clock row and one index lookup per type instead of counting 30 days of
-- entries per page.
-- SQLite adds a NOT NULL column only with a default; the application
-- always sets it.
ALTER TABLE changes ADD COLUMN type_position BIGINT NOT NULL DEFAULT 0;
UPDATE changes SET type_position = ranked.position
FROM (
    SELECT id, ROW_NUMBER() OVER (PARTITION BY change_type ORDER BY id) AS position
    FROM changes
) AS ranked
WHERE changes.id = ranked.id;

ALTER TABLE change_clock ADD COLUMN created_entries BIGINT NOT NULL DEFAULT 0;
ALTER TABLE change_clock ADD COLUMN updated_entries BIGINT NOT NULL DEFAULT 0;
ALTER TABLE change_clock ADD COLUMN deleted_entries BIGINT NOT NULL DEFAULT 0;
UPDATE change_clock SET
    created_entries = (SELECT COUNT(*) FROM changes WHERE change_type = 'created'),
    updated_entries = (SELECT COUNT(*) FROM changes WHERE change_type = 'updated'),
    deleted_entries = (SELECT COUNT(*) FROM changes WHERE change_type = 'deleted');
