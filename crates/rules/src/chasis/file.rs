//! Reading ruleset and sheet files: TOML into serde types, with every error turned into one
//! message that names the line, the section and the field. (JSON is
//! read by the callers that have serde_json, into the same types.)

use super::error::ChasisError;
use serde::de::DeserializeOwned;
use tirada_dice::complaint;
use tirada_dice::Words;

/// Parses a TOML text into `T`; serde's complaint is said by the one translator of such
/// complaints ([`tirada_dice::complaint`]), inside the `[section]` it was in.
pub fn from_toml<T: DeserializeOwned>(text: &str) -> Result<T, ChasisError> {
    toml::from_str(text).map_err(|e| {
        let start = e.span().map_or(0, |s| s.start).min(text.len());
        let (line, _) = complaint::line_and_column(text, start);
        let section = text[..start].lines().rev().find_map(|l| {
            let l = l.trim();
            (l.starts_with('[') && l.contains(']')).then(|| l.trim_matches(|c| c == '[' || c == ']').to_string())
        });
        let why = complaint::complaint("", e.message(), Words::key("thing-file")).words;
        let message = match section {
            Some(s) => Words::key("chasis-in-section").arg("section", s).arg("why", why),
            None => why,
        };
        ChasisError::Syntax { line, message }
    })
}
