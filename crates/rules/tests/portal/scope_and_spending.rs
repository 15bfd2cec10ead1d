//! Who may spend what and where a bonus applies (issue #17, PORTAL points 1–3 and 5): typed
//! dice, each test naming the book's line.

use crate::common::Es;
use crate::common::{dice, sheet};
use tirada_rules::portal::manoeuvres::CombatRoll;
use tirada_rules::portal::tables::{FightKind, Surroundings};
use tirada_rules::portal::*;

fn pc(toml: &str, rules: &Rules) -> Character {
    Character::from_toml(&format!("nombre = \"Omnium\"\nestimulos = [\"a\"]\n{toml}"), rules).unwrap()
}

fn rolled(changes: RollChanges) -> Event {
    Event::Rolled {
        changes,
        reason: "tirada".into(),
    }
}

/// B1120 (the damage die is modified by ones, sixes, luck, wounds and discomfort — no
/// specialty) and B1096 (damage has its own Fortalezas): a specialist in attack, Fortaleza 2,
/// throws [5,3,2]; the attack keeps 5 + 2 = 7, the Middle damage die is 3, not 5.
#[test]
fn b1120_the_specialty_goes_to_the_attack_not_to_the_damage_die() {
    let spec = RollSpec {
        kind: ReadingKind::Attack,
        role: Role::High,
        fortes: vec![Forte {
            level: 2,
            specialty: true,
            superhuman: false,
        }],
        readings: vec![ReadingSpec {
            kind: ReadingKind::Damage,
            role: Role::Middle,
            modifier: 0,
        }],
        ..RollSpec::default()
    };
    let t = PortalRoll::throw(spec, Rules::book(), &mut dice(&[("blancos", &[5, 3, 2])]))
        .unwrap()
        .finish();
    assert_eq!((t.total, t.specialty_bonus), (7, 2));
    assert_eq!(t.readings[0].total, 3);
}

/// B1213, B1427, B1096: six aces of a defence (cap 5, R27.6) overflow by 1 into the defence
/// total once all five rerolls are made; the toughness read from the same throw gets none.
/// [1,1,1] → 2, 2, 3, then 2 → 4, 2 → 5: [4,5,3]; defence High 5 + 1 = 6, toughness Low 3.
#[test]
fn b1213_b1427_the_overflow_of_defence_aces_stays_on_the_defence() {
    let spec = RollSpec {
        kind: ReadingKind::Defence,
        role: Role::High,
        aces: 6,
        readings: vec![ReadingSpec {
            kind: ReadingKind::Toughness,
            role: Role::Low,
            modifier: 0,
        }],
        ..RollSpec::default()
    };
    let mut d = dice(&[("blancos", &[1, 1, 1, 2, 2, 3, 4, 5])]);
    let mut roll = PortalRoll::throw(spec, Rules::book(), &mut d).unwrap();
    for face in [1, 1, 1, 2, 2] {
        roll.reroll(Colour::White, face, &mut d).unwrap();
    }
    let t = roll.finish();
    assert_eq!((t.total, t.rerolls.overflow), (6, 1));
    assert_eq!(t.readings[0].total, 3);
}

/// B647: a principal character uses neither luck nor PP — Markus, an antagonist with a spell
/// reserve (B651), may not buy a reroll, a temporary specialty or tempt luck, before the roll
/// or when its event is replayed.
#[test]
fn b647_a_principal_spends_no_pp_and_no_luck() {
    let rules = Rules::book();
    let markus = sheet("markus.toml", &rules);
    for spend in [
        RollSpending {
            pp: 1,
            ..RollSpending::default()
        },
        RollSpending {
            tempt: true,
            ..RollSpending::default()
        },
        RollSpending {
            luck: 1,
            ..RollSpending::default()
        },
    ] {
        let err = check_spending(&markus, spend, &rules).unwrap_err();
        assert!(err.es().contains("B647"), "{err}");
    }
    assert!(check_spending(&markus, RollSpending::default(), &rules).is_ok());
    for changes in [
        RollChanges {
            pp_spent: 1,
            ..RollChanges::default()
        },
        RollChanges {
            suerte_tentada: true,
            ..RollChanges::default()
        },
    ] {
        let err = apply(&markus, &rolled(changes), &rules).unwrap_err();
        assert_eq!(err, StateError::NoLuckOrPoints("Markus".into()));
    }
    // What the dice do to it still applies (B653).
    let after = apply(
        &markus,
        &rolled(RollChanges {
            secuela_points: 1,
            ..RollChanges::default()
        }),
        &rules,
    )
    .unwrap();
    assert_eq!(after.state.sequela_points, 1);
}

/// B338, B340: only a lost luck die can be tempted. With all three luck dice in hand tempting
/// is refused; after spending one it is allowed, and a recovered die comes back.
#[test]
fn b338_only_a_lost_luck_die_is_tempted() {
    let rules = Rules::book();
    let full = pc("", &rules);
    assert_eq!(full.state.luck_lost(rules.luck_max), 0);
    let tempt = RollSpending {
        tempt: true,
        ..RollSpending::default()
    };
    assert_eq!(
        check_spending(&full, tempt, &rules),
        Err(StateError::NoLostLuck("Omnium".into()))
    );
    let tempted = RollChanges {
        suerte_tentada: true,
        suerte_recovered: true,
        ..RollChanges::default()
    };
    assert!(apply(&full, &rolled(tempted), &rules).is_err());
    let spent = apply(
        &full,
        &Event::SpentLuck {
            count: 1,
            reason: "prueba".into(),
        },
        &rules,
    )
    .unwrap();
    assert!(check_spending(&spent, tempt, &rules).is_ok());
    let back = apply(&spent, &rolled(tempted), &rules).unwrap();
    assert_eq!(back.state.luck(), 3);
}

/// B1028: Billy, Fortaleza 5 in Disparar with the specialty Desenfundar, adds his three luck
/// dice to the initial roll: [6,6,6] (8) with luck 2, 3, 4 all beaten (+3) and +5: reflexes 16,
/// acting in phases 6, 5, 4 and 1. The fight runner takes every luck die named (B322).
#[test]
fn b1028_billy_throws_three_luck_dice_for_his_reflexes() {
    let rules = Rules::book();
    let billy = crate::common::pc(
        "nombre = \"Billy\"\nestimulos = [\"a\"]\n[[fortalezas]]\nnombre = \"Disparar\"\nnivel = 5\n\
         especialidad = \"Desenfundar\"\n",
        &rules,
    );
    let mut billy = Combatant::new(billy, None);
    billy.fortes.reflexes = vec!["Disparar".into()];
    billy.fortes.specialty = vec!["reflejos".into()];
    billy.luck_on = vec![CombatRoll::Reflexes; 3];
    let mut e = Encounter::new(rules, FightKind::Friendly, Surroundings::Normal, vec![billy]);
    let mut d = dice(&[("asiento", &[1]), ("blancos", &[6, 6, 6]), ("verdes", &[2, 3, 4])]);
    e.begin(&mut d).unwrap();
    d.finish().unwrap();
    assert_eq!(e.combatants[0].reflexes, Some(16));
    let phases: Vec<Option<u8>> = e.order().iter().map(|s| s.phase).collect();
    assert_eq!(phases, [Some(6), Some(5), Some(4), Some(1)]);
    assert_eq!(
        e.combatants[0].character.state.luck(),
        3,
        "a kept 6 keeps all luck (B326)"
    );
}

/// B1173 (Boris): a barrel dropped from above takes the High die and an ace *to calculate the
/// damage*. The ace is not the attack's (its pool stays 0); it rerolls in the damage window
/// once the hit is counted (B1096): the attack [5,3,1] keeps its 5 and the barrel's 1 → 6.
#[test]
fn b1173_a_damage_ace_rerolls_the_damage_not_the_attack() {
    use tirada_rules::portal::conflict::attack_spec;
    use tirada_rules::portal::tables::RangedWeapon;
    let rules = Rules::book();
    let boris = pc("[dados]\nataque = \"superior\"\ndano = \"superior\"", &rules);
    let barrel = RangedWeapon::DroppedWeight.damage(Role::High);
    let spec = attack_spec(&boris, RollSpec::default(), &barrel, false);
    assert_eq!(spec.aces, 0);
    let first = PortalRoll::throw(spec, rules.clone(), &mut dice(&[("blancos", &[5, 3, 1])]))
        .unwrap()
        .finish();
    assert_eq!((first.total, first.rerolls.pool), (5, 0));
    let mut d = dice(&[("blancos", &[6])]);
    let mut w = window::open(&first, vec![], barrel.damage_aces, &rules).unwrap();
    assert_eq!(w.pool(), 1);
    w.reroll(Colour::White, 1, &mut d).unwrap();
    assert_eq!(w.finish().total, 6);
}

/// A-22 against the book: the PP that blocks ones and sixes is handed «a un jugador que esté
/// efectuando una tirada» (B605), who keeps it (B579); a principal character is rolled by the
/// Guía and receives no PP (B647). So a principal's rolls are not blocked, a protagonist's are.
#[test]
fn a22_a_principals_ones_and_sixes_are_not_blocked_b605_b647() {
    let rules = Rules::book();
    let block = RollSpending::default().blocked(true);
    let err = check_spending(&sheet("markus.toml", &rules), block, &rules).unwrap_err();
    assert!(err.es().contains("B605") && err.es().contains("A-22"), "{err}");
    assert_eq!(check_spending(&pc("", &rules), block, &rules), Ok(()));
}
