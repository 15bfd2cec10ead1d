//! A conflict described in a TOML file and played out with typed dice: the participants'
//! plans (best attack, best allowed defence, box or consequence), written orders for
//! particular turns, errors naming the field, and saving a conflict half played.

use crate::common::rolls;
use tirada_rules::fate::conflict::Status;
use tirada_rules::fate::*;

const DUEL: &str = r#"
tipo = "fisico"
intercambios = 6

[reglas]
skill_pyramid = false

[[participantes]]
bando = "héroes"
ficha = "ana.toml"

[[participantes]]
bando = "villanos"
personaje = { nombre = "Cruz", habilidades = { Alerta = 2, Armas = 3, Atletismo = 2 } }
"#;

fn no_files(path: &str) -> Result<Sheet, FateError> {
    Err(FateError::sheet(path, "no hay ficheros", "no files"))
}

fn ana(path: &str) -> Result<Sheet, FateError> {
    assert_eq!(path, "ana.toml");
    Sheet::from_toml("nombre = \"Ana\"\nasiento = 0\n[habilidades]\nAlerta = 3\nArmas = 4\nAtletismo = 3\n")
}

fn names<'a>(c: &'a Conflict, ids: &[usize]) -> Vec<&'a str> {
    ids.iter().map(|&i| c.participants[i].name.as_str()).collect()
}

#[test]
fn a_conflict_file_plays_out_to_the_end() {
    let mut play = Scenario::from_toml(DUEL).unwrap().build(&mut ana).unwrap();
    // Each exchange: Ana's attack (Armas, her best) against Cruz's Armas, then Cruz's against
    // Ana's Armas. Ana rolls +4 and Cruz −4: the hit of 9, 10, 11... needs a consequence each
    // time, until none is left; Cruz, weighed down, never lands one.
    let mut d = rolls(&[4, -4, 0, 0, 4, -4, 0, 0, 4, -4, 0, 0, 4, -4]);
    play.run(&mut d).unwrap();
    d.finish().unwrap();
    let c = &play.conflict;
    assert_eq!(names(c, &c.order), ["Ana", "Cruz"]);
    assert!(c.is_over() && c.exchange == 4);
    assert_eq!(c.participants[1].status, Status::TakenOut);
    assert_eq!(
        c.consequences_of(1),
        [Severity::Mild, Severity::Moderate, Severity::Severe]
    );
    let cruz = c.participants[1].character().unwrap();
    assert_eq!(cruz.consequences[0].description, "golpe de Ana");
    assert_eq!(c.sides_standing(), ["héroes"]);
    // Each attack is logged with the defence chosen.
    let defences: Vec<&str> = c
        .log
        .iter()
        .filter_map(|e| match e {
            Event::Roll { who: 1, skill, roll } if roll.difficulty > 0 && skill != "Armas" => Some(skill.as_str()),
            _ => None,
        })
        .collect();
    assert!(defences.is_empty(), "Cruz's best defence is Armas: {defences:?}");
}

#[test]
fn a_consequence_first_plan_and_the_exchange_limit() {
    let text = DUEL.replace("intercambios = 6", "intercambios = 1").replace(
        "ficha = \"ana.toml\"",
        "ficha = \"ana.toml\"\nabsorbe = \"consecuencia\"\ndefensa = \"Atletismo\"",
    );
    let mut play = Scenario::from_toml(&text).unwrap().build(&mut ana).unwrap();
    // Ana misses (4 − 4 against 3 + 0); Cruz hits her for 1 (3 + 1 against Atletismo 3 − 0):
    // she keeps her boxes and takes a leve.
    play.run(&mut rolls(&[-4, 0, 1, 0])).unwrap();
    let c = &play.conflict;
    assert_eq!((c.exchange, c.is_over()), (1, false));
    assert_eq!(c.consequences_of(0), [Severity::Mild]);
    assert_eq!(c.participants[0].character().unwrap().health.marked(), 0);
}

const DOCKS: &str = r#"
zonas = ["muelle", "barco"]
fronteras = [["muelle", "barco", 1]]
intercambios = 1

[reglas]
skill_pyramid = false
maneuver_bonus = 1

[[participantes]]
bando = "héroes"
zona = "muelle"
personaje = { nombre = "Ana", asiento = 0, habilidades = { Alerta = 4, Armas = 4, Atletismo = 3 } }

[[participantes]]
bando = "villanos"
zona = "muelle"
personaje = { nombre = "Jefe", habilidades = { Alerta = 2, Armas = 2, Atletismo = 1 } }

[[participantes]]
bando = "villanos"
zona = "muelle"
secuaces = { nombre = "matones", calidad = 1, tipo = "fisico", cantidad = 3 }
lider = "Jefe"

[[acciones]]
quien = "Ana"
accion = "maniobra"
objetivo = "Jefe"
habilidad = "Atletismo"
defensa = "Atletismo"
"#;

#[test]
fn written_orders_come_first_on_their_turn() {
    let mut play = Scenario::from_toml(DOCKS).unwrap().build(&mut no_files).unwrap();
    let c = &play.conflict;
    assert_eq!(c.participants[2].attached_to, Some(1));
    assert_eq!(c.zones.border(0, 1), Some(1));
    // Ana's manoeuvre: Atletismo 3 + 2 against Jefe's 1 + 2 (leader and three) + 0: the bonus
    // (+1 at this table). Jefe then attacks by his plan: Armas 2 + 2 + 1 against Ana's Armas.
    play.run(&mut rolls(&[2, 0, 1, 0])).unwrap();
    let c = &play.conflict;
    assert_eq!(
        names(c, &c.order),
        ["Ana", "Jefe"],
        "attached minions act with their leader"
    );
    assert_eq!(c.participants[0].bonuses.len(), 1);
    assert_eq!(c.participants[0].bonuses[0].value, 1);
    assert!(c.log.iter().any(|e| matches!(e, Event::Maneuver { success: true, .. })));
    assert!(c.log.iter().any(|e| matches!(
        e,
        Event::Attack {
            attacker: 1,
            attack: 5,
            defense: 4,
            ..
        }
    )));
    assert!(play.script.is_empty());
}

#[test]
fn a_half_played_conflict_saves_and_goes_on() {
    let mut play = Scenario::from_toml(DUEL).unwrap().build(&mut ana).unwrap();
    play.max_exchanges = 1;
    play.run(&mut rolls(&[4, -4, 0, 0])).unwrap();
    let json = serde_json::to_string(&play).unwrap();
    let mut back: Play = serde_json::from_str(&json).unwrap();
    assert_eq!(back, play);
    back.max_exchanges = 6;
    let mut d = rolls(&[4, -4, 0, 0, 4, -4, 0, 0, 4, -4]);
    back.run(&mut d).unwrap();
    d.finish().unwrap();
    assert_eq!(back.conflict.participants[1].status, Status::TakenOut);
}

fn field_of(text: &str) -> String {
    match Scenario::from_toml(text).and_then(|s| s.build(&mut ana).map(|_| ())) {
        Err(FateError::Sheet { field, why, .. }) => format!("{field}: {why}"),
        Err(e @ (FateError::In { .. } | FateError::Syntax { .. })) => crate::common::es(&e),
        other => panic!("{other:?}"),
    }
}

#[test]
fn errors_name_the_field() {
    let e = field_of(&DUEL.replace("ficha = \"ana.toml\"", "ficha = \"ana.toml\"\nzona = \"tejado\""));
    assert!(e.starts_with("participantes[0].zona: la zona «tejado»"), "{e}");
    let e = field_of(&format!(
        "{DUEL}\n[[acciones]]\nquien = \"Nadie\"\naccion = \"ataque\"\n"
    ));
    assert!(e.starts_with("acciones[0].quien: «Nadie»"), "{e}");
    let e = field_of(&format!("{DUEL}\n[[acciones]]\nquien = \"Ana\"\naccion = \"ataque\"\n"));
    assert!(e.starts_with("acciones[0].objetivo: falta"), "{e}");
    let e = field_of(&format!("{DUEL}\n[[acciones]]\nquien = \"Ana\"\naccion = \"volar\"\n"));
    assert!(e.contains("no admite «volar»"), "{e}");
    let e = field_of(&DUEL.replace("tipo = \"fisico\"", "tipo = \"fisico\"\ncolor = 3"));
    assert!(e.contains("el conflicto de Fate no entiende «color»"), "{e}");
    let e = field_of(&DUEL.replace("skill_pyramid = false", "skill_pyramid = false\nbonus = 2"));
    assert!(e.contains("no entiende «bonus»"), "{e}");
    let one_side = DUEL.replace("bando = \"villanos\"", "bando = \"héroes\"");
    assert!(field_of(&one_side).starts_with("participantes: un conflicto necesita al menos dos bandos"));
    let e = field_of(&DUEL.replace("Armas = 3,", "Armas = 30,"));
    assert!(e.starts_with("participantes[1].personaje.habilidades.Armas"), "{e}");
    // A bad file sheet names the file.
    let mut bad = |_: &str| Sheet::from_toml("nombre = \"Ana\"\n[habilidades]\nArmas = 99\n");
    match Scenario::from_toml(DUEL).unwrap().build(&mut bad) {
        Err(FateError::Sheet { field, .. }) => assert_eq!(field, "participantes[0].ficha «ana.toml».habilidades.Armas"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_order_that_fails_names_itself() {
    let text = format!("{DUEL}\n[[acciones]]\nquien = \"Ana\"\naccion = \"ataque\"\nobjetivo = \"Cruz\"\npp = 9\n");
    let mut play = Scenario::from_toml(&text).unwrap().build(&mut ana).unwrap();
    match play.run(&mut rolls(&[0, 0])) {
        Err(FateError::In { field, error }) => {
            assert_eq!(field, "acciones[0]");
            assert_eq!(*error, FateError::NoPp { have: 0, need: 1 });
        }
        other => panic!("{other:?}"),
    }
}

const THREE: &str = r#"
intercambios = 1

[reglas]
skill_pyramid = false

[[participantes]]
bando = "héroes"
personaje = { nombre = "Ana", asiento = 0, habilidades = { Alerta = 3, Armas = 4, Atletismo = 3 } }

[[participantes]]
bando = "villanos"
personaje = { nombre = "Cruz", habilidades = { Alerta = 2, Armas = 3, Atletismo = 2 } }

[[participantes]]
bando = "villanos"
personaje = { nombre = "Dan", habilidades = { Alerta = 1, Armas = 3, Atletismo = 2 } }
"#;

fn spins(c: &Conflict) -> Vec<(usize, i32)> {
    c.log
        .iter()
        .filter_map(|e| match e {
            Event::CriticoUsed { holder, value } => Some((*holder, *value)),
            _ => None,
        })
        .collect()
}

#[test]
fn r_crit_2_the_plan_spends_a_critico_on_the_very_next_action() {
    let mut play = Scenario::from_toml(THREE).unwrap().build(&mut no_files).unwrap();
    // Ana ties Cruz (4 − 1 against Armas 3 + 0); Cruz attacks Ana (3 − 2 against Armas
    // 4 + 0): she defends by 3 and wins a crítico; the very next action is Dan's, an
    // enemy's: −1 on it.
    play.run(&mut rolls(&[-1, 0, -2, 0, 0, 0])).unwrap();
    let c = &play.conflict;
    assert_eq!(spins(c), [(0, -1)]);
    let dan = c.log.iter().rev().find_map(|e| match e {
        Event::Roll { who: 2, roll, .. } => Some(roll.clone()),
        _ => None,
    });
    assert_eq!(dan.unwrap().effort, 2, "Armas 3 − 1 for the crítico");
    // Cruz's own crítico helps Cruz: +1 on his next roll.
    let mut play = Scenario::from_toml(DUEL).unwrap().build(&mut ana).unwrap();
    play.max_exchanges = 1;
    play.run(&mut rolls(&[-3, 1, 0, 0])).unwrap();
    assert_eq!(
        spins(&play.conflict),
        [(1, 1)],
        "4 − 3 against 3 + 1, then Cruz's own attack"
    );
}

#[test]
fn orders_respect_what_the_dice_decided_before() {
    // The order to use a bonus the failed manoeuvre never gave is carried out without it;
    // an order against someone already out gives way to the plan.
    let text = format!(
        "{THREE}\n[[acciones]]\nquien = \"Ana\"\naccion = \"ataque\"\nobjetivo = \"Cruz\"\nbonificador = true\n\
         supera = [\"Dan\"]\n\n[[acciones]]\nquien = \"Cruz\"\naccion = \"ataque\"\nobjetivo = \"Ana\"\n"
    )
    .replace("intercambios = 1", "intercambios = 2");
    let mut play = Scenario::from_toml(&text).unwrap().build(&mut no_files).unwrap();
    play.run(&mut rolls(&[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).unwrap();
    assert!(play.script.is_empty() && play.skipped.is_empty());
    let used = play.conflict.log.iter().any(|e| matches!(e, Event::BonusUsed { .. }));
    assert!(!used);
    let text = THREE.to_string()
        + "\n[[acciones]]\nquien = \"Dan\"\naccion = \"ataque\"\nobjetivo = \"Ana\"\n"
        + "\n[[acciones]]\nquien = \"Ana\"\naccion = \"ataque\"\nobjetivo = \"Cruz\"\n";
    let text = text.replace("intercambios = 1", "intercambios = 2");
    let mut play = Scenario::from_toml(&text).unwrap().build(&mut no_files).unwrap();
    // Cruz leaves. Dan's order waits for his turn, Ana attacking by her plan before it; Ana's
    // order, against Cruz, gives way to her plan in the next exchange.
    play.conflict.participants[1].status = Status::Departed;
    play.run(&mut rolls(&[0; 8])).unwrap();
    assert_eq!(play.skipped, [1]);
    assert!(play.script.is_empty());
}

#[test]
fn a_min_6_and_carrying_as_written_orders() {
    let text = DOCKS
        .replace("maneuver_bonus = 1", "maneuver_bonus = 1\nleadership = true")
        .replace("Armas = 2, Atletismo = 1", "Armas = 2, Atletismo = 1, Liderazgo = 3")
        + "\n[[acciones]]\nquien = \"Jefe\"\naccion = \"cargar\"\npeso = 2\n"
        + "\n[[acciones]]\nquien = \"Jefe\"\naccion = \"dirigir\"\nobjetivo = \"matones\"\n";
    let mut play = Scenario::from_toml(&text).unwrap().build(&mut no_files).unwrap();
    // Ana's manoeuvre; then on his turn the Jefe picks up a load (free) and directs the thugs,
    // who attack Ana: quality 1, +1 for three, +1 for Liderazgo 3 above it.
    play.run(&mut rolls(&[2, 0, 0, 0])).unwrap();
    let c = &play.conflict;
    assert_eq!(c.participants[1].load, 2);
    assert!(c
        .log
        .iter()
        .any(|e| matches!(e, Event::Direct { leader: 1, minions: 2 })));
    let thugs = c.log.iter().find_map(|e| match e {
        Event::Roll { who: 2, roll, .. } => Some(roll.effort),
        _ => None,
    });
    assert_eq!(thugs, Some(3));
    assert!(play.script.is_empty());
}
