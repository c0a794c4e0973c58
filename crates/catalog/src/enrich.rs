//! The enrich use case: a restaurant a customer describes, matched to one
//! of ours by a direct lookup or by dietfit-search's matching rule.

use dietfit_contract::{
    Address, EnrichMatched, EnrichRequest, EnrichResponse, EnrichUnmatched, FieldError,
    MatchCandidate, RestaurantRef,
};
use dietfit_scoring::EvidenceDetail;
use dietfit_search::matching::{
    Claimed, Known, MAX_CANDIDATES, MatchVerdict, PLAUSIBLE_THRESHOLD, match_confidence,
};
use dietfit_search::{SearchIndex, SearchOptions};
use dietfit_storage::{Store, StoredRestaurant};

use crate::error::CatalogError;
use crate::restaurant::Restaurant;

/// Restaurants retrieved by name before the matching rule scores them.
const ENRICH_RETRIEVAL: usize = 20;

/// What enrich found.
#[derive(Debug)]
pub enum EnrichOutcome {
    /// Matched, or unmatched with plausible candidates.
    Answer(Box<EnrichResponse>),
    /// Not even a plausible candidate.
    NoPlausibleMatch,
}

/// A direct lookup by `service_id`, else the documented matching rule over
/// candidates retrieved by provider place id and by name.
pub(crate) fn enrich(
    index: &SearchIndex,
    store: &Store,
    request: &EnrichRequest,
    service_request_id: String,
) -> Result<EnrichOutcome, CatalogError> {
    request.check_shape().map_err(CatalogError::Invalid)?;
    if let Some(raw) = &request.service_id {
        let reference = RestaurantRef::parse(raw).ok_or_else(|| {
            CatalogError::Invalid(FieldError::new(
                "service_id",
                "must be a service_id (rst_ and 32 hex digits) or a service_place_id (UUID)",
            ))
        })?;
        return match store.get_restaurant(reference.place_id())? {
            Some(stored) => Ok(matched(stored, 1.0, service_request_id)?),
            None => Ok(EnrichOutcome::NoPlausibleMatch),
        };
    }
    let name = request.name.as_deref().unwrap_or_default();
    let claimed = Claimed {
        name,
        address: request.address.as_deref(),
        provider_place_id: request.provider_place_id.as_deref(),
    };
    let mut candidates: Vec<(f64, StoredRestaurant)> = Vec::new();
    let mut consider = |stored: StoredRestaurant| {
        if candidates
            .iter()
            .all(|(_, seen)| seen.service_place_id != stored.service_place_id)
        {
            let confidence = match_confidence(&claimed, &known(&stored));
            candidates.push((confidence, stored));
        }
    };
    if let Some(provider_place_id) = claimed.provider_place_id {
        for stored in store.find_by_provider_place_id(provider_place_id)? {
            consider(stored);
        }
    }
    // A name that reads as a query the interpreter refuses (e.g. one that
    // says "nearby") is simply not retrieved by text.
    if let Ok(interpretation) = dietfit_search::interpret(name, None) {
        let outcome = index.search(
            &interpretation,
            &SearchOptions::with_limit(ENRICH_RETRIEVAL),
        )?;
        for hit in outcome.hits {
            if let Some(stored) = store.get_restaurant(hit.place_id)? {
                consider(stored);
            }
        }
    }
    candidates.sort_by(|a, b| {
        b.0.total_cmp(&a.0)
            .then_with(|| a.1.service_place_id.cmp(&b.1.service_place_id))
    });
    let best = candidates
        .first()
        .map_or(0.0, |(confidence, _)| *confidence);
    let runner_up = candidates.get(1).map_or(0.0, |(confidence, _)| *confidence);
    match MatchVerdict::of(best, runner_up) {
        MatchVerdict::Matched => {
            let (confidence, stored) = candidates.swap_remove(0);
            return matched(stored, confidence, service_request_id);
        }
        MatchVerdict::NoPlausibleMatch => return Ok(EnrichOutcome::NoPlausibleMatch),
        MatchVerdict::Candidates => {}
    }
    let match_candidates = candidates
        .iter()
        .filter(|(confidence, _)| *confidence >= PLAUSIBLE_THRESHOLD)
        .take(MAX_CANDIDATES)
        .map(|(confidence, stored)| MatchCandidate {
            service_id: stored.service_id.clone(),
            name: non_empty(&stored.detail.name),
            address: Address {
                street: non_empty(&stored.detail.address),
                city: non_empty(&stored.detail.city),
                state: non_empty(&stored.detail.state),
                postal_code: non_empty(&stored.detail.zip_code),
                country: non_empty(&stored.detail.country),
            },
            match_confidence: *confidence,
        })
        .collect();
    Ok(EnrichOutcome::Answer(Box::new(EnrichResponse::Unmatched(
        EnrichUnmatched {
            service_request_id,
            matched: false,
            match_confidence: best,
            service_id: None,
            match_candidates,
            ai_generated: false,
        },
    ))))
}

fn non_empty(value: &str) -> Option<String> {
    (!value.is_empty()).then(|| value.to_owned())
}

/// What the matching rule compares a claim with: the detail record's
/// name and address.
fn known(stored: &StoredRestaurant) -> Known<'_> {
    fn text(value: &str) -> Option<&str> {
        (!value.is_empty()).then_some(value)
    }
    let detail = &stored.detail;
    Known {
        name: text(&detail.name),
        street: text(&detail.address),
        city: text(&detail.city),
        state: text(&detail.state),
        postal_code: text(&detail.zip_code),
        provider_place_id: stored.provider_place_id.as_deref(),
    }
}

fn matched(
    stored: StoredRestaurant,
    confidence: f64,
    service_request_id: String,
) -> Result<EnrichOutcome, CatalogError> {
    let restaurant = Restaurant::from_stored(stored)?;
    Ok(EnrichOutcome::Answer(Box::new(EnrichResponse::Matched(
        Box::new(EnrichMatched {
            service_request_id,
            matched: true,
            match_confidence: confidence,
            service_id: restaurant.service_id().to_owned(),
            restaurant: restaurant.public_record(EvidenceDetail::Full),
            ai_generated: false,
        }),
    ))))
}
