//! The expression tree one parser produces and everything else reads: pools of dice with their
//! modifiers, groups, constants and arithmetic, and their canonical spelling.

use super::cond::Cond;
use crate::die::Die;
use crate::dist::Dist;
use crate::pool::Keep;
use serde::Serialize;
use std::fmt;

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
    pub(super) fn visit<'a>(&'a self, f: &mut impl FnMut(&'a Node)) {
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

impl Pool {
    /// One throw of the pool's die after `ro`/`rr`.
    pub(super) fn rerolled(&self) -> Dist {
        let die = self.die.dist();
        let Some(r) = self.reroll else { return die };
        // A die has at most MAX_SIDES faces of weight one each, so `T²` fits in `u128`.
        let w = die.faces::<u128>().expect("a die's weights are small");
        let total: u128 = w.iter().map(|x| x.1).sum();
        let hit: u128 = w.iter().filter(|(v, _)| r.when.holds(*v)).map(|x| x.1).sum();
        let pairs = w.into_iter().map(|(v, x)| {
            // `ro`: a face that meets the condition is thrown once more (weights over T²);
            // `rr`: it is thrown until it does not, which is the die without those faces.
            let stays = if r.when.holds(v) { 0 } else { x };
            (v, if r.once { stays * total + x * hit } else { stays })
        });
        Dist::from_weights(pairs).expect("a die keeps a face that does not reroll")
    }
}
