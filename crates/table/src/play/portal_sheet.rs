//! A PORTAL character for the web table: Fortalezas with their specialties and the dice and
//! points the character holds, and how a roll's effects change them.
//!
//! The sheet's schema (JSON): `name` (1–80 letters), `concepto` (text), `fortalezas` (a list
//! of `{"nombre","nivel":0–5,"especialidades":[texts],"sobrehumana":bool}`), `malestar`,
//! `heridas`, `suerte` (dice held, 0–3 each), `pp` (0–99), `secuelas` (sequela points, 0–99),
//! `notas` (text). The state is the last five numbers, changed only by events.
// TODO(rules): this belongs in tirada-rules as `portal::sheet` once that module exists.

use super::fields::{boolean, name, object, only, string, uint};
use super::PlayError;
use serde_json::{json, Map, Value};
use tirada_rules::portal::dice::MAX_PER_COLOUR;
use tirada_rules::portal::Effects;

const SHEET_KEYS: &[&str] = &[
    "name",
    "nombre",
    "concepto",
    "fortalezas",
    "malestar",
    "heridas",
    "suerte",
    "pp",
    "secuelas",
    "notas",
];
const FORTE_KEYS: &[&str] = &["nombre", "nivel", "especialidades", "sobrehumana"];
/// The numbers of a character's state.
pub const STATE_KEYS: [&str; 5] = ["malestar", "heridas", "suerte", "pp", "secuelas"];

fn limit(key: &str) -> i64 {
    match key {
        "malestar" | "heridas" | "suerte" => MAX_PER_COLOUR as i64,
        _ => 99,
    }
}

fn forte(i: usize, v: &Value) -> Result<Value, PlayError> {
    let field = format!("fortalezas[{i}]");
    let map = v
        .as_object()
        .ok_or_else(|| PlayError::field(&field, format!("«{field}» debe ser un objeto con nombre y nivel")))?;
    only(map, FORTE_KEYS, &format!("«{field}»")).map_err(|e| PlayError {
        field: Some(field.clone()),
        ..e
    })?;
    let nombre = string(map, "nombre")?.unwrap_or("").trim().to_string();
    if nombre.is_empty() || nombre.chars().count() > 60 {
        return Err(PlayError::field(
            &format!("{field}.nombre"),
            format!("la Fortaleza {} necesita un nombre de 1 a 60 letras", i + 1),
        ));
    }
    let nivel = uint(map, "nivel", 0, 5)
        .map_err(|_| {
            PlayError::field(
                &format!("{field}.nivel"),
                format!("la Fortaleza «{nombre}»: el nivel va de 0 a 5"),
            )
        })?
        .unwrap_or(0);
    let especialidades: Vec<String> = match map.get("especialidades") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(items)) => items
            .iter()
            .map(|x| x.as_str().map(|s| s.trim().to_string()).filter(|s| !s.is_empty()))
            .collect::<Option<_>>()
            .ok_or_else(|| {
                PlayError::field(
                    &format!("{field}.especialidades"),
                    "las especialidades son una lista de textos",
                )
            })?,
        Some(_) => {
            return Err(PlayError::field(
                &format!("{field}.especialidades"),
                "las especialidades son una lista de textos",
            ))
        }
    };
    Ok(
        json!({"nombre": nombre, "nivel": nivel, "especialidades": especialidades,
              "sobrehumana": boolean(map, "sobrehumana")?}),
    )
}

/// Validates a sheet: (name, sheet as stored, starting state).
pub fn new_sheet(sheet: &Value) -> Result<(String, Value, Value), PlayError> {
    let map = object(sheet, "la hoja de personaje")?;
    only(map, SHEET_KEYS, "la hoja de PORTAL")?;
    let name = name(sheet)?;
    let fortes = match map.get("fortalezas") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, f)| forte(i, f))
            .collect::<Result<_, _>>()?,
        Some(_) => return Err(PlayError::field("fortalezas", "«fortalezas» debe ser una lista")),
    };
    let mut state = Map::new();
    for key in STATE_KEYS {
        let n = uint(map, key, 0, limit(key))?.unwrap_or(0);
        state.insert(key.to_string(), json!(n));
    }
    let text = |k: &str| -> Result<String, PlayError> { Ok(string(map, k)?.unwrap_or("").trim().to_string()) };
    let mut stored =
        json!({"name": name, "concepto": text("concepto")?, "fortalezas": fortes, "notas": text("notas")?});
    for key in STATE_KEYS {
        stored[key] = state[key].clone();
    }
    Ok((name, stored, Value::Object(state)))
}

/// A state change asked by a person: absolute values for some of the state's numbers.
pub fn change_state(state: &Value, changes: &Value) -> Result<Value, PlayError> {
    let map = object(changes, "el cambio de estado")?;
    only(map, &STATE_KEYS, "el estado de PORTAL")?;
    let mut next = state.clone();
    for key in STATE_KEYS {
        if let Some(n) = uint(map, key, 0, limit(key))? {
            next[key] = json!(n);
        }
    }
    Ok(next)
}

fn get(state: &Value, key: &str) -> i64 {
    state.get(key).and_then(Value::as_i64).unwrap_or(0)
}

/// The state after a roll's effects (`sign` −1 takes back the effects of a roll replaced by
/// its reroll). Discomfort removed and luck lost leave the hand; a tempted die won back joins
/// the luck pool; tied wounds give sequela points; PP are gained and spent (R13–R17b, R33).
pub fn apply_effects(state: &Value, e: &Effects, sign: i64) -> Value {
    let mut next = state.clone();
    let mut add = |key: &str, delta: i64| {
        let v = (get(state, key) + sign * delta).clamp(0, limit(key));
        next[key] = json!(v);
    };
    add("malestar", -(e.malestar_removed as i64));
    add(
        "suerte",
        -(e.suerte_spent as i64) + e.suerte_recovered.unwrap_or(false) as i64,
    );
    add("heridas", -(e.heridas_removed as i64));
    add("secuelas", e.secuela_points as i64);
    add("pp", e.pp_gained as i64 - e.pp_spent as i64);
    next
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_good_sheet_gives_its_state_and_a_bad_one_names_the_field() {
        let (name, sheet, state) = new_sheet(&json!({"name":"Ana","fortalezas":[{"nombre":"Espada","nivel":2,
            "especialidades":["estocada"]}],"malestar":1,"suerte":2}))
        .unwrap();
        assert_eq!(name, "Ana");
        assert_eq!(sheet["fortalezas"][0]["nivel"], 2);
        assert_eq!(state, json!({"malestar":1,"heridas":0,"suerte":2,"pp":0,"secuelas":0}));
        let e = new_sheet(&json!({"name":"Ana","fortalezas":[{"nombre":"Espada","nivel":9}]})).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("fortalezas[0].nivel"));
        let e = new_sheet(&json!({"name":"Ana","malestar":4})).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("malestar"));
        let e = new_sheet(&json!({"name":""})).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("name"));
    }

    #[test]
    fn effects_move_the_state_and_can_be_taken_back() {
        let state = json!({"malestar":2,"heridas":1,"suerte":2,"pp":1,"secuelas":0});
        let e = Effects {
            malestar_removed: 1,
            suerte_spent: 1,
            secuela_points: 1,
            pp_gained: 1,
            ..Effects::default()
        };
        let after = apply_effects(&state, &e, 1);
        assert_eq!(after, json!({"malestar":1,"heridas":1,"suerte":1,"pp":2,"secuelas":1}));
        assert_eq!(apply_effects(&after, &e, -1), state);
        assert_eq!(change_state(&state, &json!({"pp":5})).unwrap()["pp"], 5);
        assert!(change_state(&state, &json!({"vida":5})).is_err());
    }
}
