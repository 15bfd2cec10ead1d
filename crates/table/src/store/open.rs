//! Opening the store a `--db` URL names, and bringing its schema up to date.

use crate::error::StoreError;
use crate::store::backend::{Migrated, Store};
use crate::store::pg::PgStore;
use crate::store::sqlite::SqliteStore;

/// Opens the store a URL names: `sqlite://FILE` (or `sqlite::memory:`), or
/// `postgres://…` / `postgresql://…`; either runs its migrations.
pub async fn open(url: &str) -> Result<std::sync::Arc<dyn Store>, StoreError> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        return Ok(std::sync::Arc::new(PgStore::open(url).await?));
    }
    Ok(std::sync::Arc::new(SqliteStore::open(url).await?))
}

/// Brings the database a URL names up to this version's schema, and closes it: what
/// `tirada migrate` runs (opening a store for serving does the same first).
pub async fn migrate(url: &str) -> Result<Migrated, StoreError> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        let store = PgStore::open(url).await?;
        store.close().await;
        return Ok(store.migrated());
    }
    let store = SqliteStore::open(url).await?;
    store.close().await;
    Ok(store.migrated())
}
