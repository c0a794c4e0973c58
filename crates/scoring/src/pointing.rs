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

use crate::lexicon::is_one_of;
use crate::pieces::{ALPHANUMERIC, pieces};

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

/// Words for a share of the food before "of" ("all of the vegan mains").
const SHARES: &[&str] = &[
    "all", "each", "any", "some", "most", "many", "both", "one", "several", "few", "either",
];

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

/// The diet words that name meat-free food.
const DIET_STARTS: &[&str] = &["vegan", "vegetar", "veggie", "meatless", "végé", "végan"];
const DIET_WORDS: &[&str] = &["veg", "vg", "chay"];
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
    "the", "their", "your", "our", "those", "these", "that", "this",
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
    /// "their" may point with.
    animal_parts: &'static [&'static str],
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
    into: INTO,
    holds: HOLDS,
    puts: &[],
    not_its_place: NOT_ITS_PLACE,
    articles: ARTICLES,
    stops: STOPS,
    clause_words: CLAUSE_WORDS,
    also: &["also", "even", "including", "and", "plus"],
};

const GERMAN_PUTS: &[&str] = &[
    "kommt",
    "kommen",
    "kam",
    "kamen",
    "geht",
    "gehen",
    "ging",
    "gingen",
    "wird",
    "werden",
    "wurde",
    "wurden",
    "landet",
    "landen",
    "steckt",
    "stecken",
    "ist",
    "sind",
    "war",
    "waren",
    "gekocht",
    "gebraten",
    "frittiert",
    "gegart",
    "gemacht",
    "zubereitet",
    "verwendet",
    "benutzt",
    "genommen",
    "gegeben",
    "getan",
    "rein",
    "hinein",
    "drin",
];

const GERMAN: Tongue = Tongue {
    pointers: &[
        "es", "sie", "er", "damit", "davon", "darin", "darauf", "daraus", "dort",
    ],
    held: Some(&["damit", "davon", "darin", "darauf", "daraus", "dort"]),
    places: &["dort"],
    demonstratives: &["die", "der", "das", "den", "dem"],
    demonstrative_verbs: GERMAN_PUTS,
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
        "brühe",
        "fett",
        "fond",
        "schmalz",
        "saft",
        "sud",
        "soße",
        "sosse",
        "sauce",
        "öl",
        "oel",
        "knochen",
        "speck",
        "bratfett",
        "topf",
        "pfanne",
        "fritteuse",
        "fleisch",
        "jus",
        "bratensaft",
        "grundlage",
        "basis",
        "wasser",
    ],
    animal_parts: &[],
    into: &[
        "in", "ins", "im", "auf", "über", "unter", "mit", "an", "ans",
    ],
    holds: &[
        "wird",
        "werden",
        "wurde",
        "wurden",
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
        "kommt",
        "kommen",
        "gekocht",
        "gemacht",
        "gebraten",
        "frittiert",
        "zubereitet",
    ],
    puts: GERMAN_PUTS,
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
};

const SPANISH_PUTS: &[&str] = &[
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
    "terminan",
    "termina",
    "acaban",
    "acaba",
    "agregan",
    "agrega",
    "añaden",
    "añade",
    "hacen",
    "hace",
    "guisan",
    "bañan",
    "fritas",
    "fritos",
    "cocinados",
    "cocinadas",
    "hechos",
    "hechas",
    "preparados",
    "preparadas",
];

const SPANISH: Tongue = Tongue {
    pointers: &["eso", "esto", "ahí", "ahi", "allí", "alli"],
    held: Some(&["eso", "esto", "ahí", "ahi", "allí", "alli"]),
    places: &["ahí", "ahi", "allí", "alli"],
    // Object pronouns before a verb of putting ("lo echan en ...").
    demonstratives: &["lo", "la", "los", "las"],
    demonstrative_verbs: SPANISH_PUTS,
    demonstrative_opens: false,
    possessives: &["misma", "mismo", "mismas", "mismos"],
    parts: &[
        "grasa", "manteca", "caldo", "aceite", "jugo", "jugos", "salsa", "cazo", "olla", "sartén",
        "sarten", "freidora", "comal", "cazuela", "base", "carne", "hueso", "huesos", "agua",
    ],
    animal_parts: &[],
    into: &[
        "en", "con", "a", "al", "sobre", "para", "echan", "ponen", "fríen", "frien", "cocinan",
        "meten", "bañan",
    ],
    holds: &[
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
        "lleva",
        "llevan",
        "tiene",
        "tienen",
        "incluye",
        "incluyen",
        "con",
        "en",
        "fritas",
        "fritos",
        "cocinados",
        "cocinadas",
        "hechos",
        "hechas",
    ],
    puts: SPANISH_PUTS,
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
};

const FRENCH_PUTS: &[&str] = &[
    "met",
    "mettent",
    "mettons",
    "mis",
    "mise",
    "mises",
    "ajoute",
    "ajoutent",
    "ajouté",
    "ajoutée",
    "utilise",
    "utilisent",
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
    "cuit",
    "cuisent",
    "cuisons",
    "cuire",
    "frire",
    "fait",
    "font",
    "verse",
    "versent",
    "est",
    "sont",
    "finit",
    "finissent",
];

const FRENCH: Tongue = Tongue {
    // Case folding is ASCII only: the capital is listed.
    pointers: &["ça", "Ça", "ca", "cela", "ceci"],
    held: Some(&["ça", "Ça", "ca", "cela", "ceci"]),
    places: &[],
    // Object pronouns before a verb of putting ("on en met dans ...", "on
    // y fait frire ...").
    demonstratives: &["le", "la", "les", "l", "en", "y"],
    demonstrative_verbs: FRENCH_PUTS,
    demonstrative_opens: false,
    possessives: &["même", "mêmes", "meme", "memes"],
    parts: &[
        "graisse",
        "gras",
        "bouillon",
        "fond",
        "jus",
        "saindoux",
        "huile",
        "sauce",
        "friture",
        "friteuse",
        "poêle",
        "poele",
        "marmite",
        "casserole",
        "os",
        "base",
        "eau",
        "viande",
    ],
    animal_parts: &[],
    into: &[
        "dans", "sur", "avec", "à", "au", "aux", "pour", "cuire", "frire", "cuisent",
    ],
    holds: &[
        "contient",
        "contiennent",
        "avec",
        "dans",
        "reçoit",
        "reçoivent",
        "prend",
        "prennent",
        "cuit",
        "cuits",
        "cuite",
        "cuites",
        "préparé",
        "préparés",
        "préparée",
        "préparées",
        "met",
        "mettent",
        "utilise",
        "utilisent",
        "fait",
        "font",
    ],
    puts: FRENCH_PUTS,
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

/// One word of a sentence, whether a new clause starts at it, and whether
/// it carries the clause before on ("..., auch in die vegetarische").
struct Word<'t> {
    text: &'t str,
    opens: bool,
    continues: bool,
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
    // (A dish's word is asked of the menu only where a word before it
    // may pick it out, or its capital names it.)
    // (One pass over the words for every tongue.)
    let (mut english, mut elsewhere) = (false, false);
    for word in pieces(sentence, &ALPHANUMERIC) {
        if may_point(word) {
            english = true;
            break;
        }
        elsewhere = elsewhere || may_point_elsewhere(word);
    }
    if !english && !elsewhere {
        return false;
    }
    let mut picked = false;
    if !pieces(sentence, &ALPHANUMERIC).any(|word| {
        let found = is_a_diet_word(word)
            || ((picked || word.starts_with(|c: char| c.is_uppercase()))
                && (meat_free(singular(word)) || is_a_plural_y(word)));
        picked = picked || is_one_of(word, DEFINITE);
        found
    }) {
        return false;
    }
    // A sentence with an English pointing word is read as English; any
    // other in each tongue one of whose pointing words it holds.
    if english {
        return ties_in(&ENGLISH, sentence, meat_free);
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
        .any(|(t, found)| found && ties_in(t, sentence, meat_free))
}

/// Whether `word` may be a pointing word of the other tongues (German,
/// Spanish, French), asked by its length first as [`may_point`].
fn may_point_elsewhere(word: &str) -> bool {
    let same = |list: &[&str]| list.iter().any(|w| word.eq_ignore_ascii_case(w));
    match word.len() {
        1 => same(&["l", "y"]),
        2 => same(&["es", "er", "lo", "la", "le", "en", "ca"]),
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
}

/// The tie of [`ties_a_pointer_to_meat_free_food`], read in tongue `t`.
fn ties_in(t: &Tongue, sentence: &str, meat_free: &dyn Fn(&str) -> bool) -> bool {
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
        });
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
    let foods: Vec<usize> = (0..words.len())
        .filter(|&i| names_meat_free_food(t, &words, i, meat_free))
        .collect();
    if foods.is_empty() {
        return false;
    }
    foods.iter().any(|&food| {
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

/// Whether `word` is a diet's word ("vegan", "veggie", "vg").
fn is_a_diet_word(word: &str) -> bool {
    matches!(
        word.as_bytes()[0].to_ascii_lowercase(),
        b'v' | b'm' | b'c' | b'p'
    ) && (DIET_STARTS.iter().any(|diet| {
        word.get(..diet.len())
            .is_some_and(|head| head.eq_ignore_ascii_case(diet))
    }) || is_one_of(word, DIET_WORDS)
        || word.eq_ignore_ascii_case("plant"))
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
                && (t.puts.is_empty() || clause[i..=into].iter().any(|w| is_one_of(w.text, t.puts)))
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

/// A plural's one "s" dropped, as the menu's head words are kept.
fn singular(word: &str) -> &str {
    match word.as_bytes() {
        [.., b's' | b'S'] if word.len() >= 4 => word.get(..word.len() - 1).unwrap_or(word),
        _ => word,
    }
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
        assert!(!may_point("the") && !may_point("item") && !may_point("to"));
    }
}
