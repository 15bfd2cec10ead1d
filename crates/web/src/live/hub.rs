//! What the server keeps in memory per table: its [`Feed`] of recently published events (fed
//! after each commit, one batch at a time: [`crate::live::published`]), the [`Line`] that numbers
//! events one at a time, and caches of the table row, characters and members by token hash.
//! The store stays the truth: listeners resume from it, and the caches are only filled from
//! it and updated after a commit.

use crate::live::feed::{Entry, Feed, Retention};
use crate::live::published::Batch;
use crate::live::queued::Queued;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, AtomicUsize};
use std::sync::{Arc, Mutex, OnceLock};
use tirada_table::{Character, Event, Member, Mutation, TableInfo};
use tokio::sync::mpsc;

/// Characters as the accepted events of a table leave them (committed or still queued).
pub type Accepted = Arc<Mutex<HashMap<String, Character>>>;

/// A table's write line, locked while an event is numbered and built: the table and its
/// characters as every event accepted so far leaves them, committed or still in the write
/// queue, so the next event can be built while the previous ones commit.
#[derive(Default)]
pub struct Line {
    /// The table with `last_seq` the last accepted event (None: read it from the store).
    pub table: Option<TableInfo>,
    /// The hash of the last accepted event, which the next one carries as `prev`.
    pub head: String,
    /// Characters read or changed by this line's events since `table` was read.
    pub characters: Accepted,
    /// The epoch `table` was read in.
    pub seen: u64,
    /// Bumped by the writer when a commit fails: events built before are refused and the
    /// line is read again from the store.
    pub epoch: Arc<AtomicU64>,
    /// Events this line handed to the writer, and how many of them the writer has answered
    /// (committed or refused): when the two are equal the store holds every accepted event.
    pub queued: u64,
    pub answered: Arc<tokio::sync::watch::Sender<u64>>,
}

tokio::task_local! {
    /// While an event is built: its table and the line's characters, which
    /// [`Hub::character`] answers from first.
    static BUILDING: (String, Accepted);
}

/// Runs `build` with `table`'s accepted characters visible to [`Hub::character`].
pub async fn building<T>(table: &str, characters: Accepted, build: impl std::future::Future<Output = T>) -> T {
    BUILDING.scope((table.to_string(), characters), build).await
}

/// The accepted characters of `table`, when an event of that table is being built.
fn accepted(table: &str) -> Option<Accepted> {
    BUILDING
        .try_with(|(t, c)| (t == table).then(|| c.clone()))
        .ok()
        .flatten()
}

#[derive(Default)]
pub struct Hub {
    /// Each table's recently published events, and its listeners' wake-up.
    feeds: Mutex<HashMap<String, Arc<Feed<Batch>>>>,
    /// How much of them each table keeps.
    retention: Mutex<Retention>,
    /// What the tables keep beyond their base, together ([`Retention::budget`]).
    held: AtomicUsize,
    /// One line per table: events are numbered and built one at a time.
    lines: Mutex<HashMap<String, Arc<tokio::sync::Mutex<Line>>>>,
    /// The group-commit writer's queue (started with the first event).
    pub(crate) writer: OnceLock<mpsc::UnboundedSender<Queued>>,
    tables: Mutex<HashMap<String, TableInfo>>,
    members: Mutex<HashMap<(String, String), Member>>,
    /// Per table, how many tokens were replaced: a member read from the store before a
    /// replacement is not cached after it (their old token would live on in the cache).
    token_changes: Mutex<HashMap<String, u64>>,
    characters: Mutex<HashMap<(String, String), Character>>,
    /// Who has the table open now.
    pub presence: Arc<crate::live::presence::Presence>,
}

impl Hub {
    /// Table `table`'s feed (made on first use).
    pub fn feed(&self, table: &str) -> Arc<Feed<Batch>> {
        let mut map = self.feeds.lock().expect("hub lock");
        map.entry(table.to_string()).or_default().clone()
    }

    /// Sets how much of its recent events each table keeps from now on.
    pub fn retain(&self, retention: Retention) {
        *self.retention.lock().expect("hub lock") = retention;
    }

    /// Tells the listeners about a committed event, and keeps the cached table row current.
    pub fn publish(&self, table: &str, event: Event) {
        self.publish_all(table, vec![event]);
    }

    /// Tells the listeners about committed events of one table (in order, without gaps) in
    /// one batch, so each listener wakes once for all of them.
    /// Events published already (this server's own, also read back after another server's
    /// wake-up) are left out.
    pub fn publish_all(&self, table: &str, events: Vec<Event>) {
        let feed = self.feed(table);
        let retention = *self.retention.lock().expect("hub lock");
        let Some(batch) = feed.append(events, Batch::new, retention, &self.held) else {
            return;
        };
        // Caches first: a listener that acts on an event finds what it changed.
        let mut tables = self.tables.lock().expect("hub lock");
        // A session's end changed the row's seed and commitment: read it again.
        if batch.events.iter().any(|p| p.head.kind == tirada_table::session::ENDED) {
            tables.remove(table);
        }
        if let Some(t) = tables.get_mut(table) {
            t.last_seq = t.last_seq.max(batch.last());
            if batch.events.iter().any(|p| p.head.kind == "closed") {
                t.closed = true;
            }
        }
        drop(tables);
        feed.wake(batch.last());
    }

    /// The number of the last event of `table` this server published (None: none yet).
    pub fn published(&self, table: &str) -> Option<i64> {
        let feed = self.feeds.lock().expect("hub lock").get(table).cloned();
        feed?.last()
    }

    /// The tables somebody listens to on this server.
    pub fn listened(&self) -> Vec<String> {
        let map = self.feeds.lock().expect("hub lock");
        map.iter()
            .filter(|(_, f)| f.listeners() > 0)
            .map(|(t, _)| t.clone())
            .collect()
    }

    pub fn has_listeners(&self, table: &str) -> bool {
        let map = self.feeds.lock().expect("hub lock");
        map.get(table).is_some_and(|f| f.listeners() > 0)
    }

    /// Another server changed `table`: its cached row, characters and members (a token may
    /// have been replaced) are read from the store again, and its recent events no longer
    /// reach up to the log's end.
    pub fn changed_elsewhere(&self, table: &str) {
        self.forget_table(table);
        self.forget_characters(table);
        self.forget_members(table, None);
        let feed = self.feeds.lock().expect("hub lock").get(table).cloned();
        if let Some(feed) = feed {
            feed.clear(&self.held);
        }
    }

    /// Another server committed `events` of `table` (in order, read from the store): what
    /// they changed is read from the store again — the characters they name (every event that
    /// changes a character names it), the members when a link was renewed — and the write
    /// line, when nothing of it is in flight, moves past them (or reads the store again)
    /// instead of taking a number already used and failing the commit. Everything else
    /// cached stays: the table row moves on as the events are published
    /// ([`Hub::publish_all`]).
    pub fn committed_elsewhere(&self, table: &str, events: &[Event]) {
        let Some(last) = events.last().map(|e| e.seq) else {
            return;
        };
        if events.iter().any(|e| e.kind == "link_renewed") {
            self.forget_members(table, None);
        }
        let named: Vec<&str> = events.iter().filter_map(|e| e.character_id.as_deref()).collect();
        if !named.is_empty() {
            let mut characters = self.characters.lock().expect("hub lock");
            characters.retain(|(t, id), _| t != table || !named.contains(&id.as_str()));
        }
        let Some(line) = self.lines.lock().expect("hub lock").get(table).cloned() else {
            return;
        };
        // A line busy building, or with events in flight, is left alone: its commit fails and
        // it reads the store then.
        let Ok(mut line) = line.try_lock() else { return };
        if line.queued != *line.answered.borrow() {
            return;
        }
        let Some(t) = line.table.as_mut().filter(|t| t.last_seq < last) else {
            return;
        };
        // A gap, or a session's end (a new seed in the row): the row is read again.
        if events[0].seq != t.last_seq + 1 || events.iter().any(|e| e.kind == tirada_table::session::ENDED) {
            line.table = None;
            return;
        }
        // The events follow the line's end: it moves past them as if it had written them.
        t.last_seq = last;
        t.closed |= events.iter().any(|e| e.kind == "closed");
        line.head = tirada_table::chain::digest(&events[events.len() - 1]);
        line.characters
            .lock()
            .expect("line lock")
            .retain(|id, _| !named.contains(&id.as_str()));
    }

    /// Wake-ups may have been lost: every cached row is read from the store again.
    pub fn forget_all(&self) {
        let tables: Vec<String> = self.tables.lock().expect("hub lock").keys().cloned().collect();
        let members: Vec<String> = self
            .members
            .lock()
            .expect("hub lock")
            .keys()
            .map(|(t, _)| t.clone())
            .collect();
        for t in tables.iter().chain(&members) {
            self.changed_elsewhere(t);
        }
        self.characters.lock().expect("hub lock").clear();
    }

    pub fn line(&self, table: &str) -> Arc<tokio::sync::Mutex<Line>> {
        let mut map = self.lines.lock().expect("hub lock");
        map.entry(table.to_string()).or_default().clone()
    }

    pub fn table(&self, id: &str) -> Option<TableInfo> {
        self.tables.lock().expect("hub lock").get(id).cloned()
    }

    pub fn remember_table(&self, t: &TableInfo) {
        self.tables.lock().expect("hub lock").insert(t.id.clone(), t.clone());
    }

    /// Drops a cached row (after a failed write, the store is read again).
    pub fn forget_table(&self, id: &str) {
        self.tables.lock().expect("hub lock").remove(id);
    }

    /// A cached character; while an event of `table` is built, as the accepted events
    /// leave it, and None for one the line has not read yet (so it is read from the store).
    pub fn character(&self, table: &str, id: &str) -> Option<Character> {
        if let Some(accepted) = accepted(table) {
            return accepted.lock().expect("hub lock").get(id).cloned();
        }
        let key = (table.to_string(), id.to_string());
        self.characters.lock().expect("hub lock").get(&key).cloned()
    }

    pub fn remember_character(&self, c: &Character) {
        if let Some(accepted) = accepted(&c.table_id) {
            accepted
                .lock()
                .expect("hub lock")
                .entry(c.id.clone())
                .or_insert_with(|| c.clone());
        }
        let key = (c.table_id.clone(), c.id.clone());
        self.characters.lock().expect("hub lock").insert(key, c.clone());
    }

    /// Drops every cached character of a table (after a failed write).
    pub fn forget_characters(&self, table: &str) {
        self.characters.lock().expect("hub lock").retain(|(t, _), _| t != table);
    }

    /// Brings the cached characters in line with mutations just committed, and forgets a
    /// member's replaced token.
    pub fn committed(&self, table: &str, mutations: &[Mutation]) {
        for m in mutations {
            if let Mutation::SetToken { id, .. } = m {
                self.forget_members(table, Some(id));
            }
        }
        let mut map = self.characters.lock().expect("hub lock");
        for m in mutations {
            if let Some(id) = changed(m) {
                if let Some(c) = map.get_mut(&(table.to_string(), id.to_string())) {
                    change(c, m);
                }
            }
        }
    }

    /// Drops the cached members of `table` (only member `only`, when given) and counts a
    /// replaced token, under the members' lock, so a member read from the store before it is
    /// not cached after it ([`Hub::remember_member`]).
    fn forget_members(&self, table: &str, only: Option<&str>) {
        let mut members = self.members.lock().expect("hub lock");
        *self
            .token_changes
            .lock()
            .expect("hub lock")
            .entry(table.to_string())
            .or_default() += 1;
        members.retain(|(t, _), m| t != table || only.is_some_and(|id| m.id != id));
    }

    pub fn member(&self, table: &str, token_hash: &str) -> Option<Member> {
        let key = (table.to_string(), token_hash.to_string());
        self.members.lock().expect("hub lock").get(&key).cloned()
    }

    /// How many tokens of `table` have been replaced so far (see [`Hub::remember_member`]).
    pub fn token_changes(&self, table: &str) -> u64 {
        self.token_changes
            .lock()
            .expect("hub lock")
            .get(table)
            .copied()
            .unwrap_or(0)
    }

    /// Caches a member read from the store when `changes` (read before the store) is still
    /// the table's count of replaced tokens.
    pub fn remember_member(&self, token_hash: &str, m: &Member, changes: u64) {
        let mut members = self.members.lock().expect("hub lock");
        if self.token_changes(&m.table_id) == changes {
            members.insert((m.table_id.clone(), token_hash.to_string()), m.clone());
        }
    }
}

/// The character a mutation changes in place (not one it creates).
pub fn changed(m: &Mutation) -> Option<&str> {
    match m {
        Mutation::SetState { id, .. } | Mutation::UpdateSheet { id, .. } => Some(id),
        _ => None,
    }
}

/// Applies a state or sheet change to a character.
pub fn change(c: &mut Character, m: &Mutation) {
    match m {
        Mutation::SetState { state, .. } => c.state = state.clone(),
        Mutation::UpdateSheet { name, sheet, .. } => {
            c.name = name.clone();
            c.sheet = sheet.clone();
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::live::published::Published;
    use serde_json::json;

    #[test]
    fn a_published_event_reads_back_whole() {
        let e = Event {
            seq: 7,
            kind: "roll".into(),
            actor: None,
            character_id: Some("rosa".into()),
            hidden: false,
            data: json!({"roll": {"dados": [1, 2, 3]}}),
            at_ms: 7,
            prev: None,
        };
        let p = Published::new(e.clone());
        assert_eq!(p.event(), e);
        assert_eq!(p.head.data, serde_json::Value::Null, "the head keeps no data");
    }

    #[test]
    fn events_published_already_are_left_out() {
        let hub = Hub::default();
        let chat = |seq| Event {
            seq,
            kind: "chat".into(),
            actor: None,
            character_id: None,
            hidden: false,
            data: json!({"text": "hola"}),
            at_ms: seq,
            prev: None,
        };
        hub.publish_all("t", (1..=3).map(chat).collect());
        hub.publish_all("t", (2..=5).map(chat).collect());
        assert_eq!(hub.published("t"), Some(5));
        assert_eq!(hub.feed("t").holds(), Some((1, 5)));
        assert_eq!(hub.published("u"), None);
    }
}
