//! Rolls at the table: resolved on the server by the system's engine with the dice stream of
//! the event's own sequence number; a roll that is not public ([`crate::api::modes`]) is committed
//! and revealable, and its effects on the character wait for the reveal.

use crate::api::modes;
use crate::api::steps::{draft, open, own_character, roll_and_chain, seed, seed_for, Via};
use crate::http::cpu;
use crate::http::error::{ApiError, ApiResult};
use crate::http::extract::Path;
use crate::http::json::{present, Body};
use crate::http::seat::Seat;
use crate::live::append::append;
use crate::live::append::append_settled;
use crate::live::view::{self, Mode};
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};
use tirada_dice::Words;
use tirada_narrate::Lang;
use tirada_table::play::{self, who, RerollStep};
use tirada_table::{Character, Event, Member, Mutation, TableInfo};

/// What a roll event keeps: the effective request, the roll, and the character's state before
/// and after it (a reroll recomputes the state from the one before); sealed
/// ([`modes::seal`]) when not public, once all of it is there.
fn roll_data(r: &play::Resolved, character: Option<&Character>, before: Option<&Value>, typed: bool) -> Value {
    let mut data = json!({"request": r.request, "roll": r.roll});
    if typed {
        // Faces a person typed: the seed does not vouch for them (exports, `tirada verify`).
        data["typed"] = json!(true);
    }
    if let Some(c) = character {
        data["character"] = json!(c.name);
        data["state_before"] = before.cloned().unwrap_or_else(|| c.state.clone());
        data["state"] = r.state.clone().unwrap_or(Value::Null);
    }
    data
}

/// The character's new state: the roll's when public; when not, only what its request spends
/// (`reserved`, issue 25 point 18) — the rest waits for the reveal.
fn state_change(
    e_hidden: bool,
    character: Option<&Character>,
    state: Option<&Value>,
    reserved: Option<&Value>,
) -> Vec<Mutation> {
    match (character, state, reserved) {
        (Some(c), Some(s), _) if !e_hidden => vec![Mutation::SetState {
            id: c.id.clone(),
            state: s.clone(),
        }],
        (Some(c), _, Some(r)) if e_hidden && r != &c.state => vec![Mutation::SetState {
            id: c.id.clone(),
            state: r.clone(),
        }],
        _ => vec![],
    }
}

/// The answer to a roll or a reroll: the roll as its maker may see it (a blind roll's maker,
/// only its commitment) and, next to it as in the events, its explanation in the language
/// asked for; the character's state when the roll changed it now.
pub(crate) fn answer(e: &Event, me: &Member, lang: Lang) -> Value {
    let mut v = json!({"event_id": e.seq.to_string(), "seq": e.seq});
    let audience = view::Audience::of(me, lang);
    if view::sees(e, &audience) {
        v["roll"] = e.data["roll"].clone();
        v["explanation"] = view::explanation(&e.data["roll"], lang);
        if let Some(turn) = e.data.get("turn") {
            v["turn"] = turn.clone();
        }
    } else {
        v["roll"] = view::sealed(e)["roll"].clone();
    }
    if e.hidden {
        v["hidden"] = json!(true);
        v["mode"] = json!(view::mode(e).word());
        v["commitment"] = e.data["commitment"].clone();
    } else if let Some(s) = e.data.get("state") {
        v["state"] = s.clone();
    }
    v
}

pub async fn post_roll(
    State(state): State<AppState>,
    Seat { table, me, lang }: Seat,
    Body(v): Body,
) -> ApiResult<Response> {
    let e = roll(&state, &table, &me, &v, Via::Web).await?;
    Ok((StatusCode::CREATED, Json(answer(&e, &me, lang))).into_response())
}

/// A roll `me` asks with `v` (the body of `POST …/rolls`): the path every front end takes
/// once it knows who is asking.
pub async fn roll(state: &AppState, table: &TableInfo, me: &Member, v: &Value, via: Via) -> ApiResult<Event> {
    let id = table.id.clone();
    let mode = modes::asked(me, v)?;
    let explicit = v.get("mode").is_some_and(|m| !m.is_null()) || v.get("hidden") == Some(&json!(true));
    let request = v.get("request").cloned().unwrap_or_else(|| json!({}));
    who::may_roll(me, &table.settings, table.system, &request)?;
    let character_id = who::roller(me, v.get("character_id"))?;
    let overridden = who::override_reason(me, v.get("override"))?;
    let answers = crate::api::asked::answers(v)?;
    let st = state.clone();
    let build = async |t: &TableInfo, seq: i64| {
        open(t)?;
        // Read under the lock, so two rolls of one character see each other's state.
        let character = match &character_id {
            Some(cid) => Some(own_character(&st, &id, me, cid, "character_id").await?),
            None => None,
        };
        let (request, mode) = match (answers, &character) {
            (Some(n), Some(c)) => {
                let (joined, asked) = crate::api::asked::join(&st, &id, n, &c.id, &request).await?;
                (joined, answering(me, mode, explicit, asked)?)
            }
            (Some(_), None) => {
                return Err(ApiError::invalid(
                    Words::key("api-roll-asked-character"),
                    Some("answers"),
                ))
            }
            (None, _) => (request.clone(), mode),
        };
        let mut request = request;
        let hidden = mode != Mode::Public;
        if hidden && play::hitos::gm_in_favour(&request) {
            return Err(ApiError::invalid(Words::key("api-roll-gm-point-public"), Some("mode")));
        }
        if let Some(name) = play::hitos::target(&request).filter(|_| t.system == tirada_table::System::Hitos) {
            if hidden {
                return Err(ApiError::invalid(Words::key("api-roll-critical-public"), Some("mode")));
            }
            let table = st.store.characters(&id).await?;
            let target = play::target(&table, &name)?;
            let in_fight = crate::api::turns::in_fight(&st, t, &target.id).await?;
            who::may_target(me, target, in_fight)?;
            play::hitos::minion_on_hero(&mut request, &t.ruleset, character.as_ref(), Some(target));
        } else if t.system == tirada_table::System::Hitos {
            play::hitos::minion_on_hero(&mut request, &t.ruleset, None, None);
        }
        let typed = play::typed(t.system, &request);
        let (system, ruleset, seed, c2) = (t.system, t.ruleset.clone(), seed(t)?, character.clone());
        let driven = overridden.is_none();
        // The engine reads the character's sheet: off the async workers (`cpu`).
        let r = cpu::off(move || {
            if let (Some(c), true) = (&c2, driven) {
                play::driven::check(system, &ruleset, &request, c)?;
            }
            let r = play::roll(system, &ruleset, &request, c2.as_ref(), &seed, seq)?;
            let reserved = match hidden {
                true => play::reserved(system, &ruleset, &r, c2.as_ref())?,
                false => None,
            };
            Ok::<_, play::PlayError>((r, reserved))
        })
        .await?;
        let (r, reserved) = r;
        let mut data = roll_data(&r, character.as_ref(), None, typed);
        if let Some(s) = &reserved {
            data["state_reserved"] = s.clone();
        }
        if let Some(why) = &overridden {
            data["override"] = json!(why);
        }
        if let Some(n) = answers {
            data["answers"] = json!(n);
        }
        // A roll on one's turn in a turn tracker's fight is that turn's action.
        if let Some(turn) = match &character {
            Some(c) => crate::api::turns::turn_of(&st, t, &c.id).await?,
            None => None,
        } {
            data["turn"] = turn;
        }
        let muts = state_change(hidden, character.as_ref(), r.state.as_ref(), reserved.as_ref());
        // Other characters the roll changes (the point of the GM's activation for an NPC, the
        // secuela of an attack's critical on its target):
        // checked now, so that a refusal stores nothing; applied after it as their own events.
        given(&st, t, &id, &r.roll).await?;
        via.mark(&mut data);
        modes::seal(&mut data, mode, &me.id);
        let mut d = draft("roll", me, character.as_ref().map(|c| c.id.as_str()), data);
        d.hidden = hidden;
        Ok((d, muts))
    };
    // Answering a request reads the log exactly: a request is answered once.
    let e = match answers {
        Some(_) => append_settled(state, &id, build).await?,
        None => append(state, &id, build).await?,
    };
    for (cid, event) in given(state, table, &id, &e.data["roll"]).await? {
        crate::api::steps::change_state(state, table, me, &cid, event, json!({"roll": e.seq})).await?;
    }
    Ok(e)
}

/// The table's characters a roll changes besides its roller, with the state event each takes
/// ([`play::given`]), each character read as it stands.
async fn given(state: &AppState, t: &TableInfo, id: &str, roll: &Value) -> ApiResult<Vec<(String, Value)>> {
    let others = !play::hitos::state::given(roll).is_empty() || roll.get("target_secuela").is_some();
    if !others || t.system != tirada_table::System::Hitos {
        return Ok(Vec::new());
    }
    let mut table = Vec::new();
    for c in state.store.characters(id).await? {
        table.extend(crate::api::steps::character(state, id, &c.id).await?);
    }
    Ok(play::given(t.system, roll, &table)?)
}

/// The mode of a roll answering a request: the one the GM asked for (a roll the roller may not
/// set otherwise); the GM answering for a character keeps a blind request to themselves.
fn answering(me: &Member, given: Mode, explicit: bool, asked: Option<Mode>) -> ApiResult<Mode> {
    let Some(asked) = asked else { return Ok(given) };
    if explicit && given != asked && !(me.is_gm() && asked == Mode::Blind && given == Mode::Gm) {
        return Err(ApiError::invalid(
            Words::key("api-roll-asked-mode").arg("mode", asked.word()),
            Some("mode"),
        ));
    }
    Ok(if me.is_gm() && asked == Mode::Blind {
        Mode::Gm
    } else {
        asked
    })
}

pub async fn post_reroll(
    State(state): State<AppState>,
    Path((_, seq)): Path<(String, i64)>,
    Seat { table, me, lang }: Seat,
    Body(v): Body,
) -> ApiResult<Response> {
    let e = reroll(&state, &table, &me, seq, &v, Via::Web).await?;
    Ok((StatusCode::CREATED, Json(answer(&e, &me, lang))).into_response())
}

/// One more reroll of roll `seq` that `me` asks with `v` (`{"color","face","to"?}`), for
/// every front end.
pub async fn reroll(
    state: &AppState,
    table: &TableInfo,
    me: &Member,
    seq: i64,
    v: &Value,
    via: Via,
) -> ApiResult<Event> {
    let id = table.id.clone();
    let color = v.get("color").and_then(Value::as_str).unwrap_or("").to_string();
    let face = v
        .get("face")
        .and_then(Value::as_u64)
        .filter(|f| (1..=6).contains(f))
        .ok_or_else(|| ApiError::invalid(Words::key("api-reroll-face"), Some("face")))? as u8;
    let to = match present(v, "to") {
        None => None,
        Some(t) => Some(
            t.as_u64()
                .filter(|f| (1..=6).contains(f))
                .ok_or_else(|| ApiError::invalid(Words::key("api-reroll-to"), Some("to")))? as u8,
        ),
    };
    who::may_reroll(me, &table.settings, Some(&me.id), false, to.is_some())?;
    let st = state.clone();
    append_settled(state, &id, async |t: &TableInfo, next_seq: i64| {
        open(t)?;
        let (roll, done, related) = roll_and_chain(&st, &id, seq).await?;
        // Once revealed, the roll is everyone's: its rerolls from then on are public.
        let revealed = related.iter().find(|x| x.kind == "reveal");
        let mode = if revealed.is_some() {
            Mode::Public
        } else {
            view::mode(&roll)
        };
        who::may_reroll(
            me,
            &table.settings,
            roll.actor.as_deref(),
            mode == Mode::Blind,
            to.is_some(),
        )?;
        let character = match &roll.character_id {
            Some(cid) => crate::api::steps::character(&st, &id, cid).await?,
            None => None,
        };
        let before = roll.data.get("state_before").cloned().unwrap_or(Value::Null);
        if let Some(c) = &character {
            // The state the last version of this roll left must still be the character's (a
            // roll that is not public left it as it was: its effects wait for the reveal).
            let latest = related
                .iter()
                .rev()
                .find(|x| x.kind == "reroll" || x.kind == "reveal" || x.kind == play::amend::EVENT)
                .unwrap_or(&roll);
            let left = if mode != Mode::Public {
                Some(roll.data.get("state_reserved").unwrap_or(&before))
            } else {
                latest.data.get("state")
            };
            if left != Some(&c.state) {
                return Err(ApiError::invalid(
                    Words::key("api-reroll-state-moved").arg("name", c.name.as_str()),
                    None,
                ));
            }
        }
        let next = RerollStep {
            seq: next_seq,
            color: color.clone(),
            face,
            to,
        };
        let mut chain = done.clone();
        chain.push(next.clone());
        let (system, ruleset, seed, request, c2) = (
            t.system,
            t.ruleset.clone(),
            seed_for(t, seq)?,
            crate::api::steps::request_now(&roll, &related),
            character.clone(),
        );
        let b2 = before.clone();
        let r = cpu::off(move || {
            let with = c2.as_ref().map(|c| (c, &b2));
            play::reroll(system, &ruleset, seq, &request, &done, next, with, &seed)
        })
        .await?;
        let typed = roll.data["typed"] == true || chain.iter().any(|s| s.to.is_some());
        let roller = roll.actor.clone().unwrap_or_default();
        let mut data = roll_data(&r, character.as_ref(), Some(&before), typed);
        data["roll_event"] = json!(seq);
        data["chain"] = json!(chain);
        // After the reveal the character stands where the reveal left it: the reroll moves
        // what it changes from there, as the reveal did.
        let state = match (revealed, &r.state) {
            (Some(rv), Some(after)) => Some(modes::three_way(&before, after, &rv.data["state_before"])),
            (_, s) => s.clone(),
        };
        if character.is_some() && revealed.is_some() {
            data["state"] = state.clone().unwrap_or(Value::Null);
        }
        via.mark(&mut data);
        modes::seal(&mut data, mode, &roller);
        let mut d = draft("reroll", me, roll.character_id.as_deref(), data);
        d.hidden = mode != Mode::Public;
        let muts = state_change(d.hidden, character.as_ref(), state.as_ref(), None);
        Ok((d, muts))
    })
    .await
}

/// The exact odds of a request before rolling (`tirada odds SYSTEM --json`).
pub async fn post_odds(
    State(state): State<AppState>,
    Seat { table, me, .. }: Seat,
    Body(v): Body,
) -> ApiResult<Json<Value>> {
    Ok(Json(odds(&state, &table, &me, &v).await?))
}

/// The exact odds `me` asks with `v` (the body of `POST …/odds`), for every front end.
pub async fn odds(state: &AppState, table: &TableInfo, me: &Member, v: &Value) -> ApiResult<Value> {
    let character = match v.get("character_id").and_then(Value::as_str) {
        Some(cid) => Some(own_character(state, &table.id, me, cid, "character_id").await?),
        None => None,
    };
    let request = v.get("request").cloned().unwrap_or_else(|| json!({}));
    let (system, ruleset) = (table.system, table.ruleset.clone());
    cpu::off(move || {
        // The same refusals as the roll: odds never promise what the character cannot do.
        if let Some(c) = &character {
            play::driven::check(system, &ruleset, &request, c)?;
        }
        play::odds(system, &ruleset, &request, character.as_ref())
    })
    .await
}

/// `GET /api/tables/{id}/characters/{cid}/roll-panel`: what a roll for the character takes from
/// it and what it can spend now ([`play::driven::panel`]), for the page's roll panel.
pub async fn get_roll_panel(
    State(state): State<AppState>,
    Path((_, cid)): Path<(String, String)>,
    Seat { table, me, .. }: Seat,
) -> ApiResult<Json<Value>> {
    let c = own_character(&state, &table.id, &me, &cid, "id").await?;
    let panel = play::driven::panel(table.system, &table.ruleset, &c, &table.settings, me.is_gm())?;
    Ok(Json(panel))
}
