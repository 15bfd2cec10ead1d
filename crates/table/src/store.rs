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
    #[error("no existe la mesa {0}")]
    NoTable(String),
    #[error("la base de datos «{0}» no es una URL que se entienda: usa sqlite://FICHERO")]
    Url(String),
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

    /// Events with a sequence number above `after`, in order, at most `limit`.
    fn events_after(&self, table_id: &str, after: i64, limit: i64) -> BoxFut<'_, Vec<Event>>;

    fn event(&self, table_id: &str, seq: i64) -> BoxFut<'_, Option<Event>>;
}
