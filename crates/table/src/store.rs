//! Where tables live: one trait, implemented by the embedded SQLite store (and later by
//! PostgreSQL). Methods return boxed futures so the trait can be used as `dyn Store`.

use crate::model::{Character, Event, EventDraft, Member, Mutation, NewTable, TableInfo};
use std::future::Future;
use std::pin::Pin;

/// A future a store returns.
pub type BoxFut<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("la base de datos falló: {0}")]
    Db(#[from] sqlx::Error),
    #[error("la base de datos guarda algo ilegible: {0}")]
    Corrupt(String),
    /// Another event took this sequence number first: the caller re-reads and retries.
    #[error("otro evento ocupó el número {0} de la mesa")]
    Conflict(i64),
    /// An event of a batch not written because an earlier one of its table failed: it was
    /// built on that one, so writing it would leave a gap or a state that never happened.
    #[error("el evento {0} no se guardó porque el anterior de su mesa falló: vuelve a intentarlo")]
    Abandoned(i64),
    #[error("no existe la mesa {0}")]
    NoTable(String),
    #[error("la base de datos «{0}» no es una URL que se entienda: usa sqlite://FICHERO")]
    Url(String),
}

impl StoreError {
    /// The disk (or the file-size limit) is full: SQLite's `SQLITE_FULL`, whose extended
    /// codes all end in 13 in their low byte.
    pub fn is_disk_full(&self) -> bool {
        match self {
            StoreError::Db(sqlx::Error::Database(e)) => e
                .code()
                .and_then(|c| c.parse::<i32>().ok())
                .is_some_and(|c| c & 0xff == 13),
            _ => false,
        }
    }
}

/// One event to append: its table, its number and the changes it makes.
#[derive(Debug, Clone)]
pub struct Append {
    pub table_id: String,
    pub seq: i64,
    pub draft: EventDraft,
    pub mutations: Vec<Mutation>,
}

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
            let mut failed: Vec<String> = Vec::new();
            let mut out = Vec::with_capacity(batch.len());
            for a in batch {
                if failed.contains(&a.table_id) {
                    out.push(Err(StoreError::Abandoned(a.seq)));
                    continue;
                }
                let r = self.append(&a.table_id, a.seq, a.draft, a.mutations).await;
                if r.is_err() {
                    failed.push(a.table_id);
                }
                out.push(r);
            }
            Ok(out)
        })
    }

    /// Events with a sequence number above `after`, in order, at most `limit`.
    fn events_after(&self, table_id: &str, after: i64, limit: i64) -> BoxFut<'_, Vec<Event>>;

    fn event(&self, table_id: &str, seq: i64) -> BoxFut<'_, Option<Event>>;
}
