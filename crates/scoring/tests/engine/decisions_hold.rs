//! `decisions_hold_until`: the instant through which a restaurant's
//! decisions stay what they are now, which lets a server keep a decision
//! instead of deciding again. Checked on the red-team corpus's records
//! (text written by others, with evidence of every age), not on fixtures.

use dietfit_contract::{Diet, IngestRecord, UserProfile};
use dietfit_scoring::{decide_for_table, decide_in_detail, decisions_hold_until, evaluate};
use time::{Duration, OffsetDateTime};

use crate::redteam::load;
use crate::support::NOW;

/// The classes whose point is the age of the evidence, and a sample of
/// every other class.
fn sample() -> Vec<(String, IngestRecord, UserProfile)> {
    load()
        .into_iter()
        .enumerate()
        .filter(|(n, case)| {
            matches!(
                case.class.as_str(),
                "staleness" | "weak-evidence" | "time-scope" | "date-boundary"
            ) || n % 9 == 0
        })
        .map(|(_, case)| {
            let record = IngestRecord::parse_line(&case.record.to_string())
                .unwrap_or_else(|e| panic!("{}: {e}", case.id));
            let profile = serde_json::from_value(case.profile.clone())
                .unwrap_or_else(|e| panic!("{}: {e}", case.id));
            (case.id, record, profile)
        })
        .collect()
}

fn vegan() -> UserProfile {
    UserProfile {
        diet: Diet::StrictVegan,
        exclude_cross_contamination: false,
        dietary_rules: Vec::new(),
    }
}

#[test]
fn decisions_hold_from_now_through_the_instant_given_and_change_after_it() {
    let cases = sample();
    assert!(cases.len() > 500, "the sample holds {} cases", cases.len());
    let mut changed_just_after = 0;
    let mut bounded = 0;
    for (id, record, profile) in &cases {
        let evaluation = evaluate(record, NOW);
        let until = decisions_hold_until(&evaluation, NOW);
        // With nothing fresh, no later instant changes anything: try one
        // ten years on.
        let last = until.unwrap_or(NOW + Duration::days(3_650));
        let profiles = [profile.clone(), vegan()];
        let at_now: Vec<_> = profiles
            .iter()
            .map(|p| decide_in_detail(&evaluation, p, NOW))
            .collect();
        let table_now = decide_for_table(&evaluation, &profiles, NOW);
        let middle = NOW + (last - NOW) / 2;
        // Evidence exactly 180 days old holds only through now itself, so
        // the bound can be now: an instant after it is not promised.
        let probes = [NOW + Duration::nanoseconds(1), middle, last];
        for at in probes.into_iter().filter(|at| *at <= last) {
            for (p, expected) in profiles.iter().zip(&at_now) {
                assert_eq!(
                    &decide_in_detail(&evaluation, p, at),
                    expected,
                    "{id}: the decision changed at {at}, before {last}"
                );
            }
            assert_eq!(
                decide_for_table(&evaluation, &profiles, at),
                table_now,
                "{id}: the table's decision changed at {at}"
            );
        }
        let Some(until) = until else { continue };
        bounded += 1;
        let after = until + Duration::nanoseconds(1);
        assert!(
            decisions_hold_until(&evaluation, after).is_none_or(|next| next > until),
            "{id}: the next bound moves on"
        );
        let changed = profiles
            .iter()
            .zip(&at_now)
            .any(|(p, before)| &decide_in_detail(&evaluation, p, after) != before);
        changed_just_after += usize::from(changed);
    }
    assert!(bounded > 100, "{bounded} cases have fresh evidence");
    // The bound is not merely safe but tight: where fresh evidence turns
    // stale, answers change one nanosecond later.
    assert!(
        changed_just_after > 10,
        "only {changed_just_after} of {bounded} decisions changed just after their bound"
    );
}

#[test]
fn an_earlier_now_is_not_covered() {
    // Evidence stale now turns fresh going back in time, so the bound says
    // nothing about instants before `now`: the corpus has such a case.
    let found = sample().iter().any(|(_, record, profile)| {
        let evaluation = evaluate(record, NOW);
        let earlier: OffsetDateTime = NOW - Duration::days(400);
        decide_in_detail(&evaluation, profile, earlier)
            != decide_in_detail(&evaluation, profile, NOW)
    });
    assert!(found, "some decision differs a year before now");
}
