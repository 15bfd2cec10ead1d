//! The manoeuvres that move or disarm, and carrying, in the conflict tracker with typed dice
//! (L301–L312): T09, the knockback example and both push readings as live actions.

use crate::common::{checked, join, none, rolls, sheet_of};
use tirada_rules::fate::options::PushCost;
use tirada_rules::fate::*;

fn character(name: &str, seat: Option<u32>, weight: u32, skills: &[(&str, i64)]) -> Character {
    let mut s = sheet_of(name, seat, skills);
    s.factor_peso = weight;
    checked(s)
}

/// Four zones in a row, A –(border)– B – C – D; Ana and Ben (weight factor `wf`) in A.
fn street(border: u32, wf: u32, rules: Rules) -> (Conflict, [usize; 2]) {
    let mut z = Zones::single("A");
    for (i, name) in ["B", "C", "D"].into_iter().enumerate() {
        let n = z.add(name);
        z.join(i, n, if i == 0 { border } else { 0 }).unwrap();
    }
    let mut c = Conflict::new(ConflictKind::Physical, z, rules);
    let skills = [
        ("Alerta", 3),
        ("Armas", 4),
        ("Fuerza", 5),
        ("Puños", 3),
        ("Atletismo", 3),
    ];
    let ana = join(&mut c, "a", character("Ana", Some(0), 2, &skills));
    let ben = join(
        &mut c,
        "b",
        character("Ben", None, wf, &[("Alerta", 1), ("Armas", 2), ("Atletismo", 1)]),
    );
    c.begin_exchange();
    (c, [ana, ben])
}

fn armed(c: &Conflict, id: usize) -> bool {
    c.get(id).unwrap().character().unwrap().armed
}

#[test]
fn t09_a_disarm_becomes_a_block_on_picking_the_weapon_up() {
    let (mut c, [ana, ben]) = street(0, 2, Rules::default());
    // Armas 4 + 1 against Armas 2 + 0: three shifts, the weapon is on the floor.
    let r = c
        .disarm(ana, ben, "Armas", "Armas", &none(), &mut rolls(&[1, 0]))
        .unwrap();
    assert_eq!((r.success, r.shifts), (true, 3));
    assert!(!armed(&c, ben));
    assert_eq!(c.get(ben).unwrap().disarmed, Some(3));
    assert!(c.log.iter().any(|e| matches!(e, Event::Disarm { shifts: 3, .. })));
    // Ben picks it up as a supplementary action with his attack: −1 and −3 more (T09).
    let pick = ActionOptions {
        pick_up_weapon: true,
        ..none()
    };
    let r = c
        .attack(ben, ana, "Armas", "Atletismo", &pick, &mut rolls(&[4, -2]))
        .unwrap();
    let disarm: Vec<i32> = r
        .attack
        .modifiers
        .iter()
        .filter(|m| m.kind == ModifierKind::Disarm)
        .map(|m| m.value)
        .collect();
    assert_eq!(disarm, vec![-4]);
    assert_eq!(r.attack.effort, 2, "2 + 4 − 4");
    assert!(armed(&c, ben) && c.get(ben).unwrap().disarmed.is_none());
    assert!(c.log.iter().any(|e| matches!(
        e,
        Event::WeaponRecovered {
            supplementary: true,
            ..
        }
    )));
}

#[test]
fn a_man_3_disarm_ties_fail_and_the_weapon_may_be_the_action() {
    let (mut c, [ana, ben]) = street(0, 2, Rules::default());
    let r = c
        .disarm(ana, ben, "Armas", "Armas", &none(), &mut rolls(&[-2, 0]))
        .unwrap();
    assert!(!r.success && armed(&c, ben), "4 − 2 against 2: a tie");
    assert_eq!(
        c.recover_weapon(ben),
        Err(FateError::NotDisarmed { name: "Ben".into() })
    );
    c.begin_exchange();
    c.disarm(ana, ben, "Armas", "Armas", &none(), &mut rolls(&[0, 0]))
        .unwrap();
    // Unarmed, no defence with Armas (L302); picking it up takes the whole turn.
    c.begin_exchange();
    assert!(matches!(
        c.attack(ana, ben, "Armas", "Armas", &none(), &mut rolls(&[0, 0])),
        Err(FateError::Unarmed { .. })
    ));
    c.hold(ana).unwrap();
    c.recover_weapon(ben).unwrap();
    assert!(armed(&c, ben) && c.get(ben).unwrap().acted);
    let mut bare = street(0, 2, Rules::default()).0;
    if let Actor::Named(ch) = &mut bare.get_mut(1).unwrap().actor {
        ch.armed = false;
    }
    assert_eq!(
        bare.disarm(0, 1, "Armas", "Armas", &none(), &mut rolls(&[0, 0]))
            .unwrap_err(),
        FateError::NothingToDisarm { name: "Ben".into() }
    );
}

#[test]
fn ex_derribo_in_a_conflict() {
    // Fuerza 5 + 3 against Ben's Fuerza 0 + 0: 8 shifts. Zone 1 costs 3, two cost 7, three
    // would cost 12: Ben flies two zones, one shift is left, and Ana stays.
    let (mut c, [ana, ben]) = street(0, 2, Rules::default());
    let r = c
        .knockback(ana, ben, "Fuerza", "Fuerza", &[1, 2, 3], &none(), &mut rolls(&[3, 0]))
        .unwrap();
    assert_eq!((r.success, r.shifts, r.zones, r.to, r.left), (true, 8, 2, 2, 1));
    assert_eq!((c.get(ana).unwrap().zone, c.get(ben).unwrap().zone), (0, 2));
    assert!(c
        .log
        .iter()
        .any(|e| matches!(e, Event::Knockback { zones: 2, left: 1, .. })));
    // A heavy target (WF 4): the first zone costs 5; with a border of 2 on it, 7.
    let (mut c, [ana, ben]) = street(2, 4, Rules::default());
    let r = c
        .knockback(ana, ben, "Fuerza", "Fuerza", &[1], &none(), &mut rolls(&[1, 0]))
        .unwrap();
    assert_eq!((r.shifts, r.zones, r.left), (6, 0, 6));
    assert_eq!(c.get(ben).unwrap().zone, 0);
    // Out of arm's reach: refused.
    let (mut c, [ana, ben]) = street(0, 2, Rules::default());
    c.get_mut(ben).unwrap().zone = 1;
    assert!(matches!(
        c.knockback(ana, ben, "Fuerza", "Fuerza", &[2], &none(), &mut rolls(&[0, 0])),
        Err(FateError::OutOfReach { zones: 1, reach: 0 })
    ));
}

#[test]
fn a_man_4_a_push_moves_both_under_either_reading() {
    // Puños 3 + 3 against Fuerza 0 + 0: 6 shifts. (WF + 1) × d: two zones; both move.
    let (mut c, [ana, ben]) = street(0, 2, Rules::default());
    let r = c
        .push(ana, ben, "Puños", "Fuerza", &[1, 2, 3], &none(), &mut rolls(&[3, 0]))
        .unwrap();
    assert_eq!((r.zones, r.to), (2, 2));
    assert_eq!((c.get(ana).unwrap().zone, c.get(ben).unwrap().zone), (2, 2));
    assert!(c.log.iter().any(|e| matches!(e, Event::Push { zones: 2, .. })));
    let no_stress = c.pending.is_none() && c.get(ben).unwrap().character().unwrap().health.marked() == 0;
    assert!(no_stress, "a push deals no stress");
    // WF + d: the whole path of three.
    let rules = Rules {
        push_cost: PushCost::WeightPlusZones,
        ..Rules::default()
    };
    let (mut c, [ana, ben]) = street(0, 2, rules);
    let r = c
        .push(ana, ben, "Puños", "Fuerza", &[1, 2, 3], &none(), &mut rolls(&[3, 0]))
        .unwrap();
    assert_eq!(r.zones, 3);
    // A border of 1 on the first edge: 4 for one zone, 7 for two.
    let (mut c, [ana, ben]) = street(1, 2, Rules::default());
    let r = c
        .push(ana, ben, "Puños", "Fuerza", &[1, 2], &none(), &mut rolls(&[3, 0]))
        .unwrap();
    assert_eq!(r.zones, 1);
}

#[test]
fn r_mov_4_a_load_makes_every_zone_dearer() {
    let (mut c, [ana, ben]) = street(0, 2, Rules::default());
    c.carry(ana, 2).unwrap();
    assert!(c.log.iter().any(|e| matches!(e, Event::Carry { load: 2, .. })));
    // Moving one zone with the load: −(1 + 0 + 2) on the action.
    let step = ActionOptions {
        move_to: Some(1),
        ..none()
    };
    let r = c.action(ana, "Atletismo", 0, &step, &mut rolls(&[0])).unwrap();
    assert_eq!(r.roll.effort, 0, "3 − 3");
    assert!(c.log.iter().any(|e| matches!(e, Event::Move { penalty: -3, .. })));
    // Sprinting with it: 3 + 1 = 4 shifts, each zone costs 3 (A-MAN-6): one zone.
    c.hold(ben).unwrap();
    c.begin_exchange();
    assert_eq!(c.sprint(ana, &[2, 3], &none(), &mut rolls(&[1])).unwrap(), 1);
    c.carry(ana, 0).unwrap();
    assert_eq!(c.get(ana).unwrap().load, 0);
}
