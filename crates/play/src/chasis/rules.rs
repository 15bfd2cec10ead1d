//! A table's CHASIS ruleset: the book's, or one written whole, with its apertura.

use crate::error::PlayError;
use serde_json::{json, Value};
use tirada_dice::Words;
use tirada_rules::chasis::{AperturaKind, Ruleset};

pub fn parse_ruleset(v: &Value) -> Result<Ruleset, PlayError> {
    let mut r = match v.get("apertura") {
        Some(Value::String(_)) | None if v.as_object().is_none_or(|m| m.keys().all(|k| k == "apertura")) => {
            Ruleset::book()
        }
        _ => crate::request::read::<Ruleset>(v, Words::key("thing-ruleset").arg("system", "CHASIS"))
            .map_err(|e| e.on("ruleset"))?,
    };
    if let Some(Value::String(a)) = v.get("apertura") {
        r.apertura.kind = serde_json::from_value::<AperturaKind>(json!(a)).map_err(|_| {
            PlayError::said_by(Words::key("play-chasis-apertura").arg("given", a.as_str())).on("ruleset.apertura")
        })?;
        r.apertura.rules.clear();
    }
    r.validate().map_err(|e| PlayError::engine("ruleset", &e))?;
    Ok(r)
}

pub fn ruleset(given: Option<&Value>) -> Result<Value, PlayError> {
    let v = given.filter(|v| !v.is_null()).cloned().unwrap_or_else(|| json!({}));
    parse_ruleset(&v)?;
    Ok(v)
}
