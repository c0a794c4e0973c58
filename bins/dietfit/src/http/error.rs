//! The one table from service errors to problem+json responses. Handlers
//! return `ApiError`; internal causes are logged, never sent to the client.

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpMessage as _, HttpRequest, HttpResponse, ResponseError};
use dietfit_contract::{FieldError, PROBLEM_CONTENT_TYPE, ParseError, Problem, ProblemKind};

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
}

impl ApiError {
    pub fn new(kind: ProblemKind, detail: impl Into<String>) -> Self {
        ApiError {
            kind,
            detail: detail.into(),
            errors: Vec::new(),
            headers: Vec::new(),
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

    /// A failure whose cause must not reach the client: logged once here.
    pub fn internal(context: &str, cause: impl std::fmt::Display) -> Self {
        log::error!("{context}: {cause}");
        ApiError::new(
            ProblemKind::Internal,
            "The service failed to answer; retry later.",
        )
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

    /// Without the request at hand the context is unknown; the middleware
    /// re-renders error responses with it (see `middleware::finish`).
    fn error_response(&self) -> HttpResponse {
        let problem = Problem::new(
            self.kind,
            crate::config::DEFAULT_DOCS_BASE_URL,
            self.detail.clone(),
        )
        .with_errors(self.errors.clone());
        let mut response = render(&problem, &self.headers);
        response
            .extensions_mut()
            .insert(ErrorToRender(self.clone()));
        response
    }
}

/// Marks a response rendered from an `ApiError`, so the middleware can render
/// it again with the request's docs base URL, request id and path.
#[derive(Debug)]
pub struct ErrorToRender(pub ApiError);

impl From<dietfit_storage::StorageError> for ApiError {
    /// Unavailable store: 503; anything else unexpected: 500, logged here once.
    fn from(error: dietfit_storage::StorageError) -> Self {
        if error.is_unavailable() {
            log::warn!("store unavailable: {error}");
            ApiError::new(
                ProblemKind::StoreUnavailable,
                "The data store is unavailable; try again shortly.",
            )
        } else {
            ApiError::internal("store", error)
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
        .map_err(|err| ApiError::internal("blocking task", err))?
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
            CatalogError::Storage(error) => ApiError::from(error),
            other => ApiError::internal("search", other),
        }
    }
}
