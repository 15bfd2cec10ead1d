//! What an exact computation will cost, estimated before each step starts, so that a short
//! expression such as `1000d1000kh999` is refused at once with a sentence instead of running
//! for minutes and allocating gigabytes (issue #13, point 4; issue #31, point 5).
//!
//! The unit is one word operation on a weight (`crate::cost`): every step is priced by what its
//! loops will do, and the same loops tick the meter ([`crate::meter`]) in that unit as they
//! run, so the estimate can be checked against the work done. A whole line (`1d20; 4d6kh3;
//! 6x 3d6`), its sets and its printing spend from one [`Budget`].

use crate::cost::{mul, mul_add, words, ALLOC, HASHED};
use crate::dist::Dist;
use num_bigint::BigUint;

/// Most word operations one line of rolls may cost (about a second on one core).
pub const MAX_WORK: u64 = 4_000_000_000;
/// Most bytes one table of weights or states may take while it is computed.
pub const MAX_BYTES: u64 = 64 << 20;
/// Most extra dice one explosion chain may have (`--profundidad`).
pub const MAX_DEPTH: u32 = 100;

/// Word operations of one entry of an explosion chain's step: a sum found in an ordered map
/// and two products of big weights (the fuzzer's `10d2012!>57`, its chain once priced at one
/// word per entry, ran for 24 s).
fn chain_entry(w: u64) -> u64 {
    2 * mul(w) + 2 * ALLOC + 16
}

/// Work of one exploding throw of `die` cut after `depth` extra dice, `going` the faces that go
/// on: each step meets the sums still going with every face — after `k` steps at most `g^k`
/// sums, and at most `k` times the going faces' span.
pub(crate) fn chain_work(die: &Dist, going: &[i64], depth: u32) -> u64 {
    let faces = die.values().count() as u64;
    let g = going.len() as u64;
    let span = match (going.first(), going.last()) {
        (Some(lo), Some(hi)) => hi.abs_diff(*lo),
        _ => 0,
    };
    let w = words(die.denominator().bits() * (depth as u64 + 1));
    let (mut sums, mut combinations) = (0u64, 1u64);
    for k in 0..=depth as u64 {
        sums = sums.saturating_add(combinations.min(k.saturating_mul(span) + 1));
        combinations = combinations.saturating_mul(g);
    }
    sums.saturating_mul(faces + g).saturating_mul(chain_entry(w))
}

/// Work of one step of the chain in `exact.rs`: every sum still going met by every face.
pub(crate) fn chain_step_work(prefix: usize, faces: usize, w: u64) -> u64 {
    (prefix as u64)
        .saturating_mul(faces as u64)
        .saturating_mul(chain_entry(w))
}

/// `n` as a short power of ten for a sentence: `4·10^8`.
pub fn magnitude(n: u64) -> String {
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
        .saturating_mul(HASHED + cap as u64 + mul(w))
}

/// Multisets of `k` of `v` values, `C(v + k − 1, k)`, saturating.
pub(crate) fn multisets(v: u64, k: u64) -> u64 {
    if v == 0 {
        return (k == 0) as u64;
    }
    (1..=k).fold(1u64, |acc, i| {
        let next = (acc as u128 * (v + i - 1) as u128 / i as u128).min(u64::MAX as u128);
        next as u64
    })
}

/// Work of one member of the group walk in `exact.rs`: each state meets each face of the
/// member, a sorted list of at most `cap` values cloned and hashed, its big weight multiplied
/// (`w` words).
pub(crate) fn walk_step_work(states: u64, faces: u64, cap: u64, w: u64) -> u64 {
    states.saturating_mul(faces).saturating_mul(HASHED + cap + mul(w))
}

/// Bytes of one state of the group walk: its list of `cap` values and its weight of `w` words,
/// in a hash map.
pub(crate) fn walk_state_bytes(cap: u64, w: u64) -> u64 {
    8 * cap + 8 * w + 96
}

/// Work and peak states of walking `members` (possible values of each, and the bits of each
/// one's total) keeping `cap` values: the states after each member are at most every
/// combination so far, and at most the sorted lists of `cap` of the values met so far.
pub(crate) fn walk_work(members: &[Dist], cap: usize) -> (u64, u64) {
    let mut values: Vec<i64> = Vec::new();
    let (mut states, mut most, mut work, mut bits) = (1u64, 1u64, 0u64, 0u64);
    for (i, m) in members.iter().enumerate() {
        let faces = m.values().count() as u64;
        bits += m.denominator().bits();
        work = work.saturating_add(walk_step_work(states, faces, cap as u64, words(bits)));
        values.extend(m.values());
        values.sort_unstable();
        values.dedup();
        let held = (i + 1).min(cap) as u64;
        states = states.saturating_mul(faces).min(multisets(values.len() as u64, held));
        most = most.max(states);
    }
    (work, most)
}

/// Work of the highest (or lowest) of `members` (`exact.rs::extreme`): per value any member
/// can take, the product of every member's cumulative weight.
pub(crate) fn extreme_work(members: &[Dist]) -> u64 {
    let values: u64 = members.iter().map(|m| m.values().count() as u64).sum();
    let bits: u64 = members.iter().map(|m| m.denominator().bits()).sum();
    values
        .saturating_mul(members.len() as u64 + 1)
        .saturating_mul(mul_add(words(bits)))
}
