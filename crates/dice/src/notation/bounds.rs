//! The lowest and highest value an expression can take, by interval arithmetic — to refuse a
//! divisor that may be 0 or a result that could overflow before anything is thrown, and to tell
//! a rule how far a modifier can reach (`None`: no bound, an explosion that can go on).

use super::{Count, ExplodeKind, Expr, Group, Node, Op, Pool};

type Range = (Option<i128>, Option<i128>);

impl Expr {
    /// Lowest and highest value of the expression (`None` = unbounded: an exploding die).
    pub fn bounds(&self) -> (Option<i64>, Option<i64>) {
        let (lo, hi) = range(&self.root, None);
        let fit = |v: i128| v.clamp(i64::MIN as i128, i64::MAX as i128) as i64;
        (lo.map(fit), hi.map(fit))
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

/// What `kept` dice (or members) each in `one` add up to, or count.
fn kept_range(one: Range, kept: i128, count: Option<Count>) -> Range {
    match count {
        None => (one.0.map(|v| v * kept), one.1.map(|v| v * kept)),
        Some(c) => (
            Some(if c.failure.is_some() { -kept } else { 0 }),
            Some(if c.success.is_some() { kept } else { 0 }),
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
    if let Some(e) = p.explode {
        let extra = match (e.kind, depth) {
            (ExplodeKind::Once, d) => Some(d.unwrap_or(1).min(1) as i128),
            (_, d) => d.map(|d| d as i128),
        };
        let step_lo = flo - (e.kind == ExplodeKind::Penetrating) as i128;
        match extra {
            Some(d) => {
                lo = Some(flo.min(flo + d * step_lo));
                hi = Some(fhi.max(fhi + d * fhi));
            }
            None => {
                lo = (step_lo >= 0).then_some(flo);
                hi = (fhi <= 0).then_some(fhi);
            }
        }
    }
    if let Some(m) = p.min {
        lo = Some(lo.map_or(m as i128, |v| v.max(m as i128)));
        hi = hi.map(|v| v.max(m as i128));
    }
    if let Some(m) = p.max {
        hi = Some(hi.map_or(m as i128, |v| v.min(m as i128)));
        lo = lo.map(|v| v.min(m as i128));
    }
    let kept = p
        .select
        .keep(p.count)
        .positions(p.count)
        .map_or(p.count, |r| r.len() as u32);
    kept_range((lo, hi), kept as i128, p.count_rule)
}

fn group_range(g: &Group, depth: Option<u32>) -> Range {
    let n = g.members.len() as u32;
    let kept = g.select.keep(n).positions(n).map_or(n, |r| r.len() as u32) as usize;
    if let Some(c) = g.count_rule {
        return kept_range((None, None), kept as i128, Some(c));
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
