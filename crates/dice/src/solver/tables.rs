//! Integer numerators and the tables the solver keeps: stop values per class of `made`, and
//! values per number of rerolls left.

use super::index::Space;
use super::kernel::par_chunks;
use super::one_at_a_time::Meta;
use super::{RerollGame, SolveError};
use crate::Dist;
use std::fmt::Debug;
use std::ops::{Add, AddAssign, Mul};
use std::sync::atomic::{AtomicBool, Ordering};

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

/// Stop values for every state, tabulated once per distinct [`RerollGame::made_class`].
#[derive(Clone, Debug)]
pub(crate) struct StopTables<T> {
    /// `class_of[made]`: which table holds the stop values after `made` rerolls.
    pub class_of: Vec<usize>,
    pub tables: Vec<Vec<T>>,
}

impl<T> StopTables<T> {
    pub fn for_made(&self, made: u32) -> &[T] {
        &self.tables[self.class_of[made as usize]]
    }
}

/// Stop tables as the rules gave them: `i32` when every value fits (the usual case, and then
/// an `i32` solver uses them without a copy), `i64` otherwise.
#[derive(Clone, Debug)]
pub(crate) enum RawStops {
    Narrow(StopTables<i32>),
    Wide(StopTables<i64>),
}

impl RawStops {
    /// Calls the rules once per state and class, for `made` in `0..=allowance`, on `threads`
    /// threads (each filling a contiguous run of states).
    pub fn compute(game: &dyn RerollGame, space: &Space, allowance: u32, threads: usize) -> Self {
        let mut keys: Vec<u32> = Vec::new();
        let mut firsts: Vec<u32> = Vec::new();
        let mut class_of = Vec::new();
        for made in 0..=allowance {
            let key = game.made_class(made);
            let class = keys.iter().position(|&k| k == key).unwrap_or_else(|| {
                keys.push(key);
                firsts.push(made);
                keys.len() - 1
            });
            class_of.push(class);
        }
        let narrow: Option<Vec<Vec<i32>>> = firsts
            .iter()
            .map(|&made| {
                let mut t = vec![0i32; space.len];
                let fits = AtomicBool::new(true);
                par_chunks(threads, &mut t, 1, |start, run| {
                    crate::meter::tick(run.len() as u64 * super::cost::STOP);
                    let mut ok = true;
                    space.for_each_in(start..start + run.len(), |idx, dice| {
                        let v = game.stop_value(dice, made);
                        ok &= i32::try_from(v).is_ok();
                        run[idx - start] = v as i32;
                    });
                    if !ok {
                        fits.store(false, Ordering::Relaxed);
                    }
                });
                fits.into_inner().then_some(t)
            })
            .collect();
        match narrow {
            Some(tables) => RawStops::Narrow(StopTables { class_of, tables }),
            None => {
                // Rare: some stop value needs 64 bits. Tabulate again, wide.
                let tables = firsts
                    .iter()
                    .map(|&made| {
                        let mut t = vec![0i64; space.len];
                        par_chunks(threads, &mut t, 1, |start, run| {
                            crate::meter::tick(run.len() as u64 * super::cost::STOP);
                            space.for_each_in(start..start + run.len(), |idx, dice| {
                                run[idx - start] = game.stop_value(dice, made);
                            });
                        });
                        t
                    })
                    .collect();
                RawStops::Wide(StopTables { class_of, tables })
            }
        }
    }

    /// The stop value after `made` rerolls of state `idx`.
    pub fn get(&self, made: u32, idx: usize) -> i64 {
        match self {
            RawStops::Narrow(t) => i64::from(t.for_made(made)[idx]),
            RawStops::Wide(t) => t.for_made(made)[idx],
        }
    }

    /// The largest `|stop value|` in any table.
    pub fn max_abs(&self) -> u128 {
        match self {
            RawStops::Narrow(t) => t.tables.iter().flatten().map(|v| u128::from(v.unsigned_abs())).max(),
            RawStops::Wide(t) => t.tables.iter().flatten().map(|v| u128::from(v.unsigned_abs())).max(),
        }
        .unwrap_or(0)
    }

    /// The same tables in the solver's numerator type (every value fits: see [`pick_width`]).
    pub fn narrow<N: Num>(self) -> StopTables<N> {
        match self {
            RawStops::Narrow(t) => StopTables {
                class_of: t.class_of,
                tables: t.tables.into_iter().map(N::from_i32s).collect(),
            },
            RawStops::Wide(t) => StopTables {
                class_of: t.class_of,
                tables: t
                    .tables
                    .into_iter()
                    .map(|t| t.into_iter().map(|v| N::from_i128(i128::from(v))).collect())
                    .collect(),
            },
        }
    }
}

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

/// Read access to a solved game's tables whatever their numerator type.
pub(crate) trait Store: Send + Sync {
    /// The numerator (over `L^r`) of the value with `r` rerolls left.
    fn value(&self, r: usize, idx: usize) -> i128;
    /// The plain stop value after `made` rerolls.
    fn stop(&self, made: u32, idx: usize) -> i128;
    /// See [`Solution::distribution`](super::Solution::distribution).
    fn distribution(&self, meta: &Meta, f: &dyn Fn(&[&[u8]], u32) -> i64) -> Result<Dist, SolveError>;
}

/// All value levels (`levels[r]`, `r` rerolls left) plus the stop tables.
pub(crate) struct Tables<N> {
    pub levels: Vec<Vec<N>>,
    pub stops: StopTables<N>,
}

impl<N: Num> Store for Tables<N> {
    #[inline]
    fn value(&self, r: usize, idx: usize) -> i128 {
        self.levels[r][idx].to_i128()
    }
    #[inline]
    fn stop(&self, made: u32, idx: usize) -> i128 {
        self.stops.for_made(made)[idx].to_i128()
    }
    fn distribution(&self, meta: &Meta, f: &dyn Fn(&[&[u8]], u32) -> i64) -> Result<Dist, SolveError> {
        super::policy::distribution(meta, &self.levels, &self.stops, f)
    }
}
