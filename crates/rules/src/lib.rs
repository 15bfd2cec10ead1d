//! # tirada-rules
//!
//! One module per game system, each a pure roll machine over `tirada-dice`, and what more than
//! one of them reads (sheet files).

pub mod chasis;
pub mod fate;
pub mod hitos;
pub mod mirilla;
pub mod portal;
pub mod sheet_file;
