//! H213 at the table: an attack names its target (`blanco`), and a critical puts a temporary
//! secuela on the target's sheet as its own state change with its reason; a player names only
//! a character of theirs or one the GM put in the running fight.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::{json, Value};

fn sheet(name: &str, kind: &str) -> Value {
    json!({"nombre": name, "tipo": kind, "drama": if kind == "pj" { 1 } else { 0 },
           "caracteristicas": {"fortaleza": 3, "reflejos": 3, "intelecto": 3, "voluntad": 3}})
}

#[tokio::test]
async fn an_attacks_critical_leaves_a_secuela_on_the_target_the_gm_allowed_h213() {
    let app = memory_app().await;
    let (id, gm, ana, jakar) = seated_setting_difficulty(&app, "hitos", sheet("Jakar", "pj")).await;
    let orc = character(&app, &id, &gm, sheet("Orco", "pnj")).await;
    // Double 10 against any Defensa: a hit, double damage, a scene's secuela on the orc.
    let attack = json!({"caracteristica": "reflejos", "dif": 40, "dados": [10, 4, 10], "dano": "M", "blanco": "Orco",
                        "secuela": "Brazo roto"});
    let body = json!({"character_id": jakar, "request": attack});
    // The orc is the GM's and in no fight: Ana cannot name it, and nothing is stored.
    let before = events(&app, &id, &gm, 0).await.len();
    let (s, v) = post_roll(&app, &id, &ana, body.clone()).await;
    assert_eq!((s, v["field"].as_str()), (StatusCode::FORBIDDEN, Some("blanco")), "{v}");
    assert_eq!(events(&app, &id, &gm, 0).await.len(), before);
    // The GM puts both in the fight: now she may.
    let start =
        json!({"participantes": [{"character_id": jakar, "iniciativa": 12}, {"character_id": orc, "iniciativa": 9}]});
    let (s, v) = post_in(&app, &id, "turns", Some(&gm), start).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let (s, v) = post_roll(&app, &id, &ana, body.clone()).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["roll"]["damage"]["multiplier"], 2, "{v}");
    let lines = v["explanation"]["lines"].to_string();
    assert!(
        lines.contains("secuela temporal «Brazo roto» sobre Orco (una escena)"),
        "{lines}"
    );
    let target = read_character(&app, &id, &orc, &gm).await;
    assert_eq!(
        target["state"]["secuelas"],
        json!([{"texto": "Brazo roto", "permanente": false, "duracion": "escena"}]),
        "{target}"
    );
    let last = events(&app, &id, &gm, 0).await.last().unwrap().clone();
    assert_eq!(
        (
            last["kind"].as_str(),
            last["data"]["roll"].as_i64(),
            last["data"]["event"]["reason"].as_str()
        ),
        (
            Some("state_changed"),
            v["seq"].as_i64(),
            Some("crítico en un ataque (H213)")
        )
    );
    // The GM undoes it with another state event.
    let undo = json!({"event": {"evento": "quitar_aspecto", "aspect": "Brazo roto", "reason": "era otro"}});
    let (s, v) = post_in(&app, &id, &format!("characters/{orc}/state"), Some(&gm), undo).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(
        read_character(&app, &id, &orc, &gm).await["state"]["secuelas"],
        json!([])
    );
    // A target who is not at the table, or a hidden attack naming one, is refused on its key.
    let mut nobody = body.clone();
    nobody["request"]["blanco"] = json!("Nadie");
    let (s, v) = post_roll(&app, &id, &gm, nobody).await;
    assert_eq!(
        (s, v["field"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("blanco")),
        "{v}"
    );
    let mut hidden = body;
    hidden["mode"] = json!("gm");
    let (s, v) = post_roll(&app, &id, &gm, hidden).await;
    assert_eq!(
        (s, v["field"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("mode")),
        "{v}"
    );
}
