//! What the opposition command reports (its `--json` shape), shared by the command and its
//! printer.

use serde::Serialize;
use tirada_rules::portal::opposition::{Influence, LeadSpent, Opposition, Winner};
use tirada_rules::portal::{Event, State};

/// What an opposition printed: only the parts its mode has.
#[derive(Serialize, Default)]
pub struct OppositionJson {
    pub system: &'static str,
    pub command: &'static str,
    pub mode: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub a: Option<Vec<i32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub b: Option<Vec<i32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<Opposition>,
    /// The side whose result is doubled (B954).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub doubled: Option<Winner>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rerolls: Option<(u8, u8)>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub success: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub influence: Option<Influence>,
    /// The manipulator's luck die, paid from its sheet (B966).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub payment: Option<Vec<Event>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub state: Option<State>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub leads: Option<Vec<i32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Winner>,
    /// Lead spent as aces before an exchange (B940, A-42: one level, one ace).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spent: Option<Vec<LeadSpent>>,
}
