//! # tirada-rules
//!
//! One module per game system, each a pure roll machine over `tirada-dice`.

pub mod chasis;
pub mod fate;
pub mod hitos;
pub mod mirilla;
pub mod portal;
