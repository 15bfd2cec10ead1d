//! Issue #17 point 22: one policy for typed dice in every command. Once a face is typed, a die
//! the roll needs and nobody typed is bad input naming the flag its faces go in; with
//! `--tirar-resto` tirada rolls it, prints it as rolled and lists it in the JSON as `tirados`.

mod common;

use common::{bad, human, json, line};

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
        out.contains(&format!("Tirados por tirada, no escritos: negros {}", rolled[0][1])),
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
    let v = json(&line("portal --blancos 2,2,1 --fortaleza 1 --dif 4 --json"));
    assert!(v["advice"].is_object() && v.get("tirados").is_none(), "{v}");
    let e = bad(&["portal", "--blancos", "6,6,1", "--tentar", "--dif", "4"]);
    assert!(e.contains("--tentar: faltan caras para los dados «tentado»"), "{e}");
}

#[test]
fn single_group_systems_refuse_a_short_list_of_faces() {
    // Fate, MIRILLA, Hitos and dice notation: one list of faces, every face needed typed, and
    // the error says how to have the rest rolled.
    let e = bad(&["fate", "--dados", "+-"]);
    assert!(e.contains("--dados") && e.contains("--tirar-resto"), "{e}");
    let e = bad(&["mirilla", "--dados", "6", "--seguidos", "2"]);
    assert!(e.contains("--dados") && e.contains("--tirar-resto"), "{e}");
    let e = bad(&["hitos", "--dados", "4,4,9", "--aspecto", "--repetir", "1"]);
    assert!(e.contains("--dados: faltan caras para los dados «dados»"), "{e}");
    assert!(e.contains("--tirar-resto"), "{e}");
    let e = bad(&["roll", "3d6", "--dados", "1,2"]);
    assert!(
        e.contains("--dados: faltan caras") && e.contains("--tirar-resto"),
        "{e}"
    );
    let e = bad(&["roll", "3d6", "--dados", "1,2", "--lang", "en"]);
    assert!(e.contains("--dados: too few faces"), "English, not Spanish: {e}");
}

/// With `--tirar-resto` the single-group systems roll what was not typed, keep every typed face
/// in its place, list the rolled ones as `tirados` with the seed, and say so in the explanation
/// and the human output.
#[test]
fn single_group_systems_roll_the_rest_when_asked_and_say_so() {
    type Case<'a> = (&'a [&'a str], &'a [(usize, i64)], usize);
    let cases: [Case; 5] = [
        // (command, typed faces that stay where typed as (index, face), dice rolled)
        (&["fate", "--hab", "2", "--dados", "+-"], &[(0, 1), (1, -1)], 2),
        (
            &["mirilla", "--dados", "6", "--seguidos", "2", "--minimo", "6"],
            &[(0, 6)],
            1,
        ),
        (
            &["hitos", "--car", "3", "--dados", "4,4,9", "--aspecto", "--repetir", "1"],
            &[(1, 4), (2, 9)],
            1,
        ),
        (&["hitos", "--car", "3", "--dados", "4"], &[(0, 4)], 2),
        (&["roll", "3d6", "--dados", "1,2"], &[(0, 1), (1, 2)], 1),
    ];
    for (args, typed, rolled) in cases {
        let v = json(&[args, &["--tirar-resto", "--seed", "7", "--json"]].concat());
        let list = v["tirados"].as_array().unwrap_or_else(|| panic!("{args:?}: {v}"));
        assert_eq!(list.len(), rolled, "{args:?}: {v}");
        assert_eq!(v["seed"], 7, "{args:?}: a rolled die prints the seed: {v}");
        let lines = v["explanation"]["lines"].as_array().unwrap();
        assert!(
            lines
                .iter()
                .any(|l| l.as_str().unwrap().starts_with("Tirados por tirada, no escritos: ")),
            "{args:?}: {v}"
        );
        let out = human(&[args, &["--tirar-resto", "--seed", "7"]].concat());
        assert!(out.contains("Tirados por tirada, no escritos: "), "{args:?}: {out}");
        for &(i, face) in typed {
            let die = &v["dice"][i];
            let shown = die.get("value").unwrap_or(die);
            assert_eq!(shown, face, "{args:?}: die {i} stays as typed: {v}");
        }
    }
    // Every face typed: nothing is rolled, and no seed.
    let v = json(&["fate", "--dados", "+-0+", "--tirar-resto", "--json"]);
    assert!(v.get("tirados").is_none() && v.get("seed").is_none(), "{v}");
    let v = json(&["hitos", "--dados", "4,4,9", "--tirar-resto", "--json"]);
    assert!(v.get("tirados").is_none() && v.get("seed").is_none(), "{v}");
}

/// The one policy in CHASIS too (it is the play layer's, which the table rolls with): a base
/// die left out is refused naming `--dados`, or with `--tirar-resto` rolled and listed.
#[test]
fn chasis_a_base_die_left_out_is_named_or_rolled() {
    assert!(bad(&["chasis", "--dados", "5"]).contains("--dados: la tirada base 2d12 necesita 2 caras"));
    let v = json(&["chasis", "--dados", "5", "--tirar-resto", "--seed", "4", "--json"]);
    let rolled = v["tirados"].as_array().unwrap();
    assert_eq!((rolled.len(), rolled[0][0].as_str()), (1, Some("base")), "{v}");
    assert_eq!(v["dice"][0], 5, "{v}");
}
