//! Exact odds of a Hitos test: the distribution of the total and the chance of each outcome,
//! plainly or with an aspect activation played by its picker. Every throw goes through
//! [`resolve`], the function the roll itself uses.

use super::advice::{choices, HitosGame, Objective};
use super::resolve::{resolve, Outcome, Polarity, Resolution, RollSpec};
use crate::hitos::dice::{hands, Sorted};
use crate::hitos::error::HitosError;
use crate::hitos::options::Rules;
use serde::Serialize;
use std::collections::BTreeMap;
use tirada_dice::solver::subset_odds;
use tirada_dice::{Dist, Fraction};

/// The chance of every outcome word; they sum to 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OutcomeOdds {
    pub exito: Fraction,
    pub fallo: Fraction,
    pub critico: Fraction,
    pub pifia: Fraction,
}

impl OutcomeOdds {
    pub fn get(&self, o: Outcome) -> &Fraction {
        match o {
            Outcome::Exito => &self.exito,
            Outcome::Fallo => &self.fallo,
            Outcome::Critico => &self.critico,
            Outcome::Pifia => &self.pifia,
        }
    }

    /// *Éxito* or *crítico*.
    pub fn success(&self) -> Fraction {
        self.exito.add(&self.critico)
    }
}

/// Exact odds of one way of playing a test.
#[derive(Clone, Debug, PartialEq)]
pub struct HitosOdds {
    /// The total (die value + bonuses).
    pub dist: Dist,
    /// With a difficulty.
    pub outcomes: Option<OutcomeOdds>,
    pub critical: Fraction,
    pub fumble: Fraction,
}

/// Integer weights over a common denominator, filled throw by throw.
struct Tally {
    totals: BTreeMap<i64, u128>,
    outcomes: [u128; 4],
    critical: u128,
    fumble: u128,
    den: u128,
}

impl Tally {
    fn new(den: u128) -> Self {
        Tally {
            totals: BTreeMap::new(),
            outcomes: [0; 4],
            critical: 0,
            fumble: 0,
            den,
        }
    }

    fn add(&mut self, r: &Resolution, w: u128) {
        *self.totals.entry(i64::from(r.total)).or_insert(0) += w;
        if let Some(o) = r.outcome {
            self.outcomes[Outcome::ALL.iter().position(|x| *x == o).expect("an outcome")] += w;
        }
        match r.special {
            Some(s) if s.is_critical() => self.critical += w,
            Some(_) => self.fumble += w,
            None => {}
        }
    }

    fn finish(self, with_difficulty: bool) -> HitosOdds {
        let den = self.den;
        let f = |n: u128| Fraction::ratio(n.into(), den.into());
        HitosOdds {
            dist: Dist::from_weights(self.totals).expect("a throw"),
            outcomes: with_difficulty.then(|| OutcomeOdds {
                exito: f(self.outcomes[0]),
                fallo: f(self.outcomes[1]),
                critico: f(self.outcomes[2]),
                pifia: f(self.outcomes[3]),
            }),
            critical: f(self.critical),
            fumble: f(self.fumble),
        }
    }
}

/// The exact odds of the test as thrown, with no activation.
pub fn odds(spec: &RollSpec, rules: &Rules) -> HitosOdds {
    let mut t = Tally::new(1000);
    for (hand, w) in hands() {
        t.add(&resolve(hand, spec, rules, None), u128::from(w));
    }
    t.finish(spec.difficulty.is_some())
}

/// The odds with one activation played by its picker, and the objective's value.
#[derive(Clone, Debug, PartialEq)]
pub struct ActivationOdds {
    pub polarity: Polarity,
    pub objective: Objective,
    /// The objective's exact value from the solver (the chance of success by default).
    pub value: Fraction,
    /// The same, without the activation.
    pub value_without: Fraction,
    /// The whole distribution when the picker plays that policy.
    pub with: HitosOdds,
    pub without: HitosOdds,
    /// The chance that the activation is used (a point spent or an aspect exhausted).
    pub used: Fraction,
}

/// Exact odds when, after seeing the throw, the picker plays the activation: the roller's best
/// dice for a positive one (keeping the dice, unactivated, when nothing helps), the adversary's
/// worst for a negative one (only where it hurts). From the generic solver.
pub fn activation_odds(
    spec: &RollSpec,
    rules: &Rules,
    polarity: Polarity,
    objective: Objective,
) -> Result<ActivationOdds, HitosError> {
    let game = HitosGame::new(spec, rules, polarity, objective)?;
    let value = subset_odds(&game, game.pick(), true)?;
    let without = odds(spec, rules);
    let value_without = match objective {
        Objective::Success => without
            .outcomes
            .as_ref()
            .map(OutcomeOdds::success)
            .ok_or(HitosError::NoDifficulty)?,
        Objective::Mean => without.dist.mean(),
    };
    // Every hand × every outcome of its rerolled dice over 10^6.
    let mut t = Tally::new(1_000_000);
    let mut used = 0u128;
    for (hand, w) in hands() {
        let choice = choices(&game, hand.0)?.into_iter().next().expect("keeping is a choice");
        let w = u128::from(w);
        if choice.reroll.is_empty() {
            let act = choice.activate.then_some(polarity);
            used += if choice.activate { w * 1000 } else { 0 };
            t.add(&resolve(hand, spec, rules, act), w * 1000);
            continue;
        }
        used += w * 1000;
        let kept: Vec<u8> = kept_after(hand, &choice.reroll);
        let n = choice.reroll.len() as u32;
        let each = w * 10u128.pow(3 - n);
        for code in 0..10u32.pow(n) {
            let mut faces = kept.clone();
            faces.extend((0..n).map(|i| (code / 10u32.pow(i) % 10) as u8 + 1));
            let dice = Sorted::new([faces[0], faces[1], faces[2]]);
            t.add(&resolve(dice, spec, rules, Some(polarity)), each);
        }
    }
    Ok(ActivationOdds {
        polarity,
        objective,
        value,
        value_without,
        with: t.finish(spec.difficulty.is_some()),
        without,
        used: Fraction::ratio(used.into(), 1_000_000u128.into()),
    })
}

fn kept_after(hand: Sorted, reroll: &[u8]) -> Vec<u8> {
    let mut kept = hand.0.to_vec();
    for f in reroll {
        let at = kept
            .iter()
            .position(|x| x == f)
            .expect("rerolled faces are in the hand");
        kept.remove(at);
    }
    kept
}

/// The chance of success of a test with bonus `k` against `difficulty`, no activation.
pub fn success_chance(k: i32, difficulty: i32, rules: &Rules) -> Fraction {
    let spec = RollSpec {
        characteristic: k,
        difficulty: Some(difficulty),
        ..RollSpec::default()
    };
    odds(&spec, rules).outcomes.expect("a difficulty").success()
}
