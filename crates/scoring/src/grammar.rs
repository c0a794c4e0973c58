//! The sentence grammar of each language the evidence reader tells a
//! sentence from a dish's name in: one table per language of the words a
//! sentence about the food opens with (the restaurant's possessive, a
//! quantifier: "Our", "Tous nos", "Усі"), the finite verbs it holds and a
//! dish's name does not ("are", "sont", "подаємо"), the relatives that go
//! on about what came before, and the few phrase words a note of the menu
//! says "all our dishes" with. Adding a language is adding one table here,
//! listing it in [`HOME`] or [`ABROAD`] ([`LANGUAGES`] joins the two at
//! compile time) and giving it an example sentence in `EXAMPLES`.
//!
//! A language is *read* (a sentence of it is no note in an unread
//! language, `evidence::unread_language_sentence`) only when its table
//! lists `function_words`, the words that hold its sentences together.
//! The languages given their grammar without them (Finnish, Bosnian and
//! Croatian, Lithuanian, Afrikaans, Zulu, Bulgarian, Wolof, Somali,
//! Tigrinya, Thai) have none: a sentence of theirs is read as a sentence
//! by its verbs and openers, but is told read or unread only by the words
//! of the read languages and the sentence words of every table, which
//! count for all of them.
//! Each language's function words are its own, shared words listed again
//! (Russian and Ukrainian "наш"), as each language's are counted apart.
//!
//! It knows words and their case, nothing else: no food, no animal
//! products, no signals, no menus. What a dish is made of and what the
//! readers conclude from a sentence stay in the vocabulary and in
//! `evidence`.
//!
//! Case: the languages of [`HOME`] are matched with ASCII case folding
//! only, as are every language's verbs and relatives; the opening words
//! and quantifiers of [`ABROAD`] are matched in any script's case ("Усі"
//! is "усі"), which costs more and is asked only after the cheap tests.

use crate::lexicon::{WordSet, is_one_of, word_keys, words};

/// The sentence grammar of one language. Every word is lower case.
pub(crate) struct Grammar {
    /// The language's name in English, for reviewers and test messages.
    #[cfg_attr(not(test), allow(dead_code))]
    pub name: &'static str,
    /// The restaurant's possessives, which open a sentence about its food
    /// ("our", "nos", "наші").
    pub possessives: &'static [&'static str],
    /// Words by which a sentence speaks of all the food of a kind, and
    /// which open one ("all", "tous", "усі").
    pub quantifiers: &'static [&'static str],
    /// Words that speak of all the food of a kind but are not read as
    /// opening a sentence ("everything", "ieder", "zote").
    pub inner_quantifiers: &'static [&'static str],
    /// Quantifiers written run into their noun, found inside a run of
    /// letters (Thai "ทุก" every, in "ทุกชาม" every bowl).
    pub run_quantifiers: &'static [&'static str],
    /// Finite verbs of being and of making that a sentence about food holds
    /// and a dish's name does not ("are", "sont", "leva", "simmers"). Past
    /// participles are left out: "slow-cooked lentils" and "fried in lard"
    /// describe a dish, and "are cooked" is found by its "are".
    pub sentence_verbs: &'static [&'static str],
    /// Words opening a clause that goes on about what came before.
    pub relatives: &'static [&'static str],
    /// Articles that open a sentence before a possessive starting with
    /// `possessive_stem` ("il nostro sugo", "la nostra pasta").
    pub articles: &'static [&'static str],
    /// The stem of the possessives read after `articles`.
    pub possessive_stem: &'static str,
    /// A word for "all" that opens a sentence before one of `all_before`
    /// ("Al onze frieten ...", "Al de sauzen ...").
    pub all_lead: &'static str,
    /// The words read after `all_lead`.
    pub all_before: &'static [&'static str],
    /// Words by which a note speaks of the whole menu ("everything").
    pub whole_menu: &'static [&'static str],
    /// Words that, before a word for the menu's food, make the whole menu
    /// ("every dish", "todos los platos").
    pub every_of: &'static [&'static str],
    /// Words between "all" and what it takes in ("all of our dishes").
    pub fillers: &'static [&'static str],
    /// The words that hold the language's sentences together: articles,
    /// prepositions, conjunctions, pronouns, possessives, the verbs of
    /// being and having, and (English) the words of a restaurant's notices
    /// ("open", "available", "contains"). A sentence of a language the
    /// engine was never taught holds few of any one language's; the
    /// evidence reader counts them language by language to tell such a
    /// sentence (`unread_language_sentence`). Empty for a language not
    /// read so (see the module's doc).
    pub function_words: &'static [&'static str],
}

/// A table with no words, the base of every language's.
const NONE: Grammar = Grammar {
    name: "",
    possessives: &[],
    quantifiers: &[],
    inner_quantifiers: &[],
    run_quantifiers: &[],
    sentence_verbs: &[],
    relatives: &[],
    articles: &[],
    possessive_stem: "",
    all_lead: "",
    all_before: &[],
    whole_menu: &[],
    every_of: &[],
    fillers: &[],
    function_words: &[],
};

/// English.
#[rustfmt::skip]
pub(crate) const ENGLISH: Grammar = Grammar {
    name: "English",
    possessives: &["our"],
    quantifiers: &["all", "every", "each"],
    inner_quantifiers: &["everything"],
    sentence_verbs: &[
        "is", "are", "was", "were", "start", "starts", "begin", "begins", "simmer", "simmers",
        "cook", "cooks", "come", "comes", "go", "goes", "get", "gets", "use", "uses", "has",
        "have", "contains", "contain",
    ],
    relatives: &["which", "that", "who", "where", "while", "whose"],
    whole_menu: &["everything", "anything"],
    every_of: &["all", "every", "each"],
    fillers: &["of", "our", "the"],
    function_words: &[
        "a", "an", "the", "and", "or", "but", "nor", "with", "without", "of", "in", "on", "at", "to",
        "for", "from", "by", "as", "into", "onto", "over", "under", "upon", "since", "until", "till",
        "before", "after", "during", "through", "between", "except", "per", "via", "plus", "up", "out",
        "off", "our", "ours", "your", "yours", "their", "its", "his", "her", "we", "you", "they", "it",
        "he", "she", "us", "me", "my", "i", "is", "are", "was", "were", "be", "been", "being", "am",
        "has", "have", "had", "do", "does", "did", "will", "would", "can", "could", "should", "may",
        "might", "must", "not", "no", "any", "some", "this", "that", "these", "those", "there", "here",
        "what", "why", "if", "so", "too", "very", "more", "most", "less", "both", "either", "neither",
        "such", "same", "other", "own", "one", "all", "every", "each", "only", "also", "always",
        "never", "please", "open", "opens", "closed", "closes", "daily", "available", "request",
        "contains", "contain", "containing", "free", "fully", "includes", "include", "included",
        "including", "served", "serving", "ask", "welcome", "hours", "everything", "nothing", "nobody",
        "none", "anyone", "anything", "someone", "something", "everyone", "else", "near", "next",
        "behind", "above", "below", "around", "against", "along", "across", "within", "among", "like",
        "again", "still", "yet", "ever", "now", "today", "tonight", "even", "well", "who", "whom",
        "whose", "which", "when", "where", "how", "than", "then", "because", "while", "though",
        "although", "unless", "whether", "them", "him", "itself", "themselves", "let", "lets", "got",
        "take", "takes", "new", "allowed", "keep", "keeps", "kept", "made", "make", "makes", "just",
        "about", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
        "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "mon",
        "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
    ],
    ..NONE
};

/// Spanish.
#[rustfmt::skip]
pub(crate) const SPANISH: Grammar = Grammar {
    name: "Spanish",
    possessives: &["nuestro", "nuestra", "nuestros", "nuestras"],
    quantifiers: &["todos", "todas", "todo", "toda"],
    sentence_verbs: &[
        "es", "son", "está", "están", "lleva", "llevan", "empieza", "empiezan",
    ],
    relatives: &["que", "donde"],
    whole_menu: &["todo"],
    every_of: &["todos", "todas", "toda"],
    fillers: &["los", "las", "nuestros", "nuestras", "de"],
    function_words: &[
        "a", "el", "la", "los", "las", "un", "una", "unos", "unas", "y", "e", "o", "u", "de", "del",
        "al", "en", "con", "sin", "por", "para", "que", "es", "son", "está", "están", "se", "su",
        "sus", "nuestro", "nuestra", "nuestros", "nuestras", "todo", "todos", "toda", "todas", "cada",
        "lo", "le", "les", "muy", "más", "también", "no", "pero", "hasta", "desde", "sobre", "entre",
        "hay", "este", "esta", "estos", "estas", "ese", "esa", "nos", "mi", "mis", "tu", "ya",
        "ningún", "ninguna", "ninguno", "nada", "otro", "otra", "otros", "otras", "mismo", "misma",
        "aquí", "siempre", "nunca", "hoy", "solo", "sólo", "somos", "tenemos", "fue", "ser", "como",
        "cuando", "donde",
    ],
    ..NONE
};

/// Portuguese (its "todos", "todas" are Spanish's, read there).
#[rustfmt::skip]
pub(crate) const PORTUGUESE: Grammar = Grammar {
    name: "Portuguese",
    possessives: &["nosso", "nossa", "nossos", "nossas"],
    sentence_verbs: &[
        "é", "são", "leva", "levam", "vem", "vêm", "acompanha", "acompanham", "começa",
        "começam",
    ],
    function_words: &[
        "o", "a", "os", "as", "um", "uma", "uns", "umas", "e", "de", "do", "da", "dos", "das", "em",
        "no", "na", "nos", "nas", "com", "sem", "por", "pelo", "pela", "pelos", "pelas", "para", "ao",
        "aos", "à", "às", "que", "é", "são", "está", "estão", "se", "seu", "sua", "seus", "suas",
        "nosso", "nossa", "nossos", "nossas", "todo", "toda", "todos", "todas", "cada", "não", "mais",
        "muito", "também", "mas", "ou", "nenhum", "nenhuma", "nada", "sempre", "nunca", "aqui",
        "mesmo", "mesma", "outro", "outra", "como", "ser", "foi", "somos", "temos",
    ],
    ..NONE
};

/// French.
#[rustfmt::skip]
pub(crate) const FRENCH: Grammar = Grammar {
    name: "French",
    possessives: &["nos", "notre"],
    quantifiers: &["tous", "toutes", "tout", "toute"],
    sentence_verbs: &["est", "sont", "commence", "commencent"],
    relatives: &["qui", "dont"],
    function_words: &[
        "le", "la", "les", "un", "une", "des", "du", "de", "et", "ou", "à", "au", "aux", "en", "dans",
        "avec", "sans", "pour", "par", "sur", "sous", "est", "sont", "nos", "notre", "vos", "votre",
        "tous", "toutes", "tout", "toute", "chaque", "ce", "cet", "cette", "ces", "qui", "que", "ne",
        "pas", "plus", "très", "il", "elle", "ils", "elles", "nous", "vous", "on", "se", "sa", "son",
        "ses", "leur", "leurs", "y", "ni", "aussi", "mais", "où", "aucun", "aucune", "rien", "ici",
        "toujours", "jamais", "même", "autre", "autres", "déjà", "encore", "comme", "si", "lui", "eux",
        "ont", "été", "être", "avoir", "fait", "faits", "faite", "faites", "sommes", "avons",
    ],
    ..NONE
};

/// Italian.
#[rustfmt::skip]
pub(crate) const ITALIAN: Grammar = Grammar {
    name: "Italian",
    possessives: &["nostro", "nostra", "nostri", "nostre"],
    quantifiers: &["tutto", "tutti", "tutte", "ogni"],
    sentence_verbs: &[
        "è", "sono", "parte", "partono", "cuoce", "cuociono", "ha", "hanno",
    ],
    articles: &["il", "la", "i", "le", "lo", "gli"],
    possessive_stem: "nostr",
    function_words: &[
        "il", "lo", "la", "i", "gli", "le", "un", "uno", "una", "e", "ed", "o", "di", "del", "della",
        "dei", "delle", "dello", "degli", "a", "al", "alla", "ai", "alle", "allo", "agli", "da", "dal",
        "dalla", "dai", "dalle", "in", "nel", "nella", "nei", "nelle", "con", "senza", "per", "su",
        "sul", "sulla", "sui", "tra", "fra", "che", "è", "sono", "nostro", "nostra", "nostri",
        "nostre", "tutti", "tutte", "tutto", "tutta", "ogni", "non", "anche", "più", "molto", "si",
        "ci", "ma", "nessun", "nessuno", "nessuna", "niente", "sempre", "mai", "qui", "questo",
        "questa", "questi", "queste", "quello", "quella", "stesso", "stessa", "altro", "altra", "come",
        "essere", "stato", "fatto", "fatta", "fatti", "fatte", "viene", "vengono", "siamo", "abbiamo",
    ],
    ..NONE
};

/// German.
#[rustfmt::skip]
pub(crate) const GERMAN: Grammar = Grammar {
    name: "German",
    possessives: &["unser", "unsere", "unseren"],
    quantifiers: &["alle", "jede", "jeder", "jedes"],
    sentence_verbs: &["ist", "sind", "wird", "werden", "kommt", "kommen", "hat", "haben"],
    function_words: &[
        "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines",
        "und", "oder", "mit", "ohne", "von", "vom", "zu", "zum", "zur", "in", "im", "auf", "an", "am",
        "aus", "bei", "beim", "für", "nach", "ist", "sind", "wird", "werden", "wir", "unser", "unsere",
        "unseren", "unserem", "unserer", "alle", "jede", "jeder", "jedes", "nicht", "kein", "keine",
        "auch", "nur", "sehr", "es", "sie", "er", "wie", "als", "bis", "ab", "über", "unter", "nichts",
        "immer", "nie", "hier", "dieser", "diese", "dieses", "andere", "selbst", "ganz", "sowie",
        "dass", "wenn", "sich", "uns",
        // A letter's or a reply's greeting and thanks, and the reader
        // addressed ("Vielen Dank für Ihre Anfrage!", "Danke dir!").
        "danke", "dank", "vielen", "bitte", "gerne", "hallo", "du", "dir", "dich", "dein",
        "deine", "ihr", "ihre", "ihnen",
    ],
    ..NONE
};

/// Dutch.
#[rustfmt::skip]
pub(crate) const DUTCH: Grammar = Grammar {
    name: "Dutch",
    possessives: &["onze", "ons"],
    quantifiers: &["elke", "iedere"],
    inner_quantifiers: &["ieder"],
    sentence_verbs: &[
        "zijn", "worden", "wordt", "komen", "gaan", "gaat", "heeft", "hebben", "bakken", "bakt",
    ],
    all_lead: "al",
    all_before: &["onze", "ons", "de", "het"],
    function_words: &[
        "de", "het", "een", "en", "of", "met", "zonder", "van", "in", "op", "aan", "bij", "voor",
        "uit", "naar", "is", "zijn", "wordt", "worden", "onze", "ons", "al", "alle", "elke", "iedere",
        "ieder", "niet", "geen", "ook", "er", "we", "wij", "die", "dat", "te", "door", "om", "tot",
        "niets", "altijd", "nooit", "hier", "deze", "dit", "andere", "zelf", "alleen", "maar", "dan",
        "wel",
    ],
    ..NONE
};

/// Ukrainian (its "наш", "наша", "наше" are Russian's too: each table
/// lists them, as each language counts its own sentence words).
#[rustfmt::skip]
pub(crate) const UKRAINIAN: Grammar = Grammar {
    name: "Ukrainian",
    possessives: &["наші", "наш", "наша", "наше"],
    quantifiers: &["усі", "всі", "кожен", "кожна", "кожне", "кожний"],
    sentence_verbs: &[
        "є", "подаємо", "готуємо", "смажимо", "готується", "готуються", "подається",
        "подаються",
    ],
    function_words: &[
        "і", "й", "та", "в", "у", "на", "з", "із", "зі", "від", "для", "без", "по", "до", "за", "що",
        "це", "усі", "всі", "наш", "наша", "наше", "наші", "кожен", "кожна", "кожне", "кожний", "не",
        "ми", "ви", "він", "вона", "вони", "а", "але", "або", "як", "також", "немає", "нічого",
        "завжди", "тут", "цей", "ця", "ці", "інший", "є", "був", "була", "були",
    ],
    ..NONE
};

/// Russian.
#[rustfmt::skip]
pub(crate) const RUSSIAN: Grammar = Grammar {
    name: "Russian",
    possessives: &["наш", "наша", "наше", "наши"],
    quantifiers: &["все", "каждый", "каждая", "каждое"],
    sentence_verbs: &[
        "подаем", "готовим", "жарим", "готовится", "готовятся", "подается", "подаются",
    ],
    function_words: &[
        "и", "в", "во", "на", "с", "со", "из", "от", "для", "без", "по", "к", "у", "о", "об", "за",
        "что", "это", "все", "всё", "наш", "наша", "наше", "наши", "каждый", "каждая", "каждое", "не",
        "мы", "вы", "он", "она", "они", "а", "но", "или", "как", "то", "так", "же", "только", "нет",
        "ничего", "всегда", "здесь", "этот", "эта", "эти", "другой", "есть", "был", "была", "были",
    ],
    ..NONE
};

/// Greek.
#[rustfmt::skip]
pub(crate) const GREEK: Grammar = Grammar {
    name: "Greek",
    quantifiers: &["όλα", "όλες", "όλοι", "κάθε"],
    sentence_verbs: &[
        "είναι", "γίνονται", "γίνεται", "έχουν", "έχει", "μαγειρεύονται", "μαγειρεύεται",
        "ψήνονται", "ψήνεται", "τηγανίζονται", "τηγανίζεται", "σερβίρονται", "σερβίρεται",
        "φτιάχνονται", "φτιάχνεται", "περιέχουν", "περιέχει",
    ],
    function_words: &[
        "ο", "η", "το", "οι", "τα", "του", "της", "των", "τον", "την", "και", "με", "σε", "στο", "στη",
        "στην", "στα", "στον", "στις", "από", "για", "χωρίς", "είναι", "όλα", "όλες", "όλοι", "κάθε",
        "μας", "δεν", "θα", "να", "που", "ένα", "μια", "κανένα", "καμία", "τίποτα", "πάντα", "ποτέ",
        "εδώ", "αυτό", "αυτή", "αυτά", "άλλο", "είμαστε", "έχουμε", "όπως",
    ],
    ..NONE
};

/// Urdu.
#[rustfmt::skip]
pub(crate) const URDU: Grammar = Grammar {
    name: "Urdu",
    possessives: &["ہمارے", "ہماری"],
    quantifiers: &["تمام", "ہر", "سب"],
    sentence_verbs: &["ہے", "ہیں", "جاتی", "جاتا", "جاتے"],
    function_words: &[
        "کے", "کی", "کا", "میں", "سے", "اور", "ہے", "ہیں", "پر", "کو", "ہم", "ہمارے", "ہماری", "تمام",
        "ہر", "سب", "یہ", "وہ", "نہیں", "بھی", "ساتھ", "لیے", "جاتا", "جاتی", "جاتے", "کوئی", "کچھ",
        "ہمیشہ", "یہاں", "تھا", "تھی", "تھے", "جو", "کہ", "لیکن", "یا",
    ],
    ..NONE
};

/// Czech.
#[rustfmt::skip]
pub(crate) const CZECH: Grammar = Grammar {
    name: "Czech",
    possessives: &["naše", "naši"],
    quantifiers: &["všechna", "všechny", "všechno"],
    inner_quantifiers: &["každé", "každý"],
    sentence_verbs: &["smažíme", "vaříme", "připravujeme", "podáváme", "jsou"],
    function_words: &[
        "a", "i", "v", "ve", "na", "s", "se", "z", "ze", "do", "od", "po", "pro", "k", "ke", "o", "u",
        "za", "je", "jsou", "bez", "nebo", "ale", "že", "jako", "naše", "náš", "naši", "našich",
        "všechna", "všechny", "všechno", "všech", "každý", "každé", "každá", "to", "ten", "ta", "tak",
        "jen", "také", "při", "pod", "nad", "před", "který", "která", "které", "žádné", "žádný",
        "žádná", "nic", "vždy", "nikdy", "zde", "tady", "tento", "tato", "toto", "jiné", "jsme",
        "máme", "podle",
    ],
    ..NONE
};

/// Swahili.
#[rustfmt::skip]
pub(crate) const SWAHILI: Grammar = Grammar {
    name: "Swahili",
    quantifiers: &["kila"],
    inner_quantifiers: &["zote"],
    sentence_verbs: &[
        "hupikwa", "hupika", "tunapika", "hukaangwa", "tunakaanga", "zinapikwa", "inapikwa",
    ],
    function_words: &[
        "na", "ya", "wa", "za", "la", "kwa", "katika", "ni", "cha", "vya", "kila", "zote", "yote",
        "wote", "sisi", "yetu", "wetu", "zetu", "hii", "hizi", "huu", "bila", "pia", "au", "lakini",
        "sana", "kama", "tu", "kitu", "daima", "hapa", "hiki", "hivi", "hili", "hayo", "nyingine",
        "tuna", "ili", "kuwa",
    ],
    ..NONE
};

/// Finnish, whose verbs of making are mostly passive ("valmistetaan" is
/// made, "paistetaan" is fried) and whose "on" (is) is English "on",
/// left out.
#[rustfmt::skip]
pub(crate) const FINNISH: Grammar = Grammar {
    name: "Finnish",
    possessives: &["meidän"],
    quantifiers: &["kaikki", "jokainen", "jokaiseen", "kaikkiin"],
    sentence_verbs: &[
        "ovat", "tehdään", "valmistetaan", "paistetaan", "keitetään", "lasitetaan",
        "tarjoillaan", "käytetään", "paistamme", "keitämme", "teemme", "valmistamme",
        "käytämme", "sisältää", "sisältävät",
    ],
    ..NONE
};

/// Bosnian, Croatian and Serbian in Latin letters ("su", are, is Spanish
/// "su", his, in dishes' names: left out).
#[rustfmt::skip]
pub(crate) const BOSNIAN_CROATIAN: Grammar = Grammar {
    name: "Bosnian and Croatian",
    possessives: &["naše", "naši", "naša", "naš", "naših"],
    quantifiers: &["sve", "svi", "sva", "svaki", "svaka", "svako"],
    sentence_verbs: &[
        "pečemo", "mažemo", "pržimo", "kuhamo", "kuvamo", "pravimo", "spremamo", "služimo",
        "pripremamo", "dodajemo", "koristimo", "peku", "prže", "kuhaju", "sadrži", "sadrže",
    ],
    ..NONE
};

/// Lithuanian ("visa", all, is the card "Visa": left out).
#[rustfmt::skip]
pub(crate) const LITHUANIAN: Grammar = Grammar {
    name: "Lithuanian",
    possessives: &["mūsų"],
    quantifiers: &["visi", "visos", "kiekvienas", "kiekviena"],
    sentence_verbs: &[
        "yra", "patiekiami", "patiekiamas", "patiekiama", "gaminami", "gaminamas", "gaminama",
        "gaminame", "kepame", "verdame", "ruošiame", "naudojame", "dedame", "kepami",
        "verdami",
    ],
    ..NONE
};

/// Afrikaans (its "ons", our, and "elke", every, are Dutch's, read
/// there).
#[rustfmt::skip]
pub(crate) const AFRIKAANS: Grammar = Grammar {
    name: "Afrikaans",
    sentence_verbs: &["word", "bevat", "kook"],
    all_lead: "al",
    all_before: &["die"],
    ..NONE
};

/// Zulu, whose verbs carry their subject and voice ("kuphekwe" it is
/// cooked, "sipheka" we cook).
#[rustfmt::skip]
pub(crate) const ZULU: Grammar = Grammar {
    name: "Zulu",
    quantifiers: &["konke", "zonke", "wonke", "yonke"],
    sentence_verbs: &[
        "kuphekwe", "kuphekwa", "iphekwe", "iphekwa", "ziphekwe", "ziphekwa", "sipheka",
        "siphekela", "kuthoswe", "kuthoswa", "sithosa",
    ],
    ..NONE
};

/// Bulgarian.
#[rustfmt::skip]
pub(crate) const BULGARIAN: Grammar = Grammar {
    name: "Bulgarian",
    possessives: &["нашите", "нашият", "нашия", "нашата", "нашето"],
    quantifiers: &["всички", "всеки", "всяка", "всяко"],
    sentence_verbs: &[
        "е", "са", "варим", "готвим", "пържим", "печем", "правим", "приготвяме", "поднасяме",
        "пълним", "запържваме", "слагаме", "добавяме", "използваме",
    ],
    ..NONE
};

/// Wolof, whose verbs are not inflected: the focus of the subject
/// ("dañu", they do) and the verb of cooking mark the sentence.
#[rustfmt::skip]
pub(crate) const WOLOF: Grammar = Grammar {
    name: "Wolof",
    possessives: &["sunu"],
    quantifiers: &["yépp", "yeep", "bépp", "lépp"],
    sentence_verbs: &["dañu", "dañuy", "togg"],
    ..NONE
};

/// Somali ("kasta", every, follows its noun).
#[rustfmt::skip]
pub(crate) const SOMALI: Grammar = Grammar {
    name: "Somali",
    quantifiers: &["dhammaan"],
    inner_quantifiers: &["kasta"],
    sentence_verbs: &[
        "waxaa", "waxaan", "kariyaa", "karinaa", "karisaa", "sameeyaa", "samaynaa",
        "isticmaalnaa",
    ],
    ..NONE
};

/// Tigrinya (Ge'ez script).
#[rustfmt::skip]
pub(crate) const TIGRINYA: Grammar = Grammar {
    name: "Tigrinya",
    quantifiers: &["ኩሉ", "ኩሎም", "ኩለን"],
    sentence_verbs: &["ንሰርሖም", "ንሰርሕ", "ይስራሕ", "ይስርሑ", "ንጥቀም", "እዩ", "እዮም"],
    ..NONE
};

/// Catalan ("cada", each, is read by Spanish).
#[rustfmt::skip]
pub(crate) const CATALAN: Grammar = Grammar {
    name: "Catalan",
    possessives: &["nostre", "nostres"],
    quantifiers: &["tots", "totes"],
    sentence_verbs: &[
        "són", "pintem", "fem", "cuinem", "fregim", "coem", "posem", "porten", "utilitzem",
    ],
    ..NONE
};

/// Slovenian (its "naše", our, and "kuhamo", we cook, are Bosnian's,
/// read there; "je", is, is French "I", left out).
#[rustfmt::skip]
pub(crate) const SLOVENIAN: Grammar = Grammar {
    name: "Slovenian",
    quantifiers: &["vse", "vsi", "vsa"],
    sentence_verbs: &[
        "zabelimo", "zabelijo", "cvremo", "pražimo", "pripravljamo", "uporabljamo", "kuhajo",
        "dušimo", "mastimo",
    ],
    ..NONE
};

/// Serbian in Cyrillic letters (its "наш", our, is Russian's, read
/// there).
#[rustfmt::skip]
pub(crate) const SERBIAN: Grammar = Grammar {
    name: "Serbian",
    quantifiers: &["сва", "сви", "све"],
    sentence_verbs: &[
        "кувамо", "кухамо", "печемо", "пржимо", "спремамо", "служимо", "правимо", "користимо",
        "додајемо", "мажемо", "је", "су",
    ],
    ..NONE
};

/// Mongolian (Cyrillic), whose verbs close the sentence ("шарна" fries,
/// "чанадаг" boils as a habit).
#[rustfmt::skip]
pub(crate) const MONGOLIAN: Grammar = Grammar {
    name: "Mongolian",
    possessives: &["манай", "бидний"],
    quantifiers: &["бүх", "бүгд"],
    sentence_verbs: &[
        "шарна", "чанана", "хийнэ", "жигнэнэ", "шардаг", "чанадаг", "хийдэг", "жигнэдэг",
        "хэрэглэнэ", "хэрэглэдэг", "хуурна", "хуурдаг",
    ],
    ..NONE
};

/// Cebuano ("among", our, is English "among": left out).
#[rustfmt::skip]
pub(crate) const CEBUANO: Grammar = Grammar {
    name: "Cebuano",
    quantifiers: &["tanan"],
    sentence_verbs: &[
        "gisagolan", "gisagol", "giluto", "gilutoan", "lutoon", "gigamit", "gamiton",
        "gisabawan", "gipirito", "giprito",
    ],
    ..NONE
};

/// Norwegian (its "alle", all, is German's, read there).
#[rustfmt::skip]
pub(crate) const NORWEGIAN: Grammar = Grammar {
    name: "Norwegian",
    possessives: &["vår", "våre", "vårt"],
    sentence_verbs: &[
        "lages", "lager", "steker", "stekes", "koker", "kokes", "brukes", "bruker", "serveres",
        "serverer", "inneholder", "smøres",
    ],
    ..NONE
};

/// Albanian, whose "all" is "të gjitha", "të gjithë" (read by its second
/// word) and whose possessive follows its noun. The words for "every" of
/// these languages (Albanian "çdo", Azerbaijani "hər", Mongolian "бүр",
/// Norwegian "hver", Slovenian "vsak", Serbian "сваки") are left out: they
/// count days more often than dishes ("çdo mëngjes", every morning).
#[rustfmt::skip]
pub(crate) const ALBANIAN: Grammar = Grammar {
    name: "Albanian",
    quantifiers: &["gjitha", "gjithë"],
    sentence_verbs: &[
        "lyejmë", "gatuajmë", "ziejmë", "skuqim", "pjekim", "përdorim", "bëjmë", "shtojmë",
        "janë", "është", "gatuhen", "gatuhet", "zihen", "skuqen", "piqen", "lyhen",
    ],
    ..NONE
};

/// Azerbaijani, whose possessive is a suffix ("plovlarımızın", of our
/// plovs).
#[rustfmt::skip]
pub(crate) const AZERBAIJANI: Grammar = Grammar {
    name: "Azerbaijani",
    possessives: &["bizim"],
    quantifiers: &["bütün"],
    sentence_verbs: &[
        "dəmlənir", "bişirilir", "bişiririk", "qızardılır", "qızardırıq", "hazırlanır",
        "hazırlayırıq", "verilir", "edirik", "edilir",
    ],
    ..NONE
};

/// Paraguayan Guarani ("ore", we, is Italian "hours" and English "ore":
/// left out).
#[rustfmt::skip]
pub(crate) const GUARANI: Grammar = Grammar {
    name: "Guarani",
    quantifiers: &["opaite", "mayma"],
    sentence_verbs: &["rojapo", "ojejapo", "rombojy", "ojembojy", "roipuru", "ojeipuru"],
    ..NONE
};

/// Cape Verdean Kriolu ("nos", our, is French's, read there; its
/// subjects and "ta", the mark of the present, are other languages' short
/// words: the verb alone is read).
#[rustfmt::skip]
pub(crate) const KRIOLU: Grammar = Grammar {
    name: "Cape Verdean Kriolu",
    quantifiers: &["tudu"],
    sentence_verbs: &["kuzinha", "fazi"],
    ..NONE
};

/// Malagasy, whose "all" follows its noun ("ny laoka rehetra", all the
/// dishes) and whose possessive is a suffix ("laokanay", our dishes).
#[rustfmt::skip]
pub(crate) const MALAGASY: Grammar = Grammar {
    name: "Malagasy",
    inner_quantifiers: &["rehetra"],
    sentence_verbs: &[
        "andrahoina", "nandrahoina", "andrahoinay", "ampiasainay", "ampiasaina", "endasinay",
        "asianay",
    ],
    ..NONE
};

/// Maltese, whose "all" follows its noun ("il-platti kollha"); its "kull",
/// every, counts days ("kull jum") and is left out, as its "huma", they
/// are, a name, and "hija", she is, Spanish "daughter".
#[rustfmt::skip]
pub(crate) const MALTESE: Grammar = Grammar {
    name: "Maltese",
    inner_quantifiers: &["kollha"],
    sentence_verbs: &[
        "jissajru", "nsajru", "insajru", "nsajruhom", "nużaw", "nuzaw", "naqlu", "naqluhom",
        "jinqlew", "jitħalltu", "inżidu", "nzidu", "jiġu", "jigu",
    ],
    ..NONE
};

/// Ecuadorian Kichwa, whose verbs close the sentence ("yanunchik", we
/// cook); its "mana", not, is English "mana" and is not read.
#[rustfmt::skip]
pub(crate) const KICHWA: Grammar = Grammar {
    name: "Kichwa",
    possessives: &["ñukanchik"],
    quantifiers: &["tukuy"],
    sentence_verbs: &[
        "yanunchik", "yanunchikmi", "rurarinchik", "rurarinchikmi", "churanchik", "kusanchik",
        "kanmi", "yanushkami",
    ],
    ..NONE
};

/// Thai "every", which runs into its noun ("ทุกชาม" every bowl).
pub(crate) const THAI_EVERY: &str = "ทุก";

/// Thai, whose words run together: only what is found inside a run.
pub(crate) const THAI: Grammar = Grammar {
    name: "Thai",
    run_quantifiers: &[THAI_EVERY],
    ..NONE
};

/// The languages whose opening words and quantifiers are matched with
/// ASCII case folding, checked first.
pub(crate) const HOME: &[&Grammar] = &[&ENGLISH, &SPANISH, &PORTUGUESE, &FRENCH, &ITALIAN, &GERMAN];

/// The languages whose opening words and quantifiers are matched in any
/// script's case, checked after [`HOME`].
pub(crate) const ABROAD: &[&Grammar] = &[
    &DUTCH,
    &UKRAINIAN,
    &RUSSIAN,
    &GREEK,
    &URDU,
    &CZECH,
    &SWAHILI,
    &FINNISH,
    &BOSNIAN_CROATIAN,
    &LITHUANIAN,
    &AFRIKAANS,
    &ZULU,
    &BULGARIAN,
    &WOLOF,
    &SOMALI,
    &TIGRINYA,
    &CATALAN,
    &SLOVENIAN,
    &SERBIAN,
    &MONGOLIAN,
    &CEBUANO,
    &NORWEGIAN,
    &ALBANIAN,
    &AZERBAIJANI,
    &GUARANI,
    &KRIOLU,
    &MALAGASY,
    &MALTESE,
    &KICHWA,
    &THAI,
];

/// [`HOME`] then [`ABROAD`], joined at compile time.
const fn home_then_abroad<const N: usize>() -> [&'static Grammar; N] {
    let mut out: [&Grammar; N] = [&NONE; N];
    let mut i = 0;
    while i < HOME.len() {
        out[i] = HOME[i];
        i += 1;
    }
    let mut j = 0;
    while j < ABROAD.len() {
        out[HOME.len() + j] = ABROAD[j];
        j += 1;
    }
    assert!(HOME.len() + ABROAD.len() == N);
    out
}

/// Every language, [`HOME`] then [`ABROAD`]: the order verbs and relatives
/// are tried in.
pub(crate) const LANGUAGES: &[&Grammar] = &home_then_abroad::<{ HOME.len() + ABROAD.len() }>();

/// How many of [`LANGUAGES`] list function words.
const fn read_count() -> usize {
    let (mut n, mut l) = (0, 0);
    while l < LANGUAGES.len() {
        n += (!LANGUAGES[l].function_words.is_empty()) as usize;
        l += 1;
    }
    n
}

/// The languages of [`LANGUAGES`] that list function words, in its order:
/// the languages a sentence is told read in, one bit each of the masks
/// the evidence reader counts them by.
pub(crate) const READ: [&Grammar; read_count()] = {
    let mut out = [&NONE; read_count()];
    let (mut n, mut l) = (0, 0);
    while l < LANGUAGES.len() {
        if !LANGUAGES[l].function_words.is_empty() {
            out[n] = LANGUAGES[l];
            n += 1;
        }
        l += 1;
    }
    out
};

/// A list of [`Grammar`], for the flattened views below.
#[derive(Clone, Copy)]
enum Field {
    Possessives,
    Quantifiers,
    InnerQuantifiers,
    SentenceVerbs,
    Relatives,
    Articles,
    WholeMenu,
    EveryOf,
    Fillers,
}

/// `field` of `g`.
const fn list_of(g: &Grammar, field: Field) -> &'static [&'static str] {
    match field {
        Field::Possessives => g.possessives,
        Field::Quantifiers => g.quantifiers,
        Field::InnerQuantifiers => g.inner_quantifiers,
        Field::SentenceVerbs => g.sentence_verbs,
        Field::Relatives => g.relatives,
        Field::Articles => g.articles,
        Field::WholeMenu => g.whole_menu,
        Field::EveryOf => g.every_of,
        Field::Fillers => g.fillers,
    }
}

/// How many words `fields` of `languages` hold together.
const fn count(languages: &[&Grammar], fields: &[Field]) -> usize {
    let (mut n, mut l) = (0, 0);
    while l < languages.len() {
        let mut f = 0;
        while f < fields.len() {
            n += list_of(languages[l], fields[f]).len();
            f += 1;
        }
        l += 1;
    }
    n
}

/// The words of `fields` of `languages`, language by language, in one
/// list built at compile time: a look-up scans one list, as the readers
/// did before the words were gathered by language.
const fn flatten<const N: usize>(languages: &[&Grammar], fields: &[Field]) -> [&'static str; N] {
    let mut out = [""; N];
    let (mut n, mut l) = (0, 0);
    while l < languages.len() {
        let mut f = 0;
        while f < fields.len() {
            let list = list_of(languages[l], fields[f]);
            let mut w = 0;
            while w < list.len() {
                out[n] = list[w];
                n += 1;
                w += 1;
            }
            f += 1;
        }
        l += 1;
    }
    assert!(n == N);
    out
}

/// A flattened view: `$name` holds `$fields` of `$languages`.
macro_rules! flattened {
    ($name:ident, $languages:expr, $fields:expr) => {
        pub(crate) const $name: [&str; count($languages, $fields)] = flatten($languages, $fields);
    };
}

flattened!(SENTENCE_VERBS, LANGUAGES, &[Field::SentenceVerbs]);
flattened!(RELATIVES, LANGUAGES, &[Field::Relatives]);
flattened!(
    QUANTIFIERS,
    HOME,
    &[Field::Quantifiers, Field::InnerQuantifiers]
);
flattened!(
    OPENERS_AND_ARTICLES,
    HOME,
    &[Field::Possessives, Field::Quantifiers, Field::Articles]
);
flattened!(OPENERS, HOME, &[Field::Possessives, Field::Quantifiers]);
flattened!(ARTICLES, HOME, &[Field::Articles]);
flattened!(
    QUANTIFIERS_ABROAD,
    ABROAD,
    &[Field::Quantifiers, Field::InnerQuantifiers]
);
flattened!(
    OPENERS_ABROAD,
    ABROAD,
    &[Field::Possessives, Field::Quantifiers]
);
flattened!(WHOLE_MENU, LANGUAGES, &[Field::WholeMenu]);
flattened!(EVERY_OF, LANGUAGES, &[Field::EveryOf]);
flattened!(FILLERS, LANGUAGES, &[Field::Fillers]);

/// Whether `word` is one of `list`, whose words are lower case, in any
/// script's case ("Усі" is "усі").
fn is_one_of_any_case(word: &str, list: &[&str]) -> bool {
    list.iter()
        .any(|w| word.chars().flat_map(char::to_lowercase).eq(w.chars()))
}

/// Whether `word` is a finite verb of a sentence about food, in any
/// language (ASCII case folding).
pub(crate) fn is_sentence_verb(word: &str) -> bool {
    is_one_of(word, &SENTENCE_VERBS)
        // A script's own full stop is a letter byte to `words`, written
        // onto the sentence's last word (Ge'ez "ንሰርሖም።"): the verb is read
        // without it.
        || (word.as_bytes().last().is_some_and(|b| !b.is_ascii()) && {
            let bare = word.trim_end_matches(|c: char| !c.is_alphanumeric());
            bare.len() < word.len() && is_one_of(bare, &SENTENCE_VERBS)
        })
}

/// Whether `word` opens a relative clause, in any language.
pub(crate) fn is_relative(word: &str) -> bool {
    is_one_of(word, &RELATIVES)
}

/// Whether `word` is a quantifier of a [`HOME`] language, opening or not.
pub(crate) fn is_quantifier(word: &str) -> bool {
    is_one_of(word, &QUANTIFIERS)
}

/// Whether `word` is a quantifier of an [`ABROAD`] language, opening or
/// not: with ASCII case folding where `ascii` (the text is ASCII, so only
/// its Latin-script words can be), in any script's case otherwise.
pub(crate) fn is_quantifier_abroad(word: &str, ascii: bool) -> bool {
    if ascii {
        is_one_of(word, &QUANTIFIERS_ABROAD)
    } else {
        is_one_of_any_case(word, &QUANTIFIERS_ABROAD)
    }
}

/// Whether `text` holds a quantifier written run into its noun.
pub(crate) fn holds_a_run_quantifier(text: &str) -> bool {
    ABROAD
        .iter()
        .any(|g| g.run_quantifiers.iter().any(|q| text.contains(q)))
}

/// Whether `word` is a possessive, quantifier or article a [`HOME`]
/// language opens a sentence with.
pub(crate) fn is_opener_or_article(word: &str) -> bool {
    is_one_of(word, &OPENERS_AND_ARTICLES)
}

/// Whether `word` speaks of the whole menu ("everything").
pub(crate) fn names_the_whole_menu(word: &str) -> bool {
    is_one_of(word, &WHOLE_MENU)
}

/// Whether `word`, before a word for the menu's food, makes the whole
/// menu ("every dish").
pub(crate) fn is_every_of(word: &str) -> bool {
    is_one_of(word, &EVERY_OF)
}

/// Whether `word` stands between "all" and what it takes in ("of", "our").
pub(crate) fn is_filler(word: &str) -> bool {
    is_one_of(word, &FILLERS)
}

/// Whether a sentence's first words are the restaurant's possessive or a
/// quantifier in a [`HOME`] language: "Our", "Tous", "La nostra".
pub(crate) fn opens_a_sentence(text: &str) -> bool {
    let mut all = words(text);
    let Some(first) = all.next() else {
        return false;
    };
    // Looked up in word sets: most lines' first words are answered by a
    // byte or two, not compared with every opener and article.
    if OPENER_SET.contains(first) {
        return true;
    }
    // Most lines open with neither: one look-up of the articles tells.
    if !ARTICLE_SET.contains(first) {
        return false;
    }
    let Some(second) = all.next() else {
        return false;
    };
    HOME.iter().any(|g| {
        let stem = g.possessive_stem;
        is_one_of(first, g.articles)
            && second.len() > stem.len()
            && second
                .get(..stem.len())
                .is_some_and(|start| start.eq_ignore_ascii_case(stem))
    })
}

/// Whether a sentence opens as [`opens_a_sentence`] reads, in an
/// [`ABROAD`] language: "Al onze", "Onze", "Усі".
pub(crate) fn opens_a_sentence_abroad(text: &str) -> bool {
    let mut all = words(text);
    let Some(first) = all.next() else {
        return false;
    };
    if is_one_of_any_case(first, &OPENERS_ABROAD) {
        return true;
    }
    let mut second = None;
    ABROAD.iter().any(|g| {
        !g.all_lead.is_empty()
            && first.eq_ignore_ascii_case(g.all_lead)
            && second
                .get_or_insert_with(|| all.next())
                .is_some_and(|second| is_one_of(second, g.all_before))
    })
}

/// A short sentence about food in each language: its finite verb,
/// whether it opens as a sentence and whether it says all, as the
/// evidence reader read it before its words were gathered here.
#[cfg(test)]
#[rustfmt::skip]
pub(crate) const EXAMPLES: &[(&str, &str, &str, bool, bool)] = &[
    ("English", "Our beans are cooked with ham hock", "are", true, false),
    ("Spanish", "Todos los frijoles llevan manteca de cerdo", "llevan", true, true),
    ("Portuguese", "Nossa feijoada leva toucinho", "leva", true, false),
    ("French", "Tous nos plats sont cuisinés au saindoux", "sont", true, true),
    ("Italian", "Il nostro sugo cuoce con le cotenne", "cuoce", true, false),
    ("German", "Unsere Knödel werden in Schmalz gebraten", "werden", true, false),
    ("Dutch", "Elke portie frieten wordt in ossewit gebakken", "wordt", true, true),
    ("Ukrainian", "Усі вареники подаємо зі шкварками", "подаємо", true, true),
    ("Russian", "Все вареники подаем со шкварками", "подаем", true, true),
    ("Greek", "Όλα τα φαγητά μαγειρεύονται με λαρδί", "μαγειρεύονται", true, true),
    ("Urdu", "ہمارے تمام سالن گھی میں پکائے جاتے ہیں", "جاتے", true, true),
    ("Czech", "Všechna jídla smažíme na sádle", "smažíme", true, true),
    ("Swahili", "Kila chakula hupikwa kwa mafuta ya ng'ombe", "hupikwa", true, true),
    ("Finnish", "Kaikki keitot valmistetaan kanaliemeen", "valmistetaan", true, true),
    ("Bosnian and Croatian", "Sve naše pite pečemo na loju", "pečemo", true, true),
    ("Lithuanian", "Visi patiekalai patiekiami su spirgučiais", "patiekiami", true, true),
    ("Afrikaans", "Elke potjie word met 'n murgbeen gaargemaak", "word", true, true),
    ("Zulu", "Konke ukudla kuphekwe ngamafutha enkomo", "kuphekwe", true, true),
    ("Bulgarian", "Всички ястия готвим със свинска мас", "готвим", true, true),
    ("Wolof", "Mafé bi yépp dañu koy togg ak yàpp", "dañu", false, true),
    ("Somali", "Dhammaan cuntooyinka waxaa lagu kariyaa subag", "waxaa", true, true),
    ("Tigrinya", "ኩሉ ጸብሒ ብጠስሚ ይስራሕ", "ይስራሕ", true, true),
    ("Catalan", "Tots els arrossos els fem amb brou de carn", "fem", true, true),
    ("Slovenian", "Vse štruklje zabelimo z ocvirki", "zabelimo", true, true),
    ("Serbian", "Сва посна јела кувамо на масти", "кувамо", true, true),
    ("Mongolian", "Бүх бууз хонины өөхөөр хийдэг", "хийдэг", true, true),
    ("Cebuano", "Tanan namong utan gisagolan og chicharon", "gisagolan", true, true),
    ("Norwegian", "Våre grønnsaksretter stekes i smult", "stekes", true, false),
    ("Albanian", "Të gjitha byrekët i pjekim me gjalpë", "pjekim", false, true),
    ("Azerbaijani", "Bütün şorbalar ət suyu ilə bişirilir", "bişirilir", true, true),
    ("Guarani", "Opaite chipa rojapo kure kyra reheve", "rojapo", true, true),
    ("Cape Verdean Kriolu", "Tudu katxupa nu ta kuzinha ku toisinhu", "kuzinha", true, true),
    ("Malagasy", "Ny laoka rehetra dia andrahoina amin'ny menaka kisoa", "andrahoina", false, true),
    ("Maltese", "Il-platti kollha nsajruhom bix-xaħam", "nsajruhom", false, true),
    ("Kichwa", "Tukuy lukruta kuchi wirawanmi yanunchik", "yanunchik", true, true),
];

/// [`OPENERS`] and [`ARTICLES`] as word sets, for [`opens_a_sentence`].
static OPENER_SET: WordSet = WordSet::new(|| word_keys(&OPENERS));
static ARTICLE_SET: WordSet = WordSet::new(|| word_keys(&ARTICLES));

/// Builds this module's word sets now rather than at their first look-up
/// (`crate::lexicon::warm_up`).
pub(crate) fn build_word_sets() {
    for set in [&OPENER_SET, &ARTICLE_SET] {
        set.build_now();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each list of a table, with its field's name.
    fn lists(g: &Grammar) -> [(&'static str, &'static [&'static str]); 12] {
        [
            ("possessives", g.possessives),
            ("quantifiers", g.quantifiers),
            ("inner_quantifiers", g.inner_quantifiers),
            ("run_quantifiers", g.run_quantifiers),
            ("sentence_verbs", g.sentence_verbs),
            ("relatives", g.relatives),
            ("articles", g.articles),
            ("all_before", g.all_before),
            ("whole_menu", g.whole_menu),
            ("every_of", g.every_of),
            ("fillers", g.fillers),
            ("function_words", g.function_words),
        ]
    }

    #[test]
    fn every_word_is_lower_case_trimmed_and_listed_once() {
        for g in LANGUAGES {
            assert!(!g.name.is_empty());
            for (field, list) in lists(g) {
                for (at, word) in list.iter().enumerate() {
                    assert!(!word.is_empty(), "{} {field}: an empty word", g.name);
                    assert_eq!(word.trim(), *word, "{} {field}: {word:?}", g.name);
                    assert_eq!(word.to_lowercase(), *word, "{} {field}: {word:?}", g.name);
                    assert!(
                        !list[..at].contains(word),
                        "{} {field}: {word:?} twice",
                        g.name
                    );
                }
            }
            for single in [g.possessive_stem, g.all_lead] {
                assert_eq!(single.trim(), single, "{}", g.name);
                assert_eq!(single.to_lowercase(), single, "{}", g.name);
            }
            // The sentence roles do not share a word within a language:
            // a word is a possessive, a quantifier, a verb, a relative or
            // an article. (The note phrase lists, `whole_menu`, `every_of`
            // and `fillers`, name words of these roles again.)
            let roles = [
                g.possessives,
                g.quantifiers,
                g.inner_quantifiers,
                g.run_quantifiers,
                g.sentence_verbs,
                g.relatives,
                g.articles,
            ];
            let all: Vec<&str> = roles.iter().flat_map(|l| l.iter().copied()).collect();
            for (at, word) in all.iter().enumerate() {
                assert!(
                    !all[..at].contains(word),
                    "{}: {word:?} in two roles",
                    g.name
                );
            }
        }
        // Each language is listed once, in HOME or ABROAD; LANGUAGES joins
        // them in that order.
        let names: Vec<&str> = HOME.iter().chain(ABROAD).map(|g| g.name).collect();
        let listed: Vec<&str> = LANGUAGES.iter().map(|g| g.name).collect();
        assert_eq!(names, listed);
        let mut once = names.clone();
        once.sort_unstable();
        once.dedup();
        assert_eq!(once.len(), names.len(), "a language listed twice");
    }

    /// Whether `text` says all, as the note reader asks it.
    fn says_all(text: &str) -> bool {
        words(text).any(|w| is_quantifier(w) || is_quantifier_abroad(w, text.is_ascii()))
            || holds_a_run_quantifier(text)
    }

    #[test]
    fn each_language_reads_a_sentence_as_before() {
        for g in LANGUAGES {
            let example = EXAMPLES.iter().find(|e| e.0 == g.name);
            if g.run_quantifiers.is_empty() {
                assert!(example.is_some(), "no example sentence in {}", g.name);
            }
        }
        for &(name, text, verb, opens, all) in EXAMPLES {
            let first_verb = words(text).position(is_sentence_verb);
            assert_eq!(
                first_verb,
                words(text).position(|w| w == verb),
                "{name}: {text:?} read its verb elsewhere",
            );
            assert!(first_verb.is_some_and(|at| at > 0), "{name}: {text:?}");
            assert_eq!(
                opens_a_sentence(text) || opens_a_sentence_abroad(text),
                opens,
                "{name}: {text:?} opens",
            );
            assert_eq!(says_all(text), all, "{name}: {text:?} says all");
        }
        // Dishes' names in those languages open with none of it.
        for name in [
            "Pollo asado con arroz",
            "La pasta al pomodoro",
            "Vareniki з картоплею",
            "Alfredo de luxe",
            "Le petit salé aux lentilles",
        ] {
            assert!(
                !opens_a_sentence(name) && !opens_a_sentence_abroad(name),
                "{name}"
            );
        }
        // "La nostra" and "Al de" open, by their second word; "Al" alone
        // does not.
        assert!(opens_a_sentence("La nostra pasta è fatta a mano"));
        assert!(!opens_a_sentence("La nostr"));
        assert!(opens_a_sentence_abroad("Al de sauzen zijn huisgemaakt"));
        assert!(opens_a_sentence_abroad(
            "Al onze frieten worden in ossewit gebakken"
        ));
        assert!(!opens_a_sentence_abroad("Al pastor"));
        // Afrikaans "al die" (all the), and "al ons" by Dutch's "ons".
        assert!(opens_a_sentence_abroad("Al die groente word gaargemaak"));
        assert!(opens_a_sentence_abroad(
            "al ons groente-potjies word met 'n murgbeen gaargemaak"
        ));
        assert!(!opens_a_sentence("Il éééé"));
        // Case: ASCII folding at home, any script's case abroad.
        assert!(is_quantifier("TOUS") && is_quantifier_abroad("УСІ", false));
        assert!(!is_quantifier_abroad("УСІ", true));
        assert!(holds_a_run_quantifier("ทุกชามโรยกระเทียมเจียว"));
        // A script's own full stop on the last word: the verb is read
        // without it; a word is no verb for ending in one.
        assert!(is_sentence_verb("ንሰርሖም።"));
        assert!(!is_sentence_verb("ሽሮ።") && !is_sentence_verb("።"));
    }
}
