//! The PostgreSQL store's writes: an event with its mutations, a whole batch of them (its
//! event rows in one `INSERT`), a new table, and the wake-up other servers get when a
//! transaction commits. The statements and their arguments are the shared ones
//! ([`crate::store::rows`]), numbered for PostgreSQL.

use crate::error::StoreError;
use crate::model::Append;
use crate::model::{Event, EventDraft, Mutation, NewTable};
use crate::store::rows::{
    bind_event, bind_mutation, bind_table, gm_member, mutation_sql, numbered, INSERT_EVENT, INSERT_TABLE, MORE_VALUES,
};
use sqlx::postgres::{PgArguments, PgRow};
use sqlx::{PgConnection, Postgres};

crate::store::rows::backend!(Postgres, PgArguments, PgRow);
crate::store::rows::import_rows!(PgConnection, numbered);

/// The channel of the wake-ups: `table_id:seq:origin`, the last event of a table a
/// transaction committed and the store that committed it — never the event itself (a payload
/// must stay under 8,000 bytes), so a lost wake-up costs latency, never an event: listeners
/// read the log after their last seq. A store skips its own wake-ups: its server published
/// those events already, and one arriving before that would look like another server's.
pub const CHANNEL: &str = "tirada_events";

/// Inserts an event row inside an open transaction; a number already taken is
/// [`StoreError::Conflict`] (the primary key (table, seq) refuses it, whichever server
/// wrote it first).
pub async fn insert_event(
    tx: &mut PgConnection,
    table_id: &str,
    seq: i64,
    d: &EventDraft,
) -> Result<Event, StoreError> {
    match bind_event(sqlx::query(&numbered(INSERT_EVENT)), table_id, seq, d)
        .execute(&mut *tx)
        .await
    {
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Err(StoreError::Conflict(seq)),
        other => other.map(|_| Event::new(seq, d.clone())).map_err(StoreError::from),
    }
}

/// Applies a mutation inside an open transaction.
pub async fn apply(tx: &mut PgConnection, table_id: &str, m: &Mutation) -> Result<(), StoreError> {
    bind_mutation(sqlx::query(&numbered(mutation_sql(m))), table_id, m)
        .execute(&mut *tx)
        .await?;
    Ok(())
}

/// An event and its mutations inside an open transaction, with its wake-up.
pub async fn write_event(
    tx: &mut PgConnection,
    origin: &str,
    table_id: &str,
    seq: i64,
    draft: &EventDraft,
    mutations: &[Mutation],
) -> Result<Event, StoreError> {
    let event = insert_event(&mut *tx, table_id, seq, draft).await?;
    for m in mutations {
        apply(&mut *tx, table_id, m).await?;
    }
    notify(tx, origin, vec![wake_up(table_id, seq)]).await?;
    Ok(event)
}

/// A whole batch inside an open transaction: the event rows in one `INSERT`, every
/// mutation in order, and one wake-up per table. Any failure leaves the transaction to be
/// rolled back.
pub async fn write_batch(tx: &mut PgConnection, origin: &str, batch: &[Append]) -> Result<(), StoreError> {
    if batch.is_empty() {
        return Ok(());
    }
    let mut sql = String::from(INSERT_EVENT);
    for _ in 1..batch.len() {
        sql.push_str(MORE_VALUES);
    }
    let sql = numbered(&sql);
    let mut q = sqlx::query(&sql);
    for a in batch {
        q = bind_event(q, &a.table_id, a.seq, &a.draft);
    }
    // A number already taken fails the batch; the store replays it event by event, which
    // names the event in conflict.
    q.execute(&mut *tx).await?;
    for a in batch {
        for m in &a.mutations {
            apply(&mut *tx, &a.table_id, m).await?;
        }
    }
    // The last event of each table (a batch keeps each table's events in order).
    let mut last: Vec<(&str, i64)> = Vec::new();
    for a in batch {
        match last.iter_mut().find(|(t, _)| *t == a.table_id) {
            Some(l) => l.1 = a.seq,
            None => last.push((&a.table_id, a.seq)),
        }
    }
    notify(tx, origin, last.into_iter().map(|(t, s)| wake_up(t, s)).collect()).await
}

fn wake_up(table_id: &str, seq: i64) -> String {
    format!("{table_id}:{seq}")
}

/// Queues the wake-ups, signed with `origin`; PostgreSQL delivers them when (and only if)
/// the transaction commits.
async fn notify(tx: &mut PgConnection, origin: &str, payloads: Vec<String>) -> Result<(), StoreError> {
    sqlx::query("SELECT pg_notify($1, p || ':' || $3) FROM unnest($2::text[]) AS p")
        .bind(CHANNEL)
        .bind(payloads)
        .bind(origin)
        .execute(&mut *tx)
        .await?;
    Ok(())
}

/// A wake-up's table, sequence number and origin (None for a payload no store wrote).
pub fn parse_wake_up(payload: &str) -> Option<(String, i64, &str)> {
    let (rest, origin) = payload.rsplit_once(':')?;
    let (table, seq) = rest.rsplit_once(':')?;
    Some((table.to_string(), seq.parse().ok()?, origin))
}

/// A new table's row, its GM and its first event (`table_created`, sequence 1), inside an
/// open transaction.
pub async fn insert_table(tx: &mut PgConnection, origin: &str, t: &NewTable) -> Result<Event, StoreError> {
    bind_table(sqlx::query(&numbered(INSERT_TABLE)), t)
        .execute(&mut *tx)
        .await?;
    apply(&mut *tx, &t.id, &gm_member(t)).await?;
    let event = insert_event(&mut *tx, &t.id, 1, &crate::store::created::first_event(t)).await?;
    notify(tx, origin, vec![wake_up(&t.id, 1)]).await?;
    Ok(event)
}
