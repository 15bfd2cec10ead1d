//! The lowest and highest value an expression can take, by interval arithmetic — to refuse a
//! divisor that may be 0 or a result that could overflow before anything is thrown, and to tell
//! a rule how far a modifier can reach (`None`: no bound, an explosion that can go on).

use super::tree::{Count, ExplodeKind, Expr, Group, Node, Op, Pool, Select};
use crate::die::Die;
use crate::pool::Keep;

type Range = (Option<i128>, Option<i128>);

impl Expr {
    /// Lowest and highest value of the expression (`None` = unbounded: an exploding die).
    pub fn bounds(&self) -> (Option<i64>, Option<i64>) {
        let (lo, hi) = range(&self.root, None);
        let fit = |v: i128| v.clamp(i64::MIN as i128, i64::MAX as i128) as i64;
        (lo.map(fit), hi.map(fit))
    }
}

impl Expr {
    /// How many rows the exact distribution has and a lower bound of its denominator's bits,
    /// known before any work: where every value between the bounds occurs — sums and
    /// differences of plain pools (any keep) and constants — and for the product of two such
    /// with positive values, whose distinct products are counted without weighing them. A sum's
    /// extreme totals come one way each, so its weights share no factor and the denominator is
    /// every die's sides multiplied; so does a positive product's lowest. `None` for anything
    /// sparser (explosions, rerolls, groups, counts, divisions), whose rows are known only once
    /// computed. Lets a front end refuse an answer too long to print or hold before computing
    /// it (issue #31: `134d1000 --json` was refused after 0.76 s, `20d50*20d50` after 0.5 s).
    pub fn rows_known(&self) -> Option<(u64, u64)> {
        known(&self.root).map(|k| (k.rows, k.bits))
    }
}

/// What [`Expr::rows_known`] knows of one node: its rows, its denominator's bits at least, and
/// whether every value between its bounds occurs (what a sum's count needs of its terms).
struct Known {
    rows: u64,
    bits: u64,
    dense: bool,
}

/// Most pairs of factors, and most values between a product's bounds, counted ahead: a few
/// milliseconds and 16 MiB, where the exact distribution would take far longer.
const PRODUCT_PAIRS: i128 = 1 << 24;
const PRODUCT_SPAN: i128 = 1 << 27;

/// [`Expr::rows_known`] of one node.
fn known(node: &Node) -> Option<Known> {
    match node {
        Node::Neg(a) => known(a),
        Node::Binary(Op::Add | Op::Sub, a, b) => {
            let (a, b) = (known(a)?, known(b)?);
            (a.dense && b.dense).then_some(())?;
            Some(Known {
                rows: a.rows.checked_add(b.rows)? - 1,
                bits: a.bits.saturating_add(b.bits),
                dense: true,
            })
        }
        Node::Binary(Op::Mul, a, b) => {
            let (ka, kb) = (known(a)?, known(b)?);
            (ka.dense && kb.dense).then_some(())?;
            let rows = distinct_products(range(a, None), range(b, None))?;
            Some(Known {
                rows,
                bits: ka.bits.saturating_add(kb.bits),
                dense: false,
            })
        }
        _ => dense(node).map(|(rows, bits)| Known {
            rows,
            bits,
            dense: true,
        }),
    }
}

/// How many distinct values `x·y` takes for `x` and `y` in two ranges of positive integers
/// (every value of each occurring), marked in a bit set over the products' bounds; `None` where
/// either may be below 1 or the count would cost more than [`PRODUCT_PAIRS`] / [`PRODUCT_SPAN`].
fn distinct_products(a: Range, b: Range) -> Option<u64> {
    let ((Some(a0), Some(a1)), (Some(b0), Some(b1))) = (a, b) else {
        return None;
    };
    if a0 < 1 || b0 < 1 || (a1 - a0 + 1).checked_mul(b1 - b0 + 1)? > PRODUCT_PAIRS {
        return None;
    }
    let (lo, span) = (a0 * b0, a1.checked_mul(b1)? - a0 * b0 + 1);
    if span > PRODUCT_SPAN {
        return None;
    }
    let mut seen = vec![0u64; (span as usize).div_ceil(64)];
    for x in a0..=a1 {
        for y in b0..=b1 {
            let i = (x * y - lo) as usize;
            seen[i / 64] |= 1 << (i % 64);
        }
    }
    Some(seen.iter().map(|w| u64::from(w.count_ones())).sum())
}

/// Rows and bits of a node whose every value between its bounds occurs: a constant or a plain
/// pool.
fn dense(node: &Node) -> Option<(u64, u64)> {
    match node {
        Node::Constant(_) => Some((1, 0)),
        Node::Pool(p) => {
            let plain = p.reroll.is_none() && p.explode.is_none() && p.min.is_none() && p.max.is_none();
            if !plain || p.count_rule.is_some() {
                return None;
            }
            let steps = match p.die {
                Die::Numbered { sides } => sides as u64 - 1,
                Die::Fudge => 2,
                Die::Custom { .. } => return None,
            };
            let kept = p.select.keep(p.count).positions(p.count).ok()?.len() as u64;
            // bits(k^n) = ⌊n·log2 k⌋ + 1: one less, whatever the rounding.
            let bits = (p.count as f64 * ((steps + 1) as f64).log2()).floor() as u64;
            Some((kept.checked_mul(steps)? + 1, bits))
        }
        _ => None,
    }
}

/// The range of `node` with explosion chains cut after `depth` extra dice (`None`: never cut).
pub(super) fn range(node: &Node, depth: Option<u32>) -> Range {
    match node {
        Node::Constant(c) => (Some(*c as i128), Some(*c as i128)),
        Node::Pool(p) => pool_range(p, depth),
        Node::Group(g) => group_range(g, depth),
        Node::Neg(a) => {
            let (lo, hi) = range(a, depth);
            (hi.map(|v| -v), lo.map(|v| -v))
        }
        Node::Binary(op, a, b) => {
            let (a, b) = (range(a, depth), range(b, depth));
            match op {
                Op::Add => (add(a.0, b.0), add(a.1, b.1)),
                Op::Sub => (add(a.0, b.1.map(|v| -v)), add(a.1, b.0.map(|v| -v))),
                Op::Mul => corners(a, b, |x, y| x.checked_mul(y)),
                Op::Div => corners(a, b, |x, y| (y != 0).then(|| floor_div_wide(x, y))),
            }
        }
    }
}

fn add(a: Option<i128>, b: Option<i128>) -> Option<i128> {
    a?.checked_add(b?)
}

/// Division rounding towards −∞ (the divisor is never 0: the parser refuses one that may be).
pub(super) fn floor_div_wide(a: i128, b: i128) -> i128 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// The extremes of `f` over two finite intervals are at their corners (both operations are
/// monotone in each argument on an interval without 0 in the divisor).
fn corners(a: Range, b: Range, f: impl Fn(i128, i128) -> Option<i128>) -> Range {
    let (Some(a0), Some(a1), Some(b0), Some(b1)) = (a.0, a.1, b.0, b.1) else {
        return (None, None);
    };
    let all: Option<Vec<i128>> = [(a0, b0), (a0, b1), (a1, b0), (a1, b1)]
        .iter()
        .map(|&(x, y)| f(x, y))
        .collect();
    match all {
        Some(v) => (v.iter().min().copied(), v.iter().max().copied()),
        None => (None, None),
    }
}

/// What between `kept.0` and `kept.1` (`None`: no bound) dice or members, each in `one`, add up
/// to, or count.
fn kept_range(one: Range, kept: (i128, Option<i128>), count: Option<Count>) -> Range {
    let (fewest, most) = kept;
    let times = |v: i128, n: Option<i128>| v.checked_mul(n?);
    match count {
        // The fewest dice give the extreme unless each die can push it further.
        None => (
            one.0.and_then(|v| times(v, if v >= 0 { Some(fewest) } else { most })),
            one.1.and_then(|v| times(v, if v <= 0 { Some(fewest) } else { most })),
        ),
        Some(c) => (
            if c.failure.is_some() { most.map(|k| -k) } else { Some(0) },
            if c.success.is_some() { most } else { Some(0) },
        ),
    }
}

fn pool_range(p: &Pool, depth: Option<u32>) -> Range {
    let faces = p.die.faces();
    let allowed: Vec<i64> = match p.reroll {
        Some(r) if !r.once => faces.iter().copied().filter(|&f| !r.when.holds(f)).collect(),
        _ => faces,
    };
    let (flo, fhi) = (allowed[0] as i128, allowed[allowed.len() - 1] as i128);
    let (mut lo, mut hi) = (Some(flo), Some(fhi));
    let count = p.count as i128;
    let extra = p.explode.map(|e| match (e.kind, depth) {
        (ExplodeKind::Once, d) => Some(e.limit(d.unwrap_or(1)) as i128),
        (_, d) => d.map(|d| d as i128),
    });
    let penalty = p.explode.map_or(0, |e| e.penalty()) as i128;
    let compound = p.explode.is_some_and(|e| e.kind == ExplodeKind::Compound);
    // How many dice the pool ends with: explosions other than `!!` add theirs.
    let mut dice = (count, Some(count));
    match extra {
        Some(extra) if compound => match extra {
            Some(d) => {
                lo = Some(flo.min(flo + d * flo));
                hi = Some(fhi.max(fhi + d * fhi));
            }
            None => {
                lo = (flo >= 0).then_some(flo);
                hi = (fhi <= 0).then_some(fhi);
            }
        },
        Some(extra) => {
            lo = Some(flo.min(flo - penalty));
            dice.1 = extra.map(|d| count * (d + 1));
        }
        None => {}
    }
    if let Some(m) = p.min {
        lo = Some(lo.map_or(m as i128, |v| v.max(m as i128)));
        hi = hi.map(|v| v.max(m as i128));
    }
    if let Some(m) = p.max {
        hi = Some(hi.map_or(m as i128, |v| v.min(m as i128)));
        lo = lo.map(|v| v.min(m as i128));
    }
    let kept = match p.select {
        Select::Keep(Keep::All) => dice,
        Select::Keep(Keep::Highest(k) | Keep::Lowest(k) | Keep::Middle(k)) => (k as i128, Some(k as i128)),
        Select::Drop { n, .. } => (dice.0 - n as i128, dice.1.map(|m| m - n as i128)),
    };
    kept_range((lo, hi), kept, p.count_rule)
}

fn group_range(g: &Group, depth: Option<u32>) -> Range {
    let n = g.members.len() as u32;
    let kept = g.select.keep(n).positions(n).map_or(n, |r| r.len() as u32) as usize;
    if let Some(c) = g.count_rule {
        return kept_range((None, None), (kept as i128, Some(kept as i128)), Some(c));
    }
    let ranges: Vec<Range> = g.members.iter().map(|m| range(m, depth)).collect();
    // Any `kept` of the members add up to at least the `kept` lowest lows, at most the highest highs.
    let extreme = |pick: fn(&Range) -> Option<i128>, highest: bool| -> Option<i128> {
        let mut v: Vec<i128> = ranges.iter().map(pick).collect::<Option<_>>()?;
        v.sort_unstable();
        if highest {
            v.reverse();
        }
        v.iter().take(kept).try_fold(0i128, |acc, x| acc.checked_add(*x))
    };
    (extreme(|r| r.0, false), extreme(|r| r.1, true))
}
