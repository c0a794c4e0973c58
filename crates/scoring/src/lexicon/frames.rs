//! Frames in which a diner or the staff names an animal product without
//! saying that the food holds it:
//!
//! - a likeness ("tastes just like real chicken", "as good as a New York
//!   cheesecake", "same chew as real calamari");
//! - a wish or a hypothetical ("would be perfect with a bit of cheese",
//!   "wish it came with a soft egg", "it needed bacon");
//! - a product kept for other food or other people ("they keep the ghee for
//!   the paneer dishes only", "cow's milk for staff drinks");
//! - a reported question answered no ("asked if there's egg in it and the
//!   counter guy said no, never");
//! - food recommended to other diners ("if you eat meat the nduja pizza is
//!   great");
//! - the past beside a meat-free present ("the old cake had butter - as of
//!   September ... it's fully vegan now");
//! - what a kind of dish normally holds, which this place leaves off.
//!
//! Each frame is read narrowly: a word that could make the clause a report
//! ("tastes like chicken because it is chicken", "would be vegan if not for
//! the butter", "wish they'd told me it had cheese") ends the frame and the
//! product stays.

use super::{
    ANIMAL, LEXICON, MEAT_FREE_MENTION, Role, WordSet, is_negative_contraction, is_one_of,
    word_keys,
};
use crate::pieces::{WITH_APOSTROPHES, pieces};

/// Which frames may hold a product, found from the bytes around it before
/// any frame is read: most products a diner names are in none.
#[derive(Debug, Clone, Copy, Default)]
struct Near {
    /// A word that may open a likeness, a wish or a product kept for other
    /// food stands among the four words before it or the three after it,
    /// in its clause.
    frame_word: bool,
    /// "asked" stands among the eight words before it, in its clause.
    asked: bool,
    /// A word of the past ("old", "last", "used", "previously") stands
    /// among the eight words before it, in its clause.
    past: bool,
    /// Its sentence opens on "if" or "for": a condition.
    condition: bool,
    /// "normally", "traditionally", … stands among the eight words before
    /// it, in its clause: what a kind of dish usually holds.
    generic: bool,
    /// "eat" stands right before it: what a diner eats ("I eat meat"); or
    /// "io", "yo": what a diner ordered ("Io carne, ...").
    eater: bool,
}

impl Near {
    fn any(self) -> bool {
        self.frame_word || self.asked || self.condition || self.past || self.generic || self.eater
    }
}

/// How many words (runs of letters) before a product "asked" or a word
/// of the past is looked for ("Last spring they had a mix-up with egg").
const NEAR_WORDS_MAX: usize = 8;

/// Whether the product at `span` of `sentence` is named in a frame that
/// says nothing of what the food holds (see [`names_without_reporting`]).
/// One call, kept out of the reader's loop.
#[inline(never)]
pub(super) fn named_without_reporting(
    text: &str,
    sentence: (usize, usize),
    span: (usize, usize),
    statement: bool,
) -> bool {
    let near = frames_near(text, sentence, span.0, span.1);
    near.any() && names_without_reporting(text, sentence, span, near, statement)
}

/// What frames may hold the product at `start..end` of `sentence`. (Words
/// are runs of ASCII letters here, as every frame word is.)
fn frames_near(text: &str, sentence: (usize, usize), start: usize, end: usize) -> Near {
    let bytes = text.as_bytes();
    // "If you eat meat, …", "For the meat eaters, …".
    let condition = text
        .get(sentence.0..sentence.1)
        .map(|whole| whole.trim_start().as_bytes())
        .is_some_and(|whole| {
            whole.len() > 4
                && (whole[..3].eq_ignore_ascii_case(b"if ")
                    || whole[..4].eq_ignore_ascii_case(b"for "))
        });
    let mut near = Near {
        condition,
        ..Near::default()
    };
    let is_clause_mark = |byte: &u8| matches!(byte, b',' | b';' | b':' | b'(' | b')');
    let mut rest = bytes.get(sentence.0..start).unwrap_or_default();
    // A verb of serving near the product opens a wish only with "would"
    // or "wish" before it.
    let (mut serving, mut wishing) = (false, false);
    for words in 0..WORDS_BEFORE_MAX {
        // Past its eighth word, only a wish for a serving found is read on.
        if words >= NEAR_WORDS_MAX && (wishing || !serving) {
            break;
        }
        // Back over what is not a letter, to a word or a clause mark.
        let Some(last) = rest
            .iter()
            .rposition(|b| b.is_ascii_alphabetic() || is_clause_mark(b))
            .filter(|at| rest[*at].is_ascii_alphabetic())
        else {
            break;
        };
        let first = rest[..last]
            .iter()
            .rposition(|b| !b.is_ascii_alphabetic())
            .map_or(0, |at| at + 1);
        let kind = word_kind(&rest[first..=last]);
        let describing_reach = words <= DESCRIBING_WORDS_MAX;
        near.frame_word |= (describing_reach && kind == WordKind::Likening)
            || (words == 0 && kind == WordKind::Needed)
            || (words <= 1 && kind == WordKind::For);
        serving |= describing_reach && kind == WordKind::Serving;
        wishing |= kind == WordKind::Wishing;
        near.asked |= kind == WordKind::Asking;
        near.past |= kind == WordKind::Past;
        near.generic |= kind == WordKind::Generic;
        near.eater |= words == 0 && kind == WordKind::Eating;
        rest = &rest[..first];
    }
    near.frame_word |= serving && wishing;
    if near.frame_word {
        return near;
    }
    let mut rest = bytes.get(end..sentence.1).unwrap_or_default();
    for _ in 0..WORDS_AFTER_MAX {
        let Some(first) = rest
            .iter()
            .position(|b| b.is_ascii_alphabetic() || is_clause_mark(b))
            .filter(|at| rest[*at].is_ascii_alphabetic())
        else {
            break;
        };
        let end = rest[first..]
            .iter()
            .position(|b| !b.is_ascii_alphabetic())
            .map_or(rest.len(), |at| first + at);
        near.frame_word |= opens_after(&rest[first..end]);
        rest = &rest[end..];
    }
    near
}

/// Whether the product at `start..end`, in the sentence `sentence`, is
/// named only in a likeness, a wish, a question answered no, a
/// recommendation to other diners or as another, animal dish's, of the
/// frames `near` allows. `statement`: the restaurant is speaking (its "it
/// needed eggs" may be a recipe, so that frame is a diner's only).
#[cold]
#[inline(never)]
fn names_without_reporting(
    text: &str,
    sentence: (usize, usize),
    (start, end): (usize, usize),
    near: Near,
    statement: bool,
) -> bool {
    let framed = (near.asked && denied_in_a_reported_answer(text, sentence, start, end))
        || (near.past && changed_since(text, sentence, start, end))
        || (near.generic && left_off_here(text, sentence, start, end))
        || (near.condition && recommended_to_other_diners(text, sentence, end))
        || (near.eater && !statement && eats_it_themselves(text, sentence, start, end))
        || (near.frame_word && framed_near(text, sentence, start, end, statement));
    // "Tastes like real chicken because it is chicken": a reason given in
    // the sentence may say the food holds it after all.
    framed
        && !text
            .get(sentence.0..sentence.1)
            .is_some_and(|whole| pieces(whole, &WITH_APOSTROPHES).any(|w| is_one_of(w, REASONS)))
}

/// A likeness, a wish or a product kept for other food, opened by a word
/// near the product.
fn framed_near(
    text: &str,
    sentence: (usize, usize),
    start: usize,
    end: usize,
    statement: bool,
) -> bool {
    let after = WordsAfter::read(text, end, sentence.1);
    let before = WordsBefore::read(text, sentence.0, start, WORDS_BEFORE_MAX);
    let clause_after = text
        .get(end..clause_end(text, end, sentence.1))
        .unwrap_or("");
    kept_for_animal_food(&before, &after, clause_after)
        || ((is_likeness(&before, &after) || is_wish(&before, statement))
            // "…like real chicken is in it", "…with the cheese they put
            // on it": what follows in the clause says it is on the food.
            && !pieces(clause_after, &WITH_APOSTROPHES)
                .any(|w| is_one_of(w, PUT_ON_THE_FOOD_AFTER) || reports(w)))
}

/// How many words before a product its frames read (a wish is the
/// longest: "wish it came with a soft egg like the pork one").
const WORDS_BEFORE_MAX: usize = 10;

/// The words of a product's clause right before it, the last first.
struct WordsBefore<'t> {
    words: [&'t str; WORDS_BEFORE_MAX],
    len: usize,
}

impl<'t> WordsBefore<'t> {
    /// Reads back from `at` to the start of its clause: a comma,
    /// semicolon, colon, bracket or dash, or `from` (the sentence start).
    /// At most `max` words.
    fn read(text: &'t str, from: usize, at: usize, max: usize) -> WordsBefore<'t> {
        let max = max.min(WORDS_BEFORE_MAX);
        let bytes = text.as_bytes();
        let mut found = WordsBefore {
            words: [""; WORDS_BEFORE_MAX],
            len: 0,
        };
        let mut word_end = None;
        let mut i = at.min(bytes.len());
        while i > from && found.len < max {
            let byte = bytes[i - 1];
            let dash = matches!(byte, b'-' | 0x93 | 0x94) && ends_a_dash(bytes, i - 1);
            if is_word_byte(byte) && !dash {
                word_end.get_or_insert(i);
                i -= 1;
                continue;
            }
            if let Some(end) = word_end.take() {
                found.push(text.get(i..end));
            }
            if dash || matches!(byte, b',' | b';' | b':' | b'(' | b')') {
                return found;
            }
            i -= 1;
        }
        if let Some(end) = word_end.filter(|_| found.len < max) {
            found.push(text.get(i..end));
        }
        found
    }

    fn push(&mut self, word: Option<&'t str>) {
        if let Some(word) = word.filter(|_| self.len < WORDS_BEFORE_MAX) {
            self.words[self.len] = word;
            self.len += 1;
        }
    }

    fn iter(&self) -> std::iter::Copied<std::slice::Iter<'_, &'t str>> {
        self.words[..self.len].iter().copied()
    }
}

/// How many words after a product its frames read ("is only for").
const WORDS_AFTER_MAX: usize = 3;

/// The first words of a product's clause after it.
struct WordsAfter<'t> {
    words: [&'t str; WORDS_AFTER_MAX],
    len: usize,
}

impl<'t> WordsAfter<'t> {
    /// Reads on from `at` to the end of its clause (see [`clause_end`]) or
    /// `to` (the sentence end).
    fn read(text: &'t str, at: usize, to: usize) -> WordsAfter<'t> {
        let bytes = text.as_bytes();
        let to = to.min(bytes.len());
        let mut found = WordsAfter {
            words: [""; WORDS_AFTER_MAX],
            len: 0,
        };
        let mut i = at;
        while i < to && found.len < WORDS_AFTER_MAX {
            let byte = bytes[i];
            if matches!(byte, b',' | b';' | b':' | b'(' | b')') || starts_a_dash(bytes, i) {
                break;
            }
            if !is_word_byte(byte) {
                i += 1;
                continue;
            }
            let start = i;
            while i < to && is_word_byte(bytes[i]) && !starts_a_dash(bytes, i) {
                i += 1;
            }
            let Some(word) = text.get(start..i) else {
                break;
            };
            if word.eq_ignore_ascii_case("but") {
                break;
            }
            found.words[found.len] = word;
            found.len += 1;
        }
        found
    }

    fn iter(&self) -> std::iter::Copied<std::slice::Iter<'_, &'t str>> {
        self.words[..self.len].iter().copied()
    }

    fn first(&self) -> Option<&'t str> {
        self.iter().next()
    }
}

/// The bytes of a word: ASCII letters, digits and apostrophes, and any
/// byte of a non-ASCII character (a dash is told apart by its caller).
fn is_word_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'\'' || byte >= 0x80
}

/// Whether the byte at `at` ends a dash: a spaced hyphen, "–" or "—".
fn ends_a_dash(bytes: &[u8], at: usize) -> bool {
    match bytes[at] {
        b'-' => at > 0 && bytes[at - 1] == b' ' && bytes.get(at + 1) == Some(&b' '),
        0x93 | 0x94 => at >= 2 && bytes[at - 1] == 0x80 && bytes[at - 2] == 0xE2,
        _ => false,
    }
}

/// Whether the byte at `at` starts a dash: a spaced hyphen, "–" or "—".
fn starts_a_dash(bytes: &[u8], at: usize) -> bool {
    match bytes[at] {
        b'-' => at > 0 && bytes[at - 1] == b' ' && bytes.get(at + 1) == Some(&b' '),
        0xE2 => bytes.get(at + 1) == Some(&0x80) && matches!(bytes.get(at + 2), Some(0x93 | 0x94)),
        _ => false,
    }
}

/// Where the clause holding `at` ends: at the next comma, semicolon,
/// colon, bracket, dash or "but" before `to`.
fn clause_end(text: &str, at: usize, to: usize) -> usize {
    let bytes = text.as_bytes();
    let to = to.min(bytes.len());
    let mut i = at;
    while i < to {
        let byte = bytes[i];
        if matches!(byte, b',' | b';' | b':' | b'(' | b')') {
            return i;
        }
        if byte == 0xE2 && i + 2 < to && bytes[i + 1] == 0x80 && matches!(bytes[i + 2], 0x93 | 0x94)
        {
            return i;
        }
        if byte == b' ' && bytes.get(i + 1..i + 3) == Some(b"- ") {
            return i;
        }
        if byte == b' '
            && bytes
                .get(i + 1..i + 5)
                .is_some_and(|w| w.eq_ignore_ascii_case(b"but "))
        {
            return i;
        }
        i += 1;
    }
    to
}

/// What a word before a product may open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum WordKind {
    /// "like", "than", "as": a likeness.
    Likening,
    /// "with", "came", "come", "had", "served", "offered", "included":
    /// what a wish says the food would come with.
    Serving,
    /// "would", "wish", "wished", "wishing", "would've": a wish.
    Wishing,
    /// "needed": what the food lacked.
    Needed,
    /// "for": the food a product is kept for.
    For,
    /// "asked", "ask": a reported question.
    Asking,
    /// "old", "last", "used", "former", "previous", "previously",
    /// "originally": the past.
    Past,
    /// "normally", "traditionally", "classically": a kind of dish.
    Generic,
    /// "eat": what someone eats.
    Eating,
    Other,
}

/// What `word` may open, by length first: asked of the words around
/// every product a diner names.
fn word_kind(word: &[u8]) -> WordKind {
    let is = |listed: &[u8]| word.eq_ignore_ascii_case(listed);
    match word.len() {
        2 if is(b"as") => WordKind::Likening,
        3 if is(b"had") => WordKind::Serving,
        3 if is(b"for") => WordKind::For,
        3 if is(b"ask") => WordKind::Asking,
        3 if is(b"old") => WordKind::Past,
        3 if is(b"eat") => WordKind::Eating,
        // Italian and Spanish "I" naming the diner's own order by its
        // product alone: "Io carne, la mia ragazza ...".
        2 if is(b"io") || is(b"yo") => WordKind::Eating,
        4 if is(b"last") || is(b"used") => WordKind::Past,
        6 if is(b"former") => WordKind::Past,
        8 if is(b"previous") => WordKind::Past,
        10 if is(b"previously") || is(b"originally") => WordKind::Past,
        8 if is(b"normally") => WordKind::Generic,
        11 if is(b"classically") => WordKind::Generic,
        13 if is(b"traditionally") => WordKind::Generic,
        4 if is(b"like") || is(b"than") => WordKind::Likening,
        4 if is(b"with") || is(b"came") || is(b"come") => WordKind::Serving,
        4 if is(b"wish") => WordKind::Wishing,
        5 if is(b"would") => WordKind::Wishing,
        5 if is(b"asked") => WordKind::Asking,
        6 if is(b"served") => WordKind::Serving,
        6 if is(b"needed") => WordKind::Needed,
        6 if is(b"wished") => WordKind::Wishing,
        7 if is(b"offered") => WordKind::Serving,
        7 if is(b"wishing") => WordKind::Wishing,
        8 if is(b"included") => WordKind::Serving,
        _ => WordKind::Other,
    }
}

/// Whether `word` asks ("asked if", "ask whether"): a reported question.
fn asks(word: &[u8]) -> bool {
    word_kind(word) == WordKind::Asking
}

/// Whether a frame may open with `word` after its product: "that smoky
/// salmon vibe", "the pork one", "kept for the paneer dishes".
fn opens_after(word: &[u8]) -> bool {
    let is = |listed: &[u8]| word.eq_ignore_ascii_case(listed);
    match word.len() {
        3 => is(b"one") || is(b"for"),
        4 => is(b"vibe") || is(b"ones"),
        5 => is(b"vibes"),
        7 => is(b"version"),
        _ => false,
    }
}

static REPORTING_SET: WordSet = WordSet::new(|| word_keys(REPORTING_WORDS));

/// "I eat meat and couldn't tell", "we do eat fish, but": a diner's own
/// diet, named by the product alone right after "I eat" or "we eat" and
/// closing its clause, says nothing of the food here ("I eat meat sauce"
/// names a food; "I ate chicken" is past, no diet).
fn eats_it_themselves(text: &str, sentence: (usize, usize), start: usize, end: usize) -> bool {
    const SUBJECTS: &[&str] = &["i", "we"];
    const ADVERBS: &[&str] = &["do", "also", "still", "normally", "usually", "definitely"];
    let before = WordsBefore::read(text, sentence.0, start, 3);
    let mut words = before.iter();
    let Some(first) = words.next() else {
        return false;
    };
    if is_one_of(first, &["io", "yo"]) {
        return ordered_it_themselves(text, sentence, start, end);
    }
    if !first.eq_ignore_ascii_case("eat") {
        return false;
    }
    let subject = match words.next() {
        Some(word) if is_one_of(word, ADVERBS) => words.next(),
        word => word,
    };
    if !subject.is_some_and(|w| is_one_of(w, SUBJECTS)) {
        return false;
    }
    // The clause ends with the product, or joins another ("and", "so").
    WordsAfter::read(text, end, sentence.1)
        .first()
        .is_none_or(|w| is_one_of(w, &["and", "so", "too", "though", "myself"]))
}

/// "Io carne, la mia ragazza vegana ...", "Yo pollo, mi hermana ...": a
/// sentence opening on "I" and a product alone, closed by a comma, names
/// the diner's own order, not what any dish holds. ("Io carne nel
/// cuoppo" names where the meat was.)
fn ordered_it_themselves(text: &str, sentence: (usize, usize), start: usize, end: usize) -> bool {
    // The subject is the sentence's first word, right before the product.
    let opens_on_the_subject = text.get(sentence.0..start).is_some_and(|opening| {
        let mut opening = opening.split_whitespace();
        opening.next().is_some_and(|w| is_one_of(w, &["io", "yo"])) && opening.next().is_none()
    });
    opens_on_the_subject
        && text
            .get(end..sentence.1)
            .is_some_and(|rest| rest.trim_start().starts_with(','))
}

/// Where a diner's sentence names the food it praises as a likeness of its
/// animal version: before "tastes like the real thing", "tasted like real
/// chicken" or "fooled me", and after "couldn't tell" ("couldn't tell the
/// burger wasn't beef"). A sentence giving a reason or
/// a reveal ("because it is chicken", "turned out") names none.
#[cold]
#[inline(never)]
pub(super) fn likened_food(text: &str, sentence: (usize, usize)) -> Option<(usize, usize)> {
    const REAL: &[&str] = &["real", "actual", "genuine"];
    const CANNOT: &[&str] = &[
        "couldn't",
        "couldn’t",
        "couldnt",
        "can't",
        "can’t",
        "cannot",
    ];
    const WAS_NOT: &[&str] = &[
        "wasn't",
        "wasn’t",
        "isn't",
        "isn’t",
        "weren't",
        "weren’t",
        "aren't",
        "aren’t",
    ];
    let whole = text.get(sentence.0..sentence.1)?;
    // Most sentences hold none of the frames' key words: asked of the
    // bytes first.
    if !holds_a_likeness_word(whole.as_bytes()) {
        return None;
    }
    // Each word with where it starts in the text (letters and apostrophes).
    let mut spans: [(usize, &str); 32] = [(0, ""); 32];
    let mut len = 0;
    let bytes = whole.as_bytes();
    let mut i = 0;
    while i < bytes.len() && len < spans.len() {
        if !is_word_byte(bytes[i]) || bytes[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let from = i;
        while i < bytes.len() && is_word_byte(bytes[i]) && !bytes[i].is_ascii_digit() {
            i += 1;
        }
        let word = whole.get(from..i)?;
        spans[len] = (sentence.0 + from, word);
        len += 1;
    }
    let spans = &spans[..len];
    if spans.iter().any(|(_, w)| is_one_of(w, REASONS)) {
        return None;
    }
    let word = |at: usize| spans.get(at).map_or("", |(_, w)| *w);
    for (at, &(start, word_here)) in spans.iter().enumerate() {
        // "…fooled me", "…fooled my dad": what fooled them is named before.
        if word_here.eq_ignore_ascii_case("fooled") && is_one_of(word(at + 1), FOOLED) {
            return named_before(spans, at).map(|from| (from, start));
        }
        // "…tastes (just) like (the) real thing", "…like real chicken".
        if is_one_of(word_here, SENSES) {
            let mut next = at + 1;
            while is_one_of(word(next), LIKENESS_ADVERBS) {
                next += 1;
            }
            if !word(next).eq_ignore_ascii_case("like") {
                continue;
            }
            next += 1;
            if word(next).eq_ignore_ascii_case("the") {
                next += 1;
            }
            if is_one_of(word(next), REAL) {
                return named_before(spans, at).map(|from| (from, start));
            }
        }
        // "couldn't tell the bacon cheeseburger wasn't beef", "…wasn't
        // real": the food between and what it was not, only when that is
        // the real thing or an animal product ("wasn't vegan" reports).
        if is_one_of(word_here, CANNOT) && word(at + 1).eq_ignore_ascii_case("tell") {
            let mut from = at + 2;
            while is_one_of(word(from), &["that", "the", "their", "this", "these"]) {
                from += 1;
            }
            let denied = from
                + spans[from.min(len)..]
                    .iter()
                    .position(|(_, w)| is_one_of(w, WAS_NOT))?;
            let after = word(denied + 1);
            let (named, _) = spans.get(from)?;
            return (denied > from
                && spans[from..denied].iter().all(|(_, w)| !stops_a_name(w))
                && (is_one_of(after, REAL) || is_animal_word(after)))
            .then(|| (*named, spans[denied + 1].0 + after.len()));
        }
    }
    None
}

/// Whether `bytes` hold "like", "fooled" or "tell" (ASCII case ignored):
/// the words every frame of [`likened_food`] needs.
fn holds_a_likeness_word(bytes: &[u8]) -> bool {
    let at = |i: usize, word: &[u8]| {
        bytes
            .get(i..i + word.len())
            .is_some_and(|b| b.eq_ignore_ascii_case(word))
    };
    (0..bytes.len()).any(|i| match bytes[i] | 0x20 {
        b'l' => at(i, b"like"),
        b'f' => at(i, b"fooled"),
        b't' => at(i, b"tell"),
        _ => false,
    })
}

/// Whom a likeness fooled ("fooled me", "fooled my grandmother").
const FOOLED: &[&str] = &[
    "me",
    "us",
    "my",
    "our",
    "everyone",
    "everybody",
    "him",
    "her",
    "them",
    "the",
    "all",
];

/// Words that end the name of a food read back from a likeness: a
/// determiner opens it; a verb, pronoun or joining word means the words
/// before say more than a name ("the chicken was real and fooled me").
fn stops_a_name(word: &str) -> bool {
    reports(word)
        || is_one_of(
            word,
            &[
                "the", "a", "an", "my", "our", "their", "his", "her", "your", "this", "that",
                "these", "those", "so", "then",
            ],
        )
}

/// Where the name of the food right before the word at `at` starts (an
/// adverb between is skipped: "the pastrami honestly fooled me"): at most
/// four words, none of them a verb, pronoun or joining word.
fn named_before(spans: &[(usize, &str)], at: usize) -> Option<usize> {
    let mut end = at;
    while end > 0 && is_one_of(spans[end - 1].1, LIKENESS_ADVERBS) {
        end -= 1;
    }
    let mut from = end;
    while from > 0 && end - from < 4 && !stops_a_name(spans[from - 1].1) {
        from -= 1;
    }
    (from < end).then(|| spans[from].0)
}

/// Words that give a reason or a reveal: the sentence may report content.
const REASONS: &[&str] = &[
    "because", "cause", "'cause", "cuz", "coz", "since", "turns", "turned", "actually",
];

/// The first word after a product that puts it on (or takes it off) the
/// food: the clause reports it.
#[rustfmt::skip]
const PUT_ON_THE_FOOD_AFTER: &[&str] = &[
    "is", "was", "are", "were", "in", "inside", "goes", "went", "gets", "got", "added",
    "mixed", "used", "off", "out", "removed", "taken", "left", "held", "omitted", "subbed",
    "swapped", "replaced", "underneath", "already", "included",
];

/// Words that make a clause say what the food holds, or deny it: none may
/// stand between a frame's opening and the product.
#[rustfmt::skip]
const REPORTING_WORDS: &[&str] = &[
    "it", "it's", "it’s", "they", "they're", "they’re", "there", "there's", "there’s",
    "he", "she", "we", "i", "you", "someone", "somebody", "is", "was", "were", "are", "be",
    "been", "has", "have", "uses", "used", "put", "puts", "added", "adds", "contains",
    "made", "cooked", "fried", "brushed", "in", "into", "and", "or", "but", "if", "unless",
    "not", "no", "never", "without", "instead", "except", "less", "fewer", "more", "extra",
    "too", "still", "again", "back", "told", "said", "says", "knew", "known", "warned",
    "mentioned", "listed", "labeled", "labelled", "marked", "noticed", "realized",
    "realised", "found", "saw", "even",
];

/// The most describing words a frame reaches across to its product ("like
/// a New York cheesecake").
const DESCRIBING_WORDS_MAX: usize = 3;

/// Whether `word` could make its clause a report, or is a number ("like
/// 50% butter").
fn reports(word: &str) -> bool {
    is_negative_contraction(word)
        || word.starts_with(|c: char| c.is_ascii_digit())
        || REPORTING_SET.contains(word)
}

/// "Tastes just like real chicken", "texture is like carnitas", "meaty
/// like a steak", "better than any beef burger", "as good as a New York
/// cheesecake", "same chew as real calamari", "that smoky salmon vibe".
fn is_likeness(before: &WordsBefore<'_>, after: &WordsAfter<'_>) -> bool {
    let next = after.first();
    if next.is_some_and(|w| is_one_of(w, &["vibe", "vibes"])) {
        return true;
    }
    // "…like the pork one": the animal word names another dish.
    if next.is_some_and(|w| is_one_of(w, &["one", "ones", "version"]))
        && before.len >= 2
        && before.words[0].eq_ignore_ascii_case("the")
        && before.words[1].eq_ignore_ascii_case("like")
    {
        return true;
    }
    let words = &before.words[..before.len];
    for (at, word) in words.iter().enumerate().take(DESCRIBING_WORDS_MAX + 1) {
        let rest = words[at + 1..].iter().copied();
        // A capital "Like" or "Than" inside a clause is part of a name.
        let lower = word.starts_with(|c: char| c.is_ascii_lowercase()) || at + 1 == words.len();
        let opens = lower
            && if word.eq_ignore_ascii_case("like") {
                likens(rest)
            } else if word.eq_ignore_ascii_case("than") {
                // "than any beef burger": only a few words, or an animal
                // word, stand between "than" and what it compares with;
                // "Better Than Bouillon Roasted Chicken Base" names a
                // product.
                compares(rest)
                    && words[..at]
                        .iter()
                        .all(|w| is_one_of(w, COMPARED_WITH) || is_animal_word(w))
            } else if word.eq_ignore_ascii_case("as") {
                matches_as(rest)
            } else {
                false
            };
        if opens {
            return true;
        }
        if reports(word) {
            return false;
        }
    }
    false
}

/// What may stand between "than" and the food it compares with.
#[rustfmt::skip]
const COMPARED_WITH: &[&str] = &[
    "any", "a", "an", "the", "real", "actual", "every", "most", "my", "your", "some",
    "regular", "normal", "traditional",
];

/// Adverbs between a sense and its "like" ("tastes just like").
#[rustfmt::skip]
const LIKENESS_ADVERBS: &[&str] = &[
    "just", "exactly", "almost", "really", "so", "kinda", "kind", "sort", "of", "a", "lot",
    "much", "honestly", "literally", "basically", "totally", "very", "pretty", "more", "eerily",
];

/// Verbs of the senses before "like".
#[rustfmt::skip]
const SENSES: &[&str] = &[
    "taste", "tastes", "tasted", "tasting", "look", "looks", "looked", "looking", "smell",
    "smells", "smelled", "smelt", "feel", "feels", "felt", "seem", "seems", "seemed", "eats",
    "chews",
];

/// What a texture or taste is called before "is like", "same … as".
#[rustfmt::skip]
const SENSED_QUALITIES: &[&str] = &[
    "texture", "taste", "flavor", "flavour", "chew", "bite", "crunch", "consistency",
    "mouthfeel", "smell", "look", "feel", "vibe", "snap",
];

/// Words of taste or texture a thing is "like" another in ("meaty like a
/// steak").
#[rustfmt::skip]
const TEXTURES: &[&str] = &[
    "meaty", "chewy", "smoky", "smokey", "creamy", "cheesy", "flaky", "juicy", "crispy",
    "crunchy", "fluffy", "buttery", "eggy", "fishy", "salty", "savory", "savoury", "tender",
    "rich", "spongy", "stringy", "springy", "silky", "gooey", "fatty", "greasy", "briny",
];

/// Whether the words before a "like" (last first) make it a likeness: a
/// sense ("tastes like"), a texture word ("meaty like") or a sensed
/// quality that is like something ("texture is like").
fn likens<'w>(mut words: impl Iterator<Item = &'w str>) -> bool {
    let Some(mut word) = words.next() else {
        return false;
    };
    while is_one_of(word, LIKENESS_ADVERBS) {
        let Some(next) = words.next() else {
            return false;
        };
        word = next;
    }
    if is_one_of(word, SENSES) {
        return true;
    }
    if is_one_of(word, &["is", "was", "'s", "are", "were"]) {
        return words.next().is_some_and(|w| is_one_of(w, SENSED_QUALITIES));
    }
    is_one_of(word, TEXTURES)
}

/// Whether the word before a "than" compares ("better than", "creamier
/// than"). "More butter than cheese" holds both: "more" is no comparison
/// of the product after it.
fn compares<'w>(mut words: impl Iterator<Item = &'w str>) -> bool {
    words.next().is_some_and(|w| {
        is_one_of(w, &["better", "worse", "nicer", "richer", "tastier"])
            || (w.len() > 4 && w.as_bytes()[w.len() - 3..].eq_ignore_ascii_case(b"ier"))
    })
}

/// Words between "as … as" that make no likeness ("as well as" adds).
const NOT_LIKENESS_AS: &[&str] = &[
    "well", "much", "many", "soon", "long", "far", "such", "same",
];

/// Whether the words before an "as" (last first) make it a likeness: "as
/// good as", "the same chew as".
fn matches_as<'w>(mut words: impl Iterator<Item = &'w str>) -> bool {
    let (Some(quality), Some(opener)) = (words.next(), words.next()) else {
        return false;
    };
    (opener.eq_ignore_ascii_case("as") && !is_one_of(quality, NOT_LIKENESS_AS) && !reports(quality))
        || (opener.eq_ignore_ascii_case("same") && is_one_of(quality, SENSED_QUALITIES))
}

/// Verbs a wish says the food would come with the product by ("wish it
/// came with", "wish they had").
const WISHED_VERBS: &[&str] = &["came", "come", "had", "served", "offered", "included"];

/// Who a wish speaks of ("wish it came with", "wish this had").
const WISHED_SUBJECTS: &[&str] = &["i", "it", "they", "this", "that", "the", "dish", "just"];

/// What a hypothetical says the food would be with the product ("would be
/// perfect with", "would be killer with"): praise only, so that "would be
/// careful with the cheese" warns rather than wishes.
#[rustfmt::skip]
const WOULD_BE_PRAISE: &[&str] = &[
    "perfect", "great", "better", "best", "killer", "amazing", "awesome", "good", "nice",
    "incredible", "delicious", "fire", "even", "so", "much", "excellent", "lovely",
    "fantastic", "ideal", "unreal", "insane", "elite", "heaven", "next", "level", "tastier",
];

/// Cooking words ending in "-ed" that describe a product ("a fried egg",
/// "grilled cheese") rather than say what was done to the diner's food.
#[rustfmt::skip]
const COOKED: &[&str] = &[
    "fried", "grilled", "poached", "scrambled", "smoked", "roasted", "shaved", "shredded",
    "pulled", "aged", "boiled", "toasted", "melted", "baked", "crumbled", "cured", "salted",
];

/// "Would be perfect with a bit of cheese", "this would be killer with a
/// grilled cheese", "wish it came with a soft egg", "my dad said it needed
/// bacon": the product is what the food lacks.
fn is_wish(before: &WordsBefore<'_>, statement: bool) -> bool {
    let mut words = before.iter();
    // The product's describing words, back to its "with" or a verb of
    // serving ("wish it had").
    let mut describing = 0;
    loop {
        let Some(word) = words.next() else {
            return false;
        };
        // "It needed bacon": said of a dish by a diner, what it lacked.
        if describing == 0
            && !statement
            && word.eq_ignore_ascii_case("needed")
            && words
                .clone()
                .next()
                .is_some_and(|w| is_one_of(w, &["it", "this", "that"]))
        {
            return true;
        }
        if word.eq_ignore_ascii_case("with") || is_one_of(word, WISHED_VERBS) {
            break;
        }
        describing += 1;
        let done_to_the_food = word.len() > 2
            && word.as_bytes()[word.len() - 2..].eq_ignore_ascii_case(b"ed")
            && !is_one_of(word, COOKED);
        if describing > DESCRIBING_WORDS_MAX || reports(word) || done_to_the_food {
            return false;
        }
    }
    // Back to the wish, or to "would be" and its praise.
    while let Some(word) = words.next() {
        if is_one_of(word, &["wish", "wished", "wishing"]) {
            return true;
        }
        if is_one_of(word, &["be", "been", "go", "taste"]) {
            let mut modal = words.clone();
            let next = modal.next();
            // "would have been", "would've been", "would be".
            let next = if next.is_some_and(|w| w.eq_ignore_ascii_case("have")) {
                modal.next()
            } else {
                next
            };
            return next.is_some_and(|w| is_one_of(w, &["would", "would've", "would’ve"]));
        }
        if !is_one_of(word, WISHED_SUBJECTS)
            && !is_one_of(word, WISHED_VERBS)
            && !is_one_of(word, WOULD_BE_PRAISE)
        {
            return false;
        }
    }
    false
}

/// Words by which a diner reports what someone answered.
const ANSWERED: &[&str] = &["said", "says", "told", "answered", "replied", "insisted"];

/// Words that keep a reported exchange from being a plain "no": a turn, a
/// doubt, a yes.
#[rustfmt::skip]
const TURNS_OR_DOUBTS: &[&str] = &[
    "but", "though", "although", "however", "actually", "turns", "turned", "probably",
    "maybe", "think", "thinks", "thought", "sure", "pretty", "apparently", "except",
    "unless", "later", "found", "realized", "realised", "still", "yes", "yeah", "yep",
    "then", "so", "idea", "sometimes", "usually", "normally",
];

/// "Asked if there's egg in the veggie fried rice and the counter guy said
/// no, never", "I asked if the broth had fish sauce and she said no": a
/// product asked about, in a question a diner reports answered with a
/// plain no.
fn denied_in_a_reported_answer(
    text: &str,
    sentence: (usize, usize),
    start: usize,
    end: usize,
) -> bool {
    let (Some(before), Some(after)) = (text.get(sentence.0..start), text.get(end..sentence.1))
    else {
        return false;
    };
    // The question: "asked (them, the server) if / whether / about",
    // with no answer or turn between it and the product.
    let mut question = false;
    let mut words = pieces(before, &WITH_APOSTROPHES)
        .rev()
        .take(WORDS_BEFORE_MAX);
    while let Some(word) = words.next() {
        if is_one_of(word, &["if", "whether", "about", "where"]) {
            question = words.clone().take(3).any(|w| asks(w.as_bytes()));
            break;
        }
        if is_one_of(word, ANSWERED) || is_one_of(word, TURNS_OR_DOUBTS) {
            return false;
        }
    }
    if !question {
        return false;
    }
    // The answer: "… said no", "… told me no", standing alone or "no,
    // never", and nothing after it that turns or doubts it.
    let mut words = pieces(after, &WITH_APOSTROPHES).take(16);
    let mut answered = false;
    for word in words.by_ref() {
        if is_one_of(word, ANSWERED) {
            answered = true;
            break;
        }
        if is_one_of(word, TURNS_OR_DOUBTS) {
            return false;
        }
    }
    if !answered {
        // "…asked where they hide the ricotta. They don't - it's cashew":
        // the next sentence answers.
        return next_sentence_denies(text, sentence.1);
    }
    let mut reply = words.skip_while(|w| is_one_of(w, &["me", "us", "him", "her", "them"]));
    let Some(no) = reply
        .next()
        .filter(|w| is_one_of(w, &["no", "nope", "never"]))
    else {
        return false;
    };
    let no_end = no.as_ptr() as usize - after.as_ptr() as usize + no.len();
    let rest = &after[no_end..];
    let stands_alone = rest.trim_start().is_empty()
        || rest.starts_with([',', '.', '!', ';', '-', '–', '—', '…'])
        || reply
            .next()
            .is_some_and(|w| is_one_of(w, &["never", "none"]));
    answered
        && stands_alone
        && !pieces(rest, &WITH_APOSTROPHES).any(|w| is_one_of(w, TURNS_OR_DOUBTS))
}

/// How an answer opens when it denies what was asked.
#[rustfmt::skip]
const DENYING_ANSWERS: &[&str] = &[
    "no", "nope", "none", "they don't", "they do not", "they didn't", "it doesn't",
    "it does not", "it didn't", "it isn't", "it's not", "there isn't", "there is not",
    "there's none", "they aren't", "they're not", "not at all",
];

/// Whether the sentence after `at` opens with a plain denial ("They don't
/// - it's cashew"), standing alone, that nothing in it turns or doubts.
fn next_sentence_denies(text: &str, at: usize) -> bool {
    let Some(rest) = text.get(at..) else {
        return false;
    };
    let rest = rest.trim_start_matches(|c: char| {
        c.is_whitespace() || matches!(c, '.' | '!' | '?' | '"' | '\u{201d}')
    });
    let head: String = rest
        .chars()
        .take(16)
        .collect::<String>()
        .replace('\u{2019}', "'");
    let Some(opening) = DENYING_ANSWERS.iter().find(|denial| {
        head.get(..denial.len())
            .is_some_and(|start| start.eq_ignore_ascii_case(denial))
            && head[denial.len()..]
                .trim_start()
                .chars()
                .next()
                .is_none_or(|c| matches!(c, ',' | '.' | '!' | ';' | '-' | '–' | '—' | '…'))
    }) else {
        return false;
    };
    let answer_end = rest
        .find(['.', '!', '?', '\n'])
        .map_or(rest.len(), |end| end.max(opening.len()));
    !pieces(&rest[..answer_end], &WITH_APOSTROPHES).any(|w| is_one_of(w, TURNS_OR_DOUBTS))
}

/// Verbs of the past a product was had by ("the old cake had butter").
const PAST_VERBS: &[&str] = &["had", "was", "were", "used", "came", "contained"];

/// Words that say what is so now ("as of September", "back to").
#[rustfmt::skip]
const NOW_WORDS: &[&str] = &[
    "now", "nowadays", "today", "currently", "of", "back", "switched", "changed", "since",
];

/// Words that say food is meat-free ("so it's fully vegan now").
#[rustfmt::skip]
const MEAT_FREE_WORDS: &[&str] = &[
    "vegan", "vegetarian", "veggie", "plant-based", "dairy-free", "egg-free", "meatless",
];

/// Words that make the present hearsay ("it's vegan now, they say").
#[rustfmt::skip]
const HEARSAY: &[&str] = &[
    "say", "says", "said", "supposedly", "claim", "claims", "allegedly", "apparently",
];

/// Words that carry the past into the present ("still", "too", "same").
const CARRIED_ON: &[&str] = &["still", "too", "also", "same", "again", "anymore", "either"];

/// "You're right that the old cake had butter - as of September we bake it
/// ourselves with coconut oil and oat milk, so it's fully vegan now",
/// "Last spring they had a mix-up with egg buns but as of this week the
/// buns are back to the vegan ones": the product is the past's, and the
/// rest of the sentence says the food is meat-free now.
fn changed_since(text: &str, sentence: (usize, usize), start: usize, end: usize) -> bool {
    // The past: a word of it and a verb in the past before the product,
    // in its clause.
    let before = WordsBefore::read(text, sentence.0, start, WORDS_BEFORE_MAX);
    let past = before
        .iter()
        .any(|w| word_kind(w.as_bytes()) == WordKind::Past);
    // (The verb may be part of the phrase found: "had butter".)
    let phrase = text.get(start..end).unwrap_or("");
    let past_verb = before
        .iter()
        .chain(pieces(phrase, &WITH_APOSTROPHES))
        .any(|w| is_one_of(w, PAST_VERBS));
    // "Last week the vegan burger had cheese": meat-free food said to have
    // held it is a contradiction, whatever follows.
    if !past || !past_verb || before.iter().any(|w| is_one_of(w, MEAT_FREE_WORDS)) {
        return false;
    }
    // The present: the rest of the sentence, after the clause ends.
    let clause_to = clause_end(text, end, sentence.1);
    let Some(now) = text.get(clause_to..sentence.1) else {
        return false;
    };
    let mut now_word = false;
    let mut meat_free = false;
    for word in pieces(now, &WITH_APOSTROPHES).skip_while(|w| w.eq_ignore_ascii_case("but")) {
        // ("so it's fully vegan now" concludes, and turns nothing.)
        if is_one_of(word, CARRIED_ON)
            || is_one_of(word, HEARSAY)
            || (is_one_of(word, TURNS_OR_DOUBTS) && !word.eq_ignore_ascii_case("so"))
            || reports(word) && is_one_of(word, &["not", "no", "never", "except", "unless", "if"])
            || is_negative_contraction(word)
        {
            return false;
        }
        now_word |= is_one_of(word, NOW_WORDS);
        meat_free |= is_one_of(word, MEAT_FREE_WORDS);
    }
    now_word && meat_free
}

/// Words that say what a kind of dish holds in general.
const GENERIC_WORDS: &[&str] = &["normally", "traditionally", "classically"];

/// Words before a dish that make it this place's rather than a kind of
/// dish ("normally the vegan one", "normally their bibimbap").
#[rustfmt::skip]
const NOT_A_KIND: &[&str] = &[
    "the", "a", "an", "their", "our", "my", "your", "this", "that", "these", "those", "it",
    "they", "its", "his", "her", "here", "vegan", "vegetarian", "veggie",
];

/// Words that leave a product off ("leave it off", "hold the egg").
#[rustfmt::skip]
const LEAVING_OFF: &[&str] = &[
    "leave", "leaves", "left", "hold", "holds", "held", "skip", "skips", "skipped", "omit",
    "omits", "omitted", "drop", "drops", "dropped", "without",
];

/// Words that make a leaving-off conditional or doubtful.
#[rustfmt::skip]
const LEAVING_OFF_DOUBTS: &[&str] = &[
    "if", "ask", "asks", "asked", "request", "requested", "sometimes", "unless", "except",
    "but", "probably", "maybe", "think", "apparently", "supposedly", "usually",
    "occasionally", "forget", "forgot", "forgets",
];

/// "Normally bibimbap has a fried egg on top; here they leave it off for
/// the vegan one": the product is what the kind of dish usually holds, and
/// the rest of the sentence says this place leaves it off.
fn left_off_here(text: &str, sentence: (usize, usize), start: usize, end: usize) -> bool {
    // The kind: "normally" right before a bare dish name, opening the
    // product's clause.
    let before = WordsBefore::read(text, sentence.0, start, WORDS_BEFORE_MAX);
    let words = &before.words[..before.len];
    let Some(at) = words.iter().position(|w| is_one_of(w, GENERIC_WORDS)) else {
        return false;
    };
    if at + 1 != words.len() || at == 0 || is_one_of(words[at - 1], NOT_A_KIND) {
        return false;
    }
    // Here: the rest of the sentence leaves it off, plainly.
    let clause_to = clause_end(text, end, sentence.1);
    let Some(here) = text.get(clause_to..sentence.1) else {
        return false;
    };
    let mut left_off = false;
    for word in pieces(here, &WITH_APOSTROPHES) {
        if is_one_of(word, LEAVING_OFF_DOUBTS) || is_negative_contraction(word) {
            return false;
        }
        left_off |= is_one_of(word, LEAVING_OFF);
    }
    left_off
}

/// How a sentence opens on diners who eat what the diet does not ("if
/// you eat meat", "if you're not vegan", "for the meat eaters").
#[rustfmt::skip]
const OTHER_DINERS_CONDITIONS: &[&str] = &[
    "if you eat ", "if you do ", "if you like ", "if you love ", "if you're not ",
    "if you’re not ", "if you are not ", "if you aren't ", "if you’re a ", "if you're a ",
    "for the meat eaters", "for meat eaters", "for the carnivores", "for carnivores",
    "for the omnivores", "for omnivores",
];

/// Words that recommend food ("the nduja pizza is great", "get the brisket").
#[rustfmt::skip]
const RECOMMENDING: &[&str] = &[
    "great", "amazing", "good", "awesome", "incredible", "unreal", "delicious", "fantastic",
    "excellent", "must", "move", "get", "try", "order", "recommend", "best", "solid",
    "killer", "fire", "winner", "add",
];

/// Words that say what food holds, or that name meat-free food: neither
/// may stand in a recommendation to other diners.
#[rustfmt::skip]
const HOLDING_OR_MEAT_FREE: &[&str] = &[
    "has", "have", "had", "comes", "came", "come", "with", "contains", "contain", "made",
    "cooked", "fried", "uses", "used", "topped", "in", "into", "inside", "on", "vegan",
    "vegetarian", "veggie", "veg", "plant", "plant-based", "meatless", "meat-free", "also",
    "even", "too", "every", "everything", "all", "each", "kitchen", "adds", "added",
];

/// "If you eat meat the nduja pizza is great, but the margherita is the
/// star", "If you're not vegan get the brisket": the food named before the
/// "but" is recommended to other diners, not said of the diet's food.
fn recommended_to_other_diners(text: &str, sentence: (usize, usize), end: usize) -> bool {
    let Some(whole) = text.get(sentence.0..sentence.1) else {
        return false;
    };
    let opening = whole.len() - whole.trim_start().len();
    let whole = whole.trim_start();
    let Some(condition) = OTHER_DINERS_CONDITIONS.iter().find(|condition| {
        whole
            .get(..condition.len())
            .is_some_and(|head| head.eq_ignore_ascii_case(condition))
    }) else {
        return false;
    };
    // The recommendation: from after the condition's word ("meat",
    // "vegan") to the "but", the semicolon or the dash that ends it.
    let part_end = [whole.find(" but "), whole.find(';'), whole.find(" - ")]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(whole.len());
    if end > sentence.0 + opening + part_end {
        return false;
    }
    let mut words = pieces(&whole[condition.len()..part_end], &WITH_APOSTROPHES);
    if !condition.ends_with("eaters") && !condition.ends_with("vores") {
        words.next();
    }
    let mut recommends = false;
    for word in words {
        if is_one_of(word, HOLDING_OR_MEAT_FREE)
            || (REPORTING_SET.contains(word) && !is_one_of(word, &["is", "are", "it's", "you"]))
            || is_negative_contraction(word)
        {
            return false;
        }
        recommends |= is_one_of(word, RECOMMENDING);
    }
    recommends
}

/// People a product may be kept for who are not the diner ("for staff
/// drinks"). Not "everyone", who includes the diner, nor "the kids", whose
/// menu a diner may order from.
#[rustfmt::skip]
const OTHER_PEOPLE: &[&str] = &[
    "staff", "employees", "crew", "husband", "wife", "partner", "boyfriend", "girlfriend",
    "carnivores", "omnivores", "non-vegans",
];

/// Words that make a product's use exclusive ("only for", "just for").
const ONLY_WORDS: &[&str] = &["only", "just", "strictly", "exclusively"];

/// "They keep the ghee for the paneer dishes only", "the fish sauce is
/// only for the beef pho": the product (or the animal word of that food)
/// is said of other food, which an animal word names and no meat-free word
/// does. `clause_after`: the rest of the product's clause.
fn kept_for_animal_food(
    before: &WordsBefore<'_>,
    after: &WordsAfter<'_>,
    clause_after: &str,
) -> bool {
    // The product kept: "for" among its next words.
    let mut only = false;
    let mut kept_for = false;
    for word in after.iter() {
        if is_one_of(word, ONLY_WORDS) {
            only = true;
        } else if word.eq_ignore_ascii_case("for") {
            kept_for = true;
            break;
        } else if !is_one_of(word, &["is", "are", "'s", "kept", "reserved", "saved"]) {
            break;
        }
    }
    // "They steam cow's milk for staff drinks": kept for other people.
    if kept_for
        && pieces(clause_after, &WITH_APOSTROPHES)
            .skip_while(|w| !w.eq_ignore_ascii_case("for"))
            .skip(1)
            .find(|w| !is_one_of(w, &["the", "their", "our", "my", "his", "her"]))
            .is_some_and(|w| is_one_of(w, OTHER_PEOPLE))
    {
        return true;
    }
    if !kept_for {
        // The food's animal word: "for the" right before it.
        let words = &before.words[..before.len];
        let skip = usize::from(words.first().is_some_and(|w| w.eq_ignore_ascii_case("the")));
        if !words
            .get(skip)
            .is_some_and(|w| w.eq_ignore_ascii_case("for"))
        {
            return false;
        }
        only = words
            .get(skip + 1)
            .is_some_and(|w| is_one_of(w, ONLY_WORDS));
    }
    only |= pieces(clause_after, &WITH_APOSTROPHES).any(|w| is_one_of(w, ONLY_WORDS));
    only && names_animal_food(clause_after, !kept_for)
}

/// Whether `word`, whole, is an animal product's word ("beef").
pub(super) fn is_animal_word(word: &str) -> bool {
    LEXICON.trie.as_ref().is_some_and(|trie| {
        trie.longest_whole(word, 0).is_some_and(|(end, pattern)| {
            end == word.len()
                && LEXICON
                    .entries
                    .get(pattern as usize)
                    .is_some_and(|entry| entry.role == Role::Term && entry.signals.any(ANIMAL))
        })
    })
}

/// Whether a clause names food by an animal word and by no meat-free word
/// ("the paneer dishes", not "the vegan dal"). `named`: the animal word
/// read is the food's own ("…for the paneer dishes only").
fn names_animal_food(clause: &str, named: bool) -> bool {
    let Some(trie) = LEXICON.trie.as_ref() else {
        return false;
    };
    let mut animal = named;
    for word in pieces(clause, &WITH_APOSTROPHES) {
        let at = word.as_ptr() as usize - clause.as_ptr() as usize;
        let Some(entry) = trie
            .longest_whole(clause, at)
            .and_then(|(_, pattern)| LEXICON.entries.get(pattern as usize))
        else {
            continue;
        };
        if entry.role != Role::Term {
            continue;
        }
        if entry.signals.any(MEAT_FREE_MENTION) {
            return false;
        }
        animal |= entry.signals.any(ANIMAL);
    }
    animal
}

/// Builds this module's word sets now rather than at their first look-up
/// (`crate::lexicon::warm_up`).
pub(crate) fn build_word_sets() {
    REPORTING_SET.build_now();
}

#[cfg(test)]
mod tests {
    use super::super::{Scratch, read_text};
    use crate::signals::{Signal, SignalSet};

    /// The animal products a diner's text leaves on the food, with
    /// `LabelConflict` for meat-free food it says held one.
    fn kept(text: &str) -> SignalSet {
        kept_by(text, Scratch::default())
    }

    /// The same, as the restaurant's own words.
    fn kept_in_statement(text: &str) -> SignalSet {
        kept_by(
            text,
            Scratch {
                statement: true,
                ..Scratch::default()
            },
        )
    }

    fn kept_by(text: &str, mut scratch: Scratch) -> SignalSet {
        let read = read_text(text, &mut scratch);
        let mut kept = scratch
            .mentions
            .iter()
            .fold(SignalSet::EMPTY, |all, m| all.union(m.signals));
        if read.vegan_contradiction || read.meat_contradiction {
            kept.insert(Signal::LabelConflict);
        }
        kept
    }

    #[test]
    fn a_likeness_names_no_content() {
        for text in [
            "Tastes just like real chicken, my meat-eating husband couldn't tell the difference.",
            "Better than any beef burger I've had.",
            "Honestly looks and tastes like scrambled eggs.",
            "The carrot lox has that smoky salmon vibe, I was shocked.",
            "Texture is like carnitas.",
            "As good as a New York cheesecake, no joke.",
            "Same chew as real calamari.",
            "The tofu was meaty like a steak.",
            "Creamier than any cheese sauce.",
        ] {
            assert!(kept(text).is_empty(), "{text}: {:?}", kept(text));
        }
    }

    #[test]
    fn a_likeness_explained_by_content_keeps_the_product() {
        for text in [
            "Tastes like real chicken because it IS chicken.",
            "Tastes like real chicken, it is chicken.",
            "Tastes like real chicken is in it.",
            "Tastes like they used chicken stock.",
            "Looks like there's cheese on top.",
            "Tastes like 50% butter.",
            "The vegan pho has fish sauce like the beef one.",
            "Like the pork one, it comes with a soft egg.",
            "The vegan bowl comes with toppings like cheese and bacon.",
            "It has butter, not oil.",
            "It had more butter than cheese.",
            "Served with rice as well as cheese.",
            "The sauce is like butter and cream.",
            "Our risotto gets its depth from Better Than Bouillon Roasted Chicken Base.",
            "I like it better than the chicken they put in the pho.",
        ] {
            assert!(!kept(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn a_wish_names_what_the_food_lacks() {
        for text in [
            "Would be perfect with a bit of cheese but it's great as is.",
            "Wish it came with a soft egg like the pork one, but the tofu is good.",
            "This would be killer with a grilled cheese on the side.",
            "My dad said it needed bacon, lol.",
            "Would have been even better with real parmesan.",
        ] {
            assert!(kept(text).is_empty(), "{text}: {:?}", kept(text));
        }
    }

    #[test]
    fn a_wish_that_reports_keeps_the_product() {
        for text in [
            "It would be vegan if not for the butter.",
            "Would have been perfect without the cheese.",
            "It'd be vegan with the cheese left off.",
            "Would be great with the cheese they put on it scraped off.",
            "I would be careful with the cheese.",
            "I would guess it's made with butter.",
            "I wish they'd told me it came with cheese.",
            "Wish I had skipped the cheese.",
            "Wish it didn't come with cheese.",
            "Wish it had less cheese.",
            "Wish they still made it with real butter.",
        ] {
            assert!(!kept(text).is_empty(), "{text}");
        }
        // A recipe's need, in the restaurant's words, is its content.
        assert!(!kept_in_statement("It needed eggs to bind, so we kept them.").is_empty());
    }

    #[test]
    fn a_reported_plain_no_denies_what_was_asked() {
        for text in [
            "Asked if there's egg in the veggie fried rice and the counter guy said no, never, they can add tofu if you want.",
            "I asked if the broth had fish sauce and she said no.",
            "I asked the server whether the curry had ghee and he told me no!",
            "My nonna asked where they hide the ricotta. They don't - it's cashew.",
        ] {
            assert!(kept(text).is_empty(), "{text}: {:?}", kept(text));
        }
        for text in [
            "I asked if the broth had fish sauce and she said no, but I could taste it.",
            "I asked if the broth had fish sauce and she said no idea.",
            "I asked if the broth had fish sauce and she said no, probably not.",
            "I asked if the broth had fish sauce and she said yes.",
            "I asked if the broth was vegan and she said it has fish sauce, no way around it.",
            "She said no, the broth has fish sauce.",
            "I asked about the specials and she said no, the vegan curry has ghee.",
            "My nonna asked where they hide the ricotta. They don't hide it, it's on top.",
            "My nonna asked where they hide the ricotta. No idea.",
            "My nonna asked where they hide the ricotta. No, but the pesto has parmesan.",
            "My nonna asked where they hide the ricotta.",
        ] {
            assert!(!kept(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn food_recommended_to_other_diners_is_theirs() {
        for text in [
            "If you eat meat the nduja pizza is great, but the margherita is the star.",
            "If you're not vegan get the brisket, it's unreal.",
            "For the meat eaters, the ribs are a must.",
            "If you eat dairy, you can add a paneer side for $3; the curry itself is vegan as printed.",
        ] {
            assert!(kept(text).is_empty(), "{text}: {:?}", kept(text));
        }
        for text in [
            "If you eat meat, note the vegan burger is great with bacon.",
            "If you eat fish, the miso soup has bonito.",
            "If you eat meat the nduja pizza is great, but the margherita has anchovies.",
            "If you're vegan, skip it: the bibimbap comes with a fried egg.",
            "If you're vegan, the chili is great even with the cheese.",
            "If you eat dairy, they add cheese to everything.",
            "If you eat dairy, add cheese to the vegan tacos.",
        ] {
            assert!(!kept(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn a_product_of_the_past_beside_a_meat_free_present_is_gone() {
        for text in [
            "You're right that the old cake had butter - as of September we bake it ourselves with coconut oil and oat milk, so it's fully vegan now.",
            "Last spring they had a mix-up with egg buns but as of this week the buns are back to the vegan ones from Rise Bakery.",
        ] {
            assert!(kept(text).is_empty(), "{text}: {:?}", kept(text));
        }
        for text in [
            // No present, or a present that is not meat-free.
            "The old cake had butter.",
            "The old cake had butter - as of September we bake it ourselves.",
            // The present keeps the product, or doubts the change.
            "The old cake had butter - now the vegan one has it too.",
            "The old cake had butter - as of September it's vegan, but the frosting still has butter.",
            "The old cake had butter - it's vegan now, probably.",
            // A product said of the present, after a word of the past.
            "Ever since they changed noodle suppliers last spring the noodles are egg noodles, and the vegan ramen is still great.",
            "Used to be vegan, now the hummus has yogurt.",
            "Last week the bowl came with cheese, it's vegan now they say.",
        ] {
            assert!(!kept(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn what_a_kind_of_dish_holds_is_not_this_places_when_left_off() {
        let text = "Normally bibimbap has a fried egg on top; here they leave it off for the vegan one and it's still delicious.";
        assert!(kept(text).is_empty(), "{text}: {:?}", kept(text));
        for text in [
            // This place's dish, not a kind.
            "Normally the vegan bibimbap has a fried egg on top; here they leave it off.",
            "Normally their bibimbap has a fried egg; they leave it off on weekdays if you ask.",
            // Left off only on request, or not plainly.
            "Normally bibimbap has a fried egg; they leave it off if you ask.",
            "Normally bibimbap has a fried egg; they don't leave it off.",
            "Normally bibimbap has a fried egg; here too.",
            // No "normally" opening the clause.
            "The bibimbap has a fried egg; they leave it off for the vegan one.",
        ] {
            assert!(!kept(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn a_product_kept_for_other_people_is_theirs() {
        let text = "Barista mentioned they steam cow's milk for staff drinks on the same wand, but mine was oat of course.";
        assert!(kept(text).is_empty(), "{text}: {:?}", kept(text));
        for text in [
            "They steam cow's milk for everyone unless you ask for oat.",
            "They steam cow's milk for the lattes.",
            "The milk is for the vegan latte.",
            "They make a Rice Krispies treat for the kids.",
        ] {
            assert!(!kept(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn a_product_kept_for_animal_food_is_that_foods() {
        for text in [
            "The server said the dal is always done in oil, they keep the ghee for the paneer dishes only.",
            "She said the fish sauce is only for the beef pho.",
        ] {
            assert!(kept(text).is_empty(), "{text}: {:?}", kept(text));
        }
        for text in [
            "They keep the ghee for the dal only.",
            "The ghee is only for the vegan dal.",
            "The fish sauce is only for the beef pho and the vegan pho.",
            "They keep the ghee for the paneer dishes.",
            "The ghee goes in the dal, and the paneer dishes too.",
        ] {
            assert!(!kept(text).is_empty(), "{text}");
        }
    }
}
