//! Events as they go out on the stream: each serialised once per audience, and each batch of
//! live events framed once per audience as one shared chunk, so a listener that is up to
//! date costs a reference count and a socket write, not a copy.

use axum::body::Bytes;
use std::sync::{Arc, OnceLock};
use tirada_table::Event;

/// An event serialised once per audience (on first use).
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

    /// The JSON the GM (`gm`) or the players see (hidden rolls as commitments; any other
    /// event is the same for both, and serialised once).
    pub fn json(&self, gm: bool) -> &str {
        let cell = if gm || !self.event.hidden {
            &self.gm
        } else {
            &self.player
        };
        cell.get_or_init(|| crate::view::event(&self.event, gm).to_string())
    }
}

/// Committed events of one table published together: in order, without gaps.
pub struct Batch {
    pub events: Vec<Arc<Published>>,
    gm: OnceLock<Bytes>,
    player: OnceLock<Bytes>,
}

impl Batch {
    pub fn new(events: Vec<Event>) -> Batch {
        Batch {
            events: events.into_iter().map(|e| Arc::new(Published::new(e))).collect(),
            gm: OnceLock::new(),
            player: OnceLock::new(),
        }
    }

    pub fn first(&self) -> i64 {
        self.events.first().map_or(0, |p| p.event.seq)
    }

    pub fn last(&self) -> i64 {
        self.events.last().map_or(0, |p| p.event.seq)
    }

    /// Every event of the batch as server-sent events, for the GM or the players.
    pub fn chunk(&self, gm: bool) -> Bytes {
        let same = !self.events.iter().any(|p| p.event.hidden);
        let cell = if gm || same { &self.gm } else { &self.player };
        cell.get_or_init(|| {
            let mut out = String::new();
            for p in &self.events {
                write_event(&mut out, p, gm);
            }
            Bytes::from(out)
        })
        .clone()
    }
}

/// One server-sent event: `id:` is the sequence number, `data:` one line of JSON (compact
/// serde_json never writes a newline).
pub fn write_event(out: &mut String, p: &Published, gm: bool) {
    out.push_str("id: ");
    out.push_str(&p.event.seq.to_string());
    out.push_str("\ndata: ");
    out.push_str(p.json(gm));
    out.push_str("\n\n");
}

/// What a live channel carries.
pub type Live = Arc<Batch>;
