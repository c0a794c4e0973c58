//! Restaurant rows: the batched write path (upsert and delete by
//! `external_id`, with change entries and dataset metadata updated in the same
//! transaction) and the reads the server, the search index and rescore need.

use std::collections::{BTreeSet, HashMap};

use diesel::prelude::*;
use dietfit_contract::{
    ChangeType, RestaurantDetail, RestaurantRef, service_id_for, service_place_id_for,
};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::changes::{ChangeClock, PendingChange, unshare_snapshots};
use crate::connection::{DbConnection, per_backend, read_tx, write_tx};
use crate::error::{StorageError, corrupt};
use crate::packed::{pack_evaluation, pack_record, unpack_evaluation, unpack_record};
use crate::schema::restaurants;
use crate::stats::{Contribution, StatsDelta};
use crate::store::{Store, from_micros, parse_place_id, to_micros};

/// Rows per multi-row INSERT: well inside both backends' bind limits
/// (19 columns x 500 rows).
const INSERT_CHUNK: usize = 500;
/// Ids per `IN (...)` lookup.
const LOOKUP_CHUNK: usize = 500;

/// One restaurant as the layer above derived it: observations, the scoring
/// engine's output and the detail record, ready to store.
#[derive(Debug, Clone, PartialEq)]
pub struct RestaurantWrite {
    pub external_id: String,
    pub provider_place_id: Option<String>,
    pub name: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub country: Option<String>,
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    pub overall_score: Option<f64>,
    pub cuisines: Vec<String>,
    pub scoring_version: String,
    /// The IngestRecord as JSON (the observations; rescore re-reads it).
    pub record_json: String,
    /// The scoring engine's evaluation as JSON; opaque here.
    pub evaluation_json: String,
    /// The detail record: served by lookups, snapshotted into the change feed.
    pub detail: RestaurantDetail,
    pub last_evaluated_at: OffsetDateTime,
}

/// One operation of a write batch.
#[derive(Debug, Clone, PartialEq)]
pub enum WriteOp {
    /// Insert or update by `external_id`. When the stored `record_json` and
    /// `scoring_version` equal the new ones, nothing is written.
    Upsert(Box<RestaurantWrite>),
    /// Like `Upsert`, but always re-derived: the detail record decides
    /// whether the row changed even when observations and version are equal
    /// (for `dietfit rescore`). Written only if the row still holds
    /// `scanned`, the state it was derived from: a row changed or deleted
    /// since is left as it is and counted in `skipped`, so a rescore never
    /// undoes an import that landed between its read and its write.
    Rescore {
        write: Box<RestaurantWrite>,
        scanned: RowVersion,
    },
    Delete {
        external_id: String,
    },
}

impl WriteOp {
    pub fn external_id(&self) -> &str {
        match self {
            WriteOp::Upsert(write) | WriteOp::Rescore { write, .. } => &write.external_id,
            WriteOp::Delete { external_id } => external_id,
        }
    }

    /// The write of an upsert or rescore.
    fn write(&self) -> Option<&RestaurantWrite> {
        match self {
            WriteOp::Upsert(write) | WriteOp::Rescore { write, .. } => Some(write),
            WriteOp::Delete { .. } => None,
        }
    }
}

/// What a stored row held when it was read: a rescore derived from it is
/// written only while the row still holds it. Every write of a row changes
/// its observations, its scoring version or its evaluation time, so equal
/// versions mean nothing was written in between (or only the same content
/// again, from which the rescore would derive the same).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowVersion {
    record_json: String,
    scoring_version: String,
    last_evaluated_at: i64,
}

/// What one batch did. `unchanged` includes upserts whose detail record did
/// not change (their observations may still have been stored) and deletes of
/// unknown external ids (also counted in `unknown_deletes`). `skipped`
/// counts rescores not written because their row changed or was deleted
/// after it was read.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BatchOutcome {
    pub created: u64,
    pub updated: u64,
    pub unchanged: u64,
    pub deleted: u64,
    /// Deletes naming an external id that was not stored (a subset of `unchanged`).
    pub unknown_deletes: u64,
    pub skipped: u64,
}

impl std::ops::AddAssign for BatchOutcome {
    fn add_assign(&mut self, other: BatchOutcome) {
        self.created += other.created;
        self.updated += other.updated;
        self.unchanged += other.unchanged;
        self.deleted += other.deleted;
        self.unknown_deletes += other.unknown_deletes;
        self.skipped += other.skipped;
    }
}

/// Where a stored restaurant is: its id and (latitude, longitude), if any.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RestaurantPosition {
    pub service_place_id: Uuid,
    pub coordinates: Option<(f64, f64)>,
}

/// What the search index reads of a stored restaurant: its observations
/// and the detail record's diet figures. The evaluation, most of a row
/// besides the observations, is neither read nor unpacked.
#[derive(Debug, Clone, PartialEq)]
pub struct IndexedRestaurant {
    pub service_place_id: Uuid,
    /// The ingest record's JSON.
    pub record_json: String,
    /// The detail record's `veganScore.overall`.
    pub vegan_score: f64,
    pub is_vegan: bool,
    pub vegan_friendly: bool,
}

/// The detail record's diet figures, parsed without the rest of it.
#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct DetailDietFigures {
    vegan_score: DetailOverall,
    is_vegan: bool,
    vegan_friendly: bool,
}

#[derive(serde::Deserialize)]
struct DetailOverall {
    overall: f64,
}

/// A stored restaurant as read back.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredRestaurant {
    pub service_place_id: Uuid,
    pub service_id: String,
    pub external_id: String,
    pub provider_place_id: Option<String>,
    pub scoring_version: String,
    pub record_json: String,
    pub evaluation_json: String,
    pub detail: RestaurantDetail,
    pub created_at: OffsetDateTime,
    /// When the detail record last changed (a created or updated change entry).
    pub updated_at: OffsetDateTime,
    pub last_evaluated_at: OffsetDateTime,
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = restaurants)]
struct RestaurantRow {
    service_place_id: String,
    service_id: String,
    external_id: String,
    provider_place_id: Option<String>,
    scoring_version: String,
    packed_record: Vec<u8>,
    packed_evaluation: Vec<u8>,
    detail_json: String,
    created_at: i64,
    updated_at: i64,
    last_evaluated_at: i64,
}

impl TryFrom<RestaurantRow> for StoredRestaurant {
    type Error = StorageError;

    fn try_from(row: RestaurantRow) -> Result<Self, StorageError> {
        let record_json = unpack_record(&row.packed_record)?;
        let evaluation_json = unpack_evaluation(&row.packed_evaluation, &record_json)?;
        Ok(StoredRestaurant {
            service_place_id: parse_place_id(&row.service_place_id)?,
            detail: serde_json::from_str(&row.detail_json)
                .map_err(|error| corrupt("detail record", error))?,
            service_id: row.service_id,
            external_id: row.external_id,
            provider_place_id: row.provider_place_id,
            scoring_version: row.scoring_version,
            record_json,
            evaluation_json,
            created_at: from_micros(row.created_at)?,
            updated_at: from_micros(row.updated_at)?,
            last_evaluated_at: from_micros(row.last_evaluated_at)?,
        })
    }
}

impl StoredRestaurant {
    /// What this row holds now, for a rescore derived from it.
    pub fn version(&self) -> RowVersion {
        RowVersion {
            record_json: self.record_json.clone(),
            scoring_version: self.scoring_version.clone(),
            last_evaluated_at: to_micros(self.last_evaluated_at),
        }
    }
}

/// The stored state a batch compares against, as read.
#[derive(Queryable, Selectable)]
#[diesel(table_name = restaurants)]
struct PriorColumns {
    service_place_id: String,
    external_id: String,
    scoring_version: String,
    packed_record: Vec<u8>,
    detail_json: String,
    country: Option<String>,
    cuisines_json: String,
    overall_score: Option<f64>,
    updated_at: i64,
    last_evaluated_at: i64,
}

/// The stored state a batch compares against, its record unpacked: records
/// are compared by their JSON, never by their packed bytes, which another
/// version of the compressor may make differently.
struct PriorRow {
    service_place_id: String,
    scoring_version: String,
    record_json: String,
    detail_json: String,
    country: Option<String>,
    cuisines_json: String,
    overall_score: Option<f64>,
    updated_at: i64,
    last_evaluated_at: i64,
}

impl TryFrom<PriorColumns> for PriorRow {
    type Error = StorageError;

    fn try_from(columns: PriorColumns) -> Result<Self, StorageError> {
        Ok(PriorRow {
            record_json: unpack_record(&columns.packed_record)?,
            service_place_id: columns.service_place_id,
            scoring_version: columns.scoring_version,
            detail_json: columns.detail_json,
            country: columns.country,
            cuisines_json: columns.cuisines_json,
            overall_score: columns.overall_score,
            updated_at: columns.updated_at,
            last_evaluated_at: columns.last_evaluated_at,
        })
    }
}

#[derive(Insertable)]
#[diesel(table_name = restaurants)]
struct NewRestaurant<'a> {
    service_place_id: &'a str,
    service_id: &'a str,
    external_id: &'a str,
    provider_place_id: Option<&'a str>,
    name: Option<&'a str>,
    city: Option<&'a str>,
    state: Option<&'a str>,
    country: Option<&'a str>,
    lat: Option<f64>,
    lng: Option<f64>,
    overall_score: Option<f64>,
    cuisines_json: &'a str,
    scoring_version: &'a str,
    packed_record: &'a [u8],
    packed_evaluation: &'a [u8],
    detail_json: &'a str,
    created_at: i64,
    updated_at: i64,
    last_evaluated_at: i64,
}

#[derive(AsChangeset)]
#[diesel(table_name = restaurants, treat_none_as_null = true)]
struct RestaurantChanges<'a> {
    provider_place_id: Option<&'a str>,
    name: Option<&'a str>,
    city: Option<&'a str>,
    state: Option<&'a str>,
    country: Option<&'a str>,
    lat: Option<f64>,
    lng: Option<f64>,
    overall_score: Option<f64>,
    cuisines_json: &'a str,
    scoring_version: &'a str,
    packed_record: &'a [u8],
    packed_evaluation: &'a [u8],
    detail_json: &'a str,
    updated_at: i64,
    last_evaluated_at: i64,
}

/// A write's record and evaluation as the table stores them.
struct PackedJson {
    record: Vec<u8>,
    evaluation: Vec<u8>,
}

impl PackedJson {
    fn of(write: &RestaurantWrite) -> Result<PackedJson, StorageError> {
        Ok(PackedJson {
            record: pack_record(&write.record_json)?,
            evaluation: pack_evaluation(&write.evaluation_json, &write.record_json)?,
        })
    }
}

/// What a write needs beyond its own fields, computed once.
struct Prepared {
    place_id: String,
    service_id: String,
    detail_json: String,
    cuisines_json: String,
}

fn prepare(position: usize, write: &RestaurantWrite) -> Result<Prepared, StorageError> {
    let invalid = |why: String| {
        StorageError::InvalidInput(format!("op #{position} ({}): {why}", write.external_id))
    };
    if write.external_id.is_empty() {
        return Err(invalid("external_id is empty".to_owned()));
    }
    if write.scoring_version.is_empty() {
        return Err(invalid("scoring_version is empty".to_owned()));
    }
    let place_id = service_place_id_for(&write.external_id);
    if write.detail.service_place_id != place_id {
        return Err(invalid(format!(
            "detail.service_place_id {} is not the id of this external_id ({place_id})",
            write.detail.service_place_id
        )));
    }
    if write
        .overall_score
        .is_some_and(|score| !(0.0..=100.0).contains(&score))
    {
        return Err(invalid(
            "overall_score is not a number in 0..=100".to_owned(),
        ));
    }
    let detail_json = serde_json::to_string(&write.detail)
        .map_err(|error| invalid(format!("detail record does not serialize: {error}")))?;
    let cuisines_json = serde_json::to_string(&write.cuisines)
        .map_err(|error| invalid(format!("cuisines do not serialize: {error}")))?;
    Ok(Prepared {
        place_id: place_id.to_string(),
        service_id: service_id_for(place_id),
        detail_json,
        cuisines_json,
    })
}

/// The top-level keys of the detail record (camelCase, as serialized) whose
/// values differ. Both sides are parsed from their JSON text, so the same
/// text always compares equal whatever the float parser does.
fn changed_fields(old_json: &str, new_json: &str) -> Result<Vec<String>, StorageError> {
    use serde_json::{Map, Value};
    let old: Map<String, Value> =
        serde_json::from_str(old_json).map_err(|error| corrupt("detail record", error))?;
    let new: Map<String, Value> =
        serde_json::from_str(new_json).map_err(|error| corrupt("detail record", error))?;
    let keys: BTreeSet<&String> = old.keys().chain(new.keys()).collect();
    Ok(keys
        .into_iter()
        .filter(|key| old.get(*key) != new.get(*key))
        .cloned()
        .collect())
}

/// Where a slot's current state lives during a batch.
#[derive(Clone, Copy)]
enum Current {
    /// The row as stored before the batch.
    Prior,
    /// The upsert at this position of the batch.
    Op(usize),
    Absent,
}

struct Slot {
    prior: Option<PriorRow>,
    current: Current,
    touched: bool,
    detail_changed: bool,
    deleted_in_batch: bool,
}

/// Borrowed view of a slot's current row.
struct CurrentRow<'a> {
    record_json: &'a str,
    scoring_version: &'a str,
    detail_json: &'a str,
    last_evaluated_at: i64,
}

impl CurrentRow<'_> {
    fn holds(&self, version: &RowVersion) -> bool {
        self.record_json == version.record_json
            && self.scoring_version == version.scoring_version
            && self.last_evaluated_at == version.last_evaluated_at
    }
}

fn current_view<'a>(
    slot: &'a Slot,
    ops: &'a [WriteOp],
    prepared: &'a [Option<Prepared>],
) -> Option<CurrentRow<'a>> {
    match slot.current {
        Current::Absent => None,
        Current::Prior => slot.prior.as_ref().map(|row| CurrentRow {
            record_json: &row.record_json,
            scoring_version: &row.scoring_version,
            detail_json: &row.detail_json,
            last_evaluated_at: row.last_evaluated_at,
        }),
        Current::Op(position) => match (ops[position].write(), &prepared[position]) {
            (Some(write), Some(prep)) => Some(CurrentRow {
                record_json: &write.record_json,
                scoring_version: &write.scoring_version,
                detail_json: &prep.detail_json,
                last_evaluated_at: to_micros(write.last_evaluated_at),
            }),
            _ => None,
        },
    }
}

fn load_prior(
    conn: &mut DbConnection,
    external_ids: &[&str],
) -> Result<HashMap<String, PriorRow>, StorageError> {
    let mut found = HashMap::with_capacity(external_ids.len());
    for chunk in external_ids.chunks(LOOKUP_CHUNK) {
        let rows: Vec<PriorColumns> = restaurants::table
            .filter(restaurants::external_id.eq_any(chunk))
            .select(PriorColumns::as_select())
            .load(conn)?;
        for row in rows {
            found.insert(row.external_id.clone(), PriorRow::try_from(row)?);
        }
    }
    Ok(found)
}

fn apply_ops(
    conn: &mut DbConnection,
    ops: &[WriteOp],
    now: OffsetDateTime,
) -> Result<BatchOutcome, StorageError> {
    let now_us = to_micros(now);
    // Validate everything before the first write.
    let prepared = ops
        .iter()
        .enumerate()
        .map(|(position, op)| match op {
            WriteOp::Upsert(write) | WriteOp::Rescore { write, .. } => {
                prepare(position, write).map(Some)
            }
            WriteOp::Delete { external_id } if external_id.is_empty() => {
                Err(StorageError::InvalidInput(format!(
                    "op #{position}: delete with an empty external_id"
                )))
            }
            WriteOp::Delete { .. } => Ok(None),
        })
        .collect::<Result<Vec<_>, _>>()?;

    // The clock lock first: it serializes writers, so what is read next stays
    // true until commit, also on PostgreSQL under READ COMMITTED.
    let mut clock = ChangeClock::lock(conn)?;

    let external_ids: Vec<&str> = ops
        .iter()
        .map(WriteOp::external_id)
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let mut prior = load_prior(conn, &external_ids)?;
    let mut slots: HashMap<&str, Slot> = external_ids
        .iter()
        .map(|id| {
            let row = prior.remove(*id);
            let current = if row.is_some() {
                Current::Prior
            } else {
                Current::Absent
            };
            let slot = Slot {
                prior: row,
                current,
                touched: false,
                detail_changed: false,
                deleted_in_batch: false,
            };
            (*id, slot)
        })
        .collect();

    let mut outcome = BatchOutcome::default();
    let mut pending: Vec<PendingChange> = Vec::new();
    for (position, op) in ops.iter().enumerate() {
        match op {
            WriteOp::Upsert(write) | WriteOp::Rescore { write, .. } => {
                let Some(prep) = &prepared[position] else {
                    continue;
                };
                let Some(slot) = slots.get_mut(write.external_id.as_str()) else {
                    continue;
                };
                let current = current_view(slot, ops, &prepared);
                let rederive = match op {
                    WriteOp::Rescore { scanned, .. } => {
                        // Read under the clock lock, which every writer
                        // takes first: nothing else can write this row
                        // between this check and commit.
                        if !current.as_ref().is_some_and(|row| row.holds(scanned)) {
                            outcome.skipped += 1;
                            continue;
                        }
                        true
                    }
                    _ => false,
                };
                let mut observations_changed = false;
                let fields = match current {
                    None => None,
                    Some(row)
                        if !rederive
                            && row.record_json == write.record_json
                            && row.scoring_version == write.scoring_version =>
                    {
                        outcome.unchanged += 1;
                        continue;
                    }
                    Some(row) => {
                        observations_changed = row.record_json != write.record_json;
                        Some(changed_fields(row.detail_json, &prep.detail_json)?)
                    }
                };
                slot.current = Current::Op(position);
                slot.touched = true;
                match fields {
                    None => {
                        slot.detail_changed = true;
                        outcome.created += 1;
                        pending.push(PendingChange {
                            change_type: ChangeType::Created,
                            service_place_id: prep.place_id.clone(),
                            changed_fields: None,
                            snapshot_json: Some(prep.detail_json.clone()),
                        });
                    }
                    Some(fields) if fields.is_empty() && !observations_changed => {
                        outcome.unchanged += 1;
                    }
                    // With no detail field changed, the observations did (a
                    // price level, a tag, a menu line): the row is written,
                    // so it is an update, and its change entry (naming no
                    // field) is what tells every instance's index to read it
                    // again.
                    Some(fields) => {
                        if !fields.is_empty() {
                            slot.detail_changed = true;
                        }
                        outcome.updated += 1;
                        pending.push(PendingChange {
                            change_type: ChangeType::Updated,
                            service_place_id: prep.place_id.clone(),
                            changed_fields: Some(fields),
                            snapshot_json: Some(prep.detail_json.clone()),
                        });
                    }
                }
            }
            WriteOp::Delete { external_id } => {
                let Some(slot) = slots.get_mut(external_id.as_str()) else {
                    continue;
                };
                if matches!(slot.current, Current::Absent) {
                    outcome.unchanged += 1;
                    outcome.unknown_deletes += 1;
                    continue;
                }
                slot.current = Current::Absent;
                slot.touched = true;
                slot.deleted_in_batch = true;
                outcome.deleted += 1;
                pending.push(PendingChange {
                    change_type: ChangeType::Deleted,
                    service_place_id: service_place_id_for(external_id).to_string(),
                    changed_fields: None,
                    snapshot_json: None,
                });
            }
        }
    }

    // Net effect per restaurant, in batch order for reproducible writes.
    let mut inserts: Vec<usize> = Vec::new();
    let mut updates: Vec<(usize, &Slot)> = Vec::new();
    let mut deletes: Vec<&str> = Vec::new();
    let mut delta = StatsDelta::default();
    for slot in slots.values().filter(|slot| slot.touched) {
        if let Some(row) = &slot.prior {
            delta.subtract(&Contribution::of_columns(
                row.overall_score,
                row.country.as_deref(),
                &row.cuisines_json,
            )?);
        }
        match (slot.current, &slot.prior) {
            (Current::Op(position), prior) => {
                if let Some(write) = ops[position].write() {
                    delta.add(&Contribution::of_values(
                        write.overall_score,
                        write.country.as_deref(),
                        &write.cuisines,
                    ));
                }
                match prior {
                    Some(_) => updates.push((position, slot)),
                    None => inserts.push(position),
                }
            }
            (Current::Absent, Some(row)) => deletes.push(row.service_place_id.as_str()),
            (Current::Absent, None) | (Current::Prior, _) => {}
        }
    }
    inserts.sort_unstable();
    updates.sort_unstable_by_key(|(position, _)| *position);
    deletes.sort_unstable();

    // Change entries share the detail their row holds (see changes.rs): a
    // row whose detail text changes, or that goes, first gives the entries
    // sharing it their own copy; a new entry whose snapshot is what its row
    // holds after the batch stores none.
    let mut details_after: HashMap<&str, &str> = HashMap::new();
    let mut lending_no_longer: Vec<&str> = Vec::new();
    for slot in slots.values().filter(|slot| slot.touched) {
        let after = match slot.current {
            Current::Op(position) => prepared[position]
                .as_ref()
                .map(|prep| (prep.place_id.as_str(), prep.detail_json.as_str())),
            Current::Prior | Current::Absent => None,
        };
        if let Some(row) = &slot.prior
            && after.map(|(_, detail)| detail) != Some(row.detail_json.as_str())
        {
            lending_no_longer.push(&row.service_place_id);
        }
        if let Some((place_id, detail)) = after {
            details_after.insert(place_id, detail);
        }
    }
    // Before any row is written: the entries' copies are read from the rows.
    lending_no_longer.sort_unstable();
    unshare_snapshots(conn, &lending_no_longer)?;
    for change in &mut pending {
        let shared = details_after.get(change.service_place_id.as_str()).copied();
        if change.snapshot_json.is_some() && change.snapshot_json.as_deref() == shared {
            change.snapshot_json = None;
        }
    }

    // Packed here, for the rows written only: an upsert found unchanged
    // costs no compression.
    let inserted: Vec<(&RestaurantWrite, &Prepared, PackedJson)> = inserts
        .iter()
        .filter_map(
            |&position| match (ops[position].write(), &prepared[position]) {
                (Some(write), Some(prep)) => Some((write, prep)),
                _ => None,
            },
        )
        .map(|(write, prep)| Ok((write, prep, PackedJson::of(write)?)))
        .collect::<Result<_, StorageError>>()?;
    let new_rows: Vec<NewRestaurant<'_>> = inserted
        .iter()
        .map(|(write, prep, packed)| NewRestaurant {
            service_place_id: &prep.place_id,
            service_id: &prep.service_id,
            external_id: &write.external_id,
            provider_place_id: write.provider_place_id.as_deref(),
            name: write.name.as_deref(),
            city: write.city.as_deref(),
            state: write.state.as_deref(),
            country: write.country.as_deref(),
            lat: write.lat,
            lng: write.lng,
            overall_score: write.overall_score,
            cuisines_json: &prep.cuisines_json,
            scoring_version: &write.scoring_version,
            packed_record: &packed.record,
            packed_evaluation: &packed.evaluation,
            detail_json: &prep.detail_json,
            created_at: now_us,
            updated_at: now_us,
            last_evaluated_at: to_micros(write.last_evaluated_at),
        })
        .collect();
    for chunk in new_rows.chunks(INSERT_CHUNK) {
        per_backend!(&mut *conn, |inner| diesel::insert_into(restaurants::table)
            .values(chunk)
            .execute(inner))?;
    }

    for (position, slot) in updates {
        let (Some(write), Some(prep)) = (ops[position].write(), &prepared[position]) else {
            continue;
        };
        let previous_updated_at = slot.prior.as_ref().map_or(now_us, |row| row.updated_at);
        let packed = PackedJson::of(write)?;
        let changes = RestaurantChanges {
            provider_place_id: write.provider_place_id.as_deref(),
            name: write.name.as_deref(),
            city: write.city.as_deref(),
            state: write.state.as_deref(),
            country: write.country.as_deref(),
            lat: write.lat,
            lng: write.lng,
            overall_score: write.overall_score,
            cuisines_json: &prep.cuisines_json,
            scoring_version: &write.scoring_version,
            packed_record: &packed.record,
            packed_evaluation: &packed.evaluation,
            detail_json: &prep.detail_json,
            updated_at: if slot.detail_changed {
                now_us
            } else {
                previous_updated_at
            },
            last_evaluated_at: to_micros(write.last_evaluated_at),
        };
        let target = restaurants::table.find(prep.place_id.as_str());
        diesel::update(target).set(&changes).execute(conn)?;
        if slot.deleted_in_batch {
            // Deleted and created again in one batch: a new life starts now.
            diesel::update(target)
                .set(restaurants::created_at.eq(now_us))
                .execute(conn)?;
        }
    }

    for chunk in deletes.chunks(LOOKUP_CHUNK) {
        diesel::delete(restaurants::table.filter(restaurants::service_place_id.eq_any(chunk)))
            .execute(conn)?;
    }

    clock.write_changes(conn, pending, now_us)?;
    delta.apply(conn)?;
    Ok(outcome)
}

impl Store {
    /// Applies one batch in ONE write transaction: upserts and rescores by
    /// `external_id`, deletes, their change entries and the dataset metadata.
    /// Either all of it commits or none of it does. See docs/storage.md for
    /// what counts as created, updated and unchanged.
    pub fn apply_batch(
        &self,
        ops: &[WriteOp],
        now: OffsetDateTime,
    ) -> Result<BatchOutcome, StorageError> {
        let mut conn = self.conn()?;
        write_tx(&mut conn, |conn| apply_ops(conn, ops, now))
    }

    /// Lookups by a unique column use `get_result`, not `first`: `first`
    /// adds `LIMIT ?`, which makes SQLite re-prepare the cached statement on
    /// every call (measured at 23% of the server's CPU under lookup load).
    pub fn get_restaurant(
        &self,
        service_place_id: Uuid,
    ) -> Result<Option<StoredRestaurant>, StorageError> {
        let mut conn = self.conn()?;
        restaurants::table
            .find(service_place_id.to_string())
            .select(RestaurantRow::as_select())
            .get_result(&mut *conn)
            .optional()?
            .map(StoredRestaurant::try_from)
            .transpose()
    }

    /// By the public `rst_...` id.
    pub fn get_restaurant_by_service_id(
        &self,
        service_id: &str,
    ) -> Result<Option<StoredRestaurant>, StorageError> {
        let mut conn = self.conn()?;
        restaurants::table
            .filter(restaurants::service_id.eq(service_id))
            .select(RestaurantRow::as_select())
            .get_result(&mut *conn)
            .optional()?
            .map(StoredRestaurant::try_from)
            .transpose()
    }

    /// By either id shape a caller may hold.
    pub fn get_restaurant_by_ref(
        &self,
        reference: RestaurantRef,
    ) -> Result<Option<StoredRestaurant>, StorageError> {
        self.get_restaurant(reference.place_id())
    }

    pub fn get_restaurant_by_external_id(
        &self,
        external_id: &str,
    ) -> Result<Option<StoredRestaurant>, StorageError> {
        let mut conn = self.conn()?;
        restaurants::table
            .filter(restaurants::external_id.eq(external_id))
            .select(RestaurantRow::as_select())
            .get_result(&mut *conn)
            .optional()?
            .map(StoredRestaurant::try_from)
            .transpose()
    }

    /// Every restaurant carrying this third-party place id (usually one), in
    /// `service_place_id` order.
    pub fn find_by_provider_place_id(
        &self,
        provider_place_id: &str,
    ) -> Result<Vec<StoredRestaurant>, StorageError> {
        let mut conn = self.conn()?;
        restaurants::table
            .filter(restaurants::provider_place_id.eq(provider_place_id))
            .order(restaurants::service_place_id.asc())
            .select(RestaurantRow::as_select())
            .load(&mut *conn)?
            .into_iter()
            .map(StoredRestaurant::try_from)
            .collect()
    }

    /// Up to `limit` restaurants after `after`, in `service_place_id` order:
    /// pass the last id of one page to get the next; `None` starts at the
    /// beginning. Rows written meanwhile are seen or not, never twice.
    pub fn scan_restaurants(
        &self,
        after: Option<Uuid>,
        limit: u32,
    ) -> Result<Vec<StoredRestaurant>, StorageError> {
        let mut conn = self.conn()?;
        let mut query = restaurants::table
            .order(restaurants::service_place_id.asc())
            .limit(i64::from(limit))
            .select(RestaurantRow::as_select())
            .into_boxed();
        if let Some(after) = after {
            query = query.filter(restaurants::service_place_id.gt(after.to_string()));
        }
        query
            .load(&mut *conn)?
            .into_iter()
            .map(StoredRestaurant::try_from)
            .collect()
    }

    /// Every stored restaurant's id and coordinates, in id order: small
    /// enough to hold for a whole table, so a caller can choose its own
    /// order (the search index loads in spatial order) and then read the
    /// records with [`Store::get_restaurants`].
    pub fn restaurant_positions(&self) -> Result<Vec<RestaurantPosition>, StorageError> {
        let mut conn = self.conn()?;
        let rows: Vec<(String, Option<f64>, Option<f64>)> = restaurants::table
            .order(restaurants::service_place_id.asc())
            .select((
                restaurants::service_place_id,
                restaurants::lat,
                restaurants::lng,
            ))
            .load(&mut *conn)?;
        rows.into_iter()
            .map(|(id, lat, lng)| {
                Ok(RestaurantPosition {
                    service_place_id: parse_place_id(&id)?,
                    coordinates: lat.zip(lng),
                })
            })
            .collect()
    }

    /// The stored restaurants among `service_place_ids`, in no particular
    /// order; ids not stored (deleted since they were listed) are skipped.
    pub fn get_restaurants(
        &self,
        service_place_ids: &[Uuid],
    ) -> Result<Vec<StoredRestaurant>, StorageError> {
        let mut conn = self.conn()?;
        let mut found = Vec::with_capacity(service_place_ids.len());
        for chunk in service_place_ids.chunks(LOOKUP_CHUNK) {
            let ids: Vec<String> = chunk.iter().map(Uuid::to_string).collect();
            let rows = restaurants::table
                .filter(restaurants::service_place_id.eq_any(ids))
                .select(RestaurantRow::as_select())
                .load(&mut *conn)?;
            for row in rows {
                found.push(StoredRestaurant::try_from(row)?);
            }
        }
        Ok(found)
    }

    /// What the search index reads of the stored restaurants among
    /// `service_place_ids`, in no particular order; ids not stored are
    /// skipped (as [`Store::get_restaurants`]).
    pub fn get_indexed_restaurants(
        &self,
        service_place_ids: &[Uuid],
    ) -> Result<Vec<IndexedRestaurant>, StorageError> {
        let mut conn = self.conn()?;
        let mut found = Vec::with_capacity(service_place_ids.len());
        for chunk in service_place_ids.chunks(LOOKUP_CHUNK) {
            let ids: Vec<String> = chunk.iter().map(Uuid::to_string).collect();
            let rows: Vec<(String, Vec<u8>, String)> = restaurants::table
                .filter(restaurants::service_place_id.eq_any(ids))
                .select((
                    restaurants::service_place_id,
                    restaurants::packed_record,
                    restaurants::detail_json,
                ))
                .load(&mut *conn)?;
            for (id, packed_record, detail_json) in rows {
                let figures: DetailDietFigures = serde_json::from_str(&detail_json)
                    .map_err(|error| corrupt("detail record", error))?;
                found.push(IndexedRestaurant {
                    service_place_id: parse_place_id(&id)?,
                    record_json: unpack_record(&packed_record)?,
                    vegan_score: figures.vegan_score.overall,
                    is_vegan: figures.is_vegan,
                    vegan_friendly: figures.vegan_friendly,
                });
            }
        }
        Ok(found)
    }

    pub fn count_restaurants(&self) -> Result<u64, StorageError> {
        let mut conn = self.conn()?;
        read_tx(&mut conn, |conn| {
            let count: i64 = restaurants::table.count().get_result(conn)?;
            Ok(u64::try_from(count).unwrap_or(0))
        })
    }
}
