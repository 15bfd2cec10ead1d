//! The JSON API of docs/contract.md ("The web table") for tables, members and characters:
//! creating and joining a table, reading it, a character's sheet and state, and closing.

use crate::api::steps::{change_state, checked_sheet, draft, now_ms, open, own_character, still_there, text};
use crate::http::cpu;
use crate::http::error::{ApiError, ApiResult};
use crate::http::extract::Path;
use crate::http::json::Body;
use crate::http::seat::Seat;
use crate::live::append::append;
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};
use tirada_dice::Words;
use tirada_table::secret::{new_id, new_invite_code, new_token};
use tirada_table::{
    play, sha256_hex, Character, EventDraft, Member, MemberRole, Mutation, NewTable, System, TableInfo,
};

/// A new table and its GM's token (what the home page and `POST /api/tables` share).
pub async fn create_table(state: &AppState, v: &Value) -> ApiResult<(String, String, String, String)> {
    let name = text(v, "name", 80, "api-field-table-name")?;
    let system_word = v.get("system").and_then(Value::as_str).unwrap_or("");
    let system = System::from_word(system_word)
        .ok_or_else(|| ApiError::invalid(Words::key("api-no-system").arg("system", system_word), Some("system")))?;
    let ruleset = play::ruleset(system, v.get("ruleset"))?;
    let settings = play::settings::settings(v.get("settings"))?;
    let gm_name = match v.get("gm_name") {
        Some(_) => crate::api::names::checked(&text(v, "gm_name", 60, "api-field-gm-name")?, "gm_name")?,
        None => "Director".to_string(),
    };
    let seed = tirada_table::secret::new_seed();
    let token = new_token();
    let (id, member_id, invite) = (new_id(), new_id(), new_invite_code());
    let event = state
        .store
        .create_table(NewTable {
            id: id.clone(),
            name,
            system,
            ruleset,
            invite_code: invite.clone(),
            seed: seed.to_hex(),
            commitment: seed.commitment(),
            settings,
            gm_member_id: member_id.clone(),
            gm_name,
            gm_token_hash: sha256_hex(&token),
            created_ms: now_ms(),
        })
        .await?;
    state.hub.publish(&id, event);
    Ok((id, token, invite, member_id))
}

pub async fn post_table(State(state): State<AppState>, Body(v): Body) -> ApiResult<Response> {
    let (id, token, invite, member_id) = create_table(&state, &v).await?;
    let commitment = state.store.table(&id).await?.map(|t| t.commitment).unwrap_or_default();
    Ok((
        StatusCode::CREATED,
        Json(
            json!({"id": id, "gm_token": token, "invite_code": invite, "member_id": member_id,
                    "commitment": commitment}),
        ),
    )
        .into_response())
}

/// Joins a table with its invite code: (member id, token).
pub async fn join_table(state: &AppState, id: &str, v: &Value) -> ApiResult<(String, String)> {
    let code = v
        .get("invite_code")
        .and_then(Value::as_str)
        .unwrap_or("")
        .trim()
        .to_string();
    let name = crate::api::names::checked(&text(v, "name", 60, "api-field-player-name")?, "name")?;
    let token = new_token();
    let member_id = new_id();
    let hash = sha256_hex(&token);
    append(state, id, async |table: &TableInfo, _seq: i64| {
        open(table)?;
        if code.is_empty() {
            return Err(ApiError::invalid(Words::key("api-invite-missing"), Some("invite_code")));
        }
        if code != table.invite_code {
            return Err(ApiError::forbidden(Words::key("api-invite-wrong")));
        }
        // Under the table's lock: two people joining as «Ana» at once cannot both pass.
        crate::api::names::free(&state.store.members(id).await?, &name, "name")?;
        let data = json!({"member": {"id": member_id, "name": name, "role": "player"}});
        let d = EventDraft {
            kind: "member_joined",
            actor: Some(member_id.clone()),
            character_id: None,
            hidden: false,
            data,
            at_ms: now_ms(),
            prev: None,
        };
        let m = Mutation::AddMember {
            id: member_id.clone(),
            name: name.clone(),
            role: MemberRole::Player,
            token_hash: hash.clone(),
        };
        Ok((d, vec![m]))
    })
    .await?;
    Ok((member_id, token))
}

pub async fn post_join(State(state): State<AppState>, Path(id): Path<String>, Body(v): Body) -> ApiResult<Response> {
    let (member_id, token) = join_table(&state, &id, &v).await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"member_id": member_id, "token": token})),
    )
        .into_response())
}

fn character_json(c: &Character) -> Value {
    json!({"id": c.id, "name": c.name, "owner": c.owner, "sheet": c.sheet, "state": c.state})
}

pub async fn get_table(State(state): State<AppState>, Seat { table, me, .. }: Seat) -> ApiResult<Json<Value>> {
    let members = state.store.members(&table.id).await?;
    let characters = state.store.characters(&table.id).await?;
    let mut v = json!({
        "id": table.id, "name": table.name, "system": table.system, "ruleset": table.ruleset,
        "settings": table.settings, "commitment": table.commitment, "closed": table.closed, "last_event": table.last_seq,
        "members": members, "characters": characters.iter().map(character_json).collect::<Vec<_>>(),
        "me": me,
    });
    if table.closed {
        v["seed"] = json!(table.seed);
    }
    if me.is_gm() {
        v["invite_code"] = json!(table.invite_code);
    }
    // The session in play, opened with the recap the last one ended with.
    v["session"] = json!({"number": table.session, "since": table.session_since,
                          "recap": crate::api::sessions::last_recap(&state, &table).await?});
    Ok(Json(v))
}

pub async fn post_character(
    State(state): State<AppState>,
    Seat { table, me, .. }: Seat,
    bytes: axum::body::Bytes,
) -> ApiResult<Response> {
    let checked = checked_sheet(&table, bytes).await?;
    add_character(&state, &table.id, &me, checked, json!({})).await
}

/// A `character_created` event: a checked sheet (name, sheet, starting state) made a character
/// of `me` at table `id`; `more` adds to the event's data (how it arrived). 201 `{"id"}`.
pub async fn add_character(
    state: &AppState,
    id: &str,
    me: &Member,
    (name, sheet, start): (String, Value, Value),
    more: Value,
) -> ApiResult<Response> {
    let cid = new_id();
    append(state, id, async |t: &TableInfo, _| {
        open(t)?;
        let mut data = json!({"character": {"id": cid, "name": name, "owner": me.id, "sheet": sheet, "state": start}});
        if let (Some(d), Some(more)) = (data.as_object_mut(), more.as_object()) {
            d.extend(more.clone());
        }
        let m = Mutation::AddCharacter {
            id: cid.clone(),
            owner: me.id.clone(),
            name: name.clone(),
            sheet: sheet.clone(),
            state: start.clone(),
        };
        Ok((draft("character_created", me, Some(&cid), data), vec![m]))
    })
    .await?;
    Ok((StatusCode::CREATED, Json(json!({ "id": cid }))).into_response())
}

pub async fn get_character(
    State(state): State<AppState>,
    Path((id, cid)): Path<(String, String)>,
    _: Seat,
) -> ApiResult<Json<Value>> {
    let c = state
        .store
        .character(&id, &cid)
        .await?
        .ok_or_else(|| ApiError::not_found(Words::key("api-no-character").arg("character", cid.as_str())))?;
    Ok(Json(character_json(&c)))
}

pub async fn put_character(
    State(state): State<AppState>,
    Path((id, cid)): Path<(String, String)>,
    Seat { table, me, .. }: Seat,
    bytes: axum::body::Bytes,
) -> ApiResult<Json<Value>> {
    own_character(&state, &id, &me, &cid, "id").await?;
    let (name, sheet, _) = checked_sheet(&table, bytes).await?;
    let st = state.clone();
    let e = append(&state, &id, async |t: &TableInfo, _| {
        open(t)?;
        let c = still_there(&st, &id, &cid).await?;
        // The state as the new sheet reads it (a longer track, another Aguante...), so open
        // pages show it at once.
        let edited = Character {
            name: name.clone(),
            sheet: sheet.clone(),
            ..c
        };
        let (system, ruleset) = (table.system, table.ruleset.clone());
        let now = cpu::off(move || Ok::<_, ApiError>(play::state_now(system, &ruleset, &edited))).await?;
        let data = json!({"name": name, "sheet": sheet, "state": now});
        let ms = vec![
            Mutation::UpdateSheet {
                id: cid.clone(),
                name: name.clone(),
                sheet: sheet.clone(),
            },
            Mutation::SetState {
                id: cid.clone(),
                state: now,
            },
        ];
        Ok((draft("character_updated", &me, Some(&cid), data), ms))
    })
    .await?;
    Ok(Json(json!({"id": cid, "event_id": e.seq.to_string()})))
}

pub async fn post_state(
    State(state): State<AppState>,
    Path((id, cid)): Path<(String, String)>,
    Seat { table, me, .. }: Seat,
    Body(v): Body,
) -> ApiResult<Json<Value>> {
    own_character(&state, &id, &me, &cid, "id").await?;
    let event = v.get("event").cloned().unwrap_or(Value::Null);
    play::who::may_change_state(&me, &table.settings, table.system, &event)?;
    // A refused event is told in the reader's language (issue 25 point 16), as every error.
    let e = change_state(&state, &table, &me, &cid, event, json!({})).await?;
    Ok(Json(json!({"event_id": e.seq.to_string(), "state": e.data["state"]})))
}

/// The GM closes the session: the seed is revealed so every roll can be re-derived.
pub async fn post_close(State(state): State<AppState>, Seat { table, me, .. }: Seat) -> ApiResult<Json<Value>> {
    play::who::gm_only(&me, play::who::GmOnly::CloseTable)?;
    let e = append(&state, &table.id, async |t: &TableInfo, _| {
        open(t)?;
        let data = json!({"seed": t.seed, "commitment": t.commitment});
        Ok((draft("closed", &me, None, data), vec![Mutation::CloseTable]))
    })
    .await?;
    Ok(Json(json!({"event_id": e.seq.to_string(), "seed": e.data["seed"]})))
}
