//! Fate exact odds against the probability tables of the reading aid (§8), brute-force
//! enumeration through the roll's own effort function, and properties.

use proptest::prelude::*;
use tirada_dice::{Dist, Fraction};
use tirada_rules::fate::*;

/// A percentage with two decimals, as the aid prints them.
fn pct(p: &Fraction) -> String {
    format!("{:.2}", p.percent())
}

/// Every one of the 81 throws of 4dF, through `RollSpec::effort`.
fn brute(spec: &RollSpec) -> Dist {
    let mut pairs = Vec::new();
    for code in 0..81 {
        let dice: [i8; 4] = std::array::from_fn(|i| ((code / 3i32.pow(i as u32)) % 3 - 1) as i8);
        let t: i32 = dice.iter().map(|&d| i32::from(d)).sum();
        pairs.push((i64::from(spec.effort(t)), 1u128));
    }
    Dist::from_weights(pairs).unwrap()
}

#[test]
fn table_8_1_four_fudge_dice() {
    let d = dice_dist();
    let rows: Vec<(i64, String, String)> = (-4..=4).map(|v| (v, pct(&d.prob(v)), pct(&d.at_least(v)))).collect();
    let expected = [
        (-4, "1.23", "100.00"),
        (-3, "4.94", "98.77"),
        (-2, "12.35", "93.83"),
        (-1, "19.75", "81.48"),
        (0, "23.46", "61.73"),
        (1, "19.75", "38.27"),
        (2, "12.35", "18.52"),
        (3, "4.94", "6.17"),
        (4, "1.23", "1.23"),
    ];
    for ((v, p, at_least), (ev, ep, ea)) in rows.iter().zip(expected) {
        assert_eq!((*v, p.as_str(), at_least.as_str()), (ev, ep, ea));
    }
    let ways: Vec<String> = (-4..=4).map(|v| d.weight(v).to_string()).collect();
    assert_eq!(ways, ["1", "4", "10", "16", "19", "16", "10", "4", "1"]);
    let variance = d.map(|v| v * v).mean();
    assert_eq!(
        (d.mean().to_string(), variance.to_string()),
        ("0/1".into(), "8/3".into())
    );
}

#[test]
fn table_8_2_simple_action() {
    // d, P(success), P(tie), P(≥ 1), P(≥ 3), E[shifts]
    let table = [
        (-4, "1.23", "1.23", "0.00", "0.00", "0.000"),
        (-3, "6.17", "4.94", "1.23", "0.00", "0.012"),
        (-2, "18.52", "12.35", "6.17", "0.00", "0.074"),
        (-1, "38.27", "19.75", "18.52", "1.23", "0.259"),
        (0, "61.73", "23.46", "38.27", "6.17", "0.642"),
        (1, "81.48", "19.75", "61.73", "18.52", "1.259"),
        (2, "93.83", "12.35", "81.48", "38.27", "2.074"),
        (3, "98.77", "4.94", "93.83", "61.73", "3.012"),
        (4, "100.00", "1.23", "98.77", "81.48", "4.000"),
        (5, "100.00", "0.00", "100.00", "93.83", "5.000"),
        (6, "100.00", "0.00", "100.00", "98.77", "6.000"),
        (7, "100.00", "0.00", "100.00", "100.00", "7.000"),
        (8, "100.00", "0.00", "100.00", "100.00", "8.000"),
    ];
    let rules = Rules::default();
    for (d, success, tie, one, three, mean) in table {
        // The same d from a skill, or from a skill and modifiers against a difficulty.
        for spec in [
            RollSpec::new(d).against(0),
            RollSpec::new(2)
                .with(ModifierKind::PowerPoint, 1)
                .with(ModifierKind::Consequences, -1)
                .against(2 - d),
        ] {
            let o = roll_odds(&spec, &rules);
            let got = (
                pct(&o.exito),
                pct(&o.exact),
                pct(&o.one_shift),
                pct(&o.critico),
                format!("{:.3}", o.mean_shifts.to_f64()),
            );
            assert_eq!(
                got,
                (success.into(), tie.into(), one.into(), three.into(), mean.into()),
                "d = {d}"
            );
        }
    }
    // Normal against Normal, and Mediocre against the default Normal (§8.2 notes).
    assert_eq!(pct(&roll_odds(&RollSpec::new(1), &rules).exito), "61.73");
    assert_eq!(pct(&roll_odds(&RollSpec::new(0), &rules).exito), "38.27");
}

#[test]
fn table_8_3_opposed_roll() {
    // d, P(att ≥ 1), tie, P(def wins), P(def by ≥ 3), P(att ≥ 3), P(att ≥ 6), E[stress]
    let table = [
        (-4, "2.39", "4.05", "93.55", "73.92", "0.14", "0.00", "0.032"),
        (-3, "6.45", "7.68", "85.87", "58.44", "0.69", "0.00", "0.097"),
        (-2, "14.13", "11.95", "73.92", "41.56", "2.39", "0.02", "0.238"),
        (-1, "26.08", "15.49", "58.44", "26.08", "6.45", "0.14", "0.499"),
        (0, "41.56", "16.87", "41.56", "14.13", "14.13", "0.69", "0.914"),
        (1, "58.44", "15.49", "26.08", "6.45", "26.08", "2.39", "1.499"),
        (2, "73.92", "11.95", "14.13", "2.39", "41.56", "6.45", "2.238"),
        (3, "85.87", "7.68", "6.45", "0.69", "58.44", "14.13", "3.097"),
        (4, "93.55", "4.05", "2.39", "0.14", "73.92", "26.08", "4.032"),
        (5, "97.61", "1.71", "0.69", "0.02", "85.87", "41.56", "5.008"),
        (6, "99.31", "0.55", "0.14", "0.00", "93.55", "58.44", "6.002"),
        (7, "99.86", "0.12", "0.02", "0.00", "97.61", "73.92", "7.000"),
        (8, "99.98", "0.02", "0.00", "0.00", "99.31", "85.87", "8.000"),
    ];
    for (d, hit, tie, def, crit, three, six, stress) in table {
        let o = contest_odds(&RollSpec::new(3 + d), &RollSpec::new(3));
        let got = (
            pct(&o.first),
            pct(&o.tie),
            pct(&o.second),
            pct(&o.second_by_three),
            pct(&o.first_by_three),
            pct(&o.margin.at_least(6)),
            format!("{:.3}", o.margin.map(|m| m.max(0)).mean().to_f64()),
        );
        let want = (hit, tie, def, crit, three, six, stress);
        let want = (
            want.0.to_string(),
            want.1.to_string(),
            want.2.to_string(),
            want.3.to_string(),
            want.4.to_string(),
            want.5.to_string(),
            want.6.to_string(),
        );
        assert_eq!(got, want, "d = {d}");
    }
    // The 8dF weights per difference 0…8 (§8.3 observations).
    let m = contest_odds(&RollSpec::new(0), &RollSpec::new(0)).margin;
    let ways: Vec<String> = (0..=8).map(|v| m.weight(v).to_string()).collect();
    assert_eq!(ways, ["1107", "1016", "784", "504", "266", "112", "36", "8", "1"]);
    assert_eq!(m.denominator().to_string(), "6561");
}

#[test]
fn full_defence_and_a_consequence_move_d() {
    let equals = contest_odds(&RollSpec::new(3), &RollSpec::new(3));
    let hurt = contest_odds(
        &RollSpec::new(3).with(ModifierKind::Consequences, -1),
        &RollSpec::new(3),
    );
    let guarded = contest_odds(&RollSpec::new(3), &RollSpec::new(3).with(ModifierKind::FullDefense, 2));
    assert_eq!(pct(&equals.first), "41.56");
    assert_eq!(pct(&hurt.first), "26.08");
    assert_eq!(
        (pct(&guarded.first), pct(&guarded.second_by_three)),
        ("14.13".into(), "41.56".into())
    );
}

proptest! {
    #[test]
    fn effort_odds_match_enumeration_and_sum_to_one(
        skill in -6i32..10,
        pp in 0i32..4,
        penalty in -3i32..=0,
        difficulty in -4i32..12,
    ) {
        let spec = RollSpec::new(skill)
            .with(ModifierKind::PowerPoint, pp)
            .with(ModifierKind::Consequences, penalty)
            .against(difficulty);
        let o = roll_odds(&spec, &Rules::default());
        prop_assert_eq!(&o.effort, &brute(&spec));
        prop_assert_eq!(o.exito.add(&o.fallo), Fraction::one());
        let total = o.shifts.values().map(|v| o.shifts.prob(v)).fold(Fraction::zero(), |a, b| a.add(&b));
        prop_assert_eq!(total, Fraction::one());
    }

    #[test]
    fn contest_odds_sum_to_one(a in -4i32..10, b in -4i32..10) {
        let o = contest_odds(&RollSpec::new(a), &RollSpec::new(b));
        prop_assert_eq!(o.first.add(&o.tie).add(&o.second), Fraction::one());
    }
}

/// Seeded simulation through the roll machine agrees with the exact attack odds within
/// 0.02 (20,000 attacks: the standard error of a frequency is under 0.004).
#[test]
fn simulated_attacks_agree_with_the_exact_odds() {
    use tirada_dice::FastDice;
    let rules = Rules::default();
    let (atk, def) = (RollSpec::new(3), RollSpec::new(2).with(ModifierKind::Consequences, -1));
    let track = StressTrack::parse(".x.x.").unwrap();
    let held = vec![Consequence::new(Severity::Mild, "")];
    let exact = attack_odds(&atk, &def, None, &track, &held, 3, &rules);
    let mut src = FastDice::new(11);
    let n = 20_000;
    let (mut hits, mut forced, mut box3) = (0, 0, 0);
    for _ in 0..n {
        let a = FateRoll::throw(atk.clone(), &mut src).unwrap().effort();
        let d = FateRoll::throw(def.clone(), &mut src).unwrap().effort();
        let o = resolve_attack(a, d, None);
        hits += usize::from(o.stress > 0);
        match hit_effect(&track, &held, 3, o.stress, &rules) {
            HitEffect::Consequence { severity } => {
                assert_eq!(severity, Severity::Moderate);
                forced += 1
            }
            HitEffect::Box { index: 3 } => box3 += 1,
            _ => {}
        }
    }
    let p3 = exact.boxes.iter().find(|b| b.n == 3).unwrap().p.to_f64();
    for (count, p) in [
        (hits, exact.hit.to_f64()),
        (forced, exact.consequence.to_f64()),
        (box3, p3),
    ] {
        let f = count as f64 / n as f64;
        assert!((f - p).abs() < 0.02, "simulated {f} against exact {p}");
    }
}
