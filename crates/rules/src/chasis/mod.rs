//! # CHASIS
//!
//! The universal toolkit (*Sistema universal de juegos de rol*, v.109): 2D12 + modifiers against
//! a difficulty of 13 (its average), extremes judged on the natural faces, grades multiplied by
//! the extremes, optional *aperturas*, gradual checks, level, energy, auxiliaries and contests —
//! each an option of a [`Ruleset`] a group assembles from a TOML file.
//!
//! Source: `seeds/chasis-v109.txt` (`L…` lines) through the reading aid `shared/rules/chasis.md`
//! (rules `R…`, ambiguities `A…`, examples `T…`, derived vectors `C…`/`D…`). Only the basic
//! manual is in the seed; nothing of the advanced manual is invented here.

pub mod apertura;
pub mod auxiliary;
pub mod base;
pub mod chain;
pub mod check;
pub mod contest;
pub mod development;
pub mod dj;
pub mod energy;
pub mod error;
pub mod examples;
pub mod file;
pub mod grade;
pub mod gradual;
pub mod hidden;
pub mod level;
pub mod magnitude;
pub mod margin;
pub mod odds;
pub mod reroll;
pub mod reserve;
pub mod roll;
pub mod ruleset;
pub mod sheet;
pub mod state_events;
pub mod tables;
pub mod transient;
pub mod turns;

pub use apertura::{AperturaConfig, AperturaKind, AperturaRule, ChainRoll, Continue, OverTenContinuation, Trigger};
pub use base::{BaseRoll, Extreme, ExtremeRules, FaceCondition};
pub use check::{Check, Prepared, BASE_GROUP, MODIFIER_GROUP};
pub use energy::{auto_failure, auto_success, AutoSuccess, Energy, EnergyRules, EnergySpend};
pub use error::ChasisError;
pub use grade::{grade_label, verdict, GradeRules, Multiplier, MultiplierScope, Outcome, Rounding, Verdict};
pub use gradual::Gradual;
pub use level::LevelMode;
pub use odds::{odds, CheckOdds};
pub use roll::{roll, Transcript};
pub use ruleset::Ruleset;
pub use sheet::{Quality, Sheet};
