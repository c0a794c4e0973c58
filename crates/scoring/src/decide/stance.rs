//! Stances: what one evidence item says about one diet — support, rejection,
//! or only a bearing on it — and who stands behind it.

use dietfit_contract::{Diet, EvidenceType};

use crate::evidence::EvidenceItem;
use crate::lexicon::{ANIMAL, NOT_VEGETARIAN};
use crate::rules::{RuleEffect, RuleIngredient};
use crate::signals::{Signal as S, SignalSet};

/// Who stands behind a support or a rejection, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Basis {
    Report,
    Review,
    Tag,
    FirstParty,
}

impl Basis {
    /// Its bit in a [`Tally`](super::tally::Tally)'s set of bases.
    pub(super) fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// How strict the food a fit must rest on is (narrowed by rules such as
/// "no dairy" for a vegetarian), strictest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Level {
    Vegan,
    Vegetarian,
    PescatarianNoShellfish,
    Pescatarian,
}

pub(super) fn level_of(diet: Diet) -> Option<Level> {
    match diet {
        Diet::StrictVegan => Some(Level::Vegan),
        Diet::Vegetarian => Some(Level::Vegetarian),
        Diet::Pescatarian => Some(Level::Pescatarian),
        _ => None,
    }
}

pub(super) const SHARED: SignalSet =
    SignalSet::of(&[S::SharedFryer, S::SharedGrill, S::SharedSurface]);
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
pub(super) use crate::lexicon::NOT_PESCATARIAN;

/// One item's bearing on the decision.
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct Stance {
    pub(super) support: Option<Basis>,
    /// Points towards `fit` (only first-party and tag support has any).
    pub(super) points: f64,
    /// A confirmed first-party fact (a labelled dish, a declaration).
    pub(super) confirmed: bool,
    /// A claim that the whole place fits.
    pub(super) full: bool,
    /// Support that is only partial (on request, limited).
    pub(super) partial: bool,
    pub(super) reject: Option<Basis>,
    pub(super) relevant: bool,
    /// The item names an animal product the diet excludes that the reader
    /// could not place, or is a bad experience of a diner eating more
    /// loosely (or saying nothing of their diet): it blocks a `fit`.
    pub(super) caution: bool,
}

/// Does a report by someone eating to `reporter` speak for food at `level`?
pub(super) fn report_speaks_for(reporter: Option<Diet>, level: Option<Level>, diet: Diet) -> bool {
    match (reporter.and_then(level_of), level) {
        (Some(reported), Some(wanted)) => reported <= wanted,
        _ => reporter == Some(diet),
    }
}

pub(super) fn basis_of(item: &EvidenceItem) -> Basis {
    match item.evidence_type {
        EvidenceType::MenuItem | EvidenceType::RestaurantDeclared => Basis::FirstParty,
        EvidenceType::ExternalSource => Basis::Tag,
        EvidenceType::ReviewSignal => Basis::Review,
        EvidenceType::UserReport => Basis::Report,
    }
}

/// Whether a restaurant-wide claim fits the diet, for claim-vs-menu conflicts.
pub(super) fn full_claim(signals: SignalSet, diet: Diet) -> bool {
    match diet {
        Diet::StrictVegan => signals.has(S::FullyVegan),
        Diet::Vegetarian | Diet::Pescatarian => {
            signals.any(SignalSet::of(&[S::FullyVegan, S::FullyVegetarian]))
        }
        _ => false,
    }
}

/// What food at `level` excludes.
pub(super) fn level_violations(level: Level) -> SignalSet {
    match level {
        Level::Vegan => ANIMAL,
        Level::Vegetarian => NOT_VEGETARIAN,
        Level::PescatarianNoShellfish => NOT_PESCATARIAN.union(SignalSet::of(&[S::Shellfish])),
        Level::Pescatarian => NOT_PESCATARIAN,
    }
}

/// What a diet excludes, for menu items.
pub(super) fn violations(diet: Diet) -> SignalSet {
    match diet {
        Diet::StrictVegan => ANIMAL,
        Diet::Vegetarian => NOT_VEGETARIAN,
        Diet::Pescatarian => NOT_PESCATARIAN,
        Diet::GlutenFree => SignalSet::of(&[S::Gluten]),
        _ => SignalSet::EMPTY,
    }
}

/// A menu item that confirms food at `level`.
pub(super) fn menu_item_confirms(signals: SignalSet, level: Level) -> bool {
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

pub(super) fn stance(
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
                    } else if place_claims_full
                        && !signals.any(violations(diet))
                        && !signals.has(S::LabelConflict)
                    {
                        // An unlabelled dish of a place whose own words say
                        // its whole menu suits the diet, with nothing the
                        // diet excludes: an item the fit rests on, never
                        // confirmed (it adds no points).
                        support(&mut out, 0.0, false, false, false);
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
    if let Some(level) = level {
        // What the reader could not place, of what this diet excludes.
        out.caution |= item.cautions.any(level_violations(level));
        // A bad experience of someone eating more loosely, or of a diner
        // who did not say, may be about what this diet excludes.
        let looser_or_unsaid = match item.report_diet.and_then(level_of) {
            Some(reported) => reported > level,
            None => item.report_diet.is_none(),
        };
        out.caution |= signals.has(S::ReportNegative) && looser_or_unsaid;
        // "Not fully vegan anymore" against a whole-place claim withdraws it
        // for a vegan. A looser diet learns only that something outside
        // veganism is served: where the words name what (honey, the
        // scones' butter), those products' own cautions speak for it;
        // where they name nothing animal, the claim it would rest on is
        // gone, so it cannot be trusted either.
        if place_claims_full && signals.has(S::NotFullyVegan) {
            if level == Level::Vegan {
                reject(&mut out);
            } else if !signals.any(ANIMAL) && !item.cautions.any(ANIMAL) {
                out.caution = true;
            }
        }
    }
    out.relevant = out.relevant
        || out.caution
        || out.support.is_some()
        || out.reject.is_some()
        || signals.any(relevant_extra(diet))
        || (item.evidence_type == EvidenceType::MenuItem && signals.any(violations(diet)));
    out
}

/// Signals that make an item part of a diet's decision besides support and
/// rejection: contamination, and the ingredients a diet's advice names.
pub(super) fn relevant_extra(diet: Diet) -> SignalSet {
    match diet {
        Diet::StrictVegan | Diet::Vegetarian | Diet::Pescatarian => SHARED.union(SignalSet::of(&[
            S::DedicatedPrep,
            S::FullyVegetarian,
            S::LabelConflict,
        ])),
        Diet::GlutenFree => SignalSet::of(&[
            S::SharedFryer,
            S::SharedSurface,
            S::AllergenCrossContact,
            S::Gluten,
            S::AllergenFreeClaim,
        ]),
        Diet::LowFodmap => SignalSet::of(&[S::OnionGarlic, S::Gluten]),
        Diet::Halal | Diet::Kosher => SignalSet::EMPTY,
    }
}

/// The level a fit must rest on: the diet's own, narrowed by rules such as
/// "no dairy" for a vegetarian (the strictest rule wins).
pub(super) fn narrowed_level(
    diet: Diet,
    effects: &[(RuleIngredient, RuleEffect)],
) -> Option<Level> {
    let mut level = level_of(diet);
    for (_, rule_effect) in effects {
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
    level
}
