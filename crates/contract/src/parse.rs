//! Turning bytes into validated request values, with every failure naming the
//! field it is about.

use serde::de::DeserializeOwned;
use validator::{Validate, ValidationErrors, ValidationErrorsKind};

use crate::problem::FieldError;
use crate::strict::Object;

/// Why a JSON document could not become a valid value.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// Not JSON at all (syntax error or truncated document).
    #[error("malformed JSON: {0}")]
    Malformed(String),
    /// JSON, but not of the expected shape or out of bounds.
    #[error("invalid fields: {}", describe(.0))]
    Invalid(Vec<FieldError>),
}

fn describe(errors: &[FieldError]) -> String {
    errors
        .iter()
        .map(|e| format!("{}: {}", e.field, e.message))
        .collect::<Vec<_>>()
        .join("; ")
}

/// Parses and validates a JSON document.
pub fn parse_json<T: DeserializeOwned + Validate>(bytes: &[u8]) -> Result<T, ParseError> {
    let value = deserialize_json(bytes)?;
    validate(&value)?;
    Ok(value)
}

/// Parses a JSON object into `T`, naming the failing field on shape errors;
/// any other JSON value (an array read as the fields by position, a string,
/// `null`) is a shape error of the whole document, `(body)`.
pub fn deserialize_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ParseError> {
    let deserializer = &mut serde_json::Deserializer::from_slice(bytes);
    let value: Object<T> = serde_path_to_error::deserialize(deserializer).map_err(|err| {
        let path = err.path().to_string();
        let inner = err.into_inner();
        match inner.classify() {
            serde_json::error::Category::Syntax | serde_json::error::Category::Eof => {
                ParseError::Malformed(inner.to_string())
            }
            _ => ParseError::Invalid(vec![shape_error(&path, &inner)]),
        }
    })?;
    Ok(value.0)
}

/// Runs the `validator` rules and flattens their nested errors into paths.
pub fn validate<T: Validate>(value: &T) -> Result<(), ParseError> {
    value
        .validate()
        .map_err(|errors| ParseError::Invalid(flatten_validation_errors(&errors)))
}

/// A serde shape error as a field error. serde reports a missing key at its
/// parent's path, so the key named in the message is appended (an unknown
/// key's path already ends with it).
fn shape_error(path: &str, error: &serde_json::Error) -> FieldError {
    let message = strip_position(&error.to_string());
    let parent = if path == "." { "" } else { path };
    let key = message
        .strip_prefix("missing field `")
        .and_then(|rest| rest.split('`').next());
    let field = match key {
        Some(key) if parent.is_empty() => key.to_owned(),
        Some(key) => format!("{parent}.{key}"),
        None if parent.is_empty() => "(body)".to_owned(),
        None => parent.to_owned(),
    };
    FieldError::new(field, message)
}

/// serde_json appends " at line L column C"; the field path says more.
fn strip_position(message: &str) -> String {
    match message.rfind(" at line ") {
        Some(index) => message[..index].to_owned(),
        None => message.to_owned(),
    }
}

/// Flattens nested `validator` errors into dotted paths, sorted for stable output.
pub fn flatten_validation_errors(errors: &ValidationErrors) -> Vec<FieldError> {
    let mut out = Vec::new();
    collect(errors, "", &mut out);
    out.sort_by(|a, b| {
        a.field
            .cmp(&b.field)
            .then_with(|| a.message.cmp(&b.message))
    });
    out
}

fn collect(errors: &ValidationErrors, prefix: &str, out: &mut Vec<FieldError>) {
    for (field, kind) in errors.errors() {
        // `__all__` holds struct-level (schema) errors: they belong to the parent.
        let path = match (prefix.is_empty(), field.as_ref()) {
            (true, "__all__") => "(body)".to_owned(),
            (false, "__all__") => prefix.to_owned(),
            (true, name) => name.to_owned(),
            (false, name) => format!("{prefix}.{name}"),
        };
        match kind {
            ValidationErrorsKind::Field(list) => {
                for error in list {
                    let message = error
                        .message
                        .as_ref()
                        .map(|m| m.to_string())
                        .unwrap_or_else(|| format!("failed the `{}` rule", error.code));
                    out.push(FieldError::new(path.clone(), message));
                }
            }
            ValidationErrorsKind::Struct(inner) => collect(inner, &path, out),
            ValidationErrorsKind::List(items) => {
                for (index, inner) in items {
                    collect(inner, &format!("{path}[{index}]"), out);
                }
            }
        }
    }
}
