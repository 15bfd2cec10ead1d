//! The simulator throws every die; its totals must follow the exact distribution.

use tirada_rules::portal::*;

/// Pearson's chi-square of a tally against the exact odds, bins merged to expect ≥ 5 each;
/// returns (statistic, degrees of freedom).
fn chi_square(tally: &Tally, spec: &RollSpec, rules: &Rules) -> (f64, usize) {
    let exact = odds_without_rerolls(spec, rules).dist;
    let n = tally.rolls() as f64;
    let observed = |t: i64| tally.totals().find(|&(x, _)| x as i64 == t).map_or(0, |(_, c)| c) as f64;
    let (mut stat, mut bins, mut e_acc, mut o_acc) = (0.0, 0usize, 0.0, 0.0);
    for (v, p) in exact.to_f64() {
        e_acc += p * n;
        o_acc += observed(v);
        if e_acc >= 5.0 {
            stat += (o_acc - e_acc).powi(2) / e_acc;
            bins += 1;
            (e_acc, o_acc) = (0.0, 0.0);
        }
    }
    if e_acc > 0.0 {
        stat += (o_acc - e_acc).powi(2) / e_acc;
        bins += 1;
    }
    let seen_outside: u64 = tally
        .totals()
        .filter(|&(t, _)| exact.weight(t as i64) == 0u8.into())
        .map(|(_, c)| c)
        .sum();
    assert_eq!(seen_outside, 0, "a simulated total the exact engine calls impossible");
    (stat, bins - 1)
}

/// 10^6 rolls per spec; the statistic must stay below `df + 6·√(2·df) + 10` (beyond the
/// 99.999th percentile for these degrees of freedom).
#[test]
fn simulated_totals_follow_the_exact_distribution() {
    let specs = [
        (
            RollSpec {
                black: 3,
                green: 3,
                difficulty: Some(5),
                ..RollSpec::default()
            },
            Rules::book(),
        ),
        (
            RollSpec {
                role: Role::Low,
                black: 1,
                red: 2,
                red_unrolled: 1,
                tempt: true,
                ..RollSpec::default()
            },
            Rules::summary(),
        ),
        (
            RollSpec {
                role: Role::Middle,
                kind: ReadingKind::Toughness,
                black: 2,
                red: 1,
                green: 2,
                fortes: vec![Forte {
                    level: 2,
                    specialty: true,
                    superhuman: false,
                }],
                ..RollSpec::default()
            },
            Rules::book(),
        ),
    ];
    for (i, (spec, rules)) in specs.iter().enumerate() {
        let tally = Simulator::new(spec, rules).run(1_000_000, 99 + i as u64);
        assert_eq!(tally.rolls(), 1_000_000);
        let (stat, df) = chi_square(&tally, spec, rules);
        let limit = df as f64 + 6.0 * (2.0 * df as f64).sqrt() + 10.0;
        assert!(stat < limit, "spec {i}: chi² {stat:.1} with {df} df (limit {limit:.1})");
    }
}

#[test]
fn same_seed_same_tally() {
    let spec = RollSpec {
        black: 2,
        ..RollSpec::default()
    };
    let sim = Simulator::new(&spec, &Rules::summary());
    assert_eq!(sim.run(10_000, 5), sim.run(10_000, 5));
    assert_ne!(sim.run(10_000, 5), sim.run(10_000, 6));
}
