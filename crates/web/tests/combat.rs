//! The *Combate* tracker (issue #16): the book's zombie horde (B1321–B1343) run through the API
//! gives the fight `tirada portal combate examples/portal/zombis.toml --reparto … --asiento 1`
//! gives on the same typed dice.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tirada_dice::TypedDice;

const ZOMBIES: &str = include_str!("../../../examples/portal/zombis.toml");
const CAST: [i64; 12] = [1, 2, 3, 4, 5, 6, 6, 5, 1, 1, 1, 1];

/// The fight as `tirada portal combate` plays it: one round and its end, all dice typed.
fn cli_fight() -> Value {
    let mut e = tirada_rules::portal::encounter_file::parse(ZOMBIES, |_| Err("no".into()))
        .unwrap()
        .encounter;
    let typed = BTreeMap::from([("reparto".to_string(), CAST.to_vec()), ("asiento".to_string(), vec![1])]);
    let mut dice = TypedDice::only(typed);
    e.begin(&mut dice).unwrap();
    e.play_round(&mut dice).unwrap();
    e.end(&mut dice).unwrap();
    json!({"participants": e.standings(), "log": e.log})
}

#[tokio::test]
async fn the_zombie_horde_through_the_tracker_is_the_clis_fight() {
    let app = memory_app().await;
    let (id, gm, code) = portal_table(&app).await;
    let (_, ana) = join(&app, &id, &code, "Ana").await;
    let start = json!({"toml": ZOMBIES, "dados": {"reparto": CAST, "asiento": [1]}});
    let url = format!("/api/tables/{id}/encounters");
    let (s, v) = call(&app, "POST", &url, Some(&ana), Some(start.clone())).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "the GM runs the fight: {v}");
    let (s, v) = call(&app, "POST", &url, Some(&gm), Some(start)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let seq = v["seq"].as_i64().unwrap();
    assert_eq!(
        (
            v["encounter"]["round"].as_i64(),
            v["encounter"]["participants"].as_array().map(Vec::len)
        ),
        (Some(0), Some(12)),
        "{v}"
    );
    // The GM plays the round, then ends the fight: each step is an event everyone reads.
    let (s, round) = call(&app, "POST", &format!("{url}/{seq}/round"), Some(&gm), None).await;
    assert_eq!(s, StatusCode::CREATED, "{round}");
    assert_eq!(round["encounter"]["round"], 1);
    let (s, _) = call(&app, "POST", &format!("{url}/{seq}/end"), Some(&gm), None).await;
    assert_eq!(s, StatusCode::CREATED);
    let (s, _) = call(&app, "POST", &format!("{url}/{seq}/round"), Some(&gm), None).await;
    assert_eq!(s, StatusCode::CONFLICT, "an ended fight takes no more rounds");
    let (s, fight) = call(&app, "GET", &format!("{url}/{seq}"), Some(&ana), None).await;
    assert_eq!(s, StatusCode::OK, "{fight}");
    let cli = cli_fight();
    assert_eq!(fight["participants"], cli["participants"]);
    assert_eq!(fight["log"], cli["log"]);
    // What the book's example says (as crates/cli/tests/portal2.rs checks the CLI).
    let p = fight["participants"].as_array().unwrap();
    let zombies: Vec<i64> = p[6..].iter().map(|z| z["current_value"].as_i64().unwrap()).collect();
    assert_eq!(zombies, [2, 4, 5, 5, 5, 5]);
    assert_eq!(
        p[..6].iter().filter(|c| c["condition"] == "fuera_de_combate").count(),
        4
    );
    let attacks = fight["log"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["entrada"] == "ataque")
        .count();
    assert_eq!(attacks, 12);
    // The log holds every step, with what it logged.
    let log = events(&app, &id, &ana, seq - 1).await;
    let kinds: Vec<&str> = log.iter().map(|e| e["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["encounter_started", "encounter_round", "encounter_ended"]);
    let (_, md) = call(
        &app,
        "GET",
        &format!("/api/tables/{id}/export?format=md"),
        Some(&ana),
        None,
    )
    .await;
    let md = md.as_str().unwrap();
    assert!(
        md.contains("empieza un combate") && md.contains("juega el asalto 1") && md.contains("termina el combate"),
        "{md}"
    );
    let round_log = log[1]["data"]["view"]["log"].as_array().unwrap();
    assert!(round_log.iter().any(|l| l["entrada"] == "asalto"), "{round_log:?}");
}

#[tokio::test]
async fn a_bad_fight_is_one_sentence_and_changes_nothing() {
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let before = snapshot(&app, &id, &gm).await;
    let url = format!("/api/tables/{id}/encounters");
    for (body, field) in [
        (json!({}), Some("toml")),
        (json!({"toml": "[[participantes]]\nnombre = 3\n"}), Some("toml")),
        (json!({"toml": ZOMBIES, "dados": {"reparto": [9]}}), Some("dados")),
        (json!({"toml": ZOMBIES, "repetir": "siempre"}), Some("repetir")),
    ] {
        let (s, v) = call(&app, "POST", &url, Some(&gm), Some(body.clone())).await;
        assert_eq!(
            (s, v["field"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, field),
            "{body}: {v}"
        );
        assert_error(&v, &body.to_string());
    }
    let (s, _) = call(&app, "POST", &format!("{url}/1/round"), Some(&gm), None).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    assert_eq!(snapshot(&app, &id, &gm).await, before);
    let (fid, fgm) = system_table(&app, "fate", json!({})).await;
    let (s, v) = call(
        &app,
        "POST",
        &format!("/api/tables/{fid}/encounters"),
        Some(&fgm),
        Some(json!({"toml": ZOMBIES})),
    )
    .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
}
