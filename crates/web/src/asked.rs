//! Rolls the GM asks for: the GM names a character and what its roll is against (`dif`, and
//! any other request key: `tipo`, `dado`, `mod`…), logged as `roll_requested`; the character's
//! owner answers once with a roll that names it (`"answers": seq`), and the GM's keys join the
//! roll's request — so the difficulty comes from the GM even where players may not set one.

use crate::api::{append, body, draft, open, own_character};
use crate::auth;
use crate::error::{ApiError, ApiResult};
use crate::extract::Path;
use crate::AppState;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Map, Value};
use tirada_table::{play, TableInfo};

/// `POST /api/tables/{id}/roll-requests` `{"character_id", "request", "text"?}` (GM): 201
/// `{"event_id", "seq"}`.
pub async fn post_roll_request(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> ApiResult<Response> {
    let (table, me) = auth::member(&state, &headers, &id).await?;
    if !me.is_gm() {
        return Err(ApiError::forbidden("solo el director pide tiradas"));
    }
    let v = body(&bytes)?;
    let cid = v.get("character_id").and_then(Value::as_str).unwrap_or("").to_string();
    let request = v.get("request").cloned().unwrap_or_else(|| json!({}));
    if !request.is_object() {
        return Err(ApiError::invalid(
            "lo que pides a la tirada no se entiende",
            Some("request"),
        ));
    }
    if play::typed(table.system, &request) {
        return Err(ApiError::invalid(
            "una tirada pedida no lleva dados escritos: los tira quien la hace",
            Some("request"),
        ));
    }
    let text = v.get("text").and_then(Value::as_str).unwrap_or("").trim().to_string();
    if text.chars().count() > 200 {
        return Err(ApiError::invalid(
            "el motivo de la tirada admite hasta 200 letras",
            Some("text"),
        ));
    }
    let st = state.clone();
    let e = append(&state, &id, async |t: &TableInfo, _| {
        open(t)?;
        let c = own_character(&st, &id, &me, &cid, "character_id").await?;
        let data = json!({"character": c.name, "request": request, "text": text});
        Ok((draft("roll_requested", &me, Some(&c.id), data), vec![]))
    })
    .await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"event_id": e.seq.to_string(), "seq": e.seq})),
    )
        .into_response())
}

/// Which roll request a roll answers (`"answers": seq`), if any.
pub fn answers(v: &Value) -> ApiResult<Option<i64>> {
    match v.get("answers") {
        None | Some(Value::Null) => Ok(None),
        Some(n) => n
            .as_i64()
            .or_else(|| n.as_str().and_then(|s| s.parse().ok()))
            .map(Some)
            .ok_or_else(|| ApiError::invalid("la tirada pedida no se reconoce", Some("answers"))),
    }
}

/// The request of a roll answering the GM's request `seq` for character `cid`: the GM's keys
/// joined to the roller's, which may not contradict them. Read once every earlier event is
/// committed, so a request is answered only once.
pub async fn join(state: &AppState, table: &str, seq: i64, cid: &str, request: &Value) -> ApiResult<Value> {
    let asked = state
        .store
        .event(table, seq)
        .await?
        .filter(|e| e.kind == "roll_requested")
        .ok_or_else(|| ApiError::not_found("el director no pidió esa tirada"))?;
    if asked.character_id.as_deref() != Some(cid) {
        return Err(ApiError::invalid(
            format!(
                "el director pidió esa tirada a {}",
                asked.data["character"].as_str().unwrap_or("otro personaje")
            ),
            Some("answers"),
        ));
    }
    let later = state.store.events_after(table, seq, i64::MAX).await?;
    if later
        .iter()
        .any(|e| e.kind == "roll" && e.data.get("answers") == Some(&json!(seq)))
    {
        return Err(ApiError::new(StatusCode::CONFLICT, "esa tirada pedida ya se hizo"));
    }
    let mut out: Map<String, Value> = request.as_object().cloned().unwrap_or_default();
    for (k, want) in asked.data["request"].as_object().into_iter().flatten() {
        match out.get(k) {
            Some(given) if given != want && !given.is_null() => {
                return Err(ApiError::invalid(
                    format!("el director pidió esta tirada con {k} {want}, no {given}"),
                    Some(k),
                ))
            }
            _ => {
                out.insert(k.clone(), want.clone());
            }
        }
    }
    Ok(Value::Object(out))
}
