//! The SQLite store's writes: the write transaction, an event with its mutations, and a
//! whole batch of them as one multi-statement query, so a batch costs the same few round
//! trips to SQLite's thread whatever its size.

use crate::error::StoreError;
use crate::model::Append;
use crate::model::{Event, EventDraft, Mutation, NewTable};
use crate::store::rows::{
    bind_event, bind_mutation, bind_table, gm_member, mutation_sql, INSERT_EVENT, INSERT_TABLE, MORE_VALUES,
};
use sqlx::pool::PoolConnection;
use sqlx::sqlite::{SqliteArguments, SqliteRow};
use sqlx::{Sqlite, SqliteConnection, SqlitePool};

/// Runs `work` in one write transaction and commits it: `Ok` means committed.
///
/// sqlx's own transactions are not used. When SQLite rolls a transaction back by itself
/// (`SQLITE_FULL`, `SQLITE_IOERR`), sqlx's `ROLLBACK` fails and its depth counter stays
/// raised, so every later `begin` became a `SAVEPOINT` inside a transaction nothing ever
/// committed: writes were acknowledged and lost. A plain `BEGIN IMMEDIATE` fails inside a
/// transaction, and a `COMMIT` that succeeds has committed. After any failure the connection
/// is closed instead of going back to the pool, so no half-state outlives the error; an
/// in-memory database (tests) cannot be reopened, so its connection is rolled back instead.
pub async fn transaction<T>(
    pool: &SqlitePool,
    memory: bool,
    work: impl AsyncFnOnce(&mut SqliteConnection) -> Result<T, StoreError>,
) -> Result<T, StoreError> {
    let mut open = Open {
        conn: pool.acquire().await?,
        done: memory,
    };
    let result = async {
        sqlx::query("BEGIN IMMEDIATE").execute(&mut *open.conn).await?;
        let value = work(&mut open.conn).await?;
        sqlx::query("COMMIT").execute(&mut *open.conn).await?;
        Ok(value)
    }
    .await;
    match result {
        Ok(value) => {
            open.done = true;
            Ok(value)
        }
        Err(e) => {
            // Best effort: SQLite may have rolled back already, and a closed connection
            // rolls back anyway.
            let _ = sqlx::query("ROLLBACK").execute(&mut *open.conn).await;
            Err(e)
        }
    }
}

/// A pooled connection inside a write transaction: unless the transaction finished (or the
/// database is in memory), dropping it closes the connection — after an error, or when the
/// request was cancelled halfway, so an open transaction never returns to the pool.
struct Open {
    conn: PoolConnection<Sqlite>,
    done: bool,
}

impl Drop for Open {
    fn drop(&mut self) {
        if !self.done {
            self.conn.close_on_drop();
        }
    }
}

crate::store::rows::backend!(Sqlite, SqliteArguments<'q>, SqliteRow);
crate::store::rows::import_rows!(SqliteConnection, str::to_string);

/// Inserts an event row inside an open transaction; a number already taken is
/// [`StoreError::Conflict`] (the primary key (table, seq) refuses it).
pub async fn insert_event(
    tx: &mut SqliteConnection,
    table_id: &str,
    seq: i64,
    d: &EventDraft,
) -> Result<Event, StoreError> {
    match bind_event(sqlx::query(INSERT_EVENT), table_id, seq, d)
        .execute(&mut *tx)
        .await
    {
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Err(StoreError::Conflict(seq)),
        other => other.map(|_| Event::new(seq, d.clone())).map_err(StoreError::from),
    }
}

/// Applies a mutation inside an open transaction.
pub async fn apply(tx: &mut SqliteConnection, table_id: &str, m: &Mutation) -> Result<(), StoreError> {
    bind_mutation(sqlx::query(mutation_sql(m)), table_id, m)
        .execute(&mut *tx)
        .await?;
    Ok(())
}

/// An event and its mutations inside an open transaction.
pub async fn write_event(
    tx: &mut SqliteConnection,
    table_id: &str,
    seq: i64,
    draft: &EventDraft,
    mutations: &[Mutation],
) -> Result<Event, StoreError> {
    let event = insert_event(&mut *tx, table_id, seq, draft).await?;
    for m in mutations {
        apply(&mut *tx, table_id, m).await?;
    }
    Ok(event)
}

/// A whole batch inside an open transaction, as one query: the event rows in one `INSERT`,
/// then every mutation in order. Any failure leaves the transaction to be rolled back.
pub async fn write_batch(tx: &mut SqliteConnection, batch: &[Append]) -> Result<(), StoreError> {
    if batch.is_empty() {
        return Ok(());
    }
    let mut sql = String::from(INSERT_EVENT);
    for _ in 1..batch.len() {
        sql.push_str(MORE_VALUES);
    }
    for m in batch.iter().flat_map(|a| &a.mutations) {
        sql.push_str(";\n");
        sql.push_str(mutation_sql(m));
    }
    let mut q = sqlx::query(&sql).persistent(false);
    for a in batch {
        q = bind_event(q, &a.table_id, a.seq, &a.draft);
    }
    for a in batch {
        for m in &a.mutations {
            q = bind_mutation(q, &a.table_id, m);
        }
    }
    q.execute(&mut *tx).await?;
    Ok(())
}

/// A new table's row, its GM and its first event (`table_created`, sequence 1), inside an
/// open transaction.
pub async fn insert_table(tx: &mut SqliteConnection, t: &NewTable) -> Result<Event, StoreError> {
    bind_table(sqlx::query(INSERT_TABLE), t).execute(&mut *tx).await?;
    apply(&mut *tx, &t.id, &gm_member(t)).await?;
    insert_event(&mut *tx, &t.id, 1, &crate::store::created::first_event(t)).await
}
