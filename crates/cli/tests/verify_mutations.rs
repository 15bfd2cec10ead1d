//! The mutation test of `tirada verify` (issue 30 point 6): every value a reader sees in a real
//! export — the GM's, and where they differ from it, a player's who whispered, a third
//! member's and one worded in English — changed one at a time, and each changed export checked
//! as it is and with its hash chain recomputed. None may verify unless by a head other than
//! the one the table page shows.

mod exported;

use exported::*;
use serde_json::{json, Value};
use tirada_web::table::verify::verify;

/// The JSON pointer of every scalar in `v`.
fn leaves(v: &Value, at: &str, out: &mut Vec<String>) {
    match v {
        Value::Object(o) => o
            .iter()
            .for_each(|(k, x)| leaves(x, &format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")), out)),
        Value::Array(a) => a
            .iter()
            .enumerate()
            .for_each(|(i, x)| leaves(x, &format!("{at}/{i}"), out)),
        _ => out.push(at.to_string()),
    }
}

/// Another value of the same kind as `v` (a null becomes a number).
fn other(v: &Value) -> Value {
    match v {
        Value::String(s) if s.chars().all(|c| c.is_ascii_hexdigit()) && !s.is_empty() => {
            // A hex value stays hex: a forger's commitment or nonce looks like one.
            let last = if s.ends_with('0') { "1" } else { "0" };
            json!(format!("{}{last}", &s[..s.len() - 1]))
        }
        Value::String(s) => json!(format!("{s}·")),
        Value::Number(n) => match n.as_i64() {
            Some(i) => json!(i + 1),
            None => json!(n.as_f64().unwrap_or(0.0) + 0.5),
        },
        Value::Bool(b) => json!(!b),
        _ => json!(1),
    }
}

/// Whether `log` verifies with the head the page shows (`head`).
fn passes_with(log: &Value, head: &Value) -> bool {
    matches!(verify(log), Ok(r) if r.ok() && r.head.as_deref() == head.as_str())
}

#[test]
fn no_changed_value_of_a_real_export_verifies_with_the_pages_head() {
    let Rich { gm, ana, bea, gm_en } = rich();
    let mut tried = 0;
    let mut accepted = Vec::new();
    for (who, log) in [("gm", &gm), ("ana", &ana), ("bea", &bea), ("gm_en", &gm_en)] {
        assert!(passes_with(log, &log["head"]), "{who}: the export as given verifies");
        let mut at = Vec::new();
        leaves(log, "", &mut at);
        // The other exports differ from the GM's only where their reader sees another view
        // (a commitment, another language): the rest would repeat the GM's changes.
        if who != "gm" {
            at.retain(|p| log.pointer(p) != gm.pointer(p));
        }
        for pointer in at {
            let mut changed = log.clone();
            *changed.pointer_mut(&pointer).unwrap() = other(log.pointer(&pointer).unwrap());
            tried += 1;
            if passes_with(&changed, &log["head"]) {
                accepted.push(format!("{who} {pointer}"));
            }
            // Recomputing the chain puts back a changed link or head: nothing changed then.
            if pointer == "/head" || pointer.ends_with("/prev") {
                continue;
            }
            rechain(&mut changed);
            tried += 1;
            if passes_with(&changed, &log["head"]) {
                accepted.push(format!("{who} {pointer} (chain recomputed)"));
            }
        }
    }
    assert!(tried >= 600, "only {tried} mutations");
    assert!(
        accepted.is_empty(),
        "{} of {tried} accepted: {accepted:#?}",
        accepted.len()
    );
}
