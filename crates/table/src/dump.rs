//! A whole table as stored — its row with the secret seed, its members with their tokens'
//! hashes (and their recovery secrets' and recovered devices' tokens'), its characters and
//! every event as written — to move it between databases
//! (`tirada export-db` / `import-db`, SQLite ↔ PostgreSQL) without losing anything: the log
//! keeps its numbers, data and hash chain byte for byte, so its export verifies the same.

pub mod rows;

pub use crate::dump::rows::{CharacterRow, MemberRow, TableDump, TableRow};
use crate::error::StoreError;
use crate::model::Event;
use crate::store::backend::Store;

/// What a dump says it is.
pub const FORMAT: &str = "tirada-db/1";

/// Events read from the store per query.
const PAGE: i64 = 1000;

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
    let (recovery, tokens) = store.recovery().all_of(id).await?;
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
            session: t.session,
            session_since: t.session_since,
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
        notes: store.campaign().notes(id).await?,
        recovery,
        tokens,
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
