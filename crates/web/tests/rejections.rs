//! axum's own rejections in the contract's JSON (`{"error": "..."}`): a body that is not JSON,
//! a path segment that is not an event number, an unknown route or method, a body too large;
//! none changes anything.

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::Router;
use common::*;
use serde_json::{json, Value};

/// A body that is not JSON at all, with the JSON content type.
async fn raw(app: &Router, method: &str, uri: &str, token: Option<&str>, body: &str) -> (StatusCode, Value) {
    let mut req = Request::builder()
        .method(method)
        .uri(uri)
        .header("content-type", "application/json");
    if let Some(t) = token {
        req = req.header("authorization", format!("Bearer {t}"));
    }
    let (s, _, v) = send(app, req.body(Body::from(body.to_string())).unwrap()).await;
    (s, v)
}

#[tokio::test]
async fn malformed_json_is_422_on_every_route_with_a_body() {
    let t = played_table().await;
    let (id, rosa, roll) = (&t.id, &t.rosa, t.roll);
    let before = snapshot(&t.app, id, &t.gm).await;
    for (token, method, uri) in [
        (None, "POST", "/api/tables".to_string()),
        (None, "POST", format!("/api/tables/{id}/join")),
        (Some(&t.ana), "POST", format!("/api/tables/{id}/characters")),
        (Some(&t.ana), "PUT", format!("/api/tables/{id}/characters/{rosa}")),
        (
            Some(&t.ana),
            "POST",
            format!("/api/tables/{id}/characters/{rosa}/state"),
        ),
        (Some(&t.ana), "POST", format!("/api/tables/{id}/rolls")),
        (Some(&t.ana), "POST", format!("/api/tables/{id}/rolls/{roll}/reroll")),
        (Some(&t.ana), "POST", format!("/api/tables/{id}/odds")),
        (Some(&t.ana), "POST", format!("/api/tables/{id}/chat")),
    ] {
        for body in ["{\"name\": ", "", "no es json"] {
            let what = format!("{method} {uri} «{body}»");
            let (s, v) = raw(&t.app, method, &uri, token.map(String::as_str), body).await;
            assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{what}: {v}");
            assert_error(&v, &what);
        }
    }
    assert_eq!(snapshot(&t.app, id, &t.gm).await, before);
}

#[tokio::test]
async fn axums_own_rejections_are_the_contracts_json_too() {
    let t = played_table().await;
    let id = &t.id;
    let before = snapshot(&t.app, id, &t.gm).await;
    // A path segment that should be an event number: no such event.
    for (method, uri) in [
        ("POST", format!("/api/tables/{id}/rolls/abc/reroll")),
        ("POST", format!("/api/tables/{id}/rolls/1.5/reveal")),
        ("GET", format!("/api/tables/{id}/events/abc")),
        ("GET", format!("/api/tables/{id}/events/99999999999999999999")),
    ] {
        let (s, v) = call(&t.app, method, &uri, Some(&t.gm), Some(json!({"face": 1}))).await;
        assert_eq!(s, StatusCode::NOT_FOUND, "{method} {uri}: {v}");
        assert_error(&v, &uri);
    }
    // An unknown route under /api.
    for uri in ["/api/nada", "/api/tables/x/y/z/w", "/api/"] {
        let (s, v) = get_as(&t.app, uri, Some(&t.gm)).await;
        assert_eq!(s, StatusCode::NOT_FOUND, "{uri}: {v}");
        assert_error(&v, uri);
    }
    // A route that exists with other methods: 405, with its Allow header.
    for (method, uri) in [
        ("DELETE", format!("/api/tables/{id}")),
        ("GET", "/api/tables".to_string()),
        ("PUT", format!("/api/tables/{id}/rolls")),
        ("POST", format!("/api/tables/{id}/events")),
    ] {
        let req = Request::builder()
            .method(method)
            .uri(&uri)
            .header("authorization", format!("Bearer {}", t.gm))
            .body(Body::empty())
            .unwrap();
        let (s, h, v) = send(&t.app, req).await;
        assert_eq!(s, StatusCode::METHOD_NOT_ALLOWED, "{method} {uri}: {v}");
        assert_error(&v, &uri);
        assert!(h.get("allow").is_some_and(|a| !a.is_empty()), "{method} {uri}: {h:?}");
    }
    // A body over axum's limit.
    let big = format!("{{\"text\": \"{}\"}}", "a".repeat(3 << 20));
    let (s, v) = raw(&t.app, "POST", &format!("/api/tables/{id}/chat"), Some(&t.ana), &big).await;
    assert_eq!(s, StatusCode::PAYLOAD_TOO_LARGE, "{v}");
    assert_error(&v, "big body");
    // Event streams and exports are untouched by the JSON guard.
    let (s, h, _) = send(
        &t.app,
        Request::get(format!("/api/tables/{id}/export?format=md"))
            .header("authorization", format!("Bearer {}", t.gm))
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    assert!(h["content-type"].to_str().unwrap().starts_with("text/markdown"));
    assert_eq!(snapshot(&t.app, id, &t.gm).await, before);
}

/// Numbers no table reaches are one sentence, not an overflow in the engine.
#[tokio::test]
async fn a_roll_with_a_difficulty_past_any_table_is_422() {
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let path = format!("/api/tables/{id}/rolls");
    for request in [json!({"dif": 2147483647}), json!({"dif": 4, "mod": -2147483648})] {
        let (s, v) = call(&app, "POST", &path, Some(&gm), Some(json!({ "request": request }))).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
        assert!(v["error"].as_str().unwrap().contains("999"), "{v}");
    }
}

/// A sheet's choice left blank (a drop-down at «—») is refused naming the field, in Spanish
/// and, for an English page, in English (`error_en`) — never serde's own words (issue 27,
/// point 1).
#[tokio::test]
async fn a_blank_choice_on_a_sheet_names_its_field_in_both_languages() {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "chasis", Value::Null).await;
    let sheet = json!({"nombre": "Blanca", "tipo": ""});
    let (s, v) = post_in(&app, &id, "characters", Some(&gm), sheet).await;
    assert_refused(s, &v, "tipo");
    let (es, en) = (v["error"].as_str().unwrap(), v["error_en"].as_str().unwrap_or(""));
    assert!(es.contains("«tipo»") && es.contains("pj, pnj o psj"), "{v}");
    assert!(
        en.contains("'tipo' does not take ''") && en.contains("pj, pnj or psj"),
        "{v}"
    );
    assert!(
        !es.contains("unknown variant") && !en.contains("unknown variant"),
        "{v}"
    );
}

/// An error reads in the language the request asks its answers in: `?lang=`, else the page's
/// cookie, else `Accept-Language`, else Spanish; `error_en` always in English (issue 29).
#[tokio::test]
async fn an_error_is_in_the_language_the_request_asks_for() {
    let t = played_table().await;
    let ask = |uri: &str, accept: Option<&str>, cookie: Option<&str>, body: &str| {
        let mut req = Request::builder()
            .method("POST")
            .uri(uri)
            .header("content-type", "application/json")
            .header("authorization", format!("Bearer {}", t.gm));
        if let Some(a) = accept {
            req = req.header("accept-language", a);
        }
        if let Some(c) = cookie {
            req = req.header("cookie", format!("tirada_lang={c}"));
        }
        req.body(Body::from(body.to_string())).unwrap()
    };
    let rolls = format!("/api/tables/{}/rolls", t.id);
    let spanish = "el cuerpo no es JSON válido (línea 1, columna 2)";
    let english = "the body is not valid JSON (line 1, column 2)";
    for (uri, accept, cookie, want) in [
        (rolls.clone(), None, None, spanish),
        (rolls.clone(), Some("en-US,en;q=0.9"), None, english),
        (rolls.clone(), Some("fr, en;q=0.5, es;q=0.8"), None, spanish),
        (rolls.clone(), Some("en"), Some("es"), spanish),
        (format!("{rolls}?lang=es"), Some("en"), None, spanish),
        (format!("{rolls}?lang=en"), None, Some("es"), english),
    ] {
        let what = format!("{uri} {accept:?} {cookie:?}");
        let (s, _, v) = send(&t.app, ask(&uri, accept, cookie, "{x")).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{what}: {v}");
        assert_error(&v, &what);
        assert_eq!(v["error"], want, "{what}: {v}");
        assert_eq!(v["error_en"], english, "{what}: {v}");
    }
    // A refusal of the play layer follows the same language.
    let (s, _, v) = send(
        &t.app,
        ask(&rolls, Some("en"), None, r#"{"request": {"dif": 2147483647}}"#),
    )
    .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(v["error"], v["error_en"], "{v}");
}

/// The word lists every error is checked with (`common/words.rs`) tell the languages apart.
#[test]
fn the_word_lists_tell_the_two_languages_apart() {
    assert!(common::words::reads_in("no existe la mesa t1", false));
    assert!(common::words::reads_in("there is no table t1", true));
    assert!(!common::words::reads_in("there is no table t1", false));
    assert!(!common::words::reads_in(
        "un jugador tira por uno de sus personajes",
        true
    ));
    assert!(common::words::reads_in("falta el campo «reason»", false));
    assert!(!common::words::reads_in("missing field `reason`", true));
}
