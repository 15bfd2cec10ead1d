//! One listener of a table's event stream: the events after the last one it was sent, in
//! order and once each, read from the table's [`Feed`] at its own position — each batch as
//! its shared chunk, each event of a batch begun as its shared frame — or, for a real gap,
//! from the store.
//!
//! A listener whose next event left the feed while it was following (it read too slowly for
//! the table: its socket or its client) is cut off with a resumable close: the stream ends
//! after a `retry:` line, and its client reconnects with `Last-Event-ID`, reading what it
//! missed from the store. It is never left behind in silence, and it never makes the
//! server keep more for it.

use crate::live::feed::{Entry, Feed, Next, TAKE};
use crate::live::presence::{self, Here, Online};
use crate::live::published::{Batch, Published};
use crate::live::view::Audience;
use axum::body::{Body, Bytes};
use std::collections::VecDeque;
use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;
use tirada_table::Store;
use tokio::sync::watch;

/// Events read from the store per query.
const PAGE: i64 = 500;
/// A comment line keeps idle connections open through proxies.
const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// Least time between two reads of the feed: on a busy table the batches of that time go out
/// in one write (a socket write per listener costs more than its bytes), on a quiet one
/// nothing waits.
const FLUSH: Duration = Duration::from_millis(20);
/// What a listener cut off for reading too slowly gets last: why, and how soon to come back
/// (`retry:`, in ms; a browser's `EventSource` reconnects by itself, with `Last-Event-ID`).
const CUT_OFF: &str = ": demasiado atrás: vuelve a conectar\nretry: 1000\n\n";

struct Listener {
    store: Arc<dyn Store>,
    table: String,
    feed: Arc<Feed<Batch>>,
    wake: watch::Receiver<i64>,
    audience: Audience,
    /// The last event sent (queued in `out`).
    last: i64,
    /// Chunks to write, in order.
    out: VecDeque<Bytes>,
    /// Whether it has read the feed up to its end: a listener that then finds its next event
    /// dropped is too slow, not catching up.
    following: bool,
    /// Cut off: the stream ends once `out` is written.
    ended: bool,
    /// When the feed was last read.
    read: Option<tokio::time::Instant>,
}

/// The stream body for a listener that has seen the events up to `after`. `here` counts the
/// member in while the stream is open, and its list of who is connected goes out whenever it
/// changes, between events.
pub fn body(
    store: Arc<dyn Store>,
    feed: Arc<Feed<Batch>>,
    table: String,
    audience: Audience,
    after: i64,
    here: (watch::Receiver<Online>, Here),
) -> Body {
    let listener = Listener {
        store,
        table,
        wake: feed.subscribe(),
        feed,
        audience,
        last: after,
        out: VecDeque::new(),
        following: false,
        ended: false,
        read: None,
    };
    let stream = futures_util::stream::unfold((listener, here), |(mut l, (mut online, here))| async move {
        // `chunk` may be left for the list: it changes nothing before its events are ready.
        let chunk = tokio::select! {
            biased;
            Ok(()) = online.changed() => Bytes::from(presence::frame(&online.borrow_and_update())),
            chunk = l.chunk() => chunk?,
        };
        Some((Ok::<_, Infallible>(chunk), (l, (online, here))))
    });
    Body::from_stream(stream)
}

impl Listener {
    /// The next chunk of the stream (None: the stream ends).
    async fn chunk(&mut self) -> Option<Bytes> {
        loop {
            if let Some(chunk) = self.out.pop_front() {
                return Some(chunk);
            }
            if self.ended {
                return None;
            }
            if let Some(read) = self.read {
                // The batches published meanwhile go out in one write.
                tokio::time::sleep_until(read + FLUSH).await;
            }
            // Seen before the feed is read: a batch published after it wakes the wait below.
            self.wake.borrow_and_update();
            match self.feed.after(self.last) {
                Next::Batches(batches) => {
                    self.following = true;
                    // Taken as many as it may: more follow at once.
                    self.read = (batches.len() < TAKE).then(tokio::time::Instant::now);
                    self.take(&batches);
                }
                Next::Nothing => {
                    self.following = true;
                    self.read = None;
                    match tokio::time::timeout(KEEP_ALIVE, self.wake.changed()).await {
                        Ok(Ok(())) => {}
                        Ok(Err(_)) => return None,
                        Err(_) => return Some(Bytes::from_static(": sigo aquí\n\n".as_bytes())),
                    }
                }
                Next::Dropped if self.following => {
                    self.ended = true;
                    self.out.push_back(Bytes::from_static(CUT_OFF.as_bytes()));
                }
                Next::Dropped | Next::Gap => self.read_store().await?,
            }
        }
    }

    /// Queues what follows the last event sent in `batches` (from the feed, in order): a
    /// batch whole as its shared chunk, the rest of a batch begun as its events' frames.
    fn take(&mut self, batches: &[Arc<Batch>]) {
        for b in batches {
            if b.first() > self.last {
                self.out.push_back(b.chunk(&self.audience));
            } else {
                for p in b.events.iter().filter(|p| p.seq() > self.last) {
                    self.out.push_back(p.frame(&self.audience).clone());
                }
            }
            self.last = self.last.max(b.last());
        }
    }

    /// Queues the next page of events after the last one sent from the store, framed for
    /// this listener alone; None when the store fails (the stream ends, and the client
    /// resumes).
    async fn read_store(&mut self) -> Option<()> {
        let page = self.store.events_after(&self.table, self.last, PAGE).await.ok()?;
        if page.is_empty() {
            // The feed is ahead of what the store answered: wait for the next batch.
            let _ = tokio::time::timeout(KEEP_ALIVE, self.wake.changed()).await;
            return Some(());
        }
        self.following = false;
        let mut out = Vec::new();
        for e in page {
            self.last = e.seq;
            out.extend_from_slice(Published::new(e).frame(&self.audience));
        }
        self.out.push_back(Bytes::from(out));
        Some(())
    }
}
