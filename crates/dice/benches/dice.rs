//! Criterion benchmarks of the cases in `support/cases.rs`: each case computes an exact distribution
//! through the notation, `parse(expr).odds(3)`, as the CLI does.
//!
//! `cargo bench -p tirada-dice --bench dice`. The same cases, timed against icepool and checked
//! for equal distributions, are in `examples/bench_cases.rs` and `bench/icepool/`.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use std::time::Duration;
use tirada_dice::notation::parse;

#[path = "support/cases.rs"]
mod cases;
use cases::{CASES, DEPTH};

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
