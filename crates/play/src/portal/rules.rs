//! A table's PORTAL ruleset (its profile) and the engine's rules it stands for.

use crate::error::PlayError;
use serde_json::{json, Value};
use tirada_dice::Words;
use tirada_rules::portal::{Profile, Rules};

/// A table's PORTAL ruleset: `{"perfil":"resumen"|"libro"}` (default `resumen`).
pub fn ruleset(given: Option<&Value>) -> Result<Value, PlayError> {
    let Some(v) = given.filter(|v| !v.is_null()) else {
        return Ok(json!({"perfil": "resumen"}));
    };
    let map = crate::fields::object(v, Words::key("thing-ruleset").arg("system", "PORTAL"))?;
    crate::fields::only(map, &["perfil"], Words::key("thing-ruleset").arg("system", "PORTAL"))?;
    match crate::fields::string(map, "perfil")?.unwrap_or("resumen") {
        p @ ("resumen" | "libro") => Ok(json!({ "perfil": p })),
        other => Err(PlayError::said_by(Words::key("play-portal-profile").arg("given", other)).on("ruleset.perfil")),
    }
}

pub fn rules_of(ruleset: &Value) -> Rules {
    match ruleset.get("perfil").and_then(Value::as_str) {
        Some("libro") => Rules::of(Profile::Book),
        _ => Rules::of(Profile::Summary),
    }
}
