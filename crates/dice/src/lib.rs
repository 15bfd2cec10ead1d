//! # tirada-dice
//!
//! The game-independent half of tirada: dice, exact distributions, pools that keep some of their
//! dice, exploding dice, where faces come from (a seeded RNG or faces typed in from physical
//! dice), and the generic dice notation.
//!
//! Everything here is exact: a [`Dist`] holds integer weights over a common denominator
//! (`u128` while they fit, big integers after), and probabilities come out as [`Fraction`]s.
//!
//! ```
//! use tirada_dice::notation::parse;
//!
//! let odds = parse("3d10km").unwrap().odds(10).unwrap();
//! assert_eq!(odds.dist.prob(1).to_string(), "7/250"); // 28/1000
//! ```

// First, so that every module below can use its `worded!` macros.
#[macro_use]
pub mod words;
pub mod complaint;
pub mod cost;
pub mod die;
pub mod dist;
pub mod explode;
pub mod fraction;
pub mod meter;
pub mod notation;
pub mod ops;
pub mod pool;
pub mod reduce;
pub mod solver;
pub mod source;
pub mod weight;

pub use die::Die;
pub use dist::{Dist, ValueProb};
pub use fraction::Fraction;
pub use pool::{keep_sum, Keep, KeepError};
pub use reduce::{Over, Row};
pub use source::{DiceSource, FastDice, SeededDice, SourceError, TypedDice};
pub use words::{WordArg, Worded, Words};
