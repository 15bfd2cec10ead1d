//! The transcript of a finished Fate roll: the log entry, the HTTP payload and the CLI's
//! `--json`, one serde type (docs/contract.md, "Fate"), with the ruleset it was resolved under.

use super::machine::{shifts_gained, total, Dice, FateRoll, Modifier, Outcome, Step, CRITICO_SHIFTS};
use crate::fate::options::Rules;
use serde::{Deserialize, Serialize};

impl FateRoll {
    /// The finished roll.
    pub fn finish(self, rules: &Rules) -> Transcript {
        let difficulty = self.spec.difficulty(rules);
        let effort = self.effort();
        let modifiers = self.modifiers();
        let ladder = &rules.ladder;
        Transcript {
            system: "fate".to_string(),
            dice: self.dice,
            dice_total: total(&self.dice),
            skill: self.spec.skill,
            skill_label: ladder.word(self.spec.skill),
            modifier: modifiers.iter().map(|m| m.value).sum(),
            modifiers,
            effort,
            effort_label: ladder.word(effort),
            difficulty,
            difficulty_label: ladder.word(difficulty),
            difficulty_is_default: self.spec.difficulty.is_none(),
            shifts: effort - difficulty,
            shifts_gained: shifts_gained(effort, difficulty),
            outcome: Outcome::judge(effort, difficulty),
            critico: effort - difficulty >= CRITICO_SHIFTS,
            pp_spent: self.pp_spent(),
            pp_left: None,
            steps: self.steps,
            rules: rules.clone(),
        }
    }
}

impl Transcript {
    /// The roll of a roller who held `held` power points before it (a sheet's), or unknown.
    pub fn holding(mut self, held: Option<u32>) -> Transcript {
        self.pp_left = held.map(|h| h.saturating_sub(self.pp_spent));
        self
    }

    /// The PP bonuses that would still turn a failure into a success, +1 each (F64): only
    /// when they can be paid — no more than the points left when a sheet says (none at 0) and
    /// within the table's cap on one roll (A-PP-4).
    pub fn pp_to_succeed(&self) -> Option<u32> {
        let short = u32::try_from(self.difficulty - self.effort).ok().filter(|&n| n > 0)?;
        let held = self.pp_left.is_none_or(|left| short <= left);
        let capped = self.rules.pp_bonus_cap.is_none_or(|cap| self.pp_spent + short <= cap);
        (held && capped).then_some(short)
    }
}

/// A finished roll: the log entry, the HTTP payload and the CLI's `--json` (docs/contract.md, Fate).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Transcript {
    /// Always `fate`.
    pub system: String,
    /// The four faces, each −1, 0 or +1.
    pub dice: Dice,
    pub dice_total: i32,
    pub skill: i32,
    pub skill_label: String,
    pub modifiers: Vec<Modifier>,
    /// The sum of `modifiers`.
    pub modifier: i32,
    /// *Esfuerzo*: skill + dice + modifiers (L29).
    pub effort: i32,
    pub effort_label: String,
    pub difficulty: i32,
    pub difficulty_label: String,
    /// The GM named no difficulty: Normal was used (L48).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub difficulty_is_default: bool,
    /// Effort − difficulty, signed (the contract's `shifts`; the aid's *margin*).
    pub shifts: i32,
    /// *Avances* that can be spent: `shifts` on a success, 0 on a failure (R-CORE-5).
    pub shifts_gained: u32,
    pub outcome: Outcome,
    /// Success by 3 or more (L379); mechanical only on a defence (see `attack`).
    pub critico: bool,
    pub pp_spent: u32,
    /// The power points the roller still holds after the roll, when a sheet says (F66);
    /// absent for a roll made for no character, whose holdings are the player's word.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pp_left: Option<u32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<Step>,
    /// The whole ruleset the roll was resolved under (ARCHITECTURE.md, principle 5): the
    /// default difficulty, the ladder's words, the PP cap and every other setting, so the
    /// roll can be read and checked again whatever the defaults become.
    pub rules: Rules,
}
