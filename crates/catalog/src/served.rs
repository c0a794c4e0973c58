//! A restaurant as search and decide serve it from memory: its public
//! record already serialised for each evidence detail, and its evaluation
//! with the evidence texts packed into one buffer. The ingest record (menus,
//! reviews), most of a parsed restaurant's bytes, is not kept: nothing a
//! search result or a decision writes reads it once the public records are
//! made.

use std::mem::size_of;
use std::sync::{Arc, Mutex, PoisonError};

use dietfit_contract::{DishToOrder, MatchForProfile, Mode, SharedText, UserProfile};
use dietfit_scoring::{
    Evaluation, EvidenceDetail, EvidenceItem, FitDecision, TableDecision, decisions_hold_until,
};
use time::OffsetDateTime;

use crate::restaurant::{MenuSection, Restaurant};

/// What one served restaurant holds, in a form whose size is known: the
/// record cache is bounded by these bytes.
#[derive(Debug)]
pub struct ServedRestaurant {
    service_id: Box<str>,
    /// Everything `dietfit_scoring::decide` may read.
    evaluation: Evaluation,
    /// The public record as JSON at [`EvidenceDetail::Compact`] and at
    /// [`EvidenceDetail::Full`], each without its closing brace.
    compact_open: Box<[u8]>,
    full_open: Box<[u8]>,
    /// The record at [`EvidenceDetail::None`]: the full one but its
    /// evidence, the last field, so almost always a prefix of it.
    none_open: NoneJson,
    /// The menu section of each dish printed in one: a decision's dishes
    /// name it.
    sections: Box<[MenuSection]>,
    /// The answers lately given to search profiles, each while it holds.
    kept_matches: Mutex<Vec<KeptMatch>>,
    /// Heap and inline bytes of all of the above, near enough to budget by.
    footprint: usize,
}

/// Profiles whose answers a served restaurant keeps: searches come with a
/// handful of profiles (a diet, now and then a rule), and a place near many
/// diners is a hit of many of their searches.
const KEPT_MATCHES: usize = 4;

/// What one kept answer costs, near enough to budget by: the profile, the
/// codes, flags and advice of a decision without its dishes.
const KEPT_MATCH_BYTES: usize = 512;

/// A search profile's answer at `from`, which holds through `until`
/// ([`decisions_hold_until`]): from `from` on, since going back in time
/// turns stale evidence fresh again.
#[derive(Debug)]
struct KeptMatch {
    profile: UserProfile,
    from: OffsetDateTime,
    until: Option<OffsetDateTime>,
    answer: MatchForProfile,
}

impl KeptMatch {
    fn answers(&self, profile: &UserProfile, now: OffsetDateTime) -> bool {
        self.from <= now && self.until.is_none_or(|until| now <= until) && self.profile == *profile
    }
}

#[derive(Debug)]
enum NoneJson {
    /// This many bytes of the full record's open JSON.
    PrefixOfFull(usize),
    Own(Box<[u8]>),
}

impl ServedRestaurant {
    /// Serialises the public record once per evidence detail and keeps the
    /// evaluation, its evidence texts packed.
    pub fn new(restaurant: Restaurant) -> Result<ServedRestaurant, serde_json::Error> {
        let open = |detail| -> Result<Box<[u8]>, serde_json::Error> {
            let mut json = serde_json::to_vec(&restaurant.public_record(detail))?;
            // A record is a JSON object: its last byte is its closing brace.
            json.pop();
            Ok(json.into_boxed_slice())
        };
        let compact_open = open(EvidenceDetail::Compact)?;
        let full_open = open(EvidenceDetail::Full)?;
        let none = open(EvidenceDetail::None)?;
        let none_open = if full_open.starts_with(&none) {
            NoneJson::PrefixOfFull(none.len())
        } else {
            NoneJson::Own(none)
        };
        let sections = restaurant.menu_sections().into_boxed_slice();
        let (service_id, mut evaluation) = restaurant.into_parts();
        let packed_text = pack_evidence_texts(&mut evaluation.evidence);
        evaluation.evidence.shrink_to_fit();
        let service_id = service_id.into_boxed_str();
        let footprint = size_of::<ServedRestaurant>()
            + service_id.len()
            + evaluation.scoring_version.len()
            + evaluation.evidence.capacity() * size_of::<EvidenceItem>()
            + packed_text
            + evaluation
                .vegan_score
                .reasoning
                .as_ref()
                .map_or(0, String::len)
            + compact_open.len()
            + full_open.len()
            + match &none_open {
                NoneJson::PrefixOfFull(_) => 0,
                NoneJson::Own(json) => json.len(),
            }
            + sections
                .iter()
                .map(|entry| size_of::<MenuSection>() + entry.dish.len() + entry.section.len())
                .sum::<usize>()
            + KEPT_MATCHES * KEPT_MATCH_BYTES;
        Ok(ServedRestaurant {
            service_id,
            evaluation,
            compact_open,
            full_open,
            none_open,
            sections,
            kept_matches: Mutex::new(Vec::with_capacity(KEPT_MATCHES)),
            footprint,
        })
    }

    /// The public id of search and enrich (`rst_` and 32 hex digits).
    pub fn service_id(&self) -> &str {
        &self.service_id
    }

    /// Whether it fits `profile` at `now` (decided afresh: staleness is
    /// measured against `now`, never stored).
    pub fn decide(&self, profile: &UserProfile, now: OffsetDateTime) -> FitDecision {
        dietfit_scoring::decide(&self.evaluation, profile, now)
    }

    /// [`ServedRestaurant::decide`]'s answer, kept for the next search with
    /// the same profile while nothing can change it: staleness is the only
    /// way `now` enters a decision, so the answer holds until the first
    /// fresh observation turns stale.
    pub fn match_for_profile(&self, profile: &UserProfile, now: OffsetDateTime) -> MatchForProfile {
        // No change to the list can be left half made by a panic elsewhere:
        // a poisoned lock's list is whole.
        let kept = || {
            self.kept_matches
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
        };
        if let Some(found) = kept().iter().find(|kept| kept.answers(profile, now)) {
            return found.answer.clone();
        }
        let answer = self.decide(profile, now).match_for_profile;
        let fresh = KeptMatch {
            profile: profile.clone(),
            from: now,
            until: decisions_hold_until(&self.evaluation, now),
            answer: answer.clone(),
        };
        let mut kept = kept();
        // The same profile's answer is replaced by the newer one; otherwise
        // the oldest kept goes.
        match kept.iter().position(|old| old.profile == *profile) {
            Some(same) => kept[same] = fresh,
            None if kept.len() < KEPT_MATCHES => kept.push(fresh),
            None => {
                kept.remove(0);
                kept.push(fresh);
            }
        }
        answer
    }

    /// [`ServedRestaurant::decide`] with the dishes to order (each with the
    /// menu section it is printed in), the questions for the restaurant and
    /// the rules as read. Fast mode names the dishes alone.
    pub fn decide_in_detail(
        &self,
        profile: &UserProfile,
        mode: Mode,
        now: OffsetDateTime,
    ) -> FitDecision {
        let mut decision = dietfit_scoring::decide_in_detail(&self.evaluation, profile, now);
        self.present_dishes(&mut decision.dishes, mode);
        decision
    }

    /// [`ServedRestaurant::decide_in_detail`] for each diner of a table, in
    /// order, with the table's answer and the dishes every diner can order,
    /// shown as each diner's are.
    pub fn decide_for_table(
        &self,
        profiles: &[UserProfile],
        mode: Mode,
        now: OffsetDateTime,
    ) -> TableDecision {
        let mut table = dietfit_scoring::decide_for_table(&self.evaluation, profiles, now);
        self.present_dishes(&mut table.dishes, mode);
        for diner in &mut table.diners {
            self.present_dishes(&mut diner.dishes, mode);
        }
        table
    }

    /// Fast mode names the dishes alone; rich mode adds each one's menu
    /// section.
    fn present_dishes(&self, dishes: &mut [DishToOrder], mode: Mode) {
        for dish in dishes {
            if mode == Mode::Fast {
                *dish = DishToOrder {
                    name: std::mem::take(&mut dish.name),
                    section: None,
                    why: None,
                    seen_at: None,
                    evidence_id: None,
                };
                continue;
            }
            // The evidence names the dish as the menu printed it, trimmed;
            // of two with that name, the one seen when the evidence was.
            dish.section = self
                .sections
                .iter()
                .filter(|entry| *entry.dish == *dish.name)
                .min_by_key(|entry| Some(entry.seen) != dish.seen_at)
                .map(|entry| entry.section.to_string());
        }
    }

    /// Its public record at `evidence` as JSON without the closing brace
    /// (a search result appends its own fields before it), byte for byte
    /// what serde writes for [`Restaurant::public_record`] but that brace.
    pub fn public_json_open(&self, evidence: EvidenceDetail) -> &[u8] {
        match evidence {
            EvidenceDetail::None => match &self.none_open {
                NoneJson::PrefixOfFull(length) => &self.full_open[..*length],
                NoneJson::Own(json) => json,
            },
            EvidenceDetail::Compact => &self.compact_open,
            EvidenceDetail::Full => &self.full_open,
        }
    }

    /// About how many bytes it holds.
    pub fn footprint(&self) -> usize {
        self.footprint
    }
}

/// Moves every source and excerpt of `evidence` into one shared buffer:
/// read from JSON, each is an allocation of its own, and a served
/// restaurant is kept for long and freed often. Returns the buffer's length.
fn pack_evidence_texts(evidence: &mut [EvidenceItem]) -> usize {
    let mut text = String::new();
    let mut ranges = Vec::with_capacity(evidence.len());
    for item in evidence.iter() {
        let source = push_range(&mut text, item.source.as_str());
        let excerpt = item
            .excerpt
            .as_ref()
            .map(|excerpt| push_range(&mut text, excerpt.as_str()));
        ranges.push((source, excerpt));
    }
    let buffer: Arc<str> = Arc::from(text);
    for (item, (source, excerpt)) in evidence.iter_mut().zip(ranges) {
        // The ranges were cut from this very buffer on character
        // boundaries, so `shared` cannot refuse them; if it did, the item
        // would keep its own copy.
        if let Some(shared) = SharedText::shared(&buffer, source.0, source.1) {
            item.source = shared;
        }
        if let (Some(excerpt), Some((start, end))) = (item.excerpt.as_mut(), excerpt)
            && let Some(shared) = SharedText::shared(&buffer, start, end)
        {
            *excerpt = shared;
        }
    }
    buffer.len()
}

fn push_range(text: &mut String, part: &str) -> (usize, usize) {
    let start = text.len();
    text.push_str(part);
    (start, text.len())
}

#[cfg(test)]
mod tests {
    use dietfit_contract::{Diet, IngestRecord};
    use dietfit_fixtures::{BUNDLED_FIXTURES_JSONL, REFERENCE_DATE};

    use super::*;

    #[test]
    fn a_served_restaurant_answers_as_the_parsed_one_does() {
        let profiles = [
            UserProfile::new(Diet::StrictVegan),
            UserProfile::new(Diet::GlutenFree),
            UserProfile::new(Diet::Vegetarian),
        ];
        for (position, line) in BUNDLED_FIXTURES_JSONL.lines().enumerate() {
            let record: IngestRecord = serde_json::from_str(line).unwrap();
            let evaluation = dietfit_scoring::evaluate(&record, REFERENCE_DATE);
            let parsed = Restaurant::new(format!("svc_{position}"), record, evaluation);
            let expected_json: Vec<Vec<u8>> = [
                EvidenceDetail::None,
                EvidenceDetail::Compact,
                EvidenceDetail::Full,
            ]
            .into_iter()
            .map(|detail| serde_json::to_vec(&parsed.public_record(detail)).unwrap())
            .collect();
            let expected_decisions: Vec<FitDecision> = profiles
                .iter()
                .map(|profile| parsed.decide(profile, REFERENCE_DATE))
                .collect();
            let served = ServedRestaurant::new(parsed).unwrap();
            assert_eq!(served.service_id(), format!("svc_{position}"));
            for (detail, expected) in [
                EvidenceDetail::None,
                EvidenceDetail::Compact,
                EvidenceDetail::Full,
            ]
            .into_iter()
            .zip(&expected_json)
            {
                let mut json = served.public_json_open(detail).to_vec();
                json.push(b'}');
                assert_eq!(json, *expected, "{detail:?}");
            }
            assert!(
                matches!(served.none_open, NoneJson::PrefixOfFull(_)),
                "the record without evidence is kept as a prefix of the full one"
            );
            for (profile, expected) in profiles.iter().zip(&expected_decisions) {
                assert_eq!(&served.decide(profile, REFERENCE_DATE), expected);
            }
            assert!(served.footprint() > expected_json[1].len() + expected_json[2].len());
        }
    }

    /// A kept answer is the answer deciding again would give, at every
    /// instant asked, for more profiles than are kept, back and forth in
    /// time across the instants where the bundled places' evidence turns
    /// stale.
    #[test]
    fn kept_search_answers_are_the_answers_decided_afresh() {
        let profiles = [
            UserProfile::new(Diet::StrictVegan),
            UserProfile::new(Diet::Vegetarian),
            UserProfile::new(Diet::Pescatarian),
            UserProfile::new(Diet::GlutenFree),
            UserProfile {
                exclude_cross_contamination: true,
                ..UserProfile::new(Diet::StrictVegan)
            },
            UserProfile {
                dietary_rules: vec!["no honey".to_owned()],
                ..UserProfile::new(Diet::StrictVegan)
            },
        ];
        let mut answers_changed = 0;
        for (position, line) in BUNDLED_FIXTURES_JSONL.lines().enumerate() {
            let record: IngestRecord = serde_json::from_str(line).unwrap();
            let evaluation = dietfit_scoring::evaluate(&record, REFERENCE_DATE);
            let parsed = Restaurant::new(format!("svc_{position}"), record, evaluation);
            let served = ServedRestaurant::new(parsed).unwrap();
            // The instants that matter: each observation's turn to stale
            // and the nanosecond after it, then a few back in time.
            let mut instants = vec![REFERENCE_DATE];
            for item in &served.evaluation.evidence {
                let turn =
                    item.observed_at + time::Duration::days(dietfit_scoring::STALE_AFTER_DAYS);
                instants.extend([turn, turn + time::Duration::NANOSECOND]);
            }
            instants.sort();
            instants.dedup();
            let back: Vec<_> = instants.iter().rev().step_by(3).copied().collect();
            instants.extend(back);
            for (n, now) in instants.into_iter().enumerate() {
                // Four profiles come back at every instant, and their kept
                // answers are reused across instants; now and then two more
                // push the oldest out.
                let asked = if n % 3 == 2 {
                    &profiles[..]
                } else {
                    &profiles[..KEPT_MATCHES]
                };
                for profile in asked {
                    let expected = served.decide(profile, now).match_for_profile;
                    assert_eq!(
                        served.match_for_profile(profile, now),
                        expected,
                        "{position} {now}"
                    );
                    answers_changed += usize::from(
                        expected != served.decide(profile, REFERENCE_DATE).match_for_profile,
                    );
                }
            }
            assert!(served.kept_matches.lock().unwrap().len() <= KEPT_MATCHES);
        }
        assert!(answers_changed > 0, "some answers change with time");
    }
}
