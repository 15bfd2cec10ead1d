//! `tirada mirilla` and `tirada odds mirilla`: typed faces, chains, exact odds, scales and the
//! contract's exit codes.

mod common;

use common::{assert_sums_to_one, bad, each, human, json, line};
use serde_json::{json, Value};

#[test]
fn a_typed_face_is_read_on_the_scale() {
    let v = json(&["mirilla", "--dado", "4", "--json"]);
    assert_eq!(v["system"], "mirilla");
    assert_eq!(v["dice"], json!([4]));
    assert_eq!(v["degree"], 4);
    assert_eq!(v["word"], "a duras penas");
    assert!(v.get("seed").is_none(), "typed faces consult no RNG");
    assert!(v.get("outcome").is_none());
    let out = human(&["mirilla", "--dado", "6"]);
    assert!(out.contains("[6 triunfo]"), "{out}");
    let out = human(&["--lang", "en", "mirilla", "--dado", "1"]);
    assert!(out.contains("[1 disaster]"), "{out}");
}

#[test]
fn chains_stop_at_the_first_short_roll() {
    let v = json(&line("mirilla --seguidos 3 --minimo 6 --dados 6,6,6 --json"));
    assert_eq!(
        (&v["rolls"], &v["reached"], &v["outcome"], &v["needed"], &v["minimum"]),
        (&json!(3), &json!(3), &json!("exito"), &json!(3), &json!(6))
    );
    let v = json(&["mirilla", "--seguidos", "3", "--dados", "6,4", "--json"]);
    assert_eq!(
        (&v["rolls"], &v["reached"], &v["outcome"]),
        (&json!(2), &json!(1), &json!("fallo"))
    );
    assert_eq!((&v["dice"], &v["degree"]), (&json!([6, 4]), &json!(4)));
    let out = human(&["mirilla", "--seguidos", "2", "--minimo", "4", "--dados", "5,3"]);
    assert!(out.contains("FALLO: 1 de 2 seguidos") && out.contains("1/4"), "{out}");
}

#[test]
fn seeded_rolls_are_reproducible() {
    for args in [
        &["mirilla", "--seed", "42", "--json"][..],
        &["mirilla", "--seguidos", "4", "--minimo", "3", "--seed", "7", "--json"],
    ] {
        let v = json(args);
        assert_eq!(v, json(args));
        assert!(v["seed"].is_u64());
        for f in v["dice"].as_array().unwrap() {
            assert!((1..=6).contains(&f.as_i64().unwrap()));
        }
    }
}

#[test]
fn exact_odds_of_chains() {
    let v = json(&["odds", "mirilla", "--seguidos", "3", "--minimo", "6", "--json"]);
    assert_eq!(v["outcomes"], json!({"exito": "1/216", "fallo": "215/216"}));
    let totals: Vec<&Value> = each(&v["distribution"], |r| &r["total"]);
    assert_eq!(totals, [&json!(0), &json!(1), &json!(2), &json!(3)]);
    assert_sums_to_one(v["distribution"].as_array().unwrap().iter().map(|r| r["p"].clone()));
    let v = json(&["odds", "mirilla", "--seguidos", "2", "--minimo", "4", "--json"]);
    assert_eq!(v["outcomes"], json!({"exito": "1/4", "fallo": "3/4"}));
    assert_eq!(v["p_each"], "1/2");
    let v = json(&["odds", "mirilla", "--minimo", "5", "--json"]);
    assert_eq!(v["outcomes"]["exito"], "1/3");
    let out = human(&["odds", "mirilla", "--seguidos", "3"]);
    assert!(out.contains("1/216") && out.contains("215/216"), "{out}");
}

#[test]
fn odds_of_each_degree() {
    let v = json(&["odds", "mirilla", "--json"]);
    let rows = v["distribution"].as_array().unwrap();
    assert_eq!(rows.len(), 6);
    for (i, r) in rows.iter().enumerate() {
        assert_eq!((&r["total"], &r["p"]), (&json!(i + 1), &json!("1/6")));
    }
    assert_eq!(rows[0]["word"], "desastre");
    assert_eq!(v["mean"], "7/2");
    assert_sums_to_one(v["outcomes"].as_object().unwrap().values().cloned());
    // Repeated words add up: a yes/no table.
    let v = json(&["odds", "mirilla", "--palabras", "no,no,no,sí,sí,sí", "--json"]);
    assert_eq!(v["outcomes"], json!({"no": "1/2", "sí": "1/2"}));
}

#[test]
fn scales_from_words_or_files() {
    let v = json(&["mirilla", "--dado", "2", "--palabras", "a, b ,c,d,e,f", "--json"]);
    assert_eq!(v["word"], "b");
    let dir = std::env::temp_dir();
    let toml = dir.join(format!("tirada-mirilla-{}.toml", std::process::id()));
    std::fs::write(
        &toml,
        "# mesa del jueves\npalabras = [\n  \"hundido\", \"tocado\", 'rozado',\n  \"superado\", \"bordado\", \"leyenda\",\n]\n",
    )
    .unwrap();
    let jsonf = dir.join(format!("tirada-mirilla-{}.json", std::process::id()));
    std::fs::write(&jsonf, r#"{"palabras": ["1", "2", "3", "4", "cinco", "6"]}"#).unwrap();
    let v = json(&["mirilla", "--dado", "3", "--escala", toml.to_str().unwrap(), "--json"]);
    assert_eq!(v["word"], "rozado");
    let v = json(&["mirilla", "--dado", "5", "--escala", jsonf.to_str().unwrap(), "--json"]);
    assert_eq!(v["word"], "cinco");
    std::fs::write(&jsonf, r#"["solo", "cuatro", "palabras", "hay"]"#).unwrap();
    let e = bad(&["mirilla", "--escala", jsonf.to_str().unwrap()]);
    assert!(e.contains("seis palabras") && e.contains("tiene 4"), "{e}");
    let _ = std::fs::remove_file(toml);
    let _ = std::fs::remove_file(jsonf);
    assert!(bad(&["mirilla", "--escala", "/no/existe.toml"]).contains("no existe"));
}

#[test]
fn bad_input_exits_2_with_one_spanish_sentence() {
    let e = bad(&["mirilla", "--dado", "7"]);
    assert_eq!(
        e,
        "tirada: --dado: la cara 7 no existe en un dado de seis caras: escribe un valor del 1 al 6"
    );
    assert!(bad(&["mirilla", "--seguidos", "0"]).contains("--seguidos: las tiradas seguidas van de 1 a 20"));
    assert!(bad(&["odds", "mirilla", "--seguidos", "0", "--json"]).contains("--seguidos"));
    assert!(bad(&["mirilla", "--minimo", "7"]).contains("--minimo: el mínimo de cada tirada va del 1 al 6"));
    assert!(bad(&["odds", "mirilla", "--seguidos", "3", "--minimo", "7"]).contains("--minimo"));
    assert!(bad(&["mirilla", "--dados", "6,6"]).contains("sobran caras: sin --seguidos se tira un solo dado"));
    let e = bad(&["mirilla", "--seguidos", "3", "--dados", "6,6"]);
    assert!(e.contains("faltan caras"), "{e}");
    let e = bad(&["mirilla", "--seguidos", "3", "--dados", "6,2,6"]);
    assert!(e.contains("sobran caras: la cadena terminó en la tirada 2"), "{e}");
    assert!(bad(&["mirilla", "--dados", "6,0", "--seguidos", "2"]).contains("la cara 0"));
    assert!(bad(&["mirilla", "--palabras", "a,b,c"]).contains("seis palabras"));
    assert!(bad(&["mirilla", "--palabras", "a,b,,d,e,f"]).contains("grado 3"));
    assert!(bad(&["mirilla", "--dado", "4", "--dados", "4"]).contains("no se puede usar junto con"));
    let e = bad(&["--lang", "en", "mirilla", "--minimo", "0"]);
    assert!(e.contains("the minimum of each roll goes from 1 to 6"), "{e}");
}

/// Issue #17, point 23: P27 leaves the degree to the Narrador, so tirada's words are offered as
/// a default scale, and a challenge's dice are read against the minimum only — never a
/// «desastre» beside ✓.
#[test]
fn the_degree_is_the_narradors_and_no_word_contradicts_the_verdict_p27() {
    let out = human(&["mirilla", "--dado", "1"]);
    assert!(out.contains("el grado lo decide el Narrador (B27)"), "{out}");
    assert!(!out.contains("Guía"));
    // A scale of the table's own is the table's: no note.
    assert!(!human(&["mirilla", "--dado", "1", "--palabras", "a,b,c,d,e,f"]).contains("Narrador"));
    let out = human(&["mirilla", "--dado", "1", "--minimo", "1"]);
    assert!(
        out.contains("Tirada 1: 1 ✓\n") && out.starts_with("ÉXITO: una tirada de 1 o más\n"),
        "{out}"
    );
    assert!(!out.contains("desastre"), "{out}");
    let out = human(&["mirilla", "--dados", "6,1", "--seguidos", "2"]);
    assert!(!out.contains("triunfo") && !out.contains("desastre"), "{out}");
}
