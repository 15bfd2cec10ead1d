//! Reading a file the user named on the command line, with one clear sentence when it fails.

use crate::error::CliError;
use crate::lang::Lang;
use std::path::Path;

/// The text of `path`, given with `flag`; a missing or unreadable file is bad input (exit 2).
pub fn read_text(path: &Path, flag: &str, lang: Lang) -> Result<String, CliError> {
    std::fs::read_to_string(path).map_err(|e| {
        let shown = path.display();
        let why = match (e.kind(), lang) {
            (std::io::ErrorKind::NotFound, Lang::Es) => "no existe".to_string(),
            (std::io::ErrorKind::NotFound, Lang::En) => "it does not exist".to_string(),
            _ => e.to_string(),
        };
        CliError::input(match lang {
            Lang::Es => format!("{flag}: no se pudo leer «{shown}»: {why}"),
            Lang::En => format!("{flag}: could not read '{shown}': {why}"),
        })
    })
}
