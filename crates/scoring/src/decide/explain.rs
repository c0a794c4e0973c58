//! What a decision adds for the app that shows it (docs/api-decisions.md,
//! "Beyond the contract"): the dishes a diner can order, one question to
//! ask the restaurant per risk, and each dietary rule as it was read. None
//! of it changes the decision.

use dietfit_contract::{
    Decision, Diet, DishToOrder, RiskFlag, RuleReading, RuleUnderstood, WireEnum,
};

use super::draft::Draft;
use super::guards::join_words;
use super::tally::{DISHES_LISTED, FoundDish};
use super::{Context, diet_words};
use crate::evidence::EvidenceItem;
use crate::lexicon::{ANIMAL, NOT_VEGETARIAN};
use crate::rules::{RuleEffect, effect, read_rules};
use crate::signals::Signal as S;

/// A question for each risk flag the answer carries, then, for an answer
/// that is not `fit` and raised no question, the one every diner can ask.
pub(super) fn ask_about_flags(c: &Context, d: &mut Draft) {
    if !d.asking() {
        return;
    }
    let words = diet_words(c.diet);
    for flag in RiskFlag::ALL {
        if !d.flags.contains(flag) {
            continue;
        }
        let question = match flag {
            // Asked by the guard that raised it, with the diet's words.
            RiskFlag::CrossContaminationRisk => continue,
            RiskFlag::LimitedEvidence => {
                format!("Which dishes on your current menu are {words}, and what is in them?")
            }
            RiskFlag::StaleData => "Is your menu still the one dietfit saw, and are those dishes still made the same way?".to_owned(),
            RiskFlag::ThirdPartyUnverified => {
                format!("Do you serve {words} dishes, and which ones?")
            }
            RiskFlag::UserReportOnly => {
                format!("Diners report {words} food here: which of your dishes are {words}?")
            }
            RiskFlag::LanguageBarrier => {
                "Can someone confirm the ingredients of my dish, in writing if needed?".to_owned()
            }
        };
        d.ask(|| question);
    }
    if d.decision() != Decision::Fit && d.questions.is_empty() {
        d.ask(|| format!("Which of your dishes are {words}, and what is in them?"));
    }
}

/// For a `fit`: the dishes it rests on, meals first, each as the menu
/// showed it. The section is the caller's to add: the evaluation keeps the
/// dish, not the menu around it.
pub(super) fn dishes(
    c: &Context,
    evidence: &[EvidenceItem],
    decision: Decision,
) -> Vec<DishToOrder> {
    if decision != Decision::Fit {
        return Vec::new();
    }
    dishes_to_order(c.tally.dishes(), evidence)
}

/// The first [`DISHES_LISTED`] of `dishes` as the menu showed them.
pub(super) fn dishes_to_order<'a>(
    dishes: impl Iterator<Item = &'a FoundDish>,
    evidence: &[EvidenceItem],
) -> Vec<DishToOrder> {
    dishes
        .take(DISHES_LISTED)
        .filter_map(|dish| {
            let item = evidence.get(dish.index)?;
            let signals = item.signals;
            let why = if signals.has(S::VeganLabel) && !signals.any(ANIMAL) {
                "marked vegan on the menu"
            } else if signals.has(S::VegetarianLabel) && !signals.any(NOT_VEGETARIAN) {
                "marked vegetarian on the menu"
            } else {
                "fish or seafood with no meat, on the menu"
            };
            Some(DishToOrder {
                name: dish.name().to_owned(),
                section: None,
                why: Some(why.to_owned()),
                seen_at: Some(dish.seen),
                evidence_id: Some(item.evidence_id.to_string()),
            })
        })
        .collect()
}

/// Each of the profile's rules, in its order, as the decision read it.
pub fn rules_understood(rules: &[String], diet: Diet) -> Vec<RuleUnderstood> {
    let words = diet_words(diet);
    rules
        .iter()
        .map(|rule| {
            let read = read_rules(std::slice::from_ref(rule));
            let (read_as, explanation) = if !read.not_understood.is_empty() {
                (
                    RuleReading::NotUnderstood,
                    "dietfit could not read this rule, so the answer is never fit; check it with the restaurant yourself.".to_owned(),
                )
            } else if read.exclusions.is_empty() {
                let eaten: Vec<&str> = read.allowances.iter().map(|i| i.describe()).collect();
                let eaten = join_words(&eaten);
                if read.contradicting_allowances(diet).is_empty() {
                    (
                        RuleReading::IngredientAllowed,
                        format!("You eat {eaten}: nothing more is excluded."),
                    )
                } else {
                    (
                        RuleReading::IngredientAllowed,
                        format!("You eat {eaten}, which a {words} diet excludes: the profile contradicts itself, so the answer is never fit."),
                    )
                }
            } else {
                let excluded: Vec<&str> =
                    read.exclusions.iter().map(|e| e.ingredient.describe()).collect();
                let excluded = join_words(&excluded);
                let effects: Vec<RuleEffect> =
                    read.exclusions.iter().map(|e| effect(*e, diet)).collect();
                if effects.contains(&RuleEffect::AllergenSafety) {
                    (
                        RuleReading::Allergen,
                        format!("Treated as an allergy to {excluded}: dietfit never confirms allergen safety, so the answer is never fit; ask the restaurant."),
                    )
                } else if effects.iter().all(|e| *e == RuleEffect::Implied) {
                    (
                        RuleReading::ImpliedByDiet,
                        format!("A {words} diet already excludes {excluded}."),
                    )
                } else if effects.contains(&RuleEffect::Unconfirmable) {
                    (
                        RuleReading::IngredientExcluded,
                        format!("Menus rarely say whether a dish has {excluded}, so dietfit cannot confirm it is absent: the answer is never fit."),
                    )
                } else {
                    (
                        RuleReading::IngredientExcluded,
                        format!("Excluded: a fit rests only on dishes without {excluded}."),
                    )
                }
            };
            RuleUnderstood {
                rule: rule.clone(),
                read_as,
                explanation,
            }
        })
        .collect()
}
