//! *Tiradas de acción prolongada* (R-17–R-19a, L93–L99): a difficulty, a number of successes
//! needed and a stretch of story time per roll. Failures only use up time; a critical counts as
//! one success and a fumble as none (AMB-57).

use super::odds::odds;
use super::resolve::{Resolution, RollSpec};
use crate::hitos::options::Rules;
use serde::{Deserialize, Serialize};
use tirada_dice::{Dist, Fraction};

/// An extended action as the GM sets it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExtendedAction {
    pub difficulty: i32,
    /// Successful rolls needed.
    pub successes: u32,
    /// Story time per roll, in `unit`s (1 hora, 1 turno...).
    pub interval: u32,
    pub unit: String,
}

/// Progress so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Progress {
    pub rolls: u32,
    pub successes: u32,
    pub done: bool,
}

impl Progress {
    /// Counts one roll of the action.
    pub fn record(&mut self, action: &ExtendedAction, roll: &Resolution) {
        if self.done {
            return;
        }
        self.rolls += 1;
        if roll.success() == Some(true) {
            self.successes += 1;
        }
        self.done = self.successes >= action.successes;
    }

    /// Story time used: rolls × interval.
    pub fn elapsed(&self, action: &ExtendedAction) -> u32 {
        self.rolls * action.interval
    }
}

/// Exact expectations of an extended action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExtendedOdds {
    /// The chance of success of each roll.
    pub p: Fraction,
    /// At least this many rolls.
    pub minimum_rolls: u32,
    /// `successes / p` (negative binomial); `None` when no roll can succeed.
    pub expected_rolls: Option<Fraction>,
    /// `expected_rolls × interval`.
    pub expected_time: Option<Fraction>,
}

/// The chance of success per roll of `bonus` against the action's difficulty, and what follows.
pub fn extended_odds(bonus: &RollSpec, action: &ExtendedAction, rules: &Rules) -> ExtendedOdds {
    let spec = RollSpec {
        difficulty: Some(action.difficulty),
        ..bonus.clone()
    };
    let p = odds(&spec, rules).outcomes.expect("a difficulty").success();
    let expected_rolls =
        (p != Fraction::zero()).then(|| Fraction::ratio(p.denom() * action.successes, p.numer().magnitude().clone()));
    let expected_time = expected_rolls
        .as_ref()
        .map(|e| e.mul(&Fraction::from_int(i64::from(action.interval))));
    ExtendedOdds {
        p,
        minimum_rolls: action.successes,
        expected_rolls,
        expected_time,
    }
}

/// The chance that `successes` successes come within `rolls` rolls of chance `p` each: the
/// number of successes is binomial, built exactly by the dice engine as `rolls` Bernoulli trials.
pub fn done_within(p: &Fraction, successes: u32, rolls: u32) -> Fraction {
    let (Ok(num), Ok(den)) = (u128::try_from(p.numer()), u128::try_from(p.denom())) else {
        return Fraction::zero();
    };
    if rolls == 0 {
        return if successes == 0 {
            Fraction::one()
        } else {
            Fraction::zero()
        };
    }
    let trial = Dist::from_weights([(0, den - num), (1, num)]).expect("a probability");
    trial.sum_iid(rolls).at_least(i64::from(successes))
}
