//! Hitos damage, health, healing, hazards and tables: the reading aid's examples and test
//! vectors that concern harm (section 6), its table checks (NC-06, NC-11, NC-12), and the
//! flattened-table reconstructions.

use tirada_dice::{Fraction, TypedDice};
use tirada_rules::hitos::damage::{
    damage, effective_resistance, melee_bonus, multiplier, ranged_bonus, DamageRequest, Lethality,
};
use tirada_rules::hitos::hazards::*;
use tirada_rules::hitos::healing::*;
use tirada_rules::hitos::health::*;
use tirada_rules::hitos::tables::*;
use tirada_rules::hitos::*;

fn values(faces: [u8; 3]) -> Values {
    Values::of(Sorted::new(faces))
}

fn test(faces: [u8; 3], k: i32, d: i32) -> Resolution {
    let spec = RollSpec {
        characteristic: k,
        difficulty: Some(d),
        ..RollSpec::default()
    };
    resolve(Sorted::new(faces), &spec, &Rules::default(), None)
}

fn fixed(req: &DamageRequest) -> i64 {
    damage(req, &mut TypedDice::only(Default::default())).unwrap().total
}

#[test]
fn every_table_cell_parses_and_tables_rise() {
    let mut last = Fraction::zero();
    for w in WEAPONS {
        let mean = cell(w.damage).dist(true).mean();
        assert!(mean > last, "Table 7 rises: {}", w.damage);
        last = mean;
    }
    let mut last = Fraction::zero();
    for f in FALLS {
        let mean = cell(f.damage).dist(true).mean();
        assert!(mean > last, "Table 9 rises: {}", f.damage);
        last = mean;
    }
    assert_eq!(ARMOUR.map(|a| a.rd), [1, 2, 4, 6, 8, 10]);
    assert_eq!(POISONS.len(), 13);
    assert_eq!(JOINT_BONUS, [5, 9, 12, 14, 15]);
    assert_eq!(FUMBLE_IDEAS.len(), 5);
    assert!(poison_named("gas sarin").is_some() && poison_named("Flouroacetato de sodio").is_some());
}

#[test]
fn nc_12_minimum_never_exceeds_maximum_on_the_same_roll() {
    let rules = Rules::default();
    for (hand, _) in dice::hands() {
        let v = Values::of(hand);
        let read = |e: &str| cell(e).value(v, true).unwrap();
        for p in POISONS {
            assert!(read(p.min) <= read(p.max), "{} on {hand}", p.name);
        }
        for x in [Exposure::Minor, Exposure::Medium, Exposure::Major] {
            let (lo, hi) = x.damage();
            assert!(read(lo) <= read(hi), "{x:?} on {hand}");
        }
        for e in EXPLOSIONS.iter().filter(|e| !e.full.contains('d')) {
            assert!(
                e.partial(&rules).value(v, true).unwrap() <= read(e.full),
                "{} on {hand}",
                e.size
            );
        }
    }
}

#[test]
fn amb_36_the_butane_row_is_reconstructed_by_the_ruleset() {
    let butane = &EXPLOSIONS[3];
    assert_eq!(butane.partial, None, "the flattened table lost this cell");
    assert_eq!(butane.partial(&Rules::default()).to_string(), "mC");
    let merged = Rules {
        butane_partial: options::ButanePartial::Merged,
        ..Rules::default()
    };
    assert_eq!(butane.partial(&merged).to_string(), "mCM");
    // AMB-35: the minor fire's "+1" is one point.
    assert_eq!(cell(Exposure::Minor.damage().0).value(values([9, 9, 9]), true), Some(1));
}

#[test]
fn ex_06_ex_08_multipliers() {
    use tirada_rules::hitos::Special::Critical;
    assert_eq!(multiplier(None, false, false), 1);
    assert_eq!(multiplier(Some(Critical(Size::Double)), false, false), 2);
    assert_eq!(multiplier(Some(Critical(Size::Triple)), false, false), 3);
    assert_eq!(multiplier(None, true, false), 2);
    assert_eq!(multiplier(Some(Critical(Size::Double)), true, false), 3);
    assert_eq!(multiplier(Some(Critical(Size::Triple)), true, false), 4);
    assert_eq!(
        multiplier(Some(Critical(Size::Triple)), true, true),
        1,
        "a minion on a hero"
    );
}

#[test]
fn ex_09_split_damage() {
    let e: LetterExpr = "C/M".parse().unwrap();
    assert_eq!(e.value(values([2, 5, 9]), false), Some(5));
    assert_eq!(e.value(values([2, 5, 9]), true), Some(9));
}

#[test]
fn tv_13_pistol_attack() {
    let attack = test([4, 7, 9], 5 + 5, 5 + 4 + 3);
    assert_eq!((attack.total, attack.outcome), (17, Some(Outcome::Exito)));
    let req = DamageRequest {
        bonus: ranged_bonus(5),
        resistance: effective_resistance(&[ARMOUR[3].rd]),
        ..DamageRequest::plain(
            cell(WEAPONS[weapon_row("fuego_pequena").unwrap()].damage),
            values([4, 7, 9]),
        )
    };
    let total = fixed(&req);
    assert_eq!(total, 8);
    let track = Track::new(6);
    assert!(track.massive(total as i32), "8 ≥ Aguante 6: test at 12");
}

#[test]
fn tv_14_critical_sword() {
    let req = DamageRequest {
        bonus: melee_bonus(5, 4),
        multiplier: multiplier(Some(Special::Critical(Size::Double)), false, false),
        ..DamageRequest::plain(cell("M"), values([10, 10, 3]))
    };
    assert_eq!(fixed(&req), 24);
}

#[test]
fn tv_15_coup_de_grace_on_a_helpless_target() {
    let hit = test([3, 5, 8], 10, 15);
    assert_eq!(hit.outcome, Some(Outcome::Exito));
    let knife = |faces: [u8; 3]| {
        let r = test(faces, 10, 15);
        fixed(&DamageRequest {
            bonus: 1,
            multiplier: multiplier(r.special, true, false),
            ..DamageRequest::plain(cell("C"), values(faces))
        })
    };
    assert_eq!(knife([3, 5, 8]), 12);
    assert_eq!(knife([10, 10, 5]), 33, "sorted (5,10,10): C is 10");
    assert_eq!(knife([10, 10, 10]), 44);
}

#[test]
fn tv_16_track_and_states() {
    let mut t = Track::new(6);
    assert_eq!(t.capacity(), 18);
    let mut states = Vec::new();
    for hit in [5, 4, 4, 7] {
        let a = t.apply(hit, Lethality::Lethal);
        states.push((t.lost(), a.after));
        if a.after == HealthState::Incapacitated && a.before == HealthState::Wounded {
            assert!(a.temporary_secuela, "entering incapacitado brings a temporary secuela");
        }
    }
    assert_eq!(
        states,
        vec![
            (5, HealthState::Healthy),
            (9, HealthState::Wounded),
            (13, HealthState::Incapacitated),
            (18, HealthState::Dying)
        ]
    );
    assert_eq!((t.shock.total(), t.consolidated.total()), (16, 2));
    assert_eq!(HealthState::Wounded.penalty(), -2);
    assert_eq!(HealthState::Incapacitated.penalty(), -5);
}

#[test]
fn nc_06_states_partition_the_track() {
    for a in 1..=12 {
        let mut counts = [0; 4];
        for lost in 0..=3 * a {
            let mut t = Track::new(a);
            t.apply(lost, Lethality::Lethal);
            counts[t.state() as usize] += 1;
        }
        assert_eq!(counts, [a, a, a, 1], "Aguante {a}");
    }
}

#[test]
fn tv_17_shock_settles() {
    let mut t = Track::new(6);
    t.apply(9, Lethality::Lethal);
    assert_eq!(t.settle_shock(), 4);
    assert_eq!((t.shock.total(), t.consolidated.total(), t.lost()), (0, 5, 5));
}

#[test]
fn tv_18_stabilisation_by_a_medic() {
    let medic = test([2, 6, 9], 4 + 3, STABILISE_DIFFICULTY);
    assert_eq!((medic.total, medic.outcome), (13, Some(Outcome::Exito)));
    let mut t = Track::new(6);
    t.apply(18, Lethality::Lethal);
    let s = t.stabilise(i32::from(medic.sorted.low()), &Rules::default());
    assert_eq!((s.healed, t.lost(), s.state), (2, 16, HealthState::Incapacitated));
    assert!(s.permanent_secuela && !s.all_consolidated);
    // All consolidated: only one point, and a permanent secuela (DY-5).
    let mut t = Track::new(3);
    t.apply(9, Lethality::Lethal);
    t.settle_shock();
    t.apply(9, Lethality::Lethal);
    assert_eq!(t.shock.total(), 0);
    let s = t.stabilise(6, &Rules::default());
    assert_eq!((s.healed, s.all_consolidated), (1, true));
}

#[test]
fn dying_turns_and_non_lethal_damage() {
    let rules = Rules::default();
    let mut t = Track::new(6);
    t.apply(18, Lethality::Lethal);
    assert_eq!(
        t.dying_test(&test([3, 9, 9], 6, DYING_DIFFICULTY), &rules),
        DyingTurn::StillDying
    );
    assert_eq!(
        t.dying_test(&test([2, 3, 8], 6, DYING_DIFFICULTY), &rules),
        DyingTurn::Dies
    );
    assert!(t.dead);
    let mut t = Track::new(6);
    t.apply(18, Lethality::NonLethal);
    assert_eq!(
        t.dying_test(&test([2, 3, 8], 6, DYING_DIFFICULTY), &rules),
        DyingTurn::Unconscious
    );
    assert!(!t.dead && t.unconscious);
    assert_eq!(t.rest_eight_hours(), 18, "non-lethal points come back after 8 h (LE-3)");
    let mut t = Track::new(6);
    t.apply(18, Lethality::Lethal);
    match t.dying_test(&test([10, 10, 4], 6, DYING_DIFFICULTY), &rules) {
        DyingTurn::Stabilised(s) => assert_eq!(s.healed, 4, "a critical stabilises with its m"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn tv_30_failed_massive_damage() {
    let mut t = Track::new(6);
    t.apply(3, Lethality::Lethal);
    let roll = test([2, 4, 9], 6, MASSIVE_DAMAGE_DIFFICULTY);
    assert_eq!((roll.total, roll.outcome), (10, Some(Outcome::Fallo)));
    t.apply_massive_failure(8, Lethality::Lethal);
    assert_eq!((t.lost(), t.state()), (18, HealthState::Dying));
}

#[test]
fn tv_31_minimum_damage_and_tv_32_row_shift() {
    let pistol = weapon_row("fuego_pequena").unwrap();
    let req = DamageRequest {
        minimum: true,
        bonus: 1,
        ..DamageRequest::plain(cell(WEAPONS[pistol].damage), values([4, 7, 9]))
    };
    assert_eq!(fixed(&req), 3);
    let big = shifted_damage(pistol, 1);
    assert_eq!(big.to_string(), "CM");
    assert_eq!(big.value(values([4, 7, 9]), true).unwrap() + 1, 17);
    assert_eq!(shifted_damage(0, -2).to_string(), "+1");
    assert_eq!(shifted_damage(9, 2).to_string(), "mCM+5d");
    // Immunity wins over everything (AMB-64).
    assert_eq!(fixed(&DamageRequest { immune: true, ..req }), 0);
}

#[test]
fn ex_15_tv_19_falls() {
    let v = values([2, 6, 8]);
    assert_eq!(fall_damage(12, 0, v, 0), 10);
    assert_eq!(fall_damage(12, 1, v, 0), 8, "«Felino» takes 3 m off");
    assert_eq!(fall_damage(2, 0, v, 0), 0);
    assert_eq!(
        fall_damage(40, 0, v, 2),
        18,
        "18 m or more is mCM, + the enemy's melee BD"
    );
    assert_eq!(fall_row(14, 0).unwrap().metres, 12);
}

#[test]
fn tv_20_poison() {
    let arsenic = poison_named("Arsénico").unwrap();
    let fail = test([3, 5, 9], 7, arsenic.difficulty);
    assert_eq!(poison_damage(arsenic, &fail, values([3, 5, 9])), 12);
    let pass = test([3, 6, 9], 7, arsenic.difficulty);
    assert_eq!(poison_damage(arsenic, &pass, values([3, 6, 9])), 3);
}

#[test]
fn tv_21_explosion() {
    let rules = Rules::default();
    let grenade = &EXPLOSIONS[2];
    let mut none = TypedDice::only(Default::default());
    let ok = rules.explosion_difficulty;
    // (case, zone, the test's faces, its difficulty, the damage roll's faces, damage)
    for (case, zone, thrown, difficulty, rolled, damage) in [
        ("2,8,9 at the centre", Zone::Centre, [2, 8, 9], ok, [2, 8, 9], 9),
        ("a fumble at the centre", Zone::Centre, [1, 1, 6], 15, [1, 1, 6], 14),
        ("2,8,9 in the periphery", Zone::Periphery, [2, 8, 9], ok, [2, 8, 9], 0),
        (
            "a critical at the centre",
            Zone::Centre,
            [10, 10, 6],
            15,
            [6, 10, 10],
            0,
        ),
    ] {
        let check = test(thrown, 7, difficulty);
        assert_eq!(
            explosion_damage(grenade, zone, &check, values(rolled), &rules, &mut none),
            Ok(damage),
            "{case}"
        );
    }
}

#[test]
fn tv_22_fire() {
    let ok = test([2, 5, 8], 8, 12);
    let r = fire_round(Exposure::Major, &ok, values([2, 5, 8]), false);
    assert_eq!((r.damage, r.exposure), (10, Some(Exposure::Medium)));
    let minor = fire_round(Exposure::Minor, &ok, values([2, 5, 8]), false);
    assert_eq!((minor.damage, minor.exposure), (1, None), "a minor fire goes out");
    let bad = test([1, 1, 8], 8, 12);
    assert_eq!(
        fire_round(Exposure::Medium, &bad, values([1, 1, 8]), false).exposure,
        Some(Exposure::Major)
    );
    assert_eq!(
        fire_round(Exposure::Major, &ok, values([2, 5, 8]), true).damage,
        0,
        "a helper's roll deals none"
    );
}

#[test]
fn temperatures_and_asphyxia() {
    assert_eq!((temperature_difficulty(0), temperature_difficulty(3)), (10, 13));
    assert_eq!(temperature_loss(&test([2, 5, 8], 0, 10)), 2);
    assert_eq!(temperature_loss(&test([2, 5, 8], 5, 10)), 0);
    assert_eq!((breath_turns(5, false), breath_turns(5, true)), (10, 20));
    assert_eq!((asphyxia_difficulty(1), asphyxia_difficulty(4)), (10, 13));
}

#[test]
fn ex_19_tv_28_torture() {
    let rules = Rules::default();
    let victim = test([3, 5, 7], 6, 0);
    let h = torture_hour(&test([2, 4, 9], 10, 0), &victim, &rules);
    assert_eq!((h.damage, h.unconscious, h.broken), (2, false, true));
    let h = torture_hour(&test([1, 1, 5], 10, 0), &victim, &rules);
    assert_eq!((h.damage, h.unconscious, h.broken), (7, true, false));
    let h = torture_hour(&test([5, 9, 9], 10, 0), &test([1, 1, 2], 6, 0), &rules);
    assert_eq!((h.damage, h.emotional_secuela, h.broken), (0, true, true));
}

#[test]
fn tv_27_healing_while_wounded() {
    let heal = |faces: [u8; 3], act: Option<Polarity>| {
        let r = test(faces, 6, 10);
        Recovery::of(HealthState::Wounded, true).points(&r, values(faces), act)
    };
    assert_eq!(heal([2, 5, 8], None), 5);
    assert_eq!(heal([10, 10, 4], None), 10);
    assert_eq!(heal([1, 1, 7], None), -7);
    assert_eq!(heal([2, 5, 8], Some(Polarity::Negative)), 2);
    // AMB-59: a positive activation's V⁺ is the M recovered: (7,7,3) → 14.
    let r = resolve(
        Sorted::new([7, 7, 3]),
        &RollSpec {
            characteristic: 6,
            difficulty: Some(10),
            ..RollSpec::default()
        },
        &Rules::default(),
        Some(Polarity::Positive),
    );
    let v = Values {
        high: 14,
        ..values([7, 7, 3])
    };
    assert_eq!(Recovery::Wounded.points(&r, v, Some(Polarity::Positive)), 14);
}

#[test]
fn healing_grades_and_rest() {
    assert_eq!(Recovery::of(HealthState::Healthy, false), Recovery::Wounded);
    assert_eq!(Recovery::of(HealthState::Wounded, false), Recovery::Incapacitated);
    assert_eq!(Recovery::of(HealthState::Incapacitated, false), Recovery::NoRecovery);
    let r = test([3, 6, 9], 9, 15);
    assert_eq!(Recovery::Incapacitated.points(&r, values([3, 6, 9]), None), 3);
    assert_eq!(
        Recovery::Incapacitated.points(&r, values([3, 6, 9]), Some(Polarity::Positive)),
        6
    );
    assert_eq!(
        Recovery::Incapacitated.points(&r, values([3, 6, 9]), Some(Polarity::Negative)),
        0
    );
    let fail = test([3, 6, 9], 0, 15);
    assert_eq!(Recovery::NoRecovery.points(&fail, values([3, 6, 9]), None), -6);
    assert_eq!(
        Recovery::NoRecovery.points(&fail, values([3, 6, 9]), Some(Polarity::Positive)),
        -3
    );
    assert_eq!(Recovery::NoRecovery.points(&r, values([3, 6, 9]), None), 0);
    assert_eq!(recovery_period_days(&Rules::default()), 1, "Héroes");
    let ordinary = Rules {
        campaign_level: options::CampaignLevel::Protagonists,
        ..Rules::default()
    };
    assert_eq!(recovery_period_days(&ordinary), 7);
    assert_eq!(supervision_difficulty(HealthState::Wounded), 15);
}

#[test]
fn shrug_off_and_painkillers() {
    let mut t = Track::new(6);
    t.apply(10, Lethality::Lethal);
    let (test_kind, events) = shrug_off("Ana", &t);
    assert_eq!(test_kind, Recovery::Wounded);
    assert_eq!(events[0].delta, -1);
    assert_eq!(apply_shrug_off(&mut t, 5), 5);
    assert_eq!(t.lost(), 5);
    assert_eq!(relieved_penalty(-5, &[Drug::Mild]), -3);
    assert_eq!(relieved_penalty(-5, &[Drug::Mild, Drug::Strong]), 0);
    assert_eq!(relieved_penalty(-2, &[Drug::Strong]), 0);
}

/// H687 «dificultad media o superior, a discreción del director de juego» (AMB-37): the same
/// Reflejos roll (C 8 + 7 = 15) escapes with the partial damage at the default 15 and takes the
/// full damage when the table raises it to 20.
#[test]
fn explosion_difficulty_decides_the_escape_h687() {
    let grenade = &EXPLOSIONS[2];
    let mut none = TypedDice::only(Default::default());
    let roll = test([2, 8, 9], 7, 10);
    let mut at = |difficulty| {
        let rules = Rules {
            explosion_difficulty: difficulty,
            ..Rules::default()
        };
        explosion_damage(grenade, Zone::Centre, &roll, values([2, 8, 9]), &rules, &mut none).unwrap()
    };
    let (partial, full) = (at(15), at(20));
    assert_eq!(partial, 9, "15 reached: the partial damage");
    assert!(full > partial, "20 missed: the full damage, {full}");
}

/// AMB-63: armour's RD takes from a fall and an explosion by default and not from fire; each
/// setting turns its own hazard over, and poison never.
#[test]
fn armour_against_hazards_follows_the_settings() {
    let book = Rules::default();
    assert_eq!(after_armour(10, 3, Hazard::Fall, &book), 7);
    assert_eq!(after_armour(10, 3, Hazard::Explosion, &book), 7);
    assert_eq!(after_armour(10, 3, Hazard::Fire, &book), 10);
    let bare = Rules {
        armour_vs_falls_and_explosions: false,
        armour_vs_fire: true,
        ..Rules::default()
    };
    assert_eq!(after_armour(10, 3, Hazard::Fall, &bare), 10);
    assert_eq!(after_armour(10, 3, Hazard::Explosion, &bare), 10);
    assert_eq!(after_armour(10, 3, Hazard::Fire, &bare), 7);
    assert_eq!(after_armour(2, 3, Hazard::Fire, &bare), 0, "never below 0");
    assert_eq!(after_armour(10, 3, Hazard::Poison, &bare), 10);
}

/// H708: the GM sets at the campaign's start whether damage is lethal; a damage event that
/// declares no lethality takes the table's default, one that declares it keeps it.
#[test]
fn undeclared_damage_takes_the_campaign_lethality_h708() {
    use tirada_rules::hitos::events::{apply, Event};
    let text = "nombre = \"Ana\"\n[caracteristicas]\nfortaleza = 4\nreflejos = 5\nintelecto = 5\nvoluntad = 3\n";
    let sheet = Sheet::from_toml(text).unwrap().validated().unwrap();
    let event: Event =
        serde_json::from_value(serde_json::json!({"evento": "dano", "points": 3, "reason": "golpe"})).unwrap();
    let lethal = apply(&sheet, &event, &Rules::default()).unwrap();
    assert_eq!((lethal.health.shock.lethal, lethal.health.shock.nonlethal), (3, 0));
    let gentle = Rules {
        lethal_by_default: false,
        ..Rules::default()
    };
    let knocked = apply(&sheet, &event, &gentle).unwrap();
    assert_eq!((knocked.health.shock.lethal, knocked.health.shock.nonlethal), (0, 3));
    let declared: Event = serde_json::from_value(
        serde_json::json!({"evento": "dano", "points": 3, "lethality": "letal", "reason": "golpe"}),
    )
    .unwrap();
    assert_eq!(apply(&sheet, &declared, &gentle).unwrap().health.shock.lethal, 3);
}
