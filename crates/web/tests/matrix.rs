//! The contract's error cases on every route (docs/contract.md, "The web table"): 401 for a missing
//! or wrong token, 403 beyond one's role, 422 for a bad body, each as `{"error", "field"?}` and
//! each leaving the log and the table as they were; 404 for what does not exist; 422 for any
//! change to a closed table. axum's own rejections are in `rejections.rs`.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::{json, Value};

#[tokio::test]
async fn every_route_with_a_token_is_401_without_a_members_token_and_changes_nothing() {
    let t = played_table().await;
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
    let t = played_table().await;
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
            "GET",
            format!("/api/tables/{id}/characters/{rosa}/roll-panel"),
            None,
        ),
        (
            &t.bea,
            "PUT",
            format!("/api/tables/{id}/characters/{rosa}"),
            Some(portal_sheet()),
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
    let t = played_table().await;
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
        let (s, v) = get_as(&t.app, &uri, Some(&t.gm)).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{uri}: {v}");
        assert_error(&v, &uri);
        assert_eq!(v["field"].as_str(), field, "{uri}: {v}");
    }
    assert_eq!(snapshot(&t.app, id, &t.gm).await, before);
}

#[tokio::test]
async fn an_unknown_table_event_or_character_is_404_and_changes_nothing() {
    let t = played_table().await;
    let id = &t.id;
    let before = snapshot(&t.app, id, &t.gm).await;
    // Every token route on a table that does not exist (any token: none is a member there).
    let unknown = Table {
        id: "nada".into(),
        ..t.clone()
    };
    for (method, uri, body) in token_routes(&unknown) {
        let (s, v) = call(&t.app, method, &uri, Some(&t.gm), body).await;
        assert_eq!(s, StatusCode::NOT_FOUND, "{method} {uri}: {v}");
        assert_error(&v, &uri);
    }
    let body = json!({"invite_code": t.code, "name": "Ceci"});
    let (s, v) = call(&t.app, "POST", "/api/tables/nada/join", None, Some(body)).await;
    assert_eq!(s, StatusCode::NOT_FOUND, "{v}");
    assert_error(&v, "join");
    // An event or character that does not exist on a real table.
    for (method, uri, body) in [
        ("GET", format!("/api/tables/{id}/events/999"), None),
        (
            "POST",
            format!("/api/tables/{id}/rolls/999/reroll"),
            Some(json!({"color": "blanco", "face": 1})),
        ),
        ("POST", format!("/api/tables/{id}/rolls/999/reveal"), None),
        ("GET", format!("/api/tables/{id}/characters/nadie"), None),
    ] {
        let (s, v) = call(&t.app, method, &uri, Some(&t.gm), body).await;
        assert_eq!(s, StatusCode::NOT_FOUND, "{method} {uri}: {v}");
        assert_error(&v, &uri);
    }
    // Reveal a roll that is not hidden; edit a character that does not exist.
    let (s, v) = call(
        &t.app,
        "POST",
        &format!("/api/tables/{id}/rolls/{}/reveal", t.roll),
        Some(&t.gm),
        None,
    )
    .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_error(&v, "reveal");
    let (s, v) = call(
        &t.app,
        "PUT",
        &format!("/api/tables/{id}/characters/nadie"),
        Some(&t.gm),
        Some(portal_sheet()),
    )
    .await;
    assert_refused(s, &v, "id");
    assert_eq!(snapshot(&t.app, id, &t.gm).await, before);
}

#[tokio::test]
async fn a_closed_table_refuses_every_change_with_409() {
    let t = played_table().await;
    let (s, v) = close_table(&t.app, &t.id, &t.gm).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let before = snapshot(&t.app, &t.id, &t.gm).await;
    for (method, uri, body) in token_routes(&t) {
        let reads = [
            "/odds",
            "/portal-sheet",
            "/sheet-preview",
            "/reveal",
            "/link",
            "/travel",
            "/recovery",
        ];
        if method == "GET" || reads.iter().any(|r| uri.ends_with(r)) {
            // Reading, the odds, a sheet's preview, showing a hidden roll, a new personal link,
            // a character's code to travel to another table (issue 32) and a recovery secret
            // (the way back to read the record, issue 27) stay open.
            continue;
        }
        let (s, v) = call(&t.app, method, &uri, Some(&t.gm), body).await;
        assert_eq!(s, StatusCode::CONFLICT, "{method} {uri}: {v}");
        assert_error(&v, &uri);
    }
    // Nobody joins a closed table, even with the right code.
    let body = json!({"invite_code": t.code, "name": "Tarde"});
    let (s, v) = call(&t.app, "POST", &format!("/api/tables/{}/join", t.id), None, Some(body)).await;
    assert_eq!(s, StatusCode::CONFLICT, "{v}");
    assert!(v["error"].as_str().unwrap().contains("cerrada"), "{v}");
    assert_eq!(snapshot(&t.app, &t.id, &t.gm).await, before);
}
