//! The verdict of a total against a difficulty (R12, S17).

use serde::Serialize;

/// The verdict against a difficulty (R12, B137–B145, S17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// Total above the difficulty.
    Exito,
    /// Total equal to the difficulty.
    Parcial,
    /// Total below the difficulty.
    Fallo,
    /// Total below zero, whatever the difficulty.
    Pifia,
}

impl Outcome {
    pub fn judge(total: i32, difficulty: i32) -> Outcome {
        if total < 0 {
            Outcome::Pifia
        } else if total > difficulty {
            Outcome::Exito
        } else if total == difficulty {
            Outcome::Parcial
        } else {
            Outcome::Fallo
        }
    }

    /// The verdict of a total, with or without a difficulty: below zero is a fumble whatever
    /// the difficulty (S17), so a roll without one can still fumble.
    pub fn of(total: i32, difficulty: Option<i32>) -> Option<Outcome> {
        match difficulty {
            Some(d) => Some(Outcome::judge(total, d)),
            None => (total < 0).then_some(Outcome::Pifia),
        }
    }

    pub const ALL: [Outcome; 4] = [Outcome::Exito, Outcome::Parcial, Outcome::Fallo, Outcome::Pifia];

    pub fn word(self) -> &'static str {
        match self {
            Outcome::Exito => "exito",
            Outcome::Parcial => "parcial",
            Outcome::Fallo => "fallo",
            Outcome::Pifia => "pifia",
        }
    }
}
