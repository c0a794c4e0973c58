//! What a list of decisions means together: the order in which results fit
//! a profile, and when a human should look at them before a diner relies
//! on them.

use dietfit_contract::{Decision, UserProfile};

/// Where a result stands in a list ranked for a profile: `fit` before
/// `unknown` before `not_fit`; a result without a decision counts as
/// `unknown`. Sorting by it with a stable sort keeps the search order
/// within each decision.
pub fn fit_rank(decision: Option<Decision>) -> u8 {
    match decision {
        Some(Decision::Fit) => 0,
        None | Some(Decision::Unknown) => 1,
        Some(Decision::NotFit) => 2,
    }
}

/// A human should look when the profile is safety-sensitive (religious or
/// medical diets, stricter cross-contamination handling, free-form rules)
/// or when most of the decisions are `unknown`.
pub fn needs_human_review(
    profile: &UserProfile,
    decisions: impl ExactSizeIterator<Item = Option<Decision>>,
) -> bool {
    if profile.diet.is_safety_sensitive()
        || profile.exclude_cross_contamination
        || !profile.dietary_rules.is_empty()
    {
        return true;
    }
    let results = decisions.len();
    let unknown = decisions
        .filter(|decision| *decision == Some(Decision::Unknown))
        .count();
    unknown * 2 > results
}

#[cfg(test)]
mod tests {
    use dietfit_contract::Diet;

    use super::*;

    #[test]
    fn fit_ranks_before_unknown_before_not_fit() {
        let mut decisions = [
            Some(Decision::NotFit),
            None,
            Some(Decision::Fit),
            Some(Decision::Unknown),
        ];
        decisions.sort_by_key(|decision| fit_rank(*decision));
        assert_eq!(
            decisions,
            [
                Some(Decision::Fit),
                None,
                Some(Decision::Unknown),
                Some(Decision::NotFit)
            ]
        );
    }

    #[test]
    fn a_human_looks_at_sensitive_profiles_and_mostly_unknown_answers() {
        let vegan = UserProfile::new(Diet::StrictVegan);
        let unknown = Some(Decision::Unknown);
        let fit = Some(Decision::Fit);
        assert!(!needs_human_review(&vegan, [fit, unknown].into_iter()));
        assert!(needs_human_review(
            &vegan,
            [fit, unknown, unknown].into_iter()
        ));
        assert!(!needs_human_review(&vegan, std::iter::empty()));
        let careful = UserProfile {
            exclude_cross_contamination: true,
            ..UserProfile::new(Diet::StrictVegan)
        };
        assert!(needs_human_review(&careful, [fit].into_iter()));
    }
}
