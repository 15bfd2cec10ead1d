//! What one exact evaluation may still spend, and the chance its explosion chains were cut.

use super::cost::MAX_WORK;
use super::eval::EvalError;
use crate::fraction::Fraction;
use std::fmt::Display;

/// What an evaluation has spent and what its explosion cuts changed.
pub(super) struct Ctx {
    pub depth: u32,
    work: u64,
    /// Probability that no explosion chain was cut.
    pub not_cut: Fraction,
}

impl Ctx {
    pub fn new(depth: u32) -> Ctx {
        Ctx {
            depth,
            work: 0,
            not_cut: Fraction::one(),
        }
    }

    /// Counts `more` work for `what`, refusing past [`MAX_WORK`] before it is done.
    pub fn spend(&mut self, more: u64, what: &dyn Display) -> Result<(), EvalError> {
        self.work = self.work.saturating_add(more);
        if self.work > MAX_WORK {
            return Err(EvalError::TooCostly {
                what: what.to_string(),
                work: self.work,
            });
        }
        Ok(())
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
