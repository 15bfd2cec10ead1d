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
pub mod fate;
mod hitos;
mod mirilla;
mod notation;
pub mod portal;
mod sheet_warnings;
pub mod state;
mod text;

pub use sheet_warnings::sheet_warning;
pub use text::{keys_named, keys_of, Arg, Catalog, Lang};

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use serde_json::Value;

/// A die a line speaks of: `roll[group][index]`, and what it does there (`kept`, `removed`,
/// `read`, `dropped`...), so a page can highlight it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DieRef {
    pub group: &'static str,
    pub index: usize,
    pub role: String,
}

/// One sentence of an explanation and the dice it speaks of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub text: String,
    pub dice: Vec<DieRef>,
}

impl Line {
    pub fn plain(text: String) -> Line {
        Line { text, dice: vec![] }
    }
}

/// A roll explained: the verdict first, then how it came about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    pub headline: String,
    pub lines: Vec<Line>,
}

impl Explanation {
    /// The lines' sentences alone.
    pub fn texts(&self) -> Vec<&str> {
        self.lines.iter().map(|l| l.text.as_str()).collect()
    }
}

/// As the contract has it: `{"headline", "lines": [text...], "dice": [[DieRef...]...]}`,
/// `dice` parallel to `lines`.
impl Serialize for Explanation {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Explanation", 3)?;
        st.serialize_field("headline", &self.headline)?;
        st.serialize_field("lines", &self.texts())?;
        let dice: Vec<&Vec<DieRef>> = self.lines.iter().map(|l| &l.dice).collect();
        st.serialize_field("dice", &dice)?;
        st.end()
    }
}

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

/// `+3`, `−2` (a true minus sign), `0`: a signed amount inside a sentence.
pub(crate) fn signed(v: i64) -> String {
    match v {
        0 => "0".into(),
        v if v > 0 => format!("+{v}"),
        v => format!("−{}", -v),
    }
}

/// `5`, `−2`: a number with a true minus sign.
pub(crate) fn number(v: i64) -> String {
    if v < 0 {
        format!("−{}", -v)
    } else {
        v.to_string()
    }
}

/// `1,5` in Spanish, `1.5` in English: a decimal with one digit at most, trailing zero
/// dropped, with a true minus sign.
pub(crate) fn decimal(x: f64, lang: Lang) -> String {
    let s = format!("{:.1}", x.abs());
    let s = s.strip_suffix(".0").unwrap_or(&s);
    let s = match lang {
        Lang::Es => s.replace('.', ","),
        Lang::En => s.to_string(),
    };
    if x < 0.0 && s != "0" {
        format!("−{s}")
    } else {
        s
    }
}

/// A sum written out: `6 + 1 − 1`, each part after the first with its sign.
pub(crate) fn sum(first: i64, rest: &[i64]) -> String {
    let mut out = number(first);
    for &v in rest.iter().filter(|&&v| v != 0) {
        if v < 0 {
            out.push_str(&format!(" − {}", -v));
        } else {
            out.push_str(&format!(" + {v}"));
        }
    }
    out
}

/// Reading helpers over a roll object.
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

/// Faces as a list: `5, 4, 5`.
pub(crate) fn faces(f: &[i64]) -> String {
    f.iter().map(|&x| number(x)).collect::<Vec<_>>().join(", ")
}

/// The sentence with its first letter in capitals.
pub(crate) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}
