//! The benchmark cases (`benches/support/cases.rs`), timed with `std::time::Instant`.
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

#[path = "../benches/support/cases.rs"]
mod cases;
use cases::{CASES, DEPTH};

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
