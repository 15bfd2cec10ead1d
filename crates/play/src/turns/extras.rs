//! Extras' harm in the turn tracker (issue #16): an extra has no sheet at the table, so the
//! tracker keeps its engine state ([`Participant::harm`]) — Fate's stress tracks and
//! consequences, Hitos' Resistencia track, CHASIS' damage — and moves it with the same events a
//! table character's state takes (`golpe`, `dano`, …), through `play::change_state`. Its sheet
//! is never stored: it is made again from its name (and, in Fate, its skills) — the book's
//! example character of the system for Hitos and CHASIS, whose tracks an unnamed foe shares.

use super::tracker::{Participant, Turns};
use crate::error::PlayError;
use crate::model::{Character, System};
use crate::sheets;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tirada_dice::Words;

/// The sheet an extra is read with: its name and, in Fate, its skills. A Hitos extra takes
/// the example's numbers but none of its state: an unharmed track, no Drama (a *pnj*, H L103),
/// no temporary aspects, sequelae or spent skills.
pub(super) fn sheet(system: System, ruleset: &Value, name: &str, skills: &BTreeMap<String, i32>) -> Option<Value> {
    let mut s = match system {
        System::Fate => json!({"nombre": name, "habilidades": skills}),
        _ => sheets::example_json(system, ruleset)?,
    };
    s["nombre"] = json!(name);
    if let (System::Hitos, Some(map)) = (system, s.as_object_mut()) {
        for key in [
            "salud",
            "puntos_dramaticos",
            "aspectos_temporales",
            "secuelas",
            "agotados",
            "drogas",
            "trastornos",
        ] {
            map.remove(key);
        }
        map.insert("tipo".into(), json!("pnj"));
        map.insert("drama".into(), json!(0));
    }
    Some(s)
}

/// An extra's state at the start: its sheet's, as a new character's.
pub(super) fn start(system: System, ruleset: &Value, p: &Participant) -> Result<Option<Value>, PlayError> {
    let Some(s) = sheet(system, ruleset, &p.name, &p.skills) else {
        return Ok(None);
    };
    Ok(Some(crate::new_sheet(system, ruleset, &s)?.2))
}

/// Participant `i`'s harm after `event`, one of its system's state events (an extra only).
pub(super) fn changed(t: &Turns, i: usize, event: &Value) -> Result<Value, PlayError> {
    let p = &t.participants[i];
    let (Some(now), None) = (&p.harm, &p.character_id) else {
        return Err(
            PlayError::said_by(Words::key("play-turns-table-character").arg("name", p.name.as_str()))
                .on("participante"),
        );
    };
    let system = System::from_word(&t.system).ok_or_else(|| crate::error::unreadable("fight", "no system"))?;

    let extra = Character {
        id: String::new(),
        table_id: String::new(),
        owner: String::new(),
        name: p.name.clone(),
        sheet: sheet(system, &t.ruleset, &p.name, &p.skills).unwrap_or_default(),
        state: now.clone(),
    };
    crate::change_state(system, &t.ruleset, &extra, event)
}
