//! How a change becomes the table's next event, with group commit.
//!
//! An event is numbered and built under its table's [`Line`] lock, against the table and
//! characters as every event accepted before it leaves them, then queued for the single
//! writer task and the lock is released: the next event of the table is built while this one
//! commits. The writer commits everything queued in one transaction per batch
//! ([`Store::append_batch`]), then publishes each table's events in order and answers the
//! requests. So an event is acknowledged and published only once it is durable. When an
//! event fails, the later events of its table (built on it) are refused too, the table's
//! caches are dropped and its line is read again from the store: a refused request changes
//! nothing and the log stays gap-free.
//!
//! On a database several servers share, another server may take the number first: the store
//! answers [`StoreError::Conflict`] having written nothing, the line is read again, and the
//! event is built again on the next number (its dice come from its number).

use crate::http::error::{ApiError, ApiResult};
use crate::live::hub::{self, Hub, Line};
use crate::live::queued::Queued;
use crate::state::AppState;
use axum::http::StatusCode;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Weak};
use tirada_dice::Words;
use tirada_table::{chain, Append, Character, Event, EventDraft, Mutation, Store, StoreError, TableInfo};
use tokio::sync::{mpsc, oneshot};

/// Most events committed in one transaction.
const MAX_BATCH: usize = 256;
/// How many times an event is built when other servers keep taking its number (a shared
/// database only: with one server nothing else numbers the table's events).
const TRIES: u32 = 8;

/// Appends an event as the table's next one and tells the listeners, once it is committed.
/// `build` gets the table and the sequence number the event will have; an error from it
/// changes nothing.
pub async fn append<F>(state: &AppState, table_id: &str, build: F) -> ApiResult<Event>
where
    F: AsyncFnOnce(&TableInfo, i64) -> ApiResult<(EventDraft, Vec<Mutation>)> + Clone,
{
    append_line(state, table_id, false, build).await
}

/// Like [`append`], but `build` runs only once every earlier event of the table is committed
/// or refused, so it may read the store as exact: a reroll reads the rerolls made before it,
/// a reveal the reveals (two quick clicks must not both pass the allowance).
pub async fn append_settled<F>(state: &AppState, table_id: &str, build: F) -> ApiResult<Event>
where
    F: AsyncFnOnce(&TableInfo, i64) -> ApiResult<(EventDraft, Vec<Mutation>)> + Clone,
{
    append_line(state, table_id, true, build).await
}

/// Waits, holding the line, until the writer has answered every event the line queued.
async fn settle(line: &Line) -> ApiResult<()> {
    let queued = line.queued;
    let mut answered = line.answered.subscribe();
    let wait = async { answered.wait_for(|n| *n >= queued).await.is_ok() };
    match tokio::time::timeout(std::time::Duration::from_secs(30), wait).await {
        Ok(true) => Ok(()),
        _ => Err(stopping()),
    }
}

/// Tries to write an event again when another server took its number first (or the event
/// it was built on), each time on the table as the store then has it.
async fn append_line<F>(state: &AppState, table_id: &str, settled: bool, build: F) -> ApiResult<Event>
where
    F: AsyncFnOnce(&TableInfo, i64) -> ApiResult<(EventDraft, Vec<Mutation>)> + Clone,
{
    let mut tries = 1;
    loop {
        match append_once(state, table_id, settled, build.clone()).await? {
            Err(StoreError::Conflict(_) | StoreError::Abandoned(_)) if state.shared && tries < TRIES => tries += 1,
            result => return Ok(result?),
        }
    }
}

/// Builds, queues and awaits one event: the store's answer, or the build's own error.
async fn append_once<F>(
    state: &AppState,
    table_id: &str,
    settled: bool,
    build: F,
) -> ApiResult<Result<Event, StoreError>>
where
    F: AsyncFnOnce(&TableInfo, i64) -> ApiResult<(EventDraft, Vec<Mutation>)>,
{
    let reply = {
        let line = state.hub.line(table_id);
        let mut line = line.lock().await;
        if settled {
            settle(&line).await?;
        }
        let table = current(state, &mut line, table_id).await?;
        let seq = table.last_seq + 1;
        let (mut draft, mutations) = hub::building(table_id, line.characters.clone(), build(&table, seq)).await?;
        // Chained to the event before it, accepted or committed (`tirada_table::chain`).
        draft.prev = Some(line.head.clone());
        accept(state, &mut line, table_id, seq, &mutations).await?;
        line.head = chain::digest_draft(seq, &draft);
        let (reply, answer) = oneshot::channel();
        let queued = Queued {
            append: Append {
                table_id: table_id.to_string(),
                seq,
                draft,
                mutations,
            },
            epoch: line.seen,
            line_epoch: line.epoch.clone(),
            reply,
            answered: line.answered.clone(),
        };
        if writer(state).send(queued).is_err() {
            // The writer is gone: the event just counted will never be written.
            line.epoch.fetch_add(1, Ordering::AcqRel);
            return Err(stopping());
        }
        line.queued += 1;
        answer
    };
    reply.await.map_err(|_| stopping())
}

fn stopping() -> ApiError {
    ApiError::new(StatusCode::SERVICE_UNAVAILABLE, Words::key("api-stopping"))
}

/// The table as the next event sees it: from the line, or read again from the store when
/// the line is new or a failed commit discarded it.
async fn current(state: &AppState, line: &mut Line, table_id: &str) -> ApiResult<TableInfo> {
    let epoch = line.epoch.load(Ordering::Acquire);
    if line.seen != epoch || line.table.is_none() {
        // Every event of earlier epochs is committed or refused: the store is exact.
        let table = state
            .store
            .table(table_id)
            .await?
            .ok_or_else(|| ApiError::not_found(Words::key("api-no-table").arg("table", table_id)))?;
        line.head = chain::head(state.store.as_ref(), table_id, table.last_seq).await?;
        line.table = Some(table);
        line.characters = Default::default();
        line.seen = epoch;
    }
    Ok(line.table.clone().expect("read above"))
}

/// Counts an accepted event in its line: the next event is built on what this one changes.
async fn accept(state: &AppState, line: &mut Line, table_id: &str, seq: i64, mutations: &[Mutation]) -> ApiResult<()> {
    // A character changed that the build did not read is read now, before the change.
    for m in mutations {
        if let Some(id) = hub::changed(m) {
            if !line.characters.lock().expect("line lock").contains_key(id) {
                if let Some(c) = state.store.character(table_id, id).await? {
                    line.characters.lock().expect("line lock").insert(id.to_string(), c);
                }
            }
        }
    }
    let table = line.table.as_mut().expect("read by current");
    table.last_seq = seq;
    let mut characters = line.characters.lock().expect("line lock");
    for m in mutations {
        match m {
            Mutation::CloseTable => table.closed = true,
            Mutation::NewSession {
                seed,
                commitment,
                session,
                since,
            } => {
                table.seed = seed.clone();
                table.commitment = commitment.clone();
                table.session = *session;
                table.session_since = *since;
            }
            Mutation::AddCharacter {
                id,
                owner,
                name,
                sheet,
                state,
            } => {
                let c = Character {
                    id: id.clone(),
                    table_id: table_id.to_string(),
                    owner: owner.clone(),
                    name: name.clone(),
                    sheet: sheet.clone(),
                    state: state.clone(),
                };
                characters.insert(id.clone(), c);
            }
            _ => {
                if let Some(c) = hub::changed(m).and_then(|id| characters.get_mut(id)) {
                    hub::change(c, m);
                }
            }
        }
    }
    Ok(())
}

/// The writer's queue, starting the writer with the first event.
fn writer(state: &AppState) -> &mpsc::UnboundedSender<Queued> {
    state.hub.writer.get_or_init(|| {
        let (tx, rx) = mpsc::unbounded_channel();
        tokio::spawn(write(state.store.clone(), Arc::downgrade(&state.hub), rx));
        tx
    })
}

/// The writer: commits whatever is queued as one batch, again and again, until the hub goes.
async fn write(store: Arc<dyn Store>, hub: Weak<Hub>, mut rx: mpsc::UnboundedReceiver<Queued>) {
    let mut queued = Vec::with_capacity(MAX_BATCH);
    while rx.recv_many(&mut queued, MAX_BATCH).await > 0 {
        let Some(hub) = hub.upgrade() else { return };
        commit(store.as_ref(), &hub, std::mem::take(&mut queued)).await;
    }
}

/// Commits a batch, publishes what was committed and answers every request.
async fn commit(store: &dyn Store, hub: &Hub, queued: Vec<Queued>) {
    let mut batch = Vec::with_capacity(queued.len());
    let mut waiting = Vec::with_capacity(queued.len());
    for q in queued {
        // Built on an event that failed: refused before it reaches the store.
        if q.line_epoch.load(Ordering::Acquire) != q.epoch {
            let seq = q.append.seq;
            q.answer(Err(StoreError::Abandoned(seq)));
            continue;
        }
        let Queued {
            append,
            line_epoch,
            reply,
            answered,
            ..
        } = q;
        waiting.push((
            append.table_id.clone(),
            append.mutations.clone(),
            line_epoch,
            (reply, answered),
        ));
        batch.push(append);
    }
    if batch.is_empty() {
        return;
    }
    let seqs: Vec<i64> = batch.iter().map(|a| a.seq).collect();
    let results = match store.append_batch(batch).await {
        Ok(r) => r,
        // Nothing was written: the first event gets the reason, the others were built on it
        // or beside it.
        Err(e) => {
            let mut e = Some(e);
            seqs.iter()
                .map(|seq| Err(e.take().unwrap_or(StoreError::Abandoned(*seq))))
                .collect()
        }
    };
    // Events of one table are published together, in order, after the commit.
    let mut published: Vec<(String, Vec<Event>)> = Vec::new();
    let mut answers = Vec::with_capacity(waiting.len());
    for ((table, mutations, line_epoch, reply), result) in waiting.into_iter().zip(results) {
        match &result {
            Ok(event) => {
                hub.committed(&table, &mutations);
                match published.iter_mut().find(|(t, _)| *t == table) {
                    Some((_, events)) => events.push(event.clone()),
                    None => published.push((table, vec![event.clone()])),
                }
            }
            Err(_) => {
                // Read again from the store, and refuse what was built on this event.
                hub.forget_table(&table);
                hub.forget_characters(&table);
                line_epoch.fetch_add(1, Ordering::AcqRel);
            }
        }
        answers.push((reply, result));
    }
    for (table, events) in published {
        hub.publish_all(&table, events);
    }
    for ((reply, answered), result) in answers {
        let _ = reply.send(result);
        answered.send_modify(|n| *n += 1);
    }
}
