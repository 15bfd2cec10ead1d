//! Roll modes (issue #16): after a `gm`, `blind` and `self` roll, every route is read as the
//! GM, as the roller and as another player, and each finds exactly what they may see; the
//! character's state moves only when the roll is revealed (issue #13 point 5).

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::{json, Value};

/// A Fate table (a roll with a PP bonus always spends it): the GM, Ana with Rosa (one PP) and
/// Bea.
struct Room {
    app: axum::Router,
    id: String,
    gm: String,
    ana: String,
    bea: String,
    rosa: String,
}

async fn room() -> Room {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "fate", json!({})).await;
    let (_, t) = get_as(&app, &format!("/api/tables/{id}"), Some(&gm)).await;
    let code = t["invite_code"].as_str().unwrap();
    let (_, ana) = join(&app, &id, code, "Ana").await;
    let (_, bea) = join(&app, &id, code, "Bea").await;
    let sheet = json!({"nombre": "Rosa", "pp": 1, "habilidades": {"Pelear": 3}});
    let rosa = character(&app, &id, &ana, sheet).await;
    Room {
        app,
        id,
        gm,
        ana,
        bea,
        rosa,
    }
}

impl Room {
    async fn get(&self, token: &str, path: &str) -> (StatusCode, Value) {
        get_as(&self.app, &format!("/api/tables/{}{path}", self.id), Some(token)).await
    }

    async fn post(&self, token: &str, path: &str, body: Option<Value>) -> (StatusCode, Value) {
        call(
            &self.app,
            "POST",
            &format!("/api/tables/{}{path}", self.id),
            Some(token),
            body,
        )
        .await
    }

    /// The events after `after` as `token`'s stream sends them, while `during` runs.
    async fn stream(&self, token: &str, after: i64, during: impl std::future::Future<Output = ()>) -> Value {
        let uri = format!("/api/tables/{}/events?after={after}", self.id);
        sse(&self.app, &uri, token, None, 1, during).await.remove(0).1
    }

    async fn pp(&self, token: &str) -> i64 {
        let (_, c) = self.get(token, &format!("/characters/{}", self.rosa)).await;
        let (_, t) = self.get(token, "").await;
        let listed = t["characters"][0]["state"]["pp"].clone();
        assert_eq!(c["state"]["pp"], listed, "one state on every route");
        c["state"]["pp"].as_i64().unwrap()
    }

    async fn fairness_rolls(&self, token: &str) -> i64 {
        self.get(token, "/fairness").await.1["rolls"].as_i64().unwrap()
    }

    async fn everything(&self, token: &str, seq: i64) -> String {
        everything(&self.app, &self.id, token, seq).await
            + &self
                .get(token, &format!("/characters/{}", self.rosa))
                .await
                .1
                .to_string()
    }
}

#[tokio::test]
async fn each_mode_shows_the_roll_to_whom_it_may_and_to_nobody_else_on_any_route() {
    for mode in ["gm", "blind", "self"] {
        let r = room().await;
        let roller = if mode == "gm" { r.gm.clone() } else { r.ana.clone() };
        let before = r.fairness_rolls(&r.bea).await;
        let body = json!({"character_id": r.rosa, "request": {"habilidad": "Pelear", "pp": 1}, "mode": mode});
        let (s, answer) = r.post(&roller, "/rolls", Some(body)).await;
        assert_eq!(s, StatusCode::CREATED, "{mode}: {answer}");
        let seq = answer["seq"].as_i64().unwrap();
        assert_eq!(
            (answer["hidden"].clone(), answer["mode"].clone()),
            (json!(true), json!(mode))
        );
        // A blind roll's maker learns only that they rolled and its commitment.
        assert_eq!(answer["roll"]["dice"].is_array(), mode != "blind", "{mode}: {answer}");
        let (_, whole) = r.get(&r.gm, &format!("/events/{seq}")).await;
        let nonce = whole["data"]["nonce"].as_str().unwrap().to_string();
        assert_eq!(whole["data"]["mode"], mode);
        // Who sees it whole: the GM always; Ana for her own `self` roll; Bea never.
        let readers = [
            (&r.gm, "GM", true),
            (&r.ana, "Ana", mode == "self"),
            (&r.bea, "Bea", false),
        ];
        for (token, who, sees) in readers {
            let text = r.everything(token, seq).await;
            assert_eq!(text.contains(&nonce), sees, "{mode} read by {who}");
            let (s, e) = r.get(token, &format!("/events/{seq}")).await;
            assert_eq!(s.is_success(), sees, "{mode}: GET event by {who}: {e}");
            let log = r.get(token, &format!("/events?after={}&format=json", seq - 1)).await.1;
            if !sees {
                let commitment = whole["data"]["commitment"].clone();
                assert_eq!(
                    log[0]["data"],
                    json!({"roll": {"hidden": true, "commitment": commitment}, "mode": mode}),
                    "{mode} by {who}"
                );
            }
            // No state event at roll time; the PP the request spends is reserved at once (issue
            // 25 point 18): it is the roller's choice, not the hidden outcome.
            assert_eq!(log.as_array().unwrap().len(), 1, "{mode} by {who}: {log}");
            assert_eq!(r.pp(token).await, 0, "{mode} by {who}");
            let counted = r.fairness_rolls(token).await - before;
            assert_eq!(counted, i64::from(sees), "{mode}: fairness read by {who}");
        }
        // The same PP cannot pay for a public roll before the reveal (F: one PP, one bonus),
        // nor be offered by the odds; the refusal says nothing of the hidden outcome.
        let body = json!({"character_id": r.rosa, "request": {"habilidad": "Pelear", "pp": 1}});
        for path in ["/odds", "/rolls"] {
            let (s, v) = r.post(&r.ana, path, Some(body.clone())).await;
            assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{mode} {path}: {v}");
            assert_eq!(v["field"], "pp", "{mode} {path}: {v}");
        }
        // Bea cannot reveal it; the GM can, and then everyone sees it and the PP is spent.
        let reveal = format!("/rolls/{seq}/reveal");
        let (s, _) = r.post(&r.bea, &reveal, None).await;
        assert_eq!(s, StatusCode::FORBIDDEN, "{mode}");
        let (s, v) = r.post(&r.gm, &reveal, None).await;
        assert_eq!(s, StatusCode::CREATED, "{mode}: {v}");
        for (token, who) in [(&r.gm, "GM"), (&r.ana, "Ana"), (&r.bea, "Bea")] {
            assert!(
                r.everything(token, seq).await.contains(&nonce),
                "{mode} revealed, read by {who}"
            );
            assert_eq!(r.pp(token).await, 0, "{mode} revealed, read by {who}");
            assert_eq!(r.fairness_rolls(token).await - before, 1, "{mode} revealed: {who}");
            let (s, _) = r.get(token, &format!("/events/{seq}")).await;
            assert_eq!(s, StatusCode::OK, "{mode} revealed: {who}");
        }
        // Every member's export still verifies once the table is closed.
        let (s, _) = r.post(&r.gm, "/close", None).await;
        assert_eq!(s, StatusCode::OK);
        for token in [&r.gm, &r.ana, &r.bea] {
            let (_, log) = r.get(token, "/export").await;
            let report = tirada_web::table::verify::verify(&log).unwrap();
            assert!(report.ok() && report.unverifiable == 0, "{mode}: {report:?}");
            assert_eq!(report.revealed, 1, "{mode}");
        }
    }
}

#[tokio::test]
async fn a_self_roll_is_for_its_roller_and_the_gm_until_either_shows_it() {
    let r = room().await;
    let roll = || async {
        let body = json!({"character_id": r.rosa, "request": {}, "mode": "self"});
        let (s, v) = r.post(&r.ana, "/rolls", Some(body)).await;
        assert_eq!(s, StatusCode::CREATED, "{v}");
    };
    // Live, the stream frames a personal copy per player: Ana's whole, Bea's sealed.
    let last = events(&r.app, &r.id, &r.gm, 0).await.len() as i64;
    let ana = r.stream(&r.ana, last, roll()).await;
    assert!(ana["data"]["roll"]["dice"].is_array(), "{ana}");
    let bea = r.stream(&r.bea, last + 1, roll()).await;
    assert_eq!(bea["data"]["roll"]["hidden"], true, "{bea}");
    assert_eq!(r.stream(&r.bea, last, async {}).await["data"]["roll"]["hidden"], true);
    // Ana shows her own roll to the table.
    let seq = last + 1;
    let (s, e) = r.post(&r.ana, &format!("/rolls/{seq}/reveal"), None).await;
    assert_eq!(s, StatusCode::CREATED, "{e}");
    let (s, _) = r.get(&r.bea, &format!("/events/{seq}")).await;
    assert_eq!(s, StatusCode::OK);
}

#[tokio::test]
async fn a_mode_is_one_of_four_and_only_the_gm_keeps_a_roll_to_themselves() {
    let r = room().await;
    let rolls = format!("/api/tables/{}/rolls", r.id);
    let before = snapshot(&r.app, &r.id, &r.gm).await;
    for (token, body, status, field) in [
        (
            &r.ana,
            json!({"mode": "secreta"}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "mode",
        ),
        (&r.ana, json!({"mode": 3}), StatusCode::UNPROCESSABLE_ENTITY, "mode"),
        (
            &r.gm,
            json!({"mode": "public", "hidden": true}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "mode",
        ),
        (&r.ana, json!({"mode": "gm"}), StatusCode::FORBIDDEN, ""),
        (&r.ana, json!({"hidden": true}), StatusCode::FORBIDDEN, ""),
    ] {
        let mut body = body;
        body["character_id"] = json!(r.rosa);
        body["request"] = json!({});
        let (s, v) = call(&r.app, "POST", &rolls, Some(token), Some(body.clone())).await;
        assert_eq!(s, status, "{body}: {v}");
        assert_error(&v, &body.to_string());
        if !field.is_empty() {
            assert_eq!(v["field"], field, "{v}");
        }
    }
    assert_eq!(snapshot(&r.app, &r.id, &r.gm).await, before);
    // A blind roll's maker cannot reroll dice they do not see (a PORTAL roll with a reroll).
    let (id, _, code) = portal_table(&r.app).await;
    let (_, ana) = join(&r.app, &id, &code, "Ana").await;
    let cid = character(&r.app, &id, &ana, json!({"nombre": "Lola", "estado": {"pp": 2}})).await;
    let rolls = format!("/api/tables/{id}/rolls");
    let body = json!({"character_id": cid, "request": {"dif": 6, "repetir": "ninguno", "pp_repeticiones": 1}, "mode": "blind"});
    let (s, v) = call(&r.app, "POST", &rolls, Some(&ana), Some(body)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let seq = v["seq"].as_i64().unwrap();
    let (s, v) = post_as(
        &r.app,
        &format!("{rolls}/{seq}/reroll"),
        Some(&ana),
        json!({"color": "blanco", "face": 1}),
    )
    .await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
}

/// The hash chain covers a sealed roll as those who may not see it see it: after a `gm`, a
/// `blind` and a `self` roll, the GM's, the roller's and the other player's exports of the
/// closed table all verify, to one head.
#[tokio::test]
async fn every_members_export_verifies_to_one_head_whatever_the_modes() {
    let r = room().await;
    for (token, mode) in [(&r.gm, "gm"), (&r.ana, "blind"), (&r.ana, "self")] {
        let body = json!({"character_id": r.rosa, "request": {}, "mode": mode});
        let (s, v) = r.post(token, "/rolls", Some(body)).await;
        assert_eq!(s, StatusCode::CREATED, "{v}");
    }
    let (s, v) = r.post(&r.gm, "/close", None).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let mut heads = Vec::new();
    for token in [&r.gm, &r.ana, &r.bea] {
        let (s, log) = r.get(token, "/export?format=json").await;
        assert_eq!(s, StatusCode::OK, "{log}");
        let report = tirada_web::table::verify::verify(&log).unwrap();
        assert!(report.ok() && report.unchained == 0, "{report:?}");
        heads.push(log["head"].clone());
    }
    assert!(heads.iter().all(|h| h == &heads[0] && h.is_string()), "{heads:?}");
}

/// A reroll of a hidden roll is sealed with it and revealed with it (PORTAL, the system with
/// rerolls): before the reveal no player's route shows its nonce; the reveal carries it, so
/// every route — the events, the stream, both exports, the fairness report — shows the roll as
/// the reroll left it; a reroll after the reveal is public; every export verifies whole.
#[tokio::test]
async fn a_hidden_rolls_reroll_is_sealed_with_it_and_revealed_with_it() {
    let app = memory_app().await;
    let (id, gm, ana, bea) = portal_with_ana_and_bea(&app).await;
    let lola = character(&app, &id, &ana, json!({"nombre": "Lola", "estado": {"pp": 3}})).await;
    let at = |path: String| format!("/api/tables/{id}{path}");
    let white = |roll: &Value| {
        let d = items(&roll["dice"]).find(|d| d["color"] == "blanco").unwrap();
        json!({"color": "blanco", "face": d["face"]})
    };
    let request = json!({"dif": 6, "repetir": "ninguno", "pp_repeticiones": 2});
    let body = json!({"character_id": lola, "request": request, "mode": "gm"});
    let (s, v) = call(&app, "POST", &at("/rolls".into()), Some(&gm), Some(body)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let seq = v["seq"].as_i64().unwrap();
    let reroll = at(format!("/rolls/{seq}/reroll"));
    let (s, v) = call(&app, "POST", &reroll, Some(&gm), Some(white(&v["roll"]))).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["hidden"], true, "sealed as its roll: {v}");
    let again = v["seq"].as_i64().unwrap();
    let (_, whole) = get_as(&app, &at(format!("/events/{again}")), Some(&gm)).await;
    let nonce = whole["data"]["nonce"].as_str().unwrap().to_string();
    for (token, who) in [(&ana, "Ana"), (&bea, "Bea")] {
        assert!(!everything(&app, &id, token, again).await.contains(&nonce), "{who}");
        let (s, _) = get_as(&app, &at(format!("/events/{again}")), Some(token)).await;
        assert_eq!(s, StatusCode::FORBIDDEN, "{who}");
    }
    let fairness = |token: String| {
        let app = app.clone();
        let uri = at("/fairness".into());
        async move { get_as(&app, &uri, Some(&token)).await.1 }
    };
    assert_ne!(fairness(bea.clone()).await, fairness(gm.clone()).await);

    let (s, shown) = call(&app, "POST", &at(format!("/rolls/{seq}/reveal")), Some(&gm), None).await;
    assert_eq!(s, StatusCode::CREATED, "{shown}");
    assert_eq!(shown["rerolls"][0]["roll"], whole["data"]["roll"], "{shown}");
    let revealed = shown["event_id"].as_str().unwrap().parse::<i64>().unwrap();
    for (token, who) in [(&gm, "GM"), (&ana, "Ana"), (&bea, "Bea")] {
        let text = everything(&app, &id, token, revealed).await;
        assert!(text.contains(&nonce), "the reveal opens the reroll for {who}");
        let (s, e) = get_as(&app, &at(format!("/events/{again}")), Some(token)).await;
        assert_eq!(
            (s, &e["data"]["roll"]),
            (StatusCode::OK, &whole["data"]["roll"]),
            "{who}"
        );
        let log = events(&app, &id, token, revealed - 1).await;
        let reveal = &log[0]["data"];
        assert_eq!(reveal["rerolls"][0]["roll"], whole["data"]["roll"], "{who}");
        // Its explanation is of the roll as the reroll left it.
        let expected = tirada_web::live::view::explanation(&whole["data"]["roll"], tirada_narrate::Lang::Es);
        assert_eq!(reveal["explanation"], expected, "{who}");
        // Everyone counts the same dice: the first throw and the reroll's new face.
        assert_eq!(fairness(token.to_string()).await, fairness(gm.clone()).await, "{who}");
    }

    // Rerolled after the reveal: public, from where the reveal left Lola.
    let (_, log) = get_as(&app, &at(format!("/events/{revealed}")), Some(&bea)).await;
    let body = white(&log["data"]["rerolls"][0]["roll"]);
    let (s, v) = call(&app, "POST", &reroll, Some(&gm), Some(body)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert!(v.get("hidden").is_none() && v["roll"]["dice"].is_array(), "{v}");
    let last = v["seq"].as_i64().unwrap();
    let (s, e) = get_as(&app, &at(format!("/events/{last}")), Some(&bea)).await;
    assert_eq!((s, e["hidden"].clone()), (StatusCode::OK, json!(false)), "{e}");
    let (_, c) = get_as(&app, &at(format!("/characters/{lola}")), Some(&bea)).await;
    assert_eq!(c["state"], e["data"]["state"], "the reroll's state is Lola's");

    let (s, _) = call(&app, "POST", &at("/close".into()), Some(&gm), None).await;
    assert_eq!(s, StatusCode::OK);
    for token in [&gm, &ana, &bea] {
        let (_, log) = get_as(&app, &at("/export".into()), Some(token)).await;
        let report = tirada_web::table::verify::verify(&log).unwrap();
        assert!(report.ok() && report.unverifiable == 0, "{report:?}");
        assert_eq!((report.revealed, report.rerolls), (1, 2), "{report:?}");
    }
    // A reveal whose reroll was edited (and the chain rebuilt over it) is caught.
    let (_, mut log) = get_as(&app, &at("/export".into()), Some(&bea)).await;
    let table = log["table"]["id"].as_str().unwrap().to_string();
    let events = log["events"].as_array_mut().unwrap();
    events[revealed as usize - 1]["data"]["rerolls"][0]["roll"]["total"] = json!(99);
    let mut prev = tirada_web::table::chain::genesis(&table);
    for e in events.iter_mut() {
        e["prev"] = json!(prev);
        prev = tirada_web::table::chain::digest(&serde_json::from_value(e.clone()).unwrap());
    }
    log["head"] = json!(prev);
    assert_flags(&log, Some(revealed), "");
}

/// A default PORTAL table where Ana plays `sheet`: (app, table, GM token, Ana's token, her
/// character's id).
async fn portal_player(sheet: Value) -> (axum::Router, String, String, String, String) {
    let app = memory_app().await;
    let (id, gm, ana, c) = seated_setting_difficulty(&app, "portal", sheet).await;
    (app, id, gm, ana, c)
}

/// Issue 25 point 18 (PORTAL, R15, B326–B330): a hidden roll reserves at once what its request
/// spends — Rosa's two luck dice leave her pool, so a public roll cannot throw them again before
/// the reveal — while what depends on the outcome waits: the kept 6 wins both luck dice back
/// and clears her discomfort at the reveal. The GM cleared that discomfort meanwhile, so the
/// reveal no longer fits: it stops at 0 and says so (in the answer and the log), not silently.
#[tokio::test]
async fn a_hidden_roll_reserves_what_its_request_spends_and_flags_a_reveal_that_no_longer_fits() {
    let (app, id, gm, ana, rosa) = portal_player(json!({"nombre": "Rosa", "estado": {"malestar": 2}})).await;
    let path = |p: &str| format!("/api/tables/{id}{p}");
    let state = || async { read_character(&app, &id, &rosa, &gm).await["state"].clone() };
    let hidden = json!({"character_id": rosa, "mode": "self", "request":
        {"suerte": 2, "blancos": [6, 3, 2], "verdes": [4, 5], "negros": [1, 2], "repetir": "ninguno"}});
    let (s, v) = call(&app, "POST", &path("/rolls"), Some(&ana), Some(hidden)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let seq = v["seq"].as_i64().unwrap();
    assert_eq!(
        (state().await["suerte"].clone(), state().await["malestar"].clone()),
        (json!(1), json!(2))
    );
    let again = json!({"character_id": rosa, "request": {"suerte": 2}});
    let (s, v) = call(&app, "POST", &path("/rolls"), Some(&ana), Some(again)).await;
    assert_refused(s, &v, "suerte");
    let cleared = json!({"event": {"evento": "quitar_malestar", "count": 2, "reason": "descanso"}});
    let (s, v) = post_as(&app, &path(&format!("/characters/{rosa}/state")), Some(&gm), cleared).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let (s, v) = call(&app, "POST", &path(&format!("/rolls/{seq}/reveal")), Some(&ana), None).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["flagged"]["keys"], json!(["malestar"]), "{v}");
    assert!(v["flagged"]["text"].as_str().unwrap().contains("ya no cabe"), "{v}");
    assert_eq!(
        (state().await["suerte"].clone(), state().await["malestar"].clone()),
        (json!(3), json!(0))
    );
    let (_, e) = get_as(
        &app,
        &path(&format!("/events/{}", v["event_id"].as_str().unwrap())),
        Some(&gm),
    )
    .await;
    assert_eq!(e["data"]["flagged"], json!(["malestar"]), "{e}");
    // `tirada verify` still checks the log whole.
    call(&app, "POST", &path("/close"), Some(&gm), None).await;
    let (_, log) = get_as(&app, &path("/export"), Some(&gm)).await;
    let report = tirada_web::table::verify::verify(&log).unwrap();
    assert!(report.ok() && report.revealed == 1, "{report:?}");
}

/// Issue 25 point 18 (PORTAL, B338–B340): tempting luck takes one lost die into one roll. A
/// hidden roll that tempts Rosa's only lost die holds it at once, so a public roll cannot tempt
/// it again before the reveal; the reveal releases it (here won back by the kept 6, B348).
#[tokio::test]
async fn a_hidden_roll_that_tempts_luck_holds_the_lost_die_until_the_reveal_b340() {
    let (app, id, gm, ana, rosa) = portal_player(json!({"nombre": "Rosa", "estado": {"suerte": 2}})).await;
    let path = |p: &str| format!("/api/tables/{id}{p}");
    let state = || async { read_character(&app, &id, &rosa, &gm).await["state"].clone() };
    let tempt = |mode: &str| {
        json!({"character_id": rosa, "mode": mode, "request":
            {"tentar": 4, "blancos": [6, 3, 2], "repetir": "ninguno"}})
    };
    let (s, v) = call(&app, "POST", &path("/rolls"), Some(&ana), Some(tempt("self"))).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let seq = v["seq"].as_i64().unwrap();
    assert_eq!(state().await["suerte_tentandose"], 1, "{}", state().await);
    let (s, v) = call(&app, "POST", &path("/rolls"), Some(&ana), Some(tempt("public"))).await;
    assert_refused(s, &v, "tentar");
    let (s, v) = call(&app, "POST", &path(&format!("/rolls/{seq}/reveal")), Some(&ana), None).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let now = state().await;
    assert!(now.get("suerte_tentandose").is_none(), "released: {now}");
    assert_eq!(now["suerte"], 3, "the kept 6 wins the tempted die back: {now}");
    // With the die back, nothing is lost: tempting again is refused for that reason alone.
    let (s, v) = call(&app, "POST", &path("/rolls"), Some(&ana), Some(tempt("public"))).await;
    assert_refused(s, &v, "tentar");
}
