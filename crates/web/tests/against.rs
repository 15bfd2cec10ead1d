//! A Hitos aspect activated against another player's roll at the table (H111) and the roller's
//! answer (H127): who may do each, the points each pays or receives, the log and `tirada
//! verify`, which replays the answer.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::{json, Value};
use tirada_web::table::verify::verify;

struct Table {
    app: axum::Router,
    id: String,
    gm: String,
    ana: String,
    bruno: String,
    ana_c: String,
    bruno_c: String,
}

fn sheet(name: &str, points: i64) -> Value {
    json!({"nombre": name, "drama": 2, "puntos_dramaticos": points,
        "caracteristicas": {"fortaleza": 3, "reflejos": 3, "intelecto": 3, "voluntad": 3}})
}

/// A Hitos table where players type dice, with Ana (1 drama point) and Bruno (`bruno` points).
async fn table(app: &axum::Router, bruno: i64) -> Table {
    let [id, gm, ana, bruno, ana_c, bruno_c] =
        with_ana_and_bruno(app, "hitos", sheet("Ana", 1), sheet("Bruno", bruno)).await;
    Table {
        app: app.clone(),
        id,
        gm,
        ana,
        bruno,
        ana_c,
        bruno_c,
    }
}

impl Table {
    /// Ana's roll: [9, 7, 3] read on the central die, 7 + 3 = 10 against 12.
    async fn anas_roll(&self) -> i64 {
        let body = json!({"character_id": self.ana_c, "request": {"car": 3, "dif": 12, "dados": [9, 7, 3]}});
        let (s, v) = post_roll(&self.app, &self.id, &self.ana, body).await;
        assert_eq!(s, StatusCode::CREATED, "{v}");
        v["seq"].as_i64().unwrap()
    }

    /// `token` activates an aspect against roll `seq`.
    async fn declare(&self, token: &str, seq: i64, body: Value) -> (StatusCode, Value) {
        post_in(&self.app, &self.id, &format!("rolls/{seq}/against"), Some(token), body).await
    }

    /// `token` answers the activation against roll `seq`.
    async fn answer(&self, token: &str, seq: i64, body: Value) -> (StatusCode, Value) {
        post_in(
            &self.app,
            &self.id,
            &format!("rolls/{seq}/against/answer"),
            Some(token),
            body,
        )
        .await
    }

    async fn points(&self, cid: &str) -> i64 {
        read_character(&self.app, &self.id, cid, &self.gm).await["state"]["puntos_dramaticos"]
            .as_i64()
            .unwrap()
    }
}

/// H111, H127: Bruno pays a point to activate an aspect against Ana's roll; Ana lets it be: the
/// die he picks is rerolled with the answer's dice and she receives his point. Only another
/// player's character (or the GM) declares, only the roller (or the GM) answers, once.
#[tokio::test]
async fn a_player_activates_against_anothers_roll_and_the_roller_lets_it_be_h111_h127() {
    let app = memory_app().await;
    let t = table(&app, 1).await;
    let seq = t.anas_roll().await;
    let torpe = json!({"character_id": t.bruno_c, "aspecto": "Torpe", "repetir": [1]});
    let (s, _) = t.declare(&t.ana, seq, json!({"character_id": t.ana_c})).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "not against one's own roll");
    let (s, v) = t.declare(&t.bruno, seq, json!({"aspecto": "Torpe"})).await;
    assert_refused(s, &v, "character_id");
    let (s, v) = t
        .declare(&t.bruno, seq, json!({"character_id": t.bruno_c, "repetir": "x"}))
        .await;
    assert_refused(s, &v, "repetir");
    let (s, v) = t.declare(&t.bruno, seq, torpe.clone()).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(t.points(&t.bruno_c).await, 0, "Bruno paid");
    let (s, _) = t.declare(&t.gm, seq, json!({})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "one activation against a roll");
    let (s, _) = t.answer(&t.bruno, seq, json!({})).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "the roller answers");
    let (s, v) = t.answer(&t.ana, seq, json!({"dados": [1]})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["roll"]["dice"], json!([1, 7, 3]), "{v}");
    assert_eq!(t.points(&t.ana_c).await, 2, "Ana receives Bruno's point");
    let (s, _) = t.answer(&t.ana, seq, json!({})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "answered once");
    let kinds: Vec<Value> = events(&app, &t.id, &t.gm, seq)
        .await
        .iter()
        .map(|e| e["kind"].clone())
        .collect();
    assert_eq!(kinds, vec![json!("aspect_against"), json!("against_answered")]);
}

/// H127: Ana cancels by paying her point: her dice stay, and Bruno, who paid his last point,
/// recovers it and receives hers. The closed log verifies, the answers replayed.
#[tokio::test]
async fn the_roller_cancels_by_paying_and_the_log_verifies_h127() {
    let app = memory_app().await;
    let t = table(&app, 1).await;
    let seq = t.anas_roll().await;
    let (s, v) = t
        .declare(&t.bruno, seq, json!({"character_id": t.bruno_c, "aspecto": "Torpe"}))
        .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let (s, v) = t.answer(&t.ana, seq, json!({"cancelar": true})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["roll"]["dice"], json!([9, 7, 3]), "{v}");
    assert_eq!(t.points(&t.ana_c).await, 0, "Ana paid to cancel");
    assert_eq!(t.points(&t.bruno_c).await, 2, "Bruno: his point back and Ana's");
    // The GM's activation against a second roll, from the infinite pool: the point goes to Ana.
    let second = t.anas_roll().await;
    let (s, v) = t.declare(&t.gm, second, json!({"repetir": [2]})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let (s, v) = t.answer(&t.ana, second, json!({"dados": [10]})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["roll"]["dice"], json!([9, 10, 3]), "{v}");
    assert_eq!(t.points(&t.ana_c).await, 1);
    // The export in words says both steps and the cancelling.
    let md = markdown(&app, &t.id, &t.gm).await;
    assert!(md.contains("activa un aspecto en contra de la tirada"), "{md}");
    assert!(md.contains("lo cancela pagando un punto"), "{md}");
    // The fairness page counts the dice the table threw: none of these typed ones; then a roll
    // and the GM's activation against it, both from the table's dice: three and one more.
    let fair = |app: &axum::Router| {
        let uri = format!("/api/tables/{}/fairness", t.id);
        let gm = t.gm.clone();
        let app = app.clone();
        async move { get_as(&app, &uri, Some(&gm)).await.1["dice"].clone() }
    };
    assert_eq!(fair(&app).await, json!([]));
    let body = json!({"character_id": t.ana_c, "request": {"car": 3, "dif": 12}});
    let (_, v) = post_as(&app, &format!("/api/tables/{}/rolls", t.id), Some(&t.ana), body).await;
    let third = v["seq"].as_i64().unwrap();
    t.declare(&t.gm, third, json!({"repetir": [1]})).await;
    let (s, v) = t.answer(&t.ana, third, json!({})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(fair(&app).await[0]["count"], 4, "{}", fair(&app).await);
    let (s, _) = close_table(&app, &t.id, &t.gm).await;
    assert_eq!(s, StatusCode::OK);
    let (s, log) = get_as(&app, &format!("/api/tables/{}/export?format=json", t.id), Some(&t.gm)).await;
    assert_eq!(s, StatusCode::OK);
    let report = verify(&log).unwrap();
    assert!(report.ok(), "{:?}", report.mismatches);
    assert_eq!(report.against, 3);
}
