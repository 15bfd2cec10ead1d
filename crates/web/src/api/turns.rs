//! The *Combate* screen's turn tracker for Hitos, Fate and CHASIS (issue #16): the GM starts a
//! fight (`turns_started`) and steps it (`turns_step`: the next turn, who is out, Fate's zones,
//! the end); each event keeps the tracker after it (`view`), folded by
//! [`play::turns`](tirada_table::play::turns) from the one before. Harm goes through each
//! character's own state route, and rolls through the roll route, as everywhere else.

use crate::api::steps::{draft, open};
use crate::http::cpu;
use crate::http::error::{ApiError, ApiResult};
use crate::http::extract::Path;
use crate::http::json::Body;
use crate::http::seat::Seat;
use crate::live::append::append_settled;
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};
use tirada_dice::Words;
use tirada_table::play::turns::{self, start::Seated, Turns};
use tirada_table::{Event, Member, System, TableInfo};

fn gm(me: &Member) -> ApiResult<()> {
    Ok(tirada_table::play::who::gm_only(
        me,
        tirada_table::play::who::GmOnly::RunTurns,
    )?)
}

/// The tracker of the fight started at event `seq`: its start folded with its steps, as far as
/// the log goes ([`crate::api::fights`]).
pub(crate) async fn tracker(state: &AppState, table: &str, seq: i64) -> ApiResult<Turns> {
    let init = async || {
        let start = crate::api::steps::fight_start(state, table, seq, "turns_started", "api-field-turns").await?;
        Ok(turns::from_view(&start.data["view"])?)
    };
    let step = |t: &mut Turns, e: &Event| {
        if e.kind == "turns_step" && e.data["turns"] == json!(seq) {
            *t = turns::step(t, &e.data["step"])?;
        }
        Ok(())
    };
    state.folds.turns.advance(&*state.store, table, seq, init, step).await
}

fn created(e: &Event) -> Value {
    json!({"event_id": e.seq.to_string(), "seq": e.seq, "turns": e.data["view"]})
}

/// `POST /api/tables/{id}/turns` `{"participantes", "zonas"?, "conflicto"?, "dados"?}` (GM;
/// Hitos, Fate, CHASIS): 201 `{"event_id", "seq", "turns"}`, everyone in initiative order.
pub async fn post_start(
    State(state): State<AppState>,
    Seat { table, me, .. }: Seat,
    Body(v): Body,
) -> ApiResult<Response> {
    gm(&me)?;
    let (st, id) = (state.clone(), table.id.clone());
    let e = append_settled(&state, &id, async |t: &TableInfo, seq: i64| {
        open(t)?;
        let characters = st.store.characters(&id).await?;
        let members = st.store.members(&id).await?;
        let player = |owner: &str| members.iter().any(|m| m.id == owner && !m.is_gm());
        let seated: Vec<Seated> = characters
            .iter()
            .map(|c| Seated {
                character: c,
                player: player(&c.owner),
            })
            .collect();
        let seed = crate::api::steps::seed(t)?;
        let view = turns::view(&turns::start(t.system, &t.ruleset, &v, &seated, &seed, seq)?);
        let data = json!({"participantes": v["participantes"], "zonas": v.get("zonas"), "conflicto": v.get("conflicto"),
                          "dados": v.get("dados"), "view": view});
        Ok((draft("turns_started", &me, None, data), vec![]))
    })
    .await?;
    Ok((StatusCode::CREATED, Json(created(&e))).into_response())
}

/// `POST /api/tables/{id}/turns/{seq}/step` `{"accion", …}` (GM): 201 `{"event_id", "seq",
/// "turns"}` after the step; a step on an ended fight is 409.
pub async fn post_step(
    State(state): State<AppState>,
    Path((id, seq)): Path<(String, i64)>,
    Seat { table, me, lang }: Seat,
    Body(asked): Body,
) -> ApiResult<Response> {
    gm(&me)?;
    // The step's type: a key that does not parse is one sentence naming it, before anything.
    let action = turns::TurnStep::read(&asked)?.accion;
    let st = state.clone();
    let e = append_settled(&state, &id, async |t: &TableInfo, next: i64| {
        open(t)?;
        let now = tracker(&st, &id, seq).await?;
        if now.ended {
            return Err(ApiError::new(StatusCode::CONFLICT, Words::key("api-fight-over")));
        }
        // An attack or a block is rolled now, with this event's dice, and kept resolved.
        let step = match action {
            turns::Action::Ataque | turns::Action::Bloqueo => {
                let characters = st.store.characters(&id).await?;
                let (seed, ask, n) = (crate::api::steps::seed(t)?, asked.clone(), now.clone());
                cpu::off(move || turns::exchange::resolve(&n, &ask, &characters, &seed, next)).await?
            }
            _ => asked.clone(),
        };
        let view = turns::view(&turns::step(&now, &step)?);
        let data = json!({"turns": seq, "step": step, "view": view});
        Ok((draft("turns_step", &me, None, data), vec![]))
    })
    .await?;
    let refused = harm_characters(&state, &table, &me, &e).await?;
    let mut v = created(&e);
    if e.data["step"]["accion"] == "ataque" {
        v["refused"] = json!(refused);
        v["refused_told"] = json!(tirada_narrate::event::refused_told(&refused, lang));
    }
    Ok((StatusCode::CREATED, Json(v)).into_response())
}

/// An attack's stress on a table character, through its own state event (the engine absorbs
/// it as on its card); a hit its sheet refuses is answered, not dropped.
async fn harm_characters(state: &AppState, table: &TableInfo, me: &Member, e: &Event) -> ApiResult<Vec<Value>> {
    let s = &e.data["step"];
    let stress = s["resultado"]["estres"].as_u64().unwrap_or_default();
    let (Some(a), Some(d)) = (s["atacante"].as_u64(), s["defensor"].as_u64()) else {
        return Ok(vec![]);
    };
    let t = turns::from_view(&e.data["view"])?;
    let (attacker, defender) = (&t.participants[a as usize], &t.participants[d as usize]);
    let Some(cid) = defender.character_id.as_deref().filter(|_| stress > 0) else {
        return Ok(vec![]);
    };
    let hit = turns::exchange::hit(&t, stress, &attacker.name);
    let cause = json!({"turns": e.data["turns"], "step": e.seq});
    let refused = match crate::api::steps::change_state(state, table, me, cid, hit.clone(), cause.clone()).await {
        Ok(_) => vec![],
        Err(x) if x.status == StatusCode::UNPROCESSABLE_ENTITY => {
            // The log keeps the refusal as the table's language first said it.
            let why = x.sentence(tirada_narrate::Lang::Es);
            vec![json!({"character_id": cid, "name": defender.name, "event": hit, "why": why})]
        }
        Err(x) => return Err(x),
    };
    crate::api::combat::record_refusals(state, &table.id, me, cause, &refused).await?;
    Ok(refused)
}

/// `GET /api/tables/{id}/turns/{seq}` (members): the tracker now.
pub async fn get_turns(
    State(state): State<AppState>,
    Path((id, seq)): Path<(String, i64)>,
    _: Seat,
) -> ApiResult<Json<Value>> {
    Ok(Json(turns::view(&tracker(&state, &id, seq).await?)))
}

/// The table's latest turn tracker, when it can be read (a tracker that cannot be read links
/// nothing rather than stop a roll).
async fn latest(state: &AppState, table: &TableInfo) -> ApiResult<Option<(i64, Turns)>> {
    if !matches!(table.system, System::Hitos | System::Fate | System::Chasis) {
        return Ok(None);
    }
    let latest = |l: &mut Option<i64>, e: &Event| {
        if e.kind == "turns_started" {
            *l = Some(e.seq);
        }
        Ok(())
    };
    let folds = &state.folds.latest_turns;
    let Some(seq) = folds
        .advance(&*state.store, &table.id, 0, async || Ok(None), latest)
        .await?
    else {
        return Ok(None);
    };
    Ok(tracker(state, &table.id, seq).await.ok().map(|t| (seq, t)))
}

/// The turn a roll of character `cid` is made on: `{"tracker", "round", "participant"}` when
/// the table's latest turn tracker is on and it is that character's turn, else nothing.
pub(crate) async fn turn_of(state: &AppState, table: &TableInfo, cid: &str) -> ApiResult<Option<Value>> {
    let Some((seq, t)) = latest(state, table).await? else {
        return Ok(None);
    };
    let now = t
        .current()
        .filter(|&i| !t.ended && t.participants[i].character_id.as_deref() == Some(cid));
    Ok(now.map(|i| json!({"tracker": seq, "round": t.round, "participant": i})))
}

/// Whether character `cid` takes part, not out, in the fight the GM runs now (the latest turn
/// tracker, not ended): the GM put it there, so a player's attack may name it (H213).
pub(crate) async fn in_fight(state: &AppState, table: &TableInfo, cid: &str) -> ApiResult<bool> {
    Ok(latest(state, table).await?.is_some_and(|(_, t)| {
        !t.ended
            && t.participants
                .iter()
                .any(|p| !p.out && p.character_id.as_deref() == Some(cid))
    }))
}
