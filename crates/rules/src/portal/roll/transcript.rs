//! The transcript of a finished PORTAL roll: the log entry, the HTTP payload and the CLI's
//! `--json`, one serde type (docs/contract.md, "PORTAL").

use super::effects::{effects, Effects};
use super::machine::{PortalRoll, Step};
use super::notes::{die_notes, DieNote};
pub use super::outcome::Outcome;
use super::reading::{ReadingKind, Score};
use crate::portal::dice::{PortalDie, Role};
use crate::portal::options::{Profile, Rules};
use serde::Serialize;

impl PortalRoll {
    /// Ends the roll: every reading, the verdict and the changes to the character.
    pub fn finish(self) -> Transcript {
        let (score, total) = self.primary_total();
        let outcome = Outcome::of(total, self.spec().difficulty);
        let effects: Effects = effects(&self, score.kept, outcome);
        Transcript::new(self, score, total, outcome, effects)
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
    pub(crate) fn new(roll: PortalRoll, score: Score, total: i32, outcome: Option<Outcome>, effects: Effects) -> Self {
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
