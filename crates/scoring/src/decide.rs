//! Fit decisions: one restaurant's evidence, one diner's profile, one `now`.
//!
//! The contract's three rules, kept strictly:
//! 1. `fit` needs strong, fresh, first-party support (menu items,
//!    declarations; a structured tag only as corroboration) and no weak,
//!    stale, conflicting or user-report-only basis.
//! 2. `not_fit` needs fresh first-party or structured evidence that rejects
//!    the profile, and nothing that supports it.
//! 3. Everything else is `unknown`, with verification required.
//!
//! Halal, kosher, gluten-free, low-FODMAP and allergen rules are never
//! `fit`: this data cannot confirm certification or free-from safety.

use dietfit_contract::{
    Confidence, Decision, Diet, Evidence, EvidenceTier, EvidenceType, MatchForProfile,
    ReasonCode as R, RiskFlag, UserProfile, WireEnum,
};
use time::OffsetDateTime;

use crate::STALE_AFTER_DAYS;
use crate::evidence::{EvidenceItem, MenuSummary, Now, strongest_first};
use crate::lexicon::{ANIMAL, NOT_VEGETARIAN};
use crate::rules::{RuleEffect, RuleIngredient, effect, read_rules};
use crate::signals::{Signal as S, SignalSet};

/// A menu rejects a diet only when it is at least this long...
pub const MENU_REJECTION_MIN_ITEMS: u32 = 8;
/// ...and when at least this share of its items (numerator, denominator)
/// contain what the diet excludes, none being labelled for the diet.
pub const MENU_REJECTION_SHARE: (u32, u32) = (2, 3);

/// Whether a menu of `items` dishes, `violating` of them with what a diet
/// excludes and none labelled for it, rejects the diet.
pub(crate) fn menu_rejects(items: u32, violating: u32) -> bool {
    let (numerator, denominator) = MENU_REJECTION_SHARE;
    items >= MENU_REJECTION_MIN_ITEMS
        && u64::from(violating) * u64::from(denominator) >= u64::from(items) * u64::from(numerator)
}

/// The most evidence pointers a decision carries.
pub const DECISION_EVIDENCE_MAX: usize = 12;
/// Support points `fit` needs (a confirmed menu item or a declaration of
/// options is 1, a full-vegan declaration 2, a structured tag 1, a dish on
/// request or "limited" 0.5); at least one point must be a confirmed
/// first-party fact.
const FIT_POINTS: f64 = 2.0;
const HIGH_CONFIDENCE_POINTS: f64 = 3.0;

/// A decision for one profile and the evidence behind it.
#[derive(Debug, Clone, PartialEq)]
pub struct FitDecision {
    pub match_for_profile: MatchForProfile,
    pub evidence: Vec<Evidence>,
}

/// Who stands behind a support or a rejection, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Basis {
    Report,
    Review,
    Tag,
    FirstParty,
}

impl Basis {
    /// Its bit in a [`Tally`]'s set of bases.
    fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// How strict the food a fit must rest on is (narrowed by rules such as
/// "no dairy" for a vegetarian), strictest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Level {
    Vegan,
    Vegetarian,
    PescatarianNoShellfish,
    Pescatarian,
}

fn level_of(diet: Diet) -> Option<Level> {
    match diet {
        Diet::StrictVegan => Some(Level::Vegan),
        Diet::Vegetarian => Some(Level::Vegetarian),
        Diet::Pescatarian => Some(Level::Pescatarian),
        _ => None,
    }
}

const SHARED: SignalSet = SignalSet::of(&[S::SharedFryer, S::SharedGrill, S::SharedSurface]);
const VEGAN_MENTION: SignalSet = SignalSet::of(&[
    S::VeganOptions,
    S::FullyVegan,
    S::VeganAdaptable,
    S::VeganLimited,
]);
const MEAT_FREE_MENTION: SignalSet = SignalSet::of(&[
    S::VeganOptions,
    S::FullyVegan,
    S::VeganAdaptable,
    S::VeganLimited,
    S::VegetarianOptions,
    S::FullyVegetarian,
]);
/// What pescatarians do not eat.
const NOT_PESCATARIAN: SignalSet = SignalSet::of(&[S::Meat, S::Pork, S::Gelatin]);

/// One item's bearing on the decision.
#[derive(Debug, Default, Clone, Copy)]
struct Stance {
    support: Option<Basis>,
    /// Points towards `fit` (only first-party and tag support has any).
    points: f64,
    /// A confirmed first-party fact (a labelled dish, a declaration).
    confirmed: bool,
    /// A claim that the whole place fits.
    full: bool,
    /// Support that is only partial (on request, limited).
    partial: bool,
    reject: Option<Basis>,
    relevant: bool,
}

/// Everything the decision is built from, summed over the evidence.
#[derive(Debug, Default)]
struct Tally {
    /// Which bases support and which reject, one bit per [`Basis`].
    support: u8,
    reject: u8,
    fresh_points: f64,
    fresh_confirmed: u32,
    fresh_full_claim: bool,
    partial_support: bool,
    menu_confirmed: bool,
    fresh_structured_rejects: u32,
    stale_relevant: bool,
    stale_menu: bool,
    relevant: u32,
    relevant_reports: u32,
    relevant_fresh_first_party: u32,
    shared: SignalSet,
    fresh_dedicated: bool,
    label_conflict: bool,
    claim_conflict: bool,
    full_claim_any: bool,
    vegetarian_only: bool,
    dairy_in_meat_free_dishes: bool,
    language_barrier: bool,
    allergen_free_claim: bool,
    ingredient_items: SignalSet,
    gluten_items: u32,
    indices: Vec<usize>,
}

impl Tally {
    fn has_support(&self) -> bool {
        self.support != 0
    }
    fn has_reject(&self) -> bool {
        self.reject != 0
    }
    fn support_from(&self, basis: Basis) -> bool {
        self.support & basis.bit() != 0
    }
    fn reject_from(&self, basis: Basis) -> bool {
        self.reject & basis.bit() != 0
    }
}

/// Does a report by someone eating to `reporter` speak for food at `level`?
fn report_speaks_for(reporter: Option<Diet>, level: Option<Level>, diet: Diet) -> bool {
    match (reporter.and_then(level_of), level) {
        (Some(reported), Some(wanted)) => reported <= wanted,
        _ => reporter == Some(diet),
    }
}

fn basis_of(item: &EvidenceItem) -> Basis {
    match item.evidence_type {
        EvidenceType::MenuItem | EvidenceType::RestaurantDeclared => Basis::FirstParty,
        EvidenceType::ExternalSource => Basis::Tag,
        EvidenceType::ReviewSignal => Basis::Review,
        EvidenceType::UserReport => Basis::Report,
    }
}

/// Whether a restaurant-wide claim fits the diet, for claim-vs-menu conflicts.
fn full_claim(signals: SignalSet, diet: Diet) -> bool {
    match diet {
        Diet::StrictVegan => signals.has(S::FullyVegan),
        Diet::Vegetarian | Diet::Pescatarian => {
            signals.any(SignalSet::of(&[S::FullyVegan, S::FullyVegetarian]))
        }
        _ => false,
    }
}

/// What a diet excludes, for menu items.
fn violations(diet: Diet) -> SignalSet {
    match diet {
        Diet::StrictVegan => ANIMAL,
        Diet::Vegetarian => NOT_VEGETARIAN,
        Diet::Pescatarian => NOT_PESCATARIAN,
        Diet::GlutenFree => SignalSet::of(&[S::Gluten]),
        _ => SignalSet::EMPTY,
    }
}

/// A menu item that confirms food at `level`.
fn menu_item_confirms(signals: SignalSet, level: Level) -> bool {
    let vegan = signals.has(S::VeganLabel) && !signals.any(ANIMAL);
    let vegetarian = signals.has(S::VegetarianLabel) && !signals.any(NOT_VEGETARIAN);
    let seafood_only = signals.any(SignalSet::of(&[S::Fish, S::Shellfish]))
        && !signals.any(NOT_PESCATARIAN)
        && !signals.has(S::LabelConflict);
    match level {
        Level::Vegan => vegan,
        Level::Vegetarian => vegan || vegetarian,
        Level::PescatarianNoShellfish => {
            vegan || vegetarian || (seafood_only && !signals.has(S::Shellfish))
        }
        Level::Pescatarian => vegan || vegetarian || seafood_only,
    }
}

fn stance(
    item: &EvidenceItem,
    diet: Diet,
    level: Option<Level>,
    place_claims_full: bool,
) -> Stance {
    let signals = item.signals;
    let basis = basis_of(item);
    let mut out = Stance::default();
    let support = |out: &mut Stance, points: f64, confirmed: bool, full: bool, partial: bool| {
        out.support = Some(basis);
        if matches!(basis, Basis::FirstParty | Basis::Tag) {
            out.points = out.points.max(points);
            out.confirmed |= confirmed && basis == Basis::FirstParty;
        }
        out.full |= full;
        out.partial |= partial;
    };
    let reject = |out: &mut Stance| out.reject = Some(out.reject.map_or(basis, |b| b.max(basis)));

    match (diet, level) {
        (_, Some(level)) => {
            let vegan_level = level == Level::Vegan;
            match item.evidence_type {
                EvidenceType::MenuItem => {
                    if menu_item_confirms(signals, level) {
                        support(&mut out, 1.0, true, false, false);
                    } else if signals.has(S::VeganAdaptable) {
                        support(&mut out, 0.5, false, false, true);
                    }
                    let conflicting_label = signals.has(S::LabelConflict)
                        && match diet {
                            Diet::StrictVegan => signals.has(S::VeganLabel),
                            _ => signals.any(violations(diet)),
                        };
                    if conflicting_label
                        || (place_claims_full
                            && out.support.is_none()
                            && signals.any(violations(diet)))
                    {
                        reject(&mut out);
                    }
                }
                EvidenceType::RestaurantDeclared | EvidenceType::ExternalSource => {
                    let first_party = basis == Basis::FirstParty;
                    let full = if vegan_level {
                        signals.has(S::FullyVegan)
                    } else {
                        signals.any(SignalSet::of(&[S::FullyVegan, S::FullyVegetarian]))
                    };
                    let options = if vegan_level {
                        signals.has(S::VeganOptions)
                    } else {
                        signals.any(SignalSet::of(&[S::VeganOptions, S::VegetarianOptions]))
                    };
                    if full {
                        support(
                            &mut out,
                            if first_party { 2.0 } else { 1.0 },
                            true,
                            true,
                            false,
                        );
                    } else if options {
                        support(&mut out, 1.0, true, false, false);
                    } else if signals.any(SignalSet::of(&[S::VeganLimited, S::VeganAdaptable])) {
                        support(&mut out, 0.5, false, false, true);
                    }
                    let denial = match diet {
                        Diet::StrictVegan => {
                            signals.any(SignalSet::of(&[S::NoVegan, S::NoVegetarian]))
                        }
                        Diet::Vegetarian => signals.has(S::NoVegetarian),
                        _ => false,
                    };
                    if denial {
                        reject(&mut out);
                    }
                }
                EvidenceType::ReviewSignal | EvidenceType::UserReport => {
                    let mentions = if vegan_level {
                        VEGAN_MENTION
                    } else {
                        MEAT_FREE_MENTION
                    };
                    let speaks = item.evidence_type == EvidenceType::ReviewSignal
                        || report_speaks_for(item.report_diet, Some(level), diet)
                        || item.report_diet.is_none();
                    // A bare mention ("asked about vegan options") is not
                    // support: praise, a whole-place claim, a dish on
                    // request or a "limited" choice is.
                    let praised = signals.has(S::ReviewPositive) && signals.any(mentions);
                    let claims = signals.intersection(mentions).any(SignalSet::of(&[
                        S::FullyVegan,
                        S::FullyVegetarian,
                        S::VeganAdaptable,
                        S::VeganLimited,
                    ]));
                    if speaks && (praised || claims) {
                        support(&mut out, 0.0, false, false, signals.has(S::VeganLimited));
                    }
                    if signals.any(mentions) {
                        out.relevant = true;
                    }
                    if signals.has(S::ReportPositive)
                        && report_speaks_for(item.report_diet, Some(level), diet)
                    {
                        support(&mut out, 0.0, false, false, false);
                    }
                    let complaint = match diet {
                        Diet::StrictVegan => signals.any(SignalSet::of(&[
                            S::NoVegan,
                            S::VeganComplaint,
                            S::MeatComplaint,
                        ])),
                        Diet::Vegetarian => {
                            signals.any(SignalSet::of(&[S::NoVegetarian, S::MeatComplaint]))
                        }
                        _ => signals.has(S::MeatComplaint),
                    };
                    let reported_failure =
                        signals.has(S::ReportNegative) && item.report_diet == Some(diet);
                    if complaint || reported_failure {
                        reject(&mut out);
                    }
                }
            }
        }
        (Diet::GlutenFree, _) => {
            if signals.any(SignalSet::of(&[S::GlutenFreeLabel, S::GlutenFreeOptions])) {
                support(&mut out, 1.0, basis == Basis::FirstParty, false, false);
            }
            if signals.has(S::NoGlutenFree) {
                reject(&mut out);
            }
        }
        (Diet::Halal | Diet::Kosher, _) => {
            let (claim, denial) = if diet == Diet::Halal {
                (S::HalalClaim, S::NoHalal)
            } else {
                (S::KosherClaim, S::NoKosher)
            };
            if signals.has(claim) {
                support(&mut out, 1.0, basis == Basis::FirstParty, false, false);
            }
            let served = match diet {
                Diet::Halal => signals.has(S::Pork),
                _ => {
                    signals.any(SignalSet::of(&[S::Pork, S::Shellfish]))
                        || (item.evidence_type == EvidenceType::MenuItem
                            && signals.has(S::Meat)
                            && signals.has(S::Dairy))
                }
            };
            if signals.has(denial) || (basis == Basis::FirstParty && served) {
                reject(&mut out);
            }
        }
        _ => {}
    }
    if signals.has(S::ReportPositive)
        && report_speaks_for(item.report_diet, level, diet)
        && out.support.is_none()
    {
        support(&mut out, 0.0, false, false, false);
    }
    if signals.has(S::ReportNegative) && item.report_diet == Some(diet) && out.reject.is_none() {
        reject(&mut out);
    }
    out.relevant = out.relevant
        || out.support.is_some()
        || out.reject.is_some()
        || signals.any(relevant_extra(diet))
        || (item.evidence_type == EvidenceType::MenuItem && signals.any(violations(diet)));
    out
}

/// Signals that make an item part of a diet's decision besides support and
/// rejection: contamination, and the ingredients a diet's advice names.
fn relevant_extra(diet: Diet) -> SignalSet {
    match diet {
        Diet::StrictVegan | Diet::Vegetarian | Diet::Pescatarian => SHARED.union(SignalSet::of(&[
            S::DedicatedPrep,
            S::FullyVegetarian,
            S::LabelConflict,
        ])),
        Diet::GlutenFree => SignalSet::of(&[
            S::SharedFryer,
            S::SharedSurface,
            S::Gluten,
            S::AllergenFreeClaim,
        ]),
        Diet::LowFodmap => SignalSet::of(&[S::OnionGarlic, S::Gluten]),
        Diet::Halal | Diet::Kosher => SignalSet::EMPTY,
    }
}

fn tally(
    evidence: &[EvidenceItem],
    menu: MenuSummary,
    diet: Diet,
    level: Option<Level>,
    now: OffsetDateTime,
) -> Tally {
    let place_claims_full = evidence
        .iter()
        .any(|e| e.tier == EvidenceTier::A && full_claim(e.signals, diet));
    let mut t = Tally {
        full_claim_any: place_claims_full,
        indices: Vec::with_capacity(evidence.len()),
        ..Tally::default()
    };
    let violating = violations(diet);
    let mut clock = Now::new(now);
    let mut menu_violating = 0u32;
    let mut menu_violating_fresh = 0u32;
    let mut menu_support = false;
    for (index, item) in evidence.iter().enumerate() {
        let signals = item.signals;
        t.language_barrier |= signals.has(S::LanguageBarrier);
        if item.evidence_type == EvidenceType::MenuItem {
            t.ingredient_items = t.ingredient_items.union(signals);
            t.gluten_items += u32::from(signals.has(S::Gluten));
            if (signals.has(S::VegetarianLabel) || signals.has(S::VeganLabel))
                && signals.has(S::Dairy)
            {
                t.dairy_in_meat_free_dishes = true;
            }
        }
        // Vegetarian food that is not vegan, relevant or not: the advice
        // to a strict vegan names it.
        let vegetarian_claim = signals.has(S::FullyVegetarian) && !signals.has(S::FullyVegan);
        let vegetarian_dish = item.evidence_type == EvidenceType::MenuItem
            && signals.has(S::VegetarianLabel)
            && !signals.has(S::VeganLabel);
        t.vegetarian_only |= vegetarian_claim || vegetarian_dish;
        let stance = stance(item, diet, level, place_claims_full);
        if !stance.relevant {
            continue;
        }
        let stale = clock.age_days(item.observed_at) > STALE_AFTER_DAYS;
        t.indices.push(index);
        t.relevant += 1;
        t.relevant_reports += u32::from(item.evidence_type == EvidenceType::UserReport);
        if basis_of(item) == Basis::FirstParty && !stale {
            t.relevant_fresh_first_party += 1;
        }
        if stale {
            t.stale_relevant = true;
            t.stale_menu |= item.evidence_type == EvidenceType::MenuItem;
        }
        t.shared = t.shared.union(signals.intersection(SHARED));
        t.fresh_dedicated |=
            signals.has(S::DedicatedPrep) && item.tier == EvidenceTier::A && !stale;
        t.allergen_free_claim |= signals.has(S::AllergenFreeClaim) && item.tier == EvidenceTier::A;
        if let Some(basis) = stance.support {
            t.support |= basis.bit();
            t.partial_support |= stance.partial;
            t.menu_confirmed |= stance.confirmed && item.evidence_type == EvidenceType::MenuItem;
            if !stale {
                t.fresh_points += stance.points;
                t.fresh_confirmed += u32::from(stance.confirmed);
                t.fresh_full_claim |= stance.full && basis == Basis::FirstParty;
            }
            if item.evidence_type == EvidenceType::MenuItem {
                menu_support = true;
            }
        }
        if let Some(basis) = stance.reject {
            t.reject |= basis.bit();
            if signals.has(S::LabelConflict) {
                t.label_conflict = true;
            } else if place_claims_full && item.evidence_type == EvidenceType::MenuItem {
                t.claim_conflict = true;
            }
            if !stale && basis >= Basis::Tag {
                t.fresh_structured_rejects += 1;
            }
        }
        if item.evidence_type == EvidenceType::MenuItem
            && signals.any(violating)
            && stance.support.is_none()
        {
            menu_violating += 1;
            menu_violating_fresh += u32::from(!stale);
        }
    }
    // A long menu on which nothing is labelled for the diet and at least two
    // thirds of the dishes have what it excludes rejects it: what is left is
    // sides and drinks.
    if !violating.is_empty() && !menu_support && menu_rejects(menu.items, menu_violating) {
        t.reject |= Basis::FirstParty.bit();
        if menu_violating_fresh == menu_violating {
            t.fresh_structured_rejects += 1;
        }
    }
    t
}

/// The working state of one decision.
struct Draft {
    decision: Decision,
    confidence: Confidence,
    codes: Vec<R>,
    flags: Vec<RiskFlag>,
    /// What the evidence shows, in one sentence.
    situation: String,
    /// What to check with the restaurant, by priority (0 first); the text
    /// for the diner is the situation plus the most important check.
    checks: Vec<(u8, String)>,
}

impl Draft {
    fn code(&mut self, code: R) {
        self.codes.push(code);
    }
    fn situate(&mut self, sentence: String) {
        self.situation = sentence;
    }
    fn check(&mut self, priority: u8, sentence: String) {
        self.checks.push((priority, sentence));
    }
    fn flag(&mut self, flag: RiskFlag) {
        self.flags.push(flag);
    }
    /// Downgrades an apparent fit to `unknown` (never touches `not_fit`).
    fn block_fit(&mut self) {
        if self.decision == Decision::Fit {
            self.decision = Decision::Unknown;
            self.confidence = Confidence::Low;
        }
    }
}

fn diet_words(diet: Diet) -> &'static str {
    match diet {
        Diet::StrictVegan => "strict vegan",
        Diet::Vegetarian => "vegetarian",
        Diet::Pescatarian => "pescatarian",
        Diet::GlutenFree => "gluten-free",
        Diet::Halal => "halal",
        Diet::Kosher => "kosher",
        Diet::LowFodmap => "low-FODMAP",
    }
}

pub(crate) fn decide(
    evidence: &[EvidenceItem],
    menu: MenuSummary,
    profile: &UserProfile,
    now: OffsetDateTime,
) -> FitDecision {
    let diet = profile.diet;
    let rules = read_rules(&profile.dietary_rules);
    let effects: Vec<(RuleIngredient, bool, RuleEffect)> = rules
        .exclusions
        .iter()
        .map(|e| (e.ingredient, e.allergy, effect(*e, diet)))
        .collect();
    let mut level = level_of(diet);
    for (_, _, rule_effect) in &effects {
        let narrowed = match rule_effect {
            RuleEffect::NeedsVeganEvidence => Some(Level::Vegan),
            RuleEffect::NeedsVegetarianEvidence => Some(Level::Vegetarian),
            RuleEffect::NeedsNoShellfishEvidence => Some(Level::PescatarianNoShellfish),
            _ => None,
        };
        level = match (level, narrowed) {
            (Some(current), Some(narrow)) => Some(current.min(narrow)),
            (current, _) => current,
        };
    }
    let t = tally(evidence, menu, diet, level, now);
    let words = diet_words(diet);
    let mut d = Draft {
        decision: Decision::Unknown,
        confidence: Confidence::Low,
        codes: Vec::with_capacity(16),
        flags: Vec::with_capacity(8),
        situation: String::new(),
        checks: Vec::with_capacity(4),
    };

    // --- The diet itself ------------------------------------------------
    if t.has_support() && t.has_reject() {
        if t.support_from(Basis::Review)
            || t.support_from(Basis::Report)
            || t.reject_from(Basis::Review)
            || t.reject_from(Basis::Report)
        {
            d.code(R::ReviewSignalConflicting);
        }
        if t.label_conflict
            || t.claim_conflict
            || (t.support_from(Basis::FirstParty) && t.reject_from(Basis::FirstParty))
        {
            d.code(R::EdgeCaseFlagged);
        }
        d.situate(format!(
            "Sources disagree about whether this restaurant suits a {words} diet."
        ));
    } else if t.has_reject() {
        if t.fresh_structured_rejects > 0 {
            d.decision = Decision::NotFit;
            d.confidence = if t.fresh_structured_rejects >= 2 && !t.stale_relevant {
                Confidence::High
            } else {
                Confidence::Medium
            };
            d.situate(format!(
                "Recent information from the restaurant or a structured listing says it does not suit a {words} diet."
            ));
        } else {
            d.situate(format!(
                "Only older or second-hand reports say this restaurant does not suit a {words} diet."
            ));
        }
        if t.reject_from(Basis::Review) || t.reject_from(Basis::Report) {
            d.code(R::ReviewSignalNegative);
        }
    } else if t.has_support() {
        let strong = t.fresh_points >= FIT_POINTS && t.fresh_confirmed >= 1;
        if t.stale_relevant {
            d.situate(format!(
                "Some of the {words} information for this restaurant is more than 180 days old."
            ));
        } else if strong {
            d.decision = Decision::Fit;
            d.confidence = if t.fresh_points >= HIGH_CONFIDENCE_POINTS && t.fresh_confirmed >= 2 {
                Confidence::High
            } else {
                Confidence::Medium
            };
            d.situate(if t.fresh_full_claim {
                format!("The restaurant recently stated that its food suits a {words} diet.")
            } else {
                format!("The restaurant's recent menu shows dishes that suit a {words} diet.")
            });
        } else {
            d.code(R::InsufficientEvidence);
            d.situate(format!(
                "There are signs of {words} options here, but not enough recent first-hand information to confirm them."
            ));
        }
        if t.support_from(Basis::Review) || t.support_from(Basis::Report) {
            d.code(R::ReviewSignalPositive);
        }
    } else {
        d.code(R::InsufficientEvidence);
        d.situate(format!(
            "dietfit found no reliable information about {words} options at this restaurant."
        ));
    }

    // --- What the evidence says, as codes -------------------------------
    if matches!(
        diet,
        Diet::StrictVegan | Diet::Vegetarian | Diet::Pescatarian
    ) {
        if t.menu_confirmed {
            d.code(R::VeganMenuConfirmed);
        } else if t.has_support() {
            d.code(R::VeganOptionsMentioned);
        }
        if t.full_claim_any {
            d.code(R::VeganMenuFullRestaurant);
        } else if t.partial_support || (t.has_support() && diet == Diet::StrictVegan) {
            d.code(R::VeganFriendlyPartial);
        }
    }
    if diet == Diet::StrictVegan {
        if !t.has_support() {
            d.code(R::NoVeganEvidenceFound);
        }
        if t.vegetarian_only && !t.has_support() {
            d.code(R::VegetarianOnlyNotStrictVegan);
        }
        if t.dairy_in_meat_free_dishes {
            d.code(R::DairyPresentInRelevantDishes);
        }
    }

    // --- Safety-sensitive diets: never fit ------------------------------
    match diet {
        Diet::Halal | Diet::Kosher => {
            d.block_fit();
            d.code(R::RestaurantVerificationRecommended);
            if d.decision == Decision::Unknown {
                d.code(R::EdgeCaseFlagged);
            }
            d.check(0, if diet == Diet::Halal {
                "dietfit cannot confirm halal preparation; ask the restaurant whether its meat is halal-certified and how it is prepared.".to_owned()
            } else {
                "dietfit cannot confirm kosher supervision; ask the restaurant about its certification and how meat and dairy are kept apart.".to_owned()
            });
        }
        Diet::GlutenFree => {
            d.block_fit();
            if t.has_support() {
                d.code(R::GlutenFreeOptionsAvailable);
            }
            if gluten_heavy(&t, menu) {
                d.code(R::GlutenRiskHigh);
            }
            if t.allergen_free_claim {
                d.code(R::DeclaredAllergenFree);
            } else {
                d.code(R::AllergenInfoUnavailable);
            }
            d.check(0, "Ask the restaurant how it keeps gluten-free dishes apart from wheat, including shared fryers and surfaces.".to_owned());
        }
        Diet::LowFodmap => {
            d.block_fit();
            d.code(R::AllergenInfoUnavailable);
            d.check(0, "Ask the restaurant about onion, garlic, wheat and other high-FODMAP ingredients in the dishes you choose.".to_owned());
        }
        _ => {}
    }

    // --- Cross-contamination --------------------------------------------
    for (signal, code) in [
        (S::SharedFryer, R::FryerContaminationRisk),
        (S::SharedGrill, R::SharedGrillRisk),
        (S::SharedSurface, R::SharedPrepSurfaceRisk),
    ] {
        if t.shared.has(signal) {
            d.code(code);
        }
    }
    if !t.shared.is_empty() {
        d.flag(RiskFlag::CrossContaminationRisk);
    }
    if t.fresh_dedicated {
        d.code(R::DedicatedVeganPrepConfirmed);
    }
    let meat_free_diet = level.is_some();
    if profile.exclude_cross_contamination && meat_free_diet {
        let whole_place = t.fresh_full_claim && t.shared.is_empty();
        let dedicated = t.fresh_dedicated && t.shared.is_empty();
        if !(whole_place || dedicated) {
            d.block_fit();
            if t.shared.is_empty() && !t.fresh_dedicated {
                d.code(R::CrossContaminationUnknown);
            }
            d.check(
                2,
                "Ask whether your dishes are prepared with separate fryers, grills and surfaces."
                    .to_owned(),
            );
        }
    } else if d.decision == Decision::Fit && !t.shared.is_empty() {
        d.confidence = d.confidence.min(Confidence::Medium);
        d.check(
            2,
            "The restaurant reports shared cooking equipment; ask which dishes avoid it."
                .to_owned(),
        );
    }

    // --- Dietary rules ----------------------------------------------------
    let mut rule_checks: Vec<&'static str> = Vec::new();
    for (ingredient, _allergy, rule_effect) in &effects {
        match rule_effect {
            RuleEffect::AllergenSafety => {
                d.block_fit();
                match ingredient {
                    RuleIngredient::Nuts => {
                        d.code(R::NutAllergyRiskUnknown);
                        if t.ingredient_items
                            .any(SignalSet::of(&[S::TreeNut, S::Peanut]))
                        {
                            d.code(R::NutPresentInRelevantDishes);
                        }
                    }
                    RuleIngredient::Gluten => {
                        if gluten_heavy(&t, menu) {
                            d.code(R::GlutenRiskHigh);
                        }
                        if t.ingredient_items.has(S::GlutenFreeLabel) {
                            d.code(R::GlutenFreeOptionsAvailable);
                        }
                    }
                    RuleIngredient::Dairy if t.ingredient_items.has(S::Dairy) => {
                        d.code(R::DairyPresentInRelevantDishes);
                    }
                    _ => {}
                }
                d.code(if t.allergen_free_claim {
                    R::DeclaredAllergenFree
                } else {
                    R::AllergenInfoUnavailable
                });
                rule_checks.push(ingredient.describe());
            }
            RuleEffect::Unconfirmable => {
                d.block_fit();
                d.code(R::RestaurantVerificationRecommended);
                rule_checks.push(ingredient.describe());
            }
            RuleEffect::NeedsVeganEvidence
            | RuleEffect::NeedsVegetarianEvidence
            | RuleEffect::NeedsNoShellfishEvidence => {
                if *ingredient == RuleIngredient::Dairy && t.ingredient_items.has(S::Dairy) {
                    d.code(R::DairyPresentInRelevantDishes);
                }
            }
            RuleEffect::Implied => {}
        }
    }
    rule_checks.dedup();
    if !rule_checks.is_empty() {
        let pronoun = if rule_checks.len() == 1 { "it" } else { "them" };
        d.check(0, format!(
            "Tell the restaurant you must avoid {} and ask whether your dish and its preparation are free of {pronoun}; dietfit cannot confirm allergen safety.",
            join_words(&rule_checks)
        ));
    }
    if !rules.not_understood.is_empty() {
        d.block_fit();
        d.code(R::UserProfileAmbiguous);
        d.check(
            1,
            format!(
                "dietfit could not read the rule \"{}\"; check it with the restaurant yourself.",
                rules.not_understood.first().map_or("", |r| r.as_str())
            ),
        );
    }

    // --- Freshness, sources and the final flags ---------------------------
    if t.stale_relevant {
        d.flag(RiskFlag::StaleData);
        d.code(R::DataFreshnessPoor);
        if t.stale_menu {
            d.code(R::MenuOutdated);
        }
    }
    if t.relevant < 3 || (d.decision == Decision::Unknown && !t.has_support() && !t.has_reject()) {
        d.flag(RiskFlag::LimitedEvidence);
    }
    let tag_only_support = t.support_from(Basis::Tag) && !t.support_from(Basis::FirstParty);
    let tag_only_reject = t.reject_from(Basis::Tag) && !t.reject_from(Basis::FirstParty);
    if tag_only_support || tag_only_reject {
        d.flag(RiskFlag::ThirdPartyUnverified);
    }
    if t.relevant > 0 && t.relevant_reports == t.relevant {
        d.flag(RiskFlag::UserReportOnly);
    }
    if t.language_barrier {
        d.flag(RiskFlag::LanguageBarrier);
    }
    if t.relevant_fresh_first_party == 0 {
        d.code(R::SourceConfidenceLow);
    }
    if d.confidence == Confidence::High && d.decision != Decision::Unknown {
        d.code(R::SourceConfidenceHigh);
        d.code(R::HighConfidenceDecision);
    }
    let verification_required = match d.decision {
        Decision::Unknown => true,
        Decision::Fit => !d.flags.is_empty(),
        Decision::NotFit => false,
    };
    if verification_required {
        d.code(R::RestaurantVerificationRecommended);
    }
    d.check(
        4,
        match d.decision {
            Decision::Unknown => {
                format!("Ask the restaurant which dishes suit a {words} diet before you order.")
            }
            Decision::Fit => {
                format!("Tell your server you eat a {words} diet when you order.")
            }
            Decision::NotFit => format!(
                "If you still want to eat here, call ahead and ask whether they can prepare a {words} meal."
            ),
        },
    );

    let mut reason_codes = d.codes;
    sort_in_contract_order(&mut reason_codes);
    let mut risk_flags = d.flags;
    sort_in_contract_order(&mut risk_flags);
    // The first check of the lowest priority: stable, since checks are
    // pushed in a fixed order.
    let check = d
        .checks
        .iter()
        .min_by_key(|(priority, _)| *priority)
        .map_or("", |(_, sentence)| sentence.as_str());
    let recommended_user_text = if d.situation.is_empty() {
        check.to_owned()
    } else {
        let mut text = String::with_capacity(d.situation.len() + 1 + check.len());
        text.push_str(&d.situation);
        text.push(' ');
        text.push_str(check);
        text
    };

    FitDecision {
        match_for_profile: MatchForProfile {
            decision: d.decision,
            confidence: d.confidence,
            reason_codes,
            risk_flags,
            verification_required,
            recommended_user_text,
        },
        evidence: pointers(evidence, &t.indices),
    }
}

fn gluten_heavy(t: &Tally, menu: MenuSummary) -> bool {
    let shared = t
        .shared
        .any(SignalSet::of(&[S::SharedFryer, S::SharedSurface]));
    shared || (menu.items > 0 && t.gluten_items * 2 >= menu.items && t.gluten_items > 0)
}

fn join_words(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Sorts and deduplicates by contract order, so output never depends on the
/// order rules fired in.
fn sort_in_contract_order<E: WireEnum + PartialEq>(values: &mut Vec<E>) {
    let position = |value: &E| E::ALL.iter().position(|v| v == value).unwrap_or(usize::MAX);
    values.sort_by_key(position);
    values.dedup();
}

/// The evidence behind a decision, strongest first: first-party before
/// diners, primary before supporting, newest first, then by id.
fn pointers(evidence: &[EvidenceItem], indices: &[usize]) -> Vec<Evidence> {
    strongest_first(
        indices.iter().filter_map(|i| evidence.get(*i)),
        DECISION_EVIDENCE_MAX,
        |item| item.to_contract(dietfit_contract::MAX_EXCERPT_CHARS),
    )
}
