ALTER TABLE change_clock DROP COLUMN deleted_entries;
ALTER TABLE change_clock DROP COLUMN updated_entries;
ALTER TABLE change_clock DROP COLUMN created_entries;
ALTER TABLE changes DROP COLUMN type_position;
