DROP TABLE usage;
DROP TABLE api_keys;
DROP TABLE dataset_facets;
DROP TABLE dataset_counters;
DROP TABLE change_clock;
DROP TABLE changes;
DROP TABLE restaurants;
