//! A part of a listed meat dish (its fat, jus, broth, sauce) that a diner's
//! review or the restaurant's reply puts into the menu's meat-free dishes,
//! the meat dish named by its name alone ("The pozole simmers all night.
//! Its broth goes in the veggie tamales.", "le jus de la daube arrose la
//! ratatouille", "Njen umak ide i na njoke", "这一锅汤就是素面的汤底"). The
//! part is the dish's, and carries what the dish holds into that food.
//!
//! The part is tied to its dish by a word taking it from the dish ("of",
//! "off", "de", "von", "od", "的" + the dish's name), by the dish's name
//! right before it ("the pozole broth"), or by a possessive or a
//! demonstrative ("its", "son", "njen", "that", "这") or "off it" pointing
//! back to the nearest sentence naming a dish. It reaches the meat-free
//! food where its sentence names a meat-free dish or a diet word, or where
//! a short sentence after it says it again of that food ("Les panisses
//! aussi.", "素的也一样。"). A part the words make one for several dishes
//! ("the same sauce as", "one sauce, two proteins", "the curry is the
//! same one they pour on the rendang", "every dish, the rendang
//! included") is the meat dish's the sentence names. The menu's dishes
//! are recognised by the caller's closures, given a word (or a run of
//! Chinese characters).

/// Parts of a dish that go into other food, without accents, lower-case.
const PARTS: &[&str] = &[
    // English.
    "fat",
    "fats",
    "grease",
    "drippings",
    "dripping",
    "juice",
    "juices",
    "jus",
    "broth",
    "stock",
    "sauce",
    "gravy",
    "soup",
    "liquid",
    "lard",
    "schmaltz",
    "base",
    // French.
    "graisse",
    "bouillon",
    "fond",
    "sauces",
    // Spanish and Portuguese.
    "jugo",
    "jugos",
    "grasa",
    "manteca",
    "caldo",
    "salsa",
    "molho",
    "gordura",
    "caldos",
    // Italian.
    "sugo",
    "grasso",
    "brodo",
    "fondo",
    // German.
    "fett",
    "saft",
    "bruhe",
    "sosse",
    "sose",
    "bratensaft",
    // Croatian, Serbian, Bosnian.
    "umak",
    "mast",
    "juha",
    "temeljac",
    "sok",
    "umaka",
];

/// Chinese parts of a dish: soup (and its base, its stock), oil, juice,
/// braising liquid, sauce.
const CJK_PARTS: &[char] = &['汤', '油', '汁', '卤', '酱'];

/// Words that take a part from the dish named after them ("the jus of the
/// daube", "the fat we skim off it").
const FROM: &[&str] = &[
    "of", "off", "from", "de", "del", "della", "dello", "dei", "du", "des", "do", "da", "dos",
    "das", "di", "von", "vom", "od", "iz", "out",
];

/// Words between "of" and the dish ("of the daube", "de la daube").
const ARTICLES: &[&str] = &[
    "the", "our", "your", "that", "this", "la", "le", "l", "les", "el", "los", "las", "lo", "il",
    "der", "dem", "den", "nuestro", "nuestra", "notre", "nostro", "nostra", "unserem", "unserer",
    "a", "o", "as", "os", "na", "nas", "nos", "pot", "big", "whole",
];

/// Words that make the part the dish's named before ("its broth", "son
/// jus", "njen umak", "sein Fett").
const POSSESSIVES: &[&str] = &[
    "its", "her", "his", "their", "son", "sa", "ses", "leur", "leurs", "su", "sus", "seu", "sua",
    "suo", "sein", "seine", "seinem", "seinen", "ihr", "ihre", "njen", "njezin", "njegov",
    "njihov", "njena", "njegova", "njezina", "njen", "njeni",
];

/// Words that make the part one spoken of before ("that fat", "the same
/// broth", "ce jus", "ese caldo", "taj umak").
const DEMONSTRATIVES: &[&str] = &[
    "that", "this", "same", "ce", "cet", "cette", "meme", "ese", "esa", "este", "esta", "mismo",
    "misma", "esse", "essa", "mesmo", "mesma", "questo", "questa", "quello", "quel", "stesso",
    "stessa", "dieser", "diese", "dieses", "diesen", "derselbe", "dieselbe", "dasselbe", "gleiche",
    "gleichen", "taj", "ovaj", "ova", "ovo", "isti", "ista", "isto",
];

/// Pronouns after "off", "from", "of" that point back at a dish ("the fat
/// we skim off it").
const BACK_PRONOUNS: &[&str] = &["it", "them", "that", "this", "ga", "nje", "njega"];

/// Words after a possessive that keep the part the pointed dish's own
/// ("the vegan curry has its own sauce").
const OWN: &[&str] = &[
    "own", "propre", "propio", "propia", "proprio", "propria", "eigene", "eigenen", "eigener",
    "vlastiti", "vlastita", "svoj", "svoja",
];

/// Words of a short sentence saying the one before again ("Les panisses
/// aussi.", "Vegetarijanski isto.", "The veggie ones too.").
const AGAIN: &[&str] = &[
    "too", "also", "aussi", "tambien", "também", "tambem", "anche", "auch", "isto", "takoder",
    "takodjer", "također", "same", "igual", "pareil", "ebenso", "well",
];

/// The longest sentence, in words, read as saying the one before again.
const AGAIN_WORDS: usize = 6;

/// How many sentences back a pointing word may reach for its dish.
const REACH_BACK: usize = 2;

/// Words that share a part between dishes ("the same sauce as the
/// rendang", "share a base with the rendang"): the part is the dish's
/// named after "as" or "with", or named anywhere in the sentence
/// ("Chickpea curry and rendang share a sauce").
const SHARING: &[&str] = &["same", "share", "shares", "shared", "sharing", "identical"];

/// Words after a shared part that name whose it also is.
const SHARED_WITH: &[&str] = &["as", "with"];

/// Words for what several dishes are made from or in at once ("the same
/// paste", "one big pot", "the same curry poured over"), read as a part
/// only where the words share it: alone they name a dish or a vessel.
const SHARED_PARTS: &[&str] = &["paste", "batch", "pot", "marinade", "curry"];

/// Shared parts that hold the dishes made in them, whose "with" names a
/// dish in them too ("comes out of the big pot with the rendang").
const HOLDERS: &[&str] = &["pot", "batch"];

/// Words that make the part right after them one for every dish the
/// sentence names ("one sauce, two proteins", "a single stock pot").
const ONE: &[&str] = &["one", "single"];

/// The parts [`ONE`] shares (a soup or a juice is a dish or a drink of
/// its own: "one soup for the table").
const ONE_PARTS: &[&str] = &[
    "sauce", "sauces", "base", "paste", "stock", "broth", "gravy", "batch", "pot", "marinade",
    "jus", "fat", "grease", "fond", "caldo", "salsa", "sugo", "brodo",
];

/// Words saying the dishes of a sentence get parts of their own ("one
/// sauce for the rendang, another for the katsu", "made separately").
const OTHERS: &[&str] = &["another", "separately"];

/// Words that say so a word or two before a part ("a different sauce",
/// "its own paste", "a separate one").
const OTHER_PARTS: &[&str] = &["other", "different", "separate", "own", "second"];

/// Words after a "same" that keep it about the part before it ("the curry
/// is the same one they pour on the rendang", "it's the same").
const SAME_ONE: &[&str] = &["one", "ones", "thing", "stuff"];

/// Words before "the same" that make it said of the subject ("it's the
/// same", "is exactly the same as"), not of one more dish ("and the
/// rendang the same").
const IS_THE_SAME: &[&str] = &[
    "is",
    "s",
    "was",
    "are",
    "were",
    "be",
    "been",
    "exactly",
    "just",
    "literally",
    "basically",
    "all",
];

/// Words before a "same" that deny it ("isn't the same", "not the same").
const NOT_SAME: &[&str] = &[
    "not", "isn", "aren", "wasn", "weren", "never", "nothing", "no",
];

/// Words that put a dish named beside them among those a part is for
/// ("the rendang included", "(the rendang too)", "also the rendang's").
const INCLUDED: &[&str] = &["included", "including", "too", "also", "alike"];

/// Words taking in every dish of a class after them ("every dish", "all
/// the curries", "each plate").
const EVERY: &[&str] = &["every", "all", "each"];

/// Words for dishes as a class, which after a word of [`EVERY`] take in
/// the menu's meat-free dishes ("every dish on the menu").
const DISH_CLASS: &[&str] = &[
    "dish", "dishes", "plate", "plates", "item", "items", "meal", "meals", "menu", "thing",
    "things", "food", "foods", "curry", "curries",
];

/// Words that serve or cook one food with, in, over or on another
/// ("served with", "comes with", "dum-cooked over", "swimming in",
/// "basted with"), a few words before the word that puts it there.
const SERVES: &[&str] = &[
    "served",
    "serve",
    "serves",
    "comes",
    "come",
    "came",
    "cooked",
    "topped",
    "finished",
    "tossed",
    "basted",
    "simmered",
    "steamed",
    "layered",
    "poured",
    "ladled",
    "spooned",
    "drizzled",
    "smothered",
    "swimming",
    "drowned",
    "drowning",
    "arrives",
    "arrived",
    "plated",
];

/// How many words before the word that puts food there a word of
/// [`SERVES`] may stand ("comes swimming in", "is dum-cooked over").
const SERVES_REACH: usize = 3;

/// Words that put a dish with, in, over or on the food served
/// ("served with the rendang", "cooked over the rogan josh").
const PUTS: &[&str] = &[
    "with", "in", "into", "over", "on", "onto", "atop", "under", "beneath",
];

/// Words that measure out a helping of a dish into other food ("a scoop
/// of rendang", "a spoon of the rendang oil").
const MEASURES: &[&str] = &[
    "scoop",
    "scoops",
    "spoon",
    "spoons",
    "spoonful",
    "spoonfuls",
    "ladle",
    "ladles",
    "ladleful",
    "dollop",
    "dollops",
    "helping",
    "splash",
    "drizzle",
    "portion",
];

/// Words of cooking that may stand between a dish's name and its part,
/// naming how the part was given off ("the pork chop pan juices").
const COOKING: &[&str] = &[
    "pan",
    "braising",
    "cooking",
    "roasting",
    "simmering",
    "stewing",
    "poaching",
    "frying",
];

/// What a part of a meat dish tied to meat-free food was found by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PartOnMeatFreeFood {
    /// The sentences to quote: from the one naming the dish (or holding
    /// the part) to the one tying the part to the meat-free food.
    pub(crate) quoted: (usize, usize),
    /// The word (or run of Chinese characters) that named the meat dish.
    pub(crate) dish: (usize, usize),
}

/// Whether `bytes` may hold a part word or a word that serves or
/// measures out a dish into other food (see [`may_be_a_part_word`]):
/// the test before a text's words are split, for a text no other reading
/// passes over word by word already.
pub(crate) fn may_name_a_part(bytes: &[u8]) -> bool {
    bytes
        .split(|b| *b < 0x80 && !b.is_ascii_alphanumeric())
        .any(may_be_a_part_word)
}

/// Whether a word, as its bytes (letters, digits and any byte outside
/// ASCII between ASCII marks), may be a part word: an ASCII word that is
/// one (or that serves or measures out a dish, "served", "scoop"), a word opening on a part's first letters and going on outside
/// ASCII ("Brühe", "Soße"), or a run of Chinese characters holding a part
/// character. Asked of every word of every review, so its first byte is
/// looked up before anything else.
#[inline(always)]
pub(crate) fn may_be_a_part_word(word: &[u8]) -> bool {
    word.first()
        .is_some_and(|first| PART_SHAPES[usize::from(*first)] & (1 << word.len().min(15)) != 0)
        && opens_a_part_word(word)
}

/// Part words written outside ASCII, as they may be typed.
const PARTS_OUTSIDE_ASCII: &[&str] = &["brühe", "soße"];

/// By a word's first byte, the lengths in bytes (a bit each, fifteen for
/// any longer) a part word starting with it has, in either case: a word
/// whose first byte and length go with no part is passed over at one look.
/// A run of three-byte characters may hold a part at any length.
pub(crate) const PART_SHAPES: [u16; 256] = {
    let mut table = [0u16; 256];
    let mut part = 0;
    while part < PARTS.len() + PARTS_OUTSIDE_ASCII.len() {
        let word = if part < PARTS.len() {
            PARTS[part].as_bytes()
        } else {
            PARTS_OUTSIDE_ASCII[part - PARTS.len()].as_bytes()
        };
        let length = if word.len() < 15 { word.len() } else { 15 };
        table[word[0].to_ascii_lowercase() as usize] |= 1 << length;
        table[word[0].to_ascii_uppercase() as usize] |= 1 << length;
        part += 1;
    }
    // The words that serve or measure out a dish into other food, which
    // tie a dish named by its name alone as a part does.
    let mut tie = 0;
    while tie < SERVES.len() + MEASURES.len() {
        let word = if tie < SERVES.len() {
            SERVES[tie].as_bytes()
        } else {
            MEASURES[tie - SERVES.len()].as_bytes()
        };
        let length = if word.len() < 15 { word.len() } else { 15 };
        table[word[0].to_ascii_lowercase() as usize] |= 1 << length;
        table[word[0].to_ascii_uppercase() as usize] |= 1 << length;
        tie += 1;
    }
    // The parts read only where the words share them.
    let mut shared = 0;
    while shared < SHARED_PARTS.len() {
        let word = SHARED_PARTS[shared].as_bytes();
        table[word[0].to_ascii_lowercase() as usize] |= 1 << word.len();
        table[word[0].to_ascii_uppercase() as usize] |= 1 << word.len();
        shared += 1;
    }
    let mut lead = 0xe0;
    while lead <= 0xef {
        table[lead] = u16::MAX;
        lead += 1;
    }
    table
};

/// [`may_be_a_part_word`] past its first byte.
fn opens_a_part_word(word: &[u8]) -> bool {
    if word.first().is_some_and(|first| *first >= 0xe0) {
        // A lead byte starts only a character: a match anywhere is one.
        return word.windows(3).any(|character| {
            matches!(
                character,
                [0xe6, 0xb1, 0xa4 | 0x81]
                    | [0xe6, 0xb2, 0xb9]
                    | [0xe5, 0x8d, 0xa4]
                    | [0xe9, 0x85, 0xb1]
            )
        });
    }
    if !word.is_ascii() {
        // "Brühe", "Soße": opening as a part does.
        return part_opens_at(word, 0);
    }
    if !(3..=10).contains(&word.len()) {
        return false;
    }
    // Lower-cased on the stack and told by a match on its bytes, which
    // compiles to a test of the length before any comparison.
    let mut lower = [0u8; 10];
    for (to, from) in lower.iter_mut().zip(word) {
        *to = from.to_ascii_lowercase();
    }
    let lower = &lower[..word.len()];
    is_an_ascii_part(lower) || is_a_tie_word(lower) || is_a_shared_part(lower)
}

/// Whether lower-cased bytes are one of [`SHARED_PARTS`] (as
/// [`is_a_serving_word`]).
fn is_a_shared_part(lower: &[u8]) -> bool {
    matches!(lower, b"paste" | b"batch" | b"pot" | b"marinade" | b"curry")
}

/// Whether lower-cased bytes are a word that serves or measures out a
/// dish into other food ([`SERVES`], [`MEASURES`]).
fn is_a_tie_word(lower: &[u8]) -> bool {
    is_a_serving_word(lower) || is_a_measure_word(lower)
}

/// Whether lower-cased bytes are one of [`SERVES`]: one match on the
/// bytes (a test of the length before any comparison), as it is asked of
/// many words of every review.
fn is_a_serving_word(lower: &[u8]) -> bool {
    matches!(
        lower,
        b"served"
            | b"serve"
            | b"serves"
            | b"comes"
            | b"come"
            | b"came"
            | b"cooked"
            | b"topped"
            | b"finished"
            | b"tossed"
            | b"basted"
            | b"simmered"
            | b"steamed"
            | b"layered"
            | b"poured"
            | b"ladled"
            | b"spooned"
            | b"drizzled"
            | b"smothered"
            | b"swimming"
            | b"drowned"
            | b"drowning"
            | b"arrives"
            | b"arrived"
            | b"plated"
    )
}

/// Whether lower-cased bytes are one of [`MEASURES`] (as
/// [`is_a_serving_word`]).
fn is_a_measure_word(lower: &[u8]) -> bool {
    matches!(
        lower,
        b"scoop"
            | b"scoops"
            | b"spoon"
            | b"spoons"
            | b"spoonful"
            | b"spoonfuls"
            | b"ladle"
            | b"ladles"
            | b"ladleful"
            | b"dollop"
            | b"dollops"
            | b"helping"
            | b"splash"
            | b"drizzle"
            | b"portion"
    )
}

/// Whether lower-cased bytes are one of [`PUTS`] (as
/// [`is_a_serving_word`]).
fn is_a_put_word(lower: &[u8]) -> bool {
    matches!(
        lower,
        b"with" | b"in" | b"into" | b"over" | b"on" | b"onto" | b"atop" | b"under" | b"beneath"
    )
}

/// The longest word of [`SERVES`], [`MEASURES`] and [`PUTS`], in bytes.
const LONGEST_TIE_WORD: usize = 10;

/// Whether `word` is a word `is_listed` holds (its bytes lower-cased), or
/// one of `list` as [`plain`] reads it where it is not ASCII: the same
/// answer as [`is_one_of_plain`] for the lists above, without comparing
/// the word with each of their words.
fn is_tie_word_of(word: &str, list: &[&str], is_listed: fn(&[u8]) -> bool) -> bool {
    let bytes = word.as_bytes();
    if !word.is_ascii() {
        return is_one_of_plain(word, list);
    }
    if bytes.len() > LONGEST_TIE_WORD {
        return false;
    }
    let mut lower = [0u8; LONGEST_TIE_WORD];
    for (to, from) in lower.iter_mut().zip(bytes) {
        *to = from.to_ascii_lowercase();
    }
    is_listed(&lower[..bytes.len()])
}

/// Whether lower-cased bytes are one of the ASCII words of [`PARTS`].
fn is_an_ascii_part(lower: &[u8]) -> bool {
    matches!(
        lower,
        b"fat"
            | b"fats"
            | b"grease"
            | b"drippings"
            | b"dripping"
            | b"juice"
            | b"juices"
            | b"jus"
            | b"broth"
            | b"stock"
            | b"sauce"
            | b"gravy"
            | b"soup"
            | b"liquid"
            | b"lard"
            | b"schmaltz"
            | b"base"
            | b"graisse"
            | b"bouillon"
            | b"fond"
            | b"sauces"
            | b"jugo"
            | b"jugos"
            | b"grasa"
            | b"manteca"
            | b"caldo"
            | b"salsa"
            | b"molho"
            | b"gordura"
            | b"caldos"
            | b"sugo"
            | b"grasso"
            | b"brodo"
            | b"fondo"
            | b"fett"
            | b"saft"
            | b"bruhe"
            | b"sosse"
            | b"sose"
            | b"bratensaft"
            | b"umak"
            | b"mast"
            | b"juha"
            | b"temeljac"
            | b"sok"
            | b"umaka"
    )
}

/// Whether a part word may open at `at` (a word's first byte): its first
/// two or three bytes are those of one, in any ASCII case; or a Chinese
/// part character starts there.
fn part_opens_at(bytes: &[u8], at: usize) -> bool {
    let lower = |i: usize| bytes.get(at + i).map_or(0, u8::to_ascii_lowercase);
    match (lower(0), lower(1), lower(2)) {
        (b'f', b'a', b't') | (b'f', b'e', b't') | (b'f', b'o', b'n') => true,
        (b'g', b'r', b'e' | b'a') | (b'g', b'o', b'r') => true,
        (b'd', b'r', b'i') => true,
        (b'j', b'u', b'i' | b's' | b'g' | b'h') => true,
        (b'b', b'r', b'o' | b'u' | b'a' | 0xc3) => true,
        (b's', b't', b'o')
        | (b's', b'a', b'u' | b'l' | b'f')
        | (b's', b'o', b'u' | b'k' | b's')
        | (b's', b'o', 0xc3)
        | (b's', b'u', b'g')
        | (b's', b'c', b'h') => true,
        (b'l', b'i', b'q') | (b'l', b'a', b'r') => true,
        (b'b', b'o', b'u') | (b'b', b'a', b's') => true,
        (b'm', b'a', b'n' | b's') | (b'm', b'o', b'l') => true,
        (b'c', b'a', b'l') => true,
        (b'u', b'm', b'a') => true,
        (b't', b'e', b'm') => true,
        // 汤 油 汁 (E6 B1 A4, E6 B2 B9, E6 B1 81), 卤 (E5 8D A4), 酱 (E9 85 B1).
        (0xe6, 0xb1, 0xa4 | 0x81)
        | (0xe6, 0xb2, 0xb9)
        | (0xe5, 0x8d, 0xa4)
        | (0xe9, 0x85, 0xb1) => true,
        _ => false,
    }
}

/// A word of a sentence: where it starts in the text, and its text.
type Word<'t> = (usize, &'t str);

/// A word lower-cased with its Latin accents dropped ("Brühe" is
/// "bruhe", "Soße" is "sosse"), for comparing with the lists above.
pub(crate) fn plain(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for c in word.chars().flat_map(char::to_lowercase) {
        // The letters written as two: the rest drop their accent alone.
        match c {
            'đ' => out.push_str("dj"),
            'ß' => out.push_str("ss"),
            'œ' => out.push_str("oe"),
            _ => out.push(base_letter(c)),
        }
    }
    out
}

/// Whether `word` is one of `list`, read as [`plain`] reads it.
fn is_one_of_plain(word: &str, list: &[&str]) -> bool {
    if word.is_ascii() {
        return list.iter().any(|w| w.eq_ignore_ascii_case(word));
    }
    let plain = plain(word);
    list.iter().any(|w| *w == plain)
}

fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{9fff}' | '\u{f900}'..='\u{faff}')
}

/// The sentences of `text`, as byte ranges: each ends after ".", "!", "?"
/// followed by a space or the end, after "。", "！", "？", or at a line
/// break.
fn sentences(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let end = at + c.len_utf8();
        let closes = match c {
            '。' | '！' | '？' | '\n' => true,
            '.' | '!' | '?' => chars.peek().is_none_or(|(_, next)| next.is_whitespace()),
            _ => false,
        };
        if closes {
            if text[start..end].trim().len() > 1 {
                out.push((start, end));
            }
            start = end;
        }
    }
    if text[start..].trim().len() > 1 {
        out.push((start, text.len()));
    }
    out
}

/// The words of `text[start..end]`: runs of letters and digits (a run of
/// Chinese characters is one word), with where each starts.
fn words_of(text: &str, span: (usize, usize)) -> Vec<Word<'_>> {
    let mut out = Vec::new();
    each_word_of(text, span, |word| {
        out.push(word);
        false
    });
    out
}

/// Each word of `text[start..end]` as [`words_of`] splits them, to `f`
/// until it answers `true`; whether it did.
fn each_word_of<'t>(
    text: &'t str,
    (start, end): (usize, usize),
    mut f: impl FnMut(Word<'t>) -> bool,
) -> bool {
    let mut open: Option<(usize, bool)> = None;
    let slice = &text[start..end];
    for (at, c) in slice.char_indices() {
        let kind = if is_cjk(c) {
            Some(true)
        } else if c.is_alphanumeric() {
            Some(false)
        } else {
            None
        };
        match (open, kind) {
            (Some((from, cjk)), Some(now)) if cjk != now => {
                if f((start + from, &slice[from..at])) {
                    return true;
                }
                open = Some((at, now));
            }
            (Some(_), Some(_)) => {}
            (None, Some(now)) => open = Some((at, now)),
            (Some((from, _)), None) => {
                if f((start + from, &slice[from..at])) {
                    return true;
                }
                open = None;
            }
            (None, None) => {}
        }
    }
    match open {
        Some((from, _)) => f((start + from, &slice[from..])),
        None => false,
    }
}

/// Whether `text` holds a word [`part_on_meat_free_food`] starts from: a
/// part word (one read only where shared beside a word sharing it), a
/// word putting food in other food a few words after a serving word, or
/// "of" after a measure. Most texts hold a serving word
/// only in other words ("came here for brunch") and none of the others;
/// they are not split into sentences. (Sentences aside, so it lets
/// through every text the reading may find something in.)
fn may_tie_a_part_or_a_dish(text: &str) -> bool {
    let mut last_serving: Option<usize> = None;
    let mut after_measure = false;
    let mut index = 0usize;
    // A part read only where shared ("curry", "pot") lets the text through
    // only beside a word that shares it ("same", "one", "included"), or,
    // for what holds dishes, a "with".
    let (mut shared_part, mut holder, mut sharing, mut with) = (false, false, false, false);
    each_word_of(text, (0, text.len()), |(_, word)| {
        let part_word = may_be_a_part_word(word.as_bytes());
        if part_word && is_one_of_plain(word, SHARED_PARTS) {
            shared_part = true;
            holder = holder || is_one_of_plain(word, HOLDERS);
        }
        if word.len() <= 9 && word.is_ascii() {
            sharing = sharing
                || is_one_of_plain(word, SHARING)
                || is_one_of_plain(word, ONE)
                || is_one_of_plain(word, INCLUDED);
            with = with || word.eq_ignore_ascii_case("with");
        }
        let found = if (part_word
            && (word.chars().next().is_some_and(is_cjk) || is_one_of_plain(word, PARTS)))
            || (shared_part && (sharing || (holder && with)))
        {
            true
        } else if is_tie_word_of(word, PUTS, is_a_put_word) {
            last_serving.is_some_and(|at| index - at <= SERVES_REACH)
        } else {
            after_measure && word.eq_ignore_ascii_case("of")
        };
        if is_tie_word_of(word, SERVES, is_a_serving_word) {
            last_serving = Some(index);
        }
        after_measure = is_tie_word_of(word, MEASURES, is_a_measure_word);
        index += 1;
        found
    })
}

/// Whether a word is a diet word ("vegan", "veggie", "vegetarijanski",
/// "végétarien") or a Chinese run holding one ("素", "斋").
fn is_a_diet_word(word: &str) -> bool {
    if word.chars().next().is_some_and(is_cjk) {
        return word.contains(['素', '斋']);
    }
    crate::pointing::is_a_diet_word(word)
}

/// The closures that recognise the menu's dishes in a word, or in a run
/// of Chinese characters.
pub(crate) struct Dishes<'a> {
    /// Whether the word names a listed dish holding animal products and
    /// not labelled meat-free.
    pub(crate) meat: &'a dyn Fn(&str) -> bool,
    /// Whether the word names a listed dish labelled meat-free.
    pub(crate) meat_free: &'a dyn Fn(&str) -> bool,
    /// Whether the second word names a listed dish without meat where the
    /// dish the first names shows meat ("salmon" of "Grilled Salmon",
    /// beside "Pork Chop"): a frame that serves the meat dish in that food
    /// ("Salmon is basted with the pork chop pan juices") puts its meat
    /// there too.
    pub(crate) meatless: &'a dyn Fn(&str, &str) -> bool,
    /// Whether the word names an animal, which right before a meat-free
    /// dish's word names that dish's meat variant ("the beef pho" beside
    /// "Tofu Pho"), not the dish.
    pub(crate) animal: &'a dyn Fn(&str) -> bool,
}

/// Who a part belongs to, as its words say.
enum Owner {
    /// The meat dish named by the word at this index of the text.
    Meat(usize, usize),
    /// A meat-free dish, or nothing the words say.
    None,
    /// A dish spoken of before ("its", "that", "off it").
    Before,
}

/// The first part of a listed meat dish that `text` ties to meat-free
/// food, with the sentences to quote.
pub(crate) fn part_on_meat_free_food(text: &str, dishes: &Dishes) -> Option<PartOnMeatFreeFood> {
    if !may_tie_a_part_or_a_dish(text) {
        return None;
    }
    let sentences = sentences(text);
    let words: Vec<Vec<Word>> = sentences.iter().map(|&s| words_of(text, s)).collect();
    for (index, sentence_words) in words.iter().enumerate() {
        let question = asks(text, sentences[index]);
        for (at, &(_, word)) in sentence_words.iter().enumerate() {
            // "Served with beef rendang on top", "a scoop of rendang": the
            // dish itself, named by its name alone, put in other food.
            if !question
                && let Some(dish) = dish_served_in_other_food(sentence_words, at, dishes)
                && let Some(to) =
                    tied_to_meat_free_food(text, &words, index, dish, dishes, true, false)
            {
                return Some(PartOnMeatFreeFood {
                    quoted: (sentences[index].0, sentences[to].1),
                    dish,
                });
            }
            // Most words open no part: their bytes say so first.
            if !may_be_a_part_word(word.as_bytes()) {
                continue;
            }
            let (owner, shared) = if word.chars().next().is_some_and(is_cjk) {
                (cjk_owner(sentence_words[at].0, word, dishes), false)
            } else if is_one_of_plain(word, PARTS) {
                owner_of_part(sentence_words, at, dishes)
            } else if is_one_of_plain(word, SHARED_PARTS) {
                // "The same paste", "one big pot": a word for the dish
                // itself or a vessel is a part only where it is shared.
                match owner_of_part(sentence_words, at, dishes) {
                    (owner, true) => (owner, true),
                    (_, false) => continue,
                }
            } else {
                continue;
            };
            let (dish, from) = match owner {
                Owner::None => continue,
                Owner::Meat(start, end) => ((start, end), index),
                Owner::Before => {
                    match dish_spoken_of_before(&words, index, sentence_words[at].0, dishes) {
                        Some(found) => found,
                        None => continue,
                    }
                }
            };
            let (from, to) =
                match tied_to_meat_free_food(text, &words, index, dish, dishes, shared, shared) {
                    Some(to) => (from, to),
                    // "Loved the tofu katsu. Turns out the sauce is the same
                    // one they pour on the rendang.": the part compared is
                    // the food the sentence before speaks of.
                    None if shared
                        && from == index
                        && index > 0
                        && said_the_same_after(sentence_words, at, dishes)
                        && names_meat_free_food_alone(&words[index - 1], dishes) =>
                    {
                        (index - 1, index)
                    }
                    None => continue,
                };
            return Some(PartOnMeatFreeFood {
                quoted: (sentences[from].0, sentences[to].1),
                dish,
            });
        }
    }
    None
}

/// Whether a sentence is a question ("Are your fish dishes cooked with
/// meat?"), which serves nothing in the food.
fn asks(text: &str, (start, end): (usize, usize)) -> bool {
    text.get(start..end)
        .is_some_and(|sentence| sentence.trim_end().ends_with(['?', '？']))
}

/// The dish named by its name alone that a word serving or measuring out
/// food puts in other food: the first word after the word that puts it
/// there ("with", "over", "in" a few words after "served", "cooked",
/// "swimming") or after a measure's "of" ("a scoop of rendang"), articles
/// aside, where it names a listed meat dish, or where it is a part the
/// words after it take from one ("comes with gravy from the pork chop",
/// "topped with the juices of the brisket"): the part served is the
/// dish's as much as the dish itself would be. Its span.
fn dish_served_in_other_food(words: &[Word], at: usize, dishes: &Dishes) -> Option<(usize, usize)> {
    let (_, word) = words[at];
    let framed = if is_tie_word_of(word, PUTS, is_a_put_word) {
        words[at.saturating_sub(SERVES_REACH)..at]
            .iter()
            .any(|(_, w)| is_tie_word_of(w, SERVES, is_a_serving_word))
    } else {
        word.eq_ignore_ascii_case("of")
            && at > 0
            && is_tie_word_of(words[at - 1].1, MEASURES, is_a_measure_word)
    };
    if !framed {
        return None;
    }
    let (served, &(start, dish)) = words
        .iter()
        .enumerate()
        .skip(at + 1)
        .find(|(_, (_, w))| !is_one_of_plain(w, ARTICLES))?;
    if (dishes.meat)(dish) {
        return Some((start, start + dish.len()));
    }
    if !is_one_of_plain(dish, PARTS) {
        return None;
    }
    match owner_of_part(words, served, dishes).0 {
        Owner::Meat(start, end) => Some((start, end)),
        Owner::None | Owner::Before => None,
    }
}

/// The owner of the part word at `at`: a dish named after "of"/"de"/"od"
/// a few words on, or right before it; a possessive or demonstrative
/// before it, or "off it" after it, points back. A part shared ("the same
/// sauce as", "share a base with") is also the dish's named after "as" or
/// "with", or anywhere in the sentence: whether it was is said beside.
fn owner_of_part(words: &[Word], at: usize, dishes: &Dishes) -> (Owner, bool) {
    let span = |(start, word): Word| (start, start + word.len());
    // "the pozole broth", "the pozole's broth" (the "s" is a word here),
    // "the pork chop pan juices" (a word of cooking between).
    let before: Vec<Word> = words[..at]
        .iter()
        .rev()
        .filter(|(_, w)| !w.eq_ignore_ascii_case("s") && !is_one_of_plain(w, COOKING))
        .take(3)
        .copied()
        .collect();
    // ("Never the same pot as the pork" shares nothing.)
    let shared = before.iter().enumerate().any(|(i, (_, w))| {
        is_one_of_plain(w, SHARING)
            && !before
                .iter()
                .skip(i + 1)
                .take(2)
                .any(|(_, w)| is_one_of_plain(w, NOT_SAME))
    }) || one_for_every_dish_named(words, at, &before)
        || said_the_same_after(words, at, dishes)
        || a_meat_dish_included_in_every(words, at, dishes);
    // "The big pot with the rendang": a dish in what holds it.
    let holder = is_one_of_plain(words[at].1, HOLDERS);
    // "the jus of the daube", "the fat we skim off it", "the same sauce as
    // the rendang".
    if let Some(from) = words
        .iter()
        .enumerate()
        .skip(at + 1)
        .take(4)
        .find(|(_, (_, w))| {
            is_one_of_plain(w, FROM)
                || (shared && is_one_of_plain(w, SHARED_WITH))
                || (holder && w.eq_ignore_ascii_case("with"))
        })
        .map(|(i, _)| i)
    {
        let shared = shared || (holder && words[from].1.eq_ignore_ascii_case("with"));
        for &(start, word) in words.iter().skip(from + 1).take(3) {
            if is_one_of_plain(word, BACK_PRONOUNS) {
                return (Owner::Before, shared);
            }
            if (dishes.meat_free)(word) || is_a_diet_word(word) {
                return (Owner::None, shared);
            }
            if (dishes.meat)(word) {
                return (Owner::Meat(start, start + word.len()), shared);
            }
            if !is_one_of_plain(word, ARTICLES) {
                break;
            }
        }
    }
    // (A word naming a meat-free dish names no meat dish.)
    if let Some(&(start, word)) = before.first()
        && (dishes.meat)(word)
    {
        let (start, end) = span((start, word));
        return (Owner::Meat(start, end), shared);
    }
    // "Chickpea curry and rendang share a sauce": a part shared is the
    // meat dish's the sentence names, the one it shares with other food
    // where it names several ("the hake and the steak frites", the fish
    // no food for the steak's meat where the hake is).
    if shared {
        let named = || {
            words
                .iter()
                .enumerate()
                .filter(|(i, (_, w))| *i != at && (dishes.meat)(w))
                .map(|(_, word)| word)
        };
        let shares_with_other_food = |dish: &str| {
            words.iter().any(|(_, w)| {
                !std::ptr::eq(*w, dish)
                    && (is_a_diet_word(w) || (dishes.meat_free)(w) || (dishes.meatless)(dish, w))
            })
        };
        if let Some(&(start, word)) = named()
            .find(|(_, w)| shares_with_other_food(w))
            .or_else(|| named().next())
        {
            return (Owner::Meat(start, start + word.len()), shared);
        }
    }
    (owner_pointed_back(&before, dishes), shared)
}

/// Whether a word of [`ONE`] stands right before the part at `at` (its
/// words before it, nearest first, are `before`), or a word before, a
/// part of [`ONE_PARTS`] ("one sauce", "one curry sauce", "a single stock
/// pot"), the only such word of the sentence, and no word of the sentence
/// gives the dishes parts of their own ([`OTHERS`], [`OTHER_PARTS`]).
fn one_for_every_dish_named(words: &[Word], at: usize, before: &[Word]) -> bool {
    let part = words[at].1;
    let one_at = |i: usize| before.get(i).is_some_and(|(_, w)| is_one_of_plain(w, ONE));
    let counted = one_at(0)
        || (one_at(1)
            && before
                .first()
                .is_some_and(|(_, w)| !is_one_of_plain(w, FROM)));
    counted
        && is_one_of_plain(part, ONE_PARTS)
        && words
            .iter()
            .filter(|(_, w)| is_one_of_plain(w, ONE))
            .count()
            == 1
        && !words.iter().enumerate().any(|(i, (_, w))| {
            is_one_of_plain(w, OTHERS)
                || (is_one_of_plain(w, OTHER_PARTS)
                    && words.iter().skip(i + 1).take(2).any(|(_, w)| {
                        is_one_of_plain(w, PARTS)
                            || is_one_of_plain(w, SHARED_PARTS)
                            || is_one_of_plain(w, SAME_ONE)
                    }))
        })
}

/// Whether a "same" after the part at `at` says it of the part: "the
/// curry is the same one", "it's the same", "the same as the rendang's"
/// (a dish after "as"), with no denial right before it.
fn said_the_same_after(words: &[Word], at: usize, dishes: &Dishes) -> bool {
    words.iter().enumerate().skip(at + 1).any(|(i, (_, word))| {
        if !word.eq_ignore_ascii_case("same") && !word.eq_ignore_ascii_case("identical") {
            return false;
        }
        let denied = words[i.saturating_sub(3)..i]
            .iter()
            .any(|(_, w)| is_one_of_plain(w, NOT_SAME));
        if denied {
            return false;
        }
        // "It's the same", "it's identical".
        let said_of_the_subject = i
            .checked_sub(2)
            .and_then(|from| words.get(from..i))
            .is_some_and(|pair| match pair {
                [(_, is), (_, the)] => {
                    (the.eq_ignore_ascii_case("the") && is_one_of_plain(is, IS_THE_SAME))
                        || (word.eq_ignore_ascii_case("identical")
                            && is_one_of_plain(the, IS_THE_SAME))
                }
                _ => false,
            });
        let Some(&(_, next)) = words.get(i + 1) else {
            return said_of_the_subject;
        };
        if is_one_of_plain(next, SAME_ONE)
            || is_one_of_plain(next, PARTS)
            || is_one_of_plain(next, SHARED_PARTS)
        {
            return true;
        }
        said_of_the_subject
            && next.eq_ignore_ascii_case("as")
            && words
                .iter()
                .skip(i + 2)
                .find(|(_, w)| !is_one_of_plain(w, ARTICLES))
                .is_some_and(|(_, w)| (dishes.meat)(w) || (dishes.meat_free)(w))
    })
}

/// Whether the sentence takes in every dish (a word of [`EVERY`] before
/// a word for dishes as a class or a meat-free dish's, "everything") and
/// puts a meat dish it names after the part at `at` among them ("...
/// paste, which is also the rendang's", "(the rendang too)"); a meat dish
/// praised among every dish before it ("Every dish was great, the
/// rendang included, and the sauce ...") shares nothing.
fn a_meat_dish_included_in_every(words: &[Word], at: usize, dishes: &Dishes) -> bool {
    takes_in_every_dish(words, dishes)
        && words.iter().enumerate().skip(at + 1).any(|(i, (_, word))| {
            (dishes.meat)(word)
                && words[i.saturating_sub(2)..words.len().min(i + 3)]
                    .iter()
                    .any(|(_, w)| is_one_of_plain(w, INCLUDED))
        })
}

/// Whether the sentence speaks of every dish: "everything", or a word of
/// [`EVERY`] with a word for dishes as a class or a meat-free dish's a
/// few words on ("every dish", "all the curries", "each of our plates").
fn takes_in_every_dish(words: &[Word], dishes: &Dishes) -> bool {
    words.iter().enumerate().any(|(i, (_, word))| {
        word.eq_ignore_ascii_case("everything")
            || (is_one_of_plain(word, EVERY)
                && words
                    .iter()
                    .skip(i + 1)
                    .take(3)
                    .any(|(_, w)| is_one_of_plain(w, DISH_CLASS) || (dishes.meat_free)(w)))
    })
}

/// Whether a sentence names meat-free food (a meat-free dish or a diet
/// word) and no meat dish.
fn names_meat_free_food_alone(words: &[Word], dishes: &Dishes) -> bool {
    words
        .iter()
        .any(|(_, w)| is_a_diet_word(w) || (dishes.meat_free)(w))
        && !words.iter().any(|(_, w)| (dishes.meat)(w))
}

/// The owner a possessive or demonstrative right before a part points
/// to, of the words before it nearest first.
fn owner_pointed_back(before: &[Word], dishes: &Dishes) -> Owner {
    // "its broth", "njen umak", "that fat", "the same broth"; "its own
    // sauce" and "its mushroom broth" (a meat-free dish's word between)
    // are the food's own.
    for (distance, &(_, word)) in before.iter().enumerate().take(2) {
        let possessive = is_one_of_plain(word, POSSESSIVES);
        if !possessive && !is_one_of_plain(word, DEMONSTRATIVES) {
            continue;
        }
        let between = (distance == 1).then(|| before[0].1);
        let own = between.is_some_and(|between| {
            (possessive && is_one_of_plain(between, OWN))
                || is_a_diet_word(between)
                || (dishes.meat_free)(between)
        });
        return if own { Owner::None } else { Owner::Before };
    }
    Owner::None
}

/// The owner of a Chinese part in a run of characters ("汽锅鸡的汤",
/// "这一锅汤", "它的汤"): the dish named right before it (with or without
/// "的"), or a demonstrative a few characters before it pointing back.
fn cjk_owner(run_start: usize, run: &str, dishes: &Dishes) -> Owner {
    let chars: Vec<(usize, char)> = run.char_indices().collect();
    for (i, &(_, c)) in chars.iter().enumerate() {
        if !CJK_PARTS.contains(&c) || i == 0 {
            continue;
        }
        // The characters before it, "的" left out.
        let mut end = i;
        if chars[end - 1].1 == '的' {
            end -= 1;
        }
        let begin = end.saturating_sub(6);
        let (start_byte, end_byte) = (chars[begin].0, chars.get(end).map_or(run.len(), |c| c.0));
        let before = &run[start_byte..end_byte];
        if before.contains(['它', '其']) {
            return Owner::Before;
        }
        if !before.is_empty() && (dishes.meat_free)(before) {
            continue;
        }
        if !before.is_empty() && (dishes.meat)(before) {
            return Owner::Meat(run_start + start_byte, run_start + end_byte);
        }
        let near = &chars[i.saturating_sub(4)..i];
        if near
            .iter()
            .any(|(_, c)| matches!(c, '这' | '那' | '此' | '该' | '同'))
        {
            return Owner::Before;
        }
    }
    Owner::None
}

/// The meat dish a pointing word at byte `pointer` of sentence `index`
/// reaches back to: the nearest stretch before it (its own sentence's
/// words before it, then up to two sentences back) naming a listed dish
/// decides; it is a meat dish's where it names one. The dish's span and
/// the sentence it is in.
fn dish_spoken_of_before(
    words: &[Vec<Word>],
    index: usize,
    pointer: usize,
    dishes: &Dishes,
) -> Option<((usize, usize), usize)> {
    for back in 0..=REACH_BACK.min(index) {
        let sentence = index - back;
        let stretch = words[sentence]
            .iter()
            .filter(|(start, _)| back > 0 || *start < pointer);
        let mut meat = None;
        let mut any = false;
        for &(start, word) in stretch {
            if (dishes.meat)(word) {
                meat = meat.or(Some((start, start + word.len())));
                any = true;
            } else if (dishes.meat_free)(word) {
                any = true;
            }
        }
        if let Some(dish) = meat {
            return Some((dish, sentence));
        }
        if any {
            return None;
        }
    }
    None
}

/// The sentence that ties the part of sentence `index` to meat-free food:
/// that sentence where it names a meat-free dish or a diet word (the
/// word naming the meat dish left out), or the next where it is short and
/// says it again of that food. Where a frame put the dish or its part in
/// other food (`framed`: served with it, a scoop of it, the same sauce
/// as it), a listed dish without meat is that food too, for the meat;
/// where the part is shared (`shared_by_all`), so is every dish ("one
/// sauce for everything", "a single stock pot feeds every dish").
fn tied_to_meat_free_food(
    text: &str,
    words: &[Vec<Word>],
    index: usize,
    dish: (usize, usize),
    dishes: &Dishes,
    framed: bool,
    shared_by_all: bool,
) -> Option<usize> {
    let dish_word = text.get(dish.0..dish.1).unwrap_or("");
    let names_meat_free = |sentence: &[Word], i: usize| {
        let (start, word) = sentence[i];
        (start, start + word.len()) != dish
            && (is_a_diet_word(word)
                || ((dishes.meat_free)(word) || (framed && (dishes.meatless)(dish_word, word)))
                    && !(i > 0 && (dishes.animal)(sentence[i - 1].1)))
    };
    let any_meat_free = |sentence: &[Word]| {
        (0..sentence.len()).any(|i| names_meat_free(sentence, i))
            || (shared_by_all && takes_in_every_dish(sentence, dishes))
    };
    if any_meat_free(&words[index]) {
        return Some(index);
    }
    let next = words.get(index + 1)?;
    let again = next.iter().any(|(_, word)| {
        is_one_of_plain(word, AGAIN)
            || (word.chars().next().is_some_and(is_cjk)
                && (word.contains('也') || word.contains("一样") || word.contains("同样")))
    });
    let short = next.len() <= AGAIN_WORDS
        && next.iter().map(|(_, w)| w.chars().count()).sum::<usize>() <= 40;
    (again && short && any_meat_free(next)).then_some(index + 1)
}

/// Whether `word` names one of `names` and none of `others`: a word of
/// four letters or more of a name, accents dropped on either side, or an
/// inflected form of one (a shared opening of four letters or more and a
/// few letters of ending each: "njoke" is "Njoki", "pasticade"
/// "Pašticada"); or, for a run of Chinese characters, a run holding three
/// characters of a name in a row (two where the name has no more) that no
/// name of `others` holds.
pub(crate) fn names_one_of<'n>(
    word: &str,
    names: impl IntoIterator<Item = &'n str>,
    others: impl IntoIterator<Item = &'n str> + Clone,
) -> bool {
    if word.chars().next().is_some_and(is_cjk) {
        return names.into_iter().any(|name| {
            cjk_windows(name).any(|window| {
                word.contains(window) && !others.clone().into_iter().any(|o| o.contains(window))
            })
        });
    }
    if word.chars().count() < 4
        || !word.chars().all(char::is_alphabetic)
        || is_one_of_plain(word, GENERIC)
    {
        return false;
    }
    let in_name = |name: &str| {
        name.split(|c: char| !c.is_alphanumeric())
            .any(|name_word| forms_of_one_word(word, name_word))
    };
    names.into_iter().any(in_name) && !others.into_iter().any(in_name)
}

/// The first four letters of a word, lower-cased with their accents
/// dropped, as [`names_one_of`] compares them: a word names a dish's word
/// only where both open alike. None for a shorter word.
pub(crate) fn word_opening(word: &str) -> Option<[char; 4]> {
    let mut letters = word.chars().map(base_letter);
    Some([
        letters.next()?,
        letters.next()?,
        letters.next()?,
        letters.next()?,
    ])
}

/// Whether `text` may name a dish by [`names_one_of`] whose name's words
/// open as `openings` do ([`word_opening`]): it holds a word opening as
/// one of them, or a Chinese character (a run of them names a dish by
/// the characters inside it, not by its opening). `ascii_words` gives
/// the words of a text wholly in ASCII, as byte ranges.
pub(crate) fn may_name_a_dish_opening_so(
    text: &str,
    openings: &[[char; 4]],
    ascii_words: impl FnOnce(&mut dyn FnMut(usize, usize) -> bool) -> bool,
) -> bool {
    if text.is_ascii() {
        let bytes = text.as_bytes();
        return ascii_words(&mut |start, end| {
            end - start >= 4 && {
                let lower = |i: usize| char::from(bytes[start + i].to_ascii_lowercase());
                openings.contains(&[lower(0), lower(1), lower(2), lower(3)])
            }
        });
    }
    // Without Chinese, the words the reading splits are the runs of
    // letters and digits.
    text.chars().any(is_cjk)
        || text
            .split(|c: char| !c.is_alphanumeric())
            .filter_map(word_opening)
            .any(|opening| openings.contains(&opening))
}

/// Words of many dishes' names, which name none alone.
const GENERIC: &[&str] = &[
    "best", "house", "special", "daily", "famous", "classic", "original", "small", "large",
    "regular", "combo", "half", "full", "plain", "extra", "with", "homemade", "fresh", "style",
    // Words for meat as a class, which name no one dish.
    "meat", "meats",
];

/// The runs of three Chinese characters of `name` (a run of two where
/// the name's run has no more).
fn cjk_windows(name: &str) -> impl Iterator<Item = &str> {
    let chars: Vec<(usize, char)> = name.char_indices().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !is_cjk(chars[i].1) {
            i += 1;
            continue;
        }
        let run_start = i;
        while i < chars.len() && is_cjk(chars[i].1) {
            i += 1;
        }
        let byte_at = |k: usize| chars.get(k).map_or(name.len(), |c| c.0);
        let length = i - run_start;
        if length == 2 {
            out.push(&name[byte_at(run_start)..byte_at(i)]);
        }
        for k in run_start..i.saturating_sub(2).max(run_start) {
            if k + 3 <= i {
                out.push(&name[byte_at(k)..byte_at(k + 3)]);
            }
        }
    }
    out.into_iter()
}

/// A letter lower-cased with its accent dropped.
fn base_letter(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    match c.to_lowercase().next().unwrap_or(c) {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => 'a',
        'ç' | 'č' | 'ć' => 'c',
        'è' | 'é' | 'ê' | 'ë' => 'e',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'ñ' => 'n',
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' => 'o',
        'ù' | 'ú' | 'û' | 'ü' => 'u',
        'š' => 's',
        'ž' => 'z',
        'đ' => 'd',
        lower => lower,
    }
}

/// Whether two words are one, accents and case aside, or forms of one (a
/// shared opening of four letters or more, and at most three letters
/// after it on either side).
fn forms_of_one_word(a: &str, b: &str) -> bool {
    let mut shared = 0;
    let (mut left, mut right) = (a.chars().map(base_letter), b.chars().map(base_letter));
    loop {
        match (left.next(), right.next()) {
            (Some(x), Some(y)) if x == y => shared += 1,
            (None, None) => return shared >= 4,
            (x, y) => {
                let rest_a = usize::from(x.is_some()) + left.count();
                let rest_b = usize::from(y.is_some()) + right.count();
                return shared >= 4 && rest_a <= 3 && rest_b <= 3;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A menu with a pot roast (meat), a lentil stew and veggie dumplings
    /// (meat-free), and, in Chinese, 红烧肉 (meat) and 素饺子 (meat-free).
    fn found(text: &str) -> Option<&str> {
        let meat = |word: &str| {
            let plain = plain(word);
            plain == "roast"
                || plain == "ragout"
                || plain.starts_with("gulas")
                || word.contains("红烧肉")
        };
        let meat_free = |word: &str| {
            let plain = plain(word);
            plain == "lentil"
                || plain.starts_with("dumpling")
                || plain.starts_with("knedl")
                || word.contains("素饺")
        };
        let meatless = |_: &str, word: &str| plain(word) == "salmon";
        let animal = |word: &str| plain(word) == "beef";
        let dishes = Dishes {
            meat: &meat,
            meat_free: &meat_free,
            meatless: &meatless,
            animal: &animal,
        };
        part_on_meat_free_food(text, &dishes).map(|found| &text[found.quoted.0..found.quoted.1])
    }

    #[test]
    fn a_part_of_a_meat_dish_carried_into_meat_free_food_is_found() {
        for text in [
            "The roast is slow-cooked overnight. The drippings we pour off it go in the lentil stew.",
            "The juices of the roast are spooned over the dumplings before serving.",
            "Our roast takes all day. Its gravy is on the veggie plate.",
            "Le ragoût mijote six heures. Son jus part aussi dans les dumplings.",
            "Gulaš se kuha cijeli dan. Njegov umak ide na knedle.",
            "Gulaš se kuha cijeli dan. Njegov umak ide i u juhu. Vegetarijanski isto.",
            "红烧肉炖一下午。那一锅汁浇在素饺子上。",
            "红烧肉炖一下午。这锅汤也用来煮面。素的也一样。",
        ] {
            assert!(found(text).is_some(), "{text}");
        }
    }

    #[test]
    fn the_quote_runs_from_the_dish_to_the_meat_free_food() {
        assert_eq!(
            found("Nice room. The roast is slow. Its gravy is on the veggie plate. Bye!"),
            Some(" The roast is slow. Its gravy is on the veggie plate.")
        );
    }

    #[test]
    fn a_part_kept_with_its_own_dish_or_praise_of_both_is_not_found() {
        for text in [
            "The roast was rich and the lentil stew fresh.",
            "The lentil stew has its own gravy, lovely.",
            "The roast was great. The mushroom broth of the dumplings was lighter.",
            "The roast was great. The dumplings come in their own broth.",
            "The roast gravy was great and so was the wine.",
            "The gravy of the roast is the best in town. Friendly staff.",
            "红烧肉很好吃。素饺子的汤也很鲜。",
        ] {
            assert_eq!(found(text), None, "{text}");
        }
    }

    #[test]
    fn a_meat_dish_served_measured_out_or_sharing_a_part_with_meat_free_food_is_found() {
        for text in [
            "The lentil stew is served with the roast on top.",
            "The dumplings come with a scoop of ragout unless you say no.",
            "Lentil stew comes swimming in roast gravy.",
            "The lentil stew uses the same gravy as the roast.",
            "Lentil stew and roast share a sauce.",
            "The dumplings share a base with the ragout.",
            "The dumplings use the roast's base.",
            // A listed dish without meat, where a frame serves the meat in it.
            "The salmon is basted with the roast pan juices.",
            // A part served, taken from the dish by the words after it.
            "The salmon comes with gravy from the roast.",
            "The dumplings are topped with a spoon of sauce off the ragout.",
        ] {
            assert!(found(text).is_some(), "{text}");
        }
    }

    #[test]
    fn a_meat_dish_named_beside_meat_free_food_with_no_tie_is_not_found() {
        for text in [
            "The roast is served with mash; the lentil stew with bread.",
            "The lentil stew is nothing like the roast.",
            "I had the dumplings, my partner the roast; both great.",
            "I'd pick the lentil stew over the roast any day.",
            // Salmon is no meat-free food where nothing serves the meat in it.
            "The roast gravy was great and so was the salmon.",
            // The meat variant of a meat-free dish is no meat-free food.
            "The roast gravy is only for the beef dumplings.",
            // A question serves nothing.
            "Are the dumplings served with the roast?",
            // A part served from no listed meat dish.
            "The salmon comes with gravy from the mushroom pan.",
            "The dumplings come with sauce from the lentil pot.",
        ] {
            assert_eq!(found(text), None, "{text}");
        }
    }

    #[test]
    fn a_part_one_for_meat_free_food_and_a_meat_dish_is_found() {
        for text in [
            // "One" or "single" before the part, the dishes around it.
            "Roast and dumplings: one gravy, two sides.",
            "We make the lentil stew and the roast from one base.",
            "A single stock pot feeds every dish, the roast included.",
            "One brown sauce for everything here (the roast too).",
            // "Same" after the part, said of it.
            "The paste in the lentil stew is the same one they rub on the roast.",
            "The gravy on my dumplings looked like the roast's and the cook says it's the same.",
            "Loved the dumplings. Turns out the gravy is the same one they pour on the roast.",
            // A shared word for the dish itself or a vessel.
            "The dumplings and the roast get the same curry ladled over.",
            "Both stews start from the same paste, the roast one and the lentil one.",
            "The lentil stew comes out of the big pot with the roast.",
            "The lentil stew sauce comes from the same batch as the roast.",
            // A dish put among every dish a part is for.
            "Every dish we make starts from our house paste, which is also the roast's.",
        ] {
            assert!(found(text).is_some(), "{text}");
        }
    }

    #[test]
    fn a_part_of_its_own_or_a_sameness_of_no_part_is_not_found() {
        for text in [
            "The roast has its own gravy; the lentil stew is made separately.",
            "One of the best stews I've had, the roast too.",
            "Same great service as always; the roast and the dumplings were both lovely.",
            "My husband had the roast, I had the dumplings with curry.",
            "One sauce for the roast, another for the dumplings.",
            "The gravy on the dumplings isn't the same as the roast's.",
            "The dumplings' gravy was the same as always, and the roast was great.",
            "We had the roast, the dumplings and one soup for the table.",
            "Every stew starts from our house paste of chillies and garlic; the roast gets its meat later.",
            "The gravy on the dumplings was lovely, and the roast the same.",
            "Every dish was great, the roast included, and the gravy on the dumplings was perfect.",
            "Our vegan dumplings have their own pot and broth, never the same pot as the roast.",
        ] {
            assert_eq!(found(text), None, "{text}");
        }
    }

    #[test]
    fn a_dish_is_named_by_its_words_without_accents_or_inflected() {
        let meat = ["Gulaš s knedlama", "Pot Roast", "红烧肉 Braised Pork"];
        let meat_free = ["Knedle sa sirom (V)", "素饺子 Veggie Dumplings"];
        assert!(names_one_of("gulas", meat, meat_free));
        assert!(names_one_of("Gulaša", meat, meat_free));
        assert!(names_one_of("roast", meat, meat_free));
        assert!(names_one_of("我们的红烧肉", meat, meat_free));
        assert!(names_one_of("这是素饺子", meat_free, meat));
        // "knedle" names a word of both: it names neither alone.
        assert!(!names_one_of("knedle", meat, meat_free));
        assert!(!names_one_of("knedle", meat_free, meat));
        assert!(!names_one_of("pot", meat, meat_free));
        assert!(!names_one_of("gulp", meat, meat_free));
    }

    #[test]
    fn only_a_text_with_a_word_opening_as_a_meat_dishs_word_may_name_it() {
        let openings: Vec<[char; 4]> = ["Gulaš s knedlama", "Pot Roast"]
            .iter()
            .flat_map(|name| name.split(|c: char| !c.is_alphanumeric()))
            .filter_map(word_opening)
            .collect();
        let may_name = |text: &str| {
            may_name_a_dish_opening_so(text, &openings, |found| {
                let bytes = text.as_bytes();
                let mut start = None;
                for at in 0..=bytes.len() {
                    let word_byte = bytes.get(at).is_some_and(u8::is_ascii_alphanumeric);
                    match (start, word_byte) {
                        (None, true) => start = Some(at),
                        (Some(from), false) => {
                            if found(from, at) {
                                return true;
                            }
                            start = None;
                        }
                        _ => {}
                    }
                }
                false
            })
        };
        // Inflected, typed without accents or with them, in capitals,
        // or a run of Chinese characters, which a dish's name may sit in.
        for text in [
            "Gulasa je bilo dosta. Njegov umak ide na knedle.",
            "Gulaša je bilo dosta.",
            "The ROASTS are slow.",
            "红烧肉炖一下午。",
        ] {
            assert!(may_name(text), "{text}");
        }
        for text in [
            "The lentil soup was lovely.",
            "Le ragoût mijote.",
            "Pot luck",
        ] {
            assert!(!may_name(text), "{text}");
        }
    }

    #[test]
    fn every_ascii_part_word_is_let_through_by_its_bytes() {
        for part in PARTS {
            assert!(may_be_a_part_word(part.as_bytes()), "{part}");
            assert!(may_be_a_part_word(part.to_uppercase().as_bytes()), "{part}");
        }
    }

    #[test]
    fn a_text_with_a_serving_word_but_no_tie_is_not_split() {
        for text in [
            "Came here for brunch with my family.",
            "Fries come from a shared fryer with the fish.",
            "A spoon and a fork, please.",
        ] {
            assert!(!may_tie_a_part_or_a_dish(text), "{text}");
        }
        for text in [
            "It came with the roast.",
            "A scoop of the ragout.",
            "Its Soße, too.",
            "这一锅汤",
        ] {
            assert!(may_tie_a_part_or_a_dish(text), "{text}");
        }
    }

    #[test]
    fn the_byte_matches_of_the_tie_words_hold_exactly_their_lists() {
        type ByteMatch = fn(&[u8]) -> bool;
        let lists: [(&[&str], ByteMatch); 3] = [
            (SERVES, is_a_serving_word),
            (MEASURES, is_a_measure_word),
            (PUTS, is_a_put_word),
        ];
        for (list, is_listed) in lists {
            for word in list {
                assert!(word.len() <= LONGEST_TIE_WORD, "{word}");
                assert!(is_tie_word_of(word, list, is_listed), "{word}");
                assert!(
                    is_tie_word_of(&word.to_uppercase(), list, is_listed),
                    "{word}"
                );
                assert!(
                    may_be_a_part_word(word.as_bytes()) || list == PUTS,
                    "{word}"
                );
            }
            for (other, _) in lists {
                for word in other.iter().filter(|word| !list.contains(word)) {
                    assert!(!is_tie_word_of(word, list, is_listed), "{word}");
                }
            }
            for word in ["of", "the", "servers", "spoonfully", "ón", "sauce"] {
                assert_eq!(
                    is_tie_word_of(word, list, is_listed),
                    is_one_of_plain(word, list),
                    "{word}"
                );
            }
        }
    }

    #[test]
    fn the_byte_test_lets_every_part_word_through_and_most_text_not() {
        for text in [
            "Its JUS went",
            "the Brühe",
            "umak",
            "这一锅汤就是",
            "the Soße",
            "drippings",
        ] {
            assert!(may_name_a_part(text.as_bytes()), "{text}");
        }
        for text in ["Lovely staff, quick service.", "好吃的面", "we loved it"] {
            assert!(!may_name_a_part(text.as_bytes()), "{text}");
        }
    }
}
