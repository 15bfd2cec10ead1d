//! What the solver is asked about: a game's dice groups and stop values, and why it may refuse.

use serde::Serialize;

/// A group of identical dice: `count` dice with faces `1..=sides`, equally likely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Group {
    pub sides: u8,
    pub count: u8,
}

/// A roll machine the solver can optimise.
///
/// `Sync` so that a caller may solve several games (or the solver may split work) across
/// threads without cloning the rules.
pub trait RerollGame: Sync {
    /// The dice groups, in the order every `dice` argument lists them.
    fn groups(&self) -> &[Group];

    /// The integer value of stopping with `dice` (one slice per group, faces sorted ascending)
    /// after `made` rerolls: 1/0 for success/failure, a total for the mean objective... It may
    /// depend on `made` (PORTAL adds a bonus when exactly 5 rerolls were made).
    fn stop_value(&self, dice: &[&[u8]], made: u32) -> i64;

    /// Whether a die of group `g` showing `face` may be chosen for a reroll (PORTAL blocks 1s
    /// and 6s). Blocked dice are never advised and never part of a subset.
    fn can_reroll(&self, g: usize, face: u8) -> bool {
        let _ = (g, face);
        true
    }

    /// A key such that two reroll counts with the same key give identical stop values for
    /// every state. The solver tabulates `stop_value` once per distinct key, which is the most
    /// expensive part of a large game when it calls back into the rules for every key. The
    /// default (every count its own key) is always correct; PORTAL returns `made == 5`.
    fn made_class(&self, made: u32) -> u32 {
        made
    }
}

/// Why a game cannot be solved, or a query does not fit it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "solve", content = "args", rename_all = "kebab-case")]
pub enum SolveError {
    NoFaces,
    TooManyStates { limit: usize },
    Overflow,
    TooBig { mib: u64, limit: u64 },
    TooCostly { work: u64 },
    GroupCount { expected: usize, given: usize },
    DiceCount { group: usize, expected: u8, given: usize },
    Face { group: usize, face: u8, sides: u8 },
    TooManyRerolls { made: u32, allowance: u32 },
}

/// The message with the limit it names.
impl crate::words::Worded for SolveError {
    fn words(&self) -> crate::words::Words {
        use crate::notation::{magnitude, MAX_WORK};
        let w = crate::words::Words::of(self);
        match self {
            SolveError::TooCostly { work } => w.arg("steps", magnitude(*work)).arg("limit", magnitude(MAX_WORK)),
            _ => w,
        }
    }
}
worded_display!(SolveError);
