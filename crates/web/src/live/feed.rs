//! A table's feed: its recently published batches of events, in order and without gaps,
//! which each listener of the table reads from its own position ([`crate::live::listener`]), and
//! the wake-up that tells them a batch was published.
//!
//! Every event is framed once per audience and every batch chunked once per audience
//! ([`crate::live::published`]), so a listener costs reference counts and a socket write whether it
//! is up to date or a little behind; only a real gap — a reconnect after longer than the feed
//! reaches, events another server committed — is read from the store.
//!
//! How far back a feed reaches ([`Retention`]): its newest events up to `base` bytes always
//! (some 20 PORTAL rolls, minutes of play at a table, for reconnects), and while the table has
//! listeners every event younger than `hold` too, within a server-wide `budget` — a hot table
//! (2,000 rolls/s publish ~15 MB/s) keeps the last second or two, so that a listener a few
//! writes behind still shares every frame. A listener whose next event left the feed while it
//! was following is too slow for the table: its stream ends, and it resumes from the store
//! ([`crate::live::listener`]).

use std::collections::VecDeque;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tirada_table::Event;
use tokio::sync::watch;

/// A batch of events as the feed keeps it: its first and last event, and what it costs to
/// keep ([`crate::live::published::Batch`]; the feed names none of the stream's types, so it stays
/// out of the modules that name each other).
pub trait Entry {
    fn first(&self) -> i64;
    fn last(&self) -> i64;
    fn weight(&self) -> usize;
}

/// How much of its recent events each table keeps ([`Entry::weight`]).
#[derive(Clone, Copy, Debug)]
pub struct Retention {
    /// Bytes of newest events every table keeps. Per table, so a server's share grows with
    /// its busy tables (1,000 of them: ~100 MiB, bench/RESULTS.md, issue 19), not with age.
    pub base: usize,
    /// Beyond `base`, a table with listeners keeps the events this young.
    pub hold: Duration,
    /// What the events beyond `base` of every table may weigh together.
    pub budget: usize,
}

impl Default for Retention {
    fn default() -> Self {
        Retention {
            base: 100 * 1024,
            hold: Duration::from_secs(2),
            budget: 32 << 20,
        }
    }
}

/// What follows a listener's position in the feed.
pub enum Next<B> {
    /// The batches from the one holding the next event on (the first may start before it).
    Batches(Vec<Arc<B>>),
    /// Nothing published after it yet.
    Nothing,
    /// The next event was dropped for room while later ones were kept: a listener that was
    /// following fell behind.
    Dropped,
    /// The next event is not in the feed (older than it reaches, or committed elsewhere):
    /// the store has it.
    Gap,
}

/// Batches taken from the feed at once, at most.
pub const TAKE: usize = 64;

pub struct Feed<B> {
    ring: Mutex<Ring<B>>,
    /// The number of the last event published; listeners wait for it to move.
    wake: watch::Sender<i64>,
}

struct Ring<B> {
    batches: VecDeque<(Arc<B>, Instant)>,
    weight: usize,
    /// What this ring counts in the server's budget (its weight beyond `base`).
    counted: usize,
    /// The last event published (0: none), kept when the batches are cleared.
    last: i64,
    /// The newest event dropped for room.
    dropped: i64,
}

impl<B> Default for Feed<B> {
    fn default() -> Self {
        let ring = Ring {
            batches: VecDeque::new(),
            weight: 0,
            counted: 0,
            last: 0,
            dropped: 0,
        };
        Feed {
            ring: Mutex::new(ring),
            wake: watch::Sender::new(0),
        }
    }
}

impl<B: Entry> Feed<B> {
    /// A listener's wake-up: it changes with every batch published.
    pub fn subscribe(&self) -> watch::Receiver<i64> {
        self.wake.subscribe()
    }

    pub fn listeners(&self) -> usize {
        self.wake.receiver_count()
    }

    /// The number of the last event published here, if any.
    pub fn last(&self) -> Option<i64> {
        let last = self.ring.lock().expect("feed lock").last;
        (last > 0).then_some(last)
    }

    /// Adds the events not published yet (in order, without gaps) as one batch (`make`) that
    /// follows the last one published (else the feed starts again from it), and drops the
    /// oldest batches the retention no longer keeps: the batch, if any event was new. `held`
    /// is the server's count of bytes kept beyond each table's base. The listeners are woken
    /// by [`Feed::wake`].
    pub fn append(
        &self,
        mut events: Vec<Event>,
        make: impl FnOnce(Vec<Event>) -> B,
        keep: Retention,
        held: &AtomicUsize,
    ) -> Option<Arc<B>> {
        let mut r = self.ring.lock().expect("feed lock");
        events.retain(|e| e.seq > r.last);
        if events.is_empty() {
            return None;
        }
        let batch = Arc::new(make(events));
        if r.batches.back().is_some_and(|(b, _)| b.last() + 1 != batch.first()) {
            r.batches.clear();
            r.weight = 0;
        }
        let now = Instant::now();
        r.weight += batch.weight();
        r.batches.push_back((batch.clone(), now));
        r.last = batch.last();
        r.count(keep.base, held);
        let listened = self.listeners() > 0;
        while r.batches.len() > 1 && r.weight > keep.base {
            let at = r.batches.front().expect("more than one").1;
            let young = listened && now.duration_since(at) < keep.hold;
            if young && held.load(Ordering::Relaxed) <= keep.budget {
                break;
            }
            let (front, _) = r.batches.pop_front().expect("more than one");
            r.weight -= front.weight();
            r.dropped = front.last();
            r.count(keep.base, held);
        }
        Some(batch)
    }

    /// Wakes the listeners: a batch was appended.
    pub fn wake(&self, last: i64) {
        self.wake.send_replace(last);
    }

    /// Empties the feed (its events may no longer reach the log's end); the number of the
    /// last event published stays.
    pub fn clear(&self, held: &AtomicUsize) {
        let mut r = self.ring.lock().expect("feed lock");
        r.batches.clear();
        r.weight = 0;
        r.count(0, held);
    }

    /// What follows event `after`: up to [`TAKE`] batches, the first holding event
    /// `after + 1`.
    pub fn after(&self, after: i64) -> Next<B> {
        let r = self.ring.lock().expect("feed lock");
        let next = after + 1;
        if next > r.last {
            return Next::Nothing;
        }
        match r.batches.front() {
            Some((front, _)) if front.first() <= next => {
                let i = r.batches.partition_point(|(b, _)| b.last() < next);
                Next::Batches(r.batches.range(i..).take(TAKE).map(|(b, _)| b.clone()).collect())
            }
            _ if next <= r.dropped => Next::Dropped,
            _ => Next::Gap,
        }
    }

    /// The events the feed holds, first and last (tests and benchmarks).
    pub fn holds(&self) -> Option<(i64, i64)> {
        let r = self.ring.lock().expect("feed lock");
        Some((r.batches.front()?.0.first(), r.batches.back()?.0.last()))
    }
}

impl<B> Ring<B> {
    /// Moves the server's count of bytes kept beyond each table's base to this ring's share.
    fn count(&mut self, base: usize, held: &AtomicUsize) {
        let now = self.weight.saturating_sub(base);
        if now > self.counted {
            held.fetch_add(now - self.counted, Ordering::Relaxed);
        } else {
            held.fetch_sub(self.counted - now, Ordering::Relaxed);
        }
        self.counted = now;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::live::published::Batch;
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

    fn rolls(seqs: std::ops::RangeInclusive<i64>) -> Vec<Event> {
        seqs.map(roll).collect()
    }

    /// What one roll weighs in a batch of its own (its number's digits aside).
    fn one() -> usize {
        Batch::new(rolls(100..=100)).weight()
    }

    fn keep(base: usize, hold: Duration, budget: usize) -> Retention {
        Retention { base, hold, budget }
    }

    #[test]
    fn without_listeners_a_feed_keeps_its_base_in_order() {
        let (feed, held) = (Feed::<Batch>::default(), AtomicUsize::new(0));
        let base = 100 * 1024;
        for seq in 1..=100 {
            feed.append(
                rolls(seq..=seq),
                Batch::new,
                keep(base, Duration::from_secs(60), 1 << 30),
                &held,
            );
        }
        let (first, last) = feed.holds().unwrap();
        assert_eq!(last, 100);
        assert!(first > 1 && first < 100, "{first}");
        assert_eq!(held.load(Ordering::Relaxed), 0, "nothing beyond the base");
        let Next::Batches(b) = feed.after(first - 1) else {
            panic!("the feed holds {first}")
        };
        let seqs: Vec<i64> = b.iter().map(|b| b.first()).collect();
        assert_eq!(seqs, (first..=100).collect::<Vec<_>>());
        assert!(matches!(feed.after(first - 2), Next::Dropped));
        assert!(matches!(feed.after(100), Next::Nothing));
        // A batch that does not follow starts the feed again: what lies between is a gap.
        feed.append(rolls(105..=106), Batch::new, keep(base, Duration::ZERO, 0), &held);
        assert_eq!(feed.holds(), Some((105, 106)));
        assert!(matches!(feed.after(100), Next::Gap));
        let Next::Batches(b) = feed.after(105) else {
            panic!("106 is held")
        };
        assert_eq!(b[0].first(), 105, "the batch holding the next event");
    }

    #[test]
    fn a_listened_feed_keeps_its_young_events_within_the_servers_budget() {
        let held = AtomicUsize::new(0);
        let (hot, cold) = (Feed::<Batch>::default(), Feed::<Batch>::default());
        let _listener = hot.subscribe();
        let _other = cold.subscribe();
        let one = one();
        let retention = keep(10 * one, Duration::from_secs(60), 25 * one);
        for seq in 1..=100 {
            hot.append(rolls(seq..=seq), Batch::new, retention, &held);
        }
        // The base and the budget: 35 events, give or take the one that passes the budget.
        let (first, _) = hot.holds().unwrap();
        assert!((64..=67).contains(&first), "{first}");
        assert!(held.load(Ordering::Relaxed) <= 26 * one);
        // The budget is spent: another table keeps its base only.
        for seq in 1..=30 {
            cold.append(rolls(seq..=seq), Batch::new, retention, &held);
        }
        assert_eq!(cold.holds(), Some((21, 30)));
        // Emptied, a feed gives its share back.
        hot.clear(&held);
        assert_eq!(held.load(Ordering::Relaxed), 0);
        assert_eq!(hot.last(), Some(100));
        assert!(matches!(hot.after(99), Next::Gap));
    }

    #[test]
    fn events_older_than_the_hold_go_down_to_the_base() {
        let held = AtomicUsize::new(0);
        let feed = Feed::<Batch>::default();
        let _listener = feed.subscribe();
        let one = one();
        for seq in 1..=20 {
            feed.append(
                rolls(seq..=seq),
                Batch::new,
                keep(5 * one, Duration::ZERO, usize::MAX),
                &held,
            );
        }
        assert_eq!(feed.holds(), Some((16, 20)));
    }
}
