//! Everything that can be wrong with a PORTAL roll, as one sentence each.

use super::dice::Colour;
use tirada_dice::SourceError;

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "portal", content = "args", rename_all = "kebab-case")]
pub enum PortalError {
    TooManyDice {
        colour: Colour,
        count: u8,
    },
    TooManyWounds {
        rolled: u8,
        unrolled: u8,
    },
    TemptWithLuck,
    ForteLevel(u8),
    SuperhumanNotInProfile,
    SpecialtyOnLevelZero(u8),
    TemporarySpecialtyTwice,
    TemporarySpecialtyWithoutForte,
    PartialTooMany(u8),
    OutOfRange {
        what: &'static str,
        given: i64,
        min: i64,
        max: i64,
    },
    NoSuchDie {
        colour: Colour,
        face: u8,
    },
    NoRerollsLeft {
        made: u8,
        allowed: u8,
    },
    Blocked {
        colour: Colour,
        face: u8,
    },
    AlreadyBlocked,
    Unblockable,
    NoWoundToRemove(u8),
    Finished,
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Source(SourceError),
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Solve(tirada_dice::solver::SolveError),
}

/// The colour said by its own message (`colour-negro`...).
impl tirada_dice::Worded for PortalError {
    fn words(&self) -> tirada_dice::Words {
        tirada_dice::Words::of(self).keyed("colour", "colour")
    }
}
tirada_dice::worded_display!(PortalError);

impl From<SourceError> for PortalError {
    fn from(e: SourceError) -> Self {
        PortalError::Source(e)
    }
}

impl From<tirada_dice::solver::SolveError> for PortalError {
    fn from(e: tirada_dice::solver::SolveError) -> Self {
        PortalError::Solve(e)
    }
}
