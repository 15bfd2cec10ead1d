//! Extractors whose rejections are the contract's JSON errors (`{"error": "..."}`), not axum's
//! plain-text ones, and the `/api` fallbacks for an unknown route or method.

use crate::http::error::ApiError;
use axum::extract::path::ErrorKind;
use axum::extract::rejection::PathRejection;
use axum::extract::FromRequestParts;
use axum::extract::RawPathParams;
use axum::http::header::CONTENT_TYPE;
use axum::http::request::Parts;
use axum::http::{StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;
use tirada_dice::Words;

/// `axum::extract::Path` answering a segment that does not parse (`/rolls/abc/reroll`) with 404:
/// no event, table or character has such a name.
pub struct Path<T>(pub T);

impl<T, S> FromRequestParts<S> for Path<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        if let Ok(raw) = RawPathParams::from_request_parts(parts, state).await {
            if let Some((_, value)) = raw.iter().find(|(k, v)| *k == "seq" && !canonical_number(v)) {
                return Err(ApiError::not_found(
                    Words::key("api-event-number-form").arg("event", value),
                ));
            }
        }
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(v)) => Ok(Path(v)),
            Err(e) => Err(path_error(e)),
        }
    }
}

/// An event number as the log writes it: `+1`, `01` or ` 1` name no event, although Rust's
/// integer parser would read them as 1.
fn canonical_number(s: &str) -> bool {
    s == "0" || (s.starts_with(|c: char| ('1'..='9').contains(&c)) && s.bytes().all(|b| b.is_ascii_digit()))
}

fn path_error(e: PathRejection) -> ApiError {
    match e {
        PathRejection::FailedToDeserializePathParams(e) => match e.kind() {
            // The only number in an /api path is an event's sequence number.
            ErrorKind::ParseErrorAtKey { value, .. }
            | ErrorKind::ParseErrorAtIndex { value, .. }
            | ErrorKind::ParseError { value, .. } => {
                ApiError::not_found(Words::key("api-event-number").arg("event", value.as_str()))
            }
            _ => ApiError::not_found(Words::key("api-bad-path")),
        },
        other => ApiError::new(other.status(), Words::key("api-unreadable-path")),
    }
}

/// `axum::extract::Query` answering a query string it cannot read with 422.
pub struct Query<T>(pub T);

impl<T, S> FromRequestParts<S> for Query<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        match axum::extract::Query::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Query(v)) => Ok(Query(v)),
            Err(_) => Err(ApiError::invalid(Words::key("api-bad-query"), None)),
        }
    }
}

/// `/api` fallback: no such route.
pub async fn no_route(uri: Uri) -> ApiError {
    ApiError::not_found(Words::key("api-no-route").arg("path", uri.path()))
}

/// `/api` fallback for a route that exists with other methods (405; axum keeps `Allow`).
pub async fn no_method() -> ApiError {
    ApiError::new(StatusCode::METHOD_NOT_ALLOWED, Words::key("api-no-method"))
}

/// The last guard on `/api`: an error axum answered on its own (a body over the size limit, a
/// rejection this crate does not wrap) becomes the contract's JSON with the same status.
pub async fn json_errors(resp: Response) -> Response {
    let status = resp.status();
    let is_json = resp
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return resp;
    }
    let key = match status {
        StatusCode::PAYLOAD_TOO_LARGE => "api-body-too-large",
        StatusCode::UNSUPPORTED_MEDIA_TYPE => "api-body-not-json-type",
        StatusCode::METHOD_NOT_ALLOWED => "api-no-method",
        StatusCode::NOT_FOUND => "api-no-such-route",
        s if s.is_server_error() => "api-server-failed",
        _ => "api-bad-request",
    };
    let (mut parts, _) = resp.into_parts();
    parts.headers.remove(CONTENT_TYPE);
    parts.headers.remove(axum::http::header::CONTENT_LENGTH);
    let json = ApiError::new(status, Words::key(key)).into_response();
    let (jparts, body) = json.into_parts();
    parts.headers.extend(jparts.headers);
    Response::from_parts(parts, body)
}
