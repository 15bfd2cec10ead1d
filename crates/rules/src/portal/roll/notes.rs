//! What happened to each die, for people: "el dado negro 5 empata: −1 y se elimina".
//!
//! Computed here, next to the rules, so the CLI and the web table only translate words and
//! never re-derive a rule.

use super::effects::Effects;
use super::reading::{ReadingKind, Throw};
use crate::portal::dice::Colour;
use crate::portal::options::Rules;
use serde::Serialize;

/// How a die compared with the kept die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Comparison {
    /// Strictly below the kept die (*superado*).
    Beaten,
    /// Equal to the kept die.
    Tie,
    /// Above the kept die.
    Above,
    /// The kept basic die itself.
    Kept,
    /// A basic die that is not kept.
    Other,
}

/// Where the die goes after the roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Fate {
    /// A discomfort die removed (R13).
    Removed,
    /// A discomfort die that stays but feeds damage or toughness (S25).
    CombatBonus,
    /// A luck die back to the pool (R15).
    BackToPool,
    /// A luck die lost (R15).
    Spent,
    /// The tempted die won back (R16).
    Recovered,
    /// The tempted die stays lost.
    StaysLost,
    /// The tempted die is won back if the total beats a difficulty not given (B350).
    IfItBeatsTheDifficulty,
    /// A wound die tied: one sequela point (R17).
    SequelaPoint,
}

/// One die's story in this roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DieNote {
    #[serde(rename = "color")]
    pub colour: Colour,
    pub face: u8,
    pub comparison: Comparison,
    /// Points this die added to the primary total.
    pub points: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fate: Option<Fate>,
}

/// Notes for every die, consistent with `effects` (which decides the counts).
pub(crate) fn die_notes(t: &Throw<'_>, kept: u8, kind: ReadingKind, rules: &Rules, fx: &Effects) -> Vec<DieNote> {
    let cmp = |face: u8| match face.cmp(&kept) {
        std::cmp::Ordering::Less => Comparison::Beaten,
        std::cmp::Ordering::Equal => Comparison::Tie,
        std::cmp::Ordering::Greater => Comparison::Above,
    };
    let mut notes = Vec::new();
    let mut kept_seen = false;
    for &face in &t.white {
        let is_kept = face == kept && !kept_seen;
        kept_seen |= is_kept;
        let points = match (is_kept, kept, face) {
            (true, _, f) => f as i32,
            (false, 6, 6) if kind.is_modified() => 1,
            (false, 1, 1) if kind.is_modified() => -1,
            _ => 0,
        };
        let comparison = if is_kept { Comparison::Kept } else { Comparison::Other };
        notes.push(DieNote {
            colour: Colour::White,
            face,
            comparison,
            points,
            fate: None,
        });
    }
    let dw = kind.counts_discomfort_and_wounds(rules);
    // Removed discomfort: ties first, then (a kept 6 that clears) every other die.
    let mut removed_left = fx.malestar_removed;
    let mut black: Vec<DieNote> = t
        .black
        .iter()
        .map(|&face| DieNote {
            colour: Colour::Black,
            face,
            comparison: cmp(face),
            points: if dw && face >= kept { -1 } else { 0 },
            fate: None,
        })
        .collect();
    for pass_ties in [true, false] {
        for n in black
            .iter_mut()
            .filter(|n| (n.comparison == Comparison::Tie) == pass_ties && n.fate.is_none())
        {
            if removed_left > 0 {
                n.fate = Some(Fate::Removed);
                removed_left -= 1;
            } else if fx.malestar_combat_bonus > 0 {
                n.fate = Some(Fate::CombatBonus);
            }
        }
    }
    notes.extend(black);
    let mut sequela_left = fx.secuela_points;
    for &face in t.red {
        let tie = face == kept;
        let fate = (tie && sequela_left > 0).then(|| {
            sequela_left -= 1;
            Fate::SequelaPoint
        });
        let points = if dw && face >= kept {
            -(rules.wound_penalty as i32)
        } else {
            0
        };
        notes.push(DieNote {
            colour: Colour::Red,
            face,
            comparison: cmp(face),
            points,
            fate,
        });
    }
    let mut back_left = fx.suerte_kept;
    for &face in t.green {
        let stays = back_left > 0 && (kept == 6 || face == kept);
        if stays {
            back_left -= 1;
        }
        let fate = Some(if stays { Fate::BackToPool } else { Fate::Spent });
        let points = if face < kept && kind.is_modified() { 1 } else { 0 };
        notes.push(DieNote {
            colour: Colour::Green,
            face,
            comparison: cmp(face),
            points,
            fate,
        });
    }
    if let Some(face) = t.tempted {
        let fate = fx.suerte_recovered.map(|r| match (r, fx.suerte_depends_on_difficulty) {
            (true, _) => Fate::Recovered,
            (false, true) => Fate::IfItBeatsTheDifficulty,
            (false, false) => Fate::StaysLost,
        });
        let points = if face >= kept && kind.is_modified() { -1 } else { 0 };
        notes.push(DieNote {
            colour: Colour::Tempted,
            face,
            comparison: cmp(face),
            points,
            fate,
        });
    }
    notes
}
