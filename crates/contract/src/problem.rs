//! Problem details (RFC 9457) and the one table from problem kind to type
//! URL, title and status. The docs base URL is configuration, passed in.

use serde::{Deserialize, Serialize};

/// The media type of every error the service raises.
pub const PROBLEM_CONTENT_TYPE: &str = "application/problem+json";

/// One invalid field: a dotted path (`location.lat`, `menu[3].name`) and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

impl FieldError {
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        FieldError {
            field: field.into(),
            message: message.into(),
        }
    }
}

macro_rules! problem_kinds {
    ($( $variant:ident => ($slug:literal, $status:literal, $title:literal) ),+ $(,)?) => {
        /// Every kind of error the service raises.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum ProblemKind { $( $variant ),+ }

        impl ProblemKind {
            pub const ALL: &'static [ProblemKind] = &[ $( ProblemKind::$variant ),+ ];
            /// The last segment of the type URL: `{docs_base_url}/errors/{slug}`.
            pub fn slug(self) -> &'static str { match self { $( ProblemKind::$variant => $slug ),+ } }
            pub fn status(self) -> u16 { match self { $( ProblemKind::$variant => $status ),+ } }
            pub fn title(self) -> &'static str { match self { $( ProblemKind::$variant => $title ),+ } }
        }
    };
}

problem_kinds! {
    ValidationFailed => ("validation_failed", 400, "The request is not valid"),
    MalformedJson => ("malformed_json", 400, "The request body is not valid JSON"),
    InvalidParameter => ("invalid_parameter", 400, "A path or query parameter is not valid"),
    LocationRequired => ("location_required", 400, "This query needs a location"),
    Unauthorized => ("unauthorized", 401, "A valid API key is required"),
    EnterpriseOnly => ("enterprise_only", 403, "This route needs an Enterprise key"),
    NotFound => ("not_found", 404, "No such route"),
    RestaurantNotFound => ("restaurant_not_found", 404, "Restaurant not found"),
    MethodNotAllowed => ("method_not_allowed", 405, "Method not allowed on this route"),
    EndpointGone => ("endpoint_gone", 410, "This endpoint has been retired"),
    RequestTimeout => ("request_timeout", 408, "The request body did not arrive in time"),
    PayloadTooLarge => ("payload_too_large", 413, "The request body is too large"),
    UnsupportedMediaType => ("unsupported_media_type", 415, "Content-Type must be application/json"),
    Conflict => ("conflict", 409, "The request conflicts with the current state"),
    IdempotencyKeyInFlight => ("idempotency_key_in_flight", 409, "A request with this Idempotency-Key is still being processed"),
    MatchFailed => ("match_failed", 422, "No plausible match"),
    IdempotencyKeyReused => ("idempotency_key_reused", 422, "This Idempotency-Key was used for another request"),
    RateLimited => ("rate_limited", 429, "Too many requests"),
    CreditsExhausted => ("credits_exhausted", 429, "Monthly credits exhausted"),
    Internal => ("internal_error", 500, "Internal error"),
    StoreUnavailable => ("store_unavailable", 503, "The data store is unavailable"),
}

/// An RFC 9457 problem document, with an `errors` list for invalid fields and
/// the request's id so a caller can quote it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Problem {
    #[serde(rename = "type")]
    pub type_url: String,
    pub title: String,
    pub status: u16,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instance: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub errors: Vec<FieldError>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service_request_id: Option<String>,
}

impl Problem {
    pub fn new(kind: ProblemKind, docs_base_url: &str, detail: impl Into<String>) -> Self {
        Problem {
            type_url: format!(
                "{}/errors/{}",
                docs_base_url.trim_end_matches('/'),
                kind.slug()
            ),
            title: kind.title().to_owned(),
            status: kind.status(),
            detail: Some(detail.into()),
            instance: None,
            errors: Vec::new(),
            service_request_id: None,
        }
    }

    pub fn with_errors(mut self, errors: Vec<FieldError>) -> Self {
        self.errors = errors;
        self
    }

    pub fn with_instance(mut self, instance: impl Into<String>) -> Self {
        self.instance = Some(instance.into());
        self
    }

    pub fn with_request_id(mut self, id: impl Into<String>) -> Self {
        self.service_request_id = Some(id.into());
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_url_is_built_from_the_docs_base_url() {
        let problem = Problem::new(ProblemKind::EndpointGone, "https://docs.example/", "gone");
        assert_eq!(
            problem.type_url,
            "https://docs.example/errors/endpoint_gone"
        );
        assert_eq!(problem.status, 410);
        let json = serde_json::to_value(&problem).unwrap();
        assert_eq!(json["type"], "https://docs.example/errors/endpoint_gone");
        assert!(json.get("errors").is_none(), "empty errors are omitted");
    }

    #[test]
    fn slugs_are_unique_and_statuses_are_errors() {
        let mut slugs: Vec<_> = ProblemKind::ALL.iter().map(|k| k.slug()).collect();
        slugs.sort_unstable();
        slugs.dedup();
        assert_eq!(slugs.len(), ProblemKind::ALL.len());
        assert!(
            ProblemKind::ALL
                .iter()
                .all(|k| (400..600).contains(&k.status()))
        );
    }
}
