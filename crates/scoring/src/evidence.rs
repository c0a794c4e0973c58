//! From observations to evidence: each menu item, review, declaration,
//! external tag and user report that carries a dietary signal becomes one
//! [`EvidenceItem`] with a stable id, a tier, a weight and a short verbatim
//! excerpt. Observations with no signal feed only the counts (menu size,
//! ratings) and the freshness span.

use dietfit_contract::{
    Declaration, Diet, Evidence, EvidenceTier, EvidenceType, EvidenceWeight, ExternalTag,
    IngestRecord, MAX_EXCERPT_CHARS, MenuItem, ParaphraseMethod, ReportOutcome, Review, UserReport,
};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::cell::Cell;
use std::sync::{Arc, LazyLock};
use time::{Duration, OffsetDateTime};

use crate::STALE_AFTER_DAYS;
use crate::grammar;
use crate::hash::Fnv64;
use crate::legend::{self, MenuKey, MenuLine};
use crate::lexicon::{
    ANIMAL, CHANGE_MARKS, COOKED_WITH_WORDS, DENIAL_CARRIED_ON, DENIED_DISH_ADVERBS,
    DENIED_DISH_COPULAS, DENIED_DISH_DETERMINERS, DIET_WORDS, DINERS_OWN_CAPTION, DOUGH_WORDS,
    EACH_ABROAD, INGREDIENT_WORDS, INGREDIENTS, KITCHEN_SIDES, Mention, NOT_PESCATARIAN,
    NOT_VEGETARIAN, OWNER_WORD_STEMS, OWNER_WORDS_OF_A_LINE, REPLY_DATE_OPENERS,
    REPLY_LINE_OPENERS, REPLY_LINE_VERBS, Scratch, TextReading, WordSet,
    a_kind_said_to_be_a_meat_make, cooked_beneath_a_meat, foods_one_tool_cooks,
    is_negative_contraction, is_one_of, made_in_a_meat_base, may_name_a_tool,
    mixes_animal_and_other_food, points_back_to_equipment, read_text,
    steeped_with_a_following_meat, steeped_with_other_food, word_after, word_keys, words,
};
use crate::ocr::{self, Repaired};
use crate::pieces::{
    ALPHANUMERIC, WITH_APOSTROPHE, WITH_APOSTROPHES, WITH_HYPHEN, pieces, singular,
};
use crate::pointing::PartPointers;
use crate::reference;
use crate::signals::{Signal as S, SignalSet};
use crate::swar::{WordShapes, holds_veg};
use crate::table;
use crate::tokens::{Cues, TextWords, Tokens, after_elision, keyed_words, word_key};
use crate::venue::VenueName;
use dietfit_contract::{EvidenceId, SharedText};

/// The URN scheme of user reports that came without a source URI.
pub const USER_REPORT_URN_PREFIX: &str = "urn:dietfit:user-report:";

/// One piece of evidence: the contract's pointer plus what decisions need
/// (the signals found and the observation's own date).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EvidenceItem {
    pub evidence_id: EvidenceId,
    #[serde(rename = "type")]
    pub evidence_type: EvidenceType,
    pub source: SharedText,
    pub weight: EvidenceWeight,
    pub tier: EvidenceTier,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub excerpt: Option<SharedText>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paraphrase_method: Option<ParaphraseMethod>,
    /// When the observation was made: staleness is measured from here.
    #[serde(with = "time::serde::rfc3339")]
    pub observed_at: OffsetDateTime,
    pub signals: SignalSet,
    /// What the text names but the reader could not place with certainty:
    /// animal products tied to the food in general or to no listed dish
    /// ("every curry gets fish sauce", "the broth is beef bones"). Each
    /// blocks a `fit` for any diet that excludes it.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub cautions: SignalSet,
    /// A user report's diet: its outcome signals speak for that diet only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub report_diet: Option<Diet>,
    /// The animal products the shared equipment it reports is shared
    /// with, where its words name them all ("one griddle does the eggs and
    /// the cheese toasties"); empty where they do not, or it reports none.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub shared_with: SignalSet,
    /// The animal products its words keep on equipment of their own or
    /// send to other equipment, where its claim of dedicated preparation
    /// is only of them ("the chicken has its own grill"): the claim is
    /// dedicated preparation only to a diet that eats them all.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub dedicated_to_animal_food: SignalSet,
}

impl EvidenceItem {
    /// Whole days from the observation to `now` (0 for future dates).
    pub fn age_days(&self, now: OffsetDateTime) -> i64 {
        age_days(self.observed_at, now)
    }

    /// Older than [`STALE_AFTER`] at `now`, to the nanosecond: evidence half
    /// a day past the limit is stale, though its age in whole days is not
    /// past it.
    pub fn is_stale(&self, now: OffsetDateTime) -> bool {
        now - self.observed_at > STALE_AFTER
    }

    /// Dated more than [`FUTURE_TOLERANCE`] after `now`: a date no
    /// observation can carry, so when it was really seen is unknown (a
    /// typed "2027" may mean 2017). Such an item supports nothing until its
    /// date comes; what it says against a diet still counts.
    pub fn is_dated_ahead(&self, now: OffsetDateTime) -> bool {
        self.observed_at - now > FUTURE_TOLERANCE
    }

    pub fn has(&self, signal: S) -> bool {
        self.signals.has(signal)
    }

    /// The contract pointer, with the excerpt cut to at most `max_chars`.
    pub fn to_contract(&self, max_chars: usize) -> Evidence {
        Evidence {
            evidence_id: self.evidence_id.clone(),
            evidence_type: self.evidence_type,
            source: self.source.clone(),
            weight: self.weight,
            tier: self.tier,
            excerpt: self
                .excerpt
                .as_ref()
                .map(|text| cut_shared(text, max_chars)),
            paraphrase_method: self.paraphrase_method,
        }
    }

    /// Menu items, declarations and structured tags: what the restaurant
    /// (or a structured source about it) states directly.
    pub fn is_first_party(&self) -> bool {
        self.tier == EvidenceTier::A
    }
}

fn is_empty(set: &SignalSet) -> bool {
    set.is_empty()
}

/// The `max` strongest of `items`: first-party before diners, primary
/// before supporting, newest first, then by id, then in the given order (a
/// total order, so output is stable). Keys are computed once per item
/// (comparing date-times converts offsets on every comparison) and kept in
/// a short sorted list, so most items cost one comparison.
/// Each kept item is passed to `out` in that order, which builds the result
/// list once (collecting the kept list into another type reallocated it).
pub(crate) fn strongest_first<'a, T>(
    items: impl Iterator<Item = &'a EvidenceItem>,
    max: usize,
    out: impl Fn(&EvidenceItem) -> T,
) -> Vec<T> {
    type Key<'a> = (u128, u64, &'a [u8], usize);
    let mut top: Vec<(Key<'a>, &'a EvidenceItem)> = Vec::with_capacity(max + 1);
    let mut last_instant: Option<(OffsetDateTime, u128)> = None;
    for (position, item) in items.enumerate() {
        // Bytes order as the strings do, without validating them again.
        // Tier and weight first: an item ranked below the weakest kept
        // needs no date or id.
        let rank = rank_key(item);
        if top.len() == max
            && top
                .last()
                .is_none_or(|(last, _)| rank > last.0 & !INSTANT_MASK)
        {
            continue;
        }
        // Items from one page usually share a date: reuse its instant.
        let instant = match last_instant {
            Some((at, key))
                if at.date() == item.observed_at.date()
                    && at.time() == item.observed_at.time()
                    && at.offset() == item.observed_at.offset() =>
            {
                key
            }
            _ => {
                let key = instant_key(item);
                last_instant = Some((item.observed_at, key));
                key
            }
        };
        let id = item.evidence_id.as_bytes();
        let key = (rank | instant, id_prefix(id), id, position);
        if top.len() == max && top.last().is_none_or(|(last, _)| key >= *last) {
            continue;
        }
        let at = top.partition_point(|(kept, _)| *kept < key);
        top.insert(at, (key, item));
        top.truncate(max);
    }
    let mut kept = Vec::with_capacity(top.len());
    kept.extend(top.iter().map(|(_, item)| out(item)));
    kept
}

/// Tier, weight and newest-first in one integer: the tier above bit 100,
/// the weight above bit 96, then the instant in nanoseconds, negated and
/// biased to be non-negative (date-times span less than 2^70 ns either
/// side of 1970, so 96 bits hold it).
fn rank_key(item: &EvidenceItem) -> u128 {
    (u128::from(item.tier as u8) << 100) | (u128::from(item.weight as u8) << 96)
}

const INSTANT_MASK: u128 = (1 << 96) - 1;

fn instant_key(item: &EvidenceItem) -> u128 {
    const BIAS: i128 = 1 << 94;
    ((BIAS - item.observed_at.unix_timestamp_nanos()) as u128) & INSTANT_MASK
}

/// The first eight bytes of an id, big-endian and zero-padded: ordering by
/// it agrees with ordering the strings, and a tie falls back to them.
fn id_prefix(id: &[u8]) -> u64 {
    let mut buffer = [0u8; 8];
    for (slot, byte) in buffer.iter_mut().zip(id) {
        *slot = *byte;
    }
    u64::from_be_bytes(buffer)
}

/// How old evidence may be and still count as fresh: [`STALE_AFTER_DAYS`]
/// days, as an exact span.
pub const STALE_AFTER: Duration = Duration::days(STALE_AFTER_DAYS);

/// How far after the evaluation an observation's date may fall and still be
/// read as made then: a local date written as UTC, or a source's clock a
/// little ahead. Beyond it the date is not trusted (see
/// [`EvidenceItem::is_dated_ahead`]).
pub const FUTURE_TOLERANCE: Duration = Duration::days(1);

/// Whole days from `then` to `now`, never negative.
pub fn age_days(then: OffsetDateTime, now: OffsetDateTime) -> i64 {
    Now::new(now).compute(then)
}

/// `now` taken apart once for [`age_days`]: loops over evidence measure
/// every item against the same `now`, and its Unix time costs a calendar
/// conversion each time. The last answer is kept too: a menu's items
/// usually share one date.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Now {
    at: OffsetDateTime,
    seconds: i64,
    nanos: i64,
    last: Option<(OffsetDateTime, i64)>,
}

impl Now {
    pub(crate) fn new(at: OffsetDateTime) -> Now {
        Now {
            at,
            seconds: at.unix_timestamp(),
            nanos: i64::from(at.nanosecond()),
            last: None,
        }
    }

    /// Whole days from `then` to this `now`, never negative.
    pub(crate) fn age_days(&mut self, then: OffsetDateTime) -> i64 {
        // The same date, time and offset (compared as fields: comparing
        // date-times converts offsets) is the same instant.
        if let Some((last, days)) = self.last
            && last.date() == then.date()
            && last.time() == then.time()
            && last.offset() == then.offset()
        {
            return days;
        }
        let days = self.compute(then);
        self.last = Some((then, days));
        days
    }

    /// Whether `then` is older than [`STALE_AFTER`] at this `now`: the same
    /// answer as [`EvidenceItem::is_stale`], without converting `now` again.
    pub(crate) fn is_stale(&self, then: OffsetDateTime) -> bool {
        // A gap between two representable instants fits a Duration, and the
        // nanosecond part of two such gaps fits an i32.
        let seconds = self.seconds - then.unix_timestamp();
        let nanos = self.nanos - i64::from(then.nanosecond());
        let nanos = i32::try_from(nanos).unwrap_or(0);
        Duration::new(seconds, nanos) > STALE_AFTER
    }

    /// The same answer as [`EvidenceItem::is_dated_ahead`], from the Unix
    /// time [`Now::is_stale`] takes of the same date (subtracting date-times
    /// converts both each time).
    pub(crate) fn is_ahead(&self, then: OffsetDateTime) -> bool {
        let seconds = then.unix_timestamp() - self.seconds;
        let nanos = i64::from(then.nanosecond()) - self.nanos;
        let nanos = i32::try_from(nanos).unwrap_or(0);
        Duration::new(seconds, nanos) > FUTURE_TOLERANCE
    }

    fn compute(&self, then: OffsetDateTime) -> i64 {
        // Integer nanoseconds: exact, and cheaper than subtracting date-times.
        // In 64 bits when the gap fits (under 292 years): 128-bit division is
        // a library call, and this runs for every evidence item and decision.
        const NANOS_PER_SECOND: i64 = 1_000_000_000;
        const NANOS_PER_DAY: i64 = 86_400 * NANOS_PER_SECOND;
        let seconds = self.seconds - then.unix_timestamp();
        let nanos = self.nanos - i64::from(then.nanosecond());
        if let Some(gap) = seconds
            .checked_mul(NANOS_PER_SECOND)
            .and_then(|s| s.checked_add(nanos))
        {
            return (gap / NANOS_PER_DAY).max(0);
        }
        let days = (self.at.unix_timestamp_nanos() - then.unix_timestamp_nanos())
            / i128::from(NANOS_PER_DAY);
        i64::try_from(days.max(0)).unwrap_or(i64::MAX)
    }
}

/// Cuts `text` to at most `max_chars` characters on a character boundary,
/// ending with an ellipsis when something was cut.
pub fn cut_excerpt(text: &str, max_chars: usize) -> String {
    let max_chars = max_chars.clamp(1, MAX_EXCERPT_CHARS);
    // Every char is at least one byte: a short text needs no counting.
    if text.len() <= max_chars {
        return text.to_owned();
    }
    match text.char_indices().nth(max_chars) {
        None => text.to_owned(),
        Some(_) => {
            let keep = max_chars - 1;
            let end = text.char_indices().nth(keep).map_or(text.len(), |(i, _)| i);
            let mut out = String::with_capacity(end + 3);
            out.push_str(text[..end].trim_end());
            out.push('\u{2026}');
            out
        }
    }
}

/// [`cut_excerpt`] of shared text: the same text (no copy) when it is
/// short enough, else a new cut string.
pub fn cut_shared(text: &SharedText, max_chars: usize) -> SharedText {
    let max_chars = max_chars.clamp(1, MAX_EXCERPT_CHARS);
    let fits = text.len() <= max_chars || text.char_indices().nth(max_chars).is_none();
    if fits {
        text.clone()
    } else {
        SharedText::from(cut_excerpt(text, max_chars))
    }
}

/// [`cut_excerpt`] of `buffer[start..]`, in place.
fn cut_tail(buffer: &mut String, start: usize, max_chars: usize) {
    let max_chars = max_chars.clamp(1, MAX_EXCERPT_CHARS);
    let Some(tail) = buffer.get(start..) else {
        return;
    };
    if tail.len() <= max_chars || tail.char_indices().nth(max_chars).is_none() {
        return;
    }
    let keep = max_chars - 1;
    let end = start + tail.char_indices().nth(keep).map_or(tail.len(), |(i, _)| i);
    buffer.truncate(end);
    let trimmed = start + buffer.get(start..).map_or(0, |t| t.trim_end().len());
    buffer.truncate(trimmed);
    buffer.push('\u{2026}');
}

/// `text.trim()`, answering at once for the usual text that neither
/// starts nor ends with whitespace (ASCII bytes other than tab, line feed,
/// vertical tab, form feed, carriage return and space; anything else asks
/// `str::trim`, which knows Unicode's whitespace).
pub(crate) fn trim(text: &str) -> &str {
    let plain = |byte: Option<&u8>| {
        byte.is_some_and(|b| b.is_ascii() && !matches!(b, b'\t'..=b'\r' | b' '))
    };
    let bytes = text.as_bytes();
    if plain(bytes.first()) && plain(bytes.last()) {
        text
    } else {
        text.trim()
    }
}

/// Plant products named for the animal product they stand in for (the
/// lexicon reads each whole as a plant protein): the plant word before
/// the product's word ("coconut bacon"), or a spelling of its own
/// ("chick'n").
const STAND_INS: &[(&str, &str)] = &[
    ("coconut", "bacon"),
    ("mushroom", "bacon"),
    ("carrot", "bacon"),
    ("walnut", "meat"),
    ("cauliflower", "wings"),
];

/// The animal products the plant stand-ins named in `text` stand in for
/// ("coconut bacon": bacon's). One pass over the words, no copy.
fn stand_ins_named(text: &str) -> SignalSet {
    let mut named = SignalSet::EMPTY;
    let mut previous = "";
    for word in pieces(text, &WITH_APOSTROPHES) {
        if is_one_of(word, &["chick'n", "chick’n", "chikn"]) {
            named.insert(S::Meat);
        } else if let Some((_, product)) = STAND_INS.iter().find(|(plant, product)| {
            previous.eq_ignore_ascii_case(plant) && word.eq_ignore_ascii_case(product)
        }) {
            named = named.union(if *product == "bacon" {
                SignalSet::of(&[S::Meat, S::Pork])
            } else {
                SignalSet::of(&[S::Meat])
            });
        }
        previous = word;
    }
    named
}

/// The text an excerpt is cut from, given a range of `repaired`: the text
/// as printed when repair moved nothing (a line break read as a space), so
/// that the excerpt stays verbatim; the repaired text otherwise.
fn excerpt_source<'t>(printed: &'t str, repaired: &'t Repaired<'_>) -> &'t str {
    if repaired.moved {
        repaired.as_str()
    } else {
        printed
    }
}

/// Counts over every menu item, signal or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct MenuSummary {
    pub items: u32,
    /// Items with a description.
    pub described: u32,
    /// Items with printed diet labels.
    pub labelled: u32,
    /// Every item is a sweet or a drink, by its heading or its name (a
    /// donut counter with coffee): no meal is sold, whatever the place
    /// claims. Printed only when true.
    #[serde(default, skip_serializing_if = "is_false")]
    pub only_sweets_and_drinks: bool,
}

fn is_false(value: &bool) -> bool {
    !*value
}

/// Review ratings, with a confidence weight that already folds in age.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub(crate) struct RatingSummary {
    pub count: u32,
    pub sum: f64,
    pub confidence_points: f64,
}

/// Everything extraction produces for one record.
#[derive(Debug, Default)]
pub(crate) struct Extraction {
    pub evidence: Vec<EvidenceItem>,
    pub menu: MenuSummary,
    pub ratings: RatingSummary,
    pub oldest: Option<OffsetDateTime>,
    pub newest: Option<OffsetDateTime>,
}

/// Confidence weight of an observation of this age: fresh counts fully,
/// stale half, older than a year a quarter.
pub(crate) fn age_factor(age_days: i64) -> f64 {
    if age_days <= STALE_AFTER_DAYS {
        1.0
    } else if age_days <= 365 {
        0.5
    } else {
        0.25
    }
}

/// The key of a declaration's evidence: its source, words and date, and
/// the reading that found it where a later pass adds an item of its own.
fn declaration_key(declaration: &Declaration, reading: Option<&str>) -> u64 {
    let key = Fnv64::new().field("declaration");
    let key = match reading {
        Some(reading) => key.field(reading),
        None => key,
    };
    date_key(
        key.field(&declaration.source).field(&declaration.text),
        declaration.date,
    )
    .finish()
}

fn date_key(hasher: Fnv64, date: OffsetDateTime) -> Fnv64 {
    hasher
        .number(date.unix_timestamp())
        .number(i64::from(date.nanosecond()))
}

struct Extractor<'r> {
    scratch: Scratch,
    /// The menu's entries that are parts of other dishes (sauces, sides,
    /// condiments), each with the words of its name.
    components: Vec<(usize, Vec<&'r str>)>,
    /// Every source and excerpt of this evaluation, one after another:
    /// they become one shared buffer at the end (see [`SharedText`]).
    texts: String,
    /// (evidence index, which text, start, end) of each text in `texts`.
    text_ranges: Vec<(usize, Field, usize, usize)>,
    /// The oldest and newest instants observed, in nanoseconds.
    span: Option<(i128, i128)>,
    /// Where the last source read is in `texts`: consecutive observations
    /// from one page share it.
    last_source: Option<(usize, usize)>,
    seen: Vec<u64>,
    seen_bits: [u64; 16],
    out: Extraction,
    now: Now,
    /// `now` itself: an observation dated later counts as made now.
    at: OffsetDateTime,
    /// The menu's dishes that name animal products, to place a diner's or
    /// a statement's mention on ("my partner loved the steak").
    listed: Vec<ListedDish<'r>>,
    /// The listed dishes labelled meat-free, as bits by position.
    meat_free_dishes: u64,
    /// The (menu line, evidence index) of each note written in a language
    /// the engine does not read, for `caution_notes_in_unread_scripts`.
    unread_language_notes: Vec<(usize, usize)>,
    /// The animal products of the listed dishes not labelled meat-free.
    listed_animal: SignalSet,
    /// Each word of the listed dishes with the dishes that have it.
    dish_words: DishWords,
    /// The listed dishes (the first 64) by the singular of their head
    /// word ("chowder" for "Clam Chowders").
    dish_heads: WordTable,
    /// The listed dishes not labelled meat-free that show animal products
    /// (the first 64), by each word a diner may name them by, as
    /// [`Extractor::listed_meat_dishes_named`] reads a sentence's words.
    meat_dish_words: WordTable,
    /// The shapes of the words of `meat_dish_words`: a word of a text
    /// whose shape is none of theirs is not looked up.
    meat_dish_word_shapes: WordShapes,
    /// The openings (first four letters, lower-cased, accents dropped) of
    /// the words of the listed meat dishes' names, as
    /// [`Extractor::listed_meat_dishs_part_on_meat_free_food`] may name
    /// them: a text with no word opening so names none of them.
    meat_dish_openings: Vec<[char; 4]>,
    /// The numbers meat-free dishes are printed with ("10. Vegan Pad
    /// Thai"), for notes that name dishes by number ("Nos. 10 - 12").
    meat_free_numbers: Vec<u32>,
    /// The last section heading read, and the labels it confers.
    /// Whether the heading is themed on milk alone ("Milk Teas"), as
    /// [`Extractor::heading_labels`] tells.
    last_heading: Option<(&'r str, SignalSet, bool, bool)>,
    /// The mentions of the menu item being read (kept to reuse its room).
    item_mentions: Vec<Mention>,
    /// The head words of dishes labelled vegan or vegetarian, lower-cased
    /// ("burger" of "Smoky Tofu Burger"): what a diner calls them. A head
    /// printed in lower case is the menu's own text.
    meat_free_heads: Vec<Cow<'r, str>>,
    /// The names of the dishes labelled meat-free, as printed.
    meat_free_names: Vec<&'r str>,
    /// The initials diners and owners call those dishes by ("the VBB" for
    /// the Vegan Breakfast Burrito), in capitals.
    meat_free_initials: Vec<String>,
    /// The lower-cased first bytes and the lengths of those heads and
    /// initials: a word of a sentence that fails either is compared with
    /// none of them.
    meat_free_word_shapes: WordShapes,
    /// Declarations' animal mentions, placed once the menu is read: the
    /// evidence item, the mention, and the declaration's text.
    pending: Vec<(usize, Mention, String)>,
    /// The pending mentions (evidence item, span) the statement reader
    /// found tied but that may be a sourcing note's meat ("minced here
    /// every morning"): let go only where the note only sources its meat.
    sourcing_ties: Vec<(usize, (usize, usize))>,
    /// Animal-product phrases the restaurant's own statements name as
    /// plant versions ("our cheeses are made in-house from cashews"): on
    /// its menu they name those plant versions.
    explained: Vec<u32>,
    /// What the menu's marks and codes mean (`legend`).
    key: MenuKey,
    /// Each menu item's evidence index with a key of its name, to compare
    /// copies of one dish.
    dish_names: Vec<(u64, usize)>,
    /// The next menu line, when it only continues the item being read
    /// ("lemon and our" / "house dressing of parmesan, anchovy & egg yolk").
    /// Its name, and what its description says after its price ("+$1.00
    /// (house bun contains egg & milk)").
    continuation: Option<(&'r str, &'r str)>,
    /// Each dish line's evidence index, by menu line, in menu order.
    dish_lines: Vec<(usize, usize)>,
    /// Dishes whose description points at other lines ("as above"): the
    /// evidence index and the menu line.
    references: Vec<(usize, usize)>,
    /// The parts lines of the menu define ("Brown sauce - soy, oyster
    /// sauce", "sriracha aioli (VG, egg-free)"), read once.
    defined_parts: Vec<crate::pointers::DefinedPart<'r>>,
    /// The names of those parts a definition makes of plants where the
    /// name alone names an animal product ("sriracha aioli (VG, egg-free,
    /// made with vegan mayo)"): a dish naming one names that make.
    plant_parts: Vec<Vec<&'r str>>,
    /// The restaurant's name, where its dishes may point at it ("the fat
    /// we're named for").
    venue: VenueName,
    /// The menu, for a line naming another entry ("same salsa as the
    /// carnitas").
    menu: &'r [MenuItem],
    /// The printed labels met so far, each with what it says of its dish.
    label_meanings: Vec<(&'r str, SignalSet)>,
    /// The words of every menu line as printed, found once for the readers
    /// that look at them (`line_words` says which are whose).
    menu_words: Tokens,
    /// Per menu line, its name's and its description's words.
    line_words: Vec<LineWords>,
    /// Room for the words of the listed dishes with their dishes, as
    /// `index_listed` gathers them.
    keyed: Vec<(u64, u64)>,
    /// The restaurant answered a question asked elsewhere with a bare yes
    /// ("There is, a little", "We do", "Yes it is!"), naming nothing: what
    /// diners' questions ask the food holds, it holds.
    affirmed_elsewhere: bool,
    /// The restaurant's own declarations claim the whole place vegan
    /// (known once they are read, before the diners' words).
    whole_place_vegan: bool,
    /// When the restaurant last said it had changed to dedicated
    /// preparation ("Since September our vegan dishes are cooked in a
    /// dedicated vegan kitchen").
    /// with the kinds of shared equipment it covers (a whole kitchen
    /// covers every kind; a fryer, only a fryer).
    changed_to_dedicated: Vec<(OffsetDateTime, SignalSet)>,
}

/// A menu line's words in [`Extractor::menu_words`].
#[derive(Debug, Clone, Copy, Default)]
struct LineWords {
    name: TextWords,
    description: Option<TextWords>,
}

/// Reads every observation of `record` into evidence, in a fixed order
/// (declarations, tags, menu, reviews, user reports; input order within),
/// dropping exact duplicates.
pub(crate) fn extract(record: &IngestRecord, now: OffsetDateTime) -> Extraction {
    let Buffers {
        mut scratch,
        mut texts,
        mut text_ranges,
        mut seen,
        menu_words,
        line_words,
        mut dish_names,
        mut dish_lines,
        mut dish_words,
        mut dish_heads,
        mut meat_dish_words,
        mut meat_dish_openings,
        keyed,
    } = BUFFERS.with(Cell::take).unwrap_or_else(|| Buffers {
        scratch: Scratch::new(),
        texts: String::new(),
        text_ranges: Vec::new(),
        seen: Vec::new(),
        menu_words: Tokens::default(),
        line_words: Vec::new(),
        dish_names: Vec::new(),
        dish_lines: Vec::new(),
        dish_words: DishWords::default(),
        dish_heads: WordTable::default(),
        meat_dish_words: WordTable::default(),
        meat_dish_openings: Vec::new(),
        keyed: Vec::new(),
    });
    scratch.reset();
    texts.clear();
    texts.reserve(text_bound(record));
    text_ranges.clear();
    text_ranges.reserve(2 * observation_count(record));
    seen.clear();
    seen.reserve(observation_count(record));
    dish_names.clear();
    dish_names.reserve(record.menu.len());
    dish_lines.clear();
    dish_lines.reserve(record.menu.len());
    // Empty until the menu is read (`index_listed`).
    dish_words.clear();
    dish_heads.clear();
    meat_dish_words.clear();
    meat_dish_openings.clear();
    let mut extractor = Extractor {
        scratch,
        texts,
        text_ranges,
        span: None,
        last_source: None,
        seen,
        seen_bits: [0; 16],
        out: Extraction::default(),
        now: Now::new(now),
        at: now,
        // At most one listed dish a menu line: one allocation.
        listed: Vec::with_capacity(record.menu.len()),
        meat_free_dishes: 0,
        unread_language_notes: Vec::new(),
        listed_animal: SignalSet::EMPTY,
        dish_words,
        dish_heads,
        meat_dish_words,
        meat_dish_word_shapes: WordShapes::default(),
        meat_dish_openings,
        meat_free_numbers: Vec::new(),
        // At most one head word a menu line: one allocation.
        meat_free_heads: Vec::with_capacity(record.menu.len()),
        meat_free_names: Vec::new(),
        meat_free_initials: Vec::new(),
        meat_free_word_shapes: WordShapes::default(),
        item_mentions: Vec::new(),
        last_heading: None,
        pending: Vec::new(),
        sourcing_ties: Vec::new(),
        explained: Vec::new(),
        key: MenuKey::default(),
        dish_names,
        continuation: None,
        dish_lines,
        references: Vec::new(),
        defined_parts: Vec::new(),
        components: crate::pointers::component_entries(&record.menu),
        plant_parts: Vec::new(),
        venue: VenueName::default(),
        menu: &record.menu,
        label_meanings: Vec::new(),
        menu_words,
        line_words,
        keyed,
        affirmed_elsewhere: false,
        whole_place_vegan: false,
        changed_to_dedicated: Vec::new(),
    };
    extractor.read_menu_words();
    extractor.key = MenuKey::read(record, &mut extractor.scratch);
    extractor.read_defined_parts(&record.menu);
    if let Some(Some(name)) = &record.name {
        extractor.venue = VenueName::read(name, &mut extractor.scratch);
        extractor.scratch.place_name = name.to_lowercase();
    }
    extractor.out.evidence.reserve(observation_count(record));
    for (index, declaration) in record.declarations.iter().enumerate() {
        let as_printed = extractor.key.declaration_as_printed(index);
        extractor.declaration(declaration, as_printed);
    }
    // "Respuesta de Paco R., Propietario en Bar Casa Paco": the
    // restaurant's reply printed under a diner's review is the restaurant's
    // own word, on what its food holds and on how it is prepared, and is
    // read as its declarations are (the review is read as a diner's too).
    for review in &record.reviews {
        extractor.owners_reply_in_review(review);
    }
    for tag in &record.external_tags {
        extractor.tag(tag);
    }
    // Menu items never claim the whole place, so this holds for the menu.
    let fully_vegan = extractor.place_claims_fully_vegan();
    let mut continued = false;
    for (index, item) in record.menu.iter().enumerate() {
        // A line that only continues the item before it is read with it
        // and is no dish of its own.
        if std::mem::take(&mut continued) {
            continue;
        }
        // A statement scraped onto the next line ("lard-fried tortillas
        // as all our enchiladas") is read as one, never as this dish's.
        extractor.continuation = record
            .menu
            .get(index + 1)
            .filter(|next| {
                continues(item, next)
                    && match extractor.key.line(index + 1, next) {
                        MenuLine::Dish => true,
                        // "↳ make it egg-free" opens with a mark, but the
                        // mark points at the dish above, not at a key.
                        MenuLine::Note => is_modifier(&next.name),
                        MenuLine::Legend | MenuLine::Statement => false,
                    }
            })
            .map(|next| {
                let said = next.description.as_deref().and_then(after_price);
                (next.name.as_str(), said.unwrap_or(""))
            });
        continued = extractor.continuation.is_some();
        extractor.menu_item(index, item, fully_vegan);
    }
    extractor.drop_app_recommendations(&record.menu);
    // The menu's notes name its meat dishes too: indexed before they are
    // read again below.
    extractor.index_meat_dish_words();
    extractor.compare_copies_of_dishes();
    extractor.drop_labels_no_longer_printed(&record.menu);
    extractor.follow_menu_references(&record.menu);
    extractor.follow_set_parts_lines(&record.menu);
    extractor.follow_named_components(&record.menu);
    extractor.follow_parts_defined_in_lines(&record.menu);
    extractor.apply_section_defaults(&record.menu);
    extractor.check_claims_over_kinds(record);
    extractor.read_notes_on_labelled_dishes(&record.menu);
    extractor.block_labels_under_unread_notes(&record.menu);
    extractor.caution_notes_in_unread_scripts(&record.menu);
    extractor.index_listed();
    extractor.place_declarations();
    extractor.declared_parts_of_meat_dishes(record);
    extractor.listed_meat_dishes_on_declared_equipment(record);
    extractor.whole_place_vegan = extractor.place_claims_fully_vegan();
    for review in &record.reviews {
        extractor.review(review);
    }
    for report in &record.user_reports {
        extractor.user_report(report);
    }
    extractor.share_texts();
    extractor.drop_sharing_changed_since();
    // A declaration kept for a mention the menu then placed says nothing.
    extractor
        .out
        .evidence
        .retain(|item| !item.signals.is_empty() || !item.cautions.is_empty());
    if extractor.texts.capacity() <= KEPT_TEXT_BYTES_MAX {
        BUFFERS.with(|kept| {
            kept.set(Some(Buffers {
                scratch: extractor.scratch,
                texts: extractor.texts,
                text_ranges: extractor.text_ranges,
                seen: extractor.seen,
                menu_words: extractor.menu_words,
                line_words: extractor.line_words,
                dish_names: extractor.dish_names,
                dish_lines: extractor.dish_lines,
                dish_words: extractor.dish_words,
                dish_heads: extractor.dish_heads,
                meat_dish_words: extractor.meat_dish_words,
                meat_dish_openings: extractor.meat_dish_openings,
                keyed: extractor.keyed,
            }));
        });
    }
    extractor.out
}

/// The buffers an evaluation reads with that borrow nothing of its
/// record, kept by the thread from one evaluation to the next: a service
/// scoring restaurant after restaurant allocates them once, not once a
/// restaurant. What they hold is cleared before each evaluation, so only
/// their room carries over.
struct Buffers {
    scratch: Scratch,
    texts: String,
    text_ranges: Vec<(usize, Field, usize, usize)>,
    seen: Vec<u64>,
    menu_words: Tokens,
    line_words: Vec<LineWords>,
    dish_names: Vec<(u64, usize)>,
    dish_lines: Vec<(usize, usize)>,
    dish_words: DishWords,
    dish_heads: WordTable,
    meat_dish_words: WordTable,
    meat_dish_openings: Vec<[char; 4]>,
    keyed: Vec<(u64, u64)>,
}

/// Buffers grown past this many bytes of text (an outsized record) are let
/// go rather than held by the thread.
const KEPT_TEXT_BYTES_MAX: usize = 1 << 20;

thread_local! {
    static BUFFERS: Cell<Option<Buffers>> = const { Cell::new(None) };
}

/// About the bytes the sources and excerpts of `record` take: an excerpt
/// is at most [`MAX_EXCERPT_CHARS`] characters of one observation's text,
/// and the menu usually names one source.
fn text_bound(record: &IngestRecord) -> usize {
    const CAP: usize = MAX_EXCERPT_CHARS * 2;
    let sources: usize = record
        .declarations
        .iter()
        .map(|d| d.source.len())
        .chain(record.external_tags.iter().map(|t| t.source.len()))
        .chain(record.menu.first().map(|m| m.source.len()))
        .chain(record.reviews.iter().map(|r| r.source.len()))
        .sum();
    let declarations: usize = record
        .declarations
        .iter()
        .map(|d| d.text.len().min(CAP))
        .sum();
    let tags: usize = record
        .external_tags
        .iter()
        .map(|t| (t.key.len() + t.value.len() + 1).min(CAP))
        .sum();
    let menu: usize = record
        .menu
        .iter()
        .map(|m| (m.name.len() + 2 + m.description.as_ref().map_or(0, String::len)).min(CAP))
        .sum();
    let reviews: usize = record.reviews.iter().map(|r| r.text.len().min(CAP)).sum();
    let reports: usize = record
        .user_reports
        .iter()
        .map(|r| r.text.len().min(CAP))
        .sum();
    sources + declarations + tags + menu + reviews + reports
}

/// Which text of an evidence item a range of the shared buffer is.
#[derive(Debug, Clone, Copy)]
enum Field {
    Source,
    Excerpt,
}

fn observation_count(record: &IngestRecord) -> usize {
    record.declarations.len()
        + record.external_tags.len()
        + record.menu.len()
        + record.reviews.len()
        + record.user_reports.len()
}

impl<'r> Extractor<'r> {
    /// Widens the span of observations to `date`. Instants are compared as
    /// integers (comparing date-times converts offsets each time); as with
    /// `min` and `max`, a tie keeps the oldest seen first and the newest
    /// seen last.
    fn observed(&mut self, date: OffsetDateTime) {
        // The same date, time and offset as the last observation (a menu's
        // items usually share one) changes nothing but the newest: compare
        // fields, not instants.
        if let Some(last) = self.out.newest
            && last.date() == date.date()
            && last.time() == date.time()
            && last.offset() == date.offset()
        {
            return;
        }
        let instant = date.unix_timestamp_nanos();
        match self.span {
            None => {
                self.span = Some((instant, instant));
                self.out.oldest = Some(date);
                self.out.newest = Some(date);
            }
            Some((oldest, newest)) => {
                if instant < oldest {
                    self.out.oldest = Some(date);
                }
                if instant >= newest {
                    self.out.newest = Some(date);
                }
                self.span = Some((oldest.min(instant), newest.max(instant)));
            }
        }
    }

    /// False when an identical observation was already read.
    fn first_sighting(&mut self, hash: u64) -> bool {
        // A 1,024-bit filter in front of the list: only a hash whose bit is
        // already set (a repeat, or one in about twenty at 50 observations)
        // searches it.
        let bit = (hash >> 54) as usize;
        let word = self.seen_bits.get_mut(bit / 64);
        let mask = 1u64 << (bit % 64);
        match word {
            Some(word) if *word & mask == 0 => *word |= mask,
            _ if self.seen.contains(&hash) => return false,
            _ => {}
        }
        self.seen.push(hash);
        true
    }

    /// Writes the source of the item about to be pushed, or reuses the
    /// previous one when it is the same.
    fn source(&mut self, source: &str) {
        let range = match self.last_source {
            Some((start, end)) if self.texts.get(start..end) == Some(source) => (start, end),
            _ => {
                let start = self.texts.len();
                self.texts.push_str(source);
                (start, self.texts.len())
            }
        };
        self.last_source = Some(range);
        self.text_ranges
            .push((self.out.evidence.len(), Field::Source, range.0, range.1));
    }

    /// Declarations are read before the menu, so this sees them. Only the
    /// restaurant's own clear claim counts: a third-party tag never speaks
    /// for the menu, and a denial anywhere in its statements undoes it.
    /// Finds the words of every menu line once, before any is read.
    fn read_menu_words(&mut self) {
        let menu = self.menu;
        let bytes: usize = menu
            .iter()
            .map(|item| item.name.len() + item.description.as_ref().map_or(0, String::len))
            .sum();
        self.menu_words.reset(bytes);
        let (menu_words, line_words) = (&mut self.menu_words, &mut self.line_words);
        line_words.clear();
        line_words.extend(menu.iter().map(|item| {
            LineWords {
                name: menu_words.read(&item.name),
                description: item
                    .description
                    .as_deref()
                    .map(|description| menu_words.read(description)),
            }
        }));
    }

    /// The cues of `text`, the description of menu line `line` as read:
    /// found with the line's words when it is the description as printed.
    fn description_cues(&self, line: usize, text: &str) -> Cues {
        let printed = self
            .menu
            .get(line)
            .and_then(|item| item.description.as_deref());
        match (printed, self.line_words.get(line)) {
            (
                Some(printed),
                Some(LineWords {
                    description: Some(words),
                    ..
                }),
            ) if same_text(printed, text) => words.cues,
            _ => Cues::of(text),
        }
    }

    /// The cues of `text`, menu line `line`'s name or description as
    /// printed: found with the line's words.
    fn line_cues(&self, line: usize, text: &str) -> Cues {
        let printed = self.menu.get(line);
        match (printed, self.line_words.get(line)) {
            (Some(item), Some(words)) if same_text(&item.name, text) => words.name.cues,
            (Some(item), Some(words)) => match (item.description.as_deref(), words.description) {
                (Some(printed), Some(words)) if same_text(printed, text) => words.cues,
                _ => Cues::of(text),
            },
            _ => Cues::of(text),
        }
    }

    fn place_claims_fully_vegan(&self) -> bool {
        let declared = |signal| {
            self.out
                .evidence
                .iter()
                .any(|e| e.evidence_type == EvidenceType::RestaurantDeclared && e.has(signal))
        };
        declared(S::FullyVegan) && !declared(S::NotFullyVegan)
    }

    /// The date an observation's evidence carries, with the span of
    /// observations widened to it. A date up to [`FUTURE_TOLERANCE`] after
    /// the evaluation counts as made at the evaluation, so it never stays
    /// fresh for longer; a later one is kept as written, for decisions to
    /// distrust ([`EvidenceItem::is_dated_ahead`]), and counts as now in the
    /// span.
    fn dated(&mut self, date: OffsetDateTime) -> OffsetDateTime {
        let made_now = date > self.at;
        self.observed(if made_now { self.at } else { date });
        match made_now {
            true if date - self.at > FUTURE_TOLERANCE => date,
            true => self.at,
            false => date,
        }
    }

    /// Whether a mention in `text` names a dish the menu lists: a dish not labelled meat-free whose words hold the mention's
    /// ("the steak" of a "Ribeye Steak", "chicken parm" of a "Chicken
    /// Parmesan"), any dish for a dish form ("the burger" of an "Impossible
    /// Burger"), or a dish whose whole name the text quotes. Someone else's
    /// dish is placed too; a mention its sentence ties to the food in
    /// general never is. A diner's capitalised dish name ("the Tonkotsu
    /// Ramen was lukewarm") is placed as a dish; the restaurant's own
    /// capitals name its products ("Our pesto is basil, pine nuts,
    /// Parmigiano and Pecorino Sardo"), which only the menu can place.
    /// `beside` holds the other mentions of a statement's text; a diner's
    /// are the scratch's.
    fn placed(
        &self,
        mention: &Mention,
        text: &str,
        diner: bool,
        beside: Option<&[&Mention]>,
    ) -> bool {
        // The listed dishes whose words hold every word of the mention.
        let phrase = text.get(mention.span.0..mention.span.1).unwrap_or("");
        let mut holding = self.dishes_holding(phrase);
        // "Escargots" read as "escargot": the word as the diner wrote it
        // may be the one the menu prints. So may the run of Chinese or
        // Japanese characters a product was found inside ("紅燒牛肉麵
        // broth is deep" names the listed 紅燒牛肉麵 by its 牛肉, beef).
        if holding == 0 {
            let written = word_end(text, mention.span.1);
            let from = run_start(text, mention.span.0);
            if written > mention.span.1 || from < mention.span.0 {
                holding = text
                    .get(from..written)
                    .map_or(0, |whole| self.dishes_holding(whole));
            }
        }
        // "Kjøttkakene er fantastiske" beside "Kjøttkaker med brun saus":
        // a Norwegian or Danish plural written definite ("-ene") names the
        // dish its indefinite plural ("-er") does.
        if holding == 0
            && let Some(stem) = phrase.strip_suffix("ene").filter(|stem| stem.len() >= 4)
        {
            holding = self.dishes_holding(&format!("{stem}er"));
        }
        // "Both curries share the same base, cooked down with the beef
        // brisket": a diner's sentence about every dish of a kind, or about
        // a base one dish shares with another, ties the product to each of
        // them, those without it on the menu included; it is not the one
        // listed dish that shows it.
        if diner && self.spreads_over_a_kind(text, mention, holding) {
            return false;
        }
        // A word of a listed dish's name, quoted whole, is that dish's name,
        // unless it is the meat the food cooks beneath ("potatoes roasted
        // under the pork cheeks" beside "Pork Cheeks"): what drips from it
        // is in that food.
        if bits(holding).any(|index| {
            self.listed
                .get(index)
                .is_some_and(|dish| quotes_around(text, trim(dish.name()), mention.span))
        }) && !(mention.tied && food_cooked_with_it(text, mention))
        {
            return true;
        }
        let (start, end) = mention.sentence;
        let denied_in_the_reply = || match beside {
            Some(beside) => reply_denies_it_by_name(mention, text, beside.iter().copied()),
            None => reply_denies_it_by_name(mention, text, &self.scratch.mentions),
        };
        if answered_no(mention, text)
            || denied_in_the_reply()
            || confined_to_the_regular_make(text, mention)
        {
            return true;
        }
        // What a diner's sentence says of a dish it names is that dish's.
        let names_the_dish = std::cell::OnceCell::new();
        let names_the_dish = || {
            *names_the_dish.get_or_init(|| diner && self.names_a_dish_that_shows_it(text, mention))
        };
        // (A dish named whole that is the meat food cooks beneath, with
        // or in is no dish the tie is to: the meat is in that food.)
        if mention.tied
            && !(diner
                && self.tied_to_a_dish_named_whole(text, mention, holding)
                && !food_cooked_with_it(text, mention))
        {
            return names_the_dish() && !food_cooked_with_it(text, mention);
        }
        // "French toast is dreamy" beside "French Toast (VG)": at a place
        // whose own claim covers the whole menu, a diner's dish form that
        // names a listed dish, or a phrase that is a listed dish's whole
        // name of two words or more, is that dish as the place makes it
        // (what it says is in it is read on its own: "the chicken sandwich
        // had real chicken" keeps its second chicken).
        if diner
            && holding != 0
            && self.place_claims_fully_vegan()
            && (mention.form || self.names_a_whole_dish(text, mention.span, holding))
        {
            return true;
        }
        // "Cauli al pastor tacos were a hit" beside "Cauli Al Pastor Tacos
        // (VG)": anywhere, a diner's phrase that is the whole name of a
        // dish labelled meat-free, of three words or more, is that dish,
        // whose label already speaks for its name.
        // So is one of two words in a sentence that names a meat-free diet
        // and no other product ("Meine Freundin isst vegetarisch und liebt
        // den Halloumi-Döner"; the restaurant's "vegetarisch: Halloumi-Döner
        // und Falafel"): the sentence speaks of the dish the diet eats.
        // ("... aber sein Gemüse-Döner kam mit Hähnchenbrust" names one.)
        if holding & self.meat_free_dishes != 0 {
            let alone = match beside {
                Some(beside) => only_product_of_its_sentence(mention, beside.iter().copied()),
                None => only_product_of_its_sentence(mention, &self.scratch.mentions),
            };
            let shortest = match alone {
                true => shortest_name_of_meat_free_dish(text, mention.sentence),
                false => 3,
            };
            if (diner || shortest < 3)
                && self.names_a_whole_dish_of(
                    text,
                    mention.span,
                    holding & self.meat_free_dishes,
                    shortest,
                )
            {
                return true;
            }
        }
        // "The cauliflower steak was gorgeous" beside "Roasted Cauliflower
        // Steak (VG)": the meat word after a plant is the style of the
        // meat-free dish the diner names by its own words.
        if mention.styled && self.styles_a_meat_free_dish(text, mention, phrase) {
            return true;
        }
        // A sentence that names a dish labelled meat-free, even by its head
        // word alone, ties what it says to that dish: "fish sauce goes into
        // the Smoky Tofu Burger", "the burger has parmesan". So does the
        // answer right after a question that names one ("Is the pad thai
        // vegan? / Sorry, it has fish sauce"): the answer speaks of it.
        let asked = question_before(text, start);
        if !(self.meat_free_heads.is_empty() && self.meat_free_initials.is_empty())
            && word_spans(text, start, end)
                .chain(asked.map_or_else(Vec::new, |(q_start, q_end)| {
                    word_spans(text, q_start, q_end).collect()
                }))
                .any(|(at, word)| {
                    (at + word.len() <= mention.span.0 || at >= mention.span.1)
                        && self.meat_free_word_shapes.may_hold(word)
                        && (self
                            .meat_free_heads
                            .iter()
                            .any(|head| head.eq_ignore_ascii_case(word))
                            || self
                                .meat_free_initials
                                .iter()
                                .any(|initials| initials == word))
                        && !(diner
                            && (self.runs_into_another_dish(text, mention.span, at, word)
                                || self.ends_another_dishs_name(text, (start, end), at, word)
                                || missed_apart_from(text, mention, at)
                                || self.names_a_meat_variant(text, mention) == Some(at)
                                || names_the_dish()
                                || self.picks_the_variant_that_shows_it(text, mention)))
                })
        {
            return false;
        }
        if mention.others
            || (diner && (names_a_dish(text, mention) || missed_by_the_diner(text, mention)))
        {
            return true;
        }
        // "The chicken place next door", "their brisket smoker": the word
        // names another business or a piece of equipment, not food served
        // here (what equipment shares is read as cross-contact).
        if word_after(text, mention.span.1).is_some_and(|word| {
            NOT_FOOD_AFTER
                .iter()
                .any(|noun| word.eq_ignore_ascii_case(noun))
        }) {
            return true;
        }
        // A recipe card's title ("FALAFEL (makes 20)") names the dish every
        // line under it speaks of: a product of its method or its note
        // ("if the chickpeas are wet we bind the mix with one egg") is in
        // that dish, some days if not every day. (A card is the
        // restaurant's: a diner's post has none.)
        if !diner
            && let Some((t_start, t_end)) =
                card_title(text).filter(|(_, title_end)| start >= *title_end)
            && word_spans(text, t_start, t_end).any(|(_, word)| self.names_a_meat_free_head(word))
        {
            return false;
        }
        // A class of food untied to any dish ("our kitchen also prepares
        // meat and fish") says what else the kitchen handles. One asked to
        // be left off is on the food being ordered, whatever its word
        // ("order the vegan options without honey").
        let broad = is_one_of(phrase, BROAD_FOOD_CLASSES);
        if !mention.left_off && (broad || is_one_of(phrase, NARROW_FOOD_CLASSES)) {
            // A diner's class of food is the menu's dishes of that class
            // ("the meat was dry"): a broad class where some dish not
            // labelled meat-free has it, a narrow one ("beef") where a dish
            // names it (below). With none, it is food the menu does not
            // account for ("same beef-bone pot").
            if !diner || (broad && self.listed_animal.any(mention.signals)) {
                return true;
            }
        }
        let allowed = if mention.form {
            u64::MAX
        } else {
            !self.meat_free_dishes
        };
        holding & allowed != 0
            // "We got tandoori chicken from the place next door": food
            // another business made, not this kitchen's.
            || (diner && brought_from_elsewhere(text, mention.span.1))
            // "Meatball sub is a sleeper hit", "pho bo broth is deep": a
            // diner's dish named by its product and its kind of dish, where
            // no meat-free dish is of that kind (above, its head would have
            // tied it) or has that name, is another dish than those a fit
            // rests on.
            || (diner && self.names_another_kind_of_dish(text, mention, phrase))
            // "Beef shapaley are crispy" beside "Veg Shapaley (VG)": the
            // meat variant of a kind of dish is another dish.
            || (diner && self.names_a_meat_variant(text, mention).is_some())
            // "Best pozole in town, the pork falls apart" beside "Pozole
            // Rojo: puerco, ...": the product of a listed dish the diner
            // names, whose own line shows it.
            || (diner && self.said_of_a_dish_that_shows_it(text, mention))
    }

    /// Where the sentence ends, of the two after the mention's, that ties a
    /// word pointing back to the meat-free food ("Roast goose was great.
    /// It is in the vegan greens too.", "... Its fat goes into the veggie
    /// rice."): a diet word, or a labelled meat-free dish's head word or
    /// initials. What the mention's sentence named is carried into that
    /// food, a tie no dish it names can take.
    fn pointed_back_to(
        &self,
        text: &str,
        mention: &Mention,
        pointers: &PartPointers,
    ) -> Option<usize> {
        let meat_free = |word: &str| self.names_a_meat_free_dish(word);
        crate::pointing::pointed_back_to(text, mention.sentence.1, &meat_free)
            // "De kip wordt in de pindasaus gestoofd. Met diezelfde saus
            // ...": "the same sauce" in the languages pointing.rs reads no
            // pointing words of.
            .or_else(|| {
                crate::pointing::part_pointed_back_to(
                    text,
                    mention.sentence.1,
                    &meat_free,
                    pointers,
                )
            })
    }

    /// The animal products of the listed meat dishes a diner's sentence
    /// names by a word of their name, where a sentence after it points
    /// back from meat-free food ("The pozole was great. Its broth goes into
    /// the veggie tamales too.", the menu's pozole holding pork): "its
    /// broth" carries the dish's products into that food, a tie no dish it
    /// names can take. Both sentences are quoted. The dishes are sought
    /// only in the sentences a pointing sentence reaches back to.
    fn listed_meat_dish_pointed_back(&self, text: &str) -> (SignalSet, Option<(usize, usize)>) {
        if self.listed_animal.is_empty() || !self.names_a_listed_meat_dish(text) {
            return (SignalSet::EMPTY, None);
        }
        let meat_free = |word: &str| self.names_a_meat_free_dish(word);
        let mut products = SignalSet::EMPTY;
        let sentence =
            crate::pointing::pointing_back_to_what(text, &meat_free, &mut |sentence: &str| {
                products = self.listed_meat_dishes_named(sentence);
                !products.is_empty()
            });
        match sentence {
            Some(sentence) => (products, Some(sentence)),
            None => (SignalSet::EMPTY, None),
        }
    }

    /// Applies [`Self::listed_meat_dish_on_equipment`] to a text's
    /// signals, and returns what its shared equipment is shared with
    /// (empty where that is not known).
    fn listed_meat_dish_shares_equipment(
        &self,
        text: &str,
        reading: &TextReading,
        signals: &mut SignalSet,
    ) -> SignalSet {
        // (Only a text naming equipment is read for it.)
        if !reading.names_equipment {
            return if reading.shared_unnamed {
                SignalSet::EMPTY
            } else {
                reading.shared_with
            };
        }
        let (taken_back, shared) =
            self.listed_meat_dish_on_equipment(text, signals.has(S::DedicatedPrep));
        if taken_back {
            signals.remove(S::DedicatedPrep);
        }
        if taken_back || shared {
            signals.insert(S::SharedSurface);
            return SignalSet::EMPTY;
        }
        if reading.shared_unnamed {
            SignalSet::EMPTY
        } else {
            reading.shared_with
        }
    }

    /// "They have their own grill for the vegan dishes. On busy nights the
    /// rendang goes on it too.", "Our tandoor cooks the rendang and the
    /// tofu tikka": a listed meat dish named only by its name, put on
    /// dedicated equipment the text points back to (as an animal product
    /// is), or cooked by one tool with other food, shares that equipment.
    /// Returns whether a dedicated claim is so taken back, and whether
    /// equipment is so shared. Read only where a word of the text names a
    /// listed meat dish.
    fn listed_meat_dish_on_equipment(&self, text: &str, dedicated: bool) -> (bool, bool) {
        if self.listed_animal.is_empty() || !self.names_a_listed_meat_dish(text) {
            return (false, false);
        }
        let names_dish = |part: &str| !self.listed_meat_dishes_named(part).is_empty();
        let denies = |part: &str| {
            words(part).any(|w| is_one_of(w, DISH_KEPT_OFF) || is_negative_contraction(w))
        };
        // What names an animal product by its word is the lexicon's to
        // read, denials and all: only dish names with none are read here.
        let names_an_animal_word = |part: &str| {
            let mut scratch = Scratch::default();
            read_text(part, &mut scratch);
            scratch.mentions.iter().any(|m| m.named.any(ANIMAL))
        };
        let claims_dedicated = |part: &str| {
            let mut scratch = Scratch::default();
            scratch.statement = true;
            read_text(part, &mut scratch).signals.has(S::DedicatedPrep)
        };
        let (mut taken_back, mut shared) = (false, false);
        let mut previous: Option<&str> = None;
        for (start, sentence) in sentences_of(text) {
            if names_dish(sentence) && !denies(sentence) {
                let end = start + sentence.len();
                if let Some((from, to)) = foods_one_tool_cooks(text, start, end)
                    && !text.get(from..to).is_some_and(names_an_animal_word)
                {
                    shared |= mixes_animal_and_other_food(text, from, to, |a, b| {
                        text.get(a..b).is_some_and(names_dish)
                    });
                }
                if dedicated && points_back_to_equipment(sentence) {
                    let claim_end = if previous.is_some_and(claims_dedicated) {
                        Some(0)
                    } else {
                        clause_ends(sentence)
                            .find(|&at| sentence.get(..at).is_some_and(claims_dedicated))
                    };
                    taken_back |= claim_end
                        .and_then(|at| sentence.get(at..))
                        .is_some_and(|rest| {
                            points_back_to_equipment(rest)
                                && names_dish(rest)
                                && !names_an_animal_word(rest)
                        });
                }
            }
            previous = Some(sentence);
        }
        (taken_back, shared)
    }

    /// A diner's reading without the diets they deny listed dishes that
    /// are not labelled meat-free and show animal products ("The beef
    /// rendang isn't vegan obviously, but the VG plates are spot on.",
    /// "Came for the dal baati churma, baati dunked in ghee. Not vegan
    /// obviously, but my wife had the vegan ker sangri."): such a denial
    /// speaks of that dish only, which the menu already shows to be of no
    /// meat-free diet, not of the place's food. The text is read again
    /// with those denials blanked out, and that reading is kept only where
    /// nothing left in it denies a diet; otherwise the first reading stands.
    /// Where the restaurant claims the whole place vegan, the diner's
    /// denial gainsays that claim, and is kept.
    fn without_denials_of_listed_meat_dishes(
        &mut self,
        text: &str,
        reading: TextReading,
    ) -> TextReading {
        const DENIED: SignalSet = SignalSet::of(&[S::NoVegan, S::NoVegetarian]);
        let denies = |reading: &TextReading| {
            reading.signals.union(reading.uncertain).any(DENIED) || reading.vegan_dismissed
        };
        if self.listed_animal.is_empty() || self.whole_place_vegan || !denies(&reading) {
            return reading;
        }
        let denials = self.denials_of_listed_meat_dishes(text);
        if denials.is_empty() {
            return reading;
        }
        let mut blanked = text.to_owned();
        for &(start, end) in &denials {
            // Whole characters are replaced, so the text stays UTF-8 and
            // every other byte keeps its place.
            blanked.replace_range(start..end, &" ".repeat(end - start));
        }
        let again = read_text(&blanked, &mut self.scratch);
        // The readers after this one ask the scratch about the text as
        // written: it is read again.
        read_text(text, &mut self.scratch);
        if denies(&again) { reading } else { again }
    }

    /// The byte ranges of a diner's denials of a diet that are said of one
    /// listed dish not labelled meat-free and showing what the diet does
    /// not eat: a subject naming only such dishes closed by a denied
    /// copula and the diet word ("The beef rendang isn't vegan"), or a bare
    /// "Not vegan" opening the sentence after one that names such a dish by
    /// its whole name and no other food of the menu. After the diet word
    /// only a word beside the denial ("obviously", "sadly") or a "but" may
    /// follow, and nothing after it may carry the denial on to other food
    /// ("neither is the dal", "the rest too").
    fn denials_of_listed_meat_dishes(&self, text: &str) -> Vec<(usize, usize)> {
        let sentences: Vec<(usize, &str)> = sentences_of(text).collect();
        let mut denials = Vec::new();
        for (index, &(start, sentence)) in sentences.iter().enumerate() {
            let Some(denial) = denied_diet_of_a_subject(sentence) else {
                continue;
            };
            let products = match denial.vegan {
                true => ANIMAL,
                false => NOT_VEGETARIAN,
            };
            let said_of_a_meat_dish = match denial.subject {
                Some(subject) => self.names_only_listed_meat_dishes(subject, products),
                None => index
                    .checked_sub(1)
                    .and_then(|i| sentences.get(i))
                    .is_some_and(|&(_, before)| {
                        self.names_a_listed_meat_dish_whole(before, products)
                    }),
            };
            let after = text.get(start + denial.end..).unwrap_or("");
            let carried_on = words(after).any(|word| is_one_of(word, DENIAL_CARRIED_ON));
            if said_of_a_meat_dish && !carried_on {
                denials.push((start + denial.start, start + denial.end));
            }
        }
        denials
    }

    /// Whether the words of a subject (`subject`, as written) name listed
    /// dishes only, each not labelled meat-free and showing some of
    /// `products`: the words are a run of each such dish's name (a single
    /// word names a dish only where no other name holds it), and no diet
    /// word or meat-free dish's head word is among them.
    fn names_only_listed_meat_dishes(&self, subject: &str, products: SignalSet) -> bool {
        let run: Vec<&str> = pieces(subject, &ALPHANUMERIC).collect();
        if run.is_empty()
            || run
                .iter()
                .any(|word| names_a_diet(word) || self.names_a_meat_free_dish(word))
        {
            return false;
        }
        let mut named = self
            .menu
            .iter()
            .enumerate()
            .filter(|(_, item)| {
                let name: Vec<&str> =
                    pieces(before_parenthesis(&item.name), &ALPHANUMERIC).collect();
                holds_run(&name, &run)
            })
            .map(|(line, _)| line)
            .peekable();
        let Some(&first) = named.peek() else {
            return false;
        };
        let mut count = 0;
        let all_meat_dishes = named.all(|line| {
            count += 1;
            self.is_a_listed_meat_dish(line, products)
        });
        all_meat_dishes
            && (run.len() > 1
                || (count == 1
                    && run
                        .iter()
                        .all(|word| word.len() >= 4 && !is_one_of(word, GENERIC))
                    && self.is_a_listed_meat_dish(first, products)))
    }

    /// Whether a sentence names a listed dish not labelled meat-free that
    /// shows some of `products` by its whole name of two words or more,
    /// and no diet, no meat-free dish's head word, and, outside such
    /// names, no word of the name of any other printed entry of the menu.
    fn names_a_listed_meat_dish_whole(&self, sentence: &str, products: SignalSet) -> bool {
        let said: Vec<&str> = pieces(sentence, &ALPHANUMERIC).collect();
        if said
            .iter()
            .any(|word| names_a_diet(word) || self.names_a_meat_free_dish(word))
        {
            return false;
        }
        let printed = || {
            self.menu
                .iter()
                .enumerate()
                .filter(|(_, item)| item.price.is_some() || !item.labels.is_empty())
                .map(|(line, item)| {
                    let name: Vec<&str> =
                        pieces(before_parenthesis(&item.name), &ALPHANUMERIC).collect();
                    (self.is_a_listed_meat_dish(line, products), name)
                })
        };
        // The words the meat dishes' whole names cover.
        let mut covered = vec![false; said.len()];
        for (_, name) in printed().filter(|(meat, name)| *meat && name.len() > 1) {
            for (at, window) in said.windows(name.len()).enumerate() {
                if holds_run(window, &name) {
                    covered[at..at + name.len()].fill(true);
                }
            }
        }
        let names_other_food = printed().any(|(meat, name)| {
            !meat
                && name.iter().any(|word| {
                    word.len() >= 4
                        && !is_one_of(word, GENERIC)
                        && said.iter().zip(&covered).any(|(held, &covered)| {
                            !covered && singular(held).eq_ignore_ascii_case(singular(word))
                        })
                })
        });
        covered.contains(&true) && !names_other_food
    }

    /// Whether the menu line `line` is a listed dish not labelled
    /// meat-free whose line shows some of `products`.
    fn is_a_listed_meat_dish(&self, line: usize, products: SignalSet) -> bool {
        self.listed
            .iter()
            .enumerate()
            .take(64)
            .any(|(index, dish)| {
                dish.line == line
                    && self.meat_free_dishes & (1 << index) == 0
                    && dish.animal.any(products)
            })
    }

    /// The animal products of a listed meat dish, named by its name alone,
    /// whose part (its fat, jus, broth, sauce) a diner's or the owner's
    /// text puts into the meat-free dishes ("Our roast takes all day. Its
    /// gravy is on the veggie plate.", "le jus de la daube"): the part
    /// carries them, both sentences quoted (`pointers::dish_parts`). Read
    /// only where the menu lists such a dish and the text may hold a part
    /// word, as `may_name_a_part` says.
    fn listed_meat_dishs_part_on_meat_free_food(
        &self,
        text: &str,
        may_name_a_part: bool,
    ) -> (SignalSet, Option<(usize, usize)>) {
        use crate::pointers::dish_parts;
        // Only a word opening as a word of a listed meat dish's name does
        // may name it: a text without one (most that hold a part word
        // praise a soup or a sauce) is not split into sentences at all.
        if self.listed_animal.is_empty()
            || !may_name_a_part
            || !dish_parts::may_name_a_dish_opening_so(text, &self.meat_dish_openings, |found| {
                crate::swar::any_word_of(text, found)
            })
        {
            return (SignalSet::EMPTY, None);
        }
        let meat = |word: &str| {
            dish_parts::names_one_of(
                word,
                self.listed_meat_dish_names(),
                self.meat_free_names.iter().copied(),
            )
        };
        // A meat-free dish is named by a word of its name, or by its head
        // word however short ("the dal" of "Lentil Dal (VG)", "the
        // curries") where no other dish holds it.
        let meat_free = |word: &str| {
            dish_parts::names_one_of(
                word,
                self.meat_free_names.iter().copied(),
                self.listed_meat_dish_names(),
            ) || self.names_only_a_meat_free_dish_by_its_head(word)
        };
        let meatless = |dish: &str, word: &str| {
            self.listed_meat_dishes_named_alone(dish)
                .any(NOT_PESCATARIAN)
                && self.names_a_listed_dish_without_meat(word)
        };
        let animal = |word: &str| {
            is_one_of(word, MEATS_BY_THEIR_ANIMAL) || is_one_of(word, SEAFOOD_BY_ITS_ANIMAL)
        };
        let dishes = dish_parts::Dishes {
            meat: &meat,
            meat_free: &meat_free,
            meatless: &meatless,
            animal: &animal,
        };
        match dish_parts::part_on_meat_free_food(text, &dishes) {
            Some(found) => (
                self.listed_meat_dishes_named_alone(&text[found.dish.0..found.dish.1]),
                Some(found.quoted),
            ),
            None => (SignalSet::EMPTY, None),
        }
    }

    /// Whether `word` (or its singular) is the head word of a labelled
    /// meat-free dish that no other listed dish's words hold, in any
    /// case or form ("Dumplings" of "Pork Soup Dumplings" names both).
    fn names_only_a_meat_free_dish_by_its_head(&self, word: &str) -> bool {
        [word, singular(word)]
            .into_iter()
            .any(|word| self.names_a_meat_free_dish(word))
            && self.dishes_holding(&word.to_lowercase()) & !self.meat_free_dishes == 0
            && !crate::pointers::dish_parts::names_one_of(
                word,
                self.listed_meat_dish_names(),
                std::iter::empty(),
            )
    }

    /// Whether `word` names, by [`crate::pointers::dish_parts::names_one_of`],
    /// a listed dish not labelled meat-free that shows animal products but
    /// no meat (fish, seafood, dairy, eggs), and no dish that shows meat.
    fn names_a_listed_dish_without_meat(&self, word: &str) -> bool {
        let dishes = |meat: bool| {
            self.listed
                .iter()
                .enumerate()
                .take(64)
                .filter(move |(index, dish)| {
                    !dish.animal.is_empty()
                        && self.meat_free_dishes & (1 << index) == 0
                        && dish.animal.any(NOT_PESCATARIAN) == meat
                })
                .map(|(_, dish)| dish.name())
        };
        crate::pointers::dish_parts::names_one_of(word, dishes(false), dishes(true))
    }

    /// The names of the listed dishes holding animal products and not
    /// labelled meat-free.
    fn listed_meat_dish_names(&self) -> impl Iterator<Item = &str> + Clone {
        self.listed
            .iter()
            .enumerate()
            .take(64)
            .filter(|(index, dish)| {
                !dish.animal.is_empty() && self.meat_free_dishes & (1 << index) == 0
            })
            .map(|(_, dish)| dish.name())
    }

    /// The animal products of the listed meat dishes `word` names by
    /// [`crate::pointers::dish_parts::names_one_of`], a word no meat-free
    /// dish's name holds.
    fn listed_meat_dishes_named_alone(&self, word: &str) -> SignalSet {
        use crate::pointers::dish_parts::names_one_of;
        let mut products = SignalSet::EMPTY;
        for (index, dish) in self.listed.iter().enumerate().take(64) {
            if dish.animal.is_empty() || self.meat_free_dishes & (1 << index) != 0 {
                continue;
            }
            if names_one_of(word, [dish.name()], self.meat_free_names.iter().copied()) {
                products = products.union(dish.animal);
            }
        }
        products
    }

    /// The animal products of the listed dishes not labelled meat-free
    /// whose line shows them and whose name holds a word of `sentence`
    /// ("the pozole" of "Pozole: pork shoulder, hominy"). A word of many
    /// dishes' names, or one a meat-free dish is named by, names none.
    fn listed_meat_dishes_named(&self, sentence: &str) -> SignalSet {
        let mut products = SignalSet::EMPTY;
        for word in pieces(sentence, &ALPHANUMERIC).map(singular) {
            if !self.may_name_a_listed_meat_dish(word) {
                continue;
            }
            for index in bits(self.meat_dish_words.get(word)) {
                if let Some(dish) = self.listed.get(index) {
                    products = products.union(dish.animal);
                }
            }
        }
        products
    }

    /// Whether a word, in the singular, may name a listed meat dish by a
    /// word of its name: four letters or more, no dish kind or other word
    /// many names share, and no word a meat-free dish is named by.
    fn may_name_a_listed_meat_dish(&self, word: &str) -> bool {
        word.len() >= 4
            && word.chars().count() >= 4
            && word.chars().all(char::is_alphabetic)
            && !is_one_of(word, GENERIC)
            && !self.names_a_meat_free_dish(word)
    }

    /// Whether a word of `text` names a listed meat dish, asked of each
    /// word by one lookup where its shape is that of such a word: most
    /// texts name none, and are read no further.
    fn names_a_listed_meat_dish(&self, text: &str) -> bool {
        pieces(text, &ALPHANUMERIC).any(|word| {
            // (A word shorter than four bytes has fewer than four letters.)
            word.len() >= 4 && {
                let one = singular(word);
                self.meat_dish_word_shapes.may_hold(one)
                    && self.meat_dish_words.get(one) != 0
                    && self.may_name_a_listed_meat_dish(one)
            }
        })
    }

    /// The animal products of a listed dish not labelled meat-free whose
    /// part or vessel a note of the restaurant names "of", "off" or
    /// "from" that dish, by a word of its name ("greased with the fat we
    /// skim off the pozole pot", "the broth of the oxtail"): the part is
    /// that dish's, and so are its products. Read only where a part or a
    /// vessel word is written.
    fn listed_meat_dishs_part_named(&self, text: &str) -> SignalSet {
        /// Parts of a dish that go into other food.
        const PARTS: &[&str] = &[
            "fat",
            "fats",
            "broth",
            "drippings",
            "dripping",
            "stock",
            "liquid",
            "grease",
            "juices",
            "juice",
            "jus",
        ];
        /// Words that take a part from the dish it is named for.
        const FROM: &[&str] = &["of", "off", "from"];
        if self.listed_animal.is_empty() {
            return SignalSet::EMPTY;
        }
        let mut products = SignalSet::EMPTY;
        for (start, sentence) in sentences_of(text) {
            let spans: Vec<(usize, &str)> =
                word_spans(text, start, start + sentence.len()).collect();
            for (at, (_, word)) in spans.iter().enumerate() {
                if !is_one_of(word, PARTS) && !is_one_of(word, VESSELS) {
                    continue;
                }
                // "The fat we skim off the suyuk pot": the dish follows
                // "off" a few words on, within the clause.
                let Some(from) = spans
                    .iter()
                    .skip(at + 1)
                    .take(4)
                    .position(|(_, w)| is_one_of(w, FROM))
                    .map(|i| at + 1 + i)
                else {
                    continue;
                };
                let (phrase_start, _) = spans[from];
                let phrase = text.get(phrase_start..start + sentence.len()).unwrap_or("");
                let clause_end = phrase.find([',', ';', ':', '(']).unwrap_or(phrase.len());
                let clause: String = phrase[..clause_end]
                    .split_whitespace()
                    .skip(1)
                    .take(4)
                    .collect::<Vec<_>>()
                    .join(" ");
                products = products.union(self.listed_meat_dishes_named(&clause));
            }
        }
        products
    }

    /// Whether a sentence of `text` after another is made only of a diet
    /// word or a labelled meat-free dish's head word and "too", "also" or
    /// "as well" ("The vegan ones too.", "Veggie dishes as well, for the
    /// crunch."): it says the sentence before again of that food. Read
    /// only where one of those words is written.
    fn repeated_for_meat_free_food(&self, text: &str) -> bool {
        /// Words that say the sentence before again.
        const AGAIN: &[&str] = &["too", "also", "well"];
        /// Words such a sentence may hold besides.
        const FILLER: &[&str] = &[
            "the", "ones", "one", "dishes", "dish", "plates", "as", "all", "our", "those", "and",
            "are", "is",
        ];
        if !words(text).any(|word| is_one_of(word, AGAIN)) {
            return false;
        }
        sentences_of(text).skip(1).any(|(_, sentence)| {
            let clause = sentence.split([',', ';', ':']).next().unwrap_or("");
            let (mut food, mut again) = (false, false);
            let only = words(clause).all(|word| {
                if is_one_of(word, AGAIN) {
                    again = true;
                } else if crate::pointing::is_a_diet_word(word) || self.names_a_meat_free_dish(word)
                {
                    food = true;
                } else if !is_one_of(word, FILLER) {
                    return false;
                }
                true
            });
            only && food && again
        })
    }

    /// Where the short sentence right after the mention's ends, where it
    /// says that sentence again of the meat-free food ("Our crispy pata is
    /// fried in lard. The vegan ones too.", "... Los veganos también.")
    /// and the mention's sentence puts the product into food: the product
    /// goes into that food too, a tie no dish it names can take. Praise
    /// said again ("The steak is great. The veggie ones too.") puts none.
    fn said_again_of_meat_free_food(&self, text: &str, mention: &Mention) -> Option<usize> {
        let end = crate::pointing::said_again_after(text, mention.sentence.1, &|word| {
            self.names_a_meat_free_dish(word)
        })?;
        let before = text.get(mention.sentence.0..mention.span.0)?;
        crate::pointing::put_into_food(before).then_some(end)
    }

    /// Whether a relative pronoun right after the mention takes its
    /// product up into the meat-free food ("Pork bones, which also go
    /// into the vegan ramen", "Speck, der in jeden Eintopf kommt, auch in
    /// den vegetarischen"), a tie no dish it names can take.
    fn taken_up_by_a_relative(&self, text: &str, mention: &Mention) -> bool {
        crate::pointing::taken_up_by_a_relative(text, mention.span.1, mention.sentence.1, &|word| {
            self.names_a_meat_free_dish(word)
        })
    }

    /// Whether `word` is a labelled meat-free dish's head word or
    /// initials.
    fn names_a_meat_free_dish(&self, word: &str) -> bool {
        self.meat_free_word_shapes.may_hold(word)
            && (self
                .meat_free_heads
                .iter()
                .any(|head| head.eq_ignore_ascii_case(word))
                || self
                    .meat_free_initials
                    .iter()
                    .any(|initials| initials == word))
    }

    /// Whether the diner's sentence of `mention` speaks of every dish of a
    /// kind some listed dish without the product is of ("both curries",
    /// "all the curries", "every soup", "the curries all"), or of a base
    /// shared between dishes ("the same base as", "share the same pot"):
    /// what it says of the base is said of dishes beyond the one of
    /// `holding` that shows the product. A kind narrowed by the product
    /// itself ("all the beef curries") stays with the dishes that show it.
    fn spreads_over_a_kind(&self, text: &str, mention: &Mention, holding: u64) -> bool {
        const EVERY: &[&str] = &["both", "all", "every", "each"];
        const BETWEEN: &[&str] = &["the", "of", "our", "their", "your", "these", "those", "two"];
        const SHARED_BASES: &[&str] = &[
            "base", "pot", "sauce", "broth", "stock", "gravy", "roux", "oil", "fat", "marinade",
        ];
        let (start, end) = mention.sentence;
        // Most sentences have none of these words: asked by a plain scan.
        if !text.get(start..end).is_some_and(|sentence| {
            words(sentence).any(|w| {
                (3..=5).contains(&w.len())
                    && (is_one_of(w, EVERY) || w.eq_ignore_ascii_case("same"))
            })
        }) {
            return false;
        }
        let spans: Vec<(usize, &str)> = word_spans(text, start, end).collect();
        // A dish kind as written, in the singular ("curries" is "curry").
        let kind = |word: &str| -> Option<&'static str> {
            let lower = word.to_ascii_lowercase();
            let one = lower
                .strip_suffix("ies")
                .map(|stem| format!("{stem}y"))
                .unwrap_or_else(|| singular(&lower).to_owned());
            DISH_KINDS.iter().copied().find(|k| *k == one)
        };
        let beyond_the_product = |kind: &str| self.dishes_holding(kind) & !holding != 0;
        for (i, (at, word)) in spans.iter().enumerate() {
            if is_one_of(word, EVERY) {
                // "Both curries", "all of the curries".
                let next = spans[i + 1..]
                    .iter()
                    .take(3)
                    .find(|(_, w)| !is_one_of(w, BETWEEN));
                if let Some((kind_at, kind_word)) = next
                    && let Some(kind) = kind(kind_word)
                    && !(mention.span.0 >= *at && mention.span.1 <= *kind_at)
                    && beyond_the_product(kind)
                {
                    return true;
                }
                // "The curries all", "the curries both".
                if i > 0
                    && let Some(kind) = kind(spans[i - 1].1)
                    && spans[i - 1].1.len() > kind.len()
                    && beyond_the_product(kind)
                {
                    return true;
                }
            }
            // "The same base as", "share the same pot".
            if word.eq_ignore_ascii_case("same")
                && let Some(base) = spans[i + 1..]
                    .iter()
                    .take(2)
                    .position(|(_, w)| is_one_of(singular(w), SHARED_BASES))
            {
                let as_after = spans
                    .get(i + base + 2)
                    .is_some_and(|(_, w)| w.eq_ignore_ascii_case("as"));
                let shared = spans[..i].iter().any(|(_, w)| {
                    let lower = w.to_ascii_lowercase();
                    lower.starts_with("shar")
                });
                if as_after || shared {
                    return true;
                }
            }
        }
        false
    }

    /// "Heads up: our baked beans and collards are cooked with pork and are
    /// not vegetarian": the restaurant ties the product to food it says is
    /// not for the diet, naming no meat-free dish and no food in general:
    /// the product is that food's.
    fn said_of_food_called_not_meat_free(&self, text: &str, mention: &Mention) -> bool {
        const ALL_THE_FOOD: &[&str] = &[
            "all",
            "every",
            "everything",
            "each",
            "nothing",
            "none",
            "any",
            "whole",
            "entire",
        ];
        let (start, end) = mention.sentence;
        let Some(sentence) = text.get(start..end) else {
            return false;
        };
        // A question and its answer speak of what the question names.
        if text.contains('?')
            || !diet_denied(sentence).any(SignalSet::of(&[S::NoVegetarian, S::NoVegan]))
        {
            return false;
        }
        let mut diet_words = 0;
        for word in words(sentence) {
            if is_one_of(word, ALL_THE_FOOD) {
                return false;
            }
            let lower = word.to_ascii_lowercase();
            // A diet word before a person ("your vegan friend") is that
            // person's diet, not food's.
            let word_end = word.as_ptr() as usize - text.as_ptr() as usize + word.len();
            if (lower.starts_with("vegan")
                || lower.starts_with("vegetarian")
                || lower.starts_with("veggie")
                || lower == "plant"
                || lower == CHAY)
                && !crate::lexicon::qualifies_a_person(text, word_end)
            {
                diet_words += 1;
            }
        }
        // "Chay" closes the names of a cơm chay kitchen's dishes ("Gà Xào
        // Chay"): the diet word, not a dish named.
        diet_words == 1
            && !word_spans(text, start, end).any(|(_, word)| {
                !word.eq_ignore_ascii_case(CHAY) && self.names_a_meat_free_dish(word)
            })
    }

    /// The names and descriptions of the menu's dishes labelled meat-free.
    fn meat_free_lines(&self) -> impl Iterator<Item = &'r MenuItem> + '_ {
        let menu = self.menu;
        self.dish_lines
            .iter()
            .filter(|(_, index)| {
                self.out
                    .evidence
                    .get(*index)
                    .is_some_and(|item| item.signals.any(MEAT_FREE_LABELS))
            })
            .filter_map(move |(line, _)| menu.get(*line))
    }

    /// Whether a styled mention ("steak" of "cauliflower steak") and the
    /// plant word before it are words of one meat-free dish's line.
    fn styles_a_meat_free_dish(&self, text: &str, mention: &Mention, phrase: &str) -> bool {
        let Some(plant) = text
            .get(mention.sentence.0..mention.span.0)
            .and_then(|before| words(before).last())
        else {
            return false;
        };
        let has = |line: &MenuItem, word: &str| {
            [Some(line.name.as_str()), line.description.as_deref()]
                .into_iter()
                .flatten()
                .any(|t| words(t).any(|w| singular(w).eq_ignore_ascii_case(singular(word))))
        };
        self.meat_free_lines()
            .any(|line| has(line, plant) && words(phrase).all(|w| has(line, w)))
    }

    /// Whether a diner's `phrase` with the word right after it names a dish
    /// by a kind of dish ("meatball sub", "pho bo"): one no meat-free dish
    /// of the menu is of, or one whose meat-free dishes are named apart
    /// ("Pho Chay") while a dish not labelled meat-free of the kind holds
    /// the product ("Pho Tai: beef broth").
    fn names_another_kind_of_dish(&self, text: &str, mention: &Mention, phrase: &str) -> bool {
        let next = word_after(text, mention.span.1);
        let Some(kind) = words(phrase)
            .chain(next)
            .find(|word| is_one_of(singular(word), DISH_KINDS))
        else {
            return false;
        };
        let kind = singular(kind);
        // A meat-free dish whose name holds the kind and every word of the
        // phrase ("Vegan Tonkotsu Ramen") may be the one named.
        let of_the_kind = |name: &str| words(name).any(|w| singular(w).eq_ignore_ascii_case(kind));
        let meat_free_of_kind: Vec<&str> = self
            .meat_free_lines()
            .map(|item| item.name.as_str())
            .filter(|name| of_the_kind(name))
            .collect();
        if meat_free_of_kind.is_empty() {
            return true;
        }
        if meat_free_of_kind.iter().any(|name| {
            words(phrase)
                .all(|p| words(name).any(|w| singular(w).eq_ignore_ascii_case(singular(p))))
        }) {
            return false;
        }
        self.listed
            .iter()
            .enumerate()
            .take(64)
            .any(|(index, dish)| {
                self.meat_free_dishes & (1 << index) == 0 && of_the_kind(dish.name())
            })
    }

    /// Whether the diner's sentence of `mention` speaks of one dish only:
    /// no diet's word, nothing said of all the food, of a base, a piece of
    /// equipment or a likeness shared with other food, no turn ("but")
    /// to other food, no plant food that may be the meat-free food ("the
    /// beans have lard"; the mention's own words aside).
    fn speaks_of_one_dish(text: &str, mention: &Mention) -> bool {
        const BEYOND_ONE_DISH: &[&str] = &[
            "all",
            "every",
            "everything",
            "each",
            "any",
            "anything",
            "whole",
            "both",
            "same",
            "too",
            "also",
            "other",
            "share",
            "shared",
            "sharing",
            "fryer",
            "pot",
            "pan",
            "grill",
            "griddle",
            "plancha",
            "wok",
            "oil",
            "fat",
            "lard",
            "dripping",
            "broth",
            "stock",
            "base",
            "sauce",
            "like",
            "taste",
            "tasted",
            "tasting",
            "remind",
            "reminded",
            "instead",
            "except",
            "but",
            "though",
            "although",
            "side",
            "it",
            "them",
            "there",
            "contaminated",
            "touch",
            "touched",
            "together",
        ];
        const DIET_STARTS: &[&str] = &[
            "vegan",
            "vegetarian",
            "veggie",
            "plant",
            "pescatarian",
            "meatless",
        ];
        let (start, end) = mention.sentence;
        !word_spans(text, start, end).any(|(at, word)| {
            let lower = word.to_ascii_lowercase();
            DIET_STARTS.iter().any(|diet| lower.starts_with(diet))
                || is_one_of(word, &["veg", "chay", "free", "vg"])
                || ((at < mention.span.0 || at >= mention.span.1)
                    && (is_one_of(word, BEYOND_ONE_DISH)
                        || crate::lexicon::is_a_plant_head(&lower)))
        })
    }

    /// The menu lines labelled meat-free, by position.
    fn meat_free_line_indexes(&self) -> Vec<usize> {
        self.dish_lines
            .iter()
            .filter(|(_, index)| {
                self.out
                    .evidence
                    .get(*index)
                    .is_some_and(|item| item.signals.any(MEAT_FREE_LABELS))
            })
            .map(|(line, _)| *line)
            .collect()
    }

    /// "Beef shapaley are crispy and juicy" beside "Veg Shapaley (VG)",
    /// "tamal de puerco" beside "Tamal de Frijol (VG)": a diner's meat or
    /// fish word right before the head word of a meat-free dish (or after
    /// it and "de"), in no meat-free dish's line, names the meat variant
    /// of that kind: another dish than the one labelled. Where the
    /// sentence says more of the food (a diet's word, a shared base, a
    /// likeness) or names a meat-free dish by another of its words, it
    /// stays with the food. The head word's position, where it is one.
    fn names_a_meat_variant(&self, text: &str, mention: &Mention) -> Option<usize> {
        const MEAT_OR_FISH: SignalSet = SignalSet::of(&[S::Meat, S::Pork, S::Fish, S::Shellfish]);
        if mention.signals.is_empty()
            || mention.signals.intersection(MEAT_OR_FISH) != mention.signals
            || self.meat_free_heads.is_empty()
        {
            return None;
        }
        let (start, end) = mention.sentence;
        let spans: Vec<(usize, &str)> = word_spans(text, start, end).collect();
        let first = spans.iter().position(|(at, _)| *at >= mention.span.0)?;
        let after = spans.iter().position(|(at, _)| *at >= mention.span.1);
        let only_spaces = |from: usize, to: usize| {
            text.get(from..to)
                .is_some_and(|gap| !gap.is_empty() && gap.bytes().all(|b| b == b' ' || b == b'-'))
        };
        // "<animal> <head>" or "<head> de <animal>".
        let head = match after.and_then(|i| spans.get(i)) {
            Some((at, word))
                if only_spaces(mention.span.1, *at) && self.names_a_meat_free_head(word) =>
            {
                Some(*at)
            }
            _ => None,
        }
        .or_else(|| {
            let (de_at, de) = spans.get(first.checked_sub(1)?)?;
            let (head_at, head) = spans.get(first.checked_sub(2)?)?;
            (is_one_of(de, &["de", "del", "di", "du"])
                && only_spaces(head_at + head.len(), *de_at)
                && self.names_a_meat_free_head(head))
            .then_some(*head_at)
        })?;
        if !Self::speaks_of_one_dish(text, mention) {
            return None;
        }
        let holds = |line: &str, word: &str| {
            words(line).any(|w| singular(w).eq_ignore_ascii_case(singular(word)))
        };
        let phrase = text.get(mention.span.0..mention.span.1).unwrap_or("");
        for line in self.meat_free_line_indexes() {
            let Some(item) = self.menu.get(line) else {
                continue;
            };
            let texts = [Some(item.name.as_str()), item.description.as_deref()];
            // The product in a meat-free dish's line is that dish's.
            if words(phrase).any(|p| texts.iter().flatten().any(|t| holds(t, p))) {
                return None;
            }
            // Another word of a meat-free dish's name names that dish.
            if spans.iter().any(|(at, word)| {
                *at != head
                    && (*at < mention.span.0 || *at >= mention.span.1)
                    && word.len() >= 4
                    && holds(&item.name, word)
            }) {
                return None;
            }
        }
        Some(head)
    }

    /// "Best pozole in Santa Ana, the pork falls apart" beside "Pozole
    /// Rojo: puerco, maíz ...": a diner's sentence that names a listed dish
    /// not labelled meat-free, by its whole name or by a word of its name
    /// that only such dishes showing the product have, and whose own line
    /// shows every product of the mention, places the mention there. The
    /// sentence must speak of that dish only: no word of a meat-free
    /// dish's line (but within the dish's whole name, "Sunday roast"
    /// beside "Vegan Roast (VG)"), no word only dishes without the product
    /// have, nothing of a diet, of all the food or of shared equipment.
    fn said_of_a_dish_that_shows_it(&self, text: &str, mention: &Mention) -> bool {
        if mention.signals.is_empty() || !Self::speaks_of_one_dish(text, mention) {
            return false;
        }
        let (start, end) = mention.sentence;
        let spans: Vec<(usize, &str)> = word_spans(text, start, end).collect();
        let outside = |at: usize| at < mention.span.0 || at >= mention.span.1;
        let meat_free = self.meat_free_line_indexes();
        // Menu lines that are listed dishes not labelled meat-free whose
        // line shows every product of the mention.
        let shows = |line: usize| {
            self.listed
                .iter()
                .enumerate()
                .take(64)
                .any(|(index, dish)| {
                    dish.line == line
                        && self.meat_free_dishes & (1 << index) == 0
                        && !meat_free.contains(&line)
                        && dish.animal.intersection(mention.signals) == mention.signals
                })
        };
        let holds =
            |line: &str, word: &str| words(line).any(|w| singular(w).eq_ignore_ascii_case(word));
        // Whole names written out, of dishes that show the product.
        let mut whole: Vec<(usize, usize)> = Vec::new();
        for (line, item) in self.menu.iter().enumerate() {
            if !shows(line) {
                continue;
            }
            for name in names_of(&item.name) {
                let name: Vec<&str> = pieces(name, &ALPHANUMERIC)
                    .filter(|word| word.bytes().any(|b| b.is_ascii_alphanumeric()))
                    .collect();
                if name.is_empty() {
                    continue;
                }
                for window in spans.windows(name.len()) {
                    if window
                        .iter()
                        .zip(&name)
                        .all(|((_, read), word)| read.eq_ignore_ascii_case(singular(word)))
                    {
                        let (first, last) = (window[0], window[name.len() - 1]);
                        whole.push((first.0, last.0 + last.1.len()));
                    }
                }
            }
        }
        let in_whole = |at: usize| whole.iter().any(|(from, to)| (*from..*to).contains(&at));
        // A cut of meat the sentence is about, where the kitchen's listed
        // dishes show its animal: served as itself.
        let mut named = !whole.is_empty()
            || (a_cut_as_its_subject(text, mention, &spans) && (0..self.menu.len()).any(&shows));
        // "In Santa Ana": two capitalised words, not the sentence's first,
        // that no dish's name holds, name a place or a person.
        let capital = |i: usize| {
            i > 0
                && spans.get(i).is_some_and(|(_, word)| {
                    word.starts_with(|c: char| c.is_uppercase())
                        && !self.menu.iter().any(|item| holds(&item.name, word))
                })
        };
        for (i, (at, word)) in spans.iter().enumerate() {
            if !outside(*at)
                || word.chars().count() < 4
                || is_one_of(word, GENERIC)
                || (capital(i) && (capital(i - 1) || capital(i + 1)))
            {
                continue;
            }
            let (mut holders, mut showing, mut by_name, mut by_name_showing) = (0, 0, 0, 0);
            for (line, item) in self.menu.iter().enumerate() {
                let in_name = holds(&item.name, word);
                if !(in_name || item.description.as_deref().is_some_and(|d| holds(d, word))) {
                    continue;
                }
                if meat_free.contains(&line) {
                    if in_whole(*at) {
                        continue;
                    }
                    return false;
                }
                let shown = shows(line);
                holders += 1;
                showing += usize::from(shown);
                if in_name {
                    by_name += 1;
                    by_name_showing += usize::from(shown);
                }
            }
            // A word only dishes without the product have names another.
            if holders > 0 && showing == 0 && !in_whole(*at) {
                return false;
            }
            named |= by_name > 0 && by_name_showing == by_name;
        }
        named
    }

    /// "Best lahmajoun in town, the meat one" beside "Lahmajoun: minced
    /// lamb and beef" and "Lenten Lahmajoun (VG)": a diner's product right
    /// before "one" picks, of the dishes of a kind, the one with it; where
    /// the sentence names a listed dish whole whose own line shows it, and
    /// speaks of that dish only, the product is that dish's.
    fn picks_the_variant_that_shows_it(&self, text: &str, mention: &Mention) -> bool {
        word_after(text, mention.span.1)
            .is_some_and(|word| is_one_of(word, &["one", "ones", "version"]))
            && self.said_of_a_dish_that_shows_it(text, mention)
    }

    /// "Bulgogi kimbap for lunch every week", "Goose with plum sauce, get
    /// there before one", "Bacon and cabbage with parsley sauce": a diner's
    /// sentence that names a listed dish not labelled meat-free, by two or
    /// more words of its name in their order ("and" for its "&") or by a
    /// product word of its name no meat-free dish's line holds, or by a
    /// product word of its line no meat-free line holds right before a
    /// word of its name ("lamb palov"), speaks of that dish, whose own line
    /// shows every product the sentence names.
    /// Its words the dish's line shares with a meat-free one ("sauce",
    /// "kimbap") are that dish's; any other word of the menu, a diet's
    /// word, food in general ("in everything"), a likeness, sharing, a
    /// pronoun, equipment or a base the dish's line does not hold, a
    /// question, or such words in the sentences either side, tie the product
    /// further, as they did before.
    fn names_a_dish_that_shows_it(&self, text: &str, mention: &Mention) -> bool {
        // Words of no food, which many lines of a menu hold.
        const LINKS: &[&str] = &[
            "a", "an", "the", "and", "or", "with", "in", "on", "of", "for", "to", "at", "is",
            "was", "are", "were", "my", "our", "de", "di", "du", "con", "med", "með", "og", "och",
            "mit", "und", "avec", "et", "sy", "y", "e",
        ];
        const DIET_STARTS: &[&str] = &[
            "vegan", "vegetar", "veggie", "plant", "pescatar", "meatless", "végé", "vége",
        ];
        const DIET_WORDS: &[&str] = &["veg", "vg", "v", "chay", "free"];
        const BEYOND_ONE_DISH: &[&str] = &[
            "same",
            "too",
            "also",
            "other",
            "another",
            "share",
            "shared",
            "sharing",
            "shares",
            "instead",
            "except",
            "together",
            "contaminated",
            "touch",
            "touched",
            "touches",
            "taste",
            "tasted",
            "tastes",
            "tasting",
            "but",
            "though",
            "although",
            "it",
            "them",
            // "The same" abroad.
            "samme",
            "mismo",
            "misma",
            "même",
            "gleiche",
            "gleichen",
            "stesso",
            "stessa",
            "mesmo",
            "mesma",
            "zelfde",
        ];
        const ALL_THE_FOOD: &[&str] = &[
            "all",
            "every",
            "everything",
            "each",
            "any",
            "anything",
            "whole",
            "entire",
            "both",
            "none",
            "nothing",
        ];
        // "Every week": when, not which food.
        const TIMES: &[&str] = &[
            "day",
            "week",
            "weekend",
            "month",
            "year",
            "time",
            "visit",
            "morning",
            "night",
            "evening",
            "lunch",
            "monday",
            "tuesday",
            "wednesday",
            "thursday",
            "friday",
            "saturday",
            "sunday",
        ];
        // "Cures everything", "beats everything": the dish outdoes all else.
        const OUTDOING: &[&str] = &["beat", "beats", "cure", "cures", "trump", "trumps", "fixes"];
        const EQUIPMENT_AND_BASES: &[&str] = &[
            "fryer", "pot", "pan", "grill", "griddle", "plancha", "wok", "oven", "tray", "board",
            "kitchen", "oil", "fat", "lard", "dripping", "broth", "stock", "base", "sauce",
            "gravy", "marinade",
        ];
        if mention.signals.is_empty() {
            return false;
        }
        let lettered = |word: &&str| word.chars().any(char::is_alphabetic);
        // "The hot dog with everything", "a burger with everything on it":
        // "with everything" right after a dish form is how that dish is
        // topped, all its trimmings, not all the food. (A product word's
        // "bacon with everything" still spreads it.)
        let word_at = |from: usize| {
            let rest = text.get(from..)?;
            let offset = rest.find(|c: char| c.is_alphanumeric())?;
            let word = words(&rest[offset..]).next()?;
            Some((from + offset, word))
        };
        let topping_everything = mention
            .form
            .then(|| word_at(mention.span.1))
            .flatten()
            .filter(|(_, word)| word.eq_ignore_ascii_case("with"))
            .and_then(|(at, word)| word_at(at + word.len()))
            .filter(|(_, word)| word.eq_ignore_ascii_case("everything"))
            .map(|(at, _)| at);
        let tops_the_dish =
            |spans: &[(usize, &str)], i: usize| Some(spans[i].0) == topping_everything;
        let says_more = |spans: &[(usize, &str)], menu_word: &dyn Fn(&str) -> bool| {
            spans.iter().enumerate().any(|(i, (_, word))| {
                DIET_STARTS.iter().any(|diet| {
                    word.get(..diet.len())
                        .is_some_and(|head| head.eq_ignore_ascii_case(diet))
                }) || is_one_of(word, DIET_WORDS)
                    || is_one_of(word, BEYOND_ONE_DISH)
                    || (is_one_of(word, ALL_THE_FOOD)
                        && !tops_the_dish(spans, i)
                        && !(word.eq_ignore_ascii_case("every")
                            && spans
                                .get(i + 1)
                                .is_some_and(|(_, next)| is_one_of(next, TIMES)))
                        && !(word.eq_ignore_ascii_case("everything")
                            && i > 0
                            && is_one_of(spans[i - 1].1, OUTDOING)))
                    || menu_word(word)
            })
        };
        let (start, end) = mention.sentence;
        if text
            .get(start..end)
            .is_none_or(|sentence| sentence.contains('?'))
        {
            return false;
        }
        let spans: Vec<(usize, &str)> = word_spans(text, start, end)
            .filter(|(_, word)| lettered(word))
            .collect();
        // Most sentences a tie was read in say more than one dish by a
        // word of their own, which no menu is asked for.
        if says_more(&spans, &|_| false) {
            return false;
        }
        // The sentence's products, each as a span, and the listed dishes
        // not labelled meat-free whose words hold one of them and whose
        // lines show them all: the only dishes it may name.
        let products: Vec<&Mention> = self
            .scratch
            .mentions
            .iter()
            .filter(|m| m.sentence == mention.sentence && !m.signals.is_empty())
            .collect();
        let candidates = products.iter().fold(0, |mask, m| {
            let phrase = text.get(m.span.0..m.span.1).unwrap_or("");
            let definite = phrase
                .strip_suffix("ene")
                .filter(|stem| stem.len() >= 4)
                .map_or(0, |stem| self.dishes_holding(&format!("{stem}er")));
            mask | self.dishes_holding(phrase) | definite
        }) & !self.meat_free_dishes;
        if candidates == 0 {
            return false;
        }
        let holds =
            |line: &str, word: &str| words(line).any(|w| singular(w).eq_ignore_ascii_case(word));
        // A Norwegian or Danish definite plural ("-ene") is held where its
        // indefinite plural ("-er") is.
        let line_holds = |name: &str, description: Option<&str>, word: &str| {
            let definite = word
                .strip_suffix("ene")
                .filter(|stem| stem.len() >= 4)
                .map(|stem| format!("{stem}er"));
            [Some(word), definite.as_deref()]
                .into_iter()
                .flatten()
                .any(|word| holds(name, word) || description.is_some_and(|d| holds(d, word)))
        };
        let meat_free = self.meat_free_line_indexes();
        let meat_free_holds = |word: &str| {
            meat_free.iter().any(|line| {
                self.menu
                    .get(*line)
                    .is_some_and(|item| line_holds(&item.name, item.description.as_deref(), word))
            })
        };
        // What the sentence after it says is said of this food too ("It's
        // in the vegan bowl too", "Every order.").
        let after = text.get(end..).unwrap_or("");
        let next_start =
            end + (after.len() - after.trim_start_matches(['.', '!', '?', '\n', ' ']).len());
        let after = text.get(next_start..).unwrap_or("");
        let next_end = after.find(['.', '!', '?', '\n']).unwrap_or(after.len());
        let next: Vec<(usize, &str)> = word_spans(text, next_start, next_start + next_end)
            .filter(|(_, word)| lettered(word))
            .collect();
        // And the sentence before it ("asked to see the packaging for the
        // vegan sausages. ingredients list ends with 'casing (pork)'").
        let before = text.get(..start).unwrap_or("").trim_end();
        let before = before.strip_suffix(['.', '!', '?']).unwrap_or(before);
        let previous_start = before.rfind(['.', '!', '?', '\n']).map_or(0, |at| at + 1);
        let previous: Vec<(usize, &str)> = word_spans(text, previous_start, before.len())
            .filter(|(_, word)| lettered(word))
            .collect();
        // ("Eina með öllu!": a word of no food, "with", is no meat-free
        // dish's however many lines hold it.)
        let meat_free_food_word = |word: &str| !is_one_of(word, LINKS) && meat_free_holds(word);
        if says_more(&next, &meat_free_food_word) || says_more(&previous, &meat_free_food_word) {
            return false;
        }
        let in_a_product = |at: usize| products.iter().any(|m| (m.span.0..m.span.1).contains(&at));
        // The sentence's words, but "and", as a name's words are matched.
        let run_words: Vec<&str> = spans
            .iter()
            .map(|(_, word)| *word)
            .filter(|word| !word.eq_ignore_ascii_case("and"))
            .collect();
        for (index, dish) in self.listed.iter().enumerate().take(64) {
            if candidates & (1 << index) == 0
                || meat_free.contains(&dish.line)
                || products
                    .iter()
                    .any(|m| dish.animal.intersection(m.signals) != m.signals)
            {
                continue;
            }
            // Two or more words of its name, in their order, that no
            // meat-free line holds all of.
            let by_its_words = names_of(dish.name()).into_iter().any(|name| {
                let name: Vec<&str> = pieces(name, &ALPHANUMERIC)
                    .filter(|word| word.bytes().any(|b| b.is_ascii_alphanumeric()))
                    .map(singular)
                    .filter(|word| !word.eq_ignore_ascii_case("and"))
                    .collect();
                (0..run_words.len()).any(|from| {
                    (0..name.len()).any(|at| {
                        let run: Vec<&str> = run_words[from..]
                            .iter()
                            .zip(&name[at..])
                            .take_while(|(read, word)| read.eq_ignore_ascii_case(word))
                            .map(|(read, _)| *read)
                            .collect();
                        run.iter().filter(|word| !is_one_of(word, LINKS)).count() >= 2
                            && !meat_free.iter().any(|line| {
                                self.menu.get(*line).is_some_and(|item| {
                                    run.iter().all(|word| {
                                        line_holds(&item.name, item.description.as_deref(), word)
                                    })
                                })
                            })
                    })
                })
            });
            // A product word of its name ("goose" of "Roast Goose",
            // "kjøttkakene" of "Kjøttkaker"), in no meat-free line.
            let opening = spans
                .iter()
                .find(|(_, word)| !is_one_of(word, &["the", "a", "an", "my", "our", "their"]))
                .map(|(at, _)| *at);
            let by_its_product = || {
                products
                    .iter()
                    .filter(|m| Some(m.span.0) == opening)
                    .any(|m| {
                        let phrase = text.get(m.span.0..m.span.1).unwrap_or("");
                        words(phrase).next().is_some()
                            && words(phrase).all(|word| {
                                let word = singular(word);
                                line_holds(dish.name(), None, word) && !meat_free_holds(word)
                            })
                    })
            };
            // "Lamb palov" of "Oshi Palov: rice, lamb, ..." beside
            // "Vegetable Palov (VG)": a product word its line holds and no
            // meat-free line does, right before a word of its name, names
            // its animal variant of that kind.
            let by_its_variant = || {
                spans.windows(2).any(|pair| {
                    let ((at, product), (_, kind)) = (pair[0], pair[1]);
                    in_a_product(at)
                        && !is_one_of(kind, LINKS)
                        && line_holds(dish.name(), dish.description(), product)
                        && !meat_free_holds(product)
                        && line_holds(dish.name(), None, kind)
                })
            };
            if !(by_its_words || by_its_product() || by_its_variant()) {
                continue;
            }
            // Every other word of the menu the sentence holds is a word of
            // the dish's own line; equipment and bases it does not hold
            // ("the meat needs no sauce" denies one) tie it further.
            let own = |word: &str| line_holds(dish.name(), dish.description(), word);
            // "Meat falling off the bone" beside "bone-in chicken": a word
            // held only by the lines of other listed dishes that show the
            // sentence's products leaves them with meat dishes either way.
            let only_where_shown = |word: &str| {
                self.menu
                    .iter()
                    .enumerate()
                    .filter(|(_, item)| line_holds(&item.name, item.description.as_deref(), word))
                    .all(|(line, _)| {
                        !meat_free.contains(&line)
                            && self.listed.iter().any(|other| {
                                other.line == line
                                    && products
                                        .iter()
                                        .all(|m| other.animal.intersection(m.signals) == m.signals)
                            })
                    })
            };
            let menu_word =
                |word: &str| {
                    word.chars().count() >= 3
                        && !is_one_of(word, ALL_THE_FOOD)
                        && !is_one_of(word, TIMES)
                        && !is_one_of(word, OUTDOING)
                        && !is_one_of(word, &["not", "without"])
                        && !own(word)
                        && (is_one_of(word, EQUIPMENT_AND_BASES)
                            || (self.menu.iter().any(|item| {
                                line_holds(&item.name, item.description.as_deref(), word)
                            }) && !only_where_shown(word)))
                };
            let outside: Vec<(usize, &str)> = spans
                .iter()
                .enumerate()
                .filter(|(i, (at, word))| {
                    let denied = is_one_of(word, EQUIPMENT_AND_BASES)
                        && *i > 0
                        && is_one_of(spans[*i - 1].1, &["no", "without"]);
                    !(in_a_product(*at) || is_one_of(word, LINKS) || denied)
                })
                .map(|(_, span)| *span)
                .collect();
            if !says_more(&outside, &menu_word) {
                return true;
            }
        }
        false
    }

    /// Whether the diner's words from the mention at `span` to `word` at
    /// `at`, with no break between them, are words of a listed dish not
    /// labelled meat-free and of no meat-free one ("Beef noodle soup" of
    /// "Lanzhou Beef Noodle Soup", beside "Soup Noodles (VG)"): the word is
    /// part of that other dish's name, not the head of a meat-free dish.
    fn runs_into_another_dish(
        &self,
        text: &str,
        span: (usize, usize),
        at: usize,
        word: &str,
    ) -> bool {
        const RUN_WORDS_MAX: usize = 4;
        // (The word is read in the singular: the run may end where the
        // word as written does, "lamb noodles" of "wide belt noodles".)
        let ends: &[usize] = if at >= span.1 {
            &[at + word.len(), word_end(text, at)]
        } else {
            &[span.1]
        };
        let from = if at >= span.1 { span.0 } else { at };
        ends.iter().any(|&to| {
            let Some(run) = text.get(from..to) else {
                return false;
            };
            if run
                .bytes()
                .any(|b| !(b.is_ascii_alphanumeric() || b == b' ' || b == b'-' || b >= 0x80))
                || words(run).count() > RUN_WORDS_MAX
            {
                return false;
            }
            let holding = self.dishes_holding(run);
            holding & !self.meat_free_dishes != 0 && holding & self.meat_free_dishes == 0
        })
    }

    /// "Hamburg curry, the patty was so juicy with the fried egg on top": a
    /// diner's tie ("on top", "on it") binds the product to the food the
    /// sentence names. Where that is a listed dish not labelled meat-free,
    /// named whole, whose own line shows the product, the product is that
    /// dish's; a sentence with a diet's word or one that speaks of all the
    /// food ("on everything") binds it further. (A meat-free dish the
    /// sentence names still ties it, as read after.)
    fn tied_to_a_dish_named_whole(&self, text: &str, mention: &Mention, holding: u64) -> bool {
        const BEYOND_THE_DISH: &[&str] = &[
            "all",
            "every",
            "everything",
            "each",
            "any",
            "anything",
            "whole",
            "both",
            "same",
            "too",
            "also",
        ];
        let others = holding & !self.meat_free_dishes;
        if others == 0 {
            return false;
        }
        let (start, end) = mention.sentence;
        let sentence: Vec<(usize, &str)> = word_spans(text, start, end).collect();
        const DIET_WORDS: &[&str] = &["vegan", "vegetarian", "veggie", "pescatarian"];
        let opens_with = |word: &str, start: &str| {
            word.get(..start.len())
                .is_some_and(|head| head.eq_ignore_ascii_case(start))
        };
        if sentence.iter().any(|(_, w)| {
            is_one_of(w, BEYOND_THE_DISH)
                || is_one_of(w, &["plant", "chay", "free", "meatless"])
                || DIET_WORDS.iter().any(|diet| opens_with(w, diet))
        }) {
            return false;
        }
        let written_whole = |name: &str| {
            // A name's words in another script are its translation, which
            // a diner writing in Latin letters leaves out.
            let name: Vec<&str> = pieces(name, &ALPHANUMERIC)
                .filter(|word| word.bytes().any(|b| b.is_ascii_alphanumeric()))
                .collect();
            name.len() >= 2
                && sentence.windows(name.len()).any(|window| {
                    window
                        .iter()
                        .zip(&name)
                        .all(|((_, read), word)| read.eq_ignore_ascii_case(singular(word)))
                })
        };
        // Or the name in its own script, of three letters or more, the
        // diner wrote whole ("紅燒牛肉麵 broth is deep" of "紅燒牛肉麵 Braised
        // Beef Noodle Soup").
        let written_in_its_script = |name: &str| {
            let native: Vec<&str> = pieces(name, &ALPHANUMERIC)
                .filter(|word| !word.bytes().any(|b| b.is_ascii_alphanumeric()))
                .collect();
            native
                .iter()
                .map(|word| word.chars().count())
                .sum::<usize>()
                >= 3
                && sentence.windows(native.len()).any(|window| {
                    window
                        .iter()
                        .zip(&native)
                        .all(|((_, read), word)| read == word)
                })
        };
        bits(others).any(|index| {
            self.listed.get(index).is_some_and(|dish| {
                names_of(dish.name())
                    .into_iter()
                    .any(|name| written_whole(name) || written_in_its_script(name))
            })
        })
    }

    /// Whether the diner's `word` at `at` ends the whole name, written out
    /// just before it, of a listed dish not labelled meat-free, whose words
    /// no meat-free dish holds ("Hamburg curry" of "Hamburg Curry", beside
    /// "Tofu Katsu Curry (VG)"): the word names that other dish, not the
    /// meat-free one its head word would tie.
    fn ends_another_dishs_name(
        &self,
        text: &str,
        sentence: (usize, usize),
        at: usize,
        word: &str,
    ) -> bool {
        const NAME_WORDS_MAX: usize = 4;
        let end = at + word.len();
        let bytes = text.as_bytes();
        let floor = sentence.0.min(at);
        let mut from = at;
        // Word by word back from it, read byte by byte.
        for _ in 1..NAME_WORDS_MAX {
            // The name runs unbroken: only spaces and hyphens between.
            let mut start = from;
            while start > floor && matches!(bytes.get(start - 1), Some(b' ' | b'-')) {
                start -= 1;
            }
            let word_end = start;
            while start > floor
                && bytes
                    .get(start - 1)
                    .is_some_and(|b| crate::lexicon::is_word_byte(*b))
            {
                start -= 1;
            }
            if word_end == from || start == word_end {
                return false;
            }
            from = start;
            let Some(run) = text.get(from..end) else {
                return false;
            };
            let holding = self.dishes_holding(run);
            // More words are held by fewer dishes: with none but meat-free
            // ones left, no longer run is another dish's.
            if holding & !self.meat_free_dishes == 0 {
                return false;
            }
            if holding & self.meat_free_dishes == 0
                && self.names_a_whole_dish_within(
                    text,
                    (sentence.0.min(from), sentence.1.max(end)),
                    (from, end),
                    holding,
                    2,
                )
            {
                return true;
            }
        }
        false
    }

    /// Whether the mention lies in a short entry of a list that opens with
    /// the name of a listed dish not labelled meat-free, whose words no
    /// meat-free dish's line holds (see [`entry_head`]).
    fn heads_an_entry_of_another_dish(&self, text: &str, mention: &Mention) -> bool {
        entry_head(text, mention).is_some_and(|head| {
            let holding = self.dishes_holding(head);
            holding & !self.meat_free_dishes != 0 && holding & self.meat_free_dishes == 0
        })
    }

    /// Whether the mention is meat (or gelatin) in an entry headed by the
    /// name of a listed dish that shows seafood and no meat (see
    /// [`entry_head`]).
    fn hides_meat_in_a_seafood_dish(&self, text: &str, mention: &Mention) -> bool {
        if !mention.signals.any(NOT_PESCATARIAN) {
            return false;
        }
        entry_head(text, mention).is_some_and(|head| {
            bits(self.dishes_holding(head)).any(|index| {
                self.listed.get(index).is_some_and(|dish| {
                    dish.animal.any(SignalSet::of(&[S::Fish, S::Shellfish]))
                        && !dish.animal.any(NOT_PESCATARIAN)
                })
            })
        })
    }

    /// Whether the mention names an animal product, not answered no, in
    /// an entry headed by the name of a dish labelled meat-free, by its
    /// words or its head word (see [`entry_head`]).
    fn heads_an_entry_of_a_meat_free_dish(
        &self,
        text: &str,
        mention: &Mention,
        beside: &[&Mention],
    ) -> bool {
        if !mention.signals.any(ANIMAL) || answered_no(mention, text) {
            return false;
        }
        let Some(head) = entry_head(text, mention) else {
            return false;
        };
        // The name of a dish no labelled one is ("Trout Plate" beside a
        // "Calabacitas Plate (VG)"): an animal product of its own, or a
        // listed dish not labelled meat-free that holds its words.
        let from = head.as_ptr() as usize - text.as_ptr() as usize;
        let to = from + head.len();
        if beside
            .iter()
            .any(|other| from <= other.span.0 && other.span.1 <= to && !other.signals.is_empty())
        {
            return false;
        }
        let holding = self.dishes_holding(head);
        holding & !self.meat_free_dishes == 0
            && (holding != 0
                || words(head).any(|word| {
                    self.names_a_meat_free_head(word) || self.names_a_meat_free_head(singular(word))
                }))
    }

    /// Whether a word is the head word of a dish labelled meat-free.
    fn names_a_meat_free_head(&self, word: &str) -> bool {
        self.meat_free_word_shapes.may_hold(word)
            && self
                .meat_free_heads
                .iter()
                .any(|head| head.eq_ignore_ascii_case(word))
    }

    /// The listed dishes (as bits, by position; the first 64) whose name
    /// or description has every word of `phrase`, compared without case.
    /// Whether the mention at `span` of `text` lies in the whole name, of
    /// two words or more, of one of the dishes of `holding` written out
    /// there (its marks and bracketed parts left out): "grilled cheese" of
    /// "Grilled Cheese (VG)", not "cheese" alone nor a second "cheese".
    fn names_a_whole_dish(&self, text: &str, span: (usize, usize), holding: u64) -> bool {
        self.names_a_whole_dish_of(text, span, holding, 2)
    }

    /// As [`Self::names_a_whole_dish`], for names of `shortest` words or
    /// more.
    fn names_a_whole_dish_of(
        &self,
        text: &str,
        span: (usize, usize),
        holding: u64,
        shortest: usize,
    ) -> bool {
        self.names_a_whole_dish_within(text, (0, text.len()), span, holding, shortest)
    }

    /// As [`Self::names_a_whole_dish_of`], for a name written within
    /// `text[within.0..within.1]`.
    fn names_a_whole_dish_within(
        &self,
        text: &str,
        within: (usize, usize),
        span: (usize, usize),
        holding: u64,
        shortest: usize,
    ) -> bool {
        bits(holding).any(|index| {
            self.listed.get(index).is_some_and(|dish| {
                names_of(dish.name()).into_iter().any(|name| {
                    // A name's words in another script are its translation,
                    // which a diner writing in Latin letters leaves out.
                    let name: Vec<&str> = pieces(name, &ALPHANUMERIC)
                        .filter(|word| word.bytes().any(|b| b.is_ascii_alphanumeric()))
                        .collect();
                    if name.len() < shortest {
                        return false;
                    }
                    // Words compared in the singular ("tacos" of "Tacos",
                    // read "taco"), each spanning the word as written.
                    let written: Vec<(usize, usize, &str)> = word_spans(text, within.0, within.1)
                        .map(|(at, word)| (at, word_end(text, at), word))
                        .collect();
                    written.windows(name.len()).any(|window| {
                        window[0].0 <= span.0
                            && span.1 <= window[name.len() - 1].1
                            && window.iter().zip(&name).all(|((_, _, read), word)| {
                                read.eq_ignore_ascii_case(singular(word))
                            })
                    })
                })
            })
        })
    }

    fn dishes_holding(&self, phrase: &str) -> u64 {
        let mut mask = u64::MAX;
        let mut any = false;
        for word in words(phrase) {
            if ["and", "of", "the", "with"]
                .iter()
                .any(|skip| word.eq_ignore_ascii_case(skip))
            {
                continue;
            }
            any = true;
            // "all'Amatriciana" is looked for as "Amatriciana", which the
            // dishes of either spelling have.
            let word = after_elision(word).unwrap_or(word);
            // "Two eggs" of a dish printed with "boiled egg": a plural is
            // held where its singular is.
            let one = singular(word);
            mask &= if one.len() < word.len() {
                self.dish_words.get(word) | self.dish_words.get(one)
            } else {
                self.dish_words.get(word)
            };
        }
        if any { mask } else { 0 }
    }

    /// Indexes the words of the listed dishes, once the menu is read.
    fn index_listed(&mut self) {
        // Room for the words of every menu line, kept between evaluations.
        let mut entries = std::mem::take(&mut self.keyed);
        entries.clear();
        entries.reserve(self.menu_words.len());
        for (index, dish) in self.listed.iter().take(64).enumerate() {
            let bit = 1 << index;
            // A dish read as printed has its words found already.
            match (&dish.repaired, self.line_words.get(dish.line)) {
                (None, Some(line)) => {
                    for words in [Some(line.name), line.description].into_iter().flatten() {
                        entries.extend(self.menu_words.keys(words).map(|key| (key, bit)));
                    }
                }
                _ => {
                    for text in [Some(dish.name()), dish.description()]
                        .into_iter()
                        .flatten()
                    {
                        keyed_words(text, |_, _, key| entries.push((key, bit)));
                    }
                }
            }
            // "Bucatini all'Amatriciana", ordered as "the Amatriciana": the
            // word after an elided article is a word of the dish, beside
            // the whole. (A line read as printed with plain words has no
            // apostrophe to look for.)
            let printed = match (&dish.repaired, self.line_words.get(dish.line)) {
                (None, Some(line)) => [Some(line.name), line.description],
                _ => [None, None],
            };
            for (text, words) in [Some(dish.name()), dish.description()]
                .into_iter()
                .zip(printed)
            {
                // (The last byte of the typographic apostrophe stands for
                // it: a text without either byte has no elision.)
                let Some(text) = text.filter(|text| {
                    !words.is_some_and(|words| words.plain_words)
                        && text.bytes().any(|byte| byte == b'\'' || byte == 0x99)
                }) else {
                    continue;
                };
                keyed_words(text, |start, end, _| {
                    if let Some(rest) = text.get(start..end).and_then(after_elision) {
                        entries.push((word_key(rest), bit));
                    }
                });
            }
        }
        self.dish_words.fill(&entries);
        self.keyed = entries;
        self.dish_heads.reset(self.listed.len().min(64));
        for (index, dish) in self.listed.iter().take(64).enumerate() {
            self.dish_heads
                .insert(singular(head_word(dish.name())), 1 << index);
        }
    }

    /// Fills [`Extractor::meat_dish_words`]: each word of a listed meat
    /// dish's name that [`Extractor::listed_meat_dishes_named`] may match,
    /// once a menu rather than once a sentence read.
    fn index_meat_dish_words(&mut self) {
        let mut entries = std::mem::take(&mut self.keyed);
        entries.clear();
        let mut shapes = WordShapes::default();
        for (index, dish) in self.listed.iter().enumerate().take(64) {
            if dish.animal.is_empty() || self.meat_free_dishes & (1 << index) != 0 {
                continue;
            }
            for name in names_of(dish.name()) {
                for word in pieces(name, &ALPHANUMERIC) {
                    let one = singular(word);
                    if self.may_name_a_listed_meat_dish(one) {
                        entries.push((WordTable::key(one), 1 << index));
                        shapes.add(one);
                    }
                    // "Suyuk" of "수육 Boiled Pork Belly": a Hangul word
                    // of the name is named by its romanised spelling too.
                    if let Some(romanised) = romanised_hangul(word)
                        && self.may_name_a_listed_meat_dish(&romanised)
                    {
                        entries.push((WordTable::key(&romanised), 1 << index));
                        shapes.add(&romanised);
                    }
                }
            }
        }
        self.meat_dish_word_shapes = shapes;
        self.meat_dish_words.reset(entries.len());
        for &(key, bit) in &entries {
            self.meat_dish_words.insert_key(key, bit);
        }
        self.keyed = entries;
        // The openings of those dishes' names' words as
        // `pointers::dish_parts` splits them, for the texts that may
        // hold a dish's part.
        let mut openings = std::mem::take(&mut self.meat_dish_openings);
        openings.clear();
        for name in self.listed_meat_dish_names() {
            for opening in name
                .split(|c: char| !c.is_alphanumeric())
                .filter_map(crate::pointers::dish_parts::word_opening)
            {
                if !openings.contains(&opening) {
                    openings.push(opening);
                }
            }
        }
        self.meat_dish_openings = openings;
    }

    /// The animal products of the last text read that no listed dish
    /// accounts for, and the sentence of the first one. (`pointers` says
    /// once for the text whether it may hold a part pointed back with.)
    fn unplaced_mentions(
        &self,
        text: &str,
        pointers: &PartPointers,
    ) -> (SignalSet, Option<(usize, usize)>) {
        let mut cautions = SignalSet::EMPTY;
        let mut sentence = None;
        let mut last_pointed: Option<(usize, Option<usize>)> = None;
        for mention in &self.scratch.mentions {
            let pointed = last_pointed;
            // "The pastrami fooled me", "the wings taste like real
            // chicken": at a place whose own claim covers the whole menu,
            // the food a diner praises as a likeness is the plant version.
            // Anywhere else the name may be the animal food's.
            if self.whole_place_vegan
                && !mention.signals.is_empty()
                && crate::lexicon::likened_food(text, mention)
            {
                continue;
            }
            // "Is there any sausage in the seafood gumbo?", answered by the
            // restaurant's bare "There is, a little": the answer's yes
            // names the product of the question, tied to the food.
            let affirmed = self.affirmed_elsewhere
                && text
                    .get(mention.sentence.0..mention.sentence.1)
                    .is_some_and(asks_whether_food_holds);
            if mention.signals.is_empty() {
                continue;
            }
            if affirmed || !self.placed(mention, text, true, None) {
                cautions = cautions.union(mention.signals);
                sentence = sentence.or(Some(mention.sentence));
                continue;
            }
            // "Roast goose was great. It is in the vegan greens too.": a
            // word pointing back carries the product into the meat-free
            // food, wherever the sentence naming it placed it; both
            // sentences are quoted. (Asked once for the mentions of one
            // sentence.)
            let pointed = match pointed {
                Some((after, found)) if after == mention.sentence.1 => found,
                _ => self.pointed_back_to(text, mention, pointers),
            };
            last_pointed = Some((mention.sentence.1, pointed));
            let pointed = pointed
                .or_else(|| {
                    self.taken_up_by_a_relative(text, mention)
                        .then_some(mention.sentence.1)
                })
                .or_else(|| self.said_again_of_meat_free_food(text, mention));
            if let Some(end) = pointed {
                cautions = cautions.union(mention.signals);
                sentence = sentence.or(Some((mention.sentence.0, end)));
            }
        }
        // "The vegan mayo is actually regular mayo", "their vegan cheese
        // is just Kraft Singles": a plant-made product the diner says is
        // the animal make, or an animal product's brand, is that product,
        // whichever dish the words would otherwise place it on.
        if let Some((products, said)) = crate::identity::said_to_be_animal(text, &self.scratch) {
            cautions = cautions.union(products);
            sentence = sentence.or(Some(said));
        }
        (cautions, sentence)
    }

    /// What a diner's own food ("my curry", "our order") was seen to share
    /// equipment with: the animal products named in such a sentence.
    fn own_food_touched(&self, text: &str) -> (SignalSet, Option<(usize, usize)>) {
        let mut touched = SignalSet::EMPTY;
        let mut sentence = None;
        for mention in &self.scratch.mentions {
            let (start, end) = mention.sentence;
            let own = text.get(start..end).is_some_and(|s| {
                pieces(s, &ALPHANUMERIC)
                    .any(|w| w.eq_ignore_ascii_case("my") || w.eq_ignore_ascii_case("our"))
            });
            if own && mention.signals.is_empty() {
                touched = touched.union(mention.named);
                sentence = sentence.or(Some(mention.sentence));
            }
        }
        (touched, sentence)
    }

    /// "The vegetarian rice plate comes ladled from the romazava pot": a
    /// diner's sentence that names meat-free food (a diet's word, or the
    /// head word of a dish labelled meat-free) and a vessel a listed dish
    /// not labelled meat-free is cooked in, named by a word of that dish's
    /// name ("the romazava pot", "the burger grill", "the pot of the
    /// romazava"), says the meat-free food shares that dish's equipment:
    /// the animal products the dish's line shows, and the sentence.
    /// No product word need be written: the dish's name carries them.
    fn meat_dishs_vessel_on_meat_free_food(
        &self,
        text: &str,
        holds_a_vessel: bool,
    ) -> (SignalSet, Option<(usize, usize)>) {
        /// Diet words, by how they start ("vegetarian", "vegans",
        /// "plant-based", "pescatarian").
        const DIET_STARTS: &[&str] = &[
            "vegan", "vegetar", "veggie", "plant", "pescatar", "pescetar", "meatless", "végé",
            "vége",
        ];
        /// Words between a vessel and the dish it is named for ("the pot
        /// of the romazava", "the pan for the bacon").
        const OF_THE: &[&str] = &["of", "for", "the", "a", "their", "its"];
        let lower_diet = |word: &str| {
            DIET_STARTS.iter().any(|diet| {
                word.get(..diet.len())
                    .is_some_and(|head| head.eq_ignore_ascii_case(diet))
            }) || is_one_of(word, &["veg", "vg", "chay"])
        };
        // Most reviews name no vessel at all: one pass over the words says
        // so before any sentence is read.
        if self.listed.is_empty() || !holds_a_vessel {
            return (SignalSet::EMPTY, None);
        }
        let meat_free = self.meat_free_dishes;
        for (start, sentence) in sentences_of(text) {
            let end = start + sentence.len();
            // Most sentences name no vessel: looked for first, by the
            // words alone, before any is kept.
            if !names_a_vessel(sentence) {
                continue;
            }
            let spans: Vec<(usize, &str)> = word_spans(text, start, end).collect();
            let vessels: Vec<usize> = (0..spans.len())
                .filter(|&i| is_one_of(spans[i].1, VESSELS))
                .collect();
            if vessels.is_empty() {
                continue;
            }
            // The dishes not labelled meat-free, with animal products on
            // their line, whose name holds the word at `i`.
            let at_of = |i: usize| spans.get(i).map_or(end, |(at, _)| *at);
            let meat_dishes_named = |i: usize| -> SignalSet {
                let Some((_, word)) = spans.get(i) else {
                    return SignalSet::EMPTY;
                };
                if word.chars().count() < 3 || is_one_of(word, VESSELS) || lower_diet(word) {
                    return SignalSet::EMPTY;
                }
                // "Bigos" was read as "bigo": the word as written is looked
                // for too.
                let written = text
                    .get(at_of(i)..)
                    .and_then(|rest| rest.split(|c: char| !c.is_alphanumeric()).next())
                    .unwrap_or(word);
                let holding =
                    (self.dishes_holding(word) | self.dishes_holding(written)) & !meat_free;
                self.listed
                    .iter()
                    .take(64)
                    .enumerate()
                    .filter(|(index, dish)| {
                        holding & (1 << index) != 0
                            && !dish.animal.is_empty()
                            && words(dish.name()).any(|name_word| {
                                singular(name_word).eq_ignore_ascii_case(word)
                                    || name_word.eq_ignore_ascii_case(written)
                            })
                    })
                    .fold(SignalSet::EMPTY, |found, (_, dish)| {
                        found.union(dish.animal)
                    })
            };
            let mut named = SignalSet::EMPTY;
            let mut dish_words = Vec::new();
            for &vessel in &vessels {
                // "The romazava pot", "the romazava's pot".
                let mut before = vessel.checked_sub(1);
                if before.is_some_and(|i| spans[i].1.eq_ignore_ascii_case("s")) {
                    before = before.and_then(|i| i.checked_sub(1));
                }
                // "The pot of the romazava".
                let mut after = vessel + 1;
                while spans
                    .get(after)
                    .is_some_and(|(_, word)| is_one_of(word, OF_THE))
                {
                    after += 1;
                }
                let after = (after > vessel + 1).then_some(after);
                // "Chicken pot pie": the vessel a word of a dish's name
                // right after the word before it names that dish, not its
                // vessel. (Asked only of a word before that names a meat
                // dish: most name none.)
                let names_the_dish_with_the_vessel = |i: usize| {
                    let pair = (spans[i].1, spans[vessel].1);
                    self.listed.iter().take(64).any(|dish| {
                        let mut previous: Option<&str> = None;
                        words(dish.name()).map(singular).any(|word| {
                            let two = previous.is_some_and(|first| {
                                first.eq_ignore_ascii_case(pair.0)
                                    && word.eq_ignore_ascii_case(pair.1)
                            });
                            previous = Some(word);
                            two
                        })
                    })
                };
                for (at, is_before) in [(before, true), (after, false)] {
                    let Some(at) = at else {
                        continue;
                    };
                    let animal = meat_dishes_named(at);
                    if animal.is_empty() || (is_before && names_the_dish_with_the_vessel(at)) {
                        continue;
                    }
                    named = named.union(animal);
                    dish_words.push(at);
                }
            }
            if named.is_empty() {
                continue;
            }
            // The meat-free food the sentence names elsewhere.
            let names_meat_free_food = spans.iter().enumerate().any(|(i, (_, word))| {
                !dish_words.contains(&i)
                    && (lower_diet(word)
                        || self
                            .meat_free_heads
                            .iter()
                            .any(|head| head.eq_ignore_ascii_case(word)))
            });
            if names_meat_free_food {
                return (named, Some((start, end)));
            }
        }
        (SignalSet::EMPTY, None)
    }

    /// What a diner's words of the pescatarian diet say of the food, as
    /// the vegetarian words do: the land meat named in a sentence that
    /// holds one ("Warning for pescatarians: the fish soup has pork", "as
    /// a pescatarian I found bacon in the chowder") is a caution of the
    /// food a pescatarian eats, unless it is someone else's; and the diet
    /// denied ("not pescatarian-friendly", "nothing pescetarian here")
    /// says the food holds meat, a diner's meat complaint. Returns the
    /// diner's signals, the cautions and the sentence of the first.
    fn pescatarian_words_read(&self, text: &str) -> (SignalSet, SignalSet, Option<(usize, usize)>) {
        /// Words that deny the diet word right after them.
        const DENIALS: &[&str] = &[
            "not", "no", "nothing", "zero", "never", "hardly", "barely", "isn't", "wasn't",
            "aren't", "ain't", "isnt", "wasnt", "arent", "nada",
        ];
        /// What land meat is, the products a pescatarian does not eat.
        const LAND_MEAT: SignalSet = SignalSet::of(&[S::Meat, S::Pork]);
        let mut signals = SignalSet::EMPTY;
        let mut cautions = SignalSet::EMPTY;
        let mut first = None;
        // Most reviews hold no word of the diet: one look at the bytes,
        // eight at a time for a "p".
        let bytes = text.as_bytes();
        if !crate::swar::letter_where(bytes, b'p', |at| {
            bytes
                .get(at..at + 4)
                .is_some_and(|four| four.eq_ignore_ascii_case(b"pesc"))
        }) {
            return (signals, cautions, first);
        }
        for (start, sentence) in sentences_of(text) {
            let end = start + sentence.len();
            let mut previous: Option<String> = None;
            let mut holds_the_diet = false;
            let mut denied = false;
            let mut previous_end = 0;
            for word in pieces(sentence, &WITH_APOSTROPHE) {
                // A denial stands right before the diet word, with only a
                // space between ("no 🥓 ✅ pescatarian approved" denies
                // the bacon, not the diet).
                let at = word.as_ptr() as usize - sentence.as_ptr() as usize;
                if sentence
                    .get(previous_end..at)
                    .is_none_or(|gap| !gap.chars().all(char::is_whitespace))
                {
                    previous = None;
                }
                previous_end = at + word.len();
                // "Pesco-vegetarian" is one word of the diet.
                let word = word
                    .to_lowercase()
                    .replace("pesco-veg", "pescoveg")
                    .replace("pesci-veg", "pesciveg");
                for part in word.split('-') {
                    let lower = part;
                    let is_diet = is_pescatarian_word(lower);
                    if is_diet {
                        // "Non-pescatarians": other diners, not the food.
                        let people = lower.ends_with('s');
                        let by_non = previous.as_deref() == Some("non");
                        let by_denial = previous.as_deref().is_some_and(|p| is_one_of(p, DENIALS));
                        if by_non && people {
                            continue;
                        }
                        holds_the_diet = true;
                        denied |= by_non || by_denial;
                    }
                    previous = Some(part.to_string());
                }
            }
            if !holds_the_diet {
                continue;
            }
            if denied {
                signals = signals.union(SignalSet::of(&[S::NoVegetarian]));
                first = first.or(Some((start, end)));
            }
            let meat = self
                .scratch
                .mentions
                .iter()
                .filter(|m| m.span.0 >= start && m.span.1 <= end && !m.others)
                .fold(SignalSet::EMPTY, |all, m| all.union(m.signals))
                .intersection(LAND_MEAT);
            if !meat.is_empty() {
                cautions = cautions.union(meat);
                first = first.or(Some((start, end)));
            }
        }
        (signals, cautions, first)
    }

    /// "We fry our garlic rice in the adobo fat.", "Our adobo simmers all
    /// day. Its sauce goes over the garlic rice.", "The veggie pancit is
    /// cooked in the adobo pot.": a part or the vessel of a listed meat
    /// dish, named by the dish's name alone, that a declaration puts into
    /// the meat-free dishes carries that dish's products there, as a
    /// diner's review is read. Declarations were read before the menu
    /// named its dishes: they are read for this now, each only where a
    /// word of it may be a part or a vessel.
    fn declared_parts_of_meat_dishes(&mut self, record: &IngestRecord) {
        if self.listed_animal.is_empty() {
            return;
        }
        for declaration in &record.declarations {
            let folded = crate::encoding::fold(&declaration.text);
            let text = folded.as_ref();
            let WordsFound { vessel, part, .. } = words_found(text, true, false);
            if !vessel && !part {
                continue;
            }
            let (mut cautions, mut sentence) =
                self.listed_meat_dishs_part_on_meat_free_food(text, part);
            // (A vessel is named for its dish by a word of the dish's
            // name: "a dedicated fryer" names none, and is read no further.)
            let vessel = vessel && self.names_a_listed_meat_dish(text);
            let (shared, shared_sentence) = self.meat_dishs_vessel_on_meat_free_food(text, vessel);
            if !shared.is_empty() {
                cautions = cautions.union(shared);
                sentence = sentence.or(shared_sentence);
            }
            if cautions.is_empty() {
                continue;
            }
            let hash = declaration_key(declaration, Some("part of a meat dish"));
            if !self.first_sighting(hash) {
                continue;
            }
            let observed_at = self.dated(declaration.date);
            self.sentence_excerpt(text, sentence);
            self.source(&declaration.source);
            self.push(EvidenceItem {
                evidence_id: EvidenceId::from_hash(hash),
                evidence_type: EvidenceType::RestaurantDeclared,
                source: SharedText::EMPTY,
                weight: EvidenceWeight::Primary,
                tier: EvidenceTier::A,
                excerpt: None,
                paraphrase_method: Some(ParaphraseMethod::None),
                observed_at,
                signals: SignalSet::EMPTY,
                cautions,
                report_diet: None,
                shared_with: SignalSet::EMPTY,
                dedicated_to_animal_food: SignalSet::EMPTY,
            });
        }
    }

    /// "We cook everything on one big grill." in June, "Since September
    /// our vegan dishes are cooked in a dedicated vegan kitchen" later: the
    /// restaurant's own word of a change to dedicated preparation stands
    /// over its older word of sharing. (A newer word of sharing stands
    /// over an older dedicated claim in any case.)
    fn drop_sharing_changed_since(&mut self) {
        for &(changed, covers) in &self.changed_to_dedicated {
            for item in &mut self.out.evidence {
                if item.evidence_type == EvidenceType::RestaurantDeclared
                    && item.observed_at < changed
                {
                    item.signals.remove_all(covers);
                }
            }
        }
    }

    /// "They have their own grill for the vegan dishes. On busy nights the
    /// rendang goes on it too.": the restaurant's statements were read
    /// before the menu, so a listed meat dish named only by its name on its
    /// equipment is read now, and kept as the restaurant's word of shared
    /// equipment, quoting the statement.
    fn listed_meat_dishes_on_declared_equipment(&mut self, record: &IngestRecord) {
        if self.listed_animal.is_empty() {
            return;
        }
        for declaration in &record.declarations {
            let folded = crate::encoding::fold(&declaration.text);
            let text = folded.as_ref();
            if !may_name_a_tool(text) || !self.names_a_listed_meat_dish(text) {
                continue;
            }
            // (Each sentence pointing back is asked whether a claim stands
            // before it.)
            let (taken_back, shared) = self.listed_meat_dish_on_equipment(text, true);
            if !(taken_back || shared) {
                continue;
            }
            let hash = declaration_key(declaration, Some("meat dish on shared equipment"));
            if !self.first_sighting(hash) {
                continue;
            }
            let observed_at = self.dated(declaration.date);
            self.sentence_excerpt(text, None);
            self.source(&declaration.source);
            self.push(EvidenceItem {
                evidence_id: EvidenceId::from_hash(hash),
                evidence_type: EvidenceType::RestaurantDeclared,
                source: SharedText::EMPTY,
                weight: EvidenceWeight::Primary,
                tier: EvidenceTier::A,
                excerpt: None,
                paraphrase_method: Some(ParaphraseMethod::None),
                observed_at,
                signals: SignalSet::of(&[S::SharedSurface]),
                cautions: SignalSet::EMPTY,
                report_diet: None,
                shared_with: SignalSet::EMPTY,
                dedicated_to_animal_food: SignalSet::EMPTY,
            });
        }
    }

    /// Declarations were read before the menu: their mentions are placed now.
    fn place_declarations(&mut self) {
        let pending = std::mem::take(&mut self.pending);
        let sourcing_ties = std::mem::take(&mut self.sourcing_ties);
        let whole_place_vegan = self.place_claims_fully_vegan();
        for (index, mention, text) in &pending {
            // "The risotto is drizzled with honey", "Our baklava: filo,
            // honey syrup" at a place claimed wholly vegan: the claim
            // speaks for every dish, so an ingredient the restaurant puts
            // in a listed dish contradicts it; only a dish form or a
            // styled word names the plant version there.
            if whole_place_vegan && self.in_a_dish_the_whole_claim_covers(text, mention) {
                if let Some(item) = self.out.evidence.get_mut(*index) {
                    item.cautions = item.cautions.union(mention.signals);
                }
                continue;
            }
            // A tie the statement reader left to the sourcing reading is
            // that reading's to judge: the mentions beside are untied.
            let beside: Vec<Mention> = pending
                .iter()
                .filter(|(other, ..)| other == index)
                .map(|&(other, beside, _)| {
                    if sourcing_ties.contains(&(other, beside.span)) {
                        Mention {
                            tied: false,
                            ..beside
                        }
                    } else {
                        beside
                    }
                })
                .collect();
            let beside: Vec<&Mention> = beside.iter().collect();
            // A tie the statement reader found is let go only by the
            // reading of a note that only sources its meat.
            if sourcing_ties.contains(&(*index, mention.span)) {
                if !self.only_sources_its_meat(text, &beside)
                    && let Some(item) = self.out.evidence.get_mut(*index)
                {
                    item.cautions = item.cautions.union(mention.signals);
                }
                continue;
            }
            // "Kagoshima pork from the Tanaka farm. The vegan dishes are
            // simmered with it.": a later sentence pointing back carries
            // the product into the meat-free food, whatever the product's
            // own sentence says (where the meat is from, which dish it
            // opens on), so it is asked before any of those readings.
            if mention.signals.any(ANIMAL)
                && (self
                    .pointed_back_to(text, mention, &PartPointers::unasked(text))
                    .is_some()
                    || self.taken_up_by_a_relative(text, mention)
                    || self.tied_to_meat_free_food(text, mention)
                    || self.said_again_of_meat_free_food(text, mention).is_some())
            {
                if let Some(item) = self.out.evidence.get_mut(*index) {
                    item.cautions = item.cautions.union(mention.signals);
                }
                continue;
            }
            // "Shrimp Enchiladas: Dairy, Shellfish, Pork": meat in an
            // entry headed by a seafood dish whose own line names none is
            // in the food a pescatarian's fit rests on, though that dish
            // is no meat-free one.
            if self.hides_meat_in_a_seafood_dish(text, mention) {
                if let Some(item) = self.out.evidence.get_mut(*index) {
                    item.cautions = item.cautions.union(mention.signals);
                }
                continue;
            }
            // "Garlic Greens Udon: Meat" in an allergen table: a product
            // in an entry headed by a dish labelled meat-free is in that
            // dish, whether it names a class of food or a product.
            if self.heads_an_entry_of_a_meat_free_dish(text, mention, &beside) {
                if let Some(item) = self.out.evidence.get_mut(*index) {
                    item.cautions = item.cautions.union(mention.signals);
                }
                continue;
            }
            // "Our bacon is thick-cut applewood from Nueske's. Open
            // 6am-3pm": a note that only says where its meat is from, or
            // what it is, speaks of the meat dishes, whatever its first
            // word or the meat's own name (a maker's, "Nueske's").
            if mention.signals.any(ANIMAL) && self.only_sources_its_meat(text, &beside) {
                continue;
            }
            // A question answered no says nothing is in the dish it names
            // ("Are your naans made with yogurt? / They're not").
            // "Tzatziki: milk · Crumbled Feta: milk" in the restaurant's
            // allergen guide: a product in an entry headed by a listed dish
            // not labelled meat-free, whose words no meat-free dish's line
            // holds, is that dish's, whatever the rest of the list says
            // of the meat-free food.
            if self.heads_an_entry_of_another_dish(text, mention) {
                continue;
            }
            // "The bone broth is the only meat stock in our kitchen and it
            // goes in nothing else": the products are the listed dish's
            // the sentence opens on, when one not labelled meat-free holds
            // its words; the other food it names does not hold them.
            // So are those of food the restaurant sets apart from its
            // meat-free food ("the classic gratinée on beef broth, and the
            // vegetarian onion soup marked (V)").
            let apart = set_apart_from_the_meat_free_food(text, mention).then_some(mention.span);
            if let Some((from, to)) = confined_to_what_it_opens_on(text, mention).or(apart) {
                let phrase = text.get(from..to).unwrap_or("");
                let holding = self.dishes_holding(phrase);
                // A broad class ("sits by the meats") set apart is what
                // else the kitchen handles.
                let what_else = apart.is_some() && is_one_of(phrase, BROAD_FOOD_CLASSES);
                if (holding == 0 || holding & self.meat_free_dishes != 0)
                    && !what_else
                    && let Some(item) = self.out.evidence.get_mut(*index)
                {
                    item.cautions = item.cautions.union(mention.signals);
                }
                continue;
            }
            // "Our clam and fish batter contains milk and egg": the seafood
            // the batter coats is in no dish but its own; the batter's
            // milk and egg are read on.
            if names_what_a_coating_is_for(text, mention) {
                continue;
            }
            // "Every dressing is vegan except Caesar and ranch": a dish form
            // named as the exception of a diet claim is food the claim
            // leaves out; it is no meat-free dish's where no meat-free
            // dish's line names it.
            if excepted_from_a_diet_claim(text, mention) {
                let phrase = text.get(mention.span.0..mention.span.1).unwrap_or("");
                if self.dishes_holding(phrase) & self.meat_free_dishes == 0 {
                    continue;
                }
                if let Some(item) = self.out.evidence.get_mut(*index) {
                    item.cautions = item.cautions.union(mention.signals);
                }
                continue;
            }
            // "Lamb and pork from Rhodope farms", "Liha on kotimaista"
            // (the meat is Finnish): a sentence that says only where the
            // kitchen's meat comes from speaks of the meat dishes the menu
            // lists, not of its meat-free ones.
            if self.sources_the_menus_meat(text, mention, &beside) {
                continue;
            }
            if (!self.placed(mention, text, false, Some(&beside))
                || (!answered_no(mention, text)
                    && !reply_denies_it_by_name(mention, text, beside.iter().copied())
                    && ((self.said_of_a_dish_without_it(mention, text, &[])
                        && self.said_of_a_dish_without_it(
                            mention,
                            text,
                            &products_beside(&pending, *index, mention),
                        ))
                        || self.said_of_a_numbered_meat_free_dish(mention, text))))
                && let Some(item) = self.out.evidence.get_mut(*index)
            {
                item.cautions = item.cautions.union(mention.signals);
            }
        }
    }

    /// Whether `mention` is an animal ingredient (not a dish form or a
    /// styled word) whose sentence names a dish of the menu by a word of
    /// its name ("the risotto", "the baklava"), other than the mention's
    /// own.
    fn in_a_dish_the_whole_claim_covers(&self, text: &str, mention: &Mention) -> bool {
        if mention.form || mention.styled || !mention.signals.any(ANIMAL) {
            return false;
        }
        let (start, end) = mention.sentence;
        word_spans(text, start, end).any(|(at, word)| {
            (at + word.len() <= mention.span.0 || at >= mention.span.1)
                && word.len() >= 4
                && !is_one_of(word, GENERIC)
                && self.menu.iter().any(|item| {
                    words(&item.name)
                        .any(|name_word| singular(name_word).eq_ignore_ascii_case(word))
                })
        })
    }

    /// Whether the restaurant's sentence of `mention` puts the product in
    /// or on meat-free food after it ("Kagoshima pork from the Tanaka
    /// farm, also in our vegan dishes", "... goes into the korokke too"),
    /// in words that deny nothing (a later sentence's share of it, "Our
    /// veggie curries get some too", is a word pointing back, read by
    /// [`crate::pointing`]). The meat-free food is a diet's word, a word
    /// only labelled meat-free dishes hold, or the restaurant's vegetable
    /// dishes ("our vegetable curries"), the food a vegan's or
    /// vegetarian's fit rests on. What
    /// else the sentence says of where the meat is from does not take it
    /// back out of that food.
    fn tied_to_meat_free_food(&self, text: &str, mention: &Mention) -> bool {
        /// Words that put a product in or on a food.
        const PUT_INTO: &[&str] = &["in", "into", "on", "onto", "with", "inside"];
        /// Words that may come between those and the food.
        const BETWEEN: &[&str] = &[
            "our", "the", "their", "your", "all", "every", "each", "of", "some", "most", "many",
            "a", "few",
        ];
        /// Words before "with" that pair a food, not put it in another.
        const PAIRING: &[&str] = &[
            "served",
            "pairs",
            "paired",
            "well",
            "nicely",
            "perfectly",
            "alongside",
            "beside",
        ];
        /// Dish words after "vegetable" that make it the restaurant's
        /// vegetable dishes.
        const DISHES: &[&str] = &[
            "dish", "dishes", "plate", "plates", "main", "mains", "side", "sides", "stew", "stews",
        ];
        let product = mention.signals.intersection(ANIMAL);
        let sentence = text
            .get(mention.sentence.0..mention.sentence.1)
            .unwrap_or("");
        // Most sentences hold no word putting the product in a food after
        // it: asked by a plain scan first.
        let tail = text.get(mention.span.1..mention.sentence.1).unwrap_or("");
        if !pieces(tail, &ALPHANUMERIC).any(|w| w.len() <= 6 && is_one_of(w, PUT_INTO)) {
            return false;
        }
        // The dishes that hold the product: a word of theirs names them.
        let with_it = self
            .listed
            .iter()
            .take(64)
            .enumerate()
            .filter(|(_, dish)| dish.animal.any(product))
            .fold(0u64, |mask, (index, _)| mask | 1 << index);
        let words_of = |said: &str| -> Vec<(usize, String)> {
            pieces(said, &ALPHANUMERIC)
                .map(|word| {
                    (
                        word.as_ptr() as usize - text.as_ptr() as usize,
                        word.to_lowercase(),
                    )
                })
                .collect()
        };
        let meat_free_at = |words: &[(usize, String)], at: usize| -> bool {
            let Some((_, word)) = words.get(at) else {
                return false;
            };
            let next = words.get(at + 1).map_or("", |(_, w)| w.as_str());
            if word.starts_with("veg") || word.starts_with("végé") {
                if word.starts_with("vegetable") {
                    let kind = next.strip_suffix("ies").map(|stem| format!("{stem}y"));
                    return is_one_of(next, DISHES)
                        || kind.as_deref().is_some_and(|k| is_one_of(k, DISH_KINDS))
                        || is_one_of(singular(next), DISH_KINDS);
                }
                return !(is_one_of(word, &["vegans", "vegetarians"])
                    || is_one_of(
                        next,
                        &[
                            "friends",
                            "friend",
                            "guests",
                            "guest",
                            "customers",
                            "diners",
                        ],
                    ));
            }
            // A labelled meat-free dish's head word ("korokke") that no
            // dish holding the product shares.
            let head = |word: &str| {
                self.meat_free_word_shapes.may_hold(word)
                    && self
                        .meat_free_heads
                        .iter()
                        .any(|head| head.eq_ignore_ascii_case(word))
            };
            word.chars().count() > 3
                && (head(word) || head(singular(word)))
                && self.dishes_holding(word) & with_it == 0
        };
        let denies = |words: &[(usize, String)]| {
            words
                .iter()
                .any(|(_, w)| is_one_of(w, DENIALS) || is_one_of(w, KEPT_APART))
        };
        let words = words_of(sentence);
        if denies(&words) {
            return false;
        }
        let after = words.iter().position(|(at, _)| *at >= mention.span.1);
        after
            .into_iter()
            .flat_map(|from| from..words.len())
            .any(|index| {
                let word = words[index].1.as_str();
                if !is_one_of(word, PUT_INTO)
                    || (word == "with" && index > 0 && is_one_of(&words[index - 1].1, PAIRING))
                {
                    return false;
                }
                let food = (index + 1..words.len().min(index + 5))
                    .find(|&j| !is_one_of(&words[j].1, BETWEEN));
                food.is_some_and(|j| meat_free_at(&words, j))
            })
    }

    /// Whether a mention is a meat named by its animal ("lamb", "pork",
    /// "liha") in a sentence of the restaurant's that says only where it
    /// comes from (a farm, a butcher, halal, home-grown) and ties it to no
    /// food, at a place whose menu lists dishes not labelled meat-free
    /// that hold it. A fat, a stock or any other product made of the
    /// animal is not the meat of a meat dish and keeps its caution.
    ///
    /// A breed written before the meat's word ("kurobuta pork", "wagyu
    /// beef") names that meat too, and a sentence that only names the
    /// meat by where it is from and its breed ("Kagoshima kurobuta
    /// pork", "Goat from Kajiado") says where it comes from, when nothing
    /// in the text ties a product to food and none of its words is a
    /// meat-free dish's or a diet's.
    fn sources_the_menus_meat(&self, text: &str, mention: &Mention, beside: &[&Mention]) -> bool {
        let product = mention.signals.intersection(ANIMAL);
        if product.is_empty() {
            return false;
        }
        if !a_meat_or_its_breed(text, mention, beside) {
            return false;
        }
        let sentence = text
            .get(mention.sentence.0..mention.sentence.1)
            .unwrap_or("");
        (only_its_own_product(sentence)
            || only_where_it_comes_from(sentence)
            || (self.names_only_the_meat(text, mention.sentence, beside)
                && !ties_a_product_to_food(text)))
            && self.a_meat_dish_holds(product)
    }

    /// Whether the menu lists a dish not labelled meat-free that holds
    /// every product of `product`.
    fn a_meat_dish_holds(&self, product: SignalSet) -> bool {
        self.out.evidence.iter().any(|item| {
            item.evidence_type == EvidenceType::MenuItem
                && !item.signals.any(MEAT_FREE_LABELS)
                && item.signals.intersection(product) == product
        })
    }

    /// Whether the note `note` (its text `text`) names a labelled
    /// meat-free dish by a word of that dish's name that the name of no
    /// other listed dish holds ("tacos de cogumelos" of "Tacos de
    /// Cogumelos (V)"), with no denial that could keep the product from
    /// it ("never touches the mushroom tacos").
    fn names_a_meat_free_dish_by_its_own_words(
        &self,
        menu: &[MenuItem],
        note: &MenuItem,
        text: &str,
    ) -> bool {
        if words(text).any(|word| is_one_of(word, DENIALS) || is_one_of(word, KEPT_APART)) {
            return false;
        }
        let in_name = |name: &str, word: &str| {
            pieces(name, &ALPHANUMERIC).any(|w| singular(w).eq_ignore_ascii_case(word))
        };
        // "Thali catering for weddings and Navratri": a sentence of hours
        // and offers that names no product names the dish as an offer,
        // not as food the note's product goes into.
        let offers: Vec<(usize, usize)> = sentences_of(text)
            .filter(|&(start, sentence)| self.only_hours_and_offers(start, sentence))
            .map(|(start, sentence)| (start, start + sentence.len()))
            .collect();
        pieces(text, &ALPHANUMERIC).any(|word| {
            let at = word.as_ptr() as usize - text.as_ptr() as usize;
            if offers
                .iter()
                .any(|&(start, end)| (start..end).contains(&at))
            {
                return false;
            }
            let word = singular(word);
            if word.chars().count() <= 3
                || is_one_of(word, DIET_WORDS)
                || is_one_of(word, FOOD_IN_GENERAL)
            {
                return false;
            }
            let mut meat_free = false;
            for (dish, labelled) in self.printed_dishes(menu, Some(note)) {
                if !in_name(&dish.name, word) {
                    continue;
                }
                if !labelled {
                    return false;
                }
                meat_free = true;
            }
            meat_free
        })
    }

    /// Whether the sentence `sentence` of the text last read, starting at
    /// `start`, names no product and holds only hours, days, offers and
    /// the occasions catered, with numbers and capitalised names beside
    /// them ("Open 11:00-15:30", "Thali catering for weddings and
    /// Navratri"). A word taking food in ("included", "same") or a diet's
    /// word makes it more; so does a sentence of names alone ("Veg Thali").
    fn only_hours_and_offers(&self, start: usize, sentence: &str) -> bool {
        let end = start + sentence.len();
        if self
            .scratch
            .mentions
            .iter()
            .any(|m| m.span.0 < end && start < m.span.1 && m.signals.any(ANIMAL))
        {
            return false;
        }
        let mut offered = false;
        let all_practical = pieces(sentence, &ALPHANUMERIC).all(|word| {
            if is_one_of(word, OWN_PRODUCT) {
                offered = true;
                return true;
            }
            is_one_of(word, HOURS_WORDS)
                || is_one_of(word, OCCASIONS)
                || word.chars().any(|c| c.is_ascii_digit())
                || (capitalised(word) && !names_a_diet(word) && !is_one_of(word, TAKEN_IN))
        });
        all_practical && offered
    }

    /// The listed dishes other than `note`, each with whether it is
    /// labelled meat-free. (A key or a note read as a dish, printed with
    /// neither price nor label, is no dish's name.)
    fn printed_dishes<'m>(
        &self,
        menu: &'m [MenuItem],
        note: Option<&MenuItem>,
    ) -> impl Iterator<Item = (&'m MenuItem, bool)> {
        self.dish_lines.iter().filter_map(move |&(line, index)| {
            let dish = menu.get(line)?;
            let printed = dish.price.is_some() || !dish.labels.is_empty();
            if note.is_some_and(|note| std::ptr::eq(dish, note)) || !printed {
                return None;
            }
            let labelled = self
                .out
                .evidence
                .get(index)
                .is_some_and(|item| item.signals.any(MEAT_FREE_LABELS));
            Some((dish, labelled))
        })
    }

    /// Whether a word an animal product of the note is named by is also a
    /// word of a labelled meat-free dish's name, the plant make of the
    /// meat ("chorizo" of "Tacos de Papa con Chorizo de Soya (VG)",
    /// "bacon" of "Tempeh Bacon Sandwich (VG)"), and the note says more
    /// than where its meat is from: it names plant food (`plant_named`:
    /// "soy version included"), the shared word again ("Same for the soy
    /// chorizo"), or holds a sentence of no product that is more than
    /// hours, days and offers ("Same for the other one"). What it says of
    /// "our chorizo" may then be said of either. A note that denies
    /// ("plant mains never touch it") is read as before.
    fn names_a_meat_with_a_meat_free_make(
        &self,
        menu: &[MenuItem],
        note: &MenuItem,
        text: &str,
        plant_named: bool,
    ) -> bool {
        let mentions = &self.scratch.mentions;
        let shared: Vec<&str> = mentions
            .iter()
            .filter(|m| m.signals.any(ANIMAL))
            .filter_map(|m| text.get(m.span.0..m.span.1))
            .flat_map(|phrase| pieces(phrase, &ALPHANUMERIC))
            .map(singular)
            .filter(|word| word.chars().count() > 2)
            .filter(|word| {
                self.printed_dishes(menu, Some(note))
                    .filter(|&(_, labelled)| labelled)
                    .any(|(dish, _)| {
                        pieces(&dish.name, &ALPHANUMERIC)
                            .any(|name_word| singular(name_word).eq_ignore_ascii_case(word))
                    })
            })
            .collect();
        // "Plant mains never touch it": a word for "never" or "apart"
        // keeps the food apart, where nothing turns it back ("never
        // without it").
        let all: Vec<&str> = pieces(text, &ALPHANUMERIC).collect();
        let kept_apart = all.iter().any(|word| is_one_of(word, NEVER_OR_APART))
            && !all.iter().any(|word| is_one_of(word, WITHOUT));
        if shared.is_empty() || kept_apart {
            return false;
        }
        // The words of the labelled meat-free dishes' lines, the shared
        // meat's aside: the note naming one ("soy version included")
        // speaks of that food.
        let names_their_food = all.iter().any(|word| {
            word.chars().count() > 2
                && !shared
                    .iter()
                    .any(|meat| singular(word).eq_ignore_ascii_case(meat))
                && self
                    .printed_dishes(menu, Some(note))
                    .filter(|&(_, labelled)| labelled)
                    .any(|(dish, _)| {
                        words(&dish.name)
                            .chain(words(dish.description.as_deref().unwrap_or("")))
                            .any(|held| held.eq_ignore_ascii_case(word))
                    })
        });
        let named_again = shared.iter().any(|meat| {
            pieces(text, &ALPHANUMERIC)
                .filter(|word| singular(word).eq_ignore_ascii_case(meat))
                .count()
                > 1
        });
        let says_more = sentences_of(text).any(|(start, sentence)| {
            let end = start + sentence.len();
            let names_a_product = mentions
                .iter()
                .any(|m| start <= m.span.0 && m.span.0 < end && m.signals.any(ANIMAL));
            !names_a_product
                && !pieces(sentence, &ALPHANUMERIC).all(|word| {
                    is_one_of(word, OWN_PRODUCT)
                        || is_one_of(word, HOURS_WORDS)
                        || word.chars().any(|c| c.is_ascii_digit())
                })
        });
        // "soy version included", "same for the vegan one", "incl. the
        // veggie", "también el vegano": a diet's word or a word taking
        // in other food says "our chorizo" of both makes.
        let takes_in_the_other = all
            .iter()
            .any(|word| is_one_of(word, TAKEN_IN) || names_a_diet(word));
        plant_named || names_their_food || named_again || says_more || takes_in_the_other
    }

    /// The words both a labelled meat-free dish's name and another listed
    /// dish's name hold, each a kind made of meat and of plants
    /// ("Chorizo" of "Tacos de Chorizo" and "Tacos de Papa con Chorizo de
    /// Soya (VG)"), in the singular.
    fn kinds_of_meat_and_plant_makes<'m>(&self, menu: &'m [MenuItem]) -> Vec<&'m str> {
        // The other dishes' name words, and their makes' words, are split
        // and put in the singular once, their shapes kept and the words
        // sorted by a key that sets ASCII case aside: each labelled dish's
        // word is then passed over by its shape, or found by one search,
        // where a walk over every other dish for every such word grew with
        // the menu twice over. Words of fewer than four bytes hold fewer
        // than four characters and never match.
        let mut any_other = false;
        let (mut named, mut made): (Vec<&str>, Vec<&str>) = (Vec::new(), Vec::new());
        let (mut named_shapes, mut made_shapes) = (WordShapes::EMPTY, WordShapes::EMPTY);
        for (dish, _) in self
            .printed_dishes(menu, None)
            .filter(|&(_, meat_free)| !meat_free)
        {
            any_other = true;
            for word in words(&dish.name).map(singular).filter(|w| w.len() > 3) {
                named_shapes.add(word);
                named.push(word);
            }
            // A meat dish may name the kind only in its make ("Carnitas
            // Tacos: pork, chorizo"): an animal word there counts too.
            for word in words(dish.description.as_deref().unwrap_or(""))
                .map(singular)
                .filter(|w| w.len() > 3)
            {
                made_shapes.add(word);
                made.push(word);
            }
        }
        if !any_other {
            return Vec::new();
        }
        named.sort_unstable_by(|a, b| by_ascii_case(a, b));
        made.sort_unstable_by(|a, b| by_ascii_case(a, b));
        let holds = |shapes: &WordShapes, sorted: &[&str], word: &str| {
            shapes.may_hold(word)
                && sorted
                    .binary_search_by(|held| by_ascii_case(held, word))
                    .is_ok()
        };
        self.printed_dishes(menu, None)
            .filter(|&(_, meat_free)| meat_free)
            .flat_map(|(dish, _)| words(&dish.name))
            .map(singular)
            .filter(|word| word.chars().count() > 3)
            .filter(|word| {
                holds(&named_shapes, &named, word)
                    || (holds(&made_shapes, &made, word)
                        && crate::lexicon::phrase_signals(word).any(ANIMAL))
            })
            .collect()
    }

    /// Whether an unpriced, unlabelled line printed as a name alone says
    /// how food is made ("cooked in", "simmered with", "topped with") and
    /// names a labelled meat-free dish by its own name's words, all of them
    /// or two that stand together there ("Red bean stew, cooked down in
    /// bacon fat" beside "Red Bean Stew (V)"): with no verb of its own it
    /// still speaks of that dish, and read as a dish of its own it would
    /// keep the product to itself. A name with no making phrase ("Red Bean
    /// Stew (pork)") or naming no labelled dish stays an entry.
    fn ties_a_making_to_a_labelled_dishs_name(
        &self,
        menu: &[MenuItem],
        note: &MenuItem,
        text: &str,
    ) -> bool {
        if has_a_description(note) {
            return false;
        }
        let said: Vec<String> = pieces(text, &ALPHANUMERIC)
            .map(|word| singular(word).to_lowercase())
            .collect();
        let makes = said.iter().enumerate().any(|(at, word)| {
            (is_one_of(word, crate::pointers::MADE_VERBS) || is_one_of(word, NOTE_MAKINGS))
                && said[at + 1..]
                    .iter()
                    .take(3)
                    .any(|tie| is_one_of(tie, NOTE_MAKING_TIES))
        });
        if !makes {
            return false;
        }
        let own = |word: &str| {
            word.chars().count() > 2
                && !is_one_of(word, DIET_WORDS)
                && !is_one_of(word, WIDGET_JOINS)
        };
        let line: Vec<&str> = said.iter().map(String::as_str).filter(|w| own(w)).collect();
        self.printed_dishes(menu, Some(note))
            .filter(|&(_, labelled)| labelled)
            .any(|(dish, _)| {
                let name: Vec<String> = pieces(&dish.name, &ALPHANUMERIC)
                    .map(|word| singular(word).to_lowercase())
                    .filter(|word| own(word))
                    .collect();
                !name.is_empty()
                    && (name.iter().all(|word| line.contains(&word.as_str()))
                        || name.windows(2).any(|pair| {
                            line.windows(2)
                                .any(|held| held[0] == pair[0] && held[1] == pair[1])
                        }))
            })
    }

    /// Whether an unpriced, unlabelled line printed as a name alone names
    /// an animal product and a kind a labelled meat-free dish is of (its
    /// name's head word, or a word of its make: "curries", "curry paste",
    /// "noodle dishes") or every dish, in a sentence's shape: a making
    /// phrase, a word that gives food a content ("contains", "has",
    /// "with"), "=", or a lead-in before a colon or dash followed by a
    /// making or a product ("Curries: shrimp paste"). Read as a dish of its
    /// own it would keep the product to itself; it speaks of those dishes.
    /// An entry naming its own meat ("Shrimp Curry", "Pork Curry — market
    /// price") has no such shape and stays an entry.
    fn ties_a_product_to_a_labelled_dishs_kind(
        &self,
        menu: &[MenuItem],
        note: &MenuItem,
        text: &str,
    ) -> bool {
        if has_a_description(note) {
            return false;
        }
        let said: Vec<String> = pieces(text, &ALPHANUMERIC)
            .map(|word| word.to_lowercase())
            .collect();
        let animal = |word: &str| crate::lexicon::phrase_signals(word).any(ANIMAL);
        let names_a_product = names_an_animal_product(&said);
        if !names_a_product {
            return false;
        }
        let makes = |words: &[String]| {
            words.iter().enumerate().any(|(at, word)| {
                is_one_of(word, NOTE_MAKINGS)
                    && words[at + 1..]
                        .iter()
                        .take(3)
                        .any(|tie| is_one_of(tie, NOTE_MAKING_TIES))
            })
        };
        // The part after a lead-in's colon or dash, if the line has one.
        let after_lead_in = [
            ":",
            " - ",
            " \u{2013} ",
            " \u{2014} ",
            "\u{2013}",
            "\u{2014}",
        ]
        .iter()
        .filter_map(|mark| text.find(mark).map(|at| &text[at + mark.len()..]))
        .next();
        let lead_in = after_lead_in.is_some_and(|rest| {
            let rest: Vec<String> = pieces(rest, &ALPHANUMERIC)
                .map(|word| word.to_lowercase())
                .collect();
            makes(&rest) || names_an_animal_product(&rest)
        });
        let shaped = makes(&said)
            || makes_its_food_with_a_product(&said)
            || text.contains('=')
            || lead_in
            // "Curry paste contains shrimp", not "Grilled chicken with
            // rice": the product is what the tie gives the food, after it.
            || said.iter().enumerate().any(|(at, word)| {
                is_one_of(word, CONTENT_TIES)
                    && !names_an_animal_product(&said[..at])
                    && names_an_animal_product(&said[at + 1..])
            });
        if !shaped {
            return false;
        }
        // "curries" is "curry", "noodles" is "noodle".
        let same_kind =
            |word: &str, kind: &str| singular(word) == singular(kind) || a_y_plural_of(word, kind);
        let every_dish = said.iter().any(|word| is_one_of(word, EVERY_WORDS))
            && said.iter().any(|word| same_kind(word, "dish"));
        every_dish
            || self
                .printed_dishes(menu, Some(note))
                .filter(|&(_, labelled)| labelled)
                .any(|(dish, _)| {
                    let own = |word: &String| {
                        word.chars().count() > 2
                            && !is_one_of(word, DIET_WORDS)
                            && !is_one_of(word, WIDGET_JOINS)
                            && !animal(word)
                    };
                    let head = pieces(&dish.name, &ALPHANUMERIC)
                        .map(str::to_lowercase)
                        .rfind(own);
                    let make = dish
                        .description
                        .as_deref()
                        .into_iter()
                        .flat_map(|d| pieces(d, &ALPHANUMERIC))
                        .map(str::to_lowercase)
                        .filter(|word| word.chars().count() > 3 && own(word));
                    head.into_iter()
                        .chain(make)
                        .any(|kind| said.iter().any(|word| same_kind(word, &kind)))
                })
    }

    /// Whether an unpriced, unlabelled line read as a dish names one of
    /// `kinds` (see `kinds_of_meat_and_plant_makes`) and a word only the
    /// meat-free dishes' lines hold ("soya", "soy"): "Chorizo de cerdo de
    /// la Granja Ruiz, incluido el de soya" is no dish but a note on both
    /// makes, read as one.
    fn names_a_shared_kind_and_its_meat_free_make(
        &self,
        menu: &[MenuItem],
        note: &MenuItem,
        text: &str,
        kinds: &[&str],
    ) -> bool {
        if kinds.is_empty() {
            return false;
        }
        let all: Vec<&str> = pieces(text, &ALPHANUMERIC).map(singular).collect();
        if !all
            .iter()
            .any(|word| kinds.iter().any(|kind| kind.eq_ignore_ascii_case(word)))
        {
            return false;
        }
        let held_by = |word: &str, labelled: bool| {
            self.printed_dishes(menu, Some(note))
                .filter(|&(_, meat_free)| meat_free == labelled)
                .any(|(dish, _)| {
                    words(&dish.name)
                        .chain(words(dish.description.as_deref().unwrap_or("")))
                        .any(|held| singular(held).eq_ignore_ascii_case(word))
                })
        };
        // "Nuestro chorizo: cerdo de la Granja Ruiz, también el vegano":
        // a diet's word or one taking in other food speaks of the meat-free
        // make as its own words do.
        all.iter().any(|word| {
            (word.chars().count() > 2 && held_by(word, true) && !held_by(word, false))
                || is_one_of(word, TAKEN_IN)
                || names_a_diet(word)
        })
    }

    /// Whether a note is an ordering app's line recommending listed dishes
    /// by their names and nothing else ("Customers also ordered: Chicken
    /// 65 · Kacchi Gosht Dum Biryani", "Popular with groups · Meat Meze"):
    /// a lead-in the app prints, then entries each of which is a run of a
    /// listed dish's own name, the whole name or two words or more, that
    /// no labelled meat-free dish's name holds and whose dish is not
    /// labelled meat-free. What such a line names is those dishes', said
    /// of no other food; a word of anything else keeps it a note.
    fn only_recommends_listed_dishes(
        &self,
        menu: &[MenuItem],
        note: &MenuItem,
        text: &str,
    ) -> bool {
        let Some(entries) = recommended_entries(text) else {
            return false;
        };
        let printed: Vec<(Vec<&str>, bool)> = self
            .printed_dishes(menu, Some(note))
            .map(|(dish, labelled)| (pieces(&dish.name, &ALPHANUMERIC).collect(), labelled))
            .collect();
        for (entry, run) in &entries {
            let run = run.as_slice();
            // A word names a dish when it is the whole name, or opens the
            // one name that holds it ("角ハイボール" of "角ハイボール Kaku
            // Highball"); a word many names hold ("Chicken") names none.
            let opens_one = run.len() == 1
                && printed
                    .iter()
                    .filter(|(name, _)| holds_run(name, run))
                    .count()
                    == 1;
            let named_by = |(name, _): &&(Vec<&str>, bool)| {
                holds_run(name, run)
                    && (run.len() > 1
                        || name.len() == 1
                        || (opens_one && holds_run(name.get(..1).unwrap_or(&[]), run)))
            };
            let mut named = printed.iter().filter(named_by).peekable();
            if named.peek().is_none() {
                if !self.names_an_item_apart(menu, note, entry) {
                    return false;
                }
            } else if named.any(|&(_, meat_free)| meat_free) {
                return false;
            }
        }
        true
    }

    /// Whether an entry of an ordering app's line that names no listed
    /// dish names an item of its own, apart from the menu's food: a short
    /// name ("Pine Tart", "角ハイボール", "Meat Meze (min. 2 persons)") with
    /// no diet word, no word that speaks of other food (`WIDGET_TIES`: "on",
    /// "all", "its", "extra", "made"), and no word the name or description
    /// of a dish not read to hold meat holds: "Chicken tare for the
    /// shiitake", "extra bacon on any bowl", "Tofu Bowl with egg" say
    /// something of the menu's dishes and keep the line a note.
    fn names_an_item_apart(&self, menu: &[MenuItem], note: &MenuItem, entry: &str) -> bool {
        /// The most words such a name runs to.
        const LONGEST: usize = 8;
        let all: Vec<&str> = pieces(entry, &ALPHANUMERIC).collect();
        if all.is_empty()
            || all.len() > LONGEST
            || all
                .iter()
                .any(|word| is_one_of(word, DIET_WORDS) || is_one_of(word, WIDGET_TIES))
        {
            return false;
        }
        // The dishes a diet's food may be: all but those read to hold
        // meat ("Chicken Foot Souse" beside "Chicken Curry" names no food
        // a meat-free diet eats).
        let dish_words: Vec<&str> = self
            .dish_lines
            .iter()
            .filter_map(|&(line, index)| {
                let dish = menu.get(line).filter(|dish| !std::ptr::eq(*dish, note))?;
                let signals = self.out.evidence.get(index).map(|item| item.signals)?;
                (signals.any(MEAT_FREE_LABELS) || !signals.has(S::Meat)).then_some(dish)
            })
            .flat_map(|dish| {
                pieces(&dish.name, &ALPHANUMERIC).chain(pieces(
                    dish.description.as_deref().unwrap_or(""),
                    &ALPHANUMERIC,
                ))
            })
            .collect();
        !all.iter().any(|word| {
            word.chars().count() > 2
                && !is_one_of(word, WIDGET_JOINS)
                && dish_words
                    .iter()
                    .any(|held| singular(held).eq_ignore_ascii_case(singular(word)))
        })
    }

    /// An ordering app's line recommending listed dishes, read as a dish
    /// of its own ("Customers also ordered: Chicken 65 · ..." under the
    /// vegan heading), is no dish: what it names is the named dishes'.
    fn drop_app_recommendations(&mut self, menu: &[MenuItem]) {
        let recommendations: Vec<(usize, usize)> = self
            .dish_lines
            .iter()
            .copied()
            .filter(|&(line, _)| {
                menu.get(line).is_some_and(|item| {
                    item.price.is_none()
                        && item.labels.is_empty()
                        && item
                            .description
                            .as_deref()
                            .is_none_or(|d| trim(d).is_empty())
                        && self.only_recommends_listed_dishes(menu, item, &item.name)
                })
            })
            .collect();
        for (line, index) in recommendations {
            self.dish_lines.retain(|&(dish, _)| dish != line);
            if let Some(item) = self.out.evidence.get_mut(index) {
                item.signals = SignalSet::EMPTY;
                item.cautions = SignalSet::EMPTY;
            }
        }
    }

    /// Whether every animal product a text names is a meat, or its
    /// breed, named in a sentence that only names it and where it is from
    /// ("Kagoshima kurobuta pork. Closed Wednesdays"), a meat some dish
    /// not labelled meat-free holds, and nothing in the text ties a
    /// product to food.
    fn names_only_where_its_meat_is_from(&self, text: &str, mentions: &[&Mention]) -> bool {
        let mut named = SignalSet::EMPTY;
        for mention in mentions {
            let product = mention.signals.intersection(ANIMAL);
            if mention.denied || product.is_empty() {
                continue;
            }
            if !a_meat_or_its_breed(text, mention, mentions)
                || !self.names_only_the_meat(text, mention.sentence, mentions)
            {
                return false;
            }
            named = named.union(product);
        }
        !named.is_empty() && self.a_meat_dish_holds(named) && !ties_a_product_to_food(text)
    }

    /// Whether a note of the restaurant's says only where its meat comes
    /// from or what it is, beside practical notes: each animal product it
    /// names is a meat (no fat, stock or other product of the animal) some
    /// dish not labelled meat-free holds; each sentence naming one says
    /// who or where it is from or how it is made ("from", a farm, a name,
    /// "our", "smoked"); and no sentence ties a product to food, names a
    /// meat-free dish's word, a diet, or the food in general, save one
    /// that denies the meat reaches the meat-free food ("it never touches
    /// the vegetarian dishes"). "Mangalica a családi tanyáról,
    /// Kiskunságból", "Our bacon is thick-cut applewood from Nueske's.
    /// Open 6am-3pm" are such notes; "... its fat goes into the beans",
    /// "... The veggie soup has it too" are not.
    fn only_sources_its_meat(&self, text: &str, mentions: &[&Mention]) -> bool {
        /// The most words a sentence naming the meat runs to.
        const LONGEST: usize = 14;
        let mut named = SignalSet::EMPTY;
        let mut meats: Vec<(usize, usize)> = Vec::new();
        // "Só entra nos pratos de carne": the meat a limit names is the
        // meat dishes', not a product of the note.
        let in_a_limit = |at: usize| {
            sentences_of(text).any(|(start, sentence)| {
                (start..start + sentence.len()).contains(&at)
                    && limits_to_the_meat_dishes(
                        &pieces(sentence, &ALPHANUMERIC).collect::<Vec<_>>(),
                    )
            })
        };
        for mention in mentions {
            let product = mention.signals.intersection(ANIMAL);
            if mention.denied || product.is_empty() || in_a_limit(mention.span.0) {
                continue;
            }
            // "grass-fed" of "Our beef is grass-fed", "Ranch" of "from the
            // Double R Ranch", "cortado" of "Jamón de Jabugo cortado a
            // cuchillo": beside a plain meat of its sentence, a sourcing
            // word that looks like a product says where from or how cut;
            // its words are read below as the sentence's other words.
            if !a_plain_meat(text, mention) {
                if a_sourcing_look_alike(text, mention)
                    && mentions
                        .iter()
                        .any(|m| m.sentence == mention.sentence && a_plain_meat(text, m))
                {
                    continue;
                }
                return false;
            }
            named = named.union(product);
            meats.push(mention.span);
        }
        // A script without capitals hides the names that say where from,
        // and one written without spaces ("我们的...汤底是用猪骨熬的") or
        // with its words' ties run into them ("بمرقة") what its sentence
        // says of the meat.
        if named.is_empty() || !self.a_meat_dish_holds(named) || text.chars().any(uncased) {
            return false;
        }
        // The dishes that hold none of the meats: a word of theirs is other
        // food ("Nosso feijão leva bacon").
        let others = self
            .listed
            .iter()
            .take(64)
            .enumerate()
            .filter(|(_, dish)| !dish.animal.any(named))
            .fold(0u64, |mask, (index, _)| mask | 1 << index);
        for (start, sentence) in sentences_of(text) {
            let all: Vec<&str> = pieces(sentence, &ALPHANUMERIC).collect();
            let at_of = |word: &str| start + (word.as_ptr() as usize - sentence.as_ptr() as usize);
            // A word of the meat is the meat's phrase, or it with a plural's
            // ending ("Pigs"); a word the meat starts inside of, or that runs
            // on past it, is more than the meat.
            let within = |word: &str| {
                let (from, to) = (at_of(word), at_of(word) + word.len());
                meats
                    .iter()
                    .filter(|&&(start, end)| start < to && from < end)
                    .map(|&(start, end)| {
                        from >= start
                            && text.get(end.min(to)..to).is_some_and(|rest| {
                                let rest = rest
                                    .strip_suffix("'s")
                                    .or_else(|| rest.strip_suffix("’s"))
                                    .unwrap_or(rest);
                                rest.len() <= 2 && rest.bytes().all(|b| b.is_ascii_lowercase())
                            })
                    })
                    .reduce(|a, b| a && b)
            };
            // "Só entra nos pratos de carne": a sentence that keeps the
            // meat to the meat dishes ties it to no other food.
            if limits_to_the_meat_dishes(&all) {
                continue;
            }
            let mut holds_meat = false;
            for word in &all {
                match within(word) {
                    Some(true) => holds_meat = true,
                    Some(false) => return false,
                    None => {}
                }
            }
            let mut sourced = false;
            let mut denial_at = None;
            let mut kept_apart = false;
            let mut tie = false;
            let mut meat_free_at = None;
            // "Our short ribs are marinated overnight", "Our chouriço is
            // made by a family in Mapusa": the making said of the meat,
            // followed by who, where and when alone, is how it is made.
            let first_meat = all.iter().position(|word| within(word) == Some(true));
            // (Read before the dishes' words are indexed: their lines are
            // looked at.)
            let listed_with = |word: &str, meat_free: bool| {
                self.listed
                    .iter()
                    .take(64)
                    .enumerate()
                    .any(|(index, dish)| {
                        (self.meat_free_dishes & 1 << index != 0 || !dish.animal.any(named))
                            == meat_free
                            && words(dish.name())
                                .chain(words(dish.description().unwrap_or("")))
                                .any(|w| w.eq_ignore_ascii_case(word))
                    })
            };
            let a_name = |word: &str| {
                capitalised(word)
                    && !is_one_of(word, DIET_WORDS)
                    && !is_one_of(word, FOOD_IN_GENERAL)
                    && !listed_with(word, true)
            };
            // Only a meat a listed meat dish is named by: the note is that
            // dish's.
            let made_from = first_meat
                .filter(|&meat| listed_with(all[meat], false))
                .and_then(|meat| {
                    (meat + 1..all.len()).find(|&at| says_how_its_meat_is_made(&all, at, a_name))
                });
            for (index, word) in all.iter().enumerate() {
                if within(word).is_some() {
                    continue;
                }
                if made_from.is_some_and(|from| index >= from) {
                    sourced = true;
                    if is_one_of(word, DIET_WORDS) || is_one_of(word, FOOD_IN_GENERAL) {
                        meat_free_at = meat_free_at.or(Some(index));
                    }
                    continue;
                }
                kept_apart |= is_one_of(word, KEPT_APART);
                if is_one_of(word, DENIALS) || is_one_of(word, KEPT_APART) {
                    denial_at = denial_at.or(Some(index));
                }
                let next = all.get(index + 1).copied().unwrap_or("");
                // "in ʻEua", "aus Bayern": a place after "in" is where
                // the meat is from, a time after "every" when.
                let names_a_place = capitalised(next)
                    && self.dishes_holding(next) & self.meat_free_dishes == 0
                    && !is_one_of(next, FOOD_IN_GENERAL);
                if counts_a_time_abroad(&all, index) {
                    continue;
                }
                let made_of_it = is_one_of(word, MADE_OF_IT)
                    || MADE_OF_IT
                        .iter()
                        .any(|made| made.len() > 3 && ends_with_ignoring_case(word, made));
                // "Il nostro ingrediente segreto è il lardo": a product
                // called an ingredient goes into food.
                if is_one_of(word, PRODUCT_TIES)
                    || made_of_it
                    || is_one_of(word, TIES_BEYOND)
                    || is_one_of(word, INGREDIENT_WORDS)
                    || (is_one_of(word, USE_TIES) && !(is_one_of(word, &["in"]) && names_a_place))
                    || (ties_abroad(word) && !names_a_place)
                    || grammar::names_the_whole_menu(word)
                    || grammar::is_every_of(word)
                {
                    tie = true;
                }
                let sourcing = is_one_of(word, SOURCING_MARKS) || is_one_of(word, OWN_PRODUCT);
                if is_one_of(word, DIET_WORDS)
                    || ["veg", "végé", "vejet", "vegg"]
                        .iter()
                        .any(|diet| word.len() > 3 && starts_with_ignoring_case(word, diet))
                    || is_one_of(word, FOOD_IN_GENERAL)
                    // "Il nostro impasto contiene strutto": the dough is
                    // in every pizza, bread or pastry, the meat-free ones
                    // too.
                    || names_a_dough(word)
                    // ("Mięso z Wierzejki": a word saying where from is no
                    // dish's, whichever dish's name has it.)
                    || (self.dishes_holding(word) & self.meat_free_dishes != 0
                        && !(holds_meat && is_one_of(word, SOURCING_MARKS)))
                    || (holds_meat
                        && word.chars().count() > 2
                        && !sourcing
                        && self.dishes_holding(word) & others != 0)
                {
                    meat_free_at = meat_free_at.or(Some(index));
                }
                sourced |= sourcing || (index > 0 && capitalised(word));
            }
            if holds_meat {
                if all.len() > LONGEST || !sourced || tie || meat_free_at.is_some() {
                    return false;
                }
                continue;
            }
            // "Es kommt nie an die vegetarischen Gerichte": a denial
            // before the meat-free food keeps the meat from it, and a tie
            // there is one only where nothing keeps the food apart.
            let denies = match (denial_at, meat_free_at) {
                (Some(denial), Some(food)) => denial < food && (!tie || kept_apart),
                _ => false,
            };
            if (tie || meat_free_at.is_some()) && !denies {
                return false;
            }
        }
        true
    }

    /// Whether the sentence at `sentence` of `text` is a name of the meat
    /// and no more: the meat's and its breed's words, words saying where
    /// from ("from", "de", "din"), and names, capitalised, that no
    /// meat-free dish's line holds and that name no diet ("Kagoshima
    /// kurobuta pork", "Goat from Kajiado").
    fn names_only_the_meat(
        &self,
        text: &str,
        sentence: (usize, usize),
        beside: &[&Mention],
    ) -> bool {
        /// Words that say where a product is from.
        #[rustfmt::skip]
        const FROM: &[&str] = &[
            "from", "de", "la", "din", "du", "des", "aus", "di", "da", "fra", "iz", "od", "z",
            "från",
        ];
        /// The most words such a name runs to.
        const LONGEST: usize = 8;
        let Some(said) = text.get(sentence.0..sentence.1) else {
            return false;
        };
        let mut count = 0;
        for word in pieces(said, &ALPHANUMERIC) {
            count += 1;
            let at = sentence.0 + (word.as_ptr() as usize - said.as_ptr() as usize);
            let within_the_meat = beside
                .iter()
                .any(|m| m.span.0 <= at && at < m.span.1 && a_meat_or_its_breed(text, m, beside));
            if count > LONGEST
                || !(within_the_meat
                    || is_one_of(word, FROM)
                    || (word.chars().next().is_some_and(char::is_uppercase)
                        && !is_one_of(word, DIET_WORDS)
                        && self.dishes_holding(word) & self.meat_free_dishes == 0))
            {
                return false;
            }
        }
        count > 0
    }

    /// Whether the restaurant's sentence names a meat-free dish by the
    /// number it is printed with ("Nos. 10 - 12 are finished with butter",
    /// "every curry from 20 to 22", "#20 milk"): what it names is that
    /// dish's, whatever other dish also has the word.
    fn said_of_a_numbered_meat_free_dish(&self, mention: &Mention, text: &str) -> bool {
        !self.meat_free_numbers.is_empty()
            // The numbers before the product name what holds it: "#30 Beef
            // Chow Fun contains beef. #10-#12 contain peanut" gives the
            // beef to #30 alone.
            && text
                .get(mention.sentence.0..mention.span.0)
                .is_some_and(|sentence| {
                    dish_numbers_named(sentence).iter().any(|(from, to)| {
                        self.meat_free_numbers
                            .iter()
                            .any(|n| (*from..=*to).contains(n))
                    })
                })
    }

    /// What a printed label says of its dish (see `menu_item`). A menu
    /// prints a few labels on many dishes, so each label's meaning is
    /// worked out once: it depends on the label and the menu's key alone.
    fn label_meaning(&mut self, label: &'r str) -> SignalSet {
        /// Distinct labels remembered; a menu with more works the rest out
        /// each time.
        const REMEMBERED: usize = 32;
        if let Some((_, meaning)) = self
            .label_meanings
            .iter()
            .find(|(known, _)| *known == label)
        {
            return *meaning;
        }
        let meaning = self.work_out_label(label);
        if self.label_meanings.len() < REMEMBERED {
            self.label_meanings.push((label, meaning));
        }
        meaning
    }

    fn work_out_label(&mut self, label: &str) -> SignalSet {
        // "non-vegan", "Vegan ✗", "vegan (TBC)": a label that denies or
        // doubts its diet claims nothing; only its animal words count.
        if label_denies_or_doubts(label) {
            return self.free_label(label).intersection(ANIMAL);
        }
        // "VG" under the menu's "VG = vegetarian": the key's meaning.
        if let Some(diet) = self.key.diet_of_label(label) {
            return diet;
        }
        let known = label_signals(label, self.key.v_means_vegan);
        if known.is_empty() {
            self.free_label(label)
        } else {
            known
        }
    }

    /// A printed label the closed list does not know, read as the
    /// restaurant's words: a diet word of another language ("vegano",
    /// "vegan (vegetarisch)") claims the dish, and the animal products it
    /// names ("allergens: milk, egg", "🥚") are the dish's.
    fn free_label(&mut self, label: &str) -> SignalSet {
        // Labels are often keys: "dairy_free" is "dairy free".
        let spaced = label.replace('_', " ");
        let repaired = ocr::repair(&spaced);
        self.scratch.menu_text = true;
        let reading = read_text(repaired.as_str(), &mut self.scratch);
        self.scratch.menu_text = false;
        name_claim(repaired.as_str()).union(reading.signals.intersection(ANIMAL))
    }

    /// Whether the restaurant's sentence names a listed dish by its head
    /// word ("both of our chowders") that does not itself hold the
    /// mention ("... are started with bacon", beside a "Bacon
    /// Cheeseburger"): the product is said of a dish whose menu line does
    /// not show it, so no other dish accounts for it.
    /// A head word inside one of `products` (the spans of the sentence's
    /// other products: "Tzatziki and feta are packed on the side") names
    /// that product, listed beside this one, not a dish said to hold it.
    fn said_of_a_dish_without_it(
        &self,
        mention: &Mention,
        text: &str,
        products: &[(usize, usize)],
    ) -> bool {
        let phrase = text.get(mention.span.0..mention.span.1).unwrap_or("");
        // Any word of the phrase will do: "smoked bacon" is the bacon of a
        // "Bacon Cheeseburger".
        let holding = words(phrase).fold(0u64, |dishes, word| {
            dishes | self.dish_words.get(after_elision(word).unwrap_or(word))
        });
        let (start, end) = mention.sentence;
        word_spans(text, start, end)
            .filter(|(at, word)| *at + word.len() <= mention.span.0 || *at >= mention.span.1)
            .filter(|(at, _)| !products.iter().any(|(from, to)| from <= at && at < to))
            .any(|(_, word)| self.dish_heads.get(word) & !holding != 0)
    }

    /// The diet labels a section heading confers on its dishes. Only a
    /// plain diet heading ("Vegan", "Plant-based bowls") does; one that
    /// names an animal product or a choice ("Burgers (beef or vegan
    /// patty)") confers nothing, and one naming vegetarian and vegan food
    /// together confers the weaker, vegetarian.
    /// The labels a section heading confers on its dishes, and whether
    /// their only animal product is the milk of a heading themed on it
    /// ("Milk Teas", "Milkshakes"): a dish under it that names the plant
    /// make whitening it is whitened with that make.
    fn heading_labels(&mut self, section: &str) -> (SignalSet, bool) {
        let repaired = ocr::repair(section);
        let section = repaired.as_str();
        let reading = read_text(section, &mut self.scratch);
        let heading = reading.signals;
        let mut labels = SignalSet::EMPTY;
        if heading.any(SignalSet::of(&[S::GlutenFreeLabel, S::GlutenFreeOptions])) {
            labels.insert(S::GlutenFreeLabel);
        }
        let names_animal = self.scratch.mentions.iter().any(|m| !m.signals.is_empty());
        let choice = pieces(section, &ALPHANUMERIC).any(|w| w.eq_ignore_ascii_case("or"));
        let hedged = !reading.uncertain.is_empty()
            || !diet_denied(section).is_empty()
            || heading.any(SignalSet::of(&[
                S::NoVegan,
                S::NoVegetarian,
                S::VeganAdaptable,
                S::VeganLimited,
                S::NotFullyVegan,
            ]));
        let mut milk_themed = false;
        if names_animal && !choice {
            // "Vegan Curries - finished with ghee", "Bowls (every bowl is
            // topped with a fried egg)": the heading speaks of every dish
            // under it, so its products are theirs, as if printed on each.
            // So does a heading themed on an ingredient ("Bacon Lovers'
            // Bowls", "Say Cheese!"): a diner cannot tell which dishes
            // leave it out. A dish form ("Burgers") only names the kind,
            // and a heading that also says its food is meat-free ("Holy
            // Cow, It's Vegan!", "plant-based brisket, ribs & burnt ends")
            // names styles.
            let how_made = says_how_food_is_made(section);
            let themed = !heading.any(crate::lexicon::MEAT_FREE_CLAIMS);
            milk_themed = themed && !how_made;
            for mention in &self.scratch.mentions {
                if how_made || (themed && !mention.form) {
                    labels = labels.union(mention.signals);
                    milk_themed &= mention.signals.is_empty()
                        || (mention.signals.intersection(ANIMAL) == SignalSet::of(&[S::Dairy])
                            && section
                                .get(mention.span.0..mention.span.1)
                                .is_some_and(|word| is_one_of(word, WHITENERS)));
                }
            }
            milk_themed &= labels.has(S::Dairy);
        }
        if names_animal || choice || hedged {
            return (labels, milk_themed);
        }
        let vegetarian = heading.any(SignalSet::of(&[
            S::VegetarianLabel,
            S::VegetarianOptions,
            S::FullyVegetarian,
        ]));
        let vegan = heading.any(SignalSet::of(&[
            S::VeganLabel,
            S::VeganOptions,
            S::FullyVegan,
        ]));
        if vegetarian {
            labels.insert(S::VegetarianLabel);
        } else if vegan {
            labels.insert(S::VeganLabel);
        }
        (labels, false)
    }

    fn push(&mut self, item: EvidenceItem) {
        self.out.evidence.push(item);
    }

    /// Writes the excerpt of the item about to be pushed: `parts`, joined,
    /// cut to [`MAX_EXCERPT_CHARS`] characters.
    fn excerpt(&mut self, parts: &[&str]) {
        let start = self.texts.len();
        for part in parts {
            self.texts.push_str(part);
        }
        cut_tail(&mut self.texts, start, MAX_EXCERPT_CHARS);
        self.text_ranges.push((
            self.out.evidence.len(),
            Field::Excerpt,
            start,
            self.texts.len(),
        ));
    }

    /// Adds the key entries at `applied` to the excerpt just written, after
    /// a dash: the dish as printed, then the footnotes and legend codes
    /// read as part of it. A dish cut short keeps room for them: they are
    /// why it is evidence.
    fn append_key_entries(&mut self, applied: &[usize]) {
        let Some(range) = self.text_ranges.last_mut() else {
            return;
        };
        let start = range.2;
        let entries_chars: usize = applied
            .iter()
            .filter_map(|index| self.key.entry(*index))
            .map(|entry| entry.printed.chars().count() + 3)
            .sum();
        let room = MAX_EXCERPT_CHARS
            .saturating_sub(entries_chars)
            .max(MAX_EXCERPT_CHARS / 2);
        cut_tail(&mut self.texts, start, room);
        for (n, entry) in applied
            .iter()
            .filter_map(|index| self.key.entry(*index))
            .enumerate()
        {
            self.texts
                .push_str(if n == 0 { " \u{2014} " } else { "; " });
            self.texts.push_str(&entry.printed);
        }
        cut_tail(&mut self.texts, start, MAX_EXCERPT_CHARS);
        range.3 = self.texts.len();
    }

    /// A sentence of `text` (the whole text without one) as the next
    /// excerpt.
    fn sentence_excerpt(&mut self, text: &str, sentence: Option<(usize, usize)>) {
        let (start, end) = sentence.unwrap_or((0, text.len()));
        let sentence = trim(text.get(start..end).unwrap_or(text));
        self.excerpt(&[sentence]);
    }

    /// Gives every item its source and excerpt from one shared buffer.
    fn share_texts(&mut self) {
        if self.text_ranges.is_empty() {
            return;
        }
        // Copied, so the buffer keeps its room for the next evaluation.
        let buffer: Arc<str> = Arc::from(self.texts.as_str());
        for &(index, field, start, end) in &self.text_ranges {
            // A buffer past 4 GiB cannot be shared by range: copy.
            let text = SharedText::shared(&buffer, start, end)
                .or_else(|| buffer.get(start..end).map(SharedText::from));
            if let Some(item) = self.out.evidence.get_mut(index) {
                match field {
                    Field::Source => item.source = text.unwrap_or(SharedText::EMPTY),
                    Field::Excerpt => item.excerpt = text,
                }
            }
        }
    }

    /// Reads a declaration; `as_printed` when OCR repair is known to leave
    /// its text as printed.
    fn declaration(&mut self, declaration: &Declaration, as_printed: bool) {
        let observed_at = self.dated(declaration.date);
        let hash = declaration_key(declaration, None);
        if !self.first_sighting(hash) {
            return;
        }
        self.statement(
            &declaration.text,
            None,
            as_printed,
            &declaration.source,
            observed_at,
            hash,
        );
    }

    /// Takes off `signals` the whole-place claims of `text` made only in
    /// the entries of its legend, or the footnote defining a code, that
    /// dishes carry.
    fn claims_outside_the_key(&self, text: &str, signals: &mut SignalSet) {
        let mut settled = self.key.settled_spans(text);
        settled.extend(self.key.code_defined_first(text));
        if settled.is_empty() {
            return;
        }
        settled.sort_unstable();
        // The text with each settled entry left out, its sentences kept
        // apart.
        let mut outside = String::with_capacity(text.len());
        let mut from = 0;
        for &(start, end) in &settled {
            outside.push_str(text.get(from..start.max(from)).unwrap_or(""));
            outside.push_str(". ");
            from = from.max(end);
        }
        outside.push_str(text.get(from..).unwrap_or(""));
        let mut scratch = Scratch::default();
        scratch.statement = true;
        let claimed = read_text(&outside, &mut scratch).signals;
        for full in [S::FullyVegan, S::FullyVegetarian] {
            if !claimed.has(full) {
                signals.remove(full);
            }
        }
    }

    /// The restaurant speaking of itself: a declaration, or a menu line
    /// that is not a dish (a footnote no dish carries, a legend, a sentence
    /// to the diner). `line`: the menu line it is, `None` for the
    /// restaurant's own declaration. `as_printed`: OCR repair is known to
    /// leave `written` as printed (the menu's key read it first).
    fn statement(
        &mut self,
        written: &str,
        line: Option<usize>,
        as_printed: bool,
        source: &str,
        observed_at: OffsetDateTime,
        hash: u64,
    ) {
        let declared = line.is_none();
        // An allergen matrix pasted as text is read row by row; its
        // excerpt is then the row's sentence, not the restaurant's words.
        let rows = table::rows_as_sentences(written);
        let printed = rows.as_deref().unwrap_or(written);
        let repaired = if as_printed && rows.is_none() {
            ocr::Repaired {
                text: Cow::Borrowed(printed),
                moved: false,
            }
        } else {
            ocr::repair(printed)
        };
        // "Every plate gets a spoon of sambal, the vegan bowl too" beside
        // "Sambal Terasi: chilli, shrimp paste": read with what the named
        // entry holds, its excerpt no longer verbatim.
        let repaired = match self.with_named_entries(repaired.as_str(), line) {
            Some(expanded) => ocr::Repaired {
                text: Cow::Owned(expanded),
                moved: true,
            },
            None => repaired,
        };
        let text = repaired.as_str();
        let paraphrase_method = if rows.is_some() || repaired.moved {
            ParaphraseMethod::Automatic
        } else {
            ParaphraseMethod::None
        };
        self.scratch.statement = true;
        let reading = read_text(text, &mut self.scratch);
        self.scratch.statement = false;
        self.affirmed_elsewhere |= self.scratch.mentions.is_empty() && answers_yes(text);
        let mut signals = reading.signals;
        let shared_with = self.listed_meat_dish_shares_equipment(text, &reading, &mut signals);
        let dedicated_to_animal_food = dedicated_to_animal_food_only(&[&reading]);
        if declared
            && signals.has(S::DedicatedPrep)
            && !signals.any(SHARED_EQUIPMENT)
            && words(text).any(|word| is_one_of(word, CHANGE_MARKS))
        {
            let covers = kinds_a_dedicated_claim_covers(text);
            if !covers.is_empty() {
                self.changed_to_dedicated.push((observed_at, covers));
            }
        }
        // "(V) Walang karne, walang isda. No meat, no fish.": the legend
        // of a code that only dishes labelled vegetarian print, naming no
        // diet but denying meat and fish and leaving no animal product,
        // defines the code as vegetarian, as "(V) Vegetarian: ..." does.
        if !signals.any(MEAT_FREE_LABELS)
            && reading.uncertain.is_empty()
            && self
                .key
                .opens_with_a_code_of_labelled_dishes(text, self.menu)
            && denies_meat_and_fish_only(&self.scratch.mentions)
        {
            signals.insert(S::VegetarianLabel);
        }
        // A restaurant speaking of itself: "we have vegan dishes" is a
        // statement about its options, not a labelled dish.
        promote_to_options(&mut signals);
        // The menu's key claims no meat-free food: the dishes carrying its
        // marks do.
        if self.key.is_the_menus_key(text) {
            signals.remove_all(SignalSet::of(&[S::VeganOptions, S::VegetarianOptions]));
        }
        if reading.vegan_dismissed {
            signals.insert(S::NoVegan);
        }
        // "Everything is vegan except the baklava", "the tagine is going
        // vegan next month": food the restaurant leaves outside the diet
        // today says the place is not wholly of it.
        if crate::lexicon::leaves_food_outside_the_claim(text) {
            signals.insert(S::NotFullyVegan);
        }
        // "(V) saiva = pure vegetarian: no meat, no egg. Sambar and rasam
        // made from dal": a whole-place claim in the entry of a legend a
        // dish carries says what the mark means, not what the place is;
        // only the words outside such entries can claim the place.
        if signals.any(SignalSet::of(&[S::FullyVegan, S::FullyVegetarian])) {
            self.claims_outside_the_key(text, &mut signals);
        }
        // Keep the ingredients a kitchen-wide statement can settle for a
        // religious diet ("we serve pork"); the rest of what it names are
        // mentions, placed on a listed dish or kept as cautions.
        let kitchen_wide =
            signals.intersection(SignalSet::of(&[S::Pork, S::Shellfish, S::Alcohol]));
        signals.remove_all(INGREDIENTS);
        signals = signals.union(kitchen_wide);
        signals.remove_all(REVIEW_ONLY);
        let index = self.out.evidence.len();
        let mut cautions = SignalSet::EMPTY;
        let mut caution_sentence = None;
        // "Please ignore the (VG) on the Dan Dan Noodles - a misprint": the
        // restaurant takes back a label; which dishes it still stands for
        // is not certain.
        // "Q: Is the vegan red curry actually vegan? / A: The tofu is! 😅":
        // a yes for a part of the dish is none for the rest of it.
        // "Our vegan waffles are a 50/50 blend of our vegan and our classic
        // batters": the regular make is in the vegan one.
        if let Some(sentence) = label_taken_back(text)
            .or_else(|| recipe_change_taken_back(text))
            .or_else(|| affirms_only_a_part(text))
            .or_else(|| {
                reading
                    .blended_at
                    .filter(|&blend| blends_vegan_with_the_regular(text, blend))
            })
            .or_else(|| {
                reading
                    .hinted_at
                    .and_then(|hint| withholds_an_ingredient(text, hint))
            })
        {
            cautions = ANIMAL;
            caution_sentence = Some(sentence);
        }
        // "Keiton pohjana meidän oma kanaliemi, niin kuin aina": a sentence
        // of the restaurant's own in a language the engine does not read
        // may say anything of its food, and is kept as a caution of every
        // animal product, quoted to the diner.
        if declared
            && cautions.is_empty()
            && let Some(sentence) = unread_language_sentence(text)
        {
            cautions = ANIMAL;
            caution_sentence = Some(sentence);
        }
        // "Our vegan mayo is Hellmann's", "the dairy-free cheese? It's
        // Kraft": the restaurant's own plant-made product said to be an
        // animal product's brand or its regular make is that product, as
        // a diner's is.
        if let Some((products, said)) = crate::identity::said_to_be_animal(text, &self.scratch) {
            cautions = cautions.union(products);
            caution_sentence = caution_sentence.or(Some(said));
        }
        // Footnotes and legend codes the menu's key applies to dishes (or
        // a legend's codes no dish carries) are not the statement's.
        let settled = self.key.settled_spans(text);
        for mention in &self.scratch.mentions {
            if settled
                .iter()
                .any(|(start, end)| *start <= mention.span.0 && mention.span.1 <= *end)
            {
                continue;
            }
            if mention.signals.is_empty() {
                // "Q: Can you make the carrot cake without butter? / A: No.":
                // a bare no to leaving a product out says the food holds it.
                if mention.denied && refused_without(text, mention.sentence) {
                    let mut kept = *mention;
                    kept.signals = mention.named.intersection(ANIMAL);
                    kept.denied = false;
                    if !kept.signals.is_empty() {
                        self.pending.push((index, kept, text.to_owned()));
                    }
                    continue;
                }
                if !reading.signals.intersection(ANIMAL).is_empty() || mention.named.is_empty() {
                    continue;
                }
                self.explained.push(mention.pattern);
                continue;
            }
            // "Our eggs and dairy come from farms within 50 miles": the
            // kitchen's own animal products say it is not wholly vegan.
            if !mention.tied && names_the_kitchens_own_product(text, mention) {
                signals.insert(S::NotFullyVegan);
            }
            // A question the restaurant answers no is placed with the rest
            // ("Are your naans made with yogurt? / They're not").
            // "May contain (shared fryer): Fish ✓ Milk ✓": what a sentence
            // says may come from shared equipment is cross-contact, which
            // its shared-equipment signal carries to the diner who avoids
            // it; for the diner who accepts it, it is no ingredient.
            if mention.tied
                && reading.signals.any(SHARED_EQUIPMENT)
                && may_contain_by_shared_equipment(text, mention)
            {
                continue;
            }
            if mention.tied && self.said_of_food_called_not_meat_free(text, mention) {
                // The diet is denied of that food, not of the place (unless
                // another sentence denies it too).
                let (start, end) = mention.sentence;
                let elsewhere = diet_denied(text.get(..start).unwrap_or(""))
                    .union(diet_denied(text.get(end..).unwrap_or("")));
                let mut denied_here = SignalSet::of(&[S::NoVegetarian, S::NoVegan]);
                denied_here.remove_all(elsewhere);
                signals.remove_all(denied_here);
                continue;
            }
            // "All our meat is halal.": a sentence about the product
            // itself ties it to no food, however it quantifies it, and is
            // placed like any product the restaurant names.
            let mut mention = *mention;
            if mention.tied && its_own_subject(text, mention.sentence, &self.scratch.mentions) {
                mention.tied = false;
            }
            // "Our clam and fish batter contains milk and egg": the seafood
            // a coating is for is in no dish but its own.
            if names_what_a_coating_is_for(text, &mention) {
                continue;
            }
            // A product in an entry headed by a dish's name is placed once
            // the menu is read: it may be another dish's.
            let tie_held = mention.tied
                && !answered_no(&mention, text)
                && entry_head(text, &mention).is_none()
                && !excepted_from_a_diet_claim(text, &mention)
                && confined_to_what_it_opens_on(text, &mention).is_none()
                && !set_apart_from_the_meat_free_food(text, &mention);
            // "Our beef is grass-fed from Gippsland, minced here every
            // morning": a meat, or a sourcing word that looks like a
            // product, tied by words the sourcing reading tells from a tie
            // ("every morning") is left to that reading, once the menu is
            // read; anything else it says of food still cautions then.
            let untied = Mention {
                tied: false,
                ..mention
            };
            // Food steeped in one liquid with the meat ("se guisa en la
            // misma olla que el cerdo") takes it up: no sourcing note. (Asked
            // last: most ties are no sourcing note's.)
            if tie_held
                && (a_plain_meat(text, &untied) || a_sourcing_look_alike(text, &mention))
                && !steeped_with_other_food(text, mention.sentence.0, mention.sentence.1)
                && !food_cooks_beneath(text, &mention)
                && !steeped_with_a_following_meat(
                    text,
                    mention.sentence.0,
                    mention.sentence.1,
                    |from, to| (from..to).contains(&mention.span.0),
                )
                && !made_in_a_meat_base(
                    text,
                    mention.sentence.0,
                    mention.sentence.1,
                    |from, to| (from..to).contains(&mention.span.0),
                    |from, to| (from..to).contains(&mention.span.0),
                )
                // "Our rice is chicken rice": no sourcing, the meat is in
                // every one of the kind.
                && !a_kind_said_to_be_a_meat_make(
                    text,
                    mention.sentence.0,
                    mention.sentence.1,
                    |from, to| (from..to).contains(&mention.span.0),
                )
            {
                self.sourcing_ties.push((index, mention.span));
                self.pending.push((index, mention, text.to_owned()));
            } else if tie_held {
                cautions = cautions.union(mention.signals);
                caution_sentence = caution_sentence.or(Some(mention.sentence));
            } else {
                self.pending.push((index, mention, text.to_owned()));
            }
        }
        // "Recipe: Our Glaze (the one on the carrots). Melt 2 tbsp butter,
        // whisk in honey": a recipe's steps all make the food its title
        // names, so each product is placed as if said in the title.
        if let Some(title) = recipe_title(text) {
            for (_, mention, _) in self.pending.iter_mut().filter(|(i, ..)| *i == index) {
                mention.sentence = (title.0, mention.sentence.1.max(title.1));
            }
        }
        // "How is your vegan caesar different from Cardini's? ... The
        // dressing is his, untouched": a classic said to be kept as it was
        // holds what its recipe holds, placed like a product it named.
        if let Some(kept) = reading
            .kept
            .then(|| classic_kept_as_it_was(text, &self.scratch.mentions))
            .flatten()
        {
            self.pending.push((index, kept, text.to_owned()));
        }
        let pending_here = self
            .pending
            .iter()
            .rev()
            .take_while(|(i, ..)| *i == index)
            .last()
            .map(|(_, mention, _)| mention.sentence);
        if signals.is_empty() && cautions.is_empty() && pending_here.is_none() {
            return;
        }
        // A statement kept only for what it names quotes where it names it
        // ("(we finish them with ghee …)", not "Ask about our curries!").
        let named_here = pending_here.filter(|_| signals.is_empty());
        self.sentence_excerpt(
            excerpt_source(printed, &repaired),
            caution_sentence.or(named_here).or(reading.excerpt),
        );
        self.source(source);
        self.push(EvidenceItem {
            evidence_id: EvidenceId::from_hash(hash),
            evidence_type: EvidenceType::RestaurantDeclared,
            source: SharedText::EMPTY,
            weight: EvidenceWeight::Primary,
            tier: EvidenceTier::A,
            excerpt: None,
            paraphrase_method: Some(paraphrase_method),
            observed_at,
            signals,
            cautions,
            report_diet: None,
            shared_with,
            dedicated_to_animal_food,
        });
    }

    fn tag(&mut self, tag: &ExternalTag) {
        let observed_at = self.dated(tag.date);
        let hash = date_key(
            Fnv64::new()
                .field("external_tag")
                .field(&tag.source)
                .field(&tag.key)
                .field(&tag.value),
            tag.date,
        )
        .finish();
        if !self.first_sighting(hash) {
            return;
        }
        let signals = tag_signals(&tag.key, &tag.value);
        if signals.is_empty() {
            self.free_text_tag(tag, observed_at, hash);
            return;
        }
        self.tag_item(tag, hash, observed_at, signals, SignalSet::EMPTY);
    }

    /// The evidence of a tag: a structured one is primary, free text only
    /// supports (it claims nothing, it only cautions).
    fn tag_item(
        &mut self,
        tag: &ExternalTag,
        hash: u64,
        observed_at: OffsetDateTime,
        signals: SignalSet,
        cautions: SignalSet,
    ) {
        self.excerpt(&[trim(&tag.key), "=", trim(&tag.value)]);
        self.source(&tag.source);
        self.push(EvidenceItem {
            evidence_id: EvidenceId::from_hash(hash),
            evidence_type: EvidenceType::ExternalSource,
            source: SharedText::EMPTY,
            weight: if signals.is_empty() {
                EvidenceWeight::Supporting
            } else {
                EvidenceWeight::Primary
            },
            tier: EvidenceTier::A,
            excerpt: None,
            paraphrase_method: Some(ParaphraseMethod::None),
            observed_at,
            signals,
            cautions,
            report_diet: None,
            shared_with: SignalSet::EMPTY,
            dedicated_to_animal_food: SignalSet::EMPTY,
        });
    }

    /// A tag whose value is free text ("description", "note": "the green
    /// curry is made on a chicken stock base"): someone's words about the
    /// place. They claim nothing, but an animal product they tie to the
    /// food, or that no listed dish accounts for, is a caution.
    fn free_text_tag(&mut self, tag: &ExternalTag, observed_at: OffsetDateTime, hash: u64) {
        // "kitchen:cooking_fat = lard", "recipe:house_broth = pork bone &
        // chicken": a key that says the value is what the food is made
        // with ties its animal products to the food, one word or many.
        let of_the_food = names_what_food_is_made_with(&tag.key);
        // "kitchen:shared_with = Cluck Shack": the kitchen is shared.
        if names_a_shared_kitchen(&tag.key) && !tag.value.trim().is_empty() {
            self.tag_item(
                tag,
                hash,
                observed_at,
                SignalSet::of(&[S::SharedSurface]),
                SignalSet::EMPTY,
            );
            return;
        }
        // A code or a word ("yes", "only") is no text.
        if !of_the_food && !tag.value.trim().contains(' ') {
            return;
        }
        let folded = crate::encoding::fold(&tag.value);
        let text = folded.as_ref();
        read_text(text, &mut self.scratch);
        let index = self.out.evidence.len();
        let mut cautions = SignalSet::EMPTY;
        let mut pending = false;
        for mention in self
            .scratch
            .mentions
            .iter()
            .filter(|m| !m.signals.is_empty())
        {
            if mention.tied || of_the_food {
                cautions = cautions.union(mention.signals);
            } else {
                self.pending.push((index, *mention, text.to_owned()));
                pending = true;
            }
        }
        if cautions.is_empty() && !pending {
            return;
        }
        self.tag_item(tag, hash, observed_at, SignalSet::EMPTY, cautions);
    }

    fn menu_item(&mut self, line: usize, item: &'r MenuItem, place_claims_fully_vegan: bool) {
        let observed_at = self.dated(item.observed_at);
        let mut hasher = Fnv64::new()
            .field("menu_item")
            .field(&item.source)
            .field(&item.name)
            .field(item.description.as_deref().unwrap_or(""))
            .field(item.section.as_deref().unwrap_or(""));
        for label in &item.labels {
            hasher = hasher.field(label);
        }
        let hash = date_key(hasher, item.observed_at).finish();
        if !self.first_sighting(hash) {
            return;
        }
        // A footnote, a legend or a sentence to the diner scraped as a menu
        // line is no dish. A footnote a dish carries is read as part of
        // that dish; any other such line is the restaurant's statement.
        match self.key.line(line, item) {
            MenuLine::Dish => {}
            MenuLine::Note if self.key.note_applies(item) => return,
            kind => {
                let line_text = legend::line_text(item);
                let text = self
                    .key
                    .without_what_is_said_of_unmarked_dishes(&line_text, self.menu);
                let before = self.out.evidence.len();
                self.statement(&text, Some(line), false, &item.source, observed_at, hash);
                // A legend's "🟡 Contains Egg" defines a mark; the dishes
                // carrying it hold the egg, the legend places none.
                if kind == MenuLine::Legend
                    && self.out.evidence.len() > before
                    && let Some(read) = self.out.evidence.last_mut()
                {
                    read.cautions.remove_all(self.key.defined_animal());
                    if read.signals.is_empty() && read.cautions.is_empty() {
                        self.out.evidence.pop();
                    }
                }
                return;
            }
        }
        // Checked until one item may be a meal: most menus' first is.
        let summary = &mut self.out.menu;
        summary.only_sweets_and_drinks = (summary.items == 0 || summary.only_sweets_and_drinks)
            && is_a_sweet_or_drink(&item.name, item.section.as_deref());
        summary.items += 1;
        if has_a_description(item) {
            self.out.menu.described += 1;
        }
        if !item.labels.is_empty() {
            self.out.menu.labelled += 1;
        }

        let mut printed = SignalSet::EMPTY;
        for label in &item.labels {
            printed = printed.union(self.label_meaning(label));
        }
        // The heading's milk, where it is themed on milk alone and no label
        // prints dairy: the dish's own plant make may whiten it.
        let mut heading_milk = false;
        if let Some(section) = item.section.as_deref() {
            // A section heading ("Vegan mains") is printed like a label.
            // A menu lists a section's dishes together: read it once.
            let (labels, unorderable, milk_themed) = match self.last_heading {
                Some((last, labels, unorderable, milk_themed)) if last == section => {
                    (labels, unorderable, milk_themed)
                }
                _ => {
                    let (labels, milk_themed) = self.heading_labels(section);
                    let unorderable = not_orderable_now(section);
                    self.last_heading = Some((section, labels, unorderable, milk_themed));
                    (labels, unorderable, milk_themed)
                }
            };
            heading_milk = milk_themed && !printed.has(S::Dairy);
            printed = printed.union(labels);
            if unorderable {
                printed.remove_all(crate::lexicon::MEAT_FREE_CLAIMS);
            }
        }
        // "Marinara (VG)" under the menu's key "VG = vegan", with no label
        // scraped: the restaurant's own mark is the dish's label.
        if item.labels.is_empty() && !self.key.is_empty() {
            printed = printed.union(self.key.diet_marked(item).intersection(MEAT_FREE_LABELS));
        }
        // "Elote Bowl (V, GF)" tagged Vegan by a delivery app, where the
        // menu's key says "(V) vegetarian": the restaurant's own mark calls
        // the dish vegetarian and not vegan, so the vegan claim is in doubt.
        let mut disputed = false;
        if !self.key.is_empty() && printed.has(S::VeganLabel) {
            let marked = self.key.diet_marked(item);
            disputed = marked.has(S::VegetarianLabel) && !marked.has(S::VeganLabel);
        }
        // A hospital's "Vegan diet order: ... Dairy and eggs permitted":
        // the restaurant's own vegan lets them in, so a vegan label of its
        // says no more than vegetarian.
        if !self.key.vegan_allows.is_empty() && printed.has(S::VeganLabel) {
            disputed = true;
        }
        // Read as repaired where OCR broke words; the excerpt stays the
        // item as printed.
        // (A line its words show repair would leave as printed is not
        // scanned again.)
        let line_words = self.line_words.get(line).copied().unwrap_or_default();
        let name_text = if line_words.name.printed_as_read {
            Cow::Borrowed(item.name.as_str())
        } else {
            ocr::repair(&item.name).text
        };
        // Paid extras offered beside the dish are not in it as printed.
        let description_text = item.description.as_deref().map(|d| {
            let (repaired, priced) = match line_words.description {
                Some(words) if words.printed_as_read => (Cow::Borrowed(d), !words.no_price_mark),
                _ => (ocr::repair(d).text, true),
            };
            // (Every price has a mark, which the line's words show.)
            let dish = match priced
                .then(|| crate::addons::without_paid_extras(&repaired))
                .flatten()
            {
                Some(dish) => Cow::Owned(dish),
                None => repaired,
            };
            // "Popular with: Dal Baati Churma · Malai Ghevar": an ordering
            // app's line naming other listed dishes holds none of them.
            let dish = match without_recommendation_lines(self.menu, line, &dish) {
                Some(cut) => Cow::Owned(cut),
                None => dish,
            };
            // "same salsa as the carnitas": another entry's name, followed
            // later for what it holds, is not the dish's own meat.
            let cues = self.description_cues(line, &dish);
            let dish = match crate::pointers::without_pointed_name(self.menu, line, &dish, cues) {
                Some(blanked) => Cow::Owned(blanked),
                None => dish,
            };
            // "sriracha aioli" where the sauces list makes it "VG,
            // egg-free": the dish names the plant make.
            match crate::pointers::plant_make_named(&dish, &self.plant_parts) {
                Some(marked) => Cow::Owned(marked),
                None => dish,
            }
        });
        self.scratch.menu_text = true;
        // A name that opens or closes with a diet word ("Vegan Ramen",
        // "ヴィーガン ラーメン", "Pad Thai (Vegan)") claims the dish as a
        // printed label does: its own animal products contradict it.
        let denied_by_name = denial_in_words(&name_text, &item.name, Some(line_words.name))
            .unwrap_or_else(|| diet_denied(&name_text));
        if denied_by_name.is_empty() {
            printed = printed.union(name_claim(&name_text));
        }
        // "Vegan: N", "⚠️ NOT VEGAN", "(non-vegan)": the dish's own words
        // deny the diet a label claims for it.
        let denied_here = denied_by_name.union(description_text.as_deref().map_or(
            SignalSet::EMPTY,
            |description| {
                item.description
                    .as_deref()
                    .and_then(|printed| {
                        denial_in_words(description, printed, line_words.description)
                    })
                    .unwrap_or_else(|| diet_denied(description))
            },
        ));
        let name = read_text(&name_text, &mut self.scratch);
        // The item's mentions, in a buffer kept across items.
        let mut mentions = std::mem::take(&mut self.item_mentions);
        mentions.clear();
        mentions.extend_from_slice(&self.scratch.mentions);
        let name_mentions = mentions.len();
        let description = match description_text.as_deref() {
            Some(description) => {
                let reading = read_text(description, &mut self.scratch);
                mentions.extend_from_slice(&self.scratch.mentions);
                reading
            }
            None => TextReading::default(),
        };
        let described_end = mentions.len();
        // "Coconut Milk Tea: black tea, non-dairy creamer (coconut oil, pea
        // protein - no caseinate)" under "Milk Teas": the heading names the
        // milk of its teas; the dish's own words name the plant make that
        // whitens this one. A product the description keeps is its own.
        // A plant milk offered ("oat milk available", "sub oat milk") or
        // topping the drink ("oat milk foam") says nothing of what whitens
        // it as it comes.
        if heading_milk
            && let Some(description) = description_text.as_deref()
            && !words(description).any(|word| is_one_of(word, OFFERED_OR_ON_TOP))
            && !description.contains(['+', '$'])
            && (names_a_plant_whitener(description)
                || mentions[name_mentions..described_end].iter().any(|m| {
                    // A "non-dairy" creamer may hold caseinate: it counts
                    // only with its recipe printed right after it, whose
                    // animal products the description then holds itself.
                    m.signals.is_empty()
                        && m.named.has(S::Dairy)
                        && description
                            .get(m.span.0..m.span.1)
                            .is_some_and(|word| is_one_of(word, WHITENERS))
                        && description
                            .get(m.span.1..)
                            .is_some_and(|after| after.trim_start().starts_with('('))
                }))
        {
            printed.remove(S::Dairy);
        }
        let mut taken_off = SignalSet::EMPTY;
        let mut cautions = SignalSet::EMPTY;
        // A line that takes something off the dish above ("Hold the
        // bacon", "No crema", "minus the butter").
        let mut removal = false;
        let continuation = match self.continuation.take() {
            Some((line, said)) => {
                let modifier = is_modifier(line);
                removal = modifier && is_removal(line);
                // "Sub vegan bun", "Veggie broth instead of house broth",
                // "make it egg-free +$1": a meat-free version offered
                // says the dish as it comes is not meat-free, in a part
                // the line may not name.
                if modifier && offers_meat_free_version(line) {
                    cautions = ANIMAL;
                }
                // "Sub dairy cheese": what a substitution offers is not in
                // the dish; what its note says of the dish is.
                let offered_only = modifier && is_substitution(line);
                let rest = match (offered_only, said) {
                    (true, said) => Cow::Borrowed(said),
                    (false, "") => ocr::repair(line).text,
                    (false, said) => Cow::Owned(format!("{} {}", ocr::repair(line).text, said)),
                };
                let reading = read_text(&rest, &mut self.scratch);
                mentions.extend_from_slice(&self.scratch.mentions);
                if modifier && !offered_only {
                    taken_off = self
                        .scratch
                        .mentions
                        .iter()
                        .fold(SignalSet::EMPTY, |all, m| all.union(m.named))
                        .intersection(ANIMAL);
                }
                reading
            }
            None => TextReading::default(),
        };
        // "$2 extra without cheese", "(vegan broth +$2)", "sub Daiya +$1":
        // a priced option in the description that takes off an animal
        // product or offers its plant version says the dish as it comes
        // holds the product, as a modifier line under it does.
        // (A description whose words show no price mark offers none.)
        let description_priced = line_words
            .description
            .is_none_or(|words| !words.printed_as_read || !words.no_price_mark);
        if description_priced
            && printed.any(crate::lexicon::MEAT_FREE_CLAIMS)
            && description_text
                .as_deref()
                .is_some_and(|d| self.offers_a_priced_plant_make(d))
        {
            cautions = ANIMAL;
        }
        self.scratch.menu_text = false;
        // What the item's animal words mean once each is read in context.
        // Under a printed vegan label, or in a place whose own statement
        // says it is fully vegan, a dish form names its vegan version
        // ("Smash Burger", "Kale Caesar"), while an ingredient word keeps
        // its meaning ("Vegan honey-glazed carrots" is a label conflict).
        // A name the description explains ("Chili Cheese Fries" made with
        // "cashew cheese sauce") and a product the restaurant says it makes
        // from plants ("our cheeses are made from cashews") are plant
        // versions too.
        // "Nonna's recipe, untouched since 1962", "the way it's made in
        // Bangkok, no shortcuts": a description that vouches for the
        // classic recipe, naming no plant version, keeps what the dish's
        // name holds in that recipe whatever the label says.
        let mut described_plant = mentions
            .iter()
            .skip(name_mentions)
            .filter(|m| m.signals.is_empty())
            .fold(SignalSet::EMPTY, |set, m| set.union(m.named));
        // "Bacon Cheeseburger (VG): ... coconut bacon", "Chicken Sandwich
        // (VG): soy chick'n": a plant product named for what it stands in
        // for explains that word of the name. (Asked only of a dish a
        // label or the place's claim calls vegan, whose name names an
        // animal product the description does not already explain.)
        if (printed.has(S::VeganLabel) || place_claims_fully_vegan)
            && mentions[..name_mentions].iter().any(|m| {
                !m.signals.intersection(ANIMAL).is_empty() && {
                    let mut left = m.signals.intersection(ANIMAL);
                    left.remove_all(described_plant);
                    !left.is_empty()
                }
            })
            && let Some(description) = description_text.as_deref()
        {
            described_plant = described_plant.union(stand_ins_named(description));
        }
        // The description's words are searched last: most labelled dishes
        // are ruled out before.
        // A dish named for its seafood, which a pescatarian's fit may rest
        // on, is vouched for the same way ("Clams Casino: broiled the
        // classic Rhode Island way" holds the classic's bacon).
        let rests_on_its_name = printed.any(crate::lexicon::MEAT_FREE_CLAIMS)
            || name.signals.any(SignalSet::of(&[S::Fish, S::Shellfish]));
        // "Right down to the broth", "nothing changed but the protein": a
        // vouch that keeps all of the classic but the plant versions named.
        let mut keeps_the_rest = false;
        let classic_vouched = rests_on_its_name
            && !description.signals.any(crate::lexicon::MEAT_FREE_CLAIMS)
            && description_text.as_deref().is_some_and(|text| {
                self.description_cues(line, text).has(Cues::VOUCH)
                    && (described_plant.is_empty() || {
                        keeps_the_rest = keeps_all_but_what_changed(text);
                        keeps_the_rest
                    })
                    && match vouch_past_its_key(text) {
                        Vouch::Recipe => true,
                        Vouch::Regional => {
                            let stand_in = name.signals.has(S::PlantProtein)
                                || description.signals.has(S::PlantProtein);
                            !classic_recipe_holds(&name_text).is_empty()
                                && (!stand_in || is_a_classic_of_tofu(&name_text))
                        }
                        Vouch::None => false,
                    }
            });
        let vegan_context = printed.has(S::VeganLabel) || place_claims_fully_vegan;
        let mut animal = SignalSet::EMPTY;
        if classic_vouched {
            let mut held = classic_recipe_holds(&name_text);
            if keeps_the_rest {
                held.remove_all(described_plant);
            }
            animal = animal.union(held);
        }
        // "Spring Vegetable Quiche" labelled vegan, "Vegan Frijoles
        // Charros": a dish form whose recipe is the animal product (an egg
        // custard, charro beans' pork) is read as its plant version only
        // where the dish's own words name a plant make ("silken tofu
        // custard", "no pork", "sin manteca") or the restaurant's
        // statements explain it. Asked only of such a form.
        // A plant version of another product ("honey-free date syrup" on a
        // crêpe of egg and milk) names no make of the form's own product.
        let plant_make_named = |form: &str, named: SignalSet| {
            let plant_version = described_plant.any(named);
            if product_is_the_broth(form) {
                return plant_version
                    || names_a_plant_broth(&name_text)
                    || description_text.as_deref().is_some_and(names_a_plant_broth);
            }
            plant_version
                || name.signals.union(description.signals).has(S::PlantProtein)
                || names_a_plant_make(&name_text)
                || description_text.as_deref().is_some_and(names_a_plant_make)
                // "Pierogi Ruskie" described "Alergeny: gluten, seler": the
                // dish's own allergen list, naming no milk, is the kitchen's
                // word that its make holds none.
                || (!named.is_empty()
                    && named.intersection(ALLERGENS_DECLARED) == named
                    && !description.signals.any(named)
                    && description_text.as_deref().is_some_and(is_a_plant_allergen_list))
        };
        let mut vegan_choice: Option<bool> = None;
        for (index, mention) in mentions.iter().enumerate() {
            let mut kept = mention.signals;
            let in_name = index < name_mentions;
            if classic_vouched && mention.form && in_name {
                animal = animal.union(kept);
                continue;
            }
            if mention.form
                && in_name
                && printed.any(crate::lexicon::MEAT_FREE_CLAIMS)
                && !place_claims_fully_vegan
                && !mention.denied
                && name_text
                    .get(mention.span.0..mention.span.1)
                    .is_some_and(|form| {
                        recipe_is_the_product(form)
                            && !plant_make_named(form, mention.named.intersection(ANIMAL))
                    })
                && !self.explained.contains(&mention.pattern)
            {
                animal = animal.union(mention.named);
                continue;
            }
            // A label speaks for the dish its name names; a description
            // lists what is in it, so its "raita" is raita. A whole-place
            // claim speaks for both.
            if (mention.styled && vegan_context)
                || (mention.form && (place_claims_fully_vegan || (in_name && vegan_context)))
            {
                kept = SignalSet::EMPTY;
            } else if mention.form && in_name && printed.has(S::VegetarianLabel) {
                kept.remove_all(NOT_VEGETARIAN);
            }
            if in_name {
                kept.remove_all(described_plant);
                // "Tofu / Chicken / Beef Stir-Fry" described "vegan with
                // tofu": the meats are the other choices.
                if printed.has(S::VeganLabel)
                    && listed_as_a_choice(&name_text, mention.span)
                    && *vegan_choice.get_or_insert_with(|| {
                        description_text
                            .as_deref()
                            .is_some_and(|d| names_the_vegan_choice(&name_text, d))
                    })
                {
                    kept.remove_all(FLESH_SIGNALS);
                }
            } else if index < described_end
                && description_text.as_deref().is_some_and(|description| {
                    let later = &mentions[index + 1..described_end];
                    explained_by_plant_version(description, mention, later)
                        || (mention.form
                            && vegan_context
                            && repeats_the_names_plant_made_form(
                                description,
                                mention,
                                later,
                                &name_text,
                                &mentions[..name_mentions],
                            ))
                })
            {
                kept = SignalSet::EMPTY;
            }
            if self.explained.contains(&mention.pattern) {
                kept = SignalSet::EMPTY;
            }
            animal = animal.union(kept);
        }
        let mut continued = continuation.signals;
        if removal && !taken_off.is_empty() {
            // "Hold the bacon  -$0.50" under a clam chowder: the dish comes
            // with what the line takes off, though its own words never
            // name it. Where a fit may rest on the dish as printed (labelled
            // meat-free, or seafood with no meat named), what it hid is a
            // caution: the printed line is not the whole dish.
            let mut hidden = taken_off;
            hidden.remove_all(animal);
            if printed.any(crate::lexicon::MEAT_FREE_CLAIMS)
                || (animal.any(SignalSet::of(&[S::Fish, S::Shellfish]))
                    && !animal.any(SignalSet::of(&[S::Meat, S::Pork, S::Gelatin])))
            {
                cautions = cautions.union(hidden);
            }
            // Holding the bacon makes a clam chowder no vegan dish: taking
            // a product off on request leaves the dish's other ones.
            let mut left = animal;
            left.remove_all(taken_off);
            if !left.is_empty() {
                continued.remove(S::VeganAdaptable);
            }
        }
        let mut text = name.signals.union(description.signals).union(continued);
        text.remove_all(ANIMAL);
        text = text
            .union(animal)
            .union(denied_here)
            .union(denied_diet_holds(denied_here, animal))
            .union(taken_off);
        // "Cholesterol 185 mg": only animal foods carry cholesterol, so a
        // nutrition line showing any says dairy or egg (at least) is in it.
        // (An amount has a digit: a description without one, as its words
        // show, shows none.)
        if let Some(description) = description_text.as_deref() {
            let cues = self.description_cues(line, description);
            if cues.has(Cues::DIGIT) && shows_cholesterol(description) {
                text = text.union(SignalSet::of(&[S::Dairy, S::Egg]));
            }
            // "a pat melting on top", "2 strips crumbled": a unit standing
            // for the product every cook knows it measures.
            // (Only after a digit or an article: most descriptions have
            // neither, which their words say.)
            if cues.has(Cues::DIGIT)
                || cues.has(Cues::ARTICLE)
                || description.starts_with(['a', 'A'])
            {
                text = text.union(crate::units::implied_products(description));
            }
        }
        // "fried in the fat we're named for" at "Tallow & Salt Chippy".
        text = text.union(self.venue.held_by(&name_text)).union(
            description_text
                .as_deref()
                .map_or(SignalSet::EMPTY, |d| self.venue.held_by(d)),
        );
        // What the footnotes and legend codes the dish carries name is in
        // the dish ("Vegan Tacos*" and "*heated with lard"; "(A,C,G)" and
        // "C Eier"): quoted in its excerpt.
        let mut applied = Vec::new();
        if !self.key.is_empty() {
            for (index, entry) in self.key.applying(item) {
                if !entry.animal.is_empty() {
                    text = text.union(entry.animal);
                    applied.push(index);
                }
            }
        }
        // "penne (D)(N)(G)" with no key on the menu: "(D)" is most often
        // dairy, a mention the menu does not settle.
        // (Every bracketed code closes: a line without a closing
        // parenthesis, as its words show, has none.)
        let bracket_free = line_words.name.no_closing_bracket
            && match (item.description.as_deref(), line_words.description) {
                (None, _) => true,
                (Some(_), Some(words)) => words.no_closing_bracket,
                (Some(_), None) => false,
            };
        if !bracket_free {
            cautions = cautions.union(self.key.keyless_animal_codes(item));
        }
        let dedicated_to_animal_food =
            dedicated_to_animal_food_only(&[&name, &description, &continuation]);
        // A vegan mention the text does not state with certainty ("ask your
        // server if vegan") is vegan on request at most.
        let uncertain = name.uncertain.union(description.uncertain);
        if uncertain.any(SignalSet::of(&[
            S::VeganLabel,
            S::VeganOptions,
            S::FullyVegan,
        ])) {
            text.insert(S::VeganAdaptable);
        }
        // "Vegan Curry Plate (AVML)", "VLML (vegetarian lacto-ovo)": the
        // dish's own words mark it with a vegetarian diet that allows dairy
        // or eggs, which disputes the vegan label as a key's mark would.
        // (Only a vegetarian word read in its text can be one.)
        if !disputed
            && printed.has(S::VeganLabel)
            && name
                .signals
                .union(description.signals)
                .has(S::VegetarianLabel)
        {
            disputed = crate::vocabulary::names_a_dairy_or_egg_vegetarian_diet(&name_text)
                || description_text
                    .as_deref()
                    .is_some_and(crate::vocabulary::names_a_dairy_or_egg_vegetarian_diet);
        }
        let mut signals = menu_item_signals(printed, text);
        if disputed {
            signals.insert(S::LabelConflict);
            cautions = cautions.union(SignalSet::of(&[S::Dairy, S::Egg]));
        }
        // An app's "pescatarian" tag on a burger with bacon jam: a label
        // for a diet the dish's own words break.
        if signals.any(SignalSet::of(&[S::Meat, S::Pork]))
            && item.labels.iter().any(|label| is_pescatarian_label(label))
        {
            signals.insert(S::LabelConflict);
        }
        let meat_free = signals.any(SignalSet::of(&[S::VeganLabel, S::VegetarianLabel]));
        if meat_free && let Some(number) = dish_number(&item.name) {
            self.meat_free_numbers.push(number);
        }
        if meat_free {
            self.meat_free_names.push(&item.name);
            // A name printed as read with no apostrophe or hyphen has its
            // words (the runs of its letters and digits) found already.
            let plain = same_text(&name_text, &item.name) && line_words.name.plain_words;
            let (head, initials) = if plain {
                let words = || {
                    self.menu_words
                        .words(&item.name, line_words.name)
                        .map(|(word, _)| word)
                };
                (
                    lower_case(head_of_words(&item.name, words())),
                    initials_of_words(words().map(str::as_bytes)),
                )
            } else {
                (
                    Cow::Owned(dish_head(&name_text).to_lowercase()),
                    initials(&name_text),
                )
            };
            if let Some(initials) = initials
                && !self.meat_free_initials.contains(&initials)
            {
                self.meat_free_word_shapes.add(&initials);
                self.meat_free_initials.push(initials);
            }
            // "Falafel Wrap": the wrap carries the falafel, and "our falafel"
            // speaks of the dish as much as "the wrap" does.
            if let Some(component) = component_of_a_carrier(&name_text, &head)
                && !self.meat_free_heads.iter().any(|head| *head == component)
            {
                self.meat_free_word_shapes.add(&component);
                self.meat_free_heads.push(Cow::Owned(component));
            }
            if head.len() >= 3 && !self.meat_free_heads.contains(&head) {
                self.meat_free_word_shapes.add(&head);
                self.meat_free_heads.push(head);
            }
            // "Spätzle-Pfanne": a last word joined of parts by hyphens is
            // named by each part ("our spätzle are flour and eggs").
            if !plain && name_text.contains('-') {
                for part in compound_parts(&name_text) {
                    if !self.meat_free_heads.iter().any(|head| *head == part) {
                        self.meat_free_word_shapes.add(&part);
                        self.meat_free_heads.push(Cow::Owned(part));
                    }
                }
            }
        }
        let side_or_treat = !signals.is_empty()
            && (section_is_not_a_meal(item.section.as_deref()) || {
                // A name whose words (as printed) hold none of the words a
                // side's or treat's name turns on names none.
                let settled = same_text(&name_text, &item.name)
                    && line_words.name.plain_words
                    && !line_words.name.cues.has(Cues::SIDE_OR_TREAT);
                !settled && names_a_side_or_treat(&name_text)
            });
        if !mentions.is_empty() {
            if meat_free && self.listed.len() < 64 {
                self.meat_free_dishes |= 1 << self.listed.len();
            }
            if !meat_free {
                self.listed_animal = self.listed_animal.union(text.intersection(ANIMAL));
                // Its name names its stock ("the piti broth").
                let name = before_parenthesis(&item.name).trim();
                if text.has(S::Meat) && name.chars().count() >= 4 {
                    self.scratch.meat_dishes.push(name.to_owned());
                }
            }
            let repaired = matches!(name_text, Cow::Owned(_))
                || matches!(description_text, Some(Cow::Owned(_)));
            self.listed.push(ListedDish {
                item,
                line,
                animal: text.intersection(ANIMAL),
                repaired: repaired.then(|| {
                    Box::new((
                        name_text.into_owned(),
                        description_text.map(Cow::into_owned),
                    ))
                }),
            });
        }
        self.item_mentions = mentions;
        // A note in a script without words, or in a language the engine
        // does not read, is kept, read as nothing, for
        // `caution_notes_in_unread_scripts`.
        let unread_language = an_unread_language_note(item);
        if signals.is_empty() && !an_unread_note(item) && !unread_language {
            return;
        }
        if side_or_treat {
            signals.insert(S::SideOrTreat);
        }
        let description = item
            .description
            .as_deref()
            .map(trim)
            .filter(|d| !d.is_empty());
        match description {
            Some(description) => self.excerpt(&[trim(&item.name), ": ", description]),
            None => self.excerpt(&[trim(&item.name)]),
        }
        let paraphrase_method = if applied.is_empty() {
            ParaphraseMethod::None
        } else {
            self.append_key_entries(&applied);
            ParaphraseMethod::Automatic
        };
        self.source(&item.source);
        self.dish_names.push((
            dish_name_key_with(
                &item.name,
                item.section.as_deref(),
                Some((&self.menu_words, line_words.name)),
            ),
            self.out.evidence.len(),
        ));
        if unread_language {
            self.unread_language_notes
                .push((line, self.out.evidence.len()));
        }
        self.dish_lines.push((line, self.out.evidence.len()));
        // Only a dish a fit can rest on needs to know what its pointer holds.
        let cues = self
            .line_words
            .get(line)
            .and_then(|words| words.description)
            .map_or(Cues::default(), |words| words.cues);
        if signals.any(A_FIT_RESTS_ON)
            && (crate::pointers::may_point(item, cues)
                || (cues.has(Cues::ELSEWHERE) && crate::pointers::off_line::points_elsewhere(item)))
        {
            self.references.push((self.out.evidence.len(), line));
        }
        self.push(EvidenceItem {
            evidence_id: EvidenceId::from_hash(hash),
            evidence_type: EvidenceType::MenuItem,
            source: SharedText::EMPTY,
            weight: EvidenceWeight::Primary,
            tier: EvidenceTier::A,
            excerpt: None,
            paraphrase_method: Some(paraphrase_method),
            observed_at,
            signals,
            cautions,
            report_diet: None,
            shared_with: SignalSet::EMPTY,
            dedicated_to_animal_food,
        });
    }

    /// One dish listed more than once (a delivery app's copy beside the
    /// restaurant's own, last season's menu beside this one): the diner
    /// cannot tell which copy the kitchen serves, so every copy holds the
    /// animal products any copy names ("chicken stock" on the flyer's
    /// risotto is in the website's), a conflict for a copy labelled for a
    /// diet they break.
    fn compare_copies_of_dishes(&mut self) {
        // Most menus list each dish once: no copies to compare, and no
        // sort to find there are none.
        if self.dish_names.len() < 2 || !may_repeat_a_key(&self.dish_names) {
            return;
        }
        self.dish_names.sort_unstable();
        let lines = &self.dish_lines;
        let menu = self.menu;
        let evidence = &mut self.out.evidence;
        for copies in self.dish_names.chunk_by(|a, b| a.0 == b.0) {
            if copies.len() < 2 {
                continue;
            }
            // "Vegan Shoyu Ramen" printed beside "Shoyu Ramen" on one page
            // is the menu's vegan make of the dish, not a copy of it.
            let item_of = |index: usize| {
                lines
                    .iter()
                    .find(|(_, i)| *i == index)
                    .and_then(|(line, _)| menu.get(*line))
            };
            let same_make = |a: usize, b: usize| {
                item_of(a).zip(item_of(b)).is_none_or(|(a, b)| {
                    a.source != b.source
                        || opens_with_a_diet_word(&a.name) == opens_with_a_diet_word(&b.name)
                })
            };
            let mut updates: Vec<(usize, SignalSet, bool)> = Vec::with_capacity(copies.len());
            for &(_, index) in copies {
                let others = copies
                    .iter()
                    .filter(|(_, other)| same_make(index, *other))
                    .filter_map(|(_, other)| evidence.get(*other));
                let named = others.clone().fold(SignalSet::EMPTY, |all, item| {
                    all.union(item.signals.intersection(ANIMAL))
                });
                // "V" on the restaurant's page under "V - Vegetarian",
                // "Vegan" on a delivery app's copy: one copy calls the dish
                // vegetarian and not vegan, so the vegan claim of another
                // is in doubt.
                let vegetarian_only = others.clone().any(|item| {
                    item.signals.has(S::VegetarianLabel) && !item.signals.has(S::VeganLabel)
                });
                updates.push((index, named, vegetarian_only));
            }
            for (index, named, vegetarian_only) in updates {
                let Some(item) = evidence.get_mut(index) else {
                    continue;
                };
                if vegetarian_only && item.signals.has(S::VeganLabel) {
                    item.signals.insert(S::LabelConflict);
                    item.cautions = item.cautions.union(SignalSet::of(&[S::Dairy, S::Egg]));
                }
                if named.is_empty() {
                    continue;
                }
                item.signals = item.signals.union(named);
                if item.signals.has(S::VeganLabel)
                    || (item.signals.has(S::VegetarianLabel) && named.any(NOT_VEGETARIAN))
                {
                    item.signals.insert(S::LabelConflict);
                }
            }
        }
    }

    /// A page that later prints a dish without the diet label it used to
    /// carry no longer claims it: the older label supports nothing. (A
    /// copy elsewhere, such as a delivery app's, may simply not print
    /// labels, so only the same source's newer copy counts.)
    fn drop_labels_no_longer_printed(&mut self, menu: &[MenuItem]) {
        let evidence = &self.out.evidence;
        // (Room for every dish line: a filtered collect grows step by step.)
        let mut labelled: Vec<(usize, usize)> = Vec::with_capacity(self.dish_lines.len());
        labelled.extend(self.dish_lines.iter().copied().filter(|(_, index)| {
            evidence
                .get(*index)
                .is_some_and(|e| e.signals.any(MEAT_FREE_LABELS))
        }));
        // A menu read at one time (the common case) has no newer copy:
        // only a line seen after the oldest label is compared by name.
        let Some(oldest) = labelled
            .iter()
            .filter_map(|(line, _)| menu.get(*line))
            .map(|item| item.observed_at)
            .min()
        else {
            return;
        };
        let key = |item: &MenuItem| dish_name_key(&item.name, item.section.as_deref());
        for (line, newer) in menu.iter().enumerate() {
            if newer.observed_at <= oldest
                || labelled
                    .iter()
                    .any(|(labelled_line, _)| *labelled_line == line)
            {
                continue;
            }
            let newer_key = key(newer);
            for &(older_line, index) in &labelled {
                let Some(older) = menu.get(older_line) else {
                    continue;
                };
                // "Shoyu Ramen" beside "Vegan Shoyu Ramen (VG)" is the
                // regular make, not the vegan one reprinted.
                if older.source == newer.source
                    && older.observed_at < newer.observed_at
                    && key(older) == newer_key
                    && opens_with_a_diet_word(&older.name) == opens_with_a_diet_word(&newer.name)
                    && let Some(item) = self.out.evidence.get_mut(index)
                {
                    item.signals.remove_all(MEAT_FREE_LABELS);
                }
            }
        }
    }

    /// Another line of the same menu that speaks of a labelled dish — a note
    /// naming it whole ("Allergen guide: Vegan Lasagna - contains: ... egg",
    /// "[photo] Garden Ramen: ... chashu"), all dishes of its kind ("Every
    /// risotto leaves my kitchen with a knob of butter", "All soups are
    /// made from our chicken stock"), or, in a note, a part of it ("About
    /// our rice & peas: ... pig tail", "Pesto: contains milk") — gives the
    /// dish the animal products it names: a conflict for its label.
    fn read_notes_on_labelled_dishes(&mut self, menu: &[MenuItem]) {
        // Each labelled dish with its head word ("Spring Pea Risotto
        // (vegan)" is a risotto), and what each dish line was read to hold.
        let mut labelled: Vec<(&MenuItem, usize, &str)> = Vec::with_capacity(self.dish_lines.len());
        // Which lines those dishes are printed on.
        let mut labelled_lines = vec![false; menu.len()];
        let mut animal_by_line: Vec<Option<SignalSet>> = vec![None; menu.len()];
        for &(line, index) in &self.dish_lines {
            let (Some(dish), Some(item)) = (menu.get(line), self.out.evidence.get(index)) else {
                continue;
            };
            if item.signals.any(MEAT_FREE_LABELS) {
                // A name printed as read with no apostrophe or hyphen has
                // its words found already.
                let head = match self.line_words.get(line) {
                    Some(words) if words.name.plain_words => head_of_words(
                        &dish.name,
                        self.menu_words
                            .words(&dish.name, words.name)
                            .map(|(word, _)| word),
                    ),
                    _ => dish_head(&dish.name),
                };
                labelled.push((dish, index, head));
                if let Some(slot) = labelled_lines.get_mut(line) {
                    *slot = true;
                }
            } else if let Some(slot) = animal_by_line.get_mut(line) {
                *slot = Some(item.signals.intersection(ANIMAL));
            }
        }
        if labelled.is_empty() {
            return;
        }
        // The labelled dishes by the first byte (lower case) and the length
        // of their head word: a word of a line is compared only with the
        // heads it could equal, not with every one.
        let mut heads_by_first = [0u64; 64];
        let mut heads_by_length = [0u64; 64];
        for (at, (_, _, head)) in labelled.iter().enumerate().take(64) {
            if let Some(first) = head.bytes().next() {
                heads_by_first[usize::from(first.to_ascii_lowercase() & 63)] |= 1 << at;
            }
            heads_by_length[head.len().min(63)] |= 1 << at;
        }
        for (line, other) in menu.iter().enumerate() {
            if labelled_lines.get(line).is_some_and(|labelled| *labelled) {
                continue;
            }
            let description = other.description.as_deref().unwrap_or("");
            // A dish line holds what it was read to hold; a line that was
            // no dish (a statement, a note) is read here.
            let known = animal_by_line.get(line).copied().flatten();
            if known.is_some_and(|animal| animal.is_empty()) {
                continue;
            }
            let line_words = self.line_words.get(line).copied();
            let note = match line_words {
                Some(words) => is_note_line_with(&other.name, words.name.cues),
                None => is_note_line(&other.name),
            };
            // The labelled dishes whose head word the line names: most
            // lines name none and are no note.
            let mut named = 0u64;
            let line_words = line_words.unwrap_or_default();
            for (text, found) in [
                (other.name.as_str(), Some(line_words.name)),
                (description, line_words.description),
            ] {
                let Some(found) = found else {
                    continue;
                };
                for (word, _) in self.menu_words.words(text, found) {
                    let word = singular(word);
                    let Some(first) = word.bytes().next() else {
                        continue;
                    };
                    let candidates = heads_by_first[usize::from(first.to_ascii_lowercase() & 63)]
                        & heads_by_length[word.len().min(63)];
                    for at in bits(candidates) {
                        if labelled
                            .get(at)
                            .is_some_and(|(_, _, head)| head.eq_ignore_ascii_case(word))
                        {
                            named |= 1 << at;
                        }
                    }
                }
            }
            if named == 0 && !note {
                continue;
            }
            // "O nosso chouriço ... vai nos tacos de cogumelos": an
            // unpriced sentence naming a labelled dish whole speaks of it
            // as a note does, whatever word it opens with, unless it may
            // keep the product from it ("es kommt nie an die ...").
            let said = !note
                && (other.price.is_none() || a_sentence_for_a_name(other))
                && other.labels.is_empty()
                && printed_as_a_sentence(other)
                && !words(&other.name)
                    .any(|word| is_one_of(word, DENIALS) || is_one_of(word, KEPT_APART));
            let animal = known.unwrap_or_else(|| {
                self.scratch.menu_text = true;
                let read = read_text(&other.name, &mut self.scratch)
                    .signals
                    .union(read_text(description, &mut self.scratch).signals);
                self.scratch.menu_text = false;
                read.intersection(ANIMAL)
            });
            if animal.is_empty() {
                continue;
            }
            for (at, &(dish, index, head)) in labelled.iter().enumerate().take(64) {
                // The same name printed again is another copy of a dish
                // (compared within its section, see
                // `compare_copies_of_dishes`), not a note about this one.
                // Compared only where it matters: a note naming the dish.
                let same_name = || other.name.trim().eq_ignore_ascii_case(dish.name.trim());
                // (A text without "every", "each" or "all", as its words
                // show, speaks of no dish as every one of its kind.)
                let name_cues = line_words.name.cues;
                let description_cues = match (other.description.as_deref(), line_words.description)
                {
                    (Some(_), Some(words)) => words.cues,
                    (Some(_), None) => Cues::EVERY,
                    (None, _) => Cues::default(),
                };
                let by_name = named & (1 << at) != 0
                    && [
                        (other.name.as_str(), name_cues),
                        (description, description_cues),
                    ]
                    .iter()
                    .any(|(text, cues)| {
                        // A dish's own description may name another
                        // dish as its part ("Vegetable Biryani: basmati
                        // rice with seasonal vegetables ... ghee"): only
                        // a note speaks of a dish by naming it.
                        ((note || said) && !same_name() && names_whole(text, &dish.name))
                            || (cues.has(Cues::EVERY) && every_of_its_head(text, head))
                            || (note && diet_before_its_head(text, head))
                    });
                let by_part = note
                    && note_subjects(&other.name, description).any(|subject| {
                        contains_ignoring_case(&dish.name, subject)
                            || dish
                                .description
                                .as_deref()
                                .is_some_and(|d| contains_ignoring_case(d, subject))
                    });
                // "Burger | Patty | Bun" over a row "Vegan | black bean | ″":
                // a table's row names the dish its first cell and the
                // table's head make, and holds its own cells only.
                // (Asked only of a line naming the dish's head word.)
                let row_animal =
                    if by_name || by_part || named & (1 << at) == 0 || !description.contains('|') {
                        SignalSet::EMPTY
                    } else {
                        match table_row_for(description, &dish.name) {
                            Some(row) => {
                                self.scratch.menu_text = true;
                                let read = read_text(&row, &mut self.scratch).signals;
                                self.scratch.menu_text = false;
                                read.intersection(ANIMAL)
                            }
                            None => SignalSet::EMPTY,
                        }
                    };
                let mut held = if by_name || by_part {
                    animal
                } else {
                    row_animal
                };
                // "Allergens: groundnut in the suya spice, egg in the moi
                // moi": each entry places its products on the food it names.
                if by_name && !held.is_empty() {
                    let text = if description.is_empty() {
                        other.name.as_str()
                    } else {
                        description
                    };
                    if let Some(own) = self.held_by_the_entries_naming(text, &dish.name) {
                        held = held.intersection(own);
                    }
                    // "Our classic borshch is cooked on pork ribs; the (VG)
                    // pisnyi borshch has its own broth".
                    if let Some(own) = self.held_past_other_makes(text) {
                        held = held.intersection(own);
                    }
                }
                // "All bowls come with our house ranch unless noted" over
                // "Tofu Bowl: ..., lemon-tahini instead of ranch".
                if !held.is_empty() && by_name {
                    let products = self.product_words(&other.name, description);
                    if takes_off_all(dish, &products) {
                        held = SignalSet::EMPTY;
                    }
                }
                if !held.is_empty()
                    && let Some(item) = self.out.evidence.get_mut(index)
                {
                    take_up_held(&mut item.signals, held);
                }
            }
        }
    }

    /// A note written in a script the vocabulary has no words of (an
    /// unpriced, unlabelled line, as long as a sentence, in Georgian or
    /// Burmese) may say anything of the meat-free dishes a menu
    /// labels: it is no dish the engine can read, and no fact it can rule
    /// out. It is kept as a caution of every animal product, quoted to the
    /// reader, never silently passed over.
    /// So is a sentence in a language the engine was never taught, written
    /// in a script it reads ("Visi bulviniai patiekalai patiekiami su
    /// spirgučių padažu.", "Ipapa nechakalaka kuphekwe ngamafutha
    /// enkomo."), where it could speak of them: printed in a section that
    /// holds a labelled dish, or under none on a menu that does. A legend,
    /// or the definition of a code the labelled dishes print, defines
    /// their marks.
    fn caution_notes_in_unread_scripts(&mut self, menu: &[MenuItem]) {
        // Most menus hold no such line: looked for first.
        let mut notes: Vec<(usize, usize, bool)> = self
            .dish_lines
            .iter()
            .filter(|&&(line, _)| menu.get(line).is_some_and(an_unread_note))
            .map(|&(line, index)| (line, index, false))
            .collect();
        notes.extend(
            self.unread_language_notes
                .iter()
                .filter(|&&(line, _)| {
                    menu.get(line).is_some_and(|item| {
                        !an_unread_note(item)
                            && self.key.line(line, item) != MenuLine::Legend
                            && !defines_a_printed_code(line_text_of(item), menu)
                    })
                })
                .map(|&(line, index)| (line, index, true)),
        );
        if notes.is_empty() {
            return;
        }
        let labelled = |section: Option<Option<&str>>| {
            self.dish_lines.iter().any(|&(line, index)| {
                section.is_none_or(|section| {
                    menu.get(line)
                        .is_some_and(|dish| dish.section.as_deref() == section)
                }) && self
                    .out
                    .evidence
                    .get(index)
                    .is_some_and(|item| item.signals.any(MEAT_FREE_LABELS))
            })
        };
        if !labelled(None) {
            return;
        }
        let cautioned: Vec<usize> = notes
            .into_iter()
            .filter(|&(line, _, by_language)| {
                let section = menu
                    .get(line)
                    .and_then(|item| item.section.as_deref())
                    .filter(|section| !trim(section).is_empty());
                !by_language || section.is_none() || labelled(Some(section))
            })
            .map(|(_, index, _)| index)
            .collect();
        for index in cautioned {
            if let Some(evidence) = self.out.evidence.get_mut(index) {
                evidence.cautions = evidence.cautions.union(ANIMAL);
            }
        }
    }

    /// A note (an unpriced, unlabelled sentence, not a dish) that names an
    /// animal product the engine could not give to a dish leaves meat-free
    /// labels untrusted: what it says of them cannot be read with
    /// certainty ("Wszystkie pierogi podajemy ze skwarkami" over "Pierogi
    /// z Kapustą (VG)"). A sentence printed as an unpriced dish ("Veg
    /// curries are cooked down in the goat pot") is such a note too. A note
    /// of the dish's own section blocks its label, and gives the section's
    /// unlabelled dishes what it holds.
    /// A note printed elsewhere, or under no section, blocks the labelled
    /// dishes whose words it names ("our rice and beans are cooked with
    /// chicken stock" over a bowl of rice), or every one where it names no
    /// dish at all ("everything is fried in beef tallow"); one that names
    /// only other dishes ("lard-fried tortillas as all our enchiladas")
    /// was placed on them by the readings before. A food-safety notice, a
    /// priced add-on ("add chicken +$4"), a footnote a dish carries, and a
    /// note whose animal product is only its own subject ("our beef is
    /// grass-fed", "ask about our fish of the day") say nothing of them.
    fn block_labels_under_unread_notes(&mut self, menu: &[MenuItem]) {
        // Each note: its section, its line, what it holds.
        let mut notes: Vec<(Option<&str>, usize, SignalSet)> = Vec::new();
        // The notes the key read as dishes: sentences printed as names.
        let mut printed_as_dishes: Vec<usize> = Vec::new();
        // Lists of entries read as dishes, whose products speak of their
        // own section only.
        let mut lists: Vec<usize> = Vec::new();
        // Code definitions that turn to what the code's dishes hold: they
        // speak of those dishes, wherever they are printed.
        let mut definitions: Vec<usize> = Vec::new();
        // Lists whose meat is a labelled dish's plant make's kind, said of
        // both makes: which dishes they reach cannot be read from entries.
        let mut plant_make_lists: Vec<usize> = Vec::new();
        // Asked of few lines, so worked out at the first that needs them.
        let mut kinds: Option<Vec<&str>> = None;
        for (line, item) in menu.iter().enumerate() {
            if (item.price.is_some() && !a_sentence_for_a_name(item)) || !item.labels.is_empty() {
                continue;
            }
            let text = match item.description.as_deref() {
                Some(d) if !trim(d).is_empty() => d,
                _ => item.name.as_str(),
            };
            // A legend's animal words define its marks. A dish printed
            // without a price is a dish, unless the line is a sentence the
            // restaurant says of its food ("Veg curries are cooked down in
            // the goat pot", "Tous nos plats sont assaisonnés au padaek"):
            // the key reads it as a name, but no dish is named so.
            // A list of entries printed as an unpriced name ("Rellenos:
            // frijol molido (cocinado con consomé de pollo), loroco,
            // chicharrón, queso") is what the section's dishes are filled
            // with: where the readings before placed each of its animal
            // products on a dish there, it is read; where not, the
            // section's labels are not trusted. A sentence after a colon
            // ("About our rice: every plate of chelo is finished with
            // butter, ...") is a note, read as one.
            let list = lists_entries(item) && !printed_as_a_sentence(item);
            let as_dish = match self.key.line(line, item) {
                MenuLine::Legend => continue,
                // (A text without "every", "each" or "all", as its words
                // show, has no such phrase.)
                // "(VG) Vegan, except for the fish sauce": the definition
                // of a code the labelled dishes print is no dish either.
                MenuLine::Dish
                    if !(list
                        || printed_as_a_sentence(item)
                        || (self.line_cues(line, text).has(Cues::EVERY)
                            && goes_on_every_dish(text))
                        || defines_a_printed_code(text, menu)
                        || self.ties_a_making_to_a_labelled_dishs_name(menu, item, text)
                        || self.ties_a_product_to_a_labelled_dishs_kind(menu, item, text)
                        || self.names_a_shared_kind_and_its_meat_free_make(
                            menu,
                            item,
                            text,
                            kinds.get_or_insert_with(|| self.kinds_of_meat_and_plant_makes(menu)),
                        )) =>
                {
                    continue;
                }
                kind => kind == MenuLine::Dish,
            };
            // "(V) vejetaryen: et, balık ve et suyu yok / no meat, fish":
            // the definition of a code the labelled dishes print says
            // what their label means, not what they hold. Unless it turns
            // ("no meat, but a beef stock", "sin carne, pero con caldo"):
            // what it names after the turn the dishes hold.
            let turned_at = if defines_a_printed_code(text, menu) {
                match where_a_definition_turns(text) {
                    Some(at) => Some(at),
                    None => continue,
                }
            } else {
                None
            };
            if text.contains(['$', '€', '£', '+']) || {
                let lower = text.to_ascii_lowercase();
                lower.contains("undercooked") || lower.contains("foodborne")
            } {
                continue;
            }
            self.scratch.menu_text = true;
            self.scratch.note_text = true;
            let read = read_text(text, &mut self.scratch);
            let reading = read.signals;
            let plant_named = read.meat_free_mention || reading.has(S::PlantProtein);
            let shared = reading.any(SHARED_EQUIPMENT);
            self.scratch.menu_text = false;
            self.scratch.note_text = false;
            // "All our shakshukas start in the same pan as the merguez for
            // that smoky flavour": a pan shared for the product's flavour
            // puts the product in the food, beyond cross-contact.
            let for_flavour = shared && words(text).any(|word| is_one_of(word, FLAVOUR_WORDS));
            // A note that claims a diet speaks of the meat-free dishes by
            // name only where its diet word stands in a sentence's subject
            // and the product after its verb ("Veg curries are cooked
            // down in the goat pot"): what it says of them they hold. A
            // claim ("sourdough and rye are vegan; challah has egg", "the
            // Vegan Shoyu uses our egg-free noodles") was read as the
            // restaurant's, its exceptions placed there.
            let claims = reading.any(crate::lexicon::MEAT_FREE_CLAIMS);
            // "Chorizo: cerdo de la Granja Ruiz, también el vegano": a diet
            // word that takes the meat-free make of the note's meat in is
            // no claim of its own but what the note says of it.
            let plant_make =
                claims && self.names_a_meat_with_a_meat_free_make(menu, item, text, plant_named);
            let mentions = &self.scratch.mentions;
            // In a turned definition, what it names after the turn, unless
            // a later clause denies it again ("(L) ...; may have shellfish.
            // (VG) vegan: also no seafood"): its diet word is the code's,
            // not a claim of its own.
            let after_the_turn = |m: &Mention, at: usize| {
                m.span.0 >= at
                    && !mentions.iter().any(|later| {
                        later.denied
                            && later.span.0 > m.span.1
                            && later.named.union(later.signals).any(m.signals)
                    })
            };
            let animal = mentions
                .iter()
                .filter(|m| !m.denied && !m.form)
                .filter(|m| match turned_at {
                    Some(at) => after_the_turn(m, at),
                    None => !claims || plant_make || said_of_the_meat_free_food(text, m),
                })
                .filter(|m| !in_an_aside_of_kinds(text, m))
                .filter(|m| !names_what_a_coating_is_for(text, m))
                .filter(|m| !kept_to_another_make(text, m))
                .fold(SignalSet::EMPTY, |all, m| {
                    if for_flavour && m.signals.is_empty() {
                        all.union(m.named)
                    } else {
                        all.union(m.signals)
                    }
                })
                .intersection(if turned_at.is_some() {
                    what_a_codes_diet_leaves_out(text, menu)
                } else {
                    ANIMAL
                });
            // "Every jeon is fried on the flat-top greased with the fat we
            // skim off the suyuk pot": a part of a listed meat dish holds
            // that dish's products. Read only where no product word was.
            let animal = if animal.is_empty() {
                self.listed_meat_dishs_part_named(text)
            } else {
                animal
            };
            // A footnote a dish carries was read with that dish, and a note
            // whose animal product is only its own subject ("All our meat
            // is halal", "our beef is grass-fed") says nothing of the other
            // dishes.
            if animal.is_empty()
                || self.key.note_carried(item)
                || self.says_nothing_of_other_dishes(menu, item, text, plant_named)
                || self.says_nothing_past_a_foodless_lead(menu, item, text, plant_named)
            {
                continue;
            }
            if turned_at.is_some() {
                definitions.push(line);
            } else if list && as_dish {
                // "Our chorizo: Duroc pork from ..., soy version included":
                // a list whose meat is a labelled dish's plant make's kind,
                // said of both, is placed by no dish of its section.
                if !self.names_a_meat_with_a_meat_free_make(menu, item, text, plant_named) {
                    if self.placed_in_its_section(menu, line, text) {
                        continue;
                    }
                    lists.push(line);
                } else {
                    plant_make_lists.push(line);
                }
            }
            notes.push((item.section.as_deref(), line, animal));
            if as_dish {
                printed_as_dishes.push(line);
            }
        }
        if notes.is_empty() {
            return;
        }
        // What each note printed away from a dish's section holds for
        // the labelled dishes, by their place among the dish lines.
        let mut far: Vec<SignalSet> = Vec::new();
        for &(section, line, animal) in &notes {
            let Some(item) = menu.get(line) else {
                continue;
            };
            // A list whose products no dish of its section holds reaches
            // the labelled dishes elsewhere that name one of its entries
            // ("Sauces: curry sauce, gravy - both made with beef stock" over
            // "Chips & Curry Sauce (VG)"): which entries the product is in
            // cannot be read with certainty.
            // "... greased with the fat off the suyuk pot. The veggie ones
            // too.": the sentence before, said again of the meat-free food.
            let repeated = self.repeated_for_meat_free_food(line_text_of(item));
            let targets = if definitions.contains(&line) {
                NoteTargets::Named(lines_printing_the_opening_code(line_text_of(item), menu))
            } else if plant_make_lists.contains(&line) {
                NoteTargets::Named(self.labelled_meat_free_lines())
            } else if lists.contains(&line) {
                NoteTargets::Named(self.labelled_dishes_naming_an_entry(menu, &item.name))
            } else if repeated || goes_on_every_dish(line_text_of(item)) {
                // "蠔油 oyster sauce (comes on every 菜心, 芥蘭 and 齋 plate)":
                // which plates it names cannot be read with certainty.
                NoteTargets::Whole
            } else {
                self.dishes_a_note_names(menu, item)
            };
            // "Our chowder is made with bacon and cream", printed as a
            // dish: a sentence with a subject of its own speaks of that
            // food, not of every dish, unless it says all ("Tous nos
            // plats ...").
            if matches!(targets, NoteTargets::Whole)
                && printed_as_dishes.contains(&line)
                && !repeated
                && !speaks_of_all(line_text_of(item))
            {
                continue;
            }
            if far.is_empty() {
                far = vec![SignalSet::EMPTY; self.dish_lines.len()];
            }
            for (at, &(dish_line, _)) in self.dish_lines.iter().enumerate() {
                let dish_section = menu.get(dish_line).and_then(|d| d.section.as_deref());
                let same = matches!((section, dish_section), (Some(a), Some(b))
                    if a.trim().eq_ignore_ascii_case(b.trim()));
                // The note's own section is blocked below, whatever it names.
                if same {
                    continue;
                }
                let reached = match &targets {
                    NoteTargets::Whole => true,
                    NoteTargets::Named(named) => named.contains(&dish_line),
                };
                if reached && let Some(slot) = far.get_mut(at) {
                    *slot = slot.union(animal);
                }
            }
        }
        for (at, &(line, index)) in self.dish_lines.iter().enumerate() {
            // A line read as a dish that is itself a note holds its words.
            if notes.iter().any(|&(_, note_line, _)| note_line == line) {
                continue;
            }
            let dish_section = menu.get(line).and_then(|dish| dish.section.as_deref());
            let section_held = match dish_section {
                Some(section) => notes
                    .iter()
                    .filter(|(note, _, _)| {
                        note.is_some_and(|note| note.trim().eq_ignore_ascii_case(section.trim()))
                    })
                    .fold(SignalSet::EMPTY, |all, (_, _, animal)| all.union(*animal)),
                None => SignalSet::EMPTY,
            };
            let held = far
                .get(at)
                .copied()
                .unwrap_or(SignalSet::EMPTY)
                .union(section_held);
            let Some(item) = self.out.evidence.get_mut(index) else {
                continue;
            };
            if held.is_empty() {
                continue;
            }
            // An unlabelled dish of the note's section holds what the note
            // says of the section ("Todos os pratos acompanham ... farofa
            // de bacon" over "PF de Peixe Frito"): a pescatarian's or a
            // vegetarian's fit read from its ingredients is no longer
            // certain. A note printed elsewhere reaches the labels only.
            if !item.signals.any(MEAT_FREE_LABELS) {
                item.signals = item.signals.union(section_held);
                continue;
            }
            if item.signals.has(S::VeganLabel)
                || (item.signals.has(S::VegetarianLabel) && held.any(NOT_VEGETARIAN))
            {
                item.signals = item.signals.union(held);
                item.signals.insert(S::LabelConflict);
            }
        }
    }

    /// Whether a note (`text` of `item`, as last read into the scratch)
    /// says nothing of the other dishes: its animal product is only its own
    /// subject ("All our meat is halal", "our beef is grass-fed"), or it
    /// only says where the product comes from or recommends listed dishes,
    /// and names no meat-free dish by its own words nor a meat with a
    /// meat-free make.
    fn says_nothing_of_other_dishes(
        &self,
        menu: &[MenuItem],
        item: &MenuItem,
        text: &str,
        plant_named: bool,
    ) -> bool {
        (only_its_own_product(text)
            || only_where_it_comes_from(text)
            || its_own_subject(text, (0, text.len()), &self.scratch.mentions)
            || {
                let mentions: Vec<&Mention> = self.scratch.mentions.iter().collect();
                self.names_only_where_its_meat_is_from(text, &mentions)
                    || self.only_sources_its_meat(text, &mentions)
            }
            || self.only_recommends_listed_dishes(menu, item, text))
            // "O nosso chouriço é feito em casa e vai nos tacos de
            // cogumelos": a line naming a meat-free dish by its own
            // name's words ties the product to it, however its
            // language says so.
            && !self.names_a_meat_free_dish_by_its_own_words(menu, item, text)
            && !self.names_a_meat_with_a_meat_free_make(menu, item, text, plant_named)
    }

    /// [`Self::says_nothing_of_other_dishes`] of what a note says from its
    /// first sentence naming an animal product on, when the sentences
    /// before it say nothing of food ("Open daily 12-10. All our meat is
    /// halal."): every sentence is read, and one about prices, hours or
    /// payment changes nothing of what the others say. Only leading
    /// sentences are set aside: one after the product may speak of it
    /// ("... It goes into every curry."). The scratch holds the reading of
    /// `text` again afterwards.
    fn says_nothing_past_a_foodless_lead(
        &mut self,
        menu: &[MenuItem],
        item: &MenuItem,
        text: &str,
        plant_named: bool,
    ) -> bool {
        let from = self
            .scratch
            .mentions
            .iter()
            .filter(|m| !m.denied && m.signals.union(m.named).any(ANIMAL))
            .map(|m| m.sentence.0)
            .min();
        let Some((lead, rest)) = from
            .filter(|&from| from > 0)
            .and_then(|from| Some((text.get(..from)?, text.get(from..)?)))
        else {
            return false;
        };
        self.scratch.menu_text = true;
        self.scratch.note_text = true;
        let lead_read = read_text(lead, &mut self.scratch);
        let foodless = lead_read.signals.is_empty()
            && !lead_read.meat_free_mention
            && self.scratch.mentions.is_empty();
        let nothing = foodless && {
            read_text(rest, &mut self.scratch);
            self.says_nothing_of_other_dishes(menu, item, rest, plant_named)
        };
        read_text(text, &mut self.scratch);
        self.scratch.menu_text = false;
        self.scratch.note_text = false;
        nothing
    }

    /// The menu lines of the dishes labelled meat-free.
    fn labelled_meat_free_lines(&self) -> Vec<usize> {
        self.dish_lines
            .iter()
            .filter(|&&(_, index)| {
                self.out
                    .evidence
                    .get(index)
                    .is_some_and(|item| item.signals.any(MEAT_FREE_LABELS))
            })
            .map(|&(line, _)| line)
            .collect()
    }

    /// Whether every animal product the list `text` on line `line` names
    /// (as last read) is placed on a dish of its section: said in a dish's
    /// own words ("chicharrón" of "Pupusa Revuelta: chicharrón, queso"),
    /// or, inside the bracket of an entry the dishes name, held by a dish
    /// there through that entry. A product a chicken stock is named by
    /// ("consomé de pollo") said of no entry is placed nowhere: "meat" of
    /// the pork dish does not account for it.
    fn placed_in_its_section(&self, menu: &[MenuItem], line: usize, text: &str) -> bool {
        let Some(section) = menu.get(line).and_then(|item| item.section.as_deref()) else {
            return false;
        };
        let dishes: Vec<(&MenuItem, SignalSet)> = self
            .dish_lines
            .iter()
            .filter(|&&(dish, _)| dish != line)
            .filter_map(|&(dish, index)| {
                let item = menu.get(dish)?;
                let same = item
                    .section
                    .as_deref()
                    .is_some_and(|s| s.trim().eq_ignore_ascii_case(section.trim()));
                same.then(|| {
                    (
                        item,
                        self.out
                            .evidence
                            .get(index)
                            .map_or(SignalSet::EMPTY, |e| e.signals),
                    )
                })
            })
            .collect();
        self.scratch
            .mentions
            .iter()
            .filter(|m| !m.denied && !m.form && m.signals.any(ANIMAL))
            .all(|m| {
                let in_a_bracket = text.get(..m.span.0).is_some_and(|before| {
                    before
                        .rfind('(')
                        .is_some_and(|open| !before[open..].contains(')'))
                });
                if in_a_bracket {
                    let animal = m.signals.intersection(ANIMAL);
                    return dishes
                        .iter()
                        .any(|(_, held)| held.intersection(animal) == animal);
                }
                let Some(phrase) = text.get(m.span.0..m.span.1) else {
                    return false;
                };
                let phrase = phrase.to_lowercase();
                dishes.iter().any(|(dish, _)| {
                    [Some(dish.name.as_str()), dish.description.as_deref()]
                        .into_iter()
                        .flatten()
                        .any(|said| said.to_lowercase().contains(&phrase))
                })
            })
    }

    /// Which dishes a note printed away from them speaks of: the labelled
    /// dishes whose words it names (their lines), none where it names only
    /// other dishes by their head word, and the whole menu where it says
    /// "everything" or names no dish at all.
    fn dishes_a_note_names(&mut self, menu: &[MenuItem], note: &MenuItem) -> NoteTargets {
        let description = note.description.as_deref().unwrap_or("");
        // The note's own animal words name its product, not its subject:
        // "chicken" in "cooked with chicken stock" places nothing.
        let products = self.product_words(&note.name, description);
        // "Allergens: groundnut, sesame (phulka, rotla on request). Egg and
        // chicken dishes are cooked at the non-veg counter.": a sentence
        // with neither verb nor animal product is a heading or a list,
        // and the food it names is not what the next sentence's products
        // are said of. Where the sentences left name no dish, the note is
        // read whole, as before.
        let narrowed = self.dishes_named_by(menu, note, &products, true);
        if !matches!(narrowed, NoteTargets::Whole) {
            return narrowed;
        }
        self.dishes_named_by(menu, note, &products, false)
    }

    /// [`Self::dishes_a_note_names`] by the words of the note's sentences,
    /// or with `narrowed` of those that hold a verb or one of `products`.
    fn dishes_named_by(
        &mut self,
        menu: &[MenuItem],
        note: &MenuItem,
        products: &[&str],
        narrowed: bool,
    ) -> NoteTargets {
        let description = note.description.as_deref().unwrap_or("");
        let mut subjects: Vec<&str> = Vec::new();
        for text in [note.name.as_str(), description] {
            // The last word before this one that is no "of", "our", "the".
            let mut before = "";
            let base = text.as_ptr() as usize;
            let mut sentence = (0, 0);
            let mut kept = true;
            for word in pieces(text, &ALPHANUMERIC) {
                let at = word.as_ptr() as usize - base;
                if narrowed && at >= sentence.1 {
                    sentence = sentence_around(text, at);
                    kept = text.get(sentence.0..sentence.1).is_none_or(|said| {
                        first_sentence_verb(said).is_some()
                            || pieces(said, &ALPHANUMERIC).any(|w| {
                                products
                                    .iter()
                                    .any(|p| singular(p).eq_ignore_ascii_case(singular(w)))
                            })
                    });
                }
                let is =
                    |list: &[&str], word: &str| list.iter().any(|w| word.eq_ignore_ascii_case(w));
                // "everything", "all our food", "every dish": the whole
                // menu; "all noodle dishes" is a kind.
                if grammar::names_the_whole_menu(word)
                    || (is(MENU_WORDS, word) && grammar::is_every_of(before))
                {
                    return NoteTargets::Whole;
                }
                if !grammar::is_filler(word) {
                    before = word;
                }
                let raw = word;
                let word = singular(word);
                if !kept
                    || word.len() < 3
                    || is(NOT_SUBJECTS, word)
                    || is(NOT_SUBJECTS, raw)
                    || products
                        .iter()
                        .any(|p| singular(p).eq_ignore_ascii_case(word))
                    || word.bytes().all(|b| b.is_ascii_digit())
                {
                    continue;
                }
                subjects.push(word);
            }
        }
        // "Our grill cooks all its flatbreads in mutton fat": a subject
        // that is a wider kind of food than the dishes print names the
        // labelled dishes holding food of that kind ("Halloumi Wrap",
        // "toasted pitta"). Most notes name no such kind.
        let wider_kinds: Vec<&str> = subjects
            .iter()
            .copied()
            .filter(|subject| crate::pointers::is_a_wider_kind(subject))
            .collect();
        let mut named = Vec::new();
        let mut placed = false;
        for &(line, index) in &self.dish_lines {
            let Some(dish) = menu.get(line) else {
                continue;
            };
            // A note the key read as a dish names no dish by its own words.
            if std::ptr::eq(dish, note) {
                continue;
            }
            let labelled = self
                .out
                .evidence
                .get(index)
                .is_some_and(|item| item.signals.any(MEAT_FREE_LABELS));
            // "Todos os lanches são montados com ..." speaks of the dishes
            // printed under "Lanches", and of no other section's.
            let section_named = dish.section.as_deref().is_some_and(|section| {
                words(section).any(|heading| {
                    let heading = singular(heading);
                    subjects.iter().any(|s| s.eq_ignore_ascii_case(heading))
                })
            });
            if section_named {
                if labelled {
                    named.push(line);
                } else {
                    placed = true;
                }
                continue;
            }
            if labelled {
                let names = |text: &str| {
                    pieces(text, &ALPHANUMERIC).any(|w| {
                        let w = singular(w);
                        subjects
                            .iter()
                            .any(|s| s.eq_ignore_ascii_case(w) || a_y_plural_of(s, w))
                            || wider_kinds
                                .iter()
                                .any(|kind| crate::pointers::of_the_kind(w, kind))
                    })
                };
                if names(&dish.name)
                    || dish.description.as_deref().is_some_and(names)
                    || made_of_a_named_part(&dish.name, &subjects)
                {
                    // "All bowls come with our house ranch" over "Tofu
                    // Bowl: ..., lemon-tahini instead of ranch": the dish
                    // takes the note's product off, as read before.
                    if takes_off_all(dish, products) {
                        placed = true;
                    } else {
                        named.push(line);
                    }
                }
            } else {
                let head = dish_head(&dish.name);
                placed |= subjects.iter().any(|s| s.eq_ignore_ascii_case(head));
            }
        }
        if named.is_empty() && !placed {
            NoteTargets::Whole
        } else {
            NoteTargets::Named(named)
        }
    }

    /// The lines of the labelled dishes whose name or description says an
    /// entry of the list `list` ("Lead: entry, entry - how made, entry
    /// (how made)") whole: the entry's words before any bracket or dash.
    fn labelled_dishes_naming_an_entry(&mut self, menu: &[MenuItem], list: &str) -> Vec<usize> {
        let Some((_, entries)) = list.split_once(':') else {
            return Vec::new();
        };
        let mut names: Vec<Vec<&str>> = Vec::new();
        let mut bare_heads: Vec<&str> = Vec::new();
        // "(VG) green goddess, sesame-ginger · (not vegan) ranch": a group
        // a meat-free mark opens holds plant entries.
        let groups = entries.split(['·', ';', '|', '•']).filter(|group| {
            let group = group.trim_start();
            !(group.starts_with(['(', '['])
                && group.split_once([')', ']']).is_some_and(|(mark, _)| {
                    let mark = mark.trim_start_matches(['(', '[']);
                    words(mark)
                        .all(|w| is_one_of(w, DIET_WORDS) || is_one_of(w, &["vg", "v", "ve", "pb"]))
                }))
        });
        // What follows a spaced dash defines the entries before it
        // ("Adjika - red pepper, garlic"): no entries of its own. An entry
        // without a bracket is reached only under a definition holding an
        // animal product ("curry sauce, gravy - both made with beef
        // stock"): "peanut-lime" beside "ranch" holds what it says.
        let mut heads: Vec<(&str, bool)> = Vec::new();
        for group in groups {
            let (head, defined) = match group.split_once(" - ") {
                Some((head, definition)) => {
                    self.scratch.menu_text = true;
                    let held = read_text(definition, &mut self.scratch).signals;
                    self.scratch.menu_text = false;
                    (head, held.any(ANIMAL))
                }
                None => (group, false),
            };
            heads.push((head, defined));
        }
        let entries = heads
            .into_iter()
            .flat_map(|(head, defined)| head.split(',').map(move |entry| (entry, defined)));
        for (entry, defined) in entries {
            let (named, bracket) = match entry.split_once(['(', '[']) {
                Some((named, bracket)) => (named, Some(bracket)),
                None => (entry, None),
            };
            // An entry its own bracket defines as plant food ("lemon-tahini
            // (VG)") holds nothing of the others.
            if let Some(bracket) = bracket {
                self.scratch.menu_text = true;
                let held = read_text(bracket, &mut self.scratch).signals;
                self.scratch.menu_text = false;
                if !held.any(ANIMAL) {
                    continue;
                }
            } else if !defined {
                continue;
            }
            // "curry sauce and gravy (made with beef stock)": each. An
            // entry of one name its bracket defines is a part, read as one
            // (`pointers::names_part`: "cashew cheese" is no "Cheese (dairy)").
            let pieces: Vec<&str> = named.split(" and ").flat_map(|n| n.split(" & ")).collect();
            if bracket.is_some() && pieces.len() < 2 {
                // Where a plate says the entry by an end word bare ("with
                // dal" beside "moong dal (fish head) · masoor dal"), which
                // entry it means cannot be read with certainty.
                let name: Vec<&str> = words(named)
                    .filter(|w| !crate::pointers::house::a_price(w))
                    .collect();
                if (2..=4).contains(&name.len()) {
                    for end in [name[0], name[name.len() - 1]] {
                        if end.chars().count() > 2 && !bare_heads.contains(&end) {
                            bare_heads.push(end);
                        }
                    }
                }
                continue;
            }
            for one in pieces {
                let name: Vec<&str> = words(one).collect();
                if (1..=4).contains(&name.len()) {
                    names.push(name);
                }
            }
        }
        self.dish_lines
            .iter()
            .filter(|&&(_, index)| {
                self.out
                    .evidence
                    .get(index)
                    .is_some_and(|item| item.signals.any(MEAT_FREE_LABELS))
            })
            .filter_map(|&(line, _)| {
                let dish = menu.get(line)?;
                let says = |text: &str| {
                    let said: Vec<&str> = words(text).collect();
                    names.iter().any(|name| {
                        said.windows(name.len()).any(|window| {
                            window
                                .iter()
                                .zip(name)
                                .all(|(a, b)| singular(a).eq_ignore_ascii_case(singular(b)))
                        })
                    })
                };
                let says_bare = |text: &str| {
                    bare_heads
                        .iter()
                        .any(|head| crate::pointers::says_head_bare(text, head))
                };
                (says(before_parenthesis(&dish.name))
                    || dish.description.as_deref().is_some_and(says)
                    || says_bare(before_parenthesis(&dish.name))
                    || dish.description.as_deref().is_some_and(says_bare))
                .then_some(line)
            })
            .collect()
    }

    /// What a note holds for the meat-free make where a clause of it sets
    /// that make apart from the dish's other one (see
    /// [`kept_to_another_make`]); `None` where no clause names another make.
    fn held_past_other_makes(&mut self, text: &str) -> Option<SignalSet> {
        if !words(text).any(|w| is_one_of(w, OTHER_MAKES)) {
            return None;
        }
        self.scratch.menu_text = true;
        read_text(text, &mut self.scratch);
        self.scratch.menu_text = false;
        let held = self
            .scratch
            .mentions
            .iter()
            .filter(|m| !m.denied && !m.form && !kept_to_another_make(text, m))
            .fold(SignalSet::EMPTY, |all, m| all.union(m.signals));
        Some(held.intersection(ANIMAL))
    }

    /// What the entries of a list that places each product on a food
    /// ("groundnut in the suya spice, egg in the moi moi") hold for the
    /// dish `name`: the animal products of the entries whose food names it
    /// whole. `None` where the text is no such list: an entry without "in"
    /// ("Vegan Lasagna - contains: wheat, egg") places nothing by itself.
    fn held_by_the_entries_naming(&mut self, text: &str, name: &str) -> Option<SignalSet> {
        let list = text.split_once(':').map_or(text, |(_, list)| list);
        let entries: Vec<&str> = list.split([',', ';']).map(str::trim).collect();
        if entries.len() < 2 {
            return None;
        }
        let mut held = SignalSet::EMPTY;
        for entry in entries {
            let food_at = words(entry)
                .filter(|word| word.eq_ignore_ascii_case("in"))
                .last()
                .map(|word| word.as_ptr() as usize - entry.as_ptr() as usize)?;
            let (products, food) = entry.split_at(food_at);
            // Each entry opens with its products, a few words, no clause
            // ("egg in the moi moi, which is steamed in beef stock" goes on
            // about the moi moi).
            let count = words(products).count();
            if !(1..=3).contains(&count)
                || words(products)
                    .any(|word| grammar::is_sentence_verb(word) || grammar::is_relative(word))
            {
                return None;
            }
            if names_whole(food, name) {
                self.scratch.menu_text = true;
                held = held.union(read_text(products, &mut self.scratch).signals);
                self.scratch.menu_text = false;
            }
        }
        Some(held.intersection(ANIMAL))
    }

    /// The words of a line that each name an animal product read alone
    /// ("ranch", "egg" in "all bowls are topped with a jammy egg"): what a
    /// dish may take off when the line says what every dish comes with.
    fn product_words<'t>(&mut self, name: &'t str, description: &'t str) -> Vec<&'t str> {
        self.scratch.menu_text = true;
        let found = words(name)
            .chain(words(description))
            .filter(|word| read_text(word, &mut self.scratch).signals.any(ANIMAL))
            .collect();
        self.scratch.menu_text = false;
        found
    }

    /// Whether a labelled dish's description prices an option that takes
    /// an animal product off ("$2 extra without cheese") or offers a plant
    /// version of one in its place ("(vegan broth +$2)", "sub Daiya +$1"):
    /// the dish as it comes holds the product.
    fn offers_a_priced_plant_make(&mut self, description: &str) -> bool {
        let (dollar_or_plus, non_ascii) =
            crate::addons::dollar_plus_or_non_ascii(description.as_bytes());
        if !(dollar_or_plus || (non_ascii && description.contains(['€', '£']))) {
            return false;
        }
        priced_options(description).any(|option| {
            if !changes_or_makes_free(option) {
                return false;
            }
            read_text(option, &mut self.scratch);
            let adds = adds_to_the_dish(option);
            (!adds && offers_meat_free_version(option))
                || self
                    .scratch
                    .mentions
                    .iter()
                    .any(|m| m.named.any(ANIMAL) && m.signals.is_empty() && (m.denied || !adds))
        })
    }

    /// What the menu lines `targets` hold that a dish pointing at them with
    /// `pointing` holds too: their animal products, part by part, less the
    /// parts the pointing line names anew ("as above, but with a mushroom
    /// broth"), and, where `swaps_protein`, less a meat the pointing line's
    /// plant protein takes the place of ("ditto with tofu").
    fn held_by_lines(
        &mut self,
        menu: &[MenuItem],
        targets: &[usize],
        pointing: &str,
        shared: &[&str],
        swaps_protein: bool,
    ) -> SignalSet {
        let mut held = SignalSet::EMPTY;
        self.scratch.menu_text = true;
        for target in targets.iter().filter_map(|&t| menu.get(t)) {
            let description = target
                .description
                .as_deref()
                .filter(|d| !trim(d).is_empty());
            // A line without a description is its name, whole: "Pho Bo"
            // is its broth too, which no protein takes the place of.
            let by_parts = description.is_some();
            // "same broth as #1": the parts naming the broth.
            let text = crate::pointers::shared_parts(description.unwrap_or(&target.name), shared);
            // What the line itself denies, read whole once a part needs it:
            // "charro beans (no pork - smoked with chipotle)" are no pork
            // charro beans, though the parts are read apart.
            let mut denied_in_line: Option<SignalSet> = None;
            for component in reference::components(&text) {
                if !crate::pointers::replaced(component, pointing, shared) {
                    let read = read_text(component, &mut self.scratch);
                    let mut animal = read.signals.intersection(ANIMAL);
                    if !read.form_only.is_empty() {
                        let denied = *denied_in_line.get_or_insert_with(|| {
                            read_text(&text, &mut self.scratch);
                            self.scratch
                                .mentions
                                .iter()
                                .filter(|m| m.denied)
                                .fold(SignalSet::EMPTY, |all, m| all.union(m.named))
                        });
                        animal.remove_all(read.form_only.intersection(denied));
                    }
                    // "ditto with tofu": a plant protein takes the place of
                    // the meat or fish, not of the broth or sauce it was
                    // cooked with.
                    let swapped = swaps_protein
                        && by_parts
                        && reference::names_a_plant_protein(pointing)
                        && !animal.is_empty()
                        && animal.intersection(FLESH_SIGNALS) == animal
                        && !reference::names_a_base(component);
                    if !swapped {
                        held = held.union(animal);
                    }
                }
            }
        }
        self.scratch.menu_text = false;
        held
    }

    /// A line of a section that says what every dish of the section comes
    /// with ("Served with: every entrée comes with a square of honey-butter
    /// cornbread") gives the section's labelled dishes the animal products
    /// it names: a conflict for their labels, as if each printed it.
    ///
    /// A dish whose own line takes off or replaces each word of the default
    /// that names an animal product ("lemon-tahini instead of ranch" under
    /// "all bowls come with our house ranch unless noted") is the exception
    /// the default allows.
    fn apply_section_defaults(&mut self, menu: &[MenuItem]) {
        // The sections dishes sit in: a line under none of them (under no
        // section, or a section of notes alone) speaks for the whole menu.
        let dish_sections: Vec<&str> = self
            .dish_lines
            .iter()
            .filter_map(|&(line, _)| menu.get(line)?.section.as_deref())
            .map(str::trim)
            .collect();
        let defaults: Vec<(Option<&str>, SignalSet, Vec<&str>)> = menu
            .iter()
            .enumerate()
            .filter_map(|(at, line)| {
                let section = line.section.as_deref().map(str::trim).filter(|section| {
                    dish_sections
                        .iter()
                        .any(|dishes| dishes.eq_ignore_ascii_case(section))
                });
                // A note printed as a line's name, with nothing under it
                // ("All of our stews and soups start from our beef-bone
                // broth"), says it in its name.
                let (name, description) = match line.description.as_deref() {
                    Some(description) if !trim(description).is_empty() => {
                        (line.name.as_str(), description)
                    }
                    _ => ("", line.name.as_str()),
                };
                if !line.labels.is_empty() {
                    return None;
                }
                // Over the whole menu a line must say "every dish": most
                // lines say no quantifier at all, as their cues tell.
                if section.is_none()
                    && description.is_ascii()
                    && !self.line_cues(at, description).has(Cues::EVERY)
                    && !contains_ignoring_case(description, "everything")
                    && !contains_ignoring_case(description, "todo")
                {
                    return None;
                }
                // An unpriced group line ("Semua menu Seafood — Mengandung:
                // ... sapi", "Options for all cook-ups: swap the salt beef
                // for saltfish", a base group's default option, "all are
                // cooked with salt beef") says the part of it every dish of
                // the section holds; over the whole menu, only where it
                // says so of every dish.
                let held = if says_a_section_default(name, description)
                    && (section.is_some()
                        || crate::defaults::speaks_of_every_dish(description, None))
                {
                    description
                } else if line.price.is_none() {
                    crate::defaults::held_by_every_dish(description, section)?
                } else {
                    return None;
                };
                // "Haddock landed at Peterhead market every morning": "every"
                // counts the days the fish comes in.
                if only_where_it_comes_from(description) {
                    return None;
                }
                // "All plates come with our sambal" beside "Sambal Terasi:
                // chilli, shrimp paste": every dish holds the entry's
                // products.
                let with_entries = self.with_named_entries(held, Some(at));
                self.scratch.menu_text = true;
                let animal = read_text(with_entries.as_deref().unwrap_or(held), &mut self.scratch)
                    .signals
                    .intersection(ANIMAL);
                self.scratch.menu_text = false;
                if animal.is_empty() {
                    return None;
                }
                Some((section, animal, self.product_words("", held)))
            })
            .collect();
        if defaults.is_empty() {
            return;
        }
        for &(line, index) in &self.dish_lines {
            let Some(dish) = menu.get(line) else {
                continue;
            };
            let section = dish.section.as_deref().map(str::trim);
            let held = defaults
                .iter()
                .filter(|(default_section, _, products)| {
                    default_section.is_none_or(|default_section| {
                        section.is_some_and(|section| default_section.eq_ignore_ascii_case(section))
                    }) && !takes_off_all(dish, products)
                })
                .fold(SignalSet::EMPTY, |all, (_, animal, _)| all.union(*animal));
            let Some(item) = self.out.evidence.get_mut(index) else {
                continue;
            };
            // Every dish of the section holds it, labelled or not: a
            // pescatarian's seafood stew started from a beef broth is no
            // fish dish.
            if held.is_empty() {
                continue;
            }
            take_up_held(&mut item.signals, held);
        }
    }

    /// The restaurant's claim over a kind of its dishes ("all our cocktails
    /// are vegan!") speaks of every listed entry of that kind, by section
    /// ("Cocktails") or by the last word of its name: a listed one with an
    /// animal product the diet excludes ("Oyster Shooter: a Kumamoto
    /// oyster") contradicts the claim, read as that entry's contradicted
    /// label, so the claim never hides it.
    fn check_claims_over_kinds(&mut self, record: &IngestRecord) {
        let menu = &record.menu;
        for declaration in &record.declarations {
            for (kind, diet) in claims_over_a_kind(&declaration.text) {
                let of_kind = |item: &MenuItem| {
                    let same =
                        |w: &str| reference::stem(w).eq_ignore_ascii_case(reference::stem(kind));
                    item.section
                        .as_deref()
                        .is_some_and(|section| words(section).any(same))
                        || words(before_parenthesis(&item.name))
                            .last()
                            .is_some_and(same)
                };
                for &(line, index) in &self.dish_lines {
                    if !menu.get(line).is_some_and(of_kind) {
                        continue;
                    }
                    let Some(item) = self.out.evidence.get_mut(index) else {
                        continue;
                    };
                    let animal = item.signals.intersection(ANIMAL);
                    let breaks = if diet == S::VeganLabel {
                        !animal.is_empty()
                    } else {
                        animal.any(NOT_VEGETARIAN)
                    };
                    if breaks {
                        item.signals.insert(diet);
                        item.signals.insert(S::LabelConflict);
                    }
                }
            }
        }
    }

    /// `text` with what each listed part it names holds said after the
    /// name ("a spoon of sambal (Sambal Terasi, chilli, shrimp paste) on
    /// top" beside the entry "Sambal Terasi: chilli, shrimp paste"): a
    /// line that puts a listed condiment or side on dishes puts its
    /// ingredients there, read as if it printed them. `None` when it names
    /// no part whose own line names an animal product. `own`: the line of
    /// `text` itself, if it is a menu line.
    fn with_named_entries(&mut self, text: &str, own: Option<usize>) -> Option<String> {
        if self.components.is_empty() {
            return None;
        }
        let mut named = crate::pointers::entries_said(text, &self.components, own);
        if named.is_empty() {
            return None;
        }
        named.sort_unstable();
        named.dedup();
        let menu = self.menu;
        let was_menu_text = std::mem::replace(&mut self.scratch.menu_text, true);
        // Where to say them: each place a name ends, with every entry it
        // may name there.
        let mut inserts: Vec<(usize, String)> = Vec::new();
        for (at, line, whole) in named {
            let Some(entry) = menu.get(line) else {
                continue;
            };
            // Said whole, the name is in the line already: only what the
            // entry's description adds is said after it.
            let description = entry.description.as_deref().filter(|d| !trim(d).is_empty());
            if whole && description.is_none() {
                continue;
            }
            let mut definition = if whole {
                String::new()
            } else {
                before_parenthesis(&entry.name).trim().to_owned()
            };
            if let Some(description) = description {
                if !definition.is_empty() {
                    definition.push_str(", ");
                }
                // One clause of the line's sentence: the entry's own stops
                // and colons would end it or head it.
                definition.extend(description.chars().map(|c| {
                    if matches!(c, '.' | ':' | ';' | '!' | '?' | '\n') {
                        ','
                    } else {
                        c
                    }
                }));
            }
            if !read_text(&definition, &mut self.scratch)
                .signals
                .any(ANIMAL)
            {
                continue;
            }
            match inserts.last_mut() {
                Some((last, said)) if *last == at => {
                    said.push_str(", ");
                    said.push_str(&definition);
                }
                _ => inserts.push((at, definition)),
            }
        }
        self.scratch.menu_text = was_menu_text;
        if inserts.is_empty() {
            return None;
        }
        let mut expanded = String::with_capacity(text.len() + 64);
        let mut from = 0;
        for (at, said) in &inserts {
            expanded.push_str(text.get(from..*at)?);
            expanded.push_str(" (");
            expanded.push_str(said);
            expanded.push(')');
            from = *at;
        }
        expanded.push_str(text.get(from..).unwrap_or(""));
        Some(expanded)
    }

    /// A dish that says the whole name of another entry that is a part of
    /// dishes ("tossed in magic dust" beside the entry "Magic Dust: grated
    /// parmesan, garlic"; "house dressing" beside the Dressings entry
    /// "House Dressing: buttermilk, chive") is made with that entry: its
    /// animal products are the dish's, and a conflict for a meat-free
    /// label, wherever on the menu the entry sits.
    fn follow_named_components(&mut self, menu: &[MenuItem]) {
        if self.components.is_empty() {
            return;
        }
        let components = std::mem::take(&mut self.components);
        let dish_lines = std::mem::take(&mut self.dish_lines);
        for &(line, index) in &dish_lines {
            if !self
                .out
                .evidence
                .get(index)
                .is_some_and(|item| item.signals.any(A_FIT_RESTS_ON))
            {
                continue;
            }
            let targets = crate::pointers::components_named(menu, line, &components);
            if targets.is_empty() {
                continue;
            }
            let pointing = menu[line].description.as_deref().unwrap_or("");
            let held = self.held_by_lines(menu, &targets, pointing, &[], false);
            if held.is_empty() {
                continue;
            }
            let Some(item) = self.out.evidence.get_mut(index) else {
                continue;
            };
            take_up_held(&mut item.signals, held);
        }
        self.dish_lines = dish_lines;
        self.components = components;
    }

    /// A dish that says the whole name of a part another line defines in
    /// its description ("caramel sauce" beside "Caramel sauce: sugar,
    /// butter, heavy cream"; "house vinaigrette" beside "house vinaigrette
    /// (contains honey)") is made with it: the animal products of the
    /// definition are the dish's, and a conflict for a meat-free label.
    fn follow_parts_defined_in_lines(&mut self, menu: &[MenuItem]) {
        let parts = std::mem::take(&mut self.defined_parts);
        if parts.is_empty() {
            return;
        }
        self.scratch.menu_text = true;
        let held: Vec<SignalSet> = parts
            .iter()
            .map(|part| {
                // A part named by one word that is itself an animal product
                // ("Cheese (dairy)") is what the dish's own words read; and
                // "cashew cheese" is no make of it.
                if let [word] = part.name.as_slice()
                    && read_text(word, &mut self.scratch).signals.any(ANIMAL)
                {
                    return SignalSet::EMPTY;
                }
                read_text(part.definition, &mut self.scratch)
                    .signals
                    .intersection(ANIMAL)
            })
            .collect();
        self.scratch.menu_text = false;
        if held.iter().all(|animal| animal.is_empty()) {
            return;
        }
        // What every dish comes with, a dish may take off ("no ranch").
        let products: Vec<Vec<&str>> = parts
            .iter()
            .zip(&held)
            .map(|(part, animal)| {
                if part.served_with && !animal.is_empty() {
                    self.product_words("", part.definition)
                } else {
                    Vec::new()
                }
            })
            .collect();
        // Every dish, labelled or not: a pescatarian's fish and chips with
        // the chips cooked in beef dripping is no fish dish.
        for &(line, index) in &self.dish_lines {
            let Some(item) = self.out.evidence.get_mut(index) else {
                continue;
            };
            let animal = parts
                .iter()
                .zip(&held)
                .zip(&products)
                .filter(|((part, animal), products)| {
                    !animal.is_empty()
                        && crate::pointers::names_part(menu, line, part)
                        && !(part.served_with && takes_off_all(&menu[line], products))
                })
                .map(|((part, animal), _)| (part, animal))
                .fold(SignalSet::EMPTY, |all, (_, animal)| all.union(*animal));
            if animal.is_empty() {
                continue;
            }
            item.signals = item.signals.union(animal);
            if item.signals.has(S::VeganLabel)
                || (item.signals.has(S::VegetarianLabel) && animal.any(NOT_VEGETARIAN))
            {
                item.signals.insert(S::LabelConflict);
            }
        }
    }

    /// The parts lines of `menu` define, and among them those whose
    /// definition makes of plants what their name alone names an animal
    /// product of: a definition naming no animal product that claims the
    /// diet ("VG", "vegan") or denies each product the name names
    /// ("egg-free").
    fn read_defined_parts(&mut self, menu: &'r [MenuItem]) {
        self.defined_parts = crate::pointers::parts_defined_in_lines(menu);
        // A note saying how every part of a kind is made ("All our chips
        // are cooked in beef dripping") defines that kind: its words show
        // whether it says "all", "every" or "each".
        for (line, item) in menu.iter().enumerate() {
            let Some(words) = self.line_words.get(line) else {
                continue;
            };
            if !item.labels.is_empty() {
                continue;
            }
            let (text, cues) = match (item.description.as_deref(), words.description) {
                (Some(d), Some(found)) if !d.is_empty() => (d, found.cues),
                (Some(d), None) if !d.is_empty() => (d, Cues::EVERY),
                _ => (item.name.as_str(), words.name.cues),
            };
            crate::pointers::house::possessive_kind_note(line, text, &mut self.defined_parts);
            // A side on a line of its own: what the dishes served with it
            // hold ("served with dalcha" beside the dalcha's own line).
            crate::pointers::sides::side_line(
                line,
                item,
                cues.has(Cues::EVERY),
                &mut self.defined_parts,
            );
            if cues.has(Cues::EVERY) {
                crate::pointers::quantified_parts(
                    line,
                    item.section.as_deref(),
                    text,
                    &mut self.defined_parts,
                );
            }
        }
        crate::pointers::house::add_plain_names_of_house_parts(&mut self.defined_parts);
        if self.defined_parts.is_empty() {
            return;
        }
        self.scratch.menu_text = true;
        for part in &self.defined_parts {
            let name = part.name.join(" ");
            let named = read_text(&name, &mut self.scratch)
                .signals
                .intersection(ANIMAL);
            if named.is_empty() {
                continue;
            }
            let definition = read_text(part.definition, &mut self.scratch);
            if definition.signals.any(ANIMAL) {
                continue;
            }
            let denied = self
                .scratch
                .mentions
                .iter()
                .filter(|m| m.denied)
                .fold(SignalSet::EMPTY, |all, m| all.union(m.named));
            let vegan = (definition.signals.has(S::VeganLabel)
                || crate::pointers::marks_vegan(part.definition))
                && diet_denied(part.definition).is_empty();
            if vegan || denied.intersection(named) == named {
                self.plant_parts.push(part.name.clone());
            }
        }
        self.scratch.menu_text = false;
    }

    /// A dish whose description points at other lines ("as above, with
    /// tofu in place of the chicken", "any three of our sides") holds what
    /// those lines hold: their animal products are the dish's, and a
    /// conflict for a meat-free label. A pointer the menu cannot follow
    /// leaves the dish's label untrusted: it supports nothing.
    fn follow_menu_references(&mut self, menu: &[MenuItem]) {
        let references = std::mem::take(&mut self.references);
        for &(index, line) in &references {
            let Some(pointing) = menu.get(line).and_then(|item| item.description.as_deref()) else {
                continue;
            };
            let Some(crate::pointers::Followed {
                targets,
                shared,
                pieces,
            }) = crate::pointers::follow(menu, line, pointing)
                .or_else(|| crate::pointers::off_line::follow_elsewhere(menu, line, pointing))
            else {
                continue;
            };
            let held = self.held_by_lines(
                menu,
                targets.as_deref().unwrap_or_default(),
                pointing,
                &shared,
                !pieces,
            );
            let Some(item) = self.out.evidence.get_mut(index) else {
                continue;
            };
            if targets.is_none() {
                // Nothing to follow: the label is not trusted, but a
                // conflict the dish's own words show stays.
                if !item.signals.has(S::LabelConflict) {
                    item.signals.remove(S::VeganLabel);
                    item.signals.remove(S::VegetarianLabel);
                }
                continue;
            }
            if held.is_empty() {
                continue;
            }
            // "as #4 minus the pork" where #4 also has egg: what the line
            // takes out does not make it vegan, and a printed vegan label
            // is contradicted rather than met on request.
            let v_means_vegan = self.key.v_means_vegan;
            if item.signals.has(S::VeganAdaptable)
                && menu[line]
                    .labels
                    .iter()
                    .any(|l| label_signals(l, v_means_vegan).has(S::VeganLabel))
            {
                item.signals.remove(S::VeganAdaptable);
                item.signals.insert(S::VeganLabel);
            }
            take_up_held(&mut item.signals, held);
        }
    }

    /// A labelled set whose parts a line of their own lists ("Vegan meze
    /// includes: tahini, louvi, kolokasi") is served each entry a part
    /// names by its whole name (`pointers::entries_a_sets_parts_line_names`):
    /// the animal products those entries' lines show ("Kolokasi: taro
    /// stewed with pork") are the set's, and a conflict for its label.
    /// Read only of the dishes a fit rests on whose name calls them a set.
    fn follow_set_parts_lines(&mut self, menu: &[MenuItem]) {
        // Most menus print no line a set's parts could be listed on: asked
        // once, before any dish's name is.
        if !menu.iter().any(crate::pointers::may_list_a_sets_parts) {
            return;
        }
        for at in 0..self.dish_lines.len() {
            let Some(&(line, index)) = self.dish_lines.get(at) else {
                continue;
            };
            let rests_a_fit = self
                .out
                .evidence
                .get(index)
                .is_some_and(|item| item.signals.any(A_FIT_RESTS_ON));
            if !rests_a_fit
                || !menu
                    .get(line)
                    .is_some_and(|set| crate::pointers::names_itself_a_set(&set.name))
            {
                continue;
            }
            let targets = crate::pointers::entries_a_sets_parts_line_names(menu, line);
            if targets.is_empty() {
                continue;
            }
            let held = self.held_by_lines(menu, &targets, "", &[], false);
            let Some(item) = self.out.evidence.get_mut(index) else {
                continue;
            };
            if held.is_empty() {
                continue;
            }
            take_up_held(&mut item.signals, held);
        }
    }

    /// Reads the restaurant's reply printed in a review
    /// ([`owners_reply_anywhere`]) as a declaration of its own, dated and
    /// sourced as the review is.
    fn owners_reply_in_review(&mut self, review: &Review) {
        let Some(reply) = owners_reply_anywhere(&review.text) else {
            return;
        };
        let said = review.text.get(reply..).unwrap_or("").trim();
        if said.is_empty() {
            return;
        }
        let declaration = Declaration {
            text: crate::encoding::fold(said).into_owned(),
            date: review.date,
            source: review.source.clone(),
        };
        self.declaration(&declaration, false);
    }

    fn review(&mut self, review: &Review) {
        let observed_at = self.dated(review.date);
        let hash = date_key(
            Fnv64::new()
                .field("review")
                .field(&review.source)
                .field(&review.text),
            review.date,
        )
        .finish();
        if !self.first_sighting(hash) {
            return;
        }
        if let Some(rating) = review.rating.filter(|r| (1.0..=5.0).contains(r)) {
            self.out.ratings.count += 1;
            self.out.ratings.sum += rating;
            self.out.ratings.confidence_points += 0.5 * age_factor(self.now.age_days(observed_at));
        }
        // A diner's words are typed, not scraped or OCR'd: read as written,
        // once what the page's encoding damaged is folded back.
        let folded = crate::encoding::fold(&review.text);
        let text = folded.as_ref();
        let reading = read_text(text, &mut self.scratch);
        // (The phrase search says when the review holds no quote mark.)
        let may_quote = self.scratch.may_hold_quotes();
        let reading = self.without_denials_of_listed_meat_dishes(text, reading);
        let mut signals = diner_signals(&reading);
        // (What a diner's shared equipment is shared with is not trusted.)
        self.listed_meat_dish_shares_equipment(text, &reading, &mut signals);
        // Whether it names a vessel, may name a dish's part, or may hold a
        // part pointed back with ("the same sauce"): one pass over its
        // words for the readings below. (With no dish listed, only the
        // last is asked, when a reading first asks it.)
        let (vessel, part, pointers) = match self.listed.is_empty() {
            true => (false, false, PartPointers::of(text)),
            false => {
                let found = words_found(text, !self.listed_animal.is_empty(), true);
                let pointers = PartPointers::found(text, found.part_pointer);
                (found.vessel, found.part, pointers)
            }
        };
        // Whether it may name meat-free food: worked out once, when a
        // reading first asks, for every reading that asks.
        let may_name_meat_free_food = std::cell::OnceCell::new();
        let may_name_meat_free_food = || {
            *may_name_meat_free_food
                .get_or_init(|| reading.meat_free_mention || holds_veg(text.as_bytes()))
        };
        let (mut cautions, mut caution_sentence) = self.unplaced_mentions(text, &pointers);
        // "The pozole was great. Its broth goes into the veggie tamales
        // too.": a listed meat dish named only by its name, pointed back to.
        // (Asked only of a text the lexicon found meat-free food in, or
        // a word opening on "veg": "the vegetable korokke".)
        if cautions.is_empty() && may_name_meat_free_food() {
            (cautions, caution_sentence) = self.listed_meat_dish_pointed_back(text);
        }
        // "Our roast takes all day. Its gravy is on the veggie plate.": a
        // part of a listed meat dish put into the meat-free food, quoted
        // where it adds a product to what was read.
        let (parts, part_sentence) = self.listed_meat_dishs_part_on_meat_free_food(text, part);
        if parts.iter().any(|product| !cautions.has(product)) {
            cautions = cautions.union(parts);
            caution_sentence = part_sentence;
        }
        // "The 'vegan' label on the green curry is a lie": a diner who puts
        // the diet in quotes doubts it.
        // So does one who calls the diet's mark wrong, product named or not
        // ("Don't trust the little leaf next to the pad thai").
        let in_quotes = if may_quote {
            diet_in_scare_quotes(text)
        } else {
            None
        };
        if let Some(sentence) = in_quotes.or_else(|| {
            reading
                .doubted_at
                .and_then(|doubt| label_doubted_by_diner(text, doubt))
        }) {
            cautions = ANIMAL;
            caution_sentence = Some(sentence);
        }
        // "Omistajan vastaus: ... kasviskääryleet lasitetaan samalla
        // siirapilla ja paistinliemellä kuin lihakääryleet": the
        // restaurant's reply carried in a review speaks for it, and a
        // sentence of it in a language the engine does not read is kept
        // as its declaration's would be. A diner's own words in another
        // language stay a diner's.
        if cautions.is_empty()
            && let Some(reply) = owners_reply(text, review.rating.is_none())
            && let Some((start, end)) = unread_language_sentence(&text[reply..])
        {
            cautions = ANIMAL;
            caution_sentence = Some((reply + start, reply + end));
        }
        // "Xyz ... Met diezelfde saus gaan ook de vegetarische loempia's de
        // deur uit": "the same sauce" tied to meat-free food, beside a
        // sentence in a language the engine does not read, may carry
        // anything that sentence put in the sauce; it is kept as a caution
        // of every animal product, both sentences quoted. A review wholly
        // in ASCII is asked too ("vegan pierogi smaza na tym samym
        // tluszczu" is Polish typed without its diacritics), where it may name
        // meat-free food (the lexicon found some, or a word opens on
        // "veg"), as the listed meat dish pointed back to is asked: a pass
        // over the words of every English review costs too much.
        if cautions.is_empty()
            && (!text.is_ascii() || may_name_meat_free_food())
            && let Some(sentence) = crate::pointing::points_past_an_unread_sentence(
                text,
                &|word| self.names_a_meat_free_dish(word),
                &|sentence| unread_language_in(sentence, true),
                &pointers,
            )
        {
            cautions = ANIMAL;
            caution_sentence = Some(sentence);
        }
        // "الفول جاني بجبنة فوقو ... ما نباتي أبداً" at two stars: a diner
        // who rates the place low, in a language or script the engine does
        // not read, may be saying what the labelled food held; it is kept
        // as a caution of every animal product, quoted to the diner. (A
        // well-rated one is left a diner's, as above: praise in other
        // languages is common. A review wholly in ASCII is left to the
        // reading: the word-by-word test on every low-rated English review
        // costs too much for what it would find.)
        if cautions.is_empty()
            && review.rating.is_some_and(|rating| rating <= LOW_RATING)
            && !text.is_ascii()
            && let Some(sentence) = unread_language_sentence(text)
                .or_else(|| written_in_an_unread_script(text).then_some((0, text.len())))
        {
            cautions = ANIMAL;
            caution_sentence = Some(sentence);
        }
        // "They ladled my curry out of the same pot as the chicken one": a
        // diner who saw their own food share equipment saw it touch.
        if signals.any(SHARED_EQUIPMENT) {
            let (touched, sentence) = self.own_food_touched(text);
            cautions = cautions.union(touched);
            caution_sentence = caution_sentence.or(sentence);
        }
        // "Not pescatarian-friendly: the fish soup has pork": the words of
        // the pescatarian diet are read as the vegetarian ones are.
        let (pescatarian, meat, sentence) = self.pescatarian_words_read(text);
        let signals = match pescatarian.is_empty() {
            true => signals,
            false => signals.union(diner_signals_of_denial(pescatarian)),
        };
        cautions = cautions.union(meat);
        caution_sentence = caution_sentence.or(sentence);
        // "The vegetarian plate is ladled from the romazava pot": a meat
        // dish's vessel, named by the dish, shared with meat-free food.
        let (shared, sentence) = self.meat_dishs_vessel_on_meat_free_food(text, vessel);
        cautions = cautions.union(shared);
        caution_sentence = caution_sentence.or(sentence);
        if signals.is_empty() && cautions.is_empty() {
            return;
        }
        self.sentence_excerpt(text, caution_sentence.or(reading.excerpt));
        self.source(&review.source);
        self.push(EvidenceItem {
            evidence_id: EvidenceId::from_hash(hash),
            evidence_type: EvidenceType::ReviewSignal,
            source: SharedText::EMPTY,
            weight: EvidenceWeight::Supporting,
            tier: EvidenceTier::B,
            excerpt: None,
            paraphrase_method: Some(ParaphraseMethod::None),
            observed_at,
            signals,
            cautions,
            report_diet: None,
            shared_with: SignalSet::EMPTY,
            dedicated_to_animal_food: SignalSet::EMPTY,
        });
    }

    fn user_report(&mut self, report: &UserReport) {
        let observed_at = self.dated(report.date);
        let hash = date_key(
            Fnv64::new()
                .field("user_report")
                .field(report.source.as_deref().unwrap_or(""))
                .field(&report.text)
                .field(
                    report
                        .diet
                        .map_or("", |d| dietfit_contract::WireEnum::as_str(d)),
                )
                .field(
                    report
                        .outcome
                        .map_or("", |o| dietfit_contract::WireEnum::as_str(o)),
                ),
            report.date,
        )
        .finish();
        if !self.first_sighting(hash) {
            return;
        }
        let folded = crate::encoding::fold(&report.text);
        let text = folded.as_ref();
        let reading = read_text(text, &mut self.scratch);
        let mut signals = diner_signals(&reading);
        // A negative report counts whoever made it: an undeclared diner's
        // bad experience is a warning for every meat-free diet.
        match (report.diet, report.outcome) {
            (Some(_), Some(ReportOutcome::Positive)) => signals.insert(S::ReportPositive),
            (_, Some(ReportOutcome::Negative)) => signals.insert(S::ReportNegative),
            _ => {}
        }
        let (mut cautions, mut caution_sentence) =
            self.unplaced_mentions(text, &PartPointers::of(text));
        if cautions.is_empty() && (reading.meat_free_mention || holds_veg(text.as_bytes())) {
            (cautions, caution_sentence) = self.listed_meat_dish_pointed_back(text);
        }
        // "Our roast takes all day. Its gravy is on the veggie plate.", as
        // in a review.
        let may_name_a_part = crate::pointers::dish_parts::may_name_a_part(text.as_bytes());
        let (parts, part_sentence) =
            self.listed_meat_dishs_part_on_meat_free_food(text, may_name_a_part);
        if parts.iter().any(|product| !cautions.has(product)) {
            cautions = cautions.union(parts);
            caution_sentence = part_sentence;
        }
        if signals.is_empty() && cautions.is_empty() {
            return;
        }
        self.sentence_excerpt(text, caution_sentence.or(reading.excerpt));
        let id = EvidenceId::from_hash(hash);
        match report.source.as_deref() {
            Some(source) if !source.trim().is_empty() => self.source(source),
            _ => self.source(&format!("{USER_REPORT_URN_PREFIX}{id}")),
        }
        self.push(EvidenceItem {
            evidence_id: id,
            evidence_type: EvidenceType::UserReport,
            source: SharedText::EMPTY,
            weight: EvidenceWeight::Supporting,
            tier: EvidenceTier::B,
            excerpt: None,
            paraphrase_method: Some(ParaphraseMethod::None),
            observed_at,
            signals,
            cautions,
            report_diet: report.diet,
            shared_with: SignalSet::EMPTY,
            dedicated_to_animal_food: SignalSet::EMPTY,
        });
    }
}

/// "Does the mousse have gelatine? / No, it doesn't": the restaurant's
/// bare no denies what its question asked of the food.
fn answered_no(mention: &Mention, text: &str) -> bool {
    let (start, end) = mention.sentence;
    !mention.left_off
        && text
            .get(start..end)
            .is_some_and(|question| asks_whether_food_holds(question) && !asks_of_a_diet(question))
        && {
            let reply = text.get(end..).unwrap_or("");
            answers_no(reply)
                || text
                    .get(mention.span.0..mention.span.1)
                    .is_some_and(|asked| answers_no_to_the_product(reply, asked))
        }
}

/// "Tereyağı, yoğurt var mı içlerinde? / [19:05] Meyhane: Merhaba, üçü de
/// zeytinyağlı, tereyağı da yoğurt da yok": a question of what the food
/// holds whose reply, the rest of the question's line and the next line,
/// denies the very word asked about, and names it nowhere undenied,
/// denies it. A reply that turns ("..., but the gobi gets some") keeps
/// it; an unanswered question stays a caution.
fn reply_denies_it_by_name<'m>(
    mention: &Mention,
    text: &str,
    beside: impl IntoIterator<Item = &'m Mention>,
) -> bool {
    let (start, end) = mention.sentence;
    let Some(asked) = text.get(mention.span.0..mention.span.1) else {
        return false;
    };
    // Most mentions are in no question: told apart before the reply is
    // looked for.
    if mention.left_off
        || !text
            .get(start..end)
            .is_some_and(|question| asks_whether_food_holds(question) && !asks_of_a_diet(question))
    {
        return false;
    }
    let after = text.get(end..).unwrap_or("");
    // The reply: the rest of the question's line and the line after it,
    // up to the next question.
    let line_end = after.find('\n').map_or(after.len(), |at| {
        at + 1 + after[at + 1..].find('\n').unwrap_or(after.len() - at - 1)
    });
    let reply_end = after[..line_end].find(['?', '？']).unwrap_or(line_end);
    let reply = &after[..reply_end];
    let reply_span = (end, end + reply_end);
    let mut denied = false;
    for other in beside {
        if other.span.0 < reply_span.0 || other.span.1 > reply_span.1 {
            continue;
        }
        let same_word = text
            .get(other.span.0..other.span.1)
            .is_some_and(|word| word.eq_ignore_ascii_case(asked));
        if !other.signals.is_empty() && other.named.any(mention.named) {
            return false;
        }
        if same_word && other.denied && other.signals.is_empty() {
            let tail = text.get(other.span.1..reply_span.1).unwrap_or("");
            if reply_keeps_it_somewhere(tail) {
                return false;
            }
            denied = true;
        }
    }
    denied && !words(reply).any(|word| is_one_of(word, crate::lexicon::REPLY_TURNS))
}

/// "Is there butter in them? / No butter at all": a reply opening with a
/// word of refusal and the very product asked about denies it, as a bare
/// no does. "No butter, but a spoon of ghee" still names its ghee.
fn answers_no_to_the_product(reply: &str, asked: &str) -> bool {
    let rest = reply_to_a_question(reply).trim_start();
    let Some(no_end) = rest.find(|c: char| !c.is_alphanumeric()) else {
        return false;
    };
    let after = rest[no_end..].trim_start_matches(' ');
    !asked.is_empty()
        && is_one_of(&rest[..no_end], crate::lexicon::REPLY_NO)
        && after.len() < rest.len() - no_end
        && after
            .get(..asked.len())
            .is_some_and(|head| head.eq_ignore_ascii_case(asked))
        && after.get(asked.len()..).is_some_and(|tail| {
            tail.chars().next().is_none_or(|c| !c.is_alphanumeric())
                && !reply_keeps_it_somewhere(tail)
        })
}

/// Whether the reply after its denial of the product asked about keeps the
/// product in part of the food: a word turns it ("No butter in the dal,
/// but the gobi gets some"), the denial's own clause narrows it to one
/// food ("There's no butter in the dal, the chana has some": a preposition
/// before anything but a pronoun or "any"), or the rest of the reply's
/// line says some food has or gets something ("The chana gets a knob",
/// "nohutta var"). `tail` runs from the denied product to the end of the
/// text.
fn reply_keeps_it_somewhere(tail: &str) -> bool {
    use crate::lexicon::{REPLY_AFFIRMING_VERBS, REPLY_NARROWING, REPLY_TURNS, REPLY_WHOLE_FOOD};
    let line = tail.split(['\n', '?', '？']).next().unwrap_or("");
    let clause = line
        .split(['.', '!', ';', ',', '-', '–', '—', ':'])
        .next()
        .unwrap_or("");
    let mut in_clause = words(clause).peekable();
    let mut narrowed = false;
    while let Some(word) = in_clause.next() {
        if is_one_of(word, REPLY_NARROWING)
            && in_clause
                .peek()
                .is_some_and(|next| !is_one_of(next, REPLY_WHOLE_FOOD))
        {
            narrowed = true;
        }
    }
    narrowed
        || words(line)
            .any(|word| is_one_of(word, REPLY_TURNS) || is_one_of(word, REPLY_AFFIRMING_VERBS))
}

/// "The bone broth is the only meat stock in our kitchen and it goes in
/// nothing else": the sentence confines its products to the food it opens
/// on, which holds them, and no other food it names. The opening words, as
/// a byte range of the text, when the mention stands between them and the
/// confinement in one clause. "... and it goes in nothing else but the
/// rice" confines nothing.
fn confined_to_what_it_opens_on(text: &str, mention: &Mention) -> Option<(usize, usize)> {
    const INTO: &[&str] = &["in", "into", "on", "for"];
    const BUT: &[&str] = &[
        "but", "except", "than", "besides", "apart", "save", "beside",
    ];
    const DETERMINERS: &[&str] = &["the", "our", "this", "that"];
    // (Read singular: "goes" is "goe".)
    const VERBS: &[&str] = &["is", "are", "go", "goe", "has", "have"];
    let (start, end) = mention.sentence;
    let sentence = text.get(start..end)?;
    // Most sentences confine nothing: asked first, it spares the words.
    if !sentence.to_ascii_lowercase().contains("nothing else") {
        return None;
    }
    let spans: Vec<(usize, &str)> = word_spans(text, start, end).collect();
    let nothing = spans.windows(2).position(|pair| {
        pair[0].0 >= mention.span.1
            && pair[0].1.eq_ignore_ascii_case("nothing")
            && pair[1].1.eq_ignore_ascii_case("else")
    })?;
    let confined = nothing > 0
        && is_one_of(spans[nothing - 1].1, INTO)
        && !spans
            .get(nothing + 2)
            .is_some_and(|(_, word)| is_one_of(word, BUT))
        && !text
            .get(mention.span.1..spans[nothing].0)
            .is_some_and(|gap| gap.contains([';', '.', '?', '!']));
    if !confined {
        return None;
    }
    let mut opening = spans
        .iter()
        .take_while(|(_, word)| !is_one_of(word, VERBS))
        .skip_while(|(_, word)| is_one_of(word, DETERMINERS));
    let first = opening.next()?;
    let last = opening.last().unwrap_or(first);
    let opening_end = last.0 + last.1.len();
    (opening_end <= mention.span.0 || (first.0 <= mention.span.0 && mention.span.1 <= opening_end))
        .then_some((first.0, opening_end))
}

/// "We make two: the classic gratinée on beef broth, and the vegetarian
/// onion soup marked (V)", "our (VG) farofa is toasted in olive oil; the
/// farofa with bacon is unmarked": the restaurant sets the food holding
/// the product apart from its meat-free food, as the regular make named
/// before the meat-free one, or as food it says carries no mark. Its
/// product is a listed dish's, not the meat-free food's.
fn set_apart_from_the_meat_free_food(text: &str, mention: &Mention) -> bool {
    const REGULAR: &[&str] = &[
        "classic",
        "regular",
        "original",
        "traditional",
        "standard",
        "usual",
        "normal",
    ];
    const OPENERS: &[&str] = &["and", "but", "while", "the", "our", "a"];
    const UNMARKED: &[&str] = &["unmarked", "unlabelled", "unlabeled"];
    let (start, end) = mention.sentence;
    // The clause of the mention: from the last break before it to the
    // next one after it.
    let clause_start = text
        .get(start..mention.span.0)
        .and_then(|before| before.rfind([',', ';', ':']).map(|at| start + at + 1))
        .unwrap_or(start);
    let clause_end = text
        .get(mention.span.1..end)
        .and_then(|after| after.find([',', ';', ':']).map(|at| mention.span.1 + at))
        .unwrap_or(end);
    let (Some(clause), Some(later)) = (
        text.get(clause_start..clause_end),
        text.get(clause_end..end),
    ) else {
        return false;
    };
    let names_a_diet = |words_of: &str| {
        words(words_of).any(|word| {
            let lower = word.to_ascii_lowercase();
            lower.starts_with("vegan")
                || lower.starts_with("vegetarian")
                || lower.starts_with("veggie")
                || lower == "plant"
                || lower == "v"
                || lower == "vg"
        })
    };
    if names_a_diet(clause) {
        return false;
    }
    // "..., and our vegan ramen uses it too": the meat-free make named
    // after the regular one shares what the regular one holds.
    const SHARES: &[&str] = &[
        "it", "its", "it's", "them", "same", "too", "also", "both", "well", "likewise",
    ];
    let regular_first = words(clause)
        .find(|word| !is_one_of(word, OPENERS))
        .is_some_and(|word| is_one_of(word, REGULAR))
        && names_a_diet(later)
        && !words(later).any(|word| is_one_of(word, SHARES));
    let said_unmarked = words(clause).any(|word| is_one_of(word, UNMARKED));
    regular_first || said_unmarked
}

/// "fish sauce only goes in the regular one", "the bacon is only in the
/// original version": the words right after the mention confine the
/// product to the regular make of the food, which the diner who orders
/// the meat-free one is not served. Without "only" ("goes in the regular
/// one", which may be the vegan one too), or with more after the regular
/// make ("the regular and the vegan ones"), nothing is confined.
fn confined_to_the_regular_make(text: &str, mention: &Mention) -> bool {
    const VERBS: &[&str] = &[
        "goes", "go", "is", "are", "used", "added", "put", "comes", "come", "found",
    ];
    const INTO: &[&str] = &["in", "into", "on", "for", "with"];
    const DETERMINERS: &[&str] = &["the", "their", "our", "your"];
    const REGULAR: &[&str] = &[
        "regular",
        "normal",
        "usual",
        "standard",
        "original",
        "classic",
        "traditional",
        "non-vegan",
        "meat",
    ];
    const JOINS: &[&str] = &["and", "or", "&", "plus"];
    let after = text.get(mention.span.1..mention.sentence.1).unwrap_or("");
    // Most mentions go on otherwise: "only" opens or follows the verb.
    if !crate::swar::holds_byte(after.as_bytes(), b'y') {
        return false;
    }
    let mut words = words(after).peekable();
    let mut only = false;
    let mut verb = false;
    while let Some(word) = words.peek() {
        if !only && word.eq_ignore_ascii_case("only") {
            only = true;
        } else if !verb && is_one_of(word, VERBS) {
            verb = true;
        } else {
            break;
        }
        words.next();
    }
    if !only || !words.next().is_some_and(|w| is_one_of(w, INTO)) {
        return false;
    }
    let mut word = words.next();
    if word.is_some_and(|w| is_one_of(w, DETERMINERS)) {
        word = words.next();
    }
    if !word.is_some_and(|w| is_one_of(w, REGULAR)) {
        return false;
    }
    // "the regular one", "the regular pad thai": the make, then nothing
    // joins another food to it.
    words.take(2).all(|w| !is_one_of(w, JOINS))
}

/// The words for what whitens a drink: a heading themed on one ("Milk
/// Teas") and a dish's plant make of one ("non-dairy creamer", "oat
/// milk") speak of the same part.
const WHITENERS: &[&str] = &["milk", "milks", "mylk", "creamer", "creamers", "cream"];

/// Whether `description` names a plant milk or cream in words the lexicon
/// reads as no product ("oat milk", "coconut cream", "soy creamer"): a
/// plant right before a whitener, joined by a space or a hyphen. (A plant
/// version the lexicon reads as a mention, "non-dairy creamer", is found
/// among the mentions.)
fn names_a_plant_whitener(description: &str) -> bool {
    const PLANTS: &[&str] = &[
        "oat",
        "oats",
        "soy",
        "soya",
        "almond",
        "cashew",
        "coconut",
        "rice",
        "hemp",
        "pea",
        "macadamia",
        "hazelnut",
        "pistachio",
        "flax",
    ];
    let mut plant_end: Option<usize> = None;
    for word in words(description) {
        // Each word is a slice of `description`: its offset is where it
        // starts.
        let start = word.as_ptr() as usize - description.as_ptr() as usize;
        if let Some(end) = plant_end
            && description
                .get(end..start)
                .is_some_and(|gap| gap == " " || gap == "-")
            && is_one_of(word, WHITENERS)
        {
            return true;
        }
        plant_end = is_one_of(word, PLANTS).then_some(start + word.len());
    }
    false
}

/// Words that make a plant milk an option or a topping rather than what
/// whitens the drink as it comes.
#[rustfmt::skip]
const OFFERED_OR_ON_TOP: &[&str] = &[
    "available", "sub", "subs", "substitute", "swap", "option", "options", "optional", "ask",
    "request", "instead", "add", "extra", "upgrade", "or", "foam", "cap", "cloud", "topping",
    "topped", "whip", "whipped", "float", "drizzle", "regular",
];

/// Whether `a` and `b` are one slice of text (not merely equal text).
fn same_text(a: &str, b: &str) -> bool {
    std::ptr::eq(a, b)
}

/// What marks a dish a fit can rest on: a meat-free label, or seafood for
/// a pescatarian. Only such a dish needs to know what the entries it points
/// at or names hold.
const A_FIT_RESTS_ON: SignalSet = SignalSet::of(&[
    S::VeganLabel,
    S::VegetarianLabel,
    S::VeganAdaptable,
    S::Fish,
    S::Shellfish,
]);

const SHARED_EQUIPMENT: SignalSet =
    SignalSet::of(&[S::SharedFryer, S::SharedGrill, S::SharedSurface]);

/// Signals that only make sense from a diner (reviews, reports).
const REVIEW_ONLY: SignalSet = SignalSet::of(&[
    S::ReviewPositive,
    S::ReviewNegative,
    S::VeganComplaint,
    S::MeatComplaint,
    S::StaffKnowledgeable,
    S::StaffUnsure,
    S::LanguageBarrier,
]);

/// Whether a text's mentions deny meat and fish and keep no animal
/// product: "No meat, no fish sauce, no shrimp paste".
fn denies_meat_and_fish_only(mentions: &[Mention]) -> bool {
    let mut denied = SignalSet::EMPTY;
    for mention in mentions {
        if mention.denied {
            denied = denied.union(mention.named);
        } else if mention.signals.any(ANIMAL) {
            return false;
        }
    }
    denied.has(S::Meat) && denied.has(S::Fish)
}

/// Restaurant-level phrasing: a vegan mention is about the place's options.
fn promote_to_options(signals: &mut SignalSet) {
    if signals.has(S::VeganLabel) {
        signals.remove(S::VeganLabel);
        signals.insert(S::VeganOptions);
    }
    if signals.has(S::VegetarianLabel) {
        signals.remove(S::VegetarianLabel);
        signals.insert(S::VegetarianOptions);
    }
    if signals.has(S::GlutenFreeLabel) {
        signals.remove(S::GlutenFreeLabel);
        signals.insert(S::GlutenFreeOptions);
    }
}

/// What a diner's text says: meat-free mentions with their sentiment,
/// complaints, staff knowledge, contamination. Ingredient words in a review
/// ("loved the cheese") are not facts about a dish, so they are dropped.
/// Sentiment comes from the words of the sentence that mentions the food,
/// never from the review's rating: "the steak was great, nothing for
/// vegans" is a five-star review.
fn diner_signals(reading: &TextReading) -> SignalSet {
    // A diner's hedged mention ("could only find one vegan dish") is still
    // a mention: diners' words earn no points either way.
    let mut signals = reading.signals.union(reading.uncertain);
    signals.remove_all(INGREDIENTS);
    signals.remove(S::LabelConflict);
    promote_to_options(&mut signals);
    if signals.has(S::NoVegan) {
        signals.insert(S::ReviewNegative);
    }
    if signals.has(S::NoVegetarian) {
        signals.insert(S::MeatComplaint);
        signals.insert(S::ReviewNegative);
    }
    if reading.criticised_mention {
        signals.insert(S::ReviewNegative);
    }
    if reading.vegan_contradiction {
        signals.insert(S::VeganComplaint);
        signals.insert(S::ReviewNegative);
    }
    if reading.meat_contradiction {
        signals.insert(S::MeatComplaint);
        signals.insert(S::ReviewNegative);
    }
    if reading.praised_mention {
        signals.insert(S::ReviewPositive);
    }
    if reading.vegan_dismissed {
        signals.insert(S::NoVegan);
        signals.insert(S::ReviewNegative);
        signals.remove(S::ReviewPositive);
    }
    signals
}

/// What food is cooked in, kept in or served from.
#[rustfmt::skip]
const VESSELS: &[&str] = &[
    "pot", "stockpot", "pan", "skillet", "fryer", "grill", "griddle", "plancha",
    "wok", "tray", "basket", "ladle", "cauldron", "kettle", "vat", "steamer", "spit",
    "smoker", "oven", "tandoor", "comal", "caldron", "marmite", "casserole",
];

/// Whether two of `keyed` may share a key: false only when no two do.
/// Each key marks one of a few thousand bits by its top bits, so keys
/// that differ rarely meet on one and are told apart without a sort.
fn may_repeat_a_key(keyed: &[(u64, usize)]) -> bool {
    let mut marked = [0u64; 64];
    keyed.iter().any(|&(key, _)| {
        let bit = (key >> 52) as usize;
        let Some(word) = marked.get_mut(bit / 64) else {
            return true;
        };
        let mask = 1u64 << (bit % 64);
        let repeated = *word & mask != 0;
        *word |= mask;
        repeated
    })
}

/// Whether a text holds a word [`may_be_a_vessel`] accepts.
fn names_a_vessel(text: &str) -> bool {
    crate::swar::any_word_of(text, |start, end| may_be_a_vessel_at(text, start, end))
}

/// What one pass over a text's words found, for readings that would each
/// pass over them.
#[derive(Debug, Clone, Copy)]
struct WordsFound {
    /// A vessel word ([`may_be_a_vessel`]).
    vessel: bool,
    /// A word that may be a dish's part
    /// (`pointers::dish_parts::may_be_a_part_word`), where asked.
    part: bool,
    /// A word a part is pointed back with
    /// (`pointing::is_a_part_trigger`), where asked of a text wholly in
    /// ASCII.
    part_pointer: bool,
}

/// An order of words with ASCII case set aside, by length first (most
/// words part there): two words are equal in it exactly where
/// `eq_ignore_ascii_case` holds them equal.
fn by_ascii_case(a: &str, b: &str) -> std::cmp::Ordering {
    a.len().cmp(&b.len()).then_with(|| {
        a.bytes()
            .map(|byte| byte.to_ascii_lowercase())
            .cmp(b.bytes().map(|byte| byte.to_ascii_lowercase()))
    })
}

/// Whether a text holds a vessel word, and (asked where `parts`) whether
/// it may hold a word for a dish's part, and (asked where `pointers`, of
/// a text wholly in ASCII) a word a part is pointed back with: one pass
/// over its words for all, as every review is asked all.
fn words_found(text: &str, parts: bool, pointers: bool) -> WordsFound {
    use crate::pointers::dish_parts::PART_SHAPES;
    let bytes = text.as_bytes();
    let pointers = pointers && text.is_ascii();
    let (mut vessel, mut part, mut pointer) = (false, !parts, !pointers);
    crate::swar::any_word_of(text, |start, end| {
        let Some(word) = bytes.get(start..end) else {
            return false;
        };
        // A word whose opening and length go with no vessel and no
        // pointer, and whose first byte and length with no part (most
        // words of a review), is passed over at two looks.
        let length = 1 << word.len().min(15);
        if (WORD_PAIRS[crate::swar::pair_of(word)] | PART_SHAPES[usize::from(word[0])]) & length
            == 0
        {
            return false;
        }
        vessel = vessel || may_be_a_vessel_at(text, start, end);
        part = part || crate::pointers::dish_parts::may_be_a_part_word(word);
        pointer = pointer
            || text
                .get(start..end)
                .is_some_and(crate::pointing::is_a_part_trigger);
        vessel && part && pointer
    });
    WordsFound {
        vessel,
        part: part && parts,
        part_pointer: pointer && pointers,
    }
}

/// By a word's first two bytes (`swar::pair_of`), the lengths (a bit
/// each, fifteen for any longer) of the vessel words and their plurals,
/// and of the words a part is pointed back with, that open with them: a
/// word whose opening and length go with none is neither.
const WORD_PAIRS: [u16; 1024] = {
    let mut table = crate::pointing::PART_TRIGGER_PAIRS;
    let mut vessel = 0;
    while vessel < VESSELS.len() {
        let word = VESSELS[vessel].as_bytes();
        table[crate::swar::pair_of(word)] |= (1 << word.len()) | (1 << (word.len() + 1));
        vessel += 1;
    }
    table
};

/// The lengths, as bits, of the vessel words and their plurals that
/// start with a letter, in either case: a word of any other length or
/// first letter is passed over without being lower-cased and compared,
/// as most words of a review are.
const VESSEL_LENGTHS: [u16; 256] = {
    let mut table = [0u16; 256];
    let mut vessel = 0;
    while vessel < VESSELS.len() {
        let word = VESSELS[vessel].as_bytes();
        let lengths = (1 << word.len()) | (1 << (word.len() + 1));
        table[word[0].to_ascii_lowercase() as usize] |= lengths;
        table[word[0].to_ascii_uppercase() as usize] |= lengths;
        vessel += 1;
    }
    table
};
/// The letters a vessel word or its plural ends with, in either case.
const VESSEL_ENDS: [bool; 256] = {
    let mut table = [false; 256];
    table[b's' as usize] = true;
    table[b'S' as usize] = true;
    let mut vessel = 0;
    while vessel < VESSELS.len() {
        let word = VESSELS[vessel].as_bytes();
        let last = word[word.len() - 1];
        table[last.to_ascii_lowercase() as usize] = true;
        table[last.to_ascii_uppercase() as usize] = true;
        vessel += 1;
    }
    table
};

/// Whether the word of `text` from `start` to `end` may be a vessel word:
/// its first letter, length and last letter before any comparison.
fn may_be_a_vessel_at(text: &str, start: usize, end: usize) -> bool {
    let bytes = text.as_bytes();
    let (Some(&first), Some(&last)) = (bytes.get(start), bytes.get(end.wrapping_sub(1))) else {
        return false;
    };
    VESSEL_LENGTHS[usize::from(first)] & (1 << (end - start).min(15)) != 0
        && VESSEL_ENDS[usize::from(last)]
        && text.get(start..end).is_some_and(may_be_a_vessel)
}

/// Whether a word is one of the vessels of
/// `meat_dishs_vessel_on_meat_free_food` ("pot", "pans", "fryer"): asked
/// of every word of a review, so it looks at the word's length and its
/// first and last letters before any comparison.
fn may_be_a_vessel(word: &str) -> bool {
    let bytes = word.as_bytes();
    if !(3..=10).contains(&bytes.len()) {
        return false;
    }
    // Lower-cased into a buffer on the stack and told by a match on its
    // bytes, which compiles to a test of the length before any comparison:
    // a scan of VESSELS for every word of every review cost more than all
    // the rest of this reading.
    let mut lower = [0u8; 10];
    for (to, from) in lower.iter_mut().zip(bytes) {
        *to = from.to_ascii_lowercase();
    }
    let lower = &lower[..bytes.len()];
    let singular = match lower {
        [head @ .., b's'] if lower.len() >= 4 => head,
        _ => lower,
    };
    is_a_vessel_word(singular)
}

/// Whether lower-cased bytes are one of [`VESSELS`].
fn is_a_vessel_word(lower: &[u8]) -> bool {
    matches!(
        lower,
        b"pot"
            | b"stockpot"
            | b"pan"
            | b"skillet"
            | b"fryer"
            | b"grill"
            | b"griddle"
            | b"plancha"
            | b"wok"
            | b"tray"
            | b"basket"
            | b"ladle"
            | b"cauldron"
            | b"kettle"
            | b"vat"
            | b"steamer"
            | b"spit"
            | b"smoker"
            | b"oven"
            | b"tandoor"
            | b"comal"
            | b"caldron"
            | b"marmite"
            | b"casserole"
    )
}

/// A diner's denial of a diet as [`diner_signals`] reads it: "not
/// vegetarian" is a meat complaint.
fn diner_signals_of_denial(denied: SignalSet) -> SignalSet {
    let mut signals = denied;
    if denied.has(S::NoVegetarian) {
        signals.insert(S::MeatComplaint);
        signals.insert(S::ReviewNegative);
    }
    signals
}

/// Whether a word (lower-cased, one part of a hyphenated one) is a word
/// of the pescatarian diet: "pescatarian", "pescetarian", "pescatarians",
/// "pescatariana", "pescetariano", "pescitarian", "pesco-vegetarian" and
/// "pesci-vegetarian" (their hyphen taken out).
fn is_pescatarian_word(lower: &str) -> bool {
    const STARTS: &[&str] = &["pescatar", "pescetar", "pescitar", "pescoveg", "pesciveg"];
    STARTS.iter().any(|start| lower.starts_with(start))
}

/// Combines printed labels and text for one menu item. A printed vegan label
/// next to an animal product is a contradiction (flagged); the word "vegan"
/// in text next to one ("vegan cheese available") only means "on request".
fn menu_item_signals(printed: SignalSet, text: SignalSet) -> SignalSet {
    let mut signals = printed.union(text);
    signals.remove_all(REVIEW_ONLY);
    // An item cannot declare the whole restaurant.
    signals.remove(S::FullyVegan);
    signals.remove(S::FullyVegetarian);
    if signals.has(S::VeganOptions) {
        signals.remove(S::VeganOptions);
        signals.insert(S::VeganAdaptable);
    }
    signals.remove(S::VegetarianOptions);
    if signals.has(S::GlutenFreeLabel) {
        signals.remove(S::Gluten);
    }
    if signals.has(S::GlutenFreeOptions) {
        signals.remove(S::GlutenFreeOptions);
        signals.insert(S::GlutenFreeLabel);
        signals.remove(S::Gluten);
    }
    // "Vegan without the tzatziki", "ask for no cheese to make it vegan":
    // as served, the dish is not vegan; it is vegan on request.
    if signals.has(S::VeganAdaptable) {
        signals.remove(S::VeganLabel);
    }
    let animal = signals.intersection(ANIMAL);
    if !animal.is_empty() && (signals.has(S::VeganLabel) || printed.has(S::VeganLabel)) {
        if printed.has(S::VeganLabel) {
            // A printed vegan label stays a claim the dish's own words
            // contradict, even when the name softens it ("Vegan-Friendly
            // Croissant ... laminated with butter"): never on request.
            signals.insert(S::VeganLabel);
            signals.insert(S::LabelConflict);
        } else {
            signals.remove(S::VeganLabel);
            signals.insert(S::VeganAdaptable);
        }
    }
    // The dish's own words deny the diet its label claims: the printed
    // label stays a claim they contradict, never one on request.
    if printed.has(S::VeganLabel) && text.any(SignalSet::of(&[S::NoVegan, S::VeganLimited])) {
        signals.remove(S::VeganAdaptable);
        signals.insert(S::VeganLabel);
        signals.insert(S::LabelConflict);
    }
    if printed.has(S::VegetarianLabel) && text.has(S::NoVegetarian) {
        signals.insert(S::LabelConflict);
    }
    if signals.any(NOT_VEGETARIAN) && signals.has(S::VegetarianLabel) {
        if printed.has(S::VegetarianLabel) {
            signals.insert(S::LabelConflict);
        } else {
            signals.remove(S::VegetarianLabel);
        }
    }
    // A vegan item is vegetarian too.
    if signals.has(S::VeganLabel) && !signals.has(S::LabelConflict) {
        signals.insert(S::VegetarianLabel);
    }
    signals
}

/// Printed menu labels (`vegan`, `contains_nuts`, `can_be_made_vegan`, ...),
/// compared without case, with `-` and spaces read as `_`. A bare `v` is
/// vegetarian, as on most menus, unless the menu's legend makes it vegan.
pub(crate) fn label_signals(label: &str, v_means_vegan: bool) -> SignalSet {
    let mut normalized = [0u8; 32];
    let trimmed = trim(label);
    if trimmed.len() > normalized.len() {
        return SignalSet::EMPTY;
    }
    for (slot, byte) in normalized.iter_mut().zip(trimmed.bytes()) {
        *slot = match byte {
            b'-' | b' ' => b'_',
            other => other.to_ascii_lowercase(),
        };
    }
    // Bytes, not a string: only ASCII labels can match, so there is
    // nothing to validate.
    let key = &normalized[..trimmed.len()];
    let signals: &[S] = match key {
        b"v" if v_means_vegan => &[S::VeganLabel],
        b"vegan" | b"plant_based" | b"plantbased" | b"vg" | b"vgn" | b"ve" | b"vv" | b"pb" => {
            &[S::VeganLabel]
        }
        b"vegetarian" | b"veggie" | b"meatless" | b"v" | b"veg" => &[S::VegetarianLabel],
        b"can_be_made_vegan"
        | b"vegan_option"
        | b"vegan_optional"
        | b"vegan_on_request"
        | b"vegan_available"
        | b"veganizable"
        | b"made_vegan_on_request" => &[S::VeganAdaptable],
        b"gluten_free" | b"gf" | b"glutenfree" | b"celiac_friendly" => &[S::GlutenFreeLabel],
        b"contains_nuts" | b"contains_tree_nuts" | b"tree_nuts" | b"nuts" | b"contains_nut" => {
            &[S::TreeNut]
        }
        b"contains_peanuts" | b"contains_peanut" | b"peanuts" | b"peanut" => &[S::Peanut],
        b"contains_dairy" | b"dairy" | b"contains_milk" => &[S::Dairy],
        b"contains_egg" | b"contains_eggs" | b"egg" | b"eggs" => &[S::Egg],
        b"contains_gluten" | b"gluten" | b"contains_wheat" => &[S::Gluten],
        b"contains_fish" | b"fish" => &[S::Fish],
        b"contains_shellfish" | b"shellfish" => &[S::Shellfish],
        b"contains_pork" | b"pork" => &[S::Pork, S::Meat],
        b"contains_meat" | b"meat" => &[S::Meat],
        b"contains_honey" | b"honey" => &[S::Honey],
        b"contains_alcohol" | b"alcohol" => &[S::Alcohol],
        b"contains_gelatin" | b"gelatin" => &[S::Gelatin],
        b"nut_free" | b"peanut_free" | b"allergen_free" | b"tree_nut_free" => {
            &[S::AllergenFreeClaim]
        }
        b"halal" => &[S::HalalClaim],
        b"kosher" => &[S::KosherClaim],
        _ => &[],
    };
    SignalSet::of(signals)
}

/// Structured tags in OpenStreetMap's `diet:*` model. Unknown keys or values
/// carry no signal (and so are not evidence).
pub(crate) fn tag_signals(key: &str, value: &str) -> SignalSet {
    let key = key.trim();
    let value = value.trim();
    let Some(diet) = key
        .get(..5)
        .filter(|prefix| prefix.eq_ignore_ascii_case("diet:"))
        .and_then(|_| key.get(5..))
    else {
        return SignalSet::EMPTY;
    };
    let level = if value.eq_ignore_ascii_case("only") {
        TagLevel::Only
    } else if value.eq_ignore_ascii_case("yes") {
        TagLevel::Yes
    } else if value.eq_ignore_ascii_case("limited") || value.eq_ignore_ascii_case("partial") {
        TagLevel::Limited
    } else if value.eq_ignore_ascii_case("no") {
        TagLevel::No
    } else {
        return SignalSet::EMPTY;
    };
    let signals: &[S] = if diet.eq_ignore_ascii_case("vegan") {
        match level {
            TagLevel::Only => &[S::FullyVegan, S::VeganOptions],
            TagLevel::Yes => &[S::VeganOptions],
            TagLevel::Limited => &[S::VeganLimited],
            TagLevel::No => &[S::NoVegan],
        }
    } else if diet.eq_ignore_ascii_case("vegetarian") {
        match level {
            TagLevel::Only => &[S::FullyVegetarian, S::VegetarianOptions],
            TagLevel::Yes | TagLevel::Limited => &[S::VegetarianOptions],
            TagLevel::No => &[S::NoVegetarian],
        }
    } else if diet.eq_ignore_ascii_case("gluten_free") {
        match level {
            TagLevel::Only | TagLevel::Yes | TagLevel::Limited => &[S::GlutenFreeOptions],
            TagLevel::No => &[S::NoGlutenFree],
        }
    } else if diet.eq_ignore_ascii_case("halal") {
        match level {
            TagLevel::No => &[S::NoHalal],
            _ => &[S::HalalClaim],
        }
    } else if diet.eq_ignore_ascii_case("kosher") {
        match level {
            TagLevel::No => &[S::NoKosher],
            _ => &[S::KosherClaim],
        }
    } else {
        &[]
    };
    SignalSet::of(signals)
}

#[derive(Debug, Clone, Copy)]
enum TagLevel {
    Only,
    Yes,
    Limited,
    No,
}

/// Nouns after a food word that make it the name of a business or of
/// equipment ("the chicken place", "a burger joint", "the brisket smoker").
#[rustfmt::skip]
const NOT_FOOD_AFTER: &[&str] = &[
    "place", "places", "joint", "joints", "spot", "spots", "restaurant", "restaurants", "shop",
    "shops", "truck", "trucks", "stand", "stands", "chain", "chains", "smoker", "smokers",
    "fryer", "fryers", "grill", "grills", "griddle", "oven", "ovens", "slicer", "tongs",
    "spatula", "spatulas", "plancha", "knife", "knives", "grater", "graters",
];

/// Kinds of dish a diner names with the product they hold ("meatball
/// sub", "pho bo"): the dish, not the product alone.
#[rustfmt::skip]
pub(crate) const DISH_KINDS: &[&str] = &[
    "sub", "sandwich", "hoagie", "grinder", "burger", "slider", "pizza", "calzone", "taco",
    "burrito", "quesadilla", "torta", "ramen", "pho", "curry", "skewer", "kebab", "kabob",
    "platter", "plate", "bowl", "wrap", "soup", "salad",
    // "Lobster roll", "egg roll"; "clam cakes", "crab cake".
    "roll", "cake",
];

/// "Red-braised pork belly is melt-in-your-mouth", "Lechón on Saturdays
/// is unreal": a cut of meat or a dish of one that opens a diner's
/// sentence saying what it is like is food served as itself, not a part
/// of other food; said to be in, with or on other food it may be that
/// food's ("on" a day is a time).
fn a_cut_as_its_subject(text: &str, mention: &Mention, spans: &[(usize, &str)]) -> bool {
    const CUTS: &[&str] = &[
        "belly",
        "brisket",
        "rib",
        "chop",
        "shoulder",
        "loin",
        "tenderloin",
        "shank",
        "knuckle",
        "wing",
        "thigh",
        "drumstick",
        "steak",
        "cutlet",
        "oxtail",
        "lechon",
        "lechón",
        "carnita",
        "porchetta",
    ];
    const OPENERS_NOT: &[&str] = &[
        "my", "his", "her", "their", "our", "your", "a", "an", "some", "no", "not", "any",
    ];
    const INSIDE: &[&str] = &[
        "in",
        "into",
        "inside",
        "with",
        "within",
        "throughout",
        "under",
        "over",
        "through",
        "from",
        "of",
        "for",
        "to",
        "make",
        "made",
        "flavor",
        "flavour",
        "season",
        "seasoned",
    ];
    let phrase = text.get(mention.span.0..mention.span.1).unwrap_or("");
    if !words(phrase)
        .last()
        .is_some_and(|last| is_one_of(singular(last), CUTS))
    {
        return false;
    }
    let Some(first) = spans.iter().position(|(at, _)| *at >= mention.span.0) else {
        return false;
    };
    // It opens its clause ("..., brisket and pork belly nonstop"), after
    // at most two words that say whose it is not.
    let clause = text
        .get(mention.sentence.0..mention.span.0)
        .and_then(|before| before.rfind([',', ';', ':']))
        .map_or(mention.sentence.0, |at| mention.sentence.0 + at + 1);
    let opening = spans[..first].iter().filter(|(at, _)| *at >= clause);
    if opening.clone().count() > 2 || opening.clone().any(|(_, w)| is_one_of(w, OPENERS_NOT)) {
        return false;
    }
    // Said what it is like, or listed with another cut ("brisket and
    // pork belly").
    let rest = &spans[first..];
    let copula = rest
        .iter()
        .take_while(|(at, _)| {
            text.get(mention.span.1..*at)
                .is_none_or(|gap| !gap.contains([',', ';', ':']))
        })
        .any(|(_, w)| is_one_of(w, &["is", "was", "are", "were"]));
    let listed_with_a_cut = rest
        .iter()
        .position(|(at, _)| *at >= mention.span.1)
        .and_then(|next| rest.get(next))
        .is_some_and(|(_, w)| w.eq_ignore_ascii_case("and"))
        && rest
            .iter()
            .filter(|(at, _)| *at > mention.span.1)
            .skip(1)
            .take(3)
            .any(|(_, w)| is_one_of(w, CUTS));
    let after_a_cut = first >= 2
        && spans[first - 1].1.eq_ignore_ascii_case("and")
        && is_one_of(spans[first - 2].1, CUTS);
    if !(copula || listed_with_a_cut || after_a_cut) {
        return false;
    }
    let mut after_on = false;
    for (at, word) in spans {
        // "Melt-in-your-mouth": words joined by hyphens are one word.
        let end = word_end(text, *at);
        let joined = text.get(..*at).is_some_and(|b| b.ends_with('-'))
            || text.get(end..).is_some_and(|a| a.starts_with('-'));
        if !joined
            && (is_one_of(word, INSIDE) || (after_on && !word.starts_with(char::is_uppercase)))
        {
            return false;
        }
        after_on = !joined && word.eq_ignore_ascii_case("on");
    }
    true
}

/// "From the place next door", "from another restaurant", "from home":
/// after a diner's product, where the food came from when it is not this
/// kitchen. "From the grill", "from here" are this kitchen's.
fn brought_from_elsewhere(text: &str, end: usize) -> bool {
    const DETERMINERS: &[&str] = &["the", "a", "an", "another", "that", "some"];
    const BUSINESSES: &[&str] = &[
        "place",
        "joint",
        "spot",
        "restaurant",
        "shop",
        "truck",
        "stand",
        "deli",
        "bakery",
        "market",
        "store",
        "cart",
    ];
    const NEARBY: &[&str] = &["next", "across", "down", "around", "nearby", "over"];
    let rest = text.get(end..).unwrap_or("");
    let mut after = words(rest).take(6);
    if !after.next().is_some_and(|w| w.eq_ignore_ascii_case("from")) {
        return false;
    }
    let Some(first) = after.next() else {
        return false;
    };
    if is_one_of(first, &["elsewhere", "home", "outside"])
        || (first.eq_ignore_ascii_case("next")
            && after
                .clone()
                .next()
                .is_some_and(|w| w.eq_ignore_ascii_case("door")))
    {
        return true;
    }
    if !is_one_of(first, DETERMINERS) {
        return false;
    }
    if !after.any(|w| is_one_of(singular(w), BUSINESSES)) {
        return false;
    }
    // "from the place next door" is another; "from the place" alone may be
    // this one, unless the determiner says another.
    !is_one_of(first, &["the", "that"]) || after.next().is_some_and(|w| is_one_of(w, NEARBY))
}

/// Whether a dish's name opens with a diet word ("Vegan Shoyu Ramen",
/// "Vegetarian Lasagna"): the name of a make of the dish.
fn opens_with_a_diet_word(name: &str) -> bool {
    words(name).next().is_some_and(|first| {
        is_one_of(
            first,
            &[
                "vegan",
                "vegetarian",
                "veggie",
                "plant",
                "meatless",
                "vegano",
                "vegana",
            ],
        )
    })
}

/// Words for a whole class of food rather than a dish: those that name no
/// one product but a kind of food.
#[rustfmt::skip]
const BROAD_FOOD_CLASSES: &[&str] = &[
    "meat", "meats", "fish", "seafood", "shellfish", "dairy", "poultry",
];

/// The sentence (as a byte range) in which the restaurant, from the hint
/// the reader found at `hint`, hints at what goes into its meat-free food
/// without saying it ("What's the secret
/// that makes our vegan tamales so fluffy? Here's a hint: it rhymes with
/// 'hard'"): an ingredient it withholds is one the engine cannot rule out.
/// A hint it goes on to answer ("... it's avocado oil") withholds nothing.
fn withholds_an_ingredient(text: &str, hint: usize) -> Option<(usize, usize)> {
    const ANSWERS: &[&str] = &["it's", "it\u{2019}s", "it is", "answer"];
    // The hint answers a riddle asked before it ("What's the secret ...?").
    let (before, after) = (text.get(..hint)?, text.get(hint..)?);
    (before.contains('?')
        && holds_veg(text.as_bytes())
        && !ANSWERS.iter().any(|answer| after.contains(answer)))
    .then(|| sentence_around(text, hint))
}

/// Whether a printed label claims the pescatarian diet ("pescatarian",
/// "Pescetarian", "pescatarian-friendly").
fn is_pescatarian_label(label: &str) -> bool {
    const PESCATARIAN: &[&str] = &["pescatarian", "pescetarian", "pescatarian-friendly"];
    is_one_of(label.trim(), PESCATARIAN)
}

/// The title sentence (as a byte range) of a text that opens as a recipe
/// ("Recipe: Our Glaze ...", "Our Glaze Recipe: ...").
fn recipe_title(text: &str) -> Option<(usize, usize)> {
    let start = text.len() - text.trim_start().len();
    let colon = text.find(':')?;
    let heading = &text[start..colon];
    let is_recipe = words(heading).count() <= 5
        && words(heading).any(|word| word.eq_ignore_ascii_case("recipe"));
    is_recipe.then(|| sentence_around(text, colon))
}

/// Whether the sentence (a byte range of `text`) the reader found speaking
/// of a blend says a food is one of the vegan and the regular make ("a
/// 50/50 blend of our vegan and our classic batters", "we mix the vegan
/// gravy with the regular one"): what the regular make holds is not said,
/// so every product is a caution.
fn blends_vegan_with_the_regular(text: &str, (start, end): (usize, usize)) -> bool {
    const JOINS: &[&str] = &["and", "with", "into"];
    const REGULAR: &[&str] = &[
        "classic",
        "regular",
        "original",
        "normal",
        "standard",
        "traditional",
    ];
    // "vegan [X] and [our|the] classic": the vegan make and the regular
    // one side by side.
    let words: Vec<&str> = words(text.get(start..end).unwrap_or("")).collect();
    words.iter().enumerate().any(|(at, word)| {
        word.eq_ignore_ascii_case("vegan")
            && words
                .iter()
                .skip(at + 1)
                .take(2)
                .position(|w| is_one_of(w, JOINS))
                .is_some_and(|join| {
                    words
                        .iter()
                        .skip(at + 2 + join)
                        .take(2)
                        .any(|w| is_one_of(w, REGULAR))
                })
    })
}

/// A classic dish a statement the reader found saying a food was kept as
/// it was ("untouched", "unchanged", "nothing changed but") names
/// (`CLASSICS`), as a mention of what its recipe holds, when the statement
/// names no plant version of it ("our cashew parmesan").
fn classic_kept_as_it_was(text: &str, mentions: &[Mention]) -> Option<Mention> {
    let lower = text.to_lowercase();
    let (at, classic, holds) = CLASSICS.iter().find_map(|(classic, holds)| {
        lower.match_indices(classic).find_map(|(at, _)| {
            let before = lower[..at].chars().next_back();
            let after = lower[at + classic.len()..].chars().next();
            (!before.is_some_and(char::is_alphanumeric)
                && !after.is_some_and(char::is_alphanumeric))
            .then_some((at, classic, *holds))
        })
    })?;
    let span = (at, at + classic.len());
    // Byte offsets of the lower-cased text are the text's only where
    // lower-casing kept every length. (The classic's own name, "vegan
    // caesar", is no plant version of its parts.)
    if lower.len() != text.len()
        || mentions.iter().any(|m| {
            m.signals.is_empty() && m.named.any(holds) && (m.span.1 <= span.0 || m.span.0 >= span.1)
        })
    {
        return None;
    }
    Some(Mention {
        signals: holds,
        named: holds,
        pattern: u32::MAX,
        form: false,
        styled: false,
        sentence: sentence_around(text, at),
        span,
        others: false,
        tied: false,
        left_off: false,
        denied: false,
        likened: false,
        sent_elsewhere: false,
    })
}

/// The animal foods the readings' claims of dedicated preparation keep
/// apart ("the chicken has its own grill"), where no claim among them is
/// of anything else; empty where one is.
fn dedicated_to_animal_food_only(readings: &[&TextReading]) -> SignalSet {
    if readings.iter().any(|reading| reading.dedicated_unowned) {
        return SignalSet::EMPTY;
    }
    readings.iter().fold(SignalSet::EMPTY, |all, reading| {
        all.union(reading.dedicated_to_animal_food)
    })
}

/// Whether a mention is a class of animal food the restaurant calls its
/// own ("our eggs", "our dairy", "our meats"): food its kitchen handles.
fn names_the_kitchens_own_product(text: &str, mention: &Mention) -> bool {
    let phrase = text.get(mention.span.0..mention.span.1).unwrap_or("");
    mention.signals.any(ANIMAL)
        && (is_one_of(phrase, BROAD_FOOD_CLASSES) || is_one_of(phrase, NARROW_FOOD_CLASSES))
        && text
            .get(..mention.span.0)
            .and_then(|before| before.trim_end().rsplit(' ').next())
            .is_some_and(|word| word.eq_ignore_ascii_case("our"))
}

/// Whether the mention is the meat its sentence cooks food beneath
/// ("potatoes roasted under the pork cheeks"): what drips from it is in
/// that food.
fn food_cooks_beneath(text: &str, mention: &Mention) -> bool {
    let (start, end) = mention.sentence;
    let here = |from: usize, to: usize| {
        if (from..to).contains(&mention.span.0) {
            mention.signals
        } else {
            SignalSet::EMPTY
        }
    };
    cooked_beneath_a_meat(text, start, end, here).is_some_and(|found| {
        !found.unnamed && (found.meat.0..found.meat.1).contains(&mention.span.0)
    })
}

/// Whether the mention is the meat its sentence cooks food with: beneath
/// it ([`food_cooks_beneath`]), braised or roasted with it ("the potatoes
/// are braised with the pork cheeks"), or in its base or pot ("made in
/// the lamb curry's pot"). Each reading is asked with this mention alone
/// as the sentence's product, so it answers only where the mention is the
/// meat the food takes up, not the food itself. A dish such a meat names
/// whole is no dish the tie is to: the meat is in the other food.
fn food_cooked_with_it(text: &str, mention: &Mention) -> bool {
    let (start, end) = mention.sentence;
    let here = |from: usize, to: usize| (from..to).contains(&mention.span.0);
    let animal = mention.signals.any(ANIMAL);
    let flesh = mention.signals.any(FLESH_SIGNALS);
    food_cooks_beneath(text, mention)
        || (animal && steeped_with_a_following_meat(text, start, end, here))
        // "All rice is Hainanese chicken rice": the meat is in every one of
        // the kind, not only in the listed dish "chicken" names.
        || (animal && a_kind_said_to_be_a_meat_make(text, start, end, here))
        || (animal
            && made_in_a_meat_base(text, start, end, here, |from, to| flesh && here(from, to)))
}

/// Meats named by their animal, which a sentence about where a kitchen's
/// meat comes from names: English, and the Finnish, Bulgarian,
/// Slovenian and Bosnian, Catalan, Norwegian, Albanian, Azerbaijani,
/// Mongolian, Cebuano and Kriolu words for meat, and the French,
/// Romanian and Swedish meats by their animal.
#[rustfmt::skip]
const MEATS_BY_THEIR_ANIMAL: &[&str] = &[
    "meat", "meats", "lamb", "pork", "beef", "chicken", "chickens", "mutton", "goat", "veal",
    "turkey", "duck", "poultry", "liha", "месо", "месото", "meso", "carn", "kjøtt", "mish",
    "mishi", "ət", "мах", "karne", "karni", "porc", "agneau", "veau", "bœuf", "boeuf", "poulet",
    "volaille", "canard", "carne", "carne de porc", "pui", "carne de pui", "vită", "carne de vită",
    "carne de vita", "kött", "fläsk", "fläskkött", "flæsk", "kød", "lamm", "kyckling",
];

/// Seafood named by its animal, which before a dish's kind names that
/// kind's seafood variant ("fish tacos", "shrimp pho").
const SEAFOOD_BY_ITS_ANIMAL: &[&str] = &[
    "fish", "seafood", "shrimp", "prawn", "prawns", "crab", "squid", "salmon", "tuna",
];

/// Classes of food that name one product.
#[rustfmt::skip]
const NARROW_FOOD_CLASSES: &[&str] = &[
    "egg", "eggs", "pork", "beef", "chicken", "cheese", "milk", "honey",
];

/// Whether a mention is a word of a dish's own name, as the text writes
/// it: capitalised, and not merely because it opens the sentence ("the
/// Tonkotsu Ramen was lukewarm", "the Beet Poke"). Such a mention speaks
/// of that dish; when the dish is one a fit rests on, its sentence names
/// it and ties the mention instead (see `placed`).
fn names_a_dish(original: &str, mention: &Mention) -> bool {
    let starts_upper = original
        .get(mention.span.0..)
        .and_then(|rest| rest.chars().next())
        .is_some_and(char::is_uppercase);
    let opens_sentence = original
        .get(mention.sentence.0..mention.span.0)
        .is_none_or(|before| !before.chars().any(char::is_alphanumeric));
    // German writes every noun with a capital ("sie wird mit Rinderbrühe
    // gekocht"): there a capital names no dish.
    starts_upper
        && !opens_sentence
        && !original
            .get(mention.sentence.0..mention.sentence.1)
            .is_some_and(capitalises_every_noun)
}

/// Whether a sentence is German, whose nouns all take a capital: two of
/// its common words that English does not share.
fn capitalises_every_noun(sentence: &str) -> bool {
    const GERMAN: &[&str] = &[
        "und", "mit", "aber", "ist", "wird", "sehr", "nicht", "ohne", "sie", "eine", "einem",
        "einer", "das", "der", "auch", "noch", "sind", "ich", "wir", "leider", "sagt", "lecker",
    ];
    words(sentence)
        .filter(|word| is_one_of(word, GERMAN))
        .nth(1)
        .is_some()
}

/// Dish forms whose recipe is the animal product itself: a quiche is an
/// egg custard, babka an enriched dough, angel food cake beaten egg white,
/// charro beans are stewed with pork. A vegan label alone does not say
/// which make the kitchen serves.
fn recipe_is_the_product(form: &str) -> bool {
    const FORMS: &[&str] = &[
        "quiche",
        "babka",
        "angel food",
        "angel food cake",
        "frijoles charros",
        "frijoles charro",
        "charro beans",
    ];
    is_one_of(form, FORMS)
        || crate::vocabulary::is_recipe_of_the_product(form)
        || is_one_of(form, crate::vocabulary::BUNS_PORK)
        || product_is_the_broth(form)
}

/// "Papas con Ocopa" described "ocopa of huacatay, peanuts, soy milk": a
/// form of the description (at `mention`) whose recipe is the product is
/// the name's dish when the name holds the same form, and is its plant
/// make when the words after it name one and no animal product. (A plant
/// protein before it, "seitan steak ... all the chivito toppings", makes
/// only what it replaces.)
fn repeats_the_names_plant_made_form(
    description: &str,
    mention: &Mention,
    later: &[Mention],
    name: &str,
    name_mentions: &[Mention],
) -> bool {
    let form = description
        .get(mention.span.0..mention.span.1)
        .unwrap_or("");
    let after = description.get(mention.span.1..).unwrap_or("");
    recipe_is_the_product(form)
        && name_mentions.iter().any(|named| {
            named.form
                && name
                    .get(named.span.0..named.span.1)
                    .is_some_and(|in_name| is_the_same_form(in_name, form))
        })
        && names_a_plant_make(after)
        && later.iter().all(|other| other.signals.is_empty())
}

/// Whether a mention is listed after "may contain" in a sentence that
/// names the shared equipment it may come from ("May contain: Milk, Egg
/// (shared fryer)", "May contain (shared fryer): Fish ✓ Milk ✓"): with no
/// other tie of the food to it ("contains", "made with") in between.
fn may_contain_by_shared_equipment(text: &str, mention: &Mention) -> bool {
    const EQUIPMENT: &[&str] = &["fryer", "fryers", "equipment", "grill", "grills", "oil"];
    const SHARING: &[&str] = &["shared", "same", "common"];
    let Some(sentence) = text.get(mention.sentence.0..mention.sentence.1) else {
        return false;
    };
    let Some(before) = text.get(mention.sentence.0..mention.span.0) else {
        return false;
    };
    let before = before.to_lowercase();
    let Some(at) = before.rfind("may contain") else {
        return false;
    };
    let between = &before[at + "may contain".len()..];
    let mut previous = "";
    let names_shared_equipment = words(sentence).any(|word| {
        let shared = is_one_of(previous, SHARING) && is_one_of(word, EQUIPMENT);
        previous = word;
        shared
    });
    names_shared_equipment
        && ![
            "contains",
            "made with",
            "cooked with",
            "cooked in",
            "fried in",
        ]
        .iter()
        .any(|tie| between.contains(tie))
}

/// Whether two phrases name the same dish form, in any case and number,
/// the one perhaps with the other's lead words ("Ocopa" and "ocopas",
/// "a la Huancaína" and "huancaína").
fn is_the_same_form(one: &str, other: &str) -> bool {
    let singular = |form: &str| {
        let form = form.trim().to_lowercase();
        match form.strip_suffix('s') {
            Some(stem) => stem.to_string(),
            None => form,
        }
    };
    let (one, other) = (singular(one), singular(other));
    let (long, short) = if one.len() >= other.len() {
        (one.as_str(), other.as_str())
    } else {
        (other.as_str(), one.as_str())
    };
    !short.is_empty()
        && long
            .strip_suffix(short)
            .is_some_and(|lead| lead.is_empty() || lead.ends_with(' '))
}

/// Noodle soups whose animal part is the broth or curry paste itself
/// (khao soi, laksa): tofu or mushrooms in the bowl are their usual
/// toppings, not a plant make of the soup, which only a plant broth or the
/// product's denial names.
fn product_is_the_broth(form: &str) -> bool {
    is_one_of(form, crate::vocabulary::SOUPS_MEAT_FISH)
        || is_one_of(form, crate::vocabulary::SOUPS_SHELLFISH)
}

/// Whether a dish's words name a broth or stock made from plants
/// ("vegetable broth", "veg stock", "mushroom dashi", "kombu broth").
fn names_a_plant_broth(text: &str) -> bool {
    const PLANTS: &[&str] = &[
        "vegetable",
        "veg",
        "veggie",
        "mushroom",
        "shiitake",
        "kombu",
        "seaweed",
        "miso",
    ];
    const BROTHS: &[&str] = &["broth", "stock", "dashi", "base"];
    let mut previous = "";
    words(text).any(|word| {
        let broth = is_one_of(word, BROTHS) && is_one_of(previous, PLANTS);
        previous = word;
        broth
    })
}

/// Whether a dish's words name what a plant make of it is made from, in
/// words the lexicon reads as no product ("oat milk", "coconut cream",
/// "eggless", "egg-free"); plant proteins and plant versions of animal
/// products it reads itself.
fn names_a_plant_make(text: &str) -> bool {
    // English, then the same makes on Spanish and Portuguese menus
    // ("manteiga vegetal", "leche de avena"). Not "coco": coconut is in
    // the classic recipe of many of these sweets (a quindim's yolks).
    const MAKES: &[&str] = &[
        "oat", "soy", "soya", "cashew", "almond", "eggless", "soja", "avena", "aveia", "almendra",
        "amêndoa", "amendoa", "anacardo", "caju", "vegetal",
        // German "egg-free" written closed up ("Spätzle, eifrei").
        "eifrei",
    ];
    const FREED: &[&str] = &[
        "egg", "eggs", "dairy", "milk", "butter", "pork", "meat", "lard", "ei", "eier",
    ];
    // Coconut alone is in the classic recipe of many of them (bebinca's
    // layers, a pulissery's ground coconut): only what it is made into is
    // a plant make ("coconut milk", "coconut yogurt").
    const MADE_OF_COCONUT: &[&str] = &[
        "milk", "cream", "yogurt", "yoghurt", "butter", "oil", "curd", "kefir", "whip",
    ];
    let mut previous = "";
    words(text).any(|word| {
        let make = is_one_of(word, MAKES)
            || ((word.eq_ignore_ascii_case("free") || word.eq_ignore_ascii_case("frei"))
                && is_one_of(previous, FREED))
            || (previous.eq_ignore_ascii_case("coconut") && is_one_of(word, MADE_OF_COCONUT));
        previous = word;
        make
    })
}

/// Whether a statement opens as a bare yes to a question asked elsewhere:
/// a word of assent ("Yes", "Yep", "Sí") or an elliptical answer of a
/// subject and its verb alone ("There is, a little", "We do - just a few
/// drops", "It is!").
fn answers_yes(text: &str) -> bool {
    const ASSENT: &[&str] = &["yes", "yep", "yeah", "yup", "sí", "oui", "ja"];
    const SUBJECTS: &[&str] = &["there", "it", "they", "we", "that"];
    const VERBS: &[&str] = &[
        "is", "are", "was", "does", "do", "did", "has", "have", "had", "use", "uses",
    ];
    let text = text.trim_start();
    let mut opening = words(text);
    let Some(first) = opening.next() else {
        return false;
    };
    if is_one_of(first, ASSENT) {
        return true;
    }
    if !is_one_of(first, SUBJECTS) {
        return false;
    }
    let Some(verb) = opening.next().filter(|verb| is_one_of(verb, VERBS)) else {
        return false;
    };
    // The answer's verb stands alone: punctuation or the end comes next.
    text.find(verb)
        .map(|at| text[at + verb.len()..].trim_start())
        .is_some_and(|rest| {
            rest.is_empty() || rest.starts_with([',', '.', '!', ';', '-', '–', '—', '…'])
        })
}

/// Whether a question asks of a diet, a swap or a choice rather than
/// what the food holds ("Is the cheese vegan?", "Is the honey optional?",
/// "Can you make it without egg?"): a no to it is not a no to the product.
fn asks_of_a_diet(question: &str) -> bool {
    const WORDS: &[&str] = &[
        "vegan",
        "vegetarian",
        "veggie",
        "plant",
        "free",
        "real",
        "optional",
        "without",
        "instead",
        "substitute",
        "swap",
        "leave",
        "hold",
        "skip",
        "omit",
        "option",
        "can",
        "could",
        "not",
    ];
    words(question)
        .any(|word| is_one_of(word, WORDS) || word.to_ascii_lowercase().ends_with("-free"))
}

/// Whether a reply opens as a bare no, after its "A:" and a greeting: a
/// word of refusal ("No", "Nope", "No sir") or a subject and its denied
/// verb standing alone ("It doesn't -", "It isn't,", "They're not -").
/// The reply is found as [`reply_to_a_question`] finds it.
pub(crate) fn answers_no(reply: &str) -> bool {
    const GREETING: &[&str] = &["hi", "hello", "hey"];
    const DENIED: &[&str] = &[
        "it doesn't",
        "it does not",
        "it isn't",
        "it is not",
        "it's not",
        "they don't",
        "they do not",
        "they aren't",
        "they are not",
        "they're not",
        "there isn't",
        "there is not",
        "there's not",
        "there aren't",
        "we don't",
        "we do not",
    ];
    let mut rest = reply_to_a_question(reply);
    // Skip "Hi!" before the answer.
    loop {
        let word_end = rest
            .find(|c: char| !c.is_alphanumeric())
            .unwrap_or(rest.len());
        let (word, after) = rest.split_at(word_end);
        if is_one_of(word, GREETING) && after.starts_with([':', '!', ',', '.']) {
            rest = after[1..].trim_start();
        } else {
            break;
        }
    }
    let rest = rest.replace('\u{2019}', "'");
    let standing_alone = |after: &str| {
        let after = after.trim_start();
        after.is_empty() || after.starts_with([',', '.', '!', ';', ':', '-', '–', '—', '…'])
    };
    // "No sah.", "Nope, mate -": the one the reply is said to.
    let past_a_vocative = |after: &str| {
        let after = after.trim_start();
        let end = after
            .find(|c: char| !(c.is_alphanumeric() || c == '\''))
            .unwrap_or(after.len());
        if is_one_of(&after[..end], crate::lexicon::REPLY_VOCATIVES) {
            after[end..].to_owned()
        } else {
            after.to_owned()
        }
    };
    let opens_with = |opening: &str| {
        rest.get(..opening.len())
            .is_some_and(|head| head.eq_ignore_ascii_case(opening))
    };
    crate::lexicon::REPLY_NO
        .iter()
        .any(|no| opens_with(no) && standing_alone(&past_a_vocative(&rest[no.len()..])))
        || DENIED
            .iter()
            .any(|denied| opens_with(denied) && standing_alone(&rest[denied.len()..]))
}

/// Where the reply to a question starts in the text after the question:
/// past the marks of a quoted reply ("> nope", "A: No", "A — Owner: No
/// sah"); where the asker goes on after the question ("Q: ...? I don't eat
/// meat.\nA: No."), at the next line when a reply's mark opens it.
pub(crate) fn reply_to_a_question(after: &str) -> &str {
    // A forum's or an email's reply is quoted with '>' marks ("> heard
    // they use fish sauce?\n>> nope"): the marks only say who answers.
    fn quoted(text: &str) -> &str {
        text.trim_start_matches(|c: char| c == '?' || c == '>' || c.is_whitespace())
    }
    let after = quoted(after);
    if let Some(reply) = past_a_reply_mark(after) {
        return reply;
    }
    after
        .split_once('\n')
        .and_then(|(_, next)| past_a_reply_mark(quoted(next)))
        .unwrap_or(after)
}

/// The text after a reply's marks ("A:", "Answer -", "A — Owner:"), when
/// it opens with one: a mark word ([`crate::lexicon::REPLY_MARKS`]) right
/// before a colon, a full stop or a dash, and any more of them after it.
pub(crate) fn past_a_reply_mark(text: &str) -> Option<&str> {
    let mut rest = text;
    let mut marked = false;
    loop {
        let word_end = rest
            .find(|c: char| !c.is_alphanumeric())
            .unwrap_or(rest.len());
        let (word, after) = rest.split_at(word_end);
        let after_gap = after.trim_start_matches(' ');
        let Some(mark) = after_gap
            .chars()
            .next()
            .filter(|c| matches!(c, ':' | '.' | '-' | '–' | '—'))
        else {
            break;
        };
        if word.is_empty() || !is_one_of(word, crate::lexicon::REPLY_MARKS) {
            break;
        }
        rest = after_gap[mark.len_utf8()..].trim_start();
        marked = true;
    }
    if !marked {
        return None;
    }
    // "A - Manager: Nope", "A: Blue Mahoe Kitchen: No": who replies, in a
    // few words before a colon, none of them the reply's own no.
    let attribution = rest.find(':').filter(|&colon| {
        let who = &rest[..colon];
        !who.contains(['.', '?', '!', ',', '\n'])
            && (1..=3).contains(&words(who).count())
            && !words(who).any(|word| is_one_of(word, crate::lexicon::REPLY_NO))
    });
    Some(attribution.map_or(rest, |colon| rest[colon + 1..].trim_start()))
}

/// Whether `sentence` of `text` asks for a food to be made without
/// something ("Can you make the carrot cake without butter?", "Could I get
/// the pad thai with no egg?") and the reply right after it is a bare no.
fn refused_without(text: &str, (start, end): (usize, usize)) -> bool {
    const ASKING: &[&str] = &["can", "could", "would"];
    text.get(start..end).is_some_and(|question| {
        question.trim_end().ends_with('?') && words(question).any(|word| is_one_of(word, ASKING))
    }) && answers_no(text.get(end..).unwrap_or(""))
}

/// The question right before the sentence starting at `start`, as a byte
/// range of the text, when the text before it ends with one ("Q: Is the
/// naan made with ghee?\nA: ...").
fn question_before(text: &str, start: usize) -> Option<(usize, usize)> {
    let before = text.get(..start)?.trim_end();
    // "Q: ...?\nA: It has egg": the answer's mark is not part of it.
    let before = ["A:", "a:"]
        .iter()
        .find_map(|mark| before.strip_suffix(mark))
        .map_or(before, str::trim_end);
    let asked = before.strip_suffix('?')?;
    let q_start = asked.rfind(['.', '!', '?', '\n']).map_or(0, |at| at + 1);
    Some((q_start, before.len()))
}

/// Whether a sentence is a question about what a food holds ("Is there
/// any sausage in the gumbo?", "Do you put fish sauce in the curry?",
/// "Does the risotto have butter?"), in English or in Spanish ("¿Los
/// frijoles llevan manteca?", "¿Tiene jamón la sopa?").
fn asks_whether_food_holds(sentence: &str) -> bool {
    const CONTENT: &[&str] = &[
        "in",
        "on",
        "with",
        "have",
        "has",
        "contain",
        "contains",
        "use",
        "made",
        "cooked",
        "lleva",
        "llevan",
        "tiene",
        "tienen",
        "contiene",
        "contienen",
        "con",
        "en",
        "hecho",
        "hecha",
        "hechos",
        "hechas",
        // Turkish "... var mı?" (is there ... ?).
        "var",
    ];
    sentence.trim_end().ends_with('?') && words(sentence).any(|word| is_one_of(word, CONTENT))
}

/// Whether menu line `next` only continues `item`: it carries no label or
/// description of its own, `item`'s text stops without ending a sentence,
/// and `next` starts as a continuation does (in lower case, or with "-",
/// "&", "+", "..." or "(cont.)").
fn continues(item: &MenuItem, next: &MenuItem) -> bool {
    // Most next lines carry labels or a description of their own: asked
    // first, they spare the tests of how the lines read.
    let bare = next.labels.is_empty()
        && next.section == item.section
        && next
            .description
            .as_deref()
            .is_none_or(|d| d.trim().is_empty() || after_price(d).is_some());
    if !bare {
        return false;
    }
    let text = item.description.as_deref().unwrap_or(&item.name).trim_end();
    let open = !text.ends_with(['.', '!', '?', ')']);
    let name = next.name.trim_start();
    let starts_as_continuation = name.chars().next().is_some_and(char::is_lowercase)
        || name.starts_with(['-', '–', '—', '&', '+', '…'])
        || name.starts_with("...")
        || name
            .get(..5)
            .is_some_and(|start| start.eq_ignore_ascii_case("(cont"));
    // "↑ finished tableside with brown butter ↑": a line that points up
    // speaks of the dish above, however that dish's line ends, and so does
    // a line that takes something off it ("Hold the butter  -$0.50").
    let points_up = name.starts_with(['↑', '⬆', '^']) || is_modifier(name);
    (open && starts_as_continuation) || points_up
}

/// Classics whose usual recipe holds meat, fish or egg under a name that
/// says none, and what it holds: read only where the description vouches
/// for the classic recipe (a "Vegetarian Lasagna" is made without meat).
#[rustfmt::skip]
const CLASSICS: &[(&str, SignalSet)] = &[
    ("lasagna", SignalSet::of(&[S::Meat, S::Dairy])),
    ("lasagne", SignalSet::of(&[S::Meat, S::Dairy])),
    ("club sandwich", SignalSet::of(&[S::Meat, S::Pork])),
    ("cobb", SignalSet::of(&[S::Meat, S::Pork, S::Dairy, S::Egg])),
    ("benedict", SignalSet::of(&[S::Meat, S::Pork, S::Dairy, S::Egg])),
    ("tom kha", SignalSet::of(&[S::Fish])),
    ("tom yum", SignalSet::of(&[S::Fish, S::Shellfish])),
    ("pad see ew", SignalSet::of(&[S::Egg, S::Shellfish])),
    ("pad thai", SignalSet::of(&[S::Egg, S::Fish, S::Shellfish])),
    ("pho", SignalSet::of(&[S::Meat, S::Fish])),
    ("ramen", SignalSet::of(&[S::Meat, S::Pork, S::Egg])),
    ("bibimbap", SignalSet::of(&[S::Meat, S::Egg])),
    ("paella", SignalSet::of(&[S::Meat, S::Shellfish])),
    ("moussaka", SignalSet::of(&[S::Meat, S::Dairy, S::Egg])),
    ("cacio e pepe", SignalSet::of(&[S::Dairy])),
    ("nashville hot", SignalSet::of(&[S::Meat, S::Pork])),
    ("onion soup", SignalSet::of(&[S::Meat])),
    ("pozole", SignalSet::of(&[S::Meat, S::Pork])),
    ("gumbo", SignalSet::of(&[S::Meat, S::Pork])),
    ("chowder", SignalSet::of(&[S::Meat, S::Pork, S::Dairy])),
    ("croissant", SignalSet::of(&[S::Dairy])),
    ("confit", SignalSet::of(&[S::Meat])),
    ("mapo", SignalSet::of(&[S::Meat, S::Pork])),
    ("agedashi", SignalSet::of(&[S::Fish])),
    ("dan dan", SignalSet::of(&[S::Meat, S::Pork])),
    ("dandan", SignalSet::of(&[S::Meat, S::Pork])),
    ("okonomiyaki", SignalSet::of(&[S::Egg, S::Fish, S::Meat, S::Pork])),
    ("larb", SignalSet::of(&[S::Meat, S::Fish])),
    ("laab", SignalSet::of(&[S::Meat, S::Fish])),
    ("larp", SignalSet::of(&[S::Meat, S::Fish])),
    ("khao soi", SignalSet::of(&[S::Meat, S::Fish])),
    ("laksa", SignalSet::of(&[S::Fish, S::Shellfish])),
    ("nasi lemak", SignalSet::of(&[S::Fish, S::Egg])),
    ("japchae", SignalSet::of(&[S::Meat, S::Egg])),
    ("kimchi jjigae", SignalSet::of(&[S::Meat, S::Pork, S::Fish])),
    ("frijoles charros", SignalSet::of(&[S::Meat, S::Pork])),
    ("caesar", SignalSet::of(&[S::Fish, S::Dairy, S::Egg])),
    // Rhode Island's broiled clams are topped with bacon.
    ("clams casino", SignalSet::of(&[S::Meat, S::Pork])),
    ("clam casino", SignalSet::of(&[S::Meat, S::Pork])),
    ("oysters casino", SignalSet::of(&[S::Meat, S::Pork])),
    // Sri Lanka's coconut and onion sambols are pounded with Maldive fish;
    // refried beans are fried in lard; Nigerian moi moi holds egg and fish.
    ("pol sambol", SignalSet::of(&[S::Fish])),
    ("seeni sambol", SignalSet::of(&[S::Fish])),
    ("refried beans", SignalSet::of(&[S::Meat, S::Pork])),
    ("frijoles refritos", SignalSet::of(&[S::Meat, S::Pork])),
    ("moi moi", SignalSet::of(&[S::Egg, S::Fish])),
    ("moin moin", SignalSet::of(&[S::Egg, S::Fish])),
    // New Orleans' Monday red beans simmer with the Sunday ham bone and
    // sausage.
    ("red beans", SignalSet::of(&[S::Meat, S::Pork])),
];

/// Classics whose own recipe is tofu with meat or fish: their tofu is
/// no plant version of the meat ("Mapo Tofu", "Agedashi Tofu").
const CLASSICS_OF_TOFU: &[&str] = &["mapo", "agedashi"];

fn is_a_classic_of_tofu(name: &str) -> bool {
    let lower = name.to_lowercase();
    CLASSICS_OF_TOFU
        .iter()
        .any(|classic| lower.contains(classic))
}

/// What the classic recipe of a dish so named holds (`CLASSICS`).
fn classic_recipe_holds(name: &str) -> SignalSet {
    let lower = name.to_lowercase();
    CLASSICS
        .iter()
        .filter(|(classic, _)| {
            lower.match_indices(classic).any(|(at, _)| {
                let before = lower[..at].chars().next_back();
                let after = lower[at + classic.len()..].chars().next();
                !before.is_some_and(char::is_alphanumeric)
                    && !after.is_some_and(char::is_alphanumeric)
            })
        })
        .fold(SignalSet::EMPTY, |all, (_, holds)| all.union(*holds))
}

/// How a description vouches for the classic recipe of its dish's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Vouch {
    None,
    /// For the recipe itself: "no shortcuts", "the traditional recipe".
    Recipe,
    /// For a named place's own dish ("a Sichuan classic", "Osaka-style"):
    /// it vouches only for a classic whose recipe the engine knows
    /// (`CLASSICS`), not for every dish form the name may hold.
    Regional,
}

/// How a dish's description vouches that it is the classic recipe
/// ("no shortcuts", "untouched since 1962", "nothing left out", "all the
/// usual fillings", "the way Delmonico's served it", "the traditional
/// street-cart recipe"; a regional classic), if it does.
#[cfg(test)]
fn vouch_for_the_classic(description: &str) -> Vouch {
    if Cues::of(description).has(Cues::VOUCH) {
        vouch_past_its_key(description)
    } else {
        Vouch::None
    }
}

/// [`vouch_for_the_classic`] of a description known to have a word of
/// [`VOUCH_KEYS`] (its [`Cues::VOUCH`]).
fn vouch_past_its_key(description: &str) -> Vouch {
    #[rustfmt::skip]
    const VOUCHES: &[&str] = &[
        "no shortcuts", "untouched", "unchanged since", "nothing left out", "all the usual",
        "the way it's made", "the way it is made", "served it", "the original", "by the book",
        "exactly as", "as it should be", "just like in", "right down to", "stays traditional",
        "nothing changed but", "every ingredient of", "won't let you swap",
    ];
    let lower = description.to_lowercase();
    let recipe = VOUCHES.iter().any(|vouch| lower.contains(vouch))
        || names_a_way_of_making_it(description)
        || made_as_someone_made_it(&lower)
        // Each kind of recipe is said with the word "recipe" after it.
        || (lower.contains("recipe")
            && ["traditional", "classic", "original", "authentic", "old"]
            .iter()
            .any(|kind| {
                lower.match_indices(kind).any(|(at, _)| {
                    // "old" only as a word of its own, not "cold" or "bold".
                    let after = lower[at + kind.len()..].chars().next();
                    let word_of_its_own = *kind != "old"
                        || (!lower[..at].ends_with(char::is_alphanumeric)
                            && !after.is_some_and(char::is_alphanumeric));
                    word_of_its_own
                        && lower[at..].split_whitespace().skip(1).take(3).any(|word| {
                            word.trim_matches(|c: char| !c.is_alphanumeric()) == "recipe"
                        })
                })
            }));
    if recipe {
        Vouch::Recipe
    } else if names_a_regional_classic(description) {
        Vouch::Regional
    } else {
        Vouch::None
    }
}

/// Whether a (lower-cased) description says the dish is made as someone
/// made it: "just as Leah Chase made it", "just as the abuela makes them".
fn made_as_someone_made_it(lower: &str) -> bool {
    const MAKING: &[&str] = &["made", "makes", "make", "did", "does", "cooked", "cooks"];
    lower.match_indices("just as ").any(|(at, lead)| {
        let rest = &lower[at + lead.len()..];
        let clause = rest.split([',', ';', '.', ':']).next().unwrap_or(rest);
        let mut previous = "";
        words(clause).take(6).any(|word| {
            let made = matches!(word, "it" | "them") && MAKING.contains(&previous);
            previous = word;
            made
        })
    })
}

/// Whether a description vouches for every part of the classic but the
/// ones it says were changed ("inspired by the Hakata original, right down
/// to the broth", "nothing changed but the protein"): the plant versions
/// it names replace only their own products.
fn keeps_all_but_what_changed(description: &str) -> bool {
    const KEEPS: &[&str] = &[
        "right down to",
        "nothing changed but",
        "nothing changed except",
    ];
    let lower = description.to_lowercase();
    KEEPS.iter().any(|keeps| lower.contains(keeps))
}

/// Whether a description says the dish is made in a kitchen's or a
/// place's own way: "laminated the traditional way", "confit the Gascon
/// way", "the New Orleans way" (a kind word, or one or two capitalised
/// words, between "the" and "way").
fn names_a_way_of_making_it(description: &str) -> bool {
    const KINDS: &[&str] = &[
        "traditional",
        "classic",
        "old",
        "old-fashioned",
        "proper",
        "original",
    ];
    let words: Vec<&str> = description
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | '.' | ';' | ':' | '(' | ')'))
        .filter(|word| !word.is_empty())
        .collect();
    words.iter().enumerate().any(|(at, word)| {
        if !word.eq_ignore_ascii_case("the") {
            return false;
        }
        let capitalised = |name: &[&str]| {
            name.iter()
                .all(|part| part.chars().next().is_some_and(char::is_uppercase))
        };
        let kind = |word: &str| KINDS.iter().any(|kind| word.eq_ignore_ascii_case(kind));
        // "the classic Rhode Island way": a kind word before the place.
        let named = |name: &[&str]| match name {
            [one] => kind(one) || capitalised(name),
            [first, rest @ ..] => capitalised(name) || (kind(first) && capitalised(rest)),
            [] => false,
        };
        (1..=3).any(|length| {
            words
                .get(at + 1 + length)
                .is_some_and(|way| way.eq_ignore_ascii_case("way"))
                && words.get(at + 1..at + 1 + length).is_some_and(named)
        })
    })
}

/// Whether a description attributes the dish to a named place's own
/// kitchen: "a Sichuan classic", "Osaka-style savory pancake", "Isaan
/// style", "the way Chengdu makes it". Said of a dish whose name is a
/// classic, it vouches for that classic as the place makes it, whose
/// recipe the label alone does not undo.
fn names_a_regional_classic(description: &str) -> bool {
    /// Capitalised words that open a sentence, stand for the house or a
    /// diet, or name a meal or an occasion rather than a place ("Our
    /// classic", "House-style", "A Brunch Classic", "Vegan-style").
    #[rustfmt::skip]
    const NOT_A_PLACE: &[&str] = &[
        "a", "an", "the", "our", "my", "your", "this", "that", "house", "family", "home",
        "chef's", "new", "old", "modern", "true", "timeless", "instant", "cult", "comfort",
        "vegan", "vegetarian", "veggie", "plant", "brunch", "breakfast", "lunch", "dinner",
        "diner", "street", "bar", "pub", "cafe", "café", "deli", "kids", "crowd", "fan",
        "customer", "staff", "local", "summer", "winter", "fall", "autumn", "spring",
        "holiday", "sunday", "weekend", "seasonal", "menu", "time",
    ];
    const MAKING: &[&str] = &[
        "makes", "make", "made", "does", "do", "did", "cooks", "cook",
    ];
    let is_place = |word: &str| {
        word.chars().next().is_some_and(char::is_uppercase)
            && !NOT_A_PLACE.iter().any(|not| word.eq_ignore_ascii_case(not))
    };
    let bytes = description.as_bytes();
    let mut previous: Option<&str> = None;
    let mut before_previous: Option<&str> = None;
    // Words left in which "the way <place>" may meet its verb.
    let mut after_the_way = 0u8;
    for word in words(description) {
        let at = word.as_ptr() as usize - description.as_ptr() as usize;
        let hyphenated = at > 0 && bytes[at - 1] == b'-';
        let after_a_place = previous.is_some_and(is_place);
        if after_a_place
            && (word.eq_ignore_ascii_case("classic")
                || (hyphenated && word.eq_ignore_ascii_case("style")))
        {
            return true;
        }
        if after_the_way > 0 {
            if after_a_place && MAKING.iter().any(|verb| word.eq_ignore_ascii_case(verb)) {
                return true;
            }
            after_the_way -= 1;
        }
        if word.eq_ignore_ascii_case("way")
            && previous.is_some_and(|the| the.eq_ignore_ascii_case("the"))
            && before_previous.is_none_or(|word| !word.eq_ignore_ascii_case("all"))
        {
            after_the_way = 3;
        }
        before_previous = previous;
        previous = Some(word);
    }
    false
}

/// Every vouch for a classic recipe has one of these words: most
/// descriptions have none, which their [`Cues::VOUCH`] says.
#[rustfmt::skip]
pub(crate) const VOUCH_KEYS: &[&str] = &[
    "shortcuts", "since", "nothing", "usual", "way", "served", "original", "book",
    "exactly", "should", "like", "recipe", "down", "traditional", "ingredient", "swap",
    "untouched", "classic", "style", "just",
];

/// Whether a tag's key says its value is what the food is made with
/// ("kitchen:cooking_fat", "recipe:house_broth", "schema:recipeIngredient",
/// "ingredients").
fn names_what_food_is_made_with(key: &str) -> bool {
    #[rustfmt::skip]
    const PARTS: &[&str] = &[
        "ingredient", "recipe", "cooking_fat", "frying", "fryer_oil", "broth", "stock", "fat",
        "base", "made_with",
    ];
    let lower = key.to_ascii_lowercase();
    PARTS.iter().any(|part| lower.contains(part)) || names_a_dishs_allergens(&lower)
}

/// Whether a tag's key (in lower case) names one dish's allergens
/// ("allergens:Mac & Cheeze", "item:Pad Thai:allergens"): what it lists
/// is in that dish. A key of allergens alone may list what the kitchen
/// handles.
fn names_a_dishs_allergens(key: &str) -> bool {
    let mut parts = key
        .split(':')
        .map(str::trim)
        .filter(|part| !part.is_empty());
    let allergens = parts.clone().any(|part| part.starts_with("allergen"));
    allergens && parts.nth(1).is_some()
}

/// Whether a tag's key says the kitchen is shared ("kitchen:shared_with",
/// "shared_kitchen").
fn names_a_shared_kitchen(key: &str) -> bool {
    let lower = key.to_ascii_lowercase();
    lower.contains("shared_with")
        || lower.contains("shared_kitchen")
        || lower.contains("shares_kitchen")
}

/// The initials of a dish's name, in capitals, when it has three words or
/// more besides "and", "with" and "of" ("VBB" for "Vegan Breakfast
/// Burrito", "TPT" for "Tofu Pad Thai"): what diners write for it.
fn initials(name: &str) -> Option<String> {
    if name.is_ascii() {
        // The usual name, split by byte into a buffer: the split by
        // character and a string grown letter by letter cost several
        // times as much (an ASCII name's characters are its bytes).
        return initials_of_words(
            name.as_bytes()
                .split(|b| !b.is_ascii_alphanumeric() && *b != b'\''),
        );
    }
    let letters: String = name
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|word| !word.is_empty() && !is_one_of(word, INITIALS_CONNECTORS))
        .filter_map(|word| word.chars().next())
        .filter(char::is_ascii_alphabetic)
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (letters.len() >= 3 && letters.len() <= 5).then_some(letters)
}

/// A menu line that changes a default of the dish above ("↳ make it
/// egg-free", "Hold the butter", "Vegetable stock instead of chicken
/// stock", "Rice: ghee rice (default) / plain basmati", "Sub vegan bun"):
/// whatever animal product it takes off comes with the dish unless asked.
/// ("Sub dairy cheese" offers the product it names, and then the dish's
/// own words say what it comes with.)
fn is_modifier(line: &str) -> bool {
    const LEADS: &[&str] = &["make it"];
    let line = line.trim_start_matches(['↳', '•', '*', '-', '–', ' ']);
    let bytes = line.as_bytes();
    // The leads are ASCII, so comparing bytes is comparing the text's start.
    if LEADS.iter().chain(REMOVAL_LEADS).any(|lead| {
        bytes
            .get(..lead.len())
            .is_some_and(|start| start.eq_ignore_ascii_case(lead.as_bytes()))
    }) || is_substitution(line)
    {
        return true;
    }
    // "All dishes in the Vegetarian section are seasoned with Golden
    // Mountain sauce instead of fish sauce": a sentence about many dishes
    // says how they are made, not what the dish above offers.
    if opens_with_one_of(line, &["all ", "every ", "each ", "our ", "we "]) {
        return false;
    }
    // One pass over the bytes for both phrases, each compared only where
    // its first two bytes stand: most menu lines are asked this and hold
    // neither, and two substring searches cost more than the line.
    bytes.iter().enumerate().any(|(at, byte)| match byte {
        b'(' => bytes[at..].starts_with(b"(default)"),
        b' ' => bytes.get(at + 1) == Some(&b'i') && bytes[at..].starts_with(b" instead of "),
        _ => false,
    })
}

/// "Hold the bacon", "No crema", "Without cheese", "Minus the butter",
/// "Remove egg": a modifier line that takes a part off the dish above.
fn is_removal(line: &str) -> bool {
    opens_with_one_of(
        line.trim_start_matches(['↳', '•', '*', '-', '–', ' ']),
        REMOVAL_LEADS,
    )
}

/// The words a line taking a part off a dish opens with.
const REMOVAL_LEADS: &[&str] = &["hold ", "no ", "without", "minus ", "remove ", "skip "];

/// "Sub dairy cheese", "Swap in vegan mayo": a line that offers something
/// in place of a part of the dish above.
fn is_substitution(line: &str) -> bool {
    const LEADS: &[&str] = &["sub ", "swap ", "substitute "];
    opens_with_one_of(
        line.trim_start_matches(['↳', '•', '*', '-', '–', ' ']),
        LEADS,
    )
}

fn opens_with_one_of(line: &str, leads: &[&str]) -> bool {
    leads.iter().any(|lead| {
        line.get(..lead.len())
            .is_some_and(|start| start.eq_ignore_ascii_case(lead))
    })
}

/// Whether a modifier line offers a meat-free version of a part of the
/// dish: a diet word ("vegan bun", "veggie broth", "plant-based patty")
/// or an animal product made free ("egg-free", "dairy free").
fn offers_meat_free_version(line: &str) -> bool {
    #[rustfmt::skip]
    const DIET_WORDS: &[&str] = &[
        "vegan", "veggie", "vegetarian", "plant", "meatless", "vegetable",
    ];
    #[rustfmt::skip]
    const MADE_FREE: &[&str] = &[
        "egg", "dairy", "milk", "meat", "fish", "honey", "butter", "cheese", "lactose", "animal",
    ];
    let lower = line.to_lowercase();
    // "No vegetables": a removal offers no version of anything.
    let removal = is_removal(&lower);
    let mut words = lower
        .split(|c: char| !c.is_alphanumeric() && c != '-')
        .flat_map(|word| word.split('-'))
        .filter(|word| !word.is_empty())
        .peekable();
    while let Some(word) = words.next() {
        if (!removal && DIET_WORDS.iter().any(|diet| word.starts_with(diet)))
            || (MADE_FREE.contains(&word) && words.peek() == Some(&"free"))
        {
            return true;
        }
    }
    false
}

/// The parts of a description a priced option may fill: "$11 · $2 extra
/// without cheese · chips", "$14 (vegan broth +$2) - noodles".
fn priced_options(description: &str) -> impl Iterator<Item = &str> {
    description
        .split(['·', '•', '|', '(', ')', ';', ',', '\n'])
        .flat_map(|part| part.split(" - "))
        .filter(|part| {
            // A price above the dish's own: "+$2", "$2 extra" ("flour + 3
            // flax eggs" and the dish's "$15" are none).
            let extra = words(part).any(|w| is_one_of(w, &["extra", "more", "upcharge"]));
            part.split_whitespace().any(|word| {
                let price = word.trim_start_matches('+');
                (word.starts_with('+') || (extra && price.starts_with(['$', '€', '£'])))
                    && crate::pasted::is_price(price)
            })
        })
}

/// Whether a priced option's words may take a product off, swap one or
/// name a plant make ("without", "sub", "vegan", "oat"): only such an
/// option is read.
fn changes_or_makes_free(option: &str) -> bool {
    #[rustfmt::skip]
    const WORDS: &[&str] = &[
        "without", "no", "hold", "minus", "skip", "sans", "sub", "swap", "substitute", "instead",
        "make", "upgrade", "vegan", "veggie", "vegetarian", "plant", "meatless", "vegetable",
        "free", "oat", "soy", "almond", "coconut", "cashew",
    ];
    words(option)
        .flat_map(|word| word.split('-'))
        .any(|word| is_one_of(word, WORDS))
}

/// Whether a priced option adds to the dish ("add grilled chicken +$3",
/// "extra vegan cheese $1") rather than changing what it comes with.
fn adds_to_the_dish(option: &str) -> bool {
    const ADDING: &[&str] = &[
        "add", "adds", "extra", "side", "topping", "toppings", "plus", "optional",
    ];
    const CHANGING: &[&str] = &["sub", "swap", "substitute", "instead", "upgrade", "make"];
    words(option).any(|w| is_one_of(w, ADDING)) && !words(option).any(|w| is_one_of(w, CHANGING))
}

/// What a modifier line's description says after its price: "" for a
/// price alone ("+$1.00", "-$0.50"), "(house bun contains egg & milk)"
/// after "+$1.00"; `None` when it does not open with a price.
fn after_price(text: &str) -> Option<&str> {
    let text = trim(text).trim_start_matches(['+', '-']).trim_start();
    // A price opens with a digit or a currency sign: the common text, a
    // word, is refused by its first byte.
    if !text.starts_with(|c: char| c.is_ascii_digit() || matches!(c, '$' | '£' | '€')) {
        return None;
    }
    let (price, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    crate::pasted::is_price(price).then(|| rest.trim())
}

/// A section whose dishes a diner cannot order from the menu today
/// ("Catering Trays - 48 hrs notice", "Private Events", "Spring 2027
/// Preview", "Staff Meal"): its diet labels support no fit.
fn not_orderable_now(section: &str) -> bool {
    const SCOPES: &[&str] = &[
        "catering",
        "private event",
        "private dining",
        "preview",
        "coming soon",
        "staff meal",
        "family meal",
        "holiday menu",
        "pre-order",
        "preorder",
        "pop-up",
        "popup",
        "sneak peek",
        "launching",
    ];
    let lower = section.to_ascii_lowercase();
    SCOPES.iter().any(|scope| lower.contains(scope))
}

/// Whether a heading says how its dishes are made or served ("finished
/// with ghee", "every bowl is topped with", "on flour tortillas w/ bacon
/// grease", "anchovy & kelp stock", "hot-water crust (lard)"), rather than
/// only naming a kind of food ("Steaks & Seafood").
fn says_how_food_is_made(heading: &str) -> bool {
    #[rustfmt::skip]
    const HOW: &[&str] = &[
        "with", "w", "every", "all", "topped", "finished", "served", "made", "cooked", "fried",
        "glazed", "brushed", "tossed", "includes", "include", "come", "comes", "basted",
        "simmered", "braised", "rendered", "dressed", "drizzled", "stuffed", "wrapped",
        "crusted", "base", "stock", "broth", "grease", "fat", "lard", "dripping",
        "drippings", "crust", "dough", "batter", "wash",
    ];
    words(heading).any(|word| HOW.iter().any(|how| word.eq_ignore_ascii_case(how)))
}

/// A dish's name without case, punctuation or the diet words a listing
/// adds to it ("Veggie Korma (Vegan)" and "VEGGIE KORMA" are one dish),
/// within its section: a menu that prints "Pad See Ew" under "Vegan" and
/// again under "Noodles" lists two dishes.
fn dish_name_key(name: &str, section: Option<&str>) -> u64 {
    dish_name_key_with(name, section, None)
}

/// [`dish_name_key`], the name's words taken as found (`words`, read from
/// `name`) where they are its runs of ASCII letters and digits.
fn dish_name_key_with(
    name: &str,
    section: Option<&str>,
    words: Option<(&Tokens, TextWords)>,
) -> u64 {
    const LISTING_WORDS: &[&str] = &["vegan", "vegetarian", "v", "vg", "gf", "df", "new"];
    // Only a word of one of these lengths may be a listing word.
    const LISTING_LENGTHS: u64 = 1 << 1 | 1 << 2 | 1 << 3 | 1 << 5 | 1 << 10;
    let listed = |word: &str| {
        word.len() < 64
            && LISTING_LENGTHS & (1 << word.len()) != 0
            && LISTING_WORDS.iter().any(|l| word.eq_ignore_ascii_case(l))
    };
    // A section named only by a diet ("Vegan", a delivery app's filter)
    // groups dishes by their label, not by kind: the copy under it is the
    // dish listed elsewhere with no section.
    const DIET_SECTIONS: &[&str] = &[
        "vegan",
        "vegetarian",
        "veggie",
        "plant-based",
        "plant based",
    ];
    let section = section
        .map(str::trim)
        .filter(|section| !is_one_of(section, DIET_SECTIONS));
    // (No section hashes as the empty text, the hash's basis.)
    let mut key = NameKey::new(section.map_or(LOWERCASE_BASIS, lowercase_hash));
    let printed = name;
    let name = without_trailing_codes(name);
    if let Some((tokens, words)) = words.filter(|(_, words)| words.plain_words) {
        // The name less its codes is where the printed name starts.
        for (word, hash) in tokens.words(printed, words) {
            let start = word.as_ptr() as usize - printed.as_ptr() as usize;
            if start + word.len() > name.len() {
                break;
            }
            if !listed(word) {
                key.add(hash);
            }
        }
    } else if name.is_ascii() {
        // The usual name: its words are the runs of ASCII letters and
        // digits (the same words the split by character below gives an
        // ASCII name), each hashed as its bytes are found.
        let bytes = name.as_bytes();
        let mut start = 0;
        let mut hash = LOWERCASE_BASIS;
        for (at, &byte) in bytes.iter().enumerate() {
            if byte.is_ascii_alphanumeric() {
                hash = lowercase_step(hash, byte);
                continue;
            }
            let word = name.get(start..at).unwrap_or("");
            if !word.is_empty() && !listed(word) {
                key.add(hash.max(1));
            }
            start = at + 1;
            hash = LOWERCASE_BASIS;
        }
        let word = name.get(start..).unwrap_or("");
        if !word.is_empty() && !listed(word) {
            key.add(hash.max(1));
        }
    } else {
        for word in name.split(|c: char| !c.is_alphanumeric()) {
            if !word.is_empty() && !listed(word) {
                key.add(lowercase_hash(word).max(1));
            }
        }
    }
    key.0
}

const LOWERCASE_BASIS: u64 = 0xcbf2_9ce4_8422_2325;
const LOWERCASE_PRIME: u64 = 0x0100_0000_01b3;

fn lowercase_step(hash: u64, byte: u8) -> u64 {
    (hash ^ u64::from(byte.to_ascii_lowercase())).wrapping_mul(LOWERCASE_PRIME)
}

/// FNV-1a of the lower case of `text`, byte by byte: texts equal once
/// lower-cased have one hash, whatever their script. (The hash of an
/// ASCII word, never zero, is its key as `crate::tokens` finds it.)
fn lowercase_hash(text: &str) -> u64 {
    if text.is_ascii() {
        return text.bytes().fold(LOWERCASE_BASIS, lowercase_step);
    }
    let mut buffer = [0u8; 4];
    text.chars()
        .flat_map(char::to_lowercase)
        .fold(LOWERCASE_BASIS, |hash, c| {
            c.encode_utf8(&mut buffer).bytes().fold(hash, |hash, byte| {
                (hash ^ u64::from(byte)).wrapping_mul(LOWERCASE_PRIME)
            })
        })
}

/// A dish name's key, its section's hash and then its words' in order.
struct NameKey(u64);

impl NameKey {
    fn new(section: u64) -> NameKey {
        NameKey(section.wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }

    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(23) ^ word).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

/// A dish's name without the codes a menu prints after it ("Shrimp & Grits
/// (P)", "Elote Bowl (V, GF)", "Veg Dum Biryani NV"): a delivery app's copy
/// of the dish drops them.
fn without_trailing_codes(name: &str) -> &str {
    let mut name = name.trim_end();
    loop {
        let before = name;
        if let Some(open) = name
            .strip_suffix([')', ']'])
            .and_then(|n| n.rfind(['(', '[']))
        {
            let inner = &name[open + 1..name.len() - 1];
            if !inner.is_empty()
                && inner.len() <= 12
                && inner.bytes().all(|b| {
                    b.is_ascii_uppercase()
                        || b.is_ascii_digit()
                        || matches!(b, b',' | b' ' | b'+' | b'/')
                })
            {
                name = name[..open].trim_end();
            }
        }
        if let Some(space) = name.rfind(' ') {
            let last = &name[space + 1..];
            if (1..=2).contains(&last.len()) && last.bytes().all(|b| b.is_ascii_uppercase()) {
                name = name[..space].trim_end();
            }
        }
        if name == before {
            return name;
        }
    }
}

/// Whether a menu line's name makes it a note about other lines rather
/// than a dish: "About our rice & peas", "Chef's note", "Allergen key",
/// "[photo] ...", "Our curry pastes", "Ingredients - ...".
fn is_note_line(name: &str) -> bool {
    is_note_line_with(name, Cues::NOTE)
}

/// First words that open a note rather than a dish's name.
pub(crate) const NOTE_OPENINGS: &[&str] = &[
    "about",
    "allergen",
    "allergens",
    "ingredient",
    "ingredients",
    "our",
    "photo",
    "legend",
    "chef's",
    "chef’s",
];
/// Words that make any line a note ("Chef's note", "Allergen guide").
pub(crate) const NOTE_WORDS: &[&str] = &["note", "notes", "caption", "guide"];

/// [`is_note_line`] of a name whose words' `cues` were found: one
/// without [`Cues::NOTE`] has none of the words that make a note.
fn is_note_line_with(name: &str, cues: Cues) -> bool {
    let name = trim(name);
    name.starts_with(['[', '(', '*', '†'])
        || name.ends_with(':')
        || (cues.has(Cues::NOTE)
            && (words(name)
                .next()
                .is_some_and(|first| NOTE_OPENINGS.iter().any(|o| first.eq_ignore_ascii_case(o)))
                || words(name).any(|word| NOTE_WORDS.iter().any(|n| word.eq_ignore_ascii_case(n)))))
}

/// The dishes a note printed away from them speaks of.
enum NoteTargets {
    /// Every labelled dish of the menu.
    Whole,
    /// The labelled dishes on these menu lines (none: the note spoke of
    /// other dishes).
    Named(Vec<usize>),
}

/// Words that, after "all" or "every", make the whole menu.
const MENU_WORDS: &[&str] = &[
    "dish", "dishes", "food", "foods", "item", "items", "menu", "platos", "plato", "comida",
    "comidas",
];

/// Words of a note that name no dish: its grammar, its cooking and its
/// address to the diner.
#[rustfmt::skip]
const NOT_SUBJECTS: &[&str] = &[
    "the", "and", "our", "are", "all", "for", "you", "your", "can", "not", "any", "its", "with",
    "from", "that", "this", "them", "they", "their", "there", "have", "has", "been", "into", "onto",
    "than", "then", "also", "only", "just", "some", "every", "each", "but", "one", "two", "per",
    "may", "was", "were", "will", "which", "who", "what", "when", "where", "how", "here", "please",
    "note", "notes", "kitchen", "chef", "made", "make", "cooked", "cook", "fried", "fry",
    "finished", "finish", "brushed", "basted", "tossed", "topped", "glazed", "rendered", "built",
    "based", "base", "served", "serve", "prepared", "seasoned", "marinated", "simmered", "slow",
    "house", "homemade", "fresh", "daily", "light", "real", "local", "come", "comes", "contain",
    "contains", "using", "use", "uses", "used", "always", "usually", "way", "learned", "about",
    "good", "know", "ask", "heads", "important", "todos", "todas", "nuestras", "nuestros",
    "nuestro", "nuestra", "llevan", "lleva", "hecho", "hechos", "hechas", "hecha", "con", "los",
    "las", "del", "que", "una", "por", "sin", "para", "son", "est", "esta", "estan", "como",
    "cocinado", "cocinados", "cocinadas", "frito", "fritos", "fritas", "preparado", "preparados",
    "preparadas", "dish", "dishes", "item", "items", "menu", "food",
];

/// Words by which a note says a product is there for its taste.
#[rustfmt::skip]
const FLAVOUR_WORDS: &[&str] = &[
    "flavour", "flavor", "flavours", "flavors", "taste", "sabor", "saveur", "sapore", "gusto",
    "goût", "geschmack",
];

/// The fewest words a name alone takes to be read as a sentence by its
/// length: the longest unpriced dish names of the corpus stop below it.
const SENTENCE_NAME_WORDS: usize = 12;

/// Parts whole dish forms are made of, with those forms: a note on "our
/// masa" speaks of every tamal, pupusa and sope, though none prints the
/// word; one on "our tortillas" of every taco and enchilada.
#[rustfmt::skip]
const PARTS_OF_FORMS: &[(&[&str], &[&str])] = &[
    (
        &["masa", "nixtamal"],
        &[
            "tamal", "tamale", "tamales", "tamalito", "tamalitos", "pupusa", "gordita", "sope",
            "tortilla", "tlacoyo", "huarache", "memela", "tetela", "panucho", "salbute", "arepa",
            "empanada", "quesadilla", "tostada", "chalupa", "totopo", "champurrado", "atole",
            "molote", "garnacha", "picadita", "enchilada", "taco", "taquito", "flauta", "chilaquile",
            "chilaquiles",
        ],
    ),
    (
        &["tortilla"],
        &[
            "taco", "taquito", "enchilada", "quesadilla", "burrito", "tostada", "chilaquile",
            "chilaquiles", "flauta", "fajita", "enfrijolada", "entomatada", "chalupa", "wrap",
        ],
    ),
];

/// Whether a dish's name is a form made of a part a note names (`subjects`,
/// read singular): "Tamal de Frijol (VG)" is made of the masa of "Toda
/// nuestra masa se bate con manteca de cerdo".
fn made_of_a_named_part(name: &str, subjects: &[&str]) -> bool {
    PARTS_OF_FORMS.iter().any(|&(parts, forms)| {
        subjects.iter().any(|s| is_one_of(s, parts))
            && words(before_parenthesis(name))
                .any(|word| is_one_of(word, forms) || is_one_of(singular(word), forms))
    })
}

/// Whether a sentence says all ("Tous nos plats ...", "everything is
/// fried in lard").
fn speaks_of_all(text: &str) -> bool {
    words(text).any(|word| grammar::is_quantifier(word) || grammar::names_the_whole_menu(word))
        || speaks_of_all_abroad(text)
}

/// Whether a Dutch, Cyrillic or Thai sentence says all ("Усі вареники
/// подаємо ...", "ทุกชามโรย ...").
fn speaks_of_all_abroad(text: &str) -> bool {
    if text.is_ascii() {
        return grammar::opens_a_sentence_abroad(text)
            || words(text).any(|word| grammar::is_quantifier_abroad(word, true));
    }
    grammar::holds_a_run_quantifier(text)
        || words(text).any(|word| grammar::is_quantifier_abroad(word, false))
}

/// Letters of the scripts the readings below tell apart by their marks.
fn is_thai_letter(c: char) -> bool {
    ('\u{0E00}'..='\u{0E7F}').contains(&c)
}

/// Hangul: jamo, compatibility jamo and syllables.
fn is_hangul_letter(c: char) -> bool {
    matches!(c, '\u{1100}'..='\u{11FF}' | '\u{3130}'..='\u{318F}' | '\u{AC00}'..='\u{D7AF}')
}

/// The CJK ideographs and their extension A.
fn is_han_letter(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}')
}

/// Khmer letters and signs.
fn is_khmer_letter(c: char) -> bool {
    ('\u{1780}'..='\u{17FF}').contains(&c)
}

/// Hiragana and katakana.
fn is_kana_letter(c: char) -> bool {
    ('\u{3040}'..='\u{30FF}').contains(&c)
}

/// Whether `c` is a letter of a script the vocabulary has words of:
/// Latin, Greek, Cyrillic, Hebrew, Arabic, Devanagari, Thai, Ethiopic,
/// Hangul, kana and the CJK ideographs.
fn a_read_letter(c: char) -> bool {
    is_thai_letter(c)
        || is_hangul_letter(c)
        || is_han_letter(c)
        || is_kana_letter(c)
        || matches!(c,
            '\u{0000}'..='\u{052F}'     // Latin, Greek, Cyrillic
            | '\u{0590}'..='\u{06FF}'   // Hebrew, Arabic
            | '\u{0750}'..='\u{077F}'   // Arabic Supplement
            | '\u{0900}'..='\u{097F}'   // Devanagari
            | '\u{1200}'..='\u{139F}'   // Ethiopic
            | '\u{1E00}'..='\u{1FFF}'   // Latin and Greek Extended
            | '\u{F900}'..='\u{FAFF}'   // CJK Compatibility
            | '\u{FB50}'..='\u{FEFF}'   // Arabic Presentation Forms
            | '\u{FF00}'..='\u{FFEF}'   // full-width forms
        )
}

/// The rating (of five) at or under which a diner's review in a language
/// the engine does not read is taken as a possible complaint of its food.
const LOW_RATING: f64 = 2.0;

/// Letters of an unread script a line takes to be a sentence rather than a
/// dish's name: a name runs shorter, in a script of spaces or none.
const UNREAD_SENTENCE_LETTERS: usize = 16;

/// Whether `text` is written mostly in a script the vocabulary has no words
/// of (Georgian, Armenian, Bengali, Tamil, Burmese, Khmer ...), at a
/// sentence's length or word count.
fn written_in_an_unread_script(text: &str) -> bool {
    let (mut letters, mut unread) = (0usize, 0usize);
    for c in text.chars().filter(|c| c.is_alphabetic()) {
        letters += 1;
        unread += usize::from(!a_read_letter(c));
    }
    unread * 2 > letters
        && (unread >= UNREAD_SENTENCE_LETTERS * 2
            || (unread >= UNREAD_SENTENCE_LETTERS && words(text).nth(2).is_some()))
}

/// Whether a menu line is unpriced, unlabelled and written as a sentence
/// in a script the vocabulary has no words of.
fn an_unread_note(item: &MenuItem) -> bool {
    let text = line_text_of(item);
    item.price.is_none()
        && item.labels.is_empty()
        && !text.is_ascii()
        && written_in_an_unread_script(text)
}

/// Every read language ([`grammar::READ`], the tables that list function
/// words), as a mask of [`read_languages_of`].
const ALL_READ_LANGUAGES: u16 = {
    assert!(grammar::READ.len() <= 16);
    (1 << grammar::READ.len()) - 1
};

/// The longest word, in bytes, [`read_languages_of`] looks up: longer ones
/// are no sentence word of a read language.
const READ_WORD_BYTES: usize = 16;

/// A word's bytes, ASCII letters lower-cased, as one integer; `None` for a
/// word longer than [`READ_WORD_BYTES`].
fn read_word_key(word: &str) -> Option<u128> {
    let bytes = word.as_bytes();
    if bytes.len() > READ_WORD_BYTES {
        return None;
    }
    let mut buffer = [0u8; READ_WORD_BYTES];
    for (slot, byte) in buffer.iter_mut().zip(bytes) {
        *slot = byte.to_ascii_lowercase();
    }
    Some(u128::from_le_bytes(buffer))
}

/// Each sentence word of the read languages ([`read_word_key`]) with the
/// languages it is one of, in an open-addressing table (a power of two
/// slots, at most half full; a zero key marks a free slot): a word is
/// looked up by one probe or two, not a binary search of some 900 keys.
/// A sentence word the readings above list, of no one language's list,
/// counts for every one.
struct ReadWords {
    slots: Vec<(u128, u16)>,
}

impl ReadWords {
    /// The slot `key` is looked for from.
    fn home(&self, key: u128) -> usize {
        let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
        (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as usize & (self.slots.len() - 1)
    }

    /// The languages of the word of `key`; none for a word of no list.
    #[inline]
    fn languages(&self, key: u128) -> u16 {
        let mask = self.slots.len() - 1;
        let mut at = self.home(key);
        loop {
            match self.slots.get(at) {
                Some(&(k, languages)) if k == key => return languages,
                Some(&(0, _)) | None => return 0,
                _ => at = (at + 1) & mask,
            }
        }
    }
}

static READ_WORDS: LazyLock<ReadWords> = LazyLock::new(|| {
    let mut keys: Vec<(u128, u16)> = Vec::new();
    for (bit, language) in grammar::READ.iter().enumerate() {
        keys.extend(
            language
                .function_words
                .iter()
                .filter_map(|word| read_word_key(word))
                .map(|key| (key, 1 << bit)),
        );
    }
    keys.sort_unstable();
    let listed: Vec<u128> = keys.iter().map(|&(key, _)| key).collect();
    let sentence_words = [
        &grammar::SENTENCE_VERBS[..],
        &grammar::OPENERS,
        &grammar::OPENERS_ABROAD,
        &grammar::QUANTIFIERS,
        &grammar::QUANTIFIERS_ABROAD,
        &grammar::RELATIVES,
        CONJUNCTIONS,
        &grammar::FILLERS,
        &grammar::ARTICLES,
        NOT_SUBJECTS,
        DIET_WORDS,
        MENU_WORDS,
    ]
    .concat();
    keys.extend(
        sentence_words
            .iter()
            .filter_map(|word| read_word_key(word))
            .filter(|key| listed.binary_search(key).is_err())
            .map(|key| (key, ALL_READ_LANGUAGES)),
    );
    keys.sort_unstable();
    let mut merged: Vec<(u128, u16)> = Vec::with_capacity(keys.len());
    for (key, languages) in keys {
        match merged.last_mut() {
            Some(last) if last.0 == key => last.1 |= languages,
            _ => merged.push((key, languages)),
        }
    }
    let mut words = ReadWords {
        slots: vec![(0, 0); (merged.len() * 2).next_power_of_two()],
    };
    let mask = words.slots.len() - 1;
    for (key, languages) in merged {
        let mut at = words.home(key);
        while words.slots[at].0 != 0 {
            at = (at + 1) & mask;
        }
        words.slots[at] = (key, languages);
    }
    words
});

/// Builds [`READ_WORDS`] now ([`crate::lexicon::warm_up`]) rather than at
/// the first statement read.
pub(crate) fn warm_up_read_words() {
    LazyLock::force(&READ_WORDS);
}

/// Which read languages `word` is one of the sentence words of, one bit
/// each in the order of [`grammar::READ`]: all of them for a sentence
/// word the readings above list and for an article elided onto its noun
/// ("l'huile"); none for a word of no list.
fn listed_languages_of(word: &str) -> u16 {
    // Most words are short ASCII words with no apostrophe: keyed in one
    // pass and looked up, with none of the readings below.
    let bytes = word.as_bytes();
    if bytes.len() <= READ_WORD_BYTES {
        let mut buffer = [0u8; READ_WORD_BYTES];
        let mut plain = true;
        for (slot, &byte) in buffer.iter_mut().zip(bytes) {
            plain &= byte.is_ascii() && byte != b'\'';
            *slot = byte.to_ascii_lowercase();
        }
        let key = u128::from_le_bytes(buffer);
        if plain && key != 0 {
            return READ_WORDS.languages(key);
        }
    }
    let lower;
    let word = if !word.is_ascii() && word.chars().any(char::is_uppercase) {
        lower = word.to_lowercase();
        lower.as_str()
    } else {
        word
    };
    // "what's", "we're", "chef's": a word with its clitic is read as the
    // word.
    let elided = after_elision(word).is_some();
    let bare = match word.bytes().position(|b| b == b'\'' || b == 0xE2) {
        Some(at) if at > 0 && !elided => &word[..at],
        _ => word,
    };
    let mut languages = read_word_key(bare).map_or(0, |key| READ_WORDS.languages(key));
    if languages == 0 && elided {
        languages = ALL_READ_LANGUAGES;
    }
    languages
}

/// Which read languages `word` is a sentence word of
/// ([`listed_languages_of`]), or all of them for a word of the engine's
/// lexicon (Hebrew "בלי", Indonesian "tanpa", "fryer"); none for a word it
/// does not read.
fn read_languages_of(word: &str) -> u16 {
    match listed_languages_of(word) {
        0 if crate::lexicon::is_phrase(word) => ALL_READ_LANGUAGES,
        languages => languages,
    }
}

/// The fewest words a line takes to be read as a sentence of a language
/// rather than a name: "Ipapa nechakalaka kuphekwe ngamafutha enkomo." is
/// five.
const UNREAD_LANGUAGE_WORDS: usize = 4;

/// Of a sentence's words, at least one in this many is a read word when
/// the sentence is in a language the engine reads.
const WORDS_PER_READ_WORD: usize = 3;

/// Signs that end a sentence, in the scripts the engine reads.
const SENTENCE_ENDS: &[char] = &['.', '!', '?', '。', '።', '؟', '！', '？'];

/// Whether `c` is a letter of a script written with spaces between words
/// whose languages the engine reads: Latin, Greek, Cyrillic, Hebrew,
/// Arabic, Devanagari, Ethiopic.
fn a_spaced_read_letter(c: char) -> bool {
    matches!(c,
        '\u{0000}'..='\u{052F}'
        | '\u{0590}'..='\u{06FF}'
        | '\u{0750}'..='\u{077F}'
        | '\u{0900}'..='\u{097F}'
        | '\u{1200}'..='\u{139F}'
        | '\u{1E00}'..='\u{1FFF}'
        | '\u{FB50}'..='\u{FEFF}'
    )
}

/// The first sentence of `text` written in a language the engine does not
/// read, as a byte range: one in a script spaced into words whose letters
/// the vocabulary knows (Latin, Cyrillic, Ethiopic ...), of at least
/// [`UNREAD_LANGUAGE_WORDS`] words, not a list of entries, ended as a
/// sentence ends (or longer than any dish's name, with no number in it),
/// in which fewer than one word in [`WORDS_PER_READ_WORD`] is a sentence
/// word of any one read language ([`read_languages_of`]): "Visi bulviniai patiekalai patiekiami su
/// spirgučių padažu." The scripts of the engine's other readings (Thai,
/// Chinese, Korean, Japanese; scripts it has no words of) are left to them.
fn unread_language_sentence(text: &str) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    // Most lines are dishes: no sign that could end a sentence (the lead
    // bytes of the non-ASCII ones stand for them) and fewer spaces than a
    // sentence of twelve words holds.
    if !may_hold_a_sentence(bytes) {
        return None;
    }
    let mut start = 0;
    let mut next = 0;
    while next < bytes.len() {
        // Only the bytes that may end a sentence, and the last, are looked
        // at: found eight at a time.
        let at = next_may_end(bytes, next);
        next = at + 1;
        let Some(&byte) = bytes.get(at) else {
            break;
        };
        let last = next == bytes.len();
        let (ends, end) = match byte {
            // A full stop before a space or the end; not one of a run of
            // dots ("TRAY (12 pcs) .....", "and so on...").
            b'.' => (
                (at == 0 || bytes[at - 1] != b'.')
                    && bytes.get(at + 1).is_none_or(u8::is_ascii_whitespace),
                at + 1,
            ),
            b'!' | b'?' | b'\n' => (true, at + 1),
            _ if byte.is_ascii() => (false, at + 1),
            _ => match text.get(at..).and_then(|rest| rest.chars().next()) {
                Some(c) if SENTENCE_ENDS.contains(&c) => (true, at + c.len_utf8()),
                _ if last => (false, bytes.len()),
                _ => continue,
            },
        };
        if !ends && !last {
            continue;
        }
        let end = if last { bytes.len() } else { end };
        let Some(sentence) = text.get(start..end) else {
            continue;
        };
        let from = start;
        start = end;
        if unread_language_in(sentence, ends && byte != b'\n') {
            return Some((from, end));
        }
    }
    None
}

/// Whether a line may hold a sentence to [`unread_language_sentence`]: a
/// sign that could end one (the lead bytes of the non-ASCII ones standing
/// for them) or as many spaces as a sentence of [`SENTENCE_NAME_WORDS`]
/// words holds. Eight bytes at a time: every unpriced dish's line is
/// asked, and most hold neither.
fn may_hold_a_sentence(bytes: &[u8]) -> bool {
    use crate::swar::{HIGH, bytes_equal, word_of};
    let mut spaces = 0;
    for chunk in bytes.chunks(8) {
        let word = word_of(chunk);
        if word & HIGH != 0 {
            // A byte outside ASCII, which may lead a sentence's end: asked
            // byte by byte.
            return bytes.iter().any(|&b| may_end_a_sentence(b))
                || bytes.iter().filter(|&&b| b == b' ').count() + 1 >= SENTENCE_NAME_WORDS;
        }
        if bytes_equal(word, b'.')
            | bytes_equal(word, b'!')
            | bytes_equal(word, b'?')
            | bytes_equal(word, b'\n')
            != 0
        {
            return true;
        }
        spaces += bytes_equal(word, b' ').count_ones() as usize;
    }
    spaces + 1 >= SENTENCE_NAME_WORDS
}

/// The first byte of `bytes` from `from` on that may end a sentence
/// ([`may_end_a_sentence`]), or the last byte when none does. Eight bytes
/// at a time: a declaration's or a sentence-shaped line's bytes are
/// mostly words.
fn next_may_end(bytes: &[u8], from: usize) -> usize {
    use crate::swar::{HIGH, bytes_equal, word_of};
    let rest = bytes.get(from..).unwrap_or_default();
    let mut offset = from;
    let mut chunks = rest.chunks_exact(8);
    for chunk in &mut chunks {
        let word = word_of(chunk);
        let mut hits = bytes_equal(word, b'.')
            | bytes_equal(word, b'!')
            | bytes_equal(word, b'?')
            | bytes_equal(word, b'\n');
        if word & HIGH != 0 {
            hits |= bytes_equal(word, 0xD8)
                | bytes_equal(word, 0xE1)
                | bytes_equal(word, 0xE3)
                | bytes_equal(word, 0xEF);
        }
        if hits != 0 {
            return offset + (hits.trailing_zeros() / 8) as usize;
        }
        offset += 8;
    }
    match chunks
        .remainder()
        .iter()
        .position(|&b| may_end_a_sentence(b))
    {
        Some(at) => offset + at,
        None => bytes.len().saturating_sub(1),
    }
}

/// Whether `byte` may end a sentence: ".", "!", "?", a line's end, or the
/// lead byte of "؟", "።", "。", "！" or "？".
fn may_end_a_sentence(byte: u8) -> bool {
    READ_BYTE_CLASSES[usize::from(byte)] & END_CLASS != 0
}

/// What a byte is to the unread-language test, by table (one load a byte
/// of the scans every sentence-shaped line and declaration runs): a byte
/// of a word ([`words`]), a digit, an ASCII letter, a byte outside ASCII,
/// a list sign, a byte that may end a sentence.
const WORD_CLASS: u8 = 1;
const DIGIT_CLASS: u8 = 2;
const ALPHA_CLASS: u8 = 4;
const HIGH_CLASS: u8 = 8;
const SIGN_CLASS: u8 = 16;
const END_CLASS: u8 = 32;
const READ_BYTE_CLASSES: [u8; 256] = {
    let mut table = [0u8; 256];
    // The signs that part a list's entries ("·" and "•" are counted apart).
    let signs = [b',', b';', b':', b'/', b'=', b'+', b'|'];
    let mut byte = 0;
    while byte < 256 {
        let b = byte as u8;
        table[byte] = if b.is_ascii_digit() {
            WORD_CLASS | DIGIT_CLASS
        } else if b.is_ascii_alphabetic() {
            WORD_CLASS | ALPHA_CLASS
        } else if b >= 0x80 {
            WORD_CLASS | HIGH_CLASS
        } else if b == b'\'' || b == b'&' {
            WORD_CLASS
        } else {
            let mut i = 0;
            while i < signs.len() && signs[i] != b {
                i += 1;
            }
            if i < signs.len() { SIGN_CLASS } else { 0 }
        };
        byte += 1;
    }
    // ".", "!", "?", a line's end, and the lead bytes of "؟", "።", "。",
    // "！" and "？".
    let ends = [b'.', b'!', b'?', b'\n', 0xD8, 0xE1, 0xE3, 0xEF];
    let mut i = 0;
    while i < ends.len() {
        table[ends[i] as usize] |= END_CLASS;
        i += 1;
    }
    table
};

/// How many lettered words of a sentence [`unread_language_in`] keeps from
/// its one pass: a longer sentence is split into words again.
const LETTERED_SPANS: usize = 32;

/// Whether a word whose bytes are of the classes `seen` is a word of
/// letters (no digit; an ASCII letter, or a letter of another script).
fn a_lettered_word(seen: u8, word: Option<&str>) -> bool {
    seen & DIGIT_CLASS == 0
        && (seen & ALPHA_CLASS != 0
            || (seen & HIGH_CLASS != 0
                && word.is_some_and(|word| word.chars().any(char::is_alphabetic))))
}

/// [`unread_language_sentence`] of one sentence; `ended` when a sign ends
/// it.
fn unread_language_in(sentence: &str, ended: bool) -> bool {
    // Words of letters: "11am", "2x" and "12" are numbers, in any language.
    let lettered = || {
        words(sentence).filter(|word| {
            !word.bytes().any(|b| b.is_ascii_digit())
                && (word.bytes().any(|b| b.is_ascii_alphabetic())
                    || (!word.is_ascii() && word.chars().any(char::is_alphabetic)))
        })
    };
    // Counted in one pass of the bytes: the lettered words (kept, the
    // first LETTERED_SPANS of them, to be looked up), the list signs,
    // whether a digit or a byte outside ASCII is written.
    let bytes = sentence.as_bytes();
    let mut spans = [(0usize, 0usize); LETTERED_SPANS];
    let (mut count, mut signs, mut written) = (0usize, 0usize, 0u8);
    // The longest run of lettered words no list sign parts: a list's
    // entries are names, shorter than a clause.
    let (mut run, mut longest_run) = (0usize, 0usize);
    // A word at a time: its bytes in a loop of their own, so the bytes
    // between words cost a table load and a test each.
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        let class = READ_BYTE_CLASSES[usize::from(byte)];
        at += 1;
        if class & WORD_CLASS == 0 {
            if class & SIGN_CLASS != 0 {
                signs += 1;
                run = 0;
            }
            continue;
        }
        let from = at - 1;
        let mut seen = class;
        while let Some(&byte) = bytes.get(at) {
            let class = READ_BYTE_CLASSES[usize::from(byte)];
            if class & WORD_CLASS == 0 {
                break;
            }
            seen |= class;
            at += 1;
        }
        // The word's text is needed only for a word of letters outside
        // ASCII alone.
        let lettered = seen & DIGIT_CLASS == 0
            && (seen & ALPHA_CLASS != 0
                || (seen & HIGH_CLASS != 0 && a_lettered_word(seen, sentence.get(from..at))));
        if lettered {
            if let Some(span) = spans.get_mut(count) {
                *span = (from, at);
            }
            count += 1;
            run += 1;
            longest_run = longest_run.max(run);
        } else if seen & HIGH_CLASS != 0
            && sentence
                .get(from..at)
                .is_some_and(|word| word.contains(['·', '•']))
        {
            run = 0;
        }
        written |= seen;
    }
    if count < UNREAD_LANGUAGE_WORDS
        || (!ended && (count < SENTENCE_NAME_WORDS || written & DIGIT_CLASS != 0))
    {
        return false;
    }
    let ascii = written & HIGH_CLASS == 0;
    signs += if ascii {
        0
    } else {
        sentence.chars().filter(|c| matches!(c, '·' | '•')).count()
    };
    // Many signs make a list, unless a run of words as long as a sentence
    // stands between two of them and no number counts entries: a language
    // that runs its words together ("... lukrutapash kuchi wirawanmi
    // yanunchik, ñawpa shina.") writes few words to a comma, where a
    // recipe's list of amounts ("1 cup oat milk, salt") writes numbers.
    if signs * 4 >= count && (longest_run < UNREAD_LANGUAGE_WORDS || written & DIGIT_CLASS != 0) {
        return false;
    }
    if !ascii {
        let (mut letters, mut spaced) = (0usize, 0usize);
        for c in sentence.chars().filter(|c| c.is_alphabetic()) {
            letters += 1;
            spaced += usize::from(a_spaced_read_letter(c));
        }
        if spaced * 2 <= letters {
            return false;
        }
    }
    // The words the pass kept, not split again (a sentence of more is
    // split again).
    match spans.get(..count) {
        Some(kept) => unread_by_its_words(
            kept.iter().filter_map(|&(from, to)| sentence.get(from..to)),
            count,
        ),
        None => unread_by_its_words(lettered(), count),
    }
}

/// Whether a sentence of `count` lettered `words` is in a language the
/// engine does not read ([`unread_language_in`]).
fn unread_by_its_words<'a>(words: impl Iterator<Item = &'a str> + Clone, count: usize) -> bool {
    // The read words of the language the sentence holds most of, counted
    // until one language holds enough: most sentences are read, and are
    // told so within their first words.
    // The lexicon is searched only where the lists fall short.
    // A word of every language (a sentence word of the readings above)
    // is counted once for all.
    let mut read = [0usize; grammar::READ.len()];
    let (mut every, mut unlisted) = (0usize, 0usize);
    for word in words.clone() {
        let mut languages = listed_languages_of(word);
        unlisted += usize::from(languages == 0);
        if languages == ALL_READ_LANGUAGES {
            every += 1;
            if (every + read.iter().max().copied().unwrap_or(0)) * WORDS_PER_READ_WORD >= count {
                return false;
            }
            continue;
        }
        while languages != 0 {
            let bit = languages.trailing_zeros() as usize;
            languages &= languages - 1;
            if let Some(held) = read.get_mut(bit) {
                *held += 1;
                if (*held + every) * WORDS_PER_READ_WORD >= count {
                    return false;
                }
            }
        }
    }
    let most = read.iter().max().copied().unwrap_or(0) + every;
    if (most + unlisted) * WORDS_PER_READ_WORD < count {
        return true;
    }
    let lexicon = words
        .filter(|word| listed_languages_of(word) == 0 && read_languages_of(word) != 0)
        .count();
    (most + lexicon) * WORDS_PER_READ_WORD < count
}

/// Whether a menu line is unpriced, unlabelled and written as a sentence
/// of a language the engine does not read.
fn an_unread_language_note(item: &MenuItem) -> bool {
    item.price.is_none()
        && item.labels.is_empty()
        && unread_language_sentence(line_text_of(item)).is_some()
}

/// Captions a review platform prints before the restaurant's reply, in
/// the languages the engine reads.
#[rustfmt::skip]
const OWNER_REPLY_CAPTIONS: &[&str] = &[
    "owner's reply", "owner’s reply", "owner reply", "owner response", "owner responding",
    "owner here", "response from the owner", "reply from the owner", "business owner",
    "respuesta del propietario", "respuesta del dueño", "réponse du propriétaire",
    "antwort des inhabers", "risposta del proprietario", "resposta do proprietário",
];

/// The same captions in Chinese, traditional and simplified: the shop's,
/// the business's, the owner's reply.
#[rustfmt::skip]
const OWNER_REPLY_CAPTIONS_CHINESE: &[&str] = &[
    "店家回覆", "店家回复", "業者回覆", "业者回复", "商家回覆", "商家回复", "老闆回覆", "老板回复",
    "店主回覆", "店主回复",
];

/// The word for the owner each of [`OWNER_REPLY_CAPTIONS`] holds.
const OWNER_WORDS: &[&str] = &[
    "owner's",
    "owner’s",
    "owner",
    "propietario",
    "dueño",
    "propriétaire",
    "inhabers",
    "proprietario",
    "proprietário",
];

/// How far into a review a caption of the restaurant's reply is looked
/// for: "Răspunsul proprietarului / Owner's reply:" ends at 42 bytes,
/// "Loved the vegan thali!\n\nOwner's reply:" at 38.
const REPLY_CAPTION_BYTES: usize = 64;

/// The most words of a caption an unrated review opens with ("Svar från
/// ägaren:"), in a language the engine may not read.
const REPLY_CAPTION_WORDS: usize = 4;

/// Where the restaurant's reply starts in a review's text: after a caption
/// the platform prints before it ("Owner's reply:", "Response from the
/// owner"), or, in a review that carries no rating (a diner's review
/// always does), after the caption of a few words and a colon it opens
/// with ("Omistajan vastaus: Kiitos paljon! ...").
fn owners_reply(text: &str, unrated: bool) -> Option<usize> {
    let mut cut = text.len().min(REPLY_CAPTION_BYTES);
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    let head = &text[..cut];
    // A rated review's head that holds neither byte a caption asks for
    // (most) is passed over at one look.
    if !unrated && !may_hold_an_owners_caption(head.as_bytes()) {
        return None;
    }
    // "店家回覆：", "业者回复：": the Chinese captions, found by their "回"
    // (its first byte, then the character) before anything else is asked.
    if head.as_bytes().contains(&0xE5)
        && let Some(end) = OWNER_REPLY_CAPTIONS_CHINESE
            .iter()
            .filter_map(|caption| head.find(caption).map(|at| at + caption.len()))
            .min()
    {
        return Some(end);
    }
    // Most reviews name no owner: a rated one is looked at only where its
    // head holds "owner" ("w" before "ner"), found eight bytes at a time.
    let bytes = head.as_bytes();
    let owner = || {
        crate::swar::letter_where(bytes, b'w', |at| {
            bytes
                .get(at + 1..at + 4)
                .is_some_and(|rest| rest.eq_ignore_ascii_case(b"ner"))
        })
    };
    if !unrated && !owner() {
        return None;
    }
    let named = words(head).any(|word| is_one_of(word, OWNER_WORDS));
    let lower = if named {
        head.to_lowercase()
    } else {
        String::new()
    };
    if named
        && lower.len() == head.len()
        && let Some(end) = OWNER_REPLY_CAPTIONS
            .iter()
            .filter_map(|caption| lower.find(caption).map(|at| at + caption.len()))
            .min()
    {
        return Some(end);
    }
    if !unrated {
        return None;
    }
    let colon = head.find(':')?;
    (1..=REPLY_CAPTION_WORDS)
        .contains(&words(&head[..colon]).count())
        .then_some(colon + 1)
}

/// Whether `bytes` may hold a caption of the restaurant's reply that a
/// rated review is read for: a Chinese one's first byte, or "owner" ("w"
/// before "ner"), found eight bytes at a time in one pass.
fn may_hold_an_owners_caption(bytes: &[u8]) -> bool {
    use crate::swar::{bytes_equal, letter_bytes, word_of};
    let mut offset = 0;
    while let Some(rest) = bytes.get(offset..).filter(|rest| !rest.is_empty()) {
        let eight = word_of(rest);
        let mut hits = bytes_equal(eight, 0xE5) | letter_bytes(eight, b'w');
        while hits != 0 {
            let at = offset + (hits.trailing_zeros() / 8) as usize;
            if bytes.get(at) == Some(&0xE5)
                || bytes
                    .get(at + 1..at + 4)
                    .is_some_and(|after| after.eq_ignore_ascii_case(b"ner"))
            {
                return true;
            }
            hits &= hits - 1;
        }
        offset += 8;
    }
    false
}

/// Where the restaurant's reply starts in a review's text: after a caption
/// at its head ([`owners_reply`]), or after a line of its own further on
/// that names the owner and says it is a reply, as review platforms print
/// it under the diner's words ("Respuesta de Paco R., Propietario en Bar
/// Casa Paco", "Selvan P, Owner at Curry Leaf, responded to this review"),
/// and the date line the platform prints after it ("Respondió el 20 oct.",
/// "Responded 22 October 2026").
fn owners_reply_anywhere(text: &str) -> Option<usize> {
    // Only a caption that names the owner: an unrated review's opening
    // "Update:" is no reply of the restaurant's, nor is a diner's "as a
    // small business owner myself".
    if let Some(at) = owners_reply(text, false) {
        let caption = text.get(..at).unwrap_or_default().trim_end();
        let diners_own = caption
            .get(caption.len().saturating_sub(DINERS_OWN_CAPTION.len())..)
            .is_some_and(|end| end.eq_ignore_ascii_case(DINERS_OWN_CAPTION));
        if !diners_own {
            return Some(at);
        }
    }
    // A caption line of its own stands after a line break, and names the
    // owner: most reviews hold neither, answered by a look for the break
    // eight bytes at a time (cheaper than a search of a short text) and one
    // pass over the bytes after it.
    if !crate::swar::holds_byte(text.as_bytes(), b'\n') {
        return None;
    }
    let first_break = text.find('\n')?;
    if !holds_an_owner_word_stem(&text[first_break..]) {
        return None;
    }
    let mut at = first_break + 1;
    let mut caption_end = None;
    let names_the_owner =
        |word: &str| is_one_of(word, OWNER_WORDS) || is_one_of(word, OWNER_WORDS_OF_A_LINE);
    for line in text[at..].split_inclusive('\n') {
        let start = at;
        at += line.len();
        if caption_end.is_some() {
            // The date line right after the caption is the platform's too.
            let lower = line.trim().to_lowercase();
            if REPLY_DATE_OPENERS
                .iter()
                .any(|opener| lower.starts_with(opener))
            {
                return Some(at);
            }
            return Some(start);
        }
        let caption = line.trim();
        if caption.is_empty() || caption.len() > REPLY_CAPTION_LINE_BYTES {
            continue;
        }
        // The owner named first, and the line lower-cased only after: most
        // lines of a review name none. A line in ASCII has its words
        // compared as written, which ignores their case as lowering does.
        let owner = if caption.is_ascii() {
            words(caption).any(names_the_owner)
        } else {
            words(&caption.to_lowercase()).any(names_the_owner)
        };
        if !owner {
            continue;
        }
        let lower = caption.to_lowercase();
        let reply = REPLY_LINE_OPENERS
            .iter()
            .any(|opener| lower.starts_with(opener))
            || REPLY_LINE_VERBS.iter().any(|verb| lower.contains(verb))
            || OWNER_REPLY_CAPTIONS
                .iter()
                .any(|caption| lower.contains(caption));
        if reply {
            caption_end = Some(at);
        }
    }
    caption_end
}

/// How long a reply's caption line may be: a name, a role, the
/// restaurant's name and a verb.
const REPLY_CAPTION_LINE_BYTES: usize = 160;

/// Whether `text` holds one of [`OWNER_WORD_STEMS`] as written: one pass
/// over its bytes, the stems compared only where a byte opens one of them.
fn holds_an_owner_word_stem(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.iter().enumerate().any(|(at, &byte)| {
        let mut stems = OWNER_WORD_STEM_OPENINGS[usize::from(byte)];
        while stems != 0 {
            let opens_here = OWNER_WORD_STEMS
                .get(stems.trailing_zeros() as usize)
                .is_some_and(|stem| {
                    bytes
                        .get(at..)
                        .is_some_and(|rest| rest.starts_with(stem.as_bytes()))
                });
            if opens_here {
                return true;
            }
            stems &= stems - 1;
        }
        false
    })
}

/// By a byte, the stems of [`OWNER_WORD_STEMS`] that open with it, a bit
/// each in the order of the list.
const OWNER_WORD_STEM_OPENINGS: [u32; 256] = {
    assert!(OWNER_WORD_STEMS.len() <= 32);
    let mut table = [0u32; 256];
    let mut stem = 0;
    while stem < OWNER_WORD_STEMS.len() {
        table[OWNER_WORD_STEMS[stem].as_bytes()[0] as usize] |= 1 << stem;
        stem += 1;
    }
    table
};

/// Marks of a Thai sentence about the restaurant's food: "every" and
/// "our"/"the shop's" ("ของเรา", "ของร้าน", "ทางร้าน").
const THAI_NOTE_MARKS: &[&str] = &[grammar::THAI_EVERY, "ของเรา", "ของร้าน", "ทางร้าน", "ร้านเรา"];

/// Thai letters beyond which an unspaced line is too long for a dish's
/// name: Thai runs its words together, so no word count tells.
const THAI_SENTENCE_LETTERS: usize = 32;

/// A script whose sentences a word count cannot tell from dishes' names:
/// Thai and Chinese run their words together, and Korean and Japanese
/// names are as many words as a short sentence. A line written mostly in
/// one is a sentence when it holds one of its marks (a word for "every",
/// "all", "our" or "this shop", or a verb ending no name has) and is at
/// least `marked_letters` long, or when it runs longer than any dish's
/// name.
struct ScriptOfMarks {
    letter: fn(char) -> bool,
    marks: &'static [&'static str],
    marked_letters: usize,
    sentence_letters: usize,
}

#[rustfmt::skip]
const SCRIPTS_OF_MARKS: &[ScriptOfMarks] = &[
    ScriptOfMarks {
        letter: is_thai_letter,
        marks: THAI_NOTE_MARKS,
        marked_letters: 0,
        sentence_letters: THAI_SENTENCE_LETTERS,
    },
    // Chinese: "this shop", "all", "we", "without exception", "each",
    // and the verbs of simmering a stock, which no dish's name ends on.
    ScriptOfMarks {
        letter: is_han_letter,
        marks: &["本店", "本餐廳", "本餐厅", "所有", "我們", "我们", "全部", "一律", "均以", "均用",
                 "均為", "均为", "每碗", "每份", "每款", "每道", "都是", "都用", "熬制", "熬製",
                 "熬成", "熬煮"],
        marked_letters: 8,
        sentence_letters: 14,
    },
    // Korean: the formal and polite verb endings, "all", "every", "we".
    ScriptOfMarks {
        letter: is_hangul_letter,
        marks: &["니다", "어요", "아요", "해요", "전부", "모든", "모두", "저희", "우리 가게"],
        marked_letters: 8,
        sentence_letters: 24,
    },
    // Khmer, whose words run together as Thai's: "all", "every", "our",
    // "our shop".
    ScriptOfMarks {
        letter: is_khmer_letter,
        marks: &["ទាំងអស់", "គ្រប់", "របស់យើង", "ហាងយើង"],
        marked_letters: 8,
        sentence_letters: 32,
    },
    // Japanese, kana and the Chinese characters it writes with: the polite
    // verb endings, "all", "this shop".
    ScriptOfMarks {
        letter: |c| is_kana_letter(c) || is_han_letter(c),
        marks: &["ます", "です", "全て", "すべて", "当店", "全部"],
        marked_letters: 8,
        sentence_letters: 24,
    },
];

/// Letters of its script from which a line ended by "。" is a sentence.
const STOPPED_SENTENCE_LETTERS: usize = 5;

/// Whether a line written mostly in Thai, Chinese, Korean or Japanese is a
/// sentence rather than a dish's name ("ทุกชามโรย...", "本店所有粥底均以
/// 豬骨及瑤柱熬製", "떡볶이 국물은 전부 멸치 다시마 육수로 만듭니다").
fn a_sentence_in_a_script_of_marks(text: &str) -> bool {
    if text.is_ascii() {
        return false;
    }
    let letters = text.chars().filter(|c| c.is_alphabetic()).count();
    // No dish's name ends on an ideographic full stop ("汤底用鸡骨熬制。").
    let stopped = text.trim_end().ends_with('。');
    SCRIPTS_OF_MARKS.iter().any(|script| {
        let own = text.chars().filter(|&c| (script.letter)(c)).count();
        own * 2 > letters
            && ((own >= script.marked_letters
                && script.marks.iter().any(|mark| text.contains(mark)))
                || own >= script.sentence_letters
                || (stopped && own >= STOPPED_SENTENCE_LETTERS))
    })
}

/// A line's note text: its description, or its name without one.
fn line_text_of(item: &MenuItem) -> &str {
    match item.description.as_deref() {
        Some(d) if !trim(d).is_empty() => d,
        _ => item.name.as_str(),
    }
}

/// Where the first finite verb of `text` starts, by its word index and
/// byte offset.
fn first_sentence_verb(text: &str) -> Option<(usize, usize)> {
    words(text).enumerate().find_map(|(at, word)| {
        grammar::is_sentence_verb(word)
            .then(|| (at, word.as_ptr() as usize - text.as_ptr() as usize))
    })
}

/// Words by which an ordering app's entry would speak of other food than
/// the item it names, or ask for a change to a dish ("extra bacon on any
/// bowl", "its drippings go on the elote", "add egg", "(VG)" or
/// "plant-based" marks): such an entry is no item's name.
#[rustfmt::skip]
const WIDGET_TIES: &[&str] = &[
    "vg", "v", "ve", "vgn", "plant", "meatless", "is", "are", "was", "were", "be", "go", "goes",
    "come", "comes", "made", "make", "share", "shared",
    "shares", "same", "used", "use", "uses", "add", "added", "adds", "extra", "topping",
    "toppings", "in", "into", "on", "onto", "over", "all", "every", "each", "everything",
    "any", "our", "it", "its", "they", "them", "their", "this", "these", "that", "those",
    "also", "too", "both", "contains", "contain", "has", "have", "get", "gets", "brushed",
    "basted", "tossed", "topped", "glazed", "finished", "swap", "sub", "instead", "upgrade",
    "for", "sauce", "tare", "broth", "stock", "gravy", "dressing", "fat", "oil", "drippings",
    // Cooking fats: an item named for one ("Lard Fries") may be fried in
    // the kitchen's one fat, so the line stays a note.
    "lard", "tallow", "dripping", "schmaltz", "suet", "ghee", "manteca", "strutto", "smalec",
];

/// Lead-ins an ordering app prints before the items it recommends.
#[rustfmt::skip]
const RECOMMENDATION_LEAD_INS: &[&str] = &[
    "customers also ordered", "customers also bought", "people also ordered",
    "people also order", "customers also order", "people also bought",
    "often bought together",
    "others also ordered", "frequently ordered together", "frequently bought together",
    "often ordered together", "popular with groups", "popular with", "popular", "most popular",
    "most ordered", "popular items", "recommended for you", "top picks", "best sellers",
    "bestsellers",
];

/// Who a recommending lead-in says would like or order the items ("You
/// may also like", "Guests also love", "Diners often order").
#[rustfmt::skip]
const RECOMMENDED_TO: &[&str] = &[
    "you", "guests", "customers", "people", "others", "diners", "fans", "regulars",
];

/// Words between a recommending lead-in's subject and its verb: a modal
/// ("may", "might", "'ll", "'d"), "also", "often".
#[rustfmt::skip]
const RECOMMENDING_BETWEEN: &[&str] = &[
    "may", "might", "could", "will", "would", "ll", "d", "also", "often", "usually",
    "frequently", "really", "probably",
];

/// Verbs that end a recommending lead-in: liking or ordering, not making.
#[rustfmt::skip]
const RECOMMENDING_VERBS: &[&str] = &[
    "like", "love", "enjoy", "order", "ordered", "buy", "bought", "try",
];

/// A diner's denial of a diet opening a sentence, as
/// [`denied_diet_of_a_subject`] reads it.
struct DeniedDiet<'t> {
    /// The subject as written ("beef rendang"), or `None` for a bare "Not
    /// vegan" that leaves it to the sentence before.
    subject: Option<&'t str>,
    /// The diet denied is vegan (else vegetarian).
    vegan: bool,
    /// Where the denial starts and the diet word ends, in the sentence.
    start: usize,
    end: usize,
}

/// A denial of a diet that opens a sentence and closes its clause: a short
/// subject, perhaps after a determiner, then a denied copula and the diet
/// word ("The beef rendang isn't vegan", "the rendang is not strictly
/// vegan"), or a bare "Not vegan" ("Obviously not vegetarian"). What
/// follows the diet word is only words beside the denial ("obviously",
/// "sadly"), marks, and then the sentence's end or a "but".
fn denied_diet_of_a_subject(sentence: &str) -> Option<DeniedDiet<'_>> {
    /// The most words a subject the denial is said of runs to.
    const SUBJECT_WORDS: usize = 4;
    let said: Vec<(usize, &str)> = words(sentence)
        .map(|word| (word.as_ptr() as usize - sentence.as_ptr() as usize, word))
        .filter(|(_, word)| word.chars().any(char::is_alphanumeric))
        .collect();
    let word = |at: usize| said.get(at).map_or("", |&(_, word)| word);
    let (first_at, _) = *said.first()?;
    let mut at = 0;
    while is_one_of(word(at), DENIED_DISH_ADVERBS) {
        at += 1;
    }
    let subject = if word(at).eq_ignore_ascii_case("not") {
        at += 1;
        None
    } else {
        at = usize::from(is_one_of(word(0), DENIED_DISH_DETERMINERS));
        let opens = at;
        let copula = (opens + 1..=opens + SUBJECT_WORDS).find(|&i| {
            let copula = word(i);
            (is_negative_contraction(copula)
                && DENIED_DISH_COPULAS
                    .iter()
                    .any(|is| starts_with_ignoring_case(copula, is)))
                || (is_one_of(copula, DENIED_DISH_COPULAS)
                    && word(i + 1).eq_ignore_ascii_case("not"))
        })?;
        at = copula + 1 + usize::from(word(copula + 1).eq_ignore_ascii_case("not"));
        let (from, _) = *said.get(opens)?;
        let (last, last_word) = *said.get(copula - 1)?;
        Some(sentence.get(from..last + last_word.len())?)
    };
    while is_one_of(word(at), DENIED_DISH_ADVERBS) {
        at += 1;
    }
    let (diet_at, diet) = *said.get(at)?;
    let vegan = match diet.to_ascii_lowercase().as_str() {
        "vegan" => true,
        "vegetarian" | "veggie" => false,
        _ => return None,
    };
    at += 1;
    while is_one_of(word(at), DENIED_DISH_ADVERBS) {
        at += 1;
    }
    if at < said.len() && !word(at).eq_ignore_ascii_case("but") {
        return None;
    }
    Some(DeniedDiet {
        subject,
        vegan,
        start: first_at,
        end: diet_at + diet.len(),
    })
}

/// Whether a name's words (`name`) hold a run of words (`run`) in order,
/// letter case aside.
fn holds_run(name: &[&str], run: &[&str]) -> bool {
    name.windows(run.len()).any(|window| {
        window
            .iter()
            .zip(run)
            .all(|(a, b)| a.to_lowercase() == b.to_lowercase())
    })
}

/// The description without the lines an ordering app prints under a dish
/// recommending other listed dishes ("Serves 1\nPopular with: Dal Baati
/// Churma · Malai Ghevar"): those name other dishes, not what this one
/// holds. `None` when it holds no such line.
fn without_recommendation_lines(
    menu: &[MenuItem],
    line: usize,
    description: &str,
) -> Option<String> {
    if !crate::swar::holds_byte(description.as_bytes(), b'\n') {
        return None;
    }
    let mut lines = description.split('\n');
    let mut kept: Vec<&str> = lines.next().into_iter().collect();
    let before = kept.len();
    let mut cut = false;
    for text in lines {
        if recommends_other_listed_dishes(menu, line, text) {
            cut = true;
        } else {
            kept.push(text);
        }
    }
    (cut && kept.len() >= before).then(|| kept.join("\n"))
}

/// The entries of an ordering app's line ("Customers also ordered: A · B",
/// "Popular with: A, B"), each with its words: what follows its lead-in,
/// split at the app's entry marks. A blank entry (a doubled or trailing
/// mark) is skipped. `None` when no such lead-in opens the line, when an
/// entry holds something but no word (the line is then not only names), or
/// when no entry is left.
fn recommended_entries(text: &str) -> Option<Vec<(&str, Vec<&str>)>> {
    const ENTRY_MARKS: [char; 4] = ['·', '•', '|', ','];
    let lead_end = text.find([':', '·', '•', '|'])?;
    let (lead, entries) = text.split_at(lead_end);
    if !is_recommendation_lead_in(lead) {
        return None;
    }
    let mark = entries.chars().next().map_or(0, char::len_utf8);
    let mut named = Vec::new();
    for entry in entries.get(mark..).unwrap_or("").split(ENTRY_MARKS) {
        let run: Vec<&str> = pieces(entry, &ALPHANUMERIC).collect();
        if run.is_empty() {
            if entry.trim().is_empty() {
                continue;
            }
            return None;
        }
        named.push((entry, run));
    }
    (!named.is_empty()).then_some(named)
}

/// Whether a line is an ordering app's lead-in then entries each of which
/// names another printed dish of the menu (not the one at `line`) by its
/// whole name or a run of two words or more of it, with no word that
/// speaks of other food ("extra bacon", "add chicken"): a word of
/// anything else keeps the line the dish's own.
fn recommends_other_listed_dishes(menu: &[MenuItem], line: usize, text: &str) -> bool {
    let Some(entries) = recommended_entries(text) else {
        return false;
    };
    let names: Vec<Vec<&str>> = menu
        .iter()
        .enumerate()
        .filter(|&(at, dish)| at != line && (dish.price.is_some() || !dish.labels.is_empty()))
        .map(|(_, dish)| pieces(&dish.name, &ALPHANUMERIC).collect())
        .collect();
    entries.iter().all(|(_, run)| {
        names
            .iter()
            .any(|name| holds_run(name, run) && (run.len() > 1 || name.len() == 1))
            && !run.iter().any(|word| is_one_of(word, WIDGET_TIES))
    })
}

/// Whether `lead` (the words before a colon or an entry sign) is an
/// ordering app's lead-in: one listed, or a subject the items are
/// recommended to, words of mood or "also", and a verb of liking or
/// ordering ending it ("You may also like", "You'll also love", "Guests
/// often order"). Such a lead-in likens nothing and wishes nothing: what
/// follows is entries.
fn is_recommendation_lead_in(lead: &str) -> bool {
    let lead: Vec<String> = pieces(lead, &ALPHANUMERIC).map(str::to_lowercase).collect();
    if RECOMMENDATION_LEAD_INS.contains(&lead.join(" ").as_str()) {
        return true;
    }
    let Some((last, rest)) = lead.split_last() else {
        return false;
    };
    let Some((first, between)) = rest.split_first() else {
        return false;
    };
    is_one_of(first, RECOMMENDED_TO)
        && is_one_of(last, RECOMMENDING_VERBS)
        && between
            .iter()
            .all(|word| is_one_of(word, RECOMMENDING_BETWEEN))
}

/// Words an item's name shares with many others ("Rice with Egg", "Arroz
/// con Pollo"): no dish is named by them.
const WIDGET_JOINS: &[&str] = &[
    "and", "with", "the", "con", "del", "los", "las", "per", "for",
];

/// Whether a mention stands in an aside of a sentence's subject that
/// lists kinds as alternatives ("Every varenyk on our menu - meat, cheese
/// or plant filling - is brushed with sunflower oil"): each dish of the
/// kind holds its own, which the aside only names.
/// Coatings a meat or a fish is dipped in before it is cooked: "fish
/// batter" is the batter of the fish, not a batter made of fish.
const COATINGS: &[&str] = &[
    "batter", "batters", "breading", "dredge", "coating", "marinade",
];

/// Whether a mention of meat or fish names only what a coating is for
/// ("our clam and fish batter contains milk and egg"): the word right
/// before a coating's name, or one joined to such a word by "and" or "or".
/// The coating's own products are read; the seafood it coats is no part of
/// the meat-free dishes. Milk, egg or beer before it ("egg batter", "beer
/// batter") are what it is made of, and stay.
fn names_what_a_coating_is_for(text: &str, mention: &Mention) -> bool {
    if mention.signals.is_empty() || mention.signals.intersection(NOT_VEGETARIAN) != mention.signals
    {
        return false;
    }
    let Some(after) = text.get(mention.span.1..) else {
        return false;
    };
    let mut next = words(after);
    match next.next() {
        Some(word) if is_one_of(word, COATINGS) => true,
        Some(joiner) if is_one_of(joiner, &["and", "or", "&"]) => {
            next.nth(1).is_some_and(|word| is_one_of(word, COATINGS))
        }
        _ => false,
    }
}

fn in_an_aside_of_kinds(text: &str, mention: &Mention) -> bool {
    let Some(sentence) = text.get(mention.sentence.0..mention.sentence.1) else {
        return false;
    };
    let Some((_, verb)) = first_sentence_verb(sentence) else {
        return false;
    };
    let at = mention.span.0.saturating_sub(mention.sentence.0);
    if at >= verb {
        return false;
    }
    let subject = &sentence[..verb];
    let (Some(open), Some(close)) = (
        subject[..at]
            .rfind(" - ")
            .or_else(|| subject[..at].rfind('(')),
        subject[at..]
            .find(" - ")
            .or_else(|| subject[at..].find(')'))
            .map(|end| at + end),
    ) else {
        return false;
    };
    words(&subject[open..close]).any(|word| is_one_of(word, &["or", "o", "ou", "oder"]))
}

/// Whether a mention's sentence names meat-free food in its subject, the
/// product after its verb: "Veg curries are cooked down in the goat pot",
/// not "challah and brioche have egg" beside "sourdough is vegan".
fn said_of_the_meat_free_food(text: &str, mention: &Mention) -> bool {
    let Some(sentence) = text.get(mention.sentence.0..mention.sentence.1) else {
        return false;
    };
    let Some((_, verb)) = first_sentence_verb(sentence) else {
        return false;
    };
    let verb = mention.sentence.0 + verb;
    verb <= mention.span.0
        && words(&text[mention.sentence.0..verb]).any(|word| is_one_of(word, DIET_WORDS))
}

/// Whether an unpriced, unlabelled menu line is printed as a sentence
/// about the food rather than as a dish the key took it for. A name
/// alone is one when it opens with the restaurant's possessive or a
/// quantifier ("All our shakshukas start in the same pan as the
/// merguez"), holds a finite verb ("Veg curries are cooked down in the
/// goat pot") or is longer than any dish's name. A description is a
/// dish's make unless it both opens so and holds a verb ("Soupes" over
/// "Toutes nos soupes sont faites avec notre bouillon de poulet"): "our
/// house chorizo, eggs, potatoes" describes a dish.
/// Whether `item` prints in its name alone a list of entries under a lead
/// of one to three words ("Rellenos: frijol, loroco, queso").
fn lists_entries(item: &MenuItem) -> bool {
    if has_a_description(item) {
        return false;
    }
    // "You may also like: our okra stew, simmered with ..." : an ordering
    // app's lead-in says what follows are entries, one or many, however
    // long the lead runs; read as a dish's name, the line would keep its
    // meat to itself.
    if item
        .name
        .split_once(':')
        .is_some_and(|(lead, list)| is_recommendation_lead_in(lead) && !trim(list).is_empty())
    {
        return true;
    }
    // A list printed with signs between its entries ("Sides: ভাত plain
    // bhaat 3 · মুগ ডাল moong dal (...) 5") may lead with a name in two
    // scripts.
    item.name.split_once(':').is_some_and(|(lead, list)| {
        let separated = list.contains(crate::pointers::ENTRY_SEPARATORS);
        let most = if separated { 4 } else { 3 };
        (1..=most).contains(&words(lead).count()) && (separated || list.contains(','))
    })
}

/// Whether `words` (lower case) name an animal product, a word or two
/// standing together, unless a phrase it stands in names a plant make
/// ("coconut milk").
fn names_an_animal_product(words: &[String]) -> bool {
    let animal = |phrase: &str| crate::lexicon::phrase_signals(phrase).any(ANIMAL);
    let plant = |pair: String| {
        let signals = crate::lexicon::phrase_signals(&pair);
        !signals.is_empty() && !signals.any(ANIMAL)
    };
    words.iter().enumerate().any(|(at, word)| {
        animal(word)
            && !(at > 0 && plant(format!("{} {}", words[at - 1], word)))
            && !words
                .get(at + 1)
                .is_some_and(|next| plant(format!("{word} {next}")))
    }) || words
        .windows(2)
        .any(|pair| animal(&format!("{} {}", pair[0], pair[1])))
}

/// Whether `words` (lower case) say how their food is made with an animal
/// product: a verb of making, the "with", "in" or "on" of what it is made
/// with within three words after it, and a product after that, with no
/// product before the verb ("Flatbreads cooked in mutton fat", "breads
/// are brushed with lamb fat"). A line naming its own meat first ("Lamb
/// Kofta grilled with onions", "Pork Curry, slow cooked in coconut") is
/// that dish's entry, not a word on how a kind is made.
fn makes_its_food_with_a_product(words: &[String]) -> bool {
    words.iter().enumerate().any(|(at, verb)| {
        (is_one_of(verb, crate::pointers::MADE_VERBS) || is_one_of(verb, NOTE_MAKINGS))
            && words[at + 1..]
                .iter()
                .take(3)
                .position(|tie| is_one_of(tie, NOTE_MAKING_TIES))
                .is_some_and(|tie| names_an_animal_product(&words[at + 2 + tie..]))
            && !names_an_animal_product(&words[..at])
    })
}

/// Whether a line, priced or not, prints as its name alone a sentence the
/// restaurant says of its food: it opens with a quantifier or the
/// restaurant's possessive and holds a finite verb after it ("All our
/// bases use chicken stock.", "Every base here uses ..."). No dish is
/// named so, and a scraped menu may give such a note a neighbour's price:
/// it is read as the note it is, never as a dish keeping its products to
/// itself.
fn a_sentence_for_a_name(item: &MenuItem) -> bool {
    let name = item.name.as_str();
    item.description
        .as_deref()
        .is_none_or(|d| trim(d).is_empty())
        && if grammar::opens_a_sentence(name) || grammar::opens_a_sentence_abroad(name) {
            first_sentence_verb(name).is_some_and(|(at, _)| at > 0)
        } else {
            // Most names hold no verb of a sentence: the word look-ups
            // answer before any product is looked for.
            first_sentence_verb(name)
                .is_some_and(|(at, _)| at > 0 && says_how_its_food_is_made_with_a_product(name))
        }
}

/// "Breads are brushed with lamb fat before baking.", "The breads are all
/// cooked in lamb fat": a sentence with a making and an animal product
/// after it says how a kind of food is made, whatever word it opens with;
/// no dish is named so. "Wings Are Tossed In Garlic Butter" names its
/// own meat first: a dish.
fn says_how_its_food_is_made_with_a_product(name: &str) -> bool {
    let said: Vec<String> = pieces(name, &ALPHANUMERIC).map(str::to_lowercase).collect();
    makes_its_food_with_a_product(&said)
}

fn printed_as_a_sentence(item: &MenuItem) -> bool {
    let (text, described) = match item.description.as_deref() {
        Some(d) if !trim(d).is_empty() => (d, true),
        _ => (item.name.as_str(), false),
    };
    // A verb opening a bracket glosses the entry before it ("green goddess
    // (contains milk)"): no sentence of the line's own.
    let verb = || {
        words(text).enumerate().any(|(at, word)| {
            at > 0 && grammar::is_sentence_verb(word) && {
                let start = word.as_ptr() as usize - text.as_ptr() as usize;
                !text[..start].trim_end().ends_with(['(', '['])
            }
        })
    };
    // Most dish lines have a description, and most descriptions open with
    // their food: told apart by the first word alone.
    if described {
        return grammar::opens_a_sentence(text) && words(text).nth(2).is_some() && verb();
    }
    let count = words(text).count();
    // "ทุกชามโรย...", "本店所有粥底...": no spaces to count words by, or
    // names as long as sentences.
    if a_sentence_in_a_script_of_marks(text) {
        return true;
    }
    // "Grilled Chicken", "Pollo Asado": most names are too short to be
    // any sentence.
    if count < 3 {
        return false;
    }
    // A line of entries ("Dressings: lemon-tahini (VG) · balsamic (VG) ·
    // green goddess (contains milk)", "Our sauces: Brown sauce - soy,
    // oyster sauce · Szechuan sauce - chili bean paste") is a list.
    let list = text.contains([':', '·', '|', '•']);
    (!list
        && count >= 4
        && (grammar::opens_a_sentence(text) || grammar::opens_a_sentence_abroad(text)))
        || verb()
        || (!list && count >= SENTENCE_NAME_WORDS)
}

/// Words by which a code's definition turns from what the dishes lack to
/// what they hold ("no meat, but a beef stock"): English, Spanish, French,
/// German, Italian, Portuguese, Polish, Dutch, Turkish.
const DEFINITION_TURNS: &[&str] = &[
    "but", "however", "except", "pero", "excepto", "salvo", "mais", "sauf", "aber", "außer",
    "ausser", "ma", "tranne", "mas", "exceto", "ale", "oprócz", "maar", "behalve", "ama", "fakat",
];

/// Where a code's definition turns: the byte after its first turn word or
/// semicolon, if its first sentence has one. A sentence after the
/// definition ("(V) vegetarian. Our refried beans are made with lard.") is
/// a note of its own about the dishes it names.
fn where_a_definition_turns(text: &str) -> Option<usize> {
    let end = text
        .match_indices(". ")
        .next()
        .map_or(text.len(), |(at, _)| at);
    let text = &text[..end];
    let semicolon = text.find(';').map(|at| at + 1);
    let mut start = None;
    let mut word = None;
    for (at, c) in text.char_indices().chain([(text.len(), ' ')]) {
        if c.is_alphabetic() {
            start.get_or_insert(at);
        } else if let Some(from) = start.take()
            && is_one_of(&text[from..at], DEFINITION_TURNS)
        {
            word = Some(at);
            break;
        }
    }
    match (semicolon, word) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// The menu lines of the labelled dishes that print, in their name, the
/// bracketed code `text` opens with.
fn lines_printing_the_opening_code(text: &str, menu: &[MenuItem]) -> Vec<usize> {
    let printing: Vec<*const MenuItem> = dishes_printing_the_opening_code(text, menu)
        .map(std::ptr::from_ref)
        .collect();
    menu.iter()
        .enumerate()
        .filter(|&(_, dish)| printing.contains(&std::ptr::from_ref(dish)))
        .map(|(line, _)| line)
        .collect()
}

/// Whether `text` opens with a bracketed code ("(V)", "(VG)") that a
/// labelled dish of `menu` prints in its name: the code's definition.
fn defines_a_printed_code(text: &str, menu: &[MenuItem]) -> bool {
    dishes_printing_the_opening_code(text, menu)
        .next()
        .is_some()
}

/// What a code's definition cannot name without contradicting its diet:
/// every animal product where a dish printing the code is labelled vegan,
/// else what a vegetarian leaves out ("(V) vegetarian: no meat; may
/// contain egg" names what the label allows).
fn what_a_codes_diet_leaves_out(text: &str, menu: &[MenuItem]) -> SignalSet {
    let vegan = dishes_printing_the_opening_code(text, menu).any(|dish| {
        dish.labels
            .iter()
            .any(|label| label.to_ascii_lowercase().contains("vegan"))
    });
    if vegan { ANIMAL } else { NOT_VEGETARIAN }
}

/// The labelled dishes of `menu` that print, in their name, the bracketed
/// code `text` opens with.
fn dishes_printing_the_opening_code<'a>(
    text: &'a str,
    menu: &'a [MenuItem],
) -> impl Iterator<Item = &'a MenuItem> + 'a {
    let text = text.trim_start();
    let printed = text
        .strip_prefix('(')
        .and_then(|rest| rest.find(')'))
        .filter(|&close| {
            let code = &text[1..close + 1];
            !code.is_empty() && code.len() <= 4 && code.bytes().all(|b| b.is_ascii_alphanumeric())
        })
        .map_or("", |close| &text[..close + 2]);
    menu.iter().filter(move |dish| {
        !printed.is_empty()
            && !dish.labels.is_empty()
            && dish
                .name
                .as_bytes()
                .windows(printed.len())
                .any(|window| window.eq_ignore_ascii_case(printed.as_bytes()))
    })
}

/// Words by which a sentence puts its subject into other food ("our lard
/// is used in the beans", "added to every sauce").
const USE_TIES: &[&str] = &[
    "use", "used", "uses", "using", "add", "added", "adds", "in", "flavour", "flavor", "base",
];

/// Whether a sentence's subject is its animal product itself and it ties
/// that product to no other food: "All our meat is halal", "Our beef bone
/// broth simmers for 24 hours" speak of the product, while "Our sugo
/// simmers with the oxtail bones" (another food first) and "our bacon
/// beans are ..." (a food the product is in) do not. `mentions` are the
/// text's reading; `sentence` the byte range of the text read.
fn its_own_subject(text: &str, sentence: (usize, usize), mentions: &[Mention]) -> bool {
    let Some(said) = text.get(sentence.0..sentence.1) else {
        return false;
    };
    let Some((at, verb)) = first_sentence_verb(said) else {
        return false;
    };
    if at == 0 {
        return false;
    }
    let verb = sentence.0 + verb;
    let inside = |m: &&Mention| sentence.0 <= m.span.0 && m.span.1 <= sentence.1 && !m.denied;
    // What the subject names: products, and the dishes made of them
    // ("burgers").
    let named: Vec<(usize, usize)> = mentions
        .iter()
        .filter(inside)
        .filter(|m| m.signals.union(m.named).any(ANIMAL))
        .map(|m| m.span)
        .collect();
    // Every animal product it names stands before its verb.
    let after_verb = mentions
        .iter()
        .filter(inside)
        .any(|m| !m.form && m.signals.any(ANIMAL) && m.span.0 >= verb);
    if named.is_empty() || after_verb {
        return false;
    }
    // Each word of the subject is a product, an opener ("all our") or a
    // conjunction ("Our steaks, burgers and chicken").
    let base = text.as_ptr() as usize;
    let subject_is_the_product = words(&text[sentence.0..verb]).all(|word| {
        let start = word.as_ptr() as usize - base;
        grammar::is_opener_or_article(word)
            || grammar::is_filler(word)
            || CONJUNCTIONS
                .iter()
                .chain(PRODUCT_HEADS)
                .any(|w| word.eq_ignore_ascii_case(w))
            // ("steaks" holds the product "steak".)
            || named
                .iter()
                .any(|&(from, to)| from <= start && start < to)
    });
    // The predicate ties it to nothing ("is halal", "simmers for 24
    // hours"), unlike "goes into every soup". Said to be kept apart ("are
    // cooked on their own grill"), it may be cooked, but not put into
    // other food.
    let predicate = &text[verb..sentence.1];
    let apart = words(predicate).any(|word| is_one_of(word, KEPT_APART));
    subject_is_the_product
        && !words(predicate).skip(1).any(|word| {
            (!apart || !is_one_of(word, COOKING_TIES))
                && PRODUCT_TIES
                    .iter()
                    .chain(USE_TIES)
                    .any(|tie| word.eq_ignore_ascii_case(tie))
        })
}

/// Words that make an animal word a product of its own ("beef bone
/// broth", "pork fat").
#[rustfmt::skip]
const PRODUCT_HEADS: &[&str] = &[
    "broth", "stock", "fat", "fats", "bone", "bones", "drippings", "jus", "gravy", "caldo",
    "brodo", "bouillon", "fond", "fumet",
];

/// Words joining the products a subject names.
const CONJUNCTIONS: &[&str] = &["and", "or", "&", "y", "e", "et", "und", "o", "ou"];

/// Words by which a sentence keeps its product apart from other food.
#[rustfmt::skip]
const KEPT_APART: &[&str] = &[
    "own", "separate", "separately", "apart", "dedicated", "never", "propia", "propio",
    "separado", "separada", "aparte", "própria", "próprio", "séparé", "séparée", "propre",
    "proprio", "propria", "separato", "separata", "eigenen", "getrennt",
];

/// Verbs by which a line printed as a name says how food is made
/// ("okra stew, slow simmered with ...", "... topped with ..."), beyond the
/// making verbs [`crate::pointers::MADE_VERBS`] the pointers keep.
#[rustfmt::skip]
const NOTE_MAKINGS: &[&str] = &[
    "topped", "basted", "brushed", "glazed", "tossed", "dressed", "drizzled", "rendered",
    "stuffed", "started", "tempered",
];

/// The words after such a verb that tie what it is made with to it.
const NOTE_MAKING_TIES: &[&str] = &["with", "in", "on", "w", "using"];

/// Words by which a line printed as a name gives food a content
/// ("curry paste contains ...", "noodles with ...").
const CONTENT_TIES: &[&str] = &["contains", "contain", "has", "have", "with"];

/// The ties that only say how a product is cooked.
#[rustfmt::skip]
const COOKING_TIES: &[&str] = &[
    "cooked", "cook", "cooks", "fried", "fry", "made", "make", "prepared", "simmered",
    "marinated", "seasoned", "cocinado", "cocinados", "cocinadas", "preparado", "preparados",
    "preparadas",
];

/// Words that tie a note's animal product to other food ("cooked with",
/// "all", "has", "llevan"): a note holding one speaks of more than the
/// product.
#[rustfmt::skip]
const PRODUCT_TIES: &[&str] = &[
    "with", "cooked", "cook", "cooks", "fried", "fry", "made", "make", "finish", "finished",
    "brushed", "basted", "tossed", "topped", "glazed", "rendered", "built", "based", "contain",
    "contains", "containing", "prepared", "seasoned", "marinated", "simmered", "have", "has",
    "get", "gets", "go", "goes", "into", "onto",
    "stock", "broth", "everything", "all", "every", "each", "con", "llevan", "lleva", "hecho",
    "hechos", "hecha", "hechas", "cocinado", "cocinados", "cocinadas", "frito", "fritos",
    "fritas", "preparado", "preparados", "preparadas", "todo", "todos", "todas",
];

/// Words by which a note says where its product comes from or when to
/// ask for it: a farm, a butcher, halal, the days and hours, catering.
#[rustfmt::skip]
const OWN_PRODUCT: &[&str] = &[
    "sourced", "source", "sources", "farm", "farms", "farmer", "farmers", "raised", "pasture",
    "pastured", "supplier", "suppliers", "butcher", "butchers", "buy", "bought", "halal",
    "certified", "organic", "hormone", "hormones", "antibiotic", "antibiotics", "humane",
    "humanely", "heritage", "locally", "wild", "caught", "ask", "day", "special", "specials",
    "available", "availability", "market", "catering", "cater", "platter", "platters", "party",
    "parties", "event", "events", "order", "notice", "hours", "pickup", "delivery", "call",
    "allergy", "allergies", "allergen", "allergens", "allergic", "handle", "handles", "granja",
    "proveedor", "proveedores", "monday", "mondays", "tuesday", "tuesdays", "wednesday",
    "wednesdays", "thursday", "thursdays", "friday", "fridays", "saturday", "saturdays",
    "sunday", "sundays", "weekend", "weekends", "weekday", "weekdays", "open", "closed", "try",
    "grass", "fed", "range", "cage", "kotimaista", "kotimainen", "suomalaista",
    // Slovenian, Serbian, Norwegian, Albanian and Azerbaijani farms,
    // and French and Romanian ones.
    "kmetija", "kmetije", "kmetiji", "farma", "farme", "фарма", "фарме", "gård", "gården",
    "fermë", "fermës", "ferma", "fermadan", "ferme", "fermes", "élevage", "éleveur",
    "éleveurs", "fermă", "fermei",
    // French opening hours and days ("Ouvert 6h30-14h, fermé le
    // dimanche"), and Mauritian Kreol's ("ouver", "dimans").
    "ouvert", "ouverte", "ouverts", "ouvertes", "fermé", "fermée", "fermés", "fermées",
    "fermeture", "horaires", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi",
    "dimanche", "lundis", "mardis", "mercredis", "jeudis", "vendredis", "samedis", "dimanches",
    "ouver", "louver", "fermer", "lindi", "merkredi", "zedi", "vandredi", "samdi", "dimans",
];

/// Words of a sentence of hours, days and offers beside its numbers, the
/// days' short names among them ("Open Tue-Sun 11-9").
#[rustfmt::skip]
const HOURS_WORDS: &[&str] = &[
    "and", "to", "till", "until", "am", "pm", "daily", "mon", "tue", "tues", "wed", "thu",
    "thur", "thurs", "fri", "sat", "sun",
];

/// The occasions a kitchen caters or opens for, beside [`HOURS_WORDS`].
#[rustfmt::skip]
const OCCASIONS: &[&str] = &[
    "for", "wedding", "weddings", "birthday", "birthdays", "function", "functions", "festival",
    "festivals", "holiday", "holidays", "office", "offices", "corporate", "private", "groups",
    "bookings", "booking", "takeaway", "takeout",
];

/// Words that keep food apart from a meat ("never", "separately"); a
/// plain "no" may deny a difference ("the soy one is no different"), and
/// "own" may be the meat's recipe, so neither is one.
#[rustfmt::skip]
const NEVER_OR_APART: &[&str] = &[
    "never", "nie", "niemals", "jamais", "nunca", "mai", "nooit", "aldri", "aldrig", "nigdy",
    "nikdy", "soha", "sosem", "separate", "separately", "apart",
];

/// Words by which a sourcing note takes other food in with its meat
/// ("soy version included", "same for the vegan one", "incl. the veggie",
/// "también el vegano").
#[rustfmt::skip]
const TAKEN_IN: &[&str] = &[
    "included", "including", "incl", "same", "also", "too", "both", "either", "ditto",
    "incluido", "incluida", "incluidos", "incluidas", "incluyendo", "también", "tambien",
    "igual", "mismo", "misma", "inclus", "incluse", "compris", "aussi", "même", "auch",
    "inklusive", "inkl", "incluso", "anche", "incluído", "incluída",
];

/// Words of sourcing that the lexicon also reads as a product: a ranch
/// (the farm, not the dressing) and a cut ("cortado a cuchillo", not the
/// coffee).
#[rustfmt::skip]
const SOURCING_LOOK_ALIKES: &[&str] = &[
    "ranch", "ranches", "rancho", "ranchos", "cortado", "cortada", "cortados", "cortadas",
];

/// Whether no other phrase of the mention's sentence, among the mentions
/// of its text (`beside`), names an animal product.
fn only_product_of_its_sentence<'m>(
    mention: &Mention,
    beside: impl IntoIterator<Item = &'m Mention>,
) -> bool {
    beside.into_iter().all(|other| {
        other.sentence != mention.sentence
            || other.span == mention.span
            || (other.signals.is_empty() && other.named.is_empty())
    })
}

/// Words of a meat-free diet a diner names a person's eating by.
#[rustfmt::skip]
const MEAT_FREE_DIET_WORDS: &[&str] = &[
    "vegan", "vegetarian", "veggie", "vegetarisch", "vegetarier", "vegetarierin", "veganer",
    "veganerin", "vegano", "vegana", "vegetariano", "vegetariana", "végétarien",
    "végétarienne", "végane", "végétalien", "végétalienne",
];

/// The fewest words of a labelled meat-free dish's whole name that a
/// diner's phrase must run to for it to name that dish: three, or two in
/// a sentence (`sentence`) naming a meat-free diet, where the diner
/// speaks of what the diet eats.
fn shortest_name_of_meat_free_dish(text: &str, sentence: (usize, usize)) -> usize {
    let names_the_diet = text
        .get(sentence.0..sentence.1)
        .is_some_and(|said| words(said).any(|word| is_one_of(word, MEAT_FREE_DIET_WORDS)));
    if names_the_diet { 2 } else { 3 }
}

/// Whether a word names a diet ("vegan", "vegano", "veggie", "végé").
fn names_a_diet(word: &str) -> bool {
    is_one_of(word, DIET_WORDS)
        || ["veg", "végé", "vejet", "vegg"]
            .iter()
            .any(|diet| word.len() > 3 && starts_with_ignoring_case(word, diet))
}

/// Whether a note's animal product is only its own subject: where it
/// comes from ("our beef is grass-fed from Hill Farm"), when to ask for it
/// ("ask about our fish of the day", "steak and eggs on Sundays"), how to
/// order a platter of it, that it can be added, or which allergens the
/// kitchen handles. A note that ties its product to other food ("cooked
/// with", "all", "has", "llevan") is none of these.
fn only_its_own_product(text: &str) -> bool {
    const OFFERED: &[&str] = &[
        "can be added",
        "may be added",
        "can add",
        "on request",
        "upon request",
        "by request",
        "add-on",
    ];
    let mut own = {
        let lower = text.to_ascii_lowercase();
        OFFERED.iter().any(|offer| lower.contains(offer))
    };
    let all: Vec<&str> = pieces(text, &ALPHANUMERIC).collect();
    for (at, word) in all.iter().enumerate() {
        let tie = PRODUCT_TIES.iter().any(|w| word.eq_ignore_ascii_case(w)) || ties_abroad(word);
        let sourcing = OWN_PRODUCT.iter().any(|w| word.eq_ignore_ascii_case(w));
        // "Trad session every Thursday", "chaque matin": a quantifier
        // before a time counts days, not dishes, and the time is no
        // sourcing either. (Asked only of the words that would count.)
        if !(tie || sourcing) || counts_a_time_abroad(&all, at) {
            continue;
        }
        if tie {
            return false;
        }
        own = true;
    }
    own
}

/// Whether a mention, neither tied to food nor denied, names a meat by
/// its animal ("pork", "goat"), or a breed written right before such a
/// word of its sentence that names the same animal ("kurobuta pork",
/// "wagyu beef"), as the mentions `beside` it show.
fn a_meat_or_its_breed(text: &str, mention: &Mention, beside: &[&Mention]) -> bool {
    let plain = |m: &Mention| !m.tied && !m.denied && m.sentence == mention.sentence;
    let a_meat = |m: &Mention| {
        is_one_of(
            text.get(m.span.0..m.span.1).unwrap_or(""),
            MEATS_BY_THEIR_ANIMAL,
        )
    };
    let bred = mention.signals.intersection(ANIMAL);
    plain(mention)
        && (a_meat(mention)
            || beside.iter().any(|meat| {
                plain(meat)
                    && a_meat(meat)
                    && meat.span.0 > mention.span.1
                    && text
                        .get(mention.span.1..meat.span.0)
                        .is_some_and(|gap| gap.chars().all(char::is_whitespace))
                    && meat.signals.intersection(bred) == bred
            }))
}

/// Whether a mention is a meat and nothing made of it: its products are
/// meat or pork, it is no dish form, nothing ties it to food, and neither
/// it nor the word after it names a fat, a stock or another product of
/// the animal ("bacon grease", "pork fat").
fn a_plain_meat(text: &str, mention: &Mention) -> bool {
    let meat = SignalSet::of(&[S::Meat, S::Pork]);
    let product = mention.signals.intersection(ANIMAL);
    if mention.tied || mention.form || product.intersection(meat) != product {
        return false;
    }
    let phrase = text.get(mention.span.0..mention.span.1).unwrap_or("");
    let after = text
        .get(mention.span.1..)
        .and_then(|rest| pieces(rest, &ALPHANUMERIC).next())
        .unwrap_or("");
    !pieces(phrase, &ALPHANUMERIC)
        .chain(std::iter::once(after))
        .any(|word| {
            is_one_of(word, MADE_OF_IT)
                || MADE_OF_IT
                    .iter()
                    .any(|made| made.len() > 3 && ends_with_ignoring_case(word, made))
        })
}

/// Whether a mention is a word of sourcing that looks like a product
/// ("grass-fed" like the butter, "Ranch" like the dressing, "cortado" like
/// the coffee): every word of it says where from or how cut, and nothing
/// ties or denies it.
fn a_sourcing_look_alike(text: &str, mention: &Mention) -> bool {
    let phrase = text.get(mention.span.0..mention.span.1).unwrap_or("");
    !mention.denied
        && pieces(phrase, &ALPHANUMERIC).next().is_some()
        && pieces(phrase, &ALPHANUMERIC).all(|word| {
            is_one_of(word, SOURCING_LOOK_ALIKES)
                || is_one_of(word, OWN_PRODUCT)
                || is_one_of(word, SOURCING_MARKS)
        })
}

/// Products made of the animal, which a kitchen cooks other food in.
#[rustfmt::skip]
const MADE_OF_IT: &[&str] = &[
    "fat", "fats", "grease", "lard", "dripping", "drippings", "tallow", "suet", "stock",
    "stocks", "broth", "broths", "bone", "bones", "gelatin", "gelatine", "schmalz", "fett",
    "brühe", "fond", "jus", "bouillon", "graisse", "saindoux", "manteca", "grasa", "caldo",
    "zsír", "zsir", "leves", "oil", "juice", "juices", "renderings", "skin", "blood", "kraft", "brodo", "fumet", "consommé", "caldos",
];

/// Words that carry a product on to other food in the languages whose
/// meats a sourcing note names ("leva", "também", "også", "auch").
#[rustfmt::skip]
const TIES_BEYOND: &[&str] = &[
    "also", "too", "aussi", "même", "auch", "ebenfalls", "também", "anche", "ook", "også",
    "också", "leva", "levam", "leve", "com", "feito", "feita", "feitos", "feitas", "em", "nel",
    "nella", "nei", "nelle", "mit", "im", "ins", "auf", "på", "til", "op", "lleva", "llevan",
    "dentro", "into", "goes", "put", "puts", "contiene", "contengono", "contient",
    "contiennent", "contienen", "contém", "contêm", "enthält", "enthalten", "bevat", "nell",
    "nello", "negli",
];

/// Whether a word names the dough of a pizza, bread or pastry, alone or
/// as the end of a compound ("Pizzateig", "sourdough").
fn names_a_dough(word: &str) -> bool {
    is_one_of(word, DOUGH_WORDS)
        || DOUGH_WORDS
            .iter()
            .any(|dough| dough.len() >= 4 && ends_with_ignoring_case(word, dough))
}

/// Whether a character is a letter of a script without capitals (Arabic,
/// Thai, Chinese), the Polynesian glottal stop ("ʻEua") aside.
fn uncased(c: char) -> bool {
    c.is_alphabetic() && !c.is_uppercase() && !c.is_lowercase() && !matches!(c, 'ʻ' | 'ʼ')
}

/// Words for "without", which turn a word keeping food apart back
/// ("never without it").
#[rustfmt::skip]
const WITHOUT: &[&str] = &[
    "without", "sin", "sans", "ohne", "senza", "sem", "zonder", "uten", "utan", "bez",
];

/// Words that deny a product reaches other food ("never", "nie").
#[rustfmt::skip]
const DENIALS: &[&str] = &[
    "never", "not", "no", "nothing", "none", "nie", "nicht", "kein", "keine", "niemals",
    "jamais", "pas", "nunca", "nada", "mai", "non", "nooit", "niet", "aldri", "aldrig", "ikke",
    "inte", "nigdy", "nikdy", "soha", "sosem", "nem",
];

/// Words for the food in general or a meal, which a note tying a product
/// to the menu names ("dishes", "plats", "Gerichte").
#[rustfmt::skip]
const FOOD_IN_GENERAL: &[&str] = &[
    "food", "foods", "dish", "dishes", "meal", "meals", "menu", "plate", "plates", "recipe",
    "recipes", "side", "sides", "sauce", "sauces", "soup", "soups", "plat", "plats", "cuisine",
    "gericht", "gerichte", "gerichten", "speisen", "essen", "platos", "comida", "comidas",
    "piatti", "pratos", "ételek", "étel", "ételeinkbe", "kai", "sakafo",
];

/// Words by which a sentence says who or where a meat is from or how it
/// is made: "from", "our", a cure, "here", in the languages read.
#[rustfmt::skip]
const SOURCING_MARKS: &[&str] = &[
    "from", "our", "own", "family", "family's", "here", "house", "home", "smoked", "cured",
    "aged", "dry", "cut", "thick", "reared", "bred", "breed", "vom", "von", "aus", "unser",
    "unsere", "unseren", "eigenen", "eigener", "hof", "de", "du", "des", "notre", "nos",
    "maison", "fumé", "fumée", "nuestro", "nuestra", "nuestros", "nuestras", "nostro", "nostra",
    "nosso", "nossa", "din", "la", "di", "da", "fra", "från", "iz", "od", "z", "avy",
    "családi", "tanya", "tanyáról", "tanyánkról", "jak",
];

/// Whether a word opens with a capital letter, past any mark before it
/// ("ʻEua").
fn capitalised(word: &str) -> bool {
    word.chars()
        .find(|c| c.is_alphabetic() && !matches!(c, 'ʻ' | 'ʼ'))
        .is_some_and(char::is_uppercase)
}

fn starts_with_ignoring_case(word: &str, start: &str) -> bool {
    word.get(..start.len())
        .is_some_and(|head| head.eq_ignore_ascii_case(start))
}

fn ends_with_ignoring_case(word: &str, end: &str) -> bool {
    word.len() >= end.len()
        && word
            .get(word.len() - end.len()..)
            .is_some_and(|tail| tail.eq_ignore_ascii_case(end))
}

/// The sentences of a text, each with the byte it starts at: it ends at a
/// full stop, a question or exclamation mark or a semicolon before a
/// space, or at a line's end.
/// A word written in Hangul syllables, in the Revised Romanisation
/// ("수육" is "suyuk", "한국어" is "hangugeo"): how a Korean menu's dish
/// is named in the English of its notes. A final consonant before a
/// syllable opening on a silent consonant is carried over as that
/// syllable's first sound. Any other word has none.
fn romanised_hangul(word: &str) -> Option<String> {
    const FIRST: [&str; 19] = [
        "g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t",
        "p", "h",
    ];
    const VOWEL: [&str; 21] = [
        "a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo",
        "we", "wi", "yu", "eu", "ui", "i",
    ];
    /// A final consonant closing a word or before a sounded one.
    const LAST: [&str; 28] = [
        "", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p",
        "p", "t", "t", "ng", "t", "t", "k", "t", "p", "t",
    ];
    /// A final consonant carried over to a silent one after it.
    const CARRIED: [&str; 28] = [
        "", "g", "kk", "ks", "n", "nj", "n", "d", "r", "lg", "lm", "lb", "ls", "lt", "lp", "r",
        "m", "b", "bs", "s", "ss", "ng", "j", "ch", "k", "t", "p", "",
    ];
    let syllables: Vec<u32> = word
        .chars()
        .map(|c| u32::from(c).checked_sub(0xAC00).filter(|&at| at < 11172))
        .collect::<Option<Vec<u32>>>()?;
    if syllables.is_empty() {
        return None;
    }
    let mut out = String::with_capacity(syllables.len() * 4);
    for (at, &syllable) in syllables.iter().enumerate() {
        let (first, vowel, last) = (syllable / 588, syllable % 588 / 28, syllable % 28);
        out.push_str(FIRST[first as usize]);
        out.push_str(VOWEL[vowel as usize]);
        let silent_next = syllables.get(at + 1).is_some_and(|next| next / 588 == 11);
        out.push_str(if silent_next {
            CARRIED[last as usize]
        } else {
            LAST[last as usize]
        });
    }
    Some(out)
}

/// The kinds of shared equipment a claim of dedicated preparation covers:
/// a kitchen or room of its own covers every kind, a fryer or a grill
/// only its own (a dedicated fryer never clears a shared grill).
fn kinds_a_dedicated_claim_covers(text: &str) -> SignalSet {
    let mut covers = SignalSet::EMPTY;
    for word in words(text) {
        if is_one_of(word, &["kitchen", "kitchens", "room"]) {
            return SHARED_EQUIPMENT;
        }
        if is_one_of(word, &["fryer", "fryers"]) {
            covers.insert(S::SharedFryer);
        }
        if is_one_of(word, &["grill", "grills"]) {
            covers.insert(S::SharedGrill);
        }
    }
    covers
}

/// Words that keep a listed dish off equipment ("the rendang never goes
/// on it").
const DISH_KEPT_OFF: &[&str] = &["never", "not", "no", "nothing", "nor"];

/// Where the clauses of `sentence` end (a comma, a dash, "but",
/// "though"), as byte offsets into it.
fn clause_ends(sentence: &str) -> impl Iterator<Item = usize> + '_ {
    let bytes = sentence.as_bytes();
    (1..bytes.len()).filter(move |&at| {
        matches!(bytes.get(at), Some(b',' | b';'))
            || (bytes.get(at) == Some(&b' ')
                && sentence.get(at + 1..).is_some_and(|rest| {
                    ["but ", "though ", "- ", "although "]
                        .iter()
                        .any(|w| rest.starts_with(w))
                }))
    })
}

fn sentences_of(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let bytes = text.as_bytes();
    let mut start = 0;
    let mut at = 0;
    std::iter::from_fn(move || {
        while at < bytes.len() {
            let byte = bytes[at];
            at += 1;
            let ends = byte == b'\n'
                || (matches!(byte, b'.' | b'!' | b'?' | b';')
                    && bytes.get(at).is_none_or(|b| b.is_ascii_whitespace()));
            if ends {
                let from = start;
                start = at;
                return Some((from, &text[from..at]));
            }
        }
        (start < bytes.len()).then(|| {
            let from = start;
            start = bytes.len();
            (from, &text[from..])
        })
    })
}

/// Whether the word at `at` of `all` is a quantifier counting a time or
/// that time, an article allowed between them ("tous les jours", "every
/// Thursday", "chaque matin", "ทุกวัน").
fn counts_a_time_abroad(all: &[&str], at: usize) -> bool {
    /// Times in the languages read beyond English (Mauritian Kreol's
    /// "maten" and "zour" beside the French, whose days are counted too:
    /// "tous les mardis").
    #[rustfmt::skip]
    const TIMES_ABROAD: &[&str] = &[
        "jour", "jours", "soir", "soirs", "matin", "matins", "midi", "semaine", "maten", "zour",
        "lundis", "mardis", "mercredis", "jeudis", "vendredis", "samedis", "dimanches", "lundi",
        "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
        "tag", "tage", "abend", "woche", "día", "días", "dia", "dias", "noche", "noches",
        "giorno", "giorni", "sera", "zi", "zile", "nap", "este", "hét",
    ];
    let quantifier = |w: &str| {
        grammar::is_quantifier(w)
            || grammar::is_quantifier_abroad(w, w.is_ascii())
            || is_one_of(w, EACH_ABROAD)
    };
    let time = |w: &str| is_one_of(w, TIMES) || is_one_of(w, TIMES_ABROAD);
    let word = all.get(at).copied().unwrap_or("");
    counts_a_time(all, at)
        || (quantifier(word)
            && (all.get(at + 1).is_some_and(|w| time(w))
                || all.get(at + 2).is_some_and(|w| time(w))))
        || (time(word)
            && ((at > 0 && all.get(at - 1).is_some_and(|w| quantifier(w)))
                || (at > 1 && all.get(at - 2).is_some_and(|w| quantifier(w)))))
}

/// Whether the word at `at` of a sentence is a word of making after "is"
/// or "are" ("is made", "are marinated") and every word after it says
/// only by whom, where or when: "by", a name (`a_name`), a number, a
/// sourcing word, "in-house", "overnight". "Are cooked with the rice",
/// "is made for the vegan bowls" say more.
fn says_how_its_meat_is_made(all: &[&str], at: usize, a_name: impl Fn(&str) -> bool) -> bool {
    #[rustfmt::skip]
    const MAKING: &[&str] = &[
        "made", "marinated", "prepared", "seasoned", "cooked", "smoked", "cured", "hecho",
        "hecha", "feito", "feita", "fatto", "fatta", "gemacht", "fait", "faite",
    ];
    const BEING: &[&str] = &[
        "is", "are", "was", "were", "es", "é", "è", "ist", "sind", "est",
    ];
    #[rustfmt::skip]
    const SAID_OF_THE_MAKING: &[&str] = &[
        "by", "a", "an", "the", "in", "house", "here", "on", "site", "premises", "overnight",
        "daily", "fresh", "freshly", "and", "over", "hand", "slowly", "slow", "for", "hours",
        "at", "por", "em", "casa", "à", "mão", "mano", "von", "par", "sur", "place", "maison",
        "weekly", "twice", "week",
    ];
    let Some(word) = all.get(at) else {
        return false;
    };
    // "is made", "are USDA Choice, marinated": the meat is what is made.
    if !is_one_of(word, MAKING) || !all[..at].iter().any(|w| is_one_of(w, BEING)) {
        return false;
    }
    all.iter().enumerate().skip(at + 1).all(|(index, word)| {
        // "in" before a place or "house", never before other food.
        if word.eq_ignore_ascii_case("in") {
            let next = all.get(index + 1).copied().unwrap_or("");
            return next.eq_ignore_ascii_case("house") || a_name(next);
        }
        word.bytes().all(|b| b.is_ascii_digit())
            || is_one_of(word, SAID_OF_THE_MAKING)
            || is_one_of(word, SOURCING_MARKS)
            || is_one_of(word, OWN_PRODUCT)
            || is_one_of(word, ARRIVALS)
            || a_name(word)
    })
}

/// Whether a sentence, every word of it understood, says the meat goes
/// only into the meat dishes: "It only goes into the meat dishes", "Só
/// entra nos pratos de carne", "Trafia tylko do dań mięsnych", "Kommt nur
/// in die Fleischgerichte", "Solo va en los platos de carne". A limit is
/// the opposite of a tie: it names the meat dishes as the one place the
/// meat goes. It needs a word for "only" before a word for dishes joined
/// to a word for meat, and nothing else but the words of going or using,
/// pronouns, articles and prepositions; any other word (another food, a
/// diet, "also", a denial) leaves the sentence to the other readings.
fn limits_to_the_meat_dishes(all: &[&str]) -> bool {
    #[rustfmt::skip]
    const ONLY: &[&str] = &[
        "only", "solely", "exclusively", "só", "somente", "apenas", "exclusivamente", "solo",
        "sólo", "solamente", "únicamente", "unicamente", "soltanto", "tylko", "wyłącznie", "nur",
        "ausschließlich", "ausschliesslich", "seulement", "uniquement", "alleen", "enkel",
    ];
    #[rustfmt::skip]
    const DISHES: &[&str] = &[
        "dish", "dishes", "plates", "pratos", "platos", "piatti", "plats", "gerichte",
        "gerichten", "gerechten", "dań", "dania", "potraw", "potrawy",
    ];
    #[rustfmt::skip]
    const MEAT: &[&str] = &[
        "meat", "carne", "carnes", "mięsnych", "mięsne", "mięsa", "mięsem", "fleisch", "viande",
        "viandes", "vlees",
    ];
    /// Dishes of meat in one word.
    const MEAT_DISHES: &[&str] = &[
        "fleischgerichte",
        "fleischgerichten",
        "vleesgerechten",
        "mięsne",
    ];
    #[rustfmt::skip]
    const GOING: &[&str] = &[
        "it", "is", "goes", "go", "used", "use", "we", "ever", "put", "entra", "vai", "é", "usado",
        "usada", "usamos", "va", "se", "usa", "finisce", "usato", "usata", "trafia",
        "idzie", "używamy", "kommt", "geht", "es", "wird", "verwendet", "verwenden", "wir", "il",
        "elle", "est", "utilisé", "utilisée", "gaat", "wordt", "gebruikt", "het",
    ];
    #[rustfmt::skip]
    const LINKS: &[&str] = &[
        "the", "our", "in", "into", "on", "for", "of", "nos", "nas", "no", "na", "em", "os", "de",
        "do", "dos", "en", "los", "las", "a", "para", "nei", "nelle", "negli", "i", "di", "del",
        "w", "z", "do", "to", "die", "den", "unsere", "dans", "les", "des", "onze",
    ];
    let mut only = false;
    let mut dishes = false;
    let mut meat = false;
    for (at, word) in all.iter().enumerate() {
        if is_one_of(word, ONLY) {
            only = true;
        } else if is_one_of(word, MEAT_DISHES) && only {
            dishes = true;
            meat = true;
        } else if is_one_of(word, DISHES) && only {
            dishes = true;
            // The meat is written beside the dishes ("meat dishes", "dań
            // mięsnych") or after "of" ("pratos de carne").
            let near = |index: Option<usize>| {
                index
                    .and_then(|index| all.get(index))
                    .is_some_and(|w| is_one_of(w, MEAT))
            };
            meat |= near(at.checked_sub(1))
                || near(Some(at + 1))
                || (all
                    .get(at + 1)
                    .is_some_and(|w| is_one_of(w, &["de", "di", "of"]))
                    && near(Some(at + 2)));
        } else if !(is_one_of(word, MEAT) || is_one_of(word, GOING) || is_one_of(word, LINKS)) {
            return false;
        }
    }
    only && dishes && meat
}

/// Whether a text ties a product to other food anywhere ("goes into",
/// "cooked with", "every", "în toate tocanele"), a quantifier counting a
/// time aside ("every Thursday").
fn ties_a_product_to_food(text: &str) -> bool {
    let all: Vec<&str> = pieces(text, &ALPHANUMERIC).collect();
    (0..all.len()).any(|at| {
        !counts_a_time(&all, at)
            && all.get(at).is_some_and(|word| {
                is_one_of(word, PRODUCT_TIES) || is_one_of(word, USE_TIES) || ties_abroad(word)
            })
    })
}

/// Whether a word of another language than English and Spanish may tie
/// a product to food: a quantifier of any language the engine reads
/// ("tous", "alle"), a word for "each" ([`EACH_ABROAD`]), and the French,
/// Romanian and Swedish words for "all", "with" and "in", whose meats a
/// sourcing line may name, the French and Kreol "for" ("pour nos
/// plats", "pou dholl puri"), and the French and Kreol words of cooking
/// with it ("cuits", "mijoté", "kwit"): a line of hours beside such words
/// says more than where the meat is from. (Kreol's "dan", "in", is also
/// the Turkish "from" written after an apostrophe: "Trakya'dan".)
fn ties_abroad(word: &str) -> bool {
    #[rustfmt::skip]
    const TIES: &[&str] = &[
        "avec", "dans", "pour", "pou", "toate", "toți", "toti", "tot", "toată",
        "toata", "cu", "în", "alla", "allt", "med", "i", "cuit", "cuits", "cuite", "cuites",
        "cuisiné", "cuisinés", "cuisinée", "cuisinées", "frit", "frits", "fait", "faits",
        "préparé", "préparés", "préparée", "préparées", "mijoté", "mijotés", "mijotée",
        "mijotées", "contient", "contiennent", "kwit", "fri",
    ];
    grammar::is_quantifier(word)
        || grammar::is_quantifier_abroad(word, word.is_ascii())
        || is_one_of(word, EACH_ABROAD)
        || is_one_of(word, TIES)
}

/// A key's text (what follows its mark or code) without the sentences
/// after its first that speak of other food: those that only keep the
/// kitchen's meat side apart ([`keeps_the_meat_side_apart`]), and those
/// `of_another_dish` tells (handed the text from the sentence on) are
/// about one unmarked dish of the menu. "(V) =
/// no meat, no fish, no egg. The non-veg counter is cooked in its own
/// kitchen." says what the mark means, and the meat it then names is the
/// meat dishes', not the marked dishes'.
pub(crate) fn without_the_meat_side_kept_apart<'t>(
    text: &'t str,
    scratch: &mut Scratch,
    of_another_dish: impl Fn(&str) -> bool,
) -> Cow<'t, str> {
    // (A text with no word for "own", "separate" or "apart" keeps its
    // meat side.)
    let apart = pieces(text, &ALPHANUMERIC).any(|word| is_one_of(word, KEPT_APART));
    without_later_sentences(text, |sentence, on| {
        (apart && keeps_the_meat_side_apart(sentence, scratch)) || of_another_dish(on)
    })
}

/// `text` without the sentences after its first that `said_elsewhere`
/// tells speak of other food (it is handed the sentence and the text
/// from the sentence on); whole when there are none, or when a sentence
/// after one dropped points back to it ("Lamb is grilled separately; its
/// fat glazes the naan").
pub(crate) fn without_later_sentences(
    text: &str,
    mut said_elsewhere: impl FnMut(&str, &str) -> bool,
) -> Cow<'_, str> {
    let mut kept: Option<String> = None;
    for (index, (from, sentence)) in sentences_of(text).enumerate() {
        if index > 0 && sentence.trim().len() > 1 && said_elsewhere(sentence, &text[from..]) {
            kept.get_or_insert_with(|| text[..from].to_owned());
            continue;
        }
        if let Some(kept) = kept.as_mut() {
            if pieces(sentence, &ALPHANUMERIC)
                .any(|word| is_one_of(word, crate::lexicon::BACK_REFERENCES))
            {
                return Cow::Borrowed(text);
            }
            kept.push_str(sentence);
        }
    }
    kept.map_or(Cow::Borrowed(text), Cow::Owned)
}

/// Whether a sentence only keeps the kitchen's meat side apart: "The
/// non-veg counter is cooked in its own kitchen with its own handi and
/// tawa", "Meat is prepared separately". Its subject is the meat side (an
/// animal word or a denied diet, with articles and a word for a part of
/// the kitchen, [`KITCHEN_SIDES`]) and names every animal product of the
/// sentence; it says "own", "separate" or "apart"; each word after the
/// verb that could put the product into food only says how it is cooked
/// or leads to the meat side's own place ("in its own kitchen", "with
/// their own pots"); and it names no meat-free food (a diet, a bracketed
/// code) and takes none in ("same", "shared", "also"). "The (V) dishes
/// share its tawa", "Chicken is cooked in its own pot, then added to the
/// dal" say more.
fn keeps_the_meat_side_apart(sentence: &str, scratch: &mut Scratch) -> bool {
    let all: Vec<&str> = pieces(sentence, &ALPHANUMERIC).collect();
    let non = |at: usize| at > 0 && all[at - 1].eq_ignore_ascii_case("non");
    let apart = all.iter().any(|word| is_one_of(word, KEPT_APART));
    let other_food = all.iter().enumerate().any(|(at, word)| {
        ((is_one_of(word, DIET_WORDS) || names_a_diet(word)) && !non(at))
            || is_one_of(word, TAKEN_IN)
            || is_one_of(word, COOKED_WITH_WORDS)
            || is_one_of(word, crate::lexicon::AGAIN)
    });
    let a_code = sentence.split('(').skip(1).any(|after| {
        after.split_once(')').is_some_and(|(code, _)| {
            (1..=4).contains(&code.len()) && code.chars().all(char::is_alphanumeric)
        })
    });
    if !apart || other_food || a_code {
        return false;
    }
    let Some((verb, verb_at)) = first_sentence_verb(sentence) else {
        return false;
    };
    if verb == 0 {
        return false;
    }
    let was_menu_text = scratch.menu_text;
    scratch.menu_text = true;
    read_text(sentence, scratch);
    scratch.menu_text = was_menu_text;
    let products: Vec<(usize, usize)> = scratch
        .mentions
        .iter()
        .filter(|m| !m.denied && m.signals.any(ANIMAL))
        .map(|m| m.span)
        .collect();
    // Every animal product stands in the subject, before the verb.
    if products.iter().any(|&(start, _)| start >= verb_at) {
        return false;
    }
    let subject = &sentence[..verb_at];
    let meat_side = !products.is_empty() || !diet_denied(subject).is_empty();
    let only_the_meat_side = all[..verb].iter().enumerate().all(|(at, word)| {
        let start = word.as_ptr() as usize - sentence.as_ptr() as usize;
        grammar::is_opener_or_article(word)
            || grammar::is_filler(word)
            || word.eq_ignore_ascii_case("non")
            || (is_one_of(word, DIET_WORDS) && non(at))
            || is_one_of(word, KITCHEN_SIDES)
            || is_one_of(word, PRODUCT_HEADS)
            || is_one_of(word, CONJUNCTIONS)
            || products
                .iter()
                .any(|&(from, to)| from <= start && start < to)
    });
    // "cooked", "prepared": how it is cooked; "in its own kitchen", "has
    // its own tawa": its own place. Any other tie puts it into food.
    let to_its_own_place = |at: usize| {
        all.iter()
            .skip(at + 1)
            .take(2)
            .any(|word| is_one_of(word, KEPT_APART))
    };
    let no_tie = all.iter().enumerate().skip(verb + 1).all(|(at, word)| {
        let tie = is_one_of(word, PRODUCT_TIES)
            || is_one_of(word, USE_TIES)
            || is_one_of(word, TIES_BEYOND)
            || ties_abroad(word)
            || grammar::names_the_whole_menu(word)
            || grammar::is_every_of(word);
        !tie || is_one_of(word, COOKING_TIES) || to_its_own_place(at)
    });
    meat_side && only_the_meat_side && no_tie
}

/// Words that name the make a dish has when not made meat-free ("our
/// classic borshch", "the regular chili").
#[rustfmt::skip]
const OTHER_MAKES: &[&str] = &[
    "classic", "regular", "traditional", "original", "usual", "standard", "meat", "non-vegan",
    "clásico", "clásica", "tradicional", "classique", "classico", "classica", "klassische",
];

/// Whether a mention of a note lies in a clause about the dish's other
/// make, which another clause sets the meat-free one apart from: "Our
/// classic borshch is cooked on pork ribs; the (VG) pisnyi borshch has
/// its own broth". The clause naming the other make names no diet; the
/// one naming the diet ("vegan", a bracketed code) says "own" or
/// "separate". One clause saying both ("the classic and the (VG) borshch
/// are cooked on pork ribs") keeps the product.
fn kept_to_another_make(text: &str, mention: &Mention) -> bool {
    let names_a_diet = |clause: &str| {
        words(clause).any(|w| is_one_of(w, DIET_WORDS))
            || clause.split('(').skip(1).any(|after| {
                after.split_once(')').is_some_and(|(code, _)| {
                    (1..=3).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_alphabetic())
                })
            })
    };
    let mut start = 0;
    let mut its_clause = None;
    let mut apart = false;
    for clause in text.split_inclusive([';', '.']) {
        let end = start + clause.len();
        if (start..end).contains(&mention.span.0) {
            its_clause = Some(&text[start..mention.span.0]);
            if names_a_diet(clause) {
                return false;
            }
        } else if names_a_diet(clause)
            && words(clause).any(|w| is_one_of(w, KEPT_APART))
            && !words(clause).any(|w| is_one_of(w, &["same", "also", "too", "shared", "as"]))
        {
            apart = true;
        }
        start = end;
    }
    apart && its_clause.is_some_and(|before| words(before).any(|w| is_one_of(w, OTHER_MAKES)))
}

/// Words that say when a product comes in or something happens ("every
/// morning", "each week", "every Thursday"): a quantifier before one
/// counts days, not dishes.
#[rustfmt::skip]
const TIMES: &[&str] = &[
    "morning", "mornings", "day", "days", "night", "nights", "evening", "evenings", "week",
    "weeks", "weekend", "weekends", "month", "months", "season", "seasons", "year", "years",
    "dawn", "tide", "boat", "delivery", "deliveries", "monday", "tuesday", "wednesday",
    "thursday", "friday", "saturday", "sunday",
];

/// Whether the word at `at` of `all` is a quantifier counting a time or
/// the time it counts ("every morning", "each Friday").
fn counts_a_time(all: &[&str], at: usize) -> bool {
    let timed = |w: Option<&&str>| w.is_some_and(|w| is_one_of(w, TIMES));
    all.get(at).is_some_and(|word| {
        (grammar::is_quantifier(word) && timed(all.get(at + 1)))
            || (is_one_of(word, TIMES)
                && at > 0
                && all.get(at - 1).is_some_and(|w| grammar::is_quantifier(w)))
    })
}

/// Words that say how a product comes to the kitchen ("Haddock landed
/// at Peterhead market").
#[rustfmt::skip]
const ARRIVALS: &[&str] = &[
    "landed", "delivered", "arrives", "arrive", "shipped", "flown", "trucked", "caught",
    "sourced", "supplied", "bought", "picked", "harvested",
];

/// Whether a menu line says what it holds goes on every dish or plate
/// ("oyster sauce (comes on every choy sum and gai lan plate)", "chipotle
/// mayo, served with all our burgers"): a sauce or a side printed as a
/// dish that says so speaks of the other dishes, as a note does.
fn goes_on_every_dish(text: &str) -> bool {
    const GOES: &[&str] = &[
        "comes", "come", "goes", "go", "served", "added", "poured", "spooned",
    ];
    const ON: &[&str] = &["on", "with", "over", "to", "in"];
    let (mut before_last, mut last) = ("", "");
    words(text).any(|word| {
        let found = is_one_of(before_last, GOES)
            && is_one_of(last, ON)
            && is_one_of(word, &["every", "each", "all"]);
        (before_last, last) = (last, word);
        found
    })
}

/// Whether a note says only where its product comes from and when
/// ("Haddock landed at Peterhead market every morning"): "every" before a
/// time counts days, not dishes, and a note that ties its product to food
/// ("with", "cooked", "in every sauce") is none.
fn only_where_it_comes_from(text: &str) -> bool {
    let all: Vec<&str> = pieces(text, &ALPHANUMERIC).collect();
    let mut arrives = false;
    for (at, word) in all.iter().enumerate() {
        // "every morning", and the time itself.
        if counts_a_time(&all, at) {
            continue;
        }
        // "flown in from ...", "trucked in": the way in, not other food
        // ("flown in for the veg tacos" is).
        let way_in = word.eq_ignore_ascii_case("in")
            && at > 0
            && is_one_of(all[at - 1], ARRIVALS)
            && all
                .get(at + 1)
                .is_none_or(|next| next.eq_ignore_ascii_case("from"));
        if is_one_of(word, PRODUCT_TIES) || (is_one_of(word, USE_TIES) && !way_in) {
            return false;
        }
        arrives |= is_one_of(word, ARRIVALS);
    }
    arrives
}

/// What a note speaks of: its name without the note's own words ("About
/// our rice & peas" speaks of "rice & peas"), and each part of its text
/// before a colon or a spaced dash ("Pesto: contains milk", "green curry -
/// shrimp paste").
fn note_subjects<'t>(name: &'t str, description: &'t str) -> impl Iterator<Item = &'t str> {
    const NOTE_WORDS: &[&str] = &["about", "our", "the", "note", "on"];
    let mut subject = name.trim();
    while let Some(first) = words(subject).next() {
        if !NOTE_WORDS.iter().any(|w| first.eq_ignore_ascii_case(w)) {
            break;
        }
        let after = first.as_ptr() as usize - subject.as_ptr() as usize + first.len();
        subject = subject[after..].trim_start();
    }
    let parts = description.split([';', '.', '\n']).filter_map(|part| {
        let part = part.trim();
        let end = part.find(':').into_iter().chain(part.find(" - ")).min()?;
        Some(part[..end].trim())
    });
    std::iter::once(subject)
        .chain(parts)
        .filter(|subject| subject.len() >= 4)
}

/// The kinds of dish a text claims all of for a diet ("all our cocktails
/// are vegan", "All of the soups are vegetarian"): the kind's word and the
/// label it claims. A claim over the whole menu ("all our dishes") is read
/// elsewhere, and one over a kind narrowed by a diet ("all our vegan sauces
/// are ...") names no listed kind.
fn claims_over_a_kind(text: &str) -> Vec<(&str, S)> {
    const OPENERS: &[&str] = &["of", "our", "the", "my"];
    const LINKS: &[&str] = &["are", "is", "r"];
    const DEGREES: &[&str] = &[
        "100%",
        "100",
        "fully",
        "totally",
        "completely",
        "all",
        "always",
    ];
    // A claim over a kind says "all": most declarations do not, and are
    // not split into a list of their words.
    if !words(text).any(|w| w.eq_ignore_ascii_case("all")) {
        return Vec::new();
    }
    let all: Vec<&str> = words(text).collect();
    let mut found = Vec::new();
    for (at, word) in all.iter().enumerate() {
        if !word.eq_ignore_ascii_case("all") {
            continue;
        }
        let mut next = at + 1;
        while all
            .get(next)
            .is_some_and(|w| OPENERS.iter().any(|o| w.eq_ignore_ascii_case(o)))
        {
            next += 1;
        }
        let Some(&kind) = all.get(next) else {
            continue;
        };
        let mut link = next + 1;
        if !all
            .get(link)
            .is_some_and(|w| LINKS.iter().any(|l| w.eq_ignore_ascii_case(l)))
        {
            continue;
        }
        link += 1;
        while all
            .get(link)
            .is_some_and(|w| DEGREES.iter().any(|d| w.eq_ignore_ascii_case(d)))
        {
            link += 1;
        }
        let diet = match all.get(link).map(|w| w.to_ascii_lowercase()) {
            Some(w) if w == "vegan" => S::VeganLabel,
            Some(w) if w == "vegetarian" => S::VegetarianLabel,
            _ => continue,
        };
        let whole_menu = [
            "dishes",
            "dish",
            "food",
            "items",
            "menu",
            "meals",
            "recipes",
            "products",
            "things",
            "vegan",
            "vegetarian",
            "veggie",
        ];
        if kind.len() >= 3 && !whole_menu.iter().any(|w| kind.eq_ignore_ascii_case(w)) {
            found.push((kind, diet));
        }
    }
    found
}

/// Whether a dish's own line takes off or replaces every one of
/// `products`, the words naming the animal products of a line that says
/// what every dish comes with. A line whose products were read only from
/// phrases of several words (no word alone) is never taken off.
fn takes_off_all(dish: &MenuItem, products: &[&str]) -> bool {
    !products.is_empty()
        && products.iter().all(|word| {
            takes_off_or_replaces(&dish.name, word)
                || dish
                    .description
                    .as_deref()
                    .is_some_and(|description| takes_off_or_replaces(description, word))
        })
}

/// Whether `text` takes `word` off the dish or puts something in its place:
/// "lemon-tahini instead of ranch", "no ranch", "without the egg", "minus
/// the butter", "sans crema", "in place of aioli".
fn takes_off_or_replaces(text: &str, word: &str) -> bool {
    const LEADS: &[&[&str]] = &[
        &["instead", "of"],
        &["in", "place", "of"],
        &["no"],
        &["not"],
        &["without"],
        &["minus"],
        &["sans"],
        &["omit"],
    ];
    const ARTICLES: &[&str] = &["the", "our", "any", "a", "an"];
    let lower = text.to_lowercase();
    let word = word.to_lowercase();
    lower.match_indices(word.as_str()).any(|(at, _)| {
        let end = at + word.len();
        let whole = !lower[..at]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
            && !lower[end..]
                .chars()
                .next()
                .is_some_and(char::is_alphanumeric);
        if !whole {
            return false;
        }
        let mut before: Vec<&str> = words(&lower[..at]).collect();
        if before.last().is_some_and(|last| is_one_of(last, ARTICLES)) {
            before.pop();
        }
        LEADS.iter().any(|lead| before.ends_with(lead))
    })
}

/// Whether a menu line says what every dish of its section comes with:
/// its name opens with "Served with" or "Comes with" ("Served with",
/// "Comes with:"), or it says "every", "each" or "all" of the dishes and
/// "served with", "comes with" ("every entrée comes with ...", "all mains
/// are served with ...").
fn says_a_section_default(name: &str, description: &str) -> bool {
    const SERVED: &[&str] = &[
        "served with",
        "comes with",
        "come with",
        "accompanied by",
        "served alongside",
        // What every dish of the section is built on or finished with:
        // "all sandwiches served on our milk bread", "all grain bowls are
        // topped with a jammy egg".
        "served on",
        "come on",
        "comes on",
        "topped with",
        "finished with",
        // The base every dish of the section starts from: "all of our
        // stews and soups start from our beef-bone broth".
        "start from",
        "starts from",
        "start with",
        "starts with",
        "begin with",
        "begins with",
        "made from",
        "based on",
        "built on",
    ];
    let name = name.trim();
    if SERVED.iter().any(|s| {
        name.get(..s.len())
            .is_some_and(|start| start.eq_ignore_ascii_case(s))
    }) {
        return true;
    }
    // The quantifier first, before any copy: few lines say "every",
    // "each" or "all".
    if !words(description).take(4).any(|w| {
        ["every", "each", "all"]
            .iter()
            .any(|q| w.eq_ignore_ascii_case(q))
    }) {
        return false;
    }
    let lower = description.to_lowercase();
    SERVED.iter().any(|s| lower.contains(s))
}

/// Whether `text` names the dish `name` whole (without its parenthesised
/// parts, and only a name of two words or more: "Vegan Lasagna", "Garden
/// Ramen").
fn names_whole(text: &str, name: &str) -> bool {
    let name = before_parenthesis(name).trim();
    words(name).nth(1).is_some() && contains_ignoring_case(text, name)
}

/// Whether `text` says "every", "each" or "all (our)" of the kind of dish
/// `name` is ("Every risotto", "All soups", "all our soups").
#[cfg(test)]
fn every_of_its_kind(text: &str, name: &str) -> bool {
    every_of_its_head(text, dish_head(name))
}

/// [`every_of_its_kind`] for a dish whose head word (its [`dish_head`]) is
/// known.
/// The words [`every_of_its_head`] needs before the head.
pub(crate) const EVERY_WORDS: &[&str] = &["every", "each", "all"];

fn every_of_its_head(text: &str, head: &str) -> bool {
    let mut before = ["", ""];
    for word in words(text) {
        if singular(word).eq_ignore_ascii_case(head) {
            let quantified = |w: &str| EVERY_WORDS.iter().any(|q| w.eq_ignore_ascii_case(q));
            if quantified(before[0])
                || (before[0].eq_ignore_ascii_case("our") && quantified(before[1]))
            {
                return true;
            }
        }
        before = [word, before[0]];
    }
    false
}

/// The cells of the row of a pipe table (`description`, a header line and
/// one line per row) that names the dish `name` by its first cell and the
/// header's first cell ("Vegan" under "Burger" is a "Vegan Burger"), as
/// one text; a ditto mark ("″", "〃", "\"", "ditto") repeats the cell
/// above it.
fn table_row_for(description: &str, name: &str) -> Option<String> {
    const DITTOS: &[&str] = &["″", "〃", "\"", "''", "”", "ditto", "do.", "same"];
    let mut lines = description
        .lines()
        .map(|line| line.split('|').map(str::trim).collect::<Vec<&str>>());
    let header = lines.next()?;
    let head = *header.first()?;
    let wanted = dish_name_key(name, None);
    let mut above: Vec<&str> = Vec::new();
    for row in lines {
        let cells: Vec<&str> = row
            .iter()
            .enumerate()
            .map(|(at, &cell)| match above.get(at) {
                Some(&earlier) if is_one_of(cell, DITTOS) => earlier,
                _ => cell,
            })
            .collect();
        if let Some((first, rest)) = cells.split_first()
            && !rest.is_empty()
            && dish_name_key(&format!("{first} {head}"), None) == wanted
        {
            return Some(rest.join(", "));
        }
        above = cells;
    }
    None
}

/// Whether `text` names a dish by a diet word and its head word ("an
/// image: Vegetarian cannelloni under a layer of beef ragù", "the vegan
/// tacos"): a note that does speaks of the labelled dish of that head.
fn diet_before_its_head(text: &str, head: &str) -> bool {
    const DIETS: &[&str] = &["vegan", "vegetarian", "veggie", "plant-based"];
    let mut before = "";
    words(text).any(|word| {
        let named = singular(word).eq_ignore_ascii_case(head) && is_one_of(before, DIETS);
        before = word;
        named
    })
}

/// `haystack` contains `needle`, compared without ASCII case.
fn contains_ignoring_case(haystack: &str, needle: &str) -> bool {
    let (hay, needle) = (haystack.as_bytes(), needle.as_bytes());
    !needle.is_empty()
        && hay.len() >= needle.len()
        && hay
            .windows(needle.len())
            .any(|window| window.eq_ignore_ascii_case(needle))
}

/// The labels a dish is meat-free by.
const MEAT_FREE_LABELS: SignalSet = SignalSet::of(&[S::VeganLabel, S::VegetarianLabel]);

/// What a diner calls a dish, without a plural "s" or its bracketed label:
/// "Spring Pea Risotto (vegan)" is a risotto.
/// Whether `word` is `kind`'s plural by "-ies", whole or with its "s"
/// already cut ("curries", "currie" of "curry"): `singular` keeps the "ie".
fn a_y_plural_of(word: &str, kind: &str) -> bool {
    let word = word.to_ascii_lowercase();
    let stem = word.strip_suffix("ies").or_else(|| word.strip_suffix("ie"));
    let kind = kind.to_ascii_lowercase();
    stem.is_some_and(|stem| !stem.is_empty() && kind.strip_suffix('y') == Some(stem))
}

fn dish_head(name: &str) -> &str {
    singular(head_word(before_parenthesis(name)))
}

/// `name` up to its first "(" (all of it without one): by byte, as a
/// dish's name is short and a character search costs more to set up.
fn before_parenthesis(name: &str) -> &str {
    match name.bytes().position(|b| b == b'(') {
        Some(at) => name.get(..at).unwrap_or(name),
        None => name,
    }
}

/// Meat and fish: what a plant protein takes the place of.
const FLESH_SIGNALS: SignalSet = SignalSet::of(&[S::Meat, S::Pork, S::Fish, S::Shellfish]);

/// The number a dish is printed with: "10. Vegan Pad Thai", "#7 The
/// Hulk", "No. 12 Lo Mein", "(4) Tofu Pad Thai".
pub(crate) fn dish_number(name: &str) -> Option<u32> {
    let name = name.trim_start();
    // The common name opens with a letter, and only "No" opens a number.
    if name
        .as_bytes()
        .first()
        .is_some_and(|b| b.is_ascii_alphabetic() && *b != b'N')
    {
        return None;
    }
    let rest = name
        .strip_prefix('#')
        .or_else(|| name.strip_prefix("No."))
        .or_else(|| name.strip_prefix("No "))
        .or_else(|| name.strip_prefix('('))
        .unwrap_or(name)
        .trim_start();
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 3 {
        return None;
    }
    rest[digits..]
        .starts_with(['.', ')', ' ', ':', '-'])
        .then(|| rest[..digits].parse().ok())
        .flatten()
}

/// The dish numbers and ranges a sentence names: "#10, #11 & #12",
/// "Nos. 10 - 12", "10-12", "from 20 to 22", "20 through 22". Amounts
/// ("$12", "12 oz", "20%", "12 years") are no dish numbers.
fn dish_numbers_named(sentence: &str) -> Vec<(u32, u32)> {
    #[rustfmt::skip]
    const UNITS: &[&str] = &[
        "oz", "g", "kg", "mg", "ml", "l", "lb", "lbs", "min", "mins", "minutes", "hour", "hours",
        "hr", "hrs", "day", "days", "year", "years", "people", "pieces", "pcs", "cal", "kcal",
    ];
    let bytes = sentence.as_bytes();
    let mut numbers: Vec<(usize, usize, u32)> = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if !bytes[at].is_ascii_digit() || (at > 0 && bytes[at - 1].is_ascii_alphanumeric()) {
            at += 1;
            continue;
        }
        let start = at;
        while at < bytes.len() && bytes[at].is_ascii_digit() {
            at += 1;
        }
        let money = start > 0 && matches!(bytes[start - 1], b'$' | b'.' | b',');
        let rest = sentence[at..].trim_start();
        let unit = (rest.starts_with(['%', '°'])
            || (rest.starts_with('.') && !rest.starts_with(". ")))
            || words(rest)
                .next()
                .is_some_and(|w| UNITS.iter().any(|u| w.eq_ignore_ascii_case(u)));
        if at - start <= 3
            && !money
            && !unit
            && let Ok(value) = sentence[start..at].parse::<u32>()
        {
            numbers.push((start, at, value));
        }
    }
    let mut named: Vec<(u32, u32)> = numbers.iter().map(|(_, _, n)| (*n, *n)).collect();
    for pair in numbers.windows(2) {
        let ((_, first_end, first), (second_start, _, second)) = (pair[0], pair[1]);
        let between = sentence[first_end..second_start]
            .trim()
            .to_ascii_lowercase();
        let ranged = matches!(
            between.as_str(),
            "-" | "–" | "—" | "to" | "through" | "thru"
        );
        if ranged && first < second && second - first <= 50 {
            named.push((first, second));
        }
    }
    named
}

/// Whether a nutrition line gives the dish cholesterol above zero
/// ("Cholesterol 185 mg", "chol. 40mg"); "cholesterol 0 mg" and
/// "cholesterol-free" do not.
fn shows_cholesterol(text: &str) -> bool {
    // "hol" or "HOL", looked for only where an "h" in either case stands
    // (found eight bytes at a time): this rules out nearly every
    // description in one pass, where two substring searches took two.
    let bytes = text.as_bytes();
    if !crate::swar::letter_where(bytes, b'h', |at| {
        let rest = bytes.get(at..).unwrap_or_default();
        rest.starts_with(b"hol") || rest.starts_with(b"HOL")
    }) {
        return false;
    }
    let lower = text.to_ascii_lowercase();
    let mut rest = lower.as_str();
    while let Some(at) = rest.find("chol") {
        let after = &rest[at..];
        let word_end = after
            .find(|c: char| !c.is_ascii_alphabetic() && c != '.')
            .unwrap_or(after.len());
        let amount = after[word_end..].trim_start_matches([' ', ':', '\t']);
        let digits: String = amount
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        if matches!(&after[..word_end], "cholesterol" | "chol" | "chol.")
            && digits.parse::<f64>().is_ok_and(|value| value > 0.0)
        {
            return true;
        }
        rest = &after[word_end..];
    }
    false
}

/// "Russian dressing (vegan mayo, ketchup)", "comeback sauce made with
/// JUST Mayo": a food named for its animal recipe, followed at once by the
/// plant version of every animal product that recipe names. `later` are
/// the description's mentions after it.
fn explained_by_plant_version(description: &str, mention: &Mention, later: &[Mention]) -> bool {
    let named = mention.named.intersection(ANIMAL);
    if named == SignalSet::of(&[S::Dairy])
        && recipe_opens_with_plant_milk(description, mention.span.1, later)
    {
        return true;
    }
    let Some(next) = later.first() else {
        return false;
    };
    if named.is_empty() || !next.signals.is_empty() || next.named.intersection(named) != named {
        return false;
    }
    let between = description
        .get(mention.span.1..next.span.0)
        .unwrap_or("")
        .trim_start();
    if next.denied {
        return denies_the_product_in_its_brackets(description, mention, next, between);
    }
    let opens_its_recipe = between.starts_with('(')
        || ["made with", "made from", "made w/"].iter().any(|lead| {
            between
                .get(..lead.len())
                .is_some_and(|start| start.eq_ignore_ascii_case(lead))
        });
    opens_its_recipe
        && !between
            .get(1..)
            .unwrap_or("")
            .contains([')', ',', ';', '.'])
}

/// Words that deny a whole kind of animal food, whatever product holds it
/// ("leche de tigre verde (lime, cilantro - sin pescado)").
#[rustfmt::skip]
const WHOLE_KINDS: &[&str] = &[
    "fish", "seafood", "meat", "dairy", "milk", "egg", "eggs", "animal", "animal products",
    "pescado", "mariscos", "carne", "lácteos", "lacteos", "leche", "huevo", "huevos",
];

/// "fish sauce (no fish)", "leche de tigre verde (lime, ají, cilantro - sin
/// pescado)": brackets opened at once after the product (or after one word
/// of its own, "verde") that deny the product's animal food make it the
/// plant version. A denial of another food of the same kind denies
/// nothing of a product naming its own: "beef broth (no tripe)" is beef
/// broth.
fn denies_the_product_in_its_brackets(
    description: &str,
    mention: &Mention,
    denial: &Mention,
    between: &str,
) -> bool {
    let Some(open) = between.find('(') else {
        return false;
    };
    let before = &between[..open];
    let mut before_words = words(before);
    let own_word = match (before_words.next(), before_words.next()) {
        (None, _) => true,
        (Some(word), None) => {
            before.trim_end().len() == word.len()
                && !["and", "or", "with", "y", "con", "plus", "de"]
                    .iter()
                    .any(|w| word.eq_ignore_ascii_case(w))
        }
        _ => false,
    };
    if !own_word || between[open..].contains(')') {
        return false;
    }
    let (Some(product), Some(denied)) = (
        description.get(mention.span.0..mention.span.1),
        description.get(denial.span.0..denial.span.1),
    ) else {
        return false;
    };
    // A product whose name holds the food itself as a word of its own
    // ("beef broth") is denied by that word or a whole kind; one that only
    // implies its animal food ("leche de tigre", "Worcestershire") by any
    // food of the kind.
    let named = mention.named.intersection(ANIMAL);
    let product_words: Vec<&str> = words(product).collect();
    let names_its_food = product_words.len() > 1
        && product_words
            .iter()
            .any(|word| crate::lexicon::phrase_signals(word).any(named));
    !names_its_food
        || is_one_of(denied.trim(), WHOLE_KINDS)
        || words(denied).next().is_some_and(|first| {
            product_words
                .iter()
                .any(|word| crate::pointers::same_word(word, first))
        })
}

/// "sauce au poivre (cashew cream, cognac, green peppercorn)": a food of
/// milk or cream, at `end`, followed at once by its recipe in parentheses
/// whose first item is a plant make of a dairy food ("cashew cream", "oat
/// milk": plant words the lexicon reads as no mention) and which names no
/// animal product. Only for dairy: the plant makes replace milk, cream and
/// butter, not egg or meat; and only a make of a dairy food, as "cheese
/// board (coconut crackers, grapes)" gives no recipe of its cheese.
fn recipe_opens_with_plant_milk(description: &str, end: usize, later: &[Mention]) -> bool {
    let after = description.get(end..).unwrap_or("");
    let Some(inside) = after.trim_start_matches(' ').strip_prefix('(') else {
        return false;
    };
    let Some(close) = inside.find(')') else {
        return false;
    };
    let inside_start = end + (after.len() - inside.len());
    let inside_end = inside_start + close;
    let first_item = inside[..close].split([',', ';']).next().unwrap_or("");
    const DAIRY_FOODS: &[&str] = &[
        "milk", "mylk", "cream", "butter", "yogurt", "yoghurt", "cheese", "creamer", "curd",
        "curds",
    ];
    names_a_plant_make(first_item)
        && words(first_item).any(|word| is_one_of(word, DAIRY_FOODS))
        && !later
            .iter()
            .any(|m| m.span.0 < inside_end && m.span.1 > inside_start && !m.signals.is_empty())
}

/// The sentence (as a byte range) in which a diner writes a diet word in
/// quotes ("the 'vegan' banh mi is anything but", "\"Vegan\" tacos. Sure").
fn diet_in_scare_quotes(text: &str) -> Option<(usize, usize)> {
    const QUOTES: &[char] = &['\'', '"', '\u{2018}', '\u{2019}', '\u{201C}', '\u{201D}'];
    const DIETS: &[&str] = &[
        "vegan",
        "vegetarian",
        "veggie",
        "pescatarian",
        "plant-based",
    ];
    // A text that holds no "veg", "escatarian" or "lant-based" has none of
    // its diet words as written: asked once, and only of a text where a
    // quote opens on a diet word (most reviews have none, and the searches
    // of the whole text cost more than the look at its quotes).
    let mut holds_a_diet = None;
    // Every diet word starts "veg", "pesc" or "plant", right after a quote:
    // look only where a quote's last byte stands before a "v" or "p".
    let bytes = text.as_bytes();
    quote_ends(bytes).find_map(|quote_end| {
        let at = quote_end + 1;
        if !bytes
            .get(at)
            .is_some_and(|b| matches!(b, b'v' | b'V' | b'p' | b'P'))
        {
            return None;
        }
        let opened = text.get(..at)?.chars().next_back()?;
        if !QUOTES.contains(&opened) {
            return None;
        }
        let rest = text.get(at..)?;
        let diet = DIETS.iter().find(|diet| {
            rest.get(..diet.len())
                .is_some_and(|word| word.eq_ignore_ascii_case(diet))
        })?;
        if !*holds_a_diet.get_or_insert_with(|| {
            holds_veg(bytes) || text.contains("escatarian") || text.contains("lant-based")
        }) {
            return None;
        }
        let after = rest.get(diet.len()..)?;
        let after = ["-friendly", " friendly"]
            .iter()
            .find_map(|suffix| {
                after
                    .get(..suffix.len())
                    .filter(|word| word.eq_ignore_ascii_case(suffix))
                    .map(|_| &after[suffix.len()..])
            })
            .unwrap_or(after);
        after.starts_with(QUOTES).then(|| sentence_around(text, at))
    })
}

/// Where a byte that may end a quote mark of [`diet_in_scare_quotes`]
/// stands: `'` and `"`, and the last UTF-8 byte of `‘ ’ “ ”` (0x98, 0x99,
/// 0x9C, 0x9D; other characters share them, so the caller checks the
/// character). Eight bytes at a time: a diner's review is long and holds
/// few quote marks.
fn quote_ends(bytes: &[u8]) -> impl Iterator<Item = usize> + '_ {
    use crate::swar::{bytes_equal, splat};
    let marks = move |word: u64| {
        bytes_equal(word, b'\'')
            | bytes_equal(word, b'"')
            // 0x98, 0x99, 0x9C, 0x9D are the bytes whose bits outside 0x05
            // read 0x98.
            | bytes_equal(word & splat(0xFA), 0x98)
    };
    let chunks = bytes.chunks_exact(8);
    let tail_start = bytes.len() - chunks.remainder().len();
    let in_chunks = chunks.enumerate().flat_map(move |(index, chunk)| {
        let mut found = marks(crate::swar::word_of(chunk));
        std::iter::from_fn(move || {
            (found != 0).then(|| {
                let at = index * 8 + (found.trailing_zeros() / 8) as usize;
                found &= found - 1;
                at
            })
        })
    });
    let in_tail = bytes
        .iter()
        .enumerate()
        .skip(tail_start)
        .filter(|(_, b)| matches!(b, b'\'' | b'"' | 0x98 | 0x99 | 0x9C | 0x9D))
        .map(|(at, _)| at);
    in_chunks.chain(in_tail)
}

/// What a restaurant says when it takes a label back.
#[rustfmt::skip]
const RETRACTION_CUES: &[&str] = &[
    "misprint", "by mistake", "mistakenly", "in error", "ignore the", "should never have",
    "taken the vegan", "took the vegan", "removed the vegan", "taken off the vegan",
    "can't call", "cannot call", "says so, but", "by default",
];
/// Each retraction cue holds one of these words.
#[rustfmt::skip]
const RETRACTION_KEYS: &[&str] = &[
    "misprint", "mistake", "mistakenly", "error", "ignore", "never", "taken", "took",
    "removed", "call", "says", "default",
];
static RETRACTION_KEY_SET: WordSet = WordSet::new(|| word_keys(RETRACTION_KEYS));
/// The sentence (as a byte range) in which a restaurant takes back a diet
/// label it printed ("a misprint", "by mistake", "please ignore the (VG)",
/// "should never have had the V", "we've taken the vegan mark off").
fn label_taken_back(text: &str) -> Option<(usize, usize)> {
    // Most statements hold no cue's key word, and go after one pass.
    if !words(text).any(|word| RETRACTION_KEY_SET.contains(word)) {
        return None;
    }
    if !names_a_diet_or_its_mark(text) {
        return None;
    }
    let lower = text.to_ascii_lowercase();
    RETRACTION_CUES
        .iter()
        .find_map(|cue| lower.find(cue))
        .map(|at| sentence_around(text, at))
}

/// The answer (as a byte range) that meets a question of whether a dish
/// keeps a diet ("Is the vegan red curry actually vegan?") with a yes for
/// another of its words alone ("The tofu is!", "Only the noodles are."):
/// the rest of the dish does not keep it.
fn affirms_only_a_part(text: &str) -> Option<(usize, usize)> {
    const DIETS: &[&str] = &[
        "vegan",
        "vegetarian",
        "veggie",
        "pescatarian",
        "plant-based",
    ];
    const ADVERBS: &[&str] = &["actually", "really", "fully", "truly", "100%", "completely"];
    const VERBS: &[&str] = &["is", "are"];
    let mut from = 0;
    while let Some(mark) = text.get(from..)?.find('?').map(|at| from + at) {
        from = mark + 1;
        // The answer, past its "A:" or "A -- Owner:": most answers are no
        // "The tofu is!", and go before their question is read.
        let rest = &text[mark + 1..];
        let trimmed = rest.trim_start();
        let answer = match trimmed.strip_prefix(['A', 'a']) {
            Some(after) if after.starts_with([':', ' ']) => {
                after.find(':').map_or(after, |colon| &after[colon + 1..])
            }
            _ => trimmed,
        };
        let answer_start = text.len() - answer.len();
        let end = answer
            .find(['.', '!', '?', '\n'])
            .map_or(text.len(), |at| answer_start + at + 1);
        let mut said = words(&text[answer_start..end]).peekable();
        // "Only the noodles are."
        said.next_if(|word| is_one_of(word, &["only", "just"]));
        if !said
            .next()
            .is_some_and(|word| word.eq_ignore_ascii_case("the"))
        {
            continue;
        }
        let said: Vec<&str> = said.collect();
        let [subject @ .., verb] = said.as_slice() else {
            continue;
        };
        if !(1..=3).contains(&subject.len()) || !is_one_of(verb, VERBS) {
            continue;
        }
        // "Is the X (actually) vegan?": the dish's head word is the one
        // before the diet, past its adverbs.
        let start = text[..mark]
            .rfind(['.', '!', '?', '\n'])
            .map_or(0, |at| at + 1);
        let question: Vec<&str> = words(&text[start..mark])
            .skip_while(|word| word.eq_ignore_ascii_case("q"))
            .collect();
        let (Some(first), Some(diet)) = (question.first(), question.last()) else {
            continue;
        };
        if !is_one_of(first, VERBS) || !is_one_of(diet, DIETS) {
            continue;
        }
        let head = question[..question.len() - 1]
            .iter()
            .rev()
            .find(|word| !is_one_of(word, ADVERBS));
        // "The Impossible one is!" names a make of the dish, not a part.
        const MAKES: &[&str] = &["one", "ones", "version", "versions", "option", "kind"];
        if head.is_some_and(|head| {
            subject.last().is_some_and(|part| {
                !singular(part).eq_ignore_ascii_case(singular(head)) && !is_one_of(part, MAKES)
            })
        }) {
            return Some((answer_start, end));
        }
    }
    None
}

/// Whether a text names a diet or a mark printed for one ("vegan", "the
/// (V)", "the little leaf").
fn names_a_diet_or_its_mark(text: &str) -> bool {
    #[rustfmt::skip]
    const MARKS: &[&str] = &[
        "vegan", "vegetarian", "veggie", "pescatarian", "plant-based", "(v", "[v", "leaf",
    ];
    let lower = text.to_ascii_lowercase();
    MARKS.iter().any(|diet| lower.contains(diet))
        || lower
            .split(|c: char| !c.is_alphanumeric())
            .any(|word| word == "v")
}

/// The sentence (as a byte range) in which a diner calls a printed diet
/// mark wrong, given the first sentence the reader found calling something
/// printed wrong: the mark is named there or in the sentence before ("The
/// menu says plant-based on the ramen. The kitchen says otherwise.").
fn label_doubted_by_diner(text: &str, (start, end): (usize, usize)) -> Option<(usize, usize)> {
    let before = text
        .get(..start)?
        .trim_end_matches(|c: char| c.is_whitespace() || matches!(c, '.' | '!' | '?'));
    let from = before.rfind(['.', '!', '?', '\n']).map_or(0, |at| at + 1);
    let region = text.get(from..end)?;
    (names_a_diet_or_its_mark(region) && names_something_printed(region)).then_some((start, end))
}

/// Whether a diner's words name something printed ("the menu", "the
/// label", "the little leaf", "the (V)"), so that a doubt is of a mark
/// rather than of the reviews or the wait ("Don't trust the reviews, the
/// vegan food is great").
fn names_something_printed(text: &str) -> bool {
    #[rustfmt::skip]
    const PRINTED: &[&str] = &[
        "menu", "label", "labels", "labelled", "labeled", "tag", "tagged", "icon", "symbol",
        "sticker", "mark", "marked", "listed", "leaf", "v", "vg",
    ];
    words(text).any(|word| is_one_of(word, PRINTED))
}

/// Every cue of [`recipe_change_taken_back`] holds one of these words:
/// most statements have none.
const RECIPE_CHANGE_KEYS: &[&str] = &[
    "disregard",
    "back",
    "unchanged",
    "old",
    "switched",
    "switch",
];
static RECIPE_CHANGE_KEY_SET: WordSet = WordSet::new(|| word_keys(RECIPE_CHANGE_KEYS));

/// The sentence (as a byte range) in which a restaurant takes back a change
/// of recipe it announced ("please disregard our August update ... the dal
/// is back to the way it has always been made", "it was the soup that
/// switched; the risotto stock is unchanged"): which product came back is
/// not said, so every one is a caution.
fn recipe_change_taken_back(text: &str) -> Option<(usize, usize)> {
    #[rustfmt::skip]
    const CUES: &[&str] = &[
        "disregard our", "back to the way it has always been", "back to the way it's always been",
        "back to the original recipe", "back to our original recipe", "stock is unchanged",
        "broth is unchanged", "recipe is unchanged", "still made the old way",
        "never switched", "didn't switch", "did not switch",
    ];
    if !words(text).any(|word| RECIPE_CHANGE_KEY_SET.contains(word)) {
        return None;
    }
    let lower = text.to_ascii_lowercase();
    CUES.iter()
        .find_map(|cue| lower.find(cue))
        .map(|at| sentence_around(text, at))
}

/// The sentence of `text` around byte `at`.
fn sentence_around(text: &str, at: usize) -> (usize, usize) {
    let bytes = text.as_bytes();
    let start = bytes[..at.min(bytes.len())]
        .iter()
        .rposition(|b| matches!(b, b'.' | b'!' | b'?' | b'\n'))
        .map_or(0, |p| p + 1);
    let end = bytes[at.min(bytes.len())..]
        .iter()
        .position(|b| matches!(b, b'.' | b'!' | b'?' | b'\n'))
        .map_or(bytes.len(), |p| at + p + 1);
    (start, end.min(bytes.len()))
}

/// Words before a diet word that deny it ("non-vegan", "not vegetarian").
const DENIALS_BEFORE: &[&str] = &["non", "not", "never", "no"];

/// Words after a diet word that deny or doubt it ("vegan (TBC)",
/// "vegan-ish").
#[rustfmt::skip]
const DOUBTS_AFTER: &[&str] = &[
    "tbc", "tbd", "unverified", "unconfirmed", "pending", "ish", "nope", "maybe", "possibly",
    "probably", "soon",
];

/// Values after "Vegan:" or "Vegan =" that say no ("Vegan: N").
const FIELD_NO: &[&str] = &["n", "no", "false", "none", "0"];

/// Marks that deny or doubt what they stand beside ("Vegan ✗", "vegan?").
// (Only "?" is ASCII: `label_denies_or_doubts` relies on it.)
const DENYING_MARKS: &[char] = &['?', '✗', '✘', '❌', '❎', '×', '🚫', '⛔', '⚠'];

/// The diets a text names only to deny or doubt them: "non-vegan",
/// "NOT VEGAN", "Vegan: N", "Vegan ✗", "vegan?", "vegan (TBC)". Positive
/// claims count only in forms read with certainty, so such a diet word
/// claims nothing, and in a dish's own words it contradicts its label.
/// What a food whose diet is denied ("non-veg", "NV = Non-Veg", "not
/// vegan") holds where its words (`named`) do not say which: for
/// "non-veg", meat, fish or egg (dairy is vegetarian); for "not vegan",
/// dairy or egg at least.
pub(crate) fn denied_diet_holds(denied: SignalSet, named: SignalSet) -> SignalSet {
    let mut holds = SignalSet::EMPTY;
    if denied.has(S::NoVegetarian) && !named.any(NOT_VEGETARIAN.union(SignalSet::of(&[S::Egg]))) {
        holds = holds.union(SignalSet::of(&[S::Meat, S::Fish, S::Egg]));
    }
    if denied.has(S::NoVegan) && !named.any(ANIMAL) {
        holds = holds.union(SignalSet::of(&[S::Dairy, S::Egg]));
    }
    holds
}

/// The diet words [`diet_denied`] reads a denial of: a text without one
/// of them as a word denies nothing.
pub(crate) const DENIABLE_DIETS: &[&str] =
    &["vegan", "vegetarian", "veggie", "veg", "nonveg", CHAY];

/// Vietnamese "chay" (vegetarian, the Buddhist kitchen) and "thuần" (pure),
/// which makes it vegan ("thuần chay").
const CHAY: &str = "chay";
const PURE_VI: &str = "thuần";

/// Whether `bytes` hold "chay" in any case: most texts do not, which a scan
/// eight bytes at a time for its "y" tells.
fn holds_chay(bytes: &[u8]) -> bool {
    crate::swar::letter_where(bytes, b'y', |y| {
        y >= 3 && bytes[y - 3..=y].eq_ignore_ascii_case(CHAY.as_bytes())
    })
}

/// [`diet_denied`] of `text`, a menu line's text as read, when the line's
/// words as printed (`printed`, found as `words`) settle it: `text` is the
/// text as printed, repair leaves it so (its words are then the words
/// [`diet_denied`] splits it into), and none is a diet word. `None` when
/// they do not settle it.
fn denial_in_words(text: &str, printed: &str, words: Option<TextWords>) -> Option<SignalSet> {
    words
        .filter(|words| {
            words.printed_as_read && same_text(text, printed) && !words.cues.has(Cues::DIET)
        })
        .map(|_| SignalSet::EMPTY)
}

pub(crate) fn diet_denied(text: &str) -> SignalSet {
    let mut denied = SignalSet::EMPTY;
    if !holds_veg(text.as_bytes()) && !holds_chay(text.as_bytes()) {
        return denied;
    }
    let mut previous: Option<&str> = None;
    let mut before_previous: Option<&str> = None;
    let mut spans = pieces(text, &WITH_APOSTROPHE).peekable();
    while let Some(word) = spans.next() {
        let diet = if word.eq_ignore_ascii_case("vegan") {
            S::NoVegan
        } else if word.eq_ignore_ascii_case(CHAY) {
            // Vietnamese "chay" (vegetarian) and "thuần chay" (vegan), as a
            // bilingual reply writes them ("so it is not thuần chay"): the
            // denial stands before the whole name.
            if previous.is_some_and(|p| p == PURE_VI) {
                previous = before_previous;
                S::NoVegan
            } else {
                S::NoVegetarian
            }
        } else if word.eq_ignore_ascii_case("vegetarian")
            || word.eq_ignore_ascii_case("veggie")
            // Indian menus' "non-veg": meat, fish or egg.
            || (word.eq_ignore_ascii_case("veg")
                && previous.is_some_and(|p| p.eq_ignore_ascii_case("non")))
        {
            S::NoVegetarian
        } else if word.eq_ignore_ascii_case("nonveg") {
            denied.insert(S::NoVegetarian);
            (before_previous, previous) = (previous, Some(word));
            continue;
        } else {
            (before_previous, previous) = (previous, Some(word));
            continue;
        };
        let end = word.as_ptr() as usize - text.as_ptr() as usize + word.len();
        let rest = text.get(end..).unwrap_or("");
        let field = rest.trim_start().starts_with([':', '=']);
        let after = rest.trim_start_matches([' ', ':', '=', '-', '(', '[']);
        let before_denies =
            previous.is_some_and(|p| DENIALS_BEFORE.iter().any(|d| p.eq_ignore_ascii_case(d)));
        let mark_after = after.starts_with(DENYING_MARKS);
        let word_after = spans
            .peek()
            .filter(|next| after.starts_with(**next))
            .is_some_and(|next| {
                DOUBTS_AFTER.iter().any(|d| next.eq_ignore_ascii_case(d))
                    || (field
                        && FIELD_NO.iter().any(|no| next.eq_ignore_ascii_case(no))
                        && !defines_by_exclusion(&after[next.len()..]))
            });
        if before_denies || mark_after || word_after {
            denied.insert(diet);
        }
        (before_previous, previous) = (previous, Some(word));
    }
    denied
}

/// Whether the words after a diet's "no" (`rest`, of "vegetarian: no
/// meat, poultry or fish") name an animal product in the same breath: the
/// diet is defined by what it leaves out, as a legend defines its mark,
/// and is no "Vegetarian: no" field. A "no" ending its field ("Vegan: no |
/// Vegetarian: yes", "Vegetarian: no (contains fish sauce)") still denies.
fn defines_by_exclusion(rest: &str) -> bool {
    let Some(next) = rest.strip_prefix(' ') else {
        return false;
    };
    let Some(word) = words(next).next().filter(|w| next.starts_with(*w)) else {
        return false;
    };
    // "Vegan: no animal ingredients, including ...": the whole kind.
    if is_one_of(word, &["animal", "animals", "animal-derived"]) {
        return true;
    }
    // "Vegan: no Maldive fish, no ghee": a product may take a few words,
    // up to the end of its clause. Only a line that says "no" after a
    // diet field gets here: a reader's scratch is made for those words.
    const PRODUCT_WORDS_MAX: usize = 3;
    let clause = next.split([',', '.', ';']).next().unwrap_or(next);
    let end = words(clause)
        .take(PRODUCT_WORDS_MAX)
        .last()
        .map_or(word.len(), |last| {
            last.as_ptr() as usize - clause.as_ptr() as usize + last.len()
        });
    read_text(
        clause.get(..end).unwrap_or(word),
        &mut crate::lexicon::Scratch::new(),
    )
    .signals
    .any(ANIMAL)
}

/// Whether a printed label denies or doubts its diet ("non-vegan",
/// "Vegan ✗", "vegan?", "vegan (unverified)").
fn label_denies_or_doubts(label: &str) -> bool {
    let label = crate::encoding::fold(label);
    // Every mark but "?" is outside ASCII: an ASCII label is searched for
    // that one byte only.
    let marked = if label.is_ascii() {
        label.as_bytes().contains(&b'?')
    } else {
        label.contains(DENYING_MARKS)
    };
    marked || !diet_denied(&label).is_empty()
}

/// The diet a dish's name claims by its first or last word ("Vegan
/// Ramen", "纯素炒面", "Pad Thai (Vegan)", "Curry - vegan").
fn name_claim(name: &str) -> SignalSet {
    let name = trim(name);
    let first = crate::lexicon::claim_at_start(name).map(|(_, claim)| claim);
    let closing = name.trim_end_matches([' ', ')', ']']);
    // Delimiters are ASCII: found by byte, the common name costs one pass.
    let last_start = closing
        .bytes()
        .rposition(|b| matches!(b, b' ' | b'(' | b'[' | b'-'))
        .map_or(0, |at| at + 1);
    let last = closing
        .get(last_start..)
        .and_then(|word| {
            let word = word.trim_start_matches('\u{2013}');
            crate::lexicon::claim_at_start(word)
                .filter(|(end, _)| *end == word.len())
                .map(|(_, claim)| claim)
        })
        .filter(|_| !offers_the_diet_on_request(&closing[..last_start]));
    first
        .unwrap_or(SignalSet::EMPTY)
        .union(last.unwrap_or(SignalSet::EMPTY))
}

/// Whether the phrase at `span` of a name is one of a slash list of
/// choices ("Tofu / Chicken / Beef Stir-Fry").
fn listed_as_a_choice(name: &str, span: (usize, usize)) -> bool {
    let before = name.get(..span.0).unwrap_or("").trim_end();
    let after = name.get(span.1..).unwrap_or("").trim_start();
    before.ends_with('/') || after.starts_with('/')
}

/// Whether a description says which of its name's slash-listed choices is
/// the vegan make: "vegan with tofu" under "Tofu / Chicken / Beef
/// Stir-Fry", a plant protein the list holds.
fn names_the_vegan_choice(name: &str, description: &str) -> bool {
    let lower = description.to_lowercase();
    let name = name.to_lowercase();
    lower.match_indices("vegan with ").any(|(at, lead)| {
        words(&lower[at + lead.len()..])
            .next()
            .is_some_and(|choice| {
                crate::reference::names_a_plant_protein(choice)
                    && name
                        .split('/')
                        .any(|listed| words(listed).any(|w| w == choice))
            })
    })
}

/// Whether a name's words before a closing diet word offer the diet
/// rather than claim it: "Pad See Ew (available vegan)", "Risotto (can be
/// vegan)", "Curry (made vegan on request)" adapt a dish whose own words
/// may hold the product.
fn offers_the_diet_on_request(before: &str) -> bool {
    const OFFERING: &[&str] = &["available", "be", "optionally", "make", "made", "request"];
    before
        .trim_end_matches([' ', '(', '[', '-'])
        .rsplit([' ', '(', '['])
        .next()
        .is_some_and(|word| is_one_of(word, OFFERING))
}

/// Words a dish's initials skip ("VBB" for "Vegan Breakfast Burrito").
const INITIALS_CONNECTORS: &[&str] = &["and", "with", "w", "of", "the", "in", "on"];

/// [`initials`] of an ASCII name split into `words` (ASCII letters,
/// digits and apostrophes; empty ones are passed over).
fn initials_of_words<'w>(words: impl Iterator<Item = &'w [u8]>) -> Option<String> {
    let mut letters = [0u8; 5];
    let mut count = 0usize;
    for word in words {
        let Some(&first) = word.first() else {
            continue;
        };
        if !first.is_ascii_alphabetic()
            || INITIALS_CONNECTORS
                .iter()
                .any(|c| word.eq_ignore_ascii_case(c.as_bytes()))
        {
            continue;
        }
        if let Some(slot) = letters.get_mut(count) {
            *slot = first.to_ascii_uppercase();
        }
        count += 1;
    }
    (3..=5)
        .contains(&count)
        .then(|| String::from_utf8_lossy(&letters[..count]).into_owned())
}

/// `text` in lower case, borrowed where it is already (as a head word
/// printed in lower case is): the same text `to_lowercase` makes.
fn lower_case(text: &str) -> Cow<'_, str> {
    if text
        .bytes()
        .all(|byte| byte.is_ascii() && !byte.is_ascii_uppercase())
    {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(text.to_lowercase())
    }
}

/// [`dish_head`] of `name`, its words (the runs of its letters and
/// digits) given: the last of three letters or more before any
/// parenthesis, less a plural "s".
fn head_of_words<'n>(name: &'n str, words: impl Iterator<Item = &'n str>) -> &'n str {
    let before = before_parenthesis(name).len();
    let mut head = "";
    for word in words {
        let start = word.as_ptr() as usize - name.as_ptr() as usize;
        if start + word.len() > before {
            break;
        }
        if word.len() >= 3 {
            head = word;
        }
    }
    singular(head)
}

/// The parts of a dish name's last word joined by hyphens, but its head:
/// "Spätzle-Pfanne" is "spätzle" (and its head "pfanne"), lower-cased and
/// singular as heads are kept.
fn compound_parts(name: &str) -> Vec<String> {
    let last = pieces(before_parenthesis(name), &WITH_HYPHEN)
        .rev()
        .find(|w| w.len() >= 3)
        .unwrap_or("");
    let mut parts: Vec<&str> = last.split('-').collect();
    parts.pop();
    parts
        .into_iter()
        .filter(|part| part.len() >= 3)
        .map(|part| singular(part).to_lowercase())
        .collect()
}

/// Words of many dishes' names, which name none alone.
const GENERIC: &[&str] = &[
    "best", "house", "special", "daily", "famous", "classic", "original", "small", "large",
    "regular", "combo", "half", "full", "plain", "extra", "with", "and",
];

/// A dish's name without its bracket, and what its bracket holds: "Wet
/// Thar Hin (Pork Belly Curry)" gives the dish in other words, "Tacos
/// (VG)" a mark too short to be a name.
fn names_of(name: &str) -> [&str; 2] {
    match name.split_once('(') {
        Some((name, rest)) => [name, rest.split(')').next().unwrap_or("")],
        None => [name, ""],
    }
}

/// The last word of a dish name: what a diner calls it ("the burger").
fn head_word(name: &str) -> &str {
    pieces(name, &ALPHANUMERIC)
        .rev()
        .find(|w| w.len() >= 3)
        .unwrap_or("")
}

/// The words of `text[start..end]` with where each starts, a plural "s"
/// dropped ("burgers" is "burger").
fn word_spans(text: &str, start: usize, end: usize) -> impl Iterator<Item = (usize, &str)> {
    let sentence = text.get(start..end).unwrap_or("");
    pieces(sentence, &ALPHANUMERIC).map(move |word| {
        let at = start + (word.as_ptr() as usize - sentence.as_ptr() as usize);
        (at, singular(word))
    })
}

/// The animal products an allergen list must declare: what a list naming
/// none of them says the food is free of. (Meat is no allergen: a list
/// says nothing of it.)
const ALLERGENS_DECLARED: SignalSet = SignalSet::of(&[S::Dairy, S::Egg, S::Fish, S::Shellfish]);

/// Whether a dish's description is its allergen list alone, every item a
/// plant allergen ("Alergeny: gluten, soja", "Allergens: wheat, sesame"):
/// heading and items, nothing else. A word the list does not know keeps
/// it from being read as one.
fn is_a_plant_allergen_list(description: &str) -> bool {
    #[rustfmt::skip]
    const HEADINGS: &[&str] = &[
        "allergens", "allergen", "alergeny", "alergen", "allergene", "allergeni", "alérgenos",
        "alergenos", "allergènes", "allergenes",
    ];
    // The plant allergens of the EU's fourteen, in the languages of the
    // headings.
    #[rustfmt::skip]
    const PLANT_ALLERGENS: &[&str] = &[
        "gluten", "wheat", "soy", "soya", "soja", "sesame", "peanut", "peanuts", "nuts",
        "tree nuts", "celery", "mustard", "lupin", "sulphites", "sulfites", "pszenica", "sezam",
        "orzeszki ziemne", "orzechy", "seler", "gorczyca", "łubin", "siarczyny", "weizen",
        "sesam", "erdnüsse", "schalenfrüchte", "sellerie", "senf", "lupinen", "sulfite",
        "glutine", "sesamo", "arachidi", "frutta a guscio", "sedano", "senape", "lupini",
        "solfiti", "trigo", "sésamo", "cacahuetes", "frutos secos", "apio", "mostaza",
        "altramuces", "sulfitos", "blé", "sésame", "arachides", "fruits à coque", "céleri",
        "moutarde",
    ];
    let Some((heading, items)) = description.split_once(':') else {
        return false;
    };
    let heading = heading.trim();
    if !HEADINGS
        .iter()
        .any(|known| heading.eq_ignore_ascii_case(known))
    {
        return false;
    }
    let mut any = false;
    let all_plant = items
        .split([',', ';', '/', '·', '|'])
        .map(|item| item.trim().trim_end_matches('.').trim())
        .all(|item| {
            any |= !item.is_empty();
            let item = item.to_lowercase();
            PLANT_ALLERGENS.contains(&item.as_str())
        });
    any && all_plant
}

/// The food a dish's name says its head only carries: "falafel" of
/// "Falafel Wrap", "halloumi" of "Halloumi Pita". Lower-cased and singular
/// as heads are kept; a diet word before the carrier ("Vegan Wrap") names
/// no food.
fn component_of_a_carrier(name: &str, head: &str) -> Option<String> {
    const NO_FOOD: &[&str] = &[
        "vegan",
        "veggie",
        "vegetarian",
        "plant",
        "based",
        "house",
        "special",
        "signature",
        "classic",
        "power",
        "buddha",
        "kids",
        "mini",
        "big",
        "combo",
        "mixed",
        "the",
    ];
    // Most heads carry nothing: the name's words are walked only for one
    // that does. (Heads are kept lower-cased.)
    let carries = matches!(
        head,
        "wrap"
            | "pita"
            | "pitta"
            | "bowl"
            | "plate"
            | "platter"
            | "sandwich"
            | "sub"
            | "box"
            | "burrito"
            | "taco"
            | "roll"
    );
    if !carries {
        return None;
    }
    let mut words = pieces(before_parenthesis(name), &ALPHANUMERIC)
        .filter(|word| word.len() >= 3)
        .rev();
    let (carrier, component) = (words.next()?, words.next()?);
    (singular(carrier).eq_ignore_ascii_case(head) && !is_one_of(component, NO_FOOD))
        .then(|| singular(component).to_lowercase())
}

/// The title line a recipe card opens with ("FALAFEL (makes 20)", "DAL
/// TADKA"): a first line of a few words, ending no sentence, above more
/// lines. Its span in `text`.
fn card_title(text: &str) -> Option<(usize, usize)> {
    const TITLE_WORDS_MAX: usize = 6;
    let (first, rest) = text.split_once('\n')?;
    let title = first.trim_end();
    let start = title.len() - title.trim_start().len();
    // "MUSTARD: Tempeh Reuben, Pretzel Board" opens a list, not a card.
    let lists_or_ends = title.contains([':', ',', ';', '|']) || title.ends_with(['.', '!', '?']);
    (!title.trim().is_empty()
        && !rest.trim().is_empty()
        && !lists_or_ends
        && words(title).count() <= TITLE_WORDS_MAX)
        .then_some((start, title.len()))
}

/// Whether `text` quotes a dish's whole `name` (lower-cased) around
/// `span`: "the Chili Cheese Fries were great" speaks of that dish, not of
/// cheese. Only where the mention's phrase sits in the name can the name
/// start, so no search of the text is needed.
fn quotes_around(text: &str, name: &str, span: (usize, usize)) -> bool {
    let Some(phrase) = text.get(span.0..span.1) else {
        return false;
    };
    let (name_bytes, phrase_bytes) = (name.as_bytes(), phrase.as_bytes());
    name.len() >= 4
        && name.len() >= phrase.len()
        && (0..=name.len() - phrase.len()).any(|offset| {
            name_bytes[offset..offset + phrase.len()].eq_ignore_ascii_case(phrase_bytes)
                && span
                    .0
                    .checked_sub(offset)
                    .and_then(|start| text.get(start..start + name.len()))
                    .is_some_and(|quoted| quoted.eq_ignore_ascii_case(name))
        })
}

/// A menu dish that names animal products, read where a mention is
/// placed, never copied unless OCR broke its words (see `ocr`).
#[derive(Debug)]
struct ListedDish<'r> {
    item: &'r MenuItem,
    /// Its line of the menu.
    line: usize,
    /// Its name and description as read, when repair changed them.
    repaired: Option<Box<(String, Option<String>)>>,
    /// The animal products its line shows.
    animal: SignalSet,
}

impl ListedDish<'_> {
    fn name(&self) -> &str {
        match &self.repaired {
            Some(repaired) => &repaired.0,
            None => &self.item.name,
        }
    }

    fn description(&self) -> Option<&str> {
        match &self.repaired {
            Some(repaired) => repaired.1.as_deref(),
            None => self.item.description.as_deref(),
        }
    }
}

/// Menu words diners shorten, each group one word: a dish is found by any
/// of its forms.
const WORD_FORMS: &[&[&str]] = &[
    &["parm", "parmesan", "parmigiana", "parmigiano"],
    &["mozz", "mozzarella"],
];

/// Whether `word` may have other forms in [`WORD_FORMS`]: every form
/// starts with "m" or "p" and has four letters or more, so most words are
/// ruled out before the list is compared.
fn may_have_other_forms(word: &str) -> bool {
    word.len() >= 4
        && matches!(
            word.as_bytes().first().map(u8::to_ascii_lowercase),
            Some(b'm' | b'p')
        )
}

/// Each word of the listed dishes with the dishes that have it, grouped
/// by a few bits of their keys: a word is looked for among the entries of
/// its group only. (Grouping costs two passes over the entries, where an
/// open-addressing table cost zeroing and filling, and a pass over every
/// entry per word asked cost more once a restaurant's texts asked a few.)
#[derive(Debug)]
struct DishWords {
    /// (key, dish as a bit) per word of a dish, by group.
    entries: Vec<(u64, u64)>,
    /// Where each group's entries start in `entries`, and the end.
    starts: [u32; Self::GROUPS + 1],
    /// A bit per key of `entries` (ten of its bits): a word no dish has is
    /// mostly answered without a look at them.
    present: [u64; 16],
}

impl Default for DishWords {
    fn default() -> DishWords {
        DishWords {
            entries: Vec::new(),
            starts: [0; Self::GROUPS + 1],
            present: [0; 16],
        }
    }
}

impl DishWords {
    /// How many groups: about four entries each on a typical menu.
    const GROUPS: usize = 64;

    /// The dishes (as bits) that have `word` or, for a word menus shorten
    /// ("parm"), any of its forms, compared without case.
    fn get(&self, word: &str) -> u64 {
        let forms = WORD_FORMS
            .iter()
            .filter(|_| may_have_other_forms(word))
            .find(|forms| forms.iter().any(|form| form.eq_ignore_ascii_case(word)));
        match forms {
            Some(forms) => forms.iter().fold(0, |dishes, form| {
                dishes | self.with_key(WordTable::key(form))
            }),
            None => self.with_key(WordTable::key(word)),
        }
    }

    /// Empty: it has no word.
    fn clear(&mut self) {
        self.entries.clear();
        self.starts = [0; Self::GROUPS + 1];
        self.present = [0; 16];
    }

    /// Holds `entries` alone, in its own room.
    fn fill(&mut self, entries: &[(u64, u64)]) {
        let mut present = [0u64; 16];
        // A counting sort by group: how many in each, where each starts,
        // then each entry to its place.
        let mut starts = [0u32; Self::GROUPS + 1];
        for (key, _) in entries {
            let bit = Self::present_bit(*key);
            present[bit / 64] |= 1 << (bit % 64);
            starts[Self::group(*key) + 1] += 1;
        }
        for group in 1..starts.len() {
            starts[group] += starts[group - 1];
        }
        let mut next = starts;
        let grouped = &mut self.entries;
        grouped.clear();
        grouped.resize(entries.len(), (0, 0));
        for &(key, bit) in entries {
            let at = &mut next[Self::group(key)];
            grouped[*at as usize] = (key, bit);
            *at += 1;
        }
        self.starts = starts;
        self.present = present;
    }

    fn present_bit(key: u64) -> usize {
        (key >> 54) as usize
    }

    /// The group of a key, by bits the present test does not use.
    fn group(key: u64) -> usize {
        (key as usize) % Self::GROUPS
    }

    fn with_key(&self, key: u64) -> u64 {
        let bit = Self::present_bit(key);
        if self.present[bit / 64] & (1 << (bit % 64)) == 0 {
            return 0;
        }
        let group = Self::group(key);
        let (Some(&start), Some(&end)) = (self.starts.get(group), self.starts.get(group + 1))
        else {
            return 0;
        };
        self.entries
            .get(start as usize..end as usize)
            .unwrap_or_default()
            .iter()
            .filter(|(held, _)| *held == key)
            .fold(0, |dishes, (_, bit)| dishes | bit)
    }
}

/// Words (without case) to the dishes that have them, as bits: an
/// open-addressing table sized once per record, so placing a mention costs a
/// few probes instead of a scan of every dish.
#[derive(Debug, Default)]
struct WordTable {
    /// (key, mask) per slot, side by side: one zeroed allocation, and a
    /// probe reads the mask from the key's cache line.
    slots: Vec<[u64; 2]>,
}

impl WordTable {
    /// Empty, with room for `entries` words, in the room it has.
    fn reset(&mut self, entries: usize) {
        let size = (entries * 2).next_power_of_two().max(16);
        self.slots.clear();
        self.slots.resize(size, [0; 2]);
    }

    /// Empty, with no room: it holds no word.
    fn clear(&mut self) {
        self.slots.clear();
    }

    /// A word's key: [`word_key`], never zero (zero marks a free slot).
    fn key(word: &str) -> u64 {
        word_key(word)
    }

    fn slot(&self, key: u64) -> Option<usize> {
        let size = self.slots.len();
        if size == 0 {
            return None;
        }
        let mut at = (key as usize) & (size - 1);
        for _ in 0..size {
            let held = self.slots[at][0];
            if held == key || held == 0 {
                return Some(at);
            }
            at = (at + 1) & (size - 1);
        }
        None
    }

    fn insert(&mut self, word: &str, bit: u64) {
        self.insert_key(Self::key(word), bit);
    }

    fn insert_key(&mut self, key: u64, bit: u64) {
        if let Some(at) = self.slot(key) {
            self.slots[at][0] = key;
            self.slots[at][1] |= bit;
        }
    }

    fn get(&self, word: &str) -> u64 {
        self.get_key(Self::key(word))
    }

    fn get_key(&self, key: u64) -> u64 {
        self.slot(key)
            .map(|at| self.slots[at])
            .filter(|[held, _]| *held == key)
            .map_or(0, |[_, mask]| mask)
    }
}

/// The positions of the set bits of `mask`, lowest first.
fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let at = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            at
        })
    })
}

/// Section headings of courses that are not a meal on their own.
#[rustfmt::skip]
const NOT_A_MEAL_SECTIONS: &[&str] = &[
    "dessert", "desserts", "sweets", "sweet", "treats", "bakery", "pastries", "pastry", "cakes",
    "beverages", "beverage", "drinks", "drink", "coffee", "espresso", "tea", "teas", "juices",
    "juice", "smoothies", "shakes", "cocktails", "mocktails", "beer", "wine", "wines", "bar",
    "sides", "side", "extras", "add-ons", "addons", "add", "sauces", "dips", "condiments",
    "snacks", "toppings", "postres", "bebidas", "dulces", "cafe", "café", "refrescos",
    "starters", "starter", "appetizers", "appetizer", "apps", "antojitos", "botanas", "dim",
    "small", "tapas", "bites", "nibbles", "shareables", "share", "entradas", "aperitivos",
    "acompañantes", "guarniciones", "kids", "breads",
    // A donut or cookie counter's headings: sweets, whatever each one's
    // name ("Glazed", "Apple Fritter").
    "donut", "donuts", "doughnut", "doughnuts", "cookies", "cupcakes", "brownies",
    // An ice cream counter's: "Oat Vanilla Bean" under Scoops is a scoop.
    "scoops", "sundaes", "floats", "cones", "pints", "helados", "paletas",
];
/// The last word of a dish name that makes it a dessert, a drink or a snack.
#[rustfmt::skip]
pub(crate) const NOT_A_MEAL_DISHES: &[&str] = &[
    "cake", "cupcake", "cupcakes", "cookie", "cookies", "brownie", "brownies", "muffin",
    "muffins", "scone", "scones", "donut", "donuts", "doughnut", "doughnuts", "croissant",
    "croissants", "danish", "macaron", "macarons", "macaroons", "pudding", "mousse", "sorbet",
    "gelato", "cream", "sundae", "sundaes", "scoop", "scoops", "float", "floats", "cone",
    "cones", "cheesecake", "tart", "tarts", "truffle", "truffles", "fudge",
    "bar", "bars", "bites", "cobbler", "crumble", "parfait", "coffee", "espresso", "latte",
    "lattes", "cappuccino", "americano", "mocha", "macchiato", "cortado", "tea", "chai",
    "matcha", "juice", "smoothie", "smoothies", "shake", "shakes", "milkshake", "lemonade",
    "soda", "kombucha", "cocktail", "mocktail", "spritzer", "beer", "wine", "water", "fries",
    "chips", "pickles", "sauce", "dip", "dressing", "side", "churros", "churro", "flan",
    "paleta", "horchata", "agua", "fresca", "biscotti", "popsicle", "chocolate", "candy",
    "frosting", "icing", "sprinkles", "syrup", "knots", "ice", "guac", "guacamole", "olives",
    "balls", "hummus", "salsa", "edamame", "breadsticks", "bread", "toast", "pita", "naan",
    "rice", "beans", "slaw", "coleslaw", "dumplings", "gyoza", "wontons", "samosa", "samosas",
    "pakora", "pakoras", "papadum", "crackers", "popcorn", "pretzel", "pretzels", "tots",
    "rings", "sticks", "poppers", "pickle",
];

/// Staples of [`NOT_A_MEAL_DISHES`] a plate is served on or with: the
/// head word of "Akuri on Toast", "Dal with Jeera Rice", "Burger &
/// Fries", where the dish is named before the joining word.
#[rustfmt::skip]
const PLATE_STAPLES: &[&str] = &[
    "toast", "rice", "naan", "bread", "pita", "fries", "chips", "beans",
];

/// Words that call a dish a plate of several things, whatever it lists
/// last ("Veg Thali - dal, sabzi, rice").
#[rustfmt::skip]
const PLATE_WORDS: &[&str] = &[
    "thali", "thaali", "plate", "platter", "combo", "bowl", "set",
];

/// What is spread on toast or bread: "Jam on Toast" is a side, as toast
/// is.
#[rustfmt::skip]
const SPREADS_ON_BREAD: &[&str] = &[
    "jam", "jelly", "marmalade", "butter", "margarine", "marmite", "vegemite", "nutella",
    "spread", "honey", "preserves", "conserve", "cheese", "sugar", "cinnamon",
];

/// Headings and head words of [`NOT_A_MEAL_SECTIONS`] and
/// [`NOT_A_MEAL_DISHES`] that name sweets or drinks, not sides or starters
/// (a tapas bar's small plates make a meal).
#[rustfmt::skip]
const SWEETS_AND_DRINKS: &[&str] = &[
    "dessert", "desserts", "sweets", "sweet", "treats", "pastries", "pastry", "cakes",
    "beverages", "beverage", "drinks", "drink", "coffee", "espresso", "tea", "teas", "juices",
    "juice", "smoothies", "shakes", "cocktails", "mocktails", "beer", "wine", "wines",
    "postres", "bebidas", "dulces", "cafe", "café", "refrescos", "donut", "donuts", "doughnut",
    "doughnuts", "cookies", "cupcakes", "brownies", "cake", "cupcake", "cookie", "brownie",
    "muffin", "muffins", "scone", "scones", "croissant", "croissants", "danish", "macaron",
    "macarons", "macaroons", "pudding", "mousse", "sorbet", "gelato", "sundae", "cheesecake",
    "tart", "tarts", "truffle", "truffles", "fudge", "cobbler", "crumble", "parfait", "latte",
    "lattes", "cappuccino", "americano", "mocha", "macchiato", "cortado", "chai", "matcha",
    "smoothie", "shake", "milkshake", "lemonade", "soda", "kombucha", "cocktail", "mocktail",
    "spritzer", "water", "churros", "churro", "flan", "paleta", "horchata", "agua", "fresca",
    "biscotti", "popsicle", "chocolate", "candy", "brew", "fritter", "fritters", "scoop",
    "scoops", "sundaes", "float", "floats", "cone", "cones", "pints", "helados", "paletas",
];
static SWEETS_AND_DRINKS_SET: WordSet = WordSet::new(|| word_keys(SWEETS_AND_DRINKS));

/// Whether a menu item is a sweet or a drink: under such a heading, or
/// named with such a head word ("Oat Latte", "Cold Brew").
fn is_a_sweet_or_drink(name: &str, section: Option<&str>) -> bool {
    section.is_some_and(|section| name_words(section).any(|w| SWEETS_AND_DRINKS_SET.contains(w)))
        || name_words(before_parenthesis(name))
            .rev()
            .find(|w| {
                w.chars().any(char::is_alphanumeric) && !DIET_MARKS_AFTER_A_NAME_SET.contains(w)
            })
            .is_some_and(|w| SWEETS_AND_DRINKS_SET.contains(w))
}

/// Whether a dish is a dessert, a drink, a side or a snack, from its
/// section heading or the head word of its name ("Vegan Chocolate Cake").
#[cfg(test)]
fn is_side_or_treat(name: &str, section: Option<&str>) -> bool {
    section_is_not_a_meal(section) || names_a_side_or_treat(name)
}

/// The words of a dish's name or section, as [`is_side_or_treat`] reads
/// them.
fn name_words(text: &str) -> impl DoubleEndedIterator<Item = &str> {
    pieces(text, &WITH_HYPHEN)
}

/// Whether a section heading is one of desserts, drinks, sides or snacks.
fn section_is_not_a_meal(section: Option<&str>) -> bool {
    section.is_some_and(|section| name_words(section).any(|w| NOT_A_MEAL_SECTION_SET.contains(w)))
}

/// Words besides [`NOT_A_MEAL_DISHES`] a name of a side or treat may turn
/// on: its first word ("Side of Fries", "Kids Pasta") or a starter roll's
/// kind ("Spring Rolls").
pub(crate) const NOT_A_MEAL_NAME_WORDS: &[&str] =
    &["side", "kids", "extra", "add", "spring", "egg", "summer"];

/// Whether a menu line prints a description with any text in it.
fn has_a_description(item: &MenuItem) -> bool {
    item.description
        .as_deref()
        .is_some_and(|d| !trim(d).is_empty())
}

/// Puts the products `held` into a dish's signals: a vegan label beside
/// any of them, or a vegetarian label beside meat or fish, is a label
/// conflict (the label never erases what the dish is said to hold).
fn take_up_held(signals: &mut SignalSet, held: SignalSet) {
    *signals = signals.union(held);
    if signals.has(S::VeganLabel) || (signals.has(S::VegetarianLabel) && held.any(NOT_VEGETARIAN)) {
        signals.insert(S::LabelConflict);
    }
}

/// Whether a dish's name names a dessert, a drink, a side or a snack (see
/// [`is_side_or_treat`]): only a name with a word of
/// [`NOT_A_MEAL_DISHES`] or [`NOT_A_MEAL_NAME_WORDS`] may.
fn names_a_side_or_treat(name: &str) -> bool {
    let words = name_words;
    let listed = |word: &str, list: &[&str]| list.iter().any(|l| word.eq_ignore_ascii_case(l));
    // "Horchata (oat)": the head word is outside the parentheses.
    let name = before_parenthesis(name);
    let first = words(name).next();
    // "Energy Balls - vegan", "Brownie VG": a diet mark printed after the
    // dish is not its head word.
    let last = words(name)
        .rev()
        .find(|w| w.chars().any(char::is_alphanumeric) && !DIET_MARKS_AFTER_A_NAME_SET.contains(w));
    // "Vegetable Spring Rolls", "Egg Rolls": starters, where a sushi
    // "Avocado Roll" may be a meal.
    // The head word first: it is one word, the qualifiers any of the name.
    // (By bytes: a head word whose fourth byte ends inside a letter is no
    // "roll".)
    let starter_rolls = last.is_some_and(|w| {
        w.as_bytes()
            .get(..4)
            .is_some_and(|head| head.eq_ignore_ascii_case(b"roll"))
    }) && words(name).any(|w| listed(w, &NOT_A_MEAL_NAME_WORDS[4..]));
    if first.is_some_and(|w| listed(w, &NOT_A_MEAL_NAME_WORDS[..4])) || starter_rolls {
        return true;
    }
    // "Akuri on Toast", "Veg Dhansak with Brown Rice", "Burger & Fries":
    // the staple is what the dish comes on or with; the dish is named
    // before it, and is a side only if that name is one ("Jam on Toast",
    // "Hummus & Pita", "Coffee and Toast").
    if let Some(dish) = last.and_then(|staple| dish_served_with_a_staple(name, staple)) {
        return names_a_side_or_treat(dish)
            || words(dish)
                .next_back()
                .is_some_and(|w| SPREADS_ON_BREAD_SET.contains(w));
    }
    // "Veg Thali - dal, sabzi, rice": a plate, whatever it lists last
    // ("Plate of Fries" and "Combo: Cookie & Coffee" are not).
    if names_a_plate(name) {
        return false;
    }
    last.is_some_and(|w| NOT_A_MEAL_DISH_SET.contains(w)) || is_a_plain_salad(name)
}

/// The name of the dish before the word joining it to the staple it is
/// served on or with (`staple`, the name's head word, one of
/// [`PLATE_STAPLES`]): "Akuri" of "Akuri on Toast", "Veg Dhansak" of
/// "Veg Dhansak with Brown Rice", "Burger" of "Burger & Fries". `None`
/// without a joining word, or with nothing before it.
fn dish_served_with_a_staple<'n>(name: &'n str, staple: &str) -> Option<&'n str> {
    const JOINS: &[&str] = &["on", "with", "w", "over", "and", "n"];
    if !PLATE_STAPLES_SET.contains(staple) {
        return None;
    }
    let offset = |word: &str| word.as_ptr() as usize - name.as_ptr() as usize;
    let staple_at = offset(staple);
    let mut after = staple_at;
    // From the staple back, past its qualifiers ("Brown", "Garlic"), to
    // the nearest joining word, or "&" or "+" between two words.
    for word in name_words(&name[..staple_at]).rev() {
        let at = offset(word);
        let end = at + word.len();
        if name[end..after].contains(['&', '+']) {
            return Some(name[..end].trim()).filter(|dish| !dish.is_empty());
        }
        if is_one_of(word, JOINS) {
            return Some(name[..at].trim()).filter(|dish| name_words(dish).next().is_some());
        }
        after = at;
    }
    None
}

/// Whether a dish's name calls it a plate, a thali, a combo or a bowl
/// (one of [`PLATE_WORDS`]), not "of" something ("Plate of Fries"), and
/// names no sweet or drink after that word ("Combo: Cookie & Coffee").
fn names_a_plate(name: &str) -> bool {
    let mut words = name_words(name).peekable();
    while let Some(word) = words.next() {
        if PLATE_WORDS_SET.contains(word) {
            if words.peek().is_some_and(|w| w.eq_ignore_ascii_case("of")) {
                return false;
            }
            return !words.any(|w| SWEETS_AND_DRINKS_SET.contains(w));
        }
    }
    false
}

/// "House Salad - Vegan", "Garden Salad", "Mixed Green Salad": a salad
/// named for nothing but being the house's or plain greens is served
/// beside a meal; one named for what is in it ("Quinoa Power Salad") may
/// be the meal.
fn is_a_plain_salad(name: &str) -> bool {
    const PLAIN: &[&str] = &[
        "house", "garden", "green", "greens", "side", "mixed", "dinner", "tossed", "simple",
    ];
    let mut words = name_words(name).filter(|w| {
        w.chars().any(char::is_alphanumeric) && !DIET_MARKS_AFTER_A_NAME_SET.contains(w)
    });
    let mut previous = None;
    for word in words.by_ref() {
        if word.eq_ignore_ascii_case("salad") {
            return previous.is_some_and(|p: &str| is_one_of(p, PLAIN)) && words.next().is_none();
        }
        if !is_one_of(word, PLAIN) {
            return false;
        }
        previous = Some(word);
    }
    false
}

/// Diet marks menus print after a dish's name.
const DIET_MARKS_AFTER_A_NAME: &[&str] = &[
    "vegan",
    "vegetarian",
    "veggie",
    "vg",
    "v",
    "ve",
    "veg",
    "gf",
    "df",
    "pb",
    "plant-based",
];

/// The lists above, for look-up without a scan: a menu item with a signal
/// checks its head word against every dessert, drink and snack.
static NOT_A_MEAL_SECTION_SET: WordSet = WordSet::new(|| word_keys(NOT_A_MEAL_SECTIONS));
static NOT_A_MEAL_DISH_SET: WordSet = WordSet::new(|| word_keys(NOT_A_MEAL_DISHES));
static DIET_MARKS_AFTER_A_NAME_SET: WordSet = WordSet::new(|| word_keys(DIET_MARKS_AFTER_A_NAME));
static PLATE_STAPLES_SET: WordSet = WordSet::new(|| word_keys(PLATE_STAPLES));
static PLATE_WORDS_SET: WordSet = WordSet::new(|| word_keys(PLATE_WORDS));
static SPREADS_ON_BREAD_SET: WordSet = WordSet::new(|| word_keys(SPREADS_ON_BREAD));

/// Whether the meat-free-labelled dish of a menu built from `lines`
/// (section, name with an optional " $price", description, labels) reads
/// as a label conflict: the tests' way to ask whether a note, list or
/// legend elsewhere on the menu reached it.
#[cfg(test)]
pub(crate) fn labelled_dish_conflicts(lines: &[(&str, &str, &str, &[&str])]) -> bool {
    labelled_dishes_in_conflict(lines)
        .first()
        .copied()
        .expect("the labelled dish is read")
}

/// Whether each meat-free-labelled dish of a menu of `(section, name [+
/// " $price"], description, labels)` lines, in menu order, is read to
/// conflict with its label; an empty section is none.
#[cfg(test)]
pub(crate) fn labelled_dishes_in_conflict(lines: &[(&str, &str, &str, &[&str])]) -> Vec<bool> {
    let mut record =
        IngestRecord::parse_line(r#"{"external_id":"t:1","name":"T","menu":[],"declarations":[]}"#)
            .expect("a bare record parses");
    for (section, name, description, labels) in lines {
        let (name, price) = match name.rsplit_once(" $") {
            Some((name, price)) => (name, price.parse().ok()),
            None => (*name, None),
        };
        record.menu.push(MenuItem {
            name: name.to_owned(),
            description: Some((*description).to_owned()).filter(|d| !d.is_empty()),
            section: Some((*section).to_owned()).filter(|s| !s.is_empty()),
            price,
            labels: labels.iter().map(|l| (*l).to_owned()).collect(),
            observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
            source: "https://menu.example".to_owned(),
        });
    }
    let evidence = extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC)).evidence;
    evidence
        .iter()
        .filter(|e| e.signals.any(MEAT_FREE_LABELS))
        .map(|dish| dish.signals.has(S::LabelConflict))
        .collect()
}

/// The head of the entry a mention lies in, in a list of entries ("·",
/// ";", "|" or "•" between them) each opening with a name and a colon
/// ("Tzatziki: milk · Crumbled Feta: milk"); only a short entry, a list of
/// what the named food holds ("milk", "contains honey", or a row of an
/// allergen table read as "Fish Tacos: Dairy, Egg, Wheat, Fish, Soy"),
/// not a sentence about other food.
fn entry_head<'t>(text: &'t str, mention: &Mention) -> Option<&'t str> {
    const HEAD_WORDS_MAX: usize = 5;
    const ENTRY_WORDS_MAX: usize = 4;
    const ITEM_WORDS_MAX: usize = 2;
    const SEPARATORS: [char; 4] = ['\u{b7}', ';', '|', '\u{2022}'];
    let before = text.get(mention.sentence.0..mention.span.0)?;
    let after = text.get(mention.span.0..mention.sentence.1)?;
    let entry_start = before.rfind(SEPARATORS).map_or(0, |at| {
        at + before[at..].chars().next().map_or(1, char::len_utf8)
    });
    let entry_end = after.find(SEPARATORS).unwrap_or(after.len());
    let entry = text.get(mention.sentence.0 + entry_start..mention.span.0 + entry_end)?;
    // One entry, one colon: "Allergens: Falafel: sesame" heads nothing.
    let (head, listed) = entry.split_once(':')?;
    let head = head.trim();
    // A list of names only, each of a word or two, is what the food holds
    // however long it runs.
    let names_only = || {
        listed
            .trim_end_matches(|c: char| c == '.' || c.is_whitespace())
            .split(',')
            .all(|item| (1..=ITEM_WORDS_MAX).contains(&words(item).count()))
    };
    (!listed.contains(':')
        && !head.is_empty()
        && words(head).count() <= HEAD_WORDS_MAX
        && (words(listed).count() <= ENTRY_WORDS_MAX || names_only()))
    .then_some(head)
}

/// Whether a mention is a dish form named right after the exception of a
/// diet claim ("every dressing is vegan except Caesar and ranch"): an item
/// of the kind the claim speaks of, left out of it. An ingredient there
/// ("vegan except the honey drizzle") may be in the claimed food.
fn excepted_from_a_diet_claim(text: &str, mention: &Mention) -> bool {
    const EXCEPTIONS: &[&str] = &["except", "excluding", "but"];
    const BETWEEN_WORDS_MAX: usize = 4;
    if !mention.form {
        return false;
    }
    let Some(before) = text.get(mention.sentence.0..mention.span.0) else {
        return false;
    };
    let Some((at, word)) = word_spans(before, 0, before.len())
        .filter(|(_, w)| is_one_of(w, EXCEPTIONS))
        .last()
    else {
        return false;
    };
    let (claim, between) = (&before[..at], &before[at + word.len()..]);
    // "but" excepts only as "all but", "every ... but": a bare "but"
    // opens a clause.
    if word.eq_ignore_ascii_case("but")
        && !words(claim)
            .last()
            .is_some_and(|w| w.eq_ignore_ascii_case("vegan"))
    {
        return false;
    }
    words(claim).any(|w| {
        let w = w.to_ascii_lowercase();
        w.starts_with("vegan") || w.starts_with("vegetarian")
    }) && !between.contains(['.', ';', ':', '(', ')'])
        && words(between).count() <= BETWEEN_WORDS_MAX
}

/// The spans of the other animal products the restaurant's statement at
/// `index` names in the sentence of `mention`.
fn products_beside(
    pending: &[(usize, Mention, String)],
    index: usize,
    mention: &Mention,
) -> Vec<(usize, usize)> {
    pending
        .iter()
        .filter(|(i, other, _)| {
            *i == index
                && other.sentence == mention.sentence
                && other.span != mention.span
                && !other.signals.is_empty()
        })
        .map(|(_, other, _)| other.span)
        .collect()
}

/// "I miss pastrami but hey, it's a dairy place": a product the diner says
/// they miss, right after saying so, is one they did not find here.
fn missed_by_the_diner(text: &str, mention: &Mention) -> bool {
    let Some(before) = text.get(mention.sentence.0..mention.span.0) else {
        return false;
    };
    let (subject, verb) = words(before).fold((None, None), |(_, verb), word| (verb, Some(word)));
    verb.is_some_and(|w| w.eq_ignore_ascii_case("miss"))
        && subject.is_some_and(|w| is_one_of(w, &["i", "we", "really", "do", "still"]))
}

/// "I miss pork katsu since going veggie, but hey, the korokke curry is
/// awesome": a product the diner says they miss, with a turn ("but",
/// "though") before the meat-free dish at `at`, is one they did not find
/// in it; a clause after that dish that points back ("has it", "too")
/// may put it there.
fn missed_apart_from(text: &str, mention: &Mention, at: usize) -> bool {
    const TURNS: &[&str] = &["but", "though", "although", "yet", "still"];
    const POINTING_BACK: &[&str] = &[
        "it", "them", "that", "those", "one", "some", "too", "also", "same", "either", "like",
    ];
    if at < mention.span.1 || !missed_by_the_diner(text, mention) {
        return false;
    }
    let (Some(between), Some(after)) = (
        text.get(mention.span.1..at),
        text.get(at..mention.sentence.1),
    ) else {
        return false;
    };
    words(between).any(|w| is_one_of(w, TURNS))
        && between.contains(',')
        && !words(after).any(|w| is_one_of(w, POINTING_BACK))
}

/// Where the word running through byte `from` of `text` ends: a mention
/// read as a word's stem ("escargot" of "escargots") is written whole.
/// Where the run of letters that `to` ends inside starts: `to` itself at
/// a word start, which every phrase of a script written with spaces is
/// found at; earlier in a run of a script written without them.
fn run_start(text: &str, to: usize) -> usize {
    text.get(..to).map_or(to, |before| {
        before
            .char_indices()
            .rev()
            .take_while(|(_, c)| c.is_alphanumeric())
            .last()
            .map_or(to, |(at, _)| at)
    })
}

fn word_end(text: &str, from: usize) -> usize {
    text.as_bytes().get(from..).map_or(from, |rest| {
        from + rest
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || **b >= 0x80)
            .count()
    })
}

/// Builds this module's word sets now rather than at their first look-up
/// (`crate::lexicon::warm_up`).
pub(crate) fn build_word_sets() {
    for set in [
        &RETRACTION_KEY_SET,
        &RECIPE_CHANGE_KEY_SET,
        &SWEETS_AND_DRINKS_SET,
        &NOT_A_MEAL_SECTION_SET,
        &NOT_A_MEAL_DISH_SET,
        &DIET_MARKS_AFTER_A_NAME_SET,
        &PLATE_STAPLES_SET,
        &PLATE_WORDS_SET,
        &SPREADS_ON_BREAD_SET,
    ] {
        set.build_now();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_evaluation_after_others_on_its_thread_reads_as_one_alone() {
        let parse = |line: &str| IngestRecord::parse_line(line).unwrap();
        let long = parse(
            r#"{"external_id":"t:1","name":"Piti House","declarations":[
            {"text":"We use a dedicated vegan fryer. Dairy and eggs on request.","date":"2026-10-01T00:00:00Z","source":"https://a.example"}],
            "menu":[{"name":"Piti","description":"lamb, chickpeas, broth","observed_at":"2026-10-01T00:00:00Z","source":"https://a.example/menu"},
            {"name":"Tofu Bowl","description":"rice, greens","labels":["vegan"],"observed_at":"2026-10-01T00:00:00Z","source":"https://a.example/menu"}],
            "reviews":[{"text":"The piti broth was rich. Loved the tofu bowl!","rating":5,"date":"2026-10-02T00:00:00Z","source":"https://r.example/1"}]}"#,
        );
        let short = parse(
            r#"{"external_id":"t:2","name":"T","declarations":[],"menu":[
            {"name":"Bean Taco","labels":["vegan"],"observed_at":"2026-09-01T00:00:00Z","source":"https://b.example"}]}"#,
        );
        let now = time::macros::datetime!(2026-11-01 00:00:00 UTC);
        let read = |record: &IngestRecord| format!("{:?}", extract(record, now));
        // A thread of its own holds no buffers from another evaluation.
        let alone = |record: &IngestRecord| {
            let record = record.clone();
            std::thread::spawn(move || format!("{:?}", extract(&record, now)))
                .join()
                .unwrap()
        };
        let (long_alone, short_alone) = (alone(&long), alone(&short));
        assert!(long_alone.contains("Piti"), "{long_alone}");
        for _ in 0..2 {
            assert_eq!(read(&long), long_alone);
            assert_eq!(read(&short), short_alone);
        }
    }

    #[test]
    fn warm_up_leaves_no_word_set_for_an_evaluation_to_build() {
        use std::sync::atomic::Ordering::SeqCst;
        crate::lexicon::warm_up();
        let built = crate::lexicon::WORD_KEYS_BUILT.load(SeqCst);
        let record = IngestRecord::parse_line(
            r#"{"external_id":"t:3","name":"Mixed Kitchen","declarations":[
            {"text":"We use a dedicated vegan fryer, but our kitchen handles dairy. Most of our vegan dishes are plant-based.","date":"2026-10-01T00:00:00Z","source":"https://a.example"}],
            "menu":[{"name":"Beef Rendang","description":"slow-cooked beef, coconut gravy","observed_at":"2026-10-01T00:00:00Z","source":"https://a.example/menu"},
            {"name":"Lentil Dal","description":"lentils, rice (VG)","labels":["vegan"],"observed_at":"2026-10-01T00:00:00Z","source":"https://a.example/menu"},
            {"name":"Käsespätzle","description":"mit Kräuterbutter","section":"Hauptgerichte","observed_at":"2026-10-01T00:00:00Z","source":"https://a.example/menu"}],
            "reviews":[{"text":"The dal is served with a scoop of rendang. Vegan? Forget it. My sister says it's more vegetarian than vegan.","rating":2,"date":"2026-10-02T00:00:00Z","source":"https://r.example/1"},
            {"text":"The vegan mayo? It's Hellmann's. 素食說明：VG 纯素. Cơm chay ngon lắm.","rating":3,"date":"2026-10-03T00:00:00Z","source":"https://r.example/2"}]}"#,
        )
        .unwrap();
        let _ = crate::evaluate(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC));
        assert_eq!(crate::lexicon::WORD_KEYS_BUILT.load(SeqCst), built);
    }

    #[test]
    fn a_singular_drops_one_plural_s_of_a_word_of_four_or_more() {
        for (word, expected) in [
            ("burgers", "burger"),
            ("NOODLES", "NOODLE"),
            ("fries", "frie"),
            ("eggs", "egg"),
            ("bus", "bus"),
            ("ss", "ss"),
            ("s", "s"),
            ("", ""),
            ("crèmes", "crème"),
            ("crème", "crème"),
            ("naś", "naś"),
            ("glass", "glas"),
        ] {
            assert_eq!(singular(word), expected, "{word}");
            let by_character = word
                .strip_suffix(['s', 'S'])
                .filter(|stem| stem.len() >= 3)
                .unwrap_or(word);
            assert_eq!(singular(word), by_character, "{word}");
        }
    }

    #[test]
    fn a_diet_mark_after_a_dish_name_is_not_its_head_word() {
        assert!(is_side_or_treat("Energy Balls - vegan", None));
        assert!(is_side_or_treat("Fudge Brownie VG", None));
        assert!(!is_side_or_treat("Black Bean Burger - vegan", None));
        assert!(!is_side_or_treat("Vegan", None));
    }

    #[test]
    fn sweets_and_drinks_are_told_from_sides_and_meals() {
        assert!(is_a_sweet_or_drink("Glazed (VG)", Some("Donuts")));
        assert!(is_a_sweet_or_drink("Cold Brew", None));
        assert!(is_a_sweet_or_drink("Apple Fritter VG", None));
        // An ice cream counter: its flavours under Scoops, its floats and cones.
        assert!(is_a_sweet_or_drink("Oat Vanilla Bean (VG)", Some("Scoops")));
        assert!(is_a_sweet_or_drink("Root Beer Float (VG)", None));
        assert!(is_a_sweet_or_drink("Waffle Cone (VG) +$1", Some("Extras")));
        assert!(!is_a_sweet_or_drink("Black Bean Burger", Some("Mains")));
        // Sides and starters make a meal together; a main is one.
        assert!(!is_a_sweet_or_drink("Patatas Bravas (VG)", Some("Tapas")));
        assert!(!is_a_sweet_or_drink("Garlic Fries", Some("Sides")));
        assert!(!is_a_sweet_or_drink("Tofu Banh Mi", Some("Sandwiches")));
    }

    #[test]
    fn a_dish_under_a_donut_heading_is_a_treat() {
        assert!(is_side_or_treat("Apple Fritter (VG)", Some("Donuts")));
        assert!(is_side_or_treat("Glazed", Some("Doughnuts")));
        // The same names under a meal's heading stay what their names say.
        assert!(!is_side_or_treat("Apple Fritter (VG)", Some("Breakfast")));
        assert!(!is_side_or_treat("Glazed Tofu Bowl", Some("Bowls")));
    }

    #[test]
    fn a_dish_served_on_or_with_a_staple_is_named_before_it() {
        // The staple is what the dish comes on or with: the plate is a meal.
        for plate in [
            "Spiced Scrambled Eggs on Toast (V)",
            "Chana Dal with Jeera Rice",
            "Rajma w/ Steamed Brown Rice - VG",
            "Mushroom Curry over Rice",
            "Veggie Burger & Fries",
            "Battered Tofu and Chips",
            "Paneer Bhurji + Naan",
            "Tofu Scramble on Sourdough Toast",
        ] {
            assert!(!is_side_or_treat(plate, None), "{plate}");
        }
        // A side or a treat served with a staple stays one, as does a
        // spread on toast, the staple alone and a side of it.
        for side in [
            "Jam on Toast (VG)",
            "Peanut Butter on Toast",
            "Hummus & Pita",
            "Ice Cream on Brioche Toast",
            "Masala Chai and Toast",
            "Rice and Beans",
            "Garlic Naan",
            "Side of Rice with Beans",
            "House Salad with Garlic Bread",
            "on Toast",
        ] {
            assert!(is_side_or_treat(side, None), "{side}");
        }
        // Its heading still says what it is.
        assert!(is_side_or_treat("Beans on Toast", Some("Sides")));
    }

    #[test]
    fn a_thali_plate_combo_or_bowl_is_a_meal_whatever_it_lists_last() {
        for plate in [
            "Gujarati Thali - dal, kadhi, rotli, rice",
            "Falafel Plate: hummus, salad, pita",
            "Lunch Combo - curry, salad, rice",
            "Tofu Poke Bowl, sushi rice",
        ] {
            assert!(!is_side_or_treat(plate, None), "{plate}");
        }
        // A plate of a side, and a combo of sweets and drinks, are not.
        for side in [
            "Plate of Fries",
            "Bowl of Rice",
            "Combo: Cookie & Coffee",
            "Kids Combo - nuggets, fries",
        ] {
            assert!(is_side_or_treat(side, None), "{side}");
        }
    }

    #[test]
    fn a_plain_house_salad_is_a_side() {
        for side in [
            "House Salad - Vegan",
            "Garden Salad",
            "Vegan Mixed Green Salad",
        ] {
            assert!(is_side_or_treat(side, Some("Salads")), "{side}");
        }
        for meal in [
            "Quinoa Power Salad",
            "House Kale & Lentil Salad",
            "House Salad Bowl",
        ] {
            assert!(!is_side_or_treat(meal, Some("Salads")), "{meal}");
        }
    }

    #[test]
    fn initials_of_an_ascii_name_are_those_its_characters_give() {
        // The split by character, as a name outside ASCII is read.
        fn by_character(name: &str) -> Option<String> {
            const CONNECTORS: &[&str] = &["and", "with", "w", "of", "the", "in", "on"];
            let letters: String = name
                .split(|c: char| !c.is_alphanumeric() && c != '\'')
                .filter(|word| !word.is_empty() && !is_one_of(word, CONNECTORS))
                .filter_map(|word| word.chars().next())
                .filter(char::is_ascii_alphabetic)
                .map(|c| c.to_ascii_uppercase())
                .collect();
            (letters.len() >= 3 && letters.len() <= 5).then_some(letters)
        }
        for name in [
            "Vegan Breakfast Burrito",
            "Tofu Pad Thai",
            "Rice and Beans with Greens",
            "Fish & Chips",
            "2 Egg Breakfast Plate",
            "Chef's Special O'Brien Potatoes",
            "A B C D E F",
            "W Of The In On And",
            "  spaced   out   name  ",
            "Mac-n-Cheese Bites",
            "x",
            "",
        ] {
            assert_eq!(initials(name), by_character(name), "{name}");
        }
    }

    #[test]
    fn only_the_question_mark_denies_in_ascii() {
        let ascii: Vec<char> = DENYING_MARKS
            .iter()
            .copied()
            .filter(char::is_ascii)
            .collect();
        assert_eq!(ascii, ['?']);
    }

    #[test]
    fn veg_is_found_at_any_place_in_any_case() {
        for length in 0..20 {
            for at in 0..length {
                for veg in [&b"veg"[..], b"VEG", b"vEg", b"ve", b"vex"] {
                    let mut bytes = vec![b'x'; length];
                    for (offset, byte) in veg.iter().enumerate() {
                        if let Some(slot) = bytes.get_mut(at + offset) {
                            *slot = *byte;
                        }
                    }
                    let naive = bytes.windows(3).any(|w| w.eq_ignore_ascii_case(b"veg"));
                    assert_eq!(holds_veg(&bytes), naive, "{bytes:?}");
                }
            }
        }
    }

    #[test]
    fn a_dish_name_key_ignores_case_punctuation_and_listing_words() {
        let key = |name: &str, section: Option<&str>| dish_name_key(name, section);
        assert_eq!(key("Veggie Korma (Vegan)", None), key("VEGGIE KORMA", None));
        assert_eq!(
            key("Pad Thai - vegan", None),
            key("Pad Thai \u{2013} Vegan", None)
        );
        assert_eq!(
            key("Crème Brûlée", Some(" Desserts")),
            key("CRÈME BRÛLÉE", Some("desserts"))
        );
        assert_eq!(
            key("Roasted Vegetables", None),
            key("roasted vegetables (V)", None)
        );
        assert_ne!(
            key("Pad See Ew", Some("Vegan")),
            key("Pad See Ew", Some("Noodles"))
        );
        // A section named by a diet alone is a listing's filter.
        assert_eq!(
            key("Falafel Plate", Some(" Vegan")),
            key("Falafel Plate", None)
        );
        assert_ne!(key("Pad See Ew", None), key("Pad Ew See", None));
        assert_ne!(key("Tofu Scramble", None), key("Tofu", None));
        assert_ne!(key("ab c", None), key("a bc", None));
        for name in [
            "Vegan Breakfast Burrito",
            "Smoky Tofu Burgers (vegan)",
            "Tofu Pad Thai",
            "Kale",
            "Oat milk latte",
        ] {
            let mut tokens = Tokens::default();
            let found = tokens.read(name);
            let words = || tokens.words(name, found).map(|(word, _)| word);
            assert_eq!(head_of_words(name, words()), dish_head(name), "{name}");
            assert_eq!(
                initials_of_words(words().map(str::as_bytes)),
                initials(name),
                "{name}"
            );
        }
        // Taken from the words as found, the key is the same.
        let mut tokens = Tokens::default();
        for name in [
            "Veggie Korma (Vegan)",
            "VEGGIE KORMA",
            "Pad See Ew",
            "Elote Bowl (V, GF)",
            "Veg Dum Biryani NV",
            "Tofu, new",
        ] {
            let words = tokens.read(name);
            assert_eq!(
                dish_name_key_with(name, Some("Mains"), Some((&tokens, words))),
                key(name, Some("Mains")),
                "{name}"
            );
        }
    }

    proptest::proptest! {
        #[test]
        fn a_line_whose_words_hold_no_diet_word_denies_no_diet(
            text in "([a-zA-Z]{1,7}|vegan|Veg|non|nonveg|veggie|[ ,.:=(')-]){0,12}"
        ) {
            let mut tokens = Tokens::default();
            let words = tokens.read(&text);
            if let Some(denied) = denial_in_words(&text, &text, Some(words)) {
                proptest::prop_assert_eq!(denied, diet_denied(&text));
            }
        }
    }

    #[test]
    fn a_dish_word_is_found_by_its_own_key_or_any_form_of_it() {
        let dishes = [
            "Chicken Parmesan",
            "Parm fries",
            "Mozz sticks",
            "Buffalo mozzarella salad",
        ];
        let mut entries = Vec::new();
        for (index, dish) in dishes.iter().enumerate() {
            for word in words(dish) {
                entries.push((WordTable::key(word), 1u64 << index));
            }
        }
        // Filled over the words of another menu, it holds these alone.
        let mut index = DishWords::default();
        index.fill(&[(WordTable::key("steak"), 1 << 7)]);
        index.fill(&entries);
        assert_eq!(index.get("steak"), 0);
        assert_eq!(index.get("parm"), 0b0011);
        assert_eq!(index.get("PARMIGIANA"), 0b0011);
        assert_eq!(index.get("mozzarella"), 0b1100);
        assert_eq!(index.get("chicken"), 0b0001);
        assert_eq!(index.get("salad"), 0b1000);
        assert_eq!(index.get("steak"), 0);
        // Each word's dishes are those of a pass over every entry.
        for word in dishes
            .iter()
            .flat_map(|dish| words(dish))
            .chain(["steak", "fries"])
        {
            let key = WordTable::key(word);
            let passed = entries
                .iter()
                .filter(|(held, _)| *held == key)
                .fold(0, |dishes, (_, bit)| dishes | bit);
            assert_eq!(index.with_key(key), passed, "{word}");
        }
    }

    proptest::proptest! {
        #[test]
        fn grouped_dish_words_answer_as_a_pass_over_every_entry(
            keys in proptest::collection::vec(0u64..512, 0..200),
            asked in proptest::collection::vec(0u64..512, 1..20),
        ) {
            // Keys of a few bits each, spread over every group and
            // presence bit, so that many collide.
            let spread = |key: u64| key.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
            let entries: Vec<(u64, u64)> = keys
                .iter()
                .enumerate()
                .map(|(at, key)| (spread(*key), 1u64 << (at % 64)))
                .collect();
            let mut index = DishWords::default();
            index.fill(&entries);
            for key in asked.iter().chain(&keys).map(|key| spread(*key)) {
                let passed = entries
                    .iter()
                    .filter(|(held, _)| *held == key)
                    .fold(0, |dishes, (_, bit)| dishes | bit);
                proptest::prop_assert_eq!(index.with_key(key), passed);
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn a_name_whose_words_hold_no_treat_word_names_no_side_or_treat(
            name in "([a-zA-Z]{1,7}|Cake|fries|Side|roll|Rolls|spring|egg|VG|vegan|[ ,.()'-]){0,8}"
        ) {
            let mut tokens = Tokens::default();
            let words = tokens.read(&name);
            if words.plain_words && !words.cues.has(Cues::SIDE_OR_TREAT) {
                proptest::prop_assert!(!names_a_side_or_treat(&name));
            }
        }
    }

    #[test]
    fn dishes_are_named_by_the_numbers_they_are_printed_with() {
        assert_eq!(dish_number("10. Vegan Pad Thai"), Some(10));
        assert_eq!(dish_number("#7 The Hulk"), Some(7));
        assert_eq!(dish_number("No. 12 Lo Mein"), Some(12));
        assert_eq!(dish_number("7UP Cake"), None);
        assert_eq!(dish_number("Tofu Bowl"), None);
        let named = |s: &str| dish_numbers_named(s);
        assert!(named("Nos. 10 – 12 are finished with butter").contains(&(10, 12)));
        assert!(named("Every curry from 20 to 22 starts with stock").contains(&(20, 22)));
        assert!(named("Dishes #10, #11 & #12 contain egg").contains(&(11, 11)));
        assert!(named("Add a 12 oz drink for $3.50, served in 20% less time").is_empty());
    }

    #[test]
    fn a_letter_is_found_in_either_case_wherever_it_stands() {
        for text in [
            "",
            "h",
            "Cholesterol 185mg",
            "CHOLESTEROL: 0",
            "hHhH h\u{e8}H 12345678h",
            "ÈH(h",
        ] {
            let naive: Vec<usize> = text
                .bytes()
                .enumerate()
                .filter(|(_, b)| b.eq_ignore_ascii_case(&b'h'))
                .map(|(at, _)| at)
                .collect();
            let seen = std::cell::RefCell::new(Vec::new());
            assert!(!crate::swar::letter_where(text.as_bytes(), b'h', |at| {
                seen.borrow_mut().push(at);
                false
            }));
            assert_eq!(seen.into_inner(), naive, "{text:?}");
        }
    }

    #[test]
    fn cholesterol_above_zero_shows_an_animal_food() {
        for text in [
            "Cholesterol 185 mg",
            "cal 540 · chol. 40mg",
            "CHOLESTEROL: 5mg",
        ] {
            assert!(shows_cholesterol(text), "{text}");
        }
        for text in [
            "Cholesterol 0 mg",
            "cholesterol-free",
            "choline 50mg",
            "rice, beans",
        ] {
            assert!(!shows_cholesterol(text), "{text}");
        }
    }

    /// The record of `record_json` with the restaurant's `statement`
    /// (an FAQ entry or an owner's reply, from `source`) added, read into
    /// evidence: the cautions of the evidence `keep` keeps.
    fn cautions_with_statement(
        record: IngestRecord,
        statement: &str,
        source: &str,
        keep: impl Fn(&EvidenceItem) -> bool,
    ) -> SignalSet {
        evidence_with_statement(record, statement, source)
            .iter()
            .filter(|item| keep(item))
            .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
    }

    /// The evidence of a record with one more statement of the restaurant's.
    fn evidence_with_statement(
        mut record: IngestRecord,
        statement: &str,
        source: &str,
    ) -> Vec<EvidenceItem> {
        record.declarations.push(dietfit_contract::Declaration {
            text: statement.to_owned(),
            date: time::macros::datetime!(2026-10-02 00:00:00 UTC),
            source: source.to_owned(),
        });
        extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC)).evidence
    }

    /// A record whose menu is `(name, description, labels)` lines, seen on
    /// 2026-10-01.
    fn menu_record(lines: &[(&str, &str, &[&str])]) -> IngestRecord {
        let mut record = IngestRecord::parse_line(
            r#"{"external_id":"t:1","name":"T","menu":[],"declarations":[]}"#,
        )
        .unwrap();
        for (name, description, labels) in lines {
            record.menu.push(MenuItem {
                name: (*name).to_owned(),
                description: Some((*description).to_owned()),
                section: None,
                price: None,
                labels: labels.iter().map(|l| (*l).to_owned()).collect(),
                observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
                source: "https://menu.example".to_owned(),
            });
        }
        record
    }

    /// The animal products a dish labelled vegan is read to hold.
    fn vegan_dish_animal(name: &str, description: &str) -> SignalSet {
        menu_evidence(&[(name, description, &["vegan"])])[0]
            .signals
            .intersection(ANIMAL)
    }

    /// A menu of `(name, description, labels)` lines, all in one section,
    /// read into evidence: the menu items' evidence, in order.
    fn menu_evidence(lines: &[(&str, &str, &[&str])]) -> Vec<EvidenceItem> {
        let mut record = menu_record(lines);
        for item in &mut record.menu {
            item.section = Some("Mains".to_owned());
        }
        extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC)).evidence
    }

    #[test]
    fn a_labelled_names_stock_fat_or_sauce_contradicts_its_label() {
        let conflict = |name: &str, labels: &[&str]| {
            menu_evidence(&[(name, "greens, garlic, chilli", labels)])[0].has(S::LabelConflict)
        };
        for name in [
            "Stir-fried Kailan with Hae Ko (VG)",
            "Greens Braised in Ham Hock Broth (VG)",
            "Long Bean Shrimp Paste",
            "Garlic Greens in Schmaltz (VG)",
        ] {
            assert!(conflict(name, &["vegan"]), "{name}");
        }
        assert!(conflict(
            "Hand-cut Chips in Beef Dripping (V)",
            &["vegetarian"]
        ));
        // Named as its plant make, or a protein the mark reads as its mock.
        for name in [
            "Greens in Shiitake Dashi (VG)",
            "Greens with Vegan Oyster Sauce (VG)",
            "Greens, Veggie Stock (VG)",
            "Sweet Chilli Chicken (VG)",
        ] {
            assert!(!conflict(name, &["vegan"]), "{name}");
        }
    }

    #[test]
    fn a_plant_stand_in_in_the_description_explains_the_names_product() {
        let conflict = |name: &str, description: &str| {
            menu_evidence(&[(name, description, &["vegan"])])[0].has(S::LabelConflict)
        };
        assert!(!conflict("Bacon Bowl", "mushroom bacon, rice, greens"));
        assert!(!conflict("Bacon Melt", "Coconut Bacon, vegan cheddar, rye"));
        assert!(!conflict("Chicken Tenders", "breaded chikn, mustard dip"));
        // The plant and the product apart, or another product in the name.
        assert!(conflict("Bacon Melt", "toasted coconut, bacon, rye"));
        assert!(conflict("Chicken Bacon Wrap", "soy chick'n, greens"));
    }

    #[test]
    fn a_recipe_card_and_a_carried_food_speak_of_their_dish() {
        const RECORD: &[(&str, &str, &[&str])] = &[
            (
                "Falafel Wrap",
                "falafel, tahini, salad, pickles",
                &["vegan"],
            ),
            ("Ribeye Steak", "12 oz, garlic butter, fries", &[]),
        ];
        let cautions = |statement: &str| {
            cautions_with_statement(
                menu_record(RECORD),
                statement,
                "https://restaurant.example/blog/recipes",
                |_| true,
            )
        };
        // The card's title names the dish its note speaks of, and a kitchen's
        // practice some days is in the dish those days.
        for statement in [
            "FALAFEL (makes 20)\n500 g soaked chickpeas, parsley, cumin, salt.\nNote: if the chickpeas are wet we bind the mix with one egg.",
            "If the chickpeas are wet we bind the falafel mix with one egg.",
            "Sometimes we bind the falafel with one egg.",
        ] {
            assert!(cautions(statement).has(S::Egg), "{statement}");
        }
        // A first line that is no card's title, a title naming no listed
        // dish, and equipment named by a product stay untied.
        for statement in [
            "Our story\nWe began at a market stall. Our neighbours sold eggs.",
            "BANANA BREAD\nWe bind the mix with one egg.",
            "FALAFEL (makes 20)\nEquipment: a butter knife, a cheese grater.\nIngredients: chickpeas, parsley.",
        ] {
            assert!(!cautions(statement).any(ANIMAL), "{statement}");
        }
        assert_eq!(
            component_of_a_carrier("Falafel Wrap", "wrap").as_deref(),
            Some("falafel")
        );
        assert_eq!(
            component_of_a_carrier("Halloumi Pitas (2)", "pita").as_deref(),
            Some("halloumi")
        );
        assert_eq!(component_of_a_carrier("Vegan Wrap", "wrap"), None);
        assert_eq!(component_of_a_carrier("Falafel Salad", "salad"), None);
        assert!(card_title("DAL TADKA\nIngredients: dal").is_some());
        assert!(card_title("MUSTARD: Tempeh Reuben, Pretzel Board\nMILK: Pretzel Board").is_none());
        assert!(card_title("We fry in oil. Always.\nAsk us.").is_none());
        assert!(card_title("FALAFEL").is_none());
    }

    #[test]
    fn what_may_come_from_shared_equipment_is_cross_contact() {
        const RECORD: &[(&str, &str, &[&str])] =
            &[("Vegan Fries", "skin-on fries, sea salt", &["vegan"])];
        let read = |statement: &str| {
            evidence_with_statement(
                menu_record(RECORD),
                statement,
                "https://chain.example/allergens",
            )
            .iter()
            .fold(
                (SignalSet::EMPTY, SignalSet::EMPTY),
                |(signals, cautions), item| {
                    (signals.union(item.signals), cautions.union(item.cautions))
                },
            )
        };
        for statement in [
            "Allergen chart - Vegan Fries: Contains: none. May contain (shared fryer): Fish ✓ Milk ✓ Egg ✓.",
            "Vegan Fries - Contains: Potato. May contain: Milk, Egg (shared fryer).",
        ] {
            let (signals, cautions) = read(statement);
            assert!(signals.has(S::SharedFryer), "{statement}");
            assert!(!signals.union(cautions).any(ANIMAL), "{statement}");
        }
        // No shared equipment named, or a product the food is said to hold,
        // stays what the food may hold.
        assert!(
            read("Vegan Fries may contain milk and egg.")
                .1
                .has(S::Dairy)
        );
        let (signals, cautions) =
            read("Vegan Fries contains egg, may contain milk (shared fryer).");
        assert!(signals.union(cautions).has(S::Egg));
    }

    #[test]
    fn a_vegan_choice_of_a_slash_list_leaves_the_other_choices_out() {
        let animal = |name: &str, description: &str| {
            menu_evidence(&[(name, description, &["vegan"])])[0]
                .signals
                .intersection(ANIMAL)
        };
        assert!(
            animal(
                "Tofu / Chicken / Beef Stir-Fry",
                "$13 - vegan with tofu - broccoli, snap peas"
            )
            .is_empty()
        );
        assert!(
            !animal(
                "Chicken / Beef / Shrimp Pad Thai",
                "rice noodles, tamarind, peanuts - vegan"
            )
            .is_empty()
        );
        assert!(
            !animal(
                "Tofu / Chicken Stir-Fry",
                "vegan with tofu, fish sauce, broccoli"
            )
            .is_empty()
        );
    }

    #[test]
    fn a_vegetarian_meal_code_or_lacto_ovo_diet_on_a_vegan_dish_disputes_its_label() {
        let disputed = |name: &str, description: &str| {
            menu_evidence(&[(name, description, &["vegan"])])[0]
                .signals
                .has(S::LabelConflict)
        };
        for (name, description) in [
            ("Vegan Curry Plate (AVML)", "chana masala, jeera rice"),
            ("Plant Plate - VLML", "roasted veg, quinoa, herb dressing"),
            ("Plant Plate", "vegetarian (lacto-ovo): roasted veg, quinoa"),
            ("Jain Thali", "VJML: dal, rice, seasonal vegetables"),
            (
                "Garden Bowl",
                "a lacto-vegetarian bowl of greens and grains",
            ),
        ] {
            assert!(disputed(name, description), "{name}: {description}");
        }
        for (name, description) in [
            ("Chana Masala (VGML)", "chickpeas, tomato, basmati"),
            ("Kimchi Bowl", "lacto-fermented kimchi, tofu, rice"),
            ("Vegan Bowl", "our vegetarian chili, made without cheese"),
        ] {
            assert!(!disputed(name, description), "{name}: {description}");
        }
    }

    #[test]
    fn a_menu_defining_its_vegan_to_allow_dairy_or_eggs_disputes_its_vegan_labels() {
        let disputed = |definition: &str| {
            menu_evidence(&[
                ("Vegan Entrée", "vegetable lasagna, side salad", &["vegan"]),
                ("Diet Orders", definition, &[]),
            ])[0]
                .signals
                .has(S::LabelConflict)
        };
        for definition in [
            "Vegan diet order: no meat, poultry or fish. Dairy and eggs permitted unless the order says 'strict'.",
            "Vegan meals = no meat or fish; eggs allowed",
        ] {
            assert!(disputed(definition), "{definition}");
        }
        // The name heads the definition its description gives.
        for (name, definition) in [
            ("Vegan Diet", "no meat or fish; dairy and eggs allowed"),
            (
                "Vegan diet order",
                "no meat, poultry or fish. Eggs permitted",
            ),
        ] {
            let disputed = menu_evidence(&[
                ("Vegan Entrée", "vegetable lasagna, side salad", &["vegan"]),
                (name, definition, &[]),
            ])[0]
                .signals
                .has(S::LabelConflict);
            assert!(disputed, "{name}: {definition}");
        }
        for definition in [
            "Vegan (strict) diet order: no meat, fish, dairy, eggs, honey or gelatin.",
            "Vegetarian diet order: no meat or fish. Dairy and eggs permitted.",
            "Regular diet order: dairy and eggs permitted.",
        ] {
            assert!(!disputed(definition), "{definition}");
        }
    }

    #[test]
    fn a_dish_under_a_milk_themed_heading_is_whitened_by_the_plant_make_it_names() {
        let dairy = |section: &str, description: &str| {
            let mut record = menu_record(&[("Coconut Milk Tea", description, &["vegan"])]);
            record.menu[0].section = Some(section.to_owned());
            extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC)).evidence[0]
                .signals
                .has(S::Dairy)
        };
        for description in [
            "black tea, non-dairy creamer (coconut oil, pea protein - no caseinate), tapioca pearls",
            "jasmine tea, oat milk, lychee jelly",
        ] {
            assert!(!dairy("Milk Teas", description), "{description}");
        }
        for (section, description) in [
            ("Milk Teas", "black tea, tapioca pearls"),
            ("Milk Teas", "black tea, tapioca pearls. oat milk available"),
            ("Milk Teas", "black tea, sub oat milk"),
            ("Milk Teas", "black tea, oat milk foam, tapioca pearls"),
            (
                "Milk Teas",
                "black tea, non-dairy creamer (corn syrup solids, sodium caseinate)",
            ),
            (
                "Milk Teas",
                "black tea, caramel, our non-dairy creamer, boba",
            ),
            ("Say Cheese!", "black tea, oat milk, tapioca pearls"),
            (
                "Teas - finished with whole milk",
                "black tea, oat milk, tapioca pearls",
            ),
        ] {
            assert!(dairy(section, description), "{section}: {description}");
        }
    }

    #[test]
    fn a_diet_offered_after_a_name_claims_nothing() {
        for name in ["Pad See Ew (available vegan)", "Risotto (can be vegan)"] {
            assert!(!name_claim(name).has(S::VeganLabel), "{name}");
        }
        for name in ["Pad See Ew (vegan)", "Green Curry - Vegan", "Vegan Ramen"] {
            assert!(!name_claim(name).is_empty(), "{name}");
        }
    }

    #[test]
    fn a_priced_option_taking_off_a_product_or_offering_its_plant_make_says_the_default() {
        let cautions = |description: &str| {
            menu_evidence(&[("Vegan Plate", description, &["vegan"])])[0]
                .cautions
                .intersection(ANIMAL)
        };
        for description in [
            "$11 · $2 extra without cheese · chips, beans, pico",
            "$14 (vegan broth +$2) - rice noodles, tofu, herbs",
            "rice, beans; make it egg-free +$1",
        ] {
            assert!(!cautions(description).is_empty(), "{description}");
        }
        for description in [
            "rice, greens, tahini (+$3 add grilled chicken, optional)",
            "fried seitan, slaw, on a vegan pretzel bun  $15",
            "grated zucchini, flour + 3 flax 'eggs' per batch",
            "seasonal plates; optional drink pairing +$45, vegan wines only",
            "tofu, rice (add vegan cheese +$1)",
            "$1 extra without onions",
        ] {
            assert!(cautions(description).is_empty(), "{description}");
        }
    }

    #[test]
    fn kitchens_dishes_whose_recipe_is_the_product_need_their_plant_make_named() {
        let animal = |name: &str, description: &str| {
            menu_evidence(&[(name, description, &["vegan"])])[0]
                .signals
                .intersection(ANIMAL)
        };
        for (name, description, product) in [
            ("Kaiserschmarrn", "torn caramelised pancake", S::Egg),
            ("Pandebono", "pan de yuca horneado", S::Dairy),
            ("Syrniki", "pan-fried golden pancakes", S::Dairy),
            ("Brigadeiros", "o docinho clássico de festa", S::Dairy),
            ("Quindim", "docinho amarelo de coco", S::Egg),
            (
                "Pupusa Revuelta Vegana",
                "nuestra revuelta de siempre",
                S::Pork,
            ),
        ] {
            assert!(
                animal(name, description).has(product),
                "{name}: {description}"
            );
        }
        for (name, description, product) in [
            ("Bebinca", "Goan layered coconut cake, slow-baked", S::Egg),
            (
                "Pineapple Pulissery",
                "pineapple, turmeric, ground coconut",
                S::Dairy,
            ),
        ] {
            assert!(
                animal(name, description).has(product),
                "{name}: {description}"
            );
        }
        for (name, description) in [
            ("Kaiserschmarrn", "oat milk batter, plum compote"),
            ("Syrniki", "tofu and semolina pancakes"),
            ("Bebinca", "layered cake of coconut milk and flax"),
            (
                "Brigadeiro Vegano",
                "leite condensado de coco, cacau, manteiga vegetal",
            ),
        ] {
            assert!(
                animal(name, description).is_empty(),
                "{name}: {description}"
            );
        }
        // A waffle cone in the description is the classic one.
        assert!(animal("Limone in Cono", "lemon sorbetto in our waffle cone").has(S::Egg));
    }

    #[test]
    fn round_41_dishes_whose_recipe_is_the_product_need_their_plant_make_named() {
        let animal = |name: &str, description: &str| {
            menu_evidence(&[(name, description, &["vegan"])])[0]
                .signals
                .intersection(ANIMAL)
        };
        for (name, description, product) in [
            ("Malawah", "Somali sweet crêpe, cardamom", S::Egg),
            (
                "Salade Lyonnaise",
                "frisée, garlic croûtons, warm vinaigrette",
                S::Pork,
            ),
            (
                "Pommes Sarladaises",
                "potatoes sautéed with garlic",
                S::Meat,
            ),
            (
                "Patatas a la Riojana",
                "potatoes stewed with pimentón",
                S::Pork,
            ),
            // A plant version of another product names no make of the
            // crêpe's own egg and milk.
            ("Malawah", "sweet crêpe with honey-free date syrup", S::Egg),
        ] {
            assert!(
                animal(name, description).has(product),
                "{name}: {description}"
            );
        }
        for (name, description) in [
            ("Malawah", "eggless crêpe, oat milk batter, cardamom"),
            ("Pommes Sarladaises", "sautéed in olive oil, not duck fat"),
        ] {
            assert!(
                animal(name, description).is_empty(),
                "{name}: {description}"
            );
        }
        // The classics of these kitchens, where the description vouches
        // for the classic recipe; their plant makes are common otherwise.
        assert!(animal("Pol Sambol", "coconut, chili, pounded the traditional way").has(S::Fish));
        assert!(animal("Seeni Sambol", "onion relish, the old Colombo recipe").has(S::Fish));
        assert!(animal("Refried Beans", "pinto beans, refried the traditional way").has(S::Pork));
        assert!(animal("Pol Sambol", "fresh coconut, red chili, lime").is_empty());
        assert!(animal("Refried Beans", "pinto beans, cumin, sunflower oil").is_empty());
        assert_eq!(vouch_for_the_classic("a cold brew recipe"), Vouch::None);
        assert_eq!(
            vouch_for_the_classic("our old family recipe"),
            Vouch::Recipe
        );
    }

    #[test]
    fn round_43_dishes_whose_recipe_is_the_product_need_their_plant_make_named() {
        let animal = |name: &str, description: &str| {
            menu_evidence(&[(name, description, &["vegan"])])[0]
                .signals
                .intersection(ANIMAL)
        };
        for (name, description, product) in [
            (
                "Nam Prik Ong Set",
                "tomato chili relish, cucumber, sticky rice",
                S::Pork,
            ),
            (
                "Papa a la Huancaína",
                "boiled potato, our huancaína sauce, olive",
                S::Dairy,
            ),
            (
                "Ocopa Arequipeña",
                "potatoes in the classic ocopa, huacatay",
                S::Dairy,
            ),
            (
                "Lomi Plate",
                "tomato, Maui onion, the classic lomi",
                S::Fish,
            ),
            (
                "Malasadas",
                "Portuguese sugar doughnuts, haupia filling",
                S::Egg,
            ),
            (
                "Potato Kugel",
                "the Friday-night kugel, grated potato, onion",
                S::Egg,
            ),
            // The description repeats the form, but what follows it names
            // no plant make, or names an animal product too.
            (
                "Papas con Ocopa",
                "ocopa of huacatay, peanuts, saltines",
                S::Dairy,
            ),
            (
                "Papas con Ocopa",
                "ocopa of soy milk, peanuts, queso fresco",
                S::Dairy,
            ),
            // Words before the form make only what they replace.
            (
                "Chivito Veggie",
                "seitan steak on a roll, all the chivito toppings",
                S::Egg,
            ),
        ] {
            assert!(
                animal(name, description).has(product),
                "{name}: {description}"
            );
        }
        // The description's form is the name's dish and the words after it
        // name its plant make.
        for (name, description) in [
            (
                "Papas con Ocopa",
                "potatoes, ocopa of huacatay, peanuts, soy milk",
            ),
            (
                "Papa a la Huancaína Vegana",
                "potatoes, huancaína of ají amarillo, cashews, soy milk",
            ),
        ] {
            assert!(
                animal(name, description).is_empty(),
                "{name}: {description}"
            );
        }
    }

    #[test]
    fn the_same_dish_form_is_found_in_any_case_number_and_lead() {
        assert!(is_the_same_form("Ocopa", "ocopas"));
        assert!(is_the_same_form("a la Huancaína", "huancaína"));
        assert!(is_the_same_form("kugel", "Potato Kugel"));
        assert!(!is_the_same_form("ocopa", "copa"));
        assert!(!is_the_same_form("kugel", ""));
    }

    #[test]
    fn brackets_denying_a_products_own_food_make_it_the_plant_version() {
        let animal = |description: &str| vegan_dish_animal("Mushroom Ceviche", description);
        for description in [
            "oyster mushroom, fish sauce (no fish), lime",
            "king oyster, leche de tigre roja (chile, lime, celery - sin pescado), choclo",
            "king oyster, leche de tigre (no fish), camote",
            "seitan, beef broth (kombu, shiitake; no beef), noodles",
        ] {
            assert!(animal(description).is_empty(), "{description}");
        }
        // Another food of the kind the product names, brackets after more
        // than a word of its own, or closed before the denial, deny
        // nothing of it.
        for description in [
            "rice noodles, beef broth (no tripe), herbs",
            "rice noodles, chicken stock (star anise, no pork), herbs",
            "rice noodles, fish sauce and lime (no fish), herbs",
            "rice noodles, fish sauce (lime), no fish, herbs",
            "rice noodles, fish sauce on the side with lime (no fish)",
        ] {
            assert!(!animal(description).is_empty(), "{description}");
        }
    }

    #[test]
    fn a_dairy_food_followed_by_its_plant_recipe_is_the_plant_version() {
        let animal = |description: &str| vegan_dish_animal("Celeriac Steak", description);
        assert!(
            animal("frites, sauce au poivre (cashew cream, cognac, green peppercorn)").is_empty()
        );
        assert!(animal("frites, sauce au poivre (oat cream; brandy)").is_empty());
        // An animal product inside the recipe, a recipe that opens with
        // no plant make, or none at all, leave the classic.
        for description in [
            "frites, sauce au poivre (cashew cream, parmesan)",
            "frites, sauce au poivre (cognac, cream)",
            "frites, sauce au poivre, cashew cream",
            "frites, sauce au poivre (cashew cream",
            "cheese board (coconut crackers, grapes)",
        ] {
            assert!(animal(description).has(S::Dairy), "{description}");
        }
    }

    #[test]
    fn pierogi_ruskie_are_filled_with_farmer_cheese_unless_a_plant_make_is_named() {
        let animal = |name: &str, description: &str| {
            menu_evidence(&[(name, description, &["vegan"])])[0]
                .signals
                .intersection(ANIMAL)
        };
        // The English of the filling leaves the twaróg out; a vegan label
        // on the name does not say which make the kitchen serves.
        for (name, description) in [
            (
                "Pierogi Ruskie",
                "hand-pinched dumplings, potato & onion filling",
            ),
            (
                "Vegan Pierogi Ruskie",
                "potato & onion dumplings, fried onion",
            ),
            ("Ruskie", "potato, onion"),
            // A list that is not the allergen list alone, or names milk.
            ("Pierogi Ruskie", "Alergeny: gluten; ziemniaki, cebula"),
            ("Pierogi Ruskie", "Alergeny: gluten, mleko"),
            ("Pierogi Ruskie", "gluten, seler"),
        ] {
            assert!(
                animal(name, description).has(S::Dairy),
                "{name}: {description}"
            );
        }
        // The plant make replacing the cheese, named.
        for (name, description) in [
            ("Pierogi Ruskie", "ziemniaki, tofu zamiast twarogu, cebula"),
            ("Pierogi Ruskie", "potato, cashew cheese, onion"),
            ("Pierogi Ruskie", "potato & onion filling, dairy-free"),
            // The dish's own allergen list, naming no milk.
            ("Pierogi Ruskie", "Alergeny: gluten, seler"),
            ("Pierogi Ruskie", "Allergens: wheat."),
            // Other pierogi are not ruskie.
            ("Pierogi z Kapustą", "sauerkraut and mushroom filling"),
        ] {
            assert!(
                animal(name, description).is_empty(),
                "{name}: {description}"
            );
        }
        // An allergen list says nothing of meat: charro beans keep their pork.
        assert!(animal("Vegan Charro Beans", "Allergens: gluten").has(S::Pork));
        assert!(is_a_plant_allergen_list("Allergene: Sellerie / Senf"));
        assert!(!is_a_plant_allergen_list("Allergens:"));
        assert!(!is_a_plant_allergen_list("Ingredients: gluten, soy"));
    }

    #[test]
    fn a_form_whose_recipe_is_the_product_needs_its_plant_make_named() {
        let animal = |name: &str, description: &str| {
            menu_evidence(&[(name, description, &["vegan"])])[0]
                .signals
                .intersection(ANIMAL)
        };
        assert!(
            animal(
                "Spring Vegetable Quiche",
                "asparagus, leek, peas, shortcrust"
            )
            .has(S::Egg)
        );
        assert!(animal("Vegan Angel Food Cake", "light as air, berries").has(S::Egg));
        assert!(animal("Vegan Charro Beans", "pinto beans, tomato, onion").has(S::Pork));
        assert!(animal("Chocolate Babka - vegan", "by the slice").has(S::Dairy));
        for (name, description) in [
            ("Leek Quiche", "silken tofu custard, olive-oil crust"),
            ("Leek Quiche", "egg-free custard, herbs"),
            ("Vegan Angel Food Cake", "whipped aquafaba, berries"),
            ("Frijoles Charros Veganos", "pinto beans, chipotle, no pork"),
            (
                "Chocolate Babka - vegan",
                "dough made with oat milk and vegan butter",
            ),
            // A form whose plant version is the usual vegan one.
            ("Smash Burger", "pickles, onions, special sauce"),
        ] {
            assert!(
                animal(name, description).is_empty(),
                "{name}: {description}"
            );
        }
        // Butter toffee by its name.
        assert!(animal("Banana Split", "coconut ice cream, English toffee").has(S::Dairy));
        // A line pointed at is read with what it denies of its own forms.
        let side = |served: &str| {
            menu_evidence(&[
                ("Mushroom Taco", "see below", &["vegan"]),
                ("Served with", served, &[]),
            ])[0]
                .signals
        };
        assert!(
            !side("All tacos above come with charro beans (no pork - smoked with chipotle)")
                .any(ANIMAL)
        );
        assert!(side("All tacos above come with charro beans (cooked with chorizo)").has(S::Pork));
    }

    #[test]
    fn a_vouch_that_keeps_the_rest_of_the_classic_keeps_what_no_plant_replaced() {
        let animal = |name: &str, description: &str| {
            menu_evidence(&[(name, description, &["vegan"])])[0]
                .signals
                .intersection(ANIMAL)
        };
        let kept = animal(
            "Vegan Tonkotsu-Style Ramen",
            "inspired by the Hakata original, right down to the broth: tofu chashu, kikurage",
        );
        assert!(kept.has(S::Egg) && !kept.has(S::Pork), "{kept:?}");
        // The same plant version with a vouch that keeps nothing else.
        assert!(
            animal(
                "Vegan Tonkotsu-Style Ramen",
                "inspired by the Hakata original - the broth is soy milk and sesame, no bones: \
                 tofu chashu, kikurage"
            )
            .is_empty()
        );
    }

    #[test]
    fn a_note_naming_a_dish_by_its_diet_and_head_word_speaks_of_it() {
        let cannelloni = |note: &str| {
            menu_evidence(&[
                (
                    "Spinach & Ricotta Cannelloni",
                    "fresh pasta, spinach, ricotta",
                    &["vegetarian"],
                ),
                ("[image]", note, &[]),
            ])[0]
                .signals
        };
        let tied = cannelloni("alt=\"Vegetarian cannelloni under a layer of beef ragù\"");
        assert!(tied.has(S::Meat) && tied.has(S::LabelConflict), "{tied:?}");
        // A note about another dish of the same kind.
        assert!(!cannelloni("alt=\"Beef cannelloni, baked to order\"").has(S::Meat));
    }

    #[test]
    fn vessels_are_found_by_their_bytes() {
        for text in [
            "ladled from the romazava pot",
            "Fried in the same PANS, sadly.",
            "straight off the café's grill",
            "Hot-pot night!",
        ] {
            assert!(names_a_vessel(text), "{text}");
        }
        for text in [
            "Potatoes and panna cotta",
            "spotless, grilled",
            "",
            "épicerie",
        ] {
            assert!(!names_a_vessel(text), "{text}");
        }
    }

    #[test]
    fn one_pass_over_a_texts_words_finds_what_each_reading_would_alone() {
        let mut texts: Vec<String> = [
            "They ladled my dal out of the stockpot the pork simmers in.",
            "The same sauce goes on the vegan pierogi.",
            "Fries come from a shared fryer with the fish, so keep that in mind.",
            "Wegańskie pierogi smażą na tym samym tłuszczu.",
            "Die Brühe ist lecker, die Soße auch.",
            "Their GRAVY was great, and the Jus too!",
            "Potatoes and panna cotta, spotless and grilled.",
            "Was it with the oat milk? So good.",
            "牛肉汤 is on the veggie noodles",
            "",
        ]
        .map(String::from)
        .to_vec();
        for vessel in VESSELS {
            texts.push(format!("the {vessel} was"));
            texts.push(format!("two {}S", vessel.to_uppercase()));
            texts.push(format!("{vessel}ware"));
        }
        for text in &texts {
            let found = words_found(text, true, true);
            assert_eq!(found.vessel, names_a_vessel(text), "{text}");
            assert_eq!(
                found.part,
                crate::pointers::dish_parts::may_name_a_part(text.as_bytes()),
                "{text}"
            );
            if text.is_ascii() {
                let pointers = PartPointers::of(text);
                assert_eq!(found.part_pointer, pointers.may_hold(), "{text}");
            }
            assert!(!words_found(text, false, false).part, "{text}");
            assert!(!words_found(text, false, false).part_pointer, "{text}");
        }
    }

    #[test]
    fn a_repeated_key_is_always_seen_and_distinct_top_bits_never_repeat() {
        let spread: Vec<(u64, usize)> = (0..40u64).map(|i| (((i * 97) << 52) | i, 0)).collect();
        assert!(!may_repeat_a_key(&spread));
        assert!(!may_repeat_a_key(&[]));
        for at in 0..spread.len() {
            let mut repeated = spread.clone();
            repeated.push((spread[at].0, 1));
            assert!(may_repeat_a_key(&repeated), "{at}");
        }
    }

    #[test]
    fn vessels_are_found_wherever_their_words_fall_among_the_eights() {
        // What the eight-at-a-time scan must agree with: every word, split
        // at each byte that is no letter, digit or non-ASCII byte.
        let word_by_word = |text: &str| {
            text.split(|c: char| c.is_ascii() && !c.is_ascii_alphanumeric())
                .any(may_be_a_vessel)
        };
        let mut words: Vec<String> = Vec::new();
        for vessel in VESSELS {
            words.push((*vessel).to_owned());
            words.push(format!("{}s", vessel.to_uppercase()));
            words.push(format!("{vessel}ss"));
            words.push(format!("x{vessel}"));
            words.push(format!("{vessel}9"));
            words.push(format!("é{vessel}"));
        }
        words.extend(["a", "tr", "caserole", "ovens2", "grilled", "spits"].map(String::from));
        for word in &words {
            for padding in 0..17 {
                for (before, after) in [(" ", "."), ("'", "ñ"), ("-", "-"), ("x", " "), ("", "")] {
                    let text = format!("{}{before}{word}{after} lentil stew", "z".repeat(padding));
                    assert_eq!(names_a_vessel(&text), word_by_word(&text), "{text}");
                    let ended = format!("{}{before}{word}", "ab ".repeat(padding));
                    assert_eq!(names_a_vessel(&ended), word_by_word(&ended), "{ended}");
                }
            }
        }
    }

    #[test]
    fn every_vessel_and_its_plural_is_told_by_the_match() {
        for vessel in VESSELS {
            assert!(may_be_a_vessel(vessel), "{vessel}");
            assert!(may_be_a_vessel(&vessel.to_uppercase()), "{vessel}");
            if vessel.len() < 10 {
                assert!(may_be_a_vessel(&format!("{vessel}s")), "{vessel}s");
            }
        }
        for word in [
            "po",
            "pots-",
            "potter",
            "pant",
            "grille",
            "ovenproof",
            "fryers2",
        ] {
            assert!(!may_be_a_vessel(word), "{word}");
        }
    }

    #[test]
    fn the_pescatarian_diet_is_known_by_its_spellings() {
        for word in [
            "pescatarian",
            "pescetarians",
            "pescatariana",
            "pescetariano",
            "pescitarian",
            "pescovegetarian",
            "pescivegetarian",
        ] {
            assert!(is_pescatarian_word(word), "{word}");
        }
        // Fish itself, in Italian or Spanish, is no diet.
        for word in ["pesce", "pescado", "pesca", "pesto", "vegetarian"] {
            assert!(!is_pescatarian_word(word), "{word}");
        }
    }

    #[test]
    fn a_pescatarian_label_on_land_meat_conflicts() {
        let burger = |description: &str| {
            menu_evidence(&[("Impossible Smash Burger", description, &["pescatarian"])])[0].signals
        };
        assert!(
            burger("Impossible patty, bacon jam, white cheddar, potato bun").has(S::LabelConflict)
        );
        assert!(
            !burger("Impossible patty, pickles, white cheddar, potato bun").has(S::LabelConflict)
        );
    }

    #[test]
    fn a_table_row_names_its_dish_and_a_ditto_mark_repeats_the_cell_above() {
        let table = |bun: &str| {
            format!(
                "Burger | Patty | Bun\nClassic | 1/3 lb beef | {bun}\nSmash | two beef \
                 patties | ″\nVegan | black bean | ″"
            )
        };
        assert_eq!(
            table_row_for(&table("brioche (egg & butter)"), "Vegan Burger").as_deref(),
            Some("black bean, brioche (egg & butter)")
        );
        assert_eq!(table_row_for(&table("brioche"), "Mushroom Burger"), None);
        let vegan_burger = |bun: &str| {
            menu_evidence(&[
                ("Burgers (table)", &table(bun), &[]),
                (
                    "Vegan Burger",
                    "black bean patty, lettuce, tomato",
                    &["vegan"],
                ),
            ])[1]
                .signals
        };
        let egg_bun = vegan_burger("brioche (egg & butter)");
        assert!(
            egg_bun.has(S::Egg) && egg_bun.has(S::LabelConflict),
            "{egg_bun:?}"
        );
        // The classic row's beef is not the vegan row's, nor a vegan bun.
        let plant_bun = vegan_burger("house sesame bun (vegan)");
        assert!(!plant_bun.any(ANIMAL), "{plant_bun:?}");
    }

    #[test]
    fn a_noodle_soup_or_bun_whose_recipe_is_the_product_needs_its_plant_make_named() {
        let animal = |name: &str, description: &str| {
            menu_evidence(&[(name, description, &["vegan"])])[0]
                .signals
                .intersection(ANIMAL)
        };
        assert!(animal("Khao Soi", "curry noodle soup, crispy noodles").has(S::Fish));
        assert!(animal("Char Siu Bao", "fluffy steamed buns, sweet BBQ filling").has(S::Pork));
        // Tofu puffs top a laksa: no plant make of its paste and stock.
        assert!(
            animal("Curry Laksa", "rice vermicelli, tofu puffs, bean sprouts").has(S::Shellfish)
        );
        for (name, description) in [
            (
                "Khao Soi",
                "coconut curry noodle soup with tofu, vegetable broth",
            ),
            ("Khao Soi", "curry noodle soup, no fish sauce"),
            ("Curry Laksa", "coconut laksa on veg stock, tofu puffs"),
            ("Char Siu Bao", "steamed buns filled with BBQ jackfruit"),
        ] {
            assert!(
                animal(name, description).is_empty(),
                "{name}: {description}"
            );
        }
    }

    #[test]
    fn a_word_alone_as_an_item_of_a_dishs_list_names_its_product() {
        let animal = |description: &str| vegan_dish_animal("Noodles", description);
        assert!(animal("tagliatelle, burro, salvia, pepe nero").has(S::Dairy));
        assert!(animal("sesame bagel, Philadelphia, capers").has(S::Dairy));
        assert!(animal("アレルゲン: 乳、小麦").has(S::Dairy));
        assert!(animal("材料：豆腐、蛋、葱").has(S::Egg));
        assert!(animal("leek dumplings, tomato sauce, mast, dried mint").has(S::Dairy));
        // Inside a longer item, or with no list at all, the word is no
        // such name: a burrito, a city, soy milk, a plant version.
        for other in [
            "bean burro with rice and salsa",
            "Philadelphia",
            "grilled in the Philadelphia style, onions",
            "アレルゲン: 小麦、大豆",
            "豆乳、小麦",
            "bagel, Philadelphia (vegan), capers",
            "leek dumplings, cashew 'mast', dried mint",
            "the mast of a ship, rice",
            "potato turnovers, coconut-yogurt kadhi",
        ] {
            assert!(animal(other).is_empty(), "{other}");
        }
    }

    #[test]
    fn a_bare_yes_elsewhere_answers_a_diners_question_about_the_food() {
        for yes in [
            "There is, a little.",
            "We do - just a few drops",
            "Yes it is!",
            "It does.",
        ] {
            assert!(answers_yes(yes), "{yes}");
        }
        for other in [
            "We do our best to label everything.",
            "It is our most popular dish!",
            "There's none in it.",
            "None at all, it's a shrimp-shell stock.",
            "Thanks for coming in!",
        ] {
            assert!(!answers_yes(other), "{other}");
        }
        let read = |answer: &str| {
            cautions_with_statement(
                IngestRecord::parse_line(
                    r#"{"external_id":"t:1","name":"T","menu":[
                {"name":"Seafood Gumbo","description":"shrimp, crab, okra","labels":[],
                 "observed_at":"2026-10-01T00:00:00Z","source":"https://menu.example"}],
                "reviews":[{"text":"Is there any andouille in the seafood gumbo? I don't eat meat.",
                 "date":"2026-10-01T00:00:00Z","source":"https://reviews.example/r"}]}"#,
                )
                .unwrap(),
                answer,
                "https://reviews.example/r/reply",
                |item| item.evidence_type == EvidenceType::ReviewSignal,
            )
        };
        assert!(read("There is, a little - it's what gives it the smokiness.").has(S::Pork));
        assert!(read("Yep! Sorry about that.").has(S::Pork));
        assert!(read("None at all - shrimp, crab and okra.").is_empty());
        assert!(read("Thanks for the question!").is_empty());
    }

    /// The animal products a diner's review leaves unplaced on `menu`.
    fn review_cautions(menu: &[(&str, &str, &[&str])], review: &str) -> SignalSet {
        let mut record = menu_record(menu);
        record.reviews.push(dietfit_contract::Review {
            text: review.to_owned(),
            rating: Some(4.0),
            date: time::macros::datetime!(2026-10-02 00:00:00 UTC),
            source: "https://reviews.example/r".to_owned(),
        });
        cautions_of(&record, EvidenceType::ReviewSignal)
    }

    /// The cautions of the record's evidence of one kind.
    fn cautions_of(record: &IngestRecord, kind: EvidenceType) -> SignalSet {
        extract(record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
            .evidence
            .iter()
            .filter(|item| item.evidence_type == kind)
            .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
    }

    #[test]
    fn a_diners_product_of_a_listed_dish_that_shows_it_is_that_dishs() {
        let menu: &[(&str, &str, &[&str])] = &[
            ("Pozole Rojo", "puerco, maíz cacahuazintle, rábano", &[]),
            ("Tamal de Puerco", "masa, pierna de puerco", &[]),
            (
                "Sunday Roast",
                "dry-aged sirloin, Yorkshire pudding, gravy",
                &[],
            ),
            ("Garlic Shrimp", "butter, garlic, rice", &[]),
            (
                "Tamal de Frijol (VG)",
                "frijol negro, hoja santa",
                &["vegan"],
            ),
            (
                "Vegan Roast (VG)",
                "lentil and chestnut roast, vegan gravy",
                &["vegan"],
            ),
            ("Tofu Plate (VG)", "grilled tofu, rice, cabbage", &["vegan"]),
        ];
        // Praise of another dish, whose own line shows the product.
        for review in [
            "Best pozole in Santa Ana, the pork falls apart.",
            "The pozole rojo on Saturday is incredible, so much pork.",
            "Sunday roast beef was pink and perfect.",
            "Garlic shrimp is buttery heaven.",
            "Red-braised pork belly is melt-in-your-mouth.",
            "Lechón on Saturdays is unreal.",
            "AYCE is great value, brisket and pork belly nonstop.",
        ] {
            assert!(review_cautions(menu, review).is_empty(), "{review}");
        }
        // The product tied to the meat-free food, to the food in general,
        // or to a dish whose line does not show it, stays a caution.
        for review in [
            "The vegan pozole has pork in it.",
            "Best pozole, the pork is in the frijol tamal too.",
            "Pozole is great, same pork as the tamales.",
            "Pozole was great, they fry the tofu plate in the pork fat.",
            "Best pozole, but the pork is in the roast.",
            "Garlic shrimp was great, the tofu was buttery.",
            "Garlic shrimp is great, all the plates are buttery.",
            "The cabbage is buttery and the garlic shrimp is great.",
            "Best pozole, the pork tastes like the frijol.",
            "Garlic shrimp came with bacon.",
            "Pork belly is in the frijol tamal.",
            "Pork belly is great on the cabbage.",
            "The pork belly is what makes the beans.",
            "My pork belly was the vegan one.",
            "Pozole is great and the beans have lard.",
            "Pork belly is great, so are the mushrooms.",
            "Great value, brisket and pork belly in the stew.",
            "Great value, brisket beans and pork belly nonstop.",
            "Great value, my brisket and pork belly were the tofu plate.",
        ] {
            assert!(!review_cautions(menu, review).is_empty(), "{review}");
        }
    }

    #[test]
    fn a_word_pointing_back_carries_the_product_into_the_meat_free_food() {
        let menu: &[(&str, &str, &[&str])] = &[
            (
                "Jerk Chicken",
                "scotch bonnet, allspice, rice and peas",
                &[],
            ),
            ("Curry Goat", "goat on the bone, potato", &[]),
            ("Ital Stew (VG)", "pumpkin, okra, coconut", &["vegan"]),
            ("Callaloo Patty (VG)", "callaloo, flaky crust", &["vegan"]),
        ];
        // Praise of another dish, then a sentence about the meat-free food
        // that points back to nothing.
        for review in [
            "Jerk chicken was smoky and hot. It was good to see vegan patties too.",
            "Curry goat melts. The ital stew is lovely as well.",
            "The jerk chicken is the star. Friendly staff. My vegan cousin loved the stew.",
            "Jerk chicken was great! Its skin was crisp and the ital stew was fresh.",
            "Curry goat was great. It's a proper spot with vegan choices.",
            "Curry goat was great. The ital stew is as good as it gets.",
        ] {
            assert!(review_cautions(menu, review).is_empty(), "{review}");
        }
        // A word pointing back ties the product to the meat-free food,
        // though the sentence naming it names the meat dish.
        for review in [
            "Curry goat was great. It goes in the ital stew on Fridays.",
            "Jerk chicken was great! They chop some of it into the vegan patties.",
            "Curry goat melts. Its gravy is spooned over the ital stew.",
            "Curry goat melts. The stew is simmered with its bones, the cook said.",
            "Jerk chicken was smoky. Nice staff. The patties get a bit of it too.",
            "Curry goat was great. The same sauce is the base of the vegan stew.",
        ] {
            assert!(!review_cautions(menu, review).is_empty(), "{review}");
        }
    }

    /// The restaurant's own words, read before the menu: a sentence
    /// pointing back is asked before the readings that would leave the
    /// product with the meat dishes (where the meat is from).
    fn statement_cautions(menu: &[(&str, &str, &[&str])], statement: &str) -> SignalSet {
        let mut record = menu_record(menu);
        record.declarations.push(dietfit_contract::Declaration {
            text: statement.to_owned(),
            date: time::macros::datetime!(2026-10-02 00:00:00 UTC),
            source: "https://restaurant.example/about".to_owned(),
        });
        cautions_of(&record, EvidenceType::RestaurantDeclared)
    }

    #[test]
    fn a_word_pointing_back_in_the_restaurants_words_outranks_its_sourcing() {
        let menu: &[(&str, &str, &[&str])] = &[
            ("Curry Goat", "goat on the bone, potato", &[]),
            ("Oxtail Stew", "oxtail, butter beans", &[]),
            ("Ital Stew (VG)", "pumpkin, okra, coconut", &["vegan"]),
            ("Callaloo Patty (VG)", "callaloo, flaky crust", &["vegan"]),
        ];
        for statement in [
            "Goat from the Campbell farm in St Elizabeth. Open daily 11-9.",
            "Our goat comes from St Elizabeth. The ital stew is made fresh every morning.",
        ] {
            assert!(
                !statement_cautions(menu, statement).any(ANIMAL),
                "{statement}"
            );
        }
        for statement in [
            "Goat from the Campbell farm in St Elizabeth. The ital stew is simmered with it.",
            "Our oxtail comes from St Elizabeth. Its gravy goes over the vegan patties.",
        ] {
            assert!(
                statement_cautions(menu, statement).any(ANIMAL),
                "{statement}"
            );
        }
    }

    #[test]
    fn a_diner_naming_a_listed_meat_dish_speaks_of_that_dish() {
        let menu: &[(&str, &str, &[&str])] = &[
            (
                "Chicken Pot Pie & Mash",
                "chicken thigh, leek, cream sauce, puff lid",
                &[],
            ),
            ("Roast Duck", "hoisin sauce, pancakes, cucumber", &[]),
            (
                "Lamb Kofta Wrap",
                "minced lamb, garlic sauce, flatbread",
                &[],
            ),
            (
                "Lentil Pie (VG)",
                "lentils, carrot, mushroom sauce, puff lid",
                &["vegan"],
            ),
            (
                "Falafel Wrap (VG)",
                "chickpeas, tahini sauce, flatbread",
                &["vegan"],
            ),
            ("Sesame Greens (VG)", "bok choy, sesame oil", &["vegan"]),
            (
                "Green Curry",
                "chicken thigh, green curry sauce, thai basil",
                &[],
            ),
            (
                "Pumpkin Curry (VG)",
                "pumpkin, coconut milk, thai basil",
                &["vegan"],
            ),
        ];
        // The dish named by words of its name in order, or opened on by a
        // product word only its name holds, with words its own line holds
        // ("sauce", "wrap" shared with a meat-free dish among them).
        for review in [
            "Chicken pot pie and mash every Sunday, the sauce is rich.",
            "Lamb kofta wrap with extra garlic sauce, my regular order.",
            "Duck with the hoisin sauce, go early before they sell out.",
            "Chicken pot pie beats everything on the high street.",
            // By its product right before a word of its name: its variant.
            "Chicken curry with the green sauce, lovely and hot.",
        ] {
            assert!(review_cautions(menu, review).is_empty(), "{review}");
        }
        // Tied to the meat-free food, to all the food, to a base or
        // equipment the dish's line does not hold, or asked: a caution.
        for review in [
            "Chicken pot pie is great, same sauce as the lentil pie.",
            "Lamb kofta wrap, and the vegan wrap came with lamb too.",
            "Lamb kofta wrap, the lamb goes in every wrap.",
            "Roast duck, the duck fat goes in every pot here.",
            "Chicken pot pie and mash, they share the fryer with the greens.",
            "Duck with plum sauce, it is in the greens.",
            "Duck fat in everything.",
            "Is the chicken pot pie gravy used on the lentil pie?",
            "Chicken curry with the coconut sauce, lovely and hot.",
            "Chicken curry with the green sauce, the vegan curry is no different.",
        ] {
            assert!(!review_cautions(menu, review).is_empty(), "{review}");
        }
    }

    #[test]
    fn a_diners_product_before_one_picks_the_variant_with_it() {
        let menu: &[(&str, &str, &[&str])] = &[
            ("Burek", "minced beef, onion, filo", &[]),
            ("Spinach Burek (VG)", "spinach, onion, filo", &["vegan"]),
            ("Bean Soup (VG)", "white beans, paprika", &["vegan"]),
        ];
        assert!(review_cautions(menu, "Best burek around, the beef one is so crisp.").is_empty());
        for review in [
            "Best burek around, the spinach one had beef.",
            "Best burek around, the beef one is the same as the vegan one.",
            "Burek is great but the beef one shares a tray with the beans.",
        ] {
            assert!(!review_cautions(menu, review).is_empty(), "{review}");
        }
    }

    #[test]
    fn a_meat_variant_of_a_meat_free_dishs_kind_is_another_dish() {
        let menu: &[(&str, &str, &[&str])] = &[
            ("Chicken Momo", "steamed, tomato achar", &[]),
            (
                "Veg Shapaley (VG)",
                "fried pastry, cabbage, glass noodles, tofu",
                &["vegan"],
            ),
            ("Veg Momo (VG)", "cabbage, tofu, onion", &["vegan"]),
            (
                "Lanzhou Beef Noodle Soup",
                "clear beef broth, sliced beef",
                &[],
            ),
            (
                "Cumin Lamb Biang Biang",
                "wide belt noodles, stir-fried lamb, cumin",
                &[],
            ),
            (
                "Cumin Potato Noodles (V)",
                "potato, peppers, cumin",
                &["vegetarian"],
            ),
        ];
        for review in [
            "Beef shapaley are crispy and juicy.",
            "Cumin lamb noodles are outrageous.",
        ] {
            assert!(review_cautions(menu, review).is_empty(), "{review}");
        }
        for review in [
            "The veg momo taste of the beef broth.",
            "The shapaley have beef in them.",
            "Beef shapaley are crispy, same fryer as the vegan ones.",
            "Beef shapaley, but the cabbage shapaley taste of beef.",
            "The vegan shapaley are beef shapaley really.",
            "Beef momo and the tofu momo share the steamer.",
        ] {
            assert!(!review_cautions(menu, review).is_empty(), "{review}");
        }
    }

    #[test]
    fn a_dish_word_after_an_elided_article_is_a_word_of_the_dish() {
        let menu =
            |name: &'static str| -> [(&'static str, &'static str, &'static [&'static str]); 2] {
                [
                    (name, "guanciale, pomodoro, pecorino", &[]),
                    (
                        "Cacio e Pepe (V)",
                        "tonnarelli, pecorino romano, black pepper",
                        &["vegetarian"],
                    ),
                ]
            };
        for (name, review) in [
            (
                "Bucatini all'Amatriciana",
                "Amatriciana with extra pecorino, perfect.",
            ),
            (
                "Bucatini all\u{2019}Amatriciana",
                "Amatriciana with extra pecorino, perfect.",
            ),
            (
                "Bucatini Amatriciana",
                "All'Amatriciana with extra pecorino, perfect.",
            ),
            (
                "Bucatini all'Amatriciana",
                "all'amatriciana with extra pecorino, perfect.",
            ),
        ] {
            assert!(
                review_cautions(&menu(name), review).is_empty(),
                "{name}: {review}"
            );
        }
        // The whole word is still the dish's, and an unelided word is no
        // other word: "Amatriciana" is no dish of "Bucatini Gricia".
        assert!(
            !review_cautions(
                &menu("Bucatini Gricia"),
                "Amatriciana with extra pecorino, perfect."
            )
            .is_empty()
        );
    }

    #[test]
    fn a_meat_free_dish_named_after_an_elided_article_still_meets_the_meat_tied_to_it() {
        let menu: &[(&str, &str, &[&str])] = &[
            (
                "Pasta all'arrabbiata (VG)",
                "tomato, chilli, garlic",
                &["vegan"],
            ),
            ("Rigatoni alla Gricia", "guanciale, pecorino, pepper", &[]),
        ];
        assert!(review_cautions(menu, "The arrabbiata comes with guanciale in it.").has(S::Pork));
        assert!(review_cautions(menu, "Arrabbiata tossed with guanciale, so good.").has(S::Pork));
    }

    #[test]
    fn a_diner_naming_a_whole_dish_at_a_whole_vegan_place_names_that_dish() {
        let menu: &[(&str, &str, &[&str])] = &[
            (
                "Chicken Nuggets (VG)",
                "breaded soy curls, mustard dip",
                &["vegan"],
            ),
            (
                "Grilled Cheese (VG)",
                "cashew cheddar, sourdough",
                &["vegan"],
            ),
            ("Lentil Soup (VG)", "lentils, carrot", &["vegan"]),
        ];
        let cautions = |review: &str, claim: Option<&str>| {
            let mut record = menu_record(menu);
            record.reviews.push(dietfit_contract::Review {
                text: review.to_owned(),
                rating: Some(5.0),
                date: time::macros::datetime!(2026-10-02 00:00:00 UTC),
                source: "https://reviews.example/r".to_owned(),
            });
            let evidence = match claim {
                Some(claim) => evidence_with_statement(record, claim, "https://t.example/about"),
                None => extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC)).evidence,
            };
            evidence
                .iter()
                .filter(|item| item.evidence_type == EvidenceType::ReviewSignal)
                .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
        };
        let claim = Some("Everything we serve is vegan.");
        for review in [
            "Chicken nuggets were unreal.",
            "grilled cheese hit the spot",
        ] {
            assert!(!cautions(review, claim).any(ANIMAL), "{review}");
        }
        // Without the place's claim, the name may be the animal dish's.
        assert!(cautions("grilled cheese hit the spot", None).any(ANIMAL));
        for review in [
            // Part of a name, or more than it.
            "The chicken was cold.",
            "The grilled cheese had real cheddar in it.",
            "Got the grilled cheese with a side of bacon.",
        ] {
            assert!(cautions(review, claim).any(ANIMAL), "{review}");
        }
    }

    #[test]
    fn a_likeness_praised_at_a_whole_vegan_place_names_the_plant_version() {
        let menu: &[(&str, &str, &[&str])] = &[
            (
                "Brisket Plate (VG)",
                "smoked seitan brisket, slaw",
                &["vegan"],
            ),
            (
                "Fish Tacos (VG)",
                "beer-battered hearts of palm, lime",
                &["vegan"],
            ),
            ("Mac (VG)", "cashew sauce, elbows", &["vegan"]),
        ];
        let cautions = |review: &str, claim: Option<&str>| {
            let mut record = menu_record(menu);
            record.reviews.push(dietfit_contract::Review {
                text: review.to_owned(),
                rating: Some(5.0),
                date: time::macros::datetime!(2026-10-02 00:00:00 UTC),
                source: "https://reviews.example/r".to_owned(),
            });
            let evidence = match claim {
                Some(claim) => evidence_with_statement(record, claim, "https://t.example/about"),
                None => extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC)).evidence,
            };
            evidence
                .iter()
                .filter(|item| item.evidence_type == EvidenceType::ReviewSignal)
                .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
        };
        let claim = Some("We are a 100% vegan smokehouse: everything we serve is plant-based.");
        for review in [
            "The smoky brisket tastes just like the real thing!",
            "I eat meat and the brisket totally fooled my uncle too.",
            "Honestly couldn't tell the fish tacos weren't fish.",
            "We eat meat and loved it.",
        ] {
            assert!(
                !cautions(review, claim).any(ANIMAL),
                "{review} {:?}",
                cautions(review, claim)
            );
            // Only the place's own claim over the whole menu speaks for the
            // name: at a place without one it may be the animal food's.
            if !review.starts_with("We eat") {
                assert!(cautions(review, None).any(ANIMAL), "{review}");
            }
        }
        for review in [
            // The diner says the food held it.
            "The brisket tasted like real brisket because it was real brisket.",
            "The brisket fooled me, turned out they gave me real beef by mistake.",
            "The brisket was real beef and fooled nobody.",
            "Couldn't tell the fish tacos weren't vegan until I found cheese.",
            // What someone ate, not what they eat.
            "I ate brisket and it was dry.",
        ] {
            assert!(cautions(review, claim).any(ANIMAL), "{review}");
        }
    }

    #[test]
    fn a_diner_naming_another_dish_of_the_menu_by_its_broth_places_it() {
        let ramen: &[(&str, &str, &[&str])] = &[
            (
                "Tonkotsu Ramen",
                "18-hr pork bone broth, chashu, scallion",
                &[],
            ),
            ("Chicken Karaage", "Japanese fried chicken, kewpie", &[]),
            (
                "Vegan Shoyu",
                "kombu & shiitake broth, egg-free noodles, tofu",
                &["vegan"],
            ),
            (
                "Vegan Mabo Don",
                "tofu, shiitake, doubanjiang, rice",
                &["vegan"],
            ),
        ];
        assert!(review_cautions(ramen, "Tonkotsu broth was a bit salty today.").is_empty());
        assert!(review_cautions(ramen, "Karaage is crispy and juicy.").is_empty());
        // Tied to the meat-free food, or said of all of it, it blocks.
        for tied in [
            "The vegan shoyu tasted of the tonkotsu broth.",
            "Tonkotsu broth goes into every bowl, even the vegan ones.",
            "They use pork broth for everything.",
        ] {
            assert!(review_cautions(ramen, tied).has(S::Pork), "{tied}");
        }
        let pho: &[(&str, &str, &[&str])] = &[
            (
                "Pho Tai",
                "beef broth simmered 12 hrs, rare eye of round",
                &[],
            ),
            ("Pho Chay", "vegetable broth, tofu, mushrooms", &["vegan"]),
            (
                "Bun Chay",
                "vermicelli, lemongrass tofu, pickles",
                &["vegan"],
            ),
        ];
        assert!(review_cautions(pho, "Pho bo broth is deep and beefy.").is_empty());
        // The only pho a menu lists is the meat-free one: the diner's may
        // be it.
        let only_chay: &[(&str, &str, &[&str])] = &[
            ("Bun Thit Nuong", "grilled pork, vermicelli", &[]),
            ("Pho Chay", "vegetable broth, tofu, mushrooms", &["vegan"]),
            (
                "Bun Chay",
                "vermicelli, lemongrass tofu, pickles",
                &["vegan"],
            ),
        ];
        assert!(!review_cautions(only_chay, "Pho bo broth is deep and beefy.").is_empty());
    }

    #[test]
    fn a_diner_describing_another_listed_dish_names_nothing_of_the_meat_free_ones() {
        let shack: &[(&str, &str, &[&str])] = &[
            ("Boiled Crawfish", "seasonal, corn & potatoes", &[]),
            ("Escargots de Bourgogne", "garlic-parsley butter", &[]),
            (
                "Lanzhou Beef Noodle Soup",
                "clear beef broth, sliced beef",
                &[],
            ),
            ("Chicken Shawarma Bowl", "spiced chicken, rice", &[]),
            (
                "Tomato Soup Noodles (VG)",
                "tomato-shiitake broth, tofu",
                &["vegan"],
            ),
            ("Gumbo Z'herbes (VG)", "greens, oil roux", &["vegan"]),
        ];
        // A degree, a plural, a dish's name running through a meat-free
        // head word, a sauce of another clause, a food the diner misses.
        for elsewhere in [
            "Crawfish were a little small this early in the season.",
            "Escargots swimming in garlic butter, heaven.",
            "Beef noodle soup is the best in town.",
            "Chicken shawarma is juicy, garlic sauce is great.",
            "I miss pastrami but hey, the gumbo is great.",
        ] {
            assert!(review_cautions(shack, elsewhere).is_empty(), "{elsewhere}");
        }
        // An amount of a product, a product with the meat-free dish's
        // head word apart from any dish's name, a sauce of its own
        // clause, a product missed from the meat-free dish.
        for tied in [
            "Rice here comes with a little crawfish.",
            "Rice came with crawfish, just a little, for taste.",
            "Beef broth goes in the noodle soup too.",
            "Rice is great, the sauce has chicken fat.",
            "I miss the crawfish they put in the gumbo.",
        ] {
            assert!(!review_cautions(shack, tied).is_empty(), "{tied}");
        }
    }

    #[test]
    fn a_diner_speaking_of_every_dish_of_a_kind_places_the_product_on_none() {
        let teng: &[(&str, &str, &[&str])] = &[
            ("Curry Beef Brisket Rice", "", &[]),
            (
                "Curry Fish Fillet Rice",
                "fried basa fillet, curry, rice",
                &[],
            ),
            (
                "Macaroni Soup with Ham",
                "ham, macaroni, chicken broth",
                &[],
            ),
            ("Tomato Soup", "tomato, potato, vegetable broth", &[]),
        ];
        // One dish that shows the product, described alone, is that dish.
        for honest in [
            "The curry beef brisket was cooked down for hours, so tender.",
            "Beef brisket curry is the best here.",
            "We had both beef brisket curries, cooked down for hours.",
        ] {
            assert!(review_cautions(teng, honest).is_empty(), "{honest}");
        }
        // Said of every dish of the kind, or of a base another dish
        // shares, it is in the others too.
        for spread in [
            "Both curries share the same base, cooked down with the beef brisket for hours.",
            "All the curries are cooked down with the beef brisket for hours.",
            "The curries all have beef brisket cooked into the base.",
            "Every soup gets a spoon of ham.",
            "The fish one has the same base as the beef brisket curry.",
        ] {
            assert!(!review_cautions(teng, spread).is_empty(), "{spread}");
        }
    }

    #[test]
    fn a_diners_sauce_on_a_listed_meat_dish_tops_that_dish() {
        let curry: &[(&str, &str, &[&str])] = &[
            (
                "Chicken Katsu Curry",
                "panko chicken thigh, house curry",
                &[],
            ),
            ("Hamburg Curry", "beef & pork hamburg steak, fried egg", &[]),
            (
                "Baked Pork Chop Rice 焗豬扒飯",
                "pork chop, tomato sauce",
                &[],
            ),
            (
                "Tofu Katsu Curry (VG)",
                "panko tofu, vegan curry",
                &["vegan"],
            ),
            (
                "Wet Thar Hin (Pork Belly Curry)",
                "slow-cooked pork belly",
                &[],
            ),
        ];
        // The base is on the dish the diner names, after it or by a
        // pronoun for it; a meat-free head word in another dish's whole
        // name is that dish's.
        for honest in [
            "The sauce on the chicken katsu curry was rich and a little sweet.",
            "Baked pork chop rice is huge; the sauce on the pork chop is rich.",
            "Baked pork chop rice is the classic, that chop is huge and the tomato sauce on it is tangy.",
            "Hamburg curry, the patty was so juicy with the fried egg on top.",
            "The pork belly curry is amazing; the sauce on it is pure ginger.",
        ] {
            assert!(
                review_cautions(curry, honest).is_empty(),
                "{honest} {:?}",
                review_cautions(curry, honest)
            );
        }
        // A product the base holds, a product right before the base, a
        // meat-free dish named by its own name, stay tied.
        for tied in [
            "The sauce on the tofu katsu is made with chicken fat.",
            "The sauce on it has pork in it, the tofu katsu curry too.",
            "The curry had chicken fat on it.",
            "Tofu katsu curry, the sauce was so rich with the fried egg on top.",
            "Hamburg curry, the vegan one came with the fried egg on top.",
            "Hamburg curry has the fried egg on top, like everything here.",
            "Hamburg curry came dairy-free, with the fried egg on top.",
        ] {
            assert!(!review_cautions(curry, tied).is_empty(), "{tied}");
        }
    }

    #[test]
    fn a_product_the_diner_misses_is_not_in_the_meat_free_dish_named_after_a_turn() {
        let curry: &[(&str, &str, &[&str])] = &[
            ("Pork Katsu Curry", "panko pork loin, house curry", &[]),
            (
                "Korokke Curry (V)",
                "potato croquette, vegetarian curry",
                &["vegetarian"],
            ),
        ];
        assert!(
            review_cautions(
                curry,
                "I miss pork katsu since going veggie, but hey, the korokke curry is awesome."
            )
            .is_empty()
        );
        // No turn, or a clause that points back to the product.
        for tied in [
            "I miss pork katsu in the korokke curry.",
            "I miss pork katsu, but the korokke curry has it.",
            "I miss pork katsu, but the korokke curry tastes like it.",
            "I miss pork katsu, but the korokke curry comes with some too.",
        ] {
            assert!(!review_cautions(curry, tied).is_empty(), "{tied}");
        }
    }

    #[test]
    fn a_restaurants_denial_past_a_diet_mark_and_a_fishs_own_gelatin_name_no_meat() {
        let cautions = |statement: &str| {
            let mut record = menu_record(&[
                (
                    "Bacalao al Pil Pil",
                    "salt cod, garlic, olive oil emulsion",
                    &[],
                ),
                ("Morcilla de Burgos", "blood sausage, piquillo", &[]),
                (
                    "Alubias de Tolosa (V)",
                    "red beans stewed with leek and olive oil",
                    &["vegetarian"],
                ),
            ]);
            record.declarations.push(dietfit_contract::Declaration {
                text: statement.to_owned(),
                date: time::macros::datetime!(2026-10-02 00:00:00 UTC),
                source: "https://restaurant.example/faq".to_owned(),
            });
            extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
                .evidence
                .iter()
                .filter(|item| item.evidence_type == EvidenceType::RestaurantDeclared)
                .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
        };
        // A diet mark in brackets names the food denied; a fish's own
        // gelatin is fish.
        for honest in [
            "The beans are stewed without chorizo, and nothing (V) is cooked in meat fat.",
            "Nothing (VG) is fried in lard.",
        ] {
            assert!(!cautions(honest).any(NOT_VEGETARIAN), "{honest}");
        }
        for fish in [
            "The pil pil is only olive oil, garlic and the cod's own gelatin.",
            "The pil pil is set with fish gelatin.",
        ] {
            let read = cautions(fish);
            assert!(read.has(S::Fish) && !read.has(S::Gelatin), "{fish}");
        }
        // A bracket that is no diet mark ends the denial; gelatin of no
        // fish, or beside one, is gelatin.
        for kept in [
            "Nothing (except the beans) is cooked in meat fat.",
            "The beans have no chorizo (the morcilla has plenty) and are cooked in meat fat.",
        ] {
            assert!(cautions(kept).has(S::Meat), "{kept}");
        }
        for gelatin in [
            "The pil pil is olive oil, garlic and gelatin.",
            "The pil pil is cod, garlic and pork gelatin.",
            "The cod comes with gelatin from pork skin.",
        ] {
            assert!(cautions(gelatin).has(S::Gelatin), "{gelatin}");
        }
    }

    #[test]
    fn a_diner_naming_a_meat_free_dish_by_its_whole_name_names_that_dish() {
        let truck: &[(&str, &str, &[&str])] = &[
            ("OG Birria Quesatacos", "beef birria, Oaxaca cheese", &[]),
            (
                "Cauli Al Pastor Tacos (VG)",
                "adobo cauliflower, pineapple",
                &["vegan"],
            ),
            ("Elote Fries (VG)", "fries, vegan chipotle mayo", &["vegan"]),
        ];
        assert!(review_cautions(truck, "Cauli al pastor tacos were a surprise hit.").is_empty());
        // Another dish holding the style's words leaves the whole name
        // the meat-free dish's.
        let with_a_pork_plate: Vec<(&str, &str, &[&str])> = truck
            .iter()
            .copied()
            .chain([("Al Pastor Plate", "pork al pastor, rice", &[] as &[&str])])
            .collect();
        assert!(
            review_cautions(
                &with_a_pork_plate,
                "Cauli al pastor tacos were a surprise hit."
            )
            .is_empty()
        );
        // Part of the name only, or a product said of it beside its name.
        assert!(!review_cautions(truck, "The al pastor tacos were a surprise hit.").is_empty());
        assert!(
            review_cautions(truck, "Cauli al pastor tacos came with pork crackling.").has(S::Pork)
        );
    }

    #[test]
    fn a_diner_naming_a_meat_dish_by_its_name_in_chinese_names_that_dish() {
        let shop: &[(&str, &str, &[&str])] = &[
            (
                "紅燒牛肉麵 Braised Beef Noodle Soup",
                "beef shank and tendon, five-spice broth",
                &[],
            ),
            ("滷肉飯 Braised Pork Rice", "minced pork belly in soy", &[]),
            (
                "番茄素麵 Tomato Vegan Noodle Soup (VG)",
                "tomato and kelp broth, tofu",
                &["vegan"],
            ),
        ];
        for review in [
            "紅燒牛肉麵 broth is deep and spicy, tendon melts.",
            "The 滷肉飯 was rich and sticky, the pork falls apart.",
        ] {
            assert!(review_cautions(shop, review).is_empty(), "{review}");
        }
        // A run of characters that is no listed name, the same broth, or
        // a meat-free dish beside it keeps the caution.
        for review in [
            "番茄素麵加了牛肉湯, broth is deep.",
            "The 番茄素麵 uses the same 紅燒牛肉麵 broth.",
            "紅燒牛肉麵 broth goes in the vegan noodles too.",
        ] {
            assert!(!review_cautions(shop, review).is_empty(), "{review}");
        }
    }

    #[test]
    fn a_dish_form_excepted_from_a_diet_claim_is_left_out_of_the_claimed_food() {
        let cautions = |menu: &[(&str, &str, &[&str])], statement: &str| {
            let mut record = menu_record(menu);
            record.declarations.push(dietfit_contract::Declaration {
                text: statement.to_owned(),
                date: time::macros::datetime!(2026-10-02 00:00:00 UTC),
                source: "https://restaurant.example/faq".to_owned(),
            });
            extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
                .evidence
                .iter()
                .filter(|item| item.evidence_type == EvidenceType::RestaurantDeclared)
                .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
        };
        let bowls: &[(&str, &str, &[&str])] = &[
            ("Chicken Caesar Bowl", "chicken, romaine, Caesar", &[]),
            (
                "Miso Tofu Bowl (VG)",
                "tofu, quinoa, miso-sesame",
                &["vegan"],
            ),
            (
                "Crispy Chickpea Bowl (VG)",
                "chickpeas, rice, lemon-tahini",
                &["vegan"],
            ),
        ];
        let claim = "Every base and every dressing is vegan except Caesar and ranch.";
        assert!(!cautions(bowls, claim).has(S::Dairy));
        // A meat-free dish naming the excepted form, or an ingredient
        // excepted from the claimed food itself.
        let with_a_vegan_caesar: &[(&str, &str, &[&str])] = &[
            ("Chicken Caesar Bowl", "chicken, romaine, Caesar", &[]),
            ("Kale Caesar (VG)", "kale, croutons, Caesar", &["vegan"]),
            (
                "Miso Tofu Bowl (VG)",
                "tofu, quinoa, miso-sesame",
                &["vegan"],
            ),
        ];
        assert!(cautions(with_a_vegan_caesar, claim).has(S::Dairy));
        assert!(
            cautions(
                bowls,
                "Every bowl is vegan except the honey drizzle on top."
            )
            .has(S::Honey)
        );
    }

    #[test]
    fn products_listed_together_are_each_their_own_dishs() {
        let chain: &[(&str, &str, &[&str])] = &[
            ("Tzatziki", "Greek yogurt, cucumber, dill", &[]),
            ("Crumbled Feta", "sheep's milk feta", &[]),
            ("Fries", "hand-cut potatoes", &[]),
            ("Chicken Shawarma Bowl", "spiced chicken, rice", &[]),
            ("Falafel Bowl (VG)", "falafel, rice, hummus", &["vegan"]),
        ];
        let cautions = |statement: &str| {
            let mut record = menu_record(chain);
            record.declarations.push(dietfit_contract::Declaration {
                text: statement.to_owned(),
                date: time::macros::datetime!(2026-10-02 00:00:00 UTC),
                source: "https://restaurant.example/catering".to_owned(),
            });
            extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
                .evidence
                .iter()
                .filter(|item| item.evidence_type == EvidenceType::RestaurantDeclared)
                .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
        };
        assert!(cautions("Tzatziki and feta are packed on the side.").is_empty());
        // A dish named beside them that does not hold the product still
        // takes it.
        assert!(cautions("The fries and the chicken are fried in beef tallow.").has(S::Meat));
    }

    #[test]
    fn a_stock_named_by_a_listed_meat_dish_is_that_dishs_meat_stock() {
        let item = |section: &str, name: &str, description: &str, labels: &[&str]| MenuItem {
            name: name.to_owned(),
            description: Some(description.to_owned()),
            section: Some(section.to_owned()),
            price: None,
            labels: labels.iter().map(|l| (*l).to_owned()).collect(),
            observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
            source: "https://menu.example".to_owned(),
        };
        let cautions = |review: &str| {
            let mut record = menu_record(&[]);
            record.menu = vec![
                item(
                    "Soups",
                    "Piti",
                    "lamb, chickpeas and tail fat in a clay pot",
                    &[],
                ),
                item(
                    "Soups",
                    "Puchero (jueves)",
                    "beef shank stew, vegetables",
                    &[],
                ),
                item("Mains", "Lülə kabab", "minced lamb, lavash", &[]),
                item(
                    "Soups",
                    "Mərci şorbası (V)",
                    "red lentil soup, lemon",
                    &["vegetarian"],
                ),
                item(
                    "Soups",
                    "Dovğa (V)",
                    "warm yogurt soup with herbs",
                    &["vegetarian"],
                ),
                item(
                    "Soups",
                    "Locro (V)",
                    "white hominy stew with squash",
                    &["vegetarian"],
                ),
            ];
            record.reviews.push(dietfit_contract::Review {
                text: review.to_owned(),
                rating: Some(2.0),
                date: time::macros::datetime!(2026-10-02 00:00:00 UTC),
                source: "https://reviews.example/r".to_owned(),
            });
            extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
                .evidence
                .iter()
                .filter(|item| item.evidence_type == EvidenceType::ReviewSignal)
                .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
        };
        for tied in [
            "The waiter said all their soups, the dovğa too, start from the piti broth.",
            "They told me every soup here, the locro too, is made with the broth of the puchero.",
        ] {
            assert!(cautions(tied).has(S::Meat), "{tied}");
        }
        // The same sentence on another broth, or on a name the menu does
        // not list, says nothing of the meat-free dishes.
        for untied in [
            "The waiter said all their soups, the dovğa too, start from the vegetable broth.",
            "The waiter said all their soups, the dovğa too, start from the house broth.",
        ] {
            assert!(!cautions(untied).any(ANIMAL), "{untied}");
        }
    }

    #[test]
    fn a_low_rated_review_the_engine_cannot_read_is_a_caution() {
        let cautions = |review: &str, rating: f64| {
            let mut record = menu_record(&[]);
            record.menu = vec![
                MenuItem {
                    name: "Lobio (VG)".to_owned(),
                    description: Some("kidney beans, coriander, walnut".to_owned()),
                    section: Some("Mains".to_owned()),
                    price: Some(9.0),
                    labels: vec!["vegan".to_owned()],
                    observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
                    source: "https://menu.example".to_owned(),
                },
                MenuItem {
                    name: "Mtsvadi".to_owned(),
                    description: Some("pork skewers over vine embers".to_owned()),
                    section: Some("Mains".to_owned()),
                    price: Some(14.0),
                    labels: Vec::new(),
                    observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
                    source: "https://menu.example".to_owned(),
                },
            ];
            record.reviews.push(dietfit_contract::Review {
                text: review.to_owned(),
                rating: Some(rating),
                date: time::macros::datetime!(2026-10-02 00:00:00 UTC),
                source: "https://reviews.example/r".to_owned(),
            });
            extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
                .evidence
                .iter()
                .filter(|item| item.evidence_type == EvidenceType::ReviewSignal)
                .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
        };
        // Georgian ("the lobio was cooked with the pork fat, very bad") and
        // Lithuanian, a language never taught written in a read script, at one
        // and two stars.
        for (review, rating) in [
            ("ლობიო ღორის ქონში იყო მოხარშული, ძალიან ცუდი იყო.", 1.0),
            (
                "Lobio buvo labai keistas, niekada daugiau čia nevalgysime.",
                2.0,
            ),
        ] {
            assert!(cautions(review, rating).any(ANIMAL), "{review}");
        }
        // The same words at four or five stars stay a diner's praise in
        // another language, and a low-rated review the engine reads says
        // only what it reads.
        for (review, rating) in [
            ("ლობიო ღორის ქონში იყო მოხარშული, ძალიან ცუდი იყო.", 5.0),
            (
                "Lobio buvo labai keistas, niekada daugiau čia nevalgysime.",
                4.0,
            ),
            ("The lobio took an hour to arrive and was cold.", 1.0),
        ] {
            assert!(!cautions(review, rating).any(ANIMAL), "{review}");
        }
    }

    #[test]
    fn a_norwegian_definite_plural_names_the_dish_its_plural_names() {
        let kafe: &[(&str, &str, &[&str])] = &[
            (
                "Kjøttkaker med ertestuing",
                "homemade meat cakes, mushy peas",
                &[],
            ),
            (
                "Linsekaker (V)",
                "lentil patties, potatoes",
                &["vegetarian"],
            ),
        ];
        let cautions = |review: &str| {
            let mut record = menu_record(kafe);
            record.reviews.push(dietfit_contract::Review {
                text: review.to_owned(),
                rating: Some(5.0),
                date: time::macros::datetime!(2026-10-02 00:00:00 UTC),
                source: "https://reviews.example/r".to_owned(),
            });
            extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
                .evidence
                .iter()
                .filter(|item| item.evidence_type == EvidenceType::ReviewSignal)
                .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
        };
        // "Kjøttkakene" (the meat cakes) is the listed "Kjøttkaker".
        assert!(!cautions("Kjøttkakene var fantastiske!").any(ANIMAL));
        assert!(!cautions("Kjøttkaker som hos mormor!").any(ANIMAL));
        // Meat no listed dish holds keeps its caution.
        assert!(cautions("Linsekakene smakte av kjøttkraft.").any(ANIMAL));
    }

    #[test]
    fn where_the_kitchens_meat_comes_from_says_nothing_of_its_meat_free_dishes() {
        let mehana: &[(&str, &str, &[&str])] = &[
            ("Pork Kavarma", "pork, onion, mushrooms, in a clay pot", &[]),
            ("Lihakeitto", "beef and root vegetable soup", &[]),
            (
                "Lenten Beans (VG)",
                "baked beans, onion, peppers",
                &["vegan"],
            ),
        ];
        let cautions = |statement: &str| statement_cautions(mehana, statement);
        for sourcing in [
            "Lamb and pork from Rhodope farms. Live folk music Fri-Sat",
            "Our goat comes from a halal butcher.",
            "Liha on kotimaista.",
            // Slovenian and Norwegian: the meat from the family's farm.
            "Meso z naše družinske kmetije. Ob ponedeljkih zaprto.",
            "Kjøtt fra gården. Åpent man-lør.",
        ] {
            assert!(!cautions(sourcing).any(ANIMAL), "{sourcing}");
        }
        // Meat tied to food, a fat or a stock from the farm, or a meat no
        // dish of the menu holds, keeps its caution.
        for tied in [
            "Lamb from Rhodope farms goes into every stew.",
            "Lard from Rhodope farms.",
            "Lamb stock from Rhodope farms.",
        ] {
            assert!(cautions(tied).any(ANIMAL), "{tied}");
        }
        let vegan_only: &[(&str, &str, &[&str])] = &[(
            "Lenten Beans (VG)",
            "baked beans, onion, peppers",
            &["vegan"],
        )];
        let mut record = menu_record(vegan_only);
        record.declarations.push(dietfit_contract::Declaration {
            text: "Lamb and pork from Rhodope farms.".to_owned(),
            date: time::macros::datetime!(2026-10-02 00:00:00 UTC),
            source: "https://restaurant.example/about".to_owned(),
        });
        let read = extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC));
        assert!(read.evidence.iter().any(|item| item.evidence_type
            == EvidenceType::RestaurantDeclared
            && item.cautions.any(ANIMAL)));
    }

    #[test]
    fn a_sourced_meat_the_restaurant_puts_in_its_meat_free_food_keeps_its_caution() {
        let trattoria: &[(&str, &str, &[&str])] = &[
            ("Agnello al Forno", "roast lamb, rosemary potatoes", &[]),
            ("Ragù di Agnello", "lamb ragù, pappardelle", &[]),
            (
                "Melanzane Ripiene (VG)",
                "stuffed aubergine, tomato, basil",
                &["vegan"],
            ),
        ];
        let cautions = |statement: &str| statement_cautions(trattoria, statement);
        // Where the lamb is from does not take it back out of the
        // meat-free food the same sentence, or a share in the next one,
        // puts it in.
        for tied in [
            "Lamb from the Rossi farm in Abruzzo, also in our vegan plates.",
            "Lamb from the Rossi farm goes into our vegetable stews too.",
            "Lamb from the Rossi farm is on our vegetable dishes as well.",
            "Lamb from the Rossi farm. Our veggie soups take a little too.",
        ] {
            assert!(cautions(tied).any(ANIMAL), "{tied}");
        }
        // Only where it is from, or the vegetables' own source beside it,
        // says nothing of that food.
        for sourcing in [
            "Lamb from the Rossi farm in Abruzzo. Closed Mondays.",
            "Herbs from our garden, lamb from the Rossi farm.",
        ] {
            assert!(!cautions(sourcing).any(ANIMAL), "{sourcing}");
        }
    }

    #[test]
    fn a_menu_line_on_where_the_meat_is_from_says_nothing_of_the_meat_free_dishes() {
        let blocked = |note: &str| {
            let mut record = menu_record(&[]);
            let lines: &[(&str, &str, &str, &[&str])] = &[
                ("Grill", "Mutton Sekuwa", "skewered mutton, chutney", &[]),
                ("Grill", "Pork Belly Ssam", "pork belly, lettuce", &[]),
                (
                    "Veg",
                    "Chana Masala (VG)",
                    "chickpeas, tomato, rice",
                    &["vegan"],
                ),
                ("Veg", "Aloo Gobi (VG)", "potato, cauliflower", &["vegan"]),
                ("Drinks", note, "", &[]),
            ];
            for (section, name, description, labels) in lines {
                record.menu.push(MenuItem {
                    name: (*name).to_owned(),
                    description: (!description.is_empty()).then(|| (*description).to_owned()),
                    section: Some((*section).to_owned()),
                    // Every line but the note is a priced dish.
                    price: (*name != note).then_some(12.0),
                    labels: labels.iter().map(|l| (*l).to_owned()).collect(),
                    observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
                    source: "https://menu.example".to_owned(),
                });
            }
            let read = extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC));
            read.evidence.iter().any(|item| {
                item.signals.has(S::LabelConflict)
                    || (item.evidence_type == EvidenceType::RestaurantDeclared
                        && item.cautions.any(ANIMAL))
            })
        };
        // Where the meat is from, by a farm, a butcher, a place or a breed,
        // and then the week's events or the hours: in English, French and
        // Romanian.
        for sourcing in [
            "Mutton from the halal butcher in Bradford. Quiz night every Tuesday from 8pm.",
            "Agneau de la ferme des Causses. Ouvert du mardi au samedi.",
            "Porc din Maramureș. Deschis zilnic 12-23",
            "Hokkaido wagyu beef. Open till late, closed Mondays",
            "Berkshire pork from Hampshire. Closed Mondays",
            "Fläsk från Gotland. Öppet tis-sön",
        ] {
            assert!(!blocked(sourcing), "{sourcing}");
        }
        // The same lines tying the meat to the food, naming a meat-free
        // dish, or giving a fat of the animal, still block.
        for tied in [
            "Mutton from the halal butcher goes into every curry, the chana too. Quiz every Tuesday.",
            "Our chickpeas are cooked in the pork fat from the farm. Closed Mondays",
            "Hokkaido pork in the Chana Masala. Closed Mondays",
            "Porc din Maramureș în toate tocanele. Deschis zilnic 12-23",
            "Fläsk från Gotland i alla grytor. Öppet tis-sön",
            "Porc de la ferme Dubois. On le met dans tous nos ragoûts.",
        ] {
            assert!(blocked(tied), "{tied}");
        }
        // Where the meat is from, said in any words (a family's farm, a
        // neighbour, a cure), beside practical notes, or beside a sentence
        // denying the meat reaches the meat-free dishes.
        for sourcing in [
            "Porco preto da quinta da família, Alentejo. Música ao vivo sexta e sábado.",
            "Our mutton is slow-reared on the Rossiter hills. Walk-ins welcome, cash only.",
            "Das Schweinefleisch kommt vom Gut Hansen. Es kommt nie an die Chana Masala, die hat eigene Töpfe.",
        ] {
            assert!(!blocked(sourcing), "{sourcing}");
        }
        // The same notes carrying the meat on to other food, by a word of
        // their language or a following sentence, or naming its fat.
        for tied in [
            "Porco preto da quinta da família. Também vai no Chana Masala.",
            "Our mutton is slow-reared on the Rossiter hills. The Aloo Gobi has it too.",
            "Das Schweinefleisch kommt vom Gut Hansen. Es kommt auch an die Chana Masala.",
            "Mutton fat from the Rossiter hills. Walk-ins welcome.",
        ] {
            assert!(blocked(tied), "{tied}");
        }
    }

    #[test]
    fn a_whole_place_claim_defining_a_carried_code_is_the_codes_meaning() {
        let claims_the_place = |footnote: &str| {
            let mut record = menu_record(&[]);
            let lines: &[(&str, &str, &[&str])] = &[
                ("Keema Pav", "minced goat, butter pav", &[]),
                ("Chicken Frankie", "chicken tikka roll", &[]),
                ("Dal Khichdi (V)", "rice, moong dal, ghee", &["vegetarian"]),
                (
                    "Paneer Bhurji (V)",
                    "scrambled paneer, pav",
                    &["vegetarian"],
                ),
                (footnote, "", &[]),
            ];
            for (name, description, labels) in lines {
                record.menu.push(MenuItem {
                    name: (*name).to_owned(),
                    description: (!description.is_empty()).then(|| (*description).to_owned()),
                    section: None,
                    // Every line but the footnote is a priced dish.
                    price: (*name != footnote).then_some(9.0),
                    labels: labels.iter().map(|l| (*l).to_owned()).collect(),
                    observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
                    source: "https://menu.example".to_owned(),
                });
            }
            extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
                .evidence
                .iter()
                .any(|item| {
                    item.evidence_type == EvidenceType::RestaurantDeclared
                        && item.signals.has(S::FullyVegetarian)
                })
        };
        // "Pure vegetarian" says what the (V) dishes are, not the place.
        assert!(!claims_the_place(
            "(V) shudh shakahari = pure vegetarian: no meat, no eggs. \
             Dal and kadhi cooked in their own pots, never in the keema pan"
        ));
        // Said of the place outside the code's definition, it claims it.
        assert!(claims_the_place(
            "(V) shudh shakahari = pure vegetarian: no meat, no eggs. \
             Our whole restaurant is pure vegetarian."
        ));
    }

    #[test]
    fn an_allergen_entry_headed_by_another_dish_is_that_dishs() {
        let chain: &[(&str, &str, &[&str])] = &[
            ("Tzatziki", "Greek yogurt, cucumber, dill", &[]),
            ("Harissa Honey Chicken Pita", "harissa honey chicken", &[]),
            (
                "Falafel Bowl (VG)",
                "falafel, saffron rice, hummus",
                &["vegan"],
            ),
            ("Red Lentil Soup (VG)", "lentils, cumin", &["vegan"]),
        ];
        let cautions = |statement: &str| {
            let mut record = menu_record(chain);
            record.declarations.push(dietfit_contract::Declaration {
                text: statement.to_owned(),
                date: time::macros::datetime!(2026-10-02 00:00:00 UTC),
                source: "https://restaurant.example/allergens".to_owned(),
            });
            extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
                .evidence
                .iter()
                .filter(|item| item.evidence_type == EvidenceType::RestaurantDeclared)
                .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
        };
        assert!(
            cautions(
                "Allergen guide - Falafel: sesame, vegan: yes · Red Lentil Soup: vegan: yes · \
                 Tzatziki: milk · Harissa Honey Chicken: contains honey."
            )
            .is_empty()
        );
        // An entry of a meat-free dish, of a part the meat-free dishes
        // hold, or one saying more than what its dish holds.
        for tied in [
            "Allergen guide - Falafel Bowl: milk, vegan: yes · Tzatziki: milk.",
            "Allergen guide - Saffron Rice: butter · Tzatziki: milk.",
            "Allergen guide - Tzatziki: milk, and it goes into every vegan bowl too.",
        ] {
            assert!(cautions(tied).has(S::Dairy), "{tied}");
        }
    }

    #[test]
    fn a_diner_naming_a_meat_free_dish_by_its_style_names_no_meat() {
        let steakhouse: &[(&str, &str, &[&str])] = &[
            ("Bone-In Ribeye", "dry-aged 28 days", &[]),
            (
                "Roasted Cauliflower Steak (VG)",
                "romesco, charred lemon",
                &["vegan"],
            ),
            (
                "Wild Mushroom Farro (VG)",
                "maitake, farro, thyme",
                &["vegan"],
            ),
        ];
        assert!(review_cautions(steakhouse, "The cauliflower steak was gorgeous.").is_empty());
        assert!(review_cautions(steakhouse, "The ribeye was perfect medium rare.").is_empty());
        // A style no meat-free dish is, or meat said of the meat-free dish.
        assert!(review_cautions(steakhouse, "The mushroom steak was gorgeous.").has(S::Meat));
        assert!(
            review_cautions(steakhouse, "The cauliflower steak came with bacon on it.")
                .has(S::Pork)
        );
        let taqueria: &[(&str, &str, &[&str])] = &[
            ("Al Pastor", "marinated pork, pineapple", &[]),
            (
                "Taco de Coliflor (VG)",
                "al pastor-spiced cauliflower, pineapple",
                &["vegan"],
            ),
            (
                "Taco de Nopal (VG)",
                "black beans, grilled nopal",
                &["vegan"],
            ),
        ];
        assert!(review_cautions(taqueria, "Cauliflower pastor is genius.").is_empty());
    }

    #[test]
    fn a_diners_dish_of_a_kind_no_meat_free_dish_is_of_is_another() {
        let pizzeria: &[(&str, &str, &[&str])] = &[
            ("Pepperoni", "tomato, mozzarella, pepperoni", &[]),
            (
                "Vegan Supreme",
                "tomato, vegan mozzarella, peppers",
                &["vegan"],
            ),
            ("Garlic Knots", "olive oil, garlic, parsley", &["vegan"]),
        ];
        assert!(review_cautions(pizzeria, "Meatball sub is a sleeper hit.").is_empty());
        // A bare product is on no dish of the menu; a kind the meat-free
        // dishes are of may be one of them.
        assert!(review_cautions(pizzeria, "The meatballs are a sleeper hit.").has(S::Meat));
        let with_a_vegan_sub: &[(&str, &str, &[&str])] = &[
            ("Pepperoni", "tomato, mozzarella, pepperoni", &[]),
            (
                "Vegan Meatball Sub",
                "plant meatballs, marinara, hoagie roll",
                &["vegan"],
            ),
            ("Garlic Knots", "olive oil, garlic, parsley", &["vegan"]),
        ];
        assert!(review_cautions(with_a_vegan_sub, "Meatball sub is a sleeper hit.").has(S::Meat));
        // A seafood shack's rolls and cakes, beside no meat-free roll or
        // cake.
        let shack: &[(&str, &str, &[&str])] = &[
            ("Chicken Tenders", "fries, honey mustard", &[]),
            (
                "Fried Mushroom Basket (V)",
                "fries, coleslaw",
                &["vegetarian"],
            ),
        ];
        assert!(review_cautions(shack, "Lobster roll was packed with claw meat.").is_empty());
        assert!(review_cautions(shack, "Clam cakes are a must.").is_empty());
        let with_a_veggie_roll: &[(&str, &str, &[&str])] = &[
            ("Chicken Tenders", "fries, honey mustard", &[]),
            ("Veggie Roll (V)", "peppers, onions", &["vegetarian"]),
        ];
        // Beside a veggie roll, the lobster roll is that kind's animal
        // variant, another dish; the veggie roll said to hold it, or
        // likened to it, is not.
        assert!(review_cautions(with_a_veggie_roll, "Lobster roll was packed.").is_empty());
        for review in [
            "The veggie roll had lobster in it.",
            "Lobster roll was packed, the veggie roll too.",
            "Lobster roll and the veggie roll share a fryer.",
        ] {
            assert!(
                review_cautions(with_a_veggie_roll, review).has(S::Shellfish),
                "{review}"
            );
        }
    }

    #[test]
    fn food_a_diner_brought_from_another_place_is_not_this_kitchens() {
        let chaat: &[(&str, &str, &[&str])] = &[
            ("Paneer Tikka", "cottage cheese, yogurt, spices", &[]),
            (
                "Samosa Chaat",
                "crushed samosa, chole, yogurt",
                &["vegetarian"],
            ),
            ("Vegetable Pulao", "basmati, peas, carrot", &["vegetarian"]),
        ];
        for elsewhere in [
            "We got tandoori chicken from the place next door and ate here, they didn't mind lol",
            "My son brought chicken nuggets from home.",
            "We had chicken from another restaurant delivered here.",
        ] {
            assert!(review_cautions(chaat, elsewhere).is_empty(), "{elsewhere}");
        }
        for here in [
            "The chicken from the tandoor was dry.",
            "Tandoori chicken from this place is the best.",
            "Got chicken from the kitchen by mistake.",
        ] {
            assert!(review_cautions(chaat, here).has(S::Meat), "{here}");
        }
        assert!(brought_from_elsewhere(" from next door", 0));
        assert!(!brought_from_elsewhere(" from the place", 0));
    }

    #[test]
    fn a_sentence_about_many_dishes_is_no_modifier_of_the_dish_above() {
        assert!(is_modifier("Vegetable stock instead of chicken stock"));
        assert!(is_modifier("Tofu instead of pork +$1"));
        assert!(!is_modifier(
            "All dishes in the Vegetarian section are seasoned with Golden Mountain sauce instead of fish sauce"
        ));
        assert!(!is_modifier(
            "Our curries use coconut milk instead of cream"
        ));
        let mut record = menu_record(&[
            (
                "Panang Curry",
                "coconut, kaffir lime, peppers",
                &["vegetarian"],
            ),
            (
                "Basil Fried Rice",
                "egg, holy basil, chili",
                &["vegetarian"],
            ),
            (
                "All dishes in the Vegetarian section are seasoned with Golden Mountain sauce instead of fish sauce.",
                "",
                &[],
            ),
        ]);
        for item in &mut record.menu {
            item.section = Some("Vegetarian".to_owned());
            if item.description.as_deref() == Some("") {
                item.description = None;
            }
        }
        let evidence = extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC)).evidence;
        let rice = evidence
            .iter()
            .find(|e| e.signals.has(S::VegetarianLabel) && e.signals.has(S::Egg))
            .expect("the fried rice keeps its label");
        assert!(!rice.signals.has(S::Fish) && !rice.signals.has(S::LabelConflict));
        assert!(rice.cautions.is_empty());
    }

    #[test]
    fn a_mark_the_menus_key_defines_labels_a_dish_without_labels() {
        let labels_of = |key: &str| {
            let evidence = menu_evidence(&[
                ("Marinara (VG)", "tomato, garlic, oregano, olive oil", &[]),
                ("Pepperoni", "tomato, mozzarella, pepperoni", &[]),
                (key, "", &[]),
            ]);
            evidence[0].signals.intersection(MEAT_FREE_LABELS)
        };
        let vegan = labels_of(
            "VG = vegan (no meat, dairy, egg or honey)  V = vegetarian  GF = gluten-free crust +$3",
        );
        assert!(vegan.has(S::VeganLabel), "{vegan:?}");
        let vegetarian = labels_of("VG = vegetarian · V+ = vegan · GF = gluten-free");
        assert!(vegetarian.has(S::VegetarianLabel) && !vegetarian.has(S::VeganLabel));
        // No key: a bare "(VG)" is no label.
        assert!(labels_of("Ask us about today's specials, they change every day").is_empty());
    }

    #[test]
    fn the_menus_vegan_make_of_a_dish_is_no_copy_of_the_regular_one() {
        let evidence = menu_evidence(&[
            ("Shoyu Ramen", "chicken & dashi broth, chashu", &[]),
            (
                "Vegan Shoyu Ramen (VG)",
                "kombu & shiitake broth, tofu",
                &["vegan"],
            ),
        ]);
        let vegan = &evidence[1];
        assert!(vegan.signals.has(S::VeganLabel), "{vegan:?}");
        assert!(!vegan.signals.any(ANIMAL) && !vegan.signals.has(S::LabelConflict));
        // The same name twice is one dish: what one copy names, both hold.
        let evidence = menu_evidence(&[
            ("Shoyu Ramen", "chicken & dashi broth, chashu", &[]),
            ("Shoyu Ramen (VG)", "kombu broth, tofu", &["vegan"]),
        ]);
        assert!(evidence[1].signals.has(S::LabelConflict));
    }

    #[test]
    fn a_product_said_of_food_the_restaurant_calls_not_vegetarian_is_that_foods() {
        let read = |note: &str| {
            let mut record = menu_record(&[
                (
                    "Veggie Mac (V)",
                    "mac & cheese made with vegetable stock",
                    &["vegetarian"],
                ),
                (
                    "Cheese Grits (V)",
                    "stone-ground, white cheddar",
                    &["vegetarian"],
                ),
                ("Baked Beans", "with burnt ends", &[]),
                ("Collards", "with ham hock", &[]),
                (note, "", &[]),
            ]);
            record.menu[4].description = None;
            extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
                .evidence
                .iter()
                .fold(
                    (SignalSet::EMPTY, SignalSet::EMPTY),
                    |(signals, cautions), item| {
                        (signals.union(item.signals), cautions.union(item.cautions))
                    },
                )
        };
        let (signals, cautions) = read(
            "(V) vegetarian. Heads up: our baked beans and collards are cooked with pork and are not vegetarian.",
        );
        assert!(
            cautions.is_empty() && !signals.has(S::NoVegetarian),
            "{signals:?} {cautions:?}"
        );
        // Said of a meat-free dish, of all the food, or not denied: it stays.
        for note in [
            "(V) vegetarian. Heads up: our veggie mac and collards are cooked with pork and are not vegetarian.",
            "(V) vegetarian. Heads up: everything is cooked with pork and is not vegetarian.",
            "(V) vegetarian. Heads up: our baked beans and collards are cooked with pork.",
        ] {
            assert!(read(note).1.has(S::Pork), "{note}");
        }
    }

    #[test]
    fn a_product_of_food_called_not_thuan_chay_is_that_foods() {
        let cautions = |reply: &str| {
            let record = menu_record(&[
                ("Đậu Hũ Kho Nấm Chay (TC)", "đậu hũ, nấm rơm", &["vegan"]),
                ("Canh Rau Củ Chay (TC)", "bí đỏ, cà rốt", &["vegan"]),
                ("Bánh Bông Lan", "bột mì, trứng, bơ", &[]),
            ]);
            evidence_with_statement(record, reply, "https://maps.example/owner-response")
                .iter()
                .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
        };
        // An owner's bilingual reply about an unmarked cake, to a diner
        // with a vegan sister: the cake is not "thuần chay" (vegan).
        let reply = "Cảm ơn chị! Tell your vegan sister: the bánh bông lan is made with egg and butter, so it is not thuần chay.";
        assert!(cautions(reply).is_empty(), "{:?}", cautions(reply));
        // Not denied, or said of all the food: the products stay.
        for reply in [
            "Tell your vegan sister: the bánh bông lan is made with egg and butter.",
            "Tell your vegan sister: everything is made with egg and butter, so it is not thuần chay.",
        ] {
            assert!(cautions(reply).any(ANIMAL), "{reply}");
        }
        // "Not thuần chay" denies the vegan diet, "not chay" the vegetarian.
        assert!(diet_denied("so it is not thuần chay").has(S::NoVegan));
        assert!(diet_denied("it is not chay").has(S::NoVegetarian));
        assert!(diet_denied("Cơm Chay Thuần Chay").is_empty());
    }

    #[test]
    fn a_note_keeping_a_product_from_the_meat_free_food_keeps_the_fit() {
        let read = |note: &str| {
            let mut record = menu_record(&[
                ("Tacos de Papa", "potato, vegan chipotle crema", &["vegan"]),
                (
                    "Burrito Vegano",
                    "frijoles de olla, arroz, guacamole",
                    &["vegan"],
                ),
                ("Carnitas", "slow-cooked pork, salsa verde", &[]),
                (note, "", &[]),
            ]);
            record.menu[3].description = None;
            extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
                .evidence
                .iter()
                .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
        };
        assert!(read("Nuestros frijoles de olla y el arroz son veganos. Los frijoles refritos llevan manteca (lard) - not on any VG item.").is_empty());
        assert!(read("Nuestros frijoles de olla y el arroz son veganos. Los frijoles refritos llevan manteca (lard).").has(S::Pork));
        assert!(read("Nuestros frijoles de olla y el arroz son veganos. Los frijoles refritos llevan manteca (lard) - on every VG item.").has(S::Pork));
    }

    #[test]
    fn a_quoted_no_or_a_product_confined_to_the_regular_make_leaves_the_vegan_dish() {
        let cautions = |review: &str| {
            let line = serde_json::json!({
                "external_id": "t:1", "name": "T",
                "menu": [{"name": "Vegan Pad Thai", "description": "rice noodles, tofu, tamarind",
                          "labels": ["vegan"], "observed_at": "2026-10-01T00:00:00Z",
                          "source": "https://menu.example"}],
                "reviews": [{"text": review, "date": "2026-10-01T00:00:00Z",
                             "source": "https://forum.example/r"}]
            })
            .to_string();
            let record = IngestRecord::parse_line(&line).unwrap();
            extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
                .evidence
                .iter()
                .filter(|item| item.evidence_type == EvidenceType::ReviewSignal)
                .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
                .intersection(ANIMAL)
        };
        for review in [
            "is the vegan pad thai legit?\n> heard they use fish sauce?\n>> nope, they showed me the soy sauce bottle",
            "fish sauce only goes in the regular one",
            "the fish sauce is only in the original pad thai",
        ] {
            assert!(cautions(review).is_empty(), "{review:?}");
        }
        for review in [
            "is the vegan pad thai legit?\n> heard they use fish sauce?\n>> yes, a splash",
            "fish sauce only goes in the regular and the vegan one",
            "fish sauce only goes in the vegan one",
            "they put fish sauce in the vegan one, only the regular one has egg",
        ] {
            assert!(cautions(review).has(S::Fish), "{review:?}");
        }
    }

    #[test]
    fn each_part_of_a_hyphen_joined_dish_name_names_the_dish() {
        assert_eq!(compound_parts("Spätzle-Pfanne"), ["spätzle"]);
        assert_eq!(compound_parts("Kimchi-jeon (vegan)"), ["kimchi"]);
        assert_eq!(compound_parts("Linsen mit Knöpfle"), Vec::<String>::new());
        assert_eq!(compound_parts("Tofu Stir-Fry"), ["stir"]);
        let read = |statement: &str| {
            cautions_with_statement(
                menu_record(&[
                    (
                        "Knödel-Pfanne",
                        "bread dumplings, mushrooms, leeks",
                        &["vegan"],
                    ),
                    ("Schnitzel", "pork, lemon", &[]),
                ]),
                statement,
                "https://reviews.example/r/reply",
                |_| true,
            )
        };
        // The owner speaks of the dumplings of the vegan pan.
        assert!(
            read("Our knödel are made the Bavarian way - bread, eggs, a pinch of salt.")
                .has(S::Egg)
        );
        // Eggs the kitchen handles for something else are no caution.
        assert!(!read("We also sell eggs from the farm next door.").has(S::Egg));
    }

    #[test]
    fn an_answer_to_a_question_naming_a_dish_speaks_of_that_dish() {
        let read = |qa: &str| {
            cautions_with_statement(
                menu_record(&[
                    ("Sesame Udon", "udon, greens, sesame dressing", &["vegan"]),
                    ("Banana Loaf", "banana, walnuts", &["vegan"]),
                    ("Fried Chicken", "buttermilk chicken, slaw", &[]),
                ]),
                qa,
                "https://menu.example/faq",
                |_| true,
            )
        };
        // The answer names the product; the question names the dish.
        assert!(
            read("Q: Is the udon dressing dairy-free?\nA: Afraid not - it's sesame and butter.")
                .has(S::Dairy)
        );
        assert!(read("Is the udon egg-free? Sadly no, the noodles have egg in them.").has(S::Egg));
        // An answer naming a plant food, or denying the product, leaves
        // the dish as it was.
        assert!(
            !read("Q: What is the banana loaf sweetened with?\nA: Maple syrup, never honey.")
                .has(S::Honey)
        );
        assert!(
            !read("Q: Is the udon vegan?\nA: It is - the dressing uses oat milk.").has(S::Dairy)
        );
        assert!(!read("Q: Is the udon egg-free?\nA: Yes, no egg at all.").has(S::Egg));
    }

    #[test]
    fn a_bare_no_to_a_question_of_what_a_food_holds_denies_it() {
        let read = |qa: &str| {
            cautions_with_statement(
                menu_record(&[("Carrot Cake", "carrot, walnut, cashew frosting", &["vegan"])]),
                qa,
                "https://menu.example/faq",
                |_| true,
            )
        };
        for denied in [
            "Q: Is the carrot cake glazed with honey?\nA: No - agave.",
            "Q: Does the carrot cake have butter?\nA: Hello! It doesn't, it's coconut oil.",
            "Q: Is there egg in the carrot cake?\nA: There isn't.",
            // Asked of the dish by its name, and answered by a pronoun.
            "Q: Are your carrot cakes made with butter or milk?\nA: They're not - our carrot cake uses oat milk.",
        ] {
            assert!(read(denied).is_empty(), "{denied}");
        }
        for kept in [
            // A no to a diet, a choice or a swap leaves the product in.
            "Q: Is the honey on the carrot cake optional?\nA: No, sorry.",
            "Q: Is the cream cheese on the carrot cake vegan?\nA: Nope.",
            // An answer that goes on to affirm it.
            "Q: Does the carrot cake have butter?\nA: It doesn't have much butter.",
            // An answer that is not a no.
            "Q: Does the carrot cake have butter?\nA: A little, yes.",
            "Q: Are your carrot cakes made with butter or milk?\nA: They are, with both.",
        ] {
            assert!(!read(kept).is_empty(), "{kept}");
        }
    }

    #[test]
    fn a_bare_no_to_making_a_food_without_a_product_keeps_it() {
        let read = |qa: &str| {
            cautions_with_statement(
                menu_record(&[("Carrot Cake", "carrot, walnut, orange glaze", &["vegan"])]),
                qa,
                "https://menu.example/faq",
                |_| true,
            )
        };
        assert!(read("Q: Can you make the carrot cake without butter?\nA: No.").has(S::Dairy));
        assert!(read("Q: Could I get the carrot cake with no egg?\nA: Nope, sorry!").has(S::Egg));
        for cleared in [
            // Not a bare no: the food is already made without it.
            "Q: Can you make the carrot cake without butter?\nA: No need - it's made with oil.",
            "Q: Can you make the carrot cake without butter?\nA: Yes, just ask.",
            // A no to leaving out a plant says nothing of animal products.
            "Q: Can you make the carrot cake without walnuts?\nA: No, sorry.",
        ] {
            assert!(read(cleared).intersection(ANIMAL).is_empty(), "{cleared}");
        }
    }

    #[test]
    fn a_tag_of_one_dishs_allergens_lists_what_is_in_it() {
        let cautions = |key: &str| {
            let mut record = IngestRecord::parse_line(
                r#"{"external_id":"t:1","name":"T","menu":[
                {"name":"Mac & Cheeze","description":"elbows, cashew cheeze sauce","labels":["vegan"],
                 "observed_at":"2026-10-01T00:00:00Z","source":"https://menu.example"}]}"#,
            )
            .unwrap();
            record.external_tags.push(dietfit_contract::ExternalTag {
                key: key.to_owned(),
                value: "milk; wheat; cashew".to_owned(),
                date: time::macros::datetime!(2026-10-02 00:00:00 UTC),
                source: "https://order.example/menu".to_owned(),
            });
            extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
                .evidence
                .iter()
                .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
        };
        assert!(cautions("allergens:Mac & Cheeze").has(S::Dairy));
        assert!(cautions("item:Mac & Cheeze:allergens").has(S::Dairy));
        assert!(names_a_dishs_allergens("allergens:mac & cheeze"));
        // Allergens with no dish named may be what the kitchen handles.
        assert!(!names_a_dishs_allergens("allergens"));
        assert!(!names_a_dishs_allergens("allergens:"));
    }

    #[test]
    fn the_kitchens_own_animal_food_says_it_is_not_wholly_vegan() {
        let not_fully_vegan = |statement: &str| {
            evidence_with_statement(
                menu_record(&[("Tofu Scramble", "turmeric tofu, toast", &["vegan"])]),
                statement,
                "https://menu.example/about",
            )
            .iter()
            .any(|item| item.signals.has(S::NotFullyVegan))
        };
        assert!(not_fully_vegan(
            "We're a fully vegetarian kitchen - our eggs and dairy come from farms nearby."
        ));
        for statement in [
            "We are 100% vegan: no eggs, no dairy, ever.",
            "Our cheeses are made from cashews.",
            "Eggs and dairy are what most bakeries use; we use flax and oat milk.",
        ] {
            assert!(!not_fully_vegan(statement), "{statement}");
        }
    }

    #[test]
    fn a_classic_kept_as_it_was_holds_what_its_recipe_holds() {
        let cautions = |menu: &[(&str, &str, &[&str])], statement: &str| {
            cautions_with_statement(
                menu_record(menu),
                statement,
                "https://menu.example/faq",
                |_| true,
            )
        };
        let vegan = (
            "Vegan Kale Caesar",
            "kale, chickpea croutons, lemon",
            &["vegan"][..],
        );
        let classic = ("Classic Caesar", "romaine, croutons", &[][..]);
        let kept = "Q: How is your vegan caesar different from Cardini's? A: We swapped the \
                    romaine for kale. The dressing is his, untouched.";
        assert!(cautions(&[vegan], kept).has(S::Fish));
        // Said of the menu's own classic, or with the plant version named.
        assert!(
            !cautions(
                &[vegan, classic],
                "Our classic caesar is the 1924 recipe, untouched."
            )
            .has(S::Fish)
        );
        assert!(
            !cautions(
                &[vegan],
                "Our vegan caesar keeps Cardini's dressing unchanged, with vegan parmesan."
            )
            .has(S::Fish)
        );
    }

    #[test]
    fn a_recipes_steps_make_the_food_its_title_names() {
        let cautions = |statement: &str| {
            cautions_with_statement(
                menu_record(&[
                    (
                        "Glazed Carrots",
                        "heirloom carrots, our glaze, dukkah",
                        &["vegan"],
                    ),
                    ("Shrimp Scampi", "garlic, white wine, butter, linguine", &[]),
                ]),
                statement,
                "https://menu.example/blog/recipes",
                |_| true,
            )
        };
        let glaze = cautions(
            "Recipe: Our Glaze (the one on the carrots everybody asks about). Melt 2 tbsp \
             butter, whisk in 3 tbsp honey, a pinch of chili and thyme.",
        );
        assert!(glaze.has(S::Dairy) && glaze.has(S::Honey), "{glaze:?}");
        // A recipe for the scampi's sauce speaks of the scampi, which lists
        // its butter.
        assert!(
            !cautions(
                "Recipe: Scampi Sauce (the one on the scampi). Melt 2 tbsp butter, whisk in \
                 garlic."
            )
            .has(S::Dairy)
        );
        assert_eq!(recipe_title("Note: we close at 9. Melt butter."), None);
    }

    #[test]
    fn a_capital_names_a_dish_except_in_german() {
        let mut scratch = Scratch::new();
        let mention = |text: &str, scratch: &mut Scratch| {
            read_text(text, scratch);
            scratch.mentions[0]
        };
        let text = "We loved the Chicken Tikka, honestly.";
        assert!(names_a_dish(text, &mention(text, &mut scratch)));
        let text = "Sehr lecker, aber sie wird mit Rinderbrühe gekocht.";
        assert!(!names_a_dish(text, &mention(text, &mut scratch)));
        let text = "Das Brötchen ist ein Brioche mit Butter.";
        assert!(!names_a_dish(text, &mention(text, &mut scratch)));
    }

    #[test]
    fn a_removal_line_leaves_what_it_takes_off_in_the_dish_above() {
        let meat = SignalSet::of(&[S::Meat]);
        // A seafood dish a pescatarian's fit may rest on hid its chorizo.
        let read = menu_evidence(&[
            (
                "Shrimp Tacos",
                "griddled shrimp, cabbage, corn tortillas",
                &[],
            ),
            ("No chorizo", "$0.00", &[]),
        ]);
        assert!(read[0].signals.has(S::Meat));
        assert!(read[0].cautions.any(meat));
        // "Minus the butter" under a vegan bowl, with or without a price.
        for price in ["-$0.50", ""] {
            let read = menu_evidence(&[
                ("Grain Bowl", "farro, roasted roots, greens", &["vegan"]),
                ("Minus the butter", price, &[]),
            ]);
            assert!(read[0].signals.has(S::Dairy), "{price:?}");
            assert!(read[0].cautions.has(S::Dairy), "{price:?}");
        }
        // Holding the bacon leaves the clams and the cream: no dish that
        // can be made vegan.
        let read = menu_evidence(&[
            ("Clam Chowder", "clams, potatoes, cream", &[]),
            ("Hold the bacon", "-$0.50", &[]),
        ]);
        assert!(!read[0].signals.has(S::VeganAdaptable));
        assert!(read[0].cautions.any(meat));
        // A meat dish's own meat: nothing hidden a fit could rest on.
        let read = menu_evidence(&[
            ("Classic Burger", "beef patty, cheddar, brioche", &[]),
            ("Hold the bacon", "$0.00", &[]),
        ]);
        assert!(read[0].cautions.is_empty());
        // Taking a plant off takes nothing animal off.
        let read = menu_evidence(&[
            (
                "Vegan Nachos",
                "chips, black beans, cashew queso",
                &["vegan"],
            ),
            ("No jalapeños", "$0.00", &[]),
        ]);
        assert!(read[0].cautions.is_empty());
        assert!(!read[0].signals.any(ANIMAL));
    }

    #[test]
    fn what_a_line_says_after_its_price() {
        assert_eq!(after_price("$4.50 add avocado"), Some("add avocado"));
        assert_eq!(after_price(" +€2 "), Some(""));
        assert_eq!(after_price("- £1.5 oat milk"), Some("oat milk"));
        assert_eq!(after_price("12"), Some(""));
        assert_eq!(after_price("Beef patty, cheddar"), None);
        assert_eq!(after_price(".50 extra"), None);
        assert_eq!(after_price(""), None);
    }

    #[test]
    fn a_line_continues_the_item_only_when_both_say_so() {
        let line = |name: &str, description: Option<&str>, labels: &[&str]| MenuItem {
            name: name.to_owned(),
            description: description.map(str::to_owned),
            section: None,
            price: None,
            labels: labels.iter().map(|l| (*l).to_owned()).collect(),
            observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
            source: "https://menu.example".to_owned(),
        };
        let open = line("Garden Wrap", Some("hummus, greens and our"), &["vegan"]);
        let closed = line("Garden Wrap", Some("hummus, greens."), &["vegan"]);
        assert!(continues(&open, &line("famous ranch dressing", None, &[])));
        assert!(continues(
            &open,
            &line("(cont.) with bacon bits", None, &[])
        ));
        assert!(!continues(
            &closed,
            &line("famous ranch dressing", None, &[])
        ));
        assert!(!continues(&open, &line("Ranch Wings", None, &[])));
        assert!(!continues(&open, &line("side salad", None, &["vegan"])));
        assert!(!continues(&open, &line("side salad", Some("greens"), &[])));
    }

    #[test]
    fn ages_are_whole_days_and_never_negative() {
        use time::macros::datetime;
        let now = datetime!(2026-11-01 00:00:00 UTC);
        assert_eq!(age_days(datetime!(2026-05-05 00:00:00 UTC), now), 180);
        assert_eq!(age_days(datetime!(2026-05-05 00:00:00.5 UTC), now), 179);
        assert_eq!(age_days(datetime!(2026-05-04 23:59:59 UTC), now), 180);
        assert_eq!(age_days(datetime!(2026-11-01 01:00:00 +02:00), now), 0);
        assert_eq!(age_days(datetime!(2027-01-01 00:00:00 UTC), now), 0);
        assert_eq!(
            age_days(datetime!(2026-10-31 23:00:00 -02:00), now),
            0,
            "offsets are honoured: that is 01:00 UTC on Nov 1"
        );
        // The 64-bit path and, for gaps too wide for it, the 128-bit path
        // agree with whole 128-bit nanoseconds.
        let reference = |then: time::OffsetDateTime, now: time::OffsetDateTime| {
            let nanos = now.unix_timestamp_nanos() - then.unix_timestamp_nanos();
            i64::try_from((nanos / (86_400 * 1_000_000_000)).max(0)).unwrap()
        };
        let dates = [
            datetime!(-9999-01-01 00:00:00 UTC),
            datetime!(1700-01-01 00:00:00.5 UTC),
            datetime!(1969-12-31 23:59:59.75 UTC),
            datetime!(1970-01-01 00:00:00 UTC),
            datetime!(2026-05-04 23:59:59.999999999 -03:00),
            now,
            datetime!(9999-12-31 23:59:59.999999999 UTC),
        ];
        for then in dates {
            for later in dates {
                assert_eq!(
                    age_days(then, later),
                    reference(then, later),
                    "{then} {later}"
                );
            }
        }
        assert_eq!(
            age_days(dates[0], dates[6]),
            7_304_483,
            "twenty thousand years"
        );
    }

    #[test]
    fn staleness_is_measured_to_the_nanosecond() {
        use time::macros::datetime;
        let now = datetime!(2026-11-01 00:00:00 UTC);
        let limit = now - STALE_AFTER;
        assert_eq!(limit, datetime!(2026-05-05 00:00:00 UTC));
        let clock = Now::new(now);
        for (then, stale) in [
            (limit, false),
            (limit + Duration::nanoseconds(1), false),
            (limit - Duration::nanoseconds(1), true),
            (limit - Duration::hours(12), true),
            (datetime!(2026-05-04 20:00:00 -04:00), false),
            (datetime!(2026-05-04 19:59:59.5 -04:00), true),
            (datetime!(2027-01-01 00:00:00 UTC), false),
            (datetime!(-9999-01-01 00:00:00 UTC), true),
        ] {
            assert_eq!(now - then > STALE_AFTER, stale, "{then}");
            assert_eq!(clock.is_stale(then), stale, "{then}");
        }
        // Half a day past the limit is not past it in whole days.
        assert_eq!(age_days(limit - Duration::hours(12), now), STALE_AFTER_DAYS);
        let far = datetime!(9999-12-31 23:59:59.999999999 UTC);
        assert!(Now::new(far).is_stale(datetime!(-9999-01-01 00:00:00.5 UTC)));
        assert!(!Now::new(datetime!(-9999-01-01 00:00:00 UTC)).is_stale(far));
    }

    #[test]
    fn a_date_past_the_tolerance_ahead_is_not_believed() {
        use time::macros::datetime;
        let now = datetime!(2026-11-01 00:00:00 UTC);
        let clock = Now::new(now);
        for (then, ahead) in [
            (now, false),
            (now + FUTURE_TOLERANCE, false),
            (now + FUTURE_TOLERANCE + Duration::nanoseconds(1), true),
            // The same instant written in a zone ahead of UTC.
            (datetime!(2026-11-02 10:00:00 +10:00), false),
            (datetime!(2027-10-15 00:00:00 UTC), true),
            (datetime!(-9999-01-01 00:00:00 UTC), false),
            (datetime!(9999-12-31 23:59:59.999999999 UTC), true),
            (datetime!(2026-11-02 00:00:00.000000001 UTC), true),
            (datetime!(2026-11-01 23:59:59.999999999 -00:00:01), true),
        ] {
            assert_eq!(then - now > FUTURE_TOLERANCE, ahead, "{then}");
            assert_eq!(clock.is_ahead(then), ahead, "{then}");
        }
    }

    #[test]
    fn trim_is_str_trim() {
        for text in [
            "",
            " ",
            "vegan",
            " vegan ",
            "\u{0b}vegan\u{0c}",
            "\tvegan\r\n",
            "\u{a0}vegan\u{2003}",
            "\u{85}x",
            "é",
            "x\u{3000}",
        ] {
            assert_eq!(trim(text), text.trim(), "{text:?}");
        }
    }

    #[test]
    fn excerpts_are_cut_on_char_boundaries() {
        let long = "é".repeat(600);
        let cut = cut_excerpt(&long, MAX_EXCERPT_CHARS);
        assert_eq!(cut.chars().count(), MAX_EXCERPT_CHARS);
        assert!(cut.ends_with('\u{2026}'));
        assert_eq!(cut_excerpt("short", 500), "short");
        assert_eq!(cut_excerpt("abcdef", 3), "ab\u{2026}");
        assert_eq!(cut_excerpt("", 3), "");
        for (text, max) in [
            (long.as_str(), MAX_EXCERPT_CHARS),
            ("short", 500),
            ("abcdef", 3),
            ("ab   cdef", 4),
            ("", 3),
            ("héllo wörld", 0),
        ] {
            let mut buffer = String::from("before é");
            let start = buffer.len();
            buffer.push_str(text);
            cut_tail(&mut buffer, start, max);
            assert_eq!(&buffer[..start], "before é");
            assert_eq!(&buffer[start..], cut_excerpt(text, max));
        }
    }

    #[test]
    fn veg_is_found_in_any_case_at_any_offset() {
        for text in [
            "",
            "v",
            "ve",
            "veg",
            "VEG",
            "vEg",
            "xxxxxxxveg",
            "xxxxxxxxvEg",
            "xxxxxxvxveg",
            "Vegan",
            "a veggie bowl",
            "Sauté végétal",
            "ṽeg",
        ] {
            let expected = text
                .as_bytes()
                .windows(3)
                .any(|w| w.eq_ignore_ascii_case(b"veg"));
            assert_eq!(holds_veg(text.as_bytes()), expected, "{text:?}");
        }
        for byte in 0..=255u8 {
            for at in 0..12 {
                let mut bytes = vec![b'x'; 14];
                bytes[at] = byte;
                bytes[at + 1] = b'E';
                bytes[at + 2] = b'g';
                let expected = byte.eq_ignore_ascii_case(&b'v');
                assert_eq!(holds_veg(&bytes), expected, "{byte} at {at}");
            }
        }
    }

    #[test]
    fn quote_ends_are_every_byte_that_may_end_a_quote_mark() {
        for text in [
            "",
            "'",
            "the 'vegan' banh mi is anything but",
            "\u{201C}Vegan\u{201D} tacos. Sure, Jan",
            "it\u{2019}s \u{2018}plant-based\u{2019}, they said \"pescatarian\" x",
            "\u{9A}\u{9B}\u{2019}\u{2E18}\u{119}abcdefgh'",
        ] {
            let naive: Vec<usize> = text
                .bytes()
                .enumerate()
                .filter(|(_, b)| matches!(b, b'\'' | b'"' | 0x98 | 0x99 | 0x9C | 0x9D))
                .map(|(at, _)| at)
                .collect();
            assert_eq!(
                quote_ends(text.as_bytes()).collect::<Vec<_>>(),
                naive,
                "{text:?}"
            );
        }
    }

    #[test]
    fn a_quoted_diet_needs_its_word_as_written_somewhere_in_the_text() {
        assert!(diet_in_scare_quotes("The 'pescatarian' plate had bacon bits.").is_some());
        assert!(diet_in_scare_quotes("The \u{2018}plant-based\u{2019} burger.").is_some());
        // Written in capitals only, "PESCATARIAN" and "PLANT-BASED" hold
        // none of the words looked for in the text.
        assert!(diet_in_scare_quotes("The 'PESCATARIAN' plate had bacon bits.").is_none());
        assert!(diet_in_scare_quotes("The 'PLANT-BASED' burger.").is_none());
        // "VEGAN" holds "veg" in any case.
        assert!(diet_in_scare_quotes("The 'VEGAN' burger.").is_some());
        assert!(
            diet_in_scare_quotes("We've had the 'PESCATARIAN' plate; pescatarian me.").is_some()
        );
        assert!(diet_in_scare_quotes("I've been, we've eaten, it's 'pretty' good").is_none());
    }

    #[test]
    fn a_quoted_diet_and_a_label_taken_back_are_found_in_their_sentence() {
        let review = "Nice room. The 'vegan' label on the green curry is a lie. Go elsewhere.";
        let (start, end) = diet_in_scare_quotes(review).unwrap();
        assert_eq!(
            &review[start..end],
            " The 'vegan' label on the green curry is a lie."
        );
        assert!(diet_in_scare_quotes("\u{201C}Vegan\u{201D} tacos. Sure, Jan").is_some());
        assert!(diet_in_scare_quotes("It's vegan and it's great, isn't it?").is_none());
        let statement = "Thanks! Please ignore the (VG) on the Dan Dan Noodles - a misprint.";
        assert!(label_taken_back(statement).is_some());
        assert!(label_taken_back("Our vegan menu is printed daily.").is_none());
        assert!(label_taken_back("The misprint on our hours is fixed.").is_none());
    }

    #[test]
    fn a_yes_for_a_part_of_the_dish_is_none_for_the_rest() {
        fn part(qa: &str) -> Option<&str> {
            affirms_only_a_part(qa).map(|(start, end)| qa[start..end].trim())
        }
        assert_eq!(
            part("Q: Is the vegan red curry actually vegan?\nA: The tofu is! 😅"),
            Some("The tofu is!")
        );
        assert!(part("Is the seafood paella pescatarian?\nA: Only the seafood is.").is_some());
        for whole in [
            // A yes for the dish itself, a make of it, or a plain yes.
            "Q: Is the vegan red curry vegan?\nA: The curry is!",
            "Q: Is the burger vegan?\nA: The Impossible one is!",
            "Q: Is the vegan red curry actually vegan?\nA: It is!",
            // A question of which dish keeps the diet names the one that does.
            "Q: Which dolma is vegan?\nA: The cold sarma is.",
        ] {
            assert_eq!(part(whole), None, "{whole}");
        }
    }

    #[test]
    fn a_blend_of_the_vegan_and_the_regular_make_holds_the_regular() {
        let mut scratch = Scratch::new();
        let mut blends = |text: &str| {
            read_text(text, &mut scratch)
                .blended_at
                .is_some_and(|blend| blends_vegan_with_the_regular(text, blend))
        };
        for blend in [
            "Secret's out 🧇 our vegan waffles are a 50/50 blend of our vegan and our classic \
             batters - fluffier than either alone!",
            "Chef's tip: we mix the vegan gravy with the regular one for body.",
        ] {
            assert!(blends(blend), "{blend}");
        }
        for other in [
            "What's the difference between our vegan chili and our regular chili? The \
             regular has beef.",
            "We cut the cashew cream fifty-fifty with oat cream so the sauce never splits.",
            "Our vegan and classic burgers are grilled on separate plates.",
        ] {
            assert!(!blends(other), "{other}");
        }
    }

    #[test]
    fn a_hint_at_an_ingredient_left_unanswered_withholds_it() {
        let mut scratch = Scratch::new();
        let mut withheld = |text: &str| {
            read_text(text, &mut scratch)
                .hinted_at
                .and_then(|hint| withholds_an_ingredient(text, hint))
                .is_some()
        };
        assert!(withheld(
            "What's the secret that makes our vegan tamales so fluffy? Here's a hint: it rhymes \
             with 'hard' 😉"
        ));
        assert!(!withheld(
            "What's the secret that makes our vegan tamales so fluffy? Here's a hint: it rhymes \
             with 'bocado'... it's avocado oil 🥑"
        ));
        // No riddle asked, or no hint.
        assert!(!withheld(
            "Here's a hint: our vegan brunch is back on Sunday!"
        ));
        assert!(!withheld("Our vegan curry: there's a hint of lime."));
    }

    #[test]
    fn a_diner_calling_a_diet_mark_wrong_doubts_it() {
        let mut scratch = Scratch::new();
        let mut doubted = |review: &str| {
            read_text(review, &mut scratch)
                .doubted_at
                .and_then(|doubt| label_doubted_by_diner(review, doubt))
                .map(|(start, end)| review[start..end].trim().to_owned())
        };
        assert_eq!(
            doubted("Don't trust the little leaf next to the pad thai. Ask about the sauce.")
                .as_deref(),
            Some("Don't trust the little leaf next to the pad thai.")
        );
        assert_eq!(
            doubted("The menu says plant-based on the ramen. The kitchen says otherwise. Ask.")
                .as_deref(),
            Some("The kitchen says otherwise.")
        );
        assert!(doubted("The (V) on the onion soup is wishful thinking.").is_some());
        // Doubt of something else, or no doubt at all.
        assert!(doubted("Don't trust the wait time on the app. Great vegan curry.").is_none());
        assert!(doubted("Trust me, the little leaf means vegan here.").is_none());
        assert!(doubted("Don't trust the reviews, the vegan food is great.").is_none());
    }

    #[test]
    fn a_diet_word_denied_or_doubted_claims_nothing() {
        for label in [
            "non-vegan",
            "NOT VEGAN",
            "Vegan ✗",
            "vegan?",
            "vegan??",
            "vegan (TBC)",
            "vegan (unverified)",
            "Vegan: N",
            "vegan-ish",
            "❌ vegan",
        ] {
            assert!(label_denies_or_doubts(label), "{label}");
        }
        for label in [
            "vegan",
            "Vegan ✓",
            "VEGAN (V)",
            "100% vegan",
            "vegan - no honey",
            "vegetarian",
        ] {
            assert!(!label_denies_or_doubts(label), "{label}");
        }
        assert!(diet_denied("orzo, herbs. Vegan: N | Vegetarian: Y").has(S::NoVegan));
        assert!(!diet_denied("orzo, herbs. Vegan: N | Vegetarian: Y").has(S::NoVegetarian));
        assert!(diet_denied("risotto (non-vegetarian)").has(S::NoVegetarian));
        assert_eq!(
            Vouch::Recipe,
            vouch_for_the_classic("the way it's made in Bangkok, no shortcuts")
        );
        assert_eq!(
            Vouch::Recipe,
            vouch_for_the_classic("the traditional street-cart recipe")
        );
        assert_eq!(
            Vouch::Recipe,
            vouch_for_the_classic("Nonna's recipe, untouched since 1962")
        );
        assert_ne!(
            Vouch::Recipe,
            vouch_for_the_classic("our classic, made with lentils")
        );
        assert_eq!(
            Vouch::Recipe,
            vouch_for_the_classic("on a classic French croissant, laminated the traditional way")
        );
        assert_eq!(
            Vouch::Recipe,
            vouch_for_the_classic("fingerlings confit the Gascon way, thyme")
        );
        assert_eq!(Vouch::Recipe, vouch_for_the_classic("the New Orleans way"));
        assert_eq!(
            Vouch::Recipe,
            vouch_for_the_classic(
                "nine greens, the Holy Thursday gumbo just as Leah Chase made it"
            )
        );
        assert_eq!(
            Vouch::Recipe,
            vouch_for_the_classic("just as the abuela makes them")
        );
        assert_ne!(
            Vouch::Recipe,
            vouch_for_the_classic("just as good as it looks, made it to order")
        );
        assert_eq!(
            Vouch::Recipe,
            vouch_for_the_classic(
                "littlenecks on the half shell, broiled the classic Rhode Island way  $14"
            )
        );
        assert_ne!(
            Vouch::Recipe,
            vouch_for_the_classic("the classic lemon and herb crust, our way")
        );
        assert_ne!(
            Vouch::Recipe,
            vouch_for_the_classic("the only way to start a day")
        );
        assert_ne!(
            Vouch::Recipe,
            vouch_for_the_classic("all the way from Oaxaca")
        );
        for regional in [
            "Sichuan classic, chili oil, preserved vegetable, peanuts",
            "a Hong Kong classic with a glossy glaze",
            "Osaka-style savory pancake, cabbage, okonomi sauce",
            "Isaan-style minced salad, toasted rice powder",
            "silken tofu, doubanjiang, the way Chengdu makes it",
        ] {
            assert_eq!(
                vouch_for_the_classic(regional),
                Vouch::Regional,
                "{regional}"
            );
        }
        for not_regional in [
            "A Brunch Classic, with hollandaise",
            "Vegan-style, with shiitake",
            "House-style, our own broth",
            "family-style, for two",
            "the way we make it at home",
            "our classic, made with lentils",
        ] {
            assert_eq!(
                vouch_for_the_classic(not_regional),
                Vouch::None,
                "{not_regional}"
            );
        }
        assert!(classic_recipe_holds("Potatoes Confit").has(S::Meat));
        assert!(classic_recipe_holds("Smoked Tofu Croissant").has(S::Dairy));
        assert!(classic_recipe_holds("Mapo Tofu").has(S::Meat));
        assert!(classic_recipe_holds("Nonna's Lasagna").has(S::Meat));
        assert!(classic_recipe_holds("Red Beans & Rice").has(S::Pork));
        assert!(classic_recipe_holds("Tom Kha").has(S::Fish));
        assert!(classic_recipe_holds("Phoenix Bowl").is_empty());
        assert!(classic_recipe_holds("Clams Casino (6)").has(S::Pork));
        assert!(recipe_change_taken_back("Please disregard our August update.").is_some());
        assert!(recipe_change_taken_back("The risotto stock is unchanged - sorry.").is_some());
        assert!(recipe_change_taken_back("We switched to oat milk in May.").is_none());
        assert_eq!(
            without_trailing_codes("Shrimp & Grits (P)"),
            "Shrimp & Grits"
        );
        assert_eq!(without_trailing_codes("Elote Bowl (V, GF)"), "Elote Bowl");
        assert_eq!(
            without_trailing_codes("Veg Dum Biryani NV"),
            "Veg Dum Biryani"
        );
        assert_eq!(without_trailing_codes("Pad Thai (tofu)"), "Pad Thai (tofu)");
        assert_eq!(initials("Vegan Breakfast Burrito").as_deref(), Some("VBB"));
        assert_eq!(initials("Tofu Pad Thai").as_deref(), Some("TPT"));
        assert_eq!(initials("Rice & Beans with Greens").as_deref(), Some("RBG"));
        assert_eq!(initials("Pad Thai"), None);
        assert!(diet_denied("Veg Manchow Soup [non-veg icon]").has(S::NoVegetarian));
        assert!(diet_denied("biryani (nonveg)").has(S::NoVegetarian));
        assert!(diet_denied("Veg Manchow Soup, veg momos").is_empty());
        // "non-veg" with nothing named holds meat, fish or egg; dairy named
        // beside it does not explain it, fish does.
        let non_veg = SignalSet::of(&[S::NoVegetarian]);
        assert!(denied_diet_holds(non_veg, SignalSet::of(&[S::Dairy])).has(S::Meat));
        assert!(denied_diet_holds(non_veg, SignalSet::of(&[S::Fish])).is_empty());
        assert!(diet_denied("Granola, vegan, no honey").is_empty());
        assert!(diet_denied("served with rice").is_empty());
    }

    #[test]
    fn labels_are_read_loosely_but_unknown_ones_are_ignored() {
        let label = |text: &str| label_signals(text, false);
        assert!(label("Vegan").has(S::VeganLabel));
        assert!(label("gluten-free").has(S::GlutenFreeLabel));
        assert!(label("Contains Nuts").has(S::TreeNut));
        assert!(label("can_be_made_vegan").has(S::VeganAdaptable));
        assert!(label("spicy").is_empty());
        assert!(label("").is_empty());
        assert!(label(&"x".repeat(100)).is_empty());
        assert!(label("végan").is_empty());
        // `v` is vegetarian unless the menu's legend says otherwise.
        assert!(label("V").has(S::VegetarianLabel) && !label("V").has(S::VeganLabel));
        assert!(label_signals("V", true).has(S::VeganLabel));
    }

    #[test]
    fn tags_follow_the_osm_model() {
        assert!(tag_signals("diet:vegan", "only").has(S::FullyVegan));
        assert!(tag_signals("diet:vegan", "yes").has(S::VeganOptions));
        assert!(tag_signals("diet:vegan", "limited").has(S::VeganLimited));
        assert!(tag_signals("diet:vegan", "no").has(S::NoVegan));
        assert!(tag_signals("DIET:Vegetarian", " only ").has(S::FullyVegetarian));
        assert!(tag_signals("diet:gluten_free", "no").has(S::NoGlutenFree));
        assert!(tag_signals("diet:vegan", "maybe").is_empty());
        assert!(tag_signals("cuisine", "vegan").is_empty());
        assert!(tag_signals("diet", "yes").is_empty());
        assert!(tag_signals("diét:vegan", "yes").is_empty());
    }

    #[test]
    fn a_note_speaks_of_the_dishes_it_names() {
        for name in [
            "Chef's note",
            "About our rice & peas",
            "[photo] Garden Ramen",
            "Allergen key",
        ] {
            assert!(is_note_line(name), "{name}");
        }
        for name in ["Garden Ramen", "Chef Salad", "Keylime Pie", "Ourika Tagine"] {
            assert!(!is_note_line(name), "{name}");
        }
        let subjects: Vec<&str> = note_subjects(
            "About our rice & peas",
            "red curry - shrimp paste; Pesto: contains milk. Ask us.",
        )
        .collect();
        assert_eq!(subjects, ["rice & peas", "red curry", "Pesto"]);
        assert!(names_whole(
            "Vegan Lasagna - contains: egg",
            "Vegan Lasagna"
        ));
        assert!(names_whole(
            "our Garden Ramen with chashu",
            "Garden Ramen (vegan)"
        ));
        // A one-word name is too common a word to be named by it alone.
        assert!(!names_whole("beef burger", "Burger"));
        assert!(every_of_its_kind(
            "Every risotto gets butter",
            "Spring Pea Risotto (vegan)"
        ));
        assert!(every_of_its_kind(
            "All our soups use chicken stock",
            "Vegan Tortilla Soup"
        ));
        assert!(!every_of_its_kind(
            "Our soups are great",
            "Vegan Tortilla Soup"
        ));
    }

    #[test]
    fn a_claim_over_a_kind_of_dish_names_the_kind() {
        assert_eq!(
            claims_over_a_kind("Good news for plant people: all our cocktails are vegan! 🍸"),
            vec![("cocktails", S::VeganLabel)]
        );
        assert_eq!(
            claims_over_a_kind("All of the soups are 100% vegetarian."),
            vec![("soups", S::VegetarianLabel)]
        );
        for text in [
            "All our dishes are vegan.",
            "all our vegan sauces are dairy-free",
            "All our cocktails are made fresh",
            "we love all our vegan guests",
        ] {
            assert!(claims_over_a_kind(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn a_line_saying_what_every_dish_comes_with_is_a_section_default() {
        for (name, description) in [
            (
                "Served with",
                "every entrée comes with a square of honey-butter cornbread",
            ),
            ("Comes with:", "garlic butter toast"),
            ("Mains", "All mains are served with buttered mash"),
            ("Note", "each plate comes with a fried egg"),
            (
                "Breads",
                "All sandwiches served on our house milk bread unless noted.",
            ),
            (
                "Grain Bowls",
                "All grain bowls are topped with a jammy egg unless noted.",
            ),
            ("", "Every stew starts from our beef-bone broth"),
            ("Soups", "All our soups are built on chicken stock"),
        ] {
            assert!(
                says_a_section_default(name, description),
                "{name}: {description}"
            );
        }
        for (name, description) in [
            // A dish that comes with its own side speaks of itself.
            ("Fish Tacos", "three tacos, served with lime crema"),
            ("Served Fresh Salad", "greens, feta"),
            ("Burger", "a patty, cheddar, comes with fries"),
            ("Grain Bowl", "farro, kale, topped with a jammy egg"),
            ("Haemul Sundubu", "soft tofu, clams; starts with a sizzle"),
        ] {
            assert!(
                !says_a_section_default(name, description),
                "{name}: {description}"
            );
        }
    }

    /// The evidence of a menu of `(section, name, description, labels)`
    /// lines; a line without a description prints it all in its name.
    fn sectioned_evidence(lines: &[(&str, &str, &str, &[&str])]) -> Vec<EvidenceItem> {
        let mut record = menu_record(&[]);
        for (section, name, description, labels) in lines {
            record.menu.push(MenuItem {
                name: (*name).to_owned(),
                description: (!description.is_empty()).then(|| (*description).to_owned()),
                section: Some((*section).to_owned()),
                price: None,
                labels: labels.iter().map(|l| (*l).to_owned()).collect(),
                observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
                source: "https://menu.example".to_owned(),
            });
        }
        extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC)).evidence
    }

    fn signals_of(evidence: &[EvidenceItem], name: &str) -> SignalSet {
        evidence
            .iter()
            .find(|item| {
                item.excerpt
                    .as_ref()
                    .is_some_and(|excerpt| excerpt.as_str().starts_with(name))
            })
            .map(|item| item.signals)
            .unwrap_or_default()
    }

    #[test]
    fn a_dish_naming_an_entry_of_a_list_of_parts_holds_what_the_entry_holds() {
        let evidence = |list: &str, description: &str| {
            sectioned_evidence(&[
                ("Vegetable", "Broccoli & Tofu", description, &["vegan"]),
                ("Sauces", list, "", &[]),
            ])
        };
        const SAUCES: &str = "Our sauces: Brown sauce - soy, oyster sauce, chicken \
                              bouillon · Szechuan sauce - chili bean paste, garlic";
        let brown = signals_of(
            &evidence(SAUCES, "fried tofu, broccoli, in brown sauce"),
            "Broccoli",
        );
        assert!(
            brown.has(S::LabelConflict) && brown.has(S::Shellfish),
            "{brown:?}"
        );
        // The other entry's chicken is not this dish's.
        let szechuan = signals_of(
            &evidence(SAUCES, "fried tofu, broccoli, szechuan sauce"),
            "Broccoli",
        );
        assert!(!szechuan.any(ANIMAL), "{szechuan:?}");
        const POKE: &str = "Sauces: House Shoyu (soy, mirin, bonito flakes) · Ponzu (yuzu, \
                            soy, bonito) · yuzu kosho (VG, no bonito) · Cheese (dairy)";
        for dish in ["tofu, rice, house shoyu", "tofu, greens, ponzu"] {
            let signals = signals_of(&evidence(POKE, dish), "Broccoli");
            assert!(
                signals.has(S::LabelConflict) && signals.has(S::Fish),
                "{dish}"
            );
        }
        // An entry that holds no animal product, or is one by its own
        // word ("cashew cheese" is no make of "Cheese (dairy)").
        for dish in ["tofu, rice, yuzu kosho", "tofu, rice, cashew cheese"] {
            let signals = signals_of(&evidence(POKE, dish), "Broccoli");
            assert!(!signals.any(ANIMAL), "{dish}: {signals:?}");
        }
    }

    #[test]
    fn a_note_on_how_every_part_of_a_kind_is_made_reaches_every_dish_naming_it() {
        let menu = |note: &str| {
            sectioned_evidence(&[
                ("Mains", "Haddock & Chips", "beer batter, mushy peas", &[]),
                (
                    "Mains",
                    "Vegan Burger",
                    "black bean patty, bun, chips",
                    &["vegan"],
                ),
                (
                    "Mains",
                    "Grilled Plaice",
                    "brown shrimp butter, new potatoes",
                    &[],
                ),
                ("Notes", note, "", &[]),
            ])
        };
        let read = menu("All our chips and roast potatoes are cooked in beef dripping.");
        // Labelled or not: a pescatarian's fish and chips holds the beef.
        assert!(signals_of(&read, "Haddock").has(S::Meat));
        let burger = signals_of(&read, "Vegan Burger");
        assert!(
            burger.has(S::Meat) && burger.has(S::LabelConflict),
            "{burger:?}"
        );
        assert!(!signals_of(&read, "Grilled Plaice").has(S::Meat));
        // A dish of the kind by its section ("Cold Subs"), wherever the
        // note is printed; a dish of another section is not one.
        let subs = sectioned_evidence(&[
            ("Cold Subs", "The Veg Head", "avocado, sprouts", &["vegan"]),
            ("Salads", "Green Salad", "greens, vinaigrette", &["vegan"]),
            (
                "Breads",
                "Our bread: every sub is on our own roll, baked with milk.",
                "",
                &[],
            ),
        ]);
        let sub = signals_of(&subs, "The Veg Head");
        assert!(sub.has(S::Dairy) && sub.has(S::LabelConflict), "{sub:?}");
        assert!(!signals_of(&subs, "Green Salad").any(ANIMAL));
        // A note not saying how every one is made gives no dish anything.
        for note in [
            "All our chips come with malt vinegar.",
            "Our chips are lovely with vinegar.",
            "All our chips are cooked in rapeseed oil.",
        ] {
            let read = menu(note);
            let burger = signals_of(&read, "Vegan Burger");
            assert!(
                !burger.any(ANIMAL) && !burger.has(S::LabelConflict),
                "{note}"
            );
            assert!(!signals_of(&read, "Haddock").has(S::Meat), "{note}");
        }
    }

    #[test]
    fn a_bracket_in_a_list_of_fillings_defines_the_filling_for_every_dish() {
        let pupusas = |rellenos: &str| {
            sectioned_evidence(&[
                (
                    "Pupusas",
                    "Pupusa Revuelta",
                    "chicharrón, queso, frijol",
                    &[],
                ),
                (
                    "Pupusas",
                    "Pupusa de Frijol (VG)",
                    "frijol molido",
                    &["vegan"],
                ),
                (
                    "Pupusas",
                    "Frijol con Loroco (VG)",
                    "frijol, flor de loroco",
                    &["vegan"],
                ),
                ("Pupusas", rellenos, "", &[]),
            ])
        };
        let trap = pupusas(
            "Rellenos: frijol molido (cocinado con consomé de pollo), loroco, chicharrón, queso",
        );
        for dish in ["Pupusa de Frijol", "Frijol con Loroco"] {
            let signals = signals_of(&trap, dish);
            assert!(
                signals.any(ANIMAL) && signals.has(S::LabelConflict),
                "{dish}"
            );
        }
        let plain = pupusas(
            "Rellenos: frijol molido (cocinado con ajo y cebolla), loroco, chicharrón, queso",
        );
        for dish in ["Pupusa de Frijol", "Frijol con Loroco"] {
            let signals = signals_of(&plain, dish);
            assert!(
                !signals.any(ANIMAL) && !signals.has(S::LabelConflict),
                "{dish}"
            );
        }
    }

    #[test]
    fn a_list_of_fillings_whose_products_no_dish_holds_keeps_labels_untrusted() {
        let pupusas = |rellenos: &str| {
            sectioned_evidence(&[
                (
                    "Pupusas",
                    "Pupusa Revuelta",
                    "chicharrón, queso, frijol",
                    &[],
                ),
                (
                    "Pupusas",
                    "Frijol con Loroco (VG)",
                    "frijol, flor de loroco",
                    &["vegan"],
                ),
                ("Pupusas", rellenos, "", &[]),
                ("Platos", "Casamiento (VG)", "arroz, frijoles", &["vegan"]),
            ])
        };
        // The chicken stock is said of no entry a dish names: the section's
        // label is not trusted, and the other section's is.
        let read = pupusas("Rellenos: frijol, loroco, chicharrón, queso y consomé de pollo");
        assert!(signals_of(&read, "Frijol con Loroco").has(S::LabelConflict));
        assert!(!signals_of(&read, "Casamiento").has(S::LabelConflict));
        // Each product of the list is on a dish of the section.
        let read = pupusas("Rellenos: frijol, loroco, chicharrón, queso");
        let loroco = signals_of(&read, "Frijol con Loroco");
        assert!(
            !loroco.any(ANIMAL) && !loroco.has(S::LabelConflict),
            "{loroco:?}"
        );
    }

    #[test]
    fn a_line_on_where_the_fish_comes_from_says_nothing_of_the_suppers() {
        let suppers = |note: &str| {
            sectioned_evidence(&[
                ("Suppers", "Fish Supper", "haddock in batter, chips", &[]),
                (
                    "Suppers",
                    "Pizza Crunch Supper (V)",
                    "margherita in batter, chips",
                    &["vegetarian"],
                ),
                ("Suppers", note, "", &[]),
            ])
        };
        for note in [
            "Haddock landed at Peterhead market every morning",
            "Our haddock is delivered fresh each day",
            "Haddock delivered every morning",
        ] {
            let pizza = signals_of(&suppers(note), "Pizza Crunch");
            assert!(
                !pizza.any(ANIMAL) && !pizza.has(S::LabelConflict),
                "{note}: {pizza:?}"
            );
        }
        // Landed fish that goes into the food, or a quantifier over the
        // food, is no sourcing.
        for note in [
            "Haddock landed every morning, and every supper is fried in beef dripping",
            "Haddock landed at Peterhead market goes into every supper",
        ] {
            assert!(
                signals_of(&suppers(note), "Pizza Crunch").has(S::LabelConflict),
                "{note}"
            );
        }
    }

    #[test]
    fn an_allergen_list_places_each_product_on_the_food_it_names() {
        let buka = |allergens: &str| {
            sectioned_evidence(&[
                ("Grill", "Suya", "beef skewers, yaji spice, onion", &[]),
                (
                    "Small Chops",
                    "Moi Moi (V)",
                    "steamed bean pudding, boiled egg",
                    &["vegetarian"],
                ),
                ("Grill", allergens, "", &[]),
            ])
        };
        let moi = signals_of(
            &buka("Allergens: groundnut in the suya spice, egg in the moi moi"),
            "Moi Moi",
        );
        assert!(!moi.has(S::Meat) && !moi.has(S::LabelConflict), "{moi:?}");
        // A meat the entry naming the moi moi holds, or a clause going on
        // about it, stays with it.
        for allergens in [
            "Allergens: groundnut in the suya spice, egg and beef stock in the moi moi",
            "Allergens: egg in the moi moi, which is steamed in beef stock",
        ] {
            let moi = signals_of(&buka(allergens), "Moi Moi");
            assert!(
                moi.has(S::Meat) && moi.has(S::LabelConflict),
                "{allergens}: {moi:?}"
            );
        }
    }

    #[test]
    fn a_note_on_the_classic_make_apart_from_the_meat_free_one_stays_with_it() {
        let borshch = |note: &str| {
            sectioned_evidence(&[
                (
                    "Borshch",
                    "Ukrainian Borshch",
                    "pork rib broth, beets, cabbage",
                    &[],
                ),
                (
                    "Borshch",
                    "Pisnyi Borshch (VG)",
                    "beets, beans, its own mushroom and bean broth",
                    &["vegan"],
                ),
                ("Borshch", note, "", &[]),
            ])
        };
        let vegan = signals_of(
            &borshch(
                "Our classic borshch is cooked on pork ribs; the (VG) pisnyi borshch has its own broth",
            ),
            "Pisnyi Borshch",
        );
        assert!(
            !vegan.any(ANIMAL) && !vegan.has(S::LabelConflict),
            "{vegan:?}"
        );
        // Said of both makes in one clause, or with the same broth, the
        // pork reaches the vegan one.
        for note in [
            "Our classic borshch and the (VG) borshch are cooked on pork ribs",
            "Our classic borshch is cooked on pork ribs; the (VG) borshch has its own dill but the same broth",
        ] {
            assert!(
                signals_of(&borshch(note), "Pisnyi Borshch").has(S::LabelConflict),
                "{note}"
            );
        }
    }

    #[test]
    fn a_list_whose_product_no_entry_places_reaches_the_dishes_naming_its_entries() {
        let chippy = |sauces: &str| {
            sectioned_evidence(&[
                (
                    "Vegan",
                    "Chips & Curry Sauce (VG)",
                    "chips, chippy curry sauce",
                    &["vegan"],
                ),
                (
                    "Vegan",
                    "Tofish Supper (VG)",
                    "tofu, seaweed, chips",
                    &["vegan"],
                ),
                ("Extras", sauces, "", &[]),
            ])
        };
        // Which entries the beef stock is in is not read with certainty:
        // the labelled dish naming one is not trusted, the other is.
        for sauces in [
            "Sauces 80p: curry sauce, gravy - both made with beef stock, brown sauce",
            "Sauces 80p: curry sauce and gravy (made with beef stock), brown sauce",
        ] {
            let read = chippy(sauces);
            assert!(
                signals_of(&read, "Chips & Curry").has(S::LabelConflict),
                "{sauces}"
            );
            assert!(
                !signals_of(&read, "Tofish").has(S::LabelConflict),
                "{sauces}"
            );
        }
        // Entries marked plant, or beside others that hold their own
        // products, keep the curry sauce as printed.
        for sauces in [
            "Sauces: curry sauce (VG) · gravy (beef stock) · brown sauce",
            "Sauces: (VG) curry sauce, brown sauce · (not vegan) gravy, beef dripping",
            "Our sauces: gravy (beef stock, flour) · curry sauce · ranch",
        ] {
            let curry = signals_of(&chippy(sauces), "Chips & Curry");
            assert!(
                !curry.any(ANIMAL) && !curry.has(S::LabelConflict),
                "{sauces}: {curry:?}"
            );
        }
    }

    #[test]
    fn a_plate_saying_a_word_two_entries_of_a_list_end_in_is_not_trusted() {
        let thali = |sides: &str| {
            sectioned_evidence(&[
                (
                    "Niramish",
                    "Labra (V)",
                    "mixed vegetables; served with bhaat and dal",
                    &["vegetarian"],
                ),
                (
                    "Niramish",
                    "Begun Bhaja (V)",
                    "fried aubergine, mustard oil",
                    &["vegetarian"],
                ),
                ("Sides", sides, "", &[]),
            ])
        };
        // Which dal the plate's is cannot be read: the fish may be in it.
        for sides in [
            "Sides: moong dal (cooked with fish head) 5 · masoor dal (tomato, cumin) 4",
            "Sides: ভাত bhaat 3 • moong dal (hilsa head) 5 | chana dal (ghee-free) 4",
        ] {
            let read = thali(sides);
            assert!(signals_of(&read, "Labra").has(S::LabelConflict), "{sides}");
            assert!(
                !signals_of(&read, "Begun Bhaja").has(S::LabelConflict),
                "{sides}"
            );
        }
        // Both dals of plants, or the fish in a side the plate does not say.
        for sides in [
            "Sides: moong dal (tomato, cumin) 5 · masoor dal (garlic, ghee-free) 4",
            "Sides: moong dal (tomato, cumin) 5 · macher jhol (rohu, potato) 9",
        ] {
            let labra = signals_of(&thali(sides), "Labra");
            assert!(
                !labra.any(ANIMAL) && !labra.has(S::LabelConflict),
                "{sides}: {labra:?}"
            );
        }
    }

    #[test]
    fn a_note_on_the_masa_reaches_the_labelled_dishes_made_of_it() {
        let tamaleria = |note: &str| {
            sectioned_evidence(&[
                (
                    "Tamales",
                    "Tamal de Puerco",
                    "masa, pierna de puerco, chile guajillo",
                    &[],
                ),
                (
                    "Vegano",
                    "Tamal de Frijol (VG)",
                    "frijol negro, hoja santa",
                    &["vegan"],
                ),
                (
                    "Vegano",
                    "Pupusa de Loroco (VG)",
                    "loroco, frijol",
                    &["vegan"],
                ),
                (
                    "Vegano",
                    "Ensalada de Nopales (VG)",
                    "nopal, cebolla, cilantro",
                    &["vegan"],
                ),
                ("Tamales", note, "", &[]),
            ])
        };
        // Printed as a line of its own in another section, with or without
        // "toda": tamales and pupusas are masa, a salad is not.
        for note in [
            "Toda nuestra masa se bate a mano con manteca de cerdo, como lo hacía mi abuela en Puebla",
            "Nuestra masa se bate a mano con manteca de cerdo",
        ] {
            let read = tamaleria(note);
            for dish in ["Tamal de Frijol", "Pupusa de Loroco"] {
                assert!(
                    signals_of(&read, dish).has(S::LabelConflict),
                    "{note}: {dish}"
                );
            }
            assert!(!signals_of(&read, "Ensalada de Nopales").has(S::LabelConflict));
        }
        // Masa beaten with corn oil holds no animal product.
        let read = tamaleria("Toda nuestra masa se bate a mano con aceite de maíz, como en Puebla");
        for dish in ["Tamal de Frijol", "Pupusa de Loroco", "Ensalada de Nopales"] {
            let held = signals_of(&read, dish);
            assert!(!held.has(S::LabelConflict) && !held.any(ANIMAL), "{dish}");
        }
    }

    #[test]
    fn a_bracket_saying_both_defines_the_entry_before_it_too() {
        let chippy = |sauces: &str| {
            sectioned_evidence(&[
                (
                    "Vegan",
                    "Chips & Curry Sauce (VG)",
                    "chips, chippy curry sauce",
                    &["vegan"],
                ),
                ("Extras", sauces, "", &[]),
            ])
        };
        // "both" takes in the curry sauce before the gravy, "all" every
        // entry before the bracket.
        for sauces in [
            "Sauces 80p: curry sauce, gravy (both made with beef stock), brown sauce",
            "Sauces: curry sauce, mushy peas, gravy (all made with beef stock), brown sauce",
        ] {
            let curry = signals_of(&chippy(sauces), "Chips & Curry");
            assert!(
                curry.has(S::Meat) && curry.has(S::LabelConflict),
                "{sauces}: {curry:?}"
            );
        }
        // A bracket of the gravy's own, or "both" said of entries after
        // the curry sauce, leaves the curry sauce as printed.
        for sauces in [
            "Sauces 80p: curry sauce, gravy (made with beef stock), brown sauce",
            "Sauces 80p: curry sauce, gravy, brown sauce (both vegan)",
            "Sauces 80p: gravy, brown sauce (both made with beef stock), curry sauce",
        ] {
            let curry = signals_of(&chippy(sauces), "Chips & Curry");
            assert!(
                !curry.any(ANIMAL) && !curry.has(S::LabelConflict),
                "{sauces}: {curry:?}"
            );
        }
    }

    #[test]
    fn the_seafood_a_batter_is_for_is_not_what_the_batter_holds() {
        let coated = |text: &str| {
            let mut scratch = Scratch::new();
            read_text(text, &mut scratch);
            scratch
                .mentions
                .iter()
                .filter(|m| !m.signals.is_empty())
                .map(|m| {
                    let phrase = text.get(m.span.0..m.span.1).unwrap_or("").to_lowercase();
                    (phrase, names_what_a_coating_is_for(text, m))
                })
                .collect::<Vec<_>>()
        };
        let read = coated("Allergy info: our clam and fish batter contains milk and egg.");
        assert!(
            read.iter().any(|(p, for_it)| p == "clam" && *for_it),
            "{read:?}"
        );
        assert!(
            read.iter().any(|(p, for_it)| p == "fish" && *for_it),
            "{read:?}"
        );
        assert!(
            read.iter()
                .all(|(p, for_it)| !(p == "milk" || p == "egg") || !for_it)
        );
        // What a batter is made of stays in it.
        let read = coated("Our batter contains fish sauce and egg; try the egg batter.");
        assert!(read.iter().all(|(_, for_it)| !for_it), "{read:?}");
    }

    #[test]
    fn parts_named_as_a_house_or_a_list_lead_prints_them_reach_the_dishes() {
        let trusted = |read: &[EvidenceItem], dish: &str| {
            let signals = signals_of(read, dish);
            !signals.any(ANIMAL) && !signals.has(S::LabelConflict) && signals.has(S::VeganLabel)
        };
        // A house part named in Spanish is the plain part of every dish.
        let house = |definition: &str| {
            sectioned_evidence(&[
                ("Sides", "Papas con Chimichurri", "", &["vegan"]),
                (
                    "Salsas",
                    &format!("SALSAS: Chimichurri de la casa ({definition}) · Salsa roja"),
                    "",
                    &[],
                ),
            ])
        };
        let read = house("perejil, ajo, manteca de cerdo");
        assert!(signals_of(&read, "Papas").has(S::LabelConflict));
        assert!(trusted(&house("perejil, ajo, aceite de oliva"), "Papas"));
        // A list's lead set off by a sign and no colon.
        let lead = |definition: &str| {
            sectioned_evidence(&[
                (
                    "Plates",
                    "Veg Plate",
                    "carrots, flatbread, smoky dip",
                    &["vegan"],
                ),
                (
                    "Dips",
                    &format!("DIPS ✦ Smoky Dip ({definition}) · Hummus"),
                    "",
                    &[],
                ),
            ])
        };
        assert!(signals_of(&lead("yogurt, paprika"), "Veg Plate").has(S::LabelConflict));
        assert!(trusted(&lead("tahini, paprika"), "Veg Plate"));
        // "Our X:" before how every one is made.
        let note = |how: &str| {
            sectioned_evidence(&[
                ("Sides", "Purée", "", &["vegan"]),
                (
                    "Sides",
                    &format!("Notre purée: passed twice, {how}."),
                    "",
                    &[],
                ),
            ])
        };
        assert!(signals_of(&note("finished with brown butter"), "Purée").has(S::LabelConflict));
        assert!(trusted(&note("finished with olive oil"), "Purée"));
        // A board the dish sends the reader to is part of it; a board the
        // menu does not print is not trusted.
        let board = |section: &str, topping: &str| {
            sectioned_evidence(&[
                (
                    "Mains",
                    "Bean Stew",
                    "beans, leeks, see specials board for the crust",
                    &["vegan"],
                ),
                (section, "Tonight's crust", topping, &[]),
            ])
        };
        let stew = signals_of(&board("Specials", "goose-fat breadcrumbs"), "Bean Stew");
        assert!(stew.has(S::LabelConflict), "{stew:?}");
        assert!(trusted(
            &board("Specials", "breadcrumbs, parsley, olive oil"),
            "Bean Stew"
        ));
        let stew = signals_of(
            &board("Ardoise", "breadcrumbs, parsley, olive oil"),
            "Bean Stew",
        );
        assert!(!stew.has(S::VeganLabel), "{stew:?}");
    }

    #[test]
    fn a_part_a_list_makes_of_plants_is_the_plant_make_in_a_dish_naming_it() {
        let bowl = |list: &str, description: &str| {
            signals_of(
                &sectioned_evidence(&[
                    ("Poke", "Spicy Tofu Bowl", description, &["vegan"]),
                    ("Sauces", list, "", &[]),
                ]),
                "Spicy Tofu",
            )
        };
        const SAUCES: &str = "Sauces: shoyu (VG) · spicy mayo (egg) · sriracha aioli (VG, \
                              egg-free, made with vegan mayo) · garlic aioli (no egg)";
        for dish in ["tofu, sriracha aioli, mango", "tofu, garlic aioli, mango"] {
            let signals = bowl(SAUCES, dish);
            assert!(
                !signals.any(ANIMAL) && !signals.has(S::LabelConflict),
                "{dish}: {signals:?}"
            );
        }
        // The list's egg make, a make the list does not call plant-made,
        // or a list that denies the diet: the aioli holds egg.
        for (list, dish) in [
            (SAUCES, "tofu, spicy mayo, mango"),
            (
                "Sauces: sriracha aioli (house-made) · ponzu (VG)",
                "tofu, sriracha aioli",
            ),
            (
                "Sauces: sriracha aioli (not vegan) · ponzu (VG)",
                "tofu, sriracha aioli",
            ),
        ] {
            let signals = bowl(list, dish);
            assert!(
                signals.has(S::Egg) && signals.has(S::LabelConflict),
                "{list}: {dish}: {signals:?}"
            );
        }
    }

    #[test]
    fn contains_is_a_sentence_verb_unless_it_glosses_an_entry() {
        let unpriced = |name: &str| MenuItem {
            name: name.to_owned(),
            description: None,
            section: None,
            price: None,
            labels: Vec::new(),
            observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
            source: "https://menu.example".to_owned(),
        };
        assert!(printed_as_a_sentence(&unpriced(
            "The gravy contains beef dripping."
        )));
        assert!(!printed_as_a_sentence(&unpriced(
            "Sauces: mint (VG) · tahini (VG) · aioli (contains egg)"
        )));
    }

    #[test]
    fn a_priced_name_that_is_a_sentence_is_read_as_a_note() {
        let priced = |name: &str| MenuItem {
            name: name.to_owned(),
            description: None,
            section: None,
            price: Some(9.5),
            labels: Vec::new(),
            observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
            source: "https://menu.example".to_owned(),
        };
        for name in [
            "Every sauce here has oyster sauce in it.",
            "All our pies are made with a suet crust.",
            "Our kitchen uses pork fat in all its pastry.",
            // Opened by no quantifier or possessive: a making with an
            // animal product after the verb says how a kind is made.
            "Pittas are fried in beef dripping.",
            "The tortillas are all fried in lard",
        ] {
            assert!(a_sentence_for_a_name(&priced(name)), "{name}");
        }
        for name in [
            "Our Famous Fish Pie",
            "Pulled Jackfruit That Eats Like Pork",
            "All Day Breakfast",
            "Chicken Pie. Served with mash",
            "Pittas are fried in sunflower oil.",
            "Ribs Are Smoked With Hickory",
            "Wings Are Tossed In Garlic Butter",
        ] {
            assert!(!a_sentence_for_a_name(&priced(name)), "{name}");
        }
    }

    #[test]
    fn an_unpriced_line_printed_as_a_sentence_is_a_note_and_a_dish_name_is_not() {
        let line = |name: &str, description: &str| MenuItem {
            name: name.to_owned(),
            description: (!description.is_empty()).then(|| description.to_owned()),
            section: Some("Plates".to_owned()),
            price: None,
            labels: Vec::new(),
            observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
            source: "https://menu.example".to_owned(),
        };
        for (name, description) in [
            (
                "Veg curries are cooked down in the goat pot after the goat comes out",
                "",
            ),
            ("Tutto il fritto è fatto nello strutto, come una volta", ""),
            ("Nosso feijão leva bacon e paio, como em casa", ""),
            (
                "Todos os pratos acompanham arroz, feijão e farofa de bacon",
                "",
            ),
            ("Il nostro sugo cuoce ogni mattina con le ossa", ""),
            (
                "Soupes",
                "Toutes nos soupes sont faites avec notre bouillon de poulet maison",
            ),
        ] {
            assert!(printed_as_a_sentence(&line(name, description)), "{name}");
        }
        for (name, description) in [
            ("Grilled chicken with rice and beans", ""),
            ("Slow Cooked Pork Belly", ""),
            ("Our Famous Wings", ""),
            ("Tacos de Pollo con Salsa Verde", ""),
            ("Pork Belly", "our house-cured pork belly, slow roasted"),
            ("Pork Fried Rice", "char siu, egg, scallion, fried in lard"),
        ] {
            assert!(!printed_as_a_sentence(&line(name, description)), "{name}");
        }
    }

    #[test]
    fn each_grammar_example_is_read_as_a_note_line() {
        let line = |name: &str, description: &str| MenuItem {
            name: name.to_owned(),
            description: (!description.is_empty()).then(|| description.to_owned()),
            section: None,
            price: None,
            labels: Vec::new(),
            observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
            source: "https://menu.example".to_owned(),
        };
        for &(language, text, verb, opens, all) in grammar::EXAMPLES {
            // Printed alone, by its verb; under a name, in a language whose
            // openers are read at home, by its opening and its verb.
            assert!(printed_as_a_sentence(&line(text, "")), "{language}: {text}");
            let at_home = grammar::HOME.iter().any(|g| g.name == language);
            if at_home {
                assert_eq!(
                    printed_as_a_sentence(&line("Plat", text)),
                    opens,
                    "{language}: {text}"
                );
            }
            let (_, offset) = first_sentence_verb(text).expect(language);
            assert!(text[offset..].starts_with(verb), "{language}: {text}");
            assert_eq!(speaks_of_all(text), all, "{language}: {text}");
        }
    }

    #[test]
    fn a_sentence_printed_as_a_dish_blocks_the_labels_of_its_section() {
        let curries = |note: &str| {
            labelled_dishes_in_conflict(&[
                ("Plates", "Oxtail Plate $22", "braised oxtail, rice", &[]),
                (
                    "Plates",
                    "Curry Pumpkin (V) $12",
                    "with rice or roti",
                    &["vegetarian"],
                ),
                ("Plates", note, "", &[]),
            ])
        };
        // It names the meat-free dishes and ties meat to them.
        for note in [
            "Veg curries are cooked down in the goat pot after the goat comes out",
            "Our sugo simmers every morning with the oxtail bones",
            "Tutto il fritto è fatto nello strutto di maiale, come una volta",
        ] {
            assert_eq!(curries(note), [true], "{note}");
        }
        // A plain dish name, a denial, and the product's own sourcing say
        // nothing of the curries.
        for note in [
            "Grilled chicken with rice and beans",
            "There is no meat in our veg curries",
            "All our meat is halal. No pork served",
            "Our beef is grass-fed",
            "Our beef bone broth simmers for 24 hours",
        ] {
            assert_eq!(curries(note), [false], "{note}");
        }
        // Printed in another section, it reaches the curries when it says
        // all, not when it speaks of a food of its own.
        let elsewhere = |note: &str| {
            labelled_dishes_in_conflict(&[
                (
                    "Plates",
                    "Curry Pumpkin (V) $12",
                    "with rice or roti",
                    &["vegetarian"],
                ),
                ("Soups", note, "", &[]),
            ])
        };
        assert_eq!(
            elsewhere("Tous nos plats sont assaisonnés à la sauce de poisson"),
            [true]
        );
        assert_eq!(
            elsewhere("Our chowder is made with bacon and cream"),
            [false]
        );
    }

    #[test]
    fn a_pan_shared_for_its_flavour_puts_the_product_in_the_food() {
        let shakshukas = |note: &str| {
            labelled_dishes_in_conflict(&[
                (
                    "Shakshuka",
                    "Merguez Shakshuka $17",
                    "spicy lamb sausage, two eggs",
                    &[],
                ),
                (
                    "Shakshuka",
                    "Green Shakshuka (V) $16",
                    "spinach, chard, feta, two eggs",
                    &["vegetarian"],
                ),
                ("Shakshuka", note, "", &[]),
            ])
        };
        assert_eq!(
            shakshukas(
                "All our shakshukas start in the same pan as the merguez for that smoky flavour"
            ),
            [true]
        );
    }

    #[test]
    fn a_note_gives_the_unlabelled_dishes_of_its_section_what_it_holds() {
        let plates = |section: &str, note: &str| {
            sectioned_evidence(&[
                (
                    "Pratos Feitos",
                    "PF de Peixe Frito",
                    "filé de tilápia empanado, vinagrete",
                    &[],
                ),
                ("Pastéis", "Pastel de Camarão", "camarão, catupiry", &[]),
                (section, note, "", &[]),
            ])
        };
        let read = plates(
            "Pratos Feitos",
            "Todos os pratos acompanham arroz, feijão e farofa de bacon",
        );
        assert!(signals_of(&read, "PF de Peixe").has(S::Meat));
        // Another section's dish, and a note on the product's sourcing,
        // keep what they were read to hold.
        assert!(!signals_of(&read, "Pastel de Camar").has(S::Meat));
        let sourcing = plates("Pratos Feitos", "All our meat is halal. No pork served");
        assert!(!signals_of(&sourcing, "PF de Peixe").has(S::Meat));
    }

    #[test]
    fn a_note_that_every_dish_of_a_section_starts_from_a_base_gives_each_its_base() {
        let evidence = |note_section: &str, note: &str| {
            sectioned_evidence(&[
                ("Stews", "Haemul Sundubu", "soft tofu, clams, shrimp", &[]),
                (
                    "Stews",
                    "Doenjang Jjigae",
                    "soybean paste, zucchini",
                    &["vegan"],
                ),
                (note_section, note, "", &[]),
            ])
        };
        const NOTE: &str = "All of our stews and soups start from our 24-hour sagol (beef \
                            bone) broth - yes, the seafood ones too.";
        let read = evidence("Stews", NOTE);
        // Labelled or not: a pescatarian's seafood stew holds the beef.
        assert!(signals_of(&read, "Haemul").has(S::Meat));
        let vegan = signals_of(&read, "Doenjang");
        assert!(
            vegan.has(S::Meat) && vegan.has(S::LabelConflict),
            "{vegan:?}"
        );
        // Printed in another section, the note still speaks of every
        // stew: the "Stews" are stews.
        assert!(signals_of(&evidence("Notes", NOTE), "Haemul").has(S::Meat));
        // A note on another kind, or one that says no dish starts from it,
        // gives no stew its base.
        for (section, note) in [
            (
                "Appetizers",
                "All of our pancakes start from a beef-bone batter.",
            ),
            ("Stews", "Our beef bone broth simmers for 24 hours."),
        ] {
            let read = evidence(section, note);
            assert!(
                !signals_of(&read, "Haemul").has(S::Meat),
                "{section}: {note}"
            );
            assert!(
                !signals_of(&read, "Doenjang").any(ANIMAL),
                "{section}: {note}"
            );
        }
    }

    #[test]
    fn a_diet_defined_by_what_it_leaves_out_is_no_denial_of_it() {
        for text in [
            "(V) vegetarian: no meat, poultry or fish.",
            "Vegetarian: no meat, no fish, no oyster sauce, no meat stock",
            "VG = vegan: no dairy, eggs or honey",
            "(VG) Vegan: no animal ingredients, including dairy, eggs and honey.",
            "(VG) Vegan: no Maldive fish, no ghee, no egg, no dairy.",
            "Vegan: no duck fat, no butter",
        ] {
            assert_eq!(diet_denied(text), SignalSet::EMPTY, "{text}");
        }
        for (text, denied) in [
            ("Vegetarian: no", S::NoVegetarian),
            ("Vegetarian: No | Vegan: No", S::NoVegetarian),
            ("Vegan: no (contains fish sauce)", S::NoVegan),
            ("Vegetarian: no, sorry", S::NoVegetarian),
            ("Vegan: no sorry, ask us", S::NoVegan),
            ("Vegan: no - animal rennet in the parmesan", S::NoVegan),
            ("Vegetarian: no Halal: yes", S::NoVegetarian),
            ("no vegetarian options", S::NoVegetarian),
        ] {
            assert!(diet_denied(text).has(denied), "{text}");
        }
    }

    #[test]
    fn a_dish_taking_off_what_every_dish_comes_with_is_its_exception() {
        let bowl = |section: bool, dish: &str| {
            let mut record = menu_record(&[
                (
                    "Build Your Own Bowl",
                    "All bowls come with our house ranch unless noted.",
                    &[],
                ),
                ("Tofu Bowl", dish, &["vegan"]),
            ]);
            if section {
                for item in &mut record.menu {
                    item.section = Some("Bowls".to_owned());
                }
            }
            let evidence = extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC));
            evidence
                .evidence
                .into_iter()
                .find(|item| {
                    item.excerpt
                        .as_ref()
                        .is_some_and(|excerpt| excerpt.as_str().starts_with("Tofu Bowl"))
                })
                .map(|item| item.signals)
                .unwrap_or_default()
        };
        // As a section's default and as a note naming every bowl.
        for section in [true, false] {
            for dish in [
                "brown rice, crispy tofu, lemon-tahini instead of ranch",
                "brown rice, crispy tofu, no ranch",
                "brown rice, crispy tofu, sesame dressing in place of the ranch",
            ] {
                let signals = bowl(section, dish);
                assert!(signals.has(S::VeganLabel), "{dish}");
                assert!(!signals.any(ANIMAL), "{dish}");
                assert!(!signals.has(S::LabelConflict), "{dish}");
            }
            for dish in [
                "brown rice, crispy tofu, roasted veg",
                // Ranch named, but not taken off.
                "brown rice, crispy tofu, extra ranch",
                "ranch, not spicy",
                "no onions, ranch",
            ] {
                assert!(bowl(section, dish).has(S::LabelConflict), "{dish}");
            }
        }
        assert!(!takes_off_or_replaces("ranchero sauce, no cheese", "ranch"));
        assert!(takes_off_or_replaces("sans crema", "crema"));
    }

    #[test]
    fn a_product_named_as_the_likeness_of_plant_food_is_a_style() {
        let animal = |description: &str| vegan_dish_animal("Tacos", description);
        for description in [
            "potato & chorizo-spiced soyrizo, vegan crema",
            "al pastor-spiced cauliflower, pineapple, onion",
            "brioche-style vegan loaf, coconut whip",
            "bacon-flavoured vegan bits, greens",
            "smoked tempeh, kraut, cashew swiss, rye",
            "almond provolone, peppers",
        ] {
            assert!(animal(description).is_empty(), "{description}");
        }
        for description in [
            // What gives the flavour, not a likeness.
            "pork-seasoned beans, rice",
            "bacon-flavoured collards",
            "chorizo-spiced oil, potatoes",
            "bacon-wrapped dates",
            "smoked tempeh, swiss, rye",
        ] {
            assert!(!animal(description).is_empty(), "{description}");
        }
    }

    #[test]
    fn printed_vegan_label_with_cheese_is_a_conflict() {
        let conflict =
            menu_item_signals(SignalSet::of(&[S::VeganLabel]), SignalSet::of(&[S::Dairy]));
        assert!(conflict.has(S::LabelConflict));
        let on_request =
            menu_item_signals(SignalSet::EMPTY, SignalSet::of(&[S::VeganLabel, S::Dairy]));
        assert!(on_request.has(S::VeganAdaptable) && !on_request.has(S::VeganLabel));
        let vegan = menu_item_signals(SignalSet::of(&[S::VeganLabel]), SignalSet::EMPTY);
        assert!(vegan.has(S::VegetarianLabel) && !vegan.has(S::LabelConflict));
    }

    #[test]
    fn a_list_of_definitions_reaches_the_dishes_naming_its_words() {
        // A glossary under its own lead: a word the lexicon does not know,
        // defined as a meat, is that meat in the dish naming it.
        let glossary = |definition: &str| {
            let list =
                format!("Words on this menu - Zaruli: {definition} · Kvet: pickled tree blossom");
            labelled_dish_conflicts(&[
                (
                    "Stews",
                    "Bean Pot (V) $14",
                    "white beans cooked down with zaruli, herbs",
                    &["vegetarian"],
                ),
                ("Stews", "Lamb Pot $19", "lamb shoulder, quince", &[]),
                ("Words", &list, "", &[]),
            ])
        };
        assert!(glossary("cured goose breast, smoked"));
        assert!(!glossary("smoked plum leather"));
        // Entries named before a dash, under a lead that names no part.
        let pickles = |dish: &str| {
            labelled_dish_conflicts(&[
                ("Plates", "Thali (VG) $16", dish, &["vegan"]),
                ("Plates", "Prawn Curry $19", "prawns, coconut", &[]),
                (
                    "Pickles",
                    "Pickles: Lime achar - lime, chili, dried shrimp · Mango achar - green mango, mustard oil",
                    "",
                    &[],
                ),
            ])
        };
        assert!(pickles("rice, dal, okra, lime achar"));
        assert!(!pickles("rice, dal, okra, mango achar"));
        // A priced line is a dish, not a list of what words mean.
        assert!(!labelled_dish_conflicts(&[
            (
                "Plates",
                "Thali (VG) $16",
                "rice, dal, okra, lime achar",
                &["vegan"]
            ),
            (
                "Pickles",
                "Pickle Trio $6",
                "Lime achar - lime, chili, dried shrimp · Mango achar - green mango, mustard oil",
                &[],
            ),
        ]));
    }

    #[test]
    fn a_note_on_every_one_of_a_kind_is_read_in_spanish_and_polish() {
        let empanadas = |note: &str| {
            labelled_dish_conflicts(&[
                (
                    "Empanadas",
                    "Empanada de Espinaca (VG) $5",
                    "spinach, onion, olive",
                    &["vegan"],
                ),
                ("Empanadas", "Empanada de Carne $5", "beef, egg, olive", &[]),
                ("Empanadas", note, "", &[]),
            ])
        };
        assert!(empanadas(
            "Nuestras empanadas se hacen a mano: la masa se amasa con grasa de cerdo."
        ));
        assert!(!empanadas(
            "Nuestras empanadas se hacen a mano: la masa se amasa con aceite de oliva."
        ));
        let placki = |note: &str| {
            labelled_dish_conflicts(&[
                (
                    "Placki",
                    "Placki Ziemniaczane (VG) $12",
                    "grated potato, onion",
                    &["vegan"],
                ),
                (
                    "Placki",
                    "Placki po Węgiersku $16",
                    "potato pancakes, beef goulash",
                    &[],
                ),
                ("Placki", note, "", &[]),
            ])
        };
        assert!(placki("Wszystkie placki podajemy ze śmietaną."));
        assert!(placki("Każde placki podajemy ze śmietaną."));
        assert!(!placki("Wszystkie placki podajemy z musem jabłkowym."));
    }

    #[test]
    fn a_note_in_dutch_or_french_ties_the_friteries_fat_to_its_fries() {
        let friet = |note: &str| {
            labelled_dish_conflicts(&[
                (
                    "Vegan",
                    "Falafelburger (VG) $8.5",
                    "falafel, sla, tomaat, met frieten",
                    &["vegan"],
                ),
                ("Snacks", "Cervela $3", "gefrituurde varkensworst", &[]),
                ("Frieten", note, "", &[]),
            ])
        };
        assert!(friet(
            "Al onze frieten worden tweemaal gebakken in zuiver ossewit, zoals het hoort"
        ));
        assert!(friet("Onze frieten worden gebakken in reuzel"));
        assert!(!friet(
            "Al onze frieten worden tweemaal gebakken in zuivere zonnebloemolie, zoals het hoort"
        ));
        let frites = |note: &str| {
            labelled_dish_conflicts(&[
                (
                    "Végane",
                    "Burger Falafel (VG) $9",
                    "falafel, salade, tomate, avec frites",
                    &["vegan"],
                ),
                ("Snacks", "Fricadelle $3", "saucisse de porc", &[]),
                ("Frites", note, "", &[]),
            ])
        };
        assert!(frites(
            "Toutes nos frites sont cuites deux fois au blanc de bœuf, comme il se doit"
        ));
        assert!(frites("Nos frites sont cuites à la graisse animale"));
        assert!(!frites(
            "Toutes nos frites sont cuites deux fois à l'huile de tournesol, comme il se doit"
        ));
    }

    #[test]
    fn a_note_in_greek_is_a_sentence_of_its_section() {
        let ladera = |note: &str| {
            labelled_dish_conflicts(&[
                (
                    "Λαδερά",
                    "Φασολάκια λαδερά (VG) $9",
                    "green beans, tomato, olive oil",
                    &["vegan"],
                ),
                ("Λαδερά", "Μπιφτέκι Bifteki $9", "grilled beef patty", &[]),
                ("Λαδερά", note, "", &[]),
            ])
        };
        assert!(ladera(
            "Λαδερά: όλα τα λαδερά μας μαγειρεύονται με ζωμό κότας"
        ));
        assert!(!ladera(
            "Λαδερά: όλα τα λαδερά μας μαγειρεύονται με ελαιόλαδο"
        ));
        assert!(!ladera("Γαρίδες σαγανάκι"));
    }

    #[test]
    fn a_sauce_that_comes_on_every_plate_reaches_the_labelled_plates() {
        let plates = |sauces: &str| {
            labelled_dish_conflicts(&[
                (
                    "齋 Vegetarian",
                    "灼菜心 Blanched Choy Sum (V) $9",
                    "",
                    &["vegetarian"],
                ),
                (
                    "燒味 Roast Meats",
                    "叉燒飯 BBQ Pork on Rice $14",
                    "char siu, rice",
                    &[],
                ),
                ("醬汁 Sauces", "醬汁 Sauces", sauces, &[]),
            ])
        };
        assert!(plates(
            "豉油 soy, 辣椒油 chili oil, 蠔油 oyster sauce (comes on every 菜心, 芥蘭 and 齋 plate)"
        ));
        assert!(plates(
            "soy, chili oil, oyster sauce - served with all our plates"
        ));
        // What goes on every plate holds no animal product; a sauce that
        // says nothing of the other plates is a dish of its own.
        assert!(!plates(
            "豉油 soy, 辣椒油 chili oil, 薑蔥 ginger-scallion (comes on every plate)"
        ));
        assert!(!plates("soy, chili oil, oyster sauce"));
        assert!(goes_on_every_dish(
            "chipotle mayo, served with all our burgers"
        ));
        assert!(!goes_on_every_dish("served all day"));
    }

    #[test]
    fn a_note_in_chinese_korean_or_khmer_reaches_the_labelled_dishes() {
        let congee = |note: &str| {
            labelled_dish_conflicts(&[
                ("粥 Congee", "白粥 Plain Congee (VG) $4", "", &["vegan"]),
                (
                    "粥 Congee",
                    "皮蛋瘦肉粥 Century Egg & Pork Congee $9",
                    "",
                    &[],
                ),
                ("粥 Congee", note, "", &[]),
            ])
        };
        assert!(congee("本店所有粥底均以豬骨及瑤柱熬製"));
        assert!(congee("本店所有粥底均以猪骨熬制"));
        // The honest line: every congee base is boiled with kelp and
        // shiitake; and a short Chinese dish name printed without a price.
        assert!(!congee("本店所有粥底均以昆布及香菇熬製"));
        assert!(!congee("及第粥"));
        // Short notes: a stock's simmering, or a full stop, makes a
        // sentence of them; the kelp stock stays honest.
        assert!(congee("粥底以豬骨熬製八小時"));
        assert!(congee("粥底用鸡骨熬。"));
        assert!(!congee("粥底用昆布熬。"));
        let tteokbokki = |note: &str| {
            labelled_dish_conflicts(&[
                (
                    "Tteokbokki 떡볶이",
                    "비건 떡볶이 Vegan Tteokbokki (VG) $9",
                    "rice cakes, cabbage, gochujang sauce",
                    &["vegan"],
                ),
                (
                    "Tteokbokki 떡볶이",
                    "라볶이 Rabokki $10",
                    "tteokbokki, fish cake, egg",
                    &[],
                ),
                ("Tteokbokki 떡볶이", note, "", &[]),
            ])
        };
        assert!(tteokbokki("떡볶이 국물은 전부 멸치 다시마 육수로 만듭니다"));
        assert!(!tteokbokki("떡볶이 국물은 전부 다시마 채수로 만듭니다"));
        assert!(!tteokbokki("국물떡볶이"));
        let amok = |note: &str| {
            labelled_dish_conflicts(&[
                (
                    "ម្ហូប Mains",
                    "អាម៉ុកបន្លែ Vegetable Amok (V) $14",
                    "tofu, vegetables, kroeung, coconut",
                    &["vegetarian"],
                ),
                (
                    "ម្ហូប Mains",
                    "ឡុកឡាក់ Beef Lok Lak $16",
                    "beef, lime pepper sauce",
                    &[],
                ),
                ("ម្ហូប Mains", note, "", &[]),
            ])
        };
        // Every dish of ours with prahok and fish sauce; our shop cooks
        // every dish with pork fat.
        assert!(amok("ម្ហូបទាំងអស់របស់យើង ប្រើប្រហុក និងទឹកត្រី ដូចនៅផ្ទះ។"));
        assert!(amok("ហាងយើងចម្អិនគ្រប់មុខជាមួយខ្លាញ់ជ្រូក"));
        // No prahok, no fish sauce in any of them.
        assert!(!amok("ម្ហូបទាំងអស់របស់យើង គ្មានប្រហុក គ្មានទឹកត្រី"));
    }

    #[test]
    fn a_note_in_rounds_67_and_68_languages_reaches_the_labelled_dishes() {
        let plates = |note: &str| {
            labelled_dish_conflicts(&[
                (
                    "Veg",
                    "Bean Stew (VG) $11",
                    "white beans, peppers, onion",
                    &["vegan"],
                ),
                ("Grill", "Mixed Grill $19", "lamb, pork, chicken", &[]),
                ("Veg", note, "", &[]),
            ])
        };
        for note in [
            "Kaikki keitot ja padat valmistetaan kanaliemeen.",
            "Svi naši prilozi se prže na svinjskoj masti.",
            "Visi troškiniai verdami su kiaulienos sultiniu.",
            "Al ons bredies word met beesvet gaargemaak.",
            "Konke ukudla kuphekwe ngamafutha enkomo.",
            "Всички ястия готвим със свинска мас.",
            "Dhammaan cuntooyinka waxaa lagu kariyaa subag.",
            "ኩሉ ጸብሒ ብጠስሚ ንሰርሕ።",
        ] {
            assert!(plates(note), "{note}");
        }
        // The same sentences on vegetable stock and oil are honest.
        for note in [
            "Kaikki keitot ja padat valmistetaan kasvisliemeen.",
            "Svi naši prilozi se prže na suncokretovom ulju.",
            "Visi troškiniai verdami su daržovių sultiniu.",
            "Всички ястия готвим с олио.",
        ] {
            assert!(!plates(note), "{note}");
        }
    }

    #[test]
    fn a_note_in_ukrainian_or_russian_reads_its_products_in_their_cases() {
        let varenyky = |note: &str| {
            labelled_dish_conflicts(&[
                (
                    "Varenyky",
                    "Вареники з капустою (VG) $12",
                    "braised sauerkraut, carrot, fried onion",
                    &["vegan"],
                ),
                ("Varenyky", "Вареники з м'ясом $13", "pork and beef", &[]),
                ("Varenyky", note, "", &[]),
            ])
        };
        assert!(varenyky(
            "Усі вареники подаємо зі шкварками та цибулькою, смаженою на смальці"
        ));
        assert!(varenyky("Наші вареники подаємо з вершковим маслом"));
        assert!(varenyky(
            "Все вареники подаются со сметаной и свиной поджаркой"
        ));
        assert!(!varenyky(
            "Усі вареники подаємо зі смаженою цибулькою на соняшниковій олії"
        ));
    }

    #[test]
    fn a_note_in_a_script_without_words_is_a_caution_not_nothing() {
        // The cautions a menu of `(name [+ " $price"], labels)` lines
        // leaves, all in one section.
        let cautions = |lines: &[(&str, &[&str])]| {
            let mut record = IngestRecord::parse_line(
                r#"{"external_id":"t:1","name":"T","menu":[],"declarations":[]}"#,
            )
            .unwrap();
            for (name, labels) in lines {
                let (name, price) = match name.rsplit_once(" $") {
                    Some((name, price)) => (name, price.parse().ok()),
                    None => (*name, None),
                };
                record.menu.push(MenuItem {
                    name: name.to_owned(),
                    description: None,
                    section: Some("Mains".to_owned()),
                    price,
                    labels: labels.iter().map(|l| (*l).to_owned()).collect(),
                    observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
                    source: "https://menu.example".to_owned(),
                });
            }
            extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
                .evidence
                .iter()
                .fold(SignalSet::EMPTY, |all, item| all.union(item.cautions))
        };
        // Georgian: "every dish is prepared on pork fat".
        let note = "ყველა კერძი მზადდება ღორის ქონზე";
        assert!(cautions(&[("Lobio (VG) $12", &["vegan"]), (note, &[])]).has(S::Pork));
        // The same note where no dish is labelled meat-free, and dish names
        // in the script printed with a price or short, are no caution.
        assert!(cautions(&[("Lobio $12", &[]), (note, &[])]).is_empty());
        assert!(
            cautions(&[
                ("Lobio (VG) $12", &["vegan"]),
                ("ხაჭაპური აჭარული კვერცხით და კარაქით $14", &[]),
                ("ლობიანი", &[]),
            ])
            .is_empty()
        );
    }

    #[test]
    fn the_next_byte_that_may_end_a_sentence_is_found_at_any_place() {
        crate::swar::each_byte_at_each_place(|bytes, byte, at| {
            for from in 0..bytes.len() {
                let expected = (from..bytes.len())
                    .find(|&i| may_end_a_sentence(bytes[i]))
                    .unwrap_or(bytes.len() - 1);
                assert_eq!(
                    next_may_end(bytes, from),
                    expected,
                    "{byte} at {at}, from {from}"
                );
            }
        });
    }

    #[test]
    fn a_sentence_in_a_language_never_taught_is_unread() {
        // "All our vegetable dishes are cooked in pork (or beef, or
        // chicken) fat or stock", in languages the engine has no words of.
        for sentence in [
            // Estonian.
            "Kõik meie köögiviljatoidud valmistatakse seapekiga.",
            // Latvian.
            "Visi mūsu dārzeņu ēdieni tiek gatavoti ar cūku taukiem.",
            // Icelandic.
            "Allir grænmetisréttirnir okkar eru eldaðir upp úr kjúklingasoði.",
            // Hausa.
            "Muna dafa duk abincin ganye da kitsen naman sa.",
            // Yoruba.
            "Gbogbo ọbẹ̀ ẹ̀fọ́ wa la fi ọ̀rá ẹran màlúù sè.",
            // Kinyarwanda.
            "Ibiryo byacu byose by'imboga bitekwa mu mavuta y'ingurube.",
            // Irish.
            "Déantar ár miasa glasraí go léir a chócaráil i saill muiceola.",
            // Basque.
            "Gure barazki plater guztiak txerri-koipearekin prestatzen ditugu.",
            // Welsh.
            "Mae ein holl brydau llysiau wedi eu coginio mewn saim mochyn.",
            // Hungarian.
            "Minden zöldséges ételünket sertészsírban sütjük.",
        ] {
            assert!(unread_language_sentence(sentence).is_some(), "{sentence}");
        }
        // The test goes by the words the engine reads, not by the name of
        // a language: a Ukrainian sentence of four words it has none of
        // ("we hand-make all varenyky daily") is unread too.
        assert!(unread_language_sentence("Усі вареники ліпимо вручну щодня.").is_some());
        // The unread sentence of a text, found among read ones: "Welcome!
        // Every soup starts on our own chicken stock, as always." in
        // Finnish after an English line.
        let text = "Lunch is served 11-14. Keiton pohjana meidän oma kanaliemi, niin kuin aina!";
        let (start, end) = unread_language_sentence(text).unwrap();
        assert_eq!(
            text[start..end].trim(),
            "Keiton pohjana meidän oma kanaliemi, niin kuin aina!"
        );
    }

    #[test]
    fn a_clause_between_commas_makes_an_unread_sentence_of_a_list_shaped_line() {
        // "Eggs, lecsó, vegetable stews: all fried in pork lard, as of old."
        // in Hungarian, whose words run long: as many commas as a list's,
        // but four words with none between them are a clause.
        let sentence = "Tojást, lecsót, főzeléket mind sertészsírban sütjük, régen.";
        assert!(unread_language_sentence(sentence).is_some());
        // A list of names, and a recipe whose amounts count its entries,
        // stay lists.
        for list in [
            "Allergének: tojás, tej, mustár, zeller.",
            "Tészta: 2 tojás, 1 csésze tej, só, bors és egy kis vaj olvasztva.",
        ] {
            assert_eq!(unread_language_sentence(list), None, "{list}");
        }
    }

    #[test]
    fn the_unread_language_test_reads_words_as_the_lists_and_words_do() {
        // Each function word of a read language is found for its language,
        // in any ASCII case.
        for (bit, language) in grammar::READ.iter().enumerate() {
            for word in language.function_words {
                let languages = listed_languages_of(word);
                assert!(languages & (1 << bit) != 0, "{} {word:?}", language.name);
                if word.is_ascii() {
                    assert_eq!(listed_languages_of(&word.to_uppercase()), languages);
                }
            }
        }
        assert_eq!(listed_languages_of("patiekalai"), 0);
        assert_eq!(listed_languages_of("kuphekwe"), ALL_READ_LANGUAGES);
        assert_eq!(listed_languages_of("l'huile"), ALL_READ_LANGUAGES);
        assert_eq!(listed_languages_of("we're"), listed_languages_of("we"));
        assert_eq!(listed_languages_of("abcdefghijklmnopq"), 0);
        // A sentence of more words than the one pass keeps is read as one
        // of fewer.
        let unread = "Minden zöldséges ételünket sertészsírban sütjük ".repeat(8) + ".";
        assert!(unread_language_sentence(&unread).is_some());
        let read = "Our soups are made with our own stock and served daily ".repeat(5) + ".";
        assert_eq!(unread_language_sentence(&read), None);
        // The one pass's word bytes are those `words` keeps.
        for byte in 0..=255u8 {
            assert_eq!(
                READ_BYTE_CLASSES[usize::from(byte)] & WORD_CLASS != 0,
                crate::lexicon::is_word_byte(byte),
                "{byte}"
            );
        }
        // The line test eight bytes at a time answers as byte by byte.
        for line in [
            "Turmeric tofu, spinach, roasted potatoes, sourdough toast",
            "Served with rice.",
            "one two three four five six seven eight nine ten eleven twelve",
            "one two three four five six seven eight nine ten eleven",
            "beef-and-pork-and-lamb-and-veal-and-duck-and-goose-and-hen",
            "Pierogi ruskie z cebulką",
            "ሽሮ ወጥ።",
            "Why not?",
            "a\nb",
            "",
        ] {
            let bytes = line.as_bytes();
            assert_eq!(
                may_hold_a_sentence(bytes),
                bytes.iter().any(|&b| may_end_a_sentence(b))
                    || bytes.iter().filter(|&&b| b == b' ').count() + 1 >= SENTENCE_NAME_WORDS,
                "{line}"
            );
        }
    }

    #[test]
    fn notes_in_the_languages_the_engine_reads_stay_read() {
        for note in [
            "All our fries are cooked in a dedicated fryer.",
            "Lamb and pork from local farms.",
            "Open daily 11am-10pm, closed on Mondays.",
            "Kitchen closes at 9pm on Sundays.",
            "Catering available for parties of 20 or more.",
            "Please ask your server for our allergen card.",
            "Nobody else is allowed near the mortar.",
            "We're a family kitchen, open since 1987!",
            "Abierto de lunes a viernes de 11 a 22 h.",
            "Todos nuestros platos se preparan en la misma cocina.",
            "Hacemos catering para bodas y bautizos.",
            "Tous nos plats sont faits maison.",
            "Alle Gerichte werden frisch für Sie zubereitet.",
            "Усі вареники ми готуємо на соняшниковій олії.",
            // A dish's name, a list and a heading are no sentences.
            "Bulvių plokštainis su grietine",
            "Alergenai: žuvis, pienas, kiaušiniai, glitimas.",
            "VEGAN ENCHILADA TRAY (12 pcs) .....",
        ] {
            assert_eq!(unread_language_sentence(note), None, "{note}");
        }
    }

    #[test]
    fn the_owner_word_stems_are_found_in_one_pass_as_by_a_search_for_each() {
        for text in [
            "\nSelvan P, Owner at Curry Leaf, responded to this review",
            "\nthe MANAGER came over",
            "\nRespuesta de Paco R., Propietario en Bar Casa Paco",
            "\nEL DUEÑO",
            "\nel dueño",
            "\nla encargada",
            "\nOwNeR",
            "\nwne",
            "\nalgo diferente",
            "\nGreat food.",
            "",
            "\n",
            "ueñ",
            "WNE",
        ] {
            let searched = OWNER_WORD_STEMS.iter().any(|stem| text.contains(stem));
            assert_eq!(holds_an_owner_word_stem(text), searched, "{text}");
        }
    }

    #[test]
    fn a_rated_reviews_head_is_looked_at_only_for_an_owner_or_a_chinese_caption() {
        for text in [
            "Owner's reply: thanks",
            "OWNER",
            "xxxxxxxowner",
            "xxxxxxxxxxxxxxxOwNeR",
            "店家回覆：謝謝",
            "Great food, we went twice",
            "w",
            "wne",
            "the new nerd",
            "",
            "xxxxxxxw",
            "xxxxxxxxner",
        ] {
            let bytes = text.as_bytes();
            let owner = bytes.windows(4).any(|four| {
                four[0].eq_ignore_ascii_case(&b'w') && four[1..].eq_ignore_ascii_case(b"ner")
            });
            let expected = bytes.contains(&0xE5) || owner;
            assert_eq!(may_hold_an_owners_caption(bytes), expected, "{text}");
        }
    }

    #[test]
    fn an_owners_reply_is_found_by_its_caption_or_as_an_unrated_reply() {
        fn reply(text: &str, unrated: bool) -> Option<&str> {
            owners_reply(text, unrated).map(|at| text[at..].trim_start_matches([':', ' ']))
        }
        assert_eq!(
            reply("Owner's reply: Thanks! Our dal is vegan.", false),
            Some("Thanks! Our dal is vegan.")
        );
        assert_eq!(
            reply("Loved it!\n\nResponse from the owner: Kiitos!", false),
            Some("Kiitos!")
        );
        assert_eq!(
            reply("Omistajan vastaus: Kiitos paljon!", true),
            Some("Kiitos paljon!")
        );
        // The shop's reply captioned in Chinese, rated or not.
        assert_eq!(
            reply("好吃！店家回覆：謝謝支持！素滷另鍋。", false),
            Some("：謝謝支持！素滷另鍋。")
        );
        assert_eq!(reply("好吃！回到家还想再来。", false), None);
        // A diner's review, rated, is a diner's, whatever its first words.
        assert_eq!(reply("Omistajan vastaus: Kiitos paljon!", false), None);
        assert!(reply("Great food: the dal was lovely.", true).is_some());
        assert_eq!(
            reply("The dal we had on Friday was lovely: rich.", true),
            None
        );
    }

    #[test]
    fn a_thai_line_is_a_sentence_by_its_every_or_its_length() {
        let bowls = |note: &str| {
            labelled_dish_conflicts(&[
                (
                    "Jay",
                    "Kuay Teow Reua Jay (VG) $3",
                    "rice noodles, dark mushroom broth, tofu",
                    &["vegan"],
                ),
                (
                    "Boat Noodles",
                    "Kuay Teow Reua Moo $2.5",
                    "pork boat noodles",
                    &[],
                ),
                ("Boat Noodles", note, "", &[]),
            ])
        };
        // Every bowl is topped with garlic fried in lard and cracklings.
        assert!(bowls("ทุกชามโรยกระเทียมเจียวน้ำมันหมูและกากหมู"));
        // ... with garlic fried in vegetable oil.
        assert!(!bowls("ทุกชามโรยกระเทียมเจียวน้ำมันพืช"));
        // A short Thai dish name printed without a price is a dish.
        let line = |name: &str| MenuItem {
            name: name.to_owned(),
            description: None,
            section: None,
            price: None,
            labels: Vec::new(),
            observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
            source: "https://menu.example".to_owned(),
        };
        assert!(!printed_as_a_sentence(&line("ก๋วยเตี๋ยวเรือหมู")));
        assert!(!printed_as_a_sentence(&line("ข้าวผัดกระเทียมเจียว")));
        assert!(printed_as_a_sentence(&line("ทุกชามโรยกระเทียมเจียว")));
    }

    #[test]
    fn a_kind_note_reads_past_an_aside_a_place_and_a_plural_in_i_or_y() {
        let varenyky = |note: &str| {
            labelled_dish_conflicts(&[
                (
                    "Varenyky",
                    "Mushroom Varenyky (VG) $13",
                    "mushroom, onion, dill",
                    &["vegan"],
                ),
                ("Varenyky", "Cherry Varenyky $12", "sour cherry, sugar", &[]),
                ("Varenyky", note, "", &[]),
            ])
        };
        assert!(varenyky(
            "Every varenyk on our menu - meat, cheese or plant filling - is brushed with melted butter."
        ));
        assert!(!varenyky(
            "Every varenyk on our menu - meat, cheese or plant filling - is brushed with sunflower oil."
        ));
        // A layer spread on every one of the kind, a few words after the verb.
        let flatbreads = |fat: &str| {
            labelled_dish_conflicts(&[
                (
                    "Flatbreads",
                    "Flatbread with Za'atar (VG) $9",
                    "za'atar, olive oil, tomato",
                    &["vegan"],
                ),
                (
                    "Flatbreads",
                    "Lahm Flatbread $12",
                    "spiced lamb, pine nuts",
                    &[],
                ),
                (
                    "Flatbreads",
                    &format!(
                        "All flatbreads are baked our grandmother's way: we spread each round with {fat} first."
                    ),
                    "",
                    &[],
                ),
            ])
        };
        assert!(flatbreads("ghee"));
        assert!(!flatbreads("olive oil"));
    }

    #[test]
    fn an_animal_product_in_a_sections_note_blocks_its_meat_free_labels() {
        let tacos = |note: &str| {
            labelled_dish_conflicts(&[
                (
                    "Tacos",
                    "Hongos (VG) $4",
                    "oyster mushrooms, salsa verde, onion",
                    &["vegan"],
                ),
                ("Tacos", "Carnitas $4", "pork, salsa verde, onion", &[]),
                ("Tacos", note, "", &[]),
            ])
        };
        // A note whose subject no reading resolves: its product may be in
        // the labelled dish.
        assert!(tacos("* Tortillas get a swipe of lard on the comal."));
        // A note naming no animal product, a food-safety notice and a
        // priced add-on say nothing of the dish.
        assert!(!tacos("* Tortillas get a swipe of oil on the comal."));
        assert!(!tacos(
            "* Consuming raw or undercooked meats, poultry, seafood, shellfish or eggs may increase your risk of foodborne illness."
        ));
        assert!(!tacos("* Add chicken to any taco +$4"));
        // An unpriced dish is no note.
        assert!(!tacos("Cochinita Plate"));
        assert!(!labelled_dish_conflicts(&[
            (
                "Tacos",
                "Hongos (VG) $4",
                "oyster mushrooms, salsa verde",
                &["vegan"]
            ),
            (
                "Tacos",
                "Cochinita Plate",
                "achiote pork, pickled onion, rice",
                &[]
            ),
        ]));
    }

    #[test]
    fn a_note_greasing_food_with_a_part_of_a_listed_meat_dish_blocks_its_section() {
        // A labelled fritter beside an oxtail stew and a Korean braise, and
        // one note of the fritters' section.
        let fritters = |note: &str| {
            labelled_dish_conflicts(&[
                (
                    "Fritters (V)",
                    "Corn Fritter (V) $8",
                    "sweetcorn, flour, egg",
                    &["vegetarian"],
                ),
                ("Stews", "Oxtail Stew $18", "oxtail, leek, barley", &[]),
                (
                    "Stews",
                    "갈비찜 Braised Short Rib $24",
                    "소갈비, 무, 당근",
                    &[],
                ),
                ("Fritters (V)", note, "", &[]),
            ])
        };
        // The part of a meat dish, named by a word of its name or by its
        // Korean name romanised, holds that dish's products.
        assert!(fritters(
            "All fritters share one griddle, wiped with the grease we pour off the oxtail pot."
        ));
        assert!(fritters(
            "Every fritter is browned in the fat from the galbijjim, for the colour."
        ));
        // The part of a meat-free food, or none named, holds nothing.
        assert!(!fritters(
            "All fritters share one griddle, wiped with the oil we pour off the corn pot."
        ));
        assert!(!fritters(
            "All fritters share one griddle, wiped with the oil from the bottle."
        ));
    }

    #[test]
    fn a_sentence_of_a_diet_word_and_too_says_the_note_again_of_the_meat_free_food() {
        // A labelled pancake beside a seafood one and an oxtail stew, and a
        // note printed under its own heading about the seafood one.
        let pancakes = |note: &str| {
            labelled_dish_conflicts(&[
                (
                    "Pancakes",
                    "Leek Pancake (V) $9",
                    "leek, flour, egg",
                    &["vegetarian"],
                ),
                ("Pancakes", "Haemul Jeon $12", "squid, prawn, leek", &[]),
                ("Stews", "Oxtail Stew $18", "oxtail, leek, barley", &[]),
                ("Kitchen Notes", note, "", &[]),
            ])
        };
        assert!(pancakes(
            "Our haemul jeon is fried in the grease off the oxtail pot. The vegetarian ones too."
        ));
        // Without it, the note speaks of the dish it names.
        assert!(!pancakes(
            "Our haemul jeon is fried in the grease off the oxtail pot."
        ));
        // The sentence said again of food that holds nothing of a meat dish.
        assert!(!pancakes(
            "Our haemul jeon is fried in the oil off the leek pot. The vegetarian ones too."
        ));
    }

    #[test]
    fn a_hangul_word_is_romanised_as_korean_menus_write_it() {
        assert_eq!(romanised_hangul("수육").as_deref(), Some("suyuk"));
        assert_eq!(romanised_hangul("불고기").as_deref(), Some("bulgogi"));
        assert_eq!(romanised_hangul("한국어").as_deref(), Some("hangugeo"));
        assert_eq!(romanised_hangul("갈비찜").as_deref(), Some("galbijjim"));
        assert_eq!(romanised_hangul("pork"), None);
        assert_eq!(romanised_hangul("수육s"), None);
        assert_eq!(romanised_hangul(""), None);
    }

    #[test]
    fn a_note_printed_anywhere_that_ties_an_animal_product_to_food_blocks_the_labels() {
        // The labelled bowl (rice, beans, salsa) and the labelled taco
        // (mushrooms, salsa), beside meat dishes, and one note printed in
        // `section` ("" is none).
        let menu = |section: &str, name: &str, description: &str| {
            labelled_dishes_in_conflict(&[
                (
                    "Bowls",
                    "Black Bean Bowl (VG) $12",
                    "rice, black beans, salsa roja, avocado",
                    &["vegan"],
                ),
                (
                    "Bowls",
                    "Carne Asada Bowl $14",
                    "skirt steak, rice, black beans",
                    &[],
                ),
                (
                    "Tacos",
                    "Hongos Taco (VG) $4",
                    "oyster mushrooms, salsa verde, onion",
                    &["vegan"],
                ),
                ("Tacos", "Carnitas Taco $4", "pork shoulder, onion", &[]),
                (
                    "Plates",
                    "Cochinita Pibil $15",
                    "achiote pork, pickled onion",
                    &[],
                ),
                (section, name, description, &[]),
            ])
        };
        // A note that says it of everything, or of food it names in no
        // dish, reaches every labelled dish, wherever it is printed.
        for section in ["", "Notes"] {
            assert_eq!(
                menu(section, "* Everything here is fried in beef tallow.", ""),
                [true, true],
                "{section:?}"
            );
            assert_eq!(
                menu(section, "Please note", "We finish the sauces with butter."),
                [true, true],
                "{section:?}"
            );
            assert_eq!(
                menu(section, "* Los frijoles llevan manteca de cerdo.", ""),
                [true, true],
                "{section:?}"
            );
            assert_eq!(
                menu(section, "We fry everything in beef tallow.", ""),
                [true, true],
                "{section:?}"
            );
            assert_eq!(
                menu(section, "* Todo lo freímos en manteca de res.", ""),
                [true, true],
                "{section:?}"
            );
        }
        // A note naming the labelled dishes' food reaches those dishes.
        assert_eq!(
            menu(
                "",
                "* Our rice and beans are cooked with chicken stock.",
                ""
            ),
            [true, false]
        );
        assert_eq!(
            menu("Notes", "* Todas nuestras salsas llevan manteca.", ""),
            [true, true]
        );
        assert_eq!(
            menu("Plates", "* Our onions are caramelised in bacon fat.", ""),
            [false, true]
        );
    }

    #[test]
    fn a_note_printed_anywhere_about_its_own_animal_product_keeps_the_labels() {
        let menu = |section: &str, name: &str, description: &str| {
            labelled_dishes_in_conflict(&[
                (
                    "Bowls",
                    "Black Bean Bowl (VG) $12",
                    "rice, black beans, salsa roja, avocado",
                    &["vegan"],
                ),
                (
                    "Bowls",
                    "Carne Asada Bowl $14",
                    "skirt steak, rice, black beans",
                    &[],
                ),
                (
                    "Plates",
                    "Cochinita Pibil $15",
                    "achiote pork, pickled onion",
                    &[],
                ),
                (section, name, description, &[]),
            ])
        };
        for section in ["", "Notes"] {
            for (name, description) in [
                // Where the meat comes from, when to ask for the fish, a
                // platter to order ahead, the allergens the kitchen
                // handles: the product is the note's own subject.
                ("* Our beef is grass-fed from Hill Farm.", ""),
                (
                    "We buy whole hogs from Tamworth Farm and break them down in house.",
                    "",
                ),
                ("* Ask about our fish of the day.", ""),
                (
                    "Please note",
                    "Whole roast pigs and brisket platters for parties - order two days ahead.",
                ),
                (
                    "Allergies? Please ask us - we handle sesame, soy, wheat, egg and shellfish.",
                    "",
                ),
                (
                    "Please note",
                    "Brunch is served Saturday and Sunday; try the steak and eggs.",
                ),
                // An add-on, priced or not, and a food-safety notice.
                ("* Add chicken to any bowl +$4", ""),
                ("* Bacon can be added to any bowl.", ""),
                (
                    "* Consuming raw or undercooked meats, poultry, seafood, shellfish or eggs may increase your risk of foodborne illness.",
                    "",
                ),
                // A note that claims the meat-free food itself.
                (
                    "Please note",
                    "Our vegan dishes never share a fryer with the chicken.",
                ),
                // A note on another dish, named by its head word.
                (
                    "* Our cochinita pibil is wrapped in banana leaf and basted with lard.",
                    "",
                ),
            ] {
                assert_eq!(
                    menu(section, name, description),
                    [false],
                    "{section:?} {name:?} {description:?}"
                );
            }
        }
        // Printed in the dish's own section, it still speaks only of the
        // beef; a note there tying its product to food blocks the label.
        assert_eq!(
            menu("Bowls", "* Our beef is grass-fed from Hill Farm.", ""),
            [false]
        );
        assert_eq!(
            menu("Bowls", "* Our rice is cooked in beef stock.", ""),
            [true]
        );
    }

    #[test]
    fn a_heading_before_a_notes_sentence_names_no_dish_for_it() {
        let menu = |note: &str| {
            labelled_dishes_in_conflict(&[
                (
                    "Mains",
                    "Lentil Dal (VG) $11",
                    "red lentils, cumin, naan",
                    &["vegan"],
                ),
                (
                    "Tandoor",
                    "Lamb Tikka $15",
                    "lamb, yogurt, fried onion",
                    &[],
                ),
                ("Drinks", "Mango Lassi $4", "yogurt, mango", &[]),
                ("Drinks", note, "", &[]),
            ])
        };
        // A list of what the kitchen handles, then a sentence about the
        // lamb and egg dishes, cooked at the tandoor its section names:
        // the naan the list names is not what the lamb is said of.
        assert_eq!(
            menu(
                "Allergens: wheat, mustard (naan on request). Lamb and egg dishes are cooked at the tandoor station."
            ),
            [false]
        );
        // The same list before a sentence whose own words name the dal,
        // or name no dish at all, still reaches it.
        assert_eq!(
            menu("Allergens: wheat, mustard (naan on request). Lamb fat goes into the dal."),
            [true]
        );
        assert_eq!(
            menu("Allergens: wheat, mustard (naan on request). Cooked with ghee."),
            [true]
        );
    }

    #[test]
    fn a_note_printed_elsewhere_spares_a_dish_that_takes_its_product_off() {
        let bowls = |description: &str| {
            labelled_dishes_in_conflict(&[
                ("Bowls", "Tofu Bowl (VG) $12", description, &["vegan"]),
                (
                    "Bowls",
                    "Chicken Bowl $13",
                    "grilled chicken, rice, greens",
                    &[],
                ),
                (
                    "",
                    "* Every bowl comes with a drizzle of our house ranch.",
                    "",
                    &[],
                ),
            ])
        };
        assert_eq!(
            bowls("tofu, rice, greens, lemon-tahini instead of ranch"),
            [false]
        );
        assert_eq!(bowls("tofu, rice, greens"), [true]);
    }

    #[test]
    fn a_sentence_keeping_the_meat_to_the_meat_dishes_is_a_limit_not_a_tie() {
        let limits = |sentence: &str| {
            limits_to_the_meat_dishes(&pieces(sentence, &ALPHANUMERIC).collect::<Vec<_>>())
        };
        for sentence in [
            "It is only used in the meat dishes.",
            "Vai só para os pratos de carne.",
            "Wird nur in unsere Fleischgerichte verwendet.",
            "Se usa solamente en los platos de carne.",
            "Idzie wyłącznie do dań mięsnych.",
        ] {
            assert!(limits(sentence), "{sentence}");
        }
        for sentence in [
            // No "only": the meat goes into the dishes, and more may get it.
            "It goes into the meat dishes.",
            // Another food named beside the meat dishes.
            "Vai só para os pratos de carne e a sopa.",
            // Meat-free dishes named as the place.
            "It is only used in the vegan dishes.",
            // "Not only": the meat goes further.
            "Not only in the meat dishes.",
            // Dishes with no meat word joined to them.
            "Se usa solamente en los platos.",
        ] {
            assert!(!limits(sentence), "{sentence}");
        }
    }

    #[test]
    fn a_french_or_kreol_sourcing_line_with_its_hours_is_its_own_products() {
        for note in [
            "Poulet fermier de Saint-André, livré chaque matin. Ouvert du mardi au samedi, 7h-15h.",
            "Nos canards viennent de la ferme Hoarau tous les jeudis. Fermé le lundi.",
            "Poul lakour depi Moka sak maten. Ouver lindi-samdi, fermé dimans.",
        ] {
            assert!(only_its_own_product(note), "{note}");
        }
        for note in [
            "Poulet fermier livré chaque matin, mijoté dans le carri de légumes. Fermé le lundi.",
            "Poulet fermier livré chaque matin pour le bouillon des lentilles. Ouvert 7h-15h.",
            "Poulet fermier livré chaque matin, chaque carri en a. Ouvert 7h-15h.",
            "Les caris sont mijotés au poulet de Moka. Fermé le lundi.",
            "Bred kwit ar poul depi Moka. Ouver lindi-samdi.",
        ] {
            assert!(!only_its_own_product(note), "{note}");
        }
    }

    #[test]
    fn a_keys_later_sentence_keeping_the_meat_side_apart_names_nothing_of_its_dishes() {
        let mut scratch = Scratch::new();
        for key in [
            "no meat, no fish, no egg. The non-vegetarian station is run out of a separate kitchen.",
            "no meat or egg. Lamb and chicken are grilled separately.",
            "no meat. The meat section has its own oven and its own knives.",
        ] {
            let read = without_the_meat_side_kept_apart(key, &mut scratch, |_| false);
            assert_eq!(
                read.trim_end(),
                key.split(". ").next().unwrap_or("").to_owned() + "."
            );
        }
        for key in [
            "no meat, no egg. The non-veg station has its own oven, and the veg biryani shares it.",
            "no meat. Chicken is roasted in its own tray, then stirred into the dal.",
            "no meat. Our own mutton stock goes in every curry.",
            "no meat. The (V) rice is steamed in its own pot with the chicken.",
            "no meat. Lamb is grilled separately; its fat also glazes the naan.",
        ] {
            assert_eq!(
                without_the_meat_side_kept_apart(key, &mut scratch, |_| false),
                key
            );
        }
    }
}
