-- The packed table, filled by the migration before, takes the place of the
-- JSON one.
DROP TABLE restaurants;
ALTER TABLE restaurants_packed RENAME TO restaurants;
CREATE INDEX restaurants_provider_place_id ON restaurants (provider_place_id);
