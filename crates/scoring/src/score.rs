//! The vegan score: six dimensions, each a documented formula over the
//! evidence, with a confidence from how much evidence there is, of which
//! tier and how old. docs/scoring.md states the same formulas in prose.

use dietfit_contract::{
    Confidence, DietaryProfile, Dimension, Dimensions, EvidenceTier, EvidenceType, IdList,
    SourceFreshness, VeganScore,
};
use time::OffsetDateTime;

use crate::STALE_AFTER_DAYS;
use crate::evidence::{EvidenceItem, Extraction, Now, age_days, age_factor};
use crate::lexicon::ANIMAL;
use crate::signals::{Signal as S, SignalSet};

/// At most this many evidence ids per dimension, in evidence order
/// (declarations, tags, menu, reviews, reports): the first are the
/// strongest, and a long menu would otherwise repeat every id in several
/// dimensions of every evaluation held in memory.
pub const DIMENSION_EVIDENCE_MAX: usize = 10;

/// Dimension weights D1..D6; they sum to 1.
pub const DIMENSION_WEIGHTS: [f64; 6] = [0.30, 0.20, 0.10, 0.20, 0.10, 0.10];

/// Share of vegan (or half-counted adaptable) menu items that scores 100 on
/// coverage: half the menu vegan is as good as coverage gets.
const FULL_COVERAGE_SHARE: f64 = 0.5;
/// Vegan options that make full variety for D2.
const FULL_VARIETY_OPTIONS: f64 = 8.0;
/// Plant-protein dishes that make full marks for D2's protein part.
const FULL_PROTEIN_ITEMS: f64 = 3.0;
/// Confidence points for `high` and `medium` (tier A fresh = 1 point).
const HIGH_POINTS: f64 = 4.0;
const MEDIUM_POINTS: f64 = 1.5;

/// A score and the evidence behind it, before it becomes a contract dimension.
#[derive(Debug, Default)]
struct Scored {
    score: Option<f64>,
    points: f64,
    /// How many evidence items were added.
    count: usize,
    /// The first [`DIMENSION_EVIDENCE_MAX`] of them, the only ones a
    /// dimension names: no list to grow per dimension.
    first: [usize; DIMENSION_EVIDENCE_MAX],
    last: Option<usize>,
}

impl Scored {
    /// Adds one evidence item worth `points` (tier factor times age factor).
    /// Items are added in evidence order, so a repeat is always the last one.
    fn add(&mut self, index: usize, points: f64) {
        if self.last != Some(index) {
            self.push(index);
            self.points += points;
        }
    }

    fn push(&mut self, index: usize) {
        if let Some(slot) = self.first.get_mut(self.count) {
            *slot = index;
        }
        self.count += 1;
        self.last = Some(index);
    }

    fn evidence(&self) -> &[usize] {
        &self.first[..self.count.min(DIMENSION_EVIDENCE_MAX)]
    }
}

fn tier_factor(tier: EvidenceTier) -> f64 {
    match tier {
        EvidenceTier::A => 1.0,
        EvidenceTier::B => 0.5,
    }
}

fn confidence_for(points: f64) -> Confidence {
    if points >= HIGH_POINTS {
        Confidence::High
    } else if points >= MEDIUM_POINTS {
        Confidence::Medium
    } else {
        Confidence::Low
    }
}

/// Numeric value of a confidence for the detail record's confidenceScore.
fn confidence_value(confidence: Confidence) -> f64 {
    match confidence {
        Confidence::High => 1.0,
        Confidence::Medium => 0.6,
        Confidence::Low => 0.2,
    }
}

/// One decimal: scores are shown to people and compared byte for byte.
pub(crate) fn round1(value: f64) -> f64 {
    (value * 10.0).round() / 10.0
}

fn round2(value: f64) -> f64 {
    (value * 100.0).round() / 100.0
}

/// Weighted mean of the parts that exist; `None` when none does.
fn weighted_mean(parts: &[(Option<f64>, f64)]) -> Option<f64> {
    let (sum, weight) = parts
        .iter()
        .filter_map(|(value, weight)| value.map(|v| (v * weight, *weight)))
        .fold((0.0, 0.0), |(s, w), (v, x)| (s + v, w + x));
    (weight > 0.0).then(|| sum / weight)
}

/// A running mean: the same sum, in the same order, as summing a list.
#[derive(Debug, Default, Clone, Copy)]
struct Mean {
    sum: f64,
    count: u32,
}

impl Mean {
    fn push(&mut self, value: f64) {
        self.sum += value;
        self.count += 1;
    }

    fn get(self) -> Option<f64> {
        (self.count > 0).then(|| self.sum / f64::from(self.count))
    }
}

/// Counts over the evidence that several dimensions share.
#[derive(Debug, Default)]
pub(crate) struct MenuFacts {
    pub vegan_items: u32,
    pub adaptable_items: u32,
    pub animal_items: u32,
    pub plant_protein_items: u32,
    /// A menu item, declaration or structured tag says the place is fully vegan.
    pub fully_vegan_claim: bool,
}

pub(crate) fn menu_facts(evidence: &[EvidenceItem]) -> MenuFacts {
    let mut facts = MenuFacts::default();
    for item in evidence {
        if item.tier == EvidenceTier::A && item.has(S::FullyVegan) {
            facts.fully_vegan_claim = true;
        }
        if item.evidence_type != EvidenceType::MenuItem {
            continue;
        }
        let vegan = item.has(S::VeganLabel) && !item.has(S::LabelConflict);
        if vegan {
            facts.vegan_items += 1;
        } else if item.has(S::VeganAdaptable) {
            facts.adaptable_items += 1;
        }
        if !vegan && item.signals.any(ANIMAL) {
            facts.animal_items += 1;
        }
        if item.has(S::PlantProtein) {
            facts.plant_protein_items += 1;
        }
    }
    facts
}

/// The score, the profile and the overall confidence of one restaurant.
#[derive(Debug)]
pub(crate) struct ScoreOutcome {
    pub vegan_score: VeganScore,
    pub dietary_profile: DietaryProfile,
    pub source_freshness: Option<SourceFreshness>,
    pub confidence: Confidence,
    pub confidence_score: f64,
}

pub(crate) fn score(
    extraction: &Extraction,
    now: OffsetDateTime,
    scoring_version: &str,
) -> ScoreOutcome {
    let evidence = &extraction.evidence;
    let facts = menu_facts(evidence);
    let menu = extraction.menu;
    // In a place declared fully vegan, a dish with no animal word is vegan
    // even without a label.
    let vegan_items = if facts.fully_vegan_claim {
        menu.items.saturating_sub(facts.animal_items)
    } else {
        facts.vegan_items
    };
    let options = f64::from(vegan_items) + 0.5 * f64::from(facts.adaptable_items);

    let mut d1 = Scored::default();
    let mut d2 = Scored::default();
    let mut d3 = Scored::default();
    let mut d4 = Scored::default();
    let mut d5 = Scored::default();
    let mut d6 = Scored::default();

    let mut declared = Mean::default();
    let mut tagged = Mean::default();
    let mut reviewed = Mean::default();
    let mut positive_reviews = 0u32;
    let mut negative_reviews = 0u32;
    let (mut shared_a, mut shared_b) = (SignalSet::EMPTY, SignalSet::EMPTY);
    let mut dedicated = false;
    let (mut knowledgeable, mut unsure) = (0u32, 0u32);
    const SHARED: SignalSet = SignalSet::of(&[S::SharedFryer, S::SharedGrill, S::SharedSurface]);
    const VEGAN_AVAILABILITY: SignalSet = SignalSet::of(&[
        S::FullyVegan,
        S::VeganOptions,
        S::VeganLimited,
        S::NoVegan,
        S::VeganLabel,
        S::VeganAdaptable,
    ]);

    let mut clock = Now::new(now);
    for (index, item) in evidence.iter().enumerate() {
        let signals = item.signals;
        let points = tier_factor(item.tier) * age_factor(clock.age_days(item.observed_at));
        match item.evidence_type {
            EvidenceType::MenuItem => {
                d3.add(index, points);
                if signals.any(VEGAN_AVAILABILITY) || signals.any(ANIMAL) {
                    d1.add(index, points);
                }
                if signals.any(SignalSet::of(&[
                    S::VeganLabel,
                    S::VeganAdaptable,
                    S::PlantProtein,
                ])) {
                    d2.add(index, points);
                }
            }
            EvidenceType::RestaurantDeclared | EvidenceType::ExternalSource => {
                let value = if signals.has(S::FullyVegan) {
                    Some(100.0)
                } else if signals.has(S::NoVegan) {
                    Some(0.0)
                } else if signals.has(S::VeganLimited) {
                    Some(30.0)
                } else if signals.has(S::VeganOptions) {
                    Some(60.0)
                } else {
                    None
                };
                if let Some(value) = value {
                    d1.add(index, points);
                    if item.evidence_type == EvidenceType::RestaurantDeclared {
                        declared.push(value);
                    } else {
                        tagged.push(value);
                    }
                }
            }
            EvidenceType::ReviewSignal | EvidenceType::UserReport => {
                let value = if signals.has(S::NoVegan) {
                    Some(5.0)
                } else if signals.has(S::FullyVegan) {
                    Some(90.0)
                } else if signals.has(S::VeganLimited) {
                    Some(30.0)
                } else if signals.any(SignalSet::of(&[S::VeganOptions, S::VeganAdaptable])) {
                    Some(50.0)
                } else {
                    None
                };
                if let Some(value) = value {
                    d1.add(index, points);
                    reviewed.push(value);
                }
                if signals.any(SignalSet::of(&[S::ReviewPositive, S::ReviewNegative])) {
                    d2.add(index, points);
                    positive_reviews += u32::from(signals.has(S::ReviewPositive));
                    negative_reviews += u32::from(signals.has(S::ReviewNegative));
                }
                if signals.any(SignalSet::of(&[S::StaffKnowledgeable, S::StaffUnsure])) {
                    d5.add(index, points);
                    knowledgeable += u32::from(signals.has(S::StaffKnowledgeable));
                    unsure += u32::from(signals.has(S::StaffUnsure));
                }
            }
        }
        if signals.any(SHARED) || signals.has(S::DedicatedPrep) {
            d4.add(index, points);
            dedicated |= signals.has(S::DedicatedPrep);
            match item.tier {
                EvidenceTier::A => shared_a = shared_a.union(signals.intersection(SHARED)),
                EvidenceTier::B => shared_b = shared_b.union(signals.intersection(SHARED)),
            }
        }
        if facts.fully_vegan_claim && item.tier == EvidenceTier::A && signals.has(S::FullyVegan) {
            d4.add(index, points);
        }
    }

    // D1: coverage. Menu share (half the menu vegan = 100), declarations
    // and tags, weighted 0.4 / 0.4 / 0.2; diners' mentions only when none
    // of those exists.
    let menu_coverage = (menu.items > 0)
        .then(|| 100.0 * (options / f64::from(menu.items) / FULL_COVERAGE_SHARE).min(1.0));
    d1.score = weighted_mean(&[
        (menu_coverage, 0.4),
        (declared.get(), 0.4),
        (tagged.get(), 0.2),
    ])
    .or_else(|| reviewed.get());

    // D2: quality of what vegans can eat. Variety 0.5, plant protein 0.2,
    // diners' sentiment 0.3 (Laplace-smoothed). Unscored without any vegan
    // option or sentiment to judge.
    let has_options = options > 0.0 || facts.fully_vegan_claim;
    let variety = has_options.then(|| {
        if menu.items > 0 {
            (options / FULL_VARIETY_OPTIONS).min(1.0)
        } else {
            0.75
        }
    });
    let protein = (has_options && menu.items > 0)
        .then(|| (f64::from(facts.plant_protein_items) / FULL_PROTEIN_ITEMS).min(1.0));
    let sentiment = (positive_reviews + negative_reviews > 0).then(|| {
        f64::from(positive_reviews + 1) / f64::from(positive_reviews + negative_reviews + 2)
    });
    d2.score =
        weighted_mean(&[(variety, 0.5), (protein, 0.2), (sentiment, 0.3)]).map(|v| 100.0 * v);

    // D3: ingredient clarity. Share of items described (0.6) and labelled (0.4).
    if menu.items > 0 {
        let items = f64::from(menu.items);
        d3.score = Some(
            100.0
                * (0.6 * f64::from(menu.described) / items
                    + 0.4 * f64::from(menu.labelled) / items),
        );
        // Items without any signal still count as looked-at menu evidence.
        d3.points = d3.points.max(f64::from(menu.items.min(8)) * 0.5);
    }

    // D4: cross-contamination. 60 when anything is known, +40 for dedicated
    // vegan prep, -25 per kind of shared equipment the restaurant states,
    // -10 per kind only diners mention; a fully vegan kitchen has nothing
    // animal to share and scores 100 unless sharing is reported anyway.
    let shared_kinds_a = shared_a.iter().count() as f64;
    let shared_kinds_b = shared_b.iter().filter(|s| !shared_a.has(*s)).count() as f64;
    if facts.fully_vegan_claim && shared_a.is_empty() && shared_b.is_empty() {
        d4.score = Some(100.0);
    } else if d4.count > 0 {
        let base = 60.0 + if dedicated { 40.0 } else { 0.0 };
        d4.score = Some((base - 25.0 * shared_kinds_a - 10.0 * shared_kinds_b).clamp(0.0, 100.0));
    }

    // D5: staff knowledge, Laplace-smoothed share of knowledgeable mentions.
    if knowledgeable + unsure > 0 {
        d5.score =
            Some(100.0 * f64::from(knowledgeable + 1) / f64::from(knowledgeable + unsure + 2));
    }

    // D6: restaurant quality, the mean rating mapped from 1..5 to 0..100.
    let ratings = extraction.ratings;
    if ratings.count > 0 {
        let mean_rating = ratings.sum / f64::from(ratings.count);
        d6.score = Some(100.0 * (mean_rating - 1.0) / 4.0);
        d6.points = ratings.confidence_points;
        for (index, item) in evidence.iter().enumerate() {
            if item.evidence_type == EvidenceType::ReviewSignal {
                d6.push(index);
            }
        }
    }

    let parts = [d1, d2, d3, d4, d5, d6];
    let dimensions: [Dimension; 6] = std::array::from_fn(|i| {
        let part = &parts[i];
        Dimension {
            score: part.score.map(|s| round1(s.clamp(0.0, 100.0))),
            weight: DIMENSION_WEIGHTS[i],
            confidence: if part.score.is_some() {
                confidence_for(part.points)
            } else {
                Confidence::Low
            },
            evidence_ids: (part.count > 0).then(|| {
                // Sized up front: a filtered iterator would grow the list.
                // (The bytes' count needs no UTF-8 check of each id.)
                let items = part.evidence();
                let bytes = items
                    .iter()
                    .filter_map(|i| evidence.get(*i))
                    .map(|item| item.evidence_id.as_bytes().len())
                    .sum();
                let mut ids = IdList::with_capacity(items.len(), bytes);
                for item in items.iter().filter_map(|i| evidence.get(*i)) {
                    ids.push(item.evidence_id.as_str());
                }
                ids
            }),
        }
    });

    let overall = weighted_mean(&dimensions.each_ref().map(|d| (d.score, d.weight))).map(round1);
    let confidence_score = round2(
        dimensions
            .iter()
            .filter(|d| d.score.is_some())
            .map(|d| d.weight * confidence_value(d.confidence))
            .sum(),
    );
    let confidence = if overall.is_none() {
        Confidence::Low
    } else if confidence_score >= 0.65 {
        Confidence::High
    } else if confidence_score >= 0.35 {
        Confidence::Medium
    } else {
        Confidence::Low
    };

    let reasoning = reasoning(
        extraction,
        &facts,
        vegan_items,
        &dimensions,
        overall,
        shared_a.union(shared_b),
        dedicated,
    );
    let [d1, d2, d3, d4, d5, d6] = dimensions;
    let dimensions = Dimensions {
        d1_vegan_coverage: d1,
        d2_vegan_quality: d2,
        d3_ingredient_clarity: d3,
        d4_cross_contamination: d4,
        d5_staff_knowledge: d5,
        d6_restaurant_quality: d6,
    };

    ScoreOutcome {
        vegan_score: VeganScore {
            overall,
            scoring_version: Some(scoring_version.to_owned()),
            dimensions: Some(dimensions),
            reasoning: Some(reasoning),
        },
        dietary_profile: dietary_profile(evidence, &facts, menu.items),
        source_freshness: source_freshness(extraction, now),
        confidence,
        confidence_score,
    }
}

/// fully_vegan / vegan_friendly: `true` or `false` only when first-party or
/// structured evidence says so without contradiction; otherwise `null`.
fn dietary_profile(
    evidence: &[EvidenceItem],
    facts: &MenuFacts,
    menu_items: u32,
) -> DietaryProfile {
    let first_party = |signals: &[S]| {
        evidence
            .iter()
            .any(|e| e.tier == EvidenceTier::A && e.signals.any(SignalSet::of(signals)))
    };
    let full_claim = facts.fully_vegan_claim;
    let partial_claim = first_party(&[S::VeganOptions, S::VeganLimited]) && !full_claim;
    let denial = first_party(&[S::NoVegan]);
    let label_conflict = first_party(&[S::LabelConflict]);
    let fully_vegan = if full_claim && (facts.animal_items > 0 || denial || label_conflict) {
        None
    } else if full_claim {
        Some(true)
    } else if facts.animal_items > 0 || partial_claim || denial {
        Some(false)
    } else {
        None
    };
    let vegan_positive = full_claim
        || facts.vegan_items > 0
        || first_party(&[S::VeganOptions, S::VeganLimited])
        || facts.adaptable_items > 0;
    let all_menu_animal = facts.vegan_items == 0
        && facts.adaptable_items == 0
        && crate::decide::menu_rejects(menu_items, facts.animal_items);
    let vegan_negative = denial || all_menu_animal;
    let vegan_friendly = match (vegan_positive, vegan_negative) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        _ => None,
    };
    DietaryProfile {
        fully_vegan,
        vegan_friendly,
    }
}

fn source_freshness(extraction: &Extraction, now: OffsetDateTime) -> Option<SourceFreshness> {
    let (oldest, newest) = extraction.oldest.zip(extraction.newest)?;
    let days = |date| u32::try_from(age_days(date, now)).unwrap_or(u32::MAX);
    let oldest_days = days(oldest);
    Some(SourceFreshness {
        oldest_signal_age_days: oldest_days,
        newest_signal_age_days: days(newest),
        recommended_refresh: i64::from(oldest_days) > STALE_AFTER_DAYS,
    })
}

fn reasoning(
    extraction: &Extraction,
    facts: &MenuFacts,
    vegan_items: u32,
    dimensions: &[Dimension],
    overall: Option<f64>,
    shared: SignalSet,
    dedicated: bool,
) -> String {
    let scored = dimensions.iter().filter(|d| d.score.is_some()).count();
    if overall.is_none() {
        return "Nothing could be scored: no menu, declaration, tag, review or report \
                carries a dietary signal. The overall score is null (0 with low confidence \
                in the detail record)."
            .to_owned();
    }
    let evidence = &extraction.evidence;
    let first_party = evidence
        .iter()
        .filter(|e| e.tier == EvidenceTier::A)
        .count();
    // One buffer written in place: no temporary string per sentence.
    use std::fmt::Write as _;
    let mut text = String::with_capacity(256);
    let _ = write!(
        text,
        "Scored {scored} of 6 dimensions from {} evidence items ({first_party} first-party).",
        evidence.len()
    );
    if facts.fully_vegan_claim {
        text.push_str(" The restaurant or a structured source states it is fully vegan.");
    }
    if extraction.menu.items > 0 {
        let _ = write!(
            text,
            " Menu: {vegan_items} of {} items vegan, {} vegan on request.",
            extraction.menu.items, facts.adaptable_items
        );
    }
    if !shared.is_empty() {
        text.push_str(" Shared ");
        for (i, kind) in shared.iter().enumerate() {
            if i > 0 {
                text.push_str(", ");
            }
            text.push_str(match kind {
                S::SharedFryer => "fryer",
                S::SharedGrill => "grill",
                _ => "prep surfaces",
            });
        }
        text.push_str(" reported.");
    }
    if dedicated {
        text.push_str(" Dedicated vegan preparation reported.");
    }
    let mut missing = dimensions
        .iter()
        .zip(Dimensions::KEYS)
        .filter(|(d, _)| d.score.is_none())
        .map(|(_, key)| key)
        .peekable();
    if missing.peek().is_some() {
        text.push_str(" Not scored (no evidence): ");
        for (i, key) in missing.enumerate() {
            if i > 0 {
                text.push_str(", ");
            }
            text.push_str(key);
        }
        text.push('.');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_sum_to_one() {
        let sum: f64 = DIMENSION_WEIGHTS.iter().sum();
        assert!((sum - 1.0).abs() < 1e-12);
    }

    #[test]
    fn weighted_mean_skips_missing_parts() {
        assert_eq!(weighted_mean(&[(None, 1.0)]), None);
        assert_eq!(weighted_mean(&[(Some(50.0), 1.0), (None, 3.0)]), Some(50.0));
        assert_eq!(
            weighted_mean(&[(Some(0.0), 1.0), (Some(100.0), 3.0)]),
            Some(75.0)
        );
    }

    #[test]
    fn confidence_buckets() {
        assert_eq!(confidence_for(0.0), Confidence::Low);
        assert_eq!(confidence_for(1.5), Confidence::Medium);
        assert_eq!(confidence_for(4.0), Confidence::High);
    }
}
