//! Restaurant batches: upserts, rescores, deletes, lookups and scans.

use super::*;

on_both_backends!(
    reimporting_the_same_batch_changes_nothing,
    changed_fields_name_the_detail_fields_that_differ,
    new_observations_with_the_same_detail_are_stored_and_announced,
    rescore_rederives_what_import_skips,
    a_rescore_never_undoes_an_import_that_landed_after_its_read,
    deletes_remove_rows_and_write_entries,
    create_then_delete_and_delete_then_create_in_one_batch,
    lookups_find_by_every_id,
    scan_pages_visit_every_row_once,
    positions_list_every_row_and_batches_read_the_ones_asked,
);

fn reimporting_the_same_batch_changes_nothing(db: &TestDatabase) {
    let store = open(db);
    let batch: Vec<WriteOp> = (0..40)
        .map(|i| {
            upsert(
                &format!("osm:node/{i}"),
                &format!("Place {i}"),
                Some(f64::from(i)),
            )
        })
        .collect();
    let first = store.apply_batch(&batch, T0).expect("first");
    assert_eq!(
        first,
        BatchOutcome {
            created: 40,
            ..BatchOutcome::default()
        }
    );
    assert_eq!(all_changes(&store).len(), 40);
    let second = store
        .apply_batch(&batch, T0 + time::Duration::hours(1))
        .expect("second");
    assert_eq!(
        second,
        BatchOutcome {
            unchanged: 40,
            ..BatchOutcome::default()
        }
    );
    assert_eq!(
        all_changes(&store).len(),
        40,
        "a re-import writes no change entry"
    );
    assert_eq!(store.count_restaurants().expect("count"), 40);
    let stored = store
        .get_restaurant_by_external_id("osm:node/7")
        .expect("get")
        .expect("row");
    assert_eq!(stored.updated_at, T0, "an unchanged row keeps its time");
}

fn changed_fields_name_the_detail_fields_that_differ(db: &TestDatabase) {
    let store = open(db);
    store
        .apply_batch(&[upsert("osm:node/1", "Old name", Some(40.0))], T0)
        .expect("create");
    let later = T0 + time::Duration::days(1);
    let outcome = store
        .apply_batch(&[upsert("osm:node/1", "New name", Some(40.0))], later)
        .expect("update");
    assert_eq!(
        outcome,
        BatchOutcome {
            updated: 1,
            ..BatchOutcome::default()
        }
    );
    let entries = all_changes(&store);
    assert_eq!(entries.len(), 2);
    let (_, entry) = &entries[1];
    assert_eq!(entry.change_type, ChangeType::Updated);
    assert_eq!(
        entry.changed_fields.as_deref(),
        Some(&["name".to_owned()][..])
    );
    assert_eq!(
        entry.service_place_id,
        Some(service_place_id_for("osm:node/1"))
    );
    assert_eq!(
        entry.restaurant.as_ref().map(|r| r.name.as_str()),
        Some("New name")
    );
    assert_eq!(entry.deleted_at, None);
    assert_eq!(entry.changed_at, later);

    let mut rescored = sample_write("osm:node/1", "New name", Some(75.0));
    rescored.detail.vegan_friendly = false;
    rescored.detail.vegan_score.overall = 75.0;
    rescored.record_json.push(' ');
    store
        .apply_batch(&[WriteOp::Upsert(Box::new(rescored))], later)
        .expect("update 2");
    let entries = all_changes(&store);
    assert_eq!(
        entries[2].1.changed_fields.as_deref(),
        Some(&["veganScore".to_owned()][..]),
        "vegan_friendly was already false below 50"
    );
    let stored = store
        .get_restaurant(service_place_id_for("osm:node/1"))
        .expect("get")
        .expect("row");
    assert_eq!(stored.detail.vegan_score.overall, 75.0);
    assert_eq!(stored.created_at, T0);
    assert_eq!(
        stored.updated_at, later,
        "the batch time of the last detail change"
    );
    assert!(
        entries[2].1.changed_at > entries[1].1.changed_at,
        "two entries at one batch time still get distinct, increasing times"
    );
}

/// A price level, a tag or a menu line changes what search indexes though
/// not the detail record: the write is an update, and its change entry (with
/// no detail field named) is what every instance's index follows.
fn new_observations_with_the_same_detail_are_stored_and_announced(db: &TestDatabase) {
    let store = open(db);
    store
        .apply_batch(&[upsert("osm:node/1", "A", Some(40.0))], T0)
        .expect("create");
    let mut write = sample_write("osm:node/1", "A", Some(40.0));
    write.record_json = r#"{"external_id":"osm:node/1","name":"A","reviews":[]}"#.to_owned();
    write.evaluation_json = r#"{"note":"re-derived"}"#.to_owned();
    let outcome = store
        .apply_batch(
            &[WriteOp::Upsert(Box::new(write.clone()))],
            T0 + time::Duration::days(1),
        )
        .expect("apply");
    assert_eq!(
        outcome,
        BatchOutcome {
            updated: 1,
            ..BatchOutcome::default()
        }
    );
    let changes = all_changes(&store);
    assert_eq!(changes.len(), 2, "{changes:?}");
    let (_, announced) = &changes[1];
    assert_eq!(announced.change_type, dietfit_contract::ChangeType::Updated);
    assert_eq!(announced.changed_fields.as_deref(), Some(&[][..]));
    let stored = store
        .get_restaurant_by_external_id("osm:node/1")
        .expect("get")
        .expect("row");
    assert_eq!(stored.record_json, write.record_json);
    assert_eq!(stored.evaluation_json, write.evaluation_json);
    assert_eq!(stored.updated_at, T0, "the detail did not change");
}

fn rescore_rederives_what_import_skips(db: &TestDatabase) {
    let store = open(db);
    store
        .apply_batch(&[upsert("osm:node/1", "A", Some(40.0))], T0)
        .expect("create");
    // Same observations and version, but the engine now says something else.
    let mut write = sample_write("osm:node/1", "A", Some(40.0));
    write.detail.vegan_score.reasoning = "better reasoning".to_owned();
    let ops = [WriteOp::Upsert(Box::new(write.clone()))];
    let import = store.apply_batch(&ops, T0).expect("import");
    assert_eq!(
        import,
        BatchOutcome {
            unchanged: 1,
            ..BatchOutcome::default()
        }
    );
    let scanned = store
        .get_restaurant_by_external_id("osm:node/1")
        .expect("get")
        .expect("row")
        .version();
    let ops = [WriteOp::Rescore {
        write: Box::new(write),
        scanned,
    }];
    let rescore = store.apply_batch(&ops, T0).expect("rescore");
    assert_eq!(
        rescore,
        BatchOutcome {
            updated: 1,
            ..BatchOutcome::default()
        }
    );
    let again = store.apply_batch(&ops, T0).expect("rescore again");
    assert_eq!(
        again,
        BatchOutcome {
            unchanged: 1,
            ..BatchOutcome::default()
        }
    );
    let entries = all_changes(&store);
    assert_eq!(entries.len(), 2);
    assert_eq!(
        entries[1].1.changed_fields.as_deref(),
        Some(&["veganScore".to_owned()][..])
    );
}

fn a_rescore_never_undoes_an_import_that_landed_after_its_read(db: &TestDatabase) {
    let store = open(db);
    let ids = ["osm:node/1", "osm:node/2", "osm:node/3"];
    let created: Vec<WriteOp> = ids
        .iter()
        .map(|id| upsert(id, &format!("Place {id}"), Some(40.0)))
        .collect();
    store.apply_batch(&created, T0).expect("create");
    // The rescore reads every row and derives a new evaluation from each.
    let rescored_at = T0 + time::Duration::days(30);
    let rescore: Vec<WriteOp> = store
        .scan_restaurants(None, 10)
        .expect("scan")
        .iter()
        .map(|row| {
            let mut write = sample_write(&row.external_id, &row.detail.name, Some(40.0));
            write.detail.vegan_score.reasoning = "rescored".to_owned();
            write.last_evaluated_at = rescored_at;
            WriteOp::Rescore {
                write: Box::new(write),
                scanned: row.version(),
            }
        })
        .collect();
    // Before it writes, an import renames the first, deletes the second and
    // sends the third again unchanged (which writes nothing).
    let import = [
        upsert(ids[0], "Renamed", Some(70.0)),
        delete(ids[1]),
        upsert(ids[2], &format!("Place {}", ids[2]), Some(40.0)),
    ];
    store
        .apply_batch(&import, T0 + time::Duration::days(1))
        .expect("import");
    let entries_before = all_changes(&store).len();

    let outcome = store.apply_batch(&rescore, rescored_at).expect("rescore");
    assert_eq!(
        outcome,
        BatchOutcome {
            updated: 1,
            skipped: 2,
            ..BatchOutcome::default()
        }
    );
    let first = store
        .get_restaurant_by_external_id(ids[0])
        .expect("get")
        .expect("the renamed row");
    assert_eq!(first.detail.name, "Renamed", "the import's update stays");
    assert_eq!(first.detail.vegan_score.overall, 70.0);
    assert_eq!(
        store.get_restaurant_by_external_id(ids[1]).expect("get"),
        None,
        "the deleted row stays deleted"
    );
    let third = store
        .get_restaurant_by_external_id(ids[2])
        .expect("get")
        .expect("the unchanged row");
    assert_eq!(third.detail.vegan_score.reasoning, "rescored");
    let entries = all_changes(&store);
    assert_eq!(
        entries.len(),
        entries_before + 1,
        "one entry, for the third"
    );
    assert_eq!(
        entries.last().map(|(_, entry)| entry.service_place_id),
        Some(Some(service_place_id_for(ids[2])))
    );
    assert_eq!(
        store.dataset_stats().expect("stats"),
        store.rebuild_dataset_stats().expect("rebuild")
    );
}

fn deletes_remove_rows_and_write_entries(db: &TestDatabase) {
    let store = open(db);
    store
        .apply_batch(
            &[
                upsert("osm:node/1", "A", Some(40.0)),
                upsert("osm:node/2", "B", None),
            ],
            T0,
        )
        .expect("create");
    let later = T0 + time::Duration::days(2);
    let outcome = store
        .apply_batch(&[delete("osm:node/1"), delete("osm:node/404")], later)
        .expect("delete");
    assert_eq!(
        outcome,
        BatchOutcome {
            deleted: 1,
            unchanged: 1,
            unknown_deletes: 1,
            ..BatchOutcome::default()
        }
    );
    assert_eq!(
        store
            .get_restaurant(service_place_id_for("osm:node/1"))
            .expect("get"),
        None
    );
    assert!(
        store
            .get_restaurant(service_place_id_for("osm:node/2"))
            .expect("get")
            .is_some()
    );
    let entries = all_changes(&store);
    assert_eq!(entries.len(), 3);
    let (_, deleted) = &entries[2];
    assert_eq!(deleted.change_type, ChangeType::Deleted);
    assert_eq!(
        deleted.service_place_id,
        Some(service_place_id_for("osm:node/1"))
    );
    assert_eq!(deleted.restaurant, None);
    assert_eq!(deleted.changed_fields, None);
    assert_eq!(deleted.deleted_at, Some(later));
    let again = store
        .apply_batch(&[delete("osm:node/1")], later)
        .expect("delete again");
    assert_eq!(
        again,
        BatchOutcome {
            unchanged: 1,
            unknown_deletes: 1,
            ..BatchOutcome::default()
        }
    );
    assert_eq!(all_changes(&store).len(), 3);
    let stats = store.dataset_stats().expect("stats");
    assert_eq!(stats.total_restaurants, 1);
    assert_eq!(stats.total_with_vegan_score, 0);
    assert_eq!(stats.average_vegan_score, 0.0);
}

fn create_then_delete_and_delete_then_create_in_one_batch(db: &TestDatabase) {
    let store = open(db);
    store
        .apply_batch(&[upsert("osm:node/2", "B", Some(10.0))], T0)
        .expect("seed");
    let later = T0 + time::Duration::days(1);
    let outcome = store
        .apply_batch(
            &[
                upsert("osm:node/1", "A", Some(40.0)),
                delete("osm:node/1"),
                delete("osm:node/2"),
                upsert("osm:node/2", "B", Some(10.0)),
            ],
            later,
        )
        .expect("batch");
    assert_eq!(
        outcome,
        BatchOutcome {
            created: 2,
            deleted: 2,
            ..BatchOutcome::default()
        }
    );
    let types: Vec<ChangeType> = all_changes(&store)
        .into_iter()
        .map(|(_, e)| e.change_type)
        .collect();
    use ChangeType::{Created, Deleted};
    assert_eq!(types, [Created, Created, Deleted, Deleted, Created]);
    assert_eq!(
        store
            .get_restaurant_by_external_id("osm:node/1")
            .expect("get"),
        None
    );
    let b = store
        .get_restaurant_by_external_id("osm:node/2")
        .expect("get")
        .expect("row");
    assert_eq!(b.created_at, later, "recreated now");
    assert_eq!(store.dataset_stats().expect("stats").total_restaurants, 1);
}

fn lookups_find_by_every_id(db: &TestDatabase) {
    let store = open(db);
    let mut write = sample_write("osm:way/9", "Nine", Some(90.0));
    write.provider_place_id = Some("gp:abc".to_owned());
    let mut other = sample_write("osm:way/10", "Ten", None);
    other.provider_place_id = Some("gp:abc".to_owned());
    store
        .apply_batch(
            &[
                WriteOp::Upsert(Box::new(write.clone())),
                WriteOp::Upsert(Box::new(other)),
            ],
            T0,
        )
        .expect("create");
    let place_id = service_place_id_for("osm:way/9");
    let service_id = service_id_for(place_id);
    let by_place = store.get_restaurant(place_id).expect("get").expect("row");
    assert_eq!(by_place.service_id, service_id);
    assert_eq!(by_place.external_id, "osm:way/9");
    assert_eq!(by_place.detail, write.detail);
    assert_eq!(by_place.record_json, write.record_json);
    assert_eq!(by_place.scoring_version, "test-1");
    assert_eq!(by_place.last_evaluated_at, write.last_evaluated_at);
    assert_eq!(
        store
            .get_restaurant_by_service_id(&service_id)
            .expect("get")
            .as_ref(),
        Some(&by_place)
    );
    let reference = RestaurantRef::parse(&service_id).expect("ref");
    assert_eq!(
        store
            .get_restaurant_by_ref(reference)
            .expect("get")
            .as_ref(),
        Some(&by_place)
    );
    let shared = store.find_by_provider_place_id("gp:abc").expect("find");
    assert_eq!(shared.len(), 2);
    assert!(shared[0].service_place_id < shared[1].service_place_id);
    assert!(
        store
            .find_by_provider_place_id("gp:none")
            .expect("find")
            .is_empty()
    );
    assert_eq!(
        store
            .get_restaurant(service_place_id_for("osm:way/404"))
            .expect("get"),
        None
    );
    assert_eq!(
        store
            .get_restaurant_by_service_id("rst_nothing")
            .expect("get"),
        None
    );
}

fn scan_pages_visit_every_row_once(db: &TestDatabase) {
    let store = open(db);
    let batch: Vec<WriteOp> = (0..53)
        .map(|i| upsert(&format!("osm:node/{i}"), "X", None))
        .collect();
    store.apply_batch(&batch, T0).expect("create");
    let mut seen = Vec::new();
    let mut after = None;
    loop {
        let page = store.scan_restaurants(after, 10).expect("scan");
        let Some(last) = page.last() else { break };
        after = Some(last.service_place_id);
        seen.extend(page.into_iter().map(|r| r.service_place_id));
    }
    assert_eq!(seen.len(), 53);
    let mut sorted = seen.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted, seen, "ascending and without repeats");
    assert_eq!(store.count_restaurants().expect("count"), 53);
}

fn positions_list_every_row_and_batches_read_the_ones_asked(db: &TestDatabase) {
    let store = open(db);
    // More than one lookup chunk (500), some without coordinates.
    let batch: Vec<WriteOp> = (0..1203)
        .map(|i| {
            let mut write = sample_write(&format!("osm:node/{i}"), "X", None);
            if i % 7 == 0 {
                write.lat = None;
                write.lng = None;
            } else {
                write.lat = Some(40.0 + f64::from(i) / 10_000.0);
            }
            WriteOp::Upsert(Box::new(write))
        })
        .collect();
    store.apply_batch(&batch, T0).expect("create");
    store
        .apply_batch(&[delete("osm:node/5")], T0)
        .expect("delete");

    let positions = store.restaurant_positions().expect("positions");
    assert_eq!(positions.len(), 1202);
    let node = |i: u32| service_place_id_for(&format!("osm:node/{i}"));
    let of = |i: u32| positions.iter().find(|p| p.service_place_id == node(i));
    assert_eq!(of(5), None, "deleted rows are not listed");
    assert_eq!(of(7).expect("listed").coordinates, None);
    let (lat, lng) = of(8).expect("listed").coordinates.expect("coordinates");
    assert!((lat - 40.0008).abs() < 1e-9 && (lng + 122.681).abs() < 1e-9);

    // Every listed id and one deleted since: the deleted one is skipped.
    let mut ids: Vec<_> = positions.iter().map(|p| p.service_place_id).collect();
    ids.push(node(5));
    let read = store.get_restaurants(&ids).expect("batch read");
    assert_eq!(read.len(), 1202);
    let mut read_ids: Vec<_> = read.iter().map(|r| r.service_place_id).collect();
    read_ids.sort();
    read_ids.dedup();
    let mut listed: Vec<_> = positions.iter().map(|p| p.service_place_id).collect();
    listed.sort();
    assert_eq!(read_ids, listed);
    let one = store.get_restaurants(&[node(8)]).expect("one");
    assert_eq!(
        one,
        vec![store.get_restaurant(node(8)).expect("get").expect("stored")]
    );
    assert!(store.get_restaurants(&[]).expect("none").is_empty());

    // What the index reads is what the full rows say, for the same ids.
    let indexed = store.get_indexed_restaurants(&ids).expect("indexed read");
    assert_eq!(indexed.len(), 1202, "the deleted one is skipped");
    for row in &indexed {
        let stored = read
            .iter()
            .find(|stored| stored.service_place_id == row.service_place_id)
            .expect("read in full too");
        assert_eq!(row.record_json, stored.record_json);
        assert_eq!(row.vegan_score, stored.detail.vegan_score.overall);
        assert_eq!(row.is_vegan, stored.detail.is_vegan);
        assert_eq!(row.vegan_friendly, stored.detail.vegan_friendly);
    }
    assert!(store.get_indexed_restaurants(&[]).expect("none").is_empty());
}
