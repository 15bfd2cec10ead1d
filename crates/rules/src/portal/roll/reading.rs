//! Reading a throw: the total of one reading (R4–R11, R18–R19).
//!
//! The same physical throw is read several ways in combat (attack and damage, defence and
//! toughness, reflexes and composure). Each reading keeps its own basic die and counts only
//! the dice its kind lets through. This function is the single place a PORTAL total is
//! computed: the roll machine, the exact odds and the simulator all call it.

use crate::portal::dice::Role;
use crate::portal::options::Rules;
use serde::{Deserialize, Serialize};

/// What a reading measures; decides which dice count (R19).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReadingKind {
    /// Any roll against a difficulty.
    #[default]
    #[serde(rename = "normal")]
    Normal,
    #[serde(rename = "reflejos")]
    Reflexes,
    /// *Sangre fría*.
    #[serde(rename = "sangre_fria")]
    Composure,
    #[serde(rename = "ataque")]
    Attack,
    #[serde(rename = "defensa")]
    Defence,
    #[serde(rename = "fuerza")]
    Strength,
    /// *Aguante*: discomfort and wounds do not count (B204).
    #[serde(rename = "aguante")]
    Toughness,
    /// The melee character damage die: discomfort and wounds count in the Book (B1120), not in
    /// the Summary (S118).
    #[serde(rename = "dano")]
    Damage,
    /// Weapon, armour and environment dice: the raw face of the chosen basic die (B1122).
    #[serde(rename = "arma")]
    Weapon,
}

impl ReadingKind {
    /// Whether discomfort and wound dice affect this reading.
    pub fn counts_discomfort_and_wounds(self, rules: &Rules) -> bool {
        match self {
            ReadingKind::Toughness | ReadingKind::Weapon => false,
            ReadingKind::Damage => rules.damage_die_uses_discomfort_wounds,
            _ => true,
        }
    }

    /// Whether sixes and ones and luck count (everything but a raw weapon die).
    pub fn is_modified(self) -> bool {
        self != ReadingKind::Weapon
    }
}

/// The faces thrown, by colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Throw<'a> {
    pub white: [u8; 3],
    pub black: &'a [u8],
    pub red: &'a [u8],
    pub green: &'a [u8],
    pub tempted: Option<u8>,
    /// Wound dice set aside (*sin tirar*): they always cost their penalty (R8).
    pub wounds_unrolled: u8,
}

impl Throw<'static> {
    /// Only the three basic dice.
    pub fn basic(white: [u8; 3]) -> Self {
        Throw {
            white,
            black: &[],
            red: &[],
            green: &[],
            tempted: None,
            wounds_unrolled: 0,
        }
    }
}

/// Every part of a reading's total before flat modifiers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Score {
    pub kept: u8,
    /// +1 per other white 6 on a kept 6, −1 per other white 1 on a kept 1 (R5).
    pub six_one: i32,
    /// −1 per discomfort die not beaten (R6).
    pub discomfort: i32,
    /// −penalty per wound die not beaten or not rolled (R8).
    pub wounds: i32,
    /// +1 per luck die beaten (R7).
    pub luck: i32,
    /// −1 if the tempted die is not beaten (R9).
    pub tempted: i32,
}

impl Score {
    pub fn total(&self) -> i32 {
        self.kept as i32 + self.six_one + self.discomfort + self.wounds + self.luck + self.tempted
    }
}

/// The score of one reading of a throw (R11).
pub fn score(throw: &Throw<'_>, role: Role, kind: ReadingKind, rules: &Rules) -> Score {
    let kept = role.kept(throw.white);
    if !kind.is_modified() {
        return Score {
            kept,
            ..Score::default()
        };
    }
    let others = |face: u8| throw.white.iter().filter(|&&w| w == face).count() as i32 - 1;
    let six_one = match kept {
        6 => others(6),
        1 => -others(1),
        _ => 0,
    };
    let not_beaten = |dice: &[u8]| dice.iter().filter(|&&d| d >= kept).count() as i32;
    let (discomfort, wounds) = if kind.counts_discomfort_and_wounds(rules) {
        let unbeaten_wounds = not_beaten(throw.red) + throw.wounds_unrolled as i32;
        (
            -not_beaten(throw.black),
            -(rules.wound_penalty as i32) * unbeaten_wounds,
        )
    } else {
        (0, 0)
    };
    let luck = throw.green.iter().filter(|&&d| d < kept).count() as i32;
    let tempted = match throw.tempted {
        Some(t) if t >= kept => -1,
        _ => 0,
    };
    Score {
        kept,
        six_one,
        discomfort,
        wounds,
        luck,
        tempted,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn throw(white: [u8; 3]) -> Throw<'static> {
        Throw::basic(white)
    }

    /// EX-BAS-661 (B185): [6,6,1] is 7 high, 7 middle, 1 low.
    #[test]
    fn ex_bas_661() {
        let rules = Rules::book();
        let t = throw([6, 6, 1]);
        let totals: Vec<i32> = [Role::High, Role::Middle, Role::Low]
            .iter()
            .map(|&r| score(&t, r, ReadingKind::Normal, &rules).total())
            .collect();
        assert_eq!(totals, [7, 7, 1]);
    }

    /// EX-BAS-555 (B189): repeated values other than 6 and 1 add nothing.
    #[test]
    fn ex_bas_555() {
        assert_eq!(
            score(&throw([5, 5, 5]), Role::High, ReadingKind::Normal, &Rules::book()).total(),
            5
        );
    }

    #[test]
    fn ones_subtract_on_a_kept_one_and_toughness_ignores_discomfort_and_wounds() {
        let rules = Rules::book();
        let mut t = throw([1, 1, 1]);
        assert_eq!(score(&t, Role::Low, ReadingKind::Normal, &rules).total(), -1);
        t.black = &[3, 6];
        t.red = &[1];
        t.wounds_unrolled = 1;
        assert_eq!(score(&t, Role::Low, ReadingKind::Normal, &rules).total(), -1 - 2 - 2);
        assert_eq!(score(&t, Role::Low, ReadingKind::Toughness, &rules).total(), -1);
        // The Summary's wound penalty is 2, and its damage reading ignores discomfort and wounds.
        let s = Rules::summary();
        assert_eq!(score(&t, Role::Low, ReadingKind::Normal, &s).wounds, -4);
        assert_eq!(score(&t, Role::Low, ReadingKind::Damage, &s).total(), -1);
        assert_eq!(score(&t, Role::Low, ReadingKind::Damage, &rules).total(), -5);
        // A weapon die is the raw face.
        assert_eq!(
            score(&throw([6, 6, 2]), Role::High, ReadingKind::Weapon, &rules).total(),
            6
        );
    }
}
