//! Who is at a table now: the hub counts each member's open event streams (a member may have
//! the page open on a phone and a laptop), and every stream of the table hears the list of
//! members connected whenever it changes, as a named server-sent event (`event: presence`).
//! Nothing of it is logged: presence is not part of the story, and it only names members,
//! whom every member of the table already knows.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};
use tokio::sync::watch;

/// The ids of the members connected to one table, in order.
pub type Online = Vec<String>;

struct Room {
    streams: BTreeMap<String, usize>,
    tx: watch::Sender<Online>,
}

#[derive(Default)]
pub struct Presence {
    rooms: Mutex<HashMap<String, Room>>,
}

impl Presence {
    /// Member `member` opened a stream of `table`: the list of who is connected, to follow,
    /// and the guard that counts the stream until it is dropped (the stream closed).
    pub fn arrive(self: &Arc<Self>, table: &str, member: &str) -> (watch::Receiver<Online>, Here) {
        let mut rooms = self.rooms.lock().expect("presence lock");
        let room = rooms.entry(table.to_string()).or_insert_with(|| Room {
            streams: BTreeMap::new(),
            tx: watch::channel(Vec::new()).0,
        });
        *room.streams.entry(member.to_string()).or_default() += 1;
        let mut rx = room.tx.subscribe();
        publish(room);
        // The new stream hears the list at once, even when the member was already here.
        rx.mark_changed();
        let here = Here {
            presence: self.clone(),
            table: table.to_string(),
            member: member.to_string(),
        };
        (rx, here)
    }

    /// Who is connected to `table` now.
    pub fn online(&self, table: &str) -> Online {
        let rooms = self.rooms.lock().expect("presence lock");
        rooms.get(table).map(|r| r.tx.borrow().clone()).unwrap_or_default()
    }

    fn leave(&self, table: &str, member: &str) {
        let mut rooms = self.rooms.lock().expect("presence lock");
        let Some(room) = rooms.get_mut(table) else { return };
        if let Some(n) = room.streams.get_mut(member) {
            *n -= 1;
            if *n == 0 {
                room.streams.remove(member);
            }
        }
        publish(room);
        if room.streams.is_empty() {
            rooms.remove(table);
        }
    }
}

/// Tells the room's streams who is connected, if that changed.
fn publish(room: &Room) {
    let now: Online = room.streams.keys().cloned().collect();
    room.tx.send_if_modified(|old| {
        let changed = *old != now;
        *old = now;
        changed
    });
}

/// One open stream of a member; dropping it (the stream ended) counts it out.
pub struct Here {
    presence: Arc<Presence>,
    table: String,
    member: String,
}

impl Drop for Here {
    fn drop(&mut self) {
        self.presence.leave(&self.table, &self.member);
    }
}

/// The named server-sent event that carries the list.
pub fn frame(online: &Online) -> String {
    format!("event: presence\ndata: {}\n\n", serde_json::json!({ "online": online }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_member_is_here_while_any_of_their_streams_is_open() {
        let p = Arc::new(Presence::default());
        let (mut rx, phone) = p.arrive("t", "ana");
        assert!(rx.has_changed().unwrap(), "a new stream hears the list at once");
        assert_eq!(*rx.borrow_and_update(), vec!["ana".to_string()]);
        let (_, laptop) = p.arrive("t", "ana");
        let (_, gm) = p.arrive("t", "dire");
        assert_eq!(p.online("t"), vec!["ana".to_string(), "dire".to_string()]);
        assert!(p.online("other").is_empty(), "tables are apart");
        drop(phone);
        assert_eq!(p.online("t").len(), 2, "Ana still has the laptop open");
        drop(laptop);
        assert_eq!(*rx.borrow_and_update(), vec!["dire".to_string()]);
        drop(gm);
        assert!(p.online("t").is_empty());
        assert_eq!(
            frame(&vec!["a\"b".into()]),
            "event: presence\ndata: {\"online\":[\"a\\\"b\"]}\n\n"
        );
    }
}
