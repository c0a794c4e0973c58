-- Every created and updated entry stores its own snapshot again.
DROP INDEX changes_sharing_row_detail;
UPDATE changes SET snapshot_json = (
    SELECT restaurants.detail_json FROM restaurants
    WHERE restaurants.service_place_id = changes.service_place_id
)
WHERE snapshot_json IS NULL AND deleted_at IS NULL;
