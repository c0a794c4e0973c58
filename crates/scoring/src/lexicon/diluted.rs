//! Diet claims that dilute themselves: a diet word hedged ("vegan-ish at
//! best", "mostly vegan"), held of part of the diet's dishes only ("most of
//! our vegan dishes contain no animal products"), the diet's dishes said to
//! be really of a wider diet ("the vegan options are honestly vegetarian"),
//! a diet ranked below a wider one ("better for vegetarians than vegans"),
//! or a short question about a diet answered by a dismissal
//! ("Dairy-free? Forget it."). Each leaves the diet's food holding, as far
//! as anyone can say, what the diet does not eat: the reading fails closed.
//!
//! The word lists live in `tables.rs`; this reads a sentence's words
//! against them.

use super::tables::{
    DIET_CLAIM_WORDS, DIET_COPULAS, DIET_RANKS, DISH_DETERMINERS, HEDGES_AFTER_A_DIET,
    HEDGES_BEFORE_A_DIET, HEDGES_OF_QUANTITY, KIND_DETERMINERS, LOWERING_COMPARATIVES,
    OTHER_PLACES, QUANTIFIERS_SHORT_OF_ALL, QUESTION_DISMISSALS, RANKED_BELOW, REALLY_WORDS,
    THE_PLACE_AS_A_WHOLE,
};
use super::{ANIMAL, WordSet, is_one_of, names_other_diner_by_noun, word_keys, words};
use crate::signals::SignalSet;
use std::sync::LazyLock;

/// How many words of a sentence are read: a diluted claim is said in a
/// short sentence, and a longer one is read only up to there.
const MOST_WORDS: usize = 48;

/// How far apart a diet's dishes and what is said of them may stand ("the
/// vegan options on the menu are …").
const NEAR: usize = 4;

/// How many words a question a dismissal answers may have ("Vegan options
/// here?"): a longer question asks something else.
const SHORT_QUESTION: usize = 4;

/// The word a comparison ranks two diets around ("better for vegetarians
/// than vegans").
const THAN: &str = "than";

/// The first word of "plant based", a diet.
const PLANT: &str = "plant";

/// A word of every phrase that hedges a diet or quantifies over its
/// dishes (its longest): a hedged or a quantified claim needs one, and a
/// diet word.
static HEDGE_KEYS: WordSet = WordSet::new(|| {
    word_keys(&key_words(&[
        HEDGES_BEFORE_A_DIET,
        HEDGES_AFTER_A_DIET,
        QUANTIFIERS_SHORT_OF_ALL,
    ]))
});

/// A word of every phrase that says the diet's dishes are really of
/// another diet (a word for really, a hedge after the other diet): such a
/// claim needs one, and two diet words.
static REALLY_KEYS: WordSet =
    WordSet::new(|| word_keys(&key_words(&[REALLY_WORDS, HEDGES_AFTER_A_DIET])));

/// A word of every phrase that ranks one diet below another (a ranking
/// below, "than"): such a claim needs one, and two diet words.
static RANKING_KEYS: WordSet = WordSet::new(|| word_keys(&key_words(&[RANKED_BELOW, &[THAN]])));

/// Every phrase of the hedges and quantifiers, the phrases of really and
/// those of ranking, with its key word and the words before it
/// ([`key_of`]): keyed once, not at every sentence asked.
static HEDGE_PHRASES: LazyLock<Vec<KeyedPhrase>> = LazyLock::new(|| {
    keyed_phrases(&[
        HEDGES_BEFORE_A_DIET,
        HEDGES_AFTER_A_DIET,
        QUANTIFIERS_SHORT_OF_ALL,
    ])
});
static REALLY_PHRASES: LazyLock<Vec<KeyedPhrase>> =
    LazyLock::new(|| keyed_phrases(&[REALLY_WORDS, HEDGES_AFTER_A_DIET]));
static RANKING_PHRASES: LazyLock<Vec<KeyedPhrase>> =
    LazyLock::new(|| keyed_phrases(&[RANKED_BELOW, &[THAN]]));

/// A phrase, how many of its words stand before its key word, and that
/// word.
type KeyedPhrase = (&'static str, usize, &'static str);

/// The phrases of `lists` in order, each keyed ([`key_of`]).
fn keyed_phrases(lists: &[&[&'static str]]) -> Vec<KeyedPhrase> {
    lists
        .iter()
        .flat_map(|list| list.iter())
        .filter_map(|phrase| key_of(phrase).map(|(before, key)| (*phrase, before, key)))
        .collect()
}

/// The words that may name a diet ([`DIET_RANKS`], and "plant" of "plant
/// based").
static DIET_NAMES: WordSet = WordSet::new(|| word_keys(&diet_names()));

/// The words of the three sets above together: most words of a sentence
/// are none of them, and are passed by one look-up.
static GATE_WORDS: WordSet = WordSet::new(|| {
    let mut all = key_words(&[
        HEDGES_BEFORE_A_DIET,
        HEDGES_AFTER_A_DIET,
        QUANTIFIERS_SHORT_OF_ALL,
        REALLY_WORDS,
        RANKED_BELOW,
        &[THAN],
    ]);
    all.extend(diet_names());
    word_keys(&all)
});

/// How a short question may be dismissed, by the first word of the answer
/// ("forget", "no", "good"): most answers start otherwise, and are not read
/// further.
static DISMISSAL_STARTS: WordSet = WordSet::new(|| {
    let starts: Vec<&'static str> = QUESTION_DISMISSALS
        .iter()
        .filter_map(|phrase| phrase.split(' ').next())
        .collect();
    word_keys(&starts)
});

/// One word of every phrase of `lists`, its longest: a sentence that holds
/// the phrase holds that word.
fn key_words(lists: &[&[&'static str]]) -> Vec<&'static str> {
    lists
        .iter()
        .flat_map(|list| list.iter())
        .filter_map(|phrase| key_of(phrase).map(|(_, word)| word))
        .collect()
}

/// The word of `phrase` [`key_words`] keys it by (its longest, the last
/// of the longest), and how many words stand before it.
fn key_of(phrase: &'static str) -> Option<(usize, &'static str)> {
    phrase
        .split(' ')
        .enumerate()
        .max_by_key(|(_, word)| word.len())
}

/// The words [`SentenceWords::diet_at`] may start a diet at.
fn diet_names() -> Vec<&'static str> {
    DIET_RANKS
        .iter()
        .map(|(name, _)| *name)
        .chain([PLANT])
        .collect()
}

/// Which readings below may find a diluted claim in a sentence, by the
/// words they need: most sentences hold none of those words, and are
/// passed in one look-up a word.
#[derive(Default)]
struct MayDilute {
    /// A hedge or a quantifier and a diet word.
    hedged: bool,
    /// A word for really (or a hedge after a diet) and two diet words.
    really: bool,
    /// A ranking word and two diet words.
    ranked: bool,
    /// Where the words of each kind stand, for [`MayDilute::holding_whole_phrases`].
    hedge_at: KeyWordsAt,
    really_at: KeyWordsAt,
    ranking_at: KeyWordsAt,
}

/// Where the key words of one kind of phrase stand in a sentence (word
/// indexes), the first few of them.
#[derive(Default)]
struct KeyWordsAt {
    at: [u8; KEY_WORDS_KEPT],
    len: usize,
    /// More stood there than are kept: the phrases are not looked for,
    /// and the reading is tried.
    more: bool,
}

/// How many key words of a kind [`KeyWordsAt`] keeps: a sentence holds
/// one or two.
const KEY_WORDS_KEPT: usize = 6;

impl KeyWordsAt {
    fn push(&mut self, index: usize) {
        match (self.at.get_mut(self.len), u8::try_from(index)) {
            (Some(slot), Ok(index)) => {
                *slot = index;
                self.len += 1;
            }
            _ => self.more = true,
        }
    }

    /// Whether a whole phrase of `lists` stands around one of the key
    /// words, its key word there: a key word alone ("many dairy pizzas",
    /// "a few vegan choices") is no phrase "many of", "few of".
    fn in_a_phrase(&self, words: &SentenceWords, phrases: &[KeyedPhrase]) -> bool {
        self.more
            || self.at[..self.len].iter().any(|&at| {
                let at = usize::from(at);
                let Some(word) = words.get(at) else {
                    return false;
                };
                phrases.iter().any(|&(phrase, before, key)| {
                    key.eq_ignore_ascii_case(word)
                        && at
                            .checked_sub(before)
                            .is_some_and(|start| words.matches(start, phrase))
                })
            })
    }
}

impl MayDilute {
    fn of(sentence: &str) -> Self {
        let mut may = MayDilute::default();
        let mut diets = 0usize;
        for (index, word) in words(sentence)
            .take(MOST_WORDS)
            .enumerate()
            .filter(|(_, word)| GATE_WORDS.contains(word))
        {
            diets += usize::from(DIET_NAMES.contains(word));
            if HEDGE_KEYS.contains(word) {
                may.hedge_at.push(index);
            }
            if REALLY_KEYS.contains(word) {
                may.really_at.push(index);
            }
            if RANKING_KEYS.contains(word) {
                may.ranking_at.push(index);
            }
        }
        may.hedged = may.hedge_at.len > 0 && diets >= 1;
        may.really = may.really_at.len > 0 && diets >= 2;
        may.ranked = may.ranking_at.len > 0 && diets >= 2;
        may
    }

    /// The readings a sentence's words may satisfy once a whole phrase
    /// each needs is asked for around its key word: each reading reads
    /// its phrases whole, and finds nothing without one.
    fn holding_whole_phrases(mut self, words: &SentenceWords) -> Self {
        self.hedged = self.hedged && self.hedge_at.in_a_phrase(words, &HEDGE_PHRASES);
        self.really = self.really && self.really_at.in_a_phrase(words, &REALLY_PHRASES);
        self.ranked = self.ranked && self.ranking_at.in_a_phrase(words, &RANKING_PHRASES);
        self
    }

    fn none(&self) -> bool {
        !(self.hedged || self.really || self.ranked)
    }
}

/// A sentence's words, in order, at most [`MOST_WORDS`] of them.
struct SentenceWords<'a> {
    list: [&'a str; MOST_WORDS],
    len: usize,
}

impl<'a> SentenceWords<'a> {
    fn of(sentence: &'a str) -> Self {
        let mut list = [""; MOST_WORDS];
        let mut len = 0;
        for (slot, word) in list.iter_mut().zip(words(sentence)) {
            *slot = word;
            len += 1;
        }
        SentenceWords { list, len }
    }

    fn get(&self, at: usize) -> Option<&'a str> {
        self.list[..self.len].get(at).copied()
    }

    /// How many words a listed phrase starting at `at` takes, if one does.
    fn phrase_at(&self, at: usize, phrases: &[&str]) -> Option<usize> {
        phrases
            .iter()
            .filter(|phrase| self.matches(at, phrase))
            .map(|phrase| phrase.split(' ').count())
            .max()
    }

    /// Whether a listed phrase ends right before `at`.
    fn phrase_before(&self, at: usize, phrases: &[&str]) -> Option<usize> {
        let last = self.get(at.checked_sub(1)?)?;
        phrases
            .iter()
            .filter(|phrase| ends_with_word(phrase, last))
            .map(|phrase| (phrase, phrase.split(' ').count()))
            .filter(|(phrase, count)| *count <= at && self.matches(at - count, phrase))
            .map(|(_, count)| count)
            .max()
    }

    fn matches(&self, at: usize, phrase: &str) -> bool {
        // The first word's bytes first: most phrases fail there, before the
        // phrase is split into words.
        if !self
            .get(at)
            .is_some_and(|first| starts_with_word(phrase, first))
        {
            return false;
        }
        phrase.split(' ').enumerate().all(|(i, part)| {
            self.get(at + i)
                .is_some_and(|w| w.eq_ignore_ascii_case(part))
        })
    }

    /// The diet named at `at` and where its words end: "vegan", "plant
    /// based", and with `plural` the diners' words ("vegans").
    fn diet_at(&self, at: usize, plural: bool) -> Option<(SignalSet, usize)> {
        let word = self.get(at).filter(|word| DIET_NAMES.contains(word))?;
        if word.eq_ignore_ascii_case(PLANT)
            && self
                .get(at + 1)
                .is_some_and(|w| w.eq_ignore_ascii_case("based"))
        {
            return Some((ANIMAL, at + 2));
        }
        let (name, leaves_out) = DIET_RANKS
            .iter()
            .find(|(name, _)| word.eq_ignore_ascii_case(name))?;
        (plural || !name.ends_with('s')).then_some((*leaves_out, at + 1))
    }

    /// Whether the word at `at` is a person the diet word before it
    /// describes ("mostly vegan friends").
    fn person_at(&self, at: usize) -> bool {
        self.get(at).is_some_and(names_other_diner_by_noun)
    }
}

/// Whether `phrase` starts with the whole of `word`, ASCII case aside.
fn starts_with_word(phrase: &str, word: &str) -> bool {
    let (phrase, word) = (phrase.as_bytes(), word.as_bytes());
    phrase
        .get(..word.len())
        .is_some_and(|head| head.eq_ignore_ascii_case(word))
        && phrase.get(word.len()).is_none_or(|after| *after == b' ')
}

/// Whether `phrase` ends with the whole of `word`, ASCII case aside.
fn ends_with_word(phrase: &str, word: &str) -> bool {
    let (phrase, word) = (phrase.as_bytes(), word.as_bytes());
    let Some(start) = phrase.len().checked_sub(word.len()) else {
        return false;
    };
    phrase
        .get(start..)
        .is_some_and(|tail| tail.eq_ignore_ascii_case(word))
        && start
            .checked_sub(1)
            .is_none_or(|space| phrase.get(space) == Some(&b' '))
}

/// What leaving out `narrower` forgoes that leaving out `wider` does not,
/// if `wider` leaves out less: the products food of the narrower diet may
/// hold when it is said to be of the wider one.
fn forgone(narrower: SignalSet, wider: SignalSet) -> SignalSet {
    let mut beyond = wider;
    beyond.remove_all(narrower);
    let mut rest = narrower;
    rest.remove_all(wider);
    if beyond.is_empty() {
        rest
    } else {
        SignalSet::EMPTY
    }
}

/// What a diet leaves out beyond the next wider diet (a vegan's dairy, egg
/// and honey; a vegetarian's fish): what food only partly of the diet, or
/// a diet dismissed, is read to hold. The rest of a "mostly vegan" menu is
/// not read as meat, which would reach the diets that eat no meat only.
fn one_step_short(diet: SignalSet) -> SignalSet {
    DIET_RANKS
        .iter()
        .map(|(_, wider)| forgone(diet, *wider))
        .filter(|products| !products.is_empty())
        .min_by_key(|products| products.iter().count())
        .unwrap_or(diet)
}

/// The animal products a sentence naming meat-free food leaves in that
/// food by diluting its claim ([`self`]); empty where it does not.
/// `denied` holds the products the sentence denies ("dairy-free").
pub(super) fn diluted_diet_claim(sentence: &str, denied: SignalSet) -> SignalSet {
    let may = MayDilute::of(sentence);
    if may.none() {
        return SignalSet::EMPTY;
    }
    let words = SentenceWords::of(sentence);
    let may = may.holding_whole_phrases(&words);
    if may.none() {
        return SignalSet::EMPTY;
    }
    let mut products = SignalSet::EMPTY;
    if may.hedged {
        products = hedged_diet(&words).union(quantified_diet(&words, denied));
    }
    if may.really {
        products = products.union(really_of_a_wider_diet(&words));
    }
    if may.ranked {
        products = products.union(ranked_below_a_wider_diet(&words));
    }
    products
}

/// "Vegan-ish at best", "our vegan dishes are mostly vegan", "it is kind
/// of vegetarian": a hedge right before or after the diet word. A
/// hedged diet of a person ("my mostly vegan sister") says nothing of the
/// food, and a hedge before it said of the place as a whole ("a mostly
/// vegan menu", "the place is mostly vegan") says most of its food is of
/// the diet, as "most of the menu is vegan" does: nothing of the diet's
/// dishes, whose labels speak for them.
fn hedged_diet(words: &SentenceWords) -> SignalSet {
    let mut products = SignalSet::EMPTY;
    let diets = (0..words.len)
        .filter(|&at| words.diet_at(at, true).is_some())
        .count();
    for at in 0..words.len {
        let Some((leaves_out, end)) = words.diet_at(at, false) else {
            continue;
        };
        let hedged_before = words
            .phrase_before(at, HEDGES_BEFORE_A_DIET)
            .is_some_and(|count| {
                !(a_kind_of(words, at, count)
                    || (diets == 1 && of_the_place_as_a_whole(words, at - count, end)))
            });
        let hedged = hedged_before || words.phrase_at(end, HEDGES_AFTER_A_DIET).is_some();
        if hedged && !words.person_at(end) {
            products = products.union(one_step_short(leaves_out));
        }
    }
    products
}

/// Whether a diet word hedged by how much of the food is of it, its hedge
/// starting at `hedge` and the diet ending at `end`, is said of the place
/// as a whole: a word for it right after ("a mostly vegan menu", "mostly
/// vegan spot") or as the subject of a copula right before the hedge
/// ("the menu is mostly vegan", "this place was mostly vegan"). "The
/// kitchen is kind of vegetarian" hedges how far its food is vegetarian.
fn of_the_place_as_a_whole(words: &SentenceWords, hedge: usize, end: usize) -> bool {
    let the_place = |at: usize| {
        words
            .get(at)
            .is_some_and(|w| is_one_of(w, THE_PLACE_AS_A_WHOLE))
    };
    if !words
        .get(hedge)
        .is_some_and(|w| is_one_of(w, HEDGES_OF_QUANTITY))
    {
        return false;
    }
    the_place(end)
        || (hedge >= 2
            && words
                .get(hedge - 1)
                .is_some_and(|w| is_one_of(w, DIET_COPULAS))
            && the_place(hedge - 2))
}

/// Whether the hedge of `count` words before `at` ends in "of" after a
/// determiner: a noun ("the kind of vegan food I crave"), not a hedge.
fn a_kind_of(words: &SentenceWords, at: usize, count: usize) -> bool {
    count == 2
        && words
            .get(at - 1)
            .is_some_and(|w| w.eq_ignore_ascii_case("of"))
        && at > count
        && words
            .get(at - count - 1)
            .is_some_and(|w| is_one_of(w, KIND_DETERMINERS))
}

/// "Most of our vegan dishes contain no animal products", "not all the
/// vegetarian plates are meatless": a quantifier short of all over the
/// diet's dishes, and a claim of the diet after them; the rest of the
/// dishes are not of the diet. "Most of the menu is vegan" quantifies the
/// menu, not the diet's dishes, "the most vegan options in town" is a
/// superlative and "unlike most vegan restaurants" counts other places.
fn quantified_diet(words: &SentenceWords, denied: SignalSet) -> SignalSet {
    let mut products = SignalSet::EMPTY;
    for at in 0..words.len {
        let Some((leaves_out, end)) = words.diet_at(at, false) else {
            continue;
        };
        let mut before = at;
        while before > 0
            && words
                .get(before - 1)
                .is_some_and(|w| is_one_of(w, DISH_DETERMINERS))
        {
            before -= 1;
        }
        let Some(count) = words.phrase_before(before, QUANTIFIERS_SHORT_OF_ALL) else {
            continue;
        };
        let superlative = count == 1
            && before >= 2
            && words
                .get(before - 2)
                .is_some_and(|w| w.eq_ignore_ascii_case("the"));
        let claims_the_diet = denied.any(ANIMAL)
            || (end + 1..words.len)
                .filter_map(|i| words.get(i))
                .any(|w| is_one_of(w, DIET_CLAIM_WORDS));
        let other_places = words.get(end).is_some_and(|w| is_one_of(w, OTHER_PLACES));
        if !superlative && claims_the_diet && !other_places && !words.person_at(end) {
            products = products.union(one_step_short(leaves_out));
        }
    }
    products
}

/// "The vegan options are honestly vegetarian", "our vegetarian plates
/// are basically pescatarian": the diet's dishes said to be really of a
/// wider diet hold what the wider one eats and theirs does not. A word
/// for really is asked for: "the vegan dishes are also vegetarian" is
/// only true.
fn really_of_a_wider_diet(words: &SentenceWords) -> SignalSet {
    let mut products = SignalSet::EMPTY;
    for at in 0..words.len {
        let Some((narrower, end)) = words.diet_at(at, false) else {
            continue;
        };
        let Some(copula) =
            (end..end + NEAR).find(|&i| words.get(i).is_some_and(|w| is_one_of(w, DIET_COPULAS)))
        else {
            continue;
        };
        let mut next = copula + 1;
        let mut really = false;
        while let Some(count) = words.phrase_at(next, REALLY_WORDS) {
            next += count;
            really = true;
        }
        let Some((wider, wider_end)) = words.diet_at(next, false) else {
            continue;
        };
        let at_best = words.phrase_at(wider_end, HEDGES_AFTER_A_DIET).is_some();
        if really || at_best {
            products = products.union(forgone(narrower, wider));
        }
    }
    products
}

/// "Better for vegetarians than vegans", "more vegetarian than vegan",
/// "fine for vegetarians, less so for vegans": the narrower diet ranked
/// below a wider one is served less than its name says.
fn ranked_below_a_wider_diet(words: &SentenceWords) -> SignalSet {
    let mut products = SignalSet::EMPTY;
    for at in 0..words.len {
        let Some(word) = words.get(at) else {
            continue;
        };
        if word.eq_ignore_ascii_case(THAN) {
            products = products.union(ranked_by_than(words, at));
        } else if let Some(count) = words.phrase_at(at, RANKED_BELOW) {
            products = products.union(ranked_by_less_so(words, at, count));
        }
    }
    products
}

/// A comparison around "than" at `than`: the diet before it ranks above
/// the one after it, unless the comparative lowers ("worse for vegans
/// than vegetarians").
fn ranked_by_than(words: &SentenceWords, than: usize) -> SignalSet {
    let before = (than.saturating_sub(NEAR + 2)..than)
        .rev()
        .find_map(|i| words.diet_at(i, true).map(|(d, _)| (i, d)));
    let after = (than + 1..than + 1 + NEAR).find_map(|i| words.diet_at(i, true));
    let (Some((from, first)), Some((second, _))) = (before, after) else {
        return SignalSet::EMPTY;
    };
    let lowered = (from.saturating_sub(NEAR)..than)
        .filter_map(|i| words.get(i))
        .any(|w| is_one_of(w, LOWERING_COMPARATIVES));
    if lowered {
        forgone(first, second)
    } else {
        forgone(second, first)
    }
}

/// "Fine for vegetarians, less so for vegans", "vegetarians will love it,
/// vegans not so much": the diet right after (or right before) the words
/// of `count` at `at` ranks below a wider diet named earlier.
fn ranked_by_less_so(words: &SentenceWords, at: usize, count: usize) -> SignalSet {
    let mut after = at + count;
    if words
        .get(after)
        .is_some_and(|w| w.eq_ignore_ascii_case("for"))
    {
        after += 1;
    }
    let (lower, lower_at) = match words.diet_at(after, true) {
        Some((diet, _)) => (diet, after),
        None => match at.checked_sub(1).and_then(|i| words.diet_at(i, true)) {
            Some((diet, _)) => (diet, at - 1),
            None => return SignalSet::EMPTY,
        },
    };
    (0..lower_at)
        .filter_map(|i| words.diet_at(i, true))
        .map(|(higher, _)| forgone(lower, higher))
        .find(|products| !products.is_empty())
        .unwrap_or(SignalSet::EMPTY)
}

/// "Dairy-free? Forget it.", "Vegan? Good luck.": a short question about a
/// diet or a product left out, answered by a dismissal in `after` (the
/// text after the question), says the food holds it. `left_out` gives the
/// products the question names as left out (asked only once the answer
/// dismisses).
pub(super) fn dismissed_question(
    question: &str,
    after: &str,
    left_out: impl FnOnce() -> SignalSet,
) -> SignalSet {
    // Cheapest first: the answer's first word, then the question's length,
    // before either is read in full.
    let dismissal_starts = words(after)
        .next()
        .is_some_and(|word| DISMISSAL_STARTS.contains(word));
    if !dismissal_starts || words(question).nth(SHORT_QUESTION).is_some() {
        return SignalSet::EMPTY;
    }
    let answer = SentenceWords::of(after);
    if answer.phrase_at(0, QUESTION_DISMISSALS).is_none() {
        return SignalSet::EMPTY;
    }
    let asked = SentenceWords::of(question);
    let diets = (0..asked.len)
        .filter_map(|i| asked.diet_at(i, true))
        .fold(SignalSet::EMPTY, |all, (diet, _)| {
            all.union(one_step_short(diet))
        });
    diets.union(left_out().intersection(ANIMAL))
}

/// Builds this module's word sets now rather than at their first look-up
/// (`crate::lexicon::warm_up`).
pub(crate) fn build_word_sets() {
    for set in [
        &HEDGE_KEYS,
        &REALLY_KEYS,
        &RANKING_KEYS,
        &DIET_NAMES,
        &GATE_WORDS,
        &DISMISSAL_STARTS,
    ] {
        set.build_now();
    }
    for phrases in [&HEDGE_PHRASES, &REALLY_PHRASES, &RANKING_PHRASES] {
        LazyLock::force(phrases);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::{NOT_PESCATARIAN, NOT_VEGETARIAN};

    fn diluted(sentence: &str) -> SignalSet {
        diluted_diet_claim(sentence, SignalSet::EMPTY)
    }

    #[test]
    fn a_sentence_without_the_words_a_reading_needs_is_passed_over() {
        assert!(MayDilute::of("Lovely vegan menu, the staff knew their dishes.").none());
        assert!(MayDilute::of("The bowls are largely vegan.").hedged);
        let one_diet = MayDilute::of("Tastier than the old place, and vegan too.");
        assert!(!one_diet.ranked && !one_diet.really);
        assert!(MayDilute::of("Nicer for vegetarians than vegans.").ranked);
        assert!(MayDilute::of("Their vegan wraps are simply vegetarian.").really);
    }

    #[test]
    fn a_key_word_outside_its_whole_phrase_lets_no_reading_through() {
        let whole = |sentence: &str| {
            MayDilute::of(sentence).holding_whole_phrases(&SentenceWords::of(sentence))
        };
        assert!(whole("Honestly better than many dairy pizzas, and vegan.").none());
        assert!(whole("Good vegetarian food and a few vegan choices.").none());
        assert!(whole("Many of the vegan bowls are fully plant-based.").hedged);
        assert!(whole("A lot of the vegan plates are plant-based.").hedged);
        assert!(whole("The stew is more or less vegan.").hedged);
        assert!(whole("It's more vegetarian than vegan.").ranked);
        assert!(whole("Great for vegetarians, vegans not so much.").ranked);
        assert!(whole("Their vegan plates are more like vegetarian.").really);
    }

    #[test]
    fn a_hedged_diet_word_dilutes_the_claim() {
        let dairy_egg_honey = forgone(ANIMAL, NOT_VEGETARIAN);
        assert_eq!(
            diluted("Honestly it's vegan-ish, at most."),
            dairy_egg_honey
        );
        assert_eq!(
            diluted("The kitchen is kind of vegetarian."),
            forgone(NOT_VEGETARIAN, NOT_PESCATARIAN)
        );
        assert!(diluted("The kind of vegan food I crave.").is_empty());
        assert_eq!(
            diluted("Their plant-based bowls are largely plant based."),
            dairy_egg_honey
        );
        assert!(diluted("My mostly vegan friends loved it.").is_empty());
        assert!(diluted("Great vegan food, loved it.").is_empty());
    }

    #[test]
    fn a_quantifier_short_of_all_over_the_diet_dishes_dilutes_the_claim() {
        assert_eq!(
            diluted("Many of the vegan bowls are fully plant-based."),
            forgone(ANIMAL, NOT_VEGETARIAN)
        );
        assert!(!diluted("Nearly all their vegan plates are vegan.").is_empty());
        assert!(diluted("Most of the menu is vegan.").is_empty());
        assert!(diluted("Most of our vegan dishes are spicy.").is_empty());
        assert!(diluted("They have the most vegan options in town, all vegan.").is_empty());
        assert!(diluted("All of our vegan dishes contain no animal products.").is_empty());
        assert!(diluted("Unlike most vegan places, it's all vegan, no exceptions.").is_empty());
    }

    #[test]
    fn the_diet_dishes_really_of_a_wider_diet_hold_what_it_eats() {
        let dairy_egg_honey = forgone(ANIMAL, NOT_VEGETARIAN);
        assert_eq!(
            diluted("Their vegan plates are basically vegetarian."),
            dairy_egg_honey
        );
        // (Also a hedge of "vegetarian", read one step short of it.)
        let at_best = diluted("The vegan bowls are vegetarian at best.");
        assert_eq!(at_best.intersection(dairy_egg_honey), dairy_egg_honey);
        assert!(diluted("The vegan dishes are also vegetarian.").is_empty());
    }

    #[test]
    fn a_diet_ranked_below_a_wider_one_is_served_less() {
        let dairy_egg_honey = forgone(ANIMAL, NOT_VEGETARIAN);
        assert_eq!(
            diluted("Far easier for vegetarians than for vegans."),
            dairy_egg_honey
        );
        assert_eq!(diluted("It's more vegetarian than vegan."), dairy_egg_honey);
        assert_eq!(
            diluted("Great for vegetarians, vegans not so much."),
            dairy_egg_honey
        );
        assert_eq!(
            diluted("Worse for vegans than vegetarians."),
            dairy_egg_honey
        );
        assert!(diluted("Better for vegans than vegetarians.").is_empty());
        assert!(diluted("Great for vegans and vegetarians alike.").is_empty());
    }

    #[test]
    fn a_short_question_dismissed_holds_what_it_asks_about() {
        let nothing = || SignalSet::EMPTY;
        let dairy_egg_honey = forgone(ANIMAL, NOT_VEGETARIAN);
        assert_eq!(
            dismissed_question("Vegan?", " No chance.", nothing),
            dairy_egg_honey
        );
        let dairy = || SignalSet::of(&[crate::signals::Signal::Dairy]);
        assert!(dismissed_question("Dairy-free?", " Dream on.", dairy).any(ANIMAL));
        assert!(dismissed_question("Vegan?", " Absolutely, all of it.", nothing).is_empty());
        let long = "Is there anything here for a vegan to eat?";
        assert!(dismissed_question(long, " Forget it.", nothing).is_empty());
    }
}
