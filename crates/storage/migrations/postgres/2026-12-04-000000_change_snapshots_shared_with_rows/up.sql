-- A created or updated change entry whose snapshot is the detail its
-- restaurant's row holds now stores none and shares the row's
-- (crates/storage/src/changes.rs): `snapshot_json` NULL on an entry whose
-- `deleted_at` is NULL means "the row's current `detail_json`". Every
-- row's latest entry is such a one until the row changes again, so the
-- feed no longer keeps a second copy of every detail record.
UPDATE changes SET snapshot_json = NULL
WHERE snapshot_json IS NOT NULL
    AND snapshot_json = (
        SELECT restaurants.detail_json FROM restaurants
        WHERE restaurants.service_place_id = changes.service_place_id
    );

-- The entries sharing a row's detail, which get their own copy when a
-- write changes that detail or deletes the row.
CREATE INDEX changes_sharing_row_detail ON changes (service_place_id)
    WHERE snapshot_json IS NULL AND deleted_at IS NULL;
