//! The located search's memory: each segment's places with coordinates
//! packed in grid order (coordinates, scores, diet signals, price, id side
//! by side), and the text matches of a query's words and diet over the
//! whole index as sorted lists of packed positions with their scores.
//!
//! A radius query then reads a few contiguous runs of each pack (one per
//! grid row its bounding box crosses) and walks the query's match list
//! inside each run: no posting list is decoded and no scorer is built per
//! search, so the cost is the places near the diner, not the index.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tantivy::index::SegmentId;

use dietfit_contract::{Diet, WireEnum};

use crate::document::DietSignals;
use crate::generation_cache::NewestTwo;
use crate::geo::{Circle, GeoPoint, cos_latitude};
use crate::interpret::Interpretation;
use crate::vocab;

/// Grid cell size of the pack order, in degrees: a 5 km radius crosses
/// about ten rows, and a row's run wastes at most a cell on each side.
const CELL_DEG: f64 = 0.01;
const ROWS: u32 = 18_001;
const COLUMNS: u32 = 36_001;

fn row_of(lat: f64) -> u32 {
    (((lat + 90.0) / CELL_DEG).floor() as u32).min(ROWS - 1)
}

fn column_of(lng: f64) -> u32 {
    (((lng + 180.0) / CELL_DEG).floor() as u32).min(COLUMNS - 1)
}

/// The grid key of a point: row-major, so the cells of one row that a
/// bounding box crosses are one contiguous range of keys.
pub(crate) fn grid_key(point: GeoPoint) -> u32 {
    row_of(point.lat()) * COLUMNS + column_of(point.lng())
}

/// The latitudes of a grid row (of the cell of `key`), widened by a margin
/// far above the rounding of [`grid_key`]: every place of the row lies in
/// them.
pub(crate) fn row_latitudes(key: u32) -> (f64, f64) {
    let row = f64::from(key / COLUMNS);
    (
        row * CELL_DEG - 90.0 - CELL_MARGIN_DEG,
        (row + 1.0) * CELL_DEG - 90.0 + CELL_MARGIN_DEG,
    )
}

/// The longitudes of the cell of `key`, widened as [`row_latitudes`].
pub(crate) fn cell_longitudes(key: u32) -> (f64, f64) {
    let column = f64::from(key % COLUMNS);
    (
        column * CELL_DEG - 180.0 - CELL_MARGIN_DEG,
        (column + 1.0) * CELL_DEG - 180.0 + CELL_MARGIN_DEG,
    )
}

const CELL_MARGIN_DEG: f64 = 1e-7;

/// The key ranges (inclusive) covering a circle's bounding box, one per
/// grid row; `None` near a pole or across the antimeridian, where the
/// caller takes the general path.
pub(crate) fn key_ranges(circle: &Circle) -> Option<Vec<(u32, u32)>> {
    let (lat_min, lat_max, lng_min, lng_max) = circle.bounding_box()?;
    let (first_column, last_column) = (column_of(lng_min), column_of(lng_max));
    Some(
        (row_of(lat_min)..=row_of(lat_max))
            .map(|row| (row * COLUMNS + first_column, row * COLUMNS + last_column))
            .collect(),
    )
}

/// One segment's places with coordinates, in grid-key order. Deleted
/// documents stay (a segment never changes, only its deletions do): the
/// search checks the segment's alive set.
#[derive(Debug, Default)]
pub(crate) struct SegmentPack {
    pub(crate) keys: Vec<u32>,
    /// What a search reads of each place it considers, one cache line
    /// each: a located search's places are scattered over the circle's
    /// rows, so a field per array cost a memory read per field.
    pub(crate) rows: Vec<PackedRow>,
    /// Read only to break ties and for the hits.
    pub(crate) place_id: Vec<u128>,
    /// Each place's name key (`names::name_key`), end to end, and where
    /// each ends: the named check reads the best text matches' names, and
    /// reading each from the document store and tokenizing it was a large
    /// share of a located search.
    name_keys: String,
    name_key_ends: Vec<u32>,
    /// Position of each document in the pack, `u32::MAX` without coordinates.
    pub(crate) position_of_doc: Vec<u32>,
}

/// What a located search reads of one place.
#[derive(Debug, Clone, Copy)]
#[repr(C, align(64))]
pub(crate) struct PackedRow {
    pub(crate) lat: f64,
    pub(crate) lng: f64,
    /// The cosine of the latitude, which every distance to the place uses.
    pub(crate) cos_lat: f64,
    pub(crate) diet_signals: u64,
    /// Bit i: the place is of the vocabulary's i-th cuisine.
    pub(crate) cuisine_kinds: u128,
    pub(crate) vegan_score: Option<f32>,
    pub(crate) doc: u32,
    pub(crate) price_level: Option<u8>,
}

// Every cuisine of the vocabulary has its bit.
const _: () = assert!(vocab::CUISINES.len() <= 128);

impl PackedRow {
    /// Whether the place is of the cuisine at this position of the
    /// vocabulary.
    pub(crate) fn is_of_kind(&self, kind: u64) -> bool {
        kind < 128 && self.cuisine_kinds & (1u128 << kind) != 0
    }
}

/// One packed place, as read from a segment.
pub(crate) struct PackedPlace {
    pub(crate) doc: u32,
    pub(crate) point: GeoPoint,
    pub(crate) vegan_score: Option<f32>,
    pub(crate) diet_signals: u64,
    pub(crate) cuisine_kinds: u128,
    pub(crate) price_level: Option<u8>,
    pub(crate) place_id: u128,
    pub(crate) name_key: String,
}

impl SegmentPack {
    /// Packs the places of a segment of `max_doc` documents.
    pub(crate) fn new(max_doc: u32, mut places: Vec<PackedPlace>) -> SegmentPack {
        places.sort_by_key(|place| (grid_key(place.point), place.doc));
        let mut pack = SegmentPack {
            keys: Vec::with_capacity(places.len()),
            rows: Vec::with_capacity(places.len()),
            place_id: Vec::with_capacity(places.len()),
            name_keys: String::new(),
            name_key_ends: Vec::with_capacity(places.len()),
            position_of_doc: vec![u32::MAX; max_doc as usize],
        };
        for (position, place) in places.into_iter().enumerate() {
            pack.keys.push(grid_key(place.point));
            pack.rows.push(PackedRow {
                lat: place.point.lat(),
                lng: place.point.lng(),
                cos_lat: cos_latitude(place.point.lat()),
                diet_signals: place.diet_signals,
                cuisine_kinds: place.cuisine_kinds,
                vegan_score: place.vegan_score,
                doc: place.doc,
                price_level: place.price_level,
            });
            pack.place_id.push(place.place_id);
            pack.name_keys.push_str(&place.name_key);
            // A key past 4 GiB of keys would wrap: it is left empty (its
            // place is then never named by a located search).
            let end = u32::try_from(pack.name_keys.len()).unwrap_or_else(|_| {
                pack.name_keys
                    .truncate(pack.name_keys.len() - place.name_key.len());
                pack.name_key_ends.last().copied().unwrap_or(0)
            });
            pack.name_key_ends.push(end);
            pack.position_of_doc[place.doc as usize] = position as u32;
        }
        pack.name_keys.shrink_to_fit();
        pack
    }

    /// The name key of the place at `position`.
    pub(crate) fn name_key(&self, position: u32) -> &str {
        let position = position as usize;
        let start = match position {
            0 => 0,
            _ => self.name_key_ends[position - 1] as usize,
        };
        &self.name_keys[start..self.name_key_ends[position] as usize]
    }

    /// The positions whose keys fall in an inclusive key range.
    pub(crate) fn positions(&self, (first, last): (u32, u32)) -> std::ops::Range<u32> {
        let start = self.keys.partition_point(|key| *key < first);
        let end = self.keys.partition_point(|key| *key <= last);
        start as u32..end as u32
    }

    fn bytes(&self) -> usize {
        self.keys.len() * (4 + std::mem::size_of::<PackedRow>() + 16 + 4)
            + self.name_keys.len()
            + self.position_of_doc.len() * 4
    }
}

/// Packs by segment. Segments never change, so a pack lives as long as
/// its segment is searchable; commits pack only the new segments.
#[derive(Debug, Default)]
pub(crate) struct PackCache {
    packs: Mutex<HashMap<SegmentId, Arc<SegmentPack>>>,
}

impl PackCache {
    pub(crate) fn get(&self, segment: SegmentId) -> Option<Arc<SegmentPack>> {
        self.packs.lock().ok()?.get(&segment).cloned()
    }

    /// Keeps `made` for `segment` and forgets the packs of segments not in
    /// `live` (merged away or deleted).
    pub(crate) fn keep(&self, segment: SegmentId, made: Arc<SegmentPack>, live: &[SegmentId]) {
        if let Ok(mut packs) = self.packs.lock() {
            packs.retain(|id, _| live.contains(id));
            packs.insert(segment, made);
        }
    }

    /// Bytes the packs hold.
    pub(crate) fn bytes(&self) -> usize {
        self.packs
            .lock()
            .map_or(0, |packs| packs.values().map(|pack| pack.bytes()).sum())
    }
}

/// The text matches of one query part over the whole index: per segment
/// (by ordinal in the committed state it was made on), the packed
/// positions of matching places, ascending, with their text scores.
#[derive(Debug)]
pub(crate) enum MatchList {
    /// Every place matches with this score (a query with no words or diet).
    Every(f32),
    Listed(Vec<SegmentList>),
}

/// One segment's matches, and a summary of them per grid cell.
#[derive(Debug, Default, Clone)]
pub(crate) struct SegmentList {
    /// (packed position, text score), by position.
    pub(crate) entries: Vec<(u32, f32)>,
    /// The key of each cell holding entries, ascending: searched apart
    /// from the summaries, so finding a row's cells reads few cache lines.
    pub(crate) cell_keys: Vec<u32>,
    /// Where each cell's entries start, and the end of the last.
    cell_starts: Vec<u32>,
    /// One per cell, as `cell_keys`: a search counts a cell that lies
    /// inside its circle without reading its places, and ranks a cell's
    /// places only when the cell's best could enter the page.
    pub(crate) cells: Vec<CellSummary>,
}

/// The best any listed place of one grid cell can bring to a score: each
/// field at least the place's own (text score, diet strengths, vegan
/// score, cuisines), so a score computed from them bounds every place's
/// score at the same distance. Small, and its cells side by side, so a
/// search reads a row's summaries in a few cache lines: all but the text
/// score (which is exact: the best of a cell counted whole normalises
/// `text`) are rounded up to a byte or folded into bits.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CellSummary {
    /// Bit `kind % 64` for each cuisine of a place of the cell.
    cuisine_bits: u64,
    pub(crate) max_bm25: f32,
    /// The highest vegan score, clamped to 0..=100 and rounded up (a
    /// score not finite counts as none, as ranking counts it).
    vegan_score: u8,
    /// By diet (`Diet as usize`): the highest match strength, in
    /// hundredths rounded up ([`CellSummary::diet_strength`]).
    diet_strength: [u8; DIETS],
}

impl CellSummary {
    const EMPTY: CellSummary = CellSummary {
        cuisine_bits: 0,
        max_bm25: f32::NEG_INFINITY,
        vegan_score: 0,
        diet_strength: [0; DIETS],
    };

    /// At least the match strength (as ranking's `f32`) of each place.
    pub(crate) fn diet_strength(&self, diet: Diet) -> f32 {
        hundredths(self.diet_strength[diet as usize])
    }

    /// At least the vegan score of each place, as far as ranking reads it.
    pub(crate) fn vegan_score(&self) -> f32 {
        f32::from(self.vegan_score)
    }

    /// Whether a place of the cell may be of the cuisine at this position
    /// of the vocabulary.
    pub(crate) fn may_be_of_kind(&self, kind: u64) -> bool {
        self.cuisine_bits & (1 << (kind % 64)) != 0
    }

    fn add(&mut self, bm25: f32, row: &PackedRow) {
        self.max_bm25 = self.max_bm25.max(bm25);
        if let Some(score) = row.vegan_score.filter(|score| score.is_finite()) {
            let rounded = score.clamp(0.0, 100.0).ceil() as u8;
            self.vegan_score = self.vegan_score.max(rounded);
        }
        let signals = DietSignals(row.diet_signals);
        for diet in Diet::ALL {
            let strength = signals.match_strength(*diet) as f32;
            let mut code = (strength * 100.0).ceil().clamp(0.0, 255.0) as u8;
            while hundredths(code) < strength && code < u8::MAX {
                code += 1;
            }
            let kept = &mut self.diet_strength[*diet as usize];
            *kept = (*kept).max(code);
        }
        // Bit i and bit i + 64 of the place's both fall on bit i.
        self.cuisine_bits |= row.cuisine_kinds as u64 | (row.cuisine_kinds >> 64) as u64;
    }
}

fn hundredths(code: u8) -> f32 {
    f32::from(code) / 100.0
}

/// How many diets there are: each has its strength in a cell summary.
pub(crate) const DIETS: usize = 7;
const _: () = assert!(<Diet as WireEnum>::ALL.len() == DIETS);

impl SegmentList {
    /// The list of `entries` (sorted by position) over `pack`, with its
    /// cells' summaries.
    pub(crate) fn new(entries: Vec<(u32, f32)>, pack: &SegmentPack) -> SegmentList {
        let mut list = SegmentList::default();
        for (index, (position, bm25)) in entries.iter().enumerate() {
            let key = pack.keys[*position as usize];
            let row = &pack.rows[*position as usize];
            if list.cell_keys.last() != Some(&key) {
                list.cell_keys.push(key);
                list.cell_starts.push(index as u32);
                list.cells.push(CellSummary::EMPTY);
            }
            if let Some(cell) = list.cells.last_mut() {
                cell.add(*bm25, row);
            }
        }
        list.cell_starts.push(entries.len() as u32);
        list.cell_keys.shrink_to_fit();
        list.cell_starts.shrink_to_fit();
        list.cells.shrink_to_fit();
        list.entries = entries;
        list
    }

    /// The entries of the cell at `index`.
    pub(crate) fn cell_entries(&self, index: usize) -> std::ops::Range<usize> {
        self.cell_starts[index] as usize..self.cell_starts[index + 1] as usize
    }

    /// The first cell at or after `from` whose key is at least `key`,
    /// found by galloping from `from`: a search asks for its rows in
    /// ascending order, each close after the last.
    pub(crate) fn first_cell_from(&self, from: usize, key: u32) -> usize {
        let from = from.min(self.cell_keys.len());
        let rest = &self.cell_keys[from..];
        let mut bound = 1;
        while bound < rest.len() && rest[bound] < key {
            bound *= 2;
        }
        let low = bound / 2;
        let high = (bound + 1).min(rest.len());
        from + low + rest[low..high].partition_point(|cell| *cell < key)
    }
}

impl MatchList {
    /// Its size in entries of eight bytes (a cell summary counts as the
    /// entries its bytes would hold).
    fn entries(&self) -> usize {
        match self {
            MatchList::Every(_) => 0,
            MatchList::Listed(segments) => segments
                .iter()
                .map(|list| {
                    list.entries.len()
                        + list.cells.len() * (std::mem::size_of::<CellSummary>() + 8).div_ceil(8)
                })
                .sum(),
        }
    }
}

/// Match lists of the committed states searches may run on. A list costs
/// one pass of the words over the whole index, and a commit makes every
/// list stale (BM25's statistics change), so a list is made only for words
/// asked often enough in a state to repay it: the caller says how often
/// (more for a larger index). Until then the words take the general path.
/// While the store changes and the index commits often, rarely asked words
/// thus stay on the general path instead of paying a pass per commit,
/// while a commit makes the lists searches used most in the state before
/// ([`MatchCache::most_used`]) before it publishes its own. The two newest
/// states are kept (searches run on the older one while a commit prepares
/// the newer); each is emptied whole beyond [`MAX_MATCH_ENTRIES`] entries.
#[derive(Debug, Default)]
pub(crate) struct MatchCache {
    state: Mutex<NewestTwo<MatchGeneration>>,
}

#[derive(Debug, Default)]
struct MatchGeneration {
    seen: HashMap<String, u32>,
    lists: HashMap<String, KeptList>,
    entries: usize,
}

/// A list, the query it was made for (so the next state can make it
/// again) and how many searches it answered.
#[derive(Debug)]
struct KeptList {
    list: Arc<MatchList>,
    query: Arc<Interpretation>,
    used: u32,
}

/// Bounds the memory of the match lists of one state (eight bytes an
/// entry).
const MAX_MATCH_ENTRIES: usize = 32 << 20;
/// Bounds the set of query parts seen once.
const MAX_SEEN: usize = 65_536;

/// What the cache says of a query part.
pub(crate) enum MatchLookup {
    Found(Arc<MatchList>),
    /// Asked often enough in this state: worth making.
    Make,
    /// Not (yet) worth a list.
    New,
}

impl MatchCache {
    /// `make_after`: how many earlier askings in this state make a list
    /// worth its pass over the index.
    pub(crate) fn lookup(&self, generation: u64, key: &str, make_after: u32) -> MatchLookup {
        let Ok(mut state) = self.state.lock() else {
            return MatchLookup::New;
        };
        let Some(kept) = state.of(generation) else {
            return MatchLookup::New;
        };
        if let Some(found) = kept.lists.get_mut(key) {
            found.used = found.used.saturating_add(1);
            return MatchLookup::Found(Arc::clone(&found.list));
        }
        if let Some(asked) = kept.seen.get_mut(key) {
            *asked += 1;
            return if *asked > make_after {
                MatchLookup::Make
            } else {
                MatchLookup::New
            };
        }
        if kept.seen.len() >= MAX_SEEN {
            kept.seen.clear();
        }
        kept.seen.insert(key.to_owned(), 1);
        MatchLookup::New
    }

    pub(crate) fn keep(
        &self,
        generation: u64,
        key: String,
        list: Arc<MatchList>,
        query: Arc<Interpretation>,
    ) {
        let Ok(mut state) = self.state.lock() else {
            return;
        };
        let Some(kept) = state.of(generation) else {
            return;
        };
        let entries = list.entries();
        if kept.entries + entries > MAX_MATCH_ENTRIES {
            kept.lists.clear();
            kept.entries = 0;
        }
        kept.entries += entries;
        kept.lists.insert(
            key,
            KeptList {
                list,
                query,
                used: 0,
            },
        );
    }

    /// The keys and queries of the newest state's lists that answered
    /// searches, most used first, at most `limit`.
    pub(crate) fn most_used(&self, limit: usize) -> Vec<(String, Arc<Interpretation>)> {
        let Ok(state) = self.state.lock() else {
            return Vec::new();
        };
        let mut used: Vec<(&String, &KeptList)> = state
            .newest()
            .lists
            .iter()
            .filter(|(_, kept)| kept.used > 0)
            .collect();
        used.sort_by(|a, b| b.1.used.cmp(&a.1.used).then_with(|| a.0.cmp(b.0)));
        used.into_iter()
            .take(limit)
            .map(|(key, kept)| (key.clone(), Arc::clone(&kept.query)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rows_keys_are_one_range_and_cover_the_box() {
        let center = GeoPoint::new(45.52, -122.68).unwrap();
        let circle = Circle::new(center, 5_000.0);
        let ranges = key_ranges(&circle).unwrap();
        assert!((9..=12).contains(&ranges.len()), "{}", ranges.len());
        for point in [(45.52, -122.68), (45.5651, -122.68), (45.52, -122.7437)] {
            let key = grid_key(GeoPoint::new(point.0, point.1).unwrap());
            assert!(
                ranges.iter().any(|(a, b)| (*a..=*b).contains(&key)),
                "{point:?}"
            );
        }
    }

    #[test]
    fn galloping_finds_what_a_binary_search_finds() {
        let mut state = 3_u64;
        let mut next = move |below: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            (state >> 33) % below
        };
        for length in [0usize, 1, 2, 3, 7, 40, 300] {
            let mut key = 0;
            let list = SegmentList {
                cell_keys: (0..length)
                    .map(|_| {
                        key += 1 + next(5) as u32;
                        key
                    })
                    .collect(),
                ..SegmentList::default()
            };
            for sought in 0..key + 3 {
                let expected = list.cell_keys.partition_point(|cell| *cell < sought);
                for from in 0..=expected {
                    assert_eq!(
                        list.first_cell_from(from, sought),
                        expected,
                        "{length} {sought} {from}"
                    );
                }
            }
        }
    }

    /// A cell's summary is at least each of its places' own values, and
    /// its entries are exactly the places of its key.
    #[test]
    fn a_cells_summary_bounds_each_of_its_places() {
        let mut state = 11_u64;
        let mut next = move |below: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            (state >> 33) % below
        };
        let places = (0..400u32)
            .map(|doc| PackedPlace {
                doc,
                point: GeoPoint::new(
                    45.5 + next(500) as f64 / 10_000.0,
                    -122.6 + next(500) as f64 / 10_000.0,
                )
                .unwrap(),
                vegan_score: [
                    None,
                    Some(f32::NAN),
                    Some(f32::INFINITY),
                    Some(next(101) as f32),
                ][next(4) as usize],
                diet_signals: next(1 << 40),
                cuisine_kinds: 1u128 << next(100),
                price_level: None,
                place_id: u128::from(doc),
                name_key: String::new(),
            })
            .collect();
        let pack = SegmentPack::new(400, places);
        let mut entries: Vec<(u32, f32)> = Vec::new();
        for position in 0..400 {
            if next(3) > 0 {
                entries.push((position, next(1000) as f32 / 10.0));
            }
        }
        let list = SegmentList::new(entries.clone(), &pack);
        assert!(list.cells.len() > 10);
        let mut seen = 0;
        for (index, cell) in list.cells.iter().enumerate() {
            for (position, bm25) in &list.entries[list.cell_entries(index)] {
                seen += 1;
                let row = &pack.rows[*position as usize];
                assert_eq!(pack.keys[*position as usize], list.cell_keys[index]);
                assert!(*bm25 <= cell.max_bm25);
                if let Some(score) = row.vegan_score.filter(|score| score.is_finite()) {
                    assert!(score.clamp(0.0, 100.0) <= cell.vegan_score());
                }
                for diet in Diet::ALL {
                    let strength = DietSignals(row.diet_signals).match_strength(*diet) as f32;
                    assert!(strength <= cell.diet_strength(*diet));
                    assert!(cell.diet_strength(*diet) <= 1.01);
                }
                for kind in 0..128 {
                    assert!(!row.is_of_kind(kind) || cell.may_be_of_kind(kind));
                }
            }
        }
        assert_eq!(seen, entries.len());
        assert!(list.cell_keys.windows(2).all(|pair| pair[0] < pair[1]));
    }

    #[test]
    fn no_ranges_across_the_antimeridian_or_near_a_pole() {
        let east = Circle::new(GeoPoint::new(0.0, 179.99).unwrap(), 5_000.0);
        assert!(key_ranges(&east).is_none());
        let north = Circle::new(GeoPoint::new(88.99, 0.0).unwrap(), 5_000.0);
        assert!(key_ranges(&north).is_none());
    }

    #[test]
    fn a_part_is_made_once_asked_often_enough_and_kept_for_its_state() {
        let cache = MatchCache::default();
        assert!(matches!(cache.lookup(1, "thai", 2), MatchLookup::New));
        assert!(matches!(cache.lookup(1, "thai", 2), MatchLookup::New));
        assert!(matches!(cache.lookup(1, "thai", 2), MatchLookup::Make));
        cache.keep(
            1,
            "thai".to_owned(),
            Arc::new(MatchList::Every(1.0)),
            thai(),
        );
        assert!(matches!(cache.lookup(1, "thai", 2), MatchLookup::Found(_)));
        assert!(matches!(cache.lookup(2, "thai", 2), MatchLookup::New));
    }

    fn thai() -> Arc<Interpretation> {
        Arc::new(crate::interpret::interpret("thai", None).unwrap())
    }

    #[test]
    fn the_state_before_keeps_its_lists_while_the_next_is_made() {
        let cache = MatchCache::default();
        cache.keep(
            1,
            "thai".to_owned(),
            Arc::new(MatchList::Every(1.0)),
            thai(),
        );
        cache.keep(
            1,
            "ramen".to_owned(),
            Arc::new(MatchList::Every(1.0)),
            thai(),
        );
        assert!(matches!(cache.lookup(1, "thai", 9), MatchLookup::Found(_)));
        assert!(matches!(cache.lookup(1, "thai", 9), MatchLookup::Found(_)));
        // Only lists that answered searches are made again, most used first.
        let used = cache.most_used(8);
        assert_eq!(used.len(), 1);
        assert_eq!(used[0].0, "thai");
        cache.keep(
            2,
            "thai".to_owned(),
            Arc::new(MatchList::Every(2.0)),
            thai(),
        );
        assert!(matches!(cache.lookup(1, "ramen", 9), MatchLookup::Found(_)));
        match cache.lookup(2, "thai", 9) {
            MatchLookup::Found(list) => {
                assert!(matches!(*list, MatchList::Every(score) if score == 2.0))
            }
            _ => panic!("the new state's list"),
        }
        // A third state drops the first.
        assert!(matches!(cache.lookup(3, "thai", 9), MatchLookup::New));
        assert!(matches!(cache.lookup(1, "ramen", 9), MatchLookup::New));
    }
}
