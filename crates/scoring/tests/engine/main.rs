//! The scoring engine's integration tests: one binary, several modules.

mod decisions;
mod decisions_hold;
mod declined_words;
mod details;
mod diet_keys;
mod dish_parts;
mod fixture_paths;
mod ingredients;
mod legend_denials;
mod legend_lists;
mod pointing_back;
mod projections;
mod properties;
mod real_data;
mod redteam;
mod redteam_properties;
mod scraped;
mod sourcing_lines;
mod support;
