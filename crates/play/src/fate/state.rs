//! Fate characters' state at the table: the sheet's own `pp`, `estres`, `consecuencias` and
//! `seguidores`, moved only by the engine's `fate::changes::apply` — a person's change (a hit
//! on a stress track, a consequence, a recovery, the scene's end, a PP movement) or the PP a
//! roll spends for +1 each (L67) as `Change::Rolled`.
//!
//! The stored state is those keys of the sheet plus `resumen`, derived by the engine on every
//! change for the page and never read back.

use crate::error::PlayError;
use crate::model;
use serde_json::{json, Value};
use tirada_rules::fate::changes::{apply, field, Change};
use tirada_rules::fate::consequence::due;
use tirada_rules::fate::{Character, Due, Rules, Sheet};

/// The sheet's keys that change in play.
pub(crate) const KEYS: [&str; 4] = ["pp", "estres", "consecuencias", "seguidores"];

/// The state of a character, with its summary.
pub fn state_of(ch: &Character, rules: &Rules) -> Value {
    let s = ch.to_sheet();
    let next = match due(&ch.consequences, rules.max_consequences, rules.consequence_model) {
        Due::Take(severity) => severity.word(),
        Due::TakenOut => "fuera_de_combate",
    };
    json!({
        "pp": ch.pp.pp, "estres": s.estres, "consecuencias": s.consecuencias, "seguidores": s.seguidores,
        "resumen": {"pp_max": ch.pp.max, "penalizador": ch.penalty(rules), "siguiente_consecuencia": next},
    })
}

/// The engine's character now: the stored sheet with the state the changes brought it to.
pub fn current(c: &model::Character, rules: &Rules) -> Result<Character, PlayError> {
    let v = crate::model::with_state(c, &KEYS);
    let mut sheet = serde_json::from_value::<Sheet>(v).map_err(|e| crate::error::unreadable("sheet", e))?;
    // A sheet edited since (a power with boxes, Resistencia raised) may have tracks of another
    // length: the marks that still have a box stay.
    let written = std::mem::take(&mut sheet.estres);
    let fresh = sheet.check(rules).map_err(|e| PlayError::of(&e))?;
    let fit = |pattern: Option<String>, len: usize| {
        pattern.map(|p| {
            let mut boxes: Vec<char> = p.chars().take(len).collect();
            boxes.resize(len, '.');
            boxes.into_iter().collect::<String>()
        })
    };
    sheet.estres.salud = fit(written.salud, fresh.health.len());
    sheet.estres.serenidad = fit(written.serenidad, fresh.composure.len());
    sheet.check(rules).map_err(|e| PlayError::of(&e))
}

fn moved(c: &model::Character, change: &Change, at: Option<&str>) -> Result<Value, PlayError> {
    let rules = Rules::default();
    let next =
        apply(&current(c, &rules)?, change, &rules).map_err(|e| PlayError::engine(at.unwrap_or(field(&e)), &e))?;
    Ok(state_of(&next, &rules))
}

/// A state change asked by a person: one of the engine's changes (`{"evento": "golpe",
/// "stress": 3, "track": "salud", "reason": "puñetazo"}`).
pub fn change_state(c: &model::Character, event: &Value) -> Result<Value, PlayError> {
    let change: Change = crate::request::event(event)?;
    moved(c, &change, Some("event"))
}

/// The state after a roll that spent `pp` power points for +1 each, or `None` without any.
pub fn after_roll(c: &model::Character, pp: u32) -> Result<Option<Value>, PlayError> {
    if pp == 0 {
        return Ok(None);
    }
    let change = Change::Rolled {
        bonus: pp,
        reason: "tirada en la mesa".into(),
    };
    moved(c, &change, Some("pp")).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rita() -> model::Character {
        crate::stored(
            crate::sheets::fate_sheet(&json!({"nombre": "Rita", "pp": 1, "habilidades": {"Pelear": 3}})).unwrap(),
        )
    }

    #[test]
    fn hits_consequences_and_pp_move_through_the_engine() {
        let mut c = rita();
        assert_eq!(c.state["estres"]["salud"], ".....");
        c.state = change_state(
            &c,
            &json!({"evento": "golpe", "stress": 2, "track": "salud", "reason": "puñetazo"}),
        )
        .unwrap();
        assert_eq!(c.state["estres"]["salud"], ".x...");
        let hit = json!({"evento": "golpe", "stress": 1, "track": "serenidad", "reason": "insulto",
                         "absorb": {"absorb": "consecuencia"}, "description": "Humillada"});
        c.state = change_state(&c, &hit).unwrap();
        assert_eq!(c.state["consecuencias"][0]["gravedad"], "leve");
        assert_eq!(c.state["resumen"]["penalizador"], -1);
        assert_eq!(current(&c, &Rules::default()).unwrap().penalty(&Rules::default()), -1);
        c.state = after_roll(&c, 1).unwrap().unwrap();
        assert_eq!(c.state["pp"], 0);
        let e = after_roll(&c, 1).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("pp"));
        assert_eq!(after_roll(&c, 0).unwrap(), None);
        let e = change_state(
            &c,
            &json!({"evento": "pp", "pp": {"reason": "bonificador"}, "reason": "x"}),
        )
        .unwrap_err();
        assert!(e.message().starts_with("fate-no-pp"), "{e}");
        // A sheet edited to a longer track keeps the marks.
        c.sheet["poderes"] = json!([{"nombre": "Piel de piedra", "casillas_salud": 1, "coste": 0}]);
        assert_eq!(current(&c, &Rules::default()).unwrap().health.pattern(), ".x....");
    }
}
