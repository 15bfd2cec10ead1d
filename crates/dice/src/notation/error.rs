//! What can be wrong in an expression, with the 1-based character position where it was
//! noticed; worded where it is shown (the messages `notation-*`).

use super::limits::{MAX_CONSTANT, MAX_DICE, MAX_RESULT, MAX_ROLLS, MAX_SETS, MAX_SIDES, MAX_TOTAL_DICE};
use crate::pool::KeepError;

/// What went wrong while reading an expression.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "notation", content = "args", rename_all = "kebab-case")]
pub enum ParseErrorKind {
    Empty,
    MissingSides,
    MissingTerm,
    Unexpected(char),
    ZeroDice,
    TooManyDice(u64),
    ZeroSides,
    TooManySides(u64),
    NumberTooLarge,
    UnclosedFaces,
    EmptyFaces,
    TwoKeeps,
    /// A modifier written twice on one pool (`!`, `ro`, `min`...).
    Twice(&'static str),
    /// `ro`, `rr`, `f` or `!p`... without the condition it needs.
    MissingCondition(&'static str),
    /// `min`, `max`, `dh`... without its number.
    MissingNumber(&'static str),
    /// A bare `r`, which means different things in different rollers.
    BareReroll,
    /// `rr` whose condition every face meets.
    RerollsForever(String),
    /// An explosion whose condition every face meets.
    ExplodesForever(String),
    UnclosedParen,
    UnclosedGroup,
    /// Something a group cannot take (`{...}!`).
    GroupModifier(&'static str),
    DivisorMayBeZero,
    ResultTooLarge,
    TooManyTotalDice(u64),
    UnclosedLabel,
    /// `;` or `Nx` where only one roll fits (a CHASIS modifier).
    SeveralRolls,
    TooManyRolls,
    TooManySets(u64),
    ZeroSets,
    MinAboveMax,
    /// `km` on a pool whose explosions add dice (`!`, `!o`, `!p`).
    MiddleOfExploding,
    #[serde(untagged, serialize_with = "crate::words::worded")]
    Keep(KeepError),
}

/// A parse error at a 1-based character position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub position: usize,
    pub kind: ParseErrorKind,
}

/// The kind's message (with the limits the messages name) at its position.
impl crate::words::Worded for ParseError {
    fn words(&self) -> crate::words::Words {
        let what = crate::words::Words::of(&self.kind)
            .arg("max_dice", MAX_DICE)
            .arg("max_sides", MAX_SIDES)
            .arg("max_constant", MAX_CONSTANT)
            .arg("max_result", MAX_RESULT)
            .arg("max_total_dice", MAX_TOTAL_DICE)
            .arg("max_rolls", MAX_ROLLS)
            .arg("max_sets", MAX_SETS);
        crate::words::Words::key("notation-at")
            .arg("what", what)
            .arg("position", self.position)
    }
}
worded_display!(ParseError);
