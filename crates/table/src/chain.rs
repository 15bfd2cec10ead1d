//! The log's hash chain: each event carries `prev`, the SHA-256 of the event before it (the
//! first one, `table_created`, the table's [`genesis`]), so an event dropped, reordered,
//! relabelled or edited breaks the chain at the next event, and the last one changes the
//! **head** — the hash of the last event, shown on the table page and carried by the export.
//!
//! The hash covers what every member sees of an event ([`public_data`]): a hidden roll is its
//! commitment (which covers its dice), so a player's export checks as well as the GM's. The
//! stores only keep `prev` as a column; this module is the one place the chain is computed.
//!
//! Events stored before the chain existed have no `prev` ("sin cadena"): they may only open
//! a log, and the first chained event after them links to the last of them.

use crate::canonical::canonical;
pub use crate::canonical::unexplained;
use crate::error::StoreError;
use crate::model::{Event, EventDraft};
use crate::secret::sha256_hex;
use crate::store::backend::Store;
use serde_json::{json, Value};

/// What the first event of table `table_id` links to.
pub fn genesis(table_id: &str) -> String {
    sha256_hex(&format!("{}:{table_id}", crate::model::LOG_FORMAT))
}

/// The placeholder a player sees for a hidden roll: its commitment, its mode (`gm` for a
/// hidden roll from before the modes), the roll it belongs to and the request it answers (so
/// a request's card shows who has rolled). Applied to a placeholder it gives the same
/// placeholder.
pub fn placeholder(data: &Value) -> Value {
    let commitment = match data.get("commitment") {
        Some(c) => c.clone(),
        None => data["roll"]["commitment"].clone(),
    };
    let mode = data.get("mode").cloned().unwrap_or_else(|| "gm".into());
    let mut shown = json!({"roll": {"hidden": true, "commitment": commitment}, "mode": mode});
    for key in ["roll_event", "answers"] {
        if let Some(v) = data.get(key) {
            shown[key] = v.clone();
        }
    }
    shown
}

/// Whether an event is a whisper others see only as a gap: hidden, without author or text.
fn sealed_whisper(kind: &str, hidden: bool) -> bool {
    hidden && kind == "whisper"
}

/// An event's data as every member sees it: a sealed whisper's commitment
/// ([`crate::seal`]; nothing for one written before), a hidden event's [`placeholder`], else
/// the data [`unexplained`].
pub fn public_data(kind: &str, hidden: bool, data: &Value) -> Value {
    if sealed_whisper(kind, hidden) {
        return match data.get("commitment") {
            Some(c) => json!({"commitment": c}),
            None => json!({}),
        };
    }
    if hidden {
        return placeholder(data);
    }
    unexplained(data)
}

/// The hash of an event's canonical bytes (its public form), hex.
#[allow(clippy::too_many_arguments)]
fn digest_of(
    seq: i64,
    kind: &str,
    actor: &Option<String>,
    character_id: &Option<String>,
    hidden: bool,
    data: &Value,
    at_ms: i64,
    prev: &Option<String>,
) -> String {
    let (actor, character_id) = match sealed_whisper(kind, hidden) {
        true => (&None, &None),
        false => (actor, character_id),
    };
    let form = json!({
        "seq": seq, "kind": kind, "actor": actor, "character_id": character_id, "hidden": hidden,
        "data": public_data(kind, hidden, data), "at_ms": at_ms, "prev": prev,
    });
    let mut out = String::new();
    canonical(&form, &mut out);
    sha256_hex(&out)
}

/// The hash of an event: what the next one carries as `prev`.
pub fn digest(e: &Event) -> String {
    digest_of(
        e.seq,
        &e.kind,
        &e.actor,
        &e.character_id,
        e.hidden,
        &e.data,
        e.at_ms,
        &e.prev,
    )
}

/// The hash the event `draft` will have as number `seq`.
pub fn digest_draft(seq: i64, d: &EventDraft) -> String {
    digest_of(
        seq,
        d.kind,
        &d.actor,
        &d.character_id,
        d.hidden,
        &d.data,
        d.at_ms,
        &d.prev,
    )
}

/// The head of a table's log as stored: the hash of its last event (`last_seq`), which the
/// next event links to.
pub async fn head(store: &dyn Store, table_id: &str, last_seq: i64) -> Result<String, StoreError> {
    if last_seq == 0 {
        return Ok(genesis(table_id));
    }
    match store.event(table_id, last_seq).await? {
        Some(e) => Ok(digest(&e)),
        None => Err(StoreError::Corrupt(format!("falta el evento {last_seq}"))),
    }
}

/// How a log's chain checked out.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Checked {
    /// Events stored before the chain existed ("sin cadena").
    pub unchained: usize,
    /// The hash of the last event.
    pub head: Option<String>,
}

/// Where a chain breaks: the event and why, in one sentence.
#[derive(Debug, PartialEq, Eq)]
pub struct Broken {
    pub seq: i64,
    pub why: String,
}

/// When the chain began (2026-11-26 00:00 UTC, the day the first tirada that chains its log
/// was made): no tirada since has written an event without `prev`, so an unchained event
/// dated later is a chain stripped off, not an old log.
pub const CHAINED_SINCE_MS: i64 = 1_795_651_200_000;

/// Checks the chain of `events` (in the order given) of table `table_id`, and that `head`
/// (the one the export carries) is the hash of the last event: dropping the final event
/// changes it.
pub fn check(table_id: &str, events: &[Event], head: Option<&str>) -> Result<Checked, Broken> {
    let mut checked = Checked::default();
    let mut before: Option<String> = None;
    for (i, e) in events.iter().enumerate() {
        let expected = before.clone().unwrap_or_else(|| genesis(table_id));
        match &e.prev {
            None if e.at_ms >= CHAINED_SINCE_MS => {
                return Err(Broken {
                    seq: e.seq,
                    why:
                        "no lleva el hash del evento anterior, y la mesa ya encadenaba sus eventos cuando se escribió: \
                          le quitaron la cadena"
                            .into(),
                })
            }
            None if checked.unchained == i => checked.unchained += 1,
            None => {
                return Err(Broken {
                    seq: e.seq,
                    why: "no lleva el hash del evento anterior, aunque los anteriores sí".into(),
                })
            }
            Some(p) if *p == expected => {}
            Some(_) if i == 0 => {
                return Err(Broken {
                    seq: e.seq,
                    why: "la cadena no empieza en esta mesa: el primer evento no enlaza con ella".into(),
                })
            }
            Some(_) => {
                return Err(Broken {
                    seq: e.seq,
                    why: format!(
                        "la cadena se rompe: no enlaza con el evento {} tal como está aquí (falta, sobra, \
                         se movió o se cambió un evento)",
                        events[i - 1].seq
                    ),
                })
            }
        }
        before = Some(digest(e));
    }
    checked.head = before;
    let last = events.last().map_or(0, |e| e.seq);
    match (head, &checked.head) {
        (Some(h), Some(mine)) if h == mine => Ok(checked),
        (Some(_), _) => Err(Broken {
            seq: last,
            why: "la cabeza de la cadena no es el hash del último evento: falta el evento final o se cambió".into(),
        }),
        (None, _) if checked.unchained == events.len() => Ok(checked),
        (None, _) => Err(Broken {
            seq: last,
            why: "falta la cabeza de la cadena («head»), que dice cuál es el último evento".into(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chained(n: i64) -> Vec<Event> {
        let mut out: Vec<Event> = Vec::new();
        for seq in 1..=n {
            let prev = Some(out.last().map_or_else(|| genesis("t"), digest));
            out.push(Event {
                seq,
                kind: "chat".into(),
                actor: Some("a".into()),
                character_id: None,
                hidden: false,
                data: json!({"text": format!("m{seq}"), "b": 1, "a": [1, {"z": 2, "y": 3}]}),
                at_ms: seq,
                prev,
            });
        }
        out
    }

    #[test]
    fn an_intact_chain_checks_out_to_its_head_and_every_change_breaks_it() {
        let log = chained(4);
        let head = digest(&log[3]);
        assert_eq!(check("t", &log, Some(&head)).unwrap().head, Some(head.clone()));
        // Another table's log, an edit, a relabel, a drop, the final event dropped.
        assert_eq!(check("u", &log, Some(&head)).unwrap_err().seq, 1);
        let mut edited = log.clone();
        edited[1].data["text"] = json!("otro");
        assert_eq!(check("t", &edited, Some(&head)).unwrap_err().seq, 3);
        let mut relabelled = log.clone();
        relabelled[3].kind = "closed".into();
        assert_eq!(check("t", &relabelled, Some(&head)).unwrap_err().seq, 4);
        let mut dropped = log.clone();
        dropped.remove(1);
        assert_eq!(check("t", &dropped, Some(&head)).unwrap_err().seq, 3);
        assert_eq!(check("t", &log[..3], Some(&head)).unwrap_err().seq, 3);
        assert!(check("t", &log, None).is_err(), "a chained log without its head");
    }

    #[test]
    fn the_hash_is_of_what_everyone_sees_and_independent_of_key_order() {
        let mut e = chained(1).remove(0);
        e.hidden = true;
        e.data = json!({"roll": {"total": 7}, "nonce": "n", "commitment": "c", "roll_event": 1});
        let shown = Event {
            data: placeholder(&e.data),
            ..e.clone()
        };
        assert_eq!(digest(&e), digest(&shown), "the GM's and a player's view hash alike");
        assert_eq!(placeholder(&shown.data), shown.data);
        let mut explained = chained(1).remove(0);
        let plain = digest(&explained);
        explained.data["explanation"] = json!({"headline": "…"});
        assert_eq!(digest(&explained), plain);
        // A fight's entries as a reader gets them: their sentences and rolls' explanations.
        let fight = json!({"view": {"log": [{"entrada": "asalto", "number": 1}]}});
        let mut told = fight.clone();
        told["view"]["log"][0]["said"] = json!(["Asalto 1"]);
        told["view"]["log"][0]["explanations"] = json!({});
        assert_eq!(unexplained(&told), fight);
        let reordered: Value = serde_json::from_str(r#"{"b":1,"a":[1,{"y":3,"z":2}],"text":"m1"}"#).unwrap();
        explained.data = reordered;
        assert_eq!(digest(&explained), plain);
    }

    #[test]
    fn events_stored_before_the_chain_may_only_open_the_log() {
        let mut log = chained(4);
        log[0].prev = None;
        log[1].prev = None;
        log[2].prev = Some(digest(&log[1]));
        log[3].prev = Some(digest(&log[2]));
        let head = digest(&log[3]);
        assert_eq!(check("t", &log, Some(&head)).unwrap().unchained, 2);
        log[3].prev = None;
        assert_eq!(check("t", &log, Some(&digest(&log[3]))).unwrap_err().seq, 4);
        let old: Vec<Event> = chained(2).into_iter().map(|e| Event { prev: None, ..e }).collect();
        assert_eq!(check("t", &old, None).unwrap().unchained, 2);
        // A log written since the chain began, stripped of it, is refused (issue 30 point 6).
        let stripped: Vec<Event> = chained(2)
            .into_iter()
            .map(|e| Event {
                prev: None,
                at_ms: CHAINED_SINCE_MS + e.seq,
                ..e
            })
            .collect();
        assert_eq!(check("t", &stripped, None).unwrap_err().seq, 1);
    }
}
