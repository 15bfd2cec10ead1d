//! Damage from other sources (L404–L697, aid 4.16–4.17): torture, falls, extreme temperatures,
//! poisons, asphyxia, explosions and fire. Each reads its damage off the dice of the roll that
//! produced it (N-1), with the tables of [`crate::hitos::tables`].

use crate::hitos::notation::{LetterExpr, Values};
use crate::hitos::options::Rules;
use crate::hitos::roll::opposed::{opposed, Winner};
use crate::hitos::roll::resolve::Resolution;
use crate::hitos::tables::{cell, ExplosionRow, Exposure, FallRow, PoisonRow, FALLS};
use serde::Serialize;
use tirada_dice::{DiceSource, SourceError};

fn fumble(r: &Resolution) -> bool {
    r.special.is_some_and(|s| !s.is_critical())
}

fn critical(r: &Resolution) -> bool {
    r.special.is_some_and(|s| s.is_critical())
}

fn read(expr: &str, values: Values) -> i64 {
    cell(expr)
        .value(values, true)
        .expect("table cells of hazards have no fresh dice")
}

/// The Table 9 row of a fall of `metres`, each activated aspect taking 3 m off (FA-3): the
/// largest row not above the height; none under 3 m; 18 m or more is the last row (AMB-39).
pub fn fall_row(metres: u32, aspects: u32) -> Option<&'static FallRow> {
    let h = metres.saturating_sub(3 * aspects);
    FALLS.iter().rev().find(|r| r.metres <= h)
}

/// Damage of a fall, read off the failed climb's dice or the attacker's roll (FA-1, FA-2); a
/// fall caused by an enemy adds its melee damage bonus.
pub fn fall_damage(metres: u32, aspects: u32, values: Values, enemy_bonus: i32) -> i64 {
    match fall_row(metres, aspects) {
        Some(row) => read(row.damage, values) + i64::from(enemy_bonus),
        None => 0,
    }
}

/// Extreme temperatures (TE-1, L454–L456): Aguante at 10, +1 per earlier test for the same
/// unchanged circumstance.
pub fn temperature_difficulty(earlier_tests: u32) -> i32 {
    10 + earlier_tests as i32
}

/// Resistencia lost to a temperature test: the m of a failed one.
pub fn temperature_loss(roll: &Resolution) -> i64 {
    if roll.success() == Some(true) {
        0
    } else {
        i64::from(roll.sorted.low())
    }
}

/// Poison damage (PO-1): the minimum column after a passed Aguante test, the maximum after a
/// failed one, read off that roll; a critical passes, a fumble fails (AMB-40).
pub fn poison_damage(poison: &PoisonRow, roll: &Resolution, values: Values) -> i64 {
    let expr = if roll.success() == Some(true) {
        poison.min
    } else {
        poison.max
    };
    read(expr, values)
}

/// Turns a character can hold their breath: twice Aguante, four times after a breath (AS-1).
pub fn breath_turns(aguante: i32, took_breath: bool) -> i32 {
    aguante * if took_breath { 4 } else { 2 }
}

/// The difficulty of the `n`-th asphyxia test (from 1): 10, then +1 each (AS-2, L608). A
/// failure leaves the character unconscious and dying, unstabilisable until they breathe.
pub fn asphyxia_difficulty(n: u32) -> i32 {
    10 + n.saturating_sub(1) as i32
}

/// Where someone stands in an explosion (XP-2, L614).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Zone {
    #[serde(rename = "centro")]
    Centre,
    /// The outer zone: at most the partial damage, none after a successful roll (AMB-38).
    #[serde(rename = "periferia")]
    Periphery,
}

/// What an explosion deals from the Reflejos + fitness roll (XP-3, L687): success the partial
/// damage, failure the full one, a critical none, a fumble the full one × 2. `None`: no damage.
/// Success is the roll's total against the table's explosion difficulty (AMB-37), whatever
/// difficulty the roll was resolved against.
pub fn explosion_expr(row: &ExplosionRow, zone: Zone, roll: &Resolution, rules: &Rules) -> Option<(LetterExpr, i64)> {
    let success = critical(roll) || (!fumble(roll) && roll.total >= rules.explosion_difficulty);
    let partial = || row.partial(rules);
    let full = || cell(row.full);
    match zone {
        Zone::Periphery if success => None,
        Zone::Periphery => Some((partial(), 1)),
        Zone::Centre if critical(roll) => None,
        Zone::Centre if fumble(roll) => Some((full(), 2)),
        Zone::Centre if success => Some((partial(), 1)),
        Zone::Centre => Some((full(), 1)),
    }
}

/// The explosion's damage on the roll's values, fresh dice (car bomb, petrol station) from
/// `dice`.
pub fn explosion_damage<S: DiceSource + ?Sized>(
    row: &ExplosionRow,
    zone: Zone,
    roll: &Resolution,
    values: Values,
    rules: &Rules,
    dice: &mut S,
) -> Result<i64, SourceError> {
    match explosion_expr(row, zone, roll, rules) {
        None => Ok(0),
        Some((expr, times)) => Ok(expr.eval(values, true, dice)?.value * times),
    }
}

/// What dealt damage other than an attack, for whether armour takes from it (AMB-63).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Hazard {
    Fall,
    Explosion,
    Fire,
    Poison,
    Asphyxia,
    Temperature,
}

/// Whether armour's RD takes from a hazard's damage (AMB-63): falls and explosions as the
/// table sets (physical blows, on by default), fire at the GM's discretion (off by default),
/// never poison, asphyxia or temperature.
pub fn armour_applies(hazard: Hazard, rules: &Rules) -> bool {
    match hazard {
        Hazard::Fall | Hazard::Explosion => rules.armour_vs_falls_and_explosions,
        Hazard::Fire => rules.armour_vs_fire,
        Hazard::Poison | Hazard::Asphyxia | Hazard::Temperature => false,
    }
}

/// A hazard's damage after the victim's armour RD when it applies ([`armour_applies`]), never
/// below 0 (as an attack's, aid 4.10).
pub fn after_armour(damage: i64, resistance: i32, hazard: Hazard, rules: &Rules) -> i64 {
    if armour_applies(hazard, rules) {
        (damage - i64::from(resistance)).max(0)
    } else {
        damage
    }
}

/// One round of a character on fire.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct FireRound {
    pub damage: i64,
    /// The exposure from now on; `None` once the fire is out.
    pub exposure: Option<Exposure>,
}

/// An attempt to put a fire out (FI-3, L695; AMB-34): success takes the lower damage and lowers
/// the exposure (a minor fire goes out); failure takes the higher; a critical puts it out with
/// no damage; a fumble takes the higher and raises the exposure. A helper's roll (FI-4) moves
/// the fire the same way but deals no damage.
pub fn fire_round(exposure: Exposure, roll: &Resolution, values: Values, by_helper: bool) -> FireRound {
    let (low, high) = exposure.damage();
    let (damage, next) = if critical(roll) {
        (0, None)
    } else if fumble(roll) {
        (read(high, values), Some(exposure.up()))
    } else if roll.success() == Some(true) {
        (read(low, values), exposure.down())
    } else {
        (read(high, values), Some(exposure))
    };
    FireRound {
        damage: if by_helper { 0 } else { damage },
        exposure: next,
    }
}

/// One hour of torture (TO-1–TO-5, L399–L402).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TortureHour {
    /// The victim lost: cannot lie or refuse, and gains «Torturado» (a tie: resists, AMB-60).
    pub broken: bool,
    pub damage: i64,
    pub unconscious: bool,
    /// The victim's fumble leaves an emotional secuela.
    pub emotional_secuela: bool,
}

/// The temporary aspect of a broken victim, for the session (AMB-60).
pub const TORTURED_ASPECT: &str = "Torturado";
/// The total a torturer who wants pain without injury must reach (TO-3).
pub const PAIN_WITHOUT_INJURY: i32 = 15;

/// An hour of torture: the torturer's Voluntad + torture against the victim's Voluntad +
/// fitness. A torturer short of 15 wounds for its m; its fumble deals mCM and knocks the
/// victim out.
pub fn torture_hour(torturer: &Resolution, victim: &Resolution, rules: &Rules) -> TortureHour {
    let t = Values::of(torturer.sorted);
    let (damage, unconscious) = if fumble(torturer) {
        (read("mCM", t), true)
    } else if torturer.total < PAIN_WITHOUT_INJURY {
        (t.low, false)
    } else {
        (0, false)
    };
    TortureHour {
        broken: opposed(torturer, victim, rules) == Winner::Initiator,
        damage,
        unconscious,
        emotional_secuela: fumble(victim),
    }
}
