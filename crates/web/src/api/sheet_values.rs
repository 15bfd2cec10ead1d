//! What a sheet being edited implies, for the sheet editors, computed by the rules the table
//! plays with so the page never computes a rule itself. `POST /api/tables/{id}/portal-sheet`:
//! a PORTAL sheet's *sufrimiento*, dice in hand, creation cost and the book's warnings, from the
//! same function as `tirada portal ficha --json`; `POST /api/tables/{id}/sheet-preview`: the
//! state any sheet starts with (Hitos' health track, Fate's stress boxes, CHASIS' limits).

use crate::api::steps::checked_sheet;
use crate::http::cpu;
use crate::http::error::{ApiError, ApiResult};
use crate::http::json::body;
use crate::http::seat::Seat;
use axum::http::StatusCode;
use axum::Json;
use serde_json::Value;
use tirada_dice::Words;
use tirada_table::play::portal::sheet::derived_values;
use tirada_table::System;

/// Any member may ask; nothing is stored. A warning carries its sentence in the asked language
/// (`text`) beside its fields.
pub async fn post_portal_sheet(Seat { table, lang, .. }: Seat, bytes: axum::body::Bytes) -> ApiResult<Json<Value>> {
    if table.system != System::Portal {
        return Err(ApiError::invalid(
            Words::key("api-derived-portal-only").arg("system", table.system.title()),
            None,
        ));
    }
    let ruleset = table.ruleset.clone();
    cpu::off(move || {
        let d = derived_values(&ruleset, &body(&bytes)?)?;
        let mut v = serde_json::to_value(&d).map_err(|e| {
            eprintln!("tirada: derived values not serialised: {e}");
            ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, Words::key("api-internal"))
        })?;
        for (w, out) in d
            .warnings
            .iter()
            .zip(v["warnings"].as_array_mut().into_iter().flatten())
        {
            out["text"] = Value::from(tirada_narrate::sheet_warning(w, lang));
        }
        Ok::<_, ApiError>(Json(v))
    })
    .await
}

/// Any member may ask; nothing is stored. The answer is what `POST …/characters` would store:
/// the character's name and starting state, with its `resumen` where the system has one.
pub async fn post_sheet_preview(Seat { table, .. }: Seat, bytes: axum::body::Bytes) -> ApiResult<Json<Value>> {
    let (name, sheet, start) = checked_sheet(&table, bytes).await?;
    let mut answer = serde_json::json!({ "name": name, "state": start });
    // Hitos: what the sheet derives (Aguante, Iniciativa, Defensa…, AMB-17, I-1), as the
    // engine computes it for the editor to show.
    if table.system == System::Hitos {
        if let Ok(s) = serde_json::from_value::<tirada_rules::hitos::Sheet>(sheet) {
            answer["derived"] = serde_json::to_value(s.derived()).unwrap_or_default();
        }
    }
    Ok(Json(answer))
}
