//! Measures that stand for the product they measure. A cook's line names
//! the unit and leaves the product unsaid because every cook knows it: "a
//! pat melting on top" is butter, "2 strips crumbled" bacon, "1 stick per
//! pan" butter, "3 large per batch" eggs, "2 fillets per plate" anchovies,
//! "a link on the side" a sausage, "a rind in the pot" parmesan. The
//! product is read as present: a unit nothing else names cannot be placed
//! with certainty, so it is not trusted to be a plant. A unit followed by
//! what it measures ("a pat of plant butter", "2 strips of coconut bacon",
//! "pepper strips", "2 anchovy fillets") says nothing of its own: the
//! product is read where it is named.

use crate::signals::{Signal as S, SignalSet};

/// Units whose product is understood, and what that product is.
const UNITS: &[(&str, SignalSet)] = &[
    ("pat", BUTTER),
    ("pats", BUTTER),
    ("knob", BUTTER),
    ("knobs", BUTTER),
    ("stick", BUTTER),
    ("sticks", BUTTER),
    ("strip", BACON),
    ("strips", BACON),
    ("rasher", BACON),
    ("rashers", BACON),
    ("fillet", FISH),
    ("fillets", FISH),
    ("filet", FISH),
    ("filets", FISH),
    ("link", SAUSAGE),
    ("links", SAUSAGE),
    ("rind", CHEESE),
    ("rinds", CHEESE),
];

/// Sizes that stand for eggs after a count ("3 large", "2 jumbo").
const EGG_SIZES: &[&str] = &["large", "jumbo", "xl"];

const BUTTER: SignalSet = SignalSet::of(&[S::Dairy]);
const CHEESE: SignalSet = SignalSet::of(&[S::Dairy]);
const BACON: SignalSet = SignalSet::of(&[S::Meat, S::Pork]);
const FISH: SignalSet = SignalSet::of(&[S::Fish]);
const SAUSAGE: SignalSet = SignalSet::of(&[S::Meat]);
const EGG: SignalSet = SignalSet::of(&[S::Egg]);

/// Counts that open a measure.
const COUNT_WORDS: &[&str] = &[
    "a", "an", "one", "two", "three", "four", "five", "six", "half", "couple", "few", "several",
];

/// Words after a unit that say it stands alone: it is placed ("on top",
/// "per pan", "in the pot") or done to ("crumbled", "melting"), not followed
/// by what it measures.
const PLACING_WORDS: &[&str] = &[
    "on",
    "in",
    "over",
    "per",
    "atop",
    "through",
    "into",
    "across",
    "under",
    "while",
    "at",
    "each",
    "inside",
    "underneath",
    "beside",
];

/// Whether `bytes` hold an ASCII digit, tested eight bytes at a time:
/// every menu description is asked, and most hold none.
pub(crate) fn holds_a_digit(bytes: &[u8]) -> bool {
    use crate::swar::{HIGH, LOW7, word_of};
    // Added to a byte below 0x80, these set its high bit when it is at
    // least '0' and at least one past '9' (no carry crosses bytes).
    const FROM_ZERO: u64 = 0x5050_5050_5050_5050;
    const PAST_NINE: u64 = 0x4646_4646_4646_4646;
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let word = word_of(chunk);
        let low = word & LOW7;
        if (low + FROM_ZERO) & !(low + PAST_NINE) & !word & HIGH != 0 {
            return true;
        }
    }
    chunks.remainder().iter().any(u8::is_ascii_digit)
}

/// Whether `bytes` hold " a " or " an ", in one pass at each "a" (two
/// substring searches each cost more to set up than this costs to run
/// over a description).
fn holds_an_article(bytes: &[u8]) -> bool {
    // At each "a" in either case (found eight bytes at a time), the
    // small one with a space before it.
    crate::swar::letter_where(bytes, b'a', |at| {
        bytes.get(at) == Some(&b'a')
            && at.checked_sub(1).and_then(|i| bytes.get(i)) == Some(&b' ')
            && match bytes.get(at + 1) {
                Some(b' ') => true,
                Some(b'n') => bytes.get(at + 2) == Some(&b' '),
                _ => false,
            }
    })
}

/// What the units of `text` that stand alone stand for.
pub(crate) fn implied_products(text: &str) -> SignalSet {
    // A measure needs a count, a digit or "a" / "an" ("a pat", "2 strips"):
    // most descriptions, lists of ingredients, have neither. (A count
    // spelled out, "two links", is read only in a text that also has one of
    // those: looking for every count word in every description cost about a
    // twentieth of the scoring time.)
    let bytes = text.as_bytes();
    if !holds_a_digit(bytes)
        && !holds_an_article(bytes)
        && bytes.first().is_none_or(|b| b | 0x20 != b'a')
    {
        return SignalSet::EMPTY;
    }
    let mut found = SignalSet::EMPTY;
    let mut previous: Option<&str> = None;
    let mut words = Tokens::new(text).peekable();
    while let Some(token) = words.next() {
        let Token::Word(word) = token else {
            previous = None;
            continue;
        };
        let after_count = previous.is_some_and(is_count);
        // "a couple of fillets", "a few of the strips": the count reaches
        // past its "of" (and the "the" after it).
        if after_count && (word.eq_ignore_ascii_case("of") || word.eq_ignore_ascii_case("the")) {
            continue;
        }
        previous = Some(word);
        // Every unit and size word starts with one of these letters.
        if !after_count
            || !matches!(
                word.as_bytes()[0] | 0x20,
                b'p' | b'k' | b's' | b'r' | b'f' | b'l' | b'j' | b'x'
            )
        {
            continue;
        }
        let product = if let Some((_, product)) = UNITS
            .iter()
            .find(|(unit, _)| unit.eq_ignore_ascii_case(word))
        {
            *product
        } else if previous_is_number(text, word)
            && EGG_SIZES.iter().any(|size| size.eq_ignore_ascii_case(word))
        {
            EGG
        } else {
            continue;
        };
        let stands_alone = match words.peek() {
            None | Some(Token::Break) => true,
            Some(Token::Word(next)) => {
                PLACING_WORDS.iter().any(|w| w.eq_ignore_ascii_case(next)) || is_participle(next)
            }
        };
        if stands_alone {
            found = found.union(product);
        }
    }
    found
}

fn is_count(word: &str) -> bool {
    (word.bytes().all(|b| b.is_ascii_digit() || b == b'/')
        && word.bytes().any(|b| b.is_ascii_digit()))
        || COUNT_WORDS
            .iter()
            .any(|count| count.eq_ignore_ascii_case(word))
}

/// Whether the word before `word` in `text` is written in digits: "3 large"
/// are eggs, "a large" is a portion.
fn previous_is_number(text: &str, word: &str) -> bool {
    let at = word.as_ptr() as usize - text.as_ptr() as usize;
    text[..at]
        .trim_end()
        .bytes()
        .next_back()
        .is_some_and(|b| b.is_ascii_digit())
}

/// "crumbled", "melting", "sliced": what is done to the unit.
fn is_participle(word: &str) -> bool {
    let lower = word.as_bytes();
    lower.len() > 4 && (lower.ends_with(b"ed") || lower.ends_with(b"ing"))
}

/// A word, or punctuation that ends a phrase.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token<'a> {
    Word(&'a str),
    Break,
}

/// The words of a text (letters, digits, "/" and apostrophes) and the
/// punctuation between them that ends a phrase (",", ";", ".", brackets).
struct Tokens<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Tokens<'a> {
    fn new(text: &'a str) -> Self {
        Tokens { text, at: 0 }
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        let bytes = self.text.as_bytes();
        while self.at < bytes.len() {
            let b = bytes[self.at];
            if b.is_ascii_alphanumeric() || b == b'/' {
                let start = self.at;
                while self.at < bytes.len()
                    && (bytes[self.at].is_ascii_alphanumeric()
                        || matches!(bytes[self.at], b'/' | b'\''))
                {
                    self.at += 1;
                }
                return Some(Token::Word(&self.text[start..self.at]));
            }
            self.at += 1;
            if matches!(
                b,
                b',' | b';' | b'.' | b'(' | b')' | b'[' | b']' | b':' | b'!' | b'?'
            ) || b >= 0x80
            {
                return Some(Token::Break);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_article_is_found_as_the_substring_search_found_it() {
        for text in [
            "",
            "a",
            " a",
            " a ",
            "a a a",
            "an",
            " an ",
            " an",
            "x an y",
            "banana an",
            "ban an ",
            "a pat of butter",
            "with a  pat",
            " aan ",
            "  a  ",
            "Rice, an egg",
            " A ",
        ] {
            assert_eq!(
                holds_an_article(text.as_bytes()),
                text.contains(" a ") || text.contains(" an "),
                "{text:?}"
            );
        }
    }

    #[test]
    fn a_digit_is_found_at_any_place_and_only_a_digit() {
        crate::swar::each_byte_at_each_place(|bytes, byte, at| {
            assert_eq!(
                holds_a_digit(bytes),
                byte.is_ascii_digit(),
                "{byte} at {at}"
            );
        });
        assert!(!holds_a_digit(b""));
    }

    fn implied(text: &str) -> SignalSet {
        implied_products(text)
    }

    #[test]
    fn a_unit_placed_or_done_to_stands_for_its_product() {
        for (text, product) in [
            (
                "russet, three-bean chili, chives, a pat melting on top",
                BUTTER,
            ),
            ("skillet cornbread (1 stick per pan)", BUTTER),
            (
                "potatoes, peppers, crispy tofu, 2 strips crumbled over the top",
                BACON,
            ),
            (
                "grated zucchini, dill, flour + 3 large per batch, lemon-herb sauce",
                EGG,
            ),
            (
                "romaine, croutons, 2 fillets per plate, lemon dressing",
                FISH,
            ),
            (
                "kidney beans, tomato, thyme, rice, a link on the side",
                SAUSAGE,
            ),
            (
                "arborio, peas, lemon, a rind in the pot while it cooks",
                CHEESE,
            ),
            ("iceberg, cherry tomato, 4 strips crumbled, chives", BACON),
            (
                "gulf shrimp, grits, a link sliced through the gravy",
                SAUSAGE,
            ),
            ("clams, potatoes, 3 strips crisped in the pot first", BACON),
            ("jacket potato, beans, a knob", BUTTER),
            (
                "orecchiette, turnip tops, a couple of fillets melted into the oil",
                FISH,
            ),
            ("greens, a few of the strips crumbled over", BACON),
            ("risotto, a few rinds in the pot", CHEESE),
        ] {
            assert_eq!(implied(text), product, "{text}");
        }
    }

    #[test]
    fn a_unit_followed_by_what_it_measures_says_nothing() {
        for text in [
            "a pat of plant butter melting on top",
            "skillet cornbread (1 stick of Earth Balance per pan)",
            "2 strips of coconut bacon crumbled over",
            "romaine, croutons, 2 anchovy fillets per plate",
            "charred pepper strips, onions, tortillas",
            "lemon rind, capers, parsley",
            "a cinnamon stick in the pot",
            "2 large tortillas, beans, salsa",
            "a large portion on the side",
            "tofu strips crumbled over",
            "a link to our allergen page",
            "a couple of fillets of smoked tofu",
            "a couple of the strips of coconut bacon",
            "grilled tofu, rice, pickles",
            "",
        ] {
            assert_eq!(implied(text), SignalSet::EMPTY, "{text}");
        }
    }
}
