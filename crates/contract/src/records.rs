//! Response records of api-contract.md sections 2.2 to 2.4 and 4, with the
//! exact wire names. Required-but-nullable fields are plain `Option`s and
//! serialize as `null`; optional fields skip serialization when absent.
//! The OpenAPI schema would take every `Option` for optional, so the
//! required-but-nullable ones say `schema(required = true)`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::ids::IdList;
use crate::problem::Problem;
use crate::text::{EvidenceId, SharedText};

use crate::enums::{
    ChangeType, Confidence, Decision, Diet, EvidenceTier, EvidenceType, EvidenceWeight,
    FreshnessLabel, Intent, ParaphraseMethod, ReasonCode, Region, RiskFlag, RuleReading,
};

/// Longest evidence excerpt, in characters.
pub const MAX_EXCERPT_CHARS: usize = 500;

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Address {
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub street: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub city: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub state: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub postal_code: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub country: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Coordinates {
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub lat: Option<f64>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub lng: Option<f64>,
}

impl Coordinates {
    /// Both halves, or nothing: half a position is no position.
    pub fn point(&self) -> Option<(f64, f64)> {
        self.lat.zip(self.lng)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DietaryProfile {
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub fully_vegan: Option<bool>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub vegan_friendly: Option<bool>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SourceFreshness {
    pub oldest_signal_age_days: u32,
    pub newest_signal_age_days: u32,
    pub recommended_refresh: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Dimension {
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub score: Option<f64>,
    pub weight: f64,
    pub confidence: Confidence,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Vec<String>>))]
    pub evidence_ids: Option<IdList>,
}

/// The six score dimensions, keyed exactly as the contract spells them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Dimensions {
    #[serde(rename = "D1_vegan_coverage")]
    pub d1_vegan_coverage: Dimension,
    #[serde(rename = "D2_vegan_quality")]
    pub d2_vegan_quality: Dimension,
    #[serde(rename = "D3_ingredient_clarity")]
    pub d3_ingredient_clarity: Dimension,
    #[serde(rename = "D4_cross_contamination")]
    pub d4_cross_contamination: Dimension,
    #[serde(rename = "D5_staff_knowledge")]
    pub d5_staff_knowledge: Dimension,
    #[serde(rename = "D6_restaurant_quality")]
    pub d6_restaurant_quality: Dimension,
}

impl Dimensions {
    /// The wire keys, in order D1..D6.
    pub const KEYS: [&'static str; 6] = [
        "D1_vegan_coverage",
        "D2_vegan_quality",
        "D3_ingredient_clarity",
        "D4_cross_contamination",
        "D5_staff_knowledge",
        "D6_restaurant_quality",
    ];

    /// The dimensions in order D1..D6.
    pub fn all(&self) -> [&Dimension; 6] {
        [
            &self.d1_vegan_coverage,
            &self.d2_vegan_quality,
            &self.d3_ingredient_clarity,
            &self.d4_cross_contamination,
            &self.d5_staff_knowledge,
            &self.d6_restaurant_quality,
        ]
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct VeganScore {
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub overall: Option<f64>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub scoring_version: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dimensions: Option<Dimensions>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reasoning: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Evidence {
    // Inline and shared text rather than `String`s: a decision copies a
    // dozen pointers out of its evaluation without copying any text. Both
    // are plain strings on the wire.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub evidence_id: EvidenceId,
    #[serde(rename = "type")]
    pub evidence_type: EvidenceType,
    /// A URI: where the observation was made.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub source: SharedText,
    pub weight: EvidenceWeight,
    pub tier: EvidenceTier,
    /// At most [`MAX_EXCERPT_CHARS`] characters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>))]
    pub excerpt: Option<SharedText>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paraphrase_method: Option<ParaphraseMethod>,
}

/// Evidence-aware fit guidance for one restaurant and one profile.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MatchForProfile {
    pub decision: Decision,
    pub confidence: Confidence,
    pub reason_codes: Vec<ReasonCode>,
    pub risk_flags: Vec<RiskFlag>,
    pub verification_required: bool,
    pub recommended_user_text: String,
    /// An addition to the contract (docs/api-decisions.md): for a `fit` in
    /// a rich search result, the names of up to three dishes to order, best
    /// first; left out otherwise.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dishes: Vec<String>,
}

/// The public record used in search results and enrich.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Restaurant {
    pub service_id: String,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub name: Option<String>,
    pub address: Address,
    pub coordinates: Coordinates,
    pub vegan_score: VeganScore,
    pub dietary_profile: DietaryProfile,
    pub cuisine_types: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub services: Option<BTreeMap<String, bool>>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    #[serde(with = "time::serde::rfc3339::option")]
    pub last_verified_at: Option<OffsetDateTime>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    #[serde(with = "time::serde::rfc3339::option")]
    pub last_evaluated_at: Option<OffsetDateTime>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_freshness: Option<SourceFreshness>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub evidence: Option<Vec<Evidence>>,
}

/// A ranked search result: the public record plus distance and profile fit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SearchResult {
    #[serde(flatten)]
    pub restaurant: Restaurant,
    /// Meters; present only when a location was given and the result has coordinates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub distance_m: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_for_profile: Option<MatchForProfile>,
}

/// How the service read a natural-language query. Every field is optional.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct QueryInterpretation {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub diet_inferred: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cuisine_inferred: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dish_inferred: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub intent_inferred: Option<Intent>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_inferred: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub price_constraint: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location_inferred: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub neighborhood_inferred: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub radius_m: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub radius_m_inferred: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub radius_m_text_ignored: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SearchResponse {
    pub service_request_id: String,
    pub results: Vec<SearchResult>,
    pub total_results: u64,
    pub ai_generated: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub query_interpretation: Option<QueryInterpretation>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub human_review_recommended: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<SearchMetadata>))]
    pub metadata: Option<serde_json::Map<String, serde_json::Value>>,
}

/// What dietfit writes in a search answer's `metadata`, which the contract
/// leaves free-form (mode, cache status, result source, latency; the cursor
/// is an addition). It only describes the document: the server writes the
/// object itself, and clients should ignore keys they do not know.
#[cfg(feature = "openapi")]
#[derive(Debug, utoipa::ToSchema)]
pub struct SearchMetadata {
    pub mode: crate::enums::Mode,
    /// `index`: the results come from the search index.
    pub result_source: String,
    /// `hit` when the answer was served from the answer cache, else `miss`.
    pub cache: String,
    /// This request's time in the search use case, in milliseconds.
    pub latency_ms: f64,
    /// Present when more results match than this page and the pages before
    /// it hold (within the first 500): send it as the request's `cursor`,
    /// with the same body, `X-Service-Mode` and API key, within an hour, for
    /// the next page. Absent on the last page. Opaque: its format may change.
    #[schema(nullable = false)]
    pub next_cursor: Option<String>,
}

/// Per-dimension scores of the detail record, named in camelCase.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ScoreBreakdown {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vegan_coverage: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vegan_quality: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ingredient_clarity: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cross_contamination: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub staff_knowledge: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restaurant_quality: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DetailVeganScore {
    /// 0..100; 0 with low confidence when nothing could be scored (the
    /// contract makes this number non-nullable).
    pub overall: f64,
    pub confidence: Confidence,
    pub reasoning: String,
    pub scoring_version: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub breakdown: Option<ScoreBreakdown>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confidence_score: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DataFreshness {
    #[cfg_attr(feature = "openapi", schema(required = true))]
    #[serde(with = "time::serde::rfc3339::option")]
    pub last_full_refresh: Option<OffsetDateTime>,
    pub overall_freshness_score: f64,
    pub freshness_label: FreshnessLabel,
}

/// The restaurant detail (lookup) record, also embedded in change entries.
///
/// The contract types name, address, city, state, zipCode and country as
/// non-nullable strings: an unknown value is the empty string. Coordinates of
/// a record without a position are `null`: dietfit never invents a location.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RestaurantDetail {
    #[serde(rename = "service_place_id")]
    pub service_place_id: Uuid,
    pub name: String,
    pub address: String,
    pub city: String,
    pub state: String,
    pub zip_code: String,
    pub country: String,
    pub coordinates: Coordinates,
    pub vegan_score: DetailVeganScore,
    pub is_chain: bool,
    pub vegan_friendly: bool,
    pub is_vegan: bool,
    pub cuisine_types: Vec<String>,
    pub data_freshness: DataFreshness,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    #[serde(default)]
    pub chain_brand: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    #[serde(default)]
    pub cuisine: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    #[serde(default)]
    pub primary_category: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub all_categories: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metasearch_data: Option<serde_json::Map<String, serde_json::Value>>,
    #[serde(
        rename = "reviewAIData",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub review_ai_data: Option<serde_json::Map<String, serde_json::Value>>,
    #[serde(
        rename = "menuAIData",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub menu_ai_data: Option<serde_json::Map<String, serde_json::Value>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nutrition_profile: Option<serde_json::Map<String, serde_json::Value>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wine_profile: Option<serde_json::Map<String, serde_json::Value>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wine_score: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Health {
    /// Always `ok` while the process answers.
    pub status: String,
    pub version: String,
    #[serde(with = "time::serde::rfc3339")]
    pub timestamp: OffsetDateTime,
}

/// The value sets of the contract, built from the enums themselves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SupportedEnums {
    pub diets: Vec<String>,
    pub decisions: Vec<String>,
    pub confidences: Vec<String>,
    pub risk_flags: Vec<String>,
    pub evidence_tiers: Vec<String>,
    pub evidence_types: Vec<String>,
}

impl SupportedEnums {
    /// Every value of each enumeration, from the enums (never a second list).
    pub fn from_contract() -> Self {
        use crate::enums::WireEnum;
        fn owned<E: WireEnum>() -> Vec<String> {
            E::wire_values().into_iter().map(str::to_owned).collect()
        }
        SupportedEnums {
            diets: owned::<Diet>(),
            decisions: owned::<Decision>(),
            confidences: Confidence::CONTRACT_ORDER
                .iter()
                .map(|c| crate::enums::WireEnum::as_str(*c).to_owned())
                .collect(),
            risk_flags: owned::<RiskFlag>(),
            evidence_tiers: owned::<EvidenceTier>(),
            evidence_types: owned::<EvidenceType>(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ModelVersions {
    pub scoring: String,
    pub embedding_model: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub evidence_builder: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Metadata {
    /// A date (YYYY-MM-DD).
    pub dataset_version: String,
    pub total_restaurants: u64,
    pub total_with_vegan_score: u64,
    #[serde(with = "time::serde::rfc3339")]
    pub last_updated: OffsetDateTime,
    pub coverage_by_country: BTreeMap<String, u64>,
    pub average_vegan_score: f64,
    pub scoring_version: String,
    pub cuisine_distribution: BTreeMap<String, u64>,
    #[serde(rename = "api_version")]
    pub api_version: String,
    #[serde(rename = "supported_enums")]
    pub supported_enums: SupportedEnums,
    #[serde(rename = "available_regions")]
    pub available_regions: Vec<Region>,
    #[serde(rename = "model_versions")]
    pub model_versions: ModelVersions,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ChangeEntry {
    #[serde(rename = "type")]
    pub change_type: ChangeType,
    #[serde(with = "time::serde::rfc3339")]
    pub changed_at: OffsetDateTime,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restaurant: Option<RestaurantDetail>,
    #[serde(
        rename = "service_place_id",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub service_place_id: Option<Uuid>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub changed_fields: Option<Vec<String>>,
    #[serde(
        with = "time::serde::rfc3339::option",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub deleted_at: Option<OffsetDateTime>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ChangesResponse {
    pub changes: Vec<ChangeEntry>,
    pub total: u64,
    pub page: u32,
    pub page_size: u32,
    #[serde(with = "time::serde::rfc3339")]
    pub since: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339")]
    pub next_since: OffsetDateTime,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DecisionResponse {
    pub service_request_id: String,
    pub service_id: String,
    pub decision: Decision,
    pub confidence: Confidence,
    pub reason_codes: Vec<ReasonCode>,
    pub risk_flags: Vec<RiskFlag>,
    pub evidence: Vec<Evidence>,
    pub verification_required: bool,
    pub recommended_user_text: String,
    pub ai_generated: bool,
    /// Additions to the contract (docs/api-decisions.md): the menu items
    /// the diner can order when the answer is `fit`, best first.
    #[serde(default)]
    pub dishes: Vec<DishToOrder>,
    /// One plain question per risk or caution that kept the answer from
    /// `fit`, to ask the restaurant.
    #[serde(default)]
    pub verification_questions: Vec<String>,
    /// Each of the profile's `dietary_rules`, as the decision read it.
    #[serde(default)]
    pub rules_understood: Vec<RuleUnderstood>,
}

/// A menu item a diner can order. Fast mode sends the name alone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DishToOrder {
    pub name: String,
    /// The menu section it is printed in, when the menu has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub section: Option<String>,
    /// Why it fits, in plain words ("labelled vegan on the menu").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
    /// When the menu showing it was seen.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "time::serde::rfc3339::option"
    )]
    pub seen_at: Option<OffsetDateTime>,
    /// The evidence item it rests on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub evidence_id: Option<String>,
}

/// One of a profile's `dietary_rules` and how the decision read it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RuleUnderstood {
    /// The rule as the diner wrote it.
    pub rule: String,
    pub read_as: RuleReading,
    /// What that means for the answer, in plain words.
    pub explanation: String,
}

/// One profile's decision at one restaurant inside a group or batch answer:
/// the decision route's answer without its envelope (`service_request_id`,
/// `service_id`, `ai_generated`), field for field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ProfileDecision {
    pub decision: Decision,
    pub confidence: Confidence,
    pub reason_codes: Vec<ReasonCode>,
    pub risk_flags: Vec<RiskFlag>,
    pub evidence: Vec<Evidence>,
    pub verification_required: bool,
    pub recommended_user_text: String,
    pub dishes: Vec<DishToOrder>,
    pub verification_questions: Vec<String>,
    pub rules_understood: Vec<RuleUnderstood>,
}

/// `POST /v1/decision/group-fit`: a table of diners at one restaurant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GroupDecisionResponse {
    pub service_request_id: String,
    pub service_id: String,
    /// The table's answer: `fit` only if every diner's is, `not_fit` if any
    /// diner's is, `unknown` otherwise.
    pub decision: Decision,
    /// The dishes every diner can order, best first, at most ten; none
    /// unless the table's answer is `fit`. Fast mode sends names alone.
    pub dishes: Vec<DishToOrder>,
    /// One answer per profile, in the order of `user_profiles`.
    pub diners: Vec<ProfileDecision>,
    pub ai_generated: bool,
}

/// `POST /v1/decision/batch`: one profile at each restaurant asked about.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BatchDecisionResponse {
    pub service_request_id: String,
    /// One item per id of `service_ids`, in its order.
    pub items: Vec<BatchDecisionItem>,
    pub ai_generated: bool,
}

/// One restaurant of a batch: its decision, or a problem of its own (an
/// unknown id is a 404 problem here, not a failed batch). `status` tells
/// them apart.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(untagged)]
pub enum BatchDecisionItem {
    Decided(Box<BatchItemDecision>),
    Failed(BatchItemProblem),
}

/// A restaurant of a batch that was decided.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BatchItemDecision {
    /// The id as sent.
    pub service_id: String,
    /// Always 200.
    #[cfg_attr(feature = "openapi", schema(minimum = 200, maximum = 200))]
    pub status: u16,
    #[serde(flatten)]
    pub decision: ProfileDecision,
}

/// A restaurant of a batch that could not be decided: an RFC 9457 problem
/// (`restaurant_not_found`, status 404) naming the id.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BatchItemProblem {
    /// The id as sent.
    pub service_id: String,
    #[serde(flatten)]
    pub problem: Problem,
}

/// A plausible but unconfirmed enrich match (the contract leaves its fields
/// open; see docs/api-decisions.md).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MatchCandidate {
    pub service_id: String,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub name: Option<String>,
    pub address: Address,
    pub match_confidence: f64,
}

/// An enrich answer: matched, or unmatched with candidates. Both are 200s.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(untagged)]
pub enum EnrichResponse {
    Matched(Box<EnrichMatched>),
    Unmatched(EnrichUnmatched),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct EnrichMatched {
    pub service_request_id: String,
    /// Always true.
    pub matched: bool,
    pub match_confidence: f64,
    pub service_id: String,
    pub restaurant: Restaurant,
    pub ai_generated: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct EnrichUnmatched {
    pub service_request_id: String,
    /// Always false.
    pub matched: bool,
    pub match_confidence: f64,
    /// Always null.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub service_id: Option<String>,
    pub match_candidates: Vec<MatchCandidate>,
    pub ai_generated: bool,
}
