//! The fast way to keep or drop among exploded dice, when every face that explodes is above
//! every face that does not (`!`, `!>=8`) or below it (`!<3`), and no die counts less (`!p`).
//!
//! Then a chain is `g` exploding throws and at most one that stops, and given how many of each
//! the whole pool holds (`G`, `M`), the exploding dice are `G` independent throws of the die
//! restricted to its exploding faces and the others `M` of the die restricted to the rest. As
//! one group is all above the other, the kept dice are the best (or worst) of the upper group
//! first, then of the lower one: two independent keep-sums of identical dice (`pool.rs`),
//! convolved, for each `(G, M)`. The weight of `(G, M)` is `w_go^G · w_stop^M` (in the two
//! keep-sums) times the ways the chains make it, `C(G, M)`, a small two-dimensional convolution.

use crate::dist::Dist;
use crate::notation::budget::Ctx;
use crate::notation::cost::{pair_work, pool_work};
use crate::notation::eval::EvalError;
use crate::notation::tree::Pool;
use crate::pool::{keep_sum_scored, Keep};
use num_bigint::BigUint;
use num_traits::One;
use std::collections::{BTreeMap, HashMap};

/// One group of the pool's dice: the die they are throws of, and which are kept of how many.
struct Part {
    die: Dist,
    cache: HashMap<(u32, u32), (Dist, BigUint)>,
}

impl Part {
    /// The keep-sum of `keep` of `count` throws, ranked from the top if `top`, with the factor
    /// that brings its weights to `w^count` when none is kept.
    fn kept(
        &mut self,
        count: u32,
        keep: u32,
        top: bool,
        score: &dyn Fn(i64) -> i64,
        ctx: &mut Ctx,
        p: &Pool,
    ) -> Result<&(Dist, BigUint), EvalError> {
        if !self.cache.contains_key(&(count, keep)) {
            let rule = match (keep, top) {
                (k, _) if k == count => Keep::All,
                (0, _) => Keep::All,
                (k, true) => Keep::Highest(k),
                (k, false) => Keep::Lowest(k),
            };
            let value = if keep == 0 {
                (Dist::constant(0), self.die.denominator().pow(count))
            } else {
                ctx.spend(pool_work(&self.die, count, rule), p)?;
                let d = keep_sum_scored(&self.die, count, rule, Some(score)).expect("keep fits the count");
                (d, BigUint::one())
            };
            self.cache.insert((count, keep), value);
        }
        Ok(&self.cache[&(count, keep)])
    }
}

/// The pool's distribution, or `None` when the faces do not split (the general walk is used).
#[allow(clippy::too_many_arguments)]
pub(super) fn split_pool(
    p: &Pool,
    throw: &Dist,
    goes_on: &dyn Fn(i64) -> bool,
    depth: u32,
    value: &dyn Fn(i64) -> i64,
    score: &dyn Fn(i64) -> i64,
    ctx: &mut Ctx,
) -> Result<Option<Dist>, EvalError> {
    let faces = throw.weights();
    let (going, stopping): (Vec<_>, Vec<_>) = faces.into_iter().partition(|(f, _)| goes_on(*f));
    let (Some(go_lo), Some(go_hi)) = (going.first(), going.last()) else {
        return Ok(None);
    };
    let (Some(stop_lo), Some(stop_hi)) = (stopping.first(), stopping.last()) else {
        return Ok(None);
    };
    let going_up = go_lo.0 > stop_hi.0;
    if !going_up && go_hi.0 >= stop_lo.0 {
        return Ok(None);
    }
    let part = |faces: Vec<(i64, BigUint)>| Part {
        die: Dist::from_big_pairs(faces.into_iter().map(|(f, w)| (value(f), w)).collect()),
        cache: HashMap::new(),
    };
    let (total, n) = (throw.denominator(), p.count);
    let width = |lo: i64, hi: i64| (value(hi) - value(lo)) as u64;
    let widths = (width(go_lo.0, go_hi.0), width(stop_lo.0, stop_hi.0));
    ctx.spend(split_work(p, &total, depth, widths), p)?;
    // C(G, M): chain by chain, g exploding throws then one that stops (or the cut).
    let mut one: Vec<((u32, u32), BigUint)> = (0..depth).map(|j| ((j, 1), total.pow(depth - j))).collect();
    one.push(((depth, 1), BigUint::one()));
    one.push(((depth + 1, 0), BigUint::one()));
    let mut ways: BTreeMap<(u32, u32), BigUint> = BTreeMap::from([((0, 0), BigUint::one())]);
    for _ in 0..n {
        let mut next = BTreeMap::new();
        for ((g, m), w) in &ways {
            for ((dg, dm), c) in &one {
                *next.entry((g + dg, m + dm)).or_default() += w * c;
            }
        }
        ways = next;
    }
    let (mut go, mut stop) = (part(going), part(stopping));
    let mut out: BTreeMap<i64, BigUint> = BTreeMap::new();
    for ((g, m), c) in ways {
        let rule = p.select.keep(g + m);
        let kept = rule.positions(g + m).expect("the pool only grows").len() as u32;
        let top = !matches!(rule, Keep::Lowest(_));
        // The group met first when ranking from the kept end gives all it can.
        let (first, first_count, second, second_count) = match going_up == top {
            true => (&mut go, g, &mut stop, m),
            false => (&mut stop, m, &mut go, g),
        };
        let from_first = kept.min(first_count);
        let (a, sa) = first.kept(first_count, from_first, top, score, ctx, p)?.clone();
        let (b, sb) = second
            .kept(second_count, kept - from_first, top, score, ctx, p)?
            .clone();
        ctx.spend(pair_work(&a, &b), p)?;
        let factor = c * sa * sb;
        for (v, w) in a.add(&b).weights() {
            *out.entry(v).or_default() += w * &factor;
        }
    }
    Ok(Some(Dist::from_big_pairs(out.into_iter().collect())))
}

/// Work of [`split_pool`], estimated before it starts: the `(G, M)` table grows by one chain at a
/// time (about a third of its final size on average, each entry met by each chain outcome), and
/// each entry convolves the kept sums of the two groups, whose values are `widths` apart per die.
fn split_work(p: &Pool, total: &BigUint, depth: u32, widths: (u64, u64)) -> u64 {
    let (n, throws) = (p.count as u64, depth as u64 + 1);
    let words = total.bits().max(1) * throws * n / 64 + 1;
    let entries = (n * throws + 1).saturating_mul(n + 1);
    let table = entries.saturating_mul(throws + 1).saturating_mul(n / 3 + 1);
    let most = (p.count * (depth + 1)).min(u32::MAX / 2);
    let kept = p.select.keep(most).positions(most).map_or(most, |r| r.len() as u32) as u64;
    // Exploding dice are at most `n·throws`, the others at most `n`.
    let sums = |dice: u64, width: u64| kept.min(dice).saturating_mul(width) + 1;
    let pair = sums(n * throws, widths.0).saturating_mul(sums(n, widths.1));
    table.saturating_add(entries.saturating_mul(pair)).saturating_mul(words)
}
