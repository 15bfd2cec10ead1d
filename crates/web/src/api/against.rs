//! A Hitos aspect activated against a roll already made (H111, H127): the declaration, paid at
//! once by the activating character (the GM's from the infinite pool), and the roller's answer,
//! which plays the roll again with the activation or cancels it by paying a point. The rules,
//! the payments and who may do what are the play layer's ([`play::hitos::against`],
//! [`who::may_declare_against`], [`who::may_answer_against`]); `tirada verify` replays the answer.

use crate::api::rolls::answer;
use crate::api::steps::{draft, open, own_character};
use crate::api::steps::{roll_and_chain, seed_for};
use crate::http::cpu;
use crate::http::error::{ApiError, ApiResult};
use crate::http::extract::Path;
use crate::http::json::Body;
use crate::http::seat::Seat;
use crate::live::append::append_settled;
use crate::live::view::{self, Mode};
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};
use tirada_dice::Words;
use tirada_table::play::hitos::against::{self, Declared, ANSWERED_EVENT as ANSWERED, DECLARED_EVENT as DECLARED};
use tirada_table::play::{self, who};
use tirada_table::{Event, Mutation, System, TableInfo};

fn hitos_only(t: &TableInfo) -> ApiResult<()> {
    match t.system {
        System::Hitos => Ok(()),
        _ => Err(ApiError::invalid(Words::key("api-against-hitos-only"), None)),
    }
}

/// The declaration pending an answer on the roll, if any, among the events `related` to it.
fn pending(related: &[Event]) -> Option<&Event> {
    let last = related
        .iter()
        .rev()
        .find(|e| e.kind == DECLARED || e.kind == ANSWERED)?;
    (last.kind == DECLARED).then_some(last)
}

/// `POST /api/tables/{id}/rolls/{seq}/against`: `{"character_id"?, "aspecto"?, "repetir"?,
/// "agotar"?}`.
pub async fn post_declare(
    State(state): State<AppState>,
    Path((_, seq)): Path<(String, i64)>,
    Seat { table, me, .. }: Seat,
    Body(mut v): Body,
) -> ApiResult<Response> {
    hitos_only(&table)?;
    let character_id = v
        .as_object_mut()
        .and_then(|m| m.remove("character_id"))
        .filter(|c| !c.is_null());
    let asked = against::asked(&v)?;
    let (st, id) = (state.clone(), table.id.clone());
    let e = append_settled(&state, &id, async |t: &TableInfo, _| {
        open(t)?;
        let (roll, _, related) = roll_and_chain(&st, &id, seq).await?;
        let activator = match character_id.as_ref().filter(|_| !me.is_gm()) {
            Some(cid) => {
                let cid = cid
                    .as_str()
                    .ok_or_else(|| ApiError::invalid(Words::key("api-character-by-id"), Some("character_id")))?;
                Some(own_character(&st, &id, &me, cid, "character_id").await?)
            }
            None => None,
        };
        let public = view::mode(&roll) == Mode::Public;
        who::may_declare_against(&me, roll.actor.as_deref(), activator.as_ref(), public)?;
        if related.iter().any(|e| e.kind == DECLARED) {
            return Err(ApiError::invalid(Words::key("api-against-once"), None));
        }
        let (ruleset, seed, request, c2, a2) = (
            t.ruleset.clone(),
            seed_for(t, seq)?,
            crate::api::steps::request_now(&roll, &related),
            activator.clone(),
            asked.clone(),
        );
        let paid = cpu::off(move || against::declare(&ruleset, &request, seq, &a2, c2.as_ref(), &seed)).await?;
        let declared = Declared {
            request: asked.clone(),
            gm: me.is_gm(),
        };
        let mut data = json!({"roll_event": seq, "declared": declared});
        let mut muts = Vec::new();
        if let (Some(c), Some(s)) = (&activator, &paid) {
            data["character"] = json!(c.name);
            data["state_before"] = c.state.clone();
            data["state"] = s.clone();
            muts.push(Mutation::SetState {
                id: c.id.clone(),
                state: s.clone(),
            });
        }
        Ok((
            draft(DECLARED, &me, activator.as_ref().map(|c| c.id.as_str()), data),
            muts,
        ))
    })
    .await?;
    let mut out = json!({"event_id": e.seq.to_string(), "seq": e.seq, "declared": e.data["declared"]});
    if let Some(s) = e.data.get("state") {
        out["state"] = s.clone();
    }
    Ok((StatusCode::CREATED, Json(out)).into_response())
}

/// `POST /api/tables/{id}/rolls/{seq}/against/answer`: `{"cancelar"?, "dados"?, "tirar_resto"?}`.
pub async fn post_answer(
    State(state): State<AppState>,
    Path((_, seq)): Path<(String, i64)>,
    Seat { table, me, lang }: Seat,
    Body(v): Body,
) -> ApiResult<Response> {
    hitos_only(&table)?;
    let given = against::answer_of(&v)?;
    let (st, id) = (state.clone(), table.id.clone());
    let e = append_settled(&state, &id, async |t: &TableInfo, next_seq: i64| {
        open(t)?;
        let (roll, _, related) = roll_and_chain(&st, &id, seq).await?;
        who::may_answer_against(&me, &t.settings, roll.actor.as_deref(), given.dados.is_some())?;
        let declaration = pending(&related).ok_or_else(|| ApiError::invalid(Words::key("api-against-none"), None))?;
        let declared: Declared = play::request::read(&declaration.data["declared"], Words::key("thing-against"))?;
        let roller = match &roll.character_id {
            Some(cid) => crate::api::steps::character(&st, &id, cid).await?,
            None => None,
        };
        let (ruleset, seed, request, c2, d2, a2) = (
            t.ruleset.clone(),
            seed_for(t, seq)?,
            crate::api::steps::request_now(&roll, &related),
            roller.clone(),
            declared.clone(),
            given.clone(),
        );
        let r = cpu::off(move || against::answered(&ruleset, &request, seq, &d2, &a2, c2.as_ref(), &seed, next_seq))
            .await?;
        let mut data = json!({"roll_event": seq, "declared_event": declaration.seq, "declared": declared,
                              "answer": given, "request": r.request, "roll": r.roll});
        if roll.data["typed"] == true || given.dados.is_some() {
            data["typed"] = json!(true);
        }
        let mut muts = Vec::new();
        if let Some(c) = &roller {
            data["character"] = json!(c.name);
            data["state_before"] = c.state.clone();
            data["state"] = r.state.clone().unwrap_or(Value::Null);
            if let Some(s) = &r.state {
                muts.push(Mutation::SetState {
                    id: c.id.clone(),
                    state: s.clone(),
                });
            }
        }
        if let Some(cid) = &declaration.character_id {
            data["activator_id"] = json!(cid);
        }
        Ok((draft(ANSWERED, &me, roll.character_id.as_deref(), data), muts))
    })
    .await?;
    // Cancelled: the activating character recovers its point and receives the roller's (H127),
    // as its own state change after the answer.
    if let Some(cid) = e.data["activator_id"].as_str() {
        if let Some(c) = crate::api::steps::character(&state, &id, cid).await? {
            if let Some(event) = against::refund(&c, &e.data["roll"])? {
                crate::api::steps::change_state(&state, &table, &me, cid, event, json!({"roll": e.seq})).await?;
            }
        }
    }
    Ok((StatusCode::CREATED, Json(answer(&e, &me, lang))).into_response())
}
