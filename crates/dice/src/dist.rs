//! `Dist`: an exact finite probability distribution over integers.
//!
//! Stored densely from the smallest to the largest possible value, as integer weights over a
//! common denominator (their sum). Weights are never reduced while computing — reduction happens
//! only when a probability is read out as a [`Fraction`].

use crate::fraction::Fraction;
use crate::meter::tick;
use crate::ops::{add, combine_pair, mul, mul_add, words};
use crate::weight::{pow, power_bits, run_exact, Exact, Weight, Weights};
use num_bigint::{BigInt, BigUint};
use num_traits::Zero;
use serde::Serialize;

/// An exact distribution of integer outcomes.
#[derive(Clone, Debug, PartialEq)]
pub struct Dist {
    /// The value of `weights[0]`; the first and last weights are never zero.
    min: i64,
    weights: Weights,
}

/// One row of a distribution as the contract prints it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ValueProb {
    pub value: i64,
    pub p: Fraction,
}

impl Dist {
    /// Builds from dense stored weights starting at `min`, trimming zero ends. `None` if all
    /// are zero.
    fn from_stored(min: i64, mut weights: Weights) -> Option<Self> {
        let first = weights.trim()?;
        Some(Dist {
            min: min + first as i64,
            weights,
        })
    }

    /// Small weights stay small only while their total (the denominator) fits in `u128`.
    pub(crate) fn from_small(min: i64, w: Vec<u128>) -> Self {
        let fits = w.iter().try_fold(0u128, |acc, x| acc.checked_add(*x)).is_some();
        if fits {
            Self::from_stored(min, Weights::Small(w)).expect("a distribution needs a non-zero weight")
        } else {
            Self::from_big(min, w.into_iter().map(BigUint::from).collect())
        }
    }

    pub(crate) fn from_big(min: i64, w: Vec<BigUint>) -> Self {
        Self::from_stored(min, Weights::from_big(w)).expect("a distribution needs a non-zero weight")
    }

    /// From dense weights computed by [`run_exact`].
    pub(crate) fn from_weights_of(min: i64, weights: Weights) -> Self {
        Self::from_stored(min, weights).expect("a distribution needs a non-zero weight")
    }

    /// The possible values with their weights as `W` (`None` if one does not fit).
    pub(crate) fn faces<W: Weight>(&self) -> Option<Vec<(i64, W)>> {
        let w: Vec<W> = self.weights.to_vec()?;
        Some(
            w.into_iter()
                .enumerate()
                .filter(|(_, x)| !x.is_zero())
                .map(|(i, x)| (self.min + i as i64, x))
                .collect(),
        )
    }

    /// From `(value, weight)` pairs in any order; repeated values add up.
    pub(crate) fn from_big_pairs(pairs: Vec<(i64, BigUint)>) -> Self {
        let lo = pairs.iter().map(|p| p.0).min().expect("non-empty");
        let hi = pairs.iter().map(|p| p.0).max().expect("non-empty");
        let mut w = vec![BigUint::default(); (hi - lo + 1) as usize];
        for (v, x) in pairs {
            w[(v - lo) as usize] += x;
        }
        Dist::from_big(lo, w)
    }

    /// A value that always happens.
    pub fn constant(v: i64) -> Self {
        Dist::from_small(v, vec![1])
    }

    /// Every integer in `lo..=hi` with the same weight (a plain die). `None` if `lo > hi`.
    pub fn uniform(lo: i64, hi: i64) -> Option<Self> {
        (lo <= hi).then(|| Dist::from_small(lo, vec![1; (hi - lo + 1) as usize]))
    }

    /// From `(value, weight)` pairs; repeated values add up. `None` if every weight is zero.
    pub fn from_weights(pairs: impl IntoIterator<Item = (i64, u128)>) -> Option<Self> {
        let pairs: Vec<(i64, u128)> = pairs.into_iter().filter(|p| p.1 > 0).collect();
        let lo = pairs.iter().map(|p| p.0).min()?;
        let hi = pairs.iter().map(|p| p.0).max()?;
        let mut w = vec![0u128; (hi - lo + 1) as usize];
        let mut overflow = false;
        for &(v, x) in &pairs {
            let slot = &mut w[(v - lo) as usize];
            match slot.checked_add(x) {
                Some(s) => *slot = s,
                None => overflow = true,
            }
        }
        if !overflow {
            return Some(Dist::from_small(lo, w));
        }
        let mut w = vec![BigUint::default(); (hi - lo + 1) as usize];
        for (v, x) in pairs {
            w[(v - lo) as usize] += x;
        }
        Some(Dist::from_big(lo, w))
    }

    /// The smallest possible value.
    pub fn min_value(&self) -> i64 {
        self.min
    }

    /// The largest possible value.
    pub fn max_value(&self) -> i64 {
        self.min + self.weights.len() as i64 - 1
    }

    /// The common denominator: the sum of all weights.
    pub fn denominator(&self) -> BigUint {
        self.weights.total()
    }

    /// The weight every value has, when the weights are small and all equal (a plain die).
    pub(crate) fn uniform_unit(&self) -> Option<u128> {
        match &self.weights {
            Weights::Small(w) => w.iter().all(|&x| x == w[0]).then_some(w[0]),
            Weights::Big(_) => None,
        }
    }

    /// Entries stored, from the lowest value to the highest (zero weights between included).
    pub fn entries(&self) -> u64 {
        self.weights.len() as u64
    }

    /// Whether this is one value of weight one, which [`Dist::add`] only shifts by.
    pub(crate) fn is_one_point(&self) -> bool {
        self.weights.len() == 1 && self.weights.is_one_at(0)
    }

    /// Whether the weights outgrew `u128` (useful to tests and benchmarks).
    pub fn is_big(&self) -> bool {
        matches!(self.weights, Weights::Big(_))
    }

    /// The raw weight of `v` over [`Dist::denominator`].
    pub fn weight(&self, v: i64) -> BigUint {
        self.index(v).map(|i| self.weights.get(i)).unwrap_or_default()
    }

    fn index(&self, v: i64) -> Option<usize> {
        (v >= self.min && v <= self.max_value()).then(|| (v - self.min) as usize)
    }

    /// Possible values (non-zero weight), increasing.
    pub fn values(&self) -> impl Iterator<Item = i64> + '_ {
        (0..self.weights.len())
            .filter(|&i| !self.weights.is_zero_at(i))
            .map(|i| self.min + i as i64)
    }

    /// `(value, weight)` for every possible value, increasing.
    pub fn weights(&self) -> Vec<(i64, BigUint)> {
        self.weights
            .to_big()
            .into_iter()
            .enumerate()
            .filter(|(_, w)| !Zero::is_zero(w))
            .map(|(i, w)| (self.min + i as i64, w))
            .collect()
    }

    /// The exact probability of `v`.
    pub fn prob(&self, v: i64) -> Fraction {
        Fraction::ratio(self.weight(v), self.denominator())
    }

    /// `(value, probability)` as floats, for charts and sampling.
    pub fn to_f64(&self) -> Vec<(i64, f64)> {
        self.weights
            .to_f64_ratios()
            .into_iter()
            .enumerate()
            .filter(|(_, p)| *p > 0.0)
            .map(|(i, p)| (self.min + i as i64, p))
            .collect()
    }

    /// The exact probability that the outcome satisfies `pred`.
    pub fn prob_where(&self, pred: impl Fn(i64) -> bool) -> Fraction {
        let num: BigUint = self
            .weights()
            .into_iter()
            .filter(|(v, _)| pred(*v))
            .map(|(_, w)| w)
            .sum();
        Fraction::ratio(num, self.denominator())
    }

    /// `P(X ≥ v)`, the "at least" column of an odds table.
    pub fn at_least(&self, v: i64) -> Fraction {
        self.prob_where(|x| x >= v)
    }

    /// The exact mean.
    pub fn mean(&self) -> Fraction {
        let num: BigInt = self
            .weights()
            .into_iter()
            .map(|(v, w)| BigInt::from(v) * BigInt::from(w))
            .sum();
        Fraction::new(num, self.denominator())
    }

    /// The distribution of `f(X)`.
    pub fn map(&self, f: impl Fn(i64) -> i64) -> Dist {
        let mapped: Vec<(i64, BigUint)> = self.weights().into_iter().map(|(v, w)| (f(v), w)).collect();
        Dist::from_big_pairs(mapped)
    }

    /// `X + c`.
    pub fn shift(&self, c: i64) -> Dist {
        Dist {
            min: self.min + c,
            weights: self.weights.clone(),
        }
    }

    /// `−X`.
    pub fn neg(&self) -> Dist {
        let mut weights = self.weights.clone();
        match &mut weights {
            Weights::Small(w) => w.reverse(),
            Weights::Big(w) => w.reverse(),
        }
        Dist {
            min: -self.max_value(),
            weights,
        }
    }

    /// The distribution of `X + Y` for independent `X` (self) and `Y` (convolution).
    pub fn add(&self, other: &Dist) -> Dist {
        let min = self.min + other.min;
        // Adding a constant of weight one (the start of every sum) only shifts the other side.
        for (point, rest) in [(self, other), (other, self)] {
            if point.is_one_point() {
                return rest.shift(point.min);
            }
        }
        let bits = self.denominator().bits() + other.denominator().bits() + 1;
        let job = Convolve {
            a: &self.weights,
            b: &other.weights,
            w: words(bits),
        };
        Dist::from_weights_of(min, run_exact(&job, bits))
    }

    /// `X − Y` for independent `X` and `Y`.
    pub fn sub(&self, other: &Dist) -> Dist {
        self.add(&other.neg())
    }

    /// The sum of `n` independent copies (`n = 0` gives the constant 0).
    ///
    /// For a die whose faces are consecutive and equally likely (every plain dN) each added
    /// copy is a sliding-window sum, linear in the size of the result; any other distribution
    /// is convolved with itself one copy at a time. Either way the numbers stay in the
    /// narrowest integer type that holds the total `T^n`.
    pub fn sum_iid(&self, n: u32) -> Dist {
        match n {
            0 => return Dist::constant(0),
            1 => return self.clone(),
            _ => {}
        }
        let min = self.min * n as i64;
        let bits = power_bits(&self.denominator(), n as u64);
        let w = match self.uniform_unit() {
            Some(unit) => run_exact(
                &SumUniform {
                    faces: self.weights.len(),
                    unit,
                    n,
                    w: words(bits),
                },
                bits,
            ),
            None => run_exact(
                &SumIid {
                    weights: &self.weights,
                    n,
                    w: words(bits),
                },
                bits,
            ),
        };
        Dist::from_weights_of(min, w)
    }

    /// The distribution of `max(X, Y)` for independent `X` and `Y`.
    pub fn max(&self, other: &Dist) -> Dist {
        self.combine(other, i64::max)
    }

    /// The distribution of `min(X, Y)` for independent `X` and `Y`.
    pub fn min(&self, other: &Dist) -> Dist {
        self.combine(other, i64::min)
    }

    /// The distribution of `f(X, Y)` for independent `X` and `Y`, by pairing every outcome.
    pub fn combine(&self, other: &Dist, f: impl Fn(i64, i64) -> i64) -> Dist {
        // In `u128` when the product of the totals fits (every weight is part of it).
        let bits = self.denominator().bits() + other.denominator().bits();
        if bits < 128 {
            if let (Some(a), Some(b)) = (self.faces::<u128>(), other.faces::<u128>()) {
                let f = &f;
                let row = b.len() as u64 * combine_pair(bits);
                let pairs = a.iter().flat_map(|(x, wx)| {
                    tick(row);
                    b.iter().map(move |(y, wy)| (f(*x, *y), wx * wy))
                });
                return Dist::from_weights(pairs).expect("a distribution has a non-zero weight");
            }
        }
        // Summed by outcome as the pairs come: a product or a quotient has far fewer outcomes
        // than pairs, and every pair kept apart would hold its own big weight.
        let a = self.weights();
        let b = other.weights();
        let row = b.len() as u64 * combine_pair(bits);
        let mut sums: std::collections::HashMap<i64, BigUint> = std::collections::HashMap::new();
        for (x, wx) in &a {
            tick(row);
            for (y, wy) in &b {
                *sums.entry(f(*x, *y)).or_default() += wx * wy;
            }
        }
        Dist::from_big_pairs(sums.into_iter().collect())
    }

    /// `P(X < Y)`, `P(X = Y)`, `P(X > Y)` for independent `X` (self) and `Y`.
    pub fn compare(&self, other: &Dist) -> [Fraction; 3] {
        let d = self.sub(other);
        [
            d.prob_where(|v| v < 0),
            d.prob_where(|v| v == 0),
            d.prob_where(|v| v > 0),
        ]
    }
}

/// Plain convolution of two weight vectors (of `w` words, for the meter).
fn convolve<W: Weight>(a: &[W], b: &[W], w: u64) -> Option<Vec<W>> {
    let mut out = vec![W::zero(); a.len() + b.len() - 1];
    let row = b.len() as u64 * mul_add(w);
    for (i, x) in a.iter().enumerate() {
        tick(row);
        if x.is_zero() {
            continue;
        }
        for (j, y) in b.iter().enumerate() {
            if !y.is_zero() {
                out[i + j].add_assign(&x.mul(y)?)?;
            }
        }
    }
    Some(out)
}

/// `a * b` (convolution) of two stored weight vectors, in weights of `w` words.
struct Convolve<'a> {
    a: &'a Weights,
    b: &'a Weights,
    w: u64,
}

impl Exact for Convolve<'_> {
    fn run<W: Weight>(&self) -> Option<Vec<W>> {
        convolve(&self.a.to_vec::<W>()?, &self.b.to_vec::<W>()?, self.w)
    }
}

/// `n` copies of `weights` convolved together, in weights of `w` words.
struct SumIid<'a> {
    weights: &'a Weights,
    n: u32,
    w: u64,
}

impl Exact for SumIid<'_> {
    fn run<W: Weight>(&self) -> Option<Vec<W>> {
        let one: Vec<W> = self.weights.to_vec()?;
        let mut acc = one.clone();
        for _ in 1..self.n {
            acc = convolve(&acc, &one, self.w)?;
        }
        Some(acc)
    }
}

/// Sum of `n` dice each with `faces` consecutive faces of weight `unit`, in weights of `w`
/// words.
struct SumUniform {
    faces: usize,
    unit: u128,
    n: u32,
    w: u64,
}

impl Exact for SumUniform {
    fn run<W: Weight>(&self) -> Option<Vec<W>> {
        sum_uniform(self.faces, W::try_from_u128(self.unit)?, self.n, self.w)
    }
}

/// Sum of `n` dice each with `faces` consecutive faces of weight `unit`.
fn sum_uniform<W: Weight>(faces: usize, unit: W, n: u32, w: u64) -> Option<Vec<W>> {
    let len = (faces - 1) * n as usize + 1;
    let mut acc = Vec::with_capacity(len);
    acc.push(W::one());
    let mut next = Vec::with_capacity(len);
    for _ in 0..n {
        tick((acc.len() + faces - 1) as u64 * 2 * add(w));
        next.clear();
        let mut window = W::zero();
        for i in 0..acc.len() + faces - 1 {
            if i < acc.len() {
                window.add_assign(&acc[i])?;
            }
            if i >= faces {
                window = window.sub(&acc[i - faces])?;
            }
            next.push(window.clone());
        }
        std::mem::swap(&mut acc, &mut next);
    }
    if unit != W::one() {
        tick(acc.len() as u64 * mul(w));
        let factor = pow(&unit, n)?;
        for w in &mut acc {
            *w = w.mul(&factor)?;
        }
    }
    Some(acc)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn weights(d: &Dist) -> Vec<u64> {
        d.weights().into_iter().map(|(_, w)| w.try_into().unwrap()).collect()
    }

    #[test]
    fn two_d6_is_the_triangle() {
        let d6 = Dist::uniform(1, 6).unwrap();
        let s = d6.add(&d6);
        assert_eq!((s.min_value(), s.max_value()), (2, 12));
        assert_eq!(weights(&s), vec![1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
        assert_eq!(s, d6.sum_iid(2));
        assert_eq!(s.mean(), Fraction::from_int(7));
    }

    #[test]
    fn sum_of_100d6_outgrows_u128_and_stays_exact() {
        let s = Dist::uniform(1, 6).unwrap().sum_iid(100);
        assert!(s.is_big());
        assert_eq!(s.denominator(), BigUint::from(6u8).pow(100));
        assert_eq!(
            s.prob(100),
            Fraction::ratio(BigUint::from(1u8), BigUint::from(6u8).pow(100))
        );
        assert_eq!(s.mean(), Fraction::from_int(350));
        // The slow path (plain convolution) agrees with the sliding window.
        let mut slow = Dist::uniform(1, 6).unwrap();
        for _ in 1..100 {
            slow = slow.add(&Dist::uniform(1, 6).unwrap());
        }
        assert_eq!(slow.probabilities(), s.probabilities());
    }

    #[test]
    fn max_min_compare_and_map() {
        let d6 = Dist::uniform(1, 6).unwrap();
        let hi = d6.max(&d6);
        assert_eq!(weights(&hi), vec![1, 3, 5, 7, 9, 11]);
        assert_eq!(weights(&d6.min(&d6)), vec![11, 9, 7, 5, 3, 1]);
        let [lt, eq, gt] = d6.compare(&d6);
        assert_eq!(
            (lt.to_string(), eq.to_string(), gt.to_string()),
            ("5/12".into(), "1/6".into(), "5/12".into())
        );
        let parity = d6.map(|v| v % 2);
        assert_eq!(parity.prob(0), Fraction::ratio(1u8.into(), 2u8.into()));
        assert_eq!(d6.neg().min_value(), -6);
        assert_eq!(d6.shift(3).at_least(9), Fraction::ratio(1u8.into(), 6u8.into()));
    }

    #[test]
    fn from_weights_merges_and_rejects_empty() {
        let d = Dist::from_weights([(3, 1), (1, 2), (3, 1)]).unwrap();
        assert_eq!(d.weights(), vec![(1, 2u8.into()), (3, 2u8.into())]);
        assert!(Dist::from_weights([(1, 0)]).is_none());
        let huge = Dist::from_weights([(0, u128::MAX), (1, u128::MAX)]).unwrap();
        assert!(huge.is_big());
        assert_eq!(huge.prob(0).to_string(), "1/2");
    }

    #[test]
    fn sums_agree_in_every_integer_width() {
        use crate::weight::Wide;
        let lumpy = Weights::Small(vec![3, 0, 1, 2]);
        for n in [1, 2, 7, 30] {
            let job = SumIid {
                weights: &lumpy,
                n,
                w: 1,
            };
            let big: Vec<BigUint> = job.run::<BigUint>().unwrap();
            let wide: Vec<BigUint> = job.run::<Wide<4>>().unwrap().iter().map(Weight::to_big).collect();
            assert_eq!(wide, big);
            let job = SumUniform {
                faces: 6,
                unit: 5,
                n,
                w: 1,
            };
            let big: Vec<BigUint> = job.run::<BigUint>().unwrap();
            let wide: Vec<BigUint> = job.run::<Wide<6>>().unwrap().iter().map(Weight::to_big).collect();
            assert_eq!(wide, big);
        }
        // 30 copies of a die weighing 6 in all: 6^30 fits u128, 6^60 needs wide numbers.
        let die = Dist::from_weights([(0, 3), (2, 1), (3, 2)]).unwrap();
        let s = die.sum_iid(60);
        assert!(s.is_big());
        assert_eq!(s.denominator(), BigUint::from(6u8).pow(60));
        let mut slow = die.clone();
        for _ in 1..60 {
            slow = Dist::from_big_pairs(
                slow.weights()
                    .iter()
                    .flat_map(|(v, w)| die.weights().into_iter().map(move |(u, x)| (v + u, w * x)))
                    .collect(),
            );
        }
        assert_eq!(s, slow);
    }

    #[test]
    fn adding_a_constant_shifts_and_keeps_the_weights() {
        let d6 = Dist::uniform(1, 6).unwrap();
        assert_eq!(Dist::constant(0).add(&d6), d6);
        assert_eq!(d6.add(&Dist::constant(-2)), d6.shift(-2));
        let heavy = Dist::from_weights([(4, 3)]).unwrap();
        let s = heavy.add(&d6);
        assert_eq!(s.denominator(), BigUint::from(18u8));
        assert_eq!(s.min_value(), 5);
    }
}
