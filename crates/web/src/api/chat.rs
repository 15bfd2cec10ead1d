//! The chat box: a message for everyone, a roll of the generic notation (`/r EXPR`, `/tirar
//! EXPR`, `/roll EXPR` as Foundry and Roll20 write it; `/r gm EXPR` for the GM's eyes only;
//! `# words` after the expression is the roll's flavour, as in Foundry) or a whisper to one member, which its writer,
//! its reader and the GM see, nobody else. A whisper names its reader by member id (`"to"`,
//! what the page's picker sends); `/w NAME text` must name exactly one member (names are not
//! unique everywhere: a name two members share is refused, never guessed), and `/w dj` (or
//! `gm`, `director`) is always the GM.

use crate::api::steps::{draft, open, text, Via};
use crate::http::error::{ApiError, ApiResult};
use crate::http::json::{present, Body};
use crate::http::seat::Seat;
use crate::live::append::append;
use crate::live::view::Mode;
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};
use tirada_dice::Words;
use tirada_table::play::{self, notation};
use tirada_table::{Event, Member, TableInfo};

/// What a line typed in the chat asks for.
#[derive(Debug, PartialEq, Eq)]
enum Line<'a> {
    Say,
    /// A roll, kept for the GM when `gm`.
    Roll {
        gm: bool,
        expr: &'a str,
        /// What the roll is for, after a `#` (Foundry's flavour text).
        flavour: &'a str,
    },
    /// A whisper: the rest of the line, the member's name first.
    Whisper(&'a str),
}

/// The line after `/word` when it starts with one of `words` (and a space or nothing).
fn after<'a>(line: &'a str, words: &[&str]) -> Option<&'a str> {
    let (head, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    words
        .iter()
        .any(|w| head.eq_ignore_ascii_case(w))
        .then_some(rest.trim())
}

fn read(line: &str) -> ApiResult<Line<'_>> {
    if !line.starts_with('/') {
        return Ok(Line::Say);
    }
    if let Some(rest) = after(line, &["/r", "/roll", "/tirar"]) {
        let (gm, expr) = match after(rest, &["gm"]) {
            Some(expr) => (true, expr),
            None => (false, rest),
        };
        let (expr, flavour) = expr.split_once('#').unwrap_or((expr, ""));
        let (expr, flavour) = (expr.trim(), flavour.trim());
        if expr.is_empty() {
            return Err(ApiError::invalid(Words::key("api-chat-roll-empty"), Some("text")));
        }
        return Ok(Line::Roll { gm, expr, flavour });
    }
    if let Some(rest) = after(line, &["/w", "/susurro"]) {
        return Ok(Line::Whisper(rest));
    }
    Err(ApiError::invalid(Words::key("api-chat-no-command"), Some("text")))
}

/// `rest` split after as many characters as `name` has, when they spell it (composed, in any
/// case) and a space or the end follows. `rest` is in composed form.
fn named<'a>(rest: &'a str, name: &str) -> Option<&'a str> {
    let name = crate::api::names::composed(name);
    let n = name.chars().count();
    let cut = rest.char_indices().nth(n).map_or(rest.len(), |(i, _)| i);
    let (head, tail) = rest.split_at(cut);
    let spelled = crate::api::names::folded(head) == crate::api::names::folded(&name);
    (spelled && (tail.is_empty() || tail.starts_with(char::is_whitespace))).then_some(tail)
}

/// The member a whisper is for (the longest name, or word for the GM, that starts it) and its
/// text; refused when the name is no one's or two members share it.
fn addressee(members: &[Member], rest: &str) -> ApiResult<(Member, String)> {
    let rest = crate::api::names::composed(rest);
    let gm = members.iter().find(|m| m.is_gm());
    let by_word = crate::api::names::GM_WORDS
        .iter()
        .filter_map(|w| Some((gm?, named(&rest, w)?, w.chars().count(), true)));
    let by_name = members.iter().filter_map(|m| {
        Some((
            m,
            named(&rest, &m.name)?,
            crate::api::names::composed(&m.name).chars().count(),
            false,
        ))
    });
    let found: Vec<_> = by_word.chain(by_name).collect();
    let longest = found.iter().map(|f| f.2).max();
    let at_longest: Vec<_> = found.iter().filter(|f| Some(f.2) == longest).collect();
    // A word for the GM is the GM even if a player took it as a name.
    let chosen = at_longest.iter().find(|f| f.3).or_else(|| at_longest.first());
    let Some(&&(m, tail, n, _)) = chosen else {
        let first = rest.split_whitespace().next().unwrap_or("");
        return Err(ApiError::invalid(
            Words::key("api-chat-nobody").arg("name", first),
            Some("text"),
        ));
    };
    if !chosen.is_some_and(|f| f.3) && at_longest.iter().any(|f| f.0.id != m.id) {
        let said: String = rest.chars().take(n).collect();
        return Err(ApiError::invalid(
            Words::key("api-chat-several").arg("name", said),
            Some("text"),
        ));
    }
    let said = tail.trim();
    if said.is_empty() {
        return Err(ApiError::invalid(
            Words::key("api-chat-whisper-empty").arg("name", m.name.as_str()),
            Some("text"),
        ));
    }
    Ok((m.clone(), said.to_string()))
}

/// The member a whisper names by id (`"to"`).
fn addressee_by_id(members: &[Member], to: &Value) -> ApiResult<Member> {
    let id = to.as_str().unwrap_or("");
    members
        .iter()
        .find(|m| m.id == id)
        .cloned()
        .ok_or_else(|| ApiError::invalid(Words::key("api-chat-not-member"), Some("to")))
}

/// `POST /api/tables/{id}/chat` `{"text"}`: 201 `{"event_id"}`; a roll answers as `…/rolls`.
pub async fn post_chat(
    State(state): State<AppState>,
    Seat { table, me, lang }: Seat,
    Body(v): Body,
) -> ApiResult<Response> {
    let e = say(&state, &table, &me, &v, Via::Web).await?;
    if e.kind == "roll" {
        return Ok((StatusCode::CREATED, Json(crate::api::rolls::answer(&e, &me, lang))).into_response());
    }
    Ok((StatusCode::CREATED, Json(json!({"event_id": e.seq.to_string()}))).into_response())
}

/// What `me` says in the chat with `v` (the body of `POST …/chat`): a message, a whisper or a
/// roll (`"mode"`, as `…/rolls` takes it, chooses who sees a roll), for every front end.
pub async fn say(state: &AppState, table: &TableInfo, me: &Member, v: &Value, via: Via) -> ApiResult<Event> {
    let id = table.id.clone();
    let msg = text(v, "text", 500, "api-field-message")?;
    let to = present(v, "to");
    let line = match to {
        Some(_) => Line::Whisper(&msg),
        None => read(&msg)?,
    };
    match line {
        Line::Say => {
            append(state, &id, async |t: &TableInfo, _| {
                open(t)?;
                let mut data = json!({"text": msg, "name": me.name});
                via.mark(&mut data);
                Ok((draft("chat", me, None, data), vec![]))
            })
            .await
        }
        Line::Whisper(rest) => {
            let members = state.store.members(&id).await?;
            let (to, said) = match to {
                Some(to) => (addressee_by_id(&members, to)?, rest.to_string()),
                None => addressee(&members, rest)?,
            };
            if to.id == me.id {
                return Err(ApiError::invalid(Words::key("api-chat-self"), Some("text")));
            }
            let mut data = json!({"text": said, "name": me.name, "from": me.id, "to": to.id, "to_name": to.name,
                                  "seen_by": [me.id, to.id]});
            // Committed as a whole: third members see the commitment, the chain covers it.
            tirada_table::seal::seal(&mut data);
            append(state, &id, async |t: &TableInfo, _| {
                open(t)?;
                let mut d = draft("whisper", me, None, data.clone());
                d.hidden = true;
                Ok((d, vec![]))
            })
            .await
        }
        Line::Roll { gm, expr, flavour } => {
            let mode = match v.get("mode") {
                Some(m) if !m.is_null() => crate::api::modes::asked(me, v)?,
                _ => match (gm, me.is_gm()) {
                    (false, _) => Mode::Public,
                    (true, true) => Mode::Gm,
                    (true, false) => Mode::Blind,
                },
            };
            roll(state, table, me, mode, (expr, flavour), via).await
        }
    }
}

/// A roll of the notation typed in the chat, public or not as `mode` says (`/r gm` is the
/// GM's own hidden roll, or a player's blind one); its card shows the exact odds of the total.
async fn roll(
    state: &AppState,
    table: &TableInfo,
    me: &Member,
    mode: Mode,
    (expr, flavour): (&str, &str),
    via: Via,
) -> ApiResult<Event> {
    let request = json!({ notation::KEY: expr });
    // The odds first, off the async threads: the notation's limits refuse what costs too much.
    let text = request[notation::KEY].clone();
    let odds = crate::http::cpu::off(move || notation::exact(&text))
        .await
        .map_err(in_text)?;
    let id = table.id.clone();
    append(state, &id, async |t: &TableInfo, seq: i64| {
        open(t)?;
        let seed = crate::api::steps::seed(t)?;
        let r = play::roll(t.system, &t.ruleset, &request, None, &seed, seq).map_err(|e| in_text(e.into()))?;
        let total = r.roll["total"].as_i64().unwrap_or(0);
        let mut data = json!({"request": r.request, "roll": r.roll, "chat": true,
                              "odds": notation::at_total(&odds, total)});
        if !flavour.is_empty() {
            data["flavour"] = json!(flavour);
        }
        via.mark(&mut data);
        crate::api::modes::seal(&mut data, mode, &me.id);
        let mut d = draft("roll", me, None, data);
        d.hidden = mode != Mode::Public;
        Ok((d, vec![]))
    })
    .await
}

/// A refusal of the expression, pointed at the chat's text.
fn in_text(mut e: ApiError) -> ApiError {
    e.field = Some("text".into());
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chat_line_is_a_message_a_roll_or_a_whisper() {
        assert_eq!(read("hola").unwrap(), Line::Say);
        assert_eq!(
            read("/r 3d10km+7").unwrap(),
            Line::Roll {
                gm: false,
                expr: "3d10km+7",
                flavour: ""
            }
        );
        // Foundry's and Roll20's command, and Foundry's flavour after `#` (issue 27, point 5).
        assert_eq!(
            read("/roll 2d6+1 # ataque con espada").unwrap(),
            Line::Roll {
                gm: false,
                expr: "2d6+1",
                flavour: "ataque con espada"
            }
        );
        assert_eq!(
            read("/TIRAR gm 1d20 + 2").unwrap(),
            Line::Roll {
                gm: true,
                expr: "1d20 + 2",
                flavour: ""
            }
        );
        assert_eq!(read("/w Ana Mari ven").unwrap(), Line::Whisper("Ana Mari ven"));
        assert_eq!(read("/r").unwrap_err().field.as_deref(), Some("text"));
        assert!(read("/rr 1d6").is_err());
        let member = |name: &str| Member {
            id: name.into(),
            table_id: "t".into(),
            name: name.into(),
            role: tirada_table::MemberRole::Player,
        };
        let members = [member("Ana"), member("Ana Mari")];
        let (m, said) = addressee(&members, "ana mari ven aquí").unwrap();
        assert_eq!((m.name.as_str(), said.as_str()), ("Ana Mari", "ven aquí"));
        let (m, said) = addressee(&members, "Ana hola").unwrap();
        assert_eq!((m.name.as_str(), said.as_str()), ("Ana", "hola"));
        assert!(addressee(&members, "Bea hola").is_err());
        assert!(addressee(&members, "Ana").is_err());
        // Letters whose lower case is longer in bytes do not cut a name in two.
        let members = [member("İñigo")];
        assert_eq!(addressee(&members, "i̇ñigo x").map(|(_, s)| s).ok(), None);
        assert_eq!(addressee(&members, "İÑIGO hola").unwrap().1, "hola");
        // A decomposed accent spells the same name.
        assert_eq!(addressee(&members, "I\u{307}N\u{303}IGO hola").unwrap().1, "hola");
    }

    #[test]
    fn a_name_two_members_share_is_refused_and_the_gm_has_words_of_their_own() {
        let member = |id: &str, name: &str, role| Member {
            id: id.into(),
            table_id: "t".into(),
            name: name.into(),
            role,
        };
        use tirada_table::MemberRole::{Gm, Player};
        let members = [
            member("g", "Dora", Gm),
            member("a", "Ana", Player),
            member("x", "ana", Player),
            member("y", "DORA", Player),
            member("z", "dj", Player),
        ];
        for line in ["Ana hola", "dora hola"] {
            let e = addressee(&members, line).unwrap_err();
            assert_eq!(e.said.key, "api-chat-several", "{line}");
        }
        for line in ["dj hola", "GM hola", "Director hola"] {
            assert_eq!(addressee(&members, line).unwrap().0.id, "g", "{line}");
        }
    }
}
