//! The tally: everything a decision is built from, summed once over a
//! restaurant's evidence for one diet.

use dietfit_contract::{Diet, EvidenceTier, EvidenceType, SharedText};
use time::OffsetDateTime;

use super::menu_rejects;
use super::stance::{
    Basis, Level, SHARED, basis_of, full_claim, level_violations, stance, violations,
};
use crate::evidence::{EvidenceItem, MenuSummary, Now};
use crate::signals::{Signal as S, SignalSet};

/// Everything the decision is built from, summed over the evidence.
#[derive(Debug, Default, Clone)]
pub(super) struct Tally {
    /// Which bases support and which reject, one bit per [`Basis`], at any
    /// age: conflict and rejection are read from all evidence.
    pub(super) support: u8,
    pub(super) reject: u8,
    /// Support points from fresh first-party and structured items, and
    /// the part of them from confirmed first-party facts.
    pub(super) fresh_points: f64,
    pub(super) fresh_confirmed_points: f64,
    /// Fresh confirmed first-party facts (labelled dishes, declarations).
    pub(super) fresh_confirmed: u32,
    /// A fresh first-party claim that the whole place fits.
    pub(super) fresh_full_claim: bool,
    /// Some support is only partial (on request, limited).
    pub(super) partial_support: bool,
    /// A menu item confirms food for the diet.
    pub(super) menu_confirmed: bool,
    /// Fresh rejections from first-party or structured sources.
    pub(super) fresh_structured_rejects: u32,
    /// Some relevant item is stale, and some of those is a menu item.
    pub(super) stale_relevant: bool,
    pub(super) stale_menu: bool,
    /// Some relevant item is dated ahead of `now` beyond the tolerance: its
    /// date is not believed, so it counts as fresh for nothing.
    pub(super) dated_ahead: bool,
    /// Relevant items, how many are user reports, and how many are fresh
    /// first-party.
    pub(super) relevant: u32,
    pub(super) relevant_reports: u32,
    pub(super) relevant_fresh_first_party: u32,
    /// Shared equipment reported by relevant items.
    pub(super) shared: SignalSet,
    /// Fresh first-party dedicated preparation.
    pub(super) fresh_dedicated: bool,
    /// A printed label contradicts its dish; a full claim contradicts a dish.
    pub(super) label_conflict: bool,
    pub(super) claim_conflict: bool,
    /// A first-party claim that the whole place fits, at any age.
    pub(super) full_claim_any: bool,
    /// Vegetarian food that is not vegan, relevant or not.
    pub(super) vegetarian_only: bool,
    pub(super) dairy_in_meat_free_dishes: bool,
    pub(super) language_barrier: bool,
    /// A first-party allergen-free claim.
    pub(super) allergen_free_claim: bool,
    /// Every signal on any menu item, and how many items have gluten.
    pub(super) ingredient_items: SignalSet,
    pub(super) gluten_items: u32,
    /// The relevant items, for the decision's evidence pointers.
    pub(super) indices: Vec<usize>,
    /// Items that support the diet: a fit rests on at least three.
    pub(super) support_items: u32,
    /// Some item names what the diet excludes without the reader being able
    /// to place it; from the restaurant or a tag, and from diners. The first
    /// such item's excerpt is quoted to the diner.
    pub(super) caution_first_party: bool,
    /// Of the first-party cautions, whether every one came from a tag (a
    /// listing's free text), which is not the restaurant's own words.
    pub(super) caution_only_from_tags: bool,
    pub(super) caution_diner: bool,
    pub(super) caution_quote: Option<SharedText>,
    pub(super) caution_signals: SignalSet,
    /// A fresh confirmed dish for the diet that is a meal, not a dessert,
    /// a drink or a side.
    pub(super) fresh_meal: bool,
    /// Fresh confirmed meals, and fresh confirmed dishes that are not
    /// meals, in menu order: up to [`DISHES_NAMED`] of each for the advice,
    /// or [`DISHES_LISTED`] for a decision in detail.
    pub(super) meal_dishes: Vec<FoundDish>,
    pub(super) other_dishes: Vec<FoundDish>,
}

/// A fresh confirmed dish for the diet.
#[derive(Debug, Clone)]
pub(super) struct FoundDish {
    /// Its item's excerpt, whose first `name_end` bytes are its name: a
    /// range of the excerpt's own buffer, not a copy.
    excerpt: SharedText,
    name_end: usize,
    pub(super) seen: OffsetDateTime,
    /// Its evidence item.
    pub(super) index: usize,
}

/// How many dishes the advice names.
pub(super) const DISHES_NAMED: usize = 3;
/// How many dishes a decision lists.
pub(super) const DISHES_LISTED: usize = 10;

impl FoundDish {
    /// Its name, as [`dish_name_end`] cuts it from its excerpt.
    pub(super) fn name(&self) -> &str {
        self.excerpt.get(..self.name_end).unwrap_or_default()
    }
}

/// Where the dish name of a menu item's excerpt ends ("Tofu Bowl: rice,
/// greens"), before a key entry quoted after it ("Avocado Roll (V) — (V)
/// vegetarian: no fish").
fn dish_name_end(item: &EvidenceItem) -> Option<usize> {
    let excerpt = item.excerpt.as_ref()?;
    let name = excerpt.split(": ").next().unwrap_or(excerpt);
    // Most names have no dash: its last byte (0x94) is looked for first.
    let name = match crate::swar::holds_byte(name.as_bytes(), 0x94)
        .then(|| name.find(" — "))
        .flatten()
    {
        Some(at) => &name[..at],
        None => name,
    };
    Some(name.len())
}

impl Tally {
    /// The dishes kept, meals first, each in menu order.
    pub(super) fn dishes(&self) -> impl Iterator<Item = &FoundDish> {
        self.meal_dishes.iter().chain(&self.other_dishes)
    }
    pub(super) fn has_support(&self) -> bool {
        self.support != 0
    }
    pub(super) fn has_reject(&self) -> bool {
        self.reject != 0
    }
    pub(super) fn support_from(&self, basis: Basis) -> bool {
        self.support & basis.bit() != 0
    }
    pub(super) fn reject_from(&self, basis: Basis) -> bool {
        self.reject & basis.bit() != 0
    }
    /// Something supports and nothing rejects.
    /// Some relevant item is not fresh: stale, or dated ahead.
    pub(super) fn untimely(&self) -> bool {
        self.stale_relevant || self.dated_ahead
    }
    pub(super) fn only_support(&self) -> bool {
        self.has_support() && !self.has_reject()
    }
    /// Something rejects and nothing supports.
    pub(super) fn only_rejection(&self) -> bool {
        self.has_reject() && !self.has_support()
    }
    /// A diner (review or user report) supports.
    pub(super) fn diner_support(&self) -> bool {
        self.support_from(Basis::Review) || self.support_from(Basis::Report)
    }
    /// A diner (review or user report) rejects.
    pub(super) fn diner_reject(&self) -> bool {
        self.reject_from(Basis::Review) || self.reject_from(Basis::Report)
    }
}

pub(super) fn tally(
    evidence: &[EvidenceItem],
    menu: MenuSummary,
    diet: Diet,
    level: Option<Level>,
    now: OffsetDateTime,
    dishes_kept: usize,
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
    let excluded = level.map_or(violating, level_violations);
    let clock = Now::new(now);
    let mut menu_violating = 0u32;
    let mut menu_violating_fresh = 0u32;
    let mut menu_support = false;
    let mut last_date: Option<(OffsetDateTime, bool, bool)> = None;
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
        if stance.caution {
            if basis_of(item) >= Basis::Tag {
                let from_tag = basis_of(item) == Basis::Tag;
                t.caution_only_from_tags =
                    from_tag && (t.caution_only_from_tags || !t.caution_first_party);
                t.caution_first_party = true;
            } else {
                t.caution_diner = true;
            }
            t.caution_signals = t.caution_signals.union(item.cautions);
            if t.caution_quote.is_none() {
                t.caution_quote = item.excerpt.clone();
            }
        }
        // Most items share their date with the one before (a menu's
        // items, one page's reviews): the same date, time and offset
        // (compared as fields) is the same instant, with the same answers.
        let (ahead, stale) = match last_date {
            Some((date, ahead, stale))
                if date.date() == item.observed_at.date()
                    && date.time() == item.observed_at.time()
                    && date.offset() == item.observed_at.offset() =>
            {
                (ahead, stale)
            }
            _ => {
                let ahead = clock.is_ahead(item.observed_at);
                // Fresh means seen within the window at a believable date.
                let stale = clock.is_stale(item.observed_at) || ahead;
                last_date = Some((item.observed_at, ahead, stale));
                (ahead, stale)
            }
        };
        t.dated_ahead |= ahead;
        t.indices.push(index);
        t.relevant += 1;
        t.relevant_reports += u32::from(item.evidence_type == EvidenceType::UserReport);
        if basis_of(item) == Basis::FirstParty && !stale {
            t.relevant_fresh_first_party += 1;
        }
        if stale && !ahead {
            t.stale_relevant = true;
            t.stale_menu |= item.evidence_type == EvidenceType::MenuItem;
        }
        // "One griddle does the eggs, the cheese toasties and the pancakes",
        // at a place whose whole menu is of the diet: equipment shared only
        // among foods the diet eats is no risk to it.
        let shared_with_allowed_only = place_claims_full
            && !item.shared_with.is_empty()
            && !item.shared_with.any(excluded)
            && !item.cautions.any(excluded);
        if !shared_with_allowed_only {
            t.shared = t.shared.union(signals.intersection(SHARED));
        }
        // An allergen caveat is shared equipment to a diet whose risk is
        // an allergen.
        if diet == Diet::GlutenFree && signals.has(S::AllergenCrossContact) {
            t.shared.insert(S::SharedSurface);
        }
        // "The chicken has its own grill": equipment kept to animal food is
        // dedicated preparation only to a diet that eats some food kept
        // apart ("the fish gets its own pans, the goat its own grill").
        let mut kept_apart_and_eaten = item.dedicated_to_animal_food;
        kept_apart_and_eaten.remove_all(excluded);
        t.fresh_dedicated |= signals.has(S::DedicatedPrep)
            && item.tier == EvidenceTier::A
            && !stale
            && (item.dedicated_to_animal_food.is_empty() || !kept_apart_and_eaten.is_empty());
        t.allergen_free_claim |= signals.has(S::AllergenFreeClaim) && item.tier == EvidenceTier::A;
        if let Some(basis) = stance.support {
            t.support |= basis.bit();
            t.support_items += 1;
            t.partial_support |= stance.partial;
            t.menu_confirmed |= stance.confirmed && item.evidence_type == EvidenceType::MenuItem;
            if !stale {
                t.fresh_points += stance.points;
                if stance.confirmed {
                    t.fresh_confirmed_points += stance.points;
                }
                t.fresh_confirmed += u32::from(stance.confirmed);
                t.fresh_full_claim |= stance.full && basis == Basis::FirstParty;
                if stance.confirmed && item.evidence_type == EvidenceType::MenuItem {
                    let meal = !signals.has(S::SideOrTreat);
                    t.fresh_meal |= meal;
                    let dishes = if meal {
                        &mut t.meal_dishes
                    } else {
                        &mut t.other_dishes
                    };
                    if dishes.len() < dishes_kept
                        && let Some(excerpt) = item.excerpt.as_ref()
                        && let Some(name_end) = dish_name_end(item)
                    {
                        dishes.push(FoundDish {
                            excerpt: excerpt.clone(),
                            name_end,
                            seen: item.observed_at,
                            index,
                        });
                    }
                }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dishs_name_leaves_out_the_key_entry_quoted_after_it() {
        let record = dietfit_contract::IngestRecord::parse_line(
            r#"{"external_id":"t:1","name":"T","declarations":[],"menu":[
            {"name":"Avocado Roll (V)","labels":["vegetarian"],"section":"Rolls",
             "observed_at":"2026-10-01T00:00:00Z","source":"https://menu.example"},
            {"name":"Cucumber Roll (V)","description":"cucumber: sesame","labels":["vegetarian"],
             "section":"Rolls","observed_at":"2026-10-01T00:00:00Z","source":"https://menu.example"},
            {"name":"(V) vegetarian: no fish, no fish sauce, no bonito. May contain egg.","section":"Rolls",
             "observed_at":"2026-10-01T00:00:00Z","source":"https://menu.example"}]}"#,
        )
        .unwrap();
        let evidence =
            crate::evidence::extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
                .evidence;
        let names: Vec<String> = evidence
            .iter()
            .filter(|item| item.evidence_type == EvidenceType::MenuItem)
            .filter_map(|item| {
                let end = dish_name_end(item)?;
                item.excerpt.as_ref()?.get(..end).map(str::to_owned)
            })
            .collect();
        assert!(
            evidence.iter().any(|item| item
                .excerpt
                .as_ref()
                .is_some_and(|e| e.as_str().contains(" — (V)"))),
            "{evidence:?}"
        );
        assert_eq!(names, ["Avocado Roll (V)", "Cucumber Roll (V)"]);
    }
}
