//! Exact odds of an [`Expr`], and why they may be refused.

use super::budget::Ctx;
use super::cost::MAX_DEPTH;
use super::error::EvalError;
use super::exact::node_dist;
use super::tree::Expr;
use crate::dist::Dist;
use crate::fraction::Fraction;

/// The group name typed faces of a notation roll are given under (`--dados`).
pub const TYPED_GROUP: &str = "dados";

/// Refuses a depth beyond [`MAX_DEPTH`], for odds and rolls alike.
pub fn check_depth(depth: u32) -> Result<(), EvalError> {
    if depth > MAX_DEPTH {
        return Err(EvalError::TooDeep(depth));
    }
    Ok(())
}

/// An expression's exact distribution.
#[derive(Clone, Debug, PartialEq)]
pub struct Odds {
    pub dist: Dist,
    /// Probability that an explosion depth cut changed the outcome (`0/1` without `!`).
    pub truncated: Fraction,
}

impl Expr {
    /// The exact distribution of the expression's total, explosion chains cut after `depth`
    /// extra dice. Refused, before any heavy work, when it would cost more than [`MAX_WORK`].
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

#[cfg(test)]
mod tests;
