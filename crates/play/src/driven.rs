//! The character drives the roll: a roll (or the odds) asked for a character takes what the
//! character holds from its sheet and state, so a request may not contradict them — PORTAL's
//! discomfort and wound dice and luck (R2), the Hitos característica and habilidad and the Fate
//! skill a sheet holds, points a character cannot pay (a Hitos aspect without drama points, Fate
//! PP, CHASIS énfasis). [`panel`] tells a client those values before it asks.

use super::fields::object;
use super::{chasis, fate, hitos, portal};
use crate::error::PlayError;
use crate::model::{Character, System, TableSettings};
use serde_json::{json, Map, Value};
use tirada_dice::Words;

/// Refuses a request for `c` that contradicts what the character holds or asks for something
/// it cannot pay; one sentence naming the character.
pub fn check(system: System, ruleset: &Value, request: &Value, c: &Character) -> Result<(), PlayError> {
    let map = object(request, Words::key("thing-roll-request"))?;
    match system {
        System::Portal => portal(&portal::request::normalise(request)?, c),
        System::Hitos => {
            let s = hitos::state::current(c)?;
            let k = s.characteristics;
            let chars = [k.fortaleza, k.reflejos, k.intelecto, k.voluntad].map(i64::from);
            from_sheet(map, "car", &chars, c)?;
            let skills: Vec<i64> = s.skills.iter().map(|x| i64::from(x.rating)).chain([0]).collect();
            from_sheet(map, "hab", &skills, c)?;
            // H125, H139, H155: what the roller pays for an activation in its favour.
            let req = hitos::request(request)?;
            match req.aspecto.is_some() {
                true => hitos::played::payable(&req, Some(&s), &hitos::rules(ruleset))
                    .map(|_| ())
                    .map_err(hitos::played::Failure::said),
                false => Ok(()),
            }
        }
        System::Fate => {
            let ch = fate::state::current(c, &tirada_rules::fate::Rules::default())?;
            let skills: Vec<i64> = ch.skills.values().map(|v| i64::from(*v)).chain([0]).collect();
            from_sheet(map, "hab", &skills, c)?;
            let pp = map.get("pp").and_then(Value::as_u64).unwrap_or(0) as u32;
            fate::state::after_roll(c, pp).map(|_| ())
        }
        System::Chasis => chasis::state::after_roll(&chasis::parse_ruleset(ruleset)?, c, request).map(|_| ()),
        System::Mirilla => Ok(()),
    }
}

/// A value the sheet holds (`car`, `hab`) given as a number must be one the sheet has: a
/// characteristic's, a skill's (or 0, unskilled); best named (`caracteristica`, `habilidad`).
fn from_sheet(map: &Map<String, Value>, key: &str, held: &[i64], c: &Character) -> Result<(), PlayError> {
    let Some(v) = map.get(key).filter(|v| !v.is_null()) else {
        return Ok(());
    };
    if v.as_i64().is_some_and(|n| held.contains(&n)) {
        return Ok(());
    }
    let what = if key == "car" { "characteristic" } else { "skill" };
    Err(PlayError::said_by(
        Words::key("play-driven-not-on-sheet")
            .arg("name", c.name.as_str())
            .arg("what", what)
            .arg("value", v.to_string()),
    )
    .on(key))
}

fn count(map: &Map<String, Value>, key: &str, typed: &str) -> Option<i64> {
    match map.get(key).and_then(Value::as_i64) {
        Some(n) => Some(n),
        None => map.get(typed).and_then(Value::as_array).map(|a| a.len() as i64),
    }
}

/// PORTAL (R2): every discomfort die is thrown, wound dice up to those held (the rest set aside
/// as a penalty, R8); a Fortaleza's level must be one the character has (luck and PP spent are
/// checked by the roll itself, `portal::check_spending`).
fn portal(map: &Map<String, Value>, c: &Character) -> Result<(), PlayError> {
    let ch = portal::sheet::character(c)?;
    let (discomfort, wounds) = (i64::from(ch.state.discomfort), i64::from(ch.state.wounds));
    if let Some(n) = count(map, "malestar", "negros").filter(|n| *n != discomfort) {
        return Err(PlayError::said_by(
            Words::key("play-driven-discomfort")
                .arg("name", c.name.as_str())
                .arg("held", discomfort)
                .arg("given", n),
        )
        .on("malestar"));
    }
    let thrown = count(map, "heridas", "rojos").unwrap_or(wounds);
    if thrown > wounds {
        return Err(PlayError::said_by(
            Words::key("play-driven-wounds")
                .arg("name", c.name.as_str())
                .arg("held", wounds)
                .arg("given", thrown),
        )
        .on("heridas"));
    }
    let aside = map.get("heridas_sin_tirar").and_then(Value::as_i64);
    if aside.is_some_and(|a| a != wounds - thrown) {
        return Err(PlayError::said_by(
            Words::key("play-driven-wounds-aside")
                .arg("name", c.name.as_str())
                .arg("held", wounds)
                .arg("thrown", thrown)
                .arg("aside", wounds - thrown),
        )
        .on("heridas_sin_tirar"));
    }
    let mut held: Vec<u8> = ch.fortes.iter().map(|f| f.level).collect();
    for level in super::fields::int_list(map, "fortaleza")?.unwrap_or_default() {
        match held.iter().position(|l| i64::from(*l) == level) {
            Some(i) => {
                held.remove(i);
            }
            None => {
                return Err(PlayError::said_by(
                    Words::key("play-driven-forte")
                        .arg("name", c.name.as_str())
                        .arg("level", level)
                        .arg("superhuman", false),
                )
                .on("fortaleza"))
            }
        }
    }
    // S55, S57: a superhuman level, in full or a medias, is one of the sheet's superhuman ones.
    let superhuman: Vec<i64> = ch
        .fortes
        .iter()
        .filter(|f| f.superhuman)
        .map(|f| i64::from(f.level))
        .collect();
    let full = super::fields::int_list(map, "sobrehumana")?.unwrap_or_default();
    let partial = super::fields::int(map, "parcial_sobrehumana")?
        .filter(|l| *l > 0)
        .map(i64::from);
    let asked = full
        .into_iter()
        .map(|l| ("sobrehumana", l))
        .chain(partial.map(|l| ("parcial_sobrehumana", l)));
    for (key, level) in asked {
        if !superhuman.contains(&level) {
            return Err(PlayError::said_by(
                Words::key("play-driven-forte")
                    .arg("name", c.name.as_str())
                    .arg("level", level)
                    .arg("superhuman", true),
            )
            .on(key));
        }
    }
    Ok(())
}

/// What a roll panel shows for `c`: the values the server takes from the character
/// (`from_state`, request keys a client need not send), what it can spend, what its sheet
/// offers by name, and who sets the difficulty and may type dice.
pub fn panel(
    system: System,
    ruleset: &Value,
    c: &Character,
    settings: &TableSettings,
    gm: bool,
) -> Result<Value, PlayError> {
    let (from_state, can) = match system {
        System::Portal => {
            let ch = portal::sheet::character(c)?;
            let fortes: Vec<Value> = ch
                .fortes
                .iter()
                .map(|f| json!({"nombre": f.name, "nivel": f.level, "especialidad": f.specialty}))
                .collect();
            (
                json!({"malestar": ch.state.discomfort, "heridas": ch.state.wounds}),
                json!({"suerte": ch.state.luck.unwrap_or(0), "pp": ch.state.pp, "fortalezas": fortes}),
            )
        }
        System::Hitos => {
            let s = hitos::state::current(c)?;
            let k = s.characteristics;
            let skills: Map<String, Value> = s.skills.iter().map(|x| (x.name.clone(), json!(x.rating))).collect();
            (
                json!({"mod": s.action_penalty()}),
                json!({"aspecto": s.points() > 0, "puntos_dramaticos": s.points(),
                       "caracteristicas": {"fortaleza": k.fortaleza, "reflejos": k.reflejos,
                                           "intelecto": k.intelecto, "voluntad": k.voluntad},
                       "habilidades": skills}),
            )
        }
        System::Fate => {
            let rules = tirada_rules::fate::Rules::default();
            let ch = fate::state::current(c, &rules)?;
            (
                json!({"mod": ch.penalty(&rules)}),
                json!({"pp": ch.pp.pp, "habilidades": ch.skills}),
            )
        }
        System::Chasis => {
            let now = super::state_now(system, ruleset, c);
            (json!({}), json!({"energia": now.get("energia")}))
        }
        System::Mirilla => (json!({}), json!({})),
    };
    Ok(json!({
        "character": {"id": c.id, "name": c.name},
        "system": system,
        "from_state": from_state,
        "can": can,
        "difficulty": if gm || settings.players_set_difficulty { "roller" } else { "gm" },
        "modifiers": if gm || settings.players_set_modifiers { "roller" } else { "gm" },
        "typed_dice": gm || settings.players_type_dice,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn portal_character(sheet: Value) -> Character {
        super::super::stored(portal::sheet::new_sheet(&json!({}), &sheet).unwrap())
    }

    #[test]
    fn a_portal_request_must_throw_what_the_character_holds() {
        let rosa = portal_character(
            json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 2}],
                                           "estado": {"malestar": 2, "heridas": 1}}),
        );
        let check = |r: Value| check(System::Portal, &json!({}), &r, &rosa);
        assert!(check(json!({"dif": 4})).is_ok());
        assert!(check(json!({"malestar": 2, "heridas": 0, "fortaleza": 2})).is_ok());
        let e = check(json!({"malestar": 0})).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("malestar"));
        assert_eq!(e.message(), "play-driven-discomfort{name=\"Rosa\", held=2, given=0}");
        // Issue 25 point 5 (one die is «1 dado», not «1 dados»): tests/refusals.rs words it.
        let e = check(json!({"heridas": 2})).unwrap_err();
        assert_eq!(e.message(), "play-driven-wounds{name=\"Rosa\", held=1, given=2}");
        assert_eq!(
            check(json!({"negros": [4]})).unwrap_err().field.as_deref(),
            Some("malestar")
        );
        assert_eq!(
            check(json!({"heridas": 2})).unwrap_err().field.as_deref(),
            Some("heridas")
        );
        assert_eq!(
            check(json!({"heridas": 1, "heridas_sin_tirar": 1}))
                .unwrap_err()
                .field
                .as_deref(),
            Some("heridas_sin_tirar")
        );
        assert_eq!(
            check(json!({"fortaleza": 3})).unwrap_err().field.as_deref(),
            Some("fortaleza")
        );
        // PP the character does not hold: refused by the roll (`portal::check_spending`).
        let seed = crate::seed::Seed([0; 32]);
        let bought = json!({"pp_repeticiones": 1});
        let e = super::super::roll(System::Portal, &json!({}), &bought, Some(&rosa), &seed, 1).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("pp_repeticiones"));
    }
}
