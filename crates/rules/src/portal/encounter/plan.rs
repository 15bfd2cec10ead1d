//! What a participant brings to each round: its plan for its actions (the encounter file's
//! `accion`), what a manoeuvre left for the rest of the round, a declared multiple attack, and
//! the reroll policy the tracker plays its rolls with.

use crate::portal::combat::manoeuvres::{CalledShot, HandEffect, Manoeuvre, Withdraw};
use serde::{Deserialize, Serialize};

/// A participant's plan for its actions (the encounter file's `accion`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Plan {
    #[serde(rename = "maniobra", skip_serializing_if = "Option::is_none")]
    pub manoeuvre: Option<Manoeuvre>,
    #[serde(rename = "golpe", skip_serializing_if = "Option::is_none")]
    pub called: Option<CalledShot>,
    /// *Ataque de barrido* when the weapon allows it (CB24).
    #[serde(rename = "barrido")]
    pub sweep: bool,
    /// Non-lethal intent (CB16).
    #[serde(rename = "no_letal")]
    pub non_lethal: bool,
    /// Grab the target instead of hitting it (CB23).
    #[serde(rename = "inmovilizar")]
    pub grapple: bool,
    /// Attack the fallen: it kills (B1112, S122).
    #[serde(rename = "rematar")]
    pub finish_off: bool,
    /// Leaves the melee in its next action (CB26).
    #[serde(rename = "retirarse", skip_serializing_if = "Option::is_none")]
    pub withdraw: Option<Withdraw>,
    /// What a called shot to the hand does (CB22).
    #[serde(rename = "efecto_mano")]
    pub hand: HandEffect,
    /// Extra free actions taken with each action, beyond the one it comes with (B1077–B1088).
    #[serde(rename = "acciones_libres_extra", skip_serializing_if = "is_zero")]
    pub extra_free_actions: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// What a manoeuvre left for the rest of the round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RoundFlags {
    /// 1 ace on every defence this round (B1427).
    pub total_defence: bool,
    /// −2 on every defence this round (B1447).
    pub neglected: bool,
    /// Protecting someone this round (S141): its defence neglected, an action or 1 PP paid.
    pub protecting: bool,
    /// 1 ace on the next attack against this participant (B1433–B1437); kept across rounds.
    pub prepared_on: Option<usize>,
}

/// A declared multiple attack: its targets (one entry per attack) and the GM's increments.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct MultiPlan {
    pub targets: Vec<usize>,
    /// 0–2 by weapon (B1508–B1511) or, in the summary, the layout modifier −2…+2 (S142).
    pub weapon: i32,
    pub position: i32,
    /// Increment points cancelled with reflexes (B1517).
    pub cancel: i32,
}

/// A reroll policy for the rolls the tracker throws (the file's `repetir`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rerolls {
    #[default]
    #[serde(rename = "ninguno")]
    None,
    /// The best policy for the expected total (the solver of `tirada-dice`).
    #[serde(rename = "optimo")]
    BestMean,
}
