//! The one pass that reads free text into [`Signal`]s and mentions.
//!
//! Every phrase lives in the tables of `tables.rs`, so an auditor can read
//! what the engine recognises; `trie.rs` matches them, walking one byte trie
//! (built once) from each word start to find the longest whole-word phrase
//! there. The reading here then works out what the phrases claim: negation
//! ("not vegan", "no cheese"), request phrasing ("ask for no cheese" = vegan
//! on request), qualifiers ("vegan cheese", "oat milk"), the certainty and
//! scope of claims, and which animal products the text ties to the food
//! (docs/scoring.md, section 1.1).

use std::sync::LazyLock;

use crate::pieces::{
    WITH_APOSTROPHE, WITH_APOSTROPHES, WITH_APOSTROPHES_AND_HYPHEN, pieces, singular,
};
use crate::signals::{Signal, SignalSet};

mod diluted;
mod frames;
mod outside_claim;
mod tables;
mod trie;

pub(crate) use outside_claim::leaves_food_outside_the_claim;
#[cfg(test)]
use tables::GROUPS;
use tables::{
    ADVERBS_BEFORE_NOT_USING, AMOUNT_ARTICLES, AMOUNT_OF, BEFORE_A_TOOL, BENEATH_DETERMINERS,
    BENEATH_WORDS, CHAY_FLAVOUR_PARTNER, CHAY_JOINING_WORDS, CHAY_MEAT_MAKE, CHINESE_LIST_JOINS,
    CHINESE_STOCK_PLANTS, CHINESE_STOCKS, COOK_VERBS_WITH_A_SUBJECT, COOKED_BENEATH_VERBS,
    COOKED_WITH_CHINESE, COOKED_WITH_VERBS, COOKING_EQUIPMENT, COOKING_LIQUIDS, ELSEWHERE,
    EQUIPMENT_MEASURES_CHINESE, EQUIPMENT_NAMES_NOT_OWNERS, EQUIPMENT_POINTERS,
    EQUIPMENT_POINTERS_AFTER_INTO, EXCEPTIONS_OF_AN_ITEM, Entry, GALICIAN_WORDS, GERMAN_NEGATORS,
    GERMAN_PLANT_ADJECTIVES, GERMAN_PLANT_BASES, GERMAN_VEGAN_ADJECTIVES,
    GERMAN_VEGAN_ADJECTIVES_OBLIQUE, HINDI_WORDS, INTO_EQUIPMENT, KEPT_TO_ONE_FOOD,
    KIND_NOTE_COPULAS, KIND_NOTE_DETERMINERS, KIND_NOTE_MAKE_ENDS, KIND_NOTE_OPENERS,
    KIND_NOTE_PLACES, LIQUID_FROM, LIQUID_SOURCE_DETERMINERS, MADE_IN_BASE_LINKS, MADE_IN_BASES,
    MADE_IN_JOINS, MADE_IN_POSTPOSITIONS, MADE_IN_SET_APART, MADE_IN_VERBS, MEAT_FREE_FOOD,
    MEAT_FREE_MENTION, MEATS_ABOVE_FOOD, MEDIUM_HEADS, MILK_FOOD_WORDS, NARROWED_KINDS,
    NEGATION_FILLERS, NOT_BETWEEN_OWN_AND_EQUIPMENT, ONLY_ONE_COUNTERS, OWN, OWN_CHINESE,
    OWNERS_IN_THE_KITCHEN, PIECES_AN_OWNER_NAMES, PIECES_OF, PIECES_OF_A_FOOD,
    PRESENT_AFTER_AN_ITEM, Qualifier, RANKING_BEFORE_ONE, ROAST_VERBS_WITH_A_SUBJECT,
    ROAST_VERBS_WITH_AN_OBJECT, ROASTED_WITH_VERBS, ROASTING_SUBJECTS, Role, SECOND_ONE_NAMED,
    SENT_ELSEWHERE_LINKS, SEPARATION_WORDS, SHARING_DENIED_BY, SHARING_DENIED_BY_CHINESE,
    SMALL_AMOUNTS, SPANISH_COOKED_WITH_AFTER_SE, SPANISH_QUESTION_TAGS, STEEPED_WITH_JOINS,
    STEEPING_CHARS, STEEPING_LIQUIDS, STEEPING_VERBS, STEEPING_VERBS_BEFORE_A_MEAT, Shape,
    THAI_CLAUSE_GOES_ON, THAI_DENIALS, THAI_DENIALS_TURNED_BY, THAI_ITEM_HEADS, THAI_LIST_JOINS,
    TOOL_COOKING_PARTICIPLES, TOOL_COOKING_VERBS, TOOL_OBJECT_JOINS, TOOL_OBJECTS_END,
    TOOLS_THAT_COOK, VEGAN_MENTION, lexicon_patterns, set,
};
pub(crate) use tables::{
    AGAIN, ANIMAL, ANIMAL_MAKE_WORDS, ANIMAL_PRODUCT_BRANDS, BACK_REFERENCES,
    BARE_NEGATIVE_CONTRACTIONS, CHANGE_MARKS, CONCORD_NEGATORS, COOKED_WITH_WORDS,
    DENIAL_CARRIED_ON, DENIAL_CONTRASTS, DENIED_DISH_ADVERBS, DENIED_DISH_COPULAS,
    DENIED_DISH_DETERMINERS, DENIED_DISH_NOUNS, DIET_WORDS, DOUGH_WORDS, EACH_ABROAD,
    FED_ANIMAL_WORDS, GERMAN_PLANT_SOURCES, IDENTITY_BREAKS, IDENTITY_FILLERS, IDENTITY_LEADS,
    IDENTITY_LINKS, INGREDIENT_WORDS, INGREDIENTS, KEPT_OUT_DETERMINERS, KEPT_OUT_OF_WORDS,
    KEY_DEFINING_VERBS, KINDS_OF_FOOD, KITCHEN_SIDES, NOT_PESCATARIAN, NOT_VEGETARIAN,
    PLANT_LINE_WORDS, POINTED_LINKS, POINTING_BACK, PREDICATE_ADVERBS, PREDICATE_COPULAS,
    PRODUCT_CUTS, PRODUCT_STAND_INS, RELATIVE_OPENERS, RELATIVE_PRONOUNS, REPLY_AFFIRMING_VERBS,
    REPLY_MARKS, REPLY_NARROWING, REPLY_NO, REPLY_TURNS, REPLY_VOCATIVES, REPLY_WHOLE_FOOD,
    SENSED_POINTING_BACK, SENSING_VERBS, SET_PARTS_LEADS, SET_WORDS, TURKISH_ALSO,
};
pub(crate) use tables::{
    DINERS_OWN_CAPTION, OWNER_WORD_STEMS, OWNER_WORDS_OF_A_LINE, REPLY_DATE_OPENERS,
    REPLY_LINE_OPENERS, REPLY_LINE_VERBS,
};
use trie::Trie;
#[cfg(test)]
use trie::{Cell, NO_PARENT};

use Signal as S;

/// The compiled lexicon: one trie and, per pattern, what it means.
struct Lexicon {
    /// `None` only if the trie could not be built (a unit test proves it
    /// builds); every text then reads as "nothing found", which decides
    /// `unknown`: the conservative failure.
    trie: Option<Trie>,
    entries: Vec<Entry>,
    /// How the phrases that claim a diet begin (see [`claim_at_start`]).
    claim_starts: trie::Starts,
    /// Per pattern: whether it is a stock word ([`STOCK_WORDS`]), which
    /// a listed dish's name may stand before or after
    /// ([`stock_of_a_listed_meat_dish`]).
    stock_words: Vec<bool>,
    /// The pattern of the phrase "own equipment", which a word for "own"
    /// before any piece of equipment is read as
    /// ([`own_equipment_as_dedicated`]).
    own_equipment: Option<u32>,
    /// The pattern of the phrase "caldo de carne", which a listed meat
    /// dish's stock is read as ([`stock_of_a_listed_meat_dish`]).
    meat_stock: Option<u32>,
}

fn build_lexicon() -> Lexicon {
    let (patterns, entries) = lexicon_patterns();
    let trie = Trie::build(&patterns);
    let claims = patterns
        .iter()
        .zip(&entries)
        .filter(|(_, entry)| is_claim(entry).is_some())
        .map(|(pattern, _)| pattern.as_str());
    let claim_starts = trie
        .as_ref()
        .map_or_else(trie::Starts::default, |trie| trie.starts_of(claims));
    let stock_words = patterns
        .iter()
        .map(|pattern| is_one_of(pattern, STOCK_WORDS))
        .collect();
    // The patterns of two phrases other phrases are read as, found once.
    let pattern_of = |phrase: &str| {
        trie.as_ref().and_then(|trie| match trie.walk(phrase, 0).0 {
            Some((end, pattern)) if end == phrase.len() => Some(pattern),
            _ => None,
        })
    };
    let own_equipment = pattern_of("own equipment");
    let meat_stock = pattern_of("caldo de carne");
    Lexicon {
        trie,
        entries,
        claim_starts,
        stock_words,
        own_equipment,
        meat_stock,
    }
}

/// The diet a phrase's entry claims for the food it names ("vegan",
/// "vegetarisch"), if any.
fn is_claim(entry: &Entry) -> Option<SignalSet> {
    let claim = entry
        .signals
        .intersection(set(&[S::VeganLabel, S::VegetarianLabel]));
    (entry.role == Role::Term && !claim.is_empty()).then_some(claim)
}

static LEXICON: LazyLock<Lexicon> = LazyLock::new(build_lexicon);

/// Builds the lexicon trie now rather than on the first text read, and
/// the word tables the first texts read would otherwise build: the read
/// languages' sentence words (the test for a sentence in a language the
/// engine does not read) and the menu's cue words. The first evaluation
/// then costs what any other does.
pub fn warm_up() {
    LazyLock::force(&LEXICON);
    crate::evidence::warm_up_read_words();
    crate::tokens::warm_up_cue_words();
    // The readings' word sets, which the first texts read would build.
    build_word_sets();
    diluted::build_word_sets();
    frames::build_word_sets();
    outside_claim::build_word_sets();
    crate::evidence::build_word_sets();
    crate::grammar::build_word_sets();
    crate::pointers::build_word_sets();
    crate::pointing::build_word_sets();
    crate::reference::build_word_sets();
    crate::vocabulary::build_word_sets();
}

/// Whether `word`, whole, is a phrase of the lexicon (a plural "s"/"es"
/// may follow): OCR repair asks whether two halves of a broken word make
/// one the reader knows.
pub(crate) fn is_phrase(word: &str) -> bool {
    let Some(trie) = LEXICON.trie.as_ref() else {
        return false;
    };
    trie.longest_whole(word, 0).is_some_and(|(end, _)| {
        word.get(end..).is_some_and(|rest| {
            rest.is_empty() || rest.eq_ignore_ascii_case("s") || rest.eq_ignore_ascii_case("es")
        })
    })
}

/// What `word`, whole, names as a phrase of the lexicon (a plural "s"/"es"
/// may follow); nothing when it is no phrase.
pub(crate) fn phrase_signals(word: &str) -> SignalSet {
    let lexicon = &*LEXICON;
    let Some(trie) = lexicon.trie.as_ref() else {
        return SignalSet::EMPTY;
    };
    trie.longest_whole(word, 0)
        .filter(|&(end, _)| {
            word.get(end..).is_some_and(|rest| {
                rest.is_empty() || rest.eq_ignore_ascii_case("s") || rest.eq_ignore_ascii_case("es")
            })
        })
        .and_then(|(_, pattern)| lexicon.entries.get(pattern as usize))
        .map_or(SignalSet::EMPTY, |entry| entry.signals)
}

/// The meat-free claim (vegan or vegetarian label) a phrase at the very
/// start of `text` makes ("Vegan Ramen", "ヴィーガン ラーメン", "纯素炒面"),
/// with where the phrase ends.
pub(crate) fn claim_at_start(text: &str) -> Option<(usize, SignalSet)> {
    let lexicon = &*LEXICON;
    let trie = lexicon.trie.as_ref()?;
    // Most names open with no diet word: the phrase found there could
    // claim nothing when no claiming phrase begins as the text does.
    if !trie.may_begin(&lexicon.claim_starts, text) {
        return None;
    }
    let (end, pattern) = trie.longest_whole(text, 0)?;
    let claim = is_claim(lexicon.entries.get(pattern as usize)?)?;
    // "Vegan-ish" is no claim: a hyphen joins the word to what softens it.
    let suffixed = text
        .get(end..)
        .and_then(|rest| rest.strip_prefix('-'))
        .is_some_and(|rest| rest.starts_with(char::is_alphanumeric));
    (!suffixed).then_some((end, claim))
}

/// A phrase found in the text, before resolution.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RawMatch {
    start: usize,
    end: usize,
    pattern: u32,
}

/// An animal-product word in a text. Its signals are what is left once it
/// is read: nothing when it is negated ("no cheese"), a plant version
/// ("oat milk", "vegan cheese") or what a dish may touch ("fried in the
/// same oil as the shrimp"). Whether what is left is a fact about one
/// listed dish or about the food the diner would eat is for the caller,
/// who knows the menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Mention {
    /// The animal signals the phrase keeps: empty when it was resolved
    /// away ("no cheese", "vegan cheese").
    pub signals: SignalSet,
    /// The animal signals the phrase names before it is read in context.
    pub named: SignalSet,
    /// The phrase, so a mention can be matched with a menu item naming it.
    pub pattern: u32,
    /// A dish form ("burger", "mayo") rather than an ingredient word.
    pub form: bool,
    /// A meat or fish word right after a plant ("Mushroom Bulgogi",
    /// "hongos al pastor"): the style of a plant dish, where a label or a
    /// whole-place claim says the dish is vegan.
    pub styled: bool,
    /// Its sentence, as a byte range of the text.
    pub sentence: (usize, usize),
    /// The phrase itself, as a byte range of the text.
    pub span: (usize, usize),
    /// Its clause says it was someone else's food ("my husband's steak",
    /// "my partner had the ribs") and names no meat-free food.
    pub others: bool,
    /// Its sentence ties it to the food in general or to meat-free food
    /// ("every curry gets fish sauce", "the broth is beef bones", "they
    /// put fish sauce in the vegan curry"): it cannot be set aside as a
    /// fact about some other dish.
    pub tied: bool,
    /// A diner asks for it to be left off ("ask them to skip the cheese"):
    /// the food comes with it unless asked.
    pub left_off: bool,
    /// Its text denied it ("no dairy", "free of fish sauce"), rather than
    /// naming a plant version: a doubted denial leaves it in the food.
    pub denied: bool,
    /// A diner's sentence without an objection names it: it may name the
    /// food praised as a likeness of its animal version ("the pastrami
    /// fooled me"), which [`likened_food`] finds.
    pub likened: bool,
    /// Its clause sends it to other equipment ("the meat is cooked on a
    /// separate grill"): the food separated is this product.
    pub sent_elsewhere: bool,
}

impl Mention {
    /// Products a sentence says the food holds without naming them at one
    /// place of it (a doubt, a removal a diet asks for, the animal version
    /// in the rest of the food): tied, never placed on a dish.
    fn tied_to_the_food(
        products: SignalSet,
        sentence: (usize, usize),
        span: Option<(usize, usize)>,
    ) -> Mention {
        Mention {
            signals: products,
            named: products,
            pattern: u32::MAX,
            form: false,
            styled: false,
            sentence,
            span: span.unwrap_or(sentence),
            others: false,
            tied: true,
            left_off: false,
            denied: false,
            likened: false,
            sent_elsewhere: false,
        }
    }
}

/// The plant makes of milk foods the last text read names whole ("oat
/// milk", "cashew cheese", "soy yogurt"): a plant base phrase ending on a
/// milk food's word, as a mention of the dairy product it stands in for,
/// resolved away (no signals), with its sentence. (A plant word before a
/// product word, "vegan cheese", is a mention of its own already.)
pub(crate) fn plant_milk_foods<'s>(
    text: &'s str,
    scratch: &'s Scratch,
) -> impl Iterator<Item = Mention> + 's {
    let lexicon = &*LEXICON;
    scratch.raw.iter().filter_map(move |raw| {
        let entry = lexicon.entries.get(raw.pattern as usize)?;
        if !matches!(entry.qualifier, Qualifier::PlantBase | Qualifier::NutBase) {
            return None;
        }
        let last = text.get(raw.start..raw.end)?.rsplit([' ', '-']).next()?;
        if !is_one_of(last, MILK_FOOD_WORDS) {
            return None;
        }
        let mut passed = 0;
        let sentence = open_sentence(text.as_bytes(), &scratch.breaks, &mut passed, raw.start);
        let mut mention = Mention::tied_to_the_food(
            SignalSet::of(&[S::Dairy]),
            (sentence.start, sentence.end),
            Some((raw.start, raw.end)),
        );
        mention.signals = SignalSet::EMPTY;
        mention.tied = false;
        mention.pattern = raw.pattern;
        Some(mention)
    })
}

/// Reusable buffers, so reading many texts allocates nothing per text.
#[derive(Debug)]
pub(crate) struct Scratch {
    raw: Vec<RawMatch>,
    /// Where the text read has its sentence breaks, in order: the phrase
    /// search passes every byte already, so each sentence's bounds are
    /// looked up here rather than scanned for again.
    breaks: Vec<usize>,
    /// The animal products named by the last text read.
    pub(crate) mentions: Vec<Mention>,
    /// The text is a menu item's own name or description: what ties a
    /// mention to other food or to other diners means nothing there, so it
    /// is not worked out.
    pub(crate) menu_text: bool,
    /// The text is the restaurant speaking of itself: its "he" and "her"
    /// are its cooks ("our chef makes her beans with ham hock"), so only a
    /// noun ("your friend's steak") names another diner's food there.
    pub(crate) statement: bool,
    /// The text is a note the menu prints beside its dishes, none's own
    /// name or description: a clause sending a product to other equipment
    /// ("the meat goes on another grill") speaks of the kitchen there,
    /// while in a dish's own words ("prawns on the plancha, the steak on
    /// another grill") the product is still the dish's.
    pub(crate) note_text: bool,
    /// The names (as printed) of the listed dishes not labelled meat-free
    /// that hold meat: a diner's or the restaurant's "piti broth", "caldo
    /// del puchero" names that dish's stock (see
    /// `stock_of_a_listed_meat_dish`).
    pub(crate) meat_dishes: Vec<String>,
    /// The restaurant's own name, lower case: equipment named by it ("the
    /// Leafline fryer") is its own, not another owner's (see
    /// [`owned_by_another`]).
    pub(crate) place_name: String,
    /// Whether the last text read may hold a quote mark (`'`, `"`, `‘`,
    /// `’`, `“`, `”`): the phrase search passes every byte outside a word
    /// already and says when it met none, so a reader that needs a quote
    /// mark is skipped there rather than scanning the text for one.
    /// (True until a search says otherwise.)
    may_hold_quotes: bool,
}

impl Default for Scratch {
    fn default() -> Scratch {
        Scratch {
            raw: Vec::new(),
            breaks: Vec::new(),
            mentions: Vec::new(),
            menu_text: false,
            statement: false,
            note_text: false,
            meat_dishes: Vec::new(),
            place_name: String::new(),
            may_hold_quotes: true,
        }
    }
}

impl Scratch {
    /// Room for the phrases of a long review, so the list is allocated
    /// once per evaluation rather than grown.
    pub(crate) fn new() -> Scratch {
        Scratch {
            raw: Vec::with_capacity(32),
            breaks: Vec::with_capacity(16),
            mentions: Vec::with_capacity(8),
            menu_text: false,
            statement: false,
            note_text: false,
            meat_dishes: Vec::new(),
            place_name: String::new(),
            may_hold_quotes: true,
        }
    }

    /// Empties it for another evaluation, keeping its room.
    pub(crate) fn reset(&mut self) {
        self.raw.clear();
        self.breaks.clear();
        self.mentions.clear();
        self.menu_text = false;
        self.statement = false;
        self.note_text = false;
        self.meat_dishes.clear();
        self.place_name.clear();
        self.may_hold_quotes = true;
    }

    /// Whether the text last given to [`read_text`] may hold a quote mark
    /// (`'`, `"`, `‘`, `’`, `“`, `”`); false only where it holds none.
    pub(crate) fn may_hold_quotes(&self) -> bool {
        self.may_hold_quotes
    }
}

/// What one text says.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct TextReading {
    /// Every signal, except claims made only in uncertain sentences.
    pub signals: SignalSet,
    /// Meat-free claims made only in uncertain sentences ("ask your server
    /// if vegan", "we may be able to make it vegan"): they are no claim.
    pub uncertain: SignalSet,
    /// Animal signals that came only from dish-form words ("burger").
    pub form_only: SignalSet,
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
    /// The first sentence calling something printed wrong ("Don't trust
    /// the little leaf", "The kitchen says otherwise"), as a byte range.
    pub doubted_at: Option<(usize, usize)>,
    /// Where the first hint at something unnamed starts ("Here's a hint:
    /// it rhymes with 'hard'").
    pub hinted_at: Option<usize>,
    /// The first sentence that speaks of a blend ("a 50/50 blend of ..."),
    /// as a byte range.
    pub blended_at: Option<(usize, usize)>,
    /// It says a food was kept as it was ("The dressing is his, untouched").
    pub kept: bool,
    /// The animal products named in the sentences that share equipment
    /// ("one griddle does the eggs and the cheese toasties"), where every
    /// such sentence names some; empty where one names none.
    pub shared_with: SignalSet,
    /// A sentence shares equipment without naming an animal product.
    pub shared_unnamed: bool,
    /// The animal products the sentences claiming dedicated preparation
    /// keep on equipment of their own or send to other equipment ("the
    /// chicken has its own grill", "the meat is cooked on a separate
    /// grill"), where every such sentence names one and no meat-free food.
    pub dedicated_to_animal_food: SignalSet,
    /// A sentence claims dedicated preparation of no named animal product.
    pub dedicated_unowned: bool,
    /// A sentence names equipment or claims dedicated preparation.
    pub names_equipment: bool,
}

/// Whether a match is Finnish "ei" (not) before the product it denies
/// ("ei maitoa, ei munaa"), where the lexicon reads the German and Dutch
/// egg "Ei" ("Allergene: Ei, Milch"): written in lower case, one space
/// before the next phrase, whose word ends as the Finnish partitive a
/// denial takes does ("maitoa", "lihalientä"). German writes its noun
/// capitalised; Dutch "ei" comes before "en" or a product that does not
/// end so ("broodje ei bacon", "ham kaas ei").
fn is_finnish_not(text: &str, raw: &RawMatch, after: &[RawMatch]) -> bool {
    raw.end - raw.start == 2
        && text.get(raw.start..raw.end) == Some("ei")
        && text.as_bytes().get(raw.end) == Some(&b' ')
        && after.first().is_some_and(|next| {
            next.start == raw.end + 1
                && text
                    .get(next.start..)
                    .and_then(|rest| rest.split(|c: char| !c.is_alphabetic()).next())
                    .and_then(|word| word.chars().next_back())
                    .is_some_and(|last| matches!(last, 'a' | 'ä' | 'A' | 'Ä'))
        })
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
    slice.is_some_and(is_word_char)
}

/// A letter or digit of a script written with spaces between words. Chinese,
/// Japanese kana, Thai and Khmer run their words together, so each of their
/// characters may start or end a phrase ("共用厨房" holds "共用" and "厨房").
/// Korean spaces its words but attaches particles to them ("계란을", egg +
/// object particle), so Hangul is matched inside runs too; its vocabulary
/// keeps to words of two or more syllables, with look-alikes ("콩고기", soy
/// meat) listed as traps.
fn is_word_char(c: char) -> bool {
    c.is_alphanumeric()
        && !matches!(c,
            '\u{0E00}'..='\u{0EFF}'   // Thai, Lao
            | '\u{1780}'..='\u{17FF}' // Khmer
            | '\u{1100}'..='\u{11FF}' // Hangul Jamo
            | '\u{3130}'..='\u{318F}' // Hangul Compatibility Jamo
            | '\u{AC00}'..='\u{D7AF}' // Hangul Syllables
            | '\u{3040}'..='\u{30FF}' // Hiragana, Katakana
            | '\u{3400}'..='\u{4DBF}' // CJK Extension A
            | '\u{4E00}'..='\u{9FFF}' // CJK Unified Ideographs
            | '\u{F900}'..='\u{FAFF}' // CJK Compatibility Ideographs
        )
}

/// A match counts only as whole words; a plural "s"/"es" may follow. (The
/// walk checks starts as it goes and ends with [`ends_a_word`]; the
/// reference matcher of the tests checks both here.)
#[cfg(test)]
fn at_word_boundaries(text: &str, start: usize, end: usize) -> bool {
    if !text.is_char_boundary(start) {
        return false;
    }
    if is_word_char_at(text, start, true) {
        // After the proclitics of an Arabic word ("وسمن"): the reference
        // keeps a phrase at the word's own start first.
        let word = text[..start]
            .char_indices()
            .rev()
            .take_while(|(_, c)| is_word_char(*c))
            .last()
            .map_or(start, |(at, _)| at);
        let bytes = text.as_bytes();
        if !matches!(bytes[word], 0xD8 | 0xD9)
            || !arabic_proclitic_ends(bytes, word).any(|at| at == start)
        {
            return false;
        }
    }
    ends_a_word(text, start, end)
}

/// The end half of [`at_word_boundaries`]: a match from `start` ends a
/// word at `end`, or a plural "s"/"es" after it does.
#[inline(always)]
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
    // "cotija1.5oz", "午餐肉2片": a quantity glued to the word still ends
    // it (the last byte of a character outside ASCII is 0x80 or above).
    if end > start
        && bytes
            .get(end - 1)
            .is_some_and(|b| b.is_ascii_alphabetic() || *b >= 0x80)
        && bytes.get(end).is_some_and(u8::is_ascii_digit)
    {
        return true;
    }
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

/// The bytes between words the phrase search notes: the sentence breaks
/// (`SENTENCE_BREAK`) and the ASCII quote marks (any other bit).
const SEARCH_MARKS: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut byte = 0;
    while byte < 256 {
        if BREAKS[byte] & SENTENCE_BREAK != 0 {
            table[byte] = SENTENCE_BREAK;
        }
        byte += 1;
    }
    table[b'\'' as usize] = 4;
    table[b'"' as usize] = 4;
    table
};

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
    negation_reaches_list(text, from, to, reach, false, false)
}

/// [`negation_reaches`], where a denial that has already denied a term may
/// go on down a list past one comma: "no chicken, beef or fish stock"; a
/// diet's definition (`defines`, "Vegano: senza carne, pesce, latte") past
/// items it does not read as well, each of up to three words between
/// commas.
fn negation_reaches_list(
    text: &str,
    from: usize,
    to: usize,
    reach: usize,
    list: bool,
    defines: bool,
) -> bool {
    if to < from || to - from > 16 * (reach + 2) {
        return false;
    }
    let Some(gap) = text.get(from..to) else {
        return false;
    };
    // "bez mięsa, ale na smalcu": a list that reached the Polish or Czech
    // "but" (read as a term, the English beer) has turned.
    if text
        .get(..from)
        .and_then(|before| before.rsplit(|c: char| !c.is_alphanumeric()).next())
        .is_some_and(|last| turns_the_list(last, text))
    {
        return false;
    }
    // "Nothing (V) is cooked in meat fat": a diet mark in brackets names
    // the food the denial is of; it does not end the denial.
    let unmarked;
    let gap = if gap.contains('(') {
        unmarked = without_diet_marks(gap);
        unmarked.as_str()
    } else {
        gap
    };
    // Arabic's comma ("بدون لحمة، مرقة") is a list's comma too.
    let commaed;
    let gap = if gap.contains('\u{60C}') {
        commaed = gap.replace('\u{60C}', ",");
        commaed.as_str()
    } else {
        gap
    };
    let commas = gap.bytes().filter(|b| *b == b',').count();
    let list_comma = list
        && (commas == 1 || (defines && commas <= 4))
        && !gap.bytes().any(|b| b != b',' && is_clause_break(b));
    if gap.bytes().any(is_clause_break) && !list_comma {
        return false;
    }
    // "brushed with olive oil, not butter - it's vegan": a dash ends the
    // list a denial goes down.
    if list && has_a_dash(gap.as_bytes()) {
        return false;
    }
    // "no meat, just cheese and egg": after the list's comma the next item
    // follows at once, or after a conjunction; a word of another kind
    // there ends the list, and the denial with it.
    let (before, after) = if list_comma {
        gap.split_once(',').unwrap_or((gap, ""))
    } else {
        (gap, "")
    };
    // A definition's denial passes over items it does not read, each of
    // up to three words ended by a comma or a conjunction, with no "but"
    // that turns the list round; after any other word the list has ended.
    if list_comma && !defines_past_unread_items(after, defines, text) {
        return false;
    }
    let mut counted = 0;
    for word in gap_words(before) {
        if turns_the_list(word, text) {
            return false;
        }
        if !FILLER_SET.contains(word) {
            counted += 1;
        }
    }
    counted <= reach || (counted <= reach + 2 && only_a_small_amount_of(before, reach))
}

/// Whether the words between a denial and its product are only a small
/// amount of it: "sin una pizca de jamón", "sans une goutte de beurre",
/// "senza un filo di burro", as "without a drop of butter" is. The
/// Romance article before the amount and the "de" after it are no more
/// than the English "a" and "of", which the denial skips.
fn only_a_small_amount_of(gap: &str, reach: usize) -> bool {
    let mut words = gap_words(gap)
        .filter(|word| !FILLER_SET.contains(word))
        .peekable();
    if words
        .peek()
        .is_some_and(|word| is_one_of(word, AMOUNT_ARTICLES))
    {
        words.next();
    }
    let Some(amount) = words.next() else {
        return false;
    };
    if !is_one_of(amount, SMALL_AMOUNTS) {
        return false;
    }
    let rest: Vec<&str> = words.collect();
    match rest.as_slice() {
        [] => true,
        [of] => is_one_of(of, AMOUNT_OF) || reach >= 2,
        _ => false,
    }
}

/// The text from `start` to the next comma, semicolon, colon, bracket or
/// sentence end.
fn rest_of_clause(text: &str, start: usize) -> &str {
    let rest = text.get(start..).unwrap_or("");
    rest.find(|c: char| c.is_ascii() && is_clause_break(c as u8))
        .map_or(rest, |stop| &rest[..stop])
}

/// Whether the words right after a list item ending at `end`, in its
/// clause, say it is there ("paneer added", "paneer ke saath", "queso
/// aparte").
fn said_present_after(text: &str, end: usize) -> bool {
    let said: Vec<&str> = words(rest_of_clause(text, end)).take(3).collect();
    PRESENT_AFTER_AN_ITEM.iter().any(|lead| {
        lead.len() <= said.len()
            && lead
                .iter()
                .zip(&said)
                .all(|(l, w)| w.eq_ignore_ascii_case(l))
    })
}

/// Whether a list's comma stands between a denial ending at `from` and an
/// item starting at `to`: the item was reached down the list.
fn down_the_list(text: &str, from: usize, to: usize) -> bool {
    text.get(from..to)
        .is_some_and(|gap| gap.contains([',', '\u{60C}']))
}

/// Whether only a list's comma stands between an item ending at `from`
/// and a negator starting at `to` ("no meat, no eggs"): the negator opens
/// the next item. ("no meat, and no gelatin in" closes the list first.)
fn right_after_a_comma(text: &str, from: usize, to: usize) -> bool {
    text.get(from..to).is_some_and(|gap| {
        gap.contains([',', '\u{60C}'])
            && gap
                .chars()
                .all(|c| c == ',' || c == '\u{60C}' || c.is_whitespace())
    })
}

/// Whether the item starting at `start` is joined to one more by a
/// conjunction before its clause ends ("no meat, no butter, milk or egg"):
/// the last negator heads a list of its own, and the comma goes on to it.
/// A bare item after a list that repeats its negator ("no meat, no eggs,
/// milk") is left undenied.
fn closes_a_sub_list(text: &str, start: usize) -> bool {
    const JOINS: &[&str] = &["and", "or", "nor", "ja", "või"];
    words(rest_of_clause(text, start))
        .any(|word| is_one_of(word, JOINS) || is_one_of(word, LIST_CONJUNCTIONS))
}

/// Whether `word` turns a denial's list round: "but", or the Polish and
/// Czech "ale" in a text written in those languages (their letters, or
/// their "bez", "without"), where it is no English ale.
fn turns_the_list(word: &str, text: &str) -> bool {
    if word.eq_ignore_ascii_case("but") {
        return true;
    }
    word.eq_ignore_ascii_case("ale") && written_in_west_slavic(text)
}

/// Whether `text` is written in Polish, Czech or Slovak: a letter only
/// they use, or their word for "without".
fn written_in_west_slavic(text: &str) -> bool {
    const LETTERS: &str = "ąćęłńśźżěčřšžůťďňľĺŕĄĆĘŁŃŚŹŻĚČŘŠŽŮŤĎŇĽĹŔ";
    text.chars().any(|c| LETTERS.contains(c))
        || text
            .split(|c: char| !c.is_alphanumeric())
            .any(|word| word.eq_ignore_ascii_case("bez"))
}

/// Whether the gap after a list's comma holds only conjunctions, or, in a
/// diet's definition (`defines`), also whole items the denial passes over:
/// runs of up to three words, each ended by a comma or a conjunction, the
/// last right before the next item read.
fn defines_past_unread_items(after: &str, defines: bool, text: &str) -> bool {
    let joins = |word: &str| FILLER_SET.contains(word) || is_one_of(word, LIST_CONJUNCTIONS);
    let mut run = 0usize;
    for piece in after.split_inclusive(',') {
        let ends_item = piece.ends_with(',');
        for word in gap_words(piece) {
            if joins(word) {
                run = 0;
            } else if !defines || turns_the_list(word, text) || run == 3 {
                return false;
            } else {
                run += 1;
            }
        }
        if ends_item {
            run = 0;
        }
    }
    run == 0
}

/// The words of a gap a denial reaches across.
fn gap_words(gap: &str) -> impl Iterator<Item = &str> + Clone {
    gap.split(|c: char| c.is_whitespace() || c == '-' || c == ',')
        .filter(|w| !w.is_empty())
}

/// "And" and "or" of the menu languages, which may join a list's last item
/// to the rest ("senza latte, uova e strutto", "sin leche, huevo o miel").
const LIST_CONJUNCTIONS: &[&str] = &["e", "y", "o", "u", "und", "oder", "et", "ou", "en", "i"];

/// `gap` with its bracketed diet marks ("(V)", "(VG)", "(V/GF)") left out.
fn without_diet_marks(gap: &str) -> String {
    const MARKS: &[&str] = &[
        "v",
        "vg",
        "ve",
        "veg",
        "vegan",
        "vegetarian",
        "gf",
        "df",
        "pb",
        "plant-based",
    ];
    let mut kept = String::with_capacity(gap.len());
    let mut rest = gap;
    while let Some(open) = rest.find('(') {
        let Some(close) = rest[open..].find(')').map(|at| open + at) else {
            break;
        };
        let inside = &rest[open + 1..close];
        let marks = !inside.trim().is_empty()
            && inside
                .split(['/', ',', ' '])
                .filter(|mark| !mark.is_empty())
                .all(|mark| is_one_of(mark, MARKS));
        kept.push_str(&rest[..open]);
        if !marks {
            kept.push_str(&rest[open..=close]);
        }
        rest = &rest[close + 1..];
    }
    kept.push_str(rest);
    kept
}

/// Where the examples of a kind of animal food begin, when the words after
/// it at `end` open them ("animal products, including", "animal-derived
/// ingredients such as", "animal foods (like"): the kind's own noun may come
/// first. None when they do not.
fn examples_after(text: &str, end: usize, sentence_end: usize) -> Option<usize> {
    const NOUNS: &[&str] = &["ingredients", "ingredient", "products", "foods", "items"];
    const LEADS: &[&[&str]] = &[&["including"], &["such", "as"], &["like"]];
    let rest = text.get(end..sentence_end.max(end))?;
    let mut said = words(rest).take(4).peekable();
    if said.peek().is_some_and(|first| is_one_of(first, NOUNS)) {
        said.next();
    }
    let after: Vec<&str> = said.collect();
    let lead = LEADS.iter().find(|lead| {
        lead.len() <= after.len()
            && lead
                .iter()
                .zip(&after)
                .all(|(l, w)| w.eq_ignore_ascii_case(l))
    })?;
    let last = after.get(lead.len() - 1)?;
    // The words are slices of `text`: where the lead's last one ends.
    let lead_end = last.as_ptr() as usize - text.as_ptr() as usize + last.len();
    // Only spaces, a comma, a colon or an opening bracket between.
    let between = text.get(end..lead_end)?;
    between
        .bytes()
        .all(|b| b.is_ascii_alphabetic() || b" ,:(.-".contains(&b))
        .then_some(lead_end)
}

/// Negators that continue a denial: Italian and Spanish "nor".
const NOR: &[&str] = &["né", "nè", "ni"];

/// Spanish, French and Catalan words of denial: a "ni" denies only after
/// one of these in its sentence ("sin cebolla ni carne", "sans viande ni
/// poisson"), or opening its clause ("ni carne ni huevo"). Elsewhere it
/// is Gujarati "of" ("patra ni machhi"). "no" is English too: it makes
/// the sentence Spanish only beside a word of [`SPANISH_HINTS`].
const SPANISH_FRENCH_DENIALS: &[&str] = &[
    "sin", "sans", "nunca", "jamás", "jamas", "jamais", "nada", "tampoco", "ningún", "ninguna",
    "ninguno", "aucun", "aucune", "rien", "pas",
    // Catalan "without", "never" ("sense carn ni peix").
    "sense", "mai",
];

/// Spanish words that are no English ones, which tell a Spanish "no".
const SPANISH_HINTS: &[&str] = &[
    "el",
    "la",
    "los",
    "las",
    "lleva",
    "llevan",
    "lleve",
    "tiene",
    "tienen",
    "contiene",
    "contienen",
    "usamos",
    "hay",
    "es",
    "son",
    "y",
    "con",
    "se",
    "de",
    "del",
    "platos",
    "plato",
];

/// Whether `bytes` hold a spaced hyphen, "–" or "—".
fn has_a_dash(bytes: &[u8]) -> bool {
    bytes
        .windows(3)
        .any(|w| matches!(w, [b' ', b'-', b' '] | [0xE2, 0x80, 0x93 | 0x94]))
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

/// Words that join two things rather than describe one: a qualifier does
/// not reach across them ("vegan burger with cheese").
const JOINING_WORDS: &[&str] = &[
    "with",
    "and",
    "or",
    "on",
    "in",
    "plus",
    "topped",
    "served",
    "over",
    "under",
    "side",
    "of",
    "but",
    "&",
    "+",
    "w",
    "had",
    "has",
    "have",
    "uses",
    "used",
    "use",
    "contains",
    "contained",
    "gets",
    "got",
    "includes",
    "is",
    "are",
    "was",
    "were",
    "comes",
    "came",
    "needs",
    "needed",
    "made",
    "put",
    "puts",
    "adds",
    "added",
    "requires",
    "called",
    "means",
    "meant",
    "not",
    // German ("veganer Teller mit Käse", "Reis und Sahne").
    "mit",
    "und",
    "oder",
    "auf",
    "aus",
    "statt",
    "ohne",
    "nicht",
    "ist",
    "sind",
    "dazu",
    "sowie",
    "von",
    "vom",
    "zum",
    "zur",
    "im",
];

/// A qualifier itself may skip one describing word: "vegan American cheese",
/// "plant-based sharp cheddar". Only a word of a script written with spaces
/// between words: a run of Chinese, Japanese or Thai is no one word
/// ("素酸辣汤用的是鸡汤底": the "素" of the soup, not of the chicken stock),
/// and a Korean word carries its particles ("vegan 김밥인데 멸치볶음": "it's
/// vegan kimbap, but anchovies").
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
            word.chars().all(|c| c.is_alphabetic() && is_word_char(c))
                && !JOINING_WORDS.iter().any(|j| word.eq_ignore_ascii_case(j))
        }
        _ => false,
    }
}

/// After "no vegan", a noun narrows the claim: "no vegan desserts" says the
/// vegan choice is limited, not that nothing is vegan. Only a word known to
/// name food narrows: a kind of dish or choice ([`NARROWED_KINDS`]) or a
/// food phrase of the lexicon starting there (`food_phrase_at`). Whatever
/// else follows the denied diet word ("isn't vegan fyi", "not vegan
/// unfortunately", "nothing here is vegan because of the stock") leaves the
/// denial whole: a word the reader does not know must not turn "not vegan"
/// into "some vegan food". A denial that has gone down a list of products
/// first ("wala pong patis or bagoong ang vegan pancit") names the food
/// they are absent from with the diet word: any word after it narrows.
fn narrows_to_a_noun(
    text: &str,
    end: usize,
    after_products: bool,
    food_phrase_at: impl Fn(usize) -> bool,
) -> bool {
    let Some(rest) = text.get(end..) else {
        return false;
    };
    let trimmed = rest.trim_start_matches([' ', '-']);
    if trimmed.len() == rest.len() {
        return false;
    }
    let word = trimmed
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("");
    !word.is_empty()
        && (after_products
            || is_one_of(word, NARROWED_KINDS)
            || food_phrase_at(end + rest.len() - trimmed.len()))
}

/// Whether a quantifying denial ("not a single", "none of", "not one of")
/// ending at `from` reaches a diet word starting at `to` as the predicate
/// of its clause: "not a single bowl in here is properly vegan", "not one
/// of the vegan bowls is actually vegan". However long its subject, the
/// denial is of what the copula says of it; a clause break ends it ("not
/// a single bowl in here disappointed, all properly vegan").
fn quantified_subject_lacks(text: &str, from: usize, to: usize) -> bool {
    /// A subject of a few words: a longer gap is no one clause's subject.
    const SUBJECT_WORDS_MAX: usize = 7;
    const ADVERBS_MAX: usize = 2;
    if to < from || to - from > 16 * (SUBJECT_WORDS_MAX + ADVERBS_MAX + 1) {
        return false;
    }
    let Some(gap) = text.get(from..to) else {
        return false;
    };
    // "Not one of our (VG) bowls is vegan": a diet mark names the food.
    let unmarked;
    let gap = if gap.contains('(') {
        unmarked = without_diet_marks(gap);
        unmarked.as_str()
    } else {
        gap
    };
    if gap.bytes().any(is_clause_break) {
        return false;
    }
    let mut words: Vec<&str> = gap_words(gap).collect();
    let mut adverbs = 0;
    while adverbs < ADVERBS_MAX
        && words
            .last()
            .is_some_and(|w| is_one_of(w, PREDICATE_ADVERBS))
    {
        words.pop();
        adverbs += 1;
    }
    if !words.pop().is_some_and(|w| is_one_of(w, PREDICATE_COPULAS)) {
        return false;
    }
    words
        .iter()
        .all(|w| !turns_the_list(w, text) && !is_one_of(w, PREDICATE_COPULAS))
        && words.iter().filter(|w| !FILLER_SET.contains(w)).count() <= SUBJECT_WORDS_MAX
}

/// Diet words a closing denied copula may deny ([`denied_by_a_closing_copula`]).
const DIET_CLAIMS: SignalSet = set(&[
    S::VeganLabel,
    S::VeganOptions,
    S::VegetarianLabel,
    S::VegetarianOptions,
]);

/// Whether the clause after a diet word ending at `end` is a short subject
/// closed by a denied copula: "the vegan dishes aren't.", "(the) veggie
/// options here weren't really": the diet word stands in the subject and
/// the copula, its predicate left out, denies it. A copula that goes on
/// ("aren't bad", "isn't the best") says something else.
fn denied_by_a_closing_copula(text: &str, end: usize, sentence_end: usize) -> bool {
    const DENIED_COPULAS: &[&str] = &[
        "isn't",
        "aren't",
        "wasn't",
        "weren't",
        "isn\u{2019}t",
        "aren\u{2019}t",
        "wasn\u{2019}t",
        "weren\u{2019}t",
        "isnt",
        "arent",
        "wasnt",
        "werent",
    ];
    const COPULAS: &[&str] = &["is", "are", "was", "were"];
    const CLOSING: &[&str] = &[
        "really", "actually", "truly", "either", "anymore", "though", "at", "all",
    ];
    // A word that opens another clause: the copula is that clause's ("I'm
    // vegan and they weren't").
    const OPENS_A_CLAUSE: &[&str] = &[
        "and", "but", "or", "so", "because", "if", "when", "while", "although", "since", "who",
        "which", "that",
    ];
    // The subject's words after the diet word, at most.
    const SUBJECT_WORDS_MAX: usize = 3;
    let Some(rest) = text.get(end..sentence_end.max(end)) else {
        return false;
    };
    let clause = rest
        .split(['.', '!', '?', ',', ';', ':', '(', '\n'])
        .next()
        .unwrap_or("");
    let mut before = 0;
    let mut copula = false;
    let mut previous: Option<&str> = None;
    for word in words(clause) {
        if copula {
            if !is_one_of(word, CLOSING) {
                return false;
            }
            continue;
        }
        if is_one_of(word, DENIED_COPULAS)
            || (word.eq_ignore_ascii_case("not") && previous.is_some_and(|p| is_one_of(p, COPULAS)))
        {
            copula = true;
            continue;
        }
        if is_one_of(word, OPENS_A_CLAUSE) {
            return false;
        }
        if previous.is_some() {
            before += 1;
        }
        previous = Some(word);
        if before >= SUBJECT_WORDS_MAX {
            return false;
        }
    }
    copula
}

/// Whether the equipment word at `start..end` is counted as the kitchen's
/// only one ("only one fryer", "our one big tandoor", "a single grill"),
/// and no purpose keeps it to one food ("one fryer just for the vegan
/// food") nor a second one is named ("one grill for veg, one for meat").
fn counted_as_the_only_one(text: &str, start: usize, end: usize) -> bool {
    let one_of = |list: &[&str], word: &str| list.iter().any(|w| word.eq_ignore_ascii_case(w));
    let before = text.get(..start).unwrap_or_default();
    let mut previous = before
        .rsplit(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty());
    let (Some(last), second) = (previous.next(), previous.next()) else {
        return false;
    };
    // "one big fryer": one describing word may stand between.
    let counter_before = if one_of(ONLY_ONE_COUNTERS, last) {
        second
    } else if second.is_some_and(|w| one_of(ONLY_ONE_COUNTERS, w)) {
        previous.next()
    } else {
        return false;
    };
    if counter_before.is_some_and(|w| one_of(RANKING_BEFORE_ONE, w)) {
        return false;
    }
    let sentence_end = text
        .get(end..)
        .and_then(|rest| rest.find(['.', '!', '?', '\n', ';']))
        .map_or(text.len(), |at| end + at);
    let rest = text
        .get(end..sentence_end)
        .unwrap_or_default()
        .to_ascii_lowercase();
    let kept_to_one_food = KEPT_TO_ONE_FOOD.iter().any(|purpose| {
        rest.trim_start().starts_with(purpose) || rest.contains(&format!("is {purpose}"))
    });
    let second_named = SECOND_ONE_NAMED.iter().any(|words| rest.contains(words));
    !(kept_to_one_food || second_named)
}

/// Whether the equipment starting at `start` is named by another owner:
/// a possessive right before it ("Bob's fryer", "the burger brand's
/// grill", "another brand's fryer"), or a run of capitalised words between
/// a lower-case word and the lower-case equipment ("the Wing Republic
/// fryer"). Not another owner: the kitchen and its own people ("the chef's
/// grill"), the restaurant's own name ("the Leafline fryer"), a meat-free
/// diet ("the Vegan Station fryer"), a maker's name, kind or origin ("the
/// Frymaster fryer", "the Dutch oven"), or a piece that is "our" ("our
/// Pitco fryer"). Only pieces a business lends are asked of ("fryer",
/// "grill", "oven"), never a "kitchen" ("a Himalayan kitchen").
fn owned_by_another(text: &str, start: usize, end: usize, place_name: &str) -> bool {
    let (Some(before), Some(piece)) = (text.get(..start), text.get(start..end)) else {
        return false;
    };
    // Headings and shouting capitalise every word: no owner is read there.
    if !piece.bytes().next().is_some_and(|b| b.is_ascii_lowercase())
        || !before.ends_with(' ')
        || !piece
            .rsplit([' ', '-'])
            .next()
            .is_some_and(|last| is_one_of(last, PIECES_AN_OWNER_NAMES))
    {
        return false;
    }
    let mut previous = before.trim_end().rsplit(' ');
    let Some(last) = previous.next() else {
        return false;
    };
    let own_name = |word: &str| {
        let word = word.to_lowercase();
        place_name
            .split(|c: char| !c.is_alphanumeric())
            .any(|own| own == word)
    };
    let not_another = |word: &str| {
        is_one_of(word, OWNERS_IN_THE_KITCHEN)
            || is_one_of(word, PIECES_AN_OWNER_NAMES)
            || is_one_of(word, EQUIPMENT_NAMES_NOT_OWNERS)
            || own_name(word)
            || phrase_signals(word).any(MEAT_FREE_MENTION)
    };
    let possessor = ["'s", "\u{2019}s", "s'", "s\u{2019}"]
        .iter()
        .find_map(|mark| {
            last.strip_suffix(mark)
                .map(|stem| (stem, mark.starts_with('s')))
        });
    if let Some((stem, plural)) = possessor {
        let stem = if plural {
            last.trim_end_matches(['\'', '\u{2019}'])
        } else {
            stem
        };
        if stem.is_empty() || !stem.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') {
            return false;
        }
        let before_owner = previous.next().unwrap_or("");
        if is_one_of(before_owner, &["another", "other"]) {
            return true;
        }
        return !not_another(stem)
            && !is_one_of(before_owner, OWN)
            && !phrase_signals(before_owner).any(MEAT_FREE_MENTION);
    }
    // A run of capitalised words, and the lower-case word before it.
    const MOST_NAME_WORDS: usize = 4;
    let mut named = 0;
    let mut all_not_another = true;
    for word in std::iter::once(last).chain(previous) {
        let Some(initial) = word.bytes().next() else {
            return false;
        };
        if initial.is_ascii_uppercase() {
            if named == MOST_NAME_WORDS
                || !word
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'&')
            {
                return false;
            }
            named += 1;
            all_not_another &= not_another(word);
            continue;
        }
        return named > 0
            && !all_not_another
            && initial.is_ascii_lowercase()
            && !is_one_of(word, OWN)
            && !is_one_of(word, &["our", "my", "your"]);
    }
    false
}

/// What a negated term means.
fn negate(signals: SignalSet, request: bool) -> SignalSet {
    let mut out = SignalSet::EMPTY;
    // "not a fully vegan kitchen" says only that the place is not fully
    // vegan, not that nothing there is vegan.
    if signals.any(set(&[S::FullyVegan, S::FullyVegetarian])) {
        out.insert(S::NotFullyVegan);
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
    /// A dismissal that names vegans or vegetarians itself.
    dismissal_names_diners: bool,
    /// "discontinued": the food the sentence names was withdrawn.
    withdrawal: bool,
    /// An exception ("except"), or a negation that reached no term: none
    /// of the sentence's positive claims is certain.
    uncertain: bool,
    /// Claims made in clauses without a hedge, and in hedged ones.
    certain: SignalSet,
    hedged: SignalSet,
    /// Dedicated equipment claimed only in a hedged clause that is not an
    /// allergen caveat: the equipment may be shared.
    equipment_doubted: bool,
    /// A tie word ("every", "broth", "including").
    tie: bool,
    /// Where a diner's "a little" ends: it ties only a product named after
    /// it ("a little butter"); before anything else it is a degree ("a
    /// little small").
    little_at: Option<usize>,
    /// Where a diner's base words ("sauce", "broth") are, the first few:
    /// each ties only the products of its own clause ("Chicken shawarma is
    /// juicy, garlic sauce is great" says nothing of the chicken's sauce).
    diner_bases: [(usize, usize); 4],
    diner_base_count: usize,
    /// A diner's base word right after a product ("tonkotsu broth"): it
    /// ties only where the sentence names meat-free food.
    named_base: bool,
    /// Mentions before this index are excepted from the vegan dishes by
    /// an exception that names them ("… unless marked vegan").
    exempt_before: usize,
    /// It ends with a question mark.
    question: bool,
    /// It names equipment ("kitchen", "oven") outside a menu item's text.
    equipment: bool,
    /// Where its first sharing word ("share", "same", "next door") ends.
    sharing_at: Option<usize>,
    /// Where its first word of equipment cleaned between uses ("wiped
    /// between orders") ends.
    cleaned_at: Option<usize>,
    /// Where its first claim of dedicated preparation ("own woks",
    /// "separate fryer") ends: equipment pointed back to after it is that
    /// equipment.
    dedicated_end: Option<usize>,
    /// The sentence right before it, with nothing between, claimed
    /// dedicated equipment: a pointer here ("the chicken goes on it too")
    /// may name that equipment without naming it again.
    follows_dedicated_claim: bool,
    /// It says food is cooked at once with other food ("together", "in
    /// one pot", "一起").
    together: bool,
    /// It has a word for beneath ("under", "below", "sous"): food may be
    /// cooked under a meat.
    beneath: bool,
    /// A vegan claim follows the sharing word: what the equipment is
    /// shared with is vegan too ("with our sister bakery, also 100% vegan").
    shared_with_vegan: bool,
    /// Where the first phrase of shared equipment ("the same flat-top")
    /// ended; zero for none (a phrase ends after its first byte).
    shared_term_end: usize,
    /// A whole-vegan claim after that phrase ("everything hits the same
    /// flat-top - and that's fine, it's all plants"): only plants share it.
    shared_then_all_vegan: bool,
    /// Where an exception of one item ("except", "apart from", "but
    /// not") stands, as a byte range.
    item_excepted: Option<(usize, usize)>,
    /// It has a negator ("no", "never", "nothing", "separate from").
    denial: bool,
    /// It speaks of part of the food only ("most of our vegan dishes").
    partial: bool,
    /// A denial in it lapsed without denying anything, or denied food
    /// rather than a product ("not one of our noodle dishes is ...").
    lapsed_denial: bool,
    /// It has said what food is kept from ("free from", "separate from").
    freed: bool,
    /// Where the last denial that lapsed ended.
    lapsed_at: usize,
    /// It lends or borrows ("the bakery next door borrows it").
    lending: bool,
    /// It speaks of use outside the service ("after close", "staff meal").
    off_hours: bool,
    /// The first of this sentence's mentions in the scratch list.
    first_mention: usize,
    /// It doubts what it says ("probably", "as far as we know", "not 100%
    /// sure"): a product it denies may be there after all.
    doubted: bool,
    /// It says the facts are not all in ("we're double-checking the
    /// brand", "still waiting on the ingredient sheet").
    unconfirmed: bool,
    /// A doubt right before or after a meat-free claim doubts the claim
    /// itself ("should be vegan", "vegan as far as we know").
    claim_doubted: bool,
    /// Where the last doubt that may govern a following claim ended.
    doubt_end: Option<usize>,
    /// Where the last meat-free claim ended.
    claim_end: Option<usize>,
    /// Products a doubted plant version stands in for ("probably
    /// dairy-free").
    doubted_products: SignalSet,
    /// It answers a question about what a food holds.
    answers: bool,
    /// The animal products it denies ("no meat, dairy or eggs").
    denied: SignalSet,
    /// A hedge or an exception stands in it ("may", "can't guarantee",
    /// "except").
    hedge: bool,
    /// The animal products its words have named as a plant make ("素魚排",
    /// "mock chicken", "cá kho chay"): a food emoji after them pictures
    /// that make.
    plant_makes: SignalSet,
}

/// The text with its Latin-1 capitals ("É", "Ñ", "Ü") in lower case, if
/// it has any. Each is two bytes either way, so every byte offset of the
/// folded text is the text's.
#[inline]
fn fold_latin_capitals(text: &str) -> Option<String> {
    // Most texts are ASCII (a check of eight bytes at a time).
    if text.is_ascii() {
        return None;
    }
    fold_latin_capitals_outside_ascii(text)
}

#[cold]
#[inline(never)]
fn fold_latin_capitals_outside_ascii(text: &str) -> Option<String> {
    // U+00C0..=U+00DE but U+00D7 ("×"): 0xC3 then 0x80..=0x9E; the small
    // letter is 0x20 above.
    let is_capital = |pair: &[u8]| pair[0] == 0xC3 && matches!(pair[1], 0x80..=0x96 | 0x98..=0x9E);
    let bytes = text.as_bytes();
    let first = bytes.iter().position(|&b| b == 0xC3)?;
    if !bytes[first..].windows(2).any(is_capital) {
        return None;
    }
    let mut bytes = text.as_bytes().to_vec();
    for at in 1..bytes.len() {
        if is_capital(&bytes[at - 1..=at]) {
            bytes[at] += 0x20;
        }
    }
    String::from_utf8(bytes).ok()
}

/// The phrases of `text`, leftmost first, that resolution reads: at each
/// word start not inside an earlier phrase, the longest phrase that also
/// ends on a word boundary.
///
/// It lists the text's sentence breaks in `scratch.breaks` on the way.
/// True if it met a Latin-1 capital ("É") outside the phrases found: the
/// text folded ([`fold_latin_capitals`]) may hold phrases this one does
/// not. (No phrase holds such a capital, a unit test's check, so none is
/// passed over inside a phrase.)
fn find_phrases(trie: &Trie, text: &str, scratch: &mut Scratch) -> bool {
    let bytes = text.as_bytes();
    let mut met_capital = false;
    // Whether a quote mark was met, outside the phrases found or (where
    // some phrase holds one) inside them.
    let mut met_quote = false;
    let mut at = 0usize;
    // Whether the character before `at` is alphanumeric: a phrase never
    // starts inside a word.
    let mut after_word_char = false;
    while let Some(&byte) = bytes.get(at) {
        // `after_word_char` is what `at_word_boundaries` checks at a start:
        // `at` is a word start on a character boundary.
        if !after_word_char && trie.starts[usize::from(byte)] {
            let (found, word_run) = trie.walk(text, at);
            if let Some((end, pattern)) = found {
                scratch.raw.push(RawMatch {
                    start: at,
                    end,
                    pattern,
                });
                if trie.phrases_hold_breaks {
                    list_breaks(bytes, at, end, &mut scratch.breaks);
                }
                met_quote |= trie.holds_a_quote(pattern);
                at = end;
                // The phrase's last byte, when ASCII, answers without a call.
                after_word_char = match bytes.get(at.wrapping_sub(1)) {
                    Some(last) if last.is_ascii() => ASCII_WORD[usize::from(*last)],
                    _ => is_word_char_at(text, at, true),
                };
                continue;
            }
            // The walk passed the word's first letters or digits (no
            // sentence break among them): the rest of the word is skipped
            // from there.
            if word_run > 0 {
                at += word_run;
                after_word_char = true;
                while bytes.get(at).is_some_and(|b| ASCII_WORD[usize::from(*b)]) {
                    at += 1;
                }
                continue;
            }
            // "وسمن", "بجبنة", "باللحمة": Arabic writes "and", "with" and
            // "the" onto the noun; a word that is no phrase whole is read
            // again after them.
            if matches!(byte, 0xD8 | 0xD9)
                && let Some(end) = after_arabic_proclitics(trie, text, at, scratch)
            {
                met_quote |= may_hold_a_quote(bytes.get(at..end).unwrap_or_default());
                at = end;
                after_word_char = is_word_char_at(text, at, true);
                continue;
            }
        }
        if byte.is_ascii() {
            after_word_char = ASCII_WORD[usize::from(byte)];
            // One look-up for the two rare bytes the search notes between
            // words: a sentence break and a quote mark.
            if !after_word_char && SEARCH_MARKS[usize::from(byte)] != 0 {
                if is_sentence_break(byte) {
                    scratch.breaks.push(at);
                } else {
                    met_quote = true;
                }
            }
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
                // whole characters; stop rather than misread, but list the
                // rest's sentence breaks all the same.
                list_breaks(bytes, at, bytes.len(), &mut scratch.breaks);
                scratch.may_hold_quotes = true;
                return met_capital;
            };
            met_capital |= is_latin_capital(c);
            met_quote |= matches!(c, '\u{2018}' | '\u{2019}' | '\u{201C}' | '\u{201D}');
            after_word_char = is_word_char(c);
            at += c.len_utf8();
        }
    }
    scratch.may_hold_quotes = met_quote;
    met_capital
}

/// Whether `bytes` may hold a quote mark: `'`, `"`, or the last byte of
/// `‘ ’ “ ”` (which other characters share: a "may").
fn may_hold_a_quote(bytes: &[u8]) -> bool {
    bytes
        .iter()
        .any(|b| matches!(b, b'\'' | b'"' | 0x98 | 0x99 | 0x9C | 0x9D))
}

/// Arabic's proclitics, as UTF-8: "and" and "so" (و, ف), then "with",
/// "for" and "like" (ب, ل, ك), then the article (ال, or ل after ل: "للحم").
const ARABIC_CONJUNCTIONS: [[u8; 2]; 2] = [[0xD9, 0x88], [0xD9, 0x81]];
const ARABIC_PREPOSITIONS: [[u8; 2]; 3] = [[0xD8, 0xA8], [0xD9, 0x84], [0xD9, 0x83]];
const ARABIC_ARTICLE: [u8; 4] = [0xD8, 0xA7, 0xD9, 0x84];
const ARABIC_LAM: [u8; 2] = [0xD9, 0x84];

/// Where a phrase may start inside the Arabic word at `at`, after the
/// proclitics written onto it, nearest first (at most five).
fn arabic_proclitic_ends(bytes: &[u8], at: usize) -> impl Iterator<Item = usize> {
    let has = |from: usize, what: &[u8]| bytes.get(from..from + what.len()) == Some(what);
    let mut ends = [usize::MAX; 8];
    let mut count = 0;
    let conjunction = ARABIC_CONJUNCTIONS.iter().any(|c| has(at, c));
    for c in [0, 2].into_iter().take(1 + usize::from(conjunction)) {
        let p_at = at + c;
        let preposition = ARABIC_PREPOSITIONS.iter().any(|p| has(p_at, p));
        for p in [0, 2].into_iter().take(1 + usize::from(preposition)) {
            let a_at = p_at + p;
            let article = if has(a_at, &ARABIC_ARTICLE) {
                4
            } else if p == 2 && has(p_at, &ARABIC_LAM) && has(a_at, &ARABIC_LAM) {
                2
            } else {
                0
            };
            for a in [0, article] {
                let end = a_at + a;
                if end > at && !ends[..count].contains(&end) {
                    ends[count] = end;
                    count += 1;
                }
            }
        }
    }
    ends[..count].sort_unstable();
    ends.into_iter().take(count)
}

/// The phrase found after the proclitics of the Arabic word at `at`, if
/// the word whole is none: the nearest start that holds one wins. It is
/// listed, and where it ends returned.
#[cold]
#[inline(never)]
fn after_arabic_proclitics(
    trie: &Trie,
    text: &str,
    at: usize,
    scratch: &mut Scratch,
) -> Option<usize> {
    let (start, end, pattern) = arabic_proclitic_ends(text.as_bytes(), at).find_map(|start| {
        let (found, _) = trie.walk(text, start);
        found.map(|(end, pattern)| (start, end, pattern))
    })?;
    scratch.raw.push(RawMatch {
        start,
        end,
        pattern,
    });
    if trie.phrases_hold_breaks {
        list_breaks(text.as_bytes(), start, end, &mut scratch.breaks);
    }
    Some(end)
}

/// U+00C0..=U+00DE but U+00D7 ("×"): the capitals [`fold_latin_capitals`]
/// folds.
fn is_latin_capital(c: char) -> bool {
    matches!(c, '\u{C0}'..='\u{D6}' | '\u{D8}'..='\u{DE}')
}

/// Lists the sentence breaks of `bytes[from..to]`.
fn list_breaks(bytes: &[u8], from: usize, to: usize, breaks: &mut Vec<usize>) {
    for (offset, byte) in bytes.get(from..to).unwrap_or(&[]).iter().enumerate() {
        if is_sentence_break(*byte) {
            breaks.push(from + offset);
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

/// What claims food is meat-free: a label, options or the whole place.
pub(crate) const MEAT_FREE_CLAIMS: SignalSet = set(&[
    S::VeganLabel,
    S::VeganOptions,
    S::FullyVegan,
    S::VegetarianLabel,
    S::VegetarianOptions,
    S::FullyVegetarian,
]);

/// Meat-free claims and dedicated preparation: they count only when stated
/// with certainty.
const CLAIMS: SignalSet = MEAT_FREE_CLAIMS.union(set(&[S::DedicatedPrep]));
/// Anything that makes a clause about meat-free food, affirmed or denied.
const MEAT_FREE_TOPIC: SignalSet = set(&[
    S::VeganLabel,
    S::VeganOptions,
    S::FullyVegan,
    S::VeganAdaptable,
    S::VeganLimited,
    S::VegetarianLabel,
    S::VegetarianOptions,
    S::FullyVegetarian,
    S::NoVegan,
    S::NoVegetarian,
    S::NotFullyVegan,
]);

/// A negation waiting for the term it denies.
#[derive(Debug, Clone, Copy)]
struct Negation {
    /// Where the negator (or the last term it denied) ends.
    end: usize,
    /// "ask for no", "hold the": a denied animal product means "on request".
    request: bool,
    /// How many words it may skip.
    reach: usize,
    /// "nothing", "none": it quantifies the clause.
    wide: bool,
    /// "none of our dishes", "no dish here": its subject is the food, each
    /// dish of it, so a diet it denies is denied of every dish however
    /// strongly the diet word is put ("strictly vegan").
    over_dishes: bool,
    /// It has denied a term (or a praise word).
    consumed: bool,
    /// It opens a diet's definition ("Vegano: senza ..."): its list names
    /// only what the diet leaves out.
    defines: bool,
    /// It is an item of a list that repeats its negator ("no meat, no
    /// eggs"): each item carries its own, so the next comma ends it.
    own_item: bool,
}

/// The clause being read: a meat-free mention in it ties the animal
/// products bound to it ("the vegan curry with fish sauce").
#[derive(Debug, Default, Clone, Copy)]
struct Clause {
    /// The first of its mentions in the scratch list.
    first_mention: usize,
    /// Where it starts in the text.
    start: usize,
    /// It names another diner ("my husband's"), as far as `scanned`.
    other_diner: bool,
    scanned: usize,
    /// The span of its last meat-free mention.
    topic: Option<(usize, usize)>,
    /// Where its last phrase ended.
    last_end: usize,
    /// A hedge in it ("may", "ask your server if"): its claims are not
    /// certain. A hedge reaches only its clause: "We're 100% vegan, but we
    /// can't guarantee our kitchen is nut-free" still claims the place.
    uncertain: bool,
    /// The claims made in it.
    claims: SignalSet,
    /// It names allergens (nuts, gluten, "allergies"): a hedged
    /// cross-contamination caveat in it is about them, not animal products.
    allergens: bool,
}

impl Clause {
    fn starting(first_mention: usize, start: usize) -> Clause {
        Clause {
            first_mention,
            start,
            ..Clause::default()
        }
    }

    /// Hands its claims to its sentence, as certain or hedged.
    fn close(&self, sentence: &mut SentenceState) {
        if self.uncertain {
            sentence.hedged = sentence.hedged.union(self.claims);
            if self.claims.has(S::DedicatedPrep) && !self.allergens {
                sentence.equipment_doubted = true;
            }
        } else {
            sentence.certain = sentence.certain.union(self.claims);
        }
    }
}

/// Reads one text. Deterministic and allocation-free once `scratch` is warm.
/// Words for a stock or broth, which a note may name by the dish it is
/// made for ("the piti broth", "el caldo del puchero", "kraft fra
/// kjøttkakene").
#[rustfmt::skip]
const STOCK_WORDS: &[&str] = &[
    "broth", "stock", "caldo", "brodo", "brou", "kaldu", "kraft", "sabaw", "bulyonu", "bouillon",
];

/// The words between a stock word and the dish it is of, longest first.
#[rustfmt::skip]
const STOCK_OF: &[&str] = &[
    "of the", "from the", "de la", "del", "dal", "fra", "of", "from", "de", "du", "di", "sa",
];

/// "All their soups start from the piti broth", "mandioca hervida en el
/// caldo del puchero": a stock named by a listed dish not labelled
/// meat-free that holds meat (`Scratch::meat_dishes`), right before the
/// stock word or after it with "of", "del", "fra", is that dish's meat
/// stock: the name is read as a meat stock is ("caldo de carne").
fn stock_of_a_listed_meat_dish(
    meat_stock: Option<u32>,
    stock_words: &[bool],
    text: &str,
    scratch: &mut Scratch,
) {
    let Some(pattern) = meat_stock else {
        return;
    };
    // Compared as the listed dishes' words are, folding ASCII case only:
    // a name the diner writes in another case of its accented letters
    // ("Phở đặc biệt" of "Phở Đặc Biệt") could not be placed on its dish,
    // so it is not read as that dish's stock either.
    let lower_at = |from: usize, name: &str| {
        text.get(from..from + name.len())
            .is_some_and(|found| found.eq_ignore_ascii_case(name))
    };
    let starts_word = |at: usize| {
        text.get(..at).is_some_and(|before| {
            before
                .chars()
                .next_back()
                .is_none_or(|c| !c.is_alphanumeric())
        })
    };
    let ends_word = |at: usize| {
        text.get(at..)
            .is_some_and(|after| after.chars().next().is_none_or(|c| !c.is_alphanumeric()))
    };
    // The stock words are phrases of the lexicon ("broth" and "stock"
    // tie, the others are read as nothing): the search found them
    // already, so only its few matches are looked at, each told by its
    // pattern. (A match is its pattern's text but for ASCII case, and the
    // stock words are ASCII words: the text matched is a stock word
    // exactly when its pattern is one.)
    let stocks: Vec<(usize, usize)> = scratch
        .raw
        .iter()
        .filter(|raw| {
            stock_words
                .get(raw.pattern as usize)
                .copied()
                .unwrap_or(false)
        })
        .map(|raw| (raw.start, raw.end))
        .collect();
    let mut added = false;
    for (start, end) in stocks {
        let mut span = None;
        // "the piti broth".
        let before = text[..start].trim_end_matches(' ');
        if before.len() < start {
            span = scratch.meat_dishes.iter().find_map(|name| {
                let from = before.len().checked_sub(name.len())?;
                (lower_at(from, name) && starts_word(from)).then_some((from, from + name.len()))
            });
        }
        // "el caldo del puchero".
        if span.is_none() {
            let after = text[end..].trim_start_matches(' ');
            let at = text.len() - after.len();
            span = STOCK_OF.iter().find_map(|of| {
                let rest = after.get(..of.len())?;
                if at == end
                    || !rest.eq_ignore_ascii_case(of)
                    || !after[of.len()..].starts_with(' ')
                {
                    return None;
                }
                let from = at + of.len() + 1;
                scratch.meat_dishes.iter().find_map(|name| {
                    (lower_at(from, name) && ends_word(from + name.len()))
                        .then_some((from, from + name.len()))
                })
            });
        }
        let Some((from, to)) = span else {
            continue;
        };
        // The dish's name, read as its stock: the stock word stays a word
        // of its own (a tie), and a diner who names the dish is placed on
        // it ("Phở đặc biệt broth is deep" praises that dish). A name
        // whose words are read already (a product, a phrase) is left as
        // read.
        if scratch
            .raw
            .iter()
            .any(|raw| raw.start < to && from < raw.end)
        {
            continue;
        }
        scratch.raw.push(RawMatch {
            start: from,
            end: to,
            pattern,
        });
        added = true;
    }
    if added {
        scratch.raw.sort_by_key(|raw| raw.start);
    }
}

/// The shapes of the cooking liquids' words, for a look at each word of a
/// sentence before it is compared with them.
static COOKING_LIQUID_SHAPES: crate::swar::WordShapes =
    crate::swar::WordShapes::EMPTY.with(COOKING_LIQUIDS);

/// Whether `gap` holds a word for a cooking liquid
/// ([`names_the_liquid_it_gives_off`] reads one before any food). Its
/// words are found by their bytes: a word of [`words`] that is one of
/// them is one of these words too, as it holds no apostrophe.
fn names_a_cooking_liquid(gap: &str) -> bool {
    crate::swar::any_word_of(gap, |start, end| {
        gap.get(start..end).is_some_and(|word| {
            COOKING_LIQUID_SHAPES.may_hold(word) && is_one_of(word, COOKING_LIQUIDS)
        })
    })
}

/// Whether the animal food starting at `at` is named as the source of a
/// liquid ("the water off the stewed eels", "the liquid from the ham
/// hocks", "the juices off the roast beef"): a liquid word, a word taking
/// it from the food, then at most three words of the food's phrase, with
/// no punctuation, list word or preposition between.
fn names_the_liquid_it_gives_off(text: &str, sentence_start: usize, at: usize) -> bool {
    const MOST_WORDS_BETWEEN: usize = 3;
    let Some(gap) = text.get(sentence_start..at) else {
        return false;
    };
    // The last few words before the food, newest last.
    let mut last: [(usize, &str); MOST_WORDS_BETWEEN + 2] = [(0, ""); MOST_WORDS_BETWEEN + 2];
    let mut count = 0;
    for word in words(gap) {
        last.rotate_left(1);
        last[last.len() - 1] = (word.as_ptr() as usize - gap.as_ptr() as usize, word);
        count += 1;
    }
    let held = count.min(last.len());
    let mut index = last.len();
    let mut between = 0;
    while index > last.len() - held {
        index -= 1;
        let (_, word) = last[index];
        if is_one_of(word, LIQUID_FROM) {
            // The liquid right before, and only spaces, hyphens and words
            // from it to the food.
            return index > last.len() - held
                && is_one_of(last[index - 1].1, COOKING_LIQUIDS)
                && gap[last[index - 1].0..]
                    .bytes()
                    .all(|b| is_word_byte(b) || b == b' ' || b == b'-');
        }
        between += 1;
        if between > MOST_WORDS_BETWEEN
            || (!is_one_of(word, LIQUID_SOURCE_DETERMINERS)
                && is_one_of(word, NOT_BETWEEN_OWN_AND_EQUIPMENT))
        {
            return false;
        }
    }
    false
}

/// Whether the animal food ending at `end` names, right after it, a liquid
/// it gives off ("the chicken's pan juices", "roast beef resting juices",
/// "the lamb's cooking liquid"): its possessive or the bare noun, at most two words
/// of how the liquid came (no punctuation, list word or preposition), then
/// the liquid word. That liquid is the animal's stock, as
/// [`names_the_liquid_it_gives_off`] reads it named the other way round.
fn names_the_liquid_it_gives_off_after(text: &str, end: usize, sentence_end: usize) -> bool {
    const MOST_WORDS_BETWEEN: usize = 2;
    let Some(after) = text.get(end..sentence_end) else {
        return false;
    };
    let rest = ["'s", "\u{2019}s", "'", "\u{2019}"]
        .iter()
        .find_map(|mark| after.strip_prefix(mark))
        .unwrap_or(after);
    let Some(mut rest) = rest.strip_prefix(' ') else {
        return false;
    };
    // Asked of every animal food: the words are cut by byte, and those
    // between are compared with the list words only once a liquid follows.
    let mut between = [""; MOST_WORDS_BETWEEN];
    for index in 0..=MOST_WORDS_BETWEEN {
        let length = rest
            .bytes()
            .position(|b| !(b.is_ascii_alphabetic() || b == b'-'))
            .unwrap_or(rest.len());
        let (Some(word), Some(next)) = (rest.get(..length), rest.get(length..)) else {
            return false;
        };
        if word.is_empty() {
            return false;
        }
        if is_one_of(word, COOKING_LIQUIDS) {
            return between
                .iter()
                .take(index)
                .all(|word| !is_one_of(word, NOT_BETWEEN_OWN_AND_EQUIPMENT));
        }
        let (Some(slot), Some(following)) = (between.get_mut(index), next.strip_prefix(' ')) else {
            return false;
        };
        *slot = word;
        rest = following;
    }
    false
}

/// "Eigene Zangen", "egne knive", "their own toaster", "自己的一台炸鍋": a
/// word for "own" (or the Chinese "dedicated") right before a piece of the
/// lexicon's equipment keeps that piece to the food it is said of, in
/// whatever words the equipment is named. The two are read as the phrase
/// "own equipment" is, so its denials ("no own fryer") and take-backs
/// ("own pans, but the fish goes in them too") read as that phrase's do.
fn own_equipment_as_dedicated(
    own_equipment: Option<u32>,
    entries: &[Entry],
    text: &str,
    raw: &mut [RawMatch],
) {
    let is_equipment = |found: &RawMatch| {
        entries
            .get(found.pattern as usize)
            .is_some_and(|entry| entry.role == Role::Equipment)
    };
    // Most texts name no equipment: asked first, it spares them the rest.
    if !raw.iter().any(is_equipment) {
        return;
    }
    let Some(pattern) = own_equipment else {
        return;
    };
    let mut previous_end = 0;
    for found in raw.iter_mut() {
        // ("We only own one fryer": a counted piece makes "own" the verb.)
        if is_equipment(found)
            && !text
                .get(found.start..found.end)
                .and_then(|phrase| words(phrase).next())
                .is_some_and(|first| is_one_of(first, NOT_BETWEEN_OWN_AND_EQUIPMENT))
            && let Some(from) = own_word_before(text, found.start)
            && from >= previous_end
        {
            *found = RawMatch {
                start: from,
                end: found.end,
                pattern,
            };
        }
        previous_end = found.end;
    }
}

/// Where a word for "own" starts that stands right before `at`, or with
/// one describing word between ("its own little oven", "eigenen kleinen
/// Toaster"); in Chinese, right before it or before a measure word
/// ("專用烤箱", "自己的一台炸鍋").
fn own_word_before(text: &str, at: usize) -> Option<usize> {
    let before = text.get(..at)?;
    // Chinese runs on without spaces: its words end the text before.
    if before.as_bytes().last().is_some_and(|&b| b >= 0x80) {
        let mut rest = before;
        if let Some(measure) = EQUIPMENT_MEASURES_CHINESE
            .iter()
            .find(|m| rest.ends_with(*m))
        {
            rest = &rest[..rest.len() - measure.len()];
        }
        return OWN_CHINESE
            .iter()
            .find(|own| rest.ends_with(*own))
            .map(|own| rest.len() - own.len());
    }
    // The word before, then the one before that: each must follow the
    // next after spaces only.
    let last_word = |end: usize| -> Option<(usize, &str)> {
        let gap = before.get(..end)?;
        let trimmed = gap.trim_end_matches(' ');
        if trimmed.len() == gap.len() || gap.len() - trimmed.len() > 2 {
            return None;
        }
        let start = trimmed
            .bytes()
            .rposition(|b| !is_word_byte(b))
            .map_or(0, |at| at + 1);
        let word = trimmed.get(start..)?;
        (!word.is_empty()).then_some((start, word))
    };
    let (start, word) = last_word(before.len())?;
    if OWN_SET.contains(word) {
        return Some(start);
    }
    if is_one_of(word, NOT_BETWEEN_OWN_AND_EQUIPMENT) {
        return None;
    }
    let (own_start, own) = last_word(start)?;
    OWN_SET.contains(own).then_some(own_start)
}

pub(crate) fn read_text(text: &str, scratch: &mut Scratch) -> TextReading {
    let lexicon = &*LEXICON;
    scratch.raw.clear();
    scratch.breaks.clear();
    scratch.mentions.clear();
    scratch.may_hold_quotes = true;
    let Some(trie) = lexicon.trie.as_ref() else {
        return TextReading::default();
    };
    // The trie folds the case of ASCII letters only: a chalkboard's
    // accented capitals ("CONSOMÉ", "JALAPEÑO") are walked folded. The
    // search meets every character outside its phrases, so it says when
    // the text has one (rarely): only then is the text folded and searched
    // again, rather than every text checked for them first.
    if find_phrases(trie, text, scratch)
        && let Some(folded) = fold_latin_capitals(text)
    {
        scratch.raw.clear();
        scratch.breaks.clear();
        find_phrases(trie, &folded, scratch);
    }
    if !scratch.meat_dishes.is_empty() {
        stock_of_a_listed_meat_dish(lexicon.meat_stock, &lexicon.stock_words, text, scratch);
    }
    own_equipment_as_dedicated(
        lexicon.own_equipment,
        &lexicon.entries,
        text,
        &mut scratch.raw,
    );
    if scratch.raw.is_empty() {
        return TextReading::default();
    }
    let Scratch {
        raw: phrases,
        breaks,
        mentions,
        menu_text,
        statement,
        note_text,
        place_name,
        ..
    } = scratch;
    let diner_or_statement = !*menu_text;
    // Clauses only sort claims into certain and hedged ones, tie animal
    // products to meat-free food and find other diners' food: a text none
    // of whose phrases can make a claim, name meat-free food or an animal
    // product reads the same without finding where its clauses end.
    let clause_signals = CLAIMS.union(MEAT_FREE_TOPIC).union(SHARED).union(ANIMAL);
    let clauses_matter = phrases.iter().any(|raw| {
        lexicon
            .entries
            .get(raw.pattern as usize)
            .is_some_and(|entry| {
                entry.role == Role::AnimalProducts
                    || (entry.role == Role::Term && entry.signals.any(clause_signals))
            })
    });

    let mut reading = TextReading::default();
    let mut claims = ClaimCertainty::default();
    let mut form_signals = SignalSet::EMPTY;
    let mut ingredient_signals = SignalSet::EMPTY;
    // Animal products the text itself denies ("no anchovy, no egg").
    let mut denied_animal = SignalSet::EMPTY;
    let mut covered_until = 0usize;
    let mut negation: Option<Negation> = None;
    // Double negation ("nothing on our menu isn't vegan"): where the second
    // negator ended, and whether the first one quantified the place.
    let mut affirmation: Option<(usize, bool)> = None;
    // (end of the qualifier, its kind, set by a qualifier itself rather than
    // carried over a compound)
    let mut qualifier: Option<(usize, Qualifier, bool)> = None;
    // End of the last shared-equipment phrase, or of the last animal
    // product listed after it (and whether it was such a product).
    let mut contact: Option<(usize, bool)> = None;
    let mut sentence = SentenceState::default();
    let mut sentence_open = false;
    let mut clause = Clause::default();
    // Where the last phrase ended if it was a plant phrase (the word after
    // it is found only when a meat or fish word asks), and the end of a
    // "-free" that qualifies the next phrase.
    let mut plant_end: Option<usize> = None;
    let mut freed: Option<usize> = None;
    // The first mention of the sentence before this one.
    let mut previous_sentence_mention = 0usize;
    // Inside a bulleted list that a sentence naming meat-free food opened.
    let mut meat_free_list = false;
    // After a question about what a food holds ("Is the vegan ramen really
    // vegan?", "What stock do you use?", "...and the broth?"), until the
    // next question: the sentences answer it.
    let mut answering = false;
    // Whether the text is Japanese in Latin letters, once a "no" asks, and
    // where a "no" that may be its particle ends.
    let mut romaji: Option<bool> = None;
    let mut particle_no: Option<usize> = None;
    // How many of the text's sentence breaks lie before the phrase read
    // (phrases come in order, so the count only grows).
    let mut breaks_passed = 0usize;
    // Where the kind of place a whole-place claim names ends ("a 100%
    // vegan Korean fried chicken spot"): a meat word before it names the
    // kind of place, not food it serves.
    let mut kind_of_place_until = 0usize;
    // Where the product of a list item's own denial ("無蠔油、") ends: the
    // denial reaches no further.
    let mut one_item_denial: Option<usize> = None;
    // Where the last item a negator of its own denied ends, once its
    // denial has lapsed at the next comma ("no meat, no eggs, no milk"):
    // the list goes on repeating its negator.
    let mut own_item_denied_until: Option<usize> = None;

    for (at, raw) in phrases.iter().enumerate() {
        if raw.start < covered_until {
            continue;
        }
        let Some(mut entry) = lexicon.entries.get(raw.pattern as usize).copied() else {
            continue;
        };
        if entry.role == Role::Term && is_finnish_not(text, raw, &phrases[at + 1..]) {
            entry.role = Role::Negator;
            entry.signals = SignalSet::EMPTY;
        }
        // "funghi, burro, salvia": a word that names the product only as an
        // item of a menu's list is no phrase anywhere else.
        if entry.shape == Shape::ListItem
            && !(*menu_text && stands_as_list_item(text, raw.start, raw.end))
        {
            continue;
        }
        // "lemon rind": German "Rind" (beef) beside an English word that
        // says whose rind it is names no meat.
        if entry.shape == Shape::GermanUnlessEnglish && english_around(text, raw) {
            continue;
        }
        // "蘑菇高汤": a Chinese stock named by a plant is no meat.
        if entry.role == Role::Term && stock_named_by_a_plant(text, raw) {
            continue;
        }
        // "無肉、無蠔油": "無" denies only as a list item's opening word, and
        // only that item's product: each item carries its own. The verb
        // "不用" (not using), and any of them opening a diet's definition
        // ("纯素：无猪油、高汤、鸡蛋"), head the whole list of products after.
        if entry.shape == Shape::ListDenial {
            let heads_the_list = text.get(raw.start..raw.end) == Some("不用")
                || at
                    .checked_sub(1)
                    .and_then(|before| phrases.get(before))
                    .is_some_and(|claim| {
                        opens_a_definition(text, claim, raw.start, &lexicon.entries)
                    });
            match opens_a_denied_list_item(
                text,
                raw,
                &phrases[at + 1..],
                &lexicon.entries,
                heads_the_list,
            ) {
                Some(list_end) => one_item_denial = Some(list_end),
                None => continue,
            }
        } else if one_item_denial.is_some_and(|end| raw.start >= end) {
            one_item_denial = None;
            negation = negation.filter(|n| !n.consumed);
        }
        covered_until = raw.end;

        if !sentence_open || raw.start >= sentence.end {
            if sentence_open {
                if let Some(lapsed) = negation.filter(|n| !n.consumed)
                    && !lapse_denies_something(text, lapsed, &mut sentence)
                {
                    sentence.uncertain = true;
                }
                clause.close(&mut sentence);
                close_sentence(
                    text,
                    &sentence,
                    &mut reading,
                    &mut claims,
                    mentions,
                    diner_or_statement,
                    *statement,
                );
                if sentence.question {
                    answering = asks_what_food_holds(&sentence, mentions);
                }
                if diner_or_statement {
                    tie_before_a_fragment(text, &sentence, mentions, previous_sentence_mention);
                }
            }
            negation = None;
            affirmation = None;
            previous_sentence_mention = sentence.first_mention;
            let after_meat_free = sentence_open && sentence.signals.any(MEAT_FREE_MENTION);
            let introduces_list = after_meat_free && ends_with_colon(text, sentence.end);
            let claimed_dedicated_until =
                (sentence_open && sentence.dedicated_end.is_some()).then_some(sentence.end);
            sentence = open_sentence(text.as_bytes(), breaks, &mut breaks_passed, raw.start);
            sentence.first_mention = mentions.len();
            // "They have their own grill. At rush hour the chicken goes on
            // it too.": only the very next sentence may point back to the
            // grill without naming it; a sentence between moves the topic.
            sentence.follows_dedicated_claim = claimed_dedicated_until
                .is_some_and(|end| follows_directly(text.as_bytes(), end, sentence.start));
            // "What goes in our vegan burritos:" and a bulleted line after
            // it: each item of the list is in the meat-free food.
            // (The list test looks back to the line start: only asked
            // where a list may be open.)
            meat_free_list =
                (meat_free_list || introduces_list) && starts_a_list_item(text, raw.start);
            sentence.tie |= diner_or_statement && meat_free_list;
            // "Try our vegan tacos! They come with sour cream": a sentence
            // whose subject is a pronoun saying what the food holds speaks
            // of the meat-free food just named.
            // So does a diner's that goes on after an ellipsis ("ordered the
            // vegan 🥟🥬 ... got 🥟🦐 ???"), unless it turns to another
            // diner. (A restaurant's "vegan options... and the best steak
            // in town" lists what it serves.)
            sentence.tie |= diner_or_statement
                && after_meat_free
                && (pronoun_says_what_it_holds(text, sentence.start)
                    || opens_with_what_it_holds(text, sentence.start)
                    || (!*statement
                        && goes_on_after_an_ellipsis(text, sentence.start, sentence.end)));
            sentence.answers = diner_or_statement && answering && !sentence.question;
            sentence_open = true;
            clause = Clause::starting(mentions.len(), sentence.start);
        } else if clauses_matter && clause_boundary(text, clause.last_end, raw.start) {
            clause.close(&mut sentence);
            clause = Clause::starting(mentions.len(), clause.last_end);
        }
        clause.last_end = raw.end;

        // A negation that no longer reaches lapses; one that never denied
        // anything leaves the sentence uncertain ("we don't cater to vegans").
        let mut negated = None;
        if let Some(active) = negation {
            // "No fish sauce in the vegan dishes": a denial spent on a
            // product goes on past a word of where to no diet word, which
            // names the food the product is kept out of.
            let where_kept_out = active.consumed
                && !sentence.denied.is_empty()
                && entry.role == Role::Term
                && entry.signals.any(MEAT_FREE_MENTION)
                && !entry.signals.any(ANIMAL)
                && text
                    .get(active.end.min(raw.start)..raw.start)
                    .is_some_and(names_where_it_is_kept_out);
            if raw.start < active.end {
                // A phrase inside the span the negation skips to.
            } else if where_kept_out {
                negation = None;
            } else if negation_reaches_list(
                text,
                active.end,
                raw.start,
                active.reach,
                active.consumed && (!active.own_item || closes_a_sub_list(text, raw.start)),
                active.defines,
            ) || (active.over_dishes
                && entry.role == Role::Term
                && entry.signals.any(DIET_CLAIMS)
                && !entry.signals.any(ANIMAL)
                && quantified_subject_lacks(text, active.end, raw.start))
            {
                negated = Some(active);
            } else {
                if !active.consumed && !lapse_denies_something(text, active, &mut sentence) {
                    sentence.uncertain = true;
                    sentence.lapsed_denial = true;
                    sentence.lapsed_at = active.end;
                }
                own_item_denied_until = (active.consumed && active.own_item).then_some(active.end);
                negation = None;
            }
        }
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
            // "Los frijoles refritos llevan manteca (lard) - not on any VG
            // item", "cooked with pork, never in our vegetarian plates": the
            // products named before are kept from the meat-free food.
            // (Only right after the products: "nothing on the vegan menu
            // has egg" denies the egg.)
            // "Patra ni Machhi": a "ni" no denial reaches and no Spanish or
            // French one opens is another language's word.
            Role::Negator
                if negated.is_none()
                    && text
                        .get(raw.start..raw.end)
                        .is_some_and(|w| w.eq_ignore_ascii_case("ni"))
                    && !nor_in_a_denial(text, sentence.start, raw.start) => {}
            // "Vegano: sen unto, sen caldo de carne": a "sen" that is no
            // Galician "without" is Turkish "you" or Vietnamese lotus.
            Role::Negator
                if text
                    .get(raw.start..raw.end)
                    .is_some_and(|w| w.eq_ignore_ascii_case("sen"))
                    && !galician_without(
                        text,
                        (sentence.start, sentence.end),
                        raw,
                        &phrases[at + 1..],
                        &lexicon.entries,
                    ) => {}
            // "bina ghee, bina dahi": a "bina" that is no Hindi "without"
            // is a name or another language's word.
            Role::Negator
                if text
                    .get(raw.start..raw.end)
                    .is_some_and(|w| w.eq_ignore_ascii_case("bina"))
                    && !hindi_without(
                        text,
                        (sentence.start, sentence.end),
                        raw,
                        &phrases[at + 1..],
                        &lexicon.entries,
                    ) => {}
            // "A: No, the fish has its own fryer": a reply's no.
            Role::Negator if opens_a_reply(text, sentence.start, raw) => {}
            // "nuh meat nuh go inna dem": the verb's negator agrees with
            // the denial of the product right before it.
            Role::Negator
                if negated.is_some_and(|n| n.consumed)
                    && text
                        .get(raw.start..raw.end)
                        .is_some_and(|word| is_one_of(word, CONCORD_NEGATORS))
                    && mentions.last().is_some_and(|m| {
                        m.denied
                            && text
                                .get(m.span.1..raw.start)
                                .is_some_and(|gap| gap.trim().is_empty())
                    }) => {}
            Role::Negator | Role::WideNegator
                if diner_or_statement
                    && mentions.len() > sentence.first_mention
                    && mentions.last().is_some_and(|m| {
                        text.get(m.span.1..raw.start)
                            .is_some_and(|gap| !gap.chars().any(char::is_alphanumeric))
                    })
                    && keeps_from_meat_free_food(text, raw.end) =>
            {
                sentence.exempt_before = mentions.len();
            }
            Role::Negator | Role::WideNegator => {
                // "udon no dashi": a bare "no" right after a word may be
                // Japanese "of" (asked only when it reaches a product).
                if raw.end - raw.start == 2
                    && raw.start >= 2
                    && text.as_bytes()[raw.start - 1] == b' '
                    && text.as_bytes()[raw.start - 2].is_ascii_alphabetic()
                {
                    particle_no = Some(raw.end);
                }
                sentence.denial = true;
                let wide = entry.role == Role::WideNegator;
                match negated {
                    // "no meat, no fish" lists denials; only a denial that
                    // has denied nothing yet is undone by a second one. A
                    // "nor" ("senza burro né formaggio", "sin ... ni") goes
                    // on denying, past a word the first did not read.
                    Some(first)
                        if !first.request
                            && !first.consumed
                            && !is_one_of(&text[raw.start..raw.end], NOR) =>
                    {
                        // Two denials affirm.
                        affirmation = Some((raw.end, first.wide));
                        negation = None;
                    }
                    // "Not one of our noodle dishes is free of fish sauce",
                    // "free from meat, not from dairy": a denial after one
                    // that denied nothing, or a "not from" after a "free
                    // from", may affirm what it names. What the engine
                    // cannot read with certainty keeps its product.
                    _ if (sentence.lapsed_denial && frees(text, raw))
                        || (sentence.freed && contrasts_a_source(text, raw.end))
                        || (sentence.lapsed_denial
                            && requires_after_denial(text, sentence.lapsed_at, raw)) =>
                    {
                        affirmation = Some((raw.end, false));
                        negation = None;
                        sentence.tie = true;
                    }
                    _ => {
                        negation = Some(Negation {
                            end: raw.end,
                            // "V (VG without tzatziki)": the diet only once
                            // the product is left off, so the dish has it.
                            request: !wide && diet_mark_before_without(text, raw.start, raw.end),
                            reach: if wide { 4 } else { 1 },
                            wide,
                            over_dishes: wide || names_dishes_right_after(text, raw.end),
                            consumed: false,
                            defines: sentence.claim_end.is_some_and(|end| {
                                text.get(end..raw.start)
                                    .is_some_and(|gap| !gap.chars().any(char::is_alphanumeric))
                            }),
                            // "no meat, no eggs, milk": once the list
                            // repeats its negator, an item without one is
                            // not denied.
                            own_item: negated
                                .filter(|first| first.consumed)
                                .map(|first| first.end)
                                .or(own_item_denied_until)
                                .is_some_and(|end| right_after_a_comma(text, end, raw.start)),
                        });
                    }
                }
            }
            Role::Apart if sentence.lapsed_denial && frees(text, raw) => {
                // "Not one of our curries is free from fish sauce".
                sentence.freed = true;
                sentence.tie = true;
                affirmation = Some((raw.end, false));
                negation = None;
            }
            Role::KeptOut => {
                let denied =
                    deny_the_list_before(text, raw.start, sentence.first_mention, mentions);
                if !denied.is_empty() {
                    sentence.denial = true;
                    let still_named = mentions
                        .iter()
                        .skip(sentence.first_mention)
                        .fold(SignalSet::EMPTY, |all, m| all.union(m.signals));
                    let mut gone = denied;
                    gone.remove_all(still_named);
                    sentence.signals.remove_all(gone);
                }
            }
            Role::Apart => {
                sentence.denial = true;
                sentence.freed = true;
                negation = Some(Negation {
                    end: raw.end,
                    request: false,
                    reach: 2,
                    wide: false,
                    over_dishes: false,
                    // Denying nothing, it leaves nothing uncertain.
                    consumed: true,
                    defines: false,
                    own_item: false,
                });
            }
            Role::RequestNegator => {
                // "It wouldn't be our mac without the aged cheddar": a
                // leaving-off turned round asks for nothing; read as a
                // denial, the end of the reading turns it back into the
                // product.
                let turned = text
                    .get(sentence.start..sentence.end)
                    .is_some_and(|s| turns_a_denial_round(s, raw.start - sentence.start));
                negation = Some(Negation {
                    end: raw.end,
                    request: !turned,
                    reach: 1,
                    wide: false,
                    over_dishes: false,
                    consumed: false,
                    defines: false,
                    own_item: false,
                });
            }
            Role::Praise => match negated {
                Some(_) => {
                    consume(&mut negation);
                    sentence.complaint = true;
                }
                None => sentence.praise = true,
            },
            Role::Complaint => {
                if negated.is_some() {
                    consume(&mut negation);
                } else {
                    sentence.complaint = true;
                }
            }
            Role::AnimalProducts => {
                if let Some(active) = negated {
                    negation = Some(Negation {
                        // "no animal-derived ingredients, including dairy,
                        // eggs ...": the examples are denied too.
                        end: examples_after(text, raw.end, sentence.end).unwrap_or(raw.end),
                        reach: 1,
                        consumed: true,
                        ..active
                    });
                    found.insert(S::VeganLabel);
                    // "No animal products in this building": the place.
                    if !sentence.signals.any(MEAT_FREE_TOPIC)
                        && clause.topic.is_none()
                        && text
                            .get(raw.end..sentence.end)
                            .is_some_and(|rest| words(rest).any(|w| is_one_of(w, PLACE_WORDS)))
                    {
                        found.insert(S::FullyVegan);
                    }
                }
            }
            Role::Trap => {}
            Role::Hedge => {
                clause.uncertain = true;
                sentence.hedge = true;
                if entry.doubt != 0 {
                    read_doubt(text, raw.start, raw.end, entry.doubt, &mut sentence);
                }
                // "…for allergies": a caveat about allergens.
                clause.allergens |= clauses_matter
                    && text
                        .get(raw.start..sentence.end)
                        .is_some_and(|rest| words(rest).any(is_allergen_word));
            }
            Role::Exception => {
                // An exception undoes the claims before it and in its own
                // clause ("everything is vegan, except the cake"); a later
                // clause stands on its own.
                clause.uncertain = true;
                sentence.hedge = true;
                if sentence.item_excepted.is_none()
                    && text
                        .get(raw.start..raw.end)
                        .is_some_and(|found| is_one_of(found, EXCEPTIONS_OF_AN_ITEM))
                {
                    sentence.item_excepted = Some((raw.start, raw.end));
                }
                sentence.hedged = sentence.hedged.union(sentence.certain);
                sentence.certain = SignalSet::EMPTY;
                // "Our curries are made with ghee unless marked vegan": the
                // products named before it are kept from the vegan dishes.
                if exception_names_meat_free(text, raw.end) {
                    sentence.exempt_before = mentions.len();
                }
            }
            // "Tonkotsu broth was a bit salty", "pho bo broth is deep": a
            // diner's base word right after a product says which base, that
            // of the dish with the product, not what all the food is made
            // with; unless the sentence is about meat-free food ("the vegan
            // ramen tasted of the tonkotsu broth").
            Role::Tie
                if !*statement
                    && diner_or_statement
                    && NAMED_BASE_SET.contains(&text[raw.start..raw.end])
                    && mentions.last().is_some_and(|m| {
                        m.sentence.0 == sentence.start
                            && m.span.1 <= raw.start
                            && text
                                .get(m.span.1..raw.start)
                                .is_some_and(|gap| gap.trim().is_empty())
                    }) =>
            {
                sentence.named_base = true;
            }
            // "Crawfish were a little small": a diner's "a little" before
            // a word is an amount only of a product named after it; before
            // a word that is no product it says how much of a quality the
            // dish has. Ending its clause ("just a little, for taste") it
            // is an amount of what was named.
            Role::Tie
                if !*statement
                    && diner_or_statement
                    && text[raw.start..raw.end].eq_ignore_ascii_case("a little")
                    && text
                        .get(raw.end..)
                        .and_then(|rest| rest.trim_start().bytes().next())
                        .is_some_and(|b| b.is_ascii_alphanumeric()) =>
            {
                sentence.little_at.get_or_insert(raw.end);
            }
            Role::Tie
                if !*statement
                    && diner_or_statement
                    && sentence.diner_base_count < sentence.diner_bases.len()
                    && DINER_CLAUSE_BASE_SET.contains(&text[raw.start..raw.end]) =>
            {
                sentence.diner_bases[sentence.diner_base_count] = (raw.start, raw.end);
                sentence.diner_base_count += 1;
            }
            Role::Tie => sentence.tie = true,
            // What a menu item's own text says of equipment ("wok-fried",
            // "from the grill") is how the dish is cooked, not a kitchen.
            Role::Equipment => {
                sentence.equipment |= diner_or_statement;
                // "There is only one fryer", "our one tandoor": a kitchen's
                // only tool of a kind cooks everything that needs it.
                if diner_or_statement && counted_as_the_only_one(text, raw.start, raw.end) {
                    sentence.sharing_at.get_or_insert(raw.end);
                }
                // "Our fries go through the Wing Republic fryer": a piece
                // another business or person owns is shared with it.
                if diner_or_statement && owned_by_another(text, raw.start, raw.end, place_name) {
                    sentence.sharing_at.get_or_insert(raw.end);
                }
            }
            Role::Cleaning => {
                sentence.cleaned_at.get_or_insert(raw.end);
            }
            Role::Sharing => {
                sentence.sharing_at.get_or_insert(raw.end);
            }
            Role::Lending => {
                sentence.lending = true;
                sentence.sharing_at.get_or_insert(raw.end);
            }
            Role::OffHours => sentence.off_hours = true,
            Role::Together => sentence.together = true,
            Role::Beneath => sentence.beneath = true,
            Role::Partial => {
                sentence.partial = true;
                clause.uncertain = true;
            }
            Role::SharedEquipment => {
                sentence.equipment |= diner_or_statement;
                sentence.sharing_at.get_or_insert(raw.end);
            }
            Role::Contradiction => sentence.contradiction = true,
            Role::Dismissal => {
                sentence.dismissal = true;
                sentence.dismissal_names_diners |= !entry.signals.is_empty();
            }
            Role::Withdrawal => sentence.withdrawal = true,
            Role::LabelDoubt => {
                reading
                    .doubted_at
                    .get_or_insert((sentence.start, sentence.end));
            }
            Role::Hint => {
                reading.hinted_at.get_or_insert(raw.start);
            }
            Role::Kept => reading.kept = true,
            Role::Blend => {
                reading
                    .blended_at
                    .get_or_insert((sentence.start, sentence.end));
            }
            Role::Term => {
                // "vegan udon no dashi, katsuo da yo": in Japanese written
                // in Latin letters, "no" after a noun is "of", no denial.
                let negated = negated.filter(|n| {
                    !(particle_no == Some(n.end)
                        && entry.signals.any(ANIMAL)
                        && japanese_no(text, n.end - 2, n.end, &mut romaji))
                });
                // "Halušky without bacon for my vegetarian daughter": a diet
                // word before a person says whose diet it is; a denial
                // that has gone down a list of products does not reach it.
                let negated = negated.filter(|n| {
                    !(n.consumed
                        && entry.signals.any(MEAT_FREE_MENTION)
                        && qualifies_a_person(text, raw.end))
                });
                // "不含猪肉但有鸡蛋" (no pork, but there is egg), "不含猪肉。用鱼露":
                // a run of Chinese, Japanese, Thai or Khmer is no one word,
                // so a denial reaches across it only to the next item of a
                // list ("不加猪油、鸡蛋和牛奶").
                let negated =
                    negated.filter(|n| !words_run_between(text, n.end, raw.start, n.consumed));
                // "no ghee, paneer added": an item down a denied list that
                // the words after it say is there is not denied, and the
                // list has turned.
                let negated = match negated {
                    Some(n)
                        if n.consumed
                            && entry.signals.any(ANIMAL)
                            && down_the_list(text, n.end, raw.start)
                            && said_present_after(text, raw.end) =>
                    {
                        negation = None;
                        None
                    }
                    other => other,
                };
                let mut signals = entry.signals;
                let mut left_off_on_request = SignalSet::EMPTY;
                // "fried in the same oil as the shrimp": the shrimp is what
                // the dish may touch, not what it contains. Only the list
                // right after the equipment: "…and tossed with dried shrimp"
                // is an ingredient again.
                if signals.any(ANIMAL)
                    && let Some((from, after_item)) = contact
                {
                    if in_contact_list(text, from, raw.start, after_item) {
                        // "...the same pan as the pork mandu, in its fat":
                        // cooked in what the other food gives off; "our
                        // broth - the same pot as the tonkotsu": one pot
                        // of broth is one broth.
                        if !cooked_in_what_it_gives_off(text, raw.end)
                            && !shares_the_pots_broth(text, sentence.start, sentence.end, from)
                        {
                            signals.remove_all(ANIMAL);
                        }
                        contact = Some((raw.end, true));
                    } else {
                        contact = None;
                    }
                }
                // "Vegan honey-glazed carrots": the honey glazes the dish;
                // "vegan" does not make it a plant honey.
                let qualified = qualified.filter(|kind| {
                    !matches!(kind, Qualifier::Imitation | Qualifier::PlantFood)
                        || !modifies_next(text, raw.end)
                });
                let before_qualifier = signals;
                match qualified {
                    Some(Qualifier::Imitation) => signals.remove_all(ANIMAL),
                    // "Tofu Anchovy Broth", "Seitan Chicken Stock": the
                    // broth is the animal's, the plant food only in it.
                    Some(Qualifier::PlantFood)
                        if !names_a_medium(&entry, text, (raw.start, raw.end)) =>
                    {
                        signals.remove_all(ANIMAL);
                    }
                    Some(Qualifier::MeatSubstitute) => signals.remove_all(NOT_VEGETARIAN),
                    Some(Qualifier::PlantBase) => signals.remove_all(set(&[S::Dairy, S::Egg])),
                    Some(Qualifier::PlantSetter) => signals.remove(S::Gelatin),
                    Some(Qualifier::NutBase)
                        if text.get(raw.start..raw.end).is_some_and(is_made_from_nuts) =>
                    {
                        signals.remove_all(set(&[S::Dairy, S::Egg]));
                    }
                    _ => {}
                }
                // Mushroom "oyster" sauce, "chicken"-style seitan, "our
                // cheeses, made in-house from cashews".
                // (Only animal products have plant versions to look for.)
                let animal_term = signals.any(ANIMAL);
                let free = animal_term.then(|| free_of(text, raw.end)).flatten();
                let denied_after = animal_term
                    && (denied_after_in_japanese(
                        text,
                        raw.end,
                        &phrases[at + 1..],
                        &lexicon.entries,
                    ) || (denied_after_in_a_spaced_language(
                        text,
                        raw.end,
                        &phrases[at + 1..],
                        &lexicon.entries,
                        sentence
                            .claim_end
                            .is_some_and(|claim_end| in_a_definition(text, claim_end, raw.start)),
                    )) || ((*menu_text || *statement)
                        && denied_before_in_thai(text, phrases, at, &lexicon.entries)));
                // "never go in the pit with the meat": the product a
                // negated verb of contact names is what the food is kept
                // from.
                let by_negated_verb = animal_term && kept_from_by_a_negated_verb(text, raw.start);
                let sent_elsewhere = animal_term
                    && !by_negated_verb
                    && (*statement || *note_text)
                    && sent_to_other_equipment(
                        text,
                        (sentence.start, sentence.end),
                        (raw.start, raw.end),
                        phrases,
                        &lexicon.entries,
                    );
                let kept_from = by_negated_verb || sent_elsewhere;
                let denied_here = free.is_some()
                    || denied_after
                    || kept_from
                    || negated.is_some_and(|n| !n.request);
                // "素魚排 🐟", "mock chicken 🐔": a food emoji after words
                // that name the food's plant make pictures that make.
                // Only in the restaurant's own words: a diner's emoji may
                // be anything in the room ("a giant 🐄 mural").
                if animal_term
                    && (*statement || *menu_text)
                    && !(sentence.complaint || sentence.contradiction)
                    && pictures_a_plant_make(text, (raw.start, raw.end), signals, &sentence)
                {
                    signals.remove_all(ANIMAL);
                }
                let named_plant = animal_term
                    && (made_from_plants(text, raw.end, sentence.end)
                        || chay_after(text, raw.end)
                        || of_a_plant_base(text, raw.end)
                        || said_to_be_a_plant(text, raw.end, sentence.end));
                if animal_term
                    && (raw.end <= kind_of_place_until
                        || kept_from
                        || scare_quoted(text, raw.start, raw.end)
                        || free.is_some()
                        || denied_after
                        || plant_in_parentheses(
                            text,
                            (raw.start, raw.end),
                            // "French Toast (VG)": a dish made of more
                            // than one animal product is a dish, as a dish
                            // form is, not the product alone.
                            entry.shape == Shape::DishForm
                                || entry.signals.intersection(ANIMAL).count() >= 2,
                            || is_a_medium(&entry, text.get(raw.start..raw.end).unwrap_or("")),
                        )
                        || named_plant)
                {
                    signals.remove_all(ANIMAL);
                }
                if named_plant
                    || matches!(
                        qualified,
                        Some(Qualifier::Imitation | Qualifier::MeatSubstitute)
                    )
                {
                    let mut made_plant = before_qualifier.intersection(ANIMAL);
                    made_plant.remove_all(signals);
                    sentence.plant_makes = sentence.plant_makes.union(made_plant);
                }
                // "Our cheese is vegan": the restaurant's or the menu's
                // words that the product itself is plant-made. (A diner's
                // "butter is vegan now?" is a complaint.)
                if animal_term
                    && (*statement || *menu_text)
                    && !sentence.question
                    && let Some(plant) = said_plant_made(text, raw.end, sentence.end, *statement)
                {
                    signals.remove_all(plant);
                }
                // "On a croissant laminated with plant butter": the butter
                // the bread is laminated with is named plant. (Asked of
                // that bread alone: a cheese "baked with olive oil" is
                // still cheese.)
                if signals.has(S::Dairy)
                    && signals.has(S::Gluten)
                    && text
                        .get(raw.start..raw.end)
                        .is_some_and(|phrase| is_one_of(phrase, crate::vocabulary::CROISSANT_BREAD))
                    && fat_named_plant_after(text, raw.end, sentence.end)
                {
                    signals.remove(S::Dairy);
                }
                // "If your group is also grilling meat, it's the same grill
                // plate": what someone else cooks on the sentence's shared
                // equipment touches the food; it is not in it.
                if animal_term
                    && diner_or_statement
                    && signals.any(ANIMAL)
                    && cooked_as_other_food(text, raw.start)
                    && phrases.iter().any(|later| {
                        later.start >= raw.end
                            && later.start < sentence.end
                            && lexicon
                                .entries
                                .get(later.pattern as usize)
                                .is_some_and(|later| later.signals.any(SHARED))
                    })
                {
                    signals.remove_all(ANIMAL);
                }
                // "Crisped on the flat top next to the bacon": in a menu
                // line, food named beside the equipment the dish is cooked
                // on shares that equipment; it is not in the dish.
                if animal_term
                    && *menu_text
                    && signals.any(ANIMAL)
                    && beside_something(text, sentence.start, raw.start).is_some_and(
                        |(from, to)| {
                            // The lexicon's equipment ("flat top", "roller
                            // grill", "plancha") in the words before the lead.
                            phrases.iter().any(|found| {
                                found.start >= from
                                    && found.end <= to
                                    && lexicon
                                        .entries
                                        .get(found.pattern as usize)
                                        .is_some_and(|e| e.role == Role::Equipment)
                            })
                        },
                    )
                {
                    signals.remove_all(ANIMAL);
                    signals.insert(S::SharedSurface);
                }
                // "Tastes just like real chicken", "would be perfect with a
                // bit of cheese": named, not said to be in the food.
                if animal_term
                    && diner_or_statement
                    && signals.any(ANIMAL)
                    && frames::named_without_reporting(
                        text,
                        (sentence.start, sentence.end),
                        (raw.start, raw.end),
                        *statement,
                    )
                {
                    signals.remove_all(ANIMAL);
                }
                // "The cod's own gelatin", "fish gelatin": gelatin a fish
                // word owns or names is the fish's.
                if animal_term
                    && signals == set(&[S::Gelatin])
                    && mentions.last().is_some_and(|m| {
                        m.sentence.0 == sentence.start
                            && m.named.has(S::Fish)
                            && text.get(m.span.1..raw.start).is_some_and(|gap| {
                                let gap = gap.trim();
                                gap.is_empty()
                                    || ["'s", "\u{2019}s", "'s own", "\u{2019}s own"]
                                        .iter()
                                        .any(|owns| gap.eq_ignore_ascii_case(owns))
                            })
                    })
                {
                    signals.remove(S::Gelatin);
                    signals.insert(S::Fish);
                }
                // "fish-sauce-free nuoc cham": what follows is free of it
                // too, unless what is freed is only a part of it
                // ("lactose-free milk" is milk).
                // (Asked only of a product something is free of.)
                freed = free.filter(|_| {
                    !text
                        .get(raw.start..raw.end)
                        .is_some_and(|word| is_one_of(word, FREED_COMPONENTS))
                });
                let affirmed = affirmation
                    .take()
                    .filter(|(from, _)| negation_reaches(text, *from, raw.start, 1));
                found = if let Some((_, wide)) = affirmed {
                    // "Nothing on our menu isn't vegan": the whole menu is.
                    let mut affirmed = signals;
                    if wide && signals.has(S::VeganLabel) && !signals.any(ANIMAL) {
                        affirmed.insert(S::FullyVegan);
                    }
                    affirmed
                } else if let Some(active) = negated {
                    consume(&mut negation);
                    // "Not one of our noodle dishes": a denial spent on the
                    // food rather than on a product.
                    sentence.lapsed_denial |= active.wide && !signals.any(ANIMAL);
                    if diner_or_statement
                        && (active.request
                            || text
                                .get(clause.start.min(raw.start)..raw.start)
                                .is_some_and(asks_for_something))
                    {
                        // "Ask them to skip the cheese on the tacos", "tell
                        // them no mayo": outside the menu's own words, a
                        // product left off on request is one the food comes
                        // with by default.
                        left_off_on_request = signals.intersection(ANIMAL);
                    }
                    // "There is nothing for the vegan food to touch":
                    // what is denied is what the food could touch, not
                    // what it holds nor the food itself.
                    let touched_only = active.wide
                        && signals.any(MEAT_FREE_TOPIC)
                        && to_touch_after(text, raw.end);
                    if (signals.any(MEAT_FREE_MENTION) || dishes_named_after(text, raw.end))
                        && !touched_only
                        && let Some(verb_end) = containment_verb_after(text, raw.end)
                    {
                        // "None of our vegan dishes contain honey": the
                        // denial is of what the vegan dishes contain.
                        negation = Some(Negation {
                            end: verb_end,
                            request: active.request,
                            reach: 1,
                            wide: false,
                            over_dishes: false,
                            consumed: false,
                            defines: false,
                            own_item: false,
                        });
                        signals
                    } else {
                        // Chains: "no cheese or butter" negates both.
                        negation = Some(Negation {
                            end: raw.end,
                            reach: 1,
                            consumed: true,
                            ..active
                        });
                        // "I don't eat meat" says what a diner eats, not
                        // what a dish form they ask about holds.
                        if !active.request
                            && left_off_on_request.is_empty()
                            && !says_what_someone_eats(text, sentence.start, raw.start)
                        {
                            denied_animal = denied_animal.union(signals.intersection(ANIMAL));
                            sentence.denied = sentence.denied.union(signals.intersection(ANIMAL));
                        }
                        // "None of our dishes are strictly vegan": a
                        // whole-place word said of each dish, not of the
                        // place, is the dish's diet, and denied of them all.
                        let of_each_dish = active.over_dishes
                            && entry.shape == Shape::NeedsPlace
                            && quantified_over_the_food(text, active.end, raw.start);
                        let mut denied = if of_each_dish {
                            let mut plain = signals;
                            plain.remove(S::FullyVegan);
                            plain.remove(S::FullyVegetarian);
                            negate(plain, active.request)
                        } else {
                            negate(signals, active.request)
                        };
                        if signals == set(&[S::VeganLabel])
                            && narrows_to_a_noun(text, raw.end, active.consumed, |start| {
                                phrases.get(at + 1).is_some_and(|next| {
                                    next.start == start
                                        && lexicon
                                            .entries
                                            .get(next.pattern as usize)
                                            .is_some_and(|e| e.role == Role::Term)
                                })
                            })
                        {
                            denied.remove(S::NoVegan);
                            denied.insert(S::VeganLimited);
                        }
                        // "I'm not vegan and the wings tasted like real
                        // chicken": a diner's own diet, not the food's.
                        if diner_or_statement
                            && !*statement
                            && signals.any(MEAT_FREE_TOPIC)
                            && (text
                                .get(clause.start.min(raw.start)..raw.start)
                                .is_some_and(denies_own_diet)
                                || diner_disowns_the_diet(
                                    text,
                                    sentence.start,
                                    clause.start.min(raw.start),
                                    raw.start,
                                    raw.end,
                                    || {
                                        phrases[at + 1..]
                                            .iter()
                                            .take_while(|later| later.start < sentence.end)
                                            .any(|later| {
                                                lexicon
                                                    .entries
                                                    .get(later.pattern as usize)
                                                    .is_some_and(|e| e.signals.any(ANIMAL))
                                            })
                                    },
                                ))
                        {
                            denied = SignalSet::EMPTY;
                        }
                        if touched_only {
                            denied = SignalSet::EMPTY;
                        }
                        denied
                    }
                } else {
                    signals
                };
                // "Beware: the vegan dishes aren't.": the diet said of the
                // subject is denied by a copula closing its clause (a
                // diner's or the restaurant's sentence; a dish's own words
                // make no such ellipsis).
                if negated.is_none()
                    && diner_or_statement
                    && found.any(DIET_CLAIMS)
                    && !found.any(ANIMAL)
                    && denied_by_a_closing_copula(text, raw.end, sentence.end)
                {
                    found = negate(found, false);
                }
                // "Everything we make is vegan", "all our dishes are
                // plant-based": a plain vegan word with the whole menu as
                // its subject claims the place.
                if negated.is_none()
                    && found == set(&[S::VeganLabel])
                    && (universal_subject(text, clause.start, raw.start, raw.end)
                        || universal_tail(text, raw.end, sentence.end))
                {
                    found.insert(S::FullyVegan);
                }
                // "Every pot, wok and fryer is plant-only": equipment kept
                // to plants is dedicated preparation.
                if negated.is_none()
                    && found.has(S::VegetarianLabel)
                    && plant_only_equipment(text, clause.start, raw.start, raw.end)
                {
                    found.insert(S::DedicatedPrep);
                }
                if entry.shape == Shape::NeedsPlace
                    && found.any(set(&[S::FullyVegan, S::FullyVegetarian]))
                {
                    if place_is_subject(text, sentence.start, raw.start, raw.end) {
                        if let Some(end) = kind_of_place_end(text.get(raw.end..).unwrap_or("")) {
                            kind_of_place_until = raw.end + end;
                        }
                    } else {
                        found.remove(S::FullyVegan);
                        found.remove(S::FullyVegetarian);
                    }
                }
                // "grass-fed beef": how the meat after it was fed, not the
                // cream such a word names alone ("cream from grass-fed
                // Jerseys").
                let feeds_the_meat_after = entry.signals == set(&[S::Dairy])
                    && text
                        .get(raw.start..raw.end)
                        .is_some_and(|word| is_one_of(word, FED_ANIMAL_WORDS))
                    && phrases.get(at + 1).is_some_and(|next| {
                        next_word_start(text, raw.end) == Some(next.start)
                            && lexicon
                                .entries
                                .get(next.pattern as usize)
                                .is_some_and(|e| e.signals.any(FLESH))
                    });
                if feeds_the_meat_after {
                    found.remove(S::Dairy);
                }
                let animal = found.intersection(ANIMAL);
                if entry.shape == Shape::DishForm {
                    form_signals = form_signals.union(animal);
                } else {
                    ingredient_signals = ingredient_signals.union(animal);
                }
                // Resolved animal words are kept too, with no signals: a
                // review's "burger" may name the menu's "Impossible Burger".
                if entry.signals.any(ANIMAL) && !feeds_the_meat_after {
                    // "The vegan options can be ordered without parmesan":
                    // what is left off on request is on the meat-free food
                    // of its clause, however far apart the two are.
                    let left_off = !left_off_on_request.is_empty();
                    let tied = diner_or_statement
                        && clause
                            .topic
                            .is_some_and(|(_, end)| left_off || binds(text, end, raw.start));
                    // Scan only what is new since the last mention.
                    if diner_or_statement && !clause.other_diner {
                        let from = clause.scanned.max(clause.start).min(raw.start);
                        // The sentence's words before the gap may own a
                        // son in it ("my vegetarian | son").
                        let lead = text.get(sentence.start.min(from)..from).unwrap_or_default();
                        clause.other_diner = text.get(from..raw.start).is_some_and(|gap| {
                            names_other_diner_after(Some(lead), gap, *statement)
                        });
                        clause.scanned = raw.start;
                    }
                    // "A friend who cooks there told me it's simmered with
                    // pork bones": someone who reports what is in the food
                    // is a source, not a diner eating something else.
                    let eaten_by_others = clause.other_diner
                        && !text
                            .get(clause.start.min(raw.start)..raw.start)
                            .is_some_and(reports_what_is_in_it);
                    let others = clause.topic.is_none() && (sentence.question || eaten_by_others);
                    mentions.push(Mention {
                        others,
                        signals: animal.union(left_off_on_request),
                        left_off,
                        named: entry.signals.intersection(ANIMAL),
                        pattern: raw.pattern,
                        form: entry.shape == Shape::DishForm,
                        // "Mushroom Bulgogi", "Cauliflower al Pastor": a
                        // meat or fish word after a plant names a style.
                        // What the plant is cooked in or seasoned with
                        // names none ("Kangkung Belacan" holds the paste).
                        styled: (entry.signals.any(FLESH)
                            && !entry
                                .signals
                                .any(set(&[S::Dairy, S::Egg, S::Honey, S::Gelatin]))
                            && (plant_end.and_then(|end| next_word_start(text, end))
                                == Some(raw.start)
                                || plant_word_before(text, raw.start)
                                || plant_after_de(text, raw.end)
                                || (text.get(raw.start..raw.end).is_some_and(|word| {
                                    crate::vocabulary::BROTHS_NAMED_BY_BASE
                                        .iter()
                                        .any(|broth| word.eq_ignore_ascii_case(broth))
                                }) && plant_among_words_before(text, raw.start)))
                            // "tomato-crab broth": the flesh word names
                            // what the broth is made of, not a style; so
                            // does a stock named whole ("a tomato caldo
                            // de pollo").
                            && !names_a_medium(&entry, text, (raw.start, raw.end))
                            && !text.get(raw.start..raw.end).is_some_and(opens_with_a_stock))
                            || styles_the_plant_food_after(text, raw.end),
                        sentence: (sentence.start, sentence.end),
                        span: (raw.start, raw.end),
                        tied,
                        denied: denied_here && animal.is_empty(),
                        likened: false,
                        sent_elsewhere,
                    });
                }
                if found.any(MEAT_FREE_TOPIC) {
                    // "should be vegan", "probably vegan": a doubt that
                    // governs the claim.
                    sentence.claim_doubted |= sentence
                        .doubt_end
                        .is_some_and(|end| only_doubt_links(text, end, raw.start));
                    sentence.claim_end = Some(raw.end);
                }
                if diner_or_statement && found.any(MEAT_FREE_TOPIC) {
                    // Earlier animal products of the clause bound to it:
                    // "they put fish sauce in the vegan curry", "butter is
                    // vegan now?".
                    for mention in mentions.iter_mut().skip(clause.first_mention) {
                        if binds(text, mention.span.1, raw.start)
                            || only_linking(text, mention.span.1, raw.start)
                            // "Is fish sauce vegan now?": asked of the
                            // product itself, a complaint.
                            || (sentence.question
                                && text
                                    .get(mention.span.1..raw.start)
                                    .is_some_and(|gap| gap.trim().is_empty()))
                        {
                            mention.tied = true;
                        }
                    }
                    // "Who knew honey grew on trees? It's in the vegan
                    // bowl.": a pronoun bound to vegan food carries the
                    // last sentence's animal products into it.
                    if text
                        .get(clause.start.min(raw.start)..raw.start)
                        .is_some_and(|gap| {
                            words(gap).any(|w| PRONOUN_SET.contains(w))
                                && words(gap).any(|w| PRONOUN_PREPOSITION_SET.contains(w))
                        })
                    {
                        for mention in mentions.iter_mut().skip(previous_sentence_mention) {
                            mention.tied = true;
                        }
                    }
                    clause.topic = Some((raw.start, raw.end));
                }
            }
        }
        if found.any(SHARED) {
            contact = Some((raw.end, false));
            if sentence.shared_term_end == 0 {
                sentence.shared_term_end = raw.end;
            }
        }
        // A plant phrase ("hen of the woods", "tofu") makes a meat word
        // right after it a style: remember where it ended.
        plant_end = (entry.role == Role::Term
            && !entry.signals.any(ANIMAL)
            && (entry.signals.is_empty() || entry.signals.has(S::PlantProtein)))
        .then_some(raw.end);
        // "Probably dairy-free", "stopped being dairy-free": a doubted or
        // denied plant base leaves the product it stands in for.
        let denies_a_product = || {
            text.get(raw.start..raw.end).is_some_and(|phrase| {
                let phrase = phrase.to_ascii_lowercase();
                phrase.ends_with("free") || phrase.starts_with("non") || phrase == "eggless"
            })
        };
        if entry.qualifier == Qualifier::PlantBase
            && (negated.is_some_and(|n| {
                !n.request && only_doubt_links(text, n.end, raw.start) && denies_a_product()
            }) || sentence
                .doubt_end
                .is_some_and(|end| only_doubt_links(text, end, raw.start)))
        {
            let egg = text
                .get(raw.start..raw.end)
                .is_some_and(|phrase| phrase.to_ascii_lowercase().contains("egg"));
            sentence
                .doubted_products
                .insert(if egg { S::Egg } else { S::Dairy });
        }
        if let Some(free_end) = freed.take() {
            qualifier = Some((free_end, Qualifier::Imitation, true));
        } else if entry.role != Role::Term {
            // A qualifier reaches across a describing word, never across a
            // phrase of another kind ("everything marked vegan uses chicken
            // stock").
            qualifier = None;
        } else if negated.is_none() {
            if entry.qualifier != Qualifier::None {
                // "Für Veganer Käse weglassen": a German adjective
                // capitalised after another word is the noun (vegans);
                // "nicht vegane Butter" is butter.
                qualifier = (!german_adjective_qualifies_nothing(text, raw.start, raw.end))
                    .then_some((raw.end, entry.qualifier, true));
            } else if let Some(kind) = qualified.filter(|_| entry.role == Role::Term) {
                // A qualifier carries over a compound noun ("oat milk
                // latte"), never over a verb or a joining phrase ("rice
                // cooked in ghee", "vegan without the feta").
                qualifier = Some((raw.end, kind, false));
            }
        }
        if !found.is_empty() {
            sentence.shared_with_vegan |= sentence
                .sharing_at
                .or(sentence.cleaned_at)
                .is_some_and(|at| raw.start >= at)
                && found.any(set(&[S::VeganLabel, S::FullyVegan]));
            sentence.shared_then_all_vegan |= found.has(S::FullyVegan)
                && sentence.shared_term_end != 0
                && raw.start >= sentence.shared_term_end;
            if found.has(S::DedicatedPrep) {
                sentence.dedicated_end.get_or_insert(raw.end);
            }
            clause.claims = clause.claims.union(found.intersection(CLAIMS));
            clause.allergens |= found.any(set(&[S::TreeNut, S::Peanut, S::Gluten]));
            sentence.signals = sentence.signals.union(found);
            if reading.excerpt.is_none() {
                reading.excerpt = Some((sentence.start, sentence.end));
            }
        }
    }
    if sentence_open {
        if let Some(lapsed) = negation.filter(|n| !n.consumed)
            && !lapse_denies_something(text, lapsed, &mut sentence)
        {
            sentence.uncertain = true;
        }
        clause.close(&mut sentence);
        close_sentence(
            text,
            &sentence,
            &mut reading,
            &mut claims,
            mentions,
            diner_or_statement,
            *statement,
        );
        if diner_or_statement {
            tie_before_a_fragment(text, &sentence, mentions, previous_sentence_mention);
        }
    }
    reading.uncertain = claims.uncertain;
    reading.uncertain.remove_all(claims.certain);
    reading.signals.remove_all(reading.uncertain);
    reading.form_only = form_signals;
    reading.form_only.remove_all(ingredient_signals);
    // "Caesar (no anchovy, no egg, no parm)": what a dish form only implies
    // and the same text denies, product by product, is not in the dish. A
    // product the text names outright stays, and so does any the form
    // implies that the text does not deny ("caesar (no anchovy)" still
    // has its parmesan and egg).
    let cleared = reading.form_only.intersection(denied_animal);
    if !cleared.is_empty() {
        reading.signals.remove_all(cleared);
        reading.form_only.remove_all(cleared);
        for mention in mentions.iter_mut().filter(|mention| mention.form) {
            mention.signals.remove_all(cleared);
            mention.named.remove_all(cleared);
        }
    }
    // "It wouldn't be our mac without the aged cheddar", "we'd be lying if
    // we told you there's no chicken stock", "nobody would tell you they
    // are lard-free": a denial in a sentence that turns it round is no
    // denial the reader can be certain of, so the product stays, tied to
    // the food.
    for mention in mentions
        .iter_mut()
        .filter(|m| m.denied && m.signals.is_empty() && !m.named.is_empty())
    {
        if text
            .get(mention.sentence.0..mention.sentence.1)
            .is_some_and(|sentence| {
                turns_a_denial_round(sentence, mention.span.0.saturating_sub(mention.sentence.0))
            })
        {
            mention.signals = mention.named;
            mention.tied = true;
            reading.signals = reading.signals.union(mention.named);
        }
    }
    reading
}

/// Whether the phrase at `start..end` stands alone as an item of a list: a
/// separator or the text's start before it, one or the text's end after
/// it, and a separator on one side at least ("porcini, burro, salvia",
/// "アレルゲン: 乳、小麦"). Rarely asked: kept out of the reading loop.
#[cold]
#[inline(never)]
fn stands_as_list_item(text: &str, start: usize, end: usize) -> bool {
    let is_separator = |c: char| matches!(c, ',' | ';' | ':' | '/' | '\n' | '、' | '，' | '：');
    let (Some(before), Some(after)) = (text.get(..start), text.get(end..)) else {
        return false;
    };
    let before = before.trim_end_matches([' ', '\t']);
    let after = after.trim_start_matches([' ', '\t', '.']);
    let separated_before = before.ends_with(is_separator);
    let separated_after = after.starts_with(is_separator);
    (before.is_empty() || separated_before)
        && (after.is_empty() || separated_after)
        && (separated_before || separated_after)
}

/// Whether the word `raw` (German "Rind") is the English word: an English
/// word of [`crate::vocabulary::ENGLISH_RIND_NEIGHBOURS`] right before it
/// ("lemon rind", "Watermelon Rinds", "pork-rinds") or "of" right after
/// it ("rind of one orange").
#[cold]
fn english_around(text: &str, raw: &RawMatch) -> bool {
    let is_letter = |c: char| c.is_alphabetic();
    let before = text
        .get(..raw.start)
        .unwrap_or("")
        .trim_end_matches([' ', '-']);
    let word_before = before.rsplit(|c: char| !is_letter(c)).next().unwrap_or("");
    let after = text.get(raw.end..).unwrap_or("");
    // The match ends before a plural "s" or "es" it may take.
    let after = after.trim_start_matches(is_letter).trim_start_matches(' ');
    let word_after = after.split(|c: char| !is_letter(c)).next().unwrap_or("");
    word_after.eq_ignore_ascii_case("of")
        || crate::vocabulary::ENGLISH_RIND_NEIGHBOURS
            .iter()
            .any(|neighbour| word_before.eq_ignore_ascii_case(neighbour))
}

/// Whether the phrase `raw` is a Chinese stock ([`CHINESE_STOCKS`]) with a
/// plant's name right before it ([`CHINESE_STOCK_PLANTS`]: "蘑菇高汤",
/// "植物高汤"), the plant's stock; "鸡高汤" stays chicken's.
fn stock_named_by_a_plant(text: &str, raw: &RawMatch) -> bool {
    // Each stock is two characters of three bytes: most phrases are told
    // apart by their length, and the rest of that length by whether they
    // open with a Chinese character (a lead byte of the common ideographs)
    // before the stocks are compared.
    raw.end - raw.start == 6
        && text
            .as_bytes()
            .get(raw.start)
            .is_some_and(|lead| (0xE4..=0xE9).contains(lead))
        && stock_after_a_plant(text, raw)
}

#[cold]
#[inline(never)]
fn stock_after_a_plant(text: &str, raw: &RawMatch) -> bool {
    let (Some(phrase), Some(before)) = (text.get(raw.start..raw.end), text.get(..raw.start)) else {
        return false;
    };
    CHINESE_STOCKS.contains(&phrase)
        && CHINESE_STOCK_PLANTS
            .iter()
            .any(|plant| before.ends_with(plant))
}

/// Whether the list denial `denial` ("無", "冇", "不用") opens an item of a
/// list that is one animal product and nothing more: the item starts the
/// text or follows a list mark or a colon ("純素: 無肉、無蠔油、"), or, for
/// the verb "不用", an adverb of all or also ("都不用猪油"), the
/// product (the first of `later`) follows the denial at once, and the
/// item ends with it, at a list mark, a full stop or the text's end; then
/// where the denial ends. That is the product's end, or, when the denial
/// `heads_the_list`, the end of the last of the items joined after it
/// ("不用猪油、高汤、蚝油和鸡蛋") that are each one animal product and nothing
/// more: an item that is anything else ends the list ("不用猪油，用鸡汤": the
/// chicken stock is used).
/// "無骨雞翼" (boneless wings), "無花果" (fig) or "無鹽牛油" (unsalted
/// butter) deny nothing: what follows is no product, or the item goes on.
#[cold]
#[inline(never)]
fn opens_a_denied_list_item(
    text: &str,
    denial: &RawMatch,
    later: &[RawMatch],
    entries: &[Entry],
    heads_the_list: bool,
) -> Option<usize> {
    const OPENS: &[char] = &[',', ';', ':', '/', '\n', '、', '，', '；', '：', '(', '（'];
    let product = later.first().filter(|raw| raw.start == denial.end)?;
    let before = text.get(..denial.start)?.trim_end_matches([' ', '\t']);
    // The verb "不用" after an adverb of all or also ("都不用") denies as
    // it does opening an item.
    let not_using_after_an_adverb = text.get(denial.start..denial.end) == Some("不用")
        && ADVERBS_BEFORE_NOT_USING
            .iter()
            .any(|adverb| before.ends_with(adverb));
    if !(before.is_empty() || before.ends_with(OPENS) || not_using_after_an_adverb)
        || !is_a_whole_list_item(text, product, entries)
    {
        return None;
    }
    let mut list_end = product.end;
    if !heads_the_list {
        return Some(list_end);
    }
    while let Some(rest) = text.get(list_end..) {
        let gap = rest.len() - rest.trim_start_matches([' ', '\t']).len();
        let Some(join) = CHINESE_LIST_JOINS
            .iter()
            .find(|join| rest[gap..].starts_with(**join))
        else {
            break;
        };
        let item_start = list_end + gap + join.len();
        let item_start = item_start
            + text.get(item_start..).map_or(0, |item| {
                item.len() - item.trim_start_matches([' ', '\t']).len()
            });
        // The longest phrase found where the item starts.
        let Some(item) = later
            .iter()
            .skip_while(|raw| raw.start < item_start)
            .take_while(|raw| raw.start == item_start)
            .max_by_key(|raw| raw.end)
            .filter(|item| is_a_whole_list_item(text, item, entries))
        else {
            break;
        };
        list_end = item.end;
    }
    Some(list_end)
}

/// Whether the phrase `item` is an animal product that ends its list item:
/// a list mark, a join, a full stop or the text's end follows it.
fn is_a_whole_list_item(text: &str, item: &RawMatch, entries: &[Entry]) -> bool {
    const CLOSES: &[char] = &[',', ';', '.', '/', '\n', '、', '，', '；', '。', ')', '）'];
    let is_product = entries.get(item.pattern as usize).is_some_and(|e| {
        e.role == Role::Term && e.shape != Shape::ListItem && e.signals.any(ANIMAL)
    });
    let after = text
        .get(item.end..)
        .unwrap_or("")
        .trim_start_matches([' ', '\t']);
    is_product
        && (after.is_empty()
            || after.starts_with(CLOSES)
            || CHINESE_LIST_JOINS
                .iter()
                .any(|join| after.starts_with(*join)))
}

/// Whether the phrase `claim`, right before a list denial starting at
/// `denial_start`, is a diet's name that opens its definition with a colon
/// ("纯素：", "Vegan: "), so the denial after it lists what the diet leaves
/// out.
fn opens_a_definition(
    text: &str,
    claim: &RawMatch,
    denial_start: usize,
    entries: &[Entry],
) -> bool {
    entries
        .get(claim.pattern as usize)
        .is_some_and(|e| e.role == Role::Term && e.signals.any(MEAT_FREE_CLAIMS))
        && text.get(claim.end..denial_start).is_some_and(|gap| {
            let gap = gap.trim_matches([' ', '\t', '\u{3000}']);
            gap == ":" || gap == "："
        })
}

/// Whether the negator at `start..end` is the Japanese particle "no" ("of")
/// of a text in Latin letters: the word "no" right after a word, in a text
/// with Japanese words of its own ("desu", "tte", "mashita"). Whether the
/// text is such is worked out once, into `romaji`.
#[cold]
#[inline(never)]
fn japanese_no(text: &str, start: usize, end: usize, romaji: &mut Option<bool>) -> bool {
    const JAPANESE: &[&str] = &[
        "desu",
        "deshita",
        "masu",
        "mashita",
        "imasu",
        "itteta",
        "kudasai",
        "janai",
        "datte",
        "tte",
        "dayo",
        "oishii",
        "oishikatta",
    ];
    let after_a_word = text
        .get(start..end)
        .is_some_and(|no| no.eq_ignore_ascii_case("no"))
        && text
            .get(..start)
            .and_then(|before| before.strip_suffix(' '))
            .is_some_and(|before| before.ends_with(|c: char| c.is_ascii_alphabetic()));
    after_a_word && *romaji.get_or_insert_with(|| words(text).any(|w| is_one_of(w, JAPANESE)))
}

/// Whether the words of a sentence before a denied product say what
/// someone eats ("I don't eat meat", "my son can't eat eggs"): a denial of
/// a diet, not of anything in the food.
fn says_what_someone_eats(text: &str, start: usize, at: usize) -> bool {
    text.get(start..at)
        .is_some_and(|before| words(before).any(|w| is_one_of(w, &["eat", "eats", "eating"])))
}

/// Whether a "nothing" that denied no product denies what the food could
/// touch ("there is nothing for the vegan food to touch", "nothing for
/// our dishes to come into contact with"): its clause goes on "for" a
/// few words of food, then "to touch", "to contact" or "to come into".
/// Such a denial did not lapse.
fn nothing_for_it_to_touch(text: &str, negator_end: usize) -> bool {
    const TOUCH: &[&str] = &["touch", "contact", "come"];
    let Some(rest) = text.get(negator_end..) else {
        return false;
    };
    let clause = rest
        .find([',', ';', ':', '.', '!', '?', '('])
        .map_or(rest, |end| &rest[..end]);
    let mut after = words(clause);
    if !after.next().is_some_and(|w| w.eq_ignore_ascii_case("for")) {
        return false;
    }
    // Up to four words of food, then "to" and the verb of contact.
    for _ in 0..5 {
        match after.next() {
            Some(word) if word.eq_ignore_ascii_case("to") => {
                return after.next().is_some_and(|w| is_one_of(w, TOUCH));
            }
            Some(word) if is_one_of(word, &["eat", "order", "try", "have", "choose"]) => {
                return false;
            }
            Some(_) => {}
            None => return false,
        }
    }
    false
}

/// Whether the words after a meat-free mention ("vegan" of "nothing for
/// the vegan food to touch") are a few words of food, then "to touch",
/// "to contact" or "to come into".
fn to_touch_after(text: &str, end: usize) -> bool {
    const FOOD: &[&str] = &[
        "food", "foods", "dishes", "dish", "items", "menu", "options",
    ];
    let Some(rest) = text.get(end..) else {
        return false;
    };
    let mut after = words(rest).skip_while(|w| is_one_of(w, FOOD));
    after.next().is_some_and(|w| w.eq_ignore_ascii_case("to"))
        && after
            .next()
            .is_some_and(|w| is_one_of(w, &["touch", "contact", "come"]))
}

/// Whether a "ni" at `at` is a Spanish or French "nor": it opens its
/// clause ("ni carne ni huevo", "Vegano: ni carne"), or a Spanish or
/// French denial stands before it in its sentence ("sin cebolla ni ajo",
/// "no lleva carne ni pescado").
fn nor_in_a_denial(text: &str, sentence_start: usize, at: usize) -> bool {
    let before = text.get(sentence_start.min(at)..at).unwrap_or("");
    let opens = before
        .trim_end()
        .chars()
        .next_back()
        .is_none_or(|c| matches!(c, ',' | ';' | ':' | '(' | '-' | '–' | '—' | '/' | '¡' | '¿'));
    if opens {
        return true;
    }
    let mut spanish_no = false;
    let mut hinted = false;
    for word in words(before).map(|w| w.trim_matches(|c: char| !c.is_alphabetic())) {
        if is_one_of(word, SPANISH_FRENCH_DENIALS) || word.eq_ignore_ascii_case("ni") {
            return true;
        }
        spanish_no |= word.eq_ignore_ascii_case("no");
        hinted |= is_one_of(word, SPANISH_HINTS);
    }
    spanish_no && hinted
}

/// Whether the "sen" at `sen` is the Galician "without": an animal product
/// (the first of `later`) follows it at once, and either the sentence
/// (`sentence`) is written in Galician, holding one of its own words ("Os
/// cachelos cócense sen unto"), or the "sen" opens a list item whose
/// product ends it ("Vegano: sen ovo nin leite", ", sen caldo de carne,").
/// Turkish "sen" (you) and Vietnamese "sen" (lotus, "hạt sen tôm") stand
/// elsewhere: "Sen tavuk yersin" goes on past its product.
#[cold]
#[inline(never)]
fn galician_without(
    text: &str,
    sentence: (usize, usize),
    sen: &RawMatch,
    later: &[RawMatch],
    entries: &[Entry],
) -> bool {
    let language = Language {
        own_words: GALICIAN_WORDS,
        joins: &["e", "ou", "nin", "y"],
    };
    without_of(text, sentence, sen, later, entries, &language)
}

/// Whether the "bina" at `bina` is the Hindi "without" ("bina ghee, bina
/// dahi"), as [`galician_without`] asks of "sen", where the sentence is
/// written in Hindi: it holds another of its words ("mungfali ke tel
/// mein") or another "bina" (a list of denials). Elsewhere "Bina" is a
/// name ("Bina's butter chicken") or Malay "build", and denies nothing.
#[cold]
#[inline(never)]
fn hindi_without(
    text: &str,
    sentence: (usize, usize),
    bina: &RawMatch,
    later: &[RawMatch],
    entries: &[Entry],
) -> bool {
    let said = text
        .get(sentence.0.min(bina.start)..sentence.1.max(bina.end))
        .unwrap_or("");
    let hindi = words(said).any(|word| is_one_of(word, HINDI_WORDS))
        || words(said)
            .filter(|word| word.eq_ignore_ascii_case("bina"))
            .count()
            > 1;
    let language = Language {
        own_words: &[],
        joins: &["aur", "ya", "or", "and"],
    };
    hindi && without_of(text, sentence, bina, later, entries, &language)
}

/// A language's own words, which tell its sentence, and its words joining
/// the last item of a list.
struct Language {
    own_words: &'static [&'static str],
    joins: &'static [&'static str],
}

/// Whether a word of a language's "without" at `without` denies the
/// animal product following it at once: the sentence holds one of the
/// language's own words, or the word opens a list item (after a list mark
/// or a join) whose product ends it.
fn without_of(
    text: &str,
    sentence: (usize, usize),
    without: &RawMatch,
    later: &[RawMatch],
    entries: &[Entry],
    language: &Language,
) -> bool {
    let joins = language.joins;
    let Some(product) = later.first().filter(|raw| {
        text.get(without.end..raw.start)
            .is_some_and(|gap| !gap.is_empty() && gap.bytes().all(|b| b == b' '))
    }) else {
        return false;
    };
    if !entries
        .get(product.pattern as usize)
        .is_some_and(|e| e.role == Role::Term && e.signals.any(ANIMAL))
    {
        return false;
    }
    let said = text
        .get(sentence.0.min(without.start)..sentence.1.max(without.end))
        .unwrap_or("");
    if words(said).any(|word| is_one_of(word, language.own_words)) {
        return true;
    }
    let before = text
        .get(sentence.0.min(without.start)..without.start)
        .unwrap_or("");
    let opens = before
        .trim_end()
        .chars()
        .next_back()
        .is_none_or(|c| matches!(c, ',' | ';' | ':' | '(' | '-' | '–' | '—' | '/'))
        || words(before)
            .last()
            .is_some_and(|word| is_one_of(word, joins));
    let after = text.get(product.end..).unwrap_or("").trim_start();
    let closes = after.is_empty()
        || after.starts_with([',', ';', '.', '/', ')'])
        || words(after)
            .next()
            .is_some_and(|word| is_one_of(word, joins));
    opens && closes
}

/// Whether a negation that reached no term still denied something: the
/// products its sentence named ("never cooked any of them"), what the
/// food could touch ("nothing for the vegan food to touch"), or every
/// animal product ("nothing animal has ever come into our kitchen"), which
/// the sentence then counts as denied.
fn lapse_denies_something(text: &str, negation: Negation, sentence: &mut SentenceState) -> bool {
    if negation.wide && nothing_animal(text, negation.end) {
        sentence.denied = sentence.denied.union(ANIMAL);
        return true;
    }
    denies_what_it_named(text, negation.end, sentence.denied)
        || (negation.wide && nothing_for_it_to_touch(text, negation.end))
}

/// Whether "nothing" (ending at `negator_end`) is "nothing animal" said of
/// what is kept out: the next word is "animal" and the one after it a
/// verb of being, coming or going ("nothing animal has ever ...", "nothing
/// animal goes into our food"), not a noun ("nothing animal-tested").
fn nothing_animal(text: &str, negator_end: usize) -> bool {
    const KEPT_OUT: &[&str] = &[
        "has", "have", "is", "ever", "comes", "goes", "enters", "gets", "touches", "passes",
    ];
    let Some(rest) = text.get(negator_end..) else {
        return false;
    };
    let rest = rest.trim_start_matches(' ');
    let Some(after) = rest
        .get(..6)
        .filter(|word| word.eq_ignore_ascii_case("animal"))
        .and_then(|_| rest.get(6..))
    else {
        return false;
    };
    after.starts_with(' ') && words(after).next().is_some_and(|w| is_one_of(w, KEPT_OUT))
}

/// "No meat, no butter, and our kitchen has never cooked any of them": a
/// negator whose object, right after it or its verb, is a pronoun for the
/// products the sentence has already denied ("them", "any of those")
/// denies those again; it did not lapse. Asked only where the sentence
/// denied some.
fn denies_what_it_named(text: &str, negator_end: usize, denied: SignalSet) -> bool {
    const PRONOUNS: &[&str] = &["them", "those"];
    if denied.is_empty() {
        return false;
    }
    let Some(rest) = text.get(negator_end..) else {
        return false;
    };
    let clause = rest
        .find([',', ';', ':', '.', '!', '?', '('])
        .map_or(rest, |end| &rest[..end]);
    let mut after = words(clause);
    let mut next = after.next();
    // One verb may come first ("never cooked any of them").
    if next.is_some_and(|w| !is_one_of(w, PRONOUNS) && !is_one_of(w, &["any", "either"])) {
        next = after.next();
    }
    if next.is_some_and(|w| is_one_of(w, &["any", "either"])) {
        if !after.next().is_some_and(|w| w.eq_ignore_ascii_case("of")) {
            return false;
        }
        next = after.next();
    }
    next.is_some_and(|w| is_one_of(w, PRONOUNS)) && after.next().is_none()
}

/// Whether `mention` lies where its diner's sentence names the food it
/// praises as a likeness of its animal version: before "tastes like the
/// real thing", "tasted like real chicken" or "fooled me", or after
/// "couldn't tell" ("couldn't tell the burger wasn't beef"). At a
/// whole-vegan place that food is the plant version.
pub(crate) fn likened_food(text: &str, mention: &Mention) -> bool {
    mention.likened
        && frames::likened_food(text, mention.sentence)
            .is_some_and(|(from, to)| mention.span.0 >= from && mention.span.1 <= to)
}

/// Whether the words right before a diet word deny it of the diner
/// themselves: "I'm not vegan", "I am not even vegetarian", "we're not
/// vegan", "yo no soy vegano", "non sono vegana". (A restaurant's "we're not vegan" denies its food: the caller
/// asks diners only.)
fn denies_own_diet(before: &str) -> bool {
    const ADVERBS: &[&str] = &["even", "fully", "strictly", "really", "a", "actually"];
    let mut words: Vec<&str> = words(before).collect();
    while words.last().is_some_and(|w| is_one_of(w, ADVERBS)) {
        words.pop();
    }
    let n = words.len();
    let is = |at: usize, list: &[&str]| n > at && is_one_of(words[n - 1 - at], list);
    // Spanish and Italian "(yo) no soy", "(io) non sono", "(noi) non
    // siamo" opening the clause.
    if is(0, &["soy", "somos", "sono", "siamo"]) && is(1, &["no", "non"]) {
        return n == 2 || (n == 3 && is(2, &["yo", "io", "nosotros", "noi"]));
    }
    if !is(0, &["not", "never"]) {
        return false;
    }
    // "I'm not", "im not", "we're not", "I am not", "we are not" opening
    // the clause.
    (n == 2 && is(1, &["i'm", "i’m", "im", "we're", "we’re"]))
        || (n == 3 && is(1, &["am", "are"]) && is(2, &["i", "we"]))
}

/// Whether a denied diet word `at..end` names the diner's own diet by a
/// form read whole: "not vegan myself", or a sentence opening on the bare
/// denial whose next clause says what "I" came for ("Not vegan at all, I
/// came for the cochinita", "Not vegetarian, came for the rista"), where
/// what they came for is an animal product (`came_for_meat`: "I came for
/// the jackfruit tacos" may follow a denial of those tacos) or is set
/// against a companion's dish ("..., but my wife's qaliya"), or whose next
/// clause sets the diner against a companion of the diet ("Not vegan, but
/// my vegan cousin swears by ..."). `clause` starts the denial's clause.
/// "The tacos are not vegan at all, I asked" and "Not vegan at all, the
/// sauce has lard" stay denials of the food.
fn diner_disowns_the_diet(
    text: &str,
    sentence: usize,
    clause: usize,
    at: usize,
    end: usize,
    came_for_meat: impl Fn() -> bool,
) -> bool {
    const ADVERBS: &[&str] = &["even", "really", "actually", "a"];
    const SELF: &[&str] = &[
        "not", "never", "i", "we", "i'm", "i’m", "im", "we're", "we’re", "am", "are",
    ];
    let (Some(before), Some(after)) = (text.get(clause..at), text.get(end..)) else {
        return false;
    };
    // "not vegan myself", "not even vegetarian ourselves", in a clause of
    // nothing else.
    if words(after)
        .next()
        .is_some_and(|w| is_one_of(w, &["myself", "ourselves"]))
    {
        return words(before).all(|w| is_one_of(w, ADVERBS) || is_one_of(w, SELF));
    }
    // Only a sentence that opens on the denial: "Not vegan at all, ...".
    if clause != sentence {
        return false;
    }
    let mut opening = words(before).filter(|w| !is_one_of(w, ADVERBS));
    if !(opening
        .next()
        .is_some_and(|w| w.eq_ignore_ascii_case("not"))
        && opening.next().is_none())
    {
        return false;
    }
    // "at all" may close the denial; a comma ends it.
    let rest = after.trim_start();
    let rest = rest
        .get(..6)
        .filter(|head| head.eq_ignore_ascii_case("at all"))
        .map_or(rest, |_| &rest[6..]);
    let Some(rest) = rest.trim_start().strip_prefix(',') else {
        return false;
    };
    // "Not vegan, but my vegan cousin swears by ...": the diner set against
    // a companion of the diet.
    if contrasts_a_companion_of_the_diet(rest, true) {
        return true;
    }
    if !came_for(rest) {
        return false;
    }
    // What they came for is meat, or their own dish is set against a
    // companion's ("came for the rista, but my wife's qaliya ...").
    came_for_meat()
        || rest
            .split_once(',')
            .is_some_and(|(_, later)| contrasts_a_companion_of_the_diet(later, false))
}

/// Whether the clause `rest` says what the diner came for: "I came for",
/// "I come here for", "I'm here for", "I was there for", or the same
/// without its "I" ("came for", "here for").
fn came_for(rest: &str) -> bool {
    let mut next = words(rest);
    let Some(first) = next.next() else {
        return false;
    };
    let verb = if is_one_of(first, &["i'm", "i’m", "im"]) {
        "am"
    } else if first.eq_ignore_ascii_case("i") {
        match next.next() {
            Some(verb) => verb,
            None => return false,
        }
    } else if is_one_of(first, &["here", "there"]) {
        // Subjectless "here for the pork": the place word is read below.
        next = words(rest);
        "am"
    } else {
        first
    };
    let mut after_verb = next.next();
    let place = after_verb.is_some_and(|w| is_one_of(w, &["here", "there"]));
    if place {
        after_verb = next.next();
    }
    (is_one_of(verb, &["came", "come", "went", "go"]) || (place && is_one_of(verb, &["am", "was"])))
        && after_verb.is_some_and(|w| w.eq_ignore_ascii_case("for"))
}

/// Whether the clause `rest` opens on "but my" and a companion: "but my
/// vegan cousin", "but my wife's". Right after the denial the companion
/// must be named by the diet (`by_the_diet`): "Not vegan, but my cousin
/// loved it" may deny the food it speaks of.
fn contrasts_a_companion_of_the_diet(rest: &str, by_the_diet: bool) -> bool {
    const DIETS: &[&str] = &["vegan", "vegetarian", "veggie"];
    let mut next = words(rest);
    if !(next.next().is_some_and(|w| w.eq_ignore_ascii_case("but"))
        && next.next().is_some_and(|w| w.eq_ignore_ascii_case("my")))
    {
        return false;
    }
    let mut companion = next.next();
    let named_by_the_diet = companion.is_some_and(|w| is_one_of(w, DIETS));
    if named_by_the_diet {
        companion = next.next();
    }
    (named_by_the_diet || !by_the_diet) && companion.is_some_and(|w| is_one_of(w, OTHER_DINERS))
}

/// Whether the sentence `start..end` is a question the text answers "No"
/// after it ("Is the vegan fryer shared?\nA: No. ...", "Q: Do you fry
/// the fish with the chicken? I don't eat meat.\nA: Nope, it has its
/// own fryer").
fn answered_no(text: &str, start: usize, end: usize) -> bool {
    let (Some(sentence), Some(after)) = (text.get(start..end), text.get(end..)) else {
        return false;
    };
    (sentence.trim_end().ends_with('?') || after.trim_start().starts_with('?'))
        && crate::evidence::answers_no(after)
}

/// Whether the "no" at `raw` opens a reply rather than a denial: it opens
/// its sentence, after a reply's marks ("A: No, the fish has its own
/// fryer", "No sah, ..."), and a comma or the one it is said to follows.
/// The no answers a question; it denies nothing of what follows it.
fn opens_a_reply(text: &str, sentence_start: usize, raw: &RawMatch) -> bool {
    text.get(raw.start..raw.end)
        .is_some_and(|word| is_one_of(word, REPLY_NO))
        && text.get(sentence_start..raw.start).is_some_and(|before| {
            !before.contains(char::is_alphanumeric)
                || crate::evidence::past_a_reply_mark(before.trim_start())
                    .is_some_and(|rest| rest.trim().is_empty())
        })
        && text.get(raw.end..).is_some_and(|after| {
            let after = after.trim_start();
            let vocative = after
                .split(|c: char| !(c.is_alphanumeric() || c == '\''))
                .next()
                .filter(|word| is_one_of(word, REPLY_VOCATIVES))
                .map_or(0, str::len);
            after[vocative..].trim_start().starts_with(',')
        })
}

/// The animal products of the list of mentions right before `at` (joined
/// only by commas, "and", "or", "anything with" and the verbs of cooking
/// them), denied by the phrase at `at` that keeps them out ("meat, dairy
/// and eggs never go near it", "meat and fish are cooked in a different
/// room"): a phrase starting "ever" denies only a list a denial opens ("no meat,
/// fish, or anything with egg or dairy ever goes in it"). Their signals
/// are cleared; what they named is returned.
fn deny_the_list_before(
    text: &str,
    at: usize,
    first_mention: usize,
    mentions: &mut [Mention],
) -> SignalSet {
    // Joining words, and the verbs of a list kept elsewhere ("meat and
    // fish are cooked in a different room").
    const LIST_LINKS: &[&str] = &[
        "and", "or", "nor", "&", "anything", "any", "with", "are", "is", "all", "cooked",
        "prepared", "made", "kept", "stored", "handled", "fried", "grilled",
    ];
    let mut end = at;
    let mut list_start = None;
    for (index, mention) in mentions.iter().enumerate().skip(first_mention).rev() {
        if mention.span.1 > end {
            continue;
        }
        let joined = text
            .get(mention.span.1..end)
            .is_some_and(|gap| words(gap).all(|w| is_one_of(w, LIST_LINKS)));
        if !joined {
            break;
        }
        list_start = Some(index);
        end = mention.span.0;
    }
    let Some(list_start) = list_start else {
        return SignalSet::EMPTY;
    };
    // "never go near it", "in a different room": the phrase denies by
    // itself; "ever goes in it" only after a denial.
    let denies_by_itself = text.get(at..).is_some_and(|rest| {
        !rest
            .get(..5)
            .is_some_and(|w| w.eq_ignore_ascii_case("ever "))
    });
    let opened_by_a_denial = mentions[list_start].denied
        || text.get(..end).is_some_and(|before| {
            words(before)
                .last()
                .is_some_and(|w| is_one_of(w, &["no", "nothing", "not", "nor", "never"]))
        });
    if !denies_by_itself && !opened_by_a_denial {
        return SignalSet::EMPTY;
    }
    let mut denied = SignalSet::EMPTY;
    for mention in mentions[list_start..].iter_mut().filter(|m| m.span.1 <= at) {
        denied = denied.union(mention.signals);
        mention.signals = SignalSet::EMPTY;
        mention.denied = true;
    }
    denied
}

/// Whether a dairy product so named is one nuts are made into, so that a
/// nut before it names its plant version ("cashew cheese", "almond
/// ricotta") rather than its flavour ("pistachio gelato").
fn is_made_from_nuts(product: &str) -> bool {
    #[rustfmt::skip]
    const MADE_FROM_NUTS: &[&str] = &[
        "milk", "milks", "cream", "creams", "cheese", "cheeses", "butter", "yogurt", "yoghurt",
        "ricotta", "feta", "parm", "parmesan", "mozzarella", "mozz", "queso", "quesillo", "cotija",
        "crema", "creamer", "labneh", "brie", "camembert", "chevre", "chèvre", "gouda",
        "cheddar", "mascarpone", "burrata", "curd", "curds", "alfredo", "bechamel", "béchamel",
        "crème", "creme", "crm", "hollandaise", "aioli", "mayo", "mayonnaise", "ranch",
        // Beurre blanc and fromage blanc ("cashew beurre blanc").
        "blanc",
        "custard", "sauce", "dressing", "spread", "dip",
        // Cheeses that nut cheeses are made as ("cashew swiss").
        "swiss", "provolone", "havarti", "jack", "muenster", "gruyere", "gruyère", "pecorino",
        "halloumi", "paneer",
        // German ("Cashew-Käse", "Mandel-Milch").
        "käse", "milch", "sahne", "joghurt", "quark", "frischkäse", "schmand",
    ];
    let last = product.rsplit([' ', '-']).next().unwrap_or(product);
    MADE_FROM_NUTS
        .iter()
        .any(|made| made.eq_ignore_ascii_case(last))
}

/// Whether a sentence holds a second negation that may turn a denial in it
/// round ("wouldn't be ... without", "not that there's no", "nobody would
/// tell you", "we'd be lying if", "who'd make it without", "not
/// un-buttered", "no butter, no flavour", "vegan if not for the butter").
/// The turn must stand before the denied product (at byte `at`), in its
/// clause ("... - definitely no fish sauce" starts a clause of its own);
/// "no flavour" turns the "no butter" before it.
fn turns_a_denial_round(sentence: &str, at: usize) -> bool {
    #[rustfmt::skip]
    const TURNS: &[&str] = &[
        "wouldn't", "wouldn’t", "would not", "not that", "nobody", "no one would", "lying",
        "who'd", "who’d", "who would", "not un", "as far as saying", "couldn't tell you",
        "can't tell you", "if not for", "if it weren't for", "if it wasn't for",
        "were it not for", "if it weren’t for", "if it wasn’t for",
    ];
    const TURNS_AFTER: &[&str] = &["no flavour", "no flavor"];
    // Every turn has one of these letters pairs: most sentences have none.
    let bytes = sentence.as_bytes();
    if !bytes.windows(2).any(|w| {
        matches!(
            [w[0] | 0x20, w[1] | 0x20],
            [b'n', b'o'] | [b'n', b'\''] | [b'l', b'y'] | [b'h', b'o'] | [b'l', b'd']
        )
    }) {
        return false;
    }
    let lower = sentence.to_ascii_lowercase();
    let Some(before) = lower.get(..at) else {
        return false;
    };
    let clause = before
        .rfind([';', ':', '—', '–'])
        .max(before.rfind(" - "))
        .map_or(before, |cut| &before[cut..]);
    TURNS.iter().any(|turn| clause.contains(turn))
        || TURNS_AFTER.iter().any(|turn| lower[at..].contains(turn))
}

fn consume(negation: &mut Option<Negation>) {
    if let Some(active) = negation {
        active.consumed = true;
    }
}

/// Claims seen in certain and in uncertain sentences.
#[derive(Debug, Default, Clone, Copy)]
struct ClaimCertainty {
    certain: SignalSet,
    uncertain: SignalSet,
}

/// The words of `text[from..to]`, lower-cased by the caller's comparisons.
/// The words of a piece of text: runs of ASCII letters and digits,
/// apostrophes, `&` and any non-ASCII character (a letter with an accent,
/// a typographic apostrophe). Scanned by byte: read for every gap between
/// phrases, a split by `char` was a large part of reading a text.
pub(crate) fn words(gap: &str) -> Words<'_> {
    Words { text: gap, at: 0 }
}

#[derive(Debug, Clone)]
pub(crate) struct Words<'a> {
    text: &'a str,
    at: usize,
}

/// Whether [`words`] keeps `byte` in a word.
pub(crate) fn is_word_byte(byte: u8) -> bool {
    WORD_BYTE[usize::from(byte)]
}

/// The bytes [`words`] keeps in a word, by table: one load per byte of
/// every gap read.
const WORD_BYTE: [bool; 256] = {
    let mut table = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        let b = byte as u8;
        table[byte] = b.is_ascii_alphanumeric() || b >= 0x80 || b == b'\'' || b == b'&';
        byte += 1;
    }
    table
};

impl<'a> Iterator for Words<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let bytes = self.text.as_bytes();
        while bytes.get(self.at).is_some_and(|b| !is_word_byte(*b)) {
            self.at += 1;
        }
        let start = self.at;
        while bytes.get(self.at).is_some_and(|b| is_word_byte(*b)) {
            self.at += 1;
        }
        // Both ends are ASCII bytes or the text's ends: char boundaries.
        (self.at > start)
            .then(|| self.text.get(start..self.at))
            .flatten()
    }
}

/// Whether the negator at `start..end` is "without" right after a diet
/// word or mark ("vegan without croutons", "VG without tzatziki").
fn diet_mark_before_without(text: &str, start: usize, end: usize) -> bool {
    const DIETS: &[&str] = &["vegan", "vegetarian", "veggie", "vg", "v", "ve", "v+"];
    text.get(start..end)
        .is_some_and(|negator| negator.eq_ignore_ascii_case("without"))
        && text
            .get(..start)
            .and_then(|before| before.trim_end().rsplit([' ', '(', '\n']).next())
            .is_some_and(|word| is_one_of(word, DIETS))
}

/// Whether `word` is an English negative contraction: "n't" with either
/// apostrophe ("isn't", "didn’t") or typed without one ("isnt", "dont").
pub(crate) fn is_negative_contraction(word: &str) -> bool {
    word.ends_with("n't")
        || word.ends_with("n\u{2019}t")
        // (The bare forms all end in "nt": most words are answered
        // without a look at the list.)
        || (word
            .as_bytes()
            .last_chunk::<2>()
            .is_some_and(|end| end.eq_ignore_ascii_case(b"nt"))
            && is_one_of(word, BARE_NEGATIVE_CONTRACTIONS))
}

pub(crate) fn is_one_of(word: &str, list: &[&str]) -> bool {
    list.iter().any(|l| word.eq_ignore_ascii_case(l))
}

/// A word list for the words read between phrases, consulted for nearly
/// every word of a review. A short word is packed with its length into one
/// integer and found by binary search over integers, so a look-up compares
/// no strings and validates no UTF-8; a long word falls back to a search of
/// the sorted words themselves.
#[derive(Debug)]
pub(crate) struct WordSet {
    sets: LazyLock<WordKeys>,
}

/// A [`WordSet`]'s words, ready to look up.
#[derive(Debug)]
pub(crate) struct WordKeys {
    /// Which lower-cased first bytes and which lengths its words have: a
    /// word that fails either is answered without a search, as most words
    /// of a text are.
    first_bytes: [u64; 4],
    lengths: u64,
    /// Which lower-cased last bytes its words have: most words that pass
    /// the first two tests fail this one.
    last_bytes: [u64; 4],
    /// Which first two bytes its words have, five low bits of each (the
    /// second zero for a one-byte word): a test most words that pass the
    /// others fail, before the word is packed and probed for.
    first_pairs: [u64; 16],
    packed: Vec<u128>,
    /// The non-zero keys of `packed` in an open-addressing table (a power
    /// of two, at most half full; zero marks a free slot): one probe or two
    /// where the binary search compared several keys.
    packed_table: Vec<u128>,
    long: Vec<&'static str>,
}

/// The longest word [`packed_word`] packs: one byte of the key holds the
/// length, so words differing only by trailing zero bytes stay apart.
const PACKED_WORD_MAX: usize = 15;

/// `word`'s bytes, ASCII letters lower-cased, and its length, as one key;
/// `None` for a word too long to pack.
fn packed_word(word: &str) -> Option<u128> {
    let bytes = word.as_bytes();
    if bytes.len() > PACKED_WORD_MAX {
        return None;
    }
    // Lower-cased byte by byte into the buffer: a copy of a word's few
    // bytes was a call to `memcpy`, and the whole buffer lower-cased after.
    let mut buffer = [0u8; 16];
    for (slot, byte) in buffer.iter_mut().zip(bytes) {
        *slot = byte.to_ascii_lowercase();
    }
    buffer[PACKED_WORD_MAX] = bytes.len() as u8;
    Some(u128::from_le_bytes(buffer))
}

impl WordSet {
    pub(crate) const fn new(build: fn() -> WordKeys) -> WordSet {
        WordSet {
            sets: LazyLock::new(build),
        }
    }

    /// Builds the set now rather than at its first look-up ([`warm_up`]).
    pub(crate) fn build_now(&self) {
        LazyLock::force(&self.sets);
    }

    #[inline]
    pub(crate) fn contains(&self, word: &str) -> bool {
        let keys = &*self.sets;
        let bytes = word.as_bytes();
        let Some(first) = bytes.first() else {
            return keys.packed.binary_search(&0).is_ok();
        };
        let first = usize::from(first.to_ascii_lowercase());
        let first_listed = keys
            .first_bytes
            .get(first / 64)
            .is_some_and(|bits| bits & (1 << (first % 64)) != 0);
        let length_listed = bytes.len() >= 64 || keys.lengths & (1 << bytes.len()) != 0;
        if !first_listed || !length_listed {
            return false;
        }
        let last = bytes
            .last()
            .map_or(0, |last| usize::from(last.to_ascii_lowercase()));
        let last_listed = keys
            .last_bytes
            .get(last / 64)
            .is_some_and(|bits| bits & (1 << (last % 64)) != 0);
        if !last_listed {
            return false;
        }
        let pair = first_pair(bytes);
        if keys
            .first_pairs
            .get(pair / 64)
            .is_none_or(|bits| bits & (1 << (pair % 64)) == 0)
        {
            return false;
        }
        if let Some(key) = packed_word(word) {
            // A non-empty word's key is never zero.
            return table_holds(&keys.packed_table, key);
        }
        let mut buffer = [0u8; 24];
        let Some(slot) = buffer.get_mut(..word.len()) else {
            return false;
        };
        slot.copy_from_slice(bytes);
        slot.make_ascii_lowercase();
        match std::str::from_utf8(slot) {
            Ok(lower) => keys.long.binary_search(&lower).is_ok(),
            Err(_) => false,
        }
    }
}

/// The keys of a list's short words (as they are: a listed word with an
/// upper-case letter matches nothing, as before) and its long words, each
/// sorted for binary search.
pub(crate) fn word_keys(list: &[&'static str]) -> WordKeys {
    #[cfg(test)]
    WORD_KEYS_BUILT.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let mut keys = WordKeys {
        first_bytes: [0; 4],
        lengths: 0,
        last_bytes: [0; 4],
        first_pairs: [0; 16],
        packed: Vec::new(),
        packed_table: Vec::new(),
        long: Vec::new(),
    };
    for word in list {
        // A listed word matches only words of its own first byte, lower-cased
        // as a looked-up word is (an upper-case listed letter matches nothing).
        if let Some(first) = word.bytes().next() {
            let first = usize::from(first);
            if let Some(bits) = keys.first_bytes.get_mut(first / 64) {
                *bits |= 1 << (first % 64);
            }
        }
        if word.len() < 64 {
            keys.lengths |= 1 << word.len();
        }
        // The same for the last byte, as it is (like the first).
        if let Some(last) = word.bytes().last() {
            let last = usize::from(last);
            if let Some(bits) = keys.last_bytes.get_mut(last / 64) {
                *bits |= 1 << (last % 64);
            }
        }
        // As a looked-up word's are taken, lower-cased (an upper-case
        // listed letter matches nothing, and only sets a bit).
        let pair = first_pair(word.to_ascii_lowercase().as_bytes());
        if let Some(bits) = keys.first_pairs.get_mut(pair / 64) {
            *bits |= 1 << (pair % 64);
        }
        match (word.len() <= PACKED_WORD_MAX).then(|| {
            let mut buffer = [0u8; 16];
            buffer[..word.len()].copy_from_slice(word.as_bytes());
            buffer[PACKED_WORD_MAX] = word.len() as u8;
            u128::from_le_bytes(buffer)
        }) {
            Some(key) => keys.packed.push(key),
            None => keys.long.push(*word),
        }
    }
    keys.packed.sort_unstable();
    keys.long.sort_unstable();
    let size = (keys.packed.len() * 2).next_power_of_two().max(2);
    keys.packed_table = vec![0; size];
    for &key in keys.packed.iter().filter(|key| **key != 0) {
        let mask = size - 1;
        let mut at = table_slot(key, mask);
        while keys
            .packed_table
            .get(at)
            .is_some_and(|held| *held != 0 && *held != key)
        {
            at = (at + 1) & mask;
        }
        if let Some(slot) = keys.packed_table.get_mut(at) {
            *slot = key;
        }
    }
    keys
}

/// How many word sets [`word_keys`] has built, for the test that
/// [`warm_up`] builds them all.
#[cfg(test)]
pub(crate) static WORD_KEYS_BUILT: std::sync::atomic::AtomicUsize =
    std::sync::atomic::AtomicUsize::new(0);

/// The index of a word's first two bytes, lower-cased, five low bits of
/// each, among [`WordKeys::first_pairs`]' 1,024 bits.
fn first_pair(bytes: &[u8]) -> usize {
    let first = bytes
        .first()
        .map_or(0, |b| usize::from(b.to_ascii_lowercase() & 31));
    let second = bytes
        .get(1)
        .map_or(0, |b| usize::from(b.to_ascii_lowercase() & 31));
    first << 5 | second
}

/// Where a packed key's probe starts in a table of `mask + 1` slots.
fn table_slot(key: u128, mask: usize) -> usize {
    let mixed = ((key as u64) ^ ((key >> 64) as u64)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (mixed >> 32) as usize & mask
}

/// Whether the open-addressing `table` (a power of two in size, with a
/// free slot) holds the non-zero `key`.
fn table_holds(table: &[u128], key: u128) -> bool {
    let Some(mask) = table.len().checked_sub(1) else {
        return false;
    };
    let mut at = table_slot(key, mask);
    for _ in 0..table.len() {
        match table.get(at) {
            Some(held) if *held == key => return true,
            Some(0) | None => return false,
            Some(_) => at = (at + 1) & mask,
        }
    }
    false
}

static BINDING_SET: WordSet = WordSet::new(|| word_keys(BINDING_WORDS));
/// [`MADE_IN_VERBS`] and [`MADE_IN_BASES`], looked up for the words of
/// every sentence naming an animal product.
static MADE_IN_VERB_SET: WordSet = WordSet::new(|| word_keys(MADE_IN_VERBS));
static MADE_IN_BASE_SET: WordSet = WordSet::new(|| word_keys(MADE_IN_BASES));
static CONTRAST_SET: WordSet = WordSet::new(|| word_keys(CONTRAST_WORDS));
static CONTACT_SET: WordSet = WordSet::new(|| word_keys(CONTACT_WORDS));
static PLANT_HEAD_SET: WordSet = WordSet::new(|| word_keys(PLANT_HEADS));

/// Whether `word` names a plant food a dish is made of ("beans", "tofu").
pub(crate) fn is_a_plant_head(word: &str) -> bool {
    PLANT_HEAD_SET.contains(word)
}
static PLANT_SOURCE_SET: WordSet = WordSet::new(|| word_keys(PLANT_SOURCES));
static OTHER_DINER_SET: WordSet = WordSet::new(|| word_keys(OTHER_DINERS));
static FILLER_SET: WordSet = WordSet::new(|| word_keys(NEGATION_FILLERS));
static REQUEST_VERB_SET: WordSet = WordSet::new(|| word_keys(REQUEST_VERBS));
static REPORTING_VERB_SET: WordSet = WordSet::new(|| word_keys(REPORTING_VERBS));
/// [`KIND_NOTE_OPENERS`] and [`KIND_NOTE_COPULAS`], looked up for the first
/// words of every sentence naming an animal product.
static KIND_NOTE_OPENER_SET: WordSet = WordSet::new(|| word_keys(KIND_NOTE_OPENERS));
static KIND_NOTE_COPULA_SET: WordSet = WordSet::new(|| word_keys(KIND_NOTE_COPULAS));

/// Words that end a clause as punctuation does: what follows is a new
/// thought ("the vegan curry was great, but the broth…").
const CONTRAST_WORDS: &[&str] = &[
    "but", "while", "whereas", "although", "though", "however", "yet",
];

/// A clause ends at a comma, a semicolon, a colon or a contrast word; an
/// aside in parentheses stays in its clause ("the vegan burger comes with
/// a side of lies (and real cheese)").
fn clause_boundary(text: &str, from: usize, to: usize) -> bool {
    let Some(gap) = text.get(from.min(to)..to) else {
        return true;
    };
    // One pass for both: a break is never a byte of a word (see
    // [`words`]), so the words are the runs between the other bytes.
    let bytes = gap.as_bytes();
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        if is_word_byte(byte) {
            let start = at;
            while bytes.get(at).is_some_and(|b| is_word_byte(*b)) {
                at += 1;
            }
            if gap.get(start..at).is_some_and(|w| CONTRAST_SET.contains(w)) {
                return true;
            }
            continue;
        }
        if is_clause_break(byte) && !matches!(byte, b'(' | b')') {
            return true;
        }
        at += 1;
    }
    false
}

/// Words that attach an ingredient to the food beside it: "the vegan
/// curry *with* fish sauce", "fish sauce *in* the vegan curry", "vegan
/// pastries *glazed* with honey". A plain list ("vegan options and
/// chicken dishes") attaches nothing.
const BINDING_WORDS: &[&str] = &[
    "with",
    "in",
    "into",
    "on",
    "onto",
    "inside",
    "over",
    "under",
    "from",
    "of",
    "made",
    "cooked",
    "fried",
    "glazed",
    "topped",
    "tossed",
    "brushed",
    "basted",
    "drizzled",
    "finished",
    "contains",
    "contain",
    "containing",
    "has",
    "have",
    "having",
    "gets",
    "get",
    "uses",
    "use",
    "using",
    "includes",
    "include",
    "including",
    "put",
    "puts",
    "added",
    "adds",
    "add",
    "mixed",
    "infused",
    "based",
    "stock",
    "broth",
    "sauce",
    "base",
    "w",
    // The same in the languages diners review in beside English.
    "con",
    "com",
    "mit",
    "met",
    "avec",
    "caldo",
    "brodo",
    "brühe",
    "bouillon",
    "leva",
    "tem",
    "drin",
    "enthält",
    "bevat",
    "lleva",
    "tiene",
    "contiene",
    "contém",
];

/// Whether the clause after an exception names meat-free food ("unless
/// marked vegan", "except our vegetarian dishes").
fn exception_names_meat_free(text: &str, end: usize) -> bool {
    let Some(rest) = text.get(end..) else {
        return false;
    };
    let clause = rest
        .split([',', ';', ':', '.', '!', '?'])
        .next()
        .unwrap_or("");
    words(clause).any(|w| {
        let w = w.to_ascii_lowercase();
        w.starts_with("vegan") || w.starts_with("vegetarian") || w == "plant" || w == "veggie"
    })
}

/// The negators of a verb of contact ([`kept_from_by_a_negated_verb`]).
const NEGATORS: &[&str] = &[
    "never", "not", "don't", "doesn't", "dont", "doesnt", "won't",
];

/// Whether the product starting at `start` closes a negated verb of
/// contact, every word between understood: "never go in the pit with the
/// meat", "are never cooked with the pork", "never bathed in the pork
/// pot". The negator comes first, a verb of going, cooking or touching
/// right after it, then only prepositions, articles and words of cooking
/// equipment up to the product, seven words at most. Any other word
/// ("never go easy with the lard", "never cooked without the bacon") or a
/// clause break leaves the product to the other readings.
fn kept_from_by_a_negated_verb(text: &str, start: usize) -> bool {
    #[rustfmt::skip]
    const CONTACT: &[&str] = &[
        "go", "goes", "gone", "cooked", "cook", "smoked", "shared", "share", "touch", "touches",
        "mixed", "sit", "sits", "stored", "kept", "fried", "grilled", "bathed", "dipped",
        "simmered", "boiled", "placed", "put",
    ];
    #[rustfmt::skip]
    const BETWEEN: &[&str] = &[
        "in", "on", "into", "with", "near", "next", "to", "through", "beside", "the", "a", "an",
        "any", "our", "their", "same", "pit", "smoker", "pot", "pots", "grill", "fryer", "pan",
        "oven", "kettle", "water", "ladle",
    ];
    /// The most words the clause may run to from the negator.
    const LONGEST: usize = 7;
    let Some(before) = text.get(..start) else {
        return false;
    };
    // Cheap test first: the word right before the product is a
    // preposition or an article.
    let trimmed = before.trim_end_matches(|c: char| c.is_ascii() && !is_word_byte(c as u8));
    let last = trimmed
        .rfind(|c: char| c.is_ascii() && !is_word_byte(c as u8))
        .map_or(trimmed, |at| &trimmed[at + 1..]);
    if !is_one_of(
        last,
        &["with", "in", "the", "any", "our", "their", "a", "an"],
    ) {
        return false;
    }
    let clause_start = before
        .rfind([',', ';', ':', '.', '!', '?', '(', ')', '-'])
        .map_or(0, |at| at + 1);
    // From the clause's last negator on: how many words, whether the
    // first is a verb of contact and the rest are all understood, and
    // whether a preposition the product stands in came.
    let mut since_negator: Option<(usize, bool, bool)> = None;
    let mut previous = "";
    for word in words(&before[clause_start..]) {
        // Every negator opens with "n", "d" or "w".
        if word
            .as_bytes()
            .first()
            .is_some_and(|b| matches!(b | 0x20, b'n' | b'd' | b'w'))
            && is_one_of(word, NEGATORS)
        {
            // "Why not cook it with the bacon fat?" suggests it.
            let suggested = is_one_of(previous, &["why"]);
            since_negator = (!suggested).then_some((0, true, false));
        } else if let Some((count, understood, preposition)) = since_negator.as_mut() {
            *count += 1;
            *understood &= if *count == 1 {
                is_one_of(word, CONTACT)
            } else {
                is_one_of(word, BETWEEN)
            };
            *preposition |= is_one_of(word, &["with", "in", "on", "into", "near", "beside"]);
        }
        previous = word;
    }
    since_negator.is_some_and(|(count, understood, preposition)| {
        (2..=LONGEST).contains(&count) && understood && preposition
    })
}

/// Whether the product at `start..end` is sent to other equipment than
/// the food beside it: its clause, every word understood, says it goes
/// elsewhere ("la carne va a la plancha, aparte", "the meat goes on a
/// separate grill", "..., the meat another", "meso na drugom"), its
/// sentence names cooking equipment, and nothing in the sentence shares
/// any ("the same plancha as the meat", "shared"). Such a clause says
/// where the kitchen cooks the product, not that the food holds it. A
/// clause with any other word ("fried in the oil we use for the chicken",
/// "the other side of the grill") is left to the other readings.
fn sent_to_other_equipment(
    text: &str,
    (sentence_start, sentence_end): (usize, usize),
    (start, end): (usize, usize),
    phrases: &[RawMatch],
    entries: &[Entry],
) -> bool {
    const BREAKS: [char; 5] = [',', ';', ':', '(', ')'];
    let (Some(before), Some(after)) = (
        text.get(sentence_start..start),
        text.get(end..sentence_end.max(end)),
    ) else {
        return false;
    };
    let clause_start = before
        .rfind(BREAKS)
        .map_or(sentence_start, |at| sentence_start + at + 1);
    // ", aparte": a comma may set the word sending it elsewhere off.
    let mut clause_end = after.find(BREAKS).unwrap_or(after.len());
    if after[clause_end..].starts_with(',') {
        let rest = &after[clause_end + 1..];
        let next = rest.find(BREAKS).unwrap_or(rest.len());
        let mut set_off = words(&rest[..next]).peekable();
        if set_off.peek().is_some() && set_off.all(|w| is_one_of(w, ELSEWHERE)) {
            clause_end += 1 + next;
        }
    }
    let clause_end = end + clause_end;
    let Some(clause) = text.get(clause_start..clause_end) else {
        return false;
    };
    // The sentence names equipment and shares none: asked first, from its
    // phrases, it spares most sentences the words.
    let in_sentence = |raw: &&RawMatch| raw.start >= sentence_start && raw.end <= sentence_end;
    let mut equipment = false;
    for raw in phrases.iter().filter(in_sentence) {
        let Some(entry) = entries.get(raw.pattern as usize) else {
            continue;
        };
        // ("own grill" names equipment kept to a food; "shared fryer"
        // shares it.)
        if entry.role == Role::Sharing || entry.signals.any(SHARED) {
            return false;
        }
        equipment |= entry.role == Role::Equipment || entry.signals.has(S::DedicatedPrep);
    }
    if !equipment {
        return false;
    }
    let product_at = |at: usize| {
        phrases.iter().filter(in_sentence).any(|raw| {
            raw.start <= at
                && at < raw.end
                && entries
                    .get(raw.pattern as usize)
                    .is_some_and(|entry| entry.signals.any(ANIMAL))
        })
    };
    let base = text.as_ptr() as usize;
    let mut elsewhere = false;
    for word in words(clause) {
        let at = word.as_ptr() as usize - base;
        if ELSEWHERE_SET.contains(word) {
            elsewhere = true;
        } else if !SENT_ELSEWHERE_LINK_SET.contains(word)
            && !COOKING_EQUIPMENT_SET.contains(word)
            && !product_at(at)
        {
            return false;
        }
    }
    if !elsewhere {
        return false;
    }
    // Nothing in the text speaks of it again ("but the fish is basted
    // with its fat"): a word that may is read only before "own".
    let mut all = words(text).peekable();
    while let Some(word) = all.next() {
        if BACK_REFERENCE_SET.contains(word)
            && !all.peek().is_some_and(|next| OWN_SET.contains(next))
        {
            return false;
        }
    }
    true
}

/// Whether the words after a negator say where the food is not: on or in
/// meat-free food ("not on any VG item", "never used in our vegan
/// dishes"). "Not vegan", "no lard" deny a diet or a product instead.
fn keeps_from_meat_free_food(text: &str, end: usize) -> bool {
    let Some(rest) = text.get(end..) else {
        return false;
    };
    let clause = rest
        .split([',', ';', ':', '.', '!', '?', '(', ')'])
        .next()
        .unwrap_or("");
    let mut after = words(clause).skip_while(|w| {
        is_one_of(
            w,
            &["used", "found", "served", "offered", "included", "put"],
        )
    });
    if !after
        .next()
        .is_some_and(|w| is_one_of(w, &["on", "in", "into", "with"]))
    {
        return false;
    }
    after
        .find(|w| {
            !is_one_of(
                w,
                &["any", "our", "the", "a", "an", "of", "all", "their", "your"],
            )
        })
        .is_some_and(|w| {
            let lower = w.to_ascii_lowercase();
            lower.starts_with("vegan")
                || lower.starts_with("vegetarian")
                || is_one_of(w, &["veggie", "plant", "vg", "v", "ve", "vgn", "chay"])
        })
}

/// Whether the product at `span` is one the food only seems to hold ("I'd
/// swear there's egg", "you'd think there was butter") and the "but" at
/// `but` takes back ("but nope", "but no, it's aquafaba").
fn only_seemed_to_hold(
    text: &str,
    start: usize,
    span: (usize, usize),
    but: usize,
    end: usize,
) -> bool {
    const SEEMS: &[&str] = &[
        "i'd swear",
        "i’d swear",
        "you'd swear",
        "you’d swear",
        "would swear",
        "could swear",
        "could have sworn",
        "could've sworn",
        "you'd think",
        "you’d think",
        "would think",
        "would have thought",
        "tastes like there",
        "taste like there",
    ];
    const TAKEN_BACK: &[&str] = &["nope", "nah", "no"];
    let (Some(before), Some(rest)) = (text.get(start..span.0), text.get(but + 3..end)) else {
        return false;
    };
    if !SEEMS.iter().any(|seems| {
        before
            .as_bytes()
            .windows(seems.len())
            .any(|w| w.eq_ignore_ascii_case(seems.as_bytes()))
    }) {
        return false;
    }
    // "but nope", "but no, it's ...": "but no one believes me" takes
    // nothing back.
    let rest = rest.trim_start_matches([' ', ',']);
    TAKEN_BACK.iter().any(|no| {
        rest.get(..no.len())
            .is_some_and(|start| start.eq_ignore_ascii_case(no))
            && rest[no.len()..]
                .chars()
                .next()
                .is_none_or(|c| !c.is_alphanumeric() && (c != ' ' || *no == "nope"))
    })
}

/// Where the word "but" stands in `sentence`, if it has one.
/// The products of `sentence` its "but nope" takes back (see
/// `only_seemed_to_hold`), resolved away in `mentions`: those no other
/// mention of the sentence still names. A sentence without a "but" takes
/// nothing back, asked once.
#[cold]
#[inline(never)]
fn take_back_likenesses(
    text: &str,
    sentence: &SentenceState,
    mentions: &mut [Mention],
) -> SignalSet {
    let mut retracted = SignalSet::EMPTY;
    let Some(but) = text
        .get(sentence.start..sentence.end)
        .and_then(find_but)
        .map(|at| sentence.start + at)
    else {
        return retracted;
    };
    for mention in mentions.iter_mut().skip(sentence.first_mention) {
        if !mention.signals.is_empty()
            && mention.span.1 <= but
            && only_seemed_to_hold(text, sentence.start, mention.span, but, sentence.end)
        {
            // Resolved away rather than denied: no doubt of the sentence
            // ("you'd think") brings it back.
            retracted = retracted.union(mention.signals);
            mention.signals = SignalSet::EMPTY;
        }
    }
    if !retracted.is_empty() {
        let kept = mentions
            .iter()
            .skip(sentence.first_mention)
            .fold(SignalSet::EMPTY, |all, m| all.union(m.signals));
        retracted.remove_all(kept);
    }
    retracted
}

fn find_but(sentence: &str) -> Option<usize> {
    // Most sentences have none: a search of its "b"s eight bytes at a time
    // first (one pass for the three spellings a search each took).
    let bytes = sentence.as_bytes();
    if !crate::swar::letter_where(bytes, b'b', |at| {
        matches!(bytes.get(at..at + 3), Some(b"but" | b"BUT" | b"But"))
    }) {
        return None;
    }
    bytes.iter().enumerate().find_map(|(at, byte)| {
        (matches!(byte, b'b' | b'B')
            && bytes
                .get(at + 1..at + 3)
                .is_some_and(|ut| ut.eq_ignore_ascii_case(b"ut"))
            && !bytes.get(at + 3).is_some_and(|b| b.is_ascii_alphanumeric())
            && !at
                .checked_sub(1)
                .and_then(|before| bytes.get(before))
                .is_some_and(|b| b.is_ascii_alphanumeric()))
        .then_some(at)
    })
}

/// Pronouns that point back at a food named before.
const PRONOUNS: &[&str] = &["it", "it's", "its", "they", "them", "that", "this", "it’s"];

/// Where a pronoun puts what it stands for ("It's in the vegan bowl").
const PRONOUN_PREPOSITIONS: &[&str] = &["in", "on", "into", "with"];

/// Lists asked of every word of a stretch of text (the words before a
/// meat-free mention, a clause naming equipment, the words after a
/// product), and of every phrase of a kind, as word sets: a word is
/// answered by a few bit tests, most without a look-up, where a search of
/// the list compared it with each listed word.
static PRONOUN_SET: WordSet = WordSet::new(|| word_keys(PRONOUNS));
static PRONOUN_PREPOSITION_SET: WordSet = WordSet::new(|| word_keys(PRONOUN_PREPOSITIONS));
static NAMED_BASE_SET: WordSet = WordSet::new(|| word_keys(NAMED_BASES));
static DINER_CLAUSE_BASE_SET: WordSet = WordSet::new(|| word_keys(DINER_CLAUSE_BASES));
static ELSEWHERE_SET: WordSet = WordSet::new(|| word_keys(ELSEWHERE));
static SENT_ELSEWHERE_LINK_SET: WordSet = WordSet::new(|| word_keys(SENT_ELSEWHERE_LINKS));
static COOKING_EQUIPMENT_SET: WordSet = WordSet::new(|| word_keys(COOKING_EQUIPMENT));
static BACK_REFERENCE_SET: WordSet = WordSet::new(|| word_keys(BACK_REFERENCES));
static OWN_SET: WordSet = WordSet::new(|| word_keys(OWN));
static TOOL_SET: WordSet = WordSet::new(|| word_keys(TOOLS_THAT_COOK));
static TOOL_VERB_SET: WordSet =
    WordSet::new(|| word_keys(&[TOOL_COOKING_VERBS, TOOL_COOKING_PARTICIPLES].concat()));

/// Only a linking verb between an animal product and a vegan mention:
/// "butter is vegan now?" says the product is in the vegan food.
fn only_linking(text: &str, from: usize, to: usize) -> bool {
    text.get(from.min(to)..to.max(from)).is_some_and(|gap| {
        let mut words = words(gap).peekable();
        words.peek().is_some()
            && words.all(|w| {
                is_one_of(
                    w,
                    &["is", "are", "was", "were", "'s", "now", "also", "still"],
                )
            })
    })
}

/// The gap's words are found in one pass shared by its tests, where each
/// test split the gap again.
fn binds(text: &str, from: usize, to: usize) -> bool {
    let Some(gap) = text.get(from.min(to)..to.max(from)) else {
        return false;
    };
    let mut count = 0usize;
    let mut short_binding = false;
    for word in words(gap) {
        if BINDING_SET.contains(word) {
            return true;
        }
        count += 1;
        // Past two words only a binding word can still answer.
        short_binding = short_binding || (count <= 2 && is_one_of(word, SHORT_BINDING_WORDS));
    }
    // "the vegan options had honey": a verb of having right between.
    count <= 2 && short_binding
}

/// Verbs that bind only right between the two: "the vegan options had
/// honey", never "I had the vegan burger and my friend had the beef".
const SHORT_BINDING_WORDS: &[&str] = &["had", "got", "came", "comes", "gets", "held", "hid"];

/// The words a shared-equipment phrase's list of what a dish touches may
/// hold between its items: "the same oil as the shrimp and calamari".
const CONTACT_WORDS: &[&str] = &[
    "as", "with", "the", "a", "an", "our", "any", "other", "and", "or", "&", "that", "also", "of",
    "for", "which", "their", "its", "raw", "fresh", "is", "are", "used", "products",
];

/// The first item may follow a describing word ("as the battered
/// shrimp"); later ones only list words ("…and calamari"), so "…and tossed
/// with dried shrimp" is an ingredient again.
/// Whether the words right after a food say the dish is cooked in what
/// that food gives off: ", in its fat", "in their juices", "in the
/// drippings", "'for the fond'" (the browned bits left in the pot).
fn cooked_in_what_it_gives_off(text: &str, end: usize) -> bool {
    const GIVEN_OFF: &[&str] = &[
        "fat",
        "grease",
        "drippings",
        "dripping",
        "juices",
        "juice",
        "oil",
        "lard",
        "renderings",
        "fond",
    ];
    // The food may take a word more ("the pork mandu, in its fat").
    const REACH_WORDS: usize = 2;
    let Some(rest) = text.get(end..) else {
        return false;
    };
    let clause_end = rest
        .find([',', ';', '.', '!', '?', '('])
        .unwrap_or(rest.len());
    if words(&rest[..clause_end]).count() > REACH_WORDS {
        return false;
    }
    let after = rest[clause_end..].trim_start_matches([',', ' ', '-', '\'', '"', '‘', '“']);
    let mut next = words(after);
    next.next().is_some_and(|w| is_one_of(w, &["in", "for"]))
        && next
            .next()
            .is_some_and(|w| is_one_of(w, &["its", "their", "the"]))
        && next
            .next()
            .is_some_and(|w| is_one_of(w.trim_end_matches(['\'', '’']), GIVEN_OFF))
}

/// Whether the shared equipment ending at `shared_end` is a pot and its
/// sentence speaks of a broth or soup ("the shoyu ramen is on our new house
/// broth - the same pot as the tonkotsu") or of cooking in a liquid ("sit
/// in the same braising pot as the pork"): what the pot holds is one
/// liquid, so the other food named is in it, not beside it.
#[cold]
#[inline(never)]
fn shares_the_pots_broth(text: &str, start: usize, end: usize, shared_end: usize) -> bool {
    const BROTHS: &[&str] = &[
        "broth",
        "broths",
        "soup",
        "soups",
        "stock",
        "stocks",
        "pho",
        "ramen",
        "dashi",
        "bouillon",
        "consommé",
    ];
    ends_with_a_pot(text, shared_end)
        && text.get(start..end).is_some_and(|sentence| {
            words(sentence).any(|w| is_one_of(w, BROTHS) || a_steeping_word(w))
        })
}

/// Whether a sentence says food is cooked in a liquid with other food:
/// a word of cooking in a liquid ("braised", "marinade", "卤") and a word
/// of cooking with other food ("same", "together", "in one pot", "一起")
/// that nothing denies ("never the same pot", "不跟滷肉一起滷", "另鍋").
#[cold]
#[inline(never)]
pub(crate) fn steeped_with_other_food(text: &str, start: usize, end: usize) -> bool {
    const POTS: &[&str] = &["pot", "pots", "stockpot", "kettle", "vat"];
    let Some(sentence) = text.get(start..end) else {
        return false;
    };
    let steeped = sentence.contains(STEEPING_CHARS) || words(sentence).any(a_steeping_word);
    if !steeped {
        return false;
    }
    // Words: a sharing word with no denial among the two words before it.
    let mut before: [&str; 2] = ["", ""];
    let mut pending_one = false;
    for word in words(sentence) {
        let denied = before.iter().any(|w| is_one_of(w, SHARING_DENIED_BY));
        if pending_one && is_one_of(word, POTS) {
            return true;
        }
        pending_one = false;
        if is_one_of(word, COOKED_WITH_WORDS) && !denied {
            if word.eq_ignore_ascii_case("one") {
                pending_one = true;
            } else {
                return true;
            }
        }
        before = [before[1], word];
    }
    // Chinese: a mark with no denial earlier in its clause.
    COOKED_WITH_CHINESE.iter().any(|mark| {
        sentence.match_indices(mark).any(|(at, _)| {
            let clause_start = sentence[..at]
                .char_indices()
                .rev()
                .find(|(_, c)| matches!(c, '，' | ',' | '、' | '；' | ';' | '：' | ':'))
                .map_or(0, |(i, c)| i + c.len_utf8());
            let clause = &sentence[clause_start..at];
            !SHARING_DENIED_BY_CHINESE
                .iter()
                .any(|denial| clause.contains(denial))
        })
    })
}

/// A word of cooking in a liquid, or the liquid, where food shares it
/// with meat.
fn a_steeping_word(word: &str) -> bool {
    STEEPING_WORD_SET.contains(word)
}

/// The word before a possessive "'s" ("curry's", "curry’s"), if it ends
/// in one.
#[inline]
fn possessive_stem(word: &str) -> Option<&str> {
    // Most words end in no "s" after an apostrophe: two bytes say so.
    let bytes = word.as_bytes();
    let [.., mark, last] = bytes else {
        return None;
    };
    if last | 0x20 != b's' || !matches!(*mark, b'\'' | 0x99) {
        return None;
    }
    ["'s", "’s", "'S", "’S"]
        .iter()
        .find_map(|end| word.strip_suffix(end))
        .filter(|stem| !stem.is_empty())
}

/// A verb of cooking in a liquid whose food a following meat reaches.
fn a_steeping_verb(word: &str) -> bool {
    STEEPING_VERB_SET.contains(word)
}

/// A verb of roasting in one tin, whose food a following meat reaches as
/// a steeping verb's does. Every such word opens "ro", "as" or "r" and an
/// accented letter's first byte (kept in step by a test): most words are
/// answered by their first two bytes.
#[inline]
fn a_roasting_verb(word: &str) -> bool {
    let opens = word.as_bytes().get(..2).is_some_and(|two| {
        matches!(
            [two[0] | 0x20, two[1] | 0x20],
            [b'r', b'o'] | [b'a', b's'] | [b'r', 0xE3]
        )
    });
    opens
        && (is_one_of(word, ROASTED_WITH_VERBS)
            || is_one_of(word, ROAST_VERBS_WITH_A_SUBJECT)
            || is_one_of(word, ROAST_VERBS_WITH_AN_OBJECT))
}

/// A general verb of cooking ("cooked", "cuits", "cocinan"), read as a
/// roasting verb is where a meat follows its joining word. Every such
/// word opens "co" or "cu" (kept in step by a test).
#[inline]
fn a_cooking_verb(word: &str) -> bool {
    let opens = word
        .as_bytes()
        .get(..2)
        .is_some_and(|two| matches!([two[0] | 0x20, two[1] | 0x20], [b'c', b'o' | b'u']));
    opens && (is_one_of(word, COOKED_WITH_VERBS) || is_one_of(word, COOK_VERBS_WITH_A_SUBJECT))
}

/// The lists [`a_steeping_word`] and [`a_steeping_verb`] read, as word
/// sets: every word of a sentence naming a meat is asked, and a search of
/// the lists compared it with each of some fifty words.
static STEEPING_WORD_SET: WordSet =
    WordSet::new(|| word_keys(&[STEEPING_VERBS, STEEPING_LIQUIDS].concat()));
static STEEPING_VERB_SET: WordSet =
    WordSet::new(|| word_keys(&[STEEPING_VERBS, STEEPING_VERBS_BEFORE_A_MEAT].concat()));

/// The first letters of the verbs [`a_steeping_verb`] knows (each four
/// bytes or more): a cheap gate before the lists are searched, kept in
/// step by a test.
const STEEPING_VERB_INITIALS: &[u8] = b"bsmpge";

/// A sentence's words as byte ranges of the whole text, for the readings
/// that walk a clause word by word (food steeped with, cooked beneath or
/// made in a meat's base): one split of the sentence they share.
struct ClauseWords<'t> {
    text: &'t str,
    spans: Vec<(usize, usize)>,
}

impl<'t> ClauseWords<'t> {
    /// The words of `sentence`, which starts at `start` in `text`.
    fn of(text: &'t str, start: usize, sentence: &str) -> Self {
        let base = sentence.as_ptr() as usize;
        let spans = words(sentence)
            .map(|w| {
                let at = w.as_ptr() as usize - base;
                (start + at, start + at + w.len())
            })
            .collect();
        ClauseWords { text, spans }
    }

    /// The `i`th word, or "" past the last.
    fn word(&self, i: usize) -> &'t str {
        self.spans
            .get(i)
            .and_then(|&(a, b)| self.text.get(a..b))
            .unwrap_or("")
    }

    /// Whether a clause break stands between two words (from the end of
    /// one to the start of the next): it ends what a verb reaches.
    fn broken(&self, from: usize, to: usize) -> bool {
        self.text
            .get(from..to)
            .is_some_and(|gap| gap.contains([',', ';', ':', '(', ')', '.', '!', '?']))
    }
}

/// Whether a sentence cooks a food in a liquid with a meat that follows a
/// joining word, with no sharing word: "we braise the tofu with the pork",
/// "the kelp is simmered with pork bones", "el tofu se guisa con el
/// cerdo". The food is the verb's object, or for a passive the clause
/// before the verb; a meat there ("the pork is braised with five-spice",
/// "Braised Pork with Tofu") is the dish itself, not a food taking it up.
/// `meat_at(from, to)` says whether a meat begins in that byte range.
#[cold]
#[inline(never)]
pub(crate) fn steeped_with_a_following_meat(
    text: &str,
    start: usize,
    end: usize,
    meat_at: impl Fn(usize, usize) -> bool,
) -> bool {
    // The object and the meat are a few words each ("the fried tofu",
    // "with our pork belly").
    const OBJECT_WORDS: usize = 6;
    const MEAT_WORDS: usize = 3;
    // A word for pieces and its "de" ("taquitos de").
    const PIECE_WORDS: usize = 2;
    let Some(sentence) = text.get(start..end) else {
        return false;
    };
    // Most sentences hold no such verb: look for one before reading more.
    // A roasting word counts only as it may be read below: a join right
    // after it, or a subject right before it ("roasted cauliflower" is
    // neither).
    let mut previous = "";
    let mut roasted_before = false;
    let mut found = false;
    for w in words(sentence) {
        if roasted_before && is_one_of(w, STEEPED_WITH_JOINS) {
            found = true;
            break;
        }
        if cooked_with_after_se(previous, w) {
            found = true;
            break;
        }
        roasted_before = false;
        if w.len() >= 4 {
            match w.as_bytes().first().map_or(0, |b| b | 0x20) {
                b'r' | b'a' | b'c' => {
                    if a_roasting_verb(w) || a_cooking_verb(w) {
                        if is_one_of(previous, ROASTING_SUBJECTS)
                            || is_one_of(w, ROAST_VERBS_WITH_AN_OBJECT)
                        {
                            found = true;
                            break;
                        }
                        roasted_before = true;
                    }
                }
                b => {
                    if STEEPING_VERB_INITIALS.contains(&b) && a_steeping_verb(w) {
                        found = true;
                        break;
                    }
                }
            }
        }
        previous = w;
    }
    if !found {
        return false;
    }
    let clause = ClauseWords::of(text, start, sentence);
    let spans = &clause.spans;
    let word = |i: usize| clause.word(i);
    let broken = |from: usize, to: usize| clause.broken(from, to);
    for (verb, &(verb_start, verb_end)) in spans.iter().enumerate() {
        let after_se = || {
            verb.checked_sub(1)
                .is_some_and(|at| cooked_with_after_se(word(at), word(verb)))
        };
        // The Spanish passive's "se cocinan con ..." takes its meat as the
        // passive does, pieces and all, not only after an article.
        let cooking = a_cooking_verb(word(verb)) && !after_se();
        let roasting = cooking || a_roasting_verb(word(verb));
        if !roasting && !a_steeping_verb(word(verb)) && !after_se() {
            continue;
        }
        // A roasting word with an object is a verb only after its subject
        // ("we roast the veg with the lamb", not "the roasted veg with the
        // lamb"), unless only a verb takes that form ("on rôtit les
        // légumes"); "roast" alone is a dish too ("the Sunday roast with
        // the lamb"), and "cook" a person.
        let subject_before = is_one_of(word(verb), ROAST_VERBS_WITH_AN_OBJECT)
            || verb.checked_sub(1).is_some_and(|at| {
                !broken(spans[at].1, verb_start) && is_one_of(word(at), ROASTING_SUBJECTS)
            });
        let noun_too = roasting
            && (is_one_of(word(verb), ROAST_VERBS_WITH_A_SUBJECT)
                || is_one_of(word(verb), COOK_VERBS_WITH_A_SUBJECT));
        for join in verb + 1..spans.len().min(verb + 2 + OBJECT_WORDS) {
            if broken(spans[join - 1].1, spans[join].0) {
                break;
            }
            let denied =
                (join.saturating_sub(2)..join).any(|i| is_one_of(word(i), SHARING_DENIED_BY));
            if !is_one_of(word(join), STEEPED_WITH_JOINS) || denied {
                continue;
            }
            if roasting
                && (if join > verb + 1 {
                    !subject_before
                } else {
                    noun_too
                })
            {
                continue;
            }
            // A general cooking verb ties only a meat named as one piece
            // of cooking, opened by an article or a possessive ("beside
            // the pork belly"): a bare list ("cooked alongside bacon, eggs
            // and fish", "next to meat and dairy") is a kitchen's warning
            // of cross-contact on a shared griddle, read as such.
            if cooking {
                let after = if word(join + 1).eq_ignore_ascii_case("to") {
                    join + 2
                } else {
                    join + 1
                };
                if !is_one_of(word(after), BENEATH_DETERMINERS) {
                    continue;
                }
            }
            // "con sus taquitos de jamón": the words for pieces of the meat
            // and their "de" stand before it too.
            let mut reach = MEAT_WORDS;
            let mut last = join;
            while last + 1 < spans.len()
                && last < join + reach
                && !broken(spans[last].1, spans[last + 1].0)
            {
                last += 1;
                if reach == MEAT_WORDS
                    && is_one_of(word(last), PIECES_OF_A_FOOD)
                    && is_one_of(word(last + 1), PIECES_OF)
                {
                    reach += PIECE_WORDS;
                }
            }
            if last == join || !meat_at(spans[join].1, spans[last].1) {
                continue;
            }
            let object = if join > verb + 1 {
                (verb_end, spans[join].0)
            } else {
                // A passive: the food is the clause before the verb, or,
                // where the participle opens its clause, the clause after
                // the meat ("Roasted with the lamb, the potatoes ...", "The
                // potatoes, roasted with the lamb, are ..."), else what
                // the sentence said before it ("Potatoes, roasted with the
                // lamb.").
                let clause_start = text
                    .get(start..verb_start)
                    .and_then(|before| before.rfind([',', ';', ':', '(']))
                    .map_or(start, |at| start + at + 1);
                let before = (clause_start, verb_start);
                let after = clause_after(&clause, last, end);
                if names_a_word(text, before) {
                    before
                } else if names_a_word(text, after) {
                    after
                } else {
                    (start, verb_start)
                }
            };
            if names_a_word(text, object) && !meat_at(object.0, object.1) {
                return true;
            }
        }
    }
    false
}

/// Whether a sentence says every one of a kind is a make of it that names
/// a meat: "All rice is Hainanese chicken rice", "Our noodles are egg
/// noodles", "every gravy here is turkey gravy", "Todo el arroz es arroz
/// con pollo", "Tout notre riz est du riz au poulet", "Los frijoles son
/// frijoles charros (con tocino)". The sentence, or a clause after its
/// short lead-in, opens on "all", "every", "each", "our", a definite
/// article or their Spanish, Portuguese, French or Italian words and the
/// kind (a few words), a verb saying what it is follows, and within a few
/// words of the same clause after it the kind's own head word again, with
/// a meat before it (the English make, "chicken rice") or joined after it
/// (the Romance make, "arroz con pollo", a bracket too: "frijoles charros
/// (con tocino)"): that meat is cooked into every one of the kind,
/// wherever a dish is served it (rice cooked in chicken stock and fat is
/// the point of chicken rice). A kind that is itself a meat ("Our chicken
/// is free-range chicken") is the meat itself, and a make naming no meat
/// ("All rice is jasmine rice", "Todo el arroz es arroz jazmín") ties
/// nothing; nor does a meat past a word ending the make ("arroz blanco y
/// el pollo aparte", "sin manteca"). `meat_at(from, to)` says whether a
/// meat begins in that byte range.
#[cold]
#[inline(never)]
pub(crate) fn a_kind_said_to_be_a_meat_make(
    text: &str,
    start: usize,
    end: usize,
    meat_at: impl Fn(usize, usize) -> bool,
) -> bool {
    // The kind is a few words ("roast potatoes"), and its make a few more
    // ("proper Hainanese chicken rice"); a meat joined after the make's
    // head stands a few words on ("riz au bouillon de poulet").
    const KIND_WORDS: usize = 3;
    const MAKE_WORDS: usize = 5;
    const JOINED_MEAT_WORDS: usize = 5;
    let Some(sentence) = text.get(start..end) else {
        return false;
    };
    // The opener stands among the sentence's first words, after a short
    // lead-in at most ("Heads up: all the rice ...").
    const LEAD_WORDS: usize = 4;
    // Most sentences open on no such word, or say no "is" after it (an
    // article opens many): look before splitting more. The verb stands
    // after the opener, a determiner or two, the kind and where it is
    // served.
    const VERB_WORDS: usize = LEAD_WORDS + KIND_WORDS + 6;
    let mut opened = false;
    if !words(sentence).take(VERB_WORDS).enumerate().any(|(i, w)| {
        opened |= i < LEAD_WORDS && KIND_NOTE_OPENER_SET.contains(w);
        opened && KIND_NOTE_COPULA_SET.contains(w)
    }) {
        return false;
    }
    let clause = ClauseWords::of(text, start, sentence);
    let spans = &clause.spans;
    let word = |i: usize| clause.word(i);
    // The first word of the sentence or of a clause after its lead-in
    // ("Yes, all our rice ...", "Fair warning: our noodles ...").
    let Some(opener) = (0..LEAD_WORDS.min(spans.len())).find(|&i| {
        KIND_NOTE_OPENER_SET.contains(word(i))
            && (i == 0 || clause.broken(spans[i - 1].1, spans[i].0))
    }) else {
        return false;
    };
    let mut first = opener + 1;
    while first < spans.len() && is_one_of(word(first), KIND_NOTE_DETERMINERS) {
        first += 1;
    }
    // The kind runs to the verb saying what it is, in one clause.
    let Some(copula) = (first + 1..spans.len().min(first + KIND_WORDS + 2))
        .find(|&i| KIND_NOTE_COPULA_SET.contains(word(i)))
    else {
        return false;
    };
    if (opener + 1..=copula).any(|i| clause.broken(spans[i - 1].1, spans[i].0)) {
        return false;
    }
    let mut kind_end = copula;
    while kind_end > first + 1 && is_one_of(word(kind_end - 1), KIND_NOTE_PLACES) {
        kind_end -= 1;
    }
    if kind_end - first > KIND_WORDS || meat_at(spans[first].0, spans[kind_end - 1].1) {
        return false;
    }
    let head = singular(word(kind_end - 1));
    for again in copula + 1..spans.len().min(copula + 2 + MAKE_WORDS) {
        if clause.broken(spans[again - 1].1, spans[again].0) {
            return false;
        }
        if singular(word(again)).eq_ignore_ascii_case(head) {
            return meat_at(spans[copula].1, spans[again].0)
                || meat_joined_after(&clause, again, JOINED_MEAT_WORDS, &meat_at);
        }
    }
    false
}

/// Whether a meat begins within `reach` words after the word at `head`
/// (a make's head word, "arroz" of "arroz con pollo"), in its clause or
/// the bracket right after it ("frijoles charros (con tocino)"), before
/// any word ending the make ([`KIND_NOTE_MAKE_ENDS`]).
fn meat_joined_after(
    clause: &ClauseWords,
    head: usize,
    reach: usize,
    meat_at: &impl Fn(usize, usize) -> bool,
) -> bool {
    let spans = &clause.spans;
    let mut bracket_opened = false;
    let mut last = head;
    while last + 1 < spans.len() && last < head + reach {
        let (from, to) = (spans[last].1, spans[last + 1].0);
        if clause.broken(from, to) {
            // A bracket opening on the make says what it is made with; any
            // other break ends the clause.
            let opens_a_bracket = clause
                .text
                .get(from..to)
                .is_some_and(|gap| gap.trim() == "(");
            if bracket_opened || !opens_a_bracket {
                break;
            }
            bracket_opened = true;
        }
        if is_one_of(clause.word(last + 1), KIND_NOTE_MAKE_ENDS) {
            break;
        }
        last += 1;
    }
    last > head && meat_at(spans[head].1, spans[last].1)
}

/// Whether `verb` is a Spanish verb of cooking food with something right
/// after the "se" of the passive ([`SPANISH_COOKED_WITH_AFTER_SE`]): the
/// two-letter "se" is asked first, so most words are answered by their
/// length.
fn cooked_with_after_se(before: &str, verb: &str) -> bool {
    before.len() == 2
        && before.eq_ignore_ascii_case("se")
        && verb.len() >= 4
        && is_one_of(verb, SPANISH_COOKED_WITH_AFTER_SE)
}

/// Whether a byte range of the text holds a word.
fn names_a_word(text: &str, (from, to): (usize, usize)) -> bool {
    text.get(from..to)
        .is_some_and(|o| words(o).next().is_some())
}

/// The clause that follows the word at `last` (from the word after the
/// next clause break to the one after that, or to `end`): what a
/// participle phrase opening the sentence describes ("Braised alongside
/// the short rib, our carrots ..."). Empty where no break follows.
fn clause_after(clause: &ClauseWords, last: usize, end: usize) -> (usize, usize) {
    let spans = &clause.spans;
    let Some(first) = (last + 1..spans.len()).find(|&i| clause.broken(spans[i - 1].1, spans[i].0))
    else {
        return (end, end);
    };
    let close = (first + 1..spans.len())
        .find(|&i| clause.broken(spans[i - 1].1, spans[i].0))
        .map_or(end, |i| spans[i - 1].1);
    (spans[first].0, close.max(spans[first].0))
}

/// Where food is cooked beneath a meat ([`cooked_beneath_a_meat`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Beneath {
    /// The words after the word for beneath that hold the meat.
    pub(crate) meat: (usize, usize),
    /// The meat is a word for it ("the birds", "the joint") that names no
    /// product: no mention stands there.
    pub(crate) unnamed: bool,
}

/// Whether a sentence cooks food beneath a meat, which drips on it: a
/// verb of cooking or of where food sits while it cooks, at most a few
/// words before a word for beneath in one clause ("cooked under", "done
/// on the rack below", "se asan debajo"), and right after it, opened by
/// an article or by the meat itself, a meat within a few words ("the
/// rotisserie chickens", "del cordero"), or a word for the roasting meat
/// that names no product ("the birds", "the joint"). The food is the
/// words before the verb or its object; a meat there ("the lamb is
/// roasted under a crust", "we roast the pork under the chicken") is the
/// dish itself, so nothing is found. `products_at(from, to)` gives the
/// products of the mentions that begin in that byte range.
#[cold]
#[inline(never)]
pub(crate) fn cooked_beneath_a_meat(
    text: &str,
    start: usize,
    end: usize,
    products_at: impl Fn(usize, usize) -> SignalSet,
) -> Option<Beneath> {
    // The food and the meat are a few words each ("the roast potatoes",
    // "the slow-roast beef rib"); a few words may stand between the verb
    // and the word for beneath ("done on the rack below").
    const BETWEEN_WORDS: usize = 4;
    const FOOD_WORDS: usize = 4;
    const MEAT_WORDS: usize = 4;
    let sentence = text.get(start..end)?;
    // Most sentences hold no word for beneath: look for one first.
    if !words(sentence).any(|w| is_one_of(w, BENEATH_WORDS)) {
        return None;
    }
    let clause = ClauseWords::of(text, start, sentence);
    let spans = &clause.spans;
    let word = |i: usize| clause.word(i);
    let broken = |from: usize, to: usize| clause.broken(from, to);
    for beneath in 1..spans.len() {
        if !is_one_of(word(beneath), BENEATH_WORDS) {
            continue;
        }
        // The nearest verb before it in its clause.
        let mut verb = None;
        for at in (beneath.saturating_sub(BETWEEN_WORDS + 1)..beneath).rev() {
            if broken(spans[at].1, spans[at + 1].0) {
                break;
            }
            if is_one_of(word(at), COOKED_BENEATH_VERBS) {
                verb = Some(at);
                break;
            }
        }
        let Some(verb) = verb else {
            continue;
        };
        // The food: the words before the verb in its clause, and its
        // object. A meat there is the dish itself.
        let mut food_start = verb;
        while food_start > 0
            && verb - food_start < FOOD_WORDS
            && !broken(spans[food_start - 1].1, spans[food_start].0)
        {
            food_start -= 1;
        }
        if products_at(spans[food_start].0, spans[beneath].0).any(NOT_PESCATARIAN) {
            continue;
        }
        // The meat: opened by an article or by itself.
        let mut last = beneath;
        while last + 1 < spans.len()
            && last < beneath + MEAT_WORDS
            && !broken(spans[last].1, spans[last + 1].0)
        {
            last += 1;
        }
        if last == beneath {
            continue;
        }
        let meat = (spans[beneath + 1].0, spans[last].1);
        let opened = is_one_of(word(beneath + 1), BENEATH_DETERMINERS);
        let first_word = (spans[beneath + 1].0, spans[beneath + 1].1);
        let named = |(from, to): (usize, usize)| products_at(from, to).any(NOT_VEGETARIAN);
        if named(if opened { meat } else { first_word }) {
            return Some(Beneath {
                meat,
                unnamed: false,
            });
        }
        let unnamed = if opened {
            (beneath + 2..=last).any(|i| is_one_of(word(i), MEATS_ABOVE_FOOD))
        } else {
            is_one_of(word(beneath + 1), MEATS_ABOVE_FOOD)
        };
        if unnamed {
            return Some(Beneath {
                meat,
                unnamed: true,
            });
        }
    }
    None
}

/// Whether a sentence says food is made in a base of meat: a verb of
/// making and "in" before a base a meat names ("the chhole are made in the
/// mutton tari", "we cook the chana in the chicken curry base", "hechos en
/// caldo de pollo"), the verb after it ("in Hühnerbrühe gekocht"), or the
/// Hindi and Urdu "mein" after the base ("chhole mutton ki tari mein bante
/// hain"). The food is the verb's object, or for a passive the clause
/// before the verb; a meat there ("the keema is made in the mutton
/// gravy") is the dish itself, not a food taking the base up. A word
/// setting the base apart ("a separate gravy", "instead of the chicken
/// stock", "alag") ties nothing. `meat_at(from, to)` says whether an
/// animal product begins in that byte range, `dish_meat_at(from, to)`
/// whether a meat or fish does (a dairy dish, "the kadhi", made in a meat
/// gravy takes it up).
#[cold]
#[inline(never)]
pub(crate) fn made_in_a_meat_base(
    text: &str,
    start: usize,
    end: usize,
    meat_at: impl Fn(usize, usize) -> bool,
    dish_meat_at: impl Fn(usize, usize) -> bool,
) -> bool {
    // The object, the base and the meat are a few words each ("the pindi
    // chhole", "in the same mutton tari", "the gravy from the mutton").
    const OBJECT_WORDS: usize = 6;
    const BASE_WORDS: usize = 4;
    const MEAT_WORDS: usize = 3;
    const VERB_AFTER_WORDS: usize = 3;
    let Some(sentence) = text.get(start..end) else {
        return false;
    };
    // (Most sentences hold no apostrophe: a search of the bytes says so.)
    let possessives = sentence.contains('\'') || sentence.contains('’');
    let a_base = |w: &str| {
        MADE_IN_BASE_SET.contains(w)
            // A meat dish's base named by its possessive, whose pot or
            // gravy the food is made in: "the lamb curry's pot".
            || (possessives
                && possessive_stem(w).is_some_and(|stem| MADE_IN_BASE_SET.contains(stem)))
            // A German compound ending in its base: "Hühnerbrühe".
            || (w.len() > 6
                && matches!(w.as_bytes().last(), Some(b'e' | b'E' | b'd' | b'D'))
                && ["brühe", "soße", "sosse", "fond"].iter().any(|b| {
                    w.get(w.len().saturating_sub(b.len())..)
                        .is_some_and(|end| end.eq_ignore_ascii_case(b))
                }))
    };
    let a_verb = |w: &str| MADE_IN_VERB_SET.contains(w);
    // Most sentences name no base, none a few words after "in" (or right
    // before "mein"), or no verb of making: each asked by a pass over the
    // words before the sentence is read further.
    if !words(sentence).any(a_base) {
        return false;
    }
    let mut since_join = usize::MAX;
    let mut after_base = false;
    let mut base_in = false;
    for w in words(sentence) {
        if after_base && is_one_of(w, MADE_IN_POSTPOSITIONS) {
            base_in = true;
            break;
        }
        after_base = a_base(w);
        if after_base && since_join < BASE_WORDS {
            base_in = true;
            break;
        }
        since_join = if w.len() <= 6 && is_one_of(w, MADE_IN_JOINS) {
            0
        } else {
            since_join.saturating_add(1)
        };
    }
    if !base_in || !words(sentence).any(a_verb) {
        return false;
    }
    let clause = ClauseWords::of(text, start, sentence);
    let spans = &clause.spans;
    let word = |i: usize| clause.word(i);
    let broken = |from: usize, to: usize| clause.broken(from, to);
    let joined = |from: usize, to: usize| (from..to).all(|i| !broken(spans[i].1, spans[i + 1].0));
    // The base at `b` is a meat's: a meat begins at it ("caldo de pollo",
    // "Hühnerbrühe"), a few words before it ("mutton ki tari", "chicken
    // curry base") or, over links only, after it ("the gravy from the
    // mutton"), never further back than `from`.
    // Where the phrase of base and meat begins, if it is one.
    let a_meats_base = |b: usize, from: usize| -> Option<usize> {
        let first = b.saturating_sub(MEAT_WORDS).max(from);
        if let Some(at) = (first..=b).find(|&i| joined(i, b) && meat_at(spans[i].0, spans[i].1)) {
            return Some(at);
        }
        let mut next = b + 1;
        while next < spans.len() && next <= b + MEAT_WORDS && joined(b, next) {
            if meat_at(spans[next].0, spans[next].1) {
                return Some(b);
            }
            if !is_one_of(word(next), MADE_IN_BASE_LINKS) {
                break;
            }
            next += 1;
        }
        None
    };
    let set_apart =
        |from: usize, to: usize| (from..=to).any(|i| is_one_of(word(i), MADE_IN_SET_APART));
    // Food is named in a byte range, and no meat.
    let food_in = |from: usize, to: usize| {
        text.get(from..to)
            .is_some_and(|o| words(o).next().is_some())
    };
    let clause_start = |at: usize| {
        text.get(start..at)
            .and_then(|before| before.rfind([',', ';', ':', '(', '.', '!', '?']))
            .map_or(start, |i| start + i + 1)
    };
    for (join, &(join_start, join_end)) in spans.iter().enumerate() {
        let w = word(join);
        if is_one_of(w, MADE_IN_POSTPOSITIONS) {
            // "... mutton ki tari mein bante hain": base, "mein", verb.
            let Some(b) = join.checked_sub(1) else {
                continue;
            };
            let Some(phrase) = a_base(word(b))
                .then(|| a_meats_base(b, 0))
                .flatten()
                .filter(|_| joined(b, join))
            else {
                continue;
            };
            let phrase_start = spans[phrase].0;
            let Some(verb) = (join + 1..spans.len().min(join + 1 + VERB_AFTER_WORDS))
                .take_while(|&i| joined(join, i))
                .find(|&i| a_verb(word(i)))
            else {
                continue;
            };
            let before = (clause_start(phrase_start), phrase_start);
            let between = (join_end, spans[verb].0);
            let has_food = food_in(before.0, before.1) || food_in(between.0, between.1);
            if has_food
                && !dish_meat_at(before.0, before.1)
                && !dish_meat_at(between.0, between.1)
                && !set_apart(phrase, verb)
            {
                return true;
            }
            continue;
        }
        if !is_one_of(w, MADE_IN_JOINS) {
            continue;
        }
        // The base a few words after "in", a meat's, nothing setting it
        // apart.
        let Some(b) = (join + 1..spans.len().min(join + 1 + BASE_WORDS))
            .take_while(|&i| joined(join, i))
            .find(|&i| a_base(word(i)) && a_meats_base(i, join + 1).is_some())
        else {
            continue;
        };
        if set_apart(join, b) {
            continue;
        }
        // The verb before "in": its object, or for a passive the clause
        // before it, is the food.
        let verb_before = (join.saturating_sub(OBJECT_WORDS + 1)..join)
            .rev()
            .take_while(|&i| joined(i, join))
            .find(|&i| a_verb(word(i)));
        let object = match verb_before {
            Some(verb) if verb + 1 < join => Some((spans[verb].1, join_start)),
            Some(verb) => Some((clause_start(spans[verb].0), spans[verb].0)),
            // The verb after the base ("in Hühnerbrühe gekocht"): the
            // food is the clause before "in".
            None => (b + 1..spans.len().min(b + 1 + VERB_AFTER_WORDS))
                .take_while(|&i| joined(b, i))
                .any(|i| a_verb(word(i)))
                .then(|| (clause_start(join_start), join_start)),
        };
        if let Some((from, to)) = object
            && food_in(from, to)
            && !dish_meat_at(from, to)
        {
            return true;
        }
    }
    false
}

/// Whether the shared equipment ending at `shared_end` is a pot shared
/// with the kitchen's usual broth ("the same pot as the regular broth",
/// "the same stockpot as our normal soup"), up to `end`.
#[cold]
#[inline(never)]
fn shares_the_regular_broth(text: &str, shared_end: usize, end: usize) -> bool {
    const USUAL: &[&str] = &[
        "regular", "normal", "usual", "original", "standard", "other",
    ];
    const BROTHS: &[&str] = &["broth", "soup", "stock", "base"];
    let mut previous = "";
    ends_with_a_pot(text, shared_end)
        && text.get(shared_end..end).is_some_and(|after| {
            words(after).take(6).any(|word| {
                let broth = is_one_of(word, BROTHS) && is_one_of(previous, USUAL);
                previous = word;
                broth
            })
        })
}

/// Whether the shared equipment ending at `shared_end` is a pot: its last
/// word, found from the end without reading the text before it.
fn ends_with_a_pot(text: &str, shared_end: usize) -> bool {
    const POTS: &[&str] = &["pot", "pots", "stockpot", "kettle"];
    text.get(..shared_end).is_some_and(|before| {
        let last = before
            .rsplit(|c: char| !c.is_alphanumeric())
            .next()
            .unwrap_or("");
        is_one_of(last, POTS)
    })
}

fn in_contact_list(text: &str, from: usize, to: usize, after_item: bool) -> bool {
    let Some(gap) = text.get(from.min(to)..to) else {
        return false;
    };
    if gap.len() > 48
        || gap
            .bytes()
            .any(|b| is_sentence_break(b) || matches!(b, b';' | b':' | b'(' | b')'))
    {
        return false;
    }
    // "Cooked in the same pan and topped with cheese", "... then finished
    // with ghee": a verb after "and" or "then" says what is done to the
    // dish itself, and what it names is in it ("shared with the fries and
    // the chicken tenders" goes on listing).
    let mut others = 0usize;
    let mut joined = false;
    for word in words(gap) {
        if CONTACT_SET.contains(word) {
            joined |= is_one_of(word, &["and", "or"]);
            continue;
        }
        others += 1;
        if word.eq_ignore_ascii_case("then")
            || (joined
                && (word.len() > 4 && word.to_ascii_lowercase().ends_with("ed")
                    || is_one_of(word, MODIFYING_PARTICIPLES)))
        {
            return false;
        }
    }
    others <= usize::from(!after_item)
}

/// Past participles that make an animal word a modifier ("honey-glazed",
/// "butter-basted"): a "vegan" before it does not reach it.
const MODIFYING_PARTICIPLES: &[&str] = &[
    "glazed",
    "drizzled",
    "basted",
    "brushed",
    "infused",
    "based",
    "washed",
    "soaked",
    "laced",
    "crusted",
    "filled",
    "dipped",
    "coated",
    "sweetened",
    "enriched",
    "poached",
    "braised",
    "stuffed",
    "marinated",
    "cured",
    "topped",
    "dusted",
    "finished",
    "sauteed",
    "sautéed",
    "tossed",
    "whipped",
    "fed",
    "rendered",
    "cooked",
];

fn modifies_next(text: &str, end: usize) -> bool {
    let Some(rest) = text.get(end..) else {
        return false;
    };
    let rest = rest.trim_start_matches(['-', ' ']);
    if rest.len() == text.len() - end {
        return false;
    }
    words(rest)
        .next()
        .is_some_and(|w| is_one_of(w, MODIFYING_PARTICIPLES))
}

fn is_quote(c: char) -> bool {
    matches!(
        c,
        '"' | '\'' | '\u{201c}' | '\u{201d}' | '\u{2018}' | '\u{2019}'
    )
}

/// An animal word in scare quotes names an imitation: mushroom "oyster"
/// sauce, "chicken" nuggets of seitan.
fn scare_quoted(text: &str, start: usize, end: usize) -> bool {
    // Most products stand after a space: an ASCII byte before one that is
    // no quote answers at once (the quotes outside ASCII start with a
    // byte outside it).
    if start
        .checked_sub(1)
        .and_then(|at| text.as_bytes().get(at))
        .is_none_or(|b| b.is_ascii() && !matches!(b, b'"' | b'\''))
    {
        return false;
    }
    let before = text.get(..start).and_then(|t| t.chars().next_back());
    let rest = text.get(end..).unwrap_or("");
    let rest = rest
        .strip_prefix("es")
        .filter(|r| r.starts_with(is_quote))
        .or_else(|| rest.strip_prefix('s').filter(|r| r.starts_with(is_quote)))
        .unwrap_or(rest);
    let mut after = rest.chars();
    let closing = after.next();
    before.is_some_and(is_quote)
        && closing.is_some_and(is_quote)
        && !after.next().is_some_and(char::is_alphanumeric)
        && !names_a_version(rest.get(closing.map_or(0, char::len_utf8)..).unwrap_or(""))
}

/// Whether the words after a quoted product say the quote names a
/// version or style of the dish ("the full 'seven lives' version", "done
/// 'Lagos' style"): the dish made that way, with its product, not a stand-in
/// for it. A style that goes on to name what it styles ("'chicken'-style
/// seitan") is the imitation.
fn names_a_version(after_quote: &str) -> bool {
    const VERSIONS: &[&str] = &["version", "versions", "recipe", "way", "edition"];
    let rest = after_quote.trim_start_matches([' ', '-']);
    let Some(word) = words(rest).next().filter(|word| rest.starts_with(word)) else {
        return false;
    };
    if is_one_of(word, VERSIONS) {
        return true;
    }
    // "'X' style" closing its clause; "'X' style seitan" styles the seitan.
    word.eq_ignore_ascii_case("style")
        && rest
            .get(word.len()..)
            .unwrap_or("")
            .trim_start()
            .chars()
            .next()
            .is_none_or(|c| !c.is_alphanumeric())
}

/// "honey-free", "lard free", "egg- and dairy-free": the product is
/// absent. The end of the "free" that says so.
fn free_of(text: &str, end: usize) -> Option<usize> {
    let rest = text.get(end..)?;
    let offset = |r: &str| text.len() - r.len();
    let mut after = rest.strip_prefix('-').or_else(|| rest.strip_prefix(' '))?;
    // A suspended hyphen: "egg- and dairy-free".
    if rest.starts_with('-') {
        for joint in [" and ", " or ", " & ", ", "] {
            if let Some(tail) = after.strip_prefix(joint) {
                let word_end = tail
                    .find(|c: char| !(c.is_alphanumeric() || c == '-'))
                    .unwrap_or(tail.len());
                if tail[..word_end].to_ascii_lowercase().ends_with("-free") {
                    return Some(offset(&tail[word_end..]));
                }
                after = tail;
                break;
            }
        }
    }
    // Every word below opens with one of these bytes ("f", "n", "m" in
    // either case, or the first byte of "없"): most products go on with
    // another word, told apart by its first byte before it is cut out.
    if !after
        .as_bytes()
        .first()
        .is_some_and(|b| matches!(b, b'f' | b'F' | b'n' | b'N' | b'm' | b'M' | 0xEC))
    {
        return None;
    }
    let word_end = after
        .find(|c: char| !c.is_alphanumeric())
        .unwrap_or(after.len());
    let word = &after[..word_end];
    let tail = &after[word_end..];
    // "젓갈 없음" (jeotgal: none), "makhan nahi" closing its clause (butter:
    // no): the word after the product says it is absent.
    // Hungarian "kolbász nélkül" (without sausage) puts its "without" after,
    // and its "-free" too ("zsír-mentes").
    let absent = word == "없음"
        || word == "없이"
        || word.eq_ignore_ascii_case("nélkül")
        || word.eq_ignore_ascii_case("nelkul")
        || word.eq_ignore_ascii_case("mentes")
        || ((word.eq_ignore_ascii_case("nahi") || word.eq_ignore_ascii_case("nahin"))
            && tail
                .trim_start()
                .chars()
                .next()
                .is_none_or(|c| ",;.)|".contains(c)));
    (word.eq_ignore_ascii_case("free") || absent).then(|| offset(tail))
}

/// Whether the text between a denial and a product holds a word of a
/// script written without spaces (or its full stop) joined to either of
/// them: the denial does not reach the product across it. A word between
/// two list marks is an item of the list the lexicon did not read
/// ("不加蛋、奶、豬油": the milk), and the denial goes on past it; so is a
/// short word right after the denial word itself, before a list mark (its
/// first item, "不加蛋、奶").
fn words_run_between(text: &str, from: usize, to: usize, consumed: bool) -> bool {
    let Some(gap) = text.get(from..to) else {
        return false;
    };
    // Most gaps are spaces and Latin words.
    if gap.is_ascii() {
        return false;
    }
    // List marks and "and", "or", "any" of Chinese, Japanese, Thai and Khmer.
    const JOINS: &[&str] = &[
        "、",
        "，",
        "・",
        "和",
        "与",
        "與",
        "及",
        "以及",
        "或",
        "跟",
        "任何",
        "や",
        "と",
        "และ",
        "หรือ",
        "និង",
        "ឬ",
    ];
    let runs_together = |c: char| {
        matches!(c,
            '\u{0E00}'..='\u{0EFF}'   // Thai, Lao
            | '\u{1780}'..='\u{17FF}' // Khmer
            | '\u{3040}'..='\u{30FF}' // Hiragana, Katakana
            | '\u{3400}'..='\u{4DBF}' // CJK Extension A
            | '\u{4E00}'..='\u{9FFF}' // CJK Unified Ideographs
            | '\u{F900}'..='\u{FAFF}' // CJK Compatibility Ideographs
        )
    };
    // Whether a list mark has been passed, and whether the text since the
    // last one holds such a word.
    let mut marked = false;
    let mut word = false;
    let mut rest = gap;
    while let Some(c) = rest.chars().next() {
        if let Some(join) = JOINS.iter().find(|join| rest.starts_with(*join)) {
            // A word joined to the last product denied, or a longer one
            // joined to the denial word ("不含X但有牛肉、鸡蛋").
            if word && !marked && (consumed || gap[..gap.len() - rest.len()].chars().count() > 2) {
                return true;
            }
            marked = true;
            word = false;
            rest = &rest[join.len()..];
            continue;
        }
        if matches!(c, '。' | '！' | '？' | '；' | '．') {
            return true;
        }
        word |= runs_together(c);
        rest = &rest[c.len_utf8()..];
    }
    // A word joined to the product.
    word
}

/// The end of the next item of a list denied after it, a denial's list
/// walk asks once past a join: the phrase found right at `start` (those
/// inside what was passed before it skipped), when it is an animal product.
/// Any other word there ends the list.
fn animal_item_at<'m>(
    next: &mut std::iter::Peekable<impl Iterator<Item = &'m RawMatch>>,
    entries: &[Entry],
    start: usize,
) -> Option<usize> {
    while next.peek().is_some_and(|raw| raw.start < start) {
        next.next();
    }
    let raw = next.peek().filter(|raw| {
        raw.start == start
            && entries
                .get(raw.pattern as usize)
                .is_some_and(|e| e.role == Role::Term && e.signals.any(ANIMAL))
    })?;
    let end = raw.end;
    next.next();
    Some(end)
}

/// Japanese puts its denial after what it denies, and a list before it
/// shares it: "卵・ラード不使用" (egg, lard: not used), "肉や魚は使っていません"
/// (meat and fish we do not use). Whether the product ending at `end` is one
/// of such a list: every item after it, up to the denial, is another animal
/// product of the lexicon (`later`, in order), joined only by list marks or
/// "and", and the denial closes its clause. Anything else between ("豚骨スープ
/// 使用、化学調味料不使用": one used, one not), a word the lexicon does not know,
/// a denial that goes on ("肉なしでは", "不使用と書いてあった") or asks ("か")
/// leaves the product in the food.
fn denied_after_in_japanese(text: &str, end: usize, later: &[RawMatch], entries: &[Entry]) -> bool {
    // Almost every product is followed by a space, a Latin letter or
    // punctuation: Japanese goes on with a lead byte of kana or a CJK
    // ideograph.
    let bytes = text.as_bytes();
    let lead = match bytes.get(end) {
        Some(b' ') => bytes.get(end + 1),
        other => other,
    };
    if !lead.is_some_and(|b| (0xE3..=0xE9).contains(b)) {
        return false;
    }
    // Nouns a food word may carry inside its item ("豚骨スープ", "肉類"),
    // also after "の" ("かつお節のだし", "豚の脂": the stock of, the fat of).
    const ITEM_TAILS: &[&str] = &[
        "スープ",
        "だし",
        "出汁",
        "エキス",
        "ベース",
        "類",
        "类",
        "のだし",
        "の出汁",
        "のスープ",
        "のエキス",
        "の脂",
    ];
    const JOINS: &[&str] = &[
        "・",
        "･",
        "、",
        ",",
        "，",
        "/",
        "／",
        "や",
        "と",
        "及び",
        "および",
    ];
    // "肉・魚など一切", "ラードは", Chinese "肉类、蛋 一律": what may stand
    // between the last item and the denial, in this order.
    const BEFORE_DENIAL: &[&[&str]] = &[
        &["など", "等"],
        &["は", "を", "も"],
        &[
            "一切",
            "全く",
            "まったく",
            "一律",
            "全部",
            "全都",
            "均",
            "皆",
            "都",
            // Chinese "never", "also", "at all" ("雞肉從來不會放進去").
            "從來",
            "从来",
            "從",
            "从",
            "也",
            "絕對",
            "绝对",
            "完全",
        ],
    ];
    const DENIALS: &[&str] = &[
        "不使用",
        "なし",
        "無し",
        "抜き",
        "ぬき",
        "使用していません",
        "使用しておりません",
        "使用しません",
        "使っていません",
        "使っておりません",
        "使いません",
        "入っていません",
        "入っておりません",
        "含みません",
        "含まれていません",
        "含んでいません",
        "使用せず",
        // Chinese, which lists its items the same way ("肉、蛋、奶 不添加").
        "不含",
        "不添加",
        "无添加",
        "無添加",
        "未使用",
        "未添加",
        "没有使用",
        "沒有使用",
        // Chinese verbs of putting in or using, denied: "(will) not put
        // in", "not add", "not use" ("雞肉從來不會放進去", chicken never
        // goes in). The longer forms first: the denial must close its
        // clause.
        "不會放進去",
        "不会放进去",
        "不會放入",
        "不会放入",
        "不會使用",
        "不会使用",
        "不放進去",
        "不放进去",
        "不放入",
        "不會放",
        "不会放",
        "不會加",
        "不会加",
        "不會用",
        "不会用",
        "不放",
        "不加",
        "不用",
    ];
    let strip_any = |rest: &str, words: &[&str]| -> Option<usize> {
        words
            .iter()
            .find(|word| rest.starts_with(*word))
            .map(|word| word.len())
    };
    let mut at = end;
    // Whether the list went past a comma: "チャーシュー、ネギ抜き" may list the
    // chashu and leave out only the green onion.
    let mut comma = false;
    let mut next = later.iter().filter(|raw| raw.start >= end).peekable();
    loop {
        let rest = text.get(at..).unwrap_or("");
        let rest_trimmed = rest.trim_start_matches(' ');
        // The item's own tail, then a join and the next item.
        if let Some(len) = strip_any(rest, ITEM_TAILS) {
            at += len;
            continue;
        }
        let join = JOINS.iter().find(|join| rest_trimmed.starts_with(*join));
        if let Some(join) = join {
            comma |= matches!(*join, "、" | "," | "，");
            let after_join = at + (rest.len() - rest_trimmed.len()) + join.len();
            let after_join = after_join
                + text
                    .get(after_join..)
                    .map_or(0, |r| r.len() - r.trim_start_matches(' ').len());
            // Phrases inside what was just passed were read as part of it.
            match animal_item_at(&mut next, entries, after_join) {
                Some(item_end) => {
                    at = item_end;
                    continue;
                }
                None => return false,
            }
        }
        // A food word right after another is one item ("魚介" + "だし").
        if let Some(raw) = next.peek().filter(|raw| raw.start == at) {
            if entries
                .get(raw.pattern as usize)
                .is_some_and(|e| e.role == Role::Term)
            {
                at = raw.end;
                next.next();
                continue;
            }
            return false;
        }
        break;
    }
    // A key may set its denial off by a space ("肉・卵 不使用").
    let spaces = |rest: &'_ str| rest.trim_start_matches([' ', '\u{3000}']).len();
    let mut rest = text.get(at..).unwrap_or("");
    for step in BEFORE_DENIAL {
        rest = &rest[rest.len() - spaces(rest)..];
        if let Some(len) = strip_any(rest, step) {
            rest = &rest[len..];
        }
    }
    rest = &rest[rest.len() - spaces(rest)..];
    let Some(denial) = DENIALS.iter().find(|denial| rest.starts_with(*denial)) else {
        return false;
    };
    // Only the "not used" of a legend reaches back past a comma; "none"
    // and "left out" are said of one topping as well.
    if comma && matches!(*denial, "なし" | "無し" | "抜き" | "ぬき") {
        return false;
    }
    let len = denial.len();
    let after = &rest[len..];
    let after = ["です", "でした"]
        .iter()
        .find_map(|polite| after.strip_prefix(polite))
        .unwrap_or(after);
    after
        .chars()
        .next()
        .is_none_or(|c| !c.is_alphanumeric() && !matches!(c, '?' | '？' | 'か'))
}

/// Korean and Turkish put their denial after what they deny, as a word of
/// its own: "해산물 없이" (without seafood), "고기 사용 안 함" (meat: not
/// used), "et suyu yok" (meat stock: none). A list before the denial
/// shares it ("고기, 돼지기름, 해산물 없이"; "et, tereyağı, yoğurt yok") when
/// every item after the product, up to the denial, is another animal
/// product of the lexicon (`later`, in order) joined only by a comma, "·",
/// "/" or "and", and the denial closes its clause (or, "없이", opens the
/// next words as "without" does). Past a comma only a verb of not using
/// reaches back, or any of them in a diet's definition (`defines`: the
/// list right after "Vegan:"), since "none" is said of one topping too
/// ("차슈, 계란 없음" may list the chashu). Anything else between, a word
/// the lexicon does not read, or a denial that goes on ("고기 없이는", it
/// cannot be without meat; "yok mu", is there none?) leaves the product.
fn denied_after_in_a_spaced_language(
    text: &str,
    end: usize,
    later: &[RawMatch],
    entries: &[Entry],
    defines: bool,
) -> bool {
    // Most products are followed by a Latin word or punctuation: the
    // denial is a space, a comma, a "·", or a Korean particle away.
    if !text
        .as_bytes()
        .get(end)
        .is_some_and(|b| matches!(b, b' ' | b',' | b'/') || (0xEA..=0xED).contains(b) || *b == 0xC2)
    {
        return false;
    }
    const JOINS: &[&str] = &[",", "·", "/", "ve", "veya", "및"];
    // Korean particles a list's last item may take before its denial
    // ("계란은 사용 안 함", "고기를 넣지 않습니다", "고기도 없이").
    const PARTICLES: &[&str] = &["은", "는", "을", "를", "이", "가", "도"];
    // The denials that are a verb of not using or putting in, which a
    // legend's list shares past its commas.
    const NOT_USED: &[&str] = &[
        "사용 안 함",
        "사용 안 해요",
        "사용 안 합니다",
        "사용하지 않음",
        "사용하지 않아요",
        "사용하지 않습니다",
        "안 씀",
        "안 써요",
        "안 씁니다",
        "쓰지 않음",
        "쓰지 않아요",
        "쓰지 않습니다",
        "안 넣음",
        "안 넣어요",
        "안 넣습니다",
        "넣지 않음",
        "넣지 않아요",
        "넣지 않습니다",
        "미사용",
        // "No added" ("육수 무첨가", stock: none added), with the polite
        // ending a sentence closes on first.
        "무첨가입니다",
        "무첨가예요",
        "무첨가",
        "kullanılmaz",
        "kullanilmaz",
        "kullanmıyoruz",
        "kullanmiyoruz",
        "kullanılmıyor",
        "kullanilmiyor",
        "içermez",
        "icermez",
        "katılmaz",
        "katilmaz",
    ];
    // The parts of an animal a Korean product word runs on into: bone,
    // fat, stock, broth, powder.
    const KOREAN_PARTS: &[&str] = &["뼈", "기름", "비계", "육수", "국물", "가루"];
    // Denials said of one item as well: "none", "without".
    const NONE: &[&str] = &["없이", "없음", "없어요", "없습니다", "yok", "yoktur"];
    let mut at = end;
    let mut comma = false;
    let mut next = later.iter().filter(|raw| raw.start >= end).peekable();
    let skip_spaces = |from: usize| {
        from + text
            .get(from..)
            .map_or(0, |r| r.len() - r.trim_start_matches(' ').len())
    };
    loop {
        let gap_end = skip_spaces(at);
        let rest = text.get(gap_end..).unwrap_or("");
        // Every join opens with one of these bytes (",", "·", "/", "ve",
        // "및"): most products go on with another, told apart at once.
        let may_join = rest
            .as_bytes()
            .first()
            .is_some_and(|b| matches!(b, b',' | b'/' | b'v' | b'V' | 0xC2 | 0xEB));
        let join = JOINS.iter().filter(|_| may_join).find(|join| {
            rest.get(..join.len())
                .is_some_and(|head| head.eq_ignore_ascii_case(join))
                // A word joins only as a word: "ve " but not "veg".
                && (join.len() == 1
                    || **join == "·"
                    || rest.get(join.len()..).is_some_and(|r| r.starts_with(' ')))
        });
        // Phrases inside what was just passed were read as part of it.
        while next.peek().is_some_and(|raw| raw.start < gap_end) {
            next.next();
        }
        // Turkish "da"/"de" (too, either) after each item pairs them
        // before the denial: "tereyağı da yoğurt da yok" (neither butter
        // nor yogurt), "et de yok" (no meat either). After the last item
        // it stands where a Korean particle would.
        if let Some(also) = TURKISH_ALSO.iter().find(|also| {
            rest.get(..also.len())
                .is_some_and(|head| head.eq_ignore_ascii_case(also))
                && rest.get(also.len()..).is_some_and(|r| r.starts_with(' '))
        }) {
            let after_also = skip_spaces(gap_end + also.len());
            if let Some(item_end) = animal_item_at(&mut next, entries, after_also) {
                at = item_end;
                continue;
            }
            at = gap_end + also.len();
            break;
        }
        if let Some(join) = join {
            comma |= *join == ",";
            let after_join = skip_spaces(gap_end + join.len());
            match animal_item_at(&mut next, entries, after_join) {
                Some(item_end) => {
                    at = item_end;
                    continue;
                }
                None => return false,
            }
        }
        // A Korean product run on into a word of its parts is one item
        // ("돼지뼈", pork bone; "돼지기름", pork fat).
        if let Some(part) = text
            .get(at..)
            .and_then(|rest| KOREAN_PARTS.iter().find(|part| rest.starts_with(*part)))
        {
            at += part.len();
            while next.peek().is_some_and(|raw| raw.start < at) {
                next.next();
            }
            continue;
        }
        // A food word right after another, a space at most between, is
        // one item ("돼지뼈 육수").
        if let Some(raw) = next
            .peek()
            .filter(|raw| raw.start == at || raw.start == gap_end)
        {
            if gap_end - at <= 1
                && entries
                    .get(raw.pattern as usize)
                    .is_some_and(|e| e.role == Role::Term && e.signals.any(ANIMAL))
            {
                at = raw.end;
                next.next();
                continue;
            }
            return false;
        }
        break;
    }
    let mut rest = text.get(at..).unwrap_or("");
    // Every denial opens with a Korean syllable or "y", "k", "i": most
    // products are followed by other words, told apart at once.
    let may_deny = |rest: &str| {
        rest.trim_start_matches(' ')
            .as_bytes()
            .first()
            .is_some_and(|b| matches!(b | 0x20, b'y' | b'k' | b'i') || (0xEA..=0xED).contains(b))
    };
    if !may_deny(rest) {
        return false;
    }
    if let Some(particle) = PARTICLES.iter().find(|p| rest.starts_with(*p)) {
        rest = &rest[particle.len()..];
    }
    // The denial is a word of its own.
    if !rest.starts_with(' ') {
        return false;
    }
    let rest = rest.trim_start_matches(' ');
    let starts = |word: &&&str| {
        rest.get(..word.len())
            .is_some_and(|head| head.eq_ignore_ascii_case(word))
    };
    let (denial, not_used) = match NOT_USED.iter().find(starts) {
        Some(denial) => (denial, true),
        None => match NONE.iter().find(starts) {
            Some(denial) => (denial, false),
            None => return false,
        },
    };
    if comma && !not_used && !defines {
        return false;
    }
    let after = rest[denial.len()..].trim_start_matches(' ');
    // "없이 식용유로": without the product, the clause goes on; any other
    // denial closes its clause ("yok;", "사용 안 함."), and one that runs
    // on ("yok mu", is there none?) or asks keeps the product.
    (*denial == "없이" && rest[denial.len()..].starts_with(' '))
        || after
            .chars()
            .next()
            .is_none_or(|c| !c.is_alphanumeric() && !matches!(c, '?' | '？'))
}

/// Whether the words from a diet's name ending at `claim_end` to a
/// product starting at `start` open the diet's definition: a colon right
/// after the name, and no sentence break before the product ("Vegan: et,
/// et suyu, tereyağı yok", "비건: 고기, 계란 사용 안 함").
fn in_a_definition(text: &str, claim_end: usize, start: usize) -> bool {
    text.get(claim_end..start).is_some_and(|gap| {
        gap.trim_start_matches(' ').starts_with(':')
            && !gap.contains(['.', ';', '!', '?', '。', '(', ')'])
    })
}

/// Thai writes its denial right before the product, with no space between
/// words: "ไม่มีไข่" (there is no egg), "ไม่ใส่น้ำปลา" (fish sauce not put in),
/// "ไม่ใส่น้ำซุปหมู" (pork stock not put in: the item's head noun, stock, fat
/// or oil, before the product). Whether the product at `start..end` is so
/// denied. A denial heads the list of items set off by spaces after it
/// ("ไม่ใส่กะปิ น้ำปลา น้ำซุปเนื้อสัตว์ ไข่", no shrimp paste, fish sauce, meat
/// stock, egg): a product that is a whole item of its own right after a
/// denied one (`earlier`, the phrases before it, in order), a space or
/// "and" between, is denied too. Any other word ends the list: Thai runs
/// its words together, so "แต่ใส่ไข่" (but egg is put in) or "ใส่น้ำปลา"
/// (fish sauce put in) after it is no item of it. A denial the clause
/// turns round or asks about leaves the product: "if" or "please" before
/// it ("ถ้าไม่มีไข่", "ขอไม่ใส่ไข่": the food has egg unless asked), "it is not
/// that" before it, or the clause going on after the product ("ไม่มีไข่ไม่ได้",
/// it cannot be without egg) or asking ("ไม่มีไข่ใช่ไหม").
#[inline]
fn denied_before_in_thai(text: &str, phrases: &[RawMatch], at: usize, entries: &[Entry]) -> bool {
    let Some(product) = phrases.get(at) else {
        return false;
    };
    // Almost every product stands after a space or a Latin letter: a
    // Thai character before it, or before the space, opens with this byte.
    let bytes = text.as_bytes();
    let start = product.start;
    let after_thai = |at: usize| at >= 3 && bytes.get(at - 3) == Some(&0xE0);
    let spaced_after_thai = start >= 1 && bytes[start - 1] == b' ' && after_thai(start - 1);
    if !after_thai(start) && !spaced_after_thai {
        return false;
    }
    denied_in_a_thai_item(text, phrases, at, entries)
}

/// [`denied_before_in_thai`] past its test of the script: rarely asked, so
/// kept out of the reading loop.
#[cold]
#[inline(never)]
fn denied_in_a_thai_item(text: &str, phrases: &[RawMatch], at: usize, entries: &[Entry]) -> bool {
    thai_item_closes(text, phrases, at, entries) && thai_item_denied(text, phrases, at, entries)
}

/// Whether the phrase at `at` is an animal product of the lexicon.
fn is_animal_term(raw: &RawMatch, entries: &[Entry]) -> bool {
    entries
        .get(raw.pattern as usize)
        .is_some_and(|e| e.role == Role::Term && e.signals.any(ANIMAL))
}

/// Whether the Thai item whose product is the phrase at `at` closes its
/// clause: the text ends, a space or a mark follows, or the next item's
/// own denial; a product run on into another ("นมวัว", cow's milk) is one
/// item with it. An item the clause goes on past or asks about does not.
fn thai_item_closes(text: &str, phrases: &[RawMatch], at: usize, entries: &[Entry]) -> bool {
    let Some(product) = phrases.get(at) else {
        return false;
    };
    let end = product.end;
    if let Some(next) = phrases
        .iter()
        .enumerate()
        .skip(at + 1)
        .find(|(_, raw)| raw.start >= end)
        .filter(|(_, raw)| raw.start == end && is_animal_term(raw, entries))
        .map(|(next, _)| next)
    {
        return thai_item_closes(text, phrases, next, entries);
    }
    let after = text.get(end..).unwrap_or("");
    let next_word = after.trim_start_matches(' ');
    let spaced = next_word.len() < after.len();
    if THAI_CLAUSE_GOES_ON.iter().any(|g| next_word.starts_with(g))
        || after
            .split(['.', '\n'])
            .next()
            .is_some_and(|clause| clause.contains('?'))
    {
        return false;
    }
    spaced
        || THAI_DENIALS.iter().any(|d| after.starts_with(d))
        || after.chars().next().is_none_or(|c| !c.is_alphanumeric())
}

/// Whether the Thai item whose product is the phrase at `at` is denied:
/// the denial opens it, past its head nouns, two at most ("น้ำซุปกระดูกหมู",
/// stock of pork bones), unless turned round; or it is the rest of an item
/// a product before it opened ("นมวัว"); or, after a space or "and", it is
/// the next item of a list whose item before it, a product, closes and is
/// so denied.
fn thai_item_denied(text: &str, phrases: &[RawMatch], at: usize, entries: &[Entry]) -> bool {
    let Some(before) = phrases
        .get(at)
        .and_then(|product| text.get(..product.start))
    else {
        return false;
    };
    let mut before = before;
    for _ in 0..2 {
        if let Some(head) = THAI_ITEM_HEADS.iter().find(|head| before.ends_with(*head)) {
            before = &before[..before.len() - head.len()];
        }
    }
    if let Some(denial) = THAI_DENIALS.iter().find(|d| before.ends_with(*d)) {
        let before = &before[..before.len() - denial.len()];
        return !THAI_DENIALS_TURNED_BY.iter().any(|t| before.ends_with(t));
    }
    // The longest phrase ending at a place comes first.
    let ending_at = |end: usize| {
        phrases[..at]
            .iter()
            .position(|raw| raw.end == end)
            .filter(|&previous| is_animal_term(&phrases[previous], entries))
    };
    if let Some(previous) = ending_at(before.len()) {
        return thai_item_denied(text, phrases, previous, entries);
    }
    let joined = THAI_LIST_JOINS.iter().find(|join| before.ends_with(*join));
    let before = joined.map_or(before, |join| &before[..before.len() - join.len()]);
    let previous_end = before.trim_end_matches(' ').len();
    if joined.is_none() && previous_end == before.len() {
        return false;
    }
    ending_at(previous_end).is_some_and(|previous| {
        thai_item_closes(text, phrases, previous, entries)
            && thai_item_denied(text, phrases, previous, entries)
    })
}

/// "remoulade (eggless)", "queso (vegan)": the parentheses right after
/// the product say it is a plant version. After what a dish is cooked in
/// or seasoned with (`medium`), a bare diet mark is the dish's own ("Beans
/// with Lard (VG)", "Okra Fish Sauce (V)"): the label of a dish whose name
/// holds the product, which it contradicts. Only a mark naming the
/// product's plant make ("(vegan version)") makes it one. So is a bare
/// mark closing a name that is the product alone ("Thunfisch (VG)"),
/// unless the product is a dish form (`form`: "French Toast (VG)" names
/// the vegan version).
fn plant_in_parentheses(
    text: &str,
    (start, end): (usize, usize),
    form: bool,
    medium: impl Fn() -> bool,
) -> bool {
    let Some(rest) = text.get(end..) else {
        return false;
    };
    let rest = rest.strip_prefix("es").unwrap_or(rest);
    let rest = rest.strip_prefix('s').unwrap_or(rest);
    let Some(inside) = rest.trim_start().strip_prefix('(') else {
        return false;
    };
    let (inside, after) = inside.split_once(')').unwrap_or((inside, ""));
    let inside = inside.trim();
    if medium() {
        return inside.eq_ignore_ascii_case("vegan version");
    }
    // "Thunfisch (VG)", "Salmon (V)": a bare mark closing a dish's name
    // that is the product alone is the dish's own label, which the product
    // contradicts. After a style ("Sticky Sesame Chicken (VG)") the mark
    // reads the protein as its mock, and inside a list ("chips, queso (V),
    // salsa") it marks the item's make.
    let bare_mark = inside.eq_ignore_ascii_case("vg") || inside.eq_ignore_ascii_case("v");
    if bare_mark
        && !form
        && after.trim_start_matches([' ', ':']).is_empty()
        && text
            .get(..start)
            .is_some_and(|before| before.trim().is_empty())
    {
        return false;
    }
    [
        "vegan",
        "eggless",
        "egg-free",
        "egg free",
        "dairy-free",
        "dairy free",
        "plant-based",
        "plant based",
        "vg",
        "v",
        "vegano",
        "vegana",
        "sin huevo",
        "sin lácteos",
        "vegan version",
    ]
    .iter()
    .any(|plant| inside.eq_ignore_ascii_case(plant))
}

/// Whether an animal phrase names what a dish is cooked in or seasoned
/// with: a word of that kind ("lard", "belacan") or a phrase of meat, fish
/// or gelatin whose head noun is a stock, a fat or a sauce ("beef
/// dripping", "hen stock"). Sauces and fats of milk and egg ("cheese
/// sauce", "butter") have everyday plant makes, so they are left out.
fn is_a_medium(entry: &Entry, phrase: &str) -> bool {
    if entry.shape == Shape::Medium {
        return true;
    }
    entry.shape == Shape::Plain
        && entry.signals.any(MEDIUM_SOURCES)
        && !entry.signals.any(set(&[S::Dairy, S::Egg]))
        && phrase
            .rsplit([' ', '-'])
            .next()
            .is_some_and(|head| is_one_of(head, MEDIUM_HEADS))
}

/// Whether the animal phrase at `span` names what a dish is cooked in or
/// seasoned with: a medium of its own ("anchovy", "chicken stock") or the
/// animal a base word right after it is made of ("chicken broth").
fn names_a_medium(entry: &Entry, text: &str, (start, end): (usize, usize)) -> bool {
    is_a_medium(entry, text.get(start..end).unwrap_or("")) || base_follows(text, end)
}

/// Parts of a food, not the food: "lactose-free milk" is still milk.
const FREED_COMPONENTS: &[&str] = &["lactose", "casein", "whey", "lactose free"];

/// The animal sources of a stock, a fat or a sauce named by its head noun.
const MEDIUM_SOURCES: SignalSet = set(&[S::Meat, S::Pork, S::Fish, S::Shellfish, S::Gelatin]);

/// Meat and fish: the words a plant before them turns into a style.
const FLESH: SignalSet = set(&[S::Meat, S::Pork, S::Fish, S::Shellfish]);

/// Whether a phrase names a stock by its first word and goes on to what
/// it is made of ("caldo de pollo", "consomé de res"); a bare "consomé"
/// is named by its base, which may be a plant.
fn opens_with_a_stock(phrase: &str) -> bool {
    let mut said = words(phrase);
    said.next()
        .is_some_and(|first| is_one_of(first, &["caldo", "consomé", "consome", "fondo"]))
        && said.next().is_some()
}

/// Plants a meat or fish word after them is styled on ("Mushroom
/// Bulgogi", "Beet Poke", "Jackfruit Carnitas").
#[rustfmt::skip]
const PLANT_HEADS: &[&str] = &[
    "mushroom", "mushrooms", "cauliflower", "beet", "beets", "carrot", "carrots", "walnut",
    "walnuts", "vegetable", "vegetables", "veg", "potato", "potatoes", "squash", "broccoli",
    "zucchini", "jackfruit", "lentil", "lentils", "bean", "beans", "chickpea", "chickpeas",
    "tofu", "seitan", "tempeh", "soy", "portobello", "portabella", "maitake", "shiitake",
    "eggplant", "aubergine", "watermelon", "tomato", "banana", "plantain", "yam", "pumpkin",
    "corn", "kale", "spinach", "hearts", "palm", "konjac", "oyster", "trumpet", "celeriac",
    "cabbage", "radish", "turnip", "quinoa", "nut", "pecan", "hongos", "setas",
    "champiñones", "coliflor", "papa", "papas", "frijol", "frijoles", "soya", "garbanzo",
    "soyrizo", "soychorizo", "jaca", "yaca", "seitán", "hongo", "nopal", "nopales", "soja",
    "berenjena", "calabaza", "lentejas", "garbanzos", "champiñón", "plátano", "chou",
    "champignon", "champignons", "céleri", "betterave", "lentilles", "courge",
];

/// "Lechón de Jaca", "carnitas de hongos", "steak de chou-fleur": in
/// Spanish and French the plant a meat word is styled on comes after it,
/// joined by "de".
fn plant_after_de(text: &str, end: usize) -> bool {
    let Some(rest) = text.get(end..) else {
        return false;
    };
    // Most products go on with another word than "de": its first byte
    // tells, before two words are cut out.
    if !rest
        .bytes()
        .find(|b| is_word_byte(*b))
        .is_some_and(|b| matches!(b, b'd' | b'D'))
    {
        return false;
    }
    let mut said = words(rest);
    let (Some(de), Some(mut plant)) = (said.next(), said.next()) else {
        return false;
    };
    if !(de.eq_ignore_ascii_case("de") || de.eq_ignore_ascii_case("del")) {
        return false;
    }
    if plant.eq_ignore_ascii_case("la") {
        let Some(next) = said.next() else {
            return false;
        };
        plant = next;
    }
    // Only "de" and spaces between the meat word and the plant.
    let joined = plant.as_ptr() as usize - rest.as_ptr() as usize;
    rest.get(..joined)
        .is_some_and(|gap| gap.bytes().all(|b| b == b' ' || b.is_ascii_alphabetic()))
        && PLANT_HEAD_SET.contains(plant)
}

fn plant_word_before(text: &str, start: usize) -> bool {
    let bytes = text.as_bytes();
    // One or two spaces or hyphens, then the word before them.
    let mut end = start;
    while end > 0 && start - end < 2 && matches!(bytes.get(end - 1), Some(b' ' | b'-')) {
        end -= 1;
    }
    if end == start {
        return false;
    }
    let mut begin = end;
    while begin > 0 && bytes.get(begin - 1).is_some_and(|b| is_word_byte(*b)) {
        begin -= 1;
    }
    text.get(begin..end)
        .is_some_and(|word| !word.is_empty() && PLANT_HEAD_SET.contains(word))
}

/// Whether one of the (up to three) words right before `start`, joined
/// only by spaces, hyphens, "&" or "and", is a plant: a consommé named so
/// ("mushroom-chile consomé", "mushroom & guajillo consomé") is made of
/// what names it. A comma ends the name.
fn plant_among_words_before(text: &str, start: usize) -> bool {
    let Some(before) = text.get(..start) else {
        return false;
    };
    let mut words = 0;
    for word in before
        .rsplit([' ', '-'])
        .skip(1)
        .filter(|word| !word.is_empty())
    {
        if word == "&" || word.eq_ignore_ascii_case("and") {
            continue;
        }
        if words == 3 || !word.bytes().all(is_word_byte) {
            return false;
        }
        if PLANT_HEAD_SET.contains(word) || is_one_of(word, CHILES) {
            return true;
        }
        words += 1;
    }
    false
}

/// Chiles that name a consommé ("chile consomé", "guajillo consommé"): a
/// broth of chiles. Only here: before a meat word ("chili chicken") a chile
/// is the seasoning, not the food the meat stands in for.
const CHILES: &[&str] = &[
    "chile", "chiles", "chili", "chilis", "chilli", "guajillo", "ancho", "pasilla", "arbol",
    "árbol", "morita", "chipotle",
];

/// "chorizo-spiced soyrizo", "al pastor-spiced cauliflower", "brioche-style
/// vegan loaf": a product's name joined to a word of likeness, then a plant
/// or a diet word, says how the plant food is made, not what is in it.
/// "Seasoned" and "flavoured" may name what gives the flavour ("pork-
/// seasoned beans", "bacon-flavoured collards"): only a diet word after
/// them makes a likeness.
fn styles_the_plant_food_after(text: &str, end: usize) -> bool {
    const LIKENESS: &[&str] = &["style", "styled", "inspired", "spiced"];
    const FLAVOUR: &[&str] = &["seasoned", "flavoured", "flavored"];
    const DIET: &[&str] = &["vegan", "plant", "veggie", "meatless"];
    let Some(start) = next_word_start(text, end) else {
        return false;
    };
    // Each word of likeness or flavour opens with "s", "i" or "f" (either
    // case): most products go on otherwise, told by that byte alone.
    if !text
        .as_bytes()
        .get(start)
        .is_some_and(|b| matches!(b, b's' | b'S' | b'i' | b'I' | b'f' | b'F'))
    {
        return false;
    }
    let Some(like) = word_after(text, end) else {
        return false;
    };
    let likeness = is_one_of(like, LIKENESS);
    if !likeness && !is_one_of(like, FLAVOUR) {
        return false;
    }
    word_after(text, start + like.len())
        .is_some_and(|food| is_one_of(food, DIET) || (likeness && PLANT_HEAD_SET.contains(food)))
}

/// The word right after `end` names a base (broth, stock, sauce, fat):
/// the word before it is what the base is made of.
fn base_follows(text: &str, end: usize) -> bool {
    word_after(text, end).is_some_and(crate::reference::names_a_base)
}

/// The word right after `end`, when only a space or a hyphen comes first.
pub(crate) fn word_after(text: &str, end: usize) -> Option<&str> {
    let rest = text.get(next_word_start(text, end)?..)?;
    let word_end = rest
        .bytes()
        .position(|b| !is_word_byte(b))
        .unwrap_or(rest.len());
    rest.get(..word_end).filter(|word| !word.is_empty())
}

/// Where the next word starts after `end`, if only a space or a hyphen
/// comes first.
fn next_word_start(text: &str, end: usize) -> Option<usize> {
    let rest = text.get(end..)?;
    let trimmed = rest.trim_start_matches([' ', '-']);
    let skipped = rest.len() - trimmed.len();
    (skipped > 0 && skipped <= 2).then_some(end + skipped)
}

/// What plant versions of animal products are made from.
const PLANT_SOURCES: &[&str] = &[
    "cashew",
    "cashews",
    "almond",
    "almonds",
    "nuts",
    "nut",
    "macadamia",
    "macadamias",
    "soy",
    "soya",
    "soybeans",
    "oat",
    "oats",
    "coconut",
    "coconuts",
    "tofu",
    "plants",
    "plant",
    "vegetables",
    "chickpea",
    "chickpeas",
    "aquafaba",
    "seitan",
    "wheat",
    "pea",
    "peas",
    "mushrooms",
    "mushroom",
    "jackfruit",
    "lentils",
    "beans",
    "sunflower",
    "seeds",
    "hemp",
    "potato",
    "potatoes",
    "cauliflower",
    "agar",
    "agave",
    "dates",
    "tempeh",
    "konjac",
    // Vietnamese: beans and tofu ("đậu hũ"), mushrooms, wheat gluten ("mì
    // căn"), taro.
    "đậu",
    "nấm",
    "mì",
    "khoai",
];

/// "Our cheese is vegan", "the milk in your latte, is made without animal
/// products", "our mayo is egg-free": the product (ending at `end`) is the
/// subject of a copula whose predicate is a plant claim, with nothing
/// between but a phrase placing the product ("in your latte", "we use").
/// Gives the animal products the claim rules out. Never across a joining
/// word ("We use butter, and everything else is vegan"), never a claim
/// denied, hedged ("vegan on request", "if you ask") or qualified
/// ("vegan-friendly"); the caller leaves out questions.
fn said_plant_made(
    text: &str,
    end: usize,
    sentence_end: usize,
    statement: bool,
) -> Option<SignalSet> {
    const PLACING: &[&str] = &[
        "in", "on", "for", "at", "inside", "we", "that", "which", "used",
    ];
    const NOT_PLACING: &[&str] = &[
        "and",
        "or",
        "but",
        "nor",
        "everything",
        "else",
        "rest",
        "other",
        "others",
        "except",
        "all",
        "plus",
        "while",
        "whereas",
        "too",
        "not",
        "no",
        "never",
        "if",
        "unless",
    ];
    const COPULA: &[&str] = &["is", "are", "'s"];
    const ADVERBS: &[&str] = &[
        "also",
        "all",
        "100%",
        "100",
        "completely",
        "fully",
        "totally",
        "always",
        "now",
        "entirely",
        "made",
    ];
    // Kinds of food a list of products may name beside them ("every meat,
    // cheese and broth on our menu").
    const LISTED_KINDS: &[&str] = &["broth", "broths", "stock", "stocks", "sauce", "sauces"];
    let rest = text.get(end..sentence_end.max(end))?;
    let mut rest_words = words(rest).peekable();
    // "Every meat, cheese, egg and broth on our menu is plant-based": the
    // rest of a list of products, joined by commas, "and" or "or", shares
    // the copula. A joining word must lead to another product ("butter,
    // and everything else is vegan" stays no claim). Only in a statement:
    // a menu's lists of ingredients say what the dish holds.
    let mut listed = if statement { 0 } else { 8 };
    while listed < 8 {
        let mut ahead = rest_words.clone();
        let Some(word) = ahead.next() else {
            break;
        };
        let word = if is_one_of(word, &["and", "or"]) {
            match ahead.next() {
                Some(item) => item,
                None => break,
            }
        } else {
            word
        };
        if !(is_one_of(word, LISTED_KINDS) || frames::is_animal_word(word)) {
            break;
        }
        rest_words = ahead;
        listed += 1;
    }
    let mut placing = 0;
    while let Some(word) = rest_words.peek().copied() {
        if is_one_of(word, COPULA) {
            break;
        }
        if (placing == 0 && !is_one_of(word, PLACING))
            || placing >= 5
            || is_one_of(word, NOT_PLACING)
        {
            return None;
        }
        placing += 1;
        rest_words.next();
    }
    // Only a comma may stand between the placing words and the copula;
    // nothing else breaks the subject from it.
    let copula = rest_words.next()?;
    let copula_at = copula.as_ptr() as usize - rest.as_ptr() as usize;
    let before = rest.get(..copula_at)?;
    if before.contains([';', ':', '.', '!', '(', ')', '-', '–', '—']) {
        return None;
    }
    let mut claim = rest_words.skip_while(|w| is_one_of(w, ADVERBS));
    let first = claim.next()?;
    let second = claim.next();
    let ruled_out = match (first.to_ascii_lowercase().as_str(), second) {
        ("vegan", _) => ANIMAL,
        ("plant", Some(based)) if based.eq_ignore_ascii_case("based") => ANIMAL,
        ("without", Some(animal)) if animal.eq_ignore_ascii_case("animal") => ANIMAL,
        ("dairy", Some(free)) if free.eq_ignore_ascii_case("free") => set(&[S::Dairy]),
        ("non", Some(dairy)) if dairy.eq_ignore_ascii_case("dairy") => set(&[S::Dairy]),
        ("egg", Some(free)) if free.eq_ignore_ascii_case("free") => set(&[S::Egg]),
        _ => return None,
    };
    // The claim's own word must end where a plain claim ends: "vegan-
    // friendly", "vegan on request", "vegan if you ask" are no such claim.
    let first_at = first.as_ptr() as usize - rest.as_ptr() as usize;
    let after_first = rest.get(first_at + first.len()..)?;
    if first.eq_ignore_ascii_case("vegan")
        && (after_first.starts_with('-')
            || words(after_first).next().is_some_and(|w| {
                is_one_of(
                    w,
                    &[
                        "on", "if", "unless", "upon", "when", "friendly", "option", "options",
                    ],
                )
            }))
    {
        return None;
    }
    Some(ruled_out)
}

/// Whether the product at `start` is what a cooking verb's "-ing" form
/// right before it cooks ("also grilling meat", "frying the chicken"):
/// other food being cooked, not a part of a dish.
fn cooked_as_other_food(text: &str, start: usize) -> bool {
    const COOKING: &[&str] = &[
        "grilling",
        "frying",
        "cooking",
        "searing",
        "roasting",
        "smoking",
        "griddling",
        "barbecuing",
        "toasting",
        "deep-frying",
    ];
    const ARTICLES: &[&str] = &["the", "some", "their", "your", "its", "our", "raw"];
    // Only the last few words can hold the verb.
    let mut from = start.saturating_sub(40);
    while !text.is_char_boundary(from) {
        from -= 1;
    }
    let Some(before) = text.get(from..start) else {
        return false;
    };
    // Every verb looked for ends in "ing": most products have none before
    // them, which one search tells before the words are split.
    if !before.contains("ing ") {
        return false;
    }
    let before_words: Vec<&str> = words(before).collect();
    let mut last = before_words.iter().rev();
    let mut word = last.next();
    if word.is_some_and(|w| is_one_of(w, ARTICLES)) {
        word = last.next();
    }
    word.is_some_and(|w| is_one_of(w, COOKING))
}

/// Where to look for the equipment a product is named beside: when the
/// words before `start` end with "next to", "beside" or "alongside" (and
/// up to three words describing the product, never a joining word), the
/// byte range from the start of that part of the line (after its last
/// comma) to the lead. The caller asks whether the lexicon's equipment
/// stands there ("grilled on the roller grill next to the beef franks");
/// food merely served beside ("served next to a fried egg") names none and
/// is on the plate.
fn beside_something(text: &str, from: usize, start: usize) -> Option<(usize, usize)> {
    let before = text.get(from.min(start)..start)?;
    // The part of the line the product ends: after its last comma.
    // (The marks are ASCII: found by byte, as `rsplit` by char found them.)
    let part = before
        .bytes()
        .rposition(|byte| matches!(byte, b',' | b';' | b'(' | b'\n'))
        .and_then(|at| before.get(at + 1..))
        .unwrap_or(before);
    // Most parts name none of the leads: one search each tells, before the
    // words are split.
    let bytes = part.as_bytes();
    let holds = |lead: &[u8]| {
        bytes
            .windows(lead.len())
            .any(|window| window.eq_ignore_ascii_case(lead))
    };
    if !(holds(b"side") || holds(b"ext to")) {
        return None;
    }
    let part_words: Vec<&str> = words(part).collect();
    // "next to the all-beef franks": the lead, then at most three words
    // describing the product (never a joining word).
    let lead_at = (part_words.len().saturating_sub(5)..part_words.len())
        .rev()
        .find(|&at| {
            is_one_of(part_words[at], &["beside", "alongside"])
                || (part_words[at].eq_ignore_ascii_case("to")
                    && at > 0
                    && part_words[at - 1].eq_ignore_ascii_case("next"))
        })?;
    let lead_start = if part_words[lead_at].eq_ignore_ascii_case("to") {
        lead_at - 1
    } else {
        lead_at
    };
    let describing_only = part_words[lead_at + 1..]
        .iter()
        .all(|w| !JOINING_WORDS.iter().any(|j| w.eq_ignore_ascii_case(j)));
    // The words are slices of `text`.
    let offset = |word: &str| word.as_ptr() as usize - text.as_ptr() as usize;
    let part_start = start - part.len();
    describing_only.then(|| (part_start, offset(part_words[lead_start])))
}

/// Whether Vietnamese "chay" (vegetarian, the Buddhist kitchen) ends the
/// name the product at `end` starts or is: "nước chấm chay", "bò kho chay",
/// "bún bò Huế chay" name the sauce's or the dish's vegetarian make, as
/// does a longer dish name that "chay" closes ("Gà Xào Sả Ớt Chay (V)",
/// mock chicken stir-fried with lemongrass and chilli). Set apart
/// ("nước chấm, chay on request"), offered ("bò kho, chay available"),
/// joined by a word like "or" or "và", marked "mặn" (the meat make), or
/// the accented "cháy" (crisp, burnt) and "chayote": it qualifies nothing.
fn chay_after(text: &str, end: usize) -> bool {
    const OFFERED: &[&str] = &[
        "option",
        "options",
        "available",
        "version",
        "versions",
        "on",
        "upon",
        "by",
        "request",
        "too",
        "also",
    ];
    // Two words of the name may stand before "chay" anywhere; up to four
    // when "chay" closes the name (nothing, a bracket or a colon after).
    const NEAR_WORDS: usize = 2;
    const NAME_WORDS: usize = 4;
    let Some(rest) = text.get(end..) else {
        return false;
    };
    // Almost no product is followed by "chay": the gap before the next
    // word, then a scan of the next few bytes for its "y", tell so before
    // the words are walked.
    if !rest.starts_with([' ', '-']) {
        return false;
    }
    let near = &rest.as_bytes()[..rest.len().min(48)];
    if !crate::swar::letter_where(near, b'y', |y| {
        y >= 3 && near[y - 3..=y].eq_ignore_ascii_case(b"chay")
    }) {
        return false;
    }
    // The words of the name before "chay", on one line with no
    // punctuation between.
    let mut between = 0;
    let mut at = 0;
    let mut previous = "";
    loop {
        let gap = &rest[at..];
        let word_start = gap.len() - gap.trim_start_matches([' ', '-']).len();
        if word_start == 0 && at > 0 {
            return false;
        }
        let word_at = at + word_start;
        let word_len = rest[word_at..]
            .find(|c: char| !c.is_alphanumeric())
            .unwrap_or(rest.len() - word_at);
        let word = &rest[word_at..word_at + word_len];
        if word.is_empty() {
            return false;
        }
        let after = &rest[word_at + word_len..];
        if word.eq_ignore_ascii_case("chay") {
            // "Chay's" is someone's: a name, not the kitchen.
            if after.starts_with(['\'', '\u{2019}']) {
                return false;
            }
            let closes_name = after.trim_start_matches(' ').is_empty()
                || after
                    .trim_start_matches(' ')
                    .starts_with(['(', '[', ':', '\n']);
            return (between <= NEAR_WORDS || closes_name)
                && !words(after).next().is_some_and(|next| {
                    is_one_of(next, OFFERED) && !after.starts_with([',', '.', ')', ':'])
                });
        }
        if between == NAME_WORDS
            || is_one_of(word, CHAY_JOINING_WORDS)
            || is_meat_make_mark(previous, word, after)
        {
            return false;
        }
        between += 1;
        previous = word;
        at = word_at + word_len;
    }
}

/// Whether `phrase` is a food emoji ("🐟", no letter in it) whose animal
/// products (`signals`) its sentence has named only as a plant make so
/// far ("素魚排今天炸得超酥 🐟", "vegan 'tuna' melt 🐟"): the picture is of
/// that make. Before such words, or beside the real product ("素魚排 and
/// fresh salmon 🐟"), or with no such words, it is the animal.
fn pictures_a_plant_make(
    text: &str,
    (start, end): (usize, usize),
    signals: SignalSet,
    sentence: &SentenceState,
) -> bool {
    // "Now with real 🧀": a word of the real thing before it names the
    // animal product.
    const REAL: &[&str] = &["real", "actual", "genuine", "true", "thật", "thiệt", "真的"];
    let animal = signals.intersection(ANIMAL);
    !animal.is_empty()
        && sentence.plant_makes.intersection(animal) == animal
        && !sentence.signals.any(animal)
        && text
            .get(start..end)
            .is_some_and(|p| !p.is_empty() && !p.chars().any(char::is_alphanumeric))
        && !text
            .get(sentence.start..start)
            .and_then(|before| words(before).last())
            .is_some_and(|word| is_one_of(word, REAL))
}

/// Whether `word` of a Vietnamese dish name is "mặn" marking the meat make
/// rather than the salty taste of a "mặn ngọt" (salty-sweet) pair.
fn is_meat_make_mark(previous: &str, word: &str, after: &str) -> bool {
    word.eq_ignore_ascii_case(CHAY_MEAT_MAKE)
        && !previous.eq_ignore_ascii_case(CHAY_FLAVOUR_PARTNER)
        && !words(after)
            .next()
            .is_some_and(|next| next.eq_ignore_ascii_case(CHAY_FLAVOUR_PARTNER))
}

/// "Beurre blanc of cultured cashew", "cheese of almond": a sauce or a
/// dairy food "of" a plant base names its plant make. Only the bases plant
/// milks and cheeses are made from count, and the phrase must end there:
/// "cream of mushroom" (a dairy soup), "cream of almond soup", "cheese of
/// cashew and cow's milk" and "beurre blanc of lobster" keep the product.
fn of_a_plant_base(text: &str, end: usize) -> bool {
    const BASES: &[&str] = &[
        "cashew",
        "cashews",
        "almond",
        "almonds",
        "macadamia",
        "macadamias",
        "nut",
        "nuts",
        "soy",
        "soya",
        "oat",
        "oats",
        "coconut",
        "coconuts",
        "tofu",
        "aquafaba",
        "hemp",
        "sunflower",
    ];
    let Some(rest) = text.get(end..) else {
        return false;
    };
    let bytes = rest.as_bytes();
    let joined_by = |word: &[u8]| {
        bytes.len() > word.len() + 2
            && bytes[0] == b' '
            && bytes[1..=word.len()].eq_ignore_ascii_case(word)
            && bytes[word.len() + 1] == b' '
    };
    // German: "Käse aus Cashewkernen", "Sahne auf Pflanzenbasis".
    let (rest, bases, german) = if joined_by(b"of") {
        (&rest[4..], BASES, false)
    } else if joined_by(b"aus") {
        (&rest[5..], GERMAN_PLANT_SOURCES, true)
    } else if joined_by(b"auf") {
        (&rest[5..], GERMAN_PLANT_BASES, true)
    } else {
        return false;
    };
    // The base, or one word describing it and the base ("cultured
    // cashew"), joined by single spaces.
    let mut at = 0;
    for _ in 0..2 {
        let len = rest[at..]
            .find(|c: char| !c.is_alphanumeric() && c != '-')
            .unwrap_or(rest.len() - at);
        let word = &rest[at..at + len];
        if word.is_empty() {
            return false;
        }
        let after = &rest[at + len..];
        if is_one_of(word, bases)
            || (german && at > 0 && word.eq_ignore_ascii_case("basis") && {
                // "auf pflanzlicher Basis".
                let said = rest[..at].trim_end();
                is_one_of(said, GERMAN_PLANT_ADJECTIVES)
            })
        {
            return after.is_empty()
                || after.starts_with([')', ',', ';', '.', '!', ']', '·', '\n'])
                || after.starts_with(" - ")
                || after.starts_with(" · ");
        }
        if !after.starts_with(' ') || is_one_of(word, &["and", "or", "with", "the", "a"]) {
            return false;
        }
        at += len + 1;
    }
    false
}

/// Whether a German plant adjective ("veganer", "pflanzliche") qualifies
/// nothing: written with a capital right after another word it is the
/// noun, as German capitalises its nouns ("für Veganer Käse weglassen":
/// for vegans), and after a German negator it denies the plant make
/// ("nicht vegane Butter", "kein pflanzlicher Käse"). At the start of a
/// text or after punctuation a capital may open a dish name ("Veganer
/// Käse").
fn german_adjective_qualifies_nothing(text: &str, start: usize, end: usize) -> bool {
    let Some(word) = text.get(start..end) else {
        return false;
    };
    if !(is_one_of(word, GERMAN_VEGAN_ADJECTIVES)
        || is_one_of(word, GERMAN_VEGAN_ADJECTIVES_OBLIQUE)
        || is_one_of(word, GERMAN_PLANT_ADJECTIVES))
    {
        return false;
    }
    let before = text.get(..start).unwrap_or("").trim_end_matches([' ', '-']);
    let after_a_word = before
        .chars()
        .next_back()
        .is_some_and(char::is_alphanumeric);
    let capital = text
        .as_bytes()
        .get(start)
        .is_some_and(|b| b.is_ascii_uppercase());
    let last_word = before
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_alphabetic())
        .last()
        .map_or("", |(at, _)| &before[at..]);
    (capital && after_a_word) || is_one_of(last_word, GERMAN_NEGATORS)
}

/// "cheese made from cashews", "our mayo, made with aquafaba": a plant
/// source named right after the product, in its sentence.
fn made_from_plants(text: &str, end: usize, sentence_end: usize) -> bool {
    let Some(rest) = text.get(end..sentence_end.max(end)) else {
        return false;
    };
    // Each word looked for holds a "d": most sentences after a product
    // hold none of them, which a scan eight bytes at a time tells before
    // the words are walked.
    let bytes = rest.as_bytes();
    let holds_at = |from: usize, to: usize, word: &[u8]| {
        bytes
            .get(from..to)
            .is_some_and(|found| found.eq_ignore_ascii_case(word))
    };
    let may_say_made = crate::swar::letter_where(bytes, b'd', |d| {
        (d >= 2 && holds_at(d - 2, d + 2, b"made"))
            || (d >= 4 && holds_at(d - 4, d + 1, b"based"))
            || (d >= 6 && holds_at(d - 6, d + 1, b"crafted"))
    });
    // Vietnamese "làm từ", "làm bằng" (made from, made of) hold none.
    if !may_say_made && !rest.contains(MADE_FROM_VI) {
        return false;
    }
    let mut words = words(rest).take(10).peekable();
    while let Some(word) = words.next() {
        let made = word.eq_ignore_ascii_case("made") || word.eq_ignore_ascii_case("crafted");
        // "Làm" only with "từ" or "bằng" after it: "gà làm với nấm" is
        // chicken made with mushrooms.
        let made_vi = word == MADE_FROM_VI.trim_end()
            && words
                .next_if(|next| is_one_of(next, MADE_FROM_VI_LINKS))
                .is_some();
        if !(made || made_vi || word.eq_ignore_ascii_case("based")) {
            continue;
        }
        // "made from", "made with", "made out of", "made in-house from",
        // "based on", "làm từ": the source within the next four words.
        return words.take(4).any(|w| PLANT_SOURCE_SET.contains(w));
    }
    false
}

/// Vietnamese "làm" (make), which "từ" (from) or "bằng" (of) follows when a
/// food is said to be made from something ("gà chay làm từ đậu hũ").
const MADE_FROM_VI: &str = "làm ";
const MADE_FROM_VI_LINKS: &[&str] = &["từ", "bằng"];

/// "A croissant laminated with plant butter", "made with vegan butter":
/// the words right after a bread say which fat it is made with, and name
/// it plant.
fn fat_named_plant_after(text: &str, end: usize, sentence_end: usize) -> bool {
    const MADE: &[&str] = &["laminated", "made", "baked", "brushed", "enriched"];
    const PLANT: &[&str] = &[
        "plant",
        "plant-based",
        "vegan",
        "dairy-free",
        "non-dairy",
        "vegetable",
        "oat",
        "soy",
        "coconut",
        "olive",
    ];
    const FATS: &[&str] = &["butter", "oil", "fat", "block", "margarine"];
    let Some(rest) = text.get(end..sentence_end.max(end)) else {
        return false;
    };
    let mut next = words(rest);
    let (Some(made), Some(with)) = (next.next(), next.next()) else {
        return false;
    };
    if !is_one_of(made, MADE) || !with.eq_ignore_ascii_case("with") {
        return false;
    }
    let fat: Vec<&str> = next.take(3).collect();
    match fat.as_slice() {
        [only, ..] if only.eq_ignore_ascii_case("margarine") => true,
        [plant, fat_word, ..] => is_one_of(plant, PLANT) && is_one_of(fat_word, FATS),
        _ => false,
    }
}

/// "our only yogurt is coconut", "all our milk teas use Oatly", "the milk
/// is oat milk": the product (or the drink or base it names, one word on)
/// is, or uses, a plant source or a plant brand that closes its clause, as
/// a plant make of a milk food may ("oat milk"). A word after the plant
/// ("is coconut-flavoured", "use oat milk and cream") says no such thing,
/// nor does any other word before the verb ("our butter chicken is tofu").
fn said_to_be_a_plant(text: &str, end: usize, sentence_end: usize) -> bool {
    const VERBS: &[&str] = &["is", "are", "use", "uses", "used"];
    const NAMED: &[&str] = &[
        "tea", "teas", "latte", "lattes", "shake", "shakes", "drink", "drinks", "base", "bases",
        // Cuts of the product ("the beef slices are konjac").
        "slices", "strips", "pieces", "bits", "chunks", "crumbles",
    ];
    const MILK_FOODS: &[&str] = &[
        "milk", "mylk", "milks", "cream", "creamer", "yogurt", "yoghurt", "butter", "cheese",
    ];
    // Most products go on with a comma, a bracket or "and": only a word
    // after one space, opening as a verb or a named drink does ("is",
    // "are", "use", "teas", "lattes", "shakes", "drinks", "base"), asked
    // of the text's bytes before anything is cut or read.
    let bytes = text.as_bytes();
    if bytes.get(end) != Some(&b' ') {
        return false;
    }
    let opens = match (bytes.get(end + 1), bytes.get(end + 2)) {
        (Some(a), Some(b)) => matches!(
            [a.to_ascii_lowercase(), b.to_ascii_lowercase()],
            [b'i', b's']
                | [b'a', b'r']
                | [b'u', b's']
                | [b't', b'e']
                | [b'l', b'a']
                | [b's', b'h']
                | [b'd', b'r']
                | [b'b', b'a']
                | [b's', b'l']
                | [b's', b't']
                | [b'p', b'i']
                | [b'b', b'i']
                | [b'c', b'h']
                | [b'c', b'r']
        ),
        _ => false,
    };
    if !opens {
        return false;
    }
    let Some(rest) = text.get(end..sentence_end.max(end)) else {
        return false;
    };
    let mut words = words(rest);
    let Some(mut word) = words.next() else {
        return false;
    };
    if is_one_of(word, NAMED) {
        let Some(next) = words.next() else {
            return false;
        };
        word = next;
    }
    if !is_one_of(word, VERBS) {
        return false;
    }
    let Some(plant) = words.next() else {
        return false;
    };
    if !PLANT_SOURCE_SET.contains(plant) && !is_one_of(plant, crate::vocabulary::IMITATIONS_EN) {
        return false;
    }
    // Each word is a slice of `rest`: where the plant's make ends.
    let offset = |w: &str| w.as_ptr() as usize - rest.as_ptr() as usize;
    let mut make_end = offset(plant) + plant.len();
    if let Some(next) = words.next()
        && rest
            .get(make_end..offset(next))
            .is_some_and(|gap| gap.bytes().all(|b| b == b' '))
        && is_one_of(next, MILK_FOODS)
    {
        make_end = offset(next) + next.len();
    }
    let after = rest.get(make_end..).unwrap_or("").trim_start_matches(' ');
    after.is_empty()
        || after.starts_with([')', ',', ';', '.', '!', ']'])
        || after.starts_with("- ")
        || after.starts_with("– ")
        || after.starts_with("— ")
        // "…are konjac and honestly convincing": praise joined after the
        // make, naming no animal product in the rest of its clause.
        || (after.starts_with("and ")
            && !self::words(
                after
                    .find([',', ';', ':', '(', ')'])
                    .map_or(after, |clause_end| &after[..clause_end]),
            )
            .any(frames::is_animal_word))
}

/// What may stand between "everything"/"all" and "is vegan" in a claim
/// about the whole menu ("everything we make is", "all of our dishes are").
#[rustfmt::skip]
const WHOLE_MENU_WORDS: &[&str] = &[
    "everything", "all", "every", "entire", "whole", "of", "our", "the", "we", "make", "serve",
    "cook", "prepare", "offer", "sell", "here", "on", "menu", "food", "dishes", "dish", "items",
    "item", "meals", "recipes", "products", "offerings", "is", "are", "'s", "totally",
    "completely", "fully", "100", "always", "proudly", "single", "thing", "that", "in", "this",
    "place", "kitchen", "everything's", "it's", "has", "been",
];

/// Whether a plain vegan word at `start..end` has the whole menu as its
/// subject: the clause opens with "everything", "all" or "every", names
/// nothing but the menu before a linking verb, and nothing follows.
fn universal_subject(text: &str, clause_start: usize, start: usize, end: usize) -> bool {
    const OPENERS: &[&str] = &["everything", "all", "every", "everything's", "our"];
    let Some(before) = text.get(clause_start.min(start)..start) else {
        return false;
    };
    // Most clauses open otherwise: asked first, without collecting the words.
    if !words(before).next().is_some_and(|w| is_one_of(w, OPENERS)) {
        return false;
    }
    let before: Vec<&str> = words(before).collect();
    let opens = before.first().is_some_and(|w| is_one_of(w, OPENERS));
    let universal = before.iter().any(|w| {
        is_one_of(
            w,
            &[
                "everything",
                "all",
                "every",
                "everything's",
                "entire",
                "whole",
            ],
        )
    });
    let linked = before
        .last()
        .is_some_and(|w| is_one_of(w, &["is", "are", "'s", "everything's", "be", "been"]));
    let only_menu = before.iter().all(|w| is_one_of(w, WHOLE_MENU_WORDS));
    let ends = text.get(end..).is_none_or(|rest| {
        words(rest).next().is_none_or(|w| {
            is_one_of(w, NEUTRAL_FOLLOWERS)
                || rest.trim_start().starts_with(['.', '!', ',', ';', '-'])
        })
    });
    opens && universal && linked && only_menu && ends
}

/// "Plant-based comfort food, every single item.": a plain vegan word
/// before a few words naming the kitchen's food, then a clause mark and,
/// closing the sentence, the whole menu ("every item", "every single
/// dish", "everything", "all of it"). Anything more ("every item on the
/// left menu", "except the cookies") or food of one kind ("vegan burgers,
/// every one") claims no place.
fn universal_tail(text: &str, end: usize, sentence_end: usize) -> bool {
    const FOOD: &[&str] = &[
        "food", "comfort", "cooking", "cuisine", "fare", "eats", "soul", "street", "home", "style",
        "baking", "kitchen", "menu",
    ];
    const ITEMS: &[&str] = &["item", "dish", "thing", "plate", "bite"];
    let Some(rest) = text.get(end..sentence_end.max(end)) else {
        return false;
    };
    // Most vegan words go on with a dish ("Vegan Burger"): asked of the
    // first word before the clause mark is looked for.
    if !rest
        .trim_start()
        .starts_with([',', ':', ';', '-', '–', '—'])
        && !words(rest).next().is_some_and(|w| is_one_of(w, FOOD))
    {
        return false;
    }
    let Some(mark) = rest.find([',', ':', ';', '-', '–', '—']) else {
        return false;
    };
    if !words(&rest[..mark]).all(|w| is_one_of(w, FOOD)) {
        return false;
    }
    let tail: Vec<&str> = words(&rest[mark..]).collect();
    match tail.as_slice() {
        [every, item] | [every, _, item]
            if every.eq_ignore_ascii_case("every") && is_one_of(item, ITEMS) =>
        {
            tail.len() == 2 || tail[1].eq_ignore_ascii_case("single")
        }
        [everything] => everything.eq_ignore_ascii_case("everything"),
        [all, of, it] => {
            all.eq_ignore_ascii_case("all")
                && of.eq_ignore_ascii_case("of")
                && it.eq_ignore_ascii_case("it")
        }
        _ => false,
    }
}

/// Whether an "-only" plant word at `start..end` ("plant-only",
/// "veg-only") is said of the kitchen's equipment, and of nothing else:
/// "every pot, wok and fryer is plant-only". Said of food ("the broth is
/// plant-only") or of oil ("our fryer oil is plant-only", which may still
/// fry meat), it is no claim about equipment.
fn plant_only_equipment(text: &str, clause_start: usize, start: usize, end: usize) -> bool {
    const EQUIPMENT: &[&str] = &[
        "pot",
        "pots",
        "pan",
        "pans",
        "wok",
        "woks",
        "fryer",
        "fryers",
        "grill",
        "grills",
        "griddle",
        "griddles",
        "oven",
        "ovens",
        "kitchen",
        "kitchens",
        "equipment",
        "utensil",
        "utensils",
        "surface",
        "surfaces",
        "board",
        "boards",
        "cookware",
        "knife",
        "knives",
        "tray",
        "trays",
        "steamer",
        "steamers",
        "station",
        "stations",
    ];
    const AROUND: &[&str] = &[
        "every", "each", "all", "our", "the", "and", "single", "one", "of", "cutting", "chopping",
        "prep", "is", "are", "stays", "stay", "kept", "100%",
    ];
    if !text.get(start..end).is_some_and(|term| {
        let term = term.as_bytes();
        term.len() > 5 && term[term.len() - 5..].eq_ignore_ascii_case(b"-only")
    }) {
        return false;
    }
    let Some(before) = text.get(clause_start.min(start)..start) else {
        return false;
    };
    let mut equipment = false;
    let mut last = None;
    for word in words(before) {
        if is_one_of(word, EQUIPMENT) {
            equipment = true;
        } else if !is_one_of(word, AROUND) {
            return false;
        }
        last = Some(word);
    }
    let linked = last.is_some_and(|w| is_one_of(w, &["is", "are", "stays", "stay", "kept"]));
    let ends = text.get(end..).is_none_or(|rest| {
        words(rest).next().is_none_or(|w| {
            is_one_of(w, NEUTRAL_FOLLOWERS)
                || rest.trim_start().starts_with(['.', '!', ',', ';', '-'])
        })
    });
    equipment && linked && ends
}

/// Whether `sentence` says what it denies was ever let into the kitchen:
/// "ever" and, in its clause, a verb of coming in or cooking and the
/// place ("has ever come into our kitchen", "has ever been cooked here").
fn kept_out_of_the_kitchen(sentence: &str) -> bool {
    const ENTERING: &[&str] = &[
        "entered", "enter", "come", "came", "been", "gone", "went", "crossed", "touched", "cooked",
        "prepared", "passed", "set",
    ];
    const PLACE: &[&str] = &[
        "kitchen",
        "kitchens",
        "here",
        "building",
        "premises",
        "restaurant",
        "doors",
        "walls",
    ];
    let mut rest = sentence;
    while let Some(at) = find_word(rest, "ever") {
        let after = &rest[at + 4..];
        let clause = after
            .find([',', ';', ':', '.', '!', '?', '('])
            .map_or(after, |end| &after[..end]);
        let (mut entering, mut place) = (false, false);
        for word in words(clause).take(6) {
            entering |= is_one_of(word, ENTERING);
            place |= entering && is_one_of(word, PLACE);
        }
        if place {
            return true;
        }
        rest = after;
    }
    false
}

/// Where `word` stands alone in `text`, ASCII case ignored.
fn find_word(text: &str, word: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let len = word.len();
    (0..bytes.len().saturating_sub(len - 1)).find(|&at| {
        bytes[at..at + len].eq_ignore_ascii_case(word.as_bytes())
            && (at == 0 || !bytes[at - 1].is_ascii_alphanumeric())
            && bytes
                .get(at + len)
                .is_none_or(|b| !b.is_ascii_alphanumeric())
    })
}

/// Words that make "no animal products" a claim about the whole place.
const PLACE_WORDS: &[&str] = &[
    "building",
    "here",
    "kitchen",
    "restaurant",
    "menu",
    "place",
    "premises",
    "anywhere",
    "whatsoever",
    "ever",
    "period",
];

/// Other people at the table: food a clause gives them is not the diner's.
#[rustfmt::skip]
const OTHER_DINERS: &[&str] = &[
    "freind", "freinds", "freind's", "hubs", "bff", "fiance", "fiancé", "fiancee", "roommate",
    "husband", "husband's", "wife", "wife's", "partner", "partner's", "boyfriend",
    "boyfriend's", "girlfriend", "girlfriend's", "friend", "friend's", "friends", "friends'",
    "kids", "kid", "kid's", "kids'", "son", "son's", "daughter", "daughter's", "dad", "dad's",
    "mom", "mom's", "mum", "mum's", "father", "mother", "brother", "brother's", "sister",
    "sister's", "cousin", "cousin's", "cousins", "aunt", "aunt's", "uncle", "uncle's", "niece",
    "nephew", "family", "coworker", "coworkers", "colleague", "colleagues", "he", "she",
    "his", "her", "hubby", "hubby's", "spouse", "date", "carnivore",
    "carnivores", "omnivore", "omnivores", "non-vegan", "non-vegans", "meat-eating", "others",
    "everyone", "group", "table",
];

/// English words that own or point at a son a few words before him ("my
/// son", "our youngest son", "a friend's 8-year-old son"), with a word
/// ending in "'s" ([`a_diners_son`]). A Spanish "son" ("are") has none
/// before it: "nuestras empanadas son ...", "las vegetarianas también son
/// ...".
#[rustfmt::skip]
const SON_OWNERS: &[&str] = &[
    "my", "your", "his", "her", "our", "their", "the", "a", "an", "one", "whose", "yours", "ours",
    "theirs",
];

/// How many words before "son" may stand between him and the word that
/// owns him ("my picky teenage son").
const SON_OWNER_REACH: usize = 3;

fn names_other_diner(gap: &str) -> bool {
    names_other_diner_by(gap, false)
}

/// [`names_other_diner`] by a word other than a pronoun ("my friend", not
/// "they", which may be the kitchen).
fn names_other_diner_by_noun(gap: &str) -> bool {
    names_other_diner_by(gap, true)
}

/// Whether the word right after `end` names another diner by a noun
/// ("vegetarian daughter", "vegan friends"): the word before it is that
/// person's.
pub(crate) fn qualifies_a_person(text: &str, end: usize) -> bool {
    let lead = text.get(..end).unwrap_or_default();
    text.get(end..).is_some_and(|rest| {
        rest.starts_with(' ')
            && rest
                .split_whitespace()
                .next()
                .is_some_and(|word| names_other_diner_after(Some(lead), word, true))
    })
}

fn names_other_diner_by(gap: &str, nouns_only: bool) -> bool {
    names_other_diner_after(None, gap, nouns_only)
}

/// [`names_other_diner_by`] for words (`gap`) that follow `lead`, the
/// words of their sentence before them where known: a "son" in the gap may
/// be owned by a word of the lead ("my vegetarian | son"), and one opening
/// the restaurant's sentence is "are".
fn names_other_diner_after(lead: Option<&str>, gap: &str, nouns_only: bool) -> bool {
    // A restaurant's "family" is its own kitchen ("same family recipe",
    // "our family has made them this way for three generations").
    const NOT_OF_A_STATEMENT: &[&str] = &["he", "she", "his", "her", "family"];
    // The words before the one read, the nearest last.
    let mut before = [""; SON_OWNER_REACH];
    for (slot, word) in before
        .iter_mut()
        .rev()
        .zip(pieces(lead.unwrap_or_default(), &WITH_APOSTROPHES_AND_HYPHEN).rev())
    {
        *slot = word;
    }
    pieces(gap, &WITH_APOSTROPHES_AND_HYPHEN).any(|w| {
        let owners = before;
        before.rotate_left(1);
        if let Some(last) = before.last_mut() {
            *last = w;
        }
        if nouns_only && is_one_of(w, NOT_OF_A_STATEMENT) {
            return false;
        }
        // "Son" is also the Spanish "are" ("nuestras tapas son caseras, con
        // grasa vacuna", "las vegetarianas también son ..."): a son only
        // where a word before him owns or points at him.
        if w.len() == 3
            && w.eq_ignore_ascii_case("son")
            && !a_diners_son(&owners, lead.is_some() && nouns_only)
        {
            return false;
        }
        // An ASCII word holds no typographic apostrophe: asked first,
        // it spares most words the search.
        if !w.is_ascii() && w.contains('\u{2019}') {
            OTHER_DINER_SET.contains(&w.replace('\u{2019}', "'"))
        } else {
            OTHER_DINER_SET.contains(w)
        }
    })
}

/// Whether "son" after the words `before` (the nearest last) is a diner's
/// son: one of them owns or points at him ([`SON_OWNERS`], "Maria's").
/// With no word before him he is a son ("Son had the nuggets", a lone word
/// after a diet word), unless he opens the restaurant's own sentence
/// ("Son artesanales, con grasa vacuna", `opens_a_statement`): the Spanish
/// "are".
fn a_diners_son(before: &[&str], opens_a_statement: bool) -> bool {
    if before.iter().all(|w| w.is_empty()) {
        return !opens_a_statement;
    }
    before.iter().any(|w| {
        is_one_of(w, SON_OWNERS)
            || w.ends_with("'s")
            || w.ends_with("\u{2019}s")
            || w.ends_with("s'")
    })
}

/// Verbs by which someone reports what is in the food.
#[rustfmt::skip]
const REPORTING_VERBS: &[&str] = &[
    "told", "tells", "said", "says", "mentioned", "explained", "confirmed", "admitted",
    "warned", "according",
];

fn reports_what_is_in_it(gap: &str) -> bool {
    pieces(gap, &WITH_APOSTROPHE).any(|w| REPORTING_VERB_SET.contains(w))
}

/// Verbs that ask the kitchen for something, as a diner tells another
/// ("ask them", "tell them", "make sure", "pidan"): a product denied after
/// one is left off on request. Present and imperative forms only: "I asked
/// and there is no butter in it" reports an answer, not a request.
#[rustfmt::skip]
const REQUEST_VERBS: &[&str] = &[
    "ask", "tell", "say", "request", "specify", "remember", "sure", "order", "insist",
    "pidan", "pide", "pida", "pedir", "pídanlos", "pidanlos", "pídelos", "pidelos",
    "díganles", "diganles", "dile", "diles", "ordena", "ordenen", "asegúrate", "asegurate",
    "recuerda", "recuerden",
];

/// Who "say" reports rather than asks: "they say no dairy is used".
#[rustfmt::skip]
const REPORTERS: &[&str] = &[
    "they", "he", "she", "it", "we", "i", "staff", "server", "servers", "waiter", "waitress",
    "owner", "owners", "chef", "cook", "cooks", "menu", "manager", "people", "reviews", "sign",
    "website", "site",
];

/// Whether a diner's words before a denial ask the kitchen for it.
fn asks_for_something(gap: &str) -> bool {
    let mut previous = "";
    for word in pieces(gap, &WITH_APOSTROPHE) {
        if REQUEST_VERB_SET.contains(word)
            && !(word.eq_ignore_ascii_case("say")
                && REPORTERS.iter().any(|r| previous.eq_ignore_ascii_case(r)))
        {
            return true;
        }
        previous = word;
    }
    false
}

/// Base words a diner names by the product right before them ("tonkotsu
/// broth", "pork gravy"): which base, not what the food is made with.
const NAMED_BASES: &[&str] = &["broth", "stock", "gravy", "sauce", "glaze", "marinade"];

/// The verbs that say what food holds, after a denied meat-free mention.
const CONTAINMENT_VERBS: &[&str] = &[
    "contain", "contains", "include", "includes", "use", "uses", "have", "has", "get", "gets",
    "feature", "features", "made", "cooked", "prepared", "come", "comes", "touch", "touches",
];

/// "An egg, cracked straight into the wok. Every order.": a fragment of a
/// tie word and nothing else makes the sentence before it a rule of the
/// food.
fn tie_before_a_fragment(
    text: &str,
    sentence: &SentenceState,
    mentions: &mut [Mention],
    previous_sentence_mention: usize,
) {
    const FRAGMENT_WORDS_MAX: usize = 3;
    if sentence.any_tie_word()
        && mentions.len() == sentence.first_mention
        && text
            .get(sentence.start..sentence.end)
            .is_some_and(|fragment| words(fragment).count() <= FRAGMENT_WORDS_MAX)
    {
        for mention in mentions.iter_mut().skip(previous_sentence_mention) {
            mention.tied = true;
        }
    }
}

/// "The sauce on the pork chop is rich", "that chop is huge and the tomato
/// sauce on it is tangy": a diner's base said to be on a dish, named right
/// after it or by a pronoun for food named before it, is what tops that
/// dish; the dish's product is the dish, not what the base is made from. A
/// product right before the base ("chicken fat on it") is the base's own.
fn base_on_the_dish(text: &str, base: (usize, usize), mention: (usize, usize)) -> bool {
    const DETERMINERS: &[&str] = &["the", "that", "this", "my", "his", "her", "their", "your"];
    const PRONOUNS: &[&str] = &["it", "them"];
    let Some(after) = text.get(base.1..) else {
        return false;
    };
    let mut next = words(after);
    if !next.next().is_some_and(|w| w.eq_ignore_ascii_case("on")) {
        return false;
    }
    if mention.0 >= base.1 {
        // Only "on", with one determiner at most, lies between.
        let Some(gap) = text.get(base.1..mention.0) else {
            return false;
        };
        let mut gap_words = words(gap).skip(1);
        let determiner = gap_words.next();
        return gap.trim_start().len() >= 2
            && !gap.contains(|c: char| !(c.is_alphanumeric() || c == ' '))
            && determiner.is_none_or(|w| is_one_of(w, DETERMINERS))
            && gap_words.next().is_none();
    }
    next.next().is_some_and(|w| is_one_of(w, PRONOUNS))
        && text
            .get(mention.1..base.0)
            .is_some_and(|gap| words(gap).count() >= 2)
}

/// A diner's words for what a dish is made on ("sauce", "broth"): they
/// tie the products of their own clause only.
const DINER_CLAUSE_BASES: &[&str] = &[
    "broth",
    "stock",
    "base",
    "sauce",
    "sauces",
    "dressing",
    "glaze",
    "gravy",
    "marinade",
    "drippings",
    "fat",
    "oil",
    "bones",
];

/// Whether a question asks what a food holds: it names a dish as
/// meat-free ("Is the vegan ramen really vegan?"), has a word for what
/// food is made from ("What stock do you use?", "and the broth?"), or asks
/// after a product ("Are the tamales lard-free?").
fn asks_what_food_holds(sentence: &SentenceState, mentions: &[Mention]) -> bool {
    sentence
        .signals
        .any(set(&[S::VeganLabel, S::VegetarianLabel]))
        || sentence.any_tie_word()
        || mentions
            .iter()
            .skip(sentence.first_mention)
            .any(|m| m.denied || !m.named.is_empty())
}

/// Whether the sentence at `start` opens with a pronoun for food ("they",
/// "it", "both") followed by a verb of containment ("come with", "have").
fn pronoun_says_what_it_holds(text: &str, start: usize) -> bool {
    const PRONOUNS: &[&str] = &["they", "it", "these", "those", "both", "each", "all"];
    let rest = text.get(start..).unwrap_or("");
    let trimmed = rest.trim_start_matches(|c: char| !c.is_alphanumeric());
    let Some(first) = words(trimmed).next() else {
        return false;
    };
    let first_end = start + (rest.len() - trimmed.len()) + first.len();
    if is_one_of(first, PRONOUNS) && containment_verb_after(text, first_end).is_some() {
        return true;
    }
    // Most sentences open otherwise: asked before the sentence is scanned.
    if !is_one_of(first, COPULA_SUBJECTS) && !is_one_of(first, TIME_OPENERS) {
        return false;
    }
    let end = next_sentence_break(text.as_bytes(), start).unwrap_or(text.len());
    text.get(start..end).is_some_and(pronoun_is_what_it_holds)
}

/// Pronoun subjects of "it's still our chicken blend".
const COPULA_SUBJECTS: &[&str] = &["it's", "it’s", "they're", "they’re", "it", "they"];
/// Phrases of time a sentence may open with before its subject.
#[rustfmt::skip]
const TIME_OPENERS: &[&str] = &[
    "until", "then", "for", "now", "right", "currently", "today", "still",
];

/// "Until then it's still our chicken-and-kombu blend", "For now they're
/// made with the old recipe": a sentence whose subject, after a phrase of
/// time, is a pronoun that the rest says what the food is; a comparison
/// ("it's better than our chicken one") is not.
fn pronoun_is_what_it_holds(sentence: &str) -> bool {
    const COPULA: &[&str] = &["is", "are", "was", "were", "'s", "remains", "remain"];
    const COMPARING: &[&str] = &["than", "like", "unlike", "compared", "better", "worse"];
    let mut sentence_words = words(sentence).skip_while(|w| is_one_of(w, TIME_OPENERS));
    let Some(subject) = sentence_words.next() else {
        return false;
    };
    if !is_one_of(subject, COPULA_SUBJECTS) {
        return false;
    }
    let contracted = subject.contains(['\'', '’']);
    let copula = contracted || sentence_words.next().is_some_and(|w| is_one_of(w, COPULA));
    copula && !words(sentence).any(|w| is_one_of(w, COMPARING))
}

/// Whether the sentence at `start..end` follows an ellipsis ("...", "…")
/// rather than a full stop, and names no other diner ("... my husband's
/// steak was great"): it goes on with the sentence before.
fn goes_on_after_an_ellipsis(text: &str, start: usize, end: usize) -> bool {
    let before = text.get(..start).unwrap_or("").trim_end();
    let sentence = text.get(start..end).unwrap_or("");
    (before.ends_with("..")
        || before.ends_with('…')
        || (before.ends_with('.') && sentence.trim_start().starts_with('.')))
        && !names_other_diner(sentence)
}

/// Whether the sentence at `start` opens with the words for what a food
/// holds ("Ingredients list ends with ...", "The label says ...",
/// "Contains: milk"): after a sentence about meat-free food, it says what
/// that food holds.
fn opens_with_what_it_holds(text: &str, start: usize) -> bool {
    const HOLDINGS: &[&str] = &[
        "ingredients",
        "ingredient",
        "label",
        "labels",
        "package",
        "packaging",
        "pack",
        "wrapper",
        "box",
        "contains",
        "allergens",
    ];
    let rest = text.get(start..).unwrap_or("");
    let mut first_words = words(rest).skip_while(|w| is_one_of(w, &["the", "its", "their"]));
    first_words.next().is_some_and(|w| is_one_of(w, HOLDINGS))
}

/// After "none of our vegan dishes", the end of a verb of containment
/// within three words ("…are made with"), if there is one.
/// Whether the word right after a food names dishes of it ("none of our
/// seafood dishes use pork"): the denial is of what those dishes hold, not
/// of the food they are named for.
/// Whether `gap`, between a denied product and a diet word, is a word of
/// where and at most two determiners ("in the", "on any of the"): the
/// diet's food is where the product is kept out of.
fn names_where_it_is_kept_out(gap: &str) -> bool {
    const DETERMINERS_MAX: usize = 3;
    let mut words = gap_words(gap);
    words
        .next()
        .is_some_and(|first| is_one_of(first, KEPT_OUT_OF_WORDS))
        && words
            .clone()
            .all(|word| is_one_of(word, NEGATION_FILLERS) || is_one_of(word, KEPT_OUT_DETERMINERS))
        && words.count() <= DETERMINERS_MAX
}

/// Whether the subject a quantifying denial ending at `from` speaks of,
/// up to a diet word at `to`, is the food rather than the place: "none of
/// our dishes are", "nothing here is", "nothing on our menu is", "nothing
/// we serve is" deny of each dish; "none of our kitchens are" speaks of
/// the places.
fn quantified_over_the_food(text: &str, from: usize, to: usize) -> bool {
    const DETERMINERS: &[&str] = &["of", "our", "the", "my", "your", "their", "these", "those"];
    let Some(gap) = text.get(from.min(to)..to) else {
        return false;
    };
    let head = gap_words(gap).find(|word| {
        !is_one_of(word, DETERMINERS)
            && !is_one_of(word, LINKING_WORDS)
            && !is_one_of(word, PREDICATE_ADVERBS)
    });
    head.is_none_or(|word| {
        let one = word.strip_suffix('s').unwrap_or(word);
        !(is_one_of(word, PLACE_NOUNS) || is_one_of(one, PLACE_NOUNS))
            || is_one_of(word, NARROWED_KINDS)
    })
}

/// Whether a dish noun follows right after a plain denial ending at
/// `end` ("no dish here", "no plates on our menu"): the denial's subject
/// is the food, each dish of it.
fn names_dishes_right_after(text: &str, end: usize) -> bool {
    text.get(end..)
        .filter(|rest| rest.starts_with(' '))
        .and_then(|rest| words(rest).next())
        .is_some_and(|word| is_one_of(word, DENIED_DISH_NOUNS))
}

fn dishes_named_after(text: &str, end: usize) -> bool {
    const DISHES: &[&str] = &["dishes", "dish", "plates", "items", "options", "meals"];
    text.get(end..)
        .filter(|rest| rest.starts_with(' '))
        .and_then(|rest| words(rest).next())
        .is_some_and(|word| is_one_of(word, DISHES))
}

fn containment_verb_after(text: &str, end: usize) -> Option<usize> {
    let rest = text.get(end..)?;
    let mut offset = end;
    let mut seen = 0;
    for piece in rest.split_inclusive(|c: char| !(c.is_alphanumeric() || c == '\'')) {
        let word = piece.trim_end_matches(|c: char| !(c.is_alphanumeric() || c == '\''));
        let piece_start = offset;
        offset += piece.len();
        if word.is_empty() {
            // A spaced dash ends the clause as a comma does: "not vegan -
            // the sauce gets sour cream" denies nothing of the sauce.
            let spaced_dash = piece.starts_with(['-', '–', '—'])
                && text[..piece_start].ends_with(char::is_whitespace);
            if piece.bytes().any(is_clause_break) || spaced_dash || piece.starts_with(['–', '—'])
            {
                return None;
            }
            continue;
        }
        if is_one_of(word, CONTAINMENT_VERBS) {
            let mut verb_end = piece_start + word.len();
            // "made with", "cooked in", "comes with": the preposition too.
            let tail = text.get(verb_end..).unwrap_or("");
            for preposition in [" with", " in", " using"] {
                if tail.len() >= preposition.len()
                    && tail
                        .get(..preposition.len())
                        .is_some_and(|p| p.eq_ignore_ascii_case(preposition))
                {
                    verb_end += preposition.len();
                    break;
                }
            }
            return Some(verb_end);
        }
        seen += 1;
        if seen > 3 {
            return None;
        }
    }
    None
}

/// Nouns that, right after "100% vegan", make it a claim about the place.
const PLACE_NOUNS: &[&str] = &[
    "resturant",
    "restraunt",
    "restaraunt",
    "restuarant",
    "resto",
    "restaurant",
    "kitchen",
    "menu",
    "cafe",
    "café",
    "bakery",
    "eatery",
    "diner",
    "spot",
    "establishment",
    "business",
    "place",
    "joint",
    "shop",
    "truck",
    "bistro",
    "bar",
    "food",
    "cuisine",
    "cooking",
    "company",
    "concept",
    "pizzeria",
    "deli",
    "taqueria",
    "brand",
    "smokehouse",
    "steakhouse",
    "pub",
    "brewery",
    "taproom",
    "bakeshop",
    "patisserie",
    "restaurants",
    "kitchens",
    "cantina",
    "canteen",
    "teahouse",
    "cafeteria",
    "hall",
];
/// Words after "100% vegan" that say nothing about what it describes.
const NEUTRAL_FOLLOWERS: &[&str] = &[
    "and",
    "since",
    "at",
    "in",
    "here",
    "now",
    "too",
    "also",
    "today",
    "from",
    "with",
    "throughout",
    "through",
    "for",
    "always",
    "every",
    "&",
    "as",
    "by",
    "of",
    "to",
];
/// Words before "100% vegan" skipped when looking for its subject.
const LINKING_WORDS: &[&str] = &[
    "is",
    "are",
    "am",
    "'re",
    "be",
    "been",
    "being",
    "was",
    "were",
    "proudly",
    "now",
    "always",
    "totally",
    "also",
    "still",
    "a",
    "an",
    "the",
    "has",
    "have",
    "had",
    "become",
    "became",
    "remain",
    "remains",
    "stay",
    "stays",
    "officially",
    "happily",
    "and",
    "'s",
    "been",
];
/// Subjects that make "100% vegan" a claim about the whole place.
const PLACE_SUBJECTS: &[&str] = &[
    "we",
    "we're",
    "we’re",
    "us",
    "everything",
    "menu",
    "kitchen",
    "restaurant",
    "cafe",
    "café",
    "bakery",
    "place",
    "food",
    "shop",
    "truck",
    "spot",
    "establishment",
    "business",
    "it",
    "it's",
    "it’s",
    "this",
    "here",
    "eatery",
    "diner",
    "joint",
    "bistro",
    "cuisine",
    "offerings",
    "smokehouse",
    "steakhouse",
    "pub",
    "brewery",
    "taproom",
    "bakeshop",
    "patisserie",
    "pizzeria",
    "taqueria",
    "deli",
    "restaurants",
    "kitchens",
    "locations",
    "stores",
    "branches",
    "shops",
    "trucks",
    "hall",
    "cantina",
    "canteen",
    "teahouse",
    "tearoom",
    "cafeteria",
    "buffet",
    "cafes",
    "cafés",
    "bakeries",
];

/// Whether an adjective claim ("100% vegan") at `start..end` is about the
/// whole place: the place is its subject ("our kitchen is 100% vegan",
/// "we're fully plant-based"), or it stands alone as a heading, and no
/// other noun follows it ("100% vegan burgers").
fn place_is_subject(text: &str, sentence_start: usize, start: usize, end: usize) -> bool {
    if let Some(next) = text.get(end..).and_then(|rest| words(rest).next()) {
        let directly_after = text.get(end..).is_some_and(|rest| {
            !rest
                .trim_start_matches([' ', '-'])
                .starts_with(['.', ',', '!', ';', ':'])
        });
        if directly_after {
            if is_one_of(next, PLACE_NOUNS) {
                return true;
            }
            // One word between the claim and the place: "an entirely vegan
            // Thai kitchen".
            let mut following = words(text.get(end..).unwrap_or("")).skip(1);
            if next.chars().all(char::is_alphabetic)
                && following
                    .next()
                    .is_some_and(|second| is_one_of(second, PLACE_NOUNS))
            {
                return true;
            }
            if kind_of_place_end(text.get(end..).unwrap_or("")).is_some()
                && says_what_it_is(text.get(sentence_start.min(start)..start).unwrap_or(""))
            {
                return true;
            }
            if !is_one_of(next, NEUTRAL_FOLLOWERS) && next.chars().all(char::is_alphabetic) {
                return false;
            }
        }
    }
    let before = text.get(sentence_start.min(start)..start).unwrap_or("");
    let mut subject = None;
    for word in pieces(before, &WITH_APOSTROPHES).rev() {
        let word = word.strip_prefix(['\'', '\u{2019}']).unwrap_or(word);
        if is_one_of(word, LINKING_WORDS) || word.ends_with("'re") || word.ends_with("’re") {
            if word.len() > 3 && (word.ends_with("'re") || word.ends_with("’re")) {
                subject = Some(word);
                break;
            }
            continue;
        }
        subject = Some(word);
        break;
    }
    match subject {
        // "… the paste is made in house from lemongrass, galangal and
        // chilies. Fully vegan!": a bare claim after a sentence on how a
        // food is made is that food's.
        None => !follows_how_food_is_made(text, sentence_start),
        Some(w) => {
            is_one_of(w, PLACE_SUBJECTS) && !(is_one_of(w, PRONOUNS) && cooks_it_before(before))
        }
    }
}

/// Where the place a whole-place claim names ends, in `rest` (the text
/// right after the claim), when a few describing words come between: "a
/// 100% vegan Hawaiian plate-lunch spot", "a fully plant-based tasting
/// room", "a 100% vegan Korean fried chicken spot". The place must end the
/// phrase ("spot.", "shop in town"): "100% vegan Thai curry", "100% vegan
/// noodle bar bowls" name food, not the place. The words between say what
/// kind of place it is, so a meat word among them is no food served.
fn kind_of_place_end(rest: &str) -> Option<usize> {
    // Places that are businesses: "food", "cuisine" or "menu" after
    // describing words may be a dish's ("100% vegan Korean street food").
    const NOT_A_BUSINESS: &[&str] = &[
        "food", "cuisine", "cooking", "menu", "brand", "concept", "company",
    ];
    const MORE_PLACES: &[&str] = &["room", "counter", "stand", "parlor", "parlour", "lounge"];
    let phrase = rest
        .find(['.', ',', ';', ':', '!', '?', '(', '\n'])
        .map_or(rest, |stop| &rest[..stop]);
    let mut described = 0usize;
    let mut place_end = None;
    for word in words(phrase) {
        if let Some(end) = place_end {
            // What follows the place must start another part of the
            // sentence ("spot in Portland", "shop and bakery").
            return is_one_of(word, NEUTRAL_FOLLOWERS).then_some(end);
        }
        let is_place = (is_one_of(word, PLACE_NOUNS) && !is_one_of(word, NOT_A_BUSINESS))
            || is_one_of(word, MORE_PLACES);
        if is_place && described > 0 {
            place_end = Some(word.as_ptr() as usize - rest.as_ptr() as usize + word.len());
            continue;
        }
        if described == 4
            || !word.chars().all(char::is_alphabetic)
            || is_one_of(word, NEUTRAL_FOLLOWERS)
        {
            return None;
        }
        described += 1;
    }
    place_end
}

/// Whether the words before a claim of a kind of place say the place is
/// that kind ("X is a", "we're an", "our", or nothing: a heading), not
/// that another place is ("we share a wall with a 100% vegan ... spot").
fn says_what_it_is(before: &str) -> bool {
    const LINKS: &[&str] = &[
        "is", "are", "be", "been", "become", "became", "remain", "remains", "we're", "we’re",
        "it's", "it’s",
    ];
    let mut back = pieces(before, &WITH_APOSTROPHES).rev();
    match back.next() {
        None => true,
        Some(word) if word.eq_ignore_ascii_case("our") => true,
        Some(word) if is_one_of(word, &["a", "an"]) => back.next().is_some_and(|link| {
            is_one_of(link, LINKS) || link.ends_with("'re") || link.ends_with("’re")
        }),
        Some(_) => false,
    }
}

/// Whether the sentence before `sentence_start` says how a food is made
/// ("the paste is made in house from lemongrass").
fn follows_how_food_is_made(text: &str, sentence_start: usize) -> bool {
    const MADE: &[&str] = &["made", "cooked", "prepared", "fried", "baked", "brushed"];
    let Some(before) = text.get(..sentence_start) else {
        return false;
    };
    let before = before.trim_end_matches(|c: char| c.is_whitespace() || is_sentence_break_char(c));
    let previous = before
        .rfind(is_sentence_break_char)
        .map_or(before, |at| &before[at + 1..]);
    // The restaurant's own kitchen ("We make everything from scratch")
    // stays the place.
    let mut previous_words = words(previous);
    let opens_on_the_place = previous_words
        .clone()
        .next()
        .is_some_and(|w| is_one_of(w, PLACE_SUBJECTS));
    !opens_on_the_place && previous_words.any(|w| is_one_of(w, MADE))
}

fn is_sentence_break_char(c: char) -> bool {
    c.is_ascii() && is_sentence_break(c as u8)
}

/// Verbs of cooking whose "it" is a food.
#[rustfmt::skip]
const COOKING_VERBS: &[&str] = &[
    "bake", "baked", "make", "made", "cook", "cooked", "fry", "fried", "prepare",
    "prepared", "finish", "finished", "top", "topped",
];

/// "As of September we bake it ourselves with coconut oil, so it's fully
/// vegan now": an "it" the sentence cooks before is that food, not the
/// place.
fn cooks_it_before(before: &str) -> bool {
    let mut previous = "";
    pieces(before, &WITH_APOSTROPHES).any(|word| {
        let cooked = word.eq_ignore_ascii_case("it") && is_one_of(previous, COOKING_VERBS);
        previous = word;
        cooked
    })
}

/// The sentence around `at`, by the text's sentence breaks (`breaks`, in
/// order; `passed` of them lie before an earlier `at` and is moved on).
/// A sentence runs from after the last break before `at` to its first
/// break at or after `at`, that break included.
impl SentenceState {
    /// Whether any tie word was read, a diner's clause-bound ones too.
    fn any_tie_word(&self) -> bool {
        self.tie || self.little_at.is_some() || self.diner_base_count > 0
    }
}

/// Whether a sentence ending in "?" is a statement closed by a Spanish
/// tag after a comma ("las patatas van en la freidora de siempre, la de
/// las croquetas, ¿vale?"): the tag asks only that the listener agree, so
/// what the sentence says is said. A tag that asks whether it is true
/// ("¿verdad?", "¿no?") leaves it a question.
fn closed_by_a_question_tag(sentence: &[u8]) -> bool {
    let Some(asked) = sentence.strip_suffix(b"?") else {
        return false;
    };
    let Some(comma) = asked.iter().rposition(|&b| b == b',') else {
        return false;
    };
    let tag = asked[comma + 1..].trim_ascii();
    let Some(tag) = tag.strip_prefix("¿".as_bytes()) else {
        return false;
    };
    let tag = tag.trim_ascii();
    SPANISH_QUESTION_TAGS
        .iter()
        .any(|known| tag.eq_ignore_ascii_case(known.as_bytes()))
}

fn open_sentence(text: &[u8], breaks: &[usize], passed: &mut usize, at: usize) -> SentenceState {
    while breaks.get(*passed).is_some_and(|&b| b < at) {
        *passed += 1;
    }
    let start = passed
        .checked_sub(1)
        .and_then(|i| breaks.get(i))
        .map_or(0, |i| i + 1);
    let end = breaks.get(*passed).map_or(text.len(), |i| i + 1);
    SentenceState {
        start,
        end,
        // "Bacon? Don't need it.": a question asserts nothing. A statement
        // closed by a Spanish tag ("..., ¿vale?") still asserts.
        question: text.get(end.saturating_sub(1)) == Some(&b'?')
            && !closed_by_a_question_tag(text.get(start..end).unwrap_or_default()),
        ..SentenceState::default()
    }
}

/// Whether a sentence is an allergy notice listing what the kitchen
/// handles: an allergy heading, the kitchen as what holds the list, an
/// allergen that is no animal product among it, and no word for all the
/// food ("every curry").
#[cold]
#[inline(never)]
fn lists_the_kitchens_allergens(sentence: &str) -> bool {
    // A heading is short: only the first bytes are looked at for its colon.
    let trimmed = sentence.trim_start();
    let heading_end = trimmed.bytes().take(31).position(|b| b == b':');
    let Some(heading) = heading_end.and_then(|at| trimmed.get(..at)) else {
        return false;
    };
    if !words(heading).any(|w| {
        w.get(..6)
            .is_some_and(|head| head.eq_ignore_ascii_case("allerg"))
    }) {
        return false;
    }
    let mut kitchen = false;
    let mut plant_allergen = false;
    for word in words(&trimmed[heading.len()..]) {
        if is_one_of(word, &["every", "all", "each", "including", "everything"]) {
            return false;
        }
        kitchen |= is_one_of(word, &["kitchen", "facility", "premises"]);
        plant_allergen |= is_one_of(
            word,
            &[
                "peanut", "peanuts", "nuts", "wheat", "soy", "sesame", "gluten", "mustard",
            ],
        );
    }
    kitchen && plant_allergen
}

/// Words that make a cross-contamination statement about allergens.
fn is_allergen_word(word: &str) -> bool {
    word.get(..6)
        .is_some_and(|head| head.eq_ignore_ascii_case("allerg"))
        || ALLERGEN_WORD_SET.contains(word)
}

/// The allergens [`is_allergen_word`] knows by name, as a word set: most
/// words of a sentence are answered by a byte or two, not compared with
/// each.
const ALLERGEN_WORDS: &[&str] = &[
    "sesame",
    "soy",
    "nut",
    "nuts",
    "peanut",
    "peanuts",
    "gluten",
    "wheat",
    "tree",
    "celiac",
    "coeliac",
    "sulphites",
    "sulfites",
    "mustard",
    "lupin",
];
static ALLERGEN_WORD_SET: WordSet = WordSet::new(|| word_keys(ALLERGEN_WORDS));

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

/// The words of `text` from `start` to `end`, each with its offset.
fn words_at(text: &str, start: usize, end: usize) -> Vec<(usize, &str)> {
    let Some(part) = text.get(start..end) else {
        return Vec::new();
    };
    let base = part.as_ptr() as usize;
    words(part)
        .map(|word| (start + (word.as_ptr() as usize - base), word))
        .collect()
}

/// Where the food a cooking tool cooks stands in the sentence from
/// `start` to `end`, as a byte range: the tool is the subject of a verb
/// of cooking ("our tandoor cooks the chicken and the tofu tikka", "one
/// griddle does the eggs, the cheese toasties and the pancakes", "the
/// grill is used for ...") or the place the food is cooked ("we cook the
/// lamb and the aubergine on one grill", "the chicken and the paneer are
/// cooked in the tandoor"). The food ends at a word opening another
/// clause ("but", "while") or a semicolon.
pub(crate) fn foods_one_tool_cooks(text: &str, start: usize, end: usize) -> Option<(usize, usize)> {
    let sentence = text.get(start..end)?;
    // Most sentences hold no verb of cooking, and are read no further.
    if !words(sentence).any(|word| TOOL_VERB_SET.contains(word)) {
        return None;
    }
    let end = sentence.find([';', ':', '(']).map_or(end, |at| start + at);
    let words = words_at(text, start, end);
    let is_tool = |word: &str| TOOL_SET.contains(word);
    let objects_end = |from: usize| {
        words
            .iter()
            .skip(from)
            .find(|(_, w)| is_one_of(w, TOOL_OBJECTS_END))
            .map_or(end, |(at, _)| *at)
    };
    for (index, &(at, word)) in words.iter().enumerate() {
        let verb = is_one_of(word, TOOL_COOKING_VERBS);
        let participle = !verb && is_one_of(word, TOOL_COOKING_PARTICIPLES);
        if !(verb || participle) {
            continue;
        }
        let after_verb = at + word.len();
        // The tool as the subject: a few words before the verb.
        if verb
            && words
                .get(index.saturating_sub(3)..index)
                .is_some_and(|before| before.iter().any(|(_, w)| is_tool(w)))
        {
            let mut first = index + 1;
            if words
                .get(first)
                .is_some_and(|(_, w)| w.eq_ignore_ascii_case("for"))
            {
                first += 1;
            }
            let from = words.get(first).map_or(end, |(at, _)| *at);
            return Some((from, objects_end(first))).filter(|(from, to)| from < to);
        }
        // The tool as the place: "on" or "in" and the tool a few words on.
        let place = words
            .iter()
            .enumerate()
            .skip(index + 1)
            .find_map(|(p, (_, w))| {
                let into = is_one_of(w, &["on", "in", "into", "onto", "over", "inside"]);
                let tool_follows = into
                    && words
                        .iter()
                        .skip(p + 1)
                        .take(4)
                        .try_fold((), |(), (_, next)| {
                            if is_tool(next) {
                                Err(true)
                            } else if is_one_of(next, BEFORE_A_TOOL) {
                                Ok(())
                            } else {
                                Err(false)
                            }
                        })
                        .err()
                        .unwrap_or(false);
                tool_follows.then_some(p)
            });
        let Some(place) = place else {
            continue;
        };
        let place_at = words.get(place).map_or(end, |(at, _)| *at);
        if place > index + 1 {
            return Some((after_verb, place_at));
        }
        if participle {
            // "The chicken and the paneer are both cooked in the tandoor":
            // the food is the clause before the verb.
            let from = words
                .iter()
                .take(index)
                .rev()
                .find(|(_, w)| is_one_of(w, TOOL_OBJECTS_END))
                .map_or(start, |(at, w)| at + w.len());
            return Some((from, at)).filter(|(from, to)| from < to);
        }
    }
    None
}

/// Whether `text` names a cooking tool or keeps equipment apart ("own",
/// "separate", "dedicated"): a word set's bit tests for each word.
pub(crate) fn may_name_a_tool(text: &str) -> bool {
    words(text).any(|word| TOOL_SET.contains(word) || DEDICATION_SET.contains(word))
}

static DEDICATION_SET: WordSet =
    WordSet::new(|| word_keys(&["own", "separate", "seperate", "dedicated"]));

/// Words of a list of foods that name no food.
const NOT_A_FOOD: &[&str] = &[
    "the", "a", "an", "our", "their", "its", "are", "is", "both", "all", "too", "then", "always",
    "together", "of", "some", "any", "each", "we", "they", "get", "gets", "go", "goes", "them",
    "it", "for", "usually", "at", "once",
];

/// Whether the list of foods from `from` to `to` (joined by commas,
/// "and", "&", "plus", "as well as") holds an item `animal` finds an
/// animal product in and an item that holds none but names food.
pub(crate) fn mixes_animal_and_other_food(
    text: &str,
    from: usize,
    to: usize,
    animal: impl Fn(usize, usize) -> bool,
) -> bool {
    let Some(list) = text.get(from..to) else {
        return false;
    };
    let (mut animal_item, mut other_item) = (false, false);
    let mut item: Option<(usize, usize)> = None;
    let mut food_word = false;
    let mut close = |item: &mut Option<(usize, usize)>, food_word: &mut bool| {
        if let Some((start, end)) = item.take() {
            if animal(start, end) {
                animal_item = true;
            } else if *food_word {
                other_item = true;
            }
        }
        *food_word = false;
    };
    let base = list.as_ptr() as usize;
    let mut last_end = from;
    for word in words(list) {
        let at = from + (word.as_ptr() as usize - base);
        let comma = text
            .get(last_end..at)
            .is_some_and(|gap| gap.contains([',', '/', '+']));
        if comma || is_one_of(word, TOOL_OBJECT_JOINS) {
            close(&mut item, &mut food_word);
        }
        last_end = at + word.len();
        if is_one_of(word, TOOL_OBJECT_JOINS) {
            continue;
        }
        item = Some(item.map_or((at, last_end), |(start, _)| (start, last_end)));
        food_word |= !is_one_of(word, NOT_A_FOOD);
    }
    close(&mut item, &mut food_word);
    animal_item && other_item
}

/// Whether a word keeping equipment apart ("separate", "colour coded",
/// "own") stands in the sentence outside the exception `excepted`.
fn separation_beside(text: &str, start: usize, end: usize, excepted: (usize, usize)) -> bool {
    words_at(text, start, end).iter().any(|&(at, word)| {
        (at < excepted.0 || at >= excepted.1) && is_one_of(word, SEPARATION_WORDS)
    })
}

/// "They have their own grill, but at rush hour the chicken goes on it
/// too", "Separate fryer for the fries, though the calamari gets dropped
/// in there": after a claim of dedicated equipment (in this sentence, in
/// the sentence right before it, or in an earlier one of the text when
/// this one names equipment again), words pointing back to it with an
/// animal product named after them, not denied, say the equipment also
/// serves that product. "Those woks never touch meat" denies it; "it's
/// small, so expect a wait" names none.
fn dedicated_taken_back(
    text: &str,
    sentence: &SentenceState,
    mentions: &[Mention],
    claimed_before: bool,
) -> bool {
    let from = match sentence.dedicated_end {
        Some(end) => end,
        None if claimed_before && (sentence.equipment || sentence.follows_dedicated_claim) => {
            sentence.start
        }
        None => return false,
    };
    text.get(from..sentence.end)
        .is_some_and(points_back_to_equipment)
        && mentions
            .iter()
            .skip(sentence.first_mention)
            .any(|m| m.span.0 >= from && m.signals.any(ANIMAL))
}

/// Whether `rest` has a word pointing back to equipment already named
/// ("those", "them", "it", "in there"; Jamaican "inna dem", "pon deh").
pub(crate) fn points_back_to_equipment(rest: &str) -> bool {
    let mut previous = "";
    words(rest).any(|word| {
        let points = is_one_of(word, EQUIPMENT_POINTERS)
            || (is_one_of(word, EQUIPMENT_POINTERS_AFTER_INTO)
                && is_one_of(previous, INTO_EQUIPMENT));
        previous = word;
        points
    })
}

/// Whether only spaces part `from` and `to` in `text`: a sentence that
/// starts right where the one before it ends.
fn follows_directly(text: &[u8], from: usize, to: usize) -> bool {
    text.get(from..to)
        .is_some_and(|between| between.iter().all(u8::is_ascii_whitespace))
}

/// Whether a contrast in `sentence` is followed, within a few words, by
/// a verb of sensing and a word pointing back at what was denied ("but I
/// tasted it", "yet we could smell some").
fn sensed_after_a_contrast(sentence: &str) -> bool {
    /// Words between the contrast and the verb ("but I could still").
    const BEFORE_THE_VERB_MAX: usize = 4;
    let mut words =
        gap_words(sentence).map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()));
    while words.by_ref().any(|word| is_one_of(word, DENIAL_CONTRASTS)) {
        let mut previous_sensed = false;
        for word in words.clone().take(BEFORE_THE_VERB_MAX + 2) {
            if previous_sensed && is_one_of(word, SENSED_POINTING_BACK) {
                return true;
            }
            previous_sensed = is_one_of(word, SENSING_VERBS);
        }
    }
    false
}

fn close_sentence(
    text: &str,
    sentence: &SentenceState,
    reading: &mut TextReading,
    claims: &mut ClaimCertainty,
    mentions: &mut Vec<Mention>,
    diner_or_statement: bool,
    statement: bool,
) {
    let mut signals = sentence.signals;
    // "The pastrami fooled me": a diner's sentence without an objection
    // may name the food it praises as a likeness of its animal version.
    // Where that matters (a whole-vegan place), [`likened_food`] reads it.
    if diner_or_statement
        && !statement
        && signals.any(ANIMAL)
        && !(sentence.complaint || sentence.contradiction || sentence.dismissal)
    {
        for mention in mentions.iter_mut().skip(sentence.first_mention) {
            mention.likened = true;
        }
    }
    // "I'd swear there's egg, but nope, it's aquafaba": a product the
    // food only seems to hold, taken back in the same sentence, is not in
    // it. (Only a sentence naming an animal product is asked.)
    if diner_or_statement && signals.any(ANIMAL) {
        let retracted = take_back_likenesses(text, sentence, mentions);
        signals.remove_all(retracted);
    }
    // "Probably dairy-free", "we believe it's free of fish sauce": a
    // doubted denial leaves the product in the food.
    if sentence.doubted {
        for mention in mentions
            .iter_mut()
            .skip(sentence.first_mention)
            .filter(|m| m.denied && m.signals.is_empty())
        {
            mention.signals = mention.named;
            mention.tied = true;
            signals = signals.union(mention.named);
        }
    }
    // "Our vegan curries should be vegan - we're working on confirming
    // it": the restaurant doubts its own meat-free food, which holds, as
    // far as anyone can say, whatever that diet does not eat.
    let doubted = doubted_food(text, sentence, reading.signals);
    if !doubted.is_empty() {
        signals = signals.union(doubted);
        mentions.push(Mention::tied_to_the_food(
            doubted,
            (sentence.start, sentence.end),
            None,
        ));
    }
    // "Vegan-ish at best", "most of our vegan dishes contain no animal
    // products", "better for vegetarians than vegans", "Dairy-free? Forget
    // it.": a diet claim hedged, held of part of the diet's food, ranked
    // below a wider diet or dismissed leaves that food holding what the
    // diet does not eat.
    if diner_or_statement {
        let diluted = diluted_products(text, sentence, signals, mentions);
        if !diluted.is_empty() {
            signals = signals.union(diluted);
            mentions.push(Mention::tied_to_the_food(
                diluted,
                (sentence.start, sentence.end),
                None,
            ));
        }
    }
    // "Our vegan pho is their pho chay, poured from the same pot as the
    // regular broth": meat-free food sharing a pot with the broth it
    // stands in for holds that broth, whatever it is made of.
    if diner_or_statement
        && sentence.shared_term_end != 0
        && signals.any(MEAT_FREE_MENTION)
        && shares_the_regular_broth(text, sentence.shared_term_end, sentence.end)
    {
        let products = if signals.any(VEGAN_MENTION) {
            ANIMAL
        } else {
            NOT_VEGETARIAN
        };
        signals = signals.union(products);
        mentions.push(Mention::tied_to_the_food(
            products,
            (sentence.start, sentence.end),
            None,
        ));
    }
    // "If you're vegan, ask us to leave the house sauce off", "Strict
    // vegans should skip the glaze": what a diet must ask to have left off
    // is something the food holds that the diet does not eat, whatever
    // its name. Outside a menu's own lines only.
    if diner_or_statement && (signals.any(MEAT_FREE_MENTION) || sentence.denial) {
        let products = addressed_removal(text, sentence.start, sentence.end);
        if !products.is_empty() {
            signals = signals.union(products);
            mentions.push(Mention::tied_to_the_food(
                products,
                (sentence.start, sentence.end),
                None,
            ));
        }
    }
    // "Most of our vegan dishes have no honey": a product denied of part
    // of the food is in the rest of it.
    if sentence.partial {
        for mention in mentions
            .iter_mut()
            .skip(sentence.first_mention)
            .filter(|m| m.signals.is_empty() && !m.named.is_empty() && !m.left_off)
        {
            mention.signals = mention.named;
            mention.tied = true;
            signals = signals.union(mention.named);
        }
        // "Nearly all of our vegan sauces are dairy-free", "most of our
        // vegetarian dishes are made with vegetable stock": the plant
        // version is in part of the meat-free food, the animal one in the
        // rest.
        if signals.any(MEAT_FREE_MENTION) {
            for (span, product) in plant_versions_in(text, sentence.start, sentence.end) {
                signals = signals.union(product);
                mentions.push(Mention::tied_to_the_food(
                    product,
                    (sentence.start, sentence.end),
                    Some(span),
                ));
            }
        }
    }
    // Equipment and a sharing word, with nothing denied: whatever the
    // words, the equipment also serves other food. What cannot be read as
    // dedicated is not trusted to be.
    let shared_with_vegan_only = sentence.shared_with_vegan && !signals.any(ANIMAL);
    // "The same flat-top - and that's fine, it's all plants": equipment
    // shared only by the plant food of a whole-vegan place.
    if sentence.shared_then_all_vegan && !signals.any(ANIMAL) {
        signals.remove_all(SHARED);
    }
    // Lending needs no equipment word when an animal product is named: the
    // place is used for it ("the bakery next door borrows it on Sundays to
    // bake their butter croissants").
    let lent_for_animal_food = sentence.lending
        && mentions
            .iter()
            .skip(sentence.first_mention)
            .any(|m| !m.named.is_empty());
    // "Q: Is the vegan fryer shared? A: No.": the answer denies the
    // question's sharing.
    // "The staff toast their own egg sandwiches in the press after close":
    // equipment used outside the service for an animal product is shared
    // with it, sharing word or not.
    let used_off_hours_for_animal_food = sentence.off_hours
        && sentence.equipment
        && mentions
            .iter()
            .skip(sentence.first_mention)
            .any(|m| !m.named.is_empty());
    // "Our tandoor cooks the chicken and the tofu tikka": one tool cooks
    // animal food and other food, no sharing word needed.
    if diner_or_statement
        && sentence.equipment
        && !sentence.denial
        && signals.any(ANIMAL)
        && let Some((from, to)) = foods_one_tool_cooks(text, sentence.start, sentence.end)
    {
        let animal_between = |start: usize, end: usize| {
            mentions
                .iter()
                .skip(sentence.first_mention)
                .any(|m| m.span.0 >= start && m.span.1 <= end && m.signals.any(ANIMAL))
        };
        if mixes_animal_and_other_food(text, from, to, animal_between) {
            signals.insert(S::SharedSurface);
        }
    }
    // "Our chopping boards are colour coded, except for the big one": an
    // exception takes the separation back for the item it names, which
    // is shared.
    if sentence.equipment
        && let Some(excepted) = sentence.item_excepted
        && separation_beside(text, sentence.start, sentence.end, excepted)
    {
        signals.remove(S::DedicatedPrep);
        signals.insert(S::SharedSurface);
    }
    let cleaned_for_other_food = sentence.cleaned_at.is_some() && sentence.dedicated_end.is_none();
    if (((sentence.equipment || lent_for_animal_food)
        && (sentence.sharing_at.is_some() || cleaned_for_other_food))
        || used_off_hours_for_animal_food)
        && !sentence.denial
        && !shared_with_vegan_only
        && !answered_no(text, sentence.start, sentence.end)
    {
        signals.insert(S::SharedSurface);
    }
    // "Q: Do you fry the fish in the same oil as the chicken?": a question
    // says nothing of the equipment. Where the reply after it opens with a
    // no, the reply decides, read as the restaurant's own words; a question
    // left unanswered, or answered any other way, keeps the sharing it
    // asks of (the engine fails closed).
    if sentence.question && signals.any(SHARED) && answered_no(text, sentence.start, sentence.end) {
        signals.remove_all(SHARED);
    }
    let (mut certain, mut hedged) = if sentence.uncertain {
        (SignalSet::EMPTY, sentence.certain.union(sentence.hedged))
    } else {
        (sentence.certain, sentence.hedged)
    };
    hedged.remove_all(certain);
    // "Veg and non-veg food is cooked in separate kitchens": kept apart
    // from meat, not from dairy: no dedicated vegan preparation. "Do you
    // have a separate wok for vegan food?": a question (a diner's, quoted
    // in a Q&A) claims no equipment at all.
    if (signals.has(S::DedicatedPrep) || certain.has(S::DedicatedPrep))
        && (sentence.question
            || text
                .get(sentence.start..sentence.end)
                .is_some_and(|s| crate::evidence::diet_denied(s).has(S::NoVegetarian)))
    {
        signals.remove(S::DedicatedPrep);
        certain.remove(S::DedicatedPrep);
        hedged.remove(S::DedicatedPrep);
    }
    if hedged.has(S::DedicatedPrep) {
        // "We cannot guarantee our fryer is dedicated": the equipment may be
        // shared. A caveat about allergens only drops the claim.
        signals.remove(S::DedicatedPrep);
        hedged.remove(S::DedicatedPrep);
        if sentence.equipment_doubted || sentence.uncertain {
            signals.insert(S::SharedSurface);
        }
    }
    // "No meat, fish, dairy or eggs has ever come into our kitchen": the
    // restaurant's own certain denial of meat, dairy and egg, kept out of
    // the kitchen for all time, claims the whole place and its equipment.
    // A denial of less ("we never cook with butter") or kept out of less
    // than the kitchen claims nothing.
    if statement
        && sentence.denied.has(S::Meat)
        && sentence.denied.has(S::Dairy)
        && sentence.denied.has(S::Egg)
        && !signals.any(ANIMAL)
        && !(sentence.uncertain
            || sentence.hedge
            || sentence.partial
            || sentence.doubted
            || sentence.claim_doubted
            || sentence.unconfirmed
            || sentence.question)
        && text
            .get(sentence.start..sentence.end)
            .is_some_and(kept_out_of_the_kitchen)
    {
        for claim in [S::VeganLabel, S::FullyVegan, S::DedicatedPrep] {
            signals.insert(claim);
            certain.insert(claim);
        }
    }
    // "Own woks for the vegan food, but we toss the egg fried rice in those
    // woks at lunch": the dedicated equipment is shared after all.
    if diner_or_statement
        && dedicated_taken_back(
            text,
            sentence,
            mentions,
            claims.certain.has(S::DedicatedPrep),
        )
    {
        signals.remove(S::DedicatedPrep);
        certain.remove(S::DedicatedPrep);
        claims.certain.remove(S::DedicatedPrep);
        hedged.insert(S::DedicatedPrep);
        signals.insert(S::SharedSurface);
    }
    claims.uncertain = claims.uncertain.union(hedged);
    claims.certain = claims.certain.union(certain);
    // Shared equipment named only for allergens is an allergen caveat.
    if signals.any(SHARED)
        && !mentions
            .iter()
            .skip(sentence.first_mention)
            .any(|m| !m.named.is_empty())
        && text
            .get(sentence.start..sentence.end)
            .is_some_and(|s| words(s).any(is_allergen_word))
    {
        signals.remove_all(SHARED);
        signals.insert(S::AllergenCrossContact);
    }
    // "Allergy notice: our kitchen uses peanuts, shellfish, fish sauce, egg
    // and wheat": what the kitchen handles, listed for allergies, may touch
    // the food; it says nothing of what a dish holds.
    // (Asked only of a sentence naming animal products: few do.)
    let kitchen_allergens = diner_or_statement
        && signals.any(ANIMAL)
        && !signals.any(MEAT_FREE_MENTION)
        && text
            .get(sentence.start..sentence.end)
            .is_some_and(lists_the_kitchens_allergens);
    if kitchen_allergens {
        signals.insert(S::AllergenCrossContact);
    }
    reading.names_equipment |= sentence.equipment || sentence.dedicated_end.is_some();
    // "The chicken has its own grill": what is kept apart is the animal
    // food, not the meat-free food, which may still share the other
    // equipment with other animal foods.
    if signals.has(S::DedicatedPrep) {
        let separated = if signals.any(MEAT_FREE_FOOD) {
            SignalSet::EMPTY
        } else {
            mentions
                .iter()
                .skip(sentence.first_mention)
                .fold(SignalSet::EMPTY, |all, m| {
                    let sent = if m.sent_elsewhere {
                        m.named
                    } else {
                        SignalSet::EMPTY
                    };
                    all.union(m.signals).union(sent)
                })
                .intersection(ANIMAL)
        };
        if separated.is_empty() {
            reading.dedicated_unowned = true;
        } else {
            reading.dedicated_to_animal_food = reading.dedicated_to_animal_food.union(separated);
        }
    }
    // What shared equipment is shared with, where the sentence names it.
    if signals.any(SHARED) {
        let named = mentions
            .iter()
            .skip(sentence.first_mention)
            .fold(SignalSet::EMPTY, |all, m| all.union(m.named))
            .intersection(ANIMAL);
        if named.is_empty() {
            reading.shared_unnamed = true;
        } else {
            reading.shared_with = reading.shared_with.union(named);
        }
    }
    reading.signals = reading.signals.union(signals);
    // "Our waiter explained which sauces had honey": the staff told the
    // diner apart what holds the products; nothing is tied to their food.
    let staff_sorted = signals.has(S::StaffKnowledgeable) || kitchen_allergens;
    // A complaint ties only where it is about meat-free food; a tie word
    // or a statement of content ("made with", "turned out") always does.
    let complaint = sentence.complaint && signals.any(MEAT_FREE_MENTION);
    let exempt = sentence
        .exempt_before
        .saturating_sub(sentence.first_mention);
    for mention in mentions
        .iter_mut()
        .skip(sentence.first_mention)
        .take(exempt)
    {
        mention.tied = false;
        mention.others = true;
    }
    let named_base_of_meat_free = sentence.named_base && signals.any(MEAT_FREE_MENTION);
    let amount_named = sentence.little_at.is_some_and(|at| {
        mentions
            .iter()
            .skip(sentence.first_mention)
            .any(|m| m.span.0 >= at)
    });
    let base_of_a_product = sentence.diner_bases[..sentence.diner_base_count]
        .iter()
        .any(|(base_start, base_end)| {
            mentions.iter().skip(sentence.first_mention).any(|m| {
                if base_on_the_dish(text, (*base_start, *base_end), m.span) {
                    return false;
                }
                let (from, to) = if m.span.1 <= *base_start {
                    (m.span.1, *base_start)
                } else {
                    (*base_end, m.span.0.max(*base_end))
                };
                !clause_boundary(text, from, to)
            })
        });
    // "Make the liquor with the water off the stewed eels": the liquid an
    // animal food gives off is its stock, and ties as "stock" does.
    // Most sentences name no liquid: one look at their words, before the
    // last animal food, spares each food the words before it. A liquid
    // named after its food ("the chicken's pan juices") is looked for
    // right after each animal food.
    let last_animal_food = mentions
        .iter()
        .skip(sentence.first_mention)
        .filter(|m| m.signals.any(ANIMAL))
        .map(|m| m.span.0)
        .max();
    let liquid_of_a_product = last_animal_food.is_some_and(|last| {
        let named_before =
            names_a_cooking_liquid(text.get(sentence.start..last).unwrap_or_default());
        mentions.iter().skip(sentence.first_mention).any(|m| {
            m.signals.any(ANIMAL)
                && ((named_before && names_the_liquid_it_gives_off(text, sentence.start, m.span.0))
                    || names_the_liquid_it_gives_off_after(text, m.span.1, sentence.end))
        })
    });
    if !staff_sorted
        && (sentence.tie
            || amount_named
            || liquid_of_a_product
            || base_of_a_product
            || sentence.contradiction
            || complaint
            || named_base_of_meat_free)
    {
        for mention in mentions
            .iter_mut()
            .skip(sentence.first_mention.max(sentence.exempt_before))
        {
            mention.tied = true;
        }
    }
    // "Our tofu and kelp sit in the same braising pot as the pork",
    // "豆干跟滷肉一起滷": food cooked in one liquid with meat takes the meat
    // up, so what the sentence names is in the food, not only beside it.
    if diner_or_statement
        && !staff_sorted
        && mentions
            .iter()
            .skip(sentence.first_mention)
            .any(|m| m.signals.any(ANIMAL))
        // (A Chinese meat word may hold the mark itself: "肉一起".)
        && (((sentence.together
            || sentence.sharing_at.is_some()
            || sentence.shared_term_end != 0
            || text.get(sentence.start..sentence.end).is_some_and(|s| !s.is_ascii()))
            && steeped_with_other_food(text, sentence.start, sentence.end))
            // "We braise the tofu with the pork": no sharing word needed.
            || steeped_with_a_following_meat(text, sentence.start, sentence.end, |from, to| {
                mentions
                    .iter()
                    .skip(sentence.first_mention)
                    .any(|m| m.signals.any(ANIMAL) && (from..to).contains(&m.span.0))
            })
            // "All rice is Hainanese chicken rice": the meat is in every
            // one of the kind.
            || a_kind_said_to_be_a_meat_make(text, sentence.start, sentence.end, |from, to| {
                mentions
                    .iter()
                    .skip(sentence.first_mention)
                    .any(|m| !m.denied && m.signals.any(ANIMAL) && (from..to).contains(&m.span.0))
            }))
    {
        for mention in mentions
            .iter_mut()
            .skip(sentence.first_mention.max(sentence.exempt_before))
            .filter(|m| m.signals.any(ANIMAL))
        {
            mention.tied = true;
        }
    }
    // "Lovely roast potatoes, they're cooked under the rotisserie
    // chickens": food cooked beneath a meat catches its drippings, so the
    // meat is in the food, whatever the diet.
    if diner_or_statement && !staff_sorted && sentence.beneath {
        let first = sentence.first_mention;
        let found = cooked_beneath_a_meat(text, sentence.start, sentence.end, |from, to| {
            mentions
                .iter()
                .skip(first)
                .filter(|m| (from..to).contains(&m.span.0))
                .fold(SignalSet::EMPTY, |all, m| all.union(m.signals))
        });
        match found {
            Some(Beneath {
                meat,
                unnamed: true,
            }) => {
                let products = set(&[S::Meat]);
                reading.signals = reading.signals.union(products);
                mentions.push(Mention::tied_to_the_food(
                    products,
                    (sentence.start, sentence.end),
                    Some(meat),
                ));
            }
            Some(Beneath { meat, .. }) => {
                for mention in mentions
                    .iter_mut()
                    .skip(first.max(sentence.exempt_before))
                    .filter(|m| m.signals.any(ANIMAL) && (meat.0..meat.1).contains(&m.span.0))
                {
                    mention.tied = true;
                }
            }
            None => {}
        }
    }
    // "The chhole are made in the mutton tari": food made in a meat's base
    // takes the meat up. (Asked only where a product is left untied.)
    if diner_or_statement
        && !staff_sorted
        && mentions
            .iter()
            .skip(sentence.first_mention.max(sentence.exempt_before))
            .any(|m| m.signals.any(ANIMAL) && !m.tied)
        && made_in_a_meat_base(
            text,
            sentence.start,
            sentence.end,
            |from, to| {
                mentions
                    .iter()
                    .skip(sentence.first_mention)
                    .any(|m| m.signals.any(ANIMAL) && (from..to).contains(&m.span.0))
            },
            |from, to| {
                mentions
                    .iter()
                    .skip(sentence.first_mention)
                    .any(|m| m.signals.any(FLESH) && (from..to).contains(&m.span.0))
            },
        )
    {
        for mention in mentions
            .iter_mut()
            .skip(sentence.first_mention.max(sentence.exempt_before))
            .filter(|m| m.signals.any(ANIMAL))
        {
            mention.tied = true;
        }
    }
    // An answer to a question about what a food holds speaks of that food,
    // unless it names someone else's.
    if sentence.answers && !staff_sorted {
        for mention in mentions.iter_mut().skip(sentence.first_mention) {
            // A pronoun may be the kitchen ("They beat it with pork lard");
            // a named diner is someone else ("My friend had the wings").
            let someone_named = mention.others
                && text
                    .get(sentence.start..mention.span.0)
                    .is_some_and(names_other_diner_by_noun);
            mention.tied |= !someone_named;
        }
    }
    if staff_sorted {
        for mention in mentions.iter_mut().skip(sentence.first_mention) {
            mention.others |= !mention.tied;
        }
    }
    if !signals.any(MEAT_FREE_MENTION) && !sentence.dismissal_names_diners {
        return;
    }
    // "No fish sauce in the vegan dishes, they said, but I tasted it": a
    // product the sentence denies, then sensed by the diner after a
    // contrast, is in the food after all.
    if diner_or_statement
        && !sentence.denied.is_empty()
        && text
            .get(sentence.start..sentence.end)
            .is_some_and(sensed_after_a_contrast)
    {
        reading.vegan_contradiction |= signals.any(VEGAN_MENTION);
        reading.meat_contradiction |= sentence.denied.any(NOT_VEGETARIAN);
    }
    // Vegan food and an animal product in one sentence, with a complaint or
    // a contradiction cue: "the so-called vegan chili had cheese in it".
    let objection = sentence.complaint || sentence.contradiction;
    if objection && signals.any(ANIMAL) && signals.any(VEGAN_MENTION) {
        reading.vegan_contradiction = true;
    }
    if objection && signals.any(NOT_VEGETARIAN) {
        reading.meat_contradiction = true;
    }
    if sentence.dismissal && (signals.any(MEAT_FREE_MENTION) || sentence.dismissal_names_diners) {
        reading.vegan_dismissed = true;
    }
    if sentence.withdrawal && signals.any(VEGAN_MENTION) && !signals.any(ANIMAL) {
        reading.vegan_dismissed = true;
    }
    reading.meat_free_mention = true;
    if sentence.complaint {
        reading.criticised_mention = true;
    } else if sentence.praise {
        reading.praised_mention = true;
    }
}

/// Asking to leave something off or swap it ([`addressed_removal`]): the
/// words [`is_removal`] compares by length, listed for its test.
#[cfg(test)]
const REMOVALS: &[&str] = &[
    "without",
    "skip",
    "leave",
    "hold",
    "instead",
    "swap",
    "substitute",
    "sub",
    "remove",
    "omit",
    "minus",
];

/// Whether `sentence` holds a removal word ([`is_removal`]), its words split as
/// [`words`] splits them. The pass is over bytes (every removal word is
/// ASCII, and no word with another byte is one), and a word is compared
/// only with the removal words of its length whose first letter it has.
fn asks_removal(sentence: &[u8]) -> bool {
    let mut at = 0;
    while let Some(&first) = sentence.get(at) {
        at += 1;
        if !is_word_byte(first) {
            continue;
        }
        let start = at - 1;
        while sentence.get(at).is_some_and(|b| is_word_byte(*b)) {
            at += 1;
        }
        if matches!(
            first.to_ascii_lowercase(),
            b'w' | b's' | b'l' | b'h' | b'i' | b'r' | b'o' | b'm'
        ) && sentence.get(start..at).is_some_and(is_removal)
        {
            return true;
        }
    }
    false
}

/// Whether `word` asks to leave something off or swap it ("without",
/// "skip", "leave", "hold", "instead", "swap", "substitute", "sub",
/// "remove", "omit", "minus"), without ASCII case: compared with those of
/// its length only.
fn is_removal(word: &[u8]) -> bool {
    let is = |listed: &[u8]| word.eq_ignore_ascii_case(listed);
    match word.len() {
        3 => is(b"sub"),
        4 => is(b"skip") || is(b"hold") || is(b"swap") || is(b"omit"),
        5 => is(b"leave") || is(b"minus"),
        6 => is(b"remove"),
        7 => is(b"without") || is(b"instead"),
        10 => is(b"substitute"),
        _ => false,
    }
}

/// What a sentence that speaks to a diet and asks for something to be left
/// off or swapped says the food holds: the products that diet does not eat
/// ("If you're vegan, ask us to leave the house sauce off the noodle bowls"
/// holds dairy, egg or honey; "if you don't eat pork, ask us to leave the
/// chorizo out" holds pork). Empty when the sentence does not do both.
fn addressed_removal(text: &str, start: usize, end: usize) -> SignalSet {
    /// The diners' words and what their diets do not eat.
    const DIETS: &[(&str, &[Signal])] = &[
        ("vegan", &[S::Dairy, S::Egg, S::Honey]),
        ("vegans", &[S::Dairy, S::Egg, S::Honey]),
        ("plant-based", &[S::Dairy, S::Egg, S::Honey]),
        ("vegetarian", &[S::Meat, S::Fish]),
        ("vegetarians", &[S::Meat, S::Fish]),
        ("pescatarian", &[S::Meat]),
        ("pescatarians", &[S::Meat]),
        ("pescetarian", &[S::Meat]),
    ];
    /// What "if you don't eat X" names.
    const AVOIDED: &[(&str, Signal)] = &[
        ("egg", S::Egg),
        ("eggs", S::Egg),
        ("pork", S::Pork),
        ("meat", S::Meat),
        ("dairy", S::Dairy),
        ("fish", S::Fish),
        ("seafood", S::Fish),
        ("shellfish", S::Shellfish),
        ("honey", S::Honey),
        ("beef", S::Meat),
        ("chicken", S::Meat),
    ];
    /// A request or an offer, so the removal is something to ask for
    /// rather than how the food is always made ("made without dairy").
    const REQUESTS: &[&str] = &[
        "ask", "let", "please", "should", "request", "tell", "we'll", "can", "just", "must",
    ];
    let sentence = text.get(start..end).unwrap_or("");
    // Most sentences ask for nothing to be left off: one cheap pass says so
    // before the diets and requests are looked for.
    if !asks_removal(sentence.as_bytes()) {
        return SignalSet::EMPTY;
    }
    let mut conditional = false;
    let mut people = false;
    let mut diet = SignalSet::EMPTY;
    let mut request = false;
    let mut previous = "";
    for word in words(sentence) {
        let is = |w: &str| word.eq_ignore_ascii_case(w);
        conditional |= is("if");
        if let Some((name, products)) = DIETS.iter().find(|(name, _)| is(name)) {
            diet = diet.union(SignalSet::of(products));
            people |= name.ends_with('s');
        }
        // "if you don't eat eggs", "if you avoid pork".
        if (previous.eq_ignore_ascii_case("eat") || previous.eq_ignore_ascii_case("avoid"))
            && let Some((_, product)) = AVOIDED.iter().find(|(name, _)| is(name))
        {
            diet.insert(*product);
            conditional = true;
        }
        request |= REQUESTS.iter().any(|w| is(w));
        previous = word;
    }
    if (conditional || people) && request {
        diet
    } else {
        SignalSet::EMPTY
    }
}

/// Whether the sentence ending at `end` ends with a colon: it introduces
/// what follows ("What goes in our vegan burritos:").
/// Doubts about what the food holds: a product such a sentence denies may
/// be there after all.
#[rustfmt::skip]
const DOUBTS: &[&str] = &[
    "probably", "most likely", "believe", "think", "supposed to", "supposed to be", "should be",
    "seems", "seemed", "assume", "might", "possibly", "as far as we know", "as far as i know",
    "to the best of our knowledge", "to the best of my knowledge", "to our knowledge",
    "not sure", "not 100% sure", "unsure", "pretty sure", "fairly sure", "i'd say",
    "may or may not", "supposedly", "presumably", "hopefully", "depending", "depends", "varies",
    "vary", "sometimes", "occasionally", "usually", "typically", "generally", "not always",
    "double-checking", "double checking", "haven't confirmed", "hasn't confirmed",
    "have not confirmed", "has not confirmed", "not confirmed", "working on confirming",
    "waiting on", "still waiting", "haven't read", "have not read", "may differ", "might differ",
    "can differ", "may vary", "can vary", "may change", "subject to change",
];
/// Doubts that say the facts are not all in yet, or not the same
/// everywhere ("ingredients at other locations may differ, vegan items
/// included").
#[rustfmt::skip]
const UNCONFIRMED: &[&str] = &[
    "double-checking", "double checking", "haven't confirmed", "hasn't confirmed",
    "have not confirmed", "has not confirmed", "not confirmed", "working on confirming",
    "waiting on", "still waiting", "haven't read", "have not read", "may differ", "might differ",
    "can differ", "may vary", "can vary", "may change", "subject to change",
];
/// Doubts that govern a meat-free claim right after them ("should be
/// vegan", "I think it's vegan").
#[rustfmt::skip]
const DOUBTS_BEFORE_A_CLAIM: &[&str] = &[
    "probably", "most likely", "believe", "think", "supposed to", "supposed to be", "should be",
    "might", "possibly", "not sure", "not 100% sure", "unsure", "pretty sure", "fairly sure",
    "i'd say", "supposedly", "presumably", "hopefully",
];
/// Doubts that govern a meat-free claim right before them ("vegan as far
/// as we know", "vegan, I'd say").
#[rustfmt::skip]
const DOUBTS_AFTER_A_CLAIM: &[&str] = &[
    "as far as we know", "as far as i know", "to the best of our knowledge",
    "to the best of my knowledge", "to our knowledge", "i'd say", "supposedly", "presumably",
    "hopefully", "probably",
];
/// Words that may stand between a doubt and the claim it governs.
#[rustfmt::skip]
const DOUBT_LINKS: &[&str] = &[
    "is", "are", "be", "was", "were", "it", "it's", "its", "they", "they're", "theyre", "all",
    "fully", "100", "totally", "completely", "entirely", "still", "also", "now", "that", "this",
];
/// Words of what the food is made from: a sentence saying its facts are
/// not all in speaks of the food when it names one.
#[rustfmt::skip]
const FOOD_FACTS: &[&str] = &[
    "ingredient", "ingredients", "label", "labels", "recipe", "recipes", "supplier", "suppliers",
    "brand", "brands", "sauce", "sauces", "paste", "pastes", "sheet", "sheets", "stock", "broth",
    "dressing", "dressings", "packet", "packets", "bun", "buns", "bread", "cheese", "it",
];

/// A hedge that doubts what the food holds ([`DOUBTS`]).
const DOUBT: u8 = 1;
/// One that says the facts are not all in ([`UNCONFIRMED`]).
const DOUBT_UNCONFIRMED: u8 = 2;
/// One that governs a claim right after it ([`DOUBTS_BEFORE_A_CLAIM`]).
const DOUBT_BEFORE: u8 = 4;
/// One that governs a claim right before it ([`DOUBTS_AFTER_A_CLAIM`]).
const DOUBT_AFTER: u8 = 8;

/// What a hedge phrase doubts, as the flags above (0: nothing about the
/// food).
pub(super) fn doubt_kind(phrase: &str) -> u8 {
    if !is_one_of(phrase, DOUBTS) {
        return 0;
    }
    let mut kind = DOUBT;
    for (list, flag) in [
        (UNCONFIRMED, DOUBT_UNCONFIRMED),
        (DOUBTS_BEFORE_A_CLAIM, DOUBT_BEFORE),
        (DOUBTS_AFTER_A_CLAIM, DOUBT_AFTER),
    ] {
        if is_one_of(phrase, list) {
            kind |= flag;
        }
    }
    kind
}

/// Reads a doubting hedge (see [`SentenceState::doubted`]).
fn read_doubt(text: &str, start: usize, end: usize, kind: u8, sentence: &mut SentenceState) {
    sentence.doubted = true;
    sentence.unconfirmed |= kind & DOUBT_UNCONFIRMED != 0;
    if kind & DOUBT_BEFORE != 0 {
        sentence.doubt_end = Some(end);
    }
    if kind & DOUBT_AFTER != 0 {
        sentence.claim_doubted |= sentence
            .claim_end
            .is_some_and(|claim| claim <= start && only_doubt_links(text, claim, start));
    }
}

/// Nothing but a few linking words (or none) between a doubt and a claim.
fn only_doubt_links(text: &str, from: usize, to: usize) -> bool {
    text.get(from.min(to)..to.max(from))
        .is_some_and(|gap| words(gap).count() <= 3 && words(gap).all(|w| is_one_of(w, DOUBT_LINKS)))
}

/// What a sentence that doubts the meat-free food leaves unsettled: the
/// products the diet of the text's meat-free claims does not eat, when
/// the doubt governs a claim ("should be vegan") or says the facts about
/// the food are not all in ("we're double-checking the coconut cream
/// brand").
/// What a sentence of a review or a statement leaves in the meat-free food
/// by diluting its diet claim (`diluted.rs`): asked only of a sentence
/// naming meat-free food, or of a question (naming it or a product left
/// out, "Dairy-free?") whose answer may dismiss it.
fn diluted_products(
    text: &str,
    sentence: &SentenceState,
    signals: SignalSet,
    mentions: &[Mention],
) -> SignalSet {
    let Some(said) = text.get(sentence.start..sentence.end) else {
        return SignalSet::EMPTY;
    };
    let mut products = SignalSet::EMPTY;
    if signals.any(MEAT_FREE_MENTION) {
        products = diluted::diluted_diet_claim(said, sentence.denied);
    }
    if sentence.question {
        // What the question asks to be left out: denied ("no dairy?") or
        // named by its plant version ("dairy-free?").
        let left_out = || {
            plant_versions_in(text, sentence.start, sentence.end)
                .into_iter()
                .map(|(_, product)| product)
                .chain(
                    mentions
                        .iter()
                        .skip(sentence.first_mention)
                        .filter(|m| m.denied)
                        .map(|m| m.named),
                )
                .fold(sentence.denied, SignalSet::union)
        };
        let after = text.get(sentence.end..).unwrap_or("");
        products = products.union(diluted::dismissed_question(said, after, left_out));
    }
    products
}

fn doubted_food(text: &str, sentence: &SentenceState, earlier: SignalSet) -> SignalSet {
    if !(sentence.claim_doubted || sentence.unconfirmed) {
        return sentence.doubted_products;
    }
    let topic = sentence.signals.union(earlier);
    let products = if topic.any(set(&[
        S::VeganLabel,
        S::VeganOptions,
        S::FullyVegan,
        S::VeganAdaptable,
        S::VeganLimited,
    ])) {
        ANIMAL
    } else if topic.any(MEAT_FREE_TOPIC) {
        NOT_VEGETARIAN
    } else {
        return sentence.doubted_products;
    };
    let about_the_food = sentence.claim_doubted
        || sentence.signals.any(MEAT_FREE_TOPIC)
        || text
            .get(sentence.start..sentence.end)
            .is_some_and(|s| words(s).any(|w| is_one_of(w, FOOD_FACTS)));
    if about_the_food {
        products.union(sentence.doubted_products)
    } else {
        sentence.doubted_products
    }
}

fn ends_with_colon(text: &str, end: usize) -> bool {
    text.get(..end)
        .is_some_and(|head| head.trim_end().ends_with(':'))
}

/// Whether the line holding `at` starts as an item of a list does: a
/// bullet, a dash or a number ("• shredded cheese", "- cheese", "3. cheese").
fn starts_a_list_item(text: &str, at: usize) -> bool {
    let head = text.get(..at).unwrap_or("");
    let line = &text[head.rfind('\n').map_or(0, |i| i + 1)..];
    let line = line.trim_start();
    if line.starts_with(['•', '·', '▪', '◦', '-', '*', '–', '—', '‣']) {
        return true;
    }
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && line[digits..].starts_with(['.', ')'])
}

/// "Can't make a proper curry without nam pla", "no bowl leaves the
/// kitchen without cheese": a "without" in the clause of a denial that
/// denied nothing says what the food requires.
fn requires_after_denial(text: &str, lapsed_at: usize, raw: &RawMatch) -> bool {
    text.get(raw.start..raw.end)
        .is_some_and(|phrase| phrase.eq_ignore_ascii_case("without"))
        && text
            .get(lapsed_at.min(raw.start)..raw.start)
            .is_some_and(|gap| !gap.contains([',', ';', ':', '(', '.', '!', '?']))
}

/// Whether the phrase is a "free of" or "free from".
fn frees(text: &str, raw: &RawMatch) -> bool {
    text.get(raw.start..raw.end)
        .is_some_and(|phrase| words(phrase).any(|w| w.eq_ignore_ascii_case("free")))
}

/// Whether the negator ending at `end` is followed by "from" or "of",
/// as "not from dairy" after "free from meat" is.
fn contrasts_a_source(text: &str, end: usize) -> bool {
    words(text.get(end..).unwrap_or(""))
        .next()
        .is_some_and(|next| next.eq_ignore_ascii_case("from") || next.eq_ignore_ascii_case("of"))
}

/// The plant versions of animal products a sentence names ("dairy-free",
/// "non-dairy", "eggless", "vegetable stock"), each with the product it
/// stands in for. Read only in sentences about part of the food.
fn plant_versions_in(text: &str, start: usize, end: usize) -> Vec<((usize, usize), SignalSet)> {
    /// A product word before "free" or after "non", and what it names.
    const FREED: &[(&str, Signal)] = &[
        ("dairy", S::Dairy),
        ("milk", S::Dairy),
        ("lactose", S::Dairy),
        ("butter", S::Dairy),
        ("cheese", S::Dairy),
        ("egg", S::Egg),
        ("eggs", S::Egg),
        ("meat", S::Meat),
        ("fish", S::Fish),
        ("seafood", S::Fish),
        ("honey", S::Honey),
        ("gelatin", S::Gelatin),
        ("gelatine", S::Gelatin),
    ];
    /// Words for what the food is cooked in, of which there are plant and
    /// animal versions.
    const BASES: &[&str] = &["stock", "stocks", "broth", "broths", "bouillon", "dashi"];
    let named = |word: &str| {
        FREED
            .iter()
            .find(|(product, _)| word.eq_ignore_ascii_case(product))
            .map(|(_, signal)| SignalSet::of(&[*signal]))
    };
    let sentence = text.get(start..end).unwrap_or("");
    let mut found = Vec::new();
    let mut previous: Option<(usize, &str)> = None;
    for word in words(sentence) {
        let at = start + (word.as_ptr() as usize - sentence.as_ptr() as usize);
        let span = (at, at + word.len());
        let product = if word.eq_ignore_ascii_case("free") {
            previous.and_then(|(_, before)| named(before))
        } else if previous.is_some_and(|(_, before)| before.eq_ignore_ascii_case("non")) {
            named(word)
        } else if word.eq_ignore_ascii_case("eggless") {
            Some(SignalSet::of(&[S::Egg]))
        } else if BASES.iter().any(|base| word.eq_ignore_ascii_case(base)) {
            Some(SignalSet::of(&[S::Meat]))
        } else {
            None
        };
        if let Some(product) = product {
            found.push((span, product));
        }
        previous = Some((at, word));
    }
    found
}

/// Builds this module's word sets now rather than at their first look-up
/// (`crate::lexicon::warm_up`).
pub(crate) fn build_word_sets() {
    for set in [
        &BINDING_SET,
        &MADE_IN_VERB_SET,
        &MADE_IN_BASE_SET,
        &CONTRAST_SET,
        &CONTACT_SET,
        &PLANT_HEAD_SET,
        &PLANT_SOURCE_SET,
        &OTHER_DINER_SET,
        &FILLER_SET,
        &REQUEST_VERB_SET,
        &REPORTING_VERB_SET,
        &KIND_NOTE_OPENER_SET,
        &KIND_NOTE_COPULA_SET,
        &PRONOUN_SET,
        &PRONOUN_PREPOSITION_SET,
        &NAMED_BASE_SET,
        &DINER_CLAUSE_BASE_SET,
        &ELSEWHERE_SET,
        &SENT_ELSEWHERE_LINK_SET,
        &COOKING_EQUIPMENT_SET,
        &BACK_REFERENCE_SET,
        &OWN_SET,
        &STEEPING_WORD_SET,
        &STEEPING_VERB_SET,
        &ALLERGEN_WORD_SET,
    ] {
        set.build_now();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn signals(text: &str) -> SignalSet {
        read_text(text, &mut Scratch::default()).signals
    }

    #[test]
    fn a_plant_food_before_what_a_dish_is_cooked_in_makes_no_plant_version() {
        for text in [
            "tempeh shrimp paste fried rice",
            "tofu chicken stock noodle soup",
            "seitan pork broth",
            "soy fish sauce wings",
            "jackfruit anchovy sambal",
        ] {
            assert!(signals(text).any(ANIMAL), "{text}");
        }
        for text in [
            "tempeh bacon",
            "tofu chicken",
            "seitan steak frites",
            "soy chorizo",
            "jackfruit carnitas",
        ] {
            assert!(!signals(text).any(ANIMAL), "{text}");
        }
    }

    #[test]
    fn the_fat_of_the_fat_tailed_sheep_is_meat_by_its_names() {
        for text in [
            "rice cooked in sheep's-tail fat",
            "fried in sheep\u{2019}s tail fat",
            "sheep tail fat",
            "fat-tail melted in the kazan",
            "a little tail fat",
            "dumba fat",
            "kuyruk yağı",
            "donbeh",
            "на курдючном жире",
        ] {
            assert!(signals(text).has(S::Meat), "{text}");
        }
        for text in ["sheep's milk yogurt", "a fat slice of cake", "sheep cheese"] {
            assert!(!signals(text).has(S::Meat), "{text}");
        }
    }

    #[test]
    fn a_product_is_scare_quoted_only_between_quotes() {
        let quoted = |text: &str, word: &str| {
            let start = text.find(word).unwrap();
            scare_quoted(text, start, start + word.len())
        };
        assert!(quoted("mushroom \"oyster\" sauce", "oyster"));
        assert!(quoted("the 'chicken' nuggets", "chicken"));
        assert!(quoted("the \u{201c}chicken\u{201d} nuggets", "chicken"));
        assert!(quoted("the \u{2018}chickens\u{2019} here", "chicken"));
        assert!(!quoted("chicken nuggets", "chicken"));
        assert!(!quoted("the chicken\" nuggets", "chicken"));
        assert!(!quoted("the (chicken) nuggets", "chicken"));
        assert!(!quoted("the \u{e9}chicken\" nuggets", "chicken"));
    }

    #[test]
    fn a_removal_is_asked_exactly_where_a_word_is_a_removal_word() {
        for text in [
            "If you're vegan, ask us to leave the house sauce off",
            "Strict vegans should SKIP the glaze.",
            "sub tofu; hold the mayo",
            "Vegans: order it without cheese",
            "substitute oat milk",
            "we'll remove it, or omit it, minus the egg",
            "have it instead",
            "swap—the bun",
            "leaves, holding, subs, removed, skipping, withouts",
            "skipp, hol, sub-par, ski, instead'",
            "crème sans beurre, leave",
            "",
            "if you avoid pork",
        ] {
            let by_words =
                words(text).any(|word| REMOVALS.iter().any(|w| word.eq_ignore_ascii_case(w)));
            assert_eq!(asks_removal(text.as_bytes()), by_words, "{text}");
        }
        for word in REMOVALS {
            assert!(is_removal(word.as_bytes()), "{word}");
            assert!(is_removal(word.to_ascii_uppercase().as_bytes()), "{word}");
            assert!(!is_removal(format!("{word}s").as_bytes()), "{word}");
        }
    }

    #[test]
    fn a_denial_of_what_was_denied_or_of_contact_leaves_the_claim_certain() {
        let read = |text: &str| {
            let mut scratch = Scratch::new();
            scratch.statement = true;
            read_text(text, &mut scratch).signals
        };
        for text in [
            "We are an all-vegan bakery: no butter, no eggs, and we have never stocked either of them.",
            "Our kitchen is 100% vegan: no lard or ghee, and we never buy those.",
            "We're fully vegan, so there's nothing for our vegan dishes to come into contact with.",
        ] {
            assert!(read(text).has(S::FullyVegan), "{text}");
        }
        for text in [
            // A pronoun with nothing denied before it, or more after it.
            "We're fully vegan and we never use them.",
            "We're fully vegan: no butter, and we never use them in the curry.",
        ] {
            assert!(!read(text).has(S::FullyVegan), "{text}");
        }
        // A "nothing" that denies what is eaten, or names no food, still
        // leaves the sentence uncertain.
        for text in [
            "We're fully vegan, so there is nothing for the kids to eat.",
            "We're fully vegan, so there is nothing to touch.",
        ] {
            assert!(!read(text).has(S::FullyVegan), "{text}");
        }
    }

    #[test]
    fn a_diner_denying_their_own_diet_denies_nothing_of_the_food() {
        for text in [
            "I'm not vegan, and the tofu bowl won me over.",
            "We are not even vegetarian but would come back.",
            "im not vegan lol",
        ] {
            let read = signals(text);
            assert!(!read.any(set(&[S::NoVegan, S::NoVegetarian])), "{text}");
        }
        for text in [
            "The tofu bowl is not vegan.",
            "Pretty sure it's not vegan.",
            "They're not vegan here, whatever the sign says.",
        ] {
            assert!(
                signals(text).any(set(&[S::NoVegan, S::NoVegetarian])),
                "{text}"
            );
        }
        // The restaurant's own "we're not vegan" is its food's.
        let mut scratch = Scratch::new();
        scratch.statement = true;
        assert!(
            read_text("We're not vegan.", &mut scratch)
                .signals
                .has(S::NoVegan)
        );
    }

    #[test]
    fn cuts_of_a_product_said_to_be_a_plant_are_its_plant_make() {
        for text in [
            "The pork strips are seitan.",
            "the chicken pieces are tofu and really tasty",
            "Those bacon crumbles are coconut, wild.",
        ] {
            assert!(!signals(text).any(ANIMAL), "{text:?}");
        }
        for text in [
            "The pork strips are seitan and pork fat.",
            "the chicken pieces are huge",
            "The pork strips are crispy and seitan is on the side.",
        ] {
            assert!(signals(text).any(ANIMAL), "{text:?}");
        }
    }

    #[test]
    fn a_product_said_to_be_or_use_a_plant_is_its_plant_make() {
        for text in [
            "mango, coconut yogurt base (our only yogurt is coconut), agave",
            "oat milk (all our milk teas use Oatly, no dairy in the shop)",
            "the milk is oat milk.",
            "our cheese is cashew - aged in-house",
        ] {
            assert!(!signals(text).has(S::Dairy), "{text:?}");
        }
        for text in [
            "our only yogurt is Greek",
            "our yogurt is coconut-flavored",
            "the milk is oat milk and cream",
            "our butter chicken is tofu",
            "our yogurt is not coconut",
            "all our milk teas use whole milk, oat milk +$0.75",
        ] {
            assert!(signals(text).has(S::Dairy), "{text:?}");
        }
    }

    #[test]
    fn a_quoted_version_of_a_dish_is_made_with_its_products() {
        // A quote naming the version or style the dish is made in holds
        // what that version holds.
        for text in [
            "steamed bean pudding in uma leaves, the full 'seven lives' version",
            "moi moi, 'seven lives' style",
            "moi moi the 'elemi meje' way",
        ] {
            assert!(signals(text).has(S::Egg), "{text}");
        }
        // A quoted product is still a stand-in, styled or not.
        for text in [
            "smashed chickpea 'tuna', celery, dill",
            "\"chicken\"-style seitan, fried",
            "mushroom \"oyster\" sauce",
        ] {
            assert!(!signals(text).any(ANIMAL), "{text}");
        }
        assert!(names_a_version(" version"));
        assert!(names_a_version("-style."));
        assert!(!names_a_version("-style seitan"));
        assert!(!names_a_version(", celery"));
    }

    #[test]
    fn a_croissant_served_as_a_dishs_bread_is_butter_unless_named_plant() {
        for text in [
            "smashed chickpeas, celery, dill, on a croissant",
            "Avocado Croissant Sandwich",
            "tofu scramble on a croissant laminated with cultured butter",
        ] {
            assert!(signals(text).has(S::Dairy), "{text}");
        }
        for text in [
            "tofu scramble, spinach, on a croissant laminated with plant butter",
            "smashed chickpeas, on a vegan croissant",
            "on a croissant made with vegan butter",
            // A croissant that is no dish's bread.
            "Our croissants come from a partner bakery down the road.",
        ] {
            assert!(!signals(text).has(S::Dairy), "{text}");
        }
        // Only the croissant's butter is freed by it: a brioche's milk and
        // egg, a cheese, stay.
        let brioche = signals("on brioche made with vegan butter");
        assert!(brioche.has(S::Egg) && brioche.has(S::Dairy));
        assert!(signals("halloumi baked with olive oil").has(S::Dairy));
        assert!(fat_named_plant_after(" made with margarine", 0, 20));
        assert!(!fat_named_plant_after(
            " laminated with cultured butter",
            0,
            31
        ));
    }

    #[test]
    fn a_rennet_not_from_an_animal_sets_no_gelatin() {
        for text in [
            "cheese (vegetable rennet)",
            "cheeses made with vegetable rennet",
            "aged gouda, microbial rennet",
            "Our cheeses use non-animal rennet.",
        ] {
            let read = signals(text);
            assert!(!read.has(S::Gelatin), "{text}: {read:?}");
            assert!(
                read.has(S::Dairy) || text.contains("non-animal"),
                "{text}: {read:?}"
            );
        }
        for text in [
            "cheese (animal rennet)",
            "parmigiano, made with rennet",
            "pecorino, traditional rennet",
            "vegetables, cheese with rennet",
        ] {
            let read = signals(text);
            assert!(read.has(S::Gelatin), "{text}: {read:?}");
        }
    }

    #[test]
    fn a_sauce_of_a_plant_base_is_its_plant_make() {
        for text in [
            "king oyster, smoked celeriac, beurre blanc of cultured cashew · beet",
            "a cheese of almond, honeyless fig jam",
            "cream of coconut",
        ] {
            let read = signals(text);
            assert!(!read.has(S::Dairy), "{text}: {read:?}");
        }
        for text in [
            "cream of mushroom",
            "cream of almond soup",
            "cheese of cashew and cow's milk",
            "beurre blanc of lobster",
            "butter of the day",
            "beurre blanc of fresh cream, cashew",
        ] {
            let read = signals(text);
            assert!(read.has(S::Dairy), "{text}: {read:?}");
        }
    }

    #[test]
    fn a_king_oyster_is_a_mushroom_and_a_nut_beurre_blanc_is_plant() {
        for (text, animal) in [
            ("king oyster 'scallop', smoked celeriac", S::Shellfish),
            ("grilled king oysters, chimichurri", S::Shellfish),
            ("The cashew beurre blanc was unreal.", S::Dairy),
        ] {
            let read = signals(text);
            assert!(!read.has(animal), "{text}: {read:?}");
        }
        for (text, animal) in [
            ("king crab, oysters on the half shell", S::Shellfish),
            ("seared scallops, king oyster, beurre blanc", S::Shellfish),
            ("seared scallops, king oyster, beurre blanc", S::Dairy),
            ("cashew-crusted halibut, beurre blanc", S::Dairy),
        ] {
            let read = signals(text);
            assert!(read.has(animal), "{text}: {read:?}");
        }
    }

    #[test]
    fn chay_after_a_dish_or_sauce_names_its_vegetarian_make() {
        for text in [
            "crispy turmeric crêpe, tofu, nước chấm chay",
            "nuoc cham chay (soy-lime)",
            "Bò Kho Chay: lemongrass stew, tofu",
            "Bún Bò Huế Chay (VG)",
            "Phở Gà Chay",
        ] {
            let read = signals(text);
            assert!(!read.any(ANIMAL), "{text}: {read:?}");
        }
        // Plain, set apart by a comma or in another sentence, or the
        // accented "cháy" and "chayote": the animal product stays.
        for text in [
            "crispy turmeric crêpe, tofu, nước chấm",
            "nuoc mam on the side",
            "nước chấm, chay options on request",
            "Bún Bò Huế. Chay on request.",
            "bò kho chay available",
            "bò kho or chay tofu",
            "beef pho, chicken pho, chay pho",
            "pork belly Chay's way",
            "cơm gà cháy tỏi",
            "shrimp chayote stir-fry",
        ] {
            let read = signals(text);
            assert!(read.any(ANIMAL), "{text}: {read:?}");
        }
    }

    #[test]
    fn chay_closing_a_longer_dish_name_names_its_vegetarian_make() {
        // Up to four words of the name between the meat and a closing
        // "chay", a "mặn ngọt" (salty-sweet) taste among them.
        for text in [
            "Mực Xào Sa Tế Chay (VG)",
            "Vịt Nấu Chao Cay Chay: chao, khoai môn",
            "Sườn Non Ram Mặn Ngọt Chay",
            "Bò Lúc Lắc Tiêu Đen Chay",
        ] {
            let read = signals(text);
            assert!(!read.any(ANIMAL), "{text}: {read:?}");
        }
        // "Chay" going on into the sentence after a long name, parted by a
        // joining word, or the name marked "mặn" (the meat make): the meat
        // stays.
        for text in [
            "vịt nấu chao cay chay ngon lắm",
            "Mực Xào Sa Tế Và Đậu Hũ Chay",
            "mực nướng ngon mà đồ chay cũng ngon",
            "Bò Lúc Lắc Mặn Chay",
        ] {
            let read = signals(text);
            assert!(read.any(ANIMAL), "{text}: {read:?}");
        }
    }

    #[test]
    fn a_birds_egg_in_vietnamese_is_egg_not_its_meat() {
        for text in ["Bánh bông lan: trứng vịt, bột mì", "chè trứng gà"] {
            let read = signals(text);
            assert!(read.has(S::Egg) && !read.has(S::Meat), "{text}: {read:?}");
        }
        let read = signals("cơm gà, trứng ốp la");
        assert!(read.has(S::Egg) && read.has(S::Meat), "{read:?}");
    }

    #[test]
    fn a_product_said_made_from_plants_in_vietnamese_is_its_plant_make() {
        for text in [
            "bò, vịt chay làm từ mì căn và nấm",
            "Chả cá chay làm bằng đậu hũ",
        ] {
            let read = signals(text);
            assert!(!read.any(ANIMAL), "{text}: {read:?}");
        }
        // Made "with" plants, or made from an animal: the product stays.
        for text in ["vịt làm với nấm", "chả làm từ cá thu"] {
            let read = signals(text);
            assert!(read.any(ANIMAL), "{text}: {read:?}");
        }
    }

    #[test]
    fn a_food_emoji_after_its_plant_make_pictures_that_make() {
        // The restaurant's own words.
        let stated = |text: &str| {
            let mut scratch = Scratch {
                statement: true,
                ..Scratch::default()
            };
            read_text(text, &mut scratch).signals
        };
        for text in [
            "Our mock fish fillets are back 🐟🐟",
            "今日特餐：素鰻魚飯 🐟 蒟蒻做的",
            "vegan chicken nuggets 🐔 on special",
        ] {
            let read = stated(text);
            assert!(!read.any(ANIMAL), "{text}: {read:?}");
        }
        // Before the words, beside the real animal, of another animal,
        // said to be the real thing, with no words naming a plant make, or
        // in a diner's words: the emoji is the animal.
        for text in [
            "Vegan cheeseburger, now with real 🧀",
            "🐟 mock fish fillets are back",
            "Fresh salmon and mock fish today 🐟",
            "mock chicken and 🐟 today",
            "Fish tacos are back 🐟",
            "Catch of the day 🐟",
        ] {
            let read = stated(text);
            assert!(read.any(ANIMAL), "{text}: {read:?}");
        }
        let read = signals("the mock fish was great 🐟");
        assert!(read.any(ANIMAL), "{read:?}");
    }

    #[test]
    fn a_vegetarian_restaurant_in_chinese_or_vietnamese_is_the_whole_place() {
        for text in [
            "我們是素食餐厅，請放心",
            "Quán chay 100% từ năm 2015",
            "nhà hàng chay ở quận 3",
        ] {
            let read = signals(text);
            assert!(read.has(S::FullyVegetarian), "{text}: {read:?}");
        }
        for text in ["quán có món chay", "我們有素食菜單"] {
            let read = signals(text);
            assert!(!read.has(S::FullyVegetarian), "{text}: {read:?}");
        }
    }

    #[test]
    fn a_kitchen_that_never_cooked_a_product_in_vietnamese_denies_it() {
        for text in [
            "Từ ngày mở quán, bếp chưa từng nấu thịt hay cá.",
            "Chúng tôi không bao giờ dùng mỡ heo.",
        ] {
            let read = signals(text);
            assert!(!read.any(ANIMAL), "{text}: {read:?}");
        }
        for text in ["Bếp nấu thịt và cá mỗi ngày.", "Chúng tôi dùng mỡ heo."] {
            let read = signals(text);
            assert!(read.any(ANIMAL), "{text}: {read:?}");
        }
    }

    #[test]
    fn woks_and_pots_of_the_diets_own_are_dedicated_preparation() {
        for text in [
            "The vegan dishes have their own woks and ladles.",
            "純素料理使用專用的鍋，不與葷食共用",
            "We keep dedicated woks for the tofu dishes.",
        ] {
            let read = signals(text);
            assert!(read.has(S::DedicatedPrep), "{text}: {read:?}");
        }
        for text in [
            "We have no separate woks.",
            "Everything goes in the same wok.",
            "Do you have a separate wok for vegan food?",
            "Q: Do the vegan dishes get their own fryer?",
        ] {
            let read = signals(text);
            assert!(!read.has(S::DedicatedPrep), "{text}: {read:?}");
        }
    }

    #[test]
    fn dedicated_equipment_pointed_back_to_for_animal_food_is_shared() {
        for text in [
            "The tofu gets its own pans, though the cooks fry bacon in them on Sundays.",
            "Dedicated fryer for the chips, but the fish fillets also go in there when it's busy.",
            "Veggie skewers have a separate grill; at weekends we put the lamb on it as well.",
            "We keep separate woks for the vegan menu. But the prawn noodles get tossed in those woks too.",
        ] {
            let read = signals(text);
            assert!(!read.has(S::DedicatedPrep), "{text}: {read:?}");
            assert!(read.has(S::SharedSurface), "{text}: {read:?}");
        }
        // A frequency hedge on the claim leaves it a habit, not a rule.
        for text in [
            "We normally cook the vegan curries in separate pans.",
            "The vegan patties go on a separate grill most of the time.",
        ] {
            let read = signals(text);
            assert!(!read.has(S::DedicatedPrep), "{text}: {read:?}");
        }
        // Pointed back to with the animal food denied, or with none named,
        // or other equipment of the animal food's own: still dedicated.
        for text in [
            "The tofu gets its own pans, and those pans never see bacon.",
            "Dedicated fryer for the chips; the fish has its own one.",
            "Veggie skewers have a separate grill, but it is tiny, so be patient.",
        ] {
            let read = signals(text);
            assert!(read.has(S::DedicatedPrep), "{text}: {read:?}");
        }
    }

    #[test]
    fn one_tool_cooking_animal_food_and_other_food_is_shared() {
        for text in [
            "Our tandoor cooks the chicken and the tofu tikka.",
            "The salamander does the cheese toasties and the mushrooms.",
            "We fry the calamari and the chips in the big fryer.",
            "The lamb and the aubergine are both roasted in our oven.",
        ] {
            let read = signals(text);
            assert!(read.has(S::SharedSurface), "{text}: {read:?}");
        }
        for text in [
            "Our tandoor cooks the tofu tikka and the aloo.",
            "Our tandoor cooks the chicken tikka and the lamb chops.",
            "The grill does the steaks, but the tofu goes in a pan of its own.",
        ] {
            let read = signals(text);
            assert!(!read.has(S::SharedSurface), "{text}: {read:?}");
        }
    }

    #[test]
    fn an_exception_on_equipment_kept_apart_leaves_the_item_shared() {
        for text in [
            "Our chopping boards are colour coded, except for the big one.",
            "All our pans are separate, other than the wok.",
        ] {
            let read = signals(text);
            assert!(read.has(S::SharedSurface), "{text}: {read:?}");
            assert!(!read.has(S::DedicatedPrep), "{text}: {read:?}");
        }
        for text in [
            "Our chopping boards are colour coded, with green for vegan.",
            "Everything is vegan except the honey cake.",
        ] {
            let read = signals(text);
            assert!(!read.has(S::SharedSurface), "{text}: {read:?}");
        }
    }

    #[test]
    fn dedicated_equipment_pointed_back_to_in_the_next_sentence_is_shared() {
        for text in [
            "They have their own grill. At rush hour the chicken goes on it too.",
            "The vegan burgers have a dedicated fryer. Sometimes the nuggets end up in it as well.",
            "Separate fryer for the falafel. On match days the wings go in there too.",
            "Di fish have fi-dem own fryer, but di chicken go inna it too.",
            "Di fish have fi-dem own fryer, but di chicken go inna dem too.",
            "Di fish have fi-dem own grill. Di pork go pon deh too when it busy.",
        ] {
            let read = signals(text);
            assert!(!read.has(S::DedicatedPrep), "{text}: {read:?}");
            assert!(read.has(S::SharedSurface), "{text}: {read:?}");
        }
        // A next sentence pointing back with no animal food, sending it to
        // other equipment, a sentence between, or a patois claim of the
        // meat's own equipment ("fi him own", its own): still dedicated.
        for text in [
            "They have their own grill. At rush hour it gets busy.",
            "Own fryer for the fish. The chicken goes in the other one.",
            "Di fish have dem own fryer, di chicken have fi him own too.",
            "Di fish have fi-dem own fryer, dem fry di chicken separate.",
        ] {
            let read = signals(text);
            assert!(read.has(S::DedicatedPrep), "{text}: {read:?}");
            assert!(!read.has(S::SharedSurface), "{text}: {read:?}");
        }
    }

    #[test]
    fn equipment_kept_to_plants_is_dedicated_preparation() {
        for text in [
            "Every pot, wok and fryer is plant-only.",
            "Our fryers are plant-only.",
            "All our pots and pans are veg-only, always.",
        ] {
            let read = signals(text);
            assert!(read.has(S::DedicatedPrep), "{text}: {read:?}");
        }
        // Said of food or of oil, or denied, or beside something else in
        // the subject, it dedicates no equipment.
        for text in [
            "The broth is plant-only.",
            "Our fryer oil is plant-only.",
            "Not every pot is plant-only.",
            "Every pot and the chicken station is plant-only.",
            "Our fryer is plant-only on Mondays.",
            "The kitchen is plant-only? Ask us.",
            "ベジタリアン",
        ] {
            let read = signals(text);
            assert!(!read.has(S::DedicatedPrep), "{text}: {read:?}");
        }
    }

    #[test]
    fn a_grid_and_tongs_of_their_own_are_dedicated_preparation() {
        for text in [
            "Veg braaied on its own grid with its own tongs",
            "Mushrooms go on a separate grid over the coals.",
            "The vegetables have their own braai.",
            "We keep separate tongs for the veggie skewers.",
        ] {
            let read = signals(text);
            assert!(read.has(S::DedicatedPrep), "{text}: {read:?}");
        }
        // Shared, or denied, they dedicate nothing.
        for text in [
            "The mielies go on the same grid as the wors.",
            "We have no separate tongs.",
        ] {
            let read = signals(text);
            assert!(!read.has(S::DedicatedPrep), "{text}: {read:?}");
        }
        let read = signals("The mielies go on the same braai grid as the wors.");
        assert!(
            read.has(S::SharedGrill) || read.has(S::SharedSurface),
            "{read:?}"
        );
    }

    #[test]
    fn dedicated_equipment_keeps_out_the_products_it_lists() {
        let mut scratch = Scratch::default();
        for text in [
            "We run a separate fryer only for fries and veg - no meat, fish, or anything with egg or dairy ever goes in it.",
            "own fryer, own grill, own pans, own everything - meat, dairy and eggs never go near it",
            "All vegan orders are made on a separate line - their own grill, fryer, toaster, boards and knives, used for nothing else.",
        ] {
            let read = read_text(text, &mut scratch);
            assert!(read.signals.has(S::DedicatedPrep), "{text}: {read:?}");
            assert!(!read.signals.any(SHARED), "{text}: {read:?}");
            assert!(
                scratch.mentions.iter().all(|m| m.signals.is_empty()),
                "{text}: {:?}",
                scratch.mentions
            );
        }
        // A product not listed right before the phrase, or a list no
        // denial opens before "ever", is not kept out.
        read_text(
            "Our fries are cooked in beef tallow, and it ever goes in the fryer",
            &mut scratch,
        );
        assert!(scratch.mentions.iter().any(|m| m.signals.has(S::Meat)));
        read_text(
            "We cook bacon but it never goes near the vegan grill.",
            &mut scratch,
        );
        assert!(scratch.mentions.iter().any(|m| m.signals.has(S::Pork)));
        read_text(
            "Meat and fish are cooked in a different room.",
            &mut scratch,
        );
        assert!(scratch.mentions.iter().all(|m| m.signals.is_empty()));
        // Equipment only the plants of a whole-vegan place share.
        assert!(
            !signals("Everything hits the same flat-top here - tofu, tempeh, smash patties - and that's fine, it's all plants")
                .any(SHARED)
        );
        assert!(
            signals("We use the same grill for the chicken, but the rest is all vegan.")
                .any(SHARED)
        );
        // A question left unanswered, or answered yes, still shares.
        assert!(signals("Is the fryer shared with the chicken?").any(SHARED));
        assert!(signals("Q: Is the fryer shared?\nA: Yes, with the fish.").any(SHARED));
        assert!(!signals("Q: Is the fryer shared?\nA: No.").any(SHARED));
        assert!(
            !signals("Q: Is the vegan fryer shared?\nA: No. The vegan fryer only ever sees fries, tofu and veg.")
                .any(SHARED)
        );
    }

    #[test]
    fn a_product_served_on_the_side_only_on_request_is_not_in_the_food() {
        let mut scratch = Scratch::default();
        for text in [
            "(VG) Vegan: our hummus is chickpeas, tahini, lemon, garlic and salt, nothing else. Egg is served on the side only when you ask for it",
            "Eggs and cheese are served on the side on request.",
            "The vegan bowl comes with egg, served on the side only if you ask.",
        ] {
            read_text(text, &mut scratch);
            assert!(
                scratch.mentions.iter().all(|m| m.signals.is_empty()),
                "{text}: {:?}",
                scratch.mentions
            );
        }
        // On the side as a matter of course, or a product of the food
        // named before the side, is still served.
        for (text, product) in [
            ("Egg is served on the side.", S::Egg),
            (
                "The hummus is made with egg yolk, and extra egg is served on the side on request.",
                S::Egg,
            ),
            ("Bacon is served on the side with every plate.", S::Pork),
        ] {
            read_text(text, &mut scratch);
            assert!(
                scratch.mentions.iter().any(|m| m.signals.has(product)),
                "{text}: {:?}",
                scratch.mentions
            );
        }
    }

    #[test]
    fn boiling_and_toasting_equipment_is_shared_equipment() {
        // A kettle, steamer or press that also takes animal food.
        for shared in [
            "The bakery steams its pork buns in the same steamer before our dumplings.",
            "Our noodles are cooked in the same kettle as the wonton soup.",
            "We share a toaster with the café next door.",
            "The butcher's dumplings boil in the same kettle before ours.",
        ] {
            assert!(signals(shared).any(SHARED), "{shared}");
        }
        for apart in [
            "Tea is made with water from the kettle.",
            "A press of fresh apple juice with every brunch.",
            "Pressed tofu, ginger and scallions.",
            "We toast the bread in a toaster.",
        ] {
            assert!(!signals(apart).any(SHARED), "{apart}");
        }
    }

    #[test]
    fn equipment_used_off_hours_for_animal_food_is_shared() {
        // Outside the service, with an animal product named: the equipment
        // also cooks it, though no sharing word is said.
        for shared in [
            "After hours the cooks grill their own burgers on the flat top.",
            "The crew make their staff meal of bacon and eggs on the griddle.",
            "Sometimes the bakers fry chicken in the fryer after closing.",
        ] {
            assert!(signals(shared).any(SHARED), "{shared}");
        }
        for apart in [
            "We scrub the griddle after close every night.",
            "After hours the cooks grill vegetables for their staff meal on the flat top.",
            "The staff eat their own lunch in the park.",
        ] {
            assert!(!signals(apart).any(SHARED), "{apart}");
        }
    }

    #[test]
    fn a_denial_turned_round_keeps_the_product() {
        for text in [
            "We'd be lying if we told you there's no chicken stock in it.",
            "Nobody here would ever tell you our vegan tamales are lard-free.",
            "Who'd make a carbonara without egg yolks?",
            "It wouldn't be our mac without the aged cheddar.",
        ] {
            assert!(signals(text).any(ANIMAL), "{text}");
        }
        // Left off on request, the product is asked away, not kept.
        assert!(signals("Ask for it without the cheddar.").has(S::VeganAdaptable));
        for text in [
            "No butter, no cream, just olive oil.",
            "Made without eggs or dairy.",
        ] {
            assert!(!signals(text).any(ANIMAL), "{text}");
        }
    }

    #[test]
    fn a_sentence_going_on_after_an_ellipsis_speaks_of_the_meat_free_food() {
        let mut scratch = Scratch::new();
        let mut tied = |text: &str| {
            read_text(text, &mut scratch);
            scratch
                .mentions
                .iter()
                .any(|m| m.signals.has(S::Shellfish) && m.tied)
        };
        assert!(tied(
            "ordered the vegan dumplings ... got shrimp ones ??? twice now"
        ));
        assert!(tied(
            "ordered the vegan dumplings… got shrimp ones, twice now"
        ));
        // A full stop, or another diner's plate.
        assert!(!tied(
            "ordered the vegan dumplings. The shrimp ones looked good."
        ));
        assert!(!tied(
            "loved the vegan dumplings... my husband had the shrimp ones."
        ));
        // A restaurant listing what it serves.
        let mut scratch = Scratch::new();
        scratch.statement = true;
        read_text(
            "Vegan dumplings daily... and the best shrimp in town.",
            &mut scratch,
        );
        assert!(!scratch.mentions.iter().any(|m| m.tied));
    }

    #[test]
    fn a_statement_that_the_product_is_plant_made_names_its_plant_version() {
        let read = |text: &str, statement: bool| {
            let mut scratch = Scratch::new();
            scratch.statement = statement;
            read_text(text, &mut scratch).signals.intersection(ANIMAL)
        };
        for text in [
            "Our cheese is vegan.",
            "The milk in your latte is vegan.",
            "Every single thing we serve, from the toast to the milk in your latte, is made without animal products.",
            "The butter we use is 100% plant-based.",
            "Our mayo is egg-free and dairy-free.",
            // A list of products shares the copula.
            "Each bacon, sausage, cheddar and yolk on the plate is plant-based.",
            "All the ham, brie or cream in our kitchen is vegan.",
        ] {
            assert!(read(text, true).is_empty(), "{text}");
        }
        for text in [
            // Across a joining word, denied, hedged, qualified, asked.
            "We use real butter, and everything else is vegan.",
            "Our cheese is not vegan.",
            "The cheese is vegan on request.",
            "The cheese is vegan-friendly.",
            "Is the cheese vegan?",
            "Butter is vegan now?",
            // A claim that rules out another product.
            "Our mayo is dairy-free.",
            "Our cheddar, honey and bacon are dairy-free.",
            // A list broken by a joining word that leads to no product.
            "We use ham and cheese, and everything else is vegan.",
            "Our ham and everything else is vegan.",
        ] {
            assert!(!read(text, true).is_empty(), "{text}");
        }
        // A diner's "the cheese is vegan" is read as before: a tie.
        assert!(!read("the cheese is vegan lol", false).is_empty());
    }

    #[test]
    fn food_others_cook_on_shared_equipment_or_one_line_only_touches_it() {
        let mut scratch = Scratch::new();
        scratch.statement = true;
        for text in [
            "It's cooked on the grill at your table, so if your group is also grilling meat it's the same grill plate.",
            "All bowls are built on one serving line where chicken, steak, salmon, cheese and egg are handled.",
            "All bowls are made on the same line as the chicken, steak and cheese.",
        ] {
            let signals = read_text(text, &mut scratch).signals;
            assert!(!signals.any(ANIMAL), "{text}");
            assert!(signals.any(SHARED), "{text}");
        }
        for text in [
            // What is done to the dish after the shared equipment.
            "Our vegan bowls are cooked in the same pan and topped with cheese.",
            "The vegan bowl is made in the same kitchen and finished with butter.",
            // No shared equipment: the meat is named, not placed.
            "If your group is also grilling meat, the vegan set comes on its own plate with the meat.",
            // Not what others cook: an ingredient.
            "The vegan bowl is built on one serving line and topped with cheese.",
        ] {
            assert!(read_text(text, &mut scratch).signals.any(ANIMAL), "{text}");
        }
    }

    #[test]
    fn food_beside_the_equipment_of_a_menu_line_shares_it() {
        let read = |text: &str| {
            let mut scratch = Scratch::new();
            scratch.menu_text = true;
            read_text(text, &mut scratch).signals
        };
        for text in [
            "shredded potatoes, canola oil, crisped on the flat top next to the bacon",
            "plant-based frank, grilled on the roller grill next to the all-beef franks, mustard",
            "seared on the plancha beside the chorizo",
        ] {
            let signals = read(text);
            assert!(!signals.any(ANIMAL), "{text}");
            assert!(signals.has(S::SharedSurface), "{text}");
        }
        for text in [
            // Served beside: on the plate.
            "hash browns, served next to a fried egg",
            "tofu, rice, alongside the bacon",
            "grilled tofu, next to the bacon",
            "crisped on the flat top with bacon",
        ] {
            assert!(read(text).any(ANIMAL), "{text}");
        }
    }

    #[test]
    fn one_pot_of_broth_is_one_broth() {
        let mut scratch = Scratch::new();
        read_text(
            "Our vegan pho is their pho chay, poured from the same pot as the regular broth.",
            &mut scratch,
        );
        assert!(
            scratch
                .mentions
                .iter()
                .any(|m| m.signals.has(S::Meat) && m.tied)
        );
        read_text(
            "Our vegan pho has its own pot, never the same pot as the regular broth.",
            &mut scratch,
        );
        assert!(scratch.mentions.iter().all(|m| m.signals.is_empty()));
        read_text(
            "Since last week the shoyu ramen is on our new house broth - the same pot as the tonkotsu.",
            &mut scratch,
        );
        assert!(
            scratch
                .mentions
                .iter()
                .any(|m| m.signals.has(S::Pork) && m.tied)
        );
        // Oil and a grill share what touches them, not the food itself.
        for contact in [
            "Our fries go in the same oil as the shrimp.",
            "The tofu is cooked on the same grill as the steaks.",
            // A pot that holds no broth shares no broth.
            "The vegan dumplings are boiled in the same pot as the pork ones.",
        ] {
            read_text(contact, &mut scratch);
            assert!(
                scratch.mentions.iter().all(|m| m.signals.is_empty()),
                "{contact}: {:?}",
                scratch.mentions
            );
        }
    }

    #[test]
    fn food_cooked_beneath_a_meat_takes_its_drippings() {
        for (text, product) in [
            (
                "Crispy spuds - they cook them under the pork cheeks.",
                S::Pork,
            ),
            (
                "Our parsnips are done on the bottom shelf below the duck.",
                S::Meat,
            ),
            (
                "The carrots sit underneath the turning chickens all service.",
                S::Meat,
            ),
            ("We bake the squash beneath a whole salmon.", S::Fish),
            ("Las patatas se asan debajo del cordero.", S::Meat),
            ("Les légumes cuisent sous le poulet.", S::Meat),
            // A word for the roasting meat that names no product.
            ("The leeks roast under the birds till soft.", S::Meat),
            ("Roasties crisp up under the slow-roast beef rib.", S::Meat),
        ] {
            assert!(ties(text, product), "{text}");
        }
        for (text, product) in [
            // No cooking, no meat beneath, or the meat is the dish itself.
            ("I sat under the heater and had the lamb shank.", S::Meat),
            ("The lamb comes under a blanket of gremolata.", S::Meat),
            (
                "The lamb is roasted under a herb crust with the chicken jus.",
                S::Meat,
            ),
            ("The lamb is priced under $20.", S::Meat),
            (
                "The halloumi is grilled under the salamander, well away from the pork.",
                S::Pork,
            ),
            ("The sous chef cooked the duck.", S::Meat),
        ] {
            assert!(!ties(text, product), "{text}");
        }
    }

    #[test]
    fn the_word_sets_of_listed_words_answer_as_their_lists_do() {
        let sets: [(&WordSet, &[&str]); 9] = [
            (&PRONOUN_SET, PRONOUNS),
            (&PRONOUN_PREPOSITION_SET, PRONOUN_PREPOSITIONS),
            (&NAMED_BASE_SET, NAMED_BASES),
            (&DINER_CLAUSE_BASE_SET, DINER_CLAUSE_BASES),
            (&ELSEWHERE_SET, ELSEWHERE),
            (&SENT_ELSEWHERE_LINK_SET, SENT_ELSEWHERE_LINKS),
            (&COOKING_EQUIPMENT_SET, COOKING_EQUIPMENT),
            (&BACK_REFERENCE_SET, BACK_REFERENCES),
            (&OWN_SET, OWN),
        ];
        let text = "It's IN the Broth, they said; our own grill (la plancha) goes \
                    separately to another OVEN & it’s that sauce, drippings on Bones \
                    with Séparément sartén roštilj propia whose gravy";
        for (set, list) in sets {
            // A word set folds the ASCII case of the word asked only, as
            // `is_one_of` does when the listed words are lower case; a
            // long word is looked up in a buffer of 24 bytes.
            for word in list {
                assert_eq!(*word, word.to_ascii_lowercase(), "{word}");
                assert!(word.len() <= 24, "{word}");
            }
            let upper: Vec<String> = list.iter().map(|w| w.to_ascii_uppercase()).collect();
            let asked = words(text)
                .chain(list.iter().copied())
                .chain(upper.iter().map(String::as_str))
                .chain(["", "a", "itself", "ovens'"]);
            for word in asked {
                assert_eq!(set.contains(word), is_one_of(word, list), "{word}");
            }
        }
    }

    #[test]
    fn the_steeping_sets_answer_as_their_lists_do() {
        // A word set folds the ASCII case of the word asked only, as
        // `is_one_of` does when the listed words are lower case.
        for word in STEEPING_VERBS
            .iter()
            .chain(STEEPING_LIQUIDS)
            .chain(STEEPING_VERBS_BEFORE_A_MEAT)
        {
            assert_eq!(*word, word.to_lowercase(), "{word}");
        }
        for text in [
            "We BRAISE the tofu, Simmered in stock; marinada guisar Estofan broths poach",
            "stew stews stewing soak brine steep guisa marina marinan broth the a pork",
        ] {
            for word in words(text) {
                assert_eq!(
                    a_steeping_word(word),
                    is_one_of(word, STEEPING_VERBS) || is_one_of(word, STEEPING_LIQUIDS),
                    "{word}"
                );
                assert_eq!(
                    a_steeping_verb(word),
                    is_one_of(word, STEEPING_VERBS)
                        || is_one_of(word, STEEPING_VERBS_BEFORE_A_MEAT),
                    "{word}"
                );
            }
        }
    }

    #[test]
    fn every_roasting_verb_passes_the_opening_gate() {
        for verb in ROASTED_WITH_VERBS
            .iter()
            .chain(ROAST_VERBS_WITH_A_SUBJECT)
            .chain(ROAST_VERBS_WITH_AN_OBJECT)
        {
            assert!(verb.len() >= 4, "{verb}");
            assert!(a_roasting_verb(verb), "{verb}");
            assert!(a_roasting_verb(&verb.to_ascii_uppercase()), "{verb}");
        }
        assert!(!a_roasting_verb("really") && !a_roasting_verb("also"));
        for verb in COOKED_WITH_VERBS.iter().chain(COOK_VERBS_WITH_A_SUBJECT) {
            assert!(verb.len() >= 4, "{verb}");
            assert!(a_cooking_verb(verb), "{verb}");
            assert!(a_cooking_verb(&verb.to_ascii_uppercase()), "{verb}");
        }
        assert!(!a_cooking_verb("coconut") && !a_cooking_verb("curry"));
    }

    #[test]
    fn every_steeping_verb_passes_the_initials_gate() {
        for verb in STEEPING_VERBS.iter().chain(STEEPING_VERBS_BEFORE_A_MEAT) {
            assert!(verb.len() >= 4, "{verb}");
            assert!(
                STEEPING_VERB_INITIALS.contains(&verb.as_bytes()[0]),
                "{verb}"
            );
        }
    }

    #[test]
    fn food_cooked_in_one_liquid_with_meat_takes_it_up() {
        // A pot, a braise or a marinade shared while cooking in a liquid:
        // the meat named is in the food, in English, Chinese and Spanish.
        for (text, product) in [
            (
                "The tofu and kelp sit in the same braising pot as the pork.",
                S::Pork,
            ),
            (
                "Our daikon is braised in the same pot as the chicken legs.",
                S::Meat,
            ),
            ("The kelp goes in the same braise as the pork.", S::Pork),
            (
                "The tofu is stewed in one pot with the pork belly.",
                S::Pork,
            ),
            (
                "We simmer the tofu skin together with the pork knuckle.",
                S::Pork,
            ),
            ("我們的豆干和海帶是跟滷肉一起滷的。", S::Pork),
            ("豆皮跟肉一起卤。", S::Meat),
            ("海带和猪肉同一锅卤。", S::Pork),
            ("El tofu se guisa en la misma olla que el cerdo.", S::Pork),
        ] {
            assert!(ties(text, product), "{text}");
        }
        // Kept apart, or shared only as equipment, or no sharing at all.
        for (text, product) in [
            (
                "Our tofu is braised in its own pot, never the same pot as the pork.",
                S::Pork,
            ),
            ("素滷另鍋，不跟滷肉一起滷。", S::Pork),
            ("The tofu is cooked on the same grill as the pork.", S::Pork),
            (
                "The vegan dumplings are boiled in the same pot as the pork ones.",
                S::Pork,
            ),
            (
                "So glad you liked the pork, we marinate it overnight.",
                S::Pork,
            ),
        ] {
            assert!(!ties(text, product), "{text}");
        }
        // A "不" opening another word denies nothing.
        assert!(ties("不少豆干跟滷肉一起滷。", S::Pork));
        // "肉" alone is no meat inside a plant word, nor after 素.
        assert!(!signals("果肉一起打成汁").any(ANIMAL));
        assert!(!signals("素肉一起卤").any(ANIMAL));
    }

    #[test]
    fn food_roasted_in_one_tin_with_a_meat_takes_it_up() {
        // Roasted together, the meat's fat runs into the food.
        for (text, product) in [
            ("Their parsnips get roasted with the pork belly.", S::Pork),
            ("We roast the squash alongside the chicken thighs.", S::Meat),
            ("Las patatas se asan con el cordero.", S::Meat),
        ] {
            assert!(ties(text, product), "{text}");
        }
        // The meat is the dish roasted, a describing word before its
        // noun, or "roast" a dish: nothing is tied.
        for (text, product) in [
            ("The pork belly is roasted with fennel seeds.", S::Pork),
            ("The roasted carrots with the chicken were lovely.", S::Meat),
            ("The Sunday roast with the chicken was lovely.", S::Meat),
            (
                "The squash is roasted with sage, well away from the chicken.",
                S::Meat,
            ),
        ] {
            assert!(!ties(text, product), "{text}");
        }
    }

    #[test]
    fn a_participle_phrase_or_a_french_roast_ties_the_meat_it_names() {
        // The participle opens the sentence or sits between commas: the
        // food is the clause around it.
        for (text, product) in [
            ("Braised beside the ham hock, the greens go silky.", S::Pork),
            ("Roasted next to the duck, our beets turn sweet.", S::Meat),
            (
                "The turnips, simmered with the oxtail, are the best part.",
                S::Meat,
            ),
            ("Les navets sont rôtis avec le canard.", S::Meat),
            ("Les betteraves rôties dans la graisse du canard.", S::Meat),
        ] {
            assert!(ties(text, product), "{text}");
        }
        // Herbs, the meat as the dish, or the food set apart from it.
        for (text, product) in [
            ("Roasted with thyme, the duck was perfect.", S::Meat),
            ("Roasted with cider, the pork belly was perfect.", S::Pork),
            ("The beets are roasted nowhere near the duck.", S::Meat),
            ("The greens are never braised beside the ham hock.", S::Pork),
            ("Les navets sont rôtis avec du miel.", S::Meat),
        ] {
            assert!(!ties(text, product), "{text}");
        }
    }

    #[test]
    fn a_cooking_verb_beside_a_meat_or_a_french_roast_after_its_subject_ties_it() {
        for (text, product) in [
            (
                "Slow-cooked beside the pork belly, the cauliflower is lovely.",
                S::Pork,
            ),
            ("We cook the greens alongside the ham hock.", S::Pork),
            ("On rôtit les légumes avec le poulet.", S::Meat),
            ("Nous rôtissons les carottes avec le canard.", S::Meat),
        ] {
            assert!(ties(text, product), "{text}");
        }
        for (text, product) in [
            (
                "Slow-cooked beside the fireplace, the pork belly is lovely.",
                S::Pork,
            ),
            ("The cook with the pork belly tattoo was lovely.", S::Pork),
            ("On rôtit le poulet avec du thym.", S::Meat),
        ] {
            assert!(!ties(text, product), "{text}");
        }
    }

    #[test]
    fn a_kind_said_to_be_a_make_naming_a_meat_ties_the_meat() {
        let kind = |text: &str| {
            let mut scratch = Scratch::default();
            read_text(text, &mut scratch);
            let mentions = &scratch.mentions;
            a_kind_said_to_be_a_meat_make(text, 0, text.len(), |from, to| {
                mentions
                    .iter()
                    .any(|m| m.signals.any(ANIMAL) && (from..to).contains(&m.span.0))
            })
        };
        for text in [
            "All rice is Hainanese chicken rice.",
            "Our noodles are egg noodles.",
            "Heads up: all the rice here is chicken rice.",
            "Every gravy we serve is turkey gravy, sorry.",
            "Todo el arroz es arroz con pollo.",
            "Los frijoles son frijoles charros (con tocino).",
            "Tout notre riz est du riz au bouillon de poulet.",
            "Il nostro riso è riso al pollo.",
            "Todo o nosso arroz é arroz com frango.",
        ] {
            assert!(kind(text), "{text}");
        }
        for text in [
            "All rice is jasmine rice.",
            "All our chicken is free-range chicken.",
            "Our rice is lovely, and the chicken rice too.",
            "We had rice and the chicken rice.",
            "All rice, chicken rice included, is steamed.",
            "Todo el arroz es arroz jazmín.",
            "Nuestro arroz es arroz blanco y el pollo va aparte.",
            "Los frijoles son frijoles de olla sin manteca.",
            "Nuestro arroz es arroz blanco, con pollo al lado.",
        ] {
            assert!(!kind(text), "{text}");
        }
    }

    #[test]
    fn a_restaurants_family_is_its_own_kitchen() {
        assert!(!names_other_diner_by_noun(
            "Same family recipe, just lighter on the "
        ));
        assert!(names_other_diner_by_noun("My sister's "));
        assert!(names_other_diner("my family had the "));
    }

    #[test]
    fn a_son_no_word_owns_is_the_spanish_are() {
        // The gap read for another diner opens after the phrase before it,
        // the sentence's words before it being its lead.
        let gap_after = |text: &'static str, phrase: &str, statement: bool| {
            let from = text.find(phrase).map_or(0, |at| at + phrase.len());
            let (lead, gap) = text.split_at(from);
            names_other_diner_after(Some(lead), gap, statement)
        };
        let es = "Nuestras empanadas son artesanales, con manteca de cerdo.";
        assert!(!gap_after(es, "empanadas", true));
        // The phrase read is "empanada": the gap opens on its last letter.
        assert!(!gap_after(es, "empanada", true));
        assert!(!gap_after(es, "empanadas", false));
        let also = "Las vegetarianas también son jugosas, con grasa de res.";
        assert!(!gap_after(also, "vegetariana", true));
        assert!(!gap_after(
            "Son artesanales, con manteca de cerdo.",
            "",
            true
        ));
        // A diner's son: a word before him owns or points at him.
        assert!(gap_after(
            "My vegetarian son had the pork.",
            "vegetarian",
            false
        ));
        assert!(gap_after(
            "My vegetarian son had the pork.",
            "vegetarian",
            true
        ));
        assert!(gap_after(
            "Our picky teenage son had the ham.",
            "teenage",
            true
        ));
        assert!(gap_after("Maria's son had the ham.", "Maria's", false));
        assert!(gap_after("Son had the pork, I had the tofu.", "", false));
        // A lone word, its sentence unknown, stays a son.
        assert!(names_other_diner_by_noun("son"));
    }

    #[test]
    fn equipment_with_a_sharing_word_is_shared_equipment() {
        for shared in [
            "Our fries come out of the taqueria's fryer next door.",
            "We bake in the same ovens as the deli upstairs.",
            "Weekday lunches are cooked in a rented steakhouse kitchen.",
            "All our curries are made in the main kitchen of the hotel.",
            "We borrow the grill of our friends at the smokehouse on Sundays.",
            "The deli next door borrows our space to slice their ham.",
            "Since the remodel we have one big grill for everything.",
            "Nuestra cocina es compartida con la parrilla de al lado.",
            "The Division St. kitchen is where our sister restaurant makes its chicken 65.",
        ] {
            assert!(signals(shared).has(S::SharedSurface), "{shared}");
        }
        for apart in [
            "We never share our fryer with anyone.",
            "Nothing is cooked in the same oven as meat.",
            "We share our ovens with the bakery next door, which is 100% vegan too.",
            "Our kitchen is open until 10pm.",
            "Great place to share plates with friends.",
            "Our sister restaurant, Moss & Maple, is completely vegan.",
        ] {
            assert!(!signals(apart).has(S::SharedSurface), "{apart}");
        }
        // A menu item's own words say how the dish is cooked.
        let mut scratch = Scratch {
            menu_text: true,
            ..Scratch::default()
        };
        let dish = read_text("Shared platter: tofu from the same grill", &mut scratch);
        assert!(!dish.signals.has(S::SharedSurface));
    }

    #[test]
    fn a_pronoun_saying_what_the_food_holds_ties_the_next_sentence() {
        let mut scratch = Scratch::default();
        read_text(
            "Order the vegan bowls. They come with a fried egg.",
            &mut scratch,
        );
        assert!(
            scratch
                .mentions
                .iter()
                .any(|m| m.tied && m.signals.has(S::Egg))
        );
        read_text(
            "Order the vegan bowls. My kids loved the fried egg.",
            &mut scratch,
        );
        assert!(!scratch.mentions.iter().any(|m| m.tied));
    }

    /// The animal products the mentions of `text` keep, read as a diner's.
    fn kept(text: &str) -> SignalSet {
        let mut scratch = Scratch::default();
        read_text(text, &mut scratch);
        scratch
            .mentions
            .iter()
            .fold(SignalSet::EMPTY, |all, m| all.union(m.signals))
    }

    #[test]
    fn a_product_the_food_only_seemed_to_hold_and_taken_back_is_not_in_it() {
        for text in [
            "The vegan pancakes are SO fluffy I'd swear there's egg, but nope, the server said it's aquafaba.",
            "You'd think there was butter in the mash, but no, it's all olive oil.",
        ] {
            assert!(kept(text).is_empty(), "{text}");
        }
        // Not taken back, or taken back without the likeness: it stays.
        for (text, product) in [
            (
                "The vegan pancakes are so fluffy I'd swear there's egg.",
                S::Egg,
            ),
            (
                "I'd swear there's egg in the vegan pancakes, but whatever.",
                S::Egg,
            ),
            ("There's egg, but nope, I don't care.", S::Egg),
            (
                "I'd swear there's egg in them, but no one believes me.",
                S::Egg,
            ),
        ] {
            assert!(kept(text).has(product), "{text}");
        }
    }

    #[test]
    fn a_denial_reaches_past_the_verb_of_hiding_a_product() {
        for text in [
            "Finally vegetarian Japanese food that doesn't sneak in bonito.",
            "They never slip fish sauce into the vegetarian curries.",
        ] {
            assert!(kept(text).is_empty(), "{text}");
        }
        assert!(kept("They sneak in bonito.").has(S::Fish));
        assert!(kept("Finally vegetarian food, but they sneak in bonito.").has(S::Fish));
    }

    #[test]
    fn a_product_kept_from_the_meat_free_food_is_tied_to_no_food() {
        let mut scratch = Scratch {
            statement: true,
            ..Scratch::default()
        };
        let text = "Nuestros frijoles de olla y el arroz son veganos. Los frijoles refritos llevan manteca (lard) - not on any VG item.";
        read_text(text, &mut scratch);
        assert!(
            scratch
                .mentions
                .iter()
                .filter(|m| m.signals.has(S::Pork))
                .all(|m| !m.tied && m.others),
            "{:?}",
            scratch.mentions
        );
        // A denial that opens on the meat-free food still denies.
        assert!(
            kept("Our server said nothing on the vegan menu has egg, dairy or honey.").is_empty()
        );
        assert!(keeps_from_meat_free_food(" on any VG item", 0));
        assert!(keeps_from_meat_free_food(" used in our vegan dishes", 0));
        assert!(!keeps_from_meat_free_food(" vegan", 0));
        assert!(!keeps_from_meat_free_food(" in the soup", 0));
    }

    #[test]
    fn an_allergy_notice_of_what_the_kitchen_handles_is_cross_contact() {
        let mut scratch = Scratch {
            statement: true,
            ..Scratch::default()
        };
        let notice = "Allergy notice: our kitchen uses peanuts, tree nuts, shellfish, fish sauce, egg and wheat. Please tell your server about allergies.";
        let read = read_text(notice, &mut scratch);
        assert!(read.signals.has(S::AllergenCrossContact));
        assert!(
            scratch
                .mentions
                .iter()
                .filter(|m| !m.signals.is_empty())
                .all(|m| !m.tied && m.others),
            "{:?}",
            scratch.mentions
        );
        // What the dishes hold, or all the food, is no notice of the kitchen.
        for text in [
            "Allergy notice: our curries contain fish sauce, peanuts and wheat.",
            "Allergy notice: our kitchen uses fish sauce and peanuts in every curry.",
        ] {
            read_text(text, &mut scratch);
            assert!(
                scratch
                    .mentions
                    .iter()
                    .any(|m| m.signals.has(S::Fish) && !m.others),
                "{text}"
            );
        }
    }

    #[test]
    fn a_diners_base_named_by_a_product_ties_only_with_meat_free_food() {
        assert!(!ties("Tonkotsu broth was a bit salty today.", S::Pork));
        assert!(ties(
            "The vegan shoyu tasted of the tonkotsu broth.",
            S::Pork
        ));
        assert!(ties(
            "The broth is tonkotsu, even in the vegan bowl.",
            S::Pork
        ));
    }

    #[test]
    fn food_made_in_a_meats_base_takes_the_meat_up() {
        for text in [
            "Fair warning, the chana here gets made in the lamb gravy.",
            "They cook the rajma in the chicken curry base.",
            "Yahan ki saari sabzi mutton ki tari mein banti hai.",
            "Los garbanzos están hechos en caldo de cerdo.",
            "Les haricots sont cuits dans le bouillon de viande.",
            "I fagioli sono cotti nel brodo di maiale.",
            // A dairy dish is no meat dish.
            "The paneer is made in the chicken gravy.",
            // A meat dish's pot or gravy, named by its possessive.
            "Their dal gets cooked in the chicken curry’s pot.",
        ] {
            assert!(ties(text, S::Meat) || ties(text, S::Pork), "{text}");
        }
        for text in [
            // The dish itself, a place, a vessel, a base set apart.
            "The lamb keema is made in the lamb gravy.",
            "The chana is made in house, the lamb curry is great.",
            "The chana is made in a huge degchi; the lamb curry is great.",
            "The chana is made in a separate gravy, not the lamb one.",
        ] {
            assert!(!ties(text, S::Meat), "{text}");
        }
    }

    /// Whether reading `text` leaves a mention of `product` tied to the
    /// food, so that no dish can account for it.
    fn ties(text: &str, product: Signal) -> bool {
        let mut scratch = Scratch::default();
        read_text(text, &mut scratch);
        scratch
            .mentions
            .iter()
            .any(|m| m.tied && m.signals.has(product))
    }

    #[test]
    fn a_doubt_about_what_the_food_holds_leaves_the_products_in_it() {
        // A doubted denial is no denial.
        for (text, product) in [
            (
                "To the best of our knowledge the bun has no dairy.",
                S::Dairy,
            ),
            (
                "We believe our tamarind sauce is free of fish sauce.",
                S::Fish,
            ),
            ("The pasta may or may not contain egg.", S::Egg),
            (
                "Honestly I'm not 100% sure our vegan pesto is cheese-free.",
                S::Dairy,
            ),
            ("The vegan sausage is probably dairy-free.", S::Dairy),
        ] {
            assert!(ties(text, product), "{text}");
        }
        // A doubted claim, or facts said not to be all in, leave whatever
        // the diet does not eat.
        for text in [
            "Our vegan curries should be vegan - we're working on confirming it.",
            "The vegan bowls are vegan, I'd say 95% sure.",
            "Vegan as far as we know.",
            "Is the vegan curry vegan? We're double-checking the coconut cream brand.",
            "Franchise note: menus and ingredients at independently owned Wildflower locations may differ from the ones listed on this site, vegan items included.",
        ] {
            assert!(ties(text, S::Meat) && ties(text, S::Dairy), "{text}");
        }
        // Doubts about anything else, or denials without a doubt, leave
        // the food as it is.
        for text in [
            "The bun has no dairy.",
            "Probably the best vegan ramen in the city.",
            "Your vegan curry should be ready for pickup in 15 minutes.",
            "We're pretty sure you'll love our vegan menu.",
            "I think this is my fifth visit. The vegan tacos are dairy-free.",
            "We're double-checking our holiday hours.",
            "Menus and ingredients may vary by location.",
        ] {
            assert!(!signals(text).any(ANIMAL), "{text}: {:?}", signals(text));
        }
    }

    #[test]
    fn without_after_a_denial_that_denied_nothing_requires() {
        let text = "can't make a proper curry without a splash of nam pla and yes that means the vegan curries too";
        assert!(ties(text, S::Fish), "{text}");
        // In a clause of its own, "without" still denies.
        let text = "Don't worry, all our vegan dishes are made without fish sauce.";
        assert!(!signals(text).has(S::Fish), "{:?}", signals(text));
    }

    #[test]
    fn a_sentence_opening_with_what_a_food_holds_speaks_of_the_food_before() {
        let text = "asked to see the packaging for the vegan sausages. \
                    ingredients list ends with 'NATURAL CASING (PORK)'.";
        assert!(ties(text, S::Pork), "{text}");
        let text = "Loved the vegan sausages. My partner had the pork chop.";
        assert!(!ties(text, S::Pork), "{text}");
    }

    #[test]
    fn an_answer_to_a_question_about_what_a_food_holds_speaks_of_it() {
        for (text, product) in [
            (
                "Q: Is the vegan ramen really vegan? A: Our noodles are made in-house. \
                 They go into a broth. It starts from chicken backs.",
                S::Meat,
            ),
            (
                "Q: Are the tamales lard-free? A: Our masa comes from a molino. \
                 They beat it with pork lard.",
                S::Pork,
            ),
            (
                "Loved the vegan pho. ...and the broth? chicken, the server admitted.",
                S::Meat,
            ),
        ] {
            assert!(ties(text, product), "{text}");
        }
        // A named diner's food is theirs; a new question ends the answer.
        let text = "Is the pad thai vegan? My friend had the fish sauce wings.";
        assert!(!ties(text, S::Fish), "{text}");
        let text =
            "Is the curry vegan? Yes. Do you have parking? We share a lot with the steakhouse.";
        assert!(!ties(text, S::Meat), "{text}");
    }

    #[test]
    fn a_suppliers_line_and_a_borrowed_smoker_are_shared_equipment() {
        for text in [
            "Our croissants come from a bakery that makes its butter croissants on the same line.",
            "Our dark chocolate is made in a facility that also processes milk and eggs.",
            "Our smoker is on loan from the BBQ place down the street.",
        ] {
            assert!(signals(text).has(S::SharedSurface), "{text}");
        }
    }

    #[test]
    fn a_pronoun_saying_what_the_food_still_is_ties_it() {
        let text = "From December the vegan ramen broth will be kombu only. \
                    Until then it's still our chicken-and-kombu blend.";
        assert!(ties(text, S::Meat), "{text}");
        let text = "Try the vegan ramen. It's better than our chicken one.";
        assert!(!ties(text, S::Meat), "{text}");
    }

    #[test]
    fn a_fragment_of_a_tie_word_makes_the_sentence_before_a_rule() {
        let text = "Second time I watched them make it. An egg, cracked into the wok. Every order.";
        assert!(ties(text, S::Egg), "{text}");
        let text = "An egg on the side. Every bite of the curry was great.";
        assert!(!ties(text, S::Egg), "{text}");
    }

    #[test]
    fn cooked_in_what_the_other_food_gives_off_is_in_the_dish() {
        let text = "The pan-fried ones go in the same pan as the pork mandu, in its fat.";
        assert!(signals(text).has(S::Pork), "{:?}", signals(text));
        let text = "The pan-fried ones go in the same pan as the pork mandu.";
        assert!(!signals(text).has(S::Pork), "{:?}", signals(text));
        let text =
            "They brown the veggie one in the same pot after the andouille batch, 'for the fond'.";
        assert!(signals(text).has(S::Pork), "{:?}", signals(text));
        let text = "They brown the veggie one in the same pot after the andouille batch.";
        assert!(!signals(text).has(S::Pork), "{:?}", signals(text));
    }

    #[test]
    fn asking_whether_a_product_is_vegan_ties_it() {
        assert!(ties("Is fish sauce vegan now?", S::Fish));
        assert!(!ties(
            "Is the pad thai vegan? My friend had the fish sauce wings.",
            S::Fish
        ));
    }

    #[test]
    fn vegetable_only_is_meat_free_and_its_denial_is_not() {
        assert!(signals("The broth is vegetable-only.").has(S::VegetarianLabel));
        let denied = signals("The vegan ramen broth isn't vegetable-only, it tasted off.");
        assert!(!denied.has(S::VegetarianLabel), "{denied:?}");
        assert!(denied.has(S::NoVegetarian), "{denied:?}");
        // A list that ends in "vegetables only" names no claim.
        assert!(!signals("fish, shellfish and vegetables only").has(S::VegetarianLabel));
    }

    #[test]
    fn a_plant_version_in_part_of_the_meat_free_food_leaves_the_rest_animal() {
        for (text, product) in [
            ("Nearly all of our vegan sauces are dairy-free.", S::Dairy),
            (
                "Not every vegan dish on our menu is egg-free - ask your server.",
                S::Egg,
            ),
            (
                "Most of our vegetarian dishes are made with vegetable stock.",
                S::Meat,
            ),
            ("Almost all our vegan desserts are non-dairy.", S::Dairy),
        ] {
            assert!(ties(text, product), "{text}");
        }
        // Said of all the meat-free food, the plant version is a plant version.
        for text in [
            "All of our vegan sauces are dairy-free.",
            "Our vegetarian dishes are made with vegetable stock.",
            "Most of our customers love the dairy-free sauces.",
        ] {
            assert!(!ties(text, S::Dairy) && !ties(text, S::Meat), "{text}");
        }
    }

    #[test]
    fn a_product_said_absent_after_it_is_not_in_the_food() {
        for (text, product) in [
            ("vegan kimchi, tofu — 다시마 표고 육수, 젓갈 없음", S::Fish),
            ("나물, 두부, 고추장 (계란 없음)", S::Egg),
            (
                "mustard greens — sarson de tel naal tadka, makhan nahi",
                S::Dairy,
            ),
            (
                "peppers, tomato, paprika - kolbász nélkül, smoked tofu",
                S::Pork,
            ),
        ] {
            let reading = read_text(text, &mut Scratch::default());
            assert!(
                !reading.signals.has(product),
                "{text}: {:?}",
                reading.signals
            );
        }
        // "nahi" followed by more words is no list's "none".
        let reading = read_text("makhan nahi tha pata", &mut Scratch::default());
        assert!(reading.signals.has(S::Dairy), "{:?}", reading.signals);
    }

    #[test]
    fn a_denial_after_a_korean_or_turkish_list_denies_the_list() {
        let holds = |text: &str, product: S| {
            read_text(text, &mut Scratch::default())
                .signals
                .has(product)
        };
        for (text, product) in [
            // One product, its own "none" after it.
            ("pilav, nohut; tavuk yok", S::Meat),
            // A diet's definition shares its "none" down the list.
            (
                "(VG) Vegan: peynir, tereyağı, yoğurt yok; sebze suyu ile.",
                S::Dairy,
            ),
            // A verb of not using reaches back past commas and "·".
            ("비건: 소고기, 닭고기·돼지뼈 사용하지 않습니다.", S::Meat),
            ("비건: 소고기, 닭고기·돼지뼈 사용하지 않습니다.", S::Pork),
            // "Without" before the rest of the clause, in a definition.
            ("채식: 닭고기, 계란 없이 콩기름으로 볶아요", S::Egg),
            ("채식: 닭고기, 계란 없이 콩기름으로 볶아요", S::Meat),
            // A particle on the last item.
            ("계란은 안 넣어요.", S::Egg),
        ] {
            assert!(!holds(text, product), "{text}");
        }
        for (text, product) in [
            // "None" past a comma outside a definition may be one topping's.
            ("tavuk, peynir yok", S::Meat),
            ("불고기, 계란 없음", S::Meat),
            // A word the lexicon does not read ends the list.
            ("채식: 소고기, 당근, 계란 없이", S::Meat),
            // A denial that runs on or asks keeps the product.
            ("닭고기 없이는 맛이 안 나요", S::Meat),
            ("tereyağı yok mu?", S::Dairy),
        ] {
            assert!(holds(text, product), "{text}");
        }
    }

    #[test]
    fn a_product_a_negated_verb_of_contact_names_is_kept_from_the_food() {
        let holds = |text: &str| {
            read_text(text, &mut Scratch::default())
                .signals
                .has(S::Meat)
        };
        for text in [
            "Our greens are never cooked with the bacon.",
            "The beans never sit in the smoker with the brisket.",
            "The rice is never dipped in the pork broth.",
        ] {
            assert!(!holds(text), "{text}");
        }
        for text in [
            // Words outside the verb's plain complement.
            "We never go easy with the bacon.",
            "The greens are not cooked in a separate pot with the ham.",
            // A suggestion, no denial.
            "Why not cook with the bacon fat?",
            // No negator.
            "The beans sit in the smoker with the brisket.",
        ] {
            assert!(holds(text), "{text}");
        }
    }

    #[test]
    fn a_double_denial_around_free_of_keeps_the_product() {
        for (text, product) in [
            (
                "Not one of our noodle dishes is free of fish sauce - it's Thai food!",
                S::Fish,
            ),
            (
                "Our vegan dishes are free from meat, not from dairy.",
                S::Dairy,
            ),
        ] {
            let mut scratch = Scratch::default();
            let reading = read_text(text, &mut scratch);
            assert!(
                reading.signals.has(product),
                "{text}: {:?}",
                reading.signals
            );
        }
        // A plain "free of" still denies.
        let mut scratch = Scratch::default();
        let reading = read_text("Our noodle dishes are free of fish sauce.", &mut scratch);
        assert!(!reading.signals.has(S::Fish));
    }

    #[test]
    fn asking_a_diet_to_leave_something_off_says_the_food_holds_what_it_does_not_eat() {
        for (text, product) in [
            (
                "If you're vegan, ask us to leave the house sauce off the noodle bowls.",
                S::Dairy,
            ),
            (
                "Vegans, please ask for the curry without the swirl.",
                S::Honey,
            ),
            ("Strict vegans should skip the glaze.", S::Egg),
            (
                "If you'd like the risotto truly vegan, we'll make it with water instead of our stock.",
                S::Dairy,
            ),
            (
                "If you don't eat eggs, let us know and we'll use the rice noodles instead.",
                S::Egg,
            ),
            (
                "If you don't eat pork, ask us to leave the chorizo out of the mussels.",
                S::Pork,
            ),
        ] {
            assert!(ties(text, product), "{text}");
        }
        for text in [
            "If you're vegan, you'll love that everything here is made without dairy.",
            "Vegans love our curry.",
            "Ask about our vegan specials!",
        ] {
            let mut scratch = Scratch::default();
            read_text(text, &mut scratch);
            assert!(
                !scratch.mentions.iter().any(|m| m.pattern == u32::MAX),
                "{text}"
            );
        }
    }

    #[test]
    fn a_bulleted_list_after_meat_free_food_is_in_that_food() {
        let list = "What goes in our vegan burritos:\n• rice\n• black beans\n• a handful of shredded cheese\n• guac";
        assert!(ties(list, S::Dairy));
        let numbered = "Our vegan bowl, step by step:\n1. rice\n2. a fried egg on top";
        assert!(ties(numbered, S::Egg));
        // A list that follows no meat-free food, or a line that is not an
        // item of it, is not tied by the list.
        assert!(!ties("Our sides:\n• mac & cheese\n• fries", S::Dairy));
        assert!(!ties(
            "What goes in our vegan burritos:\n• rice\n\nMy husband loved the cheese plate.",
            S::Dairy
        ));
    }

    #[test]
    fn a_denial_of_what_dishes_of_a_food_hold_denies_what_follows_the_verb() {
        for text in [
            "None of our seafood dishes use pork, beef or chicken broth.",
            "No fish dishes here are cooked with bacon.",
        ] {
            let read = signals(text);
            assert!(!read.any(set(&[S::Meat, S::Pork])), "{text}: {read:?}");
        }
        // Said of the food itself, or with no verb of holding, it stays.
        for text in [
            "No seafood dishes tonight, and the noodles use pork broth.",
            "No seafood dishes; try the pork belly.",
        ] {
            assert!(signals(text).has(S::Pork), "{text}");
        }
    }

    #[test]
    fn food_kept_apart_from_an_animal_product_is_kept_from_it() {
        for text in [
            "Our kelp broth is kept completely apart from the beef broth.",
            "The vegan stock is cooked apart from the chicken stock.",
        ] {
            assert!(!signals(text).has(S::Meat), "{text}");
        }
        // "Apart from" alone is an exception, and what follows it stays.
        for text in [
            "Everything is vegan apart from the beef broth.",
            "Kept apart from the dashi, but finished with a little beef fat.",
        ] {
            assert!(signals(text).has(S::Meat), "{text}");
        }
    }

    #[test]
    fn examples_of_denied_animal_products_are_denied() {
        for text in [
            "VG = vegan: contains no animal-derived ingredients, including dairy, eggs, gelatin and honey.",
            "Made without animal products such as eggs, milk or honey.",
            "No animal ingredients (like butter, lard or fish sauce) in anything marked VG.",
        ] {
            assert!(signals(text).intersection(ANIMAL).is_empty(), "{text}");
        }
        // Examples of something else, or after the denial has ended, stay.
        for text in [
            "No animal products on the VG menu, but the specials include butter.",
            "No animal products in the salads; the wraps such as the club have bacon.",
            "Contains animal products, including eggs and honey.",
        ] {
            assert!(!signals(text).intersection(ANIMAL).is_empty(), "{text}");
        }
    }

    #[test]
    fn a_product_denied_of_part_of_the_food_is_in_the_rest() {
        assert!(signals("Most of our vegan dishes have no honey.").has(S::Honey));
        assert!(signals("Almost none of our vegan curries contain fish sauce.").has(S::Fish));
        assert!(!signals("None of our vegan dishes contain honey.").has(S::Honey));
        // A partial claim claims nothing for the whole place.
        assert!(!signals("Most of our menu is 100% vegan.").has(S::FullyVegan));
    }

    #[test]
    fn a_denial_of_vegan_food_stops_at_a_spaced_dash() {
        // "None of our vegan dishes contain honey" denies what follows the
        // verb; across a dash the verb belongs to another clause.
        assert!(signals("not vegan - the sauce gets sour cream").has(S::Dairy));
        assert!(signals("not vegan — the gravy gets butter").has(S::Dairy));
        assert!(!signals("None of our vegan dishes contain honey").has(S::Honey));
    }

    #[test]
    fn a_whole_place_claim_names_the_place_in_many_forms() {
        for place in [
            "Our smokehouse is 100% vegan.",
            "An entirely vegan Thai kitchen in the heart of town.",
            "All our restaurants are 100% vegan.",
            "We serve nothing but plants.",
        ] {
            assert!(signals(place).has(S::FullyVegan), "{place}");
        }
        for dish in [
            "Try our 100% vegan Thai curry.",
            "The patties are 100% vegan.",
        ] {
            assert!(!signals(dish).has(S::FullyVegan), "{dish}");
        }
    }

    #[test]
    fn a_denial_over_every_dish_denies_a_strengthened_diet_of_each() {
        for text in [
            "None of our dishes are strictly vegan.",
            "Not one of our plates is 100% vegan.",
            "No dish here is completely plant-based.",
            "No plates on our menu are vegan.",
        ] {
            assert!(signals(text).has(S::NoVegan), "{text}");
        }
        // Said of the place, the same words deny no dish its diet.
        for text in [
            "We are not strictly vegan.",
            "Our kitchen is not 100% vegan.",
            "None of our kitchens are fully vegan.",
        ] {
            assert!(!signals(text).has(S::NoVegan), "{text}");
        }
    }

    #[test]
    fn a_fed_animal_word_before_a_meat_is_no_milk() {
        for text in [
            "grass-fed beef, lime, chilli",
            "Grass Fed Lamb Chops",
            "grass-finished steak",
        ] {
            let read = signals(text);
            assert!(read.has(S::Meat) && !read.has(S::Dairy), "{text}");
        }
        assert!(signals("cream from grass-fed Jerseys").has(S::Dairy));
        assert!(signals("grass-fed, cultured").has(S::Dairy));
    }

    #[test]
    fn a_product_denied_in_the_diets_dishes_leaves_the_diet() {
        let read = signals("No fish sauce in the vegan dishes.");
        assert!(!read.has(S::NoVegan) && !read.has(S::Fish), "{read:?}");
        assert!(signals("No meat or vegan options here.").has(S::NoVegan));
    }

    #[test]
    fn a_whole_place_claim_may_say_what_kind_of_place_it_is() {
        let read = |text: &str| {
            let mut scratch = Scratch::new();
            scratch.statement = true;
            let signals = read_text(text, &mut scratch).signals;
            let kept = scratch
                .mentions
                .iter()
                .fold(SignalSet::EMPTY, |all, m| all.union(m.signals));
            (signals, kept)
        };
        for place in [
            "Aloha Plates is a 100% vegan Hawaiian plate-lunch spot.",
            "Pure Noodle is a fully vegan hand-pulled noodle shop.",
            "Verdure is a fully plant-based tasting room: no meat, no dairy.",
            "We are a 100% vegan Korean fried chicken spot in Portland.",
        ] {
            let (signals, kept) = read(place);
            assert!(signals.has(S::FullyVegan), "{place}");
            // The chicken names the kind of place, not food it serves.
            assert!(!kept.any(ANIMAL), "{place}");
        }
        for part in [
            // Food, not a place, ends the phrase.
            "Try our 100% vegan Hawaiian plate-lunch specials.",
            "We serve 100% vegan Korean street food and classic bulgogi.",
            "Our 100% vegan Thai noodle bar bowls are back.",
            // The options of a place, not the place.
            "We have 100% vegan options at our Korean fried chicken spot.",
            "Try the 100% vegan fried chicken shop burgers.",
            // Another place.
            "We share a wall with a 100% vegan Korean fried chicken spot.",
        ] {
            assert!(!read(part).0.has(S::FullyVegan), "{part}");
        }
        // Without the claim, the chicken is the place's food.
        let (_, kept) = read("We have 100% vegan options at our Korean fried chicken spot.");
        assert!(kept.has(S::Meat));
        let (_, kept) = read("We share a wall with a 100% vegan Korean fried chicken spot.");
        assert!(kept.has(S::Meat));
        // A nut quesillo is the plant make; the quesillo alone is dairy.
        assert!(!signals("black bean, cashew quesillo, cabbage").has(S::Dairy));
        assert!(signals("black bean, quesillo, cabbage").has(S::Dairy));
    }

    #[test]
    fn a_japanese_denial_after_a_list_denies_every_item_of_it() {
        // "Dashi: no bonito flakes, no dried sardines", "gyoza filling: pork,
        // beef not used", "we use no butter or milk", "fish sauce: none".
        for (text, products) in [
            ("出汁：鰹節・煮干し不使用。", &[S::Fish][..]),
            ("餃子の餡　豚肉、ビーフ不使用です", &[S::Pork, S::Meat]),
            ("バターや牛乳は一切使っていません。", &[S::Dairy]),
            ("ソース　魚醤なし", &[S::Fish]),
            ("ベーコン抜き", &[S::Pork]),
            ("チャーシュー、味玉なし", &[S::Egg]),
            // Chicken, seafood, lard: not used (a legend's comma list).
            ("鶏肉、魚介類、ラード不使用", &[S::Meat, S::Fish, S::Pork]),
        ] {
            let read = signals(text);
            for product in products {
                assert!(!read.has(*product), "{text}: {read:?}");
            }
        }
        // Said used, said of only the last item, run on into more words, or
        // asked: the product stays.
        for (text, product) in [
            // Pork-bone broth used, no additives.
            ("豚骨スープ使用、化学調味料不使用", S::Pork),
            ("ラードを使用しています", S::Pork),
            // Pork used; beef not used.
            ("豚肉使用・ビーフ不使用", S::Pork),
            // Without bacon it's not the real thing.
            ("ベーコンなしでは本物じゃない", S::Pork),
            // The card said no lard, but it tasted of it.
            ("ラード不使用と書いてあった", S::Pork),
            // Is there no butter in it?
            ("バターは入っていませんか", S::Dairy),
            // An unknown word in the list ends it: the bacon before stays.
            ("ベーコン・ほうれん草炒め不使用", S::Pork),
            // "Chashu, no seasoned egg": past a comma, "none" and "left
            // out" reach only the topping right before them.
            ("チャーシュー、味玉なし", S::Pork),
        ] {
            assert!(signals(text).has(product), "{text}");
        }
    }

    #[test]
    fn a_list_closed_by_a_spaced_or_chinese_not_used_denies_every_item() {
        // "Vegan: meat, seafood, cheese, egg  not used", "fish, egg and dairy
        // all not added", "pork fat, chicken: not used at all".
        for (text, products) in [
            (
                "ヴィーガン：肉・魚介・チーズ・卵 不使用",
                &[S::Meat, S::Fish, S::Dairy, S::Egg][..],
            ),
            ("纯素：鱼、蛋、奶 一律不添加", &[S::Fish, S::Egg, S::Dairy]),
            ("素食：猪油、鸡肉 均未使用。", &[S::Pork, S::Meat]),
        ] {
            let read = signals(text);
            for product in products {
                assert!(!read.has(*product), "{text}: {read:?}");
            }
        }
        // One used and one not, or the denial run on: the product stays.
        for (text, product) in [
            ("猪骨汤底、味精 不添加", S::Pork),
            ("鸡肉 不使用と書いてあった", S::Meat),
        ] {
            assert!(signals(text).has(product), "{text}");
        }
    }

    #[test]
    fn bones_and_bone_stocks_are_meat_and_their_look_alikes_are_not() {
        for text in [
            "汤底用鸡骨和老姜慢熬。",
            "湯頭以雞骨熬製。",
            "大骨熬的汤",
            "每日以雞架熬高湯。",
            "筒骨汤",
            "スープは牛骨ベース",
            "국물은 소뼈로 우립니다",
        ] {
            assert!(signals(text).any(set(&[S::Meat, S::Pork])), "{text}");
        }
        assert!(signals("豬骨湯底").has(S::Pork));
        for text in [
            "鸡骨草、红枣、蜜枣煲汤",
            "雞骨草湯",
            "素高汤：香菇、昆布熬成",
            "以蔬菜高湯烹煮",
        ] {
            assert!(!signals(text).any(ANIMAL), "{text}");
        }
    }

    #[test]
    fn an_italian_niente_denies_its_whole_list() {
        for text in [
            "Vegano: niente panna, uova, lardo né acciughe.",
            "niente burro né formaggio",
        ] {
            assert!(!signals(text).any(ANIMAL), "{text}");
        }
    }

    #[test]
    fn ni_denies_only_as_a_spanish_or_french_nor() {
        // Spanish and French: every item is denied.
        for text in [
            "Vegano: ni carne ni huevo ni lácteos.",
            "sin cebolla ni pollo",
            "No lleva carne ni pescado.",
            "sans viande ni poisson",
        ] {
            assert!(!signals(text).any(ANIMAL), "{text}");
        }
        // Gujarati and Parsi "of": the fish and the chicken stay.
        assert!(signals("Patra ni Machhi").has(S::Fish));
        assert!(signals("dhan dar, sali ni marghi, rotli").has(S::Meat));
        assert!(signals("No onion in our patra ni machhi").has(S::Fish));
    }

    #[test]
    fn without_a_swiss_meat_stock_denies_it() {
        // "Bouillon" is the Swiss and Austrian "Brühe": a compound of an
        // animal's word and it is a meat stock, denied after "ohne".
        for text in [
            "Vegetarisch: ohne Speck, ohne Hühnerbouillon, mit Gemüsebouillon.",
            "ohne Rindsbouillon gekocht",
        ] {
            assert!(!signals(text).has(S::Meat), "{text}");
        }
        assert!(signals("Gerstensuppe mit Kalbsbouillon").has(S::Meat));
        assert!(!signals("Gerstensuppe mit Gemüsebouillon").has(S::Meat));
    }

    #[test]
    fn a_chinese_no_denies_only_a_list_item_it_opens() {
        // Each item of a legend's list carries its own "no": traditional,
        // simplified, Cantonese and "not using".
        for (text, products) in [
            (
                "全素：無蠔油、無魚露、無豬油。",
                &[S::Shellfish, S::Fish, S::Pork][..],
            ),
            ("素菜: 无鱼露，无虾米", &[S::Fish, S::Shellfish]),
            ("冇蠔油、冇牛肉", &[S::Shellfish, S::Meat]),
            ("齋: 不用豬油; 不用魚露", &[S::Pork, S::Fish]),
        ] {
            let read = signals(text);
            for product in products {
                assert!(!read.has(*product), "{text}: {read:?}");
            }
        }
        // A syllable of another word, an item that goes on past the
        // product, or the next item without a "no" of its own: the
        // product stays.
        for (text, product) in [
            // Boneless chicken.
            ("無骨雞肉、炒飯", S::Meat),
            // No oyster sauce; chicken.
            ("無蠔油、雞肉", S::Meat),
            // Dishes without fish sauce: the item goes on.
            ("无鱼露的菜都很好吃", S::Fish),
            // Figs, then shrimp paste.
            ("無花果、蝦醬", S::Shellfish),
            // The "no" closes a word before it.
            ("生蚝无蚝油", S::Shellfish),
        ] {
            assert!(signals(text).has(product), "{text}");
        }
    }

    #[test]
    fn a_chinese_not_using_or_a_definitions_no_heads_its_whole_list() {
        // "Not using butter, fish sauce and dried shrimp"; a diet's
        // definition: "no lard, chicken stock, fish sauce", "no oyster
        // sauce, beef or egg".
        for text in [
            "不用牛油、鱼露和虾米",
            "纯素：无猪油，鸡汤，鱼露",
            "全素: 冇蠔油、牛肉或雞蛋。",
        ] {
            let read = signals(text);
            assert!(!read.any(ANIMAL), "{text}: {read:?}");
        }
        // The list ends at the first item that is more than a product:
        // "no lard, chicken stock is used", "no lard, chicken fat
        // instead", "no lard, fried with egg"; and a "no" outside a
        // definition denies its own item only ("no oyster sauce; beef").
        for (text, product) in [
            ("不用猪油，用鸡汤", S::Meat),
            ("不用豬油、雞油代替", S::Meat),
            ("不用猪油、鸡蛋炒", S::Egg),
            ("无蚝油、牛肉", S::Meat),
        ] {
            assert!(signals(text).has(product), "{text}");
        }
    }

    #[test]
    fn a_hindi_bina_denies_only_in_a_hindi_sentence() {
        for text in [
            "Vegan: bina ghee, bina dahi, bina makkhan.",
            "bina paneer, sarson ke tel mein",
        ] {
            let read = signals(text);
            assert!(!read.any(ANIMAL), "{text}: {read:?}");
        }
        // A name, and a product the list goes on past.
        assert!(signals("Bina's butter chicken").has(S::Meat));
        assert!(signals("Bina butter chicken special").has(S::Meat));
        assert!(signals("bina ghee, bina dahi; makkhan mein tala").has(S::Dairy));
    }

    #[test]
    fn a_galician_without_denies_where_it_is_no_turkish_or_vietnamese_word() {
        for text in [
            "Vegano: sen ovo nin leite",
            "Os grelos cócense sen caldo de carne",
            "Empanada de millo, sen atún, sen ovo.",
        ] {
            let read = signals(text);
            assert!(!read.any(ANIMAL), "{text}: {read:?}");
        }
        // Turkish "you eat chicken", Vietnamese "lotus seed with shrimp".
        assert!(signals("Sen tavuk yersin").has(S::Meat));
        assert!(signals("chè hạt sen tôm khô").has(S::Shellfish));
    }

    #[test]
    fn a_denial_in_a_script_without_spaces_reaches_only_down_its_list() {
        // "No lard, egg or milk added": every item of the list, past one
        // the lexicon does not read ("sugar").
        for text in [
            "不加猪油、鸡蛋和牛奶",
            "不加猪油、糖、鸡蛋和牛奶",
            "不加糖、鸡蛋和牛奶",
        ] {
            let read = signals(text);
            assert!(
                !read.any(set(&[S::Pork, S::Egg, S::Dairy])),
                "{text}: {read:?}"
            );
        }
        // "No pork, but there is egg", "no pork, but fish sauce is used",
        // "no pork. Fish sauce used": the words between end the denial.
        for (text, product) in [
            ("不含猪肉但有鸡蛋", S::Egg),
            ("没有猪肉但用鱼露", S::Fish),
            ("不含猪肉。用鱼露", S::Fish),
            ("不含猪肉 但用鱼露", S::Fish),
            ("不含猪肉、但有鸡蛋", S::Egg),
            // "No X, but there is beef, egg": past the first item the
            // lexicon did not read, a longer word joined to the denial.
            ("不含香精但有牛肉、鸡蛋", S::Egg),
        ] {
            let read = signals(text);
            assert!(read.has(product) && !read.has(S::Pork), "{text}: {read:?}");
        }
    }

    #[test]
    fn a_thai_denial_before_each_product_of_the_menu_denies_it() {
        let read = |text: &str| {
            let mut scratch = Scratch::new();
            scratch.menu_text = true;
            read_text(text, &mut scratch).signals
        };
        // "Jay noodles: no pork, no fish sauce", "not made with egg".
        for (text, product) in [
            ("ก๋วยเตี๋ยวเจ ไม่มีหมู ไม่ใส่น้ำปลา", S::Pork),
            ("ก๋วยเตี๋ยวเจ ไม่มีหมู ไม่ใส่น้ำปลา", S::Fish),
            ("ขนมปังนี้ไม่ใช้ไข่", S::Egg),
            ("ปราศจากน้ำมันหมู", S::Pork),
            // The item's head noun before the product: "no chicken
            // stock", "no beef fat".
            ("ต้มจืดเจ ไม่ใส่น้ำซุปไก่", S::Meat),
            ("ก๋วยเตี๋ยวเจ ไม่มีน้ำซุปกระดูกหมู", S::Pork),
            ("ไม่ใช้ไขมันวัว", S::Meat),
        ] {
            assert!(!read(text).has(product), "{text}");
        }
        // A denial heads the items set off by spaces after it: "no
        // butter, milk, egg", "no fish sauce, pork stock and egg".
        // "no butter, cow's milk, egg": a product run on into another is
        // one item.
        for text in [
            "ขนมเจ ไม่ใช้เนย นม ไข่",
            "ไม่ใส่น้ำปลา น้ำซุปหมู และไข่ ทุกจาน",
            "ขนมเจ ไม่ใช้เนย นมวัว ไข่",
        ] {
            let read = read(text);
            assert!(!read.any(ANIMAL), "{text}: {read:?}");
        }
        // Any other word ends the list: "no pork, fish sauce is put in",
        // "no pork, plenty of fish sauce", "please leave out the pork,
        // the egg".
        for (text, product) in [
            ("ไม่ใส่หมู ใส่น้ำปลา", S::Fish),
            ("ไม่ใส่หมู น้ำปลาเยอะ", S::Fish),
            ("ขอไม่ใส่หมู ไข่", S::Egg),
        ] {
            assert!(read(text).has(product), "{text}");
        }
        for (text, product) in [
            // No pork but egg is put in: the egg carries no denial.
            ("ไม่มีหมูแต่ใส่ไข่", S::Egg),
            // If there is no egg, please tell us; please leave out the
            // egg (the dish has it unless asked).
            ("ถ้าไม่มีไข่ บอกด้วย", S::Egg),
            ("ขอไม่ใส่ไข่", S::Egg),
            // It cannot be made without egg; no fish sauce, right?
            ("ไม่มีไข่ไม่ได้", S::Egg),
            ("ไม่ใส่น้ำปลาใช่ไหม", S::Fish),
            // Fish sauce is put in.
            ("ใส่น้ำปลา", S::Fish),
        ] {
            assert!(read(text).has(product), "{text}");
        }
    }

    #[test]
    fn words_of_scripts_without_spaces_are_found_inside_runs() {
        // The kitchen and the fryer are shared with the roast-meat shop next door.
        assert!(signals("与隔壁烧腊店共用厨房和炸锅。").has(S::SharedSurface));
        // Choy sum with oyster sauce; fried rice with pork lard.
        assert!(signals("蚝油菜心").has(S::Shellfish));
        assert!(signals("猪油炒饭").has(S::Pork));
        // The same in traditional characters (Hong Kong, Taiwan, overseas
        // Cantonese menus); congee bases of pork bone and dried scallop.
        assert!(signals("豬油炒飯").has(S::Pork));
        assert!(signals("蠔油菜心").has(S::Shellfish));
        assert!(signals("本店所有粥底均以豬骨及瑤柱熬製").has(S::Pork));
        assert!(signals("本店所有粥底均以豬骨及瑤柱熬製").has(S::Shellfish));
        assert!(signals("魚露").has(S::Fish));
        assert!(
            !signals("素叉燒飯").any(ANIMAL),
            "{:?}",
            signals("素叉燒飯")
        );
        assert!(!signals("素蠔油").any(ANIMAL), "{:?}", signals("素蠔油"));
        // Mock char siu and fish-fragrant eggplant are plant food.
        assert!(
            !signals("素叉烧饭").any(ANIMAL),
            "{:?}",
            signals("素叉烧饭")
        );
        assert!(!signals("鱼香茄子").any(ANIMAL));
        // Luncheon meat, and a count glued to a word ("two slices").
        assert!(signals("午餐肉").has(S::Pork));
        assert!(signals("每份均含：午餐肉2片、土豆片").has(S::Pork));
        assert!(signals("猪肉3两").has(S::Pork));
        assert!(signals("スパムおにぎり").has(S::Pork));
        assert!(signals("ランチョンミート").has(S::Pork));
        // Spaced scripts still need whole words: "porky" is not "pork".
        assert!(!signals("a porky pun").has(S::Pork));
    }

    #[test]
    fn korean_words_are_found_before_their_particles() {
        assert!(!is_word_char('계') && !is_word_char('ㄱ') && is_word_char('a'));
        // Fried with egg; stewed with pork.
        assert!(signals("계란을 넣은 볶음밥").has(S::Egg));
        assert!(signals("돼지고기로 끓인 찌개").has(S::Pork));
        // Soy meat, and the Jerusalem artichoke ("pig potato"), are plants.
        assert!(!signals("콩고기를 넣은 비빔밥").any(ANIMAL));
        assert!(!signals("돼지감자 볶음").any(ANIMAL));
    }

    #[test]
    fn a_nut_names_a_plant_version_only_of_what_nuts_are_made_into() {
        // The plant version of a cheese, a cream or a creamy sauce; the
        // flavour of a dessert or a bake.
        for plant in [
            "cashew cheese",
            "almond ricotta",
            "macadamia feta",
            "cashew cheesecake",
            "a dollop of cashew crème",
            "turmeric-cashew hollandaise",
            "cashew sour crm",
            "smoked tempeh, kraut, cashew swiss, rye",
            "almond provolone",
        ] {
            assert!(!signals(plant).has(S::Dairy), "{plant:?}");
        }
        // The cheese alone, or melted over the dish, is the dairy one.
        assert!(signals("tempeh, kraut, swiss, rye").has(S::Dairy));
        assert!(signals("walnut bread, melted swiss").has(S::Dairy));
        for flavoured in [
            "pistachio gelato",
            "a warm pistachio financier",
            "hazelnut cheesecake",
        ] {
            let read = signals(flavoured);
            assert!(read.has(S::Dairy) || read.has(S::Egg), "{flavoured:?}");
        }
    }

    #[test]
    fn other_languages_name_their_products_in_their_own_ways() {
        let mut scratch = Scratch::new();
        let kept = |text: &str, scratch: &mut Scratch| {
            read_text(text, scratch);
            scratch
                .mentions
                .iter()
                .fold(SignalSet::EMPTY, |all, m| all.union(m.signals))
        };
        // A run of Chinese or a Korean word with its particles is no one
        // describing word a diet word before it may skip.
        assert!(kept("我们的素酸辣汤用的是鸡汤底", &mut scratch).has(S::Meat));
        assert!(kept("vegan 김밥인데 멸치볶음 들어있음", &mut scratch).has(S::Fish));
        assert!(kept("素鸡汤", &mut scratch).is_empty());
        assert!(kept("素食炒饭没有鸡蛋，用豆腐代替", &mut scratch).is_empty());
        assert!(kept("vegan American cheese", &mut scratch).is_empty());
        // Japanese in Latin letters: "no" after a noun is "of".
        assert!(kept("vegan udon no dashi, katsuo da yo tte", &mut scratch).has(S::Fish));
        assert!(kept("udon, no dashi, no katsuo", &mut scratch).is_empty());
        assert!(kept("the udon no dashi please", &mut scratch).is_empty());
        // French and German diners' words; their plant milks stay plant.
        assert!(kept("la pâte contient de la crevette séchée", &mut scratch).has(S::Shellfish));
        assert!(kept("mit Garnelen und Lachs", &mut scratch).any(set(&[S::Shellfish, S::Fish])));
        assert!(kept("au bouillon de volaille", &mut scratch).has(S::Meat));
        for plant in [
            "porridge au lait d'avoine",
            "Müsli mit Hafermilch",
            "豆乳ラテ",
        ] {
            assert!(kept(plant, &mut scratch).is_empty(), "{plant}");
        }
    }

    #[test]
    fn a_dish_form_loses_only_the_products_its_text_denies() {
        let plant = signals("capers-miso caesar (no anchovy, no egg, no parm)");
        assert!(!plant.any(set(&[S::Fish, S::Egg, S::Dairy])), "{plant:?}");
        let half = signals("kale caesar (no anchovy)");
        assert!(!half.has(S::Fish), "{half:?}");
        assert!(half.has(S::Dairy) && half.has(S::Egg), "{half:?}");
        // A product named outright stays, whatever else is denied.
        let named = signals("caesar with shaved parmesan, no anchovy, no egg, no dairy");
        assert!(named.has(S::Dairy), "{named:?}");
        // Left off on request is not a denial of what the dish holds.
        let asked = signals("caesar, ask for no anchovy, no egg, no parm");
        assert!(
            asked.any(set(&[S::Fish, S::Egg, S::Dairy, S::VeganAdaptable])),
            "{asked:?}"
        );
        // What a diner does not eat is no denial of what a dish holds.
        let diet = signals("Does the gumbo come with sausage? My wife doesn't eat meat.");
        assert!(diet.has(S::Meat), "{diet:?}");
    }

    #[test]
    fn every_claiming_phrase_begins_as_the_claim_starts_say() {
        let (patterns, entries) = lexicon_patterns();
        let lexicon = &*LEXICON;
        let trie = lexicon.trie.as_ref().expect("the trie builds");
        let mut claims = 0;
        for (pattern, entry) in patterns.iter().zip(&entries) {
            let claim = is_claim(entry);
            if claim.is_some() {
                claims += 1;
                assert!(trie.may_begin(&lexicon.claim_starts, pattern), "{pattern}");
                let upper = pattern.to_ascii_uppercase();
                assert!(trie.may_begin(&lexicon.claim_starts, &upper), "{upper}");
            }
            // What claims at a text's start is what the phrase there claims.
            if claim_at_start(pattern).is_some() {
                assert!(claim.is_some(), "{pattern}");
            }
        }
        assert!(claims > 50);
        assert!(claim_at_start("Vegan Ramen").is_some());
        assert!(claim_at_start("Classic burger").is_none());
    }

    #[test]
    fn a_but_is_found_in_its_three_spellings_as_a_word() {
        assert_eq!(find_but("You'd swear it's cheese, but nope"), Some(25));
        assert_eq!(find_but("BUT no"), Some(0));
        assert_eq!(find_but("Rich. But no, it's cashew"), Some(6));
        // A word holding the letters, or a spelling the search is not for.
        assert_eq!(find_but("butter and a buttery crust"), None);
        assert_eq!(find_but("rebut"), None);
        assert_eq!(find_but("bUt no"), None);
        assert_eq!(find_but(""), None);
    }

    #[test]
    fn accented_capitals_read_as_their_small_letters() {
        let mut scratch = Scratch::new();
        assert!(
            read_text("ALL TACOS DIPPED IN OUR ONE CONSOMÉ", &mut scratch)
                .signals
                .has(S::Meat)
        );
        assert_eq!(
            fold_latin_capitals("CONSOMÉ × 2, JALAPEÑO").as_deref(),
            Some("CONSOMé × 2, JALAPEñO")
        );
        assert_eq!(fold_latin_capitals("consomé"), None);
        assert_eq!(fold_latin_capitals("tofu"), None);
        // The search of the text as printed says when it met a capital
        // to fold, which only a search of the folded text reads; that is
        // sound only while no phrase holds one itself.
        let trie = LEXICON.trie.as_ref().unwrap();
        let mut scratch = Scratch::new();
        assert!(find_phrases(trie, "ONE CONSOMÉ", &mut scratch));
        assert!(find_phrases(trie, "Éclair", &mut scratch));
        assert!(!find_phrases(trie, "one consomé × 2", &mut scratch));
        let (patterns, _) = lexicon_patterns();
        assert!(
            patterns
                .iter()
                .all(|pattern| !pattern.chars().any(is_latin_capital))
        );
    }

    #[test]
    fn the_search_says_when_a_text_holds_no_quote_mark() {
        let mut scratch = Scratch::new();
        // Texts with a quote mark anywhere: between words, inside a word,
        // typographic, inside or around a phrase, after a capital the
        // search folds and searches again.
        for text in [
            "the \"vegan\" tacos",
            "it wasn't bad",
            "their \u{2018}chicken\u{2019} wings",
            "\u{201C}Vegan\u{201D} cheese, they said",
            "CONSOMÉ 'de res'",
            "beef'",
            "'",
        ] {
            read_text(text, &mut scratch);
            assert!(scratch.may_hold_quotes(), "{text}");
        }
        // Texts with none, with phrases or without, in other scripts.
        for text in [
            "Grilled chicken, rice and beans.",
            "Nice patio; slow service!",
            "CONSOMÉ DE RES",
            "ข้าวผัดหมู — ไม่ใส่ไข่",
            "",
        ] {
            read_text(text, &mut scratch);
            assert!(!scratch.may_hold_quotes(), "{text}");
        }
        // Until a text is searched, a quote mark is not ruled out.
        assert!(Scratch::new().may_hold_quotes());
        assert!(Scratch::default().may_hold_quotes());
    }

    #[test]
    fn trie_is_compact() {
        // The point of the double array: the whole trie stays small enough
        // to live in the L2 cache while texts are read (under the half a
        // megabyte of the smallest L2 of current x86 cores), with the menu
        // vocabulary of many kitchens' languages in it (the bound leaves
        // a little of that L2 to the texts being read).
        let trie = LEXICON.trie.as_ref().unwrap();
        let states = trie.cells.iter().filter(|c| c.check != NO_PARENT).count() + 1;
        let (patterns, _) = lexicon_patterns();
        assert!(states > patterns.len(), "{states} states");
        // (The free cells a walk's mask pads the array with past the last
        // used one are never read.)
        let used = trie
            .cells
            .iter()
            .rposition(|c| c.check != NO_PARENT)
            .unwrap()
            + 1;
        assert!(
            used * std::mem::size_of::<Cell>() <= 480 * 1024,
            "{used} cells for {states} states"
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
        // The trie reads a hyphen as a space.
        let spaced = text.replace('-', " ");
        let mut all: Vec<(usize, usize, u32)> = REFERENCE
            .find_overlapping_iter(&spaced)
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
    fn a_walk_tells_how_many_letters_or_digits_of_the_word_it_passed() {
        let trie = LEXICON.trie.as_ref().unwrap();
        let (patterns, _) = lexicon_patterns();
        for pattern in &patterns {
            let (found, run) = trie.walk(pattern, 0);
            assert!(found.is_some(), "{pattern}");
            let leading = pattern
                .bytes()
                .take_while(u8::is_ascii_alphanumeric)
                .count();
            assert_eq!(run, leading.min(255), "{pattern}");
            // Every state on the way: the walk of each beginning of the
            // phrase stops at a byte no phrase holds. (One that ends after
            // a first byte may end at the pair look-up, having passed none.)
            for (end, _) in pattern.char_indices().skip(1) {
                let (_, run) = trie.walk(&format!("{}\u{7f}", &pattern[..end]), 0);
                let passed = leading.min(end).min(255);
                if end >= 2 {
                    assert_eq!(run, passed, "{pattern} to {end}");
                } else {
                    assert!(run <= passed, "{pattern} to {end}");
                }
            }
        }
        // A walk that finds nothing has still passed the word's letters.
        assert_eq!(trie.walk("Veganzzz", 0), (None, 5));
        assert_eq!(trie.walk("zzz", 0), (None, 0));
    }

    #[test]
    fn a_word_set_holds_exactly_its_listed_words_in_any_ascii_case() {
        let sets: [(&WordSet, &[&str]); 11] = [
            (&BINDING_SET, BINDING_WORDS),
            (&MADE_IN_VERB_SET, MADE_IN_VERBS),
            (&MADE_IN_BASE_SET, MADE_IN_BASES),
            (&CONTRAST_SET, CONTRAST_WORDS),
            (&CONTACT_SET, CONTACT_WORDS),
            (&PLANT_HEAD_SET, PLANT_HEADS),
            (&PLANT_SOURCE_SET, PLANT_SOURCES),
            (&OTHER_DINER_SET, OTHER_DINERS),
            (&FILLER_SET, NEGATION_FILLERS),
            (&REQUEST_VERB_SET, REQUEST_VERBS),
            (&REPORTING_VERB_SET, REPORTING_VERBS),
        ];
        // Every word of the lexicon's phrases, every listed word in other
        // cases, cut short and lengthened, and a few odd ones.
        let (patterns, _) = lexicon_patterns();
        let mut candidates: Vec<String> = patterns
            .iter()
            .flat_map(|pattern| pattern.split(' ').map(str::to_owned).collect::<Vec<_>>())
            .collect();
        for (_, list) in &sets {
            for word in *list {
                candidates.push((*word).to_owned());
                candidates.push(word.to_uppercase());
                candidates.push(format!("{word}s"));
                candidates.push(format!("x{word}"));
                if let Some((at, _)) = word.char_indices().last() {
                    candidates.push(word[..at].to_owned());
                }
            }
        }
        candidates.extend(["", "a", "A", "@", "x", "w", "W", "'", "&"].map(str::to_owned));
        for (set, list) in sets {
            for word in &candidates {
                assert_eq!(set.contains(word), is_one_of(word, list), "{word:?}");
            }
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
    fn a_denial_down_a_list_does_not_reach_a_diet_word_naming_a_person() {
        // A dish without the meat, praised for a meat-free diner.
        for praise in [
            "Pierogi bez boczku for my vegetarian son, he ate them all.",
            "Tacos sin carne for my vegan wife, she loved them.",
            "Ramen without the pork for my vegetarian friend.",
        ] {
            let read = signals(praise);
            assert!(
                !read.any(set(&[S::NoVegetarian, S::NoVegan, S::VeganLimited])),
                "{praise}"
            );
            assert!(read.any(MEAT_FREE_MENTION), "{praise}");
        }
        // The same denial reaching a diet word of the food denies it.
        for denial in [
            "Pierogi without lard or vegetarian options here.",
            "No meat, no vegetarian dishes either.",
        ] {
            assert!(signals(denial).has(S::NoVegetarian), "{denial}");
        }
    }

    #[test]
    fn a_denied_diet_word_keeps_its_denial_whatever_follows_it() {
        for text in [
            "The laksa is not vegan imo.",
            "the green curry isn't vegan tbh",
            "The paneer wrap isn\u{2019}t vegetarian sadly!",
            "None of the dressings are vegan it seems.",
            "Nothing on the dessert menu is really vegan because of the butter.",
        ] {
            assert!(
                signals(text).any(set(&[S::NoVegan, S::NoVegetarian])),
                "{text}"
            );
        }
        // A kind of food after the denied word narrows the claim.
        for text in [
            "Sadly no vegan soups tonight.",
            "There were no vegan burgers left.",
        ] {
            let read = signals(text);
            assert!(!read.has(S::NoVegan), "{text}: {read:?}");
        }
    }

    #[test]
    fn a_negative_contraction_without_its_apostrophe_is_the_same_denial() {
        for (bare, written) in [
            ("The pho broth isnt vegan.", "The pho broth isn't vegan."),
            (
                "those summer rolls arent vegetarian",
                "those summer rolls aren't vegetarian",
            ),
            (
                "The soup wasnt vegan at all",
                "The soup wasn't vegan at all",
            ),
            ("Dont miss the vegan curry.", "Don't miss the vegan curry."),
            (
                "They didnt use any butter in the vegan dal.",
                "They didn't use any butter in the vegan dal.",
            ),
        ] {
            assert_eq!(signals(bare), signals(written), "{bare}");
        }
        assert!(signals("The samosas werent vegetarian.").has(S::NoVegetarian));
    }

    #[test]
    fn a_copula_closing_the_clause_denies_the_diet_of_its_subject() {
        for text in [
            "Careful: the vegan noodles aren't.",
            "The veggie options here weren't really.",
        ] {
            assert!(
                signals(text).any(set(&[S::NoVegan, S::NoVegetarian])),
                "{text}"
            );
        }
        for text in [
            "The vegan noodles aren't bad at all.",
            "I'm vegan and the portions aren't small.",
        ] {
            assert!(
                !signals(text).any(set(&[S::NoVegan, S::NoVegetarian])),
                "{text}"
            );
        }
    }

    #[test]
    fn a_diet_the_food_used_to_have_is_denied_and_not_a_single_denies_wide() {
        assert!(signals("Their pad thai used to be vegan.").has(S::NoVegan));
        assert!(signals("The soup used to be vegetarian.").has(S::NoVegetarian));
        assert!(signals("Not a single curry is truly vegan.").has(S::NoVegan));
        // The diner's own past diet, and a denial spent before the diet word.
        assert!(!signals("I used to be vegan and the curry still won me over.").has(S::NoVegan));
        assert!(!signals("Not a single complaint, the vegan curry was perfect.").has(S::NoVegan));
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
        // Vietnamese "không" (no) denies each product of its list.
        let chay = signals("Món chay: không bơ, không thịt bò, không trứng gà");
        assert!(!chay.has(S::Dairy) && !chay.has(S::Meat) && !chay.has(S::Egg));
        assert!(signals("Bánh mì thịt bò, trứng gà").has(S::Egg));
    }

    #[test]
    fn request_phrasing_means_vegan_on_request() {
        let ask = signals("Ask for no cheese to make it dairy free");
        assert!(ask.has(S::VeganAdaptable) && !ask.has(S::Dairy));
        assert!(signals("Can be made vegan").has(S::VeganAdaptable));
        assert!(signals("can be made without egg").has(S::VeganAdaptable));
    }

    #[test]
    fn a_diet_mark_without_a_product_is_the_diet_on_request() {
        let plate = signals("falafel, hummus, tzatziki, pita - V (VG without tzatziki)");
        assert!(
            plate.has(S::VeganAdaptable) && plate.has(S::Dairy),
            "{plate:?}"
        );
        // A plain "without" denies the product.
        assert!(!signals("falafel, hummus, pita, made without tzatziki").has(S::Dairy));
        assert!(diet_mark_before_without("vegan without croutons", 6, 13));
        assert!(!diet_mark_before_without("made without croutons", 5, 12));
    }

    #[test]
    fn a_product_left_off_on_request_stays_a_mention_outside_the_menu() {
        let mut scratch = Scratch::default();
        for text in [
            "Ask them to skip the cheese on the tacos!",
            "Make sure you tell them no mayo on the burger.",
            "Pidan los tacos sin queso, que si no se los ponen.",
        ] {
            read_text(text, &mut scratch);
            assert!(
                scratch
                    .mentions
                    .iter()
                    .any(|m| m.left_off && !m.signals.is_empty()),
                "{text}"
            );
        }
        // "Say" asks, unless someone reports what they say.
        read_text("get the dal but say NO ghee on top", &mut scratch);
        assert!(scratch.mentions.iter().any(|m| m.left_off));
        read_text("They say no butter goes in the dal.", &mut scratch);
        assert!(scratch.mentions.iter().all(|m| m.signals.is_empty()));
        // A reported answer denies; it asks for nothing.
        read_text("I asked and there is no butter in the dal.", &mut scratch);
        assert!(
            scratch
                .mentions
                .iter()
                .all(|m| m.signals.is_empty() && !m.left_off)
        );
        // The menu's own words make the dish vegan on request instead.
        scratch.menu_text = true;
        let reading = read_text("vegan without the feta", &mut scratch);
        assert!(reading.signals.has(S::VeganAdaptable));
        assert!(scratch.mentions.iter().all(|m| m.signals.is_empty()));
    }

    #[test]
    fn emoji_shorthand_and_misspellings_name_what_they_stand_for() {
        let bowl = signals("tofu bowl w/🧀 & 🥚");
        assert!(bowl.has(S::Dairy) && bowl.has(S::Egg));
        assert!(signals("🍯 drizzle").has(S::Honey));
        assert!(signals("+🥓").has(S::Pork));
        assert!(signals("chx broth").has(S::Meat));
        assert!(signals("oister sauce, parmesean").has(S::Shellfish));
        assert!(signals("dressing w/ Lea & Perrins").has(S::Fish));
        assert!(signals("a completely seperate fryer").has(S::DedicatedPrep));
        // Spanish shorthand for "without" denies.
        assert!(!signals("tacos s/ queso").has(S::Dairy));
        assert!(!signals("cero lácteos").has(S::Dairy));
        assert!(!signals("Better Than Bouillon No Chicken base").has(S::Meat));
        // Other kitchens' own words.
        assert!(signals("shiro finished with niter kibbeh").has(S::Dairy));
        assert!(signals("• miso broth • chashu • nori").has(S::Pork));
        assert!(!signals("fermented bean curd in place of mắm tôm").has(S::Shellfish));
    }

    #[test]
    fn a_vegan_word_closed_by_the_whole_menu_claims_the_place() {
        for text in [
            "Vegan soul food, every single dish.",
            "Plant-based food - everything.",
            "Plant-based baking: all of it.",
        ] {
            assert!(signals(text).has(S::FullyVegan), "{text}");
        }
        for text in [
            "Vegan tacos, every single one.",
            "Vegan soul food, every dish on the weekend menu.",
            "Vegan soul food, every dish but the mac.",
            "Vegan comfort food, every single item except the cookies.",
        ] {
            assert!(!signals(text).has(S::FullyVegan), "{text}");
        }
    }

    #[test]
    fn a_kitchen_no_animal_food_ever_entered_is_a_whole_vegan_place() {
        let read = |text: &str, statement: bool| {
            let mut scratch = Scratch {
                statement,
                ..Scratch::default()
            };
            read_text(text, &mut scratch).signals
        };
        for text in [
            "No pork, chicken, milk, cheese or eggs have ever been prepared in this kitchen.",
            "Since 2015 no meat, fish, dairy or egg has ever come through our doors.",
            "Our cooks are proud of one thing: no beef, butter, cream or eggs have ever entered the building.",
            // "Nothing animal" denies every animal product.
            "Nothing animal has ever been cooked in this kitchen.",
        ] {
            let read = read(text, true);
            assert!(
                read.has(S::FullyVegan) && read.has(S::DedicatedPrep),
                "{text}"
            );
        }
        for text in [
            // A denial of less than meat, dairy and egg.
            "We never cook with butter.",
            "No meat or fish has ever been cooked in our kitchen.",
            // Kept from less than the kitchen, or not for all time.
            "No meat, dairy or eggs on the menu today.",
            "No meat, dairy or eggs have ever been in our vegan pastries.",
            // Not certain: an exception, a hedge, a product let in after all.
            "No meat, dairy or eggs have ever been in our kitchen, except on Sundays.",
            "We can't promise no meat, dairy or eggs have ever been in our kitchen.",
            "No meat or eggs have ever come into our kitchen, but we use butter.",
            "Nothing animal has ever come into our kitchen, except butter.",
            "Nothing animal-tested has ever entered the building.",
        ] {
            assert!(!read(text, true).has(S::FullyVegan), "{text}");
        }
        // A diner cannot vouch for the kitchen.
        assert!(
            !read(
                "No meat, dairy or eggs have ever been in their kitchen.",
                false
            )
            .has(S::FullyVegan)
        );
    }

    #[test]
    fn a_consomme_named_with_its_plant_base_is_that_plants_version() {
        let mut scratch = Scratch::default();
        for text in [
            "guajillo-braised jackfruit, mushroom-chile consomé for dipping",
            "ramen in a mushroom & guajillo consomé, soy curls",
            "braised jackfruit, ancho consommé on the side",
        ] {
            read_text(text, &mut scratch);
            let meat: Vec<_> = scratch
                .mentions
                .iter()
                .filter(|m| m.signals.has(S::Meat))
                .collect();
            assert!(!meat.is_empty() && meat.iter().all(|m| m.styled), "{text}");
        }
        for text in [
            "oyster mushroom birria, dipped tortillas, birria consommé",
            "a dip in the real consomé",
            "mushroom, onion, consommé",
            // A comma ends the name: the chile is no base of the broth.
            "tortillas, red chile, consommé",
        ] {
            read_text(text, &mut scratch);
            assert!(
                scratch
                    .mentions
                    .iter()
                    .any(|m| m.signals.has(S::Meat) && !m.styled),
                "{text}"
            );
        }
    }

    #[test]
    fn what_a_dish_is_cooked_in_is_neither_a_style_nor_marked_plant() {
        let mut scratch = Scratch::default();
        // A medium keeps its meaning after a plant and before the dish's
        // own bare diet mark.
        for text in [
            "Water Spinach Sambal Belacan (VG)",
            "Smashed Potatoes in Duck Fat (V)",
            "Choy Sum with Oyster Sauce (VG)",
            "Roast Roots in Beef Dripping (V)",
            "Eggplant Fish Sauce Caramel",
            "Mango Jelly with Gelatine (VG)",
        ] {
            read_text(text, &mut scratch);
            assert!(
                scratch
                    .mentions
                    .iter()
                    .any(|m| !m.signals.is_empty() && !m.styled),
                "{text}: {:?}",
                scratch.mentions
            );
        }
        // A protein under the mark, a style on a plant, and a medium named
        // as its plant make stay plant.
        for text in [
            "Sticky Sesame Chicken (VG)",
            "Mushroom Bulgogi",
            "Gai Lan, Vegetarian Oyster Sauce (VG)",
            "Udon in Kombu Dashi (VG)",
            "Nasi Goreng with Vegan Fish Sauce (VG)",
            "Queso (vegan)",
        ] {
            read_text(text, &mut scratch);
            assert!(
                scratch
                    .mentions
                    .iter()
                    .all(|m| m.signals.is_empty() || m.styled),
                "{text}: {:?}",
                scratch.mentions
            );
        }
    }

    #[test]
    fn a_meat_word_of_a_plant_joined_by_de_is_a_style() {
        let mut scratch = Scratch::default();
        let meat_styled = |text: &str, scratch: &mut Scratch| {
            read_text(text, scratch);
            let meat: Vec<bool> = scratch
                .mentions
                .iter()
                .filter(|m| m.named.any(set(&[S::Meat, S::Pork])))
                .map(|m| m.styled)
                .collect();
            assert!(!meat.is_empty(), "{text}");
            meat.iter().all(|styled| *styled)
        };
        for text in [
            "Lechón de Jaca: mojo jackfruit, moros",
            "tacos al pastor de hongos",
            "Carnitas de la Yaca, salsa verde",
            "Steak de Chou-Fleur: roasted cauliflower, frites",
        ] {
            assert!(meat_styled(text, &mut scratch), "{text}");
        }
        // A meat named of a meat, of the house, or with a plant beside it.
        for text in [
            "Lechón de la casa, yuca",
            "chorizo con papas",
            "carnitas de cerdo, hongos",
            "tacos de pollo, de frijoles aparte",
        ] {
            assert!(!meat_styled(text, &mut scratch), "{text}");
        }
    }

    #[test]
    fn someone_who_reports_what_is_in_the_food_is_a_source_not_a_diner() {
        let mut scratch = Scratch::default();
        read_text("My friend had the pork belly.", &mut scratch);
        assert!(scratch.mentions.iter().all(|m| m.others));
        read_text(
            "A friend who cooks there told me it has pork in it.",
            &mut scratch,
        );
        assert!(scratch.mentions.iter().all(|m| !m.others));
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
        assert!(read_text("Not a place for vegans though.", &mut scratch).vegan_dismissed);
        // A withdrawn vegan menu is gone; a withdrawn animal product is not.
        assert!(
            read_text(
                "As of September 1st our vegan menu has been discontinued.",
                &mut scratch
            )
            .vegan_dismissed
        );
        assert!(
            read_text(
                "Vegan options were taken off the menu in May.",
                &mut scratch
            )
            .vegan_dismissed
        );
        assert!(
            !read_text(
                "We discontinued the butter: the vegan pasta is fully vegan now.",
                &mut scratch
            )
            .vegan_dismissed
        );
        // An idiom is not a dismissal.
        assert!(
            !read_text(
                "The vegan chili is not for the faint of heart!",
                &mut scratch
            )
            .vegan_dismissed
        );
        assert!(
            signals("Made with flax instead of eggs").is_empty()
                || !signals("Made with flax instead of eggs").has(S::Egg)
        );
    }

    #[test]
    fn the_phrase_search_lists_every_sentence_break_and_bounds_sentences_by_them() {
        let texts = [
            "",
            ".",
            "no break here at all, none",
            "One. Two! Three? Four\nFive\r",
            "Vegan curry. No fish sauce!! Is the broth vegan?\r\nGreat ghee-free dal.",
            "A long first sentence without a break until here. Then é café ’ more.",
            "..........!!!!!!!!",
            "\u{2019}\u{2026}.\u{00e9}",
            "oat milk.latte?vegan.Cheese\nbutter",
        ];
        for text in texts {
            let bytes = text.as_bytes();
            let mut scratch = Scratch::new();
            read_text(text, &mut scratch);
            let expected: Vec<usize> = (0..bytes.len())
                .filter(|&i| is_sentence_break(bytes[i]))
                .collect();
            assert_eq!(scratch.breaks, expected, "{text:?}");
            let mut passed = 0;
            for at in 0..=bytes.len() {
                let start = bytes[..at]
                    .iter()
                    .rposition(|b| is_sentence_break(*b))
                    .map_or(0, |i| i + 1);
                let end = bytes[at..]
                    .iter()
                    .position(|b| is_sentence_break(*b))
                    .map_or(bytes.len(), |i| at + i + 1);
                let sentence = open_sentence(bytes, &scratch.breaks, &mut passed, at);
                assert_eq!(
                    (sentence.start, sentence.end),
                    (start, end),
                    "{text:?} {at}"
                );
                assert_eq!(
                    sentence.question,
                    bytes.get(end.wrapping_sub(1)) == Some(&b'?')
                );
            }
        }
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
                assert_eq!(next_sentence_break(bytes, at), next, "{text:?} {at}");
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
        assert!(signals("ñandú über façade").is_empty());
        // French cream keeps its accent and is still cream.
        assert!(signals("ñandú über crème").has(S::Dairy));
        // Multi-byte text around a match keeps char boundaries.
        assert!(signals("«vegan» naïve café").has(S::VeganLabel));
    }

    #[test]
    fn an_it_the_sentence_cooks_is_no_place() {
        // The cake is vegan; the place is not claimed.
        let cooked = signals(
            "As of September we bake it ourselves with coconut oil and oat milk, so it's fully vegan now.",
        );
        assert!(
            cooked.has(S::VeganOptions) || cooked.has(S::VeganLabel),
            "{cooked:?}"
        );
        assert!(!cooked.has(S::FullyVegan), "{cooked:?}");
        // An "it" nothing cooks is still the place.
        assert!(
            signals("Since the new owners took over, it's fully vegan now.").has(S::FullyVegan)
        );
    }

    #[test]
    fn a_bare_claim_after_how_a_food_is_made_is_that_foods() {
        let food = signals(
            "No fish sauce, no ghee, the paste is made in house from lemongrass and chilies. Fully vegan!",
        );
        assert!(!food.has(S::FullyVegan), "{food:?}");
        // The place's own kitchen, or no food before: the place.
        for place in [
            "We make everything in house from plants. Fully vegan!",
            "Thanks for coming in. Fully vegan!",
            "Fully vegan!",
        ] {
            assert!(signals(place).has(S::FullyVegan), "{place}");
        }
    }

    #[test]
    fn a_dash_ends_a_list_of_denials() {
        // "not butter - it's vegan": the claim after the dash stands.
        for text in [
            "The garlic bread is brushed with olive oil, not butter - it's vegan, promise.",
            "Olive oil, not butter — it's vegan.",
        ] {
            let read = signals(text);
            assert!(
                read.has(S::VeganLabel) && !read.has(S::NoVegan),
                "{text}: {read:?}"
            );
        }
        // A product after the dash is no longer denied.
        assert!(signals("No cheese - butter on top.").has(S::Dairy));
        // Within the list, the denial still reaches.
        assert!(!signals("No cheese, butter or cream.").has(S::Dairy));
    }

    #[test]
    fn a_denial_goes_down_its_list_but_not_past_another_word() {
        // Every item of the list after one denial word is denied, in any
        // language, its last one joined by the language's "and" or "or".
        for text in [
            "Plant plate: without chicken, pork, butter, eggs and honey.",
            "Vegetariano: sin pollo, pescado, manteca y miel.",
            "Végétalien : sans porc, poisson, beurre, oeufs et miel.",
            "Veggie: ohne Speck, Fisch, Butter und Eier.",
            "Vegan: senza pollo, pesce, burro o uova.",
        ] {
            assert!(signals(text).intersection(ANIMAL).is_empty(), "{text}");
        }
        // After the comma, a word that is no item of the list ("just",
        // "only", "some") ends it: what follows is said to be there.
        for (text, kept) in [
            (
                "Veggie wrap, no chicken, only halloumi and a fried egg.",
                S::Egg,
            ),
            ("No bacon, just butter and honey.", S::Dairy),
            ("Sin jamón, solo queso.", S::Dairy),
            ("No ham; butter, egg.", S::Egg),
        ] {
            assert!(signals(text).has(kept), "{text}");
        }
        // A diet's definition by denial passes over an item it does not
        // read ("burro" alone is no word of its); a diner's order does
        // not, nor does a definition past its list's end.
        assert!(!signals("Vegan: senza pollo, pesce, burro o uova.").any(ANIMAL));
        for (text, kept) in [
            (
                "Veggie burger, no mayo, lettuce, onion, cheese and pickles.",
                S::Dairy,
            ),
            (
                "Vegan: no meat, lettuce, onion, but a little cheese.",
                S::Dairy,
            ),
            ("Vegan: no meat; lettuce, onion, cheese.", S::Dairy),
        ] {
            assert!(signals(text).has(kept), "{text}");
        }
    }

    #[test]
    fn if_not_for_keeps_the_product() {
        // "vegan if not for the butter": the butter is there.
        let mut scratch = Scratch::default();
        read_text("It would be vegan if not for the butter.", &mut scratch);
        assert!(scratch.mentions.iter().any(|m| m.signals.has(S::Dairy)));
        // A plain "not" still denies.
        read_text("Brushed with olive oil, not butter.", &mut scratch);
        assert!(scratch.mentions.iter().all(|m| m.signals.is_empty()));
    }
}
