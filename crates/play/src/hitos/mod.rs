//! Hitos at the table: 3d10 read on m/C/M plus característica, habilidad and modifiers, with
//! criticals and fumbles, through `tirada_rules::hitos` (as `tirada hitos`). The request is a
//! [`HitosRequest`] (`request.rs`: the flags of `tirada hitos` as keys), played by the one roll
//! machine (`played.rs`) the CLI runs too; an aspect activated against a roll already made and
//! the roller's answer (H111, H127) are `against.rs`. Ruleset: `{"realista": bool}` (only
//! triples are criticals and fumbles) and any of the engine's settings by their keys
//! (`{"positive_sum": "read_with_high"}`, issue #17 point 13).

pub mod against;
pub mod conflict;
pub mod named;
pub mod played;
pub mod request;
pub mod state;

use super::fields::{boolean, object};
use super::request::read;
use crate::error::PlayError;
use crate::model::Character;
use crate::outcome::Resolved;
use crate::seed::Seed;
use conflict::Conflict;
use played::{Failure, Played};
use request::HitosRequest;
use serde_json::{json, Value};
use tirada_dice::Die;
use tirada_dice::Words;
use tirada_rules::hitos::sheet::character::Kind;
use tirada_rules::hitos::{self, CritMode, OddsReport, ReportRequest, Rules, Sheet};

/// The engine's rules for a table's ruleset: `realista` (only triples are criticals and
/// fumbles) and any of the engine's settings by their own keys (`docs/rules/hitos.md`), as
/// `tirada hitos --regla clave=valor` takes them.
pub fn rules(ruleset: &Value) -> Rules {
    let mut settings = ruleset.as_object().cloned().unwrap_or_default();
    let realistic = settings.remove("realista").and_then(|v| v.as_bool()).unwrap_or(false);
    // Checked when the table was made (`ruleset`): a stored ruleset reads as it was accepted.
    let mut rules: Rules = serde_json::from_value(Value::Object(settings)).unwrap_or_default();
    if realistic {
        rules.crit_mode = CritMode::Realistic;
    }
    rules
}

pub fn ruleset(given: Option<&Value>) -> Result<Value, PlayError> {
    let Some(v) = given.filter(|v| !v.is_null()) else {
        return Ok(json!({"realista": false}));
    };
    let map = object(v, Words::key("thing-ruleset").arg("system", "Hitos"))?;
    let defaults = serde_json::to_value(Rules::default()).expect("the rules serialise");
    let mut out = serde_json::Map::new();
    out.insert("realista".into(), json!(boolean(map, "realista")?));
    for (key, value) in map.iter().filter(|(k, _)| *k != "realista") {
        let Some(default) = defaults.get(key) else {
            let known: Vec<&str> = defaults
                .as_object()
                .into_iter()
                .flatten()
                .map(|(k, _)| k.as_str())
                .collect();
            return Err(PlayError::said_by(
                Words::key("play-hitos-rule-unknown")
                    .arg("key", key.as_str())
                    .arg("rules", format!("realista, {}", known.join(", "))),
            )
            .on(key));
        };
        if serde_json::from_value::<Rules>(json!({ key: value })).is_err() {
            return Err(PlayError::said_by(
                Words::key("play-hitos-rule-value")
                    .arg("key", key.as_str())
                    .arg("given", value.to_string())
                    .arg("default", default.to_string()),
            )
            .on(key));
        }
        out.insert(key.clone(), value.clone());
    }
    Ok(Value::Object(out))
}

/// The request read into its type; at the table `punto_para` is the GM's own (only the GM may
/// send it, `who::may_roll`), so it says `dj` too, and logs made before `dj` replay alike.
pub fn request(asked: &Value) -> Result<HitosRequest, PlayError> {
    let mut req: HitosRequest = read(asked, Words::key("thing-roll").arg("system", "Hitos"))?;
    if req.punto_para.is_some() {
        req.dj = true;
    }
    Ok(req)
}

/// The request with the roller's sheet values made explicit, and the sheet it was checked
/// against (none for a roll made for no character).
pub fn with_character(
    asked: &Value,
    character: Option<&Character>,
    rules: &Rules,
) -> Result<(HitosRequest, Option<Sheet>), PlayError> {
    let mut req = request(asked)?;
    let Some(c) = character else {
        req.without_sheet().map_err(Conflict::said)?;
        return Ok((req, None));
    };
    let s = state::current(c)?;
    req.from_sheet(&s, rules)?;
    Ok((req, Some(s)))
}

/// The roll object the table logs: the engine's transcript, the dice rolled past typed faces
/// (`tirados`), the activation's `choice` (as `tirada hitos --json`) with its first part as
/// `activation_plan` (as the table has always given it), and the damage read.
pub fn roll_object(p: &Played) -> Result<Value, PlayError> {
    let mut out = serde_json::to_value(&p.transcript).map_err(crate::error::unwritable)?;
    super::typed::mark(&mut out, &p.rolled);
    if let Some(c) = &p.choice {
        out["choice"] = serde_json::to_value(c).map_err(crate::error::unwritable)?;
        out["activation_plan"] = json!({"activate": c.activate, "reroll": c.reroll, "value_before": c.value_before,
                                        "value_after": c.value_after, "advised": c.advised});
    }
    if let Some(d) = &p.damage {
        out["damage"] = serde_json::to_value(d).map_err(crate::error::unwritable)?;
    }
    if let Some(t) = &p.target_secuela {
        out["target_secuela"] = serde_json::to_value(t).map_err(crate::error::unwritable)?;
    }
    if p.minion_vs_hero {
        out["secuaz_contra_heroe"] = json!(true);
    }
    if let Some(v) = &p.dying {
        out["moribundo"] = serde_json::to_value(v).map_err(crate::error::unwritable)?;
    }
    Ok(out)
}

/// A roll at the table with the dice of event `seq`.
pub fn roll(
    ruleset: &Value,
    asked: &Value,
    character: Option<&Character>,
    seed: &Seed,
    seq: i64,
) -> Result<Resolved, PlayError> {
    let rules = rules(ruleset);
    let (req, sheet) = with_character(asked, character, &rules)?;
    let p = played::play(&req, None, sheet.as_ref(), rules, seed.dice_for(seq)).map_err(Failure::said)?;
    Ok(Resolved {
        request: crate::request::stored(asked, &req)?,
        roll: roll_object(&p)?,
        state: None,
    })
}

/// Whether a request is the GM's activation in favour of an NPC (`punto_para`, H155).
pub fn gm_in_favour(asked: &Value) -> bool {
    request(asked).is_ok_and(|r| r.aspecto.is_some() && r.punto_para.is_some_and(|p| !p.trim().is_empty()))
}

/// Makes explicit in `asked` whether its attack is a *secuaz*'s on a hero (`secuaz_contra_heroe`,
/// MI-2, H808): the roller's sheet a minion, the target's a player character, in a Héroes or
/// Titanes campaign (MI-0). Whatever the roller sent for it is replaced.
pub fn minion_on_hero(asked: &mut Value, ruleset: &Value, roller: Option<&Character>, target: Option<&Character>) {
    let kind = |c: Option<&Character>| c.and_then(|c| state::current(c).ok()).map(|s| s.kind);
    let on = hitos::combat::minions::apply(&rules(ruleset))
        && kind(roller) == Some(Kind::Minion)
        && kind(target) == Some(Kind::Player);
    if let Some(map) = asked.as_object_mut() {
        map.remove("secuaz_contra_heroe");
        if on {
            map.insert("secuaz_contra_heroe".into(), json!(true));
        }
    }
}

/// The attack's target a request names (`blanco`, H213), if any.
pub fn target(asked: &Value) -> Option<String> {
    request(asked).ok()?.target().map(str::to_string)
}

/// Whether a request asks for an aspect activated against the roller (`aspecto_contra`).
pub fn asks_against(asked: &Value) -> bool {
    request(asked).is_ok_and(|r| r.aspecto_contra.is_some())
}

/// Whether a request asks for the GM's cancellation of an activation (`cancela_dj`, H159).
pub fn asks_gm_cancel(asked: &Value) -> bool {
    asked.get("cancela_dj").is_some_and(|c| !c.is_null())
}

/// Whether a request says the GM activates (`dj`).
pub fn asks_gm(asked: &Value) -> bool {
    asked.get("dj") == Some(&json!(true))
}

/// The exact odds before rolling, as `tirada odds hitos --json` prints them: with an aspect
/// activation (`aspecto`, or the GM's `aspecto_contra`) played by its picker for the same
/// objective the roll's advice uses (success with a difficulty, else the mean), and the odds
/// without it under `without`; an opposed test against `opponent`'s bonus, and the rolls an
/// extended action needing `successes` takes.
pub fn report(
    req: &HitosRequest,
    rules: &Rules,
    opponent: Option<i32>,
    successes: Option<u32>,
) -> Result<OddsReport, PlayError> {
    req.check(false).map_err(Conflict::said)?;
    let spec = req.spec()?;
    let asked = ReportRequest {
        activation: req.polarity().map(|p| (p, req.objective(&spec))),
        opponent,
        successes,
    };
    hitos::report(&spec, rules, &asked).map_err(|e| PlayError::said_by(tirada_dice::Worded::words(&e)))
}

/// The table's odds for a request (its typed faces and picks play no part).
pub fn odds(ruleset: &Value, asked: &Value, character: Option<&Character>) -> Result<Value, PlayError> {
    let rules = rules(ruleset);
    let (mut req, _) = with_character(asked, character, &rules)?;
    (req.dados, req.repetir, req.tirar_resto) = (None, None, false);
    let r = report(&req, &rules, None, None)?;
    serde_json::to_value(r).map_err(crate::error::unwritable)
}

/// The d10 the table's RNG threw: the three of the first throw and each new face an activation
/// rerolled (not the final faces, or advised rerolls would skew the counts); none when the
/// faces were typed (`dados` then holds the throw and the rerolls alike).
pub fn dice_faces(request: &Value, roll: &Value) -> Vec<crate::outcome::Thrown> {
    let d10 = Die::Numbered { sides: 10 };
    let first = roll.get("first_dice").unwrap_or(&roll["dice"]);
    let mut shown = crate::outcome::faces_of(Some(first), &d10);
    for step in roll["steps"].as_array().into_iter().flatten() {
        let new: Vec<Value> = step["rerolled"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|r| r["to"].clone())
            .collect();
        shown.extend(crate::outcome::faces_of(Some(&Value::Array(new)), &d10));
    }
    crate::outcome::without(shown, &crate::outcome::faces_of(request.get("dados"), &d10))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirada_rules::hitos::options::PositiveSum;

    #[test]
    fn a_table_ruleset_takes_the_engines_settings_by_their_keys() {
        let r = ruleset(Some(&json!({"realista": true, "positive_sum": "read_with_high"}))).unwrap();
        let rules = rules(&r);
        assert_eq!(rules.crit_mode, CritMode::Realistic);
        assert_eq!(rules.positive_sum, PositiveSum::ReadWithHigh);
        assert_eq!(super::rules(&json!({"realista": false})), Rules::default());
        let e = ruleset(Some(&json!({"sumas": 1}))).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("sumas"));
        assert!(e.message().contains("positive_sum"), "{}", e.message());
        let e = ruleset(Some(&json!({"positive_sum": "siempre"}))).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("positive_sum"));
    }
}
