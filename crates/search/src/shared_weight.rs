//! Query weights kept across the searches of one committed index state.
//!
//! Turning a query into a tantivy weight analyses its words and looks up
//! every term's document frequency for BM25: for a located search's few
//! dozen word, field and diet-tag terms that was a visible share of the
//! server's CPU. The words and diet of a query do not depend on where the
//! diner stands, and BM25's statistics change only with a commit, so the
//! weight of those parts is built once per committed state and shared by
//! every search that asks the same words there; only the area filter is
//! built per search. A shared weight scores exactly as a fresh one (it is
//! the same weight, built from the same statistics).

use std::sync::Arc;

use tantivy::query::{EnableScoring, Explanation, Query, Scorer, Weight};
use tantivy::{DocId, Score, Searcher, SegmentReader};

use crate::generation_cache::GenerationCache;

/// Weights of query parts, per committed index state.
pub(crate) type WeightCache = GenerationCache<String, Vec<Arc<dyn Weight>>>;

/// The query parts `key` names, as queries whose weights are the ones
/// built (from `build`'s queries, with scoring) for this searcher's
/// committed state. `key` must name everything `build` depends on.
pub(crate) fn shared_queries(
    cache: &WeightCache,
    searcher: &Searcher,
    key: String,
    build: impl FnOnce() -> Vec<Box<dyn Query>>,
) -> tantivy::Result<Vec<Box<dyn Query>>> {
    let generation = searcher.generation().generation_id();
    let weights = cache.get_or_make(generation, key, || {
        let scoring = EnableScoring::enabled_from_searcher(searcher);
        build()
            .iter()
            .map(|query| query.weight(scoring).map(Arc::from))
            .collect::<tantivy::Result<Vec<Arc<dyn Weight>>>>()
    })?;
    Ok(weights
        .into_iter()
        .map(|weight| Box::new(SharedWeightQuery(weight)) as Box<dyn Query>)
        .collect())
}

/// A query whose weight is already built. It ignores how the search asks
/// for scoring: the weight was built with scoring, which every caller here
/// needs.
#[derive(Clone)]
struct SharedWeightQuery(Arc<dyn Weight>);

impl std::fmt::Debug for SharedWeightQuery {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SharedWeightQuery")
    }
}

impl Query for SharedWeightQuery {
    fn weight(&self, _: EnableScoring<'_>) -> tantivy::Result<Box<dyn Weight>> {
        Ok(Box::new(SharedWeight(Arc::clone(&self.0))))
    }
}

/// Hands every call to the shared weight, so its own fast paths apply.
struct SharedWeight(Arc<dyn Weight>);

impl Weight for SharedWeight {
    fn scorer(&self, reader: &SegmentReader, boost: Score) -> tantivy::Result<Box<dyn Scorer>> {
        self.0.scorer(reader, boost)
    }

    fn explain(&self, reader: &SegmentReader, doc: DocId) -> tantivy::Result<Explanation> {
        self.0.explain(reader, doc)
    }

    fn count(&self, reader: &SegmentReader) -> tantivy::Result<u32> {
        self.0.count(reader)
    }

    fn for_each(
        &self,
        reader: &SegmentReader,
        callback: &mut dyn FnMut(DocId, Score),
    ) -> tantivy::Result<()> {
        self.0.for_each(reader, callback)
    }

    fn for_each_no_score(
        &self,
        reader: &SegmentReader,
        callback: &mut dyn FnMut(&[DocId]),
    ) -> tantivy::Result<()> {
        self.0.for_each_no_score(reader, callback)
    }

    fn for_each_pruning(
        &self,
        threshold: Score,
        reader: &SegmentReader,
        callback: &mut dyn FnMut(DocId, Score) -> Score,
    ) -> tantivy::Result<()> {
        self.0.for_each_pruning(threshold, reader, callback)
    }
}
