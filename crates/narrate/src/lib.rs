//! # tirada-narrate
//!
//! One explanation of every roll: a headline (the verdict, the total against the difficulty)
//! and ordered lines, each a sentence with the dice it speaks of, in Spanish or English. The
//! CLI, the web table and the Markdown export all print it, so a roll is worded once.
//!
//! The input is the roll object — the system's serialised transcript, which carries the
//! ruleset it was resolved under (`rules`) — that the event log, the web API and the CLI's
//! `--json` already share: narrating that object means the CLI and the table cannot differ,
//! and rolls logged by earlier versions are narrated too. A roll whose shape a narrator does
//! not know gets no explanation rather than a wrong one. Every sentence comes from
//! `locales/{es,en}.ftl`.

mod chasis;
pub mod event;
mod explanation;
pub mod fate;
mod format;
mod hitos;
mod mirilla;
mod notation;
pub mod portal;
pub mod session;
mod sheet_warnings;
pub mod state;
mod text;
mod value;
mod words;

pub use explanation::{DieRef, Explanation, Line};
pub use notation::odds_summary;
pub use sheet_warnings::sheet_warning;
pub use text::{keys_named, keys_of, unpaired, Arg, Catalog, Lang};
pub use words::{error, refusal, say, say_in};

use format::number;
use serde_json::Value;
use value::list;

/// The explanation of a roll object (a `tirada SYSTEM --json` object, or the table's roll),
/// by its `system`; a roll of `tirada roll` (dice notation) has an `expression` instead.
pub fn explain(roll: &Value, lang: Lang) -> Option<Explanation> {
    let mut e = match roll.get("system").and_then(Value::as_str) {
        Some("portal") => portal::explain(roll, lang),
        Some("hitos") => hitos::explain(roll, lang),
        Some("fate") => fate::explain(roll, lang),
        Some("chasis") => chasis::explain(roll, lang),
        Some("mirilla") => mirilla::explain(roll, lang),
        None if roll.get("expression").is_some() => notation::explain(roll, lang),
        _ => None,
    }?;
    e.lines.extend(rolled_not_typed(roll, lang));
    Some(e)
}

/// The dice of a typed roll that tirada rolled (`tirados`: `[group, face]`, or `[turn, group,
/// face]` in a contest; asked for with `--tirar-resto` or the table's `tirar_resto`), said to be
/// rolled, never passed off as typed.
fn rolled_not_typed(roll: &Value, lang: Lang) -> Option<Line> {
    let dice: Vec<String> = list(roll, "tirados")
        .iter()
        .filter_map(|d| match d.get(0)?.as_i64() {
            Some(turn) => Some(lang.t(
                "rolled-in-turn",
                &[
                    ("group", d.get(1)?.as_str()?.into()),
                    ("turn", turn.into()),
                    ("face", number(d.get(2)?.as_i64()?).into()),
                ],
            )),
            None => Some(format!("{} {}", d.get(0)?.as_str()?, number(d.get(1)?.as_i64()?))),
        })
        .collect();
    rolled_sentence(&dice, lang).map(Line::plain)
}

/// The sentence that lists the dice tirada rolled rather than took as typed, `(group, face)`;
/// for outputs that print it apart from an explanation.
pub fn rolled_text(rolled: &[(String, i64)], lang: Lang) -> Option<String> {
    let dice: Vec<String> = rolled.iter().map(|(g, f)| format!("{g} {}", number(*f))).collect();
    rolled_sentence(&dice, lang)
}

fn rolled_sentence(dice: &[String], lang: Lang) -> Option<String> {
    (!dice.is_empty()).then(|| lang.t("rolled-not-typed", &[("dice", dice.join(", ").into())]))
}

/// The explanation as JSON, or nothing (`null`) for a roll no narrator knows.
pub fn explain_json(roll: &Value, lang: Lang) -> Value {
    explain(roll, lang)
        .and_then(|e| serde_json::to_value(e).ok())
        .unwrap_or(Value::Null)
}
