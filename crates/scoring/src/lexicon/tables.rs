//! The lexicons: every phrase the reader knows, grouped by what it means,
//! so an auditor can read what the engine recognises without reading how it
//! matches. The menu vocabulary of English and Spanish is in
//! `crate::vocabulary`, wired in here.

use crate::signals::{Signal, SignalSet};

/// What a phrase does when it is found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Role {
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
    /// "don't trust", "says otherwise", "wishful thinking": a diner calling
    /// something printed wrong; beside a diet or its mark, the label.
    LabelDoubt,
    /// "here's a hint", "rhymes with": the text hints at something it does
    /// not name.
    Hint,
    /// "blend", "mixed", "cut with", "50/50": the text speaks of one food
    /// made of two.
    Blend,
    /// "untouched", "unchanged", "nothing changed but": the text says a
    /// food was kept as it was.
    Kept,
    /// "discontinued", "taken off the menu": in a sentence about vegan food
    /// that names no animal product, the vegan food was withdrawn ("our
    /// vegan menu has been discontinued"); beside an animal product it is
    /// that product that went ("we discontinued the dairy").
    Withdrawal,
    /// "so-called", "turned out", "came with": in a diner's sentence that
    /// names vegan food and an animal product, the food was not as sold.
    Contradiction,
    /// A phrase that contains a lexicon word but means something else
    /// ("eggplant", "butternut"); it only shadows shorter matches.
    Trap,
    /// "may", "ask your server if", "except", "cannot guarantee": the
    /// sentence's positive claims are not stated with certainty, so they do
    /// not count as claims.
    Hedge,
    /// "separate from", "never touches": denies the animal products after
    /// it (a dish kept from them), and asserts nothing if it denies none.
    Apart,
    /// "never go near it", "ever goes in it": denies the animal products
    /// listed right before it ("meat, dairy and eggs never go near it", "no
    /// meat, fish, or anything with egg or dairy ever goes in it"): what a
    /// dedicated fryer or grill is kept from.
    KeptOut,
    /// "except", "apart from": an exception anywhere in a sentence makes all
    /// of its claims uncertain ("everything is vegan, except the cake").
    Exception,
    /// "every", "including", "broth", "base": ties the animal products of
    /// its sentence to the food in general rather than to one listed dish.
    Tie,
    /// "kitchen", "oven", "tongs": a place or tool food is made with.
    Equipment,
    /// "share", "same", "next door", "rent": with equipment in a sentence
    /// that denies nothing, the equipment is used for other food too.
    Sharing,
    /// "main kitchen", "commissary kitchen": equipment that is shared by
    /// what it is.
    SharedEquipment,
    /// "wiped between orders", "rinsed between uses": equipment cleaned
    /// between one food and the next is used for both, unless the same
    /// sentence gives it to the diet's food alone ("their own wok, washed
    /// between uses").
    Cleaning,
    /// "borrows", "rents", "next door", "use their": a sharing word that
    /// needs no equipment word ("the bakery next door borrows it to bake
    /// butter croissants").
    Lending,
    /// "after close", "for their own lunch": the equipment is used outside
    /// the service; with equipment and an animal product named in the
    /// sentence, it also cooks that product ("the staff toast their own
    /// egg sandwiches in the press after close").
    OffHours,
    /// "together", "in one pot", "一起", "同一": food cooked at once with
    /// other food; with a word of cooking in a liquid and an animal product
    /// in its sentence, the food takes the product up.
    Together,
    /// "under", "beneath", "below", "debajo", "sous": a place beneath
    /// something; with a verb of cooking before it and a meat right after,
    /// the food cooks under the meat and catches what drips from it.
    Beneath,
    /// "most of", "nearly all", "not every", "90%": what the sentence says
    /// holds for part of the food only, so a product it denies is still in
    /// the rest, and a claim it makes is not certain.
    Partial,
}

/// Which animal words a qualifier right before them neutralises.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Qualifier {
    None,
    /// "oat", "coconut", "eggless": plant milks, butters and creams, and
    /// what a dish is made without.
    PlantBase,
    /// "almond", "pistachio": a nut names the plant version only of what
    /// nuts are made into (milk, cream, cheese, butter); before a bake or
    /// a frozen dessert it is the flavour ("pistachio gelato", "almond
    /// financier").
    NutBase,
    /// "vegan", "plant-based", "mock": every animal word after it is an imitation.
    Imitation,
    /// "tofu", "seitan", "soy": a plant food the animal word after it is
    /// made into ("tofu chicken", "seitan steak"), except what a dish is
    /// cooked in or seasoned with ("tofu anchovy broth", "seitan chicken
    /// stock"): a plant food in a broth is still in the broth.
    PlantFood,
    /// "veggie", "meatless": meat and fish words after it are imitations;
    /// dairy and egg words still count ("vegetarian egg rolls").
    MeatSubstitute,
    /// "pectin", "agar": a plant gelling agent sets what gelatin would
    /// ("pectin gummy bears"); any other animal word after it still
    /// counts ("agar honey jelly" holds honey).
    PlantSetter,
}

#[derive(Debug, Clone, Copy)]
pub(super) struct Entry {
    pub(super) role: Role,
    pub(super) signals: SignalSet,
    pub(super) qualifier: Qualifier,
    pub(super) shape: Shape,
    /// What a hedge doubts (`super::doubt_kind`), worked out once here
    /// rather than for every hedge read.
    pub(super) doubt: u8,
}

/// What kind of phrase a term is, beyond its signals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Shape {
    Plain,
    /// A dish form with common plant versions ("burger", "mayo", "ice
    /// cream"): under a printed vegan label it names the vegan version.
    /// Ingredient words ("honey", "ghee", "beef") never do.
    DishForm,
    /// "100% vegan", "fully plant-based": a whole-place claim only when the
    /// place is its subject ("our kitchen is 100% vegan"), not a part of
    /// it ("the sides are all vegan", "100% vegan burgers").
    NeedsPlace,
    /// "burro", "Philadelphia", "乳": the product only where the word stands
    /// alone as an item of a menu's list ("funghi, burro, salvia"); read as
    /// nothing anywhere else.
    ListItem,
    /// "無", "冇", "不用": a denial only where it opens an item of a list
    /// and the item is an animal product and nothing more ("無肉、無蠔油、
    /// 無蛋"); elsewhere a syllable of other words ("無骨", boneless;
    /// "無花果", fig) and read as nothing.
    ListDenial,
    /// An animal product a dish is cooked in or seasoned with, never its
    /// protein: a stock, a fat, a fish or shrimp sauce or paste, gelatin.
    /// A plant word before it ("Okra Fish Sauce") names what is cooked
    /// in it, not a style, and a bare diet mark after it ("Beans with
    /// Lard (VG)") is the dish's mark, not a plant make of the product.
    Medium,
    /// German "Rind" (beef), a word English has too: read only where no
    /// English word beside it makes it a fruit's or a cheese's rind
    /// ("lemon rind", "the rind of an orange").
    GermanUnlessEnglish,
}

use Signal as S;

pub(super) const fn set(signals: &[Signal]) -> SignalSet {
    SignalSet::of(signals)
}

/// Words that name meat-free food ("the vegan bowl", "los vegetarianos",
/// "die vegetarische"), read by the sentence readers and the menu lines.
#[rustfmt::skip]
/// Words counting a tool as the kitchen's only one ("only one fryer", "a
/// single grill"), and words before them that rank instead ("number one
/// grill in town").
pub(super) const ONLY_ONE_COUNTERS: &[&str] = &["one", "single"];
pub(super) const RANKING_BEFORE_ONE: &[&str] = &["number", "no"];
/// What keeps the only tool to one food ("one fryer, and it is just for
/// the vegan food"), and what names a second one ("one for the pork, one
/// for the rest").
pub(super) const KEPT_TO_ONE_FOOD: &[&str] = &[
    "just for",
    "only for",
    "reserved for",
    "kept for",
    "used only for",
];
pub(super) const SECOND_ONE_NAMED: &[&str] = &["one for", "another for", "other for"];

pub(crate) const DIET_WORDS: &[&str] = &[
    "vegan",
    "vegans",
    "veg",
    "veggie",
    "veggies",
    "vegetarian",
    "vegetarians",
    "vegano",
    "vegana",
    "veganos",
    "veganas",
    "vegetariano",
    "vegetariana",
    "vegetarianos",
    "vegetarianas",
    "végétarien",
    "végétarienne",
    "végétariens",
    "végétariennes",
    "végétalien",
    "végétaliens",
    "vegane",
    "veganen",
    "vegetarisch",
    "vegetarische",
    "vegetariani",
];

/// Words for a diet a whole-place claim makes, as [`super::words`] splits
/// them ("plant-based" is "plant" and "based").
#[rustfmt::skip]
pub(super) const WHOLE_CLAIM_DIETS: &[&str] = &[
    "vegan", "vegetarian", "plant", "veggie", "meatless",
];

/// Words that leave food out of a diet claim in the same sentence
/// ("everything is vegan except the baklava", "all plant-based other than
/// the cheese board"), as [`super::words`] splits them.
#[rustfmt::skip]
pub(super) const CLAIM_EXCEPTIONS: &[&[&str]] = &[
    &["except"], &["excepting"], &["excluding"], &["unless"], &["apart", "from"],
    &["other", "than"], &["aside", "from"], &["save", "for"],
];

/// Words right after an exception that make it say more of the place
/// ("apart from being vegan, we are nut-free"), not leave food out.
pub(super) const EXCEPTION_OF_MORE: &[&str] = &["being", "that", "this"];

/// The noun naming food a claim leaves out ("the risotto is the one
/// exception").
pub(super) const EXCEPTION_NOUNS: &[&str] = &["exception", "exceptions"];

/// Words right before an exception noun that deny there is one ("no
/// exceptions", "without exception").
#[rustfmt::skip]
pub(super) const EXCEPTIONS_DENIED_BY: &[&str] = &[
    "no", "without", "zero", "never", "not", "any", "none",
];

/// Food words after "non-vegan" that make it food the place serves ("the
/// only non-vegan item"), not people ("our non-vegan friends").
#[rustfmt::skip]
pub(super) const OUTSIDE_CLAIM_ITEMS: &[&str] = &[
    "item", "items", "dish", "dishes", "option", "options", "thing", "things", "product",
    "products", "dessert", "desserts", "offering", "offerings", "plate", "plates", "choice",
    "choices", "ingredient", "ingredients",
];

/// Verbs of food changing to a diet ("the tagine is going vegan", "we
/// are switching to a fully plant-based menu"). Their "-ing" forms say
/// the change is still under way.
#[rustfmt::skip]
pub(super) const CHANGE_VERBS: &[&str] = &[
    "go", "goes", "become", "becomes", "turn", "turns", "switch", "switches", "move", "moves",
    "convert", "converts", "transition", "transitions",
];
#[rustfmt::skip]
pub(super) const CHANGE_VERBS_UNDER_WAY: &[&str] = &[
    "going", "becoming", "turning", "switching", "moving", "converting", "transitioning",
];
/// A change that has happened ("we switched to a vegan menu in March"),
/// which food said to follow has not made yet.
#[rustfmt::skip]
pub(super) const CHANGE_VERBS_DONE: &[&str] = &[
    "went", "gone", "became", "turned", "switched", "moved", "converted", "transitioned",
    "changed",
];

/// Words that put a change to a diet ahead ("will", "next month",
/// "soon").
#[rustfmt::skip]
pub(super) const FUTURE_WORDS: &[&str] = &[
    "will", "won't", "gonna", "soon", "shortly", "next", "later", "upcoming", "planned",
    "planning", "plan", "eventually", "yet",
];

/// Words that say a diet is kept, not reached ("will always be vegan",
/// "vegan since 2019 and never looking back").
#[rustfmt::skip]
pub(super) const KEPT_DIET_WORDS: &[&str] = &[
    "always", "forever", "ever", "never", "remain", "remains", "stay", "stays", "continue",
    "continues", "since", "still",
];

/// Readers other than the place ("if you are going vegan", "anyone
/// switching to a plant-based diet"): their change is no food's.
#[rustfmt::skip]
pub(super) const OTHER_PEOPLES_CHANGE: &[&str] = &[
    "you", "your", "you're", "yourself", "if", "anyone", "people", "thinking", "considering",
];

/// Words that say food follows a change ("the tagine will follow
/// soon"), and words after them that make them something else ("follow
/// us", "follow up").
pub(super) const FOLLOW_WORDS: &[&str] = &["follow", "follows"];
#[rustfmt::skip]
pub(super) const NOT_FOOD_FOLLOWING: &[&str] = &[
    "us", "up", "you", "our", "along", "the", "instructions", "me",
];

/// Vietnamese words between a product and a closing "chay" that part
/// them ("gà nướng và đậu hũ chay", "cá kho mà đồ chay cũng ngon"): the
/// "chay" is another food's, so the product keeps its meat.
#[rustfmt::skip]
pub(crate) const CHAY_JOINING_WORDS: &[&str] = &[
    "or", "and", "with", "no", "not", "without", "vs", "also", "và", "với", "hoặc", "hay",
    "mà", "không", "cũng", "đồ", "món",
];

/// "Mặn", the word of the meat kitchen ("cơm mặn", "đồ mặn"), is also the
/// taste "salty": beside "sweet" ("sườn ram mặn ngọt chay") it is the
/// dish's flavour; alone in a name it marks the meat make, whatever word
/// closes the name.
pub(crate) const CHAY_MEAT_MAKE: &str = "mặn";
pub(crate) const CHAY_FLAVOUR_PARTNER: &str = "ngọt";
/// Diets by the animal products they leave out, for readings that rank
/// one diet's food against another's ("the vegan options are really
/// vegetarian"): a diet whose set is smaller eats more.
#[rustfmt::skip]
pub(crate) const DIET_RANKS: &[(&str, SignalSet)] = &[
    ("vegan", ANIMAL), ("vegans", ANIMAL), ("vegetarian", NOT_VEGETARIAN),
    ("vegetarians", NOT_VEGETARIAN), ("veggie", NOT_VEGETARIAN),
    ("pescatarian", NOT_PESCATARIAN), ("pescatarians", NOT_PESCATARIAN),
    ("pescetarian", NOT_PESCATARIAN), ("pescetarians", NOT_PESCATARIAN),
    ("flexitarian", SignalSet::EMPTY), ("flexitarians", SignalSet::EMPTY),
    ("omnivore", SignalSet::EMPTY), ("omnivores", SignalSet::EMPTY),
];

/// Words that hedge the diet word right after them ("mostly vegan",
/// "kind of vegetarian"): the food is only partly of the diet.
#[rustfmt::skip]
pub(crate) const HEDGES_BEFORE_A_DIET: &[&str] = &[
    "mostly", "largely", "mainly", "partly", "partially", "semi", "kinda", "sorta",
    "somewhat", "quasi", "nominally", "borderline", "kind of", "sort of", "more or less",
];

/// Words that make a hedge ending in "of" a noun again ("the kind of vegan
/// food I crave", "a sort of vegan bakery"): what kind, not how vegan.
#[rustfmt::skip]
pub(crate) const KIND_DETERMINERS: &[&str] = &[
    "the", "a", "an", "this", "that", "what", "any", "every", "some", "my", "our", "their",
    "your", "his", "her", "which", "same", "one",
];

/// Words that hedge the diet word right before them ("vegan-ish", "vegan
/// at best", "vegetarian in name only").
#[rustfmt::skip]
pub(crate) const HEDGES_AFTER_A_DIET: &[&str] = &[
    "ish", "at best", "adjacent", "lite", "in name only", "on paper", "in theory",
];

/// Quantifiers short of all, before the diet's dishes ("most of our vegan
/// dishes", "nearly all the vegetarian plates"): the rest are not.
#[rustfmt::skip]
pub(crate) const QUANTIFIERS_SHORT_OF_ALL: &[&str] = &[
    "most", "most of", "many of", "some of", "several of", "few of", "nearly all",
    "nearly all of", "almost all", "almost all of", "not all", "not all of", "not every",
    "majority of", "half of", "a lot of",
];

/// Words between a quantifier and the diet word that leave it over the
/// diet's dishes ("most of our vegan dishes", "some of the listed vegan").
#[rustfmt::skip]
pub(crate) const DISH_DETERMINERS: &[&str] = &[
    "the", "our", "their", "its", "these", "those", "your", "this", "house", "listed",
    "labelled", "labeled", "marked", "current", "so-called", "so", "called",
];

/// Places a quantifier over the diet may count instead of the diet's
/// dishes ("unlike most vegan restaurants, all plant-based here"): other
/// places, not this one's food.
#[rustfmt::skip]
pub(crate) const OTHER_PLACES: &[&str] = &[
    "restaurants", "places", "spots", "cafes", "cafés", "joints", "eateries", "bakeries",
    "chains", "brands", "diners", "bistros",
];

/// Hedges before a diet word that say how much of the food is of the
/// diet, not how far the food is of it ("mostly vegan", against "kind of
/// vegan"): said of the place as a whole, they describe its menu.
pub(crate) const HEDGES_OF_QUANTITY: &[&str] = &["mostly", "largely", "mainly"];

/// The place and its menu as a whole ("a mostly vegan menu", "this spot
/// is mostly vegan"): a hedged diet said of one describes the place, most
/// of whose food is of the diet, not the diet's own dishes.
#[rustfmt::skip]
pub(crate) const THE_PLACE_AS_A_WHOLE: &[&str] = &[
    "menu", "place", "spot", "restaurant", "cafe", "café", "kitchen", "joint", "eatery",
    "bistro", "diner", "canteen", "bakery", "buffet", "establishment", "lineup",
];

/// Words that claim a diet for food, read after the diet's dishes in a
/// quantified sentence ("… contain no animal products", "… are fully
/// plant-based").
#[rustfmt::skip]
pub(crate) const DIET_CLAIM_WORDS: &[&str] = &[
    "vegan", "vegetarian", "plant", "animal", "meatless", "cruelty",
];

/// Copulas that say what the diet's dishes really are.
#[rustfmt::skip]
pub(crate) const DIET_COPULAS: &[&str] = &["are", "is", "were", "was", "they're", "it's"];

/// The copulas that open the predicate a quantifying denial's subject is
/// said to lack ("not a single bowl in here [is] properly vegan").
pub(crate) const PREDICATE_COPULAS: &[&str] = &["is", "are", "was", "were"];

/// Nouns for the food that, right after a plain "no", make it the subject
/// a denial quantifies over ("no dish here is vegan", "no plates on our
/// menu are fully plant-based").
#[rustfmt::skip]
pub(crate) const DENIED_DISH_NOUNS: &[&str] = &[
    "dish", "dishes", "plate", "plates", "item", "items", "meal", "meals", "bowl", "bowls",
];

/// Verbs that say what a menu's key means ("VG means vegetarian", "(V)
/// denotes vegan", "VG stands for vegetarian"), read by `legend.rs`.
#[rustfmt::skip]
pub(crate) const KEY_DEFINING_VERBS: &[&str] = &[
    "means", "denotes", "indicates", "signifies", "marks", "stands for", "is for", "is short for",
    "refers to", "represents", "designates",
];

/// Words of how an animal was fed, read alone as its milk ("grass-fed"):
/// before a meat they say how that meat was raised.
pub(crate) const FED_ANIMAL_WORDS: &[&str] = &[
    "grass-fed",
    "grass fed",
    "grassfed",
    "grass-finished",
    "grass finished",
];

/// Words of where, between a denied product and a diet word, that make
/// the diet's food the place the product is kept out of ("no fish sauce
/// in the vegan dishes", "no butter on the vegan toast").
pub(crate) const KEPT_OUT_OF_WORDS: &[&str] = &["in", "on", "inside", "within", "into", "across"];

/// Words that may stand between such a word of where and the diet word
/// ("in our vegan dishes", "on any of their vegan pizzas").
pub(crate) const KEPT_OUT_DETERMINERS: &[&str] = &["our", "their", "its", "all", "your"];

/// Words that turn a sentence against what it said before ("no fish sauce,
/// they said, but I tasted it").
pub(crate) const DENIAL_CONTRASTS: &[&str] = &["but", "yet", "though", "however"];

/// Verbs of a diner sensing a product in the food.
#[rustfmt::skip]
pub(crate) const SENSING_VERBS: &[&str] = &[
    "tasted", "taste", "smelled", "smelt", "smell", "found", "detected", "detect", "spotted",
    "noticed", "saw", "see",
];

/// Words after such a verb pointing back at the product denied before.
pub(crate) const SENSED_POINTING_BACK: &[&str] = &["it", "them", "some", "that", "traces"];

/// Words of degree that may stand between such a copula and the diet word
/// ("is properly vegan", "are actually vegan", "was truly fully vegan").
#[rustfmt::skip]
pub(crate) const PREDICATE_ADVERBS: &[&str] = &[
    "properly", "actually", "really", "truly", "fully", "strictly", "completely", "entirely",
    "totally", "genuinely", "reliably", "safely", "technically", "100%", "even", "all", "100",
    "percent", "wholly", "purely", "authentically", "honestly",
];

/// Words that say food is really of another diet than its name ("the
/// vegan options are honestly vegetarian").
#[rustfmt::skip]
pub(crate) const REALLY_WORDS: &[&str] = &[
    "really", "honestly", "basically", "actually", "just", "only", "merely", "essentially",
    "effectively", "simply", "technically", "more", "mostly", "more like", "closer to",
];

/// Comparatives that rank what comes before "than" below what follows it
/// ("worse for vegans than vegetarians").
#[rustfmt::skip]
pub(crate) const LOWERING_COMPARATIVES: &[&str] = &[
    "worse", "less", "harder", "fewer", "tougher", "trickier",
];

/// Words that rank the diet named right after them (or right before
/// them) below one named earlier ("fine for vegetarians, less so for
/// vegans", "vegetarians will love it, vegans not so much").
#[rustfmt::skip]
pub(crate) const RANKED_BELOW: &[&str] = &[
    "less so", "not so much", "not as much", "not so", "not quite", "less",
];

/// Answers to a short question about a diet or a product left out that
/// dismiss it ("Dairy-free? Forget it."): nothing there is.
#[rustfmt::skip]
pub(crate) const QUESTION_DISMISSALS: &[&str] = &[
    "forget it", "forget about it", "no chance", "not a chance", "fat chance", "good luck",
    "dream on", "no way", "nope", "not here", "not likely", "look elsewhere", "lol no",
];

/// Words for the dough of a pizza, a bread or a pastry ("our dough",
/// "l'impasto", "la masa", "la pâte", "der Teig", "a massa"): the dough is
/// part of every such dish, so a product said of it is said of them.
/// German compounds end in one ("Pizzateig").
#[rustfmt::skip]
pub(crate) const DOUGH_WORDS: &[&str] = &[
    "dough", "doughs", "crust", "crusts", "pastry", "impasto", "impasti", "pasta", "masa",
    "masas", "pâte", "pâtes", "teig", "teige", "massa", "massas", "deeg",
];

/// Words that call a product an ingredient ("our secret ingredient is
/// ...", "il nostro ingrediente segreto"): an ingredient goes into food.
#[rustfmt::skip]
pub(crate) const INGREDIENT_WORDS: &[&str] = &[
    "ingredient", "ingredients", "ingrediente", "ingredienti", "ingredientes", "ingrédient",
    "ingrédients", "zutat", "zutaten", "ingrediënt", "ingrediënten",
];

/// Words that call a dish a set of several dishes served together, whose
/// parts the menu may list ("Vegan Meze: hummus, louvi, kolokasi", "Veg
/// Thali - dal, sabzi, rice", "Vegetarian Banquet", "Mezze Platter"): a
/// part named by another entry's whole name is that entry, served as its
/// own line prints it.
#[rustfmt::skip]
pub(crate) const SET_WORDS: &[&str] = &[
    "set", "sets", "meze", "mezze", "mezes", "mezzes", "mezedes", "mezethes", "platter",
    "platters", "thali", "thalis", "thaali", "combo", "combos", "sampler", "samplers",
    "banquet", "bento",
];

/// Words a line listing a set's parts opens with besides the set's own
/// name, before its colon ("Vegan meze includes:", "What's in the thali:",
/// "Included:"): they say the list is the set's and name no other food.
#[rustfmt::skip]
pub(crate) const SET_PARTS_LEADS: &[&str] = &[
    "includes", "include", "included", "including", "comes", "come", "with", "contains",
    "contain", "consists", "consist", "of", "served", "is", "are", "what", "what's", "whats",
    "in", "it", "the", "our", "this", "each", "every", "a", "an", "your", "per", "person",
    "made", "up", "has", "have", "you", "get", "gets", "there", "inside", "on", "brings",
    "bring", "features", "offers", "holds",
];

/// English negative contractions as diners type them without their
/// apostrophe ("isnt", "arent", "dont"): read as "isn't", "aren't",
/// "don't" wherever a denial is read ([`variants`] gives the lexicon's
/// denying and hedging phrases holding "n't" this spelling too).
#[rustfmt::skip]
pub(crate) const BARE_NEGATIVE_CONTRACTIONS: &[&str] = &[
    "isnt", "arent", "wasnt", "werent", "dont", "doesnt", "didnt", "cant", "couldnt", "wont",
    "wouldnt", "shouldnt", "hasnt", "havent", "hadnt", "aint", "mustnt", "neednt",
];

/// A diner's denial of a dish's diet ("The beef rendang isn't vegan
/// obviously", "Not vegan obviously, but ..."): the words it is read by.
/// Determiners that may open the dish it is said of.
#[rustfmt::skip]
pub(crate) const DENIED_DISH_DETERMINERS: &[&str] = &[
    "the", "their", "that", "this", "my", "our", "his", "her", "your",
];

/// Copulas that take a following "not" ("is not vegan").
pub(crate) const DENIED_DISH_COPULAS: &[&str] = &["is", "was", "are", "were"];

/// Adverbs that may stand beside the denial and leave it the dish's
/// ("obviously not vegan", "isn't strictly vegan", "not vegan, sadly").
#[rustfmt::skip]
pub(crate) const DENIED_DISH_ADVERBS: &[&str] = &[
    "obviously", "clearly", "definitely", "certainly", "naturally", "really", "exactly",
    "strictly", "technically", "actually", "of", "course", "sadly", "unfortunately",
    "though", "tho", "lol", "haha", "fyi", "btw", "tbh", "imo", "duh",
];

/// Words that carry a denial on to other food ("... but neither is the
/// dal", "nothing else is either", "the curries too"): after one, the
/// denial is no longer the one dish's.
#[rustfmt::skip]
pub(crate) const DENIAL_CARRIED_ON: &[&str] = &[
    "neither", "nor", "either", "too", "also", "same", "nothing", "none", "anything",
    "everything", "rest", "else", "other", "others", "all", "any", "ditto", "so",
    "most", "many", "much", "every",
];

/// Kinds of dish and of choice a denied diet word may narrow to ("no vegan
/// desserts", "no vegan mains", "not many vegan options"): after such a
/// word the denial limits the choice rather than denying every dish. Food
/// the lexicon names itself ("no vegan burgers") narrows too; nothing else
/// does.
#[rustfmt::skip]
pub(super) const NARROWED_KINDS: &[&str] = &[
    "option", "options", "choice", "choices", "alternative", "alternatives", "dish", "dishes",
    "plate", "plates", "item", "items", "meal", "meals", "food", "foods", "fare", "stuff",
    "menu", "menus", "section", "selection", "entree", "entrees", "entrée", "entrées", "main",
    "mains", "side", "sides", "starter", "starters", "appetizer", "appetizers", "appetiser",
    "appetisers", "dessert", "desserts", "sweets", "treats", "cake", "cakes", "pastry",
    "pastries", "baked", "bakery", "snack", "snacks", "drink", "drinks", "breakfast",
    "breakfasts", "brunch", "lunch", "dinner", "dinners", "special", "specials", "sauce",
    "sauces", "dressing", "dressings", "topping", "toppings", "filling", "fillings", "version",
    "versions", "substitute", "substitutes", "swap", "swaps", "protein", "proteins", "soup",
    "soups", "salad", "salads", "bowl", "bowls", "sandwich", "sandwiches", "pizza", "pizzas",
    "curry", "curries", "kids", "combo", "combos", "platter", "platters", "bread", "breads",
];

/// Kinds of food a note may name by a wider word than the dishes print
/// ("all its flatbreads" of a "Halloumi Wrap" and a fattoush's "toasted
/// pitta"): each row the wider word, then words of food of that kind. A
/// kind that is itself a row's wider word ("flatbread" among the breads)
/// takes in that row's kinds.
#[rustfmt::skip]
pub(crate) const KINDS_OF_FOOD: &[(&str, &[&str])] = &[
    ("flatbread", &[
        "pitta", "pita", "naan", "wrap", "tortilla", "lavash", "lavosh", "roti", "chapati",
        "chapatti", "paratha", "kulcha", "piadina", "laffa", "khubz", "yufka", "bazlama",
        "lepinja", "markook", "durum", "dürüm", "bhatura", "phulka", "lahoh", "injera",
    ]),
    ("bread", &[
        "flatbread", "bun", "baguette", "ciabatta", "focaccia", "sourdough", "bagel",
        "brioche", "toast", "loaf", "breadstick", "pretzel", "crostini", "bruschetta",
    ]),
];

/// The caption of an owner's reply ("business owner") a diner writes of
/// themself.
pub(crate) const DINERS_OWN_CAPTION: &str = "business owner";

/// Parts of the words for the owner that a caption line holds, searched
/// for in the text before any line is read.
#[rustfmt::skip]
pub(crate) const OWNER_WORD_STEMS: &[&str] = &[
    "wner", "WNER", "ropietari", "ROPIETARI", "ueñ", "UEÑ", "anager", "ANAGER", "erente", "ERENTE",
    "ncargad", "NCARGAD",
];

/// Words for the owner or the one who answers for the restaurant that a
/// reply's caption line may name beyond those its captions hold: the manager
/// answers for it as the owner does.
#[rustfmt::skip]
pub(crate) const OWNER_WORDS_OF_A_LINE: &[&str] = &[
    "propietaria", "dueña", "owners", "manager", "gerente", "encargado", "encargada",
];

/// How a reply's caption line opens: "Respuesta de ...", "Response from
/// ...".
#[rustfmt::skip]
pub(crate) const REPLY_LINE_OPENERS: &[&str] = &[
    "respuesta de", "response from", "reply from", "réponse de", "antwort von", "risposta di",
    "resposta de",
];

/// What a reply's caption line says its writer did: "... responded to
/// this review", "... respondió a esta opinión".
#[rustfmt::skip]
pub(crate) const REPLY_LINE_VERBS: &[&str] = &[
    "responded to this review", "replied to this review", "respondió a esta opinión",
    "respondió a esta reseña", "a répondu à cet avis",
];

/// How the date line a platform prints after a reply's caption opens.
#[rustfmt::skip]
pub(crate) const REPLY_DATE_OPENERS: &[&str] = &[
    "responded", "replied", "respondió", "respondio", "répondu", "date of response",
];

/// Words that mark a reply to a question ("A: No.", "Answer - No",
/// "A — Owner: No sah."): what follows them is the reply.
pub(crate) const REPLY_MARKS: &[&str] = &["a", "answer", "reply", "response", "owner", "staff"];

/// Negators that, right after a product a denial reached, repeat that
/// denial on the verb (Patois negative concord: "nuh meat nuh go inna
/// dem", no meat goes in them) rather than deny anew.
pub(crate) const CONCORD_NEGATORS: &[&str] = &["nuh"];

/// Words for the one a reply is said to, between a reply's "no" and its
/// stop ("No sir.", "No sah,", "Nope, mate"): the no still stands alone.
pub(crate) const REPLY_VOCATIVES: &[&str] = &[
    "sir", "sah", "ma'am", "maam", "madam", "mate", "friend", "boss", "love", "dear", "hun", "man",
    "mon", "fam", "bro", "sis", "folks", "all",
];

/// Words that open a reply as a no ("No.", "Nope,", "Nah -", "Never.").
pub(crate) const REPLY_NO: &[&str] = &["no", "nope", "nah", "never"];

/// Words that turn a reply's denial to part of the food ("No butter in
/// the dal, but the gobi gets some").
pub(crate) const REPLY_TURNS: &[&str] = &[
    "but", "except", "only", "apart", "save", "besides", "though", "although", "unless", "just",
    "ama", "fakat", "ancak", "sadece", "pero", "sino", "excepto", "salvo", "solo", "sólo",
];

/// Prepositions that narrow a reply's denial to one food ("no butter in
/// the dal"), unless a word of [`REPLY_WHOLE_FOOD`] follows.
pub(crate) const REPLY_NARROWING: &[&str] = &[
    "in", "on", "for", "inside", "into", "en", "para", "dans", "pour", "im",
];

/// Words after a narrowing preposition that still speak of all the food
/// asked about ("no butter in them", "in any of our curries").
pub(crate) const REPLY_WHOLE_FOOD: &[&str] = &[
    "it", "them", "any", "these", "those", "there", "either", "ellos", "ellas",
];

/// Verbs by which a reply says some food has or gets something ("the
/// chana gets a knob", Turkish "var", there is).
pub(crate) const REPLY_AFFIRMING_VERBS: &[&str] = &[
    "has", "have", "gets", "get", "goes", "go", "uses", "use", "adds", "add", "var", "lleva",
    "llevan", "tiene", "tienen", "contains", "contain",
];

/// The Turkish particle "too", in its four vowel forms, after each item of
/// a list that a denial closes ("tereyağı da yoğurt da yok", neither
/// butter nor yoghurt).
pub(crate) const TURKISH_ALSO: &[&str] = &["da", "de", "ta", "te"];

/// Words that say of the food spoken of what was said before ("The vegan
/// ones too.", "Los veganos también.", "Les végé aussi.", "Die
/// vegetarischen auch."); "well" of "as well".
pub(crate) const AGAIN: &[&str] = &[
    "too",
    "also",
    "well",
    "también",
    "tambien",
    "aussi",
    "auch",
    "ebenfalls",
    "anche",
    "igual",
    "pareil",
];

/// Words for "each" beyond English ("chaque matin", "fiecare zi",
/// Mauritian Kreol's "sak maten"): before a food they take it all in,
/// before a time they count days.
pub(crate) const EACH_ABROAD: &[&str] = &["chaque", "fiecare", "varje", "sak"];

/// Words that name the meat side of a kitchen beside its animal word or
/// denied diet ("the non-veg counter", "the meat section", "the chicken
/// station").
#[rustfmt::skip]
pub(crate) const KITCHEN_SIDES: &[&str] = &[
    "counter", "counters", "side", "section", "station", "stations", "kitchen", "dishes",
    "dish", "items", "food", "menu",
];

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
/// Absent from pescatarian food.
pub(crate) const NOT_PESCATARIAN: SignalSet = set(&[S::Meat, S::Pork, S::Gelatin]);
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
pub(super) const VEGAN_MENTION: SignalSet = set(&[
    S::VeganLabel,
    S::VeganOptions,
    S::FullyVegan,
    S::VeganAdaptable,
]);
/// A sentence mentioning these is about meat-free food.
pub(super) const MEAT_FREE_MENTION: SignalSet = set(&[
    S::VeganLabel,
    S::VeganOptions,
    S::FullyVegan,
    S::VeganAdaptable,
    S::VegetarianLabel,
    S::VegetarianOptions,
    S::FullyVegetarian,
]);
/// A sentence naming these names meat-free food ("the vegan dishes", "the
/// tofu"), which equipment it claims may be kept to.
pub(super) const MEAT_FREE_FOOD: SignalSet = MEAT_FREE_MENTION.union(set(&[S::PlantProtein]));
/// Words a negation is allowed to skip ("not a vegan place", "no cheese or butter").
pub(super) const NEGATION_FILLERS: &[&str] = &[
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
    // "doesn't sneak in bonito": the verb of hiding a product in food.
    "sneak",
    "sneaks",
    "snuck",
    "slip",
    "slips",
    // "never beaten in animal skin": the verbs of beating metal leaf.
    "beaten",
    "hammered",
    "pounded",
];

/// Small amounts a denial reaches past to the product they are of
/// ("sin una pizca de jamón", "sin una gota de grasa", "sans une goutte
/// de beurre", "senza un pizzico di burro", "sem uma gota de manteiga",
/// "without a drop of butter"): the product is denied all the same.
#[rustfmt::skip]
pub(super) const SMALL_AMOUNTS: &[&str] = &[
    "gota", "gotita", "pizca", "pizquita", "rastro", "traza", "gramo", "ápice", "apice", "miga",
    "migaja", "goutte", "gramme", "soupçon", "miette", "goccia", "goccio", "pizzico", "grammo",
    "traccia", "briciola", "pitada", "grama", "vestígio", "migalha", "drop", "pinch", "trace",
    "speck", "smidgen", "hint", "scrap", "ounce", "gram",
];

/// The articles before a [`SMALL_AMOUNTS`] word ("una pizca", "une goutte").
pub(super) const AMOUNT_ARTICLES: &[&str] = &["un", "una", "uno", "une", "um", "uma"];

/// The words joining a [`SMALL_AMOUNTS`] word to its product ("de", "di", "of").
pub(super) const AMOUNT_OF: &[&str] = &["de", "di", "of"];

/// Words after an item of a denied list that say the item is there after
/// all: "no ghee, paneer added", "no ghee, paneer ke saath" (Hindi "with"),
/// "sin carne, queso aparte" (served on the side, still served). A denial
/// heading the list does not reach past them.
#[rustfmt::skip]
pub(super) const PRESENT_AFTER_AN_ITEM: &[&[&str]] = &[
    &["added"], &["used"], &["included"], &["inside"], &["kept"], &["served"], &["put"],
    &["goes", "in"], &["go", "in"], &["mixed", "in"], &["stirred", "in"], &["thrown", "in"],
    &["on", "top"], &["on", "the", "side"], &["as", "well"],
    &["ke", "saath"], &["ke", "sath"], &["bhi"], &["daala"], &["dala"],
    &["aparte"], &["a", "parte"], &["al", "lado"], &["encima"], &["añadido"], &["añadida"],
    &["incluido"], &["incluida"], &["aggiunto"], &["aggiunta"], &["incluso"], &["inclusa"],
    &["sopra"], &["à", "part"], &["ajouté"], &["ajoutée"], &["inclus"], &["dessus"],
    &["adicionado"], &["adicionada"], &["incluído"], &["incluída"],
];

/// Words by which a clause sends its product to other equipment than the
/// food beside it ("la carne va a la plancha, aparte", "the meat
/// another", "meso na drugom"); "own" is not one: it keeps the food the
/// clause names on its equipment.
#[rustfmt::skip]
pub(super) const ELSEWHERE: &[&str] = &[
    "another", "other", "separate", "separately", "apart", "different", "aparte", "separado",
    "separada", "separados", "separadas", "otra", "otro", "otras", "otros", "distinta",
    "distinto", "drugom", "drugoj", "drugi", "druga", "drugu", "zasebno", "zasebnom",
    "odvojeno", "posebno", "posebnom", "séparément", "autre", "separatamente", "altra",
    "altro", "separadamente", "outra", "outro", "getrennt", "separat", "anderen",
];

/// The cooking equipment words such a clause may hold; its sentence must
/// hold one of the lexicon's equipment phrases (a Croatian "gradel" among
/// them).
#[rustfmt::skip]
pub(super) const COOKING_EQUIPMENT: &[&str] = &[
    "grill", "grills", "plancha", "planchas", "fryer", "fryers", "freidora", "freidoras",
    "griddle", "griddles", "pan", "pans", "sartén", "pot", "pots", "oven", "ovens", "horno",
    "wok", "woks", "gradel", "gradela", "gradelu", "gradele", "roštilj", "roštilja",
    "roštilju", "station", "stations", "board", "boards",
];

/// The other words such a clause may hold: articles, joins, verbs of
/// going and cooking, prepositions of place, "always" and "only". Any
/// word outside these ("with", "as", "oil", "use", "side", "served")
/// leaves the clause to the other readings.
#[rustfmt::skip]
pub(super) const SENT_ELSEWHERE_LINKS: &[&str] = &[
    "the", "a", "an", "its", "their", "our", "la", "el", "los", "las", "lo", "su", "sus",
    "le", "les", "il", "gli", "der", "die", "das", "den", "dem", "and", "or", "&", "y", "e",
    "i", "und", "et", "ou", "o", "go", "goes", "is", "are", "gets", "get", "cooked", "cook",
    "cooks", "grilled", "fried", "roasted", "done", "kept", "stays", "stay", "has", "have",
    "va", "van", "se", "fríe", "frie", "fríen", "frien", "asa", "asan", "hace", "hacen",
    "cocina", "cocinan", "tiene", "tienen", "ide", "idu", "peče", "peku", "prži", "prže",
    "ima", "imaju", "vai", "vão", "vanno", "est", "sont", "on", "in", "onto", "at", "to",
    "al", "en", "na", "u", "sur", "dans", "auf", "im", "am", "sul", "nel", "em",
    "always", "only", "entirely", "completely", "siempre", "uvijek", "samo", "one",
];

/// Words by which a text may speak of a product sent to other equipment
/// again ("..., but the fish is basted with its fat", "y el pescado, con
/// su grasa"): where one stands, save before a word for "own" ("their own
/// grill", "su propia freidora"), the product is not read as sent away.
#[rustfmt::skip]
pub(crate) const BACK_REFERENCES: &[&str] = &[
    "it", "its", "it's", "they", "them", "their", "theirs", "that", "those", "these", "this",
    "same", "too", "also", "both", "su", "sus", "lo", "njegov", "njegova", "njezin",
    "njihov", "njihova", "njim", "ga", "ih", "sein", "seine", "ihr", "ihre", "son", "sa",
    "ses", "leur", "leurs", "suo", "sua", "suoi", "seu", "dele", "dela",
];

/// Words pointing back to equipment a text has just called dedicated
/// ("we toss the egg fried rice in those woks", "the chicken goes on it
/// too", "we grab them for the wings"), narrower than [`BACK_REFERENCES`]:
/// "its" and "their" own other equipment ("the chicken has its own")
/// point to none.
#[rustfmt::skip]
pub(super) const EQUIPMENT_POINTERS: &[&str] = &[
    "it", "them", "those", "these", "same",
];

/// Words pointing back to equipment only after a word of
/// [`INTO_EQUIPMENT`]: "drop the calamari in there", not "there is";
/// Jamaican "di chicken go inna dem" (into them), "inna deh" (in there),
/// "pon i" (on it), "inna him" (into it), where "dem" alone may be "they"
/// or "their" ("fi-dem own fryer") and "i" alone is "I".
#[rustfmt::skip]
pub(super) const EQUIPMENT_POINTERS_AFTER_INTO: &[&str] = &[
    "there", "deh", "dere", "dem", "i", "him",
];

/// Words putting food in or on equipment pointed back to, with the
/// Jamaican "inna" / "ina" / "eena" (in, into) and "pon" (on).
#[rustfmt::skip]
pub(super) const INTO_EQUIPMENT: &[&str] = &[
    "in", "into", "on", "onto", "inna", "ina", "eena", "pon",
];

/// Tools that cook food, as the subject of a verb of cooking ("our
/// tandoor cooks the chicken and the tofu tikka", "one griddle does the
/// eggs and the pancakes") or where food is cooked ("we cook the lamb and
/// the aubergine on one grill"): all the food so cooked shares the tool.
#[rustfmt::skip]
pub(super) const TOOLS_THAT_COOK: &[&str] = &[
    "tandoor", "grill", "griddle", "fryer", "oven", "wok", "plancha", "flattop", "smoker",
    "toaster", "broiler", "salamander", "pan", "skillet", "comal", "tawa", "tava", "steamer",
    "hotplate", "braai", "rotisserie", "spit", "barbecue", "bbq", "pot", "press", "board",
    "chapa", "teppan", "robata", "pit", "kettle", "grills", "griddles", "fryers", "ovens",
    "woks", "pans", "pots", "boards",
];

/// Verbs a cooking tool does its food with ("cooks", "does", "handles");
/// "used" takes its food after "for" ("the grill is used for ...").
#[rustfmt::skip]
pub(super) const TOOL_COOKING_VERBS: &[&str] = &[
    "cooks", "cook", "does", "do", "fries", "fry", "grills", "bakes", "bake", "roasts",
    "roast", "chars", "sears", "smokes", "steams", "toasts", "handles", "handle", "takes",
    "makes", "make", "heats", "crisps", "griddles", "broils", "used",
];

/// Participles of those verbs: food cooked on or in a tool ("the chicken
/// and the paneer are both cooked in the tandoor").
#[rustfmt::skip]
pub(super) const TOOL_COOKING_PARTICIPLES: &[&str] = &[
    "cooked", "fried", "grilled", "baked", "roasted", "charred", "seared", "smoked",
    "steamed", "toasted", "done", "made", "griddled", "broiled", "heated", "crisped",
];

/// Words that may stand between a preposition and the tool it names
/// ("on the one big grill", "in our tandoor").
#[rustfmt::skip]
pub(super) const BEFORE_A_TOOL: &[&str] = &[
    "the", "a", "an", "our", "their", "its", "one", "that", "this", "same", "big", "single",
    "only", "main", "hot", "shared",
];

/// Words that close the food a tool cooks: what follows is another clause
/// ("the grill does the steaks, but the tofu ...").
#[rustfmt::skip]
pub(super) const TOOL_OBJECTS_END: &[&str] = &[
    "but", "while", "whereas", "though", "although", "except", "however", "so", "because",
];

/// Words that join the foods a tool cooks into a list.
#[rustfmt::skip]
pub(super) const TOOL_OBJECT_JOINS: &[&str] = &[
    "and", "&", "plus", "or", "alongside", "beside", "as", "well", "next", "to", "also",
];

/// Words of keeping equipment apart for one food ("separate", "colour
/// coded", "its own"): an exception beside them ("except for the big
/// one", "apart from the wok") leaves that item shared.
#[rustfmt::skip]
pub(super) const SEPARATION_WORDS: &[&str] = &[
    "separate", "separately", "seperate", "dedicated", "own", "coded", "colour-coded",
    "color-coded", "apart", "reserved", "segregated", "designated", "exclusively",
];

/// Words by which the restaurant says its kitchen changed ("Since
/// September ...", "we now have ...", "newly installed"): its statement of
/// dedicated preparation so marked stands over its older word of sharing.
#[rustfmt::skip]
pub(crate) const CHANGE_MARKS: &[&str] = &[
    "since", "now", "nowadays", "newly", "recently", "switched", "moved", "changed",
    "installed", "renovated", "rebuilt", "anymore", "onwards", "henceforth",
];

/// Exceptions that take back a claim for the item they name ("except",
/// "apart from", "but not", "other than"); "unless" sets a condition.
#[rustfmt::skip]
pub(super) const EXCEPTIONS_OF_AN_ITEM: &[&str] = &[
    "except", "excluding", "apart from", "other than", "aside from", "but not",
    "with the exception of", "save for",
];

/// Owners a possessive may name that are the kitchen itself, its own
/// people or a time ("the kitchen's fryer", "the chef's grill", "today's
/// fryer oil"): equipment of theirs is no other business's, unless
/// "another" or "other" says so ("the other kitchen's fryer").
#[rustfmt::skip]
pub(super) const OWNERS_IN_THE_KITCHEN: &[&str] = &[
    "it", "one", "kitchen", "kitchens", "house", "chef", "chefs", "cook", "cooks", "staff",
    "team", "crew", "today", "tonight", "yesterday", "tomorrow", "day", "week", "morning",
    "evening", "night", "everyone", "everybody", "guest", "guests", "customer", "customers",
];

/// Capitalised words before a piece of equipment that name no owner: its
/// maker ("the Frymaster fryer", "the Rational oven"), its kind or origin
/// ("the Dutch oven", "the Mongolian grill", "the Santa Maria grill") or
/// its size or place ("the Main fryer").
#[rustfmt::skip]
pub(super) const EQUIPMENT_NAMES_NOT_OWNERS: &[&str] = &[
    "frymaster", "pitco", "henny", "penny", "rational", "josper", "vulcan", "garland", "hobart",
    "merrychef", "turbochef", "thermomix", "traeger", "weber", "blodgett", "lincoln", "middleby",
    "wolf", "viking", "imperial", "anets", "keating", "dean", "star", "kamado", "big", "green",
    "egg", "ooni", "alto-shaam", "unox", "convotherm", "robot", "coupe", "vitamix", "blendtec",
    "breville", "hatco", "wells", "southbend", "montague", "marra", "forni", "wood", "stone",
    "new", "old", "main", "second", "first", "back", "front", "small", "little", "bbq", "xl",
    "pro", "mini", "dutch", "mongolian", "korean", "japanese", "brazilian", "argentine",
    "argentinian", "turkish", "indian", "chinese", "thai", "italian", "neapolitan", "french",
    "greek", "mexican", "spanish", "american", "persian", "lebanese", "cantonese", "sichuan",
    "texas", "santa", "maria", "hibachi", "teppanyaki", "tandoori", "himalayan", "nepali",
    "vietnamese", "filipino", "peruvian", "ethiopian", "moroccan", "german", "belgian",
    "british", "english", "irish", "cuban", "jamaican", "caribbean", "hawaiian", "le",
    "creuset", "staub", "lodge", "all-clad", "tefal", "scanpan", "mauviel", "de", "buyer",
    "instant", "crock",
];

/// The pieces of equipment a business owns and may lend to another
/// ("the Wing Republic fryer", "Bob's grill"); a "kitchen" is left out, as
/// it is most often a kind of cooking ("a Himalayan kitchen", "Mum's
/// kitchen"), and so is oil, most often named by its brand ("Crisco oil").
/// A piece is no owner either ("the fryer's basket").
#[rustfmt::skip]
pub(super) const PIECES_AN_OWNER_NAMES: &[&str] = &[
    "fryer", "fryers", "grill", "grills", "griddle", "griddles", "plancha", "flat-top",
    "flattop", "oven", "ovens", "wok", "woks", "pan", "pans", "pot", "pots", "smoker",
    "smokers", "toaster", "toasters", "tandoor", "broiler", "salamander", "skillet", "station",
    "stations",
];

/// Words for "own" ([`BACK_REFERENCES`]).
pub(super) const OWN: &[&str] = &[
    "own",
    "propia",
    "propio",
    "propias",
    "propios",
    "svom",
    "svoj",
    "svojem",
    "svojoj",
    "vlastitom",
    "eigenen",
    "eigene",
    "eigener",
    "eigenes",
    "eigenem",
    // Danish, Norwegian and Swedish ("sin egen station", "egne knive",
    // "eget kök", "egna pannor").
    "egen",
    "egne",
    "eget",
    "egna",
    "propre",
    "proprio",
    "propria",
    "própria",
    "próprio",
];

/// Chinese words for a food's "own" or "dedicated" equipment, right before
/// it ("自己的炸鍋", "專用烤箱"), longest first.
pub(super) const OWN_CHINESE: &[&str] = &[
    "自己的",
    "專用的",
    "专用的",
    "獨立的",
    "独立的",
    "自己",
    "專用",
    "专用",
];

/// Chinese measure words that may stand between those words and the
/// equipment ("自己的一台炸鍋": its own one fryer), longest first.
#[rustfmt::skip]
pub(super) const EQUIPMENT_MEASURES_CHINESE: &[&str] = &[
    "一台", "一個", "一个", "一口", "一組", "一组", "一套", "一把", "一座", "台", "個", "个", "口",
];

/// Words that keep a word for "own" from the equipment after them: a
/// determiner, a preposition or a count turns "own" into the verb or ends
/// its phrase ("we own a fryer", "on its own the fryer", "own two
/// fryers").
#[rustfmt::skip]
pub(super) const NOT_BETWEEN_OWN_AND_EQUIPMENT: &[&str] = &[
    "a", "an", "the", "this", "that", "these", "those", "our", "their", "its", "his", "her",
    "my", "your", "to", "in", "on", "at", "of", "for", "with", "and", "or", "but", "no", "not",
    "one", "two", "three", "four", "several", "many", "some", "more", "der", "die", "das", "den",
    "dem", "des", "ein", "eine", "einen", "und", "oder", "im", "am", "og", "eller", "i", "på",
    "med", "til", "en", "et", "ett", "och",
];

/// Words for the liquid a meat or fish gives off or is cooked in, named
/// by it after "off", "from" or "of" ("the water off the stewed eels",
/// "the liquid from the ham hocks", "the juices off the roast beef"): that
/// liquid is the animal's stock.
#[rustfmt::skip]
pub(super) const COOKING_LIQUIDS: &[&str] = &[
    "water", "waters", "liquid", "liquids", "juice", "juices", "liquor",
];

/// The words that take such a liquid from its animal.
pub(super) const LIQUID_FROM: &[&str] = &["off", "from", "of", "outta"];

/// Determiners and the like between the taking word and the animal ("the
/// water off the stewed eels", "from all those ham hocks").
#[rustfmt::skip]
pub(super) const LIQUID_SOURCE_DETERMINERS: &[&str] = &[
    "the", "a", "our", "those", "these", "that", "all", "them", "yesterday's", "today's",
];

/// Verbs of cooking food in a liquid: food that sits in the same one as
/// meat takes the meat up ("braised in the same pot as the pork"), where
/// food that only shares a grill, a board or a fryer touches it (boiling in
/// a pot of water is no such cooking); and food they take as object or
/// subject, cooked "with" a meat, takes the meat up too ("we braise the tofu
/// with the pork", "se guisa con el cerdo"). Spanish: stewed, braised,
/// marinated.
#[rustfmt::skip]
pub(super) const STEEPING_VERBS: &[&str] = &[
    "braise", "braises", "braised", "braising", "simmer", "simmers", "simmered", "simmering",
    "stew", "stews", "stewed", "stewing", "soak", "soaks", "soaked", "soaking", "marinate",
    "marinates", "marinated", "marinating", "brine", "brined", "brining", "steep", "steeps",
    "steeped", "steeping", "poach", "poaches", "poached", "poaching", "guisa", "guisan", "guisamos",
    "guisado", "guisados", "guisada", "estofado", "estofados", "marinado", "marinados",
];

/// The liquids themselves (and their Spanish marinade), read with
/// [`STEEPING_VERBS`] where food shares one with meat.
#[rustfmt::skip]
pub(super) const STEEPING_LIQUIDS: &[&str] = &[
    "marinade", "marinades", "broth", "broths", "stock", "stocks", "marinada",
];

/// The head nouns of what a dish is cooked in or seasoned with: an animal
/// phrase ending in one ("beef dripping", "hen stock", "XO sauce") is a
/// medium as the words of [`Shape::Medium`] are.
#[rustfmt::skip]
pub(super) const MEDIUM_HEADS: &[&str] = &[
    "stock", "stocks", "broth", "broths", "bouillon", "jus", "fat", "fats", "dripping",
    "drippings", "grease", "oil", "sauce", "paste", "flakes", "gelatin", "gelatine", "dashi",
    "marinade",
];

/// Spanish forms (stew, braise, marinate) read with [`STEEPING_VERBS`] only
/// where a meat follows the food cooked "con" it.
#[rustfmt::skip]
pub(super) const STEEPING_VERBS_BEFORE_A_MEAT: &[&str] = &[
    "guisar", "estofa", "estofan", "estofamos", "estofar", "marina", "marinan", "marinamos",
];

/// Spanish verbs of cooking food with something, read as
/// [`STEEPING_VERBS`] are only right after the "se" of the passive: "las
/// judías se rehogan con jamón", "se sofríen con panceta", "se hacen con
/// chorizo". The food is the subject, and a meat after "con" or "en" is
/// cooked into it. Without "se" they are another clause's verbs ("hacen
/// las croquetas con jamón" may name the croquetas' ham only).
#[rustfmt::skip]
pub(super) const SPANISH_COOKED_WITH_AFTER_SE: &[&str] = &[
    "rehoga", "rehogan", "sofríe", "sofrie", "sofríen", "sofrien", "fríe", "frie", "fríen",
    "frien", "saltea", "saltean", "dora", "doran", "cocina", "cocinan", "cuece", "cuecen", "hace",
    "hacen", "prepara", "preparan", "elabora", "elaboran", "condimenta", "condimentan", "adereza",
    "aderezan", "hornea", "hornean", "guisa", "guisan",
];

/// Spanish tags that close a statement asking only that the listener
/// agree or take note ("..., ¿vale?", "..., ¿sabes?"): the statement is
/// still said. Not "¿verdad?" or "¿no?", which ask whether it is true.
pub(super) const SPANISH_QUESTION_TAGS: &[&str] = &["vale", "sabes", "ok", "okey", "eh", "oye"];

/// Words for small pieces or a little of a food, before "de" or "of",
/// that may stand between a joining word and the meat a food is cooked
/// with ("con sus taquitos de jamón", "con daditos de panceta", "con un
/// poquito de manteca", "with a bit of bacon"): the meat is further from
/// the join by those words.
#[rustfmt::skip]
pub(super) const PIECES_OF_A_FOOD: &[&str] = &[
    "taquitos", "taquito", "tacos", "taco", "daditos", "dadito", "dados", "tropezones",
    "tropezón", "tropezon", "trocitos", "trocito", "trozos", "trozo", "pedacitos", "pedazos",
    "tiras", "tiritas", "virutas", "lonchas", "lonchitas", "láminas", "laminas", "cubitos",
    "bits", "pieces", "chunks", "cubes", "strips", "shreds", "morsels", "slivers", "poco",
    "poquito", "pizca", "pizquita", "chorrito", "chorro", "cucharada", "cucharadita", "puñado",
    "bit", "dash", "splash", "spoonful", "knob",
];

/// The words joining [`PIECES_OF_A_FOOD`] to the food they are of.
pub(super) const PIECES_OF: &[&str] = &["de", "of"];

/// Verbs of roasting food in one tin with a meat, whose fat and juices it
/// takes up as food braised with one does ("the potatoes are roasted with
/// the lamb", "se asan con el cordero", "les légumes sont rôtis avec
/// l'agneau"): read as [`STEEPING_VERBS`] are where a meat follows "with",
/// "alongside" or "in". A participle before its noun is a dish's
/// describing word ("the roasted carrots with the lamb"), so an object
/// after these needs a subject before the verb ([`ROASTING_SUBJECTS`]).
/// French participles follow their noun ("pommes de terre rôties avec le
/// poulet"); the unaccented "roti" is a bread.
#[rustfmt::skip]
pub(super) const ROASTED_WITH_VERBS: &[&str] = &[
    "roasted", "roasting", "asan", "asamos", "rôti", "rôtis", "rôtie", "rôties",
];

/// "Roast" and "roasts" are a dish too ("the Sunday roast with the lamb"):
/// read only as a verb with a subject and its object ("we roast the veg
/// with the lamb").
#[rustfmt::skip]
pub(super) const ROAST_VERBS_WITH_A_SUBJECT: &[&str] = &["roast", "roasts"];

/// Finite French and Spanish forms of roasting, and the French infinitive
/// after "faire": a verb that takes its object after it whoever its
/// subject is ("on rôtit les légumes avec le poulet", "nous les
/// rôtissons avec l'agneau", "on fait rôtir", "asamos las papas con el
/// pollo"), never a word describing a dish, so no subject word is needed.
#[rustfmt::skip]
pub(super) const ROAST_VERBS_WITH_AN_OBJECT: &[&str] = &[
    "rôtit", "rôtissent", "rôtissons", "rôtissez", "rôtissait", "rôtissaient", "rôtir", "asamos",
];

/// General verbs of cooking, read as roasting verbs are: food cooked
/// beside, alongside or with a meat in one pan or pot ("Slow-cooked
/// beside the pork belly, the cauliflower ...", "we cook the greens
/// alongside the ham hock", "cuits avec le poulet") takes up its fat and
/// juices, where an article or a possessive opens the meat (a bare list,
/// "cooked alongside bacon and eggs", warns of a shared griddle). Baking
/// and grilling beside a meat stay cross-contact (one oven, one grill).
#[rustfmt::skip]
pub(super) const COOKED_WITH_VERBS: &[&str] = &[
    "cooked", "cooking", "cuit", "cuits", "cuite", "cuites", "cuisent", "cocinado", "cocinados",
    "cocinada", "cocinadas", "cocinan", "cocinamos",
];

/// "Cook" and "cooks" name a person too ("the cook with the lamb"): read
/// as [`COOKED_WITH_VERBS`] are only as a verb with a subject ("we cook
/// the greens alongside the ham hock").
#[rustfmt::skip]
pub(super) const COOK_VERBS_WITH_A_SUBJECT: &[&str] = &["cook", "cooks"];

/// Words opening a sentence, or a clause after its short lead-in, about
/// every one of a kind ("All rice is ...", "Every gravy here is ...",
/// "Heads up: our noodles are ..."), in English and in the Spanish,
/// Portuguese, French and Italian that menus print kind notes in ("Todo el
/// arroz es ...", "Tout notre riz est ...", "Tutto il nostro riso è ...",
/// "Nosso feijão é ..."). A definite article opening the sentence names
/// the kind as a kind too ("Los frijoles son frijoles charros", "The beans
/// are charro beans"), and stands before a Romance possessive ("Il nostro
/// riso", "O nosso arroz").
#[rustfmt::skip]
pub(super) const KIND_NOTE_OPENERS: &[&str] = &[
    "all", "every", "each", "our", "the",
    "todo", "toda", "todos", "todas", "cada", "nuestro", "nuestra", "nuestros", "nuestras", "el",
    "la", "los", "las",
    "nosso", "nossa", "nossos", "nossas", "o", "a", "os", "as",
    "tout", "toute", "tous", "toutes", "chaque", "notre", "nos", "le", "les",
    "tutto", "tutta", "tutti", "tutte", "ogni", "nostro", "nostra", "nostri", "nostre", "il",
    "lo", "i", "gli",
];

/// Words between the opener and the kind that are no kind ("all of our",
/// "all the", "every single", "todo el", "tout notre", "tutto il nostro",
/// "todo o nosso").
#[rustfmt::skip]
pub(super) const KIND_NOTE_DETERMINERS: &[&str] = &[
    "of", "our", "the", "my", "house", "single", "your",
    "el", "la", "los", "las", "lo", "nuestro", "nuestra", "nuestros", "nuestras",
    "o", "a", "os", "as", "nosso", "nossa", "nossos", "nossas",
    "le", "les", "notre", "nos",
    "il", "i", "gli", "nostro", "nostra", "nostri", "nostre",
];

/// Words after the kind that say where it is served, not what it is
/// ("all rice here is ...", "every gravy we serve is ...", "todo el arroz
/// que servimos es ...", "tout le riz que nous servons est ...").
#[rustfmt::skip]
pub(super) const KIND_NOTE_PLACES: &[&str] = &[
    "here", "served", "we", "serve", "you", "get",
    "aquí", "aqui", "acá", "que", "servimos", "ici", "nous", "servons", "qui", "qua", "che",
    "serviamo",
];

/// The verb saying what every one of the kind is ("All rice is Hainanese
/// chicken rice", "our noodles are egg noodles", "nuestro arroz es arroz
/// con pollo", "tout notre riz est du riz au poulet", "il nostro riso è
/// riso al pollo", "nosso feijão é feijão com bacon").
#[rustfmt::skip]
pub(super) const KIND_NOTE_COPULAS: &[&str] = &[
    "is", "are", "was", "were", "es", "son", "era", "eran", "é", "são", "est", "sont", "è", "sono",
];

/// Words that end the make a kind note names, after the kind's own head
/// word ("arroz blanco y el pollo aparte", "frijoles de olla sin
/// manteca"): a meat after one is no part of that make.
#[rustfmt::skip]
pub(super) const KIND_NOTE_MAKE_ENDS: &[&str] = &[
    "and", "or", "but", "without", "no", "not", "never", "except", "y", "e", "o", "ou", "pero",
    "mas", "mais", "ma", "sin", "sem", "sans", "senza", "ni", "nem", "ne", "non", "excepto",
    "salvo", "sauf", "tranne", "nunca", "jamais", "mai",
];

/// Words right before a roasting verb that make it a verb with an object
/// ("we roast the parsnips with the pork", "they're roasting the veg
/// alongside the joint", "se asan las patatas con el pollo").
#[rustfmt::skip]
pub(super) const ROASTING_SUBJECTS: &[&str] = &[
    "we", "they", "you", "i", "he", "she", "who", "to", "they're", "we're", "se", "also",
    "always", "usually", "often", "still",
];

/// Words for beneath ([`Role::Beneath`]): English, Spanish, Portuguese,
/// French, German, Italian.
#[rustfmt::skip]
pub(super) const BENEATH_WORDS: &[&str] = &[
    "under", "underneath", "beneath", "below", "debajo", "debaixo", "embaixo", "sous", "dessous",
    "unter", "sotto",
];

/// Verbs of cooking food, or of where it sits while it cooks, read before
/// a word for beneath ([`Role::Beneath`]): food cooked under a meat
/// catches its drippings ("roasted under the chickens", "done on the rack
/// below the lamb", "the veg sit beneath the pork"). Spanish, French,
/// German, Italian and Portuguese forms of roasting, baking and cooking.
#[rustfmt::skip]
pub(super) const COOKED_BENEATH_VERBS: &[&str] = &[
    "roast", "roasts", "roasted", "roasting", "cook", "cooks", "cooked", "cooking", "bake",
    "bakes", "baked", "baking", "grill", "grills", "grilled", "grilling", "broil", "broiled",
    "done", "sit", "sits", "sitting", "turn", "turns", "turning", "crisp", "crisps", "crisped",
    "crisping", "go", "goes", "placed", "put", "confit", "confited",
    "asan", "asa", "asamos", "asadas", "asados", "hacen", "hechas", "hechos", "cocinan",
    "cocinadas", "cocinados", "hornean", "horneadas", "horneados", "rôties", "rôtis",
    "rôtissent", "cuites", "cuits", "cuisent", "gebraten", "gegart", "garen", "gebacken",
    "backen", "arrostite", "arrostiti", "cotte", "cotti", "assadas", "assados", "assam",
];

/// What may open the meat after a word for beneath: an article or a
/// possessive ("under the lamb", "sous le poulet", "debajo del cordero"),
/// where "under 10" or "sous chef" names no place.
#[rustfmt::skip]
pub(super) const BENEATH_DETERMINERS: &[&str] = &[
    "the", "a", "an", "our", "their", "its", "those", "these", "whole", "el", "la", "los", "las",
    "del", "de", "le", "les", "du", "des", "dem", "den", "der", "die", "il", "lo", "i", "gli",
    "al", "ai", "do", "da", "dos", "das",
];

/// Words for the meat itself where food cooks beneath it, though they
/// name no product alone: the roasting birds or joint, the spit or
/// rotisserie turning above ("the veg roast under the birds").
#[rustfmt::skip]
pub(super) const MEATS_ABOVE_FOOD: &[&str] = &[
    "bird", "birds", "joint", "joints", "spit", "spits", "rotisserie", "rotisseries", "carcass",
    "carcasses",
];

/// Words joining what a food is cooked in a liquid with: "with the pork",
/// "in pork stock", "alongside", Spanish "con", "en", French "avec". Food
/// cooked "beside", "next to" or "near" a meat is cooked with it too, as
/// far as the reader can tell: only a denial before the word ("nowhere
/// near", "never next to") sets it apart.
#[rustfmt::skip]
pub(super) const STEEPED_WITH_JOINS: &[&str] = &[
    "with", "alongside", "in", "con", "en", "avec", "beside", "next", "near",
];

/// Verbs of making food that, followed by "in" and a base of meat ("made
/// in the mutton tari", "cooked in the chicken curry base", "hechos en
/// caldo de pollo", "cuits dans le bouillon de bœuf"), or after one in the
/// Hindi and Urdu order ("mutton ki tari mein bante hain", "in
/// Hühnerbrühe gekocht"), say the food takes the base up. English, Spanish,
/// French, Italian, Portuguese, German, and Hindi and Urdu as typed in
/// Latin letters (make, cook, put in, get ready), and English and French
/// roasting, whose food takes up the juices or fat it roasts in ("roasted
/// in the juices of the lamb", "rôties dans le jus du poulet").
#[rustfmt::skip]
pub(super) const MADE_IN_VERBS: &[&str] = &[
    "made", "make", "makes", "making", "cooked", "cook", "cooks", "cooking", "prepared", "prepare",
    "prepares", "preparing", "prepped", "done", "fried", "boiled", "served", "tossed", "finished",
    "do", "does", "did", "dunked", "dipped", "reheated", "heated", "warmed", "kept", "goes", "go",
    "sit", "sits", "sitting", "swimming", "hecho", "hecha", "hechos", "hechas", "hacen", "cocinado",
    "cocinada", "cocinados", "cocinadas", "cocinan", "preparado", "preparada", "preparados",
    "preparadas", "preparan", "cocido", "cocidos", "cocida", "cocidas", "cuecen", "servido",
    "servidos", "fait", "faits", "faite", "faites", "cuit", "cuits", "cuite", "cuites", "cuisiné",
    "cuisinés", "préparé", "préparés", "servi", "servis", "fatto", "fatti", "fatta", "fatte",
    "cotto", "cotti", "cotta", "cotte", "cucinato", "cucinati", "preparato", "preparati", "feito",
    "feitos", "feita", "feitas", "cozido", "cozidos", "cozinhado", "cozinhados", "gekocht",
    "zubereitet", "gemacht", "gegart", "bante", "banta", "banti", "bane", "bani", "bana", "banate",
    "banata", "banati", "banaya", "banaye", "banai", "pakate", "pakata", "pakati", "pakaya",
    "pakaye", "pakte", "pakta", "pakti", "pake", "daalte", "dalte", "daalta", "dalta", "daali",
    "dali", "roasted", "roasting", "rôti", "rôtis", "rôtie", "rôties",
];

/// The words for "in" before the base ("in", "en", "dans", "nel", "no",
/// "im").
#[rustfmt::skip]
pub(super) const MADE_IN_JOINS: &[&str] = &[
    "in", "inside", "en", "dans", "au", "aux", "nel", "nella", "nello", "nei", "nelle", "em",
    "no", "na", "nos", "nas", "im",
];
/// The Hindi and Urdu words for "in", after the base ("ki tari mein").
pub(super) const MADE_IN_POSTPOSITIONS: &[&str] = &["mein", "me", "mai", "mei", "main"];

/// A base food is made in: gravy, curry, stock, sauce, and their words in
/// the languages above (Hindi and Urdu "tari", "shorba", "jhol", "rassa",
/// "salan", "yakhni", with "shorbe" and "rasse" as they stand before
/// "mein"); a German compound ends in one ("Hühnerbrühe").
#[rustfmt::skip]
pub(super) const MADE_IN_BASES: &[&str] = &[
    "gravy", "gravies", "curry", "curries", "stock", "stocks", "broth", "broths", "base",
    "sauce", "jus", "drippings", "fat", "tari", "tarri", "shorba", "shorbe", "shorva", "jhol",
    "rassa", "rasse", "salan", "yakhni", "caldo", "salsa", "fondo", "jugo", "bouillon", "fond",
    "fumet", "brodo", "sugo", "molho", "brühe", "soße", "sosse", "juices", "graisse",
];

/// Words between a meat and the base it names ("mutton ki tari", "chicken
/// wali gravy", "beef-bone stock", "the gravy from the mutton", "caldo de
/// pollo"): the base is the meat's.
#[rustfmt::skip]
pub(super) const MADE_IN_BASE_LINKS: &[&str] = &[
    "ki", "ke", "ka", "wali", "wale", "wala", "based", "bone", "bones", "of", "from", "off",
    "the", "a", "de", "di", "du", "del", "della", "dello", "do", "da", "des", "von", "el", "la",
    "le", "il", "lo", "o",
];

/// Words that set the food's base apart from the meat's ("a separate
/// gravy, not the mutton one", "instead of the chicken stock").
#[rustfmt::skip]
pub(super) const MADE_IN_SET_APART: &[&str] = &[
    "not", "no", "never", "without", "instead", "rather", "than", "separate", "separately",
    "different", "another", "own", "other", "apart", "nahi", "nahin", "alag", "sin", "sans",
    "senza", "sem", "ohne",
];

/// The same in Chinese, in simplified and traditional characters: braise
/// (卤 and its master stock), stew, simmer covered, soak, cure in a
/// marinade, soup.
pub(super) const STEEPING_CHARS: &[char] = &[
    '卤', '滷', '炖', '燉', '焖', '燜', '浸', '腌', '醃', '汤', '湯',
];

/// Words saying food is cooked with other food: at once ("together", "in
/// one pot", "一起", "同一鍋") or in what is shared ("the same pot",
/// "shares the braise", "共用").
pub(crate) const COOKED_WITH_WORDS: &[&str] = &[
    "same",
    "share",
    "shares",
    "shared",
    "sharing",
    "together",
    "alongside",
    "one",
    // Spanish "the same", "together".
    "misma",
    "mismo",
    "mismas",
    "mismos",
    "junto",
    "juntos",
    "juntas",
];

/// The same in Chinese: "together", "the same", "one pot", "share".
pub(super) const COOKED_WITH_CHINESE: &[&str] =
    &["一起", "同一", "同锅", "同鍋", "一锅", "一鍋", "共用"];

/// Words right before a word of [`COOKED_WITH_WORDS`] that deny the
/// sharing ("never the same pot", "not together with").
pub(super) const SHARING_DENIED_BY: &[&str] = &[
    "not", "never", "no", "isn't", "aren't", "don't", "doesn't", "won't", "nor", "without",
    "nowhere", "nunca", "ni",
];

/// Chinese words that, earlier in the clause, deny the sharing or set the
/// food apart ("不跟滷肉一起滷", "另鍋"); a bare "不" is no denial here, as it
/// opens other words too ("不少" many, "不錯" good).
#[rustfmt::skip]
pub(super) const SHARING_DENIED_BY_CHINESE: &[&str] = &[
    "不跟", "不和", "不与", "不與", "不同", "不是", "不在", "不会", "不會", "不放", "不用", "没有",
    "沒有", "没跟", "沒跟", "从不", "從不", "另锅", "另鍋", "另用", "另一", "分开", "分開",
];

/// Chinese stocks that, with no plant named right before them, are a meat
/// stock ("高汤", the kitchen's stock; "上汤", superior stock).
pub(super) const CHINESE_STOCKS: &[&str] = &["高汤", "高湯", "上汤", "上湯"];

/// Plants a Chinese stock is named by right before it ("蘑菇高汤", mushroom
/// stock; "植物高汤", "海带高汤", "番茄高汤"): that plant's stock, no meat.
/// The diet's own words count ("素食高汤", "纯素上汤").
#[rustfmt::skip]
pub(super) const CHINESE_STOCK_PLANTS: &[&str] = &[
    "素", "素食", "纯素", "純素", "植物", "蔬菜", "蔬果", "时蔬", "時蔬", "菇", "菌", "蘑菇", "香菇",
    "冬菇", "野菌", "昆布", "海带", "海帶", "番茄", "西红柿", "西紅柿", "豆芽", "黄豆", "黃豆",
    "玉米", "萝卜", "蘿蔔", "洋葱", "洋蔥", "白菜", "竹笙", "竹荪", "竹蓀", "松茸", "牛肝菌",
];

/// Chinese adverbs that may stand right before the verb "不用" (not
/// using), which then denies the list after it as it does opening an item
/// ("素菜都不用猪油和高汤", "也不用奶", "一律不用"): all, also, at all, never.
/// Any other word before it (an "if", a "not") leaves the products read.
#[rustfmt::skip]
pub(super) const ADVERBS_BEFORE_NOT_USING: &[&str] = &[
    "都", "也", "均", "皆", "全", "亦", "一律", "完全", "绝对", "絕對", "从来", "從來", "从", "從",
    "并", "並", "决", "決", "一概",
];

/// What joins the items of a Chinese list a denial heads ("不用猪油、高汤和
/// 鸡蛋"): list marks, commas, "and", "or" (the longer words first, as
/// the first that opens the rest is taken).
pub(super) const CHINESE_LIST_JOINS: &[&str] = &[
    "、", "，", ",", "以及", "或者", "和", "与", "與", "及", "或",
];

/// Thai denials written right before the product: there is no, not put
/// in, not using, not mixed in, free of.
pub(super) const THAI_DENIALS: &[&str] = &["ไม่มี", "ไม่ใส่", "ไม่ใช้", "ไม่ผสม", "ปราศจาก"];

/// Thai words before a denial that turn it round: if, in case, please,
/// it is not that, order, tell, have (them) ("ขอไม่ใส่ไข่", please leave out
/// the egg: the food has it unless asked).
pub(super) const THAI_DENIALS_TURNED_BY: &[&str] = &["ถ้า", "หาก", "ขอ", "ไม่ใช่", "สั่ง", "บอก", "ให้"];

/// Thai words after a denied product that go on with its clause or ask
/// about it: cannot, right?, or, so.
pub(super) const THAI_CLAUSE_GOES_ON: &[&str] = &["ไม่ได้", "ใช่ไหม", "ไหม", "มั้ย", "หรือ", "เหรอ", "ก็"];

/// Thai head nouns an item of a denied list may open with before its
/// product, which they name a part of: stock, soup, oil, fat, bone, powder
/// ("น้ำซุปหมู", pork stock; "น้ำมันหมู", pork fat).
pub(super) const THAI_ITEM_HEADS: &[&str] =
    &["น้ำซุป", "น้ำสต็อก", "ซุป", "น้ำมัน", "ไขมัน", "มัน", "กระดูก", "ผง"];

/// Thai "and", which may join the last item of a list a denial heads
/// ("ไม่ใส่กะปิ น้ำปลา และไข่"). ("หรือ", or, also asks: "หรือเปล่า".)
pub(super) const THAI_LIST_JOINS: &[&str] = &["และ"];

/// Words only Galician writes (nor, a, in a, with a, with the, it holds,
/// made, cooked, also), which tell its "sen" (without) from Turkish "you"
/// and Vietnamese lotus anywhere in a sentence.
#[rustfmt::skip]
pub(super) const GALICIAN_WORDS: &[&str] = &[
    "nin", "unha", "nunha", "cunha", "coa", "coas", "leva", "levan", "feito", "feita",
    "feitos", "feitas", "fanse", "faise", "cócense", "cócese", "cociñado", "cociñada",
    "cociñados", "cociñadas", "tamén",
];

/// Hindi and Urdu words, as typed in Latin letters, of a sentence that
/// tells its "bina" (without) from a name (in, of, oil, and, or, from,
/// not, is, are, made).
#[rustfmt::skip]
pub(super) const HINDI_WORDS: &[&str] = &[
    "mein", "ke", "ki", "ka", "tel", "aur", "se", "nahi", "nahin", "hai", "hain", "bana",
    "bani", "bane", "wala", "wali", "wale",
];

/// Words that say a plant-made product named before them is what follows
/// ("the vegan mayo is ...", "vegan mayo = ..."), read by `identity.rs`.
pub(crate) const IDENTITY_LINKS: &[&str] =
    &["is", "'s", "\u{2019}s", "was", "are", "were", "=", "equals"];

/// Words that may stand between such a link and what the product is said
/// to be ("is actually", "is really just", "is the same as the"); "as"
/// only after "same" (`identity.rs`).
#[rustfmt::skip]
pub(crate) const IDENTITY_FILLERS: &[&str] = &[
    "just", "actually", "really", "literally", "basically", "simply", "only", "secretly",
    "apparently", "honestly", "clearly", "obviously", "totally", "definitely", "merely",
    "straight", "plain", "old", "ol", "the", "a", "an", "their", "your", "its", "same", "as",
];

/// Words that make the product after them the animal one ("regular mayo",
/// "normal cheddar", "the usual one", "whole milk", "cow's milk").
#[rustfmt::skip]
pub(crate) const ANIMAL_MAKE_WORDS: &[&str] = &[
    "regular", "normal", "real", "ordinary", "standard", "usual", "conventional", "traditional",
    "non-vegan", "nonvegan", "whole", "skim", "skimmed", "semi-skimmed", "full-fat", "cow's",
    "cows", "cow", "dairy",
];

/// The words of milk foods a plant base phrase may end on ("oat milk",
/// "cashew cheese", "coconut yogurt"): the phrase names that food's plant
/// make.
#[rustfmt::skip]
pub(super) const MILK_FOOD_WORDS: &[&str] = &[
    "milk", "mylk", "cheese", "butter", "cream", "creamer", "yogurt", "yoghurt", "ricotta",
    "feta", "mozzarella", "parmesan", "cheddar",
];

/// Words for how a product is served that may stand between it and the
/// link ("the vegan cheese slices are ...", "the vegan mayo brand is").
#[rustfmt::skip]
pub(crate) const PRODUCT_CUTS: &[&str] = &[
    "slice", "slices", "shreds", "wedge", "wedges", "spread", "brand", "portions", "pats",
    "tub", "tubs", "sticks", "block",
];

/// Clause breaks after a plant-made product that a word pointing back to
/// it may follow ("The vegan mayo? It's ...", "the vegan cheese — turns
/// out it's ...", "the vegan mayo, which is ...").
pub(crate) const IDENTITY_BREAKS: &[char] = &[
    '?', '!', '.', '\u{2026}', ',', ':', ';', '-', '\u{2013}', '\u{2014}',
];

/// Words that point back to the product and say what it is, as one word
/// ("it's Hellmann's", "that's the regular one").
#[rustfmt::skip]
pub(crate) const POINTED_LINKS: &[&str] = &[
    "it's", "its", "that's", "thats", "they're", "theyre",
];

/// Words that point back to the product before a link ("it is", "which
/// was", "they are").
pub(crate) const POINTING_BACK: &[&str] = &["it", "that", "this", "which", "they", "those"];

/// Words that may open the clause before the word pointing back ("turns
/// out it's", "I asked and apparently it's", "they told me it's").
#[rustfmt::skip]
pub(crate) const IDENTITY_LEADS: &[&str] = &[
    "turns", "turned", "out", "apparently", "actually", "and", "but", "so", "well", "yeah",
    "yep", "yes", "nope", "no", "sadly", "unfortunately", "honestly", "oh", "i", "we", "they",
    "found", "find", "learned", "learnt", "asked", "checked", "told", "tell", "said", "say",
    "me", "us", "them", "hate", "to", "spoiler", "alert", "guess", "what", "surprise",
];

/// Words that open a relative clause between a plant-made product and
/// what is said of it ("the egg-free mayo we use? It's ...", "the vegan
/// cheese that they put on it is ...", "the oat milk the barista pours is
/// ..."), read by `identity.rs`.
#[rustfmt::skip]
pub(crate) const RELATIVE_OPENERS: &[&str] = &[
    "we", "they", "you", "i", "he", "she", "that", "which", "the", "our", "their",
];

/// Of those, the words after which the relative clause's own verb comes
/// first and may be a link ("the vegan mayo that is used ... is ...").
pub(crate) const RELATIVE_PRONOUNS: &[&str] = &["that", "which"];

/// Words that, after such a word, stand for the product itself ("the
/// regular one", "normal stuff").
pub(crate) const PRODUCT_STAND_INS: &[&str] =
    &["one", "ones", "stuff", "kind", "version", "thing", "brand"];

/// Brands whose standard product, named by the brand alone, is an animal
/// product: the mayonnaise makers (egg), the cheese, butter, milk and
/// cream makers (dairy), as their own product pages list them. Each has
/// a plant line named by a word after the brand ([`PLANT_LINE_WORDS`]).
#[rustfmt::skip]
pub(crate) const ANIMAL_PRODUCT_BRANDS: &[(&str, SignalSet)] = &[
    ("hellmann's", set(&[S::Egg])), ("hellmanns", set(&[S::Egg])), ("hellman's", set(&[S::Egg])),
    ("best foods", set(&[S::Egg])), ("kewpie", set(&[S::Egg])), ("duke's", set(&[S::Egg])),
    ("dukes", set(&[S::Egg])), ("heinz", set(&[S::Egg])), ("blue plate", set(&[S::Egg])),
    ("sir kensington's", set(&[S::Egg])), ("miracle whip", set(&[S::Egg])),
    ("kraft", set(&[S::Egg, S::Dairy])), ("philadelphia", set(&[S::Dairy])),
    ("philly", set(&[S::Dairy])), ("babybel", set(&[S::Dairy])),
    ("laughing cow", set(&[S::Dairy])), ("la vache qui rit", set(&[S::Dairy])),
    ("dairylea", set(&[S::Dairy])), ("velveeta", set(&[S::Dairy])),
    ("cathedral city", set(&[S::Dairy])), ("tillamook", set(&[S::Dairy])),
    ("cabot", set(&[S::Dairy])), ("sargento", set(&[S::Dairy])), ("boursin", set(&[S::Dairy])),
    ("galbani", set(&[S::Dairy])), ("president", set(&[S::Dairy])),
    ("président", set(&[S::Dairy])), ("lurpak", set(&[S::Dairy])),
    ("kerrygold", set(&[S::Dairy])), ("anchor", set(&[S::Dairy])),
    ("land o lakes", set(&[S::Dairy])), ("land o'lakes", set(&[S::Dairy])),
    ("elmlea", set(&[S::Dairy])), ("horizon", set(&[S::Dairy])),
    ("organic valley", set(&[S::Dairy])), ("fairlife", set(&[S::Dairy])),
    ("lactaid", set(&[S::Dairy])), ("cravendale", set(&[S::Dairy])), ("arla", set(&[S::Dairy])),
    ("reddi-wip", set(&[S::Dairy])), ("coffee-mate", set(&[S::Dairy])),
    ("cool whip", set(&[S::Dairy])),
];

/// Words after a brand of [`ANIMAL_PRODUCT_BRANDS`] that name its plant
/// line ("Hellmann's Vegan", "Kraft NotCo", "Philadelphia Plant-Based",
/// "Boursin Dairy-Free", "Elmlea Plant").
#[rustfmt::skip]
pub(crate) const PLANT_LINE_WORDS: &[&str] = &[
    "vegan", "plant", "plant-based", "plantbased", "notco", "dairy-free", "non-dairy",
    "nondairy", "egg-free", "eggless", "oat", "almond", "soy", "coconut", "fabanaise",
];

/// One lexicon group: a role, its signals and its phrases. A `-` in a phrase
/// also matches a space or nothing ("plant-based", "plant based",
/// "plantbased"); a `'` also matches a typographic apostrophe.
pub(super) struct Group {
    pub(super) role: Role,
    pub(super) signals: SignalSet,
    pub(super) qualifier: Qualifier,
    pub(super) shape: Shape,
    pub(super) phrases: &'static [&'static str],
}

pub(super) const fn group(
    role: Role,
    signals: &[Signal],
    phrases: &'static [&'static str],
) -> Group {
    Group {
        role,
        signals: set(signals),
        qualifier: Qualifier::None,
        shape: Shape::Plain,
        phrases,
    }
}

pub(super) const fn qualifier(
    qualifier: Qualifier,
    signals: &[Signal],
    phrases: &'static [&'static str],
) -> Group {
    Group {
        role: Role::Term,
        signals: set(signals),
        qualifier,
        shape: Shape::Plain,
        phrases,
    }
}

/// Animal-product words that name a dish form rather than an ingredient.
pub(super) const fn dish_form(signals: &[Signal], phrases: &'static [&'static str]) -> Group {
    Group {
        role: Role::Term,
        signals: set(signals),
        qualifier: Qualifier::None,
        shape: Shape::DishForm,
        phrases,
    }
}

/// Animal-product words that name the product only as an item of a list.
pub(super) const fn list_item(signals: &[Signal], phrases: &'static [&'static str]) -> Group {
    Group {
        role: Role::Term,
        signals: set(signals),
        qualifier: Qualifier::None,
        shape: Shape::ListItem,
        phrases,
    }
}

/// German animal words English has too ("Rind", beef; a lemon's rind).
pub(super) const fn german_unless_english(
    signals: &[Signal],
    phrases: &'static [&'static str],
) -> Group {
    Group {
        role: Role::Term,
        signals: set(signals),
        qualifier: Qualifier::None,
        shape: Shape::GermanUnlessEnglish,
        phrases,
    }
}

/// Animal products a dish is cooked in or seasoned with.
pub(super) const fn medium(signals: &[Signal], phrases: &'static [&'static str]) -> Group {
    Group {
        role: Role::Term,
        signals: set(signals),
        qualifier: Qualifier::None,
        shape: Shape::Medium,
        phrases,
    }
}

/// Whole-place claims that need the place as their subject.
pub(super) const fn place_claim(signals: &[Signal], phrases: &'static [&'static str]) -> Group {
    Group {
        role: Role::Term,
        signals: set(signals),
        qualifier: Qualifier::None,
        shape: Shape::NeedsPlace,
        phrases,
    }
}

/// German "vegan" with its adjective endings: a vegan label and a qualifier
/// of the noun after it. Capitalised after another word it is the noun
/// ("für Veganer Käse weglassen": for vegans), no qualifier.
#[rustfmt::skip]
pub(super) const GERMAN_VEGAN_ADJECTIVES: &[&str] = &["vegane", "veganer", "veganes"];

/// "mit veganem Käse", "den veganen Burger": qualifiers only.
pub(super) const GERMAN_VEGAN_ADJECTIVES_OBLIQUE: &[&str] = &["veganem", "veganen"];

/// German words that deny the adjective after them ("nicht vegane Butter",
/// "kein veganer Käse"): the plant make is denied, the product stays.
#[rustfmt::skip]
pub(super) const GERMAN_NEGATORS: &[&str] = &[
    "nicht", "kein", "keine", "keinen", "keinem", "keiner", "keines", "nie", "niemals",
];

/// German "plant-made" with its endings ("pflanzlicher Käse"), read as
/// `GERMAN_VEGAN_ADJECTIVES` are.
#[rustfmt::skip]
pub(super) const GERMAN_PLANT_ADJECTIVES: &[&str] = &[
    "pflanzlich", "pflanzliche", "pflanzlicher", "pflanzlichem", "pflanzlichen", "pflanzliches",
];

/// German plant bases a milk food is made "aus" (of), after it ("Käse aus
/// Cashewkernen", "Sahne aus Hafer"), as English "cheese of cashew".
#[rustfmt::skip]
pub(crate) const GERMAN_PLANT_SOURCES: &[&str] = &[
    "cashew", "cashews", "cashewkernen", "cashewkerne", "cashewnüssen", "cashewnüsse",
    "cashewnuessen", "mandel", "mandeln", "nüssen", "nuessen", "haselnüssen", "hafer",
    "haferflocken", "soja", "sojabohnen", "kokos", "kokosnuss", "kokosmilch", "reis", "tofu",
    "erbsen", "erbsenprotein", "lupinen", "pflanzen", "lupine",
];

/// German plant proteins a meat make is named by ("Erbsenprotein-Wurst").
#[rustfmt::skip]
pub(super) const GERMAN_PLANT_PROTEINS: &[&str] = &[
    "erbsenprotein", "sojaprotein", "weizenprotein", "ackerbohnenprotein", "lupinenprotein",
];

/// German bases a milk food is "auf ... Basis" of, after it ("Käse auf
/// Pflanzenbasis"); milk's own base ("auf Milchbasis") is not one.
#[rustfmt::skip]
pub(super) const GERMAN_PLANT_BASES: &[&str] = &[
    "pflanzenbasis", "haferbasis", "sojabasis", "cashewbasis", "mandelbasis", "kokosbasis",
    "nussbasis", "reisbasis", "erbsenbasis", "lupinenbasis", "tofubasis",
];

/// The lexicons. Longer phrases win over shorter ones at the same position.
#[rustfmt::skip]
pub(super) const GROUPS: &[Group] = &[
    // --- Vegan and vegetarian markers -----------------------------------
    qualifier(
        Qualifier::Imitation,
        &[S::VeganLabel],
        // "vgn" is the till's and the ticket's vegan ("vgn mayo").
        // Hungarian puts its "vegán" before the noun, as English does
        // ("vegán tejföl", "vegán sajt").
        &["vegan", "plant-based", "vegan-style", "100% vegan friendly", "vgn", "vegán"],
    ),
    qualifier(
        Qualifier::Imitation,
        &[S::PlantProtein],
        &["mock", "faux", "impossible", "beyond", "plant"],
    ),
    qualifier(
        Qualifier::PlantFood,
        &[S::PlantProtein],
        &["tofu", "seitan", "tempeh", "jackfruit", "soy", "soya"],
    ),
    qualifier(
        Qualifier::MeatSubstitute,
        &[S::VegetarianLabel],
        &["veggie", "meatless", "meat-free", "vegetarian"],
    ),
    // German puts its adjective before the noun, as English does, and
    // inflects it ("veganer Käse", "mit veganem Käse", "pflanzliche
    // Butter"): a qualifier of the word after it.
    qualifier(Qualifier::Imitation, &[S::VeganLabel], GERMAN_VEGAN_ADJECTIVES),
    // The dative and oblique forms were no label before and stay none: a
    // diner's "die veganen Burger ... mit Ei" is not read as praise.
    qualifier(Qualifier::Imitation, &[], GERMAN_VEGAN_ADJECTIVES_OBLIQUE),
    qualifier(Qualifier::Imitation, &[], GERMAN_PLANT_ADJECTIVES),
    // German plant proteins a meat make is named by before it
    // ("Erbsenprotein-Wurst", "Sojaprotein-Hack"): a plant make.
    qualifier(Qualifier::Imitation, &[S::PlantProtein], GERMAN_PLANT_PROTEINS),
    // German plants a milk food is made of, before it ("Hafer-Sahne",
    // "Soja-Joghurt", "Kokos-Joghurt"); closed up ("Hafermilch") the
    // compound is one word no animal word is read in.
    qualifier(
        Qualifier::PlantBase,
        &[],
        &["hafer", "soja", "kokos", "reis", "dinkel", "erbsen", "lupinen", "pflanzen"],
    ),
    qualifier(
        Qualifier::NutBase,
        &[S::TreeNut],
        &["mandel", "mandeln", "haselnuss", "nuss", "cashewkern", "cashewkerne"],
    ),
    // The vegan and vegetarian words of other languages, as menus print
    // them beside or in place of the English ("vegano", "ヴィーガン", "纯素"):
    // a dish so named is claimed meat-free, so its own animal products
    // are a label conflict. Read as plain words, not as qualifiers of the
    // word after them (in Romance languages the adjective follows).
    group(
        Role::Term,
        &[S::VeganLabel],
        &[
            "vegano", "vegana", "veganos", "veganas", "végétalien", "végétalienne",
            "végétaliens", "végétaliennes", "vegetaliano", "vegaani", "vegaaninen", "vegansk", "veganistisch", "wegański", "wegańska", "wegańskie",
            "weganski", "weganska", "weganskie", "веганский", "веганская", "веганское",
            "веганские", "ヴィーガン", "비건",
            "纯素", "純素", "全素", "เจ",
        ],
    ),
    group(
        Role::Term,
        &[S::VegetarianLabel],
        &[
            "vegetariano", "vegetariana", "vegetarianos", "vegetarianas", "végétarien",
            "végétarienne", "végétariens", "vegetarisch", "vegetarische", "vegetarisches",
            "vegetarischer", "wegetariański", "wegetariańska", "wegetariańskie",
            "вегетарианский", "вегетарианская", "ベジタリアン",
            "채식",
        ],
    ),
    // "lactose-free milk" is cow's milk: lactose-free is not a plant base.
    qualifier(
        Qualifier::PlantBase,
        &[],
        &[
            "oat", "coconut", "rice", "hemp", "pea", "dairy-free", "non-dairy", "egg-free",
            "eggless", "cocoa", "shea", "apple", "sunflower", "oat milk", "soy milk",
            "coconut milk", "rice milk", "hemp milk", "pea milk", "plant milk", "coconut cream",
            "oat cream", "soy cream", "plant-based milk", "non-dairy milk", "dairy-free milk",
            // Plant yogurts also make the dairy dish after them
            // ("coconut-yogurt chaka", "coconut-yogurt kadhi").
            "coconut yogurt", "soy yogurt", "oat yogurt",
        ],
    ),
    // Plant milks and nut creams also qualify the word after them
    // ("almond-milk ice cream", "cashew cream sauce").
    qualifier(
        Qualifier::PlantBase,
        &[S::TreeNut],
        &[
            "almond milk", "cashew milk", "macadamia milk", "hazelnut milk", "cashew cream",
            "cashew cheese", "almond butter", "cashew butter", "nut butter", "nut milk",
            "almond cream", "almond ricotta", "cashew ricotta", "almond feta",
        ],
    ),
    // Brands that sell only plant-based cheeses, butters, mayos and meats:
    // "Daiya cheese", "Violife feta", "Miyoko's butter".
    qualifier(
        Qualifier::Imitation,
        &[],
        &[
            "daiya", "violife", "miyoko's", "miyokos", "miyoko", "follow your heart", "kite hill",
            "tofutti", "oatly", "earth balance", "field roast", "gardein", "tofurky", "good catch",
            "treeline", "parmela", "nurishh", "califia", "vegenaise", "chao", "upton's",
            "lightlife", "sweet earth", "no evil", "simulate", "nuggs", "abbot's",
        ],
    ),
    // A meat-free brand whose makes hold egg (and some milk): the meat word
    // after it is its meat-free make ("Quorn mince", "Quorn sausages"), and
    // the brand itself is egg, which a vegan's food must not hold.
    qualifier(Qualifier::MeatSubstitute, &[S::Egg], &["quorn"]),
    // Egg substitutes qualify the egg dish after them ("aquafaba meringue").
    qualifier(
        Qualifier::Imitation,
        &[S::PlantProtein],
        &[
            "aquafaba", "just egg", "chickpea flour", "flax egg", "chickpea water",
            "chickpea brine",
        ],
    ),
    qualifier(
        Qualifier::NutBase,
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
            "vegan upon asking", "can be adapted", "adapted for vegans", "adaptable",
            "can be modified", "modified to be vegan", "vegan when ordered", "specify vegan",
            "vegan version available", "vegan option available",
            // Spanish: "ask for them vegan", "can be made vegan", "vegan
            // option on request".
            "pídelas veganas", "pídelos veganos", "pídela vegana", "pídelo vegano",
            "pidelas veganas", "pidelos veganos", "pidela vegana", "pidelo vegano",
            "se pueden hacer veganos", "se pueden hacer veganas", "se puede hacer vegano",
            "se puede hacer vegana", "se pueden preparar veganos", "se puede preparar vegano",
            "opción vegana", "opcion vegana", "versión vegana", "version vegana",
            "vegano a petición", "vegana a petición", "vegano bajo pedido", "vegana bajo pedido",
        ],
    ),
    // Whole-place claims that name the place themselves.
    group(
        Role::Term,
        &[S::FullyVegan, S::VeganLabel],
        &[
            "vegan restaurant", "vegan kitchen", "plant-based restaurant", "plant-based kitchen",
            "vegan cafe", "vegan café", "vegan bakery", "everything is vegan",
            "everything here is vegan", "everything on the menu is vegan",
            "everything on our menu is vegan", "everything we serve is vegan",
            "everything we cook and serve is vegan", "everything we cook and serve is 100% vegan",
            "everything we serve is plant-based", "everything is plant-based", "vegan eatery",
            "vegan diner", "vegan spot", "vegan food truck", "vegan bistro", "vegan pizzeria",
            "vegan deli", "vegan taqueria", "vegan establishment", "plant-based cafe",
            "plant-based café", "plant-based eatery", "plant-based bakery", "whole menu is vegan",
            "entire menu is vegan", "whole menu is plant-based", "entire menu is plant-based",
            "nothing but plants", "nothing but plant-based food",
            // The same in the languages of US menus' other kitchens.
            "restaurante vegano", "restaurante 100% vegano", "cocina vegana", "cocina 100% vegana",
            "ristorante vegano", "ristorante completamente vegano", "cucina vegana",
            "restaurant végétalien", "restaurant entièrement végétalien", "cuisine végétalienne",
            "veganes restaurant", "rein veganes restaurant", "unsere küche ist zu 100 % vegan",
            "unsere küche ist 100 % vegan", "unsere küche ist 100% vegan", "cozinha vegana",
            "cozinha 100% vegana", "restaurante 100% vegano",
        ],
    ),
    // Adjectives that claim the whole place only with the place as subject.
    place_claim(
        &[S::FullyVegan, S::VeganLabel],
        &[
            "100% vegan", "100% plant-based", "100 percent vegan", "100 percent plant-based",
            "all vegan", "fully vegan", "fully plant-based", "entirely vegan",
            "entirely plant-based", "completely vegan", "completely plant-based",
            "exclusively vegan", "exclusively plant-based", "purely plant-based", "strictly vegan",
            "all plant-based", "totally vegan", "wholly vegan", "100% vegetable-based",
            "all plants",
        ],
    ),
    group(
        Role::Term,
        &[S::NoVegan],
        &[
            "no vegan options", "nothing vegan", "zero vegan",
        ],
    ),
    // "The dal used to be vegan": a diet the food once had is one it has
    // no longer; read as its denial, which fails closed. A diner's own
    // past diet ("I used to be vegan") says nothing of the food: the longer
    // phrase shadows it.
    group(
        Role::Term,
        &[S::NoVegan],
        &["used to be vegan", "used to be plant-based"],
    ),
    group(
        Role::Term,
        &[S::NoVegetarian],
        &["used to be vegetarian"],
    ),
    group(
        Role::Trap,
        &[],
        &[
            "i used to be vegan", "i used to be vegetarian", "i used to be plant-based",
        ],
    ),
    group(
        Role::Term,
        &[S::VeganLimited],
        &[
            "limited vegan", "few vegan", "not many vegan", "only one vegan",
            "only a couple of vegan", "only two vegan", "one vegan option", "our only vegan",
            "the only vegan", "only vegan option", "only vegan dish", "only vegan item",
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
            "vegetarian restaurant", "vegetarian kitchen", "pure veg", "pure vegetarian",
            "meat-free kitchen", "meat-free restaurant", "vegetarian cafe", "vegetarian café",
            "shudh shakahari", "shuddh shakahari", "shudh shakahari bhojanalaya",
            "restaurante vegetariano", "ristorante vegetariano", "restaurant végétarien",
            "vegetarisches restaurant",
            // Chinese and Vietnamese names for the vegetarian restaurant as a
            // kind of place ("本店為素食餐廳", "quán chay 100%"), read as the
            // English "vegetarian restaurant" is.
            "素食餐廳", "素食餐厅", "素食館", "素食馆", "蔬食餐廳", "蔬食餐厅", "quán chay",
            "nhà hàng chay", "quán ăn chay",
        ],
    ),
    // The ovo-lacto (lacto-ovo) vegetarian diet, by its name: a vegetarian
    // mark, whose "ovo" is not the Portuguese egg.
    group(Role::Term, &[S::VegetarianLabel], &["ovo-lacto", "lacto-ovo"]),
    // "The broth is vegetable-only": meat-free, said of one food; denied
    // ("isn't vegetable-only"), it says meat or fish is in it.
    group(
        Role::Term,
        &[S::VegetarianLabel],
        &[
            "vegetable-only", "veg-only", "veggie-only", "plant-only",
            "all-vegetable",
        ],
    ),
    place_claim(
        &[S::FullyVegetarian, S::VegetarianLabel],
        &[
            "100% vegetarian", "all vegetarian", "fully vegetarian", "entirely vegetarian",
            "completely vegetarian", "strictly vegetarian", "exclusively vegetarian",
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
            "tofu scramble", "cauliflower wings", "chick'n", "chikn",
            "oyster mushroom", "oyster mushrooms", "chicken of the woods", "lion's mane",
            // The king oyster is only ever a mushroom (its "scallops" are
            // slices of its stem).
            "king oyster", "king oysters", "king trumpet", "king trumpets",
            "plant milk", "walnut meat", "walnut taco meat", "mushroom meat", "lentil meat",
            "aquafaba", "aioli made from aquafaba", "mayo made from aquafaba",
            "meringue made from aquafaba",
        ],
    ),
    // Plant versions named after an animal product: the whole phrase is
    // read, so its animal word never is.
    group(
        Role::Term,
        &[],
        &[
            "mushroom oyster sauce", "mushroom-based oyster sauce", "vegetarian oyster sauce",
            "kombu dashi", "kelp dashi", "shiitake dashi", "mushroom dashi", "seaweed dashi",
            "vegetable dashi", "kombu broth", "kombu stock", "mushroom jerky", "mushroom calamari",
            "mushroom scallops", "king oyster scallops", "king oyster scallop", "vegetable bouillon", "veggie bouillon",
            "vegetable stock", "vegetable broth", "veg stock", "veggie stock", "veggie broth",
            "mushroom broth", "mushroom stock", "miso broth", "vegetable gelatin", "agar gelatin",
            "seaweed caviar", "cauliflower nuggets", "beefsteak tomato", "beefsteak tomatoes", "hen of the woods",
            "buttercup squash", "cocoa butter",
            "almond yogurt", "cashew yogurt", "avocado crema", "avocado cream", "cashew crema",
            "coconut crema", "hemp parm",
        ],
    ),
    // Plant versions named after an animal product that keep the nut they
    // are made of: a cashew caesar dressing, almond or cashew "parm".
    group(
        Role::Term,
        &[S::TreeNut],
        &[
            "cashew caesar", "almond parm", "almond parmesan", "cashew parm", "cashew parmesan",
        ],
    ),
    // --- Animal products -------------------------------------------------
    // What a dish is cooked in or seasoned with: stocks, fats, fish and
    // shrimp sauces and pastes (with their regional names, which these
    // groups own before the kitchens' lists), gelatin.
    medium(
        &[S::Meat],
        &[
            "bone broth", "chicken stock", "beef stock", "chicken broth", "beef broth", "tallow",
            "schmaltz", "suet", "bouillon", "beef tallow", "chicken fat", "beef fat", "duck fat",
            "drippings", "dripping", "chicken bouillon", "beef bouillon", "veal stock",
            "demi-glace", "meat juices",
            // The rendered tail of the fat-tailed sheep, the plov and kebab
            // fat of Central Asia, Afghanistan, Iran and Turkey, by its
            // English, Uzbek, Persian, Turkish and Russian names ("sheep's
            // tail fat" is read whole: its "sheep" alone is no meat word).
            "tail fat", "sheep's tail fat", "sheep tail fat", "sheep's-tail fat", "sheeps tail fat",
            "fat-tail", "fat-tailed", "fat-tail fat", "dumba fat", "dumba yog'i", "dumba yogi",
            "kurdyuk fat", "kuyruk yağı", "kuyruk yagi", "donbeh", "dunba", "дунба", "دنبه",
            "курдючный", "курдючная", "курдючное", "курдючного", "курдючном", "курдючным",
            "курдючной", "курдюка", "курдюке", "курдюком", "курдючный жир", "курдючным жиром",
            "курдючном жире", "курдючное сало",
        ],
    ),
    medium(
        &[S::Meat, S::Pork],
        &[
            "lard", "manteca", "pork fat", "bacon fat", "bacon grease", "pork broth", "pork stock",
        ],
    ),
    medium(
        &[S::Fish],
        &[
            "anchovy", "anchovies", "fish sauce", "bonito", "dashi", "worcestershire", "nam pla",
            "katsuobushi", "nuoc mam", "nuoc cham", "nước mắm", "nước chấm", "patis",
            "fish stock", "fish broth", "fish oil", "isinglass", "fish paste", "bagoong",
            "fish flakes", "bonito flakes", "budu", "ngapi", "nga pi", "prahok", "jeotgal",
            "aekjeot", "colatura", "garum",
        ],
    ),
    medium(
        &[S::Shellfish],
        &[
            "oyster sauce", "shrimp paste", "dried shrimp", "shrimp stock", "lobster stock",
            "clam juice", "clam broth", "belacan", "blachan", "belachan", "terasi", "trassi",
            "kapi", "ga-pi", "petis", "petis udang", "hae ko", "cincalok", "mắm tôm", "mam tom",
            "mắm ruốc", "mam ruoc",
        ],
    ),
    medium(&[S::Gelatin], &["gelatin", "gelatine", "collagen", "aspic"]),
    group(
        Role::Term,
        &[S::Meat],
        &[
            "beef", "steak", "chicken", "turkey", "lamb", "mutton", "goat", "duck", "veal",
            "venison", "bison", "brisket", "meat", "meats", "pastrami", "corned beef",
            "roast beef", "carne asada", "barbacoa", "birria", "bratwurst", "ribs", "short rib",
            "liver", "foie gras", "oxtail", "tripe", "meat sauce", "pot roast",
            "quail", "rabbit", "pho bo", "lengua", "suadero", "pollo", "carne", "poultry",
            "sweetbreads", "sweetbread", "tongue", "bone marrow", "giblets",
            "gizzard", "gizzards", "snail", "escargot", "frog legs",
            "ground beef", "minced beef", "mince", "chiken", "chikin", "chicen", "chickin", "beaf", "stake", "porc",
        ],
    ),
    // Dish forms with common plant versions: under a printed vegan label
    // they name the vegan version ("Smash Burger", "Buffalo Wings").
    dish_form(
        &[S::Meat],
        &[
            "burger", "hamburger", "meatball", "meatloaf", "jerky", "gyro", "shawarma", "kebab",
            "kabob", "hot dog", "wings", "sausage", "bolognese", "nuggets", "nugget", "tenders",
            "chicken tenders", "chicken nuggets", "chicken wings", "buffalo wings", "pâté", "pate", "paté", "consommé", "consomme",
        ],
    ),
    dish_form(
        &[S::Meat, S::Dairy],
        &["cheeseburger", "cheesesteak", "philly cheesesteak", "chicken parmesan", "chicken alfredo"],
    ),
    group(
        Role::Term,
        &[S::Meat, S::Pork],
        &[
            "pork", "bacon", "ham", "prosciutto", "pancetta", "guanciale", "salami", "lard",
            "pulled pork", "pork belly", "chicharron", "chicharrón", "mortadella", "spam",
            "kielbasa", "andouille", "baby back", "tonkotsu", "lap cheong", "capicola",
            "soppressata", "pig", "suckling pig", "pork rind", "pork rinds", "lardons", "lardon",
            "nduja", "'nduja", "speck", "coppa", "jamón", "jamon", "serrano ham", "trotters",
            "pig's feet",
        ],
    ),
    dish_form(
        &[S::Meat, S::Pork],
        &["chorizo", "pepperoni", "carnitas", "al pastor", "char siu", "bacon bits"],
    ),
    group(
        Role::Term,
        &[S::Fish],
        &[
            "fish", "salmon", "tuna", "cod", "tilapia", "halibut", "trout",
            "sardine", "mackerel", "eel", "unagi", "caviar", "roe",
            "catfish", "snapper", "swordfish", "mahi", "mahi-mahi", "herring", "haddock",
            "pollock", "branzino", "sea bass",
            "surimi", "smoked salmon", "bottarga", "fish roe",
        ],
    ),
    dish_form(
        &[S::Fish],
        &["sashimi", "lox", "fish and chips", "ceviche", "poke", "tuna salad", "fish tacos"],
    ),
    dish_form(&[S::Fish, S::Dairy, S::Egg], &["caesar", "green goddess"]),
    group(Role::Term, &[S::Fish, S::Shellfish], &["seafood"]),
    group(
        Role::Term,
        &[S::Shellfish],
        &[
            "shrimp", "prawn", "crab", "lobster", "scallop", "clam", "mussel", "oyster",
            "shellfish", "crustacean", "crustacea", "mollusk", "mollusc", "crawfish", "crayfish", "calamari",
            "squid", "octopus", "crab cake", "crabmeat",
        ],
    ),
    group(
        Role::Term,
        &[S::Dairy],
        &[
            "cheese", "milk", "butter", "cream", "yogurt", "yoghurt", "ghee", "paneer",
            "mozzarella", "parmesan", "parmigiano", "cheddar", "feta", "ricotta", "whey", "casein",
            "buttermilk", "sour cream", "burrata", "mascarpone", "brie", "gouda", "gruyere",
            "gruyère", "halloumi", "labneh", "bechamel", "béchamel", "lassi", "kefir",
            "cream cheese", "milk chocolate", "whipped cream", "provolone", "pepper jack",
            "monterey jack", "blue cheese", "gorgonzola", "goat cheese", "pecorino",
            "cottage cheese", "queso fresco", "creme fraiche", "crème fraîche", "curd",
            "buttery", "creamer", "half and half", "dulce de leche", "crema", "cotija", "gelato",
            "queso",
            "lactose", "buttered", "creamed", "cheesy", "buttercream", "milk powder",
            "milk solids", "skim milk", "whole milk", "heavy cream", "double cream",
            "clarified butter", "brown butter", "beurre blanc", "manchego", "oaxaca cheese",
            "queso oaxaca", "asadero", "panela", "swiss cheese", "american cheese",
            "parmigiano-reggiano", "grana padano", "camembert", "stilton", "emmental", "fontina",
            "taleggio", "quark", "skyr", "condensed milk", "evaporated milk", "custard powder",
            "cheese curds", "nacho cheese", "butter sauce", "cream sauce", "dairy", "caseinate",
            "malai", "khoya", "rabri", "burfi", "kulfi", "sour creme", "creme", "sourcream",
            // US menus' and diners' short forms.
            "parm", "mozz", "chedder",
        ],
    ),
    dish_form(
        &[S::Dairy],
        &[
            "ice cream", "milkshake", "latte", "cappuccino", "cheesecake", "mac and cheese",
            "mac & cheese", "mac n cheese", "alfredo", "tzatziki", "raita", "ranch",
            "cheese sauce", "flat white", "cortado", "mocha", "frappuccino", "soft serve",
            "frozen yogurt", "froyo",
        ],
    ),
    group(
        Role::Term,
        &[S::Egg],
        &[
            "egg", "eggs", "egg yolk", "egg yolks", "egg white", "egg whites", "fried egg",
            "scrambled eggs", "egg wash", "egg drop", "yolk", "albumen", "albumin", "quail egg",
            "quail eggs", "duck egg", "deviled eggs",
        ],
    ),
    dish_form(
        &[S::Egg],
        &[
            "mayo", "mayonnaise", "mayonaise", "mayonase", "aioli", "meringue", "frittata",
            "omelet", "omelette", "quiche",
            "egg roll", "egg rolls", "remoulade", "tartar sauce", "tartare sauce", "pavlova",
            // Sauces whose classic recipe is mayonnaise or egg yolk.
            "comeback sauce", "alabama white sauce", "marie rose", "yum yum sauce", "fry sauce",
            "duke's", "dukes mayo", "russian dressing", "sauce gribiche", "gribiche", "rouille",
        ],
    ),
    group(
        Role::Term,
        &[S::Egg, S::Gluten],
        &["egg noodles", "egg noodle", "challah"],
    ),
    group(Role::Term, &[S::Egg, S::Dairy], &["hollandaise"]),
    dish_form(&[S::Egg, S::Dairy], &["custard", "eggnog", "flan", "creme brulee", "crème brûlée"]),
    // A béchamel, or the halal cart's mayonnaise and yogurt.
    dish_form(&[S::Egg, S::Dairy], &["white sauce", "halal sauce", "cart sauce"]),
    group(Role::Term, &[S::Egg, S::Dairy, S::Gluten], &["brioche"]),
    // A croissant is laminated with butter: as the bread a dish is served
    // on, it is the dish's butter unless its plant make is named ("on a
    // vegan croissant" does not hold these words). A croissant named
    // otherwise ("our croissants come from a bakery") is no dish's bread.
    group(Role::Term, &[S::Dairy, S::Gluten], crate::vocabulary::CROISSANT_BREAD),
    group(
        Role::Term,
        &[S::Egg, S::Dairy, S::Pork, S::Meat],
        &["carbonara"],
    ),
    group(
        Role::Term,
        &[S::Honey],
        &[
            "honey", "honey mustard", "bee pollen", "honeycomb", "royal jelly", "propolis",
            "beeswax", "hot honey", "honeyed", "honey glaze", "honey butter",
        ],
    ),
    group(Role::Term, &[S::Honey, S::Alcohol], &["mead"]),
    // Gummies and fruit snacks are set with gelatin or, as commonly, with
    // pectin: a dish form, so a vegan label on "Sour Gummy Bears" names the
    // pectin kind, while gummies or "Welch's fruit snacks" in a dish's
    // description are gelatin.
    dish_form(
        &[S::Gelatin],
        &["gummy", "gummies", "gummy bear", "gummi", "fruit snack"],
    ),
    group(
        Role::Term,
        &[S::Gelatin],
        &[
            "jello", "jell-o", "marshmallow", "marshmallows", "carmine", "cochineal", "carminic acid", "shellac", "confectioner's glaze",
            "bone char", "rennet", "natural red 4", "e120", "e904",
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
    group(Role::Term, &[], crate::vocabulary::PLANT_BASES_FR),
    group(Role::Term, &[S::TreeNut], crate::vocabulary::NUT_BASES_FR),
    group(Role::Term, &[], crate::vocabulary::PLANT_BASES_IT),
    group(Role::Term, &[S::TreeNut], crate::vocabulary::NUT_BASES_IT),
    group(Role::Term, &[], crate::vocabulary::PLANT_BASES_PT),
    group(Role::Term, &[S::TreeNut], crate::vocabulary::NUT_BASES_PT),
    group(Role::Term, &[S::Peanut], crate::vocabulary::PEANUT_PT),
    group(Role::Term, &[S::Peanut], crate::vocabulary::PEANUT_ES),
    group(Role::Term, &[S::TreeNut], crate::vocabulary::NUT_BASES_OTHER),
    group(Role::Term, &[S::Peanut], crate::vocabulary::PEANUT_OTHER),
    group(Role::Term, &[S::PlantProtein], crate::vocabulary::PLANT_PROTEIN_ES),
    group(Role::Term, &[S::VeganLabel], crate::vocabulary::IMITATIONS_ES),
    // Round 57's pots and sugar named "panela", plant butters and "vegan X"
    // of Italian and Portuguese.
    group(Role::Trap, &[], crate::vocabulary::TRAPS_57),
    group(Role::Term, &[], crate::vocabulary::PLANT_BASES_IT_57),
    group(Role::Term, &[S::TreeNut], crate::vocabulary::NUT_BASES_IT_57),
    group(Role::Term, &[S::Peanut], crate::vocabulary::PEANUT_IT_57),
    group(Role::Term, &[S::VeganLabel], crate::vocabulary::IMITATIONS_PT_IT_57),
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
    // Round 35's kitchens (Nordic, Georgian and Ukrainian, Afghan and
    // Uzbek, Greek and Turkish, Portuguese, Sri Lankan, West African,
    // British): products, then dishes named by their own names.
    group(Role::Trap, &[], crate::vocabulary::TRAPS_KITCHENS),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KITCHENS),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_KITCHENS),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KITCHENS),
    group(Role::Term, &[S::Shellfish], crate::vocabulary::SHELLFISH_KITCHENS),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_KITCHENS),
    group(Role::Term, &[S::Meat, S::Egg], crate::vocabulary::MEAT_EGG_KITCHENS),
    dish_form(&[S::Meat], crate::vocabulary::FORMS_MEAT),
    dish_form(&[S::Dairy], crate::vocabulary::FORMS_DAIRY),
    dish_form(&[S::Dairy, S::Egg], crate::vocabulary::FORMS_DAIRY_EGG),
    dish_form(&[S::Dairy, S::Gluten], crate::vocabulary::FORMS_DAIRY_GLUTEN),
    dish_form(&[S::Meat, S::Pork, S::Gluten], crate::vocabulary::FORMS_PORK_GLUTEN),
    dish_form(&[S::Meat, S::Egg], crate::vocabulary::FORMS_MEAT_EGG),
    dish_form(&[S::Fish], crate::vocabulary::FORMS_FISH),
    dish_form(&[S::Fish, S::Dairy], crate::vocabulary::FORMS_FISH_DAIRY),
    // Round 36's kitchens (Himalayan, Khmer and Lao, Levantine and
    // Armenian, Maghreb, Oaxacan, Persian, Québécois and Catalan, soul
    // food), the brewer's finings and point-of-sale shorthand.
    group(Role::Trap, &[], crate::vocabulary::TRAPS_KITCHENS_36),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KITCHENS_36),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_KITCHENS_36),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KITCHENS_36),
    group(Role::Term, &[S::Shellfish], crate::vocabulary::SHELLFISH_KITCHENS_36),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS_36),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_KITCHENS_36),
    group(Role::Term, &[S::Meat, S::Egg], crate::vocabulary::MEAT_EGG_KITCHENS_36),
    group(Role::Term, &[S::Honey], crate::vocabulary::HONEY_KITCHENS_36),
    group(Role::Term, &[S::Fish], crate::vocabulary::FININGS),
    group(Role::Term, &[S::Fish, S::Gelatin], crate::vocabulary::FININGS_UNSAID),
    dish_form(&[S::Meat], crate::vocabulary::FORMS_MEAT_36),
    dish_form(&[S::Meat, S::Pork], crate::vocabulary::FORMS_PORK_36),
    dish_form(&[S::Egg], crate::vocabulary::FORMS_EGG_36),
    dish_form(&[S::Honey], crate::vocabulary::FORMS_HONEY_36),
    // Round 37: products named by their brand (gelatin in Altoids and
    // frosted Pop-Tarts, ham and dried seafood in XO sauce), the candies
    // whose name only sounds animal, and plant gelling agents.
    group(Role::Trap, &[], crate::vocabulary::TRAPS_37),
    group(Role::Trap, &[], crate::vocabulary::PLANT_RENNETS),
    qualifier(Qualifier::PlantSetter, &[], crate::vocabulary::PLANT_SETTERS),
    group(Role::Term, &[S::Gelatin], crate::vocabulary::GELATIN_BRANDS),
    group(Role::Term, &[S::Meat, S::Pork, S::Shellfish], crate::vocabulary::PORK_SHELLFISH),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_37),
    group(Role::Term, &[S::Shellfish], crate::vocabulary::SHELLFISH_37),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_POS),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_POS),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_POS),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_POS),
    // Round 40's kitchens (Cantonese and Yunnan, Polish, Hungarian and
    // Ukrainian, German and Austrian, Levantine and Turkish, Brazilian).
    group(Role::Trap, &[], crate::vocabulary::TRAPS_40),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KITCHENS_40),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_KITCHENS_40),
    group(Role::Term, &[S::Fish, S::Shellfish], crate::vocabulary::FISH_SHELLFISH_40),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KITCHENS_40),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS_40),
    dish_form(&[S::Dairy, S::Egg], crate::vocabulary::FORMS_DAIRY_EGG_40),
    dish_form(&[S::Dairy], crate::vocabulary::FORMS_DAIRY_40),
    dish_form(&[S::Egg], crate::vocabulary::FORMS_EGG_40),
    dish_form(&[S::Dairy, S::Egg, S::Gluten], crate::vocabulary::FORMS_WAFFLE_CONES),
    dish_form(&[S::Meat, S::Pork, S::Dairy], crate::vocabulary::FORMS_PORK_DAIRY_40),
    // Round 39's kitchens (Italian regional, Korean jeotgal, Filipino,
    // Japanese ramen and dashi, North Indian milk sweets), the finings of
    // wine in French, Italian and German, egg doughs, lard doughs and
    // milk-and-egg bakes by their names.
    group(Role::Trap, &[], crate::vocabulary::TRAPS_39),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_KITCHENS_39),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KITCHENS_39),
    group(Role::Term, &[S::Meat, S::Pork, S::Shellfish], crate::vocabulary::PORK_SHELLFISH_39),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KITCHENS_39),
    group(Role::Term, &[S::Shellfish], crate::vocabulary::SHELLFISH_KITCHENS_39),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS_39),
    group(Role::Term, &[], crate::vocabulary::PLANT_FINISHES_IT_12),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_KITCHENS_39),
    dish_form(&[S::Egg, S::Gluten], crate::vocabulary::FORMS_EGG_DOUGH),
    dish_form(&[S::Egg, S::Dairy, S::Gluten], crate::vocabulary::FORMS_EGG_DAIRY_DOUGH),
    dish_form(&[S::Egg], crate::vocabulary::FORMS_EGG_39),
    dish_form(&[S::Dairy], crate::vocabulary::FORMS_DAIRY_39),
    dish_form(&[S::Meat, S::Pork, S::Gluten], crate::vocabulary::FORMS_LARD_DOUGH),
    dish_form(&[S::Dairy, S::Egg], crate::vocabulary::BAKES_DAIRY_EGG_39),
    // Round 41's kitchens (West and East African, Sri Lankan and South
    // Indian, French bistro, tapas, poke, diner, Tex-Mex, Nordic fika).
    group(Role::Trap, &[], crate::vocabulary::TRAPS_41),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KITCHENS_41),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_KITCHENS_41),
    group(Role::Term, &[S::Meat, S::Pork, S::Dairy], crate::vocabulary::PORK_DAIRY_41),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KITCHENS_41),
    group(Role::Term, &[S::Meat, S::Fish, S::Egg], crate::vocabulary::MEAT_FISH_EGG_41),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_KITCHENS_41),
    group(Role::Term, &[S::Egg, S::Fish], crate::vocabulary::EGG_FISH_41),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS_41),
    group(Role::Term, &[S::Dairy, S::Egg], crate::vocabulary::DAIRY_EGG_KITCHENS_41),
    list_item(&[S::Dairy], crate::vocabulary::LIST_ITEM_DAIRY_41),
    list_item(&[S::Egg], crate::vocabulary::LIST_ITEM_EGG_41),
    dish_form(&[S::Dairy, S::Egg], crate::vocabulary::FORMS_DAIRY_EGG_41),
    dish_form(&[S::Meat, S::Pork, S::Egg], crate::vocabulary::FORMS_PORK_EGG_41),
    dish_form(&[S::Meat], crate::vocabulary::FORMS_MEAT_41),
    dish_form(&[S::Meat, S::Pork], crate::vocabulary::FORMS_PORK_41),
    // Round 42's kitchens (Rioplatense and Chilean, Creole and Cajun,
    // Scottish and Irish, Goan, Kerala and Bengali, Mongolian and Kazakh).
    group(Role::Trap, &[], crate::vocabulary::TRAPS_42),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KITCHENS_42),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_KITCHENS_42),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KITCHENS_42),
    group(Role::Term, &[S::Shellfish], crate::vocabulary::SHELLFISH_KITCHENS_42),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS_42),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_SHORTHAND_42),
    dish_form(&[S::Dairy], crate::vocabulary::FORMS_DAIRY_42),
    dish_form(&[S::Dairy, S::Honey], crate::vocabulary::FORMS_DAIRY_HONEY_42),
    dish_form(&[S::Meat], crate::vocabulary::FORMS_MEAT_42),
    dish_form(&[S::Fish, S::Dairy], crate::vocabulary::FORMS_FISH_DAIRY_42),
    dish_form(&[S::Egg, S::Dairy], crate::vocabulary::FORMS_EGG_DAIRY_42),
    dish_form(&[S::Meat, S::Egg], crate::vocabulary::FORMS_MEAT_EGG_42),
    dish_form(&[S::Meat, S::Pork, S::Dairy, S::Egg], crate::vocabulary::FORMS_MEAT_PORK_DAIRY_EGG_42),
    // Round 43's kitchens (Caribbean island, Hawaiian plate lunch, izakaya,
    // Thai Isaan and northern, Peruvian criollo, Ashkenazi deli).
    group(Role::Trap, &[], crate::vocabulary::TRAPS_43),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_KITCHENS_43),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KITCHENS_43),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS_43),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KITCHENS_43),
    dish_form(&[S::Meat, S::Pork], crate::vocabulary::FORMS_PORK_43),
    dish_form(&[S::Dairy], crate::vocabulary::FORMS_DAIRY_43),
    dish_form(&[S::Fish], crate::vocabulary::FORMS_FISH_43),
    dish_form(&[S::Meat, S::Pork, S::Fish, S::Egg], crate::vocabulary::FORMS_LOMI_43),
    dish_form(&[S::Egg, S::Dairy, S::Gluten], crate::vocabulary::FORMS_EGG_DAIRY_DOUGH_43),
    dish_form(&[S::Egg], crate::vocabulary::FORMS_EGG_43),
    // Round 44's US chain and Mexican-American staples by product name.
    group(Role::Trap, &[], crate::vocabulary::TRAPS_44),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KITCHENS_44),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS_44),
    group(Role::Term, &[S::Egg, S::Dairy], crate::vocabulary::EGG_DAIRY_BREAD_44),
    dish_form(&[S::Dairy], crate::vocabulary::FORMS_DAIRY_44),
    // Round 45's drinks counters (US sherbet) and special-meal codes (a
    // vegetarian code is a vegetarian mark).
    group(Role::Trap, &[], crate::vocabulary::TRAPS_45),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS_45),
    group(Role::Term, &[S::VegetarianLabel], crate::vocabulary::VEGETARIAN_MEAL_CODES_45),
    group(Role::Equipment, &[], crate::vocabulary::DRINKS_EQUIPMENT_45),
    // Round 57's kitchens (Roman trattoria, Brazilian lanchonete, Lao).
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KITCHENS_57),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KITCHENS_57),
    group(Role::Term, &[S::Shellfish], crate::vocabulary::SHELLFISH_KITCHENS_57),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_KITCHENS_57),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS_57),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_KITCHENS_57),
    dish_form(&[S::Egg], crate::vocabulary::FORMS_EGG_57),
    list_item(&[S::Meat, S::Pork], crate::vocabulary::LIST_ITEM_PORK_57),
    // Round 62's kitchens (Hungarian lángos büfé, Indonesian nasi padang,
    // Peruvian chifa).
    group(Role::Trap, &[], crate::vocabulary::TRAPS_62),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_KITCHENS_62),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KITCHENS_62),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KITCHENS_62),
    group(Role::Term, &[S::Shellfish], crate::vocabulary::SHELLFISH_KITCHENS_62),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS_62),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_KITCHENS_62),
    // Round 63's kitchens (Bengali, Greek, Jewish bakery, mamak).
    group(Role::Trap, &[], crate::vocabulary::TRAPS_63),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_URDU),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_URDU),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_URDU),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_URDU),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_ROMANIAN),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_ROMANIAN),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_ROMANIAN),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_ROMANIAN),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_ROMANIAN),
    group(Role::Trap, &[], crate::vocabulary::TRAPS_CZECH),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_CZECH),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_CZECH_SWAHILI),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_CZECH_SWAHILI),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_CZECH_SWAHILI),
    // Rounds 67 and 68's kitchens (Finnish, Bosnian, Lithuanian, South
    // African, Bulgarian, Senegalese, Somali and Eritrean, Taiwanese).
    group(Role::Trap, &[], crate::vocabulary::TRAPS_KITCHENS_67),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_KITCHENS_67),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KITCHENS_67),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KITCHENS_67),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS_67),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_KITCHENS_67),
    // Rounds 69 and 70's kitchens (Catalan, Slovenian, Serbian, Mongolian,
    // Cebuano, Norwegian, Albanian, Azerbaijani, Paraguayan, Cape Verdean).
    group(Role::Trap, &[], crate::vocabulary::TRAPS_KITCHENS_69),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_KITCHENS_69),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KITCHENS_69),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KITCHENS_69),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS_69),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_KITCHENS_69),
    // Round 74's kitchens (Malagasy, Maltese, Ecuadorian Kichwa).
    group(Role::Trap, &[], crate::vocabulary::TRAPS_KITCHENS_74),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_KITCHENS_74),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KITCHENS_74),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KITCHENS_74),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS_74),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_KITCHENS_74),
    // Round 87's fish names (South and Southeast Asian menus and more).
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KITCHENS_87),
    // Round 613's words: stocks named by an animal's part, and regional
    // and transliterated words for pastes, dried seafood, pork and fats.
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_PART_STOCKS),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_PART_SOUPS),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_PART_STOCKS),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_PART_SOUPS),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KITCHENS_613),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_KITCHENS_613),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KITCHENS_613),
    group(Role::Term, &[S::Shellfish], crate::vocabulary::SHELLFISH_KITCHENS_613),
    group(Role::Term, &[S::Fish, S::Shellfish], crate::vocabulary::FISH_SHELLFISH_613),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS_613),
    // Round 90's kitchen words: Danish, Norwegian, Swedish and German
    // equipment, and the Scandinavian words for sharing it ("på samme
    // plancha", "delt friture").
    group(Role::Equipment, &[], crate::vocabulary::EQUIPMENT_90),
    group(Role::Sharing, &[], crate::vocabulary::SHARING_90),
    group(Role::Term, &[S::SharedFryer], crate::vocabulary::SHARED_OIL_90),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KHMER_COLOMBIAN),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_KHMER_COLOMBIAN),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KHMER_COLOMBIAN),
    group(Role::Term, &[S::Shellfish], crate::vocabulary::SHELLFISH_KHMER),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_KHMER_COLOMBIAN),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KHMER_COLOMBIAN),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_KITCHENS_63),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_KITCHENS_63),
    group(Role::Term, &[S::Shellfish], crate::vocabulary::SHELLFISH_KITCHENS_63),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_KITCHENS_63),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_KITCHENS_63),
    group(Role::Term, &[S::Meat], crate::vocabulary::MEAT_SHORTHAND),
    german_unless_english(&[S::Meat], crate::vocabulary::GERMAN_BEEF),
    group(Role::Term, &[S::Meat, S::Pork], crate::vocabulary::PORK_SHORTHAND),
    group(Role::Term, &[S::Fish], crate::vocabulary::FISH_SHORTHAND),
    group(Role::Term, &[S::Shellfish], crate::vocabulary::SHELLFISH_SHORTHAND),
    group(Role::Term, &[S::Dairy], crate::vocabulary::DAIRY_SHORTHAND),
    group(Role::Term, &[S::Egg], crate::vocabulary::EGG_SHORTHAND),
    group(Role::Term, &[S::Dairy, S::Egg], crate::vocabulary::DAIRY_EGG_SHORTHAND),
    group(Role::Term, &[S::Honey], crate::vocabulary::HONEY_SHORTHAND),
    dish_form(&[S::Dairy], crate::vocabulary::BAKES_DAIRY),
    dish_form(&[S::Dairy, S::Egg], crate::vocabulary::BAKES_DAIRY_EGG),
    dish_form(&[S::Egg], crate::vocabulary::BAKES_EGG),
    dish_form(&[S::Meat, S::Pork], crate::vocabulary::STEWS_PORK),
    dish_form(&[S::Meat, S::Fish], crate::vocabulary::SOUPS_MEAT_FISH),
    dish_form(&[S::Fish, S::Shellfish], crate::vocabulary::SOUPS_SHELLFISH),
    dish_form(&[S::Meat, S::Pork], crate::vocabulary::BUNS_PORK),
    list_item(&[S::Dairy], crate::vocabulary::LIST_ITEM_DAIRY),
    list_item(&[S::Egg], crate::vocabulary::LIST_ITEM_EGG),
    list_item(&[S::Fish], crate::vocabulary::LIST_ITEM_FISH),
    list_item(&[S::Shellfish], crate::vocabulary::LIST_ITEM_SHELLFISH),
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
    // Baklava is brushed with butter and soaked in a honey or sugar syrup:
    // a dish form, whose vegan version (oil, sugar syrup) a label names.
    dish_form(&[S::TreeNut, S::Gluten, S::Honey, S::Dairy], &["baklava"]),
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
            // Arabic "the same oil".
            "نفس الزيت",
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
            // Arabic "the same grill".
            "نفس الشواية", "نفس الشوايه",
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
            "same wok", "shared wok", "same pot", "same pan", "same ladle", "same spoon",
            // Pots named by what is cooked in them: shared, as "same pot" is.
            "same braising pot", "same stockpot", "same stock pot", "same soup pot",
            "same stew pot",
            "same tongs", "same water", "same spatula", "same plate", "same tray",
            // A café's steam wand, pitchers and blenders ("it's the same wand
            // as the cow's milk"), and food made on dairy equipment (what
            // the kosher "OU-DE" stands for).
            "same wand", "same steam wand", "shared steam wand", "same pitcher",
            "same milk pitcher", "same blender", "on dairy equipment",
            // A fast-casual chain's one line that builds every bowl ("all
            // bowls are built on one serving line where chicken, steak ...
            // are handled"), and a table grill's plate.
            "one serving line", "one make line", "one prep line", "one assembly line",
            "same line", "same serving line", "same make line", "same prep line", "shared line",
            "same station", "same grill plate",
            // Arabic "the same pot" (Sudanese and Egyptian "حلة", Levantine
            // "طنجرة"), pan, griddle, ladle, dishes and kitchen.
            "نفس الحلة", "نفس حلة", "نفس الحله", "نفس حله", "نفس الحلل", "نفس القدر", "نفس قدر",
            "نفس الطنجرة", "نفس طنجرة", "نفس الطاسة", "نفس المقلاة", "نفس الصاج", "نفس المغرفة",
            "نفس الأواني", "نفس الاواني", "نفس المطبخ",
        ],
    ),
    group(
        Role::Term,
        &[S::DedicatedPrep],
        // Equipment must be named: "a separate vegan menu" is not a kitchen.
        &[
            "dedicated fryer", "dedicated fryers", "separate fryer", "separate fryers",
            "dedicated prep", "separate prep", "separate kitchen", "dedicated kitchen",
            "separate grill", "dedicated grill", "separate utensils", "dedicated utensils",
            "separate surfaces", "dedicated surfaces", "vegan-only fryer", "separate cookware",
            "dedicated cookware", "separate pans", "own fryer", "own kitchen", "its own kitchen",
            "own grill", "own pans", "own equipment", "own utensils", "own prep area", "dedicated vegan fryer",
            "dedicated vegan fryers", "separate vegan fryer", "dedicated vegan grill",
            "separate vegan grill", "dedicated vegan kitchen", "separate vegan kitchen",
            "dedicated vegan prep", "separate vegan prep", "dedicated vegan station",
            "separate vegan station", "dedicated vegan equipment", "separate vegan equipment",
            "dedicated vegan cookware", "separate vegan cookware", "dedicated vegan utensils",
            "separate vegan utensils", "dedicated vegan pans", "separate vegan pans",
            "dedicated vegan surfaces", "separate vegan surfaces", "dedicated vegan area",
            "separate vegan area", "dedicated plant-based fryer", "dedicated plant-based kitchen",
            "dedicated plant-based prep", "dedicated equipment", "separate equipment",
            "dedicated station", "separate station", "separate pots", "dedicated pots",
            "separate cutting boards", "dedicated cutting boards", "separate oil",
            "dedicated oil", "vegan-only grill", "vegan-only kitchen",
            // A grill's grid and tongs kept for the vegetables ("braaied on
            // its own grid with its own tongs").
            "own grid", "separate grid", "dedicated grid", "own braai", "separate braai",
            "own tongs", "separate tongs", "dedicated tongs",
            // A stir-fry kitchen's woks, spatulas and ladles kept for the
            // diet's dishes ("their own woks, spatulas and tongs"), and the
            // Chinese "dedicated pot" ("各自有專用的鍋子").
            "own wok", "own woks", "separate woks", "dedicated woks", "separate wok",
            "dedicated wok", "own spatulas", "own ladles", "own pots",
            "專用的鍋子", "專用鍋子", "專用的鍋", "專用鍋", "專用炒鍋", "专用的锅子", "专用锅子",
            "专用的锅", "专用锅", "专用炒锅",
                    // "Seperate": the common misspelling, as kitchens write it.
            "seperate fryer", "seperate fryers", "seperate prep", "seperate kitchen",
            "seperate grill", "seperate utensils", "seperate surfaces", "seperate cookware",
            "seperate pans", "seperate vegan fryer", "seperate vegan grill",
            "seperate vegan kitchen", "seperate vegan prep", "seperate vegan station",
            "seperate vegan equipment", "seperate vegan cookware", "seperate vegan utensils",
            "seperate vegan pans", "seperate vegan surfaces", "seperate vegan area",
            "seperate equipment", "seperate station", "seperate pots", "seperate cutting boards",
            "seperate oil",
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
            "rolled his eyes", "rolled her eyes", "out of luck", "no luck", "steer clear",
            "stay away",
        ],
    ),
    // Russian, Polish, Dutch and German animal words by stem, ending and
    // compound, and Japanese animal fats (`inflection.rs`).
    group(Role::Trap, &[], crate::inflection::TRAPS_RU),
    group(Role::Trap, &[], crate::inflection::TRAPS_PL),
    group(Role::Trap, &[], crate::inflection::TRAPS_NL),
    group(Role::Term, &[S::Meat], crate::inflection::MEAT_RU_ADJECTIVES),
    group(Role::Term, &[S::Meat], crate::inflection::MEAT_RU_POSSESSIVES),
    group(Role::Term, &[S::Meat], crate::inflection::MEAT_RU_NOUNS),
    group(Role::Term, &[S::Meat], crate::inflection::MEAT_RU_WORDS),
    group(Role::Term, &[S::Meat], crate::inflection::MEAT_RU_BROTHS),
    group(Role::Term, &[S::Meat, S::Pork], crate::inflection::PORK_RU_ADJECTIVES),
    group(Role::Term, &[S::Meat, S::Pork], crate::inflection::PORK_RU_NOUNS),
    group(Role::Term, &[S::Fish], crate::inflection::FISH_RU_ADJECTIVES),
    group(Role::Term, &[S::Fish], crate::inflection::FISH_RU_NOUNS),
    group(Role::Term, &[S::Meat], crate::inflection::MEAT_PL_ADJECTIVES),
    group(Role::Term, &[S::Meat], crate::inflection::MEAT_PL_NOUNS),
    group(Role::Term, &[S::Meat], crate::inflection::MEAT_PL_K_NOUNS),
    group(Role::Term, &[S::Meat], crate::inflection::MEAT_PL_WORDS),
    group(Role::Term, &[S::Meat, S::Pork], crate::inflection::PORK_PL_ADJECTIVES),
    group(Role::Term, &[S::Meat, S::Pork], crate::inflection::PORK_PL_NOUNS),
    group(Role::Term, &[S::Fish], crate::inflection::FISH_PL_ADJECTIVES),
    group(Role::Term, &[S::Meat], crate::inflection::MEAT_NL_COMPOUNDS),
    group(Role::Term, &[S::Meat], crate::inflection::MEAT_NL_WORDS),
    group(Role::Term, &[S::Meat, S::Pork], crate::inflection::PORK_NL_COMPOUNDS),
    group(Role::Term, &[S::Meat, S::Pork], crate::inflection::PORK_NL_WORDS),
    group(Role::Term, &[S::Fish], crate::inflection::FISH_NL_WORDS),
    group(Role::Term, &[S::Shellfish], crate::inflection::SHELLFISH_NL_WORDS),
    group(Role::Term, &[S::Meat], crate::inflection::MEAT_JA),
    group(Role::Term, &[S::Meat, S::Pork], crate::inflection::PORK_JA),
    group(Role::Term, &[S::Meat], crate::inflection::MEAT_DE_COMPOUNDS),
    group(Role::Term, &[S::Meat], crate::inflection::MEAT_DE_WORDS),
    group(Role::Term, &[S::Meat, S::Pork], crate::inflection::PORK_DE_COMPOUNDS),
    group(Role::Term, &[S::Meat], crate::inflection::MEAT_DE_PIECES),
    group(Role::Term, &[S::Meat, S::Pork], crate::inflection::PORK_DE_PIECES),
    group(Role::Withdrawal, &[], crate::vocabulary::WITHDRAWALS_EN),
    group(
        Role::LabelDoubt,
        &[],
        &[
            "don't trust", "do not trust", "dont trust", "says otherwise", "said otherwise",
            "wishful thinking", "mislabeled", "mislabelled",
        ],
    ),
    group(
        Role::Hint,
        &[],
        &["rhymes with", "here's a hint", "here’s a hint"],
    ),
    group(
        Role::Blend,
        &[],
        // "Mixed greens" is no blend; "mixed with" is.
        &[
            "blend", "blended", "blends", "mix", "mixes", "mixed with", "mixed into", "cut with",
            "fifty-fifty", "50/50",
        ],
    ),
    group(
        Role::Kept,
        &[],
        &["untouched", "unchanged", "nothing changed but"],
    ),
    // Dismissals that name the diners themselves ("not for vegans"); "not
    // for the faint of heart" is an idiom, not a dismissal.
    group(
        Role::Dismissal,
        &[S::VeganLabel],
        &[
            "nothing for vegan", "not for vegan", "not a place for vegan", "no place for vegan",
            "not the place for vegan", "not the spot for vegan", "nothing for us vegan",
            "nothing for a vegan", "not for a vegan", "nothing for vegetarian",
            "not for vegetarian", "not a place for vegetarian", "nothing for a vegetarian",
            "don't cater to vegan", "do not cater to vegan", "doesn't cater to vegan",
            "does not cater to vegan", "can't cater to vegan", "cannot cater to vegan",
            "unable to cater to vegan", "don't cater for vegan", "do not cater for vegan",
            "don't accommodate vegan", "do not accommodate vegan", "can't accommodate vegan",
            "cannot accommodate vegan", "don't do vegan", "do not do vegan",
            "don't offer vegan", "do not offer vegan", "no longer offer vegan",
            "no longer serve vegan", "don't serve vegan", "do not serve vegan",
            "don't have vegan", "do not have vegan", "don't have any vegan",
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
            "should ask", "beware", "heads up", "watch out", "be aware", "note that", "on it",
            "turns out", "it turns out", "in them", "in there",
            "fyi", "psa", "can't be made without", "cannot be made without",
            "can not be made without", "can't be prepared without", "cannot be prepared without",
            "can't be ordered without", "cannot be ordered without", "not without",
            "never without", "always made with", "always comes with", "always served with",
            "doesn't come without", "does not come without", "impossible without",
        ],
    ),
    // --- Negation and request phrasing -----------------------------------
    // "I didn't mind the egg scrambled through it": not minding a product
    // says it was there, so the denial does not reach it.
    group(
        Role::Trap,
        &[],
        &[
            "didn't mind", "did not mind", "don't mind", "do not mind", "doesn't mind",
            "does not mind", "never minded", "wouldn't mind", "would not mind",
        ],
    ),
    group(
        Role::Negator,
        &[],
        &[
            "no", "not", "never", "without", "sans", "minus", "free of", "omit", "instead of",
            "in place of",
            "isn't", "wasn't", "aren't", "weren't", "don't", "doesn't", "didn't", "do not",
            "does not", "did not", "is not", "was not", "are not", "cannot", "can't", "zero",
            "lacks", "lacking", "absent", "no longer", "stopped being", "unable to",
            "not able to", "won't",
            "will not", "sin", "nunca", "jamás", "jamas", "ni", "nada de", "s/", "cero",
            // Levantine Arabizi: "mafi djej" (there is no chicken), "bala
            // jibneh" (without cheese); Filipino "walang baboy" (no pork).
            "mafi", "ma fi", "mafish", "bala", "bidun", "bidoon", "walang", "wala",
            // Jamaican Patois "no", "not" ("nuh chicken, nuh goat").
            "nuh",
            // Arabic "without" (MSA, Levantine, Egyptian, Sudanese), "free
            // of", "does not contain" ("بدون لحمة، بدون سمن").
            "بدون", "بلا", "من غير", "من دون", "خالي من", "خالية من", "خال من", "لا يحتوي على",
            "لا تحتوي على", "لا يحتوي", "لا تحتوي",
            // Hebrew "without", "and without", "no".
            "בלי", "ובלי", "ללא", "וללא", "אין",
            // German, Dutch and Swedish "without".
            "ohne", "zonder", "utan",
            // Hindi "without" ("bina ghee, bina dahi"), asked by the
            // reader: elsewhere it is a name.
            "bina",
            // Dutch "no", "never"; Ukrainian and Russian "without", "not",
            // "never" ("без сметани", "nooit in ossewit").
            "geen", "nooit", "без", "не", "ніколи", "никогда",
            // Italian "without", "nor" and "no" ("senza burro né formaggio",
            // "niente panna, uova né lardo"), Portuguese "without" ("sem
            // carne, sem ovo").
            "senza", "né", "nè", "niente", "sem",
            // Indonesian and Malay "without", "not using", "does not
            // contain"; Hungarian "there is no", "does not contain".
            "tanpa", "tidak pakai", "tidak pake", "tidak memakai", "tidak menggunakan",
            "tidak mengandung", "tak pakai", "tiada", "tak ada", "tidak ada", "nincs", "nincsen", "nem tartalmaz",
            // Romanian "without", "does not contain".
            "fără", "fara", "nu conține", "nu contine",
            // Swedish "no", Czech "without", Swahili "without", "there is no".
            "inget", "ingen", "inga", "bez", "bila", "hakuna",
            // Finnish "without", "and not", "does not contain", "is not"
            // (its bare "ei" is German egg: see the reader); Somali and
            // Tigrinya "without".
            "ilman", "eikä", "ei sisällä", "ei ole", "bilaa", "ብዘይ",
            // Khmer "there is no", "without", "do not use", "do not add".
            "គ្មាន", "ឥត", "មិនប្រើ", "មិនដាក់",
            // Afrikaans "without"; Bosnian, Lithuanian and Bulgarian "there
            // is no"; Zulu "without". (Wolof "amul", there is no, is the
            // Indian dairy brand Amul: "Amul butter" keeps its butter.)
            "sonder", "nema", "nėra", "няма", "ngaphandle",
            // Slovenian, Cebuano and Norwegian "without" (Catalan "sense",
            // Albanian "pa" and Kriolu "sen" are English, Spanish and
            // Turkish words: their denials are phrases of the vocabulary).
            "brez", "walay", "uten",
            // Galician "without" ("sen unto, sen caldo de carne"), read as
            // one only where the reader tells it from Turkish "you" and
            // Vietnamese lotus (`galician_without`).
            "sen",
            // Greek "without" ("χωρίς κρέας, ψάρι"), with and without its
            // accent.
            "χωρίς", "χωρις",
            // "Great food but not for vegetarians": a "but not" that goes on
            // to whom the food is for denies, where "but not the cake" is
            // an exception.
            "but not for", "but not suitable for", "but not good for", "but not great for",
            "but not ideal for", "but not okay for", "but not ok for", "but not friendly for",
            // Maltese "without" ("bla laħam, bla butir"); Malagasy "not",
            // "there is no", "not put in".
            "bla", "mingħajr", "minghajr", "tsy", "tsy misy", "tsisy", "tsy asiana",
            // French "no" ("pas de viande, pas de poisson"); "pas d" is the
            // elided "pas d'œuf", whose apostrophe ends the word the phrase
            // search matches.
            "pas de", "pas d",
            "nem tartalmazza", "nem tartalmaznak",
            // Chinese "has no", "does not contain", "without adding"; "not
            // with" ("不跟滷肉一起滷", never braised with the pork).
            "没有", "沒有", "不含", "不加", "不放", "不跟", "不和", "不与",
            // Vietnamese "no", "there is no", "does not use" ("không thịt,
            // không mỡ heo"), with its tones: bare "khong" is Thai's "of".
            "không", "không có", "không dùng",
            // Vietnamese "has never cooked", "never uses" ("bếp chưa bao giờ
            // nấu thịt, cá"), as the English "never cooked".
            "chưa bao giờ nấu", "không bao giờ nấu", "chưa từng nấu", "chưa bao giờ dùng",
            "không bao giờ dùng", "chưa từng dùng",
            // How sugar is refined: "never filtered through bone char".
            "never filtered through", "not filtered through", "never filtered with",
            "not filtered with", "never processed with", "not processed with",
        ],
    ),
    // Chinese "no", "none" (traditional, simplified and Cantonese) and "not
    // using", as a legend lists them ("無肉、無蠔油、無蛋"): syllables of
    // other words too, so a denial only as a whole list item's opening.
    Group {
        role: Role::Negator,
        signals: SignalSet::EMPTY,
        qualifier: Qualifier::None,
        shape: Shape::ListDenial,
        phrases: &["無", "无", "冇", "不用"],
    },
    // Uncertainty: a claim in a hedged sentence is not a claim.
    group(
        Role::Hedge,
        &[],
        &[
            "may", "might", "could", "possibly", "possible", "guarantee", "guaranteed",
            "guarantees", "promise", "ask", "ask your server", "ask our staff", "ask your waiter",
            "please ask", "if", "whether", "upon request", "on request", "by request", "request",
            "depending", "depends", "varies", "vary", "sometimes", "occasionally", "usually",
            "normally", "most of the time", "typically", "generally", "check", "double-check",
            "confirm", "verify", "not always",
            "try to", "do our best", "we try", "most likely", "probably", "assume", "believe",
            "think", "supposed to", "should be", "seems", "seemed", "used to", "retired",
            "coming soon", "soon", "planned", "planning", "plan to", "hope to", "someday",
            "temporarily", "out of service", "broken", "removed", "specify", "when ordering",
            "when you order", "let your server know", "let us know", "just ask", "tell your server",
            "inform your server", "on the side", "by default", "default",
        ],
    ),
    // Doubts about what the food holds, listed once with what each doubts
    // (`DOUBTS` in the reader); those the hedges above list too keep theirs.
    group(Role::Hedge, &[], super::DOUBTS),
    group(
        Role::Exception,
        &[],
        &[
            "except", "excluding", "apart from", "other than", "unless", "aside from", "but not",
            "with the exception of", "save for",
        ],
    ),
    // Denials that name what a dish is kept from: "separate from the
    // calamari", "never touches meat".
    group(
        Role::Apart,
        &[],
        &[
            "separate from", "separately from", "kept separate from", "kept away from",
            "away from", "never touches", "never touch", "doesn't touch", "does not touch",
            "no contact with", "free from", "kept apart from", "kept completely apart from",
            "kept entirely apart from", "cooked apart from", "stored apart from",
            "kept completely separate from",
            // "The veg are roasted nowhere near the lamb", "we roast the
            // parsnips nowhere near the chicken": a verb of cooking or
            // keeping before it, or the meat's article after it, where
            // "nowhere near as good as the lamb" compares and keeps nothing
            // apart.
            "roasted nowhere near", "cooked nowhere near", "kept nowhere near",
            "stored nowhere near", "prepared nowhere near", "fried nowhere near",
            "grilled nowhere near", "baked nowhere near", "go nowhere near", "goes nowhere near",
            "sit nowhere near", "sits nowhere near", "made nowhere near", "prepped nowhere near",
            "nowhere near the", "nowhere near our", "nowhere near any", "nowhere near their",
        ],
    ),
    // "their own grill ... used for nothing else": the equipment serves
    // only what the sentence names, no denial of anything.
    group(
        Role::Trap,
        &[],
        &["for nothing else", "used for nothing else", "for nothing but"],
    ),
    group(
        Role::KeptOut,
        &[],
        &[
            "never go near", "never goes near", "never come near", "never comes near",
            "never gets near", "never get near", "never goes in", "never go in",
            "never goes into", "never go into", "never goes on", "never go on",
            "ever goes in", "ever go in", "ever goes into", "ever go into", "ever goes near",
            "ever go near", "ever comes near", "ever come near", "ever goes on", "ever go on",
            "ever touches", "ever touch",
            // "Meat and fish are cooked in a different room".
            "cooked in a different room",
            "cooked in a separate room", "cooked in another room", "cooked in a different kitchen",
            "cooked in another kitchen", "fried in a different room", "fried in another room",
            "prepared in a different room", "prepared in another room",
            "prepared in a different kitchen", "prepared in another kitchen",
            // "Egg is served on the side only when you ask for it": a
            // product brought apart from the food, and only on request, is
            // not in the food as served.
            "served on the side only when you ask", "served on the side only if you ask",
            "served on the side only on request", "served on the side only upon request",
            "served on the side when you ask", "served on the side if you ask",
            "served on the side on request", "served on the side upon request",
            "served separately only when you ask", "served separately only if you ask",
            "served separately only on request",
        ],
    ),
    // Equipment and sharing words: the two in one sentence that denies
    // nothing are shared equipment, in whatever words ("we share our
    // kitchen with the BBQ place next door", "in the same oven as our meat
    // pizzas", "we rent the kitchen of a steakhouse").
    group(
        Role::Equipment,
        &[],
        &[
            "kitchen", "fryer", "oven", "wok", "tawa", "tava", "griddle", "grill", "flat top",
            "flat-top", "flattop", "plancha", "comal", "tandoor", "tongs", "cutting board",
            // Pots of water that boil or steam food (bagels, noodles).
            "kettle", "steamer", "pasta cooker", "noodle boiler", "toaster", "sandwich press",
            "panini press", "waffle iron",
            "chopping board", "boards", "sink", "equipment", "notre cuisine", "la cuisine",
            "küche", "kuche", "kueche", "kuchnia", "kuchnię", "kuchni", "cocina", "cozinha",
            "chapa", "fritadeira", "freidora", "friteuse", "厨房", "炸锅", "油锅", "烤箱", "灶台",
            // A café's milk and smoothie tools.
            "steam wand", "blender",
            // Tools and vessels named on their own ("the same knives for
            // everything", "the rice cooker is used for everything"). Plural
            // fryers, grills and ovens are left out: "two fryers, one for
            // meat, one for everything else" keeps them apart.
            "rice cooker", "rice cookers", "knife", "knives", "ladle", "ladles", "spatula",
            "spatulas", "pans", "pots", "woks", "skillet", "broiler", "salamander", "hot plate",
            "hotplate", "fry basket", "fry baskets", "fryer basket", "fryer baskets", "vat",
            // Where a supplier makes it, and what is borrowed.
            "facility", "production line", "line", "smoker", "smokehouse", "slicer", "mixer",
            "press", "bakery", "bakeries", "bakehouse",
            // A South African braai (barbecue) and the grid food is grilled
            // on over its coals.
            "braai", "grid", "braai grid",
            // A Croatian grill.
            "gradel", "gradela", "gradelu", "gradele", "roštilj", "roštilja", "roštilju",
            // A Spanish grill, and the Andean and Caribbean frying pan.
            "parrilla", "parrillas", "paila", "pailas",
        ],
    ),
    group(
        Role::Sharing,
        &[],
        &[
            "share", "shares", "shared", "sharing", "same", "alongside", "together with",
            "for everything", "for all of it", "for all", "common", "in common", "communal", "partagée", "partagee", "partagé", "partage",
            "partageons", "mesma", "mesmo", "misma", "mismo", "dzielimy", "dzielona",
            "wspólna", "wspólnej", "wspolna", "gemeinsam", "geteilt", "teilen", "nebenan",
            "ao lado", "voisine", "voisin", "de al lado", "compartida", "compartido",
            "compartimos", "compartilhada", "compartilhamos", "共用", "共享", "隔壁", "同一个",
            "also processes", "also handles", "also makes", "on loan", "borrowed", "borrow",
            // Another business's cooking where the equipment is: "the Division
            // St. kitchen is where our sister restaurant makes its chicken 65".
            "sister restaurant", "sister restaurants", "sister concept", "sister brand",
        ],
    ),
    group(
        Role::Cleaning,
        &[],
        &[
            "wipe between", "wiped between", "wiped down between", "a wipe between",
            "rinse between", "rinsed between", "cleaned between", "clean between",
            "washed between", "wash between", "scraped between", "scrape between",
        ],
    ),
    group(
        Role::OffHours,
        &[],
        &[
            "after close", "after closing", "after closing time", "after hours",
            "after service", "before opening", "staff meal", "staff meals", "staff lunch",
            "their own lunch", "their own breakfast", "their own food", "for themselves",
        ],
    ),
    group(
        Role::Lending,
        &[],
        &[
            "rent", "rents", "rented", "renting", "borrow", "borrows", "borrowed", "borrowing",
            "lend", "lends", "lent", "next door", "use their", "uses their",
        ],
    ),
    // Food cooked at once with other food ("braised together with the
    // pork", "stewed in one pot with the pork belly", "跟滷肉一起滷", "同一鍋").
    group(
        Role::Together,
        &[],
        &[
            "together", "in one pot", "one pot", "the one pot", "一起", "同一", "同锅", "一锅",
            "junto", "juntos", "juntas",
        ],
    ),
    // Food cooked beneath a meat ("roasted under the chickens", "asadas
    // debajo del cordero", "cuites sous le poulet").
    group(
        Role::Beneath,
        &[],
        BENEATH_WORDS,
    ),
    group(
        Role::SharedEquipment,
        &[],
        &[
            "main kitchen", "main tawa", "main fryer", "main grill", "main oven", "main line",
            "hotel kitchen", "hotel's kitchen", "hotel's main kitchen", "commissary kitchen",
            "commissary", "ghost kitchen", "shared-use kitchen",
        ],
    ),
    group(
        Role::Partial,
        &[],
        &[
            "most", "most of", "mostly", "nearly all", "almost all", "almost none",
            "nearly none", "hardly any", "not every", "not all", "not all of", "some of",
            "many of", "a few of", "the majority of", "majority of", "for the most part",
            "10%", "20%", "25%", "30%", "40%", "50%", "60%", "70%", "75%", "80%", "85%", "90%",
            "95%", "97%", "98%", "99%",
        ],
    ),
    // Words that tie a sentence's animal products to food in general.
    group(
        Role::Tie,
        &[],
        &[
            "every", "everything", "each", "all our", "all of our", "all of the", "all the",
            "including", "included", "always", "broth", "stock", "base", "sauce", "sauces",
            "dressing", "glaze", "gravy", "marinade", "contain", "may contain", "can contain", "drippings", "fat", "oil",
            "cooked with", "prepared with", "prepped with", "finished with", "tossed with",
            "topped with", "garnished with", "seasoned with", "flavored with", "flavoured with",
            "uses", "use", "used", "put", "puts", "add", "adds", "added", "splash of",
            "a bit of", "a little", "hint of", "touch of", "simmered with", "simmered in",
            "boiled with", "braised with", "braised in", "stewed with", "bones",
            // A layer laid on the food: what glazes, coats or bastes it is on it.
            "glazed with", "glazed in", "coated with", "coated in", "basted with", "basted in",
            "brushed with", "drizzled with", "rubbed with", "smothered with", "smothered in",
            "lacquered with", "doused with", "doused in",
            // Spanish: what is there to give the food its taste ("y nuestro
            // chancho asado para darle ese sabor chifa"), what it holds and
            // what the kitchen uses or adds.
            "para darle", "para dar sabor", "le da sabor", "le da ese sabor", "le dan sabor",
            "lleva", "llevan", "contiene", "usamos", "agregamos", "añadimos", "le ponemos",
        ],
    ),
    group(
        Role::WideNegator,
        &[],
        &["nothing", "none", "neither", "none of our", "not one", "not a single", "not one single"],
    ),
    group(
        Role::RequestNegator,
        &[],
        &[
            "ask for no", "ask for it without", "ask for without", "hold the", "order without",
            "order it without", "request no", "can be made without", "can be ordered without",
            "available without", "made without on request", "leave off the", "leave out the",
            "remove the", "skip the", "ask them to leave out", "ask to omit", "omit the",
            "without the", "no problem leaving out", "when ordered without", "ordered without",
            "if ordered without", "w/o", "hold off on the", "minus the",
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
            // Said of how tender food is, not of cheese melted on it.
            "melted in the mouth", "melted in my mouth", "melts in the mouth",
            "melts in your mouth", "melted in your mouth",
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
            // A potato babka is grated potato baked, not the enriched dough.
            "potato babka", "potato babkas",
            "eggplant", "eggplants", "butternut", "butter beans", "butter bean", "butter lettuce",
            "cream of tartar", "cream soda", "veggies", "honeydew", "cider vinegar",
            "wine vinegar", "rice wine vinegar", "nutmeg", "ginger", "corn tortilla",
            "corn tortillas", "rice noodle", "rice noodles", "glass noodles", "rice paper",
            "cauliflower crust", "buckwheat", "hamburger bun", "no problem", "no doubt",
            "not only", "not just", "no wonder", "no matter", "not bad", "faint of heart",
            "no complaints", "not disappointed", "never disappointed", "sweet potato", "shiitake",
            "coconut water", "milk thistle", "nothing but", "cookie butter", "apple butter",
            "fish-free", "no exceptions", "no exception", "no compromises", "no compromise",
            "no questions asked", "no shortcuts", "no kidding", "no joke", "no worries",
            "no fuss", "no frills", "no doubt about it", "meat lovers", "meat lover", "meat-eater", "meat-eaters", "meat eating",
            "carnivore", "carnivores", "cream of the crop", "bring home the bacon", "holy cow",
            "chicken out", "cold turkey", "red herring", "spill the beans", "walk on eggshells",
            "egg on your face", "egged on", "big cheese", "whole enchilada", "cash cow",
            "butter up", "buttered up", "milk it", "beef up", "beefed up", "have a cow",
            "no beef with", "the bee's knees", "bees knees", "a different kettle of fish",
            "fish out of water", "chicken scratch", "pork out", "porked out", "hog heaven",
            "go whole hog", "goose bumps", "goosebumps", "lamb's lettuce", "cowboy", "cowboys",
            "pigeon pea", "pigeon peas", "turkey tail", "crabapple", "crab apple",
            // West Africa's garden egg is an eggplant; the singular only
            // in its dishes ("a garden egg salad" may be an egg salad).
            "garden eggs", "garden egg stew", "garden egg sauce", "garden egg soup",
            // A diet word said of what is not food ("booths in vegan
            // leather", "vegan dog treats", "low-VOC vegan paint").
            "vegan leather", "vegan suede", "vegan dog treats", "vegan dog biscuits",
            "vegan pet treats", "vegan paint",
            "vegan packaging", "packaging is vegan", "packaging is certified vegan",
            "vegan soap", "vegan candle", "vegan cosmetics", "vegan shoes", "vegan merch",
            "vegan upholstery", "vegan furniture",
            // A degree that keeps the product ("not as much chicken stock
            // as our regular soup").
            "not as much", "not as many", "not quite as much",
        ],
    ),
];

/// Simplified Chinese characters of the vocabulary's phrases and their
/// traditional forms: Hong Kong, Taiwan and most overseas Cantonese menus
/// print "豬油" where the mainland prints "猪油". Both are one product.
#[rustfmt::skip]
const TRADITIONAL_CHINESE: &[(char, char)] = &[
    ('丝', '絲'), ('凤', '鳳'), ('汤', '湯'), ('烧', '燒'), ('猪', '豬'), ('肠', '腸'),
    ('腊', '臘'), ('虾', '蝦'), ('蚝', '蠔'), ('酱', '醬'), ('鱼', '魚'), ('鲣', '鰹'),
    ('鸡', '雞'), ('鸭', '鴨'), ('黄', '黃'), ('鲍', '鮑'), ('鱿', '魷'), ('贝', '貝'),
    ('瑶', '瑤'), ('带', '帶'), ('鹅', '鵝'), ('荤', '葷'), ('鳀', '鯷'), ('卤', '滷'),
    ('锅', '鍋'), ('炖', '燉'), ('焖', '燜'), ('与', '與'),
];

/// `phrase` in traditional Chinese characters, when it holds simplified
/// ones that have a traditional form.
fn in_traditional_chinese(phrase: &str) -> Option<String> {
    let traditional = |c: char| {
        TRADITIONAL_CHINESE
            .iter()
            .find(|&&(simplified, _)| simplified == c)
            .map(|&(_, traditional)| traditional)
    };
    phrase.chars().any(|c| traditional(c).is_some()).then(|| {
        phrase
            .chars()
            .map(|c| traditional(c).unwrap_or(c))
            .collect()
    })
}

/// The spellings of a phrase the trie holds. A hyphen and a space are one
/// column of the trie, so "plant-based" is stored once as "plant based"
/// and also matches "plant-based" and "heads-up" matches "heads up"; the
/// closed-up spelling ("plantbased") is stored besides, and a Chinese
/// phrase in traditional characters too; with `bare_contractions`, a
/// negative contraction without its apostrophe ("isnt") too.
pub(super) fn variants(phrase: &str, bare_contractions: bool) -> Vec<String> {
    let mut out = vec![phrase.replace('-', " ")];
    if phrase.contains('-') {
        out.push(phrase.replace('-', ""));
    }
    if !phrase.is_ascii()
        && let Some(traditional) = in_traditional_chinese(phrase)
    {
        out.push(traditional);
    }
    let with_apostrophes: Vec<String> = out
        .iter()
        .filter(|p| p.contains('\''))
        .map(|p| p.replace('\'', "\u{2019}"))
        .collect();
    // "isnt vegan", "cant guarantee": a negative contraction typed without
    // its apostrophe is the same denial (asked of the phrases that deny or
    // hedge: the trie's room is kept for the vocabulary).
    let without_apostrophes: Vec<String> = out
        .iter()
        .filter(|p| bare_contractions && p.contains("n't"))
        .map(|p| p.replace("n't", "nt"))
        .collect();
    out.extend(with_apostrophes);
    out.extend(without_apostrophes);
    out
}

/// Every phrase variant once, with what it means; pattern ids index both.
pub(super) fn lexicon_patterns() -> (Vec<String>, Vec<Entry>) {
    let mut patterns: Vec<String> = Vec::new();
    let mut entries: Vec<Entry> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for group in GROUPS {
        let denies_or_hedges = matches!(
            group.role,
            Role::Negator | Role::WideNegator | Role::RequestNegator | Role::Hedge
        );
        for phrase in group.phrases {
            for variant in variants(phrase, denies_or_hedges) {
                // The first group that lists a phrase owns it.
                if seen.insert(variant.to_ascii_lowercase()) {
                    let doubt = if group.role == Role::Hedge {
                        super::doubt_kind(&variant)
                    } else {
                        0
                    };
                    patterns.push(variant);
                    entries.push(Entry {
                        role: group.role,
                        signals: group.signals,
                        qualifier: group.qualifier,
                        shape: group.shape,
                        doubt,
                    });
                }
            }
        }
    }
    (patterns, entries)
}

#[cfg(test)]
mod tests {
    use super::super::{Scratch, read_text};
    use crate::signals::{Signal as S, SignalSet};

    fn read(text: &str) -> (SignalSet, SignalSet) {
        let mut scratch = Scratch::new();
        let reading = read_text(text, &mut scratch);
        (reading.signals, reading.form_only)
    }

    #[test]
    fn a_cafes_steam_wand_and_dairy_equipment_are_shared_equipment() {
        let (signals, _) =
            read("Not yet - but it's the same wand as the cow's milk for our dairy customers.");
        assert!(signals.has(S::SharedSurface), "{signals:?}");
        let (signals, _) =
            read("dairy-free chocolate (OU-DE: made on dairy equipment, no dairy ingredients)");
        assert!(signals.has(S::SharedSurface), "{signals:?}");
        assert!(!signals.has(S::Dairy), "{signals:?}");
        let (signals, _) = read("we blend the smoothies in the same blender as the whey shakes");
        assert!(signals.has(S::SharedSurface), "{signals:?}");
    }

    #[test]
    fn nut_versions_of_caesar_and_parmesan_keep_only_the_nut() {
        for text in [
            "kale, caper-cashew caesar, spinach tortilla",
            "almond parm",
            "cashew parmesan",
        ] {
            let (signals, _) = read(text);
            assert!(signals.has(S::TreeNut), "{text:?}");
            assert!(
                !signals.any(SignalSet::of(&[S::Fish, S::Dairy, S::Egg])),
                "{text:?}: {signals:?}"
            );
        }
        // Caesar alone is still the anchovy, parmesan and egg dressing.
        let (signals, _) = read("kale caesar");
        assert!(signals.has(S::Fish));
    }

    #[test]
    fn not_minding_a_product_says_it_was_there() {
        for text in [
            "As a pescatarian I didn't mind the fish sauce in the noodles.",
            "I don't mind a bit of butter on my toast",
            "honestly wouldn't mind the cheese if it weren't labelled vegan",
        ] {
            let (signals, _) = read(text);
            assert!(signals.any(super::ANIMAL), "{text:?}: {signals:?}");
        }
        // Other denials around it still deny.
        for text in [
            "don't mind the wait - there's no butter or cheese in any of it",
            "we didn't add egg",
        ] {
            let (signals, _) = read(text);
            assert!(!signals.any(super::ANIMAL), "{text:?}: {signals:?}");
        }
    }

    #[test]
    fn round_35_dishes_named_by_their_own_names_are_dish_forms() {
        // Suya is a spice rub as much as a beef skewer: a vegan label on
        // "Suya Tofu" names the plant version; in a description, beef.
        for (text, product) in [
            ("grilled suya, sliced onion, yaji", S::Meat),
            ("köttbullar, lingonberries, pickled cucumber", S::Meat),
            ("khachapuri, pickles", S::Dairy),
            ("nut roast, roast potatoes, bread sauce", S::Dairy),
            ("mushroom pie in a hot-water crust", S::Pork),
            ("pie, mash and parsley liquor", S::Fish),
            ("a Scotch egg and piccalilli", S::Meat),
            ("julbord: janssons frestelse, pickled beets", S::Fish),
            ("kare-kare, steamed rice, bagoong on the side", S::Meat),
        ] {
            let (signals, form_only) = read(text);
            assert!(
                signals.has(product) && form_only.has(product),
                "{text:?}: {signals:?} {form_only:?}"
            );
        }
        // The bread of a bread sauce, the flour of a crust stay.
        let (signals, _) = read("bread sauce");
        assert!(signals.has(S::Gluten));
        // Named outright, an ingredient is no dish form.
        let (signals, form_only) = read("rice cooked in dumba");
        assert!(signals.has(S::Meat) && !form_only.has(S::Meat));
    }

    #[test]
    fn round_36_dishes_named_by_their_own_names_are_dish_forms() {
        // A vegan label on "Kuku Sabzi" or "Poutine Végane" names the
        // plant version; in a description, the classic.
        for (text, product) in [
            ("baked herb kuku of dill and chives", S::Egg),
            ("soup with koofteh ghelgheli", S::Meat),
            ("warm bread and amlou", S::Honey),
            ("a slice of tourtière", S::Pork),
            ("fries, gravy, a small poutine", S::Dairy),
            ("a side of mirza ghasemi", S::Egg),
        ] {
            let (signals, form_only) = read(text);
            assert!(
                signals.has(product) && form_only.has(product),
                "{text:?}: {signals:?} {form_only:?}"
            );
        }
        // Named outright, an ingredient is no dish form.
        let (signals, form_only) = read("rice with a spoon of smen");
        assert!(signals.has(S::Dairy) && !form_only.has(S::Dairy));
    }

    #[test]
    fn sugar_never_filtered_through_bone_char_names_no_animal_product() {
        let (signals, _) = read("cane sugar, never filtered through bone char");
        assert!(!signals.any(crate::lexicon::ANIMAL), "{signals:?}");
        let (signals, _) = read("cane sugar filtered through bone char");
        assert!(signals.has(S::Gelatin), "{signals:?}");
    }

    #[test]
    fn gummies_and_baklava_are_dish_forms() {
        // A dish form: a vegan label on "Sour Gummy Bears" or "Pistachio
        // Baklava" names the plant version; in a description they keep
        // their gelatin, honey and butter.
        let (signals, form_only) = read("Sour Gummy Bears");
        assert!(signals.has(S::Gelatin) && form_only.has(S::Gelatin));
        let (signals, form_only) = read("Baklava, two pieces");
        assert!(signals.has(S::Honey) && form_only.has(S::Honey) && form_only.has(S::Dairy));
        assert!(signals.has(S::TreeNut), "the nuts stay: {signals:?}");
        let (_, form_only) = read("apple slices, pretzels, Welch's fruit snacks");
        assert!(form_only.has(S::Gelatin));
    }

    #[test]
    fn ovo_lacto_names_a_vegetarian_diet_not_an_egg() {
        let (signals, _) = read("蛋奶素 = ovo-lacto vegetarian");
        assert!(signals.has(S::VegetarianLabel));
        assert!(!signals.has(S::Egg), "{signals:?}");
        let (signals, _) = read("an Adventist lacto-ovo café");
        assert!(signals.has(S::VegetarianLabel) && !signals.has(S::Egg));
    }
}
