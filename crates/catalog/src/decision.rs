//! The decide use case: whether one restaurant fits one profile, decided
//! afresh at `now` from its evaluation as search serves it.

use dietfit_contract::{Mode, RestaurantRef, UserProfile};
use dietfit_scoring::{EvidenceDetail, FitDecision};
use time::OffsetDateTime;

use crate::error::CatalogError;
use crate::record_cache::CachedRestaurants;

/// A decision and the restaurant it is about.
#[derive(Debug)]
pub struct DecisionAnswer {
    pub service_id: String,
    /// Its evidence cut to what the mode asks for.
    pub decision: FitDecision,
}

/// `None` when the store has no such restaurant. Served from memory like a
/// search result: a write shows once the follower has applied it, within
/// the same bound as in search.
pub(crate) fn decide(
    restaurants: &CachedRestaurants,
    reference: RestaurantRef,
    profile: &UserProfile,
    mode: Mode,
    now: OffsetDateTime,
) -> Result<Option<DecisionAnswer>, CatalogError> {
    let Some(restaurant) = restaurants.get(reference.place_id())? else {
        return Ok(None);
    };
    let mut decision = restaurant.decide_in_detail(profile, mode, now);
    decision.evidence = EvidenceDetail::of(mode, true).decision_evidence(decision.evidence);
    Ok(Some(DecisionAnswer {
        service_id: restaurant.service_id().to_owned(),
        decision,
    }))
}
