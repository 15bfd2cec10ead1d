//! One CHASIS check, or a success bought instead of it ([`automatic`]): what it is asked with and what is settled before any die is thrown
//! ([`prepare`]), rolling it ([`roll`]), its verdict and grade ([`grade`], [`gradual`]), its
//! exact odds ([`odds`]), an opponent's level ([`level`]) and what the DJ may do to it after
//! ([`dj`]).

pub mod automatic;
pub mod dj;
pub mod grade;
pub mod gradual;
pub mod level;
pub mod odds;
pub mod prepare;
pub mod roll;

pub use prepare::{expr_bounds, parse_modifier, prepare, Check, Prepared, BASE_GROUP, MODIFIER_GROUP};
