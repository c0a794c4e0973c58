//! [`Catalog`]: the index and the served restaurants over one store, the
//! thread that keeps them in step with it, and the use cases.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use dietfit_contract::{EnrichRequest, Mode, RestaurantRef, SearchRequest, UserProfile};
use dietfit_search::{AutoCommit, DEFAULT_COMMIT_INTERVAL, SearchIndex};
use dietfit_storage::Store;
use time::OffsetDateTime;

use crate::cursor::{CursorError, CursorScope, CursorSigner, PageStart};
use crate::decision::{self, DecisionAnswer, TableAnswer};
use crate::enrich::{self, EnrichOutcome};
use crate::error::{CatalogError, cause_chain};
use crate::follow;
use crate::record_cache::{CachedRestaurants, RECORD_CACHE_BYTES};
use crate::search::{self, SearchAnswer, SearchPlan};
use crate::snapshot::{self, IndexDirConfig, IndexDirOwner};

/// How often the follower reads the change feed. With the index's commit
/// interval ([`DEFAULT_COMMIT_INTERVAL`]) it bounds how long a write by
/// any process takes to become searchable.
pub const FOLLOW_INTERVAL: Duration = Duration::from_millis(250);

/// How a catalog is sized, and where its index is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogConfig {
    /// Bytes of served restaurants (public records and evaluations) kept
    /// in memory for search and decide at most; beyond them, the store.
    pub record_cache_bytes: usize,
    /// A directory to keep the search index in across starts; `None`
    /// builds it in memory from the store at every start.
    pub index_dir: Option<IndexDirConfig>,
}

impl Default for CatalogConfig {
    fn default() -> CatalogConfig {
        CatalogConfig {
            record_cache_bytes: RECORD_CACHE_BYTES,
            index_dir: None,
        }
    }
}

/// The restaurants of one store, searchable, and the use cases over them.
/// Every method blocks (index and store): call them off async workers,
/// but those named `…_in_memory`, which never read the store.
pub struct Catalog {
    store: Store,
    index: Arc<SearchIndex>,
    restaurants: CachedRestaurants,
    /// The last change-feed id applied to the index (a kept index records
    /// it with each commit).
    followed: Arc<AtomicI64>,
    /// Held for a whole pass over the change feed. Two passes at once (the
    /// follower thread's and a caller's) could each read a place's row,
    /// and the slower could index the older row after the newer one and
    /// still move `followed` past the change that would have mended it.
    catching_up: Mutex<()>,
    /// Seals and opens search cursors with the deployment's secret.
    cursors: CursorSigner,
    _auto_commit: AutoCommit,
    /// Holds the index's directory for this process, when it is kept.
    _index_dir_owner: Option<IndexDirOwner>,
    /// Whether the index was reopened from its directory (not built).
    index_reopened: bool,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalog")
            .field("followed", &self.followed.load(Ordering::Relaxed))
            .field("index_reopened", &self.index_reopened)
            .finish_non_exhaustive()
    }
}

impl Catalog {
    /// Opens the index (reopened from its directory when one is kept and
    /// still describes this store, else built from the whole store), brings
    /// it up to date with the change feed and starts following it.
    pub fn open(store: Store, config: CatalogConfig) -> Result<Arc<Catalog>, CatalogError> {
        let cursors = CursorSigner::from_store(&store)?;
        let kept = match &config.index_dir {
            Some(index_dir) => snapshot::open_or_build(&store, index_dir)?,
            None => None,
        };
        let index_reopened = kept.as_ref().is_some_and(|kept| kept.reopened);
        let (index, followed, owner) = match kept {
            Some(kept) => (kept.index, kept.followed, Some(kept.owner)),
            None => {
                if config.index_dir.is_some() {
                    log::warn!("search index: building it in memory, its directory being taken");
                }
                let (index, followed) = follow::build_index(&store)?;
                (index, Arc::new(AtomicI64::new(followed)), None)
            }
        };
        let restaurants = CachedRestaurants::new(store.clone(), config.record_cache_bytes);
        // What was written since the index's state (a reopened index's
        // last commit, or the start of the build), before the first search.
        let caught_up = follow::catch_up(&store, &index, &restaurants, &followed)?;
        if caught_up > 0 {
            index.commit()?;
            log::info!("search index: {caught_up} changes applied since its state");
        }
        let index = Arc::new(index);
        let auto_commit = index.start_auto_commit(DEFAULT_COMMIT_INTERVAL);
        let catalog = Arc::new(Catalog {
            restaurants,
            store,
            index,
            followed,
            catching_up: Mutex::new(()),
            cursors,
            _auto_commit: auto_commit,
            _index_dir_owner: owner,
            index_reopened,
        });
        Catalog::start_following(Arc::downgrade(&catalog));
        Ok(catalog)
    }

    /// Polls the change feed until the catalog is dropped.
    fn start_following(catalog: Weak<Catalog>) {
        let spawned = std::thread::Builder::new()
            .name("dietfit-follow".to_owned())
            .spawn(move || {
                while let Some(catalog) = catalog.upgrade() {
                    if let Err(error) = catalog.catch_up() {
                        log::warn!(
                            "search index could not follow the store: {}",
                            cause_chain(&error)
                        );
                    }
                    drop(catalog);
                    std::thread::sleep(FOLLOW_INTERVAL);
                }
            });
        if let Err(error) = spawned {
            log::error!("search index follower did not start: {error}");
        }
    }

    /// Applies every change written since the last one applied; the number
    /// applied.
    pub fn catch_up(&self) -> Result<u64, CatalogError> {
        // A pass that panicked left nothing half-done that the next pass
        // does not redo from `followed`: a poisoned lock is still a lock.
        let _one_pass_at_a_time = self
            .catching_up
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        follow::catch_up(&self.store, &self.index, &self.restaurants, &self.followed)
    }

    /// Changes whenever a commit makes the index answer differently: an
    /// answer computed on one generation is that generation's answer.
    pub fn generation(&self) -> u64 {
        self.index.generation()
    }

    /// Ranked restaurants for a request, each with its decision for the
    /// request's profile, if any: the first page.
    pub fn search(
        &self,
        request: &SearchRequest,
        mode: Mode,
        now: OffsetDateTime,
    ) -> Result<SearchAnswer, CatalogError> {
        search::search(&self.index, &self.restaurants, request, mode, now, None)
    }

    /// The page of a search starting at `start` (the first when `None`).
    /// A later page is refused with [`CursorError::Outdated`] when the
    /// ranking no longer starts with the results before it.
    pub fn search_page(
        &self,
        request: &SearchRequest,
        mode: Mode,
        now: OffsetDateTime,
        start: Option<PageStart>,
    ) -> Result<SearchAnswer, CatalogError> {
        search::search(&self.index, &self.restaurants, request, mode, now, start)
    }

    /// [`Catalog::search_page`]'s first step: the page as the index ranks
    /// it, from memory (the index never reads the store), without its
    /// records. An async worker may make it when the search is cheap (a
    /// located search is a pass over memory).
    pub fn plan_search(
        &self,
        request: &SearchRequest,
        mode: Mode,
        start: Option<PageStart>,
    ) -> Result<SearchPlan, CatalogError> {
        search::plan(&self.index, request, mode, start)
    }

    /// A plan's answer when memory holds every hit's restaurant, else the
    /// plan back, for [`Catalog::answer_plan`] to read the store off the
    /// workers.
    pub fn answer_in_memory(
        &self,
        plan: SearchPlan,
        now: OffsetDateTime,
    ) -> Result<SearchAnswer, Box<SearchPlan>> {
        match plan.records_in_memory(&self.restaurants) {
            Some(records) => Ok(plan.answer(records, now)),
            None => Err(Box::new(plan)),
        }
    }

    /// A plan's answer, its records read from memory or the store.
    pub fn answer_plan(
        &self,
        plan: SearchPlan,
        now: OffsetDateTime,
    ) -> Result<SearchAnswer, CatalogError> {
        let records = plan.records(&self.restaurants)?;
        Ok(plan.answer(records, now))
    }

    /// The cursor a client sends for the page starting at `start`, valid
    /// for `scope` until `expires_at`.
    pub fn seal_cursor(
        &self,
        start: PageStart,
        scope: &CursorScope,
        expires_at: OffsetDateTime,
    ) -> String {
        self.cursors.seal(start, scope, expires_at)
    }

    /// Where the page a client's cursor names starts, if `scope` may use it
    /// at `now`.
    pub fn open_cursor(
        &self,
        cursor: &str,
        scope: &CursorScope,
        now: OffsetDateTime,
    ) -> Result<PageStart, CursorError> {
        self.cursors.open(cursor, scope, now)
    }

    /// A restaurant a customer describes, matched to one of ours.
    pub fn enrich(
        &self,
        request: &EnrichRequest,
        service_request_id: String,
    ) -> Result<EnrichOutcome, CatalogError> {
        enrich::enrich(&self.index, &self.store, request, service_request_id)
    }

    /// Whether a restaurant fits a profile at `now`; `None` when there is no
    /// such restaurant.
    pub fn decide(
        &self,
        reference: RestaurantRef,
        profile: &UserProfile,
        mode: Mode,
        now: OffsetDateTime,
    ) -> Result<Option<DecisionAnswer>, CatalogError> {
        decision::decide(&self.restaurants, reference, profile, mode, now)
    }

    /// [`Catalog::decide`] without blocking: the answer when the restaurant
    /// is in memory, else `None` (then [`Catalog::decide`] reads the
    /// store). A decision from memory is less work than handing it to
    /// another thread and back, so an async worker may call this.
    pub fn decide_in_memory(
        &self,
        reference: RestaurantRef,
        profile: &UserProfile,
        mode: Mode,
        now: OffsetDateTime,
    ) -> Option<DecisionAnswer> {
        decision::decide_in_memory(&self.restaurants, reference, profile, mode, now)
    }

    /// Whether a restaurant fits a table of diners at `now`: each diner's
    /// answer, the table's and the dishes everyone can order; `None` when
    /// there is no such restaurant.
    pub fn decide_for_table(
        &self,
        reference: RestaurantRef,
        profiles: &[UserProfile],
        mode: Mode,
        now: OffsetDateTime,
    ) -> Result<Option<TableAnswer>, CatalogError> {
        decision::decide_for_table(&self.restaurants, reference, profiles, mode, now)
    }

    /// Whether each restaurant fits a profile at `now`, in order; `None`
    /// for each that does not exist.
    pub fn decide_each(
        &self,
        references: &[RestaurantRef],
        profile: &UserProfile,
        mode: Mode,
        now: OffsetDateTime,
    ) -> Result<Vec<Option<DecisionAnswer>>, CatalogError> {
        decision::decide_each(&self.restaurants, references, profile, mode, now)
    }
}

#[cfg(test)]
mod tests {
    use dietfit_contract::{
        Diet, IngestRecord, SearchResponse, SearchResult, service_place_id_for,
    };
    use dietfit_fixtures::{BUNDLED_FIXTURES_JSONL, REFERENCE_DATE};
    use dietfit_scoring::EvidenceDetail;
    use dietfit_storage::WriteOp;
    use dietfit_storage::test_util::TestDatabase;

    use super::*;
    use crate::restaurant::{Restaurant, restaurant_write};
    use crate::snapshot::KeptIndexUpdate;

    /// The row an import writes for `record` (as dietfit-ingest does).
    fn write_for(record: &IngestRecord) -> WriteOp {
        let evaluation = dietfit_scoring::evaluate(record, REFERENCE_DATE);
        WriteOp::Upsert(Box::new(restaurant_write(
            record,
            &evaluation,
            REFERENCE_DATE,
        )))
    }

    fn bundled_records() -> Vec<IngestRecord> {
        BUNDLED_FIXTURES_JSONL
            .lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect()
    }

    /// A catalog over a store holding the bundled fixtures.
    fn catalog(database: &TestDatabase) -> (Store, Arc<Catalog>) {
        let store = database.open().unwrap();
        let ops: Vec<WriteOp> = bundled_records().iter().map(write_for).collect();
        store.apply_batch(&ops, REFERENCE_DATE).unwrap();
        let catalog = Catalog::open(store.clone(), CatalogConfig::default()).unwrap();
        (store, catalog)
    }

    fn request(body: serde_json::Value) -> SearchRequest {
        serde_json::from_value(body).unwrap()
    }

    /// Searches answered from memory write what the store's rows, parsed
    /// and serialised by serde, write; the second asking reads no row.
    #[test]
    fn search_from_memory_is_byte_for_byte_the_stores_answer() {
        let database = TestDatabase::sqlite();
        let (store, catalog) = catalog(&database);
        let requests = [
            request(
                serde_json::json!({"query": "vegan", "location": {"lat": 45.5231, "lng": -122.6765},
                "user_profile": {"diet": "strict_vegan"}}),
            ),
            request(serde_json::json!({"query": "thai in Portland"})),
            request(
                serde_json::json!({"query": "restaurants", "location": {"lat": 40.7128, "lng": -74.006},
                "include_evidence": false, "user_profile": {"diet": "gluten_free"}}),
            ),
        ];
        let mut compared = 0;
        for request in &requests {
            for mode in [Mode::Fast, Mode::Rich] {
                let first = catalog.search(request, mode, REFERENCE_DATE).unwrap();
                let again = catalog.search(request, mode, REFERENCE_DATE).unwrap();
                assert!(
                    !first.results.is_empty(),
                    "{:?} finds places",
                    request.query
                );
                for (a, b) in first.results.iter().zip(&again.results) {
                    assert!(
                        Arc::ptr_eq(&a.restaurant, &b.restaurant),
                        "served from memory"
                    );
                }
                let mut expected = SearchResponse {
                    service_request_id: String::new(),
                    results: Vec::new(),
                    total_results: again.total_results,
                    ai_generated: false,
                    query_interpretation: Some(again.query_interpretation.clone()),
                    human_review_recommended: Some(again.human_review_recommended),
                    metadata: None,
                };
                for result in &again.results {
                    let reference = RestaurantRef::parse(result.restaurant.service_id()).unwrap();
                    let stored = store.get_restaurant(reference.place_id()).unwrap().unwrap();
                    let parsed = Restaurant::from_stored(stored).unwrap();
                    expected.results.push(SearchResult {
                        restaurant: parsed.public_record(again.evidence),
                        distance_m: result.distance_m,
                        match_for_profile: request.user_profile.as_ref().map(|profile| {
                            let mut fit = parsed.decide(profile, REFERENCE_DATE).match_for_profile;
                            // Fast results name no dishes.
                            if mode == Mode::Fast {
                                fit.dishes.clear();
                            }
                            fit
                        }),
                    });
                    compared += 1;
                }
                let serde = serde_json::to_vec(&expected).unwrap();
                let serde = serde
                    .strip_prefix(br#"{"service_request_id":"","#.as_slice())
                    .and_then(|rest| rest.strip_suffix(b"}"))
                    .unwrap();
                assert_eq!(
                    String::from_utf8_lossy(&again.to_json().unwrap()),
                    String::from_utf8_lossy(serde),
                    "{:?} in {mode:?}",
                    request.query
                );
            }
        }
        assert!(compared > 20);
    }

    /// A search planned from the index alone is answered from memory only
    /// once memory holds every hit's restaurant, and then with the answer
    /// a search reading the store gives, byte for byte.
    #[test]
    fn a_planned_search_is_answered_from_memory_only_when_memory_holds_its_hits() {
        let database = TestDatabase::sqlite();
        let (_store, catalog) = catalog(&database);
        let request = request(serde_json::json!({"query": "vegan",
            "location": {"lat": 45.5231, "lng": -122.6765},
            "user_profile": {"diet": "strict_vegan"}}));
        for mode in [Mode::Fast, Mode::Rich] {
            let plan = catalog.plan_search(&request, mode, None).unwrap();
            // Nothing read yet: the plan comes back for the store.
            let plan = match catalog.answer_in_memory(plan, REFERENCE_DATE) {
                Ok(_) if mode == Mode::Fast => panic!("answered before any record was read"),
                Ok(_) => catalog.plan_search(&request, mode, None).unwrap(),
                Err(plan) => *plan,
            };
            let from_store = catalog.answer_plan(plan, REFERENCE_DATE).unwrap();
            assert!(!from_store.results.is_empty(), "the search finds places");
            let plan = catalog.plan_search(&request, mode, None).unwrap();
            let Ok(from_memory) = catalog.answer_in_memory(plan, REFERENCE_DATE) else {
                panic!("memory holds every hit once the store was read");
            };
            assert_eq!(
                from_memory.to_json().unwrap(),
                from_store.to_json().unwrap()
            );
            assert_eq!(
                from_memory.to_json().unwrap(),
                catalog
                    .search(&request, mode, REFERENCE_DATE)
                    .unwrap()
                    .to_json()
                    .unwrap()
            );
        }
    }

    /// A decision is served from memory, yet a change to its restaurant
    /// shows once the follower has applied it, and a delete makes it 404.
    #[test]
    fn a_decision_follows_a_change_to_its_restaurant() {
        let database = TestDatabase::sqlite();
        let (store, catalog) = catalog(&database);
        let records = bundled_records();
        let profile = UserProfile::new(Diet::StrictVegan);
        // The answer and its evidence; the route's details (dishes,
        // questions) come with them and are tested with the route.
        let decide = |record: &IngestRecord| {
            let evaluation = dietfit_scoring::evaluate(record, REFERENCE_DATE);
            let decision = dietfit_scoring::decide(&evaluation, &profile, REFERENCE_DATE);
            (
                decision.match_for_profile,
                EvidenceDetail::Full.decision_evidence(decision.evidence),
            )
        };
        // Two places that decide differently for this profile.
        let (first, other) = records
            .iter()
            .flat_map(|a| records.iter().map(move |b| (a, b)))
            .find(|(a, b)| decide(a).0.decision != decide(b).0.decision)
            .unwrap();
        let place = RestaurantRef::PlaceId(service_place_id_for(&first.external_id));
        let served = |catalog: &Catalog| {
            catalog
                .decide(place, &profile, Mode::Rich, REFERENCE_DATE)
                .unwrap()
                .map(|answer| (answer.decision.match_for_profile, answer.decision.evidence))
        };
        // From memory: nothing before the place was read, the same answer
        // once it was.
        let in_memory = |catalog: &Catalog| {
            catalog
                .decide_in_memory(place, &profile, Mode::Rich, REFERENCE_DATE)
                .map(|answer| (answer.decision.match_for_profile, answer.decision.evidence))
        };
        assert_eq!(in_memory(&catalog), None, "not read yet");
        assert_eq!(served(&catalog), Some(decide(first)));
        assert_eq!(in_memory(&catalog), Some(decide(first)));
        // The place's observations replaced by the other's.
        let mut changed = other.clone();
        changed.external_id = first.external_id.clone();
        store
            .apply_batch(&[write_for(&changed)], REFERENCE_DATE)
            .unwrap();
        catalog.catch_up().unwrap();
        assert_eq!(in_memory(&catalog), None, "the change evicted the old one");
        assert_eq!(served(&catalog), Some(decide(&changed)), "the change shows");
        assert_eq!(in_memory(&catalog), Some(decide(&changed)));
        store
            .apply_batch(
                &[WriteOp::Delete {
                    external_id: first.external_id.clone(),
                }],
                REFERENCE_DATE,
            )
            .unwrap();
        catalog.catch_up().unwrap();
        assert_eq!(served(&catalog), None, "the delete shows");
    }

    /// For each of `queries`, what a search on `catalog` finds: how many
    /// places match, and each result's record as JSON, by service id.
    fn answers(
        catalog: &Catalog,
        queries: &[SearchRequest],
    ) -> Vec<(u64, std::collections::BTreeMap<String, serde_json::Value>)> {
        queries
            .iter()
            .map(|query| {
                let answer = catalog.search(query, Mode::Rich, REFERENCE_DATE).unwrap();
                let json = String::from_utf8(answer.to_json().unwrap()).unwrap();
                let parsed: serde_json::Value =
                    serde_json::from_str(&format!("{{{json}}}")).unwrap();
                let records = parsed["results"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|result| {
                        (
                            result["service_id"].as_str().unwrap().to_owned(),
                            result.clone(),
                        )
                    })
                    .collect();
                (answer.total_results, records)
            })
            .collect()
    }

    /// A menu line only the edits of these tests print: searching its
    /// word finds exactly the edited places.
    fn quokka_bowl(position: usize) -> dietfit_contract::MenuItem {
        dietfit_contract::MenuItem {
            name: format!("Quokka Bowl {position}"),
            description: Some("smoked quokkaberry, rice".to_owned()),
            section: None,
            price: None,
            labels: vec!["vegan".to_owned()],
            observed_at: REFERENCE_DATE - Duration::from_secs(86_400),
            source: "https://menu.example/quokka".to_owned(),
        }
    }

    /// Waits until `catalog` has applied every change the store holds (its
    /// own follower may already have) and a commit has made them visible
    /// to searches: a pass moves `followed` only past changes it staged,
    /// and the staged count falls only once a commit is published.
    fn follow(catalog: &Catalog, store: &Store) {
        let latest = store.latest_change_id().unwrap();
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        loop {
            catalog.catch_up().unwrap();
            let followed = catalog.followed.load(Ordering::Acquire);
            let staged = catalog.index.staged_changes();
            if followed >= latest && staged == 0 {
                return;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "the index never caught up: followed {followed} of {latest}, {staged} staged"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Two instances on one database follow every kind of write (a price
    /// level alone, a tag alone, a menu line alone, a delete, a row that no
    /// longer parses) so that each searches as an index built afresh from
    /// the store does.
    fn instances_follow_writes_as_a_fresh_scan_sees_them(database: &TestDatabase) {
        let (store, first) = catalog(database);
        let second = Catalog::open(
            Store::connect(&database.config()).unwrap(),
            CatalogConfig::default(),
        )
        .unwrap();
        let records = bundled_records();
        let mut ops = Vec::new();
        for (position, record) in records.iter().take(40).enumerate() {
            let mut edited = record.clone();
            match position / 10 {
                0 => edited.price_level = Some(edited.price_level.map_or(4, |level| level % 4 + 1)),
                1 => edited.external_tags.push(dietfit_contract::ExternalTag {
                    key: "diet:vegan".to_owned(),
                    value: "only".to_owned(),
                    date: REFERENCE_DATE - Duration::from_secs(86_400),
                    source: "https://www.openstreetmap.org/node/1".to_owned(),
                }),
                2 => edited.menu.push(quokka_bowl(position)),
                _ => {
                    ops.push(WriteOp::Delete {
                        external_id: edited.external_id.clone(),
                    });
                    continue;
                }
            }
            ops.push(write_for(&edited));
        }
        let mut broken =
            dietfit_storage::test_util::sample_write("test:broken", "Broken Row Cafe", None);
        broken.record_json = "{not json".to_owned();
        ops.push(WriteOp::Upsert(Box::new(broken)));
        // One batch per kind of write, the broken row before the deletes.
        for batch in ops.chunks(10) {
            store.apply_batch(batch, REFERENCE_DATE).unwrap();
        }
        follow(&first, &store);
        follow(&second, &store);
        let fresh = Catalog::open(
            Store::connect(&database.config()).unwrap(),
            CatalogConfig::default(),
        )
        .unwrap();
        let cities: std::collections::BTreeSet<String> = records
            .iter()
            .filter_map(|r| r.address.as_ref().and_then(|a| a.city.clone()))
            .collect();
        let mut queries: Vec<SearchRequest> = vec![
            request(serde_json::json!({"query": "quokkaberry"})),
            request(
                serde_json::json!({"query": "vegan", "user_profile": {"diet": "strict_vegan"}}),
            ),
            request(serde_json::json!({"query": "Broken Row Cafe"})),
        ];
        for city in &cities {
            for words in [
                "cheap food in",
                "upscale dinner in",
                "vegan in",
                "restaurants in",
            ] {
                queries.push(request(
                    serde_json::json!({"query": format!("{words} {city}")}),
                ));
            }
        }
        for record in records.iter().take(40) {
            if let Some(name) = record.display_name() {
                queries.push(request(serde_json::json!({"query": name})));
            }
        }
        // Text relevance counts documents an index has deleted but not yet
        // merged away, so the order of close scores may differ from a fresh
        // index's; what each instance holds may not: the same places match
        // every query, and every place found is the same record.
        let expected = answers(&fresh, &queries);
        let quokka: Vec<&String> = expected[0].1.keys().collect();
        assert_eq!(
            expected[0].0, 10,
            "the menu-only edits are searchable: {quokka:?}"
        );
        for (instance, catalog) in [("first", &first), ("second", &second)] {
            let got = answers(catalog, &queries);
            for ((query, (total, records)), (wanted_total, wanted_records)) in
                queries.iter().zip(&got).zip(&expected)
            {
                assert_eq!(
                    total, wanted_total,
                    "{instance} instance, {:?}",
                    query.query
                );
                for (service_id, record) in records {
                    if let Some(wanted) = wanted_records.get(service_id) {
                        assert_eq!(record, wanted, "{instance} instance, {service_id}");
                    }
                }
            }
            assert_eq!(
                got[0].1.keys().collect::<Vec<_>>(),
                quokka,
                "{instance} instance"
            );
        }
    }

    #[test]
    fn instances_on_one_sqlite_file_follow_writes_as_a_fresh_scan_sees_them() {
        instances_follow_writes_as_a_fresh_scan_sees_them(&TestDatabase::sqlite());
    }

    #[test]
    fn instances_on_one_postgres_follow_writes_as_a_fresh_scan_sees_them() {
        let Some(database) = TestDatabase::postgres() else {
            return;
        };
        instances_follow_writes_as_a_fresh_scan_sees_them(&database);
    }

    /// Every query's whole answer (order, records, distances, fits), as
    /// the server sends it.
    fn exact_answers(catalog: &Catalog, queries: &[SearchRequest]) -> Vec<String> {
        queries
            .iter()
            .map(|query| {
                let answer = catalog.search(query, Mode::Rich, REFERENCE_DATE).unwrap();
                String::from_utf8(answer.to_json().unwrap()).unwrap()
            })
            .collect()
    }

    fn snapshot_queries(records: &[IngestRecord]) -> Vec<SearchRequest> {
        let mut queries = vec![
            request(
                serde_json::json!({"query": "vegan", "user_profile": {"diet": "strict_vegan"}}),
            ),
            request(serde_json::json!({"query": "quokkaberry"})),
            request(
                serde_json::json!({"query": "vegan tacos", "location": {"lat": 45.5231, "lng": -122.6765, "radius_m": 20000}}),
            ),
            request(
                serde_json::json!({"query": "pizza", "location": {"lat": 40.7128, "lng": -74.006}, "user_profile": {"diet": "gluten_free"}}),
            ),
            request(serde_json::json!({"query": "thai in Portland"})),
            request(
                serde_json::json!({"query": "near me", "location": {"lat": 47.6062, "lng": -122.3321}}),
            ),
        ];
        for record in records.iter().step_by(9) {
            if let Some(name) = record.display_name() {
                queries.push(request(serde_json::json!({ "query": name })));
            }
        }
        queries
    }

    /// Drops a catalog once no follower pass holds it, so its index
    /// directory is free for the next one.
    fn close(mut catalog: Arc<Catalog>) {
        loop {
            match Arc::try_unwrap(catalog) {
                Ok(catalog) => return drop(catalog),
                Err(shared) => {
                    catalog = shared;
                    std::thread::sleep(Duration::from_millis(5));
                }
            }
        }
    }

    /// A catalog that keeps its index in a directory answers as one built
    /// in memory from the store: when it built the index, when it reopened
    /// it unchanged, and (up to the order of close text scores) when it
    /// reopened it and applied what was written while it was closed;
    /// another build's index is built again.
    fn a_kept_index_answers_as_a_fresh_build(database: &TestDatabase) {
        let (store, in_memory) = catalog(database);
        let records = bundled_records();
        let queries = snapshot_queries(&records);
        let dir = tempfile::tempdir().unwrap();
        let kept = |build: &str| CatalogConfig {
            index_dir: Some(IndexDirConfig {
                dir: dir.path().join("kept"),
                build: build.to_owned(),
            }),
            ..CatalogConfig::default()
        };
        let expected = exact_answers(&in_memory, &queries);
        close(in_memory);

        let built = Catalog::open(store.clone(), kept("build-a")).unwrap();
        assert!(!built.index_reopened, "nothing to reopen the first time");
        assert_eq!(
            exact_answers(&built, &queries),
            expected,
            "built in the directory"
        );
        // While one catalog keeps the directory, another builds in memory.
        let beside = Catalog::open(store.clone(), kept("build-a")).unwrap();
        assert!(!beside.index_reopened && beside._index_dir_owner.is_none());
        close(beside);
        close(built);

        let reopened = Catalog::open(store.clone(), kept("build-a")).unwrap();
        assert!(reopened.index_reopened);
        assert_eq!(
            exact_answers(&reopened, &queries),
            expected,
            "reopened as it was"
        );
        close(reopened);

        // Writes while no catalog runs: every kind the feed carries.
        let mut ops = Vec::new();
        for (position, record) in records.iter().take(30).enumerate() {
            let mut edited = record.clone();
            match position / 10 {
                0 => edited.price_level = Some(edited.price_level.map_or(4, |level| level % 4 + 1)),
                1 => edited.menu.push(quokka_bowl(position)),
                _ => {
                    ops.push(WriteOp::Delete {
                        external_id: edited.external_id.clone(),
                    });
                    continue;
                }
            }
            ops.push(write_for(&edited));
        }
        store.apply_batch(&ops, REFERENCE_DATE).unwrap();
        let fresh = Catalog::open(store.clone(), CatalogConfig::default()).unwrap();
        let expected = exact_answers(&fresh, &queries);
        assert!(
            expected[1].contains("Quokka"),
            "the menu edits are searchable"
        );

        let caught_up = Catalog::open(store.clone(), kept("build-a")).unwrap();
        assert!(caught_up.index_reopened);
        // Text relevance counts replaced and deleted documents (until a
        // merge drops them, and then estimates the field lengths), so close
        // scores may order differently from a fresh build's, as for any index
        // following the feed; what it holds may not differ: the same places
        // match every query, and every place found is the same record.
        let wanted = answers(&fresh, &queries);
        for ((query, (total, records)), (wanted_total, wanted_records)) in queries
            .iter()
            .zip(answers(&caught_up, &queries))
            .zip(&wanted)
        {
            assert_eq!(total, *wanted_total, "{:?}", query.query);
            for (service_id, record) in &records {
                if let Some(wanted) = wanted_records.get(service_id) {
                    assert_eq!(record, wanted, "{service_id}");
                }
            }
        }
        close(caught_up);

        close(fresh);
        let other_build = Catalog::open(store.clone(), kept("build-b")).unwrap();
        assert!(
            !other_build.index_reopened,
            "another build's index is rebuilt"
        );
        assert_eq!(exact_answers(&other_build, &queries), expected, "rebuilt");
        close(other_build);

        // What an import runs after writing: the next start has nothing to apply.
        let update = |build: &str| {
            crate::snapshot::update_kept_index(&store, kept(build).index_dir.as_ref().unwrap())
                .unwrap()
        };
        assert_eq!(update("build-c"), KeptIndexUpdate::Built);
        store
            .apply_batch(
                &[WriteOp::Delete {
                    external_id: records[40].external_id.clone(),
                }],
                REFERENCE_DATE,
            )
            .unwrap();
        assert_eq!(update("build-c"), KeptIndexUpdate::CaughtUp { changes: 1 });
        let updated = Catalog::open(store.clone(), kept("build-c")).unwrap();
        assert!(updated.index_reopened);
        let fresh = Catalog::open(store.clone(), CatalogConfig::default()).unwrap();
        assert_eq!(updated.index.num_docs(), fresh.index.num_docs());
        close(fresh);
        close(updated);
    }

    #[test]
    fn a_kept_index_on_sqlite_answers_as_a_fresh_build() {
        a_kept_index_answers_as_a_fresh_build(&TestDatabase::sqlite());
    }

    #[test]
    fn a_kept_index_on_postgres_answers_as_a_fresh_build() {
        let Some(database) = TestDatabase::postgres() else {
            return;
        };
        a_kept_index_answers_as_a_fresh_build(&database);
    }
}
