//! Explosions whose extra throws join the pool as dice of their own (`!`, `!o`, `!p`), as in
//! Roll20, Foundry and Avrae: `4d6!kh3` keeps the best three of every die thrown, and `min`/`max`
//! and success counts see each throw. (`!!` compounds a chain into one die: `exact.rs`.)
//!
//! Exact method: one chain — a first throw and the extra ones it sets off — is enumerated into
//! outcomes that remember only what the pool's rule needs: the sum of every die's score (for a
//! drop or a plain sum) and the `cap` highest or lowest values (for keep/drop), with weights over
//! `T^(depth+1)`. Then the `n` chains are merged one at a time, remembering the same. Nothing
//! else is needed: the dice `khK`/`klK` keep are among the K extremes, and a drop is the sum less
//! the extremes it drops.

use super::budget::Ctx;
use super::cost::{multisets, spawn_work, walk_state_bytes};
use super::eval::EvalError;
use super::kept::keep_dist;

use super::tree::{ExplodeKind, Pool, Select};
use crate::cost::words;
use crate::dist::Dist;
use crate::fraction::Fraction;
use crate::meter::tick;
use crate::pool::Keep;
use crate::weight::{Weight, Wide};
use num_bigint::BigUint;
use num_traits::One;
use std::collections::HashMap;

/// Whether `p` explodes into new dice and its result depends on them one by one (otherwise a
/// chain's total is all that matters, and the compounding computation gives the same sum).
pub(super) fn spawns(p: &Pool) -> bool {
    let separate = p.explode.is_some_and(|e| e.kind != ExplodeKind::Compound);
    let per_die = p.min.is_some() || p.max.is_some() || p.count_rule.is_some();
    separate && (per_die || p.select.keep(p.count) != Keep::All)
}

/// What a pool remembers of its dice: the sum of their scores (`sum`) and the `cap` highest
/// (`top`) or lowest values. The result is the extremes' scores, or the sum less them.
#[derive(Clone, Copy, Debug)]
struct Track {
    cap: usize,
    top: bool,
    sum: bool,
}

impl Track {
    fn of(select: Select) -> Track {
        let (cap, top, sum) = match select {
            Select::Keep(Keep::All) => (0, true, true),
            Select::Keep(Keep::Highest(k)) => (k, true, false),
            Select::Keep(Keep::Lowest(k)) => (k, false, false),
            Select::Drop { highest, n } => (n, highest, true),
            // A middle shifts with the number of dice; the parser refuses `km` with these.
            Select::Keep(Keep::Middle(_)) => unreachable!("km with an exploding pool is refused by the parser"),
        };
        Track {
            cap: cap as usize,
            top,
            sum,
        }
    }

    /// Adds the values of `b` (ascending, already capped) to `a`.
    fn merge(self, a: &State, b: &State) -> State {
        let mut vals = Vec::with_capacity(a.1.len() + b.1.len());
        let (mut i, mut j) = (0, 0);
        while i < a.1.len() || j < b.1.len() {
            if j == b.1.len() || (i < a.1.len() && a.1[i] <= b.1[j]) {
                vals.push(a.1[i]);
                i += 1;
            } else {
                vals.push(b.1[j]);
                j += 1;
            }
        }
        self.trim(&mut vals);
        (a.0 + b.0, vals)
    }

    fn trim(self, vals: &mut Vec<i64>) {
        if vals.len() > self.cap {
            if self.top {
                vals.drain(..vals.len() - self.cap);
            } else {
                vals.truncate(self.cap);
            }
        }
    }

    fn result(self, s: &State, score: &dyn Fn(i64) -> i64) -> i64 {
        let extremes: i64 = s.1.iter().map(|&v| score(v)).sum();
        if self.sum {
            s.0 - extremes
        } else {
            extremes
        }
    }
}

/// The sum of every die's score so far, and the tracked extreme values, ascending.
type State = (i64, Vec<i64>);

/// The exact distribution of a pool whose explosions add dice (see [`spawns`]), and the
/// probability that one die's chain was cut.
pub(super) fn pool_dist(p: &Pool, ctx: &mut Ctx) -> Result<(Dist, Fraction), EvalError> {
    let e = p.explode.expect("only exploding pools spawn dice");
    let die = p.rerolled();
    let depth = e.limit(ctx.depth);
    let goes_on = |f: i64| e.goes_on(&p.die, f);
    let penalty = e.penalty();
    let (lo, hi) = (p.min.unwrap_or(i64::MIN), p.max.unwrap_or(i64::MAX));
    let score = |v: i64| p.count_rule.map_or(v, |c| c.score(v));
    let track = Track::of(p.select);

    // One chain: throw k counts `f − penalty` (k > 0), clamped; it goes on while `goes_on(f)`.
    let faces = die.weights();
    let total = die.denominator();
    let going: BigUint = faces.iter().filter(|(f, _)| goes_on(*f)).map(|(_, w)| w).sum();
    let depth = if going == total { 0 } else { depth }; // never stops: cut at the first throw
    let cut = match e.kind {
        ExplodeKind::Once => Fraction::zero(), // one extra throw is the rule, not a cut
        _ => Fraction::ratio(going.pow(depth + 1), total.pow(depth + 1)),
    };
    if penalty == 0 && track.cap > 0 {
        let value = |f: i64| f.clamp(lo, hi);
        if let Some(dist) = split::split_pool(p, &die, &goes_on, depth, &value, &score, ctx)? {
            return Ok((dist, cut));
        }
    }
    let mut chain: HashMap<State, BigUint> = HashMap::new();
    let mut prefix: HashMap<State, BigUint> = HashMap::from([((0, Vec::new()), <BigUint as One>::one())]);
    for k in 0..=depth {
        let step = spawn_work(prefix.len(), faces.len(), track.cap, &total, depth);
        ctx.spend(step, p)?;
        tick(step);
        let last = k == depth;
        let scale = total.pow(depth - k);
        let mut next = HashMap::new();
        for ((sum, vals), pw) in &prefix {
            for (f, w) in &faces {
                let v = (f - if k > 0 { penalty } else { 0 }).clamp(lo, hi);
                let mut vals = vals.clone();
                vals.insert(vals.partition_point(|&x| x <= v), v);
                track.trim(&mut vals);
                let s = (if track.sum { sum + score(v) } else { 0 }, vals);
                if goes_on(*f) && !last {
                    *next.entry(s).or_default() += pw * w;
                } else {
                    *chain.entry(s).or_default() += pw * w * &scale;
                }
            }
        }
        prefix = next;
    }
    let chain: Vec<(State, BigUint)> = chain.into_iter().collect();
    if track.cap == 0 {
        let one = Dist::from_big_pairs(chain.into_iter().map(|((sum, _), w)| (sum, w)).collect());
        return Ok((keep_dist(&one, p.count, Keep::All, None, ctx, p)?, cut));
    }
    // Every merge pairs each state so far with each chain outcome; after `i` chains the states
    // are at most every combination, and at most the lists of `cap` values times the sums.
    let values = (die.max_value() - die.min_value() + 2) as u64;
    let lists = multisets(values + 1, track.cap as u64);
    let (mut merges, mut held, mut states) = (0u64, 1u64, 1u64);
    for i in 1..=p.count as u64 {
        merges = merges.saturating_add(held.saturating_mul(chain.len() as u64));
        let sums = if track.sum {
            values.saturating_mul(i * (depth as u64 + 1))
        } else {
            1
        };
        held = held.saturating_mul(chain.len() as u64).min(lists.saturating_mul(sums));
        states = states.max(held);
    }
    let bits = total.bits() * (depth as u64 + 1) * p.count as u64;
    ctx.spend(spawn_work(merges as usize, 1, track.cap, &total, depth * p.count), p)?;
    ctx.hold(
        states.saturating_mul(walk_state_bytes(track.cap as u64, words(bits))),
        p,
    )?;
    let fold = Fold {
        chain: &chain,
        n: p.count,
        track,
        score: &score,
        per_merge: spawn_work(1, 1, track.cap, &total, depth * p.count),
    };
    let pairs = fold
        .run_in::<u128>(bits, 128)
        .or_else(|| fold.run_in::<Wide<3>>(bits, 192))
        .or_else(|| fold.run_in::<Wide<4>>(bits, 256))
        .or_else(|| fold.run_in::<Wide<8>>(bits, 512))
        .or_else(|| fold.run::<BigUint>())
        .expect("big weights never overflow");
    Ok((Dist::from_big_pairs(pairs), cut))
}

/// `n` independent chains merged, each final state read as the pool's result; each merge of a
/// state with a chain outcome costs `per_merge`.
struct Fold<'a> {
    chain: &'a [(State, BigUint)],
    n: u32,
    track: Track,
    score: &'a dyn Fn(i64) -> i64,
    per_merge: u64,
}

impl Fold<'_> {
    /// [`Fold::run`] in weights of type `W`, tried only when the total's `bits` fit its `width`.
    fn run_in<W: Weight>(&self, bits: u64, width: u64) -> Option<Vec<(i64, BigUint)>> {
        (bits < width).then(|| self.run::<W>()).flatten()
    }

    /// The merged states' results and weights; `None` on an overflow.
    fn run<W: Weight>(&self) -> Option<Vec<(i64, BigUint)>> {
        let chain: Vec<(&State, W)> = self
            .chain
            .iter()
            .map(|(s, w)| Some((s, W::try_from_big(w)?)))
            .collect::<Option<_>>()?;
        let mut states: HashMap<State, W> = HashMap::from([((0, Vec::new()), W::one())]);
        for _ in 0..self.n {
            tick((states.len() * chain.len()) as u64 * self.per_merge);
            let mut next: HashMap<State, W> = HashMap::with_capacity(states.len() * 2);
            for (s, w) in &states {
                for (c, x) in &chain {
                    next.entry(self.track.merge(s, c))
                        .or_insert_with(W::zero)
                        .add_assign(&w.mul(x)?)?;
                }
            }
            states = next;
        }
        Some(
            states
                .into_iter()
                .map(|(s, w)| (self.track.result(&s, self.score), w.to_big()))
                .collect(),
        )
    }
}

mod split;
#[cfg(test)]
mod tests;
