//! Request bodies of the contract with their validation rules. Unknown keys
//! are rejected everywhere (a misspelt key is an error, never silently lost),
//! an object is read only from a JSON object and an optional key, when
//! present, must hold its type: `null` is refused, naming the field
//! (`crate::strict`).

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

use crate::enums::{Diet, Mode};
use crate::ids::RestaurantRef;
use crate::problem::FieldError;
use crate::strict;

pub const QUERY_MAX_CHARS: u64 = 500;
pub const RICH_LIMIT_DEFAULT: u32 = 10;
pub const RICH_LIMIT_MAX: u32 = 50;
pub const FAST_LIMIT_DEFAULT: u32 = 5;
pub const FAST_LIMIT_MAX: u32 = 5;
pub const RADIUS_M_DEFAULT: u32 = 5000;
pub const RADIUS_M_MAX: u32 = 50_000;
/// A profile carries at most this many free-form rules of at most
/// [`DIETARY_RULE_MAX_CHARS`] characters each (not shown by the contract).
pub const DIETARY_RULES_MAX: usize = 20;
pub const DIETARY_RULE_MAX_CHARS: usize = 200;
/// A table of diners at one restaurant: at most this many profiles.
pub const GROUP_PROFILES_MAX: usize = 8;
/// A screen of restaurants for one profile: at most this many ids.
pub const BATCH_SERVICE_IDS_MAX: usize = 50;
/// What a restaurant id given by a caller must look like.
pub const RESTAURANT_ID_SHAPES: &str =
    "must be a service_place_id (UUID) or a service_id (rst_ and 32 hex digits)";

/// A diner's dietary profile. `diet` is required wherever a profile is sent:
/// a profile without a diet cannot be decided.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct UserProfile {
    pub diet: Diet,
    /// True asks for stricter handling of shared fryers, grills and surfaces.
    #[serde(default)]
    pub exclude_cross_contamination: bool,
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(max_items = 20))]
    #[validate(custom(function = "validate_dietary_rules"))]
    pub dietary_rules: Vec<String>,
}

impl UserProfile {
    pub fn new(diet: Diet) -> Self {
        UserProfile {
            diet,
            exclude_cross_contamination: false,
            dietary_rules: Vec::new(),
        }
    }
}

fn validate_dietary_rules(rules: &[String]) -> Result<(), ValidationError> {
    if rules.len() > DIETARY_RULES_MAX {
        return Err(ValidationError::new("length")
            .with_message(format!("at most {DIETARY_RULES_MAX} rules are accepted").into()));
    }
    if rules
        .iter()
        .any(|rule| rule.trim().is_empty() || rule.chars().count() > DIETARY_RULE_MAX_CHARS)
    {
        return Err(ValidationError::new("length").with_message(
            format!("each rule must be 1..{DIETARY_RULE_MAX_CHARS} characters and not blank")
                .into(),
        ));
    }
    Ok(())
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Location {
    #[cfg_attr(feature = "openapi", schema(minimum = -90.0, maximum = 90.0))]
    #[validate(range(min = -90.0, max = 90.0, message = "must be between -90 and 90"))]
    pub lat: f64,
    #[cfg_attr(feature = "openapi", schema(minimum = -180.0, maximum = 180.0))]
    #[validate(range(min = -180.0, max = 180.0, message = "must be between -180 and 180"))]
    pub lng: f64,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "strict::present"
    )]
    #[cfg_attr(
        feature = "openapi",
        schema(nullable = false, minimum = 1, maximum = 50000)
    )]
    #[validate(range(min = 1, max = 50000, message = "must be between 1 and 50000"))]
    pub radius_m: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SearchRequest {
    #[cfg_attr(feature = "openapi", schema(min_length = 1, max_length = 500))]
    #[validate(length(min = 1, max = 500, message = "must be 1..500 characters"))]
    pub query: String,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "strict::present_object"
    )]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    #[validate(nested)]
    pub user_profile: Option<UserProfile>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "strict::present_object"
    )]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    #[validate(nested)]
    pub location: Option<Location>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "strict::present"
    )]
    #[cfg_attr(
        feature = "openapi",
        schema(nullable = false, minimum = 1, maximum = 50)
    )]
    #[validate(range(min = 1, max = 50, message = "must be between 1 and 50"))]
    pub limit: Option<u32>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "strict::present"
    )]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    pub include_evidence: Option<bool>,
    /// The next page of an earlier search: its `metadata.next_cursor`, sent
    /// with the same body and `X-Service-Mode` by the same API key. An
    /// expired, altered or foreign cursor, or one whose search now ranks
    /// differently above the page, is a 400 `invalid_parameter` naming
    /// `cursor` (an addition to the contract).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "strict::present"
    )]
    #[cfg_attr(
        feature = "openapi",
        schema(
            nullable = false,
            min_length = 1,
            max_length = 200,
            pattern = "^[A-Za-z0-9_-]+$"
        )
    )]
    pub cursor: Option<String>,
}

impl SearchRequest {
    /// The result limit for a mode: the mode's default when absent; a fast
    /// request above 5 is rejected rather than silently truncated.
    pub fn effective_limit(&self, mode: Mode) -> Result<u32, FieldError> {
        let (default, max) = match mode {
            Mode::Fast => (FAST_LIMIT_DEFAULT, FAST_LIMIT_MAX),
            Mode::Rich => (RICH_LIMIT_DEFAULT, RICH_LIMIT_MAX),
        };
        match self.limit {
            None => Ok(default),
            Some(limit) if (1..=max).contains(&limit) => Ok(limit),
            Some(_) => Err(FieldError::new(
                "limit",
                format!("must be between 1 and {max} in {mode} mode"),
            )),
        }
    }

    pub fn include_evidence(&self) -> bool {
        self.include_evidence.unwrap_or(true)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct DecisionRequest {
    #[cfg_attr(
        feature = "openapi",
        schema(
            min_length = 1,
            max_length = 200,
            pattern = "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|rst_[0-9a-fA-F]{32})$"
        )
    )]
    #[validate(length(min = 1, max = 200, message = "must be 1..200 characters"))]
    pub service_id: String,
    #[serde(deserialize_with = "strict::object")]
    #[validate(nested)]
    pub user_profile: UserProfile,
}

/// `POST /v1/decision/group-fit`: one restaurant, a table of diners.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct GroupDecisionRequest {
    #[cfg_attr(
        feature = "openapi",
        schema(
            min_length = 1,
            max_length = 200,
            pattern = "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|rst_[0-9a-fA-F]{32})$"
        )
    )]
    #[validate(length(min = 1, max = 200, message = "must be 1..200 characters"))]
    pub service_id: String,
    /// One profile per diner; each answer comes back at the same index.
    #[serde(deserialize_with = "strict::objects")]
    #[cfg_attr(feature = "openapi", schema(min_items = 1, max_items = 8))]
    #[validate(length(min = 1, max = 8, message = "must hold 1..8 profiles"), nested)]
    pub user_profiles: Vec<UserProfile>,
}

/// `POST /v1/decision/batch`: one profile, a screen of restaurants.
/// The same id may appear more than once; each is answered in its place.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BatchDecisionRequest {
    /// Each a `service_id` (`rst_` and 32 hex digits) or a
    /// `service_place_id` (UUID); answered in this order.
    #[cfg_attr(feature = "openapi", schema(min_items = 1, max_items = 50))]
    #[validate(length(min = 1, max = 50, message = "must hold 1..50 ids"))]
    pub service_ids: Vec<String>,
    #[serde(deserialize_with = "strict::object")]
    #[validate(nested)]
    pub user_profile: UserProfile,
}

impl BatchDecisionRequest {
    /// Each id parsed, in order; every malformed one is named by its index
    /// (`service_ids[2]`).
    pub fn restaurant_refs(&self) -> Result<Vec<RestaurantRef>, Vec<FieldError>> {
        let mut refs = Vec::with_capacity(self.service_ids.len());
        let mut errors = Vec::new();
        for (index, raw) in self.service_ids.iter().enumerate() {
            match RestaurantRef::parse(raw) {
                Some(reference) => refs.push(reference),
                None => errors.push(FieldError::new(
                    format!("service_ids[{index}]"),
                    RESTAURANT_ID_SHAPES,
                )),
            }
        }
        if errors.is_empty() {
            Ok(refs)
        } else {
            Err(errors)
        }
    }
}

/// Enrich: `{"service_id": ...}` alone is a direct lookup; otherwise `name`
/// plus `address` or `provider_place_id`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct EnrichRequest {
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "strict::present"
    )]
    #[cfg_attr(
        feature = "openapi",
        schema(
            nullable = false,
            min_length = 1,
            max_length = 200,
            pattern = "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|rst_[0-9a-fA-F]{32})$"
        )
    )]
    #[validate(length(min = 1, max = 200, message = "must be 1..200 characters"))]
    pub service_id: Option<String>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "strict::present"
    )]
    #[cfg_attr(
        feature = "openapi",
        schema(nullable = false, min_length = 1, max_length = 300)
    )]
    #[validate(length(min = 1, max = 300, message = "must be 1..300 characters"))]
    pub name: Option<String>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "strict::present"
    )]
    #[cfg_attr(
        feature = "openapi",
        schema(nullable = false, min_length = 1, max_length = 500)
    )]
    #[validate(length(min = 1, max = 500, message = "must be 1..500 characters"))]
    pub address: Option<String>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "strict::present"
    )]
    #[cfg_attr(
        feature = "openapi",
        schema(nullable = false, min_length = 1, max_length = 300)
    )]
    #[validate(length(min = 1, max = 300, message = "must be 1..300 characters"))]
    pub provider_place_id: Option<String>,
}

impl EnrichRequest {
    /// The rule between fields: `service_id` alone, or `name` with
    /// `address` or `provider_place_id`. The error names the missing field.
    pub fn check_shape(&self) -> Result<(), FieldError> {
        match (
            &self.service_id,
            &self.name,
            &self.address,
            &self.provider_place_id,
        ) {
            (Some(_), ..) => Ok(()),
            (None, None, ..) => Err(FieldError::new(
                "name",
                "is required unless service_id is given",
            )),
            (None, Some(_), None, None) => Err(FieldError::new(
                "address",
                "is required unless provider_place_id is given",
            )),
            _ => Ok(()),
        }
    }
}
