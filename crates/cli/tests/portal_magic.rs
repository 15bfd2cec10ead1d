//! `tirada portal magia` against docs/contract.md: the reading aid's §6 ranks, costs and examples, and
//! the spell check on typed dice.

mod common;

use common::{bad, each, human, json, line, line_with};

fn example(name: &str) -> String {
    format!("{}/../../examples/portal/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// §6: each rank's difficulty and costs; +1/+2 per missing component at ranks 1/2.
#[test]
fn magia_ranks_difficulties_and_costs() {
    let v = json(&line("portal magia --rango 2 --elementos 4 --faltan 1 --json"));
    assert_eq!(v["system"], "portal");
    assert_eq!(v["command"], "magia");
    assert_eq!(v["possible"], true);
    assert_eq!(v["check"]["difficulty"], 6);
    assert_eq!(v["check"]["missing_penalty"], 2);
    assert_eq!(v["check"]["role"], "superior");
    assert_eq!(
        v["check"]["costs"],
        serde_json::json!(["pp", "heridas", "turnos", "ingredientes"])
    );
    let v = json(&line("portal magia --rango 1 --elementos 3 --faltan 2 --json"));
    assert_eq!(v["check"]["difficulty"], 5);
    let v = json(&["portal", "magia", "--rango", "0", "--json"]);
    assert_eq!(
        v["check"]["difficulty"],
        serde_json::Value::Null,
        "a mage's charm needs no roll"
    );
    let v = json(&["portal", "magia", "--rango", "0", "--lanzador", "aprendiz", "--json"]);
    assert_eq!(v["check"]["difficulty"], 2);
    let out = human(&["portal", "magia", "--rango", "2", "--elementos", "4", "--faltan", "1"]);
    assert!(out.contains("Dificultad 6 (4 + 2 por 1 elemento que falta)"), "{out}");
    assert!(out.contains("puntos de personaje, dados de heridas"), "{out}");
    let en = human(&["portal", "magia", "--rango", "1", "--lang", "en"]);
    assert!(
        en.contains("Difficulty 3 · High die") && en.contains("luck dice"),
        "{en}"
    );
}

/// B1614, B1620: at rank 3 (or a rank-3 enchantment) no component may be missing.
#[test]
fn magia_impossible_at_rank_three_is_a_verdict() {
    let v = json(&line("portal magia --rango 3 --elementos 8 --faltan 1 --json"));
    assert_eq!(v["possible"], false);
    assert!(v["reason"]
        .as_str()
        .unwrap()
        .contains("a rango 3 no puede faltar ninguno (B1614, B1620)"));
    let out = human(&["portal", "magia", "--rango", "3", "--elementos", "8", "--faltan", "1"]);
    assert!(out.contains("Imposible"), "{out}");
    let err = bad(&line("portal magia --rango 3 --elementos 8 --faltan 1 --dados 6,6,6"));
    assert!(err.contains("no puede faltar ninguno"), "{err}");
}

/// B1616, B1618: enchanting and inventing work one rank higher; a rank-3 one is difficulty 6.
#[test]
fn magia_enchanting_and_inventing() {
    let v = json(&["portal", "magia", "--rango", "1", "--obra", "encantar", "--json"]);
    assert_eq!(
        (v["check"]["effective_rank"].as_u64(), v["check"]["difficulty"].as_i64()),
        (Some(2), Some(4))
    );
    let v = json(&["portal", "magia", "--rango", "3", "--obra", "inventar", "--json"]);
    assert_eq!(v["check"]["difficulty"], 6);
    assert_eq!(v["check"]["several_casters"], true);
    assert!(v["check"]["costs"]
        .as_array()
        .unwrap()
        .contains(&"sacrificio_suerte".into()));
}

/// The spell check on typed dice: a layman who knows the spell keeps the Middle die (B1606).
#[test]
fn magia_rolls_the_spell_check_with_typed_dice() {
    let v = json(&line(
        "portal magia --rango 1 --lanzador profano --conoce-bien --dados 5,3,1 --json",
    ));
    assert_eq!(v["roll"]["role"], "medio");
    assert_eq!(v["roll"]["kept"], 3);
    assert_eq!(v["roll"]["difficulty"], 3);
    assert_eq!(v["roll"]["outcome"], "parcial");
    assert!(v.get("seed").is_none(), "every die was typed");
    let v = json(&line("portal magia --rango 1 --lanzador profano --dados 5,3,1 --json"));
    assert_eq!(
        (v["roll"]["kept"].as_i64(), v["roll"]["outcome"].as_str()),
        (Some(1), Some("fallo"))
    );
    let out = human(&["portal", "magia", "--rango", "2", "--dados", "6,4,2"]);
    assert!(out.contains("Dificultad 4") && out.contains("ÉXITO"), "{out}");
}

/// EX-PRINCIPAL-MARKUS (B651) for magic: the archmage pays from his spell reserve, and a
/// protagonist's payment is applied to its sheet before the roll (B1604).
#[test]
fn ex_principal_markus_pays_a_spell_from_his_reserve() {
    let markus = example("markus.toml");
    let v = json(&line_with(
        "portal magia --rango 1 --ficha",
        &markus,
        "--pagar reserva:conjuros:2 --json",
    ));
    assert_eq!(v["payment"][0]["evento"], "gastar_reserva");
    assert_eq!(v["state"]["reservas_gastadas"]["conjuros"], 2);
    let out = human(&line_with(
        "portal magia --rango 1 --ficha",
        &markus,
        "--pagar reserva:conjuros:2",
    ));
    assert!(out.contains("reserva «conjuros» 4 de 6"), "{out}");
    let err = bad(&line_with(
        "portal magia --rango 1 --ficha",
        &markus,
        "--pagar reserva:conjuros:7",
    ));
    assert!(err.contains("no hay 7 puntos en la reserva"), "{err}");
    let err = bad(&["portal", "magia", "--rango", "1", "--pagar", "reserva:conjuros:1"]);
    assert!(err.contains("--ficha"), "{err}");
}

#[test]
fn magia_payment_events_and_refusals() {
    let v = json(&line("portal magia --rango 2 --pagar heridas:1,turnos:2 --json"));
    let kinds: Vec<&str> = each(&v["payment"], |e| e["evento"].as_str().unwrap());
    assert_eq!(kinds, ["turnos_perdidos", "herida"]);
    let out = human(&["portal", "magia", "--rango", "2", "--pagar", "heridas:1,turnos:2"]);
    assert!(out.contains("2 turnos sin actuar, +1 dado de heridas"), "{out}");
    for (args, says) in [
        (
            vec!["--rango", "1", "--pagar", "pp:1"],
            "a rango 1 no se paga con puntos de personaje",
        ),
        (vec!["--rango", "4"], "de 0 a 3"),
        (
            vec!["--rango", "1", "--elementos", "1", "--faltan", "2"],
            "faltan 2 elementos de 1",
        ),
        (vec!["--rango", "0", "--tirar"], "sin tirada"),
        (vec!["--rango", "1", "--dif", "3"], "quita --dif"),
        (vec!["--rango", "1", "--conoce-bien"], "--lanzador profano"),
        (vec!["--rango", "1", "--pagar", "oro:3"], "«oro:3» no se entiende"),
        (vec!["--rango", "1", "--dados", "7,1,1"], "la cara 7"),
    ] {
        let mut full = vec!["portal", "magia"];
        full.extend(args);
        let err = bad(&full);
        assert!(err.contains(says), "{full:?}: {err}");
    }
}

/// The caster's own Fortaleza from the sheet: Markus's Magia 4 with its specialty (+4).
#[test]
fn magia_takes_the_casters_fortaleza_from_the_sheet() {
    let markus = example("markus.toml");
    let v = json(&line_with(
        "portal magia --rango 1 --ficha",
        &markus,
        "--fortaleza-de magia --especialidad --dados 6,4,2 --json",
    ));
    assert_eq!(v["roll"]["specialty_bonus"], 4);
    assert_eq!(v["roll"]["total"], 10);
    assert_eq!(v["roll"]["rerolls"]["pool"], 4);
    let err = bad(&line_with(
        "portal magia --rango 1 --ficha",
        &markus,
        "--fortaleza-de Esgrima --tirar",
    ));
    assert!(err.contains("no hay ninguna Fortaleza «Esgrima»"), "{err}");
    let err = bad(&["portal", "magia", "--rango", "1", "--fortaleza-de", "Magia"]);
    assert!(err.contains("--ficha"), "{err}");
}

/// EX-PARTIAL-DISPARAR (B494–B504) as a roll: Brunak's Combate 2 lent a medias is checked
/// against his sheet, and a roll asking for more than is left is refused.
#[test]
fn ex_partial_disparar_a_roll_checks_the_allowance() {
    let brunak = example("brunak.toml");
    let roll = |parcial: &'static str| {
        vec![
            "portal",
            "--blancos",
            "4,3,1",
            "--negros",
            "2",
            "--parcial",
            parcial,
            "--parcial-de",
            "combate",
            "--ficha",
            &brunak,
            "--perfil",
            "libro",
            "--dif",
            "3",
            "--repetir",
            "ninguno",
        ]
    };
    let mut with_json = roll("2");
    with_json.push("--json");
    let v = json(&with_json);
    assert_eq!(v["events"][0]["evento"], "uso_parcial");
    assert_eq!(v["events"][0]["forte"], "Combate", "the sheet's spelling");
    assert_eq!(v["rerolls"]["pool"], 2);
    assert!(v.get("seed").is_none(), "every die was typed");
    let out = human(&roll("1"));
    assert!(
        out.contains("Fortaleza a medias «Combate»: presta 1 repetición; le quedan 1"),
        "{out}"
    );
    let err = bad(&roll("3"));
    assert!(
        err.contains("solo puede prestar 2 repeticiones a medias más en esta aventura"),
        "{err}"
    );
    let mut summary = roll("2");
    summary.truncate(summary.len() - 6);
    let err = bad(&summary);
    assert!(err.contains("una repetición por tirada"), "{err}");
    let err = bad(&["portal", "--parcial", "1", "--parcial-de", "combate"]);
    assert!(err.contains("--ficha"), "{err}");
}

/// §6's typical fumble by rank: a fumbled rank-1 spell usually brings wound dice.
#[test]
fn magia_says_what_a_fumble_brings() {
    let v = json(&["portal", "magia", "--rango", "2", "--json"]);
    assert_eq!(v["check"]["fumble"], "secuelas_permanentes");
    let out = human(&line("portal magia --rango 1 --dados 1,1,1 --heridas 1 --rojos 6"));
    assert!(out.contains("Pifia mágica: suele traer dados de heridas"), "{out}");
}

/// A roll made for a sheet: its discomfort die is thrown (R2), a tie removes it (R13) and the
/// roll's effects come back as the `tirada` event with the state after.
#[test]
fn a_roll_for_a_sheet_applies_its_effects() {
    let brunak = example("brunak.toml");
    let v = json(&line_with(
        "portal --ficha",
        &brunak,
        "--perfil libro --blancos 4,3,1 --negros 4 --dif 3 --repetir ninguno --json",
    ));
    assert_eq!(v["events"][0]["evento"], "tirada");
    assert_eq!(v["events"][0]["changes"]["malestar_removed"], 1);
    assert_eq!(v["state"]["malestar"], 0);
    let out = human(&line_with(
        "portal --ficha",
        &brunak,
        "--perfil libro --blancos 4,3,1 --negros 4 --dif 3",
    ));
    assert!(out.contains("Brunak queda con: malestar 0, heridas 1"), "{out}");
    let beaten = json(&line_with(
        "portal --ficha",
        &brunak,
        "--perfil libro --blancos 4,3,1 --negros 4 --rojos 2 --dif 3 --repetir ninguno --json",
    ));
    assert_eq!(
        (beaten["total"].as_i64(), beaten["wounds_unrolled"].as_i64()),
        (Some(3), Some(0)),
        "a beaten wound die"
    );
    let err = bad(&["portal", "--ficha", &example("zombi.toml"), "--blancos", "4,3,1"]);
    assert!(err.contains("no tira dados"), "{err}");
    // Brunak holds one wound die: not thrown, it is set aside and costs 1 in the Book (R8).
    assert_eq!(v["wounds_unrolled"], 1);
    assert_eq!(v["total"], 2);
    let err = bad(&["portal", "--ficha", &brunak, "--blancos", "4,3,1", "--malestar", "2"]);
    assert!(
        err.contains("Brunak tiene 1 dado de malestar y se tiran todos"),
        "{err}"
    );
    let err = bad(&["portal", "--ficha", &brunak, "--blancos", "4,3,1", "--heridas", "2"]);
    assert!(err.contains("--heridas"), "{err}");
}
