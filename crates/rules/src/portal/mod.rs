//! # PORTAL
//!
//! Three white basic dice of which one is kept by the character's role, black discomfort,
//! red wound and green luck dice compared with the kept die, rerolls from Fortalezas and aces.
//! Sources: the beta rulebook (`B…` lines) and the one-page summary (`S…`), through the
//! reading aid (rules `R…`, contradictions `C-…`/`A-…`; each choice made and its setting:
//! `docs/rules/portal.md`).
//!
//! The ground every folder stands on: the dice ([`dice`]), the ruleset ([`options`],
//! [`settings`], set by key in [`keys`]) and what can be wrong with a roll ([`error`]). Above
//! it: [`roll`] (one roll, its odds and advice), [`sheet`] (the character and its state),
//! [`events`] (every change to it), [`advanced`] (the book's *Reglas avanzadas*:
//! collaboration, confrontations, joint actions), [`combat`] (attack, defence, damage,
//! manoeuvres, initiative), [`encounter`] (the tracker that plays a fight), and [`magic`].

pub mod advanced;
pub mod combat;
pub mod dice;
pub mod encounter;
pub mod error;
pub mod events;
pub mod keys;
pub mod magic;
pub mod options;
pub mod roll;
pub mod settings;
pub mod sheet;

pub use dice::{Colour, PortalDie, Role};
pub use encounter::{Combatant, Encounter, EncounterError, Entry, Rerolls, Slot, Standing};
pub use error::PortalError;
pub use events::rules::{check_spending, RollSpending};
pub use events::{
    apply, apply_pool, partial_left, AidMeans, Event, Party, PoolError, PoolEvent, RollChanges, StateError,
};
pub use keys::{SettingError, SETTINGS};
pub use options::{PartialUse, Profile, Rules};
pub use roll::advice::{next_move, play_best, NextMove, Objective, PortalGame, PortalMove};
pub use roll::effects::Effects;
pub use roll::notes::{Comparison, DieNote, Fate};
pub use roll::odds::{odds_without_rerolls, OutcomeOdds, PortalOdds};
pub use roll::reading::{score, ReadingKind, Score, Throw};
pub use roll::sim::{Simulator, Tally};
pub use roll::spec::{Forte, ReadingSpec, RollSpec};
pub use roll::transcript::{Outcome, ReadingResult, Transcript};
pub use roll::{PortalRoll, Step};
pub use sheet::derived::{derived, Derived, Pools};
pub use sheet::state::{Condition, State};
pub use sheet::{Character, Kind, SheetError};

// The modules' paths from before the folders (issue #24), which other crates name.
pub use advanced::{collab, joint, opposition};
pub use combat::{cast, conflict, damage, initiative, manoeuvres, tables, window};
pub use encounter::{attack::multi as encounter_multi, file as encounter_file, moves as encounter_moves};
pub use events::{partial, party};
pub use roll::{advice, effects, notes, odds, reading, sim, spec, transcript};
pub use sheet::{costs, derived, state, warnings as sheet_warnings};
