//! The exact odds of a PORTAL roll: one computation and one object, `tirada odds portal
//! --json`'s and the table's (`POST …/odds`).

use serde::Serialize;
use tirada_dice::solver::SolveError;
use tirada_dice::{Dist, Fraction};
use tirada_rules::portal::odds::{best_policy_odds, BestOdds};
use tirada_rules::portal::{Objective, OutcomeOdds, RollSpec, Rules};

/// Whether the odds need a difficulty: with rerolls played for success there must be one to
/// know what a success is (the mean needs none; nor does a roll with no die to reroll).
pub fn needs_difficulty(spec: &RollSpec, objective: Objective, pp_aces: u8, reroll: bool) -> bool {
    reroll && spec.difficulty.is_none() && objective != Objective::Mean && spec.base_pool() + pp_aces > 0
}

/// The odds of `spec`: under the best reroll policy for `objective` (with `block` and the PP
/// bought aces), or without rerolling.
pub fn best(
    spec: &RollSpec,
    rules: &Rules,
    objective: Objective,
    (block, pp_aces): (bool, u8),
    reroll: bool,
) -> Result<BestOdds, SolveError> {
    match reroll {
        true => best_policy_odds(spec, rules, objective, block, pp_aces),
        false => Ok(BestOdds::without_rerolls(spec, rules, objective)),
    }
}

#[derive(Serialize)]
pub struct TotalRow {
    pub total: i64,
    pub p: Fraction,
}

#[derive(Serialize)]
pub struct Without<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcomes: Option<&'a OutcomeOdds>,
    pub mean: Fraction,
}

/// The odds object.
#[derive(Serialize)]
pub struct PortalOdds<'a> {
    pub system: &'static str,
    pub profile: &'static str,
    pub distribution: Vec<TotalRow>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcomes: Option<&'a OutcomeOdds>,
    pub mean: Fraction,
    pub rerolls: u32,
    pub objective: Objective,
    /// The objective's value under the best policy (the chance of éxito by default).
    pub best: Fraction,
    pub without_rerolls: Without<'a>,
}

fn rows(d: &Dist) -> Vec<TotalRow> {
    d.probabilities()
        .into_iter()
        .map(|r| TotalRow { total: r.value, p: r.p })
        .collect()
}

/// The object of `odds`, computed under `rules` for `objective`.
pub fn object<'a>(odds: &'a BestOdds, rules: &Rules, objective: Objective) -> PortalOdds<'a> {
    PortalOdds {
        system: "portal",
        profile: rules.profile.word(),
        distribution: rows(&odds.dist),
        outcomes: odds.outcomes.as_ref(),
        mean: odds.dist.mean(),
        rerolls: odds.allowance,
        objective,
        best: odds.value.clone(),
        without_rerolls: Without {
            outcomes: odds.without.outcomes.as_ref(),
            mean: odds.without.dist.mean(),
        },
    }
}
