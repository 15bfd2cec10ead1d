//! The chains of an apertura: rolling them, and their exact distribution cut after `depth`
//! extra dice (explode.rs's convention: the cut chain's last die counts as it fell, and the
//! chance that the cut changed anything is reported).

use super::apertura::{Opening, GROUP};
use serde::Serialize;
use tirada_dice::explode::exploding;
use tirada_dice::{DiceSource, Die, Dist, Fraction, SourceError};

/// Deepest cut the exact odds take (explosion chains; 10 by default, as `tirada odds`).
pub const MAX_DEPTH: u32 = 30;

/// One rolled chain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChainRoll {
    /// The base die that opened it (0-based).
    pub die: usize,
    pub sides: u32,
    pub faces: Vec<u32>,
    /// The signed amount it adds.
    pub value: i64,
    /// A base die thrown again (`relanzar`, A9): it adds its `value` only when it reopens.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub reroll: bool,
}

impl ChainRoll {
    /// One die that does not chain.
    pub fn single(die: usize, sides: u32, face: u32, value: i64, reroll: bool) -> ChainRoll {
        ChainRoll {
            die,
            sides,
            faces: vec![face],
            value,
            reroll,
        }
    }
}

/// Rolls every chain of an opening, each cut after `depth` extra dice, and then the dice it
/// throws again (`relanzar`), at most `depth` of them.
pub fn roll_opening(o: &Opening, depth: u32, dice: &mut impl DiceSource) -> Result<Vec<ChainRoll>, SourceError> {
    let mut out = chains(o, depth, dice)?;
    if let Some(r) = &o.reroll {
        out.extend(r.roll(o.die, depth, dice)?);
    }
    Ok(out)
}

fn chains(o: &Opening, depth: u32, dice: &mut impl DiceSource) -> Result<Vec<ChainRoll>, SourceError> {
    let die = Die::Numbered { sides: o.sides };
    (0..o.dice)
        .map(|_| {
            let mut faces = vec![dice.roll(&die, GROUP)? as u32];
            while o.on == faces.last().copied() && faces.len() <= depth as usize {
                faces.push(dice.roll(&die, GROUP)? as u32);
            }
            let sum: i64 = faces.iter().map(|&f| f as i64).sum();
            Ok(ChainRoll {
                die: o.die,
                sides: o.sides,
                faces,
                value: if o.negative { -sum } else { sum },
                reroll: false,
            })
        })
        .collect()
}

/// Largest depth whose chain weights stay exact in this engine for a d`sides`.
fn max_depth(sides: u32) -> u32 {
    (0..=MAX_DEPTH)
        .take_while(|d| (sides as u128).checked_pow(d + 1).is_some())
        .last()
        .unwrap_or(0)
}

/// The exact, signed distribution of everything one opening adds — its chains, or its bonus
/// dice and the dice it throws again — cut after `depth`, and the chance the cut changed it.
/// `Err(max)` when `depth` is past the deepest exact cut.
pub fn opening_dist(o: &Opening, depth: u32) -> Result<(Dist, Fraction), u32> {
    let max = max_depth(o.sides);
    let (chain, t) = chain_dist(o.sides, o.on, depth).filter(|_| depth <= max).ok_or(max)?;
    let bonus = chain.sum_iid(o.dice);
    let mut kept = Fraction::one();
    for _ in 0..o.dice {
        kept = kept.mul(&t.complement());
    }
    let mut dist = if o.negative { bonus.neg() } else { bonus };
    if let Some(r) = &o.reroll {
        let (again, cut) = r.dist(depth).map_err(|m| m.min(max))?;
        dist = dist.add(&again);
        kept = kept.mul(&cut.complement());
    }
    Ok((dist, kept.complement()))
}

/// The exact distribution of one chain of a d`sides` going on while it shows `on`, cut after
/// `depth` extra dice, and the chance the cut changed it. `None` if the weights outgrow u128.
pub fn chain_dist(sides: u32, on: Option<u32>, depth: u32) -> Option<(Dist, Fraction)> {
    let die = Die::Numbered { sides };
    match on {
        None => Some((die.dist(), Fraction::zero())),
        // Going on at the top face is an ordinary exploding die.
        Some(c) if c == sides => Some(exploding(&die, depth)),
        Some(c) => chain_on_face(sides, c, depth),
    }
}

/// A chain going on at any face `c`: k extra dice after k faces `c`; a chain stopping early on
/// f ≠ c weighs S^(depth−k), one reaching the cut weighs 1 whatever its last face (the
/// convention of explode.rs, over S^(depth+1)).
fn chain_on_face(sides: u32, c: u32, depth: u32) -> Option<(Dist, Fraction)> {
    let s = sides as u128;
    let total = s.checked_pow(depth + 1)?;
    let mut pairs = Vec::new();
    for k in 0..=depth {
        let last = k == depth;
        for f in 1..=sides {
            if f == c && !last {
                continue;
            }
            let w = if last { 1 } else { s.pow(depth - k) };
            pairs.push((k as i64 * c as i64 + f as i64, w));
        }
    }
    let cut = Fraction::ratio(1u8.into(), total.into());
    Some((Dist::from_weights(pairs).expect("faces"), cut))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_on_the_top_face_is_the_exploding_die() {
        for (die, depth) in [(Die::D12, 4), (Die::D6, 9)] {
            let (mine, cut) = chain_on_face(die.max_face() as u32, die.max_face() as u32, depth).unwrap();
            let (theirs, their_cut) = exploding(&die, depth);
            assert_eq!((mine.probabilities(), cut), (theirs.probabilities(), their_cut));
        }
        let (d, cut) = chain_dist(12, Some(5), 2).unwrap();
        assert_eq!(d.prob(5), Fraction::zero());
        assert_eq!(d.prob(14).to_string(), "13/1728"); // 5 then 9, or 5, 5, 4
        assert_eq!(d.prob(22).to_string(), "1/1728"); // 5, 5, 12 at the cut
        assert_eq!(cut.to_string(), "1/1728");
        // The mean of an unlimited chain on one face of a d12 is 78/11 (check03).
        let (d, _) = chain_dist(12, Some(7), 12).unwrap();
        let gap = Fraction::ratio(78u8.into(), 11u8.into()).sub(&d.mean());
        assert!(gap.to_f64().abs() < 1e-9);
    }
}
