//! Exploding dice: a die that shows its highest face is thrown again and added.
//!
//! A chain is cut after `depth` extra dice: the last die then counts as it fell, even if it
//! showed the highest face again (as icepool does). The probability of the outcomes the cut
//! changed — chains that would have gone on — is reported as `truncated`, so a caller always
//! knows how far from the infinite die the numbers are.

use crate::die::Die;
use crate::dist::Dist;
use crate::fraction::Fraction;
use num_bigint::BigUint;
use num_traits::One;

/// The distribution of one exploding throw of `die`, and the mass the depth cut changed.
pub fn exploding(die: &Die, depth: u32) -> (Dist, Fraction) {
    let faces: Vec<(i64, BigUint)> = die.dist().weights();
    let total: BigUint = faces.iter().map(|f| &f.1).sum();
    let (max, w_max) = faces.last().cloned().expect("a die has faces");
    if faces.len() == 1 {
        // A one-faced die would explode forever; it is cut at the first throw.
        return (die.dist(), Fraction::one());
    }
    // chain[k] = weights of a chain with at most k extra dice, over total^(k+1).
    let mut chain: Vec<(i64, BigUint)> = faces.clone();
    let mut scale = BigUint::one();
    for _ in 0..depth {
        scale *= &total;
        let mut next: Vec<(i64, BigUint)> = faces[..faces.len() - 1].iter().map(|(v, w)| (*v, w * &scale)).collect();
        next.extend(chain.iter().map(|(v, w)| (v + max, w * &w_max)));
        chain = next;
    }
    let truncated = Fraction::ratio(w_max.pow(depth + 1), total.pow(depth + 1));
    (Dist::from_big_pairs(chain), truncated)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn d6_exploding_once() {
        let (d, cut) = exploding(&Die::D6, 1);
        assert_eq!(d.denominator(), BigUint::from(36u8));
        assert_eq!(d.prob(3).to_string(), "1/6");
        assert_eq!(d.prob(6), Fraction::zero());
        assert_eq!(d.prob(7).to_string(), "1/36");
        assert_eq!(d.prob(12).to_string(), "1/36");
        assert_eq!(cut.to_string(), "1/36");
    }

    #[test]
    fn depth_zero_is_the_plain_die_and_deeper_converges() {
        let (d, cut) = exploding(&Die::D12, 0);
        assert_eq!(d, Die::D12.dist());
        assert_eq!(cut.to_string(), "1/12");
        let (d, cut) = exploding(&Die::D10, 10);
        assert_eq!(cut, Fraction::ratio(1u8.into(), BigUint::from(10u8).pow(11)));
        // The mean of an infinite exploding d10 is 5.5 · 10/9 = 55/9; the cut one is just below.
        let gap = Fraction::ratio(55u8.into(), 9u8.into()).sub(&d.mean());
        assert!(gap > Fraction::zero() && gap.to_f64() < 1e-8);
    }
}
