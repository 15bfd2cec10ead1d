//! What solving a game costs, priced before the heavy work starts: the value tables take a
//! numerator per state and level, and each level is a few passes over every state. PORTAL's
//! worst throw (four colours of three d6: 9,834,496 states) with its five rerolls would hold
//! about 500 MiB, so it is refused with a sentence instead (issue #30: no request above
//! 256 MiB). The loops tick the meter ([`crate::meter`]) in the same unit as [`Shape::work`].

use super::game::SolveError;
use crate::notation::MAX_WORK;

/// Most bytes the solver's tables may take together.
pub const MAX_BYTES: u64 = 192 << 20;

/// Word operations of one stop value: a call into the rules with the dice of one state.
pub(crate) const STOP: u64 = 64;

/// Which value levels a solve keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kept {
    /// The latest two ([`super::odds`]).
    Two,
    /// Every level, for advice at any point and the distribution under the policy
    /// ([`super::solve`]).
    Every,
}

/// The size of a game to solve.
pub(crate) struct Shape {
    pub states: u64,
    /// Distinct stop tables ([`super::RerollGame::made_class`]).
    pub classes: u64,
    pub allowance: u32,
    /// Work of one state in one level ([`work_per_state`](super::kernel::work_per_state)).
    pub per_state: u64,
    pub kept: Kept,
    /// Bytes of one probability mass when the policy is played forward (`policy.rs`).
    pub mass: u64,
}

impl Shape {
    /// Bytes of the tables with numerators of `width` bytes: the stop tables, the levels kept
    /// and a scratch table; with every level, also the policy's codes and the two mass tables
    /// of playing it forward.
    pub fn bytes(&self, width: u64) -> u64 {
        let (levels, forward) = match self.kept {
            Kept::Two => (2, 0),
            Kept::Every => (self.allowance as u64 + 1, 2 + 2 * self.mass),
        };
        let per_state = width * (self.classes + levels + 1) + forward;
        self.states.saturating_mul(per_state)
    }

    /// Word operations: the stop tables, then each level's pass (and, with every level, the
    /// policy played forward, about as much again).
    pub fn work(&self) -> u64 {
        let passes = match self.kept {
            Kept::Two => 1,
            Kept::Every => 2,
        };
        let levels = (self.allowance as u64)
            .saturating_mul(self.per_state)
            .saturating_mul(passes);
        self.states.saturating_mul(self.classes * STOP + levels)
    }

    /// Refuses a game beyond [`MAX_BYTES`] or the engine's work limit.
    pub fn check(&self, width: u64) -> Result<(), SolveError> {
        let bytes = self.bytes(width);
        if bytes > MAX_BYTES {
            return Err(SolveError::TooBig {
                mib: bytes.div_ceil(1 << 20),
                limit: MAX_BYTES >> 20,
            });
        }
        let work = self.work();
        if work > MAX_WORK {
            return Err(SolveError::TooCostly { work });
        }
        Ok(())
    }
}
