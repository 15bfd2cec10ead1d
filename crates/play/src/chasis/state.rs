//! CHASIS characters' state at the table: the sheet's own `[estado]` (energy, damage and pain,
//! transient qualities), moved only by the engine's `chasis::state_events::apply` — a person's
//! event, or the energy a roll spends (`energia` of the request) as `Event::Spent`.
//!
//! The stored state is the sheet's `estado` keys plus `resumen`, derived by the engine on every
//! change for the page (dead, knocked out, the energy balance) and never read back.

use crate::error::PlayError;
use crate::model;
use serde_json::{json, Value};
use tirada_dice::Words;
use tirada_rules::chasis::energy::EnergySpend;
use tirada_rules::chasis::sheet::State;
use tirada_rules::chasis::state_events::{apply, Event};
use tirada_rules::chasis::{ChasisError, Ruleset, Sheet};

/// The state of a sheet, with its summary.
pub fn state_of(s: &Sheet, r: &Ruleset) -> Value {
    let mut v = serde_json::to_value(&s.state).unwrap_or_else(|_| json!({}));
    let h = s.state.harm;
    v["resumen"] = json!({"muerto": h.dead(&r.auxiliaries), "inconsciente": h.knocked_out(&r.auxiliaries),
                          "balance": s.state.energy.balance(), "limite_dano": r.auxiliaries.death_damage,
                          "limite_dolor": r.auxiliaries.unconscious_pain});
    v
}

/// The engine's sheet now: the stored sheet with the state the events brought it to.
pub fn current(c: &model::Character) -> Result<Sheet, PlayError> {
    let mut s: Sheet = serde_json::from_value(c.sheet.clone()).map_err(|e| crate::error::unreadable("sheet", e))?;
    let mut now = c.state.clone();
    if let Some(map) = now.as_object_mut().filter(|m| !m.is_empty()) {
        map.remove("resumen");
        s.state = serde_json::from_value::<State>(now).map_err(|e| crate::error::unreadable("state", e))?;
    }
    Ok(s)
}

fn error(field: &str, e: ChasisError) -> PlayError {
    PlayError::engine(field, &e)
}

/// A state change asked by a person: one of the engine's events (`{"evento": "dano", "pd": 3,
/// "reason": "hachazo"}`).
pub fn change_state(ruleset: &Value, c: &model::Character, event: &Value) -> Result<Value, PlayError> {
    let r = super::rules::parse_ruleset(ruleset)?;
    let event: Event = crate::request::event(event)?;
    let next = apply(&current(c)?, &event, &r).map_err(|e| error("event", e))?;
    Ok(state_of(&next, &r))
}

/// The state after a roll that spent energy (`energia` of the request), or `None` without any.
pub fn after_roll(r: &Ruleset, c: &model::Character, request: &Value) -> Result<Option<Value>, PlayError> {
    let spend: EnergySpend = match request.get("energia") {
        None | Some(Value::Null) => return Ok(None),
        Some(v) => crate::request::read(&json!({ "energia": v }), Words::key("thing-energy"))
            .map(|w: std::collections::BTreeMap<String, EnergySpend>| w["energia"])?,
    };
    if spend.is_empty() {
        return Ok(None);
    }
    let event = Event::Spent {
        spend,
        reason: "tirada en la mesa".into(),
    };
    let next = apply(&current(c)?, &event, r).map_err(|e| error("energia", e))?;
    Ok(Some(state_of(&next, r)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gilius() -> model::Character {
        let text = tirada_rules::chasis::examples::example("gilius").unwrap();
        crate::stored(crate::sheets::chasis_sheet(&json!({}), &json!({ "toml": text })).unwrap())
    }

    #[test]
    fn damage_pain_and_energy_move_through_the_engine() {
        let mut c = gilius();
        assert_eq!(c.state["heridas"]["dano"], 0);
        c.state = change_state(&json!({}), &c, &json!({"evento": "dano", "pd": 13, "reason": "dragón"})).unwrap();
        assert_eq!(c.state["resumen"]["muerto"], true);
        c.state = change_state(&json!({}), &c, &json!({"evento": "enfasis", "py": 2, "reason": "idea"})).unwrap();
        assert_eq!(c.state["energia"]["enfasis"], 2);
        let r = Ruleset::book();
        let spent = after_roll(&r, &c, &json!({"energia": {"enfasis_mod": 2}}))
            .unwrap()
            .unwrap();
        assert_eq!(spent["energia"]["enfasis"], 0);
        c.state = spent;
        let e = after_roll(&r, &c, &json!({"energia": {"enfasis_mod": 1}})).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("energia"));
        assert_eq!(after_roll(&r, &c, &json!({"mod": 1})).unwrap(), None);
        let e = change_state(&json!({}), &c, &json!({"evento": "dano", "pd": 0, "reason": "x"})).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("event"));
        // Issue 25 point 16: a sentence naming the missing key, not serde's English.
        let e = change_state(&json!({}), &c, &json!({"evento": "dano", "pd": 3})).unwrap_err();
        assert_eq!(
            (e.field.as_deref(), e.message().as_str()),
            (Some("event"), "serde-missing-field{what=thing-event, key=\"reason\"}")
        );
        let e = change_state(&json!({}), &c, &json!({"evento": "volar"})).unwrap_err();
        assert_eq!(e.key(), "serde-unknown-variant", "{e:?}");
        assert!(
            e.message()
                .contains("field=\"evento\", what=thing-event, given=\"volar\""),
            "{e:?}"
        );
    }
}
