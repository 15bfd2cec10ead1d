//! The damage of a finished attack roll: a weapon named by its Table 7 row (shifted by aspects,
//! D-3) or by its own expression, read off the transcript's effect dice (M is V⁺ after a
//! positive activation), with the critical multiplier (aid 4.10).

use super::damage::{damage, multiplier, DamageRequest, DamageResult};
use crate::hitos::error::HitosError;
use crate::hitos::notation::{parse, LetterExpr, Values};
use crate::hitos::roll::transcript::Transcript;
use crate::hitos::sheet::character::Sheet;
use crate::hitos::tables::{shifted_damage, weapon_row};
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
    /// A *secuaz* attacking a hero: a critical multiplies no damage (MI-2, H808).
    pub minion_vs_hero: bool,
}

/// A weapon: its damage text (a Table 7 key or an expression), or its name on a sheet.
#[derive(Clone, Copy, Debug)]
pub enum WeaponRef<'a> {
    Damage(&'a str),
    OnSheet(&'a Sheet, &'a str),
}

impl Hit {
    /// The hit of `weapon` shifted `rows` (D-3): a sheet's weapon deals its Table 7 category,
    /// else its own damage, with the sheet's BD for its range (melee or ranged); `bonus`, when
    /// given, is the BD instead (a bare damage text has none).
    pub fn of(
        weapon: WeaponRef,
        rows: i32,
        bonus: Option<i32>,
        resistance: i32,
        minimum: bool,
    ) -> Result<Hit, HitosError> {
        let (text, own_bonus) = match weapon {
            WeaponRef::Damage(text) => (text.to_string(), 0),
            WeaponRef::OnSheet(sheet, name) => {
                let (w, bonus) = sheet.weapon(name)?;
                (w.category.clone().or(w.damage.clone()).unwrap_or_default(), bonus)
            }
        };
        Ok(Hit {
            expr: weapon_expr(&text, rows)?,
            bonus: bonus.unwrap_or(own_bonus),
            resistance,
            minimum,
            immune: false,
            minion_vs_hero: false,
        })
    }
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
        multiplier: if hit {
            multiplier(t.special, false, h.minion_vs_hero)
        } else {
            1
        },
        immune: h.immune,
        resistance: h.resistance,
    };
    Ok(Some(damage(&req, dice)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHEET: &str = "nombre = \"Pistolero\"\n[caracteristicas]\nfortaleza = 5\nreflejos = 6\nintelecto = 3\nvoluntad = 3\n[[armas]]\nnombre = \"Pistola\"\ncategoria = \"fuego_pequena\"\na_distancia = true\n[[armas]]\nnombre = \"Cuchillo\"\ndano = \"M\"\n";

    #[test]
    fn a_weapon_by_its_damage_or_by_its_name_on_a_sheet() {
        let h = Hit::of(WeaponRef::Damage("cc"), 0, None, 2, false).unwrap();
        assert_eq!((h.expr, h.bonus, h.resistance), (weapon_expr("cc", 0).unwrap(), 0, 2));
        assert_eq!(
            Hit::of(WeaponRef::Damage("M"), 1, None, 0, false),
            Err(HitosError::ShiftNeedsRow)
        );
        let s = Sheet::from_toml(SHEET).unwrap();
        let d = s.derived();
        // A ranged weapon takes the ranged BD, a melee one the melee BD; --bd replaces either.
        let h = Hit::of(WeaponRef::OnSheet(&s, "pistola"), 1, None, 0, false).unwrap();
        assert_eq!(
            (h.expr, h.bonus),
            (weapon_expr("fuego_pequena", 1).unwrap(), d.bd_a_distancia)
        );
        let h = Hit::of(WeaponRef::OnSheet(&s, "Cuchillo"), 0, None, 0, true).unwrap();
        assert_eq!(
            (h.expr, h.bonus, h.minimum),
            (weapon_expr("M", 0).unwrap(), d.bd_cuerpo_a_cuerpo, true)
        );
        assert_eq!(
            Hit::of(WeaponRef::OnSheet(&s, "Cuchillo"), 0, Some(7), 0, false)
                .unwrap()
                .bonus,
            7
        );
        assert!(matches!(
            Hit::of(WeaponRef::OnSheet(&s, "Hacha"), 0, None, 0, false),
            Err(HitosError::Sheet(_))
        ));
    }
}
