//! What each member may see of an event: players see a hidden GM roll only as its commitment;
//! a roll they may see carries its explanation in the viewer's language.

use axum::http::HeaderMap;
use serde_json::Value;
use tirada_narrate::Lang;
use tirada_table::Event;

/// Who reads an event, and in which language its roll is explained.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Audience {
    pub gm: bool,
    pub lang: Lang,
}

/// `?lang=es|en`: the language of a roll's explanation.
#[derive(serde::Deserialize, Default)]
pub struct LangQuery {
    pub lang: Option<String>,
}

/// The explanation's language: `?lang=`, else the page's cookie, else Spanish.
pub fn lang(asked: Option<&str>, headers: &HeaderMap) -> Lang {
    match asked {
        Some(l) => Lang::from_code(Some(l)),
        None => Lang::from_code(crate::auth::cookie(headers, "tirada_lang").as_deref()),
    }
}

/// Whether the event carries a roll (`data.roll`) that gets an explanation.
pub fn narrated(e: &Event) -> bool {
    matches!(e.kind.as_str(), "roll" | "reroll" | "reveal")
}

/// A roll's explanation as the API answers carry it (`null` for a roll no narrator knows).
pub fn explanation(roll: &Value, lang: Lang) -> Value {
    tirada_narrate::explain_json(roll, lang)
}

/// An event as `viewer` sees it. A roll's explanation goes next to it (`data.explanation`),
/// not inside it: `data.roll` stays the engine's transcript, which `tirada verify` recomputes
/// and a hidden roll's commitment covers.
pub fn event(e: &Event, viewer: Audience) -> Value {
    let mut v = serde_json::to_value(e).unwrap_or(Value::Null);
    if e.hidden && !viewer.gm {
        v["data"] = tirada_table::chain::placeholder(&e.data);
    } else if narrated(e) {
        if let Some(roll) = e.data.get("roll") {
            v["data"]["explanation"] = explanation(roll, viewer.lang);
        }
    }
    v
}
