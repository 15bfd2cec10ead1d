//! The transcript of a finished Hitos test: the log entry, the HTTP payload and the CLI's
//! `--json`, one serde type (docs/contract.md, "Hitos").

use super::machine::{HitosRoll, Step};
use super::resolve::{Outcome, Polarity};
use crate::hitos::aspects::kinds::Duration;
use crate::hitos::dice::{Sorted, Special};
use crate::hitos::difficulty::Band;
use crate::hitos::drama::DramaEvent;
use crate::hitos::notation::{Letters, Values};
use crate::hitos::options::{CritMode, Rules};
use serde::Serialize;

impl HitosRoll {
    /// Ends the roll.
    pub fn finish(self) -> Transcript {
        Transcript::new(self)
    }
}

/// The temporary aspect a critical or a fumble may bring, at the GM's discretion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TemporaryAspect {
    /// A scene for a double, a session for a triple (A-T-2).
    pub duration: Duration,
    /// Beneficial after a critical, harmful (or a secuela) after a fumble.
    pub beneficial: bool,
}

/// What damage and tables read from the roll (N-1, N-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct EffectDice {
    pub m: i64,
    #[serde(rename = "C")]
    pub c: i64,
    #[serde(rename = "M")]
    pub high: i64,
}

impl From<Values> for EffectDice {
    fn from(v: Values) -> Self {
        EffectDice {
            m: v.low,
            c: v.mid,
            high: v.high,
        }
    }
}

/// A finished test.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Transcript {
    pub system: &'static str,
    pub crit_mode: CritMode,
    /// The final faces in the order thrown.
    pub dice: Vec<u8>,
    /// `[m, C, M]` of the final faces.
    pub sorted: Sorted,
    /// Which die (or sum) was read when no activation replaced it.
    pub reading: Letters,
    pub die_value: i32,
    pub characteristic: i32,
    pub skill: i32,
    pub modifier: i32,
    pub total: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<i32>,
    /// The Table 5 band the difficulty falls in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub band: Option<Band>,
    /// With no difficulty only a critical or a fumble is known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub success: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub special: Option<Special>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub temporary_aspect: Option<TemporaryAspect>,
    /// The faces first thrown, when an activation rerolled some.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_dice: Option<Vec<u8>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub activation: Option<Polarity>,
    /// The values damage and tables read (M is V⁺ after a positive activation).
    pub effect_dice: EffectDice,
    pub steps: Vec<Step>,
    /// Every drama-point movement of the roll, with its reason.
    pub drama: Vec<DramaEvent>,
    pub rules: Rules,
}

impl Transcript {
    pub(super) fn new(roll: HitosRoll) -> Self {
        let r = roll.resolution();
        let spec = roll.spec().clone();
        let rerolled = roll.first_faces() != roll.faces() || roll.activation().is_some();
        Transcript {
            system: "hitos",
            crit_mode: roll.rules().crit_mode,
            dice: roll.faces().to_vec(),
            sorted: r.sorted,
            reading: spec.reading,
            die_value: r.die_value,
            characteristic: spec.characteristic,
            skill: spec.skill,
            modifier: spec.modifier,
            total: r.total,
            difficulty: spec.difficulty,
            band: spec.difficulty.and_then(Band::of),
            outcome: r.outcome,
            success: r.success(),
            special: r.special,
            temporary_aspect: r.special.map(|s| TemporaryAspect {
                duration: s.size().aspect_duration(),
                beneficial: s.is_critical(),
            }),
            first_dice: rerolled.then(|| roll.first_faces().to_vec()),
            activation: roll.activation(),
            effect_dice: roll.effect_values().into(),
            steps: roll.steps().to_vec(),
            drama: roll.drama().to_vec(),
            rules: roll.rules().clone(),
        }
    }
}
