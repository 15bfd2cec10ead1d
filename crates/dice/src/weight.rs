//! Integer weights: the numerators of an exact distribution.
//!
//! Every algorithm in this crate is written once, generic over [`Weight`], and run first with
//! `u128` (fast, on the stack). The `u128` arithmetic is *checked*: when a result would not fit,
//! the operation returns `None` and the caller reruns the same algorithm with [`BigUint`]
//! weights, which never overflow. Results are therefore always exact — nothing wraps silently.

use num_bigint::BigUint;
use num_traits::{One, ToPrimitive, Zero};

/// A non-negative integer weight with checked arithmetic.
pub trait Weight: Clone + PartialEq + std::fmt::Debug {
    fn zero() -> Self;
    fn one() -> Self;
    fn from_u64(v: u64) -> Self;
    fn is_zero(&self) -> bool;
    fn add(&self, other: &Self) -> Option<Self>;
    /// Only called where the result is known not to be negative.
    fn sub(&self, other: &Self) -> Option<Self>;
    fn mul(&self, other: &Self) -> Option<Self>;
    fn to_big(&self) -> BigUint;
    /// `self += other`, reporting overflow.
    fn add_assign(&mut self, other: &Self) -> Option<()> {
        *self = self.add(other)?;
        Some(())
    }
}

impl Weight for u128 {
    fn zero() -> Self {
        0
    }
    fn one() -> Self {
        1
    }
    fn from_u64(v: u64) -> Self {
        v as u128
    }
    fn is_zero(&self) -> bool {
        *self == 0
    }
    #[inline]
    fn add(&self, other: &Self) -> Option<Self> {
        self.checked_add(*other)
    }
    #[inline]
    fn sub(&self, other: &Self) -> Option<Self> {
        self.checked_sub(*other)
    }
    #[inline]
    fn mul(&self, other: &Self) -> Option<Self> {
        self.checked_mul(*other)
    }
    fn to_big(&self) -> BigUint {
        BigUint::from(*self)
    }
    #[inline]
    fn add_assign(&mut self, other: &Self) -> Option<()> {
        *self = self.checked_add(*other)?;
        Some(())
    }
}

impl Weight for BigUint {
    fn zero() -> Self {
        Zero::zero()
    }
    fn one() -> Self {
        One::one()
    }
    fn from_u64(v: u64) -> Self {
        BigUint::from(v)
    }
    fn is_zero(&self) -> bool {
        Zero::is_zero(self)
    }
    fn add(&self, other: &Self) -> Option<Self> {
        Some(self + other)
    }
    fn sub(&self, other: &Self) -> Option<Self> {
        (self >= other).then(|| self - other)
    }
    fn mul(&self, other: &Self) -> Option<Self> {
        Some(self * other)
    }
    fn to_big(&self) -> BigUint {
        self.clone()
    }
    fn add_assign(&mut self, other: &Self) -> Option<()> {
        *self += other;
        Some(())
    }
}

/// Weights as stored in a [`crate::Dist`]: `u128` while they fit, big integers after.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Weights {
    Small(Vec<u128>),
    Big(Vec<BigUint>),
}

impl Weights {
    pub(crate) fn len(&self) -> usize {
        match self {
            Weights::Small(w) => w.len(),
            Weights::Big(w) => w.len(),
        }
    }

    pub(crate) fn get(&self, i: usize) -> BigUint {
        match self {
            Weights::Small(w) => BigUint::from(w[i]),
            Weights::Big(w) => w[i].clone(),
        }
    }

    pub(crate) fn is_zero_at(&self, i: usize) -> bool {
        match self {
            Weights::Small(w) => w[i] == 0,
            Weights::Big(w) => Zero::is_zero(&w[i]),
        }
    }

    pub(crate) fn to_big(&self) -> Vec<BigUint> {
        match self {
            Weights::Small(w) => w.iter().map(|&x| BigUint::from(x)).collect(),
            Weights::Big(w) => w.clone(),
        }
    }

    /// Weights as `f64` relative to their total, for simulation and charts only.
    pub(crate) fn to_f64_ratios(&self) -> Vec<f64> {
        let big = self.to_big();
        let total: BigUint = big.iter().sum();
        big.iter().map(|w| ratio_f64(w, &total)).collect()
    }

    /// Stores big weights back as `u128` when they all fit, to keep later work fast.
    pub(crate) fn from_big(big: Vec<BigUint>) -> Self {
        let total: BigUint = big.iter().sum();
        if total.to_u128().is_some() {
            Weights::Small(big.iter().map(|w| w.to_u128().unwrap_or(0)).collect())
        } else {
            Weights::Big(big)
        }
    }
}

/// `n / d` as a float, exact enough for display even when both exceed `f64`'s range.
pub fn ratio_f64(n: &BigUint, d: &BigUint) -> f64 {
    if Zero::is_zero(d) {
        return 0.0;
    }
    let shift = d.bits().saturating_sub(60);
    let (n, d) = (n >> shift, d >> shift);
    n.to_f64().unwrap_or(f64::INFINITY) / d.to_f64().unwrap_or(f64::INFINITY)
}

/// Binomial coefficients `C(n, k)` for `k ≤ n ≤ max`, as weights (Pascal's triangle).
pub(crate) fn binomials<W: Weight>(max: usize) -> Option<Vec<Vec<W>>> {
    let mut rows: Vec<Vec<W>> = Vec::with_capacity(max + 1);
    for n in 0..=max {
        let mut row = vec![W::one(); n + 1];
        for k in 1..n {
            row[k] = rows[n - 1][k - 1].add(&rows[n - 1][k])?;
        }
        rows.push(row);
    }
    Some(rows)
}

/// `base^exp` by squaring, checked.
pub(crate) fn pow<W: Weight>(base: &W, mut exp: u32) -> Option<W> {
    let mut result = W::one();
    let mut b = base.clone();
    while exp > 0 {
        if exp & 1 == 1 {
            result = result.mul(&b)?;
        }
        exp >>= 1;
        if exp > 0 {
            b = b.mul(&b)?;
        }
    }
    Some(result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn u128_reports_overflow_instead_of_wrapping() {
        assert_eq!(u128::MAX.add(&1), None);
        assert_eq!((u128::MAX / 2 + 1).mul(&2), None);
        assert_eq!(pow(&10u128, 39), None);
        assert_eq!(pow(&10u128, 38), Some(10u128.pow(38)));
    }

    #[test]
    fn binomials_match_pascal() {
        let rows = binomials::<u128>(10).unwrap();
        assert_eq!(rows[10][5], 252);
        assert_eq!(rows[4], vec![1, 4, 6, 4, 1]);
        assert!(binomials::<u128>(200).is_none());
        let big = binomials::<BigUint>(200).unwrap();
        assert_eq!(big[200][1], BigUint::from(200u32));
    }

    #[test]
    fn ratio_of_huge_numbers_is_finite() {
        let d = BigUint::from(6u32).pow(400);
        let n = &d / 3u32;
        assert!((ratio_f64(&n, &d) - 1.0 / 3.0).abs() < 1e-12);
    }
}
