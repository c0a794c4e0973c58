//! The lexicons and the one pass that reads free text into [`Signal`]s.
//!
//! Every phrase lives in the tables below, so an auditor can read what the
//! engine recognises. One byte trie (built once), walked from each word
//! start, finds the longest whole-word phrase there; a short resolution step
//! then applies negation ("not vegan", "no cheese"), request phrasing
//! ("ask for no cheese" = vegan on request) and qualifiers ("vegan cheese",
//! "oat milk": the animal word is not an animal product there).

use std::sync::LazyLock;

use crate::signals::{Signal, SignalSet};

/// What a phrase does when it is found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    /// Adds its signals (transformed when negated).
    Term,
    /// "no", "not", "without": negates the next term within one word.
    Negator,
    /// "nothing", "none": quantify over the clause ("nothing on our menu
    /// is vegan"), so they reach up to four words.
    WideNegator,
    /// "ask for no", "hold the": negates, and a negated animal product then
    /// means the dish can be made vegan.
    RequestNegator,
    /// A word that makes a vegan or vegetarian mention positive.
    Praise,
    /// A word that makes a vegan or vegetarian mention negative.
    Complaint,
    /// "animal products": nothing on its own, vegan when negated.
    AnimalProducts,
    /// "look elsewhere", "laughed": in a sentence about vegan food, there is
    /// none to be had.
    Dismissal,
    /// "so-called", "turned out", "came with": in a diner's sentence that
    /// names vegan food and an animal product, the food was not as sold.
    Contradiction,
    /// A phrase that contains a lexicon word but means something else
    /// ("eggplant", "butternut"); it only shadows shorter matches.
    Trap,
}

/// Which animal words a qualifier right before them neutralises.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Qualifier {
    None,
    /// "oat", "soy", "almond": plant milks, butters and creams.
    PlantBase,
    /// "vegan", "plant-based", "mock": every animal word after it is an imitation.
    Imitation,
    /// "veggie", "meatless": meat and fish words after it are imitations;
    /// dairy and egg words still count ("vegetarian egg rolls").
    MeatSubstitute,
}

#[derive(Debug, Clone, Copy)]
struct Entry {
    role: Role,
    signals: SignalSet,
    qualifier: Qualifier,
}

use Signal as S;

const fn set(signals: &[Signal]) -> SignalSet {
    SignalSet::of(signals)
}

/// Animal products: absent from vegan food.
pub(crate) const ANIMAL: SignalSet = set(&[
    S::Meat,
    S::Pork,
    S::Fish,
    S::Shellfish,
    S::Dairy,
    S::Egg,
    S::Honey,
    S::Gelatin,
]);
/// Absent from vegetarian food.
pub(crate) const NOT_VEGETARIAN: SignalSet =
    set(&[S::Meat, S::Pork, S::Fish, S::Shellfish, S::Gelatin]);
/// Ingredient facts: meaningful on a menu item, noise in a review.
pub(crate) const INGREDIENTS: SignalSet = set(&[
    S::Meat,
    S::Pork,
    S::Fish,
    S::Shellfish,
    S::Dairy,
    S::Egg,
    S::Honey,
    S::Gelatin,
    S::TreeNut,
    S::Peanut,
    S::Gluten,
    S::OnionGarlic,
    S::Alcohol,
    S::PlantProtein,
]);
/// A sentence mentioning these is about vegan food.
const VEGAN_MENTION: SignalSet = set(&[
    S::VeganLabel,
    S::VeganOptions,
    S::FullyVegan,
    S::VeganAdaptable,
]);
/// A sentence mentioning these is about meat-free food.
const MEAT_FREE_MENTION: SignalSet = set(&[
    S::VeganLabel,
    S::VeganOptions,
    S::FullyVegan,
    S::VeganAdaptable,
    S::VegetarianLabel,
    S::VegetarianOptions,
    S::FullyVegetarian,
]);
/// Words a negation is allowed to skip ("not a vegan place", "no cheese or butter").
const NEGATION_FILLERS: &[&str] = &[
    "a",
    "an",
    "the",
    "any",
    "or",
    "and",
    "nor",
    "of",
    "real",
    "really",
    "actually",
    "truly",
    "for",
    "place",
    "spot",
    "restaurant",
    "very",
    "much",
    "good",
    "great",
];

/// One lexicon group: a role, its signals and its phrases. A `-` in a phrase
/// also matches a space or nothing ("plant-based", "plant based",
/// "plantbased"); a `'` also matches a typographic apostrophe.
struct Group {
    role: Role,
    signals: SignalSet,
    qualifier: Qualifier,
    phrases: &'static [&'static str],
}

const fn group(role: Role, signals: &[Signal], phrases: &'static [&'static str]) -> Group {
    Group {
        role,
        signals: set(signals),
        qualifier: Qualifier::None,
        phrases,
    }
}

const fn qualifier(
    qualifier: Qualifier,
    signals: &[Signal],
    phrases: &'static [&'static str],
) -> Group {
    Group {
        role: Role::Term,
        signals: set(signals),
        qualifier,
        phrases,
    }
}

/// The lexicons. Longer phrases win over shorter ones at the same position.
#[rustfmt::skip]
const GROUPS: &[Group] = &[
    // --- Vegan and vegetarian markers -----------------------------------
    qualifier(
        Qualifier::Imitation,
        &[S::VeganLabel],
        &["vegan", "plant-based", "vegan-style", "100% vegan friendly"],
    ),
    qualifier(
        Qualifier::Imitation,
        &[S::PlantProtein],
        &[
            "mock", "faux", "impossible", "beyond", "tofu", "seitan", "tempeh", "jackfruit", "soy",
            "soya", "plant",
        ],
    ),
    qualifier(
        Qualifier::MeatSubstitute,
        &[S::VegetarianLabel],
        &["veggie", "meatless", "meat-free", "vegetarian"],
    ),
    qualifier(
        Qualifier::PlantBase,
        &[],
        &[
            "oat", "coconut", "rice", "hemp", "pea", "dairy-free", "non-dairy", "lactose-free",
            "egg-free", "eggless", "cocoa", "shea", "apple", "sunflower",
        ],
    ),
    qualifier(
        Qualifier::PlantBase,
        &[S::TreeNut],
        &[
            "almond", "cashew", "macadamia", "nut", "hazelnut", "pistachio", "walnut", "pecan",
        ],
    ),
    group(
        Role::Term,
        &[S::VeganOptions],
        &[
            "vegan options", "vegan option", "vegan-friendly", "vegan menu", "vegan dishes",
            "vegan choices", "vegan items", "vegan food", "plant-based options",
            "plant-based menu", "vegan section",
        ],
    ),
    group(
        Role::Term,
        &[S::VeganAdaptable],
        &[
            "can be made vegan", "can be vegan", "can be prepared vegan", "vegan on request",
            "vegan upon request", "vegan by request", "made vegan", "make it vegan", "veganizable",
            "veganize", "veganized", "vegan available", "vegan version", "ask for vegan",
            "request vegan", "available vegan", "substitute tofu", "sub tofu", "swap for tofu",
            "vegan upon asking",
        ],
    ),
    group(
        Role::Term,
        &[S::FullyVegan, S::VeganLabel],
        &[
            "100% vegan", "100% plant-based", "100 percent vegan", "100 percent plant-based",
            "all vegan", "all-vegan", "fully vegan", "fully plant-based", "entirely vegan",
            "entirely plant-based", "completely vegan", "completely plant-based",
            "exclusively vegan", "exclusively plant-based", "purely plant-based", "strictly vegan",
            "vegan restaurant", "vegan kitchen", "plant-based restaurant", "plant-based kitchen",
            "vegan cafe", "vegan café", "vegan bakery", "everything is vegan",
            "everything here is vegan", "everything on the menu is vegan",
            "everything we serve is vegan", "everything we serve is plant-based",
            "everything is plant-based", "all plant-based", "only vegan", "vegan eatery",
            "vegan diner", "vegan spot",
        ],
    ),
    group(
        Role::Term,
        &[S::NoVegan],
        &[
            "no vegan options", "nothing vegan", "zero vegan",
        ],
    ),
    group(
        Role::Term,
        &[S::VeganLimited],
        &[
            "limited vegan", "few vegan", "not many vegan", "only one vegan",
            "only a couple of vegan", "only two vegan", "one vegan option",
        ],
    ),
    group(
        Role::Term,
        &[S::VegetarianOptions],
        &[
            "vegetarian options", "vegetarian option", "vegetarian-friendly", "vegetarian menu",
            "vegetarian dishes", "veggie options",
        ],
    ),
    group(
        Role::Term,
        &[S::FullyVegetarian, S::VegetarianLabel],
        &[
            "vegetarian restaurant", "100% vegetarian", "all vegetarian", "all-vegetarian",
            "fully vegetarian", "entirely vegetarian", "completely vegetarian",
            "vegetarian kitchen", "pure veg", "pure vegetarian", "strictly vegetarian",
            "meat-free kitchen", "meat-free restaurant",
        ],
    ),
    group(
        Role::Term,
        &[S::NoVegetarian],
        &["nothing vegetarian"],
    ),
    group(
        Role::Term,
        &[S::PlantProtein],
        &[
            "textured vegetable protein", "tvp", "soy curls", "falafel", "lentil", "lentils",
            "chickpea", "chickpeas", "hummus", "edamame", "nutritional yeast", "bean curd",
            "black bean burger", "bean burger", "coconut bacon", "mushroom bacon", "carrot bacon",
            "tofu scramble", "cauliflower wings", "chick'n", "chikn", "just egg",
            "oyster mushroom", "oyster mushrooms", "chicken of the woods", "lion's mane",
            "plant milk", "walnut meat", "walnut taco meat", "mushroom meat", "lentil meat",
            "aquafaba", "aioli made from aquafaba", "mayo made from aquafaba",
            "meringue made from aquafaba", "aquafaba aioli", "aquafaba mayo",
        ],
    ),
    // --- Animal products -------------------------------------------------
    group(
        Role::Term,
        &[S::Meat],
        &[
            "beef", "steak", "chicken", "turkey", "lamb", "mutton", "goat", "duck", "veal",
            "venison", "bison", "brisket", "meat", "meats", "meatball", "meatloaf", "burger",
            "hamburger", "jerky", "pastrami", "corned beef", "roast beef", "carne asada",
            "barbacoa", "birria", "gyro", "shawarma", "kebab", "kabob", "hot dog", "bratwurst",
            "ribs", "short rib", "wings", "liver", "foie gras", "oxtail", "tripe", "bone broth",
            "chicken stock", "beef stock", "chicken broth", "beef broth", "meat sauce",
            "bolognese", "pot roast", "sausage", "tallow", "schmaltz", "quail", "rabbit", "pho bo",
            "lengua", "suadero", "pollo", "carne", "poultry",
        ],
    ),
    group(
        Role::Term,
        &[S::Meat, S::Dairy],
        &["cheeseburger", "chicken parmesan", "chicken alfredo"],
    ),
    group(
        Role::Term,
        &[S::Meat, S::Pork],
        &[
            "pork", "bacon", "ham", "prosciutto", "pancetta", "guanciale", "chorizo", "pepperoni",
            "salami", "lard", "carnitas", "al pastor", "pulled pork", "pork belly", "chicharron",
            "chicharrón", "mortadella", "spam", "kielbasa", "andouille", "baby back", "char siu",
            "tonkotsu", "lap cheong", "capicola", "soppressata", "pig", "suckling pig",
            "bacon bits", "pork rind", "pork rinds",
        ],
    ),
    group(
        Role::Term,
        &[S::Fish],
        &[
            "fish", "salmon", "tuna", "cod", "tilapia", "halibut", "trout", "anchovy", "anchovies",
            "sardine", "mackerel", "fish sauce", "sashimi", "eel", "unagi", "caviar", "roe",
            "bonito", "dashi", "catfish", "snapper", "swordfish", "mahi", "mahi-mahi", "lox",
            "herring", "haddock", "pollock", "branzino", "sea bass", "worcestershire", "nam pla",
            "katsuobushi", "fish and chips", "surimi", "smoked salmon", "ceviche", "poke",
        ],
    ),
    group(Role::Term, &[S::Fish, S::Dairy, S::Egg], &["caesar"]),
    group(Role::Term, &[S::Fish, S::Shellfish], &["seafood"]),
    group(
        Role::Term,
        &[S::Shellfish],
        &[
            "shrimp", "prawn", "crab", "lobster", "scallop", "clam", "mussel", "oyster",
            "shellfish", "crustacean", "mollusk", "mollusc", "crawfish", "crayfish", "calamari", "squid", "octopus", "oyster sauce", "shrimp paste",
            "crab cake",
        ],
    ),
    group(
        Role::Term,
        &[S::Dairy],
        &[
            "cheese", "milk", "butter", "cream", "yogurt", "yoghurt", "ghee", "paneer",
            "mozzarella", "parmesan", "parmigiano", "cheddar", "feta", "ricotta", "whey", "casein",
            "buttermilk", "ice cream", "sour cream", "queso", "burrata", "mascarpone", "brie",
            "gouda", "gruyere", "gruyère", "halloumi", "labneh", "raita", "tzatziki", "alfredo",
            "bechamel", "béchamel", "lassi", "latte", "cappuccino", "kefir", "cream cheese",
            "milk chocolate", "whipped cream", "provolone", "pepper jack", "monterey jack",
            "blue cheese", "gorgonzola", "goat cheese", "pecorino", "cottage cheese",
            "queso fresco", "creme fraiche", "crème fraîche", "curd", "milkshake", "cheesecake",
            "mac and cheese", "mac & cheese", "buttery", "creamer", "half and half",
            "dulce de leche",
        ],
    ),
    group(
        Role::Term,
        &[S::Egg],
        &[
            "egg", "eggs", "egg yolk", "mayo", "mayonnaise", "aioli", "meringue", "frittata",
            "omelet", "omelette", "quiche", "fried egg", "scrambled eggs", "egg wash", "egg roll",
            "egg drop",
        ],
    ),
    group(
        Role::Term,
        &[S::Egg, S::Gluten],
        &["egg noodles", "egg noodle", "challah"],
    ),
    group(
        Role::Term,
        &[S::Egg, S::Dairy],
        &["hollandaise", "custard", "eggnog"],
    ),
    group(Role::Term, &[S::Egg, S::Dairy, S::Gluten], &["brioche"]),
    group(
        Role::Term,
        &[S::Egg, S::Dairy, S::Pork, S::Meat],
        &["carbonara"],
    ),
    group(
        Role::Term,
        &[S::Honey],
        &["honey", "honey mustard", "bee pollen", "honeycomb"],
    ),
    group(Role::Term, &[S::Honey, S::Alcohol], &["mead"]),
    group(
        Role::Term,
        &[S::Gelatin],
        &[
            "gelatin", "gelatine", "jello", "jell-o", "marshmallow", "marshmallows", "gummy",
            "gummies",
        ],
    ),
    group(
        Role::AnimalProducts,
        &[],
        &[
            "animal products", "animal product", "animal-derived", "animal ingredients",
        ],
    ),
    // --- Ingredient vocabulary, English and Spanish (vocabulary.rs) -------
    // Plant phrases first, so they own their words before the animal lists.
    qualifier(Qualifier::Imitation, &[], crate::vocabulary::IMITATIONS_EN),
    group(Role::Trap, &[], crate::vocabulary::TRAPS_EN),
    group(Role::Trap, &[], crate::vocabulary::TRAPS_ES),
    group(Role::Term, &[], crate::vocabulary::PLANT_BASES_ES),
    group(Role::Term, &[S::TreeNut], crate::vocabulary::NUT_BASES_ES),
    group(Role::Term, &[S::Peanut], crate::vocabulary::PEANUT_ES),
    group(Role::Term, &[S::PlantProtein], crate::vocabulary::PLANT_PROTEIN_ES),
    group(Role::Term, &[S::VeganLabel], crate::vocabulary::IMITATIONS_ES),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_EN),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_ES),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_EN),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_ES),
    group(Role::Term, &[S::Meat, S::Dairy], crate::vocabulary::MEAT_DAIRY_EN),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_EN),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_ES),
    group(Role::Term, &[S::Shellfish], crate::vocabulary::SHELLFISH_EN),
    group(Role::Term, &[S::Shellfish], crate::vocabulary::SHELLFISH_ES),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_EN),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_ES),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_EN),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_ES),
    group(Role::Term, &[S::Dairy, S::Egg], crate::vocabulary::DAIRY_EGG_EN),
    group(Role::Term, &[S::Dairy, S::Egg], crate::vocabulary::DAIRY_EGG_ES),
    group(Role::Term, &[S::Honey], crate::vocabulary::HONEY_EN),
    group(Role::Term, &[S::Honey], crate::vocabulary::HONEY_ES),
    group(Role::Term, &[S::Gelatin], crate::vocabulary::OTHER_ANIMAL_EN),
    group(Role::Term, &[S::Gelatin], crate::vocabulary::OTHER_ANIMAL_ES),
    // --- Allergens and other rule ingredients ----------------------------
    group(
        Role::Term,
        &[S::TreeNut],
        &[
            "almonds", "cashews", "walnut", "walnuts", "pecan", "pecans", "pistachio",
            "pistachios", "hazelnut", "hazelnuts", "macadamia nuts", "pine nut", "pine nuts",
            "brazil nut", "praline", "marzipan", "nutella", "nuts", "tree nut", "tree nuts",
            "mixed nuts", "frangipane", "almond milk", "cashew cheese", "cashew cream",
            "almond butter", "cashew butter", "nut butter", "almond flour",
        ],
    ),
    // Pesto is named for its nuts; parmesan is listed when it is there
    // ("walnut pesto with nutritional yeast instead of parmesan").
    group(Role::Term, &[S::TreeNut], &["pesto"]),
    group(Role::Term, &[S::TreeNut, S::Gluten, S::Honey], &["baklava"]),
    group(
        Role::Term,
        &[S::Peanut],
        &[
            "peanut", "peanuts", "peanut butter", "peanut sauce", "satay", "groundnut",
            "peanut oil", "kung pao",
        ],
    ),
    group(
        Role::Term,
        &[S::Gluten],
        &[
            "gluten", "wheat", "flour", "bread", "bun", "pasta", "noodle", "noodles", "barley",
            "rye", "soy sauce", "couscous", "breaded", "batter", "battered", "flour tortilla",
            "pita", "naan", "pizza", "croissant", "cake", "cookie", "dumpling", "ramen", "udon",
            "crouton", "panko", "tempura", "malt", "bagel", "sandwich", "toast", "spaghetti",
            "lasagna", "ravioli", "gnocchi", "pastry", "pie", "crust", "cracker", "biscuit",
            "waffle", "pancake", "crepe", "bulgur", "farro", "spelt", "semolina", "orzo", "wonton",
            "gyoza", "bao", "roti", "chapati", "paratha", "focaccia", "ciabatta", "baguette",
            "pretzel", "churro", "donut", "doughnut", "muffin", "scone", "brownie", "teriyaki",
            "seitan", "lo mein", "chow mein", "soba", "tortellini", "penne", "fettuccine",
            "linguine", "macaroni", "sub roll", "hoagie", "empanada", "samosa", "pakora",
            "biryani naan",
        ],
    ),
    group(
        Role::Term,
        &[S::Gluten, S::Alcohol],
        &["beer", "beer-battered", "ale"],
    ),
    group(
        Role::Term,
        &[S::GlutenFreeLabel],
        &[
            "gluten-free", "celiac-friendly", "coeliac-friendly", "celiac-safe",
        ],
    ),
    group(
        Role::Term,
        &[S::GlutenFreeOptions],
        &[
            "gluten-free options", "gluten-free option", "gluten-free menu", "gluten-free dishes",
            "gf options",
        ],
    ),
    group(
        Role::Term,
        &[S::GlutenFreeOptions, S::AllergenFreeClaim],
        &[
            "dedicated gluten-free", "100% gluten-free", "entirely gluten-free",
            "fully gluten-free",
        ],
    ),
    group(
        Role::Term,
        &[S::OnionGarlic],
        &[
            "onion", "onions", "garlic", "shallot", "shallots", "leek", "leeks", "scallion",
            "scallions", "green onion", "spring onion", "chive", "chives",
        ],
    ),
    group(
        Role::Term,
        &[S::Alcohol],
        &[
            "wine", "sake", "mirin", "rum", "vodka", "bourbon", "whiskey", "whisky", "tequila",
            "brandy", "cognac", "sherry", "marsala", "liqueur", "cocktail", "vodka sauce",
            "sangria", "mezcal", "gin", "champagne", "prosecco", "cider", "beer batter", "stout",
            "lager", "margarita", "mojito",
        ],
    ),
    // --- Cross-contamination --------------------------------------------
    group(
        Role::Term,
        &[S::SharedFryer],
        &[
            "shared fryer", "shared fryers", "same fryer", "same fryers", "share a fryer",
            "shares a fryer", "share the fryer", "shares the fryer", "share fryers",
            "fried in the same oil", "same oil", "same fryer oil", "common fryer",
            "fryer is shared", "fryers are shared", "fried alongside", "share a fryer with",
            "share fryer",
        ],
    ),
    group(
        Role::Term,
        &[S::SharedGrill],
        &[
            "shared grill", "same grill", "share a grill", "shares a grill", "same flat top",
            "same flat-top", "same flattop", "same griddle", "shared griddle", "shared flat-top",
            "grill is shared", "cooked on the same", "shared grills",
        ],
    ),
    group(
        Role::Term,
        &[S::SharedSurface],
        &[
            "shared surfaces", "shared surface", "shared kitchen", "same kitchen", "shared prep",
            "same prep", "same cutting board", "same utensils", "shared utensils",
            "shared equipment", "same equipment", "cross-contamination", "cross-contaminated",
            "cross-contact", "may contain traces", "traces of", "processed in a facility",
            "share a kitchen", "shares a kitchen", "same surfaces", "same pans", "same pots",
            "same wok", "shared wok",
        ],
    ),
    group(
        Role::Term,
        &[S::DedicatedPrep],
        &[
            "dedicated vegan", "dedicated fryer", "dedicated fryers", "separate fryer",
            "separate fryers", "dedicated prep", "separate prep", "separate vegan",
            "separate kitchen", "dedicated kitchen", "separate grill", "dedicated grill",
            "separate utensils", "dedicated utensils", "separate surfaces", "dedicated surfaces",
            "dedicated plant-based", "vegan-only fryer", "separate cookware", "dedicated cookware",
            "separate pans", "own fryer",
        ],
    ),
    // --- Staff knowledge and communication ------------------------------
    group(
        Role::Term,
        &[S::StaffKnowledgeable],
        &[
            "knew which", "knew what was vegan", "knew exactly", "knowledgeable", "staff knew",
            "server knew", "waiter knew", "waitress knew", "explained which", "pointed out which",
            "was able to tell", "could tell us which", "understood vegan", "understood what vegan",
            "knew the menu", "knew the ingredients", "checked with the kitchen",
            "checked with the chef", "asked the kitchen", "very accommodating", "knows the menu",
            "well informed", "well-informed",
        ],
    ),
    group(
        Role::Term,
        &[S::StaffUnsure],
        &[
            "didn't know what vegan", "did not know what vegan", "didn't know what",
            "did not know what", "had no idea", "no idea what", "wasn't sure", "was not sure",
            "weren't sure", "not sure if", "not sure whether", "didn't know if", "did not know if",
            "didn't understand", "did not understand", "clueless", "confused about",
            "couldn't tell", "could not tell", "didn't know which", "did not know which", "unsure",
            "thought fish was vegan", "thought eggs were vegan", "thought cheese was vegan",
            "didn't know the ingredients", "no clue",
        ],
    ),
    group(
        Role::Term,
        &[S::LanguageBarrier],
        &[
            "language barrier", "didn't speak english", "did not speak english",
            "don't speak english", "doesn't speak english", "no english", "limited english",
            "hard to communicate", "couldn't communicate", "could not communicate",
            "spoke little english", "lost in translation", "little english",
        ],
    ),
    group(
        Role::Term,
        &[S::AllergenFreeClaim],
        &[
            "allergen-free", "allergy-friendly", "nut-free", "peanut-free", "tree nut free",
            "top 8 free", "top-9 free", "top 9 free", "free of the top",
            "free from major allergens", "allergy-safe",
        ],
    ),
    group(
        Role::Term,
        &[S::HalalClaim],
        &["halal", "zabiha", "zabihah"],
    ),
    group(
        Role::Term,
        &[S::KosherClaim],
        &["kosher", "glatt", "pareve", "parve"],
    ),
    // --- Complaints about meat-free food (reviews, reports) -------------
    // Complaints that name an ingredient also carry it, so the same words on
    // a menu ("cooked in butter") still report the ingredient.
    group(
        Role::Term,
        &[S::ReviewNegative, S::VeganComplaint],
        &[
            "not actually vegan", "wasn't actually vegan", "was not actually vegan",
            "not really vegan", "not truly vegan", "mislabeled", "mislabelled", "fake vegan",
            "vegan option was not",
        ],
    ),
    group(
        Role::Term,
        &[S::ReviewNegative, S::VeganComplaint, S::Dairy],
        &[
            "found cheese", "had cheese in", "had cheese on", "came with cheese", "had butter",
            "cooked in butter", "had dairy", "contained dairy", "has dairy in",
        ],
    ),
    group(
        Role::Term,
        &[S::ReviewNegative, S::VeganComplaint, S::Egg],
        &[
            "had egg in", "had eggs in", "contained egg", "contained eggs",
        ],
    ),
    group(
        Role::Term,
        &[S::ReviewNegative, S::MeatComplaint],
        &[
            "not actually vegetarian", "wasn't actually vegetarian", "not really vegetarian",
        ],
    ),
    group(
        Role::Term,
        &[S::ReviewNegative, S::MeatComplaint, S::Meat],
        &[
            "found meat", "found chicken", "had meat in", "had chicken in", "meat in my",
            "chicken in my", "contained meat", "contained chicken", "used chicken broth",
            "uses chicken broth", "made with chicken stock",
        ],
    ),
    group(
        Role::Term,
        &[S::ReviewNegative, S::MeatComplaint, S::Meat, S::Pork],
        &["found bacon", "bacon in my", "ham in my"],
    ),
    group(
        Role::Term,
        &[S::ReviewNegative, S::MeatComplaint, S::Fish],
        &["fish sauce in my", "uses fish sauce"],
    ),
    group(
        Role::Dismissal,
        &[],
        &[
            "look elsewhere", "go elsewhere", "eat elsewhere", "laughed", "rolled their eyes",
            "rolled his eyes", "rolled her eyes", "out of luck", "no luck", "nothing for",
            "not for", "steer clear", "stay away",
        ],
    ),
    group(
        Role::Contradiction,
        &[],
        &[
            "so-called", "supposedly", "turned out", "found", "came out with", "came with",
            "was told", "were told", "claimed", "claims", "marked", "labeled", "labelled",
            "listed as", "melted", "on top", "mixed in", "brushed with", "cooked in", "fried in",
            "made with", "contained", "contains", "in it", "despite", "even though", "still had",
            "should ask", "beware", "heads up", "watch out", "be aware", "note that", "except",
        ],
    ),
    // --- Negation and request phrasing -----------------------------------
    group(
        Role::Negator,
        &[],
        &[
            "no", "not", "never", "without", "sans", "minus", "free of", "omit", "instead of",
            "isn't", "wasn't", "aren't", "weren't", "don't", "doesn't", "didn't", "do not",
            "does not", "did not", "is not", "was not", "are not", "cannot", "can't", "zero",
            "lacks", "lacking", "absent",
        ],
    ),
    group(Role::WideNegator, &[], &["nothing", "none", "neither", "none of our", "not one"]),
    group(
        Role::RequestNegator,
        &[],
        &[
            "ask for no", "ask for it without", "ask for without", "hold the", "order without",
            "order it without", "request no", "can be made without", "can be ordered without",
            "available without", "made without on request", "leave off the", "leave out the",
            "remove the", "skip the", "ask them to leave out", "ask to omit", "omit the",
            "without the", "no problem leaving out",
        ],
    ),
    // --- Sentiment of a meat-free mention --------------------------------
    group(
        Role::Praise,
        &[],
        &[
            "great", "delicious", "amazing", "love", "loved", "loves", "excellent", "fantastic",
            "tasty", "best", "awesome", "wonderful", "plenty", "lots of", "good", "perfect",
            "favorite", "favourite", "recommend", "recommended", "impressed", "happy", "yummy",
            "incredible", "superb", "outstanding", "so many", "tons of", "wide variety",
            "variety of", "great selection", "nice", "enjoyed", "friendly", "heaven", "paradise",
            "well labeled", "clearly labeled", "clearly marked", "well marked",
        ],
    ),
    group(
        Role::Complaint,
        &[],
        &[
            "disappointed", "disappointing", "terrible", "awful", "bland", "sick", "horrible",
            "worst", "bad", "poor", "mediocre", "inedible", "gross", "got sick", "made me sick",
            "lied", "misleading", "beware", "careful", "warning", "overpriced", "sad",
            "lacking options", "avoid",
        ],
    ),
    // --- Traps: look like lexicon words, are not -------------------------
    group(
        Role::Trap,
        &[],
        &[
            // "non-vegan" describes people and dishes ("my non-vegan
            // friends", "non-vegan dishes"), never a place without vegan food.
            "non-vegan", "non-vegetarian", "non-veg", "ginger ale", "ginger beer", "root beer",
            "eggplant", "eggplants", "butternut", "butter beans", "butter bean", "butter lettuce",
            "cream of tartar", "cream soda", "veggies", "honeydew", "cider vinegar",
            "wine vinegar", "rice wine vinegar", "nutmeg", "ginger", "corn tortilla",
            "corn tortillas", "rice noodle", "rice noodles", "glass noodles", "rice paper",
            "cauliflower crust", "buckwheat", "hamburger bun", "no problem", "no doubt",
            "not only", "not just", "no wonder", "no matter", "no longer", "not bad",
            "no complaints", "not disappointed", "never disappointed", "sweet potato", "shiitake",
            "coconut water", "milk thistle", "nothing but", "cookie butter", "apple butter",
            "fish-free", "meat lovers",
        ],
    ),
];

/// The compiled lexicon: one trie and, per pattern, what it means.
struct Lexicon {
    /// `None` only if the trie could not be built (a unit test proves it
    /// builds); every text then reads as "nothing found", which decides
    /// `unknown`: the conservative failure.
    trie: Option<Trie>,
    entries: Vec<Entry>,
}

/// The phrases as a byte trie, walked from each word start only. A phrase
/// counts only as whole words, so a search for every phrase at every byte
/// (what an unanchored automaton does) is mostly wasted work; walking from
/// word starts finds the same matches and lets the caller pick the longest
/// one that also ends on a word boundary.
///
/// The transitions are a double array: the children of a state sit at
/// `base + column` for the state's own `base`, each cell naming its parent
/// in `check`, so one 4-byte cell per state holds the whole trie (about
/// 30 KB, where a dense table of every state's row was 600 KB and each step
/// of a walk past the first letters missed the L1 cache).
#[derive(Debug)]
struct Trie {
    /// Byte to column; ASCII upper case shares the lower-case column (the
    /// phrases are lower case). Column 0: no phrase holds the byte.
    columns: [u8; 256],
    /// One cell per state, indexed by the state's slot (the root is slot 0).
    cells: Vec<Cell>,
    /// The state reached by the first two bytes of a walk, by their
    /// columns (`pairs[first * column_count + second]`), with that state's
    /// own cell copied in: one load where the walk took three dependent
    /// ones. A slot of 0 means no phrase starts with the pair.
    pairs: Vec<Pair>,
    column_count: usize,
    /// Columns whose one-byte walk ends a pattern: those walks take the
    /// step-by-step path, so no end is skipped.
    ends_after_one: Vec<bool>,
    /// The pattern that ends at each slot, or `u16::MAX` (16 bits: half
    /// the cache footprint of 32, and there are about 1,150 patterns).
    pattern_at: Vec<u16>,
    /// Bytes that begin some phrase (ASCII case folded).
    starts: [bool; 256],
}

/// A depth-two state and its cell.
#[derive(Debug, Clone, Copy)]
struct Pair {
    slot: u16,
    cell: Cell,
}

/// One state of the double array.
#[derive(Debug, Clone, Copy)]
struct Cell {
    /// The slot of the parent state; [`NO_PARENT`] for the root and free
    /// cells.
    check: u16,
    /// Where this state's children start (child for column `c` at
    /// `base + c`), with [`ENDS_PATTERN`] set when a pattern ends here.
    base: u16,
}

const NO_PARENT: u16 = u16::MAX;
const NO_PATTERN: u32 = u32::MAX;
/// The bit of a cell's base that says a pattern ends at its state.
const ENDS_PATTERN: u16 = 1 << 15;
/// The rest of a base: a slot offset.
const STATE_MASK: u16 = ENDS_PATTERN - 1;

impl Trie {
    /// `None` if the phrases need more states than a `u16` can name.
    fn build(patterns: &[String]) -> Option<Trie> {
        let mut columns = [0u8; 256];
        let mut column_count = 1usize;
        for pattern in patterns {
            for byte in pattern.bytes() {
                let byte = byte.to_ascii_lowercase();
                if columns[usize::from(byte)] == 0 {
                    columns[usize::from(byte)] = u8::try_from(column_count).ok()?;
                    column_count += 1;
                }
            }
        }
        for upper in b'A'..=b'Z' {
            columns[usize::from(upper)] = columns[usize::from(upper.to_ascii_lowercase())];
        }
        let mut starts = [false; 256];
        let mut next = vec![0u16; column_count];
        let mut pattern_at = vec![NO_PATTERN];
        for (index, pattern) in patterns.iter().enumerate() {
            let mut state = 0usize;
            for byte in pattern.bytes() {
                let cell = state * column_count + usize::from(columns[usize::from(byte)]);
                state = match next[cell] {
                    0 => {
                        let fresh = pattern_at.len();
                        next[cell] = u16::try_from(fresh).ok()?;
                        next.resize(next.len() + column_count, 0);
                        pattern_at.push(NO_PATTERN);
                        fresh
                    }
                    existing => usize::from(existing),
                };
            }
            // Patterns are distinct, so no state ends two of them.
            pattern_at[state] = u32::try_from(index).ok()?;
            if let Some(first) = pattern.bytes().next() {
                starts[usize::from(first)] = true;
                starts[usize::from(first.to_ascii_uppercase())] = true;
            }
        }
        let (next, pattern_at) = Self::breadth_first(&next, &pattern_at, column_count)?;
        let (cells, pattern_at) = Self::double_array(&next, &pattern_at, column_count)?;
        let (pairs, ends_after_one) = Self::pairs(&cells, column_count)?;
        Some(Trie {
            columns,
            cells,
            pairs,
            column_count,
            ends_after_one,
            pattern_at,
            starts,
        })
    }

    /// The depth-two slot of every pair of columns, and which columns end a
    /// pattern after one byte.
    fn pairs(cells: &[Cell], column_count: usize) -> Option<(Vec<Pair>, Vec<bool>)> {
        let child = |parent: usize, column: usize| -> Option<usize> {
            let base = usize::from(cells.first()?.base & STATE_MASK);
            let base = if parent == 0 {
                base
            } else {
                usize::from(cells.get(parent)?.base & STATE_MASK)
            };
            let slot = base + column;
            (usize::from(cells.get(slot)?.check) == parent).then_some(slot)
        };
        let none = Pair {
            slot: 0,
            cell: Cell {
                check: NO_PARENT,
                base: 0,
            },
        };
        let mut pairs = vec![none; column_count * column_count];
        let mut ends_after_one = vec![false; column_count];
        for first in 1..column_count {
            let Some(one) = child(0, first) else {
                continue;
            };
            *ends_after_one.get_mut(first)? = cells.get(one)?.base & ENDS_PATTERN != 0;
            for second in 1..column_count {
                if let Some(two) = child(one, second) {
                    *pairs.get_mut(first * column_count + second)? = Pair {
                        slot: u16::try_from(two).ok()?,
                        cell: *cells.get(two)?,
                    };
                }
            }
        }
        Some((pairs, ends_after_one))
    }

    /// Packs the dense, breadth-first table into a double array: states in
    /// depth-first order each take the first base at which every child's
    /// cell is free, so the states of one walk sit in nearby cells (about
    /// a sixth fewer simulated L1 misses than breadth-first order).
    fn double_array(
        next: &[u16],
        pattern_at: &[u32],
        column_count: usize,
    ) -> Option<(Vec<Cell>, Vec<u16>)> {
        let state_count = pattern_at.len();
        let free = Cell {
            check: NO_PARENT,
            base: 0,
        };
        let mut cells = vec![free; 1];
        let mut used = vec![true];
        let mut slot_of = vec![0usize; state_count];
        let mut first_free = 1usize;
        let mut children: Vec<(usize, usize)> = Vec::new();
        // Depth-first order: a walk's chain of states lands in nearby cells.
        let mut order = Vec::with_capacity(state_count);
        let mut stack = vec![0usize];
        while let Some(state) = stack.pop() {
            order.push(state);
            for column in (1..column_count).rev() {
                let target = *next.get(state * column_count + column)? & STATE_MASK;
                if target != 0 {
                    stack.push(usize::from(target));
                }
            }
        }
        for &state in &order {
            children.clear();
            for column in 1..column_count {
                let target = *next.get(state * column_count + column)? & STATE_MASK;
                if target != 0 {
                    children.push((column, usize::from(target)));
                }
            }
            let Some(&(lowest, _)) = children.first() else {
                continue;
            };
            while used.get(first_free).copied().unwrap_or(false) {
                first_free += 1;
            }
            // The first base that puts every child on a free cell.
            let mut base = first_free.saturating_sub(lowest);
            while children
                .iter()
                .any(|(column, _)| used.get(base + column).copied().unwrap_or(false))
            {
                base += 1;
            }
            let base_bits = u16::try_from(base).ok().filter(|b| *b <= STATE_MASK)?;
            let parent_slot = *slot_of.get(state)?;
            let parent = cells.get_mut(parent_slot)?;
            parent.base = (parent.base & ENDS_PATTERN) | base_bits;
            for &(column, child) in &children {
                let slot = base + column;
                if slot >= cells.len() {
                    cells.resize(slot + 1, free);
                    used.resize(slot + 1, false);
                }
                *used.get_mut(slot)? = true;
                *slot_of.get_mut(child)? = slot;
                let ends = *pattern_at.get(child)? != NO_PATTERN;
                *cells.get_mut(slot)? = Cell {
                    check: u16::try_from(parent_slot)
                        .ok()
                        .filter(|c| *c <= STATE_MASK)?,
                    base: if ends { ENDS_PATTERN } else { 0 },
                };
            }
        }
        let mut slot_patterns = vec![u16::MAX; cells.len()];
        for (state, pattern) in pattern_at.iter().enumerate() {
            if *pattern != NO_PATTERN {
                *slot_patterns.get_mut(*slot_of.get(state)?)? =
                    u16::try_from(*pattern).ok().filter(|p| *p != u16::MAX)?;
            }
        }
        Some((cells, slot_patterns))
    }

    /// Renumbers the states breadth first and marks the transitions into
    /// states where a pattern ends.
    fn breadth_first(
        next: &[u16],
        pattern_at: &[u32],
        column_count: usize,
    ) -> Option<(Vec<u16>, Vec<u32>)> {
        let state_count = pattern_at.len();
        if state_count > usize::from(STATE_MASK) {
            return None;
        }
        let mut order = Vec::with_capacity(state_count);
        let mut renumbered = vec![0u16; state_count];
        order.push(0usize);
        let mut visit = 0;
        while let Some(&state) = order.get(visit) {
            visit += 1;
            for column in 1..column_count {
                let child = usize::from(*next.get(state * column_count + column)?);
                if child != 0 {
                    *renumbered.get_mut(child)? = u16::try_from(order.len()).ok()?;
                    order.push(child);
                }
            }
        }
        let mut new_next = vec![0u16; state_count * column_count];
        let mut new_pattern_at = vec![NO_PATTERN; state_count];
        for (new_state, &old_state) in order.iter().enumerate() {
            *new_pattern_at.get_mut(new_state)? = *pattern_at.get(old_state)?;
            for column in 1..column_count {
                let child = usize::from(*next.get(old_state * column_count + column)?);
                if child != 0 {
                    let mut target = *renumbered.get(child)?;
                    if *pattern_at.get(child)? != NO_PATTERN {
                        target |= ENDS_PATTERN;
                    }
                    *new_next.get_mut(new_state * column_count + column)? = target;
                }
            }
        }
        Some((new_next, new_pattern_at))
    }

    /// The longest pattern that matches `text` from `start` (a word start)
    /// and ends a word, as (end, pattern). One walk: each pattern end met
    /// on the way is checked for a word boundary at once, so the last one
    /// that passes is the longest.
    fn longest_whole(&self, text: &str, start: usize) -> Option<(usize, u32)> {
        let bytes = text.as_bytes();
        let mut found = None;
        let mut state = 0usize;
        let mut base = usize::from(self.cells.first()?.base & STATE_MASK);
        let mut at = start;
        // The first two bytes in one lookup, unless a pattern could end
        // after the first.
        let first = usize::from(self.columns[usize::from(*bytes.get(start)?)]);
        let second = bytes
            .get(start + 1)
            .map_or(0, |b| usize::from(self.columns[usize::from(*b)]));
        if first != 0 && second != 0 && !self.ends_after_one.get(first).copied().unwrap_or(true) {
            let pair = self.pairs.get(first * self.column_count + second)?;
            let two = usize::from(pair.slot);
            if two == 0 {
                return None;
            }
            let cell = pair.cell;
            at = start + 2;
            state = two;
            base = usize::from(cell.base & STATE_MASK);
            if cell.base & ENDS_PATTERN != 0
                && ends_a_word(text, start, at)
                && let Some(pattern) = self.pattern_at.get(two)
            {
                found = Some((at, u32::from(*pattern)));
            }
        }
        while let Some(&byte) = bytes.get(at) {
            let column = usize::from(self.columns[usize::from(byte)]);
            if column == 0 {
                break;
            }
            let slot = base + column;
            match self.cells.get(slot) {
                Some(cell) if usize::from(cell.check) == state => {
                    at += 1;
                    state = slot;
                    base = usize::from(cell.base & STATE_MASK);
                    if cell.base & ENDS_PATTERN != 0
                        && ends_a_word(text, start, at)
                        && let Some(pattern) = self.pattern_at.get(slot)
                    {
                        found = Some((at, u32::from(*pattern)));
                    }
                }
                _ => break,
            }
        }
        found
    }
}

fn variants(phrase: &str) -> Vec<String> {
    let mut out = vec![phrase.to_owned()];
    if phrase.contains('-') {
        out.push(phrase.replace('-', " "));
        out.push(phrase.replace('-', ""));
    }
    let with_apostrophes: Vec<String> = out
        .iter()
        .filter(|p| p.contains('\''))
        .map(|p| p.replace('\'', "\u{2019}"))
        .collect();
    out.extend(with_apostrophes);
    out
}

fn build_lexicon() -> Lexicon {
    let (patterns, entries) = lexicon_patterns();
    Lexicon {
        trie: Trie::build(&patterns),
        entries,
    }
}

/// Every phrase variant once, with what it means; pattern ids index both.
fn lexicon_patterns() -> (Vec<String>, Vec<Entry>) {
    let mut patterns: Vec<String> = Vec::new();
    let mut entries: Vec<Entry> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for group in GROUPS {
        for phrase in group.phrases {
            for variant in variants(phrase) {
                // The first group that lists a phrase owns it.
                if seen.insert(variant.to_ascii_lowercase()) {
                    patterns.push(variant);
                    entries.push(Entry {
                        role: group.role,
                        signals: group.signals,
                        qualifier: group.qualifier,
                    });
                }
            }
        }
    }
    (patterns, entries)
}

static LEXICON: LazyLock<Lexicon> = LazyLock::new(build_lexicon);

/// Builds the lexicon trie now rather than on the first text read.
pub fn warm_up() {
    LazyLock::force(&LEXICON);
}

/// A phrase found in the text, before resolution.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RawMatch {
    start: usize,
    end: usize,
    pattern: u32,
}

/// Reusable buffers, so reading many texts allocates nothing per text.
#[derive(Debug, Default)]
pub(crate) struct Scratch {
    raw: Vec<RawMatch>,
}

impl Scratch {
    /// Room for the phrases of a long review, so the list is allocated
    /// once per evaluation rather than grown.
    pub(crate) fn new() -> Scratch {
        Scratch {
            raw: Vec::with_capacity(32),
        }
    }
}

/// What one text says.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct TextReading {
    pub signals: SignalSet,
    /// The byte range of the first sentence that carries a dietary signal.
    pub excerpt: Option<(usize, usize)>,
    /// A meat-free mention in a sentence with praise and no complaint.
    pub praised_mention: bool,
    /// A meat-free mention in a sentence with a complaint.
    pub criticised_mention: bool,
    /// Any meat-free mention at all.
    pub meat_free_mention: bool,
    /// Vegan food said to hold an animal product ("the vegan chili had cheese").
    pub vegan_contradiction: bool,
    /// Meat-free food said to hold meat or fish.
    pub meat_contradiction: bool,
    /// Vegans told there is nothing for them ("vegans should look elsewhere").
    pub vegan_dismissed: bool,
}

fn is_word_char_at(text: &str, index: usize, before: bool) -> bool {
    // ASCII, the usual case, needs no decoding: an ASCII byte is a whole
    // character (and so `index` is on a character boundary).
    let bytes = text.as_bytes();
    let near = if before {
        index.checked_sub(1).and_then(|i| bytes.get(i))
    } else {
        bytes.get(index)
    };
    if let Some(byte) = near.filter(|b| b.is_ascii()) {
        return ASCII_WORD[usize::from(*byte)];
    }
    let slice = if before {
        text.get(..index).and_then(|s| s.chars().next_back())
    } else {
        text.get(index..).and_then(|s| s.chars().next())
    };
    slice.is_some_and(char::is_alphanumeric)
}

/// A match counts only as whole words; a plural "s"/"es" may follow. (The
/// walk checks starts as it goes and ends with [`ends_a_word`]; the
/// reference matcher of the tests checks both here.)
#[cfg(test)]
fn at_word_boundaries(text: &str, start: usize, end: usize) -> bool {
    if is_word_char_at(text, start, true) || !text.is_char_boundary(start) {
        return false;
    }
    ends_a_word(text, start, end)
}

/// The end half of [`at_word_boundaries`]: a match from `start` ends a
/// word at `end`, or a plural "s"/"es" after it does.
fn ends_a_word(text: &str, start: usize, end: usize) -> bool {
    let bytes = text.as_bytes();
    // The usual case: the text ends, or an ASCII space or punctuation
    // follows (no plural suffix can start with one).
    match bytes.get(end) {
        None => return true,
        Some(next) if next.is_ascii() && !ASCII_WORD[usize::from(*next)] => return true,
        Some(_) => {}
    }
    let last_is_letter = end > start && bytes.get(end - 1).is_some_and(u8::is_ascii_alphabetic);
    let mut after = end;
    if last_is_letter {
        if bytes
            .get(after)
            .is_some_and(|b| b.eq_ignore_ascii_case(&b'e'))
            && bytes
                .get(after + 1)
                .is_some_and(|b| b.eq_ignore_ascii_case(&b's'))
        {
            after += 2;
        } else if bytes
            .get(after)
            .is_some_and(|b| b.eq_ignore_ascii_case(&b's'))
        {
            after += 1;
        }
        if after != end && !is_word_char_at(text, after, false) {
            return true;
        }
        after = end;
    }
    !is_word_char_at(text, after, false)
}

/// Per byte: [`SENTENCE_BREAK`] and [`CLAUSE_BREAK`] bits. A table rather
/// than a chain of comparisons: these run over every byte of a sentence
/// with a signal, and a branch per punctuation mark mispredicts often.
const BREAKS: [u8; 256] = {
    let mut table = [0u8; 256];
    let sentence = b".!?\n\r";
    let mut i = 0;
    while i < sentence.len() {
        table[sentence[i] as usize] = SENTENCE_BREAK | CLAUSE_BREAK;
        i += 1;
    }
    let clause = b",;:()";
    let mut i = 0;
    while i < clause.len() {
        table[clause[i] as usize] = CLAUSE_BREAK;
        i += 1;
    }
    table
};
const SENTENCE_BREAK: u8 = 1;
const CLAUSE_BREAK: u8 = 2;

fn is_sentence_break(byte: u8) -> bool {
    BREAKS[usize::from(byte)] & SENTENCE_BREAK != 0
}

fn is_clause_break(byte: u8) -> bool {
    BREAKS[usize::from(byte)] & CLAUSE_BREAK != 0
}

/// Does a negation ending at `from` still reach a term starting at `to`?
/// At most one word between them (fillers like "a", "any", "or" are free);
/// punctuation and "but" end it.
fn negation_reaches(text: &str, from: usize, to: usize, reach: usize) -> bool {
    if to < from || to - from > 16 * (reach + 2) {
        return false;
    }
    let Some(gap) = text.get(from..to) else {
        return false;
    };
    if gap.bytes().any(is_clause_break) {
        return false;
    }
    let mut counted = 0;
    for word in gap
        .split(|c: char| c.is_whitespace() || c == '-')
        .filter(|w| !w.is_empty())
    {
        if word.eq_ignore_ascii_case("but") {
            return false;
        }
        if !NEGATION_FILLERS
            .iter()
            .any(|f| word.eq_ignore_ascii_case(f))
        {
            counted += 1;
        }
    }
    counted <= reach
}

/// Only spaces or a hyphen between a qualifier and the word it qualifies.
fn adjacent(text: &str, from: usize, to: usize) -> bool {
    to >= from
        && to - from <= 2
        && text
            .get(from..to)
            .is_some_and(|gap| gap.bytes().all(|b| b == b' ' || b == b'-'))
}

/// Shared equipment, whose clause names what a dish may touch.
const SHARED: SignalSet = set(&[S::SharedFryer, S::SharedGrill, S::SharedSurface]);

/// No clause break between `from` and `to`, and not far apart.
fn same_clause(text: &str, from: usize, to: usize) -> bool {
    to >= from
        && to - from <= 64
        && text
            .get(from..to)
            .is_some_and(|gap| !gap.bytes().any(is_clause_break))
}

/// Words that join two things rather than describe one: a qualifier does
/// not reach across them ("vegan burger with cheese").
const JOINING_WORDS: &[&str] = &[
    "with", "and", "or", "on", "in", "plus", "topped", "served", "over", "under", "side", "of",
    "but", "&", "+",
];

/// A qualifier itself may skip one describing word: "vegan American cheese",
/// "plant-based sharp cheddar".
fn qualifies_across_one_word(text: &str, from: usize, to: usize) -> bool {
    if adjacent(text, from, to) {
        return true;
    }
    let Some(gap) = text.get(from..to) else {
        return false;
    };
    if gap.len() > 24 || gap.bytes().any(is_clause_break) {
        return false;
    }
    let mut words = gap.split([' ', '-']).filter(|w| !w.is_empty());
    match (words.next(), words.next()) {
        (Some(word), None) => {
            word.chars().all(char::is_alphabetic)
                && !JOINING_WORDS.iter().any(|j| word.eq_ignore_ascii_case(j))
        }
        _ => false,
    }
}

/// Words after a negated "vegan" that keep it a statement about vegan food
/// in general ("not vegan at all", "no vegan here").
const PREDICATE_FOLLOWERS: &[&str] = &[
    "at",
    "and",
    "or",
    "but",
    "either",
    "though",
    "anymore",
    "here",
    "there",
    "enough",
    "to",
    "in",
    "on",
    "for",
    "whatsoever",
    "is",
    "are",
    "was",
    "were",
    "as",
];

/// After "no vegan", a noun narrows the claim: "no vegan desserts" says the
/// vegan choice is limited, not that nothing is vegan.
fn narrows_to_a_noun(text: &str, end: usize) -> bool {
    let Some(rest) = text.get(end..) else {
        return false;
    };
    let rest = rest.trim_start_matches([' ', '-']);
    let word: &str = rest
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("");
    !word.is_empty()
        && rest.len() < text.len() - end
        && !PREDICATE_FOLLOWERS
            .iter()
            .any(|f| word.eq_ignore_ascii_case(f))
}

/// What a negated term means.
fn negate(signals: SignalSet, request: bool) -> SignalSet {
    let mut out = SignalSet::EMPTY;
    // "not a fully vegan kitchen" says only that the place is not fully
    // vegan, not that nothing there is vegan.
    if signals.any(set(&[S::FullyVegan, S::FullyVegetarian])) {
        return out;
    }
    for signal in signals.iter() {
        match signal {
            S::VeganLabel | S::VeganOptions => out.insert(S::NoVegan),
            S::VegetarianLabel | S::VegetarianOptions => out.insert(S::NoVegetarian),
            S::Gluten => out.insert(S::GlutenFreeLabel),
            S::GlutenFreeLabel | S::GlutenFreeOptions => out.insert(S::NoGlutenFree),
            S::SharedFryer | S::SharedGrill | S::SharedSurface => out.insert(S::DedicatedPrep),
            S::HalalClaim => out.insert(S::NoHalal),
            S::KosherClaim => out.insert(S::NoKosher),
            S::StaffKnowledgeable => out.insert(S::StaffUnsure),
            s if ANIMAL.has(s) && request => out.insert(S::VeganAdaptable),
            // Other ingredients and claims simply vanish when negated.
            _ => {}
        }
    }
    out
}

#[derive(Debug, Default)]
struct SentenceState {
    start: usize,
    end: usize,
    signals: SignalSet,
    praise: bool,
    complaint: bool,
    contradiction: bool,
    dismissal: bool,
}

/// The phrases of `text`, leftmost first, that resolution reads: at each
/// word start not inside an earlier phrase, the longest phrase that also
/// ends on a word boundary.
fn find_phrases(trie: &Trie, text: &str, scratch: &mut Scratch) {
    let bytes = text.as_bytes();
    let mut at = 0usize;
    // Whether the character before `at` is alphanumeric: a phrase never
    // starts inside a word.
    let mut after_word_char = false;
    while let Some(&byte) = bytes.get(at) {
        // `after_word_char` is what `at_word_boundaries` checks at a start:
        // `at` is a word start on a character boundary.
        if !after_word_char
            && trie.starts[usize::from(byte)]
            && let Some((end, pattern)) = trie.longest_whole(text, at)
        {
            scratch.raw.push(RawMatch {
                start: at,
                end,
                pattern,
            });
            at = end;
            after_word_char = is_word_char_at(text, at, true);
            continue;
        }
        if byte.is_ascii() {
            after_word_char = ASCII_WORD[usize::from(byte)];
            at += 1;
            // The rest of a word: no phrase starts inside it.
            if after_word_char {
                while bytes.get(at).is_some_and(|b| ASCII_WORD[usize::from(*b)]) {
                    at += 1;
                }
            }
        } else {
            let Some(c) = text.get(at..).and_then(|rest| rest.chars().next()) else {
                // Not a character boundary: cannot happen when stepping by
                // whole characters; stop rather than misread.
                return;
            };
            after_word_char = c.is_alphanumeric();
            at += c.len_utf8();
        }
    }
}

/// ASCII letters and digits, by table: one load per byte where the range
/// checks took several instructions in the scan's tightest loop.
const ASCII_WORD: [bool; 256] = {
    let mut table = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        table[byte] = (byte as u8).is_ascii_alphanumeric();
        byte += 1;
    }
    table
};

/// Reads one text. Deterministic and allocation-free once `scratch` is warm.
pub(crate) fn read_text(text: &str, scratch: &mut Scratch) -> TextReading {
    let lexicon = &*LEXICON;
    scratch.raw.clear();
    let Some(trie) = lexicon.trie.as_ref() else {
        return TextReading::default();
    };
    find_phrases(trie, text, scratch);
    if scratch.raw.is_empty() {
        return TextReading::default();
    }

    let mut reading = TextReading::default();
    let mut covered_until = 0usize;
    // (end of the negator or of the last negated term, is a request, reach in words)
    let mut negation: Option<(usize, bool, usize)> = None;
    // (end of the qualifier, its kind, set by a qualifier itself rather than
    // carried over a compound)
    let mut qualifier: Option<(usize, Qualifier, bool)> = None;
    // End of the last shared-equipment phrase.
    let mut contact: Option<usize> = None;
    let mut sentence = SentenceState::default();
    let mut sentence_open = false;

    for raw in &scratch.raw {
        if raw.start < covered_until {
            continue;
        }
        let Some(entry) = lexicon.entries.get(raw.pattern as usize).copied() else {
            continue;
        };
        covered_until = raw.end;

        if !sentence_open || raw.start >= sentence.end {
            if sentence_open {
                close_sentence(&sentence, &mut reading);
            }
            sentence = open_sentence(text, raw.start);
            sentence_open = true;
        }

        let negated = negation
            .filter(|(from, _, reach)| negation_reaches(text, *from, raw.start, *reach))
            .map(|(_, request, _)| request);
        let qualified = qualifier
            .filter(|(from, _, direct)| {
                if *direct {
                    qualifies_across_one_word(text, *from, raw.start)
                } else {
                    adjacent(text, *from, raw.start)
                }
            })
            .map(|(_, kind, _)| kind);

        let mut found = SignalSet::EMPTY;
        match entry.role {
            Role::Negator => negation = Some((raw.end, false, 1)),
            Role::WideNegator => negation = Some((raw.end, false, 4)),
            Role::RequestNegator => negation = Some((raw.end, true, 1)),
            Role::Praise => match negated {
                Some(_) => sentence.complaint = true,
                None => sentence.praise = true,
            },
            Role::Complaint => {
                if negated.is_none() {
                    sentence.complaint = true;
                }
            }
            Role::AnimalProducts => {
                if negated.is_some() {
                    found.insert(S::VeganLabel);
                }
            }
            Role::Trap => {}
            Role::Contradiction => sentence.contradiction = true,
            Role::Dismissal => sentence.dismissal = true,
            Role::Term => {
                let mut signals = entry.signals;
                // "fried in the same oil as the shrimp": the shrimp is what
                // the dish may touch, not what it contains.
                if contact.is_some_and(|from| same_clause(text, from, raw.start)) {
                    signals.remove_all(ANIMAL);
                }
                match qualified {
                    Some(Qualifier::Imitation) => signals.remove_all(ANIMAL),
                    Some(Qualifier::MeatSubstitute) => signals.remove_all(NOT_VEGETARIAN),
                    Some(Qualifier::PlantBase) => signals.remove_all(set(&[S::Dairy, S::Egg])),
                    _ => {}
                }
                found = match negated {
                    Some(request) => {
                        // Chains: "no cheese or butter" negates both.
                        negation = Some((raw.end, request, 1));
                        let mut negated = negate(signals, request);
                        if signals == set(&[S::VeganLabel]) && narrows_to_a_noun(text, raw.end) {
                            negated.remove(S::NoVegan);
                            negated.insert(S::VeganLimited);
                        }
                        negated
                    }
                    None => signals,
                };
            }
        }
        if found.any(SHARED) {
            contact = Some(raw.end);
        }
        if negated.is_none() {
            if entry.qualifier != Qualifier::None {
                qualifier = Some((raw.end, entry.qualifier, true));
            } else if let Some(kind) = qualified {
                // A qualifier carries over a compound: "oat milk latte".
                qualifier = Some((raw.end, kind, false));
            }
        }
        if !found.is_empty() {
            sentence.signals = sentence.signals.union(found);
            reading.signals = reading.signals.union(found);
            if reading.excerpt.is_none() {
                reading.excerpt = Some((sentence.start, sentence.end));
            }
        }
    }
    if sentence_open {
        close_sentence(&sentence, &mut reading);
    }
    reading
}

fn open_sentence(text: &str, at: usize) -> SentenceState {
    let bytes = text.as_bytes();
    let start = previous_sentence_break(bytes, at).map_or(0, |i| i + 1);
    let end = next_sentence_break(bytes, at).map_or(bytes.len(), |i| i + 1);
    SentenceState {
        start,
        end,
        ..SentenceState::default()
    }
}

/// The sentence-break bytes, as [`BREAKS`] marks them.
const SENTENCE_BYTES: [u8; 5] = *b".!?\n\r";

/// Bit 7 of every byte of `word` that is a sentence break (exact: no
/// borrow crosses bytes). Scanning eight bytes at a time: a sentence's end
/// is searched from its first phrase, and byte by byte that scan was a
/// twentieth of the engine's time.
fn sentence_breaks(word: u64) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut found = 0;
    for byte in SENTENCE_BYTES {
        let diff = word ^ (u64::from(byte) * 0x0101_0101_0101_0101);
        // High bit set where `diff` has a zero byte.
        found |= !(((diff & LOW7) + LOW7) | diff) & HIGH;
    }
    found
}

/// The first sentence break at or after `from`.
fn next_sentence_break(bytes: &[u8], from: usize) -> Option<usize> {
    let tail = bytes.get(from..)?;
    let mut chunks = tail.chunks_exact(8);
    let mut offset = from;
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().ok()?);
        let found = sentence_breaks(word);
        if found != 0 {
            return Some(offset + (found.trailing_zeros() / 8) as usize);
        }
        offset += 8;
    }
    chunks
        .remainder()
        .iter()
        .position(|b| is_sentence_break(*b))
        .map(|i| offset + i)
}

/// The last sentence break before `before`.
fn previous_sentence_break(bytes: &[u8], before: usize) -> Option<usize> {
    let head = bytes.get(..before)?;
    let mut chunks = head.rchunks_exact(8);
    let mut end = before;
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().ok()?);
        let found = sentence_breaks(word);
        end -= 8;
        if found != 0 {
            return Some(end + ((63 - found.leading_zeros()) / 8) as usize);
        }
    }
    // The remainder is the first `end` bytes.
    chunks
        .remainder()
        .iter()
        .rposition(|b| is_sentence_break(*b))
}

fn close_sentence(sentence: &SentenceState, reading: &mut TextReading) {
    if !sentence.signals.any(MEAT_FREE_MENTION) {
        return;
    }
    // Vegan food and an animal product in one sentence, with a complaint or
    // a contradiction cue: "the so-called vegan chili had cheese in it".
    let objection = sentence.complaint || sentence.contradiction;
    if objection && sentence.signals.any(ANIMAL) && sentence.signals.any(VEGAN_MENTION) {
        reading.vegan_contradiction = true;
    }
    if objection && sentence.signals.any(NOT_VEGETARIAN) {
        reading.meat_contradiction = true;
    }
    if sentence.dismissal && sentence.signals.any(VEGAN_MENTION) {
        reading.vegan_dismissed = true;
    }
    reading.meat_free_mention = true;
    if sentence.complaint {
        reading.criticised_mention = true;
    } else if sentence.praise {
        reading.praised_mention = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn signals(text: &str) -> SignalSet {
        read_text(text, &mut Scratch::default()).signals
    }

    #[test]
    fn trie_is_compact() {
        // The point of the double array: the whole trie stays small enough
        // to live in the L1/L2 cache while texts are read.
        let trie = LEXICON.trie.as_ref().unwrap();
        let states = trie.cells.iter().filter(|c| c.check != NO_PARENT).count() + 1;
        let (patterns, _) = lexicon_patterns();
        assert!(states > patterns.len(), "{states} states");
        assert!(
            trie.cells.len() * std::mem::size_of::<Cell>() <= 48 * 1024,
            "{} cells for {states} states",
            trie.cells.len()
        );
    }

    #[test]
    fn every_phrase_is_lowercase_and_trimmed() {
        for group in GROUPS {
            for phrase in group.phrases {
                assert_eq!(phrase.trim(), *phrase);
                assert_eq!(phrase.to_lowercase(), *phrase, "{phrase}");
            }
        }
        assert!(!LEXICON.entries.is_empty());
        assert!(LEXICON.trie.is_some(), "the lexicon trie must build");
    }

    /// The matcher the trie replaced: every phrase at every byte
    /// (aho-corasick, overlapping), kept when whole words, then leftmost
    /// first and longest first, each skipped if it starts inside the last
    /// one kept.
    fn reference_phrases(text: &str) -> Vec<(usize, usize, u32)> {
        use aho_corasick::{AhoCorasick, MatchKind};
        static REFERENCE: LazyLock<AhoCorasick> = LazyLock::new(|| {
            let (patterns, _) = lexicon_patterns();
            AhoCorasick::builder()
                .ascii_case_insensitive(true)
                .match_kind(MatchKind::Standard)
                .build(&patterns)
                .unwrap()
        });
        let mut all: Vec<(usize, usize, u32)> = REFERENCE
            .find_overlapping_iter(text)
            .filter(|m| at_word_boundaries(text, m.start(), m.end()))
            .map(|m| (m.start(), m.end(), m.pattern().as_u32()))
            .collect();
        all.sort_unstable_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
        let mut kept = Vec::new();
        let mut covered_until = 0;
        for (start, end, pattern) in all {
            if start >= covered_until {
                kept.push((start, end, pattern));
                covered_until = end;
            }
        }
        kept
    }

    fn trie_phrases(text: &str) -> Vec<(usize, usize, u32)> {
        let mut scratch = Scratch::default();
        find_phrases(LEXICON.trie.as_ref().unwrap(), text, &mut scratch);
        scratch
            .raw
            .iter()
            .map(|m| (m.start, m.end, m.pattern))
            .collect()
    }

    #[test]
    fn trie_finds_what_overlapping_search_found() {
        let (patterns, _) = lexicon_patterns();
        let mut texts: Vec<String> = vec![
            "price cream".into(),
            "graham crackers, hamlet and a kale salad".into(),
            "vegan optionality".into(),
            "VEGAN OPTIONS!! Plant Based, plantbased, plant-based".into(),
            "The waiter didn\u{2019}t know. CAFÉ café «vegan»".into(),
            "cheeses eggs peanutsy mac and cheesey".into(),
            "é".into(),
            "xvegan vegan1 1vegan vegan_ _vegan".into(),
        ];
        // Every phrase alone, glued to letters, pluralised, in capitals and
        // next to its neighbours in the table.
        for (index, pattern) in patterns.iter().enumerate() {
            texts.push(pattern.clone());
            texts.push(format!("x{pattern} {pattern}s {pattern}es {pattern}x"));
            texts.push(pattern.to_uppercase());
            if let Some(next) = patterns.get(index + 1) {
                texts.push(format!("{pattern} {next}, {next}{pattern}"));
            }
        }
        // Every text of the bundled fixtures and of a few hundred more.
        for record in dietfit_fixtures::generate(dietfit_fixtures::FIXTURE_SEED).take(600) {
            texts.extend(record.name.clone().flatten());
            for item in &record.menu {
                texts.push(item.name.clone());
                texts.extend(item.description.clone());
                texts.extend(item.section.clone());
            }
            texts.extend(record.reviews.iter().map(|r| r.text.clone()));
            texts.extend(record.declarations.iter().map(|d| d.text.clone()));
            texts.extend(record.user_reports.iter().map(|r| r.text.clone()));
        }
        assert!(texts.len() > 10_000, "{} texts", texts.len());
        for text in &texts {
            assert_eq!(trie_phrases(text), reference_phrases(text), "{text:?}");
        }
    }

    #[test]
    fn reads_animal_products_as_whole_words() {
        assert!(signals("Grilled chicken with garlic butter").has(S::Meat));
        assert!(signals("Grilled chicken with garlic butter").has(S::Dairy));
        assert!(signals("Two EGGS any style").has(S::Egg));
        assert!(!signals("Roasted eggplant").has(S::Egg));
        assert!(!signals("Chickpea curry").has(S::Meat));
        assert!(!signals("Butternut squash soup").has(S::Dairy));
        assert!(signals("Anchovies on the side").has(S::Fish));
        assert!(!signals("Graham crackers").has(S::Pork));
    }

    #[test]
    fn negation_and_traps() {
        let not_vegan = signals("This dish is not vegan.");
        assert!(not_vegan.has(S::NoVegan) && !not_vegan.has(S::VeganLabel));
        assert!(signals("They have no vegan options at all").has(S::NoVegan));
        assert!(signals("It is not vegan at all.").has(S::NoVegan));
        assert!(signals("Sadly it's not vegan").has(S::NoVegan));
        let desserts = signals("Great mains but no vegan desserts.");
        assert!(desserts.has(S::VeganLimited) && !desserts.has(S::NoVegan));
        assert!(!signals("My non-vegan friends loved it").has(S::NoVegan));
        assert!(!signals("Ginger ale").has(S::Alcohol));
        assert!(signals("Contains shellfish").has(S::Shellfish));
        let vegan_cheese = signals("Pizza with vegan cheese");
        assert!(vegan_cheese.has(S::VeganLabel) && !vegan_cheese.has(S::Dairy));
        let vegetarian = signals("Vegetarian lasagna");
        assert!(vegetarian.has(S::VegetarianLabel) && !vegetarian.has(S::VeganLabel));
        assert!(!signals("Pad thai, no fish sauce").has(S::Fish));
        assert!(signals("no problem finding vegan food here").has(S::VeganOptions));
        assert!(!signals("no problem finding vegan food here").has(S::NoVegan));
        assert!(!signals("no cheese or butter").has(S::Dairy));
        let oat = signals("Oat milk latte");
        assert!(!oat.has(S::Dairy));
        assert!(signals("Whole milk latte").has(S::Dairy));
        assert!(!signals("two patties, vegan American cheese").has(S::Dairy));
        assert!(signals("Vegan burger with cheese").has(S::Dairy));
        assert!(signals("Vegan burger, cheese").has(S::Dairy));
        let burger = signals("Vegan cheeseburger");
        assert!(burger.has(S::VeganLabel) && !burger.has(S::Meat) && !burger.has(S::Dairy));
    }

    #[test]
    fn request_phrasing_means_vegan_on_request() {
        let ask = signals("Ask for no cheese to make it dairy free");
        assert!(ask.has(S::VeganAdaptable) && !ask.has(S::Dairy));
        assert!(signals("Can be made vegan").has(S::VeganAdaptable));
        assert!(signals("can be made without egg").has(S::VeganAdaptable));
    }

    #[test]
    fn reviews_sentiment_staff_and_contamination() {
        let mut scratch = Scratch::default();
        let good = read_text("Great vegan options! Parking was bad.", &mut scratch);
        assert!(good.praised_mention && !good.criticised_mention);
        let bad = read_text("The vegan burger was disappointing.", &mut scratch);
        assert!(bad.criticised_mention);
        assert!(signals("The server knew which dishes were vegan").has(S::StaffKnowledgeable));
        assert!(signals("The waiter didn't know what vegan meant").has(S::StaffUnsure));
        assert!(signals("The waiter didn\u{2019}t know what vegan meant").has(S::StaffUnsure));
        assert!(signals("All fries share a fryer with fish").has(S::SharedFryer));
        let tempura = signals("Vegetable tempura, fried in the same oil as the shrimp tempura");
        assert!(tempura.has(S::SharedFryer) && !tempura.has(S::Shellfish));
        assert!(signals("Shared fryer. Shrimp tacos").has(S::Shellfish));
        assert!(signals("Veggie patties are cooked on the same grill as beef").has(S::SharedGrill));
        assert!(signals("We use a dedicated vegan fryer").has(S::DedicatedPrep));
        assert!(signals("There is no cross-contamination").has(S::DedicatedPrep));
        assert!(signals("Our kitchen is 100% plant-based").has(S::FullyVegan));
        assert!(!signals("We are not a fully vegan kitchen").has(S::FullyVegan));
    }

    #[test]
    fn contradictions_in_diners_sentences() {
        let mut scratch = Scratch::default();
        for text in [
            "The so-called vegan Three-Bean Chili had cheese melted into it.",
            "I asked twice if the Tofu Scramble was vegan and was told yes, then found egg in it.",
            "Ordered the Impossible Burger because it was marked vegan, but it came out with butter on top.",
            "Vegans should ask: most dishes have butter or cheese.",
        ] {
            assert!(read_text(text, &mut scratch).vegan_contradiction, "{text}");
        }
        for text in [
            "The vegan cheese pizza came with a great salad.",
            "Loved the vegan curry. My husband had the steak.",
            "Great vegan options, made with oat milk.",
        ] {
            assert!(!read_text(text, &mut scratch).vegan_contradiction, "{text}");
        }
        for text in [
            "Great old-school atmosphere. Vegans should look elsewhere.",
            "Asked about vegan options and the server laughed.",
        ] {
            assert!(read_text(text, &mut scratch).vegan_dismissed, "{text}");
        }
        let veggie = read_text(
            "The vegetarian soup turned out to have chicken broth.",
            &mut scratch,
        );
        assert!(veggie.meat_contradiction);
        assert!(signals("Not a place for vegans though.").has(S::NoVegan));
        assert!(
            signals("Made with flax instead of eggs").is_empty()
                || !signals("Made with flax instead of eggs").has(S::Egg)
        );
    }

    #[test]
    fn sentence_breaks_are_found_eight_bytes_at_a_time() {
        let texts = [
            "",
            ".",
            "no break here at all, none",
            "One. Two! Three? Four\nFive\r",
            "A long first sentence without a break until here. Then é café ’ more.",
            "..........!!!!!!!!",
            "\u{2019}\u{2026}.\u{00e9}",
        ];
        for text in texts {
            let bytes = text.as_bytes();
            for at in 0..=bytes.len() {
                let next = bytes[at..]
                    .iter()
                    .position(|b| is_sentence_break(*b))
                    .map(|i| at + i);
                let previous = bytes[..at].iter().rposition(|b| is_sentence_break(*b));
                assert_eq!(next_sentence_break(bytes, at), next, "{text:?} {at}");
                assert_eq!(
                    previous_sentence_break(bytes, at),
                    previous,
                    "{text:?} {at}"
                );
            }
        }
        for byte in 0..=255u8 {
            let word = u64::from_le_bytes([b'x', byte, b'y', byte, 0, 0x80, 0xff, byte]);
            let expected = if is_sentence_break(byte) {
                0x8000_0000_8000_8000
            } else {
                0
            };
            assert_eq!(sentence_breaks(word), expected, "{byte}");
        }
    }

    #[test]
    fn break_table_matches_the_punctuation_it_names() {
        for byte in 0..=255u8 {
            let sentence = matches!(byte, b'.' | b'!' | b'?' | b'\n' | b'\r');
            let clause = sentence || matches!(byte, b',' | b';' | b':' | b'(' | b')');
            assert_eq!(is_sentence_break(byte), sentence, "{byte}");
            assert_eq!(is_clause_break(byte), clause, "{byte}");
        }
    }

    #[test]
    fn excerpt_is_the_first_signal_sentence() {
        let text = "Lovely patio. The tofu was vegan and great! Slow service.";
        let reading = read_text(text, &mut Scratch::default());
        let (start, end) = reading.excerpt.unwrap();
        assert_eq!(text[start..end].trim(), "The tofu was vegan and great!");
    }

    #[test]
    fn empty_and_odd_text_reads_as_nothing() {
        assert!(signals("").is_empty());
        assert!(signals("   ...!!!").is_empty());
        assert!(signals("ñandú über crème").is_empty());
        // Multi-byte text around a match keeps char boundaries.
        assert!(signals("«vegan» naïve café").has(S::VeganLabel));
    }
}
