//! Issue #17, CHASIS (points 18–22): the DJ's neutral-to-failure, the automatic success bought
//! with energy, the level pool, a sheet's energy, and one policy for dice nobody typed.
//! C = the CHASIS book's line.

mod common;

use common::{bad, human, json, line, line_with};
use serde_json::json;

#[test]
fn a_plain_neutral_may_become_a_failure_but_not_a_hyperbole_c370() {
    // ⑥⑦ = 13 against 13: a neutral; the basic rules let the DJ call it a failure.
    let v = json(&["chasis", "--dados", "6,7", "--neutro-a-fallo", "--json"]);
    assert_eq!(
        (v["outcome"].clone(), v["grade_label"].clone()),
        (json!("fallo"), json!("GDF1"))
    );
    // ①⑫: a hipérbole, neutral whatever the total: never turned into a failure.
    let e = bad(&["chasis", "--dados", "1,12", "--neutro-a-fallo"]);
    assert!(e.contains("una hipérbole es neutro sea cual sea el total"), "{e}");
    // A table may still forbid it.
    let file = common::temp_file("chasis-audit", "sin-neutro.toml", "neutro_a_fallo = false\n");
    let e = bad(&line_with(
        "chasis --reglas",
        file.to_str().unwrap(),
        "--dados 6,7 --neutro-a-fallo",
    ));
    assert!(e.contains("no permiten convertir un neutro en fallo"), "{e}");
    // The output never says one thing above and another below: ①① irrealized reads as the
    // DJ's success, the pifia named as what the dice were before the decision.
    let out = human(&["chasis", "--dados", "1,1", "--irrealizar"]);
    assert!(out.starts_with("ÉXITO"), "{out}");
    assert!(
        out.contains("Pifia en los dados base, antes de la decisión del DJ"),
        "{out}"
    );
    assert!(!out.contains("fallo sea cual sea el total"), "{out}");
    // Issue 25 point 16 (C1198): the multiplier belongs to the dice's failure, not to the
    // DJ's least success: never «multiplica el grado: GDE1».
    let out = human(&["chasis", "--dados", "2,2", "--irrealizar"]);
    assert!(!out.contains("multiplica el grado: GDE"), "{out}");
    assert!(
        out.contains("multiplicó el grado de los dados, antes de la decisión del DJ"),
        "{out}"
    );
}

#[test]
fn an_irrealized_pifia_succeeds_at_the_provisional_stress_of_its_grade_c1198_c1202() {
    // ②② = 4 against 13: GD −9, a pifia, ×1.5 (uniplicar, C1248) = GDF13. The DJ turns a
    // failed check, a pifia too, into a success «adjudicando un estrés provisional relativo al
    // grado» (C1200): 13PY; the pifia is what the dice showed, not the result.
    let v = json(&["chasis", "--dados", "2,2", "--irrealizar", "--json"]);
    assert_eq!(
        (v["outcome"].clone(), v["extreme"].clone(), v["dj"].clone()),
        (
            json!("exito"),
            json!("pifia"),
            json!({"action": "irrealizar", "stress": 13})
        )
    );
    let lines = v["explanation"]["lines"].as_array().unwrap();
    assert!(
        lines
            .iter()
            .any(|l| l == "Pifia en los dados base, antes de la decisión del DJ"),
        "{lines:?}"
    );
    assert!(
        !lines
            .iter()
            .any(|l| l.as_str().unwrap().contains("fallo sea cual sea el total")),
        "{lines:?}"
    );
}

#[test]
fn thirteen_py_buy_an_automatic_success_without_a_roll_c1196() {
    let v = json(&["chasis", "--automatico", "--json"]);
    assert_eq!(
        (
            v["automatico"].clone(),
            v["energia_gastada"].clone(),
            v["outcome"].clone(),
            v["dice"].clone()
        ),
        (json!(true), json!(13), json!("exito"), json!([]))
    );
    assert!(human(&["chasis", "--automatico"]).contains("13PY de énfasis → ÉXITO automático"));
    // A sheet pays it from its energy: everyone starts at 0PY (C1174).
    let e = bad(&["chasis", "--automatico", "--ficha", "ejemplo:gilius"]);
    assert!(e.contains("se piden 13PY de énfasis y el personaje tiene 0PY"), "{e}");
    assert!(bad(&["chasis", "--automatico", "--enfasis", "2"]).contains("no se combina"));
}

/// C1196 also lets energy make a maneuver fail without a roll: the DJ's, the least failure.
#[test]
fn the_gm_buys_an_automatic_failure_c1196() {
    let v = json(&["chasis", "--fallo-automatico", "--json"]);
    assert_eq!(
        (
            v["outcome"].clone(),
            v["grade_label"].clone(),
            v["energia_gastada"].clone()
        ),
        (json!("fallo"), json!("GDF1"), json!(13))
    );
    assert!(human(&["chasis", "--fallo-automatico"]).contains("13PY de energía → FALLO automático"));
    bad(&["chasis", "--fallo-automatico", "--automatico"]);
}

#[test]
fn the_level_pool_never_goes_negative_c1132() {
    // NIV5 with 4 PJ: 5 × 13 = 65 (C1116); 60 spent leaves 5, so 10 more is refused.
    let e = bad(&["chasis", "nivel", "--sesion", "5", "--pj", "4", "--gasta", "60,10"]);
    assert!(
        e.contains("al DJ le quedan 5 puntos de nivel y no puede gastar 10") && e.contains("(C1132)"),
        "{e}"
    );
    assert!(!e.contains("C1110"), "{e}");
    let v = json(&[
        "chasis", "nivel", "--sesion", "5", "--pj", "4", "--gasta", "60,5", "--json",
    ]);
    assert_eq!(
        (v["remaining"].clone(), v["exhausted"].clone()),
        (json!(0), json!(true))
    );
}

#[test]
fn emphasis_comes_from_the_sheets_energy_c1174() {
    let args = [
        "chasis",
        "--ficha",
        "ejemplo:gilius",
        "--atributo",
        "Ataque con Hacha",
        "--dados",
        "6,7",
    ];
    let e = bad(&[&args[..], &["--enfasis", "2"]].concat());
    assert!(
        e.contains("--enfasis: no hay energía suficiente: se piden 2PY de énfasis y el personaje tiene 0PY"),
        "{e}"
    );
    let v = json(&[&args[..], &["--json"]].concat());
    assert_eq!(v["total"], 16, "⑥⑦ + Ataque con Hacha 3");
}

#[test]
fn a_die_nobody_typed_is_an_error_or_rolled_and_shown() {
    // ⑤⑤ opens the gemela apertura: its die was not typed.
    let e = bad(&["chasis", "--apertura", "gemela", "--dados", "5,5"]);
    assert!(
        e.contains("la apertura se abrió y faltan las caras de sus dados"),
        "{e}"
    );
    let e = bad(&["chasis", "--mod", "+1d6", "--dados", "5,6"]);
    assert!(
        e.contains("--dados-mod: faltan las caras de los dados del modificador"),
        "{e}"
    );
    // Asked for, it is rolled and said to be.
    let args = [
        "--seed",
        "3",
        "chasis",
        "--apertura",
        "gemela",
        "--dados",
        "5,5",
        "--tirar-resto",
    ];
    let v = json(&[&args[..], &["--json"]].concat());
    let face = v["apertura"]["value"].clone();
    assert_eq!(v["tirados"], json!([["apertura", face]]));
    let out = human(&args);
    assert_eq!(
        out.matches("Tirados por tirada, no escritos: apertura").count(),
        1,
        "{out}"
    );
    // Nothing typed: every die rolled, none listed as filled in.
    assert!(json(&["--seed", "3", "chasis", "--apertura", "gemela", "--json"])
        .get("tirados")
        .is_none());
    // The contest's turns follow the same policy.
    let e = bad(&["chasis", "contienda", "--apertura", "gemela", "--dados", "5,5"]);
    assert!(e.contains("faltan las caras de sus dados"), "{e}");
    // Hitos too: a damage die not typed is missing, not made up.
    let e = bad(&["hitos", "--dados", "3,6,7", "--dif", "5", "--dano", "mCM+1d"]);
    assert!(e.contains("faltan caras para los dados «daño»"), "{e}");
}

#[test]
fn an_opposed_contests_rival_dice_are_typed_and_shown_as_the_rollers_c1401() {
    // Both sides roll (C1401–C1409). Turn 2: the rival's ④④ opens the gemela apertura; its
    // d12 is typed behind its base faces and printed, as the roller's ⑥⑥ +3 in turn 1.
    let args = [
        "chasis",
        "contienda",
        "--modo",
        "enfrentado",
        "--apertura",
        "gemela",
        "--dados",
        "6,6,3/5,9",
        "--dados-rival",
        "5,8/4,4,10",
    ];
    let out = human(&args);
    assert!(
        out.contains("Turno 1: 6, 6 [d12:3 +3] → 15 contra el rival 5, 8 → 13: GD +2"),
        "{out}"
    );
    assert!(
        out.contains("Turno 2: 5, 9 → 14 contra el rival 4, 4 [d12:10 +10] → 18: GD −4"),
        "{out}"
    );
    // The rival's apertura left out is named, or rolled and said so with --tirar-resto.
    let e = bad(&args[..9].iter().copied().chain(["5,8/4,4"]).collect::<Vec<_>>());
    assert!(e.contains("--dados-rival (turno 2): la apertura se abrió"), "{e}");
    let out = human(
        &args[..9]
            .iter()
            .copied()
            .chain(["5,8/4,4", "--tirar-resto"])
            .collect::<Vec<_>>(),
    );
    assert!(
        out.contains("Tirados por tirada, no escritos: rival apertura (turno 2)"),
        "{out}"
    );
    // The rival's modifier dice are typed in their own flag.
    let v = json(&line(
        "chasis contienda --modo enfrentado --dados 6,6 --dados-rival 5,8 --mod-rival=+1d6 --dados-mod-rival 4 --json",
    ));
    assert_eq!(v["turns"][0]["rival"]["total"], 17, "{v}");
    let e = bad(&line(
        "chasis contienda --modo enfrentado --dados 6,6 --dados-rival 5,8 --mod-rival=+1d6",
    ));
    assert!(e.contains("--dados-mod-rival (turno 1): faltan las caras"), "{e}");
}

/// Issue 25 points 12–13 (C1300, C1318, C431–C433): a character at 13 damage is dead and at 13
/// pain unconscious, so it makes no check (it rolled ÉXITO); an NPC makes none unless the
/// ruleset's `pnj_tiran` says NPCs roll; the automatic success is refused to them too.
#[test]
fn c1300_c1318_c431_the_dead_the_unconscious_and_npcs_make_no_checks() {
    let gilius = tirada_rules::chasis::examples::example("gilius").unwrap();
    let file = |name: &str, text: String| common::temp_file("chasis-no-check", name, &text);
    let dead = file(
        "dead.toml",
        format!("{gilius}\n[estado.heridas]\ndano = 13\ndolor = 0\n"),
    );
    let out = file(
        "out.toml",
        format!("{gilius}\n[estado.heridas]\ndano = 0\ndolor = 13\n"),
    );
    let npc = file("npc.toml", format!("tipo = \"pnj\"\n{gilius}"));
    let rolls_npcs = file("pnj_tiran.toml", "pnj_tiran = true\n".to_string());
    for (sheet, line) in [(&dead, "C1300"), (&out, "C1318"), (&npc, "C431")] {
        let sheet = sheet.to_str().unwrap();
        let e = bad(&[
            "chasis",
            "--ficha",
            sheet,
            "--atributo",
            "Ataque con Hacha",
            "--dados",
            "6,7",
        ]);
        assert!(
            e.contains("Gilius Cabezadetrueno no hace chequeos") && e.contains(line),
            "{e}"
        );
        let e = bad(&["chasis", "--automatico", "--ficha", sheet]);
        assert!(e.contains(line), "{e}");
    }
    let npc = npc.to_str().unwrap();
    let rules = rolls_npcs.to_str().unwrap();
    let v = json(&[
        "chasis",
        "--reglas",
        rules,
        "--ficha",
        npc,
        "--atributo",
        "Ataque con Hacha",
        "--dados",
        "6,7",
        "--json",
    ]);
    assert_eq!(v["total"], 16, "{v}");
}

/// Issue 25 point 14: `tirada odds chasis` with `--psj`, `--enfasis-aux` or `--gradual` gave
/// the plain odds byte for byte; it now refuses them naming each, as the table's odds do.
#[test]
fn odds_refuse_the_auxiliary_and_gradual_flags_they_cannot_compute() {
    for (flags, field) in [
        (&["--psj", "3"][..], "psj"),
        (&["--enfasis-aux", "2"], "enfasis_aux"),
        (&["--gradual", "pro"], "gradual"),
    ] {
        let e = bad(&[&["odds", "chasis"][..], flags].concat());
        assert!(e.contains(field) && e.contains("auxiliar"), "{flags:?}: {e}");
    }
    let e = tirada_play::odds(tirada_play::System::Chasis, &json!({}), &json!({"psj": [3]}), None).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("psj"), "{e:?}");
}

/// C1126 (issue 25 point 16): a refund — an enemy declared with MOD−2 — joins the pool when it
/// happens, so a spend after it may use it: 60, then 2 back, then 7 leaves 0; the same spends
/// before the refund are refused. The ledger says them in order.
#[test]
fn a_refund_counts_from_when_it_happens_c1126() {
    let v = json(&line("chasis nivel --sesion 5 --pj 4 --movimientos 60,-2,7 --json"));
    assert_eq!(
        (
            v["remaining"].as_i64(),
            v["moves"].clone(),
            v["spent"].clone(),
            v["refunded"].clone()
        ),
        (Some(0), json!([60, -2, 7]), json!([60, 7]), json!([2]))
    );
    let lines = v["explanation"]["lines"].to_string();
    assert!(lines.contains("En orden (C1126): −60 +2 −7"), "{lines}");
    let e = bad(&line("chasis nivel --sesion 5 --pj 4 --movimientos 60,7,-2"));
    assert!(e.starts_with("tirada: --movimientos:") && e.contains("C1132"), "{e}");
    bad(&line("chasis nivel --sesion 5 --pj 4 --movimientos 1 --gasta 1"));
}

/// Issue 25 point 16 (C1174): the energy a check spends is said even when énfasis and estrés
/// cancel out (5 and 5: MOD 0), and énfasis bought as AUX says its PY (2 each).
#[test]
fn the_energy_spent_is_said_even_when_it_cancels_out_c1174() {
    let out = human(&line("chasis --dados 6,7 --enfasis 5 --estres 5"));
    assert!(out.contains("Energía: énfasis 5 · estrés 5: 0"), "{out}");
    assert!(out.contains("Energía gastada: 5PY de énfasis, 5PY de estrés"), "{out}");
    let v = json(&line("chasis --dados 6,7 --enfasis-aux 2 --psj 4 --json"));
    assert_eq!(v["energia_py"], json!([4, 0]), "{v}");
    let out = human(&line("--lang en chasis --dados 6,7 --enfasis-aux 2 --psj 4"));
    assert!(
        out.contains("Energy to the auxiliary: emphasis 2 · stress 0: AUX +2"),
        "{out}"
    );
    assert!(out.contains("Energy spent: 4 PY of emphasis, 0 PY of stress"), "{out}");
}

/// Issue 25 point 16 (C1357): a margin contest repeats one check each turn, so its énfasis
/// applies — and is paid — every turn, and says so; a PSJ, a gradual check or énfasis bought
/// as AUX have no meaning in the piles and are refused in one sentence.
#[test]
fn a_contest_says_its_emphasis_is_paid_every_turn_c1357() {
    let out = human(&line("chasis contienda --dados 6,7/9,9 --enfasis 2"));
    assert!(
        out.contains(
            "La energía se aplica en cada turno: 2PY de énfasis y 0PY de estrés por turno, 4PY y 0PY en 2 turnos"
        ),
        "{out}"
    );
    for extra in ["--psj 3", "--gradual pro", "--enfasis-aux 1"] {
        let e = bad(&line(&format!("chasis contienda --dados 6,7 {extra}")));
        assert!(
            e.contains("no tiene sentido en un concurso de margen") && e.contains("C1357"),
            "{e}"
        );
    }
    let e = bad(&line("--lang en chasis contienda --dados 6,7 --gradual pro"));
    assert!(e.contains("has no meaning in a margin contest"), "{e}");
}
