//! Rolls the GM asks for (issue #16): the GM names one character, several or every player's
//! (`everyone`), what the roll is against (`dif`, and any other request key: `tipo`, `dado`,
//! `mod`…), a label and who will see it (`mode`); logged as `roll_requested`. Each asked
//! character's owner answers once with a roll that names it (`"answers": seq`): the GM's keys
//! and mode join the roll, so the difficulty comes from the GM even where players may not set
//! one. The GM may cancel a request (`roll_request_cancelled`); it takes no answer after that.

use crate::api::steps::{draft, open};
use crate::http::error::{ApiError, ApiResult};
use crate::http::extract::Path;
use crate::http::json::{present, Body};
use crate::http::seat::Seat;
use crate::live::append::append;
use crate::live::view::Mode;
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Map, Value};
use tirada_dice::Words;
use tirada_table::{play, Event, TableInfo};

/// The ids a request names: `character_id`, `character_ids`, or `"everyone": true`.
fn named(v: &Value) -> ApiResult<Option<Vec<String>>> {
    if v.get("everyone") == Some(&json!(true)) {
        return Ok(None);
    }
    let ids: Vec<String> = match (v.get("character_ids"), v.get("character_id")) {
        (Some(list), _) => list
            .as_array()
            .map(|l| l.iter().filter_map(Value::as_str).map(str::to_string).collect())
            .unwrap_or_default(),
        (None, Some(one)) => one.as_str().map(|s| vec![s.to_string()]).unwrap_or_default(),
        (None, None) => vec![],
    };
    if ids.is_empty() {
        return Err(ApiError::invalid(Words::key("api-asked-whom"), Some("character_ids")));
    }
    Ok(Some(ids))
}

/// The mode of the asked rolls: public, or the GM's eyes only (`gm` or `blind`, answered
/// blind), or each roller's and the GM's (`self`).
fn mode_of(v: &Value) -> ApiResult<Mode> {
    match present(v, "mode") {
        None => Ok(Mode::Public),
        Some(m) => match m.as_str().and_then(Mode::from_word) {
            Some(Mode::Gm) => Ok(Mode::Blind),
            Some(mode) => Ok(mode),
            None => Err(ApiError::invalid(Words::key("api-asked-mode"), Some("mode"))),
        },
    }
}

/// `POST /api/tables/{id}/roll-requests` `{"character_id" | "character_ids" | "everyone",
/// "request", "text"?, "mode"?}` (GM): 201 `{"event_id", "seq"}`.
pub async fn post_roll_request(
    State(state): State<AppState>,
    Seat { table, me, .. }: Seat,
    Body(v): Body,
) -> ApiResult<Response> {
    play::who::gm_only(&me, play::who::GmOnly::AskRolls)?;
    let ids = named(&v)?;
    let mode = mode_of(&v)?;
    let request = v.get("request").cloned().unwrap_or_else(|| json!({}));
    if !request.is_object() {
        return Err(ApiError::invalid(Words::key("api-asked-request"), Some("request")));
    }
    if play::typed(table.system, &request) {
        return Err(ApiError::invalid(Words::key("api-asked-typed"), Some("request")));
    }
    let text = v.get("text").and_then(Value::as_str).unwrap_or("").trim().to_string();
    if text.chars().count() > 200 {
        return Err(ApiError::invalid(Words::key("api-asked-text"), Some("text")));
    }
    let (st, id) = (state.clone(), table.id.clone());
    let e = append(&state, &id, async |t: &TableInfo, _| {
        open(t)?;
        let all = st.store.characters(&id).await?;
        let asked: Vec<_> = match &ids {
            None => all.iter().filter(|c| c.owner != me.id).collect(),
            Some(ids) => ids
                .iter()
                .map(|cid| {
                    all.iter()
                        .find(|c| &c.id == cid)
                        .ok_or_else(|| ApiError::invalid(Words::key("api-character-not-here"), Some("character_ids")))
                })
                .collect::<ApiResult<_>>()?,
        };
        if asked.is_empty() {
            return Err(ApiError::invalid(Words::key("api-asked-nobody"), Some("everyone")));
        }
        let characters: Vec<Value> = asked.iter().map(|c| json!({"id": c.id, "name": c.name})).collect();
        let mut data = json!({"characters": characters, "request": request, "text": text, "mode": mode.word()});
        // One character: as before the requests to several, with its name beside its id.
        let one = (asked.len() == 1).then(|| asked[0]);
        if let Some(c) = one {
            data["character"] = json!(c.name);
        }
        Ok((draft("roll_requested", &me, one.map(|c| c.id.as_str()), data), vec![]))
    })
    .await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"event_id": e.seq.to_string(), "seq": e.seq})),
    )
        .into_response())
}

/// `POST /api/tables/{id}/roll-requests/{seq}/cancel` (GM): 201 `{"event_id"}`; the request
/// takes no more answers.
pub async fn post_cancel(
    State(state): State<AppState>,
    Path((id, seq)): Path<(String, i64)>,
    Seat { me, .. }: Seat,
) -> ApiResult<Response> {
    play::who::gm_only(&me, play::who::GmOnly::CancelAsked)?;
    let st = state.clone();
    let e = crate::live::append::append_settled(&state, &id, async |t: &TableInfo, _| {
        open(t)?;
        let (_, later) = asked(&st, &id, seq).await?;
        if cancelled(&later, seq) {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                Words::key("api-asked-already-cancelled"),
            ));
        }
        Ok((
            draft("roll_request_cancelled", &me, None, json!({ "request": seq })),
            vec![],
        ))
    })
    .await?;
    Ok((StatusCode::CREATED, Json(json!({"event_id": e.seq.to_string()}))).into_response())
}

/// Which roll request a roll answers (`"answers": seq`), if any.
pub fn answers(v: &Value) -> ApiResult<Option<i64>> {
    match present(v, "answers") {
        None => Ok(None),
        Some(n) => n
            .as_i64()
            .or_else(|| n.as_str().and_then(|s| s.parse().ok()))
            .map(Some)
            .ok_or_else(|| ApiError::invalid(Words::key("api-asked-unknown"), Some("answers"))),
    }
}

/// Request `seq` and the events after it.
async fn asked(state: &AppState, table: &str, seq: i64) -> ApiResult<(Event, Vec<Event>)> {
    let asked = state
        .store
        .event(table, seq)
        .await?
        .filter(|e| e.kind == "roll_requested")
        .ok_or_else(|| ApiError::not_found(Words::key("api-asked-not-asked")))?;
    let later = state.store.events_after(table, seq, i64::MAX).await?;
    Ok((asked, later))
}

fn cancelled(later: &[Event], seq: i64) -> bool {
    later
        .iter()
        .any(|e| e.kind == "roll_request_cancelled" && e.data["request"] == json!(seq))
}

/// The characters a request asks (a request from before the several: its one character).
fn asked_ids(e: &Event) -> Vec<String> {
    match e.data["characters"].as_array() {
        Some(list) => list
            .iter()
            .filter_map(|c| c["id"].as_str())
            .map(str::to_string)
            .collect(),
        None => e.character_id.iter().cloned().collect(),
    }
}

/// The request of a roll answering the GM's request `seq` for character `cid`, and the mode
/// the GM asked for: the GM's keys joined to the roller's, which may not contradict them.
/// Read once every earlier event is committed, so each character answers only once.
pub async fn join(
    state: &AppState,
    table: &str,
    seq: i64,
    cid: &str,
    request: &Value,
) -> ApiResult<(Value, Option<Mode>)> {
    let (asked, later) = asked(state, table, seq).await?;
    if !asked_ids(&asked).iter().any(|id| id == cid) {
        let names: Vec<&str> = match asked.data["characters"].as_array() {
            Some(list) => list.iter().filter_map(|c| c["name"].as_str()).collect(),
            None => asked.data["character"].as_str().into_iter().collect(),
        };
        return Err(ApiError::invalid(
            Words::key("api-asked-others").arg("names", names.join(", ")),
            Some("answers"),
        ));
    }
    if cancelled(&later, seq) {
        return Err(ApiError::new(StatusCode::CONFLICT, Words::key("api-asked-cancelled")));
    }
    if later.iter().any(|e| {
        e.kind == "roll" && e.data.get("answers") == Some(&json!(seq)) && e.character_id.as_deref() == Some(cid)
    }) {
        return Err(ApiError::new(StatusCode::CONFLICT, Words::key("api-asked-done")));
    }
    let mut out: Map<String, Value> = request.as_object().cloned().unwrap_or_default();
    for (k, want) in asked.data["request"].as_object().into_iter().flatten() {
        match out.get(k) {
            Some(given) if given != want && !given.is_null() => {
                return Err(ApiError::invalid(
                    Words::key("api-asked-with")
                        .arg("key", k.as_str())
                        .arg("want", want.to_string())
                        .arg("given", given.to_string()),
                    Some(k),
                ))
            }
            _ => {
                out.insert(k.clone(), want.clone());
            }
        }
    }
    let mode = asked.data["mode"].as_str().and_then(Mode::from_word);
    Ok((Value::Object(out), mode))
}
