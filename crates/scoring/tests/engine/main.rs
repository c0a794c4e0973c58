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
mod kitchen_lines;
mod legend_denials;
mod legend_lists;
mod legend_turns;
mod pointing_back;
mod potato_babka;
mod projections;
mod properties;
mod real_data;
mod redteam;
mod redteam_properties;
mod said_of_the_dishes;
mod scraped;
mod served_sides;
mod sourcing_lines;
mod support;
