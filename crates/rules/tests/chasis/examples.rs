//! CHASIS book examples that chain several rules: margin contests rolled turn by turn
//! (T34-T37, T66), pseudo-characters with a level and a grade (T58-T59), a vehicle's
//! antichequeo (T61), exemption (T15, T52), per-check trait modifiers (T45) and a magnitude
//! from the auxiliary with the other measure rolled (T65).

use std::collections::BTreeMap;
use tirada_dice::TypedDice;
use tirada_rules::chasis::check::prepare;
use tirada_rules::chasis::energy::{Energy, EnergyRules};
use tirada_rules::chasis::magnitude::{self, estresar, Amount, Measure};
use tirada_rules::chasis::margin::{opposed_turn, MarginContest, MarginEnd, MarginMode};
use tirada_rules::chasis::{self, Check, Gradual, Ruleset, Transcript, BASE_GROUP};

fn roll(check: &Check, base: [i64; 2]) -> Transcript {
    let mut dice = TypedDice::only(BTreeMap::from([(BASE_GROUP.to_string(), base.to_vec())]));
    chasis::roll(&Ruleset::book(), check, &mut dice).unwrap()
}

fn skill_vs_level(skill: i64, level: i64) -> Check {
    Check {
        modifier: skill.to_string(),
        level: Some(level),
        ..Check::default()
    }
}

#[test]
fn t34_regateo_is_won_at_the_fifth_turn() {
    let check = skill_vs_level(3, 2);
    let mut c = MarginContest::new(MarginMode::TwoPiles, 13, true);
    let mut ends = Vec::new();
    for dice in [[5, 8], [4, 5], [2, 4], [9, 10], [8, 9]] {
        ends.push(c.add(roll(&check, dice).final_grade));
    }
    assert_eq!(ends, [None, None, None, None, Some(MarginEnd::Won)]);
    assert_eq!((c.success, c.failure), (13, 9));
}

#[test]
fn t35_the_freighter_hits_an_asteroid_at_the_third_turn() {
    let check = skill_vs_level(2, 5);
    let mut c = MarginContest::new(MarginMode::TwoPiles, 13, true);
    let end = [[3, 4], [7, 9], [4, 7]]
        .iter()
        .map(|&d| c.add(roll(&check, d).final_grade))
        .last();
    assert_eq!((end, c.failure, c.turns), (Some(Some(MarginEnd::Lost)), 14, 3));
}

#[test]
fn t37_opposed_contest_against_the_robot() {
    let rules = Ruleset::book();
    let mut c = MarginContest::new(MarginMode::Opposed, 13, true);
    let mut piles = Vec::new();
    for (pj, robot) in [([8, 9], [5, 7]), ([4, 5], [5, 8]), ([9, 10], [3, 4])] {
        let (a, b) = (roll(&Check::default(), pj), roll(&Check::new(3, None), robot));
        c.add(opposed_turn(
            (a.extreme, a.total),
            (b.extreme, b.total),
            false,
            &rules.grade,
        ));
        piles.push(c.success);
    }
    assert_eq!(piles, [2, -5, 4]);
}

#[test]
fn t66_the_margin_limit_is_the_tables() {
    let mut chase = MarginContest::new(MarginMode::OnePile, 20, true);
    assert_eq!(chase.add(13), None);
    assert_eq!(chase.add(7), Some(MarginEnd::Won));
    let mut strict = MarginContest::new(MarginMode::OnePile, 13, false);
    assert_eq!(strict.add(13), None, "must exceed when reaching is not enough");
}

#[test]
fn t58_t59_a_level_hits_the_check_and_a_grade_the_effect() {
    // Poison NIV4 GD5: resisting is MOD−4; its grade lengthens the effect by 5.
    let poison = Check {
        level: Some(4),
        psj: vec![5],
        ..Check::default()
    };
    let t = roll(&poison, [8, 9]);
    assert_eq!((t.total, t.auxiliary), (13, Some(5)));
    // Healing spell NIV2 GD−1: casting is MOD−2; it heals AUX − 1.
    let heal = Check {
        level: Some(2),
        psj: vec![-1],
        ..Check::default()
    };
    let t = roll(&heal, [9, 10]);
    assert_eq!((t.total, t.final_grade, t.auxiliary), (17, 4, Some(3)));
}

#[test]
fn t61_a_vehicle_hit_is_an_antichequeo() {
    let dodge = Check {
        gradual: Gradual::Anti,
        ..Check::default()
    };
    assert_eq!(roll(&dodge, [3, 7]).gradual.unwrap().points, -3); // [GDF]PD
    assert_eq!(roll(&dodge, [8, 9]).gradual.unwrap().points, 0);
}

#[test]
fn t15_t52_exemption_is_known_before_the_roll() {
    let r = Ruleset::book();
    assert!(prepare(&r, &Check::new(8, Some(7))).unwrap().guaranteed_unless_extreme);
    assert!(!prepare(&r, &Check::new(0, Some(7))).unwrap().guaranteed_unless_extreme);
}

#[test]
fn t45_trait_modifiers_are_given_per_check() {
    // The same trait is worth +4, +2 or +1D6 as the DJ sees each situation.
    for m in ["+4", "+2", "+1d6"] {
        let check = Check {
            modifier: m.into(),
            ..Check::default()
        };
        assert!(prepare(&Ruleset::book(), &check).is_ok(), "{m}");
    }
}

/// T65 (L1345-L1347): «Estresar» takes one measure from the AUX — −[AUX]PY, or [AUX] metres,
/// or [AUX]TUR — and the other is fixed or rolled: the grade sets the penalty, 1D6 the turns.
#[test]
fn t65_estresar_one_magnitude_from_the_aux_the_other_rolled() {
    // The casting check: ⑧⑨ vs DIF13 is GDE4, so AUX 4.
    let cast = roll(
        &Check {
            psj: vec![0],
            ..Check::default()
        },
        [8, 9],
    );
    let aux = cast.auxiliary.unwrap();
    assert_eq!(aux, 4);
    let mut dice = TypedDice::only(BTreeMap::from([(magnitude::GROUP.to_string(), vec![5])]));
    let effect = magnitude::resolve(&estresar(), aux, &mut dice).unwrap();
    dice.finish().unwrap();
    let got: Vec<(Measure, i64, Vec<i64>)> = effect.iter().map(|r| (r.measure, r.value, r.dice.clone())).collect();
    assert_eq!(got, [(Measure::Stress, 4, vec![]), (Measure::Duration, 5, vec![5])]);
    // The target takes −4PY of stress.
    let rules = EnergyRules::default();
    let mut target = Energy::new(&rules);
    target.gain_stress(effect[0].value, &rules);
    assert_eq!(target.balance(), -4);
    // Or the AUX sets the turns and the penalty is fixed; or it sets the metres.
    let mut none = TypedDice::only(BTreeMap::new());
    let lasting = [
        (Measure::Duration, Amount::Auxiliary),
        (Measure::Stress, Amount::Fixed(2)),
    ];
    let r = magnitude::resolve(&lasting, aux, &mut none).unwrap();
    assert_eq!((r[0].value, r[1].value), (4, 2));
    let far = [(Measure::Reach, Amount::Auxiliary)];
    assert_eq!(magnitude::resolve(&far, aux, &mut none).unwrap()[0].value, 4);
    // Exactly one measure comes from the AUX.
    let both = [
        (Measure::Stress, Amount::Auxiliary),
        (Measure::Duration, Amount::Auxiliary),
    ];
    assert!(magnitude::resolve(&both, aux, &mut none).is_err());
}

/// T34, T37 through `MarginContest::play`, the call `tirada chasis contienda` makes each turn.
#[test]
fn t34_t37_contests_played_turn_by_turn() {
    let r = Ruleset::book();
    let mut c = MarginContest::from_rules(&r.auxiliaries, None, None).unwrap();
    let check = skill_vs_level(3, 2);
    for dice in [[5, 8], [4, 5], [2, 4], [9, 10], [8, 9]] {
        c.play(roll(&check, dice), None, &r).unwrap();
    }
    assert_eq!((c.end, c.success, c.failure), (Some(MarginEnd::Won), 13, 9));
    assert!(
        c.play(roll(&check, [8, 9]), None, &r).is_err(),
        "a finished contest does not move"
    );
    let mut c = MarginContest::from_rules(&r.auxiliaries, Some(MarginMode::Opposed), None).unwrap();
    let mut piles = Vec::new();
    for (pj, robot) in [([8, 9], [5, 7]), ([4, 5], [5, 8]), ([9, 10], [3, 4])] {
        let turn = c
            .play(roll(&Check::default(), pj), Some(roll(&Check::new(3, None), robot)), &r)
            .unwrap();
        piles.push(turn.success);
    }
    assert_eq!(piles, [2, -5, 4]);
    assert!(
        c.play(roll(&Check::default(), [8, 9]), None, &r).is_err(),
        "the rival must roll"
    );
    assert!(MarginContest::from_rules(&r.auxiliaries, None, Some(0)).is_err());
}
