//! The fixed vocabulary of query interpretation: diets, cuisines with their
//! synonyms, dishes with the cuisine they belong to, place categories, price
//! words, distance units, places (US cities, states, neighborhood words) and
//! the stop words that never become search terms. Every phrase is written
//! lowercase, words separated by single spaces, as the query tokenizer emits
//! them (hyphens split words: "plant-based" is "plant based").

use dietfit_contract::Diet;

/// Phrases that name a diet. Checked before cuisines, so "vegan" is a diet.
pub const DIET_PHRASES: &[(&str, Diet)] = &[
    ("strict vegan", Diet::StrictVegan),
    ("plant based", Diet::StrictVegan),
    ("plantbased", Diet::StrictVegan),
    ("vegan", Diet::StrictVegan),
    ("vegans", Diet::StrictVegan),
    ("vegetarian", Diet::Vegetarian),
    ("vegetarians", Diet::Vegetarian),
    ("veggie", Diet::Vegetarian),
    ("veggies", Diet::Vegetarian),
    ("veg", Diet::Vegetarian),
    ("meatless", Diet::Vegetarian),
    ("pescatarian", Diet::Pescatarian),
    ("pescetarian", Diet::Pescatarian),
    ("gluten free", Diet::GlutenFree),
    ("glutenfree", Diet::GlutenFree),
    ("no gluten", Diet::GlutenFree),
    ("celiac", Diet::GlutenFree),
    ("coeliac", Diet::GlutenFree),
    ("celiac safe", Diet::GlutenFree),
    ("halal", Diet::Halal),
    ("zabiha", Diet::Halal),
    ("kosher", Diet::Kosher),
    ("low fodmap", Diet::LowFodmap),
    ("fodmap", Diet::LowFodmap),
];

/// Words right after a diet phrase that belong to it ("vegan friendly").
pub const DIET_TRAILERS: &[&str] = &["friendly", "options", "option", "only", "safe"];

/// Words right before a diet phrase that negate it ("non vegan").
pub const DIET_NEGATIONS: &[&str] = &["non", "not", "no", "without"];

/// The words searched in the text for each diet (and the diet tag keys).
pub fn diet_text_terms(diet: Diet) -> &'static [&'static str] {
    match diet {
        Diet::StrictVegan => &["vegan", "plant based"],
        Diet::Vegetarian => &["vegetarian", "veggie"],
        Diet::Pescatarian => &["pescatarian", "pescetarian"],
        Diet::GlutenFree => &["gluten free", "celiac"],
        Diet::Halal => &["halal"],
        Diet::Kosher => &["kosher"],
        Diet::LowFodmap => &["fodmap"],
    }
}

/// A cuisine: its canonical label (as the data spells it) and the phrases
/// that name it. The label itself always names it too.
#[derive(Debug, Clone, Copy)]
pub struct Cuisine {
    pub label: &'static str,
    pub synonyms: &'static [&'static str],
}

const fn cuisine(label: &'static str, synonyms: &'static [&'static str]) -> Cuisine {
    Cuisine { label, synonyms }
}

pub const CUISINES: &[Cuisine] = &[
    cuisine("american", &["new american", "traditional american"]),
    cuisine("mexican", &["mexicana", "mexico"]),
    cuisine("tex-mex", &["tex mex", "texmex"]),
    cuisine("italian", &["italiano", "italia", "trattoria", "osteria"]),
    cuisine("pizza", &["pizzeria", "pizzas", "pizza place"]),
    cuisine(
        "chinese",
        &[
            "szechuan",
            "sichuan",
            "cantonese",
            "hunan",
            "shanghainese",
            "dim sum",
        ],
    ),
    cuisine("japanese", &["izakaya"]),
    cuisine("thai", &["thailand"]),
    cuisine("vietnamese", &["viet", "vietnam"]),
    cuisine("korean", &["korea", "korean bbq", "k bbq"]),
    cuisine(
        "indian",
        &["north indian", "south indian", "punjabi", "desi", "india"],
    ),
    cuisine("pakistani", &[]),
    cuisine("nepalese", &["nepali", "himalayan"]),
    cuisine("tibetan", &[]),
    cuisine("ethiopian", &["eritrean", "habesha"]),
    cuisine("mediterranean", &["med"]),
    cuisine("greek", &["hellenic"]),
    cuisine(
        "middle eastern",
        &["levantine", "mideast", "arabic", "arab"],
    ),
    cuisine("lebanese", &[]),
    cuisine("turkish", &[]),
    cuisine("persian", &["iranian"]),
    cuisine("afghan", &["afghani"]),
    cuisine("israeli", &[]),
    cuisine("moroccan", &["maghrebi"]),
    cuisine(
        "african",
        &[
            "west african",
            "east african",
            "nigerian",
            "senegalese",
            "ghanaian",
            "somali",
        ],
    ),
    cuisine("french", &["brasserie", "bistro francais"]),
    cuisine("spanish", &["espanol"]),
    cuisine("portuguese", &[]),
    cuisine("german", &["bavarian", "biergarten"]),
    cuisine("british", &["english", "gastropub"]),
    cuisine("irish", &[]),
    cuisine("polish", &[]),
    cuisine("russian", &[]),
    cuisine("ukrainian", &[]),
    cuisine("georgian", &[]),
    cuisine("eastern european", &["slavic", "balkan"]),
    cuisine("caribbean", &["west indian"]),
    cuisine("jamaican", &[]),
    cuisine("cuban", &[]),
    cuisine("puerto rican", &["boricua"]),
    cuisine("dominican", &[]),
    cuisine("brazilian", &["churrascaria"]),
    cuisine("peruvian", &["nikkei"]),
    cuisine("argentinian", &["argentine", "argentinean"]),
    cuisine("colombian", &[]),
    cuisine("venezuelan", &[]),
    cuisine("salvadoran", &["salvadorian"]),
    cuisine(
        "latin american",
        &["latin", "latino", "south american", "central american"],
    ),
    cuisine("filipino", &["pinoy", "philippine"]),
    cuisine("indonesian", &[]),
    cuisine("malaysian", &[]),
    cuisine("burmese", &["myanmar"]),
    cuisine("taiwanese", &[]),
    cuisine("mongolian", &[]),
    cuisine("hawaiian", &[]),
    cuisine("cajun", &["creole", "louisiana"]),
    cuisine("southern", &["southern comfort food"]),
    cuisine("soul food", &["soul"]),
    cuisine("barbecue", &["bbq", "barbeque", "smokehouse", "bar b q"]),
    cuisine("seafood", &["fish house", "oyster bar", "seafood place"]),
    cuisine("steak house", &["steakhouse", "steakhouses", "steaks"]),
    cuisine(
        "burger",
        &["burgers", "hamburger", "hamburgers", "cheeseburger"],
    ),
    cuisine(
        "sandwich",
        &["sandwiches", "subs", "hoagie", "hoagies", "sandwich shop"],
    ),
    cuisine("breakfast", &["brunch", "breakfast place"]),
    cuisine(
        "coffee shop",
        &["coffee", "coffeehouse", "espresso", "coffee house"],
    ),
    cuisine(
        "ice cream",
        &["gelato", "frozen yogurt", "froyo", "ice cream shop"],
    ),
    cuisine("dessert", &["desserts", "sweets", "pastry", "pastries"]),
    cuisine("asian", &["pan asian", "asian fusion"]),
    cuisine("fusion", &[]),
    cuisine("health food", &["healthy", "health"]),
    cuisine("salad", &["salads"]),
    cuisine("juice", &["juice bar", "juices", "smoothie", "smoothies"]),
    cuisine("bubble tea", &["boba", "milk tea"]),
    cuisine("donut", &["donuts", "doughnut", "doughnuts"]),
    cuisine("bagel", &["bagels"]),
    cuisine("deli", &["delicatessen"]),
    cuisine("diner", &["diners"]),
];

/// A dish and the cuisine it belongs to (the cuisine label of [`CUISINES`]).
pub const DISHES: &[(&str, &str)] = &[
    ("pho", "vietnamese"),
    ("banh mi", "vietnamese"),
    ("bun bo hue", "vietnamese"),
    ("vermicelli bowl", "vietnamese"),
    ("sushi", "japanese"),
    ("sashimi", "japanese"),
    ("ramen", "japanese"),
    ("udon", "japanese"),
    ("soba", "japanese"),
    ("tempura", "japanese"),
    ("teriyaki", "japanese"),
    ("gyoza", "japanese"),
    ("onigiri", "japanese"),
    ("okonomiyaki", "japanese"),
    ("tonkatsu", "japanese"),
    ("donburi", "japanese"),
    ("miso soup", "japanese"),
    ("bibimbap", "korean"),
    ("bulgogi", "korean"),
    ("kimchi", "korean"),
    ("japchae", "korean"),
    ("tteokbokki", "korean"),
    ("pad thai", "thai"),
    ("pad see ew", "thai"),
    ("tom yum", "thai"),
    ("green curry", "thai"),
    ("massaman", "thai"),
    ("khao soi", "thai"),
    ("larb", "thai"),
    ("dumplings", "chinese"),
    ("dumpling", "chinese"),
    ("bao", "chinese"),
    ("kung pao", "chinese"),
    ("mapo tofu", "chinese"),
    ("lo mein", "chinese"),
    ("chow mein", "chinese"),
    ("hot pot", "chinese"),
    ("xiao long bao", "chinese"),
    ("wonton", "chinese"),
    ("wontons", "chinese"),
    ("peking duck", "chinese"),
    ("general tso", "chinese"),
    ("tikka masala", "indian"),
    ("biryani", "indian"),
    ("dosa", "indian"),
    ("samosa", "indian"),
    ("samosas", "indian"),
    ("naan", "indian"),
    ("chana masala", "indian"),
    ("dal", "indian"),
    ("daal", "indian"),
    ("paneer", "indian"),
    ("saag", "indian"),
    ("vindaloo", "indian"),
    ("korma", "indian"),
    ("thali", "indian"),
    ("pakora", "indian"),
    ("momo", "nepalese"),
    ("momos", "nepalese"),
    ("injera", "ethiopian"),
    ("tibs", "ethiopian"),
    ("doro wat", "ethiopian"),
    ("shiro", "ethiopian"),
    ("falafel", "middle eastern"),
    ("hummus", "middle eastern"),
    ("shawarma", "middle eastern"),
    ("baba ganoush", "middle eastern"),
    ("tabbouleh", "lebanese"),
    ("fattoush", "lebanese"),
    ("manakeesh", "lebanese"),
    ("kebab", "turkish"),
    ("kebabs", "turkish"),
    ("doner", "turkish"),
    ("lahmacun", "turkish"),
    ("baklava", "turkish"),
    ("gyro", "greek"),
    ("gyros", "greek"),
    ("souvlaki", "greek"),
    ("spanakopita", "greek"),
    ("moussaka", "greek"),
    ("tacos", "mexican"),
    ("taco", "mexican"),
    ("burrito", "mexican"),
    ("burritos", "mexican"),
    ("enchilada", "mexican"),
    ("enchiladas", "mexican"),
    ("quesadilla", "mexican"),
    ("tamale", "mexican"),
    ("tamales", "mexican"),
    ("nachos", "mexican"),
    ("fajitas", "mexican"),
    ("mole", "mexican"),
    ("pozole", "mexican"),
    ("elote", "mexican"),
    ("chilaquiles", "mexican"),
    ("torta", "mexican"),
    ("birria", "mexican"),
    ("carnitas", "mexican"),
    ("churros", "spanish"),
    ("pupusa", "salvadoran"),
    ("pupusas", "salvadoran"),
    ("arepa", "venezuelan"),
    ("arepas", "venezuelan"),
    ("empanada", "argentinian"),
    ("empanadas", "argentinian"),
    ("ceviche", "peruvian"),
    ("lomo saltado", "peruvian"),
    ("paella", "spanish"),
    ("tapas", "spanish"),
    ("pasta", "italian"),
    ("lasagna", "italian"),
    ("lasagne", "italian"),
    ("risotto", "italian"),
    ("gnocchi", "italian"),
    ("ravioli", "italian"),
    ("carbonara", "italian"),
    ("spaghetti", "italian"),
    ("tiramisu", "italian"),
    ("calzone", "italian"),
    ("bruschetta", "italian"),
    ("croissant", "french"),
    ("croissants", "french"),
    ("crepe", "french"),
    ("crepes", "french"),
    ("quiche", "french"),
    ("ratatouille", "french"),
    ("pierogi", "polish"),
    ("pierogies", "polish"),
    ("borscht", "ukrainian"),
    ("pelmeni", "russian"),
    ("khachapuri", "georgian"),
    ("jerk chicken", "jamaican"),
    ("cuban sandwich", "cuban"),
    ("mofongo", "puerto rican"),
    ("feijoada", "brazilian"),
    ("acai bowl", "brazilian"),
    ("poke", "hawaiian"),
    ("loco moco", "hawaiian"),
    ("spam musubi", "hawaiian"),
    ("gumbo", "cajun"),
    ("jambalaya", "cajun"),
    ("po boy", "cajun"),
    ("beignets", "cajun"),
    ("fried chicken", "southern"),
    ("biscuits and gravy", "southern"),
    ("grits", "southern"),
    ("mac and cheese", "soul food"),
    ("brisket", "barbecue"),
    ("ribs", "barbecue"),
    ("pulled pork", "barbecue"),
    ("hot dog", "american"),
    ("hot dogs", "american"),
    ("cheesesteak", "american"),
    ("buffalo wings", "american"),
    ("chicken wings", "american"),
    ("wings", "american"),
    ("fish and chips", "british"),
    ("bangers and mash", "british"),
    ("schnitzel", "german"),
    ("bratwurst", "german"),
    ("adobo", "filipino"),
    ("lumpia", "filipino"),
    ("pancit", "filipino"),
    ("sisig", "filipino"),
    ("nasi goreng", "indonesian"),
    ("rendang", "indonesian"),
    ("satay", "indonesian"),
    ("laksa", "malaysian"),
    ("mohinga", "burmese"),
    ("tea leaf salad", "burmese"),
    ("beef noodle soup", "taiwanese"),
    ("tagine", "moroccan"),
    ("couscous", "moroccan"),
    ("shakshuka", "israeli"),
    ("jollof", "african"),
];

/// Phrases searched together with their alternatives (query-time synonyms).
/// The first member is what the phrase means; every member is searched.
pub const SYNONYM_GROUPS: &[&[&str]] = &[
    &["noodle soup", "pho", "ramen", "udon", "laksa", "noodle"],
    &["noodles", "noodle", "ramen", "udon", "lo mein", "pho"],
    &["burger", "hamburger", "cheeseburger", "burgers"],
    &["sandwich", "sub", "hoagie", "hero", "grinder", "panini"],
    &["sub", "sandwich", "hoagie"],
    &["donut", "doughnut"],
    &["doughnut", "donut"],
    &["coffee", "espresso", "cafe", "latte"],
    &["cafe", "coffee"],
    &["ice cream", "gelato", "frozen yogurt", "creamery"],
    &[
        "dumplings",
        "gyoza",
        "momo",
        "pierogi",
        "potstickers",
        "dim sum",
        "bao",
    ],
    &["curry", "masala", "curries"],
    &["soda", "pop"],
    &["wings", "chicken wings"],
    &["boba", "bubble tea", "milk tea"],
    &["dessert", "sweets", "pastry", "cake", "bakery"],
    &["fries", "french fries", "chips"],
    &["tofu", "bean curd"],
    &["smoothie", "juice", "acai"],
    &["brunch", "breakfast"],
    &["breakfast", "brunch"],
    &["bbq", "barbecue", "smokehouse"],
    &["barbecue", "bbq"],
    &["steak", "steakhouse", "steak house"],
    &["pizza", "pizzeria"],
];

/// Kinds of place a query may ask for, as category labels (the data's
/// `categories` spelling) with the phrases that name them. "restaurant" is a
/// target but never a search term (nearly everything is one).
pub const CATEGORIES: &[(&str, &[&str])] = &[
    (
        "restaurant",
        &[
            "restaurant",
            "restaurants",
            "eatery",
            "eateries",
            "place to eat",
            "places to eat",
        ],
    ),
    (
        "cafe",
        &[
            "cafe",
            "cafes",
            "coffee shop",
            "coffee shops",
            "coffeehouse",
        ],
    ),
    ("bakery", &["bakery", "bakeries", "bakeshop"]),
    ("bar", &["bar", "bars", "cocktail bar", "wine bar"]),
    ("pub", &["pub", "pubs", "brewpub", "tavern"]),
    (
        "fast_food",
        &["fast food", "drive thru", "drive through", "quick bite"],
    ),
    (
        "food_truck",
        &["food truck", "food trucks", "food cart", "food carts"],
    ),
    (
        "ice_cream",
        &["ice cream shop", "ice cream parlor", "creamery"],
    ),
    ("deli", &["deli", "delis"]),
];

/// Phrases that mean "close to where I am": they need coordinates.
pub const NEAR_ME_PHRASES: &[&str] = &[
    "near me",
    "nearby",
    "near by",
    "around me",
    "close by",
    "closeby",
    "close to me",
    "near here",
    "around here",
    "close to here",
    "in my area",
];

/// Phrases that talk about distance without a number: never a radius.
pub const VAGUE_DISTANCE_PHRASES: &[&str] = &[
    "walking distance",
    "within walking distance",
    "walkable",
    "driving distance",
    "short drive",
    "short walk",
];

/// A distance unit: its spellings and meters per unit.
pub const DISTANCE_UNITS: &[(&[&str], f64)] = &[
    (&["mile", "miles", "mi"], 1_609.344),
    (
        &[
            "km",
            "kms",
            "kilometer",
            "kilometers",
            "kilometre",
            "kilometres",
        ],
        1_000.0,
    ),
    (&["m", "meter", "meters", "metre", "metres"], 1.0),
    (&["feet", "foot", "ft"], 0.3048),
];

/// Words before a radius that belong to it ("within 2 miles").
pub const RADIUS_LEADERS: &[&str] = &[
    "within",
    "inside",
    "under",
    "less than",
    "up to",
    "in a",
    "in",
];

/// Words after a radius that belong to it ("2 mile radius", "5 km away").
pub const RADIUS_TRAILERS: &[&str] = &["radius", "away", "range", "from me", "of me"];

/// Spelled-out counts accepted before a unit.
pub const NUMBER_WORDS: &[(&str, f64)] = &[
    ("one", 1.0),
    ("two", 2.0),
    ("three", 3.0),
    ("four", 4.0),
    ("five", 5.0),
    ("six", 6.0),
    ("seven", 7.0),
    ("eight", 8.0),
    ("nine", 9.0),
    ("ten", 10.0),
    ("twenty", 20.0),
];

/// Price words: (phrase, constraint label, min level, max level).
pub const PRICE_WORDS: &[(&str, &str, Option<u8>, Option<u8>)] = &[
    ("cheap", "cheap", None, Some(2)),
    ("cheap eats", "cheap", None, Some(2)),
    ("inexpensive", "cheap", None, Some(2)),
    ("affordable", "cheap", None, Some(2)),
    ("budget", "cheap", None, Some(2)),
    ("budget friendly", "cheap", None, Some(2)),
    ("low cost", "cheap", None, Some(2)),
    ("moderate", "moderate", Some(2), Some(3)),
    ("moderately priced", "moderate", Some(2), Some(3)),
    ("mid range", "moderate", Some(2), Some(3)),
    ("midrange", "moderate", Some(2), Some(3)),
    ("upscale", "upscale", Some(3), None),
    ("fancy", "upscale", Some(3), None),
    ("fine dining", "upscale", Some(3), None),
    ("high end", "upscale", Some(3), None),
    ("expensive", "upscale", Some(3), None),
    ("luxury", "upscale", Some(3), None),
    ("splurge", "upscale", Some(3), None),
    ("classy", "upscale", Some(3), None),
];

/// Words before an amount that make it a price ceiling ("under $15").
pub const PRICE_CEILING_LEADERS: &[&str] = &[
    "under",
    "below",
    "less than",
    "cheaper than",
    "max",
    "up to",
    "at most",
    "no more than",
];

/// Words after an amount that name the currency.
pub const CURRENCY_WORDS: &[&str] = &["dollars", "dollar", "bucks", "usd"];

/// Words that name a part of a city. Interpretive only: never a filter.
pub const NEIGHBORHOOD_WORDS: &[&str] = &[
    "downtown",
    "midtown",
    "uptown",
    "old town",
    "chinatown",
    "koreatown",
    "japantown",
    "little italy",
    "little saigon",
    "waterfront",
    "city center",
    "city centre",
    "financial district",
    "arts district",
    "east side",
    "west side",
    "north side",
    "south side",
    "eastside",
    "westside",
    "the mission",
    "mission district",
    "soho",
    "tribeca",
    "west village",
    "east village",
    "greenwich village",
    "lower east side",
    "upper west side",
    "upper east side",
    "williamsburg",
    "bushwick",
    "harlem",
    "capitol hill",
    "ballard",
    "pearl district",
    "hawthorne",
    "alberta arts",
    "south congress",
    "east austin",
    "haight",
    "castro",
    "nob hill",
    "wicker park",
    "logan square",
    "the loop",
    "fishtown",
    "dupont circle",
    "adams morgan",
];

/// Suffixes that make the preceding word a neighborhood ("Pearl District").
pub const NEIGHBORHOOD_SUFFIXES: &[&str] =
    &["district", "neighborhood", "neighbourhood", "quarter"];

/// Prepositions that introduce a place.
pub const PLACE_PREPOSITIONS: &[&str] =
    &["in", "near", "around", "at", "by", "of", "from", "close to"];

/// A US city: the spelling the data uses, and alternative spellings. A city
/// marked ambiguous is also a common word ("buffalo wings") and is only
/// recognised after a preposition ("in Buffalo").
#[derive(Debug, Clone, Copy)]
pub struct City {
    pub name: &'static str,
    pub state: &'static str,
    pub aliases: &'static [&'static str],
    pub ambiguous: bool,
}

const fn city(name: &'static str, state: &'static str) -> City {
    City {
        name,
        state,
        aliases: &[],
        ambiguous: false,
    }
}

const fn city_aka(
    name: &'static str,
    state: &'static str,
    aliases: &'static [&'static str],
) -> City {
    City {
        name,
        state,
        aliases,
        ambiguous: false,
    }
}

const fn ambiguous_city(name: &'static str, state: &'static str) -> City {
    City {
        name,
        state,
        aliases: &[],
        ambiguous: true,
    }
}

pub const CITIES: &[City] = &[
    city_aka("New York", "NY", &["nyc", "new york city", "manhattan"]),
    city("Brooklyn", "NY"),
    city("Queens", "NY"),
    city("Bronx", "NY"),
    city("Staten Island", "NY"),
    city("Ridgewood", "NY"),
    city_aka("Los Angeles", "CA", &["l a"]),
    city("Chicago", "IL"),
    city("Houston", "TX"),
    city("Phoenix", "AZ"),
    city_aka("Philadelphia", "PA", &["philly"]),
    city("San Antonio", "TX"),
    city("San Diego", "CA"),
    city("Dallas", "TX"),
    city("San Jose", "CA"),
    city("Austin", "TX"),
    city("Jacksonville", "FL"),
    city("Fort Worth", "TX"),
    city("Columbus", "OH"),
    city("Charlotte", "NC"),
    city_aka("San Francisco", "CA", &["sf", "san fran"]),
    city("Indianapolis", "IN"),
    city("Seattle", "WA"),
    city("Denver", "CO"),
    city_aka("Washington", "DC", &["washington dc", "dc", "d c"]),
    city("Boston", "MA"),
    city("El Paso", "TX"),
    city("Nashville", "TN"),
    city("Detroit", "MI"),
    city("Oklahoma City", "OK"),
    city("Portland", "OR"),
    city_aka("Las Vegas", "NV", &["vegas"]),
    city("Memphis", "TN"),
    city("Louisville", "KY"),
    city("Baltimore", "MD"),
    city("Milwaukee", "WI"),
    city("Albuquerque", "NM"),
    city("Tucson", "AZ"),
    city("Fresno", "CA"),
    city("Sacramento", "CA"),
    city("Kansas City", "MO"),
    city("Mesa", "AZ"),
    city("Atlanta", "GA"),
    city("Omaha", "NE"),
    city("Colorado Springs", "CO"),
    city("Raleigh", "NC"),
    city("Long Beach", "CA"),
    city("Virginia Beach", "VA"),
    city("Miami", "FL"),
    city("Oakland", "CA"),
    city("Minneapolis", "MN"),
    city("Tulsa", "OK"),
    city("Bakersfield", "CA"),
    city("Wichita", "KS"),
    city("Arlington", "VA"),
    city("Tampa", "FL"),
    city_aka("New Orleans", "LA", &["nola"]),
    city("Cleveland", "OH"),
    city("Honolulu", "HI"),
    city("Anaheim", "CA"),
    city("Lexington", "KY"),
    city("Stockton", "CA"),
    city("Henderson", "NV"),
    city("Saint Paul", "MN"),
    city("Cincinnati", "OH"),
    city("Pittsburgh", "PA"),
    city("Greensboro", "NC"),
    city("Anchorage", "AK"),
    city("Plano", "TX"),
    city("Lincoln", "NE"),
    city("Durham", "NC"),
    city("Jersey City", "NJ"),
    city("Chandler", "AZ"),
    city("Madison", "WI"),
    city("Lubbock", "TX"),
    city("Scottsdale", "AZ"),
    city("Reno", "NV"),
    ambiguous_city("Buffalo", "NY"),
    city("Gilbert", "AZ"),
    city("Glendale", "AZ"),
    city("North Las Vegas", "NV"),
    city("Winston Salem", "NC"),
    city("Chesapeake", "VA"),
    city("Norfolk", "VA"),
    city("Fremont", "CA"),
    city("Garland", "TX"),
    city("Irving", "TX"),
    city("Hialeah", "FL"),
    city("Richmond", "VA"),
    city("Boise", "ID"),
    city("Spokane", "WA"),
    city("Baton Rouge", "LA"),
    city("Tacoma", "WA"),
    city("San Bernardino", "CA"),
    city("Modesto", "CA"),
    city("Fontana", "CA"),
    city("Des Moines", "IA"),
    city("Moreno Valley", "CA"),
    city("Santa Clarita", "CA"),
    city("Fayetteville", "AR"),
    city("Birmingham", "AL"),
    city("Oxnard", "CA"),
    city("Rochester", "NY"),
    city("Port Saint Lucie", "FL"),
    city("Grand Rapids", "MI"),
    city("Huntsville", "AL"),
    city("Salt Lake City", "UT"),
    city("Frisco", "TX"),
    city("Yonkers", "NY"),
    city("Amarillo", "TX"),
    city("Glendale", "CA"),
    city("Huntington Beach", "CA"),
    city("McKinney", "TX"),
    city("Montgomery", "AL"),
    city("Augusta", "GA"),
    city("Akron", "OH"),
    city("Little Rock", "AR"),
    city("Tempe", "AZ"),
    city("Overland Park", "KS"),
    city("Grand Prairie", "TX"),
    city("Tallahassee", "FL"),
    city("Cape Coral", "FL"),
    city("Knoxville", "TN"),
    city("Providence", "RI"),
    city("Worcester", "MA"),
    city("Chattanooga", "TN"),
    city("Brownsville", "TX"),
    city("Fort Lauderdale", "FL"),
    city("Newport News", "VA"),
    city("Santa Rosa", "CA"),
    city("Eugene", "OR"),
    city("Salem", "OR"),
    city("Pasadena", "CA"),
    city("Syracuse", "NY"),
    city("Savannah", "GA"),
    city("Fort Collins", "CO"),
    city("Boulder", "CO"),
    city("Alexandria", "VA"),
    city("Ann Arbor", "MI"),
    city("Berkeley", "CA"),
    city("Cambridge", "MA"),
    city("Somerville", "MA"),
    city("Bowling Green", "KY"),
    city("Huntington", "WV"),
    city("Round Rock", "TX"),
    city_aka("Saint Petersburg", "FL", &["st petersburg", "st pete"]),
    city("Georgetown", "TX"),
    city("Mountain View", "CA"),
    city("Palo Alto", "CA"),
    city("Renton", "WA"),
    city("Bellevue", "WA"),
    city("Redmond", "WA"),
    city("Everett", "WA"),
    city("Olympia", "WA"),
    city("Bellingham", "WA"),
    city("Vancouver", "WA"),
    city("Beaverton", "OR"),
    city("Hillsboro", "OR"),
    city("Gresham", "OR"),
    city("Bend", "OR"),
    city("Duncan", "SC"),
    city("Findlay", "OH"),
    city("Oak Park", "IL"),
    city("Cedar Park", "TX"),
    city("Union City", "NJ"),
    city("Flagstaff", "AZ"),
    city("Prince Frederick", "MD"),
    city("Chapel Hill", "NC"),
    city("Richardson", "TX"),
    city("Gainesville", "FL"),
    city("Dunkirk", "NY"),
    city("Hoboken", "NJ"),
    city("Newark", "NJ"),
    city("Asheville", "NC"),
    city("Burlington", "VT"),
    city("Santa Cruz", "CA"),
    city("Santa Monica", "CA"),
    city("Santa Barbara", "CA"),
    city("Santa Fe", "NM"),
    city("Orlando", "FL"),
    city("Charleston", "SC"),
    city("Columbia", "SC"),
    city("Missoula", "MT"),
    city("Ithaca", "NY"),
    city("Albany", "NY"),
    city("Hartford", "CT"),
    city("New Haven", "CT"),
    city("Iowa City", "IA"),
    city("Lawrence", "KS"),
    city("Athens", "GA"),
    city("Evanston", "IL"),
    city("Carmel", "IN"),
    city("Bloomington", "IN"),
    city("Dayton", "OH"),
    city("Toledo", "OH"),
    city("Lansing", "MI"),
    city("Kalamazoo", "MI"),
    city("Provo", "UT"),
    city("Ogden", "UT"),
    city("Takoma Park", "MD"),
    city("Silver Spring", "MD"),
    city("Bethesda", "MD"),
    ambiguous_city("Mobile", "AL"),
    ambiguous_city("Orange", "CA"),
    ambiguous_city("Surprise", "AZ"),
    ambiguous_city("Independence", "MO"),
    ambiguous_city("Paradise", "NV"),
    ambiguous_city("Aurora", "CO"),
    ambiguous_city("Sandy", "UT"),
    ambiguous_city("Normal", "IL"),
];

/// US states and DC: (two-letter code, full name).
pub const STATES: &[(&str, &str)] = &[
    ("AL", "alabama"),
    ("AK", "alaska"),
    ("AZ", "arizona"),
    ("AR", "arkansas"),
    ("CA", "california"),
    ("CO", "colorado"),
    ("CT", "connecticut"),
    ("DE", "delaware"),
    ("DC", "district of columbia"),
    ("FL", "florida"),
    ("GA", "georgia"),
    ("HI", "hawaii"),
    ("ID", "idaho"),
    ("IL", "illinois"),
    ("IN", "indiana"),
    ("IA", "iowa"),
    ("KS", "kansas"),
    ("KY", "kentucky"),
    ("LA", "louisiana"),
    ("ME", "maine"),
    ("MD", "maryland"),
    ("MA", "massachusetts"),
    ("MI", "michigan"),
    ("MN", "minnesota"),
    ("MS", "mississippi"),
    ("MO", "missouri"),
    ("MT", "montana"),
    ("NE", "nebraska"),
    ("NV", "nevada"),
    ("NH", "new hampshire"),
    ("NJ", "new jersey"),
    ("NM", "new mexico"),
    ("NY", "new york state"),
    ("NC", "north carolina"),
    ("ND", "north dakota"),
    ("OH", "ohio"),
    ("OK", "oklahoma"),
    ("OR", "oregon"),
    ("PA", "pennsylvania"),
    ("RI", "rhode island"),
    ("SC", "south carolina"),
    ("SD", "south dakota"),
    ("TN", "tennessee"),
    ("TX", "texas"),
    ("UT", "utah"),
    ("VT", "vermont"),
    ("VA", "virginia"),
    ("WA", "washington state"),
    ("WV", "west virginia"),
    ("WI", "wisconsin"),
    ("WY", "wyoming"),
];

/// Words that never become search terms on their own.
pub const STOP_WORDS: &[&str] = &[
    "a",
    "an",
    "the",
    "and",
    "or",
    "for",
    "with",
    "to",
    "of",
    "in",
    "on",
    "at",
    "near",
    "around",
    "by",
    "me",
    "my",
    "i",
    "we",
    "us",
    "want",
    "wanna",
    "looking",
    "look",
    "find",
    "show",
    "get",
    "some",
    "any",
    "good",
    "best",
    "great",
    "top",
    "nice",
    "place",
    "places",
    "spot",
    "spots",
    "restaurant",
    "restaurants",
    "food",
    "foods",
    "eat",
    "eating",
    "eats",
    "where",
    "can",
    "is",
    "are",
    "there",
    "what",
    "which",
    "that",
    "this",
    "open",
    "now",
    "today",
    "tonight",
    "please",
    "recommend",
    "recommendations",
    "recommendation",
    "options",
    "option",
    "something",
    "like",
    "serves",
    "serving",
    "serve",
    "has",
    "have",
    "having",
    "lunch",
    "dinner",
    "meal",
    "meals",
    "dining",
    "dine",
    "grab",
    "bite",
    "need",
    "craving",
    "try",
    "local",
    "area",
    "city",
    "from",
    "close",
    "that's",
    "i'm",
    "it",
    "its",
    "be",
    "do",
    "does",
    "who",
    "how",
    "much",
    "very",
    "really",
    "your",
    "our",
    "their",
    "them",
    "you",
    "any",
    "also",
    "well",
    "friendly",
];

/// Is `word` a single-word cuisine, dish, diet or synonym of the vocabulary
/// (never misspelt: it was recognised)?
pub fn is_known_word(word: &str) -> bool {
    let is_word = |phrase: &&str| *phrase == word;
    CUISINES
        .iter()
        .any(|cuisine| cuisine.label == word || cuisine.synonyms.iter().any(is_word))
        || DISHES.iter().any(|(dish, _)| *dish == word)
        || DIET_PHRASES.iter().any(|(phrase, _)| *phrase == word)
        || SYNONYM_GROUPS.iter().any(|group| group.iter().any(is_word))
}

/// The position in [`CUISINES`] of the cuisine a phrase names (its label or
/// a synonym, compared as query words), e.g. "Steakhouse" and "steak house"
/// name the same one. `None` for cuisines the vocabulary does not know.
pub fn cuisine_index(phrase: &str) -> Option<usize> {
    static BY_PHRASE: std::sync::OnceLock<std::collections::HashMap<String, usize>> =
        std::sync::OnceLock::new();
    let by_phrase = BY_PHRASE.get_or_init(|| {
        let mut map = std::collections::HashMap::new();
        for (index, cuisine) in CUISINES.iter().enumerate() {
            for phrase in std::iter::once(&cuisine.label).chain(cuisine.synonyms) {
                // The first cuisine to claim a phrase keeps it.
                map.entry(crate::text::words(phrase).join(" "))
                    .or_insert(index);
            }
        }
        map
    });
    by_phrase
        .get(&crate::text::words(phrase).join(" "))
        .copied()
}

/// Is `word` a stop word?
pub fn is_stop_word(word: &str) -> bool {
    STOP_WORDS.contains(&word)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuisines_are_found_by_label_or_synonym_in_any_spelling() {
        let steak = cuisine_index("steak house");
        assert!(steak.is_some());
        assert_eq!(cuisine_index("Steakhouse"), steak);
        assert_eq!(cuisine_index("BBQ"), cuisine_index("barbecue"));
        assert_ne!(cuisine_index("thai"), cuisine_index("barbecue"));
        assert_eq!(cuisine_index("not a cuisine at all"), None);
        assert_eq!(cuisine_index(""), None);
    }

    #[test]
    fn the_vocabulary_is_rich_enough_and_self_consistent() {
        assert!(CUISINES.len() >= 40, "{} cuisines", CUISINES.len());
        for (dish, cuisine_label) in DISHES {
            assert!(
                CUISINES
                    .iter()
                    .any(|cuisine| cuisine.label == *cuisine_label),
                "dish {dish} names unknown cuisine {cuisine_label}"
            );
        }
        let phrases = DIET_PHRASES
            .iter()
            .map(|(phrase, _)| *phrase)
            .chain(CUISINES.iter().flat_map(|c| c.synonyms.iter().copied()))
            .chain(DISHES.iter().map(|(dish, _)| *dish))
            .chain(NEAR_ME_PHRASES.iter().copied());
        for phrase in phrases {
            assert_eq!(phrase, phrase.to_lowercase(), "{phrase}");
            assert!(!phrase.contains('-') && !phrase.contains("  "), "{phrase}");
        }
    }
}
