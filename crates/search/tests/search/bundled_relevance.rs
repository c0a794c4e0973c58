//! Relevance on the bundled fixtures, indexed as the server indexes them:
//! queries across cuisines, dishes, diets, cities, radii and names, each
//! with what a diner would want to see in the top 3. Expectations were
//! chosen by reading fixtures/restaurants.jsonl, not by running the engine.

use dietfit_contract::{Intent, Location};

use crate::bundled::{Bundled, bundled};

/// Where the query is asked from: (lat, lng, explicit radius_m).
type At = Option<(f64, f64, Option<u32>)>;

/// What the top 3 must look like. Restaurants are named "Name" when the
/// name is unique in the fixtures, else "Name (City)".
enum Expect {
    /// Each of these is in the top 3.
    InTop3(&'static [&'static str]),
    /// Each of the top 3 is one of these (several equally good answers).
    Top3Within(&'static [&'static str]),
}

use Expect::{InTop3, Top3Within};

struct Case {
    query: &'static str,
    at: At,
    expect: Expect,
}

const fn case(query: &'static str, at: At, expect: Expect) -> Case {
    Case { query, at, expect }
}

/// Next to Fern Canteen in Crown Heights, Brooklyn (Kofi's Cafe is 195 m
/// away, Driftwood Oyster Bar 1.2 km, Captain's Oyster Bar 1.7 km).
const CROWN_HEIGHTS: (f64, f64) = (40.6656, -73.9364);
/// Lincoln Park, Chicago (Umi Sushi 0.7 km, Plant Power on Halsted 1.7 km).
const LINCOLN_PARK: (f64, f64) = (41.9078, -87.6541);

const fn at(point: (f64, f64), radius_m: Option<u32>) -> At {
    Some((point.0, point.1, radius_m))
}

const CASES: &[Case] = &[
    // A restaurant by name: exact, with its city, lower case, misspelt.
    case("Umi Ramen House", None, InTop3(&["Umi Ramen House"])),
    case(
        "Green Leaf on Mission",
        None,
        InTop3(&["Green Leaf on Mission"]),
    ),
    case("abyssinia cafe seattle", None, InTop3(&["Abyssinia Cafe"])),
    case("meskerem kitchen", None, InTop3(&["Meskerem Kitchen"])),
    case("Thai Orchid Gardn", None, InTop3(&["Thai Orchid Garden"])),
    // Cuisines in a city: the restaurants of that cuisine, not the ones
    // that have one such dish on the menu.
    case(
        "thai in Seattle",
        None,
        Top3Within(&[
            "Thai Orchid Garden",
            "Carmen's Noodle Bar",
            "Sawasdee Street Food (Seattle)",
        ]),
    ),
    case(
        "ethiopian in Seattle",
        None,
        InTop3(&["Abyssinia Cafe", "Meskerem Cafe"]),
    ),
    case(
        "korean food in Denver",
        None,
        InTop3(&["Hanok BBQ", "Hanok Tofu House", "Omar's Kitchen"]),
    ),
    case("indian in Chicago", None, InTop3(&["Masala on Broadway"])),
    case(
        "mexican in Portland",
        None,
        InTop3(&[
            "La Michoacana Azul",
            "La Palma Azul",
            "La Cocina de Mi Tierra",
        ]),
    ),
    case(
        "bbq in Portland",
        None,
        Top3Within(&[
            "Red Brick Smokehouse",
            "Big Sky Pit Stop (Portland)",
            "Ravi's BBQ",
        ]),
    ),
    case(
        "steakhouse in Denver",
        None,
        InTop3(&["Cattlemen's Steakhouse", "Chophouse & Oyster Bar"]),
    ),
    case(
        "seafood in Chicago",
        None,
        Top3Within(&[
            "Tide Seafood",
            "Pier Clam Bar",
            "Captain's on Division",
            "Abebe's Crab Shack",
        ]),
    ),
    case(
        "sushi in San Francisco",
        None,
        InTop3(&["Otis's Sushi Bar"]),
    ),
    // Dishes.
    case(
        "pho in New York",
        None,
        InTop3(&["Banh Mi Kitchen", "Lena's House"]),
    ),
    case("dumplings in New York", None, InTop3(&["Golden Garden"])),
    case(
        "injera in Austin",
        None,
        Top3Within(&[
            "Abyssinia Restaurant",
            "Queen of Sheba Restaurant",
            "Addis Market (Austin)",
            "Gojo Cafe",
            "Ivy's Restaurant",
        ]),
    ),
    case("falafel in Denver", None, InTop3(&["Olive Cafe"])),
    case("burger in Seattle", None, InTop3(&["Maple Burger Bar"])),
    case(
        "kimchi in Seattle",
        None,
        Top3Within(&[
            "Jeju on Eastlake",
            "Mapo Kitchen",
            "Hanok on 15th",
            "Mapo Tofu House",
        ]),
    ),
    case(
        "coffee in Seattle",
        None,
        InTop3(&["Sunny Coffee", "Hearth Coffee"]),
    ),
    case(
        "noodle soup in Portland",
        None,
        InTop3(&["Mei's Noodle Bar", "Kaze Ramen House"]),
    ),
    // Diets, with and without a cuisine or dish.
    case(
        "vegan ramen in Seattle",
        None,
        InTop3(&["Umi Ramen House", "Umi Noodle Bar"]),
    ),
    case(
        "vegan in Denver",
        None,
        Top3Within(&[
            "Wildroot Table",
            "Clover Diner",
            "Seed Table",
            "Clover Canteen (Denver)",
        ]),
    ),
    case(
        "vegan tacos in Los Angeles",
        None,
        Top3Within(&[
            "Root Down Eatery (Los Angeles)",
            "Clover Canteen (Los Angeles)",
        ]),
    ),
    case(
        "vegan burger in Denver",
        None,
        InTop3(&["Wildroot Table", "Clover Canteen (Denver)"]),
    ),
    case(
        "vegan pizza in Chicago",
        None,
        InTop3(&["Slice Republic (Chicago)"]),
    ),
    case(
        "vegetarian indian in New York",
        None,
        InTop3(&["Chutney Express", "June's Bistro"]),
    ),
    case(
        "gluten free in Austin",
        None,
        Top3Within(&[
            "Abyssinia Restaurant",
            "Queen of Sheba Restaurant",
            "Gojo Cafe",
            "Ivy's Restaurant",
        ]),
    ),
    // Four fully vegan places in Chicago, none known to be expensive.
    case(
        "cheap vegan in Chicago",
        None,
        Top3Within(&[
            "Plant Power on Halsted",
            "Priya's Eatery",
            "Seed Kitchen",
            "Carmen's Diner",
        ]),
    ),
    // A real location, with an explicit radius and with one in the text.
    case(
        "vegan near me",
        at(CROWN_HEIGHTS, Some(1_500)),
        InTop3(&["Fern Canteen", "Kofi's Cafe"]),
    ),
    case(
        "oysters within 1 mile",
        at(CROWN_HEIGHTS, None),
        InTop3(&["Driftwood Oyster Bar"]),
    ),
    case(
        "sushi",
        at(LINCOLN_PARK, Some(2_000)),
        InTop3(&["Umi Sushi"]),
    ),
    case(
        "vegan within 2 km",
        at(LINCOLN_PARK, None),
        InTop3(&["Plant Power on Halsted"]),
    ),
];

/// "Name (City)" of a hit, or of a record.
fn city_of(bundled: &Bundled, name: &str, place_id: uuid::Uuid) -> String {
    let city = bundled
        .records
        .iter()
        .find(|record| dietfit_contract::service_place_id_for(&record.external_id) == place_id)
        .and_then(|record| record.address.as_ref())
        .and_then(|address| address.city.clone())
        .unwrap_or_default();
    format!("{name} ({city})")
}

/// Does a hit answer to an expectation ("Name" or "Name (City)")?
fn is(bundled: &Bundled, place_id: uuid::Uuid, expected: &str) -> bool {
    let name = bundled.name_of(place_id);
    name == expected || city_of(bundled, name, place_id) == expected
}

/// How many records answer to an expectation.
fn records_answering(bundled: &Bundled, expected: &str) -> usize {
    bundled
        .records
        .iter()
        .filter(|record| {
            is(
                bundled,
                dietfit_contract::service_place_id_for(&record.external_id),
                expected,
            )
        })
        .count()
}

#[test]
fn expected_restaurants_rank_in_the_top_three_of_the_bundled_fixtures() {
    assert!(CASES.len() >= 25);
    let bundled = bundled();
    let mut failures = Vec::new();
    for Case { query, at, expect } in CASES {
        // Every expectation names a restaurant that exists; "must be in the
        // top 3" names exactly one.
        match expect {
            InTop3(names) => {
                for name in *names {
                    assert_eq!(records_answering(bundled, name), 1, "{query:?}: {name:?}");
                }
            }
            Top3Within(names) => {
                for name in *names {
                    assert!(records_answering(bundled, name) >= 1, "{query:?}: {name:?}");
                }
            }
        }
        let location = at.map(|(lat, lng, radius_m)| Location { lat, lng, radius_m });
        let (interpretation, outcome) = bundled.run(query, location.as_ref(), 10);
        let top3: Vec<uuid::Uuid> = outcome
            .hits
            .iter()
            .take(3)
            .map(|hit| hit.place_id)
            .collect();
        let ok = match expect {
            InTop3(names) => names
                .iter()
                .all(|name| top3.iter().any(|id| is(bundled, *id, name))),
            Top3Within(names) => {
                top3.len() == 3.min(outcome.total_results as usize)
                    && !top3.is_empty()
                    && top3
                        .iter()
                        .all(|id| names.iter().any(|name| is(bundled, *id, name)))
            }
        };
        if !ok {
            let wanted = match expect {
                InTop3(names) => format!("all of {names:?} in the top 3"),
                Top3Within(names) => format!("top 3 within {names:?}"),
            };
            let top5: Vec<String> = bundled.describe(&outcome).into_iter().take(5).collect();
            failures.push(format!("{query:?}: wanted {wanted}; top 5: {top5:#?}"));
        }
        // A radius, explicit or from the text, bounds every hit.
        if let (Some(_), Some(radius_m)) = (at, interpretation.radius_m) {
            for hit in &outcome.hits {
                let distance = hit.distance_m.unwrap_or(f64::INFINITY);
                assert!(
                    distance <= f64::from(radius_m),
                    "{query:?}: {} at {distance} m is outside {radius_m} m",
                    bundled.name_of(hit.place_id)
                );
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} queries failed:\n{}",
        failures.len(),
        CASES.len(),
        failures.join("\n")
    );
}

#[test]
fn a_text_radius_is_applied_around_the_callers_location() {
    let bundled = bundled();
    let here = Location {
        lat: CROWN_HEIGHTS.0,
        lng: CROWN_HEIGHTS.1,
        radius_m: None,
    };
    let (interpretation, outcome) = bundled.run("oysters within 1 mile", Some(&here), 10);
    assert_eq!(interpretation.radius_m, Some(1_609));
    let names: Vec<&str> = outcome
        .hits
        .iter()
        .map(|hit| bundled.name_of(hit.place_id))
        .collect();
    assert_eq!(names.first(), Some(&"Driftwood Oyster Bar"), "{names:?}");
    // Captain's Oyster Bar is 1.7 km away: outside a mile, inside 2 km.
    assert!(!names.contains(&"Captain's Oyster Bar"), "{names:?}");
    let (_, wider) = bundled.run("oysters within 2 km", Some(&here), 10);
    assert!(
        wider
            .hits
            .iter()
            .take(3)
            .any(|hit| bundled.name_of(hit.place_id) == "Captain's Oyster Bar"),
        "{:?}",
        bundled.describe(&wider)
    );
}

#[test]
fn a_named_query_on_the_bundled_fixtures_is_reported_as_named() {
    let bundled = bundled();
    let (interpretation, outcome) = bundled.run("abyssinia cafe seattle", None, 5);
    let named = outcome.named.as_ref().map(|named| named.name.as_str());
    assert_eq!(named, Some("Abyssinia Cafe"));
    let mut wire = interpretation.query_interpretation();
    outcome.refine(&mut wire);
    assert_eq!(wire.intent_inferred, Some(Intent::Named));
    assert_eq!(wire.location_inferred.as_deref(), Some("Seattle"));
    // A cuisine query in the same city names nobody.
    let (_, cuisine) = bundled.run("ethiopian in Seattle", None, 5);
    assert_eq!(cuisine.named, None);
}
