//! What a roll leaves: the resolved roll, the rerolls the log keeps, the dice the table's RNG
//! threw, and whether a log holds what is recomputed now.

use serde_json::Value;
use tirada_dice::Die;

/// A roll resolved on the server.
#[derive(Clone, Debug, PartialEq)]
pub struct Resolved {
    /// The request with everything taken from the character made explicit, so the roll can
    /// be recomputed from the log alone.
    pub request: Value,
    /// The roll: the same object as the CLI's `--json` (plus advice for the next reroll).
    pub roll: Value,
    /// The character's state after the roll, when a character rolled.
    pub state: Option<Value>,
}

/// A reroll already made, as the log keeps it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RerollStep {
    /// The event whose dice stream gave the new face.
    pub seq: i64,
    pub color: String,
    pub face: u8,
    /// A face typed from a physical die instead.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub to: Option<u8>,
}

/// Whether what a log keeps (a roll, a fight's view) is what is recomputed now: every value it
/// holds is the same; the newer keys a roll or view logged before them lacks (a Hitos roll's
/// `choice`, a notation roll's `dice`) are not asked for (`tirada verify`).
pub fn logged(was: &Value, now: &Value) -> bool {
    match (was, now) {
        (Value::Object(a), Value::Object(b)) => a.iter().all(|(k, v)| b.get(k).is_some_and(|w| logged(v, w))),
        (Value::Array(a), Value::Array(b)) => a.len() == b.len() && a.iter().zip(b).all(|(v, w)| logged(v, w)),
        _ => was == now,
    }
}

/// A die the table's RNG threw and the face it showed, for the fairness page.
pub type Thrown = (Die, i64);

/// A JSON list of faces as dice of one kind (nothing when it is not a list of numbers).
pub(crate) fn faces_of(list: Option<&Value>, die: &Die) -> Vec<Thrown> {
    list.and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_i64)
        .map(|f| (die.clone(), f))
        .collect()
}

/// A JSON list's items (none when it is not a list).
pub(crate) fn list(v: &Value) -> &[Value] {
    v.as_array().map_or(&[], Vec::as_slice)
}

/// `shown` less one of each `typed` face: every die a roll shows is either the RNG's or typed
/// in, so what is left is the RNG's.
pub(crate) fn without(mut shown: Vec<Thrown>, typed: &[Thrown]) -> Vec<Thrown> {
    for t in typed {
        if let Some(i) = shown.iter().position(|s| s == t) {
            shown.remove(i);
        }
    }
    shown
}
