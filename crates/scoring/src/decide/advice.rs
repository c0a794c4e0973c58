//! After the guards: the codes that describe the evidence, the flags about
//! its sources, whether verification is required, and the advice. None of
//! these changes the decision or its confidence.

use dietfit_contract::{Decision, Diet, MatchForProfile, ReasonCode as R, RiskFlag, WireEnum};

use super::draft::{CHECK_GENERAL, Draft};
use super::guards::FIT_MIN_SUPPORTING_ITEMS;
use super::stance::Basis;
use super::tally::{DISHES_NAMED, FoundDish};
use super::{Context, diet_words};

/// What the diet's evidence is: confirmed dishes, mentions, a whole-place
/// claim, partial support, vegetarian food offered to a strict vegan, dairy
/// in meat-free dishes, dedicated preparation.
pub(super) fn evidence_codes(c: &Context, d: &mut Draft) {
    let t = &c.tally;
    if matches!(
        c.diet,
        Diet::StrictVegan | Diet::Vegetarian | Diet::Pescatarian
    ) {
        if t.menu_confirmed {
            d.code(R::VeganMenuConfirmed);
        } else if t.has_support() {
            d.code(R::VeganOptionsMentioned);
        }
        if t.full_claim_any {
            d.code(R::VeganMenuFullRestaurant);
        } else if t.partial_support || (t.has_support() && c.diet == Diet::StrictVegan) {
            d.code(R::VeganFriendlyPartial);
        }
    }
    if c.diet == Diet::StrictVegan {
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
    if t.fresh_dedicated {
        d.code(R::DedicatedVeganPrepConfirmed);
    }
}

/// Where the evidence comes from: little of it, only structured tags, only
/// user reports, a language barrier, no fresh first-party source.
pub(super) fn source_flags(c: &Context, d: &mut Draft) {
    let t = &c.tally;
    if t.relevant < FIT_MIN_SUPPORTING_ITEMS
        || (d.decision() == Decision::Unknown && !t.has_support() && !t.has_reject())
    {
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
}

/// A `high` fit or not-fit says so.
pub(super) fn confidence_codes(d: &mut Draft) {
    if d.confidence() == dietfit_contract::Confidence::High && d.decision() != Decision::Unknown {
        d.code(R::SourceConfidenceHigh);
        d.code(R::HighConfidenceDecision);
    }
}

/// Every `unknown`, and a `fit` with any risk flag, must be verified with
/// the restaurant; a `not_fit` need not be.
pub(super) fn verification_required(d: &Draft) -> bool {
    match d.decision() {
        Decision::Unknown => true,
        Decision::Fit => !d.flags.is_empty(),
        Decision::NotFit => false,
    }
}

/// The contract's answer: codes and flags in contract order, the situation
/// plus the most important check as the advice.
/// The answer, and the questions for the restaurant.
pub(super) fn finish(c: &Context, mut d: Draft) -> (MatchForProfile, Vec<String>) {
    let words = diet_words(c.diet);
    let verification_required = verification_required(&d);
    if verification_required {
        d.code(R::RestaurantVerificationRecommended);
    }
    d.check(
        CHECK_GENERAL,
        match d.decision() {
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

    let decision = d.decision();
    let confidence = d.confidence();
    let mut situation = d.situation().sentence(words);
    if decision == Decision::Fit
        && let Some(dishes) = dishes_to_order(&c.tally.meal_dishes)
    {
        situation.push(' ');
        situation.push_str(&dishes);
    }
    let mut reason_codes = std::mem::take(&mut d.codes);
    sort_in_contract_order(&mut reason_codes);
    let mut risk_flags = std::mem::take(&mut d.flags);
    sort_in_contract_order(&mut risk_flags);
    // The first check of the lowest priority: stable, since checks are
    // pushed in a fixed order.
    let check = d
        .checks
        .iter()
        .min_by_key(|(priority, _)| *priority)
        .map_or("", |(_, sentence)| sentence.as_str());
    let recommended_user_text = if situation.is_empty() {
        check.to_owned()
    } else {
        let mut text = String::with_capacity(situation.len() + 1 + check.len());
        text.push_str(&situation);
        text.push(' ');
        text.push_str(check);
        text
    };
    d.flags = risk_flags;
    super::explain::ask_about_flags(c, &mut d);
    // The dishes a fit rests on, as the advice names them.
    let dishes = if decision == Decision::Fit {
        let t = &c.tally;
        t.meal_dishes
            .iter()
            .chain(&t.other_dishes)
            .take(DISHES_NAMED)
            .map(|dish| dish.name().to_owned())
            .collect()
    } else {
        Vec::new()
    };
    let answer = MatchForProfile {
        decision,
        confidence,
        reason_codes,
        risk_flags: d.flags,
        verification_required,
        recommended_user_text,
        dishes,
    };
    (answer, d.questions)
}

/// "Dishes to ask for: Tofu Bowl and Lentil Curry (on the menu seen on
/// 2026-10-01)." — what a diner can order, and when it was seen.
fn dishes_to_order(dishes: &[FoundDish]) -> Option<String> {
    let dishes = dishes.get(..dishes.len().min(DISHES_NAMED))?;
    let (first, rest) = dishes.split_first()?;
    let names: Vec<&str> = dishes.iter().map(FoundDish::name).collect();
    let newest = rest
        .iter()
        .map(|dish| dish.seen)
        .fold(first.seen, |newest, seen| newest.max(seen));
    let oldest = rest
        .iter()
        .map(|dish| dish.seen)
        .fold(first.seen, |oldest, seen| oldest.min(seen));
    let seen = if oldest.date() == newest.date() {
        format!("on the menu seen on {}", newest.date())
    } else {
        format!("on menus seen from {} to {}", oldest.date(), newest.date())
    };
    let list = match names.as_slice() {
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
        [] => return None,
    };
    Some(format!("Dishes to ask for: {list} ({seen})."))
}

/// Sorts and deduplicates by contract order, so output never depends on the
/// order rules fired in.
fn sort_in_contract_order<E: WireEnum + PartialEq>(values: &mut Vec<E>) {
    let position = |value: &E| E::ALL.iter().position(|v| v == value).unwrap_or(usize::MAX);
    values.sort_by_key(position);
    values.dedup();
}

#[cfg(test)]
mod tests {
    use dietfit_contract::Confidence;

    use super::*;
    use crate::decide::draft::CHECK_SAFETY;
    use crate::decide::tally::Tally;
    use crate::decide::test_support::{context, draft, fit, strong_tally, tally};

    #[test]
    fn unknown_and_flagged_fits_need_verification() {
        assert!(verification_required(&draft(
            Decision::Unknown,
            Confidence::Low
        )));
        assert!(!verification_required(&draft(
            Decision::NotFit,
            Confidence::High
        )));
        let mut d = fit();
        assert!(!verification_required(&d));
        d.flag(RiskFlag::LanguageBarrier);
        assert!(verification_required(&d));
    }

    #[test]
    fn source_flags_say_where_the_evidence_comes_from() {
        let flags = |t: Tally, d: Decision| {
            let mut draft = draft(d, Confidence::Low);
            source_flags(&context(Diet::StrictVegan, t), &mut draft);
            draft.flags
        };
        let thin = Tally {
            relevant: 2,
            ..strong_tally()
        };
        assert_eq!(flags(thin, Decision::Unknown), [RiskFlag::LimitedEvidence]);
        assert_eq!(
            flags(Tally::default(), Decision::Unknown),
            [RiskFlag::LimitedEvidence]
        );
        let reports = Tally {
            relevant_reports: 5,
            ..tally(&[Basis::Report], &[])
        };
        assert_eq!(
            flags(reports, Decision::Unknown),
            [RiskFlag::UserReportOnly]
        );
        assert_eq!(
            flags(tally(&[Basis::Tag], &[]), Decision::Unknown),
            [RiskFlag::ThirdPartyUnverified]
        );
        assert!(flags(strong_tally(), Decision::Fit).is_empty());
    }

    #[test]
    fn the_answer_is_sorted_and_names_the_first_most_important_check() {
        let c = context(Diet::Halal, strong_tally());
        let mut d = draft(Decision::Unknown, Confidence::Low);
        d.code(R::SourceConfidenceLow);
        d.code(R::EdgeCaseFlagged);
        d.code(R::EdgeCaseFlagged);
        d.check(CHECK_SAFETY, "First.".to_owned());
        d.check(CHECK_SAFETY, "Second.".to_owned());
        let (m, _) = finish(&c, d);
        let position = |code: &R| R::ALL.iter().position(|c| c == code).unwrap();
        assert!(
            m.reason_codes
                .windows(2)
                .all(|w| position(&w[0]) < position(&w[1])),
            "contract order, no duplicates: {:?}",
            m.reason_codes
        );
        assert_eq!(m.reason_codes.len(), 3);
        assert!(m.verification_required);
        assert_eq!(
            m.recommended_user_text,
            "The restaurant's recent menu shows dishes that suit a halal diet. First."
        );
    }
}
