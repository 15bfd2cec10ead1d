//! A roll everyone saw, amended before anything else happened to it ([`play::amend`]): the PP
//! that blocks its ones and sixes handed to the roller by the GM or another player (PORTAL,
//! B605), or the GM cancelling the roller's aspect activation for a reason (Hitos, H159). The
//! roll is played again from its own dice stream with the amended request; who may do it is
//! [`who::may_amend`], and `tirada verify` replays it.

use crate::api::rolls::answer;
use crate::api::steps::{draft, open, own_character, roll_and_chain, seed_for};
use crate::http::cpu;
use crate::http::error::{ApiError, ApiResult};
use crate::http::extract::Path;
use crate::http::json::{optional_text, Body, FromBody};
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
use tirada_table::play::amend::{self, Amendment};
use tirada_table::play::{self, who};
use tirada_table::{Character, Member, Mutation, TableInfo};

/// `{"character_id"?}`: the character of theirs a player names to hand (and pay) the PP.
pub struct Block {
    character_id: Option<String>,
}

impl FromBody for Block {
    fn from_body(v: Value) -> ApiResult<Self> {
        let character_id = optional_text(&v, "character_id", Words::key("api-character-by-id"))?;
        Ok(Block { character_id })
    }
}

/// `{"razon"?}`: the GM's reason.
pub struct CancelAspect {
    razon: String,
}

impl FromBody for CancelAspect {
    fn from_body(v: Value) -> ApiResult<Self> {
        let razon = optional_text(&v, "razon", Words::key("api-reason-text"))?.unwrap_or_default();
        Ok(CancelAspect { razon })
    }
}

/// `POST /api/tables/{id}/rolls/{seq}/block`: `{"character_id"?}` — a player names the character
/// of theirs that hands (and pays) the PP; the GM's comes from the infinite pool.
pub async fn post_block(
    State(state): State<AppState>,
    Path((_, seq)): Path<(String, i64)>,
    Seat { table, me, lang }: Seat,
    Body(ask): Body<Block>,
) -> ApiResult<Response> {
    let giver = match ask.character_id.filter(|_| !me.is_gm()) {
        Some(cid) => Some(own_character(&state, &table.id, &me, &cid, "character_id").await?),
        None => None,
    };
    let a = Amendment::Bloquear {
        entrega: giver.as_ref().map(|c| c.name.clone()),
    };
    let e = amend_roll(&state, &table, &me, seq, a, giver).await?;
    Ok((StatusCode::CREATED, Json(answer(&e, &me, lang))).into_response())
}

/// `POST /api/tables/{id}/rolls/{seq}/cancel-aspect`: `{"razon"}` — the GM's reason.
pub async fn post_cancel_aspect(
    State(state): State<AppState>,
    Path((_, seq)): Path<(String, i64)>,
    Seat { table, me, lang }: Seat,
    Body(ask): Body<CancelAspect>,
) -> ApiResult<Response> {
    let a = Amendment::CancelarAspecto { razon: ask.razon };
    let e = amend_roll(&state, &table, &me, seq, a, None).await?;
    Ok((StatusCode::CREATED, Json(answer(&e, &me, lang))).into_response())
}

/// Roll `seq` played again with amendment `a`: the roller's state moved from the one before the
/// roll, the giver's paying its PP, in one event.
async fn amend_roll(
    state: &AppState,
    table: &TableInfo,
    me: &Member,
    seq: i64,
    a: Amendment,
    giver: Option<Character>,
) -> ApiResult<tirada_table::Event> {
    let id = table.id.clone();
    let st = state.clone();
    append_settled(state, &id, async |t: &TableInfo, _| {
        open(t)?;
        let (roll, _, related) = roll_and_chain(&st, &id, seq).await?;
        let public = view::mode(&roll) == Mode::Public;
        who::may_amend(
            me,
            &a,
            roll.actor.as_deref(),
            roll.character_id.as_deref(),
            giver.as_ref(),
            public,
        )?;
        if !related.is_empty() {
            return Err(ApiError::invalid(Words::key("api-amend-too-late"), None));
        }
        let request = amend::request(t.system, &roll.data["request"], &a)?;
        let roller = match &roll.character_id {
            Some(cid) => crate::api::steps::character(&st, &id, cid).await?,
            None => None,
        };
        let before = roll.data.get("state_before").cloned().unwrap_or(Value::Null);
        if let Some(c) = &roller {
            // What the roll left: its state, or the one before when it changed nothing.
            let left = roll.data.get("state").filter(|s| !s.is_null()).unwrap_or(&before);
            if left != &c.state {
                return Err(ApiError::invalid(
                    Words::key("api-amend-state-moved").arg("name", c.name.as_str()),
                    None,
                ));
            }
        }
        // The giver's character is read again under the lock: its PP may have gone meanwhile.
        let giver = match &giver {
            Some(g) => Some(crate::api::steps::still_there(&st, &id, &g.id).await?),
            None => None,
        };
        let (system, ruleset, seed, req2) = (t.system, t.ruleset.clone(), seed_for(t, seq)?, request.clone());
        let as_before = roller.clone().map(|c| Character {
            state: before.clone(),
            ..c
        });
        let g2 = giver.clone();
        let (r, paid) = cpu::off(move || {
            let r = play::roll(system, &ruleset, &req2, as_before.as_ref(), &seed, seq)?;
            let paid = match &g2 {
                Some(g) => Some(amend::giver_paid(system, &ruleset, g)?),
                None => None,
            };
            Ok::<_, play::PlayError>((r, paid))
        })
        .await?;
        let mut data = json!({"roll_event": seq, "amendment": a, "request": request, "roll": r.roll});
        if roll.data["typed"] == true {
            data["typed"] = json!(true);
        }
        let mut muts = Vec::new();
        if let Some(c) = &roller {
            data["character"] = json!(c.name);
            data["state_before"] = before.clone();
            data["state"] = r.state.clone().unwrap_or(Value::Null);
            if let Some(s) = &r.state {
                muts.push(Mutation::SetState {
                    id: c.id.clone(),
                    state: s.clone(),
                });
            }
        }
        if let (Some(g), Some(s)) = (&giver, paid) {
            data["giver"] = json!({"id": g.id, "name": g.name, "state_before": g.state, "state": s});
            muts.push(Mutation::SetState {
                id: g.id.clone(),
                state: s,
            });
        }
        Ok((draft(amend::EVENT, me, roll.character_id.as_deref(), data), muts))
    })
    .await
}
