//! PORTAL combat worked examples (reading aid §7.6, §7.7, §7.9) replayed with typed-in dice:
//! every total comes from a `PortalRoll`. Book profile unless the name says otherwise.

use crate::common::{dice, pc};
use tirada_dice::TypedDice;
use tirada_rules::portal::cast::cast_coupling;
use tirada_rules::portal::conflict::*;
use tirada_rules::portal::damage::thorn_check;
use tirada_rules::portal::initiative::*;
use tirada_rules::portal::manoeuvres::*;
use tirada_rules::portal::settings::DamageModel;
use tirada_rules::portal::sheet::{CastValues, Roles};
use tirada_rules::portal::state::{Area, Duration};
use tirada_rules::portal::tables::*;
use tirada_rules::portal::*;

fn character(roles: Roles, discomfort: u8, wounds: u8) -> Character {
    let mut c = pc("nombre = \"X\"", &Rules::book());
    c.roles = roles;
    c.state.discomfort = discomfort;
    c.state.wounds = wounds;
    c
}

fn roles(attack: Role, damage: Role) -> Roles {
    Roles {
        attack,
        damage,
        ..Roles::default()
    }
}

fn throw(spec: RollSpec, rules: &Rules, d: &mut TypedDice) -> Transcript {
    PortalRoll::throw(spec, rules.clone(), d).unwrap().finish()
}

fn melee(weapon: MeleeWeapon) -> AttackOptions {
    AttackOptions {
        weapon: weapon.damage(),
        melee: true,
        ..AttackOptions::default()
    }
}

const NODACHI: MeleeWeapon = MeleeWeapon {
    size: WeaponSize::Huge,
    edged: true,
    improvised: false,
    special: false,
};

/// EX-DMG-BRUNAK (B1151–B1153): 14 before the excess (Book), 15 (Summary, 7.10).
#[test]
fn ex_dmg_brunak() {
    for (rules, expected) in [(Rules::book(), 14), (Rules::summary(), 15)] {
        let brunak = character(roles(Role::High, Role::High), 1, 0);
        let o = melee(NODACHI);
        let spec = attack_spec(&brunak, RollSpec::default(), &o.weapon, true);
        let t = throw(spec, &rules, &mut dice(&[("blancos", &[6, 6, 4]), ("negros", &[6])]));
        assert_eq!(t.total, 6);
        assert_eq!(base_damage(&t, &o), expected, "{:?}", rules.profile);
        assert_eq!(t.effects.malestar_removed, 1);
    }
}

/// EX-DMG-LAMORAK (B1155): a cosh and a Low damage die: 0 (Book), 1 (Summary).
#[test]
fn ex_dmg_lamorak() {
    let cosh = MeleeWeapon {
        size: WeaponSize::Small,
        ..MeleeWeapon::default()
    };
    for (rules, expected) in [(Rules::book(), 0), (Rules::summary(), 1)] {
        let lamorak = character(roles(Role::High, Role::Low), 1, 0);
        let o = melee(cosh);
        let spec = attack_spec(&lamorak, RollSpec::default(), &o.weapon, true);
        let t = throw(spec, &rules, &mut dice(&[("blancos", &[4, 1, 1]), ("negros", &[3])]));
        assert_eq!(t.total, 4);
        assert_eq!(base_damage(&t, &o), expected);
    }
}

/// EX-DMG-ARIEL (B1157): a tie with the goblin's defence 3: environment damage, the raw Middle
/// die of [3,1,1] = 1, without the spear or Ariel's damage die.
#[test]
fn ex_dmg_ariel() {
    let rules = Rules::book();
    let ariel = character(roles(Role::High, Role::Middle), 0, 0);
    let o = melee(MeleeWeapon {
        size: WeaponSize::Medium,
        edged: true,
        ..MeleeWeapon::default()
    });
    let spec = attack_spec(&ariel, RollSpec::default(), &o.weapon, true);
    let t = throw(spec, &rules, &mut dice(&[("blancos", &[3, 1, 1])]));
    let goblin = CastValues {
        generic: 2,
        defence: Some(3),
        toughness: Some(0),
        ..CastValues::default()
    };
    let x = attack_fixed(&t, goblin.defence(), goblin.toughness(), &o, &rules);
    assert_eq!((x.hit, x.environment, x.damage, x.points), (Hit::Tie, Some(1), 0, 1));
}

#[test]
fn ex_wpn() {
    let w = |size, edged, improvised| {
        let d = MeleeWeapon {
            size,
            edged,
            improvised,
            special: false,
        }
        .damage();
        (d.dice, d.flat)
    };
    use Role::*;
    use WeaponSize::*;
    assert_eq!(w(Small, true, true), (vec![], 1), "scissors");
    assert_eq!(w(Small, false, false), (vec![Low], 0), "brass knuckles");
    assert_eq!(w(Medium, false, true), (vec![Low], 0), "hammer");
    assert_eq!(w(Medium, true, false), (vec![Middle], 1), "katana, one hand");
    assert_eq!(w(Large, true, false), (vec![High], 1), "katana, two hands");
    assert_eq!(w(Large, false, true), (vec![Middle], 0), "bat, two hands");
    assert_eq!(w(Huge, true, false), (vec![High], 2), "greatsword");
    assert_eq!(w(Huge, false, false), (vec![High], 1), "tetsubo");
    let magic = MeleeWeapon {
        size: Huge,
        special: true,
        ..MeleeWeapon::default()
    };
    assert_eq!(magic.damage().damage_aces, 1, "A-44");
}

/// EX-RNG-BORIS (B1176–B1178); the stone adds nothing by B1165 (I-07).
#[test]
fn ex_rng_boris() {
    let boris = Role::High;
    assert_eq!(RangedWeapon::ThrownWeight.damage(boris).dice, [Role::Middle]);
    let barrel = RangedWeapon::DroppedWeight.damage(boris);
    assert_eq!((barrel.dice, barrel.damage_aces), (vec![Role::High], 1));
    assert!(RangedWeapon::Improvised.damage(boris).dice.is_empty());
    assert_eq!(RangedWeapon::Rifle.damage(boris).dice, [Role::Middle, Role::High]);
    assert_eq!(RangedWeapon::Blunderbuss.damage(boris).attack_modifier, -1);
}

/// EX-TGH-BRUNAK (B1240–B1242): toughness 5 with light armour aside, 9 damage → 4 points →
/// M3 H2 under model A.
#[test]
fn ex_tgh_brunak() {
    let rules = Rules::book();
    let mut brunak = character(
        Roles {
            toughness: Role::High,
            ..Roles::default()
        },
        1,
        1,
    );
    let spec = defence_spec(
        &brunak,
        RollSpec {
            red_unrolled: 1,
            ..RollSpec::default()
        },
        0,
    );
    let t = throw(spec, &rules, &mut dice(&[("blancos", &[5, 3, 2]), ("negros", &[6])]));
    assert_eq!(toughness(&t), 5, "discomfort and wounds do not count");
    let points = tirada_rules::portal::damage::points(9, toughness(&t));
    assert_eq!(points, 4);
    brunak = apply(
        &brunak,
        &Event::TookDamage {
            amount: points,
            source: "hacha".into(),
        },
        &rules,
    )
    .unwrap();
    assert_eq!((brunak.state.discomfort, brunak.state.wounds), (3, 2));
}

/// EX-THORN-RICARDO (B1263–B1267): toughness 3 against 6 accumulated → 1 wound die an hour.
#[test]
fn ex_thorn_ricardo() {
    let rules = Rules::book();
    let ricardo = character(Roles::default(), 2, 2);
    let spec = RollSpec {
        kind: ReadingKind::Reflexes,
        black: 2,
        red: 2,
        readings: vec![ReadingSpec {
            kind: ReadingKind::Toughness,
            role: Role::Middle,
            modifier: 0,
        }],
        ..RollSpec::default()
    };
    let t = throw(
        spec,
        &rules,
        &mut dice(&[("blancos", &[5, 3, 2]), ("negros", &[6, 6]), ("rojos", &[6, 6])]),
    );
    assert_eq!(t.readings[0].total, 3);
    let (diff, thorn) = thorn_check(t.readings[0].total, ricardo.suffering()).unwrap();
    assert_eq!(diff, 3);
    assert_eq!(
        (thorn.schedule[0].every_minutes, thorn.schedule[0].wounds),
        (Some(60), 1)
    );
}

/// EX-CMB-BILLY (B1026–B1030): 6+2 basic, +3 luck, +5 specialty = 16 → phases 6, 5, 4, 1.
#[test]
fn ex_cmb_billy() {
    let rules = Rules::book();
    let base = RollSpec {
        green: 3,
        fortes: vec![Forte {
            level: 5,
            specialty: true,
            superhuman: false,
        }],
        ..RollSpec::default()
    };
    let spec = initial_spec(base, Role::High, Role::Middle);
    let mut d = dice(&[("blancos", &[1, 2, 3, 6, 6, 6]), ("verdes", &[6, 6, 2, 3, 4])]);
    let mut roll = PortalRoll::throw(spec, rules, &mut d).unwrap();
    for (c, f) in [
        (Colour::White, 1),
        (Colour::White, 2),
        (Colour::White, 3),
        (Colour::Green, 6),
        (Colour::Green, 6),
    ] {
        roll.reroll(c, f, &mut d).unwrap();
    }
    let t = roll.finish();
    assert_eq!((t.total, t.rerolls.overflow), (16, 0));
    assert_eq!(phases(t.total), [6, 5, 4, 1]);
    assert_eq!(t.effects.suerte_kept, 3);
}

/// EX-CMB-HENRY (B1055–B1057): reflexes 6, composure 1 against a siege's 5: 4 points paid with
/// 1 discomfort, 2 reflexes and 1 turn; the Summary has no lost turns (7.10).
#[test]
fn ex_cmb_henry() {
    let rules = Rules::book();
    let spec = initial_spec(RollSpec::default(), Role::High, Role::Low);
    let t = throw(spec, &rules, &mut dice(&[("blancos", &[6, 3, 1])]));
    assert_eq!((t.total, t.readings[0].total), (6, 1));
    let owed = composure_shortfall(t.readings[0].total, FightKind::Firefight.difficulty());
    assert_eq!(owed, 4);
    let pay = ComposurePayment {
        turns: 1,
        discomfort: 1,
        reflexes: 2,
    };
    pay.check(owed, &rules).unwrap();
    assert_eq!(phases(t.total - pay.reflexes as i32), [4]);
    assert_eq!(pay.check(owed, &Rules::summary()), Err(PaymentError::NoTurns));
    let auto = auto_pay(owed, &[PayWith::Discomfort, PayWith::Reflexes], 0, 6, &Rules::summary());
    assert_eq!((auto.discomfort, auto.reflexes, auto.turns), (3, 1, 0));
}

/// EX-SWEEP-TAKEDA (B1539–B1543), corrected (I-06): attack 6 + 14/2 = 13, excess 7, 3 past
/// toughness 4; without the sweep a tie and environment 2 ≤ 4.
#[test]
fn ex_sweep_takeda() {
    let rules = Rules::book();
    let takeda = character(roles(Role::High, Role::High), 0, 0);
    let mut o = melee(NODACHI);
    let spec = attack_spec(&takeda, RollSpec::default(), &o.weapon, true);
    let t = throw(spec, &rules, &mut dice(&[("blancos", &[6, 2, 2])]));
    let plain = attack_fixed(&t, 6, 4, &o, &rules);
    assert_eq!((plain.hit, plain.environment, plain.points), (Hit::Tie, Some(2), 0));
    o.sweep = true;
    let x = attack_fixed(&t, 6, 4, &o, &rules);
    assert_eq!(
        (x.base_damage, x.attack, x.precision_excess, x.damage, x.points),
        (14, 13, 7, 7, 3)
    );
}

/// EX-GRAPPLE-LUCIO (B1479–B1481): 6 against 1 + 1; strength 3 + 4 = 7 against 4.
#[test]
fn ex_grapple_lucio() {
    let rules = Rules::book();
    let strength = |role| ReadingSpec {
        kind: ReadingKind::Strength,
        role,
        modifier: 0,
    };
    let lucio = RollSpec {
        kind: ReadingKind::Attack,
        role: Role::High,
        readings: vec![strength(Role::Low)],
        ..RollSpec::default()
    };
    let salvio = RollSpec {
        kind: ReadingKind::Defence,
        role: Role::Low,
        modifier: 1,
        readings: vec![strength(Role::High)],
        ..RollSpec::default()
    };
    let mut d = dice(&[("blancos", &[6, 5, 3, 4, 2, 1])]);
    let (a, b) = (throw(lucio, &rules, &mut d), throw(salvio, &rules, &mut d));
    assert_eq!((a.total, b.total), (6, 2));
    let g = grapple(a.total, b.total, a.readings[0].total, b.readings[0].total, &rules);
    assert_eq!(
        (g.grabber_strength, g.holder_strength, g.held, g.margin),
        (7, 4, true, 3)
    );
}

/// EX-MULTI-OMNIUM (B1502–B1504): [4,3,3] ×3 = 12; with three unbeaten discomfort 3; with a
/// beaten luck die 15.
#[test]
fn ex_multi_omnium() {
    let rules = Rules::book();
    for (groups, each) in [
        (vec![("blancos", &[4u8, 3, 3][..])], 4),
        (vec![("blancos", &[4, 3, 3][..]), ("negros", &[5, 6, 4][..])], 1),
        (vec![("blancos", &[4, 3, 3][..]), ("verdes", &[2][..])], 5),
    ] {
        let spec = RollSpec {
            kind: ReadingKind::Defence,
            black: if each == 1 { 3 } else { 0 },
            green: (each == 5) as u8,
            ..RollSpec::default()
        };
        let t = throw(spec, &rules, &mut dice(&groups));
        assert_eq!(t.total, each);
        assert_eq!(coupled_defence(&[t.total], &[3]), each * 3);
    }
}

/// EX-MULTI-DORKAR (B1519–B1529): difficulties 5, 5, 4; the +2 position cancelled with 2
/// reflexes; with two sword attacks (+1 weapon) down to reflexes 1.
#[test]
fn ex_multi_dorkar() {
    let rules = Rules::book();
    let goblin = CastValues {
        generic: 2,
        defence: Some(2),
        ..CastValues::default()
    };
    let targets = [(goblin, 1), (goblin, 3), (goblin, 5)];
    let coupling = cast_coupling(&targets, &[1, 1, 1], &rules);
    assert_eq!(coupling, [0, 1, 1]);
    let mut m = MultiAttack::declare(3, 4, 0, 2).unwrap();
    let diffs: Vec<i32> = coupling.iter().map(|&c| m.difficulty(2, c)).collect();
    assert_eq!(diffs, [4, 5, 5]);
    assert_eq!(4 - m.cancel(2).unwrap(), 2);
    assert_eq!(m.difficulty(2, 1), 3, "the coupling stays");
    assert!(m.cancel(1).is_err());
    let mut swords = MultiAttack::declare(3, 4, 1, 2).unwrap();
    assert_eq!(4 - swords.cancel(3).unwrap(), 1);
    assert!(MultiAttack::declare(5, 4, 0, 0).is_err());
    assert_eq!(split_attack(9, 1, 3).unwrap(), [4, 3, 3]);
    assert!(split_attack(4, 0, 3).is_err());
}

/// EX-CALLED-BRONSON (B1463–B1467) under damage model C: M3, H1 and a level-3 limp; under the
/// default model A: M3, H0 and a level-2 sequela.
#[test]
fn ex_called_bronson() {
    for (model, dice_after, level) in [
        (DamageModel::C, (3, 1), 3),
        (DamageModel::A, (3, 0), 2),
        (DamageModel::B, (3, 0), 1),
    ] {
        let mut rules = Rules::book();
        rules.damage_model = model;
        let bronson = character(Roles::default(), 0, 0);
        let hit = apply(
            &bronson,
            &Event::KneeDamage {
                amount: 7,
                source: "disparo".into(),
            },
            &rules,
        )
        .unwrap();
        assert_eq!((hit.state.discomfort, hit.state.wounds), dice_after, "{model:?}");
        assert_eq!(hit.state.knee_points, level);
        let e = Event::ResolvedSequela {
            discomfort: 1,
            luck: 0,
            keep: 0,
            area: Area::Movement,
        };
        assert_eq!(apply(&hit, &e, &rules), Err(StateError::KneePoints));
        let keep = Event::ResolvedSequela {
            discomfort: 0,
            luck: 0,
            keep: level,
            area: Area::Agility,
        };
        let after = apply(&hit, &keep, &rules).unwrap();
        assert_eq!(after.state.sequelae[0].area, Area::Movement);
        assert_eq!(after.state.sequelae[0].duration, Duration::of_level(level));
    }
}

#[test]
fn defence_modifiers_and_gear() {
    let s = DefenceState {
        stunned: true,
        neglected: true,
        declared_multiple: true,
        flat_footed: true,
    };
    assert_eq!(s.modifier(&Rules::book()), -4);
    assert_eq!(s.modifier(&Rules::summary()), -6);
    let vorok = DefenceGear {
        shield: Some(Shield::Medium),
        total_defence: true,
        ..DefenceGear::default()
    };
    // EX-VOROK-SUM: Ágil 2 + Combate 1 + Atletismo 1 + shield 2 + total defence 1 = 7.
    assert_eq!(2 + 1 + 1 + vorok.aces(true), 7);
    assert_eq!(vorok.aces(false), 1, "a medium shield only against melee");
    assert_eq!(opportunity_left(3, 1), 2);
    assert_eq!(protect(true, 4, 2), (4, 2));
}

/// The second reroll window (CB9.6, B1096): Brunak's attack stays 6; an ace on the damage
/// reading rerolls the 4 into a 6 and the damage is read again: 6 + 2 − 1 = 7, axe 6 + 2 → 15.
#[test]
fn second_window_rereads_damage_only() {
    let rules = Rules::book();
    let brunak = character(roles(Role::High, Role::High), 1, 0);
    let o = melee(NODACHI);
    let spec = attack_spec(&brunak, RollSpec::default(), &o.weapon, true);
    let first = throw(spec, &rules, &mut dice(&[("blancos", &[6, 6, 4]), ("negros", &[6])]));
    let mut w = tirada_rules::portal::window::open(&first, vec![], 1, &rules).unwrap();
    assert_eq!(
        tirada_rules::portal::window::total(&w.clone().finish(), &first, o.weapon.flat),
        14
    );
    w.reroll(Colour::White, 4, &mut dice(&[("blancos", &[6])])).unwrap();
    let t = w.finish();
    assert_eq!(tirada_rules::portal::window::total(&t, &first, o.weapon.flat), 15);
    assert_eq!(first.total, 6, "the attack total is frozen");
}
