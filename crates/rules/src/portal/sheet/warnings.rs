//! What a valid sheet may still want a second look at: soft limits the GM may waive, shown
//! with the sheet instead of refusing it. Typed here; worded by the narration
//! (`tirada_narrate::sheet_warning`), which the CLI and the web table both print.

use super::character::{Character, Kind};
use crate::portal::options::Rules;
use serde::Serialize;

/// A soft limit a sheet goes past.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "aviso", rename_all = "snake_case")]
pub enum SheetWarning {
    /// A protagonist's Fortaleza above `pc_forte_max`: level 4 "should be the most" players'
    /// characters reach, 5 is the best in history (B436–B440); the GM may allow it.
    #[serde(rename = "fortaleza_sobre_maximo")]
    ForteAboveMax { forte: String, level: u8, max: u8 },
    /// A protagonist without drives: every character starts with two and keeps at least one
    /// (B816).
    #[serde(rename = "sin_estimulos")]
    NoDrive,
}

/// The soft limits `c` goes past under `rules`.
pub fn warnings(c: &Character, rules: &Rules) -> Vec<SheetWarning> {
    if c.kind != Kind::Protagonist {
        return Vec::new();
    }
    let mut out: Vec<SheetWarning> = c
        .fortes
        .iter()
        .filter(|f| f.level > rules.pc_forte_max)
        .map(|f| SheetWarning::ForteAboveMax {
            forte: f.name.clone(),
            level: f.level,
            max: rules.pc_forte_max,
        })
        .collect();
    if c.drives.is_empty() {
        out.push(SheetWarning::NoDrive);
    }
    out
}
