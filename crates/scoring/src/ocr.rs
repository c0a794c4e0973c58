//! Text as scrapers and OCR hand it over: a word hyphenated across a line
//! ("but-\nter"), a line break in the middle of a sentence ("nuoc\nmam"), a
//! soft hyphen left in a word, letter-spaced capitals ("B A C O N  J A M").
//! Read as printed, each hides the word it breaks, so before the
//! restaurant's own text (menu lines, headings, declarations) is read it is
//! repaired here: the halves are joined, the break is a space, the spaced
//! letters are one word. A text with none of these patterns is returned as
//! it is, without copying. Diners type their reviews and reports: those are
//! read as written.

use std::borrow::Cow;

use crate::lexicon::is_phrase;
use crate::swar::HIGH;

/// A text ready to read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Repaired<'a> {
    pub text: Cow<'a, str>,
    /// Bytes were removed: positions in `text` are no longer positions in
    /// the original, so an excerpt cut from `text` is not verbatim. A line
    /// break read as a space moves nothing.
    pub moved: bool,
}

impl Repaired<'_> {
    pub(crate) fn as_str(&self) -> &str {
        &self.text
    }

    /// Whether anything was changed.
    #[cfg(test)]
    pub(crate) fn changed(&self) -> bool {
        matches!(self.text, Cow::Owned(_))
    }
}

/// The second half of a word broken at its hyphen that makes a compound
/// with the first ("gluten-free", "plant-based", "honey-glazed"): such a
/// hyphen is kept, so that each half is still read.
const COMPOUND_HALVES: &[&str] = &[
    "free",
    "based",
    "friendly",
    "style",
    "styled",
    "glazed",
    "fried",
    "baked",
    "grilled",
    "roasted",
    "smoked",
    "cooked",
    "cured",
    "braised",
    "infused",
    "filled",
    "stuffed",
    "topped",
    "crusted",
    "dipped",
    "brushed",
    "basted",
    "washed",
    "made",
    "forward",
    "only",
    "rich",
    "inspired",
    "flavored",
    "flavoured",
    "cut",
    "sized",
];

const SOFT_HYPHEN: &str = "\u{ad}";

/// `text` repaired for reading (see the module documentation), after
/// folding what encoders and OCR damaged
/// ([`crate::encoding::fold_scanned`]).
#[inline]
pub(crate) fn repair(text: &str) -> Repaired<'_> {
    match crate::encoding::fold_scanned(text) {
        Cow::Borrowed(text) => repair_unfolded(text),
        // What was folded is no longer the text as printed.
        Cow::Owned(folded) => Repaired {
            text: Cow::Owned(repair_unfolded(&folded).text.into_owned()),
            moved: true,
        },
    }
}

/// [`repair`] of a text with nothing to fold.
#[inline]
fn repair_unfolded(text: &str) -> Repaired<'_> {
    if needs_repair(text) {
        mended(text)
    } else {
        Repaired {
            text: Cow::Borrowed(text),
            moved: false,
        }
    }
}

/// [`repair`] of a text that needs it.
#[cold]
fn mended(text: &str) -> Repaired<'_> {
    let mut out = String::with_capacity(text.len());
    let mut moved = false;
    let bytes = text.as_bytes();
    // Start of the text not yet copied.
    let mut copied = 0;
    let mut at = 0;
    while at < bytes.len() {
        let byte = bytes[at];
        if byte == b'\n' || byte == b'\r' {
            if let Some((resume, joined)) = line_break(text, at) {
                match joined {
                    Join::Space => {
                        out.push_str(&text[copied..at]);
                        // One space per byte: positions stay where they were.
                        for _ in at..resume {
                            out.push(' ');
                        }
                    }
                    Join::Halves { hyphen } => {
                        out.push_str(&text[copied..hyphen]);
                        moved = true;
                    }
                    Join::Hyphen { hyphen } => {
                        out.push_str(&text[copied..hyphen]);
                        out.push('-');
                        moved = true;
                    }
                }
                copied = resume;
                at = resume;
                continue;
            }
        } else if byte == 0xc2 && bytes.get(at + 1) == Some(&0xad) {
            // A soft hyphen marks where a word may break: never a hyphen
            // of its own. A line break after it is part of the break.
            out.push_str(&text[copied..at]);
            let mut resume = at + SOFT_HYPHEN.len();
            while matches!(bytes.get(resume), Some(b' ' | b'\r' | b'\n' | b'\t')) {
                resume += 1;
            }
            moved = true;
            copied = resume;
            at = resume;
            continue;
        } else if byte == b' '
            && let Some(end) = spaced_run(bytes, at)
        {
            // `at` is the space after the run's first letter.
            out.push_str(&text[copied..at]);
            for letter in bytes[at..end].iter().filter(|b| **b != b' ') {
                out.push(char::from(*letter));
            }
            moved = true;
            copied = end;
            at = end;
            continue;
        }
        at += 1;
    }
    out.push_str(&text[copied..]);
    Repaired {
        text: Cow::Owned(out),
        moved,
    }
}

/// Whether any pattern [`repair`] mends is present: the common text, with
/// none, costs a pass over its bytes eight at a time and no copy (nor does
/// one whose line breaks all end lines).
fn needs_repair(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut chunks = bytes.chunks_exact(8);
    let mut at = 0usize;
    // The previous word's blanks: lone letters straddling two words.
    let mut previous: u64 = 0;
    for chunk in &mut chunks {
        let word = crate::swar::word_of(chunk);
        // A filter, exact where it says no: a line break is a control
        // byte, a soft hyphen starts with a non-ASCII byte, and lone
        // letters have a space (or a control byte) two bytes apart.
        let blank = bytes_below(word, b' ' + 1);
        let pairs = (blank & (blank >> 16)) | (blank & (previous >> 48));
        if (bytes_below(word, b' ') | (word & HIGH) | pairs) != 0
            && repair_starts_in(text, at.saturating_sub(2), at + 8)
        {
            return true;
        }
        previous = blank;
        at += 8;
    }
    // The last bytes, padded with letters (which flag nothing).
    let rest = chunks.remainder();
    let mut word = [b'a'; 8];
    word[..rest.len()].copy_from_slice(rest);
    let word = u64::from_le_bytes(word);
    let blank = bytes_below(word, b' ' + 1);
    let pairs = (blank & (blank >> 16)) | (blank & (previous >> 48));
    (bytes_below(word, b' ') | (word & HIGH) | pairs) != 0
        && repair_starts_in(text, at.saturating_sub(2), bytes.len())
}

/// Bit 7 of every ASCII byte of `word` below `limit` (at most 128), and of
/// some bytes above such a byte: a borrow may cross bytes, so it never
/// misses one but may flag more.
fn bytes_below(word: u64, limit: u8) -> u64 {
    word.wrapping_sub(u64::from(limit) * 0x0101_0101_0101_0101) & !word & HIGH
}

/// Whether a pattern [`repair`] mends starts at a byte in `from..to`.
fn repair_starts_in(text: &str, from: usize, to: usize) -> bool {
    let bytes = text.as_bytes();
    (from..to.min(bytes.len())).any(|at| match bytes[at] {
        b'\n' => line_break(text, at).is_some(),
        0xc2 => bytes.get(at + 1) == Some(&0xad),
        b' ' => spaced_run(bytes, at).is_some(),
        _ => false,
    })
}

/// How a line break is mended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Join {
    /// A line break inside a sentence: read as a space.
    Space,
    /// A word hyphenated across the line: the hyphen at this position and
    /// the break after it go.
    Halves { hyphen: usize },
    /// A compound broken at its own hyphen ("gluten-\nfree"): the hyphen
    /// stays, the break goes.
    Hyphen { hyphen: usize },
}

/// The line break (a run of `\r` and `\n`, with the spaces around it)
/// starting at `at`: where the text resumes after it, and how it is mended;
/// `None` for a break that ends a sentence or a line of a list.
fn line_break(text: &str, at: usize) -> Option<(usize, Join)> {
    let bytes = text.as_bytes();
    let mut resume = at;
    let mut newlines = 0;
    while let Some(byte) = bytes.get(resume) {
        match byte {
            b'\n' => newlines += 1,
            b'\r' | b' ' | b'\t' => {}
            _ => break,
        }
        resume += 1;
    }
    // A blank line is a paragraph: it ends what came before.
    if newlines != 1 {
        return None;
    }
    let next = text.get(resume..)?.chars().next()?;
    let before = text.get(..at)?.trim_end_matches([' ', '\t', '\r']);
    let last = before.chars().next_back()?;
    if last == '-' {
        let hyphen = before.len() - 1;
        let left = last_word(&before[..hyphen]);
        let right = first_word(&text[resume..]);
        if left.is_empty() || right.is_empty() {
            return None;
        }
        return Some((resume, hyphenated(left, right, hyphen)));
    }
    // Inside a sentence: after a word or a comma, before a lower-case word
    // (a capital may open the next line of a list or a new sentence).
    let mid_sentence = last == ',' || (last.is_alphanumeric() && next.is_lowercase());
    mid_sentence.then_some((resume, Join::Space))
}

/// A word broken at a hyphen at the end of a line: kept as a compound the
/// reader knows with its hyphen ("gluten-\nfree"); joined when the whole
/// is a word the reader knows ("chick-\nen" is chicken, "egg-\nplant" is
/// eggplant); kept as a compound when either half is one ("honey-\nglazed",
/// "dairy-\nfree") or the second half makes compounds ("plant-\nbased");
/// otherwise joined ("cash-\new", "scal-\nlion"): OCR hyphenates words
/// far more often than a line ends at a compound's own hyphen.
fn hyphenated(left: &str, right: &str, hyphen: usize) -> Join {
    let mut whole = String::with_capacity(left.len() + right.len() + 1);
    whole.push_str(left);
    whole.push('-');
    whole.push_str(right);
    // A phrase written with its hyphen ("gluten-free") also matches closed
    // up: ask for the hyphenated one first.
    if is_phrase(&whole) {
        return Join::Hyphen { hyphen };
    }
    whole.remove(left.len());
    if is_phrase(&whole) {
        return Join::Halves { hyphen };
    }
    let compound = COMPOUND_HALVES
        .iter()
        .any(|half| half.eq_ignore_ascii_case(right));
    if compound || is_phrase(left) || is_phrase(right) {
        Join::Hyphen { hyphen }
    } else {
        Join::Halves { hyphen }
    }
}

/// The letters at the end of `text`.
fn last_word(text: &str) -> &str {
    let start = text
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_alphabetic())
        .last()
        .map_or(text.len(), |(at, _)| at);
    &text[start..]
}

/// The letters at the start of `text`.
fn first_word(text: &str) -> &str {
    let end = text
        .char_indices()
        .find(|(_, c)| !c.is_alphabetic())
        .map_or(text.len(), |(at, _)| at);
    &text[..end]
}

/// A single ASCII letter standing alone at `at`: no letter or digit on
/// either side.
fn lone_letter(bytes: &[u8], at: usize) -> bool {
    let word = |i: Option<usize>| {
        i.and_then(|i| bytes.get(i))
            .is_some_and(|b| b.is_ascii_alphanumeric() || !b.is_ascii())
    };
    bytes.get(at).is_some_and(u8::is_ascii_alphabetic)
        && !word(at.checked_sub(1))
        && !word(Some(at + 1))
}

/// Letter-spaced capitals ("B A C O N"): when the space at `at` follows the
/// first of at least three lone letters each one space apart, the end of
/// that run. Two spaces end a word ("B A C O N  J A M" is two runs).
fn spaced_run(bytes: &[u8], at: usize) -> Option<usize> {
    let first = at.checked_sub(1)?;
    // Only from the run's first letter: one not itself after "X ".
    if !lone_letter(bytes, first)
        || (first >= 2 && bytes[first - 1] == b' ' && lone_letter(bytes, first - 2))
    {
        return None;
    }
    let mut letters = 1;
    let mut end = first + 1;
    while bytes.get(end) == Some(&b' ') && lone_letter(bytes, end + 1) {
        letters += 1;
        end += 2;
    }
    (letters >= 3).then_some(end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixed(text: &str) -> String {
        repair(text).text.into_owned()
    }

    #[test]
    fn a_word_hyphenated_across_a_line_is_joined() {
        assert_eq!(fixed("a knob of mar-\ngarine"), "a knob of margarine");
        assert_eq!(fixed("glazed with bee-\nswax"), "glazed with beeswax");
        assert_eq!(fixed("sar-\r\n  dines on toast"), "sardines on toast");
        assert_eq!(fixed("nam\r\npla"), "nam  pla");
        assert_eq!(fixed("pesto with parme-\nsan"), "pesto with parmesan");
        assert!(repair("sar-\ndines").moved);
    }

    #[test]
    fn a_compound_broken_at_its_own_hyphen_keeps_it() {
        // Either half is a word the reader knows, or the second makes
        // compounds: each half must still be read.
        assert_eq!(fixed("a gluten-\nfree bun"), "a gluten-free bun");
        assert_eq!(fixed("our plant-\nbased patty"), "our plant-based patty");
        assert_eq!(fixed("honey-\nroasted squash"), "honey-roasted squash");
        assert_eq!(fixed("whole-\nmilk ricotta"), "whole-milk ricotta");
        // A whole the reader knows is joined, even when a half is a word.
        assert_eq!(fixed("smoky egg-\nplant dip"), "smoky eggplant dip");
        assert_eq!(fixed("butter-\nnut squash"), "butternut squash");
    }

    #[test]
    fn a_line_break_inside_a_sentence_is_a_space() {
        let repaired = repair("a dash of colatura\ndi alici");
        assert_eq!(repaired.as_str(), "a dash of colatura di alici");
        assert!(!repaired.moved, "a break read as a space moves nothing");
        assert_eq!(
            fixed("roasted roots,\nSalsa Verde"),
            "roasted roots, Salsa Verde"
        );
        // A break before a capital, or after a full stop, ends the line.
        assert_eq!(fixed("Tofu Bowl\nLentil Soup"), "Tofu Bowl\nLentil Soup");
        assert_eq!(fixed("Great food.\nthe bar"), "Great food.\nthe bar");
        // A blank line ends a paragraph.
        assert_eq!(fixed("loved it\n\nthe steak"), "loved it\n\nthe steak");
    }

    #[test]
    fn letter_spaced_words_are_closed_up() {
        assert_eq!(fixed("S H R I M P  P A S T E rice"), "SHRIMP  PASTE rice");
        assert_eq!(fixed("w h e y protein"), "whey protein");
        // Two lone letters, or words between them, are left alone.
        assert_eq!(repair("Plan B or C burger").text, "Plan B or C burger");
        assert_eq!(repair("a la carte").text, "a la carte");
        assert_eq!(repair("Vitamin C and D").text, "Vitamin C and D");
    }

    proptest::proptest! {
        #[test]
        fn the_fast_scan_finds_what_a_byte_scan_finds(
            text in "([a-zA-Z ,.\n\r-]|\u{ad}|é|·){0,48}"
        ) {
            let slow = repair_starts_in(&text, 0, text.len());
            proptest::prop_assert_eq!(needs_repair(&text), slow);
        }
    }

    #[test]
    fn a_soft_hyphen_is_never_a_hyphen() {
        assert_eq!(fixed("but\u{ad}termilk"), "buttermilk");
        assert_eq!(fixed("lar\u{ad}\ndons"), "lardons");
    }

    #[test]
    fn plain_text_is_not_copied() {
        for text in [
            "",
            "tofu, rice, a gluten-free bun",
            "Great food. Friendly staff!",
            "B",
            "ä ö ü",
            "a\u{ad}",
            "-\n",
            "x-\n",
        ] {
            let repaired = repair(text);
            if !text.contains(['\n', '\u{ad}']) {
                assert!(!repaired.changed(), "{text:?} was copied");
            }
        }
        // Line breaks that end lines change nothing, so nothing is copied.
        for text in ["Tofu Bowl\nLentil Soup", "Great food.\r\nthe bar", "a\n\nb"] {
            assert!(!repair(text).changed(), "{text:?} was copied");
        }
        // Odd input never panics.
        for text in [
            "-\n", "\n", "\r", " \n ", "é-\nà", "\u{ad}", "a -\n b", "A B C",
        ] {
            let _ = repair(text);
        }
    }
}
