//! `tirada portal magia`, `colaboracion`, `enfrentamiento` and `extendida` against CONTRACT.md,
//! with the reading aid's worked examples (§6, §7.5) as typed-in totals and dice.

mod common;

use common::{bad, human, json};

fn example(name: &str) -> String {
    format!("{}/../../examples/portal/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// §6: each rank's difficulty and costs; +1/+2 per missing component at ranks 1/2.
#[test]
fn magia_ranks_difficulties_and_costs() {
    let v = json(&[
        "portal",
        "magia",
        "--rango",
        "2",
        "--elementos",
        "4",
        "--faltan",
        "1",
        "--json",
    ]);
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
    let v = json(&[
        "portal",
        "magia",
        "--rango",
        "1",
        "--elementos",
        "3",
        "--faltan",
        "2",
        "--json",
    ]);
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

/// B1598, B1620: at rank 3 (or a rank-3 enchantment) no component may be missing.
#[test]
fn magia_impossible_at_rank_three_is_a_verdict() {
    let v = json(&[
        "portal",
        "magia",
        "--rango",
        "3",
        "--elementos",
        "8",
        "--faltan",
        "1",
        "--json",
    ]);
    assert_eq!(v["possible"], false);
    assert!(v["reason"]
        .as_str()
        .unwrap()
        .contains("a rango 3 no puede faltar ninguno"));
    let out = human(&["portal", "magia", "--rango", "3", "--elementos", "8", "--faltan", "1"]);
    assert!(out.contains("Imposible"), "{out}");
    let err = bad(&[
        "portal",
        "magia",
        "--rango",
        "3",
        "--elementos",
        "8",
        "--faltan",
        "1",
        "--dados",
        "6,6,6",
    ]);
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
    let v = json(&[
        "portal",
        "magia",
        "--rango",
        "1",
        "--lanzador",
        "profano",
        "--conoce-bien",
        "--dados",
        "5,3,1",
        "--json",
    ]);
    assert_eq!(v["roll"]["role"], "medio");
    assert_eq!(v["roll"]["kept"], 3);
    assert_eq!(v["roll"]["difficulty"], 3);
    assert_eq!(v["roll"]["outcome"], "parcial");
    assert!(v.get("seed").is_none(), "every die was typed");
    let v = json(&[
        "portal",
        "magia",
        "--rango",
        "1",
        "--lanzador",
        "profano",
        "--dados",
        "5,3,1",
        "--json",
    ]);
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
    let v = json(&[
        "portal",
        "magia",
        "--rango",
        "1",
        "--ficha",
        &markus,
        "--pagar",
        "reserva:conjuros:2",
        "--json",
    ]);
    assert_eq!(v["payment"][0]["evento"], "gastar_reserva");
    assert_eq!(v["state"]["reservas_gastadas"]["conjuros"], 2);
    let out = human(&[
        "portal",
        "magia",
        "--rango",
        "1",
        "--ficha",
        &markus,
        "--pagar",
        "reserva:conjuros:2",
    ]);
    assert!(out.contains("reserva «conjuros» 4 de 6"), "{out}");
    let err = bad(&[
        "portal",
        "magia",
        "--rango",
        "1",
        "--ficha",
        &markus,
        "--pagar",
        "reserva:conjuros:7",
    ]);
    assert!(err.contains("no hay 7 puntos en la reserva"), "{err}");
    let err = bad(&["portal", "magia", "--rango", "1", "--pagar", "reserva:conjuros:1"]);
    assert!(err.contains("--ficha"), "{err}");
}

#[test]
fn magia_payment_events_and_refusals() {
    let v = json(&[
        "portal",
        "magia",
        "--rango",
        "2",
        "--pagar",
        "heridas:1,turnos:2",
        "--json",
    ]);
    let kinds: Vec<&str> = v["payment"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["evento"].as_str().unwrap())
        .collect();
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

/// EX-COLL-INFIL (B916–B918) before the leader's rerolls: excess 3 against 18 of deficits.
#[test]
fn ex_coll_infil() {
    let v = json(&[
        "portal",
        "colaboracion",
        "--dif",
        "5",
        "--totales",
        "5,8,2,-1",
        "--nombres",
        "Alex,Bruno,Cosme,David",
        "--json",
    ]);
    assert_eq!(v["levels"], 3);
    assert_eq!(v["costs"], serde_json::json!([0, 0, 6, 12]));
    assert_eq!(v["fumbles"], serde_json::json!([3]), "David's −1 is a fumble (A-32)");
    assert_eq!(v["all_covered"], false);
    // After David's reroll to 6: levels 4 still cannot pay Cosme's 6.
    let v = json(&["portal", "colaboracion", "--dif", "5", "--totales", "5,8,2,6", "--json"]);
    assert_eq!(
        (v["levels"].as_i64(), v["all_covered"].as_bool()),
        (Some(4), Some(false))
    );
    let out = human(&[
        "portal",
        "colaboracion",
        "--dif",
        "5",
        "--totales",
        "5,8,2,-1",
        "--nombres",
        "Alex,Bruno,Cosme,David",
    ]);
    assert!(
        out.contains("Cosme") && out.contains("cuesta 6 niveles") && out.contains("pifia"),
        "{out}"
    );
}

/// EX-COLL-AB (B910) and EX-COLL-ABC (B912).
#[test]
fn ex_coll_ab_and_abc() {
    let ab = json(&["portal", "colaboracion", "--dif", "5", "--totales", "6,4", "--json"]);
    assert_eq!(
        (ab["levels"].as_i64(), ab["all_covered"].as_bool()),
        (Some(1), Some(false))
    );
    let abc = json(&["portal", "colaboracion", "--dif", "5", "--totales", "6,6,4", "--json"]);
    assert_eq!(abc["covered"], serde_json::json!([2]));
    assert_eq!(abc["all_covered"], true);
    let out = human(&[
        "portal",
        "colaboracion",
        "--dif",
        "5",
        "--totales",
        "6,6,4",
        "--nombres",
        "Alex,Bruno,Cosme",
        "--lang",
        "en",
    ]);
    assert!(
        out.contains("Cosme (raised to 5)") && out.contains("The group makes it"),
        "{out}"
    );
    let err = bad(&["portal", "colaboracion", "--dif", "5", "--totales", "6,x"]);
    assert!(err.contains("--totales"), "{err}");
    let err = bad(&[
        "portal",
        "colaboracion",
        "--dif",
        "5",
        "--totales",
        "6,4",
        "--nombres",
        "Alex",
    ]);
    assert!(err.contains("2 nombres"), "{err}");
}

/// EX-OPP-ESTALLIDO (B926–B928): Sigilo 2 against Alerta 1 → 1 reroll against none.
#[test]
fn ex_opp_estallido() {
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--a",
        "6",
        "--b",
        "4",
        "--repeticiones-a",
        "2",
        "--repeticiones-b",
        "1",
        "--json",
    ]);
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
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "aplazado",
        "--a",
        "3",
        "--factor",
        "2",
        "--b",
        "6",
        "--json",
    ]);
    assert_eq!(
        (v["difficulty"].as_i64(), v["success"].as_bool()),
        (Some(6), Some(false))
    );
    let out = human(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "aplazado",
        "--a",
        "3",
        "--factor",
        "2",
        "--b",
        "7",
    ]);
    assert!(out.contains("necesita 7 o más") && out.contains("lo consigue"), "{out}");
}

/// EX-PSY-OUTCOMES (B988–B994): Susan beats Robert by 2. The Book leaves the discomfort to
/// the GM; the Summary gives the margin (S92).
#[test]
fn ex_psy_outcomes() {
    let book = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "psicologico",
        "--a",
        "5",
        "--b",
        "3",
        "--perfil",
        "libro",
        "--json",
    ]);
    assert_eq!(book["influence"]["opposition"]["margin"], 2);
    assert_eq!(book["influence"]["discomfort_if_refused"], serde_json::Value::Null);
    let summary = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "psicologico",
        "--a",
        "5",
        "--b",
        "3",
        "--json",
    ]);
    assert_eq!(summary["influence"]["discomfort_if_refused"], 2);
    let out = human(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "psicologico",
        "--a",
        "5",
        "--b",
        "3",
    ]);
    assert!(out.contains("recibe 2 dados de malestar (S92)"), "{out}");
    let err = bad(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "psicologico",
        "--a",
        "5",
        "--b",
        "3",
        "--suerte",
        "0",
    ]);
    assert!(err.contains("dado de suerte"), "{err}");
}

/// Unequal (B944–B954, S90), team (B1008–B1012) and extended (B932–B942) oppositions.
#[test]
fn unequal_team_and_extended_oppositions() {
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "desigual",
        "--a",
        "4",
        "--b",
        "6",
        "--ventaja",
        "3",
        "--json",
    ]);
    assert_eq!(
        (v["result"]["winner"].as_str(), v["result"]["margin"].as_i64()),
        (Some("a"), Some(1))
    );
    let err = bad(&["portal", "enfrentamiento", "--a", "4", "--b", "6", "--ventaja", "4"]);
    assert!(err.contains("como mucho +3"), "{err}");
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--a",
        "4",
        "--b",
        "6",
        "--ventaja",
        "4",
        "--perfil",
        "libro",
        "--json",
    ]);
    assert_eq!(v["result"]["winner"], "a");
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "doble",
        "--a",
        "4",
        "--b",
        "7",
        "--favorece",
        "a",
        "--json",
    ]);
    assert_eq!(
        (v["result"]["winner"].as_str(), v["doubled"].as_str()),
        (Some("a"), Some("a"))
    );
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "equipos",
        "--a",
        "5,6",
        "--b",
        "7,-2",
        "--json",
    ]);
    assert_eq!(
        (v["result"]["margin"].as_i64(), v["result"]["b_fumbles"].as_bool()),
        (Some(6), Some(true))
    );
    let v = json(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "extendido",
        "--objetivo",
        "4",
        "--intercambios",
        "5:3,4:6,7:2",
        "--json",
    ]);
    assert_eq!(v["leads"], serde_json::json!([2, 0, 5]));
    assert_eq!(v["winner"], "a");
    let err = bad(&[
        "portal",
        "enfrentamiento",
        "--modo",
        "extendido",
        "--objetivo",
        "1",
        "--intercambios",
        "5:3,4:6",
    ]);
    assert!(err.contains("ya estaba decidido"), "{err}");
    let err = bad(&["portal", "enfrentamiento", "--a", "4"]);
    assert!(err.contains("falta --b"), "{err}");
}

/// S80–S84: margins accumulate, a tie may raise the requirement, a roll below fails it all;
/// accumulated successes buy rerolls.
#[test]
fn extended_rolls() {
    let v = json(&[
        "portal",
        "extendida",
        "--dif",
        "4",
        "--requerido",
        "5",
        "--totales",
        "6,4,7,6",
        "--empate-sube",
        "--gastar",
        "3:1",
        "--json",
    ]);
    assert_eq!(v["status"], "completada");
    assert_eq!((v["required"].as_i64(), v["accumulated"].as_i64()), (Some(6), Some(6)));
    assert_eq!(v["steps"][2]["spent"], 1);
    let v = json(&[
        "portal",
        "extendida",
        "--dif",
        "4",
        "--requerido",
        "5",
        "--totales",
        "6,3",
        "--json",
    ]);
    assert_eq!(
        (v["status"].as_str(), v["failed"].as_bool()),
        (Some("fracaso"), Some(true))
    );
    let out = human(&[
        "portal",
        "extendida",
        "--dif",
        "4",
        "--requerido",
        "5",
        "--totales",
        "6,4",
        "--empate-sube",
    ]);
    assert!(
        out.contains("el requerido sube a 6") && out.contains("En curso"),
        "{out}"
    );
    let err = bad(&[
        "portal",
        "extendida",
        "--dif",
        "4",
        "--requerido",
        "5",
        "--totales",
        "6",
        "--gastar",
        "1:3",
    ]);
    assert!(err.contains("solo hay 0 éxitos acumulados"), "{err}");
    let err = bad(&[
        "portal",
        "extendida",
        "--dif",
        "4",
        "--requerido",
        "5",
        "--totales",
        "3,6",
    ]);
    assert!(err.contains("sobran tiradas"), "{err}");
}
