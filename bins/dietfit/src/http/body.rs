//! Reading a JSON request body: the content type is checked, the size is
//! bounded while streaming, and parse failures name the field. Each failure
//! is its own problem (415, 413, 400 malformed, 400 invalid).

use actix_web::http::header;
use actix_web::{HttpRequest, web};
use dietfit_contract::{ParseError, ProblemKind};
use futures_util::StreamExt as _;
use serde::de::DeserializeOwned;
use validator::Validate;

use super::error::ApiError;
use crate::config::MAX_BODY_BYTES;

/// Reads, parses and validates a JSON body of at most [`MAX_BODY_BYTES`].
pub async fn json_body<T: DeserializeOwned + Validate>(
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<T, ApiError> {
    require_json_content_type(req)?;
    let bytes = read_bounded(payload, MAX_BODY_BYTES).await?;
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

async fn read_bounded(mut payload: web::Payload, limit: usize) -> Result<web::BytesMut, ApiError> {
    let mut body = web::BytesMut::new();
    while let Some(chunk) = payload.next().await {
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
