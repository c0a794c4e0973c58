-- The data step has copied every row back into the JSON table, unpacked,
-- when this runs.
DROP TABLE restaurants_packed;
