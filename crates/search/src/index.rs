//! The full-text and geo index: a tantivy index holding the text of every
//! restaurant, its grid cells and the few numbers the ranking reads (as
//! fast fields), with upsert/delete by place id and commits that make
//! changes visible to the next search. It lives in RAM, or in a directory
//! (memory-mapped) that a later process can reopen instead of rebuilding
//! it: each commit there carries a caller's label of what it holds.

use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, OnceLock, RwLock, Weak};
use std::thread::JoinHandle;
use std::time::Duration;

use tantivy::indexer::UserOperation;
use tantivy::schema::{
    FAST, Field, IndexRecordOption, STORED, STRING, Schema, TextFieldIndexing, TextOptions,
};
use tantivy::tokenizer::{
    AsciiFoldingFilter, LowerCaser, RemoveLongFilter, SimpleTokenizer, TextAnalyzer,
};
use tantivy::{Index, IndexReader, IndexWriter, ReloadPolicy, Searcher, TantivyDocument, Term};
use uuid::Uuid;

use crate::browse_stats::{BrowseCache, TierCache};
use crate::document::{DietSignals, SearchDocument};
use crate::geo::{GeoPoint, cell_terms, spatial_key};
use crate::pack::{MatchCache, PackCache};
use crate::shared_weight::WeightCache;
use crate::stem::RememberingStemmer;
use crate::text::place_key;
use crate::vocab;

/// Computes the label stored with each commit (see
/// [`SearchIndex::label_commits`]).
type CommitLabel = Box<dyn Fn() -> String + Send + Sync>;

/// The order bulk loads stage restaurants in: by [`spatial_key`], places
/// without coordinates last, ties by id. Public so that a caller loading
/// more than it can hold at once can list its places in this order first.
pub fn load_order(place_id: Uuid, coordinates: Option<GeoPoint>) -> (u64, Uuid) {
    (coordinates.map_or(u64::MAX, spatial_key), place_id)
}

/// The analyzer of every text field and of query terms.
pub(crate) const ANALYZER: &str = "dietfit_en";

/// The version of what the index holds for a restaurant and of how it
/// reads text: the schema, the analyzer, [`SearchDocument::from_ingest`]
/// and the cuisine and state tables documents are indexed with. An index
/// kept on disk under another version is built again, so bump it with any
/// change to those; a test fingerprints them and fails until it is bumped.
pub const DOCUMENT_FORMAT: u32 = 1;

/// Identifies how this program turns restaurants into index documents and
/// stores them: a caller keeping the index across starts reopens it under
/// the same identity (any build of the program that makes the same
/// documents), and builds it again under another.
pub fn document_identity() -> String {
    format!("documents {DOCUMENT_FORMAT}, {}", tantivy::version_string())
}

/// How often [`SearchIndex::start_auto_commit`] commits by default: well
/// inside the 2-second visibility promise, while batching bursts of writes.
pub const DEFAULT_COMMIT_INTERVAL: Duration = Duration::from_millis(500);

/// Decompressed blocks of stored documents each segment keeps. Only names
/// are stored, and the named check of a search reads the best text
/// matches' names, scattered over the whole map: with tantivy's default
/// most reads decompressed a block, while this many hold a segment's every
/// block up to millions of places (docs/search.md, "Performance notes").
const DOC_STORE_CACHE_BLOCKS: usize = 4_096;

/// Why the index could not do what was asked.
#[derive(Debug, thiserror::Error)]
pub enum IndexError {
    #[error("search index error: {0}")]
    Tantivy(#[from] tantivy::TantivyError),
    #[error("the search index writer is unavailable after a panic in another thread")]
    WriterPoisoned,
    #[error("search index I/O error: {0}")]
    Io(#[from] std::io::Error),
    #[error("the index in {0} was written with another schema")]
    OtherSchema(String),
}

/// An index reopened from its directory, and the label of its last commit.
#[derive(Debug)]
pub struct ReopenedIndex {
    pub index: SearchIndex,
    /// What [`SearchIndex::label_commits`] gave the last commit (`None`
    /// when it was committed unlabelled).
    pub label: Option<String>,
}

/// Sizing of the index writer.
#[derive(Debug, Clone, Copy)]
pub struct IndexConfig {
    /// Total memory the writer may buffer before it flushes a segment.
    pub writer_memory_bytes: usize,
    /// Indexing threads (each gets an equal share of the memory).
    pub writer_threads: usize,
}

impl Default for IndexConfig {
    fn default() -> Self {
        IndexConfig {
            writer_memory_bytes: 64 * 1024 * 1024,
            writer_threads: 1,
        }
    }
}

/// The schema's fields, resolved once.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Fields {
    pub place_id: Field,
    pub pid_hi: Field,
    pub pid_lo: Field,
    pub name: Field,
    pub cuisine: Field,
    pub category: Field,
    pub menu: Field,
    pub menu_description: Field,
    pub address: Field,
    pub city_key: Field,
    pub state_key: Field,
    pub diet_tag: Field,
    pub geo_cell: Field,
    pub lat: Field,
    pub lng: Field,
    pub vegan_score: Field,
    pub diet_signals: Field,
    pub price_level: Field,
    pub cuisine_kind: Field,
}

pub(crate) mod names {
    pub const PID_HI: &str = "pid_hi";
    pub const PID_LO: &str = "pid_lo";
    pub const LAT: &str = "lat";
    pub const LNG: &str = "lng";
    pub const VEGAN_SCORE: &str = "vegan_score";
    pub const DIET_SIGNALS: &str = "diet_signals";
    pub const PRICE_LEVEL: &str = "price_level";
    pub const CUISINE_KIND: &str = "cuisine_kind";
}

fn build_schema() -> (Schema, Fields) {
    let mut builder = Schema::builder();
    // Frequencies and norms for BM25; no positions: there are no phrase queries.
    let text = TextOptions::default().set_indexing_options(
        TextFieldIndexing::default()
            .set_tokenizer(ANALYZER)
            .set_index_option(IndexRecordOption::WithFreqs),
    );
    let fields = Fields {
        place_id: builder.add_text_field("place_id", STRING),
        pid_hi: builder.add_u64_field(names::PID_HI, FAST),
        pid_lo: builder.add_u64_field(names::PID_LO, FAST),
        name: builder.add_text_field("name", text.clone() | STORED),
        cuisine: builder.add_text_field("cuisine", text.clone()),
        category: builder.add_text_field("category", text.clone()),
        menu: builder.add_text_field("menu", text.clone()),
        menu_description: builder.add_text_field("menu_description", text.clone()),
        address: builder.add_text_field("address", text),
        city_key: builder.add_text_field("city_key", STRING),
        state_key: builder.add_text_field("state_key", STRING),
        diet_tag: builder.add_text_field("diet_tag", STRING),
        geo_cell: builder.add_text_field("geo_cell", STRING),
        lat: builder.add_f64_field(names::LAT, FAST),
        lng: builder.add_f64_field(names::LNG, FAST),
        vegan_score: builder.add_f64_field(names::VEGAN_SCORE, FAST),
        diet_signals: builder.add_u64_field(names::DIET_SIGNALS, FAST),
        price_level: builder.add_u64_field(names::PRICE_LEVEL, FAST),
        // The vocabulary's cuisines the place is (positions in CUISINES), so
        // ranking can tell a thai restaurant from a place with a pad thai.
        cuisine_kind: builder.add_u64_field(names::CUISINE_KIND, FAST),
    };
    (builder.build(), fields)
}

pub(crate) fn analyzer() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(40))
        .filter(LowerCaser)
        .filter(AsciiFoldingFilter)
        .filter(RememberingStemmer)
        .build()
}

/// The state of an address as a two-letter code when it can be read as one.
pub(crate) fn state_code(state: &str) -> Option<String> {
    let trimmed = state.trim();
    if trimmed.len() == 2 && trimmed.chars().all(|c| c.is_ascii_alphabetic()) {
        return Some(trimmed.to_ascii_uppercase());
    }
    let key = place_key(trimmed);
    vocab::STATES
        .iter()
        .find(|(_, name)| *name == key || name.strip_suffix(" state") == Some(key.as_str()))
        .map(|(code, _)| (*code).to_owned())
}

/// The index. Cheap to share behind an `Arc`: searches run concurrently
/// with writes; a commit briefly excludes writers, never readers.
pub struct SearchIndex {
    reader: IndexReader,
    /// The committed state searches run on. A commit publishes its state
    /// here only once the state's packed columns, nationwide diet browses
    /// and most used match lists are ready, so no search after a commit
    /// pays for them; until then searches keep running on the state before.
    published: RwLock<Searcher>,
    writer: RwLock<IndexWriter<TantivyDocument>>,
    /// Held for a whole commit or merge, so two never interleave their
    /// publishing (nor subtract the same staged changes).
    committing: Mutex<()>,
    pub(crate) fields: Fields,
    pub(crate) analyzer: TextAnalyzer,
    staged: AtomicU64,
    /// Corpus statistics of diet-only browses, per committed index state.
    pub(crate) browse_cache: BrowseCache,
    /// The ranked strongest tier of diet browses, per committed index state.
    pub(crate) tier_cache: TierCache,
    /// Weights of query words and diets, per committed index state.
    pub(crate) weight_cache: WeightCache,
    /// Each segment's places packed for located searches.
    pub(crate) packs: PackCache,
    /// Text matches of query words over the whole index, per committed state.
    pub(crate) match_cache: MatchCache,
    /// The label of every commit, once the owner sets it.
    commit_label: OnceLock<CommitLabel>,
}

impl std::fmt::Debug for SearchIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SearchIndex")
            .field("num_docs", &self.num_docs())
            .field("staged", &self.staged.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

impl SearchIndex {
    /// An empty index in RAM.
    pub fn new(config: IndexConfig) -> Result<SearchIndex, IndexError> {
        let (schema, fields) = build_schema();
        SearchIndex::over(Index::create_in_ram(schema), fields, config)
    }

    /// An empty index kept in `dir` (which must exist and hold no index):
    /// every commit is written there, memory-mapped, and can be reopened by
    /// [`SearchIndex::open_in_dir`].
    pub fn create_in_dir(dir: &Path, config: IndexConfig) -> Result<SearchIndex, IndexError> {
        let (schema, fields) = build_schema();
        SearchIndex::over(Index::create_in_dir(dir, schema)?, fields, config)
    }

    /// The index last committed in `dir`, as searches saw it, with the
    /// label of that commit. An index of another schema (written by
    /// another version) is [`IndexError::OtherSchema`]: build a new one.
    pub fn open_in_dir(dir: &Path, config: IndexConfig) -> Result<ReopenedIndex, IndexError> {
        let (schema, fields) = build_schema();
        let index = Index::open_in_dir(dir)?;
        if index.schema() != schema {
            return Err(IndexError::OtherSchema(dir.display().to_string()));
        }
        let label = index.load_metas()?.payload;
        let index = SearchIndex::over(index, fields, config)?;
        index.pack_segments()?;
        index.warm_diet_browses(&index.searcher())?;
        Ok(ReopenedIndex { index, label })
    }

    fn over(index: Index, fields: Fields, config: IndexConfig) -> Result<SearchIndex, IndexError> {
        index.tokenizers().register(ANALYZER, analyzer());
        let writer = index
            .writer_with_num_threads(config.writer_threads.max(1), config.writer_memory_bytes)?;
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .doc_store_cache_num_blocks(DOC_STORE_CACHE_BLOCKS)
            .try_into()?;
        let published = RwLock::new(reader.searcher());
        Ok(SearchIndex {
            reader,
            published,
            writer: RwLock::new(writer),
            committing: Mutex::new(()),
            fields,
            analyzer: analyzer(),
            staged: AtomicU64::new(0),
            browse_cache: BrowseCache::default(),
            tier_cache: TierCache::default(),
            weight_cache: WeightCache::default(),
            packs: PackCache::default(),
            match_cache: MatchCache::default(),
            commit_label: OnceLock::new(),
        })
    }

    /// Stores `label()` with every later commit (computed while no change
    /// can be staged, so it describes exactly what the commit holds); an
    /// index reopened from its directory hands back the last one. Only the
    /// first call takes effect.
    pub fn label_commits(&self, label: impl Fn() -> String + Send + Sync + 'static) {
        if self.commit_label.set(Box::new(label)).is_err() {
            log::warn!("search index: commits are already labelled; the new label is ignored");
        }
    }

    fn place_term(&self, place_id: Uuid) -> Term {
        Term::from_field_text(self.fields.place_id, &place_id.simple().to_string())
    }

    fn to_tantivy(&self, document: &SearchDocument) -> TantivyDocument {
        let f = &self.fields;
        let mut doc = TantivyDocument::default();
        doc.add_text(f.place_id, document.place_id.simple().to_string());
        let (hi, lo) = document.place_id.as_u64_pair();
        doc.add_u64(f.pid_hi, hi);
        doc.add_u64(f.pid_lo, lo);
        if let Some(name) = &document.name {
            doc.add_text(f.name, name);
        }
        if let Some(brand) = &document.chain_brand {
            doc.add_text(f.name, brand);
        }
        for cuisine in &document.cuisines {
            doc.add_text(f.cuisine, cuisine);
            if let Some(kind) = vocab::cuisine_index(cuisine) {
                doc.add_u64(f.cuisine_kind, kind as u64);
            }
        }
        for category in &document.categories {
            doc.add_text(f.category, category);
        }
        for item in &document.menu {
            doc.add_text(f.menu, &item.name);
            if let Some(section) = &item.section {
                doc.add_text(f.menu, section);
            }
            for label in &item.labels {
                doc.add_text(f.menu, label);
            }
            if let Some(description) = &item.description {
                doc.add_text(f.menu_description, description);
            }
        }
        for part in [
            &document.street,
            &document.city,
            &document.state,
            &document.postal_code,
        ]
        .into_iter()
        .flatten()
        {
            doc.add_text(f.address, part);
        }
        if let Some(city) = &document.city {
            let key = place_key(city);
            if !key.is_empty() {
                doc.add_text(f.city_key, key);
            }
        }
        if let Some(code) = document.state.as_deref().and_then(state_code) {
            doc.add_text(f.state_key, code);
        }
        for tag in &document.diet_tags {
            doc.add_text(f.diet_tag, tag.term());
        }
        if document.fully_vegan == Some(true) {
            doc.add_text(f.diet_tag, FULLY_VEGAN_TAG);
        }
        if document.vegan_friendly == Some(true) {
            doc.add_text(f.diet_tag, VEGAN_FRIENDLY_TAG);
        }
        if let Some(point) = document.coordinates {
            for cell in cell_terms(point) {
                doc.add_text(f.geo_cell, cell);
            }
            doc.add_f64(f.lat, point.lat());
            doc.add_f64(f.lng, point.lng());
        }
        if let Some(score) = document.vegan_score.filter(|s| s.is_finite()) {
            doc.add_f64(f.vegan_score, score.clamp(0.0, 100.0));
        }
        doc.add_u64(f.diet_signals, DietSignals::of(document).0);
        if let Some(level) = document.price_level {
            doc.add_u64(f.price_level, u64::from(level));
        }
        doc
    }

    /// Stages an insert-or-replace of one restaurant; visible after the next commit.
    pub fn upsert(&self, document: &SearchDocument) -> Result<(), IndexError> {
        let operations = [
            UserOperation::Delete(self.place_term(document.place_id)),
            UserOperation::Add(self.to_tantivy(document)),
        ];
        let writer = self.writer.read().map_err(|_| IndexError::WriterPoisoned)?;
        // Delete and add get consecutive opstamps, so concurrent upserts of
        // one place can never leave two copies.
        writer.run(operations)?;
        self.staged.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }

    /// Loads many restaurants at once (an import or a start-up rebuild):
    /// stages them in [`load_order`], then commits. Ordering keeps each
    /// area's documents adjacent in the index, which is what keeps radius
    /// queries fast; a rebuild too large to hold at once lists its places
    /// in [`load_order`] first and loads them page by page, so the pages
    /// follow each other in that order too. Later single upserts append.
    /// (One commit per page keeps the writer's buffers small: a single
    /// commit after a million staged documents left the server holding
    /// far more memory.)
    pub fn load(
        &self,
        documents: impl IntoIterator<Item = SearchDocument>,
    ) -> Result<u64, IndexError> {
        let mut documents: Vec<SearchDocument> = documents.into_iter().collect();
        documents.sort_by_key(|document| load_order(document.place_id, document.coordinates));
        for document in &documents {
            self.upsert(document)?;
        }
        self.commit()?;
        Ok(documents.len() as u64)
    }

    /// Stages restaurants known not to be in the index (a build from
    /// nothing, in the order given), without the delete an upsert stages
    /// first: every commit applies each staged delete to every segment,
    /// which a build of many pages would pay again and again.
    pub fn add_new(&self, documents: &[SearchDocument]) -> Result<(), IndexError> {
        let writer = self.writer.read().map_err(|_| IndexError::WriterPoisoned)?;
        for document in documents {
            writer.add_document(self.to_tantivy(document))?;
        }
        self.staged
            .fetch_add(documents.len() as u64, Ordering::Relaxed);
        Ok(())
    }

    /// Stages the removal of one restaurant; a no-op for an unknown id.
    pub fn delete(&self, place_id: Uuid) -> Result<(), IndexError> {
        let writer = self.writer.read().map_err(|_| IndexError::WriterPoisoned)?;
        writer.delete_term(self.place_term(place_id));
        self.staged.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }

    /// Makes every staged change visible to searches started afterwards.
    ///
    /// The staged count falls only once the changes are visible: a caller
    /// that sees none staged (a follower waiting for the index to catch up)
    /// may search at once. Counted under the writer's exclusive lock, it
    /// holds every change this commit writes (an upsert counts itself while
    /// it still holds the shared lock); commits take turns from start to
    /// publish, so two never subtract the same changes. The new state is
    /// published only once prepared (see the `published` field).
    pub fn commit(&self) -> Result<(), IndexError> {
        self.commit_with(Browses::Prepared)
    }

    /// [`SearchIndex::commit`] for one page of a bulk build: the state is
    /// not prepared for nationwide diet browses, which the build's last
    /// commit or merge does once for all its pages.
    pub fn commit_page(&self) -> Result<(), IndexError> {
        self.commit_with(Browses::Unprepared)
    }

    fn commit_with(&self, browses: Browses) -> Result<(), IndexError> {
        let _committing = self
            .committing
            .lock()
            .map_err(|_| IndexError::WriterPoisoned)?;
        let mut writer = self
            .writer
            .write()
            .map_err(|_| IndexError::WriterPoisoned)?;
        let pending = self.staged.load(Ordering::Acquire);
        match self.commit_label.get() {
            Some(label) => writer.prepare_commit().and_then(|mut prepared| {
                prepared.set_payload(&label());
                prepared.commit()
            })?,
            None => writer.commit()?,
        };
        // Upserts may stage the next commit's changes while this one
        // prepares its state for searches.
        drop(writer);
        let published = self.prepare_and_publish(browses);
        self.staged.fetch_sub(pending, Ordering::AcqRel);
        published
    }

    /// Loads the last commit, packs its segments, ranks its nationwide diet
    /// browses and makes the match lists searches used most, then hands it
    /// to searches. The state is published even when preparing it fails:
    /// searches then pay for what is missing.
    fn prepare_and_publish(&self, browses: Browses) -> Result<(), IndexError> {
        self.reader.reload()?;
        let fresh = self.reader.searcher();
        let packed = self.pack_segments_of(&fresh);
        if browses == Browses::Prepared {
            if let Err(error) = self.warm_diet_browses(&fresh) {
                log::warn!("search index: nationwide diet browses not prepared: {error}");
            }
            if let Err(error) = self.remake_used_match_lists(&fresh) {
                log::warn!("search index: match lists not made again: {error}");
            }
        }
        match self.published.write() {
            Ok(mut published) => *published = fresh,
            Err(poisoned) => *poisoned.into_inner() = fresh,
        }
        packed
    }

    /// The committed state searches run on now.
    pub(crate) fn searcher(&self) -> Searcher {
        match self.published.read() {
            Ok(published) => published.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    /// Merges every committed segment into one and makes it visible. A
    /// bulk load leaves one segment per writer flush (several at 100,000
    /// restaurants), and a query builds its scorers once per segment, so
    /// the server merges once after its start-up load; later commits add
    /// small segments that tantivy's merge policy folds in.
    pub fn merge_segments(&self) -> Result<(), IndexError> {
        let _committing = self
            .committing
            .lock()
            .map_err(|_| IndexError::WriterPoisoned)?;
        let mut writer = self
            .writer
            .write()
            .map_err(|_| IndexError::WriterPoisoned)?;
        let segments = writer.index().searchable_segment_ids()?;
        if segments.len() > 1 {
            writer.merge(&segments).wait()?;
        }
        drop(writer);
        self.prepare_and_publish(Browses::Prepared)
    }

    /// Changes staged since the last commit.
    pub fn staged_changes(&self) -> u64 {
        self.staged.load(Ordering::Acquire)
    }

    /// Bytes the committed index occupies in memory (postings, fast fields,
    /// stored names), as tantivy accounts them.
    pub fn index_bytes(&self) -> Result<u64, IndexError> {
        Ok(self.searcher().space_usage()?.total().get_bytes())
    }

    /// Identifies the committed state searches see: it changes with every
    /// commit that makes a change visible, so anything computed from one
    /// state can be recognised as outdated.
    pub fn generation(&self) -> u64 {
        self.searcher().generation().generation_id()
    }

    /// Segments of the committed index: each one multiplies the per-query
    /// cost of building scorers, so it is logged after loading.
    pub fn segment_count(&self) -> usize {
        self.searcher().segment_readers().len()
    }

    /// Restaurants visible to searches.
    pub fn num_docs(&self) -> u64 {
        self.searcher().num_docs()
    }

    /// Commits in the background whenever changes are staged, every
    /// `interval`, until the returned handle is dropped. The thread holds
    /// only a weak reference: dropping the index also ends it.
    pub fn start_auto_commit(self: &Arc<Self>, interval: Duration) -> AutoCommit {
        let (stop, stopped) = mpsc::channel::<()>();
        let index: Weak<SearchIndex> = Arc::downgrade(self);
        let thread = std::thread::Builder::new()
            .name("search-commit".to_owned())
            .spawn(move || {
                // Stops when the handle's sender is dropped (or sends).
                while let Err(RecvTimeoutError::Timeout) = stopped.recv_timeout(interval) {
                    let Some(index) = index.upgrade() else { break };
                    if index.staged_changes() > 0
                        && let Err(error) = index.commit()
                    {
                        log::error!("search index auto-commit failed: {error}");
                    }
                }
            });
        match thread {
            Ok(thread) => AutoCommit {
                stop: Some(stop),
                thread: Some(thread),
            },
            Err(error) => {
                log::error!("could not start the search index commit thread: {error}");
                AutoCommit {
                    stop: None,
                    thread: None,
                }
            }
        }
    }
}

/// Whether a commit ranks its state's nationwide diet browses before
/// publishing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Browses {
    Prepared,
    Unprepared,
}

/// The indexed tag of `fully_vegan == true`.
pub(crate) const FULLY_VEGAN_TAG: &str = "fully_vegan:true";
/// The indexed tag of `vegan_friendly == true`.
pub(crate) const VEGAN_FRIENDLY_TAG: &str = "vegan_friendly:true";

/// The background committer of [`SearchIndex::start_auto_commit`]; stops
/// (after at most one more commit) when dropped.
#[derive(Debug)]
pub struct AutoCommit {
    stop: Option<Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl AutoCommit {
    /// Is the committer thread running?
    pub fn is_running(&self) -> bool {
        self.thread
            .as_ref()
            .is_some_and(|thread| !thread.is_finished())
    }
}

impl Drop for AutoCommit {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(thread) = self.thread.take()
            && thread.join().is_err()
        {
            log::error!("the search index commit thread panicked");
        }
    }
}

#[cfg(test)]
mod document_format_tests {
    use dietfit_contract::IngestRecord;
    use tantivy::Document;

    use super::*;

    /// What [`DOCUMENT_FORMAT`] versions, as of its current value.
    const DOCUMENT_FINGERPRINT: &str = "84da729f3be99c79";

    /// FNV-1a: a hash that stays the same across toolchains.
    fn fnv(hash: u64, bytes: &[u8]) -> u64 {
        bytes.iter().fold(hash, |hash, byte| {
            (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3)
        })
    }

    /// The schema, the analyzer's reading of a sample and every bundled
    /// fixture as the index stores it, with the tables documents use.
    fn fingerprint() -> String {
        let index = SearchIndex::new(IndexConfig::default()).unwrap();
        let schema = index.searcher().schema().clone();
        let mut hash = fnv(
            0xcbf2_9ce4_8422_2325,
            serde_json::to_string(&schema).unwrap().as_bytes(),
        );
        let mut analyzer = analyzer();
        let mut stream =
            analyzer.token_stream("Café Olé's VEGAN Pho-Bowls, jalapeños & 寿司 (NYC)");
        while stream.advance() {
            hash = fnv(hash, stream.token().text.as_bytes());
            hash = fnv(hash, b"|");
        }
        hash = fnv(
            hash,
            format!("{:?}{:?}", vocab::CUISINES, vocab::STATES).as_bytes(),
        );
        let fixtures = include_str!("../../../fixtures/restaurants.jsonl");
        for line in fixtures.lines().filter(|line| !line.trim().is_empty()) {
            let record: IngestRecord = serde_json::from_str(line).unwrap();
            if let Some(document) = SearchDocument::from_ingest(&record) {
                hash = fnv(
                    hash,
                    index.to_tantivy(&document).to_json(&schema).as_bytes(),
                );
            }
        }
        format!("{hash:016x}")
    }

    #[test]
    fn the_document_format_is_bumped_with_what_it_versions() {
        assert_eq!(
            fingerprint(),
            DOCUMENT_FINGERPRINT,
            "index documents or text reading changed: bump DOCUMENT_FORMAT and set \
             DOCUMENT_FINGERPRINT to the new value, so kept indexes are built again"
        );
    }
}
