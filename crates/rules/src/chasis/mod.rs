//! # CHASIS
//!
//! The universal toolkit (*Sistema universal de juegos de rol*, v.109): 2D12 + modifiers against
//! a difficulty of 13 (its average), extremes judged on the natural faces, grades multiplied by
//! the extremes, optional *aperturas*, gradual checks, level, energy, auxiliaries and contests —
//! each an option of a [`Ruleset`] a group assembles from a TOML file.
//!
//! Source: `seeds/chasis-v109.txt` (`L…` lines) through the reading aid (rules `R…`,
//! ambiguities `A…`, examples `T…`, derived vectors `C…`/`D…`; each choice made and its
//! setting: `docs/rules/chasis.md`). Only the basic manual is in the seed; nothing of the
//! advanced manual is invented here.
//!
//! The ground: the [`Ruleset`] (read from its [`file`]), the book's tables and what can be
//! wrong ([`error`]). Above it: [`dice`] (the base roll and its extremes, aperturas, their
//! chains and rerolls), [`check`] (a check prepared, rolled, graded, its odds, level, the DJ's
//! say), [`sheet`] (the character: qualities, development, transient factors, auxiliaries,
//! magnitude, energy, reserves, hidden points, state events), contests and margins, turns, and
//! the book's example characters.

pub mod check;
pub mod contest;
pub mod dice;
pub mod error;
pub mod examples;
pub mod file;
pub mod margin;
pub mod ruleset;
pub mod sheet;
pub mod tables;
pub mod turns;

pub use check::automatic::{auto_failure, auto_success, AutoSuccess};
pub use check::grade::{grade_label, verdict, GradeRules, Multiplier, MultiplierScope, Outcome, Rounding, Verdict};
pub use check::gradual::Gradual;
pub use check::level::LevelMode;
pub use check::odds::{odds, CheckOdds};
pub use check::roll::{roll, Transcript};
pub use check::{Check, Prepared, BASE_GROUP, MODIFIER_GROUP};
pub use dice::apertura::{AperturaConfig, AperturaKind, AperturaRule, Continue, OverTenContinuation, Trigger};
pub use dice::base::{BaseRoll, Extreme, ExtremeRules, FaceCondition};
pub use dice::chain::ChainRoll;
pub use error::ChasisError;
pub use ruleset::Ruleset;
pub use sheet::energy::{Energy, EnergyRules, EnergySpend};
pub use sheet::{Quality, Sheet};

// The modules' paths from before the folders (issue #24), which other crates name.
pub use check::{dj, grade, gradual, level, odds, roll};
pub use dice::{apertura, base, chain, reroll};
pub use sheet::{auxiliary, development, energy, hidden, magnitude, reserve, state_events, transient};
