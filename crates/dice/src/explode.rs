//! Exploding dice: a die that shows its highest face is thrown again and added.
//!
//! A chain is cut after `depth` extra dice: the last die then counts as it fell, even if it
//! showed the highest face again (as icepool does). The probability of the outcomes the cut
//! changed — chains that would have gone on — is reported as `truncated`, so a caller always
//! knows how far from the infinite die the numbers are.

use crate::cost::{mul_add, words};
use crate::die::Die;
use crate::dist::Dist;
use crate::fraction::Fraction;
use crate::meter::tick;
use crate::weight::{pow, power_bits, run_exact, Exact, Weight};

/// The distribution of one exploding throw of `die`, and the mass the depth cut changed.
pub fn exploding(die: &Die, depth: u32) -> (Dist, Fraction) {
    let dist = die.dist();
    if dist.min_value() == dist.max_value() {
        // A one-faced die would explode forever; it is cut at the first throw.
        return (dist, Fraction::one());
    }
    let total = dist.denominator();
    let w_max = dist.weight(dist.max_value());
    let truncated = Fraction::ratio(w_max.pow(depth + 1), total.pow(depth + 1));
    let bits = power_bits(&total, depth as u64 + 1);
    let job = Chain {
        die: &dist,
        depth,
        w: words(bits),
    };
    let lo = job.lowest();
    let weights = run_exact(&job, bits);
    (Dist::from_weights_of(lo, weights), truncated)
}

/// Every chain of one exploding throw, over `T^(depth+1)`: a chain that stops after `k < depth`
/// extra dice on a face `f` that does not explode weighs `w_max^k · w_f · T^(depth−k)`; one that
/// reaches the cut weighs `w_max^depth · w_f` whatever its last face `f`.
struct Chain<'a> {
    die: &'a Dist,
    depth: u32,
    /// Words of a weight, for the meter.
    w: u64,
}

impl Chain<'_> {
    /// The lowest total a chain can reach (a low first face, or a long chain of a negative top).
    fn lowest(&self) -> i64 {
        let d = self.depth as i64;
        self.die
            .min_value()
            .min(self.die.min_value() + d * self.die.max_value())
    }
}

impl Exact for Chain<'_> {
    fn run<W: Weight>(&self) -> Option<Vec<W>> {
        let faces = self.die.faces::<W>()?;
        let total = faces.iter().try_fold(W::zero(), |acc, (_, w)| acc.add(w))?;
        let (max, w_max) = faces.last().cloned().expect("a die has faces");
        let (lo, depth) = (self.lowest(), self.depth as i64);
        let hi = max.max(max + depth * max);
        let mut out = vec![W::zero(); (hi - lo + 1) as usize];
        let mut chain_weight = W::one(); // w_max^k
        for k in 0..=self.depth {
            tick(faces.len() as u64 * mul_add(self.w));
            let last = k == self.depth;
            let scale = chain_weight.mul(&pow(&total, self.depth - k)?)?;
            for (f, w) in &faces {
                if *f == max && !last {
                    continue;
                }
                let at = (*f + k as i64 * max - lo) as usize;
                out[at].add_assign(&scale.mul(w)?)?;
            }
            if !last {
                chain_weight = chain_weight.mul(&w_max)?;
            }
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigUint;

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

    #[test]
    fn chains_agree_in_every_integer_width_and_negative_tops_go_down() {
        for (die, depth) in [(Die::D6, 5), (Die::Fudge, 3), (Die::D10, 12)] {
            let dist = die.dist();
            let job = Chain {
                die: &dist,
                depth,
                w: 1,
            };
            let big: Vec<BigUint> = job.run::<BigUint>().unwrap();
            let wide: Vec<BigUint> = job
                .run::<crate::weight::Wide<8>>()
                .unwrap()
                .iter()
                .map(Weight::to_big)
                .collect();
            assert_eq!(wide, big);
            if let Some(small) = job.run::<u128>() {
                assert_eq!(small.iter().map(Weight::to_big).collect::<Vec<_>>(), big);
            }
        }
        let (d, cut) = exploding(&Die::custom(vec![-2, -1]).unwrap(), 2);
        let probs: Vec<String> = [-4, -3, -2].iter().map(|&v| d.prob(v).to_string()).collect();
        assert_eq!(probs, ["1/8", "3/8", "1/2"]);
        assert_eq!(cut.to_string(), "1/8");
    }
}
