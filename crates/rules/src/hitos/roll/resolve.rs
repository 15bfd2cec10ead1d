//! The one function that turns three faces into a die value, a total and an outcome. The roll
//! machine, the exact odds and the solver's stop values all call [`resolve`], so they can never
//! disagree.

use crate::hitos::dice::{Sorted, Special};
use crate::hitos::notation::{Letters, Values};
use crate::hitos::options::{NegativeEffects, PositiveEffects, PositiveSum, Rules};
use serde::{Deserialize, Serialize};

/// An aspect activation on a roll (L123–L131).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Polarity {
    /// *Afectar a una tirada positivamente*: the die value becomes V⁺.
    #[serde(rename = "positiva")]
    Positive,
    /// *Afectar a una tirada negativamente*: the die value becomes V⁻.
    #[serde(rename = "negativa")]
    Negative,
}

impl Polarity {
    pub fn word(self) -> &'static str {
        match self {
            Polarity::Positive => "positiva",
            Polarity::Negative => "negativa",
        }
    }
}

/// What a test adds to its die and what it is compared with.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct RollSpec {
    /// *Característica*.
    pub characteristic: i32,
    /// *Habilidad* (0 when no skill fits, R-8).
    pub skill: i32,
    /// Every other modifier, summed.
    pub modifier: i32,
    /// *Dificultad*; `None` for a roll read without one (an opposed test...).
    pub difficulty: Option<i32>,
    /// The die read: C normally, m when unfavourable, M when favourable, or a sum.
    pub reading: Letters,
}

impl RollSpec {
    /// Everything added to the die value (`k` in the aid).
    pub fn bonus(&self) -> i32 {
        self.characteristic + self.skill + self.modifier
    }
}

/// The verdict of a test. Critical and fumble override the total.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    Exito,
    Fallo,
    /// Automatic success.
    Critico,
    /// Automatic failure.
    Pifia,
}

impl Outcome {
    pub const ALL: [Outcome; 4] = [Outcome::Exito, Outcome::Fallo, Outcome::Critico, Outcome::Pifia];

    /// Critical and fumble first, then `total ≥ difficulty` (L12).
    pub fn judge(total: i32, difficulty: i32, special: Option<Special>) -> Outcome {
        match special {
            Some(Special::Critical(_)) => Outcome::Critico,
            Some(Special::Fumble(_)) => Outcome::Pifia,
            None if total >= difficulty => Outcome::Exito,
            None => Outcome::Fallo,
        }
    }

    pub fn is_success(self) -> bool {
        matches!(self, Outcome::Exito | Outcome::Critico)
    }

    pub fn word(self) -> &'static str {
        match self {
            Outcome::Exito => "exito",
            Outcome::Fallo => "fallo",
            Outcome::Critico => "critico",
            Outcome::Pifia => "pifia",
        }
    }
}

/// Three faces read under a spec.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Resolution {
    pub sorted: Sorted,
    /// The die read, or V⁺ / V⁻ after an activation (`tirada_resultado`).
    pub die_value: i32,
    /// `die_value` + característica + habilidad + modifiers (`tirada_total`, L12).
    pub total: i32,
    pub special: Option<Special>,
    pub outcome: Option<Outcome>,
}

impl Resolution {
    /// Whether the test succeeded; with no difficulty only a critical is known to succeed.
    pub fn success(&self) -> Option<bool> {
        self.outcome.map(Outcome::is_success)
    }
}

/// The die value of `dice` read by `letters`, or by the activation that rerolled them. A
/// positive activation on a sum reading (`mC`, `CM`...) follows [`PositiveSum`] (AMB-72).
pub fn die_value(dice: Sorted, letters: Letters, activation: Option<Polarity>, rules: &Rules) -> i32 {
    match activation {
        Some(Polarity::Positive) => match rules.positive_sum {
            PositiveSum::Replace => dice.positive_value(),
            PositiveSum::ReadWithHigh => dice
                .positive_value()
                .max(letters.sum(effect_values(dice, activation, rules)) as i32),
        },
        Some(Polarity::Negative) => dice.negative_value(),
        None => letters.sum(Values::of(dice)) as i32,
    }
}

/// What damage and other effects read from the dice: the sorted dice, with M := V⁺ after a
/// positive activation (A-POS-5) and the options of AMB-04 and AMB-07.
pub fn effect_values(sorted: Sorted, activation: Option<Polarity>, rules: &Rules) -> Values {
    let mut v = Values::of(sorted);
    match (activation, rules.positive_effects, rules.negative_effects) {
        (Some(Polarity::Positive), effects, _) => {
            v.high = i64::from(sorted.positive_value());
            let summed = sorted
                .repeat()
                .filter(|r| i32::from(r.face) * r.size.count() > i32::from(sorted.high()));
            if let (PositiveEffects::ReplaceHighDropPair, Some(r)) = (effects, summed) {
                if sorted.low() == r.face {
                    v.low = 0;
                }
                if sorted.mid() == r.face {
                    v.mid = 0;
                }
            }
        }
        (Some(Polarity::Negative), _, NegativeEffects::LowIsValue) => {
            v.low = i64::from(sorted.negative_value().max(0));
        }
        _ => {}
    }
    v
}

/// Resolves a test: die value, total, critical/fumble under the rules' mode, outcome.
pub fn resolve(dice: Sorted, spec: &RollSpec, rules: &Rules, activation: Option<Polarity>) -> Resolution {
    let die_value = die_value(dice, spec.reading, activation, rules);
    let total = die_value + spec.bonus();
    let special = dice.special(rules.crit_mode);
    let outcome = match spec.difficulty {
        Some(d) => Some(Outcome::judge(total, d, special)),
        None => special.map(|s| Outcome::judge(total, total, Some(s))),
    };
    Resolution {
        sorted: dice,
        die_value,
        total,
        special,
        outcome,
    }
}
