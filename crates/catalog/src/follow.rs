//! The search index kept in step with the store: built from a scan of the
//! whole store at start-up, then brought up to date by reading the change
//! feed by id, so an import by any process (or another server on the same
//! PostgreSQL) becomes searchable without a restart.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::mpsc;
use std::time::Instant;

use dietfit_contract::{ChangeType, IngestRecord};
use dietfit_search::{GeoPoint, IndexConfig, SearchDocument, SearchIndex, load_order};
use dietfit_storage::{IndexedRestaurant, RestaurantPosition, Store};
use uuid::Uuid;

use crate::error::CatalogError;
use crate::record_cache::CachedRestaurants;
use crate::restaurant::UnreadableRow;

/// Rows per page when scanning the store or reading the feed.
const PAGE: u32 = 1000;

/// The index document of a stored restaurant: its observations plus the
/// scores of the detail record (no need to read the evaluation). A row
/// whose observations cannot be read is logged with its id and left out:
/// one bad row must never stop the index from being built or from
/// following the store.
fn search_document(stored: &IndexedRestaurant) -> Result<Option<SearchDocument>, UnreadableRow> {
    let record: IngestRecord =
        serde_json::from_str(&stored.record_json).map_err(|source| UnreadableRow {
            place_id: stored.service_place_id,
            source,
        })?;
    Ok(SearchDocument::from_ingest(&record).map(|mut document| {
        document.place_id = stored.service_place_id;
        document.vegan_score = Some(stored.vegan_score);
        document.fully_vegan = Some(stored.is_vegan);
        document.vegan_friendly = Some(stored.vegan_friendly);
        document
    }))
}

/// One page of the store's restaurants as index documents, in load order,
/// and how many could not be read (logged each).
fn page_documents(
    store: &Store,
    page: &[RestaurantPosition],
) -> Result<(Vec<SearchDocument>, u64), CatalogError> {
    let ids: Vec<Uuid> = page.iter().map(|p| p.service_place_id).collect();
    let mut documents = Vec::with_capacity(ids.len());
    let mut unreadable = 0;
    for stored in &store.get_indexed_restaurants(&ids)? {
        match search_document(stored) {
            Ok(document) => documents.extend(document),
            Err(error) => {
                log::error!("search index: skipped an unreadable stored restaurant: {error}");
                unreadable += 1;
            }
        }
    }
    // The page's rows come back in no particular order.
    documents.sort_by_key(|document| load_order(document.place_id, document.coordinates));
    Ok((documents, unreadable))
}

/// Pages loaded between two commits of a build: a commit flushes the
/// writer's buffers (which otherwise hold every staged document), and each
/// one makes a segment that the merge policy then folds in again.
const PAGES_PER_COMMIT: usize = 50;

/// Pages read ahead of the index during a build.
const PAGES_IN_FLIGHT: usize = 2;

/// An index of the whole store in memory, committed and merged, and the
/// change-feed id it is up to date with.
pub(crate) fn build_index(store: &Store) -> Result<(SearchIndex, i64), CatalogError> {
    let index = SearchIndex::new(IndexConfig::default())?;
    let followed = load_store(store, &index)?;
    Ok((index, followed))
}

/// Loads every stored restaurant into `index` (empty), commits and merges
/// it; the change-feed id it is then up to date with.
pub(crate) fn load_store(store: &Store, index: &SearchIndex) -> Result<i64, CatalogError> {
    let started = Instant::now();
    // Read the feed position first: anything written during the scan is
    // replayed by the follower (upserts are idempotent).
    let followed = store.latest_change_id()?;
    // The whole table in the index's load order, then read and loaded page
    // by page in that order: each area's restaurants end up adjacent in the
    // index, which a located search reads much faster than pages in id order
    // that scatter every area over all of them (`git show
    // 9c3ef13:docs/benchmarks.md`, "Spatial order across the whole start-up
    // load"). A place deleted since it was listed is skipped.
    let mut positions = store.restaurant_positions()?;
    positions.sort_by_cached_key(|position| {
        let point = position
            .coordinates
            .and_then(|(lat, lng)| GeoPoint::new(lat, lng).ok());
        load_order(position.service_place_id, point)
    });
    let mut loaded = 0u64;
    let mut skipped = 0u64;
    // One thread reads and parses pages while this one hands documents to
    // the index (whose own thread tokenises and writes them): reading the
    // store and indexing cost a build about the same.
    std::thread::scope(|scope| -> Result<(), CatalogError> {
        let (pages, received) = mpsc::sync_channel(PAGES_IN_FLIGHT);
        let positions = &positions;
        scope.spawn(move || {
            for page in positions.chunks(PAGE as usize) {
                let read = page_documents(store, page);
                let failed = read.is_err();
                if pages.send(read).is_err() || failed {
                    return;
                }
            }
        });
        for (number, read) in received.into_iter().enumerate() {
            let (documents, unreadable) = read?;
            index.add_new(&documents)?;
            loaded += documents.len() as u64;
            skipped += unreadable;
            if (number + 1) % PAGES_PER_COMMIT == 0 {
                index.commit_page()?;
            }
        }
        Ok(())
    })?;
    index.commit_page()?;
    let segments = index.segment_count();
    index.merge_segments()?;
    log::info!(
        "search index: {loaded} restaurants in {:.1}s ({segments} segments merged into {})",
        started.elapsed().as_secs_f64(),
        index.segment_count()
    );
    if skipped > 0 {
        log::error!("search index: {skipped} unreadable stored restaurants left out");
    }
    Ok(followed)
}

/// Applies to the index every change written after `followed`, evicting
/// each changed place from the record cache, and moves `followed` on.
/// Returns the number of changes applied.
pub(crate) fn catch_up(
    store: &Store,
    index: &SearchIndex,
    restaurants: &CachedRestaurants,
    followed: &AtomicI64,
) -> Result<u64, CatalogError> {
    let mut applied = 0;
    loop {
        let after = followed.load(Ordering::Acquire);
        let changes = store.changes_after_id(after, PAGE)?;
        let Some((last_id, _)) = changes.last() else {
            return Ok(applied);
        };
        let last_id = *last_id;
        for (_, change) in &changes {
            let Some(place_id) = change.service_place_id else {
                continue;
            };
            match change.change_type {
                ChangeType::Deleted => index.delete(place_id)?,
                ChangeType::Created | ChangeType::Updated => {
                    // The current row, not the snapshot: it may have changed since.
                    match store.get_indexed_restaurants(&[place_id])?.first() {
                        Some(stored) => match search_document(stored) {
                            Ok(Some(document)) => index.upsert(&document)?,
                            Ok(None) => index.delete(place_id)?,
                            Err(error) => {
                                log::error!(
                                    "search index: skipped an unreadable stored restaurant: {error}"
                                );
                                index.delete(place_id)?;
                            }
                        },
                        None => index.delete(place_id)?,
                    }
                }
            }
            applied += 1;
        }
        restaurants.evict(
            changes
                .iter()
                .filter_map(|(_, change)| change.service_place_id.as_ref()),
        );
        followed.store(last_id, Ordering::Release);
    }
}

#[cfg(test)]
mod tests {
    use dietfit_storage::WriteOp;
    use dietfit_storage::test_util::{TestDatabase, sample_write};
    use time::macros::datetime;

    use super::*;

    #[test]
    fn an_unreadable_row_is_left_out_and_the_rest_indexed() {
        let database = TestDatabase::sqlite();
        let store = database.open().unwrap();
        let now = datetime!(2026-11-01 00:00 UTC);
        let mut broken = sample_write("test:broken", "Broken Row Cafe", Some(60.0));
        broken.record_json = "{not json".to_owned();
        let writes = [
            sample_write("test:before", "Before Kitchen", Some(70.0)),
            broken,
            sample_write("test:after", "After Kitchen", Some(80.0)),
        ];
        let ops: Vec<WriteOp> = writes
            .into_iter()
            .map(|write| WriteOp::Upsert(Box::new(write)))
            .collect();
        store.apply_batch(&ops, now).unwrap();
        // Before the fix, the broken row failed the whole build.
        let (index, followed) = build_index(&store).expect("the index builds past a bad row");
        assert_eq!(index.num_docs(), 2, "both readable rows are indexed");
        // Following the feed past the bad row goes on too.
        let followed = AtomicI64::new(followed - 3);
        let restaurants = CachedRestaurants::new(store.clone(), 1 << 20);
        let applied = catch_up(&store, &index, &restaurants, &followed).expect("follows past it");
        assert_eq!(applied, 3);
        assert_eq!(
            followed.load(Ordering::Acquire),
            store.latest_change_id().unwrap()
        );
    }
}
