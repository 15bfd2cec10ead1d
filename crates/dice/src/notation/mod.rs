//! The generic dice notation (`3d10km+7`, `4d6dl1`, `1d20ro1`, `10d10>=7`, `{2d6,1d12}kh1`...).
//!
//! One parser produces one AST ([`Expr`]); the same AST is rolled ([`Expr::roll`]) and
//! evaluated exactly ([`Expr::odds`]), so a roll and its odds can never disagree about what an
//! expression means. Each die goes through its modifiers in one fixed order, whatever order
//! they are written in: reroll → explode → min/max → keep/drop → count. The grammar, each form
//! with a worked example and where tirada differs from other rollers: `docs/notation.md`.

mod bounds;
mod cond;
mod cost;
mod error;
mod eval;
mod exact;
mod group;
mod parse;
mod program;
mod roll;
mod spawn;
#[cfg(test)]
mod testing;

pub use cond::{Cmp, Cond};
pub use cost::{magnitude, Budget, MAX_BYTES, MAX_DEPTH, MAX_WORK};
pub use error::{ParseError, ParseErrorKind};
pub use eval::{check_depth, EvalError, Odds, TYPED_GROUP};
pub use parse::parse;
pub use program::{line_odds, parse_program, Roll, SetOdds};
pub use roll::{DieRoll, RollResult, TermRoll};

use crate::die::Die;
use crate::pool::Keep;
use serde::Serialize;
use std::fmt;

/// Most dice one pool may hold.
pub const MAX_DICE: u32 = 1000;
/// Most sides one die may have.
pub const MAX_SIDES: u32 = 10_000;
/// Largest constant accepted.
pub const MAX_CONSTANT: i64 = 1_000_000_000;
/// Largest result (in absolute value) an expression may reach, so that no sum or product
/// overflows.
pub const MAX_RESULT: i64 = 1_000_000_000_000_000;
/// Most dice one expression may throw before explosions and rerolls (all its pools).
pub const MAX_TOTAL_DICE: u32 = 10_000;

/// A parsed dice expression: one roll, maybe with a label (`2d20kh1+5 [ataque]`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Expr {
    pub root: Node,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
}

/// A node of the expression tree.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Node {
    Constant(i64),
    Pool(Pool),
    /// `{2d6, 1d12}kh1`: expressions whose totals are kept, dropped or counted like dice.
    Group(Group),
    Neg(Box<Node>),
    Binary(Op, Box<Node>, Box<Node>),
}

/// An arithmetic operator; `/` divides and rounds down (towards −∞).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
}

/// `count` dice of one kind with their modifiers.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Pool {
    pub count: u32,
    pub die: Die,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reroll: Option<Reroll>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explode: Option<Explode>,
    /// `minN`: a die below N counts as N.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    /// `maxN`: a die above N counts as N.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
    pub select: Select,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count_rule: Option<Count>,
}

/// `ro` (reroll once) or `rr` (reroll while the condition holds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Reroll {
    pub once: bool,
    pub when: Cond,
}

/// The kinds of explosion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ExplodeKind {
    /// `!`: again and again, each throw added.
    Recursive,
    /// `!o`: at most one extra throw.
    Once,
    /// `!!`: compounding, the throws make one die.
    Compound,
    /// `!p`: penetrating, each extra throw counts one less.
    Penetrating,
}

/// An explosion and the faces it goes on with (`None`: the highest face).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Explode {
    pub kind: ExplodeKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub when: Option<Cond>,
}

impl Explode {
    /// Most extra throws of one chain under the depth cut `depth` (`!o`: one by definition).
    pub fn limit(self, depth: u32) -> u32 {
        match self.kind {
            ExplodeKind::Once => depth.min(1),
            _ => depth,
        }
    }

    /// Whether a throw of `die` showing `face` sets off another.
    pub fn goes_on(self, die: &Die, face: i64) -> bool {
        self.when.map_or(face == die.max_face(), |c| c.holds(face))
    }

    /// What each extra throw counts less than its face (`!p`: 1).
    pub fn penalty(self) -> i64 {
        (self.kind == ExplodeKind::Penetrating) as i64
    }
}

/// Keep or drop some of the dice (or group members), as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Select {
    Keep(Keep),
    /// `dlN` (`highest: false`) or `dhN`.
    Drop {
        highest: bool,
        n: u32,
    },
}

impl Select {
    /// The same choice as a keep rule over `dice` dice.
    pub fn keep(self, dice: u32) -> Keep {
        match self {
            Select::Keep(k) => k,
            Select::Drop { n: 0, .. } => Keep::All,
            Select::Drop { highest: false, n } => Keep::Highest(dice.saturating_sub(n)),
            Select::Drop { highest: true, n } => Keep::Lowest(dice.saturating_sub(n)),
        }
    }
}

/// Success counting: each kept die meeting `success` counts 1, each meeting `failure` −1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Count {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub success: Option<Cond>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failure: Option<Cond>,
}

impl Count {
    /// What one die showing `v` adds to the count.
    pub fn score(&self, v: i64) -> i64 {
        let hit = self.success.is_some_and(|c| c.holds(v)) as i64;
        let miss = self.failure.is_some_and(|c| c.holds(v)) as i64;
        hit - miss
    }
}

/// `2d6`, `{4d6kh3, 1d20}kh1` — the members of a group, then what is kept and counted.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Group {
    pub members: Vec<Node>,
    pub select: Select,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count_rule: Option<Count>,
}

impl Expr {
    /// Every dice pool of the expression, in written order.
    pub fn pools(&self) -> Vec<&Pool> {
        let mut out = Vec::new();
        self.root.visit(&mut |n| {
            if let Node::Pool(p) = n {
                out.push(p);
            }
        });
        out
    }

    /// Whether any die of the expression explodes.
    pub fn explodes(&self) -> bool {
        self.pools().iter().any(|p| p.explode.is_some())
    }
}

impl Node {
    /// Calls `f` on this node and every node below it, in written order.
    fn visit<'a>(&'a self, f: &mut impl FnMut(&'a Node)) {
        f(self);
        match self {
            Node::Constant(_) | Node::Pool(_) => {}
            Node::Group(g) => g.members.iter().for_each(|m| m.visit(f)),
            Node::Neg(a) => a.visit(f),
            Node::Binary(_, a, b) => {
                a.visit(f);
                b.visit(f);
            }
        }
    }

    fn precedence(&self) -> u8 {
        match self {
            Node::Binary(Op::Add | Op::Sub, ..) => 1,
            Node::Binary(Op::Mul | Op::Div, ..) => 2,
            Node::Neg(_) => 3,
            _ => 4,
        }
    }

    /// Writes `self` in parentheses when it binds looser than `at` needs.
    fn write_at(&self, f: &mut fmt::Formatter<'_>, at: u8) -> fmt::Result {
        if self.precedence() < at {
            write!(f, "({self})")
        } else {
            write!(f, "{self}")
        }
    }
}

impl fmt::Display for Select {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Select::Keep(k) => write!(f, "{k}"),
            Select::Drop { highest, n } => write!(f, "d{}{n}", if *highest { 'h' } else { 'l' }),
        }
    }
}

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(c) = self.success {
            write!(f, "{}", c.spelled(true))?;
        }
        if let Some(c) = self.failure {
            write!(f, "f{}", c.spelled(false))?;
        }
        Ok(())
    }
}

impl fmt::Display for Pool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.count, self.die)?;
        if let Some(r) = self.reroll {
            write!(f, "{}{}", if r.once { "ro" } else { "rr" }, r.when.spelled(false))?;
        }
        if let Some(e) = self.explode {
            let mark = match e.kind {
                ExplodeKind::Recursive => "!",
                ExplodeKind::Once => "!o",
                ExplodeKind::Compound => "!!",
                ExplodeKind::Penetrating => "!p",
            };
            write!(f, "{mark}")?;
            if let Some(c) = e.when {
                write!(f, "{}", c.spelled(false))?;
            }
        }
        if let Some(m) = self.min {
            write!(f, "min{m}")?;
        }
        if let Some(m) = self.max {
            write!(f, "max{m}")?;
        }
        write!(f, "{}", self.select)?;
        if let Some(c) = self.count_rule {
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Group {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let members: Vec<String> = self.members.iter().map(|m| m.to_string()).collect();
        write!(f, "{{{}}}{}", members.join(","), self.select)?;
        if let Some(c) = self.count_rule {
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Node::Constant(c) => write!(f, "{c}"),
            Node::Pool(p) => write!(f, "{p}"),
            Node::Group(g) => write!(f, "{g}"),
            Node::Neg(a) => {
                write!(f, "-")?;
                a.write_at(f, 3)
            }
            Node::Binary(op, a, b) => {
                let (sign, at) = match op {
                    Op::Add => ('+', 1),
                    Op::Sub => ('-', 1),
                    Op::Mul => ('*', 2),
                    Op::Div => ('/', 2),
                };
                a.write_at(f, at)?;
                write!(f, "{sign}")?;
                // The right side of a left-associative operator needs parentheses at its level.
                b.write_at(f, at + 1)
            }
        }
    }
}

impl fmt::Display for Expr {
    /// The canonical spelling, e.g. `3d10km+7` — what a transcript records.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.root)?;
        if let Some(l) = &self.label {
            write!(f, " [{l}]")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Expr {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse(s)
    }
}
