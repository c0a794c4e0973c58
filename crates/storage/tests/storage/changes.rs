//! The change feed: pages that never lose or repeat an entry, polling, and
//! change times under concurrent writers.

use super::*;

on_both_backends!(
    change_pages_never_lose_or_repeat_entries_with_shared_timestamps,
    polling_with_next_since_sees_every_entry_once,
    concurrent_writers_get_unique_increasing_change_times,
    page_totals_equal_a_count_for_every_since_and_type,
    page_totals_stay_exact_for_entries_written_before_the_positions,
    every_entry_keeps_the_restaurant_as_it_was_after_its_change,
    a_feed_written_before_snapshots_were_shared_reads_the_same_after_migrating,
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

fn named(external_id: &str, name: &str) -> WriteOp {
    upsert(external_id, name, Some(50.0))
}

/// The same detail as `named`, other observations (a new menu line, say).
fn named_with_new_observations(external_id: &str, name: &str) -> WriteOp {
    let mut write = sample_write(external_id, name, Some(50.0));
    write.record_json = serde_json::json!({
        "external_id": external_id, "name": name, "menu": ["Tofu Scramble"]
    })
    .to_string();
    WriteOp::Upsert(Box::new(write))
}

/// What a feed reader sees of an entry: its type, place and restaurant name.
type Seen = (ChangeType, String, Option<String>);

fn seen(entry: &dietfit_contract::ChangeEntry) -> Seen {
    let place = entry.service_place_id.expect("place").to_string();
    (
        entry.change_type,
        place,
        entry.restaurant.as_ref().map(|r| r.name.clone()),
    )
}

fn expected(change_type: ChangeType, external_id: &str, name: Option<&str>) -> Seen {
    (
        change_type,
        service_place_id_for(external_id).to_string(),
        name.map(str::to_owned),
    )
}

/// The whole feed by id, checked against the same feed read by pages.
fn whole_feed(store: &Store) -> Vec<(i64, dietfit_contract::ChangeEntry)> {
    let by_id = all_changes(store);
    let by_time = store
        .list_changes(T0 - time::Duration::seconds(1), None, 1, 1000)
        .expect("page");
    assert_eq!(
        by_time.changes,
        by_id.iter().map(|(_, e)| e.clone()).collect::<Vec<_>>(),
        "pages and the follower's reads agree"
    );
    by_id
}

#[derive(diesel::QueryableByName)]
struct OwnSnapshot {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    id: i64,
    #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::Text>)]
    snapshot_json: Option<String>,
}

#[derive(diesel::QueryableByName)]
struct SharingCount {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    n: i64,
}

fn entries_sharing_their_row_detail(db: &TestDatabase) -> i64 {
    let count: SharingCount = with_raw_connection!(db, |conn| {
        diesel::RunQueryDsl::get_result(
            diesel::sql_query(
                "SELECT COUNT(*) AS n FROM changes \
                 WHERE snapshot_json IS NULL AND deleted_at IS NULL",
            ),
            conn,
        )
        .expect("count")
    });
    count.n
}

/// Whatever comes later (updates, new observations, two changes in one
/// batch, a delete, a place deleted and created again, a rescore), every
/// entry keeps showing the restaurant as it was right after its change,
/// while the latest entry of each stored place keeps no copy of its own.
fn every_entry_keeps_the_restaurant_as_it_was_after_its_change(db: &TestDatabase) {
    use ChangeType::{Created, Deleted, Updated};
    let store = open(db);
    let rescored_d = {
        let mut write = sample_write("d", "d2", Some(50.0));
        write.detail.vegan_score.reasoning = "rescored".to_owned();
        write
    };
    let batches: Vec<(Vec<WriteOp>, Vec<Seen>)> = vec![
        (
            vec![named("a", "a1"), named("b", "b1"), named("c", "c1")],
            vec![
                expected(Created, "a", Some("a1")),
                expected(Created, "b", Some("b1")),
                expected(Created, "c", Some("c1")),
            ],
        ),
        (
            vec![
                named("a", "a2"),
                named_with_new_observations("b", "b1"),
                named("c", "c1"),
            ],
            vec![
                expected(Updated, "a", Some("a2")),
                expected(Updated, "b", Some("b1")),
            ],
        ),
        (
            vec![
                delete("c"),
                named("d", "d1"),
                named("a", "a3"),
                named("a", "a4"),
            ],
            vec![
                expected(Deleted, "c", None),
                expected(Created, "d", Some("d1")),
                expected(Updated, "a", Some("a3")),
                expected(Updated, "a", Some("a4")),
            ],
        ),
        (
            vec![named("c", "c1"), named("b", "b2")],
            vec![
                expected(Created, "c", Some("c1")),
                expected(Updated, "b", Some("b2")),
            ],
        ),
        (vec![delete("a")], vec![expected(Deleted, "a", None)]),
        (
            vec![named("d", "d2")],
            vec![expected(Updated, "d", Some("d2"))],
        ),
    ];
    let mut feed: Vec<(i64, dietfit_contract::ChangeEntry)> = Vec::new();
    for (round, (batch, new_entries)) in batches.into_iter().enumerate() {
        store.apply_batch(&batch, T0).expect("batch");
        let now = whole_feed(&store);
        assert_eq!(
            now[..feed.len()],
            feed[..],
            "round {round}: earlier entries unchanged"
        );
        let added: Vec<_> = now[feed.len()..].iter().map(|(_, e)| seen(e)).collect();
        assert_eq!(added, new_entries, "round {round}");
        feed = now;
    }
    // A rescore that changes the detail, read as a follower would.
    let scanned = store
        .get_restaurant_by_external_id("d")
        .expect("read")
        .expect("d");
    store
        .apply_batch(
            &[WriteOp::Rescore {
                write: Box::new(rescored_d),
                scanned: scanned.version(),
            }],
            T0,
        )
        .expect("rescore");
    let now = whole_feed(&store);
    assert_eq!(
        now[..feed.len()],
        feed[..],
        "a rescore leaves earlier entries as they were"
    );
    let rescore_entry = &now.last().expect("the rescore's entry").1;
    assert_eq!(
        rescore_entry
            .restaurant
            .as_ref()
            .map(|r| r.vegan_score.reasoning.as_str()),
        Some("rescored")
    );
    assert_eq!(
        feed.iter()
            .rev()
            .find(|(_, e)| seen(e).1 == service_place_id_for("d").to_string())
            .and_then(|(_, e)| e.restaurant.as_ref())
            .map(|r| r.vegan_score.reasoning.as_str()),
        Some("test fixture"),
        "the entry before the rescore keeps its reasoning"
    );
    // b, c and d are stored: their latest entries share the rows' details.
    assert_eq!(store.count_restaurants().expect("count"), 3);
    assert_eq!(entries_sharing_their_row_detail(db), 3);
}

/// A feed written while every entry stored its own snapshot reads the same
/// after the migration that lets entries share their row's detail, and
/// after reverting it; later writes leave the migrated entries as they were.
fn a_feed_written_before_snapshots_were_shared_reads_the_same_after_migrating(db: &TestDatabase) {
    let names = migration_names(db.url().backend()).expect("names");
    assert!(
        names
            .last()
            .is_some_and(|name| name.ends_with("_change_snapshots_shared_with_rows")),
        "the sharing migration is the newest: {names:?}"
    );
    let store = open(db);
    write_a_mixed_feed(&store);
    store
        .apply_batch(&[named("w0:2", "renamed"), delete("w1:0")], T0)
        .expect("more changes");
    let written = whole_feed(&store);
    drop(store);

    assert!(revert_last_migration(db.url()).expect("down").is_some());
    let snapshots: Vec<OwnSnapshot> = with_raw_connection!(db, |conn| {
        diesel::RunQueryDsl::load(
            diesel::sql_query("SELECT id, snapshot_json FROM changes ORDER BY id"),
            conn,
        )
        .expect("the layout before sharing")
    });
    let own: Vec<(i64, Option<dietfit_contract::RestaurantDetail>)> = snapshots
        .into_iter()
        .map(|row| {
            let detail = row
                .snapshot_json
                .map(|json| serde_json::from_str(&json).expect("a detail record"));
            (row.id, detail)
        })
        .collect();
    let expected_own: Vec<_> = written
        .iter()
        .map(|(id, entry)| (*id, entry.restaurant.clone()))
        .collect();
    assert_eq!(
        own, expected_own,
        "reverting gives every entry its own copy"
    );
    assert_eq!(run_pending_migrations(db.url()).expect("up").len(), 1);

    let store = open(db);
    assert_eq!(whole_feed(&store), written);
    let stored = store.count_restaurants().expect("count") as i64;
    assert_eq!(entries_sharing_their_row_detail(db), stored);
    store
        .apply_batch(
            &[
                named("w0:2", "renamed again"),
                delete("w2:0"),
                named("w2:0", "back"),
            ],
            T0,
        )
        .expect("changes after migrating");
    let now = whole_feed(&store);
    assert_eq!(now[..written.len()], written[..]);
}
