//! Everything that can be wrong with a Hitos roll, as one Spanish sentence each.

use super::notation::NotationError;
use crate::sheet_file::SheetError;
use tirada_dice::solver::SolveError;
use tirada_dice::SourceError;

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "hitos", content = "args", rename_all = "kebab-case")]
pub enum HitosError {
    AlreadyRerolled,
    NoDiceChosen,
    NoSuchPosition(usize),
    RepeatedPosition(usize),
    CancelOwnActivation,
    ShiftNeedsRow,
    NoDifficulty,
    GmForPlayer,
    GmNeedsPoint,
    PointNeedsGm,
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Notation(NotationError),
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Sheet(SheetError),
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Source(SourceError),
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Solve(SolveError),
}

tirada_dice::worded!(HitosError);

impl From<NotationError> for HitosError {
    fn from(e: NotationError) -> Self {
        HitosError::Notation(e)
    }
}

impl From<SheetError> for HitosError {
    fn from(e: SheetError) -> Self {
        HitosError::Sheet(e)
    }
}

impl From<SourceError> for HitosError {
    fn from(e: SourceError) -> Self {
        HitosError::Source(e)
    }
}

impl From<SolveError> for HitosError {
    fn from(e: SolveError) -> Self {
        HitosError::Solve(e)
    }
}

impl HitosError {
    /// The request field an error is about (`dj`, `punto_para`), so a front end can name its
    /// own flag or form field before the sentence instead of wording it again.
    pub fn field(&self) -> Option<&'static str> {
        match self {
            HitosError::GmForPlayer | HitosError::PointNeedsGm => Some("dj"),
            HitosError::GmNeedsPoint => Some("punto_para"),
            _ => None,
        }
    }
}
