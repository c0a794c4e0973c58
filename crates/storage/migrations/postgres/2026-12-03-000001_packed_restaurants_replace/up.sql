-- The packed table, filled by the migration before, takes the place of the
-- JSON one, with the index and constraint names the JSON table had.
DROP TABLE restaurants;
ALTER TABLE restaurants_packed RENAME TO restaurants;
ALTER INDEX restaurants_packed_pkey RENAME TO restaurants_pkey;
ALTER INDEX restaurants_packed_service_id_key RENAME TO restaurants_service_id_key;
ALTER INDEX restaurants_packed_external_id_key RENAME TO restaurants_external_id_key;
CREATE INDEX restaurants_provider_place_id ON restaurants (provider_place_id);
