//! What every response and every state change passes through: security headers, and the
//! refusal of writes another site makes with a member's cookie (cross-site request forgery).
//!
//! A page on another site — or on another port of this host, which browsers count as the same
//! *site*, so `SameSite=Lax` cookies go along — can post a `text/plain` form or a `no-cors`
//! fetch to the table. Browsers say where a request comes from (`Sec-Fetch-Site`, `Origin`);
//! a write from elsewhere is refused, and a write authenticated by the cookie must also be
//! JSON, which another origin can only send after a CORS preflight this server never grants.
//! Calls with a bearer token carry no ambient credential and pass as they are.

use crate::site::Site;
use axum::extract::{Request, State};
use axum::http::header::{self, HeaderMap, HeaderValue};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::Response;
use std::sync::Arc;

/// The Content-Security-Policy of every page but the embedded views: scripts only from this
/// server's own files (no inline script, no `eval`; `'wasm-unsafe-eval'` lets the page compile
/// the engine module it loads from this server, and nothing else), nothing posted elsewhere.
/// What may frame the page follows it: nobody ([`security_headers`]).
const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; \
                   img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; \
                   form-action 'self'";

/// Adds the security headers to every response. `Referrer-Policy: no-referrer` keeps a page's
/// address (which may carry an invite code) out of other sites' logs. Nothing frames the
/// table, except its `/embed/…` views in exactly the origins `--incrustar-en` lists
/// ([`Site::embed_origins`]): there `frame-ancestors` names them and `X-Frame-Options`, which
/// can name no list, is left out.
pub async fn security_headers(State(site): State<Arc<Site>>, req: Request, next: Next) -> Response {
    let embedded = req.uri().path().starts_with("/embed/") && !site.embed_origins.is_empty();
    let mut resp = next.run(req).await;
    let h = resp.headers_mut();
    let ancestors = if embedded {
        site.embed_origins.join(" ")
    } else {
        "'none'".to_string()
    };
    let csp = HeaderValue::from_str(&format!("{CSP}; frame-ancestors {ancestors}"))
        .expect("origins are ASCII (url's serialization)");
    h.insert(header::CONTENT_SECURITY_POLICY, csp);
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    if !embedded {
        h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    }
    resp
}

/// Refuses a state change from another origin, and a cookie-authenticated one that is not
/// JSON (415).
pub async fn same_origin(req: Request, next: Next) -> Response {
    if crate::http::limits::is_safe(req.method()) || has_bearer(req.headers()) {
        return next.run(req).await;
    }
    if !from_this_origin(req.headers()) {
        return refuse(
            &req,
            StatusCode::FORBIDDEN,
            "esta petición viene de otra página o de otro sitio: la mesa solo acepta cambios hechos desde sus propias páginas",
        );
    }
    if has_table_cookie(req.headers()) && req.uri().path().starts_with("/api/") && !is_json(req.headers()) {
        return refuse(
            &req,
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "el cuerpo debe ser JSON («Content-Type: application/json»)",
        );
    }
    next.run(req).await
}

fn has_bearer(h: &HeaderMap) -> bool {
    h.get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("Bearer "))
}

fn has_table_cookie(h: &HeaderMap) -> bool {
    crate::http::auth::cookies(h).any(|(name, _)| name.starts_with("tirada_"))
}

fn is_json(h: &HeaderMap) -> bool {
    h.get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"))
}

/// Whether the browser says the request comes from this origin. `Sec-Fetch-Site` is the
/// browser's own word (`none` is the person typing the address); without it, `Origin` must
/// name this host; a client that sends neither (curl, a script) is no browser page.
pub fn from_this_origin(h: &HeaderMap) -> bool {
    if let Some(site) = h.get("sec-fetch-site").and_then(|v| v.to_str().ok()) {
        return matches!(site, "same-origin" | "none");
    }
    let Some(origin) = h.get(header::ORIGIN).and_then(|v| v.to_str().ok()) else {
        return true;
    };
    let host = h.get(header::HOST).and_then(|v| v.to_str().ok());
    let authority = origin.split_once("://").map(|(_, rest)| rest);
    matches!((authority, host), (Some(a), Some(h)) if a.eq_ignore_ascii_case(h))
}

/// A refusal: the contract's JSON under `/api`, a plain sentence for the pages.
fn refuse(req: &Request, status: StatusCode, sentence: &str) -> Response {
    crate::http::error::refusal(req.uri().path().starts_with("/api/"), status, sentence.to_string())
}
