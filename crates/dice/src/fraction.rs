//! Exact fractions for probabilities and means, printed the way the contract asks (`"n/d"`).

use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};
use serde::{Serialize, Serializer};
use std::cmp::Ordering;
use std::fmt;

/// An exact rational number in lowest terms with a positive denominator.
///
/// Serialises as the string `"n/d"` (`"0/1"`, `"1/1"`, `"-7/2"`), never as a float, so that a
/// script reading `--json` gets the exact value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Fraction {
    num: BigInt,
    den: BigUint,
}

impl Fraction {
    /// `num / den`, reduced. Panics on a zero denominator: callers build fractions from
    /// distributions, whose totals are never zero.
    pub fn new(num: BigInt, den: BigUint) -> Self {
        assert!(!den.is_zero(), "fraction with zero denominator");
        let g = num.magnitude().gcd(&den);
        let g = if g.is_zero() { BigUint::from(1u8) } else { g };
        let num = if num.is_zero() {
            BigInt::zero()
        } else {
            BigInt::from_biguint(num.sign(), num.magnitude() / &g)
        };
        let den = if num.is_zero() { BigUint::from(1u8) } else { den / g };
        Fraction { num, den }
    }

    /// `num / den` already in lowest terms (`crate::reduce`).
    pub(crate) fn from_reduced(num: BigUint, den: BigUint) -> Self {
        Fraction {
            num: BigInt::from_biguint(Sign::Plus, num),
            den,
        }
    }

    /// A non-negative ratio of two weights.
    pub fn ratio(num: BigUint, den: BigUint) -> Self {
        Fraction::new(BigInt::from_biguint(Sign::Plus, num), den)
    }

    pub fn zero() -> Self {
        Fraction::from_int(0)
    }

    pub fn one() -> Self {
        Fraction::from_int(1)
    }

    pub fn from_int(v: i64) -> Self {
        Fraction {
            num: BigInt::from(v),
            den: BigUint::from(1u8),
        }
    }

    pub fn numer(&self) -> &BigInt {
        &self.num
    }

    pub fn denom(&self) -> &BigUint {
        &self.den
    }

    /// Nearest `f64`; for display and simulation, never for decisions that must be exact.
    pub fn to_f64(&self) -> f64 {
        let mag = crate::weight::ratio_f64(self.num.magnitude(), &self.den);
        if self.num.is_negative() {
            -mag
        } else {
            mag
        }
    }

    /// The value as a percentage with `decimals` digits, e.g. `"28,0 %"` style is left to the
    /// caller's locale; this returns the number only.
    pub fn percent(&self) -> f64 {
        self.to_f64() * 100.0
    }

    pub fn add(&self, other: &Fraction) -> Fraction {
        let num = &self.num * BigInt::from(other.den.clone()) + &other.num * BigInt::from(self.den.clone());
        Fraction::new(num, &self.den * &other.den)
    }

    pub fn sub(&self, other: &Fraction) -> Fraction {
        let neg = Fraction {
            num: -other.num.clone(),
            den: other.den.clone(),
        };
        self.add(&neg)
    }

    pub fn mul(&self, other: &Fraction) -> Fraction {
        Fraction::new(&self.num * &other.num, &self.den * &other.den)
    }

    /// `1 − self`, for complements of probabilities.
    pub fn complement(&self) -> Fraction {
        Fraction::one().sub(self)
    }

    /// Whether this is a whole number small enough for an `i64`.
    pub fn as_i64(&self) -> Option<i64> {
        (self.den == BigUint::from(1u8)).then(|| self.num.to_i64()).flatten()
    }
}

impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

impl Serialize for Fraction {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl PartialOrd for Fraction {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Fraction {
    fn cmp(&self, other: &Self) -> Ordering {
        let a = &self.num * BigInt::from(other.den.clone());
        let b = &other.num * BigInt::from(self.den.clone());
        a.cmp(&b)
    }
}

impl std::str::FromStr for Fraction {
    type Err = String;

    /// Parses `"n/d"` or a whole number; used by tests and tools reading `--json` back.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (n, d) = s.split_once('/').unwrap_or((s, "1"));
        let num: BigInt = n.trim().parse().map_err(|_| format!("numerador no válido: {n}"))?;
        let den: BigUint = d.trim().parse().map_err(|_| format!("denominador no válido: {d}"))?;
        if den.is_zero() {
            return Err("denominador cero".into());
        }
        Ok(Fraction::new(num, den))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(s: &str) -> Fraction {
        s.parse().unwrap()
    }

    #[test]
    fn reduces_and_prints_like_the_contract() {
        assert_eq!(f("28/1000").to_string(), "7/250");
        assert_eq!(f("0/216").to_string(), "0/1");
        assert_eq!(f("216/216").to_string(), "1/1");
        assert_eq!(f("-6/4").to_string(), "-3/2");
        assert_eq!(serde_json::to_string(&f("1/216")).unwrap(), "\"1/216\"");
    }

    #[test]
    fn arithmetic_and_order() {
        assert_eq!(f("1/6").add(&f("1/3")), f("1/2"));
        assert_eq!(f("1/6").complement(), f("5/6"));
        assert_eq!(f("2/3").mul(&f("3/4")), f("1/2"));
        assert!(f("1/3") < f("1/2"));
        assert!(f("-1/2") < f("0/1"));
        assert_eq!(f("7/1").as_i64(), Some(7));
        assert_eq!(f("7/2").as_i64(), None);
    }
}
