//! PORTAL speed targets (issue 3): odds without rerolls, best-policy odds, simulation.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use tirada_dice::solver::{solve_with, SolveOptions};
use tirada_rules::portal::*;

fn spec(black: u8, red: u8, green: u8, aces: u8) -> RollSpec {
    RollSpec {
        black,
        red,
        green,
        aces,
        difficulty: Some(5),
        ..RollSpec::default()
    }
}

fn odds(c: &mut Criterion) {
    let rules = Rules::summary();
    let mut g = c.benchmark_group("portal_odds_without_rerolls");
    for (name, s) in [("basic", spec(0, 0, 0, 0)), ("3_of_each", spec(3, 3, 3, 0))] {
        g.bench_function(name, |b| b.iter(|| odds_without_rerolls(&s, &rules)));
    }
    g.finish();

    let mut g = c.benchmark_group("portal_best_policy_5_rerolls");
    g.sample_size(10);
    for (name, s) in [
        ("3_malestar_3_suerte", spec(3, 0, 3, 5)),
        ("3_of_every_colour", spec(3, 3, 3, 5)),
    ] {
        let game = PortalGame::before_throw(&s, &rules, Objective::Success, false);
        g.bench_function(format!("{name}_single_thread"), |b| {
            b.iter(|| solve_with(&game, 5, SolveOptions::single_threaded()).unwrap())
        });
    }
    g.finish();
}

fn simulation(c: &mut Criterion) {
    let rules = Rules::summary();
    let mut g = c.benchmark_group("portal_simulation");
    const N: u64 = 1_000_000;
    g.throughput(Throughput::Elements(N));
    for (name, s) in [("basic", spec(0, 0, 0, 0)), ("3_of_each", spec(3, 3, 3, 0))] {
        let sim = Simulator::new(&s, &rules);
        g.bench_function(name, |b| {
            b.iter_batched(|| 7u64, |seed| sim.run(N, seed), BatchSize::SmallInput)
        });
    }
    g.finish();
}

criterion_group!(benches, odds, simulation);
criterion_main!(benches);
