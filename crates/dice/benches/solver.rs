//! Criterion benchmarks of the best-reroll solver on PORTAL-shaped games.
//!
//! `cargo bench -p tirada-dice --bench solver`. Targets (single-threaded): white + black +
//! green (3d6 each), five rerolls, under 20 ms; all four colours (9 834 496 states per level),
//! five rerolls, the pre-throw value under 1 s. Keeping every level of those four colours would
//! take about 650 MiB and is refused (`solver/cost.rs`); the largest kept in full here is four
//! colours with two green dice (3,687,936 states), about 190 MiB.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use std::time::Duration;
use tirada_dice::solver::{odds_with, solve_with, Group, RerollGame, SolveOptions};

/// A PORTAL-like roll: the highest white (with the six bonus) plus the highest green, minus the
/// highest black and red; success iff it beats 5, +1 after exactly five rerolls; 1s and 6s are
/// blocked. The rules are only a stand-in with the same shape and cost as PORTAL's.
struct PortalLike {
    groups: Vec<Group>,
}

impl PortalLike {
    fn new(colours: usize) -> Self {
        PortalLike {
            groups: vec![Group { sides: 6, count: 3 }; colours],
        }
    }

    /// Four colours, the last with two dice.
    fn two_green() -> Self {
        let mut p = PortalLike::new(4);
        p.groups[3].count = 2;
        p
    }
}

fn highest(d: &[u8]) -> i64 {
    d.last().map_or(0, |&f| i64::from(f))
}

impl RerollGame for PortalLike {
    fn groups(&self) -> &[Group] {
        &self.groups
    }
    fn stop_value(&self, dice: &[&[u8]], made: u32) -> i64 {
        let white = dice[0];
        let kept = highest(white);
        let sixes = white.iter().filter(|&&f| f == 6).count() as i64;
        let bonus = if kept == 6 { sixes - 1 } else { 0 };
        let mut total = kept + bonus - highest(dice[1]) / 2 + i64::from(made == 5);
        if let Some(green) = dice.get(2) {
            total += highest(green) / 3;
        }
        if let Some(red) = dice.get(3) {
            total -= i64::from(red.first() == Some(&1));
        }
        i64::from(total > 5)
    }
    fn can_reroll(&self, _: usize, face: u8) -> bool {
        face != 1 && face != 6
    }
    fn made_class(&self, made: u32) -> u32 {
        u32::from(made == 5)
    }
}

fn solver(c: &mut Criterion) {
    let mut group = c.benchmark_group("solver");
    group.warm_up_time(Duration::from_secs(1));
    let one = SolveOptions::single_threaded();
    let auto = SolveOptions::default();
    let portal = PortalLike::new(3);
    group.measurement_time(Duration::from_secs(3));
    group.bench_function("3 colours × 3d6, 5 rerolls, odds, 1 thread", |b| {
        b.iter(|| odds_with(black_box(&portal), 5, one).expect("solvable"))
    });
    group.bench_function("3 colours × 3d6, 5 rerolls, solve (all levels), 1 thread", |b| {
        b.iter(|| solve_with(black_box(&portal), 5, one).expect("solvable"))
    });
    group.bench_function("3 colours × 3d6, 5 rerolls, solve (all levels), auto threads", |b| {
        b.iter(|| solve_with(black_box(&portal), 5, auto).expect("solvable"))
    });
    let solved = solve_with(&portal, 5, one).expect("solvable");
    group.bench_function(
        "3 colours × 3d6, 5 rerolls, distribution under the policy, 1 thread",
        |b| {
            b.iter(|| {
                solved
                    .distribution(&|d, _| highest(d[0]) - highest(d[1]))
                    .expect("fits")
            })
        },
    );
    let worst = PortalLike::new(4);
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(15));
    group.bench_function("4 colours × 3d6, 5 rerolls, odds, 1 thread", |b| {
        b.iter(|| odds_with(black_box(&worst), 5, one).expect("solvable"))
    });
    let kept = PortalLike::two_green();
    group.bench_function("4 colours (3,3,3,2)d6, 5 rerolls, solve (all levels), 1 thread", |b| {
        b.iter(|| solve_with(black_box(&kept), 5, one).expect("solvable"))
    });
    group.bench_function(
        "4 colours (3,3,3,2)d6, 5 rerolls, solve (all levels), auto threads",
        |b| b.iter(|| solve_with(black_box(&kept), 5, auto).expect("solvable")),
    );
    let solved = solve_with(&kept, 5, one).expect("solvable");
    group.bench_function(
        "4 colours (3,3,3,2)d6, 5 rerolls, distribution under the policy, 1 thread",
        |b| {
            b.iter(|| {
                solved
                    .distribution(&|d, _| highest(d[0]) - highest(d[1]))
                    .expect("fits")
            })
        },
    );
    group.finish();
}

criterion_group!(benches, solver);
criterion_main!(benches);
