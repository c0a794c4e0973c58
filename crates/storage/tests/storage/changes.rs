//! The change feed: pages that never lose or repeat an entry, polling, and
//! change times under concurrent writers.

use super::*;

on_both_backends!(
    change_pages_never_lose_or_repeat_entries_with_shared_timestamps,
    polling_with_next_since_sees_every_entry_once,
    concurrent_writers_get_unique_increasing_change_times,
    page_totals_equal_a_count_for_every_since_and_type,
    page_totals_stay_exact_for_entries_written_before_the_positions,
);

fn change_pages_never_lose_or_repeat_entries_with_shared_timestamps(db: &TestDatabase) {
    let store = open(db);
    // Every batch says it is T0: the clock still hands out unique times.
    for round in 0..5 {
        let batch: Vec<WriteOp> = (0..20)
            .map(|i| upsert(&format!("osm:node/{i}"), &format!("Round {round}"), None))
            .collect();
        store.apply_batch(&batch, T0).expect("batch");
    }
    store
        .apply_batch(&[delete("osm:node/3"), delete("osm:node/4")], T0)
        .expect("deletes");
    let entries = all_changes(&store);
    assert_eq!(entries.len(), 102);
    let times: Vec<OffsetDateTime> = entries.iter().map(|(_, e)| e.changed_at).collect();
    assert!(
        times.windows(2).all(|w| w[0] < w[1]),
        "unique and increasing with id"
    );
    assert_eq!(times[0], T0);

    let since = T0 - time::Duration::seconds(1);
    for (filter, expected) in [
        (None, 102),
        (Some(ChangeType::Created), 20),
        (Some(ChangeType::Updated), 80),
        (Some(ChangeType::Deleted), 2),
    ] {
        let mut collected = Vec::new();
        for page in 1.. {
            let result = store.list_changes(since, filter, page, 7).expect("page");
            assert_eq!(result.total, expected, "{filter:?}");
            if result.changes.is_empty() {
                break;
            }
            collected.extend(result.changes);
        }
        assert_eq!(collected.len(), expected as usize, "{filter:?}");
        assert!(
            collected
                .windows(2)
                .all(|w| w[0].changed_at < w[1].changed_at)
        );
        if let Some(change_type) = filter {
            assert!(collected.iter().all(|e| e.change_type == change_type));
        }
    }
    let tail = store.list_changes(times[99], None, 1, 100).expect("tail");
    assert_eq!(tail.total, 2);
    assert_eq!(tail.next_since(times[99]), times[101]);
    let empty = store.list_changes(times[101], None, 1, 100).expect("empty");
    assert_eq!((empty.total, empty.changes.len()), (0, 0));
    assert_eq!(empty.next_since(times[101]), times[101]);

    let mut after_id = 0;
    let mut followed = 0;
    loop {
        let page = store.changes_after_id(after_id, 9).expect("follow");
        let Some((last_id, _)) = page.last() else {
            break;
        };
        after_id = *last_id;
        followed += page.len();
    }
    assert_eq!(followed, 102);
    assert_eq!(store.latest_change_id().expect("latest"), after_id);
}

fn polling_with_next_since_sees_every_entry_once(db: &TestDatabase) {
    let store = open(db);
    let mut since = T0 - time::Duration::seconds(1);
    let mut seen: Vec<(OffsetDateTime, String)> = Vec::new();
    let mut written = 0;
    for round in 0..6 {
        let batch: Vec<WriteOp> = (0..4)
            .map(|i| upsert(&format!("osm:node/{i}"), &format!("Round {round}"), None))
            .collect();
        store.apply_batch(&batch, T0).expect("batch");
        written += 4;
        // A client that reads 3 at a time and always restarts at nextSince.
        loop {
            let page = store.list_changes(since, None, 1, 3).expect("poll");
            if page.changes.is_empty() {
                break;
            }
            since = page.next_since(since);
            seen.extend(page.changes.into_iter().map(|e| {
                (
                    e.changed_at,
                    e.restaurant.map(|r| r.name).unwrap_or_default(),
                )
            }));
        }
    }
    assert_eq!(seen.len(), written);
    let unique: HashSet<OffsetDateTime> = seen.iter().map(|(at, _)| *at).collect();
    assert_eq!(unique.len(), written);
}

fn concurrent_writers_get_unique_increasing_change_times(db: &TestDatabase) {
    let store = open(db);
    let writers = 4;
    let barrier = Arc::new(Barrier::new(writers));
    let handles: Vec<_> = (0..writers)
        .map(|writer| {
            let store = store.clone();
            let barrier = Arc::clone(&barrier);
            std::thread::spawn(move || {
                barrier.wait();
                for round in 0..5 {
                    let batch: Vec<WriteOp> = (0..10)
                        .map(|i| upsert(&format!("w{writer}:{i}"), &format!("r{round}"), Some(1.0)))
                        .collect();
                    store.apply_batch(&batch, T0).expect("concurrent batch");
                }
            })
        })
        .collect();
    for handle in handles {
        handle.join().expect("writer thread");
    }
    let entries = all_changes(&store);
    assert_eq!(entries.len(), writers * 5 * 10);
    assert!(
        entries
            .windows(2)
            .all(|w| w[0].0 < w[1].0 && w[0].1.changed_at < w[1].1.changed_at),
        "id order and time order agree"
    );
    let stats = store.dataset_stats().expect("stats");
    assert_eq!(stats.total_restaurants, 40);
    assert_eq!(stats, store.rebuild_dataset_stats().expect("rebuild"));
}

/// Creates, updates and deletes from several concurrent writers.
fn write_a_mixed_feed(store: &Store) {
    std::thread::scope(|scope| {
        for writer in 0..3 {
            scope.spawn(move || {
                for round in 0..4 {
                    let mut batch: Vec<WriteOp> = (0..6)
                        .map(|i| upsert(&format!("w{writer}:{i}"), &format!("r{round}"), None))
                        .collect();
                    batch.push(delete(&format!("w{writer}:{}", round + 1)));
                    store.apply_batch(&batch, T0).expect("mixed batch");
                }
            });
        }
    });
}

/// Every page's `total` against a count of the entries themselves, for a
/// `since` before, at and after every entry, with and without a type.
fn assert_totals_match_a_count(store: &Store) {
    let entries = all_changes(store);
    assert!(entries.len() > 50, "a feed worth checking");
    let mut sinces: Vec<OffsetDateTime> = entries.iter().map(|(_, e)| e.changed_at).collect();
    sinces.push(T0 - time::Duration::seconds(1));
    for since in sinces {
        for filter in [
            None,
            Some(ChangeType::Created),
            Some(ChangeType::Updated),
            Some(ChangeType::Deleted),
        ] {
            let counted = entries
                .iter()
                .filter(|(_, e)| e.changed_at > since && filter.is_none_or(|t| t == e.change_type))
                .count() as u64;
            let page = store.list_changes(since, filter, 2, 3).expect("page");
            assert_eq!(page.total, counted, "since {since}, {filter:?}");
        }
    }
}

fn page_totals_equal_a_count_for_every_since_and_type(db: &TestDatabase) {
    let store = open(db);
    write_a_mixed_feed(&store);
    assert_totals_match_a_count(&store);
}

/// A database whose entries were written before entries had positions gets
/// them when it migrates, and later entries continue from there.
fn page_totals_stay_exact_for_entries_written_before_the_positions(db: &TestDatabase) {
    let store = open(db);
    write_a_mixed_feed(&store);
    drop(store);
    assert!(revert_last_migration(db.url()).expect("down one").is_some());
    assert_eq!(run_pending_migrations(db.url()).expect("up").len(), 1);
    let store = open(db);
    write_a_mixed_feed(&store);
    assert_totals_match_a_count(&store);
}
