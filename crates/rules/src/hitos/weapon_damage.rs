//! The damage of a finished attack roll: a weapon named by its Table 7 row (shifted by aspects,
//! D-3) or by its own expression, read off the transcript's effect dice (M is V⁺ after a
//! positive activation), with the critical multiplier (aid 4.10).

use super::damage::{damage, multiplier, DamageRequest, DamageResult};
use super::error::HitosError;
use super::notation::{parse, LetterExpr, Values};
use super::tables::{shifted_damage, weapon_row};
use super::transcript::Transcript;
use tirada_dice::DiceSource;

/// A weapon's damage: a Table 7 key (`cc`, `fuego_pequena`...) shifted `rows`, or an
/// expression (which cannot shift).
pub fn weapon_expr(text: &str, rows: i32) -> Result<LetterExpr, HitosError> {
    match weapon_row(text) {
        Some(row) => Ok(shifted_damage(row, rows)),
        None if rows != 0 => Err(HitosError::ShiftNeedsRow),
        None => Ok(parse(text)?),
    }
}

/// What a roll's damage depends on besides the roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hit {
    pub expr: LetterExpr,
    pub bonus: i32,
    pub resistance: i32,
    /// The target takes minimum damage from this attack type.
    pub minimum: bool,
    pub immune: bool,
}

/// The damage of a finished roll: `None` on a miss unless the damage is split (`C/M`). Without
/// a difficulty the roll hits unless it fumbled.
pub fn damage_of<S: DiceSource + ?Sized>(
    t: &Transcript,
    h: &Hit,
    dice: &mut S,
) -> Result<Option<DamageResult>, HitosError> {
    let fumble = t.special.is_some_and(|s| !s.is_critical());
    let hit = t.success.unwrap_or(!fumble);
    if !hit && !h.expr.is_split() {
        return Ok(None);
    }
    let e = t.effect_dice;
    let req = DamageRequest {
        expr: h.expr.clone(),
        hit,
        values: Values {
            low: e.m,
            mid: e.c,
            high: e.high,
            minimum: false,
        },
        minimum: h.minimum,
        bonus: h.bonus,
        multiplier: if hit { multiplier(t.special, false, false) } else { 1 },
        immune: h.immune,
        resistance: h.resistance,
    };
    Ok(Some(damage(&req, dice)?))
}
