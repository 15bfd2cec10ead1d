//! What an exact computation will cost, estimated before it starts, so that a short expression
//! such as `1000d1000kh999` is refused at once with a sentence instead of running for minutes
//! and allocating gigabytes (issue #13, point 4).
//!
//! The unit is one machine-word operation on a weight: every algorithm here touches each entry
//! of its output a known number of times, and each entry is a number of about `bits` bits.

use crate::dist::Dist;
use crate::pool::Keep;
use num_bigint::BigUint;

/// Most word operations one expression may cost (about a second on one core).
pub const MAX_WORK: u64 = 400_000_000;
/// Most extra dice one explosion chain may have (`--profundidad`).
pub const MAX_DEPTH: u32 = 100;

/// Machine words of a weight of `bits` bits.
fn words(bits: u64) -> u64 {
    bits / 64 + 1
}

/// Bits of the total weight of `n` throws of `die` (its denominator to the `n`).
fn pool_bits(die: &Dist, n: u32) -> u64 {
    die.denominator().bits().max(1) * n as u64
}

/// Work of the exact distribution of the kept dice of `n` throws of `die` (see
/// [`crate::pool::keep_sum`] and [`Dist::sum_iid`] for the loops counted).
pub(crate) fn pool_work(die: &Dist, n: u32, keep: Keep) -> u64 {
    let n64 = n as u64;
    let span = (die.max_value() - die.min_value()) as u64 + 1;
    let w = words(pool_bits(die, n));
    let kept = keep.positions(n).unwrap_or(0..n);
    let count = kept.len() as u64;
    let work = if count == n64 {
        // One copy added at a time; a die that is not uniform convolves each copy face by face.
        let per_copy = if die.is_uniform() { 1 } else { span };
        n64.saturating_mul(n64 * span).saturating_mul(per_copy)
    } else if count == 1 {
        span.saturating_mul(n64 * n64)
    } else {
        // The multiset walk: per face, every pair of open positions shifts a row of kept sums.
        let open = if kept.end == n { n - kept.start } else { kept.end } as u64;
        let rows = (open * open).saturating_mul(span * count) + open * n64;
        span.saturating_mul(rows)
    };
    work.saturating_mul(w)
}

/// Work of combining two independent distributions entry by entry (a sum, a product). Past
/// 128 bits each pair's weight is a big number, multiplied and added with an allocation
/// ([`CHAIN_ENTRY`] words, not one: the fuzzer's `9d905/9d921`, 6.7·10^7 pairs of 176 bits,
/// was priced under the limit and took gigabytes).
pub(crate) fn pair_work(a: &Dist, b: &Dist) -> u64 {
    let len = |d: &Dist| (d.max_value() - d.min_value()) as u64 + 1;
    let bits = a.denominator().bits() + b.denominator().bits();
    let entry = if bits < 128 {
        words(bits)
    } else {
        CHAIN_ENTRY * words(bits)
    };
    len(a).saturating_mul(len(b)).saturating_mul(entry)
}

/// Word operations one step of an explosion chain costs per entry: a big weight multiplied and
/// added with an allocation, not one word (the fuzzer's `10d2012!>57`, its chain priced at
/// 6·10^7 words, ran for 24 s).
const CHAIN_ENTRY: u64 = 16;

/// Work of one exploding throw of `die` cut after `depth` extra dice, `exploding` of its faces
/// going on: each step convolves the chain so far with the exploding faces.
pub(crate) fn chain_work(die: &Dist, exploding: u64, depth: u32) -> u64 {
    let span = (die.max_value() - die.min_value()) as u64 + 1;
    let steps = depth as u64 + 1;
    let w = words(die.denominator().bits() * steps);
    steps
        .saturating_mul(steps * span)
        .saturating_mul(exploding.max(1) + 1)
        .saturating_mul(w)
        .saturating_mul(CHAIN_ENTRY)
}

/// `n` as a short power of ten for a sentence: `4·10^8`.
pub(crate) fn magnitude(n: u64) -> String {
    if n < 1000 {
        return n.to_string();
    }
    let exp = n.ilog10();
    let lead = n / 10u64.pow(exp);
    format!("{lead}·10^{exp}")
}

/// Work of `states` pool states each met by `faces` outcomes when dice join the pool one by one
/// (`spawn.rs`): each keeps `cap` values, and a weight is a number of up to `T^(throws+1)`.
pub(crate) fn spawn_work(states: usize, faces: usize, cap: usize, total: &BigUint, throws: u32) -> u64 {
    let w = words(total.bits().max(1) * (throws as u64 + 1));
    (states as u64)
        .saturating_mul(faces as u64)
        .saturating_mul(cap as u64 + 2)
        .saturating_mul(w)
}
