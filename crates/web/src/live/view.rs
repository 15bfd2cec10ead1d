//! What each member may see of an event: a roll that is not public (issue #16's modes) reaches
//! those who may not see it only as its commitment, a whisper only as a gap in the numbering;
//! a roll they may see carries its explanation in the viewer's language.

use crate::live::wire::{self, Wire};
use axum::http::HeaderMap;
use serde_json::{json, Value};
use std::sync::Arc;
use tirada_narrate::Lang;
use tirada_table::Event;

/// Who reads an event, and in which language its roll is explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Audience {
    pub gm: bool,
    pub lang: Lang,
    /// The member reading (None: someone who sees only what every player sees).
    pub member: Option<Arc<str>>,
    /// Whole events, or the stream's compact form ([`crate::live::wire`]).
    pub wire: Wire,
}

impl Audience {
    pub fn of(me: &tirada_table::Member, lang: Lang) -> Audience {
        Audience {
            gm: me.is_gm(),
            lang,
            member: Some(me.id.as_str().into()),
            wire: Wire::Full,
        }
    }
}

/// How a roll is shown (`"mode"` of `POST …/rolls`): to everyone; to the GM only (`gm`, the
/// GM's hidden roll); `blind`, a roll only the GM sees though someone else made it; `self`,
/// for its roller and the GM.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Public,
    Gm,
    Blind,
    Own,
}

impl Mode {
    pub fn word(self) -> &'static str {
        match self {
            Mode::Public => "public",
            Mode::Gm => "gm",
            Mode::Blind => "blind",
            Mode::Own => "self",
        }
    }

    pub fn from_word(w: &str) -> Option<Mode> {
        [Mode::Public, Mode::Gm, Mode::Blind, Mode::Own]
            .into_iter()
            .find(|m| m.word() == w)
    }
}

/// The mode of a roll event (a hidden one from before the modes is the GM's).
pub fn mode(e: &Event) -> Mode {
    if !e.hidden {
        return Mode::Public;
    }
    e.data["mode"].as_str().and_then(Mode::from_word).unwrap_or(Mode::Gm)
}

/// Whether `a` sees event `e` whole: every event that is not hidden; a hidden one, the GM and
/// the members it names in `data.seen_by` (the roller of a `self` roll, a whisper's two ends).
pub fn sees(e: &Event, a: &Audience) -> bool {
    !e.hidden || a.gm || personal_to(e, a.member.as_deref())
}

fn personal_to(e: &Event, member: Option<&str>) -> bool {
    let Some(me) = member else { return false };
    e.data["seen_by"]
        .as_array()
        .is_some_and(|ids| ids.iter().any(|id| id.as_str() == Some(me)))
}

/// Whether some member other than the GM sees hidden event `e` whole: its views then differ
/// from one player to another.
pub fn personal(e: &Event) -> bool {
    e.hidden && e.data.get("seen_by").is_some()
}

/// `?lang=es|en`: the language of a roll's explanation.
#[derive(serde::Deserialize, Default)]
pub struct LangQuery {
    pub lang: Option<String>,
}

/// The explanation's language: `?lang=`, else the page's cookie, else Spanish.
pub fn lang(asked: Option<&str>, headers: &HeaderMap) -> Lang {
    Lang::from_code(crate::http::cookie::asked_lang(asked, headers).as_deref())
}

/// Whether the event's view is worded in the reader's language: a roll (`data.roll`) gets an
/// explanation, a state change or a refused one its sentences (`data.said`). The stream keeps
/// one serialisation per language only for these ([`crate::live::published`]).
pub fn narrated(e: &Event) -> bool {
    tirada_narrate::event::narrated(&e.kind)
}

/// A roll's explanation as the API answers carry it (`null` for a roll no narrator knows).
pub fn explanation(roll: &Value, lang: Lang) -> Value {
    tirada_narrate::explain_json(roll, lang)
}

/// What a hidden roll shows to whoever may not see it: its commitment and its mode, and which
/// roll it repeats — the form the log's hash chain covers.
pub fn sealed(e: &Event) -> Value {
    tirada_table::chain::placeholder(&e.data)
}

/// The roll an event's data shows ([`tirada_narrate::event::shown_roll`]).
pub fn shown_roll(data: &Value) -> &Value {
    tirada_narrate::event::shown_roll(data)
}

/// An event as `viewer` sees it. A roll's explanation goes next to it (`data.explanation`; a
/// reveal's is of the roll as it stands, [`shown_roll`]), a state change's sentence too
/// (`data.said`, from `data.event`),
/// not inside it: `data.roll` stays the engine's transcript, which `tirada verify` recomputes
/// and a hidden roll's commitment covers. A whisper that is not theirs keeps only its number
/// and time: neither who wrote it nor to whom.
pub fn event(e: &Event, viewer: &Audience) -> Value {
    let mut v = whole(e, viewer);
    if viewer.wire == Wire::Compact {
        wire::compact(&mut v);
    }
    v
}

fn whole(e: &Event, viewer: &Audience) -> Value {
    let mut v = serde_json::to_value(e).unwrap_or(Value::Null);
    if !sees(e, viewer) {
        if e.kind == "whisper" {
            // As the hash chain covers it: its number, time, link and commitment, nobody's
            // name or words.
            let data = tirada_table::chain::public_data(&e.kind, e.hidden, &e.data);
            return json!({"seq": e.seq, "kind": "whisper", "hidden": true, "data": data, "at_ms": e.at_ms, "prev": e.prev});
        }
        v["data"] = sealed(e);
    } else {
        // The one wording `tirada verify` compares an export's against.
        tirada_narrate::event::tell(&e.kind, &mut v["data"], viewer.lang);
    }
    v
}
