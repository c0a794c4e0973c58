//! A word that points back: "Roast goose was great. It is in the vegan
//! greens too." The second sentence names meat-free food and no animal
//! product, only a word for something said before ("it", "some of it",
//! "its fat", "the same broth") that it ties to that food. The product the
//! sentence before named is carried into the meat-free food: whoever reads
//! it cannot say which food "it" is, so the product is a tie that cannot be
//! placed on the dish it was first said of.
//!
//! Only a pointing word bound to the meat-free food counts: "It was nice
//! to see vegan options" and "the vegan greens were great too" carry
//! nothing back.

use crate::lexicon::{AGAIN, is_one_of};
use crate::pieces::{ALPHANUMERIC, pieces, singular};
use crate::swar::{WordShapes, any_word_of, letter_where, pair_of};

/// How many sentences after the product's a pointing word may reach back
/// from.
const REACH: usize = 2;

/// Words for something named before, standing alone.
const POINTERS: &[&str] = &["it", "them"];

/// Words that point back only as the subject of a verb ("That goes in the
/// vegan rice"), not before a noun of their own ("this place").
const DEMONSTRATIVES: &[&str] = &["that", "this", "those", "these"];
const DEMONSTRATIVE_VERBS: &[&str] = &[
    "s", "is", "was", "are", "were", "goes", "go", "went", "gets", "got", "also", "too", "ends",
    "end", "comes", "came", "sits", "sat",
];

/// Words that point back when a part of the food follows them ("its fat",
/// "their drippings", "the same broth").
const POSSESSIVES: &[&str] = &["its", "their", "same"];

/// What any food gives another beyond what an animal gives off: its
/// sauce, its oil, its filling.
const FOOD_PARTS: &[&str] = &[
    "sauce", "gravy", "oil", "glaze", "marinade", "base", "flavour", "flavor", "liquor",
    "dressing", "batter", "filling",
];

/// Parts a diner's "their" may be the kitchen's ("their sauce is great"):
/// after "their" only what an animal gives off points back.
const ANIMAL_PARTS: &[&str] = &[
    "fat",
    "fats",
    "juice",
    "juices",
    "jus",
    "dripping",
    "drippings",
    "grease",
    "broth",
    "stock",
    "skin",
    "bone",
    "bones",
    "meat",
    "lard",
    "schmaltz",
    "renderings",
    "crackling",
    "liquid",
];

/// Words of cooking that may stand between "the" and a part an animal
/// gives off, naming how it was given off ("the braising liquid goes
/// over ...", "the pan drippings are used for ...").
const COOKED: &[&str] = &[
    "braising",
    "cooking",
    "poaching",
    "roasting",
    "simmering",
    "stewing",
    "boiling",
    "pan",
    "rendered",
    "skimmed",
];

/// English verbs by which a part an animal gives off is put in other food
/// ("the stock goes into every soup", "the fat is used for ...").
const PART_PUTS: &[&str] = &[
    "goes", "go", "went", "gets", "ends", "end", "ended", "added", "used", "poured", "pour",
    "pours", "ladled", "spooned", "drizzled", "brushed", "stirred", "mixed",
];

/// Words that put one food in or on another, right before the food they
/// put it in ("in the vegan greens", "over the veggie rice").
const INTO: &[&str] = &[
    "in",
    "into",
    "on",
    "onto",
    "inside",
    "over",
    "under",
    "through",
    "throughout",
    "with",
    "atop",
    "tops",
    "topped",
    "coats",
    "flavours",
    "flavors",
    "seasons",
    "dresses",
    "enriches",
];

/// Words that say the food holds what is named after it ("the vegan greens
/// had some of it", "comes with it", "cooked in its juices").
const HOLDS: &[&str] = &[
    "in",
    "into",
    "on",
    "onto",
    "inside",
    "over",
    "with",
    "of",
    "has",
    "have",
    "had",
    "get",
    "gets",
    "got",
    "come",
    "comes",
    "came",
    "use",
    "uses",
    "used",
    "contain",
    "contains",
    "contained",
    "include",
    "includes",
    "included",
    "share",
    "shares",
    "shared",
    "take",
    "takes",
];

/// Words between a pointing word and the words putting it in the food
/// that make the pointing word a dummy subject ("It's a great place with
/// vegan options", "it was nice to eat with ...").
const NOT_ITS_PLACE: &[&str] = &["a", "an", "the", "to", "for", "like", "than", "as"];

/// Articles, which may open the food's name ("in the vegan greens").
const ARTICLES: &[&str] = &["a", "an", "the"];

/// Words of place or purpose that put what comes before them elsewhere
/// than in the food after them ("near lots of vegan places", "nice to see
/// vegan options").
const STOPS: &[&str] = &[
    "near",
    "at",
    "by",
    "from",
    "about",
    "where",
    "that",
    "which",
    "see",
    "find",
    "try",
    "order",
    "ordered",
    "recommend",
];

/// Words for a share: of the food before "of" ("all of the vegan
/// mains"), or standing alone for what was named before, right after a
/// verb of holding ("the veggie curries get some too", "take a little").
const SHARES: &[&str] = &[
    "all", "each", "any", "some", "most", "many", "both", "one", "several", "few", "either", "bit",
    "little", "touch", "dash",
];

/// Of [`SHARES`], those said only of things counted ("the vegan menu has
/// one too" names a dish of its own): what an animal gives off is not
/// counted, so these stand for nothing named before.
const COUNTED: &[&str] = &["each", "many", "both", "one", "several", "few", "either"];

/// Words that start another clause.
const CLAUSE_WORDS: &[&str] = &[
    "and", "but", "because", "while", "although", "though", "when", "if", "which", "who",
    "whereas", "or", "plus",
];

/// Words that deny in their clause or keep the food apart ("it's not in
/// the vegan greens", "the vegan ramen is free of it", "kombu instead of
/// it").
const NEGATORS: &[&str] = &[
    "not",
    "no",
    "never",
    "nothing",
    "none",
    "without",
    "nor",
    "neither",
    "cannot",
    "t",
    "dont",
    "doesnt",
    "isnt",
    "wasnt",
    "arent",
    "didnt",
    "wont",
    "free",
    "instead",
    "rather",
    "apart",
    "separate",
    "separately",
    "away",
    "except",
    "unlike",
    "replace",
    "replaces",
    "replaced",
    "swap",
    "swapped",
    "substitute",
    "substituted",
    "skip",
    "skips",
    "skipped",
    "omit",
    "omitted",
    "leave",
    "leaves",
    "left",
    // German.
    "nie",
    "niemals",
    "nicht",
    "nichts",
    "kein",
    "keine",
    "keinen",
    "keinem",
    "keiner",
    "ohne",
    "getrennt",
    "separat",
    "statt",
    "anstatt",
    "außer",
    "ausser",
    // Spanish.
    "nunca",
    "jamás",
    "jamas",
    "nada",
    "ni",
    "sin",
    "tampoco",
    "menos",
    "excepto",
    "salvo",
    "aparte",
    "separado",
    "separada",
    "separados",
    "separadas",
    // French.
    "ne",
    "n",
    "pas",
    "jamais",
    "sans",
    "aucun",
    "aucune",
    "sauf",
    "hormis",
    "rien",
    "séparément",
    "separement",
];

/// People a diet word may describe ("my vegan friends"): no food.
const PEOPLE: &[&str] = &[
    "friend",
    "friends",
    "family",
    "wife",
    "husband",
    "partner",
    "people",
    "folks",
    "sister",
    "brother",
    "kid",
    "kids",
    "daughter",
    "son",
    "guest",
    "guests",
    "crowd",
    "diner",
    "diners",
    "eater",
    "eaters",
    "customer",
    "customers",
    "mom",
    "dad",
    "girlfriend",
    "boyfriend",
    "group",
    "colleague",
    "colleagues",
    "crew",
    "me",
    "myself",
    "freunde",
    "freundin",
    "familie",
    "leute",
    "gäste",
    "gaeste",
    "kunden",
    "amigos",
    "amigas",
    "amigo",
    "amiga",
    "familia",
    "gente",
    "clientes",
    "hijos",
    "pareja",
];

/// The diet words that name meat-free food: any word opening on "veg"
/// ("vegan", "veggie", "vegie", "vegetarian") but a vegetable, which is
/// the restaurant's meat-free food only as a kind of dish ("our vegetable
/// curries").
const DIET_STARTS: &[&str] = &["veg", "meatless", "végé", "végan"];
const DIET_WORDS: &[&str] = &["vg", "chay"];
/// Words after "vegetable" that make it a kind of dish, beside the kinds
/// a diner names dishes by.
const VEGETABLE_DISHES: &[&str] = &[
    "dish", "dishes", "plate", "plates", "main", "mains", "side", "sides", "stew", "stews",
];
/// Diet words for people, not food.
const DIET_PEOPLE: &[&str] = &[
    "vegans",
    "vegetarians",
    "veganer",
    "veganerin",
    "veganerinnen",
    "vegetarier",
    "vegetarierin",
    "vegetarierinnen",
];

/// Words that pick out food already known ("the", "their"), before a
/// dish's words.
const DEFINITE: &[&str] = &[
    "the", "their", "your", "our", "those", "these", "that", "this", "all", "every", "each", "both",
];

/// One language's words for pointing back and for putting one food in
/// another. English reads any word of putting ("in", "with"); the others
/// also need a verb of putting or cooking in the clause ("kommt in", "los
/// echan ahí"), as their pronouns also name the people who serve.
struct Tongue {
    /// Words for something named before, standing alone.
    pointers: &'static [&'static str],
    /// Of those and the pronouns, the words a food may hold after it ("the
    /// vegan greens had some of it", "las flautas veganas las echan ahí"),
    /// where not every one: a pronoun after the food names the food itself.
    held: Option<&'static [&'static str]>,
    /// Words of place ("dort", "ahí"), which point back after the food only
    /// past a verb of putting.
    places: &'static [&'static str],
    /// Words that point back only before one of `demonstrative_verbs`.
    demonstratives: &'static [&'static str],
    demonstrative_verbs: &'static [&'static str],
    /// Whether a demonstrative points back only where it opens its clause
    /// (German "Die kommt in ...", not the article in "in die Suppe").
    demonstrative_opens: bool,
    /// Words that point back when a part of the food follows them.
    possessives: &'static [&'static str],
    parts: &'static [&'static str],
    /// What an animal gives off ("its fat"): the only parts a diner's
    /// "their" may point with, or a definite article ("the stock goes
    /// into ...").
    animal_parts: &'static [&'static str],
    /// Definite articles, which before one of `animal_parts` opening a
    /// clause pick out the part of the product named before.
    definite: &'static [&'static str],
    /// Words of cooking that may come between the article and the part
    /// ("the braising liquid"); none where empty.
    cooked: &'static [&'static str],
    /// Verbs of putting one of those needs in its clause ("the stock goes
    /// into ..."): "the broth in the vegan ramen was lighter" puts nothing.
    part_puts: &'static [&'static str],
    /// Relative pronouns, which take up the noun right before them ("pork
    /// bones, which go into ...", "Speck, der in jeden Eintopf kommt").
    relatives: &'static [&'static str],
    into: &'static [&'static str],
    holds: &'static [&'static str],
    /// Verbs of putting or cooking, one of which the clause needs between
    /// the pointing word and the food; none asked where empty.
    puts: &'static [&'static str],
    not_its_place: &'static [&'static str],
    articles: &'static [&'static str],
    stops: &'static [&'static str],
    clause_words: &'static [&'static str],
    /// Words that carry a clause on into the next ("auch in die
    /// vegetarische", "also in the vegan one").
    also: &'static [&'static str],
    /// Words for a share that may stand alone for what was named before
    /// ("get some too"); none where empty.
    shares: &'static [&'static str],
}

const ENGLISH: Tongue = Tongue {
    pointers: POINTERS,
    held: None,
    places: &[],
    demonstratives: DEMONSTRATIVES,
    demonstrative_verbs: DEMONSTRATIVE_VERBS,
    demonstrative_opens: false,
    possessives: POSSESSIVES,
    parts: FOOD_PARTS,
    animal_parts: ANIMAL_PARTS,
    definite: &["the"],
    cooked: COOKED,
    part_puts: PART_PUTS,
    relatives: &["which", "that"],
    into: INTO,
    holds: HOLDS,
    puts: &[],
    not_its_place: NOT_ITS_PLACE,
    articles: ARTICLES,
    stops: STOPS,
    clause_words: CLAUSE_WORDS,
    also: &["also", "even", "including", "and", "plus"],
    shares: SHARES,
};

/// The number of words of `lists` together.
const fn total(lists: &[&[&str]]) -> usize {
    let (mut n, mut l) = (0, 0);
    while l < lists.len() {
        n += lists[l].len();
        l += 1;
    }
    n
}

/// `lists` put end to end, built at compile time, so a word two roles
/// share is written once.
const fn join<const N: usize>(lists: &[&[&'static str]]) -> [&'static str; N] {
    let mut out = [""; N];
    let (mut n, mut l) = (0, 0);
    while l < lists.len() {
        let mut w = 0;
        while w < lists[l].len() {
            out[n] = lists[l][w];
            n += 1;
            w += 1;
        }
        l += 1;
    }
    assert!(n == N);
    out
}

/// `$name` holds the words of `$lists` together.
macro_rules! joined {
    ($name:ident = $($list:expr),+) => {
        const $name: [&str; total(&[$($list),+])] = join(&[$($list),+]);
    };
}

/// German verbs that both put a food in another and say a food holds
/// what follows ("kommt", "gekocht").
const GERMAN_MADE: &[&str] = &[
    "kommt",
    "kommen",
    "wird",
    "werden",
    "wurde",
    "wurden",
    "gekocht",
    "gebraten",
    "frittiert",
    "gemacht",
    "zubereitet",
];
/// German verbs of putting or cooking beyond those.
const GERMAN_PUTS_ONLY: &[&str] = &[
    "kam",
    "kamen",
    "geht",
    "gehen",
    "ging",
    "gingen",
    "landet",
    "landen",
    "steckt",
    "stecken",
    "ist",
    "sind",
    "war",
    "waren",
    "gegart",
    "verwendet",
    "benutzt",
    "genommen",
    "gegeben",
    "getan",
    "rein",
    "hinein",
    "drin",
];
/// German words that say a food holds what follows, beyond those.
const GERMAN_HOLDS_ONLY: &[&str] = &[
    "bekommt",
    "bekommen",
    "kriegt",
    "kriegen",
    "enthält",
    "enthalten",
    "hat",
    "haben",
    "mit",
    "in",
    "im",
];
joined!(GERMAN_PUTS = GERMAN_MADE, GERMAN_PUTS_ONLY);
joined!(GERMAN_HOLDS = GERMAN_MADE, GERMAN_HOLDS_ONLY);

const GERMAN: Tongue = Tongue {
    pointers: &[
        "es", "sie", "er", "damit", "davon", "darin", "darauf", "daraus", "dort",
    ],
    held: Some(&["damit", "davon", "darin", "darauf", "daraus", "dort"]),
    places: &["dort"],
    demonstratives: &["die", "der", "das", "den", "dem"],
    demonstrative_verbs: &GERMAN_PUTS,
    demonstrative_opens: true,
    possessives: &[
        "dasselbe",
        "dieselbe",
        "derselbe",
        "denselben",
        "derselben",
        "demselben",
        "selbe",
        "selben",
        "gleiche",
        "gleichen",
        "gleicher",
        "gleiches",
    ],
    parts: &[
        "soße",
        "sosse",
        "sauce",
        "öl",
        "oel",
        "topf",
        "pfanne",
        "fritteuse",
        "grundlage",
        "basis",
        "wasser",
    ],
    animal_parts: &[
        "brühe",
        "fett",
        "fond",
        "schmalz",
        "saft",
        "sud",
        "knochen",
        "speck",
        "bratfett",
        "fleisch",
        "jus",
        "bratensaft",
    ],
    definite: &["der", "die", "das", "den", "dem"],
    cooked: &[],
    part_puts: &GERMAN_PUTS,
    relatives: &[
        "der", "die", "das", "den", "dem", "welche", "welcher", "welches", "welchen", "welchem",
    ],
    into: &[
        "in", "ins", "im", "auf", "über", "unter", "mit", "an", "ans",
    ],
    holds: &GERMAN_HOLDS,
    puts: &GERMAN_PUTS,
    not_its_place: &[
        "ein", "eine", "einen", "einem", "einer", "der", "die", "das", "den", "dem", "des", "zu",
        "für", "wie", "als", "um", "gibt", "gab", "hat", "hatte", "haben", "hatten",
    ],
    articles: &[
        "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "jede",
        "jeden", "jedem", "jeder", "alle", "allen", "unsere", "unserer", "unseren",
    ],
    stops: &[
        "bei",
        "aus",
        "wo",
        "neben",
        "sehen",
        "finden",
        "probieren",
        "bestellen",
        "empfehlen",
    ],
    clause_words: &[
        "und", "aber", "weil", "während", "obwohl", "wenn", "oder", "sondern", "denn", "dass",
    ],
    also: &["auch", "sogar", "selbst", "und"],
    shares: &[],
};

/// Spanish verbs that both put a food in another and say a food holds
/// what follows ("echan", "fritos").
const SPANISH_MADE: &[&str] = &[
    "va",
    "van",
    "echan",
    "echa",
    "ponen",
    "pone",
    "usan",
    "usa",
    "meten",
    "mete",
    "cocinan",
    "cocina",
    "fríen",
    "frien",
    "fríe",
    "frie",
    "preparan",
    "prepara",
    "hacen",
    "hace",
    "fritas",
    "fritos",
    "cocinados",
    "cocinadas",
    "hechos",
    "hechas",
];
/// Spanish verbs of putting or cooking beyond those.
const SPANISH_PUTS_ONLY: &[&str] = &[
    "terminan",
    "termina",
    "acaban",
    "acaba",
    "agregan",
    "agrega",
    "añaden",
    "añade",
    "guisan",
    "bañan",
    "preparados",
    "preparadas",
];
/// Spanish words that say a food holds what follows, beyond those.
const SPANISH_HOLDS_ONLY: &[&str] = &[
    "lleva", "llevan", "tiene", "tienen", "incluye", "incluyen", "con", "en",
];
joined!(SPANISH_PUTS = SPANISH_MADE, SPANISH_PUTS_ONLY);
joined!(SPANISH_HOLDS = SPANISH_MADE, SPANISH_HOLDS_ONLY);

const SPANISH: Tongue = Tongue {
    pointers: &["eso", "esto", "ahí", "ahi", "allí", "alli"],
    held: Some(&["eso", "esto", "ahí", "ahi", "allí", "alli"]),
    places: &["ahí", "ahi", "allí", "alli"],
    // Object pronouns before a verb of putting ("lo echan en ...").
    demonstratives: &["lo", "la", "los", "las"],
    demonstrative_verbs: &SPANISH_PUTS,
    demonstrative_opens: false,
    possessives: &["misma", "mismo", "mismas", "mismos"],
    parts: &[
        "aceite", "salsa", "cazo", "olla", "sartén", "sarten", "freidora", "comal", "cazuela",
        "base", "agua",
    ],
    animal_parts: &[
        "grasa", "manteca", "caldo", "jugo", "jugos", "carne", "hueso", "huesos",
    ],
    definite: &["el", "la", "los", "las"],
    cooked: &[],
    part_puts: &SPANISH_PUTS,
    relatives: &["que", "cual", "cuales"],
    into: &[
        "en", "con", "a", "al", "sobre", "para", "echan", "ponen", "fríen", "frien", "cocinan",
        "meten", "bañan",
    ],
    holds: &SPANISH_HOLDS,
    puts: &SPANISH_PUTS,
    // Not "la", "los": they also take up the food again before a verb
    // ("la misma manteca la usan para ...").
    not_its_place: &[
        "un", "una", "unos", "unas", "como", "que", "por", "hay", "es", "son", "del",
    ],
    articles: &[
        "el", "la", "los", "las", "un", "una", "unos", "unas", "todos", "todas", "cada", "su",
        "sus",
    ],
    stops: &[
        "cerca",
        "desde",
        "donde",
        "ver",
        "encontrar",
        "probar",
        "pedir",
        "recomiendo",
        "recomendar",
    ],
    clause_words: &[
        "y", "e", "pero", "porque", "mientras", "aunque", "cuando", "si", "que", "o", "sino",
        "pues",
    ],
    also: &["también", "tambien", "incluso", "hasta", "y"],
    shares: &[],
};

/// French verbs that both put a food in another and say a food holds
/// what follows ("met", "cuit").
const FRENCH_MADE: &[&str] = &[
    "met",
    "mettent",
    "utilise",
    "utilisent",
    "cuit",
    "fait",
    "font",
];
/// French verbs of putting or cooking beyond those.
const FRENCH_PUTS_ONLY: &[&str] = &[
    "mettons",
    "mis",
    "mise",
    "mises",
    "ajoute",
    "ajoutent",
    "ajouté",
    "ajoutée",
    "utilisé",
    "utilisée",
    "sert",
    "servent",
    "va",
    "vont",
    "passe",
    "passent",
    "retrouve",
    "retrouvent",
    "cuisent",
    "cuisons",
    "cuire",
    "frire",
    "verse",
    "versent",
    "est",
    "sont",
    "finit",
    "finissent",
];
/// French words that say a food holds what follows, beyond those.
const FRENCH_HOLDS_ONLY: &[&str] = &[
    "contient",
    "contiennent",
    "avec",
    "dans",
    "reçoit",
    "reçoivent",
    "prend",
    "prennent",
    "cuits",
    "cuite",
    "cuites",
    "préparé",
    "préparés",
    "préparée",
    "préparées",
];
joined!(FRENCH_PUTS = FRENCH_MADE, FRENCH_PUTS_ONLY);
joined!(FRENCH_HOLDS = FRENCH_MADE, FRENCH_HOLDS_ONLY);

const FRENCH: Tongue = Tongue {
    // Case folding is ASCII only: the capital is listed.
    pointers: &["ça", "Ça", "ca", "cela", "ceci"],
    held: Some(&["ça", "Ça", "ca", "cela", "ceci"]),
    places: &[],
    // Object pronouns before a verb of putting ("on en met dans ...", "on
    // y fait frire ...").
    demonstratives: &["le", "la", "les", "l", "en", "y"],
    demonstrative_verbs: &FRENCH_PUTS,
    demonstrative_opens: false,
    possessives: &["même", "mêmes", "meme", "memes"],
    parts: &[
        "huile",
        "sauce",
        "friture",
        "friteuse",
        "poêle",
        "poele",
        "marmite",
        "casserole",
        "base",
        "eau",
    ],
    animal_parts: &[
        "graisse", "gras", "bouillon", "fond", "jus", "saindoux", "os", "viande",
    ],
    definite: &["le", "la", "les", "l"],
    cooked: &[],
    part_puts: &FRENCH_PUTS,
    relatives: &["qui", "que", "qu"],
    into: &[
        "dans", "sur", "avec", "à", "au", "aux", "pour", "cuire", "frire", "cuisent",
    ],
    holds: &FRENCH_HOLDS,
    puts: &FRENCH_PUTS,
    // Not "la", "les": they also take up the food again before a verb.
    not_its_place: &[
        "un", "une", "pour", "comme", "que", "qu", "a", "ont", "avait", "c", "il",
    ],
    articles: &[
        "le", "la", "les", "l", "un", "une", "des", "du", "tous", "toutes", "chaque", "nos",
        "notre", "leur", "leurs",
    ],
    stops: &[
        "près",
        "pres",
        "depuis",
        "où",
        "voir",
        "trouver",
        "goûter",
        "commander",
        "recommande",
    ],
    clause_words: &[
        "et", "mais", "parce", "car", "quand", "si", "que", "qui", "ou", "lorsque",
    ],
    also: &["aussi", "même", "meme", "et", "jusque"],
    shares: &[],
};

const TONGUES: [&Tongue; 4] = [&ENGLISH, &GERMAN, &SPANISH, &FRENCH];

/// Where the sentence ends, of the next two after the byte `end` of `text`,
/// that ties a word pointing back to meat-free food: a diet word, or a word
/// `meat_free` says names a labelled meat-free dish (its head word).
pub(crate) fn pointed_back_to(
    text: &str,
    end: usize,
    meat_free: &dyn Fn(&str) -> bool,
) -> Option<usize> {
    let mut from = end;
    for _ in 0..REACH {
        let rest = text.get(from..)?.as_bytes();
        let start = from
            + rest
                .iter()
                .position(|b| !matches!(b, b'.' | b'!' | b'?' | b'\n' | b'\r' | b' ' | b'\t'))?;
        let stop = start
            + text.as_bytes()[start..]
                .iter()
                .position(|b| matches!(b, b'.' | b'!' | b'?' | b'\n'))
                .unwrap_or(text.len() - start);
        let sentence = &text[start..stop];
        if ties_a_pointer_to_meat_free_food(sentence, meat_free) {
            // Quoted with its full stop.
            let stop_mark = text[stop..]
                .chars()
                .next()
                .filter(|c| matches!(c, '.' | '!' | '?'));
            return Some(stop + stop_mark.map_or(0, char::len_utf8));
        }
        from = stop;
    }
    None
}

/// Words such a sentence may hold besides: articles, and words for the
/// dishes or their kind.
const AGAIN_FILLER: &[&str] = &[
    "the", "ones", "one", "dishes", "dish", "plates", "plate", "options", "versions", "as", "all",
    "our", "those", "and", "are", "is", "of", "course", "los", "las", "el", "la", "platos", "y",
    "les", "le", "plats", "et", "die", "den", "der", "das", "gerichte", "und", "i", "piatti",
];

/// The most words such a sentence holds.
const AGAIN_WORDS: usize = 6;

/// Where the sentence right after byte `end` of `text` ends (with its
/// stop), where it says the one before again of meat-free food: in a few
/// words, only a word saying it again, a diet word or a word `meat_free`
/// says names a labelled meat-free dish, and articles or words for dishes
/// ("The vegan ones too.", "Los veganos también.", "Les plats végé
/// aussi."). What the sentence before put into food it puts into that
/// food; praise said again puts nothing, which the caller asks.
pub(crate) fn said_again_after(
    text: &str,
    end: usize,
    meat_free: &dyn Fn(&str) -> bool,
) -> Option<usize> {
    let rest = text.get(end..)?;
    let (start, stop) = sentences_in_any_script(rest).next()?;
    // A clause after a comma ("..., of course") adds nothing of its own.
    let sentence = &rest[start..stop];
    let clause = sentence.split([',', ';', ':']).next().unwrap_or("");
    let mut held = [""; AGAIN_WORDS];
    let mut count = 0;
    for word in pieces(clause, &ALPHANUMERIC) {
        *held.get_mut(count)? = word;
        count += 1;
    }
    let words = &held[..count];
    let names_food = |word: &str| {
        (is_a_diet_word(word) && !is_one_of(word, DIET_PEOPLE)) || meat_free(singular(word))
    };
    let (mut again, mut food) = (false, false);
    for (at, &word) in words.iter().enumerate() {
        if is_one_of(word, AGAIN) {
            again = true;
        } else if names_food(word) {
            food = true;
        } else if !is_one_of(word, AGAIN_FILLER)
            // "The tofu sisig too.": a word of the dish's name before its
            // head word.
            && !words.get(at + 1).is_some_and(|next| meat_free(singular(next)))
        {
            return None;
        }
    }
    (again && food).then_some(end + stop)
}

/// Whether the words before a product in its sentence put it into food
/// or say the food holds it, in any tongue read ("fried in lard",
/// "finished with ghee", "gets a spoon of shrimp paste", "lleva manteca",
/// "cuit au saindoux"): praise of a dish ("the steak is great") names
/// none of them before its product.
pub(crate) fn put_into_food(before: &str) -> bool {
    pieces(before, &ALPHANUMERIC).any(|word| {
        is_one_of(word, INTO)
            || is_one_of(word, PART_PUTS)
            || TONGUES[1..].iter().any(|t| {
                is_one_of(word, t.into) || is_one_of(word, t.puts) || is_one_of(word, t.holds)
            })
    })
}

/// The first sentence of `text` that ties a word pointing back to
/// meat-free food, where one of the sentences it may reach back to is one
/// `names` says names something ("The pozole was great. Its broth goes
/// into the veggie tamales too.", where the pozole is a listed meat dish):
/// from the start of that sentence to the end of the pointing one, with
/// its full stop. `names` is asked only of the sentences before one that
/// ties a pointing word, which few texts hold.
pub(crate) fn pointing_back_to_what(
    text: &str,
    meat_free: &dyn Fn(&str) -> bool,
    names: &mut dyn FnMut(&str) -> bool,
) -> Option<(usize, usize)> {
    // The sentences a pointing word may reach back to, the latest last,
    // and how many of them were read.
    let mut before = [(0, 0); REACH];
    let mut read = 0;
    let mut from = 0;
    loop {
        let rest = text.get(from..)?.as_bytes();
        let start = from
            + rest
                .iter()
                .position(|b| !matches!(b, b'.' | b'!' | b'?' | b'\n' | b'\r' | b' ' | b'\t'))?;
        let stop = start
            + text.as_bytes()[start..]
                .iter()
                .position(|b| matches!(b, b'.' | b'!' | b'?' | b'\n'))
                .unwrap_or(text.len() - start);
        let sentence = &text[start..stop];
        if read > 0
            && may_hold_a_diet_word(sentence)
            && ties_a_pointer_to_meat_free_food(sentence, meat_free)
            && let Some(&(first, _)) = before[REACH - read.min(REACH)..]
                .iter()
                .find(|&&(s, e)| names(&text[s..e]))
        {
            let stop_mark = text[stop..]
                .chars()
                .next()
                .filter(|c| matches!(c, '.' | '!' | '?'));
            return Some((first, stop + stop_mark.map_or(0, char::len_utf8)));
        }
        before.rotate_left(1);
        before[REACH - 1] = (start, stop);
        read += 1;
        from = stop;
    }
}

/// Whether `sentence` may hold a diet word ([`is_a_diet_word`]), asked of
/// its bytes eight at a time before its words are split: "veg", "vg" or
/// "vé" after a "v", "plant", "meatless", "chay". Every sentence of a
/// diner's text is asked, and few hold one.
fn may_hold_a_diet_word(sentence: &str) -> bool {
    let bytes = sentence.as_bytes();
    let then = |at: usize, rest: &[u8]| {
        bytes
            .get(at + 1..at + 1 + rest.len())
            .is_some_and(|next| next.eq_ignore_ascii_case(rest))
    };
    letter_where(bytes, b'v', |at| {
        then(at, b"eg") || then(at, b"g") || then(at, "é".as_bytes())
    }) || letter_where(bytes, b'p', |at| then(at, b"lant"))
        || letter_where(bytes, b'm', |at| then(at, b"eatless"))
        || letter_where(bytes, b'c', |at| then(at, b"hay"))
}

/// Whether the rest of the product's own sentence, from the byte
/// `product_end` right after its name to `sentence_end`, opens on a
/// relative pronoun that takes the product up and ties it to meat-free
/// food ("Pork bones, which also go into the vegan ramen", "Speck, der in
/// jeden Eintopf kommt, auch in den vegetarischen", "carnitas, que
/// también van en los tacos veganos"). One word may come between the
/// product and the pronoun, where it names the product further ("pork
/// bones, which").
pub(crate) fn taken_up_by_a_relative(
    text: &str,
    product_end: usize,
    sentence_end: usize,
    meat_free: &dyn Fn(&str) -> bool,
) -> bool {
    let Some(rest) = text.get(product_end..sentence_end.max(product_end)) else {
        return false;
    };
    let mut last_end = 0;
    for (n, word) in pieces(rest, &ALPHANUMERIC).take(2).enumerate() {
        let at = word.as_ptr() as usize - rest.as_ptr() as usize;
        // Past a word, only a comma may come before the pronoun.
        if n == 1 && !rest[last_end..at].trim().chars().all(|c| c == ',') {
            return false;
        }
        last_end = at + word.len();
        let clause = &rest[at..];
        let tongues = || TONGUES.iter().filter(|t| is_one_of(word, t.relatives));
        if may_relate(word)
            && may_name_meat_free_food(clause, meat_free)
            && tongues().any(|t| ties_in(t, clause, meat_free, true))
        {
            return true;
        }
    }
    false
}

/// One word of a sentence, whether a new clause starts at it, and whether
/// it carries the clause before on ("..., auch in die vegetarische").
struct Word<'t> {
    text: &'t str,
    opens: bool,
    continues: bool,
    /// A relative pronoun taking up the product right before it.
    relative: bool,
}

/// Whether `sentence` binds a pointing word to the meat-free food it
/// names: the word before words that put it in the food ("It is in the
/// vegan greens", "Its fat goes into the vegan rice", "The same broth is
/// the base of the vegan noodles"), or after words that say the food holds
/// it ("The vegan greens had some of it on top", "cooked in its juices"),
/// in one clause that denies nothing; in English, German or Spanish, each
/// read with its own words.
fn ties_a_pointer_to_meat_free_food(sentence: &str, meat_free: &dyn Fn(&str) -> bool) -> bool {
    // Most sentences hold no pointing word, or no word that may name
    // meat-free food: found before any other work.
    // (One pass over the words for every tongue.)
    let (mut english, mut elsewhere) = (false, false);
    // (The two words before: "The stock goes into ..." is a part an
    // animal gives off after "the"; "get some", "take a little" a share
    // after a verb of holding.)
    let (mut before, mut last) = ("", "");
    for word in pieces(sentence, &ALPHANUMERIC) {
        if may_point(word)
            || ((last.eq_ignore_ascii_case("the")
                || (before.eq_ignore_ascii_case("the") && is_one_of(last, COOKED)))
                && is_one_of(word, ANIMAL_PARTS))
            || (may_share(word)
                && (is_one_of(last, HOLDS)
                    || (last.eq_ignore_ascii_case("a") && is_one_of(before, HOLDS))))
        {
            english = true;
            break;
        }
        (before, last) = (last, word);
        elsewhere = elsewhere || may_point_elsewhere(word);
    }
    if !english && !elsewhere {
        return false;
    }
    if !may_name_meat_free_food(sentence, meat_free) {
        return false;
    }
    // A sentence with an English pointing word is read as English; any
    // other in each tongue one of whose pointing words it holds.
    if english {
        return ties_in(&ENGLISH, sentence, meat_free, false);
    }
    let mut tongues = [false; TONGUES.len()];
    for word in pieces(sentence, &ALPHANUMERIC) {
        for (found, t) in tongues.iter_mut().zip(TONGUES).skip(1) {
            *found = *found || points_in(t, word);
        }
    }
    TONGUES
        .iter()
        .zip(tongues)
        .any(|(t, found)| found && ties_in(t, sentence, meat_free, false))
}

/// Whether a word of `text` may name meat-free food, asked before any
/// other work. (A dish's word is asked of the menu only where a word
/// before it may pick it out, or its capital names it.)
fn may_name_meat_free_food(text: &str, meat_free: &dyn Fn(&str) -> bool) -> bool {
    let mut picked = false;
    pieces(text, &ALPHANUMERIC).any(|word| {
        let found = is_a_diet_word(word)
            || (word.starts_with(['v', 'V']) && is_a_vegetable(word))
            || ((picked || word.starts_with(|c: char| c.is_uppercase()))
                && (meat_free(singular(word)) || is_a_plural_y(word)));
        picked = picked || is_one_of(word, DEFINITE);
        found
    })
}

/// Whether `word` may be a pointing word of the other tongues (German,
/// Spanish, French), asked by its length first as [`may_point`].
fn may_point_elsewhere(word: &str) -> bool {
    let same = |list: &[&str]| list.iter().any(|w| word.eq_ignore_ascii_case(w));
    match word.len() {
        1 => same(&["l", "y"]),
        2 => same(&["es", "er", "lo", "la", "le", "en", "ca", "el"]),
        3 => same(&[
            "sie", "die", "der", "das", "den", "dem", "eso", "los", "las", "les", "ça", "Ça", "ahi",
        ]),
        4 => same(&["dort", "esto", "alli", "ahí", "cela", "ceci", "meme"]),
        5 => same(&[
            "damit", "davon", "darin", "selbe", "misma", "mismo", "allí", "même", "memes",
        ]),
        6 => same(&["darauf", "daraus", "selben", "mismas", "mismos", "mêmes"]),
        7 => same(&["gleiche"]),
        8 => same(&[
            "dasselbe", "dieselbe", "derselbe", "gleichen", "gleicher", "gleiches",
        ]),
        9 => same(&["denselben", "derselben", "demselben"]),
        _ => false,
    }
}

/// Whether `word` is one of the pointing words of tongue `t`.
fn points_in(t: &Tongue, word: &str) -> bool {
    is_one_of(word, t.pointers)
        || is_one_of(word, t.demonstratives)
        || is_one_of(word, t.possessives)
        || is_one_of(word, t.definite)
}

/// The tie of [`ties_a_pointer_to_meat_free_food`], read in tongue `t`.
fn ties_in(t: &Tongue, sentence: &str, meat_free: &dyn Fn(&str) -> bool, relative: bool) -> bool {
    let mut words: Vec<Word> = Vec::new();
    let mut last_end = 0;
    for word in pieces(sentence, &ALPHANUMERIC) {
        let at = word.as_ptr() as usize - sentence.as_ptr() as usize;
        let gap = &sentence[last_end..at];
        let opens = words.is_empty()
            || gap.contains([',', ';', ':', '(', ')', '—', '–'])
            || gap.contains(" - ")
            || is_one_of(word, t.clause_words);
        last_end = at + word.len();
        words.push(Word {
            text: word,
            opens,
            continues: false,
            relative: false,
        });
    }
    if let Some(first) = words.first_mut() {
        first.relative = relative;
    }
    // "Die kommt in jede Suppe, auch in die vegetarische": a clause of only
    // a word of putting, or "also" and one, goes on with the clause before
    // it, and the pointing word there is put in the food it names.
    for i in 1..words.len() {
        // ("..., et aussi dans ...": "also" words may come in a row.)
        let goes_on = || {
            words[i..]
                .iter()
                .find(|w| !is_one_of(w.text, t.also))
                .is_some_and(|w| is_one_of(w.text, t.into))
        };
        if words[i].opens && goes_on() {
            words[i].opens = false;
            words[i].continues = true;
        }
    }
    // "The stock goes into every soup, the veggie ones too", "..., auch
    // die vegetarischen": a clause of only a meat-free food's diet word,
    // its articles and words of "also" says again what the clause before
    // said, of that food.
    for i in 1..words.len() {
        let end = (i + 1..words.len())
            .find(|&j| words[j].opens)
            .unwrap_or(words.len());
        let only_the_food = words[i..end].iter().all(|w| {
            is_one_of(w.text, t.also)
                || is_one_of(w.text, t.articles)
                || is_one_of(w.text, &["ones", "one", "too", "as", "well"])
                || is_a_diet_word(w.text)
        });
        if words[i].opens && only_the_food && words[i..end].iter().any(|w| is_a_diet_word(w.text)) {
            words[i].opens = false;
        }
    }
    let foods: Vec<usize> = (0..words.len())
        .filter(|&i| names_meat_free_food(t, &words, i, meat_free))
        .collect();
    if foods.is_empty() {
        return false;
    }
    // "Our veggie curries, soups and stews get some too": a share standing
    // alone names nothing of its own, so the food getting it may be named
    // anywhere before it in the sentence, across a list's commas; only a
    // word denying between them keeps it out.
    let shared = |food: usize| {
        (food + 1..words.len()).any(|i| {
            share_standing_alone(t, &words, i)
                .is_some_and(|end| !words[food..end].iter().any(|w| is_one_of(w.text, NEGATORS)))
        })
    };
    foods.iter().any(|&food| {
        if !t.shares.is_empty() && shared(food) {
            return true;
        }
        let clause_start = (0..=food).rev().find(|&i| words[i].opens).unwrap_or(0);
        let clause_end = (food + 1..words.len())
            .find(|&i| words[i].opens)
            .unwrap_or(words.len());
        let clause = &words[clause_start..clause_end];
        let food = food - clause_start;
        !clause.iter().any(|w| is_one_of(w.text, NEGATORS))
            && (pointer_put_into(t, clause, food) || food_holds_a_pointer(t, clause, food))
    })
}

/// Whether `word` may be an English pointing word ([`POINTERS`],
/// [`DEMONSTRATIVES`], [`POSSESSIVES`]), asked by its length first: most
/// words of a review are asked.
fn may_point(word: &str) -> bool {
    let same = |list: &[&str]| list.iter().any(|w| word.eq_ignore_ascii_case(w));
    match word.len() {
        2 => same(&["it"]),
        3 => same(&["its"]),
        4 => same(&["them", "that", "this", "same"]),
        5 => same(&["those", "these", "their"]),
        _ => false,
    }
}

/// Whether `word` may be a relative pronoun of any tongue, asked by its
/// length first as [`may_point`]: every product's next words are asked.
fn may_relate(word: &str) -> bool {
    let same = |list: &[&str]| list.iter().any(|w| word.eq_ignore_ascii_case(w));
    match word.len() {
        2 => same(&["qu"]),
        3 => same(&["der", "die", "das", "den", "dem", "que", "qui"]),
        4 => same(&["that", "cual"]),
        5 => same(&["which"]),
        6 => same(&["welche", "cuales"]),
        7 => same(&["welcher", "welches", "welchen", "welchem"]),
        _ => false,
    }
}

/// Whether `word` may be a share standing alone ([`SHARES`] not
/// [`COUNTED`]), asked by its length first as [`may_point`].
fn may_share(word: &str) -> bool {
    let same = |list: &[&str]| list.iter().any(|w| word.eq_ignore_ascii_case(w));
    match word.len() {
        3 => same(&["all", "any", "bit"]),
        4 => same(&["some", "most", "dash"]),
        5 => same(&["touch"]),
        6 => same(&["little"]),
        _ => false,
    }
}

/// Whether `word` is a diet's word ("vegan", "veggie", "vg").
pub(crate) fn is_a_diet_word(word: &str) -> bool {
    matches!(
        word.as_bytes()[0].to_ascii_lowercase(),
        b'v' | b'm' | b'c' | b'p'
    ) && ((DIET_STARTS.iter().any(|diet| starts_with(word, diet)) && !is_a_vegetable(word))
        || is_one_of(word, DIET_WORDS)
        || word.eq_ignore_ascii_case("plant"))
}

/// Whether `word` opens on `head`, in any case.
fn starts_with(word: &str, head: &str) -> bool {
    word.get(..head.len())
        .is_some_and(|start| start.eq_ignore_ascii_case(head))
}

/// Whether `word` is "vegetable" or its plural.
fn is_a_vegetable(word: &str) -> bool {
    starts_with(word, "vegetab")
}

/// Whether word `i`, a vegetable, opens a kind of dish ("vegetable
/// curries", "vegetable sides"): the restaurant's meat-free food.
fn a_vegetable_dish(words: &[Word], i: usize) -> bool {
    words.get(i + 1).is_some_and(|next| {
        let next = next.text;
        let kind = |word: &str| is_one_of(word, crate::evidence::DISH_KINDS);
        is_one_of(next, VEGETABLE_DISHES)
            || kind(singular(next))
            || (is_a_plural_y(next) && kind(&format!("{}y", &next[..next.len() - 3])))
    })
}

/// Whether `word` is a plural in "-ies" ("patties"), whose singular ends
/// in "y".
fn is_a_plural_y(word: &str) -> bool {
    word.len() >= 5
        && word
            .get(word.len() - 3..)
            .is_some_and(|end| end.eq_ignore_ascii_case("ies"))
}

/// Whether word `i` names meat-free food: a diet word not describing
/// people ("my vegan friends", "great for vegans"), or a meat-free dish's
/// word.
fn names_meat_free_food(
    t: &Tongue,
    words: &[Word],
    i: usize,
    meat_free: &dyn Fn(&str) -> bool,
) -> bool {
    let word = words[i].text;
    if is_a_vegetable(word) {
        return a_vegetable_dish(words, i);
    }
    let diet = is_a_diet_word(word)
        || (word.eq_ignore_ascii_case("plant")
            && words
                .get(i + 1)
                .is_some_and(|next| next.text.eq_ignore_ascii_case("based")));
    if diet {
        return !is_one_of(word, DIET_PEOPLE)
            && !words
                .get(i + 1)
                .is_some_and(|next| is_one_of(next.text, PEOPLE));
    }
    let listed = meat_free(singular(word))
        // "Patties" of a "Patty".
        || (is_a_plural_y(word) && meat_free(&format!("{}y", &word[..word.len() - 3])));
    // A dish is named by its head word where the word is printed as a
    // name ("Delight") or a word of the text's own picks it out ("the
    // noodle roll", "their patties"); "it comes with rice" names rice.
    listed
        && (word.chars().next().is_some_and(char::is_uppercase)
            || (i.saturating_sub(8)..i)
                .rev()
                .take_while(|&j| {
                    !is_one_of(words[j].text, t.into) && (j + 1 == i || !words[j + 1].opens)
                })
                .any(|j| is_one_of(words[j].text, DEFINITE)))
}

/// A pointing word at `i` of the clause, and where its words end ("its
/// fat", "the same broth" end at their part).
fn pointer_at(t: &Tongue, clause: &[Word], i: usize) -> Option<usize> {
    let word = clause[i].text;
    if clause[i].relative {
        return Some(i + 1);
    }
    // "The stock goes into every soup", "Der Sud geht in alle Suppen": a
    // part an animal gives off, as the known subject of a verb of putting,
    // is the part of the product named before.
    // ("The braising liquid": one word of cooking may come between.)
    let part = if clause
        .get(i + 1)
        .is_some_and(|w| is_one_of(w.text, t.cooked))
    {
        i + 2
    } else {
        i + 1
    };
    if clause[i].opens
        && is_one_of(word, t.definite)
        && clause
            .get(part)
            .is_some_and(|part| is_one_of(part.text, t.animal_parts))
        && clause[part + 1..]
            .iter()
            .take_while(|w| !w.opens)
            .any(|w| is_one_of(w.text, t.part_puts))
    {
        return Some(part + 1);
    }
    if is_one_of(word, t.pointers) {
        return Some(i + 1);
    }
    if is_one_of(word, t.demonstratives) {
        if t.demonstrative_opens && !clause[i].opens {
            return None;
        }
        let english = t.puts.is_empty();
        return clause
            .get(i + 1)
            .map_or(english, |next| {
                (english && next.opens) || is_one_of(next.text, t.demonstrative_verbs)
            })
            .then_some(i + 1);
    }
    if let Some(end) = share_standing_alone(t, clause, i) {
        return Some(end);
    }
    if is_one_of(word, t.possessives) {
        let their = word.eq_ignore_ascii_case("their");
        let a_part =
            |text: &str| is_one_of(text, t.animal_parts) || (!their && is_one_of(text, t.parts));
        // One describing word may come between ("its own juices").
        return (i + 1..clause.len().min(i + 3))
            .take_while(|&j| !clause[j].opens)
            .find(|&j| a_part(clause[j].text))
            .map(|j| j + 1);
    }
    None
}

/// "The veggie curries get some too", "take a little": a share standing
/// alone right after a verb of holding, which names nothing of its own (it
/// ends its clause, or "too", "also", "as well" follow), and where it
/// ends. "Get some rice" and "has one too" (a dish of its own) are none.
fn share_standing_alone(t: &Tongue, clause: &[Word], i: usize) -> Option<usize> {
    let a_share = |at: usize| {
        clause
            .get(at)
            .is_some_and(|w| is_one_of(w.text, t.shares) && !is_one_of(w.text, COUNTED))
    };
    let end = if a_share(i) {
        i + 1
    } else if clause[i].text.eq_ignore_ascii_case("a") && a_share(i + 1) {
        i + 2
    } else {
        return None;
    };
    let held = i > 0 && is_one_of(clause[i - 1].text, t.holds);
    // "Some of the drippings", "a bit of that stock": a part, not a food
    // of its own, after "of".
    let of_a_part = || {
        clause[end].text.eq_ignore_ascii_case("of")
            && (end + 1..clause.len().min(end + 4))
                .take_while(|&j| !clause[j].opens)
                .any(|j| {
                    is_one_of(clause[j].text, t.parts) || is_one_of(clause[j].text, t.animal_parts)
                })
    };
    let alone = end >= clause.len()
        || clause[end].opens
        || is_one_of(clause[end].text, &["too", "also", "as"])
        || of_a_part();
    (held && alone).then_some(end)
}

/// "It is in the vegan greens", "They put it in the veggie one", "Its fat
/// goes into the vegan rice": a pointing word, then words putting it in or
/// on the food, before the food's name ("in the Korean BBQ Tofu Plate").
fn pointer_put_into(t: &Tongue, clause: &[Word], food: usize) -> bool {
    // The word putting it in the food: the nearest before the food's name,
    // past no other word of place or holding ("It is in Chinatown near
    // lots of vegan places" puts nothing in them).
    let mut into = None;
    let mut j = food;
    while j > food.saturating_sub(8) {
        j -= 1;
        let word = clause[j].text;
        if is_one_of(word, t.into) || is_a_base_of(clause, j) {
            into = Some(j);
            break;
        }
        // "In all of the vegan mains": a share of the food is the food.
        if word.eq_ignore_ascii_case("of") && j > 0 && is_one_of(clause[j - 1].text, SHARES) {
            j -= 1;
            continue;
        }
        if is_one_of(word, t.holds)
            || is_one_of(word, t.stops)
            || is_one_of(word, t.not_its_place) && !is_one_of(word, t.articles)
            || pointer_at(t, clause, j).is_some()
        {
            return false;
        }
    }
    let Some(mut into) = into else {
        return false;
    };
    // "..., auch in die vegetarische": what was put in before the comma is
    // put in the food, so the pointing word is sought before that word of
    // putting; without one nothing was put in.
    // (The clause went on at the word of putting or at the "also" words
    // right before it.)
    let went_on = |into: usize| {
        (0..=into)
            .rev()
            .take_while(|&k| k == into || is_one_of(clause[k].text, t.also))
            .find(|&k| clause[k].continues)
    };
    while let Some(from) = went_on(into) {
        let Some(before) = (from.saturating_sub(8)..from)
            .rev()
            .find(|&k| is_one_of(clause[k].text, t.into))
        else {
            return false;
        };
        into = before;
    }
    // Pairing is no putting in: "it goes well with the vegan greens".
    if clause[into].text.eq_ignore_ascii_case("with")
        && into > 0
        && is_one_of(
            clause[into - 1].text,
            &["well", "nicely", "perfectly", "pairs", "paired"],
        )
    {
        return false;
    }
    let base = is_a_base_of(clause, into);
    (into.saturating_sub(7)..into).any(|i| {
        pointer_at(t, clause, i).is_some_and(|after| {
            after <= into
                && (base
                    || !clause[after..into]
                        .iter()
                        .any(|w| is_one_of(w.text, t.not_its_place)))
                // (The verb may close the clause: "die in jede Suppe kommt".)
                && (t.puts.is_empty() || clause[i..].iter().any(|w| is_one_of(w.text, t.puts)))
        })
    })
}

/// "The base of", "part of": what the food is made from.
fn is_a_base_of(clause: &[Word], j: usize) -> bool {
    clause[j].text.eq_ignore_ascii_case("of")
        && j > 0
        && is_one_of(clause[j - 1].text, &["base", "part", "basis", "backbone"])
}

/// "The vegan greens had some of it on top", "cooked in its juices",
/// "uses the same broth", "las flautas veganas las echan ahí": the food,
/// then words saying it holds what a pointing word names.
fn food_holds_a_pointer(t: &Tongue, clause: &[Word], food: usize) -> bool {
    (food + 1..clause.len().min(food + 9)).any(|i| {
        let word = clause[i].text;
        let between = &clause[food + 1..i];
        pointer_at(t, clause, i).is_some()
            && t.held
                .is_none_or(|held| is_one_of(word, held) || is_one_of(word, t.possessives))
            && if is_one_of(word, t.places) {
                between.iter().any(|w| is_one_of(w.text, t.puts))
            } else {
                between.iter().any(|w| is_one_of(w.text, t.holds))
            }
    })
}

/// Builds this module's word sets now rather than at their first look-up
/// (`crate::lexicon::warm_up`).
pub(crate) fn build_word_sets() {
    PART_TRIGGERS.build_now();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ties(text: &str) -> bool {
        pointed_back_to(text, 0, &|word| is_one_of(word, &["laksa", "dumpling"])).is_some()
    }

    #[test]
    fn a_pointing_word_bound_to_meat_free_food_ties_it() {
        for text in [
            ". It ends up in the vegan laksa as well.",
            ". They stir it into the veggie stew.",
            ". Its drippings go over the plant-based potatoes.",
            ". The vegan dumplings get a spoonful of it.",
            ". The laksa is simmered in its bones, I was told.",
            ". The same stock is the base of the vegetarian soup.",
            ". Nice place. That goes on the vegan noodles too.",
            ". Is it in the vegan laksa too?",
            ". It also goes in the Crispy Tofu Laksa.",
            ". The same broth is the base of all of the vegan mains.",
            ". It goes in every curry here, also in the vegan one.",
        ] {
            assert!(ties(text), "{text:?}");
        }
    }

    #[test]
    fn a_part_named_by_how_it_was_cooked_points_back_only_where_it_is_put_in() {
        for text in [
            ". The braising liquid is what they pour over the vegan laksa.",
            ". The pan drippings get poured on the veggie dumplings.",
        ] {
            assert!(ties(text), "{text:?}");
        }
        for text in [
            ". The braising liquid in the vegan laksa was thin.",
            ". The cooking class next to the vegan laksa stall was fun.",
        ] {
            assert!(!ties(text), "{text:?}");
        }
    }

    /// Where the sentence naming a "rendang" starts and the pointing one
    /// ends, of `text`.
    fn pointed_back_to_the_rendang(text: &str) -> Option<(usize, usize)> {
        let meat_free = |word: &str| is_one_of(word, &["laksa", "dumpling"]);
        pointing_back_to_what(text, &meat_free, &mut |sentence: &str| {
            sentence.to_ascii_lowercase().contains("rendang")
        })
    }

    #[test]
    fn a_sentence_naming_the_dish_is_found_within_reach_of_the_pointing_one() {
        let text = "Came on a Sunday. The rendang was rich. Its gravy goes in the vegan laksa.";
        let start = text.find("The rendang").unwrap();
        assert_eq!(pointed_back_to_the_rendang(text), Some((start, text.len())));
        let far = "The rendang was rich. We sat outside. It rained. It goes in the vegan laksa.";
        assert_eq!(pointed_back_to_the_rendang(far), None);
        // Naming the dish and pointing to meat-free food that holds
        // nothing of it.
        let apart = "The rendang was rich. The vegan laksa was great too.";
        assert_eq!(pointed_back_to_the_rendang(apart), None);
        // A pointing sentence first in the text reaches back to nothing.
        assert_eq!(
            pointed_back_to_the_rendang("It goes in the vegan laksa, rendang or not."),
            None
        );
    }

    #[test]
    fn a_pointing_word_not_bound_to_meat_free_food_ties_nothing() {
        for text in [
            ". It was also lovely to find vegan dishes.",
            ". The vegan laksa was superb as well.",
            ". It's a cosy spot with vegan choices too.",
            ". I'd bring my vegan friends along with it in mind.",
            ". It is great for vegans too.",
            ". Loved it, and the vegan laksa too.",
            ". It never goes into the vegan laksa.",
            ". The vegan dumplings don't get any of it.",
            ". The vegan laksa is free of it.",
            ". Our vegan laksa uses kombu instead of it.",
            ". The vegan dumplings are kept away from it.",
            ". Their vegan menu is short but good.",
            ". The vegan laksa is as good as it gets.",
            ". Great service. Quick too. It is in the vegan laksa.",
            ". It is in Chinatown near lots of vegan places.",
            ". It was nice to see vegan dishes on the menu.",
            ". It comes with laksa noodles on the side.",
            ". It's great, and in the vegan laksa there is tofu.",
            ". It was lovely, also in the vegan laksa.",
            ". It was lovely, and also in the vegan laksa.",
        ] {
            assert!(!ties(text), "{text:?}");
        }
    }

    #[test]
    fn a_share_standing_alone_after_meat_free_food_ties_it() {
        for text in [
            ". Our veggie laksa gets some too.",
            ". The vegetable stews take a little as well.",
            ". The vegan dumplings, the tofu and the greens get a bit too.",
            ". The vegan laksa has some of the drippings too.",
            ". Vegie dumplings got a dash also.",
        ] {
            assert!(ties(text), "{text:?}");
        }
    }

    #[test]
    fn a_share_naming_food_of_its_own_or_denied_ties_nothing() {
        for text in [
            ". The vegan menu has one too.",
            ". The vegan dumplings get some rice too.",
            ". The vegan laksa has some of the best tofu in town.",
            ". The vegan laksa never gets any.",
            ". The vegetable market has some too.",
            ". Some vegan dumplings were nice too.",
        ] {
            assert!(!ties(text), "{text:?}");
        }
    }

    #[test]
    fn a_known_part_put_in_meat_free_food_ties_it() {
        for text in [
            ". The drippings get poured over all the potatoes, the vegan ones as well.",
            ". The stock ends up in the vegan laksa.",
            ". Das Fett kommt in alle Bratkartoffeln, auch die veganen.",
            ". El caldo va en todas las sopas, también en las veganas.",
            ". Le bouillon va dans toutes les soupes, même les végétariennes.",
        ] {
            assert!(ties(text), "{text:?}");
        }
    }

    #[test]
    fn a_known_part_not_put_in_meat_free_food_ties_nothing() {
        for text in [
            ". The broth in the vegan laksa was lighter.",
            ". The stock never goes into the vegan soups.",
            ". The fat goes into the pork buns, not the vegan ones.",
            ". Die Brühe der vegetarischen Suppe ist aus Gemüse.",
            ". The stock goes into every soup, and the vegan ones are great.",
        ] {
            assert!(!ties(text), "{text:?}");
        }
    }

    /// Whether the rest of `text` after `product` takes it up by a
    /// relative pronoun into meat-free food.
    fn taken_up(text: &str, product: &str) -> bool {
        let end = text.find(product).unwrap() + product.len();
        taken_up_by_a_relative(text, end, text.len(), &|word| is_one_of(word, &["laksa"]))
    }

    #[test]
    fn a_relative_pronoun_putting_the_product_in_meat_free_food_ties_it() {
        for (text, product) in [
            (
                "Smoked ham hocks, which also go into the vegan collards.",
                "ham",
            ),
            (
                "We render duck fat that ends up in the veggie fries too.",
                "duck",
            ),
            (
                "Wir räuchern Speck, der in jeden Eintopf kommt, auch in den vegetarischen.",
                "Speck",
            ),
            (
                "Hacemos chicharrón, que también va en las gorditas veganas.",
                "chicharrón",
            ),
            (
                "Nous confisons du canard, qui va aussi dans les lentilles végétariennes.",
                "canard",
            ),
            ("Beef bone marrow, which enriches the Tofu Laksa.", "marrow"),
        ] {
            assert!(taken_up(text, product), "{text:?}");
        }
    }

    #[test]
    fn a_relative_pronoun_keeping_the_product_apart_ties_nothing() {
        for (text, product) in [
            (
                "Smoked ham hocks, which never go into the vegan collards.",
                "ham",
            ),
            (
                "Wir räuchern Speck, der nie in die vegetarischen Gerichte kommt.",
                "Speck",
            ),
            (
                "Pork belly, which we serve with rice, and the vegan curry are both great.",
                "Pork",
            ),
            ("Chorizo, que es lo mejor, y los tacos veganos.", "Chorizo"),
            (
                "Duck confit was great, and the vegan laksa was fine.",
                "Duck",
            ),
            ("Lamb, which the vegan laksa does not have.", "Lamb"),
        ] {
            assert!(!taken_up(text, product), "{text:?}");
        }
    }

    #[test]
    fn a_german_pointing_word_bound_to_meat_free_food_ties_it() {
        for text in [
            "Der Speck ist der Hit. Die geht bei uns in jeden Eintopf, auch in den vegetarischen.",
            ". Dasselbe Fett kommt in die veganen Bratkartoffeln.",
            ". Die vegetarischen Knödel werden damit gekocht.",
            ". Es landet auch in der veganen Gulaschsuppe.",
            ". Die kommt an die vegetarischen Gerichte.",
        ] {
            assert!(ties(text), "{text:?}");
        }
    }

    #[test]
    fn a_german_pointing_word_not_bound_to_meat_free_food_ties_nothing() {
        for text in [
            "Die Haxe ist super. Es gibt auch vegetarische Suppen.",
            ". Die kommt nie an die vegetarischen Gerichte.",
            ". Die vegetarischen Knödel bekommt man dort auch.",
            ". Sie hat uns mit vegetarischen Tipps geholfen.",
            ". Die Suppe ist super, die vegetarische auch.",
            ". Es war schön, dass es vegane Gerichte gibt.",
            ". Die vegetarische Suppe wird ohne die Brühe gekocht.",
        ] {
            assert!(!ties(text), "{text:?}");
        }
    }

    #[test]
    fn a_spanish_pointing_word_bound_to_meat_free_food_ties_it() {
        for text in [
            "El chicharrón es lo mejor. Con eso fríen también las empanadas veganas.",
            ". La misma manteca la usan para las gorditas veganas.",
            ". Los chiles rellenos veganos también los meten ahí después.",
            ". Lo ponen en el pozole vegano.",
            ". Eso va en los frijoles, y en los tamales veganos.",
        ] {
            assert!(ties(text), "{text:?}");
        }
    }

    #[test]
    fn a_spanish_pointing_word_not_bound_to_meat_free_food_ties_nothing() {
        for text in [
            "Las carnitas son las mejores. También hay tacos veganos muy buenos.",
            ". Eso nunca va en los tacos veganos.",
            ". Los tacos veganos los hacen en otra sartén.",
            ". Comimos los tacos veganos ahí.",
            ". Los tacos veganos que venden ahí son ricos.",
            ". Eso es ideal para veganos.",
            ". La misma manteca la usan para todo menos para las gorditas veganas.",
            ". Lo recomiendo a mis amigos veganos.",
        ] {
            assert!(!ties(text), "{text:?}");
        }
    }

    #[test]
    fn a_french_pointing_word_bound_to_meat_free_food_ties_it() {
        for text in [
            "Le confit est fondant. On en met dans la soupe végétarienne aussi.",
            ". La même graisse sert pour les galettes véganes.",
            ". Les légumes végétariens sont cuits avec ça.",
            ". Ça va dans le couscous végétarien, et aussi dans les plats véganes.",
        ] {
            assert!(ties(text), "{text:?}");
        }
    }

    #[test]
    fn a_french_pointing_word_not_bound_to_meat_free_food_ties_nothing() {
        for text in [
            "Le confit est fondant. Il y a aussi des plats végétariens.",
            ". On n'en met jamais dans la soupe végétarienne.",
            ". Les galettes véganes sont cuites à part, sans ça.",
            ". Je le recommande à mes amis végétariens.",
            ". Ça, c'est un bon endroit pour les végétariens.",
        ] {
            assert!(!ties(text), "{text:?}");
        }
    }

    #[test]
    fn the_quick_test_knows_every_other_tongues_pointing_word() {
        for t in TONGUES.iter().skip(1) {
            for word in t
                .pointers
                .iter()
                .chain(t.demonstratives)
                .chain(t.possessives)
                .chain(t.definite)
            {
                assert!(may_point_elsewhere(word), "{word}");
                assert!(may_point_elsewhere(&word.to_ascii_uppercase()), "{word}");
                assert!(points_in(t, word), "{word}");
            }
        }
        assert!(!may_point_elsewhere("the") && !may_point_elsewhere("a"));
    }

    #[test]
    fn the_quick_test_knows_every_pointing_word() {
        for word in POINTERS.iter().chain(DEMONSTRATIVES).chain(POSSESSIVES) {
            assert!(may_point(word), "{word}");
            assert!(may_point(&word.to_uppercase()), "{word}");
        }
        for word in SHARES.iter().filter(|word| !is_one_of(word, COUNTED)) {
            assert!(may_share(word) && !may_point(word), "{word}");
            assert!(may_share(&word.to_uppercase()), "{word}");
        }
        for word in COUNTED {
            assert!(!may_share(word), "{word}");
        }
        for word in TONGUES.iter().flat_map(|t| t.relatives) {
            assert!(
                may_relate(word) && may_relate(&word.to_uppercase()),
                "{word}"
            );
        }
        assert!(!may_point("the") && !may_point("item") && !may_point("to"));
    }
}

// "The same sauce", "that broth", "this fat" said of meat-free food, in
// the languages the tongues above read no pointing words of (Dutch
// "diezelfde saus", Polish "na tym samym wywarze", Russian "на том же
// бульоне", Japanese "これで揚げています") as well as in those they do,
// read as a whole sentence: a word for "same", "this" or "that" before a
// word for a sauce, broth, fat, oil or liquid, or a word for "on it" or
// "in it", in a sentence that names meat-free food and denies nothing.
//
// Such a sentence carries over whatever the sentence it points back to
// put in that sauce or broth. Two readings ask it:
// - after a sentence naming an animal product ("De kip wordt in de
//   pindasaus gestoofd. Met diezelfde saus ..."), the product is carried
//   into the meat-free food ([`part_pointed_back_to`]), as
//   [`pointed_back_to`] does for the tongues' own pointing words;
// - beside a sentence in a language the engine does not read, before or
//   after it, or in one, nobody can say what the sauce holds: the engine
//   does not trust it ([`points_past_an_unread_sentence`]), in a text in
//   any script (a language typed without its diacritics is ASCII: "zupa
//   jarzynowa na tym samym wywarze", "ayni suyla", "cung nuoc dung"). A
//   pointer beside sentences it reads whole and finds no animal product in
//   ("We make our tomato sauce fresh. The same sauce goes on the vegan
//   pizza.") keeps the fit.

use crate::lexicon::{WordSet, word_keys};

/// Words for "same" before a part: the tongues' own ("the same sauce",
/// "dieselbe Soße", "la misma salsa", "la même sauce"), and those of the
/// languages only this reading reads ("dezelfde saus", "tym samym
/// wywarze", "lo stesso brodo", "o mesmo caldo", Czech "ve stejném
/// vývaru", Turkish "aynı suyla", Vietnamese "cùng nước dùng", Tagalog
/// "sa parehong sabaw"), as typed without their diacritics too; Russian
/// says it after the demonstrative ("том же"), read by [`RUSSIAN_SAME`].
#[rustfmt::skip]
const SAME_ABROAD: &[&str] = &[
    "zelfde", "dezelfde", "diezelfde", "hetzelfde", "datzelfde", "sam", "sama", "samo",
    "samym", "samej", "samego", "samą", "samych", "stesso", "stessa", "stessi",
    "mesmo", "mesma", "mesmos", "mesmas", "stejny", "stejna", "stejne", "stejnem", "stejnym",
    "stejneho", "stejnou", "stejný", "stejná", "stejné", "stejném", "stejným", "stejného",
    "ayni", "aynı", "cung", "cùng", "chung", "pareho", "parehong", "kaparehong", "parehas",
    "iisang", "самом", "самый", "самой", "самым",
];
/// The English word for "same" before a part.
const ENGLISH_SAME: &[&str] = &["same"];
joined!(
    SAME = ENGLISH_SAME,
    GERMAN.possessives,
    SPANISH.possessives,
    FRENCH.possessives,
    SAME_ABROAD
);

/// Russian words after which "же" makes "the same" ("в том же масле").
const RUSSIAN_SAME: &[&str] = &["том", "тот", "та", "то", "той", "тем", "тех", "те", "ту"];

/// Words for "this" or "that" before a part ("that broth", "dat vet", "ten
/// sos", "этот бульон").
#[rustfmt::skip]
const THIS_OR_THAT: &[&str] = &[
    "this", "that", "deze", "dit", "die", "dat", "ten", "ta", "tym", "tej", "tego", "tą",
    "tę", "этот", "эта", "это", "этом", "этим", "этой", "этого", "эту", "тот", "том", "тем",
    "той", "diese", "dieser", "diesem", "diesen", "dieses", "esa", "ese", "esta", "este", "cette",
    "ce", "cet", "questo", "questa", "esse", "essa", "nesse", "nessa", "neste", "nesta", "desse",
    "dessa", "deste", "desta", "tom", "tento", "tuto", "tomto", "bu", "bunda",
];

/// A sauce, broth, stock, fat, oil or liquid, in the cases a sentence puts
/// them.
#[rustfmt::skip]
const PARTS: &[&str] = &[
    "sauce", "gravy", "broth", "stock", "fat", "oil", "grease", "liquid", "juices", "drippings",
    "marinade", "jus", "water",
    "saus", "bouillon", "vet", "olie", "frituurvet", "bakvet", "vocht", "kookvocht",
    "sos", "sosie", "sosem", "sosu", "wywar", "wywaru", "wywarze", "wywarem", "bulion", "bulionie",
    "bulionem", "bulionu", "tłuszcz", "tłuszczu", "tłuszczem", "olej", "oleju", "olejem", "płyn",
    "płynie", "wodzie", "wodę",
    "соус", "соусе", "соусом", "соуса", "бульон", "бульоне", "бульоном", "бульона", "жир", "жире",
    "жиром", "жира", "масло", "масле", "маслом", "масла", "отвар", "отваре", "отваром", "отвара",
    "воде", "водой",
    "soße", "sosse", "brühe", "fond", "fett", "öl", "Öl", "sud", "flüssigkeit", "bratensaft",
    "salsa", "caldo", "grasa", "aceite", "jugo", "líquido", "liquido", "fondo", "manteca",
    "graisse", "huile", "liquide",
    "sugo", "brodo", "grasso", "olio", "molho", "gordura", "óleo", "oleo", "banha", "agua",
    // Polish typed without its diacritics; Czech, Turkish, Vietnamese
    // and Tagalog, with their diacritics and without.
    "tluszcz", "tluszczu", "tluszczem", "plyn", "plynie", "wode", "smalec", "smalcu",
    "vyvar", "vyvaru", "vyvarem", "vývar", "vývaru", "vývarem", "omacka", "omacce", "omackou",
    "omáčka", "omáčce", "omáčkou", "tuk", "tuku", "sadlo", "sadle", "oleji", "vode", "vodě",
    "su", "suyu", "suyla", "suda", "suyunda", "yag", "yagi", "yagda", "yagla", "yaginda", "yağ",
    "yağı", "yağda", "yağla", "yağında", "sosla", "sosta",
    "nuoc", "nước", "mo", "mỡ", "sot", "sốt",
    "sabaw", "sarsa", "mantika", "mantikang", "taba", "tubig",
];

/// Words for "on it", "in it", "with it" that point back alone (Polish,
/// Russian, Dutch, Czech, Vietnamese, Turkish).
#[rustfmt::skip]
const ON_IT: &[&[&str]] = &[
    &["na", "nim"], &["w", "nim"], &["na", "niej"], &["w", "niej"], &["na", "tym"],
    &["на", "нём"], &["на", "нем"], &["в", "нём"], &["в", "нем"], &["на", "нёй"], &["на", "ней"],
    &["в", "ней"], &["на", "этом"], &["в", "этом"],
    &["daarin"], &["daarmee"], &["ermee"], &["erin"], &["daarop"], &["erop"],
    &["v", "nem"], &["v", "něm"], &["na", "nem"], &["na", "něm"], &["trong", "do"],
    &["trong", "đó"], &["onunla"], &["onda"],
];

/// The words one of which every pointer of [`ties_a_part_back`] outside
/// Japanese holds (a part, or the first word of "on it"), capitalised
/// where a sentence may open with them: looked for before any other work,
/// as most sentences hold none.
static PART_TRIGGERS: WordSet = WordSet::new(|| {
    let mut words: Vec<&'static str> = PARTS.to_vec();
    words.extend(ON_IT.iter().filter_map(|phrase| phrase.first().copied()));
    words.extend(["На", "В"]);
    word_keys(&words)
});

/// Japanese pointers, found inside a run of the script ("これで揚げています",
/// fried in this; "同じ油", the same oil).
#[rustfmt::skip]
const JAPANESE_POINTERS: &[&str] = &[
    "これで", "それで", "同じ油", "同じスープ", "同じタレ", "同じだし", "同じ出汁", "その油",
    "この油", "そのスープ", "このスープ", "そのタレ", "このタレ", "その出汁", "この出汁",
];

/// Words that begin a diet's word in the languages this reading reads
/// ("vegetarische", "jarskiej", "постные", "wegańskie").
#[rustfmt::skip]
const DIET_STARTS_ABROAD: &[&str] = &[
    "vegan", "vegetar", "veggie", "meatless", "plantaardig", "vega", "jarsk", "wegetariańsk",
    "wegetariansk", "wegańsk", "wegansk", "bezmięsn", "bezmiesn", "постн", "вегетарианск",
    "веган", "végé", "vegé", "végan", "vegano", "vegana", "vegetal", "végétal",
    // The meat-free food of the languages typed without their diacritics
    // too: a vegetable soup or stew is the dish such a broth is said of
    // ("zupa jarzynowa", "zeleninová polévka", "sopa de legumes", "sebze
    // çorbası", "ginataang gulay", "phở chay").
    "vege", "jarzyn", "bezmas", "zeleninov", "legume", "vejetaryen", "vejeteryan", "etsiz", "sebze",
    "gulay", "chay",
];

/// Japanese diet words, found inside a run of the script.
const JAPANESE_DIET: &[&str] = &["ヴィーガン", "ビーガン", "ベジ", "精進", "菜食"];

/// Words that deny what the sentence says ("not the same sauce", "nie na
/// tym samym", "не на том же").
#[rustfmt::skip]
const NEGATORS_ABROAD: &[&str] = &[
    "not", "no", "never", "isn", "aren", "don", "doesn", "niet", "geen", "nooit", "nie", "nigdy",
    "не", "нет", "никогда", "nicht", "kein", "keine", "nunca", "jamás", "jamas", "ne",
    "pas", "jamais", "não", "nao", "non", "mai", "khong", "không", "degil", "değil", "hindi",
];

/// Whether `word` is one of `list`, letter case aside in any script (the
/// Cyrillic and Polish words open a sentence with their capital too).
fn is_one_of_in_any_case(word: &str, list: &[&str]) -> bool {
    if word.is_ascii() {
        return list.iter().any(|l| word.eq_ignore_ascii_case(l));
    }
    list.iter()
        .any(|l| word.chars().flat_map(char::to_lowercase).eq(l.chars()))
}

/// Whether `word` begins with one of `starts`, letter case aside.
fn starts_with_one_of(word: &str, starts: &[&str]) -> bool {
    starts.iter().any(|start| {
        let mut letters = word.chars().flat_map(char::to_lowercase);
        start.chars().all(|c| letters.next() == Some(c))
    })
}

/// The sentences of `text` as byte ranges, each with the sign that ends
/// it: ended by ".", "!", "?", a line's end, or the Japanese "。", "！",
/// "？" (the walks above end sentences at ASCII signs alone; a Japanese
/// pointer needs its own script's).
fn sentences_in_any_script(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut start = 0;
    let mut ends = text
        .char_indices()
        .filter(|(_, c)| matches!(c, '.' | '!' | '?' | '\n' | '。' | '！' | '？'))
        .map(|(at, c)| at + c.len_utf8())
        .chain(std::iter::once(text.len()));
    std::iter::from_fn(move || {
        loop {
            let end = ends.next()?;
            let range = (start, end);
            start = end;
            if text[range.0..range.1].chars().any(char::is_alphanumeric) {
                return Some(range);
            }
            if end == text.len() {
                return None;
            }
        }
    })
}

/// Whether `sentence` ties a word pointing back ("the same sauce", "na
/// tym samym wywarze", "daarin", "これで") to meat-free food it names: a
/// diet word, or a word `meat_free` says is a labelled meat-free dish's.
/// A sentence with a denial ties nothing.
pub(crate) fn ties_a_part_back(sentence: &str, meat_free: &dyn Fn(&str) -> bool) -> bool {
    let japanese = holds_a_japanese_pointer(sentence);
    if !japanese && !holds_a_part_trigger(sentence) {
        return false;
    }
    let words: Vec<&str> = pieces(sentence, &ALPHANUMERIC).collect();
    let points = japanese
        || words.iter().enumerate().any(|(i, &word)| {
            let part_follows = || {
                words[i + 1..]
                    .iter()
                    .take(2)
                    .any(|next| is_one_of_in_any_case(next, PARTS))
            };
            let russian_same = word == "же"
                && i > 0
                && is_one_of_in_any_case(words[i - 1], RUSSIAN_SAME)
                && part_follows();
            ((is_one_of_in_any_case(word, &SAME) || is_one_of_in_any_case(word, THIS_OR_THAT))
                && part_follows())
                || russian_same
                || ON_IT.iter().any(|phrase| {
                    words.get(i..i + phrase.len()).is_some_and(|at| {
                        at.iter()
                            .zip(*phrase)
                            .all(|(w, p)| is_one_of_in_any_case(w, &[*p]))
                    })
                })
        });
    // Portuguese "no" before "the same" is "in the" ("no mesmo caldo"),
    // no denial.
    let in_the_same = |i: usize| {
        words[i].eq_ignore_ascii_case("no")
            && words
                .get(i + 1)
                .is_some_and(|next| is_one_of_in_any_case(next, &SAME))
    };
    if !points
        || words
            .iter()
            .enumerate()
            .any(|(i, word)| is_one_of_in_any_case(word, NEGATORS_ABROAD) && !in_the_same(i))
    {
        return false;
    }
    JAPANESE_DIET.iter().any(|diet| sentence.contains(diet))
        || words.iter().any(|word| {
            starts_with_one_of(word, DIET_STARTS_ABROAD) || {
                let lower = word.to_lowercase();
                meat_free(&lower) || lower.strip_suffix('s').is_some_and(meat_free)
            }
        })
}

/// Whether `text` holds a Japanese pointer ([`JAPANESE_POINTERS`]).
fn holds_a_japanese_pointer(text: &str) -> bool {
    !text.is_ascii() && JAPANESE_POINTERS.iter().any(|p| text.contains(p))
}

/// The shapes of the words of [`PART_TRIGGERS`].
const PART_TRIGGER_SHAPES: WordShapes = {
    let mut shapes = WordShapes::EMPTY.with(PARTS).with(&["На", "В"]);
    let mut phrase = 0;
    while phrase < ON_IT.len() {
        shapes = shapes.with(ON_IT[phrase]);
        phrase += 1;
    }
    shapes
};

/// Whether `text` holds a word of [`PART_TRIGGERS`]. The words of a text
/// wholly in ASCII are its runs of ASCII letters and digits, found eight
/// bytes at a time and looked up only where their first byte and length
/// and last byte go with a trigger's: most review words go with none.
fn holds_a_part_trigger(text: &str) -> bool {
    if text.is_ascii() {
        return any_word_of(text, |start, end| {
            text.get(start..end).is_some_and(is_a_part_trigger)
        });
    }
    pieces(text, &ALPHANUMERIC).any(|word| PART_TRIGGERS.contains(word))
}

/// Whether a word of a text wholly in ASCII is one of [`PART_TRIGGERS`],
/// its first two bytes and length, then its shape, looked at first: the
/// shape alone lets through many short words of a review ("was", "so"),
/// and a look-up in the set costs more than all the looks before it.
#[inline(always)]
pub(crate) fn is_a_part_trigger(word: &str) -> bool {
    let bytes = word.as_bytes();
    PART_TRIGGER_PAIRS[pair_of(bytes)] & (1 << bytes.len().min(15)) != 0
        && PART_TRIGGER_SHAPES.may_hold(word)
        && PART_TRIGGERS.contains(word)
}

/// By a word's first two bytes (`swar::pair_of`), the lengths (a bit each,
/// fifteen for any longer) of the words of [`PART_TRIGGERS`] that open
/// with them: a word whose opening and length go with none is no trigger.
pub(crate) const PART_TRIGGER_PAIRS: [u16; 1024] = {
    const fn add(table: &mut [u16; 1024], word: &str) {
        let bytes = word.as_bytes();
        let length = if bytes.len() < 15 { bytes.len() } else { 15 };
        table[pair_of(bytes)] |= 1 << length;
    }
    let mut table = [0u16; 1024];
    let mut part = 0;
    while part < PARTS.len() {
        add(&mut table, PARTS[part]);
        part += 1;
    }
    let mut phrase = 0;
    while phrase < ON_IT.len() {
        add(&mut table, ON_IT[phrase][0]);
        phrase += 1;
    }
    add(&mut table, "На");
    add(&mut table, "В");
    table
};

/// Whether a text may hold a pointer [`ties_a_part_back`] reads (a word of
/// [`PART_TRIGGERS`] or a Japanese pointer), worked out once for the text
/// and shared by every reading that asks: a sentence of a text that holds
/// none holds none either, so the readings of the sentences after each
/// product, and of the whole text, are skipped without a look at their
/// words. Worked out when first asked, unless a pass over the text's
/// words that looked for the triggers already ([`PartPointers::found`]).
#[derive(Debug)]
pub(crate) struct PartPointers<'t> {
    text: &'t str,
    held: std::cell::OnceCell<bool>,
}

impl<'t> PartPointers<'t> {
    /// For `text`, not looked at yet.
    pub(crate) fn of(text: &'t str) -> PartPointers<'t> {
        PartPointers {
            text,
            held: std::cell::OnceCell::new(),
        }
    }

    /// For `text` wholly in ASCII, whose every word a pass has asked
    /// [`is_a_part_trigger`] of: `held` is what it found. (A text outside
    /// ASCII is split into words otherwise, and may hold a Japanese
    /// pointer: it is left to be looked at when asked.)
    pub(crate) fn found(text: &'t str, held: bool) -> PartPointers<'t> {
        match text.is_ascii() {
            true => PartPointers::found_as(text, held),
            false => PartPointers::of(text),
        }
    }

    /// For `text`, where a look at the whole text would cost more than it
    /// spares (a reader that asks of one product's next sentences only):
    /// every sentence asked is read for itself.
    pub(crate) fn unasked(text: &'t str) -> PartPointers<'t> {
        PartPointers::found_as(text, true)
    }

    fn found_as(text: &'t str, held: bool) -> PartPointers<'t> {
        let pointers = PartPointers::of(text);
        let _ = pointers.held.set(held);
        pointers
    }

    /// Whether the text may hold a pointer: false only where it holds none.
    pub(crate) fn may_hold(&self) -> bool {
        *self
            .held
            .get_or_init(|| holds_a_japanese_pointer(self.text) || holds_a_part_trigger(self.text))
    }
}

/// Where the sentence ends, of the next [`REACH`] after the byte `end` of
/// `text`, that ties a word pointing back to meat-free food
/// ([`ties_a_part_back`]).
pub(crate) fn part_pointed_back_to(
    text: &str,
    end: usize,
    meat_free: &dyn Fn(&str) -> bool,
    pointers: &PartPointers,
) -> Option<usize> {
    if !pointers.may_hold() {
        return None;
    }
    let rest = text.get(end..)?;
    sentences_in_any_script(rest)
        .take(REACH)
        .find(|&(start, stop)| ties_a_part_back(&rest[start..stop], meat_free))
        .map(|(_, stop)| end + stop)
}

/// The sentences, from the first to the last of the pair, where a
/// sentence ties a word pointing back to meat-free food
/// ([`ties_a_part_back`]) and it or one of the [`REACH`] sentences before
/// or after it is one `unread` says is in a language the engine does not
/// read: the sentence before may say what the sauce held, the one after
/// what "the same broth" was ("... na tym samym wywarze. Wywar gotują na
/// kościach."), and a pointing sentence the engine cannot read may say
/// it itself ("... co rosół"). The sentences before are asked first, the
/// latest first.
pub(crate) fn points_past_an_unread_sentence(
    text: &str,
    meat_free: &dyn Fn(&str) -> bool,
    unread: &dyn Fn(&str) -> bool,
    pointers: &PartPointers,
) -> Option<(usize, usize)> {
    // Most texts hold no pointer at all: found in one pass of the words
    // before the text is split into sentences (or known already from one
    // its caller made). A text wholly in ASCII is asked too (a language
    // typed on a phone without its diacritics is ASCII, and so is a
    // romanised one), where its caller's cheaper test lets it through.
    if !pointers.may_hold() {
        return None;
    }
    let sentences: Vec<(usize, usize)> = sentences_in_any_script(text).collect();
    for (i, &(start, end)) in sentences.iter().enumerate() {
        if !ties_a_part_back(&text[start..end], meat_free) {
            continue;
        }
        let before = sentences[i.saturating_sub(REACH)..i].iter().rev();
        let after = sentences.iter().skip(i + 1).take(REACH);
        if let Some(&(from, to)) = before
            .chain(std::iter::once(&(start, end)))
            .chain(after)
            .find(|&&(from, to)| unread(&text[from..to]))
        {
            return Some((from.min(start), to.max(end)));
        }
    }
    None
}

#[cfg(test)]
mod part_pointing_tests {
    use super::*;

    fn dishes(word: &str) -> bool {
        matches!(word, "gado" | "pierogi" | "korokke" | "borscht" | "щи")
    }

    #[test]
    fn the_same_sauce_said_of_meat_free_food_ties_it_back() {
        for sentence in [
            "In dezelfde saus gaat ook de vegetarische loempia.",
            "Dat vet gebruiken ze ook voor de gado gado.",
            "Wegańskie pierogi też smażą na tym samym tłuszczu.",
            "Постные щи варят на том же бульоне.",
            "На нём и постный плов готовят.",
            "ヴィーガンのカツもこれで揚げています。",
            "The vegan pierogi get the same broth.",
            "Los platos veganos llevan la misma salsa.",
        ] {
            assert!(ties_a_part_back(sentence, &dishes), "{sentence}");
        }
    }

    #[test]
    fn no_pointer_no_food_or_a_denial_ties_nothing() {
        for sentence in [
            // No pointing word.
            "De vegetarische loempia was heerlijk.",
            // No meat-free food.
            "Met diezelfde saus komt ook de biefstuk.",
            // Denied.
            "De vegetarische loempia krijgt niet dezelfde saus.",
            "Постные щи варят не на том же бульоне.",
            // "This" before no part.
            "This vegan place is great.",
        ] {
            assert!(!ties_a_part_back(sentence, &dishes), "{sentence}");
        }
    }

    #[test]
    fn every_part_trigger_passes_its_looks_before_the_set() {
        let mut words: Vec<&str> = PARTS.to_vec();
        words.extend(ON_IT.iter().map(|phrase| phrase[0]));
        for word in words {
            assert!(is_a_part_trigger(word), "{word}");
            assert!(
                is_a_part_trigger(&word.to_uppercase()) || !word.is_ascii(),
                "{word}"
            );
        }
        for word in ["was", "with", "so", "the", "sauced", "fats", ""] {
            assert!(!is_a_part_trigger(word), "{word}");
        }
    }

    #[test]
    fn a_pointer_is_found_within_reach_of_the_sentence_before() {
        let text = "De kip is top. Met dezelfde saus gaat de gado gado de deur uit. Leuk.";
        let end = text.find('.').unwrap() + 1;
        let found = part_pointed_back_to(text, end, &dishes, &PartPointers::of(text)).unwrap();
        assert!(text[..found].ends_with("deur uit."));
        let far = "De kip is top. Leuk. Gezellig. Met dezelfde saus gaat de gado gado.";
        assert_eq!(
            part_pointed_back_to(
                far,
                far.find('.').unwrap() + 1,
                &dishes,
                &PartPointers::of(far)
            ),
            None
        );
    }

    #[test]
    fn a_pointer_past_an_unread_sentence_is_found_and_a_read_one_is_not() {
        let unread = |s: &str| s.contains("Xyl");
        let text = "Xyl qör bratta venn. The same sauce goes on the vegan pierogi.";
        let (from, to) =
            points_past_an_unread_sentence(text, &dishes, &unread, &PartPointers::of(text))
                .unwrap();
        assert_eq!((from, to), (0, text.len()));
        let read = "They make the tomato sauce fresh at the café. The same sauce goes on the vegan pierogi.";
        assert_eq!(
            points_past_an_unread_sentence(read, &dishes, &unread, &PartPointers::of(read)),
            None
        );
        // A text wholly in ASCII is asked as any other.
        let ascii = "Xyl qor bratta venn. The same sauce goes on the vegan pierogi.";
        assert_eq!(
            points_past_an_unread_sentence(ascii, &dishes, &unread, &PartPointers::of(ascii)),
            Some((0, ascii.len()))
        );
        // The unread sentence after the pointing one, or the pointing one
        // itself, is as doubtful as one before.
        let first = "The same sauce goes on the vegan pierogi. Xyl qör bratta venn.";
        assert_eq!(
            points_past_an_unread_sentence(first, &dishes, &unread, &PartPointers::of(first)),
            Some((0, first.len()))
        );
        let itself = "Xyl: the same sauce goes on the vegan pierogi.";
        assert_eq!(
            points_past_an_unread_sentence(itself, &dishes, &unread, &PartPointers::of(itself)),
            Some((0, itself.len()))
        );
        // Out of reach, or no pointer: nothing.
        let far = "The same sauce goes on the vegan pierogi. Fine. Good. Xyl qor bratta.";
        assert_eq!(
            points_past_an_unread_sentence(far, &dishes, &unread, &PartPointers::of(far)),
            None
        );
        let plain = "Xyl qor bratta venn. Same great service as ever, vegan pierogi too.";
        assert_eq!(
            points_past_an_unread_sentence(plain, &dishes, &unread, &PartPointers::of(plain)),
            None
        );
    }

    #[test]
    fn the_same_broth_typed_without_diacritics_ties_it_back() {
        for sentence in [
            "Zupa jarzynowa gotowana jest na tym samym wywarze co kapusniak.",
            "Zeleninova polevka se vari ve stejnem vyvaru jako gulas.",
            "Sebze corbasi da ayni suyla yapiliyor.",
            "Pho chay nau cung nuoc dung voi pho ga.",
            "Ang ginataang gulay ay niluto sa parehong mantika.",
            "A sopa de legumes vai no mesmo caldo.",
        ] {
            assert!(ties_a_part_back(sentence, &dishes), "{sentence}");
        }
        for sentence in [
            // Denied.
            "Pho chay khong nau cung nuoc dung voi pho ga.",
            "Sebze corbasi ayni suyla degil.",
            // No meat-free food.
            "Kapusniak gotowany jest na tym samym wywarze.",
            // "Same" before no part.
            "Ang ginataang gulay ay pareho ng dati.",
        ] {
            assert!(!ties_a_part_back(sentence, &dishes), "{sentence}");
        }
    }
}
