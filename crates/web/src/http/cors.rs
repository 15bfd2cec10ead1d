//! The API for the sites that embed the table (`--incrustar-en`, issue 28): a page of a listed
//! origin may call `/api/…` with a member's bearer token (CORS), never with the cookie.
//!
//! A call from another origin — its `Origin` names another site and the browser does not say
//! `same-origin` — loses its `Cookie` header before anything reads a credential: the cookie is
//! the table's own pages' credential, and a page of another origin holds a token it was given
//! (the embed link's fragment) or nothing. The grant never allows credentials
//! (`Access-Control-Allow-Credentials` is never sent), so a browser sends no cookie with it
//! anyway. An origin not listed gets no grant: its preflight is refused with a sentence and its
//! answers carry no `Access-Control-Allow-Origin`, which the browser keeps from its page.

use crate::http::guard::from_this_origin;
use crate::site::Site;
use axum::extract::{Request, State};
use axum::http::header::{self, HeaderValue};
use axum::http::{Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::sync::Arc;

/// The methods and headers the API's routes take.
const METHODS: &str = "GET, POST, PUT, DELETE";
const HEADERS: &str = "authorization, content-type, accept-language, last-event-id";
/// How long a browser may keep a granted preflight (seconds).
const MAX_AGE: &str = "600";

/// Grants CORS under `/api/` to the embedding origins, and drops the cookie of every call from
/// another origin.
pub async fn cross_origin(State(site): State<Arc<Site>>, mut req: Request, next: Next) -> Response {
    if !req.uri().path().starts_with("/api/") {
        return next.run(req).await;
    }
    let Some(origin) = foreign_origin(&req) else {
        return next.run(req).await;
    };
    req.headers_mut().remove(header::COOKIE);
    let listed = site.embeds(&origin);
    let preflight =
        req.method() == Method::OPTIONS && req.headers().contains_key(header::ACCESS_CONTROL_REQUEST_METHOD);
    let mut resp = match (preflight, listed) {
        (true, true) => {
            let mut r = StatusCode::NO_CONTENT.into_response();
            let h = r.headers_mut();
            h.insert(header::ACCESS_CONTROL_ALLOW_METHODS, HeaderValue::from_static(METHODS));
            h.insert(header::ACCESS_CONTROL_ALLOW_HEADERS, HeaderValue::from_static(HEADERS));
            h.insert(header::ACCESS_CONTROL_MAX_AGE, HeaderValue::from_static(MAX_AGE));
            r
        }
        (true, false) => crate::http::error::ApiError::new(
            StatusCode::FORBIDDEN,
            tirada_dice::Words::key("api-origin-not-listed").arg("origin", origin.as_str()),
        )
        .into_response(),
        (false, _) => next.run(req).await,
    };
    let h = resp.headers_mut();
    h.append(header::VARY, HeaderValue::from_static("origin"));
    if listed {
        if let Ok(v) = HeaderValue::from_str(&origin) {
            h.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, v);
            h.insert(
                header::ACCESS_CONTROL_EXPOSE_HEADERS,
                HeaderValue::from_static("retry-after"),
            );
        }
    }
    resp
}

/// The `Origin` of a call from another origin (a page of another site, or of another port of
/// this host); None for the table's own pages and for clients that name no origin.
fn foreign_origin(req: &Request) -> Option<String> {
    let origin = req.headers().get(header::ORIGIN)?.to_str().ok()?;
    (!from_this_origin(req.headers())).then(|| origin.to_string())
}
