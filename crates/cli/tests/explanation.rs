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
        (
            "portal",
            json!({}),
            "--blancos 4,4,2 --dif 4 --repetir ninguno",
            json!({"blancos":[4,4,2],"dif":4,"repetir":"ninguno"}),
        ),
        (
            "portal",
            json!({}),
            "--blancos 3,3,3 --negros 3 --dif 3 --repetir ninguno",
            json!({"blancos":[3,3,3],"negros":[3],"dif":3,"repetir":"ninguno"}),
        ),
        (
            "portal",
            json!({}),
            "--blancos 6,2,2 --verdes 6 --dif 7 --repetir ninguno",
            json!({"blancos":[6,2,2],"verdes":[6],"dif":7,"repetir":"ninguno"}),
        ),
        (
            "portal",
            json!({}),
            "--blancos 5,5,4 --rojos 5,2 --dif 4 --repetir ninguno",
            json!({"blancos":[5,5,4],"rojos":[5,2],"dif":4,"repetir":"ninguno"}),
        ),
        (
            "portal",
            json!({}),
            "--blancos 1,2,3 --dif 2 --repetir ninguno",
            json!({"blancos":[1,2,3],"dif":2,"repetir":"ninguno"}),
        ),
        (
            "portal",
            json!({}),
            "--blancos 6,6,6 --negros 6,6 --dif 8 --repetir ninguno",
            json!({"blancos":[6,6,6],"negros":[6,6],"dif":8,"repetir":"ninguno"}),
        ),
        (
            "hitos",
            json!({}),
            "--car 3 --hab 2 --dif 10 --dados 1,1,5",
            json!({"car":3,"hab":2,"dif":10,"dados":[1,1,5]}),
        ),
        (
            "hitos",
            json!({}),
            "--car 4 --hab 3 --dif 12 --dados 2,6,8",
            json!({"car":4,"hab":3,"dif":12,"dados":[2,6,8]}),
        ),
        (
            "hitos",
            json!({}),
            "--car 6 --hab 0 --dif 9 --dados 9,3,4",
            json!({"car":6,"hab":0,"dif":9,"dados":[9,3,4]}),
        ),
        (
            "hitos",
            json!({}),
            "--car 5 --hab 5 --dif 20 --dados 7,7,7",
            json!({"car":5,"hab":5,"dif":20,"dados":[7,7,7]}),
        ),
        (
            "hitos",
            json!({}),
            "--car 2 --hab 2 --dif 8 --dados 4,5,6",
            json!({"car":2,"hab":2,"dif":8,"dados":[4,5,6]}),
        ),
        (
            "hitos",
            json!({}),
            "--car 3 --hab 3 --dif 15 --dados 1,5,9",
            json!({"car":3,"hab":3,"dif":15,"dados":[1,5,9]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 0 --dados 0,0,0,0",
            json!({"hab":0,"dados":[0,0,0,0]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 2 --dif 2 --dados -,-,-,-",
            json!({"hab":2,"dif":2,"dados":[-1,-1,-1,-1]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 4 --dif 1 --dados +,+,0,0",
            json!({"hab":4,"dif":1,"dados":[1,1,0,0]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 1 --dif 1 --dados +,-,+,-",
            json!({"hab":1,"dif":1,"dados":[1,-1,1,-1]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 3 --dif 5 --dados +,0,0,0",
            json!({"hab":3,"dif":5,"dados":[1,0,0,0]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 5 --dif 0 --dados -,-,0,0",
            json!({"hab":5,"dif":0,"dados":[-1,-1,0,0]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 1 --dif 2 --dados 0,+,0,0",
            json!({"hab":1,"dif":2,"dados":[0,1,0,0]}),
        ),
        ("chasis", json!({}), "--dados 6,7", json!({"dados":[6,7]})),
        ("chasis", json!({}), "--dados 3,4", json!({"dados":[3,4]})),
        ("chasis", json!({}), "--dados 10,10", json!({"dados":[10,10]})),
        ("chasis", json!({}), "--dados 11,12", json!({"dados":[11,12]})),
        ("chasis", json!({}), "--dados 6,6", json!({"dados":[6,6]})),
        ("chasis", json!({}), "--dados 5,8", json!({"dados":[5,8]})),
        ("chasis", json!({}), "--dados 9,9", json!({"dados":[9,9]})),
        ("mirilla", json!({}), "--dado 1", json!({"dado":1})),
        ("mirilla", json!({}), "--dado 2", json!({"dado":2})),
        ("mirilla", json!({}), "--dado 3", json!({"dado":3})),
        ("mirilla", json!({}), "--dado 5", json!({"dado":5})),
        ("mirilla", json!({}), "--dado 6", json!({"dado":6})),
        (
            "mirilla",
            json!({}),
            "--dados 6,6,6 --seguidos 3",
            json!({"dados":[6,6,6],"seguidos":3}),
        ),
        (
            "mirilla",
            json!({}),
            "--dados 4,3 --seguidos 2 --minimo 4",
            json!({"dados":[4,3],"seguidos":2,"minimo":4}),
        ),
        (
            "mirilla",
            json!({}),
            "--dados 2 --seguidos 1 --minimo 2",
            json!({"dados":[2],"seguidos":1,"minimo":2}),
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
            // The CLI's human output prints the same headline and lines.
            let human = common::human(&cli_args[..cli_args.len() - 1]);
            assert!(
                human.starts_with(&format!("{}\n", e["headline"].as_str().unwrap())),
                "{human}"
            );
            for line in e["lines"].as_array().unwrap() {
                assert!(
                    human.contains(&format!("  {}\n", line.as_str().unwrap())),
                    "{line} not in {human}"
                );
            }
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

/// Every case above by system: at least ten typed-dice rolls each (issue #14, "done when").
#[test]
fn ten_cases_per_system() {
    for system in ["portal", "hitos", "fate", "chasis", "mirilla"] {
        let n = cases().iter().filter(|c| c.0 == system).count();
        assert!(n >= 10, "{system}: {n} cases");
    }
}

/// `tirada roll` (no table plays dice notation): its human output is its `--json` explanation,
/// in es and en, for kept and dropped dice, explosions, Fate dice, constants and labels.
#[test]
fn a_notation_roll_prints_its_explanation() {
    let cases = [
        ("3d10kh2+1", "3,7,9"),
        ("3d10km", "9,2,5"),
        ("2d6!", "6,3,2"),
        ("4dF+2", "1,-1,0,1"),
        ("1d20+3 [ataque]", "12"),
        ("2d8-1", "8,1"),
        ("4d6dl1", "1,4,4,6"),
        ("1d100", "57"),
        ("2d20kl1", "15,4"),
        ("3d6", "2,2,2"),
    ];
    for (expr, faces) in cases {
        for lang in ["es", "en"] {
            let v = common::json(&["roll", expr, "--dados", faces, "--lang", lang, "--json"]);
            let e = &v["explanation"];
            let mut want = format!("{}\n", e["headline"].as_str().expect("a headline"));
            for line in e["lines"].as_array().unwrap() {
                want.push_str(&format!("  {}\n", line.as_str().unwrap()));
            }
            assert_eq!(
                common::human(&["roll", expr, "--dados", faces, "--lang", lang]),
                want,
                "{expr}"
            );
        }
    }
}
