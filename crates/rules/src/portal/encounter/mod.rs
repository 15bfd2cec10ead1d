//! The encounter tracker (§5.1): a fight played round by round over [`super::combat`]'s rules —
//! its participants ([`combatant`]), their plans ([`plan`]) and how the tracker applies them
//! ([`moves`]), the tracker itself
//! ([`tracker`]), one action ([`act`]), stacked units, the log, the TOML file, and what an
//! attack may add ([`attack`]: defence, escapes, fumbles, grapples, called shots, multiple
//! attacks, protecting someone, the second reroll window).

pub(crate) mod act;
pub mod attack;
pub(crate) mod combatant;
pub mod file;
pub(crate) mod log;
pub mod moves;
pub mod plan;
pub mod tracker;
pub(crate) mod units;

pub use combatant::{CombatFortes, Combatant};
pub use log::{Entry, Skip, Slot};
pub use plan::Rerolls;
pub use tracker::{Encounter, EncounterError, Standing};
