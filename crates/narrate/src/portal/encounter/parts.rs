//! Pieces of an encounter entry's sentences: who an index names, a roll's faces by colour,
//! turns lost.

use crate::text::Lang;
use crate::value::{int, ints, list, word};
use serde_json::Value;

/// The name of the participant an entry's `key` points at.
pub(super) fn who(v: &Value, key: &str, names: &[&str]) -> String {
    let i = v.get(key).and_then(Value::as_u64).unwrap_or(u64::MAX);
    names.get(i as usize).copied().unwrap_or("?").to_string()
}

/// `1 turno sin actuar`, `2 turnos sin actuar`.
pub(super) fn lost_turns(n: i64, lang: Lang) -> String {
    lang.t("enc-lost-turns", &[("n", n.into())])
}

/// A roll's faces by colour: `[blanco 3,5 · negro 2]`.
pub(super) fn dice(roll: &Value, lang: Lang) -> String {
    let all = list(roll, "dice");
    let by: Vec<String> = ["blanco", "negro", "rojo", "verde", "tentado"]
        .iter()
        .filter_map(|&colour| {
            let f: Vec<String> = all
                .iter()
                .filter(|d| word(d, "color") == colour)
                .filter_map(|d| int(d, "face").map(|f| f.to_string()))
                .collect();
            (!f.is_empty()).then(|| {
                lang.t(
                    "enc-dice",
                    &[
                        ("colour", lang.t("portal-colour", &[("colour", colour.into())]).into()),
                        ("faces", f.join(",").into()),
                    ],
                )
            })
        })
        .collect();
    format!("[{}]", by.join(" · "))
}

/// The faces of a roll, for the manoeuvre lines.
pub(super) fn faces_of(entry: &Value, lang: Lang) -> String {
    dice(&entry["roll"], lang)
}

/// Names of the participants in `key` (a list of indices), joined.
pub(super) fn names_of(entry: &Value, key: &str, names: &[&str]) -> String {
    ints(entry, key)
        .iter()
        .map(|&i| names.get(i as usize).copied().unwrap_or("?"))
        .collect::<Vec<_>>()
        .join(", ")
}
