//! The *Combate* screen's PORTAL tracker (issue #16): the GM starts a fight from an encounter
//! file (`encounter_started`), plays it a round at a time (`encounter_round`) and ends it
//! (`encounter_ended`); each event carries what that step logged and where everyone stands,
//! and the fight is always the engine's replay of its start ([`play::portal::encounter`]).

use crate::api::{body, draft, open};
use crate::append::{append, append_settled};
use crate::auth;
use crate::cpu;
use crate::error::{ApiError, ApiResult};
use crate::extract::Path;
use crate::AppState;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};
use tirada_table::play::portal::encounter::{self, Setup};
use tirada_table::{Event, Member, System, TableInfo};

fn gm_of_portal(table: &TableInfo, me: &Member) -> ApiResult<()> {
    if !me.is_gm() {
        return Err(ApiError::forbidden("solo el director lleva el combate"));
    }
    if table.system != System::Portal {
        return Err(ApiError::invalid(
            format!(
                "el combate de la mesa es de PORTAL por ahora; esta mesa juega {}",
                table.system.title()
            ),
            None,
        ));
    }
    Ok(())
}

/// A fight's start event, how many rounds it has played and whether it ended.
async fn fight(state: &AppState, table: &str, seq: i64) -> ApiResult<(Setup, u32, bool)> {
    let start = state
        .store
        .event(table, seq)
        .await?
        .filter(|e| e.kind == "encounter_started")
        .ok_or_else(|| ApiError::not_found(format!("el evento {seq} no empieza un combate de esta mesa")))?;
    let later: Vec<Event> = state.store.events_after(table, seq, i64::MAX).await?;
    let of = |e: &&Event| e.data["encounter"] == json!(seq);
    let rounds = later.iter().filter(of).filter(|e| e.kind == "encounter_round").count() as u32;
    let ended = later.iter().filter(of).any(|e| e.kind == "encounter_ended");
    Ok((encounter::setup(&start.data)?, rounds, ended))
}

/// Replays a fight off the async threads: its view, with the log from the end of round `from`
/// on (all of it without one).
async fn replayed(t: &TableInfo, s: Setup, seq: i64, rounds: u32, ended: bool, from: Option<u32>) -> ApiResult<Value> {
    let seed = crate::rolls::seed(t)?;
    cpu::off(move || {
        let before = match from {
            Some(r) => encounter::replay(&s, &seed, seq, r, false)?.log.len(),
            None => 0,
        };
        let e = encounter::replay(&s, &seed, seq, rounds, ended)?;
        Ok::<_, tirada_table::play::PlayError>(encounter::view(&e, before))
    })
    .await
}

/// `POST /api/tables/{id}/encounters` `{"toml", "dados"?, "repetir"?}` (GM, PORTAL): 201
/// `{"event_id", "seq", "encounter"}` after the initial roll.
pub async fn post_start(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> ApiResult<Response> {
    let (table, me) = auth::member(&state, &headers, &id).await?;
    gm_of_portal(&table, &me)?;
    let v = body(&bytes)?;
    let s = encounter::setup(&v)?;
    let e = append(&state, &id, async |t: &TableInfo, seq: i64| {
        open(t)?;
        let view = replayed(t, s.clone(), seq, 0, false, None).await?;
        let data = json!({"toml": s.toml, "dados": v.get("dados"), "repetir": v.get("repetir"), "view": view});
        Ok((draft("encounter_started", &me, None, data), vec![]))
    })
    .await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"event_id": e.seq.to_string(), "seq": e.seq, "encounter": e.data["view"]})),
    )
        .into_response())
}

/// `POST /api/tables/{id}/encounters/{seq}/round` and `…/end` (GM): 201 `{"event_id",
/// "encounter"}`, the step's log and where everyone stands after it.
async fn step(state: AppState, id: String, seq: i64, headers: HeaderMap, end: bool) -> ApiResult<Response> {
    let (table, me) = auth::member(&state, &headers, &id).await?;
    gm_of_portal(&table, &me)?;
    let st = state.clone();
    let e = append_settled(&state, &id, async |t: &TableInfo, _| {
        open(t)?;
        let (s, rounds, ended) = fight(&st, &id, seq).await?;
        if ended {
            return Err(ApiError::new(StatusCode::CONFLICT, "ese combate ya terminó"));
        }
        let (next, kind) = if end {
            (rounds, "encounter_ended")
        } else {
            (rounds + 1, "encounter_round")
        };
        let view = replayed(t, s, seq, next, end, Some(rounds)).await?;
        let data = json!({"encounter": seq, "round": next, "view": view});
        Ok((draft(kind, &me, None, data), vec![]))
    })
    .await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"event_id": e.seq.to_string(), "encounter": e.data["view"]})),
    )
        .into_response())
}

pub async fn post_round(
    State(state): State<AppState>,
    Path((id, seq)): Path<(String, i64)>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    step(state, id, seq, headers, false).await
}

pub async fn post_end(
    State(state): State<AppState>,
    Path((id, seq)): Path<(String, i64)>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    step(state, id, seq, headers, true).await
}

/// `GET /api/tables/{id}/encounters/{seq}` (members): the whole fight so far.
pub async fn get_fight(
    State(state): State<AppState>,
    Path((id, seq)): Path<(String, i64)>,
    headers: HeaderMap,
) -> ApiResult<Json<Value>> {
    let (table, _) = auth::member(&state, &headers, &id).await?;
    let (s, rounds, ended) = fight(&state, &id, seq).await?;
    let mut view = replayed(&table, s, seq, rounds, ended, None).await?;
    view["ended"] = json!(ended);
    Ok(Json(view))
}
