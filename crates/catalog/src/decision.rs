//! The decide use cases: whether one restaurant fits one profile, a table
//! of diners, or one profile at each of several restaurants, decided
//! afresh at `now` from their evaluations as search serves them.

use dietfit_contract::{Decision, DishToOrder, Mode, RestaurantRef, UserProfile};
use dietfit_scoring::{EvidenceDetail, FitDecision};
use time::OffsetDateTime;

use crate::error::CatalogError;
use crate::record_cache::CachedRestaurants;
use crate::served::ServedRestaurant;

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
    Ok(Some(decide_at(&restaurant, profile, mode, now)))
}

/// [`decide`] when memory holds the restaurant, without reading the store:
/// `None` when it does not (then [`decide`] answers, reading the store).
pub(crate) fn decide_in_memory(
    restaurants: &CachedRestaurants,
    reference: RestaurantRef,
    profile: &UserProfile,
    mode: Mode,
    now: OffsetDateTime,
) -> Option<DecisionAnswer> {
    let restaurant = restaurants.get_in_memory(reference.place_id())?;
    Some(decide_at(&restaurant, profile, mode, now))
}

fn decide_at(
    restaurant: &ServedRestaurant,
    profile: &UserProfile,
    mode: Mode,
    now: OffsetDateTime,
) -> DecisionAnswer {
    let mut decision = restaurant.decide_in_detail(profile, mode, now);
    decision.evidence = EvidenceDetail::of(mode, true).decision_evidence(decision.evidence);
    DecisionAnswer {
        service_id: restaurant.service_id().to_owned(),
        decision,
    }
}

/// A table of diners at one restaurant.
#[derive(Debug)]
pub struct TableAnswer {
    pub service_id: String,
    /// `fit` only if every diner fits, `not_fit` if any is rejected, else
    /// `unknown` (`dietfit_scoring::table_decision`).
    pub decision: Decision,
    /// The dishes every diner can order, best first.
    pub dishes: Vec<DishToOrder>,
    /// One per profile, in order, each with its evidence cut to the mode.
    pub diners: Vec<FitDecision>,
}

/// `None` when the store has no such restaurant. One read of the
/// restaurant, one decision per profile.
pub(crate) fn decide_for_table(
    restaurants: &CachedRestaurants,
    reference: RestaurantRef,
    profiles: &[UserProfile],
    mode: Mode,
    now: OffsetDateTime,
) -> Result<Option<TableAnswer>, CatalogError> {
    let Some(restaurant) = restaurants.get(reference.place_id())? else {
        return Ok(None);
    };
    let table = restaurant.decide_for_table(profiles, mode, now);
    let detail = EvidenceDetail::of(mode, true);
    let diners = table
        .diners
        .into_iter()
        .map(|mut diner| {
            diner.evidence = detail.decision_evidence(diner.evidence);
            diner
        })
        .collect();
    Ok(Some(TableAnswer {
        service_id: restaurant.service_id().to_owned(),
        decision: table.decision,
        dishes: table.dishes,
        diners,
    }))
}

/// One profile at each restaurant, in order: `None` for an id the store
/// does not have. A store failure fails the whole call, as for one.
pub(crate) fn decide_each(
    restaurants: &CachedRestaurants,
    references: &[RestaurantRef],
    profile: &UserProfile,
    mode: Mode,
    now: OffsetDateTime,
) -> Result<Vec<Option<DecisionAnswer>>, CatalogError> {
    references
        .iter()
        .map(|reference| decide(restaurants, *reference, profile, mode, now))
        .collect()
}
