//! What a table is made of: the rows a [`Store`](crate::store::backend::Store) keeps. The pure types play needs
//! (the game, members, characters, events) are `tirada-play`'s, re-exported here.

use serde_json::Value;
pub use tirada_play::model::{Character, Event, EventDraft, Member, MemberRole, System, TableSettings};

/// A table as stored (the seed stays secret until the table is closed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableInfo {
    pub id: String,
    pub name: String,
    pub system: System,
    /// The system's ruleset options (e.g. `{"perfil":"libro"}`), as given at creation.
    pub ruleset: Value,
    pub invite_code: String,
    /// SHA-256 of the current session's seed, hex: published at creation (the first session)
    /// or when the session before ended ([`crate::session`]).
    pub commitment: String,
    /// The current session's secret seed, hex.
    pub seed: String,
    pub closed: bool,
    /// The current session's number (1 for a table that never ended one).
    pub session: i64,
    /// The event that ended the session before the current one (0 in the first).
    pub session_since: i64,
    /// What the GM lets players do, chosen at creation.
    pub settings: TableSettings,
    /// Sequence number of the last event (0 before any).
    pub last_seq: i64,
    pub created_ms: i64,
}

/// Everything needed to create a table; secrets are made by the caller (hashed tokens only).
#[derive(Clone, Debug)]
pub struct NewTable {
    pub id: String,
    pub name: String,
    pub system: System,
    pub ruleset: Value,
    pub invite_code: String,
    pub seed: String,
    pub commitment: String,
    pub settings: TableSettings,
    pub gm_member_id: String,
    pub gm_name: String,
    pub gm_token_hash: String,
    pub created_ms: i64,
}

/// One event to append: its table, its number and the changes it makes.
#[derive(Debug, Clone)]
pub struct Append {
    pub table_id: String,
    pub seq: i64,
    pub draft: EventDraft,
    pub mutations: Vec<Mutation>,
}

/// A change to the snapshot rows written in the same transaction as its event.
#[derive(Clone, Debug, PartialEq)]
pub enum Mutation {
    AddMember {
        id: String,
        name: String,
        role: MemberRole,
        token_hash: String,
    },
    AddCharacter {
        id: String,
        owner: String,
        name: String,
        sheet: Value,
        state: Value,
    },
    UpdateSheet {
        id: String,
        name: String,
        sheet: Value,
    },
    SetState {
        id: String,
        state: Value,
    },
    /// A member's token replaced (a new personal link): the old one stops working.
    SetToken {
        id: String,
        token_hash: String,
    },
    CloseTable,
    /// A session ended (issue 32): the table rolls from now on with a new seed, `seed`, whose
    /// `commitment` the ending event published; the session is number `session` and follows
    /// event `since`.
    NewSession {
        seed: String,
        commitment: String,
        session: i64,
        since: i64,
    },
}

/// The exported log's format (`tirada export`), which the chain's genesis hash names too.
pub const LOG_FORMAT: &str = "tirada-log/1";
