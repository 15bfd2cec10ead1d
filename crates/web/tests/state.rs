//! Characters' state at the table for Hitos, Fate and CHASIS: changed only through their
//! engines' events (`POST .../characters/{cid}/state`), logged as `state_changed` with the
//! reason, folded by rolls that spend something, refused whole (403, 422) and kept across a
//! restart — the log alone replays it.

mod common;

use axum::http::StatusCode;
use axum::Router;
use common::*;
use serde_json::{json, Value};
use tirada_web::table::{play, Character, System};

/// A table of `system` with Ana's character and a second player, Bea: (table, gm, ana, bea, cid).
async fn seated(app: &Router, system: &str, sheet: Value) -> (String, String, String, String, String) {
    let (s, v) = call(
        app,
        "POST",
        "/api/tables",
        None,
        // Owners heal their own characters and set difficulties here; `driven.rs` tests the
        // defaults (the GM does both).
        Some(json!({"name": "Mesa", "system": system,
                    "settings": {"players_heal": true, "players_set_difficulty": true}})),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let id = v["id"].as_str().unwrap().to_string();
    let gm = v["gm_token"].as_str().unwrap().to_string();
    let code = v["invite_code"].as_str().unwrap();
    let (_, ana) = join(app, &id, code, "Ana").await;
    let (_, bea) = join(app, &id, code, "Bea").await;
    let cid = character(app, &id, &ana, sheet).await;
    (id, gm, ana, bea, cid)
}

async fn change(app: &Router, id: &str, token: &str, cid: &str, event: Value) -> (StatusCode, Value) {
    post_in(
        app,
        id,
        &format!("characters/{cid}/state"),
        Some(token),
        json!({ "event": event }),
    )
    .await
}

async fn state(app: &Router, id: &str, token: &str, cid: &str) -> Value {
    read_character(app, id, cid, token).await["state"].clone()
}

/// A bad event is one sentence naming the field, and changes nothing.
async fn refused(app: &Router, id: &str, token: &str, cid: &str, event: Value, field: &str) -> String {
    let before = state(app, id, token, cid).await;
    let (s, v) = change(app, id, token, cid, event).await;
    assert_eq!(
        (s, v["field"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some(field)),
        "{v}"
    );
    assert_eq!(state(app, id, token, cid).await, before, "nothing changed");
    v["error"].as_str().unwrap().to_string()
}

fn hitos_sheet() -> Value {
    json!({"nombre": "Jakar", "drama": 2,
        "caracteristicas": {"fortaleza": 4, "reflejos": 3, "intelecto": 5, "voluntad": 4},
        "habilidades": [{"nombre": "Bastón", "valor": 3, "rol": "combate"}]})
}

#[tokio::test]
async fn hitos_health_and_drama_points_change_through_the_engines_events() {
    let app = memory_app().await;
    let (id, gm, ana, bea, cid) = seated(&app, "hitos", hitos_sheet()).await;
    let s = state(&app, &id, &ana, &cid).await;
    assert_eq!(
        (s["puntos_dramaticos"].as_i64(), s["resumen"]["estado"].as_str()),
        (Some(2), Some("sano"))
    );
    let (st, v) = change(
        &app,
        &id,
        &ana,
        &cid,
        json!({"evento": "dano", "points": 7, "lethality": "letal", "reason": "una espada"}),
    )
    .await;
    assert_eq!(st, StatusCode::OK, "{v}");
    assert_eq!(v["state"]["resumen"]["estado"], "herido");
    assert_eq!(v["state"]["resumen"]["casillas"], "///////···········");
    // A herido rolls with −2; an aspect activated in her favour spends her drama point.
    let (st, v) = call(
        &app,
        "POST",
        &format!("/api/tables/{id}/rolls"),
        Some(&ana),
        Some(
            json!({"character_id": cid, "request": {"caracteristica": "fortaleza", "habilidad": "Bastón",
                     "dados": [2, 4, 7, 9], "dif": 15, "aspecto": "Erudito", "repetir": [1]}}),
        ),
    )
    .await;
    assert_eq!(st, StatusCode::CREATED, "{v}");
    assert_eq!(v["roll"]["modifier"], -2);
    assert_eq!(v["state"]["puntos_dramaticos"], 1);
    // The danger passes (the GM says so; another player may not): half the `/` go, the rest are `X`.
    let (st, _) = change(&app, &id, &gm, &cid, json!({"evento": "asentar", "reason": "a salvo"})).await;
    assert_eq!(st, StatusCode::OK);
    let (st, v) = change(&app, &id, &bea, &cid, json!({"evento": "descanso", "reason": "x"})).await;
    assert_eq!(st, StatusCode::FORBIDDEN, "{v}");
    assert_eq!(
        state(&app, &id, &ana, &cid).await["resumen"]["casillas"],
        "XXXX··············"
    );
    // ...and one against her is the GM's to activate (A-GM-3): it gives her one.
    let (st, _) = post_roll(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "request": {"aspecto_contra": true}}),
    )
    .await;
    assert_eq!(
        st,
        StatusCode::FORBIDDEN,
        "a player cannot pay herself with the GM's activation"
    );
    let (st, v) = call(
        &app,
        "POST",
        &format!("/api/tables/{id}/rolls"),
        Some(&gm),
        Some(
            json!({"character_id": cid, "request": {"dados": [9, 4, 7, 2], "dif": 10, "aspecto_contra": "Curioso",
                     "repetir": [1]}}),
        ),
    )
    .await;
    assert_eq!(st, StatusCode::CREATED, "{v}");
    assert_eq!(v["state"]["puntos_dramaticos"], 2);
    let msg = refused(
        &app,
        &id,
        &ana,
        &cid,
        json!({"evento": "gastar_drama", "count": 3, "reason": "todo"}),
        "event",
    )
    .await;
    assert!(msg.contains("no tiene puntos dramáticos suficientes"), "{msg}");
    refused(
        &app,
        &id,
        &ana,
        &cid,
        json!({"evento": "dano", "points": 0, "reason": "x"}),
        "event",
    )
    .await;
    refused(&app, &id, &ana, &cid, json!({"evento": "volar"}), "event").await;
    let log = events(&app, &id, &gm, 0).await;
    let changed: Vec<&Value> = log.iter().filter(|e| e["kind"] == "state_changed").collect();
    assert_eq!(changed.len(), 2);
    assert_eq!(changed[0]["data"]["event"]["reason"], "una espada");
}

#[tokio::test]
async fn fate_stress_consequences_and_pp_change_through_the_engines_changes() {
    let app = memory_app().await;
    let sheet = json!({"nombre": "Rita", "pp": 2, "habilidades": {"Pelear": 3, "Resistencia": 1}});
    let (id, _, ana, bea, cid) = seated(&app, "fate", sheet).await;
    assert_eq!(state(&app, &id, &ana, &cid).await["estres"]["salud"], "......");
    let (st, v) = change(
        &app,
        &id,
        &ana,
        &cid,
        json!({"evento": "golpe", "stress": 2, "track": "salud", "reason": "puñetazo"}),
    )
    .await;
    assert_eq!(st, StatusCode::OK, "{v}");
    assert_eq!(v["state"]["estres"]["salud"], ".x....");
    let (st, v) = change(
        &app,
        &id,
        &ana,
        &cid,
        json!({"evento": "golpe", "stress": 4, "track": "serenidad", "absorb": {"absorb": "consecuencia"},
               "description": "Humillada", "reason": "un insulto"}),
    )
    .await;
    assert_eq!(st, StatusCode::OK, "{v}");
    assert_eq!(v["state"]["consecuencias"][0]["gravedad"], "leve");
    // The consequence weighs on her rolls; the PP she spends on one leave her pool.
    let (st, v) = post_roll(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "request": {"habilidad": "Pelear", "pp": 2, "dados": "0000"}}),
    )
    .await;
    assert_eq!(st, StatusCode::CREATED, "{v}");
    assert_eq!(v["roll"]["effort"], 4, "3 + 2 PP − 1 for the consequence");
    assert_eq!(v["state"]["pp"], 0);
    let (st, v) = post_roll(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "request": {"habilidad": "Pelear", "pp": 1}}),
    )
    .await;
    assert_refused(st, &v, "pp");
    let (st, _) = change(&app, &id, &bea, &cid, json!({"evento": "fin_de_escena", "reason": "x"})).await;
    assert_eq!(st, StatusCode::FORBIDDEN);
    refused(
        &app,
        &id,
        &ana,
        &cid,
        json!({"evento": "pp", "pp": {"reason": "usar_poder", "power": "Vuelo"}, "reason": "x"}),
        "event",
    )
    .await;
    refused(
        &app,
        &id,
        &ana,
        &cid,
        json!({"evento": "golpe", "stress": 1, "reason": "x"}),
        "event",
    )
    .await;
    let (_, v) = change(
        &app,
        &id,
        &ana,
        &cid,
        json!({"evento": "fin_de_escena", "reason": "se acaba"}),
    )
    .await;
    assert_eq!(v["state"]["estres"]["salud"], "......");
    assert_eq!(
        v["state"]["consecuencias"].as_array().unwrap().len(),
        1,
        "consequences stay"
    );
}

#[tokio::test]
async fn chasis_damage_pain_and_energy_change_through_the_engines_events() {
    let app = memory_app().await;
    let text = tirada_rules::chasis::examples::example("gilius").unwrap();
    let (id, gm, ana, bea, cid) = seated(&app, "chasis", json!({ "toml": text })).await;
    let (st, v) = change(
        &app,
        &id,
        &ana,
        &cid,
        json!({"evento": "dano", "pd": 5, "reason": "flecha"}),
    )
    .await;
    assert_eq!(st, StatusCode::OK, "{v}");
    assert_eq!(
        (
            v["state"]["heridas"]["dano"].as_i64(),
            v["state"]["resumen"]["muerto"].as_bool()
        ),
        (Some(5), Some(false))
    );
    let (_, v) = change(
        &app,
        &id,
        &gm,
        &cid,
        json!({"evento": "enfasis", "py": 3, "reason": "buena idea"}),
    )
    .await;
    assert_eq!(v["state"]["energia"]["enfasis"], 3);
    // Énfasis spent on a check leaves the character.
    let (st, v) = post_roll(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "request": {"dados": [6, 7], "energia": {"enfasis_mod": 2}}}),
    )
    .await;
    assert_eq!(st, StatusCode::CREATED, "{v}");
    assert_eq!(
        (v["roll"]["total"].as_i64(), v["state"]["energia"]["enfasis"].as_i64()),
        (Some(15), Some(1))
    );
    let (st, v) = post_roll(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "request": {"energia": {"enfasis_mod": 4}}}),
    )
    .await;
    assert_refused(st, &v, "energia");
    let (st, _) = change(
        &app,
        &id,
        &bea,
        &cid,
        json!({"evento": "recuperar_dano", "reason": "x"}),
    )
    .await;
    assert_eq!(st, StatusCode::FORBIDDEN);
    refused(
        &app,
        &id,
        &ana,
        &cid,
        json!({"evento": "dolor", "pd": -2, "reason": "x"}),
        "event",
    )
    .await;
    refused(&app, &id, &ana, &cid, json!({"evento": "dano", "pd": 2}), "event").await;
}

/// Replays a character's state from the log alone: its starting state, then every state change
/// through the engine and every roll's recorded fold, each from the state before it.
fn replay(system: System, log: &[Value], cid: &str) -> Value {
    let mut c: Option<Character> = None;
    for e in log.iter().filter(|e| e["character_id"] == cid) {
        let d = &e["data"];
        match e["kind"].as_str().unwrap() {
            "character_created" => {
                let ch = &d["character"];
                c = Some(Character {
                    id: cid.into(),
                    table_id: String::new(),
                    owner: ch["owner"].as_str().unwrap().into(),
                    name: ch["name"].as_str().unwrap().into(),
                    sheet: ch["sheet"].clone(),
                    state: ch["state"].clone(),
                });
            }
            "state_changed" => {
                let ch = c.as_mut().unwrap();
                assert_eq!(d["before"], ch.state);
                ch.state = play::change_state(system, &json!({}), ch, &d["event"]).unwrap();
                assert_eq!(d["state"], ch.state, "the engine folds the logged event the same way");
            }
            "roll" if !d["state"].is_null() => {
                let ch = c.as_mut().unwrap();
                assert_eq!(d["state_before"], ch.state);
                ch.state = d["state"].clone();
            }
            _ => {}
        }
    }
    c.unwrap().state
}

#[tokio::test]
async fn state_survives_a_restart_and_replays_from_the_log() {
    let (dir, url) = temp_url("state");
    let (app, store) = file_app(&url).await;
    let (id, gm, ana, _, cid) = seated(&app, "hitos", hitos_sheet()).await;
    for event in [
        json!({"evento": "dano", "points": 9, "lethality": "no_letal", "reason": "caída"}),
        json!({"evento": "gastar_drama", "count": 1, "motive": "no_es_tan_grave", "reason": "no es nada"}),
        json!({"evento": "curar", "points": 2, "reason": "vendas"}),
    ] {
        let (s, v) = change(&app, &id, &ana, &cid, event).await;
        assert_eq!(s, StatusCode::OK, "{v}");
    }
    let (s, _) = post_roll(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "request": {"dados": [2, 4, 7, 9], "dif": 15, "aspecto": true, "repetir": [1]}}),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED);
    let before = state(&app, &id, &ana, &cid).await;
    assert_eq!(
        (
            before["puntos_dramaticos"].as_i64(),
            before["resumen"]["perdidos"].as_i64()
        ),
        (Some(0), Some(7))
    );
    drop(app);
    drop(store);
    let (app, _store) = file_app(&url).await;
    assert_eq!(
        state(&app, &id, &ana, &cid).await,
        before,
        "the same state after a restart"
    );
    let log = events(&app, &id, &gm, 0).await;
    assert_eq!(
        replay(System::Hitos, &log, &cid),
        before,
        "the log alone gives the state"
    );
    drop(app);
    std::fs::remove_dir_all(dir).ok();
}

#[tokio::test]
async fn chasis_transient_qualities_run_down_and_are_taken_away_through_events() {
    let app = memory_app().await;
    let text = "nombre = \"Gilius\"\n[[estado.transitorias]]\nnombre = \"Cojera\"\ntipo = \"incapacidad\"\n\
                puntuacion = -2\ncaduca = { lapso = \"dia\", quedan = 2 }\nmotivo = \"herida\"\n\
                [[estado.transitorias]]\nnombre = \"Miedo\"\ntipo = \"incapacidad\"\nmotivo = \"caída\"\n";
    let (id, gm, _, _, cid) = seated(&app, "chasis", json!({ "toml": text })).await;
    let (s, v) = change(&app, &id, &gm, &cid, json!({"evento": "fin_de_lapso", "span": "dia"})).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["state"]["transitorias"][0]["caduca"]["quedan"], 1);
    let (_, v) = change(&app, &id, &gm, &cid, json!({"evento": "fin_de_lapso", "span": "saga"})).await;
    assert_eq!(
        v["state"]["transitorias"].as_array().unwrap().len(),
        1,
        "a saga ends every day counted in it"
    );
    let msg = refused(
        &app,
        &id,
        &gm,
        &cid,
        json!({"evento": "quitar_transitoria", "name": "Cojera", "reason": "curada"}),
        "event",
    )
    .await;
    assert!(msg.contains("Cojera"), "{msg}");
    let (_, v) = change(
        &app,
        &id,
        &gm,
        &cid,
        json!({"evento": "quitar_transitoria", "name": "miedo", "reason": "lo superó"}),
    )
    .await;
    assert!(
        v["state"]
            .get("transitorias")
            .is_none_or(|t| t.as_array().unwrap().is_empty()),
        "{v}"
    );
}

#[tokio::test]
async fn a_sheet_edit_sends_the_state_as_the_new_sheet_reads_it() {
    let app = memory_app().await;
    let (id, _gm, ana, _bea, cid) = seated(&app, "hitos", hitos_sheet()).await;
    let hit = json!({"evento": "dano", "points": 7, "lethality": "letal", "reason": "una espada"});
    assert_eq!(change(&app, &id, &ana, &cid, hit).await.0, StatusCode::OK);
    let before = state(&app, &id, &ana, &cid).await;
    let mut tougher = hitos_sheet();
    tougher["caracteristicas"]["fortaleza"] = json!(6);
    let path = format!("/api/tables/{id}/characters/{cid}");
    let (s, v) = call(&app, "PUT", &path, Some(&ana), Some(tougher)).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let after = state(&app, &id, &ana, &cid).await;
    assert_ne!(after["resumen"]["resistencia"], before["resumen"]["resistencia"]);
    assert_eq!(after["salud"], before["salud"], "the damage taken stays");
    // Open pages learn it from the event itself.
    let (_, log) = get_as(&app, &format!("/api/tables/{id}/export"), Some(&ana)).await;
    let edit = items(&log["events"]).rfind(|e| e["kind"] == "character_updated");
    assert_eq!(edit.unwrap()["data"]["state"], after);
}

/// H379: a moribundo (all Resistencia lost) cannot act at the table either — the same check as
/// `tirada hitos --ficha` — while a wounded character still rolls with its penalty.
#[tokio::test]
async fn a_dying_hitos_character_cannot_roll_at_the_table() {
    let app = memory_app().await;
    let (id, _gm, ana, _bea, cid) = seated(&app, "hitos", hitos_sheet()).await;
    let (st, v) = change(
        &app,
        &id,
        &ana,
        &cid,
        json!({"evento": "dano", "points": 18, "lethality": "letal", "reason": "un derrumbe"}),
    )
    .await;
    assert_eq!(st, StatusCode::OK, "{v}");
    assert_eq!(v["state"]["resumen"]["estado"], "moribundo", "{v}");
    let roll = json!({"character_id": cid, "request": {"caracteristica": "fortaleza", "dados": [5, 5, 5], "dif": 15}});
    let (st, v) = call(&app, "POST", &format!("/api/tables/{id}/rolls"), Some(&ana), Some(roll)).await;
    assert_eq!(st, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(v["field"], "caracteristica", "{v}");
    // H379: the turn's Aguante test, at 15 unless said, says whether she dies or stabilises.
    for (dice, lang, said) in [
        ([2, 3, 4], "es", "falla y muere"),
        ([2, 3, 4], "en", "failed, they die"),
        ([10, 10, 4], "es", "crítico, se estabiliza"),
    ] {
        let roll = json!({"character_id": cid, "request": {"caracteristica": "aguante", "dados": dice}});
        let (st, v) = call(
            &app,
            "POST",
            &format!("/api/tables/{id}/rolls?lang={lang}"),
            Some(&ana),
            Some(roll),
        )
        .await;
        assert_eq!(st, StatusCode::CREATED, "{v}");
        assert_eq!(v["roll"]["difficulty"], 15, "{v}");
        let lines = v["explanation"]["lines"].to_string();
        assert!(lines.contains(said), "{lang}: {lines}");
    }
}

/// Issue 14: a state change is worded once, by the narration (`tirada_narrate::state`): the
/// event carries the sentence in `data.said` in the reader's language, the compact wire sends
/// it instead of the engine's event, the Markdown export prints the same line, and the log
/// still verifies (the sentence is a reader's addition, outside the hash chain).
#[tokio::test]
async fn a_state_change_says_the_same_sentence_in_the_api_the_wire_and_the_export() {
    let app = memory_app().await;
    let sheet = json!({"nombre": "Rita", "pp": 2, "habilidades": {"Pelear": 3, "Resistencia": 1}});
    let (id, gm, ana, _, cid) = seated(&app, "fate", sheet).await;
    let hit = json!({"evento": "golpe", "stress": 2, "track": "salud", "reason": "puñetazo"});
    let (st, v) = change(&app, &id, &ana, &cid, hit.clone()).await;
    assert_eq!(st, StatusCode::OK, "{v}");
    // The stream serialises an event once per audience: Spanish and English readers each get
    // their own sentence, whoever read it first.
    let seq: i64 = v["event_id"].as_str().unwrap().parse().unwrap();
    let before = (seq - 1).to_string();
    for (lang, said) in [
        ("es", "recibe un golpe"),
        ("en", "takes a stress hit"),
        ("es", "recibe un golpe"),
    ] {
        let uri = format!("/api/tables/{id}/events?lang={lang}&wire=compact");
        let got = sse(&app, &uri, &ana, Some(&before), 1, async {}).await;
        let text = got[0].1["data"]["said"].as_str().unwrap_or_default().to_string();
        assert!(text.starts_with(said), "{lang}: {text}");
    }
    let (st, v) = close_table(&app, &id, &gm).await;
    assert_eq!(st, StatusCode::OK, "{v}");
    for (lang, said) in [
        ("es", "recibe un golpe de estrés (2) — puñetazo"),
        ("en", "takes a stress hit (2) — puñetazo"),
    ] {
        let narrated = tirada_narrate::state::line(&hit, tirada_narrate::Lang::from_code(Some(lang)));
        assert_eq!(narrated, said);
        let uri = format!("/api/tables/{id}/events?after=0&format=json&lang={lang}");
        let (_, events) = get_as(&app, &uri, Some(&ana)).await;
        let change = |events: &Value| items(events).find(|e| e["kind"] == "state_changed").unwrap().clone();
        let whole = change(&events);
        assert_eq!(
            (&whole["data"]["said"], &whole["data"]["event"]["stress"]),
            (&json!(said), &json!(2))
        );
        let (_, compact) = get_as(&app, &format!("{uri}&wire=compact"), Some(&ana)).await;
        let compact = change(&compact);
        assert_eq!(compact["data"]["said"], said);
        assert!(compact["data"].get("event").is_none(), "{compact}");
        let (s, md) = get_in(&app, &id, &format!("export?format=md&lang={lang}"), Some(&ana)).await;
        assert_eq!(s, StatusCode::OK);
        let md = md.as_str().unwrap();
        let line = format!("Ana: {}\n", tirada_web::reports::markdown::inline(said));
        assert!(md.contains(&line), "{line} in {md}");
        let (_, log) = get_in(&app, &id, &format!("export?lang={lang}"), Some(&ana)).await;
        assert!(tirada_web::table::verify::verify(&log).unwrap().ok(), "{log}");
    }
}

/// Issue 25 point 16 (C1294): a CHASIS state event without its `reason` is one sentence in the
/// reader's language — Spanish, or English with `?lang=en` — naming the key, never serde's
/// text, and changes nothing.
#[tokio::test]
async fn a_state_event_without_its_reason_is_told_in_the_readers_language_c1294() {
    let app = memory_app().await;
    let text = tirada_rules::chasis::examples::example("gilius").unwrap();
    let (id, gm, ana, _, cid) = seated(&app, "chasis", json!({ "toml": text })).await;
    let before = state(&app, &id, &gm, &cid).await;
    for (lang, said) in [
        ("es", "falta «reason» en el evento"),
        ("en", "'reason' is missing from the event"),
    ] {
        let (st, v) = post_in(
            &app,
            &id,
            &format!("characters/{cid}/state?lang={lang}"),
            Some(&ana),
            json!({"event": {"evento": "dano", "pd": 3}}),
        )
        .await;
        assert_refused(st, &v, "event");
        assert_eq!(v["error"], said, "{lang}");
        assert_error(&v, lang);
    }
    assert_eq!(state(&app, &id, &gm, &cid).await, before);
}
