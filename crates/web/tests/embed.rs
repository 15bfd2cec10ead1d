//! The embed surface (issue 28 point 4): `--incrustar-en ORIGIN` lets exactly those origins
//! frame `/embed/…` and call the API with a bearer token (CORS), never with the cookie; every
//! other page keeps `frame-ancestors 'none'` and `X-Frame-Options: DENY`.

mod common;

use axum::body::Body;
use axum::http::{HeaderMap, Request, StatusCode};
use common::*;
use tirada_web::site::Site;
use tirada_web::{app, AppState};

const OWLBEAR: &str = "https://www.owlbear.rodeo";
const FOUNDRY: &str = "http://localhost:30000";
const OTHER: &str = "https://evil.example.com";

/// The table embedded in Owlbear's and a local Foundry's pages.
async fn embedded_app() -> axum::Router {
    let store = tirada_web::open_store(&tirada_testpg::url_or("web", "sqlite::memory:"))
        .await
        .unwrap();
    let site = Site::default()
        .embedded_in(&[OWLBEAR.into(), format!("{FOUNDRY}/")])
        .unwrap();
    app(AppState::new(store).with_site(site))
}

fn csp(h: &HeaderMap) -> &str {
    h["content-security-policy"].to_str().unwrap()
}

fn ancestors(h: &HeaderMap) -> Vec<&str> {
    let directive = csp(h)
        .split(';')
        .map(str::trim)
        .find(|d| d.starts_with("frame-ancestors"))
        .unwrap_or_else(|| panic!("no frame-ancestors: {}", csp(h)));
    directive.split_whitespace().skip(1).collect()
}

async fn get(app: &axum::Router, uri: &str, headers: &[(&str, &str)]) -> (StatusCode, HeaderMap, serde_json::Value) {
    let mut req = Request::get(uri).header("host", "mesa.example.org");
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    send(app, req.body(Body::empty()).unwrap()).await
}

#[tokio::test]
async fn the_embed_view_is_framed_by_the_listed_origins_only() {
    let app = embedded_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let (s, h, page) = get(&app, &format!("/embed/mesa/{id}"), &[]).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(ancestors(&h), [OWLBEAR, FOUNDRY]);
    assert!(h.get("x-frame-options").is_none(), "XFO would refuse every frame");
    // The page carries no credential and says which table it reads.
    let page = page.as_str().unwrap();
    assert!(page.contains("/assets/embed.js") && page.contains(&id), "{page}");
    assert!(!page.contains(&gm));
    // Every other page and the API keep today's headers.
    for uri in [
        "/".to_string(),
        format!("/mesa/{id}"),
        format!("/api/tables/{id}"),
        "/assets/embed.js".into(),
    ] {
        let (_, h, _) = get(&app, &uri, &[("authorization", &format!("Bearer {gm}"))]).await;
        assert_eq!(ancestors(&h), ["'none'"], "{uri}");
        assert_eq!(h["x-frame-options"], "DENY", "{uri}");
    }
}

#[tokio::test]
async fn a_server_that_embeds_nowhere_refuses_the_embed_view() {
    let app = memory_app().await;
    let (id, _, _) = portal_table(&app).await;
    let (s, h, page) = get(&app, &format!("/embed/mesa/{id}"), &[]).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    assert_eq!(ancestors(&h), ["'none'"]);
    assert_eq!(h["x-frame-options"], "DENY");
    assert!(page.as_str().unwrap().contains("--incrustar-en"), "{page}");
}

/// A CORS preflight from `origin` for a bearer call.
async fn preflight(app: &axum::Router, uri: &str, origin: &str) -> (StatusCode, HeaderMap, serde_json::Value) {
    let req = Request::options(uri)
        .header("host", "mesa.example.org")
        .header("origin", origin)
        .header("sec-fetch-site", "cross-site")
        .header("access-control-request-method", "POST")
        .header("access-control-request-headers", "authorization, content-type")
        .body(Body::empty())
        .unwrap();
    send(app, req).await
}

#[tokio::test]
async fn a_listed_origin_passes_cors_with_a_bearer_token_and_another_does_not() {
    let app = embedded_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let uri = format!("/api/tables/{id}/chat");
    // The preflight: granted to a listed origin, without credentials.
    let (s, h, _) = preflight(&app, &uri, OWLBEAR).await;
    assert_eq!(s, StatusCode::NO_CONTENT);
    assert_eq!(h["access-control-allow-origin"], OWLBEAR);
    let allowed = h["access-control-allow-headers"].to_str().unwrap();
    assert!(
        allowed.contains("authorization") && allowed.contains("content-type"),
        "{allowed}"
    );
    assert!(h["access-control-allow-methods"].to_str().unwrap().contains("POST"));
    assert!(h.get("access-control-allow-credentials").is_none());
    // ...refused, with a sentence and no grant, to any other.
    let (s, h, v) = preflight(&app, &uri, OTHER).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    assert_error(&v, "a preflight from an unlisted origin");
    assert!(h.get("access-control-allow-origin").is_none());
    // The call itself: the listed origin's page may read the answer, another's may not.
    let before = events(&app, &id, &gm, 0).await.len();
    for (origin, granted) in [(OWLBEAR, true), (FOUNDRY, true), (OTHER, false)] {
        let req = Request::post(&uri)
            .header("host", "mesa.example.org")
            .header("origin", origin)
            .header("sec-fetch-site", "cross-site")
            .header("authorization", format!("Bearer {gm}"))
            .header("content-type", "application/json")
            .body(Body::from(r#"{"text": "desde el mapa"}"#))
            .unwrap();
        let (s, h, v) = send(&app, req).await;
        assert_eq!(s, StatusCode::CREATED, "{origin}: {v}");
        let grant = h.get("access-control-allow-origin").map(|v| v.to_str().unwrap());
        assert_eq!(grant, granted.then_some(origin), "{origin}");
        assert!(h.get("access-control-allow-credentials").is_none());
        assert!(h["vary"].to_str().unwrap().contains("origin"), "{origin}");
    }
    assert_eq!(events(&app, &id, &gm, 0).await.len(), before + 3);
    // An error's sentence reaches the listed page too.
    let (s, h, v) = get(
        &app,
        "/api/tables/nada",
        &[("origin", OWLBEAR), ("authorization", "Bearer x")],
    )
    .await;
    assert_eq!(s, StatusCode::NOT_FOUND, "{v}");
    assert_eq!(h["access-control-allow-origin"], OWLBEAR);
    // The table's own pages and clients that name no origin get no CORS headers.
    let (s, h, _) = get(
        &app,
        &format!("/api/tables/{id}"),
        &[("authorization", &format!("Bearer {gm}"))],
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    assert!(h.get("access-control-allow-origin").is_none());
}

#[tokio::test]
async fn the_cookie_is_never_honoured_from_another_origin() {
    let app = embedded_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let cookie = format!("tirada_{id}={gm}");
    let uri = format!("/api/tables/{id}");
    // The table's own page reads with its cookie...
    let (s, _, _) = get(&app, &uri, &[("cookie", &cookie), ("sec-fetch-site", "same-origin")]).await;
    assert_eq!(s, StatusCode::OK);
    // ...a page of a listed origin (or any other, or another port of this host) does not.
    for origin in [OWLBEAR, OTHER, "http://mesa.example.org:8081"] {
        let (s, _, v) = get(
            &app,
            &uri,
            &[
                ("cookie", &cookie),
                ("origin", origin),
                ("sec-fetch-site", "cross-site"),
            ],
        )
        .await;
        assert_eq!(s, StatusCode::UNAUTHORIZED, "{origin}: {v}");
        // Not even with the browser's own word left out.
        let (s, _, _) = get(&app, &uri, &[("cookie", &cookie), ("origin", origin)]).await;
        assert_eq!(s, StatusCode::UNAUTHORIZED, "{origin}");
    }
    // A write with the cookie from a listed origin changes nothing either.
    let before = events(&app, &id, &gm, 0).await.len();
    let req = Request::post(format!("{uri}/chat"))
        .header("host", "mesa.example.org")
        .header("origin", OWLBEAR)
        .header("cookie", &cookie)
        .header("content-type", "application/json")
        .body(Body::from(r#"{"text": "x"}"#))
        .unwrap();
    let (s, _, v) = send(&app, req).await;
    assert!(s == StatusCode::FORBIDDEN || s == StatusCode::UNAUTHORIZED, "{s}: {v}");
    assert_eq!(events(&app, &id, &gm, 0).await.len(), before);
}
