//! The decision paths of fixtures/README.md, over the bundled fixtures.

use std::collections::BTreeMap;

use dietfit_contract::{
    Decision, Diet, MatchForProfile, ReasonCode as R, RiskFlag as F, UserProfile,
};
use dietfit_fixtures::{Archetype, REFERENCE_DATE, bundled_fixtures};
use dietfit_scoring::{decide, evaluate};

fn profile(diet: Diet, exclude: bool, rules: &[&str]) -> UserProfile {
    UserProfile {
        diet,
        exclude_cross_contamination: exclude,
        dietary_rules: rules.iter().map(|r| (*r).to_owned()).collect(),
    }
}

/// Decisions of every record of `archetype` for `profile`.
fn decisions(archetype: Archetype, profile: &UserProfile) -> Vec<(String, MatchForProfile)> {
    bundled_fixtures()
        .filter(|g| g.archetype == archetype)
        .map(|g| {
            let evaluation = evaluate(&g.record, REFERENCE_DATE);
            (
                g.record.external_id.clone(),
                decide(&evaluation, profile, REFERENCE_DATE).match_for_profile,
            )
        })
        .collect()
}

fn summary(rows: &[(String, MatchForProfile)]) -> BTreeMap<&'static str, usize> {
    let mut counts = BTreeMap::new();
    for (_, m) in rows {
        *counts
            .entry(dietfit_contract::WireEnum::as_str(m.decision))
            .or_insert(0) += 1;
    }
    counts
}

#[test]
fn decision_paths_of_the_bundled_fixtures() {
    use Archetype as A;
    let vegan = profile(Diet::StrictVegan, false, &[]);
    let vegan_strict = profile(Diet::StrictVegan, true, &[]);
    let paths: Vec<(&str, Archetype, UserProfile)> = vec![
        ("P01", A::FullyVegan, vegan.clone()),
        ("P02", A::FullyVegan, profile(Diet::Vegetarian, false, &[])),
        ("P03", A::VeganFriendly, vegan.clone()),
        ("P04", A::VeganFriendly, vegan_strict.clone()),
        ("P05", A::DedicatedVeganPrep, vegan_strict.clone()),
        ("P06/P07", A::SharedFryerOrGrill, vegan_strict.clone()),
        ("P08", A::VegetarianOnly, vegan.clone()),
        (
            "P09",
            A::VegetarianOnly,
            profile(Diet::Vegetarian, false, &[]),
        ),
        ("P10", A::MeatCentred, vegan.clone()),
        ("P11", A::ConflictingReviews, vegan.clone()),
        ("P13", A::StaleOnly, vegan.clone()),
        ("P14", A::UserReportOnly, vegan.clone()),
        (
            "P15",
            A::GlutenFreeOptions,
            profile(Diet::GlutenFree, false, &[]),
        ),
        (
            "P16",
            A::NutHeavy,
            profile(Diet::StrictVegan, false, &["no nuts"]),
        ),
        ("P17", A::MeatCentred, profile(Diet::Halal, false, &[])),
        ("P18", A::MeatCentred, profile(Diet::Kosher, false, &[])),
        ("P19", A::BareListing, vegan.clone()),
    ];
    let mut report = Vec::new();
    let mut failures = Vec::new();
    for (path, archetype, profile) in &paths {
        let rows = decisions(*archetype, profile);
        assert!(!rows.is_empty(), "{path}: no {archetype:?} records");
        report.push(format!(
            "{path:8} {:24} {:?}",
            archetype.as_str(),
            summary(&rows)
        ));
        let share = |wanted: Decision| {
            rows.iter().filter(|(_, m)| m.decision == wanted).count() as f64 / rows.len() as f64
        };
        for (id, m) in &rows {
            // Contract paths: every record, no exception.
            let violation = match *path {
                "P06/P07" | "P13" | "P14" | "P15" | "P16" | "P17" | "P18" => {
                    m.decision == Decision::Fit
                }
                "P11" => m.decision != Decision::Unknown,
                "P19" => {
                    m.decision != Decision::Unknown
                        || !m.reason_codes.contains(&R::InsufficientEvidence)
                }
                // Fresh first-party or structured rejection gives `not_fit`
                // with the path's code. Otherwise the contract's rule 3 makes
                // it `unknown`, and the answer names why: sources that
                // conflict (a dish "that can be made vegan" against
                // `diet:vegan=no`), a rejection only second-hand or older
                // than 180 days, or too little evidence. Never `fit`.
                "P08" | "P10" => match m.decision {
                    Decision::NotFit => {
                        let code = if *path == "P08" {
                            R::VegetarianOnlyNotStrictVegan
                        } else {
                            R::NoVeganEvidenceFound
                        };
                        !m.reason_codes.contains(&code)
                    }
                    Decision::Unknown => ![
                        R::ReviewSignalConflicting,
                        R::EdgeCaseFlagged,
                        R::ReviewSignalNegative,
                        R::DataFreshnessPoor,
                        R::InsufficientEvidence,
                    ]
                    .iter()
                    .any(|code| m.reason_codes.contains(code)),
                    Decision::Fit => true,
                },
                _ => false,
            };
            let flags_missing = match *path {
                "P13" => !m.risk_flags.contains(&F::StaleData),
                "P14" => !m.risk_flags.contains(&F::UserReportOnly),
                "P15" => !m.reason_codes.contains(&R::GlutenFreeOptionsAvailable),
                "P11" => !m.reason_codes.contains(&R::ReviewSignalConflicting),
                _ => false,
            };
            if violation
                || flags_missing
                || (m.decision == Decision::Unknown && !m.verification_required)
            {
                failures.push(format!("{path} {id}: {m:?}"));
            }
        }
        // Policy paths: the share of records that take the path.
        let (expected, minimum) = match *path {
            "P01" | "P02" | "P05" | "P09" => (Some(Decision::Fit), 0.9),
            "P03" => (Some(Decision::Fit), 0.8),
            "P04" => (Some(Decision::Unknown), 1.0),
            _ => (None, 0.0),
        };
        if let Some(expected) = expected
            && share(expected) < minimum
        {
            let others: Vec<&str> = rows
                .iter()
                .filter(|(_, m)| m.decision != expected)
                .take(4)
                .map(|(id, _)| id.as_str())
                .collect();
            failures.push(format!(
                "{path}: only {:.0}% {expected:?}: {:?}; e.g. {others:?}",
                100.0 * share(expected),
                summary(&rows)
            ));
        }
    }
    println!("{}", report.join("\n"));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
#[ignore = "diagnostic: prints why vegan-friendly records are not fit"]
fn explain_vegan_friendly_unknowns() {
    let vegan = profile(Diet::StrictVegan, false, &[]);
    for (id, m) in decisions(Archetype::VeganFriendly, &vegan) {
        if m.decision != Decision::Fit {
            println!("{id}: {:?} {:?}", m.reason_codes, m.risk_flags);
        }
    }
}

#[test]
fn language_barrier_chains_and_identity_gaps_in_the_fixtures() {
    let vegan = profile(Diet::StrictVegan, false, &[]);
    let conflicting = decisions(Archetype::ConflictingReviews, &vegan);
    let barriers = conflicting
        .iter()
        .filter(|(_, m)| m.risk_flags.contains(&F::LanguageBarrier))
        .count();
    assert!(barriers > 0, "P12: language-barrier reviews raise the flag");
    assert!(conflicting.iter().all(|(_, m)| m.decision != Decision::Fit));

    for generated in bundled_fixtures() {
        let record = &generated.record;
        let evaluation = evaluate(record, REFERENCE_DATE);
        let place = dietfit_contract::service_place_id_for(&record.external_id);
        let detail = evaluation.detail_record(record, place);
        let public = evaluation.public_record(
            record,
            &dietfit_contract::service_id_for(place),
            dietfit_scoring::EvidenceDetail::Full,
        );
        match generated.archetype {
            Archetype::Chain => {
                assert!(
                    detail.is_chain && detail.chain_brand.is_some(),
                    "P20 {}",
                    record.external_id
                );
            }
            Archetype::NoCoordinates => {
                assert!(
                    detail.coordinates.lat.is_none() && public.coordinates.lat.is_none(),
                    "P21"
                );
            }
            Archetype::MissingNameOrAddress => {
                assert_eq!(
                    public.name.is_none(),
                    detail.name.is_empty(),
                    "P22 {}",
                    record.external_id
                );
            }
            _ => {}
        }
        // Every record: excerpts within bounds, weights summing to one.
        for evidence in public.evidence.iter().flatten() {
            assert!(
                evidence
                    .excerpt
                    .as_ref()
                    .is_none_or(|e| e.chars().count() <= 500)
            );
        }
        let dimensions = evaluation.vegan_score.dimensions.as_ref().unwrap();
        let weight: f64 = dimensions.all().iter().map(|d| d.weight).sum();
        assert!((weight - 1.0).abs() < 1e-9);
    }
}
