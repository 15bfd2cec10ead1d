//! Hitos at the table: 3d10 read on m/C/M plus característica, habilidad and modifiers, with
//! criticals and fumbles, through `tirada_rules::hitos` (as `tirada hitos`). Request keys:
//! `car`, `hab`, `mod`, `dif` (a number or a band word), `dado` (`m`, `C`, `M` or a sum like
//! `mC`), `dados` (typed faces 1–10, the rerolled ones after the three thrown), `aspecto` (an
//! aspect activated in the roller's favour: `true` or its name) or `aspecto_contra` (against
//! the roller, by the GM; `agotar`: the aspect exhausted to pay for an activation in favour
//! when no drama point is left, H139; `punto_para`: the GM activates in favour of an NPC's
//! roll from the infinite pool and the point goes to this player's character, H155, H157), with `repetir` (positions 1–3 in the order thrown) or, without it,
//! the dice the engine's solver advises (`hitos::plan`, as `tirada hitos --aspecto`), and
//! `tirar_resto` (the table rolls the dice past the typed faces, such as an activation's).
//! Ruleset: `{"realista": bool}` (only triples are criticals and fumbles) and any of the
//! engine's settings by their keys (`{"positive_sum": "read_with_high"}`, issue #17 point 13).

pub mod state;

use super::fields::{boolean, int, int_list, object, only, string};
use super::{PlayError, Resolved};
use crate::seed::Seed;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tirada_dice::Die;
use tirada_rules::hitos::drama::Payment;
use tirada_rules::hitos::{
    self, parse_difficulty, plan, Activation, CritMode, HitosError, HitosRoll, Letters, Objective, Polarity,
    ReportRequest, RollSpec, Rules,
};

/// The engine's rules for a table's ruleset: `realista` (only triples are criticals and
/// fumbles) and any of the engine's settings by their own keys (`docs/rules/hitos.md`), as
/// `tirada hitos --regla clave=valor` takes them.
pub(super) fn rules(ruleset: &Value) -> Rules {
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
    let map = object(v, "el reglamento")?;
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
            return Err(PlayError::field(
                key,
                format!("«{key}» no es una regla de Hitos; son: realista, {}", known.join(", ")),
            ));
        };
        if serde_json::from_value::<Rules>(json!({ key: value })).is_err() {
            return Err(PlayError::field(
                key,
                format!("la regla «{key}» no admite {value}; por defecto es {default}"),
            ));
        }
        out.insert(key.clone(), value.clone());
    }
    Ok(Value::Object(out))
}

fn spec(map: &serde_json::Map<String, Value>) -> Result<RollSpec, PlayError> {
    only(
        map,
        &[
            "car",
            "hab",
            "mod",
            "dif",
            "dado",
            "dados",
            "aspecto",
            "aspecto_contra",
            "agotar",
            "punto_para",
            "repetir",
            super::typed::ROLL_REST,
        ],
        "la tirada de Hitos",
    )?;
    let difficulty = match map.get("dif") {
        Some(Value::String(s)) => Some(parse_difficulty(s).ok_or_else(|| {
            PlayError::field("dif", format!("«dif»: «{s}» no es una dificultad; usa un número o facil, media, dificil, muy-dificil, extremadamente-dificil, casi-imposible"))
        })?),
        _ => int(map, "dif")?,
    };
    let word = match string(map, "dado")?.unwrap_or("C").trim() {
        "menor" => "m",
        "central" | "medio" => "C",
        "mayor" => "M",
        other => other,
    }
    .to_string();
    let reading = Letters::parse(&word).ok_or_else(|| {
        PlayError::field(
            "dado",
            format!("«dado»: «{word}» no es un dado; usa m, C, M o una suma como mC"),
        )
    })?;
    Ok(RollSpec {
        characteristic: int(map, "car")?.unwrap_or(0),
        skill: int(map, "hab")?.unwrap_or(0),
        modifier: int(map, "mod")?.unwrap_or(0),
        difficulty,
        reading,
    })
}

pub fn roll(ruleset: &Value, request: &Value, seed: &Seed, seq: i64) -> Result<Resolved, PlayError> {
    let map = object(request, "la petición de tirada")?;
    let spec = spec(map)?;
    let mut typed = BTreeMap::new();
    if let Some(f) = int_list(map, "dados")? {
        typed.insert(hitos::dice::GROUP.to_string(), f);
    }
    let mut dice = super::typed::dice(typed, map, seed, seq)?;
    let dice_error = |field: &'static str| {
        move |e: HitosError| match e {
            HitosError::Source(s) => super::typed::error(&s, "dados"),
            e => PlayError::field(field, e.to_string()),
        }
    };
    let mut roll = HitosRoll::throw(spec, rules(ruleset), &mut dice).map_err(dice_error("dados"))?;
    let mut advice = Value::Null;
    let mut choice = None;
    if let Some(activation) = activation(map)? {
        let objective = objective(roll.spec());
        let asked = positions(map)?;
        let mut p = plan(&roll, activation.polarity, objective, asked.as_deref())
            .map_err(|e| PlayError::field("repetir", e.to_string()))?;
        if p.activate || asked.is_some() {
            // The plan counts positions from 1; the roll from 0.
            let positions: Vec<usize> = p.positions.iter().map(|x| x - 1).collect();
            roll.activate(activation, &positions, &mut dice)
                .map_err(dice_error("aspecto"))?;
            p.played = true;
        }
        advice = json!({"activate": p.activate, "reroll": p.reroll, "value_before": p.value_before,
                        "value_after": p.value_after, "advised": p.advised});
        choice = Some(p);
    }
    dice.finish().map_err(|e| super::typed::error(&e, "dados"))?;
    let mut out = serde_json::to_value(roll.finish()).map_err(|e| PlayError::new(e.to_string()))?;
    super::typed::mark(&mut out, dice.rolled());
    if let Some(p) = choice {
        // The activation as `tirada hitos --json` gives it (`choice`); `activation_plan`, its
        // first part, as the table has always given it.
        out["choice"] = serde_json::to_value(p).map_err(|e| PlayError::new(e.to_string()))?;
        out["activation_plan"] = advice;
    }
    Ok(Resolved {
        request: request.clone(),
        roll: out,
        state: None,
    })
}

/// The player's character the GM's activation for an NPC gives its point to (`punto_para`).
fn gives_point_to(map: &serde_json::Map<String, Value>) -> Result<Option<&str>, PlayError> {
    Ok(string(map, "punto_para")?.map(str::trim).filter(|s| !s.is_empty()))
}

/// Whether a request is the GM's activation in favour of an NPC (`punto_para`, H155).
pub fn gm_in_favour(request: &Value) -> bool {
    request
        .as_object()
        .is_some_and(|m| matches!(gives_point_to(m), Ok(Some(_))))
}

/// The aspect a request exhausts to pay for its activation (`agotar`, H139), if any.
pub fn exhausts(request: &Value) -> Option<&str> {
    request
        .get("agotar")
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|s| !s.is_empty())
}

/// Whether a request asks for an aspect activated against the roller (`aspecto_contra`).
pub fn asks_against(request: &Value) -> bool {
    request.get("aspecto_contra").is_some_and(|a| a != &json!(false))
}

/// What an activation's dice are chosen for, as `tirada hitos` by default: the chance of
/// success with a difficulty, else the mean total.
fn objective(spec: &RollSpec) -> Objective {
    if spec.difficulty.is_some() {
        Objective::Success
    } else {
        Objective::Mean
    }
}

/// The activation asked for, with its aspect's name when given.
fn activation(map: &serde_json::Map<String, Value>) -> Result<Option<Activation>, PlayError> {
    let named = |v: &Value| v.as_str().map(str::to_string).filter(|s| !s.is_empty());
    let mut a = match (map.get("aspecto"), map.get("aspecto_contra")) {
        (Some(v), None) if v != &json!(false) => (Activation::positive(), named(v)),
        (None, Some(v)) if v != &json!(false) => (Activation::negative(true), named(v)),
        (Some(_), Some(_)) => {
            return Err(PlayError::field(
                "aspecto",
                "«aspecto» y «aspecto_contra» a la vez se anulan: pide solo uno",
            ))
        }
        _ => return Ok(None),
    };
    // H155, H157: the GM activates in favour of an NPC from the infinite pool; the point goes
    // to the player most affected.
    if let Some(player) = gives_point_to(map)? {
        if a.0.polarity != Polarity::Positive {
            return Err(PlayError::field(
                "punto_para",
                "«punto_para» dice quién recibe el punto del director cuando activa a favor de un PNJ: úsalo con «aspecto»",
            ));
        }
        a.0 = Activation::gm_for_npc(player);
    }
    a.0.aspect = a.1.take();
    // H139: an activation in favour paid by exhausting one of the roller's own aspects.
    match string(map, "agotar")?.map(str::trim).filter(|s| !s.is_empty()) {
        Some(aspect) if a.0.polarity == Polarity::Positive => a.0.payment = Payment::Exhaust(aspect.to_string()),
        Some(_) => {
            return Err(PlayError::field(
                "agotar",
                "«agotar» paga una activación a favor de quien tira: úsalo con «aspecto»",
            ))
        }
        None => {}
    }
    Ok(Some(a.0))
}

/// `repetir`: positions 1–3 in the order thrown, as indices.
fn positions(map: &serde_json::Map<String, Value>) -> Result<Option<Vec<usize>>, PlayError> {
    let Some(list) = int_list(map, "repetir")? else {
        return Ok(None);
    };
    list.into_iter()
        .map(|p| match p {
            1..=3 => Ok(p as usize - 1),
            _ => Err(PlayError::field(
                "repetir",
                format!("«repetir»: la posición {p} no existe; usa 1, 2 o 3"),
            )),
        })
        .collect::<Result<_, _>>()
        .map(Some)
}

/// The exact odds before rolling, as `tirada odds hitos --json` prints them: with an aspect
/// activation (`aspecto`, or the GM's `aspecto_contra`) played by its picker for the same
/// objective the roll's advice uses (success with a difficulty, else the mean), and the odds
/// without it under `without`.
pub fn odds(ruleset: &Value, request: &Value) -> Result<Value, PlayError> {
    let mut map = object(request, "la petición de tirada")?.clone();
    for key in ["dados", "repetir"] {
        map.remove(key);
    }
    let spec = spec(&map)?;
    let activation = activation(&map)?.map(|a| (a.polarity, objective(&spec)));
    let req = ReportRequest {
        activation,
        ..ReportRequest::default()
    };
    let report = hitos::report(&spec, &rules(ruleset), &req).map_err(|e| PlayError::new(e.to_string()))?;
    serde_json::to_value(report).map_err(|e| PlayError::new(e.to_string()))
}

/// The d10 the table's RNG threw: the three of the first throw and each new face an activation
/// rerolled (not the final faces, or advised rerolls would skew the counts); none when the
/// faces were typed (`dados` then holds the throw and the rerolls alike).
pub fn dice_faces(request: &Value, roll: &Value) -> Vec<super::Thrown> {
    let d10 = Die::Numbered { sides: 10 };
    let first = roll.get("first_dice").unwrap_or(&roll["dice"]);
    let mut shown = super::faces_of(Some(first), &d10);
    for step in roll["steps"].as_array().into_iter().flatten() {
        let new: Vec<Value> = step["rerolled"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|r| r["to"].clone())
            .collect();
        shown.extend(super::faces_of(Some(&Value::Array(new)), &d10));
    }
    super::without(shown, &super::faces_of(request.get("dados"), &d10))
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
        assert!(e.message.contains("positive_sum"), "{}", e.message);
        let e = ruleset(Some(&json!({"positive_sum": "siempre"}))).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("positive_sum"));
    }
}
