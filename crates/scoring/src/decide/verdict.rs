//! The base verdict: what the diet's own evidence says, before any guard.
//!
//! An ordered table of rules, each a small function of the [`Tally`] that
//! either matches (and gives the verdict) or does not. Each rule states its
//! whole condition, so the rules are mutually exclusive and together cover
//! every tally (a test checks both); the order only documents the reading.

use dietfit_contract::{Confidence, Decision, ReasonCode as R};

use super::stance::Basis;
use super::tally::Tally;

/// Support points `fit` needs (a confirmed menu item or a declaration of
/// options is 1, a full-vegan declaration 2, a structured tag 1, a dish on
/// request or "limited" 0.5); at least one point must be a confirmed
/// first-party fact.
pub(super) const FIT_POINTS: f64 = 2.0;
pub(super) const HIGH_CONFIDENCE_POINTS: f64 = 3.0;

/// A rule of the base verdict: `None` when it does not apply.
pub(super) type VerdictRule = fn(&Tally) -> Option<Verdict>;

/// The base verdict's rules, in the order the decision table reads them.
pub(super) const VERDICT_RULES: &[(&str, VerdictRule)] = &[
    ("conflict", conflict),
    ("fresh_rejection", fresh_rejection),
    ("second_hand_rejection", second_hand_rejection),
    ("stale_support", stale_support),
    ("strong_support", strong_support),
    ("weak_support", weak_support),
    ("no_evidence", no_evidence),
];

/// The first rule that applies. Some rule always does; should none, the
/// answer is the safe one, `unknown`.
pub(super) fn base_verdict(t: &Tally) -> Verdict {
    VERDICT_RULES
        .iter()
        .find_map(|(_, rule)| rule(t))
        .unwrap_or_else(|| Verdict::unknown(Situation::NoInformation))
}

/// What the evidence shows, as the first sentence of the advice; written out
/// once, at the end, with the diet's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Situation {
    SourcesDisagree,
    RecentRejection,
    SecondHandRejection,
    StaleInformation,
    DatedAhead,
    DeclaredFit,
    MenuFit,
    UnconfirmedSigns,
    NoInformation,
}

impl Situation {
    pub(super) fn sentence(self, words: &str) -> String {
        match self {
            Situation::SourcesDisagree => {
                format!("Sources disagree about whether this restaurant suits a {words} diet.")
            }
            Situation::RecentRejection => format!(
                "Recent information from the restaurant or a structured listing says it does not suit a {words} diet."
            ),
            Situation::SecondHandRejection => format!(
                "Only older or second-hand reports say this restaurant does not suit a {words} diet."
            ),
            Situation::StaleInformation => format!(
                "Some of the {words} information for this restaurant is more than 180 days old."
            ),
            Situation::DatedAhead => format!(
                "Some of the {words} information for this restaurant is dated in the future, so when it was seen is not known."
            ),
            Situation::DeclaredFit => {
                format!("The restaurant recently stated that its food suits a {words} diet.")
            }
            Situation::MenuFit => {
                format!("The restaurant's recent menu shows dishes that suit a {words} diet.")
            }
            Situation::UnconfirmedSigns => format!(
                "There are signs of {words} options here, but not enough recent first-hand information to confirm them."
            ),
            Situation::NoInformation => format!(
                "dietfit found no reliable information about {words} options at this restaurant."
            ),
        }
    }
}

/// A base verdict: the decision, its confidence, what the evidence shows and
/// the codes that explain it (a fixed few, so no allocation).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Verdict {
    pub(super) decision: Decision,
    pub(super) confidence: Confidence,
    pub(super) situation: Situation,
    pub(super) codes: [Option<R>; 2],
}

impl Verdict {
    pub(super) fn new(decision: Decision, confidence: Confidence, situation: Situation) -> Verdict {
        Verdict {
            decision,
            confidence,
            situation,
            codes: [None; 2],
        }
    }

    /// `unknown` is always `low` confidence.
    fn unknown(situation: Situation) -> Verdict {
        Verdict::new(Decision::Unknown, Confidence::Low, situation)
    }

    /// Adds `code` when `condition` holds.
    fn code_if(mut self, condition: bool, code: R) -> Verdict {
        if condition {
            let slot = self.codes.iter_mut().find(|slot| slot.is_none());
            debug_assert!(slot.is_some(), "a verdict carries at most two codes");
            if let Some(slot) = slot {
                *slot = Some(code);
            }
        }
        self
    }

    /// Diners' praise, named on every support verdict.
    fn with_diner_support(self, t: &Tally) -> Verdict {
        self.code_if(t.diner_support(), R::ReviewSignalPositive)
    }
}

/// Something supports and something rejects, at any age: `unknown`.
pub(super) fn conflict(t: &Tally) -> Option<Verdict> {
    let applies = t.has_support() && t.has_reject();
    if !applies {
        return None;
    }
    let first_party_both_sides =
        t.support_from(Basis::FirstParty) && t.reject_from(Basis::FirstParty);
    let diner = t.diner_support() || t.diner_reject();
    // Every conflict names itself: diners' words against the rest, or an
    // edge case among the restaurant's own words and structured sources (a
    // dish on request against `diet:vegan=no`).
    Some(
        Verdict::unknown(Situation::SourcesDisagree)
            .code_if(diner, R::ReviewSignalConflicting)
            .code_if(
                t.label_conflict || t.claim_conflict || first_party_both_sides || !diner,
                R::EdgeCaseFlagged,
            ),
    )
}

/// Only rejections, at least one fresh and first-party or structured:
/// `not_fit`; `high` with two such and nothing stale.
pub(super) fn fresh_rejection(t: &Tally) -> Option<Verdict> {
    let applies = t.only_rejection() && t.fresh_structured_rejects > 0;
    if !applies {
        return None;
    }
    let confidence = if t.fresh_structured_rejects >= 2 && !t.untimely() {
        Confidence::High
    } else {
        Confidence::Medium
    };
    Some(
        Verdict::new(Decision::NotFit, confidence, Situation::RecentRejection)
            .code_if(t.diner_reject(), R::ReviewSignalNegative),
    )
}

/// Only rejections, none fresh from the restaurant or a listing (diners, or
/// old information): `unknown`. Diners alone never make `not_fit`.
pub(super) fn second_hand_rejection(t: &Tally) -> Option<Verdict> {
    let applies = t.only_rejection() && t.fresh_structured_rejects == 0;
    if !applies {
        return None;
    }
    Some(
        Verdict::unknown(Situation::SecondHandRejection)
            .code_if(t.diner_reject(), R::ReviewSignalNegative),
    )
}

/// Only support, but some relevant evidence is stale or dated ahead:
/// `unknown`, whatever the fresh evidence adds up to.
pub(super) fn stale_support(t: &Tally) -> Option<Verdict> {
    let applies = t.only_support() && t.untimely();
    if !applies {
        return None;
    }
    let situation = if t.stale_relevant {
        Situation::StaleInformation
    } else {
        Situation::DatedAhead
    };
    Some(Verdict::unknown(situation).with_diner_support(t))
}

/// Fresh support strong enough for a fit: enough points from confirmed
/// first-party facts (labelled dishes, the restaurant's own statements). A
/// tag, a dish on request or a "limited" choice adds to the picture but
/// never carries a fit.
fn is_strong(t: &Tally) -> bool {
    t.fresh_confirmed_points >= FIT_POINTS && t.fresh_confirmed >= 1
}

/// Only support, all fresh, and strong: `fit`; `high` with ample points and
/// two confirmed facts.
pub(super) fn strong_support(t: &Tally) -> Option<Verdict> {
    let applies = t.only_support() && !t.untimely() && is_strong(t);
    if !applies {
        return None;
    }
    let confidence = if t.fresh_points >= HIGH_CONFIDENCE_POINTS && t.fresh_confirmed >= 2 {
        Confidence::High
    } else {
        Confidence::Medium
    };
    let situation = if t.fresh_full_claim {
        Situation::DeclaredFit
    } else {
        Situation::MenuFit
    };
    Some(Verdict::new(Decision::Fit, confidence, situation).with_diner_support(t))
}

/// Only support, all fresh, but not strong (a tag, diners, dishes on
/// request): `unknown`, `INSUFFICIENT_EVIDENCE`.
pub(super) fn weak_support(t: &Tally) -> Option<Verdict> {
    let applies = t.only_support() && !t.untimely() && !is_strong(t);
    if !applies {
        return None;
    }
    Some(
        Verdict::unknown(Situation::UnconfirmedSigns)
            .code_if(true, R::InsufficientEvidence)
            .with_diner_support(t),
    )
}

/// Nothing supports and nothing rejects: `unknown`, `INSUFFICIENT_EVIDENCE`.
pub(super) fn no_evidence(t: &Tally) -> Option<Verdict> {
    let applies = !t.has_support() && !t.has_reject();
    if !applies {
        return None;
    }
    Some(Verdict::unknown(Situation::NoInformation).code_if(true, R::InsufficientEvidence))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decide::test_support::{strong_tally, tally};
    use Basis::{FirstParty, Report, Review, Tag};

    fn codes(v: &Verdict) -> Vec<R> {
        v.codes.iter().flatten().copied().collect()
    }

    #[test]
    fn conflict_is_unknown_and_names_who_disagrees() {
        assert_eq!(conflict(&tally(&[FirstParty], &[])), None);
        assert_eq!(conflict(&tally(&[], &[Tag])), None);
        let diners = conflict(&tally(&[FirstParty], &[Review])).unwrap();
        assert_eq!(diners.decision, Decision::Unknown);
        assert_eq!(diners.confidence, Confidence::Low);
        assert_eq!(codes(&diners), [R::ReviewSignalConflicting]);
        let first_party = conflict(&tally(&[FirstParty], &[FirstParty])).unwrap();
        assert_eq!(codes(&first_party), [R::EdgeCaseFlagged]);
        let label = Tally {
            label_conflict: true,
            ..tally(&[FirstParty, Report], &[Tag])
        };
        assert_eq!(
            codes(&conflict(&label).unwrap()),
            [R::ReviewSignalConflicting, R::EdgeCaseFlagged]
        );
        // However strong the support.
        let strong = Tally {
            reject: Review.bit(),
            ..strong_tally()
        };
        assert_eq!(conflict(&strong).unwrap().decision, Decision::Unknown);
    }

    #[test]
    fn fresh_rejection_needs_a_fresh_first_party_or_structured_rejection() {
        let diners = tally(&[], &[Review]);
        assert_eq!(fresh_rejection(&diners), None);
        let one = Tally {
            fresh_structured_rejects: 1,
            ..tally(&[], &[Tag, Review])
        };
        let v = fresh_rejection(&one).unwrap();
        assert_eq!(
            (v.decision, v.confidence),
            (Decision::NotFit, Confidence::Medium)
        );
        assert_eq!(codes(&v), [R::ReviewSignalNegative]);
        let two = Tally {
            fresh_structured_rejects: 2,
            ..tally(&[], &[Tag, FirstParty])
        };
        assert_eq!(fresh_rejection(&two).unwrap().confidence, Confidence::High);
        let two_and_stale = Tally {
            stale_relevant: true,
            ..two
        };
        assert_eq!(
            fresh_rejection(&two_and_stale).unwrap().confidence,
            Confidence::Medium
        );
        let supported = Tally {
            fresh_structured_rejects: 1,
            ..tally(&[Review], &[Tag])
        };
        assert_eq!(fresh_rejection(&supported), None);
    }

    #[test]
    fn second_hand_rejection_is_unknown() {
        let v = second_hand_rejection(&tally(&[], &[Review, Report])).unwrap();
        assert_eq!(v.decision, Decision::Unknown);
        assert_eq!(codes(&v), [R::ReviewSignalNegative]);
        let old_tag = Tally {
            stale_relevant: true,
            ..tally(&[], &[Tag])
        };
        assert_eq!(codes(&second_hand_rejection(&old_tag).unwrap()), []);
        let fresh = Tally {
            fresh_structured_rejects: 1,
            ..tally(&[], &[Tag])
        };
        assert_eq!(second_hand_rejection(&fresh), None);
    }

    #[test]
    fn stale_support_is_unknown_however_strong_the_fresh_part() {
        let stale = Tally {
            stale_relevant: true,
            support: FirstParty.bit() | Review.bit(),
            ..strong_tally()
        };
        let v = stale_support(&stale).unwrap();
        assert_eq!(v.decision, Decision::Unknown);
        assert_eq!(v.situation, Situation::StaleInformation);
        assert_eq!(codes(&v), [R::ReviewSignalPositive]);
        assert_eq!(stale_support(&strong_tally()), None);
        // Support dated ahead is not believed either, and says so.
        let ahead = Tally {
            dated_ahead: true,
            ..strong_tally()
        };
        let v = stale_support(&ahead).unwrap();
        assert_eq!(v.decision, Decision::Unknown);
        assert_eq!(v.situation, Situation::DatedAhead);
        assert_eq!(strong_support(&ahead), None);
    }

    #[test]
    fn strong_support_needs_two_points_and_a_confirmed_fact() {
        let v = strong_support(&strong_tally()).unwrap();
        assert_eq!(
            (v.decision, v.confidence),
            (Decision::Fit, Confidence::High)
        );
        assert_eq!(v.situation, Situation::MenuFit);
        let medium = Tally {
            fresh_points: 2.0,
            fresh_confirmed_points: 2.0,
            fresh_confirmed: 1,
            fresh_full_claim: true,
            ..strong_tally()
        };
        let v = strong_support(&medium).unwrap();
        assert_eq!(v.confidence, Confidence::Medium);
        assert_eq!(v.situation, Situation::DeclaredFit);
        let unconfirmed = Tally {
            fresh_confirmed: 0,
            ..strong_tally()
        };
        assert_eq!(strong_support(&unconfirmed), None);
        let short = Tally {
            fresh_points: 1.5,
            fresh_confirmed_points: 1.5,
            ..strong_tally()
        };
        assert_eq!(strong_support(&short), None);
        // Points from a tag or dishes on request never carry a fit.
        let partial = Tally {
            fresh_points: 3.0,
            fresh_confirmed_points: 1.0,
            ..strong_tally()
        };
        assert_eq!(strong_support(&partial), None);
    }

    #[test]
    fn weak_support_is_unknown_with_insufficient_evidence() {
        let tag_only = Tally {
            fresh_points: 2.0,
            ..tally(&[Tag, Review], &[])
        };
        let v = weak_support(&tag_only).unwrap();
        assert_eq!(v.decision, Decision::Unknown);
        assert_eq!(
            codes(&v),
            [R::InsufficientEvidence, R::ReviewSignalPositive]
        );
        assert_eq!(weak_support(&strong_tally()), None);
    }

    #[test]
    fn no_evidence_is_unknown_with_insufficient_evidence() {
        let v = no_evidence(&Tally::default()).unwrap();
        assert_eq!(v.decision, Decision::Unknown);
        assert_eq!(codes(&v), [R::InsufficientEvidence]);
        assert_eq!(no_evidence(&tally(&[Review], &[])), None);
    }

    /// Every combination of the facts the rules read.
    fn tallies() -> Vec<Tally> {
        let mut out = Vec::new();
        for support in 0..16u8 {
            for reject in 0..16u8 {
                for (stale, ahead) in [(false, false), (true, false), (false, true), (true, true)] {
                    for rejects in [0, 1, 2] {
                        for (points, confirmed_points, confirmed) in [
                            (0.0, 0.0, 0),
                            (1.5, 1.0, 1),
                            (2.0, 0.0, 0),
                            (2.0, 1.0, 1),
                            (2.0, 2.0, 1),
                            (3.0, 3.0, 2),
                        ] {
                            out.push(Tally {
                                support,
                                reject,
                                stale_relevant: stale,
                                dated_ahead: ahead,
                                fresh_structured_rejects: rejects,
                                fresh_points: points,
                                fresh_confirmed_points: confirmed_points,
                                fresh_confirmed: confirmed,
                                ..Tally::default()
                            });
                        }
                    }
                }
            }
        }
        out
    }

    #[test]
    fn exactly_one_rule_applies_to_every_tally() {
        for t in tallies() {
            let applying: Vec<&str> = VERDICT_RULES
                .iter()
                .filter(|(_, rule)| rule(&t).is_some())
                .map(|(name, _)| *name)
                .collect();
            assert_eq!(applying.len(), 1, "{applying:?} for {t:?}");
        }
    }

    #[test]
    fn the_base_verdict_keeps_the_contract() {
        for t in tallies() {
            let v = base_verdict(&t);
            match v.decision {
                Decision::Fit => {
                    assert!(t.has_support() && !t.has_reject() && !t.untimely(), "{t:?}");
                    assert!(
                        t.fresh_confirmed_points >= FIT_POINTS && t.fresh_confirmed >= 1,
                        "{t:?}"
                    );
                }
                Decision::NotFit => {
                    assert!(!t.has_support() && t.fresh_structured_rejects > 0, "{t:?}");
                }
                Decision::Unknown => assert_eq!(v.confidence, Confidence::Low),
            }
        }
    }
}
