//! # Hitos
//!
//! Three d10 sorted into *dado menor*, *dado central* and *dado mayor*; the central die plus a
//! characteristic and a skill against a difficulty; doubles and triples of 10 and 1 as criticals
//! and fumbles; aspects activated with drama points to reroll dice. Source: the "SISTEMA"
//! chapter (`../shared/seeds/hitos.txt`, lines `Lnnn`) through the reading aid
//! `../shared/rules/hitos.md` (rules `R-n`, `A-…`, ambiguities `AMB-nn`, examples `EX-nn`,
//! test vectors `TV-nn`).

pub mod advice;
pub mod aspects;
pub mod chase;
pub mod combat;
pub mod damage;
pub mod dice;
pub mod difficulty;
pub mod drama;
pub mod error;
pub mod events;
pub mod extended;
pub mod hazards;
pub mod healing;
pub mod health;
pub mod initiative;
pub mod joint;
pub mod letters;
pub mod minions;
pub mod notation;
pub mod odds;
pub mod opposed;
pub mod options;
pub mod report;
pub mod resolve;
pub mod roll;
pub mod sequence;
pub mod sheet;
pub mod sheet_check;
pub mod sheet_file;
pub mod tables;
pub mod transcript;
pub mod weapon_damage;

pub use advice::{activation_value, advise, plan, Choice, HitosGame, Objective, Plan};
pub use dice::{Size, Sorted, Special};
pub use difficulty::{parse_difficulty, Band};
pub use drama::{DramaEvent, Ledger, Payment, Reason};
pub use error::HitosError;
pub use extended::{done_within, extended_odds, ExtendedAction, ExtendedOdds, Progress};
pub use notation::{LetterExpr, Letters, Values};
pub use odds::{activation_odds, odds, ActivationOdds, HitosOdds, OutcomeOdds};
pub use opposed::{opposed, opposed_odds, OpposedOdds, Winner};
pub use options::{CritMode, Rules};
pub use report::{report, OddsReport, ReportRequest};
pub use resolve::{resolve, Outcome, Polarity, Resolution, RollSpec};
pub use roll::{Activation, HitosRoll, Step};
pub use sheet::{Derived, Sheet};
pub use sheet_file::SheetError;
pub use transcript::Transcript;
