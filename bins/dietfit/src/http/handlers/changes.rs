//! GET /v1/changes (Enterprise): the change feed since a time, in a stable
//! order, with `nextSince` for polling without loss or repetition.

use actix_web::{HttpRequest, HttpResponse, web};
use dietfit_contract::{ChangeType, ChangesResponse, FieldError};
use dietfit_storage::Store;
use time::format_description::well_known::Rfc3339;
use time::{Duration, OffsetDateTime};

use crate::config::HttpConfig;
use crate::http::error::{ApiError, blocking};

/// How far back `since` may reach.
pub const MAX_LOOKBACK: Duration = Duration::days(30);
pub const PAGE_SIZE_DEFAULT: u32 = 100;
pub const PAGE_SIZE_MAX: u32 = 1000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChangesQuery {
    pub since: OffsetDateTime,
    pub change_type: Option<ChangeType>,
    pub page: u32,
    pub page_size: u32,
}

/// The query parameters as the OpenAPI document describes them. The handler
/// reads the raw query with [`parse_query`] instead, so that every bad
/// parameter is named in one problem.
#[derive(Debug, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ChangesParams {
    /// Changes after this time (RFC 3339); at most 30 days back.
    pub since: OffsetDateTime,
    /// Only changes of this type.
    #[param(rename = "type")]
    pub change_type: Option<ChangeType>,
    /// The page, from 1.
    #[param(minimum = 1, default = 1)]
    pub page: Option<u32>,
    /// Changes per page.
    #[param(rename = "pageSize", minimum = 1, maximum = 1000, default = 100)]
    pub page_size: Option<u32>,
}

/// Parses the query string, collecting an error for every bad parameter.
pub fn parse_query(raw: &str, now: OffsetDateTime) -> Result<ChangesQuery, ApiError> {
    let pairs: Vec<(String, String)> = serde_urlencoded::from_str(raw).map_err(|err| {
        ApiError::invalid_parameters(vec![FieldError::new(
            "(query)",
            format!("not a valid query string: {err}"),
        )])
    })?;
    let mut errors = Vec::new();
    let mut since = None;
    let mut change_type = None;
    let mut page = 1;
    let mut page_size = PAGE_SIZE_DEFAULT;
    for (name, value) in &pairs {
        match name.as_str() {
            "since" => match OffsetDateTime::parse(value, &Rfc3339) {
                Ok(at) if at < now - MAX_LOOKBACK => errors.push(FieldError::new(
                    "since",
                    "must be within the last 30 days; older changes are not served",
                )),
                Ok(at) => since = Some(at),
                Err(_) => errors.push(FieldError::new("since", "must be an RFC 3339 date-time")),
            },
            "type" => match value.parse::<ChangeType>() {
                Ok(parsed) => change_type = Some(parsed),
                Err(_) => errors.push(FieldError::new(
                    "type",
                    "must be created, updated or deleted",
                )),
            },
            "page" => match value.parse::<u32>() {
                Ok(parsed) if parsed >= 1 => page = parsed,
                _ => errors.push(FieldError::new("page", "must be an integer of at least 1")),
            },
            "pageSize" => match value.parse::<u32>() {
                Ok(parsed) if (1..=PAGE_SIZE_MAX).contains(&parsed) => page_size = parsed,
                _ => errors.push(FieldError::new(
                    "pageSize",
                    "must be an integer from 1 to 1000",
                )),
            },
            other => errors.push(FieldError::new(other, "is not a parameter of this route")),
        }
    }
    if since.is_none() && !errors.iter().any(|e| e.field == "since") {
        errors.push(FieldError::new("since", "is required (RFC 3339 date-time)"));
    }
    match since {
        Some(since) if errors.is_empty() => Ok(ChangesQuery {
            since,
            change_type,
            page,
            page_size,
        }),
        _ => {
            errors.sort_by(|a, b| a.field.cmp(&b.field));
            Err(ApiError::invalid_parameters(errors))
        }
    }
}

/// Change feed (Enterprise)
///
/// Restaurants created, updated or deleted after `since` (at most 30 days
/// back), in a stable order. Poll again with `nextSince` to see each change
/// once.
#[utoipa::path(
    get,
    path = "/v1/changes",
    tag = "changes",
    params(ChangesParams),
    responses(
        (status = 200, description = "A page of changes", body = dietfit_contract::ChangesResponse),
        (status = 400, response = crate::http::openapi_components::InvalidRequest),
        (status = 401, response = crate::http::openapi_components::Unauthorized),
        (status = 403, response = crate::http::openapi_components::EnterpriseOnly),
        (status = 405, response = crate::http::openapi_components::MethodNotAllowed),
        (status = 429, response = crate::http::openapi_components::TooManyRequests),
        (status = 500, response = crate::http::openapi_components::InternalError),
        (status = 503, response = crate::http::openapi_components::StoreUnavailable),
    ),
    security(("service_api_key" = []))
)]
pub async fn list_changes(
    req: HttpRequest,
    store: web::Data<Store>,
    config: web::Data<HttpConfig>,
) -> Result<HttpResponse, ApiError> {
    let query = parse_query(req.query_string(), config.clock.now())?;
    let store = store.into_inner();
    let ChangesQuery {
        since,
        change_type,
        page,
        page_size,
    } = query;
    let page_of_changes =
        blocking(move || Ok(store.list_changes(since, change_type, page, page_size)?)).await?;
    let next_since = page_of_changes.next_since(since);
    Ok(HttpResponse::Ok().json(ChangesResponse {
        changes: page_of_changes.changes,
        total: page_of_changes.total,
        page,
        page_size,
        since,
        next_since,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    const NOW: OffsetDateTime = datetime!(2026-11-22 12:00 UTC);

    fn fields(raw: &str) -> Vec<String> {
        match parse_query(raw, NOW) {
            Ok(query) => panic!("expected errors, got {query:?}"),
            Err(error) => error.errors.into_iter().map(|e| e.field).collect(),
        }
    }

    #[test]
    fn parses_every_parameter_with_defaults() {
        let query = parse_query("since=2026-11-01T00:00:00Z", NOW).unwrap();
        assert_eq!(
            (query.page, query.page_size, query.change_type),
            (1, 100, None)
        );
        let query = parse_query(
            "since=2026-11-01T00%3A00%3A00%2B01%3A00&type=deleted&page=3&pageSize=1000",
            NOW,
        )
        .unwrap();
        assert_eq!(query.since, datetime!(2026-10-31 23:00 UTC));
        assert_eq!(
            (query.page, query.page_size, query.change_type),
            (3, 1000, Some(ChangeType::Deleted))
        );
    }

    #[test]
    fn every_bad_parameter_is_named() {
        assert_eq!(fields(""), ["since"]);
        assert_eq!(fields("since=yesterday"), ["since"]);
        assert_eq!(
            fields("since=2026-10-23T11:59:59Z"),
            ["since"],
            "beyond 30 days"
        );
        assert!(
            parse_query("since=2026-10-23T12:00:00Z", NOW).is_ok(),
            "exactly 30 days is allowed"
        );
        assert_eq!(fields("since=2026-11-01T00:00:00Z&type=moved"), ["type"]);
        assert_eq!(fields("since=2026-11-01T00:00:00Z&page=0"), ["page"]);
        assert_eq!(
            fields("since=2026-11-01T00:00:00Z&pageSize=0"),
            ["pageSize"]
        );
        assert_eq!(
            fields("since=2026-11-01T00:00:00Z&pageSize=1001"),
            ["pageSize"]
        );
        assert_eq!(
            fields("since=2026-11-01T00:00:00Z&page_size=10"),
            ["page_size"]
        );
        assert_eq!(fields("page=-1"), ["page", "since"]);
    }
}
