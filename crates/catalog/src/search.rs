//! The search use case: interpretation, retrieval, the stored records of
//! the hits and, with a profile, a decision for each, ordered by fit.

use std::sync::Arc;

use dietfit_contract::{MatchForProfile, Mode, QueryInterpretation, SearchRequest, UserProfile};
use dietfit_scoring::{EvidenceDetail, fit_rank, needs_human_review};
use dietfit_search::{SearchHit, SearchIndex, SearchOptions};
use time::OffsetDateTime;

use crate::cursor::{CursorError, MAX_RESULT_DEPTH, PageStart, RankingDigest};
use crate::error::CatalogError;
use crate::record_cache::CachedRestaurants;
use crate::served::ServedRestaurant;

/// A search response but its request id and metadata.
#[derive(Debug)]
pub struct SearchAnswer {
    pub results: Vec<SearchAnswerResult>,
    /// How much evidence each result's record carries.
    pub evidence: EvidenceDetail,
    pub total_results: u64,
    pub query_interpretation: QueryInterpretation,
    pub human_review_recommended: bool,
    /// Where the next page starts, when the ranking goes on past this page
    /// (and within [`MAX_RESULT_DEPTH`]).
    pub next_page: Option<PageStart>,
}

/// One result: its restaurant, and what only this search knows of it.
#[derive(Debug)]
pub struct SearchAnswerResult {
    pub restaurant: Arc<ServedRestaurant>,
    /// Meters from the caller's location (to a tenth), when one was given.
    pub distance_m: Option<f64>,
    pub match_for_profile: Option<MatchForProfile>,
}

/// A page of a search as the index ranks it, before its records are read:
/// everything but the hits' restaurants and their decisions. Made from
/// memory alone ([`plan`]), so an async worker may make it.
#[derive(Debug)]
pub struct SearchPlan {
    page: Vec<SearchHit>,
    total_results: u64,
    query_interpretation: QueryInterpretation,
    next_page: Option<PageStart>,
    mode: Mode,
    evidence: EvidenceDetail,
    profile: Option<UserProfile>,
}

/// One page of a search: the first, or the one starting at `start`. A
/// page is the ranking's results from its start to the page's end (the
/// index ranks every match with ties by id, so its first results do not
/// depend on how many are asked for); a page after the first is served
/// only while the ranking still starts with the results before it.
pub(crate) fn plan(
    index: &SearchIndex,
    request: &SearchRequest,
    mode: Mode,
    start: Option<PageStart>,
) -> Result<SearchPlan, CatalogError> {
    let limit = request
        .effective_limit(mode)
        .map_err(CatalogError::Invalid)?;
    let offset = start.map_or(0, |start| start.offset);
    if offset >= MAX_RESULT_DEPTH {
        return Err(CatalogError::Cursor(CursorError::Malformed));
    }
    let end = offset.saturating_add(limit).min(MAX_RESULT_DEPTH);
    let interpretation = dietfit_search::interpret(&request.query, request.location.as_ref())?;
    let profile = request.user_profile.as_ref();
    let options = SearchOptions {
        limit: end as usize,
        profile_diet: profile.map(|p| p.diet),
    };
    let mut outcome = index.search(&interpretation, &options)?;
    let offset = offset as usize;
    let mut seen = RankingDigest::default();
    if let Some(start) = start {
        let before = outcome
            .hits
            .get(..offset)
            .ok_or(CatalogError::Cursor(CursorError::Outdated))?;
        seen.add(before);
        if seen.value() != start.seen {
            return Err(CatalogError::Cursor(CursorError::Outdated));
        }
    }
    let page = outcome.hits.get(offset..).unwrap_or_default();
    // Only a full page can be followed by another; the total counts every
    // match, the depth bounds where paging stops.
    let next_page = (outcome.hits.len() == end as usize
        && u64::from(end) < outcome.total_results
        && end < MAX_RESULT_DEPTH)
        .then(|| {
            seen.add(page);
            PageStart {
                offset: end,
                seen: seen.value(),
            }
        });
    let mut query_interpretation = interpretation.query_interpretation();
    outcome.refine(&mut query_interpretation);
    let page = outcome.hits.split_off(offset.min(outcome.hits.len()));
    Ok(SearchPlan {
        page,
        total_results: outcome.total_results,
        query_interpretation,
        next_page,
        mode,
        evidence: EvidenceDetail::of(mode, request.include_evidence()),
        profile: request.user_profile.clone(),
    })
}

impl SearchPlan {
    /// Each hit's restaurant when memory holds every one (`None` for a hit
    /// deleted since the index last committed); `None` when it lacks one.
    /// Never reads the store.
    pub(crate) fn records_in_memory(
        &self,
        restaurants: &CachedRestaurants,
    ) -> Option<Vec<Option<Arc<ServedRestaurant>>>> {
        let mut records = Vec::with_capacity(self.page.len());
        for hit in &self.page {
            let restaurant = restaurants.get_in_memory(hit.place_id);
            // Memory not holding a place says nothing of the store.
            restaurant.as_ref()?;
            records.push(restaurant);
        }
        Some(records)
    }

    /// Each hit's restaurant, from memory or the store; `None` for a hit
    /// deleted since the index last committed.
    pub(crate) fn records(
        &self,
        restaurants: &CachedRestaurants,
    ) -> Result<Vec<Option<Arc<ServedRestaurant>>>, CatalogError> {
        self.page
            .iter()
            .map(|hit| restaurants.get(hit.place_id))
            .collect()
    }

    /// The page with its restaurants (`records`, one per hit, in order)
    /// and, with a profile, each one's decision at `now`, ordered by fit.
    pub(crate) fn answer(
        self,
        records: Vec<Option<Arc<ServedRestaurant>>>,
        now: OffsetDateTime,
    ) -> SearchAnswer {
        let profile = self.profile.as_ref();
        let mut results: Vec<SearchAnswerResult> = self
            .page
            .iter()
            .zip(records)
            // A hit deleted since the index last committed is skipped.
            .filter_map(|(hit, restaurant)| Some((hit, restaurant?)))
            .map(|(hit, restaurant)| {
                let match_for_profile = profile.map(|profile| {
                    let mut fit = restaurant.match_for_profile(profile, now);
                    // Fast mode's compact results name no dishes.
                    if self.mode == Mode::Fast {
                        fit.dishes.clear();
                    }
                    fit
                });
                SearchAnswerResult {
                    restaurant,
                    distance_m: hit.distance_m.map(|d| (d * 10.0).round() / 10.0),
                    match_for_profile,
                }
            })
            .collect();
        let decision =
            |result: &SearchAnswerResult| result.match_for_profile.as_ref().map(|fit| fit.decision);
        // With a profile, results are ranked by fit; the index's order is
        // kept within each decision (a stable sort).
        if profile.is_some() {
            results.sort_by_key(|result| fit_rank(decision(result)));
        }
        let human_review_recommended = profile
            .is_some_and(|profile| needs_human_review(profile, results.iter().map(decision)));
        SearchAnswer {
            results,
            evidence: self.evidence,
            total_results: self.total_results,
            query_interpretation: self.query_interpretation,
            human_review_recommended,
            next_page: self.next_page,
        }
    }
}

/// One page of a search, its records read from memory or the store.
pub(crate) fn search(
    index: &SearchIndex,
    restaurants: &CachedRestaurants,
    request: &SearchRequest,
    mode: Mode,
    now: OffsetDateTime,
    start: Option<PageStart>,
) -> Result<SearchAnswer, CatalogError> {
    let plan = plan(index, request, mode, start)?;
    let records = plan.records(restaurants)?;
    Ok(plan.answer(records, now))
}

/// About the most bytes a result's `match_for_profile` takes as JSON (its
/// codes, flags, advice and, in rich mode, the dishes to ask for).
const DECISION_JSON_ROOM: usize = 2048;

impl SearchAnswer {
    /// The JSON of a [`dietfit_contract::SearchResponse`] holding this
    /// answer, from its `"results"` to its last field (no braces, no request
    /// id, no metadata), byte for byte what serde writes for it (a unit test
    /// compares them). Each result is its restaurant's JSON, made once per
    /// restaurant and evidence detail, with the fields
    /// [`dietfit_contract::SearchResult`] flattens into it appended: a
    /// record is serialised once, not once per search.
    pub fn to_json(&self) -> Result<Vec<u8>, serde_json::Error> {
        let records: Vec<&[u8]> = self
            .results
            .iter()
            .map(|result| result.restaurant.public_json_open(self.evidence))
            .collect();
        // Room for the records, each result's distance and decision, and the
        // answer's own fields, so that the buffer is not grown (and copied)
        // while it is written.
        let decisions = self
            .results
            .iter()
            .filter(|result| result.match_for_profile.is_some())
            .count();
        let size: usize = records.iter().map(|record| record.len() + 32).sum();
        let mut out = Vec::with_capacity(size + decisions * DECISION_JSON_ROOM + 1024);
        out.extend_from_slice(br#""results":["#);
        for (position, (result, record)) in self.results.iter().zip(&records).enumerate() {
            if position > 0 {
                out.push(b',');
            }
            // `{…` without its closing brace: the flattened fields follow.
            out.extend_from_slice(record);
            let mut separator: &[u8] = if record.len() > 1 { b"," } else { b"" };
            if let Some(distance_m) = result.distance_m {
                out.extend_from_slice(separator);
                out.extend_from_slice(br#""distance_m":"#);
                serde_json::to_writer(&mut out, &distance_m)?;
                separator = b",";
            }
            if let Some(fit) = &result.match_for_profile {
                out.extend_from_slice(separator);
                out.extend_from_slice(br#""match_for_profile":"#);
                serde_json::to_writer(&mut out, fit)?;
            }
            out.push(b'}');
        }
        out.extend_from_slice(br#"],"total_results":"#);
        serde_json::to_writer(&mut out, &self.total_results)?;
        out.extend_from_slice(br#","ai_generated":false,"query_interpretation":"#);
        serde_json::to_writer(&mut out, &self.query_interpretation)?;
        out.extend_from_slice(br#","human_review_recommended":"#);
        serde_json::to_writer(&mut out, &self.human_review_recommended)?;
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use dietfit_contract::{Diet, IngestRecord, SearchResponse, SearchResult, UserProfile};
    use dietfit_fixtures::{BUNDLED_FIXTURES_JSONL, REFERENCE_DATE};

    use super::*;
    use crate::restaurant::Restaurant;

    /// Each fixture parsed, and served from the same record and evaluation.
    fn fixtures(count: usize) -> Vec<(Restaurant, Arc<ServedRestaurant>)> {
        BUNDLED_FIXTURES_JSONL
            .lines()
            .take(count)
            .enumerate()
            .map(|(position, line)| {
                let record: IngestRecord = serde_json::from_str(line).unwrap();
                let evaluation = dietfit_scoring::evaluate(&record, REFERENCE_DATE);
                let service_id = format!("svc_{position}");
                let served =
                    Restaurant::new(service_id.clone(), record.clone(), evaluation.clone());
                let parsed = Restaurant::new(service_id, record, evaluation);
                (parsed, Arc::new(ServedRestaurant::new(served).unwrap()))
            })
            .collect()
    }

    /// The answer's JSON is what serde writes for the same response, for
    /// every evidence detail, with and without distance and fit, empty too.
    #[test]
    fn an_answers_spliced_json_is_serdes_bytes() {
        let places = fixtures(40);
        assert_eq!(places.len(), 40, "the bundled fixtures are read");
        let profiles = [
            None,
            Some(UserProfile::new(Diet::StrictVegan)),
            Some(UserProfile::new(Diet::GlutenFree)),
        ];
        for evidence in [
            EvidenceDetail::None,
            EvidenceDetail::Compact,
            EvidenceDetail::Full,
        ] {
            for (variant, profile) in profiles.iter().enumerate() {
                let count = [40, 0, 40][variant];
                let mut answer = SearchAnswer {
                    results: Vec::new(),
                    evidence,
                    total_results: 1_234,
                    query_interpretation: QueryInterpretation {
                        diet_inferred: Some("vegan".to_owned()),
                        ..QueryInterpretation::default()
                    },
                    human_review_recommended: variant == 1,
                    next_page: None,
                };
                let mut expected = SearchResponse {
                    service_request_id: String::new(),
                    results: Vec::new(),
                    total_results: answer.total_results,
                    ai_generated: false,
                    query_interpretation: Some(answer.query_interpretation.clone()),
                    human_review_recommended: Some(answer.human_review_recommended),
                    metadata: None,
                };
                for (position, (place, served)) in places.iter().take(count).enumerate() {
                    let distance_m = (position % 3 != 0).then_some(position as f64 * 10.5);
                    let match_for_profile = profile
                        .as_ref()
                        .map(|p| place.decide(p, REFERENCE_DATE).match_for_profile);
                    answer.results.push(SearchAnswerResult {
                        restaurant: Arc::clone(served),
                        distance_m,
                        match_for_profile: match_for_profile.clone(),
                    });
                    expected.results.push(SearchResult {
                        restaurant: place.public_record(evidence),
                        distance_m,
                        match_for_profile,
                    });
                }
                let serde = serde_json::to_vec(&expected).unwrap();
                let serde = serde
                    .strip_prefix(br#"{"service_request_id":"","#.as_slice())
                    .and_then(|rest| rest.strip_suffix(b"}"))
                    .unwrap();
                let spliced = answer.to_json().unwrap();
                assert_eq!(
                    String::from_utf8_lossy(&spliced),
                    String::from_utf8_lossy(serde),
                    "{evidence:?}, {count} results"
                );
            }
        }
    }
}
