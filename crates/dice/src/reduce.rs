//! Many fractions over one denominator, each in lowest terms — every row of a distribution
//! (its probability and its "at least"), printed by the CLI and the web table.
//!
//! [`Fraction::new`] reduces with a greatest common divisor, which for the weights of a big
//! pool (`134d1000`: 1,336 bits) is most of the time of printing 133,867 rows. The totals of
//! dice are products of small numbers, so [`Over`] factors the denominator once into primes
//! below 2^16 and reduces each numerator by dividing out only those primes — a few divisions
//! by a machine word instead of a binary gcd. Whatever does not factor is left to a gcd.

use crate::dist::{Dist, ValueProb};
use crate::fraction::Fraction;
use crate::meter::tick;
use crate::ops::print_row_work;
use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{One, Zero};
use std::sync::LazyLock;

/// The primes below 2^16, by a sieve made once.
static PRIMES: LazyLock<Vec<u32>> = LazyLock::new(|| {
    const N: usize = 1 << 16;
    let mut composite = vec![false; N];
    let mut out = Vec::new();
    for p in 2..N {
        if !composite[p] {
            out.push(p as u32);
            (p * p..N).step_by(p).for_each(|m| composite[m] = true);
        }
    }
    out
});

/// How often `p` divides `n` (at most `most` times), and `n` divided by that many.
fn divide_out(mut n: BigUint, p: u64, most: u32) -> (BigUint, u32) {
    if p == 2 {
        let c = n.trailing_zeros().map_or(0, |z| z.min(most as u64)) as u32;
        return (n >> c, c);
    }
    // The largest power of `p` in a machine word first, then one `p` at a time.
    let (mut chunk, mut k) = (p, 1u32);
    while let Some(next) = chunk.checked_mul(p) {
        (chunk, k) = (next, k + 1);
    }
    let mut c = 0;
    while c + k <= most && (&n % chunk).is_zero() {
        n /= chunk;
        c += k;
    }
    while c < most && (&n % p).is_zero() {
        n /= p;
        c += 1;
    }
    (n, c)
}

/// Fractions over one denominator, reduced by its small prime factors.
#[derive(Clone, Debug)]
pub struct Over {
    den: BigUint,
    /// The denominator's primes below 2^16 and their exponents.
    primes: Vec<(u64, u32)>,
    /// What is left of the denominator once they are divided out.
    rest: BigUint,
}

impl Over {
    pub fn new(den: BigUint) -> Over {
        let mut rest = den.clone();
        let mut primes = Vec::new();
        for &p in PRIMES.iter() {
            if rest.is_one() {
                break;
            }
            let (left, e) = divide_out(rest, p as u64, u32::MAX);
            rest = left;
            if e > 0 {
                primes.push((p as u64, e));
            }
        }
        Over { den, primes, rest }
    }

    /// The denominator every fraction is over.
    pub fn denominator(&self) -> &BigUint {
        &self.den
    }

    /// `num / den` in lowest terms.
    pub fn of(&self, num: BigUint) -> Fraction {
        if num.is_zero() {
            return Fraction::zero();
        }
        let mut n = num;
        let mut common = BigUint::one();
        for &(p, e) in &self.primes {
            let (left, c) = divide_out(n, p, e);
            n = left;
            if c > 0 {
                common *= BigUint::from(p).pow(c);
            }
        }
        if !self.rest.is_one() {
            let g = n.gcd(&self.rest);
            n /= &g;
            common *= g;
        }
        let den = if common.is_one() {
            self.den.clone()
        } else {
            &self.den / common
        };
        Fraction::from_reduced(n, den)
    }
}

/// One row of a distribution: a value, its probability and the probability of at least it.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub value: i64,
    pub p: Fraction,
    pub at_least: Fraction,
}

/// The rows of a distribution, made one at a time (see [`Dist::rows`]).
pub struct Rows<'a> {
    dist: &'a Dist,
    over: Over,
    next: i64,
    remaining: BigUint,
    per_row: u64,
}

impl Iterator for Rows<'_> {
    type Item = Row;

    fn next(&mut self) -> Option<Row> {
        while self.next <= self.dist.max_value() {
            let value = self.next;
            self.next += 1;
            let w = self.dist.weight(value);
            if w.is_zero() {
                continue;
            }
            tick(self.per_row);
            let at_least = self.over.of(self.remaining.clone());
            self.remaining -= &w;
            return Some(Row {
                value,
                p: self.over.of(w),
                at_least,
            });
        }
        None
    }
}

impl Dist {
    /// Every possible value with its exact probability, increasing — the contract's
    /// `distribution` list.
    pub fn probabilities(&self) -> Vec<ValueProb> {
        let over = Over::new(self.denominator());
        self.weights()
            .into_iter()
            .map(|(value, w)| ValueProb { value, p: over.of(w) })
            .collect()
    }
}

impl Dist {
    /// Every possible value with its probability and the probability of at least it, in
    /// increasing order, each made when asked for: printing a distribution never holds all its
    /// rows, and costs [`crate::cost::print_work`].
    pub fn rows(&self) -> Rows<'_> {
        let den = self.denominator();
        Rows {
            dist: self,
            per_row: print_row_work(den.bits()),
            remaining: den.clone(),
            over: Over::new(den),
            next: self.min_value(),
        }
    }
}

impl Dist {
    /// What a summary of a long distribution shows: the lowest and highest values, the most
    /// likely one and the first at which the probability of at most it reaches each of
    /// `levels` — found in one pass over the weights as floats, none of them kept. Increasing,
    /// without repeats; with the most likely value's probability (a summary's bars).
    pub fn landmarks(&self, levels: &[f64]) -> (Vec<i64>, f64) {
        let den = self.denominator();
        let mut out = vec![self.min_value(), self.max_value()];
        let (mut below, mut next, mut mode) = (0.0, 0, (self.min_value(), 0.0));
        for v in self.min_value()..=self.max_value() {
            let w = self.weight(v);
            if w.is_zero() {
                continue;
            }
            let p = crate::weight::ratio_f64(&w, &den);
            if p > mode.1 {
                mode = (v, p);
            }
            below += p;
            while next < levels.len() && below >= levels[next] {
                out.push(v);
                next += 1;
            }
        }
        out.push(mode.0);
        out.sort_unstable();
        out.dedup();
        (out, mode.1)
    }

    /// The rows of the possible values among `values` (increasing), the probability of at
    /// least each summed from the top in one pass.
    pub fn rows_at(&self, values: &[i64]) -> Vec<Row> {
        let over = Over::new(self.denominator());
        let mut above = BigUint::zero();
        let mut out = Vec::with_capacity(values.len());
        let mut next = values.iter().rev().peekable();
        for v in (self.min_value()..=self.max_value()).rev() {
            let w = self.weight(v);
            above += &w;
            while next.next_if(|&&x| x >= v).is_some_and(|&x| x == v) {
                if !w.is_zero() {
                    out.push(Row {
                        value: v,
                        p: over.of(w.clone()),
                        at_least: over.of(above.clone()),
                    });
                }
            }
        }
        out.reverse();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduces_as_the_gcd_does_with_and_without_small_factors() {
        let big_prime = BigUint::from(1_000_000_007u64);
        let dens = [
            BigUint::from(1000u32).pow(134),
            BigUint::from(6u8).pow(40) * 7u8,
            BigUint::from(36u8),
            &big_prime * &big_prime * 12u8,
            BigUint::one(),
        ];
        for den in dens {
            let over = Over::new(den.clone());
            for num in [
                BigUint::one(),
                den.clone(),
                &den / 2u8 + 3u8,
                &den / 7u8,
                BigUint::from(2u8).pow(40) * 3u8,
                big_prime.clone() * 8u8,
            ] {
                if num > den {
                    continue;
                }
                assert_eq!(over.of(num.clone()), Fraction::ratio(num, den.clone()));
            }
        }
    }

    #[test]
    fn landmarks_are_the_ends_the_mode_and_the_quantiles() {
        let d6 = Dist::uniform(1, 6).unwrap();
        let two = d6.add(&d6);
        let (marks, top) = two.landmarks(&[0.05, 0.5, 0.95]);
        // P(≤2) = 1/36, P(≤3) = 3/36 ≥ 5 %; P(≤7) = 21/36 ≥ 50 %; P(≤11) = 35/36 ≥ 95 %.
        assert_eq!(marks, vec![2, 3, 7, 11, 12]);
        assert!((top - 6.0 / 36.0).abs() < 1e-12);
        let all: Vec<Row> = two.rows().collect();
        let picked: Vec<Row> = all.iter().filter(|r| marks.contains(&r.value)).cloned().collect();
        assert_eq!(two.rows_at(&marks), picked);
    }

    #[test]
    fn rows_give_each_value_its_probability_and_cumulative() {
        let d6 = Dist::uniform(1, 6).unwrap();
        let two = d6.add(&d6).add(&Dist::from_weights([(0, 1), (2, 1)]).unwrap());
        let rows: Vec<Row> = two.rows().collect();
        assert_eq!(rows.len(), two.values().count());
        for r in &rows {
            assert_eq!(r.p, two.prob(r.value));
            assert_eq!(r.at_least, two.at_least(r.value));
        }
    }
}
