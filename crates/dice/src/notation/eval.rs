//! Rolling an [`Expr`] with a [`DiceSource`], and computing its exact distribution.

use super::cost::{chain_work, magnitude, pair_work, pool_work, MAX_DEPTH, MAX_WORK};
use super::{Expr, Pool, TermKind};
use crate::dist::Dist;
use crate::explode::exploding;
use crate::fraction::Fraction;
use crate::pool::keep_sum;
use crate::source::{DiceSource, SourceError};
use serde::Serialize;

/// The group name typed faces of a notation roll are given under (`--dados`).
pub const TYPED_GROUP: &str = "dados";

/// Most distinct totals an exact computation may track before it is refused.
const MAX_SPAN: i64 = 2_000_000;

/// Why an expression's exact odds were not computed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EvalError {
    #[error("«{0}» es demasiado grande para calcularlo exactamente (más de {MAX_SPAN} resultados posibles); prueba con menos dados o menos caras")]
    TooLarge(String),
    #[error("«{what}» costaría unos {} pasos para calcularlo exactamente, y el límite es {}; prueba con menos dados o menos caras", magnitude(*work), magnitude(MAX_WORK))]
    TooCostly { what: String, work: u64 },
    #[error("una profundidad de explosión de {0} es demasiada: como mucho {MAX_DEPTH} dados extra por cadena")]
    TooDeep(u32),
}

impl EvalError {
    /// The same sentence in English (`--lang en`).
    pub fn english(&self) -> String {
        match self {
            EvalError::TooLarge(what) => {
                format!("«{what}» is too large to compute exactly (more than {MAX_SPAN} possible results); try fewer dice or sides")
            }
            EvalError::TooCostly { what, work } => format!(
                "«{what}» would take about {} steps to compute exactly, and the limit is {}; try fewer dice or sides",
                magnitude(*work),
                magnitude(MAX_WORK)
            ),
            EvalError::TooDeep(d) => {
                format!("an explosion depth of {d} is too deep: at most {MAX_DEPTH} extra dice per chain")
            }
        }
    }
}

/// Refuses a depth beyond [`MAX_DEPTH`], for odds and rolls alike.
pub fn check_depth(depth: u32) -> Result<(), EvalError> {
    if depth > MAX_DEPTH {
        return Err(EvalError::TooDeep(depth));
    }
    Ok(())
}

/// An expression's exact distribution.
#[derive(Clone, Debug, PartialEq)]
pub struct Odds {
    pub dist: Dist,
    /// Probability that an explosion depth cut changed the outcome (`0/1` without `!`).
    pub truncated: Fraction,
}

/// One die of a roll: every face of its chain (one face unless it exploded).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DieRoll {
    pub faces: Vec<i64>,
    pub value: i64,
    pub kept: bool,
}

/// One term of a roll.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TermRoll {
    /// The term as written canonically, without its sign (`3d10km`, `7`).
    pub term: String,
    pub negative: bool,
    /// The die thrown (`d10`, `dF`), absent for a constant.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub die: Option<String>,
    pub dice: Vec<DieRoll>,
    /// The term's value before its sign.
    pub value: i64,
}

/// The transcript of rolling an expression.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RollResult {
    pub expression: String,
    pub total: i64,
    pub terms: Vec<TermRoll>,
}

impl Expr {
    /// Rolls the expression. Explosion chains stop after `depth` extra dice, as in [`Expr::odds`].
    pub fn roll(&self, dice: &mut impl DiceSource, depth: u32) -> Result<RollResult, SourceError> {
        let mut terms = Vec::new();
        let mut total = 0i64;
        for term in &self.terms {
            let (text, die, rolled, value) = match &term.kind {
                TermKind::Constant(c) => (c.to_string(), None, Vec::new(), *c),
                TermKind::Pool(pool) => {
                    let rolled = roll_pool(pool, dice, depth)?;
                    let value = rolled.iter().filter(|d| d.kept).map(|d| d.value).sum();
                    (pool.to_string(), Some(pool.die.to_string()), rolled, value)
                }
            };
            total += if term.negative { -value } else { value };
            terms.push(TermRoll {
                term: text,
                negative: term.negative,
                die,
                dice: rolled,
                value,
            });
        }
        Ok(RollResult {
            expression: self.to_string(),
            total,
            terms,
        })
    }

    /// The exact distribution of the expression's total.
    pub fn odds(&self, depth: u32) -> Result<Odds, EvalError> {
        check_depth(depth)?;
        let mut work = 0u64;
        let mut spend = |more: u64, what: &dyn std::fmt::Display| {
            work = work.saturating_add(more);
            if work > MAX_WORK {
                return Err(EvalError::TooCostly {
                    what: what.to_string(),
                    work,
                });
            }
            Ok(())
        };
        let mut dist = Dist::constant(0);
        let mut kept_all = Fraction::one(); // probability that no chain was cut
        for term in &self.terms {
            let d = match &term.kind {
                TermKind::Constant(c) => Dist::constant(*c),
                TermKind::Pool(pool) => {
                    let (base, cut) = if pool.explode {
                        spend(chain_work(&pool.die.dist(), 1, depth), pool)?;
                        exploding(&pool.die, depth)
                    } else {
                        (pool.die.dist(), Fraction::zero())
                    };
                    let span = (base.max_value() - base.min_value()).saturating_mul(pool.count as i64);
                    if span > MAX_SPAN {
                        return Err(EvalError::TooLarge(pool.to_string()));
                    }
                    if cut != Fraction::zero() {
                        for _ in 0..pool.count {
                            kept_all = kept_all.mul(&cut.complement());
                        }
                    }
                    spend(pool_work(&base, pool.count, pool.keep), pool)?;
                    keep_sum(&base, pool.count, pool.keep).expect("keep rules are checked by the parser")
                }
            };
            spend(pair_work(&dist, &d), self)?;
            dist = if term.negative { dist.sub(&d) } else { dist.add(&d) };
            if dist.max_value() - dist.min_value() > MAX_SPAN {
                return Err(EvalError::TooLarge(self.to_string()));
            }
        }
        Ok(Odds {
            dist,
            truncated: kept_all.complement(),
        })
    }
}

fn roll_pool(pool: &Pool, dice: &mut impl DiceSource, depth: u32) -> Result<Vec<DieRoll>, SourceError> {
    let max = pool.die.max_face();
    let mut rolled = Vec::with_capacity(pool.count as usize);
    for _ in 0..pool.count {
        let mut faces = vec![dice.roll(&pool.die, TYPED_GROUP)?];
        while pool.explode && faces.last() == Some(&max) && faces.len() <= depth as usize {
            faces.push(dice.roll(&pool.die, TYPED_GROUP)?);
        }
        let value = faces.iter().sum();
        rolled.push(DieRoll {
            faces,
            value,
            kept: true,
        });
    }
    let values: Vec<i64> = rolled.iter().map(|d| d.value).collect();
    let mask = pool
        .keep
        .kept_mask(&values)
        .expect("keep rules are checked by the parser");
    for (d, k) in rolled.iter_mut().zip(mask) {
        d.kept = k;
    }
    Ok(rolled)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse;
    use crate::source::{SeededDice, TypedDice};
    use std::collections::BTreeMap;

    fn typed(faces: &[i64]) -> TypedDice {
        TypedDice::only(BTreeMap::from([(TYPED_GROUP.to_string(), faces.to_vec())]))
    }

    #[test]
    fn typed_roll_keeps_the_middle_and_adds() {
        let r = parse("3d10km+7").unwrap().roll(&mut typed(&[9, 2, 5]), 10).unwrap();
        assert_eq!(r.total, 12);
        let kept: Vec<bool> = r.terms[0].dice.iter().map(|d| d.kept).collect();
        assert_eq!(kept, vec![false, false, true]);
    }

    #[test]
    fn explosion_chains_follow_the_typed_faces_and_stop_at_depth() {
        let r = parse("2d12!").unwrap().roll(&mut typed(&[12, 12, 3, 5]), 10).unwrap();
        assert_eq!(r.terms[0].dice[0].faces, vec![12, 12, 3]);
        assert_eq!(r.total, 32);
        let r = parse("1d6!").unwrap().roll(&mut typed(&[6, 6]), 1).unwrap();
        assert_eq!(r.total, 12);
    }

    #[test]
    fn fudge_and_subtraction() {
        let r = parse("4dF-2").unwrap().roll(&mut typed(&[1, -1, 0, 1]), 10).unwrap();
        assert_eq!(r.total, -1);
        let o = parse("4dF+2").unwrap().odds(10).unwrap();
        assert_eq!(o.dist.prob(6).to_string(), "1/81");
        assert_eq!(o.truncated, Fraction::zero());
    }

    #[test]
    fn odds_report_truncation_of_every_exploding_die() {
        let o = parse("2d12!").unwrap().odds(3).unwrap();
        // Each die is cut with probability 1/12^4; two dice: 1 − (1 − 1/20736)².
        assert_eq!(o.truncated.to_string(), "41471/429981696");
        assert_eq!(o.dist.denominator() % 20736u32, 0u32.into());
    }

    #[test]
    fn huge_expressions_are_refused_not_attempted() {
        let e = parse("1000d10000").unwrap().odds(10).unwrap_err();
        assert!(e.to_string().contains("demasiado grande"));
    }

    /// Issue #13, point 4: short expressions a fuzzer found running for seconds to minutes and
    /// allocating gigabytes are refused before any work, with a sentence naming the limit.
    #[test]
    fn runaway_expressions_are_refused_before_computing() {
        for text in [
            "231d2263",
            "422d521",
            "722d72",
            "1000d1000kh999",
            "35d35!",
            "1000d10000kh2",
        ] {
            let e = parse(text).unwrap().odds(10).unwrap_err();
            assert!(
                matches!(e, EvalError::TooCostly { .. } | EvalError::TooLarge(_)),
                "{text}: {e}"
            );
            assert!(
                e.to_string().contains("límite es 4·10^8") || e.to_string().contains("demasiado grande"),
                "{e}"
            );
        }
        let e = parse("1000d1000kh999").unwrap().odds(10).unwrap_err();
        assert!(e.to_string().starts_with("«1000d1000kh999» costaría unos "), "{e}");
        assert!(e.english().contains("the limit is 4·10^8"));
    }

    #[test]
    fn explosion_depth_is_bounded() {
        let e = parse("2d6!").unwrap().odds(99_999_999).unwrap_err();
        assert_eq!(
            e.to_string(),
            "una profundidad de explosión de 99999999 es demasiada: como mucho 100 dados extra por cadena"
        );
        assert!(parse("2d6!").unwrap().odds(MAX_DEPTH).is_ok());
        assert_eq!(check_depth(MAX_DEPTH + 1), Err(EvalError::TooDeep(101)));
    }

    #[test]
    fn rolls_are_within_the_exact_support() {
        let e = parse("10d10!kh5-3").unwrap();
        let odds = e.odds(10).unwrap();
        let mut dice = SeededDice::new(1);
        for _ in 0..200 {
            let t = e.roll(&mut dice, 10).unwrap().total;
            assert!(odds.dist.weight(t) > 0u8.into(), "{t}");
        }
    }
}
