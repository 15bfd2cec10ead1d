//! What the exact algorithms of [`crate::dist`] and [`crate::pool`] cost, in word operations
//! on weights. The same unit is estimated before a step runs (the notation refuses a step that
//! would cost too much, `notation/cost.rs`) and ticked while it runs ([`crate::meter`]), so a
//! test can compare the two, form by form.
//!
//! A weight of `b` bits is `b/64 + 1` machine words; adding two costs that many word
//! operations, multiplying two costs its square (schoolbook, as [`crate::weight::Wide`] does).
//! Each estimate follows its algorithm's loops: how many entries each pass touches, and with
//! which operation.

pub use crate::ops::{add, combine_pair, dist_bytes, mul, mul_add, print_row_work, words, ALLOC, HASHED};

use crate::dist::Dist;
use crate::pool::Keep;
use num_bigint::BigUint;

/// Possible values (weights that are not zero) of a distribution.
fn faces(d: &Dist) -> u64 {
    d.values().count() as u64
}

/// Work of [`Dist::add`] of `a` and `b`: every pair of entries.
pub fn convolve_work(a: &Dist, b: &Dist) -> u64 {
    if a.is_one_point() || b.is_one_point() {
        return 0;
    }
    let w = words(a.denominator().bits() + b.denominator().bits() + 1);
    a.entries().saturating_mul(b.entries()).saturating_mul(mul_add(w))
}

/// Pairs of possible values of `a` and `b`.
fn pairs(a: &Dist, b: &Dist) -> u64 {
    faces(a).saturating_mul(faces(b))
}

/// Work of [`Dist::combine`]: every pair of possible values, in `u128` while the product of
/// the totals fits, kept apart by outcome in a hash map with big weights after.
pub fn combine_work(a: &Dist, b: &Dist) -> u64 {
    let bits = a.denominator().bits() + b.denominator().bits();
    pairs(a, b).saturating_mul(combine_pair(bits))
}

/// Work of one exploding throw of `die` cut after `depth` extra dice (`explode.rs`): per
/// step, every face once.
pub fn exploding_work(die: &Dist, depth: u32) -> u64 {
    let steps = depth as u64 + 1;
    let w = words(power_bits(&die.denominator(), steps));
    steps.saturating_mul(faces(die)).saturating_mul(mul_add(w))
}

/// Work of [`Dist::sum_iid`]: `n − 1` copies added one at a time, each a sliding window over the
/// sum so far for a plain die (an addition and a subtraction per entry), or a convolution with
/// the die otherwise.
pub fn sum_work(die: &Dist, n: u32) -> u64 {
    if n < 2 {
        return 0;
    }
    let (n, len) = (n as u64, die.entries());
    let w = words(crate::weight::power_bits(&die.denominator(), n));
    match die.uniform_unit() {
        Some(unit) => {
            // Copy i (0-based) slides over (i + 1)(len − 1) + 1 entries.
            let entries = (len - 1).saturating_mul(n * (n + 1) / 2) + n;
            let scale = if unit == 1 { 0 } else { (len - 1) * n + 1 };
            entries
                .saturating_mul(2 * add(w))
                .saturating_add(scale.saturating_mul(mul(w)))
        }
        None => {
            // Copy i + 1 convolves i(len − 1) + 1 entries with the die's len.
            let entries = (len - 1).saturating_mul(n * (n - 1) / 2) + n - 1;
            entries.saturating_mul(len).saturating_mul(mul_add(w))
        }
    }
}

/// Work of Pascal's triangle up to row `n` in weights of `w` words, when row `n` does not fit a
/// `u128` (below that a row is made multiplicatively, in `n` steps).
fn binomial_work(n: u64, w: u64) -> u64 {
    if n <= 120 {
        n
    } else {
        (n * n / 2).saturating_mul(add(w))
    }
}

/// Work of the `k`-th lowest (0-based) of `n` throws of a die with `faces` possible values, in
/// weights of `bits` bits: per face, two rows of powers and the sum of `n − k` terms.
pub fn order_statistic_work(faces: u64, n: u32, k: u32, bits: u64) -> u64 {
    let w = words(bits);
    let (n, k) = (n as u64, k as u64);
    let per_face = 4 * (n - k) + 2 * (64 - (k + 1).leading_zeros() as u64);
    faces
        .saturating_mul(per_face)
        .saturating_mul(mul(w))
        .saturating_add(binomial_work(n, w))
}

/// Work of the multiset walk of `pool.rs` over the faces of `die` (as scored) in walking order,
/// `n` dice, the positions `kept` (in walking order) kept: per face, powers of its weight and,
/// for each open row `a`, `open − a + 1` shifted copies of a row as wide as the kept sums seen
/// so far (`kept_before(a)` dice times the distance walked).
fn kept_sum_work(values: &[i64], n: u32, kept: std::ops::Range<u32>, bits: u64) -> u64 {
    let w = words(bits);
    let (n, open) = (n as u64, kept.end as u64);
    let kept_before = |p: u64| (kept.start as u64).min(p).abs_diff((kept.end as u64).min(p));
    let (mut rows, mut widths) = (0u64, 0u64);
    for a in 0..open {
        rows += open - a + 1;
        widths = widths.saturating_add((open - a + 1).saturating_mul(kept_before(a)));
    }
    // Σ over faces of the distance from the first face to the one before.
    let walked: u64 = values
        .iter()
        .skip(1)
        .zip(values)
        .map(|(_, before)| before.abs_diff(values[0]))
        .fold(0u64, u64::saturating_add);
    let faces = values.len() as u64;
    let per_face = 2 * n + open * (open + 1) / 2 + 2 * open * (n - open + 1);
    let binomials = (0..open)
        .map(|a| binomial_work(n - a, w))
        .fold(0u64, u64::saturating_add);
    faces
        .saturating_mul(per_face)
        .saturating_mul(mul(w))
        .saturating_add(
            widths
                .saturating_mul(walked)
                .saturating_add(rows.saturating_mul(faces))
                .saturating_mul(mul_add(w)),
        )
        .saturating_add(binomials)
}

/// Work of [`crate::pool::keep_sum_scored`]: the plain sum, the order statistic or the multiset
/// walk, as it picks.
pub fn keep_work(die: &Dist, n: u32, keep: Keep, score: Option<&dyn Fn(i64) -> i64>) -> u64 {
    let Ok(kept) = keep.positions(n) else { return 0 };
    if kept.len() as u32 == n {
        return match score {
            Some(f) => sum_work(&die.map(f), n),
            None => sum_work(die, n),
        };
    }
    let bits = crate::weight::power_bits(&die.denominator(), n as u64);
    if kept.len() == 1 {
        return order_statistic_work(faces(die), n, kept.start, bits);
    }
    let descending = kept.end == n;
    let mut values: Vec<i64> = die.values().map(|v| score.map_or(v, |f| f(v))).collect();
    let kept_in_walk = if descending {
        values.reverse();
        n - kept.end..n - kept.start
    } else {
        kept
    };
    kept_sum_work(&values, n, kept_in_walk, bits)
}

/// Work of printing every row of `d` with its cumulative column.
pub fn print_work(d: &Dist) -> u64 {
    print_rows_work(faces(d), d.denominator().bits())
}

/// Work of printing `rows` rows of fractions over a denominator of `bits` bits.
pub fn print_rows_work(rows: u64, bits: u64) -> u64 {
    rows.saturating_mul(print_row_work(bits))
}

/// Bytes of `rows` rows held as JSON values, each with `numbers` decimal numbers of up to
/// `bits` bits and a row's own overhead (its object, keys and small fields): for an answer that
/// is built whole before it is sent (a notation row: a value, a probability and its "at least",
/// each fraction two numbers).
pub fn json_rows_bytes(rows: u64, numbers: u64, bits: u64) -> u64 {
    let digits = bits * 3 / 10 + 2;
    rows.saturating_mul(numbers.saturating_mul(digits).saturating_add(256))
}

/// Bits of `total^n`, as the algorithms size their weights.
pub fn power_bits(total: &BigUint, n: u64) -> u64 {
    crate::weight::power_bits(total, n)
}
