//! The other systems at the table: each roll is the engine's (the same object as the CLI's
//! `--json` for the same typed faces), with exact odds before rolling.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::{json, Value};

async fn roll(app: &axum::Router, id: &str, gm: &str, request: Value) -> Value {
    accepted_roll(app, id, gm, request).await["roll"].clone()
}

async fn odds(app: &axum::Router, id: &str, gm: &str, request: Value) -> Value {
    let (s, v) = post_in(app, id, "odds", Some(gm), json!({ "request": request })).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    v
}

#[tokio::test]
async fn chasis_rolls_and_odds() {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "chasis", json!({"apertura": "ninguna"})).await;
    // `tirada chasis --dados 6,7 --mod 2 --json`
    let r = roll(&app, &id, &gm, json!({"dados": [6, 7], "mod": 2})).await;
    assert_eq!((r["total"].as_i64(), r["grade"].as_i64()), (Some(15), Some(2)));
    assert_eq!(r["outcome"], "exito");
    let o = odds(&app, &id, &gm, json!({"mod": 2})).await;
    assert!(o["outcomes"]["exito"].is_string());
    let asked = json!({"name": "M", "system": "chasis", "ruleset": {"apertura": "rara"}});
    let (s, v) = new_table(&app, asked).await;
    assert_eq!(
        (s, v["field"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("ruleset.apertura"))
    );
    let r = roll(&app, &id, &gm, json!({})).await;
    assert_eq!(r["dice"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn fate_rolls_and_odds() {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "fate", Value::Null).await;
    // `tirada fate --dados +-0+ --hab 2 --dif 2 --json`
    let r = roll(&app, &id, &gm, json!({"dados": "+-0+", "hab": 2, "dif": 2})).await;
    assert_eq!(r["dice"], json!([1, -1, 0, 1]));
    assert_eq!((r["effort"].as_i64(), r["shifts"].as_i64()), (Some(3), Some(1)));
    assert_eq!(r["outcome"], "exito");
    let r = roll(&app, &id, &gm, json!({"hab": "Bueno", "dif": "Genial"})).await;
    assert_eq!(r["skill"], 3);
    let o = odds(&app, &id, &gm, json!({"hab": 2, "dif": 2})).await;
    assert_eq!(o["outcomes"]["exito"], "50/81", "as `tirada odds fate --hab 2 --dif 2`");
    let (s, v) = post_in(&app, &id, "rolls", Some(&gm), json!({"request": {"dif": "Altísimo"}})).await;
    assert_refused(s, &v, "dif");
}

#[tokio::test]
async fn hitos_rolls_and_odds() {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "hitos", json!({"realista": false})).await;
    // `tirada hitos --dados 3,7,9 --car 4 --hab 3 --dif 15 --json`
    let r = roll(
        &app,
        &id,
        &gm,
        json!({"dados": [3, 7, 9], "car": 4, "hab": 3, "dif": 15}),
    )
    .await;
    assert_eq!((r["die_value"].as_i64(), r["total"].as_i64()), (Some(7), Some(14)));
    assert_eq!(r["outcome"], "fallo");
    let o = odds(&app, &id, &gm, json!({"car": 4, "hab": 3, "dif": 15})).await;
    assert!(o["outcomes"]["exito"].is_string(), "{o}");
    let (s, _) = post_in(&app, &id, "rolls", Some(&gm), json!({"request": {"dados": [11, 1, 1]}})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn mirilla_rolls_and_odds() {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "mirilla", Value::Null).await;
    // `tirada mirilla --dado 5 --json`
    let r = roll(&app, &id, &gm, json!({"dados": [5]})).await;
    assert_eq!(
        r,
        json!({"system": "mirilla", "dice": [5], "words": ["éxito"], "degree": 5, "word": "éxito"})
    );
    let o = odds(&app, &id, &gm, json!({"seguidos": 3, "minimo": 6})).await;
    assert_eq!(o["outcomes"]["exito"], "1/216");
    // A degree's row keeps the table's older `value` beside the CLI's `total` (extend, never
    // break).
    let o = odds(&app, &id, &gm, json!({})).await;
    assert_eq!(
        o["distribution"][4],
        json!({"total": 5, "value": 5, "word": "éxito", "p": "1/6", "at_least": "1/3"})
    );
    for _ in 0..4 {
        roll(&app, &id, &gm, json!({})).await;
    }
    let (_, f) = get_as(&app, &format!("/api/tables/{id}/fairness"), Some(&gm)).await;
    assert_eq!(f["rolls"], 4, "typed faces are not the server's dice");
}

#[tokio::test]
async fn a_mirilla_player_names_a_character_and_rolls_for_it() {
    let app = memory_app().await;
    let (s, v) = post_as(&app, "/api/tables", None, json!({"name": "M", "system": "mirilla"})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let id = v["id"].as_str().unwrap();
    let (_, ana) = join(&app, id, v["invite_code"].as_str().unwrap(), "Ana").await;
    let rolls = format!("/api/tables/{id}/rolls");
    // Without a character the sentence says what to do, in a player's words (issue #15, 1 and 10).
    let (s, v) = call(&app, "POST", &rolls, Some(&ana), Some(json!({"request": {}}))).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
    let e = v["error"].as_str().unwrap();
    assert!(!e.contains("character_id") && !e.contains('«'), "{e}");
    // A name suffices.
    let lia = character(&app, id, &ana, json!({"nombre": "Lía"})).await;
    let body = json!({"character_id": lia, "request": {"seguidos": 2, "minimo": 4}});
    let (s, v) = call(&app, "POST", &rolls, Some(&ana), Some(body)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let e = events(&app, id, &ana, 0).await.last().unwrap().clone();
    assert_eq!(
        (e["character_id"].as_str(), e["data"]["character"].as_str()),
        (Some(lia.as_str()), Some("Lía"))
    );
}

#[tokio::test]
async fn every_systems_log_verifies_after_closing() {
    let app = memory_app().await;
    for (system, request) in [
        ("chasis", json!({"mod": 1})),
        ("fate", json!({"hab": 2})),
        ("hitos", json!({"car": 3, "hab": 2, "dif": 12})),
        ("mirilla", json!({"seguidos": 2, "minimo": 4})),
    ] {
        let (id, gm) = system_table(&app, system, Value::Null).await;
        for _ in 0..3 {
            roll(&app, &id, &gm, request.clone()).await;
        }
        close_table(&app, &id, &gm).await;
        let (_, log) = get_as(&app, &format!("/api/tables/{id}/export"), Some(&gm)).await;
        let report = tirada_web::table::verify::verify(&log).unwrap();
        assert!(report.ok() && report.rolls == 3, "{system}: {report:?}");
    }
}

#[tokio::test]
async fn hitos_sheets_are_the_engines_and_rolls_read_them_by_name() {
    let app = memory_app().await;
    let sheet = json!({"nombre": "Ana", "drama": 2,
        "caracteristicas": {"fortaleza": 3, "reflejos": 5, "intelecto": 4, "voluntad": 4},
        "habilidades": [{"nombre": "Pelea callejera", "valor": 4, "rol": "combate"}],
        "salud": {"barras": {"letal": 6}}});
    let (id, _, ana, cid) = seated_setting_difficulty(&app, "hitos", sheet).await;
    let (s, v) = post_in(
        &app,
        &id,
        "rolls",
        Some(&ana),
        json!({"character_id": cid,
        "request": {"caracteristica": "reflejos", "habilidad": "Pelea callejera", "dados": [3, 7, 9], "dif": 15}}),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(
        (v["roll"]["characteristic"].as_i64(), v["roll"]["skill"].as_i64()),
        (Some(5), Some(4))
    );
    // 7 + 5 + 4, and −2 for herido: 6 points lost of Resistencia 15 (Aguante 3 + 4 / 2 = 5).
    assert_eq!(
        (v["roll"]["modifier"].as_i64(), v["roll"]["total"].as_i64()),
        (Some(-2), Some(14))
    );
    let (s, v) = post_in(
        &app,
        &id,
        "rolls",
        Some(&ana),
        json!({"character_id": cid,
        "request": {"habilidad": "Cocina"}}),
    )
    .await;
    assert_refused(s, &v, "habilidad");
    let (s, _) = post_in(&app, &id, "characters", Some(&ana), json!({"nombre": "X"})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "the engine checks the sheet");
}

#[tokio::test]
async fn fate_sheets_give_their_skills_to_rolls() {
    let app = memory_app().await;
    let (id, _, ana, cid) =
        seated_setting_difficulty(&app, "fate", json!({"nombre": "Rita", "habilidades": {"Pelear": 3}})).await;
    let (s, v) = post_in(
        &app,
        &id,
        "rolls",
        Some(&ana),
        json!({"character_id": cid,
        "request": {"habilidad": "Pelear", "dados": "+-0+", "dif": 2}}),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(
        (v["roll"]["skill"].as_i64(), v["roll"]["effort"].as_i64()),
        (Some(3), Some(4))
    );
    let (s, o) = post_in(
        &app,
        &id,
        "odds",
        Some(&ana),
        json!({"character_id": cid,
        "request": {"habilidad": "Pelear", "dif": 2}}),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{o}");
    assert!(o["outcomes"]["exito"].is_string());
}

#[tokio::test]
async fn chasis_sheets_from_the_books_examples() {
    let ruleset = tirada_rules::chasis::Ruleset::book();
    let text = include_str!("../../rules/src/chasis/ejemplos/jack_burton.toml");
    let sheet = tirada_rules::chasis::Sheet::from_toml(text, &ruleset).unwrap();
    let app = memory_app().await;
    let (id, _, ana, cid) = seated_setting_difficulty(&app, "chasis", serde_json::to_value(&sheet).unwrap()).await;
    let (s, v) = get_in(&app, &id, &format!("characters/{cid}"), Some(&ana)).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(v["name"], "Jack Burton");
    // Issue 25 point 17: a free modifier is the GM's on default settings, refused naming it.
    let path = format!("/api/tables/{id}/rolls");
    for (request, status, field, total) in [
        (
            json!({"dados": [6, 7], "mod": 1}),
            StatusCode::FORBIDDEN,
            Some("mod"),
            Value::Null,
        ),
        (json!({"dados": [6, 7]}), StatusCode::CREATED, None, json!(13)),
    ] {
        let body = json!({"character_id": cid, "request": request});
        let (s, v) = call(&app, "POST", &path, Some(&ana), Some(body)).await;
        assert_eq!((s, v["field"].as_str()), (status, field), "{v}");
        assert_eq!(v["roll"]["total"], total, "{v}");
    }
}

#[tokio::test]
async fn sheets_can_be_the_clis_toml_files() {
    let app = memory_app().await;
    let text = include_str!("../../rules/src/chasis/ejemplos/korgoth.toml");
    let (_, _, _, cid) = seated_setting_difficulty(&app, "chasis", json!({ "toml": text })).await;
    assert!(!cid.is_empty());
    let (s, v) = post_as(&app, "/api/tables", None, json!({"name": "M", "system": "fate"})).await;
    assert_eq!(s, StatusCode::CREATED);
    let (id, gm) = (v["id"].as_str().unwrap(), v["gm_token"].as_str().unwrap());
    let (s, e) = post_in(&app, id, "characters", Some(gm), json!({"toml": "nombre = "})).await;
    assert_refused(s, &e, "toml");
    let cid = character(
        &app,
        id,
        gm,
        json!({"toml": "nombre = \"Rita\"\n[habilidades]\nPelear = 3\n"}),
    )
    .await;
    let (_, c) = get_in(&app, id, &format!("characters/{cid}"), Some(gm)).await;
    assert_eq!(c["sheet"]["habilidades"]["Pelear"], 3);
}

#[tokio::test]
async fn hitos_aspect_activations_are_the_engines() {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "hitos", Value::Null).await;
    // `tirada hitos --dados 3,7,9,8 --car 4 --hab 3 --dif 15 --aspecto --repetir 1 --json`
    let r = roll(
        &app,
        &id,
        &gm,
        json!({"dados": [3, 7, 9, 8], "car": 4, "hab": 3, "dif": 15, "aspecto": true, "repetir": [1]}),
    )
    .await;
    assert_eq!((r["total"].as_i64(), r["outcome"].as_str()), (Some(16), Some("exito")));
    assert_eq!(r["dice"], json!([8, 7, 9]));
    // Without `repetir`, the solver's advice: here keep the dice and take the highest.
    let r = roll(
        &app,
        &id,
        &gm,
        json!({"dados": [3, 7, 9], "car": 4, "hab": 3, "dif": 15, "aspecto": "Fuerte"}),
    )
    .await;
    assert_eq!(r["total"], 16);
    assert_eq!(r["steps"][0]["step"], "activacion");
    assert_eq!(r["activation_plan"]["value_after"], "1/1");
    let (s, v) = post_roll(&app, &id, &gm, json!({"request": {"aspecto": true, "repetir": [4]}})).await;
    assert_refused(s, &v, "repetir");
}
