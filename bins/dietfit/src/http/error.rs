//! The one table from service errors to problem+json responses. Handlers
//! return `ApiError`; the request middleware renders it once, with the
//! request's context, and logs a 5xx once, with its cause chain, which is
//! never sent to the client.

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpMessage as _, HttpRequest, HttpResponse, ResponseError};
use dietfit_catalog::cause_chain;
use dietfit_contract::{FieldError, PROBLEM_CONTENT_TYPE, ParseError, Problem, ProblemKind};
use dietfit_storage::StorageError;

/// An error a handler raises. The problem document is completed with the
/// docs base URL and the request id when the response is built.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{kind:?}: {detail}")]
pub struct ApiError {
    pub kind: ProblemKind,
    pub detail: String,
    pub errors: Vec<FieldError>,
    /// Extra response headers (e.g. `Retry-After`).
    pub headers: Vec<(&'static str, String)>,
    /// For the log only: what failed and why, with every cause.
    pub cause: Option<String>,
}

impl ApiError {
    pub fn new(kind: ProblemKind, detail: impl Into<String>) -> Self {
        ApiError {
            kind,
            detail: detail.into(),
            errors: Vec::new(),
            headers: Vec::new(),
            cause: None,
        }
    }

    pub fn invalid(errors: Vec<FieldError>) -> Self {
        let detail = match errors.as_slice() {
            [one] => format!("`{}` {}", one.field, one.message),
            _ => format!("{} fields are invalid", errors.len()),
        };
        ApiError {
            errors,
            ..ApiError::new(ProblemKind::ValidationFailed, detail)
        }
    }

    pub fn invalid_field(field: &str, message: impl Into<String>) -> Self {
        ApiError::invalid(vec![FieldError::new(field, message)])
    }

    /// Bad path or query parameters (rather than body fields).
    pub fn invalid_parameters(errors: Vec<FieldError>) -> Self {
        ApiError {
            kind: ProblemKind::InvalidParameter,
            ..ApiError::invalid(errors)
        }
    }

    /// A failure whose cause must not reach the client: the middleware
    /// logs it with the request's line.
    pub fn internal(context: &str, cause: &(dyn std::error::Error + 'static)) -> Self {
        ApiError {
            cause: Some(format!("{context}: {}", cause_chain(cause))),
            ..ApiError::new(
                ProblemKind::Internal,
                "The service failed to answer; retry later.",
            )
        }
    }

    pub fn with_header(mut self, name: &'static str, value: String) -> Self {
        self.headers.push((name, value));
        self
    }
}

impl From<ParseError> for ApiError {
    fn from(err: ParseError) -> Self {
        match err {
            ParseError::Malformed(detail) => ApiError::new(ProblemKind::MalformedJson, detail),
            ParseError::Invalid(errors) => ApiError::invalid(errors),
        }
    }
}

/// Per-request facts a problem document carries; stored in request extensions
/// by the request-id middleware, read when a response is rendered.
#[derive(Debug, Clone)]
pub struct ProblemContext {
    pub docs_base_url: String,
    pub request_id: String,
}

/// Renders a problem for a request (its context, if known, and its path).
pub fn problem_response(req: &HttpRequest, error: &ApiError) -> HttpResponse {
    let context = req.extensions().get::<ProblemContext>().cloned();
    let docs_base_url = context
        .as_ref()
        .map_or(crate::config::DEFAULT_DOCS_BASE_URL, |c| {
            c.docs_base_url.as_str()
        });
    let mut problem = Problem::new(error.kind, docs_base_url, error.detail.clone())
        .with_errors(error.errors.clone())
        .with_instance(req.path());
    if let Some(context) = context {
        problem = problem.with_request_id(context.request_id);
    }
    render(&problem, &error.headers)
}

pub fn render(problem: &Problem, headers: &[(&'static str, String)]) -> HttpResponse {
    let status = StatusCode::from_u16(problem.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut response = HttpResponse::build(status);
    response.insert_header((
        header::CONTENT_TYPE,
        HeaderValue::from_static(PROBLEM_CONTENT_TYPE),
    ));
    for (name, value) in headers {
        response.insert_header((*name, value.as_str()));
    }
    // Serializing a Problem cannot fail: it holds only strings and numbers.
    response.body(serde_json::to_vec(problem).unwrap_or_default())
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        StatusCode::from_u16(self.kind.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
    }

    /// Without the request at hand the problem cannot be completed: this
    /// response carries the error, and the middleware renders it with the
    /// request's docs base URL, request id and path
    /// (`middleware::request_context`).
    fn error_response(&self) -> HttpResponse {
        let mut response = HttpResponse::new(self.status_code());
        response
            .extensions_mut()
            .insert(ErrorToRender(self.clone()));
        response
    }
}

/// Marks a response made from an `ApiError`, for the middleware to render
/// with the request's context.
#[derive(Debug)]
pub struct ErrorToRender(pub ApiError);

impl From<StorageError> for ApiError {
    /// As docs/storage.md says: unavailable 503, not found 404, conflict
    /// 409; anything else 500. A 5xx keeps its cause for the log.
    fn from(error: StorageError) -> Self {
        match error {
            StorageError::Unavailable(_) => ApiError {
                cause: Some(format!("store: {}", cause_chain(&error))),
                ..ApiError::new(
                    ProblemKind::StoreUnavailable,
                    "The data store is unavailable; try again shortly.",
                )
            },
            StorageError::NotFound => ApiError::new(ProblemKind::NotFound, "Not found."),
            StorageError::Conflict(_) => ApiError::new(
                ProblemKind::Conflict,
                "The request conflicts with what is stored.",
            ),
            other => ApiError::internal("store", &other),
        }
    }
}

/// Runs blocking work (database, scoring) off the async workers.
pub async fn blocking<T, F>(work: F) -> Result<T, ApiError>
where
    F: FnOnce() -> Result<T, ApiError> + Send + 'static,
    T: Send + 'static,
{
    actix_web::web::block(work)
        .await
        .map_err(|err| ApiError::internal("blocking task", &err))?
}

impl From<dietfit_catalog::CatalogError> for ApiError {
    fn from(error: dietfit_catalog::CatalogError) -> Self {
        use dietfit_catalog::CatalogError;
        match error {
            CatalogError::Interpret(error) => {
                let mut api_error = ApiError::new(error.problem_kind(), error.to_string());
                api_error.errors = vec![FieldError::new(error.field(), error.to_string())];
                api_error
            }
            CatalogError::Invalid(field) => ApiError::invalid(vec![field]),
            // A body field, yet `invalid_parameter`: the cursor is an opaque
            // token the client passes back, like a query parameter.
            CatalogError::Cursor(error) => {
                ApiError::invalid_parameters(vec![FieldError::new("cursor", error.to_string())])
            }
            CatalogError::Storage(error) => ApiError::from(error),
            other => ApiError::internal("catalog", &other),
        }
    }
}
