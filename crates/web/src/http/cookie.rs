//! What a request's cookies say, read without anything else of the app: the member's token
//! ([`crate::http::auth`]) and the reader's language, which the limits' refusals need too
//! ([`crate::http::limits`]) before any handler runs.

use axum::http::HeaderMap;

/// Every cookie of the request headers, as (name, value).
pub fn cookies(headers: &HeaderMap) -> impl Iterator<Item = (&str, &str)> {
    headers
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
}

/// A cookie's value from the request headers.
pub fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    cookies(headers).find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
}

/// The language a reader asked for: `?lang=`, else the page's language cookie.
pub fn asked_lang(asked: Option<&str>, headers: &HeaderMap) -> Option<String> {
    asked.map(str::to_string).or_else(|| cookie(headers, "tirada_lang"))
}
