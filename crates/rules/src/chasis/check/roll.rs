//! Rolling a check (FASE 4-6, L334-L379): the base dice, the apertura chains, the modifier
//! dice, the total, the verdict and what follows from it. Dice come from a [`DiceSource`] by
//! group (`base`, `apertura`, `dados` for modifier dice), so typed faces drive the same code.
//!
//! The result is a [`Transcript`]: the log entry, the HTTP payload and the CLI's `--json`.

use super::grade::{grade_label, verdict, Outcome, Verdict};
use super::gradual::Gradual;
use super::prepare::{prepare, Check, Prepared, BASE_GROUP};
use crate::chasis::dice::apertura::{openings, AperturaKind};
use crate::chasis::dice::base::{BaseRoll, Extreme};
use crate::chasis::dice::chain::{roll_opening, ChainRoll};
use crate::chasis::error::ChasisError;
use crate::chasis::ruleset::Ruleset;
use crate::chasis::sheet::auxiliary::auxiliary;
use crate::chasis::sheet::energy::EnergySpend;
use serde::Serialize;
use tirada_dice::notation::RollResult;
use tirada_dice::{DiceSource, Die};

/// The modifier dice as rolled.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ModifierRoll {
    /// The expression, canonically written (`1d6-2`).
    pub expression: String,
    pub value: i64,
    /// Every modifier die's face, in order.
    pub dice: Vec<i64>,
}

/// The apertura chains of a roll.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AperturaRoll {
    #[serde(rename = "type")]
    pub kind: AperturaKind,
    pub chains: Vec<ChainRoll>,
    pub value: i64,
}

/// A gradual check's points.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct GradualPoints {
    #[serde(rename = "type")]
    pub kind: Gradual,
    /// Positive: benefit; negative: harm.
    pub points: i64,
}

/// A decision the DJ took on the finished check (`dj.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "action")]
pub enum DjAction {
    /// *Irrealizar*: a failure made a success, for this much provisional stress (PY).
    #[serde(rename = "irrealizar")]
    Irrealize { stress: i64 },
    /// A neutral nobody could narrate, made a failure.
    #[serde(rename = "neutro_a_fallo")]
    NeutralToFailure,
}

/// A finished check (docs/contract.md, "CHASIS", extended).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Transcript {
    pub system: &'static str,
    pub ruleset: String,
    pub base: BaseRoll,
    /// The base dice, as they fell (extremes and aperturas are judged on these).
    pub dice: Vec<u32>,
    /// The base dice as they count in RST, when an apertura changed one (sobredécima).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counted: Option<Vec<u32>>,
    /// RST: the sum of the base dice as they count.
    pub result: i64,
    pub modifier: ModifierRoll,
    /// MOD from an opponent's NIV.
    #[serde(skip_serializing_if = "is_zero")]
    pub level_modifier: i64,
    #[serde(skip_serializing_if = "EnergySpend::is_empty")]
    pub energy: EnergySpend,
    /// The PY of énfasis and of estrés that `energy` costs under the ruleset (C1174), said even
    /// when their modifiers cancel out.
    #[serde(rename = "energia_py", skip_serializing_if = "Option::is_none")]
    pub energy_cost: Option<[i64; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub apertura: Option<AperturaRoll>,
    /// TOT = RST + every modifier.
    pub total: i64,
    pub difficulty: i64,
    /// GD = TOT − DIF, before extremes (the contract's `grade`).
    pub grade: i64,
    pub extreme: Option<Extreme>,
    pub outcome: Outcome,
    /// Success, neutral or failure.
    pub effective: Outcome,
    /// The grade after the extremes' multiplier and the least grades (R10).
    pub final_grade: i64,
    /// `GDE4`, `GDF3`, `GDO`.
    pub grade_label: String,
    pub multiplied: bool,
    pub only_via_extreme: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub auxiliary: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gradual: Option<GradualPoints>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dj: Option<DjAction>,
}

fn is_zero(x: &i64) -> bool {
    *x == 0
}

/// Rolls a check.
pub fn roll(ruleset: &Ruleset, check: &Check, dice: &mut impl DiceSource) -> Result<Transcript, ChasisError> {
    let prepared = prepare(ruleset, check)?;
    let die = Die::Numbered {
        sides: ruleset.base.sides,
    };
    let faces = (0..ruleset.base.count)
        .map(|_| Ok(dice.roll(&die, BASE_GROUP)? as u32))
        .collect::<Result<Vec<u32>, ChasisError>>()?;
    let extreme = ruleset.extremes.classify(&faces);
    let (open, counted) = openings(&prepared.apertura, &faces, extreme);
    let mut chains = Vec::new();
    for o in &open {
        chains.extend(roll_opening(o, ruleset.apertura.max_chain, dice)?);
    }
    let rolled: RollResult = prepared.modifier.roll(dice, ruleset.apertura.max_chain)?;
    let modifier = ModifierRoll {
        expression: prepared.modifier.to_string(),
        value: rolled.total,
        dice: rolled
            .terms
            .iter()
            .flat_map(|t| t.dice.iter().flat_map(|d| d.faces.iter().copied()))
            .collect(),
    };
    let apertura_value: i64 = chains.iter().map(|c| c.value).sum();
    let result: i64 = counted.iter().map(|&f| f as i64).sum();
    let total = result + modifier.value + prepared.flat + apertura_value;
    Ok(transcript(
        ruleset,
        check,
        &prepared,
        Thrown {
            faces,
            counted,
            result,
            extreme,
            modifier,
            chains,
            total,
        },
    ))
}

/// What the dice showed.
struct Thrown {
    faces: Vec<u32>,
    counted: Vec<u32>,
    result: i64,
    extreme: Option<Extreme>,
    modifier: ModifierRoll,
    chains: Vec<ChainRoll>,
    total: i64,
}

/// The verdict of a total under a prepared check: the same call as the odds make.
pub fn judge(ruleset: &Ruleset, prepared: &Prepared, extreme: Option<Extreme>, total: i64) -> Verdict {
    verdict(
        &ruleset.grade,
        ruleset.extremes.precedence,
        extreme,
        total,
        prepared.difficulty,
        prepared.exceptions,
    )
}

fn transcript(ruleset: &Ruleset, check: &Check, prepared: &Prepared, t: Thrown) -> Transcript {
    let v = judge(ruleset, prepared, t.extreme, t.total);
    let raw = t.total - prepared.difficulty;
    let wants_aux = !check.psj.is_empty() || check.energy.auxiliary() != 0 || check.aux_cap.is_some();
    let aux = wants_aux.then(|| {
        // The unmultiplied grade, clamped like the exception's, for a multiplier over the AUX.
        auxiliary(
            &ruleset.grade,
            &v,
            raw,
            &check.psj,
            check.energy.auxiliary(),
            check.aux_cap,
        )
    });
    let apertura = (ruleset.apertura.kind != AperturaKind::None).then(|| AperturaRoll {
        kind: ruleset.apertura.kind,
        value: t.chains.iter().map(|c| c.value).sum(),
        chains: t.chains,
    });
    Transcript {
        system: "chasis",
        ruleset: ruleset.name.clone(),
        base: ruleset.base,
        counted: (t.counted != t.faces).then_some(t.counted),
        dice: t.faces,
        result: t.result,
        modifier: t.modifier,
        level_modifier: prepared.level_modifier,
        energy: check.energy,
        energy_cost: (!check.energy.is_empty()).then(|| {
            let (emphasis, stress) = check.energy.cost(&ruleset.energy);
            [emphasis, stress]
        }),
        apertura,
        total: t.total,
        difficulty: prepared.difficulty,
        grade: raw,
        extreme: t.extreme,
        outcome: v.outcome,
        effective: v.outcome.effective(),
        final_grade: v.grade,
        grade_label: grade_label(v.grade),
        multiplied: v.multiplied,
        only_via_extreme: v.only_via_extreme,
        auxiliary: aux,
        gradual: (check.gradual != Gradual::None).then(|| GradualPoints {
            kind: check.gradual,
            points: check.gradual.points(v.outcome, v.grade),
        }),
        dj: None,
    }
}
