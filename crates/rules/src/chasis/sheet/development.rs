//! *Desarrollo* (L495-L551): development paradigms — the pyramids of starting capabilities
//! (12/10/8/6/4 PL) and the incapacity budgets (−6/−4/−2 PL) — as optional validation.
//! The book's own example characters fit none of them (A23), so nothing here is enforced unless
//! the ruleset asks.

use crate::chasis::error::ChasisError;
use serde::{Deserialize, Serialize};

/// Development settings (`[desarrollo]`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DevelopmentRules {
    /// Capability paradigm to validate sheets against: 12, 10, 8, 6 or 4 PL.
    #[serde(rename = "paradigma", skip_serializing_if = "Option::is_none")]
    pub paradigm: Option<u32>,
    /// Incapacity budget to validate against: 6, 4 or 2 (read as −6, −4, −2 PL).
    #[serde(rename = "incapacidades", skip_serializing_if = "Option::is_none")]
    pub incapacities: Option<u32>,
    /// Reject more than 4 capabilities or 2 incapacities (questions 10-11, A22); off by default.
    #[serde(rename = "limites_respuestas")]
    pub enforce_answer_limits: bool,
}

/// The capability pyramids (L503-L507): scores, highest first.
pub fn paradigm(pl: u32) -> Option<&'static [i64]> {
    Some(match pl {
        12 => &[4, 3, 2, 1, 1, 1],
        10 => &[3, 2, 2, 1, 1, 1],
        8 => &[2, 2, 1, 1, 1, 1],
        6 => &[2, 1, 1, 1, 1],
        4 => &[2, 1, 1],
        _ => return None,
    })
}

/// The incapacity paradigms (L513-L517): the base split and the listed alternatives; any
/// "combinación similar" of the same sum is accepted.
pub fn incapacity_paradigm(pl: u32) -> Option<&'static [&'static [i64]]> {
    Some(match pl {
        6 => &[&[-3, -2, -1], &[-3, -3], &[-4, -2]],
        4 => &[&[-2, -2], &[-4]],
        2 => &[&[-2], &[-1, -1]],
        _ => return None,
    })
}

impl DevelopmentRules {
    pub(crate) fn check(&self) -> Result<(), ChasisError> {
        if self.paradigm.is_some_and(|p| paradigm(p).is_none()) {
            return Err(ChasisError::invalid(
                "desarrollo.paradigma",
                "los paradigmas son 12, 10, 8, 6 o 4 PL",
                "the paradigms are 12, 10, 8, 6 or 4 PL",
            ));
        }
        if self.incapacities.is_some_and(|p| incapacity_paradigm(p).is_none()) {
            return Err(ChasisError::invalid(
                "desarrollo.incapacidades",
                "los paradigmas de incapacidades son 6, 4 o 2 (−6, −4 o −2 PL)",
                "the incapacity paradigms are 6, 4 or 2 (−6, −4 or −2 PL)",
            ));
        }
        Ok(())
    }

    /// The questionnaire's answer counts (questions 10-11): up to 4 and 2, when enforced.
    pub fn check_answers(&self, capabilities: usize, incapacities: usize) -> Result<(), ChasisError> {
        if self.enforce_answer_limits && (capabilities > 4 || incapacities > 2) {
            return Err(ChasisError::invalid(
                "capacidades",
                format!(
                    "el cuestionario admite hasta 4 capacidades y 2 incapacidades, y hay {capabilities} y {incapacities}"
                ),
                format!(
                    "the questionnaire allows up to 4 capabilities and 2 incapacities, and there are {capabilities} and {incapacities}"
                ),
            ));
        }
        Ok(())
    }

    /// Validates a character's capability and incapacity scores against the chosen paradigms.
    /// Capabilities must be the exact multiset; incapacities must add up to the budget.
    pub fn validate(&self, capabilities: &[i64], incapacities: &[i64]) -> Result<(), ChasisError> {
        if let Some(want) = self.paradigm.and_then(paradigm) {
            let mut have: Vec<i64> = capabilities.iter().copied().filter(|&s| s != 0).collect();
            have.sort_unstable_by(|a, b| b.cmp(a));
            if have != want {
                return Err(ChasisError::invalid(
                    "capacidades",
                    format!(
                        "el paradigma {}PL pide {want:?} y la ficha tiene {have:?}",
                        self.paradigm.unwrap_or(0)
                    ),
                    format!(
                        "the {}PL paradigm asks for {want:?} and the sheet has {have:?}",
                        self.paradigm.unwrap_or(0)
                    ),
                ));
            }
        }
        if let Some(budget) = self.incapacities {
            let sum: i64 = incapacities.iter().sum();
            if sum != -(budget as i64) {
                return Err(ChasisError::invalid(
                    "incapacidades",
                    format!("el paradigma −{budget}PL pide incapacidades que sumen −{budget}, y suman {sum}"),
                    format!(
                        "the −{budget}PL paradigm asks for incapacities adding to −{budget}, and they add to {sum}"
                    ),
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t11_t12_paradigm_sums() {
        for pl in [12, 10, 8, 6, 4] {
            assert_eq!(paradigm(pl).unwrap().iter().sum::<i64>(), pl as i64);
        }
        for pl in [6, 4, 2] {
            for split in incapacity_paradigm(pl).unwrap() {
                assert_eq!(split.iter().sum::<i64>(), -(pl as i64));
            }
        }
    }

    #[test]
    fn validation_is_opt_in() {
        let off = DevelopmentRules::default();
        assert!(off.validate(&[3, 1, 1, 2], &[-2, -1]).is_ok()); // T14: Subotai passes when off
        let on = DevelopmentRules {
            paradigm: Some(8),
            incapacities: Some(2),
            enforce_answer_limits: false,
        };
        assert!(on.validate(&[1, 2, 1, 1, 2, 1], &[-1, -1]).is_ok());
        let e = on.validate(&[3, 1, 1, 2], &[-2, -1]).unwrap_err();
        assert!(e.to_string().contains("8PL"), "{e}");
    }
}
