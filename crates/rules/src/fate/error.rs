//! Everything that can be wrong with a Fate roll, sheet or conflict, as one sentence each.
//! `Display` is Spanish; [`FateError::english`] gives the English sentence.

use tirada_dice::SourceError;

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "fate", content = "args", rename_all = "kebab-case")]
pub enum FateError {
    LadderLength {
        given: usize,
    },
    LadderEmpty {
        value: i32,
    },
    LadderWord {
        word: String,
    },
    LadderRepeated {
        word: String,
    },
    NotOnLadder {
        text: String,
    },
    DiceCount {
        given: usize,
    },
    Face {
        face: i64,
    },
    PpCap {
        cap: u32,
    },
    CriticoValue {
        value: i32,
    },
    CriticoTwice,
    TrackSymbol {
        symbol: char,
    },
    TrackLength {
        len: usize,
    },
    SeverityWord {
        text: String,
    },
    NoPp {
        have: u32,
        need: u32,
    },
    NoConsequenceLeft,
    NoExtraSlot,
    NoFollower {
        name: String,
    },
    FollowerCannot {
        name: String,
    },
    FollowerAway {
        name: String,
    },
    FollowerNoSkill {
        name: String,
        skill: String,
    },
    LeadershipOff,
    NotLed,
    NothingToDisarm {
        name: String,
    },
    NotDisarmed {
        name: String,
    },
    OverflowAttack,
    OverflowShort {
        cost: u32,
        left: u32,
    },
    NoZone {
        zone: usize,
    },
    NotAdjacent {
        from: usize,
        to: usize,
    },
    NoParticipant {
        id: usize,
    },
    HitPending,
    NoPendingHit,
    NotActive {
        name: String,
    },
    NotYourTurn {
        name: String,
    },
    AlreadyActed {
        name: String,
    },
    CannotAttach,
    NoBonus,
    NoCritico,
    NoConcession,
    NoBlock {
        index: usize,
    },
    BlockNotPassed {
        index: usize,
    },
    Unarmed {
        name: String,
    },
    OutOfReach {
        zones: u32,
        reach: u32,
    },
    NoPower {
        name: String,
    },
    /// Something wrong in a character sheet, naming the field.
    Sheet {
        field: String,
        why: String,
        why_en: String,
    },
    /// A file (a sheet, a conflict) serde or the TOML parser refused, on its line (0: the
    /// whole file), said by the one translator of such complaints (`tirada_dice::complaint`).
    Syntax {
        line: usize,
        #[serde(serialize_with = "tirada_dice::words::worded")]
        message: tirada_dice::Words,
    },
    /// Another error inside a part of a file, that part named in front.
    In {
        field: String,
        error: Box<FateError>,
    },
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Dice(SourceError),
}

/// A rung said with its sign (`+2`, `-1`).
impl tirada_dice::Worded for FateError {
    fn words(&self) -> tirada_dice::Words {
        let w = tirada_dice::Words::of(self);
        match self {
            FateError::LadderEmpty { value } => w.arg("rung", format!("{value:+}")),
            _ => w,
        }
    }
}
tirada_dice::worded_display!(FateError);

impl From<SourceError> for FateError {
    fn from(e: SourceError) -> Self {
        FateError::Dice(e)
    }
}

impl FateError {
    /// A sheet error: the field and why, in Spanish and English.
    pub fn sheet(field: impl Into<String>, why: impl Into<String>, why_en: impl Into<String>) -> FateError {
        FateError::Sheet {
            field: field.into(),
            why: why.into(),
            why_en: why_en.into(),
        }
    }
}
