//! Pieces of wording the combat log's lines share: a roll's faces and the turns lost.

use crate::lang::Lang;
use tirada_rules::portal::Transcript;

pub fn faces(t: &Transcript) -> String {
    let mut by: Vec<String> = Vec::new();
    for colour in tirada_rules::portal::Colour::ALL {
        let f: Vec<String> = t
            .dice
            .iter()
            .filter(|d| d.colour == colour)
            .map(|d| d.face.to_string())
            .collect();
        if !f.is_empty() {
            by.push(format!("{} {}", colour.word(), f.join(",")));
        }
    }
    format!("[{}]", by.join(" · "))
}

/// "turno sin actuar" or "turnos sin actuar", by the count.
pub fn turns_lost(n: u8, lang: Lang) -> String {
    match (n, lang) {
        (1, _) => format!("1 {}", lang.pick("turno sin actuar", "turn lost")),
        (n, _) => format!("{n} {}", lang.pick("turnos sin actuar", "turns lost")),
    }
}
