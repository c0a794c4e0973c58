//! The change feed: append-only entries written in the same transaction as
//! the change, with `changed_at` values that are unique and increase in
//! commit order, so `(changed_at, id)` pages never lose or repeat an entry.
//! Each entry also carries its position among the entries of its type
//! (gap-free), so a page's total is found by index lookups, not a count.
//!
//! A created or updated entry's snapshot is the detail record after its
//! change. Most of them equal the detail their restaurant's row holds now
//! (every row's latest entry does, until the next change), so such an entry
//! stores none and shares the row's: `snapshot_json` is NULL on a created
//! or updated entry exactly when its snapshot is the row's current
//! `detail_json`, byte for byte. Before a write changes a row's detail or
//! deletes the row, the entries sharing it get their own copy
//! ([`unshare_snapshots`]), so an entry never shows a later state.

use std::collections::{BTreeSet, HashMap};
use std::str::FromStr;

use diesel::prelude::*;
use dietfit_contract::{ChangeEntry, ChangeType, WireEnum};
use time::OffsetDateTime;

use crate::connection::{DbConnection, per_backend, read_tx};
use crate::error::{StorageError, corrupt};
use crate::schema::{change_clock, changes, restaurants};
use crate::store::{Store, from_micros, parse_place_id, to_micros};

const INSERT_CHUNK: usize = 500;
/// Rows per `IN (...)` lookup of the details entries share.
const LOOKUP_CHUNK: usize = 500;
const CLOCK_ROW: i32 = 1;

/// A change decided by a batch, before it gets its time.
pub(crate) struct PendingChange {
    pub(crate) change_type: ChangeType,
    pub(crate) service_place_id: String,
    pub(crate) changed_fields: Option<Vec<String>>,
    /// The detail record after the change; `None` for a deletion, and for
    /// an entry that shares the detail its row holds after the batch.
    pub(crate) snapshot_json: Option<String>,
}

/// The rows of `service_place_ids` are about to stop holding the detail
/// they hold now (it changes, or the row goes): every entry sharing it
/// stores its own copy first, read from the row by the same statement. The
/// partial index `changes_sharing_row_detail` holds exactly these entries.
pub(crate) fn unshare_snapshots(
    conn: &mut DbConnection,
    service_place_ids: &[&str],
) -> Result<(), StorageError> {
    for chunk in service_place_ids.chunks(LOOKUP_CHUNK) {
        let detail_of_the_row = restaurants::table
            .filter(restaurants::service_place_id.eq(changes::service_place_id))
            .select(restaurants::detail_json)
            .single_value();
        diesel::update(
            changes::table
                .filter(changes::service_place_id.eq_any(chunk))
                .filter(changes::snapshot_json.is_null())
                .filter(changes::deleted_at.is_null()),
        )
        .set(changes::snapshot_json.eq(detail_of_the_row))
        .execute(conn)?;
    }
    Ok(())
}

#[derive(Insertable)]
#[diesel(table_name = changes)]
struct NewChange {
    change_type: &'static str,
    service_place_id: String,
    changed_at: i64,
    changed_fields_json: Option<String>,
    deleted_at: Option<i64>,
    snapshot_json: Option<String>,
    type_position: i64,
}

/// How many entries of each type were ever written: the position of the
/// last one of that type.
#[derive(Debug, Clone, Copy, Queryable)]
struct EntriesByType {
    created: i64,
    updated: i64,
    deleted: i64,
}

impl EntriesByType {
    fn slot(&mut self, change_type: ChangeType) -> &mut i64 {
        match change_type {
            ChangeType::Created => &mut self.created,
            ChangeType::Updated => &mut self.updated,
            ChangeType::Deleted => &mut self.deleted,
        }
    }

    fn last_position(mut self, change_type: ChangeType) -> i64 {
        *self.slot(change_type)
    }

    /// Counts one more entry of `change_type` and returns its position.
    fn next_position(&mut self, change_type: ChangeType) -> i64 {
        let slot = self.slot(change_type);
        *slot += 1;
        *slot
    }

    fn read(conn: &mut DbConnection) -> Result<EntriesByType, StorageError> {
        Ok(change_clock::table
            .find(CLOCK_ROW)
            .select(ENTRIES_BY_TYPE)
            .get_result(conn)?)
    }
}

const ENTRIES_BY_TYPE: (
    change_clock::created_entries,
    change_clock::updated_entries,
    change_clock::deleted_entries,
) = (
    change_clock::created_entries,
    change_clock::updated_entries,
    change_clock::deleted_entries,
);

/// The last `changed_at` handed out and the entries written per type, held
/// locked for the rest of the write transaction: `SELECT ... FOR UPDATE` on
/// PostgreSQL (two importers or servers on one database take turns);
/// SQLite's `BEGIN IMMEDIATE` already admits one writer at a time.
pub(crate) struct ChangeClock {
    last_changed_at: i64,
    entries: EntriesByType,
}

impl ChangeClock {
    pub(crate) fn lock(conn: &mut DbConnection) -> Result<ChangeClock, StorageError> {
        let columns = (change_clock::last_changed_at, ENTRIES_BY_TYPE);
        let (last_changed_at, entries): (i64, EntriesByType) = match conn {
            DbConnection::Sqlite(inner) => change_clock::table
                .find(CLOCK_ROW)
                .select(columns)
                .get_result(inner)?,
            DbConnection::Postgres(inner) => change_clock::table
                .find(CLOCK_ROW)
                .select(columns)
                .for_update()
                .get_result(inner)?,
        };
        Ok(ChangeClock {
            last_changed_at,
            entries,
        })
    }

    /// Gives each entry `max(now, last + 1 us)`, in order, and appends them.
    pub(crate) fn write_changes(
        &mut self,
        conn: &mut DbConnection,
        pending: Vec<PendingChange>,
        now_us: i64,
    ) -> Result<(), StorageError> {
        if pending.is_empty() {
            return Ok(());
        }
        let mut rows = Vec::with_capacity(pending.len());
        for change in pending {
            let changed_at = now_us.max(self.last_changed_at.saturating_add(1));
            self.last_changed_at = changed_at;
            let type_position = self.entries.next_position(change.change_type);
            let changed_fields_json = change
                .changed_fields
                .map(|fields| serde_json::to_string(&fields))
                .transpose()
                .map_err(|error| StorageError::Internal(error.into()))?;
            rows.push(NewChange {
                change_type: change.change_type.as_str(),
                service_place_id: change.service_place_id,
                changed_at,
                changed_fields_json,
                deleted_at: (change.change_type == ChangeType::Deleted).then_some(changed_at),
                snapshot_json: change.snapshot_json,
                type_position,
            });
        }
        for chunk in rows.chunks(INSERT_CHUNK) {
            per_backend!(&mut *conn, |inner| diesel::insert_into(changes::table)
                .values(chunk)
                .execute(inner))?;
        }
        diesel::update(change_clock::table.find(CLOCK_ROW))
            .set((
                change_clock::last_changed_at.eq(self.last_changed_at),
                change_clock::created_entries.eq(self.entries.created),
                change_clock::updated_entries.eq(self.entries.updated),
                change_clock::deleted_entries.eq(self.entries.deleted),
            ))
            .execute(conn)?;
        Ok(())
    }
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = changes)]
struct ChangeRow {
    id: i64,
    change_type: String,
    service_place_id: String,
    changed_at: i64,
    changed_fields_json: Option<String>,
    deleted_at: Option<i64>,
    snapshot_json: Option<String>,
}

impl ChangeRow {
    /// `shared_details`: the current detail of every row that an entry
    /// among those read shares (see [`shared_details`]).
    fn into_entry(
        self,
        shared_details: &HashMap<String, String>,
    ) -> Result<(i64, ChangeEntry), StorageError> {
        let change_type = ChangeType::from_str(&self.change_type)
            .map_err(|error| corrupt("change type", error))?;
        let snapshot_json = match (&self.snapshot_json, change_type) {
            (Some(own), _) => Some(own),
            (None, ChangeType::Deleted) => None,
            (None, ChangeType::Created | ChangeType::Updated) => {
                Some(shared_details.get(&self.service_place_id).ok_or_else(|| {
                    corrupt(
                        "change snapshot",
                        format!(
                            "entry {} shares the detail of restaurant {}, which is gone",
                            self.id, self.service_place_id
                        ),
                    )
                })?)
            }
        };
        let restaurant = snapshot_json
            .map(|json| serde_json::from_str(json))
            .transpose()
            .map_err(|error| corrupt("change snapshot", error))?;
        let changed_fields = self
            .changed_fields_json
            .map(|json| serde_json::from_str(&json))
            .transpose()
            .map_err(|error| corrupt("changed fields", error))?;
        let entry = ChangeEntry {
            change_type,
            changed_at: from_micros(self.changed_at)?,
            restaurant,
            service_place_id: Some(parse_place_id(&self.service_place_id)?),
            changed_fields,
            deleted_at: self.deleted_at.map(from_micros).transpose()?,
        };
        Ok((self.id, entry))
    }
}

/// The current detail of each row that a created or updated entry among
/// `rows` shares (stores no snapshot of its own), by place id. Read in the
/// same transaction as the entries, so the two agree.
fn shared_details(
    conn: &mut DbConnection,
    rows: &[ChangeRow],
) -> Result<HashMap<String, String>, StorageError> {
    let sharing: Vec<&str> = rows
        .iter()
        .filter(|row| row.snapshot_json.is_none() && row.deleted_at.is_none())
        .map(|row| row.service_place_id.as_str())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let mut details = HashMap::with_capacity(sharing.len());
    for chunk in sharing.chunks(LOOKUP_CHUNK) {
        let found: Vec<(String, String)> = restaurants::table
            .filter(restaurants::service_place_id.eq_any(chunk))
            .select((restaurants::service_place_id, restaurants::detail_json))
            .load(conn)?;
        details.extend(found);
    }
    Ok(details)
}

/// The entries of `rows`, each with its snapshot.
fn entries(
    conn: &mut DbConnection,
    rows: Vec<ChangeRow>,
) -> Result<Vec<(i64, ChangeEntry)>, StorageError> {
    let details = shared_details(conn, &rows)?;
    rows.into_iter()
        .map(|row| row.into_entry(&details))
        .collect()
}

/// One page of the change feed and how many entries match in all.
#[derive(Debug, Clone, PartialEq)]
pub struct ChangePage {
    pub changes: Vec<ChangeEntry>,
    pub total: u64,
}

impl ChangePage {
    /// Where the next poll starts: the last entry's time, or `since` when
    /// the page is empty.
    pub fn next_since(&self, since: OffsetDateTime) -> OffsetDateTime {
        self.changes.last().map_or(since, |entry| entry.changed_at)
    }
}

impl Store {
    /// Entries with `changed_at > since` (optionally of one type), ordered by
    /// `(changed_at, id)`, page `page` (1-based) of `page_size`.
    pub fn list_changes(
        &self,
        since: OffsetDateTime,
        change_type: Option<ChangeType>,
        page: u32,
        page_size: u32,
    ) -> Result<ChangePage, StorageError> {
        if page == 0 || page_size == 0 {
            return Err(StorageError::InvalidInput(
                "page and page_size start at 1".to_owned(),
            ));
        }
        let since_us = to_micros(since);
        let offset = i64::from(page - 1)
            .checked_mul(i64::from(page_size))
            .ok_or_else(|| StorageError::InvalidInput("page is out of range".to_owned()))?;
        let mut conn = self.conn()?;
        read_tx(&mut conn, |conn| {
            let mut query = changes::table
                .filter(changes::changed_at.gt(since_us))
                .into_boxed();
            if let Some(change_type) = change_type {
                query = query.filter(changes::change_type.eq(change_type.as_str()));
            }
            let total = count_since(conn, since_us, change_type)?;
            let rows: Vec<ChangeRow> = query
                .order((changes::changed_at.asc(), changes::id.asc()))
                .limit(i64::from(page_size))
                .offset(offset)
                .select(ChangeRow::as_select())
                .load(conn)?;
            let changes = entries(conn, rows)?
                .into_iter()
                .map(|(_, entry)| entry)
                .collect();
            Ok(ChangePage { changes, total })
        })
    }

    /// Up to `limit` entries with an id above `after_id`, in id order (ids
    /// increase in commit order), for followers such as the search index.
    pub fn changes_after_id(
        &self,
        after_id: i64,
        limit: u32,
    ) -> Result<Vec<(i64, ChangeEntry)>, StorageError> {
        let mut conn = self.conn()?;
        read_tx(&mut conn, |conn| {
            let rows = changes::table
                .filter(changes::id.gt(after_id))
                .order(changes::id.asc())
                .limit(i64::from(limit))
                .select(ChangeRow::as_select())
                .load(conn)?;
            entries(conn, rows)
        })
    }

    /// The highest change id written so far (0 when the feed is empty).
    pub fn latest_change_id(&self) -> Result<i64, StorageError> {
        let mut conn = self.conn()?;
        latest_change_id(&mut conn)
    }
}

/// How many entries (of `change_type`, or of any type) have
/// `changed_at > since_us`. Positions within a type are gap-free and follow
/// `changed_at`, so per type it is the last position minus the first one
/// after `since_us`, plus one: an index lookup on `(change_type,
/// changed_at)` and the clock row, whatever the number of entries.
fn count_since(
    conn: &mut DbConnection,
    since_us: i64,
    change_type: Option<ChangeType>,
) -> Result<u64, StorageError> {
    let entries = EntriesByType::read(conn)?;
    let types = match &change_type {
        Some(one) => std::slice::from_ref(one),
        None => ChangeType::ALL,
    };
    let mut total = 0;
    for &change_type in types {
        let first_after: Option<i64> = changes::table
            .filter(changes::change_type.eq(change_type.as_str()))
            .filter(changes::changed_at.gt(since_us))
            .order(changes::changed_at.asc())
            .select(changes::type_position)
            .first(conn)
            .optional()?;
        if let Some(first_after) = first_after {
            let count = u64::try_from(entries.last_position(change_type) - first_after + 1)
                .map_err(|error| corrupt("change feed positions", error))?;
            total += count;
        }
    }
    Ok(total)
}

pub(crate) fn latest_change_id(conn: &mut DbConnection) -> Result<i64, StorageError> {
    let id: Option<i64> = changes::table
        .select(diesel::dsl::max(changes::id))
        .get_result(conn)?;
    Ok(id.unwrap_or(0))
}
