//! In-process search latency at 100,000 and 1,000,000 synthetic restaurants.
//!
//! `cargo bench -p dietfit-search` builds each index once, prints build
//! time and resident memory, measures p50/p99 of interpret + search over a
//! fixed mix of queries (and per query), then lets criterion time a few
//! representative queries. `DIETFIT_BENCH_SIZES=100000` picks the sizes.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::Criterion;
use dietfit_contract::{Diet, Location};
use dietfit_search::{
    DietTag, GeoPoint, IndexConfig, MenuText, SearchDocument, SearchIndex, SearchOptions, TagLevel,
    interpret,
};

#[path = "support/rng.rs"]
mod rng;
use rng::Rng;

const METROS: &[(&str, &str, f64, f64)] = &[
    ("New York", "NY", 40.73, -73.99),
    ("Los Angeles", "CA", 34.05, -118.24),
    ("Chicago", "IL", 41.88, -87.63),
    ("Houston", "TX", 29.76, -95.37),
    ("Phoenix", "AZ", 33.45, -112.07),
    ("Philadelphia", "PA", 39.95, -75.17),
    ("San Antonio", "TX", 29.42, -98.49),
    ("San Diego", "CA", 32.72, -117.16),
    ("Dallas", "TX", 32.78, -96.80),
    ("Austin", "TX", 30.27, -97.74),
    ("San Francisco", "CA", 37.77, -122.42),
    ("Seattle", "WA", 47.61, -122.33),
    ("Denver", "CO", 39.74, -104.99),
    ("Boston", "MA", 42.36, -71.06),
    ("Portland", "OR", 45.52, -122.68),
    ("Atlanta", "GA", 33.75, -84.39),
    ("Miami", "FL", 25.76, -80.19),
    ("Minneapolis", "MN", 44.98, -93.27),
    ("Detroit", "MI", 42.33, -83.05),
    ("Nashville", "TN", 36.16, -86.78),
    ("Las Vegas", "NV", 36.17, -115.14),
    ("Baltimore", "MD", 39.29, -76.61),
    ("Salt Lake City", "UT", 40.76, -111.89),
    ("Pittsburgh", "PA", 40.44, -79.99),
    ("New Orleans", "LA", 29.95, -90.07),
    ("Kansas City", "MO", 39.10, -94.58),
    ("Columbus", "OH", 39.96, -83.00),
    ("Indianapolis", "IN", 39.77, -86.16),
    ("Charlotte", "NC", 35.23, -80.84),
    ("Raleigh", "NC", 35.78, -78.64),
];

const CUISINES: &[&str] = &[
    "american",
    "mexican",
    "italian",
    "pizza",
    "chinese",
    "japanese",
    "thai",
    "vietnamese",
    "korean",
    "indian",
    "ethiopian",
    "mediterranean",
    "greek",
    "middle eastern",
    "french",
    "burger",
    "sandwich",
    "coffee shop",
    "barbecue",
    "seafood",
    "breakfast",
    "vegan",
    "vegetarian",
    "bakery",
    "ice cream",
    "cajun",
    "caribbean",
    "peruvian",
    "turkish",
    "nepalese",
];
const NAME_FIRST: &[&str] = &[
    "Golden", "Green", "Little", "Happy", "Blue", "Red", "Lucky", "Old", "New", "Sunny", "Wild",
    "Urban", "Royal", "Humble", "Hungry", "Crispy", "Spicy", "Sweet", "Silver", "Rustic",
];
const NAME_SECOND: &[&str] = &[
    "Lotus", "Dragon", "Garden", "Table", "Spoon", "Fork", "Bowl", "Leaf", "Oak", "Harbor",
    "Lantern", "Corner", "Kitchen", "Market", "Tiger", "Basil", "Pepper", "Olive", "Maple", "Fig",
];
const NAME_KIND: &[&str] = &[
    "Cafe",
    "Bistro",
    "Kitchen",
    "Grill",
    "House",
    "Eatery",
    "Bar",
    "Diner",
    "Noodle Bar",
    "Taqueria",
];
const DISHES: &[&str] = &[
    "Pho",
    "Pad thai",
    "Ramen",
    "Sushi roll",
    "Tacos",
    "Burrito",
    "Margherita pizza",
    "Falafel wrap",
    "Chana masala",
    "Injera platter",
    "Bibimbap",
    "Banh mi",
    "Veggie burger",
    "Mac and cheese",
    "Caesar salad",
    "Tofu scramble",
    "Pancakes",
    "Brisket",
    "Gumbo",
    "Dumplings",
    "Green curry",
    "Lasagna",
    "Gyro",
    "Hummus plate",
    "Fried rice",
    "Tempura",
    "Ceviche",
    "Poke bowl",
];
const DESCRIPTIONS: &[&str] = &[
    "with rice noodles and fresh herbs",
    "made with tofu",
    "house made sauce",
    "served with fries",
    "contains dairy",
    "plant-based option available",
    "gluten free on request",
    "spicy",
    "grilled vegetables",
    "slow cooked",
    "with cashew cheese",
    "seasonal greens",
];

fn generate(count: usize) -> Vec<SearchDocument> {
    let mut rng = Rng(0x5EED);
    (0..count)
        .map(|i| {
            let (city, state, lat, lng) = METROS[rng.below(METROS.len())];
            let spread = 0.12 * rng.unit().max(0.15);
            let mut document = SearchDocument::new(dietfit_contract::service_place_id_for(
                &format!("bench:{i}"),
            ));
            document.name = Some(format!(
                "{} {} {}",
                rng.pick(NAME_FIRST),
                rng.pick(NAME_SECOND),
                rng.pick(NAME_KIND)
            ));
            document.cuisines = (0..1 + rng.below(2))
                .map(|_| rng.pick(CUISINES).to_owned())
                .collect();
            document.categories =
                vec![["restaurant", "cafe", "fast_food", "bar"][rng.below(4)].to_owned()];
            document.menu = (0..2 + rng.below(5))
                .map(|_| MenuText {
                    name: rng.pick(DISHES).to_owned(),
                    description: rng.chance(0.5).then(|| rng.pick(DESCRIPTIONS).to_owned()),
                    section: None,
                    labels: if rng.chance(0.2) {
                        vec!["vegan".to_owned()]
                    } else {
                        Vec::new()
                    },
                })
                .collect();
            document.street = Some(format!("{} Main St", 1 + rng.below(9000)));
            document.city = Some(city.to_owned());
            document.state = Some(state.to_owned());
            document.coordinates =
                GeoPoint::new(lat + rng.normal() * spread, lng + rng.normal() * spread).ok();
            document.vegan_score = rng.chance(0.8).then(|| (rng.unit() * 100.0).round());
            let roll = rng.unit();
            let tag = if roll < 0.05 {
                Some((Diet::StrictVegan, TagLevel::Only))
            } else if roll < 0.30 {
                Some((Diet::StrictVegan, TagLevel::Yes))
            } else if roll < 0.55 {
                Some((Diet::Vegetarian, TagLevel::Yes))
            } else if roll < 0.58 {
                Some((Diet::GlutenFree, TagLevel::Yes))
            } else {
                None
            };
            document.diet_tags = tag
                .map(|(diet, level)| DietTag { diet, level })
                .into_iter()
                .collect();
            document.price_level = rng.chance(0.6).then(|| 1 + rng.below(4) as u8);
            document
        })
        .collect()
}

fn resident_memory_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmRSS:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

/// A diet-only query with neither coordinates nor a city: it ranks every
/// vegan-related place in the country (about half the corpus).
const NATIONWIDE: &str = "vegan (no location)";

/// What diners ask where they stand: the located queries of the mix, and
/// the words of the distinct located traffic.
const LOCATED_QUERIES: [&str; 8] = [
    "vegan near me",
    "thai",
    "pho",
    "vegan pizza within 2 miles",
    "gluten free bakery",
    "cheap tacos",
    "noodle soup",
    "vegetarian indian within 3 km",
];

/// The query mix: (label, query, location?).
fn query_mix(documents: &[SearchDocument]) -> Vec<(String, String, Option<Location>)> {
    let mut rng = Rng(42);
    let mut mix = Vec::new();
    let located = LOCATED_QUERIES;
    let unlocated = [
        "ramen in Seattle",
        "vegan brunch in Portland",
        "bbq in Austin",
    ];
    for round in 0..40 {
        let (_, _, lat, lng) = METROS[rng.below(METROS.len())];
        let location = Location {
            lat: lat + rng.normal() * 0.02,
            lng: lng + rng.normal() * 0.02,
            radius_m: None,
        };
        for query in located {
            mix.push((query.to_owned(), query.to_owned(), Some(location)));
        }
        for query in unlocated {
            mix.push((query.to_owned(), query.to_owned(), None));
        }
        let named = &documents[(round * 7919) % documents.len()];
        let name = format!(
            "{} {}",
            named.name.as_deref().unwrap_or_default(),
            named.city.as_deref().unwrap_or_default()
        );
        mix.push(("<name> <city>".to_owned(), name, None));
        mix.push((NATIONWIDE.to_owned(), "vegan".to_owned(), None));
    }
    mix
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let rank = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[rank.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1000.0)
}

fn run_one(index: &SearchIndex, query: &str, location: Option<&Location>) -> usize {
    match interpret(query, location) {
        Ok(interpretation) => index
            .search(&interpretation, &SearchOptions::with_limit(10))
            .map(|outcome| outcome.hits.len())
            .unwrap_or(0),
        Err(_) => 0,
    }
}

fn main() {
    let sizes: Vec<usize> = std::env::var("DIETFIT_BENCH_SIZES")
        .ok()
        .map(|s| s.split(',').filter_map(|n| n.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![100_000, 1_000_000]);
    let mut criterion = Criterion::default()
        .configure_from_args()
        .sample_size(30)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    for size in sizes {
        let generated = Instant::now();
        let documents = generate(size);
        let generation = generated.elapsed();
        let config = IndexConfig {
            writer_memory_bytes: 256 * 1024 * 1024,
            writer_threads: 1,
        };
        let index = SearchIndex::new(config).expect("index");
        let mix = query_mix(&documents);
        let rewritten = documents[0].clone();
        let built = Instant::now();
        index.load(documents).expect("load");
        let build = built.elapsed();
        println!(
            "size {size}: generated in {:.1}s, loaded+committed in {:.1}s, {} docs, index {:.0} MiB, packed {:.0} MiB, process RSS {:.0} MiB",
            generation.as_secs_f64(),
            build.as_secs_f64(),
            index.num_docs(),
            index.index_bytes().unwrap_or(0) as f64 / 1_048_576.0,
            index.packed_bytes() as f64 / 1_048_576.0,
            resident_memory_mib().unwrap_or(f64::NAN)
        );
        // Warm up, then time every query of the mix three times.
        for (_, query, location) in &mix {
            black_box(run_one(&index, query, location.as_ref()));
        }
        let mut all = Vec::new();
        let mut bounded = Vec::new();
        let mut by_label: Vec<(String, Vec<Duration>)> = Vec::new();
        for _ in 0..3 {
            for (label, query, location) in &mix {
                let started = Instant::now();
                black_box(run_one(&index, query, location.as_ref()));
                let elapsed = started.elapsed();
                all.push(elapsed);
                if location.is_some() || label != NATIONWIDE {
                    bounded.push(elapsed);
                }
                match by_label.iter_mut().find(|(l, _)| l == label) {
                    Some((_, list)) => list.push(elapsed),
                    None => by_label.push((label.clone(), vec![elapsed])),
                }
            }
        }
        all.sort();
        println!(
            "size {size}: interpret+search over {} queries: p50 {} p99 {} max {}",
            all.len(),
            ms(percentile(&all, 0.50)),
            ms(percentile(&all, 0.99)),
            ms(*all.last().unwrap_or(&Duration::ZERO))
        );
        bounded.sort();
        println!(
            "size {size}: without the nationwide browse ({} queries): p50 {} p99 {}",
            bounded.len(),
            ms(percentile(&bounded, 0.50)),
            ms(percentile(&bounded, 0.99))
        );
        for (label, mut list) in by_label {
            list.sort();
            println!(
                "size {size}:   {label:<32} p50 {} p99 {}",
                ms(percentile(&list, 0.50)),
                ms(percentile(&list, 0.99))
            );
        }
        // Distinct located traffic: every search at its own point near a
        // metro, words and profile diet drawn at random. The words repeat
        // (what diners ask), the points never do.
        let words: Vec<&str> = LOCATED_QUERIES
            .into_iter()
            .chain(["sushi", "vegan brunch"])
            .collect();
        let diets = [None, Some(Diet::StrictVegan), Some(Diet::Vegetarian)];
        let mut rng = Rng(99);
        let mut draw = || {
            let (_, _, lat, lng) = METROS[rng.below(METROS.len())];
            let location = Location {
                lat: lat + rng.normal() * 0.02,
                lng: lng + rng.normal() * 0.02,
                radius_m: None,
            };
            (
                words[rng.below(words.len())],
                location,
                diets[rng.below(diets.len())],
            )
        };
        let distinct_one = |(query, location, diet): (&str, Location, Option<Diet>)| {
            let interpretation = interpret(query, Some(&location)).expect("interpret");
            let options = SearchOptions {
                limit: 10,
                profile_diet: diet,
            };
            index
                .search(&interpretation, &options)
                .map(|o| o.hits.len())
        };
        // Enough earlier searches that every word's match list is made
        // (the index makes one once the words are asked often enough).
        for _ in 0..1_000 {
            black_box(distinct_one(draw()).ok());
        }
        let mut distinct = Vec::new();
        let measured: usize = std::env::var("DIETFIT_BENCH_DISTINCT")
            .ok()
            .and_then(|count| count.parse().ok())
            .unwrap_or(3_000);
        for _ in 0..measured {
            let drawn = draw();
            let started = Instant::now();
            black_box(distinct_one(drawn).ok());
            distinct.push(started.elapsed());
        }
        distinct.sort();
        println!(
            "size {size}: distinct located ({} searches, own point each): p50 {} p99 {} max {}",
            distinct.len(),
            ms(percentile(&distinct, 0.50)),
            ms(percentile(&distinct, 0.99)),
            ms(*distinct.last().unwrap_or(&Duration::ZERO))
        );
        // The nationwide browse caches its total and best BM25 per committed
        // index state, which a commit prepares before it publishes the
        // state: time the first query after a commit, and the commit.
        let mut cold = Vec::new();
        let mut commits = Vec::new();
        for _ in 0..20 {
            index.upsert(&rewritten).expect("upsert");
            let committing = Instant::now();
            index.commit().expect("commit");
            commits.push(committing.elapsed());
            let started = Instant::now();
            black_box(run_one(&index, "vegan", None));
            cold.push(started.elapsed());
        }
        cold.sort();
        commits.sort();
        for (label, times) in [
            ("vegan, first after a commit", &cold),
            ("commit of one upsert", &commits),
        ] {
            println!(
                "size {size}:   {:<32} p50 {} p99 {}",
                label,
                ms(percentile(times, 0.50)),
                ms(percentile(times, 0.99))
            );
        }
        let portland = Location {
            lat: 45.52,
            lng: -122.68,
            radius_m: None,
        };
        for (label, query, location) in [
            ("vegan near me", "vegan near me", Some(portland)),
            ("thai near me", "thai near me", Some(portland)),
            ("ramen in Seattle", "ramen in Seattle", None),
        ] {
            criterion.bench_function(&format!("search/{size}/{label}"), |b| {
                b.iter(|| black_box(run_one(&index, query, location.as_ref())))
            });
        }
    }
    criterion.final_summary();
}
