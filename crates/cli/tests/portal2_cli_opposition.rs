//! `tirada portal enfrentamiento` against CONTRACT.md, with the reading aid's worked examples
//! (§7.5) as typed-in totals.

mod common;

use common::{bad, human, json};

/// EX-OPP-ESTALLIDO (B926–B928): Sigilo 2 against Alerta 1 → 1 reroll against none.
#[test]
fn ex_opp_estallido() {
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--a",
        "6",
        "--b",
        "4",
        "--repeticiones-a",
        "2",
        "--repeticiones-b",
        "1",
        "--json",
    ]);
    assert_eq!(v["rerolls"], serde_json::json!([1, 0]));
    assert_eq!(
        (v["result"]["winner"].as_str(), v["result"]["margin"].as_i64()),
        (Some("a"), Some(2))
    );
    let out = human(&["portal", "enfrentamiento", "--a", "6", "--b", "6"]);
    assert!(out.contains("Empate: decide el Guía"), "{out}");
}

/// EX-OPP-CALVIN (B960–B962): the knot's 3, doubled, is difficulty 6: O'Connell needs 7.
#[test]
fn ex_opp_calvin() {
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "aplazado",
        "--a",
        "3",
        "--factor",
        "2",
        "--b",
        "6",
        "--json",
    ]);
    assert_eq!(
        (v["difficulty"].as_i64(), v["success"].as_bool()),
        (Some(6), Some(false))
    );
    let out = human(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "aplazado",
        "--a",
        "3",
        "--factor",
        "2",
        "--b",
        "7",
    ]);
    assert!(out.contains("necesita 7 o más") && out.contains("lo consigue"), "{out}");
}

/// EX-PSY-OUTCOMES (B988–B994): Susan beats Robert by 2. The Book leaves the discomfort to
/// the GM; the Summary gives the margin (S92).
#[test]
fn ex_psy_outcomes() {
    let book = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "psicologico",
        "--a",
        "5",
        "--b",
        "3",
        "--perfil",
        "libro",
        "--json",
    ]);
    assert_eq!(book["influence"]["opposition"]["margin"], 2);
    assert_eq!(book["influence"]["discomfort_if_refused"], serde_json::Value::Null);
    let summary = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "psicologico",
        "--a",
        "5",
        "--b",
        "3",
        "--json",
    ]);
    assert_eq!(summary["influence"]["discomfort_if_refused"], 2);
    let out = human(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "psicologico",
        "--a",
        "5",
        "--b",
        "3",
    ]);
    assert!(out.contains("recibe 2 dados de malestar (S92)"), "{out}");
    // The manipulator's luck die comes off its sheet; a principal has none to pay (B647, A-54).
    let brunak = format!("{}/../../examples/portal/brunak.toml", env!("CARGO_MANIFEST_DIR"));
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "psicologico",
        "--a",
        "5",
        "--b",
        "3",
        "--ficha",
        &brunak,
        "--json",
    ]);
    assert_eq!(v["payment"][0]["evento"], "gastar_suerte");
    assert_eq!(v["state"]["suerte"], 2);
    let markus = format!("{}/../../examples/portal/markus.toml", env!("CARGO_MANIFEST_DIR"));
    let err = bad(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "psicologico",
        "--a",
        "5",
        "--b",
        "3",
        "--ficha",
        &markus,
    ]);
    assert!(err.contains("Markus no tiene dados de suerte"), "{err}");
    let err = bad(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "psicologico",
        "--a",
        "5",
        "--b",
        "3",
        "--suerte",
        "0",
    ]);
    assert!(err.contains("dado de suerte"), "{err}");
}

/// Unequal (B944–B954, S90), team (B1008–B1012) and extended (B932–B942) oppositions.
#[test]
fn unequal_team_and_extended_oppositions() {
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "desigual",
        "--a",
        "4",
        "--b",
        "6",
        "--ventaja",
        "3",
        "--json",
    ]);
    assert_eq!(
        (v["result"]["winner"].as_str(), v["result"]["margin"].as_i64()),
        (Some("a"), Some(1))
    );
    let err = bad(&["portal", "enfrentamiento", "--a", "4", "--b", "6", "--ventaja", "4"]);
    assert!(err.contains("como mucho +3"), "{err}");
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--a",
        "4",
        "--b",
        "6",
        "--ventaja",
        "4",
        "--perfil",
        "libro",
        "--json",
    ]);
    assert_eq!(v["result"]["winner"], "a");
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "doble",
        "--a",
        "4",
        "--b",
        "7",
        "--favorece",
        "a",
        "--json",
    ]);
    assert_eq!(
        (v["result"]["winner"].as_str(), v["doubled"].as_str()),
        (Some("a"), Some("a"))
    );
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "equipos",
        "--a",
        "5,6",
        "--b",
        "7,-2",
        "--json",
    ]);
    assert_eq!(
        (v["result"]["margin"].as_i64(), v["result"]["b_fumbles"].as_bool()),
        (Some(6), Some(true))
    );
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "extendido",
        "--objetivo",
        "4",
        "--intercambios",
        "5:3,4:6,7:2",
        "--json",
    ]);
    assert_eq!(v["leads"], serde_json::json!([2, 0, 5]));
    assert_eq!(v["winner"], "a");
    let err = bad(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "extendido",
        "--objetivo",
        "1",
        "--intercambios",
        "5:3,4:6",
    ]);
    assert!(err.contains("ya estaba decidido"), "{err}");
    // B940: A spends 2 of its lead as aces before the second exchange.
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "extendido",
        "--objetivo",
        "4",
        "--intercambios",
        "5:3,6:4",
        "--gastar-ventaja",
        "2:a:2",
        "--json",
    ]);
    assert_eq!(v["leads"], serde_json::json!([2, 2]));
    assert_eq!(v["spent"][0]["aces"], 2);
    let out = human(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "extendido",
        "--objetivo",
        "4",
        "--intercambios",
        "5:3,6:4",
        "--gastar-ventaja",
        "2:a:2",
    ]);
    assert!(out.contains("A gasta 2 de ventaja como ases"), "{out}");
    let err = bad(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "extendido",
        "--objetivo",
        "4",
        "--intercambios",
        "5:3,6:4",
        "--gastar-ventaja",
        "2:b:1",
    ]);
    assert!(err.contains("no lleva 1 de ventaja"), "{err}");
    let err = bad(&["portal", "enfrentamiento", "--a", "4"]);
    assert!(err.contains("falta --b"), "{err}");
}
