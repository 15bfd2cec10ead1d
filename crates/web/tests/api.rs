//! Every route and error case of the HTTP API in docs/contract.md ("The web table").

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::json;

#[tokio::test]
async fn healthz_answers() {
    let app = memory_app().await;
    let (s, v) = get_as(&app, "/healthz", None).await;
    assert_eq!((s, v), (StatusCode::OK, json!("ok")));
}

#[tokio::test]
async fn creating_a_table_gives_its_id_gm_token_and_invite_code() {
    let app = memory_app().await;
    let asked = json!({"name": "Mesa", "system": "portal", "ruleset": {"perfil": "libro"}});
    let (s, v) = new_table(&app, asked).await;
    assert_eq!(s, StatusCode::CREATED);
    for key in ["id", "gm_token", "invite_code", "commitment"] {
        assert!(v[key].is_string(), "{key} in {v}");
    }
    let (s, t) = get_as(
        &app,
        &format!("/api/tables/{}", v["id"].as_str().unwrap()),
        v["gm_token"].as_str(),
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(t["ruleset"], json!({"perfil": "libro"}));
    assert_eq!(t["me"]["role"], "gm");
    assert_eq!(t["invite_code"], v["invite_code"]);
    assert!(
        t.get("seed").is_none(),
        "the seed stays secret until the table is closed"
    );
}

#[tokio::test]
async fn invalid_table_bodies_are_422_with_one_sentence() {
    let app = memory_app().await;
    for (body, field) in [
        (json!({"name": "Mesa", "system": "dnd"}), Some("system")),
        (json!({"system": "portal"}), Some("name")),
        (
            json!({"name": "Mesa", "system": "portal", "ruleset": {"perfil": "otro"}}),
            Some("ruleset.perfil"),
        ),
        (json!([1, 2]), None),
    ] {
        let (s, v) = call(&app, "POST", "/api/tables", None, Some(body)).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
        assert!(v["error"].as_str().unwrap().len() > 10);
        assert_eq!(v["field"].as_str(), field);
    }
}

#[tokio::test]
async fn joining_needs_the_right_code() {
    let app = memory_app().await;
    let (id, _, code) = portal_table(&app).await;
    let (s, _) = post_in(&app, &id, "join", None, json!({"invite_code": "nope", "name": "Pepa"})).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    let (s, v) = post_in(&app, &id, "join", None, json!({"invite_code": code})).await;
    assert_refused(s, &v, "name");
    let (s, _) = post_as(
        &app,
        "/api/tables/nope/join",
        None,
        json!({"invite_code": code, "name": "P"}),
    )
    .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    let (_, token) = join(&app, &id, &code, "Pepa").await;
    let (s, v) = get_as(&app, &format!("/api/tables/{id}"), Some(&token)).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(v["me"]["role"], "player");
    assert!(v.get("invite_code").is_none());
    assert_eq!(seqs(&events(&app, &id, &token, 0).await), vec![1, 2]);
}

#[tokio::test]
async fn a_missing_or_wrong_token_is_401() {
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let (other, other_gm, _) = portal_table(&app).await;
    for token in [None, Some("bad"), Some(other_gm.as_str())] {
        for (method, uri) in [
            ("GET", format!("/api/tables/{id}")),
            ("GET", format!("/api/tables/{id}/events?format=json")),
            ("GET", format!("/api/tables/{id}/events")),
            ("POST", format!("/api/tables/{id}/rolls")),
            ("POST", format!("/api/tables/{id}/characters")),
            ("POST", format!("/api/tables/{id}/chat")),
        ] {
            let (s, v) = call(&app, method, &uri, token, Some(json!({"request": {}}))).await;
            assert_eq!(s, StatusCode::UNAUTHORIZED, "{method} {uri} {v}");
            assert!(v["error"].is_string());
        }
    }
    // Nothing was written by any of them.
    assert_eq!(seqs(&events(&app, &id, &gm, 0).await), vec![1]);
    assert_eq!(seqs(&events(&app, &other, &other_gm, 0).await), vec![1]);
}

#[tokio::test]
async fn characters_are_validated_and_players_own_theirs() {
    let app = memory_app().await;
    let (id, gm, ana, bea) = portal_with_ana_and_bea(&app).await;
    let cid = character(
        &app,
        &id,
        &ana,
        json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 2}], "estado": {"malestar": 1, "suerte": 2}}),
    )
    .await;
    let (s, v) = get_in(&app, &id, &format!("characters/{cid}"), Some(&bea)).await;
    assert_eq!(s, StatusCode::OK);
    let st = &v["state"];
    assert_eq!(
        (&st["malestar"], &st["heridas"], &st["suerte"]),
        (&json!(1), &json!(0), &json!(2))
    );
    assert_eq!(v["sheet"]["fortalezas"][0]["nombre"], "Espada");
    let (s, v) = post_in(
        &app,
        &id,
        "characters",
        Some(&ana),
        json!({"nombre": "X", "fortalezas": [{"nombre": "Y", "nivel": 7}]}),
    )
    .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(v["field"].as_str().unwrap().starts_with("fortalezas[0]"), "{v}");
    let (s, _) = call(
        &app,
        "PUT",
        &format!("/api/tables/{id}/characters/{cid}"),
        Some(&bea),
        Some(json!({"nombre": "Robada"})),
    )
    .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    let (s, _) = call(
        &app,
        "PUT",
        &format!("/api/tables/{id}/characters/{cid}"),
        Some(&ana),
        Some(json!({"nombre": "Rosa María"})),
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    let (s, _) = get_in(&app, &id, "characters/nope", Some(&ana)).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    // A state change: one of the engine's events, by the GM.
    let (s, v) = post_in(
        &app,
        &id,
        &format!("characters/{cid}/state"),
        Some(&gm),
        json!({"event": {"evento": "malestar", "count": 2, "reason": "veneno"}}),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["state"]["malestar"], 3);
    let (s, _) = post_in(
        &app,
        &id,
        &format!("characters/{cid}/state"),
        Some(&bea),
        json!({"event": {"evento": "ganar_pp", "count": 3, "reason": "x"}}),
    )
    .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    let (s, v) = post_in(
        &app,
        &id,
        &format!("characters/{cid}/state"),
        Some(&ana),
        json!({"event": {"evento": "malestar", "count": "mucho"}}),
    )
    .await;
    assert_refused(s, &v, "event");
    let kinds: Vec<String> = events(&app, &id, &gm, 0)
        .await
        .iter()
        .map(|e| e["kind"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(
        kinds,
        [
            "table_created",
            "member_joined",
            "member_joined",
            "character_created",
            "character_updated",
            "state_changed"
        ]
    );
}

#[tokio::test]
async fn rolls_follow_roles_and_change_the_characters_state() {
    let app = memory_app().await;
    let (id, gm, ana, bea) = portal_with_ana_and_bea(&app).await;
    let rosa = character(
        &app,
        &id,
        &ana,
        json!({"nombre": "Rosa", "estado": {"malestar": 2, "suerte": 0}}),
    )
    .await;
    let before = events(&app, &id, &gm, 0).await.len();
    // Beyond their role: 403, and nothing is written.
    for (token, body) in [
        (&bea, json!({"character_id": rosa, "request": {"dif": 4}})),
        (&bea, json!({"request": {"dif": 4}})),
        (
            &ana,
            json!({"character_id": rosa, "request": {"dif": 4}, "hidden": true}),
        ),
    ] {
        let (s, v) = post_as(&app, &format!("/api/tables/{id}/rolls"), Some(token), body).await;
        assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
    }
    // Invalid: 422 naming the field, nothing written.
    for (body, field) in [
        (json!({"character_id": rosa, "request": {"malestar": 5}}), "malestar"),
        (json!({"character_id": rosa, "request": {"suerte": 1}}), "suerte"),
        (
            json!({"character_id": rosa, "request": {"blancos": [7, 1, 1]}}),
            "blancos",
        ),
        (json!({"character_id": rosa, "request": {"dado": "lateral"}}), "dado"),
        (json!({"character_id": "nope", "request": {}}), "character_id"),
    ] {
        let (s, v) = call(&app, "POST", &format!("/api/tables/{id}/rolls"), Some(&ana), Some(body)).await;
        assert_eq!(
            (s, v["field"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some(field)),
            "{v}"
        );
    }
    assert_eq!(events(&app, &id, &gm, 0).await.len(), before);
    // Typed faces give the CLI's roll: `tirada portal --blancos 5,3,1 --negros 4,5 --dif 4`.
    let (s, v) = post_roll(
        &app,
        &id,
        &ana,
        json!({"character_id": rosa, "request": {"blancos": [5, 3, 1], "negros": [4, 5], "dif": 4}}),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(
        (v["roll"]["kept"].as_i64(), v["roll"]["total"].as_i64()),
        (Some(5), Some(4))
    );
    assert_eq!(v["roll"]["outcome"], "parcial");
    assert_eq!(v["roll"]["effects"]["malestar_removed"], 1);
    assert!(v["event_id"].is_string());
    // The tied black die left Rosa's hand.
    let (_, c) = get_in(&app, &id, &format!("characters/{rosa}"), Some(&bea)).await;
    assert_eq!(c["state"]["malestar"], 1);
    // The GM rolls for anyone, or for nobody.
    let (s, v) = post_roll(&app, &id, &gm, json!({"request": {"malestar": 1, "dif": 4}})).await;
    assert_eq!(s, StatusCode::CREATED);
    assert_eq!(v["roll"]["system"], "portal");
    let (s, _) = post_roll(&app, &id, &gm, json!({"character_id": rosa, "request": {}})).await;
    assert_eq!(s, StatusCode::CREATED);
}

#[tokio::test]
async fn hidden_rolls_are_commitments_for_players_until_revealed() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    let (s, v) = post_roll(
        &app,
        &id,
        &gm,
        json!({"request": {"malestar": 2, "dif": 5}, "hidden": true}),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED);
    let seq = v["seq"].as_i64().unwrap();
    let commitment = v["commitment"].as_str().unwrap().to_string();
    assert!(v["roll"]["dice"].is_array(), "the GM sees the dice");
    let seen = events(&app, &id, &ana, seq - 1).await;
    assert_eq!(
        seen[0]["data"],
        json!({"roll": {"hidden": true, "commitment": commitment}, "mode": "gm"})
    );
    let (s, _) = get_as(&app, &format!("/api/tables/{id}/events/{seq}"), Some(&ana)).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    let (s, e) = get_as(&app, &format!("/api/tables/{id}/events/{seq}"), Some(&gm)).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(e["data"]["roll"], v["roll"]);
    let (s, _) = post_reveal(&app, &id, seq, &ana).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    let (s, _) = post_reveal(&app, &id, seq, &gm).await;
    assert_eq!(s, StatusCode::CREATED);
    let (s, _) = post_reveal(&app, &id, seq, &gm).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "revealed once only");
    let reveal = events(&app, &id, &ana, seq)
        .await
        .into_iter()
        .find(|e| e["kind"] == "reveal")
        .unwrap();
    let nonce = reveal["data"]["nonce"].as_str().unwrap();
    assert_eq!(reveal["data"]["roll"], v["roll"]);
    // Anyone recomputes the commitment from what the reveal opens: all the roll held.
    assert_eq!(reveal["data"]["contents"]["roll"], v["roll"]);
    assert_eq!(
        tirada_web::table::seal::commitment(nonce, &reveal["data"]["contents"]),
        commitment
    );
    let (s, _) = get_as(&app, &format!("/api/tables/{id}/events/{seq}"), Some(&ana)).await;
    assert_eq!(s, StatusCode::OK);
}

#[tokio::test]
async fn rerolls_use_the_allowance_and_the_advice() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    let (s, v) = post_roll(
        &app,
        &id,
        &gm,
        json!({"request": {"blancos": [2, 2, 1], "dif": 4, "fortaleza": 1, "repetir": "ninguno"}}),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["roll"]["rerolls_left"], 1);
    assert_eq!(v["roll"]["advice"]["move"], "repetir");
    let seq = v["seq"].as_i64().unwrap();
    let (s, _) = post_reroll(&app, &id, seq, &ana, json!({"color": "blanco", "face": 1})).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "only the roller or the GM");
    let (s, _) = post_reroll(&app, &id, seq, &gm, json!({"color": "negro", "face": 1})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "no such die");
    let (s, r) = post_reroll(&app, &id, seq, &gm, json!({"color": "blanco", "face": 2, "to": 6})).await;
    assert_eq!(s, StatusCode::CREATED, "{r}");
    assert_eq!(
        r["roll"]["steps"],
        json!([{"step": "repetir", "color": "blanco", "from": 2, "to": 6}])
    );
    assert_eq!(r["roll"]["kept"], 6);
    assert_eq!(r["roll"]["rerolls_left"], 0);
    let (s, v) = post_reroll(&app, &id, seq, &gm, json!({"color": "blanco", "face": 1})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert!(v["error"].as_str().unwrap().contains("repeticiones"));
}

#[tokio::test]
async fn odds_are_the_engines_best_policy_odds() {
    use tirada_rules::portal::odds::best_policy_odds;
    use tirada_rules::portal::{Forte, Objective, RollSpec, Rules};
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let (s, o) = post_in(
        &app,
        &id,
        "odds",
        Some(&gm),
        json!({"request": {"malestar": 1, "dif": 4, "fortaleza": 1}}),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{o}");
    let spec = RollSpec {
        black: 1,
        difficulty: Some(4),
        fortes: vec![Forte {
            level: 1,
            ..Forte::default()
        }],
        ..RollSpec::default()
    };
    let best = best_policy_odds(&spec, &Rules::summary(), Objective::Success, false, 0).unwrap();
    let exact = best.outcomes.unwrap();
    assert_eq!(o["outcomes"]["exito"], json!(exact.exito.to_string()));
    assert_eq!(o["outcomes"]["pifia"], json!(exact.pifia.to_string()));
    assert_eq!(o["rerolls"], 1);
    let (s, v) = post_in(&app, &id, "odds", Some(&gm), json!({"request": {"fortaleza": 1}})).await;
    assert_refused(s, &v, "dif");
}

#[tokio::test]
async fn closing_reveals_the_seed_and_the_export_verifies() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    let rosa = character(
        &app,
        &id,
        &ana,
        json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 2}],
               "estado": {"malestar": 1, "heridas": 1, "suerte": 1}}),
    )
    .await;
    for body in [
        json!({"character_id": rosa, "request": {"dif": 4, "suerte": 1}}),
        json!({"character_id": rosa, "request": {"dif": 3, "fortaleza": 2, "repetir": "ninguno"}}),
    ] {
        let (s, v) = call(&app, "POST", &format!("/api/tables/{id}/rolls"), Some(&ana), Some(body)).await;
        assert_eq!(s, StatusCode::CREATED, "{v}");
    }
    let last = events(&app, &id, &gm, 0).await.last().unwrap()["seq"].as_i64().unwrap();
    let die = events(&app, &id, &gm, last - 1).await[0]["data"]["roll"]["dice"][0].clone();
    let (s, v) = post_reroll(
        &app,
        &id,
        last,
        &ana,
        json!({"color": die["color"], "face": die["face"]}),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let (s, _) = post_roll(&app, &id, &gm, json!({"request": {"dif": 4}, "hidden": true})).await;
    assert_eq!(s, StatusCode::CREATED);
    let (s, _) = post_in(&app, &id, "chat", Some(&ana), json!({"text": "¡Vamos!"})).await;
    assert_eq!(s, StatusCode::CREATED);
    let (s, _) = close_table(&app, &id, &ana).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    let (s, c) = close_table(&app, &id, &gm).await;
    assert_eq!(s, StatusCode::OK);
    let (_, t) = get_as(&app, &format!("/api/tables/{id}"), Some(&ana)).await;
    assert_eq!(t["seed"], c["seed"]);
    let (s, _) = post_in(&app, &id, "rolls", Some(&gm), json!({"request": {}})).await;
    assert_eq!(s, StatusCode::CONFLICT, "a closed table takes no more rolls");
    // The GM's export recomputes entirely; a player's has one hidden roll it cannot check.
    let (s, log) = get_in(&app, &id, "export?format=json", Some(&gm)).await;
    assert_eq!(s, StatusCode::OK);
    let report = tirada_web::table::verify::verify(&log).unwrap();
    assert!(report.ok(), "{report:?}");
    assert_eq!((report.rolls, report.rerolls), (3, 1));
    let (_, log) = get_in(&app, &id, "export?format=json", Some(&ana)).await;
    let report = tirada_web::table::verify::verify(&log).unwrap();
    assert_eq!((report.ok(), report.unverifiable), (true, 1));
    // A tampered roll is caught.
    let mut bad = log.clone();
    let i = items(&bad["events"]).position(|e| e["kind"] == "roll").unwrap();
    bad["events"][i]["data"]["roll"]["total"] = json!(99);
    assert!(!tirada_web::table::verify::verify(&bad).unwrap().ok());
    let (s, md) = get_in(&app, &id, "export?format=md", Some(&ana)).await;
    assert_eq!(s, StatusCode::OK);
    let md = md.as_str().unwrap();
    assert!(md.starts_with("# La cripta — PORTAL"), "{md}");
    assert!(md.contains("¡Vamos!") && md.contains("Semilla revelada"));
    // Every event at its hour, under its day.
    assert!(md.contains(" (UTC)\n\n1. "), "{md}");
    for line in md.lines().filter(|l| l.starts_with(|c: char| c.is_ascii_digit())) {
        let time = line.split_once(". ").unwrap().1;
        assert!(time.as_bytes()[2] == b':' && time[5..].starts_with(" · "), "{line}");
    }
    let (s, f) = get_as(&app, &format!("/api/tables/{id}/fairness"), Some(&gm)).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(f["dice"][0]["die"], "d6");
}

#[tokio::test]
async fn a_reroll_recomputes_the_characters_state_through_the_engine() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    let rosa = character(
        &app,
        &id,
        &ana,
        json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 2}], "estado": {"malestar": 2}}),
    )
    .await;
    let roll = json!({"character_id": rosa, "request": {"blancos": [3, 2, 1], "negros": [3, 3], "dif": 4,
                      "fortaleza": 2, "repetir": "ninguno"}});
    let (s, v) = call(&app, "POST", &format!("/api/tables/{id}/rolls"), Some(&ana), Some(roll)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    // Kept 3: both black 3s tie and leave her hand.
    assert_eq!(v["state"]["malestar"], 0);
    let seq = v["seq"].as_i64().unwrap();
    // Rerolling the white 1 (typed: it shows 2).
    let (s, r) = post_reroll(&app, &id, seq, &ana, json!({"color": "blanco", "face": 1, "to": 2})).await;
    assert_eq!(s, StatusCode::CREATED, "{r}");
    // Kept 3 still (3,2,2): the state is recomputed from before the roll, not applied twice.
    assert_eq!(r["state"]["malestar"], 0);
    let (_, c) = get_in(&app, &id, &format!("characters/{rosa}"), Some(&gm)).await;
    assert_eq!(c["state"], r["state"]);
    // Once something else changed her state, the roll's dice are settled.
    let (s, _) = post_in(
        &app,
        &id,
        &format!("characters/{rosa}/state"),
        Some(&gm),
        json!({"event": {"evento": "malestar", "count": 1, "reason": "veneno"}}),
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    let (s, v) = post_reroll(&app, &id, seq, &ana, json!({"color": "blanco", "face": 2})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
}
