//! The kept dice of a pool, priced and bounded: the step a plain pool (`exact.rs`), a pool
//! whose explosions add dice (`spawn.rs`) and a group of identical members (`group.rs`) all end
//! in.

use super::budget::Ctx;
use super::eval::EvalError;
use crate::cost::{dist_bytes, keep_work, power_bits};
use crate::dist::Dist;
use crate::pool::keep_sum_scored;
use std::fmt::Display;

/// The kept dice of `n` throws of `die` (`pool.rs`), priced and bounded first.
pub(super) fn keep_dist(
    die: &Dist,
    n: u32,
    keep: crate::pool::Keep,
    score: Option<&dyn Fn(i64) -> i64>,
    ctx: &mut Ctx,
    what: &dyn Display,
) -> Result<Dist, EvalError> {
    let kept = keep.positions(n).map_or(n, |r| r.len() as u32) as u64;
    let span = (die.max_value() - die.min_value()) as u64 * kept + 1;
    // The walk keeps a row of kept sums per open position, twice, and the result.
    let rows = if kept == n as u64 || kept == 1 { 2 } else { 2 * kept + 1 };
    ctx.spend(keep_work(die, n, keep, score), what)?;
    ctx.hold(
        dist_bytes(span.saturating_mul(rows), power_bits(&die.denominator(), n as u64)),
        what,
    )?;
    Ok(keep_sum_scored(die, n, keep, score).expect("keep rules are checked by the parser"))
}
