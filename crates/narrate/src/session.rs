//! What a campaign's sessions say (issue 32): `tirada verify`'s lines about them and the
//! boundary's changes as `tirada SYSTEM ficha --fin-de-sesion` prints them.

use crate::text::Lang;

/// `tirada verify`'s line about a log's sessions: how many, and the rolls of the open one
/// that cannot be checked yet. Nothing for a log of one session with its seed revealed.
pub fn verified(lang: Lang, sessions: usize, sealed: usize) -> Option<String> {
    (sessions > 1 || sealed > 0).then(|| {
        lang.t(
            "verify-sessions",
            &[("sessions", sessions.into()), ("sealed", sealed.into())],
        )
    })
}

/// The heading of the changes a session boundary made to a sheet.
pub fn boundary_heading(lang: Lang, name: &str, changes: usize) -> String {
    lang.t(
        "boundary-heading",
        &[("name", name.into()), ("changes", changes.into())],
    )
}

/// Why `tirada portal ficha --fin-de-sesion` takes no `--regla`, `--eventos` nor `--guardar`.
pub fn boundary_alone(lang: Lang) -> String {
    lang.t("boundary-alone", &[])
}
