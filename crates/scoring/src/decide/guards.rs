//! Guards: run in order after the base verdict, each may turn a `fit` into
//! `unknown` (or lower a fit's confidence) and add codes, flags and checks.
//! None can make a `fit` or touch a `not_fit`: [`Draft`] allows nothing
//! else.
//!
//! To add a guard: write `fn my_guard(c: &Context, d: &mut Draft)` below,
//! with its own tests, and add one line to [`GUARDS`]. Order matters only
//! to a guard that reads the decision (it sees what earlier guards left)
//! and between checks of equal priority (the first pushed is named).

use dietfit_contract::{Confidence, Diet, ReasonCode as R, RiskFlag};

use super::Context;
use super::draft::{
    CHECK_CAUTION, CHECK_CONTAMINATION, CHECK_SAFETY, CHECK_UNREADABLE_RULE, Draft,
};
use super::tally::{DISHES_NAMED, FoundDish, Tally};
use crate::evidence::MenuSummary;
use crate::rules::{RuleEffect, RuleIngredient};
use crate::signals::{Signal as S, SignalSet};

/// A guard: looks at the decision's context and makes the draft more
/// cautious where it must.
pub(super) type Guard = fn(&Context, &mut Draft);

/// The guards, in the order they run.
pub(super) const GUARDS: &[(&str, Guard)] = &[
    ("safety_sensitive_diet", safety_sensitive_diet),
    ("unplaced_animal_products", unplaced_animal_products),
    ("meal_required", meal_required),
    ("contamination_excluded", contamination_excluded),
    ("shared_equipment", shared_equipment),
    ("dietary_rules", dietary_rules),
    ("unreadable_rules", unreadable_rules),
    ("stale_evidence", stale_evidence),
    ("limited_evidence", limited_evidence),
];

/// Asked wherever shared or unknown equipment stands between a diner and
/// a `fit`: kept apart from what the diet excludes.
fn separate_equipment_question(diet: Diet) -> String {
    let apart_from = match diet {
        Diet::StrictVegan => "meat, fish, eggs and dairy",
        Diet::Vegetarian => "meat and fish",
        Diet::Pescatarian => "meat",
        Diet::GlutenFree => "wheat",
        Diet::Halal | Diet::Kosher => "pork",
        Diet::LowFodmap => "onion, garlic and wheat",
    };
    format!(
        "Are my dishes cooked in a separate fryer, on a separate grill and on separate surfaces from {apart_from}?"
    )
}

/// A fit rests on at least this many items that support the diet (dishes,
/// statements, diners' words); fewer is limited evidence. The meat dishes
/// around them bear on the diet but support nothing.
pub(super) const FIT_MIN_SUPPORTING_ITEMS: u32 = 3;

/// Halal, kosher, gluten-free and low-FODMAP are never `fit`: this data
/// confirms neither certification nor free-from safety.
pub(super) fn safety_sensitive_diet(c: &Context, d: &mut Draft) {
    let t = &c.tally;
    match c.diet {
        Diet::Halal | Diet::Kosher => {
            d.block_fit();
            d.code(R::RestaurantVerificationRecommended);
            if d.decision() == dietfit_contract::Decision::Unknown {
                d.code(R::EdgeCaseFlagged);
            }
            d.check(CHECK_SAFETY, if c.diet == Diet::Halal {
                "dietfit cannot confirm halal preparation; ask the restaurant whether its meat is halal-certified and how it is prepared.".to_owned()
            } else {
                "dietfit cannot confirm kosher supervision; ask the restaurant about its certification and how meat and dairy are kept apart.".to_owned()
            });
            d.ask(|| if c.diet == Diet::Halal {
                "Is your meat halal-certified, and is it prepared apart from pork and alcohol?"
                    .to_owned()
            } else {
                "Is the kitchen under kosher supervision, and how are meat and dairy kept apart?"
                    .to_owned()
            });
        }
        Diet::GlutenFree => {
            d.block_fit();
            if t.has_support() {
                d.code(R::GlutenFreeOptionsAvailable);
            }
            if gluten_heavy(t, c.menu) {
                d.code(R::GlutenRiskHigh);
            }
            d.code(allergen_claim_code(t));
            d.check(CHECK_SAFETY, "Ask the restaurant how it keeps gluten-free dishes apart from wheat, including shared fryers and surfaces.".to_owned());
            d.ask(|| "How are gluten-free dishes kept apart from wheat, including the fryer and prep surfaces?".to_owned());
        }
        Diet::LowFodmap => {
            d.block_fit();
            d.code(R::AllergenInfoUnavailable);
            d.check(CHECK_SAFETY, "Ask the restaurant about onion, garlic, wheat and other high-FODMAP ingredients in the dishes you choose.".to_owned());
            d.ask(|| "Which dishes are made without onion, garlic, wheat or other high-FODMAP ingredients?".to_owned());
        }
        Diet::StrictVegan | Diet::Vegetarian | Diet::Pescatarian => {}
    }
}

/// The most characters of a caution's words quoted to the diner.
const QUOTE_CHARS: usize = 160;

/// What the engine cannot read with certainty, it does not trust: an
/// animal product the diet excludes that the restaurant's or a diner's
/// words tie to the food, or that no listed dish accounts for ("every
/// curry, including the vegan ones, gets fish sauce"; "the broth is beef
/// bones"), or a bad experience of a diner eating more loosely, blocks a
/// `fit`; the advice quotes the words.
pub(super) fn unplaced_animal_products(c: &Context, d: &mut Draft) {
    let t = &c.tally;
    if !(t.caution_first_party || t.caution_diner) {
        return;
    }
    d.block_fit();
    if t.caution_first_party {
        d.code(R::EdgeCaseFlagged);
    }
    if t.caution_diner && t.has_support() {
        d.code(R::ReviewSignalConflicting);
    }
    if c.level.is_some_and(|_| t.caution_signals.has(S::Dairy)) && c.diet == Diet::StrictVegan {
        d.code(R::DairyPresentInRelevantDishes);
    }
    let who = if t.caution_first_party && !t.caution_only_from_tags {
        "The restaurant's own words"
    } else if t.caution_first_party {
        "A listing's words"
    } else {
        "A diner's words"
    };
    let check = match &t.caution_quote {
        Some(quote) => format!(
            "{who} name an animal product dietfit cannot rule out of the dishes you would order (\"{}\"); ask the restaurant before you order.",
            crate::evidence::cut_excerpt(quote, QUOTE_CHARS)
        ),
        None => format!(
            "{who} name an animal product dietfit cannot rule out of the dishes you would order; ask the restaurant before you order."
        ),
    };
    d.check(CHECK_CAUTION, check);
    d.ask(|| {
        let products = products_named(
            t.caution_signals.intersection(
                c.level
                    .map_or(t.caution_signals, super::stance::level_violations),
            ),
        );
        match &t.caution_quote {
            Some(quote) => format!(
                "Do the dishes I would order contain {products}? (\"{}\")",
                crate::evidence::cut_excerpt(quote, QUOTE_CHARS)
            ),
            None => format!("Do the dishes I would order contain {products}?"),
        }
    });
}

/// The animal products a caution names, in plain words ("fish or dairy").
fn products_named(signals: SignalSet) -> String {
    let names: Vec<&str> = [
        (S::Meat, "meat"),
        (S::Pork, "pork"),
        (S::Fish, "fish"),
        (S::Shellfish, "shellfish"),
        (S::Dairy, "dairy"),
        (S::Egg, "egg"),
        (S::Honey, "honey"),
        (S::Gelatin, "gelatin"),
    ]
    .into_iter()
    .filter(|(signal, _)| signals.has(*signal))
    .map(|(_, name)| name)
    .collect();
    match names.as_slice() {
        [] => "an animal product".to_owned(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// A fit is a meal: for a meat-free diet, the dishes it rests on must
/// include a main or a substantial dish, not only desserts, drinks or
/// sides (a "Vegan Chocolate Cake" is not dinner), unless the restaurant
/// itself says its whole menu suits the diet and sells more than sweets
/// and drinks: a diner reads `fit` as a meal to be had there.
pub(super) fn meal_required(c: &Context, d: &mut Draft) {
    let t = &c.tally;
    let whole_menu = t.fresh_full_claim && !c.menu.only_sweets_and_drinks;
    if c.level.is_none() || !d.is_fit() || t.fresh_meal || whole_menu {
        return;
    }
    d.block_fit();
    d.code(R::InsufficientEvidence);
    let names: Vec<&str> = t
        .other_dishes
        .iter()
        .take(DISHES_NAMED)
        .map(FoundDish::name)
        .collect();
    d.check(
        CHECK_CAUTION,
        if names.is_empty() {
            "dietfit found no main dish for your diet on the recent menu; ask whether there is one.".to_owned()
        } else {
            format!(
                "dietfit found only desserts, drinks or sides for your diet ({}); ask whether there is a main dish you can eat.",
                join_words(&names)
            )
        },
    );
    d.ask(|| {
        format!(
            "Is there a {} main dish, not only desserts, drinks or sides?",
            super::diet_words(c.diet)
        )
    });
}

/// A diner who excludes cross-contamination, on a meat-free diet, gets a
/// `fit` only from a fresh first-party whole-place claim or fresh dedicated
/// preparation, with no shared equipment reported.
pub(super) fn contamination_excluded(c: &Context, d: &mut Draft) {
    let t = &c.tally;
    let meat_free_diet = c.level.is_some();
    if !(c.exclude_cross_contamination && meat_free_diet) {
        return;
    }
    let whole_place = t.fresh_full_claim && t.shared.is_empty();
    let dedicated = t.fresh_dedicated && t.shared.is_empty();
    if whole_place || dedicated {
        return;
    }
    d.block_fit();
    if t.shared.is_empty() && !t.fresh_dedicated {
        d.code(R::CrossContaminationUnknown);
    }
    d.check(
        CHECK_CONTAMINATION,
        "Ask whether your dishes are prepared with separate fryers, grills and surfaces."
            .to_owned(),
    );
    d.ask(|| separate_equipment_question(c.diet));
}

/// Shared fryers, grills or surfaces are named and flagged; a fit that
/// stands despite them is at most `medium` and asks which dishes avoid them.
/// (After [`contamination_excluded`], no such fit is left for a diner who
/// excludes cross-contamination.)
pub(super) fn shared_equipment(c: &Context, d: &mut Draft) {
    let t = &c.tally;
    for (signal, code) in [
        (S::SharedFryer, R::FryerContaminationRisk),
        (S::SharedGrill, R::SharedGrillRisk),
        (S::SharedSurface, R::SharedPrepSurfaceRisk),
    ] {
        if t.shared.has(signal) {
            d.code(code);
        }
    }
    if t.shared.is_empty() {
        return;
    }
    d.flag(RiskFlag::CrossContaminationRisk);
    d.ask(|| separate_equipment_question(c.diet));
    if d.is_fit() {
        d.cap_fit_confidence(Confidence::Medium);
        d.check(
            CHECK_CONTAMINATION,
            "The restaurant reports shared cooking equipment; ask which dishes avoid it."
                .to_owned(),
        );
    }
}

/// The profile's understood rules: allergen safety and what menus cannot
/// confirm absent are never `fit`; the rules that narrow the food a fit
/// rests on did so in the tally, and only name dairy here.
pub(super) fn dietary_rules(c: &Context, d: &mut Draft) {
    let t = &c.tally;
    let mut rule_checks: Vec<&'static str> = Vec::new();
    for (ingredient, rule_effect) in c.effects.iter() {
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
                        if gluten_heavy(t, c.menu) {
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
                d.code(allergen_claim_code(t));
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
        d.check(CHECK_SAFETY, format!(
            "Tell the restaurant you must avoid {} and ask whether your dish and its preparation are free of {pronoun}; dietfit cannot confirm allergen safety.",
            join_words(&rule_checks)
        ));
        d.ask(|| {
            format!(
                "Can my dish be made free of {}, with no cross-contact in preparation?",
                join_words(&rule_checks)
            )
        });
    }
}

/// A rule dietfit cannot read is never `fit`; the advice quotes it. So is
/// a rule that allows what the diet excludes ("I eat eggs" for a strict
/// vegan): the profile contradicts itself.
pub(super) fn unreadable_rules(c: &Context, d: &mut Draft) {
    let contradicting = c.rules.contradicting_allowances(c.diet);
    if let Some(first) = contradicting.first() {
        d.block_fit();
        d.code(R::UserProfileAmbiguous);
        d.check(
            CHECK_UNREADABLE_RULE,
            format!(
                "Your rules say you eat {}, which a {} diet excludes; tell the restaurant exactly what you eat.",
                first.describe(),
                super::diet_words(c.diet)
            ),
        );
        d.ask(|| {
            format!(
                "Which dishes suit a {} diet that includes {}?",
                super::diet_words(c.diet),
                first.describe()
            )
        });
    }
    let Some(first) = c.rules.not_understood.first() else {
        return;
    };
    d.block_fit();
    d.code(R::UserProfileAmbiguous);
    d.check(
        CHECK_UNREADABLE_RULE,
        format!(
            "dietfit could not read the rule \"{first}\"; check it with the restaurant yourself."
        ),
    );
    for rule in &c.rules.not_understood {
        d.ask(|| format!("Can my dish follow this rule: \"{rule}\"?"));
    }
}

/// Stale relevant evidence, or evidence dated ahead (its real age is not
/// known), is named and flagged, and never leaves a `fit` (the base verdict
/// already gives none; this keeps the promise local).
pub(super) fn stale_evidence(c: &Context, d: &mut Draft) {
    let t = &c.tally;
    if !t.untimely() {
        return;
    }
    d.block_fit();
    d.flag(RiskFlag::StaleData);
    d.code(R::DataFreshnessPoor);
    if t.stale_menu {
        d.code(R::MenuOutdated);
    }
}

/// A fit that stands on fewer than [`FIT_MIN_SUPPORTING_ITEMS`]
/// supporting items is `unknown`: the contract's `fit` carries no weak signal, and
/// limited evidence is one. Last, so the code names the one reason a fit
/// that passed every other guard fell.
pub(super) fn limited_evidence(c: &Context, d: &mut Draft) {
    if c.tally.support_items >= FIT_MIN_SUPPORTING_ITEMS || !d.is_fit() {
        return;
    }
    d.block_fit();
    d.code(R::InsufficientEvidence);
    d.flag(RiskFlag::LimitedEvidence);
}

/// The restaurant's own allergen-free claim, or that allergen information
/// is missing.
fn allergen_claim_code(t: &Tally) -> R {
    if t.allergen_free_claim {
        R::DeclaredAllergenFree
    } else {
        R::AllergenInfoUnavailable
    }
}

/// Shared fryer or surfaces, or gluten in at least half the menu.
pub(super) fn gluten_heavy(t: &Tally, menu: MenuSummary) -> bool {
    let shared = t
        .shared
        .any(SignalSet::of(&[S::SharedFryer, S::SharedSurface]));
    shared || (menu.items > 0 && t.gluten_items * 2 >= menu.items && t.gluten_items > 0)
}

/// "nuts", "dairy and egg", "dairy, egg and honey".
pub(super) fn join_words(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use dietfit_contract::{Decision, WireEnum};

    use super::*;
    use crate::decide::stance::Basis;
    use crate::decide::test_support::{context, draft, fit, strong_tally, tally};

    fn run(guard: Guard, c: &Context) -> Draft {
        let mut d = fit();
        guard(c, &mut d);
        d
    }

    fn with_shared(signals: &[S]) -> Tally {
        Tally {
            shared: SignalSet::of(signals),
            ..strong_tally()
        }
    }

    #[test]
    fn safety_sensitive_diets_are_never_fit() {
        for diet in Diet::ALL {
            let d = run(safety_sensitive_diet, &context(*diet, strong_tally()));
            assert_eq!(d.is_fit(), !diet.is_safety_sensitive(), "{diet}");
            if diet.is_safety_sensitive() {
                assert!(d.checks.iter().any(|(p, _)| *p == CHECK_SAFETY), "{diet}");
            }
        }
        let halal = run(safety_sensitive_diet, &context(Diet::Halal, strong_tally()));
        assert!(halal.codes.contains(&R::EdgeCaseFlagged));
        assert!(halal.checks[0].1.contains("halal"));
        let gluten = run(
            safety_sensitive_diet,
            &context(Diet::GlutenFree, with_shared(&[S::SharedFryer])),
        );
        assert!(gluten.codes.contains(&R::GlutenFreeOptionsAvailable));
        assert!(gluten.codes.contains(&R::GlutenRiskHigh));
        assert!(gluten.codes.contains(&R::AllergenInfoUnavailable));
    }

    #[test]
    fn excluded_contamination_needs_a_whole_place_claim_or_dedicated_prep() {
        let vegan = |t: Tally| context(Diet::StrictVegan, t).excluding_contamination();
        let unknown = run(contamination_excluded, &vegan(strong_tally()));
        assert!(!unknown.is_fit());
        assert!(unknown.codes.contains(&R::CrossContaminationUnknown));
        assert_eq!(unknown.checks[0].0, CHECK_CONTAMINATION);
        let whole_place = Tally {
            fresh_full_claim: true,
            ..strong_tally()
        };
        assert!(run(contamination_excluded, &vegan(whole_place)).is_fit());
        let dedicated = Tally {
            fresh_dedicated: true,
            ..strong_tally()
        };
        assert!(run(contamination_excluded, &vegan(dedicated)).is_fit());
        let dedicated_but_shared = Tally {
            fresh_dedicated: true,
            ..with_shared(&[S::SharedGrill])
        };
        let d = run(contamination_excluded, &vegan(dedicated_but_shared));
        assert!(!d.is_fit());
        assert!(!d.codes.contains(&R::CrossContaminationUnknown));
        // Only when the diner asks, and only for meat-free diets.
        assert!(
            run(
                contamination_excluded,
                &context(Diet::StrictVegan, strong_tally())
            )
            .is_fit()
        );
        let gluten_free = context(Diet::GlutenFree, strong_tally()).excluding_contamination();
        assert!(run(contamination_excluded, &gluten_free).is_fit());
    }

    #[test]
    fn shared_equipment_is_named_and_caps_a_fit() {
        let c = context(
            Diet::StrictVegan,
            with_shared(&[S::SharedFryer, S::SharedSurface]),
        );
        let d = run(shared_equipment, &c);
        assert!(d.is_fit());
        assert_eq!(d.confidence(), Confidence::Medium);
        assert_eq!(d.flags, [RiskFlag::CrossContaminationRisk]);
        assert_eq!(
            d.codes,
            [R::FryerContaminationRisk, R::SharedPrepSurfaceRisk]
        );
        assert_eq!(d.checks.len(), 1);
        let mut unknown = draft(Decision::Unknown, Confidence::Low);
        shared_equipment(&c, &mut unknown);
        assert!(unknown.checks.is_empty(), "only a standing fit asks");
        let clean = run(
            shared_equipment,
            &context(Diet::StrictVegan, strong_tally()),
        );
        assert_eq!(clean.confidence(), Confidence::High);
        assert!(clean.flags.is_empty() && clean.codes.is_empty());
    }

    #[test]
    fn allergen_and_unconfirmable_rules_are_never_fit() {
        let nuts = Tally {
            ingredient_items: SignalSet::of(&[S::TreeNut]),
            ..strong_tally()
        };
        let c = context(Diet::StrictVegan, nuts).with_rules(&["nut allergy", "no onion"]);
        let d = run(dietary_rules, &c);
        assert!(!d.is_fit());
        for code in [
            R::NutAllergyRiskUnknown,
            R::NutPresentInRelevantDishes,
            R::AllergenInfoUnavailable,
            R::RestaurantVerificationRecommended,
        ] {
            assert!(d.codes.contains(&code), "{code}");
        }
        assert_eq!(d.checks.len(), 1);
        assert!(d.checks[0].1.contains("nuts and onion or garlic"));
        assert!(d.checks[0].1.contains("them"));
    }

    #[test]
    fn narrowing_rules_do_not_block_a_fit() {
        let dairy = Tally {
            ingredient_items: SignalSet::of(&[S::Dairy]),
            ..strong_tally()
        };
        let c = context(Diet::Vegetarian, dairy).with_rules(&["no dairy"]);
        let d = run(dietary_rules, &c);
        assert!(d.is_fit());
        assert_eq!(d.codes, [R::DairyPresentInRelevantDishes]);
        assert!(d.checks.is_empty());
        let implied = context(Diet::StrictVegan, strong_tally()).with_rules(&["no honey"]);
        let d = run(dietary_rules, &implied);
        assert!(d.is_fit() && d.codes.is_empty());
    }

    #[test]
    fn an_unreadable_rule_is_never_fit_and_is_quoted() {
        let c = context(Diet::StrictVegan, strong_tally()).with_rules(&["no spicy food"]);
        let d = run(unreadable_rules, &c);
        assert!(!d.is_fit());
        assert_eq!(d.codes, [R::UserProfileAmbiguous]);
        assert_eq!(d.checks[0].0, CHECK_UNREADABLE_RULE);
        assert!(d.checks[0].1.contains("\"no spicy food\""));
        assert!(
            run(
                unreadable_rules,
                &context(Diet::StrictVegan, strong_tally())
            )
            .is_fit()
        );
    }

    #[test]
    fn stale_evidence_is_flagged_and_never_fit() {
        let stale = Tally {
            stale_relevant: true,
            stale_menu: true,
            ..strong_tally()
        };
        let d = run(stale_evidence, &context(Diet::StrictVegan, stale));
        assert!(!d.is_fit());
        assert_eq!(d.flags, [RiskFlag::StaleData]);
        assert_eq!(d.codes, [R::DataFreshnessPoor, R::MenuOutdated]);
        let fresh = run(stale_evidence, &context(Diet::StrictVegan, strong_tally()));
        assert!(fresh.is_fit() && fresh.flags.is_empty());
        let ahead = Tally {
            dated_ahead: true,
            ..strong_tally()
        };
        let d = run(stale_evidence, &context(Diet::StrictVegan, ahead));
        assert!(!d.is_fit());
        assert_eq!(d.flags, [RiskFlag::StaleData]);
        assert_eq!(d.codes, [R::DataFreshnessPoor]);
    }

    #[test]
    fn a_fit_needs_three_supporting_items() {
        let thin = |support_items| {
            context(
                Diet::StrictVegan,
                Tally {
                    support_items,
                    ..strong_tally()
                },
            )
        };
        let d = run(limited_evidence, &thin(2));
        assert!(!d.is_fit());
        assert_eq!(d.codes, [R::InsufficientEvidence]);
        assert_eq!(d.flags, [RiskFlag::LimitedEvidence]);
        assert!(run(limited_evidence, &thin(FIT_MIN_SUPPORTING_ITEMS)).is_fit());
        let mut not_fit = draft(Decision::NotFit, Confidence::High);
        limited_evidence(&thin(1), &mut not_fit);
        assert_eq!(not_fit.decision(), Decision::NotFit);
        assert!(not_fit.codes.is_empty(), "only a fit is judged here");
    }

    /// The guards' shared promise, over a spread of contexts: never a new
    /// `fit`, never a changed `not_fit`, never a higher confidence.
    #[test]
    fn no_guard_makes_a_decision_less_cautious() {
        let tallies = || {
            [
                strong_tally(),
                with_shared(&[S::SharedFryer]),
                Tally {
                    stale_relevant: true,
                    ..strong_tally()
                },
                Tally {
                    fresh_full_claim: true,
                    fresh_dedicated: true,
                    ..strong_tally()
                },
                tally(&[Basis::Review], &[Basis::Tag]),
            ]
        };
        let rules: [&[&str]; 4] = [&[], &["nut allergy"], &["no dairy", "no fish"], &["keto"]];
        for diet in Diet::ALL {
            for t in tallies() {
                for rules in rules {
                    for exclude in [false, true] {
                        let mut c = context(*diet, t.clone()).with_rules(rules);
                        c.exclude_cross_contamination = exclude;
                        for (decision, confidence) in [
                            (Decision::Fit, Confidence::High),
                            (Decision::Fit, Confidence::Medium),
                            (Decision::NotFit, Confidence::High),
                            (Decision::Unknown, Confidence::Low),
                        ] {
                            for (name, guard) in GUARDS {
                                let mut d = draft(decision, confidence);
                                guard(&c, &mut d);
                                let ok = match decision {
                                    Decision::Fit => d.decision() != Decision::NotFit,
                                    _ => d.decision() == decision,
                                };
                                assert!(ok, "{name} {diet}: {decision:?} -> {:?}", d.decision());
                                assert!(d.confidence() <= confidence, "{name} {diet}");
                            }
                        }
                    }
                }
            }
        }
    }
}
