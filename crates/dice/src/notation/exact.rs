//! The exact distribution of an expression: each die through its modifiers (reroll → explode →
//! min/max), then the pool kept, dropped or counted, then groups and arithmetic — every step a
//! distribution, never a simulation, and every step's cost checked before it runs.

use super::budget::{within_span, Budget, Ctx};
use super::cost::{chain_step_work, chain_work};
use super::eval::{check_depth, EvalError, MAX_SPAN};
use super::kept::keep_dist;
use super::tree::{ExplodeKind, Expr, Group, Node, Op, Pool};
use super::{group, spawn};
use crate::cost::{combine_work, convolve_work, dist_bytes, exploding_work, keep_work, words};
use crate::dist::Dist;
use crate::explode::exploding;
use crate::fraction::Fraction;
use crate::meter::tick;
use num_bigint::BigUint;
use num_traits::One;
use std::collections::BTreeMap;

/// An expression's exact distribution.
#[derive(Clone, Debug, PartialEq)]
pub struct Odds {
    pub dist: Dist,
    /// Probability that an explosion depth cut changed the outcome (`0/1` without `!`).
    pub truncated: Fraction,
}

impl Expr {
    /// The exact distribution of the expression's total, explosion chains cut after `depth`
    /// extra dice. Refused, before any heavy work, when it would cost more than
    /// [`MAX_WORK`](super::MAX_WORK).
    pub fn odds(&self, depth: u32) -> Result<Odds, EvalError> {
        self.odds_within(depth, &mut Budget::new())
    }

    /// [`Expr::odds`] spending from `budget`, which a whole line of rolls shares: refused as
    /// soon as the line's estimated work passes [`MAX_WORK`](super::MAX_WORK).
    pub fn odds_within(&self, depth: u32, budget: &mut Budget) -> Result<Odds, EvalError> {
        check_depth(depth)?;
        let mut ctx = Ctx::new(depth, std::mem::take(budget));
        let dist = node_dist(&self.root, &mut ctx);
        *budget = ctx.budget;
        Ok(Odds {
            dist: dist?,
            truncated: ctx.not_cut.complement(),
        })
    }
}

/// A group's members' distributions, each different member computed once.
fn member_dists(g: &Group, ctx: &mut Ctx) -> Result<Vec<Dist>, EvalError> {
    let mut done: Vec<(&Node, Dist)> = Vec::new();
    let mut out = Vec::with_capacity(g.members.len());
    for m in &g.members {
        let d = match done.iter().find(|(n, _)| *n == m) {
            Some((_, d)) => d.clone(),
            None => {
                let d = node_dist(m, ctx)?;
                done.push((m, d.clone()));
                d
            }
        };
        out.push(d);
    }
    Ok(out)
}

/// `a / b` rounded down (towards −∞), as `/` is defined in the notation.
pub(super) fn floor_div(a: i64, b: i64) -> i64 {
    super::bounds::floor_div_wide(a.into(), b.into()) as i64
}

pub(super) fn node_dist(node: &Node, ctx: &mut Ctx) -> Result<Dist, EvalError> {
    let d = match node {
        Node::Constant(c) => Dist::constant(*c),
        Node::Pool(p) => pool_dist(p, ctx)?,
        Node::Group(g) => {
            let members = member_dists(g, ctx)?;
            group::group_dist(g, &members, ctx)?
        }
        Node::Neg(a) => node_dist(a, ctx)?.neg(),
        Node::Binary(op, a, b) => {
            let (a, b) = (node_dist(a, ctx)?, node_dist(b, ctx)?);
            let bits = a.denominator().bits() + b.denominator().bits() + 1;
            // Entries of the result; a product's range is known from its factors' ends, and a
            // quotient's is within its dividend's magnitude.
            let span = match op {
                Op::Add | Op::Sub => (a.entries() + b.entries() - 1) as i128,
                Op::Mul => {
                    let ends = |d: &Dist| [d.min_value() as i128, d.max_value() as i128];
                    let products: Vec<i128> = ends(&a).iter().flat_map(|x| ends(&b).map(|y| x * y)).collect();
                    let (lo, hi) = (products.iter().min(), products.iter().max());
                    match (lo, hi) {
                        (Some(lo), Some(hi)) => hi - lo + 1,
                        _ => 1,
                    }
                }
                Op::Div => 2 * (a.min_value().unsigned_abs().max(a.max_value().unsigned_abs()) as i128) + 1,
            };
            // One too wide is refused before its pairs are built (d9042*60d45 once took
            // seconds and gigabytes to be refused).
            if *op == Op::Mul && span - 1 > MAX_SPAN as i128 {
                return Err(EvalError::TooLarge(node.to_string()));
            }
            let work = match op {
                Op::Add | Op::Sub => convolve_work(&a, &b),
                Op::Mul | Op::Div => combine_work(&a, &b),
            };
            ctx.spend(work, node)?;
            ctx.hold(dist_bytes(span.min(MAX_SPAN as i128 + 1) as u64, bits), node)?;
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

/// What evaluating `node` costs at least: the keep-sums of its pools (each distinct pool once,
/// exploded pools that add dice left out), priced from their dice alone, nothing computed but
/// the single die's chain. A line of heavy rolls is refused on it before the first is computed.
pub(super) fn floor_work(node: &Node, depth: u32) -> Result<u64, EvalError> {
    let mut pools: Vec<&Pool> = Vec::new();
    node.visit(&mut |n| {
        if let Node::Pool(p) = n {
            if !pools.contains(&p) {
                pools.push(p);
            }
        }
    });
    let mut work = 0u64;
    for p in pools.into_iter().filter(|p| !spawn::spawns(p)) {
        let (die, _) = die_dist(p, &mut Ctx::new(depth, Budget::new()))?;
        let scored = p.count_rule.map(|c| move |v| c.score(v));
        let score = scored.as_ref().map(|f| f as &dyn Fn(i64) -> i64);
        work = work.saturating_add(keep_work(&die, p.count, p.select.keep(p.count), score));
    }
    Ok(work)
}

/// One die of the pool after reroll, a compounded explosion and min/max, and the chance its
/// chain was cut.
pub(super) fn die_dist(p: &Pool, ctx: &mut Ctx) -> Result<(Dist, Fraction), EvalError> {
    let mut die = p.rerolled();
    let mut cut = Fraction::zero();
    if let Some(e) = p.explode {
        let depth = e.limit(ctx.depth);
        let goes_on = |v: i64| e.goes_on(&p.die, v);
        let plain = p.reroll.is_none() && e.when.is_none() && e.penalty() == 0;
        let work = if plain {
            exploding_work(&die, depth)
        } else {
            let going: Vec<i64> = die.values().filter(|&v| goes_on(v)).collect();
            chain_work(&die, &going, depth)
        };
        ctx.spend(work, p)?;
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
    let w = words(total.bits() * (depth as u64 + 1));
    for k in 0..=depth {
        tick(chain_step_work(prefix.len(), faces.len() + going.len(), w));
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
    let score = scored.as_ref().map(|f| f as &dyn Fn(i64) -> i64);
    keep_dist(&die, p.count, keep, score, ctx, p)
}
