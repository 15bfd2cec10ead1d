//! Rolling an [`Expr`] with a [`DiceSource`]: the same modifiers in the same order as the exact
//! odds (reroll → explode → min/max → keep/drop → count), so typed faces and odds agree.

use super::exact::floor_div;
use super::{Count, ExplodeKind, Expr, Group, Node, Op, Pool, TYPED_GROUP};
use crate::source::{DiceSource, SourceError};
use serde::Serialize;

/// One die of a roll: every face of its chain (one face unless it exploded).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DieRoll {
    pub faces: Vec<i64>,
    pub value: i64,
    pub kept: bool,
    /// Faces thrown and set aside by `ro`/`rr`, in order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub rerolled: Vec<i64>,
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
        let top = p.die.max_face();
        let faces_of_die = p.die.faces();
        let mut rolled = Vec::with_capacity(p.count as usize);
        for _ in 0..p.count {
            let mut rerolled = Vec::new();
            let mut faces = vec![self.throw(p, &mut rerolled)?];
            let mut extra = 0;
            if let Some(e) = p.explode {
                let goes_on = |v: i64| e.when.map_or(v == top, |c| c.holds(v));
                // A chain that could never stop (a one-faced die) is cut at its first throw.
                let endless = faces_of_die.iter().all(|&f| goes_on(f));
                let limit = if e.kind == ExplodeKind::Once {
                    self.depth.min(1)
                } else {
                    self.depth
                };
                while !endless && goes_on(*faces.last().expect("one throw")) && extra < limit {
                    faces.push(self.throw(p, &mut rerolled)?);
                    extra += 1;
                }
            }
            let penalty = if p.explode.is_some_and(|e| e.kind == ExplodeKind::Penetrating) {
                extra as i64
            } else {
                0
            };
            let value =
                (faces.iter().sum::<i64>() - penalty).clamp(p.min.unwrap_or(i64::MIN), p.max.unwrap_or(i64::MAX));
            rolled.push(DieRoll {
                faces,
                value,
                kept: true,
                rerolled,
            });
        }
        let value = self.keep(&mut rolled, p.select.keep(p.count), p.count_rule);
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
