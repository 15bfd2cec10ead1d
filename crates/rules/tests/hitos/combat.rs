//! Hitos combat, chases, joint actions and minions: the reading aid's examples and test vectors
//! for section 4 (EX-04…EX-13, EX-18, TV-12, TV-23…TV-26, TV-29), replayed with typed dice.

use tirada_dice::TypedDice;
use tirada_rules::hitos::chase::*;
use tirada_rules::hitos::combat::*;
use tirada_rules::hitos::damage::Lethality;
use tirada_rules::hitos::health::{HealthState, Track};
use tirada_rules::hitos::joint::*;
use tirada_rules::hitos::tables::{cell, JOINT_BONUS};
use tirada_rules::hitos::*;

fn test(faces: [u8; 3], k: i32, d: Option<i32>) -> Resolution {
    let spec = RollSpec {
        characteristic: k,
        difficulty: d,
        ..RollSpec::default()
    };
    resolve(Sorted::new(faces), &spec, &Rules::default(), None)
}

fn strike(faces: [u8; 3], k: i32, difficulty: i32, a: &Attack, t: &Target) -> AttackResult {
    let roll = test(faces, k, Some(difficulty));
    let mut none = TypedDice::only(Default::default());
    attack(&roll, difficulty, Values::of(Sorted::new(faces)), a, t, &mut none).unwrap()
}

fn weapon(expr: &str, bonus: i32, maneuver: Option<Maneuver>) -> Attack {
    Attack {
        weapon: cell(expr),
        bonus,
        maneuver,
        lethality: Lethality::Lethal,
        minion_vs_hero: false,
    }
}

#[test]
fn ex_04_manoeuvres_cost_skill_points_when_the_gm_says() {
    let text = "nombre = \"Pistolero\"\nmaniobras = [\"ataque_multiple\"]\n[caracteristicas]\nfortaleza = 3\nreflejos = 6\nintelecto = 3\nvoluntad = 3\n[[habilidades]]\nnombre = \"Disparos imposibles\"\nvalor = 5\n";
    let s = Sheet::from_toml(text).unwrap();
    let costly = Rules {
        maneuvers_cost_skill_points: true,
        ..Rules::default()
    };
    assert_eq!(s.skill_points(&costly), 6, "5 + Ataque múltiple = 6");
    assert_eq!(s.skill_points(&Rules::default()), 5, "free by default (L183)");
}

#[test]
fn ex_05_ex_06_ex_11_difficulties() {
    assert_eq!(attack_difficulty(14, true, Some(Maneuver::GoodNight)), 10, "5 + 5");
    assert_eq!(attack_difficulty(14, true, Some(Maneuver::CoupDeGrace)), 15, "5 + 10");
    assert_eq!(attack_difficulty(14, false, Some(Maneuver::CoupDeGrace)), 24);
    assert_eq!(attack_difficulty(14, true, None), 5);
    let plain = defense_total(4, 3, &DefenseState::default());
    assert_eq!(plain, 12);
    let flat = DefenseState {
        flat_footed: true,
        ..DefenseState::default()
    };
    assert_eq!(defense_total(4, 3, &flat), 10);
    let full = DefenseState {
        full_defense: true,
        health_penalty: HealthState::Wounded.penalty(),
        ..DefenseState::default()
    };
    assert_eq!(defense_total(4, 3, &full), 13);
}

#[test]
fn ex_06_coup_de_grace_multipliers_in_an_attack() {
    let knife = weapon("C", 1, Some(Maneuver::CoupDeGrace));
    let t = Target {
        aguante: 6,
        ..Target::default()
    };
    assert_eq!(strike([3, 5, 8], 10, 15, &knife, &t).damage.unwrap().total, 12);
    assert_eq!(strike([10, 10, 5], 10, 15, &knife, &t).damage.unwrap().total, 33);
    assert_eq!(strike([10, 10, 10], 10, 15, &knife, &t).damage.unwrap().total, 44);
}

#[test]
fn ex_07_humiliation() {
    let t = Target {
        aguante: 6,
        ..Target::default()
    };
    let r = strike([4, 7, 9], 10, 12, &weapon("M", 3, Some(Maneuver::Humiliation)), &t);
    assert_eq!(r.damage.unwrap().total, 1, "the minimum, no BD");
    assert_eq!(
        (humiliation_penalty(1), humiliation_penalty(2), humiliation_penalty(3)),
        (-2, -2, -4)
    );
}

#[test]
fn ex_08_critical_attacks_and_fumbles() {
    let t = Target {
        aguante: 6,
        ..Target::default()
    };
    let r = strike([10, 10, 3], 0, 40, &weapon("M", 2, None), &t);
    assert!(r.hit, "a critical always hits");
    assert_eq!(r.damage.as_ref().unwrap().total, 24);
    assert_eq!(r.target_secuela, Some(aspects::Duration::Scene));
    assert!(r.massive_test);
    let r = strike([1, 1, 9], 30, 10, &weapon("M", 2, None), &t);
    assert!(!r.hit && r.damage.is_none());
    assert_eq!(r.attacker_aspect, Some(aspects::Duration::Scene));
    let r = strike([1, 1, 1], 30, 10, &weapon("M", 2, None), &t);
    assert_eq!(r.attacker_aspect, Some(aspects::Duration::Session));
}

#[test]
fn ex_09_split_damage_on_a_miss() {
    let t = Target::default();
    let r = strike([2, 5, 9], 0, 20, &weapon("C/M", 0, None), &t);
    assert!(!r.hit);
    assert_eq!(r.damage.unwrap().total, 5);
}

#[test]
fn ex_10_all_out() {
    let t = Target {
        aguante: 5,
        ..Target::default()
    };
    let r = strike([2, 5, 9], 8, 12, &weapon("m", 1, Some(Maneuver::AllOut)), &t);
    assert_eq!(r.damage.unwrap().total, 10, "M instead of m, + BD");
    assert_eq!(r.attacker_defense_next_round, -3);
}

#[test]
fn good_night_is_non_lethal_and_asks_for_aguante() {
    let t = Target {
        aguante: 8,
        ..Target::default()
    };
    let r = strike([2, 5, 9], 10, 10, &weapon("m", 0, Some(Maneuver::GoodNight)), &t);
    assert!(r.hit && r.knock_out_test && !r.massive_test);
    assert_eq!(r.lethality, Lethality::NonLethal);
}

#[test]
fn multiple_attack_extra_targets() {
    let r = strike(
        [5, 8, 9],
        14,
        12,
        &weapon("CM", 0, Some(Maneuver::Multiple)),
        &Target::default(),
    );
    assert_eq!(r.extra_targets, 2, "22 against 12: two full fives");
}

#[test]
fn tv_12_disarm_tie_gives_a_free_attack() {
    let rules = Rules::default();
    let d = disarm(&test([3, 6, 7], 9, None), &test([3, 6, 7], 9, None), true, &rules);
    assert!(!d.disarmed && d.opponent_free_attack);
    let d = disarm(&test([3, 9, 9], 9, None), &test([3, 4, 7], 9, None), true, &rules);
    assert!(d.disarmed && d.may_keep_weapon);
    let d = disarm(&test([3, 7, 9], 9, None), &test([3, 4, 7], 9, None), true, &rules);
    assert!(d.disarmed && !d.may_keep_weapon);
}

#[test]
fn tv_29_initiative() {
    let score = initiative_score(5, 5);
    assert_eq!(score, 7);
    assert_eq!(test([3, 6, 8], score, None).total, 13);
    let e = |n: &str, t: i32, tb: &[i32]| Initiative {
        name: n.into(),
        total: t,
        tiebreaks: tb.to_vec(),
    };
    let entries = vec![e("Ana", 13, &[]), e("Bea", 15, &[]), e("Cid", 13, &[])];
    assert_eq!(ties(&entries), vec![vec!["Ana".to_string(), "Cid".to_string()]]);
    let settled = vec![e("Ana", 13, &[9]), e("Bea", 15, &[]), e("Cid", 13, &[11])];
    let names: Vec<String> = order(settled.clone()).into_iter().map(|x| x.name).collect();
    assert_eq!(names, ["Bea", "Cid", "Ana"]);
    assert!(ties(&settled).is_empty());
}

#[test]
fn ex_12_nc_02_tv_23_joint_actions() {
    assert_eq!(JOINT_BONUS, [5, 9, 12, 14, 15]);
    for n in 1..=5 {
        assert_eq!(JOINT_BONUS[n - 1], (n * (11 - n) / 2) as i32);
    }
    let b = joint_bonus(6, &[3, 2, 7]);
    assert_eq!(b.counted, vec![true, false, true]);
    assert_eq!((b.table, b.better, b.total), (9, 1, 10));
    let crowd = joint_bonus(4, &[2, 2, 2, 2, 2, 2, 2]);
    assert_eq!(crowd.table, 15, "at most five collaborators");
    assert_eq!(joint_initiative(&[14, 9, 12]), Some(9));
}

#[test]
fn ex_13_tv_24_minions() {
    assert_eq!(minions::affected(25, 12, 10), 2);
    assert_eq!(minions::affected(36, 12, 10), 3);
    assert_eq!(minions::affected(36, 12, 2), 2, "no more than are there");
    assert!(minions::knocked_out(7, 6) && !minions::knocked_out(6, 6));
    assert!(minions::apply(&Rules::default()));
    // A minion's critical on a hero: a hit, no multiplier, no secuela, no massive damage.
    let mook = Attack {
        minion_vs_hero: true,
        ..weapon("M", 1, None)
    };
    let t = Target {
        aguante: 5,
        ..Target::default()
    };
    let r = strike([10, 10, 4], 0, 30, &mook, &t);
    assert!(r.hit && !r.massive_test && r.target_secuela.is_none());
    assert_eq!(r.damage.unwrap().total, 11);
    let mut hero = Track::new(5);
    hero.apply(15, Lethality::Lethal);
    assert!(minions::stabilise_hero(&mut hero));
    assert_eq!((hero.lost(), hero.state()), (14, HealthState::Incapacitated));
    assert_eq!(minions::ignore_attack("Ana")[0].delta, -1);
}

#[test]
fn tv_25_chase() {
    let rules = Rules::default();
    let r = |faces, k| ChaseRoll::plain(test(faces, k, None));
    let mut c = Chase::new(Distance::Medium);
    assert_eq!(c.run(&r([3, 8, 9], 10), &r([3, 5, 9], 10), &rules), None);
    assert_eq!(c.distance, Distance::Close);
    let mut c = Chase::new(Distance::VeryLong);
    assert_eq!(c.run(&r([3, 5, 9], 10), &r([3, 8, 9], 10), &rules), Some(End::Escaped));
    let mut c = Chase::new(Distance::Close);
    assert_eq!(
        c.run(&r([9, 9, 9], 20), &r([10, 10, 1], 0), &rules),
        Some(End::Escaped),
        "the quarry's critical"
    );
    let mut c = Chase::new(Distance::Long);
    assert_eq!(
        c.run(&r([10, 10, 1], 0), &r([10, 10, 2], 0), &rules),
        None,
        "both criticals cancel"
    );
    assert_eq!(c.distance, Distance::Long);
    let mut c = Chase::new(Distance::Close);
    assert_eq!(
        c.stop(&r([3, 8, 9], 10), &r([3, 5, 9], 10), &rules),
        Some(Some(End::Caught))
    );
    let mut c = Chase::new(Distance::Close);
    assert_eq!(c.stop(&r([3, 5, 9], 10), &r([3, 8, 9], 10), &rules), Some(None));
    assert_eq!(c.distance, Distance::Medium);
    assert_eq!(
        c.hide(&r([3, 8, 9], 10), &r([3, 5, 9], 10), false, &rules),
        None,
        "not at media without cover"
    );
    assert_eq!(
        c.hide(&r([3, 8, 9], 10), &r([3, 5, 9], 10), true, &rules),
        Some(Some(End::Escaped))
    );
}

#[test]
fn ex_18_tv_26_reckless_driving() {
    let rules = Rules::default();
    let roll = test([2, 3, 9], 8 + RECKLESS_BONUS, None);
    assert_eq!(roll.total, 14);
    let driver = ChaseRoll { roll, reckless: true };
    assert!(driver.crashed());
    assert_eq!(driver.crash_damage(), Some(3));
    let mut c = Chase::new(Distance::Long);
    let quarry = ChaseRoll::plain(test([2, 3, 4], 0, None));
    assert_eq!(
        c.run(&driver, &quarry, &rules),
        Some(End::Escaped),
        "the pursuer's crash ends the chase"
    );
}

#[test]
fn combat_sequence_with_a_surprise_round() {
    use tirada_rules::hitos::sequence::Combat;
    let mut c = Combat::new(&[("Ana", true), ("Bea", true), ("Orco", false)]);
    assert!(c.is_surprise_round(), "some but not all are aware");
    assert_eq!(
        c.missing_initiative(),
        ["Ana", "Bea"],
        "only the aware act and roll now"
    );
    c.set_initiative("Ana", 14);
    c.set_initiative("Bea", 17);
    assert_eq!(c.turn_order().unwrap(), ["Bea", "Ana"]);
    assert!(c.flat_footed("Ana"));
    c.act("Bea");
    c.act("Ana");
    assert!(!c.flat_footed("Ana") && c.flat_footed("Orco"));
    c.next_round();
    assert_eq!(
        c.missing_initiative(),
        ["Orco"],
        "the rest roll before the first normal round"
    );
    c.set_initiative("Orco", 14);
    assert_eq!(c.tied(), vec![vec!["Ana".to_string(), "Orco".to_string()]]);
    c.set_initiative("Orco", 9);
    c.set_initiative("Ana", 12);
    assert_eq!(c.turn_order().unwrap(), ["Bea", "Ana", "Orco"]);
    let everyone_aware = Combat::new(&[("Ana", true), ("Orco", true)]);
    assert!(!everyone_aware.is_surprise_round());
}

/// H213: a critical on an attack roll always hits, whatever the target's defence; its temporary
/// aspect is a secuela on the target lasting as the critical's kind says (H147: a double 10 a
/// scene, a triple 10 a session), and the damage is doubled or tripled. A minion's critical on
/// a hero leaves none (MI-2). Typed dice: 10 10 3 and 10 10 10 against Defensa 40.
#[test]
fn h213_an_attacks_critical_is_a_secuela_on_the_target_and_multiplies_the_damage() {
    let t = Target {
        aguante: 30,
        ..Target::default()
    };
    let double = strike([3, 10, 10], 0, 40, &weapon("M", 2, None), &t);
    assert!(double.hit);
    assert_eq!(double.damage.as_ref().map(|d| (d.multiplier, d.total)), Some((2, 24)));
    assert_eq!(double.target_secuela, Some(aspects::Duration::Scene));
    let triple = strike([10, 10, 10], 0, 40, &weapon("M", 2, None), &t);
    assert_eq!(triple.damage.as_ref().map(|d| (d.multiplier, d.total)), Some((3, 36)));
    assert_eq!(triple.target_secuela, Some(aspects::Duration::Session));
    // One rule for every front end: the play layer reads the same duration off a transcript.
    let crit = Some(Special::Critical(Size::Triple));
    assert_eq!(critical_secuela(crit, false), Some(aspects::Duration::Session));
    assert_eq!(critical_secuela(crit, true), None, "a minion on a hero (MI-2)");
    assert_eq!(critical_secuela(Some(Special::Fumble(Size::Double)), false), None);
}
