//! Live events: one broadcast channel per table, fed after each commit. Listeners resume from
//! the store, so a slow or reconnecting client loses nothing and gets nothing twice.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tirada_table::Event;
use tokio::sync::broadcast;

const CAPACITY: usize = 1024;

#[derive(Default)]
pub struct Hub {
    channels: Mutex<HashMap<String, broadcast::Sender<Arc<Event>>>>,
    /// One lock per table: events are numbered, resolved and committed one at a time.
    locks: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
}

impl Hub {
    fn sender(&self, table: &str) -> broadcast::Sender<Arc<Event>> {
        let mut map = self.channels.lock().expect("hub lock");
        map.entry(table.to_string())
            .or_insert_with(|| broadcast::channel(CAPACITY).0)
            .clone()
    }

    pub fn subscribe(&self, table: &str) -> broadcast::Receiver<Arc<Event>> {
        self.sender(table).subscribe()
    }

    pub fn publish(&self, table: &str, event: Event) {
        // No listener is not an error: the event is in the store.
        let _ = self.sender(table).send(Arc::new(event));
    }

    pub fn lock(&self, table: &str) -> Arc<tokio::sync::Mutex<()>> {
        let mut map = self.locks.lock().expect("hub lock");
        map.entry(table.to_string()).or_default().clone()
    }
}
