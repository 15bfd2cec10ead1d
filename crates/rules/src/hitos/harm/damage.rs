//! Damage from an attack or any other source (L247–L353, aid 4.6–4.10): read off the roll's
//! dice with the dice-letter notation, plus the damage bonus, times the critical multiplier,
//! then immunity and armour — in that order (AMB-21).

use crate::hitos::dice::{Size, Special};
use crate::hitos::notation::{LetterExpr, Values};
use serde::{Deserialize, Serialize};
use tirada_dice::{DiceSource, SourceError};

/// *Daño letal* or *no letal*, declared before rolling (LE-5, L702–L710).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lethality {
    #[default]
    #[serde(rename = "letal")]
    Lethal,
    #[serde(rename = "no_letal")]
    NonLethal,
}

impl Lethality {
    /// The lethality of damage whose attacker declared none (LE-5, H708: the GM sets the
    /// campaign's default, `lethal_by_default`).
    pub fn by_default(rules: &crate::hitos::options::Rules) -> Lethality {
        if rules.lethal_by_default {
            Lethality::Lethal
        } else {
            Lethality::NonLethal
        }
    }
}

/// *Bonificación al daño* in melee: ⌊(combat skill + Fortaleza) / 4⌋ (BD-1, L306, AMB-22).
pub fn melee_bonus(combat_skill: i32, fortaleza: i32) -> i32 {
    (combat_skill + fortaleza).div_euclid(4)
}

/// *Bonificación al daño* at range: ⌊combat skill / 4⌋ (BD-1, L306).
pub fn ranged_bonus(combat_skill: i32) -> i32 {
    combat_skill.div_euclid(4)
}

/// Armour does not stack: only the highest *resistencia al daño* counts (RD-2, L312).
pub fn effective_resistance(protections: &[i32]) -> i32 {
    protections.iter().copied().max().unwrap_or(0).max(0)
}

/// The damage multiplier of an attack (CF-2, L213; Coup de grâce L193; MI-2 L808): ×2 / ×3 for
/// a double / triple 10; a coup de grâce doubles and a critical adds one (×3 / ×4); a minion's
/// attack on a hero is never multiplied.
pub fn multiplier(special: Option<Special>, coup_de_grace: bool, minion_vs_hero: bool) -> i64 {
    if minion_vs_hero {
        return 1;
    }
    let crit = match special {
        Some(Special::Critical(Size::Double)) => 2,
        Some(Special::Critical(Size::Triple)) => 3,
        _ => 1,
    };
    match (coup_de_grace, crit) {
        (false, c) => c,
        (true, 1) => 2,
        (true, c) => c + 1,
    }
}

/// What one instance of damage is made of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DamageRequest {
    /// The weapon row after row shifts and manoeuvres, or a table cell.
    pub expr: LetterExpr,
    /// Whether the roll hit (picks the side of a split `X/Y`).
    pub hit: bool,
    /// The values the letters read: [`crate::hitos::roll::machine::HitosRoll::effect_values`].
    pub values: Values,
    /// The target takes minimum damage from this attack type: every die counts 1 (MD-1).
    pub minimum: bool,
    /// *Bonificación al daño*.
    pub bonus: i32,
    pub multiplier: i64,
    /// The target is immune to this damage type (IM-1): it wins over minimum damage (AMB-64).
    pub immune: bool,
    /// The target's *resistencia al daño* (already the highest of its protections).
    pub resistance: i32,
}

impl DamageRequest {
    /// Plain damage of `expr` on `values`: no bonus, ×1, no armour.
    pub fn plain(expr: LetterExpr, values: Values) -> Self {
        DamageRequest {
            expr,
            hit: true,
            values,
            minimum: false,
            bonus: 0,
            multiplier: 1,
            immune: false,
            resistance: 0,
        }
    }
}

/// The damage worked out, step by step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DamageResult {
    /// The expression read (the side of a split that applied).
    pub expr: String,
    /// Its value on the dice (fresh dice included).
    pub dice: i64,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub extra_dice: Vec<u8>,
    pub bonus: i32,
    pub multiplier: i64,
    pub immune: bool,
    pub resistance: i32,
    /// What the target takes: ((dice + bonus) × multiplier − RD), never below 0.
    pub total: i64,
}

/// Works out one instance of damage; fresh `Nd` dice come from `dice` (group `daño`).
pub fn damage<S: DiceSource + ?Sized>(req: &DamageRequest, dice: &mut S) -> Result<DamageResult, SourceError> {
    let values = if req.minimum { Values::minimum() } else { req.values };
    let ev = req.expr.eval(values, req.hit, dice)?;
    let raw = (ev.value + i64::from(req.bonus)) * req.multiplier;
    let total = if req.immune {
        0
    } else {
        (raw - i64::from(req.resistance)).max(0)
    };
    Ok(DamageResult {
        expr: req.expr.side(req.hit).to_string(),
        dice: ev.value,
        extra_dice: ev.extra_dice,
        bonus: req.bonus,
        multiplier: req.multiplier,
        immune: req.immune,
        resistance: req.resistance,
        total,
    })
}

/// Damage with no fresh dice to roll (every table cell but `Nd`); `None` if it has some.
pub fn fixed_damage(req: &DamageRequest) -> Option<i64> {
    let mut none = NoDice;
    req.expr
        .value(if req.minimum { Values::minimum() } else { req.values }, req.hit)?;
    damage(req, &mut none).ok().map(|d| d.total)
}

/// A source that has no dice: for expressions known to need none.
struct NoDice;

impl DiceSource for NoDice {
    fn roll(&mut self, _: &tirada_dice::Die, group: &str) -> Result<i64, SourceError> {
        Err(SourceError::Missing {
            group: group.to_string(),
            needed: 1,
            given: 0,
        })
    }
}
