//! The exact odds of a Fate roll: one object, `tirada odds fate --json`'s and the table's.

use serde::Serialize;
use tirada_dice::Fraction;
use tirada_rules::fate::odds::RollOdds;
use tirada_rules::fate::{Modifier, RollSpec, Rules};

/// The exact odds of a roll: the engine's, for `tirada odds fate` and the table alike.
pub fn exact(spec: &RollSpec, rules: &Rules) -> RollOdds {
    tirada_rules::fate::roll_odds(spec, rules)
}

#[derive(Serialize)]
pub struct TotalRow {
    pub total: i64,
    pub label: String,
    pub p: Fraction,
    pub at_least: Fraction,
}

#[derive(Serialize)]
pub struct ShiftRow {
    pub shifts: i64,
    pub p: Fraction,
}

#[derive(Serialize)]
pub struct Outcomes {
    pub exito: Fraction,
    pub fallo: Fraction,
}

#[derive(Serialize)]
pub struct FateOdds {
    pub system: &'static str,
    pub skill: i32,
    pub modifier: i32,
    pub modifiers: Vec<Modifier>,
    pub difficulty: i32,
    pub difficulty_label: String,
    pub distribution: Vec<TotalRow>,
    pub outcomes: Outcomes,
    /// Effort − difficulty and its chance.
    pub shifts: Vec<ShiftRow>,
    /// At least one shift: what a manoeuvre or getting past a block needs.
    pub one_shift: Fraction,
    /// Success by 3 or more.
    pub critico: Fraction,
    pub mean_shifts: Fraction,
}

/// The odds of `spec` (computed by the engine, `o`) under `rules`, whose ladder words them.
pub fn object(spec: &RollSpec, o: &RollOdds, rules: &Rules) -> FateOdds {
    FateOdds {
        system: "fate",
        skill: spec.skill,
        modifier: spec.modifier(),
        modifiers: spec.modifiers.clone(),
        difficulty: o.difficulty,
        difficulty_label: rules.ladder.word(o.difficulty),
        distribution: crate::odds::cumulative(&o.effort)
            .into_iter()
            .map(|(total, p, at_least)| TotalRow {
                total,
                label: rules.ladder.word(total as i32),
                p,
                at_least,
            })
            .collect(),
        outcomes: Outcomes {
            exito: o.exito.clone(),
            fallo: o.fallo.clone(),
        },
        shifts: o
            .shifts
            .weights()
            .into_iter()
            .map(|(v, _)| ShiftRow {
                shifts: v,
                p: o.shifts.prob(v),
            })
            .collect(),
        one_shift: o.one_shift.clone(),
        critico: o.critico.clone(),
        mean_shifts: o.mean_shifts.clone(),
    }
}
