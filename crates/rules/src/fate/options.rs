//! The Fate ruleset: every point the text leaves open is a named setting with the reading
//! aid's recommended default (section 9). A table stores one `Rules`; a transcript records the
//! settings it was resolved under.
//!
//! Serialised with `#[serde(default)]`, so a table only writes the settings it changes:
//! `{"maneuver_bonus": 1}` is a complete ruleset; a setting that does not exist is an error.

use super::ladder::Ladder;
use serde::{Deserialize, Serialize};

/// How extra stress boxes follow Resistencia / Coraje (A-STR-1; L223 says only "can increase").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StressBonus {
    /// Spirit of the Century: 0 for a rating ≤ 0, else ⌈rating / 2⌉ (the default).
    #[default]
    HalfUp,
    /// No extra boxes from skills.
    None,
    /// Extra boxes for ratings 1, 2, 3…; ratings past the end use the last entry.
    Table(Vec<u8>),
}

/// Which consequence comes next when earlier ones have healed (A-CON-1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ConsequenceModel {
    /// The literal count: the n-th held is leve/moderada/grave; a held grave means out.
    #[default]
    Count,
    /// The lowest free severity slot.
    Slot,
    /// One step above the most severe held.
    Escalation,
}

/// Refresh of power points (A-PP-3, L81).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RefreshMode {
    /// Gain the refresh rate without passing the usual maximum; never lowers a pool.
    #[default]
    AddUpToMax,
    /// Spirit of the Century: top the pool up to the refresh rate.
    SotcTopUp,
}

/// How long a block stands (A-BLK-1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BlockDuration {
    /// Until the blocker's next turn, so every other actor meets it once.
    #[default]
    UntilBlockerNextTurn,
    /// The literal "later in the exchange".
    UntilEndOfExchange,
}

/// How getting past a block relates to the blocked action (A-BLK-4, L165–L169).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BlockRoll {
    /// One roll serves both: it must beat each block by a shift and also resolves the action
    /// against its own difficulty or defence (the aid's default).
    #[default]
    SameRoll,
    /// Getting past is a roll of its own, made first in the turn; the action then rolls again.
    SeparateRoll,
}

/// The cost of pushing a target `d` zones (A-MAN-4, L308).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PushCost {
    /// `(WF + 1) × d`.
    #[default]
    PerZone,
    /// `WF + d`.
    WeightPlusZones,
}

/// A retired setting's value: read whatever it is and dropped, never written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Retired;

impl<'de> Deserialize<'de> for Retired {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        serde::de::IgnoredAny::deserialize(d).map(|_| Retired)
    }
}

/// Every configurable choice of the system, with the aid's defaults.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    /// The table's words for the ladder.
    pub ladder: Ladder,
    /// Difficulty of a simple action when the GM names none: Normal (L48, R-CORE-2).
    pub default_difficulty: i32,
    /// Size of the bonus a successful manoeuvre gives: +2 (the SotC free tag) or +1 (A-MAN-1).
    pub maneuver_bonus: i32,
    /// Difficulty of a sprint: Mediocre, as in SotC (A-MOV-1).
    pub sprint_difficulty: i32,
    /// Boxes of each stress track before skills and powers (L223).
    pub stress_boxes: u8,
    /// A-STR-1.
    pub stress_bonus: StressBonus,
    /// Consequences held at most before powers (L241).
    pub max_consequences: u8,
    /// A-CON-1.
    pub consequence_model: ConsequenceModel,
    /// Whether a follower's consequence gives its leader −1 like the others (A-CON-2).
    pub follower_consequence_penalizes: bool,
    /// Starting power points when not the number of powers: L62 says "cinco" (A-PP-1).
    pub starting_pp: Option<u32>,
    /// A-PP-3.
    pub refresh_mode: RefreshMode,
    /// Most PP bonuses on one roll; none by default (A-PP-4).
    pub pp_bonus_cap: Option<u32>,
    /// A-BLK-1.
    pub block_duration: BlockDuration,
    /// A-BLK-4.
    pub block_roll: BlockRoll,
    /// A-MAN-4.
    pub push_cost: PushCost,
    /// Whether defending by 3 against a targeted manoeuvre is also a crítico (A-CRIT-1).
    pub critico_vs_maneuvers: bool,
    /// The optional Liderazgo rule: a leader may spend its action directing its attached
    /// minions, Liderazgo modifying their roll (A-MIN-6; the text never defines the skill).
    pub leadership: bool,
    /// Highest skill a player character may have, if the table caps it (R-LAD-4, L357).
    pub pc_skill_cap: Option<i32>,
    /// Whether a sheet's positive skills must form a pyramid (each rung no wider than the one
    /// below). The text has no character creation (A-MISC-1) and no pyramid, so it is off
    /// unless the table asks for SotC's.
    pub skill_pyramid: bool,
    /// Keys no rule read, retired (issue 24: `starting_powers`, F56's four powers of a new
    /// character; `tie_policy`, A-TIE-1's tie outside a conflict, which no roll has): still
    /// read from the transcripts written before, never written.
    #[serde(default, skip_serializing, rename = "starting_powers")]
    pub retired_starting_powers: Retired,
    #[serde(default, skip_serializing, rename = "tie_policy")]
    pub retired_tie_policy: Retired,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            ladder: Ladder::spanish(),
            default_difficulty: 1,
            maneuver_bonus: 2,
            sprint_difficulty: 0,
            stress_boxes: 5,
            stress_bonus: StressBonus::HalfUp,
            max_consequences: 3,
            consequence_model: ConsequenceModel::Count,
            follower_consequence_penalizes: false,
            starting_pp: None,
            refresh_mode: RefreshMode::AddUpToMax,
            pp_bonus_cap: None,
            block_duration: BlockDuration::UntilBlockerNextTurn,
            block_roll: BlockRoll::SameRoll,
            push_cost: PushCost::PerZone,
            critico_vs_maneuvers: false,
            leadership: false,
            pc_skill_cap: None,
            skill_pyramid: false,
            retired_starting_powers: Retired,
            retired_tie_policy: Retired,
        }
    }
}

impl Rules {
    /// Extra stress boxes from a Resistencia or Coraje rating (A-STR-1).
    pub fn stress_bonus_for(&self, rating: i32) -> u8 {
        if rating <= 0 {
            return 0;
        }
        match &self.stress_bonus {
            StressBonus::HalfUp => ((rating + 1) / 2).min(u8::MAX as i32) as u8,
            StressBonus::None => 0,
            StressBonus::Table(t) => t.get(rating as usize - 1).or(t.last()).copied().unwrap_or(0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_partial_tables() {
        let r: Rules = serde_json::from_str(r#"{"maneuver_bonus": 1}"#).unwrap();
        assert_eq!(r.maneuver_bonus, 1);
        assert_eq!(r.default_difficulty, 1);
        assert_eq!(Rules::default().maneuver_bonus, 2);
        let lens: Vec<u8> = (0..=6).map(|s| 5 + Rules::default().stress_bonus_for(s)).collect();
        assert_eq!(lens, vec![5, 6, 6, 7, 7, 8, 8], "aid §7.3 track lengths");
        let t = Rules {
            stress_bonus: StressBonus::Table(vec![1, 1, 2]),
            ..Rules::default()
        };
        assert_eq!((t.stress_bonus_for(2), t.stress_bonus_for(9)), (1, 2));
        let json = serde_json::to_value(Rules::default()).unwrap();
        assert_eq!(json["consequence_model"], "count");
    }
}
