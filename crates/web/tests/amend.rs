//! A roll amended at the table once thrown (play::amend): the PP that blocks a PORTAL roll's
//! ones and sixes handed over by another player or the GM, never by the roller (B605), and the
//! GM cancelling a Hitos player's legitimate activation for a reason (H159); both logged and
//! replayed by `tirada verify`.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::{json, Value};
use tirada_web::table::verify::verify;

async fn state(app: &axum::Router, id: &str, gm: &str, cid: &str, key: &str) -> i64 {
    read_character(app, id, cid, gm).await["state"][key].as_i64().unwrap()
}

async fn verified(app: &axum::Router, id: &str, gm: &str) {
    let (s, _) = call(app, "POST", &format!("/api/tables/{id}/close"), Some(gm), None).await;
    assert_eq!(s, StatusCode::OK);
    let (s, log) = get_as(app, &format!("/api/tables/{id}/export?format=json"), Some(gm)).await;
    assert_eq!(s, StatusCode::OK);
    let report = verify(&log).unwrap();
    assert!(report.ok(), "{:?}", report.mismatches);
}

/// B605: Bruno hands Ana the PP that blocks her roll's ones and sixes, paid from his
/// character; Ana cannot hand it to herself (one sentence naming B605); the GM hands it from
/// the infinite pool. Ana keeps each PP; the log verifies.
#[tokio::test]
async fn b605_another_player_or_the_gm_hands_the_blocking_pp_never_the_roller() {
    let app = memory_app().await;
    let [id, gm, ana, bruno, ana_c, bruno_c] = with_ana_and_bruno(
        &app,
        "portal",
        json!({"nombre": "Ana", "fortalezas": [{"nombre": "Espada", "nivel": 1}]}),
        json!({"nombre": "Bruno", "fortalezas": [{"nombre": "Escudo", "nivel": 1}], "estado": {"pp": 2}}),
    )
    .await;
    let roll = |token: String| {
        let (app, id, ana_c) = (app.clone(), id.clone(), ana_c.clone());
        async move {
            let body = json!({"character_id": ana_c, "request": {"blancos": [6, 1, 4], "dif": 4}});
            let (s, v) = post_roll(&app, &id, &token, body).await;
            assert_eq!(s, StatusCode::CREATED, "{v}");
            v["seq"].as_i64().unwrap()
        }
    };
    let block = |seq: i64, token: String, body: Value| {
        let (app, id) = (app.clone(), id.clone());
        async move { post_in(&app, &id, &format!("rolls/{seq}/block"), Some(&token), body).await }
    };
    let seq = roll(ana.clone()).await;
    let (s, v) = block(seq, ana.clone(), json!({"character_id": ana_c})).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
    assert!(v["error"].as_str().unwrap().contains("B605"), "{v}");
    let (s, v) = block(seq, bruno.clone(), json!({})).await;
    assert_refused(s, &v, "character_id");
    let (s, v) = block(seq, bruno.clone(), json!({"character_id": bruno_c})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["roll"]["rerolls"]["blocked"], true, "{v}");
    assert_eq!(
        state(&app, &id, &gm, &ana_c, "pp").await,
        1,
        "Ana keeps the PP handed to her"
    );
    assert_eq!(state(&app, &id, &gm, &bruno_c, "pp").await, 1, "Bruno paid it");
    let (s, _) = block(seq, gm.clone(), json!({})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "blocked once");
    // The GM's PP, from the infinite pool: nobody pays.
    let second = roll(ana.clone()).await;
    let (s, v) = block(second, gm.clone(), json!({})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["roll"]["rerolls"]["blocked"], true, "{v}");
    assert_eq!(state(&app, &id, &gm, &ana_c, "pp").await, 2);
    assert_eq!(state(&app, &id, &gm, &bruno_c, "pp").await, 1);
    let kinds: Vec<Value> = events(&app, &id, &gm, second)
        .await
        .iter()
        .map(|e| e["kind"].clone())
        .collect();
    assert_eq!(kinds, vec![json!("roll_amended")]);
    verified(&app, &id, &gm).await;
}

/// H159: the GM cancels Ana's legitimate activation, saying why: her dice stay as thrown, she
/// pays nothing and receives a point, and the explanation gives the reason. A player cannot
/// cancel it, nor the GM without a reason or on a roll without an activation.
#[tokio::test]
async fn h159_the_gm_cancels_a_legitimate_activation_with_a_reason() {
    let app = memory_app().await;
    let sheet = |n: &str| {
        json!({"nombre": n, "drama": 2, "puntos_dramaticos": 1,
            "caracteristicas": {"fortaleza": 3, "reflejos": 3, "intelecto": 3, "voluntad": 3}})
    };
    let [id, gm, ana, _bruno, ana_c, _] = with_ana_and_bruno(&app, "hitos", sheet("Ana"), sheet("Bruno")).await;
    let body = json!({"character_id": ana_c,
        "request": {"car": 3, "dif": 12, "dados": [3, 7, 9, 10], "aspecto": true, "repetir": [1]}});
    let (s, v) = post_roll(&app, &id, &ana, body).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["roll"]["dice"], json!([10, 7, 9]), "{v}");
    let seq = v["seq"].as_i64().unwrap();
    assert_eq!(state(&app, &id, &gm, &ana_c, "puntos_dramaticos").await, 0);
    let cancel = async |token: &str, body: Value| {
        post_in(&app, &id, &format!("rolls/{seq}/cancel-aspect"), Some(token), body).await
    };
    let (s, _) = cancel(&ana, json!({"razon": "porque sí"})).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    let (s, v) = cancel(&gm, json!({"razon": " "})).await;
    assert_refused(s, &v, "razon");
    let (s, v) = cancel(&gm, json!({"razon": "el espía debe escapar"})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["roll"]["dice"], json!([3, 7, 9]), "{v}");
    let said = v["explanation"]["lines"].to_string();
    assert!(
        said.contains("El DJ cancela la activación: el espía debe escapar"),
        "{said}"
    );
    assert_eq!(
        state(&app, &id, &gm, &ana_c, "puntos_dramaticos").await,
        2,
        "her point back and one from the GM"
    );
    // A roll with no activation has nothing to cancel.
    let plain = json!({"character_id": ana_c, "request": {"car": 3, "dif": 12, "dados": [3, 7, 9]}});
    let (_, v) = post_roll(&app, &id, &ana, plain).await;
    let other = v["seq"].as_i64().unwrap();
    let (s, v) = post_in(
        &app,
        &id,
        &format!("rolls/{other}/cancel-aspect"),
        Some(&gm),
        json!({"razon": "x"}),
    )
    .await;
    assert_refused(s, &v, "cancela_dj");
    verified(&app, &id, &gm).await;
}
