//! # tirada-table
//!
//! A game table: its system and ruleset, members and their roles, characters, and the
//! **append-only event log** every change goes through (rolls, rerolls, sheet and state
//! changes with their reason, chat, membership). A table's state is the fold of its events;
//! the store keeps a snapshot of each character beside the log, written in the same
//! transaction, so reads never replay the log.
//!
//! Rolls are resolved here with the same engines as the CLI (`tirada-rules`), from a dice
//! stream derived from the table's secret seed and the event's sequence number
//! ([`secret::EventDice`]): the table publishes a SHA-256 commitment to the seed when it is
//! created and reveals the seed when it is closed, and [`verify`] recomputes every roll of an
//! exported log. A table is a campaign of sessions ([`session`]): each has a seed of its own,
//! revealed when the GM ends it, and the next one's committed in the same event.

pub mod bounded;
pub mod campaign;
pub mod canonical;
pub mod chain;
pub mod discord;
pub mod dump;
pub mod error;
pub mod model;
pub mod recovery;
/// The play layer, which lives in its own crate below the table (`tirada-play`).
pub use tirada_play as play;
pub mod seal;
pub mod secret;
pub mod session;
pub mod store;
pub mod verify;

pub use error::StoreError;
pub use model::{
    Append, Character, Event, EventDraft, Member, MemberRole, Mutation, NewTable, System, TableInfo, TableSettings,
};
pub use play::PlayError;
pub use secret::{sha256_hex, EventDice, Seed};
pub use store::PgStore;
pub use store::SqliteStore;
pub use store::{migrate, open, Change, Migrated, Store};
