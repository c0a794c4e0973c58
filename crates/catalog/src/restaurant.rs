//! A restaurant as the service knows it: the observations it was imported
//! with (its ingest record) and what the engine made of them (its
//! evaluation). The store keeps both as JSON columns; this module is the
//! one place that writes them ([`stored_json`]) and reads them back
//! ([`Restaurant::from_stored`], [`stored_record`]).

use std::sync::{Arc, OnceLock};

use dietfit_contract::{DishToOrder, IngestRecord, Mode, UserProfile};
use dietfit_scoring::{Evaluation, EvidenceDetail, FitDecision};
use dietfit_storage::StoredRestaurant;
use time::OffsetDateTime;
use uuid::Uuid;

/// A stored row whose JSON no longer parses: a corrupt row, not bad input.
#[derive(Debug, thiserror::Error)]
#[error("stored restaurant {place_id} is unreadable")]
pub struct UnreadableRow {
    pub place_id: Uuid,
    #[source]
    pub source: serde_json::Error,
}

/// The JSON columns a restaurant is stored as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredJson {
    pub record_json: String,
    pub evaluation_json: String,
}

/// What the store keeps of a record and its evaluation: the inverse of
/// [`Restaurant::from_stored`].
pub fn stored_json(record: &IngestRecord, evaluation: &Evaluation) -> StoredJson {
    StoredJson {
        // Serialising plain data with string keys cannot fail.
        record_json: serde_json::to_string(record).unwrap_or_default(),
        evaluation_json: serde_json::to_string(evaluation).unwrap_or_default(),
    }
}

/// The ingest record alone, for those that need no evaluation: the search
/// index, and a rescore (which must read rows whose evaluation was written
/// by another scoring version).
pub fn stored_record(stored: &StoredRestaurant) -> Result<IngestRecord, UnreadableRow> {
    serde_json::from_str(&stored.record_json).map_err(|source| UnreadableRow {
        place_id: stored.service_place_id,
        source,
    })
}

/// A stored restaurant parsed back into what the engine works with.
#[derive(Debug)]
pub struct Restaurant {
    service_id: String,
    record: IngestRecord,
    evaluation: Evaluation,
    /// Its public record as JSON, per evidence detail, made on first use.
    /// It depends on nothing in a request, and building and serialising a
    /// rich record for every result was a large share of a distinct rich
    /// search's work (docs/benchmarks.md).
    public_json: [OnceLock<Arc<[u8]>>; 3],
}

impl Restaurant {
    pub fn new(service_id: String, record: IngestRecord, evaluation: Evaluation) -> Restaurant {
        Restaurant {
            service_id,
            record,
            evaluation,
            public_json: Default::default(),
        }
    }

    pub fn from_stored(stored: StoredRestaurant) -> Result<Restaurant, UnreadableRow> {
        let record = stored_record(&stored)?;
        let evaluation =
            serde_json::from_str(&stored.evaluation_json).map_err(|source| UnreadableRow {
                place_id: stored.service_place_id,
                source,
            })?;
        Ok(Restaurant::new(stored.service_id, record, evaluation))
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

    /// [`Restaurant::decide`] with the dishes to order (each with the menu
    /// section it is printed in), the questions for the restaurant and the
    /// rules as read. Fast mode names the dishes alone.
    pub fn decide_in_detail(
        &self,
        profile: &UserProfile,
        mode: Mode,
        now: OffsetDateTime,
    ) -> FitDecision {
        let mut decision = dietfit_scoring::decide_in_detail(&self.evaluation, profile, now);
        for dish in &mut decision.dishes {
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
                .record
                .menu
                .iter()
                .filter(|item| item.name.trim() == dish.name)
                .min_by_key(|item| Some(item.observed_at) != dish.seen_at)
                .and_then(|item| item.section.as_deref())
                .map(str::trim)
                .filter(|section| !section.is_empty())
                .map(str::to_owned);
        }
        decision
    }

    /// The public record of search results and enrich.
    pub fn public_record(&self, evidence: EvidenceDetail) -> dietfit_contract::Restaurant {
        self.evaluation
            .public_record(&self.record, &self.service_id, evidence)
    }

    /// [`Restaurant::public_record`] as JSON, made once per evidence detail.
    pub fn public_json(&self, evidence: EvidenceDetail) -> Result<Arc<[u8]>, serde_json::Error> {
        let slot = &self.public_json[match evidence {
            EvidenceDetail::None => 0,
            EvidenceDetail::Compact => 1,
            EvidenceDetail::Full => 2,
        }];
        if let Some(json) = slot.get() {
            return Ok(Arc::clone(json));
        }
        let json: Arc<[u8]> = Arc::from(serde_json::to_vec(&self.public_record(evidence))?);
        // Two threads may both make it; either copy is the same bytes.
        Ok(Arc::clone(slot.get_or_init(|| json)))
    }
}

#[cfg(test)]
mod tests {
    use dietfit_fixtures::{BUNDLED_FIXTURES_JSONL, REFERENCE_DATE};

    use super::*;

    fn first_fixture() -> (IngestRecord, Evaluation) {
        let line = BUNDLED_FIXTURES_JSONL.lines().next().unwrap();
        let record: IngestRecord = serde_json::from_str(line).unwrap();
        let evaluation = dietfit_scoring::evaluate(&record, REFERENCE_DATE);
        (record, evaluation)
    }

    #[test]
    fn a_records_json_is_made_once_per_evidence_detail() {
        let (record, evaluation) = first_fixture();
        let place = Restaurant::new("svc_0".to_owned(), record, evaluation);
        let first = place.public_json(EvidenceDetail::Full).unwrap();
        let again = place.public_json(EvidenceDetail::Full).unwrap();
        assert!(Arc::ptr_eq(&first, &again), "kept, not made again");
        let compact = place.public_json(EvidenceDetail::Compact).unwrap();
        assert_ne!(first, compact, "each detail has its own JSON");
    }

    #[test]
    fn reading_a_stored_restaurant_is_the_inverse_of_writing_it() {
        let (record, evaluation) = first_fixture();
        let StoredJson {
            record_json,
            evaluation_json,
        } = stored_json(&record, &evaluation);
        let stored = StoredRestaurant {
            service_place_id: Uuid::nil(),
            service_id: "rst_0".to_owned(),
            external_id: record.external_id.clone(),
            provider_place_id: None,
            scoring_version: evaluation.scoring_version.clone(),
            record_json,
            evaluation_json,
            detail: evaluation.detail_record(&record, Uuid::nil()),
            created_at: REFERENCE_DATE,
            updated_at: REFERENCE_DATE,
            last_evaluated_at: REFERENCE_DATE,
        };
        assert_eq!(stored_record(&stored).unwrap(), record);
        let restaurant = Restaurant::from_stored(stored).unwrap();
        assert_eq!(restaurant.evaluation, evaluation);
        assert_eq!(restaurant.record, record);
    }
}
