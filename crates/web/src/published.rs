//! Events as they go out on the stream: each serialised once per audience, and each batch of
//! live events framed once per audience as one shared chunk, so a listener that is up to
//! date costs a reference count and a socket write, not a copy.

use crate::view::{self, Audience};
use crate::wire::Wire;
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

/// An event serialised once per audience (on first use).
pub struct Published {
    pub event: Event,
    cells: Cells<String>,
}

impl Published {
    pub fn new(event: Event) -> Published {
        Published {
            event,
            cells: Default::default(),
        }
    }

    /// The JSON `a` sees (hidden rolls as commitments for those who may not see them, rolls
    /// explained in their language; an event the same for every audience is serialised once).
    /// Everyone who sees an event whole sees the same JSON, so two cells per language suffice.
    pub fn json(&self, a: &Audience) -> &str {
        let e = &self.event;
        self.cells[slot(a, !view::sees(e, a), view::narrated(e))].get_or_init(|| view::event(e, a).to_string())
    }
}

/// Committed events of one table published together: in order, without gaps.
pub struct Batch {
    pub events: Vec<Arc<Published>>,
    cells: Cells<Bytes>,
}

impl Batch {
    pub fn new(events: Vec<Event>) -> Batch {
        Batch {
            events: events.into_iter().map(|e| Arc::new(Published::new(e))).collect(),
            cells: Default::default(),
        }
    }

    pub fn first(&self) -> i64 {
        self.events.first().map_or(0, |p| p.event.seq)
    }

    pub fn last(&self) -> i64 {
        self.events.last().map_or(0, |p| p.event.seq)
    }

    /// Every event of the batch as server-sent events, for an audience: framed once per
    /// audience, unless a player sees some event whole that another player does not (a
    /// `self` roll, a whisper): then each player's chunk is their own.
    pub fn chunk(&self, a: &Audience) -> Bytes {
        let frame = || {
            let mut out = String::new();
            for p in &self.events {
                write_event(&mut out, p, a);
            }
            Bytes::from(out)
        };
        if !a.gm && self.events.iter().any(|p| view::personal(&p.event)) {
            return frame();
        }
        let sealed = !a.gm && self.events.iter().any(|p| p.event.hidden);
        let narrated = self.events.iter().any(|p| view::narrated(&p.event));
        self.cells[slot(a, sealed, narrated)].get_or_init(frame).clone()
    }
}

/// One server-sent event: `id:` is the sequence number, `data:` one line of JSON (compact
/// serde_json never writes a newline).
pub fn write_event(out: &mut String, p: &Published, a: &Audience) {
    out.push_str("id: ");
    out.push_str(&p.event.seq.to_string());
    out.push_str("\ndata: ");
    out.push_str(p.json(a));
    out.push_str("\n\n");
}

/// What a live channel carries.
pub type Live = Arc<Batch>;
