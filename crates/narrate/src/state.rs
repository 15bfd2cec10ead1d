//! A character's state change (a table's `state_changed` event) as a sentence: what happened,
//! its quantity whatever the system calls it, and the reason given. The table's log, the
//! character form's menu of events and the Markdown export all take these words.

use crate::text::Lang;
use crate::text::{Arg, ENGLISH, SPANISH};
use fluent_bundle::FluentResource;
use serde_json::Value;

/// The keys a change's quantity may go by, per system (`count` of dice, Hitos' `points`,
/// Fate's `stress`, CHASIS' `pd`/`py`, a stabilising roll's `low`...).
const QUANTITIES: [&str; 7] = ["count", "amount", "points", "stress", "pd", "py", "low"];

/// The sentence of one change (`data.event` of a `state_changed` event):
/// `recibe puntos de daño (7) — caída`.
pub fn line(ev: &Value, lang: Lang) -> String {
    let n = QUANTITIES.iter().find_map(|k| ev.get(*k).filter(|v| !v.is_null()));
    let why = ["reason", "source"]
        .iter()
        .find_map(|k| ev.get(*k).and_then(Value::as_str))
        .unwrap_or("");
    let n: Arg = match (n, ev.get("aspect").and_then(Value::as_str)) {
        (Some(Value::Number(x)), _) if x.is_i64() => x.as_i64().unwrap_or(0).into(),
        (Some(other), _) => other.to_string().into(),
        // A Hitos aspect the change is about (a secuela, one exhausted or recovered).
        (None, Some(aspect)) => format!("«{aspect}»").into(),
        (None, None) => "".into(),
    };
    lang.t(
        "state-line",
        &[
            (
                "word",
                event_word(ev.get("evento").and_then(Value::as_str).unwrap_or(""), lang).into(),
            ),
            ("counted", (!matches!(&n, Arg::Text(s) if s.is_empty())).into()),
            ("n", n),
            ("reasoned", (!why.is_empty()).into()),
            ("why", why.into()),
        ],
    )
}

/// What an event kind (`evento`) does, in words; the kind itself, spaced, for one newer than
/// the words.
pub fn event_word(kind: &str, lang: Lang) -> String {
    let key = format!("ev_{kind}");
    match lang.w(&key) {
        missing if missing == key => kind.replace('_', " "),
        word => word,
    }
}

/// Every event kind's words as `(ev_KIND, words)`: the web table's menu of events names them
/// by these keys.
pub fn event_words(lang: Lang) -> Vec<(String, String)> {
    let source = match lang {
        Lang::Es => SPANISH,
        Lang::En => ENGLISH,
    };
    let Ok(resource) = FluentResource::try_new(source.to_string()) else {
        return vec![];
    };
    resource
        .entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) if m.id.name.starts_with("ev_") => {
                Some((m.id.name.to_string(), lang.w(m.id.name)))
            }
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_state_change_reads_with_its_quantity_in_every_system() {
        let hitos = json!({"evento": "dano", "points": 7, "lethality": "no_letal", "reason": "caída"});
        assert_eq!(line(&hitos, Lang::Es), "recibe puntos de daño (7) — caída");
        let fate = json!({"evento": "golpe", "stress": 3, "track": "salud", "reason": "espada"});
        assert!(
            line(&fate, Lang::En).ends_with("(3) — espada"),
            "{}",
            line(&fate, Lang::En)
        );
        let knee = json!({"evento": "dano_rodilla", "amount": 4, "source": "maza"});
        assert_eq!(line(&knee, Lang::En), "takes a knee shot (4) — maza");
        let unknown = json!({"evento": "algo_nuevo", "reason": "x"});
        assert_eq!(line(&unknown, Lang::Es), "algo nuevo — x");
        assert_eq!(line(&json!({"evento": "descanso"}), Lang::Es), "duerme ocho horas");
        let sequel = json!({"evento": "secuela", "aspect": "Brazo roto", "duration": "escena", "reason": "crítico"});
        assert_eq!(line(&sequel, Lang::En), "takes a sequela («Brazo roto») — crítico");
    }

    #[test]
    fn every_event_has_its_words_in_both_languages() {
        let (es, en) = (event_words(Lang::Es), event_words(Lang::En));
        assert!(es.len() > 50, "{es:?}");
        let keys = |w: &[(String, String)]| w.iter().map(|(k, _)| k.clone()).collect::<Vec<_>>();
        assert_eq!(keys(&es), keys(&en));
        assert!(es.iter().all(|(k, w)| !w.is_empty() && w != k), "{es:?}");
    }
}
