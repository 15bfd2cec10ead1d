//! `tirada portal` at the edges an audit found (issue #4): sums that once wrapped, notes that
//! once misread a kept die.

mod common;

use common::{bad, human, line, line_with};

/// Two `--gastar` for one roll add up; past 255 they once wrapped to a small number.
#[test]
fn extended_spending_that_would_overflow_is_refused() {
    let err = bad(&line(
        "portal extendida --dif 4 --requerido 5 --totales 6,6 --gastar 2:200 --gastar 2:100",
    ));
    assert!(
        err.ends_with("--gastar: demasiadas repeticiones para la tirada 2"),
        "{err}"
    );
}

/// A kept 1 is worth 1 point as the kept die itself: it once printed as "another white 6: +1".
/// The other two 1s each cost 1 (R4, B185).
#[test]
fn a_kept_one_is_not_another_six() {
    let out = human(&["portal", "--blancos", "1,1,1"]);
    // The roll is printed as its explanation, the words the web table and the export use.
    assert!(!out.contains("tro 6"), "{out}");
    assert_eq!(out.matches("Otro 1 blanco: −1").count(), 2, "{out}");
    assert!(
        out.starts_with("PIFIA (grado 1): total −1\n") && out.contains("Suma: 1 − 2 = −1"),
        "{out}"
    );
    let out = human(&["portal", "--blancos", "1,1,1", "--lang", "en"]);
    assert!(!out.contains("nother white 6"), "{out}");
    assert_eq!(out.matches("Another white 1: −1").count(), 2, "{out}");
    let out = human(&["portal", "--blancos", "6,6,6"]);
    assert_eq!(out.matches("Otro 6 blanco: +1").count(), 2, "{out}");
}

/// B1620: a rank-3 enchantment (rank 4, difficulty 6) is paid with a level-3 sequela.
#[test]
fn magia_pays_a_rank_four_work_with_a_sequela() {
    let args = [
        "portal",
        "magia",
        "--rango",
        "3",
        "--obra",
        "encantar",
        "--elementos",
        "12",
        "--pagar",
        "secuela:ingenio",
    ];
    let v = common::json(&[&args[..], &["--json"]].concat());
    assert_eq!(v["check"]["difficulty"], 6);
    assert_eq!(v["payment"][0]["evento"], "secuela");
    assert_eq!(
        (v["payment"][0]["level"].as_u64(), v["payment"][0]["area"].as_str()),
        (Some(3), Some("ingenio"))
    );
    let out = human(&args);
    assert!(out.contains("secuela de nivel 3 en ingenio"), "{out}");
    let err = bad(&["portal", "magia", "--rango", "2", "--pagar", "secuela:ingenio"]);
    assert!(err.contains("a rango 2 no se paga con secuelas de nivel 3"), "{err}");
    let err = bad(&line("portal magia --rango 3 --obra encantar --pagar secuela:nariz"));
    assert!(err.contains("secuela:AREA"), "{err}");
}

/// B436: a protagonist's level-5 Fortaleza is shown with a warning, and listed in the JSON.
#[test]
fn ficha_warns_of_a_forte_above_the_soft_maximum() {
    let path = common::temp_file(
        "portal-audit",
        "ana.toml",
        "nombre = \"Ana\"\nestimulos = [\"a\"]\n[[fortalezas]]\nnombre = \"Esgrima\"\nnivel = 5",
    );
    let p = path.to_str().unwrap();
    let out = human(&["portal", "ficha", p]);
    assert!(
        out.contains("Aviso: «Esgrima» tiene nivel 5, por encima del máximo orientativo 4"),
        "{out}"
    );
    let v = common::json(&["portal", "ficha", p, "--json"]);
    assert_eq!(v["warnings"][0]["aviso"], "fortaleza_sobre_maximo");
    assert_eq!(v["warnings"][0]["level"], 5);
    let v = common::json(&["portal", "ficha", p, "--regla", "pc_forte_max=5", "--json"]);
    assert_eq!(v["warnings"], serde_json::json!([]));
    let err = bad(&["portal", "ficha", p, "--regla", "thorn_difficulty=recibido"]);
    assert!(err.contains("I-01"), "{err}");
    std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
}

/// B629: a thorn that lowers reflexes per wound it caused says so on the sheet.
#[test]
fn ficha_shows_a_thorns_reflexes_penalty() {
    let path = common::temp_file(
        "portal-thorn",
        "vilvis.toml",
        "nombre = \"Vilvis\"\nestimulos = [\"a\"]\n[estado]\nheridas = 0\n[[estado.espinas]]\norigen = \"veneno\"\n\
         reflejos_por_herida = 1\nheridas_causadas = 2\n[[estado.espinas.programa]]\nveces = 3\ndificultad = 4",
    );
    let p = path.to_str().unwrap();
    let out = human(&["portal", "ficha", p]);
    assert!(out.contains("Espina clavada: veneno (−2 a los reflejos)"), "{out}");
    // A reflexes roll for the sheet loses the 2; any other roll keeps its total.
    let v = common::json(&line_with(
        "portal --ficha",
        p,
        "--tipo reflejos --blancos 4,3,2 --json",
    ));
    assert_eq!((v["total"].as_i64(), v["modifier"].as_i64()), (Some(2), Some(-2)));
    let v = common::json(&["portal", "--ficha", p, "--blancos", "4,3,2", "--json"]);
    assert_eq!(v["total"], 4);
    std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
}

/// S23, S25: a roll for a sheet with a thorn is a roll with a thorn, so a tie removes no
/// discomfort under the summary; without the thorn it does.
#[test]
fn a_sheets_thorn_counts_in_its_roll() {
    let dir = std::env::temp_dir().join(format!("tirada-portal-thorn-roll-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let plain = "nombre = \"Ana\"\nestimulos = [\"a\"]\n[estado]\nmalestar = 1\n";
    let thorned = format!(
        "{plain}[[estado.espinas]]\norigen = \"bala\"\n[[estado.espinas.programa]]\ncada_minutos = 60\nheridas = 1\n"
    );
    for (name, text, removed) in [("a.toml", plain.to_string(), 1), ("b.toml", thorned, 0)] {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        let v = common::json(&line_with(
            "portal --ficha",
            path.to_str().unwrap(),
            "--blancos 4,3,2 --negros 4 --json",
        ));
        assert_eq!(v["effects"]["malestar_removed"], removed, "{name}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Totals, difficulties and modifiers past ±999 once overflowed a sum (a panic in debug): now
/// one sentence names the flag.
#[test]
fn numbers_past_any_roll_are_refused() {
    for (args, flag) in [
        (vec!["portal", "--dif", "2147483647", "--blancos", "1,1,1"], "--dif"),
        (vec!["portal", "--mod=-2147483648", "--blancos", "1,1,1"], "--mod"),
        (
            vec!["portal", "colaboracion", "--dif", "2147483647", "--totales=-5,3"],
            "--dif",
        ),
        (
            vec![
                "portal",
                "extendida",
                "--dif",
                "4",
                "--requerido",
                "5",
                "--totales=2147483647",
            ],
            "--totales",
        ),
        (vec!["portal", "enfrentamiento", "--a=2147483647", "--b=-3"], "--a"),
    ] {
        let err = bad(&args);
        assert!(
            err.contains(&format!("{flag}: ")) && err.contains("de −999 a 999"),
            "{args:?}: {err}"
        );
    }
    assert!(human(&["portal", "--dif", "999", "--mod=-999", "--blancos", "1,1,1"])
        .contains("total −1000 contra dificultad 999"));
}
