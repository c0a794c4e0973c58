//! The decide use case: whether one stored restaurant fits one profile,
//! decided afresh at `now` from its stored evaluation.

use dietfit_contract::{Mode, RestaurantRef, UserProfile};
use dietfit_scoring::{EvidenceDetail, FitDecision};
use dietfit_storage::Store;
use time::OffsetDateTime;

use crate::error::CatalogError;
use crate::restaurant::Restaurant;

/// A decision and the restaurant it is about.
#[derive(Debug)]
pub struct DecisionAnswer {
    pub service_id: String,
    /// Its evidence cut to what the mode asks for.
    pub decision: FitDecision,
}

/// `None` when the store has no such restaurant. Read from the store, not
/// the record cache: a decision reflects a write as soon as it is made.
pub(crate) fn decide(
    store: &Store,
    reference: RestaurantRef,
    profile: &UserProfile,
    mode: Mode,
    now: OffsetDateTime,
) -> Result<Option<DecisionAnswer>, CatalogError> {
    let Some(stored) = store.get_restaurant(reference.place_id())? else {
        return Ok(None);
    };
    let restaurant = Restaurant::from_stored(stored)?;
    let mut decision = restaurant.decide_in_detail(profile, mode, now);
    decision.evidence = EvidenceDetail::of(mode, true).decision_evidence(decision.evidence);
    Ok(Some(DecisionAnswer {
        service_id: restaurant.service_id().to_owned(),
        decision,
    }))
}
