//! Characters brought from another program (issue #27, «Bring your characters»): the table's
//! «Importar» posts a Fari character or a Foundry Hitos actor and gets back the sheet it makes
//! with what was carried over and what was left out ([`play::import`], the same `tirada
//! importar` prints); nothing is stored — the player saves the previewed sheet as any new one.

use crate::http::cpu;
use crate::http::error::{ApiError, ApiResult};
use crate::http::json::{Body, FromBody};
use crate::http::seat::Seat;
use axum::Json;
use serde_json::{json, Value};
use tirada_narrate::Lang;
use tirada_table::play;
use tirada_table::play::import::Note;

/// `{"fichero"}`: the text of the file brought, not blank.
pub struct Fichero(String);

impl FromBody for Fichero {
    fn from_body(v: Value) -> ApiResult<Self> {
        let text = v["fichero"].as_str().filter(|t| !t.trim().is_empty()).ok_or_else(|| {
            ApiError::from(play::PlayError::said_by(tirada_dice::Words::key("play-import-no-file")).on("fichero"))
        })?;
        Ok(Fichero(text.to_string()))
    }
}

/// `POST /api/tables/{id}/characters/import` `{"fichero"}` (members): 200 `{"format",
/// "system","name","sheet","toml","mapped","dropped"}`, the sentences in the reader's language
/// (`?lang=`); a file of another format or system, or a cut-off one, is a 422 on `fichero`.
pub async fn post_import(Seat { table, lang, .. }: Seat, Body(Fichero(text)): Body<Fichero>) -> ApiResult<Json<Value>> {
    let system = table.system;
    let i = cpu::off(move || play::import::import(&text, Some(system))).await?;
    let said = |l: &[Note]| -> Vec<String> {
        l.iter()
            .map(|n| match lang {
                Lang::Es => n.es.clone(),
                Lang::En => n.en.clone(),
            })
            .collect()
    };
    Ok(Json(
        json!({"format": i.format.word(), "system": i.system.word(), "name": i.name,
                   "sheet": i.sheet, "toml": i.toml, "mapped": said(&i.mapped), "dropped": said(&i.dropped)}),
    ))
}
