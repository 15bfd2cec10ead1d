//! A line of several rolls (`1d20+5; 2d6+3`) and repeated sets (`6x 4d6kh3`).

use super::budget::Budget;
use super::error::{ParseError, ParseErrorKind};
use super::eval::EvalError;
use super::exact::{floor_work, Odds};
use super::limits::{MAX_ROLLS, MAX_SETS};
use super::parse::Parser;
use super::tree::Expr;
use crate::cost::{dist_bytes, order_statistic_work, power_bits};
use crate::dist::Dist;
use crate::pool::kth_lowest;

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

/// The exact odds of every roll of a line, and of each rank of its sets, all spending from
/// one budget: a line of twenty heavy rolls is refused as one heavy computation.
pub fn line_odds(rolls: &[Roll], depth: u32, budget: &mut Budget) -> Result<Vec<(Odds, Option<SetOdds>)>, EvalError> {
    // What the rolls' pools cost at least, together, before any of them is computed.
    if rolls.len() > 1 {
        super::eval::check_depth(depth)?;
        let floor = rolls
            .iter()
            .map(|r| floor_work(&r.expr.root, depth))
            .try_fold(0u64, |acc, w| w.map(|w| acc.saturating_add(w)))?;
        let line: Vec<String> = rolls.iter().map(Roll::to_string).collect();
        budget.clone().spend(floor, &line.join("; "))?;
    }
    rolls
        .iter()
        .map(|r| {
            let odds = r.expr.odds_within(depth, budget)?;
            let sets = match r.sets {
                1 => None,
                _ => Some(r.set_odds_within(&odds.dist, budget)?),
            };
            Ok((odds, sets))
        })
        .collect()
}

impl std::fmt::Display for Roll {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.sets > 1 {
            write!(f, "{}x ", self.sets)?;
        }
        write!(f, "{}", self.expr)
    }
}

impl Roll {
    /// The distribution of each rank of the sorted sets, given one set's distribution.
    pub fn set_odds(&self, one: &Dist) -> Result<SetOdds, EvalError> {
        self.set_odds_within(one, &mut Budget::new())
    }

    /// [`Roll::set_odds`] spending from `budget`.
    pub fn set_odds_within(&self, one: &Dist, budget: &mut Budget) -> Result<SetOdds, EvalError> {
        let n = self.sets;
        let bits = power_bits(&one.denominator(), n as u64);
        let faces = one.values().count() as u64;
        let work = (0..n).map(|k| order_statistic_work(faces, n, k, bits)).sum();
        budget.spend(work, &self.expr)?;
        budget.hold(dist_bytes(one.entries().saturating_mul(n as u64), bits), &self.expr)?;
        let ranks = (0..n).rev().map(|k| kth_lowest(one, n, k)).collect();
        Ok(SetOdds { ranks })
    }
}
