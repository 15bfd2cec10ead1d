//! The character sheet as written (TOML or JSON); [`super::check`] validates it into a
//! [`Character`](super::state::Character).
//!
//! Schema (every key Spanish; only `nombre` is required):
//!
//! ```toml
//! nombre = "Ana Robles"
//! asiento = 0             # a player's seat, 0 = right of the GM (L110); absent for an NPC
//! entidad = "La Luz"      # the patron entity (L81)
//! refresco = 2            # refresh rate (L81)
//! pp = 4                  # power points now (default: as many as powers, L62)
//! pp_max = 4              # usual maximum (default: as many as powers, A-PP-3)
//! factor_peso = 2         # weight factor (L310)
//! armado = true           # a weapon in hand: may defend with Armas (L302)
//!
//! [habilidades]           # numbers or ladder words; missing skills are Mediocre (L41)
//! Armas = 4
//! Atletismo = "Bueno"
//!
//! [[poderes]]             # coste, casillas_salud, casillas_serenidad,
//! nombre = "Piel de piedra"   # consecuencia_extra ("leve"...), mejoras_seguidor,
//! casillas_salud = 1          # recuperacion_rapida (levels), recuperacion_medidor
//!
//! [estres]                # state: x marked, . free; lengths must match the sheet
//! salud = "x....."
//!
//! [[consecuencias]]       # gravedad, descripcion, medidor, seguidor, extra
//! gravedad = "leve"
//! descripcion = "Tobillo torcido"
//!
//! [[seguidores]]          # tipo: companero | ayudante | asistente
//! nombre = "Igor"
//! tipo = "companero"
//! mejoras = { calidad = 1, alcance = ["social"], habilidoso = [["Puños"]] }
//! ```
//!

use super::consequence::Consequence;
use super::followers::Follower;
use super::powers::Power;
use crate::fate::error::FateError;
use crate::fate::ladder::fold;
use crate::fate::options::Rules;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashSet};

/// A rating as written: a number or a ladder word.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Rating {
    Number(i64),
    Word(String),
}

/// The stress boxes marked now.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StressState {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub salud: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub serenidad: Option<String>,
}

/// A sheet as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sheet {
    pub nombre: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub asiento: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entidad: Option<String>,
    #[serde(default)]
    pub refresco: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pp: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pp_max: Option<u32>,
    #[serde(default = "two")]
    pub factor_peso: u32,
    #[serde(default = "yes")]
    pub armado: bool,
    #[serde(default)]
    pub habilidades: BTreeMap<String, Rating>,
    #[serde(default)]
    pub poderes: Vec<Power>,
    #[serde(default)]
    pub estres: StressState,
    #[serde(default)]
    pub consecuencias: Vec<Consequence>,
    #[serde(default)]
    pub seguidores: Vec<Follower>,
    /// The table's settings this sheet is checked under when it is used on its own (the
    /// `[reglas]` of a conflict file); absent, the caller's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reglas: Option<Rules>,
}

fn two() -> u32 {
    2
}

fn yes() -> bool {
    true
}

pub(super) fn err(field: impl Into<String>, es: impl Into<String>, en: impl Into<String>) -> FateError {
    FateError::sheet(field, es, en)
}

impl Sheet {
    /// A sheet with only a name: every other field at its default.
    pub fn named(name: impl Into<String>) -> Sheet {
        Sheet {
            nombre: name.into(),
            asiento: None,
            entidad: None,
            refresco: 0,
            pp: None,
            pp_max: None,
            factor_peso: two(),
            armado: true,
            habilidades: BTreeMap::new(),
            poderes: Vec::new(),
            estres: StressState::default(),
            consecuencias: Vec::new(),
            seguidores: Vec::new(),
            reglas: None,
        }
    }

    /// Reads a TOML sheet; serde's complaints become one sentence naming the place. Bare keys
    /// may carry accents (`Empatía = 3`), as Spanish skill names do and TOML 1.1 allows.
    pub fn from_toml(text: &str) -> Result<Sheet, FateError> {
        read_toml(text, tirada_dice::Words::key("thing-sheet-of").arg("system", "Fate"))
    }

    /// The sheet as TOML, to save it back.
    pub fn to_toml(&self) -> String {
        toml::to_string(self).expect("a sheet always serialises")
    }
}

/// Reads a TOML file of `what` (a sheet, a conflict): accented bare keys allowed, serde's
/// complaints as one message naming the line.
pub(crate) fn read_toml<T: serde::de::DeserializeOwned>(text: &str, what: tirada_dice::Words) -> Result<T, FateError> {
    let text = &quote_accented_keys(text);
    toml::from_str(text).map_err(|e| {
        let line = e
            .span()
            .map_or(0, |s| tirada_dice::complaint::line_and_column(text, s.start).0);
        syntax(line, e.message(), what)
    })
}

/// serde's complaint `message` about a file of `what` (a sheet: `thing-sheet-of`), on `line`
/// (0: the whole file).
pub fn syntax(line: usize, message: &str, what: tirada_dice::Words) -> FateError {
    FateError::Syntax {
        line,
        message: tirada_dice::complaint::complaint("", message, what).words,
    }
}

/// Quotes bare keys with non-ASCII letters (`Empatía = 3` → `"Empatía" = 3`), which the TOML
/// 1.0 parser refuses: at the start of a line and inside inline tables (`{ Puños = 2 }`).
/// Strings, comments and lines inside multi-line strings are left alone.
fn quote_accented_keys(text: &str) -> String {
    let mut in_multiline = false;
    let mut out = String::with_capacity(text.len() + 16);
    for line in text.lines() {
        let toggles = line.matches("\"\"\"").count() + line.matches("'''").count();
        if in_multiline {
            out.push_str(line);
        } else {
            out.push_str(&quote_line(line));
        }
        out.push('\n');
        if toggles % 2 == 1 {
            in_multiline = !in_multiline;
        }
    }
    out
}

/// One line of [`quote_accented_keys`]: a bare word right after the line's start, `{` or `,`
/// and right before `=` is a key.
fn quote_line(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::with_capacity(line.len() + 8);
    let (mut quote, mut key_may_start) = (None::<char>, true);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if let Some(q) = quote {
            out.push(c);
            if c == '\\' && q == '"' && i + 1 < chars.len() {
                out.push(chars[i + 1]);
                i += 1;
            } else if c == q {
                quote = None;
            }
            i += 1;
            continue;
        }
        let word = |j: usize| {
            chars
                .get(j)
                .is_some_and(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
        };
        if key_may_start && word(i) {
            let end = (i..chars.len()).find(|&j| !word(j)).unwrap_or(chars.len());
            let key: String = chars[i..end].iter().collect();
            let next = chars[end..].iter().find(|c| !c.is_whitespace());
            if !key.is_ascii() && next == Some(&'=') {
                out.push_str(&format!("\"{key}\""));
            } else {
                out.push_str(&key);
            }
            key_may_start = false;
            i = end;
            continue;
        }
        match c {
            '#' => {
                out.extend(&chars[i..]);
                break;
            }
            '"' | '\'' => quote = Some(c),
            '{' | ',' => key_may_start = true,
            c if c.is_whitespace() => {}
            _ => key_may_start = false,
        }
        out.push(c);
        i += 1;
    }
    out
}

/// Whether `name`, folded, was seen before (and remembers it). Comparing every pair was
/// quadratic: a sheet of 12,000 skills took seconds to check (issue #13).
pub(super) fn repeated(seen: &mut HashSet<String>, name: &str) -> bool {
    !seen.insert(fold(name))
}

#[cfg(test)]
mod tests {
    use super::quote_accented_keys;

    #[test]
    fn accented_keys_are_quoted_at_line_start_and_in_inline_tables() {
        let q = |s: &str| quote_accented_keys(s).trim_end().to_string();
        assert_eq!(q("Empatía = 3"), "\"Empatía\" = 3");
        assert_eq!(
            q("p = { nombre = \"Ñu, el de Puños = 2\", h = { Puños = 1, Armas = 2 } } # Coraje = 1"),
            "p = { nombre = \"Ñu, el de Puños = 2\", h = { \"Puños\" = 1, Armas = 2 } } # Coraje = 1"
        );
        assert_eq!(q("x = [\"Puños\"]"), "x = [\"Puños\"]");
        assert_eq!(q("t = \"\"\"\nPuños = 1\n\"\"\""), "t = \"\"\"\nPuños = 1\n\"\"\"");
    }
}
