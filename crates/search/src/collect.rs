//! Collectors over the index: every candidate that passes the filters of a
//! query (radius, price, diet, cuisine), read from fast fields, and the
//! statistics of a diet browse.

use dietfit_contract::Diet;
use tantivy::collector::{Collector, SegmentCollector};
use tantivy::columnar::Column;
use tantivy::{DocAddress, DocId, Score, SegmentOrdinal, SegmentReader};

use crate::browse_stats::BrowseStats;
use crate::document::DietSignals;
use crate::geo::Circle;
use crate::index::names;
use crate::interpret::PriceConstraint;
use crate::ranking::{Candidate, Cutoff};

pub(crate) struct CandidateCollector {
    pub(crate) circle: Option<Circle>,
    pub(crate) price: Option<PriceConstraint>,
    pub(crate) diet: Option<Diet>,
    /// The asked cuisine's position in the vocabulary (cuisine queries only).
    pub(crate) kind: Option<u64>,
    /// Drop candidates that cannot score above this (the diet browse).
    pub(crate) cutoff: Option<Cutoff>,
}

pub(crate) struct SegmentCandidates {
    pub(crate) segment: SegmentOrdinal,
    pub(crate) pid_hi: Column<u64>,
    pub(crate) pid_lo: Column<u64>,
    pub(crate) lat: Option<Column<f64>>,
    pub(crate) lng: Option<Column<f64>>,
    pub(crate) vegan_score: Option<Column<f64>>,
    pub(crate) diet_signals: Option<Column<u64>>,
    pub(crate) price_level: Option<Column<u64>>,
    pub(crate) cuisine_kind: Option<Column<u64>>,
    pub(crate) circle: Option<Circle>,
    pub(crate) price: Option<PriceConstraint>,
    pub(crate) diet: Option<Diet>,
    pub(crate) kind: Option<u64>,
    pub(crate) cutoff: Option<Cutoff>,
    pub(crate) found: Vec<Candidate>,
}

impl Collector for CandidateCollector {
    type Fruit = Vec<Candidate>;
    type Child = SegmentCandidates;

    fn for_segment(
        &self,
        segment: SegmentOrdinal,
        reader: &SegmentReader,
    ) -> tantivy::Result<SegmentCandidates> {
        let fast = reader.fast_fields();
        Ok(SegmentCandidates {
            segment,
            pid_hi: fast.u64(names::PID_HI)?,
            pid_lo: fast.u64(names::PID_LO)?,
            lat: fast.column_opt(names::LAT)?,
            lng: fast.column_opt(names::LNG)?,
            vegan_score: fast.column_opt(names::VEGAN_SCORE)?,
            diet_signals: fast.column_opt(names::DIET_SIGNALS)?,
            price_level: fast.column_opt(names::PRICE_LEVEL)?,
            cuisine_kind: match self.kind {
                Some(_) => fast.column_opt(names::CUISINE_KIND)?,
                None => None,
            },
            circle: self.circle,
            price: self.price.clone(),
            diet: self.diet,
            kind: self.kind,
            cutoff: self.cutoff,
            found: Vec::new(),
        })
    }

    fn requires_scoring(&self) -> bool {
        true
    }

    fn merge_fruits(&self, fruits: Vec<Vec<Candidate>>) -> tantivy::Result<Vec<Candidate>> {
        Ok(fruits.into_iter().flatten().collect())
    }
}

impl SegmentCollector for SegmentCandidates {
    type Fruit = Vec<Candidate>;

    fn collect(&mut self, doc: DocId, score: Score) {
        let distance_m = match &self.circle {
            Some(circle) => {
                let lat = self.lat.as_ref().and_then(|column| column.first(doc));
                let lng = self.lng.as_ref().and_then(|column| column.first(doc));
                // With a location, a place without coordinates is never a result.
                let (Some(lat), Some(lng)) = (lat, lng) else {
                    return;
                };
                let Some(distance) = circle.distance_within(lat, lng) else {
                    return;
                };
                Some(distance)
            }
            None => None,
        };
        if !price_admits(self.price.as_ref(), self.price_level.as_ref(), doc) {
            return;
        }
        let diet = match self.diet {
            Some(diet) => {
                let bits = self
                    .diet_signals
                    .as_ref()
                    .and_then(|column| column.first(doc))
                    .unwrap_or(0);
                DietSignals(bits).match_strength(diet) as f32
            }
            None => 0.0,
        };
        if let Some(cutoff) = &self.cutoff
            && !cutoff.can_beat(score, diet)
        {
            return;
        }
        let kind_match = match (self.kind, &self.cuisine_kind) {
            (Some(kind), Some(column)) => column.values_for_doc(doc).any(|value| value == kind),
            _ => false,
        };
        let hi = self.pid_hi.first(doc).unwrap_or(0);
        let lo = self.pid_lo.first(doc).unwrap_or(0);
        self.found.push(Candidate {
            place_id: (u128::from(hi) << 64) | u128::from(lo),
            bm25: score,
            diet,
            vegan_score: self
                .vegan_score
                .as_ref()
                .and_then(|column| column.first(doc))
                .map(|score| score as f32),
            distance_m,
            address: DocAddress::new(self.segment, doc),
            named: false,
            kind_match,
        });
    }

    fn harvest(self) -> Vec<Candidate> {
        self.found
    }
}

/// Counts the matches of a query inside a price constraint and keeps their
/// best BM25, without reading anything else.
pub(crate) struct StatsCollector {
    pub(crate) price: Option<PriceConstraint>,
}

pub(crate) struct SegmentStats {
    pub(crate) price_level: Option<Column<u64>>,
    pub(crate) price: Option<PriceConstraint>,
    pub(crate) stats: BrowseStats,
}

impl Collector for StatsCollector {
    type Fruit = BrowseStats;
    type Child = SegmentStats;

    fn for_segment(
        &self,
        _segment: SegmentOrdinal,
        reader: &SegmentReader,
    ) -> tantivy::Result<SegmentStats> {
        Ok(SegmentStats {
            price_level: match self.price {
                Some(_) => reader.fast_fields().column_opt(names::PRICE_LEVEL)?,
                None => None,
            },
            price: self.price.clone(),
            stats: BrowseStats::default(),
        })
    }

    fn requires_scoring(&self) -> bool {
        true
    }

    fn merge_fruits(&self, fruits: Vec<BrowseStats>) -> tantivy::Result<BrowseStats> {
        Ok(fruits
            .into_iter()
            .fold(BrowseStats::default(), |all, one| BrowseStats {
                total: all.total + one.total,
                max_bm25: all.max_bm25.max(one.max_bm25),
            }))
    }
}

/// Whether a document passes the query's price constraint (always, when
/// the query has none).
pub(crate) fn price_admits(
    price: Option<&PriceConstraint>,
    column: Option<&Column<u64>>,
    doc: DocId,
) -> bool {
    price.is_none_or(|price| {
        let level = column
            .and_then(|column| column.first(doc))
            .and_then(|level| u8::try_from(level).ok());
        price.admits(level)
    })
}

impl SegmentCollector for SegmentStats {
    type Fruit = BrowseStats;

    fn collect(&mut self, doc: DocId, score: Score) {
        if !price_admits(self.price.as_ref(), self.price_level.as_ref(), doc) {
            return;
        }
        self.stats.total += 1;
        self.stats.max_bm25 = self.stats.max_bm25.max(score);
    }

    fn harvest(self) -> BrowseStats {
        self.stats
    }
}
