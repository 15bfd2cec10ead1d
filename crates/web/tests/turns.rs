//! The *Combate* screen's turn tracker for Hitos, Fate and CHASIS (issue #16): the order of
//! each book's initiative rule, rounds and whose turn, Fate's exchange with zones and harm
//! through the character's state; every step an event a player reads and cannot make.

mod common;

use axum::http::StatusCode;
use axum::Router;
use common::*;
use serde_json::{json, Value};

async fn post(app: &Router, token: &str, url: &str, body: Value) -> (StatusCode, Value) {
    call(app, "POST", url, Some(token), Some(body)).await
}

/// The table closed by its GM, and its JSON export as `reader` gets it, which verifies.
async fn closed_log(app: &Router, id: &str, gm: &str, reader: &str) -> Value {
    let (s, _) = close_table(app, id, gm).await;
    assert_eq!(s, StatusCode::OK);
    let url = format!("/api/tables/{id}/export?format=json");
    let (_, log) = get_as(app, &url, Some(reader)).await;
    let report = tirada_web::table::verify::verify(&log).unwrap();
    assert!(report.ok(), "{report:?}");
    log
}

/// A table of `system`: (id, GM token, invite code).
async fn table(app: &Router, system: &str) -> (String, String, String) {
    let (s, v) = post_as(app, "/api/tables", None, json!({"name": "Mesa", "system": system})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let text = |k: &str| v[k].as_str().unwrap().to_string();
    (text("id"), text("gm_token"), text("invite_code"))
}

fn names(turns: &Value) -> Vec<&str> {
    items(&turns["participants"])
        .map(|p| p["name"].as_str().unwrap())
        .collect()
}

/// Whose turn it is, by name.
fn now(turns: &Value) -> Option<&str> {
    let i = turns["current"].as_u64()? as usize;
    turns["participants"][i]["name"].as_str()
}

#[tokio::test]
async fn a_fate_exchange_with_zones_runs_from_the_tracker_and_every_step_is_an_event() {
    let app = memory_app().await;
    let (id, gm, code) = table(&app, "fate").await;
    let (_, ana) = join(&app, &id, &code, "Ana").await;
    let rita = character(
        &app,
        &id,
        &ana,
        json!({"nombre": "Rita", "habilidades": {"Alerta": 2, "Coraje": 1}}),
    )
    .await;
    let url = format!("/api/tables/{id}/turns");
    let start = json!({"conflicto": "fisico", "zonas": ["Barra", "Cocina"], "participantes": [
        {"character_id": rita}, {"nombre": "Matón", "iniciativa": 3, "zona": 1}, {"nombre": "Jefe", "iniciativa": 2}]});
    let (s, v) = post(&app, &ana, &url, start.clone()).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "the GM runs the fight: {v}");
    let (s, v) = post(&app, &gm, &url, start).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let seq = v["seq"].as_i64().unwrap();
    // F L108–L110: Alerta 3, then the tie at 2 to the player's character over the GM's.
    assert_eq!(names(&v["turns"]), ["Matón", "Rita", "Jefe"]);
    assert_eq!(
        (v["turns"]["round"].as_i64(), now(&v["turns"])),
        (Some(1), Some("Matón"))
    );
    assert_eq!(v["turns"]["participants"][0]["zone"], 1);
    let step = |body: Value| {
        let (app, url, gm) = (app.clone(), format!("{url}/{seq}/step"), gm.clone());
        async move {
            let (s, v) = post(&app, &gm, &url, body).await;
            assert_eq!(s, StatusCode::CREATED, "{v}");
            v["turns"].clone()
        }
    };
    let t = step(json!({"accion": "siguiente"})).await;
    assert_eq!(now(&t), Some("Rita"));
    let (s, v) = post(&app, &ana, &format!("{url}/{seq}/step"), json!({"accion": "siguiente"})).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "players cannot step: {v}");
    // The zones: a new one, and Rita runs to it.
    step(json!({"accion": "zona", "nombre": "Calle"})).await;
    let t = step(json!({"accion": "mover", "participante": 1, "zona": 2})).await;
    assert_eq!(
        (t["zones"].clone(), t["participants"][1]["zone"].clone()),
        (json!(["Barra", "Cocina", "Calle"]), json!(2))
    );
    // The Matón hits Rita: stress through her own state event.
    let hit = json!({"event": {"evento": "golpe", "stress": 2, "track": "salud", "reason": "puñetazo del Matón"}});
    let (s, v) = post(&app, &gm, &format!("/api/tables/{id}/characters/{rita}/state"), hit).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["state"]["estres"]["salud"], ".x...");
    let t = step(json!({"accion": "siguiente"})).await;
    assert_eq!(now(&t), Some("Jefe"));
    let t = step(json!({"accion": "siguiente"})).await;
    assert_eq!(
        (t["round"].as_i64(), now(&t)),
        (Some(2), Some("Matón")),
        "the second exchange"
    );
    let t = step(json!({"accion": "fuera", "participante": 0})).await;
    assert_eq!(now(&t), Some("Rita"), "the Matón is taken out: Rita acts");
    for (bad, field) in [
        (json!({"accion": "bailar"}), "accion"),
        (json!({"accion": "mover", "participante": 7, "zona": 0}), "participante"),
        (json!({"accion": "zona", "nombre": "barra"}), "zona"),
    ] {
        let (s, v) = post(&app, &gm, &format!("{url}/{seq}/step"), bad.clone()).await;
        assert_eq!(
            (s, v["field"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some(field)),
            "{bad}: {v}"
        );
    }
    step(json!({"accion": "terminar"})).await;
    let (s, _) = post(&app, &gm, &format!("{url}/{seq}/step"), json!({"accion": "siguiente"})).await;
    assert_eq!(s, StatusCode::CONFLICT, "an ended fight takes no more steps");
    // A player reads the tracker as the log leaves it.
    let (s, got) = get_as(&app, &format!("{url}/{seq}"), Some(&ana)).await;
    assert_eq!(s, StatusCode::OK, "{got}");
    assert_eq!((got["ended"].as_bool(), got["round"].as_i64()), (Some(true), Some(2)));
    let (s, _) = get_as(&app, &format!("{url}/{}", seq - 1), Some(&ana)).await;
    assert_eq!(s, StatusCode::NOT_FOUND, "an event that starts no fight");
    let kinds: Vec<String> = events(&app, &id, &ana, seq - 1)
        .await
        .iter()
        .map(|e| e["kind"].as_str().unwrap().to_string())
        .collect();
    let step = "turns_step";
    assert_eq!(
        kinds,
        [
            "turns_started",
            step,
            step,
            step,
            "state_changed",
            step,
            step,
            step,
            step
        ]
    );
    // The record: the closed table's JSON export verifies, the Markdown tells the fight.
    let log = closed_log(&app, &id, &gm, &gm).await;
    // A step whose kept tracker is not its fold is caught (the chain aside).
    let mut bad = log.clone();
    let step = items_mut(&mut bad["events"])
        .find(|e| e["kind"] == "turns_step")
        .unwrap();
    step["data"]["view"]["round"] = json!(9);
    let seq = step["seq"].as_i64().unwrap();
    assert_flags(&bad, Some(seq), "combate por turnos");
    let md = markdown(&app, &id, &ana).await;
    assert!(md.contains("empieza un combate por turnos: Matón, Rita, Jefe"), "{md}");
    assert!(md.contains("mueve a un participante (Intercambio 1)"), "{md}");
}

#[tokio::test]
async fn hitos_rolls_initiative_with_the_tables_dice_and_typed_faces_first() {
    let app = memory_app().await;
    let (id, gm, code) = table(&app, "hitos").await;
    let (_, ana) = join(&app, &id, &code, "Ana").await;
    let mut sheet =
        tirada_web::table::play::sheets::example_json(tirada_web::table::System::Hitos, &json!({})).unwrap();
    sheet["nombre"] = json!("Ana");
    sheet["caracteristicas"]["reflejos"] = json!(3);
    sheet["caracteristicas"]["intelecto"] = json!(5);
    let cid = character(&app, &id, &ana, sheet).await;
    // H L203: Ana 7 + (3 + ⌊5/2⌋) = 12; the orc 3 + 7 = 10; in the order listed.
    let start = json!({"dados": [2, 7, 9, 3, 3, 3], "participantes": [{"character_id": cid}, {"nombre": "Orco", "iniciativa": 7}]});
    let (s, v) = post(&app, &gm, &format!("/api/tables/{id}/turns"), start).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(names(&v["turns"]), ["Ana", "Orco"]);
    assert_eq!(
        v["turns"]["participants"][0]["initiative"],
        json!({"puntuacion": 5, "total": 12, "desempates": []})
    );
    assert_eq!(v["turns"]["participants"][0]["character_id"], json!(cid));
    let (s, v) = post(
        &app,
        &gm,
        &format!("/api/tables/{id}/turns"),
        json!({"participantes": [{"nombre": "Orco"}]}),
    )
    .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "an extra says its score: {v}");
    assert!(v["error"].as_str().unwrap().contains("Orco"), "{v}");
    // A second fight on the table's own dice; once the seed is out, verify rolls both again.
    let random = json!({"participantes": [{"nombre": "A", "iniciativa": 1}, {"nombre": "B", "iniciativa": 1}, {"character_id": cid}]});
    let (s, v) = post(&app, &gm, &format!("/api/tables/{id}/turns"), random).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let log = closed_log(&app, &id, &gm, &ana).await;
    let mut bad = log.clone();
    let start = items_mut(&mut bad["events"])
        .rev()
        .find(|e| e["kind"] == "turns_started")
        .unwrap();
    let total = &mut start["data"]["view"]["participants"][0]["initiative"]["total"];
    *total = json!(total.as_i64().unwrap() + 1);
    assert_flags(&bad, None, "iniciativa de Hitos");
}

#[tokio::test]
async fn chasis_orders_by_the_checks_and_the_other_systems_say_why_not() {
    let app = memory_app().await;
    let (id, gm, _) = table(&app, "chasis").await;
    let start = json!({"participantes": [{"nombre": "Enano", "iniciativa": 14}, {"nombre": "Orco", "iniciativa": 19}]});
    let (s, v) = post(&app, &gm, &format!("/api/tables/{id}/turns"), start.clone()).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(names(&v["turns"]), ["Orco", "Enano"], "C L403");
    let seq = v["seq"].as_i64().unwrap();
    let (s, v) = post(
        &app,
        &gm,
        &format!("/api/tables/{id}/turns/{seq}/step"),
        json!({"accion": "zona", "nombre": "Calle"}),
    )
    .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "zones are Fate's: {v}");
    let attack = json!({"accion": "ataque", "atacante": 0, "defensor": 1, "habilidad": "Pelea", "defensa": "Pelea"});
    let (s, v) = post(&app, &gm, &format!("/api/tables/{id}/turns/{seq}/step"), attack).await;
    assert_eq!(
        s,
        StatusCode::UNPROCESSABLE_ENTITY,
        "attacks from the tracker are Fate's for now: {v}"
    );
    assert!(v["error"].as_str().unwrap().contains("Fate"), "{v}");
    for system in ["mirilla", "portal"] {
        let (id, gm, _) = table(&app, system).await;
        let (s, v) = post(&app, &gm, &format!("/api/tables/{id}/turns"), start.clone()).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{system}: {v}");
        assert!(v["error"].as_str().unwrap().contains("Hitos, Fate y CHASIS"), "{v}");
    }
}

/// Ana's roll for `cid` (201): its answer and its event as `reader` reads it.
async fn roll_for(app: &Router, id: &str, ana: &str, cid: &str, more: Value, reader: &str) -> (Value, Value) {
    let mut body = json!({"character_id": cid, "request": {"habilidad": "Alerta"}});
    body.as_object_mut().unwrap().extend(more.as_object().unwrap().clone());
    let (s, v) = post(app, ana, &format!("/api/tables/{id}/rolls"), body).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let seq = v["seq"].as_i64().unwrap();
    let e = events(app, id, reader, seq - 1).await.into_iter().next().unwrap();
    (v, e)
}

#[tokio::test]
async fn a_roll_on_ones_turn_is_linked_to_the_turn_and_no_other_roll_is() {
    let app = memory_app().await;
    let (id, gm, code) = table(&app, "fate").await;
    let (_, ana) = join(&app, &id, &code, "Ana").await;
    let rita = character(&app, &id, &ana, json!({"nombre": "Rita", "habilidades": {"Alerta": 2}})).await;
    let (_, e) = roll_for(&app, &id, &ana, &rita, json!({}), &ana).await;
    assert!(e["data"].get("turn").is_none(), "no fight, no turn: {e}");
    let start = json!({"participantes": [{"nombre": "Matón", "iniciativa": 3}, {"character_id": rita}]});
    let (s, v) = post(&app, &gm, &format!("/api/tables/{id}/turns"), start).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let seq = v["seq"].as_i64().unwrap();
    let (_, e) = roll_for(&app, &id, &ana, &rita, json!({}), &ana).await;
    assert!(e["data"].get("turn").is_none(), "the Matón's turn, not hers: {e}");
    let next = format!("/api/tables/{id}/turns/{seq}/step");
    let (s, _) = post(&app, &gm, &next, json!({"accion": "siguiente"})).await;
    assert_eq!(s, StatusCode::CREATED);
    let (v, e) = roll_for(&app, &id, &ana, &rita, json!({}), &ana).await;
    let turn = json!({"tracker": seq, "round": 1, "participant": 1});
    assert_eq!((&v["turn"], &e["data"]["turn"]), (&turn, &turn), "{e}");
    // A roll the player may not see links nothing she can read; the GM sees the link.
    let (v, e) = roll_for(&app, &id, &gm, &rita, json!({"mode": "gm"}), &ana).await;
    assert_eq!(v["turn"], turn, "the GM made it: {v}");
    assert!(e["data"].get("turn").is_none(), "{e}");
    let (_, e) = roll_for(&app, &id, &gm, &rita, json!({"mode": "gm"}), &gm).await;
    assert_eq!(e["data"]["turn"], turn, "{e}");
    let (s, _) = post(&app, &gm, &next, json!({"accion": "terminar"})).await;
    assert_eq!(s, StatusCode::CREATED);
    let (_, e) = roll_for(&app, &id, &ana, &rita, json!({}), &ana).await;
    assert!(e["data"].get("turn").is_none(), "the fight is over: {e}");
}

#[tokio::test]
async fn fate_attacks_and_blocks_run_from_the_tracker_through_the_engine() {
    let app = memory_app().await;
    let (id, gm, code) = table(&app, "fate").await;
    let (_, ana) = join(&app, &id, &code, "Ana").await;
    let sheet = json!({"nombre": "Rita", "habilidades": {"Alerta": 2, "Pelear": 3, "Atletismo": 1}});
    let rita = character(&app, &id, &ana, sheet).await;
    let start = json!({"participantes": [{"character_id": rita},
        {"nombre": "Matón", "iniciativa": 3, "habilidades": {"Pelear": 2, "Atletismo": 1}}]});
    let (s, v) = post(&app, &gm, &format!("/api/tables/{id}/turns"), start).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(names(&v["turns"]), ["Matón", "Rita"]);
    let untouched = v["turns"]["participants"][0]["harm"].clone();
    assert_eq!(
        untouched["estres"]["salud"], ".....",
        "an extra has the engine's track: {v}"
    );
    let seq = v["seq"].as_i64().unwrap();
    let url = format!("/api/tables/{id}/turns/{seq}/step");
    // L120–L133: the Matón's Pelear 2 + (+1) = 3 against Rita's Atletismo 1 + 0 = 1: 2 stress,
    // on her sheet through her own state event.
    let attack = json!({"accion": "ataque", "atacante": 0, "defensor": 1, "habilidad": "Pelear", "defensa": "Atletismo",
                        "dados": {"ataque": "+000", "defensa": "0000"}});
    let (s, v) = post(&app, &ana, &url, attack.clone()).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "the GM runs the fight: {v}");
    let (s, v) = post(&app, &gm, &url, attack).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let (_, step) = (v["seq"].as_i64().unwrap(), events(&app, &id, &ana, seq).await);
    let r = &step.iter().find(|e| e["kind"] == "turns_step").unwrap()["data"]["step"]["resultado"];
    assert_eq!(
        (
            r["ataque"]["effort"].as_i64(),
            r["defensa"]["effort"].as_i64(),
            r["estres"].as_i64()
        ),
        (Some(3), Some(1), Some(2)),
        "{r}"
    );
    let c = get_in(&app, &id, &format!("characters/{rita}"), Some(&ana)).await.1;
    assert_eq!(c["state"]["estres"]["salud"], ".x...", "{c}");
    let (s, v) = post(&app, &gm, &url, json!({"accion": "estado", "participante": 1, "event": {"evento": "golpe", "stress": 1, "track": "salud", "reason": "x"}})).await;
    assert_eq!(
        (s, v["field"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("participante")),
        "Rita's harm is on her sheet: {v}"
    );
    // Only whoever has the turn acts.
    let early =
        json!({"accion": "ataque", "atacante": 1, "defensor": 0, "habilidad": "Pelear", "defensa": "Atletismo"});
    let (s, v) = post(&app, &gm, &url, early.clone()).await;
    assert_refused(s, &v, "atacante");
    post(&app, &gm, &url, json!({"accion": "siguiente"})).await;
    // Rita's Pelear 3 + 1 = 4 against the Matón's Atletismo 1: 3 stress on the extra's own track.
    let hit = json!({"accion": "ataque", "atacante": 1, "defensor": 0, "habilidad": "Pelear", "defensa": "Atletismo",
                     "dados": {"ataque": "+000", "defensa": "0000"}});
    let (s, v) = post(&app, &gm, &url, hit.clone()).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let harm = &v["turns"]["participants"][0]["harm"];
    assert_ne!(harm, &untouched, "{v}");
    let marked = harm["estres"]["salud"].as_str().unwrap().to_string();
    assert_eq!(marked, "..x..", "3 stress marks the third box: {harm}");
    // A new exchange: the Matón blocks for himself (Atletismo 1 + 4 = 5), and Rita's 4 meets it.
    post(&app, &gm, &url, json!({"accion": "siguiente"})).await;
    let block = json!({"accion": "bloqueo", "participante": 0, "habilidad": "Atletismo", "protege": 0, "dados": {"bloqueo": "++++"}});
    let (s, v) = post(&app, &gm, &url, block).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(
        v["turns"]["blocks"],
        json!([{"blocker": 0, "target": 0, "strength": 5}])
    );
    post(&app, &gm, &url, json!({"accion": "siguiente"})).await;
    let (s, v) = post(&app, &gm, &url, hit).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(
        v["turns"]["participants"][0]["harm"]["estres"]["salud"], marked,
        "the block held: {v}"
    );
    // His next turn ends his block (A-BLK-1).
    let (_, v) = post(&app, &gm, &url, json!({"accion": "siguiente"})).await;
    assert!(v["turns"].get("blocks").is_none(), "{v}");
    let (s, v) = post(
        &app,
        &gm,
        &url,
        json!({"accion": "ataque", "atacante": 0, "defensor": 1, "habilidad": "Pelear"}),
    )
    .await;
    assert_refused(s, &v, "defensa");
    // `tirada verify` rolls every attack and block again from the revealed seed.
    let mut log = closed_log(&app, &id, &gm, &ana).await;
    let forged = items_mut(&mut log["events"])
        .find(|e| e["data"]["step"]["accion"] == "bloqueo")
        .unwrap();
    forged["data"]["step"]["resultado"]["fuerza"] = json!(9);
    assert_flags(&log, None, "ataque o bloqueo tirado otra vez");
}

#[tokio::test]
async fn extras_keep_their_systems_harm_in_the_tracker_moved_by_the_same_events() {
    let app = memory_app().await;
    for (system, hurt) in [
        (
            "hitos",
            json!({"evento": "dano", "points": 7, "lethality": "letal", "reason": "una espada"}),
        ),
        ("chasis", json!({"evento": "dano", "pd": 3, "reason": "un hacha"})),
    ] {
        let (id, gm, _) = table(&app, system).await;
        let start =
            json!({"participantes": [{"nombre": "Orco", "iniciativa": 7}, {"nombre": "Trasgo", "iniciativa": 3}]});
        let (s, v) = post(&app, &gm, &format!("/api/tables/{id}/turns"), start).await;
        assert_eq!(s, StatusCode::CREATED, "{system}: {v}");
        let before = v["turns"]["participants"][0]["harm"].clone();
        assert!(
            before.is_object(),
            "{system}: an extra starts with its engine state: {v}"
        );
        let url = format!("/api/tables/{id}/turns/{}/step", v["seq"]);
        let (s, v) = post(
            &app,
            &gm,
            &url,
            json!({"accion": "estado", "participante": 0, "event": hurt}),
        )
        .await;
        assert_eq!(s, StatusCode::CREATED, "{system}: {v}");
        let after = &v["turns"]["participants"][0]["harm"];
        assert_ne!(after, &before, "{system}: the blow shows on the Orco's own track");
        assert_eq!(
            v["turns"]["participants"][1]["harm"], before,
            "{system}: not on the Trasgo's"
        );
        let (s, v) = post(
            &app,
            &gm,
            &url,
            json!({"accion": "estado", "participante": 0, "event": {"evento": "volar"}}),
        )
        .await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{system}: {v}");
    }
}

/// F102–F104 (issue 25 point 10): at the table as in the CLI's conflict, a blow reaches only its
/// own zone and Disparo three. The Matón in the bar and the Sicario three zones along the
/// table's row of zones: a Pelear blow is refused naming the defender, a shot lands.
#[tokio::test]
async fn a_melee_blow_does_not_reach_three_zones_away_f102() {
    let app = memory_app().await;
    let (id, gm, _) = table(&app, "fate").await;
    let start = json!({"zonas": ["Barra", "Pasillo", "Patio", "Calle"], "participantes": [
        {"nombre": "Matón", "iniciativa": 3, "habilidades": {"Pelear": 2, "Disparo": 1}, "zona": 0},
        {"nombre": "Sicario", "iniciativa": 1, "habilidades": {"Atletismo": 1}, "zona": 3}]});
    let (s, v) = post(&app, &gm, &format!("/api/tables/{id}/turns"), start).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let url = format!("/api/tables/{id}/turns/{}/step", v["seq"].as_i64().unwrap());
    let blow = |skill: &str| {
        json!({"accion": "ataque", "atacante": 0, "defensor": 1, "habilidad": skill, "defensa": "Atletismo",
               "dados": {"ataque": "0000", "defensa": "0000"}})
    };
    let (s, v) = post(&app, &gm, &url, blow("Pelear")).await;
    assert_refused(s, &v, "defensor");
    assert!(
        v["error"].as_str().unwrap().contains("a 3 zonas y el ataque alcanza 0"),
        "{v}"
    );
    let (s, v) = post(&app, &gm, &url, blow("Disparo")).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
}

/// H375 (issue 25 point 9): a herido character's −2 weighs on «todas las acciones», its
/// initiative roll among them; a table whose ruleset says `health_penalty_on_initiative =
/// false` leaves the initiative whole. The same wounded Ana, two scores.
#[tokio::test]
async fn h375_the_health_penalty_weighs_on_initiative_unless_the_table_says_not() {
    let app = memory_app().await;
    let mut scores = Vec::new();
    for ruleset in [json!({}), json!({"health_penalty_on_initiative": false})] {
        let body = json!({"name": "Mesa", "system": "hitos", "ruleset": ruleset});
        let (_, v) = call(&app, "POST", "/api/tables", None, Some(body)).await;
        let (id, gm) = (
            v["id"].as_str().unwrap().to_string(),
            v["gm_token"].as_str().unwrap().to_string(),
        );
        let sheet =
            tirada_web::table::play::sheets::example_json(tirada_web::table::System::Hitos, &json!({})).unwrap();
        let cid = character(&app, &id, &gm, sheet).await;
        let hurt = json!({"event": {"evento": "dano", "points": 1, "lethality": "letal", "reason": "un tajo"}});
        let path = format!("/api/tables/{id}/characters/{cid}/state");
        let mut penalty = 0;
        for _ in 0..30 {
            let (s, v) = call(&app, "POST", &path, Some(&gm), Some(hurt.clone())).await;
            assert_eq!(s, StatusCode::OK, "{v}");
            penalty = v["state"]["resumen"]["penalizador"].as_i64().unwrap();
            if penalty != 0 {
                break;
            }
        }
        assert_eq!(penalty, -2, "herido");
        let start = json!({"dados": [5, 5, 5], "participantes": [{"character_id": cid}]});
        let (s, v) = post(&app, &gm, &format!("/api/tables/{id}/turns"), start).await;
        assert_eq!(s, StatusCode::CREATED, "{v}");
        scores.push(
            v["turns"]["participants"][0]["initiative"]["puntuacion"]
                .as_i64()
                .unwrap(),
        );
    }
    assert_eq!(scores[1] - scores[0], 2, "{scores:?}");
}
