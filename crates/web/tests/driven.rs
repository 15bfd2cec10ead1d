//! The character drives the roll (issue #15): a roll or the odds for a character take its dice,
//! values and points from its sheet and state on the server, a request that contradicts them
//! is refused with a sentence naming the character (the GM may override, with a logged reason),
//! and the table's settings decide what players may do — set a difficulty, type physical dice,
//! heal or give points. Typed rolls are marked in the event, both exports and the verifier.

mod common;

use axum::http::StatusCode;
use axum::Router;
use common::*;
use serde_json::{json, Value};

async fn roll(app: &Router, id: &str, token: &str, body: Value) -> (StatusCode, Value) {
    call(app, "POST", &format!("/api/tables/{id}/rolls"), Some(token), Some(body)).await
}

async fn odds(app: &Router, id: &str, token: &str, body: Value) -> (StatusCode, Value) {
    call(app, "POST", &format!("/api/tables/{id}/odds"), Some(token), Some(body)).await
}

async fn panel(app: &Router, id: &str, token: &str, cid: &str) -> Value {
    let uri = format!("/api/tables/{id}/characters/{cid}/roll-panel");
    let (s, v) = get_as(app, &uri, Some(token)).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    v
}

/// A refusal: the status, the field at fault and one sentence.
fn refused(got: (StatusCode, Value), status: StatusCode, field: Option<&str>) -> String {
    let (s, v) = got;
    assert_eq!((s, v["field"].as_str()), (status, field), "{v}");
    assert_error(&v, "refusal");
    v["error"].as_str().unwrap().to_string()
}

fn rosa() -> Value {
    json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 2}],
           "estado": {"malestar": 2, "heridas": 1, "suerte": 1}})
}

#[tokio::test]
async fn a_portal_roll_throws_the_dice_the_characters_state_holds() {
    let app = memory_app().await;
    let (id, gm, ana, cid) = seated(&app, "portal", Value::Null, rosa()).await;
    let before = snapshot(&app, &id, &gm).await;
    // Malestar 2 rolled as 0 black dice (issue #15, point 2): refused, by the player or the GM.
    for token in [&ana, &gm] {
        let got = roll(
            &app,
            &id,
            token,
            json!({"character_id": cid, "request": {"malestar": 0}}),
        )
        .await;
        let e = refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("malestar"));
        assert!(e.contains("Rosa tiene 2 dados de malestar"), "{e}");
    }
    let got = roll(&app, &id, &gm, json!({"character_id": cid, "request": {"heridas": 3}})).await;
    refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("heridas"));
    let got = roll(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "request": {"fortaleza": 4}}),
    )
    .await;
    refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("fortaleza"));
    let got = roll(&app, &id, &ana, json!({"character_id": cid, "request": {"suerte": 2}})).await;
    refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("suerte"));
    // The odds refuse what the roll refuses.
    let got = odds(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "request": {"malestar": 0}}),
    )
    .await;
    refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("malestar"));
    // Only the GM overrides the sheet, and only with a reason.
    let body = json!({"character_id": cid, "request": {"malestar": 0}, "override": "la niebla se disipa"});
    let got = roll(&app, &id, &ana, body.clone()).await;
    refused(got, StatusCode::FORBIDDEN, None);
    let got = roll(
        &app,
        &id,
        &gm,
        json!({"character_id": cid, "request": {"malestar": 0}, "override": " "}),
    )
    .await;
    refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("override"));
    assert_eq!(snapshot(&app, &id, &gm).await, before, "refusals change nothing");
    // What the panel shows is what the roll takes.
    let p = panel(&app, &id, &ana, &cid).await;
    assert_eq!(p["from_state"], json!({"malestar": 2, "heridas": 1}));
    assert_eq!(
        (p["can"]["suerte"].clone(), p["difficulty"].clone()),
        (json!(1), json!("gm"))
    );
    assert_eq!(p["can"]["fortalezas"][0]["nivel"], 2);
    assert_eq!(panel(&app, &id, &gm, &cid).await["difficulty"], "roller");
    let (s, r) = roll(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "request": {"fortaleza": 2}}),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{r}");
    let e = &events(&app, &id, &gm, 0).await.last().unwrap().clone();
    let req = &e["data"]["request"];
    assert_eq!((req["malestar"].clone(), req["heridas"].clone()), (json!(2), json!(1)));
    assert_eq!(e["data"].get("typed"), None, "the server's dice are not typed");
    // The state after the roll is what the panel shows next.
    let after = panel(&app, &id, &ana, &cid).await;
    assert_eq!(after["from_state"]["malestar"], r["state"]["malestar"]);
    // The GM's override is logged with its reason.
    let (s, v) = roll(&app, &id, &gm, body).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let e = events(&app, &id, &gm, 0).await.last().unwrap().clone();
    assert_eq!(e["data"]["override"], "la niebla se disipa");
    assert_eq!(e["data"]["request"]["malestar"], 0);
}

#[tokio::test]
async fn the_difficulty_comes_from_the_gm_unless_the_table_lets_players_set_it() {
    let app = memory_app().await;
    let (id, gm, ana, cid) = seated(&app, "portal", Value::Null, rosa()).await;
    let got = roll(&app, &id, &ana, json!({"character_id": cid, "request": {"dif": -5}})).await;
    let e = refused(got, StatusCode::FORBIDDEN, None);
    assert!(e.contains("la dificultad la pone el director"), "{e}");
    let (s, v) = roll(&app, &id, &gm, json!({"character_id": cid, "request": {"dif": 4}})).await;
    assert_eq!(s, StatusCode::CREATED, "the GM sets it: {v}");
    let (id, _, ana, cid) = seated_setting_difficulty(&app, "portal", rosa()).await;
    let (s, v) = roll(&app, &id, &ana, json!({"character_id": cid, "request": {"dif": 4}})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(panel(&app, &id, &ana, &cid).await["difficulty"], "roller");
}

#[tokio::test]
async fn hitos_and_fate_values_a_sheet_holds_come_from_the_sheet() {
    let app = memory_app().await;
    let jakar = json!({"nombre": "Jakar", "drama": 2, "puntos_dramaticos": 0,
        "caracteristicas": {"fortaleza": 4, "reflejos": 3, "intelecto": 5, "voluntad": 4},
        "habilidades": [{"nombre": "Bastón", "valor": 3, "rol": "combate"}]});
    let (id, gm, ana, cid) = seated(&app, "hitos", Value::Null, jakar).await;
    let got = roll(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "request": {"car": 99, "hab": 99}}),
    )
    .await;
    let e = refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("car"));
    assert!(e.contains("Jakar no tiene ninguna característica de 99"), "{e}");
    // A value the sheet has is its own (the page may send the numbers it shows).
    let body = json!({"character_id": cid, "request": {"car": 4, "hab": 3}});
    assert_eq!(odds(&app, &id, &ana, body).await.0, StatusCode::OK);
    // An aspect with no drama point to pay for it: refused by the odds and the roll alike.
    let ask = json!({"character_id": cid, "request": {"caracteristica": "fortaleza", "aspecto": true}});
    let got = odds(&app, &id, &ana, ask.clone()).await;
    let e = refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("aspecto"));
    assert!(e.contains("no tiene puntos dramáticos"), "{e}");
    let got = roll(&app, &id, &ana, ask).await;
    refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("aspecto"));
    let p = panel(&app, &id, &ana, &cid).await;
    assert_eq!(
        (p["can"]["aspecto"].clone(), p["can"]["habilidades"]["Bastón"].clone()),
        (json!(false), json!(3))
    );
    let body = json!({"character_id": cid, "request": {"caracteristica": "fortaleza", "habilidad": "Bastón"}});
    let (s, v) = roll(&app, &id, &ana, body).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let req = &events(&app, &id, &gm, 0).await.last().unwrap()["data"]["request"].clone();
    assert_eq!((req["car"].clone(), req["hab"].clone()), (json!(4), json!(3)));

    let rita = json!({"nombre": "Rita", "pp": 1, "habilidades": {"Pelear": 3}});
    let (id, _, ana, cid) = seated(&app, "fate", Value::Null, rita).await;
    let got = roll(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "request": {"hab": 1000000000}}),
    )
    .await;
    refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("hab"));
    let got = odds(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "request": {"habilidad": "Pelear", "pp": 2}}),
    )
    .await;
    refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("pp"));
    assert_eq!(panel(&app, &id, &ana, &cid).await["can"]["pp"], 1);
}

#[tokio::test]
async fn chasis_enfasis_the_character_lacks_is_refused_by_the_odds_and_the_roll() {
    let app = memory_app().await;
    let text = tirada_rules::chasis::examples::example("gilius").unwrap();
    let (id, _, ana, cid) = seated(&app, "chasis", Value::Null, json!({ "toml": text })).await;
    let ask = json!({"character_id": cid, "request": {"energia": {"enfasis_mod": 2}}});
    let got = odds(&app, &id, &ana, ask.clone()).await;
    refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("energia"));
    let got = roll(&app, &id, &ana, ask).await;
    refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("energia"));
    assert_eq!(panel(&app, &id, &ana, &cid).await["can"]["energia"]["enfasis"], 0);
}

#[tokio::test]
async fn owners_heal_and_gain_points_only_when_the_table_lets_them() {
    let app = memory_app().await;
    let state = |id: &str, cid: &str| format!("/api/tables/{id}/characters/{cid}/state");
    let (id, gm, ana, cid) = seated(&app, "portal", Value::Null, rosa()).await;
    let heal = json!({"event": {"evento": "curar_herida", "count": 1, "with_pp": false, "reason": "vendas"}});
    let (s, v) = call(&app, "POST", &state(&id, &cid), Some(&ana), Some(heal.clone())).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
    assert!(v["error"].as_str().unwrap().contains("solo el director cura"), "{v}");
    let hurt = json!({"event": {"evento": "malestar", "count": 1, "reason": "frío"}});
    let (s, v) = call(&app, "POST", &state(&id, &cid), Some(&ana), Some(hurt)).await;
    assert_eq!(s, StatusCode::OK, "an owner still takes harm: {v}");
    let (s, v) = call(&app, "POST", &state(&id, &cid), Some(&gm), Some(heal.clone())).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let (id, _, ana, cid) = seated(&app, "portal", json!({"players_heal": true}), rosa()).await;
    let (s, v) = call(&app, "POST", &state(&id, &cid), Some(&ana), Some(heal)).await;
    assert_eq!(s, StatusCode::OK, "{v}");
}

#[tokio::test]
async fn a_bad_setting_at_creation_is_one_sentence_naming_it() {
    let app = memory_app().await;
    let body = json!({"name": "Mesa", "system": "portal", "settings": {"players_roll_for_gm": true}});
    let (s, v) = call(&app, "POST", "/api/tables", None, Some(body)).await;
    assert_refused(s, &v, "players_roll_for_gm");
    let (id, gm, _, _) = seated(&app, "portal", json!({"players_type_dice": false}), rosa()).await;
    let (_, t) = get_as(&app, &format!("/api/tables/{id}"), Some(&gm)).await;
    assert_eq!(
        t["settings"],
        json!({"players_type_dice": false, "players_set_difficulty": false, "players_heal": false,
               "players_set_modifiers": false})
    );
}

#[tokio::test]
async fn typed_dice_are_marked_in_the_event_both_exports_and_the_verifier() {
    let app = memory_app().await;
    let (id, gm, ana, cid) = seated(&app, "portal", Value::Null, rosa()).await;
    // A player types 6,6,6 (issue #15, point 4).
    let body = json!({"character_id": cid, "request": {"blancos": [6, 6, 6], "negros": [1, 1], "rojos": [1], "fortaleza": 2, "repetir": "ninguno"}});
    let (s, v) = roll(&app, &id, &ana, body).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let seq = v["seq"].as_i64().unwrap();
    accepted_roll(&app, &id, &gm, json!({})).await;
    let log = events(&app, &id, &gm, 0).await;
    let typed: Vec<i64> = log
        .iter()
        .filter(|e| e["data"]["typed"] == true)
        .map(|e| e["seq"].as_i64().unwrap())
        .collect();
    assert_eq!(typed, vec![seq], "only the typed roll is marked");
    let reroll = format!("/api/tables/{id}/rolls/{seq}/reroll");
    let (s, v) = post_as(&app, &reroll, Some(&ana), json!({"color": "blanco", "face": 6})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let last = events(&app, &id, &gm, 0).await.last().unwrap().clone();
    assert_eq!(last["data"]["typed"], true, "a reroll of a typed roll is typed too");
    let (s, md) = get_in(&app, &id, "export?format=md", Some(&ana)).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(md.as_str().unwrap().matches("[dados físicos]").count(), 2, "{md}");
    let (s, _) = close_table(&app, &id, &gm).await;
    assert_eq!(s, StatusCode::OK);
    let (_, log) = get_as(&app, &format!("/api/tables/{id}/export"), Some(&gm)).await;
    let report = tirada_web::table::verify::verify(&log).unwrap();
    assert_eq!((report.typed, report.ok()), (2, true), "{report:?}");
}

#[tokio::test]
async fn the_gm_can_forbid_players_typed_dice() {
    let app = memory_app().await;
    let (id, gm, ana, cid) = seated(&app, "portal", json!({"players_type_dice": false}), rosa()).await;
    let body = json!({"character_id": cid, "request": {"blancos": [6, 6, 6], "repetir": "ninguno"}});
    let got = roll(&app, &id, &ana, body.clone()).await;
    let e = refused(got, StatusCode::FORBIDDEN, None);
    assert!(e.contains("dados físicos"), "{e}");
    assert_eq!(panel(&app, &id, &ana, &cid).await["typed_dice"], false);
    // Every die typed (Rosa holds 2 discomfort and 1 wound): a die left out would be refused.
    let body = json!({"character_id": cid, "request": {"blancos": [6, 6, 6], "negros": [3, 4], "rojos": [2],
                                                    "repetir": "ninguno"}});
    let (s, v) = roll(&app, &id, &gm, body).await;
    assert_eq!(s, StatusCode::CREATED, "the GM still may: {v}");
    let (s, v) = roll(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "request": {"fortaleza": 2, "repetir": "ninguno"}}),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let die = &v["roll"]["dice"][0];
    let reroll = format!("/api/tables/{id}/rolls/{}/reroll", v["seq"]);
    let body = json!({"color": die["color"], "face": die["face"], "to": 6});
    let (s, v) = call(&app, "POST", &reroll, Some(&ana), Some(body)).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
}

#[tokio::test]
async fn errors_a_page_shows_name_no_api_fields() {
    let app = memory_app().await;
    let (id, gm, ana, _) = seated(&app, "portal", Value::Null, rosa()).await;
    // No JSON path, key or API field (a name the player wrote may be quoted).
    let people = |e: &str| {
        assert!(
            !e.contains('[') && !e.contains('_') && !e.contains("campo «") && !e.contains("«habilidad»"),
            "{e}"
        )
    };
    // A sheet's field is named as a person reads it, and still given in `field` for the page.
    let bad = json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 9}]});
    let (s, v) = post_as(&app, &format!("/api/tables/{id}/characters"), Some(&ana), bad).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert!(v["field"].as_str().unwrap().starts_with("fortalezas"), "{v}");
    people(v["error"].as_str().unwrap());
    assert!(
        v["error"].as_str().unwrap().contains("nivel de la primera Fortaleza"),
        "{v}"
    );
    // A player rolling for nobody, or for a character that is not there.
    let got = roll(&app, &id, &ana, json!({"request": {}})).await;
    people(&refused(got, StatusCode::FORBIDDEN, None));
    let got = roll(&app, &id, &ana, json!({"character_id": "nadie", "request": {}})).await;
    people(&refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("character_id")));
    // A Hitos skill named with no character to read it from.
    let (hid, hgm, _, _) = seated(
        &app,
        "hitos",
        Value::Null,
        json!({"nombre": "Jakar", "drama": 1,
        "caracteristicas": {"fortaleza": 4, "reflejos": 3, "intelecto": 5, "voluntad": 4}}),
    )
    .await;
    let got = roll(&app, &hid, &hgm, json!({"request": {"habilidad": "Bastón"}})).await;
    people(&refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("habilidad")));
    let _ = gm;
}

#[tokio::test]
async fn the_gm_asks_for_a_roll_and_its_difficulty_joins_the_players_request() {
    let app = memory_app().await;
    let (id, gm, ana, cid) = seated(&app, "portal", Value::Null, rosa()).await;
    let asks = format!("/api/tables/{id}/roll-requests");
    let ask = json!({"character_id": cid, "request": {"dif": 4}, "text": "Trepa el muro"});
    let (s, v) = call(&app, "POST", &asks, Some(&ana), Some(ask.clone())).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "only the GM asks: {v}");
    let (s, v) = call(&app, "POST", &asks, Some(&gm), Some(ask)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let n = v["seq"].as_i64().unwrap();
    let asked = events(&app, &id, &ana, 0).await.last().unwrap().clone();
    assert_eq!(
        (asked["kind"].as_str(), asked["character_id"].as_str()),
        (Some("roll_requested"), Some(cid.as_str()))
    );
    // The player may not change what the GM asked for.
    let got = roll(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "answers": n, "request": {"dif": 2}}),
    )
    .await;
    refused(got, StatusCode::FORBIDDEN, None);
    let got = roll(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "answers": n, "request": {"tipo": "ataque"}}),
    )
    .await;
    assert_eq!(got.0, StatusCode::CREATED, "{}", got.1);
    let e = events(&app, &id, &ana, 0).await.last().unwrap().clone();
    assert_eq!(
        (e["data"]["request"]["dif"].clone(), e["data"]["answers"].clone()),
        (json!(4), json!(n))
    );
    assert!(
        e["data"]["roll"]["outcome"].is_string(),
        "against the GM's difficulty: {e}"
    );
    let (_, md) = get_in(&app, &id, "export?format=md", Some(&ana)).await;
    assert!(
        md.as_str()
            .unwrap()
            .contains("pide una tirada (Rosa) (Dificultad: 4): Trepa el muro"),
        "{md}"
    );
    // Answered once.
    let got = roll(
        &app,
        &id,
        &ana,
        json!({"character_id": cid, "answers": n, "request": {}}),
    )
    .await;
    refused(got, StatusCode::CONFLICT, None);
}

/// H155, H157: the GM activates an aspect in favour of an NPC's roll from the infinite pool
/// (the NPC holds no drama points) and the point goes to the player most affected, whose
/// character gains it as its own state change; a player cannot ask for it.
#[tokio::test]
async fn hitos_the_gm_activates_for_an_npc_and_the_point_goes_to_the_player_h155_h157() {
    let app = memory_app().await;
    let jakar = json!({"nombre": "Jakar", "drama": 2, "puntos_dramaticos": 0,
        "caracteristicas": {"fortaleza": 4, "reflejos": 3, "intelecto": 5, "voluntad": 4}});
    let (id, gm, ana, jakar_id) = seated(&app, "hitos", Value::Null, jakar).await;
    let guard = json!({"nombre": "Guardia", "tipo": "pnj",
        "caracteristicas": {"fortaleza": 3, "reflejos": 3, "intelecto": 3, "voluntad": 3}});
    let npc = character(&app, &id, &gm, guard).await;
    let ask = json!({"car": 3, "dif": 12, "dados": [3, 7, 9, 10], "aspecto": true,
                     "punto_para": "Jakar", "repetir": [1]});
    let (s, v) = roll(&app, &id, &gm, json!({"character_id": npc, "request": ask})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["roll"]["dice"], json!([10, 7, 9]), "{v}");
    let after = read_character(&app, &id, &jakar_id, &gm).await;
    assert_eq!(after["state"]["puntos_dramaticos"], 1, "{after}");
    let last = events(&app, &id, &gm, 0).await.last().unwrap().clone();
    assert_eq!(
        (last["kind"].as_str(), last["data"]["roll"].as_i64()),
        (Some("state_changed"), v["seq"].as_i64())
    );
    // Only the GM gives the point; a name that is no character is refused before anything.
    let (s, _) = roll(&app, &id, &ana, json!({"character_id": jakar_id, "request": ask})).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    let mut nobody = ask.clone();
    nobody["punto_para"] = json!("Nadie");
    let got = roll(&app, &id, &gm, json!({"character_id": npc, "request": nobody})).await;
    refused(got, StatusCode::UNPROCESSABLE_ENTITY, Some("punto_para"));
}
