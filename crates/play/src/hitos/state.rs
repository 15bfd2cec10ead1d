//! Hitos characters' state at the table: the sheet's own `salud` (the Resistencia track) and
//! `puntos_dramaticos`, moved only by the engine's `hitos::events::apply` — a person's event
//! (damage by lethality, healing, rest, drama points spent or gained) or a roll's drama
//! movements (an aspect activated on it) as `Event::Rolled`.
//!
//! The stored state is those two keys of the sheet plus `resumen`, derived by the engine on
//! every change for the page (health state, boxes, penalty) and never read back.

use crate::error::PlayError;
use crate::model;
use serde_json::{json, Value};
use tirada_rules::hitos::drama::Reason;
use tirada_rules::hitos::events::{apply, Event};
use tirada_rules::hitos::roll::ROLLER;
use tirada_rules::hitos::sheet::ExhaustedUntil;
use tirada_rules::hitos::{drama, DramaEvent, Rules, Sheet};

/// The sheet's keys that change in play: health, drama points, and the aspects exhausted or
/// lost by exhausting them (H139, H151).
pub(crate) const KEYS: [&str; 5] = [
    "salud",
    "puntos_dramaticos",
    "agotados",
    "aspectos_temporales",
    "secuelas",
];

/// The state of a (validated) sheet, with its summary.
pub fn state_of(s: &Sheet) -> Value {
    let t = &s.health;
    json!({
        "salud": t,
        "puntos_dramaticos": s.points(),
        "agotados": s.exhausted,
        "aspectos_temporales": s.temporary_aspects,
        "secuelas": s.secuelas,
        "resumen": {"estado": t.state().word(), "casillas": t.boxes(), "resistencia": t.capacity(),
                    "perdidos": t.lost(), "penalizador": s.action_penalty(), "drama": s.drama},
    })
}

/// The engine's sheet now, as it plays (the ninja theorem on a first appearance, H815): the
/// stored sheet with the state the events brought it to.
pub fn current(c: &model::Character) -> Result<Sheet, PlayError> {
    let v = crate::model::with_state(c, &KEYS);
    let s = serde_json::from_value::<Sheet>(v)
        .map_err(|e| crate::error::unreadable("sheet", e))?
        .validated()
        .map_err(|e| PlayError::of(&e))?;
    Ok(s.playing())
}

fn moved(s: &Sheet, event: &Event, rules: &Rules, field: &str) -> Result<Value, PlayError> {
    let next = apply(s, event, rules).map_err(|e| PlayError::engine(field, &e))?;
    // The sheet's own checks (an NPC holds no drama points, L121) keep an event from leaving
    // a state that could not be written on a sheet.
    let next = next.validated().map_err(|e| PlayError::engine(field, &e))?;
    Ok(state_of(&next))
}

/// A state change asked by a person: one of the engine's events (`{"evento": "dano",
/// "points": 3, "lethality": "no_letal", "reason": "puñetazo"}`).
pub fn change_state(c: &model::Character, event: &Value) -> Result<Value, PlayError> {
    let event: Event = crate::request::event(event)?;
    moved(&current(c)?, &event, &Rules::default(), "event")
}

/// The state after a roll's drama movements (the roller named by the character), or `None`
/// when the roll moved no points.
pub fn after_roll(c: &model::Character, roll: &Value) -> Result<Option<Value>, PlayError> {
    let moves: Vec<DramaEvent> = serde_json::from_value(roll.get("drama").cloned().unwrap_or(json!([])))
        .map_err(|e| crate::error::unreadable("roll", e))?;
    after_moves(c, &moves, ROLLER, "tirada en la mesa", "aspecto")
}

/// The state after the drama movements of `moves` that are this character's: those of `role`,
/// the name the roll gives it (`tirador`, `activador`), and of its own name; an aspect it
/// exhausted is marked (H139; a temporary one is lost, H151). `None` when nothing moved.
pub fn after_moves(
    c: &model::Character,
    moves: &[DramaEvent],
    role: &str,
    reason: &str,
    field: &str,
) -> Result<Option<Value>, PlayError> {
    let mut s = current(c)?;
    let exhausted: Vec<String> = moves
        .iter()
        .filter(|e| e.who == role && e.reason == Reason::AspectoAgotado)
        .filter_map(|e| e.aspect.clone())
        .collect();
    for aspect in &exhausted {
        s.exhaust(aspect, ExhaustedUntil::default(), &Rules::default())
            .map_err(|e| PlayError::engine("agotar", &e))?;
    }
    let mine: Vec<DramaEvent> = moves
        .iter()
        .filter(|e| (e.who == role || e.who == s.name) && e.delta != 0)
        .cloned()
        .map(|mut e| {
            if e.who == role {
                e.who = s.name.clone();
            }
            e
        })
        .collect();
    if mine.is_empty() {
        return Ok((!exhausted.is_empty()).then(|| state_of(&s)));
    }
    let event = Event::Rolled {
        drama: mine,
        reason: reason.into(),
    };
    moved(&s, &event, &Rules::default(), field).map(Some)
}

/// The drama points a roll gives to others than its roller and the GM, by name: the player the
/// GM's activation for an NPC pays (H157).
pub fn given(roll: &Value) -> Vec<(String, i32)> {
    let moves: Vec<DramaEvent> =
        serde_json::from_value(roll.get("drama").cloned().unwrap_or(json!([]))).unwrap_or_default();
    moves
        .into_iter()
        .filter(|e| e.who != ROLLER && e.who != drama::GM && e.delta > 0)
        .map(|e| (e.who, e.delta))
        .collect()
}

/// The state event a roll's critical on an attack puts on its target (H213), with the
/// target's name: a temporary secuela lasting as the critical's kind says (H147).
pub fn target_secuela(roll: &Value) -> Option<(String, Value)> {
    let t = roll.get("target_secuela")?;
    let name = t.get("target")?.as_str()?.to_string();
    let event = json!({"evento": "secuela", "aspect": t.get("aspect")?, "duration": t.get("duration")?,
                       "reason": "crítico en un ataque (H213)"});
    Some((name, event))
}

/// The state after `event` for `c`, checked (a secuela for the target of a roll's critical).
pub fn checked(c: &model::Character, event: &Value, field: &str) -> Result<Value, PlayError> {
    let e: Event = crate::request::event(event)?;
    moved(&current(c)?, &e, &Rules::default(), field)?;
    Ok(event.clone())
}

/// The state event that gives character `c` the `points` a roll gave it (H157), checked to
/// apply to it.
pub fn gift(c: &model::Character, points: i32) -> Result<Value, PlayError> {
    let event = Event::GainedDrama {
        count: points,
        motive: Some(Reason::ActivacionDelDj),
        aspect: None,
        reason: "activación del director a favor de un PNJ".into(),
    };
    moved(&current(c)?, &event, &Rules::default(), "punto_para")?;
    serde_json::to_value(&event).map_err(crate::error::unwritable)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stored(sheet: Value) -> model::Character {
        crate::stored(crate::sheets::hitos_sheet(&sheet).unwrap())
    }

    fn ana() -> model::Character {
        stored(json!({"nombre": "Ana", "drama": 1,
            "caracteristicas": {"fortaleza": 4, "reflejos": 3, "intelecto": 3, "voluntad": 4}}))
    }

    #[test]
    fn damage_and_drama_move_through_the_engine() {
        let mut c = ana();
        assert_eq!(c.state["resumen"]["casillas"], "··················");
        c.state = change_state(&c, &json!({"evento": "dano", "points": 7, "reason": "espada"})).unwrap();
        assert_eq!(c.state["resumen"]["estado"], "herido");
        assert_eq!(c.state["resumen"]["penalizador"], -2);
        assert_eq!(current(&c).unwrap().action_penalty(), -2, "rolls see the state");
        let spent = change_state(&c, &json!({"evento": "gastar_drama", "count": 1, "reason": "pista"})).unwrap();
        assert_eq!(spent["puntos_dramaticos"], 0);
        c.state = spent;
        let e = change_state(&c, &json!({"evento": "gastar_drama", "count": 1, "reason": "otra"})).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("event"));
        assert!(e.message().starts_with("drama-not-enough"), "{e}");
        assert!(change_state(&c, &json!({"evento": "volar"})).is_err());
    }

    #[test]
    fn the_summary_follows_a_sheet_edit() {
        let mut c = ana();
        c.sheet["caracteristicas"]["fortaleza"] = json!(6);
        let now = crate::state_now(crate::model::System::Hitos, &json!({}), &c);
        assert_eq!(
            (
                c.state["resumen"]["resistencia"].as_i64(),
                now["resumen"]["resistencia"].as_i64()
            ),
            (Some(18), Some(24))
        );
    }

    #[test]
    fn a_positive_activation_spends_the_rollers_point() {
        let c = ana();
        let roll = json!({"drama": [{"who": ROLLER, "delta": -1, "reason": "activacion_positiva"}]});
        assert_eq!(after_roll(&c, &roll).unwrap().unwrap()["puntos_dramaticos"], 0);
        let against = json!({"drama": [{"who": ROLLER, "delta": 1, "reason": "activacion_del_dj"}]});
        assert_eq!(after_roll(&c, &against).unwrap().unwrap()["puntos_dramaticos"], 2);
        assert_eq!(after_roll(&c, &json!({"drama": []})).unwrap(), None);
        let npc = stored(json!({"nombre": "Guardia", "tipo": "pnj",
            "caracteristicas": {"fortaleza": 3, "reflejos": 3, "intelecto": 3, "voluntad": 3}}));
        let e = after_roll(&npc, &roll).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("aspecto"));
    }
}
