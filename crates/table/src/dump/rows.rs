//! The rows of a table's dump ([`crate::dump`]): what the stores write and read back, below
//! the store trait that names them.

use crate::model::{Event, MemberRole, Mutation, NewTable, System, TableSettings};
use serde::{Deserialize, Serialize};
use serde_json::Value;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableDump {
    pub format: String,
    pub table: TableRow,
    pub members: Vec<MemberRow>,
    pub characters: Vec<CharacterRow>,
    pub events: Vec<Event>,
    /// The GM's private notes of each session (none before campaigns).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<SessionNotes>,
    /// The members' recovery secrets, as their hashes ([`crate::recovery`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub recovery: Vec<RecoverySecret>,
    /// The further tokens of devices members recovered, as their hashes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tokens: Vec<MemberToken>,
}

/// A table's row, the seed included.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableRow {
    pub id: String,
    pub name: String,
    pub system: System,
    pub ruleset: Value,
    pub invite_code: String,
    pub seed: String,
    pub commitment: String,
    pub closed: bool,
    pub settings: TableSettings,
    pub created_ms: i64,
    /// The current session (a dump of a table of one session says nothing: 1).
    #[serde(default = "first_session", skip_serializing_if = "is_first_session")]
    pub session: i64,
    /// The event that ended the session before it (0 in the first).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub session_since: i64,
}

fn first_session() -> i64 {
    1
}

fn is_first_session(n: &i64) -> bool {
    *n == 1
}

fn is_zero(n: &i64) -> bool {
    *n == 0
}

/// The GM's private notes of one session (issue 32, [`crate::campaign`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionNotes {
    pub session: i64,
    /// Markdown, shown escaped.
    pub notes: String,
    pub updated_ms: i64,
}

/// A member's recovery secret as stored ([`crate::recovery`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecoverySecret {
    pub table_id: String,
    pub member_id: String,
    /// `frase` (chosen by the member) or `codigo` (made by the table and shown once).
    pub kind: String,
    /// Its argon2id hash, a PHC string.
    pub secret_hash: String,
    pub set_ms: i64,
}

/// A further token of a member (its hash), for a device where they recovered their access.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemberToken {
    pub member_id: String,
    pub token_hash: String,
    pub created_ms: i64,
}

/// A member with their token's hash (the token itself is never stored).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MemberRow {
    pub id: String,
    pub name: String,
    pub role: MemberRole,
    pub token_hash: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CharacterRow {
    pub id: String,
    pub owner: String,
    pub name: String,
    pub sheet: Value,
    pub state: Value,
}

impl MemberRow {
    pub(crate) fn mutation(&self) -> Mutation {
        Mutation::AddMember {
            id: self.id.clone(),
            name: self.name.clone(),
            role: self.role,
            token_hash: self.token_hash.clone(),
        }
    }
}

impl CharacterRow {
    pub(crate) fn mutation(&self) -> Mutation {
        Mutation::AddCharacter {
            id: self.id.clone(),
            owner: self.owner.clone(),
            name: self.name.clone(),
            sheet: self.sheet.clone(),
            state: self.state.clone(),
        }
    }
}

impl TableDump {
    /// The table's row as [`crate::store::rows::bind_table`] binds it (its GM comes with the
    /// members, its first event with the events).
    pub(crate) fn new_table(&self) -> NewTable {
        let t = &self.table;
        NewTable {
            id: t.id.clone(),
            name: t.name.clone(),
            system: t.system,
            ruleset: t.ruleset.clone(),
            invite_code: t.invite_code.clone(),
            seed: t.seed.clone(),
            commitment: t.commitment.clone(),
            settings: t.settings,
            gm_member_id: String::new(),
            gm_name: String::new(),
            gm_token_hash: String::new(),
            created_ms: t.created_ms,
        }
    }
}
