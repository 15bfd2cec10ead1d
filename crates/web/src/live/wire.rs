//! The compact wire form of events (`?wire=compact` on `GET …/events`): what the table page
//! reads of an event, with the roll sent once. A PORTAL roll's event is ~2.9 KB whole, most of
//! it parts the page already has or never draws; each listener gets every event, so those bytes
//! are paid once per listener. The whole form stays the default, and the export's.
//!
//! Left out, each because the page has it already or does not draw it:
//! - `prev`, the hash chain's link (the export carries it; `tirada verify` checks it there);
//! - a roll's `data.request`, the request echoed (the roll carries every number it used);
//! - `data.roll.rules`, the rules the table's ruleset resolves to: the same in each roll of
//!   the table, in the whole form of any of them;
//! - `data.state_before`, the character's state before the event (the state the previous
//!   event left), and `data.state` when the event did not change it;
//! - a state change's `data.event`, the engine's event applied: the page shows its sentence,
//!   `data.said`, and the character's `data.state`;
//! - `data.explanation.dice`, which dice each line speaks of (the page draws the lines only);
//! - in a roll, a `notes[i]`'s `color` and `face` where they repeat `dice[i]` (PORTAL), and
//!   the zero counters of its objects of counters (`effects`, `score`…: one left out is 0).

use serde_json::{Map, Value};

/// How events go out: whole (the default) or compact.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Wire {
    #[default]
    Full,
    Compact,
}

impl Wire {
    /// `?wire=` (absent: whole); None for a word that is neither.
    pub fn from_word(w: Option<&str>) -> Option<Wire> {
        match w {
            None | Some("full") => Some(Wire::Full),
            Some("compact") => Some(Wire::Compact),
            Some(_) => None,
        }
    }
}

/// Makes an event as a member sees it ([`crate::live::view::event`]) compact, in place.
pub fn compact(event: &mut Value) {
    let Some(e) = event.as_object_mut() else { return };
    e.remove("prev");
    let kind = e.get("kind").and_then(Value::as_str);
    let narrated = matches!(
        kind,
        Some("roll" | "reroll" | "reveal" | "against_answered" | "roll_amended")
    );
    let changed = kind == Some("state_changed");
    let Some(data) = e.get_mut("data").and_then(Value::as_object_mut) else {
        return;
    };
    if let Some(before) = data.remove("state_before") {
        if data.get("state") == Some(&before) {
            data.remove("state");
        }
    }
    if changed && data.contains_key("said") {
        data.remove("event");
    }
    if !narrated {
        return;
    }
    data.remove("request");
    if let Some(Value::Object(ex)) = data.get_mut("explanation") {
        ex.remove("dice");
    }
    if let Some(Value::Object(roll)) = data.get_mut("roll") {
        roll.remove("rules");
        once(roll);
    }
}

/// A roll's repeats left out: the dice in its notes, and its counters that are 0.
fn once(roll: &mut Map<String, Value>) {
    let dice = roll.get("dice").and_then(Value::as_array).cloned().unwrap_or_default();
    if let Some(Value::Array(notes)) = roll.get_mut("notes") {
        for (note, die) in notes.iter_mut().zip(&dice) {
            let Some(note) = note.as_object_mut() else { continue };
            for key in ["color", "face"] {
                if note.get(key).is_some_and(|v| Some(v) == die.get(key)) {
                    note.remove(key);
                }
            }
        }
    }
    for value in roll.values_mut() {
        if let Value::Object(counters) = value {
            if !counters.is_empty() && counters.values().all(Value::is_number) {
                counters.retain(|_, n| n.as_f64() != Some(0.0));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_roll_goes_out_once_and_its_echoes_not_at_all() {
        let mut e = json!({"seq": 4, "kind": "roll", "hidden": false, "at_ms": 1, "prev": "ab",
            "data": {"request": {"dif": 4}, "state_before": {"suerte": 2}, "state": {"suerte": 2},
                     "explanation": {"headline": "ÉXITO", "lines": ["x"], "dice": [[]]},
                     "roll": {"rules": {"luck_max": 3}, "dice": [{"color": "blanco", "face": 6}],
                              "notes": [{"color": "blanco", "face": 5, "comparison": "kept"}],
                              "effects": {"pp_gained": 0, "suerte_spent": 1}, "rerolls": {"pool": 0, "blocked": false}}}});
        compact(&mut e);
        assert_eq!(
            e,
            json!({"seq": 4, "kind": "roll", "hidden": false, "at_ms": 1,
                "data": {"explanation": {"headline": "ÉXITO", "lines": ["x"]},
                         "roll": {"dice": [{"color": "blanco", "face": 6}],
                                  "notes": [{"face": 5, "comparison": "kept"}],
                                  "effects": {"suerte_spent": 1}, "rerolls": {"pool": 0, "blocked": false}}}})
        );
        // A changed state goes out; a request that is not a roll's (an ask for a roll) too.
        let mut e = json!({"seq": 5, "kind": "roll_requested", "data": {"request": {"dif": 4},
            "state_before": {"suerte": 2}, "state": {"suerte": 1}}});
        compact(&mut e);
        assert_eq!(
            e,
            json!({"seq": 5, "kind": "roll_requested", "data": {"request": {"dif": 4}, "state": {"suerte": 1}}})
        );
        assert_eq!(Wire::from_word(Some("x")), None);
    }
}
