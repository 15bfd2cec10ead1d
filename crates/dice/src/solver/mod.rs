//! The generic best-reroll solver: expectimax over the states of a roll machine.
//!
//! A game is a list of dice *groups* (a PORTAL colour, a tempt die, Hitos' 3d10), each of
//! `count` dice with faces `1..=sides`, plus an integer [`RerollGame::stop_value`] of stopping
//! with the dice on the table. Two decision problems are solved exactly:
//!
//! * [`solve`] / [`odds`] — **one die at a time** (PORTAL): with an allowance of `A` rerolls the
//!   player looks at the dice, stops or rerolls one die, looks again, and so on. A
//!   [`Solution`] gives the value and the advice at any point, and the exact distribution of
//!   any quantity (PORTAL's total) when the advice is followed;
//! * [`best_subset`] / [`subset_odds`] — **one simultaneous reroll of a chosen sub-multiset**
//!   (Hitos' aspect activation), for the roller (best choice) or an adversary (worst choice).
//!
//! ## Canonicalisation
//!
//! Order inside a group never matters, so a state is one *sorted multiset per group*, ranked
//! densely by the combinatorial number system (`index.rs`) and combined across groups as a
//! mixed-radix number. Rerolls already made are not part of the state: value tables are kept
//! per number of rerolls left, and [`RerollGame::made_class`] tells the solver which counts
//! share stop values, so PORTAL computes two stop tables instead of six.
//!
//! ## Exactness
//!
//! With `L` the lcm of the groups' sides, the value with `r` rerolls left is an integer over
//! `L^r` (stop values are integers, and one reroll of a `d s` averages `s` values with weight
//! `L/s`). The solver therefore works on integer numerators only — `i32` when
//! `max|stop|·L^A` fits, else `i64` or `i128` — and turns them into [`Fraction`]s at the edge.
//! Nothing is rounded and nothing overflows: a game too large for `i128` is refused.
//!
//! ## Speed
//!
//! Value tables are dense arrays over the state rank; each level is a few vectorisable passes
//! with the "sum over the new face" tabulated once (`kernel.rs`), cache-blocked by group 0's
//! digit and optionally split across threads ([`SolveOptions`]). The worst PORTAL case, four
//! colours of three d6 with five rerolls (9 834 496 states per level), solves in about half a
//! second on one core; three colours in a few milliseconds.
//!
//! [`Fraction`]: crate::Fraction

mod cost;
mod game;
mod index;
mod kernel;
mod num;
mod one_at_a_time;
mod policy;
mod solution;
mod subset;
mod tables;

#[cfg(test)]
mod tests;

pub use cost::MAX_BYTES;
pub use game::{Group, RerollGame, SolveError};
pub use index::MAX_STATES;
pub use one_at_a_time::{odds, odds_with, solve, solve_with, SolveOptions};
pub use solution::{Advice, Choice, Move, Solution};
pub use subset::{best_subset, subset_odds, Pick, SubsetChoice};
