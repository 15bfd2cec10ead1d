//! One-die-at-a-time rerolls (PORTAL): backward induction over the number of rerolls left.
//!
//! `V_0 = stop(made = A)` and
//! `V_r(x) = max(stop(x, A − r), max over allowed (g, a) of (1/s_g)·Σ_b V_{r−1}(x − a_g + b_g))`,
//! one dense level at a time (`kernel.rs`).
//!
//! **Pruning:** only distinct faces are actions (the multiset canonicalisation), dice blocked by
//! [`RerollGame::can_reroll`] and groups without dice contribute no pass, stop values are
//! tabulated once per [`RerollGame::made_class`], and the odds keep two levels only. No
//! per-state pruning: with dense rows, skipping a state costs more than the one `max` it saves.

use super::cost::{Kept, Shape};
use super::game::{RerollGame, SolveError};
use super::index::Space;
use super::kernel::work_per_state;
use super::kernel::{Kernel, Moves};
use super::num::{pick_width, Num, Width};
use super::solution::Solution;
use super::tables::{Meta, RawStops, Tables};
use crate::Fraction;
use num_bigint::{BigInt, BigUint};
use num_integer::Integer;

/// How to run the solver.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SolveOptions {
    /// Worker threads for the stop tables and the level passes; 0 picks automatically: one below
    /// a million states (PORTAL's usual shapes solve in milliseconds, and on a shared machine
    /// extra threads mostly wait), otherwise the available cores, at most 8.
    pub threads: usize,
}

impl SolveOptions {
    /// Single-threaded, as the benchmarks' targets are stated.
    pub fn single_threaded() -> Self {
        SolveOptions { threads: 1 }
    }

    fn threads_for(self, states: usize) -> usize {
        match self.threads {
            0 if states < 1_000_000 => 1,
            0 => std::thread::available_parallelism().map_or(1, |n| n.get().min(8)),
            n => n,
        }
    }
}

/// Everything computed before the numerator type is known.
struct Prepared {
    meta: Meta,
    stops: RawStops,
    width: Width,
    moves: Vec<Moves>,
}

impl Prepared {
    /// The game's space, stop tables and moves, refused before the heavy work when what `kept`
    /// asks for would not fit the solver's bounds (`cost.rs`).
    fn new(game: &dyn RerollGame, allowance: u32, options: SolveOptions, kept: Kept) -> Result<Self, SolveError> {
        let space = Space::new(game.groups())?;
        let threads = options.threads_for(space.len);
        let lcm = space
            .tables
            .iter()
            .filter(|t| t.count > 0)
            .fold(1u64, |l, t| l.lcm(&u64::from(t.sides)));
        let allowed: Vec<Vec<bool>> = space
            .tables
            .iter()
            .enumerate()
            .map(|(g, t)| (1..=t.sides).map(|a| game.can_reroll(g, a)).collect())
            .collect();
        let moves: Vec<Moves> = space
            .tables
            .iter()
            .zip(&allowed)
            .map(|(t, a)| Moves::new(t, a))
            .collect();
        let classes = (0..=allowance)
            .map(|made| game.made_class(made))
            .collect::<std::collections::BTreeSet<_>>()
            .len() as u64;
        let per_state = work_per_state(&space, &moves);
        let shape = Shape {
            states: space.len as u64,
            classes,
            allowance,
            per_state,
            kept,
            mass: super::policy::mass_bytes(&space, lcm, allowance),
        };
        // Priced with the narrowest numbers first, again once the stop values are known.
        shape.check(4)?;
        let stops = RawStops::compute(game, &space, allowance, threads);
        let width = pick_width(stops.max_abs(), lcm, allowance)?;
        shape.check(width.bytes())?;
        let meta = Meta {
            space,
            lcm,
            allowance,
            allowed,
            threads,
        };
        Ok(Prepared {
            meta,
            stops,
            width,
            moves,
        })
    }

    /// Runs the backward induction; with `keep_all` every level is returned (`levels[r]`),
    /// otherwise only `V_A` (as a one-element vector).
    fn run<N: Num>(self, keep_all: bool) -> (Meta, Tables<N>) {
        let Prepared { meta, stops, moves, .. } = self;
        let (space, lcm, allowance) = (&meta.space, meta.lcm, meta.allowance);
        let stops = stops.narrow::<N>();
        let kernel = Kernel {
            space,
            moves: &moves,
            weights: space
                .tables
                .iter()
                .map(|t| N::from_i128(i128::from(lcm / u64::from(t.sides))))
                .collect(),
            threads: meta.threads,
        };
        let l = N::from_i128(i128::from(lcm));
        // `levels[r]` with `keep_all`; otherwise only the latest level, its predecessor's buffer
        // kept in `spare` for reuse, and level 0 read straight from the stop table.
        let mut levels: Vec<Vec<N>> = Vec::new();
        if keep_all || allowance == 0 {
            levels.push(stops.for_made(allowance).to_vec());
        }
        let mut spare: Option<Vec<N>> = None;
        let mut pow = N::from_i128(1);
        let mut scratch = Vec::new();
        for r in 1..=allowance {
            pow = pow * l;
            let mut cur = spare.take().unwrap_or_else(|| vec![N::default(); space.len]);
            let prev = levels.last().map_or(stops.for_made(allowance), |v| v.as_slice());
            kernel.step(prev, stops.for_made(allowance - r), pow, &mut cur, &mut scratch);
            if !keep_all {
                spare = levels.pop();
            }
            levels.push(cur);
        }
        (meta, Tables { levels, stops })
    }
}

/// Solves the game keeping every level, for [`Solution::value`] and [`Solution::advise`].
///
/// Memory: one numerator per state and level (`allowance + 1` levels) plus the stop tables and
/// what [`Solution::distribution`] needs; a game beyond [`super::MAX_BYTES`] is refused before
/// the work (the worst PORTAL case, four colours of three d6 with five rerolls, would take
/// about 650 MiB). Use [`odds`] when only the pre-throw value is needed.
pub fn solve(game: &dyn RerollGame, allowance: u32) -> Result<Solution, SolveError> {
    solve_with(game, allowance, SolveOptions::default())
}

/// [`solve`] with explicit options.
pub fn solve_with(game: &dyn RerollGame, allowance: u32, options: SolveOptions) -> Result<Solution, SolveError> {
    fn go<N: Num>(p: Prepared) -> Solution {
        let (meta, tables) = p.run::<N>(true);
        let a = meta.allowance;
        let odds = pre_throw(&meta.space, &tables.levels[a as usize], meta.lcm, a);
        Solution::new(meta, Box::new(tables), odds)
    }
    let p = Prepared::new(game, allowance, options, Kept::Every)?;
    Ok(match p.width {
        Width::I32 => go::<i32>(p),
        Width::I64 => go::<i64>(p),
        Width::I128 => go::<i128>(p),
    })
}

/// The expected value before the throw under the best policy with `allowance` rerolls, keeping
/// only two value levels in memory.
pub fn odds(game: &dyn RerollGame, allowance: u32) -> Result<Fraction, SolveError> {
    odds_with(game, allowance, SolveOptions::default())
}

/// [`odds`] with explicit options.
pub fn odds_with(game: &dyn RerollGame, allowance: u32, options: SolveOptions) -> Result<Fraction, SolveError> {
    fn go<N: Num>(p: Prepared) -> Fraction {
        let (meta, tables) = p.run::<N>(false);
        let last = tables.levels.last().expect("level A");
        pre_throw(&meta.space, last, meta.lcm, meta.allowance)
    }
    let p = Prepared::new(game, allowance, options, Kept::Two)?;
    Ok(match p.width {
        Width::I32 => go::<i32>(p),
        Width::I64 => go::<i64>(p),
        Width::I128 => go::<i128>(p),
    })
}

/// `Σ_x P(first throw = x)·V(x)`: multinomial weights per group over `Π s_g^{c_g}`, values over
/// `L^r`.
pub(crate) fn pre_throw<N: Num>(space: &Space, values: &[N], lcm: u64, r: u32) -> Fraction {
    let total = weighted_i128(space, values).unwrap_or_else(|| weighted_big(space, values));
    let mut den = BigUint::from(lcm).pow(r);
    for t in &space.tables {
        den *= BigUint::from(t.sides).pow(u32::from(t.count));
    }
    Fraction::new(total, den)
}

/// The weighted sum with checked `i128`, reducing one group at a time (last group first).
fn weighted_i128<N: Num>(space: &Space, values: &[N]) -> Option<BigInt> {
    let Some(last) = space.tables.last() else {
        return Some(BigInt::from(values[0].to_i128()));
    };
    let mut acc = values
        .chunks_exact(last.len)
        .map(|c| {
            c.iter().zip(&last.weight).try_fold(0i128, |s, (v, &w)| {
                s.checked_add(v.to_i128().checked_mul(i128::from(w))?)
            })
        })
        .collect::<Option<Vec<i128>>>()?;
    for t in space.tables.iter().rev().skip(1) {
        acc = acc
            .chunks_exact(t.len)
            .map(|c| {
                c.iter()
                    .zip(&t.weight)
                    .try_fold(0i128, |s, (&v, &w)| s.checked_add(v.checked_mul(i128::from(w))?))
            })
            .collect::<Option<Vec<i128>>>()?;
    }
    Some(BigInt::from(acc[0]))
}

/// The same sum with big integers, for games whose totals outgrow `i128`.
fn weighted_big<N: Num>(space: &Space, values: &[N]) -> BigInt {
    let mut total = BigInt::from(0);
    for (idx, v) in values.iter().enumerate() {
        let w: BigInt = (0..space.tables.len())
            .map(|g| BigInt::from(space.tables[g].weight[space.digit(idx, g)]))
            .product();
        total += w * v.to_i128();
    }
    total
}
