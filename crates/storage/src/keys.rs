//! API keys and their monthly usage. The store only keeps what it is given:
//! the caller generates the secret, hashes it (lowercase hex SHA-256) and
//! decides what a revoked key or a spent limit means.

use std::str::FromStr;

use diesel::prelude::*;
use dietfit_contract::{Tier, WireEnum};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::connection::{DbConnection, per_backend, write_tx};
use crate::error::{StorageError, corrupt};
use crate::schema::{api_keys, usage};
use crate::store::{Store, from_micros, to_micros};

/// A key to store. `monthly_limit: None` means unlimited.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewKey {
    /// Lowercase hex SHA-256 of the secret.
    pub key_hash: String,
    /// What operators see, e.g. `svc_test_ab12`; never the whole secret.
    pub display_prefix: String,
    pub tier: Tier,
    pub label: Option<String>,
    pub monthly_limit: Option<i64>,
    pub created_at: OffsetDateTime,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredKey {
    pub id: Uuid,
    pub key_hash: String,
    pub display_prefix: String,
    pub tier: Tier,
    pub label: Option<String>,
    pub monthly_limit: Option<i64>,
    pub created_at: OffsetDateTime,
    pub revoked_at: Option<OffsetDateTime>,
}

impl StoredKey {
    pub fn is_revoked(&self) -> bool {
        self.revoked_at.is_some()
    }
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = api_keys)]
struct KeyRow {
    id: String,
    key_hash: String,
    display_prefix: String,
    tier: String,
    label: Option<String>,
    monthly_limit: Option<i64>,
    created_at: i64,
    revoked_at: Option<i64>,
}

impl TryFrom<KeyRow> for StoredKey {
    type Error = StorageError;

    fn try_from(row: KeyRow) -> Result<Self, StorageError> {
        Ok(StoredKey {
            id: Uuid::try_parse(&row.id).map_err(|error| corrupt("key id", error))?,
            tier: Tier::from_str(&row.tier).map_err(|error| corrupt("key tier", error))?,
            key_hash: row.key_hash,
            display_prefix: row.display_prefix,
            label: row.label,
            monthly_limit: row.monthly_limit,
            created_at: from_micros(row.created_at)?,
            revoked_at: row.revoked_at.map(from_micros).transpose()?,
        })
    }
}

fn is_month(month: &str) -> bool {
    let bytes = month.as_bytes();
    bytes.len() == 7
        && bytes[4] == b'-'
        && bytes[..4].iter().chain(&bytes[5..]).all(u8::is_ascii_digit)
        && matches!(
            &month[5..],
            "01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "10" | "11" | "12"
        )
}

fn check_amount(amount: i64) -> Result<(), StorageError> {
    if amount < 0 {
        return Err(StorageError::InvalidInput(
            "a credit amount cannot be negative".to_owned(),
        ));
    }
    Ok(())
}

fn check_month(month: &str) -> Result<(), StorageError> {
    if is_month(month) {
        Ok(())
    } else {
        Err(StorageError::InvalidInput(format!(
            "month `{month}` is not YYYY-MM"
        )))
    }
}

/// The `YYYY-MM` usage bucket of a time (UTC).
pub fn usage_month(at: OffsetDateTime) -> String {
    let at = at.to_offset(time::UtcOffset::UTC);
    format!("{:04}-{:02}", at.year(), u8::from(at.month()))
}

fn consume(
    conn: &mut DbConnection,
    key_id: &str,
    month: &str,
    amount: i64,
    limit: Option<i64>,
) -> Result<Option<i64>, StorageError> {
    per_backend!(&mut *conn, |inner| diesel::insert_into(usage::table)
        .values((
            usage::key_id.eq(key_id),
            usage::month.eq(month),
            usage::used.eq(0_i64),
        ))
        .on_conflict_do_nothing()
        .execute(inner))?;
    let row = usage::table.find((key_id, month));
    // One conditional UPDATE: the check and the increment are one statement,
    // so concurrent callers can never spend past the limit together.
    let used: Option<i64> = match limit {
        Some(limit) => per_backend!(&mut *conn, |inner| diesel::update(
            row.filter((usage::used + amount).le(limit))
        )
        .set(usage::used.eq(usage::used + amount))
        .returning(usage::used)
        .get_result(inner)
        .optional())?,
        None => per_backend!(&mut *conn, |inner| diesel::update(row)
            .set(usage::used.eq(usage::used + amount))
            .returning(usage::used)
            .get_result(inner)
            .optional())?,
    };
    Ok(used)
}

impl Store {
    /// Stores a new key under a fresh id. A hash that already exists is a
    /// `Conflict`.
    pub fn create_key(&self, key: NewKey) -> Result<StoredKey, StorageError> {
        if key.key_hash.len() != 64
            || !key
                .key_hash
                .bytes()
                .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
        {
            return Err(StorageError::InvalidInput(
                "key_hash must be 64 lowercase hex digits (SHA-256)".to_owned(),
            ));
        }
        if key.monthly_limit.is_some_and(|limit| limit < 0) {
            return Err(StorageError::InvalidInput(
                "monthly_limit cannot be negative".to_owned(),
            ));
        }
        let row = KeyRow {
            id: Uuid::new_v4().to_string(),
            key_hash: key.key_hash,
            display_prefix: key.display_prefix,
            tier: key.tier.as_str().to_owned(),
            label: key.label,
            monthly_limit: key.monthly_limit,
            created_at: to_micros(key.created_at),
            revoked_at: None,
        };
        let mut conn = self.conn()?;
        write_tx(&mut conn, |conn| {
            diesel::insert_into(api_keys::table)
                .values(&row)
                .execute(conn)?;
            Ok(())
        })?;
        StoredKey::try_from(row)
    }

    /// The key with this hash, revoked or not (the caller decides).
    pub fn find_key_by_hash(&self, key_hash: &str) -> Result<Option<StoredKey>, StorageError> {
        let mut conn = self.conn()?;
        api_keys::table
            .filter(api_keys::key_hash.eq(key_hash))
            .select(KeyRow::as_select())
            .get_result(&mut *conn)
            .optional()?
            .map(StoredKey::try_from)
            .transpose()
    }

    pub fn get_key(&self, id: Uuid) -> Result<Option<StoredKey>, StorageError> {
        let mut conn = self.conn()?;
        api_keys::table
            .find(id.to_string())
            .select(KeyRow::as_select())
            .get_result(&mut *conn)
            .optional()?
            .map(StoredKey::try_from)
            .transpose()
    }

    /// Every key, oldest first, with its credits used in `month` (`YYYY-MM`).
    pub fn list_keys(&self, month: &str) -> Result<Vec<(StoredKey, i64)>, StorageError> {
        check_month(month)?;
        let mut conn = self.conn()?;
        let rows: Vec<(KeyRow, Option<i64>)> = api_keys::table
            .left_join(usage::table.on(usage::key_id.eq(api_keys::id).and(usage::month.eq(month))))
            .order((api_keys::created_at.asc(), api_keys::id.asc()))
            .select((KeyRow::as_select(), usage::used.nullable()))
            .load(&mut *conn)?;
        rows.into_iter()
            .map(|(row, used)| Ok((StoredKey::try_from(row)?, used.unwrap_or(0))))
            .collect()
    }

    pub fn count_keys(&self) -> Result<u64, StorageError> {
        let mut conn = self.conn()?;
        let count: i64 = api_keys::table.count().get_result(&mut *conn)?;
        Ok(u64::try_from(count).unwrap_or(0))
    }

    /// How many keys were ever revoked: a watermark that only grows, so a
    /// server that reads a higher number than before knows some key it may
    /// have cached was revoked since.
    pub fn revoked_key_count(&self) -> Result<i64, StorageError> {
        let mut conn = self.conn()?;
        let count: i64 = api_keys::table
            .filter(api_keys::revoked_at.is_not_null())
            .count()
            .get_result(&mut *conn)?;
        Ok(count)
    }

    /// No restaurants and no keys: what `serve` checks before loading the
    /// bundled fixtures.
    pub fn is_empty(&self) -> Result<bool, StorageError> {
        Ok(self.count_restaurants()? == 0 && self.count_keys()? == 0)
    }

    /// Marks a key revoked at `now`. False when there is no such key or it
    /// was already revoked (the first revocation time stays).
    pub fn revoke_key(&self, id: Uuid, now: OffsetDateTime) -> Result<bool, StorageError> {
        let mut conn = self.conn()?;
        write_tx(&mut conn, |conn| {
            let changed = diesel::update(
                api_keys::table
                    .find(id.to_string())
                    .filter(api_keys::revoked_at.is_null()),
            )
            .set(api_keys::revoked_at.eq(to_micros(now)))
            .execute(conn)?;
            Ok(changed == 1)
        })
    }

    /// Credits used by a key in `month` (`YYYY-MM`); 0 before the first use.
    pub fn usage(&self, key_id: Uuid, month: &str) -> Result<i64, StorageError> {
        check_month(month)?;
        let mut conn = self.conn()?;
        let used: Option<i64> = usage::table
            .find((key_id.to_string(), month))
            .select(usage::used)
            .get_result(&mut *conn)
            .optional()?;
        Ok(used.unwrap_or(0))
    }

    /// Adds `amount` credits to a key's usage in `month` unless that would
    /// pass `limit` (`None`: no limit). Returns the credits used afterwards,
    /// or `None` when the amount does not fit (nothing is spent then). Never
    /// overspends under concurrency, on either backend.
    pub fn consume_credits(
        &self,
        key_id: Uuid,
        month: &str,
        amount: i64,
        limit: Option<i64>,
    ) -> Result<Option<i64>, StorageError> {
        check_month(month)?;
        check_amount(amount)?;
        let key_id = key_id.to_string();
        let mut conn = self.conn()?;
        write_tx(&mut conn, |conn| {
            consume(conn, &key_id, month, amount, limit)
        })
    }

    /// Takes back `amount` credits a server leased but did not spend
    /// (`consume_credits` counted them as used), never below 0. Returns the
    /// credits used afterwards.
    pub fn release_credits(
        &self,
        key_id: Uuid,
        month: &str,
        amount: i64,
    ) -> Result<i64, StorageError> {
        check_month(month)?;
        check_amount(amount)?;
        let key_id = key_id.to_string();
        let mut conn = self.conn()?;
        write_tx(&mut conn, |conn| {
            let row = usage::table.find((key_id.as_str(), month));
            // One statement, like `consume`: a lease taken meanwhile by
            // another instance is never undone.
            let released: Option<i64> = per_backend!(&mut *conn, |inner| diesel::update(
                row.filter(usage::used.ge(amount))
            )
            .set(usage::used.eq(usage::used - amount))
            .returning(usage::used)
            .get_result(inner)
            .optional())?;
            match released {
                Some(used) => Ok(used),
                // Less recorded than returned (the row was reset by hand,
                // say): nothing is taken.
                None => Ok(row
                    .select(usage::used)
                    .get_result(conn)
                    .optional()?
                    .unwrap_or(0)),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn months_are_yyyy_mm() {
        for good in ["2026-01", "1999-12"] {
            assert!(is_month(good), "{good}");
        }
        for bad in [
            "",
            "2026-1",
            "2026-13",
            "2026-00",
            "2026/01",
            "26-01-01",
            "abcd-01",
            "2026-01-01",
        ] {
            assert!(!is_month(bad), "{bad}");
        }
        let at = time::macros::datetime!(2026-03-31 23:30 -02:00);
        assert_eq!(usage_month(at), "2026-04");
    }
}
