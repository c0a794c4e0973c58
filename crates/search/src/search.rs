//! Running a search: the general path that ranks every candidate, the diet
//! browse that decides a nationwide diet query from its strongest tier, and
//! the check for a restaurant the query names.

use std::sync::Arc;

use dietfit_contract::{Diet, WireEnum};
use tantivy::query::Query;
use tantivy::schema::Value;
use tantivy::{TantivyDocument, Term};
use uuid::Uuid;

use crate::browse_stats::{BrowseKey, BrowseStats};
use crate::collect::{CandidateCollector, StatsCollector};
use crate::geo::Circle;
use crate::index::{FULLY_VEGAN_TAG, IndexError, SearchIndex};
use crate::interpret::{Interpretation, interpret};
use crate::located::{InsideMatch, LocatedFilters, LocatedMatches};
use crate::names::key_matches;
pub use crate::names::names_match;
use crate::outcome::{NamedMatch, SearchHit, SearchOptions, SearchOutcome};
use crate::query::{any_term, diet_gate_tags};
use crate::ranking::{BoundedTop, Candidate, Cutoff, Ranking, Weights};
use crate::vocab;

thread_local! {
    /// The cells of this thread's last located search by bound, for its
    /// next one (as the places inside, a list per search is not worth an
    /// allocation).
    static VISIT_ORDER: std::cell::Cell<Vec<(f64, u32)>> = const { std::cell::Cell::new(Vec::new()) };
}

/// How many best text matches are checked for a named restaurant.
const NAMED_CANDIDATES: usize = 5;

impl SearchIndex {
    /// Runs a search. The profile diet (options) ranks like a query diet
    /// when the query names none, but never gates which restaurants match.
    pub fn search(
        &self,
        interpretation: &Interpretation,
        options: &SearchOptions,
    ) -> Result<SearchOutcome, IndexError> {
        self.search_with(interpretation, options, true)
    }

    /// [`SearchIndex::search`], with located candidates from memory or not.
    fn search_with(
        &self,
        interpretation: &Interpretation,
        options: &SearchOptions,
        from_memory: bool,
    ) -> Result<SearchOutcome, IndexError> {
        self.search_on(&self.searcher(), interpretation, options, from_memory)
    }

    /// Counts and ranks the nationwide browse of every diet ("vegan", no
    /// place, no price) on `searcher`'s state, so that the state's first
    /// browse of each diet is answered from the browse caches. A commit
    /// does it before it publishes the state: it would otherwise count
    /// about half the corpus on a diner's request. Only the browse's
    /// caches are filled; no search is ranked.
    pub(crate) fn warm_diet_browses(&self, searcher: &tantivy::Searcher) -> Result<(), IndexError> {
        let Ok(mut browse) = interpret("vegan", None) else {
            return Ok(());
        };
        let options = SearchOptions::with_limit(1);
        for diet in Diet::ALL {
            browse.diet = Some(*diet);
            let collector = self.filters(&browse, &options);
            self.diet_browse(searcher, &browse, &options, &collector)?;
        }
        Ok(())
    }

    fn search_on(
        &self,
        searcher: &tantivy::Searcher,
        interpretation: &Interpretation,
        options: &SearchOptions,
        from_memory: bool,
    ) -> Result<SearchOutcome, IndexError> {
        let collector = self.filters(interpretation, options);
        if let Some(outcome) = self.diet_browse(searcher, interpretation, options, &collector)? {
            return Ok(outcome);
        }
        // A located search answered from memory needs no tantivy query.
        if let Some(circle) = collector.circle.as_ref().filter(|_| from_memory) {
            let filters = LocatedFilters {
                circle,
                interpretation,
                diet: collector.diet,
                kind: collector.kind,
            };
            if let Some(matches) = self.located_matches(searcher, &filters)? {
                return self.rank_located(searcher, interpretation, options, circle, &matches);
            }
        }
        let query = self.build_query(interpretation, searcher)?;
        self.rank_every_candidate(
            searcher,
            interpretation,
            options,
            query.as_ref(),
            &collector,
        )
    }

    /// The candidate filters of a search.
    fn filters(
        &self,
        interpretation: &Interpretation,
        options: &SearchOptions,
    ) -> CandidateCollector {
        let diet = interpretation.diet.or(options.profile_diet);
        let circle = match (interpretation.location, interpretation.radius_m) {
            (Some(point), Some(radius)) => Some(Circle::new(point, f64::from(radius))),
            _ => None,
        };
        // A cuisine query ("thai in Seattle") wants restaurants of that
        // cuisine; a dish query ("pad thai") wants the dish, so only the
        // former lifts every restaurant of the cuisine.
        let kind = match (&interpretation.cuisine, &interpretation.dish) {
            (Some(cuisine), None) => vocab::cuisine_index(cuisine).map(|index| index as u64),
            _ => None,
        };
        CandidateCollector {
            circle,
            price: interpretation.price.clone(),
            diet,
            kind,
            cutoff: None,
        }
    }

    /// A located search from memory (`located_matches`: the same places
    /// with the same text scores as tantivy's), ranked as the general path
    /// ranks them: the count and the best text score over every place
    /// inside, the named check over the best text matches, and the top hits
    /// with a distance measured only for places that can still enter them.
    /// Cells are ranked best bound first, so once the page's last hit beats
    /// a cell's bound, no later cell is read.
    fn rank_located(
        &self,
        searcher: &tantivy::Searcher,
        interpretation: &Interpretation,
        options: &SearchOptions,
        circle: &Circle,
        matches: &LocatedMatches,
    ) -> Result<SearchOutcome, IndexError> {
        let named = if self.may_name(interpretation) && matches.total > 0 {
            let by_text = |a: &InsideMatch, b: &InsideMatch| {
                b.bm25
                    .total_cmp(&a.bm25)
                    .then_with(|| matches.place_id(a).cmp(&matches.place_id(b)))
            };
            let mut best: Vec<InsideMatch> = Vec::with_capacity(NAMED_CANDIDATES);
            for visit in &matches.visits {
                // A cell whose best text score is under the fifth best is
                // passed over unread.
                if best.len() == NAMED_CANDIDATES
                    && best
                        .last()
                        .zip(matches.best_bm25(visit))
                        .is_some_and(|(last, cell_best)| cell_best.total_cmp(&last.bm25).is_lt())
                {
                    continue;
                }
                for found in matches.places(visit) {
                    // Most places fall below the fifth best: they are
                    // refused on their text score (their place ids are
                    // read only on a tie), without a search of the five.
                    if best.len() == NAMED_CANDIDATES
                        && best
                            .last()
                            .is_some_and(|last| by_text(last, &found).is_lt())
                    {
                        continue;
                    }
                    let at = best.partition_point(|kept| by_text(kept, &found).is_lt());
                    if at < NAMED_CANDIDATES {
                        if best.len() == NAMED_CANDIDATES {
                            best.pop();
                        }
                        best.insert(at, found);
                    }
                }
            }
            // The same rule as `check_names`, on the names' keys the packs
            // keep; only the name reported is read from the store.
            let places: Vec<&InsideMatch> = best
                .iter()
                .filter(|found| {
                    key_matches(
                        &interpretation.name_words,
                        matches.name_key(found),
                        interpretation.name_is_generic,
                    )
                })
                .collect();
            match places.first() {
                Some(first) => {
                    let candidate = matches.candidate(circle, first);
                    let document: TantivyDocument = searcher.doc(candidate.address)?;
                    let name = document
                        .get_first(self.fields.name)
                        .and_then(|value| value.as_str().map(str::to_owned))
                        .unwrap_or_default();
                    let named = NamedMatch {
                        place_id: Uuid::from_u128(candidate.place_id),
                        name,
                    };
                    Some((
                        named,
                        places.iter().map(|found| found.at()).collect::<Vec<_>>(),
                    ))
                }
                None => None,
            }
        } else {
            None
        };
        let diet = interpretation.diet.or(options.profile_diet);
        let ranking = Ranking {
            weights: Weights::for_query(diet.is_some(), named.is_some()),
            max_bm25: matches.max_bm25,
            diet,
            circle: Some(*circle),
        };
        let named_places = named
            .as_ref()
            .map_or(&[][..], |(_, places)| places.as_slice());
        // Each cell's bound: what its summary's best would score at the
        // cell's nearest distance (no bound without a summary).
        let mut order = VISIT_ORDER.take();
        order.clear();
        order.extend(matches.visits.iter().enumerate().map(|(index, visit)| {
            let named = !named_places.is_empty() && matches.holds_any(visit, named_places);
            let bound = matches
                .best_of(visit, named)
                .map_or(f64::INFINITY, |best| ranking.score(&best));
            (bound, index as u32)
        }));
        order.sort_unstable_by(|a, b| b.0.total_cmp(&a.0));
        let mut top = BoundedTop::new(&ranking, options.limit);
        for (bound, index) in order.iter().copied() {
            if top.refuses(bound) {
                break;
            }
            let visit = &matches.visits[index as usize];
            let named = !named_places.is_empty() && matches.holds_any(visit, named_places);
            let best = matches.best_of(visit, named);
            let counted_whole = LocatedMatches::counted_whole(visit);
            for mut found in matches.places(visit) {
                // The cell's best with the place's own text score and
                // floor: a place refused on it costs no read of its row.
                if let Some(best) = best {
                    let bound = ranking.score(&Candidate {
                        bm25: found.bm25,
                        distance_m: Some(found.floor_m),
                        ..best
                    });
                    if top.refuses(bound) {
                        continue;
                    }
                }
                if counted_whole {
                    matches.own_floor(circle, &mut found);
                }
                let mut candidate = matches.bounded(&found);
                candidate.named = named_places.contains(&found.at());
                top.offer(candidate, |candidate| {
                    matches.exact(circle, &found, candidate)
                });
            }
        }
        VISIT_ORDER.set(order);
        Ok(SearchOutcome {
            hits: top.hits(),
            total_results: matches.total,
            named: named.map(|(named, _)| named),
        })
    }

    /// The general path: collects every candidate, then ranks them all.
    fn rank_every_candidate(
        &self,
        searcher: &tantivy::Searcher,
        interpretation: &Interpretation,
        options: &SearchOptions,
        query: &dyn Query,
        collector: &CandidateCollector,
    ) -> Result<SearchOutcome, IndexError> {
        let diet = collector.diet;
        let circle = collector.circle;
        let mut candidates = searcher.search(query, collector)?;
        let total_results = candidates.len() as u64;
        let named = self.find_named(searcher, interpretation, &mut candidates)?;
        let max_bm25 = candidates.iter().map(|c| c.bm25).fold(0.0_f32, f32::max);
        let ranking = Ranking {
            weights: Weights::for_query(diet.is_some(), named.is_some()),
            max_bm25,
            diet,
            circle,
        };
        Ok(SearchOutcome {
            hits: ranking.top(&candidates, options.limit),
            total_results,
            named,
        })
    }

    /// The fast path of a diet-only query with no coordinates and no place
    /// ("vegan" nationwide), which otherwise ranks about half the corpus.
    /// Only the strongest diet tier (an `only` tag or `fully_vegan`) is
    /// ranked; every other match scores at most [`Ranking::rest_bound`], so
    /// when the tier's k-th hit beats that bound strictly, no other place
    /// can enter the top k and the answer is exactly the exhaustive one.
    /// The total and the best BM25 (which normalises `text`) are corpus
    /// statistics, computed once per committed index state and cached.
    /// `None` when the query is not of this shape or the tier cannot decide
    /// the top k alone: the caller then ranks every candidate.
    fn diet_browse(
        &self,
        searcher: &tantivy::Searcher,
        interpretation: &Interpretation,
        options: &SearchOptions,
        collector: &CandidateCollector,
    ) -> Result<Option<SearchOutcome>, IndexError> {
        let Some(diet) = interpretation.diet else {
            return Ok(None);
        };
        let has_place = interpretation
            .place
            .as_ref()
            .is_some_and(|place| place.city_key.is_some() || place.state.is_some());
        if interpretation.has_terms()
            || collector.circle.is_some()
            || has_place
            || options.limit == 0
        {
            return Ok(None);
        }
        let key = BrowseKey {
            diet,
            min_price: interpretation.price.as_ref().and_then(|p| p.min_level),
            max_price: interpretation.price.as_ref().and_then(|p| p.max_level),
        };
        let stats = self.browse_stats(searcher, key, interpretation, collector)?;
        let ranking = Ranking {
            weights: Weights::for_query(true, false),
            max_bm25: stats.max_bm25,
            diet: Some(diet),
            circle: None,
        };
        // Nothing in the tier's ranking depends on the request beyond the
        // key (no place, no location, and the query's diet wins over the
        // profile's), so the tier is ranked once per committed state and a
        // browse's top k is its first k.
        let generation = searcher.generation().generation_id();
        let ranked = self.tier_cache.get_or_make(generation, key, || {
            self.rank_tier(searcher, diet, &ranking, collector)
                .map(Arc::new)
        })?;
        if ranked.len() < options.limit {
            return Ok(None);
        }
        let hits = ranked[..options.limit].to_vec();
        let decided = hits
            .last()
            .is_some_and(|last| last.score > ranking.rest_bound());
        Ok(decided.then_some(SearchOutcome {
            hits,
            total_results: stats.total,
            named: None,
        }))
    }

    /// Every place of the strongest diet tier that could still beat every
    /// other match, ranked, best first.
    fn rank_tier(
        &self,
        searcher: &tantivy::Searcher,
        diet: Diet,
        ranking: &Ranking,
        collector: &CandidateCollector,
    ) -> Result<Vec<SearchHit>, IndexError> {
        let top_tier = diet_gate_tags(diet)
            .into_iter()
            .filter(|tag| tag.ends_with(":only") || tag == FULLY_VEGAN_TAG)
            .map(|tag| Term::from_field_text(self.fields.diet_tag, &tag));
        // Every tier tag is one of the gate's tags, so the tier needs no
        // gate, and the diet's text query scores exactly as in the gate
        // (where the tags add a constant 0). A tier place without the diet's
        // words scores at most 0.55 + 0.10, below the rest bound, so only
        // tier places with the words are candidates: the text query with
        // each word clause inside the tier.
        let tier = any_term(top_tier);
        let Some(tier_query) = self.diet_text_query(diet, Some(tier.as_ref())) else {
            return Ok(Vec::new());
        };
        // Only places that could still beat every other match are kept:
        // the answer is decided only when the k-th hit does.
        let tier_collector = CandidateCollector {
            circle: None,
            price: collector.price.clone(),
            diet: Some(diet),
            kind: None,
            cutoff: Some(Cutoff {
                weights: ranking.weights,
                max_bm25: ranking.max_bm25,
                score: ranking.rest_bound(),
            }),
        };
        let candidates = searcher.search(tier_query.as_ref(), &tier_collector)?;
        Ok(ranking.top(&candidates, candidates.len()))
    }

    /// The total and best BM25 of a diet browse, from the cache when the
    /// committed index state has not changed since they were counted.
    fn browse_stats(
        &self,
        searcher: &tantivy::Searcher,
        key: BrowseKey,
        interpretation: &Interpretation,
        collector: &CandidateCollector,
    ) -> Result<BrowseStats, IndexError> {
        let generation = searcher.generation().generation_id();
        let stats = self.browse_cache.get_or_make(generation, key, || {
            // The diet's gate, counted: built only when not counted yet.
            let query = self.build_query(interpretation, searcher)?;
            searcher
                .search(
                    query.as_ref(),
                    &StatsCollector {
                        price: collector.price.clone(),
                    },
                )
                .map_err(IndexError::from)
        })?;
        Ok(stats)
    }

    /// Looks at the best text matches for one whose name is what the query
    /// says; several equally named places (a chain) all count as named.
    fn find_named(
        &self,
        searcher: &tantivy::Searcher,
        interpretation: &Interpretation,
        candidates: &mut [Candidate],
    ) -> Result<Option<NamedMatch>, IndexError> {
        if !self.may_name(interpretation) || candidates.is_empty() {
            return Ok(None);
        }
        let by_text = |a: &Candidate, b: &Candidate| {
            b.bm25.total_cmp(&a.bm25).then(a.place_id.cmp(&b.place_id))
        };
        let top = NAMED_CANDIDATES.min(candidates.len());
        if top < candidates.len() {
            candidates.select_nth_unstable_by(top - 1, by_text);
        }
        candidates[..top].sort_by(by_text);
        self.check_names(searcher, interpretation, &mut candidates[..top])
    }

    /// Whether a query may name a restaurant at all.
    fn may_name(&self, interpretation: &Interpretation) -> bool {
        !interpretation.name_words.is_empty() && interpretation.has_terms()
    }

    /// Marks the best text matches (best first) whose name is what the
    /// query says, and returns the first.
    fn check_names(
        &self,
        searcher: &tantivy::Searcher,
        interpretation: &Interpretation,
        best: &mut [Candidate],
    ) -> Result<Option<NamedMatch>, IndexError> {
        let mut named: Option<NamedMatch> = None;
        for candidate in best.iter_mut() {
            let document: TantivyDocument = searcher.doc(candidate.address)?;
            let Some(name) = document
                .get_first(self.fields.name)
                .and_then(|value| value.as_str().map(str::to_owned))
            else {
                continue;
            };
            if names_match(
                &interpretation.name_words,
                &name,
                interpretation.name_is_generic,
            ) {
                candidate.named = true;
                named.get_or_insert(NamedMatch {
                    place_id: Uuid::from_u128(candidate.place_id),
                    name,
                });
            }
        }
        Ok(named)
    }
}

#[cfg(test)]
mod tests {
    use dietfit_contract::Diet;

    use super::*;
    use crate::document::{DietSignals, TagLevel};
    use crate::document::{DietTag, MenuText, SearchDocument};
    use crate::geo::GeoPoint;
    use crate::index::IndexConfig;
    use crate::interpret::interpret;
    use crate::ranking::REST_DIET_STRENGTH;

    /// splitmix64: a deterministic corpus.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    const DIETS: [Diet; 7] = [
        Diet::StrictVegan,
        Diet::Vegetarian,
        Diet::Pescatarian,
        Diet::GlutenFree,
        Diet::Halal,
        Diet::Kosher,
        Diet::LowFodmap,
    ];
    const LEVELS: [TagLevel; 4] = [
        TagLevel::No,
        TagLevel::Limited,
        TagLevel::Yes,
        TagLevel::Only,
    ];

    /// Places with every kind of diet fact: several tags per diet (some
    /// conflicting), diet words in names and menus, scores and prices.
    fn corpus_index(count: u64) -> SearchIndex {
        let mut rng = Rng(7);
        let words = [
            "vegan",
            "plant based",
            "vegetarian",
            "gluten free",
            "halal",
            "kosher",
        ];
        let documents = (0..count).map(|i| {
            let mut document = SearchDocument::new(Uuid::from_u128(u128::from(i) * 7919 + 1));
            let word = words[rng.below(words.len() as u64) as usize];
            document.name = Some(if rng.below(6) == 0 {
                format!("The {word} place {i}")
            } else {
                format!("Corner kitchen {i}")
            });
            if rng.below(5) == 0 {
                document.cuisines = vec![word.to_owned()];
            }
            document.menu = (0..rng.below(4))
                .map(|_| MenuText {
                    name: format!("{} bowl", words[rng.below(words.len() as u64) as usize]),
                    description: None,
                    section: None,
                    labels: Vec::new(),
                })
                .collect();
            for _ in 0..rng.below(4) {
                document.diet_tags.push(DietTag {
                    diet: DIETS[rng.below(7) as usize],
                    level: LEVELS[rng.below(4) as usize],
                });
            }
            document.fully_vegan = [None, Some(false), Some(true)][rng.below(3) as usize];
            document.vegan_friendly = [None, Some(false), Some(true)][rng.below(3) as usize];
            document.vegan_score = (rng.below(5) > 0).then(|| rng.below(101) as f64);
            document.price_level = (rng.below(3) > 0).then(|| 1 + rng.below(4) as u8);
            document
        });
        let index = SearchIndex::new(IndexConfig::default()).unwrap();
        index.load(documents).unwrap();
        index
    }

    fn exhaustive(
        index: &SearchIndex,
        interpretation: &Interpretation,
        options: &SearchOptions,
    ) -> SearchOutcome {
        let diet = interpretation.diet.or(options.profile_diet);
        let collector = CandidateCollector {
            circle: None,
            price: interpretation.price.clone(),
            diet,
            kind: None,
            cutoff: None,
        };
        let searcher = index.searcher();
        let query = index.build_query(interpretation, &searcher).unwrap();
        index
            .rank_every_candidate(
                &searcher,
                interpretation,
                options,
                query.as_ref(),
                &collector,
            )
            .unwrap()
    }

    /// Places named for "vegan bowl", added after the corpus.
    fn bowl_houses() -> Vec<SearchDocument> {
        (0..40u128)
            .map(|i| {
                let mut document = SearchDocument::new(Uuid::from_u128(1_000_000 + i));
                document.name = Some(format!("Vegan bowl house {i}"));
                document.vegan_score = Some(50.0);
                document
            })
            .collect()
    }

    #[test]
    fn query_weights_are_shared_within_a_committed_state_and_rebuilt_after_a_commit() {
        let index = corpus_index(2_000);
        let options = SearchOptions::with_limit(20);
        let interpretation = interpret("vegan bowl", None).unwrap();
        let first = index.search(&interpretation, &options).unwrap();
        assert!(!first.hits.is_empty(), "the query has results");
        let kept = index.weight_cache.len();
        assert!(kept > 0, "the words' weights are kept");
        let second = index.search(&interpretation, &options).unwrap();
        assert_eq!(first, second, "a shared weight scores as a fresh one");
        assert_eq!(index.weight_cache.len(), kept, "reused");

        // A commit changes BM25's statistics: the next search must score as
        // an index that never saw the old state does.
        for document in bowl_houses() {
            index.upsert(&document).unwrap();
        }
        index.commit().unwrap();
        let after = index.search(&interpretation, &options).unwrap();
        let fresh = corpus_index(2_000);
        fresh.load(bowl_houses()).unwrap();
        let expected = fresh.search(&interpretation, &options).unwrap();
        assert_eq!(after, expected);
        assert_ne!(after, first, "the new places and statistics show");
    }

    #[test]
    fn the_diet_browse_returns_exactly_what_ranking_every_candidate_returns() {
        let index = corpus_index(4_000);
        let queries = [
            "vegan",
            "vegetarian",
            "pescatarian",
            "gluten free",
            "halal",
            "kosher",
            "low fodmap",
            "cheap vegan",
            "upscale vegetarian",
            "vegan under $15",
        ];
        let mut decided = 0;
        for query in queries {
            let interpretation = interpret(query, None).unwrap();
            for limit in [1, 3, 10, 40, 200] {
                for profile_diet in [None, Some(Diet::StrictVegan)] {
                    let options = SearchOptions {
                        limit,
                        profile_diet,
                    };
                    let searcher = index.searcher();
                    let collector = CandidateCollector {
                        circle: None,
                        price: interpretation.price.clone(),
                        diet: interpretation.diet,
                        kind: None,
                        cutoff: None,
                    };
                    let browse = index
                        .diet_browse(&searcher, &interpretation, &options, &collector)
                        .unwrap();
                    let full = exhaustive(&index, &interpretation, &options);
                    assert_eq!(full.hits.len(), limit.min(full.total_results as usize));
                    if let Some(browse) = browse {
                        decided += 1;
                        assert_eq!(browse, full, "{query:?} limit {limit} {profile_diet:?}");
                    }
                    assert_eq!(index.search(&interpretation, &options).unwrap(), full);
                }
            }
        }
        // The fast path does decide most small pages.
        assert!(decided >= 30, "the browse decided only {decided} searches");
    }

    #[test]
    fn the_diet_browse_counts_afresh_after_each_commit() {
        let index = corpus_index(500);
        let interpretation = interpret("vegan", None).unwrap();
        let options = SearchOptions::with_limit(5);
        let before = index.search(&interpretation, &options).unwrap();
        let mut added = SearchDocument::new(Uuid::from_u128(u128::MAX));
        added.name = Some("Vegan vegan vegan".to_owned());
        added.cuisines = vec!["vegan".to_owned()];
        added.diet_tags = vec![DietTag {
            diet: Diet::StrictVegan,
            level: TagLevel::Only,
        }];
        added.vegan_score = Some(100.0);
        index.upsert(&added).unwrap();
        // Staged only: the committed state, and so the cached count, stands.
        assert_eq!(index.search(&interpretation, &options).unwrap(), before);
        index.commit().unwrap();
        let after = index.search(&interpretation, &options).unwrap();
        assert_eq!(after.total_results, before.total_results + 1);
        assert_eq!(after.hits[0].place_id, added.place_id);
        assert_eq!(after, exhaustive(&index, &interpretation, &options));
    }

    /// A place with a random name (one in `name_odds` named for its
    /// cuisine, one in `name_odds` "Green Bowl"), cuisine, menu words, diet
    /// tags, vegan score and price, and no coordinates.
    fn random_place(id: Uuid, i: u64, name_odds: u64, rng: &mut Rng) -> SearchDocument {
        let cuisines = ["thai", "pizza", "vietnamese", "mexican", "vegan", "indian"];
        let dishes = ["pad thai", "pho", "tacos", "ramen", "falafel", "margherita"];
        let mut document = SearchDocument::new(id);
        let cuisine = cuisines[rng.below(cuisines.len() as u64) as usize];
        document.name = Some(match rng.below(name_odds) {
            0 => format!("{cuisine} house"),
            1 => "Green Bowl".to_owned(),
            _ => format!("Corner kitchen {i}"),
        });
        if rng.below(3) > 0 {
            document.cuisines = vec![cuisine.to_owned()];
        }
        document.menu = (0..rng.below(4))
            .map(|_| MenuText {
                name: format!(
                    "{} {}",
                    ["vegan", "gluten free", "spicy", "house"][rng.below(4) as usize],
                    dishes[rng.below(dishes.len() as u64) as usize]
                ),
                description: None,
                section: None,
                labels: Vec::new(),
            })
            .collect();
        for _ in 0..rng.below(3) {
            document.diet_tags.push(DietTag {
                diet: DIETS[rng.below(7) as usize],
                level: LEVELS[rng.below(4) as usize],
            });
        }
        document.fully_vegan = [None, Some(true)][rng.below(2) as usize];
        document.vegan_score = (rng.below(5) > 0).then(|| rng.below(101) as f64);
        document.price_level = (rng.below(3) > 0).then(|| 1 + rng.below(4) as u8);
        document
    }

    /// Places around three centres (and a few without coordinates), with
    /// cuisines, dishes, diet facts and prices; several segments, deletions.
    fn located_index() -> SearchIndex {
        let mut rng = Rng(11);
        let centres = [(45.52, -122.68), (40.73, -73.99), (30.27, -97.74)];
        let document = |i: u64, rng: &mut Rng| {
            let id = Uuid::from_u128(u128::from(i) * 104_729 + 3);
            let mut document = random_place(id, i, 8, rng);
            if rng.below(40) > 0 {
                let (lat, lng) = centres[rng.below(3) as usize];
                let dlat = (rng.below(20_001) as f64 - 10_000.0) / 100_000.0;
                let dlng = (rng.below(20_001) as f64 - 10_000.0) / 100_000.0;
                document.coordinates = GeoPoint::new(lat + dlat, lng + dlng).ok();
            }
            document
        };
        let index = SearchIndex::new(IndexConfig::default()).unwrap();
        index
            .load((0..3_000).map(|i| document(i, &mut rng)))
            .unwrap();
        // A second segment, a few replaced and a few deleted places.
        for i in (0..3_000).step_by(7) {
            index.upsert(&document(i, &mut rng)).unwrap();
        }
        for i in (3..3_000u64).step_by(11) {
            index
                .delete(Uuid::from_u128(u128::from(i) * 104_729 + 3))
                .unwrap();
        }
        index.commit().unwrap();
        index
    }

    /// A commit hands its state to searches only once it has ranked every
    /// diet's nationwide browse and made again the match lists searches
    /// used: the first searches after it read memory, and answer exactly as
    /// the general path does on the new state.
    #[test]
    fn a_commit_prepares_its_state_before_searches_see_it() {
        use crate::pack::MatchLookup;
        let index = located_index();
        let location = dietfit_contract::Location {
            lat: 45.52,
            lng: -122.68,
            radius_m: Some(20_000),
        };
        let pho = interpret("pho", Some(&location)).unwrap();
        let options = SearchOptions::with_limit(5);
        let key = format!("{:?} {:?}", pho.terms, pho.diet);
        for _ in 0..4 {
            index.search(&pho, &options).unwrap();
        }
        let before = index.generation();
        assert!(
            matches!(
                index.match_cache.lookup(before, &key, u32::MAX),
                MatchLookup::Found(_)
            ),
            "the list is made and used before the commit"
        );
        let mut added = SearchDocument::new(Uuid::from_u128(u128::MAX));
        added.name = Some("Pho pho pho".to_owned());
        added.cuisines = vec!["vietnamese".to_owned()];
        added.coordinates = GeoPoint::new(45.521, -122.681).ok();
        index.upsert(&added).unwrap();
        index.commit().unwrap();
        let after = index.generation();
        assert_ne!(after, before);
        assert!(
            matches!(
                index.match_cache.lookup(after, &key, u32::MAX),
                MatchLookup::Found(_)
            ),
            "the commit made the list again"
        );
        for diet in Diet::ALL {
            let browse = BrowseKey {
                diet: *diet,
                min_price: None,
                max_price: None,
            };
            let not_made = || Err::<BrowseStats, ()>(());
            assert!(
                index
                    .browse_cache
                    .get_or_make(after, browse, not_made)
                    .is_ok(),
                "{diet:?} counted by the commit"
            );
            assert!(
                index
                    .tier_cache
                    .get_or_make(after, browse, || Err::<Arc<Vec<SearchHit>>, ()>(()))
                    .is_ok(),
                "{diet:?} ranked by the commit"
            );
        }
        let from_memory = index.search(&pho, &options).unwrap();
        assert!(
            from_memory
                .hits
                .iter()
                .any(|hit| hit.place_id == added.place_id)
        );
        assert_eq!(
            from_memory,
            index.search_with(&pho, &options, false).unwrap()
        );
        let vegan = interpret("vegan", None).unwrap();
        assert_eq!(
            index.search(&vegan, &options).unwrap(),
            exhaustive(&index, &vegan, &options)
        );
    }

    /// Paging (the catalog's cursors) serves a page as the ranking's hits
    /// from its start to its end, asking for the end: so a ranking's first
    /// hits must not depend on how many are asked for, on any search path
    /// (the diet browse, the general path, a located search from memory),
    /// and the total must not either.
    #[test]
    fn a_rankings_first_hits_do_not_depend_on_how_many_are_asked_for() {
        let located = located_index();
        let corpus = corpus_index(4_000);
        let location = dietfit_contract::Location {
            lat: 45.52,
            lng: -122.68,
            radius_m: Some(20_000),
        };
        let cases: Vec<(&SearchIndex, Interpretation)> = vec![
            (&corpus, interpret("vegan", None).unwrap()),
            (&corpus, interpret("cheap vegan", None).unwrap()),
            (&corpus, interpret("gluten free", None).unwrap()),
            (&located, interpret("thai", None).unwrap()),
            (&located, interpret("corner kitchen", None).unwrap()),
            (
                &located,
                interpret("vegan near me", Some(&location)).unwrap(),
            ),
            (&located, interpret("pho", Some(&location)).unwrap()),
        ];
        for (index, interpretation) in &cases {
            for profile_diet in [None, Some(Diet::StrictVegan)] {
                let search = |limit: usize| {
                    index
                        .search(
                            interpretation,
                            &SearchOptions {
                                limit,
                                profile_diet,
                            },
                        )
                        .unwrap()
                };
                let deepest = search(500);
                assert!(
                    deepest.hits.len() > 60,
                    "{:?}: {} hits make many pages",
                    interpretation.diet,
                    deepest.hits.len()
                );
                for end in [1, 5, 7, 10, 14, 50, 57, 200] {
                    let page = search(end);
                    assert_eq!(page.total_results, deepest.total_results);
                    assert_eq!(page.named, deepest.named);
                    assert_eq!(
                        page.hits[..],
                        deepest.hits[..end.min(deepest.hits.len())],
                        "the first {end} hits"
                    );
                }
            }
        }
    }

    #[test]
    fn a_located_search_from_memory_is_exactly_tantivys() {
        let index = located_index();
        assert!(index.segment_count() > 1, "several segments");
        let queries = [
            "near me",
            "vegan near me",
            "thai",
            "pho",
            "pad thai within 2 miles",
            "cheap tacos",
            "vegan pizza within 3 km",
            "gluten free ramen",
            "upscale vegetarian",
            "green bowl",
            "corner kitchen 12",
            "falafel under $15",
            "halal",
        ];
        let mut rng = Rng(5);
        let mut from_memory = 0;
        for round in 0..12 {
            let (lat, lng) = [(45.52, -122.68), (40.73, -73.99), (30.27, -97.74)][round % 3];
            let location = dietfit_contract::Location {
                lat: lat + (rng.below(2_001) as f64 - 1_000.0) / 20_000.0,
                lng: lng + (rng.below(2_001) as f64 - 1_000.0) / 20_000.0,
                radius_m: [None, Some(800), Some(20_000)][round % 3],
            };
            for query in queries {
                let interpretation = interpret(query, Some(&location)).unwrap();
                for (limit, profile_diet) in [(10, None), (3, Some(Diet::StrictVegan)), (50, None)]
                {
                    let options = SearchOptions {
                        limit,
                        profile_diet,
                    };
                    let expected = index.search_with(&interpretation, &options, false).unwrap();
                    for _ in 0..2 {
                        let got = index.search(&interpretation, &options).unwrap();
                        assert_eq!(got, expected, "{query:?} at {location:?}, {options:?}");
                    }
                    from_memory += usize::from(
                        index
                            .located_matches(
                                &index.searcher(),
                                &crate::located::LocatedFilters {
                                    circle: &crate::geo::Circle::new(
                                        interpretation.location.unwrap(),
                                        f64::from(interpretation.radius_m.unwrap()),
                                    ),
                                    interpretation: &interpretation,
                                    diet: interpretation.diet.or(profile_diet),
                                    kind: None,
                                },
                            )
                            .unwrap()
                            .is_some(),
                    );
                }
            }
        }
        assert!(from_memory > 300, "only {from_memory} searches from memory");
    }

    /// Dense places (a few dozen a grid cell) in two segments without
    /// deletions: cells inside a circle are counted whole and ranked by
    /// their bounds.
    fn dense_located_index() -> SearchIndex {
        let mut rng = Rng(23);
        let mut document = |i: u64| {
            let id = Uuid::from_u128(u128::from(i) * 7_727 + 5);
            let mut document = random_place(id, i, 10, &mut rng);
            let (lat, lng) = [(45.52, -122.68), (-33.87, 151.21)][rng.below(2) as usize];
            let dlat = (rng.below(10_001) as f64 - 5_000.0) / 100_000.0;
            let dlng = (rng.below(10_001) as f64 - 5_000.0) / 100_000.0;
            document.coordinates = GeoPoint::new(lat + dlat, lng + dlng).ok();
            document
        };
        let index = SearchIndex::new(IndexConfig::default()).unwrap();
        let first: Vec<_> = (0..5_000).map(&mut document).collect();
        index.load(first).unwrap();
        for i in 5_000..6_500 {
            index.upsert(&document(i)).unwrap();
        }
        index.commit().unwrap();
        index
    }

    /// The located pass that counts cells inside the circle whole and ranks
    /// cells by their bounds answers as the general path does, on random
    /// circles of every size over dense cells.
    #[test]
    fn cells_counted_whole_and_ranked_by_bounds_answer_as_tantivy() {
        let index = dense_located_index();
        assert!(index.segment_count() > 1, "several segments");
        let queries = [
            "near me",
            "vegan near me",
            "thai",
            "pho",
            "pad thai",
            "cheap tacos",
            "vegan pizza",
            "gluten free ramen",
            "green bowl",
            "thai house",
            "halal",
        ];
        let mut rng = Rng(31);
        let mut counted_whole = 0;
        for round in 0..16 {
            let (lat, lng) = [(45.52, -122.68), (-33.87, 151.21)][round % 2];
            let location = dietfit_contract::Location {
                lat: lat + (rng.below(2_001) as f64 - 1_000.0) / 25_000.0,
                lng: lng + (rng.below(2_001) as f64 - 1_000.0) / 25_000.0,
                radius_m: Some(200 + rng.below(7_000) as u32),
            };
            for query in queries {
                let interpretation = interpret(query, Some(&location)).unwrap();
                for (limit, profile_diet) in [
                    (1, None),
                    (10, Some(Diet::Vegetarian)),
                    (10, None),
                    (40, Some(Diet::StrictVegan)),
                    (5_000, Some(Diet::Halal)),
                ] {
                    let options = SearchOptions {
                        limit,
                        profile_diet,
                    };
                    let expected = index.search_with(&interpretation, &options, false).unwrap();
                    for _ in 0..2 {
                        let got = index.search(&interpretation, &options).unwrap();
                        assert_eq!(got, expected, "{query:?} at {location:?}, {options:?}");
                    }
                    let circle = crate::geo::Circle::new(
                        interpretation.location.unwrap(),
                        f64::from(interpretation.radius_m.unwrap()),
                    );
                    let filters = crate::located::LocatedFilters {
                        circle: &circle,
                        interpretation: &interpretation,
                        diet: interpretation.diet.or(profile_diet),
                        kind: None,
                    };
                    if let Some(matches) =
                        index.located_matches(&index.searcher(), &filters).unwrap()
                    {
                        assert_eq!(matches.total, expected.total_results);
                        counted_whole += matches.places_counted_whole();
                    }
                }
            }
        }
        assert!(counted_whole > 10_000, "only {counted_whole} counted whole");
    }

    #[test]
    fn outside_the_strongest_tier_no_place_matches_a_diet_above_the_rest_bound() {
        // Every combination of tag levels of the diets that serve one
        // another, with fully_vegan and vegan_friendly.
        let related = [Diet::StrictVegan, Diet::Vegetarian, Diet::Pescatarian];
        let levels = [
            None,
            Some(TagLevel::No),
            Some(TagLevel::Limited),
            Some(TagLevel::Yes),
            Some(TagLevel::Only),
        ];
        for diet in DIETS {
            let top_tier: Vec<String> = diet_gate_tags(diet)
                .into_iter()
                .filter(|tag| tag.ends_with(":only") || tag == FULLY_VEGAN_TAG)
                .collect();
            for code in 0..(5u32.pow(4) * 9) {
                let mut document = SearchDocument::new(Uuid::nil());
                let mut rest = code;
                for subject in related.iter().copied().chain([diet]).take(4) {
                    if let Some(level) = levels[(rest % 5) as usize] {
                        document.diet_tags.push(DietTag {
                            diet: subject,
                            level,
                        });
                    }
                    rest /= 5;
                }
                document.fully_vegan = [None, Some(false), Some(true)][(rest % 3) as usize];
                document.vegan_friendly = [None, Some(false), Some(true)][(rest / 3 % 3) as usize];
                let mut terms: Vec<String> =
                    document.diet_tags.iter().map(|tag| tag.term()).collect();
                if document.fully_vegan == Some(true) {
                    terms.push(FULLY_VEGAN_TAG.to_owned());
                }
                if terms.iter().any(|term| top_tier.contains(term)) {
                    continue;
                }
                let strength = DietSignals::of(&document).match_strength(diet);
                assert!(
                    strength <= REST_DIET_STRENGTH,
                    "{diet:?} {document:?}: {strength}"
                );
            }
        }
    }
}
