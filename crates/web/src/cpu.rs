//! CPU-heavy request work off the async runtime: reading and checking a sheet (a Fate sheet
//! may list thousands of skills), resolving a roll against a character, odds, a log's report.
//! On the async workers it held every other request, `/healthz` included (issue #13 point 4);
//! on tokio's blocking pool it only takes its own time.

use crate::error::{ApiError, ApiResult};
use axum::http::StatusCode;

/// Runs `work` on the blocking pool and waits for it without holding an async worker.
pub async fn off<T, E>(work: impl FnOnce() -> Result<T, E> + Send + 'static) -> ApiResult<T>
where
    T: Send + 'static,
    E: Into<ApiError> + Send + 'static,
{
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, format!("el cálculo falló: {e}")))?
        .map_err(Into::into)
}
