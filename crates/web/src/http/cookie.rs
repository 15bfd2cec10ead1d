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

/// The language a reader asked for: `?lang=`, else the page's language cookie, else the first
/// of the client's `Accept-Language` tags that tirada speaks (the pages' scripts send their
/// page's language, so a browser's own preference never overrides the page).
pub fn asked_lang(asked: Option<&str>, headers: &HeaderMap) -> Option<String> {
    asked
        .map(str::to_string)
        .or_else(|| cookie(headers, "tirada_lang"))
        .or_else(|| accepted(headers))
}

/// The first language of `Accept-Language`, by quality, that tirada speaks (`es-ES` is `es`).
fn accepted(headers: &HeaderMap) -> Option<String> {
    let header = headers.get(axum::http::header::ACCEPT_LANGUAGE)?.to_str().ok()?;
    accept_language::parse(header).into_iter().find_map(|tag| {
        let primary = tag.split('-').next()?.to_ascii_lowercase();
        SPOKEN.contains(&primary.as_str()).then_some(primary)
    })
}

/// The languages tirada's messages are written in.
const SPOKEN: [&str; 2] = ["es", "en"];

#[cfg(test)]
mod tests {
    use super::*;

    fn asked(accept: &str, cookie: Option<&str>) -> Option<String> {
        let mut h = HeaderMap::new();
        h.insert(axum::http::header::ACCEPT_LANGUAGE, accept.parse().unwrap());
        if let Some(c) = cookie {
            h.insert(axum::http::header::COOKIE, format!("tirada_lang={c}").parse().unwrap());
        }
        asked_lang(None, &h)
    }

    #[test]
    fn accept_language_gives_the_first_spoken_language_by_quality() {
        assert_eq!(asked("en-US,en;q=0.9", None).as_deref(), Some("en"));
        assert_eq!(asked("fr-FR, es;q=0.5, en;q=0.8", None).as_deref(), Some("en"));
        assert_eq!(asked("de, fr", None), None);
        assert_eq!(asked("es-419", None).as_deref(), Some("es"));
    }

    #[test]
    fn the_cookie_and_the_query_come_before_accept_language() {
        assert_eq!(asked("en-US", Some("es")).as_deref(), Some("es"));
        let mut h = HeaderMap::new();
        h.insert(axum::http::header::ACCEPT_LANGUAGE, "en".parse().unwrap());
        assert_eq!(asked_lang(Some("es"), &h).as_deref(), Some("es"));
    }
}
