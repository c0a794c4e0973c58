//! A small hand-built city guide: restaurants across six cities with names,
//! cuisines, menus, diet tags, prices and coordinates, and the helpers the
//! tests share.

use dietfit_contract::{Diet, Location};
use dietfit_search::{
    DietTag, GeoPoint, IndexConfig, Interpretation, MenuText, SearchDocument, SearchIndex,
    SearchOptions, SearchOutcome, TagLevel, interpret,
};
use uuid::Uuid;

/// A restaurant of the guide, described compactly.
pub struct Place {
    pub name: &'static str,
    pub city: &'static str,
    pub state: &'static str,
    pub lat: f64,
    pub lng: f64,
    pub cuisines: &'static [&'static str],
    pub categories: &'static [&'static str],
    pub menu: &'static [(&'static str, &'static str)],
    pub tags: &'static [(Diet, TagLevel)],
    pub vegan_score: Option<f64>,
    pub price_level: Option<u8>,
}

pub fn place_id(name: &str) -> Uuid {
    dietfit_contract::service_place_id_for(&format!("fixture:{name}"))
}

impl Place {
    pub fn document(&self) -> SearchDocument {
        let mut document = SearchDocument::new(place_id(self.name));
        document.name = Some(self.name.to_owned());
        document.city = Some(self.city.to_owned());
        document.state = Some(self.state.to_owned());
        document.coordinates = Some(GeoPoint::new(self.lat, self.lng).unwrap());
        document.cuisines = self.cuisines.iter().map(|c| (*c).to_owned()).collect();
        document.categories = self.categories.iter().map(|c| (*c).to_owned()).collect();
        document.menu = self
            .menu
            .iter()
            .map(|(name, description)| MenuText {
                name: (*name).to_owned(),
                description: (!description.is_empty()).then(|| (*description).to_owned()),
                section: None,
                labels: Vec::new(),
            })
            .collect();
        document.diet_tags = self
            .tags
            .iter()
            .map(|(diet, level)| DietTag {
                diet: *diet,
                level: *level,
            })
            .collect();
        document.vegan_score = self.vegan_score;
        document.price_level = self.price_level;
        document
    }
}

use Diet::{GlutenFree, Halal, Kosher, StrictVegan as Vegan, Vegetarian};
use TagLevel::{Limited, Only, Yes};

const R: &[&str] = &["restaurant"];

#[rustfmt::skip]
pub const GUIDE: &[Place] = &[
    // Portland, OR (downtown around 45.519, -122.679)
    Place { name: "Blossoming Lotus", city: "Portland", state: "OR", lat: 45.5265, lng: -122.6560, cuisines: &["vegan", "american"], categories: R, menu: &[("Tofu scramble", "organic tofu with greens"), ("Kale bowl", "")], tags: &[(Vegan, Only)], vegan_score: Some(92.0), price_level: Some(2) },
    Place { name: "Pho Oregon", city: "Portland", state: "OR", lat: 45.5340, lng: -122.5660, cuisines: &["vietnamese"], categories: R, menu: &[("Pho chay", "vegetable broth noodle soup with tofu"), ("Banh mi", "")], tags: &[(Vegan, Yes)], vegan_score: Some(55.0), price_level: Some(1) },
    Place { name: "Departure", city: "Portland", state: "OR", lat: 45.5190, lng: -122.6790, cuisines: &["asian", "fusion"], categories: R, menu: &[("Wagyu", "")], tags: &[(Vegetarian, Yes)], vegan_score: Some(20.0), price_level: Some(4) },
    Place { name: "Bollywood Theater", city: "Portland", state: "OR", lat: 45.5590, lng: -122.6470, cuisines: &["indian"], categories: R, menu: &[("Chana masala", "chickpea curry"), ("Samosa", "")], tags: &[(Vegan, Yes), (Vegetarian, Yes)], vegan_score: Some(60.0), price_level: Some(2) },
    Place { name: "Sweetpea Baking Company", city: "Portland", state: "OR", lat: 45.5170, lng: -122.6580, cuisines: &["bakery", "dessert"], categories: &["bakery"], menu: &[("Cupcakes", "vegan cupcakes"), ("Croissant", "")], tags: &[(Vegan, Only)], vegan_score: Some(88.0), price_level: Some(1) },
    Place { name: "Prasad", city: "Portland", state: "OR", lat: 45.5290, lng: -122.6840, cuisines: &["juice", "salad"], categories: &["cafe"], menu: &[("Smoothie bowl", ""), ("Gluten free toast", "")], tags: &[(Vegan, Only), (GlutenFree, Yes)], vegan_score: Some(85.0), price_level: Some(2) },
    Place { name: "Nong's Khao Man Gai", city: "Portland", state: "OR", lat: 45.5220, lng: -122.6620, cuisines: &["thai"], categories: R, menu: &[("Khao man gai", "poached chicken and rice")], tags: &[], vegan_score: Some(5.0), price_level: Some(1) },
    Place { name: "Ataula", city: "Portland", state: "OR", lat: 45.5360, lng: -122.6990, cuisines: &["spanish"], categories: R, menu: &[("Paella", ""), ("Patatas bravas", "")], tags: &[(Vegetarian, Yes)], vegan_score: Some(30.0), price_level: Some(3) },
    // Seattle, WA
    Place { name: "Plum Bistro", city: "Seattle", state: "WA", lat: 47.6145, lng: -122.3150, cuisines: &["american", "vegan"], categories: R, menu: &[("Mac and cheese", "cashew cheese"), ("Burger", "")], tags: &[(Vegan, Only)], vegan_score: Some(90.0), price_level: Some(3) },
    Place { name: "Araya's Place", city: "Seattle", state: "WA", lat: 47.6590, lng: -122.3130, cuisines: &["thai"], categories: R, menu: &[("Pad thai", "rice noodles with tofu"), ("Green curry", "")], tags: &[(Vegan, Only)], vegan_score: Some(87.0), price_level: Some(2) },
    Place { name: "Un Bien", city: "Seattle", state: "WA", lat: 47.6900, lng: -122.3750, cuisines: &["caribbean", "cuban"], categories: R, menu: &[("Caribbean roast sandwich", "")], tags: &[], vegan_score: Some(10.0), price_level: Some(2) },
    Place { name: "Harbor City Restaurant", city: "Seattle", state: "WA", lat: 47.5980, lng: -122.3240, cuisines: &["chinese"], categories: R, menu: &[("Dim sum", "har gow and siu mai"), ("Dumplings", "")], tags: &[], vegan_score: Some(12.0), price_level: Some(2) },
    Place { name: "Ramen Danbo", city: "Seattle", state: "WA", lat: 47.6150, lng: -122.3130, cuisines: &["japanese", "ramen"], categories: R, menu: &[("Vegan ramen", "kombu broth"), ("Tonkotsu", "")], tags: &[(Vegan, Limited)], vegan_score: Some(40.0), price_level: Some(2) },
    // San Francisco, CA
    Place { name: "Shizen", city: "San Francisco", state: "CA", lat: 37.7690, lng: -122.4210, cuisines: &["japanese", "sushi"], categories: R, menu: &[("Vegan sushi rolls", ""), ("Miso soup", "")], tags: &[(Vegan, Only)], vegan_score: Some(93.0), price_level: Some(3) },
    Place { name: "Golden Era", city: "San Francisco", state: "CA", lat: 37.7830, lng: -122.4170, cuisines: &["vietnamese"], categories: R, menu: &[("Pho", "vegetarian noodle soup"), ("Spring rolls", "")], tags: &[(Vegan, Only)], vegan_score: Some(89.0), price_level: Some(1) },
    Place { name: "La Taqueria", city: "San Francisco", state: "CA", lat: 37.7510, lng: -122.4180, cuisines: &["mexican"], categories: R, menu: &[("Burrito", "carnitas"), ("Tacos", "")], tags: &[(Vegetarian, Yes)], vegan_score: Some(15.0), price_level: Some(1) },
    Place { name: "Souvla", city: "San Francisco", state: "CA", lat: 37.7770, lng: -122.4250, cuisines: &["greek"], categories: R, menu: &[("Gyro", ""), ("Souvlaki", "")], tags: &[], vegan_score: Some(8.0), price_level: Some(2) },
    Place { name: "Burma Love", city: "San Francisco", state: "CA", lat: 37.7690, lng: -122.4220, cuisines: &["burmese"], categories: R, menu: &[("Tea leaf salad", ""), ("Mohinga", "fish noodle soup")], tags: &[(Vegetarian, Yes)], vegan_score: Some(35.0), price_level: Some(2) },
    Place { name: "Wise Sons Jewish Delicatessen", city: "San Francisco", state: "CA", lat: 37.7590, lng: -122.4220, cuisines: &["deli"], categories: R, menu: &[("Pastrami", ""), ("Bagel", "")], tags: &[(Kosher, Limited)], vegan_score: Some(5.0), price_level: Some(2) },
    // Austin, TX
    Place { name: "Bouldin Creek Cafe", city: "Austin", state: "TX", lat: 30.2540, lng: -97.7560, cuisines: &["vegetarian", "breakfast"], categories: &["cafe"], menu: &[("Tofu scramble", ""), ("Veggie burger", "")], tags: &[(Vegetarian, Only), (Vegan, Yes)], vegan_score: Some(75.0), price_level: Some(1) },
    Place { name: "Veracruz All Natural", city: "Austin", state: "TX", lat: 30.2610, lng: -97.7220, cuisines: &["mexican"], categories: &["fast_food"], menu: &[("Migas taco", ""), ("Tacos", "")], tags: &[(Vegetarian, Yes)], vegan_score: Some(25.0), price_level: Some(1) },
    Place { name: "Franklin Barbecue", city: "Austin", state: "TX", lat: 30.2700, lng: -97.7310, cuisines: &["barbecue"], categories: R, menu: &[("Brisket", ""), ("Pulled pork", "")], tags: &[], vegan_score: Some(0.0), price_level: Some(2) },
    Place { name: "Arlo's", city: "Austin", state: "TX", lat: 30.2620, lng: -97.7270, cuisines: &["vegan", "burger"], categories: &["food_truck"], menu: &[("Bac'n cheeseburger", "plant-based burger")], tags: &[(Vegan, Only)], vegan_score: Some(84.0), price_level: Some(1) },
    Place { name: "Tso Chinese Delivery", city: "Austin", state: "TX", lat: 30.2900, lng: -97.7400, cuisines: &["chinese"], categories: R, menu: &[("General Tso's tofu", ""), ("Dumplings", "")], tags: &[(Vegetarian, Yes)], vegan_score: Some(30.0), price_level: Some(2) },
    // New York, NY
    Place { name: "Superiority Burger", city: "New York", state: "NY", lat: 40.7270, lng: -73.9830, cuisines: &["burger", "vegetarian"], categories: R, menu: &[("Superiority burger", "vegetarian patty")], tags: &[(Vegetarian, Only), (Vegan, Yes)], vegan_score: Some(70.0), price_level: Some(2) },
    Place { name: "Dirt Candy", city: "New York", state: "NY", lat: 40.7190, lng: -73.9900, cuisines: &["vegetarian"], categories: R, menu: &[("Broccoli dogs", ""), ("Tasting menu", "")], tags: &[(Vegetarian, Only)], vegan_score: Some(60.0), price_level: Some(4) },
    Place { name: "Joe's Pizza", city: "New York", state: "NY", lat: 40.7306, lng: -74.0021, cuisines: &["pizza"], categories: R, menu: &[("Cheese slice", ""), ("Pepperoni slice", "")], tags: &[], vegan_score: Some(5.0), price_level: Some(1) },
    Place { name: "Sahara Halal Grill", city: "New York", state: "NY", lat: 40.7450, lng: -73.9780, cuisines: &["middle eastern"], categories: R, menu: &[("Falafel platter", ""), ("Chicken over rice", "")], tags: &[(Halal, Only)], vegan_score: Some(20.0), price_level: Some(1) },
    Place { name: "Ethiopian Taste", city: "New York", state: "NY", lat: 40.8050, lng: -73.9540, cuisines: &["ethiopian"], categories: R, menu: &[("Veggie combo", "injera with lentils")], tags: &[(Vegan, Yes)], vegan_score: Some(65.0), price_level: Some(2) },
    // Chicago, IL
    Place { name: "Handlebar", city: "Chicago", state: "IL", lat: 41.9090, lng: -87.6870, cuisines: &["american", "vegetarian"], categories: &["bar"], menu: &[("Seitan wings", ""), ("Black bean burger", "")], tags: &[(Vegetarian, Yes), (Vegan, Yes)], vegan_score: Some(62.0), price_level: Some(2) },
    Place { name: "Kitchen 17", city: "Chicago", state: "IL", lat: 41.9400, lng: -87.6440, cuisines: &["vegan", "pizza"], categories: R, menu: &[("Deep dish pizza", "vegan cheese")], tags: &[(Vegan, Only)], vegan_score: Some(88.0), price_level: Some(2) },
    Place { name: "Lou Malnati's Pizzeria", city: "Chicago", state: "IL", lat: 41.8900, lng: -87.6330, cuisines: &["pizza", "italian"], categories: R, menu: &[("Deep dish", ""), ("Lasagna", "")], tags: &[(Vegetarian, Yes)], vegan_score: Some(10.0), price_level: Some(2) },
    Place { name: "Pequod's Pizza", city: "Chicago", state: "IL", lat: 41.9220, lng: -87.6640, cuisines: &["pizza"], categories: R, menu: &[("Pan pizza", "")], tags: &[], vegan_score: Some(4.0), price_level: Some(2) },
    Place { name: "Cozy Corner Gluten Free Bakery", city: "Chicago", state: "IL", lat: 41.9300, lng: -87.6500, cuisines: &["bakery"], categories: &["bakery"], menu: &[("Gluten-free bread", "celiac safe kitchen")], tags: &[(GlutenFree, Only)], vegan_score: Some(20.0), price_level: Some(1) },
];

/// An index holding the whole guide, committed.
pub fn guide_index() -> SearchIndex {
    let index = SearchIndex::new(IndexConfig::default()).unwrap();
    for place in GUIDE {
        index.upsert(&place.document()).unwrap();
    }
    index.commit().unwrap();
    assert_eq!(index.num_docs(), GUIDE.len() as u64);
    index
}

pub fn name_of(place_id: Uuid) -> &'static str {
    GUIDE
        .iter()
        .find(|place| self::place_id(place.name) == place_id)
        .map(|place| place.name)
        .unwrap_or("<not in the guide>")
}

pub fn location(lat: f64, lng: f64, radius_m: Option<u32>) -> Location {
    Location { lat, lng, radius_m }
}

/// Interprets and searches; returns the interpretation too.
pub fn run(
    index: &SearchIndex,
    query: &str,
    location: Option<&Location>,
    limit: usize,
) -> (Interpretation, SearchOutcome) {
    let interpretation = interpret(query, location).unwrap();
    let outcome = index
        .search(&interpretation, &SearchOptions::with_limit(limit))
        .unwrap();
    (interpretation, outcome)
}

/// The names of the hits, best first.
pub fn names(outcome: &SearchOutcome) -> Vec<&'static str> {
    outcome
        .hits
        .iter()
        .map(|hit| name_of(hit.place_id))
        .collect()
}
