//! The reading aid's numeric claims (section 7, `NC-nn`) and derived distributions, checked
//! exactly, plus properties of the exact odds.

use proptest::prelude::*;
use tirada_dice::Fraction;
use tirada_rules::hitos::*;

fn frac(s: &str) -> Fraction {
    s.parse().unwrap()
}

fn spec(k: i32, d: Option<i32>) -> RollSpec {
    RollSpec {
        characteristic: k,
        difficulty: d,
        ..RollSpec::default()
    }
}

/// Rounded to three decimals, as the aid prints them.
fn r3(f: &Fraction) -> f64 {
    (f.to_f64() * 1000.0).round() / 1000.0
}

#[test]
fn nc_01_critical_or_fumble_is_56_in_1000_not_3_percent() {
    let o = odds(&spec(0, None), &Rules::default());
    assert_eq!(o.critical, frac("28/1000"));
    assert_eq!(o.fumble, frac("28/1000"));
    // The text's "3%" is about right for each one alone; together they are 5.6 %.
    assert_eq!(o.critical.add(&o.fumble), frac("56/1000"));
}

#[test]
fn nc_01b_realism_leaves_one_in_a_thousand_each() {
    let o = odds(&spec(0, None), &Rules::realistic());
    assert_eq!((o.critical.clone(), o.fumble.clone()), (frac("1/1000"), frac("1/1000")));
}

#[test]
fn die_distributions_per_1000() {
    let counts = |letters: &str| -> Vec<u64> {
        let d = letters.parse::<LetterExpr>().unwrap().dist(true);
        (1..=10).map(|v| (d.prob(v).to_f64() * 1000.0).round() as u64).collect()
    };
    assert_eq!(counts("m"), vec![271, 217, 169, 127, 91, 61, 37, 19, 7, 1]);
    assert_eq!(counts("C"), vec![28, 76, 112, 136, 148, 148, 136, 112, 76, 28]);
    assert_eq!(counts("M"), vec![1, 7, 19, 37, 61, 91, 127, 169, 217, 271]);
    // P(C ≥ c) = 3p²(1−p) + p³ with p = (11−c)/10.
    let c = "C".parse::<LetterExpr>().unwrap().dist(true);
    for v in 1..=10i64 {
        let p = Fraction::ratio(((11 - v) as u32).into(), 10u32.into());
        let q = p.complement();
        let closed = Fraction::from_int(3).mul(&p).mul(&p).mul(&q).add(&p.mul(&p).mul(&p));
        assert_eq!(c.at_least(v), closed, "c = {v}");
    }
}

#[test]
fn nc_11_table_expectations_of_every_expression() {
    for (expr, mean) in [
        ("1", "1"),
        ("m", "121/40"),
        ("C", "11/2"),
        ("M", "319/40"),
        ("mC", "341/40"),
        ("mM", "11"),
        ("CM", "539/40"),
        ("mCM", "33/2"),
        ("mCM+1d", "22"),
        ("mCM+2d", "55/2"),
        ("mCM+3d", "33"),
    ] {
        let e: LetterExpr = expr.parse().unwrap();
        assert_eq!(e.dist(true).mean(), frac(mean), "{expr}");
    }
}

#[test]
fn success_depends_only_on_difficulty_minus_bonus() {
    let rules = Rules::default();
    let table = [
        (1, 0.972),
        (2, 0.972),
        (3, 0.896),
        (4, 0.784),
        (5, 0.648),
        (6, 0.5),
        (7, 0.352),
        (8, 0.216),
        (9, 0.104),
        (10, 0.028),
        (11, 0.028),
        (20, 0.028),
    ];
    for (t, p) in table {
        for k in [0, 7, 15] {
            assert_eq!(r3(&odds::success_chance(k, k + t, &rules)), p, "t = {t}, k = {k}");
        }
    }
    assert_eq!(odds::success_chance(0, 1, &Rules::realistic()), frac("999/1000"));
    assert_eq!(odds::success_chance(0, 11, &Rules::realistic()), frac("1/1000"));
}

#[test]
fn band_table_rows() {
    // k = 12 across Media 13/15/17 and Difícil 18/20/22.
    let rules = Rules::default();
    let got: Vec<f64> = [13, 15, 17, 18, 20, 22]
        .iter()
        .map(|&d| (odds::success_chance(12, d, &rules).to_f64() * 100.0).round() / 100.0)
        .collect();
    assert_eq!(got, vec![0.97, 0.90, 0.65, 0.50, 0.22, 0.03]);
}

#[test]
fn optimal_positive_activation_success() {
    let rules = Rules::default();
    for (t, plain, with) in [
        (6, 0.5, 0.991),
        (8, 0.216, 0.927),
        (10, 0.028, 0.638),
        (12, 0.028, 0.329),
        (15, 0.028, 0.238),
        (20, 0.028, 0.105),
    ] {
        let s = spec(0, Some(t));
        let v = activation_value(&s, &rules, Polarity::Positive, Objective::Success).unwrap();
        assert_eq!(r3(&v), with, "t = {t}");
        assert_eq!(r3(&odds::success_chance(0, t, &rules)), plain);
        // Forbidding a zero-dice activation changes it by at most 0.003 (AMB-05).
        let strict = Rules {
            zero_dice_activation: false,
            ..Rules::default()
        };
        let v0 = activation_value(&s, &strict, Polarity::Positive, Objective::Success).unwrap();
        assert!(v0 <= v && v.sub(&v0).to_f64() <= 0.003, "t = {t}");
    }
}

#[test]
fn adversarial_negative_activation_success() {
    let rules = Rules::default();
    for (t, p) in [(1, 0.546), (2, 0.281), (3, 0.13), (5, 0.02)] {
        let v = activation_value(&spec(0, Some(t)), &rules, Polarity::Negative, Objective::Success).unwrap();
        assert_eq!(r3(&v), p, "t = {t}");
    }
    let v = activation_value(&spec(0, Some(9)), &rules, Polarity::Negative, Objective::Success).unwrap();
    assert!(v.to_f64() < 0.001);
}

#[test]
fn activation_values_on_a_full_reroll() {
    // V⁺ has mean 9.285 and reaches 30; V⁻ has mean 0.44 and is negative 28 % of the time.
    let (mut plus, mut minus, mut neg) = (0i64, 0i64, 0u32);
    let mut max = 0;
    for (h, w) in dice::hands() {
        plus += i64::from(h.positive_value()) * i64::from(w);
        minus += i64::from(h.negative_value()) * i64::from(w);
        neg += if h.negative_value() < 0 { w } else { 0 };
        max = max.max(h.positive_value());
    }
    assert_eq!((plus, minus, neg, max), (9285, 440, 280, 30));
}

#[test]
fn opposed_equal_bonuses_tie_119_in_1000() {
    let rules = Rules::default();
    let o = opposed_odds(&spec(5, None), &spec(5, None), &rules);
    assert_eq!(r3(&o.tie), 0.119);
    assert_eq!(o.initiator, o.opponent);
    assert!((o.initiator.to_f64() - 0.44050).abs() < 0.0001);
    assert_eq!(o.initiator.add(&o.opponent).add(&o.tie), Fraction::one());
}

#[test]
fn activation_odds_agree_with_the_solver() {
    let rules = Rules::default();
    for (t, pol) in [(8, Polarity::Positive), (3, Polarity::Negative)] {
        let a = activation_odds(&spec(0, Some(t)), &rules, pol, Objective::Success).unwrap();
        assert_eq!(a.with.outcomes.as_ref().unwrap().success(), a.value, "t = {t}");
        assert_eq!(a.with.dist.prob_where(|_| true), Fraction::one());
    }
    let a = activation_odds(&spec(3, None), &rules, Polarity::Positive, Objective::Mean).unwrap();
    assert_eq!(a.with.dist.mean(), a.value);
    assert!(a.value > a.value_without);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn outcomes_sum_to_one(k in -5i32..30, d in 0i32..45, realistic: bool, reading in 0usize..7) {
        let letters = ["m", "C", "M", "mC", "mM", "CM", "mCM"][reading];
        let rules = if realistic { Rules::realistic() } else { Rules::default() };
        let s = RollSpec { reading: Letters::parse(letters).unwrap(), ..spec(k, Some(d)) };
        let o = odds(&s, &rules);
        let out = o.outcomes.unwrap();
        let sum = out.exito.add(&out.fallo).add(&out.critico).add(&out.pifia);
        prop_assert_eq!(sum, Fraction::one());
        prop_assert_eq!(o.dist.prob_where(|_| true), Fraction::one());
        prop_assert_eq!(out.critico, o.critical);
    }

    #[test]
    fn a_roll_agrees_with_resolve(a in 1u8..=10, b in 1u8..=10, c in 1u8..=10, k in -5i32..20, d in 5i32..40) {
        let s = spec(k, Some(d));
        let r = HitosRoll::from_faces(s.clone(), Rules::default(), [a, b, c]).finish();
        let direct = resolve(Sorted::new([a, b, c]), &s, &Rules::default(), None);
        prop_assert_eq!(r.total, direct.total);
        prop_assert_eq!(r.outcome, direct.outcome);
    }
}

#[test]
fn nc_07_six_contiguous_bands() {
    let ranges: Vec<(i32, i32)> = Band::ALL.iter().map(|b| b.range()).collect();
    assert_eq!(ranges, vec![(8, 12), (13, 17), (18, 22), (23, 27), (28, 32), (33, 37)]);
    assert_eq!(Band::ALL.map(|b| b.name())[5], "Casi imposible");
    assert_eq!(Band::of(25), Some(Band::VeryHard));
}

#[test]
fn aguante_tests_massive_damage_and_dying() {
    let rules = Rules::default();
    let massive: Vec<f64> = [4, 6, 8, 10]
        .iter()
        .map(|&a| r3(&odds::success_chance(a, 12, &rules)))
        .collect();
    assert_eq!(massive, vec![0.216, 0.5, 0.784, 0.972]);
    let death: Vec<f64> = [4, 6, 8, 10, 12]
        .iter()
        .map(|&a| r3(&odds::success_chance(a, 15, &rules).complement()))
        .collect();
    assert_eq!(death, vec![0.972, 0.896, 0.648, 0.352, 0.104]);
    // Without help, a dying character stabilises (a critical) before dying with 0.028–0.074.
    for (a, p) in [(4, 0.028), (10, 0.074)] {
        let o = odds(&spec(a, Some(15)), &rules).outcomes.unwrap();
        let stabilise = o.critico.to_f64() / (o.critico.to_f64() + o.fallo.to_f64() + o.pifia.to_f64());
        assert_eq!((stabilise * 1000.0).round() / 1000.0, p, "Aguante {a}");
    }
}

#[test]
fn temperature_and_asphyxia_chains_for_aguante_5() {
    let rules = Rules::default();
    let mut alive = Fraction::one();
    let mut got = Vec::new();
    for n in 0..4 {
        alive = alive.mul(&odds::success_chance(5, hazards::temperature_difficulty(n), &rules));
        got.push((alive.to_f64() * 100.0).round() / 100.0);
    }
    assert_eq!(got, vec![0.65, 0.32, 0.11, 0.02]);
    assert_eq!(hazards::asphyxia_difficulty(4), hazards::temperature_difficulty(3));
}
