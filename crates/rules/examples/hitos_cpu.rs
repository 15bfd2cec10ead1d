//! Hitos speed target measured in CPU time of the calling thread as well as wall time, so other
//! builds on the same cores do not hide the engine's own cost.
//! Run: `cargo run --release -p tirada-rules --example hitos_cpu`.

use std::time::Instant;
use tirada_rules::hitos::*;

/// Nanoseconds this thread has spent on a CPU (Linux), if readable.
fn thread_cpu_ns() -> Option<u64> {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

fn measure(name: &str, reps: u32, mut f: impl FnMut()) {
    f();
    let (cpu0, wall0) = (thread_cpu_ns(), Instant::now());
    for _ in 0..reps {
        f();
    }
    let wall = wall0.elapsed().as_secs_f64() / reps as f64;
    let cpu = thread_cpu_ns()
        .zip(cpu0)
        .map(|(b, a)| (b - a) as f64 / 1e9 / reps as f64);
    let fmt = |s: f64| format!("{:.1} µs", s * 1e6);
    println!("| {name} | {} | {} |", cpu.map_or("?".into(), fmt), fmt(wall));
}

fn main() {
    let rules = Rules::default();
    let s = RollSpec {
        characteristic: 8,
        difficulty: Some(16),
        ..RollSpec::default()
    };
    println!("| case | CPU time (this thread) | wall time |\n|---|---|---|");
    measure("odds without activation", 2000, || drop(odds(&s, &rules)));
    measure("odds with an optimal positive activation", 300, || {
        drop(activation_value(&s, &rules, Polarity::Positive, Objective::Success).unwrap())
    });
    measure("odds against an adversarial negative activation", 300, || {
        drop(activation_value(&s, &rules, Polarity::Negative, Objective::Success).unwrap())
    });
}
