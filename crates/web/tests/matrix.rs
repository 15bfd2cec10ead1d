//! The contract's error cases on every route (CONTRACT.md, "The web table"): 401 for a missing
//! or wrong token, 403 beyond one's role, 422 for a bad body, each as `{"error", "field"?}` and
//! each leaving the log and the table as they were; and axum's own rejections (a bad path
//! number, an unknown route or method, a body too large) in the same JSON.

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::Router;
use common::*;
use serde_json::{json, Value};

/// A PORTAL table with a GM, Ana (with Rosa) and Bea, a hidden GM roll and Ana's roll.
struct Table {
    app: Router,
    id: String,
    gm: String,
    code: String,
    ana: String,
    bea: String,
    rosa: String,
    hidden: i64,
    roll: i64,
}

async fn table() -> Table {
    let app = memory_app().await;
    let (id, gm, code) = portal_table(&app).await;
    let (_, ana) = join(&app, &id, &code, "Ana").await;
    let (_, bea) = join(&app, &id, &code, "Bea").await;
    let rosa = character(&app, &id, &ana, json!({"nombre": "Rosa", "estado": {"suerte": 2}})).await;
    let rolls = format!("/api/tables/{id}/rolls");
    let (s, h) = call(
        &app,
        "POST",
        &rolls,
        Some(&gm),
        Some(json!({"request": {"dif": 4}, "hidden": true})),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{h}");
    let body = json!({"character_id": rosa, "request": {"dif": 4}});
    let (s, r) = call(&app, "POST", &rolls, Some(&ana), Some(body)).await;
    assert_eq!(s, StatusCode::CREATED, "{r}");
    let seq = |v: &Value| v["event_id"].as_str().unwrap().parse().unwrap();
    let (hidden, roll) = (seq(&h), seq(&r));
    Table {
        app,
        id,
        gm,
        code,
        ana,
        bea,
        rosa,
        hidden,
        roll,
    }
}

fn sheet() -> Value {
    json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 2}]})
}

/// Every route that needs a member's token, with a body it would accept.
fn token_routes(t: &Table) -> Vec<(&'static str, String, Option<Value>)> {
    let (id, rosa, roll, hidden) = (&t.id, &t.rosa, t.roll, t.hidden);
    vec![
        ("GET", format!("/api/tables/{id}"), None),
        ("POST", format!("/api/tables/{id}/characters"), Some(sheet())),
        ("GET", format!("/api/tables/{id}/characters/{rosa}"), None),
        ("PUT", format!("/api/tables/{id}/characters/{rosa}"), Some(sheet())),
        (
            "POST",
            format!("/api/tables/{id}/characters/{rosa}/state"),
            Some(json!({"event": {"evento": "malestar", "count": 1}})),
        ),
        (
            "POST",
            format!("/api/tables/{id}/rolls"),
            Some(json!({"request": {"dif": 4}})),
        ),
        (
            "POST",
            format!("/api/tables/{id}/rolls/{roll}/reroll"),
            Some(json!({"color": "blanco", "face": 1})),
        ),
        ("POST", format!("/api/tables/{id}/rolls/{hidden}/reveal"), None),
        (
            "POST",
            format!("/api/tables/{id}/odds"),
            Some(json!({"request": {"dif": 4}})),
        ),
        ("POST", format!("/api/tables/{id}/chat"), Some(json!({"text": "hola"}))),
        ("POST", format!("/api/tables/{id}/close"), None),
        ("GET", format!("/api/tables/{id}/events"), None),
        ("GET", format!("/api/tables/{id}/events?after=0&format=json"), None),
        ("GET", format!("/api/tables/{id}/events/{roll}"), None),
        ("GET", format!("/api/tables/{id}/export"), None),
        ("GET", format!("/api/tables/{id}/export?format=md"), None),
        ("GET", format!("/api/tables/{id}/fairness"), None),
    ]
}

#[tokio::test]
async fn every_route_with_a_token_is_401_without_a_members_token_and_changes_nothing() {
    let t = table().await;
    let (other, other_gm, _) = portal_table(&t.app).await;
    let before = snapshot(&t.app, &t.id, &t.gm).await;
    let other_before = snapshot(&t.app, &other, &other_gm).await;
    for token in [None, Some(""), Some("bad"), Some(other_gm.as_str())] {
        for (method, uri, body) in token_routes(&t) {
            let what = format!("{method} {uri} with {token:?}");
            let (s, v) = call(&t.app, method, &uri, token, body).await;
            assert_eq!(s, StatusCode::UNAUTHORIZED, "{what}: {v}");
            assert_error(&v, &what);
        }
    }
    assert_eq!(snapshot(&t.app, &t.id, &t.gm).await, before);
    assert_eq!(snapshot(&t.app, &other, &other_gm).await, other_before);
}

#[tokio::test]
async fn a_player_beyond_their_role_is_403_and_changes_nothing() {
    let t = table().await;
    let (id, rosa, roll, hidden) = (&t.id, &t.rosa, t.roll, t.hidden);
    let before = snapshot(&t.app, id, &t.gm).await;
    let cases: Vec<(&str, &str, String, Option<Value>)> = vec![
        // GM-only routes.
        (&t.ana, "POST", format!("/api/tables/{id}/close"), None),
        (&t.ana, "POST", format!("/api/tables/{id}/rolls/{hidden}/reveal"), None),
        (
            &t.ana,
            "POST",
            format!("/api/tables/{id}/rolls"),
            Some(json!({"request": {"dif": 4}, "hidden": true})),
        ),
        // A hidden roll's dice before it is revealed.
        (&t.ana, "GET", format!("/api/tables/{id}/events/{hidden}"), None),
        // Another player's character or roll.
        (
            &t.bea,
            "POST",
            format!("/api/tables/{id}/rolls"),
            Some(json!({"character_id": rosa, "request": {"dif": 4}})),
        ),
        (
            &t.bea,
            "PUT",
            format!("/api/tables/{id}/characters/{rosa}"),
            Some(sheet()),
        ),
        (
            &t.bea,
            "POST",
            format!("/api/tables/{id}/characters/{rosa}/state"),
            Some(json!({"event": {"evento": "malestar", "count": 1}})),
        ),
        (
            &t.bea,
            "POST",
            format!("/api/tables/{id}/odds"),
            Some(json!({"character_id": rosa, "request": {"dif": 4}})),
        ),
        (
            &t.bea,
            "POST",
            format!("/api/tables/{id}/rolls/{roll}/reroll"),
            Some(json!({"color": "blanco", "face": 1})),
        ),
    ];
    for (token, method, uri, body) in cases {
        let what = format!("{method} {uri}");
        let (s, v) = call(&t.app, method, &uri, Some(token), body).await;
        assert_eq!(s, StatusCode::FORBIDDEN, "{what}: {v}");
        assert_error(&v, &what);
    }
    // Joining with another table's code.
    let body = json!({"invite_code": "NOPE-NOPE", "name": "Ceci"});
    let (s, v) = call(&t.app, "POST", &format!("/api/tables/{id}/join"), None, Some(body)).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
    assert_error(&v, "join");
    assert_eq!(snapshot(&t.app, id, &t.gm).await, before);
}

/// (token, method, uri, body, the field the error names).
type Case<'a> = (Option<&'a str>, &'a str, String, Value, Option<&'a str>);

#[tokio::test]
async fn a_bad_body_or_query_is_422_with_its_field_and_changes_nothing() {
    let t = table().await;
    let (id, rosa, roll) = (&t.id, &t.rosa, t.roll);
    let before = snapshot(&t.app, id, &t.gm).await;
    let bad_sheet = json!({"nombre": "X", "fortalezas": [{"nombre": "Y", "nivel": 7}]});
    let cases: Vec<Case> = vec![
        (
            None,
            "POST",
            "/api/tables".into(),
            json!({"name": "M", "system": "dnd"}),
            Some("system"),
        ),
        (
            None,
            "POST",
            format!("/api/tables/{id}/join"),
            json!({"invite_code": t.code}),
            Some("name"),
        ),
        (
            Some(&t.ana),
            "POST",
            format!("/api/tables/{id}/characters"),
            bad_sheet.clone(),
            None,
        ),
        (
            Some(&t.ana),
            "PUT",
            format!("/api/tables/{id}/characters/{rosa}"),
            bad_sheet,
            None,
        ),
        (
            Some(&t.ana),
            "POST",
            format!("/api/tables/{id}/characters/{rosa}/state"),
            json!({"event": {"evento": "malestar", "count": "mucho"}}),
            Some("event"),
        ),
        (
            Some(&t.ana),
            "POST",
            format!("/api/tables/{id}/rolls"),
            json!({"request": {"dif": 4}, "hidden": "sí"}),
            Some("hidden"),
        ),
        (
            Some(&t.ana),
            "POST",
            format!("/api/tables/{id}/rolls"),
            json!({"character_id": "nadie", "request": {"dif": 4}}),
            Some("character_id"),
        ),
        (
            Some(&t.ana),
            "POST",
            format!("/api/tables/{id}/rolls/{roll}/reroll"),
            json!({"color": "blanco", "face": 9}),
            Some("face"),
        ),
        (
            Some(&t.gm),
            "POST",
            format!("/api/tables/{id}/odds"),
            json!({"request": {"fortaleza": 1}}),
            Some("dif"),
        ),
        (
            Some(&t.ana),
            "POST",
            format!("/api/tables/{id}/chat"),
            json!({"text": "  "}),
            Some("text"),
        ),
        // Not an object, on every route that takes a body.
        (None, "POST", "/api/tables".into(), json!([1]), None),
        (None, "POST", format!("/api/tables/{id}/join"), json!("hola"), None),
        (
            Some(&t.ana),
            "POST",
            format!("/api/tables/{id}/characters"),
            json!(3),
            None,
        ),
        (
            Some(&t.ana),
            "PUT",
            format!("/api/tables/{id}/characters/{rosa}"),
            json!([]),
            None,
        ),
        (
            Some(&t.ana),
            "POST",
            format!("/api/tables/{id}/characters/{rosa}/state"),
            json!(null),
            None,
        ),
        (Some(&t.ana), "POST", format!("/api/tables/{id}/rolls"), json!([]), None),
        (
            Some(&t.ana),
            "POST",
            format!("/api/tables/{id}/rolls/{roll}/reroll"),
            json!(1),
            None,
        ),
        (Some(&t.gm), "POST", format!("/api/tables/{id}/odds"), json!(true), None),
        (
            Some(&t.ana),
            "POST",
            format!("/api/tables/{id}/chat"),
            json!("hola"),
            None,
        ),
    ];
    for (token, method, uri, body, field) in cases {
        let what = format!("{method} {uri} {body}");
        let (s, v) = call(&t.app, method, &uri, token, Some(body)).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{what}: {v}");
        assert_error(&v, &what);
        if let Some(f) = field {
            assert_eq!(v["field"].as_str(), Some(f), "{what}: {v}");
        }
    }
    // Bad queries.
    for (uri, field) in [
        (format!("/api/tables/{id}/events?after=-1&format=json"), Some("after")),
        (format!("/api/tables/{id}/events?format=xml"), Some("format")),
        (format!("/api/tables/{id}/export?format=xml"), Some("format")),
        (format!("/api/tables/{id}/events?after=1&after=2&format=json"), None),
    ] {
        let (s, v) = call(&t.app, "GET", &uri, Some(&t.gm), None).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{uri}: {v}");
        assert_error(&v, &uri);
        assert_eq!(v["field"].as_str(), field, "{uri}: {v}");
    }
    assert_eq!(snapshot(&t.app, id, &t.gm).await, before);
}

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
    let t = table().await;
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
    let t = table().await;
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
        let (s, v) = call(&t.app, "GET", uri, Some(&t.gm), None).await;
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
