//! dietfit-contract: the wire vocabulary of dietfit. Every record, request and
//! enumeration of `api-contract.md` and the ingest format as serde types with
//! their exact wire names, the 30 reason codes, request validation and RFC 9457
//! problem details.
//!
//! This crate does no I/O and knows nothing of storage, HTTP frameworks or
//! scoring rules: it only says what is valid on the wire, so every other layer
//! (and any other Rust service) can share it.

pub mod enums;
pub mod ids;
pub mod ingest;
pub mod parse;
pub mod problem;
pub mod records;
pub mod requests;
pub mod strict;
pub mod text;

pub use enums::{
    ChangeType, Confidence, Decision, Diet, EvidenceTier, EvidenceType, EvidenceWeight,
    FreshnessLabel, Intent, Mode, ParaphraseMethod, ReasonCode, Region, ReportOutcome, RiskFlag,
    RuleReading, Tier, UnknownEnumValue, WireEnum,
};
pub use ids::{IdList, RestaurantRef, service_id_for, service_place_id_for};
pub use ingest::{
    Declaration, ExternalTag, IngestAddress, IngestCoordinates, IngestRecord, MenuItem, Review,
    UserReport,
};
pub use parse::{ParseError, deserialize_json, parse_json};
pub use problem::{FieldError, PROBLEM_CONTENT_TYPE, Problem, ProblemKind};
pub use records::*;
pub use requests::*;
pub use text::{EvidenceId, SharedText};

/// The API version every path carries and metadata reports.
pub const API_VERSION: &str = "v1";
