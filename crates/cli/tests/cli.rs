//! The machine interface of `docs/contract.md`: JSON shapes, exact values, exit codes.

mod common;

use common::{bad, each, json, tirada};
use serde_json::Value;

/// The distribution as numerators over `den`.
fn over(v: &Value, den: u64) -> Vec<u64> {
    v["distribution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            let (n, d) = row["p"].as_str().unwrap().split_once('/').unwrap();
            let (n, d): (u64, u64) = (n.parse().unwrap(), d.parse().unwrap());
            assert_eq!(den % d, 0);
            n * (den / d)
        })
        .collect()
}

#[test]
fn odds_fixtures_are_exact() {
    assert_eq!(
        over(&json(&["odds", "3d10km", "--json"]), 1000),
        [28, 76, 112, 136, 148, 148, 136, 112, 76, 28]
    );
    assert_eq!(over(&json(&["odds", "3d6kh1", "--json"]), 216), [1, 7, 19, 37, 61, 91]);
    assert_eq!(over(&json(&["odds", "3d6km", "--json"]), 216), [16, 40, 52, 52, 40, 16]);
    assert_eq!(
        over(&json(&["odds", "4dF", "--json"]), 81),
        [1, 4, 10, 16, 19, 16, 10, 4, 1]
    );
}

#[test]
fn odds_json_has_the_contract_fields() {
    let v = json(&["odds", "3d10km+5", "--json"]);
    assert_eq!(v["mean"], "21/2");
    assert_eq!(v["truncated"], "0/1");
    let rows = v["distribution"].as_array().unwrap();
    assert_eq!(rows[0]["value"], 6);
    assert_eq!(rows[0]["p"], "7/250");
    assert_eq!(rows.last().unwrap()["value"], 15);
    let values: Vec<i64> = rows.iter().map(|r| r["value"].as_i64().unwrap()).collect();
    assert!(values.windows(2).all(|w| w[0] < w[1]), "increasing values");
    let v = json(&["odds", "2d12!", "--profundidad", "3", "--json"]);
    assert_eq!(v["truncated"], "41471/429981696");
    let v = json(&["odds", "1d6", "--json"]);
    assert_eq!(v["distribution"][0]["p"], "1/6");
}

#[test]
fn roll_with_seed_repeats_and_typed_faces_are_used() {
    let a = json(&["roll", "20d10kh3+2", "--seed", "42", "--json"]);
    let b = json(&["roll", "20d10kh3+2", "--seed", "42", "--json"]);
    assert_eq!(a, b);
    assert_eq!(a["dice"].as_array().unwrap().len(), 20);
    let v = json(&["roll", "3d10km+7", "--dados", "9,2,5", "--json"]);
    assert_eq!(v["total"], 12);
    let kept: Vec<bool> = each(&v["dice"], |d| d["kept"].as_bool().unwrap());
    assert_eq!(kept, [false, false, true]);
    assert_eq!(json(&["roll", "4dF", "--dados", "+-0+", "--json"])["total"], 1);
}

#[test]
fn bad_input_exits_2_with_one_clear_sentence() {
    assert_eq!(
        bad(&["odds", "3d"]),
        "tirada: expresión no válida: falta el número de caras después de 'd' (posición 3)"
    );
    assert!(bad(&["roll", "3d6+", "--json"]).contains("falta un número o unos dados"));
    assert!(bad(&["roll", "3d6", "--dados", "1,2,7"]).contains("la cara 7 no es posible en un d6"));
    assert!(bad(&["roll", "3d6", "--dados", "1,2"]).contains("faltan caras"));
    assert!(bad(&["roll", "3d6", "--dados", "1,2,3,4"]).contains("sobran caras"));
    assert!(bad(&["odds", "3d6", "--foo"]).contains("opción desconocida «--foo»"));
    assert!(bad(&["odds", "3d6", "--profundidad", "x"]).contains("--profundidad"));
    assert!(bad(&["odds", "1000d10000"]).contains("demasiado grande"));
    assert!(bad(&["odds", "3d", "--lang", "en"]).contains("the number of sides is missing after 'd' (position 3)"));
}

#[test]
fn human_output_is_spanish_by_default_and_english_on_request() {
    let out = String::from_utf8(tirada(&["odds", "3d6kh1"]).stdout).unwrap();
    assert!(out.contains("probabilidad") && out.contains("al menos") && out.contains("91/216"));
    assert!(out.contains("42,13 %"), "{out}");
    let out = String::from_utf8(tirada(&["odds", "3d6kh1", "--lang", "en"]).stdout).unwrap();
    assert!(out.contains("probability") && out.contains("42.13%"));
    let out = String::from_utf8(tirada(&["roll", "3d10km", "--dados", "9,2,5"]).stdout).unwrap();
    // The roll is printed as its explanation, the words the web table and the export use.
    assert!(out.starts_with("3d10km → 5\n"), "{out}");
    assert!(out.contains("+ 3d10km: 9 (descartado), 2 (descartado), 5 = 5"), "{out}");
    let out = String::from_utf8(tirada(&["roll", "3d10km", "--dados", "9,2,5", "--lang", "en"]).stdout).unwrap();
    assert!(out.contains("+ 3d10km: 9 (dropped), 2 (dropped), 5 = 5"), "{out}");
    let out = String::from_utf8(tirada(&["roll", "1d20+3 [ataque]", "--dados", "12"]).stdout).unwrap();
    assert!(
        out.starts_with("1d20+3 [ataque] → 15\n"),
        "the label is in the headline: {out}"
    );
}

#[test]
fn a_flag_before_a_subcommand_that_does_not_take_it_is_named() {
    let e = bad(&["chasis", "--mod", "2", "contienda"]);
    assert!(
        e.contains("--mod") && e.contains("no se puede usar con esa orden"),
        "{e}"
    );
    assert!(!e.contains("tirada:  "), "{e}");
}

/// `tirada … | head -1`: when the reader closes the pipe early, tirada ends quietly (killed by
/// SIGPIPE as any Unix filter), never with a panic message on stderr.
#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_tirada_quietly() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_tirada"))
        .args(["odds", "400d6"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 16];
    child.stdout.as_mut().unwrap().read_exact(&mut first).unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
}
