//! Aspect activations as a game for the generic solver of `tirada-dice`: which dice a positive
//! activation should reroll (the roller's best sub-multiset), which ones an adversary's negative
//! activation will pick (the worst for the roller), and the exact chance of success before the
//! throw with the activation played that way. The same [`HitosGame`] gives the advice, the odds
//! and the moves `--aspecto` plays, through [`resolve`].

use super::machine::HitosRoll;
use super::resolve::{resolve, Polarity, RollSpec};
use crate::hitos::dice::Sorted;
use crate::hitos::error::HitosError;
use crate::hitos::options::Rules;
use serde::Serialize;
use tirada_dice::solver::{best_subset, subset_odds, Group, Pick, RerollGame};
use tirada_dice::Fraction;

/// What "best" means for the activator.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub enum Objective {
    /// The chance of success (critical included). Needs a difficulty.
    #[default]
    #[serde(rename = "exito")]
    Success,
    /// The expected total.
    #[serde(rename = "media")]
    Mean,
}

const GROUPS: [Group; 1] = [Group { sides: 10, count: 3 }];

/// A test with one activation to play, for the solver.
#[derive(Clone, Debug)]
pub struct HitosGame {
    spec: RollSpec,
    rules: Rules,
    polarity: Polarity,
    objective: Objective,
}

impl HitosGame {
    pub fn new(spec: &RollSpec, rules: &Rules, polarity: Polarity, objective: Objective) -> Result<Self, HitosError> {
        if objective == Objective::Success && spec.difficulty.is_none() {
            return Err(HitosError::NoDifficulty);
        }
        Ok(HitosGame {
            spec: spec.clone(),
            rules: rules.clone(),
            polarity,
            objective,
        })
    }

    pub fn polarity(&self) -> Polarity {
        self.polarity
    }

    /// Who picks the dice: the roller for a positive activation, the activator (against the
    /// roller) for a negative one (AMB-06).
    pub fn pick(&self) -> Pick {
        match self.polarity {
            Polarity::Positive => Pick::Best,
            Polarity::Negative => Pick::Worst,
        }
    }

    /// The objective's value of `dice` read plainly (`None`) or after the activation.
    pub fn value(&self, dice: Sorted, activation: Option<Polarity>) -> i64 {
        let r = resolve(dice, &self.spec, &self.rules, activation);
        match self.objective {
            Objective::Success => i64::from(r.success().unwrap_or(false)),
            Objective::Mean => i64::from(r.total),
        }
    }

    /// Whether keeping every die should still activate (zero dice rerolled, AMB-05): only when
    /// the rules allow it and V± strictly beats the plain reading for the picker.
    pub fn activates_without_reroll(&self, dice: Sorted) -> bool {
        if !self.rules.zero_dice_activation {
            return false;
        }
        let (plain, act) = (self.value(dice, None), self.value(dice, Some(self.polarity)));
        match self.polarity {
            Polarity::Positive => act > plain,
            Polarity::Negative => act < plain,
        }
    }
}

fn sorted_of(dice: &[&[u8]]) -> Sorted {
    let d = dice[0];
    Sorted([d[0], d[1], d[2]])
}

impl RerollGame for HitosGame {
    fn groups(&self) -> &[Group] {
        &GROUPS
    }

    /// `made == 0` is "keep the dice": not activating, or activating without a reroll when
    /// that is better for the picker; any reroll reads V⁺ / V⁻ on the new dice.
    fn stop_value(&self, dice: &[&[u8]], made: u32) -> i64 {
        let s = sorted_of(dice);
        if made > 0 || self.activates_without_reroll(s) {
            self.value(s, Some(self.polarity))
        } else {
            self.value(s, None)
        }
    }

    fn made_class(&self, made: u32) -> u32 {
        u32::from(made > 0)
    }
}

/// One way of activating, in the roll's terms.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    /// The faces to reroll (empty: keep the dice).
    pub reroll: Vec<u8>,
    /// Their positions, from 1, in the order thrown.
    pub positions: Vec<usize>,
    /// The exact value of the objective after this choice.
    pub value: Fraction,
    /// With nothing rerolled: whether to activate anyway for V± (else do not activate).
    pub activate: bool,
}

/// Positions (0-based) of `reroll`'s faces among `faces`, each used once.
pub fn positions_of(faces: [u8; 3], reroll: &[u8]) -> Vec<usize> {
    let mut used = [false; 3];
    let mut out: Vec<usize> = reroll
        .iter()
        .filter_map(|f| {
            let p = (0..3).find(|&i| !used[i] && faces[i] == *f)?;
            used[p] = true;
            Some(p)
        })
        .collect();
    out.sort_unstable();
    out
}

/// Every choice for the activation on the dice now, the picker's choice first.
pub fn advise(roll: &HitosRoll, polarity: Polarity, objective: Objective) -> Result<Vec<Choice>, HitosError> {
    let game = HitosGame::new(roll.spec(), roll.rules(), polarity, objective)?;
    choices(&game, roll.faces())
}

/// Every choice of `game` for `faces` (in the order thrown), the picker's choice first.
pub fn choices(game: &HitosGame, faces: [u8; 3]) -> Result<Vec<Choice>, HitosError> {
    let sorted = Sorted::new(faces);
    let mut all = best_subset(game, &[&sorted.0])?;
    if game.pick() == Pick::Worst {
        // The adversary's choice first; among equals, the fewest dice (keeping them: no
        // activation at all when it cannot hurt).
        let size = |c: &tirada_dice::solver::SubsetChoice| c.reroll.iter().map(Vec::len).sum::<usize>();
        all.sort_by(|a, b| a.value.cmp(&b.value).then(size(a).cmp(&size(b))));
    }
    Ok(all
        .into_iter()
        .map(|c| {
            let reroll = c.reroll.into_iter().next().unwrap_or_default();
            Choice {
                positions: positions_of(faces, &reroll).into_iter().map(|p| p + 1).collect(),
                activate: !reroll.is_empty() || game.activates_without_reroll(sorted),
                reroll,
                value: c.value,
            }
        })
        .collect())
}

/// The exact value of the objective before the throw when the activation will be played by its
/// picker after seeing the dice (the roller keeps the dice when that is best).
pub fn activation_value(
    spec: &RollSpec,
    rules: &Rules,
    polarity: Polarity,
    objective: Objective,
) -> Result<Fraction, HitosError> {
    let game = HitosGame::new(spec, rules, polarity, objective)?;
    Ok(subset_odds(&game, game.pick(), true)?)
}

/// An activation's dice with the exact value of the objective before and after.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Plan {
    pub polarity: Polarity,
    /// What `value_before` and `value_after` measure: a chance of success or an expected total.
    pub objective: Objective,
    /// The faces to reroll and their positions (from 1, in the order thrown).
    pub reroll: Vec<u8>,
    pub positions: Vec<usize>,
    /// Keeping the dice unactivated, and after this choice.
    pub value_before: Fraction,
    pub value_after: Fraction,
    /// Worth activating (false: the dice are best kept, no point spent).
    pub activate: bool,
    /// The picker's choice from the solver (false: dice asked for).
    pub advised: bool,
    /// Whether the activation was played on the roll.
    pub played: bool,
}

/// The plan for an activation on the dice now: the dice asked for (`asked`, 0-based positions),
/// or the picker's choice.
pub fn plan(
    roll: &HitosRoll,
    polarity: Polarity,
    objective: Objective,
    asked: Option<&[usize]>,
) -> Result<Plan, HitosError> {
    let game = HitosGame::new(roll.spec(), roll.rules(), polarity, objective)?;
    let all = choices(&game, roll.faces())?;
    let faces = roll.faces();
    let before = Fraction::from_int(game.value(roll.sorted(), None));
    let chosen = match asked {
        Some(positions) => {
            roll.check_activation(positions)?;
            let mut reroll: Vec<u8> = positions.iter().map(|&p| faces[p]).collect();
            reroll.sort_unstable();
            let c = all
                .iter()
                .find(|c| c.reroll == reroll)
                .expect("every sub-multiset is a choice");
            let mut positions: Vec<usize> = positions.iter().map(|p| p + 1).collect();
            positions.sort_unstable();
            // Activating on the dice kept reads V± now, even where that loses (AMB-72).
            let value = match reroll.is_empty() {
                true => Fraction::from_int(game.value(roll.sorted(), Some(polarity))),
                false => c.value.clone(),
            };
            Choice {
                positions,
                activate: true,
                value,
                ..c.clone()
            }
        }
        None => all.into_iter().next().expect("keeping is a choice"),
    };
    Ok(Plan {
        polarity,
        objective,
        reroll: chosen.positions.iter().map(|&p| faces[p - 1]).collect(),
        positions: chosen.positions,
        value_before: before,
        value_after: chosen.value,
        activate: chosen.activate,
        advised: asked.is_none(),
        played: false,
    })
}
