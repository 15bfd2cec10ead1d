//! The benchmark cases, shared by `benches/dice.rs` (criterion) and `examples/bench_cases.rs`
//! (timed against icepool by `bench/icepool/compare.py`, which lists the same expressions with
//! icepool's code for each).

/// Explosion depth for every case: extra dice after the first, as icepool's `depth=3`.
pub const DEPTH: u32 = 3;

/// `(name, expression)`: the foundation issue's cases, then issue #18's new forms.
pub const CASES: &[(&str, &str)] = &[
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
    ("4d6 drop the lowest", "4d6dl1"),
    ("advantage", "2d20kh1"),
    ("reroll a 1 once", "1d20ro1"),
    ("reroll below 3 once", "2d6ro<3"),
    ("reroll 1s until none", "8d6rr1"),
    ("successes of 10d10", "10d10>=7"),
    ("successes less 1s", "10d10>=7f1"),
    ("at least 2 per die", "4d6min2"),
    ("better of 2d6 and 1d12", "{2d6,1d12}kh1"),
    ("product", "2d6*1d4"),
    ("explode on 5 or 6", "1d6!>=5"),
    ("highest 2 of 5d10 compounding", "5d10!!kh2"),
    ("highest 3 of 4d6 exploding", "4d6!kh3"),
    ("highest 5 of 10d10 exploding", "10d10!kh5"),
    ("4d6 exploding, lowest dropped", "4d6!dl1"),
    ("successes of 10d10 exploding", "10d10!>=8>=8"),
    // Issue #31: keep over identical groups (the pool path), once slower than icepool.
    (
        "highest 3 of six 4d6kh3",
        "{4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3}kh3",
    ),
];
