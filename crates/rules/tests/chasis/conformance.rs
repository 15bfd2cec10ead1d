//! CHASIS conformance: the book's worked examples (T…) and the reading aid's derived vectors
//! (C01-C14 core, D01-D13 aperturas), each a named test run with typed-in dice
//! (the reading aid's §5; its choices and settings: `docs/rules/chasis.md`).

use std::collections::BTreeMap;
use tirada_dice::TypedDice;
use tirada_rules::chasis::{
    self, apertura::GROUP as APERTURA, AperturaConfig, AperturaKind, Check, Extreme, Outcome, Ruleset, Transcript,
    BASE_GROUP,
};

/// Rolls `check` with the base faces and then the apertura faces typed in, every face used.
fn roll_with(ruleset: &Ruleset, check: &Check, base: &[i64], chains: &[i64]) -> Transcript {
    let mut groups = BTreeMap::from([(BASE_GROUP.to_string(), base.to_vec())]);
    if !chains.is_empty() {
        groups.insert(APERTURA.to_string(), chains.to_vec());
    }
    let mut dice = TypedDice::only(groups);
    let t = chasis::roll(ruleset, check, &mut dice).expect("the check rolls");
    dice.finish().expect("every typed face is used");
    t
}

fn book(base: &[i64], modifier: i64) -> Transcript {
    roll_with(&Ruleset::book(), &Check::new(modifier, None), base, &[])
}

fn with_apertura(kind: AperturaKind, low: bool) -> Ruleset {
    Ruleset {
        apertura: AperturaConfig {
            kind,
            low,
            ..AperturaConfig::default()
        },
        ..Ruleset::book()
    }
}

/// (outcome, final grade) of a transcript.
fn judged(t: &Transcript) -> (Outcome, i64) {
    (t.outcome, t.final_grade)
}

#[test]
fn t01_t02_t03_bands_at_dif13() {
    assert_eq!(book(&[7, 7], 0).outcome, Outcome::Success);
    assert_eq!(book(&[6, 7], 0).outcome, Outcome::Neutral);
    assert_eq!(book(&[5, 7], 0).outcome, Outcome::Failure);
}

#[test]
fn t04_fumbles_need_three_or_less_on_each_die() {
    assert_eq!(book(&[4, 2], 0).extreme, None);
    assert_eq!(book(&[3, 3], 0).extreme, Some(Extreme::Fumble));
}

#[test]
fn t05_criticals_need_ten_or_more_on_each_die() {
    assert_eq!(book(&[9, 12], 0).extreme, None);
    assert_eq!(book(&[10, 11], 0).extreme, Some(Extreme::Critical));
}

#[test]
fn t06_one_and_twelve_is_a_hyperbole() {
    assert_eq!(book(&[1, 12], 0).outcome, Outcome::Hyperbole);
    assert_eq!(book(&[12, 1], 0).outcome, Outcome::Hyperbole);
}

#[test]
fn t07_t08_grades_of_success_and_failure() {
    let t = book(&[8, 9], 0);
    assert_eq!((t.total, t.grade, t.grade_label.as_str()), (17, 4, "GDE4"));
    let t = book(&[3, 7], 0);
    assert_eq!((t.total, t.grade, t.grade_label.as_str()), (10, -3, "GDF3"));
}

#[test]
fn t09_equalling_the_difficulty_is_not_enough() {
    assert_eq!(book(&[6, 7], 0).outcome, Outcome::Neutral);
    assert_eq!(book(&[7, 7], 0).outcome, Outcome::Success);
}

#[test]
fn t13_a_spell_of_niv6_is_mod_minus_6() {
    let check = Check {
        level: Some(6),
        ..Check::default()
    };
    let t = roll_with(&Ruleset::book(), &check, &[7, 7], &[]);
    assert_eq!((t.level_modifier, t.total), (-6, 8));
}

#[test]
fn t18b_niv_as_the_difficulty() {
    let check = Check {
        level: Some(16),
        level_mode: Some(chasis::LevelMode::Difficulty),
        ..Check::default()
    };
    let t = roll_with(&Ruleset::book(), &check, &[8, 9], &[]);
    assert_eq!((t.difficulty, t.outcome), (16, Outcome::Success));
}

#[test]
fn t29_a_critical_multiplies_the_grade() {
    assert_eq!(judged(&book(&[12, 8], 0)), (Outcome::Success, 7));
    assert_eq!(judged(&book(&[10, 10], 0)), (Outcome::Critical, 10));
}

fn niv8(base: &[i64]) -> Transcript {
    let check = Check {
        level: Some(8),
        ..Check::default()
    };
    roll_with(&Ruleset::book(), &check, base, &[])
}

#[test]
fn t30_a_critical_that_was_the_only_way_is_not_multiplied() {
    let t = niv8(&[12, 9]);
    assert_eq!((t.result, t.grade, t.outcome), (21, 0, Outcome::Neutral));
    let t = niv8(&[10, 10]);
    assert_eq!(
        (t.grade, judged(&t), t.only_via_extreme),
        (-1, (Outcome::Critical, 1), true)
    );
    let t = niv8(&[12, 12]);
    assert_eq!((judged(&t), t.multiplied), ((Outcome::Critical, 3), false));
}

#[test]
fn t31_dwarf_attacks_an_orc_of_niv2() {
    let check = Check {
        modifier: "+3".into(),
        level: Some(2),
        ..Check::default()
    };
    let t = roll_with(&Ruleset::book(), &check, &[7, 9], &[]);
    assert_eq!(
        (t.modifier.value + t.level_modifier, t.total, t.grade_label.as_str()),
        (1, 17, "GDE4")
    );
}

#[test]
fn t34b_regateo_turns() {
    let check = Check {
        modifier: "3".into(),
        level: Some(2),
        ..Check::default()
    };
    let grades: Vec<(i64, i64)> = [[5, 8], [4, 5], [2, 4], [9, 10], [8, 9]]
        .iter()
        .map(|d| {
            let t = roll_with(&Ruleset::book(), &check, d, &[]);
            (t.total, t.final_grade)
        })
        .collect();
    assert_eq!(grades, [(14, 1), (10, -3), (7, -6), (20, 7), (18, 5)]);
}

#[test]
fn t35b_carguero_against_asteroids() {
    let check = Check {
        modifier: "2".into(),
        level: Some(5),
        ..Check::default()
    };
    let grades: Vec<(i64, Outcome)> = [[3, 4], [7, 9], [4, 7]]
        .iter()
        .map(|d| {
            let t = roll_with(&Ruleset::book(), &check, d, &[]);
            (t.final_grade, t.outcome)
        })
        .collect();
    assert_eq!(
        grades,
        [(-9, Outcome::Failure), (0, Outcome::Neutral), (-5, Outcome::Failure)]
    );
}

#[test]
fn t37_opposed_totals() {
    let pj: Vec<i64> = [[8, 9], [4, 5], [9, 10]].iter().map(|d| book(d, 0).total).collect();
    let robot: Vec<i64> = [[5, 7], [5, 8], [3, 4]].iter().map(|d| book(d, 3).total).collect();
    assert_eq!((pj, robot), (vec![17, 9, 19], vec![15, 16, 10]));
}

#[test]
fn t42_another_base_roll_3d6() {
    let r = Ruleset::from_toml(
        "dados = \"3d6\"\n[extremos]\ncritico = { todos_al_menos = 6 }\npifia = { todos_como_mucho = 1 }\nhiperbole = \"nunca\"",
    )
    .unwrap();
    let t = roll_with(&r, &Check::new(2, None), &[6, 5, 3], &[]);
    assert_eq!((t.result, t.total, t.outcome), (14, 16, Outcome::Success));
}

#[test]
fn t44_dice_modifiers_add_and_subtract() {
    let mut dice = TypedDice::only(BTreeMap::from([
        (BASE_GROUP.to_string(), vec![6, 7]),
        (chasis::MODIFIER_GROUP.to_string(), vec![4, 5]),
    ]));
    let check = Check {
        modifier: "+1D6-1D8".into(),
        ..Check::default()
    };
    let t = chasis::roll(&Ruleset::book(), &check, &mut dice).unwrap();
    assert_eq!(
        (t.modifier.dice.clone(), t.modifier.value, t.total),
        (vec![4, 5], -1, 12)
    );
}

// C01-C14: derived core vectors (§5.3).

fn c(dice: [i64; 2], modifier: i64, dif: i64) -> (Outcome, i64) {
    judged(&roll_with(
        &Ruleset::book(),
        &Check::new(modifier, Some(dif)),
        &dice,
        &[],
    ))
}

#[test]
fn c01_critical_ten_ten() {
    assert_eq!(c([10, 10], 0, 13), (Outcome::Critical, 10));
}
#[test]
fn c02_fumble_three_three() {
    assert_eq!(c([3, 3], 0, 13), (Outcome::Fumble, -10));
}
#[test]
fn c03_hyperbole_overrides_a_success() {
    assert_eq!(c([1, 12], 5, 13), (Outcome::Hyperbole, 0));
}
#[test]
fn c04_fumble_only_way_to_fail() {
    assert_eq!(c([3, 3], 10, 13), (Outcome::Fumble, -1));
}
#[test]
fn c05_fumble_multiplied() {
    assert_eq!(c([2, 3], 5, 13), (Outcome::Fumble, -4));
}
#[test]
fn c06_critical_only_way_to_succeed() {
    assert_eq!(c([12, 11], -10, 13), (Outcome::Critical, 1));
}
#[test]
fn c07_critical_truncated() {
    assert_eq!(c([10, 11], -5, 13), (Outcome::Critical, 4));
}
#[test]
fn c08_twelve_nine_is_no_critical() {
    assert_eq!(c([12, 9], 0, 13), (Outcome::Success, 8));
}
#[test]
fn c09_two_four_is_no_fumble() {
    assert_eq!(c([2, 4], 0, 13), (Outcome::Failure, -7));
}
#[test]
fn c10_lowest_non_extreme() {
    assert_eq!(c([1, 4], 0, 13), (Outcome::Failure, -8));
}
#[test]
fn c11_die_order_is_irrelevant() {
    assert_eq!(c([12, 1], 0, 13), (Outcome::Hyperbole, 0));
}
#[test]
fn c12_critical_at_mod_minus_9() {
    assert_eq!(c([11, 11], -9, 13), (Outcome::Critical, 1));
}
#[test]
fn c13_critical_not_multiplied_at_mod_minus_8() {
    assert_eq!(c([12, 12], -8, 13), (Outcome::Critical, 3));
}
#[test]
fn c14_difficulty_is_a_modifier() {
    assert_eq!(c([6, 7], 0, 15), (Outcome::Failure, -2));
    assert_eq!(c([6, 7], -2, 13), (Outcome::Failure, -2));
}

// D01-D13: derived apertura vectors (§5.4): die A, die B, then A's chains, then B's.

fn d(kind: AperturaKind, low: bool, base: [i64; 2], chains: &[i64], modifier: i64) -> (i64, Outcome, i64) {
    let t = roll_with(&with_apertura(kind, low), &Check::new(modifier, None), &base, chains);
    (t.total, t.outcome, t.final_grade)
}

#[test]
fn d01_gemela_chains_on_the_twin_face() {
    assert_eq!(
        d(AperturaKind::Twin, false, [5, 5], &[5, 9], 0),
        (24, Outcome::Success, 11)
    );
}
#[test]
fn d02_gemela_fumbles_do_not_open() {
    assert_eq!(d(AperturaKind::Twin, false, [3, 3], &[], 0), (6, Outcome::Fumble, -10));
}
#[test]
fn d03_gemela_criticals_do_not_open() {
    assert_eq!(
        d(AperturaKind::Twin, false, [10, 10], &[], 0),
        (20, Outcome::Critical, 10)
    );
}
#[test]
fn d04_gemela_with_a_penalty() {
    assert_eq!(
        d(AperturaKind::Twin, false, [4, 4], &[7], -5),
        (10, Outcome::Failure, -3)
    );
}
#[test]
fn d05_tope_chains_on_twelve() {
    assert_eq!(
        d(AperturaKind::Top, false, [12, 7], &[12, 3], 0),
        (34, Outcome::Success, 21)
    );
}
#[test]
fn d06_tope_hyperbole_does_not_open() {
    assert_eq!(
        d(AperturaKind::Top, false, [1, 12], &[], 0),
        (13, Outcome::Hyperbole, 0)
    );
}
#[test]
fn d07_tope_two_twelves_open_two_chains() {
    let t = roll_with(
        &with_apertura(AperturaKind::Top, false),
        &Check::default(),
        &[12, 12],
        &[4, 12, 12, 2],
    );
    assert_eq!((t.total, t.outcome, t.final_grade), (54, Outcome::Critical, 61));
    let chains: Vec<(usize, Vec<u32>)> = t
        .apertura
        .unwrap()
        .chains
        .into_iter()
        .map(|c| (c.die, c.faces))
        .collect();
    assert_eq!(chains, [(0, vec![4]), (1, vec![12, 12, 2])]);
}
#[test]
fn d08_low_tope_subtracts() {
    assert_eq!(
        d(AperturaKind::Top, true, [1, 5], &[1, 6], 0),
        (-1, Outcome::Failure, -14)
    );
}
#[test]
fn d09_media_adds_a_d6() {
    assert_eq!(
        d(AperturaKind::Middle, false, [6, 9], &[6, 2], 0),
        (23, Outcome::Success, 10)
    );
}
#[test]
fn d10_media_two_sixes_two_chains() {
    assert_eq!(
        d(AperturaKind::Middle, false, [6, 6], &[3, 6, 1], 0),
        (22, Outcome::Success, 9)
    );
}
#[test]
fn d11_sobredecima_eleven_counts_ten() {
    let t = roll_with(
        &with_apertura(AperturaKind::OverTen, false),
        &Check::default(),
        &[11, 4],
        &[7],
    );
    assert_eq!(
        (t.counted.clone(), t.result, t.total, t.final_grade),
        (Some(vec![10, 4]), 14, 21, 8)
    );
}
#[test]
fn d12_sobredecima_twelve_adds_two_d10() {
    assert_eq!(
        d(AperturaKind::OverTen, false, [12, 5], &[10, 3, 8], 0),
        (36, Outcome::Success, 23)
    );
}
#[test]
fn d13_sobredecima_critical_on_natural_faces() {
    assert_eq!(
        d(AperturaKind::OverTen, false, [11, 12], &[2, 9, 9], 0),
        (40, Outcome::Critical, 40)
    );
}
