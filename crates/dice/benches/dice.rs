//! Criterion benchmarks of the foundation issue: each case computes an exact distribution
//! through the notation, `parse(expr).odds(3)`, as the CLI does.
//!
//! `cargo bench -p tirada-dice --bench dice`. The same cases, timed against icepool and checked
//! for equal distributions, are in `examples/bench_cases.rs` and `bench/icepool/`.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use std::time::Duration;
use tirada_dice::notation::parse;

/// Explosion depth (extra dice after the first), as icepool's `explode(depth=3)`.
const DEPTH: u32 = 3;

const CASES: &[(&str, &str)] = &[
    ("middle of 3d10", "3d10km"),
    ("highest of 3d6", "3d6kh1"),
    ("middle of 3d6", "3d6km"),
    ("lowest of 3d6", "3d6kl1"),
    ("4dF", "4dF"),
    ("2d12 exploding", "2d12!"),
    ("highest 3 of 20d10", "20d10kh3"),
    ("middle of 101d10", "101d10km"),
    ("sum of 100d6", "100d6"),
    ("highest 5 of 10d10 compounding", "10d10!!kh5"),
];

fn exact_odds(c: &mut Criterion) {
    let mut group = c.benchmark_group("odds");
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(3));
    for &(_, expr) in CASES {
        group.bench_function(expr, |b| {
            b.iter(|| {
                parse(black_box(expr))
                    .expect("benchmark expressions parse")
                    .odds(DEPTH)
                    .expect("benchmark expressions are small enough")
            })
        });
    }
    group.finish();
}

criterion_group!(benches, exact_odds);
criterion_main!(benches);
