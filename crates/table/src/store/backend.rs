//! Where tables live: one trait, implemented by the embedded SQLite store and by the
//! PostgreSQL store that several servers share. Methods return boxed futures so the trait can be used as `dyn Store`.

use crate::error::{BoxFut, StoreError};
use crate::model::{Append, Character, Event, EventDraft, Member, Mutation, NewTable, TableInfo};

/// The storage of tables, members, characters and their event logs.
///
/// Every method that changes something does it in one transaction that is committed before
/// the future resolves: an acknowledged change survives a restart.
pub trait Store: Send + Sync + 'static {
    /// Creates a table with its GM and its first event (`table_created`, sequence 1).
    fn create_table(&self, new: NewTable) -> BoxFut<'_, Event>;

    fn table(&self, id: &str) -> BoxFut<'_, Option<TableInfo>>;

    /// The member whose token hashes to `token_hash` at table `table_id`.
    fn member_by_token(&self, table_id: &str, token_hash: &str) -> BoxFut<'_, Option<Member>>;

    fn members(&self, table_id: &str) -> BoxFut<'_, Vec<Member>>;

    /// The members with their tokens' hashes (to move the table: [`crate::dump`]).
    fn member_rows(&self, table_id: &str) -> BoxFut<'_, Vec<crate::dump::rows::MemberRow>>;

    fn character(&self, table_id: &str, id: &str) -> BoxFut<'_, Option<Character>>;

    fn characters(&self, table_id: &str) -> BoxFut<'_, Vec<Character>>;

    /// Appends an event numbered `seq` (the table's next number: one already taken is
    /// [`StoreError::Conflict`]) and applies its mutations, all in one transaction.
    fn append(&self, table_id: &str, seq: i64, draft: EventDraft, mutations: Vec<Mutation>) -> BoxFut<'_, Event>;

    /// Appends several events, in order, as [`Store::append`] would one by one — but a store
    /// may commit them together (group commit). Each gets its own result: a failed event
    /// changes nothing, the later events of its table are [`StoreError::Abandoned`], and the
    /// events of other tables are still written. Every `Ok` is committed when the future
    /// resolves.
    fn append_batch(&self, batch: Vec<Append>) -> BoxFut<'_, Vec<Result<Event, StoreError>>> {
        Box::pin(async move {
            Ok(one_by_one(&batch, |a| {
                self.append(&a.table_id, a.seq, a.draft.clone(), a.mutations.clone())
            })
            .await)
        })
    }

    /// Events with a sequence number above `after`, in order, at most `limit`.
    fn events_after(&self, table_id: &str, after: i64, limit: i64) -> BoxFut<'_, Vec<Event>>;

    fn event(&self, table_id: &str, seq: i64) -> BoxFut<'_, Option<Event>>;

    /// The number of the last event of each table in `ids` that exists (0 for a table without
    /// events): what a server sharing the database compares with what it has published.
    fn last_seqs<'a>(&'a self, ids: &'a [String]) -> BoxFut<'a, Vec<(String, i64)>> {
        Box::pin(async move {
            let mut out = Vec::with_capacity(ids.len());
            for id in ids {
                if let Some(t) = self.table(id).await? {
                    out.push((t.id, t.last_seq));
                }
            }
            Ok(out)
        })
    }

    /// Writes a moved table as it was, in one transaction ([`crate::dump::import`] checks it
    /// first).
    fn import<'a>(&'a self, dump: &'a crate::dump::rows::TableDump) -> BoxFut<'a, ()>;

    /// Wake-ups for events other servers commit to the same database (None: nobody else
    /// writes it, as with the embedded SQLite file). A wake-up only says where to read.
    fn changes(&self) -> Option<tokio::sync::broadcast::Receiver<Change>> {
        None
    }

    /// Tells the other servers which members have `table_id` open on this one (all of them:
    /// the list replaces the one sent before). A wake-up, nothing stored; a store nobody
    /// else shares does nothing.
    fn announce(&self, _table_id: &str, _online: &[String]) -> BoxFut<'_, ()> {
        Box::pin(async { Ok(()) })
    }

    /// The table's Discord links, codes and outboxes ([`crate::discord`]).
    fn links(&self) -> &dyn crate::discord::Links;

    /// The table's sessions' private notes and its travelling characters' codes
    /// ([`crate::campaign`]).
    fn campaign(&self) -> &dyn crate::campaign::Campaign;

    /// The members' recovery secrets and the further links of the devices they recovered
    /// ([`crate::recovery`]).
    fn recovery(&self) -> &dyn crate::recovery::Recovery;

    /// Whether the database answers (for `/healthz`).
    fn ping(&self) -> BoxFut<'_, ()> {
        Box::pin(async move { self.table("").await.map(|_| ()) })
    }
}

/// Writes a batch one event at a time with `write` (one transaction each): a failed event
/// changes nothing and the later events of its table, built on it, are
/// [`StoreError::Abandoned`] without being tried.
pub async fn one_by_one<'a>(
    batch: &'a [Append],
    mut write: impl FnMut(&'a Append) -> BoxFut<'a, Event>,
) -> Vec<Result<Event, StoreError>> {
    let mut failed: Vec<&str> = Vec::new();
    let mut out = Vec::with_capacity(batch.len());
    for a in batch {
        if failed.contains(&a.table_id.as_str()) {
            out.push(Err(StoreError::Abandoned(a.seq)));
            continue;
        }
        let r = write(a).await;
        if r.is_err() {
            failed.push(&a.table_id);
        }
        out.push(r);
    }
    out
}

/// The migrations of a store: how many had run when it opened, and how many have now (all).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Migrated {
    pub before: i64,
    pub after: i64,
}

/// What another server did to the shared database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// It committed events of `table_id` up to `seq`.
    Appended { table_id: String, seq: i64 },
    /// Wake-ups may have been lost (the connection that gets them was reopened): read every
    /// table that matters again.
    Resync,
    /// The members with `table_id` open on server `origin` now ([`Store::announce`]).
    Presence {
        table_id: String,
        origin: String,
        online: Vec<String>,
    },
}
