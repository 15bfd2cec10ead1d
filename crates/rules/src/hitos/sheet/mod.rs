//! The Hitos character sheet ([`character`]: every field the chapter mentions, and what it
//! implies) and its validation ([`check`]); files are read by [`crate::sheet_file`], and what a
//! sheet does with its aspects is [`super::aspects`].

pub mod character;
pub mod check;

pub use crate::hitos::aspects::kinds::ExhaustedUntil;
pub use character::{
    Characteristics, Derived, Exhausted, Kind, Protection, Secuela, Sheet, Skill, SkillRole, TemporaryAspect, Weapon,
    SCHEMA,
};
