//! Events other servers commit to a shared database (PostgreSQL) reaching this server's
//! listeners.
//!
//! The store's wake-ups (`table_id:seq`, from its one `LISTEN` connection, whatever the
//! number of viewers) only say where to read: the events themselves are read from the log
//! after the last one this server published, and published to the table's listeners as this
//! server's own are. A wake-up lost costs latency, never an event: after the store reopens
//! its `LISTEN` connection it asks for a resync, and every [`CATCH_UP`] the tables with
//! listeners are compared with the log anyway. What a change from elsewhere touched (its
//! characters, members whose link was renewed) is read from the store again. Who is
//! connected travels the same way ([`crate::live::presence`]).

use crate::live::hub::Hub;
use crate::live::presence::{self, Online};
use std::collections::HashMap;
use std::sync::{Arc, Weak};
use std::time::Duration;
use tirada_table::{Change, Store};
use tokio::sync::broadcast::error::{RecvError, TryRecvError};
use tokio::sync::broadcast::Receiver;
use tokio::sync::mpsc::UnboundedReceiver;

/// How often the tables with listeners are compared with the log, for wake-ups that were
/// lost: the worst latency of an event when they are.
pub const CATCH_UP: Duration = Duration::from_secs(2);

/// Events read from the store per query.
const PAGE: i64 = 500;

/// Starts feeding `hub` with other servers' events, when the store has other writers;
/// whether it has.
pub fn start(store: Arc<dyn Store>, hub: &Arc<Hub>) -> bool {
    let Some(changes) = store.changes() else {
        return false;
    };
    let (outbox, lists) = tokio::sync::mpsc::unbounded_channel();
    hub.presence.share(outbox);
    tokio::spawn(announce(store.clone(), Arc::downgrade(hub), lists));
    tokio::spawn(run(store, Arc::downgrade(hub), changes));
    true
}

/// Sends this server's presence lists to the others, and repeats them every heartbeat.
async fn announce(store: Arc<dyn Store>, hub: Weak<Hub>, mut lists: UnboundedReceiver<(String, Online)>) {
    let mut every = tokio::time::interval(presence::HEARTBEAT);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            list = lists.recv() => {
                let Some((table, online)) = list else { return };
                // A list lost is sent again on the next heartbeat.
                let _ = store.announce(&table, &online).await;
            }
            _ = every.tick() => {
                let Some(hub) = hub.upgrade() else { return };
                hub.presence.beat();
            }
        }
    }
}

async fn run(store: Arc<dyn Store>, hub: Weak<Hub>, mut changes: Receiver<Change>) {
    let mut every = tokio::time::interval(CATCH_UP);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        let first = tokio::select! {
            c = changes.recv() => match c {
                Ok(c) => Some(c),
                Err(RecvError::Lagged(_)) => Some(Change::Resync),
                Err(RecvError::Closed) => return,
            },
            _ = every.tick() => None,
        };
        let Some(first) = first else {
            let Some(hub) = hub.upgrade() else { return };
            sweep(store.as_ref(), &hub).await;
            continue;
        };
        // The wake-ups waiting together: one read per table for all of them (the store skips
        // this server's own: its writer published them). Waiting for more only delayed the
        // other servers' events (5 ms of their listeners' latency) without saving reads: at
        // 500 rolls/s over 1,000 tables two wake-ups of a table seldom meet.
        tokio::task::yield_now().await;
        let (mut resync, mut last, mut heard) = (false, HashMap::new(), Vec::new());
        let mut note = |c: Change| match c {
            Change::Resync => resync = true,
            Change::Appended { table_id, seq } => {
                let at = last.entry(table_id).or_insert(seq);
                *at = seq.max(*at);
            }
            Change::Presence {
                table_id,
                origin,
                online,
            } => heard.push((table_id, origin, online)),
        };
        note(first);
        loop {
            match changes.try_recv() {
                Ok(c) => note(c),
                Err(TryRecvError::Lagged(_)) => note(Change::Resync),
                Err(_) => break,
            }
        }
        let Some(hub) = hub.upgrade() else { return };
        for (table, origin, online) in heard {
            hub.presence.heard(&table, &origin, online);
        }
        if resync {
            // Presence wake-ups may have been lost too: the lists go out again.
            hub.presence.beat();
            hub.forget_all();
            sweep(store.as_ref(), &hub).await;
        }
        for (table, seq) in last {
            catch_up(store.as_ref(), &hub, &table, seq).await;
        }
    }
}

/// Compares every table with listeners here with the log, in one query (1,000 tables polled
/// one by one every [`CATCH_UP`] cost more than the rolls, bench/RESULTS.md), and brings those
/// behind up to it. A store error leaves it to the next sweep.
async fn sweep(store: &dyn Store, hub: &Hub) {
    let listened = hub.listened();
    if listened.is_empty() {
        return;
    }
    let Ok(ends) = store.last_seqs(&listened).await else {
        return;
    };
    for (table, last) in ends {
        catch_up(store, hub, &table, last).await;
    }
}

/// Brings `table` up to `last`, if events beyond what this server published were committed
/// elsewhere. A store error leaves it to the next catch-up.
async fn catch_up(store: &dyn Store, hub: &Hub, table: &str, last: i64) {
    let known = hub.published(table);
    if known.is_some_and(|k| last <= k) {
        return;
    }
    if !hub.has_listeners(table) {
        hub.changed_elsewhere(table);
        return;
    }
    // Never published here: the listeners read the log when they subscribed, and one that
    // finds a gap reads it again.
    let mut after = known.unwrap_or(last - 1);
    loop {
        let Ok(page) = store.events_after(table, after, PAGE).await else {
            return;
        };
        let full = page.len() as i64 == PAGE;
        if let Some(e) = page.last() {
            after = e.seq;
        }
        // Caches first: a listener that acts on an event finds what it changed.
        hub.committed_elsewhere(table, &page);
        hub.publish_all(table, page);
        if !full {
            return;
        }
    }
}
