//! A restaurant as the service knows it: the observations it was imported
//! with (its ingest record) and what the engine made of them (its
//! evaluation). The store keeps both as JSON columns; this module is the
//! one place that writes them ([`stored_json`]) and reads them back
//! ([`Restaurant::from_stored`], [`stored_record`]).

use dietfit_contract::{IngestRecord, UserProfile, service_place_id_for};
use dietfit_scoring::{Evaluation, EvidenceDetail, FitDecision};
use dietfit_storage::{RestaurantWrite, StoredRestaurant};
use time::OffsetDateTime;
use uuid::Uuid;

/// A dish's menu section: the dish's name and when the menu was seen, both
/// as the evaluation's evidence has them, trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MenuSection {
    pub dish: Box<str>,
    pub seen: OffsetDateTime,
    pub section: Box<str>,
}

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

/// Everything storage keeps about `record` scored as `evaluation` at
/// `now`: its row, with the JSON columns of [`stored_json`].
pub fn restaurant_write(
    record: &IngestRecord,
    evaluation: &Evaluation,
    now: OffsetDateTime,
) -> RestaurantWrite {
    let detail = evaluation.detail_record(record, service_place_id_for(&record.external_id));
    let address = record.address.clone().unwrap_or_default();
    let StoredJson {
        record_json,
        evaluation_json,
    } = stored_json(record, evaluation);
    RestaurantWrite {
        external_id: record.external_id.clone(),
        provider_place_id: record.provider_place_id.clone(),
        name: record.display_name().map(str::to_owned),
        city: address.city,
        state: address.state,
        country: address.country,
        lat: record.coordinates.map(|c| c.lat),
        lng: record.coordinates.map(|c| c.lng),
        overall_score: evaluation.vegan_score.overall,
        cuisines: record.cuisines.clone(),
        scoring_version: evaluation.scoring_version.clone(),
        record_json,
        evaluation_json,
        detail,
        last_evaluated_at: now,
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
}

impl Restaurant {
    pub fn new(service_id: String, record: IngestRecord, evaluation: Evaluation) -> Restaurant {
        Restaurant {
            service_id,
            record,
            evaluation,
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

    /// The public record of search results and enrich.
    pub fn public_record(&self, evidence: EvidenceDetail) -> dietfit_contract::Restaurant {
        self.evaluation
            .public_record(&self.record, &self.service_id, evidence)
    }

    /// The menu section of each dish printed in one: what a decision's
    /// dishes name from the menu.
    pub fn menu_sections(&self) -> Vec<MenuSection> {
        self.record
            .menu
            .iter()
            .filter_map(|item| {
                let section = item.section.as_deref().map(str::trim)?;
                (!section.is_empty()).then(|| MenuSection {
                    dish: item.name.trim().into(),
                    seen: item.observed_at,
                    section: section.into(),
                })
            })
            .collect()
    }

    /// Its service id and evaluation, the ingest record dropped.
    pub fn into_parts(self) -> (String, Evaluation) {
        (self.service_id, self.evaluation)
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
