//! Events as they go out on the stream: each framed as a server-sent event once per audience,
//! and each batch of live events framed once per audience as one shared chunk, so a listener
//! costs a reference count and a socket write per batch, not a copy.

use crate::live::feed::Entry;
use crate::live::view::{self, Audience};
use crate::live::wire::Wire;
use axum::body::Bytes;
use std::sync::{Arc, OnceLock};
use tirada_narrate::Lang;
use tirada_table::Event;

/// One serialisation per audience: GM or players, Spanish or English, whole or compact.
type Cells<T> = [OnceLock<T>; 8];

/// The cell of an audience: whether it sees the events whole (`sealed`: it does not), in
/// which language (`narrated`: whether the language matters at all), and in which form.
fn slot(a: &Audience, sealed: bool, narrated: bool) -> usize {
    let who = usize::from(sealed);
    let lang = usize::from(narrated && a.lang == Lang::En);
    let form = usize::from(a.wire == Wire::Compact);
    who * 4 + lang * 2 + form
}

/// An event framed once per audience (on first use).
///
/// The event itself is kept as its stored JSON text, not as a `serde_json::Value` tree: a
/// tree costs several times its text (a PORTAL roll's ~2.6 KB became ~27 KiB in memory,
/// bench/RESULTS.md, issue 19), and the recent events of every table are kept. The text is
/// parsed again only for an audience that has no frame yet.
pub struct Published {
    /// The event without its data, but for `data.seen_by`: enough to know who sees it.
    pub head: Event,
    text: Box<str>,
    cells: Cells<Bytes>,
}

impl Published {
    pub fn new(event: Event) -> Published {
        let text = serde_json::to_string(&event).unwrap_or_default().into_boxed_str();
        let seen_by = event.data.get("seen_by").cloned();
        let head = Event {
            data: seen_by.map_or(serde_json::Value::Null, |s| serde_json::json!({ "seen_by": s })),
            ..event
        };
        Published {
            head,
            text,
            cells: Default::default(),
        }
    }

    pub fn seq(&self) -> i64 {
        self.head.seq
    }

    /// The whole event, read back from its text.
    pub fn event(&self) -> Event {
        serde_json::from_str(&self.text).expect("an event's own serialisation reads back")
    }

    /// What this event costs to keep, roughly: its text and its frames (each audience's is
    /// about as long, and most tables need one or two).
    pub fn weight(&self) -> usize {
        2 * self.text.len()
    }

    /// The server-sent event `a` gets (hidden rolls as commitments for those who may not see
    /// them, rolls explained in their language; an event the same for every audience is framed
    /// once): `id:` its number, `data:` one line of JSON (compact serde_json never writes a
    /// newline). Everyone who sees an event whole sees the same JSON, so two cells per
    /// language suffice.
    pub fn frame(&self, a: &Audience) -> &Bytes {
        let h = &self.head;
        self.cells[slot(a, !view::sees(h, a), view::narrated(h))].get_or_init(|| {
            let json = view::event(&self.event(), a).to_string();
            Bytes::from(format!("id: {}\ndata: {json}\n\n", h.seq))
        })
    }
}

/// Committed events of one table published together: in order, without gaps.
pub struct Batch {
    pub events: Vec<Arc<Published>>,
    /// The chunks of a batch of several events (one event's chunk is its frame).
    cells: Option<Box<Cells<Bytes>>>,
}

impl Batch {
    pub fn new(events: Vec<Event>) -> Batch {
        Batch {
            cells: (events.len() > 1).then(Box::default),
            events: events.into_iter().map(|e| Arc::new(Published::new(e))).collect(),
        }
    }

    /// Every event of the batch as server-sent events, for an audience: framed once per
    /// audience (one event: its own frame), unless a player sees some event whole that
    /// another player does not (a `self` roll, a whisper): then each player's chunk is their
    /// own.
    pub fn chunk(&self, a: &Audience) -> Bytes {
        let Some(cells) = &self.cells else {
            return self.events.first().map(|one| one.frame(a).clone()).unwrap_or_default();
        };
        let frame = || {
            let frames: Vec<&Bytes> = self.events.iter().map(|p| p.frame(a)).collect();
            let mut out = Vec::with_capacity(frames.iter().map(|f| f.len()).sum());
            for f in frames {
                out.extend_from_slice(f);
            }
            Bytes::from(out)
        };
        if !a.gm && self.events.iter().any(|p| view::personal(&p.head)) {
            return frame();
        }
        let sealed = !a.gm && self.events.iter().any(|p| p.head.hidden);
        let narrated = self.events.iter().any(|p| view::narrated(&p.head));
        cells[slot(a, sealed, narrated)].get_or_init(frame).clone()
    }
}

impl Entry for Batch {
    fn first(&self) -> i64 {
        self.events.first().map_or(0, |p| p.seq())
    }

    fn last(&self) -> i64 {
        self.events.last().map_or(0, |p| p.seq())
    }

    /// What the batch costs to keep: its events, and its chunks when it has several.
    fn weight(&self) -> usize {
        let events: usize = self.events.iter().map(|p| p.weight()).sum();
        if self.events.len() > 1 {
            events * 3 / 2
        } else {
            events
        }
    }
}
