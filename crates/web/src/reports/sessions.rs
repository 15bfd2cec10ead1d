//! The fairness report's sessions (issue 32): each session of the campaign with the commitment
//! published before it, its seed once revealed (the session still open shows only its
//! commitment) and its rolls' check, and the whole campaign's — made by `tirada verify`'s own
//! code ([`tirada_table::verify`]) on the export this reader would download, so the page says
//! what the command would.

use crate::live::view::Audience;
use serde_json::{json, Value};
use tirada_table::session::{first_commitment, Sessions};
use tirada_table::verify::{self, Report, VerifyError};
use tirada_table::{Event, Seed, TableInfo};

/// The sessions and the campaign of `table`, for `viewer`; `rolled` holds the event of each
/// throw of the table's dice the report counted.
pub fn checked(table: &TableInfo, events: &[Event], viewer: &Audience, rolled: &[i64]) -> (Vec<Value>, Value) {
    // Only seeds revealed in the log, and the last one once the table is closed: the open
    // session's seed never leaves the server.
    let (mut sessions, _) = Sessions::of(first_commitment(events, &table.commitment), events);
    if table.closed {
        let last = sessions.last_mut();
        last.seed = Seed::from_hex(&table.seed).filter(|s| s.commitment() == last.commitment);
    }
    let log = crate::reports::export::export_json(table, events, viewer);
    let (report, refused) = match verify::verify(&log) {
        Ok(r) => (r, None),
        // A table of one session still open: nothing to check yet.
        Err(VerifyError::NoSeed) => (Report::default(), None),
        Err(e) => (Report::default(), Some(e.to_string())),
    };
    let ends: Vec<i64> = sessions.0.iter().skip(1).map(|s| s.since).collect();
    let list: Vec<Value> = sessions
        .0
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let to = ends.get(i).copied();
            let within = |seq: i64| seq > s.since && to.is_none_or(|t| seq <= t);
            let mut wrong: Vec<Value> = report
                .mismatches
                .iter()
                .filter(|(seq, _)| within(*seq))
                .map(|(seq, why)| json!({"event": seq, "why": why}))
                .collect();
            if let (Some(why), true) = (&refused, s.seed.is_some()) {
                wrong.push(json!({"event": Value::Null, "why": why}));
            }
            json!({"number": s.number, "commitment": s.commitment,
                   "seed": s.seed.as_ref().map(Seed::to_hex), "ended_at": to,
                   "rolls": rolled.iter().filter(|seq| within(**seq)).count(),
                   "checked": s.seed.is_some(), "ok": wrong.is_empty(), "mismatches": wrong})
        })
        .collect();
    let mut wrong: Vec<Value> = report
        .mismatches
        .iter()
        .map(|(seq, why)| json!({"event": seq, "why": why}))
        .collect();
    if let Some(why) = refused {
        wrong.push(json!({"event": Value::Null, "why": why}));
    }
    let campaign = json!({"sessions": list.len(), "rolls": rolled.len(), "sealed": report.sealed,
                          "unverifiable": report.unverifiable, "head": report.head,
                          "ok": wrong.is_empty(), "mismatches": wrong});
    (list, campaign)
}
