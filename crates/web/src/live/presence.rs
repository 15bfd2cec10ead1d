//! Who is at a table now: the hub counts each member's open event streams (a member may have
//! the page open on a phone and a laptop), and every stream of the table hears the list of
//! members connected whenever it changes, as a named server-sent event (`event: presence`).
//! Nothing of it is logged: presence is not part of the story, and it only names members,
//! whom every member of the table already knows.
//!
//! Servers sharing a database (PostgreSQL) tell each other their lists as wake-ups
//! ([`Store::announce`](tirada_table::Store::announce)): on each change, and every
//! [`HEARTBEAT`] so that a server that starts learns them; a server not heard for [`EXPIRY`]
//! (killed) no longer counts.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

/// The ids of the members connected to one table, in order.
pub type Online = Vec<String>;

/// How often a server repeats its lists to the others.
pub const HEARTBEAT: Duration = Duration::from_secs(10);
/// How long another server's list counts without being repeated.
pub const EXPIRY: Duration = Duration::from_secs(30);

struct Room {
    streams: BTreeMap<String, usize>,
    tx: watch::Sender<Online>,
}

/// Another server's list for a table, and when it was heard.
type Heard = HashMap<String, (Online, Instant)>;

#[derive(Default)]
pub struct Presence {
    rooms: Mutex<HashMap<String, Room>>,
    /// Per table, the lists of other servers.
    elsewhere: Mutex<HashMap<String, Heard>>,
    /// Where this server's lists go to the others (None: nobody shares the database).
    outbox: OnceLock<mpsc::UnboundedSender<(String, Online)>>,
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
        let streams = room.streams.entry(member.to_string()).or_default();
        *streams += 1;
        if *streams == 1 {
            self.send(table, room);
        }
        let mut rx = room.tx.subscribe();
        self.publish(table, room);
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
                self.send(table, room);
            }
        }
        self.publish(table, room);
        if room.streams.is_empty() {
            rooms.remove(table);
        }
    }

    /// From now on this server's lists go to `outbox` ([`crate::live::fanout`] sends them on).
    pub fn share(&self, outbox: mpsc::UnboundedSender<(String, Online)>) {
        let _ = self.outbox.set(outbox);
    }

    /// Sends this server's list of `table` to the others.
    fn send(&self, table: &str, room: &Room) {
        if let Some(out) = self.outbox.get() {
            let _ = out.send((table.to_string(), room.streams.keys().cloned().collect()));
        }
    }

    /// Server `origin` has `online` at `table`. A server heard for the first time there is
    /// told this server's list back, so both know each other at once.
    pub fn heard(&self, table: &str, origin: &str, online: Online) {
        let new = {
            let mut elsewhere = self.elsewhere.lock().expect("presence lock");
            let heard = elsewhere.entry(table.to_string()).or_default();
            let new = !heard.contains_key(origin);
            if online.is_empty() {
                heard.remove(origin);
            } else {
                heard.insert(origin.to_string(), (online, Instant::now()));
            }
            if heard.is_empty() {
                elsewhere.remove(table);
            }
            new
        };
        let rooms = self.rooms.lock().expect("presence lock");
        if let Some(room) = rooms.get(table) {
            if new {
                self.send(table, room);
            }
            self.publish(table, room);
        }
    }

    /// Every [`HEARTBEAT`] (and after wake-ups may have been lost): this server's lists go to
    /// the others again, and the lists of servers not heard for [`EXPIRY`] are dropped.
    pub fn beat(&self) {
        let mut elsewhere = self.elsewhere.lock().expect("presence lock");
        for heard in elsewhere.values_mut() {
            heard.retain(|_, (_, at)| at.elapsed() < EXPIRY);
        }
        elsewhere.retain(|_, heard| !heard.is_empty());
        drop(elsewhere);
        let rooms = self.rooms.lock().expect("presence lock");
        for (table, room) in rooms.iter() {
            self.send(table, room);
            self.publish(table, room);
        }
    }

    /// Tells the room's streams who is connected, here or on another server, if that changed.
    fn publish(&self, table: &str, room: &Room) {
        let mut all: BTreeSet<&String> = room.streams.keys().collect();
        let elsewhere = self.elsewhere.lock().expect("presence lock");
        for (online, _) in elsewhere.get(table).into_iter().flat_map(HashMap::values) {
            all.extend(online);
        }
        let now: Online = all.into_iter().cloned().collect();
        room.tx.send_if_modified(|old| {
            let changed = *old != now;
            *old = now;
            changed
        });
    }
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
        let (mut rx, _gm) = p.arrive("t", "dire");
        let (out, mut sent) = mpsc::unbounded_channel();
        p.share(out);
        // Another server's members join the list; a server heard first is answered.
        p.heard("t", "b", vec!["bea".into(), "dire".into()]);
        assert_eq!(sent.try_recv().unwrap(), ("t".into(), vec!["dire".to_string()]));
        assert_eq!(*rx.borrow_and_update(), vec!["bea".to_string(), "dire".to_string()]);
        p.heard("t", "b", vec!["bea".into()]);
        assert!(sent.try_recv().is_err(), "a server already known is not answered");
        p.heard("t", "b", vec![]);
        assert_eq!(p.online("t"), vec!["dire".to_string()]);
        assert_eq!(
            frame(&vec!["a\"b".into()]),
            "event: presence\ndata: {\"online\":[\"a\\\"b\"]}\n\n"
        );
    }
}
