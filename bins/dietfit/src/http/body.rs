//! Reading a JSON request body: the content type is checked, the size and
//! the time it takes to arrive are bounded while streaming, and parse
//! failures name the field. Each failure is its own problem (415, 413, 408,
//! 400 malformed, 400 invalid).

use std::time::Duration;

use actix_web::error::PayloadError;
use actix_web::http::header;
use actix_web::{HttpRequest, web};
use dietfit_contract::{ParseError, ProblemKind};
use futures_util::stream::{Stream, StreamExt as _};
use serde::de::DeserializeOwned;
use validator::Validate;

use super::error::ApiError;
use crate::config::{BODY_READ_TIMEOUT, HttpConfig, MAX_BODY_BYTES};

/// Reads, parses and validates a JSON body of at most [`MAX_BODY_BYTES`].
pub async fn json_body<T: DeserializeOwned + Validate>(
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<T, ApiError> {
    require_json_content_type(req)?;
    let timeout = req
        .app_data::<web::Data<HttpConfig>>()
        .map_or(BODY_READ_TIMEOUT, |config| config.body_read_timeout);
    let bytes = read_bounded(payload, MAX_BODY_BYTES, timeout).await?;
    dietfit_contract::parse_json(&bytes).map_err(ApiError::from)
}

fn require_json_content_type(req: &HttpRequest) -> Result<(), ApiError> {
    let content_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .unwrap_or("");
    let essence = content_type.split(';').next().unwrap_or("").trim();
    if essence.eq_ignore_ascii_case("application/json") {
        Ok(())
    } else {
        let shown = if content_type.is_empty() {
            "none"
        } else {
            content_type
        };
        Err(ApiError::new(
            ProblemKind::UnsupportedMediaType,
            format!("Content-Type must be application/json (got {shown})"),
        ))
    }
}

/// Reads a whole body of at most `limit` bytes that arrives within
/// `timeout`: what [`json_body`] reads, and what the idempotency middleware
/// reads to hash before handing it on.
pub async fn read_bounded<S>(
    mut payload: S,
    limit: usize,
    timeout: Duration,
) -> Result<web::BytesMut, ApiError>
where
    S: Stream<Item = Result<web::Bytes, PayloadError>> + Unpin,
{
    let deadline = std::time::Instant::now() + timeout;
    let mut body = web::BytesMut::new();
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        let Ok(next) = actix_web::rt::time::timeout(left, payload.next()).await else {
            return Err(ApiError::new(
                ProblemKind::RequestTimeout,
                format!(
                    "the body must arrive within {} seconds",
                    timeout.as_secs_f64()
                ),
            ));
        };
        let Some(chunk) = next else { break };
        let chunk = chunk.map_err(|err| {
            ApiError::from(ParseError::Malformed(format!(
                "the body could not be read: {err}"
            )))
        })?;
        if body.len() + chunk.len() > limit {
            return Err(ApiError::new(
                ProblemKind::PayloadTooLarge,
                format!("the body must be at most {limit} bytes"),
            ));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}
