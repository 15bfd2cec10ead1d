//! The transcript of a finished PORTAL roll: the log entry, the HTTP payload and the CLI's
//! `--json`, one serde type (CONTRACT.md, "PORTAL").

use super::dice::{PortalDie, Role};
use super::effects::Effects;
use super::notes::{die_notes, DieNote};
use super::options::{Profile, Rules};
use super::reading::{ReadingKind, Score};
use super::roll::{PortalRoll, Step};
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

/// One reading of the throw with its own kept die.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReadingResult {
    pub kind: ReadingKind,
    pub role: Role,
    pub kept: u8,
    pub total: i32,
    pub score: Score,
}

/// Reroll bookkeeping.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Rerolls {
    pub pool: u8,
    pub made: u8,
    pub overflow: i32,
    pub blocked: bool,
}

/// A finished roll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Transcript {
    pub system: &'static str,
    pub profile: Profile,
    /// Every setting the roll was resolved under (a table may mix profiles, see `Rules::set`).
    pub rules: Rules,
    pub role: Role,
    pub kind: ReadingKind,
    pub kept: u8,
    pub total: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
    /// How far below zero a fumble went (R12).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fumble_degree: Option<i32>,
    /// The final faces.
    pub dice: Vec<PortalDie>,
    /// Wound dice set aside, whose penalty applied.
    pub wounds_unrolled: u8,
    pub score: Score,
    pub specialty_bonus: i32,
    pub modifier: i32,
    pub rerolls: Rerolls,
    pub steps: Vec<Step>,
    pub effects: Effects,
    /// What happened to each die, in the order of `dice`.
    pub notes: Vec<DieNote>,
    /// Secondary readings (damage, toughness, composure...).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub readings: Vec<ReadingResult>,
}

impl Transcript {
    pub(super) fn new(roll: PortalRoll, score: Score, total: i32, outcome: Option<Outcome>, effects: Effects) -> Self {
        let spec = roll.spec().clone();
        let combat_bonus = effects.malestar_combat_bonus as i32;
        let readings = spec
            .readings
            .iter()
            .map(|r| {
                let (s, mut t) = roll.reading_total(r.kind, r.role, r.modifier);
                // S114 / S124: undiscarded discomfort on a kept 6 feeds damage or toughness.
                let fed = matches!(
                    (spec.kind, r.kind),
                    (ReadingKind::Attack, ReadingKind::Damage) | (ReadingKind::Defence, ReadingKind::Toughness)
                );
                if fed {
                    t += combat_bonus;
                }
                ReadingResult {
                    kind: r.kind,
                    role: r.role,
                    kept: s.kept,
                    total: t,
                    score: s,
                }
            })
            .collect();
        Transcript {
            system: "portal",
            profile: roll.rules().profile,
            rules: roll.rules().clone(),
            role: spec.role,
            kind: spec.kind,
            kept: score.kept,
            total,
            difficulty: spec.difficulty,
            outcome,
            fumble_degree: (total < 0).then_some(-total),
            dice: roll.dice(),
            wounds_unrolled: spec.red_unrolled,
            score,
            specialty_bonus: spec.specialty_bonus(score.kept, roll.rules()),
            modifier: spec.modifier,
            rerolls: Rerolls {
                pool: roll.pool(),
                made: roll.rerolls_made(),
                overflow: roll.overflow(),
                blocked: roll.is_blocked(),
            },
            steps: roll.steps().to_vec(),
            notes: die_notes(&roll.throw_view(), score.kept, spec.kind, roll.rules(), &effects),
            effects,
            readings,
        }
    }
}
