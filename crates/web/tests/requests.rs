//! Roll requests to several players (issue #16): the GM asks three characters for one roll
//! with a label and a mode; two answer, the log says who has rolled and who has not, the GM
//! cancels, and no one can change what was asked.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::{json, Value};

/// A PORTAL table where players may not set difficulties: the GM and three players, one
/// character each: (app, id, gm, [(token, character id)]).
async fn table() -> (axum::Router, String, String, Vec<(String, String)>) {
    let app = memory_app().await;
    let body = json!({"name": "La cripta", "system": "portal"});
    let (_, v) = call(&app, "POST", "/api/tables", None, Some(body)).await;
    let (id, gm) = (
        v["id"].as_str().unwrap().to_string(),
        v["gm_token"].as_str().unwrap().to_string(),
    );
    let code = v["invite_code"].as_str().unwrap();
    let mut players = Vec::new();
    for (who, name) in [("Ana", "Rosa"), ("Bea", "Lola"), ("Carla", "Mar")] {
        let (_, token) = join(&app, &id, code, who).await;
        let cid = character(&app, &id, &token, json!({ "nombre": name })).await;
        players.push((token, cid));
    }
    (app, id, gm, players)
}

async fn post(app: &axum::Router, id: &str, token: &str, path: &str, body: Option<Value>) -> (StatusCode, Value) {
    call(app, "POST", &format!("/api/tables/{id}{path}"), Some(token), body).await
}

#[tokio::test]
async fn a_request_to_three_is_answered_by_two_and_the_log_tracks_who_rolled() {
    let (app, id, gm, p) = table().await;
    let ask = json!({"everyone": true, "request": {"dif": 4}, "text": "¿Oyes la puerta?", "mode": "blind"});
    let (s, v) = post(&app, &id, &p[0].0, "/roll-requests", Some(ask.clone())).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
    let (s, v) = post(&app, &id, &gm, "/roll-requests", Some(ask)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let n = v["seq"].as_i64().unwrap();
    let asked = events(&app, &id, &p[2].0, n - 1).await.remove(0);
    let mut names: Vec<&str> = each(&asked["data"]["characters"], |c| c["name"].as_str().unwrap());
    names.sort_unstable();
    assert_eq!(names, ["Lola", "Mar", "Rosa"]);
    assert_eq!(
        (asked["data"]["text"].as_str(), asked["data"]["mode"].as_str()),
        (Some("¿Oyes la puerta?"), Some("blind"))
    );
    // Ana and Bea answer: the GM's difficulty and mode join their rolls (a blind roll: they
    // learn only that they rolled).
    for (token, cid) in &p[..2] {
        let body = json!({"character_id": cid, "answers": n, "request": {}});
        let (s, v) = post(&app, &id, token, "/rolls", Some(body)).await;
        assert_eq!(s, StatusCode::CREATED, "{v}");
        assert_eq!(
            (v["mode"].as_str(), v["roll"]["hidden"].as_bool()),
            (Some("blind"), Some(true)),
            "{v}"
        );
    }
    // Who has rolled, as every member's log says: Rosa and Lola, not Mar.
    let answered = |log: &[Value]| -> Vec<String> {
        log.iter()
            .filter(|e| e["kind"] == "roll" && e["data"]["answers"] == json!(n))
            .filter_map(|e| e["character_id"].as_str().map(str::to_string))
            .collect()
    };
    for token in [&gm, &p[2].0] {
        assert_eq!(
            answered(&events(&app, &id, token, n).await),
            [p[0].1.clone(), p[1].1.clone()]
        );
    }
    // The GM sees the answers whole, against difficulty 4.
    let log = events(&app, &id, &gm, n).await;
    assert!(
        log.iter()
            .all(|e| e["data"]["request"]["dif"] == 4 && e["data"]["answers"] == n),
        "{log:?}"
    );
    // Nobody answers twice, changes the difficulty or the mode, or answers for a character not asked.
    let (s, _) = post(
        &app,
        &id,
        &p[0].0,
        "/rolls",
        Some(json!({"character_id": p[0].1, "answers": n})),
    )
    .await;
    assert_eq!(s, StatusCode::CONFLICT);
    let (s, v) = post(
        &app,
        &id,
        &p[2].0,
        "/rolls",
        Some(json!({"character_id": p[2].1, "answers": n, "request": {"dif": 2}})),
    )
    .await;
    assert_eq!(s, StatusCode::FORBIDDEN, "players here never set a difficulty: {v}");
    let (s, v) = post(
        &app,
        &id,
        &p[2].0,
        "/rolls",
        Some(json!({"character_id": p[2].1, "answers": n, "mode": "public"})),
    )
    .await;
    assert_refused(s, &v, "mode");
    // Only the GM cancels; then Carla's answer is refused.
    let cancel = format!("/roll-requests/{n}/cancel");
    let (s, _) = post(&app, &id, &p[2].0, &cancel, None).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    let (s, v) = post(&app, &id, &gm, &cancel, None).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let (s, _) = post(&app, &id, &gm, &cancel, None).await;
    assert_eq!(s, StatusCode::CONFLICT);
    let (s, v) = post(
        &app,
        &id,
        &p[2].0,
        "/rolls",
        Some(json!({"character_id": p[2].1, "answers": n})),
    )
    .await;
    assert_eq!(s, StatusCode::CONFLICT, "{v}");
}

#[tokio::test]
async fn a_request_names_characters_of_this_table_and_a_roll_answers_only_for_one_asked() {
    let (app, id, gm, p) = table().await;
    let before = snapshot(&app, &id, &gm).await;
    for (ask, field) in [
        (json!({"request": {"dif": 4}}), "character_ids"),
        (json!({"character_ids": ["nadie"], "request": {}}), "character_ids"),
        (
            json!({"character_ids": [p[0].1], "request": {}, "mode": "secreta"}),
            "mode",
        ),
    ] {
        let (s, v) = post(&app, &id, &gm, "/roll-requests", Some(ask.clone())).await;
        assert_eq!(
            (s, v["field"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some(field)),
            "{ask}: {v}"
        );
    }
    assert_eq!(snapshot(&app, &id, &gm).await, before);
    let ask = json!({"character_ids": [p[0].1, p[1].1], "request": {"dif": 5}});
    let (_, v) = post(&app, &id, &gm, "/roll-requests", Some(ask)).await;
    let n = v["seq"].as_i64().unwrap();
    let (s, v) = post(
        &app,
        &id,
        &p[2].0,
        "/rolls",
        Some(json!({"character_id": p[2].1, "answers": n})),
    )
    .await;
    assert_refused(s, &v, "answers");
    assert!(v["error"].as_str().unwrap().contains("Rosa, Lola"), "{v}");
    // A public request's answer is public.
    let (s, v) = post(
        &app,
        &id,
        &p[1].0,
        "/rolls",
        Some(json!({"character_id": p[1].1, "answers": n})),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert!(v["roll"]["dice"].is_array() && v.get("hidden").is_none(), "{v}");
}

/// Every system's own request, as the GM's ask form sends it (names read from each sheet, a
/// Fate ladder step): the asked player's prompt gets exact odds for their character, and one
/// tap (the request alone) rolls it.
#[tokio::test]
async fn every_system_is_asked_its_own_roll_and_the_prompt_has_exact_odds() {
    use tirada_web::table::{play::sheets, System};
    for system in System::ALL {
        let app = memory_app().await;
        let word = serde_json::to_value(system).unwrap();
        let (id, gm) = system_table(&app, word.as_str().unwrap(), json!({})).await;
        let (_, t) = get_as(&app, &format!("/api/tables/{id}"), Some(&gm)).await;
        let (_, ana) = join(&app, &id, t["invite_code"].as_str().unwrap(), "Ana").await;
        let sheet = sheets::example_json(system, &json!({})).unwrap_or_else(|| json!({"nombre": "Rosa"}));
        let cid = character(&app, &id, &ana, sheet.clone()).await;
        let request = match system {
            System::Portal => json!({"tipo": "reflejos", "dif": 4}),
            System::Hitos => json!({"caracteristica": "reflejos",
                                    "habilidad": sheet["habilidades"][0]["nombre"], "dif": 15}),
            System::Fate => {
                let skill = sheet["habilidades"].as_object().unwrap().keys().next().unwrap().clone();
                json!({"habilidad": skill, "dif": 3})
            }
            System::Chasis => {
                let scored = items(&sheet["capacidades"]).find(|q| !q["puntuacion"].is_null());
                json!({"atributo": scored.unwrap()["nombre"], "dif": 13})
            }
            System::Mirilla => json!({"seguidos": 2, "minimo": 4}),
        };
        let ask = json!({"character_id": cid, "request": request, "text": "¿Oyes la puerta?"});
        let (s, v) = post(&app, &id, &gm, "/roll-requests", Some(ask)).await;
        assert_eq!(s, StatusCode::CREATED, "{system:?}: {v}");
        let n = v["seq"].as_i64().unwrap();
        // The prompt's odds: the request as asked, for Ana's character.
        let body = json!({"character_id": cid, "request": request});
        let (s, odds) = post(&app, &id, &ana, "/odds", Some(body)).await;
        assert_eq!(s, StatusCode::OK, "{system:?}: {odds}");
        let exact = odds["outcomes"]
            .as_object()
            .map(|o| o.values().all(|p| p.as_str().is_some_and(|p| p.contains('/'))));
        assert_eq!(exact, Some(true), "{system:?}: {odds}");
        let body = json!({"character_id": cid, "answers": n, "request": {}});
        let (s, v) = post(&app, &id, &ana, "/rolls", Some(body)).await;
        assert_eq!(s, StatusCode::CREATED, "{system:?}: {v}");
    }
}
