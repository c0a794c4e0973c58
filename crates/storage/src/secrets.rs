//! Secrets shared by every instance over one database, by name. The store
//! keeps what it is given: the caller generates a value and offers it; the
//! first offer for a name is kept and every caller gets that one back.

use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::{per_backend, write_tx};
use crate::error::StorageError;
use crate::schema::server_secrets;
use crate::store::{Store, to_micros};

impl Store {
    /// The secret stored under `name`, storing `candidate` first when there
    /// is none. Instances starting together each offer their own candidate;
    /// the insert that commits first wins and all of them return its value.
    pub fn server_secret(
        &self,
        name: &str,
        candidate: &str,
        now: OffsetDateTime,
    ) -> Result<String, StorageError> {
        if name.is_empty() || candidate.is_empty() {
            return Err(StorageError::InvalidInput(
                "a server secret needs a name and a value".to_owned(),
            ));
        }
        let mut conn = self.conn()?;
        write_tx(&mut conn, |conn| {
            per_backend!(&mut *conn, |inner| diesel::insert_into(
                server_secrets::table
            )
            .values((
                server_secrets::name.eq(name),
                server_secrets::value.eq(candidate),
                server_secrets::created_at.eq(to_micros(now)),
            ))
            .on_conflict_do_nothing()
            .execute(inner))?;
            let value = server_secrets::table
                .find(name)
                .select(server_secrets::value)
                .first::<String>(conn)?;
            Ok(value)
        })
    }
}
