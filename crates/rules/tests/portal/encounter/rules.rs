//! The fight runner's rules beyond the plain exchange (reading aid §5.11–§5.13): fumbles with
//! the GM's costs, called shots to the hand, units led by a protagonist, preparing by a roll.
//! Typed dice throughout.

use crate::common::{dice, first_exchange};
use tirada_dice::TypedDice;
use tirada_rules::portal::encounter::Skip;
use tirada_rules::portal::manoeuvres::{CombatRoll, FumbleCost};
use tirada_rules::portal::tables::{FightKind, Surroundings};
use tirada_rules::portal::*;

fn pc(toml: &str) -> Character {
    Character::from_toml(toml, &Rules::book()).unwrap()
}

/// Ana attacks Bea and Bea attacks Ana; both already rolled their reflexes (Ana 4, Bea 3).
fn duel(ana: &str, bea: &str) -> Encounter {
    let mut people = vec![
        Combatant::new(pc(&format!("nombre = \"Ana\"\n{ana}")), Some(1)),
        Combatant::new(pc(&format!("nombre = \"Bea\"\n{bea}")), Some(0)),
    ];
    people[0].reflexes = Some(4);
    people[1].reflexes = Some(3);
    Encounter::new(Rules::book(), FightKind::Friendly, Surroundings::Normal, people)
}

fn fumbles(e: &Encounter) -> Vec<(usize, CombatRoll, u8, FumbleCost)> {
    e.log
        .iter()
        .filter_map(|l| match l {
            Entry::Fumble {
                who,
                roll,
                points,
                cost,
            } => Some((*who, *roll, *points, *cost)),
            _ => None,
        })
        .collect()
}

/// CB18 (B1555–B1557): an attack of [1,1,1] totals −1 (the kept 1 and another 1); by default
/// the typical cost of an attack fumble is a discomfort die.
#[test]
fn an_attack_fumble_costs_a_discomfort_die_by_default() {
    let mut e = duel("", "");
    // Ana's attack [1,1,1] → −1 against Bea's defence [5,3,2] Middle 3.
    let mut d = dice(&[("blancos", &[1, 1, 1, 5, 3, 2])]);
    e.start_round(&mut d).unwrap();
    e.act(&mut d).unwrap();
    d.finish().unwrap();
    assert_eq!(fumbles(&e), [(0, CombatRoll::Attack, 1, FumbleCost::Discomfort)]);
    assert_eq!(e.combatants[0].character.state.discomfort, 1);
}

/// CB18 (B1559): the GM may give the rival an ace instead; Bea's next roll carries it.
#[test]
fn an_attack_fumble_can_give_the_rival_an_ace() {
    let mut e = duel("", "");
    e.fumbles.attack = FumbleCost::RivalAce;
    let mut d = dice(&[("blancos", &[1, 1, 1, 5, 3, 2, 4, 3, 2, 4, 3, 2])]);
    e.start_round(&mut d).unwrap();
    e.act(&mut d).unwrap();
    assert_eq!(fumbles(&e), [(0, CombatRoll::Attack, 1, FumbleCost::RivalAce)]);
    assert_eq!(e.combatants[0].character.state.discomfort, 0);
    assert_eq!(e.combatants[1].pending_aces, 1);
    // Bea's attack [4,3,2]: the ace is in its pool, and spent.
    e.act(&mut d).unwrap();
    d.finish().unwrap();
    let pool = e
        .log
        .iter()
        .rev()
        .find_map(|l| match l {
            Entry::Attack {
                attacker: 1, attack, ..
            } => attack.as_ref().map(|t| t.rerolls.pool),
            _ => None,
        })
        .unwrap();
    assert_eq!(pool, 1);
    assert_eq!(e.combatants[1].pending_aces, 0);
}

/// CB18: a negative defence total is a fumble too, a lost turn by default (B1559); and a
/// narrative cost changes nothing but the log.
/// Ana's attack [5,3,2] against Bea's defence [1,1,1], and what follows it.
fn fumbled_defence_dice() -> TypedDice {
    dice(&[
        ("blancos", &[5, 3, 2, 1, 1, 1, 4, 3, 2]),
        ("negros", &[1, 1]),
        ("rojos", &[1, 1, 1]),
    ])
}

#[test]
fn defence_fumbles_follow_the_file_choice() {
    let mut e = duel("", "");
    // Ana's attack [5,3,2] Middle 3 against Bea's defence [1,1,1] → −1: a hit; damage 3 + 4
    // against toughness −1, 8 points: model A leaves M2 H3, and Bea rolls new reflexes.
    let mut d = fumbled_defence_dice();
    e.start_round(&mut d).unwrap();
    e.act(&mut d).unwrap();
    d.finish().unwrap();
    assert_eq!(fumbles(&e), [(1, CombatRoll::Defence, 1, FumbleCost::LostTurn)]);
    let s = &e.combatants[1].character.state;
    assert_eq!((s.discomfort, s.wounds, s.turns_lost), (2, 3, 1));
    let mut e = duel("", "");
    e.fumbles.defence = FumbleCost::Narrative;
    let mut d = fumbled_defence_dice();
    e.start_round(&mut d).unwrap();
    e.act(&mut d).unwrap();
    assert_eq!(fumbles(&e), [(1, CombatRoll::Defence, 1, FumbleCost::Narrative)]);
    assert_eq!(e.combatants[1].character.state.turns_lost, 0);
}

/// CB18 "(or reflexes)": an initial roll of [1,1,1] gives reflexes −1, one fumble point, a lost
/// turn by default — on top of the composure shortfall (−1 against 3: 3 discomfort, 1 turn).
#[test]
fn a_negative_reflexes_total_is_a_fumble() {
    let people = vec![Combatant::new(pc("nombre = \"Ana\""), None)];
    let mut e = Encounter::new(Rules::book(), FightKind::Friendly, Surroundings::Normal, people);
    let mut d = dice(&[("asiento", &[1]), ("blancos", &[1, 1, 1])]);
    e.begin(&mut d).unwrap();
    d.finish().unwrap();
    assert_eq!(fumbles(&e), [(0, CombatRoll::Reflexes, 1, FumbleCost::LostTurn)]);
    let s = &e.combatants[0].character.state;
    assert_eq!((s.discomfort, s.turns_lost), (3, 2));
}

fn cast(name: &str, values: &str) -> Character {
    pc(&format!("nombre = \"{name}\"\ntipo = \"reparto\"\n[reparto]\n{values}"))
}

/// Sombra (a protagonist) leads the wolf Colmillo stacked for attack (EX-STACK-COLMILLO's
/// values: VG 3, reflexes 2.5, attack 4, damage 2) against a bandit.
fn sombra_and_colmillo(reflexes: i32) -> Encounter {
    let wolf = "valor_generico = 3\nreflejos = 2.5\nataque = 4\ndano = 2\ndefensa = 3\naguante = 4\ngrupo = 7";
    let mut sombra = Combatant::new(pc("nombre = \"Sombra\""), Some(2));
    sombra.reflexes = Some(reflexes);
    let mut colmillo = Combatant::new(cast("Colmillo", wolf), Some(2));
    colmillo.stack = Some((0, tirada_rules::portal::cast::StackFor::Attack));
    let bandit = Combatant::new(cast("Bandido", "valor_generico = 3\nreflejos = 0.2"), None);
    Encounter::new(
        Rules::book(),
        FightKind::Friendly,
        Surroundings::Normal,
        vec![sombra, colmillo, bandit],
    )
}

/// B1419 with a protagonist leading (EX-STACK-COLMILLO): the unit's one bonified attack comes
/// at the slowest member's reflexes — Sombra's phase 5 waits for Colmillo's 2.5 — and the
/// wolf's die equal to its value adds its attack 4 and damage 2 (B1383).
#[test]
fn ex_stack_colmillo_unit_led_by_a_protagonist_acts_at_the_slowest_member() {
    let mut e = sombra_and_colmillo(5);
    // Round dice: Colmillo 3 (= VG), the bandit 4 (−1: defence 2, toughness 2).
    let mut d = dice(&[("reparto", &[3, 4]), ("blancos", &[5, 3, 2])]);
    let order: Vec<(usize, Option<u8>, i32, bool)> = e
        .start_round(&mut d)
        .unwrap()
        .iter()
        .map(|s| (s.who, s.phase, s.at, s.unit))
        .collect();
    assert_eq!(order, [(0, None, 25, true), (2, None, -8, false)]);
    e.act(&mut d).unwrap();
    d.finish().unwrap();
    let x = first_exchange(&e, |_, _| true);
    // Attack [5,3,2] Middle 3 + 4 = 7 against 2; damage Middle 3 + 2 + excess 5 = 10 vs 2.
    assert_eq!((x.attack, x.needed, x.damage, x.toughness), (7, 2, 10, 2));
}

/// A protagonist with several actions keeps the earlier ones for itself: reflexes 12 acts in
/// phases 6, 5 and 1; only the last (slower than the wolf) is the unit's, and only it carries
/// the bonus.
#[test]
fn a_protagonist_leader_keeps_its_earlier_phases() {
    let mut e = sombra_and_colmillo(12);
    let mut d = dice(&[("reparto", &[3, 4]), ("blancos", &[5, 3, 2, 5, 3, 2])]);
    let order: Vec<(usize, Option<u8>, bool)> = e
        .start_round(&mut d)
        .unwrap()
        .iter()
        .map(|s| (s.who, s.phase, s.unit))
        .collect();
    assert_eq!(
        order,
        [
            (0, Some(6), false),
            (0, Some(5), false),
            (0, Some(1), true),
            (2, None, false)
        ]
    );
    e.act(&mut d).unwrap();
    let first = e.log.iter().rev().find_map(|l| match l {
        Entry::Attack { exchange, .. } => Some(exchange.attack),
        _ => None,
    });
    assert_eq!(first, Some(3), "a solo attack: no wolf");
}

/// Ana aims at Bea's sword hand: a called shot (+2, CB22) with [5,4,3] Middle 4 against Bea's
/// defence [2,2,1] Middle 2 → needed 4: a tie. With [5,5,4] Middle 5 a hit by 1: damage Low 4
/// + 1 against toughness 2 → 3 points.
fn hand_shot(effect: &str) -> Encounter {
    let mut e = duel(
        "[dados]\ndano = \"inferior\"",
        "[equipo.arma]\ntamano = \"mediana\"\nafilada = true",
    );
    e.combatants[1].character.equipment.defence.parrying_blade = true;
    e.combatants[0].plan = toml::from_str(&format!("golpe = \"mano\"\nefecto_mano = \"{effect}\"")).unwrap();
    e
}

/// CB22 (B1469): a successful shot at the hand disarms by default: the damage still lands and
/// Bea's next action goes to picking up her sword.
#[test]
fn a_called_shot_to_the_hand_disarms() {
    let mut e = hand_shot("desarmar");
    let mut d = dice(&[("blancos", &[5, 5, 4, 2, 2, 1])]);
    e.start_round(&mut d).unwrap();
    e.act(&mut d).unwrap();
    e.act(&mut d).unwrap();
    d.finish().unwrap();
    assert!(e.log.contains(&Entry::Disarmed {
        who: 1,
        by: 0,
        broken: false
    }));
    assert_eq!(e.combatants[1].character.state.discomfort, 3);
    assert!(e.log.contains(&Entry::Skipped {
        who: 1,
        reason: Skip::PickingUpWeapon
    }));
    assert!(!e.combatants[1].disarmed, "picked up");
}

/// CB22 (B1471): the GM may rule the weapon broken instead: Bea fights bare-handed, and loses
/// the parrying aces of her blade; a miss (a tie) does nothing to the weapon.
#[test]
fn a_called_shot_to_the_hand_may_break_the_weapon() {
    let mut e = hand_shot("romper");
    let mut d = dice(&[("blancos", &[5, 4, 3, 2, 2, 1])]);
    e.start_round(&mut d).unwrap();
    e.act(&mut d).unwrap();
    assert!(!e.log.iter().any(|l| matches!(l, Entry::Disarmed { .. })), "a tie");
    let mut e = hand_shot("romper");
    let mut d = dice(&[("blancos", &[5, 5, 4, 2, 2, 1])]);
    e.start_round(&mut d).unwrap();
    e.act(&mut d).unwrap();
    d.finish().unwrap();
    assert!(e.log.contains(&Entry::Disarmed {
        who: 1,
        by: 0,
        broken: true
    }));
    let gear = &e.combatants[1].character.equipment;
    assert_eq!(gear.weapon, tirada_rules::portal::tables::Weapon::default());
    assert!(!gear.defence.parrying_blade);
}

/// EX-BLOCK-BUGGO (B611–B613): Buggo's parry ends as [1,1,1] with his discomfort 6 unbeaten:
/// 1 − 2 − 1 = −2, a "pifia doble" — two fumble points, two lost turns by default (B1559).
#[test]
fn ex_block_buggo_double_fumble_in_the_runner() {
    let mut e = duel(
        "[dados]\nataque = \"superior\"",
        "[dados]\ndefensa = \"superior\"\naguante = \"superior\"\n[estado]\nmalestar = 1",
    );
    e.combatants[0].character.name = "Skardal".into();
    e.combatants[1].character.name = "Buggo".into();
    // Skardal [5,5,2] High 5; Buggo [1,1,1] and the discomfort 6; then whatever his wounds need.
    let mut d = dice(&[
        ("blancos", &[5, 5, 2, 1, 1, 1, 4, 3, 2, 4, 3, 2]),
        ("negros", &[6, 1, 1, 1]),
        ("rojos", &[1, 1, 1]),
    ]);
    e.start_round(&mut d).unwrap();
    e.act(&mut d).unwrap();
    let defence = e
        .log
        .iter()
        .find_map(|l| match l {
            Entry::Attack { defence, exchange, .. } => Some((defence.as_ref().unwrap().total, exchange.defence_fumble)),
            _ => None,
        })
        .unwrap();
    assert_eq!(defence, (-2, 2));
    assert_eq!(fumbles(&e), [(1, CombatRoll::Defence, 2, FumbleCost::LostTurn)]);
    // Skardal's 5 against −2 also sends Buggo past his limit: the fumble's turns are still owed.
    assert_eq!(e.combatants[1].character.state.turns_lost, 2);
}

/// B1377–B1379, B1419: members stacked for defence only shield their leader; they do not hold
/// its attack back (Sombra at phase 5 with Colmillo guarding her acts at 5).
#[test]
fn a_defence_stack_does_not_slow_its_leader() {
    let mut e = sombra_and_colmillo(5);
    e.combatants[1].stack = Some((0, tirada_rules::portal::cast::StackFor::Defence));
    let mut d = dice(&[("reparto", &[3, 4])]);
    let first = e.start_round(&mut d).unwrap()[0];
    assert_eq!((first.who, first.phase, first.unit), (0, Some(5), false));
}
