//! The exact odds of a test as one serde type: what `tirada odds hitos --json` prints and what
//! any other front end sends (docs/contract.md: `distribution`, `outcomes`).

use super::advice::Objective;
use super::extended::{done_within, extended_odds, ExtendedAction, ExtendedOdds};
use super::odds::{activation_odds, odds, HitosOdds, OutcomeOdds};
use super::opposed::{opposed_odds, OpposedOdds};
use super::resolve::{Polarity, RollSpec};
use crate::hitos::difficulty::Band;
use crate::hitos::error::HitosError;
use crate::hitos::notation::Letters;
use crate::hitos::options::{CritMode, Rules};
use serde::Serialize;
use tirada_dice::Fraction;

/// One total and its chance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TotalProb {
    pub total: i64,
    pub p: Fraction,
}

/// A distribution of totals with its outcomes and mean.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Plain {
    pub distribution: Vec<TotalProb>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcomes: Option<OutcomeOdds>,
    pub mean: Fraction,
}

impl From<&HitosOdds> for Plain {
    fn from(o: &HitosOdds) -> Self {
        Plain {
            distribution: o
                .dist
                .probabilities()
                .into_iter()
                .map(|r| TotalProb { total: r.value, p: r.p })
                .collect(),
            outcomes: o.outcomes.clone(),
            mean: o.dist.mean(),
        }
    }
}

/// The activation played and what it is worth.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ActivationReport {
    pub polarity: Polarity,
    pub objective: Objective,
    /// The objective's value with the activation played by its picker (from the solver).
    pub value: Fraction,
    pub value_without: Fraction,
    /// The chance that the activation is used at all.
    pub used: Fraction,
}

/// An extended action's expectations (R-17–R-19a).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExtendedReport {
    pub successes: u32,
    #[serde(flatten)]
    pub odds: ExtendedOdds,
    /// The chance of being done within `minimum_rolls`, twice, three and four times as many.
    pub done_within: Vec<(u32, Fraction)>,
}

/// Exact odds of a test, the way the contract prints them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OddsReport {
    pub system: &'static str,
    pub crit_mode: CritMode,
    pub reading: Letters,
    pub bonus: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub band: Option<Band>,
    /// With the activation, when one is played.
    #[serde(flatten)]
    pub plain: Plain,
    pub critical: Fraction,
    pub fumble: Fraction,
    /// The text's "3 %" (L78) is 56/1000 with doubles (NC-01).
    pub critical_or_fumble: Fraction,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub activation: Option<ActivationReport>,
    /// The same test without the activation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub without: Option<Plain>,
    /// Against an opponent's bonus (no activation).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opposed: Option<OpposedOdds>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extended: Option<ExtendedReport>,
}

/// What to report besides the plain odds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReportRequest {
    pub activation: Option<(Polarity, Objective)>,
    /// The opponent's característica + habilidad + modifiers.
    pub opponent: Option<i32>,
    /// Successes needed for an extended action (needs a difficulty).
    pub successes: Option<u32>,
}

/// Builds the report.
pub fn report(spec: &RollSpec, rules: &Rules, req: &ReportRequest) -> Result<OddsReport, HitosError> {
    let (main, activation, without) = match req.activation {
        Some((p, objective)) => {
            let a = activation_odds(spec, rules, p, objective)?;
            let info = ActivationReport {
                polarity: p,
                objective,
                value: a.value,
                value_without: a.value_without,
                used: a.used,
            };
            (a.with, Some(info), Some(Plain::from(&a.without)))
        }
        None => (odds(spec, rules), None, None),
    };
    let opposed = req.opponent.map(|k| {
        let other = RollSpec {
            characteristic: k,
            ..RollSpec::default()
        };
        opposed_odds(spec, &other, rules)
    });
    let extended = match (req.successes, spec.difficulty) {
        (None, _) => None,
        (Some(_), None) => return Err(HitosError::NoDifficulty),
        (Some(n), Some(d)) => {
            let action = ExtendedAction {
                difficulty: d,
                successes: n,
                interval: 1,
                unit: String::new(),
            };
            let odds = extended_odds(spec, &action, rules);
            let done = (1..=4).map(|x| (x * n, done_within(&odds.p, n, x * n))).collect();
            Some(ExtendedReport {
                successes: n,
                odds,
                done_within: done,
            })
        }
    };
    Ok(OddsReport {
        system: "hitos",
        crit_mode: rules.crit_mode,
        reading: spec.reading,
        bonus: spec.bonus(),
        difficulty: spec.difficulty,
        band: spec.difficulty.and_then(Band::of),
        plain: Plain::from(&main),
        critical_or_fumble: main.critical.add(&main.fumble),
        critical: main.critical,
        fumble: main.fumble,
        activation,
        without,
        opposed,
        extended,
    })
}
