//! The generic dice notation (`3d10km+7`, `4dF+2`, `2d12!`, `20d10kh3`...).
//!
//! One parser produces one AST ([`Expr`]); the same AST is rolled ([`Expr::roll`]) and
//! evaluated exactly ([`Expr::odds`]), so a roll and its odds can never disagree about what an
//! expression means.
//!
//! Grammar (spaces are ignored, letters are case-insensitive):
//!
//! ```text
//! expr   := [+|-] term (('+'|'-') term)*
//! term   := integer | [count] 'd' sides modifier*
//! sides  := integer | 'F' | '%' | '{' integer (',' integer)* '}'
//! modifier := '!'                 explode on the highest face
//!           | ('kh'|'k') [K]      keep the K highest (default 1)
//!           | 'kl' [K]            keep the K lowest
//!           | 'km' [K]            keep the K in the middle
//! ```

mod cost;
mod eval;
mod parse;

pub use cost::{MAX_DEPTH, MAX_WORK};
pub use eval::{check_depth, DieRoll, EvalError, Odds, RollResult, TermRoll, TYPED_GROUP};
pub use parse::{parse, ParseError, ParseErrorKind};

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

/// A parsed dice expression: a signed sum of terms.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Expr {
    pub terms: Vec<Term>,
}

/// One signed term of an expression.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Term {
    /// `true` when the term is subtracted.
    pub negative: bool,
    pub kind: TermKind,
}

/// What a term is.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TermKind {
    Constant(i64),
    Pool(Pool),
}

/// `count` dice of one kind, maybe exploding, of which `keep` count.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Pool {
    pub count: u32,
    pub die: Die,
    pub explode: bool,
    pub keep: Keep,
}

impl fmt::Display for Pool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.count, self.die)?;
        if self.explode {
            write!(f, "!")?;
        }
        write!(f, "{}", self.keep)
    }
}

impl fmt::Display for Expr {
    /// The canonical spelling, e.g. `3d10km+7` — what a transcript records.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, t) in self.terms.iter().enumerate() {
            match (i, t.negative) {
                (0, true) => write!(f, "-")?,
                (0, false) => {}
                (_, true) => write!(f, "-")?,
                (_, false) => write!(f, "+")?,
            }
            match &t.kind {
                TermKind::Constant(c) => write!(f, "{c}")?,
                TermKind::Pool(p) => write!(f, "{p}")?,
            }
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
