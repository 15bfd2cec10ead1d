//! Issue #17 point 22: one policy for typed dice in every command. Once a face is typed, a die
//! the roll needs and nobody typed is bad input naming the flag its faces go in; with
//! `--tirar-resto` tirada rolls it, prints it as rolled and lists it in the JSON as `tirados`.

mod common;

use common::{bad, human, json};

#[test]
fn portal_a_discomfort_die_left_out_is_named_or_rolled_and_shown() {
    let args = ["portal", "--blancos", "5,3,1", "--malestar", "1", "--dif", "4"];
    let e = bad(&args);
    assert!(e.contains("--negros: faltan caras para los dados «negros»"), "{e}");
    assert!(e.contains("--tirar-resto"), "{e}");
    let e = bad(&[&args[..], &["--lang", "en"]].concat());
    assert!(e.contains("--negros: too few faces"), "{e}");
    let v = json(&[&args[..], &["--tirar-resto", "--seed", "3", "--json"]].concat());
    let rolled = v["tirados"].as_array().unwrap();
    assert_eq!(rolled.len(), 1, "{v}");
    assert_eq!(rolled[0][0], "negros");
    assert!(v["seed"].is_u64(), "a rolled die prints the seed: {v}");
    let last = v["explanation"]["lines"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(
        last,
        format!("Tirados por tirada, no escritos: negros {}", rolled[0][1])
    );
    let out = human(&[&args[..], &["--tirar-resto", "--seed", "3"]].concat());
    assert!(
        out.contains(&format!("tirados por tirada, no escritos: negros {}", rolled[0][1])),
        "{out}"
    );
    // Every die typed: nothing rolled, no seed.
    let v = json(&[&args[..], &["--negros", "4", "--json"]].concat());
    assert!(v.get("tirados").is_none() && v.get("seed").is_none(), "{v}");
}

#[test]
fn portal_a_reroll_past_the_typed_whites_and_a_tempted_die_are_named() {
    // `--repetir blanco:1` needs a fourth white face.
    let args = [
        "portal",
        "--blancos",
        "2,2,1",
        "--fortaleza",
        "1",
        "--dif",
        "4",
        "--repetir",
        "blanco:1",
    ];
    let e = bad(&args);
    assert!(
        e.contains("--blancos: faltan caras para los dados «blancos»: se necesitaba la número 4"),
        "{e}"
    );
    let v = json(&[&args[..], &["--tirar-resto", "--json"]].concat());
    assert_eq!(v["tirados"][0][0], "blancos", "{v}");
    assert_eq!(v["steps"][0]["to"], v["tirados"][0][1], "{v}");
    // Under the best policy the typed faces running out stop the rerolls with advice instead.
    let v = json(&[
        "portal",
        "--blancos",
        "2,2,1",
        "--fortaleza",
        "1",
        "--dif",
        "4",
        "--json",
    ]);
    assert!(v["advice"].is_object() && v.get("tirados").is_none(), "{v}");
    let e = bad(&["portal", "--blancos", "6,6,1", "--tentar", "--dif", "4"]);
    assert!(e.contains("--tentar: faltan caras para los dados «tentado»"), "{e}");
}

#[test]
fn portal_a_fights_untyped_dice_are_named_or_rolled() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/portal/lobos.toml");
    let args = [
        "portal",
        "combate",
        file,
        "--reparto",
        "4,1,2,3,4,5,6",
        "--blancos",
        "6,5,4,3,2,1,3,2,1,1,1,1",
        "--asiento",
        "1",
    ];
    let e = bad(&args);
    assert!(e.contains("--negros: faltan caras"), "{e}");
    let out = human(&[&args[..], &["--tirar-resto", "--seed", "1"]].concat());
    assert!(out.contains("tirados por tirada, no escritos: negros"), "{out}");
}

#[test]
fn single_group_systems_refuse_a_short_list_of_faces() {
    // Fate, MIRILLA, Hitos and dice notation: one list of faces, every face needed typed.
    let e = bad(&["fate", "--dados", "+-"]);
    assert!(e.contains("--dados"), "{e}");
    let e = bad(&["mirilla", "--dados", "6", "--seguidos", "2"]);
    assert!(e.contains("--dados"), "{e}");
    let e = bad(&["hitos", "--dados", "4,4,9", "--aspecto", "--repetir", "1"]);
    assert!(e.contains("faltan caras para los dados «dados»"), "{e}");
    let e = bad(&["roll", "3d6", "--dados", "1,2"]);
    assert!(e.contains("faltan caras"), "{e}");
}
