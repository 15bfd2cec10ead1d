//! MIRILLA at the table: one d6 read on the table's scale, or several in a row, through
//! `tirada_rules::mirilla` (as `tirada mirilla`). Request keys: `seguidos`, `minimo`, `dados`
//! (typed faces) and `tirar_resto` (the table rolls the dice of the chain past them). Ruleset: `{"palabras": [six words]}` (default: the Spanish scale).

use super::fields::{int_list, object, only, uint};
use super::{PlayError, Resolved};
use crate::seed::Seed;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tirada_rules::mirilla::{self, Challenge, MirillaError, Scale};

fn scale(ruleset: &Value) -> Result<Scale, PlayError> {
    match ruleset.get("palabras").and_then(Value::as_array) {
        None => Ok(Scale::spanish()),
        Some(words) => {
            let words: Vec<String> = words.iter().map(|w| w.as_str().unwrap_or("").to_string()).collect();
            Scale::new(&words).map_err(|e| PlayError::field("ruleset.palabras", e.to_string()))
        }
    }
}

pub fn ruleset(given: Option<&Value>) -> Result<Value, PlayError> {
    let Some(v) = given.filter(|v| !v.is_null()) else {
        return Ok(json!({}));
    };
    only(object(v, "el reglamento")?, &["palabras"], "el reglamento de MIRILLA")?;
    scale(v)?;
    Ok(v.clone())
}

fn challenge(map: &serde_json::Map<String, Value>) -> Result<Option<Challenge>, PlayError> {
    let needed = uint(map, "seguidos", 1, mirilla::MAX_IN_A_ROW as i64)?;
    let minimum = uint(map, "minimo", 1, 6)?;
    if needed.is_none() && minimum.is_none() {
        return Ok(None);
    }
    Challenge::new(needed.unwrap_or(1) as u32, minimum.unwrap_or(6))
        .map(Some)
        .map_err(|e| PlayError::field("seguidos", e.to_string()))
}

pub fn roll(ruleset: &Value, request: &Value, seed: &Seed, seq: i64) -> Result<Resolved, PlayError> {
    let map = object(request, "la petición de tirada")?;
    only(
        map,
        &["seguidos", "minimo", "dados", "dado", super::typed::ROLL_REST],
        "la tirada de MIRILLA",
    )?;
    let challenge = challenge(map)?;
    let typed = int_list(map, "dados")?.or(int_list(map, "dado")?);
    let mut faces = BTreeMap::new();
    if let Some(t) = typed {
        faces.insert(mirilla::GROUP.to_string(), t);
    }
    let mut dice = super::typed::dice(faces, map, seed, seq)?;
    let r = mirilla::roll(&mut dice, challenge, &scale(ruleset)?).map_err(|e| match e {
        MirillaError::Dice(s) => super::typed::error(&s, "dados"),
        e => PlayError::field("dados", e.to_string()),
    })?;
    dice.finish().map_err(|e| super::typed::error(&e, "dados"))?;
    let mut roll = serde_json::to_value(&r).map_err(|e| PlayError::new(e.to_string()))?;
    super::typed::mark(&mut roll, dice.rolled());
    Ok(Resolved {
        request: request.clone(),
        roll,
        state: None,
    })
}

pub fn odds(ruleset: &Value, request: &Value) -> Result<Value, PlayError> {
    let map = object(request, "la petición de tirada")?;
    let scale = scale(ruleset)?;
    match challenge(map)? {
        None => {
            let dist = mirilla::degree_odds();
            let rows: Vec<Value> = (1..=6i64)
                .map(|d| json!({"value": d, "word": scale.word(d as u8), "p": dist.prob(d)}))
                .collect();
            Ok(json!({"system": "mirilla", "distribution": rows, "mean": dist.mean()}))
        }
        Some(c) => {
            let o = mirilla::chain_odds(c);
            Ok(
                json!({"system": "mirilla", "outcomes": {"exito": o.exito, "fallo": o.fallo},
                      "p_each": c.p_each(), "mean_rolls": o.mean_rolls}),
            )
        }
    }
}

/// Every face thrown (d6).
pub fn dice_faces(roll: &Value) -> Vec<(u8, i64)> {
    roll["dice"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_i64)
        .map(|f| (6, f))
        .collect()
}
