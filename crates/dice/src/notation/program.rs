//! A line of several rolls (`1d20+5; 2d6+3`) and repeated sets (`6x 4d6kh3`).

use super::budget::Ctx;
use super::cost::pool_work;
use super::error::{ParseError, ParseErrorKind};
use super::eval::EvalError;
use super::limits::{MAX_ROLLS, MAX_SETS};
use super::parse::Parser;
use super::tree::Expr;
use crate::dist::Dist;
use crate::pool::{kth_lowest, Keep};

/// One roll of a line, thrown `sets` times (1 unless written `Nx`).
#[derive(Clone, Debug, PartialEq)]
pub struct Roll {
    pub sets: u32,
    pub expr: Expr,
}

/// The sets of a repeated roll as a sorted array: the distribution of each rank.
#[derive(Clone, Debug, PartialEq)]
pub struct SetOdds {
    /// `ranks[0]` is the highest set, `ranks[sets − 1]` the lowest.
    pub ranks: Vec<Dist>,
}

/// Parses a line of rolls separated by `;`, each maybe `Nx` sets and a `[label]`.
pub fn parse_program(input: &str) -> Result<Vec<Roll>, ParseError> {
    let mut p = Parser::new(input);
    let mut rolls = Vec::new();
    loop {
        let at = p.pos;
        let sets = p.sets()?.unwrap_or(1);
        let error = |kind| ParseError { position: at + 1, kind };
        if sets == 0 {
            return Err(error(ParseErrorKind::ZeroSets));
        }
        if sets > MAX_SETS {
            return Err(error(ParseErrorKind::TooManySets(sets as u64)));
        }
        rolls.push(Roll { sets, expr: p.roll()? });
        match p.peek() {
            None => return Ok(rolls),
            Some(';') => {
                p.eat(';');
                if p.peek().is_none() {
                    return Ok(rolls);
                }
                if rolls.len() == MAX_ROLLS {
                    return Err(error(ParseErrorKind::TooManyRolls));
                }
            }
            Some(c) => {
                let at = p.pos;
                return Err(ParseError {
                    position: at + 1,
                    kind: ParseErrorKind::Unexpected(c),
                });
            }
        }
    }
}

impl Roll {
    /// The distribution of each rank of the sorted sets, given one set's distribution.
    pub fn set_odds(&self, one: &Dist) -> Result<SetOdds, EvalError> {
        let mut ctx = Ctx::new(0);
        let mut ranks = Vec::with_capacity(self.sets as usize);
        for k in (0..self.sets).rev() {
            ctx.spend(pool_work(one, self.sets, Keep::Highest(1)), &self.expr)?;
            ranks.push(kth_lowest(one, self.sets, k));
        }
        Ok(SetOdds { ranks })
    }
}
