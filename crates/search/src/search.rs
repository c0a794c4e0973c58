//! Retrieval and ranking: turns an [`Interpretation`] into a tantivy query
//! (text concepts with synonyms, diet tags, grid cells or address filters),
//! collects every matching restaurant inside the radius, and ranks them by
//! a weighted sum of text relevance, diet match, quality (the vegan score)
//! and proximity, ties broken by place id.

use std::collections::HashMap;

use dietfit_contract::{Diet, Intent, QueryInterpretation};
use tantivy::collector::{Collector, SegmentCollector};
use tantivy::columnar::Column;
use tantivy::query::{
    AllQuery, BooleanQuery, BoostQuery, ConstScoreQuery, FuzzyTermQuery, Occur, Query, TermQuery,
};
use tantivy::schema::{Field, IndexRecordOption, Value};
use tantivy::tokenizer::TokenStream;
use tantivy::{
    DocAddress, DocId, Score, Searcher, SegmentOrdinal, SegmentReader, TantivyDocument, Term,
};
use uuid::Uuid;

use crate::document::{DietSignals, TagLevel};
use crate::generation_cache::GenerationCache;
use crate::geo::{Circle, covering_cells};
use crate::index::{FULLY_VEGAN_TAG, IndexError, SearchIndex, VEGAN_FRIENDLY_TAG, names};
use crate::interpret::{Interpretation, PriceConstraint, SearchTerm};
use crate::optional_scores::OptionalScores;
use crate::shared_weight::shared_queries;
use crate::text::words;
use crate::vocab;

/// How to run one search besides what the query says.
#[derive(Debug, Clone, Copy)]
pub struct SearchOptions {
    /// Hits to return (the total is counted regardless).
    pub limit: usize,
    /// The diet of the caller's profile; used when the query names none.
    pub profile_diet: Option<Diet>,
}

impl SearchOptions {
    pub fn with_limit(limit: usize) -> SearchOptions {
        SearchOptions {
            limit,
            profile_diet: None,
        }
    }
}

/// The parts of a hit's score, each 0..1, before weighting.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct ScoreComponents {
    /// BM25 relative to the best match of this query.
    pub text: f64,
    /// Structured diet facts against the query's (or profile's) diet.
    pub diet: f64,
    /// The vegan score over 100 (for diets it describes, else 0).
    pub quality: f64,
    /// 1 at the center, 0 at the radius edge; 0 without a location.
    pub proximity: f64,
    /// 1 when the restaurant's name is what the query names.
    pub name: f64,
}

/// One ranked restaurant.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchHit {
    pub place_id: Uuid,
    pub score: f64,
    pub components: ScoreComponents,
    /// Meters from the caller's location, when one was given.
    pub distance_m: Option<f64>,
}

/// The restaurant a query named, when it names one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedMatch {
    pub place_id: Uuid,
    pub name: String,
}

/// The result of a search.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchOutcome {
    pub hits: Vec<SearchHit>,
    /// Every restaurant that matched, inside the radius and price.
    pub total_results: u64,
    pub named: Option<NamedMatch>,
}

impl SearchOutcome {
    /// Completes the contract's interpretation with what only the index
    /// knows: a query naming a known restaurant has intent `named`.
    pub fn refine(&self, interpretation: &mut QueryInterpretation) {
        if let Some(named) = &self.named {
            interpretation.intent_inferred = Some(Intent::Named);
            interpretation.target_inferred = Some(named.name.clone());
        }
    }
}

/// Weights of the score components; each set sums to 1.
#[derive(Debug, Clone, Copy)]
struct Weights {
    text: f64,
    diet: f64,
    quality: f64,
    proximity: f64,
    name: f64,
    /// Quality scales with text relevance instead of adding to it, so a
    /// well-scored place that barely matches the words never outranks one
    /// that is what the query asks for.
    quality_follows_text: bool,
}

impl Weights {
    /// A named restaurant comes first; a stated diet dominates the rest
    /// (0.55 x the gap between a vegan=only and a vegetarian=yes place
    /// exceeds every other weight combined); otherwise text leads.
    fn for_query(has_diet: bool, named: bool) -> Weights {
        match (named, has_diet) {
            (true, _) => Weights {
                name: 0.45,
                text: 0.25,
                diet: 0.15,
                quality: 0.05,
                proximity: 0.10,
                quality_follows_text: false,
            },
            (false, true) => Weights {
                name: 0.0,
                text: 0.25,
                diet: 0.55,
                quality: 0.10,
                proximity: 0.10,
                quality_follows_text: false,
            },
            (false, false) => Weights {
                name: 0.0,
                text: 0.55,
                diet: 0.0,
                quality: 0.25,
                proximity: 0.20,
                quality_follows_text: true,
            },
        }
    }

    /// The weighted sum; `has_text` says whether the query had words to
    /// match (without any, every candidate is fully relevant).
    fn combine(&self, c: &ScoreComponents, has_text: bool) -> f64 {
        let quality = if self.quality_follows_text {
            let relevance = if has_text { c.text } else { 1.0 };
            self.quality * c.quality * relevance
        } else {
            self.quality * c.quality
        };
        self.text * c.text
            + self.diet * c.diet
            + quality
            + self.proximity * c.proximity
            + self.name * c.name
    }
}

/// Field weights of the main words of a concept; alternatives (synonyms,
/// a dish's cuisine) are searched in the first four at 0.6 of these.
/// Picks one field out of the schema's fields.
type FieldOf = fn(&crate::index::Fields) -> Field;

const TEXT_FIELD_BOOSTS: [(FieldOf, f32); 6] = [
    (|f| f.name, 3.0),
    (|f| f.cuisine, 2.0),
    (|f| f.menu, 1.2),
    (|f| f.category, 1.0),
    (|f| f.menu_description, 0.5),
    (|f| f.address, 0.4),
];
const ALTERNATIVE_WEIGHT: f32 = 0.6;
const ALTERNATIVE_FIELDS: usize = 4;
/// Diet words are searched in name, cuisine and menu only.
const DIET_TEXT_FIELDS: usize = 3;
/// Typo tolerance on names: one edit, for words of at least this length.
const FUZZY_MIN_CHARS: usize = 5;
const FUZZY_BOOST: f32 = 0.5;
/// How many best text matches are checked for a named restaurant.
const NAMED_CANDIDATES: usize = 5;
/// The least text relevance of a restaurant of the cuisine a query asks
/// for: a thai restaurant whose name and menu say little still answers
/// "thai" better than a diner with one pad thai.
const KIND_MATCH_TEXT: f64 = 0.6;

/// One restaurant that passed every filter, before ranking.
#[derive(Debug, Clone, Copy)]
struct Candidate {
    place_id: u128,
    bm25: f32,
    diet: f32,
    vegan_score: Option<f32>,
    distance_m: Option<f64>,
    address: DocAddress,
    /// The name is what the query names.
    named: bool,
    /// The place is of the cuisine the query asks for.
    kind_match: bool,
}

struct CandidateCollector {
    circle: Option<Circle>,
    price: Option<PriceConstraint>,
    diet: Option<Diet>,
    /// The asked cuisine's position in the vocabulary (cuisine queries only).
    kind: Option<u64>,
    /// Drop candidates that cannot score above this (the diet browse).
    cutoff: Option<Cutoff>,
}

/// A score a candidate must be able to beat to be kept: its best possible
/// score (its own text and diet, full quality) is computed as [`Ranking`]
/// computes real scores, so a dropped candidate never belonged.
#[derive(Debug, Clone, Copy)]
struct Cutoff {
    weights: Weights,
    max_bm25: f32,
    score: f64,
}

impl Cutoff {
    fn can_beat(&self, bm25: f32, diet: f32) -> bool {
        let best = ScoreComponents {
            text: relative_text(bm25, self.max_bm25),
            diet: f64::from(diet),
            quality: 1.0,
            proximity: 0.0,
            name: 0.0,
        };
        self.weights.combine(&best, self.max_bm25 > 0.0) > self.score
    }
}

/// BM25 relative to the query's best, 0 when nothing matched text.
fn relative_text(bm25: f32, max_bm25: f32) -> f64 {
    if max_bm25 > 0.0 {
        f64::from(bm25 / max_bm25)
    } else {
        0.0
    }
}

struct SegmentCandidates {
    segment: SegmentOrdinal,
    pid_hi: Column<u64>,
    pid_lo: Column<u64>,
    lat: Option<Column<f64>>,
    lng: Option<Column<f64>>,
    vegan_score: Option<Column<f64>>,
    diet_signals: Option<Column<u64>>,
    price_level: Option<Column<u64>>,
    cuisine_kind: Option<Column<u64>>,
    circle: Option<Circle>,
    price: Option<PriceConstraint>,
    diet: Option<Diet>,
    kind: Option<u64>,
    cutoff: Option<Cutoff>,
    found: Vec<Candidate>,
}

impl Collector for CandidateCollector {
    type Fruit = Vec<Candidate>;
    type Child = SegmentCandidates;

    fn for_segment(
        &self,
        segment: SegmentOrdinal,
        reader: &SegmentReader,
    ) -> tantivy::Result<SegmentCandidates> {
        let fast = reader.fast_fields();
        Ok(SegmentCandidates {
            segment,
            pid_hi: fast.u64(names::PID_HI)?,
            pid_lo: fast.u64(names::PID_LO)?,
            lat: fast.column_opt(names::LAT)?,
            lng: fast.column_opt(names::LNG)?,
            vegan_score: fast.column_opt(names::VEGAN_SCORE)?,
            diet_signals: fast.column_opt(names::DIET_SIGNALS)?,
            price_level: fast.column_opt(names::PRICE_LEVEL)?,
            cuisine_kind: match self.kind {
                Some(_) => fast.column_opt(names::CUISINE_KIND)?,
                None => None,
            },
            circle: self.circle,
            price: self.price.clone(),
            diet: self.diet,
            kind: self.kind,
            cutoff: self.cutoff,
            found: Vec::new(),
        })
    }

    fn requires_scoring(&self) -> bool {
        true
    }

    fn merge_fruits(&self, fruits: Vec<Vec<Candidate>>) -> tantivy::Result<Vec<Candidate>> {
        Ok(fruits.into_iter().flatten().collect())
    }
}

impl SegmentCollector for SegmentCandidates {
    type Fruit = Vec<Candidate>;

    fn collect(&mut self, doc: DocId, score: Score) {
        let distance_m = match &self.circle {
            Some(circle) => {
                let lat = self.lat.as_ref().and_then(|column| column.first(doc));
                let lng = self.lng.as_ref().and_then(|column| column.first(doc));
                // With a location, a place without coordinates is never a result.
                let (Some(lat), Some(lng)) = (lat, lng) else {
                    return;
                };
                let Some(distance) = circle.distance_within(lat, lng) else {
                    return;
                };
                Some(distance)
            }
            None => None,
        };
        if !price_admits(self.price.as_ref(), self.price_level.as_ref(), doc) {
            return;
        }
        let diet = match self.diet {
            Some(diet) => {
                let bits = self
                    .diet_signals
                    .as_ref()
                    .and_then(|column| column.first(doc))
                    .unwrap_or(0);
                DietSignals(bits).match_strength(diet) as f32
            }
            None => 0.0,
        };
        if let Some(cutoff) = &self.cutoff
            && !cutoff.can_beat(score, diet)
        {
            return;
        }
        let kind_match = match (self.kind, &self.cuisine_kind) {
            (Some(kind), Some(column)) => column.values_for_doc(doc).any(|value| value == kind),
            _ => false,
        };
        let hi = self.pid_hi.first(doc).unwrap_or(0);
        let lo = self.pid_lo.first(doc).unwrap_or(0);
        self.found.push(Candidate {
            place_id: (u128::from(hi) << 64) | u128::from(lo),
            bm25: score,
            diet,
            vegan_score: self
                .vegan_score
                .as_ref()
                .and_then(|column| column.first(doc))
                .map(|score| score as f32),
            distance_m,
            address: DocAddress::new(self.segment, doc),
            named: false,
            kind_match,
        });
    }

    fn harvest(self) -> Vec<Candidate> {
        self.found
    }
}

/// How candidates become ranked hits: shared by the exhaustive path and
/// the diet browse, so both give bit-for-bit the same scores.
struct Ranking {
    weights: Weights,
    /// The best BM25 among all candidates of the query (normalises `text`).
    max_bm25: f32,
    diet: Option<Diet>,
    circle: Option<Circle>,
}

/// A scored candidate: (score, place id, components, distance).
type Scored = (f64, u128, ScoreComponents, Option<f64>);

impl Ranking {
    fn components(&self, candidate: &Candidate) -> ScoreComponents {
        let uses_vegan_score =
            matches!(self.diet, None | Some(Diet::StrictVegan | Diet::Vegetarian));
        let quality = if uses_vegan_score {
            f64::from(candidate.vegan_score.unwrap_or(0.0))
        } else {
            0.0
        };
        let bm25 = relative_text(candidate.bm25, self.max_bm25);
        ScoreComponents {
            text: if candidate.kind_match {
                bm25.max(KIND_MATCH_TEXT)
            } else {
                bm25
            },
            diet: f64::from(candidate.diet),
            quality: if quality.is_finite() {
                (quality / 100.0).clamp(0.0, 1.0)
            } else {
                0.0
            },
            proximity: match (candidate.distance_m, &self.circle) {
                (Some(distance), Some(circle)) if circle.radius_m() > 0.0 => {
                    (1.0 - distance / circle.radius_m()).clamp(0.0, 1.0)
                }
                _ => 0.0,
            },
            name: if candidate.named { 1.0 } else { 0.0 },
        }
    }

    /// The best `limit` candidates, best first; ties by place id.
    fn top(&self, candidates: &[Candidate], limit: usize) -> Vec<SearchHit> {
        let has_text = self.max_bm25 > 0.0;
        let mut scored: Vec<Scored> = candidates
            .iter()
            .map(|candidate| {
                let components = self.components(candidate);
                (
                    self.weights.combine(&components, has_text),
                    candidate.place_id,
                    components,
                    candidate.distance_m,
                )
            })
            .collect();
        let order = |a: &Scored, b: &Scored| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1));
        let limit = limit.min(scored.len());
        if limit > 0 && limit < scored.len() {
            scored.select_nth_unstable_by(limit - 1, order);
        }
        scored.truncate(limit);
        scored.sort_by(order);
        scored
            .into_iter()
            .map(|(score, place_id, components, distance_m)| SearchHit {
                place_id: Uuid::from_u128(place_id),
                score,
                components,
                distance_m,
            })
            .collect()
    }

    /// The best score a candidate outside the strongest diet tier can
    /// reach: full text and quality, diet at most [`REST_DIET_STRENGTH`],
    /// no proximity (the browse has no location). Computed with the same
    /// arithmetic as a real score, which is monotone, so it is exact.
    fn rest_bound(&self) -> f64 {
        let best = ScoreComponents {
            text: 1.0,
            diet: f64::from(REST_DIET_STRENGTH as f32),
            quality: 1.0,
            proximity: 0.0,
            name: 0.0,
        };
        self.weights.combine(&best, self.max_bm25 > 0.0)
    }
}

/// The strongest diet match of a place without an `only` tag for the diet
/// (or a diet that serves it) and without `fully_vegan`: a `yes` tag.
const REST_DIET_STRENGTH: f64 = 0.7;

/// What a diet browse's statistics depend on besides the index state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct BrowseKey {
    diet: Diet,
    min_price: Option<u8>,
    max_price: Option<u8>,
}

/// Corpus statistics of one diet browse.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct BrowseStats {
    total: u64,
    max_bm25: f32,
}

/// Cached [`BrowseStats`] of one committed index state.
pub(crate) type BrowseCache = GenerationCache<BrowseKey, BrowseStats>;

/// Counts the matches of a query inside a price constraint and keeps their
/// best BM25, without reading anything else.
struct StatsCollector {
    price: Option<PriceConstraint>,
}

struct SegmentStats {
    price_level: Option<Column<u64>>,
    price: Option<PriceConstraint>,
    stats: BrowseStats,
}

impl Collector for StatsCollector {
    type Fruit = BrowseStats;
    type Child = SegmentStats;

    fn for_segment(
        &self,
        _segment: SegmentOrdinal,
        reader: &SegmentReader,
    ) -> tantivy::Result<SegmentStats> {
        Ok(SegmentStats {
            price_level: match self.price {
                Some(_) => reader.fast_fields().column_opt(names::PRICE_LEVEL)?,
                None => None,
            },
            price: self.price.clone(),
            stats: BrowseStats::default(),
        })
    }

    fn requires_scoring(&self) -> bool {
        true
    }

    fn merge_fruits(&self, fruits: Vec<BrowseStats>) -> tantivy::Result<BrowseStats> {
        Ok(fruits
            .into_iter()
            .fold(BrowseStats::default(), |all, one| BrowseStats {
                total: all.total + one.total,
                max_bm25: all.max_bm25.max(one.max_bm25),
            }))
    }
}

/// Whether a document passes the query's price constraint (always, when
/// the query has none).
fn price_admits(price: Option<&PriceConstraint>, column: Option<&Column<u64>>, doc: DocId) -> bool {
    price.is_none_or(|price| {
        let level = column
            .and_then(|column| column.first(doc))
            .and_then(|level| u8::try_from(level).ok());
        price.admits(level)
    })
}

impl SegmentCollector for SegmentStats {
    type Fruit = BrowseStats;

    fn collect(&mut self, doc: DocId, score: Score) {
        if !price_admits(self.price.as_ref(), self.price_level.as_ref(), doc) {
            return;
        }
        self.stats.total += 1;
        self.stats.max_bm25 = self.stats.max_bm25.max(score);
    }

    fn harvest(self) -> BrowseStats {
        self.stats
    }
}

/// Documents with any of a few terms (grid cells, diet tags), unscored
/// where it is used. Not tantivy's `TermSetQuery`: that builds an FST of
/// its terms for every weight it makes (allocating a 10,000-entry node
/// registry each time), which was a quarter of a located search's CPU; a
/// union of a handful of term postings costs next to nothing.
fn any_term(terms: impl IntoIterator<Item = Term>) -> Box<dyn Query> {
    let mut clauses: Vec<(Occur, Box<dyn Query>)> = terms
        .into_iter()
        .map(|term| {
            (
                Occur::Should,
                Box::new(TermQuery::new(term, IndexRecordOption::Basic)) as Box<dyn Query>,
            )
        })
        .collect();
    match clauses.len() {
        1 => clauses.remove(0).1,
        _ => Box::new(BooleanQuery::new(clauses)),
    }
}

/// Diet tag terms that admit a restaurant to a diet-only query.
fn diet_gate_tags(diet: Diet) -> Vec<String> {
    let levels = [TagLevel::Only, TagLevel::Yes, TagLevel::Limited];
    let mut diets = vec![diet];
    match diet {
        Diet::StrictVegan => diets.push(Diet::Vegetarian),
        Diet::Vegetarian => diets.push(Diet::StrictVegan),
        Diet::Pescatarian => diets.extend([Diet::Vegetarian, Diet::StrictVegan]),
        _ => {}
    }
    let mut tags: Vec<String> = diets
        .iter()
        .flat_map(|diet| {
            levels.iter().map(move |level| {
                crate::document::DietTag {
                    diet: *diet,
                    level: *level,
                }
                .term()
            })
        })
        .collect();
    if matches!(
        diet,
        Diet::StrictVegan | Diet::Vegetarian | Diet::Pescatarian
    ) {
        tags.push(FULLY_VEGAN_TAG.to_owned());
        tags.push(VEGAN_FRIENDLY_TAG.to_owned());
    }
    tags
}

impl SearchIndex {
    fn analyze(&self, text: &str) -> Vec<String> {
        let mut analyzer = self.analyzer.clone();
        let mut stream = analyzer.token_stream(text);
        let mut tokens = Vec::new();
        while stream.advance() {
            tokens.push(stream.token().text.clone());
        }
        tokens
    }

    /// The clauses of one concept: its phrase in the first `fields` text
    /// fields, its alternatives in the main ones, and for a plain word (one
    /// the vocabulary does not know, so possibly a misspelt name) a one-edit
    /// fuzzy match on names. A phrase of several words matches a field only
    /// when the field has every word ("steak house" must not match every
    /// "... House"; there are no positions, so this is as close to a phrase
    /// as the index gets). Every clause costs a posting-list seek per geo
    /// candidate, so vocabulary words skip the fuzzy clause.
    /// With `within`, every word clause is intersected with that filter
    /// (scoring exactly the same, as the filter adds 0): the postings are
    /// then only scored for documents inside it.
    /// Callers put the clauses of all their concepts into one disjunction:
    /// tantivy gives every disjunction its own scorer, which fills a window
    /// of 4,096 documents as soon as it is built, so nesting one per
    /// concept cost a located search a fixed 40-100 us even with nothing
    /// in its area. The sum of the clauses' scores is the same.
    fn concept_clauses(
        &self,
        term: &SearchTerm,
        fields: usize,
        within: Option<&dyn Query>,
    ) -> Vec<(Occur, Box<dyn Query>)> {
        let mut boosts: HashMap<(Field, Vec<String>), f32> = HashMap::new();
        let mut add = |field: Field, tokens: Vec<String>, boost: f32| {
            if tokens.is_empty() {
                return;
            }
            let entry = boosts.entry((field, tokens)).or_insert(0.0);
            *entry = entry.max(boost);
        };
        let main = self.analyze(&term.text);
        for (field, boost) in TEXT_FIELD_BOOSTS.iter().take(fields) {
            add(field(&self.fields), main.clone(), *boost);
        }
        let is_plain_word = term.alternatives.is_empty() && fields == TEXT_FIELD_BOOSTS.len();
        for alternative in &term.alternatives {
            let tokens = self.analyze(alternative);
            for (field, boost) in TEXT_FIELD_BOOSTS.iter().take(ALTERNATIVE_FIELDS) {
                add(
                    field(&self.fields),
                    tokens.clone(),
                    boost * ALTERNATIVE_WEIGHT,
                );
            }
        }
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        let mut sorted: Vec<_> = boosts.into_iter().collect();
        // A stable clause order keeps scores bit-for-bit reproducible.
        sorted.sort_by(|a, b| (a.0.0, &a.0.1).cmp(&(b.0.0, &b.0.1)));
        for ((field, tokens), boost) in sorted {
            let term_query = |token: &String| -> Box<dyn Query> {
                Box::new(TermQuery::new(
                    Term::from_field_text(field, token),
                    IndexRecordOption::WithFreqs,
                ))
            };
            let mut query: Box<dyn Query> = match tokens.as_slice() {
                [token] => term_query(token),
                _ => Box::new(BooleanQuery::new(
                    tokens
                        .iter()
                        .map(|token| (Occur::Must, term_query(token)))
                        .collect(),
                )),
            };
            if let Some(within) = within {
                query = Box::new(BooleanQuery::new(vec![
                    (Occur::Must, query),
                    Self::filter(within.box_clone()),
                ]));
            }
            clauses.push((Occur::Should, Box::new(BoostQuery::new(query, boost))));
        }
        for word in words(&term.text).into_iter().filter(|_| is_plain_word) {
            if word.chars().count() >= FUZZY_MIN_CHARS && !vocab::is_known_word(&word) {
                for token in self.analyze(&word) {
                    let fuzzy = FuzzyTermQuery::new(
                        Term::from_field_text(self.fields.name, &token),
                        1,
                        true,
                    );
                    clauses.push((
                        Occur::Should,
                        Box::new(BoostQuery::new(Box::new(fuzzy), FUZZY_BOOST)),
                    ));
                }
            }
        }
        clauses
    }

    /// The diet's words in the name, cuisine and menu fields (scored).
    /// Each phrase on its own: "gluten free" needs both words, "celiac" one.
    fn diet_text_clauses(
        &self,
        diet: Diet,
        within: Option<&dyn Query>,
    ) -> Vec<(Occur, Box<dyn Query>)> {
        vocab::diet_text_terms(diet)
            .iter()
            .flat_map(|phrase| {
                let term = SearchTerm {
                    text: (*phrase).to_owned(),
                    alternatives: Vec::new(),
                };
                self.concept_clauses(&term, DIET_TEXT_FIELDS, within)
            })
            .collect()
    }

    /// [`SearchIndex::diet_text_clauses`] as one disjunction.
    fn diet_text_query(&self, diet: Diet, within: Option<&dyn Query>) -> Option<Box<dyn Query>> {
        let clauses = self.diet_text_clauses(diet, within);
        (!clauses.is_empty()).then(|| Box::new(BooleanQuery::new(clauses)) as Box<dyn Query>)
    }

    fn filter(query: Box<dyn Query>) -> (Occur, Box<dyn Query>) {
        (Occur::Must, Box::new(ConstScoreQuery::new(query, 0.0)))
    }

    /// The query of an interpretation. Its words and diet (everything but
    /// the area) come from the weight cache of the searcher's state.
    fn build_query(
        &self,
        interpretation: &Interpretation,
        searcher: &Searcher,
    ) -> Result<Box<dyn Query>, IndexError> {
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        // Clauses that only add to the score of what the rest matches.
        let mut optional: Vec<Box<dyn Query>> = Vec::new();
        let shared = |key: String, build: &dyn Fn() -> Vec<Box<dyn Query>>| {
            shared_queries(&self.weight_cache, searcher, key, build)
        };
        if !interpretation.terms.is_empty() {
            let concepts = shared(format!("concepts {:?}", interpretation.terms), &|| {
                let concepts: Vec<(Occur, Box<dyn Query>)> = interpretation
                    .terms
                    .iter()
                    .flat_map(|term| self.concept_clauses(term, TEXT_FIELD_BOOSTS.len(), None))
                    .collect();
                if concepts.is_empty() {
                    Vec::new()
                } else {
                    vec![Box::new(BooleanQuery::new(concepts)) as Box<dyn Query>]
                }
            })?;
            if let Some(concepts) = concepts.into_iter().next() {
                clauses.push((Occur::Must, concepts));
                if let Some(diet) = interpretation.diet {
                    optional = shared(format!("diet words {diet:?}"), &|| {
                        self.diet_text_clauses(diet, None)
                            .into_iter()
                            .map(|(_, query)| query)
                            .collect()
                    })?;
                }
            }
        }
        if clauses.is_empty()
            && let Some(diet) = interpretation.diet
        {
            // A diet-only query: restaurants whose text or tags speak to it
            // (one disjunction; the tags score 0).
            let gate = shared(format!("diet gate {diet:?}"), &|| {
                let mut gate = self.diet_text_clauses(diet, None);
                gate.extend(diet_gate_tags(diet).into_iter().map(|tag| {
                    let term = Term::from_field_text(self.fields.diet_tag, &tag);
                    let tag_query = TermQuery::new(term, IndexRecordOption::Basic);
                    (
                        Occur::Should,
                        Box::new(ConstScoreQuery::new(Box::new(tag_query), 0.0)) as Box<dyn Query>,
                    )
                }));
                vec![Box::new(BooleanQuery::new(gate)) as Box<dyn Query>]
            })?;
            clauses.extend(gate.into_iter().map(|gate| (Occur::Must, gate)));
        }
        match (interpretation.location, interpretation.radius_m) {
            (Some(center), Some(radius_m)) => {
                let cells = covering_cells(center, f64::from(radius_m))
                    .into_iter()
                    .map(|cell| Term::from_field_text(self.fields.geo_cell, &cell));
                clauses.push(Self::filter(any_term(cells)));
            }
            _ => {
                if let Some(place) = &interpretation.place {
                    if let Some(key) = &place.city_key {
                        let term = Term::from_field_text(self.fields.city_key, key);
                        clauses.push(Self::filter(Box::new(TermQuery::new(
                            term,
                            IndexRecordOption::Basic,
                        ))));
                    }
                    if let Some(state) = &place.state {
                        let term = Term::from_field_text(self.fields.state_key, state);
                        clauses.push(Self::filter(Box::new(TermQuery::new(
                            term,
                            IndexRecordOption::Basic,
                        ))));
                    }
                }
            }
        }
        let required: Box<dyn Query> = if clauses.is_empty() {
            Box::new(AllQuery)
        } else {
            Box::new(BooleanQuery::new(clauses))
        };
        Ok(if optional.is_empty() {
            required
        } else {
            Box::new(OptionalScores::new(required, optional))
        })
    }

    /// Runs a search. The profile diet (options) ranks like a query diet
    /// when the query names none, but never gates which restaurants match.
    pub fn search(
        &self,
        interpretation: &Interpretation,
        options: &SearchOptions,
    ) -> Result<SearchOutcome, IndexError> {
        let diet = interpretation.diet.or(options.profile_diet);
        let searcher = self.reader.searcher();
        let query = self.build_query(interpretation, &searcher)?;
        let circle = match (interpretation.location, interpretation.radius_m) {
            (Some(point), Some(radius)) => Some(Circle::new(point, f64::from(radius))),
            _ => None,
        };
        // A cuisine query ("thai in Seattle") wants restaurants of that
        // cuisine; a dish query ("pad thai") wants the dish, so only the
        // former lifts every restaurant of the cuisine.
        let kind = match (&interpretation.cuisine, &interpretation.dish) {
            (Some(cuisine), None) => vocab::cuisine_index(cuisine).map(|index| index as u64),
            _ => None,
        };
        let collector = CandidateCollector {
            circle,
            price: interpretation.price.clone(),
            diet,
            kind,
            cutoff: None,
        };
        if let Some(outcome) = self.diet_browse(
            &searcher,
            interpretation,
            options,
            query.as_ref(),
            &collector,
        )? {
            return Ok(outcome);
        }
        self.rank_every_candidate(
            &searcher,
            interpretation,
            options,
            query.as_ref(),
            &collector,
        )
    }

    /// The general path: collects every candidate, then ranks them all.
    fn rank_every_candidate(
        &self,
        searcher: &tantivy::Searcher,
        interpretation: &Interpretation,
        options: &SearchOptions,
        query: &dyn Query,
        collector: &CandidateCollector,
    ) -> Result<SearchOutcome, IndexError> {
        let diet = collector.diet;
        let circle = collector.circle;
        let mut candidates = searcher.search(query, collector)?;
        let total_results = candidates.len() as u64;
        let named = self.find_named(searcher, interpretation, &mut candidates)?;
        let max_bm25 = candidates.iter().map(|c| c.bm25).fold(0.0_f32, f32::max);
        let ranking = Ranking {
            weights: Weights::for_query(diet.is_some(), named.is_some()),
            max_bm25,
            diet,
            circle,
        };
        Ok(SearchOutcome {
            hits: ranking.top(&candidates, options.limit),
            total_results,
            named,
        })
    }

    /// The fast path of a diet-only query with no coordinates and no place
    /// ("vegan" nationwide), which otherwise ranks about half the corpus.
    /// Only the strongest diet tier (an `only` tag or `fully_vegan`) is
    /// ranked; every other match scores at most [`Ranking::rest_bound`], so
    /// when the tier's k-th hit beats that bound strictly, no other place
    /// can enter the top k and the answer is exactly the exhaustive one.
    /// The total and the best BM25 (which normalises `text`) are corpus
    /// statistics, computed once per committed index state and cached.
    /// `None` when the query is not of this shape or the tier cannot decide
    /// the top k alone: the caller then ranks every candidate.
    fn diet_browse(
        &self,
        searcher: &tantivy::Searcher,
        interpretation: &Interpretation,
        options: &SearchOptions,
        query: &dyn Query,
        collector: &CandidateCollector,
    ) -> Result<Option<SearchOutcome>, IndexError> {
        // `query` (the gate) is only counted, in `browse_stats`.
        let Some(diet) = interpretation.diet else {
            return Ok(None);
        };
        let has_place = interpretation
            .place
            .as_ref()
            .is_some_and(|place| place.city_key.is_some() || place.state.is_some());
        if interpretation.has_terms()
            || collector.circle.is_some()
            || has_place
            || options.limit == 0
        {
            return Ok(None);
        }
        let key = BrowseKey {
            diet,
            min_price: interpretation.price.as_ref().and_then(|p| p.min_level),
            max_price: interpretation.price.as_ref().and_then(|p| p.max_level),
        };
        let stats = self.browse_stats(searcher, key, query, collector)?;
        let top_tier = diet_gate_tags(diet)
            .into_iter()
            .filter(|tag| tag.ends_with(":only") || tag == FULLY_VEGAN_TAG)
            .map(|tag| Term::from_field_text(self.fields.diet_tag, &tag));
        // Every tier tag is one of the gate's tags, so the tier needs no
        // gate, and the diet's text query scores exactly as in the gate
        // (where the tags add a constant 0). A tier place without the diet's words scores at most 0.55 + 0.10,
        // below the rest bound, so only tier places with the words are
        // candidates: the text query with each word clause inside the tier.
        let tier = any_term(top_tier);
        let Some(tier_query) = self.diet_text_query(diet, Some(tier.as_ref())) else {
            return Ok(None);
        };
        let ranking = Ranking {
            weights: Weights::for_query(true, false),
            max_bm25: stats.max_bm25,
            diet: Some(diet),
            circle: None,
        };
        // Only places that could still beat every other match are kept:
        // the answer is decided only when the k-th hit does.
        let tier_collector = CandidateCollector {
            circle: None,
            price: collector.price.clone(),
            diet: Some(diet),
            kind: None,
            cutoff: Some(Cutoff {
                weights: ranking.weights,
                max_bm25: stats.max_bm25,
                score: ranking.rest_bound(),
            }),
        };
        let candidates = searcher.search(tier_query.as_ref(), &tier_collector)?;
        if candidates.len() < options.limit {
            return Ok(None);
        }
        let hits = ranking.top(&candidates, options.limit);
        let decided = hits
            .last()
            .is_some_and(|last| last.score > ranking.rest_bound());
        Ok(decided.then_some(SearchOutcome {
            hits,
            total_results: stats.total,
            named: None,
        }))
    }

    /// The total and best BM25 of a diet browse, from the cache when the
    /// committed index state has not changed since they were counted.
    fn browse_stats(
        &self,
        searcher: &tantivy::Searcher,
        key: BrowseKey,
        query: &dyn Query,
        collector: &CandidateCollector,
    ) -> Result<BrowseStats, IndexError> {
        let generation = searcher.generation().generation_id();
        let stats = self.browse_cache.get_or_make(generation, key, || {
            searcher.search(
                query,
                &StatsCollector {
                    price: collector.price.clone(),
                },
            )
        })?;
        Ok(stats)
    }

    /// Looks at the best text matches for one whose name is what the query
    /// says; several equally named places (a chain) all count as named.
    fn find_named(
        &self,
        searcher: &tantivy::Searcher,
        interpretation: &Interpretation,
        candidates: &mut [Candidate],
    ) -> Result<Option<NamedMatch>, IndexError> {
        if interpretation.name_words.is_empty()
            || candidates.is_empty()
            || !interpretation.has_terms()
        {
            return Ok(None);
        }
        let by_text = |a: &Candidate, b: &Candidate| {
            b.bm25.total_cmp(&a.bm25).then(a.place_id.cmp(&b.place_id))
        };
        let top = NAMED_CANDIDATES.min(candidates.len());
        if top < candidates.len() {
            candidates.select_nth_unstable_by(top - 1, by_text);
        }
        candidates[..top].sort_by(by_text);
        let mut named: Option<NamedMatch> = None;
        for candidate in candidates[..top].iter_mut() {
            let document: TantivyDocument = searcher.doc(candidate.address)?;
            let Some(name) = document
                .get_first(self.fields.name)
                .and_then(|value| value.as_str().map(str::to_owned))
            else {
                continue;
            };
            if names_match(
                &interpretation.name_words,
                &name,
                interpretation.name_is_generic,
            ) {
                candidate.named = true;
                named.get_or_insert(NamedMatch {
                    place_id: Uuid::from_u128(candidate.place_id),
                    name,
                });
            }
        }
        Ok(named)
    }
}

/// Does a restaurant name match the words of a query? Exact (ignoring case,
/// accents and stop words), within a small edit distance, or every query
/// word in the name covering at least half of it. Queries made only of
/// vocabulary words ("vegan pizza") match exact names only.
pub fn names_match(query_words: &[String], name: &str, query_is_generic: bool) -> bool {
    let name_words: Vec<String> = words(name)
        .into_iter()
        .filter(|word| !vocab::is_stop_word(word))
        .collect();
    if name_words.is_empty() || query_words.is_empty() {
        return false;
    }
    let query = query_words.join(" ");
    let joined = name_words.join(" ");
    if query == joined {
        return true;
    }
    if query_is_generic {
        return false;
    }
    if strsim::normalized_levenshtein(&query, &joined) >= 0.85 {
        return true;
    }
    let all_in_name = query_words.iter().all(|word| {
        name_words.iter().any(|name_word| {
            name_word == word
                || (word.chars().count() >= 5 && strsim::jaro_winkler(word, name_word) >= 0.92)
        })
    });
    all_in_name && query_words.len() * 2 >= name_words.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::{DietTag, MenuText, SearchDocument};
    use crate::index::IndexConfig;
    use crate::interpret::interpret;

    /// splitmix64: a deterministic corpus.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    const DIETS: [Diet; 7] = [
        Diet::StrictVegan,
        Diet::Vegetarian,
        Diet::Pescatarian,
        Diet::GlutenFree,
        Diet::Halal,
        Diet::Kosher,
        Diet::LowFodmap,
    ];
    const LEVELS: [TagLevel; 4] = [
        TagLevel::No,
        TagLevel::Limited,
        TagLevel::Yes,
        TagLevel::Only,
    ];

    /// Places with every kind of diet fact: several tags per diet (some
    /// conflicting), diet words in names and menus, scores and prices.
    fn corpus_index(count: u64) -> SearchIndex {
        let mut rng = Rng(7);
        let words = [
            "vegan",
            "plant based",
            "vegetarian",
            "gluten free",
            "halal",
            "kosher",
        ];
        let documents = (0..count).map(|i| {
            let mut document = SearchDocument::new(Uuid::from_u128(u128::from(i) * 7919 + 1));
            let word = words[rng.below(words.len() as u64) as usize];
            document.name = Some(if rng.below(6) == 0 {
                format!("The {word} place {i}")
            } else {
                format!("Corner kitchen {i}")
            });
            if rng.below(5) == 0 {
                document.cuisines = vec![word.to_owned()];
            }
            document.menu = (0..rng.below(4))
                .map(|_| MenuText {
                    name: format!("{} bowl", words[rng.below(words.len() as u64) as usize]),
                    description: None,
                    section: None,
                    labels: Vec::new(),
                })
                .collect();
            for _ in 0..rng.below(4) {
                document.diet_tags.push(DietTag {
                    diet: DIETS[rng.below(7) as usize],
                    level: LEVELS[rng.below(4) as usize],
                });
            }
            document.fully_vegan = [None, Some(false), Some(true)][rng.below(3) as usize];
            document.vegan_friendly = [None, Some(false), Some(true)][rng.below(3) as usize];
            document.vegan_score = (rng.below(5) > 0).then(|| rng.below(101) as f64);
            document.price_level = (rng.below(3) > 0).then(|| 1 + rng.below(4) as u8);
            document
        });
        let index = SearchIndex::new(IndexConfig::default()).unwrap();
        index.load(documents).unwrap();
        index
    }

    fn exhaustive(
        index: &SearchIndex,
        interpretation: &Interpretation,
        options: &SearchOptions,
    ) -> SearchOutcome {
        let diet = interpretation.diet.or(options.profile_diet);
        let collector = CandidateCollector {
            circle: None,
            price: interpretation.price.clone(),
            diet,
            kind: None,
            cutoff: None,
        };
        let searcher = index.reader.searcher();
        let query = index.build_query(interpretation, &searcher).unwrap();
        index
            .rank_every_candidate(
                &searcher,
                interpretation,
                options,
                query.as_ref(),
                &collector,
            )
            .unwrap()
    }

    /// Places named for "vegan bowl", added after the corpus.
    fn bowl_houses() -> Vec<SearchDocument> {
        (0..40u128)
            .map(|i| {
                let mut document = SearchDocument::new(Uuid::from_u128(1_000_000 + i));
                document.name = Some(format!("Vegan bowl house {i}"));
                document.vegan_score = Some(50.0);
                document
            })
            .collect()
    }

    #[test]
    fn query_weights_are_shared_within_a_committed_state_and_rebuilt_after_a_commit() {
        let index = corpus_index(2_000);
        let options = SearchOptions::with_limit(20);
        let interpretation = interpret("vegan bowl", None).unwrap();
        let first = index.search(&interpretation, &options).unwrap();
        assert!(!first.hits.is_empty(), "the query has results");
        let kept = index.weight_cache.len();
        assert!(kept > 0, "the words' weights are kept");
        let second = index.search(&interpretation, &options).unwrap();
        assert_eq!(first, second, "a shared weight scores as a fresh one");
        assert_eq!(index.weight_cache.len(), kept, "reused");

        // A commit changes BM25's statistics: the next search must score as
        // an index that never saw the old state does.
        for document in bowl_houses() {
            index.upsert(&document).unwrap();
        }
        index.commit().unwrap();
        let after = index.search(&interpretation, &options).unwrap();
        let fresh = corpus_index(2_000);
        fresh.load(bowl_houses()).unwrap();
        let expected = fresh.search(&interpretation, &options).unwrap();
        assert_eq!(after, expected);
        assert_ne!(after, first, "the new places and statistics show");
    }

    #[test]
    fn the_diet_browse_returns_exactly_what_ranking_every_candidate_returns() {
        let index = corpus_index(4_000);
        let queries = [
            "vegan",
            "vegetarian",
            "pescatarian",
            "gluten free",
            "halal",
            "kosher",
            "low fodmap",
            "cheap vegan",
            "upscale vegetarian",
            "vegan under $15",
        ];
        let mut decided = 0;
        for query in queries {
            let interpretation = interpret(query, None).unwrap();
            for limit in [1, 3, 10, 40, 200] {
                for profile_diet in [None, Some(Diet::StrictVegan)] {
                    let options = SearchOptions {
                        limit,
                        profile_diet,
                    };
                    let searcher = index.reader.searcher();
                    let collector = CandidateCollector {
                        circle: None,
                        price: interpretation.price.clone(),
                        diet: interpretation.diet,
                        kind: None,
                        cutoff: None,
                    };
                    let query_tree = index.build_query(&interpretation, &searcher).unwrap();
                    let browse = index
                        .diet_browse(
                            &searcher,
                            &interpretation,
                            &options,
                            query_tree.as_ref(),
                            &collector,
                        )
                        .unwrap();
                    let full = exhaustive(&index, &interpretation, &options);
                    assert_eq!(full.hits.len(), limit.min(full.total_results as usize));
                    if let Some(browse) = browse {
                        decided += 1;
                        assert_eq!(browse, full, "{query:?} limit {limit} {profile_diet:?}");
                    }
                    assert_eq!(index.search(&interpretation, &options).unwrap(), full);
                }
            }
        }
        // The fast path does decide most small pages.
        assert!(decided >= 30, "the browse decided only {decided} searches");
    }

    #[test]
    fn the_diet_browse_counts_afresh_after_each_commit() {
        let index = corpus_index(500);
        let interpretation = interpret("vegan", None).unwrap();
        let options = SearchOptions::with_limit(5);
        let before = index.search(&interpretation, &options).unwrap();
        let mut added = SearchDocument::new(Uuid::from_u128(u128::MAX));
        added.name = Some("Vegan vegan vegan".to_owned());
        added.cuisines = vec!["vegan".to_owned()];
        added.diet_tags = vec![DietTag {
            diet: Diet::StrictVegan,
            level: TagLevel::Only,
        }];
        added.vegan_score = Some(100.0);
        index.upsert(&added).unwrap();
        // Staged only: the committed state, and so the cached count, stands.
        assert_eq!(index.search(&interpretation, &options).unwrap(), before);
        index.commit().unwrap();
        let after = index.search(&interpretation, &options).unwrap();
        assert_eq!(after.total_results, before.total_results + 1);
        assert_eq!(after.hits[0].place_id, added.place_id);
        assert_eq!(after, exhaustive(&index, &interpretation, &options));
    }

    #[test]
    fn outside_the_strongest_tier_no_place_matches_a_diet_above_the_rest_bound() {
        // Every combination of tag levels of the diets that serve one
        // another, with fully_vegan and vegan_friendly.
        let related = [Diet::StrictVegan, Diet::Vegetarian, Diet::Pescatarian];
        let levels = [
            None,
            Some(TagLevel::No),
            Some(TagLevel::Limited),
            Some(TagLevel::Yes),
            Some(TagLevel::Only),
        ];
        for diet in DIETS {
            let top_tier: Vec<String> = diet_gate_tags(diet)
                .into_iter()
                .filter(|tag| tag.ends_with(":only") || tag == FULLY_VEGAN_TAG)
                .collect();
            for code in 0..(5u32.pow(4) * 9) {
                let mut document = SearchDocument::new(Uuid::nil());
                let mut rest = code;
                for subject in related.iter().copied().chain([diet]).take(4) {
                    if let Some(level) = levels[(rest % 5) as usize] {
                        document.diet_tags.push(DietTag {
                            diet: subject,
                            level,
                        });
                    }
                    rest /= 5;
                }
                document.fully_vegan = [None, Some(false), Some(true)][(rest % 3) as usize];
                document.vegan_friendly = [None, Some(false), Some(true)][(rest / 3 % 3) as usize];
                let mut terms: Vec<String> =
                    document.diet_tags.iter().map(|tag| tag.term()).collect();
                if document.fully_vegan == Some(true) {
                    terms.push(FULLY_VEGAN_TAG.to_owned());
                }
                if terms.iter().any(|term| top_tier.contains(term)) {
                    continue;
                }
                let strength = DietSignals::of(&document).match_strength(diet);
                assert!(
                    strength <= REST_DIET_STRENGTH,
                    "{diet:?} {document:?}: {strength}"
                );
            }
        }
    }
}
