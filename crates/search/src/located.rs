//! The located search from memory: a radius query whose words and diet
//! were asked before in this committed state reads its candidates from the
//! segments' packs and the words' match list (see `pack`), and ranks them
//! exactly as the general path ranks what tantivy collects: the same
//! candidates, the same text scores (each is the score tantivy gave that
//! place for those words; the area filter adds 0), the same ranking.

use std::cell::{Cell, RefCell};
use std::fmt::Write as _;
use std::sync::Arc;

use tantivy::collector::{Collector, SegmentCollector};
use tantivy::query::AllQuery;
use tantivy::schema::Value;
use tantivy::{DocAddress, DocId, Score, SegmentOrdinal, SegmentReader, TantivyDocument};

use crate::document::DietSignals;
use crate::geo::{BoxSide, Circle, GeoPoint};
use crate::index::{IndexError, SearchIndex, names};
use crate::interpret::Interpretation;
use crate::names::name_key;
use crate::pack::{
    CellSummary, MatchList, MatchLookup, PackedPlace, SegmentList, SegmentPack, cell_longitudes,
    key_ranges, row_latitudes,
};
use crate::ranking::Candidate;

/// What a located search needs besides the query.
pub(crate) struct LocatedFilters<'a> {
    pub(crate) circle: &'a Circle,
    pub(crate) interpretation: &'a Interpretation,
    pub(crate) diet: Option<dietfit_contract::Diet>,
    pub(crate) kind: Option<u64>,
}

/// The places of a located search that pass its filters, before ranking:
/// what the count, the named check and the ranking read. Places are
/// gathered by grid cell ([`Visit`]): a cell that lies inside the circle,
/// in a segment without deletions and for a query without a price, is
/// counted whole from its summary; every other cell's places are tested
/// one by one into `inside`.
pub(crate) struct LocatedMatches {
    /// The places tested inside.
    pub(crate) inside: Vec<InsideMatch>,
    pub(crate) visits: Vec<Visit>,
    list: Arc<MatchList>,
    packs: Vec<Arc<SegmentPack>>,
    /// How many places pass the filters, tested or counted whole.
    pub(crate) total: u64,
    /// The best text score among them (normalises `text`).
    pub(crate) max_bm25: f32,
    diet: Option<dietfit_contract::Diet>,
    kind: Option<u64>,
}

/// The places of one grid cell (or, without a list, of one row's run)
/// that pass the filters.
#[derive(Debug, Clone)]
pub(crate) struct Visit {
    segment: u32,
    /// The cell's summary in its segment's list; `None` without a list.
    cell: Option<u32>,
    places: VisitPlaces,
    /// A floor of the distance of every place of the visit.
    floor_m: f64,
}

#[derive(Debug, Clone)]
enum VisitPlaces {
    /// These places of `inside`.
    Tested(std::ops::Range<u32>),
    /// Every entry of the cell, inside without a test.
    Whole(std::ops::Range<u32>),
}

/// One place inside the circle: where it is packed, its text score and a
/// floor of its distance.
#[derive(Debug, Clone, Copy)]
pub(crate) struct InsideMatch {
    segment: u32,
    position: u32,
    pub(crate) bm25: f32,
    pub(crate) floor_m: f64,
}

thread_local! {
    /// The places-inside list of this thread's last located search, emptied,
    /// for its next one: a list of a dense circle is large, and allocating
    /// and freeing one per search made the allocator consolidate its free
    /// chunks every time.
    static INSIDE_LIST: Cell<Vec<InsideMatch>> = const { Cell::new(Vec::new()) };
    /// The same for the list of cells visited.
    static VISIT_LIST: Cell<Vec<Visit>> = const { Cell::new(Vec::new()) };
    /// The match cache's key of this thread's last search, for its next:
    /// a lookup needs no allocation.
    static KEY: RefCell<String> = const { RefCell::new(String::new()) };
}

/// The longest list a thread keeps for its next search: a nationwide list
/// is handed back to the allocator rather than held by every thread.
const INSIDE_LIST_KEPT: usize = 1 << 16;

impl Drop for LocatedMatches {
    fn drop(&mut self) {
        let mut inside = std::mem::take(&mut self.inside);
        if inside.capacity() <= INSIDE_LIST_KEPT {
            inside.clear();
            INSIDE_LIST.set(inside);
        }
        let mut visits = std::mem::take(&mut self.visits);
        if visits.capacity() <= INSIDE_LIST_KEPT {
            visits.clear();
            VISIT_LIST.set(visits);
        }
    }
}

impl LocatedMatches {
    pub(crate) fn place_id(&self, found: &InsideMatch) -> u128 {
        self.packs[found.segment as usize].place_id[found.position as usize]
    }

    /// The place as a ranking candidate without its place id, its distance
    /// the floor: ranking it gives a bound of its score (the score grows as
    /// the distance falls).
    pub(crate) fn bounded(&self, found: &InsideMatch) -> Candidate {
        let row = &self.packs[found.segment as usize].rows[found.position as usize];
        Candidate {
            place_id: 0,
            bm25: found.bm25,
            diet: match self.diet {
                Some(diet) => DietSignals(row.diet_signals).match_strength(diet) as f32,
                None => 0.0,
            },
            vegan_score: row.vegan_score,
            distance_m: Some(found.floor_m),
            address: DocAddress::new(found.segment as SegmentOrdinal, row.doc),
            named: false,
            kind_match: self.kind.is_some_and(|kind| row.is_of_kind(kind)),
        }
    }

    /// [`LocatedMatches::bounded`] completed: the place id and the exact
    /// distance, as the general path measures it.
    pub(crate) fn exact(
        &self,
        circle: &Circle,
        found: &InsideMatch,
        mut candidate: Candidate,
    ) -> Candidate {
        let pack = &self.packs[found.segment as usize];
        let row = &pack.rows[found.position as usize];
        candidate.place_id = pack.place_id[found.position as usize];
        candidate.distance_m = Some(circle.distance_cos(row.lat, row.lng, row.cos_lat));
        candidate
    }

    /// The name key of a place (`names::name_key` of its name).
    pub(crate) fn name_key(&self, found: &InsideMatch) -> &str {
        self.packs[found.segment as usize].name_key(found.position)
    }

    /// The place as a candidate, complete.
    pub(crate) fn candidate(&self, circle: &Circle, found: &InsideMatch) -> Candidate {
        self.exact(circle, found, self.bounded(found))
    }
}

impl LocatedMatches {
    /// The places of a visit. A place of a cell counted whole has the
    /// cell's floor for its distance ([`LocatedMatches::own_floor`] reads
    /// its own).
    pub(crate) fn places<'a>(&'a self, visit: &'a Visit) -> impl Iterator<Item = InsideMatch> + 'a {
        let (tested, whole) = match &visit.places {
            VisitPlaces::Tested(range) => (
                &self.inside[range.start as usize..range.end as usize],
                &[][..],
            ),
            VisitPlaces::Whole(range) => {
                let entries = match self.list.as_ref() {
                    MatchList::Listed(segments) => {
                        &segments[visit.segment as usize].entries
                            [range.start as usize..range.end as usize]
                    }
                    MatchList::Every(_) => &[][..],
                };
                (&[][..], entries)
            }
        };
        tested
            .iter()
            .copied()
            .chain(whole.iter().map(move |(position, bm25)| InsideMatch {
                segment: visit.segment,
                position: *position,
                bm25: *bm25,
                floor_m: visit.floor_m,
            }))
    }

    /// Whether the visit's places were counted whole, untested: their
    /// floors are then the cell's until [`LocatedMatches::own_floor`].
    pub(crate) fn counted_whole(visit: &Visit) -> bool {
        matches!(visit.places, VisitPlaces::Whole(_))
    }

    /// A place's own floor of its distance (reading its row), at least the
    /// cell's it had.
    pub(crate) fn own_floor(&self, circle: &Circle, found: &mut InsideMatch) {
        let row = &self.packs[found.segment as usize].rows[found.position as usize];
        if let Some(floor_m) = circle.distance_floor_within_cos(row.lat, row.lng, row.cos_lat) {
            found.floor_m = found.floor_m.max(floor_m);
        }
    }

    /// The best text score of a visit's places, when its cell's summary
    /// gives one (at least each place's).
    pub(crate) fn best_bm25(&self, visit: &Visit) -> Option<f32> {
        self.summary(visit).map(|cell| cell.max_bm25)
    }

    fn summary(&self, visit: &Visit) -> Option<&CellSummary> {
        match (self.list.as_ref(), visit.cell) {
            (MatchList::Listed(segments), Some(cell)) => {
                segments[visit.segment as usize].cells.get(cell as usize)
            }
            _ => None,
        }
    }

    /// A candidate that scores at least as well as any place of the visit
    /// (ranking it gives a bound of their scores), or `None` when the
    /// visit has no summary. `named`: whether one of its places is named.
    pub(crate) fn best_of(&self, visit: &Visit, named: bool) -> Option<Candidate> {
        let cell = self.summary(visit)?;
        Some(Candidate {
            place_id: 0,
            bm25: cell.max_bm25,
            diet: self.diet.map_or(0.0, |diet| cell.diet_strength(diet)),
            vegan_score: Some(cell.vegan_score()),
            distance_m: Some(visit.floor_m),
            address: DocAddress::new(visit.segment as SegmentOrdinal, 0),
            named,
            kind_match: self.kind.is_some_and(|kind| cell.may_be_of_kind(kind)),
        })
    }

    /// Whether one of `places` (segment, position) may be a place of the
    /// visit: a visit's places lie in one range of packed positions.
    pub(crate) fn holds_any(&self, visit: &Visit, places: &[(u32, u32)]) -> bool {
        let positions = match &visit.places {
            VisitPlaces::Tested(range) => self.inside[range.start as usize..range.end as usize]
                .iter()
                .map(|found| found.position)
                .fold(None, |span: Option<(u32, u32)>, at| {
                    Some(span.map_or((at, at), |(low, high)| (low.min(at), high.max(at))))
                }),
            VisitPlaces::Whole(range) => match self.list.as_ref() {
                MatchList::Listed(segments) => {
                    let entries = &segments[visit.segment as usize].entries;
                    let first = entries.get(range.start as usize).map(|(at, _)| *at);
                    let last = entries
                        .get((range.end as usize).wrapping_sub(1))
                        .map(|(at, _)| *at);
                    first.zip(last)
                }
                MatchList::Every(_) => None,
            },
        };
        positions.is_some_and(|(low, high)| {
            places.iter().any(|(segment, position)| {
                *segment == visit.segment && (low..=high).contains(position)
            })
        })
    }
}

#[cfg(test)]
impl LocatedMatches {
    /// How many places were counted whole, without a test.
    pub(crate) fn places_counted_whole(&self) -> u64 {
        self.total - self.inside.len() as u64
    }
}

impl InsideMatch {
    /// Where the place is packed: the same place for the same pair.
    pub(crate) fn at(&self) -> (u32, u32) {
        (self.segment, self.position)
    }
}

impl SearchIndex {
    /// Packs every segment of the committed state that has no pack yet
    /// (after a load, a commit, a merge), so no search pays for it.
    pub(crate) fn pack_segments(&self) -> Result<(), IndexError> {
        self.pack_segments_of(&self.searcher())
    }

    /// Packs the segments of `searcher`'s state that have no pack yet.
    pub(crate) fn pack_segments_of(&self, searcher: &tantivy::Searcher) -> Result<(), IndexError> {
        for reader in searcher.segment_readers() {
            self.segment_pack(searcher, reader)?;
        }
        Ok(())
    }

    fn segment_pack(
        &self,
        searcher: &tantivy::Searcher,
        reader: &SegmentReader,
    ) -> Result<Arc<SegmentPack>, IndexError> {
        let id = reader.segment_id();
        if let Some(pack) = self.packs.get(id) {
            return Ok(pack);
        }
        let fast = reader.fast_fields();
        let pid_hi = fast.u64(names::PID_HI)?;
        let pid_lo = fast.u64(names::PID_LO)?;
        let lat = fast.column_opt::<f64>(names::LAT)?;
        let lng = fast.column_opt::<f64>(names::LNG)?;
        let vegan_score = fast.column_opt::<f64>(names::VEGAN_SCORE)?;
        let diet_signals = fast.column_opt::<u64>(names::DIET_SIGNALS)?;
        let price_level = fast.column_opt::<u64>(names::PRICE_LEVEL)?;
        let cuisine_kind = fast.column_opt::<u64>(names::CUISINE_KIND)?;
        // Documents are read in order: one block of the store at a time.
        let store = reader.get_store_reader(1)?;
        let mut places = Vec::new();
        if let (Some(lat), Some(lng)) = (lat, lng) {
            for doc in 0..reader.max_doc() {
                let (Some(lat), Some(lng)) = (lat.first(doc), lng.first(doc)) else {
                    continue;
                };
                let Ok(point) = GeoPoint::new(lat, lng) else {
                    continue;
                };
                let hi = pid_hi.first(doc).unwrap_or(0);
                let lo = pid_lo.first(doc).unwrap_or(0);
                places.push(PackedPlace {
                    doc,
                    point,
                    vegan_score: vegan_score
                        .as_ref()
                        .and_then(|column| column.first(doc))
                        .map(|score| score as f32),
                    diet_signals: diet_signals
                        .as_ref()
                        .and_then(|column| column.first(doc))
                        .unwrap_or(0),
                    price_level: price_level
                        .as_ref()
                        .and_then(|column| column.first(doc))
                        .and_then(|level| u8::try_from(level).ok()),
                    cuisine_kinds: cuisine_kind.as_ref().map_or(0, |column| {
                        column
                            .values_for_doc(doc)
                            .filter(|kind| *kind < 128)
                            .fold(0, |kinds, kind| kinds | (1u128 << kind))
                    }),
                    place_id: (u128::from(hi) << 64) | u128::from(lo),
                    name_key: store
                        .get::<TantivyDocument>(doc)?
                        .get_first(self.fields.name)
                        .and_then(|value| value.as_str().map(name_key))
                        .unwrap_or_default(),
                });
            }
        }
        let pack = Arc::new(SegmentPack::new(reader.max_doc(), places));
        let live: Vec<_> = searcher
            .segment_readers()
            .iter()
            .map(|reader| reader.segment_id())
            .collect();
        self.packs.keep(id, Arc::clone(&pack), &live);
        Ok(pack)
    }

    /// Bytes of the packed columns (besides [`SearchIndex::index_bytes`]).
    pub fn packed_bytes(&self) -> u64 {
        self.packs.bytes() as u64
    }

    /// The places of a located search from memory that pass its filters,
    /// or `None` when its words and diet were not asked before in this
    /// state (or the circle reaches a pole or the antimeridian): the caller
    /// then asks tantivy. Each place is only tested inside the circle (its
    /// distance is a floor until ranking needs it exactly).
    pub(crate) fn located_matches(
        &self,
        searcher: &tantivy::Searcher,
        filters: &LocatedFilters,
    ) -> Result<Option<LocatedMatches>, IndexError> {
        let Some(ranges) = key_ranges(filters.circle) else {
            return Ok(None);
        };
        let interpretation = filters.interpretation;
        let generation = searcher.generation().generation_id();
        // A list's pass grows with the index, a search's walk with its
        // circle: the larger the index, the more askings repay a list.
        let make_after = 1 + u32::try_from(searcher.num_docs() / 20_000).unwrap_or(u32::MAX);
        let lookup = KEY.with_borrow_mut(|key| {
            key.clear();
            let _ = write!(key, "{:?} {:?}", interpretation.terms, interpretation.diet);
            match self.match_cache.lookup(generation, key, make_after) {
                MatchLookup::Make => Err(key.clone()),
                found => Ok(found),
            }
        });
        let list = match lookup {
            Ok(MatchLookup::Found(list)) => list,
            Ok(_) => return Ok(None),
            Err(key) => {
                let list = Arc::new(self.match_list(searcher, interpretation)?);
                self.match_cache.keep(
                    generation,
                    key,
                    Arc::clone(&list),
                    Arc::new(interpretation.clone()),
                );
                list
            }
        };
        let price = interpretation.price.as_ref();
        let circle = filters.circle;
        let mut matches = LocatedMatches {
            inside: INSIDE_LIST.take(),
            visits: VISIT_LIST.take(),
            list: Arc::clone(&list),
            packs: Vec::with_capacity(searcher.segment_readers().len()),
            total: 0,
            max_bm25: 0.0,
            diet: filters.diet,
            kind: filters.kind,
        };
        for (ordinal, reader) in searcher.segment_readers().iter().enumerate() {
            let pack = self.segment_pack(searcher, reader)?;
            let alive = reader.alive_bitset();
            let segment = ordinal as u32;
            let consider = |inside: &mut Vec<InsideMatch>, position: u32, bm25: f32| {
                let row = &pack.rows[position as usize];
                if alive.is_some_and(|alive| alive.is_deleted(row.doc)) {
                    return;
                }
                let Some(floor_m) = circle.distance_floor_within_cos(row.lat, row.lng, row.cos_lat)
                else {
                    return;
                };
                if price.is_some_and(|price| !price.admits(row.price_level)) {
                    return;
                }
                inside.push(InsideMatch {
                    segment,
                    position,
                    bm25,
                    floor_m,
                });
            };
            match list.as_ref() {
                MatchList::Every(score) => {
                    for range in &ranges {
                        let start = matches.inside.len() as u32;
                        for position in pack.positions(*range) {
                            consider(&mut matches.inside, position, *score);
                        }
                        let end = matches.inside.len() as u32;
                        if end > start {
                            matches.visits.push(Visit {
                                segment,
                                cell: None,
                                places: VisitPlaces::Tested(start..end),
                                floor_m: 0.0,
                            });
                        }
                    }
                }
                MatchList::Listed(segments) => {
                    let empty = SegmentList::default();
                    let listed = segments.get(ordinal).unwrap_or(&empty);
                    // Only where every place of a cell inside counts can
                    // the cell be counted without reading its places.
                    let counts_whole = alive.is_none() && price.is_none();
                    let mut next_cell = 0;
                    for (first_key, last_key) in &ranges {
                        let (lat_lo, lat_hi) = row_latitudes(*first_key);
                        let band = circle.band(lat_lo, lat_hi);
                        next_cell = listed.first_cell_from(next_cell, *first_key);
                        while let Some(key) = listed
                            .cell_keys
                            .get(next_cell)
                            .copied()
                            .filter(|key| key <= last_key)
                        {
                            let index = next_cell;
                            next_cell += 1;
                            let cell = &listed.cells[index];
                            let (lng_lo, lng_hi) = cell_longitudes(key);
                            let entries = listed.cell_entries(index);
                            let places = match circle.box_side(&band, lng_lo, lng_hi) {
                                BoxSide::Outside => continue,
                                BoxSide::Inside { floor_m } if counts_whole => {
                                    matches.total += entries.len() as u64;
                                    matches.max_bm25 = matches.max_bm25.max(cell.max_bm25);
                                    (
                                        VisitPlaces::Whole(
                                            entries.start as u32..entries.end as u32,
                                        ),
                                        floor_m,
                                    )
                                }
                                BoxSide::Inside { floor_m } | BoxSide::Crossing { floor_m } => {
                                    let start = matches.inside.len() as u32;
                                    for (position, bm25) in &listed.entries[entries] {
                                        consider(&mut matches.inside, *position, *bm25);
                                    }
                                    let end = matches.inside.len() as u32;
                                    if end == start {
                                        continue;
                                    }
                                    (VisitPlaces::Tested(start..end), floor_m)
                                }
                            };
                            matches.visits.push(Visit {
                                segment,
                                cell: Some(index as u32),
                                places: places.0,
                                floor_m: places.1,
                            });
                        }
                    }
                }
            }
            matches.packs.push(pack);
        }
        matches.total += matches.inside.len() as u64;
        matches.max_bm25 = matches
            .inside
            .iter()
            .map(|found| found.bm25)
            .fold(matches.max_bm25, f32::max);
        Ok(Some(matches))
    }

    /// Every place with coordinates matching the query's words and diet
    /// (the query without its area), with its score, by packed position.
    fn match_list(
        &self,
        searcher: &tantivy::Searcher,
        interpretation: &Interpretation,
    ) -> Result<MatchList, IndexError> {
        let mut words_only = interpretation.clone();
        words_only.location = None;
        words_only.radius_m = None;
        words_only.place = None;
        let query = self.build_query(&words_only, searcher)?;
        if query.is::<AllQuery>() {
            // Nothing but the area: the located query is the area filter
            // alone, which scores every place 0.
            return Ok(MatchList::Every(0.0));
        }
        let mut packs = Vec::new();
        for reader in searcher.segment_readers() {
            packs.push(self.segment_pack(searcher, reader)?);
        }
        let segments = searcher.search(query.as_ref(), &MatchCollector { packs })?;
        Ok(MatchList::Listed(segments))
    }

    /// Makes on `searcher`'s state the match lists that answered most
    /// searches in the published state: a commit does it before it
    /// publishes, so that the words diners are asking stay off the general
    /// path while the index changes, instead of waiting to be asked often
    /// enough again.
    pub(crate) fn remake_used_match_lists(
        &self,
        searcher: &tantivy::Searcher,
    ) -> Result<(), IndexError> {
        let generation = searcher.generation().generation_id();
        for (key, query) in self.match_cache.most_used(LISTS_REMADE_PER_COMMIT) {
            let list = Arc::new(self.match_list(searcher, &query)?);
            self.match_cache.keep(generation, key, list, query);
        }
        Ok(())
    }
}

/// How many of the last state's match lists a commit makes again: those
/// diners use most, bounded so that a commit's pass over the index stays a
/// small share of the time between commits.
const LISTS_REMADE_PER_COMMIT: usize = 16;

/// Collects, per segment, the packed positions and scores of every match.
struct MatchCollector {
    packs: Vec<Arc<SegmentPack>>,
}

struct SegmentMatches {
    segment: SegmentOrdinal,
    pack: Arc<SegmentPack>,
    found: Vec<(u32, f32)>,
}

impl Collector for MatchCollector {
    type Fruit = Vec<SegmentList>;
    type Child = SegmentMatches;

    fn for_segment(
        &self,
        segment: SegmentOrdinal,
        _reader: &SegmentReader,
    ) -> tantivy::Result<SegmentMatches> {
        Ok(SegmentMatches {
            segment,
            pack: Arc::clone(&self.packs[segment as usize]),
            found: Vec::new(),
        })
    }

    fn requires_scoring(&self) -> bool {
        true
    }

    fn merge_fruits(
        &self,
        fruits: Vec<(SegmentOrdinal, SegmentList)>,
    ) -> tantivy::Result<Self::Fruit> {
        let mut segments = vec![SegmentList::default(); self.packs.len()];
        for (segment, found) in fruits {
            segments[segment as usize] = found;
        }
        Ok(segments)
    }
}

impl SegmentCollector for SegmentMatches {
    type Fruit = (SegmentOrdinal, SegmentList);

    fn collect(&mut self, doc: DocId, score: Score) {
        let position = self.pack.position_of_doc[doc as usize];
        if position != u32::MAX {
            self.found.push((position, score));
        }
    }

    fn harvest(mut self) -> Self::Fruit {
        self.found.sort_unstable_by_key(|(position, _)| *position);
        (self.segment, SegmentList::new(self.found, &self.pack))
    }
}
