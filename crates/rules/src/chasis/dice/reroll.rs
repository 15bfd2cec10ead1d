//! Sobredécima's other continuation (A9, `continuacion = "relanzar"`). «Si se vuelve a conseguir
//! alguno de estos resultados, se procede a tirar otra vez» (L1080) cannot happen on the bonus
//! D10s, so this reading throws the base die again: after an opening's bonus dice one more D12
//! is thrown; if it shows a face that opens one of the apertura's `relanzar` rules (⑪ or ⑫),
//! that rule applies to it again — it counts as its `cuenta_como` (10) and adds its bonus dice
//! (1D10 or 2D10, which do not chain) — and one more D12 is thrown. Any other face ends the
//! chain and adds nothing: the text only says what ⑪ and ⑫ do.
//!
//! Cut after `depth` thrown-again dice (the last counts as it fell, bonus dice included); the
//! cut changed the roll only if the next die would have reopened: `p^(depth+1)`.

use super::apertura::GROUP;
pub use super::apertura::{Reroll, RerollFace};
use super::chain::ChainRoll;
use tirada_dice::{DiceSource, Die, Dist, Fraction, SourceError};

impl Reroll {
    /// Throws the dice again for the opening of base die `die`, at most `depth` of them: each
    /// is a [`ChainRoll`] marked `reroll` (worth its `counts` or 0), followed by its bonus dice.
    pub fn roll(&self, die: usize, depth: u32, dice: &mut impl DiceSource) -> Result<Vec<ChainRoll>, SourceError> {
        let mut out = Vec::new();
        for _ in 0..depth {
            let f = dice.roll(&Die::Numbered { sides: self.sides }, GROUP)? as u32;
            let Some(hit) = self.reopens(f) else {
                out.push(ChainRoll::single(die, self.sides, f, 0, true));
                break;
            };
            let sign = if hit.negative { -1 } else { 1 };
            out.push(ChainRoll::single(die, self.sides, f, sign * hit.counts as i64, true));
            for _ in 0..hit.dice {
                let x = dice.roll(&Die::Numbered { sides: hit.sides }, GROUP)?;
                out.push(ChainRoll::single(die, hit.sides, x as u32, sign * x, false));
            }
        }
        Ok(out)
    }

    /// The exact distribution of what the thrown-again dice add, cut after `depth` of them, and
    /// the chance the cut changed it. `Err(max)` past the deepest cut whose weights stay in u128.
    pub fn dist(&self, depth: u32) -> Result<(Dist, Fraction), u32> {
        let misses = (self.sides as usize - self.faces.len()) as u128;
        let mut tail = Dist::constant(0);
        for k in 0..depth {
            let mut parts = vec![(misses, Dist::constant(0))];
            for f in &self.faces {
                let bonus = Die::Numbered { sides: f.sides }.dist().sum_iid(f.dice);
                let hit = bonus.shift(f.counts as i64).add(&tail);
                parts.push((1, if f.negative { hit.neg() } else { hit }));
            }
            tail = mixture(&parts).ok_or(k)?;
        }
        let mut cut = Fraction::one();
        for _ in 0..=depth {
            cut = cut.mul(&self.reopen_chance());
        }
        Ok((tail, cut))
    }

    /// Lowest and highest amount the thrown-again dice can add (`None` = unbounded).
    pub fn bounds(&self) -> (Option<i64>, Option<i64>) {
        let up = self.faces.iter().any(|f| !f.negative);
        let down = self.faces.iter().any(|f| f.negative);
        ((!down).then_some(0), (!up).then_some(0))
    }
}

/// The mixture of distributions, each with a whole weight; `None` if the common denominator
/// outgrows u128.
fn mixture(parts: &[(u128, Dist)]) -> Option<Dist> {
    let dens: Vec<u128> = parts
        .iter()
        .map(|(_, d)| u128::try_from(&d.denominator()).ok())
        .collect::<Option<_>>()?;
    let lcm = dens
        .iter()
        .try_fold(1u128, |acc, &d| (acc / gcd(acc, d)).checked_mul(d))?;
    let mut pairs = Vec::new();
    for ((w, d), den) in parts.iter().zip(&dens) {
        let scale = w.checked_mul(lcm / den)?;
        for (v, x) in d.weights() {
            pairs.push((v, u128::try_from(&x).ok()?.checked_mul(scale)?));
        }
    }
    // The total weight is Σ w·lcm; it must fit too for the weights to stay exact and small.
    parts
        .iter()
        .try_fold(0u128, |acc, (w, _)| acc.checked_add(w.checked_mul(lcm)?))?;
    Dist::from_weights(pairs)
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sobredecima() -> Reroll {
        let face = |face, dice| RerollFace {
            face,
            counts: 10,
            dice,
            sides: 10,
            negative: false,
        };
        Reroll {
            sides: 12,
            faces: vec![face(11, 1), face(12, 2)],
        }
    }

    /// One thrown-again D12, enumerated by hand: 10/12 add 0, ⑪ adds 10 + 1D10, ⑫ 10 + 2D10.
    #[test]
    fn one_die_thrown_again_by_enumeration() {
        let (d, cut) = sobredecima().dist(1).unwrap();
        let mut w = std::collections::BTreeMap::<i64, u128>::new();
        *w.entry(0).or_default() += 10 * 100;
        for a in 1..=10 {
            *w.entry(10 + a).or_default() += 10;
            for b in 1..=10 {
                *w.entry(10 + a + b).or_default() += 1;
            }
        }
        let want = Dist::from_weights(w).unwrap();
        assert_eq!(d.probabilities(), want.probabilities());
        assert_eq!(cut.to_string(), "1/36");
        // The unlimited chain's mean is 73/20: E = (15.5 + E + 21 + E) / 12.
        let (deep, _) = sobredecima().dist(12).unwrap();
        assert!((deep.mean().to_f64() - 3.65).abs() < 1e-8);
        assert_eq!(sobredecima().dist(13).unwrap_err(), 12);
    }
}
