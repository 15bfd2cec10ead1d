//! Contests the basic manual shows (§3.8): the *ambichequeo* duel with differentials
//! (L1048-L1054) and the *contrachequeo* of the dwarf-and-orc example (L1280-L1284). The
//! Competiciones chapter itself is index-only; nothing else is invented here.

use super::check::grade::Outcome;
use super::sheet::auxiliary::AuxiliaryRules;
use serde::{Deserialize, Serialize};

/// One side of a duel: its skill and its weapon's grade.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Fighter {
    pub skill: i64,
    pub weapon: i64,
}

/// Who takes damage from one roll of an ambichequeo duel, and how much.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Hit {
    /// The roller hits the opponent.
    #[serde(rename = "oponente")]
    Opponent(i64),
    /// The roller fails and takes the blow.
    #[serde(rename = "tirador")]
    Roller(i64),
    /// A neutral: nobody is hurt.
    #[serde(rename = "nadie")]
    Nobody,
}

/// The roller's modifier: the difference of skills («diferencial de 1PT (5-4)»).
pub fn duel_modifier(roller: Fighter, opponent: Fighter) -> i64 {
    roller.skill - opponent.skill
}

/// One roll of the duel: a success deals [GDE + own weapon − their weapon]PD to the opponent,
/// a failure [GDF + their weapon − own weapon]PD to the roller; a hit deals at least the
/// least hit damage (A17). `grade` is the final grade of the roll.
pub fn duel_hit(outcome: Outcome, grade: i64, roller: Fighter, opponent: Fighter, rules: &AuxiliaryRules) -> Hit {
    let least = rules.min_hit_damage;
    match outcome.effective() {
        Outcome::Success => Hit::Opponent((grade + roller.weapon - opponent.weapon).max(least)),
        Outcome::Failure => Hit::Roller((-grade + opponent.weapon - roller.weapon).max(least)),
        _ => Hit::Nobody,
    }
}

/// The defender's modifier in a contrachequeo: minus the attack's GDE and the weapon's grade
/// (GDE4 + battle-axe GD2 → MOD−6). The defender's own NIV is not added (A21).
pub fn counter_check_modifier(attack_grade: i64, weapon: i64) -> i64 {
    -(attack_grade + weapon)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEMIELFO: Fighter = Fighter { skill: 5, weapon: 1 };
    const OGRO: Fighter = Fighter { skill: 4, weapon: 3 };

    /// T16a-g (L1050-L1052).
    #[test]
    fn t16_semielfo_against_ogro() {
        let r = AuxiliaryRules::default();
        assert_eq!(duel_modifier(SEMIELFO, OGRO), 1); // T16a
        assert_eq!(duel_hit(Outcome::Success, 4, SEMIELFO, OGRO, &r), Hit::Opponent(2)); // T16b
        assert_eq!(duel_hit(Outcome::Failure, -3, SEMIELFO, OGRO, &r), Hit::Roller(5)); // T16c
        assert_eq!(duel_modifier(OGRO, SEMIELFO), -1); // T16d
        assert_eq!(duel_hit(Outcome::Success, 4, OGRO, SEMIELFO, &r), Hit::Opponent(6)); // T16e
        assert_eq!(duel_hit(Outcome::Failure, -3, OGRO, SEMIELFO, &r), Hit::Roller(1)); // T16f
        assert_eq!(duel_hit(Outcome::Success, 1, SEMIELFO, OGRO, &r), Hit::Opponent(1)); // T16g, A17
        assert_eq!(duel_hit(Outcome::Neutral, 0, SEMIELFO, OGRO, &r), Hit::Nobody);
    }

    /// T31c (L1282).
    #[test]
    fn t31c_orc_defends_at_mod_minus_6() {
        assert_eq!(counter_check_modifier(4, 2), -6);
    }
}
