//! The exact distribution of a group (`{2d6, 1d12}kh1`, `{4d6kh3, 4d6kh3, 4d6kh3}kh2`): its
//! members' totals kept, dropped or counted like dice. Each form is priced by what its loops
//! will do before it starts (`cost.rs`), so a group is refused at once or computed.
//!
//! * every member kept: their totals added one at a time;
//! * members that are all the same (`{4d6kh3 ×6}kh3`): a pool of identical dice (`pool.rs`),
//!   whose multiset walk never tells one member from another;
//! * the highest or lowest one: products of cumulative weights, value by value;
//! * otherwise a walk over the members keeping only the values that can still be kept.

use super::budget::{within_span, Ctx};
use super::cost::{extreme_work, walk_state_bytes, walk_step_work, walk_work};
use super::eval::EvalError;
use super::kept::keep_dist;
use super::tree::{Count, Group};
use crate::cost::{convolve_work, words};
use crate::dist::Dist;
use crate::meter::tick;
use num_bigint::BigUint;
use num_traits::{One, Zero};
use std::collections::HashMap;

/// The distribution of group `g` whose members' distributions are `members` (`exact.rs`).
pub(super) fn group_dist(g: &Group, members: &[Dist], ctx: &mut Ctx) -> Result<Dist, EvalError> {
    let n = members.len() as u32;
    let keep = g.select.keep(n);
    let kept = keep.positions(n).expect("keep rules are checked by the parser");
    let counted = g.count_rule.map(|c: Count| move |v: i64| c.score(v));
    let score = |v: i64| counted.map_or(v, |f| f(v));
    if members.windows(2).all(|p| p[0] == p[1]) {
        let scored = counted.as_ref().map(|f| f as &dyn Fn(i64) -> i64);
        return keep_dist(&members[0], n, keep, scored, ctx, g);
    }
    if kept.len() as u32 == n {
        let mut sum = Dist::constant(0);
        for m in members {
            let m = m.map(score);
            ctx.spend(convolve_work(&sum, &m), g)?;
            sum = within_span(sum.add(&m), g)?;
        }
        return Ok(sum);
    }
    if kept.len() == 1 && (kept.start == 0 || kept.end == n) {
        ctx.spend(extreme_work(members), g)?;
        return Ok(extreme(members, kept.end == n).map(score));
    }
    // Walk the members keeping only the values that can still be kept: the highest `n − start`
    // (they hold every kept rank) or the lowest `end`, whichever list is shorter.
    let from_top = (n - kept.start) <= kept.end;
    let cap = if from_top { n - kept.start } else { kept.end } as usize;
    let (work, most) = walk_work(members, cap);
    let bits: u64 = members.iter().map(|m| m.denominator().bits()).sum();
    ctx.spend(work, g)?;
    ctx.hold(most.saturating_mul(walk_state_bytes(cap as u64, words(bits))), g)?;
    let mut states: HashMap<Vec<i64>, BigUint> = HashMap::from([(Vec::new(), BigUint::one())]);
    let mut bits = 0;
    for m in members {
        let faces = m.weights();
        bits += m.denominator().bits();
        let step = walk_step_work(1, faces.len() as u64, cap as u64, words(bits));
        let mut next: HashMap<Vec<i64>, BigUint> = HashMap::new();
        for (state, w) in &states {
            tick(step);
            for (v, x) in &faces {
                let mut s = state.clone();
                let at = s.partition_point(|y| y < v);
                s.insert(at, *v);
                if s.len() > cap {
                    if from_top {
                        s.remove(0);
                    } else {
                        s.pop();
                    }
                }
                *next.entry(s).or_default() += w * x;
            }
        }
        states = next;
    }
    let skip = if from_top { 0 } else { kept.start as usize };
    let pairs: Vec<(i64, BigUint)> = states
        .into_iter()
        .map(|(s, w)| (s.iter().skip(skip).take(kept.len()).map(|&v| score(v)).sum(), w))
        .collect();
    Ok(Dist::from_big_pairs(pairs))
}

/// The highest (or lowest) of independent `members`: `P(max ≤ x) = Π F_i(x)` at each value any
/// member can take, differenced (from the top for the lowest).
fn extreme(members: &[Dist], highest: bool) -> Dist {
    let mut faces: Vec<Vec<(i64, BigUint)>> = members.iter().map(Dist::weights).collect();
    let mut values: Vec<i64> = faces.iter().flatten().map(|(v, _)| *v).collect();
    values.sort_unstable();
    values.dedup();
    if !highest {
        values.reverse();
        faces.iter_mut().for_each(|f| f.reverse());
    }
    let bits: u64 = members.iter().map(|m| m.denominator().bits()).sum();
    let per_value = (members.len() as u64 + 1) * crate::cost::mul_add(words(bits));
    // Per member, how far its faces were added up and their weight so far.
    let mut at = vec![(0usize, BigUint::zero()); faces.len()];
    let mut before = BigUint::zero();
    let mut pairs = Vec::with_capacity(values.len());
    for x in values {
        tick(per_value);
        let mut all = BigUint::one();
        for (f, (i, cumulative)) in faces.iter().zip(at.iter_mut()) {
            while *i < f.len() && (if highest { f[*i].0 <= x } else { f[*i].0 >= x }) {
                *cumulative += &f[*i].1;
                *i += 1;
            }
            all *= &*cumulative;
        }
        pairs.push((x, &all - &before));
        before = all;
    }
    Dist::from_big_pairs(pairs)
}
