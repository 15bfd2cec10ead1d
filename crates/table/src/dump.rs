//! A whole table as stored — its row with the secret seed, its members with their tokens'
//! hashes, its characters and every event as written — to move it between databases
//! (`tirada export-db` / `import-db`, SQLite ↔ PostgreSQL) without losing anything: the log
//! keeps its numbers, data and hash chain byte for byte, so its export verifies the same.

use crate::model::{Event, MemberRole, Mutation, NewTable, System, TableSettings};
use crate::store::{Store, StoreError};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What a dump says it is.
pub const FORMAT: &str = "tirada-db/1";

/// Events read from the store per query.
const PAGE: i64 = 1000;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableDump {
    pub format: String,
    pub table: TableRow,
    pub members: Vec<MemberRow>,
    pub characters: Vec<CharacterRow>,
    pub events: Vec<Event>,
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
    /// The table's row as [`crate::rows::bind_table`] binds it (its GM comes with the
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

/// Everything `store` keeps of table `id`.
pub async fn export(store: &dyn Store, id: &str) -> Result<TableDump, StoreError> {
    let t = store
        .table(id)
        .await?
        .ok_or_else(|| StoreError::NoTable(id.to_string()))?;
    let mut events = Vec::new();
    loop {
        let page = store
            .events_after(id, events.last().map_or(0, |e: &Event| e.seq), PAGE)
            .await?;
        let full = page.len() as i64 == PAGE;
        events.extend(page);
        if !full {
            break;
        }
    }
    let characters = store.characters(id).await?;
    Ok(TableDump {
        format: FORMAT.to_string(),
        table: TableRow {
            id: t.id,
            name: t.name,
            system: t.system,
            ruleset: t.ruleset,
            invite_code: t.invite_code,
            seed: t.seed,
            commitment: t.commitment,
            closed: t.closed,
            settings: t.settings,
            created_ms: t.created_ms,
        },
        members: store.member_rows(id).await?,
        characters: characters
            .into_iter()
            .map(|c| CharacterRow {
                id: c.id,
                owner: c.owner,
                name: c.name,
                sheet: c.sheet,
                state: c.state,
            })
            .collect(),
        events,
    })
}

/// Writes a moved table into `store`, all of it or (on any error) nothing; a table already
/// there is refused.
pub async fn import(store: &dyn Store, dump: &TableDump) -> Result<(), StoreError> {
    if dump.format != FORMAT {
        return Err(StoreError::Corrupt(format!(
            "el volcado dice «{}» y se esperaba «{FORMAT}»",
            dump.format
        )));
    }
    if store.table(&dump.table.id).await?.is_some() {
        return Err(StoreError::Exists(dump.table.id.clone()));
    }
    store.import(dump).await
}
