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
/// A brute of the cast who attacks Rosa.
const BRUTE: &str = "pelea = \"vamos_a_morir\"\n[[participantes]]\nnombre = \"Bruto\"\ntipo = \"reparto\"\n\
                     objetivo = \"Rosa\"\nreparto = { valor_generico = 6, reflejos = 3.5, ataque = 8, dano = 8, defensa = 1, aguante = 8 }\n";
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

/// The sentences of each entry of the CLI's fight, as `tirada portal combate` prints them.
fn cli_lines(cli: &Value) -> Vec<Value> {
    let names: Vec<&str> = each(&cli["participants"], |p| p["name"].as_str().unwrap());
    items(&cli["log"])
        .map(|l| {
            json!(tirada_narrate::portal::encounter::entry(
                l,
                &names,
                tirada_narrate::Lang::Es
            ))
        })
        .collect()
}

#[tokio::test]
async fn the_zombie_horde_through_the_tracker_is_the_clis_fight() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
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
    let (s, fight) = get_as(&app, &format!("{url}/{seq}"), Some(&ana)).await;
    assert_eq!(s, StatusCode::OK, "{fight}");
    let cli = cli_fight();
    assert_eq!(fight["participants"], cli["participants"]);
    // Each entry is the CLI's, and says what `tirada portal combate` prints for it.
    let mut log = fight["log"].clone();
    let said: Vec<Value> = items_mut(&mut log)
        .map(|l| l.as_object_mut().unwrap().remove("said").unwrap())
        .collect();
    assert_eq!(log, cli["log"]);
    assert_eq!(said, cli_lines(&cli), "the tracker words the fight as the CLI");
    assert_eq!(
        said[1],
        json!(["Ciudadano 1 → Zombi 1: ataque 4 contra 0 → impacto; daño 8 contra aguante 5 → 3 puntos"])
    );
    // What the book's example says (as crates/cli/tests/portal_sheet_and_fight.rs checks the CLI).
    let p = fight["participants"].as_array().unwrap();
    let zombies: Vec<i64> = p[6..].iter().map(|z| z["current_value"].as_i64().unwrap()).collect();
    assert_eq!(zombies, [2, 4, 5, 5, 5, 5]);
    assert_eq!(
        p[..6].iter().filter(|c| c["condition"] == "fuera_de_combate").count(),
        4
    );
    let attacks = items(&fight["log"]).filter(|l| l["entrada"] == "ataque").count();
    assert_eq!(attacks, 12);
    // The log holds every step, with what it logged.
    let log = events(&app, &id, &ana, seq - 1).await;
    let kinds: Vec<&str> = log.iter().map(|e| e["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["encounter_started", "encounter_round", "encounter_ended"]);
    let md = markdown(&app, &id, &ana).await;
    assert!(
        md.contains("empieza un combate") && md.contains("juega el asalto 1") && md.contains("termina el combate"),
        "{md}"
    );
    // The export says each step as the tracker and the CLI do (Markdown escapes aside).
    let unescaped = md.replace('\\', "");
    for line in said.iter().flat_map(|l| l.as_array().unwrap()) {
        assert!(
            unescaped.contains(&format!("   - {}", line.as_str().unwrap())),
            "{line} in {md}"
        );
    }
    let round_log = log[1]["data"]["view"]["log"].as_array().unwrap();
    assert!(round_log.iter().any(|l| l["entrada"] == "asalto"), "{round_log:?}");
}

/// Starts the zombie horde on typed dice: the start event's number.
async fn horde(app: &axum::Router, id: &str, gm: &str) -> i64 {
    let start = json!({"toml": ZOMBIES, "dados": {"reparto": CAST, "asiento": [1]}});
    let (s, v) = post_as(app, &format!("/api/tables/{id}/encounters"), Some(gm), start).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    v["seq"].as_i64().unwrap()
}

#[tokio::test]
async fn the_horde_stepped_action_by_action_is_the_clis_fight_too() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    let seq = horde(&app, &id, &gm).await;
    let url = format!("/api/tables/{id}/encounters/{seq}");
    let (s, v) = call(&app, "POST", &format!("{url}/action"), Some(&ana), None).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "a player does not step the fight: {v}");
    // The first step starts the round: its order, whose action is next, none played yet.
    let (s, v) = call(&app, "POST", &format!("{url}/action"), Some(&gm), None).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let f = &v["encounter"];
    assert_eq!(
        (f["round"].as_i64(), f["open"].as_bool(), f["played"].as_i64()),
        (Some(1), Some(true), Some(0))
    );
    let order = f["order"].as_array().unwrap().len();
    assert_eq!(
        order, 12,
        "every citizen and zombie acts once (cast members have no phases)"
    );
    assert_eq!(f["next"]["index"], f["order"][0]["who"]);
    let mut steps = 1;
    loop {
        let (s, v) = call(&app, "POST", &format!("{url}/action"), Some(&gm), None).await;
        assert_eq!(s, StatusCode::CREATED, "{v}");
        steps += 1;
        let log = v["encounter"]["log"].as_array().unwrap();
        assert!(!log.is_empty(), "each action logs what it did");
        if v["encounter"]["open"] == false {
            break;
        }
        assert_eq!(v["encounter"]["played"], steps - 1);
    }
    assert_eq!(steps, 1 + order as i64, "the round's start, then one step per action");
    let (s, _) = call(&app, "POST", &format!("{url}/end"), Some(&gm), None).await;
    assert_eq!(s, StatusCode::CREATED);
    let (_, fight) = get_as(&app, &url, Some(&ana)).await;
    let cli = cli_fight();
    assert_eq!(fight["participants"], cli["participants"]);
    let log = fight["log"].as_array().unwrap();
    let without_words: Vec<Value> = log
        .iter()
        .map(|l| {
            let mut l = l.clone();
            l.as_object_mut().unwrap().remove("explanations");
            l.as_object_mut().unwrap().remove("said");
            l
        })
        .collect();
    assert_eq!(Value::Array(without_words), cli["log"]);
    let said: Vec<Value> = log.iter().map(|l| l["said"].clone()).collect();
    assert_eq!(said, cli_lines(&cli), "stepped or not, the fight reads as the CLI's");
    // Every attack comes with its rolls' explanations, where a roll was thrown.
    let thrown = log.iter().filter(|l| l["attack"].is_object()).count();
    let told = log
        .iter()
        .filter(|l| l["explanations"]["attack"]["headline"].is_string())
        .count();
    assert_eq!(told, thrown);
    let kinds: Vec<String> = events(&app, &id, &ana, seq)
        .await
        .iter()
        .map(|e| e["kind"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(kinds.len(), steps as usize + 1);
    assert!(
        kinds[..steps as usize].iter().all(|k| k == "encounter_action"),
        "{kinds:?}"
    );
    // `tirada verify` replays every step from the fight's start, and catches a forged one.
    let (s, _) = close_table(&app, &id, &gm).await;
    assert_eq!(s, StatusCode::OK);
    let (_, mut log) = get_as(&app, &format!("/api/tables/{id}/export"), Some(&gm)).await;
    let report = tirada_web::table::verify::verify(&log).unwrap();
    assert!(report.ok(), "{report:?}");
    assert_eq!(
        report.encounter_steps,
        steps as usize + 2,
        "the start, each action and the end"
    );
    let forged = items_mut(&mut log["events"])
        .find(|e| e["kind"] == "encounter_action")
        .unwrap();
    forged["data"]["view"]["participants"][6]["current_value"] = json!(1);
    assert_flags(&log, None, "combate recalculado");
}

#[tokio::test]
async fn a_table_character_fights_and_its_sheet_shows_the_blows() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    let rosa = character(&app, &id, &ana, portal_sheet()).await;
    let url = format!("/api/tables/{id}/encounters");
    let start = json!({"toml": BRUTE, "personajes": [{"id": rosa, "objetivo": "Bruto"}]});
    let (s, v) = call(&app, "POST", &url, Some(&gm), Some(start)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let seq = v["seq"].as_i64().unwrap();
    assert_eq!(
        v["encounter"]["characters"],
        json!([{"id": rosa, "name": "Rosa", "index": 1}])
    );
    assert_eq!(v["encounter"]["participants"][1]["name"], "Rosa");
    let mut fight = Value::Null;
    for _ in 0..6 {
        let (s, v) = call(&app, "POST", &format!("{url}/{seq}/round"), Some(&gm), None).await;
        assert_eq!(s, StatusCode::CREATED, "{v}");
        fight = v["encounter"].clone();
        if fight["participants"][1]["wounds"].as_i64() > Some(0) {
            break;
        }
    }
    let rosa_now = &fight["participants"][1];
    assert!(rosa_now["wounds"].as_i64() > Some(0), "the brute wounds her: {fight}");
    // Her rolls come explained, on the fight's screen and in the log's events alike.
    let (_, whole) = get_as(&app, &format!("{url}/{seq}"), Some(&ana)).await;
    let log = whole["log"].as_array().unwrap();
    let initial = log.iter().find(|l| l["entrada"] == "tirada_inicial").unwrap();
    assert!(initial["explanations"]["roll"]["headline"].is_string(), "{initial}");
    let rolled = |l: &Value| ["attack", "defence"].into_iter().filter(|k| l[k].is_object()).count();
    let told = |l: &Value| {
        ["attack", "defence"]
            .into_iter()
            .filter(|k| l["explanations"][k]["lines"].is_array())
            .count()
    };
    let exchanges: Vec<&Value> = log.iter().filter(|l| rolled(l) > 0).collect();
    assert!(!exchanges.is_empty(), "she rolls in the exchanges: {log:?}");
    assert!(exchanges.iter().all(|l| told(l) == rolled(l)), "{exchanges:?}");
    let step = events(&app, &id, &ana, seq)
        .await
        .into_iter()
        .find(|e| e["kind"] == "encounter_round")
        .unwrap();
    let logged = step["data"]["view"]["log"].as_array().unwrap();
    assert!(logged.iter().all(|l| told(l) == rolled(l)));
    // Her sheet at the table went through the same state events as the Ficha's.
    let c = read_character(&app, &id, &rosa, &ana).await;
    assert_eq!(c["state"]["heridas"], rosa_now["wounds"], "{c}");
    assert_eq!(c["state"]["malestar"], rosa_now["discomfort"], "{c}");
    let changed: Vec<Value> = events(&app, &id, &ana, seq)
        .await
        .into_iter()
        .filter(|e| e["kind"] == "state_changed")
        .collect();
    assert!(!changed.is_empty());
    assert!(
        changed
            .iter()
            .all(|e| e["character_id"] == json!(rosa) && e["data"]["encounter"] == seq),
        "{changed:?}"
    );
    // Someone of the table cannot join twice, nor a character of no table.
    let twice = json!({"toml": BRUTE, "personajes": [{"id": rosa}, {"id": rosa}]});
    let (s, v) = call(&app, "POST", &url, Some(&gm), Some(twice)).await;
    assert_refused(s, &v, "personajes");
    assert_error(&v, "twice");
    let nobody = json!({"toml": BRUTE, "personajes": [{"id": "nadie"}]});
    let (s, v) = call(&app, "POST", &url, Some(&gm), Some(nobody)).await;
    assert_refused(s, &v, "personajes");
    // The export carries her rolls' explanations and every entry's sentences, which are the
    // reader's, not the log's: `tirada verify` replays the fight and its hash chain holds.
    let (s, _) = close_table(&app, &id, &gm).await;
    assert_eq!(s, StatusCode::OK);
    let (_, log) = get_as(&app, &format!("/api/tables/{id}/export"), Some(&gm)).await;
    let round = items(&log["events"]).find(|e| e["kind"] == "encounter_round").unwrap();
    assert!(items(&round["data"]["view"]["log"]).any(|l| l["explanations"].is_object() && l["said"].is_array()));
    let report = tirada_web::table::verify::verify(&log).unwrap();
    assert!(report.ok() && report.encounter_steps > 1, "{report:?}");
}

/// A fight without TOML (issue #27 point 3): Rosa joined with a tap and two opponents typed
/// one a line; the start event's file holds them as the file's own cast, so `tirada verify`
/// replays it as any other.
#[tokio::test]
async fn a_fight_of_the_tables_character_and_two_typed_opponents_needs_no_toml() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    let rosa = character(&app, &id, &ana, portal_sheet()).await;
    let url = format!("/api/tables/{id}/encounters");
    let start = json!({"contrarios": ["Zombi 5 reflejos 0,2 ataque 4 daño 3 defensa 1 aguante 6 > Rosa", "", "Lobo 3 ataque 4 grupo 7 > Rosa"],
                       "personajes": [{"id": rosa, "objetivo": "Zombi"}]});
    let (s, v) = call(&app, "POST", &url, Some(&gm), Some(start)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let seq = v["seq"].as_i64().unwrap();
    let names: Vec<&str> = v["encounter"]["participants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Zombi", "Lobo", "Rosa"]);
    assert_eq!(
        v["encounter"]["characters"],
        json!([{"id": rosa, "name": "Rosa", "index": 2}])
    );
    let started = events(&app, &id, &gm, seq - 1).await;
    let file = started[0]["data"]["toml"].as_str().unwrap();
    assert!(
        file.contains("nombre = \"Lobo\"") && started[0]["data"].get("contrarios").is_none(),
        "{file}"
    );
    for _ in 0..2 {
        let (s, v) = call(&app, "POST", &format!("{url}/{seq}/round"), Some(&gm), None).await;
        assert_eq!(s, StatusCode::CREATED, "{v}");
    }
    let (s, _) = close_table(&app, &id, &gm).await;
    assert_eq!(s, StatusCode::OK);
    let (_, log) = get_as(&app, &format!("/api/tables/{id}/export"), Some(&gm)).await;
    let report = tirada_web::table::verify::verify(&log).unwrap();
    assert!(report.ok() && report.encounter_steps == 3, "{report:?}");
}

#[tokio::test]
async fn a_bad_fight_is_one_sentence_and_changes_nothing() {
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let before = snapshot(&app, &id, &gm).await;
    let url = format!("/api/tables/{id}/encounters");
    for (body, field) in [
        (json!({}), Some("contrarios")),
        (json!({"contrarios": ["Orco 4", "Orco"]}), Some("contrarios")),
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
    let (s, v) = post_as(
        &app,
        &format!("/api/tables/{fid}/encounters"),
        Some(&fgm),
        json!({"toml": ZOMBIES}),
    )
    .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
}

#[tokio::test]
async fn a_change_a_characters_sheet_refuses_is_told_to_the_gm_not_dropped() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    // Rosa on her last wounds (B97: 3 dice of a colour): the brute's first hit takes her critical.
    let mut sheet = portal_sheet();
    sheet["estado"] = json!({"heridas": 3, "malestar": 3});
    let rosa = character(&app, &id, &ana, sheet).await;
    let url = format!("/api/tables/{id}/encounters");
    let start = json!({"toml": BRUTE, "dados": {"reparto": vec![6; 60], "blancos": vec![1; 60]},
                       "personajes": [{"id": rosa, "objetivo": "Bruto"}]});
    let (s, v) = call(&app, "POST", &url, Some(&gm), Some(start)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["refused"], json!([]), "{v}");
    let seq = v["seq"].as_i64().unwrap();
    // The GM takes her out by hand: the fight's critical roll no longer fits her sheet.
    let out = json!({"event": {"evento": "fuera_de_combate", "reason": "a mano"}});
    let (s, v) = post_in(&app, &id, &format!("characters/{rosa}/state"), Some(&gm), out).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let (s, v) = call(&app, "POST", &format!("{url}/{seq}/round?lang=en"), Some(&gm), None).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let refused = v["refused"].as_array().unwrap();
    assert_eq!(refused.len(), 1, "{v}");
    assert_eq!(
        (
            refused[0]["character_id"].as_str(),
            refused[0]["event"]["evento"].as_str()
        ),
        (Some(rosa.as_str()), Some("tirada_critica"))
    );
    let said = v["refused_told"][0].as_str().unwrap();
    assert!(
        said.starts_with("Rosa: «tirada_critica» did not reach their sheet"),
        "{said}"
    );
    assert!(said.contains(refused[0]["why"].as_str().unwrap()), "{said}");
    // The log keeps it after the step, so the page and the record tell it too; the rest
    // reached her.
    let log = events(&app, &id, &ana, seq).await;
    let step = log.iter().find(|e| e["kind"] == "encounter_round").unwrap();
    let said = log.iter().find(|e| e["kind"] == "changes_refused").unwrap();
    assert_eq!(
        (
            &said["data"]["refused"],
            &said["data"]["encounter"],
            &said["data"]["step"]
        ),
        (&v["refused"], &json!(seq), &step["seq"])
    );
    // The log's event words it for its reader (Spanish here; the answer was asked in
    // English), in the sentence the page and the export print.
    assert_eq!(
        said["data"]["said"],
        json!(["Rosa: «tirada_critica» no llegó a su ficha, que no lo admite: el personaje está fuera de combate y no puede hacerlo"])
    );
    let md = markdown(&app, &id, &ana).await;
    assert!(md.contains(r"Rosa: «tirada\_critica» no llegó a su ficha"), "{md}");
    let c = read_character(&app, &id, &rosa, &ana).await;
    assert_eq!(c["state"]["condicion"], "fuera_de_combate", "{c}");
}
