//! Personal links (issue #15): every member can get a link that restores their role on any
//! device. The secret travels only in the link's fragment and is exchanged once for the
//! table's cookie (`POST .../session`); making a link replaces the member's token, so the old
//! one stops working. The GM renews anyone's link, a player only their own.

mod common;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use axum::Router;
use common::*;
use serde_json::{json, Value};

/// A new personal link for member `mid`, asked with `token`: (status, answer, Set-Cookie).
async fn link(app: &Router, id: &str, mid: &str, token: &str) -> (StatusCode, Value, Option<String>) {
    let req = Request::post(format!("/api/tables/{id}/members/{mid}/link"))
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .body(Body::empty())
        .unwrap();
    let (s, h, v) = send(app, req).await;
    (s, v, h.get(header::SET_COOKIE).map(|c| c.to_str().unwrap().to_string()))
}

/// The link's secret exchanged for the cookie: (status, answer, Set-Cookie).
async fn session(app: &Router, id: &str, body: Value) -> (StatusCode, Value, Option<String>) {
    let req = Request::post(format!("/api/tables/{id}/session"))
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    let (s, h, v) = send(app, req).await;
    (s, v, h.get(header::SET_COOKIE).map(|c| c.to_str().unwrap().to_string()))
}

async fn me(app: &Router, id: &str, token: &str) -> (StatusCode, Value) {
    let (s, v) = get_as(app, &format!("/api/tables/{id}"), Some(token)).await;
    (s, v["me"].clone())
}

/// The secret of a link's path (`/mesa/{id}#clave=…`).
fn secret(id: &str, answer: &Value) -> String {
    let path = answer["path"].as_str().unwrap();
    let key = path
        .strip_prefix(&format!("/mesa/{id}#clave="))
        .unwrap_or_else(|| panic!("{path}"));
    assert_eq!(key, answer["token"].as_str().unwrap());
    key.to_string()
}

#[tokio::test]
async fn a_gm_link_restores_the_gm_on_a_fresh_device_and_retires_the_old_token() {
    let app = memory_app().await;
    let (s, t) = post_as(&app, "/api/tables", None, json!({"name": "M", "system": "portal"})).await;
    assert_eq!(s, StatusCode::CREATED);
    let (id, gm, gm_id) = (
        t["id"].as_str().unwrap(),
        t["gm_token"].as_str().unwrap(),
        t["member_id"].as_str().unwrap(),
    );
    let (s, v, cookie) = link(&app, id, gm_id, gm).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let key = secret(id, &v);
    // Renewing one's own link keeps this device in with the new token.
    assert!(cookie.unwrap().contains(&format!("tirada_{id}={key}")));
    assert_eq!(
        me(&app, id, gm).await.0,
        StatusCode::UNAUTHORIZED,
        "the old token stops working"
    );
    // A fresh browser posts the fragment's secret once and gets the cookie, as the GM.
    let (s, v, cookie) = session(&app, id, json!({ "token": key })).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(
        (v["member"]["id"].as_str(), v["member"]["role"].as_str()),
        (Some(gm_id), Some("gm"))
    );
    let cookie = cookie.unwrap();
    assert!(
        cookie.contains(&format!("tirada_{id}={key}")) && cookie.contains("HttpOnly"),
        "{cookie}"
    );
    let (s, who) = me(&app, id, &key).await;
    assert_eq!((s, who["role"].as_str()), (StatusCode::OK, Some("gm")));
    // The old secret, a wrong one or none: one sentence, no cookie.
    for body in [json!({ "token": gm }), json!({"token": "nada"})] {
        let (s, v, cookie) = session(&app, id, body).await;
        assert_eq!((s, cookie), (StatusCode::UNAUTHORIZED, None), "{v}");
        assert!(v["error"].as_str().unwrap().contains("enlace personal"), "{v}");
    }
    let (s, v, _) = session(&app, id, json!({})).await;
    assert_refused(s, &v, "token");
    // The log says a link was renewed, never the secret.
    let log = events(&app, id, &key, 0).await;
    let renewed: Vec<&Value> = log.iter().filter(|e| e["kind"] == "link_renewed").collect();
    assert_eq!(renewed.len(), 1);
    assert_eq!(renewed[0]["data"]["member"]["id"], gm_id);
    assert!(!log.iter().any(|e| e.to_string().contains(&key)));
}

#[tokio::test]
async fn the_gm_renews_any_link_and_a_player_only_their_own() {
    let t = played_table().await;
    let (_, table) = get_as(&t.app, &format!("/api/tables/{}", t.id), Some(&t.gm)).await;
    let id_of = |name: &str| {
        items(&table["members"]).find(|m| m["name"] == name).unwrap()["id"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let (ana_id, bea_id) = (id_of("Ana"), id_of("Bea"));
    let before = snapshot(&t.app, &t.id, &t.gm).await;
    let (s, v, _) = link(&t.app, &t.id, &bea_id, &t.ana).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
    let (s, v, _) = link(&t.app, &t.id, "nadie", &t.gm).await;
    assert_eq!(s, StatusCode::NOT_FOUND, "{v}");
    assert_eq!(snapshot(&t.app, &t.id, &t.gm).await, before, "refusals change nothing");
    // The GM revokes Bea's lost phone: her old token stops, the new link works.
    let (s, v, cookie) = link(&t.app, &t.id, &bea_id, &t.gm).await;
    assert_eq!(
        (s, cookie),
        (StatusCode::CREATED, None),
        "the GM's own cookie is not Bea's"
    );
    let bea = secret(&t.id, &v);
    assert_eq!(me(&t.app, &t.id, &t.bea).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(me(&t.app, &t.id, &bea).await.1["name"], "Bea");
    assert_eq!(
        me(&t.app, &t.id, &t.gm).await.0,
        StatusCode::OK,
        "the GM's token is untouched"
    );
    // Ana renews her own; her character stays hers.
    let (s, v, _) = link(&t.app, &t.id, &ana_id, &t.ana).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let ana = secret(&t.id, &v);
    let body = json!({"character_id": t.rosa, "request": {}});
    let (s, v) = post_as(&t.app, &format!("/api/tables/{}/rolls", t.id), Some(&ana), body).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    // A closed table still lets a member in to read its record.
    let (s, _) = close_table(&t.app, &t.id, &t.gm).await;
    assert_eq!(s, StatusCode::OK);
    let (s, v, _) = session(&t.app, &t.id, json!({ "token": ana })).await;
    assert_eq!(s, StatusCode::OK, "{v}");
}
