//! GET /v1/metadata: dataset figures from the store's running aggregates (no
//! scan per request), with a strong ETag and public caching.

use actix_web::http::header::{self, ETag, EntityTag, IfNoneMatch};
use actix_web::{HttpMessage as _, HttpRequest, HttpResponse, web};
use dietfit_contract::{API_VERSION, Metadata, ModelVersions, ProblemKind, Region, SupportedEnums};
use dietfit_storage::{DatasetStats, Store};
use sha2::{Digest, Sha256};
use time::OffsetDateTime;

use crate::config::HttpConfig;
use crate::http::error::{ApiError, blocking};

/// Clients and caches may reuse a copy for this long; the ETag revalidates.
pub const MAX_AGE_SECONDS: u32 = 60;

/// What retrieval really uses: no embedding model.
pub const EMBEDDING_MODEL: &str =
    "none: lexical BM25 retrieval (tantivy) with stemming and synonyms";

pub fn metadata_from(stats: DatasetStats) -> Metadata {
    let last_updated = stats.last_updated.unwrap_or(OffsetDateTime::UNIX_EPOCH);
    Metadata {
        dataset_version: last_updated.date().to_string(),
        total_restaurants: stats.total_restaurants,
        total_with_vegan_score: stats.total_with_vegan_score,
        last_updated,
        coverage_by_country: stats.coverage_by_country,
        average_vegan_score: (stats.average_vegan_score * 10.0).round() / 10.0,
        scoring_version: dietfit_scoring::SCORING_VERSION.to_owned(),
        cuisine_distribution: stats.cuisine_distribution,
        api_version: API_VERSION.to_owned(),
        supported_enums: SupportedEnums::from_contract(),
        available_regions: vec![Region::Us],
        model_versions: ModelVersions {
            scoring: dietfit_scoring::SCORING_VERSION.to_owned(),
            embedding_model: EMBEDDING_MODEL.to_owned(),
            evidence_builder: None,
        },
    }
}

/// A strong validator: the SHA-256 of the exact body bytes.
pub fn strong_etag(body: &[u8]) -> EntityTag {
    let digest = Sha256::digest(body);
    let hex: String = digest
        .iter()
        .take(16)
        .map(|byte| format!("{byte:02x}"))
        .collect();
    EntityTag::new_strong(hex)
}

/// Whether the request's If-None-Match names this ETag (or is `*`). RFC
/// 9110 asks for the weak comparison here.
pub fn still_current(if_none_match: Option<&IfNoneMatch>, etag: &EntityTag) -> bool {
    match if_none_match {
        Some(IfNoneMatch::Any) => true,
        Some(IfNoneMatch::Items(tags)) => tags.iter().any(|tag| tag.weak_eq(etag)),
        None => false,
    }
}

/// The conditional request header, as the OpenAPI document describes it
/// (a header is never null, so not an `Option`).
#[derive(Debug, utoipa::IntoParams)]
#[into_params(parameter_in = Header)]
pub struct ConditionalHeaders {
    /// ETags from earlier answers (or `*`); 304 when one is still current.
    #[param(rename = "If-None-Match", required = false)]
    pub etags: String,
}

/// Dataset metadata
///
/// Dataset figures, versions and the contract's enumerations. Public and
/// cacheable: send the `ETag` back in `If-None-Match` for a 304.
#[utoipa::path(
    get,
    path = "/v1/metadata",
    tag = "service",
    params(ConditionalHeaders),
    responses(
        (status = 200, description = "The dataset metadata", body = dietfit_contract::Metadata,
            headers(
                ("ETag" = String, description = "A strong validator of this body"),
                ("Cache-Control" = String, description = "`public, max-age=60`"),
            )),
        (status = 304, description = "The cached copy named by If-None-Match is current; no body",
            headers(
                ("ETag" = String, description = "The current validator"),
                ("Cache-Control" = String, description = "`public, max-age=60`"),
            )),
        (status = 405, response = crate::http::openapi_components::MethodNotAllowed),
        (status = 500, response = crate::http::openapi_components::InternalError),
        (status = 503, response = crate::http::openapi_components::StoreUnavailable),
    )
)]
pub async fn get_metadata(
    req: HttpRequest,
    store: web::Data<Store>,
    config: web::Data<HttpConfig>,
) -> Result<HttpResponse, ApiError> {
    let store = store.into_inner();
    let reading = blocking(move || Ok(store.dataset_stats()?));
    // Its own bound, shorter than the store's waits: a public, unmetered
    // route that a stalled store must not hold for long.
    let stats = actix_web::rt::time::timeout(config.metadata_timeout, reading)
        .await
        .map_err(|_elapsed| ApiError {
            cause: Some(format!(
                "store: no answer within {} ms",
                config.metadata_timeout.as_millis()
            )),
            ..ApiError::new(
                ProblemKind::StoreUnavailable,
                "The data store is unavailable; try again shortly.",
            )
        })??;
    let body = serde_json::to_vec(&metadata_from(stats))
        .map_err(|err| ApiError::internal("metadata serialization", &err))?;
    let etag = strong_etag(&body);
    let cache_control = format!("public, max-age={MAX_AGE_SECONDS}");
    let not_modified = still_current(req.get_header::<IfNoneMatch>().as_ref(), &etag);
    let mut response = if not_modified {
        HttpResponse::NotModified()
    } else {
        HttpResponse::Ok()
    };
    response
        .insert_header(ETag(etag))
        .insert_header((header::CACHE_CONTROL, cache_control));
    if not_modified {
        Ok(response.finish())
    } else {
        Ok(response.content_type("application/json").body(body))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn if_none_match_handles_lists_and_wildcards() {
        let etag = strong_etag(b"{}");
        assert_eq!(etag.to_string().len(), 34, "32 hex digits in quotes");
        let parse = |raw: &str| {
            let request = actix_web::test::TestRequest::default()
                .insert_header((header::IF_NONE_MATCH, raw))
                .to_http_request();
            request.get_header::<IfNoneMatch>()
        };
        let tag = etag.to_string();
        assert!(still_current(parse(&tag).as_ref(), &etag));
        assert!(still_current(
            parse(&format!("\"x\", {tag}")).as_ref(),
            &etag
        ));
        assert!(still_current(parse("*").as_ref(), &etag));
        assert!(!still_current(parse("\"other\"").as_ref(), &etag));
        assert!(
            still_current(parse(&format!("W/{tag}")).as_ref(), &etag),
            "If-None-Match compares weakly"
        );
        assert!(!still_current(None, &etag));
        assert_ne!(strong_etag(b"{}"), strong_etag(b"{ }"));
    }
}
