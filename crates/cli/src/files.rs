//! Reading a file the user named on the command line, with one clear sentence when it fails.

use crate::error::CliError;
use crate::lang::Lang;
use std::path::Path;

/// Why a read failed, in the user's language.
fn why(e: &std::io::Error, lang: Lang) -> String {
    match (e.kind(), lang) {
        (std::io::ErrorKind::NotFound, Lang::Es) => "no existe".to_string(),
        (std::io::ErrorKind::NotFound, Lang::En) => "it does not exist".to_string(),
        _ => e.to_string(),
    }
}

/// The text of `path`, given with `flag`; a missing or unreadable file is bad input (exit 2):
/// "--reglas: no se pudo leer «x»: no existe".
pub fn read_text(path: &Path, flag: &str, lang: Lang) -> Result<String, CliError> {
    std::fs::read_to_string(path).map_err(|e| {
        let (shown, why) = (path.display(), why(&e, lang));
        CliError::input(match lang {
            Lang::Es => format!("{flag}: no se pudo leer «{shown}»: {why}"),
            Lang::En => format!("{flag}: could not read '{shown}': {why}"),
        })
    })
}

/// The same, naming what the file is instead of the flag:
/// "no se pudo leer la ficha «x»: no existe".
pub fn read_named(path: &Path, what_es: &str, what_en: &str, lang: Lang) -> Result<String, CliError> {
    std::fs::read_to_string(path).map_err(|e| {
        let (shown, why) = (path.display(), why(&e, lang));
        CliError::input(match lang {
            Lang::Es => format!("no se pudo leer {what_es} «{shown}»: {why}"),
            Lang::En => format!("could not read {what_en} '{shown}': {why}"),
        })
    })
}
