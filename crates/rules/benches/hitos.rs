//! Hitos speed target (issue 5): the exact chance of success with an optimal positive
//! activation, from the generic solver, under 1 ms. Also the plain odds, the full distribution
//! under the activation policy, and the advice on one throw.
//!
//! `cargo bench -p tirada-rules --bench hitos`

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use tirada_rules::hitos::*;

fn spec(k: i32, difficulty: i32) -> RollSpec {
    RollSpec {
        characteristic: k,
        difficulty: Some(difficulty),
        ..RollSpec::default()
    }
}

fn hitos(c: &mut Criterion) {
    let rules = Rules::default();
    let s = spec(8, 16);
    let mut g = c.benchmark_group("hitos");
    g.bench_function("odds_plain", |b| b.iter(|| odds(black_box(&s), &rules)));
    g.bench_function("odds_optimal_positive_activation", |b| {
        b.iter(|| activation_value(black_box(&s), &rules, Polarity::Positive, Objective::Success).unwrap())
    });
    g.bench_function("odds_adversarial_negative_activation", |b| {
        b.iter(|| activation_value(black_box(&s), &rules, Polarity::Negative, Objective::Success).unwrap())
    });
    let roll = HitosRoll::from_faces(s.clone(), rules.clone(), [2, 4, 7]);
    g.bench_function("advice_one_throw", |b| {
        b.iter(|| advise(black_box(&roll), Polarity::Positive, Objective::Success).unwrap())
    });
    g.sample_size(20);
    g.bench_function("distribution_under_optimal_activation", |b| {
        b.iter(|| activation_odds(black_box(&s), &rules, Polarity::Positive, Objective::Success).unwrap())
    });
    g.finish();
}

criterion_group!(benches, hitos);
criterion_main!(benches);
