//! Characters that travel (issue 32): Rosa, hurt in one table, carried to another of PORTAL by
//! a one-time code (used once, stored hashed) and by the file her owner downloads; never to a
//! table of another system; the code's character arrives owned by whoever brings it.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::json;
use tirada_web::table::campaign::TravelCode;

/// Brings a character to table `to` as the token's member.
async fn arrive(app: &axum::Router, to: &str, token: &str, body: serde_json::Value) -> (StatusCode, serde_json::Value) {
    post_in(app, to, "characters/arrive", Some(token), body).await
}

/// A travel code of character `cid` of table `from`, made by the token's member.
async fn code_of(app: &axum::Router, from: &str, cid: &str, token: &str) -> serde_json::Value {
    let (s, made) = post_in(app, from, &format!("characters/{cid}/travel"), Some(token), json!({})).await;
    assert_eq!(s, StatusCode::CREATED, "{made}");
    made["code"].clone()
}

#[tokio::test]
async fn a_character_travels_by_code_once_and_by_file_with_its_state() {
    let app = memory_app().await;
    let (from, _gm, ana) = portal_with_ana(&app).await;
    let sheet = json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 1}], "estado": {"pp": 2}});
    let rosa = character(&app, &from, &ana, sheet).await;
    let hurt = json!({"event": {"evento": "malestar", "count": 2, "reason": "frío"}});
    let (s, v) = post_in(&app, &from, &format!("characters/{rosa}/state"), Some(&ana), hurt).await;
    assert_eq!(s, StatusCode::OK, "{v}");

    // A new campaign: Ana joins it and brings Rosa with her code.
    let (to, _gm2, to_invite) = portal_table(&app).await;
    let (ana_there, ana2) = join(&app, &to, &to_invite, "Ana").await;
    let made = json!({"code": code_of(&app, &from, &rosa, &ana).await});
    let (s, arrived) = arrive(&app, &to, &ana2, made.clone()).await;
    assert_eq!(s, StatusCode::CREATED, "{arrived}");
    let there = read_character(&app, &to, arrived["id"].as_str().unwrap(), &ana2).await;
    assert_eq!(
        (there["name"].clone(), there["owner"].clone()),
        (json!("Rosa"), json!(ana_there))
    );
    assert_eq!(
        (there["state"]["malestar"].clone(), there["state"]["pp"].clone()),
        (json!(2), json!(2))
    );
    // Used once.
    let (s, again) = arrive(&app, &to, &ana2, made.clone()).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{again}");
    assert_error(&again, "a used code");
    assert!(again["error"].as_str().unwrap().contains("ya se usó"), "{again}");

    // The file her owner downloads arrives the same.
    let (s, file) = get_in(&app, &from, &format!("characters/{rosa}/travel"), Some(&ana)).await;
    assert_eq!(s, StatusCode::OK, "{file}");
    assert_eq!(file["format"], "tirada-personaje/1");
    let (s, second) = arrive(&app, &to, &ana2, json!({"file": file})).await;
    assert_eq!(s, StatusCode::CREATED, "{second}");
    let copy = read_character(&app, &to, second["id"].as_str().unwrap(), &ana2).await;
    assert_eq!(copy["state"], there["state"]);

    // Never to another system's table, and the code still works at a right one.
    let (hitos, _, hitos_invite) = doras_table(&app, "hitos").await;
    let (_, ana3) = join(&app, &hitos, &hitos_invite, "Ana").await;
    let code = json!({"code": code_of(&app, &from, &rosa, &ana).await});
    let (s, v) = arrive(&app, &hitos, &ana3, code.clone()).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert!(
        v["error"]
            .as_str()
            .unwrap()
            .contains("solo viaja a una mesa de su sistema"),
        "{v}"
    );
    let (s, v) = arrive(&app, &to, &ana2, code).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    // Only the owner or the GM makes a code or a file of a character.
    let (_, bea) = join(&app, &to, &to_invite, "Bea").await;
    let (s, v) = post_in(
        &app,
        &to,
        &format!("characters/{}/travel", v["id"].as_str().unwrap()),
        Some(&bea),
        json!({}),
    )
    .await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
}

/// One sentence in each language, and nothing made at the table it was brought to.
async fn refused(app: &axum::Router, to: &str, gm: &str, token: &str, body: serde_json::Value, es: &str, en: &str) {
    let before = snapshot(app, to, gm).await;
    let (s, v) = arrive(app, to, token, body).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_error(&v, es);
    assert!(v["error"].as_str().unwrap().contains(es), "{v}");
    assert!(v["error_en"].as_str().unwrap().contains(en), "{v}");
    assert_eq!(snapshot(app, to, gm).await, before, "{es}");
}

/// A code past its day, a code used already, a code of another system's character and a file
/// of another format are each refused with one sentence, es and en, and change nothing.
#[tokio::test]
async fn an_expired_used_or_foreign_code_is_refused_with_one_sentence() {
    let (dir, url) = temp_url("travel-refusals");
    let (app, store) = file_app(&url).await;
    let (from, _gm, ana) = portal_with_ana(&app).await;
    let sheet = json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 1}]});
    let rosa = character(&app, &from, &ana, sheet).await;
    let (to, gm2, to_invite) = portal_table(&app).await;
    let (_, ana2) = join(&app, &to, &to_invite, "Ana").await;

    // A code made two days ago.
    let old = TravelCode {
        code_hash: tirada_web::table::sha256_hex("caducado2"),
        table_id: from.clone(),
        character_id: rosa.clone(),
        expires_ms: 1,
    };
    store.campaign().put_travel_code(old).await.unwrap();
    let expired = json!({"code": "caducado2"});
    refused(&app, &to, &gm2, &ana2, expired.clone(), "caducó", "expired").await;
    // Gone for good: asked again it is no code at all.
    refused(&app, &to, &gm2, &ana2, expired, "no existe", "never existed").await;

    let code = json!({"code": code_of(&app, &from, &rosa, &ana).await});
    let (s, v) = arrive(&app, &to, &ana2, code.clone()).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    refused(&app, &to, &gm2, &ana2, code, "ya se usó", "used already").await;

    // A MIRILLA character's code at a PORTAL table.
    let (mirilla, _, mirilla_invite) = doras_table(&app, "mirilla").await;
    let (_, ana3) = join(&app, &mirilla, &mirilla_invite, "Ana").await;
    let doras = character(&app, &mirilla, &ana3, json!({"nombre": "Doras"})).await;
    let foreign = json!({"code": code_of(&app, &mirilla, &doras, &ana3).await});
    refused(
        &app,
        &to,
        &gm2,
        &ana2,
        foreign,
        "solo viaja a una mesa de su sistema",
        "only travels",
    )
    .await;
    let file = json!({"file": {"format": "otra-cosa/1"}});
    refused(
        &app,
        &to,
        &gm2,
        &ana2,
        file,
        "no es un personaje de tirada",
        "not a tirada character",
    )
    .await;
    let _ = std::fs::remove_dir_all(&dir);
}
