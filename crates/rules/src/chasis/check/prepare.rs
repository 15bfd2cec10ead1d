//! A check as asked (everything but the dice) and what is settled before any die is thrown:
//! the difficulty, the fixed modifiers, the apertura rules and the "only via an extreme"
//! exceptions (L1254). The roll and the exact odds both start from [`Prepared`].

use super::grade::Exceptions;
use super::gradual::Gradual;
use super::level::{self, LevelMode};
use crate::chasis::dice::apertura::{openings, AperturaRule, Opening};
use crate::chasis::dice::base::BaseRoll;
use crate::chasis::error::ChasisError;
use crate::chasis::ruleset::Ruleset;
use crate::chasis::sheet::energy::EnergySpend;
use serde::{Deserialize, Serialize};
use tirada_dice::notation::{parse, Expr};

/// The group modifier dice (`+1D6`, `−1D8`) are asked for (the notation's own group).
pub use tirada_dice::notation::TYPED_GROUP as MODIFIER_GROUP;
/// The group base dice are asked for; typed apertura dice follow under their own group.
pub const BASE_GROUP: &str = "base";

/// A check request.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Check {
    /// Flat and dice modifiers in dice notation: `+2`, `-3`, `+1d6`, `-1d8+2` (R4, T44).
    #[serde(rename = "mod", default = "zero", deserialize_with = "number_or_text")]
    pub modifier: String,
    /// The difficulty; unset, the ruleset's (or the opponent's NIV in difficulty mode).
    #[serde(rename = "dif", default, skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<i64>,
    /// An opponent's NIV (§3.4).
    #[serde(rename = "niv", default, skip_serializing_if = "Option::is_none")]
    pub level: Option<i64>,
    /// What that NIV does here; unset, the ruleset's mode (A20 allows a per-check override).
    #[serde(rename = "modo_niv", default, skip_serializing_if = "Option::is_none")]
    pub level_mode: Option<LevelMode>,
    #[serde(rename = "energia", default)]
    pub energy: EnergySpend,
    /// Grades of pseudo-characters for the auxiliary: a weapon +, the target's armour − (L1216).
    #[serde(rename = "psj", default, skip_serializing_if = "Vec::is_empty")]
    pub psj: Vec<i64>,
    #[serde(rename = "gradual", default)]
    pub gradual: Gradual,
    /// The player lowers the auxiliary to at most this (L1220).
    #[serde(rename = "aux_max", default, skip_serializing_if = "Option::is_none")]
    pub aux_cap: Option<i64>,
}

fn zero() -> String {
    "0".into()
}

/// `"mod": 2` and `"mod": "+1d6"` are both welcome in a request.
fn number_or_text<'de, D: serde::Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Either {
        Number(i64),
        Text(String),
    }
    Ok(match Either::deserialize(d)? {
        Either::Number(n) => n.to_string(),
        Either::Text(t) => t,
    })
}

impl Default for Check {
    fn default() -> Self {
        Check {
            modifier: "0".into(),
            difficulty: None,
            level: None,
            level_mode: None,
            energy: EnergySpend::default(),
            psj: Vec::new(),
            gradual: Gradual::None,
            aux_cap: None,
        }
    }
}

impl Check {
    /// A plain check: a flat modifier, and the ruleset's difficulty unless one is given.
    pub fn new(modifier: i64, difficulty: Option<i64>) -> Check {
        Check {
            modifier: modifier.to_string(),
            difficulty,
            ..Check::default()
        }
    }
}

/// Everything settled before the throw.
#[derive(Clone, Debug, PartialEq)]
pub struct Prepared {
    pub base: BaseRoll,
    pub modifier: Expr,
    /// Fixed modifiers besides the expression: the NIV's and the energy's.
    pub flat: i64,
    pub level_modifier: i64,
    pub difficulty: i64,
    pub apertura: Vec<AperturaRule>,
    pub exceptions: Exceptions,
    /// Every roll that is no extreme succeeds: the DJ may skip the roll (factor *exento*,
    /// L994-L1000), knowing that a fumble or a hyperbole could still spoil it (A25).
    pub guaranteed_unless_extreme: bool,
}

/// Parses a modifier written in dice notation; an empty text is 0.
pub fn parse_modifier(text: &str) -> Result<Expr, ChasisError> {
    let t = text.trim();
    let t = if t.is_empty() { "0" } else { t };
    parse(t).map_err(|error| ChasisError::Modifier {
        text: text.to_string(),
        error,
    })
}

/// Lowest and highest value of an expression (`None` = unbounded, an exploding die).
pub fn expr_bounds(e: &Expr) -> (Option<i64>, Option<i64>) {
    e.bounds()
}

/// Lowest and highest amount of a list of openings (`None` = a chain that can go on).
fn opening_bounds(list: &[Opening]) -> (Option<i64>, Option<i64>) {
    let (mut lo, mut hi) = (Some(0i64), Some(0i64));
    for o in list {
        let n = o.dice as i64;
        let (a, b) = (Some(n), o.on.is_none().then_some(n * o.sides as i64));
        let (a, b) = if o.negative {
            (b.map(|x| -x), a.map(|x| -x))
        } else {
            (a, b)
        };
        let (ra, rb) = o.reroll.as_ref().map_or((Some(0), Some(0)), |r| r.bounds());
        lo = lo.zip(a).zip(ra).map(|((x, y), z)| x + y + z);
        hi = hi.zip(b).zip(rb).map(|((x, y), z)| x + y + z);
    }
    (lo, hi)
}

/// Settles the check under a ruleset.
pub fn prepare(ruleset: &Ruleset, check: &Check) -> Result<Prepared, ChasisError> {
    let modifier = parse_modifier(&check.modifier)?;
    check.energy.check(&ruleset.energy, None)?;
    let mode = check.level_mode.unwrap_or(ruleset.level_mode);
    let (level_modifier, level_difficulty) = check.level.map_or((0, None), |n| level::apply(mode, n));
    let difficulty = check
        .difficulty
        .or(level_difficulty)
        .unwrap_or_else(|| ruleset.difficulty());
    let flat = level_modifier + check.energy.modifier();
    let apertura = ruleset.apertura_rules();
    // The best and worst totals a roll that is no extreme can reach (L1254, A16).
    let (m_lo, m_hi) = expr_bounds(&modifier);
    let (mut best, mut worst): (Option<Option<i64>>, Option<Option<i64>>) = (None, None);
    for (faces, _) in ruleset.base.multisets() {
        if ruleset.extremes.classify(&faces).is_some() {
            continue;
        }
        let (open, counted) = openings(&apertura, &faces, None);
        let rst: i64 = counted.iter().map(|&f| f as i64).sum();
        let (o_lo, o_hi) = opening_bounds(&open);
        let hi = o_hi.zip(m_hi).map(|(a, b)| rst + a + b + flat);
        let lo = o_lo.zip(m_lo).map(|(a, b)| rst + a + b + flat);
        best = Some(match best {
            None => hi,
            Some(prev) => prev.zip(hi).map(|(a, b)| a.max(b)),
        });
        worst = Some(match worst {
            None => lo,
            Some(prev) => prev.zip(lo).map(|(a, b)| a.min(b)),
        });
    }
    // With no roll that is not an extreme, neither exception can be told: keep the multiplier.
    let exceptions = match (best, worst) {
        (Some(b), Some(w)) => Exceptions::from_bounds(b, w, difficulty),
        _ => Exceptions::default(),
    };
    let guaranteed_unless_extreme = worst.flatten().is_some_and(|w| w > difficulty);
    Ok(Prepared {
        base: ruleset.base,
        modifier,
        flat,
        level_modifier,
        difficulty,
        apertura,
        exceptions,
        guaranteed_unless_extreme,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_take_the_modifier_as_a_number_or_dice() {
        let c: Check = serde_json::from_str(r#"{"mod": 2, "dif": 15}"#).unwrap();
        assert_eq!((c.modifier.as_str(), c.difficulty), ("2", Some(15)));
        let c: Check = serde_json::from_str(r#"{"mod": "+1d6", "niv": 3}"#).unwrap();
        assert_eq!((c.modifier.as_str(), c.level), ("+1d6", Some(3)));
        let c: Check = serde_json::from_str("{}").unwrap();
        assert_eq!(c, Check::default());
    }

    #[test]
    fn bounds_of_modifiers() {
        assert_eq!(expr_bounds(&parse_modifier("+1d6-2").unwrap()), (Some(-1), Some(4)));
        assert_eq!(expr_bounds(&parse_modifier("-1d8").unwrap()), (Some(-8), Some(-1)));
        assert_eq!(expr_bounds(&parse_modifier("1d6!").unwrap()), (Some(1), None));
        assert_eq!(expr_bounds(&parse_modifier("").unwrap()), (Some(0), Some(0)));
    }

    /// The exception starts at MOD −8 (critical) and +8 (fumble) on 2D12 vs DIF13 (R10.4).
    #[test]
    fn exceptions_start_where_the_book_says() {
        let r = Ruleset::book();
        let at = |m: i64| prepare(&r, &Check::new(m, None)).unwrap().exceptions;
        assert!(at(-8).critical && !at(-7).critical);
        assert!(at(8).fumble && !at(7).fumble);
        let ap = Ruleset {
            apertura: crate::chasis::dice::apertura::AperturaConfig {
                kind: crate::chasis::dice::apertura::AperturaKind::Top,
                ..Default::default()
            },
            ..Ruleset::book()
        };
        assert!(!prepare(&ap, &Check::new(-20, None)).unwrap().exceptions.critical);
    }
}
