//! One explanation everywhere (issue #14): for the same typed dice and ruleset, `tirada …
//! --json` and the web table's roll answer carry the same `explanation`, in es and en, and the
//! Markdown export shows its headline and lines.

mod common;
#[path = "../../web/tests/common/mod.rs"]
mod web;

use common::both_ways::cases;
use serde_json::json;
use web::call;

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
