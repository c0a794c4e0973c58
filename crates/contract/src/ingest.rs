//! The ingest format (ingest-format.md): one restaurant's raw observations per
//! JSON line. Unknown keys are rejected at every level.

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize};
use time::OffsetDateTime;
use validator::Validate;

use crate::enums::{Diet, ReportOutcome};
use crate::parse::{ParseError, deserialize_json, validate};
use crate::problem::FieldError;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Validate)]
#[serde(deny_unknown_fields)]
pub struct IngestRecord {
    #[validate(length(min = 1, max = 200, message = "must be 1..200 characters"))]
    pub external_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deleted: Option<bool>,
    /// Outer `None`: the key is absent; `Some(None)`: present and null.
    #[serde(
        default,
        deserialize_with = "present",
        skip_serializing_if = "Option::is_none"
    )]
    pub name: Option<Option<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[validate(length(min = 1, max = 300, message = "must be 1..300 characters"))]
    pub provider_place_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address: Option<IngestAddress>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[validate(nested)]
    pub coordinates: Option<IngestCoordinates>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cuisines: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub categories: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chain_brand: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[validate(range(min = 1, max = 4, message = "must be between 1 and 4"))]
    pub price_level: Option<u8>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub services: BTreeMap<String, bool>,
    #[serde(
        default,
        with = "time::serde::rfc3339::option",
        skip_serializing_if = "Option::is_none"
    )]
    pub last_verified_at: Option<OffsetDateTime>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[validate(nested)]
    pub menu: Vec<MenuItem>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[validate(nested)]
    pub reviews: Vec<Review>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[validate(nested)]
    pub declarations: Vec<Declaration>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[validate(nested)]
    pub external_tags: Vec<ExternalTag>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[validate(nested)]
    pub user_reports: Vec<UserReport>,
}

/// Maps a present key (even `null`) to `Some`, so absent and null differ.
fn present<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    T::deserialize(deserializer).map(Some)
}

impl IngestRecord {
    /// Parses and validates one JSON line of the ingest format.
    pub fn parse_line(line: &str) -> Result<IngestRecord, ParseError> {
        let record: IngestRecord = deserialize_json(line.as_bytes())?;
        record.check()?;
        Ok(record)
    }

    /// The field rules plus the one rule between fields: `name` is required
    /// unless the record is a delete.
    pub fn check(&self) -> Result<(), ParseError> {
        let mut errors = match validate(self) {
            Ok(()) => Vec::new(),
            Err(ParseError::Invalid(errors)) => errors,
            Err(other) => return Err(other),
        };
        if !self.is_delete() && self.name.is_none() {
            errors.push(FieldError::new(
                "name",
                "is required unless the record is deleted (it may be null)",
            ));
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(ParseError::Invalid(errors))
        }
    }

    pub fn is_delete(&self) -> bool {
        self.deleted == Some(true)
    }

    /// The name, if one is known.
    pub fn display_name(&self) -> Option<&str> {
        self.name.as_ref().and_then(|name| name.as_deref())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IngestAddress {
    #[serde(default)]
    pub street: Option<String>,
    #[serde(default)]
    pub city: Option<String>,
    #[serde(default)]
    pub state: Option<String>,
    #[serde(default)]
    pub postal_code: Option<String>,
    #[serde(default)]
    pub country: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, Validate)]
#[serde(deny_unknown_fields)]
pub struct IngestCoordinates {
    #[validate(range(min = -90.0, max = 90.0, message = "must be between -90 and 90"))]
    pub lat: f64,
    #[validate(range(min = -180.0, max = 180.0, message = "must be between -180 and 180"))]
    pub lng: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Validate)]
#[serde(deny_unknown_fields)]
pub struct MenuItem {
    #[validate(length(min = 1, max = 300, message = "must be 1..300 characters"))]
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub section: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[validate(range(min = 0.0, message = "must be 0 or more"))]
    pub price: Option<f64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub labels: Vec<String>,
    #[serde(with = "time::serde::rfc3339")]
    pub observed_at: OffsetDateTime,
    #[validate(url(message = "must be an absolute URI"))]
    pub source: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Validate)]
#[serde(deny_unknown_fields)]
pub struct Review {
    #[validate(length(min = 1, max = 5000, message = "must be 1..5000 characters"))]
    pub text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[validate(range(min = 1.0, max = 5.0, message = "must be between 1 and 5"))]
    pub rating: Option<f64>,
    #[serde(with = "time::serde::rfc3339")]
    pub date: OffsetDateTime,
    #[validate(url(message = "must be an absolute URI"))]
    pub source: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Validate)]
#[serde(deny_unknown_fields)]
pub struct Declaration {
    #[validate(length(min = 1, max = 2000, message = "must be 1..2000 characters"))]
    pub text: String,
    #[serde(with = "time::serde::rfc3339")]
    pub date: OffsetDateTime,
    #[validate(url(message = "must be an absolute URI"))]
    pub source: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Validate)]
#[serde(deny_unknown_fields)]
pub struct ExternalTag {
    #[validate(length(min = 1, max = 200, message = "must be 1..200 characters"))]
    pub key: String,
    #[validate(length(max = 200, message = "must be at most 200 characters"))]
    pub value: String,
    #[serde(with = "time::serde::rfc3339")]
    pub date: OffsetDateTime,
    #[validate(url(message = "must be an absolute URI"))]
    pub source: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Validate)]
#[serde(deny_unknown_fields)]
pub struct UserReport {
    #[validate(length(min = 1, max = 2000, message = "must be 1..2000 characters"))]
    pub text: String,
    #[serde(with = "time::serde::rfc3339")]
    pub date: OffsetDateTime,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub diet: Option<Diet>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<ReportOutcome>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[validate(url(message = "must be an absolute URI"))]
    pub source: Option<String>,
}
