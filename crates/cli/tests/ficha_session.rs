//! `tirada SYSTEM ficha FILE` for every system, and `--fin-de-sesion` (issue 32): the books'
//! session boundary applied to a sheet, each change printed with its reason and book line —
//! the same play-layer boundary the web table's «Terminar la sesión» applies.

mod common;

use common::*;
use serde_json::{json, Value};

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");

fn example(path: &str) -> String {
    format!("{ROOT}/{path}")
}

/// The reasons of `--fin-de-sesion --json`'s changes.
fn reasons(v: &Value) -> Vec<String> {
    v["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["reason"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn b866_portal_ficha_fin_de_sesion_gives_a_protagonist_two_points() {
    let brunak = example("examples/portal/brunak.toml");
    let v = json(&line_with("--json portal ficha", &brunak, "--fin-de-sesion"));
    // Brunak's sheet holds 2 PP (`[estado] pp = 2`).
    assert_eq!(v["state"]["pp"], 4, "{v}");
    assert_eq!(
        reasons(&v),
        [
            "final de la sesión (S57)",
            "final de la sesión (B866)",
            "inicio de la sesión (B866)"
        ]
    );
    let out = human(&line_with("portal ficha", &brunak, "--fin-de-sesion"));
    assert!(
        out.starts_with("Brunak: 3 cambios") && out.contains("inicio de la sesión (B866)"),
        "{out}"
    );
    // It plays the table's profile and writes nothing: --regla is one sentence.
    let err = bad(&line_with(
        "portal ficha",
        &brunak,
        "--fin-de-sesion --regla damage_model=C",
    ));
    assert!(err.contains("no se combina con --regla"), "{err}");
}

#[test]
fn f79_fate_ficha_fin_de_sesion_refreshes_unless_withheld() {
    let ana = example("examples/fate/ana.toml");
    let v = json(&line_with("--json fate ficha", &ana, "--fin-de-sesion"));
    assert_eq!(reasons(&v), ["refresco entre sesiones (F79)"]);
    let v = json(&line_with(
        "--json fate ficha",
        &ana,
        "--fin-de-sesion --sin-refresco --aventura",
    ));
    assert_eq!(reasons(&v), ["nueva aventura (F275)"]);
}

#[test]
fn h103_hitos_has_a_ficha_and_its_session_brings_back_drama_points() {
    let text = "nombre = \"Ana\"\ndrama = 2\npuntos_dramaticos = 0\n[caracteristicas]\n\
                fortaleza = 3\nreflejos = 3\nintelecto = 3\nvoluntad = 3\n";
    let path = temp_file("ficha-sesion", "ana.toml", text);
    let path = path.to_str().unwrap();
    let v = json(&line_with("--json hitos ficha", path, ""));
    assert_eq!((v["valid"].clone(), v["name"].clone()), (json!(true), json!("Ana")));
    assert_eq!(v["state"]["puntos_dramaticos"], 0);
    let v = json(&line_with("--json hitos ficha", path, "--fin-de-sesion"));
    assert_eq!(v["state"]["puntos_dramaticos"], 2);
    assert_eq!(reasons(&v), ["inicio de la sesión (H103)"]);
    // A sheet that is not one is one sentence naming the file, exit 2.
    let broken = temp_file("ficha-sesion", "rota.toml", "nombre = \"Ana\"\ndrama = \"mucho\"\n");
    let err = bad(&line_with("hitos ficha", broken.to_str().unwrap(), ""));
    assert!(err.contains("rota.toml") && err.lines().count() == 1, "{err}");
}

#[test]
fn c985_chasis_has_a_ficha_and_its_session_runs_transient_qualities_down() {
    let gilius = example("crates/rules/src/chasis/ejemplos/gilius.toml");
    let v = json(&line_with("--json chasis ficha", &gilius, ""));
    assert_eq!(v["system"], "chasis");
    let v = json(&line_with("--json chasis ficha", &gilius, "--fin-de-sesion --aventura"));
    assert_eq!(reasons(&v), ["final de la saga (C985)"]);
}

#[test]
fn mirilla_has_a_ficha_and_a_session_changes_nothing() {
    let path = temp_file("ficha-sesion", "vera.toml", "nombre = \"Vera\"\nnotas = \"ladrona\"\n");
    let path = path.to_str().unwrap();
    let v = json(&line_with("--json mirilla ficha", path, ""));
    assert_eq!(v["sheet"]["notas"], "ladrona");
    let out = human(&line_with("mirilla ficha", path, "--fin-de-sesion"));
    assert!(out.starts_with("Vera: el final de la sesión no cambia nada"), "{out}");
    // A choice only makes sense with --fin-de-sesion.
    let err = bad(&line_with("mirilla ficha", path, "--aventura"));
    assert!(err.contains("--fin-de-sesion"), "{err}");
}
