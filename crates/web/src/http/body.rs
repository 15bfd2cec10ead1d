//! Request bodies bounded in size and in time. hyper reads a body only as a handler asks for
//! it and axum's size limit counts the bytes as they come, so a client that declared 3 MB
//! and sent one byte, or that trickled a byte every few seconds, held its connection (and a
//! task) for as long as it liked. Here a declared length over the limit is refused at once
//! (413, before reading a byte), and the whole body must arrive within the limits'
//! `body_timeout` of the headers (408); the handlers then read it from memory.

use crate::http::error::refusal as refuse;
use crate::http::limits::Limiter;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, StatusCode};
use axum::middleware::Next;
use axum::response::Response;
use http_body_util::{BodyExt, LengthLimitError, Limited};
use std::sync::Arc;

/// The largest body any request may carry (axum's own default limit, which the JSON
/// extractors keep applying).
pub const BODY_LIMIT: usize = 2 * 1024 * 1024;

/// The middleware: 413 for a declared or actual length over [`BODY_LIMIT`], 408 for a body
/// not all sent within the limits' `body_timeout`.
pub async fn bounded(State(limiter): State<Arc<Limiter>>, req: Request, next: Next) -> Response {
    let api = req.uri().path().starts_with("/api/");
    let lang = crate::http::limits::answer_lang(&req);
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u128>().ok());
    let too_large = || {
        let sentence = format!("{} ({} MiB)", lang.t("api_body_too_large"), BODY_LIMIT >> 20);
        refuse(api, StatusCode::PAYLOAD_TOO_LARGE, sentence)
    };
    if declared.is_some_and(|n| n > BODY_LIMIT as u128) {
        return too_large();
    }
    let (parts, body) = req.into_parts();
    let read = Limited::new(body, BODY_LIMIT).collect();
    match tokio::time::timeout(limiter.limits.body_timeout, read).await {
        Ok(Ok(bytes)) => next.run(Request::from_parts(parts, Body::from(bytes.to_bytes()))).await,
        Ok(Err(e)) if e.downcast_ref::<LengthLimitError>().is_some() => too_large(),
        Ok(Err(_)) => refuse(api, StatusCode::BAD_REQUEST, lang.t("api_body_broken").to_string()),
        Err(_) => {
            let sentence = format!(
                "{} ({} s)",
                lang.t("api_body_timeout"),
                limiter.limits.body_timeout.as_secs()
            );
            refuse(api, StatusCode::REQUEST_TIMEOUT, sentence)
        }
    }
}
