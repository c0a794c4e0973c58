//! The scoring engine's integration tests: one binary, several modules.

mod decisions;
mod decisions_hold;
mod declined_words;
mod details;
mod diet_keys;
mod diners_own_diet;
mod dish_parts;
mod fixture_paths;
mod ingredients;
mod legend_denials;
mod legend_lists;
mod pointing_back;
mod potato_babka;
mod projections;
mod properties;
mod real_data;
mod redteam;
mod redteam_properties;
mod scraped;
mod support;
