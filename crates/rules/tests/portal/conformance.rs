//! PORTAL worked examples (reading aid section 7) replayed with typed-in dice.
//! Named after the example ids; under the `Book` profile unless the name says otherwise.

use crate::common::Es;
use std::collections::BTreeMap;
use tirada_dice::TypedDice;
use tirada_rules::portal::*;

/// Typed faces per colour group; the roll must use every one of them.
fn dice(groups: &[(&str, &[u8])]) -> TypedDice {
    TypedDice::only(
        groups
            .iter()
            .map(|(g, f)| (g.to_string(), f.iter().map(|&x| x as i64).collect()))
            .collect::<BTreeMap<_, _>>(),
    )
}

fn spec(role: Role) -> RollSpec {
    RollSpec {
        role,
        ..RollSpec::default()
    }
}

#[test]
fn ex_diff_5_partial_success_failure() {
    assert_eq!(Outcome::judge(5, 5), Outcome::Parcial);
    assert_eq!(Outcome::judge(6, 5), Outcome::Exito);
    assert_eq!(Outcome::judge(4, 5), Outcome::Fallo);
    assert_eq!(Outcome::judge(-1, 0), Outcome::Pifia);
    assert_eq!(Outcome::judge(0, 0), Outcome::Parcial);
}

#[test]
fn ex_bas_661_and_ex_bas_555() {
    for (role, expected) in [(Role::High, 7), (Role::Middle, 7), (Role::Low, 1)] {
        let mut d = dice(&[("blancos", &[6, 6, 1])]);
        let t = PortalRoll::throw(spec(role), Rules::book(), &mut d).unwrap().finish();
        assert_eq!(t.total, expected, "{role:?}");
    }
    let mut d = dice(&[("blancos", &[5, 5, 5])]);
    assert_eq!(
        PortalRoll::throw(spec(Role::High), Rules::book(), &mut d)
            .unwrap()
            .finish()
            .total,
        5
    );
}

#[test]
fn ex_mal_omnium() {
    let mut d = dice(&[("blancos", &[2, 3, 5]), ("negros", &[4, 5])]);
    let s = RollSpec {
        black: 2,
        ..spec(Role::High)
    };
    let t = PortalRoll::throw(s, Rules::book(), &mut d).unwrap().finish();
    assert_eq!((t.kept, t.total), (5, 4));
    assert_eq!(t.effects.malestar_removed, 1, "the tied 5 goes, the beaten 4 stays");
    let black: Vec<(u8, i32, Option<Fate>)> = t
        .notes
        .iter()
        .filter(|n| n.colour == Colour::Black)
        .map(|n| (n.face, n.points, n.fate))
        .collect();
    assert_eq!(black, [(4, 0, None), (5, -1, Some(Fate::Removed))]);
    let sum: i32 = t.notes.iter().map(|n| n.points).sum();
    assert_eq!(sum, t.total, "the notes add up to the total");
    d.finish().unwrap();
}

#[test]
fn ex_luck_omnium() {
    let mut d = dice(&[("blancos", &[1, 3, 4]), ("verdes", &[2, 4])]);
    let s = RollSpec {
        green: 2,
        ..spec(Role::High)
    };
    let t = PortalRoll::throw(s, Rules::book(), &mut d).unwrap().finish();
    assert_eq!(t.total, 5);
    assert_eq!((t.effects.suerte_spent, t.effects.suerte_kept), (1, 1));
}

#[test]
fn ex_tempt_omnium() {
    let mut d = dice(&[("blancos", &[4, 4, 4]), ("tentado", &[5])]);
    let s = RollSpec {
        tempt: true,
        difficulty: Some(2),
        ..spec(Role::High)
    };
    let t = PortalRoll::throw(s, Rules::book(), &mut d).unwrap().finish();
    assert_eq!(t.total, 3);
    assert_eq!(t.outcome, Some(Outcome::Exito));
    assert_eq!(t.effects.suerte_recovered, Some(true));
}

/// The book says 3 → 4 → 5; the rules give 3 → 5 → 6 (the luck 4 is beaten once the kept die
/// is 5: I-04). The engine follows the rules.
#[test]
fn ex_fort_2_corrected() {
    let mut d = dice(&[("blancos", &[4, 3, 1, 5]), ("negros", &[6, 2]), ("verdes", &[4])]);
    let s = RollSpec {
        black: 1,
        green: 1,
        fortes: vec![Forte {
            level: 2,
            ..Forte::default()
        }],
        ..spec(Role::High)
    };
    let mut roll = PortalRoll::throw(s, Rules::book(), &mut d).unwrap();
    assert_eq!(roll.total(), 3);
    roll.reroll(Colour::White, 1, &mut d).unwrap();
    assert_eq!(roll.total(), 5);
    roll.reroll(Colour::Black, 6, &mut d).unwrap();
    assert_eq!(roll.total(), 6);
    assert_eq!(roll.rerolls_left(), 0);
    let t = roll.finish();
    assert_eq!((t.effects.suerte_spent, t.effects.malestar_removed), (1, 0));
    d.finish().unwrap();
}

#[test]
fn ex_spec_roma() {
    let mut d = dice(&[("blancos", &[2, 3, 4])]);
    let s = RollSpec {
        fortes: vec![Forte {
            level: 2,
            specialty: true,
            superhuman: false,
        }],
        ..spec(Role::High)
    };
    let roll = PortalRoll::throw(s, Rules::book(), &mut d).unwrap();
    assert_eq!((roll.pool(), roll.total()), (2, 6));
}

#[test]
fn ex_vorok_sum_and_ex_vorok_ovf() {
    let fortes = [2, 1, 1]
        .map(|level| Forte {
            level,
            ..Forte::default()
        })
        .to_vec();
    let s = RollSpec {
        green: 1,
        fortes,
        aces: 3,
        kind: ReadingKind::Defence,
        ..spec(Role::High)
    };
    // Four rerolls already made (any faces), then [6,6,6] with luck 3: 9; the fifth → 10.
    let mut d = dice(&[("blancos", &[1, 1, 1, 6, 6, 6]), ("verdes", &[2, 3, 6])]);
    let mut roll = PortalRoll::throw(s, Rules::book(), &mut d).unwrap();
    assert_eq!(roll.pool(), 7);
    for face in [1, 1, 1] {
        roll.reroll(Colour::White, face, &mut d).unwrap();
    }
    roll.reroll(Colour::Green, 2, &mut d).unwrap();
    assert_eq!(roll.total(), 9);
    assert_eq!(roll.overflow(), 0);
    roll.reroll(Colour::Green, 3, &mut d).unwrap();
    assert_eq!(roll.overflow(), 2);
    let t = roll.finish();
    assert_eq!(t.total, 10);
    assert_eq!(t.effects.suerte_kept, 1, "a kept 6 keeps all luck");
}

#[test]
fn ex_fort3_no_convert() {
    let mut d = dice(&[("blancos", &[2, 3, 4, 5])]);
    let s = RollSpec {
        fortes: vec![Forte {
            level: 3,
            ..Forte::default()
        }],
        ..spec(Role::High)
    };
    let mut roll = PortalRoll::throw(s, Rules::book(), &mut d).unwrap();
    roll.reroll(Colour::White, 2, &mut d).unwrap();
    assert_eq!(roll.overflow(), 0);
    assert_eq!(roll.total(), 5);
}

#[test]
fn ex_fort0_writer_keeps_high_without_rerolls() {
    let mut d = dice(&[("blancos", &[2, 3, 4])]);
    let s = RollSpec {
        fortes: vec![Forte::default()],
        ..spec(Role::High)
    };
    let roll = PortalRoll::throw(s, Rules::book(), &mut d).unwrap();
    assert_eq!((roll.total(), roll.rerolls_left()), (4, 0));
}

#[test]
fn ex_block_buggo() {
    // Skardal's attack: 5.
    let mut d = dice(&[("blancos", &[5, 5, 2])]);
    let skardal = PortalRoll::throw(spec(Role::High), Rules::book(), &mut d)
        .unwrap()
        .finish();
    assert_eq!(skardal.total, 5);
    // Buggo's defence: 3 − 1 = 2; after the block only the 3 may be rerolled, twice.
    let s = RollSpec {
        black: 1,
        fortes: vec![Forte {
            level: 2,
            ..Forte::default()
        }],
        kind: ReadingKind::Defence,
        ..spec(Role::High)
    };
    let mut d = dice(&[("blancos", &[3, 1, 1, 1]), ("negros", &[6])]);
    let mut buggo = PortalRoll::throw(s, Rules::book(), &mut d).unwrap();
    assert_eq!(buggo.total(), 2);
    buggo.block().unwrap();
    assert_eq!(
        buggo.check_reroll(Colour::White, 1),
        Err(PortalError::Blocked {
            colour: Colour::White,
            face: 1
        })
    );
    assert!(matches!(
        buggo.check_reroll(Colour::Black, 6),
        Err(PortalError::Blocked { .. })
    ));
    buggo.reroll(Colour::White, 3, &mut d).unwrap();
    // [1,1,1]: 1 − 2 − 1 = −2, a fumble of degree 2; the new 1 is blocked too.
    assert!(matches!(
        buggo.check_reroll(Colour::White, 1),
        Err(PortalError::Blocked { .. })
    ));
    let t = buggo.finish();
    assert_eq!(t.total, -2);
    assert_eq!(t.fumble_degree, Some(2));
    assert_eq!(t.effects.pp_gained, 1, "Luís keeps the PP that blocked him");
}

#[test]
fn ex_cmb_billy_reflexes_16() {
    let s = RollSpec {
        green: 3,
        fortes: vec![Forte {
            level: 5,
            specialty: true,
            superhuman: false,
        }],
        kind: ReadingKind::Reflexes,
        ..spec(Role::High)
    };
    let mut d = dice(&[("blancos", &[1, 2, 3, 6, 6, 6]), ("verdes", &[5, 5, 6, 1])]);
    let mut roll = PortalRoll::throw(s, Rules::book(), &mut d).unwrap();
    for face in [1, 2, 3] {
        roll.reroll(Colour::White, face, &mut d).unwrap();
    }
    roll.reroll(Colour::Green, 6, &mut d).unwrap();
    let t = roll.finish();
    assert_eq!(t.total, 6 + 2 + 3 + 5);
    assert_eq!(t.rerolls.overflow, 0, "pool exactly 5: no overflow");
    assert_eq!(t.effects.suerte_kept, 3);
}

#[test]
fn ex_cmb_henry_reads_one_throw_twice() {
    let s = RollSpec {
        kind: ReadingKind::Reflexes,
        readings: vec![ReadingSpec {
            kind: ReadingKind::Composure,
            role: Role::Low,
            modifier: 0,
        }],
        ..spec(Role::High)
    };
    let mut d = dice(&[("blancos", &[6, 3, 1])]);
    let t = PortalRoll::throw(s, Rules::book(), &mut d).unwrap().finish();
    assert_eq!((t.total, t.readings[0].total), (6, 1));
}

/// A damage reading and a weapon reading (with its modifier), both keeping the same die.
fn damage_and_weapon(role: Role, weapon: i32) -> Vec<ReadingSpec> {
    let reading = |kind, modifier| ReadingSpec { kind, role, modifier };
    vec![reading(ReadingKind::Damage, 0), reading(ReadingKind::Weapon, weapon)]
}

fn brunak(rules: Rules) -> Transcript {
    let s = RollSpec {
        black: 1,
        kind: ReadingKind::Attack,
        readings: damage_and_weapon(Role::High, 2),
        ..spec(Role::High)
    };
    let mut d = dice(&[("blancos", &[6, 6, 4]), ("negros", &[6])]);
    PortalRoll::throw(s, rules, &mut d).unwrap().finish()
}

#[test]
fn ex_dmg_brunak() {
    let t = brunak(Rules::book());
    assert_eq!(t.total, 6);
    assert_eq!((t.readings[0].total, t.readings[1].total), (6, 8));
    assert_eq!(t.effects.malestar_removed, 1, "kept 6 removes all discomfort");
}

#[test]
fn ex_dmg_brunak_summary_profile() {
    let t = brunak(Rules::summary());
    assert_eq!(t.total, 6);
    assert_eq!(t.readings[0].total + t.readings[1].total, 15);
    assert_eq!(t.effects.malestar_removed, 1, "the tied 6 still goes (S23)");
}

#[test]
fn ex_dmg_lamorak_both_profiles() {
    for (rules, damage_die) in [(Rules::book(), -1), (Rules::summary(), 0)] {
        let s = RollSpec {
            black: 1,
            kind: ReadingKind::Attack,
            readings: damage_and_weapon(Role::Low, 0),
            ..spec(Role::High)
        };
        let mut d = dice(&[("blancos", &[4, 1, 1]), ("negros", &[3])]);
        let t = PortalRoll::throw(s, rules, &mut d).unwrap().finish();
        assert_eq!(t.total, 4);
        assert_eq!((t.readings[0].total, t.readings[1].total), (damage_die, 1));
    }
}

#[test]
fn ex_dmg_ariel_environment_die_is_raw() {
    let s = RollSpec {
        difficulty: Some(3),
        readings: vec![ReadingSpec {
            kind: ReadingKind::Weapon,
            role: Role::Middle,
            modifier: 0,
        }],
        kind: ReadingKind::Attack,
        ..spec(Role::High)
    };
    let mut d = dice(&[("blancos", &[3, 1, 1])]);
    let t = PortalRoll::throw(s, Rules::book(), &mut d).unwrap().finish();
    assert_eq!(t.outcome, Some(Outcome::Parcial));
    assert_eq!(t.readings[0].total, 1);
}

#[test]
fn summary_wound_penalty_and_sequela_points() {
    let s = RollSpec {
        red: 2,
        red_unrolled: 1,
        difficulty: Some(1),
        ..spec(Role::High)
    };
    let mut d = dice(&[("blancos", &[2, 4, 3]), ("rojos", &[4, 1])]);
    let t = PortalRoll::throw(s.clone(), Rules::summary(), &mut d).unwrap().finish();
    // 4 − 2 (tied red) − 2 (unrolled); the beaten red 1 costs nothing.
    assert_eq!(t.total, 0);
    assert_eq!(t.effects.secuela_points, 1);
    let mut d = dice(&[("blancos", &[2, 4, 3]), ("rojos", &[4, 1])]);
    assert_eq!(PortalRoll::throw(s, Rules::book(), &mut d).unwrap().finish().total, 2);
}

#[test]
fn summary_six_in_combat_keeps_discomfort_as_a_damage_bonus() {
    let s = RollSpec {
        black: 2,
        kind: ReadingKind::Attack,
        readings: vec![ReadingSpec {
            kind: ReadingKind::Damage,
            role: Role::High,
            modifier: 0,
        }],
        ..spec(Role::High)
    };
    let mut d = dice(&[("blancos", &[6, 2, 3]), ("negros", &[6, 4])]);
    let t = PortalRoll::throw(s.clone(), Rules::summary(), &mut d).unwrap().finish();
    assert_eq!((t.effects.malestar_removed, t.effects.malestar_combat_bonus), (1, 1));
    assert_eq!(t.readings[0].total, 6 + 1);
    let mut d = dice(&[("blancos", &[6, 2, 3]), ("negros", &[6, 4])]);
    let t = PortalRoll::throw(s, Rules::book(), &mut d).unwrap().finish();
    assert_eq!((t.effects.malestar_removed, t.effects.malestar_combat_bonus), (2, 0));
}

#[test]
fn low_die_success_earns_a_pp_and_bad_specs_change_nothing() {
    let s = RollSpec {
        difficulty: Some(2),
        ..spec(Role::Low)
    };
    let mut d = dice(&[("blancos", &[3, 4, 5])]);
    assert_eq!(
        PortalRoll::throw(s, Rules::book(), &mut d)
            .unwrap()
            .finish()
            .effects
            .pp_gained,
        1
    );
    let mut d = dice(&[]);
    let bad = RollSpec {
        black: 4,
        ..spec(Role::High)
    };
    let e = PortalRoll::throw(bad, Rules::book(), &mut d).unwrap_err();
    assert_eq!(
        e.es(),
        "no se pueden tirar 4 dados de color negro: como mucho 3 de cada color"
    );
    let bad = RollSpec {
        tempt: true,
        green: 1,
        ..spec(Role::High)
    };
    assert_eq!(
        PortalRoll::throw(bad, Rules::book(), &mut d).unwrap_err(),
        PortalError::TemptWithLuck
    );
}

/// EX-ACES (B470–B478): aces add rerolls and never change the kept die.
#[test]
fn ex_aces_never_change_the_role() {
    let s = RollSpec {
        aces: 1,
        ..spec(Role::Low)
    };
    let mut d = dice(&[("blancos", &[2, 5, 6])]);
    let roll = PortalRoll::throw(s, Rules::book(), &mut d).unwrap();
    assert_eq!((roll.pool(), roll.total()), (1, 2));
}

/// EX-PARTIAL-DISPARAR (B494–B504, S57): a Fortaleza that partly applies lends its rerolls —
/// spread at will over the adventure in the Book, one per roll in the Summary.
#[test]
fn ex_partial_disparar_per_profile() {
    let s = RollSpec {
        partial_rerolls: 2,
        ..spec(Role::High)
    };
    let mut d = dice(&[("blancos", &[2, 3, 4])]);
    assert_eq!(PortalRoll::throw(s.clone(), Rules::book(), &mut d).unwrap().pool(), 2);
    let mut d = dice(&[]);
    assert_eq!(
        PortalRoll::throw(s, Rules::summary(), &mut d).unwrap_err(),
        PortalError::PartialTooMany(2)
    );
}

/// EX-FORT-LEVELS (B394–B440): levels 0 to 5 exist, nothing above.
#[test]
fn ex_fort_levels_zero_to_five() {
    for level in 0..=5 {
        let s = RollSpec {
            fortes: vec![Forte {
                level,
                ..Forte::default()
            }],
            ..spec(Role::High)
        };
        assert!(s.validate(&Rules::book()).is_ok());
    }
    let s = RollSpec {
        fortes: vec![Forte {
            level: 6,
            ..Forte::default()
        }],
        ..spec(Role::High)
    };
    assert_eq!(s.validate(&Rules::book()), Err(PortalError::ForteLevel(6)));
}

/// S53 (Summary only, C-08): a level-0 Fortaleza with a specialty gives +1 when the kept die is
/// a 6; the Book allows no specialty below level 1 (B802).
#[test]
fn summary_level_zero_specialty_adds_one_on_a_kept_six() {
    let s = RollSpec {
        fortes: vec![Forte {
            level: 0,
            specialty: true,
            superhuman: false,
        }],
        ..spec(Role::High)
    };
    let mut d = dice(&[("blancos", &[6, 2, 3])]);
    assert_eq!(
        PortalRoll::throw(s.clone(), Rules::summary(), &mut d).unwrap().total(),
        7
    );
    let mut d = dice(&[("blancos", &[5, 2, 3])]);
    assert_eq!(
        PortalRoll::throw(s.clone(), Rules::summary(), &mut d).unwrap().total(),
        5
    );
    assert_eq!(s.validate(&Rules::book()), Err(PortalError::SpecialtyOnLevelZero(0)));
}
