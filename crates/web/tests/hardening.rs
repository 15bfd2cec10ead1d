//! Issue #13: cross-site writes with a member's cookie, security headers, strict event
//! numbers in paths, and JSON too deep to store.

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::*;
use serde_json::{json, Value};

/// A chat message sent the way a browser would, with the GM's cookie and the given headers.
fn cookie_chat(id: &str, token: &str, content_type: &str, extra: &[(&str, &str)]) -> Request<Body> {
    let mut req = Request::post(format!("/api/tables/{id}/chat"))
        .header("cookie", format!("tirada_{id}={token}"))
        .header("content-type", content_type)
        .header("host", "127.0.0.1:8080");
    for (k, v) in extra {
        req = req.header(*k, *v);
    }
    req.body(Body::from(r#"{"text": "hola"}"#)).unwrap()
}

#[tokio::test]
async fn another_site_cannot_write_with_the_gms_cookie() {
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let before = events(&app, &id, &gm, 0).await.len();
    // A page on another port of the same host: same site, so the Lax cookie goes along.
    let (s, _, v) = send(
        &app,
        cookie_chat(&id, &gm, "application/json", &[("sec-fetch-site", "same-site")]),
    )
    .await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
    assert_error(&v, "cross-site write");
    let (s, _, _) = send(
        &app,
        cookie_chat(&id, &gm, "application/json", &[("origin", "http://127.0.0.1:9999")]),
    )
    .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    // A text/plain form from this very origin is still no JSON.
    let (s, _, v) = send(
        &app,
        cookie_chat(&id, &gm, "text/plain", &[("sec-fetch-site", "same-origin")]),
    )
    .await;
    assert_eq!(s, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{v}");
    assert_eq!(
        events(&app, &id, &gm, 0).await.len(),
        before,
        "a refused write changed the log"
    );
    // The table's own page, and a bearer-token client, write as before.
    let (s, _, v) = send(
        &app,
        cookie_chat(&id, &gm, "application/json", &[("sec-fetch-site", "same-origin")]),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let (s, _, _) = send(
        &app,
        cookie_chat(&id, &gm, "application/json", &[("origin", "http://127.0.0.1:8080")]),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED);
    let (s, _) = call(
        &app,
        "POST",
        &format!("/api/tables/{id}/chat"),
        Some(&gm),
        Some(json!({"text": "x"})),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED);
    // A page form from another site cannot create a table (and plant its cookie) either.
    let req = Request::post("/mesas")
        .header("content-type", "application/x-www-form-urlencoded")
        .header("sec-fetch-site", "cross-site")
        .body(Body::from("name=x&gm_name=y&system=hitos"))
        .unwrap();
    let (s, _, _) = send(&app, req).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    for uri in [
        "/".to_string(),
        format!("/mesa/{id}"),
        format!("/api/tables/{id}"),
        "/api/nada".into(),
    ] {
        let req = Request::get(&uri).header("authorization", format!("Bearer {gm}"));
        let (_, h, _) = send(&app, req.body(Body::empty()).unwrap()).await;
        let csp = h["content-security-policy"].to_str().unwrap();
        let script = csp.split(';').find(|d| d.trim().starts_with("script-src")).unwrap();
        assert!(
            !script.contains("unsafe-inline") && !script.contains("unsafe-eval"),
            "{uri}: {csp}"
        );
        assert!(csp.contains("frame-ancestors 'none'"), "{uri}: {csp}");
        assert_eq!(h["x-content-type-options"], "nosniff", "{uri}");
        assert_eq!(h["referrer-policy"], "no-referrer", "{uri}");
    }
    // The pages themselves hold no inline script the policy would block.
    for uri in ["/".to_string(), format!("/mesa/{id}")] {
        let req = Request::get(&uri).header("cookie", format!("tirada_{id}={gm}"));
        let (_, _, page) = send(&app, req.body(Body::empty()).unwrap()).await;
        let page = page.as_str().unwrap().to_string();
        for tag in page.split("<script").skip(1) {
            let open = &tag[..tag.find('>').unwrap()];
            assert!(
                open.contains("src=") || open.contains("application/json"),
                "{uri}: inline script <script{open}>"
            );
        }
    }
}

#[tokio::test]
async fn an_event_number_is_read_strictly() {
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let (s, _) = call(&app, "GET", &format!("/api/tables/{id}/events/1"), Some(&gm), None).await;
    assert_eq!(s, StatusCode::OK);
    for bad in ["+1", "01", "%201", "1.0", "-1"] {
        let (s, v) = call(&app, "GET", &format!("/api/tables/{id}/events/{bad}"), Some(&gm), None).await;
        assert_eq!(s, StatusCode::NOT_FOUND, "{bad}: {v}");
        assert_error(&v, bad);
    }
}

fn nested(levels: usize) -> Value {
    let mut v = json!(1);
    for _ in 0..levels {
        v = json!([v]);
    }
    v
}

#[tokio::test]
async fn json_too_deep_to_store_is_refused_and_the_log_stays_readable() {
    let app = memory_app().await;
    let (id, gm, code) = portal_table(&app).await;
    let (_, ana) = join(&app, &id, &code, "Ana").await;
    let before = snapshot(&app, &id, &gm).await;
    let deep = json!({"nombre": "Honda", "notas": nested(126)});
    let (s, v) = call(
        &app,
        "POST",
        &format!("/api/tables/{id}/characters"),
        Some(&ana),
        Some(deep),
    )
    .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_error(&v, "deep sheet");
    let chat = json!({"text": "hola", "x": nested(40)});
    let (s, _) = call(&app, "POST", &format!("/api/tables/{id}/chat"), Some(&ana), Some(chat)).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(snapshot(&app, &id, &gm).await, before);
    for what in [
        "events?format=json",
        "export?format=json",
        "export?format=md",
        "fairness",
    ] {
        let (s, v) = call(&app, "GET", &format!("/api/tables/{id}/{what}"), Some(&gm), None).await;
        assert_eq!(s, StatusCode::OK, "{what}: {v}");
    }
}

/// A log written before the bound, with an event deeper than serde_json reads by default,
/// is still read, exported and counted.
#[tokio::test]
async fn a_deep_event_already_stored_does_not_break_the_log() {
    let (dir, url) = temp_url("deep");
    let (app, store) = file_app(&url).await;
    let (id, gm, _) = portal_table(&app).await;
    let draft = tirada_web::table::EventDraft {
        kind: "chat",
        actor: None,
        character_id: None,
        hidden: false,
        data: json!({"text": "viejo", "x": nested(130)}),
        at_ms: 5,
    };
    store.append(&id, 2, draft, vec![]).await.unwrap();
    drop(app);
    drop(store);
    let (app, _store) = file_app(&url).await;
    for what in [
        "events?format=json",
        "export?format=json",
        "export?format=md",
        "fairness",
    ] {
        let (s, v) = call(&app, "GET", &format!("/api/tables/{id}/{what}"), Some(&gm), None).await;
        assert_eq!(s, StatusCode::OK, "{what}: {v}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
