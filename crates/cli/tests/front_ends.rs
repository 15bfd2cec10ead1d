//! One request, one transcript (issue 24): the same typed request through the CLI (`--json`
//! with the faces typed) and through the web table (in-process HTTP, the same faces) gives the
//! same roll object, byte for byte once its keys are in one order, in every system — the cases
//! the two front ends used to answer differently included (PORTAL's `especialidad` with a
//! superhuman Fortaleza, CHASIS's GM decisions and automatic results, Hitos' activation by the
//! GM for an NPC, H155/H157, and against another player's roll, H111/H127).
//!
//! Left out of the comparison, by design, are what each front end adds for its reader:
//! `explanation` (compared by `explanation.rs`), the CLI's `seed` (the table's dice come from
//! its event, not a seed per roll), the table's `rerolls_left` and `advice` (its dice stay
//! clickable after the roll; the CLI's `advice` is only for typed faces that ran out) and the
//! table's `activation_plan` (a Hitos activation's first view, kept beside `choice` for the
//! pages that read it); in the odds, the table's older `value` beside `total` in a MIRILLA
//! degree's rows (checked equal, then left out).

mod common;
#[path = "../../web/tests/common/mod.rs"]
mod web;

use serde_json::{json, Map, Value};
use web::call;

/// Left out besides what one front end adds for its reader (`common::both_ways::READERS`):
/// the explanation, compared by `explanation.rs`.
const READERS: &[&str] = &["explanation"];

/// Beyond the cases every roll is narrated from ([`common::both_ways::cases`]): what the two
/// front ends used to answer differently, and Fate's faces typed as symbols. (A typed roll's
/// rest, `tirar_resto`, is rolled from the CLI's seed or the table's event: not comparable.)
fn more() -> Vec<(&'static str, Value, &'static str, Value)> {
    vec![
        // S53, S55: the best Fortaleza's specialty, a superhuman one (+3, not the first's +2).
        (
            "portal",
            json!({}),
            "--blancos 4,4,4 --fortaleza 2 --sobrehumana 3 --especialidad --dif 5 --repetir ninguno",
            json!({"blancos":[4,4,4],"fortaleza":[2],"sobrehumana":[3],"especialidad":true,"dif":5,"repetir":"ninguno"}),
        ),
        (
            "hitos",
            json!({}),
            "--dados 3,7,9,10 --car 3 --hab 2 --dif 12 --aspecto --repetir 1",
            json!({"dados":[3,7,9,10],"car":3,"hab":2,"dif":12,"aspecto":true,"repetir":[1]}),
        ),
        // H139: the activation paid by exhausting an aspect.
        (
            "hitos",
            json!({}),
            "--dados 3,7,9,10 --car 3 --dif 12 --aspecto --agotar Valiente --repetir 1",
            json!({"dados":[3,7,9,10],"car":3,"dif":12,"aspecto":true,"agotar":"Valiente","repetir":[1]}),
        ),
        (
            "fate",
            json!({}),
            "--dados +-0+ --hab 2 --dif 2",
            json!({"dados":"+-0+","hab":2,"dif":2}),
        ),
        // The CLI's Fate modifiers, now keys of the table's request too (one FateRequest).
        (
            "fate",
            json!({}),
            "--dados +-0+ --hab 3 --defensa-total --reaccion --consecuencias 1 --modifica 2 --dif 4",
            json!({"dados":"+-0+","hab":3,"defensa_total":true,"reaccion":true,"consecuencias":1,"modifica":[2],"dif":4}),
        ),
        // C1198, C370: the GM's decisions on a check.
        (
            "chasis",
            json!({}),
            "--dados 3,7 --irrealizar",
            json!({"dados":[3,7],"irrealizar":true}),
        ),
        (
            "chasis",
            json!({}),
            "--dados 6,7 --neutro-a-fallo",
            json!({"dados":[6,7],"neutro_a_fallo":true}),
        ),
        // C1196: a result bought with energy, success or the GM's failure.
        ("chasis", json!({}), "--automatico", json!({"automatico":"exito"})),
        ("chasis", json!({}), "--fallo-automatico", json!({"automatico":"fallo"})),
    ]
}

/// The roll object without what only one front end adds, its keys sorted at every level.
fn transcript(v: &Value) -> String {
    fn sorted(v: &Value) -> Value {
        match v {
            Value::Object(m) => {
                let mut keys: Vec<&String> = m.keys().collect();
                keys.sort();
                Value::Object(
                    keys.into_iter()
                        .map(|k| (k.clone(), sorted(&m[k])))
                        .collect::<Map<_, _>>(),
                )
            }
            Value::Array(a) => Value::Array(a.iter().map(sorted).collect()),
            other => other.clone(),
        }
    }
    let mut v = v.clone();
    for key in READERS.iter().chain(common::both_ways::READERS) {
        v.as_object_mut().expect("a roll object").remove(*key);
    }
    sorted(&v).to_string()
}

/// A new table of `system`: its id and its GM's token.
async fn table(app: &axum::Router, system: &str, ruleset: Value) -> (String, String) {
    let body = json!({"name": "Mesa", "system": system, "ruleset": ruleset});
    let (_, t) = call(app, "POST", "/api/tables", None, Some(body)).await;
    (t["id"].as_str().unwrap().into(), t["gm_token"].as_str().unwrap().into())
}

/// The roll object the table answers for `request`, made by its GM.
async fn table_roll(app: &axum::Router, id: &str, gm: &str, request: Value) -> Value {
    let uri = format!("/api/tables/{id}/rolls");
    let (status, v) = call(app, "POST", &uri, Some(gm), Some(json!({ "request": request }))).await;
    assert_eq!(status.as_u16(), 201, "{request}: {v}");
    v["roll"].clone()
}

#[tokio::test]
async fn the_cli_and_the_table_give_the_same_transcript_for_the_same_request() {
    let app = web::memory_app().await;
    for (system, ruleset, args, request) in common::both_ways::cases().into_iter().chain(more()) {
        let (id, gm) = table(&app, system, ruleset).await;
        let mut cli_args: Vec<&str> = vec![system];
        cli_args.extend(args.split(' '));
        cli_args.push("--json");
        let cli = common::json(&cli_args);
        let api = table_roll(&app, &id, &gm, request).await;
        assert_eq!(transcript(&cli), transcript(&api), "{system} {args}");
    }
}

/// The generic notation at any table (the chat's `/r`), with faces typed as `tirada roll
/// --dados` types them: the same object, its flat `dice` list included.
#[tokio::test]
async fn a_notation_roll_is_the_same_object_in_the_cli_and_at_the_table() {
    let app = web::memory_app().await;
    let (id, gm) = table(&app, "fate", json!({})).await;
    for (expr, faces) in [("3d10km+7", "4,9,2"), ("4dF+1", "1,-1,0,1"), ("2d6!+1", "6,3,2")] {
        let cli = common::json(&["roll", expr, "--dados", faces, "--json"]);
        let typed: Vec<i64> = faces.split(',').map(|f| f.parse().unwrap()).collect();
        let api = table_roll(&app, &id, &gm, json!({"notacion": expr, "dados": typed})).await;
        assert_eq!(transcript(&cli), transcript(&api), "{expr}");
    }
}

/// One request, one answer for the odds too (the contract's `POST …/odds`: the object of
/// `tirada odds SYSTEM --json`), in every system.
#[tokio::test]
async fn the_cli_and_the_table_give_the_same_odds_for_the_same_request() {
    let app = web::memory_app().await;
    let cases = [
        ("portal", "--malestar 1 --dif 4", json!({"malestar": 1, "dif": 4})),
        ("portal", "--fortaleza 1 --dif 5", json!({"fortaleza": 1, "dif": 5})),
        (
            "hitos",
            "--car 3 --hab 2 --dif 12",
            json!({"car": 3, "hab": 2, "dif": 12}),
        ),
        (
            "hitos",
            "--car 3 --hab 2 --dif 12 --aspecto",
            json!({"car": 3, "hab": 2, "dif": 12, "aspecto": true}),
        ),
        ("fate", "--hab 2 --dif 2", json!({"hab": 2, "dif": 2})),
        (
            "fate",
            "--hab 1 --modifica 2 --defensa-total --reaccion",
            json!({"hab": 1, "modifica": [2], "defensa_total": true, "reaccion": true}),
        ),
        ("chasis", "--mod 2", json!({"mod": 2})),
        (
            "mirilla",
            "--seguidos 3 --minimo 6",
            json!({"seguidos": 3, "minimo": 6}),
        ),
        ("mirilla", "", json!({})),
    ];
    for (system, args, request) in cases {
        let (id, gm) = table(&app, system, json!({})).await;
        let mut cli_args = vec!["odds", system];
        cli_args.extend(args.split(' ').filter(|a| !a.is_empty()));
        cli_args.push("--json");
        let cli = common::json(&cli_args);
        let uri = format!("/api/tables/{id}/odds");
        let (status, api) = call(&app, "POST", &uri, Some(&gm), Some(json!({ "request": request }))).await;
        assert_eq!(status.as_u16(), 200, "{system} {request}: {api}");
        let mut api = api;
        for row in api["distribution"].as_array_mut().into_iter().flatten() {
            if let Some(value) = row.as_object_mut().and_then(|r| r.remove("value")) {
                assert_eq!((system, &value), ("mirilla", &row["total"]), "{row}");
            }
        }
        assert_eq!(transcript(&cli), transcript(&api), "odds {system} {args}");
    }
}

/// A Hitos table where players type dice, with the GM's token, a player's and that player's
/// character (`sheet`), and a second player with a character of 1 drama point: (table, GM,
/// first player, their character, second player, theirs).
async fn hitos_seated(app: &axum::Router, sheet: Value) -> [String; 6] {
    let body = json!({"name": "Mesa", "system": "hitos",
        "settings": {"players_set_difficulty": true, "players_type_dice": true}});
    let (_, t) = call(app, "POST", "/api/tables", None, Some(body)).await;
    let id = t["id"].as_str().unwrap().to_string();
    let code = t["invite_code"].as_str().unwrap();
    let (_, ana) = web::join(app, &id, code, "Ana").await;
    let (_, bruno) = web::join(app, &id, code, "Bruno").await;
    let ana_c = web::character(app, &id, &ana, sheet).await;
    let bruno_sheet = json!({"nombre": "Bruno", "drama": 2, "puntos_dramaticos": 1,
        "caracteristicas": {"fortaleza": 3, "reflejos": 3, "intelecto": 3, "voluntad": 3}});
    let bruno_c = web::character(app, &id, &bruno, bruno_sheet).await;
    [id, t["gm_token"].as_str().unwrap().into(), ana, ana_c, bruno, bruno_c]
}

/// H155, H157: the GM activates an aspect in favour of an NPC's roll from the infinite pool, the
/// point to the player most affected — a character created at the table, named as the CLI's
/// `--punto-para` names it: the same roll object.
#[tokio::test]
async fn the_gms_activation_for_an_npc_is_the_same_roll_in_the_cli_and_at_the_table_h155_h157() {
    let app = web::memory_app().await;
    let jakar = json!({"nombre": "Jakar", "drama": 2, "puntos_dramaticos": 0,
        "caracteristicas": {"fortaleza": 4, "reflejos": 3, "intelecto": 5, "voluntad": 4}});
    let [id, gm, ..] = hitos_seated(&app, jakar).await;
    let cli = common::json(&common::line(
        "hitos --dados 3,7,9,10 --car 3 --dif 12 --aspecto --dj --punto-para Jakar --repetir 1 --json",
    ));
    let api = table_roll(
        &app,
        &id,
        &gm,
        json!({"dados": [3, 7, 9, 10], "car": 3, "dif": 12, "aspecto": true, "dj": true, "punto_para": "Jakar", "repetir": [1]}),
    )
    .await;
    assert_eq!(transcript(&cli), transcript(&api));
}

/// H111, H127: a player's aspect against another player's roll, let be or cancelled by paying:
/// the CLI plays it in one command (`--aspecto-contra`, `--cancelar`), the table in three steps
/// (the roll, the declaration, the roller's answer); the roll each ends with is the same object.
#[tokio::test]
async fn an_aspect_against_a_roll_is_the_same_roll_in_the_cli_and_at_the_table_h111_h127() {
    let app = web::memory_app().await;
    let ana_sheet = json!({"nombre": "Ana", "drama": 2, "puntos_dramaticos": 1,
        "caracteristicas": {"fortaleza": 3, "reflejos": 3, "intelecto": 3, "voluntad": 3}});
    let [id, _, ana, ana_c, bruno, bruno_c] = hitos_seated(&app, ana_sheet).await;
    // Cancelled first: Bruno, paid back two points, then has one for the second.
    let cases = [
        ("--dados 9,7,3 --cancelar", json!({"cancelar": true})),
        ("--dados 9,7,3,1 --repetir 1", json!({"dados": [1]})),
    ];
    for (args, answer) in cases {
        let mut cli_args = vec!["hitos", "--car", "3", "--dif", "12", "--aspecto-contra", "Torpe"];
        cli_args.extend(args.split(' '));
        cli_args.push("--json");
        let cli = common::json(&cli_args);
        let roll = json!({"character_id": ana_c, "request": {"car": 3, "dif": 12, "dados": [9, 7, 3]}});
        let (s, r) = call(&app, "POST", &format!("/api/tables/{id}/rolls"), Some(&ana), Some(roll)).await;
        assert_eq!(s.as_u16(), 201, "{r}");
        let seq = r["seq"].as_i64().unwrap();
        let mut declared = json!({"character_id": bruno_c, "aspecto": "Torpe"});
        if answer.get("dados").is_some() {
            declared["repetir"] = json!([1]);
        }
        let uri = format!("/api/tables/{id}/rolls/{seq}/against");
        let (s, v) = call(&app, "POST", &uri, Some(&bruno), Some(declared)).await;
        assert_eq!(s.as_u16(), 201, "{v}");
        let (s, api) = call(&app, "POST", &format!("{uri}/answer"), Some(&ana), Some(answer)).await;
        assert_eq!(s.as_u16(), 201, "{api}");
        assert_eq!(transcript(&cli), transcript(&api["roll"]), "{args}");
    }
}
