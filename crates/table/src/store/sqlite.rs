//! The embedded store: one SQLite file in WAL mode, migrations run when it opens.
//!
//! The SQL is kept portable (plain `CREATE TABLE`, `INSERT`, `UPDATE`, no SQLite-only
//! syntax) so the PostgreSQL store can share it. Writes are serialised by one lock — SQLite
//! has a single writer anyway — and each is one transaction committed before returning; a
//! batch of events is one transaction too (group commit), replayed one event per
//! transaction when any of it fails.

use crate::error::{BoxFut, StoreError};
use crate::model::Append;
use crate::model::{Event, EventDraft, Mutation, NewTable};
use crate::store::backend::{one_by_one, Migrated, Store};
use crate::store::rows::{self, written};
use crate::store::sqlite_write::{insert_table, transaction, write_batch, write_event};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{ConnectOptions, Connection, Row, SqlitePool};
use std::str::FromStr;
use std::time::Duration;
use tokio::sync::Mutex;

/// The schema, one step per migration; `schema_version` records the steps applied.
const MIGRATIONS: &[&str] = &[
    r#"
CREATE TABLE game_tables (
    id VARCHAR(64) PRIMARY KEY,
    name TEXT NOT NULL,
    system VARCHAR(16) NOT NULL,
    ruleset TEXT NOT NULL,
    invite_code VARCHAR(32) NOT NULL,
    seed VARCHAR(64) NOT NULL,
    commitment VARCHAR(64) NOT NULL,
    closed INTEGER NOT NULL,
    created_ms BIGINT NOT NULL
);
CREATE TABLE members (
    id VARCHAR(64) PRIMARY KEY,
    table_id VARCHAR(64) NOT NULL REFERENCES game_tables(id),
    name TEXT NOT NULL,
    role VARCHAR(16) NOT NULL,
    token_hash VARCHAR(64) NOT NULL UNIQUE
);
CREATE INDEX members_by_table ON members (table_id);
CREATE TABLE characters (
    id VARCHAR(64) PRIMARY KEY,
    table_id VARCHAR(64) NOT NULL REFERENCES game_tables(id),
    owner VARCHAR(64) NOT NULL REFERENCES members(id),
    name TEXT NOT NULL,
    sheet TEXT NOT NULL,
    state TEXT NOT NULL
);
CREATE INDEX characters_by_table ON characters (table_id);
CREATE TABLE events (
    table_id VARCHAR(64) NOT NULL REFERENCES game_tables(id),
    seq BIGINT NOT NULL,
    kind VARCHAR(32) NOT NULL,
    actor VARCHAR(64),
    character_id VARCHAR(64),
    hidden INTEGER NOT NULL,
    data TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (table_id, seq)
);
"#,
    // What the GM lets players do (`TableSettings` as JSON; older tables get the defaults).
    "ALTER TABLE game_tables ADD COLUMN settings TEXT NOT NULL DEFAULT '{}'",
    // The hash of the event before each one (`crate::chain`); NULL for the events stored
    // before it: "sin cadena", not backfilled (a backfill would vouch for rows it never saw
    // written).
    "ALTER TABLE events ADD COLUMN prev VARCHAR(64)",
    // Discord's codes, channels and users: the same file as PostgreSQL's (portable SQL).
    include_str!("../../migrations/postgres/0003_discord.sql"),
    // Sessions, the GM's notes and travelling characters (issue 32): the same file as PostgreSQL's.
    include_str!("../../migrations/postgres/0004_campaigns.sql"),
    // Recovery secrets and the further links of recovered devices (issue 27 point 6): the same
    // file as PostgreSQL's.
    include_str!("../../migrations/postgres/0005_recovery.sql"),
];

/// How often the WAL is copied back into the database file, off the write path.
const CHECKPOINT_EVERY: Duration = Duration::from_secs(1);
/// How long a connection waits for a lock another one holds.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// Switches a file database to WAL on a connection of its own, before the pool opens any.
/// The switch reads the file, then upgrades to writing it; SQLite answers «database is
/// locked» at once instead of waiting when another connection is about to write (waiting
/// could deadlock) — as the pool's second connection did, switching the same fresh file at
/// the same moment, once in ~45 starts (issue 31). So the switch is tried again until the
/// busy timeout, as SQLite waits for any other lock.
async fn switch_to_wal(options: &SqliteConnectOptions) -> Result<(), StoreError> {
    let deadline = tokio::time::Instant::now() + BUSY_TIMEOUT;
    loop {
        let switched = async {
            let conn = options.clone().journal_mode(SqliteJournalMode::Wal).connect().await?;
            conn.close().await
        }
        .await;
        match switched {
            Err(sqlx::Error::Database(e)) if busy(e.code().as_deref()) && tokio::time::Instant::now() < deadline => {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            other => return Ok(other?),
        }
    }
}

/// Whether a SQLite result code (extended or not) is `SQLITE_BUSY`.
fn busy(code: Option<&str>) -> bool {
    code.and_then(|c| c.parse::<i32>().ok()).is_some_and(|c| c & 0xff == 5)
}

/// The SQLite store.
pub struct SqliteStore {
    pool: SqlitePool,
    /// An in-memory database (tests): its one connection cannot be closed after a failure.
    memory: bool,
    write: Mutex<()>,
    /// The background checkpoints of a file database.
    checkpoints: Option<tokio::task::JoinHandle<()>>,
    migrated: Migrated,
}

impl Drop for SqliteStore {
    fn drop(&mut self) {
        if let Some(task) = &self.checkpoints {
            task.abort();
        }
    }
}

impl SqliteStore {
    /// Opens (creating if needed) the database at `url` (`sqlite://FILE`, `sqlite:FILE` or
    /// `sqlite::memory:`) and runs the migrations.
    pub async fn open(url: &str) -> Result<SqliteStore, StoreError> {
        if !url.starts_with("sqlite:") {
            return Err(StoreError::Url(url.to_string()));
        }
        let memory = url.contains(":memory:");
        let file = url.trim_start_matches("sqlite:").trim_start_matches("//");
        if !memory && file.split('?').next().is_none_or(|f| f.trim().is_empty()) {
            return Err(StoreError::NoFile(url.to_string()));
        }
        let options = SqliteConnectOptions::from_str(url)
            .map_err(|_| StoreError::Url(url.to_string()))?
            .create_if_missing(true)
            // In WAL mode NORMAL keeps every committed transaction across a crash or kill of
            // the server; only a power cut can lose the last ones (FULL: `?synchronous=full`).
            .synchronous(if url.contains("synchronous=full") {
                SqliteSynchronous::Full
            } else {
                SqliteSynchronous::Normal
            })
            .foreign_keys(true)
            .busy_timeout(BUSY_TIMEOUT);
        let options = if memory {
            options.journal_mode(SqliteJournalMode::Memory)
        } else {
            // WAL is a setting of the file, which the pool's connections then find there.
            switch_to_wal(&options).await?;
            // A commit never waits for a checkpoint (and its fsync, slow when the disk is
            // busy): a background task checkpoints instead, without blocking anyone.
            options.pragma("wal_autocheckpoint", "0")
        };
        let pool = SqlitePoolOptions::new()
            .max_connections(if memory { 1 } else { 4 })
            .min_connections(1)
            .idle_timeout(None)
            .max_lifetime(None)
            .connect_with(options)
            .await?;
        let checkpoints = (!memory).then(|| {
            let pool = pool.clone();
            tokio::spawn(async move {
                let mut every = tokio::time::interval(CHECKPOINT_EVERY);
                every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
                loop {
                    every.tick().await;
                    // A failed checkpoint loses nothing (the WAL keeps every commit): the
                    // next one catches up.
                    let _ = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)").execute(&pool).await;
                }
            })
        });
        let mut store = SqliteStore {
            pool,
            memory,
            write: Mutex::new(()),
            checkpoints,
            migrated: Migrated { before: 0, after: 0 },
        };
        store.migrated = store.migrate().await?;
        Ok(store)
    }

    /// The migrations that had run before it opened, and now.
    pub fn migrated(&self) -> Migrated {
        self.migrated
    }

    async fn migrate(&self) -> Result<Migrated, StoreError> {
        let _w = self.write.lock().await;
        transaction(&self.pool, self.memory, async |tx| {
            sqlx::query("CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)")
                .execute(&mut *tx)
                .await?;
            let done: i64 = sqlx::query("SELECT COUNT(*) FROM schema_version")
                .fetch_one(&mut *tx)
                .await?
                .try_get(0)?;
            crate::error::newer_schema(done, MIGRATIONS.len())?;
            for (i, step) in MIGRATIONS.iter().enumerate().skip(done as usize) {
                for statement in step.split(';').map(str::trim).filter(|s| !s.is_empty()) {
                    sqlx::query(statement).execute(&mut *tx).await?;
                }
                sqlx::query("INSERT INTO schema_version (version) VALUES (?)")
                    .bind(i as i64 + 1)
                    .execute(&mut *tx)
                    .await?;
            }
            Ok(Migrated {
                before: done,
                after: done.max(MIGRATIONS.len() as i64),
            })
        })
        .await
    }

    /// One event and its mutations in one transaction (the caller holds the write lock).
    async fn append_one(
        &self,
        table_id: &str,
        seq: i64,
        draft: &EventDraft,
        mutations: &[Mutation],
    ) -> Result<Event, StoreError> {
        transaction(&self.pool, self.memory, async |tx| {
            write_event(tx, table_id, seq, draft, mutations).await
        })
        .await
    }

    /// A whole batch in one transaction: one commit (one WAL write) for many events. Any
    /// failure rolls all of it back (the caller holds the write lock).
    async fn append_together(&self, batch: &[Append]) -> Result<(), StoreError> {
        transaction(&self.pool, self.memory, async |tx| write_batch(tx, batch).await).await
    }

    /// One write transaction under the write lock: `Ok` means committed.
    async fn in_transaction<T>(
        &self,
        work: impl AsyncFnOnce(&mut sqlx::SqliteConnection) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let _w = self.write.lock().await;
        transaction(&self.pool, self.memory, work).await
    }

    /// Closes the pool, checkpointing the WAL.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

impl Store for SqliteStore {
    fn create_table(&self, t: NewTable) -> BoxFut<'_, Event> {
        Box::pin(async move {
            let _w = self.write.lock().await;
            transaction(&self.pool, self.memory, async |tx| insert_table(tx, &t).await).await
        })
    }

    fn append(&self, table_id: &str, seq: i64, draft: EventDraft, mutations: Vec<Mutation>) -> BoxFut<'_, Event> {
        let table_id = table_id.to_string();
        Box::pin(async move {
            let _w = self.write.lock().await;
            self.append_one(&table_id, seq, &draft, &mutations).await
        })
    }

    fn append_batch(&self, batch: Vec<Append>) -> BoxFut<'_, Vec<Result<Event, StoreError>>> {
        Box::pin(async move {
            let _w = self.write.lock().await;
            if self.append_together(&batch).await.is_ok() {
                return Ok(written(batch).into_iter().map(Ok).collect());
            }
            // Something failed and the transaction rolled back: one transaction per event,
            // so only the failed event (and those built on it) are refused.
            Ok(one_by_one(&batch, |a| {
                Box::pin(self.append_one(&a.table_id, a.seq, &a.draft, &a.mutations))
            })
            .await)
        })
    }

    fn import<'a>(&'a self, dump: &'a crate::dump::rows::TableDump) -> BoxFut<'a, ()> {
        Box::pin(async move {
            let _w = self.write.lock().await;
            transaction(&self.pool, self.memory, async |tx| {
                crate::store::sqlite_write::import_rows(tx, dump).await
            })
            .await
        })
    }

    rows::reads!(str::to_string);

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

crate::discord::links_impl!(SqliteStore, str::to_string, in_transaction);
crate::campaign::campaign_impl!(SqliteStore, str::to_string, in_transaction);
crate::recovery::recovery_impl!(SqliteStore, str::to_string, in_transaction);
