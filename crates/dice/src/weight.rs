//! Integer weights: the numerators of an exact distribution.
//!
//! Every algorithm in this crate is written once, generic over [`Weight`], and run first with
//! `u128` (fast, on the stack). The `u128` arithmetic is *checked*: when a result would not fit,
//! the operation returns `None` and the caller reruns the same algorithm with [`BigUint`]
//! weights, which never overflow. Results are therefore always exact — nothing wraps silently.
//!
//! Between the two sit fixed-width integers ([`Wide`], 192 to 512 bits, on the stack): a
//! computation whose numbers are known in advance to need, say, 300 bits (the weights of
//! `100d6` are at most `6^100`) runs straight away with the narrowest width that holds them
//! ([`run_exact`]) instead of allocating a big integer for every addition. The prediction only
//! picks where to start: every width is checked too, and an overflow moves on to the next one.

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
    /// `None` if `v` does not fit.
    fn try_from_u128(v: u128) -> Option<Self>;
    /// `None` if `v` does not fit.
    fn try_from_big(v: &BigUint) -> Option<Self>;
    /// `None` if `self` does not fit in a `u128`.
    fn try_to_u128(&self) -> Option<u128>;
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
    fn try_from_u128(v: u128) -> Option<Self> {
        Some(v)
    }
    fn try_from_big(v: &BigUint) -> Option<Self> {
        ToPrimitive::to_u128(v)
    }
    fn try_to_u128(&self) -> Option<u128> {
        Some(*self)
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
    fn try_from_u128(v: u128) -> Option<Self> {
        Some(BigUint::from(v))
    }
    fn try_from_big(v: &BigUint) -> Option<Self> {
        Some(v.clone())
    }
    fn try_to_u128(&self) -> Option<u128> {
        ToPrimitive::to_u128(self)
    }
    fn add_assign(&mut self, other: &Self) -> Option<()> {
        *self += other;
        Some(())
    }
}

/// An unsigned integer of `L` 64-bit limbs (least significant first), with checked arithmetic.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Wide<const L: usize>([u64; L]);

impl<const L: usize> Weight for Wide<L> {
    fn zero() -> Self {
        Wide([0; L])
    }
    fn one() -> Self {
        Self::from_u64(1)
    }
    fn from_u64(v: u64) -> Self {
        let mut limbs = [0; L];
        limbs[0] = v;
        Wide(limbs)
    }
    #[inline]
    fn is_zero(&self) -> bool {
        self.0.iter().all(|&x| x == 0)
    }
    #[inline]
    fn add(&self, other: &Self) -> Option<Self> {
        let mut out = [0u64; L];
        let mut carry = false;
        for (i, o) in out.iter_mut().enumerate() {
            let (s, c1) = self.0[i].overflowing_add(other.0[i]);
            let (s, c2) = s.overflowing_add(carry as u64);
            *o = s;
            carry = c1 | c2;
        }
        (!carry).then_some(Wide(out))
    }
    #[inline]
    fn sub(&self, other: &Self) -> Option<Self> {
        let mut out = [0u64; L];
        let mut borrow = false;
        for (i, o) in out.iter_mut().enumerate() {
            let (d, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (d, b2) = d.overflowing_sub(borrow as u64);
            *o = d;
            borrow = b1 | b2;
        }
        (!borrow).then_some(Wide(out))
    }
    #[inline]
    fn mul(&self, other: &Self) -> Option<Self> {
        let mut out = [0u64; L];
        for i in 0..L {
            let a = self.0[i];
            if a == 0 {
                continue;
            }
            // Limbs of `other` that would land at or past position L must be zero.
            if other.0[L - i..].iter().any(|&b| b != 0) {
                return None;
            }
            let mut carry = 0u64;
            for j in 0..L - i {
                let t = a as u128 * other.0[j] as u128 + out[i + j] as u128 + carry as u128;
                out[i + j] = t as u64;
                carry = (t >> 64) as u64;
            }
            if carry != 0 {
                return None;
            }
        }
        Some(Wide(out))
    }
    fn to_big(&self) -> BigUint {
        let digits: Vec<u32> = self.0.iter().flat_map(|&x| [x as u32, (x >> 32) as u32]).collect();
        BigUint::new(digits)
    }
    fn try_from_u128(v: u128) -> Option<Self> {
        let mut limbs = [0; L];
        limbs[0] = v as u64;
        let high = (v >> 64) as u64;
        if L > 1 {
            limbs[1] = high;
        } else if high != 0 {
            return None;
        }
        Some(Wide(limbs))
    }
    fn try_from_big(v: &BigUint) -> Option<Self> {
        let digits = v.to_u64_digits();
        if digits.len() > L {
            return None;
        }
        let mut limbs = [0; L];
        limbs[..digits.len()].copy_from_slice(&digits);
        Some(Wide(limbs))
    }
    fn try_to_u128(&self) -> Option<u128> {
        if self.0.iter().skip(2).any(|&x| x != 0) {
            return None;
        }
        let high = if L > 1 { self.0[1] } else { 0 };
        Some(((high as u128) << 64) | self.0[0] as u128)
    }
    #[inline]
    fn add_assign(&mut self, other: &Self) -> Option<()> {
        *self = Weight::add(self, other)?;
        Some(())
    }
}

/// A computation written once for every weight type (see [`run_exact`]).
pub(crate) trait Exact {
    /// Runs with weights of type `W`; `None` if some number did not fit.
    fn run<W: Weight>(&self) -> Option<Vec<W>>;
}

/// Runs `job` with the narrowest weight type that holds numbers of `bits` bits — the caller's
/// bound on every number the job makes — and on overflow with the next wider one, ending with
/// big integers. The result is stored as `u128` when its total fits, as big integers otherwise.
pub(crate) fn run_exact(job: &impl Exact, bits: u64) -> Weights {
    if bits <= 128 {
        if let Some(w) = job.run::<u128>() {
            return Weights::from_vec(w);
        }
    }
    if bits <= 192 {
        if let Some(w) = job.run::<Wide<3>>() {
            return Weights::from_vec(w);
        }
    }
    if bits <= 256 {
        if let Some(w) = job.run::<Wide<4>>() {
            return Weights::from_vec(w);
        }
    }
    if bits <= 384 {
        if let Some(w) = job.run::<Wide<6>>() {
            return Weights::from_vec(w);
        }
    }
    if bits <= 512 {
        if let Some(w) = job.run::<Wide<8>>() {
            return Weights::from_vec(w);
        }
    }
    Weights::from_big(job.run::<BigUint>().expect("big weights never overflow"))
}

/// An upper bound on the bits of `total^n` (plus one spare bit), for [`run_exact`].
pub(crate) fn power_bits(total: &BigUint, n: u64) -> u64 {
    if total.bits() <= 1 {
        return 1;
    }
    // log2 from the top 64 bits; rounding is covered by the spare bits (and by checking).
    let shift = total.bits().saturating_sub(64);
    let top = (total >> shift).to_u64().unwrap_or(u64::MAX) as f64;
    let log2 = top.log2() + shift as f64;
    (log2 * n as f64).ceil() as u64 + 2
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

    pub(crate) fn is_one_at(&self, i: usize) -> bool {
        match self {
            Weights::Small(w) => w[i] == 1,
            Weights::Big(w) => w[i] == BigUint::from(1u8),
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

    /// Weights of any type, as `u128` when their total fits, as big integers otherwise.
    pub(crate) fn from_vec<W: Weight>(w: Vec<W>) -> Self {
        let mut total = 0u128;
        let mut small = Vec::with_capacity(w.len());
        for x in &w {
            match x.try_to_u128().and_then(|x| total.checked_add(x).map(|t| (x, t))) {
                Some((x, t)) => {
                    total = t;
                    small.push(x);
                }
                None => return Weights::Big(w.iter().map(Weight::to_big).collect()),
            }
        }
        Weights::Small(small)
    }

    /// The total (the denominator), as a big integer.
    pub(crate) fn total(&self) -> BigUint {
        match self {
            Weights::Small(w) => BigUint::from(w.iter().sum::<u128>()),
            Weights::Big(w) => w.iter().sum(),
        }
    }

    /// Every weight as `W`; `None` if one does not fit.
    pub(crate) fn to_vec<W: Weight>(&self) -> Option<Vec<W>> {
        match self {
            Weights::Small(w) => w.iter().map(|&x| W::try_from_u128(x)).collect(),
            Weights::Big(w) => w.iter().map(W::try_from_big).collect(),
        }
    }

    /// Drops zero weights from both ends; returns how many were dropped from the front, or
    /// `None` if every weight is zero.
    pub(crate) fn trim(&mut self) -> Option<usize> {
        fn trim_vec<T>(w: &mut Vec<T>, zero: impl Fn(&T) -> bool) -> Option<usize> {
            let first = w.iter().position(|x| !zero(x))?;
            let last = w.iter().rposition(|x| !zero(x))?;
            w.truncate(last + 1);
            w.drain(..first);
            Some(first)
        }
        match self {
            Weights::Small(w) => trim_vec(w, |x| *x == 0),
            Weights::Big(w) => trim_vec(w, Zero::is_zero),
        }
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

/// Binomial coefficients `C(n, k)` for `k ≤ n ≤ max`, as weights (Pascal's triangle): the
/// reference the pool's one-row version is tested against.
#[cfg(test)]
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

    /// A few hundred numbers of every size up to 512 bits, from a fixed-seed generator.
    fn samples() -> Vec<BigUint> {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut out = vec![BigUint::from(0u8), BigUint::from(1u8), BigUint::from(u64::MAX)];
        for _ in 0..300 {
            let bits = next() % 520;
            let mut v = BigUint::from(0u8);
            for _ in 0..bits.div_ceil(64) {
                v = (v << 64u32) + next();
            }
            out.push(v >> (bits.div_ceil(64) * 64 - bits));
        }
        out
    }

    fn check_against_big<W: Weight>(limit_bits: u64) {
        let limit = BigUint::from(1u8) << limit_bits;
        let fits = |v: &BigUint| v < &limit;
        let all = samples();
        for a in &all {
            let wa = W::try_from_big(a);
            assert_eq!(wa.is_some(), fits(a), "{a}");
            let Some(wa) = wa else { continue };
            assert_eq!(&wa.to_big(), a);
            assert_eq!(wa.try_to_u128(), ToPrimitive::to_u128(a));
            for b in all.iter().step_by(7) {
                let Some(wb) = W::try_from_big(b) else { continue };
                let sum = a + b;
                assert_eq!(wa.add(&wb).map(|x| x.to_big()), fits(&sum).then_some(sum));
                let product = a * b;
                assert_eq!(wa.mul(&wb).map(|x| x.to_big()), fits(&product).then(|| product.clone()));
                assert_eq!(wa.sub(&wb).map(|x| x.to_big()), (a >= b).then(|| a - b));
            }
        }
    }

    #[test]
    fn wide_integers_agree_with_big_integers_and_report_overflow() {
        check_against_big::<u128>(128);
        check_against_big::<Wide<2>>(128);
        check_against_big::<Wide<3>>(192);
        check_against_big::<Wide<4>>(256);
        check_against_big::<Wide<8>>(512);
        assert_eq!(Wide::<1>::try_from_u128(1 << 64), None);
        assert_eq!(
            pow(&Wide::<4>::from_u64(10), 77).map(|x| x.to_big()),
            Some(BigUint::from(10u8).pow(77))
        );
        assert_eq!(pow(&Wide::<4>::from_u64(10), 78), None);
    }

    /// `C(n, k)` summed over a row, in a job whose size the caller underestimates.
    struct RowSum(usize);

    impl Exact for RowSum {
        fn run<W: Weight>(&self) -> Option<Vec<W>> {
            binomials::<W>(self.0)?.pop()
        }
    }

    #[test]
    fn run_exact_moves_on_to_wider_numbers_when_the_estimate_is_short() {
        // Row 400 of Pascal's triangle needs ~400 bits; claim it needs 10.
        let w = run_exact(&RowSum(400), 10);
        assert!(matches!(w, Weights::Big(_)));
        assert_eq!(w.total(), BigUint::from(1u8) << 400u32);
        let w = run_exact(&RowSum(100), 10);
        assert_eq!(w.total(), BigUint::from(1u8) << 100u32);
        assert!(matches!(w, Weights::Small(_)));
        assert_eq!(power_bits(&BigUint::from(6u8), 100), 261);
        assert!(power_bits(&BigUint::from(10u8).pow(40), 3) >= 399);
    }
}
