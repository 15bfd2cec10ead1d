//! A request's JSON body, read once for every handler: a JSON object (422 with one sentence
//! when it is not), then, for a typed [`Body`], its fields as the handler's request type reads
//! them ([`FromBody`]), refusing each with the sentence that names it.

use crate::http::error::{ApiError, ApiResult};
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::response::{IntoResponse, Response};
use serde_json::Value;
use tirada_dice::Words;

/// A JSON body, or 422 with one sentence when it is not JSON.
pub fn body(bytes: &[u8]) -> ApiResult<Value> {
    let v: Value = serde_json::from_slice(bytes).map_err(|e| {
        ApiError::invalid(
            Words::key("api-body-not-json")
                .arg("line", e.line())
                .arg("column", e.column()),
            None,
        )
    })?;
    if !v.is_object() {
        return Err(ApiError::invalid(Words::key("api-body-not-object"), None));
    }
    if tirada_table::bounded::depth(&v) > tirada_table::bounded::MAX_DEPTH {
        return Err(ApiError::invalid(
            Words::key("api-body-too-deep").arg("max", tirada_table::bounded::MAX_DEPTH),
            None,
        ));
    }
    Ok(v)
}

/// A request type read from a body's JSON object: each field checked as the API promises, a
/// wrong one refused with one sentence naming it.
pub trait FromBody: Sized {
    fn from_body(v: Value) -> ApiResult<Self>;
}

/// The object itself, for a handler (or a front end's shared step) that reads it further.
impl FromBody for Value {
    fn from_body(v: Value) -> ApiResult<Self> {
        Ok(v)
    }
}

/// The extractor: the body read by [`body`], then as `T`. It goes last among a handler's
/// arguments, after the [`crate::http::seat::Seat`], so a request without a member's token is
/// 401 whatever its body.
pub struct Body<T = Value>(pub T);

impl<T: FromBody, S: Send + Sync> FromRequest<S> for Body<T> {
    type Rejection = Response;

    async fn from_request(req: Request, state: &S) -> Result<Self, Response> {
        let bytes = Bytes::from_request(req, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let v = body(&bytes).map_err(IntoResponse::into_response)?;
        T::from_body(v).map(Body).map_err(IntoResponse::into_response)
    }
}

/// A field the body gives: present and not `null` (the API reads `null` as left out).
pub fn present<'a>(v: &'a Value, key: &str) -> Option<&'a Value> {
    v.get(key).filter(|x| !x.is_null())
}

/// An optional text field: left out (or `null`) is `None`; anything but a string is refused
/// with `wrong`, naming the field.
pub fn optional_text(v: &Value, key: &str, wrong: Words) -> ApiResult<Option<String>> {
    match present(v, key) {
        None => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(_) => Err(ApiError::invalid(wrong, Some(key))),
    }
}
