//! The PostgreSQL store, for several `tirada serve` instances sharing one database.
//!
//! The same log as the SQLite store, and the same promise: every change is one transaction
//! committed before the future resolves, and a batch of events is one transaction (group
//! commit), replayed one event per transaction when any of it fails.
//!
//! **Numbering under several writers: retry on conflict.** Each instance numbers a table's
//! next event from what it knows (an event's dice come from its number, so the number is
//! chosen before the event is built and cannot be handed out by the database afterwards).
//! The primary key `(table_id, seq)` makes PostgreSQL refuse the second writer of a number:
//! it gets [`StoreError::Conflict`], writes nothing, and the web layer reads the table again
//! and rebuilds the event with the next number. Serialising per table (a row lock held from
//! numbering to commit) would hold a transaction open across the build and the group commit
//! of every other table; conflicts only happen when two instances write one table in the
//! same instant, so retrying costs less.
//!
//! **Fan-out.** Each commit queues a wake-up (`NOTIFY`, see [`crate::store::pg_write::CHANNEL`]);
//! one `LISTEN` connection per store turns them into [`Change`]s for the web layer, which
//! reads the events from the log. After that connection is lost it is opened again first and
//! then a [`Change::Resync`] is sent, since wake-ups of the gap were lost. The same
//! connection hears who is connected to each table on the other instances
//! ([`Store::announce`], [`Change::Presence`]).

use crate::error::{BoxFut, StoreError};
use crate::model::Append;
use crate::model::{Event, EventDraft, Mutation, NewTable};
use crate::store::backend::{one_by_one, Change, Migrated, Store};
use crate::store::pg_write::{insert_table, parse_wake_up, write_batch, write_event, CHANNEL};
use crate::store::rows::{self, numbered, written};
use sqlx::postgres::{PgConnectOptions, PgListener, PgPoolOptions};
use sqlx::{PgConnection, PgPool};
use std::str::FromStr;
use std::time::Duration;
use tokio::sync::broadcast;

/// The migrations, in order; `schema_version` records how many ran.
const MIGRATIONS: &[&str] = &[
    include_str!("../../migrations/postgres/0001_tables.sql"),
    include_str!("../../migrations/postgres/0002_chain.sql"),
    include_str!("../../migrations/postgres/0003_discord.sql"),
    include_str!("../../migrations/postgres/0004_campaigns.sql"),
    include_str!("../../migrations/postgres/0005_recovery.sql"),
];

/// Taken (for its transaction) by whoever migrates, so instances starting together run the
/// migrations once.
const MIGRATION_LOCK: i64 = 0x7469_7261_6461; // "tirada"

/// Wake-ups kept for a slow reader before it is told to resync instead.
const CHANGES: usize = 4096;

/// The PostgreSQL store.
pub struct PgStore {
    pool: PgPool,
    changes: broadcast::Sender<Change>,
    listen: tokio::task::JoinHandle<()>,
    /// Signs this store's wake-ups, so its `LISTEN` connection skips them.
    origin: String,
    migrated: Migrated,
}

impl Drop for PgStore {
    fn drop(&mut self) {
        self.listen.abort();
    }
}

impl PgStore {
    /// Connects to `url` (`postgres://…` or `postgresql://…`), runs the migrations and starts
    /// listening for the other instances' commits.
    pub async fn open(url: &str) -> Result<PgStore, StoreError> {
        if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
            return Err(StoreError::Url(url.to_string()));
        }
        let options = PgConnectOptions::from_str(url).map_err(|_| StoreError::Url(url.to_string()))?;
        let pool = PgPoolOptions::new()
            .max_connections(8)
            .acquire_timeout(Duration::from_secs(10))
            .connect_with(options)
            .await?;
        let migrated = migrate(&pool).await?;
        let (changes, _) = broadcast::channel(CHANGES);
        let origin = format!("{:016x}", rand::random::<u64>());
        let mut listener = listen(&pool).await?;
        let listen = tokio::spawn({
            let (pool, changes, origin) = (pool.clone(), changes.clone(), origin.clone());
            async move {
                loop {
                    forward(&mut listener, &changes, &origin).await;
                    listener = reconnect(&pool).await;
                    let _ = changes.send(Change::Resync);
                }
            }
        });
        Ok(PgStore {
            pool,
            changes,
            listen,
            origin,
            migrated,
        })
    }

    /// The migrations that had run before it opened, and now.
    pub fn migrated(&self) -> Migrated {
        self.migrated
    }

    /// Closes the pool.
    pub async fn close(&self) {
        self.listen.abort();
        self.pool.close().await;
    }

    /// One write transaction: `Ok` means committed; on any error it is rolled back.
    async fn transaction<T>(
        &self,
        work: impl AsyncFnOnce(&mut PgConnection) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let mut tx = self.pool.begin().await?;
        let value = work(&mut tx).await?;
        tx.commit().await?;
        Ok(value)
    }
}

async fn migrate(pool: &PgPool) -> Result<Migrated, StoreError> {
    let mut tx = pool.begin().await?;
    sqlx::query("SELECT pg_advisory_xact_lock($1)")
        .bind(MIGRATION_LOCK)
        .execute(&mut *tx)
        .await?;
    sqlx::query("CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)")
        .execute(&mut *tx)
        .await?;
    let done: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM schema_version")
        .fetch_one(&mut *tx)
        .await?;
    crate::error::newer_schema(done, MIGRATIONS.len())?;
    for (i, step) in MIGRATIONS.iter().enumerate().skip(done as usize) {
        // Statement by statement (no `;` inside one): sqlx's multi-statement `raw_sql` makes
        // the future not `Send` inside a transaction.
        for statement in step.split(';').map(str::trim).filter(|s| !s.is_empty()) {
            sqlx::query(statement).execute(&mut *tx).await?;
        }
        sqlx::query("INSERT INTO schema_version (version) VALUES ($1)")
            .bind(i as i64 + 1)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(Migrated {
        before: done,
        after: done.max(MIGRATIONS.len() as i64),
    })
}

/// The dedicated `LISTEN` connection (outside the pool, so never behind a pooler's
/// transaction; it must reach PostgreSQL itself).
async fn listen(pool: &PgPool) -> Result<PgListener, StoreError> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen_all([CHANNEL, PRESENCE]).await?;
    Ok(listener)
}

/// The channel of presence wake-ups: `origin:table:member,member…`.
const PRESENCE: &str = "tirada_presence";

/// A presence wake-up's origin, table and members (None for a payload no store wrote).
fn parse_presence(payload: &str) -> Option<(&str, &str, Vec<String>)> {
    let (origin, rest) = payload.split_once(':')?;
    let (table, members) = rest.split_once(':')?;
    let online = members
        .split(',')
        .filter(|m| !m.is_empty())
        .map(str::to_string)
        .collect();
    Some((origin, table, online))
}

/// Opens the `LISTEN` connection again, waiting longer after each failure (at most 5 s).
async fn reconnect(pool: &PgPool) -> PgListener {
    let mut wait = Duration::from_millis(100);
    loop {
        if let Ok(l) = listen(pool).await {
            return l;
        }
        tokio::time::sleep(wait).await;
        wait = (wait * 2).min(Duration::from_secs(5));
    }
}

/// Passes the other stores' wake-ups on until the connection is lost (`PgListener` would
/// reconnect by itself on the next call and silently skip the wake-ups of the gap: the
/// caller reconnects and resyncs instead).
async fn forward(listener: &mut PgListener, changes: &broadcast::Sender<Change>, own: &str) {
    while let Ok(Some(n)) = listener.try_recv().await {
        if n.channel() == PRESENCE {
            if let Some((origin, table, online)) = parse_presence(n.payload()).filter(|p| p.0 != own) {
                let (table_id, origin) = (table.to_string(), origin.to_string());
                let _ = changes.send(Change::Presence {
                    table_id,
                    origin,
                    online,
                });
            }
            continue;
        }
        if let Some((table_id, seq, _)) = parse_wake_up(n.payload()).filter(|w| w.2 != own) {
            // Nobody subscribed is not an error: nobody needs waking.
            let _ = changes.send(Change::Appended { table_id, seq });
        }
    }
}

impl Store for PgStore {
    fn create_table(&self, t: NewTable) -> BoxFut<'_, Event> {
        Box::pin(async move {
            self.transaction(async |tx| insert_table(tx, &self.origin, &t).await)
                .await
        })
    }

    fn append(&self, table_id: &str, seq: i64, draft: EventDraft, mutations: Vec<Mutation>) -> BoxFut<'_, Event> {
        let table_id = table_id.to_string();
        Box::pin(async move {
            self.transaction(async |tx| write_event(tx, &self.origin, &table_id, seq, &draft, &mutations).await)
                .await
        })
    }

    fn append_batch(&self, batch: Vec<Append>) -> BoxFut<'_, Vec<Result<Event, StoreError>>> {
        Box::pin(async move {
            if self
                .transaction(async |tx| write_batch(tx, &self.origin, &batch).await)
                .await
                .is_ok()
            {
                return Ok(written(batch).into_iter().map(Ok).collect());
            }
            // Something failed and the transaction rolled back: one transaction per event,
            // so only the failed event (and those built on it) are refused.
            Ok(one_by_one(&batch, |a| {
                Box::pin(self.transaction(async |tx| {
                    write_event(tx, &self.origin, &a.table_id, a.seq, &a.draft, &a.mutations).await
                }))
            })
            .await)
        })
    }

    fn changes(&self) -> Option<broadcast::Receiver<Change>> {
        Some(self.changes.subscribe())
    }

    fn announce(&self, table_id: &str, online: &[String]) -> BoxFut<'_, ()> {
        // Within the 8,000 bytes of a wake-up: ids are 24 characters, so ~300 members.
        let mut payload = format!("{}:{table_id}:", self.origin);
        for (i, m) in online.iter().enumerate() {
            if payload.len() + m.len() + 1 > 7900 {
                break;
            }
            if i > 0 {
                payload.push(',');
            }
            payload.push_str(m);
        }
        Box::pin(async move {
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind(PRESENCE)
                .bind(payload)
                .execute(&self.pool)
                .await?;
            Ok(())
        })
    }

    fn import<'a>(&'a self, dump: &'a crate::dump::rows::TableDump) -> BoxFut<'a, ()> {
        Box::pin(async move {
            self.transaction(async |tx| crate::store::pg_write::import_rows(tx, dump).await)
                .await
        })
    }

    /// One query for every table, each maximum read from the end of its index (a `GROUP BY`
    /// over `ANY($1)` would read every event of those tables).
    fn last_seqs<'a>(&'a self, ids: &'a [String]) -> BoxFut<'a, Vec<(String, i64)>> {
        Box::pin(async move {
            let rows: Vec<(String, Option<i64>)> = sqlx::query_as(
                "SELECT g.id, (SELECT MAX(e.seq) FROM events e WHERE e.table_id = g.id) \
                 FROM game_tables g WHERE g.id = ANY($1)",
            )
            .bind(ids)
            .fetch_all(&self.pool)
            .await?;
            Ok(rows.into_iter().map(|(id, seq)| (id, seq.unwrap_or(0))).collect())
        })
    }

    rows::reads!(numbered);

    fn links(&self) -> &dyn crate::discord::Links {
        self
    }

    fn campaign(&self) -> &dyn crate::campaign::Campaign {
        self
    }

    fn recovery(&self) -> &dyn crate::recovery::Recovery {
        self
    }
}

crate::discord::links_impl!(PgStore, numbered, transaction);
crate::campaign::campaign_impl!(PgStore, numbered, transaction);
crate::recovery::recovery_impl!(PgStore, numbered, transaction);
