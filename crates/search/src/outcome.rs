//! What a search is asked besides its query, and what it answers: ranked
//! hits with their score components, the total, and the restaurant a query
//! names.

use dietfit_contract::{Diet, Intent, QueryInterpretation};
use uuid::Uuid;

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
