//! CHASIS at the table: 2d12 + modifiers against 13 by default, extremes, grades and the
//! table's apertura, through `tirada_rules::chasis` (as `tirada chasis`). Request keys: the
//! engine's `Check` (`mod` as a number or dice notation, `dif`, `niv`, `modo_niv`, `energia`,
//! `psj`, `gradual`, `aux_max`) and `dados` (typed base faces, then the apertura's).
//! Ruleset: `{"apertura": "ninguna|gemela|tope|media|sobredecima"}` or a whole ruleset as JSON.

use super::fields::{int_list, object};
use super::{PlayError, Resolved};
use crate::secret::Seed;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tirada_dice::TypedDice;
use tirada_rules::chasis::{self, apertura::GROUP as APERTURA_GROUP, AperturaKind, Check, Ruleset, BASE_GROUP};

pub fn parse_ruleset(v: &Value) -> Result<Ruleset, PlayError> {
    let bad = |e: String| PlayError::field("ruleset", e);
    let mut r = match v.get("apertura") {
        Some(Value::String(_)) | None if v.as_object().is_none_or(|m| m.keys().all(|k| k == "apertura")) => {
            Ruleset::book()
        }
        _ => serde_json::from_value::<Ruleset>(v.clone())
            .map_err(|e| bad(format!("el reglamento de CHASIS no se entiende: {e}")))?,
    };
    if let Some(Value::String(a)) = v.get("apertura") {
        r.apertura.kind = serde_json::from_value::<AperturaKind>(json!(a)).map_err(|_| {
            PlayError::field(
                "ruleset.apertura",
                format!("la apertura «{a}» no existe: ninguna, gemela, tope, media o sobredecima"),
            )
        })?;
        r.apertura.rules.clear();
    }
    r.validate().map_err(|e| bad(e.to_string()))?;
    Ok(r)
}

pub fn ruleset(given: Option<&Value>) -> Result<Value, PlayError> {
    let v = given.filter(|v| !v.is_null()).cloned().unwrap_or_else(|| json!({}));
    parse_ruleset(&v)?;
    Ok(v)
}

fn check(map: &serde_json::Map<String, Value>) -> Result<Check, PlayError> {
    let mut m = map.clone();
    m.remove("dados");
    serde_json::from_value::<Check>(Value::Object(m))
        .map_err(|e| PlayError::new(format!("la tirada de CHASIS no se entiende: {e}")))
}

pub fn roll(ruleset: &Value, request: &Value, seed: &Seed, seq: i64) -> Result<Resolved, PlayError> {
    let r = parse_ruleset(ruleset)?;
    let map = object(request, "la petición de tirada")?;
    let check = check(map)?;
    let mut typed = BTreeMap::new();
    if let Some(faces) = int_list(map, "dados")? {
        let n = (r.base.count as usize).min(faces.len());
        typed.insert(BASE_GROUP.to_string(), faces[..n].to_vec());
        if faces.len() > n {
            typed.insert(APERTURA_GROUP.to_string(), faces[n..].to_vec());
        }
    }
    let mut dice = TypedDice::with_rest(typed, seed.dice_for(seq));
    let t = chasis::roll(&r, &check, &mut dice).map_err(|e| PlayError::new(e.to_string()))?;
    dice.finish().map_err(|e| PlayError::field("dados", e.to_string()))?;
    Ok(Resolved {
        request: request.clone(),
        roll: serde_json::to_value(&t).map_err(|e| PlayError::new(e.to_string()))?,
        state: None,
    })
}

pub fn odds(ruleset: &Value, request: &Value) -> Result<Value, PlayError> {
    let r = parse_ruleset(ruleset)?;
    let check = check(object(request, "la petición de tirada")?)?;
    let o = chasis::odds(&r, &check, 10).map_err(|e| PlayError::new(e.to_string()))?;
    serde_json::to_value(&o).map_err(|e| PlayError::new(e.to_string()))
}

/// The base dice as they fell (d12).
pub fn dice_faces(roll: &Value) -> Vec<(u8, i64)> {
    roll["dice"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_i64)
        .map(|f| (12, f))
        .collect()
}
