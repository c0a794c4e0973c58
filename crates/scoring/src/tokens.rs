//! The words of a text, found once and shared by the readers that look at
//! words. Many readers of a menu line walk its words for a cue before they
//! do any work ("same", "our", a digit, "traditional"), and most lines hold
//! none: each walk was a pass over every byte of every description. Here
//! one pass finds each word (as [`crate::lexicon::words`] splits them), a
//! key of its lower case, and which readers' cue words it is, so a reader
//! asks a bit where it walked the text, and the readers that compare words
//! ("chicken parm" against "Chicken Parmesan") take the keys as found.
//!
//! A cue is exact: it is set when, and only when, the text has one of the
//! reader's words (compared as a word set compares them, without ASCII
//! case) or, for [`Cues::DIGIT`], an ASCII digit.
//!
//! The same pass tells whether OCR repair would leave the text as printed
//! ([`TextWords::printed_as_read`]): most menu lines have nothing to mend,
//! and the scans of repair took longer than reading their words.

use std::sync::LazyLock;

/// Per byte: its ASCII lower case where [`crate::lexicon::words`] keeps it
/// in a word, zero where it does not (no word byte is zero). One load per
/// byte finds both the word's end and its key.
const KEY_BYTES: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut byte = 0;
    while byte < 256 {
        let b = byte as u8;
        if b.is_ascii_alphanumeric() || b >= 0x80 || b == b'\'' || b == b'&' {
            table[byte] = b.to_ascii_lowercase();
        }
        byte += 1;
    }
    table
};

const KEY_BASIS: u64 = 0xcbf2_9ce4_8422_2325;
const KEY_PRIME: u64 = 0x0100_0000_01b3;

/// FNV-1a of a word's ASCII lower case, never zero (zero marks a free
/// slot of a table of keys). Words equal without ASCII case have one key.
pub(crate) fn word_key(word: &str) -> u64 {
    word.bytes()
        .fold(KEY_BASIS, |hash, byte| {
            (hash ^ u64::from(byte.to_ascii_lowercase())).wrapping_mul(KEY_PRIME)
        })
        .max(1)
}

/// The words of `text`, as [`crate::lexicon::words`] finds them, each with
/// where it starts and ends and its [`word_key`], in one pass over the
/// bytes.
pub(crate) fn keyed_words(text: &str, mut each: impl FnMut(usize, usize, u64)) {
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        if KEY_BYTES[usize::from(bytes[at])] == 0 {
            at += 1;
            continue;
        }
        let start = at;
        let mut hash = KEY_BASIS;
        while let Some(&byte) = bytes.get(at) {
            let key_byte = KEY_BYTES[usize::from(byte)];
            if key_byte == 0 {
                break;
            }
            hash = (hash ^ u64::from(key_byte)).wrapping_mul(KEY_PRIME);
            at += 1;
        }
        each(start, at, hash.max(1));
    }
}

/// The Italian and French articles and prepositions that elide before a
/// vowel or an "h" ("all'Amatriciana", "dell'orto", "l'oignon", "d'agneau",
/// "un'insalata", "c'è"), lower case, without their apostrophe.
const ELISIONS: &[&str] = &[
    "all", "dell", "nell", "sull", "dall", "coll", "l", "d", "un", "qu", "c", "j", "n", "s",
];

/// The word after an elided article or preposition of a word as
/// [`keyed_words`] finds it ("Amatriciana" of "all'Amatriciana", "orto" of
/// "dell’orto"), with the ASCII or the typographic apostrophe; `None` for
/// any other word. The elision is a short word before the apostrophe and a
/// vowel or "h" (or a letter outside ASCII, an accented vowel) after it:
/// English puts its "'s", "n't" and "'re" after a whole word, so "chef's",
/// "don't", "it's", "s'mores" and "O'Brien's" are no elisions.
pub(crate) fn after_elision(word: &str) -> Option<&str> {
    // An article is at most four letters: its apostrophe (or the first
    // byte of the typographic one) is among a word's first five bytes, so
    // most words are answered without a look past them.
    let at = word
        .bytes()
        .take(5)
        .position(|byte| byte == b'\'' || byte == 0xE2)?;
    let (article, from_apostrophe) = word.split_at_checked(at)?;
    let rest = from_apostrophe
        .strip_prefix('\'')
        .or_else(|| from_apostrophe.strip_prefix('\u{2019}'))?;
    if !ELISIONS
        .iter()
        .any(|elision| elision.eq_ignore_ascii_case(article))
    {
        return None;
    }
    let first = rest.chars().next()?;
    let vowel = matches!(
        first.to_ascii_lowercase(),
        'a' | 'e' | 'i' | 'o' | 'u' | 'h'
    ) || (!first.is_ascii() && first.is_alphabetic());
    vowel.then_some(rest)
}

/// Byte classes for the test of whether OCR repair leaves a text as it is
/// ([`TextWords::printed_as_read`]).
const SMALL: u8 = 1;
const CAPITAL: u8 = 2;
const DIGIT: u8 = 4;
const APOSTROPHE: u8 = 8;
const HYPHEN: u8 = 32;
/// A closing parenthesis: every bracketed code ends with one.
const CLOSING: u8 = 64;
/// "$" or "+": every price in ASCII has one.
const PRICE: u8 = 128;
/// A byte repair may act on or near: outside ASCII, a control byte (a
/// line break), or one `crate::encoding` folds in scanned text (OCR's
/// "0", "1", "5", "I", "q", and "&" of an entity).
const MENDED: u8 = 16;
const CLASSES: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        table[b] = if byte.is_ascii_lowercase() {
            SMALL
        } else if byte.is_ascii_uppercase() {
            CAPITAL
        } else if byte.is_ascii_digit() {
            DIGIT
        } else if byte == b'\'' {
            APOSTROPHE
        } else if byte == b'-' {
            HYPHEN
        } else if byte == b')' {
            CLOSING
        } else if byte == b'$' || byte == b'+' {
            PRICE
        } else {
            0
        };
        if byte >= 0x80 || byte < 0x20 || crate::encoding::MAY_FOLD_SCANNED[b] {
            table[b] |= MENDED;
        }
        b += 1;
    }
    table
};

/// What a text's words hint at, as bits: which readers' cue words it has.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Cues(u16);

impl Cues {
    /// An ASCII digit anywhere: a number that may name a menu entry.
    pub(crate) const DIGIT: Cues = Cues(1);
    /// The word "same" ("same broth as #1").
    pub(crate) const SAME: Cues = Cues(1 << 1);
    /// A word contrasting a base with the dish's own ("our regular gravy").
    pub(crate) const CONTRAST: Cues = Cues(1 << 2);
    /// A word every pointer at other menu lines has ("as above", "our
    /// sides": `reference`).
    pub(crate) const POINTER: Cues = Cues(1 << 3);
    /// A word every vouch for a classic recipe has ("no shortcuts").
    pub(crate) const VOUCH: Cues = Cues(1 << 4);
    /// The article a unit may stand after ("a pat of butter").
    pub(crate) const ARTICLE: Cues = Cues(1 << 5);
    /// A diet word a dish's words may deny ("Vegan: N", "non-veg").
    pub(crate) const DIET: Cues = Cues(1 << 6);
    /// A word a dessert's, a drink's, a side's or a snack's name may turn
    /// on ("Chocolate Cake", "Side of Fries", "Spring Rolls").
    pub(crate) const SIDE_OR_TREAT: Cues = Cues(1 << 7);
    /// A word that makes a menu line a note ("Chef's note", "Allergen
    /// guide").
    pub(crate) const NOTE: Cues = Cues(1 << 8);
    /// A word that speaks of every dish of a kind ("every", "each", "all").
    pub(crate) const EVERY: Cues = Cues(1 << 9);
    /// A word sending the reader elsewhere for part of a dish ("see
    /// specials board", "ask about today's ...": `pointers::off_line`).
    pub(crate) const ELSEWHERE: Cues = Cues(1 << 10);

    pub(crate) fn has(self, cue: Cues) -> bool {
        self.0 & cue.0 != 0
    }

    fn add(&mut self, cues: Cues) {
        self.0 |= cues.0;
    }

    /// The cues of `text`, for a text that has no [`TextWords`] (one read
    /// after repair changed it).
    pub(crate) fn of(text: &str) -> Cues {
        let table = &*CUE_WORDS;
        let mut cues = Cues::default();
        let bytes = text.as_bytes();
        keyed_words(text, |start, end, key| {
            if let Some(word) = bytes.get(start..end) {
                cues.add(table.cues(word, key));
            }
        });
        if crate::units::holds_a_digit(text.as_bytes()) {
            cues.add(Cues::DIGIT);
        }
        cues
    }
}

/// The cue words of every reader, by key, in one open-addressing table:
/// one probe per word of a text gives all its cues.
struct CueWords {
    /// The key per slot; zero marks a free slot. A power of two in size,
    /// at most a quarter full, so most words of a text meet a free slot
    /// at once.
    keys: Vec<u64>,
    /// The word and its cues per slot.
    words: Vec<(&'static str, Cues)>,
}

impl CueWords {
    /// The lists' words are lower case, as a word set's must be. Two
    /// words of one key would take two slots and each be compared: only
    /// the one equal to a text's word gives its cues.
    fn build(lists: &[(Cues, &[&'static str])]) -> CueWords {
        let count: usize = lists.iter().map(|(_, words)| words.len()).sum();
        let size = (count * 4).next_power_of_two().max(16);
        let mut keys = vec![0u64; size];
        let mut words = vec![("", Cues::default()); size];
        for (cue, list) in lists {
            for word in *list {
                let key = word_key(word);
                let mut at = (key as usize) & (size - 1);
                while keys[at] != 0 && !(keys[at] == key && words[at].0 == *word) {
                    at = (at + 1) & (size - 1);
                }
                keys[at] = key;
                words[at].0 = word;
                words[at].1.add(*cue);
            }
        }
        CueWords { keys, words }
    }

    /// The cues of `word` (a word as [`keyed_words`] finds them: every
    /// byte a word byte), whose key is `key`.
    #[inline(always)]
    fn cues(&self, word: &[u8], key: u64) -> Cues {
        let mask = self.keys.len() - 1;
        let mut at = (key as usize) & mask;
        let mut cues = Cues::default();
        while let Some(&held) = self.keys.get(at)
            && held != 0
        {
            // The key says the word may be this one; the bytes say it is.
            // (A listed word is lower case and a text's word bytes have key
            // bytes: one side needs lower-casing, by table.)
            if held == key
                && let Some((listed, found)) = self.words.get(at)
                && word.len() == listed.len()
                && word
                    .iter()
                    .zip(listed.bytes())
                    .all(|(byte, lower)| KEY_BYTES[usize::from(*byte)] == lower)
            {
                cues.add(*found);
            }
            at = (at + 1) & mask;
        }
        cues
    }
}

/// Each cue and the words of its reader that set it: the readers' own
/// lists, so a word added to a reader is a cue at once.
const CUE_LISTS: &[(Cues, &[&str])] = &[
    (Cues::SAME, &["same"]),
    (Cues::CONTRAST, crate::pointers::CONTRASTS),
    (Cues::POINTER, crate::reference::POINTER_KEYS),
    (Cues::VOUCH, crate::evidence::VOUCH_KEYS),
    (Cues::ARTICLE, &["a", "an"]),
    (Cues::DIET, crate::evidence::DENIABLE_DIETS),
    (Cues::SIDE_OR_TREAT, crate::evidence::NOT_A_MEAL_DISHES),
    (Cues::SIDE_OR_TREAT, crate::evidence::NOT_A_MEAL_NAME_WORDS),
    (Cues::NOTE, crate::evidence::NOTE_OPENINGS),
    (Cues::NOTE, crate::evidence::NOTE_WORDS),
    (Cues::EVERY, crate::evidence::EVERY_WORDS),
    (Cues::EVERY, crate::pointers::KIND_QUANTIFIERS),
    (Cues::EVERY, crate::pointers::ANY_DISH_QUANTIFIERS),
    (Cues::EVERY, crate::pointers::sides::QUANTIFIERS),
    (Cues::ELSEWHERE, crate::pointers::off_line::KEYS),
];

static CUE_WORDS: LazyLock<CueWords> = LazyLock::new(|| CueWords::build(CUE_LISTS));

/// Builds [`CUE_WORDS`] now ([`crate::lexicon::warm_up`]) rather than at
/// the first menu read.
pub(crate) fn warm_up_cue_words() {
    LazyLock::force(&CUE_WORDS);
}

/// One text's words in a [`Tokens`]: which of its entries they are, and
/// their cues.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct TextWords {
    first: usize,
    end: usize,
    pub(crate) cues: Cues,
    /// OCR repair (`crate::ocr::repair`) leaves the text as printed: no
    /// byte it folds or mends, no word it opens, no letters spaced out.
    /// (`false` says only that repair may change it.)
    pub(crate) printed_as_read: bool,
    /// Printed as read, with no apostrophe or hyphen: its words are the
    /// runs of its letters and digits, however a reader splits it.
    pub(crate) plain_words: bool,
    /// It holds no closing parenthesis.
    pub(crate) no_closing_bracket: bool,
    /// It holds no price mark: no "$" or "+", and no byte outside ASCII
    /// (where "€" and "£" would be).
    pub(crate) no_price_mark: bool,
}

/// The words of many texts, one text after another: where each word is in
/// its text and its key. One allocation for all of them, not one per text,
/// and one entry per word, so a word found is one push.
#[derive(Debug, Default)]
pub(crate) struct Tokens {
    /// Where each word starts and ends in its text, and its key.
    words: Vec<(usize, usize, u64)>,
}

impl Tokens {
    /// Empties it for the words of another menu, keeping its room, with
    /// room for the words of `bytes` bytes of text.
    pub(crate) fn reset(&mut self, bytes: usize) {
        self.words.clear();
        // About one word in five bytes of menu text.
        self.words.reserve(bytes / 5);
    }

    /// Finds the words of `text` and their cues.
    pub(crate) fn read(&mut self, text: &str) -> TextWords {
        let first = self.words.len();
        let table = &*CUE_WORDS;
        let bytes = text.as_bytes();
        let mut cues = Cues::default();
        // Every byte's class, whether a capital may follow a small
        // letter, and whether a word repair would open or mend was met.
        let mut seen = 0u8;
        let mut camel = false;
        let mut opened = false;
        // Where the last word of one letter ended.
        let mut lone_end = None;
        let mut at = 0;
        while at < bytes.len() {
            let byte = bytes[at];
            if KEY_BYTES[usize::from(byte)] == 0 {
                seen |= CLASSES[usize::from(byte)];
                at += 1;
                continue;
            }
            let start = at;
            let mut hash =
                (KEY_BASIS ^ u64::from(KEY_BYTES[usize::from(byte)])).wrapping_mul(KEY_PRIME);
            // The classes of the bytes after the first: a capital among
            // them in a word with a small letter may follow one (a word
            // of capitals after a capital, "BLT", is no such word).
            let mut after_first = 0u8;
            at += 1;
            while let Some(&byte) = bytes.get(at) {
                let key_byte = KEY_BYTES[usize::from(byte)];
                if key_byte == 0 {
                    break;
                }
                hash = (hash ^ u64::from(key_byte)).wrapping_mul(KEY_PRIME);
                after_first |= CLASSES[usize::from(byte)];
                at += 1;
            }
            let classes = CLASSES[usize::from(byte)] | after_first;
            camel |= after_first & CAPITAL != 0 && classes & SMALL != 0;
            let key = hash.max(1);
            self.words.push((start, at, key));
            // (A word starts after an ASCII byte or at the start and ends
            // before an ASCII byte or at the end: every byte outside ASCII
            // is a word byte. So its bytes are whole characters.)
            let Some(word) = bytes.get(start..at) else {
                opened = true;
                continue;
            };
            cues.add(table.cues(word, key));
            seen |= classes;
            // Repair opens a word of letters only; one of letters and
            // digits or an apostrophe is left to repair itself to judge.
            opened |= classes & (DIGIT | APOSTROPHE) != 0 && classes & (SMALL | CAPITAL) != 0
                || (classes & (DIGIT | APOSTROPHE | MENDED) == 0
                    && crate::joined::may_open_plain_word(word)
                    && text
                        .get(start..at)
                        .is_some_and(crate::joined::opens_plain_word));
            // Letters spaced out ("B A C O N") are lone letters one
            // space apart: two such are left to repair to judge.
            if at - start == 1 && classes & (SMALL | CAPITAL) != 0 {
                opened |= lone_end.is_some_and(|end| end + 1 == start)
                    && bytes.get(start.wrapping_sub(1)) == Some(&b' ');
                lone_end = Some(at);
            }
        }
        if seen & DIGIT != 0 {
            cues.add(Cues::DIGIT);
        }
        TextWords {
            first,
            end: self.words.len(),
            cues,
            printed_as_read: seen & MENDED == 0 && !camel && !opened,
            plain_words: seen & (MENDED | APOSTROPHE | HYPHEN) == 0 && !camel && !opened,
            no_closing_bracket: seen & CLOSING == 0,
            // (Bytes outside ASCII are among those marked MENDED.)
            no_price_mark: seen & (PRICE | MENDED) == 0,
        }
    }

    /// How many words were found, in all texts.
    pub(crate) fn len(&self) -> usize {
        self.words.len()
    }

    /// The keys of a text's words, in order.
    pub(crate) fn keys(&self, words: TextWords) -> impl Iterator<Item = u64> + use<'_> {
        self.words
            .get(words.first..words.end)
            .unwrap_or_default()
            .iter()
            .map(|&(_, _, key)| key)
    }

    /// The words of `text`, which `words` was read from, with their keys.
    pub(crate) fn words<'t>(
        &self,
        text: &'t str,
        words: TextWords,
    ) -> impl Iterator<Item = (&'t str, u64)> + use<'_, 't> {
        self.words
            .get(words.first..words.end)
            .unwrap_or_default()
            .iter()
            .filter_map(move |&(start, end, key)| text.get(start..end).map(|word| (word, key)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::words;

    #[test]
    fn words_and_keys_are_those_of_the_word_split() {
        let texts = [
            "Same broth as #12, our regular gravy",
            "  crème fraîche & chive; it's 'house' made — 3 ways",
            "",
            "!!",
            "no shortcuts: the TRADITIONAL recipe",
        ];
        let mut tokens = Tokens::default();
        for text in texts {
            let read = tokens.read(text);
            let found: Vec<(&str, u64)> = tokens.words(text, read).collect();
            let expected: Vec<(&str, u64)> = words(text).map(|w| (w, word_key(w))).collect();
            assert_eq!(found, expected, "{text}");
            assert_eq!(read.cues, Cues::of(text), "{text}");
        }
    }

    #[test]
    fn key_bytes_are_the_word_bytes_lower_cased() {
        for byte in 0..=255u8 {
            let expected = if crate::lexicon::is_word_byte(byte) {
                byte.to_ascii_lowercase()
            } else {
                0
            };
            assert_eq!(KEY_BYTES[usize::from(byte)], expected, "{byte}");
        }
        let text = "Chicken PARM, chef's O'Brien & co.";
        let mut keyed = Vec::new();
        keyed_words(text, |start, end, key| keyed.push((&text[start..end], key)));
        let expected: Vec<(&str, u64)> = words(text).map(|word| (word, word_key(word))).collect();
        assert_eq!(keyed, expected);
        assert_eq!(word_key("Chicken"), word_key("CHICKEN"));
    }

    #[test]
    fn an_elided_article_is_split_off_and_english_apostrophes_are_not() {
        for (word, rest) in [
            ("all'Amatriciana", "Amatriciana"),
            ("dell\u{2019}orto", "orto"),
            ("nell'olio", "olio"),
            ("sull'uovo", "uovo"),
            ("dall'Abruzzo", "Abruzzo"),
            ("coll'aglio", "aglio"),
            ("L'oignon", "oignon"),
            ("d'agneau", "agneau"),
            ("un'insalata", "insalata"),
            ("qu'il", "il"),
            ("c'\u{e8}", "\u{e8}"),
            ("j'adore", "adore"),
            ("n'importe", "importe"),
            ("s'il", "il"),
            ("l'huile", "huile"),
            ("l\u{2019}\u{e9}t\u{e9}", "\u{e9}t\u{e9}"),
        ] {
            assert_eq!(after_elision(word), Some(rest), "{word}");
        }
        for word in [
            "chef's",
            "Chef\u{2019}s",
            "don't",
            "it's",
            "Sam's",
            "o'clock",
            "O'Brien's",
            "s'mores",
            "Dell's",
            "all's",
            "J's",
            "n'",
            "rock'n'roll",
            "d'you",
            "c'mon",
            "amatriciana",
            "y'all",
        ] {
            assert_eq!(after_elision(word), None, "{word}");
        }
    }

    /// Whether OCR repair leaves `text` as printed.
    fn repair_leaves(text: &str) -> bool {
        matches!(crate::ocr::repair(text).text, std::borrow::Cow::Borrowed(_))
    }

    #[test]
    fn a_text_printed_as_read_is_one_repair_leaves_as_printed() {
        crate::lexicon::warm_up();
        let mut tokens = Tokens::default();
        for text in [
            "Beef patty, cheddar, lettuce, tomato, house sauce on a brioche bun",
            "Classic burger",
            "Eggplant parmesan",
            "BLT",
            "on a bun",
        ] {
            assert!(tokens.read(text).printed_as_read, "{text}");
            assert!(repair_leaves(text), "{text}");
        }
        for text in [
            "diced porkbelly",
            "RoastedChickpeas",
            "B A C O N jam",
            "but-\nter",
            "crème fraîche",
            "Item 1",
            "Mac & cheese",
            "chef's eggs",
            "2eggs",
        ] {
            assert!(!tokens.read(text).printed_as_read, "{text}");
        }
    }

    #[test]
    fn a_price_mark_is_noted_wherever_it_stands() {
        let mut tokens = Tokens::default();
        for text in ["add egg +$2", "egg $2", "egg +2", "egg 2€", "egg £2"] {
            assert!(!tokens.read(text).no_price_mark, "{text}");
        }
        assert!(tokens.read("tofu, rice").no_price_mark);
    }

    #[test]
    fn a_closing_bracket_is_noted_wherever_it_stands() {
        let mut tokens = Tokens::default();
        assert!(!tokens.read("penne (D)(N)").no_closing_bracket);
        assert!(!tokens.read("é)").no_closing_bracket);
        assert!(tokens.read("penne, butter").no_closing_bracket);
        assert!(tokens.read("").no_closing_bracket);
    }

    proptest::proptest! {
        #[test]
        fn repair_leaves_any_text_printed_as_read(
            text in "([a-zA-Z]{1,9}|porkbelly|Egg|duckfat|[ ,.'&#0-9Iq-]|é|\n|[A-Za-z] ){0,16}"
        ) {
            crate::lexicon::warm_up();
            let mut tokens = Tokens::default();
            if tokens.read(&text).printed_as_read {
                proptest::prop_assert!(repair_leaves(&text));
            }
        }
    }

    #[test]
    fn a_cue_is_set_exactly_when_a_cue_word_or_a_digit_is_there() {
        let cues = Cues::of("SAME broth as #1, our Regular gravy");
        for cue in [Cues::DIGIT, Cues::SAME, Cues::CONTRAST, Cues::POINTER] {
            assert!(cues.has(cue));
        }
        assert!(!cues.has(Cues::VOUCH));
        let none = Cues::of("udon noodles, tamarind, sesame, peanuts");
        assert_eq!(none, Cues::default(), "sesame holds no word \"same\"");
        assert!(Cues::of("nothing left out").has(Cues::VOUCH));
        assert!(Cues::of("Ditto").has(Cues::POINTER));
        assert!(Cues::of("the usual").has(Cues::CONTRAST));
    }

    #[test]
    fn every_cue_word_of_every_reader_sets_its_cue() {
        for &(cue, list) in CUE_LISTS {
            for word in list {
                assert!(Cues::of(word).has(cue), "{word}");
                assert!(Cues::of(&word.to_ascii_uppercase()).has(cue), "{word}");
            }
        }
    }
}
