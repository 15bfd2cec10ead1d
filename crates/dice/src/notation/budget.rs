//! What one exact evaluation may still spend — work and memory, which a whole line of rolls
//! shares — and the chance its explosion chains were cut.

use super::cost::{MAX_BYTES, MAX_WORK};
use super::eval::{EvalError, MAX_SPAN};
use crate::dist::Dist;
use crate::fraction::Fraction;
use std::fmt::Display;

/// The work a line of rolls has spent: every step's estimate is added before the step runs,
/// and the line is refused as soon as the total would pass [`MAX_WORK`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    spent: u64,
}

impl Budget {
    pub fn new() -> Budget {
        Budget::default()
    }

    /// The estimated work of every step so far.
    pub fn spent(&self) -> u64 {
        self.spent
    }

    /// Counts `more` work for `what`, refusing past [`MAX_WORK`] before it is done.
    pub fn spend(&mut self, more: u64, what: &dyn Display) -> Result<(), EvalError> {
        let total = self.spent.saturating_add(more);
        if total > MAX_WORK {
            return Err(EvalError::TooCostly {
                what: what.to_string(),
                work: total,
            });
        }
        self.spent = total;
        Ok(())
    }

    /// Refuses a step whose tables would take more than [`MAX_BYTES`].
    pub fn hold(&self, bytes: u64, what: &dyn Display) -> Result<(), EvalError> {
        if bytes > MAX_BYTES {
            return Err(EvalError::TooBig {
                what: what.to_string(),
                bytes,
            });
        }
        Ok(())
    }
}

/// What an evaluation has spent and what its explosion cuts changed.
pub(super) struct Ctx {
    pub depth: u32,
    pub budget: Budget,
    /// Probability that no explosion chain was cut.
    pub not_cut: Fraction,
}

impl Ctx {
    pub fn new(depth: u32, budget: Budget) -> Ctx {
        Ctx {
            depth,
            budget,
            not_cut: Fraction::one(),
        }
    }

    /// Counts `more` work for `what`, refusing past the budget before it is done.
    pub fn spend(&mut self, more: u64, what: &dyn Display) -> Result<(), EvalError> {
        self.budget.spend(more, what)
    }

    /// Refuses a step whose tables would not fit the memory bound.
    pub fn hold(&self, bytes: u64, what: &dyn Display) -> Result<(), EvalError> {
        self.budget.hold(bytes, what)
    }

    /// Records `n` independent chains each cut with probability `cut`.
    pub fn cut_each(&mut self, cut: &Fraction, n: u32) {
        if *cut != Fraction::zero() {
            let stays = cut.complement();
            let none = Fraction::new(stays.numer().pow(n), stays.denom().pow(n));
            self.not_cut = self.not_cut.mul(&none);
        }
    }
}

/// Refuses a distribution with more possible totals than can be listed.
pub(super) fn within_span(d: Dist, what: &dyn Display) -> Result<Dist, EvalError> {
    if d.max_value() - d.min_value() > MAX_SPAN {
        return Err(EvalError::TooLarge(what.to_string()));
    }
    Ok(d)
}
