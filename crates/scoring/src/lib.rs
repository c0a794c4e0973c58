//! dietfit-scoring: the scoring and decision engine. It reads one
//! restaurant's observations (the ingest format: menu items, reviews,
//! declarations, external tags, user reports) into evidence, scores the six
//! dimensions of the vegan score, and decides whether the restaurant fits a
//! diner's profile — conservatively: weak, stale (older than
//! [`STALE_AFTER_DAYS`]) or conflicting evidence gives `unknown`.
//!
//! It reads claims, not keywords: each text is read with its negations,
//! qualifiers, hedges and scope, and what it names but cannot place with
//! certainty (an animal product tied to the food, shared equipment) is kept
//! as a caution that blocks a `fit`.
//!
//! It is a pure, deterministic library: the same record and the same `now`
//! give byte-identical output. It knows nothing of storage, HTTP, search or
//! the clock (callers pass `now`), so any Rust service can link it. The
//! methodology is written for diners and auditors in docs/scoring.md.

mod addons;
mod decide;
mod defaults;
mod encoding;
mod evidence;
mod grammar;
mod hash;
mod identity;
mod inflection;
mod joined;
mod legend;
mod lexicon;
mod ocr;
mod pasted;
mod pieces;
mod pointers;
mod pointing;
mod project;
mod ranking;
mod reference;
mod rules;
mod score;
mod signals;
mod swar;
mod table;
mod tokens;
mod units;
mod venue;
mod vocabulary;

use dietfit_contract::{
    Confidence, DietaryProfile, IngestRecord, SourceFreshness, UserProfile, VeganScore,
};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;

pub use decide::{
    DECISION_EVIDENCE_MAX, Detail, FitDecision, MENU_REJECTION_MIN_ITEMS, MENU_REJECTION_SHARE,
    TableDecision, table_decision,
};
pub use dietfit_contract::{EvidenceId, SharedText};
pub use evidence::{EvidenceItem, MenuSummary, USER_REPORT_URN_PREFIX, age_days, cut_excerpt};
pub use lexicon::warm_up;
pub use project::{COMPACT_EVIDENCE_MAX, COMPACT_EXCERPT_CHARS, EvidenceDetail};
pub use ranking::{fit_rank, needs_human_review};
pub use rules::{Exclusion, ReadRules, RuleEffect, RuleIngredient, read_rules};
pub use score::{DIMENSION_EVIDENCE_MAX, DIMENSION_WEIGHTS};
pub use signals::{Signal, SignalSet};

/// The version of the formulas, lexicons and decision table. Bump it when
/// any of them changes: stored evaluations of another version are rescored.
pub const SCORING_VERSION: &str = "2026.11-78";

/// Evidence more than this many days old, measured to the nanosecond
/// (`now - observed_at > 180 days`), is stale: it can never support a `fit`.
pub const STALE_AFTER_DAYS: i64 = 180;

/// One restaurant, evaluated: its evidence, its vegan score and what
/// [`decide`] needs to answer any profile. The storage layer keeps it as
/// JSON and search keeps it in memory.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Evaluation {
    pub scoring_version: String,
    #[serde(with = "time::serde::rfc3339")]
    pub evaluated_at: OffsetDateTime,
    pub evidence: Vec<EvidenceItem>,
    pub vegan_score: VeganScore,
    pub dietary_profile: DietaryProfile,
    pub source_freshness: Option<SourceFreshness>,
    /// Counts over every menu item, including those without a signal.
    pub menu: MenuSummary,
    /// Overall confidence of the score (the detail record's `confidence`).
    pub confidence: Confidence,
    /// The detail record's `confidenceScore`, 0..1.
    pub confidence_score: f64,
    /// The oldest and newest observation of any kind, signal or not.
    #[serde(default, with = "time::serde::rfc3339::option")]
    pub oldest_observation_at: Option<OffsetDateTime>,
    #[serde(default, with = "time::serde::rfc3339::option")]
    pub newest_observation_at: Option<OffsetDateTime>,
}

/// Evaluates one restaurant at `now`. Pure: the same record and the same
/// `now` give byte-identical serialized output.
pub fn evaluate(record: &IngestRecord, now: OffsetDateTime) -> Evaluation {
    // A whole menu pasted into one line is read dish by dish.
    let split = pasted::split_pasted_menus(record);
    let extraction = evidence::extract(split.as_ref().unwrap_or(record), now);
    let outcome = score::score(&extraction, now, SCORING_VERSION);
    Evaluation {
        scoring_version: SCORING_VERSION.to_owned(),
        evaluated_at: now,
        vegan_score: outcome.vegan_score,
        dietary_profile: outcome.dietary_profile,
        source_freshness: outcome.source_freshness,
        menu: extraction.menu,
        confidence: outcome.confidence,
        confidence_score: outcome.confidence_score,
        oldest_observation_at: extraction.oldest,
        newest_observation_at: extraction.newest,
        evidence: extraction.evidence,
    }
}

/// The last instant through which [`decide`], [`decide_in_detail`] and
/// [`decide_for_table`] give, for any profile, the answers they give at
/// `now`: the soonest any observation fresh at `now` turns stale, or any
/// dated ahead of `now` comes within [`evidence::FUTURE_TOLERANCE`] of it
/// and is believed. `None` when neither happens: no later `now` changes
/// them. An earlier `now` may (stale evidence turns fresh going back), so an
/// answer kept for reuse holds from `now` to this instant, both included.
///
/// Staleness and dates ahead are the only ways the decisions read `now`; a
/// unit test holds them equal across the interval, and different just
/// after it.
pub fn decisions_hold_until(
    evaluation: &Evaluation,
    now: OffsetDateTime,
) -> Option<OffsetDateTime> {
    evaluation
        .evidence
        .iter()
        // An instant past what the time crate represents is never reached.
        .filter_map(|item| {
            if item.is_dated_ahead(now) {
                let believed_from = item.observed_at.checked_sub(evidence::FUTURE_TOLERANCE)?;
                believed_from.checked_sub(time::Duration::NANOSECOND)
            } else if item.is_stale(now) {
                None
            } else {
                item.observed_at.checked_add(evidence::STALE_AFTER)
            }
        })
        .min()
}

/// The decision for one profile, at `now`: staleness is measured from each
/// observation's own date to `now`, not from when the evaluation was made.
/// The answer alone: `dishes`, `verification_questions` and
/// `rules_understood` stay empty (see [`decide_in_detail`]).
pub fn decide(evaluation: &Evaluation, profile: &UserProfile, now: OffsetDateTime) -> FitDecision {
    decide::decide(
        &evaluation.evidence,
        evaluation.menu,
        profile,
        now,
        Detail::Answer,
    )
}

/// [`decide_in_detail`] for each diner of a table at one restaurant, in
/// the order given, with the table's answer ([`table_decision`]) and the
/// dishes every diner can order. Each diner's answer is the one
/// [`decide_in_detail`] gives that profile alone.
pub fn decide_for_table(
    evaluation: &Evaluation,
    profiles: &[UserProfile],
    now: OffsetDateTime,
) -> TableDecision {
    decide::decide_table(&evaluation.evidence, evaluation.menu, profiles, now)
}

/// [`decide`], with the dishes to order, the questions for the restaurant
/// and each dietary rule as read. The answer itself is the same.
pub fn decide_in_detail(
    evaluation: &Evaluation,
    profile: &UserProfile,
    now: OffsetDateTime,
) -> FitDecision {
    decide::decide(
        &evaluation.evidence,
        evaluation.menu,
        profile,
        now,
        Detail::Full,
    )
}
