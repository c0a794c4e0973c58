//! Query building: an interpretation becomes a tantivy query of text
//! concepts with synonyms and typo tolerance, diet tags, grid cells or
//! address filters.

use std::collections::HashMap;

use dietfit_contract::Diet;
use tantivy::query::{
    AllQuery, BooleanQuery, BoostQuery, ConstScoreQuery, FuzzyTermQuery, Occur, Query, TermQuery,
};
use tantivy::schema::{Field, IndexRecordOption};
use tantivy::tokenizer::TokenStream;
use tantivy::{Searcher, Term};

use crate::document::TagLevel;
use crate::geo::covering_cells;
use crate::index::{FULLY_VEGAN_TAG, IndexError, SearchIndex, VEGAN_FRIENDLY_TAG};
use crate::interpret::{Interpretation, SearchTerm};
use crate::optional_scores::OptionalScores;
use crate::shared_weight::shared_queries;
use crate::text::words;
use crate::vocab;

/// Field weights of the main words of a concept; alternatives (synonyms,
/// a dish's cuisine) are searched in the first four at 0.6 of these.
/// Picks one field out of the schema's fields.
pub(crate) type FieldOf = fn(&crate::index::Fields) -> Field;

pub(crate) const TEXT_FIELD_BOOSTS: [(FieldOf, f32); 6] = [
    (|f| f.name, 3.0),
    (|f| f.cuisine, 2.0),
    (|f| f.menu, 1.2),
    (|f| f.category, 1.0),
    (|f| f.menu_description, 0.5),
    (|f| f.address, 0.4),
];
pub(crate) const ALTERNATIVE_WEIGHT: f32 = 0.6;
pub(crate) const ALTERNATIVE_FIELDS: usize = 4;
/// Diet words are searched in name, cuisine and menu only.
pub(crate) const DIET_TEXT_FIELDS: usize = 3;
/// Typo tolerance on names: one edit, for words of at least this length.
pub(crate) const FUZZY_MIN_CHARS: usize = 5;
pub(crate) const FUZZY_BOOST: f32 = 0.5;
/// Documents with any of a few terms (grid cells, diet tags), unscored
/// where it is used. Not tantivy's `TermSetQuery`: that builds an FST of
/// its terms for every weight it makes (allocating a 10,000-entry node
/// registry each time), a large share of a located search's CPU; a
/// union of a handful of term postings costs next to nothing.
pub(crate) fn any_term(terms: impl IntoIterator<Item = Term>) -> Box<dyn Query> {
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
pub(crate) fn diet_gate_tags(diet: Diet) -> Vec<String> {
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
    pub(crate) fn analyze(&self, text: &str) -> Vec<String> {
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
    /// concept cost a located search a fixed price even with nothing in
    /// its area. The sum of the clauses' scores is the same.
    pub(crate) fn concept_clauses(
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
    pub(crate) fn diet_text_clauses(
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
    pub(crate) fn diet_text_query(
        &self,
        diet: Diet,
        within: Option<&dyn Query>,
    ) -> Option<Box<dyn Query>> {
        let clauses = self.diet_text_clauses(diet, within);
        (!clauses.is_empty()).then(|| Box::new(BooleanQuery::new(clauses)) as Box<dyn Query>)
    }

    pub(crate) fn filter(query: Box<dyn Query>) -> (Occur, Box<dyn Query>) {
        (Occur::Must, Box::new(ConstScoreQuery::new(query, 0.0)))
    }

    /// The query of an interpretation. Its words and diet (everything but
    /// the area) come from the weight cache of the searcher's state.
    pub(crate) fn build_query(
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
}
