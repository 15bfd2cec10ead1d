//! The benchmark cases of the foundation issue, timed with `std::time::Instant`.
//!
//! Prints one JSON document on stdout: for every case its name, the tirada expression, the
//! explosion depth, the exact distribution as `{"value": "n/d"}` and the median time of one
//! computation (`parse(expr).odds(depth)`) in nanoseconds. `bench/icepool/compare.py` reads it
//! and checks the same numbers against icepool.
//!
//! Run single-threaded in a release build:
//! `cargo run --release -p tirada-dice --example bench_cases`
//!
//! Optional argument: a case name to run only that case.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::{Duration, Instant};
use tirada_dice::notation::{parse, Odds};

/// Explosion depth for every case: extra dice after the first, as icepool's `explode(depth=3)`.
const DEPTH: u32 = 3;

/// `(name, expression)`; the same list lives in `benches/dice.rs` and `bench/icepool/compare.py`.
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

/// Timed samples per case; the reported time is their median.
const SAMPLES: usize = 31;
/// Each sample runs enough computations to last at least this long.
const SAMPLE_TARGET: Duration = Duration::from_millis(20);

fn compute(expr: &str) -> Odds {
    parse(expr)
        .expect("benchmark expressions parse")
        .odds(DEPTH)
        .expect("benchmark expressions are small enough")
}

/// Median nanoseconds of one computation of `expr`.
fn median_ns(expr: &str) -> f64 {
    // Warm up and find how many computations make one sample.
    let mut iters: u64 = 1;
    loop {
        let start = Instant::now();
        for _ in 0..iters {
            black_box(compute(black_box(expr)));
        }
        if start.elapsed() >= SAMPLE_TARGET / 4 || iters >= 1 << 30 {
            break;
        }
        iters *= 2;
    }
    let iters = iters.saturating_mul(4).max(1);
    let mut samples: Vec<f64> = (0..SAMPLES)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..iters {
                black_box(compute(black_box(expr)));
            }
            start.elapsed().as_nanos() as f64 / iters as f64
        })
        .collect();
    samples.sort_by(|a, b| a.total_cmp(b));
    samples[SAMPLES / 2]
}

fn main() {
    let only = std::env::args().nth(1);
    let mut out = Vec::new();
    for &(name, expr) in CASES {
        if only.as_deref().is_some_and(|o| o != name && o != expr) {
            continue;
        }
        let odds = compute(expr);
        let distribution: BTreeMap<String, String> = odds
            .dist
            .probabilities()
            .into_iter()
            .map(|vp| (vp.value.to_string(), vp.p.to_string()))
            .collect();
        let ns = median_ns(expr);
        eprintln!("{name:<30} {expr:<10} {:>14.0} ns", ns);
        out.push(serde_json::json!({
            "name": name,
            "expression": expr,
            "depth": DEPTH,
            "truncated": odds.truncated.to_string(),
            "distribution": distribution,
            "median_ns": ns,
        }));
    }
    println!("{}", serde_json::to_string_pretty(&out).expect("JSON"));
}
