//! A result bought with energy instead of a roll (L1196, A24): no dice; the least success, or
//! the DJ's least failure.

use super::grade::{grade_label, Outcome};
use crate::chasis::error::ChasisError;
use crate::chasis::ruleset::Ruleset;
use serde::Serialize;

/// A success bought with the whole cap of energy instead of a roll (L1196, A24): no dice, the
/// least success.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AutoSuccess {
    pub system: &'static str,
    pub ruleset: String,
    #[serde(rename = "automatico")]
    pub automatic: bool,
    /// No dice are rolled.
    pub dice: Vec<u32>,
    /// PY of énfasis spent.
    #[serde(rename = "energia_gastada")]
    pub spent: i64,
    pub outcome: Outcome,
    pub effective: Outcome,
    pub final_grade: i64,
    pub grade_label: String,
}

/// Buys an automatic success, when the ruleset allows it and, if the character's énfasis is
/// known, it covers the cost.
pub fn auto_success(ruleset: &Ruleset, emphasis_available: Option<i64>) -> Result<AutoSuccess, ChasisError> {
    let Some(cost) = ruleset.energy.auto_success_cost() else {
        return Err(ChasisError::invalid(
            "energia.automatico",
            "estas reglas no permiten comprar un éxito automático con energía",
            "these rules do not allow buying an automatic success with energy",
        ));
    };
    if let Some(have) = emphasis_available.filter(|&h| h < cost) {
        return Err(ChasisError::EnergyShort { asked: cost, have });
    }
    let grade = ruleset.grade.min_success.max(1);
    Ok(AutoSuccess {
        system: "chasis",
        ruleset: ruleset.name.clone(),
        automatic: true,
        dice: Vec::new(),
        spent: cost,
        outcome: Outcome::Success,
        effective: Outcome::Success,
        final_grade: grade,
        grade_label: grade_label(grade),
    })
}

/// The DJ's automatic failure (C1196: energy also makes a maneuver fail without a roll): the
/// same whole cap, the least failure.
pub fn auto_failure(ruleset: &Ruleset) -> Result<AutoSuccess, ChasisError> {
    let mut a = auto_success(ruleset, None)?;
    a.outcome = Outcome::Failure;
    a.effective = Outcome::Failure;
    a.final_grade = -1;
    a.grade_label = grade_label(-1);
    Ok(a)
}
