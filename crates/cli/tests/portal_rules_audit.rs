//! `tirada portal` after the second rules audit (issue #17, PORTAL): who may spend what, and the
//! odds taking the roll's reroll flag. Typed dice, each test naming the book's line.

mod common;

use common::{bad, human, json, line, line_with};

fn example(name: &str) -> String {
    format!("{}/../../examples/portal/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// B647: the antagonist Markus (0 PP, no luck) may not buy a reroll, a temporary specialty or
/// tempt luck in a roll made from his sheet; his spell reserve (B651) is for spells only.
#[test]
fn b647_a_principal_buys_nothing_with_pp_or_luck() {
    let markus = example("markus.toml");
    for extra in [
        &["--pp-repeticiones", "1"][..],
        &["--fortaleza", "4", "--especialidad-temporal"],
        &["--tentar", "3"],
    ] {
        let mut args = vec!["portal", "--ficha", &markus, "--blancos", "3,2,1"];
        args.extend_from_slice(extra);
        let err = bad(&args);
        assert!(err.contains("Markus") && err.contains("B647"), "{extra:?}: {err}");
    }
    // The magic roll from his sheet too, once the spell is paid from the reserve.
    let err = bad(&line_with(
        "portal magia --rango 1 --ficha",
        &markus,
        "--pagar reserva:conjuros:2 --dados 3,2,1 --pp-repeticiones 1",
    ));
    assert!(err.contains("B647"), "{err}");
}

/// B338, B340: Brunak holds all three luck dice, so he has none lost to tempt.
#[test]
fn b338_tempting_luck_needs_a_lost_die() {
    let brunak = example("brunak.toml");
    let err = bad(&["portal", "--ficha", &brunak, "--blancos", "3,2,1", "--tentar", "4"]);
    assert!(err.contains("B338"), "{err}");
}

/// docs/contract.md: the odds take the roll's flags. With a Fortaleza 2 and no rerolls the chance to
/// beat 5 is that of a High 6: 91/216; with the best policy it is higher.
#[test]
fn odds_without_rerolls_when_asked() {
    let base = ["odds", "portal", "--fortaleza", "2", "--dif", "5", "--json"];
    let mut none = base.to_vec();
    none.extend(["--repetir", "ninguno"]);
    let v = json(&none);
    assert_eq!(v["rerolls"], 0);
    assert_eq!(v["outcomes"]["exito"], "91/216");
    assert_eq!(v["best"], "91/216");
    let best = json(&base);
    assert_eq!(best["rerolls"], 2);
    assert_ne!(best["outcomes"]["exito"], "91/216");
    let err = bad(&["odds", "portal", "--repetir", "blanco:1"]);
    assert!(err.contains("--repetir"), "{err}");
}

/// S55: `--especialidad` marks the best Fortaleza, a superhuman one included: with an
/// ordinary 2 and a superhuman 3, [4,2,1] High is 4 + 3 = 7.
#[test]
fn s55_the_specialty_goes_to_the_best_fortaleza() {
    let v = json(&line(
        "portal --fortaleza 2 --sobrehumana 3 --especialidad --blancos 4,2,1 --repetir ninguno --json",
    ));
    assert_eq!((v["specialty_bonus"].as_i64(), v["total"].as_i64()), (Some(3), Some(7)));
}

/// S17: [1,1,1] is −1 and a fumble even without a difficulty; B350: a tempted die that is not
/// won back by the dice depends on the difficulty, which was not given.
#[test]
fn s17_b350_what_a_roll_says_without_a_difficulty() {
    let out = human(&["portal", "--blancos", "1,1,1"]);
    assert!(out.starts_with("PIFIA (grado 1): total −1\n"), "{out}");
    let out = human(&["portal", "--blancos", "4,3,2", "--tentar", "5"]);
    assert!(out.contains("depende de la dificultad"), "{out}");
    assert!(!out.contains("sigue perdido"), "{out}");
}

/// A-22 (B605, B647): `--bloquear` on a principal character's sheet is refused, where it
/// used to hand the antagonist a PP it cannot hold.
#[test]
fn a_principals_ones_and_sixes_are_not_blocked_a22() {
    let markus = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/portal/markus.toml");
    let e = common::bad(&["portal", "--ficha", markus, "--bloquear", "--dif", "4"]);
    assert!(e.contains("no se bloquean") && e.contains("B605"), "{e}");
}

/// A command line's words (none of these tests needs a space inside one).
fn words(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

/// S57 (issue 25 point 2): a sheet's superhuman Fortaleza 3 lent a medias adds its full level —
/// [5, 3, 2] keeps 5 and totals 8 — and such a roll cannot be blocked, nor its odds asked
/// blocked; without a sheet `--parcial-sobrehumana` says the same.
#[test]
fn s57_a_superhuman_fortaleza_a_medias_adds_its_level_and_cannot_be_blocked() {
    let sheet = common::temp_file(
        "s57",
        "hulka.toml",
        "nombre = \"Hulka\"\nfortalezas = [{ nombre = \"Fuerza\", nivel = 3, sobrehumana = true }]\n",
    );
    let roll = "portal --blancos 5,3,2 --repetir ninguno --parcial 1";
    let from_sheet = format!("{roll} --ficha {} --parcial-de fuerza", sheet.display());
    let by_level = format!("{roll} --parcial-sobrehumana 3");
    for (line, total) in [(&from_sheet, 8), (&by_level, 8), (&roll.to_string(), 5)] {
        assert_eq!(json(&words(&format!("{line} --json")))["total"], total, "{line}");
    }
    for line in [&from_sheet, &by_level] {
        let err = bad(&words(&format!("{line} --bloquear")));
        assert!(err.contains("S57"), "{err}");
    }
    let err = bad(&words(
        "odds portal --parcial 1 --parcial-sobrehumana 3 --dif 6 --bloquear",
    ));
    assert!(err.contains("S57"), "{err}");
}

/// B1606 (issue 25 point 5): a competent mage's rank-0 charm costs nothing — paying with luck
/// is refused as the mage's, not the rank's (an apprentice does pay at rank 0).
#[test]
fn b1606_rank_zero_is_free_for_a_mage_and_paid_by_an_apprentice() {
    let err = bad(&words("portal magia --rango 0 --pagar suerte:1"));
    assert!(err.contains("mago competente") && err.contains("B1606"), "{err}");
    let v = json(&words(
        "portal magia --rango 0 --lanzador aprendiz --pagar suerte:1 --json",
    ));
    assert_eq!(v["payment"][0]["evento"], "gastar_suerte", "{v}");
}

/// B998 (issue 25 point 5): the victim of a psychological influence who fumbles is the GM's to
/// steer (B998), not the unequal opposition's virtual advantage (B950).
#[test]
fn b998_a_fumbling_victim_cites_the_manipulation_rule() {
    let out = human(&words("portal enfrentamiento --modo psicologico --a 5 --b -1"));
    assert!(out.contains("La víctima pifia: su total es negativo (B998)"), "{out}");
    assert!(!out.contains("B950"), "{out}");
}

/// B948, B950 (issue 25 point 5): in an unequal opposition `--favorece b` gives B the virtual
/// advantage (3 against 4 with 2 for B: B wins by 3, not A by 1); where no side can be favoured
/// it is refused, not ignored.
#[test]
fn b948_favorece_gives_the_unequal_advantage_to_its_side() {
    let base = "portal enfrentamiento --modo desigual --a 3 --b 4 --ventaja 2 --json";
    for (extra, winner, margin) in [("", "a", 1), (" --favorece b", "b", 3)] {
        let v = json(&words(&format!("{base}{extra}")));
        assert_eq!(
            (v["result"]["winner"].as_str(), v["result"]["margin"].as_i64()),
            (Some(winner), Some(margin)),
            "{v}"
        );
    }
    let err = bad(&words("portal enfrentamiento --a 3 --b 4 --favorece b"));
    assert!(err.contains("--favorece"), "{err}");
}

/// S55 (issue 25 point 5): two superhuman specialties stack — 2 and 3 add 5 to [4, 4, 4].
#[test]
fn s55_two_superhuman_specialties_add_up() {
    let roll = "portal --blancos 4,4,4 --repetir ninguno --sobrehumana 2 --sobrehumana 3";
    let total = |extra: &str| {
        json(&words(&format!("{roll} {extra} --json")))["total"]
            .as_i64()
            .unwrap()
    };
    assert_eq!(total("--especialidad --especialidad-sobrehumana 2") - total(""), 5);
    let err = bad(&words(&format!("{roll} --especialidad-sobrehumana 4")));
    assert!(err.contains("S55"), "{err}");
}

/// B605 (issue 25 point 3): the PP that blocks ones and sixes is handed to the roller by the GM
/// (`--bloquear` alone) or by another player, whose sheet (`--bloquea-con`) pays it; the
/// roller's own sheet cannot hand it, in one sentence.
#[test]
fn b605_the_blocking_pp_comes_from_the_gm_or_another_player() {
    let sheet = |name: &str, pp: u8| {
        let text = format!("nombre = \"{name}\"\n[estado]\npp = {pp}\n");
        common::temp_file("portal-block", &format!("{name}.toml"), &text)
    };
    let (ana, bruno) = (sheet("Ana", 0), sheet("Bruno", 2));
    let (ana, bruno) = (ana.to_str().unwrap(), bruno.to_str().unwrap());
    let roll = "portal --blancos 6,1,4 --dif 4 --bloquear --json --ficha";
    let gm = json(&line_with(roll, ana, ""));
    assert_eq!(
        (gm["rerolls"]["blocked"].as_bool(), gm["state"]["pp"].as_i64()),
        (Some(true), Some(1))
    );
    assert!(gm.get("entrega").is_none(), "{gm}");
    let v = json(&[line_with(roll, ana, "--bloquea-con"), vec![bruno]].concat());
    assert_eq!(v["state"]["pp"], 1, "Ana keeps the PP handed to her: {v}");
    assert_eq!(
        (v["entrega"]["name"].as_str(), v["entrega"]["state"]["pp"].as_i64()),
        (Some("Bruno"), Some(1))
    );
    assert_eq!(v["entrega"]["events"][0]["evento"], "gastar_pp", "{v}");
    let words = human(
        &[
            line_with(
                "portal --blancos 6,1,4 --dif 4 --bloquear --ficha",
                ana,
                "--bloquea-con",
            ),
            vec![bruno],
        ]
        .concat(),
    );
    assert!(words.contains("Bruno: gasta PP"), "{words}");
    let e = bad(&[line_with(roll, ana, "--bloquea-con"), vec![ana]].concat());
    assert!(
        e.contains("B605") && e.contains("no quien tira") && !e.contains('\n'),
        "{e}"
    );
    let e = bad(&[
        "--lang",
        "en",
        "portal",
        "--blancos",
        "6,1,4",
        "--bloquear",
        "--ficha",
        ana,
        "--bloquea-con",
        ana,
    ]);
    assert!(e.contains("not by the roller"), "{e}");
}
