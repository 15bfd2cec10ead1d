//! The exact distribution of an expression: each die through its modifiers (reroll → explode →
//! min/max), then the pool kept, dropped or counted, then groups and arithmetic — every step a
//! distribution, never a simulation, and every step's cost checked before it runs.

use super::budget::Ctx;
use super::cost::{chain_work, pair_work, pool_work};
use super::eval::{check_depth, EvalError, MAX_SPAN};
use super::spawn;
use super::tree::{Count, ExplodeKind, Expr, Group, Node, Op, Pool};
use crate::dist::Dist;
use crate::explode::exploding;
use crate::fraction::Fraction;
use crate::pool::keep_sum_scored;
use num_bigint::BigUint;
use num_traits::{One, Zero};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Display;

/// An expression's exact distribution.
#[derive(Clone, Debug, PartialEq)]
pub struct Odds {
    pub dist: Dist,
    /// Probability that an explosion depth cut changed the outcome (`0/1` without `!`).
    pub truncated: Fraction,
}

impl Expr {
    /// The exact distribution of the expression's total, explosion chains cut after `depth`
    /// extra dice. Refused, before any heavy work, when it would cost more than [`MAX_WORK`](super::MAX_WORK).
    pub fn odds(&self, depth: u32) -> Result<Odds, EvalError> {
        check_depth(depth)?;
        let mut ctx = Ctx::new(depth);
        let dist = node_dist(&self.root, &mut ctx)?;
        Ok(Odds {
            dist,
            truncated: ctx.not_cut.complement(),
        })
    }
}

/// Refuses a distribution with more possible totals than can be listed.
fn within_span(d: Dist, what: &dyn Display) -> Result<Dist, EvalError> {
    if d.max_value() - d.min_value() > MAX_SPAN {
        return Err(EvalError::TooLarge(what.to_string()));
    }
    Ok(d)
}

/// `a / b` rounded down (towards −∞), as `/` is defined in the notation.
pub(super) fn floor_div(a: i64, b: i64) -> i64 {
    super::bounds::floor_div_wide(a.into(), b.into()) as i64
}

pub(super) fn node_dist(node: &Node, ctx: &mut Ctx) -> Result<Dist, EvalError> {
    let d = match node {
        Node::Constant(c) => Dist::constant(*c),
        Node::Pool(p) => pool_dist(p, ctx)?,
        Node::Group(g) => group_dist(g, ctx)?,
        Node::Neg(a) => node_dist(a, ctx)?.neg(),
        Node::Binary(op, a, b) => {
            let (a, b) = (node_dist(a, ctx)?, node_dist(b, ctx)?);
            // A product's range is known from its factors' ends: one too wide is refused before
            // its pairs are built (d9042*60d45 once took seconds and gigabytes to be refused).
            if *op == Op::Mul {
                let ends = |d: &Dist| [d.min_value() as i128, d.max_value() as i128];
                let products: Vec<i128> = ends(&a).iter().flat_map(|x| ends(&b).map(|y| x * y)).collect();
                let (lo, hi) = (products.iter().min(), products.iter().max());
                if let (Some(lo), Some(hi)) = (lo, hi) {
                    if hi - lo > MAX_SPAN as i128 {
                        return Err(EvalError::TooLarge(node.to_string()));
                    }
                }
            }
            ctx.spend(pair_work(&a, &b), node)?;
            match op {
                Op::Add => a.add(&b),
                Op::Sub => a.sub(&b),
                Op::Mul => a.combine(&b, |x, y| x * y),
                Op::Div => a.combine(&b, floor_div),
            }
        }
    };
    within_span(d, node)
}

/// One die of the pool after reroll, a compounded explosion and min/max, and the chance its
/// chain was cut.
pub(super) fn die_dist(p: &Pool, ctx: &mut Ctx) -> Result<(Dist, Fraction), EvalError> {
    let mut die = p.rerolled();
    let mut cut = Fraction::zero();
    if let Some(e) = p.explode {
        let depth = e.limit(ctx.depth);
        let goes_on = |v: i64| e.goes_on(&p.die, v);
        let exploding_faces = die.values().filter(|&v| goes_on(v)).count() as u64;
        ctx.spend(chain_work(&die, exploding_faces, depth), p)?;
        let plain = p.reroll.is_none() && e.when.is_none() && e.penalty() == 0;
        (die, cut) = if plain {
            exploding(&p.die, depth)
        } else {
            chain(&die, &goes_on, depth, e.penalty())
        };
        if e.kind == ExplodeKind::Once {
            cut = Fraction::zero(); // stopping after one is the rule, not a cut
        }
    }
    if p.min.is_some() || p.max.is_some() {
        let (lo, hi) = (p.min.unwrap_or(i64::MIN), p.max.unwrap_or(i64::MAX));
        die = die.map(|v| v.clamp(lo, hi));
    }
    Ok((die, cut))
}

/// One exploding throw of `die`: while a face meets `goes_on` another throw is added (counting
/// `penalty` less), at most `depth` extra ones; the last then counts as it fell. Weights are
/// over `T^(depth+1)`. Returns the distribution and the probability the cut changed.
pub(super) fn chain(die: &Dist, goes_on: &dyn Fn(i64) -> bool, depth: u32, penalty: i64) -> (Dist, Fraction) {
    let faces = die.weights();
    let total = die.denominator();
    let going: Vec<&(i64, BigUint)> = faces.iter().filter(|(v, _)| goes_on(*v)).collect();
    if going.is_empty() {
        return (die.clone(), Fraction::zero());
    }
    if going.len() == faces.len() {
        // A chain that could never stop is cut at its first throw.
        return (die.clone(), Fraction::one());
    }
    let going_weight: BigUint = going.iter().map(|(_, w)| w).sum();
    let mut out: BTreeMap<i64, BigUint> = BTreeMap::new();
    // Sums of the chains still going after k throws, with their weights (W_going^k spread).
    let mut prefix: BTreeMap<i64, BigUint> = BTreeMap::from([(0, BigUint::one())]);
    for k in 0..=depth {
        let shift = if k == 0 { 0 } else { penalty };
        let last = k == depth;
        let scale = total.pow(depth - k);
        for (sum, pw) in &prefix {
            for (f, w) in &faces {
                if goes_on(*f) && !last {
                    continue;
                }
                *out.entry(sum + f - shift).or_default() += pw * w * &scale;
            }
        }
        if !last {
            let mut next: BTreeMap<i64, BigUint> = BTreeMap::new();
            for (sum, pw) in &prefix {
                for (f, w) in &going {
                    *next.entry(sum + f - shift).or_default() += pw * w;
                }
            }
            prefix = next;
        }
    }
    let cut = Fraction::ratio(going_weight.pow(depth + 1), total.pow(depth + 1));
    (Dist::from_big_pairs(out.into_iter().collect()), cut)
}

fn pool_dist(p: &Pool, ctx: &mut Ctx) -> Result<Dist, EvalError> {
    if spawn::spawns(p) {
        let (dist, cut) = spawn::pool_dist(p, ctx)?;
        ctx.cut_each(&cut, p.count);
        return Ok(dist);
    }
    let (die, cut) = die_dist(p, ctx)?;
    ctx.cut_each(&cut, p.count);
    let keep = p.select.keep(p.count);
    let kept = keep.positions(p.count).map_or(p.count, |r| r.len() as u32) as i64;
    if (die.max_value() - die.min_value()).saturating_mul(kept) > MAX_SPAN {
        return Err(EvalError::TooLarge(p.to_string()));
    }
    let scored = p.count_rule.map(|c| move |v| c.score(v));
    let cost_die = match &scored {
        Some(f) if keep.positions(p.count).is_ok_and(|r| r.len() as u32 == p.count) => die.map(f),
        _ => die.clone(),
    };
    ctx.spend(pool_work(&cost_die, p.count, keep), p)?;
    let score = scored.as_ref().map(|f| f as &dyn Fn(i64) -> i64);
    Ok(keep_sum_scored(&die, p.count, keep, score).expect("keep rules are checked by the parser"))
}

fn group_dist(g: &Group, ctx: &mut Ctx) -> Result<Dist, EvalError> {
    let members: Vec<Dist> = g.members.iter().map(|m| node_dist(m, ctx)).collect::<Result<_, _>>()?;
    let n = members.len() as u32;
    let kept = g
        .select
        .keep(n)
        .positions(n)
        .expect("keep rules are checked by the parser");
    let score = |v: i64| g.count_rule.map_or(v, |c: Count| c.score(v));
    if kept.len() as u32 == n {
        let mut sum = Dist::constant(0);
        for m in &members {
            let m = m.map(score);
            ctx.spend(pair_work(&sum, &m), g)?;
            sum = within_span(sum.add(&m), g)?;
        }
        return Ok(sum);
    }
    if kept.len() == 1 && (kept.start == 0 || kept.end == n) {
        let values: u64 = members.iter().map(|m| m.values().count() as u64).sum();
        ctx.spend(values.saturating_mul(n as u64 + 1), g)?;
        return Ok(extreme(&members, kept.end == n).map(score));
    }
    // Walk the members keeping only the values that can still be kept: the highest `n − start`
    // (they hold every kept rank) or the lowest `end`, whichever list is shorter.
    let from_top = (n - kept.start) <= kept.end;
    let cap = if from_top { n - kept.start } else { kept.end } as usize;
    let mut states: HashMap<Vec<i64>, BigUint> = HashMap::from([(Vec::new(), BigUint::one())]);
    for m in &members {
        let faces = m.weights();
        let states_after = (states.len() as u64).saturating_mul(faces.len() as u64);
        ctx.spend(states_after.saturating_mul(cap as u64 + 1), g)?;
        let mut next: HashMap<Vec<i64>, BigUint> = HashMap::new();
        for (state, w) in &states {
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
    // Per member, how far its faces were added up and their weight so far.
    let mut at = vec![(0usize, BigUint::zero()); faces.len()];
    let mut before = BigUint::zero();
    let mut pairs = Vec::with_capacity(values.len());
    for x in values {
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
