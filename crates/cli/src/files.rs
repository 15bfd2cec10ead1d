//! Reading a file the user named on the command line, with one clear sentence when it fails.

use crate::error::CliError;
use crate::lang::Lang;
use std::path::Path;

/// Why a read failed, in the user's language.
fn why(e: &std::io::Error, lang: Lang) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => lang.w("files-does-not-exist"),
        _ => e.to_string(),
    }
}

/// The text of `path`, given with `flag`; a missing or unreadable file is bad input (exit 2):
/// "--reglas: no se pudo leer «x»: no existe".
pub fn read_text(path: &Path, flag: &str, lang: Lang) -> Result<String, CliError> {
    std::fs::read_to_string(path).map_err(|e| {
        let (shown, why) = (path.display(), why(&e, lang));
        CliError::input(lang.t(
            "files-could-not-read",
            &[
                ("flag", flag.to_string().into()),
                ("shown", shown.to_string().into()),
                ("why", why.to_string().into()),
            ],
        ))
    })
}

/// What a file named on the command line is, as the sentence that cannot read it names it.
#[derive(Clone, Copy)]
pub enum What {
    Sheet,
    Conflict,
    Encounter,
    EventLog,
    Log,
    File,
}

/// The same, naming what the file is instead of the flag:
/// "no se pudo leer la ficha «x»: no existe".
pub fn read_named(path: &Path, what: What, lang: Lang) -> Result<String, CliError> {
    std::fs::read_to_string(path).map_err(|e| {
        let what = match what {
            What::Sheet => "sheet",
            What::Conflict => "conflict",
            What::Encounter => "encounter",
            What::EventLog => "event-log",
            What::Log => "log",
            What::File => "file",
        };
        let args = [
            ("what", what.into()),
            ("shown", path.display().to_string().into()),
            ("why", why(&e, lang).into()),
        ];
        CliError::input(lang.t("files-could-not-read-named", &args))
    })
}
