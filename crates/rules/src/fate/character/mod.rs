//! A Fate character: the sheet as written ([`sheet`]), its validation ([`check`]) into the
//! character in play ([`state`]: rolls with its penalties, hits, recovery), its stress tracks and consequences,
//! powers and power points, followers, minion groups, and its state moved outside a conflict
//! ([`changes`]).

pub mod changes;
pub mod check;
pub mod consequence;
pub mod followers;
pub mod minions;
pub mod powers;
pub mod sheet;
pub mod state;
pub mod stress;

pub use state::{Absorb, Character, Taken};
