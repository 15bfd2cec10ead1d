//! Integer numerators: the narrowest type that holds every value of a game.

use super::game::SolveError;
use std::fmt::Debug;
use std::ops::{Add, AddAssign, Mul};

/// The integer type of the value numerators. The solver picks the narrowest one that holds
/// `max|stop|·L^A`: `i32` halves memory traffic against `i64`, and that is what the dense
/// passes are bound by.
pub(crate) trait Num:
    Copy + Ord + Default + Debug + Send + Sync + 'static + Add<Output = Self> + AddAssign + Mul<Output = Self>
{
    const MAX: i128;
    const LOWEST: Self;
    /// Callers have checked `|v| ≤ MAX`.
    fn from_i128(v: i128) -> Self;
    fn to_i128(self) -> i128;
    /// A table of `i32`s in this type (no copy for `i32` itself).
    fn from_i32s(v: Vec<i32>) -> Vec<Self>;
}

macro_rules! num {
    ($t:ty, $from_i32s:expr) => {
        impl Num for $t {
            const MAX: i128 = <$t>::MAX as i128;
            const LOWEST: Self = <$t>::MIN;
            #[inline]
            fn from_i128(v: i128) -> Self {
                debug_assert!(v.abs() <= <Self as Num>::MAX);
                v as $t
            }
            #[inline]
            fn to_i128(self) -> i128 {
                self as i128
            }
            fn from_i32s(v: Vec<i32>) -> Vec<Self> {
                $from_i32s(v)
            }
        }
    };
}
num!(i32, |v| v);
num!(i64, |v: Vec<i32>| v.into_iter().map(i64::from).collect());
num!(i128, |v: Vec<i32>| v.into_iter().map(i128::from).collect());

/// Which numerator type holds every value of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Width {
    I32,
    I64,
    I128,
}

impl Width {
    /// Bytes of one numerator.
    pub fn bytes(self) -> u64 {
        match self {
            Width::I32 => 4,
            Width::I64 => 8,
            Width::I128 => 16,
        }
    }
}

/// Every numerator (stop values scaled by `L^r`, sums of `s` values over `L^(r−1)` scaled by
/// `L/s`) is bounded by `max|stop|·L^A`; picks the narrowest type that holds it (and the scale `L^A`).
pub(crate) fn pick_width(max_abs: u128, lcm: u64, allowance: u32) -> Result<Width, SolveError> {
    let bound = u128::from(lcm)
        .checked_pow(allowance)
        .and_then(|p| p.checked_mul(max_abs.max(1)))
        .filter(|&b| b <= i128::MAX as u128)
        .ok_or(SolveError::Overflow)?;
    Ok(if bound <= i32::MAX as u128 {
        Width::I32
    } else if bound <= i64::MAX as u128 {
        Width::I64
    } else {
        Width::I128
    })
}
