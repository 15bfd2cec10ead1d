//! Where tables live: the [`Store`] trait (`backend.rs`), its embedded SQLite store and the
//! PostgreSQL store several servers share (each with its writes in a module of its own), the
//! rows both read and bind (`rows.rs`), a new table's first event (`created.rs`) and opening
//! the store a URL names (`open.rs`).

pub mod backend;
pub mod created;
pub mod open;
pub mod pg;
mod pg_write;
pub(crate) mod rows;
pub mod sqlite;
mod sqlite_write;

pub use crate::error::{BoxFut, StoreError};
pub use backend::{one_by_one, Change, Migrated, Store};
pub use open::{migrate, open};
pub use pg::PgStore;
pub use sqlite::SqliteStore;
