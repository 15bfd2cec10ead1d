//! `tirada portal` and `tirada odds portal` against docs/contract.md.

mod common;

use common::{bad, each, json, line, line_with, tirada};
use serde_json::Value;
use std::process::Command;
use tirada_dice::Fraction;

fn frac(v: &Value) -> Fraction {
    v.as_str().unwrap().parse().unwrap()
}

#[test]
fn roll_json_has_the_contract_fields() {
    let v = json(&line(
        "portal --blancos 2,3,5 --negros 4,5 --dif 4 --perfil libro --json",
    ));
    assert_eq!(v["system"], "portal");
    assert_eq!(v["profile"], "libro");
    assert_eq!(
        (v["kept"].as_i64(), v["total"].as_i64(), v["difficulty"].as_i64()),
        (Some(5), Some(4), Some(4))
    );
    assert_eq!(v["outcome"], "parcial");
    assert_eq!(v["dice"][0], serde_json::json!({"color": "blanco", "face": 2}));
    assert_eq!(v["dice"][4], serde_json::json!({"color": "negro", "face": 5}));
    let e = &v["effects"];
    assert_eq!(
        (e["malestar_removed"].as_i64(), e["suerte_kept"].as_i64()),
        (Some(1), Some(0))
    );
    assert_eq!(
        (e["suerte_spent"].as_i64(), e["secuela_points"].as_i64()),
        (Some(0), Some(0))
    );
    assert!(e.get("suerte_recovered").is_none(), "only when tempting");
    assert!(v.get("seed").is_none(), "every die was typed");
}

#[test]
fn ex_fort_2_through_the_cli_with_listed_rerolls() {
    let v = json(&line(
        "portal --blancos 4,3,1,5 --malestar 1 --negros 6,2 --verdes 4 \
         --fortaleza 2 --repetir blanco:1,negro:6 --perfil libro --json",
    ));
    assert_eq!(v["total"], 6);
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 2);
    assert_eq!(
        steps[0],
        serde_json::json!({"step": "repetir", "color": "blanco", "from": 1, "to": 5})
    );
}

#[test]
fn tempting_luck_reports_recovery() {
    let v = json(&line("portal --blancos 4,4,4 --tentar 5 --dif 2 --perfil libro --json"));
    assert_eq!(v["total"], 3);
    assert_eq!(v["effects"]["suerte_recovered"], true);
}

#[test]
fn seeds_repeat_and_best_policy_rerolls_are_steps() {
    let args = [
        "portal",
        "--malestar",
        "2",
        "--suerte",
        "1",
        "--fortaleza",
        "2",
        "--dif",
        "5",
        "--seed",
        "7",
        "--json",
    ];
    let a = json(&args);
    assert_eq!(a, json(&args));
    assert!(a["steps"].as_array().unwrap().len() <= 2);
    let none = json(&line("portal --fortaleza 2 --dif 5 --seed 7 --repetir ninguno --json"));
    assert!(none["steps"].as_array().unwrap().is_empty());
}

#[test]
fn typed_dice_that_run_out_leave_advice_instead_of_rolling() {
    let v = json(&line("portal --blancos 1,2,3 --dif 5 --fortaleza 2 --json"));
    assert_eq!(v["total"], 3);
    assert_eq!(v["advice"]["move"], "repetir");
    assert_eq!(v["advice"]["color"], "blanco");
    assert!(frac(&v["advice"]["value_after"]) > frac(&v["advice"]["value_now"]));
}

#[test]
fn bad_input_says_what_is_allowed() {
    assert!(bad(&["portal", "--malestar", "4"]).contains("como mucho 3 de cada color"));
    assert!(bad(&["portal", "--blancos", "7,1,1"]).contains("la cara 7 no es posible en un d6"));
    let e = bad(&["portal", "--dado", "alto"]);
    assert!(e.contains("«alto»") && e.contains("superior, medio, inferior"), "{e}");
    assert!(bad(&["portal", "--suerte", "1", "--tentar"]).contains("tentar"));
    assert!(bad(&["portal", "--repetir", "azul:3"]).contains("--repetir"));
    assert!(bad(&line("portal --blancos 1,2,3 --repetir blanco:6 --fortaleza 1")).contains("ningún dado blanco"));
}

#[test]
fn odds_without_rerolls_sum_to_one_and_match_the_book_claims() {
    let v = json(&["odds", "portal", "--dif", "5", "--perfil", "libro", "--json"]);
    let o = &v["outcomes"];
    assert_eq!(frac(&o["exito"]), "91/216".parse().unwrap());
    let sum = ["exito", "parcial", "fallo", "pifia"]
        .iter()
        .fold(Fraction::zero(), |acc, k| acc.add(&frac(&o[k])));
    assert_eq!(sum, Fraction::one());
    assert_eq!(v["distribution"].as_array().unwrap().last().unwrap()["total"], 8);
}

/// N5/N6: the best policy at difficulty 5 keeping High, 1–5 rerolls: 51.8, 59.8, 66.5, 72.1, 76.7 %.
#[test]
fn odds_under_the_best_policy_match_section_9() {
    for (rerolls, pct) in [
        ("1", "51.8"),
        ("2", "59.8"),
        ("3", "66.5"),
        ("4", "72.1"),
        ("5", "76.7"),
    ] {
        let v = json(&line_with(
            "odds portal --dif 5 --fortaleza",
            rerolls,
            "--perfil libro --json",
        ));
        assert_eq!(
            format!("{:.1}", frac(&v["outcomes"]["exito"]).percent()),
            pct,
            "{rerolls} rerolls"
        );
        assert_eq!(v["best"], v["outcomes"]["exito"]);
        let total = v["distribution"]
            .as_array()
            .unwrap()
            .iter()
            .fold(Fraction::zero(), |acc, r| acc.add(&frac(&r["p"])));
        assert_eq!(total, Fraction::one());
    }
}

#[test]
fn human_output_names_each_effect() {
    let out = tirada(&line("portal --blancos 2,3,5 --negros 4,5 --dif 4 --perfil libro"));
    let text = String::from_utf8(out.stdout).unwrap();
    // The roll is printed as its explanation, the words the web table and the export use.
    assert!(text.contains("El dado negro 5 empata: −1 y se elimina"), "{text}");
    assert!(text.contains("El dado negro 4 queda superado: no resta"));
    assert!(text.starts_with("ÉXITO PARCIAL: total 4 contra dificultad 4"));
    // The profile it was resolved under comes first, as the header did before.
    assert!(
        text.lines().nth(1) == Some("  Perfil del libro (reglas beta)"),
        "{text}"
    );
}

#[test]
fn interactive_rerolls_ask_for_physical_faces_and_show_advice() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_tirada"))
        .args([
            "portal",
            "--blancos",
            "1,2,3",
            "--dif",
            "5",
            "--fortaleza",
            "2",
            "--interactivo",
            "--json",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"azul 9\nblanco 1\n6\n\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((v["total"].as_i64(), v["outcome"].as_str()), (Some(6), Some("exito")));
    let prompts = String::from_utf8(out.stderr).unwrap();
    assert!(prompts.contains("→ repetir el blanco 1: 30,56 %"), "{prompts}");
    assert!(prompts.contains("No lo entiendo"));
    assert!(prompts.contains("Cara nueva del dado blanco"));
}

#[test]
fn settings_mix_profiles_and_readings_read_the_same_throw() {
    // Summary profile but with the Book's wound penalty: 4 − 1 (tied red) = 3.
    let v = json(&line("portal --blancos 2,4,3 --rojos 4 --regla wound_penalty=1 --json"));
    assert_eq!((v["profile"].as_str(), v["total"].as_i64()), (Some("resumen"), Some(3)));
    // EX-DMG-BRUNAK through the CLI: attack 6, character damage 6, weapon High + 2 = 8.
    let v = json(&line(
        "portal --blancos 6,6,4 --negros 6 --tipo ataque \
         --lectura dano:superior --lectura arma:superior:+2 --perfil libro --json",
    ));
    let totals: Vec<i64> = each(&v["readings"], |r| r["total"].as_i64().unwrap());
    assert_eq!((v["total"].as_i64(), totals), (Some(6), vec![6, 8]));
    assert!(bad(&["portal", "--regla", "magia=1"]).contains("reglas posibles"));
    assert!(bad(&["portal", "--lectura", "dano"]).contains("TIPO:DADO"));
}

#[test]
fn the_transcript_records_every_setting_it_was_resolved_under() {
    let v = json(&["portal", "--blancos", "2,4,3", "--regla", "wound_penalty=1", "--json"]);
    assert_eq!(v["rules"]["profile"], "resumen");
    assert_eq!(v["rules"]["wound_penalty"], 1);
    assert_eq!(v["rules"]["six_clears_discomfort_in_combat"], false);
}
