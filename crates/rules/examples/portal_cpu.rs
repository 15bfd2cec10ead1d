//! PORTAL speed cases measured in CPU time of the calling thread as well as wall time, so a
//! busy machine (other builds on the same cores) does not hide the engine's own cost.
//! Run: `cargo run --release -p tirada-rules --example portal_cpu`.

use std::time::Instant;
use tirada_dice::solver::{solve_with, SolveOptions};
use tirada_rules::portal::*;

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
    f(); // warm up
    let (cpu0, wall0) = (thread_cpu_ns(), Instant::now());
    for _ in 0..reps {
        f();
    }
    let wall = wall0.elapsed().as_secs_f64() / reps as f64;
    let cpu = thread_cpu_ns()
        .zip(cpu0)
        .map(|(b, a)| (b - a) as f64 / 1e9 / reps as f64);
    let fmt = |s: f64| {
        if s < 1e-3 {
            format!("{:.1} µs", s * 1e6)
        } else {
            format!("{:.1} ms", s * 1e3)
        }
    };
    println!("| {name} | {} | {} |", cpu.map_or("?".into(), fmt), fmt(wall));
}

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

fn main() {
    let rules = Rules::summary();
    println!("| case | CPU time (this thread) | wall time |\n|---|---|---|");
    measure("odds without rerolls, basic dice", 2000, || {
        drop(odds_without_rerolls(&spec(0, 0, 0, 0), &rules))
    });
    measure("odds without rerolls, 3 of every colour", 500, || {
        drop(odds_without_rerolls(&spec(3, 3, 3, 0), &rules))
    });
    for (name, s, reps) in [
        ("3 malestar + 3 suerte", spec(3, 0, 3, 5), 10),
        ("3 of every colour", spec(3, 3, 3, 5), 2),
    ] {
        let game = PortalGame::before_throw(&s, &rules, Objective::Success, false);
        measure(
            &format!("best policy, 5 rerolls, {name}, exact, 1 thread"),
            reps,
            || drop(solve_with(&game, 5, SolveOptions::single_threaded()).unwrap()),
        );
    }
    let sim = Simulator::new(&spec(3, 3, 3, 0), &rules);
    let n = 20_000_000;
    let (cpu0, wall0) = (thread_cpu_ns(), Instant::now());
    let tally = sim.run(n, 1);
    let wall = wall0.elapsed().as_secs_f64();
    let cpu = thread_cpu_ns().zip(cpu0).map(|(b, a)| (b - a) as f64 / 1e9);
    assert_eq!(tally.rolls(), n);
    println!(
        "| simulation, 3 of every colour (12 coloured dice) | {} M rolls/s | {:.1} M rolls/s |",
        cpu.map_or("?".into(), |c| format!("{:.1}", n as f64 / c / 1e6)),
        n as f64 / wall / 1e6
    );
}
