//! One PORTAL roll: what it is asked with ([`spec`]), how a throw reads ([`reading`]), the
//! state machine ([`machine`]), what it changes and what happened to each die ([`effects`],
//! [`notes`]), its transcript, its exact odds, the best rerolls ([`advice`]) and a Monte Carlo
//! cross-check ([`sim`]).

pub mod advice;
pub mod effects;
pub mod machine;
pub mod notes;
pub mod odds;
pub mod outcome;
pub mod reading;
pub mod sim;
pub mod spec;
pub mod transcript;

pub use machine::{PortalRoll, Step};
