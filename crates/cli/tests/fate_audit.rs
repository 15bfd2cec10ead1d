//! Issue #17, Fate «La Escalera» (points 14–17): an attack's reach in zones, the skill pyramid
//! the book does not have, power points a sheet does not hold, and a tie in attack odds.
//! Issue 25 point 11: a follower taken out, the PP a failure is offered. F = the Fate book's line.

mod common;

use common::{assert_sums_to_one, bad, human, json, line_with, temp_file};
use serde_json::{json, Value};

/// A dock and a boat one zone apart; Ana's attack is written in `[[acciones]]`.
fn two_zones(action: &str) -> String {
    let text = format!(
        "tipo = \"fisico\"\nzonas = [\"muelle\", \"barco\"]\nfronteras = [[\"muelle\", \"barco\", 0]]\n\
         intercambios = 1\n[reglas]\nskill_pyramid = false\n\
         [[participantes]]\nbando = \"h\"\nzona = \"muelle\"\n\
         personaje = {{ nombre = \"Ana\", asiento = 0, habilidades = {{ Armas = 3, Disparo = 3, Alerta = 4 }} }}\n\
         [[participantes]]\nbando = \"v\"\nzona = \"barco\"\n\
         personaje = {{ nombre = \"Jefe\", habilidades = {{ Armas = 2, Atletismo = 2, Alerta = 1 }} }}\n\
         [[acciones]]\nquien = \"Ana\"\naccion = \"ataque\"\nobjetivo = \"Jefe\"\n{action}\n"
    );
    let name = format!("zonas-{}.toml", text.len());
    temp_file("fate-audit", &name, &text).to_str().unwrap().to_string()
}

#[test]
fn an_attack_reaches_only_as_far_as_the_book_says_f102_f104() {
    // A blow touches its own zone; a thrown weapon one zone; a gun three (F104).
    let e = bad(&["--seed", "1", "fate", "conflicto", &two_zones("habilidad = \"Armas\"")]);
    assert!(e.contains("el objetivo está a 1 zonas y el ataque alcanza 0"), "{e}");
    for ok in [
        "habilidad = \"Armas\"\nalcance = \"arrojadiza\"",
        "habilidad = \"Disparo\"",
        "habilidad = \"Armas\"\nmover = \"barco\"",
    ] {
        json(&["--seed", "1", "fate", "conflicto", &two_zones(ok), "--json"]);
    }
    // The shipped dock: the Jefe, with only Armas, crosses to the dock before he hits Ana.
    let muelle = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/fate/muelle.toml");
    let v = json(&["--seed", "1", "fate", "conflicto", muelle, "--json"]);
    let log = v["log"].as_array().unwrap();
    let jefe = 2;
    let first_hit = log
        .iter()
        .position(|e| e["event"] == "ataque" && e["attacker"] == jefe)
        .unwrap();
    let moved = log
        .iter()
        .position(|e| e["event"] == "movimiento" && e["who"] == jefe)
        .unwrap();
    assert_eq!(log[moved]["to"], 0, "to the dock");
    assert_eq!(
        (moved, log[moved]["penalty"].clone()),
        (first_hit + 1, json!(-2)),
        "−1 − the gangway's 1"
    );
}

#[test]
fn no_skill_pyramid_unless_the_sheet_or_table_asks_for_it() {
    // Two skills at Genial over one at Bueno: no pyramid, and the book has none (A-MISC-1).
    let base = "nombre = \"Eva\"\nasiento = 0\n[habilidades]\nArmas = 4\nAlerta = 4\nAtletismo = 3\n";
    let plain = temp_file("fate-audit", "eva.toml", base);
    let v = json(&["fate", "ficha", plain.to_str().unwrap(), "--json"]);
    assert_eq!(
        (v["valid"].clone(), v["sheet"]["nombre"].clone()),
        (json!(true), json!("Eva"))
    );
    let sotc = temp_file(
        "fate-audit",
        "eva-sotc.toml",
        &format!("{base}[reglas]\nskill_pyramid = true\n"),
    );
    let e = bad(&["fate", "ficha", sotc.to_str().unwrap()]);
    assert!(e.contains("la pirámide no se sostiene"), "{e}");
}

#[test]
fn a_sheet_spends_only_the_power_points_it_holds_f66() {
    let ana = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/fate/ana.toml");
    let args = ["fate", "--ficha", ana, "--habilidad", "Armas", "--dados", "+-0+"];
    let v = json(&[&args[..], &["--pp", "4", "--json"]].concat());
    assert_eq!(v["effort"], 10, "Soberbio +5, dice +1, 4 PP");
    let e = bad(&[&args[..], &["--pp", "5"]].concat());
    assert!(
        e.contains("--pp: no quedan puntos de poder suficientes: hay 4 y hacen falta 5"),
        "{e}"
    );
}

#[test]
fn power_points_without_a_sheet_are_the_players_word_f64_f67() {
    // No sheet, no holdings to check; the book has no cap per roll (A-PP-4).
    let v = json(&["fate", "--hab", "2", "--pp", "6", "--dados", "+-0+", "--json"]);
    assert_eq!(v["effort"], 9, "Normal +2, dice +1, 6 PP");
}

#[test]
fn a_tie_in_attack_odds_is_a_failure_f122() {
    let v = json(&["odds", "fate", "--hab", "2", "--ataque", "--def", "2", "--json"]);
    assert_eq!(v["outcomes"], json!({"exito": "101/243", "fallo": "142/243"}));
    assert_eq!(v["outcomes"]["exito"], v["attack"]["hit"]);
    assert_sums_to_one(v["outcomes"].as_object().unwrap().values().cloned());
}

#[test]
fn a_follower_taken_out_says_fuera_in_the_sheet_f343() {
    let sheet = |estado: &str| {
        format!(
            "nombre = \"Eva\"\nasiento = 0\n[habilidades]\nArmas = 2\n[[seguidores]]\nnombre = \"Igor\"\n\
             tipo = \"companero\"\nestado = \"{estado}\"\n"
        )
    };
    let out = temp_file("fate-audit", "eva-igor-fuera.toml", &sheet("fuera"));
    let line = |text: &str| text.lines().find(|l| l.contains("Igor")).unwrap().to_string();
    let es = human(&["fate", "ficha", out.to_str().unwrap()]);
    assert!(line(&es).ends_with(", fuera"), "{es}");
    let en = human(&["--lang", "en", "fate", "ficha", out.to_str().unwrap()]);
    assert!(line(&en).ends_with(", out"), "{en}");
    let active = temp_file("fate-audit", "eva-igor.toml", &sheet("activo"));
    let es = human(&["fate", "ficha", active.to_str().unwrap()]);
    assert!(!line(&es).contains("fuera"), "{es}");
}

#[test]
fn the_pp_that_would_succeed_are_offered_only_when_held_f64_f66() {
    let sheet = |pp: u32| {
        let text = format!("nombre = \"Eva\"\nasiento = 0\npp = {pp}\n[habilidades]\nArmas = 0\n");
        temp_file("fate-audit", &format!("eva-pp{pp}.toml"), &text)
    };
    let roll = |pp: u32| {
        let path = sheet(pp);
        human(&line_with(
            "fate --ficha",
            path.to_str().unwrap(),
            "--habilidad Armas --dif 2 --dados 0000",
        ))
    };
    assert!(!roll(0).contains("lograrías"), "{}", roll(0));
    assert!(!roll(1).contains("lograrías"), "{}", roll(1));
    assert!(roll(3).contains("Con 2 PP lo lograrías"), "{}", roll(3));
    // Without a sheet the holdings are the player's word (F64): still offered.
    let free = human(&["fate", "--hab", "0", "--dif", "2", "--dados", "0000"]);
    assert!(free.contains("Con 2 PP lo lograrías"), "{free}");
}

/// Ana (Soberbio) hits the Jefe; he takes a consequence and, as the file writes, concedes
/// (F257). Accepted, he is out on his terms (F259); refused as reasonable, he gains a PP and
/// Ana loses one (F261); a miss gives no consequence, so nothing is conceded.
#[test]
fn a_conflict_file_offers_concessions_f257_f261() {
    let file = |reply: &str, skill: u32| {
        let text = format!(
            "tipo = \"fisico\"\nzonas = [\"muelle\"]\nintercambios = 1\n\
             [[participantes]]\nbando = \"h\"\nzona = \"muelle\"\n\
             personaje = {{ nombre = \"Ana\", asiento = 0, pp = 3, habilidades = {{ Armas = {skill}, Alerta = 4 }} }}\n\
             [[participantes]]\nbando = \"v\"\nzona = \"muelle\"\n\
             personaje = {{ nombre = \"Jefe\", pp = 3, habilidades = {{ Armas = 0, Alerta = 1 }} }}\n\
             [[acciones]]\nquien = \"Ana\"\naccion = \"ataque\"\nobjetivo = \"Jefe\"\nhabilidad = \"Armas\"\n\
             absorbe = \"consecuencia\"\nconcede = \"se rinde y entrega el barco\"\n{reply}\n"
        );
        let path = temp_file("fate-audit", &format!("concede-{skill}-{}.toml", reply.len()), &text);
        json(&["--seed", "1", "fate", "conflicto", path.to_str().unwrap(), "--json"])
    };
    let jefe = |v: &Value| v["sides"][1]["members"][0].clone();
    let conceded = |v: &Value| v["log"].as_array().unwrap().iter().any(|e| e["event"] == "concesion");
    let accepted = file("", 5);
    assert_eq!(jefe(&accepted)["status"], "concedido");
    assert_eq!(accepted["standing"], json!(["h"]));
    let refused = file("respuesta = \"rechaza\"", 5);
    assert!(conceded(&refused));
    assert_eq!(jefe(&refused)["status"], "activo");
    assert_eq!(
        (
            jefe(&refused)["pp"].clone(),
            refused["sides"][0]["members"][0]["pp"].clone()
        ),
        (json!(4), json!(2))
    );
    let unreasonable = file("respuesta = \"rechaza_irrazonable\"", 5);
    assert_eq!(jefe(&unreasonable)["pp"], 3);
    // Ana at Mediocre misses on these dice: no consequence, no concession.
    let missed = file("", 0);
    assert!(!conceded(&missed), "{}", missed["log"]);
}
