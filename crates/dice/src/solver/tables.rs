//! Integer numerators and the tables the solver keeps: stop values per class of `made`, and
//! values per number of rerolls left.

use super::game::RerollGame;
use super::index::Space;
use super::kernel::par_chunks;
use super::num::Num;
use std::sync::atomic::{AtomicBool, Ordering};

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

/// All value levels (`levels[r]`, `r` rerolls left) plus the stop tables.
pub(crate) struct Tables<N> {
    pub levels: Vec<Vec<N>>,
    pub stops: StopTables<N>,
}

/// What a [`Solution`] needs besides its tables.
#[derive(Clone, Debug)]
pub(crate) struct Meta {
    pub space: Space,
    pub lcm: u64,
    pub allowance: u32,
    /// `allowed[g][a − 1]`: whether a die of group `g` showing `a` may be rerolled.
    pub allowed: Vec<Vec<bool>>,
    /// Worker threads for later passes (the policy played forward).
    pub threads: usize,
}
