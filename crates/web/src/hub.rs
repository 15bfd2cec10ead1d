//! What the server keeps in memory per table: the live broadcast channel (fed after each
//! commit, with each event already serialised for the GM's and the players' eyes), the lock
//! that numbers events one at a time, and caches of the table row and of members by token
//! hash. The store stays the truth: listeners resume from it, and the caches are only filled
//! from it and updated after a commit.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use tirada_table::{Character, Event, Member, Mutation, TableInfo};
use tokio::sync::broadcast;

const CAPACITY: usize = 4096;

/// An event as it goes out on the stream, serialised once per audience (on first use).
pub struct Published {
    pub event: Event,
    gm: OnceLock<String>,
    player: OnceLock<String>,
}

impl Published {
    pub fn new(event: Event) -> Published {
        Published {
            event,
            gm: OnceLock::new(),
            player: OnceLock::new(),
        }
    }

    /// The JSON the GM (`gm`) or the players see (hidden rolls as commitments).
    pub fn json(&self, gm: bool) -> &str {
        let cell = if gm { &self.gm } else { &self.player };
        cell.get_or_init(|| crate::view::event(&self.event, gm).to_string())
    }
}

#[derive(Default)]
pub struct Hub {
    channels: Mutex<HashMap<String, broadcast::Sender<Arc<Published>>>>,
    /// One lock per table: events are numbered, resolved and committed one at a time.
    locks: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
    tables: Mutex<HashMap<String, TableInfo>>,
    members: Mutex<HashMap<(String, String), Member>>,
    characters: Mutex<HashMap<(String, String), Character>>,
}

impl Hub {
    fn sender(&self, table: &str) -> broadcast::Sender<Arc<Published>> {
        let mut map = self.channels.lock().expect("hub lock");
        map.entry(table.to_string())
            .or_insert_with(|| broadcast::channel(CAPACITY).0)
            .clone()
    }

    pub fn subscribe(&self, table: &str) -> broadcast::Receiver<Arc<Published>> {
        self.sender(table).subscribe()
    }

    /// Tells the listeners about a committed event, and keeps the cached table row current.
    pub fn publish(&self, table: &str, event: Event) {
        if let Some(t) = self.tables.lock().expect("hub lock").get_mut(table) {
            t.last_seq = t.last_seq.max(event.seq);
            if event.kind == "closed" {
                t.closed = true;
            }
        }
        let sender = self.sender(table);
        if sender.receiver_count() > 0 {
            // No listener is not an error: the event is in the store.
            let _ = sender.send(Arc::new(Published::new(event)));
        }
    }

    pub fn lock(&self, table: &str) -> Arc<tokio::sync::Mutex<()>> {
        let mut map = self.locks.lock().expect("hub lock");
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

    pub fn character(&self, table: &str, id: &str) -> Option<Character> {
        let key = (table.to_string(), id.to_string());
        self.characters.lock().expect("hub lock").get(&key).cloned()
    }

    pub fn remember_character(&self, c: &Character) {
        let key = (c.table_id.clone(), c.id.clone());
        self.characters.lock().expect("hub lock").insert(key, c.clone());
    }

    /// Brings the cached characters in line with mutations just committed.
    pub fn committed(&self, table: &str, mutations: &[Mutation]) {
        let mut map = self.characters.lock().expect("hub lock");
        for m in mutations {
            match m {
                Mutation::SetState { id, state } => {
                    if let Some(c) = map.get_mut(&(table.to_string(), id.clone())) {
                        c.state = state.clone();
                    }
                }
                Mutation::UpdateSheet { id, name, sheet } => {
                    if let Some(c) = map.get_mut(&(table.to_string(), id.clone())) {
                        c.name = name.clone();
                        c.sheet = sheet.clone();
                    }
                }
                _ => {}
            }
        }
    }

    pub fn member(&self, table: &str, token_hash: &str) -> Option<Member> {
        let key = (table.to_string(), token_hash.to_string());
        self.members.lock().expect("hub lock").get(&key).cloned()
    }

    pub fn remember_member(&self, token_hash: &str, m: &Member) {
        let key = (m.table_id.clone(), token_hash.to_string());
        self.members.lock().expect("hub lock").insert(key, m.clone());
    }
}
