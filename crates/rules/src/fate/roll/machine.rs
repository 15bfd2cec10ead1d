//! The roll: four Fudge dice added to a skill and its modifiers, read against a difficulty
//! (L23–L35, R-DICE-1…3, R-CORE-1…9).
//!
//! A small state machine: [`FateRoll::throw`] reads the dice from a [`DiceSource`]; power
//! points may then be spent "at any moment" (L64, A-PP-4) and a crítico token applied (R-CRIT-2);
//! [`FateRoll::finish`] gives the [`Transcript`]. The one total is [`RollSpec::effort`], which
//! the exact odds call too.

use crate::fate::error::FateError;
use crate::fate::options::Rules;
use serde::{Deserialize, Serialize};
use tirada_dice::{DiceSource, Die};

/// The group the four dice are asked for; typed faces are given under it (`--dados`).
pub const GROUP: &str = "dados";
/// Dice per roll: 4dF (L25).
pub const DICE: usize = 4;
/// A success by this many shifts or more is a crítico (L379, R-CORE-9).
pub const CRITICO_SHIFTS: i32 = 3;

/// Four Fudge dice as thrown, each −1, 0 or +1.
pub type Dice = [i8; DICE];

/// Where a modifier on the effort comes from (R-CORE-1). Serialised with the book's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ModifierKind {
    /// +1 per power point spent, *recibir un bonificador* (L67).
    #[serde(rename = "pp")]
    PowerPoint,
    /// −1 per consequence held (L241).
    #[serde(rename = "consecuencias")]
    Consequences,
    /// −1 per supplementary action, more if hard (L179–L181).
    #[serde(rename = "suplementaria")]
    Supplementary,
    /// +2 to reactions and defences (L151).
    #[serde(rename = "defensa_total")]
    FullDefense,
    /// −1, 0 or +1 from secondary skills (L195–L201).
    #[serde(rename = "habilidades_combinadas")]
    Combined,
    /// +1…+4 for a group's size (L327, L337, L343).
    #[serde(rename = "grupo")]
    Group,
    /// ±1 from a defensive crítico (L383).
    #[serde(rename = "critico")]
    Critico,
    /// A successful manoeuvre's bonus (L291, A-MAN-1).
    #[serde(rename = "maniobra")]
    Maneuver,
    /// A border crossed (L187).
    #[serde(rename = "frontera")]
    Border,
    /// Picking up a disarmed weapon (L302).
    #[serde(rename = "desarme")]
    Disarm,
    /// Anything else the GM rules.
    #[serde(rename = "otro")]
    Other,
}

/// One modifier on a roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Modifier {
    pub kind: ModifierKind,
    pub value: i32,
}

impl Modifier {
    pub fn new(kind: ModifierKind, value: i32) -> Modifier {
        Modifier { kind, value }
    }
}

/// What is rolled: a skill rating, its modifiers, and the difficulty (if the GM named one).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollSpec {
    /// The skill's rating; a skill not on the sheet is Mediocre, 0 (L41).
    pub skill: i32,
    pub modifiers: Vec<Modifier>,
    /// `None`: the default difficulty of [`Rules`] (Normal, L48).
    pub difficulty: Option<i32>,
}

impl RollSpec {
    pub fn new(skill: i32) -> RollSpec {
        RollSpec {
            skill,
            ..RollSpec::default()
        }
    }

    pub fn against(mut self, difficulty: i32) -> RollSpec {
        self.difficulty = Some(difficulty);
        self
    }

    /// Adds a modifier; zero modifiers are left out.
    pub fn with(mut self, kind: ModifierKind, value: i32) -> RollSpec {
        if value != 0 {
            self.modifiers.push(Modifier::new(kind, value));
        }
        self
    }

    /// Power points declared for +1 each before the dice (`--pp`).
    pub fn pp_declared(&self) -> u32 {
        let pp: i32 = self
            .modifiers
            .iter()
            .filter(|m| m.kind == ModifierKind::PowerPoint)
            .map(|m| m.value)
            .sum();
        pp.max(0) as u32
    }

    /// Whether the power points declared may be spent: any number by the book (F64, F67:
    /// one point, +1, at any moment), at most the table's cap per roll (A-PP-4), and no more
    /// than the character holds when that is known (F66: a sheet); without a sheet they are
    /// the player's word, the same cap and all.
    pub fn check_pp(&self, rules: &Rules, held: Option<u32>) -> Result<(), FateError> {
        let need = self.pp_declared();
        if let Some(cap) = rules.pp_bonus_cap.filter(|cap| need > *cap) {
            return Err(FateError::PpCap { cap });
        }
        match held {
            Some(have) if need > have => Err(FateError::NoPp { have, need }),
            _ => Ok(()),
        }
    }

    /// The sum of the modifiers.
    pub fn modifier(&self) -> i32 {
        self.modifiers.iter().map(|m| m.value).sum()
    }

    /// The effort for a dice total: skill + dice + modifiers (L29, R-CORE-1). The one total
    /// of the system: rolls, odds and the conflict tracker all call it.
    pub fn effort(&self, dice_total: i32) -> i32 {
        self.skill + dice_total + self.modifier()
    }

    /// The difficulty, or the table's default.
    pub fn difficulty(&self, rules: &Rules) -> i32 {
        self.difficulty.unwrap_or(rules.default_difficulty)
    }
}

/// The verdict of a roll against a difficulty: success iff effort ≥ difficulty (L33, R-CORE-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    Exito,
    Fallo,
}

impl Outcome {
    pub fn judge(effort: i32, difficulty: i32) -> Outcome {
        if effort >= difficulty {
            Outcome::Exito
        } else {
            Outcome::Fallo
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Outcome::Exito => "exito",
            Outcome::Fallo => "fallo",
        }
    }
}

/// Shifts that can be spent: the margin on a success, none on a failure (R-CORE-5, A-CORE-1).
pub fn shifts_gained(effort: i32, difficulty: i32) -> u32 {
    (effort - difficulty).max(0) as u32
}

/// The sum of four dice.
pub fn total(dice: &Dice) -> i32 {
    dice.iter().map(|&d| i32::from(d)).sum()
}

/// Four faces checked: each must be −1, 0 or +1 (R-DICE-1).
pub fn dice_from(faces: &[i64]) -> Result<Dice, FateError> {
    if faces.len() != DICE {
        return Err(FateError::DiceCount { given: faces.len() });
    }
    let mut dice = [0i8; DICE];
    for (d, &f) in dice.iter_mut().zip(faces) {
        if !Die::Fudge.can_show(f) {
            return Err(FateError::Face { face: f });
        }
        *d = f as i8;
    }
    Ok(dice)
}

/// Throws 4dF from the source, under [`GROUP`].
pub fn throw_dice(src: &mut impl DiceSource) -> Result<Dice, FateError> {
    let mut dice = [0i8; DICE];
    for d in &mut dice {
        *d = src.roll(&Die::Fudge, GROUP)? as i8;
    }
    Ok(dice)
}

/// A decision taken after the dice were read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// One power point for +1 (L67).
    #[serde(rename = "pp")]
    PowerPoint,
    /// A crítico token spent on this roll, +1 or −1 (L383).
    #[serde(rename = "critico")]
    Critico { value: i32 },
}

/// A roll in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FateRoll {
    // Read by `finish`, which sits with the transcript it makes.
    pub(super) spec: RollSpec,
    pub(super) dice: Dice,
    pub(super) steps: Vec<Step>,
}

impl FateRoll {
    /// Throws the dice for `spec`.
    pub fn throw(spec: RollSpec, src: &mut impl DiceSource) -> Result<FateRoll, FateError> {
        Ok(FateRoll::with_dice(spec, throw_dice(src)?))
    }

    /// A roll whose dice are already known.
    pub fn with_dice(spec: RollSpec, dice: Dice) -> FateRoll {
        FateRoll {
            spec,
            dice,
            steps: Vec::new(),
        }
    }

    pub fn spec(&self) -> &RollSpec {
        &self.spec
    }

    /// Sets the difficulty the roll is read against (known only after the dice, in a contest).
    pub fn set_difficulty(&mut self, difficulty: i32) {
        self.spec.difficulty = Some(difficulty);
    }

    pub fn dice(&self) -> Dice {
        self.dice
    }

    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Power points spent on this roll after the dice, plus those declared before.
    pub fn pp_spent(&self) -> u32 {
        let after = self.steps.iter().filter(|s| matches!(s, Step::PowerPoint)).count() as u32;
        after + self.spec.pp_declared()
    }

    /// Spends one power point for +1 (L67). The table may cap them per roll (A-PP-4).
    pub fn spend_pp(&mut self, rules: &Rules) -> Result<(), FateError> {
        if let Some(cap) = rules.pp_bonus_cap {
            if self.pp_spent() >= cap {
                return Err(FateError::PpCap { cap });
            }
        }
        self.steps.push(Step::PowerPoint);
        Ok(())
    }

    /// Applies a crítico token: +1 or −1, once per roll (R-CRIT-2, R-CRIT-5).
    pub fn apply_critico(&mut self, value: i32) -> Result<(), FateError> {
        if value.abs() != 1 {
            return Err(FateError::CriticoValue { value });
        }
        if self.steps.iter().any(|s| matches!(s, Step::Critico { .. })) {
            return Err(FateError::CriticoTwice);
        }
        self.steps.push(Step::Critico { value });
        Ok(())
    }

    /// Every modifier: the spec's, then those of the steps taken.
    pub fn modifiers(&self) -> Vec<Modifier> {
        let mut all = self.spec.modifiers.clone();
        let pp = self.steps.iter().filter(|s| matches!(s, Step::PowerPoint)).count() as i32;
        if pp > 0 {
            match all.iter_mut().find(|m| m.kind == ModifierKind::PowerPoint) {
                Some(m) => m.value += pp,
                None => all.push(Modifier::new(ModifierKind::PowerPoint, pp)),
            }
        }
        for s in &self.steps {
            if let Step::Critico { value } = s {
                all.push(Modifier::new(ModifierKind::Critico, *value));
            }
        }
        all
    }

    /// The effort now.
    pub fn effort(&self) -> i32 {
        RollSpec {
            modifiers: self.modifiers(),
            ..self.spec.clone()
        }
        .effort(total(&self.dice))
    }
}

/// Which side of an opposed action came out ahead (R-CORE-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    First,
    Second,
    Tie,
}

/// An opposed action: "as if the higher effort beat a difficulty equal to the lower" (L50).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contest {
    pub winner: Winner,
    /// High − low; 0 on a tie.
    pub shifts: u32,
}

impl Contest {
    pub fn of(first: i32, second: i32) -> Contest {
        let winner = match first.cmp(&second) {
            std::cmp::Ordering::Greater => Winner::First,
            std::cmp::Ordering::Less => Winner::Second,
            std::cmp::Ordering::Equal => Winner::Tie,
        };
        Contest {
            winner,
            shifts: first.abs_diff(second),
        }
    }

    /// Whether the first side got at least one shift: what manoeuvres, blinding and getting
    /// past a block need (R-CORE-7); a tie fails.
    pub fn first_gets_a_shift(&self) -> bool {
        self.winner == Winner::First
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;
    use tirada_dice::TypedDice;

    fn typed(faces: &[i64]) -> TypedDice {
        TypedDice::only(BTreeMap::from([(GROUP.to_string(), faces.to_vec())]))
    }

    #[test]
    fn effort_shifts_and_outcome() {
        let spec = RollSpec::new(3).with(ModifierKind::Supplementary, -1).against(1);
        let t = FateRoll::throw(spec, &mut typed(&[1, -1, 0, 1]))
            .unwrap()
            .finish(&Rules::default());
        assert_eq!((t.dice_total, t.effort, t.shifts, t.shifts_gained), (1, 3, 2, 2));
        assert_eq!((t.outcome, t.effort_label.as_str()), (Outcome::Exito, "Bueno"));
        let t = FateRoll::throw(RollSpec::new(0), &mut typed(&[-1, 0, -1, 0]))
            .unwrap()
            .finish(&Rules::default());
        assert_eq!((t.effort, t.difficulty, t.shifts, t.shifts_gained), (-2, 1, -3, 0));
        assert!(t.difficulty_is_default && t.outcome == Outcome::Fallo);
    }

    #[test]
    fn power_points_and_critico_after_the_dice() {
        let mut r = FateRoll::with_dice(RollSpec::new(2).against(4), [0, 0, 1, 0]);
        r.spend_pp(&Rules::default()).unwrap();
        r.apply_critico(1).unwrap();
        assert_eq!(r.apply_critico(-1), Err(FateError::CriticoTwice));
        assert_eq!(r.apply_critico(2).unwrap_err(), FateError::CriticoValue { value: 2 });
        let t = r.finish(&Rules::default());
        assert_eq!((t.effort, t.pp_spent, t.outcome), (5, 1, Outcome::Exito));
        let capped = Rules {
            pp_bonus_cap: Some(1),
            ..Rules::default()
        };
        let mut r = FateRoll::with_dice(RollSpec::new(2).with(ModifierKind::PowerPoint, 1), [0; 4]);
        assert_eq!(r.spend_pp(&capped), Err(FateError::PpCap { cap: 1 }));
    }

    #[test]
    fn contests() {
        assert_eq!(
            Contest::of(5, 3),
            Contest {
                winner: Winner::First,
                shifts: 2
            }
        );
        assert_eq!(Contest::of(3, 3).winner, Winner::Tie);
        assert!(!Contest::of(3, 3).first_gets_a_shift());
        assert_eq!(
            Contest::of(1, 4),
            Contest {
                winner: Winner::Second,
                shifts: 3
            }
        );
    }

    #[test]
    fn faces_are_checked() {
        assert_eq!(dice_from(&[1, 0, -1, 0]), Ok([1, 0, -1, 0]));
        assert_eq!(dice_from(&[1, 0]), Err(FateError::DiceCount { given: 2 }));
        assert_eq!(dice_from(&[1, 0, 2, 0]), Err(FateError::Face { face: 2 }));
    }
}
