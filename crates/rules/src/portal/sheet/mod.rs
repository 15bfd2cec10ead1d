//! A PORTAL character: the sheet ([`character`]), the rules it must keep ([`check`]) and the
//! soft limits worth a second look ([`warnings`]), its costs in PP ([`costs`]), what it implies
//! ([`derived`]), and what changes on it in play ([`state`]).

pub mod character;
pub(crate) mod check;
pub mod costs;
pub mod derived;
pub mod state;
pub mod warnings;

pub use character::{
    CastValues, Character, Concept, Creation, Equipment, ForteEntry, Frequency, Kind, Limitation, Quirk, Reserve,
    Roles, SheetError,
};
