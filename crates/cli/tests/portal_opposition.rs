//! `tirada portal enfrentamiento` against docs/contract.md, with the reading aid's worked examples
//! (§7.5) as typed-in totals.

mod common;

use common::{bad, human, json, line, line_with, narrated_alike};

/// EX-OPP-ESTALLIDO (B926–B928): Sigilo 2 against Alerta 1 → 1 reroll against none.
#[test]
fn ex_opp_estallido() {
    let v = json(&line(
        "portal enfrentamiento --a 6 --b 4 --repeticiones-a 2 --repeticiones-b 1 --json",
    ));
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
    let v = json(&line(
        "portal enfrentamiento --modo aplazado --a 3 --factor 2 --b 6 --json",
    ));
    assert_eq!(
        (v["difficulty"].as_i64(), v["success"].as_bool()),
        (Some(6), Some(false))
    );
    let out = human(&line("portal enfrentamiento --modo aplazado --a 3 --factor 2 --b 7"));
    assert!(out.contains("necesita 7 o más") && out.contains("lo consigue"), "{out}");
}

/// EX-PSY-OUTCOMES (B988–B994): Susan beats Robert by 2. The Book leaves the discomfort to
/// the GM; the Summary gives the margin (S92).
#[test]
fn ex_psy_outcomes() {
    let book = json(&line(
        "portal enfrentamiento --modo psicologico --a 5 --b 3 --perfil libro --json",
    ));
    assert_eq!(book["influence"]["opposition"]["margin"], 2);
    assert_eq!(book["influence"]["discomfort_if_refused"], serde_json::Value::Null);
    let summary = json(&line("portal enfrentamiento --modo psicologico --a 5 --b 3 --json"));
    assert_eq!(summary["influence"]["discomfort_if_refused"], 2);
    let out = human(&line("portal enfrentamiento --modo psicologico --a 5 --b 3"));
    assert!(out.contains("recibe 2 dados de malestar (S92)"), "{out}");
    // The manipulator's luck die comes off its sheet; a principal has none to pay (B647, A-54).
    let brunak = format!("{}/../../examples/portal/brunak.toml", env!("CARGO_MANIFEST_DIR"));
    let v = json(&line_with(
        "portal enfrentamiento --modo psicologico --a 5 --b 3 --ficha",
        &brunak,
        "--json",
    ));
    assert_eq!(v["payment"][0]["evento"], "gastar_suerte");
    assert_eq!(v["state"]["suerte"], 2);
    let markus = format!("{}/../../examples/portal/markus.toml", env!("CARGO_MANIFEST_DIR"));
    let err = bad(&line_with(
        "portal enfrentamiento --modo psicologico --a 5 --b 3 --ficha",
        &markus,
        "",
    ));
    assert!(err.contains("Markus no tiene dados de suerte"), "{err}");
    let err = bad(&line("portal enfrentamiento --modo psicologico --a 5 --b 3 --suerte 0"));
    assert!(err.contains("dado de suerte"), "{err}");
}

/// Unequal (B944–B954, S90), team (B1008–B1012) and extended (B932–B942) oppositions.
#[test]
fn unequal_team_and_extended_oppositions() {
    let v = json(&line(
        "portal enfrentamiento --modo desigual --a 4 --b 6 --ventaja 3 --json",
    ));
    assert_eq!(
        (v["result"]["winner"].as_str(), v["result"]["margin"].as_i64()),
        (Some("a"), Some(1))
    );
    let err = bad(&["portal", "enfrentamiento", "--a", "4", "--b", "6", "--ventaja", "4"]);
    assert!(err.contains("como mucho +3"), "{err}");
    let v = json(&line(
        "portal enfrentamiento --a 4 --b 6 --ventaja 4 --perfil libro --json",
    ));
    assert_eq!(v["result"]["winner"], "a");
    let v = json(&line(
        "portal enfrentamiento --modo doble --a 4 --b 7 --favorece a --json",
    ));
    assert_eq!(
        (v["result"]["winner"].as_str(), v["doubled"].as_str()),
        (Some("a"), Some("a"))
    );
    let v = json(&line("portal enfrentamiento --modo equipos --a 5,6 --b 7,-2 --json"));
    assert_eq!(
        (v["result"]["margin"].as_i64(), v["result"]["b_fumbles"].as_bool()),
        (Some(6), Some(true))
    );
    let v = json(&line(
        "portal enfrentamiento --modo extendido --objetivo 4 --intercambios 5:3,4:6,7:2 --json",
    ));
    assert_eq!(v["leads"], serde_json::json!([2, 0, 5]));
    assert_eq!(v["winner"], "a");
    let err = bad(&line(
        "portal enfrentamiento --modo extendido --objetivo 1 --intercambios 5:3,4:6",
    ));
    assert!(err.contains("ya estaba decidido"), "{err}");
    // B940: A spends 2 of its lead as aces before the second exchange.
    let v = json(&line(
        "portal enfrentamiento --modo extendido --objetivo 4 --intercambios 5:3,6:4 --gastar-ventaja 2:a:2 --json",
    ));
    assert_eq!(v["leads"], serde_json::json!([2, 2]));
    assert_eq!(v["spent"][0]["aces"], 2);
    let out = human(&line(
        "portal enfrentamiento --modo extendido --objetivo 4 --intercambios 5:3,6:4 --gastar-ventaja 2:a:2",
    ));
    assert!(out.contains("A gasta 2 de ventaja como ases"), "{out}");
    let err = bad(&line(
        "portal enfrentamiento --modo extendido --objetivo 4 --intercambios 5:3,6:4 --gastar-ventaja 2:b:1",
    ));
    assert!(err.contains("no lleva 1 de ventaja"), "{err}");
    let err = bad(&["portal", "enfrentamiento", "--a", "4"]);
    assert!(err.contains("falta --b"), "{err}");
}

/// Every kind of opposition and extended roll is worded by the narration: `--json` carries
/// the explanation of the object it prints and the human output is exactly it, in Spanish and
/// English (a case per mode, typed totals).
#[test]
fn oppositions_and_extended_rolls_are_narrated_alike() {
    let cases: [(&[&str], &str, &[&str]); 12] = [
        // S91: a tie is the GM's.
        (
            &["--a", "3", "--b", "3"],
            "Empate: decide el Guía (S91)",
            &["Enfrentamiento: A 3 contra B 3"],
        ),
        // B950: a negative total fumbles, win or lose; R26b: rerolls reduce each other.
        (
            &[
                "--a",
                "4",
                "--b",
                "-2",
                "--repeticiones-a",
                "2",
                "--repeticiones-b",
                "1",
            ],
            "Gana A por 6",
            &[
                "Enfrentamiento: A 4 contra B −2",
                "B pifia: su total es negativo, gane o pierda (B950)",
                "Repeticiones tras reducirse mutuamente: A 1, B 0 (R26b)",
            ],
        ),
        // B954: the weaker side's result doubled.
        (
            &["--modo", "doble", "--a", "3", "--b", "5", "--favorece", "a"],
            "Gana A por 1",
            &["Enfrentamiento desigual: A 3 (×2 = 6) contra B 5"],
        ),
        (
            &["--modo", "aplazado", "--a", "3", "--factor", "2", "--b", "7"],
            "La segunda tirada (7) lo consigue",
            &["Enfrentamiento aplazado: la primera tirada (3) fija la dificultad 6; la segunda necesita 7 o más"],
        ),
        (
            &["--modo", "aplazado", "--a", "3", "--factor", "2"],
            "La segunda tirada necesita 7 o más",
            &["Enfrentamiento aplazado: la primera tirada (3) fija la dificultad 6; la segunda necesita 7 o más"],
        ),
        // S92: a margin of 4 imposes the behaviour.
        (
            &["--modo", "psicologico", "--a", "6", "--b", "2"],
            "Gana el manipulador por 4",
            &[
                "Influencia psicológica: manipulador 6 contra víctima 2 (paga 1 dado de suerte, B966)",
                "El Guía puede imponer la conducta",
            ],
        ),
        // S92: below 4, refusing costs the margin in discomfort dice.
        (
            &["--modo", "psicologico", "--a", "6", "--b", "5"],
            "Gana el manipulador por 1",
            &[
                "Influencia psicológica: manipulador 6 contra víctima 5 (paga 1 dado de suerte, B966)",
                "Si la víctima se niega, recibe 1 dado de malestar (S92)",
            ],
        ),
        // B972–B986 and B1000 under the Book.
        (
            &["--modo", "psicologico", "--a", "-2", "--b", "3", "--perfil", "libro"],
            "Gana la víctima por 5",
            &[
                "Influencia psicológica: manipulador −2 contra víctima 3 (paga 1 dado de suerte, B966)",
                "El manipulador pifia: recibe el malestar que pretendía causar (B1000)",
            ],
        ),
        (
            &["--modo", "equipos", "--a", "3,4,5", "--b", "6,2"],
            "Gana A por 4",
            &["Equipos: A 3 + 4 + 5 = 12 contra B 6 + 2 = 8"],
        ),
        // B932–B942: a lead to reach, and lead spent as aces.
        (
            &[
                "--modo",
                "extendido",
                "--objetivo",
                "3",
                "--intercambios",
                "5:3,4:4",
                "--gastar-ventaja",
                "2:a:1",
            ],
            "Sin decidir: la ventaja acumulada se puede gastar como ases (B940)",
            &[
                "Enfrentamiento extendido: gana quien saque una ventaja de 3",
                "Intercambio 1: A +2",
                "A gasta 1 de ventaja como ases (B940)",
                "Intercambio 2: A +1",
            ],
        ),
        (
            &["--modo", "extendido", "--objetivo", "3", "--intercambios", "2:4,1:4"],
            "Gana B",
            &[
                "Enfrentamiento extendido: gana quien saque una ventaja de 3",
                "Intercambio 1: B +2",
                "Intercambio 2: B +5",
            ],
        ),
        (
            &[
                "--modo",
                "psicologico",
                "--a",
                "6",
                "--b",
                "2",
                "--ficha",
                "../../examples/portal/brunak.toml",
                "--perfil",
                "libro",
            ],
            "Gana el manipulador por 4",
            &[
                "Influencia psicológica: manipulador 6 contra víctima 2 (paga 1 dado de suerte, B966)",
                "Al manipulador le quedan dados de suerte: 2",
                "Si la víctima se niega, el Guía decide los dados de malestar (B972–B986)",
            ],
        ),
    ];
    for (args, headline, lines) in cases {
        let [es, en] = narrated_alike(&[&["portal", "enfrentamiento"], args].concat());
        assert_eq!(
            (es["headline"].as_str(), &es["lines"]),
            (Some(headline), &serde_json::json!(lines)),
            "{args:?}"
        );
        assert!(
            en["headline"].as_str().is_some_and(|h| !h.is_empty() && h != headline),
            "{en}"
        );
    }
    // S80–S84: successes accumulate; a tie may raise the requirement; below fails.
    let extended = |totals: &str, more: &[&str]| {
        let mut args: Vec<&str> = "portal extendida --dif 4 --requerido 5 --totales".split(' ').collect();
        args.push(totals);
        narrated_alike(&[&args[..], more].concat())
    };
    let [es, en] = extended("6,4,7", &["--empate-sube", "--gastar", "3:1"]);
    assert_eq!(es["headline"], "En curso: faltan más tiradas");
    assert_eq!(
        es["lines"],
        serde_json::json!([
            "Tirada extendida: dificultad 4, hay que acumular 5",
            "Tirada 1: 6 → +2, acumulado 2 de 5",
            "Tirada 2: 4 → empate: el requerido sube a 6",
            "Tirada 3: 7 (gasta 1 éxito en repeticiones) → +3, acumulado 4 de 6"
        ])
    );
    assert_eq!(en["lines"][3], "Roll 3: 7 (spends 1 success on rerolls) → +3, 4 of 6");
    let [es, _] = extended("6,3", &[]);
    assert_eq!(
        (es["headline"].as_str(), es["lines"][2].as_str()),
        (
            Some("Fracaso"),
            Some("Tirada 2: 3 → por debajo: la tarea fracasa (S84)")
        )
    );
    let [es, _] = extended("6,7", &[]);
    assert_eq!(es["headline"], "Completada");
}
