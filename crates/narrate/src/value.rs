//! Reading a roll object: a number, a list of numbers, a list, a word — absent keys read as
//! nothing rather than failing, so an older roll is narrated as far as it goes.

use serde_json::Value;

pub(crate) fn int(v: &Value, key: &str) -> Option<i64> {
    v.get(key).and_then(Value::as_i64)
}

pub(crate) fn ints(v: &Value, key: &str) -> Vec<i64> {
    v.get(key)
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_i64).collect())
        .unwrap_or_default()
}

pub(crate) fn list<'a>(v: &'a Value, key: &str) -> &'a [Value] {
    v.get(key).and_then(Value::as_array).map(Vec::as_slice).unwrap_or(&[])
}

pub(crate) fn word<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or("")
}

/// The PY of énfasis and of estrés a CHASIS check's energy cost (`energia_py`).
pub(crate) fn energy_py(roll: &Value) -> Option<[i64; 2]> {
    let p = roll.get("energia_py")?.as_array()?;
    Some([p.first()?.as_i64()?, p.get(1)?.as_i64()?])
}
