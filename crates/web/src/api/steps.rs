//! The steps the API's handlers share (and the Discord bridge's, which calls the same
//! functions): a body's text fields, a character as the table holds it and who may
//! use it, an event's draft, the closed-table refusal, a sheet checked off the async workers, a
//! state change, a fight's start, the table's dice seed and a roll with its rerolls.

use crate::http::cpu;
use crate::http::error::{ApiError, ApiResult};
use crate::http::json::body;
use crate::live::append::append;
use crate::state::AppState;
use axum::http::StatusCode;
use serde_json::{json, Value};
use tirada_dice::Words;
use tirada_table::play::{self, RerollStep};
use tirada_table::{Character, Event, EventDraft, Member, Mutation, Seed, TableInfo};

pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// A text field: trimmed, 1..=max characters; `what` is the message naming it.
pub fn text(v: &Value, key: &str, max: usize, what: &str) -> ApiResult<String> {
    let s = v.get(key).and_then(Value::as_str).unwrap_or("").trim().to_string();
    if s.is_empty() || s.chars().count() > max {
        return Err(ApiError::invalid(
            Words::key("api-text-length")
                .arg("what", Words::key(what))
                .arg("max", max),
            Some(key),
        ));
    }
    Ok(s)
}

/// A character, from the cache or the store.
pub async fn character(state: &AppState, table: &str, id: &str) -> ApiResult<Option<Character>> {
    if let Some(c) = state.hub.character(table, id) {
        return Ok(Some(c));
    }
    let c = state.store.character(table, id).await?;
    if let Some(c) = &c {
        state.hub.remember_character(c);
    }
    Ok(c)
}

/// The character as an event is built on it, under the table's lock: it may have gone since
/// the request was checked.
pub async fn still_there(state: &AppState, table: &str, id: &str) -> ApiResult<Character> {
    character(state, table, id)
        .await?
        .ok_or_else(|| ApiError::not_found(Words::key("api-character-gone")))
}

/// The front end an event came through (`data.via`, left out for the web table's own): the
/// Discord bridge answers in the channel itself, so its outbox does not post the event again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Via {
    Web,
    Discord,
}

impl Via {
    pub fn mark(self, data: &mut Value) {
        if self == Via::Discord {
            data["via"] = json!("discord");
        }
    }
}

pub fn draft(kind: &'static str, actor: &Member, character: Option<&str>, data: Value) -> EventDraft {
    EventDraft {
        kind,
        actor: Some(actor.id.clone()),
        character_id: character.map(str::to_string),
        hidden: false,
        data,
        at_ms: now_ms(),
        prev: None,
    }
}

/// 409 once the table is closed: its record is final (no joins, chat, rolls or changes).
pub fn open(table: &TableInfo) -> ApiResult<()> {
    if table.closed {
        return Err(ApiError::new(StatusCode::CONFLICT, Words::key("api-table-closed")));
    }
    Ok(())
}

/// The character `cid` if `me` may change it (its owner or the GM).
pub async fn own_character(state: &AppState, table: &str, me: &Member, cid: &str, field: &str) -> ApiResult<Character> {
    let c = character(state, table, cid)
        .await?
        .ok_or_else(|| ApiError::invalid(Words::key("api-character-not-here"), Some(field)))?;
    play::who::may_use(me, &c)?;
    Ok(c)
}

/// A sheet from a request's body, read and checked off the async workers ([`cpu`]): its name,
/// the sheet as stored and its starting state. Only here is a sheet checked; reads trust it.
pub async fn checked_sheet(table: &TableInfo, bytes: axum::body::Bytes) -> ApiResult<(String, Value, Value)> {
    let (system, ruleset) = (table.system, table.ruleset.clone());
    cpu::off(move || {
        let v = body(&bytes)?;
        Ok::<_, ApiError>(play::new_sheet(system, &ruleset, &v)?)
    })
    .await
}

/// A `state_changed` event: one of the system's events applied to character `cid` by the
/// engine, as it stands when the event is built. `cause` adds what brought it about (a fight's
/// step). The Ficha and the encounter tracker both change a character's state only here.
pub async fn change_state(
    state: &AppState,
    table: &TableInfo,
    me: &Member,
    cid: &str,
    event: Value,
    cause: Value,
) -> ApiResult<tirada_table::Event> {
    let st = state.clone();
    append(state, &table.id, async |t: &TableInfo, _| {
        open(t)?;
        let c = still_there(&st, &t.id, cid).await?;
        let (system, ruleset, ask) = (t.system, t.ruleset.clone(), event.clone());
        let before = c.state.clone();
        let next = cpu::off(move || play::change_state(system, &ruleset, &c, &ask)).await?;
        let mut data = json!({"event": event, "before": before, "state": next});
        if let (Some(d), Some(more)) = (data.as_object_mut(), cause.as_object()) {
            d.extend(more.clone());
        }
        let m = Mutation::SetState {
            id: cid.to_string(),
            state: next,
        };
        Ok((draft("state_changed", me, Some(cid), data), vec![m]))
    })
    .await
}

/// A fight's start event of `kind` at `seq`, else 404 naming `missing` (a message: «un
/// combate»): the trackers fold a
/// fight from it (`combat.rs`, `turns.rs`).
pub async fn fight_start(
    state: &AppState,
    table: &str,
    seq: i64,
    kind: &str,
    missing: &str,
) -> ApiResult<tirada_table::Event> {
    state
        .store
        .event(table, seq)
        .await?
        .filter(|e| e.kind == kind)
        .ok_or_else(|| {
            ApiError::not_found(
                Words::key("api-event-not-start")
                    .arg("seq", seq)
                    .arg("what", Words::key(missing)),
            )
        })
}

/// The seed to roll again what event `seq` rolled (a reroll, an aspect against it, a fight's
/// replay): only in the session it belongs to, whose seed is still secret; 409 once that
/// session has ended (issue 32).
pub fn seed_for(t: &TableInfo, seq: i64) -> ApiResult<Seed> {
    if seq <= t.session_since {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            Words::key("api-event-session-over").arg("seq", seq),
        ));
    }
    seed(t)
}

pub fn seed(t: &TableInfo) -> ApiResult<Seed> {
    Seed::from_hex(&t.seed)
        .ok_or_else(|| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, Words::key("api-seed-unreadable")))
}

/// The roll event `seq` and the rerolls made of it so far (the last one's chain).
pub async fn roll_and_chain(
    state: &AppState,
    table: &str,
    seq: i64,
) -> ApiResult<(Event, Vec<RerollStep>, Vec<Event>)> {
    let e = state
        .store
        .event(table, seq)
        .await?
        .filter(|e| e.kind == "roll")
        .ok_or_else(|| ApiError::not_found(Words::key("api-event-not-roll").arg("seq", seq)))?;
    let later = state.store.events_after(table, seq, i64::MAX).await?;
    let related: Vec<Event> = later
        .into_iter()
        .filter(|x| x.data.get("roll_event").and_then(Value::as_i64) == Some(seq))
        .collect();
    let chain = related
        .iter()
        .rev()
        .find(|x| x.kind == "reroll")
        .and_then(|x| serde_json::from_value(x.data["chain"].clone()).ok())
        .unwrap_or_default();
    Ok((e, chain, related))
}

/// The request roll `roll` stands on now: an amendment's ([`play::amend`]) when it had one,
/// else its own; its rerolls and answers play that one.
pub fn request_now(roll: &Event, related: &[Event]) -> Value {
    related
        .iter()
        .rev()
        .find(|x| x.kind == play::amend::EVENT)
        .unwrap_or(roll)
        .data["request"]
        .clone()
}
