//! The data steps of the migration that packs the restaurants' JSON
//! (`2026-12-03-000000_packed_restaurants_fill`). SQL cannot compress, so
//! they copy every row between the JSON table and the packed one, a page at
//! a time: up, from `restaurants` (JSON text) into `restaurants_packed`;
//! down, back from `restaurants_packed` into an empty JSON `restaurants`.

use diesel::prelude::*;

use crate::connection::{DbConnection, per_backend};
use crate::error::StorageError;
use crate::packed::{pack_evaluation, pack_record, unpack_evaluation, unpack_record};

/// The restaurants table with its JSON as text, as the initial migration
/// made it.
mod json_layout {
    diesel::table! {
        restaurants (service_place_id) {
            service_place_id -> Text,
            service_id -> Text,
            external_id -> Text,
            provider_place_id -> Nullable<Text>,
            name -> Nullable<Text>,
            city -> Nullable<Text>,
            state -> Nullable<Text>,
            country -> Nullable<Text>,
            lat -> Nullable<Double>,
            lng -> Nullable<Double>,
            overall_score -> Nullable<Double>,
            cuisines_json -> Text,
            scoring_version -> Text,
            record_json -> Text,
            evaluation_json -> Text,
            detail_json -> Text,
            created_at -> BigInt,
            updated_at -> BigInt,
            last_evaluated_at -> BigInt,
        }
    }
}

/// The packed table while the migrations put it in place.
mod packed_layout {
    diesel::table! {
        restaurants_packed (service_place_id) {
            service_place_id -> Text,
            service_id -> Text,
            external_id -> Text,
            provider_place_id -> Nullable<Text>,
            name -> Nullable<Text>,
            city -> Nullable<Text>,
            state -> Nullable<Text>,
            country -> Nullable<Text>,
            lat -> Nullable<Double>,
            lng -> Nullable<Double>,
            overall_score -> Nullable<Double>,
            cuisines_json -> Text,
            scoring_version -> Text,
            packed_record -> Binary,
            packed_evaluation -> Binary,
            detail_json -> Text,
            created_at -> BigInt,
            updated_at -> BigInt,
            last_evaluated_at -> BigInt,
        }
    }
}

/// Rows per page: a few MiB of JSON, and 19 x 500 bind parameters, well
/// inside both backends' limits.
const PAGE: i64 = 500;

/// The columns both layouts share.
struct Common {
    service_place_id: String,
    service_id: String,
    external_id: String,
    provider_place_id: Option<String>,
    name: Option<String>,
    city: Option<String>,
    state: Option<String>,
    country: Option<String>,
    lat: Option<f64>,
    lng: Option<f64>,
    overall_score: Option<f64>,
    cuisines_json: String,
    scoring_version: String,
    detail_json: String,
    created_at: i64,
    updated_at: i64,
    last_evaluated_at: i64,
}

/// Declares a row struct of one layout, its two layout-specific columns
/// named, with its conversion from and into [`Common`].
macro_rules! layout_row {
    ($row:ident, $table:path, $record:ident: $record_type:ty, $evaluation:ident: $evaluation_type:ty) => {
        #[derive(Queryable, Selectable, Insertable)]
        #[diesel(table_name = $table)]
        struct $row {
            service_place_id: String,
            service_id: String,
            external_id: String,
            provider_place_id: Option<String>,
            name: Option<String>,
            city: Option<String>,
            state: Option<String>,
            country: Option<String>,
            lat: Option<f64>,
            lng: Option<f64>,
            overall_score: Option<f64>,
            cuisines_json: String,
            scoring_version: String,
            $record: $record_type,
            $evaluation: $evaluation_type,
            detail_json: String,
            created_at: i64,
            updated_at: i64,
            last_evaluated_at: i64,
        }

        impl $row {
            fn split(self) -> (Common, $record_type, $evaluation_type) {
                let common = Common {
                    service_place_id: self.service_place_id,
                    service_id: self.service_id,
                    external_id: self.external_id,
                    provider_place_id: self.provider_place_id,
                    name: self.name,
                    city: self.city,
                    state: self.state,
                    country: self.country,
                    lat: self.lat,
                    lng: self.lng,
                    overall_score: self.overall_score,
                    cuisines_json: self.cuisines_json,
                    scoring_version: self.scoring_version,
                    detail_json: self.detail_json,
                    created_at: self.created_at,
                    updated_at: self.updated_at,
                    last_evaluated_at: self.last_evaluated_at,
                };
                (common, self.$record, self.$evaluation)
            }

            fn join(common: Common, $record: $record_type, $evaluation: $evaluation_type) -> $row {
                $row {
                    service_place_id: common.service_place_id,
                    service_id: common.service_id,
                    external_id: common.external_id,
                    provider_place_id: common.provider_place_id,
                    name: common.name,
                    city: common.city,
                    state: common.state,
                    country: common.country,
                    lat: common.lat,
                    lng: common.lng,
                    overall_score: common.overall_score,
                    cuisines_json: common.cuisines_json,
                    scoring_version: common.scoring_version,
                    $record,
                    $evaluation,
                    detail_json: common.detail_json,
                    created_at: common.created_at,
                    updated_at: common.updated_at,
                    last_evaluated_at: common.last_evaluated_at,
                }
            }
        }
    };
}

layout_row!(JsonRow, json_layout::restaurants, record_json: String, evaluation_json: String);
layout_row!(
    PackedRow,
    packed_layout::restaurants_packed,
    packed_record: Vec<u8>,
    packed_evaluation: Vec<u8>
);

fn packed(row: JsonRow) -> Result<PackedRow, StorageError> {
    let (common, record_json, evaluation_json) = row.split();
    let packed_record = pack_record(&record_json)?;
    let packed_evaluation = pack_evaluation(&evaluation_json, &record_json)?;
    Ok(PackedRow::join(common, packed_record, packed_evaluation))
}

fn unpacked(row: PackedRow) -> Result<JsonRow, StorageError> {
    let (common, packed_record, packed_evaluation) = row.split();
    let record_json = unpack_record(&packed_record)?;
    let evaluation_json = unpack_evaluation(&packed_evaluation, &record_json)?;
    Ok(JsonRow::join(common, record_json, evaluation_json))
}

/// Up: every row of the JSON table into the packed one, packed.
pub(crate) fn pack_into_packed_table(conn: &mut DbConnection) -> Result<(), StorageError> {
    use json_layout::restaurants as source;
    let mut after = String::new();
    let mut copied = 0u64;
    loop {
        let page: Vec<JsonRow> = source::table
            .filter(source::service_place_id.gt(&after))
            .order(source::service_place_id.asc())
            .limit(PAGE)
            .select(JsonRow::as_select())
            .load(conn)?;
        let Some(last) = page.last() else { break };
        after = last.service_place_id.clone();
        copied += page.len() as u64;
        let rows = page
            .into_iter()
            .map(packed)
            .collect::<Result<Vec<_>, _>>()?;
        per_backend!(&mut *conn, |inner| diesel::insert_into(
            packed_layout::restaurants_packed::table
        )
        .values(&rows)
        .execute(inner))?;
    }
    if copied > 0 {
        log::info!(
            "packed the JSON of {copied} stored restaurants; the file keeps the space the JSON \
             held, for later writes, until VACUUM returns it (SQLite)"
        );
    }
    Ok(())
}

/// Down: every row of the packed table into the (empty) JSON one, unpacked.
pub(crate) fn unpack_into_json_table(conn: &mut DbConnection) -> Result<(), StorageError> {
    use packed_layout::restaurants_packed as source;
    let mut after = String::new();
    loop {
        let page: Vec<PackedRow> = source::table
            .filter(source::service_place_id.gt(&after))
            .order(source::service_place_id.asc())
            .limit(PAGE)
            .select(PackedRow::as_select())
            .load(conn)?;
        let Some(last) = page.last() else {
            return Ok(());
        };
        after = last.service_place_id.clone();
        let rows = page
            .into_iter()
            .map(unpacked)
            .collect::<Result<Vec<_>, _>>()?;
        per_backend!(&mut *conn, |inner| diesel::insert_into(
            json_layout::restaurants::table
        )
        .values(&rows)
        .execute(inner))?;
    }
}
