//! One Hitos test: the faces read into a value, a total and an outcome ([`resolve`]), the state
//! machine with its one aspect activation ([`machine`]), its transcript, exact odds and their
//! report, the best activation ([`advice`]), and opposed and extended tests.

pub mod advice;
pub mod extended;
pub mod machine;
pub mod odds;
pub mod opposed;
pub mod report;
pub mod resolve;
pub mod transcript;

pub use machine::{Activation, HitosRoll, Reroll, Step, ACTIVATOR, ROLLER};
