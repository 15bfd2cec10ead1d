//! `tirada hitos` and `tirada odds hitos`: the contract's fields, typed faces, activations,
//! exact odds and exit codes.

mod common;

use common::{assert_sums_to_one, bad, human, json, line, line_with, refuses, repeated};
use serde_json::json;

#[test]
fn typed_faces_give_the_contract_fields() {
    let v = json(&[
        "hitos", "--car", "5", "--hab", "4", "--dif", "15", "--dados", "7,3,6", "--json",
    ]);
    assert_eq!(v["system"], "hitos");
    assert_eq!(v["dice"], json!([7, 3, 6]));
    assert_eq!(v["sorted"], json!([3, 6, 7]));
    assert_eq!((v["die_value"].clone(), v["total"].clone()), (json!(6), json!(15)));
    assert_eq!(v["outcome"], "exito");
    assert_eq!(v["band"], "media");
    assert!(v.get("seed").is_none(), "typed faces consult no RNG");
}

#[test]
fn read_die_criticals_fumbles_and_realism() {
    let v = json(&["hitos", "--dados", "3,6,7", "--dado", "M", "--json"]);
    assert_eq!(v["die_value"], 7);
    assert!(v.get("outcome").is_none(), "no difficulty, nothing special");
    let v = json(&["hitos", "--dados", "3,6,7", "--dado", "mC", "--json"]);
    assert_eq!(v["die_value"], 9);
    let v = json(&["hitos", "--dados", "10,2,10", "--dif", "30", "--json"]);
    assert_eq!(v["outcome"], "critico");
    assert_eq!(v["temporary_aspect"], json!({"duration": "escena", "beneficial": true}));
    let v = json(&["hitos", "--dados", "10,2,10", "--dif", "30", "--realista", "--json"]);
    assert_eq!(v["outcome"], "fallo");
    let v = json(&["hitos", "--dados", "1,1,10", "--car", "20", "--dif", "10", "--json"]);
    assert_eq!((v["total"].clone(), v["outcome"].clone()), (json!(21), json!("pifia")));
    let v = json(&line("hitos --dados 1,1,10 --car 20 --dif 10 --realista --json"));
    assert_eq!(v["outcome"], "exito");
    let v = json(&line("hitos --dados 5,5,5 --mod -2 --dif muy-dificil --json"));
    assert_eq!((v["total"].clone(), v["difficulty"].clone()), (json!(3), json!(25)));
}

#[test]
fn seeded_rolls_repeat() {
    let a = repeated("hitos --car 3 --seed 42 --json");
    assert_eq!(a["seed"], 42);
    let d = a["dice"].as_array().unwrap();
    assert_eq!(d.len(), 3);
    assert!(d.iter().all(|f| (1..=10).contains(&f.as_u64().unwrap())));
}

#[test]
fn aspect_with_chosen_positions_tv_07() {
    let args = [
        "hitos",
        "--car",
        "8",
        "--dif",
        "16",
        "--dados",
        "2,4,7,7,3",
        "--aspecto",
        "--repetir",
        "1,2",
    ];
    let v = json(&[&args[..], &["--json"]].concat());
    assert_eq!(v["dice"], json!([7, 3, 7]));
    assert_eq!(v["first_dice"], json!([2, 4, 7]));
    assert_eq!((v["die_value"].clone(), v["total"].clone()), (json!(14), json!(22)));
    assert_eq!(v["effect_dice"]["M"], 14);
    assert_eq!(
        v["drama"][0],
        json!({"who": "tirador", "delta": -1, "reason": "activacion_positiva"})
    );
    assert_eq!(v["choice"]["value_after"], "67/100");
    let out = human(&args);
    // The roll is printed as its explanation, the words the web table and the export use.
    assert!(out.starts_with("ÉXITO: 22 contra dificultad 16"), "{out}");
    assert!(
        out.contains("V⁺ 14 + característica 8 + habilidad 0 = 22 ≥ 16"),
        "{out}"
    );
    assert!(
        out.contains("Dados 7, 3, 7 (m 3 · C 7 · M 7): V⁺ 14"),
        "the pair is read: {out}"
    );
}

#[test]
fn aspect_plays_the_best_dice_or_advises() {
    // Only the throw typed: the best choice (all three, 29/40) is advised, not played.
    let v = json(&line("hitos --car 8 --dif 16 --dados 2,4,7 --aspecto --json"));
    assert_eq!(v["choice"]["played"], false);
    assert_eq!(v["choice"]["positions"], json!([1, 2, 3]));
    assert_eq!(v["choice"]["value_after"], "29/40");
    assert!(v["drama"].as_array().unwrap().is_empty());
    let out = human(&["hitos", "--car", "8", "--dif", "16", "--dados", "2,4,7", "--aspecto"]);
    assert!(out.contains("Consejo: repite 2 (1), 4 (2), 7 (3)"), "{out}");
    // With the new faces typed, it is played.
    let v = json(&line("hitos --car 8 --dif 16 --dados 2,4,7,9,9,1 --aspecto --json"));
    assert_eq!(v["choice"]["played"], true);
    assert_eq!(
        (v["die_value"].clone(), v["outcome"].clone()),
        (json!(18), json!("exito"))
    );
    // Already a success: no point is spent.
    let v = json(&line("hitos --car 9 --dif 15 --dados 3,6,7 --aspecto --json"));
    assert_eq!(v["choice"]["played"], false);
    assert_eq!(v["outcome"], "exito");
    // Seeded: the best dice are rerolled from the RNG.
    let v = json(&line("hitos --car 8 --dif 16 --seed 7 --aspecto --json"));
    assert!(v["outcome"].is_string());
}

#[test]
fn aspect_against_cancel_and_mutual_cancel() {
    let v = json(&line(
        "hitos --car 10 --dif 15 --dados 3,8,9,8 --aspecto-contra --repetir 3 --json",
    ));
    assert_eq!(
        (v["die_value"].clone(), v["outcome"].clone()),
        (json!(-8), json!("fallo"))
    );
    let v = json(&line(
        "hitos --car 10 --dif 15 --dados 3,8,9 --aspecto-contra --cancelar --json",
    ));
    assert_eq!(v["outcome"], "exito");
    let v = json(&line(
        "hitos --car 10 --dif 15 --dados 3,8,9 --aspecto --aspecto-contra --json",
    ));
    assert_eq!(v["steps"], json!([{"step": "activaciones_anuladas"}]));
    let v = json(&line(
        "hitos --car 10 --dif 15 --dados 3,8,9,8 --aspecto-contra Torpe --dj --repetir M --json",
    ));
    assert_eq!(
        v["drama"],
        json!([{"who": "tirador", "delta": 1, "reason": "activacion_del_dj", "aspect": "Torpe"}])
    );
}

#[test]
fn odds_follow_the_contract() {
    let v = json(&["odds", "hitos", "--car", "5", "--hab", "4", "--dif", "15", "--json"]);
    let dist = v["distribution"].as_array().unwrap();
    assert_eq!(dist[0], json!({"total": 10, "p": "7/250"}));
    assert_sums_to_one(dist.iter().map(|r| r["p"].clone()));
    let o = &v["outcomes"];
    assert_eq!(o["critico"], "7/250");
    assert_sums_to_one(["exito", "fallo", "critico", "pifia"].iter().map(|w| o[*w].clone()));
    assert_eq!(v["critical_or_fumble"], "7/125", "56/1000, not the text's 3 %");
}

#[test]
fn odds_with_an_activation() {
    let v = json(&["odds", "hitos", "--dif", "8", "--aspecto", "--json"]);
    assert_eq!(v["activation"]["value_without"], "27/125");
    assert_eq!(v["activation"]["value"], "23169/25000");
    let o = &v["outcomes"];
    assert_sums_to_one(["exito", "fallo", "critico", "pifia"].iter().map(|w| o[*w].clone()));
    assert_sums_to_one(v["distribution"].as_array().unwrap().iter().map(|r| r["p"].clone()));
    let v = json(&["odds", "hitos", "--realista", "--dif", "11", "--json"]);
    assert_eq!(v["outcomes"]["critico"], "1/1000");
    let out = human(&["odds", "hitos", "--dif", "8", "--aspecto"]);
    assert!(out.contains("21,60 % → 92,68 %"), "{out}");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    refuses(&[
        ("hitos --dados 3,6,11", "de 1 a 10"),
        ("hitos --dados 3,6", "tres caras"),
        ("hitos --dados 3,6,7,8", "sobran"),
        ("hitos --dado Cm", "--dado"),
        ("hitos --dif imposible", "--dif"),
        ("hitos --repetir 1", "--aspecto"),
        ("hitos --dados 3,6,7 --aspecto --repetir 4", "posiciones 1, 2, 3"),
        ("hitos --dados 3,6,7,1,1 --dif 15 --aspecto", "--repetir"),
        ("odds hitos --objetivo exito", "--dif"),
        ("--lang en hitos --dado x", "is not a die"),
    ]);
}

/// A sheet written to a temporary file.
fn sheet_file(name: &str, text: &str) -> std::path::PathBuf {
    common::temp_file("hitos", name, text)
}

const ANA: &str =
    "nombre = \"Ana\"\ndrama = 2\n[caracteristicas]\nfortaleza = 3\nreflejos = 5\nintelecto = 4\nvoluntad = 4\n\
[[habilidades]]\nnombre = \"Pelea callejera\"\nvalor = 4\nrol = \"combate\"\n[salud]\nbarras = { letal = 6 }\n";

#[test]
fn rolls_from_a_sheet() {
    let path = sheet_file("ana.toml", ANA);
    let p = path.to_str().unwrap();
    let v = json(&[
        "hitos",
        "--ficha",
        p,
        "--caracteristica",
        "reflejos",
        "--habilidad",
        "pelea callejera",
        "--dif",
        "12",
        "--dados",
        "3,6,7",
        "--json",
    ]);
    // Aguante 5, 6 points lost: herido, −2 to every action.
    assert_eq!(
        (v["characteristic"].clone(), v["skill"].clone(), v["modifier"].clone()),
        (json!(5), json!(4), json!(-2))
    );
    assert_eq!(v["total"], 13);
    assert_eq!(v["sheet"]["health_penalty"], -2);
    let v = json(&line_with(
        "hitos --ficha",
        p,
        "--caracteristica reflejos --dif 15 --dados 2,3,4,9,9 --aspecto --repetir 1,2 --json",
    ));
    assert_eq!(
        (
            v["sheet"]["drama_points"].clone(),
            v["sheet"]["drama_points_after"].clone()
        ),
        (json!(2), json!(1))
    );
    assert!(bad(&["hitos", "--ficha", p, "--habilidad", "Esgrima"]).contains("no tiene la habilidad «Esgrima»"));
    assert!(bad(&["hitos", "--ficha", p, "--caracteristica", "suerte"]).contains("«suerte» no es una característica"));
    assert!(bad(&["hitos", "--habilidad", "Pelea"]).contains("--ficha"));
    let broken = sheet_file("rota.toml", &ANA.replace("reflejos = 5", "reflejo = 5"));
    assert!(bad(&["hitos", "--ficha", broken.to_str().unwrap()]).contains("no entiende «reflejo»"));
    let json_sheet = sheet_file(
        "ana.json",
        r#"{"nombre":"Ana","caracteristicas":{"fortaleza":3,"reflejos":5,"intelecto":4,"voluntad":4}}"#,
    );
    let v = json(&line_with(
        "hitos --ficha",
        json_sheet.to_str().unwrap(),
        "--caracteristica ref --dados 3,6,7 --json",
    ));
    assert_eq!(v["total"], 11);
}

#[test]
fn opposed_and_extended_odds() {
    let v = json(&["odds", "hitos", "--car", "5", "--contra", "5", "--json"]);
    assert_eq!(v["opposed"]["tie"], "3719/31250", "11.9 % with equal bonuses");
    assert_eq!(v["opposed"]["initiator"], v["opposed"]["opponent"]);
    let v = json(&[
        "odds", "hitos", "--car", "14", "--dif", "20", "--exitos", "10", "--json",
    ]);
    assert_eq!(v["extended"]["expected_rolls"], "20/1", "Jakar at k = 14: 20 hours");
    assert_eq!(v["extended"]["minimum_rolls"], 10);
    assert!(bad(&["odds", "hitos", "--exitos", "10"]).contains("--dif"));
}

#[test]
fn damage_read_off_the_roll() {
    // TV-14: a double-10 critical with a sword (M), BD 2: (10 + 2) × 2.
    let v = json(&[
        "hitos", "--dados", "10,3,10", "--car", "9", "--dif", "14", "--dano", "M", "--bd", "2", "--json",
    ]);
    assert_eq!(
        (v["damage"]["multiplier"].clone(), v["damage"]["total"].clone()),
        (json!(2), json!(24))
    );
    // TV-07: after a positive activation M is V⁺ = 14.
    let v = json(&line(
        "hitos --car 8 --dif 16 --dados 2,4,7,7,3 --aspecto --repetir 1,2 --dano M --bd 2 --json",
    ));
    assert_eq!(v["damage"]["total"], 16);
    // TV-32: a pistol one row down (Gran calibre) is CM; TV-13: Kevlar vest RD 6.
    let v = json(&line(
        "hitos --dados 4,7,9 --car 10 --dif 12 --dano fuego_pequena --fila 1 --bd 1 --json",
    ));
    assert_eq!(
        (v["damage"]["expr"].clone(), v["damage"]["total"].clone()),
        (json!("CM"), json!(17))
    );
    let v = json(&[
        "hitos", "--dados", "4,7,9", "--car", "10", "--dif", "12", "--dano", "mM", "--bd", "1", "--rd", "6", "--json",
    ]);
    assert_eq!(v["damage"]["total"], 8);
    // TV-31: minimum damage; fresh dice typed; a miss deals nothing unless the damage is split.
    let v = json(&[
        "hitos", "--dados", "4,7,9", "--car", "10", "--dif", "12", "--dano", "mM", "--bd", "1", "--minimo", "--json",
    ]);
    assert_eq!(v["damage"]["total"], 3);
    let v = json(&line("hitos --dados 4,7,9 --dano mCM+2d --dados-dano 3,8 --json"));
    assert_eq!(v["damage"]["total"], 31);
    let v = json(&["hitos", "--dados", "2,5,9", "--dif", "20", "--dano", "M", "--json"]);
    assert!(v.get("damage").is_none());
    let v = json(&["hitos", "--dados", "2,5,9", "--dif", "20", "--dano", "C/M", "--json"]);
    assert_eq!(v["damage"]["total"], 5);
    let out = human(&[
        "hitos", "--dados", "10,3,10", "--car", "9", "--dif", "14", "--dano", "M", "--bd", "2", "--rd", "6",
    ]);
    assert!(out.contains("Daño (M): 10 + 2 BD = 12 × 2 = 24 − RD 6 → 18"), "{out}");
    assert!(bad(&["hitos", "--dano", "Cm"]).contains("no es un grupo de dados"));
    assert!(bad(&["hitos", "--dano", "M", "--fila", "1"]).contains("tabla 7"));
    assert!(bad(&["hitos", "--bd", "2"]).contains("--dano"));
}
