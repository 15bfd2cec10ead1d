//! A conflict played by the engine with typed dice (F L120–L263: an attack, stress, a
//! consequence, a concession refused and one accepted, their PP), narrated in es and en.

use super::*;
use serde_json::json;
use std::collections::BTreeMap;
use tirada_dice::TypedDice;
use tirada_rules::fate::{self, Absorb, ActionOptions, Conflict, ConflictKind, Rules, Sheet, Zones};

/// A die line summing to each total (−4…4).
fn rolls(totals: &[i64]) -> TypedDice {
    let faces: Vec<i64> = totals
        .iter()
        .flat_map(|&t| (0..4).map(move |i| if t > 0 { i64::from(i < t) } else { -i64::from(i < -t) }))
        .collect();
    TypedDice::only(BTreeMap::from([(fate::roll::GROUP.to_string(), faces)]))
}

fn character(name: &str, seat: u32, skills: Value) -> fate::Character {
    let rules = Rules {
        skill_pyramid: false,
        ..Rules::default()
    };
    let s: Sheet =
        serde_json::from_value(json!({"nombre": name, "asiento": seat, "pp": 2, "pp_max": 4, "habilidades": skills}))
            .unwrap();
    s.check(&rules).unwrap()
}

/// The conflict as `tirada fate conflicto --json` serialises what the narration reads.
fn serialised(c: &Conflict) -> Value {
    json!({
        "kind": c.kind,
        "participants": c.participants.iter().map(|p| p.name.clone()).collect::<Vec<_>>(),
        "zones": c.zones,
        "rules": c.rules,
        "log": c.log,
    })
}

/// The aid's concession case (T25): A hits B for a mild consequence, B concedes, A refuses
/// a reasonable concession (B +1 PP, A −1); then B concedes again and A accepts.
fn played() -> Value {
    let mut c = Conflict::new(ConflictKind::Physical, Zones::single("almacén"), Rules::default());
    let a = c
        .add_character("a", character("Ana", 0, json!({"Alerta": 3, "Armas": 5})), 0)
        .unwrap();
    let b = c
        .add_character("b", character("Bea", 1, json!({"Alerta": 1, "Atletismo": 1})), 0)
        .unwrap();
    c.begin_exchange();
    let none = ActionOptions::default();
    c.attack(a, b, "Armas", "Atletismo", &none, &mut rolls(&[2, -1]))
        .unwrap();
    c.absorb(&Absorb::Box, "Brazo roto").unwrap();
    c.concede(b, "huye por la ventana").unwrap();
    c.answer_concession(false, true).unwrap();
    c.begin_exchange();
    let with_pp = ActionOptions { pp: 1, ..none };
    c.attack(a, b, "Armas", "Atletismo", &with_pp, &mut rolls(&[-4, 0]))
        .unwrap();
    c.absorb(&Absorb::Consequence, "Humillado").unwrap();
    c.concede(b, "se rinde").unwrap();
    c.answer_concession(true, true).unwrap();
    serialised(&c)
}

fn said(lang: Lang) -> Vec<String> {
    let mut v = played();
    tell(&mut v, lang);
    v["log"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|e| {
            e["said"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_str().unwrap().to_string())
        })
        .collect()
}

#[test]
fn a_conflict_with_a_consequence_and_concessions_reads_in_spanish() {
    assert_eq!(
        said(Lang::Es),
        [
            "Iniciativa: Ana, Bea",
            "── Intercambio 1 ──",
            "Ana · Armas: Soberbio (+5) [+][+][ ][ ] = Épico (+7)",
            "Bea · Atletismo: Normal (+1) [−][ ][ ][ ] = Mediocre (+0)",
            "Ana ataca a Bea: Épico (+7) contra Mediocre (+0) → 7 de estrés",
            "Bea: consecuencia leve «Brazo roto»",
            "Bea concede «huye por la ventana»",
            "Bea: concesión rechazada",
            "PP de Bea: 2 → 3 (concesión rechazada)",
            "PP de Ana: 2 → 1 (rechazar una concesión)",
            "── Intercambio 2 ──",
            "PP de Ana: 1 → 0 (bonificador +1)",
            "Ana · Armas: Soberbio (+5) [−][−][−][−] PP +1 = Decente (+2)",
            "Bea · Atletismo: Normal (+1) [ ][ ][ ][ ] consecuencias −1 = Mediocre (+0)",
            "Ana ataca a Bea: Decente (+2) contra Mediocre (+0) → 2 de estrés",
            "Bea: consecuencia moderada «Humillado»",
            "Bea concede «se rinde»",
            "Bea: concesión aceptada",
        ]
    );
}

#[test]
fn the_same_conflict_reads_in_english() {
    let lines = said(Lang::En);
    for line in [
        "── Exchange 2 ──",
        "Ana attacks Bea: Epic (+7) against Mediocre (+0) → 7 stress",
        "Bea: mild consequence «Brazo roto»",
        "Bea concedes «huye por la ventana»",
        "Bea's PP: 2 → 3 (concession refused)",
        "Ana · Armas: Superb (+5) [−][−][−][−] PP +1 = Fair (+2)",
        "Bea: concession accepted",
    ] {
        assert!(lines.iter().any(|l| l == line), "{line}\n{lines:#?}");
    }
}

/// Events the engine logs in other fights, by hand: plurals, zones by index, a follower's
/// consequence, an event the hit's own line says.
#[test]
fn every_event_is_a_sentence_with_plurals_right() {
    let v = json!({"participants": ["Ana", "Bea", "matones"], "zones": {"names": ["muelle", "barco"]}, "rules": Rules::default()});
    let r = Reader::new(&v, Lang::Es);
    let en = Reader::new(&v, Lang::En);
    let say = |e: Value| (r.line(&e).unwrap_or_default(), en.line(&e).unwrap_or_default());
    assert_eq!(
        say(json!({"event": "esprint", "who": 0, "zones": 1, "to": 1})).0,
        "Ana esprinta 1 zona → barco"
    );
    assert_eq!(
        say(json!({"event": "derribo", "actor": 0, "target": 1, "zones": 2, "to": 0, "left": 1})),
        (
            "Ana derriba a Bea 2 zonas → muelle (sobra 1 avance)".into(),
            "Ana knocks back Bea 2 zones → muelle (1 shift left)".into()
        )
    );
    assert_eq!(
        say(json!({"event": "maniobra", "actor": 1, "target": 0, "success": true, "shifts": 1})).0,
        "Maniobra de Bea contra Ana: éxito, 1 avance"
    );
    assert_eq!(
        say(
            json!({"event": "golpe_secuaces", "who": 2, "hit": {"taken_out": 3, "remaining": 1, "bonus_before": 2, "bonus_after": 0}})
        ),
        (
            "matones: 3 fuera, queda 1 (grupo +2 → 0)".into(),
            "matones: 3 out, 1 left (group +2 → 0)".into()
        )
    );
    let follower = json!({"event": "golpe", "who": 0, "taken": {"taken": "consecuencia", "consequence": {"gravedad": "grave", "descripcion": "Caído", "seguidor": "Tom"}}});
    assert_eq!(
        say(follower),
        (
            "Ana: consecuencia grave (Tom) «Caído»".into(),
            "Ana: severe consequence (Tom) «Caído»".into()
        )
    );
    assert_eq!(
        say(json!({"event": "golpe", "who": 1, "taken": {"taken": "casilla", "track": "serenidad", "index": 2}})),
        ("Bea: casilla 2 de Serenidad".into(), "Bea: Composure box 2".into())
    );
    assert_eq!(
        r.line(&json!({"event": "golpe", "who": 1, "taken": {"taken": "fuera_de_combate"}})),
        None
    );
    assert_eq!(
        say(json!({"event": "bloqueo", "blocker": 1, "kind": {"block": "proteger", "target": 0}, "strength": 3})).0,
        "Bea protege a Ana: bloqueo Bueno (+3)"
    );
    assert_eq!(
        say(json!({"event": "carga", "who": 0, "load": 0})).1,
        "Ana sets its load down"
    );
}

#[test]
fn heading_and_ending_say_the_zones_and_the_standings() {
    let v = json!({
        "kind": "fisico", "exchange": 3, "stopped": "exchanges", "dice_left": 1, "skipped": [2],
        "zones": {"names": ["muelle", "barco"], "edges": [[0, 1, 1]]},
        "sides": [{"side": "héroes", "standing": true, "members": [
            {"name": "Ana", "status": "activo", "health": "x....", "consequences": ["leve"], "pp": 1},
            {"name": "matones", "status": "fuera_de_combate", "minions": 1, "consequences": []}]}],
    });
    assert_eq!(
        heading(&v, Lang::Es),
        "Conflicto físico · zonas: muelle, barco · muelle–barco frontera 1"
    );
    assert_eq!(
        ending(&v, Lang::Es),
        [
            "── Situación tras el intercambio 3 ──",
            "héroes · en pie",
            "  Ana  Salud [x][ ][ ][ ][ ]  consecuencias: leve  PP 1",
            "  matones (fuera de combate)  queda 1",
            "Se jugaron los intercambios pedidos.",
            "Sobra 1 cara de --dados sin usar.",
            "Órdenes sin hacer, su actor ya no estaba: acciones[2]",
        ]
    );
    assert_eq!(ending(&v, Lang::En)[3], "  matones (taken out)  1 left");
    let gone = json!({"event": "golpe_secuaces", "who": 2, "hit": {"taken_out": 1, "remaining": 0, "bonus_before": 0, "bonus_after": 0}});
    let r = |lang| {
        Reader::new(&json!({"participants": ["Ana", "Bea", "matones"]}), lang)
            .line(&gone)
            .unwrap()
    };
    assert_eq!(r(Lang::Es), "matones: 1 fuera, no queda ninguno (grupo 0 → 0)");
    assert_eq!(r(Lang::En), "matones: 1 out, none left (group 0 → 0)");
}
