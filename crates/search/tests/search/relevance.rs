//! Relevance on the hand-built guide: queries across cuisines, dishes,
//! diets, cities and radii, each with the restaurant expected in the top 3.

use crate::fixtures::{guide_index, location, names, run};

const PORTLAND: (f64, f64) = (45.519, -122.679);
const SEATTLE: (f64, f64) = (47.615, -122.32);
const SAN_FRANCISCO: (f64, f64) = (37.770, -122.420);
const AUSTIN: (f64, f64) = (30.267, -97.743);
const NEW_YORK: (f64, f64) = (40.730, -73.990);
const CHICAGO: (f64, f64) = (41.910, -87.660);

/// (query, location and radius, expected restaurant in the top 3).
type Case = (
    &'static str,
    Option<((f64, f64), Option<u32>)>,
    &'static str,
);

const CASES: &[Case] = &[
    // Named restaurants, with and without a city.
    ("Blossoming Lotus", None, "Blossoming Lotus"),
    ("blossoming lotus portland", None, "Blossoming Lotus"),
    ("Plum Bistro Seattle", None, "Plum Bistro"),
    ("Franklin Barbecue", None, "Franklin Barbecue"),
    ("Araya's Place", None, "Araya's Place"),
    ("Lou Malnatis", None, "Lou Malnati's Pizzeria"),
    ("Superiority Burgr", None, "Superiority Burger"),
    // Cuisines.
    ("thai in Seattle", None, "Araya's Place"),
    ("vietnamese food in Portland", None, "Pho Oregon"),
    (
        "ethiopian",
        Some((NEW_YORK, Some(15_000))),
        "Ethiopian Taste",
    ),
    ("bbq in Austin", None, "Franklin Barbecue"),
    ("burmese", None, "Burma Love"),
    ("greek in San Francisco", None, "Souvla"),
    ("chinese food in Austin", None, "Tso Chinese Delivery"),
    // Dishes.
    ("pho in San Francisco", None, "Golden Era"),
    ("pho", Some((PORTLAND, Some(20_000))), "Pho Oregon"),
    ("noodle soup in Seattle", None, "Ramen Danbo"),
    ("sushi", Some((SAN_FRANCISCO, None)), "Shizen"),
    ("tacos in Austin", None, "Veracruz All Natural"),
    ("deep dish pizza chicago", None, "Lou Malnati's Pizzeria"),
    ("falafel", Some((NEW_YORK, None)), "Sahara Halal Grill"),
    (
        "dumplings near me",
        Some((SEATTLE, None)),
        "Harbor City Restaurant",
    ),
    ("paella", None, "Ataula"),
    ("mac and cheese", None, "Plum Bistro"),
    // Diets.
    (
        "vegan near me",
        Some((PORTLAND, Some(3_000))),
        "Blossoming Lotus",
    ),
    ("vegan bakery in Portland", None, "Sweetpea Baking Company"),
    ("vegan pizza", Some((CHICAGO, None)), "Kitchen 17"),
    ("vegan sushi", None, "Shizen"),
    ("plant-based burger in Austin", None, "Arlo's"),
    (
        "gluten free bakery in Chicago",
        None,
        "Cozy Corner Gluten Free Bakery",
    ),
    ("halal", Some((NEW_YORK, None)), "Sahara Halal Grill"),
    ("kosher deli", None, "Wise Sons Jewish Delicatessen"),
    ("vegetarian in New York", None, "Dirt Candy"),
    ("veggie burger", Some((AUSTIN, None)), "Bouldin Creek Cafe"),
    // Radii from the text.
    ("vegan within 1 mile", Some((PORTLAND, None)), "Prasad"),
    ("pizza within 2 km", Some((NEW_YORK, None)), "Joe's Pizza"),
    (
        "vegan pho within 3 miles",
        Some((SAN_FRANCISCO, None)),
        "Golden Era",
    ),
    // Price.
    ("cheap vegan in Austin", None, "Arlo's"),
    ("upscale dinner in Portland", None, "Departure"),
];

#[test]
fn expected_restaurants_rank_in_the_top_three() {
    assert!(CASES.len() >= 25);
    let index = guide_index();
    let mut failures = Vec::new();
    for (query, place, expected) in CASES {
        let location = place.map(|((lat, lng), radius)| location(lat, lng, radius));
        let (_, outcome) = run(&index, query, location.as_ref(), 10);
        let top: Vec<&str> = names(&outcome).into_iter().take(3).collect();
        if !top.contains(expected) {
            failures.push(format!("{query:?}: expected {expected:?} in {top:?}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        CASES.len(),
        failures.join("\n")
    );
}

#[test]
fn a_named_query_puts_the_named_place_first_and_says_so() {
    let index = guide_index();
    let (interpretation, outcome) = run(&index, "Plum Bistro Seattle", None, 5);
    assert_eq!(names(&outcome)[0], "Plum Bistro");
    let named = outcome.named.as_ref().unwrap();
    assert_eq!(named.name, "Plum Bistro");
    let mut wire = interpretation.query_interpretation();
    outcome.refine(&mut wire);
    assert_eq!(wire.intent_inferred, Some(dietfit_contract::Intent::Named));
    assert_eq!(wire.target_inferred.as_deref(), Some("Plum Bistro"));
    assert_eq!(wire.location_inferred.as_deref(), Some("Seattle"));
    // A cuisine query names nobody.
    let (_, cuisine) = run(&index, "thai in Seattle", None, 5);
    assert_eq!(cuisine.named, None);
}

#[test]
fn a_stated_diet_ranks_stronger_claims_first() {
    let index = guide_index();
    let here = location(PORTLAND.0, PORTLAND.1, Some(20_000));
    let (_, outcome) = run(&index, "vegan", Some(&here), 20);
    let strengths: Vec<f64> = outcome.hits.iter().map(|hit| hit.components.diet).collect();
    // Every vegan=only place before every place with only a vegetarian tag.
    let last_only = strengths.iter().rposition(|s| *s >= 1.0).unwrap();
    let first_vegetarian = strengths
        .iter()
        .position(|s| *s > 0.0 && *s <= 0.1)
        .unwrap();
    assert!(last_only < first_vegetarian, "{:?}", names(&outcome));
    // Places with no diet signal and no text match are not results at all.
    assert!(!names(&outcome).contains(&"Nong's Khao Man Gai"));
}

#[test]
fn a_price_constraint_filters_known_prices_only() {
    let index = guide_index();
    let (_, cheap) = run(&index, "cheap in Portland", None, 20);
    assert!(!names(&cheap).contains(&"Departure"));
    assert!(names(&cheap).contains(&"Pho Oregon"));
    let (_, upscale) = run(&index, "upscale in Portland", None, 20);
    let mut upscale_names = names(&upscale);
    upscale_names.sort_unstable();
    assert_eq!(upscale_names, ["Ataula", "Departure"]);
}
