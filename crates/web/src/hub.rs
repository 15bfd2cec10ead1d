//! What the server keeps in memory per table: the live broadcast channel (fed after each
//! commit, one message per batch of events: [`crate::published`]), the [`Line`] that numbers
//! events one at a time, and caches of the table row, characters and members by token hash.
//! The store stays the truth: listeners resume from it, and the caches are only filled from
//! it and updated after a commit.

use crate::append::Queued;
use crate::published::{Batch, Live, Published};
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex, OnceLock};
use tirada_table::{Character, Event, Member, Mutation, TableInfo};
use tokio::sync::{broadcast, mpsc};

/// Batches a table's channel holds for its slowest listener; one further behind reads the
/// recent events or the store instead. Tokio allocates the whole ring (~50 bytes a slot) when
/// the channel is made (4,096 slots cost 200 MiB for 1,000 tables, bench/RESULTS.md, issue
/// 19), and a slot keeps its batch alive until it is overwritten.
const CAPACITY: usize = 16;
/// What each table's recent events may weigh ([`Published::weight`]), for listeners that
/// catch up: they share each event's serialisation instead of reading the store and
/// serialising it for themselves. Some 20 PORTAL rolls, a few minutes of play: a listener
/// away longer reads the store. Per table, so a server's share grows with its busy tables
/// (1,000 of them: ~100 MiB), not with their age.
const RECENT_BYTES: usize = 100 * 1024;

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

/// A table's recently published events, and the number of the last one published.
#[derive(Default)]
struct Recent {
    ring: VecDeque<Arc<Published>>,
    /// What the ring weighs ([`Published::weight`]).
    weight: usize,
    last: i64,
}

impl Recent {
    /// Adds a batch that follows the ring (else the ring starts again from it), and drops the
    /// oldest events beyond [`RECENT_BYTES`] (the newest always stays).
    fn extend(&mut self, batch: &Batch) {
        if self.ring.back().is_some_and(|p| p.seq() + 1 != batch.first()) {
            self.ring.clear();
            self.weight = 0;
        }
        for p in &batch.events {
            self.weight += p.weight();
            self.ring.push_back(p.clone());
        }
        while self.weight > RECENT_BYTES && self.ring.len() > 1 {
            let old = self.ring.pop_front().expect("more than one");
            self.weight -= old.weight();
        }
    }
}

#[derive(Default)]
pub struct Hub {
    channels: Mutex<HashMap<String, broadcast::Sender<Live>>>,
    /// The events last published per table (up to [`RECENT_BYTES`]), in order and without gaps.
    recent: Mutex<HashMap<String, Recent>>,
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
    pub presence: Arc<crate::presence::Presence>,
}

impl Hub {
    fn sender(&self, table: &str) -> broadcast::Sender<Live> {
        let mut map = self.channels.lock().expect("hub lock");
        map.entry(table.to_string())
            .or_insert_with(|| broadcast::channel(CAPACITY).0)
            .clone()
    }

    pub fn subscribe(&self, table: &str) -> broadcast::Receiver<Live> {
        self.sender(table).subscribe()
    }

    /// Tells the listeners about a committed event, and keeps the cached table row current.
    pub fn publish(&self, table: &str, event: Event) {
        self.publish_all(table, vec![event]);
    }

    /// Tells the listeners about committed events of one table (in order, without gaps) in
    /// one message, so each listener wakes once for all of them.
    /// Events published already (this server's own, also read back after another server's
    /// wake-up) are left out.
    pub fn publish_all(&self, table: &str, mut events: Vec<Event>) {
        // Kept before it is sent: a listener that subscribed before reading `recent` misses
        // nothing.
        let batch = {
            let mut map = self.recent.lock().expect("hub lock");
            let recent = map.entry(table.to_string()).or_default();
            events.retain(|e| e.seq > recent.last);
            let Some(last) = events.last() else { return };
            recent.last = last.seq;
            let batch = Arc::new(Batch::new(events));
            recent.extend(&batch);
            batch
        };
        if let Some(t) = self.tables.lock().expect("hub lock").get_mut(table) {
            t.last_seq = t.last_seq.max(batch.last());
            if batch.events.iter().any(|p| p.head.kind == "closed") {
                t.closed = true;
            }
        }
        // A table nobody subscribed to gets no channel: the events are in the store.
        let sender = self.channels.lock().expect("hub lock").get(table).cloned();
        if let Some(sender) = sender.filter(|s| s.receiver_count() > 0) {
            let _ = sender.send(batch);
        }
    }

    /// The published events after `after`, if the recent ones reach back to it (else the
    /// store has them).
    pub fn recent_after(&self, table: &str, after: i64) -> Option<Vec<Arc<Published>>> {
        let map = self.recent.lock().expect("hub lock");
        let ring = &map.get(table)?.ring;
        if ring.front()?.seq() > after + 1 {
            return None;
        }
        Some(ring.iter().filter(|p| p.seq() > after).cloned().collect())
    }

    /// The number of the last event of `table` this server published (None: none yet).
    pub fn published(&self, table: &str) -> Option<i64> {
        self.recent.lock().expect("hub lock").get(table).map(|r| r.last)
    }

    /// The tables somebody listens to on this server.
    pub fn listened(&self) -> Vec<String> {
        let map = self.channels.lock().expect("hub lock");
        map.iter()
            .filter(|(_, s)| s.receiver_count() > 0)
            .map(|(t, _)| t.clone())
            .collect()
    }

    pub fn has_listeners(&self, table: &str) -> bool {
        let map = self.channels.lock().expect("hub lock");
        map.get(table).is_some_and(|s| s.receiver_count() > 0)
    }

    /// Another server changed `table`: its cached row, characters and members (a token may
    /// have been replaced) are read from the store again, and its recent events no longer
    /// reach up to the log's end.
    pub fn changed_elsewhere(&self, table: &str) {
        self.forget_table(table);
        self.forget_characters(table);
        self.forget_members(table, None);
        if let Some(r) = self.recent.lock().expect("hub lock").get_mut(table) {
            r.ring.clear();
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
        if events[0].seq != t.last_seq + 1 {
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
    use serde_json::json;

    fn roll(seq: i64) -> Event {
        let data = json!({"roll": {"dados": [1, 2, 3], "nota": "x".repeat(4000)}});
        Event {
            seq,
            kind: "roll".into(),
            actor: None,
            character_id: Some("rosa".into()),
            hidden: false,
            data,
            at_ms: seq,
            prev: None,
        }
    }

    #[test]
    fn recent_events_stay_within_their_weight_and_in_order() {
        let hub = Hub::default();
        for seq in 1..=100 {
            hub.publish("t", roll(seq));
        }
        let kept = hub.recent_after("t", 99).expect("the newest is kept");
        assert_eq!(kept.iter().map(|p| p.seq()).collect::<Vec<_>>(), [100]);
        let map = hub.recent.lock().unwrap();
        let recent = &map["t"];
        assert!(recent.weight <= RECENT_BYTES, "{} bytes", recent.weight);
        assert!(
            recent.ring.len() > 1 && recent.ring.len() < 100,
            "{} kept",
            recent.ring.len()
        );
        let seqs: Vec<i64> = recent.ring.iter().map(|p| p.seq()).collect();
        assert_eq!(seqs, (101 - seqs.len() as i64..=100).collect::<Vec<_>>());
        drop(map);
        assert!(
            hub.recent_after("t", 1).is_none(),
            "older events are read from the store"
        );
    }

    #[test]
    fn a_published_event_reads_back_whole() {
        let e = roll(7);
        let p = Published::new(e.clone());
        assert_eq!(p.event(), e);
        assert_eq!(p.head.data, serde_json::Value::Null, "the head keeps no data");
    }
}
