//! One explanation everywhere (issue #14): for the same typed dice and ruleset, `tirada …
//! --json` and the web table's roll answer carry the same `explanation`, in es and en, and the
//! Markdown export shows its headline and lines.

mod common;
#[path = "../../web/tests/common/mod.rs"]
mod web;

use serde_json::{json, Value};
use web::call;

/// (system, table ruleset, CLI arguments, the API's request) — the same dice typed both ways.
fn cases() -> Vec<(&'static str, Value, &'static str, Value)> {
    vec![
        (
            "portal",
            json!({}),
            "--blancos 6,6,3 --negros 4,6 --verdes 2 --dif 5 --repetir ninguno",
            json!({"blancos":[6,6,3],"negros":[4,6],"verdes":[2],"dif":5,"repetir":"ninguno"}),
        ),
        (
            "portal",
            json!({}),
            "--blancos 1,1,1 --rojos 4 --dif 3 --repetir ninguno",
            json!({"blancos":[1,1,1],"rojos":[4],"dif":3,"repetir":"ninguno"}),
        ),
        (
            "portal",
            json!({}),
            "--blancos 2,5,3,5 --negros 5 --fortaleza 1 --dif 5",
            json!({"blancos":[2,5,3,5],"negros":[5],"fortaleza":1,"dif":5}),
        ),
        (
            "portal",
            json!({"perfil":"libro"}),
            "--perfil libro --blancos 5,3,2 --heridas-sin-tirar 1 --dif 2 --repetir ninguno",
            json!({"blancos":[5,3,2],"heridas_sin_tirar":1,"dif":2,"repetir":"ninguno"}),
        ),
        (
            "hitos",
            json!({}),
            "--car 5 --hab 4 --dif 15 --dados 5,4,5 --aspecto Fuerte",
            json!({"car":5,"hab":4,"dif":15,"dados":[5,4,5],"aspecto":"Fuerte"}),
        ),
        (
            "hitos",
            json!({}),
            "--car 5 --hab 4 --mod -1 --dif 15 --dados 10,10,3",
            json!({"car":5,"hab":4,"mod":-1,"dif":15,"dados":[10,10,3]}),
        ),
        (
            "hitos",
            json!({}),
            "--car 5 --hab 4 --dif 15 --dados 3,7,9,1 --aspecto-contra Torpe --dj --repetir 3",
            json!({"car":5,"hab":4,"dif":15,"dados":[3,7,9,1],"aspecto_contra":"Torpe","repetir":[3]}),
        ),
        (
            "hitos",
            json!({"realista":true}),
            "--realista --car 2 --hab 3 --dif 12 --dados 10,10,3",
            json!({"car":2,"hab":3,"dif":12,"dados":[10,10,3]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 2 --dif 3 --dados +,+,+,+",
            json!({"hab":2,"dif":3,"dados":[1,1,1,1]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 1 --dif 4 --dados -,0,0,+",
            json!({"hab":1,"dif":4,"dados":[-1,0,0,1]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 3 --dados 0,0,0,0",
            json!({"hab":3,"dados":[0,0,0,0]}),
        ),
        ("chasis", json!({}), "--dados 12,7", json!({"dados":[12,7]})),
        ("chasis", json!({}), "--dados 1,1", json!({"dados":[1,1]})),
        (
            "chasis",
            json!({"apertura":"tope"}),
            "--apertura tope --dados 12,12,4,5",
            json!({"dados":[12,12,4,5]}),
        ),
        ("mirilla", json!({}), "--dado 4", json!({"dado":4})),
        (
            "mirilla",
            json!({}),
            "--dados 6,5 --seguidos 2",
            json!({"dados":[6,5],"seguidos":2}),
        ),
    ]
}

#[tokio::test]
async fn the_cli_and_the_table_explain_a_roll_alike_and_the_export_shows_it() {
    let app = web::memory_app().await;
    for (system, ruleset, args, request) in cases() {
        let (_, table) = call(
            &app,
            "POST",
            "/api/tables",
            None,
            Some(json!({"name": "Mesa", "system": system, "ruleset": ruleset})),
        )
        .await;
        let (id, gm) = (table["id"].as_str().unwrap(), table["gm_token"].as_str().unwrap());
        for lang in ["es", "en"] {
            let mut cli_args: Vec<&str> = vec![system];
            cli_args.extend(args.split(' '));
            cli_args.extend(["--lang", lang, "--json"]);
            let cli = common::json(&cli_args);
            let (_, api) = call(
                &app,
                "POST",
                &format!("/api/tables/{id}/rolls?lang={lang}"),
                Some(gm),
                Some(json!({ "request": request })),
            )
            .await;
            let e = &cli["explanation"];
            assert!(e["headline"].is_string(), "{system} {args}: {cli}");
            assert_eq!(e, &api["explanation"], "{system} {args} ({lang})");
            let (_, md) = call(
                &app,
                "GET",
                &format!("/api/tables/{id}/export?format=md&lang={lang}"),
                Some(gm),
                None,
            )
            .await;
            let md = md.as_str().unwrap();
            assert!(md.contains(e["headline"].as_str().unwrap()), "{md}");
            for line in e["lines"].as_array().unwrap() {
                assert!(
                    md.contains(&format!("   - {}", line.as_str().unwrap())),
                    "{line} not in {md}"
                );
            }
        }
    }
}
