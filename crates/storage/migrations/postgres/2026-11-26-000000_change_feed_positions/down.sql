ALTER TABLE change_clock
    DROP COLUMN deleted_entries,
    DROP COLUMN updated_entries,
    DROP COLUMN created_entries;
ALTER TABLE changes DROP COLUMN type_position;
