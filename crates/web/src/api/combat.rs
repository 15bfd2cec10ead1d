//! The *Combate* screen's PORTAL tracker (issue #16): the GM starts a fight from an encounter
//! file and the table's characters (`encounter_started`), steps it an action at a time
//! (`encounter_action`) or a round at a time (`encounter_round`) and ends it
//! (`encounter_ended`); each event carries what that step logged and where everyone stands,
//! and the fight is always the engine's replay of its start ([`play::portal::encounter`]).
//! What a step does to a table character becomes that character's `state_changed` events, as
//! the Ficha's changes do.

use crate::api::fights::Told;
use tirada_dice::Words;
use tirada_narrate::Lang;

use crate::api::steps::{change_state, character, draft, open};
use crate::http::cpu;
use crate::http::error::{ApiError, ApiResult};
use crate::http::extract::Path;
use crate::http::json::Body;
use crate::http::seat::Seat;
use crate::live::append::{append, append_settled};
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

use tirada_table::play::portal::encounter::{self, Step};
use tirada_table::play::portal::fighters::{join, Joining};
use tirada_table::{play, Event, Member, System, TableInfo};

fn gm_of_portal(table: &TableInfo, me: &Member) -> ApiResult<()> {
    play::who::gm_only(me, play::who::GmOnly::RunFight)?;
    if table.system != System::Portal {
        return Err(ApiError::invalid(
            Words::key("api-fight-portal-only").arg("system", table.system.title()),
            None,
        ));
    }
    Ok(())
}

/// The fight started at event `seq`, folded as far as the log goes ([`crate::api::fights`]).
async fn fight(state: &AppState, table: &str, seq: i64) -> ApiResult<Told> {
    let init = async || {
        let start = crate::api::steps::fight_start(state, table, seq, "encounter_started", "api-field-fight").await?;
        Ok(Told {
            setup: encounter::setup(&start.data)?,
            steps: vec![],
            ended: false,
        })
    };
    let step = |f: &mut Told, e: &Event| {
        if e.data["encounter"] == json!(seq) {
            f.steps.extend(Step::of_kind(&e.kind));
            f.ended |= e.kind == "encounter_ended";
        }
        Ok(())
    };
    state
        .folds
        .encounters
        .advance(&*state.store, table, seq, init, step)
        .await
}

/// Replays a fight off the async threads: its view, with the log from where `before` steps
/// left it on (all of it without them).
async fn replayed(t: &TableInfo, f: Told, seq: i64, before: Option<usize>) -> ApiResult<Value> {
    let seed = crate::api::steps::seed(t)?;
    cpu::off(move || {
        let from = match before {
            Some(n) => encounter::replay(&f.setup, &seed, seq, &f.steps[..n], false)?
                .encounter
                .log
                .len(),
            None => 0,
        };
        let e = encounter::replay(&f.setup, &seed, seq, &f.steps, f.ended)?;
        Ok::<_, play::PlayError>(encounter::view(&e, from))
    })
    .await
}

/// The table characters a fight's start asks for: `[{"id", "objetivo"?}]`, PORTAL sheets of
/// this table.
async fn joining(
    state: &AppState,
    table: &str,
    v: &Value,
) -> ApiResult<Vec<(tirada_table::Character, Option<String>)>> {
    let mut out = Vec::new();
    for p in v["personajes"].as_array().into_iter().flatten() {
        let c = match p["id"].as_str() {
            Some(cid) => character(state, table, cid).await?,
            None => None,
        };
        let c = c.ok_or_else(|| ApiError::invalid(Words::key("api-character-not-here"), Some("personajes")))?;
        out.push((c, p["objetivo"].as_str().map(str::to_string)));
    }
    Ok(out)
}

/// `POST /api/tables/{id}/encounters` `{"toml"?, "contrarios"?, "dados"?, "repetir"?,
/// "personajes"?}` (GM, PORTAL; at least one participant): 201 `{"event_id", "seq", "encounter"}` after the initial roll.
pub async fn post_start(
    State(state): State<AppState>,
    Seat { table, me, lang }: Seat,
    Body(v): Body,
) -> ApiResult<Response> {
    gm_of_portal(&table, &me)?;
    let id = table.id.clone();
    encounter::setup(&v)?;
    let picked = joining(&state, &id, &v).await?;
    // The typed opponents go into the file: the start event keeps the file alone.
    let toml = encounter::file_of(&encounter::EncounterStart::read(&v)?)?;
    let ruleset = table.ruleset.clone();
    let (merged, characters) = cpu::off(move || {
        let js: Vec<Joining> = picked
            .iter()
            .map(|(c, t)| Joining {
                character: c,
                target: t.clone(),
            })
            .collect();
        join(&toml, &js, &ruleset)
    })
    .await?;
    let mut asked = v.clone();
    asked["toml"] = json!(merged);
    if let Some(m) = asked.as_object_mut() {
        m.remove("contrarios");
    }
    asked["personajes"] = characters.clone();
    let s = encounter::setup(&asked)?;
    let e = append(&state, &id, async |t: &TableInfo, seq: i64| {
        open(t)?;
        let told = Told {
            setup: s.clone(),
            steps: vec![],
            ended: false,
        };
        let view = replayed(t, told, seq, None).await?;
        let data = json!({"toml": s.toml, "dados": v.get("dados"), "repetir": v.get("repetir"),
                          "personajes": characters, "view": view});
        Ok((draft("encounter_started", &me, None, data), vec![]))
    })
    .await?;
    let refused = sync_characters(&state, &table, &me, &e).await?;
    Ok(answered(&e, &refused, lang, true))
}

/// What a step logged on the table's characters: `(log entry, character id, engine event)` for
/// each engine event on one of them, in order.
fn changes(view: &Value) -> Vec<(usize, String, Value)> {
    let seats = view["characters"].as_array().cloned().unwrap_or_default();
    let log = view["log"].as_array().into_iter().flatten().enumerate();
    log.filter(|(_, e)| e["entrada"] == "evento")
        .filter_map(|(at, e)| {
            let who = e["who"].as_u64()?;
            let seat = seats.iter().find(|c| c["index"].as_u64() == Some(who))?;
            Some((at, seat["id"].as_str()?.to_string(), e["event"].clone()))
        })
        .collect()
}

/// What a step did to the table's characters, through their own `state_changed` events: each
/// engine event the step logged on one of them that changes its state now. A change the
/// character's state refuses (the GM changed it by hand since the fight began, say) is not
/// dropped unsaid: the refusals go in the answer and, as a `changes_refused` event, in the log.
async fn sync_characters(state: &AppState, table: &TableInfo, me: &Member, step: &Event) -> ApiResult<Vec<Value>> {
    let view = &step.data["view"];
    let encounter = step.data.get("encounter").cloned().unwrap_or(json!(step.seq));
    let cause = json!({"encounter": encounter, "step": step.seq});
    let mut refused = Vec::new();
    for (at, cid, ask) in changes(view) {
        let Some(c) = character(state, &table.id, &cid).await? else {
            continue;
        };
        let (system, ruleset, event, name) = (table.system, table.ruleset.clone(), ask.clone(), c.name.clone());
        let before = c.state.clone();
        let next = cpu::off(move || play::change_state(system, &ruleset, &c, &event)).await;
        let why = match next {
            Ok(n) if n == before => continue,
            Ok(_) => match change_state(state, table, me, &cid, ask.clone(), cause.clone()).await {
                Ok(_) => continue,
                // The log keeps the refusal as the table's language first said it.
                Err(e) if e.status == StatusCode::UNPROCESSABLE_ENTITY => e.sentence(Lang::Es),
                Err(e) => return Err(e),
            },
            Err(e) => e.sentence(Lang::Es),
        };
        refused.push(json!({"entry": at, "character_id": cid, "name": name, "event": ask, "why": why}));
    }
    record_refusals(state, &table.id, me, cause, &refused).await?;
    Ok(refused)
}

/// Logs the changes a fight's step could not make to the characters' sheets
/// (`changes_refused`, its `cause` naming the fight and the step), when there are any.
pub(crate) async fn record_refusals(
    state: &AppState,
    table: &str,
    me: &Member,
    cause: Value,
    refused: &[Value],
) -> ApiResult<()> {
    if refused.is_empty() {
        return Ok(());
    }
    let mut data = cause;
    data["refused"] = json!(refused);
    append(state, table, async |t: &TableInfo, _| {
        open(t)?;
        Ok((draft("changes_refused", me, None, data.clone()), vec![]))
    })
    .await?;
    Ok(())
}

/// A step's answer: its event, where the fight stands and what its characters' sheets refused.
fn answered(e: &Event, refused: &[Value], lang: Lang, start: bool) -> Response {
    let mut v = json!({"event_id": e.seq.to_string(), "encounter": e.data["view"],
                       "refused": refused, "refused_told": tirada_narrate::event::refused_told(refused, lang)});
    if start {
        v["seq"] = json!(e.seq);
    }
    (StatusCode::CREATED, Json(v)).into_response()
}

/// What the GM does with a fight that is on.
#[derive(Clone, Copy)]
enum Move {
    Step(Step),
    End,
}

/// `POST /api/tables/{id}/encounters/{seq}/action`, `…/round` and `…/end` (GM): 201
/// `{"event_id", "encounter"}`, the step's log and where everyone stands after it.
async fn step(state: AppState, seq: i64, seat: Seat, how: Move) -> ApiResult<Response> {
    let Seat { table, me, lang } = seat;
    gm_of_portal(&table, &me)?;
    let (st, id) = (state.clone(), table.id.clone());
    let e = append_settled(&state, &id, async |t: &TableInfo, _| {
        open(t)?;
        let mut told = fight(&st, &id, seq).await?;
        if told.ended {
            return Err(ApiError::new(StatusCode::CONFLICT, Words::key("api-fight-over")));
        }
        let before = told.steps.len();
        let kind = match how {
            Move::Step(s) => {
                told.steps.push(s);
                s.kind()
            }
            Move::End => {
                told.ended = true;
                "encounter_ended"
            }
        };
        let view = replayed(t, told, seq, Some(before)).await?;
        let data = json!({"encounter": seq, "round": view["round"], "view": view});
        Ok((draft(kind, &me, None, data), vec![]))
    })
    .await?;
    let refused = sync_characters(&state, &table, &me, &e).await?;
    Ok(answered(&e, &refused, lang, false))
}

pub async fn post_action(
    State(state): State<AppState>,
    Path((_, seq)): Path<(String, i64)>,
    seat: Seat,
) -> ApiResult<Response> {
    step(state, seq, seat, Move::Step(Step::Action)).await
}

pub async fn post_round(
    State(state): State<AppState>,
    Path((_, seq)): Path<(String, i64)>,
    seat: Seat,
) -> ApiResult<Response> {
    step(state, seq, seat, Move::Step(Step::Round)).await
}

pub async fn post_end(
    State(state): State<AppState>,
    Path((_, seq)): Path<(String, i64)>,
    seat: Seat,
) -> ApiResult<Response> {
    step(state, seq, seat, Move::End).await
}

/// `GET /api/tables/{id}/encounters/{seq}` (members): the whole fight so far, its rolls
/// explained.
pub async fn get_fight(
    State(state): State<AppState>,
    Path((_, seq)): Path<(String, i64)>,
    Seat { table, lang, .. }: Seat,
) -> ApiResult<Json<Value>> {
    let told = fight(&state, &table.id, seq).await?;
    let ended = told.ended;
    let mut view = replayed(&table, told, seq, None).await?;
    view["ended"] = json!(ended);
    tirada_narrate::event::explain_fight(&mut view, lang);
    Ok(Json(view))
}
