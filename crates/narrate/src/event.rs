//! What a reader gets next to a table event's data, worded in their language: a roll's
//! `explanation`, a state change's or a refused change's `said`, and in a fight's view each
//! entry's `explanations` and `said`. The table's pages, stream and exports add it, and
//! `tirada verify` words it again and compares: one function, so they cannot differ.

use crate::text::Lang;
use serde_json::{json, Map, Value};

/// Whether an event of `kind` is worded in the reader's language (a roll, a state change, a
/// refused change, a fight's start or step).
pub fn narrated(kind: &str) -> bool {
    matches!(
        kind,
        "roll" | "reroll" | "reveal" | "against_answered" | "roll_amended" | "state_changed" | "changes_refused"
    ) || kind.starts_with("encounter_")
}

/// The roll an event's data shows: a reveal's as the rerolls made before it left it (they are
/// revealed with it, `data.rerolls`), else `data.roll`.
pub fn shown_roll(data: &Value) -> &Value {
    match data["rerolls"].as_array().and_then(|r| r.last()) {
        Some(last) => &last["roll"],
        None => &data["roll"],
    }
}

/// Adds to `data` (an event of `kind` seen whole) what a reader gets next to it.
pub fn tell(kind: &str, data: &mut Value, lang: Lang) {
    if kind == "state_changed" {
        data["said"] = crate::state::line(&data["event"], lang).into();
    } else if kind == "changes_refused" {
        let refused = data["refused"].as_array().map_or(&[][..], Vec::as_slice);
        data["said"] = json!(refused_told(refused, lang));
    } else if narrated(kind) {
        if data.get("roll").is_some() {
            data["explanation"] = crate::explain_json(shown_roll(data), lang);
        }
        if let Some(fight) = data.get_mut("view") {
            explain_fight(fight, lang);
        }
    }
}

/// Puts next to each roll of a fight's log (`roll`, `attack`, `defence`) its explanation, in
/// `explanations`, and next to each entry its sentences, in `said` (those `tirada portal
/// combate` prints): the entries stay the engine's.
pub fn explain_fight(view: &mut Value, lang: Lang) {
    for entry in view["log"].as_array_mut().into_iter().flatten() {
        let mut said = Map::new();
        for key in ["roll", "attack", "defence"] {
            if entry[key].is_object() {
                said.insert(key.into(), crate::explain_json(&entry[key], lang));
            }
        }
        if !said.is_empty() {
            entry["explanations"] = Value::Object(said);
        }
    }
    crate::portal::encounter::tell(view, lang);
}

/// One sentence per change a character's sheet refused (`name`, `event.evento`, `why`).
pub fn refused_told(refused: &[Value], lang: Lang) -> Vec<String> {
    let word = lang.w("fight-refused");
    refused
        .iter()
        .map(|r| {
            let what = r["event"]["evento"].as_str().unwrap_or("?");
            format!(
                "{}: «{what}» {word}: {}",
                r["name"].as_str().unwrap_or("?"),
                r["why"].as_str().unwrap_or("")
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_change_is_one_sentence_in_each_language() {
        let r = [json!({"name": "Rosa", "event": {"evento": "tirada_critica"}, "why": "está fuera de combate"})];
        assert_eq!(
            refused_told(&r, Lang::Es),
            ["Rosa: «tirada_critica» no llegó a su ficha, que no lo admite: está fuera de combate"]
        );
        assert!(refused_told(&r, Lang::En)[0].contains("did not reach their sheet"));
    }

    #[test]
    fn a_state_change_is_said_and_a_chat_line_is_left_alone() {
        let mut d = json!({"event": {"evento": "dano", "cantidad": 2}});
        tell("state_changed", &mut d, Lang::Es);
        assert!(d["said"].is_string(), "{d}");
        let mut chat = json!({"text": "hola", "roll": {"system": "portal"}});
        tell("chat", &mut chat, Lang::Es);
        assert_eq!(chat, json!({"text": "hola", "roll": {"system": "portal"}}));
    }
}
