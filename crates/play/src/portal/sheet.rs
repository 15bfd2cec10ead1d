//! PORTAL characters at the table are the engine's own: `tirada_rules::portal::Character` (the
//! sheet of `docs/portal-sheet.md`, as JSON or its TOML file), its state changed only by the
//! engine's events through `portal::apply` — a roll's effects as `Event::Rolled`, anything else
//! (damage, discomfort, PP...) as the event a person asks for.

use super::rules::rules_of;
use crate::error::PlayError;
use crate::model;
use serde_json::Value;
use tirada_dice::Words;
use tirada_rules::portal::{apply, derived, Character, Derived, Effects, Event, RollChanges, SheetError, State};

fn sheet_error(e: SheetError) -> PlayError {
    match &e {
        SheetError::Field { field, message } => crate::fields::sheet_refusal(field, true, message.as_str()),
        SheetError::Syntax { .. } => PlayError::engine("toml", &e),
        SheetError::Wrong { field, error } => crate::fields::sheet_refusal(field, true, error.clone()),
    }
}

fn json<T: serde::Serialize>(t: &T) -> Result<Value, PlayError> {
    serde_json::to_value(t).map_err(crate::error::unwritable)
}

/// Validates a new sheet (`{"toml": "..."}` or the sheet's JSON): (name, sheet, starting state).
pub fn new_sheet(ruleset: &Value, v: &Value) -> Result<(String, Value, Value), PlayError> {
    let c = parse(ruleset, v)?;
    Ok((c.name.clone(), json(&c)?, json(&c.state)?))
}

/// What a sheet being edited implies (`tirada portal ficha --json` shows the same): it is
/// checked as a new sheet is, and nothing is stored.
pub fn derived_values(ruleset: &Value, v: &Value) -> Result<Derived, PlayError> {
    Ok(derived(&parse(ruleset, v)?, &rules_of(ruleset)))
}

/// The engine's character from `{"toml": "..."}` or the sheet's JSON, validated.
fn parse(ruleset: &Value, v: &Value) -> Result<Character, PlayError> {
    let rules = rules_of(ruleset);
    let toml = v
        .as_object()
        .filter(|m| m.len() == 1)
        .and_then(|m| m.get("toml"))
        .and_then(Value::as_str);
    match toml {
        Some(text) => Character::from_toml(text, &rules).map_err(sheet_error),
        None => crate::request::read::<Character>(v, Words::key("thing-sheet-of").arg("system", "PORTAL"))?
            .validated(&rules)
            .map_err(sheet_error),
    }
}

/// The engine's character: the sheet with the state the events have brought it to.
pub fn character(c: &model::Character) -> Result<Character, PlayError> {
    let mut ch: Character =
        serde_json::from_value(c.sheet.clone()).map_err(|e| crate::error::unreadable("sheet", e))?;
    ch.state = serde_json::from_value(c.state.clone()).map_err(|e| crate::error::unreadable("state", e))?;
    Ok(ch)
}

/// The state after a roll's effects (R13–R17b), from the state `before` it.
pub fn after_roll(
    c: &model::Character,
    before: &Value,
    effects: &Effects,
    ruleset: &Value,
) -> Result<Value, PlayError> {
    let mut ch = character(c)?;
    ch.state = serde_json::from_value::<State>(before.clone()).map_err(|e| crate::error::unreadable("state", e))?;
    let event = Event::Rolled {
        changes: effects.into(),
        reason: "tirada en la mesa".into(),
    };
    let next = apply(&ch, &event, &rules_of(ruleset)).map_err(|e| PlayError::of(&e))?;
    json(&next.state)
}

/// The state after what a roll's request alone spends (issue 25 point 18): its luck dice, all
/// thrown from the pool, the PP paid before the throw (bought aces, a temporary specialty) and
/// the lost luck die it tempts (B338–B340), held until the reveal.
pub fn reserved(
    ruleset: &Value,
    req: &super::request::PortalRequest,
    c: &model::Character,
) -> Result<Value, PlayError> {
    let changes = RollChanges {
        suerte_spent: req.spec.green,
        pp_spent: req.pp_aces.saturating_add(u8::from(req.spec.temporary_specialty)),
        suerte_tentada: req.spec.tempt,
        ..RollChanges::default()
    };
    let event = Event::Rolled {
        changes,
        reason: "reservado por una tirada oculta".into(),
    };
    let mut next = apply(&character(c)?, &event, &rules_of(ruleset)).map_err(|e| PlayError::of(&e))?;
    // The lost die tempted is held for this roll (B340); the reveal releases it, won back or
    // not (the roll's own state does not hold it).
    next.state.tempting += u8::from(req.spec.tempt);
    json(&next.state)
}

/// A state change asked by a person: one of the engine's events (`{"evento": "malestar",
/// "count": 1, "reason": "veneno"}`).
pub fn change_state(c: &model::Character, event: &Value, ruleset: &Value) -> Result<Value, PlayError> {
    let event: Event = crate::request::event(event)?;
    let next = apply(&character(c)?, &event, &rules_of(ruleset)).map_err(|e| PlayError::engine("event", &e))?;
    json(&next.state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn stored(sheet: Value) -> model::Character {
        crate::stored(new_sheet(&json!({}), &sheet).unwrap())
    }

    #[test]
    fn sheets_are_the_engines_and_name_the_field_at_fault() {
        let c = stored(
            json!({"nombre": "Ana", "fortalezas": [{"nombre": "Espada", "nivel": 2}],
                              "estado": {"malestar": 1}}),
        );
        assert_eq!(c.name, "Ana");
        assert_eq!(c.state["malestar"], 1);
        assert_eq!(c.state["suerte"], 3, "a protagonist starts with full luck");
        let e = new_sheet(
            &json!({}),
            &json!({"nombre": "Ana", "fortalezas": [{"nombre": "X", "nivel": 9}]}),
        )
        .unwrap_err();
        assert!(e.field.as_deref().unwrap_or("").starts_with("fortalezas[0]"), "{e:?}");
        let e = new_sheet(&json!({}), &json!({"toml": "nombre = "})).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("toml"));
    }

    #[test]
    fn rolls_and_events_move_the_state_through_the_engine() {
        let c = stored(json!({"nombre": "Ana", "estado": {"malestar": 2}}));
        let effects = Effects {
            malestar_removed: 1,
            suerte_spent: 1,
            ..Effects::default()
        };
        let after = after_roll(&c, &c.state, &effects, &json!({})).unwrap();
        assert_eq!(
            (after["malestar"].as_u64(), after["suerte"].as_u64()),
            (Some(1), Some(2))
        );
        let next = change_state(
            &c,
            &json!({"evento": "malestar", "count": 1, "reason": "veneno"}),
            &json!({}),
        )
        .unwrap();
        assert_eq!(next["malestar"], 3);
        assert!(change_state(&c, &json!({"evento": "volar"}), &json!({})).is_err());
    }
}
