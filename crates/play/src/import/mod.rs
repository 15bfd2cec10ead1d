//! Characters brought from elsewhere (issue #27, «Bring your characters»): a file another
//! program wrote — a Fari character (its Fate templates, [`fari`]) or an actor of Foundry VTT's
//! Hitos system ([`foundry`]) — read into a tirada sheet, checked by its system's engine as
//! any new sheet ([`crate::new_sheet`]), with what was carried over and what was left out said
//! in both languages. `tirada importar` and the table's «Importar» call [`import`] alike.

mod draft;
mod fari;
mod foundry;

pub use draft::Note;
use draft::{refuse, Draft};
use tirada_dice::Words;

use crate::error::PlayError;
use crate::model::System;
use serde_json::Value;

/// Which program wrote the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Fari,
    FoundryHitos,
}

impl Format {
    pub fn word(self) -> &'static str {
        match self {
            Format::Fari => "fari",
            Format::FoundryHitos => "foundry-hitos",
        }
    }
}

/// Whether some program's characters can be brought into a sheet of `system`.
pub fn imports_to(system: System) -> bool {
    matches!(system, System::Fate | System::Hitos)
}

/// A sheet read from another program's file.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    pub format: Format,
    pub system: System,
    pub name: String,
    /// The sheet as the engine checked it (the JSON the table stores).
    pub sheet: Value,
    /// The same sheet as a tirada TOML file.
    pub toml: String,
    /// What was carried over, and where to.
    pub mapped: Vec<Note>,
    /// What was left out, and why.
    pub dropped: Vec<Note>,
}

/// Reads `text`, a Fari character or a Foundry Hitos actor; `table` is the system the sheet
/// must be of (a table's), if any. A file of another program, a cut-off file, a character of
/// another system or one its engine refuses is one sentence, es and en.
pub fn import(text: &str, table: Option<System>) -> Result<Imported, PlayError> {
    let v: Value = serde_json::from_str(text).map_err(|e| {
        if e.classify() == serde_json::error::Category::Eof {
            refuse(Words::key("play-import-cut"))
        } else {
            neither()
        }
    })?;
    let (format, system, draft) = if fari::is_fari(&v) {
        (Format::Fari, System::Fate, fari::read(&v)?)
    } else if foundry::is_actor(&v) {
        (Format::FoundryHitos, System::Hitos, foundry::read(&v)?)
    } else {
        return Err(neither());
    };
    if let Some(t) = table.filter(|t| *t != system) {
        return Err(refuse(
            Words::key("play-import-other-system")
                .arg("system", system.title())
                .arg("table", t.title()),
        ));
    }
    checked(format, system, draft)
}

fn neither() -> PlayError {
    refuse(Words::key("play-import-neither"))
}

/// The draft checked by its system's engine, and written as TOML.
fn checked(format: Format, system: System, d: Draft) -> Result<Imported, PlayError> {
    let ruleset = crate::ruleset(system, None)?;
    let (name, sheet, _) = crate::new_sheet(system, &ruleset, &Value::Object(d.sheet))
        .map_err(|e| PlayError::said_by(Words::key("import-invalid-sheet").arg("why", e.words())).on("fichero"))?;
    let toml = toml::to_string(&sheet).map_err(crate::error::unwritable)?;
    Ok(Imported {
        format,
        system,
        name,
        sheet,
        toml,
        mapped: d.mapped,
        dropped: d.dropped,
    })
}

#[cfg(test)]
mod tests;
