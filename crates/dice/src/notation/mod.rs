//! The generic dice notation (`3d10km+7`, `4d6dl1`, `1d20ro1`, `10d10>=7`, `{2d6,1d12}kh1`...).
//!
//! One parser produces one AST ([`Expr`]); the same AST is rolled ([`Expr::roll`]) and
//! evaluated exactly ([`Expr::odds`]), so a roll and its odds can never disagree about what an
//! expression means. Each die goes through its modifiers in one fixed order, whatever order
//! they are written in: reroll → explode → min/max → keep/drop → count. The grammar, each form
//! with a worked example and where tirada differs from other rollers: `docs/notation.md`.

mod bounds;
mod budget;
mod cond;
mod cost;
mod error;
mod eval;
mod exact;
mod group;
mod kept;
mod limits;
mod parse;
mod program;
mod roll;
mod spawn;
#[cfg(test)]
mod testing;
mod tree;

pub use budget::Budget;
pub use cond::{Cmp, Cond};
pub use cost::{magnitude, MAX_BYTES, MAX_DEPTH, MAX_WORK};
pub use error::{ParseError, ParseErrorKind};
pub use eval::{check_depth, EvalError, TYPED_GROUP};
pub use exact::Odds;
pub use limits::{MAX_CONSTANT, MAX_DICE, MAX_RESULT, MAX_SIDES, MAX_TOTAL_DICE};
pub use parse::parse;
pub use program::{line_odds, parse_program, Roll, SetOdds};
pub use roll::{DieRoll, RollResult, TermRoll};
pub use tree::{Count, Explode, ExplodeKind, Expr, Group, Node, Op, Pool, Reroll, Select};
