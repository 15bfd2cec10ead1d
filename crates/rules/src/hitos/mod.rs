//! # Hitos
//!
//! Three d10 sorted into *dado menor*, *dado central* and *dado mayor*; the central die plus a
//! characteristic and a skill against a difficulty; doubles and triples of 10 and 1 as criticals
//! and fumbles; aspects activated with drama points to reroll dice. Source: the "SISTEMA"
//! chapter (`../shared/seeds/hitos.txt`, lines `Lnnn`) through the reading aid (rules `R-n`,
//! `A-…`, ambiguities `AMB-nn`, examples `EX-nn`, test vectors `TV-nn`; each choice made and
//! its setting: `docs/rules/hitos.md`).
//!
//! The ground: the ruleset ([`options`]), the dice and their letters ([`dice`], [`letters`],
//! the dice-letter [`notation`]), difficulties, the book's tables, aspects, drama points and
//! what can be wrong ([`error`]). Above it: [`roll`] (one test, its odds and advice, opposed
//! and extended tests), [`sheet`] (the character), [`harm`] (damage, health, healing, hazards),
//! [`combat`] (and the scenes beside it: chases, joint actions, minions), and [`events`] (a
//! character's state moved in play).

pub mod aspects;
pub mod combat;
pub mod dice;
pub mod difficulty;
pub mod drama;
pub mod error;
pub mod events;
pub mod harm;
pub mod letters;
pub mod notation;
pub mod options;
pub mod roll;
pub mod sheet;
pub mod tables;

pub use crate::sheet_file::SheetError;
pub use dice::{Size, Sorted, Special};
pub use difficulty::{parse_difficulty, Band};
pub use drama::{DramaEvent, Ledger, Payment, Reason};
pub use error::HitosError;
pub use notation::{LetterExpr, Letters, Values};
pub use options::{CritMode, DoubleFumble, Rules};
pub use roll::advice::{activation_value, advise, plan, Choice, HitosGame, Objective, Plan};
pub use roll::extended::{done_within, extended_odds, ExtendedAction, ExtendedOdds, Progress};
pub use roll::odds::{activation_odds, odds, ActivationOdds, HitosOdds, OutcomeOdds};
pub use roll::opposed::{opposed, opposed_odds, OpposedOdds, Winner};
pub use roll::report::{report, OddsReport, ReportRequest};
pub use roll::resolve::{resolve, Outcome, Polarity, Resolution, RollSpec};
pub use roll::transcript::Transcript;
pub use roll::{Activation, HitosRoll, Step};
pub use sheet::{Derived, Sheet};

// The modules' paths from before the folders (issue #24), which other crates name.
pub use crate::sheet_file;
pub use combat::{chase, initiative, joint, minions, sequence};
pub use harm::{damage, hazards, healing, health, weapon as weapon_damage};
pub use roll::{advice, extended, odds, opposed, report, resolve, transcript};
pub use sheet::check as sheet_check;
