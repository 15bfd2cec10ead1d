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

use crate::cost::{keep_work, mul, mul_add, words, HASHED};
use crate::dist::Dist;
use crate::meter::tick;
use crate::notation::budget::Ctx;
use crate::notation::cost::MAX_WORK;
use crate::notation::eval::EvalError;
use crate::notation::tree::Pool;
use crate::pool::{keep_sum_scored, Keep};
use num_bigint::BigUint;
use num_traits::One;
use std::collections::{BTreeMap, HashMap, HashSet};

/// One group of the pool's dice: the die they are throws of, and which are kept of how many.
struct Part {
    die: Dist,
    cache: HashMap<(u32, u32), (Dist, BigUint)>,
}

/// The rule keeping `keep` of `count` throws, from the top if `top`.
fn rule(count: u32, keep: u32, top: bool) -> Keep {
    match (keep, top) {
        (k, _) if k == count => Keep::All,
        (0, _) => Keep::All,
        (k, true) => Keep::Highest(k),
        (k, false) => Keep::Lowest(k),
    }
}

impl Part {
    /// The keep-sum of `keep` of `count` throws, ranked from the top if `top`, with the factor
    /// that brings its weights to `w^count` when none is kept (priced by [`split_work`]).
    fn kept(&mut self, count: u32, keep: u32, top: bool, score: &dyn Fn(i64) -> i64) -> &(Dist, BigUint) {
        self.cache.entry((count, keep)).or_insert_with(|| {
            if keep == 0 {
                (Dist::constant(0), self.die.denominator().pow(count))
            } else {
                let d = keep_sum_scored(&self.die, count, rule(count, keep, top), Some(score))
                    .expect("keep fits the count");
                (d, BigUint::one())
            }
        })
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
    let (mut go, mut stop) = (part(going), part(stopping));
    let shape = Shape {
        total: &total,
        depth,
        widths,
        going_up,
    };
    ctx.spend(split_work(p, &shape, (&go.die, &stop.die), score), p)?;
    // C(G, M): chain by chain, g exploding throws then one that stops (or the cut).
    let mut one: Vec<((u32, u32), BigUint)> = (0..depth).map(|j| ((j, 1), total.pow(depth - j))).collect();
    one.push(((depth, 1), BigUint::one()));
    one.push(((depth + 1, 0), BigUint::one()));
    let mut ways: BTreeMap<(u32, u32), BigUint> = BTreeMap::from([((0, 0), BigUint::one())]);
    let entry = map_entry(&total, depth, n);
    for _ in 0..n {
        tick((ways.len() * one.len()) as u64 * entry);
        let mut next = BTreeMap::new();
        for ((g, m), w) in &ways {
            for ((dg, dm), c) in &one {
                *next.entry((g + dg, m + dm)).or_default() += w * c;
            }
        }
        ways = next;
    }
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
        let (a, sa) = first.kept(first_count, from_first, top, score).clone();
        let (b, sb) = second.kept(second_count, kept - from_first, top, score).clone();
        let factor = c * sa * sb;
        let sum = a.add(&b);
        tick(sum.entries() * entry);
        for (v, w) in sum.weights() {
            *out.entry(v).or_default() += w * &factor;
        }
    }
    Ok(Some(Dist::from_big_pairs(out.into_iter().collect())))
}

/// What [`split_work`] needs of the pool: its total weight, depth, the widths of the exploding
/// and stopping faces' values, and whether the exploding faces are the high ones.
struct Shape<'a> {
    total: &'a BigUint,
    depth: u32,
    widths: (u64, u64),
    going_up: bool,
}

/// Work of [`split_pool`], estimated before it starts: the `(G, M)` table grows by one chain at
/// a time, each entry met by each chain outcome; then each reachable `(G, M)` (a chain that
/// stops has 0 to `depth` exploding throws, one cut has `depth + 1`) convolves the kept sums of
/// the two groups (each distinct keep-sum of the `parts` computed once), whose values are
/// `widths` apart per die, and adds the result up.
fn split_work(p: &Pool, s: &Shape, parts: (&Dist, &Dist), score: &dyn Fn(i64) -> i64) -> u64 {
    let (n, d, widths) = (p.count as u64, s.depth as u64, s.widths);
    let entry = map_entry(s.total, s.depth, p.count);
    let w = words(s.total.bits().max(1) * (d + 1) * n);
    // Reachable entries after `i` chains: Σ over the M that stopped of M·depth + 1.
    let entries = |i: u64| d * i * (i + 1) / 2 + i + 1;
    let table = (0..n)
        .map(entries)
        .fold(0u64, u64::saturating_add)
        .saturating_mul(d + 2);
    if entries(n) > 1_000_000 || table.saturating_mul(entry) > MAX_WORK {
        // Far beyond the limit anyway: a bound without walking the entries.
        let per = (n * (d + 1)).saturating_mul(widths.0.max(widths.1) + 1);
        return table
            .saturating_add(entries(n).saturating_mul(per))
            .saturating_mul(entry.max(mul_add(w)));
    }
    let (mut pairs, mut sums) = (0u64, 0u64);
    let mut keeps: HashSet<(bool, u32, u32, bool)> = HashSet::new();
    for m in 0..=p.count {
        let cut = (p.count - m) * (s.depth + 1);
        for g in cut..=cut + m * s.depth {
            let rule = p.select.keep(g + m);
            let kept = rule.positions(g + m).map_or(0, |r| r.len() as u32);
            let top = !matches!(rule, Keep::Lowest(_));
            let going_first = s.going_up == top;
            let (first, second) = if going_first { (g, m) } else { (m, g) };
            let (width_first, width_second) = if going_first { widths } else { (widths.1, widths.0) };
            let from_first = kept.min(first);
            keeps.insert((going_first, first, from_first, top));
            keeps.insert((!going_first, second, kept - from_first, top));
            let a = from_first as u64 * width_first + 1;
            let b = (kept - from_first) as u64 * width_second + 1;
            pairs = pairs.saturating_add(a.saturating_mul(b));
            sums = sums.saturating_add(a + b - 1);
        }
    }
    let keep_sums = keeps
        .into_iter()
        .filter(|k| k.2 > 0)
        .map(|(going, count, keep, top)| {
            let die = if going { parts.0 } else { parts.1 };
            keep_work(die, count, rule(count, keep, top), Some(score))
        })
        .fold(0u64, u64::saturating_add);
    table
        .saturating_add(sums)
        .saturating_mul(entry)
        .saturating_add(pairs.saturating_mul(mul_add(w)))
        .saturating_add(keep_sums)
}

/// Word operations of one entry of an ordered map of big weights over `T^(throws·n)`.
fn map_entry(total: &BigUint, depth: u32, n: u32) -> u64 {
    HASHED + mul(words(total.bits().max(1) * (depth as u64 + 1) * n as u64))
}
