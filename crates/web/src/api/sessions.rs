//! A table's sessions (issue 32): the GM ends one («Terminar la sesión»), which applies the
//! books' boundary to every character (each step a `state_changed` event with its reason, the
//! GM may undo with another), then writes `session_ended` — the session's seed revealed, the
//! next one's committed, the recap every member reads — and the table goes on. The GM's private
//! notes of each session are kept beside the log ([`tirada_table::campaign`]), never in it.

use crate::api::steps::{change_state, draft, now_ms, open};
use crate::http::error::{ApiError, ApiResult};
use crate::http::json::{present, Body};
use crate::http::seat::Seat;
use crate::live::append::append;
use crate::live::stream::all_after;
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde_json::{json, Value};
use tirada_dice::Words;
use tirada_table::campaign::SessionNotes;
use tirada_table::play::session::{self as boundary, Boundary};
use tirada_table::session::{ended_data, ENDED};
use tirada_table::{play, Event, Member, Mutation, TableInfo};

/// Most characters in a recap or the GM's notes of a session.
pub const MAX_TEXT: usize = 20_000;

/// An optional Markdown text of a body (`recap`, `notes`): at most [`MAX_TEXT`] characters.
fn markdown(v: &Value, key: &str, what: &str) -> ApiResult<Option<String>> {
    // `what`: the message naming the field («el resumen de la sesión»).
    match present(v, key) {
        None => Ok(None),
        Some(Value::String(s)) if s.chars().count() <= MAX_TEXT => Ok(Some(s.trim().to_string())),
        Some(_) => Err(ApiError::invalid(
            Words::key("api-markdown-too-long")
                .arg("what", Words::key(what))
                .arg("max", MAX_TEXT),
            Some(key),
        )),
    }
}

/// Why the session cannot end yet, if something of it still depends on its seed being secret:
/// a hidden roll not revealed (its dice would show once the seed is), or a PORTAL fight
/// running (its steps are replayed with the seed of the session it began in).
fn still_running(events: &[Event]) -> Option<Words> {
    let revealed: Vec<i64> = events
        .iter()
        .filter(|e| e.kind == "reveal")
        .filter_map(|e| e.data["roll_event"].as_i64())
        .collect();
    let hidden: Vec<String> = events
        .iter()
        .filter(|e| e.hidden && e.kind == "roll" && !revealed.contains(&e.seq))
        .map(|e| e.seq.to_string())
        .collect();
    if !hidden.is_empty() {
        return Some(Words::key("api-session-hidden-left").arg("rolls", hidden.join(", ")));
    }
    let ended: Vec<i64> = events
        .iter()
        .filter(|e| e.kind == "encounter_ended")
        .filter_map(|e| e.data["encounter"].as_i64())
        .collect();
    events
        .iter()
        .find(|e| e.kind == "encounter_started" && !ended.contains(&e.seq))
        .map(|e| Words::key("api-session-fight-left").arg("fight", e.seq))
}

/// The recap the session before the current one ended with ("" in the first session).
pub async fn last_recap(state: &AppState, t: &TableInfo) -> ApiResult<String> {
    if t.session_since == 0 {
        return Ok(String::new());
    }
    let e = state.store.event(&t.id, t.session_since).await?;
    Ok(e.and_then(|e| e.data["recap"].as_str().map(str::to_string))
        .unwrap_or_default())
}

fn gm(me: &Member) -> ApiResult<()> {
    Ok(play::who::gm_only(me, play::who::GmOnly::EndSession)?)
}

/// `POST /api/tables/{id}/sessions/end` `{"recap"?, "notes"?, "fin"?}` (GM): the boundary's
/// state changes, then `session_ended`; 200 `{"event_id", "session", "seed", "changes"}` with
/// the ended session's number and revealed seed.
pub async fn post_end(
    State(state): State<AppState>,
    Seat { table, me, .. }: Seat,
    Body(v): Body,
) -> ApiResult<Json<Value>> {
    gm(&me)?;
    open(&table)?;
    let id = table.id.clone();
    let recap = markdown(&v, "recap", "api-field-recap")?.unwrap_or_default();
    let notes = markdown(&v, "notes", "api-field-notes")?;
    let fin = Boundary::read(v.get("fin"))?;
    if let Some(why) = still_running(&all_after(state.store.as_ref(), &id, table.session_since).await?) {
        return Err(ApiError::new(StatusCode::CONFLICT, why));
    }
    // Every character's boundary is checked before anything is written.
    let mut planned = Vec::new();
    for c in state.store.characters(&id).await? {
        let steps = boundary::apply(table.system, &table.ruleset, &c, &fin)?;
        planned.push((c, steps));
    }
    let number = table.session;
    let mut changes = Vec::new();
    for (c, steps) in planned {
        for (step, _) in steps {
            let cause = json!({"boundary": {"session": number, "reason": step.reason, "rule": step.rule}});
            let e = change_state(&state, &table, &me, &c.id, step.event.clone(), cause).await?;
            changes.push(
                json!({"event_id": e.seq.to_string(), "character_id": c.id, "name": c.name,
                                "event": step.event, "reason": step.reason, "rule": step.rule}),
            );
        }
    }
    let next = tirada_table::secret::new_seed();
    let summary = json!({"fin": fin, "changes": changes});
    let e = append(&state, &id, async |t: &TableInfo, seq: i64| {
        open(t)?;
        if t.session != number {
            return Err(ApiError::new(StatusCode::CONFLICT, Words::key("api-session-over")));
        }
        let data = ended_data(number, &t.seed, &t.commitment, &next, &recap, summary.clone());
        let m = Mutation::NewSession {
            seed: next.to_hex(),
            commitment: next.commitment(),
            session: number + 1,
            since: seq,
        };
        Ok((draft(ENDED, &me, None, data), vec![m]))
    })
    .await?;
    if let Some(notes) = notes {
        let n = SessionNotes {
            session: number,
            notes,
            updated_ms: now_ms(),
        };
        state.store.campaign().set_notes(&id, n).await?;
    }
    Ok(Json(
        json!({"event_id": e.seq.to_string(), "session": number, "seed": e.data["seed"],
                    "next_commitment": e.data["next_commitment"], "changes": changes}),
    ))
}

/// `GET /api/tables/{id}/sessions/notes` (GM): every session's private notes.
pub async fn get_notes(State(state): State<AppState>, Seat { table, me, .. }: Seat) -> ApiResult<Json<Value>> {
    gm(&me)?;
    let notes = state.store.campaign().notes(&table.id).await?;
    Ok(Json(json!({"session": table.session, "notes": notes})))
}

/// `PUT /api/tables/{id}/sessions/notes` `{"notes", "session"?}` (GM): the notes of a session
/// (the current one unless said), replacing what they said.
pub async fn put_notes(
    State(state): State<AppState>,
    Seat { table, me, .. }: Seat,
    Body(v): Body,
) -> ApiResult<Json<Value>> {
    gm(&me)?;
    open(&table)?;
    let notes = markdown(&v, "notes", "api-field-notes")?
        .ok_or_else(|| ApiError::invalid(Words::key("api-session-no-notes"), Some("notes")))?;
    let session = match present(&v, "session") {
        None => table.session,
        Some(n) => n.as_i64().filter(|n| (1..=table.session).contains(n)).ok_or_else(|| {
            ApiError::invalid(
                Words::key("api-session-number").arg("last", table.session),
                Some("session"),
            )
        })?,
    };
    let n = SessionNotes {
        session,
        notes,
        updated_ms: now_ms(),
    };
    state.store.campaign().set_notes(&table.id, n.clone()).await?;
    Ok(Json(json!(n)))
}
