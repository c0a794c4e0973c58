//! What a use case of the catalog can fail with. Each variant keeps its
//! cause as its source, so whoever logs the error can print the chain.

use dietfit_contract::FieldError;
use dietfit_search::{IndexError, InterpretError};
use dietfit_storage::StorageError;

use crate::cursor::{CursorError, CursorSecretError};
use crate::restaurant::UnreadableRow;

#[derive(Debug, thiserror::Error)]
pub enum CatalogError {
    /// The query cannot be searched (it names no place we can locate, ...):
    /// the caller's mistake, with the field to name.
    #[error(transparent)]
    Interpret(#[from] InterpretError),
    /// A request field is out of its bounds.
    #[error("invalid request: {}", .0.message)]
    Invalid(FieldError),
    #[error("the store failed")]
    Storage(#[from] StorageError),
    #[error("the search index failed")]
    Index(#[from] IndexError),
    /// The directory the search index is kept in cannot be used.
    #[error("the search index directory {path} failed")]
    IndexDir {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error(transparent)]
    Corrupt(#[from] UnreadableRow),
    #[error("the search answer could not be serialised")]
    Serialize(#[from] serde_json::Error),
    /// The request's `cursor` cannot be used (the caller's to fix).
    #[error("`cursor` {0}")]
    Cursor(CursorError),
    #[error(transparent)]
    CursorSecret(#[from] CursorSecretError),
}

/// An error and its sources, `: `-separated, for a log line. The server's
/// problem log uses it too, so every log line reads a cause the same way.
pub fn cause_chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}
