//! What the readers share: the sheet being written and what the import says about it.

use crate::error::PlayError;
use serde_json::Value;

/// One thing the import says: a sentence in Spanish and in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    pub es: String,
    pub en: String,
}

pub(super) fn note(es: impl Into<String>, en: impl Into<String>) -> Note {
    Note {
        es: es.into(),
        en: en.into(),
    }
}

/// What a reader brings: the sheet written so far and what the import says about it.
#[derive(Default)]
pub(super) struct Draft {
    pub(super) sheet: serde_json::Map<String, Value>,
    pub(super) mapped: Vec<Note>,
    pub(super) dropped: Vec<Note>,
}

impl Draft {
    pub(super) fn mapped(&mut self, es: impl Into<String>, en: impl Into<String>) {
        self.mapped.push(note(es, en));
    }
    pub(super) fn dropped(&mut self, es: impl Into<String>, en: impl Into<String>) {
        self.dropped.push(note(es, en));
    }
}

/// The file refused, by the message `words` (keys `play-import-…`).
pub(super) fn refuse(words: tirada_dice::Words) -> PlayError {
    PlayError::said_by(words).on("fichero")
}

/// A text field's words, trimmed; `None` when empty.
pub(super) fn text(v: &Value) -> Option<String> {
    v.as_str().map(str::trim).filter(|s| !s.is_empty()).map(str::to_string)
}

/// A number written as a number or as text («+2», «3»).
pub(super) fn number(v: &Value) -> Option<i64> {
    v.as_i64()
        .or_else(|| v.as_f64().filter(|f| f.fract() == 0.0).map(|f| f as i64))
        .or_else(|| v.as_str().and_then(|s| s.trim().trim_start_matches('+').parse().ok()))
}
