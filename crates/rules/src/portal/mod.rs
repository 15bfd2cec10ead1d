//! # PORTAL
//!
//! Three white basic dice of which one is kept by the character's role, black discomfort,
//! red wound and green luck dice compared with the kept die, rerolls from Fortalezas and aces.
//! Sources: the beta rulebook (`B…` lines) and the one-page summary (`S…`), through the
//! reading aid `shared/rules/portal.md` (rules `R…`, contradictions `C-…`/`A-…`).

pub mod advice;
pub mod cast;
pub mod collab;
pub mod conflict;
pub mod costs;
pub mod damage;
pub mod derived;
pub mod dice;
pub mod effects;
pub mod encounter;
mod encounter_act;
mod encounter_combatant;
mod encounter_defence;
mod encounter_escape;
pub mod encounter_file;
mod encounter_fumble;
mod encounter_grapple;
mod encounter_hand;
mod encounter_log;
pub mod encounter_moves;
pub mod encounter_multi;
mod encounter_protect;
mod encounter_units;
mod encounter_window;
pub mod error;
pub mod events;
mod events_bounds;
mod events_error;
mod events_rules;
pub mod initiative;
pub mod joint;
pub mod magic;
pub mod manoeuvres;
pub mod notes;
pub mod odds;
pub mod opposition;
pub mod options;
pub mod partial;
pub mod party;
pub mod reading;
pub mod roll;
pub mod settings;
pub mod sheet;
mod sheet_check;
pub mod sheet_warnings;
pub mod sim;
pub mod spec;
pub mod state;
pub mod tables;
mod thorns;
pub mod transcript;
pub mod window;

pub use advice::{next_move, play_best, NextMove, Objective, PortalGame, PortalMove};
pub use derived::{derived, Derived, Pools};
pub use dice::{Colour, PortalDie, Role};
pub use effects::Effects;
pub use encounter::{Combatant, Encounter, EncounterError, Entry, Rerolls, Slot, Standing};
pub use error::PortalError;
pub use events::{apply, AidMeans, Event, RollChanges, StateError};
pub use events_rules::{check_spending, RollSpending};
pub use notes::{Comparison, DieNote, Fate};
pub use odds::{odds_without_rerolls, OutcomeOdds, PortalOdds};
pub use options::{PartialUse, Profile, Rules, SettingError, SETTINGS};
pub use partial::partial_left;
pub use party::{apply_pool, Party, PoolError, PoolEvent};
pub use reading::{score, ReadingKind, Score, Throw};
pub use roll::{PortalRoll, Step};
pub use sheet::{Character, Kind, SheetError};
pub use sim::{Simulator, Tally};
pub use spec::{Forte, ReadingSpec, RollSpec};
pub use state::{Condition, State};
pub use transcript::{Outcome, ReadingResult, Transcript};
