//! A roll amended once it was thrown, before anything else happened to it: the PP that blocks
//! its ones and sixes handed to the roller by the GM or another player (PORTAL, B605), or the
//! GM cancelling the roller's legitimate aspect activation (Hitos, H159). The amended request is
//! the roll's own with one key added ([`request`]), played again from the roll's dice stream, so
//! the faces thrown stay; the table logs it as an [`EVENT`] and `tirada verify` derives the
//! request the same way before replaying it.

use crate::error::PlayError;
use crate::model::{Character, System};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use tirada_dice::Words;

/// The table's event for an amended roll.
pub const EVENT: &str = "roll_amended";

/// The state event the giver's character pays the blocking PP with (B605).
pub const BLOCK_PAYMENT_REASON: &str = "entrega el PP que bloquea unos y seises (B605)";

/// What changes in a roll already thrown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "accion", rename_all = "snake_case", deny_unknown_fields)]
pub enum Amendment {
    /// B605: a PP handed to the roller blocks the ones and sixes of the throw and of any later
    /// reroll; `entrega` names the giving character (none: the GM's).
    Bloquear {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        entrega: Option<String>,
    },
    /// H159: the GM cancels the activation in the roller's favour, for `razon`.
    CancelarAspecto { razon: String },
}

/// The roll's `original` request amended: refused, with one sentence, where the amendment has
/// no meaning (another system, a roll already blocked or whose dice were already rerolled, no
/// player's activation to cancel).
pub fn request(system: System, original: &Value, a: &Amendment) -> Result<Value, PlayError> {
    let mut amended = original.clone();
    match (a, system) {
        (Amendment::Bloquear { .. }, System::Portal) => {
            if original.get("bloquear") == Some(&Value::Bool(true)) {
                return Err(PlayError::said_by(Words::key("play-amend-blocked")).on("bloquear"));
            }
            let rerolled = original.get("pp_repeticiones").and_then(Value::as_u64).unwrap_or(0) > 0
                || original
                    .get("repetir")
                    .is_some_and(|r| !r.is_null() && !matches!(r.as_str(), Some("ninguno" | "none" | "")));
            if rerolled {
                return Err(PlayError::said_by(Words::key("play-amend-block-before-reroll")).on("bloquear"));
            }
            amended["bloquear"] = json!(true);
        }
        (Amendment::CancelarAspecto { razon }, System::Hitos) => {
            if razon.trim().is_empty() {
                return Err(PlayError::said_by(Words::key("play-amend-cancel-reason")).on("razon"));
            }
            // The faces typed for the activation's new dice are not thrown once it is cancelled.
            if let Some(faces) = amended.get_mut("dados").and_then(Value::as_array_mut) {
                faces.truncate(3);
            }
            amended["cancela_dj"] = json!(razon.trim());
        }
        (Amendment::Bloquear { .. }, _) => {
            return Err(PlayError::said_by(Words::key("play-amend-block-portal")));
        }
        (Amendment::CancelarAspecto { .. }, _) => {
            return Err(PlayError::said_by(Words::key("play-amend-cancel-hitos")));
        }
    }
    Ok(amended)
}

/// The state of the character that hands the roller the blocking PP (B605), once it paid it.
pub fn giver_paid(system: System, ruleset: &Value, giver: &Character) -> Result<Value, PlayError> {
    let event = json!({"evento": "gastar_pp", "count": 1, "reason": BLOCK_PAYMENT_REASON});
    crate::change_state(system, ruleset, giver, &event).map_err(|e| {
        PlayError::said_by(
            Words::key("play-block-giver-refused")
                .arg("name", giver.name.as_str())
                .arg("why", e.words()),
        )
        .on("character_id")
    })
}
