//! Characters that travel (issue 32): a character, sheet and state, carried to another table
//! of the same system — by a one-time code its owner (or the GM) makes, stored only as its hash
//! and valid for a day, or by a file the owner downloads and uploads. Either way it arrives as
//! its sheet with its state written in ([`play::session::carried`]), checked by the table it
//! arrives at as any new sheet, and owned there by whoever brings it.

use crate::api::steps::{now_ms, open, own_character};
use crate::http::cpu;
use crate::http::error::{ApiError, ApiResult};
use crate::http::extract::Path;
use crate::http::json::Body;
use crate::http::seat::Seat;
use crate::state::AppState;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};
use tirada_dice::Words;
use tirada_table::campaign::TravelCode;
use tirada_table::secret::new_invite_code;
use tirada_table::{play, sha256_hex, Character, System, TableInfo};

/// What a travelling character's file says it is.
pub const FORMAT: &str = "tirada-personaje/1";

/// How long a travel code works.
const CODE_LIFE_MS: i64 = 24 * 60 * 60 * 1000;

/// The file of a character: its system, name and sheet with its state written in.
fn file(system: System, c: &Character) -> ApiResult<Value> {
    let sheet = play::session::carried(system, c)?;
    Ok(json!({"format": FORMAT, "system": system, "name": c.name, "sheet": sheet}))
}

/// `POST /api/tables/{id}/characters/{cid}/travel` (the owner or the GM): 201 `{"code",
/// "expires_ms"}`, a one-time code shown once; a new one replaces the character's earlier code.
pub async fn post_code(
    State(state): State<AppState>,
    Path((id, cid)): Path<(String, String)>,
    Seat { me, .. }: Seat,
) -> ApiResult<Response> {
    own_character(&state, &id, &me, &cid, "id").await?;
    let code = new_invite_code();
    let expires_ms = now_ms() + CODE_LIFE_MS;
    let kept = TravelCode {
        code_hash: sha256_hex(&code),
        table_id: id.clone(),
        character_id: cid.clone(),
        expires_ms,
    };
    state.store.campaign().put_travel_code(kept).await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"code": code, "expires_ms": expires_ms})),
    )
        .into_response())
}

/// `GET /api/tables/{id}/characters/{cid}/travel` (the owner or the GM): the character's file
/// to download (`{"format": "tirada-personaje/1", "system", "name", "sheet"}`).
pub async fn get_file(
    State(state): State<AppState>,
    Path((id, cid)): Path<(String, String)>,
    Seat { table, me, .. }: Seat,
) -> ApiResult<Response> {
    let c = own_character(&state, &id, &me, &cid, "id").await?;
    let v = file(table.system, &c)?;
    let name = format!("attachment; filename=\"personaje-{cid}.json\"");
    Ok(([(header::CONTENT_DISPOSITION, name)], Json(v)).into_response())
}

/// The sheet a body brings: a code's character (used up here), or a file.
/// A character of `from` brought to a table of another system.
fn wrong_system(from: &str, to: System) -> ApiError {
    ApiError::invalid(
        Words::key("api-travel-system").arg("from", from).arg("to", to.title()),
        None,
    )
}

/// A code that never was, or was used (a used code is deleted: the two look alike).
fn unknown_code() -> ApiError {
    ApiError::invalid(Words::key("api-travel-code-used"), Some("code"))
}

/// A code past its day.
fn expired_code() -> ApiError {
    ApiError::invalid(Words::key("api-travel-code-expired"), Some("code"))
}

async fn brought(state: &AppState, table: &TableInfo, v: &Value) -> ApiResult<Value> {
    if let Some(code) = v.get("code").and_then(Value::as_str) {
        let gone = unknown_code;
        let kept = state
            .store
            .campaign()
            .take_travel_code(&sha256_hex(code.trim()))
            .await?
            .ok_or_else(gone)?;
        // Taken all the same: an expired code is gone for good.
        if kept.expires_ms <= now_ms() {
            return Err(expired_code());
        }
        let from = state.store.table(&kept.table_id).await?.ok_or_else(gone)?;
        if from.system != table.system {
            // Brought to the wrong table, the code still works at a right one.
            state.store.campaign().put_travel_code(kept).await?;
            return Err(wrong_system(from.system.title(), table.system));
        }
        let c = state
            .store
            .character(&kept.table_id, &kept.character_id)
            .await?
            .ok_or_else(gone)?;
        return Ok(file(from.system, &c)?["sheet"].take());
    }
    let Some(f) = v.get("file").filter(|f| f.is_object()) else {
        return Err(ApiError::invalid(Words::key("api-travel-how"), None));
    };
    if f["format"] != FORMAT {
        return Err(ApiError::invalid(
            Words::key("api-travel-not-a-file").arg("format", FORMAT),
            Some("file"),
        ));
    }
    let system = f["system"].as_str().unwrap_or("");
    if system != table.system.word() {
        let from = System::from_word(system).map_or_else(|| system.to_string(), |s| s.title().to_string());
        return Err(wrong_system(&from, table.system));
    }
    Ok(f["sheet"].clone())
}

/// `POST /api/tables/{id}/characters/arrive` `{"code"}` or `{"file"}` (members): 201 `{"id"}`,
/// the character made at this table for whoever brings it (a `character_created` event with
/// `data.arrived`: `code` or `file`).
pub async fn post_arrive(
    State(state): State<AppState>,
    Seat { table, me, .. }: Seat,
    Body(v): Body,
) -> ApiResult<Response> {
    open(&table)?;
    let how = if v.get("code").is_some() { "code" } else { "file" };
    let sheet = brought(&state, &table, &v).await?;
    let (system, ruleset) = (table.system, table.ruleset.clone());
    let checked = cpu::off(move || Ok::<_, ApiError>(play::new_sheet(system, &ruleset, &sheet)?)).await?;
    crate::api::tables::add_character(&state, &table.id, &me, checked, json!({ "arrived": how })).await
}
