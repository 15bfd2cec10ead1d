//! What a PORTAL roll is asked with: dice, competence, difficulty — validated before any die
//! is thrown, so bad input changes nothing.

use super::reading::ReadingKind;
use crate::portal::dice::{Colour, Role, MAX_PER_COLOUR};
use crate::portal::error::PortalError;
use crate::portal::options::{PartialUse, Rules};
use serde::{Deserialize, Serialize};

/// A Fortaleza that applies to this roll (B390–B452): its level gives rerolls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Forte {
    /// 0–5 (0: the High die, no rerolls, B404).
    pub level: u8,
    /// An applicable *especialidad* of this Fortaleza: + level to the total (R28, B456–B462).
    #[serde(default)]
    pub specialty: bool,
    /// A superhuman Fortaleza (Summary S55, S57): specialties stack, it cannot be blocked.
    #[serde(default)]
    pub superhuman: bool,
}

/// A further reading of the same throw (R18): e.g. damage after attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ReadingSpec {
    pub kind: ReadingKind,
    pub role: Role,
    #[serde(default)]
    pub modifier: i32,
}

/// Everything a roll is made with.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RollSpec {
    /// The kept basic die of the primary reading.
    pub role: Role,
    /// What the primary reading measures (normal, attack, defence...).
    #[serde(default)]
    pub kind: ReadingKind,
    /// Discomfort dice thrown (all the character holds, R2).
    pub black: u8,
    /// Wound dice the player chose to throw.
    pub red: u8,
    /// Wound dice set aside: their penalty applies without rolling (R8).
    #[serde(default)]
    pub red_unrolled: u8,
    /// Luck dice added from the pool before the throw.
    pub green: u8,
    /// Tempt luck with one lost luck die (R9, R16); excludes pool luck.
    #[serde(default)]
    pub tempt: bool,
    pub difficulty: Option<i32>,
    #[serde(default)]
    pub fortes: Vec<Forte>,
    /// *Ases en la manga* granted by the GM or the rules (R29).
    #[serde(default)]
    pub aces: u8,
    /// Rerolls lent by a Fortaleza that only partly applies (R30).
    #[serde(default)]
    pub partial_rerolls: u8,
    /// A superhuman Fortaleza in partial application adds its level (S57).
    #[serde(default)]
    pub partial_superhuman_level: u8,
    /// 1 PP spent before the throw for a temporary specialty (R28, B585).
    #[serde(default)]
    pub temporary_specialty: bool,
    /// Situational modifiers added last (R10).
    #[serde(default)]
    pub modifier: i32,
    /// The character has an *espina clavada* (matters under C-04).
    #[serde(default)]
    pub thorn: bool,
    /// Further readings of the same throw.
    #[serde(default)]
    pub readings: Vec<ReadingSpec>,
}

impl RollSpec {
    /// Checks the spec against the rules; the one place bad input is caught.
    pub fn validate(&self, rules: &Rules) -> Result<(), PortalError> {
        self.within_bounds()?;
        for (colour, n) in [
            (Colour::Black, self.black),
            (Colour::Red, self.red),
            (Colour::Green, self.green),
        ] {
            if n > MAX_PER_COLOUR {
                return Err(PortalError::TooManyDice { colour, count: n });
            }
        }
        if self.red + self.red_unrolled > MAX_PER_COLOUR {
            return Err(PortalError::TooManyWounds {
                rolled: self.red,
                unrolled: self.red_unrolled,
            });
        }
        if self.tempt && self.green > 0 {
            return Err(PortalError::TemptWithLuck);
        }
        if let Some(f) = self.fortes.iter().find(|f| f.level > 5) {
            return Err(PortalError::ForteLevel(f.level));
        }
        if !rules.superhuman_fortes && (self.fortes.iter().any(|f| f.superhuman) || self.partial_superhuman_level > 0) {
            return Err(PortalError::SuperhumanNotInProfile);
        }
        if let Some(f) = self
            .fortes
            .iter()
            .find(|f| f.specialty && f.level == 0 && !rules.f0_specialty_six_bonus)
        {
            return Err(PortalError::SpecialtyOnLevelZero(f.level));
        }
        if self.temporary_specialty && self.fortes.iter().any(|f| f.specialty) {
            return Err(PortalError::TemporarySpecialtyTwice);
        }
        if self.temporary_specialty && self.fortes.is_empty() {
            return Err(PortalError::TemporarySpecialtyWithoutForte);
        }
        if rules.partial_use == PartialUse::PerSessionOnePerRoll && self.partial_rerolls > 1 {
            return Err(PortalError::PartialTooMany(self.partial_rerolls));
        }
        Ok(())
    }

    /// Numbers no table reaches, refused before any sum can overflow: the difficulty and
    /// modifiers within ±999, at most 20 Fortalezas and 50 aces or partial rerolls (so the
    /// reroll pool, at most 200, fits its byte). `what` names the number for the message's
    /// selector.
    fn within_bounds(&self) -> Result<(), PortalError> {
        let range = |what: &'static str, given: i64, min: i64, max: i64| {
            if (min..=max).contains(&given) {
                Ok(())
            } else {
                Err(PortalError::OutOfRange { what, given, min, max })
            }
        };
        if let Some(d) = self.difficulty {
            range("difficulty", d.into(), -999, 999)?;
        }
        range("modifier", self.modifier.into(), -999, 999)?;
        for r in &self.readings {
            range("reading-modifier", r.modifier.into(), -999, 999)?;
        }
        range("fortes", self.fortes.len() as i64, 0, 20)?;
        range("aces", self.aces.into(), 0, 50)?;
        range("partial-rerolls", self.partial_rerolls.into(), 0, 50)?;
        range("partial-superhuman", self.partial_superhuman_level.into(), 0, 5)
    }

    /// The reroll points of the roll before any PP is spent (R26).
    pub fn base_pool(&self) -> u8 {
        self.fortes.iter().map(|f| f.level).sum::<u8>() + self.aces + self.partial_rerolls
    }

    /// The specialty bonus for a kept die (R28): the best ordinary specialty, plus every
    /// superhuman one (S55), plus the level-0 six bonus where the profile has it (S53).
    pub fn specialty_bonus(&self, kept: u8, rules: &Rules) -> i32 {
        let with_specialty = |f: &&Forte| f.specialty || (self.temporary_specialty && f.level == self.top_level());
        let ordinary = self
            .fortes
            .iter()
            .filter(|f| !f.superhuman)
            .filter(with_specialty)
            .map(|f| f.level)
            .max();
        let superhuman: u8 = self
            .fortes
            .iter()
            .filter(|f| f.superhuman)
            .filter(with_specialty)
            .map(|f| f.level)
            .sum();
        let mut bonus = ordinary.unwrap_or(0) as i32 + superhuman as i32 + self.partial_superhuman_level as i32;
        let zero_with_specialty = self.fortes.iter().filter(with_specialty).any(|f| f.level == 0);
        if rules.f0_specialty_six_bonus && zero_with_specialty && kept == 6 && ordinary.unwrap_or(0) == 0 {
            bonus += 1;
        }
        bonus
    }

    /// The flat bonuses of the primary reading (R10): its specialty (R28) and the overflow of
    /// its reroll pool (R27.6). Only the reading the Fortalezas and aces were rolled for takes
    /// them: a further reading of the same throw is modified by its dice alone (B1120), and
    /// damage or toughness have their own Fortalezas and aces, in their own window (B1096).
    pub fn primary_bonus(&self, kept: u8, overflow: i32, rules: &Rules) -> i32 {
        if self.kind.is_modified() {
            self.specialty_bonus(kept, rules) + overflow
        } else {
            0
        }
    }

    fn top_level(&self) -> u8 {
        self.fortes.iter().map(|f| f.level).max().unwrap_or(0)
    }

    /// Whether a superhuman Fortaleza protects this roll from blocking (S57).
    pub fn unblockable(&self) -> bool {
        self.fortes.iter().any(|f| f.superhuman) || self.partial_superhuman_level > 0
    }

    /// Whether this roll's ones and sixes may be blocked: not under a superhuman Fortaleza,
    /// applied in full or a medias (S57). The roll and its odds ask here.
    pub fn check_block(&self, rules: &Rules) -> Result<(), PortalError> {
        if rules.superhuman_fortes && self.unblockable() {
            return Err(PortalError::Unblockable);
        }
        Ok(())
    }
}
