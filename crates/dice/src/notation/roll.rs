//! Rolling an [`Expr`] with a [`DiceSource`]: the same modifiers in the same order as the exact
//! odds (reroll → explode → min/max → keep/drop → count), so typed faces and odds agree.

use super::eval::TYPED_GROUP;
use super::exact::floor_div;
use super::tree::{Count, ExplodeKind, Expr, Group, Node, Op, Pool};
use crate::source::{DiceSource, SourceError};
use serde::Serialize;

/// One die of a roll: its face, or every face of its chain when it compounded (`!!`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DieRoll {
    pub faces: Vec<i64>,
    pub value: i64,
    pub kept: bool,
    /// Faces thrown and set aside by `ro`/`rr`, in order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub rerolled: Vec<i64>,
    /// Thrown because the die before it exploded (`!`, `!o`, `!p`): a die of the pool like any.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub extra: bool,
}

/// One pool, group member list or constant of a roll, in written order.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TermRoll {
    /// The term as written canonically, without its sign (`3d10km`, `7`, `{2d6,1d12}kh1`).
    pub term: String,
    /// Whether the term is subtracted (an odd number of `-` above it).
    pub negative: bool,
    /// The die thrown (`d10`, `dF`), absent for a constant or a group.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub die: Option<String>,
    /// The dice, or for a group one entry per member with its total.
    pub dice: Vec<DieRoll>,
    /// The term's value before its sign (a count, when the term counts successes).
    pub value: i64,
}

/// The transcript of rolling an expression.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RollResult {
    pub expression: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    pub total: i64,
    pub terms: Vec<TermRoll>,
}

impl Expr {
    /// Rolls the expression. Explosion chains stop after `depth` extra dice, as in [`Expr::odds`].
    pub fn roll(&self, dice: &mut impl DiceSource, depth: u32) -> Result<RollResult, SourceError> {
        let mut roller = Roller {
            dice,
            depth,
            terms: Vec::new(),
        };
        let total = roller.node(&self.root, false)?;
        Ok(RollResult {
            expression: self.root.to_string(),
            label: self.label.clone(),
            total,
            terms: roller.terms,
        })
    }
}

struct Roller<'a, S> {
    dice: &'a mut S,
    depth: u32,
    terms: Vec<TermRoll>,
}

impl<S: DiceSource> Roller<'_, S> {
    fn node(&mut self, node: &Node, negative: bool) -> Result<i64, SourceError> {
        Ok(match node {
            Node::Constant(c) => {
                self.terms.push(TermRoll {
                    term: c.to_string(),
                    negative,
                    die: None,
                    dice: Vec::new(),
                    value: *c,
                });
                *c
            }
            Node::Pool(p) => self.pool(p, negative)?,
            Node::Group(g) => self.group(g, negative)?,
            Node::Neg(a) => -self.node(a, !negative)?,
            Node::Binary(op, a, b) => {
                let a = self.node(a, negative)?;
                let b = self.node(b, negative ^ (*op == Op::Sub))?;
                match op {
                    Op::Add => a + b,
                    Op::Sub => a - b,
                    Op::Mul => a * b,
                    Op::Div => floor_div(a, b),
                }
            }
        })
    }

    /// One throw, rerolled as the pool says; the faces set aside go to `rerolled`.
    fn throw(&mut self, p: &Pool, rerolled: &mut Vec<i64>) -> Result<i64, SourceError> {
        let mut face = self.dice.roll(&p.die, TYPED_GROUP)?;
        if let Some(r) = p.reroll {
            while r.when.holds(face) {
                rerolled.push(face);
                face = self.dice.roll(&p.die, TYPED_GROUP)?;
                if r.once {
                    break;
                }
            }
        }
        Ok(face)
    }

    fn pool(&mut self, p: &Pool, negative: bool) -> Result<i64, SourceError> {
        let faces_of_die = p.die.faces();
        let clamp = |v: i64| v.clamp(p.min.unwrap_or(i64::MIN), p.max.unwrap_or(i64::MAX));
        let mut rolled = Vec::with_capacity(p.count as usize);
        for _ in 0..p.count {
            // Each throw of the chain with the faces `ro`/`rr` set aside before it.
            let mut rerolled = Vec::new();
            let mut chain = vec![(self.throw(p, &mut rerolled)?, rerolled)];
            if let Some(e) = p.explode {
                // A chain that could never stop (a one-faced die) is cut at its first throw.
                let endless = faces_of_die.iter().all(|&f| e.goes_on(&p.die, f));
                let limit = e.limit(self.depth) as usize;
                while !endless && e.goes_on(&p.die, chain.last().expect("one throw").0) && chain.len() <= limit {
                    let mut rerolled = Vec::new();
                    chain.push((self.throw(p, &mut rerolled)?, rerolled));
                }
            }
            if p.explode.is_none_or(|e| e.kind == ExplodeKind::Compound) {
                // `!!`: the chain is one die worth its total.
                let (faces, rerolled): (Vec<i64>, Vec<Vec<i64>>) = chain.into_iter().unzip();
                rolled.push(DieRoll {
                    value: clamp(faces.iter().sum()),
                    faces,
                    kept: true,
                    rerolled: rerolled.concat(),
                    extra: false,
                });
                continue;
            }
            // `!`, `!o`, `!p`: every extra throw joins the pool as a die (`!p`: one less).
            let penalty = p.explode.map_or(0, |e| e.penalty());
            for (k, (face, rerolled)) in chain.into_iter().enumerate() {
                rolled.push(DieRoll {
                    faces: vec![face],
                    value: clamp(face - if k > 0 { penalty } else { 0 }),
                    kept: true,
                    rerolled,
                    extra: k > 0,
                });
            }
        }
        let keep = p.select.keep(rolled.len() as u32);
        let value = self.keep(&mut rolled, keep, p.count_rule);
        self.terms.push(TermRoll {
            term: p.to_string(),
            negative,
            die: Some(p.die.to_string()),
            dice: rolled,
            value,
        });
        Ok(value)
    }

    /// Marks the kept dice and returns their sum, or their count under `count`.
    fn keep(&self, rolled: &mut [DieRoll], keep: crate::pool::Keep, count: Option<Count>) -> i64 {
        let values: Vec<i64> = rolled.iter().map(|d| d.value).collect();
        let mask = keep.kept_mask(&values).expect("keep rules are checked by the parser");
        for (d, k) in rolled.iter_mut().zip(mask) {
            d.kept = k;
        }
        let kept = rolled.iter().filter(|d| d.kept).map(|d| d.value);
        match count {
            Some(c) => kept.map(|v| c.score(v)).sum(),
            None => kept.sum(),
        }
    }

    fn group(&mut self, g: &Group, negative: bool) -> Result<i64, SourceError> {
        let mut members = Vec::with_capacity(g.members.len());
        for m in &g.members {
            let value = self.node(m, negative)?;
            members.push(DieRoll {
                faces: vec![value],
                value,
                kept: true,
                rerolled: Vec::new(),
                extra: false,
            });
        }
        let n = members.len() as u32;
        let value = self.keep(&mut members, g.select.keep(n), g.count_rule);
        self.terms.push(TermRoll {
            term: g.to_string(),
            negative,
            die: None,
            dice: members,
            value,
        });
        Ok(value)
    }
}
