//! The exported log as JSON (`GET /api/tables/{id}/export`, what `tirada verify FILE` checks):
//! the table and every event its reader may see. The fairness report's sessions check the same
//! export ([`crate::reports::sessions`]).

use crate::live::view::{self, Audience};
use serde_json::{json, Value};
use tirada_table::{Event, TableInfo};

/// The exported log: the table (with its seed once closed) and every event the member may see.
///
/// A campaign's export ([`tirada_table::session`]) names the first session's commitment, as
/// the table's first event published it (each next one is in the event that ended the session
/// before), and the session it is in; the seed it shows once closed is the last session's.
pub fn export_json(table: &TableInfo, events: &[Event], viewer: &Audience) -> Value {
    let first = match table.session {
        1 => &table.commitment,
        _ => tirada_table::session::first_commitment(events, &table.commitment),
    };
    let mut t = json!({"id": table.id, "name": table.name, "system": table.system, "ruleset": table.ruleset,
                       "commitment": first, "closed": table.closed});
    if table.session > 1 {
        t["session"] = json!(table.session);
    }
    if table.closed {
        t["seed"] = json!(table.seed);
    }
    // The head: the hash of the last event, which `tirada verify` checks the chain against.
    let head = events.last().map(tirada_table::chain::digest);
    json!({"format": tirada_table::verify::FORMAT, "table": t, "head": head,
           "events": events.iter().map(|e| view::event(e, viewer)).collect::<Vec<_>>()})
}
