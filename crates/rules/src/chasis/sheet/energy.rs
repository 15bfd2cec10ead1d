//! *Energía* (PY, L1172-L1202): énfasis (MOD@+, spent by the player) and estrés (MOD@−, spent
//! by the DJ), the cap of PRM points per action, automatic success, and *irrealizar*.

use crate::chasis::check::grade::Outcome;
use crate::chasis::error::ChasisError;
use serde::{Deserialize, Serialize};

/// Energy settings (`[energia]`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EnergyRules {
    /// «Todo personaje comienza con 0PY» (L1174, A42).
    #[serde(rename = "inicial")]
    pub start: i64,
    /// PY per MOD ±1 (L1180; the true cost is in the missing «hegemonía», A41).
    #[serde(rename = "coste_mod")]
    pub mod_cost: i64,
    /// PY per AUX ±1 (L1182).
    #[serde(rename = "coste_aux")]
    pub aux_cost: i64,
    /// Most PY per turn or action: the base roll's PRM (13 on 2D12, L1194-L1196). Filled in
    /// from the base roll when left out.
    #[serde(rename = "maximo", skip_serializing_if = "Option::is_none")]
    pub cap: Option<i64>,
    /// Spending the whole cap buys an automatic success with no roll (L1196, A24).
    #[serde(rename = "automatico")]
    pub auto_success: bool,
    /// One signed counter: énfasis positive, estrés negative (A43); otherwise two counters.
    #[serde(rename = "una_cuenta")]
    pub single_track: bool,
    /// The DJ may turn a failure into a success for stress equal to its GDF (L1198-L1202).
    #[serde(rename = "irrealizar")]
    pub gm_override: bool,
}

impl Default for EnergyRules {
    fn default() -> Self {
        EnergyRules {
            start: 0,
            mod_cost: 1,
            aux_cost: 2,
            cap: None,
            auto_success: true,
            single_track: true,
            gm_override: true,
        }
    }
}

impl EnergyRules {
    pub(crate) fn check(&self) -> Result<(), ChasisError> {
        if self.mod_cost < 1 || self.aux_cost < 1 || self.cap.is_some_and(|c| c < 1) {
            return Err(ChasisError::invalid(
                "energia",
                "los costes y el máximo de energía son de 1PY o más",
                "energy costs and the cap are 1PY or more",
            ));
        }
        Ok(())
    }

    /// The cap per action.
    pub fn cap(&self) -> i64 {
        self.cap.unwrap_or(13)
    }

    /// What an automatic success (or, in the DJ's hands, failure) costs without a roll: the
    /// whole cap (A24); `None` when the ruleset does not allow it.
    pub fn auto_success_cost(&self) -> Option<i64> {
        self.auto_success.then(|| self.cap())
    }
}

/// Energy used on one check, before the roll.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EnergySpend {
    /// Énfasis for MOD+1 each (1PY each by default).
    #[serde(rename = "enfasis_mod", default)]
    pub emphasis_mod: i64,
    /// Énfasis for AUX+1 each (2PY each by default).
    #[serde(rename = "enfasis_aux", default)]
    pub emphasis_aux: i64,
    /// Estrés the DJ applies as MOD−1 each.
    #[serde(rename = "estres_mod", default)]
    pub stress_mod: i64,
    /// Estrés the DJ applies as AUX−1 each.
    #[serde(rename = "estres_aux", default)]
    pub stress_aux: i64,
}

impl EnergySpend {
    pub fn is_empty(&self) -> bool {
        *self == EnergySpend::default()
    }

    /// The modifier it gives the check.
    pub fn modifier(&self) -> i64 {
        self.emphasis_mod - self.stress_mod
    }

    /// What it adds to the auxiliary.
    pub fn auxiliary(&self) -> i64 {
        self.emphasis_aux - self.stress_aux
    }

    /// PY of énfasis and of estrés it costs.
    pub fn cost(&self, rules: &EnergyRules) -> (i64, i64) {
        (
            self.emphasis_mod * rules.mod_cost + self.emphasis_aux * rules.aux_cost,
            self.stress_mod * rules.mod_cost + self.stress_aux * rules.aux_cost,
        )
    }

    /// Checks the cap per action and, when the character's énfasis is known, that it suffices.
    pub fn check(&self, rules: &EnergyRules, emphasis_available: Option<i64>) -> Result<(), ChasisError> {
        let (emphasis, stress) = self.cost(rules);
        let negative = [self.emphasis_mod, self.emphasis_aux, self.stress_mod, self.stress_aux]
            .iter()
            .any(|&x| x < 0);
        if negative {
            return Err(ChasisError::invalid(
                "energia",
                "los puntos de energía gastados no pueden ser negativos",
                "energy points spent cannot be negative",
            ));
        }
        for spent in [emphasis, stress] {
            if spent > rules.cap() {
                return Err(ChasisError::EnergyCap {
                    spent,
                    cap: rules.cap(),
                });
            }
        }
        match emphasis_available {
            Some(have) if emphasis > have => Err(ChasisError::EnergyShort { asked: emphasis, have }),
            _ => Ok(()),
        }
    }
}

/// A character's energy: one signed balance (énfasis > 0, estrés < 0) or two counters (A43).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Energy {
    #[serde(rename = "enfasis")]
    pub emphasis: i64,
    #[serde(rename = "estres")]
    pub stress: i64,
}

impl Energy {
    pub fn new(rules: &EnergyRules) -> Energy {
        Energy {
            emphasis: rules.start.max(0),
            stress: (-rules.start).max(0),
        }
    }

    /// The signed balance (PY).
    pub fn balance(&self) -> i64 {
        self.emphasis - self.stress
    }

    /// Gains énfasis; on one track it first cancels estrés («conseguir énfasis», L1190).
    pub fn gain_emphasis(&mut self, n: i64, rules: &EnergyRules) {
        if rules.single_track {
            let cancel = n.min(self.stress);
            self.stress -= cancel;
            self.emphasis += n - cancel;
        } else {
            self.emphasis += n;
        }
    }

    /// Receives estrés; on one track it first eats énfasis.
    pub fn gain_stress(&mut self, n: i64, rules: &EnergyRules) {
        if rules.single_track {
            let cancel = n.min(self.emphasis);
            self.emphasis -= cancel;
            self.stress += n - cancel;
        } else {
            self.stress += n;
        }
    }

    /// Pays for a spend: the player's énfasis and the DJ's estrés are used up.
    pub fn pay(&mut self, spend: &EnergySpend, rules: &EnergyRules) -> Result<(), ChasisError> {
        spend.check(rules, Some(self.emphasis))?;
        let (e, s) = spend.cost(rules);
        self.emphasis -= e;
        self.stress = (self.stress - s).max(0);
        Ok(())
    }
}

/// *Irrealizar* (L1198-L1202): a failed check becomes a success and the character takes
/// provisional estrés equal to its GDF (GDF3 → −3PY). `None` unless the check failed.
pub fn gm_override(outcome: Outcome, grade: i64) -> Option<(Outcome, i64)> {
    (outcome.effective() == Outcome::Failure).then_some((Outcome::Success, (-grade).max(1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t23_t24_t25_energy() {
        let rules = EnergyRules {
            cap: Some(13),
            ..EnergyRules::default()
        };
        let one = EnergySpend {
            emphasis_mod: 1,
            ..Default::default()
        };
        assert_eq!(one.modifier(), 1); // T23a
        let aux = EnergySpend {
            emphasis_aux: 1,
            ..Default::default()
        };
        assert_eq!((aux.cost(&rules).0, aux.auxiliary()), (2, 1)); // T23b
        let too_much = EnergySpend {
            emphasis_mod: 14,
            ..Default::default()
        };
        assert_eq!(
            too_much.check(&rules, None),
            Err(ChasisError::EnergyCap { spent: 14, cap: 13 })
        ); // T24
        assert_eq!(gm_override(Outcome::Failure, -3), Some((Outcome::Success, 3))); // T25
        assert_eq!(rules.auto_success_cost(), Some(13)); // A24
        assert_eq!(gm_override(Outcome::Success, 2), None);
    }

    #[test]
    fn one_track_cancels_and_pays() {
        let rules = EnergyRules::default();
        let mut e = Energy::new(&rules);
        e.gain_stress(3, &rules);
        e.gain_emphasis(5, &rules);
        assert_eq!((e.emphasis, e.stress, e.balance()), (2, 0, 2));
        let spend = EnergySpend {
            emphasis_mod: 3,
            ..Default::default()
        };
        assert!(matches!(
            e.pay(&spend, &rules),
            Err(ChasisError::EnergyShort { asked: 3, have: 2 })
        ));
        assert_eq!(e.balance(), 2, "nothing changes on error");
    }
}
