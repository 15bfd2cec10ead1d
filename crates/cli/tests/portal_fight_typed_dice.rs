//! `tirada portal combate` with typed dice for every group the tracker throws.

mod common;

use common::{bad, json, line_with};

fn example(name: &str) -> String {
    format!("{}/../../examples/portal/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn needed(v: &serde_json::Value) -> Vec<i64> {
    v["log"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["entrada"] == "ataque")
        .map(|l| l["exchange"]["needed"].as_i64().unwrap())
        .collect()
}

/// EX-MULTI-DORKAR through the CLI (B1519–B1529): the goblin rolling 1 on its coupling die helps
/// the other two, so the three attacks need more than 2, 3 and 3; other coupling dice, other
/// difficulties.
#[test]
fn ex_multi_dorkar_with_typed_coupling_dice() {
    let file = example("dorkar.toml");
    let run = |coupling: &str| json(&[coupled(&file, coupling), vec!["--json"]].concat());
    assert_eq!(needed(&run("1,3,5")), [2, 3, 3]);
    assert_ne!(needed(&run("5,5,5")), [2, 3, 3], "the typed coupling dice are read");
}

/// Dorkar's fight (seat 1) with its dice typed and `coupling` as the coupling dice.
fn coupled<'a>(file: &'a str, coupling: &'a str) -> Vec<&'a str> {
    let mut args = line_with(
        "portal combate",
        file,
        "--asiento 1 --blancos 4,3,1,6,5,4,6,5,4,6,5,4 --reparto 2,2,2 --acoplar",
    );
    args.push(coupling);
    args
}

/// Coupling dice are d6 faces; a typed group left over is an error.
#[test]
fn bad_coupling_dice_are_refused() {
    let file = example("dorkar.toml");
    for coupling in ["7,1,1", "1,3,5,6"] {
        let err = bad(&coupled(&file, coupling));
        assert!(err.contains("acoplar"), "{err}");
    }
}

/// CB8 (B1088): extra free actions in the encounter file show in the log and cost reflexes.
#[test]
fn extra_free_actions_in_the_file() {
    let path = common::temp_file(
        "portal2-combate",
        "libres.toml",
        "pelea = \"entre_amigos\"\n[[participantes]]\nnombre = \"Ana\"\n\
         accion = { maniobra = \"defensa_total\", acciones_libres_extra = 1 }\n\
         [[participantes]]\nnombre = \"Bea\"\n",
    );
    let file = path.to_str().unwrap();
    // Initial rolls: Ana [6,5,4] (reflexes 5, composure 5), Bea [2,2,2].
    let args = ["portal", "combate", file, "--asiento", "1", "--blancos", "6,5,4,2,2,2"];
    let v = json(&[&args[..], &["--json"]].concat());
    let log = v["log"].as_array().unwrap();
    let free = log.iter().find(|l| l["entrada"] == "acciones_libres_extra").unwrap();
    assert_eq!((free["count"].as_i64(), free["reflexes"].as_i64()), (Some(1), Some(4)));
    let text = common::human(&args);
    assert!(text.contains("Ana: 1 acción libre de más → reflejos 4"), "{text}");
    let en = common::human(&[&args[..], &["--lang", "en"]].concat());
    assert!(en.contains("1 extra free action"), "{en}");
}
