//! One listener of a table's event stream: the events after the last one it was sent, in
//! order and once each — while it catches up (or after it lagged) from the table's recent
//! events or else the store, then from the live channel, where a batch that follows on
//! exactly goes out as its shared chunk.

use crate::hub::Hub;
use crate::presence::{self, Here, Online};
use crate::published::{write_event, Batch, Live, Published};
use crate::view::Audience;
use axum::body::{Body, Bytes};
use std::collections::VecDeque;
use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;
use tirada_table::Store;
use tokio::sync::broadcast::{
    error::{RecvError, TryRecvError},
    Receiver,
};
use tokio::sync::watch;

/// Events read from the store per query.
const PAGE: i64 = 500;
/// Most events written to a listener at once while it catches up.
const BURST: usize = 256;
/// A comment line keeps idle connections open through proxies.
const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// Least time between two writes to a listener: on a busy table the events of that time go
/// out in one write (a socket write per listener costs more than its bytes), on a quiet one
/// nothing waits.
const FLUSH: Duration = Duration::from_millis(20);

/// What goes out next: a whole live batch, or one event of a catch-up.
enum Next {
    Batch(Bytes),
    Event(Arc<Published>),
}

struct Listener {
    store: Arc<dyn Store>,
    hub: Arc<Hub>,
    table: String,
    audience: Audience,
    last: i64,
    rx: Receiver<Live>,
    queue: VecDeque<Arc<Published>>,
    /// Whether the store has been read up to the live channel.
    caught_up: bool,
    /// When the last events were written.
    sent: Option<tokio::time::Instant>,
}

/// The stream body for a listener that has seen the events up to `after`; `rx` must be
/// subscribed before the store is read, so nothing falls between the two. `here` counts the
/// member in while the stream is open, and its list of who is connected goes out whenever it
/// changes, between events.
pub fn body(
    store: Arc<dyn Store>,
    hub: Arc<Hub>,
    table: String,
    audience: Audience,
    after: i64,
    rx: Receiver<Live>,
    here: (watch::Receiver<Online>, Here),
) -> Body {
    let listener = Listener {
        store,
        hub,
        table,
        audience,
        last: after,
        rx,
        queue: VecDeque::new(),
        caught_up: false,
        sent: None,
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
    /// What follows in order, reading the store whenever the channel skips or lags.
    async fn next(&mut self) -> Option<Next> {
        loop {
            if let Some(p) = self.pop() {
                return Some(Next::Event(p));
            }
            if !self.caught_up {
                // The recent events reach everything up to the live channel.
                if let Some(events) = self.hub.recent_after(&self.table, self.last) {
                    self.caught_up = true;
                    self.queue.extend(events);
                    continue;
                }
                let page = self.store.events_after(&self.table, self.last, PAGE).await.ok()?;
                self.caught_up = (page.len() as i64) < PAGE;
                self.queue.extend(page.into_iter().map(|e| Arc::new(Published::new(e))));
                continue;
            }
            match self.rx.recv().await {
                Ok(batch) if batch.first() == self.last + 1 => {
                    self.last = batch.last();
                    return Some(Next::Batch(batch.chunk(&self.audience)));
                }
                Ok(batch) => self.take(&batch),
                Err(RecvError::Lagged(_)) => self.caught_up = false,
                Err(RecvError::Closed) => return None,
            }
        }
    }

    /// The next queued event after the last one sent.
    fn pop(&mut self) -> Option<Arc<Published>> {
        while let Some(p) = self.queue.pop_front() {
            if p.seq() > self.last {
                self.last = p.seq();
                return Some(p);
            }
        }
        None
    }

    /// Queues the events of a live batch that follow the last one sent (the queue is empty);
    /// a gap means events were missed, and the store is read again.
    fn take(&mut self, batch: &Batch) {
        let mut next = self.last + 1;
        for p in &batch.events {
            if p.seq() == next {
                self.queue.push_back(p.clone());
                next += 1;
            } else if p.seq() > next {
                self.caught_up = false;
                return;
            }
        }
    }

    /// The next event if one is ready now, without waiting (None also when the store must be
    /// read again: the next `next()` does that).
    fn ready(&mut self) -> Option<Arc<Published>> {
        loop {
            if let Some(p) = self.pop() {
                return Some(p);
            }
            if !self.caught_up {
                return None;
            }
            match self.rx.try_recv() {
                Ok(batch) => self.take(&batch),
                Err(TryRecvError::Lagged(_)) => {
                    self.caught_up = false;
                    return None;
                }
                Err(_) => return None,
            }
        }
    }

    /// The next events as one chunk of the stream: a live batch as it is, or every event of
    /// a catch-up already waiting in one write.
    async fn chunk(&mut self) -> Option<Bytes> {
        if let Some(sent) = self.sent.take() {
            // Several live batches then go out as several frames of one write.
            tokio::time::sleep_until(sent + FLUSH).await;
        }
        let first = match tokio::time::timeout(KEEP_ALIVE, self.next()).await {
            Ok(Some(Next::Batch(chunk))) => {
                if self.rx.is_empty() {
                    self.sent = Some(tokio::time::Instant::now());
                }
                return Some(chunk);
            }
            Ok(Some(Next::Event(p))) => p,
            Ok(None) => return None,
            Err(_) => return Some(Bytes::from_static(": sigo aquí\n\n".as_bytes())),
        };
        let mut out = String::with_capacity(first.json(&self.audience).len() + 32);
        write_event(&mut out, &first, &self.audience);
        for _ in 0..BURST {
            match self.ready() {
                Some(p) => write_event(&mut out, &p, &self.audience),
                None => break,
            }
        }
        Some(Bytes::from(out))
    }
}
