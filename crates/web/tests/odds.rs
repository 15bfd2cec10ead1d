//! Exact odds before rolling on the table page (POST /api/tables/{id}/odds): the same object
//! as `tirada odds SYSTEM --json`, computed by the engine function the CLI calls.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::{json, Value};
use tirada_rules::hitos::{self, CritMode, Letters, Objective, Polarity, ReportRequest, RollSpec, Rules};

async fn hitos_table(app: &axum::Router, realistic: bool) -> (String, String) {
    let asked = json!({"name": "Mesa", "system": "hitos", "ruleset": {"realista": realistic}});
    let (s, v) = new_table(app, asked).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    (v["id"].as_str().unwrap().into(), v["gm_token"].as_str().unwrap().into())
}

async fn odds(app: &axum::Router, id: &str, token: &str, request: Value) -> (StatusCode, Value) {
    post_in(app, id, "odds", Some(token), json!({ "request": request })).await
}

/// What `tirada odds hitos --car 4 --hab 3 --dif 15 [--aspecto | --aspecto-contra] --json`
/// prints: `hitos::report`, the function the CLI calls.
fn cli(difficulty: Option<i32>, activation: Option<(Polarity, Objective)>, crit_mode: CritMode) -> Value {
    let spec = RollSpec {
        characteristic: 4,
        skill: 3,
        modifier: 0,
        difficulty,
        reading: Letters::parse("C").unwrap(),
    };
    let rules = Rules {
        crit_mode,
        ..Rules::default()
    };
    let req = ReportRequest {
        activation,
        ..ReportRequest::default()
    };
    serde_json::to_value(hitos::report(&spec, &rules, &req).unwrap()).unwrap()
}

#[tokio::test]
async fn hitos_odds_with_an_aspect_in_favour_are_the_clis() {
    let app = memory_app().await;
    let (id, gm) = hitos_table(&app, false).await;
    let (s, with) = odds(
        &app,
        &id,
        &gm,
        json!({"car": 4, "hab": 3, "dif": 15, "aspecto": "Fuerte"}),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{with}");
    assert_eq!(
        with,
        cli(
            Some(15),
            Some((Polarity::Positive, Objective::Success)),
            CritMode::Spectacular
        )
    );
    assert_eq!(with["activation"]["polarity"], "positiva");
    // The activation helps; the plain roll's odds come along under `without`.
    let (_, plain) = odds(&app, &id, &gm, json!({"car": 4, "hab": 3, "dif": 15})).await;
    assert_eq!(plain, cli(Some(15), None, CritMode::Spectacular));
    assert_eq!(with["without"]["outcomes"], plain["outcomes"]);
    let p = |v: &Value| {
        let (n, d) = v.as_str().unwrap().split_once('/').unwrap();
        n.parse::<f64>().unwrap() / d.parse::<f64>().unwrap()
    };
    let a = &with["activation"];
    assert!(p(&a["value"]) > p(&a["value_without"]), "{with}");
    // Success counts criticals: the plain roll's éxito and crítico together.
    let plain_success = p(&plain["outcomes"]["exito"]) + p(&plain["outcomes"]["critico"]);
    assert!((p(&a["value_without"]) - plain_success).abs() < 1e-12, "{with}");
    // Typed faces and chosen positions belong to the roll, not to its odds.
    let (_, typed) = odds(
        &app,
        &id,
        &gm,
        json!({"car": 4, "hab": 3, "dif": 15, "aspecto": true, "dados": [3, 7, 9], "repetir": [1]}),
    )
    .await;
    assert_eq!(typed, with);
}

#[tokio::test]
async fn hitos_odds_with_the_gms_aspect_against_are_the_clis() {
    let app = memory_app().await;
    let (id, gm) = hitos_table(&app, true).await;
    let (s, against) = odds(
        &app,
        &id,
        &gm,
        json!({"car": 4, "hab": 3, "dif": 15, "aspecto_contra": true}),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{against}");
    assert_eq!(
        against,
        cli(
            Some(15),
            Some((Polarity::Negative, Objective::Success)),
            CritMode::Realistic
        )
    );
    // Without a difficulty the activation is played for the mean total, as the roll's advice.
    let (_, mean) = odds(&app, &id, &gm, json!({"car": 4, "hab": 3, "aspecto_contra": true})).await;
    assert_eq!(
        mean,
        cli(None, Some((Polarity::Negative, Objective::Mean)), CritMode::Realistic)
    );
    assert_eq!(mean["activation"]["objective"], "media");
}

/// H165: an activation in favour and one against declared before the reroll cancel each
/// other, as `tirada hitos --aspecto --aspecto-contra` plays it: the odds are those of the dice
/// kept, and the roll keeps its dice and moves no point.
#[tokio::test]
async fn hitos_activations_both_ways_cancel_each_other_h165() {
    let app = memory_app().await;
    let (id, gm) = hitos_table(&app, false).await;
    let both = json!({"car": 4, "hab": 3, "aspecto": true, "aspecto_contra": true});
    let (s, v) = odds(&app, &id, &gm, both.clone()).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v, cli(None, None, CritMode::Spectacular));
    let mut typed = both;
    typed["dados"] = json!([2, 5, 9]);
    let uri = format!("/api/tables/{id}/rolls");
    let (s, v) = call(&app, "POST", &uri, Some(&gm), Some(json!({ "request": typed }))).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(
        (
            v["roll"]["dice"].clone(),
            v["roll"]["steps"][0]["step"].clone(),
            v["roll"]["drama"].clone()
        ),
        (json!([2, 5, 9]), json!("activaciones_anuladas"), json!([]))
    );
}
