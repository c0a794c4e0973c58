//! Natural-language query interpretation: what diet, cuisine, dish, kind of
//! place, price, place name and radius a query asks for, and which words are
//! left to search the text for. Rules and word lists only, no model.
//!
//! A location is never inferred: "near me" needs the caller's coordinates,
//! and a city named in the query becomes an address-text filter, never a
//! guessed coordinate.

use std::collections::HashMap;
use std::sync::LazyLock;

use dietfit_contract::{
    Diet, Intent, Location, ProblemKind, QueryInterpretation, RADIUS_M_DEFAULT, RADIUS_M_MAX,
    WireEnum,
};

use crate::geo::{GeoPoint, InvalidCoordinates};
use crate::text::{Token, TokenKind, place_key, tokenize, words};
use crate::vocab;

/// Longest query accepted, in characters (the contract's limit).
pub const QUERY_MAX_CHARS: usize = 500;

/// Why a query cannot be interpreted. Every variant is the caller's to fix
/// (a 400), never an internal error.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum InterpretError {
    #[error(
        "the query says \"{phrase}\", which needs a location: send `location` with `lat` and `lng` \
         (a location is never inferred from the IP address or the query text)"
    )]
    LocationRequired { phrase: String },
    #[error("the query has no words or numbers to search for")]
    EmptyQuery,
    #[error("the query is longer than {max} characters")]
    QueryTooLong { max: usize },
    #[error("{0}")]
    InvalidLocation(#[from] InvalidCoordinates),
    #[error("location.radius_m must be between 1 and {max}")]
    InvalidRadius { max: u32 },
}

impl InterpretError {
    /// The problem type the server answers with.
    pub fn problem_kind(&self) -> ProblemKind {
        match self {
            InterpretError::LocationRequired { .. } => ProblemKind::LocationRequired,
            _ => ProblemKind::ValidationFailed,
        }
    }

    /// The request field the error is about.
    pub fn field(&self) -> &'static str {
        match self {
            InterpretError::LocationRequired { .. } => "location",
            InterpretError::EmptyQuery | InterpretError::QueryTooLong { .. } => "query",
            InterpretError::InvalidLocation(_) => "location",
            InterpretError::InvalidRadius { .. } => "location.radius_m",
        }
    }
}

/// A price constraint read from the query. Levels are the data's 1..4
/// (`$` under $10 a head, `$$` up to $30, `$$$` up to $60, `$$$$` above).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PriceConstraint {
    /// What the contract reports: "cheap", "moderate", "upscale", "under $15", "$$".
    pub label: String,
    pub min_level: Option<u8>,
    pub max_level: Option<u8>,
}

impl PriceConstraint {
    /// Does a known price level satisfy the constraint? Unknown levels always do.
    pub fn admits(&self, level: Option<u8>) -> bool {
        let Some(level) = level else { return true };
        self.min_level.is_none_or(|min| level >= min)
            && self.max_level.is_none_or(|max| level <= max)
    }
}

/// A city and/or state named in the query: an address-text filter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaceFilter {
    /// The city as it reads ("Portland"), if one was named.
    pub city: Option<String>,
    /// The comparison key of the city (see [`crate::text::place_key`]).
    pub city_key: Option<String>,
    /// A two-letter state code, only when the query names the state.
    pub state: Option<String>,
}

impl PlaceFilter {
    /// How the place reads in `location_inferred`: "Portland", "Portland, OR", "OR".
    pub fn display(&self) -> String {
        match (&self.city, &self.state) {
            (Some(city), Some(state)) => format!("{city}, {state}"),
            (Some(city), None) => city.clone(),
            (None, Some(state)) => state.clone(),
            (None, None) => String::new(),
        }
    }
}

/// One thing to search the text for, with its query-time synonyms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchTerm {
    /// The words as the query has them ("noodle soup").
    pub text: String,
    /// Other phrases that mean the same or belong to it ("pho", "ramen"; a
    /// dish's cuisine). Searched with a lower weight than `text`.
    pub alternatives: Vec<String>,
}

/// Everything read from one query.
#[derive(Debug, Clone, PartialEq)]
pub struct Interpretation {
    pub diet: Option<Diet>,
    /// Canonical cuisine label (e.g. "vietnamese"), from a cuisine or a dish.
    pub cuisine: Option<String>,
    pub dish: Option<String>,
    /// Category label of the kind of place asked for ("cafe", "bakery").
    pub category: Option<String>,
    pub intent: Intent,
    pub price: Option<PriceConstraint>,
    pub place: Option<PlaceFilter>,
    /// Interpretive only: never used to filter.
    pub neighborhood: Option<String>,
    /// The caller's coordinates, when given.
    pub location: Option<GeoPoint>,
    /// The radius in force: explicit, else from the text, else the default
    /// when a location is given. Without a location it is reported only.
    pub radius_m: Option<u32>,
    pub radius_m_inferred: bool,
    pub radius_m_text_ignored: bool,
    /// The radius the text stated, whether or not it won.
    pub text_radius_m: Option<u32>,
    /// The query said "near me" or an equivalent.
    pub near_me: bool,
    /// The query spoke of distance without a number ("walking distance").
    pub vague_distance: bool,
    /// What remains to search the text for (cuisine and dish words included).
    pub terms: Vec<SearchTerm>,
    /// The words that could be a restaurant's name: the query minus place,
    /// price, radius and stop words (diet and cuisine words kept).
    pub name_words: Vec<String>,
    /// Every name word is vocabulary (diet, cuisine, dish, category): such a
    /// query names a restaurant only when the name is exactly those words.
    pub name_is_generic: bool,
}

impl Interpretation {
    /// The contract's `query_interpretation` for this query.
    pub fn query_interpretation(&self) -> QueryInterpretation {
        let target = self.category.clone().or_else(|| self.dish.clone());
        QueryInterpretation {
            diet_inferred: self.diet.map(|diet| diet.as_str().to_owned()),
            cuisine_inferred: self.cuisine.clone(),
            dish_inferred: self.dish.clone(),
            intent_inferred: Some(self.intent),
            target_inferred: target,
            price_constraint: self.price.as_ref().map(|price| price.label.clone()),
            location_inferred: self.place.as_ref().map(PlaceFilter::display),
            neighborhood_inferred: self.neighborhood.clone(),
            radius_m: self.radius_m,
            radius_m_inferred: self.radius_m.map(|_| self.radius_m_inferred),
            radius_m_text_ignored: self.radius_m_text_ignored.then_some(true),
        }
    }

    /// Is there anything to match in the text, besides the diet?
    pub fn has_terms(&self) -> bool {
        !self.terms.is_empty()
    }
}

/// What consumed a token during interpretation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Free,
    NearMe,
    Distance,
    Price,
    Diet,
    DietModifier,
    Place,
    /// A search term (cuisine, dish or plain word): part of a possible name.
    Term,
    Generic,
}

type Phrase = Vec<String>;

/// Phrases with a value each, indexed by their first word: every word of a
/// query is tried against every list, and scanning the whole of the larger
/// lists (hundreds of cities, dishes and cuisines) was most of the time an
/// interpretation took.
struct PhraseTable<T> {
    entries: Vec<(Phrase, T)>,
    /// Positions in `entries` by first word, in `entries` order, so a
    /// search over them meets matches in the order a full scan does.
    by_first_word: HashMap<String, Vec<usize>>,
}

impl<T> PhraseTable<T> {
    /// The entries whose phrase starts with `word`, in table order.
    fn starting_with<'t>(&'t self, word: &str) -> impl Iterator<Item = &'t (Phrase, T)> + 't {
        self.by_first_word
            .get(word)
            .into_iter()
            .flatten()
            .map(|&position| &self.entries[position])
    }

    fn find(&self, phrase: &[String]) -> Option<&T> {
        let first = phrase.first()?;
        self.starting_with(first)
            .find(|(entry, _)| entry == phrase)
            .map(|(_, value)| value)
    }
}

impl<T> FromIterator<(Phrase, T)> for PhraseTable<T> {
    fn from_iter<I: IntoIterator<Item = (Phrase, T)>>(iter: I) -> Self {
        let entries: Vec<(Phrase, T)> = iter.into_iter().collect();
        let mut by_first_word: HashMap<String, Vec<usize>> = HashMap::new();
        for (position, (phrase, _)) in entries.iter().enumerate() {
            // An empty phrase matches nowhere (`Reader::matches`).
            if let Some(first) = phrase.first() {
                by_first_word
                    .entry(first.clone())
                    .or_default()
                    .push(position);
            }
        }
        PhraseTable {
            entries,
            by_first_word,
        }
    }
}

/// The vocabulary, tokenized once.
struct Lexicon {
    diets: PhraseTable<Diet>,
    diet_trailers: Vec<Phrase>,
    cuisines: PhraseTable<usize>,
    dishes: PhraseTable<usize>,
    synonyms: PhraseTable<usize>,
    categories: PhraseTable<&'static str>,
    near_me: Vec<Phrase>,
    vague: Vec<Phrase>,
    units: PhraseTable<f64>,
    radius_leaders: Vec<Phrase>,
    radius_trailers: Vec<Phrase>,
    price_words: PhraseTable<usize>,
    price_leaders: Vec<Phrase>,
    neighborhoods: Vec<Phrase>,
    prepositions: Vec<Phrase>,
    cities: PhraseTable<usize>,
    state_names: PhraseTable<&'static str>,
    /// Single words of cuisines and dishes, for typo correction.
    correctable: Vec<String>,
    /// For each correctable word, its length in characters and its
    /// letters (see [`letter_set`]), so that most words are ruled out
    /// without a distance computation.
    correctable_shapes: Vec<(usize, u64)>,
}

/// The letters a word has, as bits: a-z one bit each, any other character
/// one of the remaining bits by its code. One edit adds at most one letter
/// to the set and removes at most one, so two words one edit apart differ
/// in at most two bits (characters sharing a bit can only hide a
/// difference, never add one).
fn letter_set(word: &str) -> u64 {
    word.chars().fold(0u64, |set, c| {
        let bit = if c.is_ascii_lowercase() {
            u32::from(c) - u32::from('a')
        } else {
            26 + u32::from(c) % 38
        };
        set | (1 << bit)
    })
}

fn phrases(list: &[&str]) -> Vec<Phrase> {
    list.iter().map(|phrase| words(phrase)).collect()
}

static LEXICON: LazyLock<Lexicon> = LazyLock::new(|| {
    let mut cuisines = Vec::new();
    for (index, cuisine) in vocab::CUISINES.iter().enumerate() {
        cuisines.push((words(cuisine.label), index));
        for synonym in cuisine.synonyms {
            cuisines.push((words(synonym), index));
        }
    }
    let mut synonyms = Vec::new();
    for (index, group) in vocab::SYNONYM_GROUPS.iter().enumerate() {
        if let Some(head) = group.first() {
            synonyms.push((words(head), index));
        }
    }
    let mut categories = Vec::new();
    for (label, names) in vocab::CATEGORIES {
        for name in *names {
            categories.push((words(name), *label));
        }
    }
    let mut cities = Vec::new();
    for (index, city) in vocab::CITIES.iter().enumerate() {
        cities.push((words(city.name), index));
        for alias in city.aliases {
            cities.push((words(alias), index));
        }
    }
    let mut correctable: Vec<String> = cuisines
        .iter()
        .map(|(phrase, _)| phrase)
        .filter(|phrase| phrase.len() == 1)
        .map(|phrase| phrase[0].clone())
        .collect();
    correctable.extend(
        vocab::DISHES
            .iter()
            .map(|(dish, _)| words(dish))
            .filter(|phrase| phrase.len() == 1)
            .map(|phrase| phrase[0].clone()),
    );
    correctable.retain(|word| word.chars().count() >= 6);
    let correctable_shapes = correctable
        .iter()
        .map(|word| (word.chars().count(), letter_set(word)))
        .collect();
    Lexicon {
        diets: vocab::DIET_PHRASES
            .iter()
            .map(|(p, d)| (words(p), *d))
            .collect(),
        diet_trailers: phrases(vocab::DIET_TRAILERS),
        cuisines: cuisines.into_iter().collect(),
        dishes: vocab::DISHES
            .iter()
            .enumerate()
            .map(|(index, (dish, _))| (words(dish), index))
            .collect(),
        synonyms: synonyms.into_iter().collect(),
        categories: categories.into_iter().collect(),
        near_me: phrases(vocab::NEAR_ME_PHRASES),
        vague: phrases(vocab::VAGUE_DISTANCE_PHRASES),
        units: vocab::DISTANCE_UNITS
            .iter()
            .flat_map(|(names, meters)| names.iter().map(move |name| (words(name), *meters)))
            .collect(),
        radius_leaders: phrases(vocab::RADIUS_LEADERS),
        radius_trailers: phrases(vocab::RADIUS_TRAILERS),
        price_words: vocab::PRICE_WORDS
            .iter()
            .enumerate()
            .map(|(index, (phrase, ..))| (words(phrase), index))
            .collect(),
        price_leaders: phrases(vocab::PRICE_CEILING_LEADERS),
        neighborhoods: phrases(vocab::NEIGHBORHOOD_WORDS),
        prepositions: phrases(vocab::PLACE_PREPOSITIONS),
        cities: cities.into_iter().collect(),
        state_names: vocab::STATES
            .iter()
            .map(|(code, name)| (words(name), *code))
            .collect(),
        correctable,
        correctable_shapes,
    }
});

/// The working state of one interpretation.
struct Reader<'q> {
    tokens: &'q [Token],
    roles: Vec<Role>,
}

impl Reader<'_> {
    fn free(&self, index: usize) -> bool {
        self.roles.get(index) == Some(&Role::Free)
    }

    fn text(&self, index: usize) -> Option<&str> {
        self.tokens.get(index).map(|token| token.text.as_str())
    }

    /// Does `phrase` start at `start`, over free tokens only?
    fn matches(&self, start: usize, phrase: &[String]) -> bool {
        !phrase.is_empty()
            && phrase.iter().enumerate().all(|(offset, word)| {
                self.free(start + offset) && self.text(start + offset) == Some(word.as_str())
            })
    }

    /// The longest entry of `table` starting at `start`: (value, length);
    /// of several as long, the last in table order.
    fn longest<'e, T>(&self, start: usize, table: &'e PhraseTable<T>) -> Option<(&'e T, usize)> {
        table
            .starting_with(self.text(start)?)
            .filter(|(phrase, _)| self.matches(start, phrase))
            .max_by_key(|(phrase, _)| phrase.len())
            .map(|(phrase, value)| (value, phrase.len()))
    }

    fn longest_plain(&self, start: usize, entries: &[Phrase]) -> Option<usize> {
        entries
            .iter()
            .filter(|phrase| self.matches(start, phrase))
            .map(Vec::len)
            .max()
    }

    /// The longest entry of `entries` ending just before `end`: its length.
    fn longest_ending_at(&self, end: usize, entries: &[Phrase]) -> Option<usize> {
        entries
            .iter()
            .filter(|phrase| phrase.len() <= end && self.matches(end - phrase.len(), phrase))
            .map(Vec::len)
            .max()
    }

    fn mark(&mut self, start: usize, len: usize, role: Role) {
        for index in start..(start + len).min(self.roles.len()) {
            self.roles[index] = role;
        }
    }

    fn joined(&self, start: usize, len: usize) -> String {
        self.tokens[start..start + len]
            .iter()
            .map(|token| token.text.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn original(&self, start: usize, len: usize) -> String {
        self.tokens[start..start + len]
            .iter()
            .map(|token| token.original.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// Reads a query. `location` is the request's structured location, if any:
/// it decides whether "near me" can be honoured and which radius wins.
pub fn interpret(
    query: &str,
    location: Option<&Location>,
) -> Result<Interpretation, InterpretError> {
    if query.chars().count() > QUERY_MAX_CHARS {
        return Err(InterpretError::QueryTooLong {
            max: QUERY_MAX_CHARS,
        });
    }
    let point = location
        .map(|location| GeoPoint::new(location.lat, location.lng))
        .transpose()?;
    let explicit_radius = location.and_then(|location| location.radius_m);
    if let Some(radius) = explicit_radius
        && !(1..=RADIUS_M_MAX).contains(&radius)
    {
        return Err(InterpretError::InvalidRadius { max: RADIUS_M_MAX });
    }

    let tokens = tokenize(query);
    if tokens.iter().all(|token| token.kind == TokenKind::Dollar) {
        return Err(InterpretError::EmptyQuery);
    }
    let lexicon = &*LEXICON;
    let mut reader = Reader {
        tokens: &tokens,
        roles: vec![Role::Free; tokens.len()],
    };

    let near_me_phrase = read_near_me(&mut reader, lexicon);
    if let (Some(phrase), None) = (&near_me_phrase, point) {
        return Err(InterpretError::LocationRequired {
            phrase: phrase.clone(),
        });
    }
    let vague_distance = read_vague_distance(&mut reader, lexicon);
    let text_radius_m = read_radius(&mut reader, lexicon);
    let price = read_price(&mut reader, lexicon);
    let diet = read_diet(&mut reader, lexicon);
    let (place, neighborhood) = read_place(&mut reader, lexicon);
    let category = read_category(&mut reader, lexicon);
    let concepts = read_terms(&mut reader, lexicon);

    let (radius_m, radius_m_inferred, radius_m_text_ignored) =
        match (point, explicit_radius, text_radius_m) {
            (Some(_), Some(explicit), text) => (Some(explicit), false, text.is_some()),
            (Some(_), None, Some(text)) => (Some(text), true, false),
            (Some(_), None, None) => (Some(RADIUS_M_DEFAULT), false, false),
            (None, _, Some(text)) => (Some(text), true, false),
            (None, _, None) => (None, false, false),
        };

    let intent = if concepts.dish.is_some() {
        Intent::Dish
    } else if concepts.cuisine.is_some() {
        Intent::Cuisine
    } else {
        Intent::General
    };
    let name_tokens: Vec<(&Token, Role)> = tokens
        .iter()
        .zip(reader.roles.iter().copied())
        .filter(|(token, role)| {
            matches!(role, Role::Free | Role::Diet | Role::Term)
                && !vocab::is_stop_word(&token.text)
        })
        .collect();
    let name_is_generic = name_tokens.iter().all(|(_, role)| *role != Role::Free);
    let name_words = name_tokens
        .iter()
        .map(|(token, _)| token.text.clone())
        .collect();

    Ok(Interpretation {
        diet,
        cuisine: concepts.cuisine,
        dish: concepts.dish,
        category,
        intent,
        price,
        place,
        neighborhood,
        location: point,
        radius_m,
        radius_m_inferred,
        radius_m_text_ignored,
        text_radius_m,
        near_me: near_me_phrase.is_some(),
        vague_distance,
        terms: concepts.terms,
        name_words,
        name_is_generic,
    })
}

fn read_near_me(reader: &mut Reader<'_>, lexicon: &Lexicon) -> Option<String> {
    let mut found = None;
    for start in 0..reader.tokens.len() {
        if let Some(len) = reader.longest_plain(start, &lexicon.near_me) {
            found.get_or_insert_with(|| reader.joined(start, len));
            reader.mark(start, len, Role::NearMe);
        }
    }
    found
}

fn read_vague_distance(reader: &mut Reader<'_>, lexicon: &Lexicon) -> bool {
    let mut found = false;
    for start in 0..reader.tokens.len() {
        if let Some(len) = reader.longest_plain(start, &lexicon.vague) {
            found = true;
            reader.mark(start, len, Role::Distance);
        }
    }
    found
}

/// A count before a unit: a number, a number word, "a"/"an" (one) or
/// "half a" / "half" (a half). Returns (value, tokens used).
fn count_at(reader: &Reader<'_>, start: usize) -> Option<(f64, usize)> {
    if !reader.free(start) {
        return None;
    }
    let token = reader.tokens.get(start)?;
    if let TokenKind::Number(value) = token.kind {
        return Some((value, 1));
    }
    let text = token.text.as_str();
    if let Some((_, value)) = vocab::NUMBER_WORDS.iter().find(|(word, _)| *word == text) {
        return Some((*value, 1));
    }
    match text {
        "a" | "an" => Some((1.0, 1)),
        "half" if reader.free(start + 1) && reader.text(start + 1) == Some("a") => Some((0.5, 2)),
        "half" => Some((0.5, 1)),
        _ => None,
    }
}

fn read_radius(reader: &mut Reader<'_>, lexicon: &Lexicon) -> Option<u32> {
    let mut radii: Vec<u32> = Vec::new();
    for start in 0..reader.tokens.len() {
        let Some((value, count_len)) = count_at(reader, start) else {
            continue;
        };
        let unit_start = start + count_len;
        let Some((meters_per_unit, unit_len)) = reader.longest(unit_start, &lexicon.units) else {
            continue;
        };
        let is_word_count = !matches!(reader.tokens[start].kind, TokenKind::Number(_));
        // "a m" or "half m" are not distances; only spelled-out counts of
        // miles and kilometers are.
        if is_word_count && *meters_per_unit < 1000.0 {
            continue;
        }
        let mut first = start;
        if let Some(len) = reader.longest_ending_at(start, &lexicon.radius_leaders) {
            first = start - len;
        }
        let mut end = unit_start + unit_len;
        if let Some(len) = reader.longest_plain(end, &lexicon.radius_trailers) {
            end += len;
        }
        reader.mark(first, end - first, Role::Distance);
        let meters = value * meters_per_unit;
        if meters > 0.0 && meters.is_finite() {
            let clamped = meters.round().clamp(1.0, f64::from(RADIUS_M_MAX));
            // The clamp keeps the value inside u32.
            radii.push(clamped as u32);
        }
    }
    // Two stated radii: the smaller one is the conservative reading.
    radii.into_iter().min()
}

fn format_amount(amount: f64) -> String {
    if amount.fract() == 0.0 {
        format!("{amount:.0}")
    } else {
        format!("{amount:.2}")
    }
}

/// Price level ceiling of a per-head amount in dollars.
fn level_for_amount(amount: f64) -> u8 {
    match amount {
        a if a <= 10.0 => 1,
        a if a <= 30.0 => 2,
        a if a <= 60.0 => 3,
        _ => 4,
    }
}

fn read_price(reader: &mut Reader<'_>, lexicon: &Lexicon) -> Option<PriceConstraint> {
    let mut found: Option<PriceConstraint> = None;
    let count = reader.tokens.len();
    let mut start = 0;
    while start < count {
        if !reader.free(start) {
            start += 1;
            continue;
        }
        // "$15", "15 dollars", with an optional ceiling word before it.
        let dollar_first = reader.tokens[start].kind == TokenKind::Dollar;
        let number_at = if dollar_first { start + 1 } else { start };
        if let Some(TokenKind::Number(amount)) = reader.tokens.get(number_at).map(|t| t.kind)
            && reader.free(number_at)
        {
            let currency_after = reader
                .text(number_at + 1)
                .is_some_and(|word| vocab::CURRENCY_WORDS.contains(&word));
            if dollar_first || currency_after {
                let mut first = start;
                if let Some(len) = reader.longest_ending_at(start, &lexicon.price_leaders) {
                    first = start - len;
                }
                let mut end = number_at + 1 + usize::from(currency_after);
                for tail in [
                    &["or", "less"][..],
                    &["and", "under"],
                    &["or", "under"],
                    &["max"],
                ] {
                    let tail: Vec<String> = tail.iter().map(|w| (*w).to_owned()).collect();
                    if reader.matches(end, &tail) {
                        end += tail.len();
                        break;
                    }
                }
                reader.mark(first, end - first, Role::Price);
                if amount > 0.0 {
                    found.get_or_insert(PriceConstraint {
                        label: format!("under ${}", format_amount(amount)),
                        min_level: None,
                        max_level: Some(level_for_amount(amount)),
                    });
                }
                start = end;
                continue;
            }
        }
        // "$$": a run of dollar signs is a price level.
        if dollar_first {
            let run = reader.tokens[start..]
                .iter()
                .take_while(|token| token.kind == TokenKind::Dollar)
                .count();
            reader.mark(start, run, Role::Price);
            if run <= 4 {
                // run is 1..=4 here.
                let level = run as u8;
                found.get_or_insert(PriceConstraint {
                    label: "$".repeat(run),
                    min_level: Some(level),
                    max_level: Some(level),
                });
            }
            start += run;
            continue;
        }
        if let Some((index, len)) = reader.longest(start, &lexicon.price_words) {
            let (_, label, min_level, max_level) = vocab::PRICE_WORDS[*index];
            reader.mark(start, len, Role::Price);
            found.get_or_insert(PriceConstraint {
                label: label.to_owned(),
                min_level,
                max_level,
            });
            start += len;
            continue;
        }
        start += 1;
    }
    found
}

fn read_diet(reader: &mut Reader<'_>, lexicon: &Lexicon) -> Option<Diet> {
    let mut found = None;
    for start in 0..reader.tokens.len() {
        let Some((diet, len)) = reader.longest(start, &lexicon.diets) else {
            continue;
        };
        let diet = *diet;
        let negated = start > 0
            && reader.free(start - 1)
            && reader
                .text(start - 1)
                .is_some_and(|word| vocab::DIET_NEGATIONS.contains(&word));
        if negated {
            reader.mark(start - 1, len + 1, Role::DietModifier);
            continue;
        }
        reader.mark(start, len, Role::Diet);
        if let Some(trailer) = reader.longest_plain(start + len, &lexicon.diet_trailers) {
            reader.mark(start + len, trailer, Role::DietModifier);
        }
        found.get_or_insert(diet);
    }
    found
}

/// A neighborhood at `start`: a listed one or "<word> district". Returns
/// (name, tokens used).
fn neighborhood_at(
    reader: &Reader<'_>,
    lexicon: &Lexicon,
    start: usize,
) -> Option<(String, usize)> {
    if let Some(len) = reader.longest_plain(start, &lexicon.neighborhoods) {
        return Some((reader.joined(start, len), len));
    }
    let word = reader.tokens.get(start)?;
    let next = reader.text(start + 1)?;
    let is_named_area = word.kind == TokenKind::Word
        && reader.free(start)
        && reader.free(start + 1)
        && !vocab::is_stop_word(&word.text)
        && vocab::NEIGHBORHOOD_SUFFIXES.contains(&next);
    is_named_area.then(|| (reader.joined(start, 2), 2))
}

/// A two-letter state code right after a city: only when written in capitals
/// ("Portland OR") or at the very end ("portland or"), so the conjunction
/// "or" between two words stays a word.
fn state_code_at(reader: &Reader<'_>, index: usize) -> Option<&'static str> {
    let token = reader.tokens.get(index)?;
    if !reader.free(index) || token.text.len() != 2 {
        return None;
    }
    let written_as_code = token.original.chars().all(|c| c.is_ascii_uppercase());
    let at_end = index + 1 == reader.tokens.len();
    if !(written_as_code || at_end) {
        return None;
    }
    vocab::STATES
        .iter()
        .find(|(code, _)| code.eq_ignore_ascii_case(&token.text))
        .map(|(code, _)| *code)
}

fn read_place(reader: &mut Reader<'_>, lexicon: &Lexicon) -> (Option<PlaceFilter>, Option<String>) {
    let mut place: Option<PlaceFilter> = None;
    let mut neighborhood: Option<String> = None;
    let mut start = 0;
    while start < reader.tokens.len() && place.is_none() {
        let mut cursor = start;
        let preposition = reader.longest_plain(cursor, &lexicon.prepositions);
        if let Some(len) = preposition {
            cursor += len;
        }
        if reader.free(cursor) && reader.text(cursor) == Some("the") {
            cursor += 1;
        }
        let area = neighborhood_at(reader, lexicon, cursor);
        if let Some((_, len)) = &area {
            cursor += len;
        }
        let city = reader
            .longest(cursor, &lexicon.cities)
            .filter(|(index, _)| preposition.is_some() || !vocab::CITIES[**index].ambiguous)
            .map(|(index, len)| (*index, len));
        let mut filter: Option<PlaceFilter> = None;
        if let Some((index, len)) = city {
            let city = &vocab::CITIES[index];
            cursor += len;
            let mut state = None;
            if let Some((code, len)) = reader.longest(cursor, &lexicon.state_names) {
                state = Some((*code).to_owned());
                cursor += len;
            } else if let Some(code) = state_code_at(reader, cursor) {
                state = Some(code.to_owned());
                cursor += 1;
            }
            filter = Some(PlaceFilter {
                city: Some(city.name.to_owned()),
                city_key: Some(place_key(city.name)),
                state,
            });
        } else if let Some((code, len)) = reader.longest(cursor, &lexicon.state_names) {
            cursor += len;
            filter = Some(PlaceFilter {
                city: None,
                city_key: None,
                state: Some((*code).to_owned()),
            });
        } else if reader.text(start) == Some("in") && preposition == Some(1) && area.is_none() {
            // An unknown place name: capitalised words right after "in".
            let run = reader.tokens[cursor..]
                .iter()
                .enumerate()
                .take_while(|(offset, token)| {
                    token.kind == TokenKind::Word
                        && token.capitalized
                        && reader.free(cursor + offset)
                        && !vocab::is_stop_word(&token.text)
                        && reader.longest(cursor + offset, &lexicon.cuisines).is_none()
                        && reader.longest(cursor + offset, &lexicon.dishes).is_none()
                })
                .take(3)
                .count();
            if run > 0 {
                let name = reader.original(cursor, run);
                cursor += run;
                let state = state_code_at(reader, cursor).map(str::to_owned);
                if state.is_some() {
                    cursor += 1;
                }
                filter = Some(PlaceFilter {
                    city_key: Some(place_key(&name)),
                    city: Some(name),
                    state,
                });
            }
        }
        if filter.is_some() || area.is_some() {
            if let Some((name, _)) = area {
                neighborhood.get_or_insert(name);
            }
            reader.mark(start, cursor - start, Role::Place);
            place = filter;
            start = cursor.max(start + 1);
        } else {
            start += 1;
        }
    }
    (place, neighborhood)
}

fn read_category(reader: &mut Reader<'_>, lexicon: &Lexicon) -> Option<String> {
    let mut found: Option<&'static str> = None;
    for start in 0..reader.tokens.len() {
        if let Some((label, len)) = reader.longest(start, &lexicon.categories) {
            found.get_or_insert(*label);
            if *label == "restaurant" {
                reader.mark(start, len, Role::Generic);
            }
        }
    }
    found.map(str::to_owned)
}

struct Concepts {
    terms: Vec<SearchTerm>,
    cuisine: Option<String>,
    dish: Option<String>,
}

fn push_unique(list: &mut Vec<String>, value: &str, exclude: &str) {
    if value != exclude && !list.iter().any(|existing| existing == value) {
        list.push(value.to_owned());
    }
}

/// A vocabulary word within one edit of a long unknown word ("vietnamse").
fn corrected(word: &str, lexicon: &Lexicon) -> Option<String> {
    let length = word.chars().count();
    if length < 7 {
        return None;
    }
    let letters = letter_set(word);
    lexicon
        .correctable
        .iter()
        .zip(&lexicon.correctable_shapes)
        // One edit changes the length by one at most and the letters by
        // two: these checks spare a long query of unknown words a distance
        // computation against nearly every vocabulary word. For words one
        // edit apart the restricted (optimal string alignment) distance
        // equals the Damerau-Levenshtein one.
        .filter(|(_, (known_length, known_letters))| {
            known_length.abs_diff(length) <= 1 && (known_letters ^ letters).count_ones() <= 2
        })
        .map(|(known, _)| known)
        .filter(|known| strsim::osa_distance(word, known) == 1)
        .min()
        .cloned()
}

fn read_terms(reader: &mut Reader<'_>, lexicon: &Lexicon) -> Concepts {
    let mut concepts = Concepts {
        terms: Vec::new(),
        cuisine: None,
        dish: None,
    };
    let mut start = 0;
    while start < reader.tokens.len() {
        if !reader.free(start) {
            start += 1;
            continue;
        }
        let dish = reader.longest(start, &lexicon.dishes);
        let cuisine = reader.longest(start, &lexicon.cuisines);
        let synonym = reader.longest(start, &lexicon.synonyms);
        let category = reader.longest(start, &lexicon.categories);
        let len = [
            dish.map(|(_, len)| len),
            cuisine.map(|(_, len)| len),
            synonym.map(|(_, len)| len),
            category.map(|(_, len)| len),
        ]
        .into_iter()
        .flatten()
        .max();
        let Some(len) = len else {
            let word = reader.tokens[start].text.clone();
            if !vocab::is_stop_word(&word) && reader.tokens[start].kind != TokenKind::Dollar {
                match corrected(&word, lexicon) {
                    Some(fixed) => {
                        // Re-read the corrected word as if the query had it.
                        let mut alternatives = Vec::new();
                        apply_known_word(&fixed, lexicon, &mut concepts, &mut alternatives);
                        concepts.terms.push(SearchTerm {
                            text: fixed,
                            alternatives,
                        });
                    }
                    None => concepts.terms.push(SearchTerm {
                        text: word,
                        alternatives: Vec::new(),
                    }),
                }
            }
            start += 1;
            continue;
        };
        let text = reader.joined(start, len);
        let mut alternatives = Vec::new();
        if let Some((index, dish_len)) = dish
            && dish_len == len
        {
            let (dish_name, cuisine_label) = vocab::DISHES[*index];
            concepts.dish.get_or_insert_with(|| dish_name.to_owned());
            concepts
                .cuisine
                .get_or_insert_with(|| cuisine_label.to_owned());
            push_unique(&mut alternatives, cuisine_label, &text);
        }
        if let Some((index, cuisine_len)) = cuisine
            && cuisine_len == len
        {
            let cuisine = vocab::CUISINES[*index];
            concepts
                .cuisine
                .get_or_insert_with(|| cuisine.label.to_owned());
            push_unique(&mut alternatives, cuisine.label, &text);
            for synonym in cuisine.synonyms {
                push_unique(&mut alternatives, synonym, &text);
            }
        }
        if let Some((index, synonym_len)) = synonym
            && synonym_len == len
        {
            for member in vocab::SYNONYM_GROUPS[*index] {
                push_unique(&mut alternatives, member, &text);
            }
        }
        reader.mark(start, len, Role::Term);
        concepts.terms.push(SearchTerm { text, alternatives });
        start += len;
    }
    concepts
}

/// Sets dish/cuisine from a corrected single word and gathers its alternatives.
fn apply_known_word(
    word: &str,
    lexicon: &Lexicon,
    concepts: &mut Concepts,
    alternatives: &mut Vec<String>,
) {
    let phrase = vec![word.to_owned()];
    if let Some(index) = lexicon.dishes.find(&phrase) {
        let (dish_name, cuisine_label) = vocab::DISHES[*index];
        concepts.dish.get_or_insert_with(|| dish_name.to_owned());
        concepts
            .cuisine
            .get_or_insert_with(|| cuisine_label.to_owned());
        push_unique(alternatives, cuisine_label, word);
    }
    if let Some(index) = lexicon.cuisines.find(&phrase) {
        let cuisine = vocab::CUISINES[*index];
        concepts
            .cuisine
            .get_or_insert_with(|| cuisine.label.to_owned());
        push_unique(alternatives, cuisine.label, word);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `Reader::longest` did before tables were indexed: every entry
    /// tried, the last longest kept.
    fn longest_by_scan<'e, T>(
        reader: &Reader<'_>,
        start: usize,
        table: &'e PhraseTable<T>,
    ) -> Option<(&'e T, usize)> {
        table
            .entries
            .iter()
            .filter(|(phrase, _)| reader.matches(start, phrase))
            .max_by_key(|(phrase, _)| phrase.len())
            .map(|(phrase, value)| (value, phrase.len()))
    }

    /// Every one-edit variant of every correctable word (a letter dropped,
    /// doubled, changed or swapped with its neighbour) is corrected to what a
    /// full Damerau-Levenshtein scan of the vocabulary picks.
    #[test]
    fn correction_agrees_with_a_full_distance_scan() {
        let lexicon = &*LEXICON;
        let by_full_scan = |word: &str| {
            if word.chars().count() < 7 {
                return None;
            }
            lexicon
                .correctable
                .iter()
                .filter(|known| strsim::damerau_levenshtein(word, known) == 1)
                .min()
                .cloned()
        };
        let mut checked = 0;
        for known in &lexicon.correctable {
            let letters: Vec<char> = known.chars().collect();
            let mut variants = Vec::new();
            for at in 0..letters.len() {
                let mut dropped = letters.clone();
                dropped.remove(at);
                variants.push(dropped);
                let mut doubled = letters.clone();
                doubled.insert(at, letters[at]);
                variants.push(doubled);
                let mut changed = letters.clone();
                changed[at] = if letters[at] == 'x' { 'q' } else { 'x' };
                variants.push(changed);
                if at + 1 < letters.len() {
                    let mut swapped = letters.clone();
                    swapped.swap(at, at + 1);
                    variants.push(swapped);
                }
            }
            for variant in variants {
                let variant: String = variant.into_iter().collect();
                if lexicon.correctable.contains(&variant) {
                    continue;
                }
                assert_eq!(
                    corrected(&variant, lexicon),
                    by_full_scan(&variant),
                    "{variant}"
                );
                checked += 1;
            }
        }
        assert!(checked > 1000, "only {checked} variants checked");
    }

    /// Every phrase of `table`, inside a query with words around it, with
    /// one token taken at each position in turn: the index finds what the
    /// scan finds, at every start, down to the same entry.
    fn assert_same_as_scan<T>(name: &str, table: &PhraseTable<T>) {
        assert!(!table.entries.is_empty(), "{name} has entries");
        let mut found = 0;
        for (phrase, _) in &table.entries {
            let query = format!("best {} in portland 2 miles", phrase.join(" "));
            let tokens = tokenize(&query);
            for taken in 0..=tokens.len() {
                let mut roles = vec![Role::Free; tokens.len()];
                if let Some(role) = roles.get_mut(taken) {
                    *role = Role::Place;
                }
                let reader = Reader {
                    tokens: &tokens,
                    roles,
                };
                for start in 0..=tokens.len() {
                    let indexed = reader.longest(start, table);
                    let scanned = longest_by_scan(&reader, start, table);
                    assert_eq!(
                        indexed.map(|(value, len)| (value as *const T, len)),
                        scanned.map(|(value, len)| (value as *const T, len)),
                        "{name}: {query:?} from token {start}, token {taken} taken"
                    );
                    found += usize::from(indexed.is_some());
                }
            }
        }
        assert!(found >= table.entries.len(), "{name}: phrases were found");
    }

    #[test]
    fn indexed_tables_find_what_a_full_scan_finds() {
        let lexicon = &*LEXICON;
        assert_same_as_scan("diets", &lexicon.diets);
        assert_same_as_scan("cuisines", &lexicon.cuisines);
        assert_same_as_scan("dishes", &lexicon.dishes);
        assert_same_as_scan("synonyms", &lexicon.synonyms);
        assert_same_as_scan("categories", &lexicon.categories);
        assert_same_as_scan("units", &lexicon.units);
        assert_same_as_scan("price_words", &lexicon.price_words);
        assert_same_as_scan("cities", &lexicon.cities);
        assert_same_as_scan("state_names", &lexicon.state_names);
    }

    #[test]
    fn find_matches_whole_phrases_only() {
        let lexicon = &*LEXICON;
        let word = |w: &str| vec![w.to_owned()];
        let pho = lexicon.dishes.find(&word("pho")).expect("pho is a dish");
        assert_eq!(vocab::DISHES[*pho].1, "vietnamese");
        assert!(lexicon.cuisines.find(&word("thai")).is_some());
        assert!(lexicon.cuisines.find(&word("tha")).is_none());
        assert!(lexicon.cuisines.find(&[]).is_none());
        let two = vec!["thai".to_owned(), "food".to_owned()];
        assert!(lexicon.cuisines.find(&two).is_none());
    }
}
