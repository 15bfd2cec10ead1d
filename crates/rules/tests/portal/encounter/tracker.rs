//! The encounter tracker replaying the book's fights with typed-in dice (reading aid §5, §7.6,
//! §7.8): phase order, whose action is next, the log, and the state it leaves.

use crate::common::{cast, dice, first_exchange, pc, zombie_values};
use std::collections::BTreeMap;
use tirada_dice::TypedDice;
use tirada_rules::portal::conflict::Hit;
use tirada_rules::portal::encounter::Skip;
use tirada_rules::portal::sheet::CastValues;
use tirada_rules::portal::tables::{FightKind, Surroundings};
use tirada_rules::portal::*;

fn zombie(i: usize) -> Character {
    cast(&format!("Zombi {i}"), zombie_values(), &Rules::book())
}

fn citizen(i: usize) -> Character {
    let v = CastValues {
        generic: 3,
        ..CastValues::default()
    };
    cast(&format!("Ciudadano {i}"), v, &Rules::book())
}

/// EX-NPC-ZOMBIE-T1 as an encounter: the citizens act first, four humans fall, the zombies are
/// left at 2, 4, 5, 5, 5, 5.
#[test]
fn ex_npc_zombie_t1_encounter() {
    let mut people: Vec<Combatant> = (0..6).map(|i| Combatant::new(citizen(i), Some(6 + i))).collect();
    people.extend((0..6).map(|i| Combatant::new(zombie(i), Some(i))));
    let mut e = Encounter::new(Rules::book(), FightKind::Doomed, Surroundings::Normal, people);
    let mut d = dice(&[("asiento", &[1]), ("reparto", &[1, 2, 3, 4, 5, 6, 6, 5, 1, 1, 1, 1])]);
    e.begin(&mut d).unwrap();
    let order: Vec<usize> = e.start_round(&mut d).unwrap().iter().map(|s| s.who).collect();
    assert_eq!(&order[..6], &[0, 1, 2, 3, 4, 5], "every citizen first");
    assert_eq!(&order[6..], &[8, 9, 10, 11, 7, 6]);
    assert_eq!(e.next().unwrap().who, 0);
    while e.next().is_some() {
        e.act(&mut d).unwrap();
    }
    e.end_round().unwrap();
    d.finish().unwrap();
    let values: Vec<i32> = e
        .combatants
        .iter()
        .map(|c| c.character.state.current_value.unwrap())
        .collect();
    assert_eq!(&values[6..], &[2, 4, 5, 5, 5, 5]);
    let out = e.combatants[..6]
        .iter()
        .filter(|c| c.character.state.condition == Condition::OutOfCombat)
        .count();
    assert_eq!(out, 4);
    let attacks = e.log.iter().filter(|l| matches!(l, Entry::Attack { .. })).count();
    assert_eq!(attacks, 12);
}

/// A protagonist against a zombie: the initial roll (EX-CMB-HENRY's payment), the attack roll
/// against the zombie's values, then the zombie against the PC's defence roll.
#[test]
fn henry_against_a_zombie() {
    let rules = Rules::book();
    let henry = pc("nombre = \"Henry\"\n[dados]\nreflejos = \"superior\"\nsangre_fria = \"inferior\"\nataque = \"superior\"\n\
         dano = \"superior\"\ndefensa = \"superior\"\naguante = \"medio\"\n[equipo.arma]\ntamano = \"grande\"\nafilada = true", &rules);
    let mut h = Combatant::new(henry, Some(1));
    h.pay = vec![
        tirada_rules::portal::initiative::PayWith::Discomfort,
        tirada_rules::portal::initiative::PayWith::Reflexes,
    ];
    let z = Combatant::new(zombie(0), Some(0));
    let mut e = Encounter::new(rules, FightKind::Firefight, Surroundings::Normal, vec![h, z]);
    let mut d = dice(&[
        ("asiento", &[2]),
        // Initial [6,3,1]; attack [5,4,2] with discomfort 6,6,2; defence [6,2,1] with 1,1,1.
        ("blancos", &[6, 3, 1, 5, 4, 2, 6, 2, 1]),
        ("negros", &[6, 6, 2, 1, 1, 1]),
        ("reparto", &[3]),
    ]);
    e.begin(&mut d).unwrap();
    let Entry::Initial {
        reflexes,
        composure,
        payment,
        ..
    } = &e.log[0]
    else {
        panic!()
    };
    // Composure 1 against 5: 3 discomfort dice, then 1 reflexes.
    assert_eq!(
        (*reflexes, *composure, payment.discomfort, payment.reflexes),
        (5, 1, 3, 1)
    );
    assert_eq!(e.combatants[0].character.state.discomfort, 3);
    e.start_round(&mut d).unwrap();
    assert_eq!(e.next().unwrap().phase, Some(5));
    e.act(&mut d).unwrap();
    let attack = first_exchange(&e, |_, _| true);
    // Attack [5,4,2] High with three discomfort dice 6,6,2: 5 − 2 = 3 against defence 1 + 1
    // (a zombie rolling 3 < 5): excess 1; damage High 5 − 2 + weapon High 5 + 1 + 1 = 10
    // against toughness 6 + 1 → 3 points.
    assert_eq!((attack.attack, attack.needed, attack.hit), (3, 2, Hit::Hit));
    assert_eq!((attack.damage, attack.toughness, attack.points), (10, 7, 3));
    assert_eq!(e.combatants[1].character.state.current_value, Some(2));
    e.act(&mut d).unwrap();
    let last = e.log.iter().rev().find_map(|l| match l {
        Entry::Attack { exchange, defence, .. } => Some((exchange.clone(), defence.clone())),
        _ => None,
    });
    let (x, defence) = last.unwrap();
    // The zombie's 5 against Henry's defence [6,2,1] High, his three discomfort dice beaten: 6;
    // the kept 6 clears them (Book).
    assert_eq!(defence.unwrap().total, 6);
    assert_eq!(x.hit, Hit::Miss);
    assert_eq!(e.combatants[0].character.state.discomfort, 0);
    assert!(e.next().is_none());
    e.end_round().unwrap();
    e.end(&mut d).unwrap();
    d.finish().unwrap();
}

/// A knee shot through the tracker (CB22): +2 to the difficulty, the wounds become movement
/// sequela points (model A: M1 + 5 points → M2 and 2 knee points).
#[test]
fn a_called_knee_shot_in_the_tracker() {
    let rules = Rules::book();
    let ana = pc("nombre = \"Ana\"\n[dados]\nataque = \"superior\"", &rules);
    let bea = pc(
        "nombre = \"Bea\"\n[dados]\ndefensa = \"superior\"\naguante = \"inferior\"",
        &rules,
    );
    let mut a = Combatant::new(ana, Some(1));
    a.plan.called = Some(tirada_rules::portal::manoeuvres::CalledShot::Knee);
    let mut e = Encounter::new(
        rules,
        FightKind::Friendly,
        Surroundings::Normal,
        vec![a, Combatant::new(bea, None)],
    );
    let mut d = dice(&[
        ("asiento", &[1]),
        ("blancos", &[6, 5, 4, 3, 2, 1, 5, 5, 2, 3, 2, 1]),
        ("negros", &[4]),
    ]);
    e.begin(&mut d).unwrap();
    assert_eq!(
        e.combatants[1].character.state.discomfort, 1,
        "Bea paid her composure with discomfort"
    );
    e.play_round(&mut d).unwrap();
    d.finish().unwrap();
    let x = first_exchange(&e, |_, _| true);
    assert_eq!((x.attack, x.needed, x.damage, x.toughness, x.points), (5, 4, 6, 1, 5));
    let s = &e.combatants[1].character.state;
    assert_eq!((s.discomfort, s.wounds, s.knee_points), (2, 0, 2));
    assert!(
        e.log.iter().any(|l| matches!(l, Entry::Skipped { who: 1, .. })),
        "Bea has no target"
    );
}

/// The summary's stun resistance (S124–S126): suffering 4 against toughness 1 drops Bea's
/// initiative from 2 to −1, so she is stunned and loses her action.
#[test]
fn summary_stun_resistance_in_the_tracker() {
    let rules = Rules::summary();
    let ana = pc("nombre = \"Ana\"\n[dados]\nataque = \"superior\"", &rules);
    let bea = pc(
        "nombre = \"Bea\"\n[dados]\ndefensa = \"superior\"\naguante = \"inferior\"\n[estado]\nmalestar = 1\nheridas = 1",
        &rules,
    );
    let people = vec![Combatant::new(ana, Some(1)), Combatant::new(bea, Some(0))];
    let mut e = Encounter::new(rules, FightKind::Friendly, Surroundings::Normal, people);
    let mut d = dice(&[
        ("asiento", &[1]),
        ("blancos", &[6, 5, 4, 3, 2, 1, 2, 2, 1, 5, 2, 1]),
        ("negros", &[1, 1, 1]),
        ("rojos", &[1, 1]),
    ]);
    e.begin(&mut d).unwrap();
    e.play_round(&mut d).unwrap();
    d.finish().unwrap();
    assert!(e.log.iter().any(|l| matches!(
        l,
        Entry::StunResistance {
            who: 1,
            shortfall: 3,
            reflexes: -1
        }
    )));
    assert!(e.log.iter().any(|l| matches!(
        l,
        Entry::Skipped {
            who: 1,
            reason: Skip::Stunned
        }
    )));
    // S112: after the stunned round Bea rolls her initiative again: [4,3,1] Middle 3, her
    // discomfort and wound dice beaten.
    let mut d2 = dice(&[("blancos", &[4, 3, 1]), ("negros", &[1, 1]), ("rojos", &[1])]);
    e.start_round(&mut d2).unwrap();
    d2.finish().unwrap();
    assert!(e
        .log
        .iter()
        .any(|l| matches!(l, Entry::Initiative { who: 1, reflexes: 3 })));
    assert_eq!(e.combatants[1].character.state.stunned, 0);
}

/// Total defence gives an ace on every defence (B1427); finishing off a fallen target kills it
/// (B1112).
#[test]
fn total_defence_and_finishing_off() {
    let rules = Rules::book();
    let dani = pc("nombre = \"Dani\"\n[dados]\ndefensa = \"superior\"", &rules);
    let mut d0 = Combatant::new(dani, Some(1));
    d0.plan.manoeuvre = Some(tirada_rules::portal::manoeuvres::Manoeuvre::TotalDefence);
    let mut fallen = zombie(9);
    fallen.state.current_value = Some(0);
    fallen.state.condition = Condition::OutOfCombat;
    let mut eva = Combatant::new(pc("nombre = \"Eva\"", &rules), Some(2));
    eva.plan.finish_off = true;
    let people = vec![
        d0,
        Combatant::new(zombie(1), Some(0)),
        Combatant::new(fallen, None),
        eva,
    ];
    let mut e = Encounter::new(rules, FightKind::Friendly, Surroundings::Normal, people);
    let mut d = dice(&[
        ("asiento", &[1]),
        ("blancos", &[4, 4, 4, 5, 5, 5, 6, 2, 1]),
        ("reparto", &[1]),
    ]);
    e.begin(&mut d).unwrap();
    e.play_round(&mut d).unwrap();
    d.finish().unwrap();
    assert!(e.log.iter().any(|l| matches!(l, Entry::Manoeuvre { who: 0, .. })));
    let pool = e.log.iter().find_map(|l| match l {
        Entry::Attack {
            defence: Some(t),
            defender: 0,
            ..
        } => Some(t.rerolls.pool),
        _ => None,
    });
    assert_eq!(pool, Some(1));
    assert_eq!(e.combatants[2].character.state.condition, Condition::Dead);
}

/// EX-STACK-PACK-ATK in the tracker (B1401–B1411): the leader rolls 4, the others 1..6; the unit
/// attacks once with 9 and damage 4, at its slowest member's reflexes 1.5.
#[test]
fn ex_stack_pack_atk_encounter() {
    let path = format!("{}/../../examples/portal/lobos.toml", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let setup = tirada_rules::portal::encounter_file::parse(&text, |_| Err("sin ficheros".into())).unwrap();
    let mut e = setup.encounter;
    // The hunter's new reflexes after her wounds are rolled from a seed.
    let typed: BTreeMap<String, Vec<i64>> = [
        ("asiento", vec![1]),
        ("reparto", vec![4, 1, 2, 3, 4, 5, 6]),
        ("blancos", vec![6, 5, 4, 3, 2, 1, 3, 2, 1, 1, 1, 1]),
    ]
    .into_iter()
    .map(|(g, f)| (g.to_string(), f))
    .collect();
    let mut d = TypedDice::with_rest(typed, tirada_dice::SeededDice::new(1));
    e.begin(&mut d).unwrap();
    let order: Vec<(usize, i32)> = e.start_round(&mut d).unwrap().iter().map(|s| (s.who, s.at)).collect();
    assert_eq!(order, [(0, 50), (1, 15)], "the members do not act on their own");
    while e.next().is_some() {
        e.act(&mut d).unwrap();
    }
    let wolves = first_exchange(&e, |a, _| a == 1);
    // Defence [3,2,1] Middle = 2: excess 7, damage 4 + 7 = 11 against toughness 2.
    assert_eq!(
        (wolves.attack, wolves.base_damage, wolves.defence, wolves.points),
        (9, 4, 2, 9)
    );
}

/// EX-CMB-HENRY in the tracker (B1055–B1057): the siege's composure 5 against [6,3,1] read
/// High and Low; Henry pays 1 discomfort, 2 reflexes and 1 turn, so he acts in phase 4 from
/// the second round. The Summary refuses the turn (S106).
#[test]
fn ex_cmb_henry_encounter() {
    for (rules, ok) in [(Rules::book(), true), (Rules::summary(), false)] {
        let henry = pc(
            "nombre = \"Henry\"\n[dados]\nreflejos = \"superior\"\nsangre_fria = \"inferior\"",
            &rules,
        );
        let mut h = Combatant::new(henry, None);
        h.payment = Some(tirada_rules::portal::initiative::ComposurePayment {
            turns: 1,
            discomfort: 1,
            reflexes: 2,
        });
        let mut e = Encounter::new(rules, FightKind::Firefight, Surroundings::Normal, vec![h]);
        let mut d = dice(&[("asiento", &[1]), ("blancos", &[6, 3, 1])]);
        let begun = e.begin(&mut d);
        assert_eq!(begun.is_ok(), ok);
        if !ok {
            continue;
        }
        assert_eq!(e.combatants[0].reflexes, Some(4));
        assert_eq!(e.combatants[0].character.state.discomfort, 1);
        e.play_round(&mut d).unwrap();
        assert!(e.log.iter().any(|l| matches!(
            l,
            Entry::Skipped {
                reason: Skip::LostTurn,
                ..
            }
        )));
        let order = e.start_round(&mut d).unwrap();
        assert_eq!(order[0].phase, Some(4));
    }
}

/// EX-MULTI-DORKAR in the tracker (B1519–B1529): three goblins, the one rolling 1 on its coupling
/// die helps the other two; the +2 of the layout is cancelled with 2 reflexes (4 → 2), so the
/// three attacks need more than 2, 3 and 3.
#[test]
fn ex_multi_dorkar_encounter() {
    let text = "perfil = \"libro\"\npelea = \"entre_amigos\"\n\
        [[participantes]]\nnombre = \"Dorkar\"\ndados = { reflejos = \"superior\" }\n\
        ataques_multiples = { objetivos = [\"Trasgo 1\", \"Trasgo 2\", \"Trasgo 3\"], posicion = 2, anular = 2 }\n\
        [[participantes]]\nnombre = \"Trasgo 1\"\ntipo = \"reparto\"\nreparto = { valor_generico = 2 }\n\
        [[participantes]]\nnombre = \"Trasgo 2\"\ntipo = \"reparto\"\nreparto = { valor_generico = 2 }\n\
        [[participantes]]\nnombre = \"Trasgo 3\"\ntipo = \"reparto\"\nreparto = { valor_generico = 2 }\n";
    let setup = tirada_rules::portal::encounter_file::parse(text, |_| Err("".into())).unwrap();
    let mut e = setup.encounter;
    let mut d = dice(&[
        ("asiento", &[1]),
        ("blancos", &[4, 3, 1, 6, 5, 4, 6, 5, 4, 6, 5, 4]),
        ("reparto", &[2, 2, 2]),
        ("acoplar", &[1, 3, 5]),
    ]);
    e.begin(&mut d).unwrap();
    assert_eq!(e.combatants[0].reflexes, Some(4));
    e.play_round(&mut d).unwrap();
    d.finish().unwrap();
    let needed: Vec<i32> = e
        .log
        .iter()
        .filter_map(|l| match l {
            Entry::Attack {
                attacker: 0, exchange, ..
            } => Some(exchange.needed),
            _ => None,
        })
        .collect();
    assert_eq!(needed, [2, 3, 3]);
    assert_eq!(e.combatants[0].reflexes, Some(2));
    assert!(
        e.combatants[0].flags.neglected,
        "a multiple attack neglects the defence (B1493)"
    );
    let out = e.combatants[1..]
        .iter()
        .filter(|c| c.character.state.condition == Condition::OutOfCombat)
        .count();
    assert_eq!(out, 3);
}

/// EX-GRAPPLE-LUCIO in the tracker (B1479–B1483): unarmed Lucio grabs Salvio, whose gladius
/// gives +1 against the grab: 6 against 2, strength 3 + 4 = 7 against 4, held by 3; Salvio's
/// action goes to breaking free against Lucio's +2, and fails.
#[test]
fn ex_grapple_lucio_encounter() {
    let text = "perfil = \"libro\"\npelea = \"entre_amigos\"\n\
        [[participantes]]\nnombre = \"Lucio\"\nobjetivo = \"Salvio\"\naccion = { inmovilizar = true }\n\
        dados = { ataque = \"superior\", fuerza = \"inferior\" }\n\
        [[participantes]]\nnombre = \"Salvio\"\ndados = { defensa = \"inferior\", fuerza = \"superior\" }\n\
        equipo = { arma = { tamano = \"mediana\", afilada = true } }\n";
    let mut e = tirada_rules::portal::encounter_file::parse(text, |_| Err("".into()))
        .unwrap()
        .encounter;
    let mut d = dice(&[
        ("asiento", &[1]),
        ("blancos", &[5, 5, 5, 3, 3, 3, 6, 5, 3, 4, 2, 1, 2, 2, 2, 3, 3, 3]),
    ]);
    e.begin(&mut d).unwrap();
    e.play_round(&mut d).unwrap();
    d.finish().unwrap();
    let grapples: Vec<_> = e
        .log
        .iter()
        .filter_map(|l| match l {
            Entry::Grapple { escape, grapple, .. } => Some((*escape, *grapple)),
            _ => None,
        })
        .collect();
    let (escape, g) = grapples[0];
    assert!(!escape);
    assert_eq!(
        (g.grabber_strength, g.holder_strength, g.held, g.margin),
        (7, 4, true, 3)
    );
    assert!(grapples[1].0 && !grapples[1].1.held, "Salvio does not break free");
    assert_eq!(e.combatants[1].held_by, Some(0));
}
