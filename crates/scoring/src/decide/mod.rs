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
//!
//! A decision is read as a table, in this order, so each step can be
//! checked on its own (docs/scoring.md section 3 follows the same names):
//! 1. [`tally`]: each evidence item's stance, summed once;
//! 2. [`verdict::VERDICT_RULES`]: the base verdict, from the first of a
//!    few mutually exclusive rules that applies;
//! 3. [`guards::GUARDS`]: in order, each may only make the verdict more
//!    cautious (a `fit` becomes `unknown`, or its confidence drops) and add
//!    codes, flags and checks;
//! 4. [`advice`]: descriptive codes, source flags, verification, the text;
//! 5. [`explain`]: for the decision route, the dishes to order, the
//!    questions to ask and the rules as read.

use std::cell::RefCell;
use std::collections::HashSet;
use std::rc::Rc;

use dietfit_contract::{
    Decision, Diet, DishToOrder, Evidence, MatchForProfile, RuleUnderstood, UserProfile,
};
use time::OffsetDateTime;

use crate::evidence::{EvidenceItem, MenuSummary, strongest_first};
use crate::rules::{ReadRules, RuleEffect, RuleIngredient, effect, read_rules};

mod advice;
mod draft;
mod explain;
mod guards;
mod stance;
mod tally;
mod verdict;

use draft::Draft;
use guards::GUARDS;
use stance::{Level, narrowed_level};
use tally::{FoundDish, Tally, tally};
use verdict::base_verdict;

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

/// A decision for one profile and the evidence behind it.
#[derive(Debug, Clone, PartialEq)]
pub struct FitDecision {
    pub match_for_profile: MatchForProfile,
    pub evidence: Vec<Evidence>,
    /// The rest is made only for a decision asked [`Detail::Full`]; empty
    /// otherwise. For a `fit`: the dishes to order, meals first, at most
    /// ten (their `section` is left to the caller, which has the menu).
    pub dishes: Vec<DishToOrder>,
    /// One question for the restaurant per risk or caution.
    pub verification_questions: Vec<String>,
    /// Each of the profile's `dietary_rules`, as read.
    pub rules_understood: Vec<RuleUnderstood>,
}

/// How much of a decision to make: search ranks many restaurants and needs
/// the answer alone; the decision route shows the dishes and questions too.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Detail {
    Answer,
    Full,
}

/// Everything the rules and guards of one decision read.
#[derive(Debug)]
pub(super) struct Context {
    diet: Diet,
    /// The food a fit must rest on, for meat-free diets (narrowed by rules).
    level: Option<Level>,
    exclude_cross_contamination: bool,
    rules: Rc<ReadRules>,
    effects: Effects,
    tally: Tally,
    menu: MenuSummary,
    detail: Detail,
}

impl Context {
    /// `dishes_kept`: how many fresh confirmed meals, and other dishes,
    /// the tally keeps (it changes no answer, only the dishes listed).
    fn new(
        evidence: &[EvidenceItem],
        menu: MenuSummary,
        profile: &UserProfile,
        now: OffsetDateTime,
        detail: Detail,
        dishes_kept: usize,
    ) -> Context {
        let diet = profile.diet;
        let (rules, effects, level) = read_profile(profile);
        Context {
            diet,
            level,
            exclude_cross_contamination: profile.exclude_cross_contamination,
            tally: tally(evidence, menu, diet, level, now, dishes_kept),
            rules,
            effects,
            menu,
            detail,
        }
    }
}

/// Each understood rule's ingredient and how it bears on the diet.
type Effects = Rc<Vec<(RuleIngredient, RuleEffect)>>;

/// A profile's rules as read, with their effects on its diet and the
/// food a fit rests on.
struct ReadProfile {
    diet: Diet,
    written: Vec<String>,
    rules: Rc<ReadRules>,
    effects: Effects,
    level: Option<Level>,
}

/// [`ReadProfile`] of `profile`. Search decides one profile for
/// restaurant after restaurant: the last profile read on the thread is
/// kept, and a profile with its diet and rules is not read again.
fn read_profile(profile: &UserProfile) -> (Rc<ReadRules>, Effects, Option<Level>) {
    thread_local! {
        static LAST_READ: RefCell<Option<ReadProfile>> = const { RefCell::new(None) };
    }
    LAST_READ.with(|last| {
        let mut last = last.borrow_mut();
        if let Some(read) = last
            .as_ref()
            .filter(|read| read.diet == profile.diet && read.written == profile.dietary_rules)
        {
            return (Rc::clone(&read.rules), Rc::clone(&read.effects), read.level);
        }
        let diet = profile.diet;
        let rules = read_rules(&profile.dietary_rules);
        let effects: Vec<(RuleIngredient, RuleEffect)> = rules
            .exclusions
            .iter()
            .map(|e| (e.ingredient, effect(*e, diet)))
            .collect();
        let level = narrowed_level(diet, &effects);
        let read = ReadProfile {
            diet,
            written: profile.dietary_rules.clone(),
            rules: Rc::new(rules),
            effects: Rc::new(effects),
            level,
        };
        let kept = (Rc::clone(&read.rules), Rc::clone(&read.effects), level);
        *last = Some(read);
        kept
    })
}

pub(crate) fn decide(
    evidence: &[EvidenceItem],
    menu: MenuSummary,
    profile: &UserProfile,
    now: OffsetDateTime,
    detail: Detail,
) -> FitDecision {
    // The advice names a few dishes; a decision in detail lists more.
    let dishes_kept = match detail {
        Detail::Answer => tally::DISHES_NAMED,
        Detail::Full => tally::DISHES_LISTED,
    };
    let context = Context::new(evidence, menu, profile, now, detail, dishes_kept);
    decision_of(&context, evidence, profile)
}

/// A table of diners at one restaurant: each diner's decision in detail,
/// the table's answer ([`table_decision`]) and the dishes every diner can
/// order.
#[derive(Debug, Clone, PartialEq)]
pub struct TableDecision {
    pub decision: Decision,
    /// For a `fit` table: the dishes on every diner's list, in the first
    /// diner's order (meals first, then menu order), at most ten.
    pub dishes: Vec<DishToOrder>,
    /// One per profile, in the order given.
    pub diners: Vec<FitDecision>,
}

/// The answer for a table from its diners' answers: `fit` only if every
/// diner fits, `not_fit` if any diner is rejected (one diner who cannot
/// eat there rules the place out), `unknown` otherwise. An empty table is
/// `unknown`: nobody was shown to fit.
pub fn table_decision(decisions: impl IntoIterator<Item = Decision>) -> Decision {
    let mut table = None;
    for decision in decisions {
        table = Some(match (table, decision) {
            (_, Decision::NotFit) | (Some(Decision::NotFit), _) => Decision::NotFit,
            (None | Some(Decision::Fit), Decision::Fit) => Decision::Fit,
            _ => Decision::Unknown,
        });
    }
    table.unwrap_or(Decision::Unknown)
}

/// For a table each diner's tally keeps every fresh confirmed dish: the
/// dishes every diner can order are found among them before the list is
/// cut to ten, so a dish far down one diner's list is not lost.
const TABLE_DISHES_KEPT: usize = usize::MAX;

pub(crate) fn decide_table(
    evidence: &[EvidenceItem],
    menu: MenuSummary,
    profiles: &[UserProfile],
    now: OffsetDateTime,
) -> TableDecision {
    // The first diner's fitting dishes, narrowed by each diner after.
    let mut shared: Option<Vec<FoundDish>> = None;
    let mut diners = Vec::with_capacity(profiles.len());
    for profile in profiles {
        let context = Context::new(
            evidence,
            menu,
            profile,
            now,
            Detail::Full,
            TABLE_DISHES_KEPT,
        );
        let decision = decision_of(&context, evidence, profile);
        let fits = decision.match_for_profile.decision == Decision::Fit;
        match &mut shared {
            None if fits => shared = Some(context.tally.dishes().cloned().collect()),
            None => shared = Some(Vec::new()),
            Some(kept) if fits => {
                // The same menu item is the same evidence item for everyone.
                let fitting: HashSet<usize> = context.tally.dishes().map(|d| d.index).collect();
                kept.retain(|dish| fitting.contains(&dish.index));
            }
            Some(kept) => kept.clear(),
        }
        diners.push(decision);
    }
    let decision = table_decision(diners.iter().map(|d| d.match_for_profile.decision));
    let dishes = match shared {
        Some(kept) if decision == Decision::Fit => explain::dishes_to_order(kept.iter(), evidence),
        _ => Vec::new(),
    };
    TableDecision {
        decision,
        dishes,
        diners,
    }
}

/// The decision a context makes, with the details it was asked for.
fn decision_of(context: &Context, evidence: &[EvidenceItem], profile: &UserProfile) -> FitDecision {
    let detail = context.detail;
    let (match_for_profile, questions) = judge(context);
    let full = detail == Detail::Full;
    FitDecision {
        dishes: if full {
            explain::dishes(context, evidence, match_for_profile.decision)
        } else {
            Vec::new()
        },
        verification_questions: if full { questions } else { Vec::new() },
        rules_understood: if full {
            explain::rules_understood(&profile.dietary_rules, profile.diet)
        } else {
            Vec::new()
        },
        match_for_profile,
        evidence: pointers(evidence, &context.tally.indices),
    }
}

/// The decision table: base verdict, guards, then codes, flags and advice.
fn judge(c: &Context) -> (MatchForProfile, Vec<String>) {
    let mut d = Draft::new(base_verdict(&c.tally), c.detail == Detail::Full);
    for (_, guard) in GUARDS {
        guard(c, &mut d);
    }
    advice::evidence_codes(c, &mut d);
    advice::source_flags(c, &mut d);
    advice::confidence_codes(&mut d);
    advice::finish(c, d)
}

/// How the advice names a diet ("strict vegan", "low-FODMAP").
pub(super) fn diet_words(diet: Diet) -> &'static str {
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

/// The evidence behind a decision, strongest first: first-party before
/// diners, primary before supporting, newest first, then by id.
fn pointers(evidence: &[EvidenceItem], indices: &[usize]) -> Vec<Evidence> {
    strongest_first(
        indices.iter().filter_map(|i| evidence.get(*i)),
        DECISION_EVIDENCE_MAX,
        |item| item.to_contract(dietfit_contract::MAX_EXCERPT_CHARS),
    )
}

/// Contexts and drafts built by hand, for the rule and guard tests.
#[cfg(test)]
mod test_support {
    use std::rc::Rc;

    use dietfit_contract::{Confidence, Decision, Diet};

    use super::draft::Draft;
    use super::stance::{Basis, narrowed_level};
    use super::tally::Tally;
    use super::verdict::{Situation, Verdict};
    use super::{Context, RuleEffect, RuleIngredient, effect, read_rules};
    use crate::evidence::MenuSummary;

    /// A tally with `relevant` items and these bases on each side.
    pub(crate) fn tally(support: &[Basis], reject: &[Basis]) -> Tally {
        Tally {
            support: support.iter().fold(0, |bits, b| bits | b.bit()),
            reject: reject.iter().fold(0, |bits, b| bits | b.bit()),
            relevant: 5,
            support_items: if support.is_empty() { 0 } else { 5 },
            relevant_fresh_first_party: 5,
            ..Tally::default()
        }
    }

    /// A tally whose fresh first-party support makes a `fit`.
    pub(crate) fn strong_tally() -> Tally {
        Tally {
            fresh_points: 3.0,
            fresh_confirmed_points: 3.0,
            fresh_confirmed: 2,
            menu_confirmed: true,
            fresh_meal: true,
            ..tally(&[Basis::FirstParty], &[])
        }
    }

    pub(crate) fn context(diet: Diet, tally: Tally) -> Context {
        Context {
            diet,
            level: narrowed_level(diet, &[]),
            exclude_cross_contamination: false,
            rules: Default::default(),
            effects: Default::default(),
            tally,
            menu: MenuSummary::default(),
            detail: super::Detail::Full,
        }
    }

    impl Context {
        pub(crate) fn with_rules(mut self, rules: &[&str]) -> Context {
            let rules: Vec<String> = rules.iter().map(|r| (*r).to_owned()).collect();
            self.rules = Rc::new(read_rules(&rules));
            self.effects = Rc::new(
                self.rules
                    .exclusions
                    .iter()
                    .map(|e| (e.ingredient, effect(*e, self.diet)))
                    .collect::<Vec<(RuleIngredient, RuleEffect)>>(),
            );
            self.level = narrowed_level(self.diet, &self.effects);
            self
        }
        pub(crate) fn excluding_contamination(mut self) -> Context {
            self.exclude_cross_contamination = true;
            self
        }
    }

    pub(crate) fn draft(decision: Decision, confidence: Confidence) -> Draft {
        Draft::new(Verdict::new(decision, confidence, Situation::MenuFit), true)
    }

    pub(crate) fn fit() -> Draft {
        draft(Decision::Fit, Confidence::High)
    }
}

#[cfg(test)]
mod tests {
    use dietfit_contract::{Confidence, Decision, RiskFlag, WireEnum};

    use super::judge;
    use super::stance::Basis;
    use super::tally::Tally;
    use super::test_support::{context, strong_tally, tally};
    use crate::signals::{Signal as S, SignalSet};

    /// A profile read after others on its thread is read as it would be
    /// alone: the kept profile is used only for the same diet and rules.
    #[test]
    fn a_profile_read_after_others_reads_as_alone() {
        use dietfit_contract::{Diet, UserProfile};

        use crate::rules::{effect, read_rules};
        let profile = |diet, rules: &[&str]| UserProfile {
            diet,
            exclude_cross_contamination: false,
            dietary_rules: rules.iter().map(|rule| (*rule).to_owned()).collect(),
        };
        let alone = |profile: &UserProfile| {
            let rules = read_rules(&profile.dietary_rules);
            let effects: Vec<_> = rules
                .exclusions
                .iter()
                .map(|e| (e.ingredient, effect(*e, profile.diet)))
                .collect();
            let level = super::narrowed_level(profile.diet, &effects);
            (rules, effects, level)
        };
        let profiles = [
            profile(Diet::Vegetarian, &["no dairy"]),
            profile(Diet::Vegetarian, &["no honey"]),
            profile(Diet::StrictVegan, &["no honey"]),
            profile(Diet::Vegetarian, &[]),
            profile(Diet::Vegetarian, &["no dairy"]),
        ];
        for profile in profiles.iter().chain(&profiles) {
            let (rules, effects, level) = super::read_profile(profile);
            assert_eq!(
                ((*rules).clone(), (*effects).clone(), level),
                alone(profile),
                "{profile:?}"
            );
        }
        let (_, _, vegetarian_without_dairy) = super::read_profile(&profiles[0]);
        assert_ne!(vegetarian_without_dairy, alone(&profiles[3]).2);
    }

    /// The contract's promises, for the whole table over a spread of
    /// tallies, diets and profiles.
    #[test]
    fn the_table_keeps_the_contract() {
        let mut tallies = Vec::new();
        for relevant in [1, 2, 3, 8] {
            for (stale, ahead) in [(false, false), (true, false), (false, true)] {
                for shared in [SignalSet::EMPTY, SignalSet::of(&[S::SharedGrill])] {
                    for base in [
                        strong_tally(),
                        Tally {
                            fresh_full_claim: true,
                            ..strong_tally()
                        },
                        tally(&[Basis::Tag], &[]),
                        Tally {
                            fresh_structured_rejects: 2,
                            ..tally(&[], &[Basis::Tag, Basis::FirstParty])
                        },
                        tally(&[Basis::FirstParty], &[Basis::Review]),
                        Tally::default(),
                    ] {
                        tallies.push(Tally {
                            relevant,
                            support_items: base.support_items.min(relevant),
                            stale_relevant: stale,
                            dated_ahead: ahead,
                            shared,
                            ..base
                        });
                    }
                }
            }
        }
        let rules: [&[&str]; 4] = [&[], &["no nuts"], &["no dairy"], &["no spicy food"]];
        for t in &tallies {
            for diet in dietfit_contract::Diet::ALL {
                for rules in rules {
                    for exclude in [false, true] {
                        let mut c = context(*diet, t.clone()).with_rules(rules);
                        c.exclude_cross_contamination = exclude;
                        let (m, _) = judge(&c);
                        let why = format!("{diet} {rules:?} {exclude} {t:?}: {m:?}");
                        match m.decision {
                            Decision::Fit => {
                                assert!(!diet.is_safety_sensitive(), "{why}");
                                assert!(rules.is_empty() || rules == ["no dairy"], "{why}");
                                assert!(!t.untimely() && !t.has_reject(), "{why}");
                                assert!(!m.risk_flags.contains(&RiskFlag::StaleData), "{why}");
                                assert!(!exclude || t.shared.is_empty(), "{why}");
                                assert_ne!(m.confidence, Confidence::Low, "{why}");
                                assert!(t.support_items >= 3, "{why}");
                                assert!(
                                    !m.risk_flags.contains(&RiskFlag::LimitedEvidence),
                                    "{why}"
                                );
                            }
                            Decision::NotFit => {
                                assert!(!t.has_support(), "{why}");
                                assert!(!m.verification_required, "{why}");
                            }
                            Decision::Unknown => {
                                assert_eq!(m.confidence, Confidence::Low, "{why}");
                                assert!(m.verification_required, "{why}");
                            }
                        }
                    }
                }
            }
        }
    }
}

/// docs/scoring.md section 3 describes the table by these names.
#[cfg(test)]
mod docs {
    use super::guards::GUARDS;
    use super::verdict::VERDICT_RULES;

    #[test]
    fn the_methodology_names_every_rule_and_guard_in_order() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/scoring.md");
        let text = std::fs::read_to_string(path).unwrap();
        let section = text
            .split("## 3. Decisions")
            .nth(1)
            .and_then(|rest| rest.split("## 4.").next())
            .unwrap();
        let names = VERDICT_RULES
            .iter()
            .map(|(name, _)| *name)
            .chain(GUARDS.iter().map(|(name, _)| *name));
        let mut from = 0;
        for name in names {
            let entry = format!("`{name}` —");
            let at = section[from..].find(&entry).unwrap_or_else(|| {
                panic!("docs/scoring.md section 3 lacks {entry} after the previous rule")
            });
            from += at + entry.len();
        }
    }
}
