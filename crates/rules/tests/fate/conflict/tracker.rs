//! The conflict tracker replaying the aid's constructed examples (§7.2) and the initiative
//! case (T30) with typed dice: turns, full defence, holds, blocks, the crítico, minions,
//! consequences, concessions and their power points.

use crate::common::{a_b_c, bar_the_door, checked, join, none, rolls, seats, sheet_of};
use tirada_rules::fate::combine::SecondaryRole;
use tirada_rules::fate::*;

fn character(name: &str, seat: Option<u32>, skills: &[(&str, i64)]) -> Character {
    let mut s = sheet_of(name, seat, skills);
    (s.refresco, s.pp, s.pp_max) = (1, Some(2), Some(4));
    checked(s)
}

fn conflict() -> Conflict {
    Conflict::new(ConflictKind::Physical, Zones::single("almacén"), Rules::default())
}

#[test]
fn t30_initiative_ties() {
    let mut c = conflict();
    let [a, b] = seats(
        &mut c,
        [
            ("héroes", character("A", Some(0), &[("Alerta", 3), ("Coraje", 2)])),
            ("héroes", character("B", Some(1), &[("Alerta", 3), ("Coraje", 4)])),
        ],
    );
    c.begin_exchange();
    assert_eq!(c.order, vec![b, a], "higher Coraje first");
    let mut c = conflict();
    let [a, b, npc] = seats(
        &mut c,
        [
            ("héroes", character("A", Some(2), &[("Alerta", 3), ("Coraje", 4)])),
            ("héroes", character("B", Some(0), &[("Alerta", 3), ("Coraje", 4)])),
            ("villanos", character("V", None, &[("Alerta", 3), ("Coraje", 4)])),
        ],
    );
    let g = c
        .add_minions("villanos", MinionGroup::new("matones", 2, ConflictKind::Physical, 4), 0)
        .unwrap();
    c.begin_exchange();
    assert_eq!(
        c.order,
        vec![b, a, npc, g],
        "seat, players before the GM, minions by quality"
    );
    // A late joiner waits for the next exchange (A-INI-4).
    let late = join(&mut c, "héroes", character("Z", Some(3), &[("Alerta", 8)]));
    assert_eq!(c.order[0], late);
    assert_eq!(c.current(), Some(b));
    let social = Conflict::new(ConflictKind::Social, Zones::single("salón"), Rules::default());
    assert_eq!(social.kind.initiative_skill(), "Empatía");
}

#[test]
fn ex_ataque_bloqueado_in_a_conflict() {
    let mut c = conflict();
    let [ana, ben, cruz] = seats(
        &mut c,
        [
            ("héroes", character("Ana", Some(0), &[("Alerta", 5), ("Armas", 3)])),
            ("héroes", character("Ben", Some(1), &[("Alerta", 1), ("Atletismo", 1)])),
            ("villanos", character("Cruz", None, &[("Alerta", 2), ("Armas", 4)])),
        ],
    );
    c.begin_exchange();
    assert_eq!(c.order, vec![ana, cruz, ben]);
    let strength = c
        .block(
            ana,
            BlockKind::Protect { target: ben },
            "Armas",
            0,
            &none(),
            &mut rolls(&[1]),
        )
        .unwrap();
    assert_eq!(strength, 4);
    let mut variant = c.clone();
    let r = c
        .attack(cruz, ben, "Armas", "Atletismo", &none(), &mut rolls(&[0, 1]))
        .unwrap();
    assert_eq!(
        (r.defense.as_ref().unwrap().effort, r.block_used, r.stress, r.pending),
        (2, true, 0, None)
    );
    // Variant: Cruz rolls +2, effort 6: two shifts past the block, Salud box 2.
    let r = variant
        .attack(cruz, ben, "Armas", "Atletismo", &none(), &mut rolls(&[2, 1]))
        .unwrap();
    assert_eq!((r.block_used, r.stress, r.pending), (true, 2, Some(2)));
    assert_eq!(
        variant.absorb(&Absorb::Box, "").unwrap(),
        Taken::Box {
            track: Track::Health,
            index: 2
        }
    );
    // The block lasts until Ana's next turn (A-BLK-1), even if she holds it.
    c.begin_exchange();
    assert!(c.blocks.is_empty());
    c.hold(ana).unwrap();
    let r = c
        .attack(cruz, ben, "Armas", "Atletismo", &none(), &mut rolls(&[2, 1]))
        .unwrap();
    assert_eq!((r.block_used, r.stress), (false, 4));
}

/// Dani blocks the door: Fuerza +3 rolling −1, strength 2; Eli and Fer try to get out.
fn door() -> (Conflict, [usize; 4]) {
    let mut c = conflict();
    let [dani, eli, fer] = seats(
        &mut c,
        [
            ("guardia", character("Dani", None, &[("Alerta", 4), ("Fuerza", 3)])),
            (
                "fugitivos",
                character("Eli", Some(0), &[("Alerta", 3), ("Atletismo", 2)]),
            ),
            (
                "fugitivos",
                character("Fer", Some(1), &[("Alerta", 2), ("Atletismo", 3)]),
            ),
        ],
    );
    let gus_skills = [("Alerta", 1), ("Atletismo", 3), ("Resistencia", 1), ("Robo", 4)];
    let gus = join(&mut c, "fugitivos", character("Gus", Some(2), &gus_skills));
    bar_the_door(&mut c, dani);
    (c, [dani, eli, fer, gus])
}

#[test]
fn ex_bloqueo() {
    let (mut c, [_, eli, fer, _]) = door();
    assert!(
        !c.overcome_block(eli, 0, "Atletismo", &none(), &mut rolls(&[0]))
            .unwrap(),
        "a tie is not past"
    );
    assert!(c.get(eli).unwrap().acted, "and the action is spent");
    assert!(c
        .overcome_block(fer, 0, "Atletismo", &none(), &mut rolls(&[0]))
        .unwrap());
}

#[test]
fn ex_habilidades_modificadas_para_superar_un_bloqueo() {
    let (mut c, [_, eli, fer, gus]) = door();
    c.blocks[0].strength = 3;
    c.hold(eli).unwrap();
    c.hold(fer).unwrap();
    // Gus, exhausted: Resistencia restricts Atletismo; rolls +1: 3 + 1 − 1 = 3, no shift.
    let tired = ActionOptions {
        secondary: vec![(SecondaryRole::Restrict, "Resistencia".into())],
        ..none()
    };
    let mut variant = c.clone();
    assert!(!c.overcome_block(gus, 0, "Atletismo", &tired, &mut rolls(&[1])).unwrap());
    // With Robo complementing (he studied the building): +1 − 1, effort 4, past.
    let mut burglar = tired.clone();
    burglar.secondary.push((SecondaryRole::Complement, "Robo".into()));
    assert!(variant
        .overcome_block(gus, 0, "Atletismo", &burglar, &mut rolls(&[1]))
        .unwrap());
    // A long conflict adds restrictors to every action (L209).
    let mut long = variant.clone();
    long.long_restrictors = vec!["Resistencia".into()];
    long.get_mut(eli).unwrap().holding = true;
    assert!(
        !long
            .overcome_block(eli, 0, "Atletismo", &none(), &mut rolls(&[2]))
            .unwrap(),
        "2 + 2 − 1 = 3"
    );
}

#[test]
fn ex_uso_de_critico() {
    let mut c = conflict();
    let [villain, hero, ally] = seats(
        &mut c,
        [
            ("villanos", character("Vil", None, &[("Alerta", 5), ("Armas", 2)])),
            (
                "héroes",
                character("Héroe", Some(0), &[("Alerta", 4), ("Atletismo", 5)]),
            ),
            ("héroes", character("Aliada", Some(1), &[("Alerta", 3), ("Armas", 3)])),
        ],
    );
    c.begin_exchange();
    let r = c
        .attack(villain, hero, "Armas", "Atletismo", &none(), &mut rolls(&[0, 0]))
        .unwrap();
    assert_eq!(
        (r.attack.effort, r.defense.as_ref().unwrap().effort, r.critico),
        (2, 5, Some(hero))
    );
    c.full_defense(hero).unwrap();
    // The very next action: the ally's attack, +1 from the hero's shout.
    c.use_critico(hero, 1, true).unwrap();
    let r = c
        .attack(ally, villain, "Armas", "Armas", &none(), &mut rolls(&[0, 0]))
        .unwrap();
    assert_eq!((r.attack.effort, r.attack.modifier, r.stress), (4, 1, 2));
    assert!(c.critico.is_none());
    assert!(c.log.iter().any(|e| matches!(e, Event::CriticoUsed { value: 1, .. })));
    c.absorb(&Absorb::Box, "").unwrap();
    // Unused on the next action, it is lost.
    c.begin_exchange();
    let r = c
        .attack(villain, hero, "Armas", "Atletismo", &none(), &mut rolls(&[-1, 1]))
        .unwrap();
    assert_eq!(r.critico, Some(hero));
    c.hold(hero).unwrap();
    c.attack(ally, villain, "Armas", "Armas", &none(), &mut rolls(&[0, 0]))
        .unwrap();
    c.absorb(&Absorb::Box, "").unwrap();
    assert!(c.critico.is_none());
    assert!(c.log.iter().any(|e| matches!(e, Event::CriticoLost { .. })));
    // Or the margin as overflow, diving behind cover (L389).
    c.begin_exchange();
    let r = c
        .attack(villain, hero, "Armas", "Atletismo", &none(), &mut rolls(&[0, 0]))
        .unwrap();
    assert_eq!(r.critico, Some(hero));
    let mut o = c.critico_as_overflow(hero).unwrap();
    assert_eq!(o.left, 3);
    assert_eq!(o.spend(OverflowUse::Move { border: 0, load: 0 }), Ok(2));
    assert!(c.critico.is_none() && c.use_critico(hero, 1, true).is_err());
}

#[test]
fn turns_full_defence_and_holds() {
    let mut c = conflict();
    let [a, b] = seats(
        &mut c,
        [
            (
                "a",
                character("A", Some(0), &[("Alerta", 3), ("Armas", 3), ("Atletismo", 3)]),
            ),
            (
                "b",
                character("B", Some(1), &[("Alerta", 1), ("Armas", 3), ("Atletismo", 3)]),
            ),
        ],
    );
    c.begin_exchange();
    assert_eq!(c.current(), Some(a));
    assert!(matches!(
        c.attack(b, a, "Armas", "Atletismo", &none(), &mut rolls(&[0, 0])),
        Err(FateError::NotYourTurn { .. })
    ));
    // B is attacked before acting and declares full defence: +2, and its action is gone.
    c.full_defense(b).unwrap();
    let r = c
        .attack(a, b, "Armas", "Atletismo", &none(), &mut rolls(&[2, 0]))
        .unwrap();
    assert_eq!(
        (r.defense.as_ref().unwrap().effort, r.stress),
        (5, 0),
        "T16: 5 against 3 + 2 is a tie"
    );
    assert_eq!(c.current(), None, "the exchange is over");
    c.begin_exchange();
    c.hold(a).unwrap();
    assert_eq!(c.current(), Some(b));
    let r = c
        .attack(a, b, "Armas", "Atletismo", &none(), &mut rolls(&[1, 0]))
        .unwrap();
    assert_eq!(r.pending, Some(1), "the held action is taken later in the exchange");
    assert!(matches!(c.hold(b), Err(FateError::HitPending)));
    c.absorb(&Absorb::Box, "").unwrap();
    assert_eq!(c.full_defense(a), Err(FateError::AlreadyActed { name: "A".into() }));
}

#[test]
fn minions_rolling_over_and_a_mixed_group() {
    let mut c = conflict();
    let [hero, boss] = seats(
        &mut c,
        [
            ("héroes", character("Héroe", Some(0), &[("Alerta", 5), ("Armas", 5)])),
            ("villanos", character("Jefe", None, &[("Alerta", 2), ("Armas", 2)])),
        ],
    );
    let thugs = c
        .add_minions(
            "villanos",
            MinionGroup::new("esbirros", 1, ConflictKind::Physical, 3),
            0,
        )
        .unwrap();
    c.attach(thugs, boss).unwrap();
    c.begin_exchange();
    assert_eq!(c.group_bonus(boss).unwrap(), 2, "leader + 3");
    assert_eq!(c.order, vec![hero, boss], "attached minions act with their leader");
    // 5 + 2 against 2 + 2 + 0 = 3... the minions take 3 and the leader one hit of the rest.
    let r = c
        .attack(hero, boss, "Armas", "Armas", &none(), &mut rolls(&[2, 0]))
        .unwrap();
    assert_eq!((r.stress, r.minions_out, r.pending), (3, 3, None));
    assert_eq!(c.get(thugs).unwrap().status, Status::TakenOut);
    assert_eq!(c.group_bonus(boss).unwrap(), 0);
    // A free group: overflow past the last minion.
    let mut c = conflict();
    let hero = join(
        &mut c,
        "héroes",
        character("Héroe", Some(0), &[("Alerta", 5), ("Armas", 5)]),
    );
    let g = c
        .add_minions("villanos", MinionGroup::new("matones", 1, ConflictKind::Physical, 3), 0)
        .unwrap();
    c.begin_exchange();
    let r = c
        .attack(hero, g, "Armas", "Atletismo", &none(), &mut rolls(&[4, -4]))
        .unwrap();
    assert_eq!((r.stress, r.minions_out, r.overflow), (11, 3, 8), "9 against 1 + 1 − 4");
    assert!(c.is_over());
}

#[test]
fn consequences_concessions_and_power_points() {
    let mut c = conflict();
    let a = join(&mut c, "a", character("A", Some(0), &[("Alerta", 3), ("Armas", 5)]));
    let b = join(&mut c, "b", character("B", Some(1), &[("Alerta", 1), ("Atletismo", 1)]));
    c.begin_exchange();
    let r = c
        .attack(a, b, "Armas", "Atletismo", &none(), &mut rolls(&[2, -1]))
        .unwrap();
    assert_eq!(r.pending, Some(7));
    assert!(matches!(c.concede(b, "huye"), Err(FateError::NoConcession)));
    let taken = c.absorb(&Absorb::Box, "Brazo roto").unwrap();
    assert!(matches!(taken, Taken::Consequence { ref consequence } if consequence.severity == Severity::Mild));
    c.concede(b, "huye por la ventana").unwrap();
    c.answer_concession(false, true).unwrap();
    let pp = |c: &Conflict, i| c.get(i).unwrap().character().unwrap().pp.pp;
    assert_eq!((pp(&c, b), pp(&c, a)), (3, 1), "T25 in a conflict");
    assert!(c.answer_concession(true, true).is_err(), "answered once");
    // PP spent on a roll are events too.
    c.begin_exchange();
    let with_pp = ActionOptions { pp: 1, ..none() };
    let r = c
        .attack(a, b, "Armas", "Atletismo", &with_pp, &mut rolls(&[-4, 0]))
        .unwrap();
    assert_eq!(
        (r.attack.effort, r.defense.as_ref().unwrap().effort),
        (2, 0),
        "5 − 4 + 1 PP; 1 − 1 consequence"
    );
    assert_eq!(pp(&c, a), 0);
    assert!(
        matches!(c.log.iter().rev().find(|e| matches!(e, Event::Pp { .. })), Some(Event::Pp { who, .. }) if *who == a)
    );
    let taken = c.absorb(&Absorb::Consequence, "Humillado").unwrap();
    assert!(matches!(taken, Taken::Consequence { ref consequence } if consequence.severity == Severity::Moderate));
    c.concede(b, "se rinde").unwrap();
    c.answer_concession(true, true).unwrap();
    assert_eq!(c.get(b).unwrap().status, Status::Conceded);
    assert!(c.is_over());
}

#[test]
fn manoeuvres_give_a_bonus_for_one_roll() {
    let mut c = conflict();
    let a = join(&mut c, "a", character("A", Some(0), &[("Alerta", 3), ("Armas", 3)]));
    let b = join(&mut c, "b", character("B", Some(1), &[("Alerta", 1), ("Atletismo", 3)]));
    c.begin_exchange();
    let sand = Opposition::Target {
        id: b,
        skill: "Atletismo".into(),
    };
    assert_eq!(
        c.maneuver(a, "Armas", &sand, &none(), &mut rolls(&[1, 0]))
            .map(|r| (r.success, r.shifts))
            .unwrap(),
        (true, 1)
    );
    c.begin_exchange();
    let use_it = ActionOptions {
        use_bonus: true,
        ..none()
    };
    let r = c
        .attack(a, b, "Armas", "Atletismo", &use_it, &mut rolls(&[0, 0]))
        .unwrap();
    assert_eq!(r.attack.effort, 5, "+2 by default (A-MAN-1)");
    c.absorb(&Absorb::Box, "").unwrap();
    c.begin_exchange();
    assert!(matches!(
        c.attack(a, b, "Armas", "Atletismo", &use_it, &mut rolls(&[0, 0])),
        Err(FateError::NoBonus)
    ));
    // A tie does not manoeuvre (R-CORE-7).
    assert_eq!(
        c.maneuver(a, "Armas", &sand, &none(), &mut rolls(&[0, 0]))
            .map(|r| (r.success, r.shifts))
            .unwrap(),
        (false, 0)
    );
}

#[test]
fn sprints_and_supplementary_moves() {
    let (zones, b, z) = a_b_c();
    let mut c = Conflict::new(ConflictKind::Physical, zones, Rules::default());
    let r = join(
        &mut c,
        "r",
        character("Runner", Some(0), &[("Alerta", 3), ("Atletismo", 3), ("Armas", 2)]),
    );
    // The target waits in B: a blow reaches only the zone the runner moves into (F104).
    let t = c.add_character("t", character("T", None, &[("Alerta", 1)]), b).unwrap();
    c.begin_exchange();
    assert_eq!(c.sprint(r, &[b, z], &none(), &mut rolls(&[1])).unwrap(), 2);
    assert_eq!(c.get(r).unwrap().zone, z);
    c.begin_exchange();
    let step = ActionOptions {
        move_to: Some(b),
        ..none()
    };
    let rep = c
        .attack(r, t, "Armas", "Atletismo", &step, &mut rolls(&[0, 0]))
        .unwrap();
    assert_eq!(rep.attack.effort, 1, "2 − 1 for the move");
    assert_eq!(c.get(r).unwrap().zone, b);
}

#[test]
fn weapons_reach_and_power_points_outside_rolls() {
    let mut zones = Zones::single("A");
    let far = zones.add("B");
    zones.join(0, far, 0).unwrap();
    let mut c = Conflict::new(ConflictKind::Physical, zones, Rules::default());
    let mut sheet = character("A", Some(0), &[("Alerta", 3), ("Armas", 3), ("Disparo", 3)]).to_sheet();
    sheet.poderes.push(Power::new("Luz cegadora"));
    let no_pyramid = Rules {
        skill_pyramid: false,
        ..Rules::default()
    };
    let a = join(&mut c, "a", sheet.check(&no_pyramid).unwrap());
    let mut b_char = character("B", None, &[("Alerta", 1), ("Armas", 3), ("Atletismo", 1)]);
    b_char.armed = false;
    let b = c.add_character("b", b_char, far).unwrap();
    c.begin_exchange();
    let melee = ActionOptions {
        reach: Some(Reach::Melee),
        ..none()
    };
    assert!(matches!(
        c.attack(a, b, "Armas", "Atletismo", &melee, &mut rolls(&[0, 0])),
        Err(FateError::OutOfReach { .. })
    ));
    let gun = ActionOptions {
        reach: Some(Reach::Firearm),
        ..none()
    };
    assert!(matches!(
        c.attack(a, b, "Disparo", "Armas", &gun, &mut rolls(&[0, 0])),
        Err(FateError::Unarmed { .. })
    ));
    let e = c.spend_pp(a, &PpSpend::UsePower("luz cegadora".into())).unwrap();
    assert_eq!((e.delta, e.after), (-1, 1));
    assert!(c.spend_pp(a, &PpSpend::UsePower("Vuelo".into())).is_err());
    assert_eq!(c.spend_pp(a, &PpSpend::RejectTakenOut).unwrap().after, 0);
    let r = c
        .attack(a, b, "Disparo", "Atletismo", &gun, &mut rolls(&[1, 0]))
        .unwrap();
    assert_eq!(r.pending, Some(3));
    c.absorb(&Absorb::Box, "").unwrap();
    let sides = c.summary();
    assert_eq!(sides.len(), 2);
    assert_eq!(sides[1].members[0].health.as_deref(), Some("..x.."));
    assert_eq!(sides[0].members[0].pp, Some(0));
    assert!(sides.iter().all(|s| s.standing));
}
