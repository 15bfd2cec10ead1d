//! What a PORTAL sheet implies beyond what it says: its *sufrimiento*, the dice in hand, what it
//! cost and the soft limits it goes past. One function, so `tirada portal ficha` and the table's
//! sheet editor show the same numbers.

use super::character::Character;
use super::costs::{creation_cost, CreationCost};
use super::warnings::{warnings, SheetWarning};
use crate::portal::options::Rules;
use serde::Serialize;

/// A sheet's derived values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Derived {
    /// *Sufrimiento*: 2 per wound die + 1 per discomfort die (B1256).
    pub suffering: i32,
    /// The dice pools in hand (R1); none for a cast member, who rolls no dice (B647).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pools: Option<Pools>,
    pub creation_cost: CreationCost,
    /// Soft limits the sheet goes past (B436): shown, not refused.
    pub warnings: Vec<SheetWarning>,
}

/// The four pools of d6 a dice-rolling character owns (R1, B97).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Pools {
    /// Basic dice: always three, never won or lost (B153).
    pub white: u8,
    /// *Malestar*, all thrown in every roll (R2).
    pub black: u8,
    /// *Heridas*, each thrown or set aside as a fixed penalty (R8).
    pub red: u8,
    /// *Suerte* in hand, out of `green_max`; only lost luck can be tempted or won back (R16).
    pub green: u8,
    pub green_max: u8,
}

/// The derived values of `c` under `rules`.
pub fn derived(c: &Character, rules: &Rules) -> Derived {
    let s = &c.state;
    let pools = c.kind.rolls_dice().then(|| {
        let green_max = if c.kind.has_luck_and_points() {
            s.luck_max.unwrap_or(rules.luck_max)
        } else {
            0
        };
        Pools {
            white: 3,
            black: s.discomfort,
            red: s.wounds,
            green: s.luck().min(green_max),
            green_max,
        }
    });
    Derived {
        suffering: c.suffering(),
        pools,
        creation_cost: creation_cost(c),
        warnings: warnings(c, rules),
    }
}
