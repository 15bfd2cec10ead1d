//! The conflict tracker's later additions, with typed dice: one roll for a block and the
//! action (A-BLK-3, A-BLK-4) and the separate reading; scene-altering manoeuvres (A-MAN-2).

use crate::common::{bar_the_door, character, join, none, rolls, seats};
use tirada_rules::fate::options::BlockRoll;
use tirada_rules::fate::*;

fn past(blocks: &[usize]) -> ActionOptions {
    ActionOptions {
        past: blocks.to_vec(),
        ..none()
    }
}

/// Dani (Fuerza +3, rolls −1) blocks the door with strength 2; Eli (Atletismo 2, Armas 2) and
/// Fer (Atletismo 3, Armas 4) are inside; Vil waits outside.
fn door(rules: Rules) -> (Conflict, [usize; 4]) {
    let mut c = Conflict::new(ConflictKind::Physical, Zones::single("almacén"), rules);
    let [dani, eli, fer, vil] = seats(
        &mut c,
        [
            ("guardia", character("Dani", None, &[("Alerta", 4), ("Fuerza", 3)])),
            (
                "fugitivos",
                character("Eli", Some(0), &[("Alerta", 3), ("Atletismo", 2), ("Armas", 2)]),
            ),
            (
                "fugitivos",
                character("Fer", Some(1), &[("Alerta", 2), ("Atletismo", 3), ("Armas", 4)]),
            ),
            ("guardia", character("Vil", None, &[("Alerta", 1), ("Atletismo", 1)])),
        ],
    );
    bar_the_door(&mut c, dani);
    (c, [dani, eli, fer, vil])
}

#[test]
fn a_blk_4_one_roll_gets_past_the_block_and_resolves_the_action() {
    let (mut c, [dani, eli, fer, _]) = door(Rules::default());
    // Eli runs for it: Atletismo 2 rolling 0 is 2 against strength 2, no shift: stopped, and
    // the action (against Mediocre) fails with it.
    let mut d = rolls(&[0]);
    let r = c.action(eli, "Atletismo", 0, &past(&[0]), &mut d).unwrap();
    d.finish().unwrap();
    assert_eq!((r.success, r.shifts, r.blocked_by), (false, 0, Some(dani)));
    assert!(c.get(eli).unwrap().acted, "the attempt took the action");
    // Fer: 3 against 2, past; the same roll is the action, 3 shifts over Mediocre.
    let mut d = rolls(&[0]);
    let r = c.action(fer, "Atletismo", 0, &past(&[0]), &mut d).unwrap();
    d.finish().unwrap();
    assert_eq!((r.success, r.shifts, r.blocked_by), (true, 3, None));
    let tests: Vec<(i32, i32, bool)> = c
        .log
        .iter()
        .filter_map(|e| match e {
            Event::BlockTest {
                effort,
                strength,
                passed,
                ..
            } => Some((*effort, *strength, *passed)),
            _ => None,
        })
        .collect();
    assert_eq!(tests, vec![(2, 2, false), (3, 2, true)]);
}

#[test]
fn a_blk_4_a_stopped_attack_needs_no_defence_roll() {
    let (mut c, [dani, eli, fer, vil]) = door(Rules::default());
    // Eli shoots at Vil through the blocked doorway: Armas 2 rolling 0 does not beat 2, so Vil
    // never rolls (one die line only) and takes nothing.
    let mut d = rolls(&[0]);
    let r = c.attack(eli, vil, "Armas", "Atletismo", &past(&[0]), &mut d).unwrap();
    d.finish().unwrap();
    assert_eq!((r.blocked_by, r.defense.is_none(), r.stress), (Some(dani), true, 0));
    assert_eq!(r.attack.difficulty, 3, "a block is beaten with a shift");
    // Fer: Armas 4 rolling 0, past the block with the same roll; Vil defends 1 + 0: 3 stress.
    let r = c
        .attack(fer, vil, "Armas", "Atletismo", &past(&[0]), &mut rolls(&[0, 0]))
        .unwrap();
    assert_eq!((r.blocked_by, r.stress, r.pending), (None, 3, Some(3)));
}

#[test]
fn a_blk_3_the_same_roll_meets_every_block() {
    let (mut c, [dani, eli, fer, vil]) = door(Rules::default());
    c.hold(eli).unwrap();
    c.hold(fer).unwrap();
    let net = BlockKind::Prevent {
        action: "salir por la puerta".into(),
    };
    c.block(vil, net, "Atletismo", 0, &none(), &mut rolls(&[3])).unwrap();
    assert_eq!(c.blocks[1].strength, 4);
    assert!(matches!(
        c.action(fer, "Atletismo", 0, &past(&[7]), &mut rolls(&[0])),
        Err(FateError::NoBlock { index: 7 })
    ));
    // Fer's 3 + 1 = 4 beats Dani's 2 but not Vil's 4: stopped by Vil.
    let r = c.action(fer, "Atletismo", 0, &past(&[0, 1]), &mut rolls(&[1])).unwrap();
    assert_eq!(r.blocked_by, Some(vil));
    // Eli's 2 + 3 = 5 beats both.
    let r = c.action(eli, "Atletismo", 0, &past(&[0, 1]), &mut rolls(&[3])).unwrap();
    assert_eq!((r.success, r.blocked_by), (true, None));
    assert!(c.get(dani).unwrap().is_active());
}

#[test]
fn a_blk_4_separate_reading_rolls_to_get_past_first() {
    let rules = Rules {
        block_roll: BlockRoll::SeparateRoll,
        ..Rules::default()
    };
    let (mut c, [_, eli, fer, vil]) = door(rules);
    // The action may not name a block not yet got past; nothing changes.
    let before = c.clone();
    assert_eq!(
        c.attack(eli, vil, "Armas", "Atletismo", &past(&[0]), &mut rolls(&[4, 0]))
            .unwrap_err(),
        FateError::BlockNotPassed { index: 0 }
    );
    assert_eq!(c, before);
    // Eli's own roll to get past: 2 + 1 = 3 beats 2; the turn stays open for the attack,
    // which rolls anew (Armas 2 rolling 0 against Vil's 1 + 0).
    assert!(c
        .overcome_block(eli, 0, "Atletismo", &none(), &mut rolls(&[1]))
        .unwrap());
    assert_eq!(c.current(), Some(eli));
    let r = c
        .attack(eli, vil, "Armas", "Atletismo", &past(&[0]), &mut rolls(&[0, 0]))
        .unwrap();
    assert_eq!((r.blocked_by, r.stress), (None, 1));
    c.absorb(&Absorb::Box, "").unwrap();
    // Fer fails his roll to get past: the turn is over.
    assert!(!c
        .overcome_block(fer, 0, "Atletismo", &none(), &mut rolls(&[-1]))
        .unwrap());
    assert!(c.get(fer).unwrap().acted);
}

/// Ana (Ciencia 3, 2 PP) and Bruno (Ciencia 1) against Cruz, in one zone.
fn lab() -> (Conflict, [usize; 3]) {
    let mut c = Conflict::new(ConflictKind::Physical, Zones::single("laboratorio"), Rules::default());
    let [ana, bruno] = seats(
        &mut c,
        [
            ("héroes", character("Ana", Some(0), &[("Alerta", 3), ("Ciencia", 3)])),
            ("héroes", character("Bruno", Some(1), &[("Alerta", 2), ("Ciencia", 1)])),
        ],
    );
    let cruz = join(&mut c, "villanos", character("Cruz", None, &[("Alerta", 1)]));
    c.begin_exchange();
    (c, [ana, bruno, cruz])
}

fn scene(difficulty: i32, pp: bool, gm: Option<bool>) -> Opposition {
    Opposition::Scene {
        difficulty,
        change: "el almacén arde".into(),
        pp,
        gm,
    }
}

#[test]
fn a_man_2_a_power_point_argues_for_the_change() {
    let (mut c, [ana, bruno, _]) = lab();
    // Ana tips the burner over (difficulty Decente): 3 + 0 meets it, and she spends a PP to
    // argue for it; the GM says nothing, so the scene changes.
    let r = c
        .maneuver(ana, "Ciencia", &scene(2, true, None), &none(), &mut rolls(&[0]))
        .unwrap();
    assert_eq!((r.success, r.shifts), (true, 1));
    assert_eq!(c.scene.len(), 1);
    assert_eq!((c.scene[0].by, c.scene[0].change.as_str()), (ana, "el almacén arde"));
    assert_eq!(c.get(ana).unwrap().character().unwrap().pp.pp, 1);
    assert!(c
        .log
        .iter()
        .any(|e| matches!(e, Event::Pp { pp, .. } if pp.reason == PpReason::SceneChange)));
    // Bruno makes the roll with no PP and no word from the GM: the scene stays.
    let r = c
        .maneuver(bruno, "Ciencia", &scene(0, false, None), &none(), &mut rolls(&[1]))
        .unwrap();
    assert_eq!((r.success, r.shifts), (false, 2));
    assert_eq!(c.scene.len(), 1);
    assert!(c.log.iter().any(|e| matches!(
        e,
        Event::SceneChange {
            made: true,
            accepted: false,
            ..
        }
    )));
    c.end_scene();
    assert!(c.scene.is_empty(), "the change lasts the scene");
}

#[test]
fn a_man_2_the_gm_rules_over_the_argument() {
    let (mut c, [ana, bruno, _]) = lab();
    // The GM refuses even with the PP spent (and the point stays spent).
    let r = c
        .maneuver(ana, "Ciencia", &scene(2, true, Some(false)), &none(), &mut rolls(&[1]))
        .unwrap();
    assert!(!r.success && c.scene.is_empty());
    assert_eq!(c.get(ana).unwrap().character().unwrap().pp.pp, 1);
    // The GM accepts, but the roll misses: nothing changes.
    let r = c
        .maneuver(
            bruno,
            "Ciencia",
            &scene(3, false, Some(true)),
            &none(),
            &mut rolls(&[1]),
        )
        .unwrap();
    assert_eq!((r.success, r.shifts), (false, 0));
    // Accepted and made without a PP.
    let (mut c, [ana, ..]) = lab();
    let r = c
        .maneuver(ana, "Ciencia", &scene(1, false, Some(true)), &none(), &mut rolls(&[0]))
        .unwrap();
    assert!(r.success && c.scene.len() == 1);
    // Arguing with no PP left is refused before anything is rolled.
    let (mut c, [ana, ..]) = lab();
    if let Actor::Named(ch) = &mut c.get_mut(ana).unwrap().actor {
        ch.pp.pp = 0;
    }
    let before = c.clone();
    assert_eq!(
        c.maneuver(ana, "Ciencia", &scene(1, true, None), &none(), &mut rolls(&[0])),
        Err(FateError::NoPp { have: 0, need: 1 })
    );
    assert_eq!(c, before);
}
