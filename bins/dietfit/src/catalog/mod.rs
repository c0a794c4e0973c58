//! The catalog: dietfit-search's index kept in step with the store, and the
//! search use case that composes interpretation, retrieval, stored records
//! and per-profile decisions into the contract's search response.
//!
//! The index is built from a scan of the store at start-up and then follows
//! the change feed by id, so an import by any process (or another server on
//! the same PostgreSQL) is searchable within about a second, without a
//! restart: the follower polls every [`FOLLOW_INTERVAL`] and the index
//! commits every [`dietfit_search::DEFAULT_COMMIT_INTERVAL`]. Search
//! answers and parsed records are kept briefly in the caches of [`cache`].

pub mod cache;

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, OnceLock, Weak};
use std::time::{Duration, Instant};

use dietfit_contract::{
    Address, ChangeType, Decision, EnrichMatched, EnrichRequest, EnrichResponse, EnrichUnmatched,
    FieldError, IngestRecord, MatchCandidate, MatchForProfile, Mode, QueryInterpretation,
    RestaurantRef, SearchRequest, UserProfile, WireEnum as _,
};
use dietfit_scoring::{Evaluation, EvidenceDetail};
use dietfit_search::matching::{
    Claimed, Known, MATCH_THRESHOLD, MAX_CANDIDATES, PLAUSIBLE_THRESHOLD, match_confidence,
};
use dietfit_search::{
    AutoCommit, DEFAULT_COMMIT_INTERVAL, GeoPoint, IndexConfig, IndexError, InterpretError,
    SearchDocument, SearchIndex, SearchOptions, load_order,
};
use dietfit_storage::{StorageError, Store, StoredRestaurant};
use time::OffsetDateTime;
use uuid::Uuid;

use cache::{
    ANSWER_CACHE_BYTES, ANSWER_TIME_TO_LIVE, AnswerCache, CachedAnswer, RECORD_CACHE_ENTRIES,
    RECORD_TIME_TO_LIVE, RecordCache,
};

use crate::gzip::gzip_around;

/// How often the follower reads the change feed.
pub const FOLLOW_INTERVAL: Duration = Duration::from_millis(250);
/// Rows per page when scanning the store or reading the feed.
const PAGE: u32 = 1000;

#[derive(Debug, thiserror::Error)]
pub enum CatalogError {
    #[error("{0}")]
    Interpret(#[from] InterpretError),
    #[error("invalid request: {}", .0.message)]
    Invalid(FieldError),
    #[error("store: {0}")]
    Storage(#[from] StorageError),
    #[error("search index: {0}")]
    Index(#[from] IndexError),
    #[error("stored record {place_id} is unreadable: {reason}")]
    Corrupt { place_id: Uuid, reason: String },
    #[error("search response could not be serialised: {0}")]
    Serialize(#[from] serde_json::Error),
}

/// The index and what it needs to follow and to answer.
pub struct Catalog {
    store: Store,
    index: Arc<SearchIndex>,
    /// The last change-feed id applied to the index.
    followed: AtomicI64,
    _auto_commit: AutoCommit,
    answers: AnswerCache,
    records: RecordCache<Uuid, Hydrated>,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalog")
            .field("followed", &self.followed.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

/// A stored restaurant parsed back into what the engine works with.
struct Hydrated {
    service_id: String,
    record: IngestRecord,
    evaluation: Evaluation,
    /// Its public record as JSON, per evidence detail, made on first use.
    /// It depends on nothing in a request, and building and serialising a
    /// rich record (about 9 KB) for every result was a fifth of a distinct
    /// rich search's CPU.
    public_json: [OnceLock<Arc<[u8]>>; 3],
}

impl Hydrated {
    fn public_json(&self, evidence: EvidenceDetail) -> Result<Arc<[u8]>, serde_json::Error> {
        let slot = &self.public_json[match evidence {
            EvidenceDetail::None => 0,
            EvidenceDetail::Compact => 1,
            EvidenceDetail::Full => 2,
        }];
        if let Some(json) = slot.get() {
            return Ok(Arc::clone(json));
        }
        let restaurant = self
            .evaluation
            .public_record(&self.record, &self.service_id, evidence);
        let json: Arc<[u8]> = Arc::from(serde_json::to_vec(&restaurant)?);
        // Two threads may both make it; either copy is the same bytes.
        Ok(Arc::clone(slot.get_or_init(|| json)))
    }
}

fn hydrate(stored: StoredRestaurant) -> Result<Hydrated, CatalogError> {
    let corrupt = |reason: serde_json::Error| CatalogError::Corrupt {
        place_id: stored.service_place_id,
        reason: reason.to_string(),
    };
    let record: IngestRecord = serde_json::from_str(&stored.record_json).map_err(corrupt)?;
    let evaluation: Evaluation = serde_json::from_str(&stored.evaluation_json).map_err(corrupt)?;
    Ok(Hydrated {
        service_id: stored.service_id,
        record,
        evaluation,
        public_json: Default::default(),
    })
}

/// A search response ready to send: JSON, or JSON in a gzip member.
#[derive(Debug)]
pub struct SearchBody {
    pub bytes: Vec<u8>,
    /// `bytes` is gzip (send `Content-Encoding: gzip`).
    pub gzip: bool,
}

/// The index document of a stored restaurant: its observations plus the
/// scores of the detail record (no need to parse the whole evaluation).
fn document_for(stored: &StoredRestaurant) -> Result<Option<SearchDocument>, CatalogError> {
    let record: IngestRecord =
        serde_json::from_str(&stored.record_json).map_err(|err| CatalogError::Corrupt {
            place_id: stored.service_place_id,
            reason: err.to_string(),
        })?;
    Ok(SearchDocument::from_ingest(&record).map(|mut document| {
        document.place_id = stored.service_place_id;
        document.vegan_score = Some(stored.detail.vegan_score.overall);
        document.fully_vegan = Some(stored.detail.is_vegan);
        document.vegan_friendly = Some(stored.detail.vegan_friendly);
        document
    }))
}

impl Catalog {
    /// Builds the index from the whole store and starts following it.
    pub fn open(store: Store) -> Result<Arc<Catalog>, CatalogError> {
        let started = Instant::now();
        // Read the feed position first: anything written during the scan is
        // replayed by the follower (upserts are idempotent).
        let followed = store.latest_change_id()?;
        let index = Arc::new(SearchIndex::new(IndexConfig::default())?);
        // The whole table in the index's load order, then read and loaded
        // page by page in that order: each area's restaurants end up
        // adjacent in the index (pages read in id order scattered every
        // area over all of them, and a distinct located search at 100,000
        // cost twice as much). A place deleted since it was listed is
        // skipped.
        let mut positions = store.restaurant_positions()?;
        positions.sort_by_cached_key(|position| {
            let point = position
                .coordinates
                .and_then(|(lat, lng)| GeoPoint::new(lat, lng).ok());
            load_order(position.service_place_id, point)
        });
        let mut loaded = 0u64;
        for page in positions.chunks(PAGE as usize) {
            let ids: Vec<Uuid> = page.iter().map(|p| p.service_place_id).collect();
            let mut documents = Vec::with_capacity(ids.len());
            for stored in &store.get_restaurants(&ids)? {
                documents.extend(document_for(stored)?);
            }
            loaded += index.load(documents)?;
        }
        index.commit()?;
        let segments = index.segment_count();
        index.merge_segments()?;
        log::info!(
            "search index: {loaded} restaurants in {:.1}s ({segments} segments merged into {})",
            started.elapsed().as_secs_f64(),
            index.segment_count()
        );
        let auto_commit = index.start_auto_commit(DEFAULT_COMMIT_INTERVAL);
        let catalog = Arc::new(Catalog {
            store,
            index,
            followed: AtomicI64::new(followed),
            _auto_commit: auto_commit,
            answers: AnswerCache::new(ANSWER_CACHE_BYTES, ANSWER_TIME_TO_LIVE),
            records: RecordCache::new(
                NonZeroUsize::new(RECORD_CACHE_ENTRIES).unwrap_or(NonZeroUsize::MIN),
                RECORD_TIME_TO_LIVE,
            ),
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
                        log::warn!("search index could not follow the store: {error}");
                    }
                    drop(catalog);
                    std::thread::sleep(FOLLOW_INTERVAL);
                }
            });
        if let Err(error) = spawned {
            log::error!("search index follower did not start: {error}");
        }
    }

    /// Applies every change written since the last one applied.
    pub fn catch_up(&self) -> Result<u64, CatalogError> {
        let mut applied = 0;
        loop {
            let after = self.followed.load(Ordering::Acquire);
            let changes = self.store.changes_after_id(after, PAGE)?;
            let Some((last_id, _)) = changes.last() else {
                return Ok(applied);
            };
            let last_id = *last_id;
            for (_, change) in &changes {
                let Some(place_id) = change.service_place_id else {
                    continue;
                };
                match change.change_type {
                    ChangeType::Deleted => self.index.delete(place_id)?,
                    ChangeType::Created | ChangeType::Updated => {
                        // The current row, not the snapshot: it may have changed since.
                        match self.store.get_restaurant(place_id)? {
                            Some(stored) => match document_for(&stored)? {
                                Some(document) => self.index.upsert(&document)?,
                                None => self.index.delete(place_id)?,
                            },
                            None => self.index.delete(place_id)?,
                        }
                    }
                }
                applied += 1;
            }
            self.records.evict(
                changes
                    .iter()
                    .filter_map(|(_, change)| change.service_place_id.as_ref()),
            );
            self.followed.store(last_id, Ordering::Release);
        }
    }

    /// Documents in the committed index.
    pub fn indexed(&self) -> u64 {
        self.index.num_docs()
    }

    /// The answer to a search made before, when the index has not changed
    /// since and it is younger than [`ANSWER_TIME_TO_LIVE`]. Cheap (one
    /// map lookup and a copy; the first gzip hit of an answer also
    /// compresses it, about 1 ms for a rich one): callable on the async
    /// workers. Only answers to valid requests are stored, so an invalid
    /// request never hits. With `gzip_accepted` the body is gzip.
    pub fn cached_search(
        &self,
        request: &SearchRequest,
        mode: Mode,
        service_request_id: &str,
        gzip_accepted: bool,
    ) -> Option<SearchBody> {
        let started = Instant::now();
        let key = answer_key(request, mode)?;
        let answer = self.answers.get(&key, self.index.generation())?;
        let hit = Delivery {
            cache_hit: true,
            gzip: gzip_accepted,
        };
        Some(compose(service_request_id, &answer, mode, hit, started))
    }

    /// Runs one search and keeps its answer for [`Catalog::cached_search`].
    /// Blocking (index and store): call it off the async workers. The body
    /// is JSON as it is: compressing an answer costs more than most
    /// searches, so only answers served again are compressed.
    pub fn search(
        &self,
        request: &SearchRequest,
        mode: Mode,
        now: OffsetDateTime,
        service_request_id: &str,
    ) -> Result<SearchBody, CatalogError> {
        let started = Instant::now();
        // Read first: an answer computed on a state the index has since left
        // is stored under the old generation and never served.
        let generation = self.index.generation();
        let answer = Arc::new(CachedAnswer::new(
            self.answer(request, mode, now)?.to_json()?,
        ));
        if let Some(key) = answer_key(request, mode) {
            self.answers.put(key, generation, Arc::clone(&answer));
        }
        let miss = Delivery {
            cache_hit: false,
            gzip: false,
        };
        Ok(compose(service_request_id, &answer, mode, miss, started))
    }

    /// A parsed stored restaurant, from the record cache when it holds it.
    fn hydrated(&self, place_id: Uuid) -> Result<Option<Arc<Hydrated>>, CatalogError> {
        if let Some(hydrated) = self.records.get(&place_id) {
            return Ok(Some(hydrated));
        }
        let epoch = self.records.epoch();
        let Some(stored) = self.store.get_restaurant(place_id)? else {
            return Ok(None);
        };
        let hydrated = Arc::new(hydrate(stored)?);
        self.records.put(place_id, Arc::clone(&hydrated), epoch);
        Ok(Some(hydrated))
    }

    /// Everything of a search response but its request id and metadata.
    fn answer(
        &self,
        request: &SearchRequest,
        mode: Mode,
        now: OffsetDateTime,
    ) -> Result<Answer, CatalogError> {
        let limit = request
            .effective_limit(mode)
            .map_err(CatalogError::Invalid)?;
        let interpretation = dietfit_search::interpret(&request.query, request.location.as_ref())?;
        let profile = request.user_profile.as_ref();
        let options = SearchOptions {
            limit: limit as usize,
            profile_diet: profile.map(|p| p.diet),
            fit: None,
        };
        let outcome = self.index.search(&interpretation, &options)?;
        let evidence = match (mode, request.include_evidence()) {
            (_, false) => EvidenceDetail::None,
            (Mode::Fast, true) => EvidenceDetail::Compact,
            (Mode::Rich, true) => EvidenceDetail::Full,
        };
        let mut results = Vec::with_capacity(outcome.hits.len());
        for hit in &outcome.hits {
            // A hit deleted since the index last committed is skipped.
            let Some(hydrated) = self.hydrated(hit.place_id)? else {
                continue;
            };
            let match_for_profile = profile.map(|profile| {
                dietfit_scoring::decide(&hydrated.evaluation, profile, now).match_for_profile
            });
            results.push(AnswerResult {
                restaurant_json: hydrated.public_json(evidence)?,
                distance_m: hit.distance_m.map(|d| (d * 10.0).round() / 10.0),
                match_for_profile,
            });
        }
        // With a profile, fit ranks before unknown before not_fit; the
        // index's order is kept within each (a stable sort).
        if profile.is_some() {
            results.sort_by_key(|result| {
                result
                    .match_for_profile
                    .as_ref()
                    .map_or(1, |m| match m.decision {
                        Decision::Fit => 0,
                        Decision::Unknown => 1,
                        Decision::NotFit => 2,
                    })
            });
        }
        let mut query_interpretation = interpretation.query_interpretation();
        outcome.refine(&mut query_interpretation);
        let human_review_recommended = profile.is_some_and(|profile| {
            needs_human_review(
                profile,
                results.iter().map(|r| r.match_for_profile.as_ref()),
            )
        });
        Ok(Answer {
            results,
            total_results: outcome.total_results,
            query_interpretation,
            human_review_recommended,
        })
    }
}

/// One search result: its restaurant as the JSON of its public record, and
/// what only this search knows.
struct AnswerResult {
    restaurant_json: Arc<[u8]>,
    distance_m: Option<f64>,
    match_for_profile: Option<MatchForProfile>,
}

/// A search response but its request id and metadata.
struct Answer {
    results: Vec<AnswerResult>,
    total_results: u64,
    query_interpretation: QueryInterpretation,
    human_review_recommended: bool,
}

impl Answer {
    /// The JSON of a [`dietfit_contract::SearchResponse`] holding this answer, from its
    /// `"results"` to its last field (no braces, no request id, no
    /// metadata), byte for byte what serde writes for it (a unit test
    /// compares them). Each result is its restaurant's stored JSON with
    /// the fields [`dietfit_contract::SearchResult`] flattens it with appended, so a
    /// record's JSON is made once, not once per search.
    fn to_json(&self) -> Result<Vec<u8>, serde_json::Error> {
        let records: usize = self.results.iter().map(|r| r.restaurant_json.len()).sum();
        let mut out = Vec::with_capacity(records + 1024);
        out.extend_from_slice(br#""results":["#);
        for (position, result) in self.results.iter().enumerate() {
            if position > 0 {
                out.push(b',');
            }
            // `{…}` without its closing brace: the flattened fields follow.
            let record = &result.restaurant_json;
            let open = record.strip_suffix(b"}").unwrap_or(record);
            out.extend_from_slice(open);
            let mut separator: &[u8] = if open.len() > 1 { b"," } else { b"" };
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

/// What identifies an answer: the mode and the whole request, as JSON.
fn answer_key(request: &SearchRequest, mode: Mode) -> Option<Vec<u8>> {
    let mut key = mode.as_str().as_bytes().to_vec();
    key.push(b' ');
    serde_json::to_writer(&mut key, request).ok()?;
    Some(key)
}

/// How one response carries an answer.
#[derive(Debug, Clone, Copy)]
struct Delivery {
    cache_hit: bool,
    /// The client accepts gzip.
    gzip: bool,
}

/// The response: the request id, the answer's fields, and metadata saying
/// whether the answer came from the cache and how long this request took;
/// as a gzip member around the answer's compressed copy when the client
/// accepts gzip.
fn compose(
    service_request_id: &str,
    answer: &CachedAnswer,
    mode: Mode,
    delivery: Delivery,
    started: Instant,
) -> SearchBody {
    // Before the metadata, so its latency includes a first compression.
    let deflated = if delivery.gzip {
        answer.deflated()
    } else {
        None
    };
    match deflated {
        Some(deflated) => {
            let mut prefix = Vec::with_capacity(64);
            write_prefix(&mut prefix, service_request_id);
            let mut suffix = Vec::with_capacity(128);
            write_metadata_suffix(&mut suffix, mode, delivery.cache_hit, started);
            SearchBody {
                bytes: gzip_around(&prefix, deflated, &suffix),
                gzip: true,
            }
        }
        // Plain JSON is written straight into one buffer.
        None => {
            let json = answer.json();
            let mut bytes = Vec::with_capacity(json.len() + 192);
            write_prefix(&mut bytes, service_request_id);
            bytes.extend_from_slice(json);
            write_metadata_suffix(&mut bytes, mode, delivery.cache_hit, started);
            SearchBody { bytes, gzip: false }
        }
    }
}

/// `{"service_request_id":"…",`: what comes before the answer's fields.
fn write_prefix(out: &mut Vec<u8>, service_request_id: &str) {
    out.extend_from_slice(br#"{"service_request_id":"#);
    // Serialising a string and a map of plain values cannot fail.
    let _ = serde_json::to_writer(&mut *out, service_request_id);
    out.push(b',');
}

/// `,"metadata":{…}}`: what follows the answer's fields, closing the body.
fn write_metadata_suffix(out: &mut Vec<u8>, mode: Mode, cache_hit: bool, started: Instant) {
    let mut metadata = serde_json::Map::new();
    metadata.insert("mode".to_owned(), mode.as_str().into());
    metadata.insert("result_source".to_owned(), "index".into());
    metadata.insert(
        "cache".to_owned(),
        if cache_hit { "hit" } else { "miss" }.into(),
    );
    metadata.insert(
        "latency_ms".to_owned(),
        ((started.elapsed().as_secs_f64() * 1000.0 * 100.0).round() / 100.0).into(),
    );
    out.extend_from_slice(br#","metadata":"#);
    let _ = serde_json::to_writer(&mut *out, &metadata);
    out.push(b'}');
}

/// What enrich found.
#[derive(Debug)]
pub enum EnrichOutcome {
    /// Matched, or unmatched with plausible candidates: both are 200s.
    Answer(Box<EnrichResponse>),
    /// Not even a plausible candidate: the caller answers 422.
    NoPlausibleMatch,
}

/// Two candidates above the match threshold closer than this are
/// ambiguous (say two locations of a chain): neither is called a match.
const AMBIGUITY_MARGIN: f64 = 0.05;
/// Restaurants retrieved by name before the matching rule scores them.
const ENRICH_RETRIEVAL: usize = 20;

impl Catalog {
    /// Enrich: a direct lookup by `service_id`, else the documented matching
    /// rule over candidates retrieved by provider place id and by name.
    pub fn enrich(
        &self,
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
            return match self.store.get_restaurant(reference.place_id())? {
                Some(stored) => Ok(matched(hydrate(stored)?, 1.0, service_request_id)),
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
            for stored in self.store.find_by_provider_place_id(provider_place_id)? {
                consider(stored);
            }
        }
        // A name that reads as a query the interpreter refuses (e.g. one
        // that says "nearby") is simply not retrieved by text.
        if let Ok(interpretation) = dietfit_search::interpret(name, None) {
            let outcome = self.index.search(
                &interpretation,
                &SearchOptions::with_limit(ENRICH_RETRIEVAL),
            )?;
            for hit in outcome.hits {
                if let Some(stored) = self.store.get_restaurant(hit.place_id)? {
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
        let ambiguous = runner_up >= MATCH_THRESHOLD && best - runner_up < AMBIGUITY_MARGIN;
        if best >= MATCH_THRESHOLD && !ambiguous {
            let (confidence, stored) = candidates.swap_remove(0);
            return Ok(matched(hydrate(stored)?, confidence, service_request_id));
        }
        if best < PLAUSIBLE_THRESHOLD {
            return Ok(EnrichOutcome::NoPlausibleMatch);
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
}

fn non_empty(value: &str) -> Option<String> {
    (!value.is_empty()).then(|| value.to_owned())
}

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

fn matched(hydrated: Hydrated, confidence: f64, service_request_id: String) -> EnrichOutcome {
    let restaurant = hydrated.evaluation.public_record(
        &hydrated.record,
        &hydrated.service_id,
        EvidenceDetail::Full,
    );
    EnrichOutcome::Answer(Box::new(EnrichResponse::Matched(Box::new(EnrichMatched {
        service_request_id,
        matched: true,
        match_confidence: confidence,
        service_id: hydrated.service_id,
        restaurant,
        ai_generated: false,
    }))))
}

/// A human should look when the profile is safety-sensitive (religious or
/// medical diets, stricter cross-contamination handling, free-form rules)
/// or when most of the decisions are `unknown`.
fn needs_human_review<'a>(
    profile: &UserProfile,
    matches: impl ExactSizeIterator<Item = Option<&'a MatchForProfile>>,
) -> bool {
    if profile.diet.is_safety_sensitive()
        || profile.exclude_cross_contamination
        || !profile.dietary_rules.is_empty()
    {
        return true;
    }
    let results = matches.len();
    let unknown = matches
        .filter(|m| m.is_some_and(|m| m.decision == Decision::Unknown))
        .count();
    unknown * 2 > results
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::first_run::BUNDLED_FIXTURES;
    use dietfit_contract::{Diet, SearchResponse, SearchResult};
    use time::macros::datetime;

    const NOW: OffsetDateTime = datetime!(2026-11-01 0:00 UTC);

    fn fixtures(count: usize) -> Vec<Hydrated> {
        BUNDLED_FIXTURES
            .lines()
            .take(count)
            .enumerate()
            .map(|(position, line)| {
                let record: IngestRecord = serde_json::from_str(line).unwrap();
                Hydrated {
                    service_id: format!("svc_{position}"),
                    evaluation: dietfit_scoring::evaluate(&record, NOW),
                    record,
                    public_json: Default::default(),
                }
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
                let mut answer = Answer {
                    results: Vec::new(),
                    total_results: 1_234,
                    query_interpretation: QueryInterpretation {
                        diet_inferred: Some("vegan".to_owned()),
                        ..QueryInterpretation::default()
                    },
                    human_review_recommended: variant == 1,
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
                for (position, place) in places.iter().take(count).enumerate() {
                    let distance_m = (position % 3 != 0).then_some(position as f64 * 10.5);
                    let match_for_profile = profile
                        .as_ref()
                        .map(|p| dietfit_scoring::decide(&place.evaluation, p, NOW))
                        .map(|decision| decision.match_for_profile);
                    answer.results.push(AnswerResult {
                        restaurant_json: place.public_json(evidence).unwrap(),
                        distance_m,
                        match_for_profile: match_for_profile.clone(),
                    });
                    expected.results.push(SearchResult {
                        restaurant: place.evaluation.public_record(
                            &place.record,
                            &place.service_id,
                            evidence,
                        ),
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

    #[test]
    fn a_records_json_is_made_once_per_evidence_detail() {
        let places = fixtures(1);
        let place = &places[0];
        let first = place.public_json(EvidenceDetail::Full).unwrap();
        let again = place.public_json(EvidenceDetail::Full).unwrap();
        assert!(Arc::ptr_eq(&first, &again), "kept, not made again");
        let compact = place.public_json(EvidenceDetail::Compact).unwrap();
        assert_ne!(first, compact, "each detail has its own JSON");
    }
}
