//! CHASIS at the table: 2d12 + modifiers against 13 by default, extremes, grades and the
//! table's apertura, through `tirada_rules::chasis` (as `tirada chasis`). Request keys: the
//! engine's `Check` (`mod` as a number or dice notation, `dif`, `niv`, `modo_niv`, `energia`,
//! `psj`, `gradual`, `aux_max`), `dados` (typed base faces, then the apertura's), `dados_mod`
//! (typed faces of `mod`'s dice) and `tirar_resto` (roll the dice left out of typed faces).
//! Ruleset: `{"apertura": "ninguna|gemela|tope|media|sobredecima"}` or a whole ruleset as JSON.

pub mod state;

use super::fields::{int_list, object};
use super::{PlayError, Resolved};
use crate::seed::Seed;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tirada_dice::Die;
use tirada_rules::chasis::{
    self, apertura::GROUP as APERTURA_GROUP, AperturaKind, ChasisError, Check, Ruleset, BASE_GROUP, MODIFIER_GROUP,
};

pub fn parse_ruleset(v: &Value) -> Result<Ruleset, PlayError> {
    let bad = |e: String| PlayError::field("ruleset", e);
    let mut r = match v.get("apertura") {
        Some(Value::String(_)) | None if v.as_object().is_none_or(|m| m.keys().all(|k| k == "apertura")) => {
            Ruleset::book()
        }
        _ => serde_json::from_value::<Ruleset>(v.clone())
            .map_err(|e| bad(format!("el reglamento de CHASIS no se entiende: {e}")))?,
    };
    if let Some(Value::String(a)) = v.get("apertura") {
        r.apertura.kind = serde_json::from_value::<AperturaKind>(json!(a)).map_err(|_| {
            PlayError::field(
                "ruleset.apertura",
                format!("la apertura «{a}» no existe: ninguna, gemela, tope, media o sobredecima"),
            )
        })?;
        r.apertura.rules.clear();
    }
    r.validate().map_err(|e| bad(e.to_string()))?;
    Ok(r)
}

pub fn ruleset(given: Option<&Value>) -> Result<Value, PlayError> {
    let v = given.filter(|v| !v.is_null()).cloned().unwrap_or_else(|| json!({}));
    parse_ruleset(&v)?;
    Ok(v)
}

/// The keys a CHASIS request may have (the engine's `Check` takes unknown keys silently).
const KEYS: &[&str] = &[
    "mod",
    "dif",
    "niv",
    "modo_niv",
    "energia",
    "psj",
    "gradual",
    "aux_max",
    "dados",
    "dados_mod",
    super::typed::ROLL_REST,
];

fn check(map: &serde_json::Map<String, Value>) -> Result<Check, PlayError> {
    super::fields::only(map, KEYS, "la tirada de CHASIS")?;
    let mut m = map.clone();
    for key in ["dados", "dados_mod", super::typed::ROLL_REST] {
        m.remove(key);
    }
    serde_json::from_value::<Check>(Value::Object(m))
        .map_err(|e| PlayError::new(format!("la tirada de CHASIS no se entiende: {e}")))
}

pub fn roll(ruleset: &Value, request: &Value, seed: &Seed, seq: i64) -> Result<Resolved, PlayError> {
    let r = parse_ruleset(ruleset)?;
    let map = object(request, "la petición de tirada")?;
    let check = check(map)?;
    let mut typed = BTreeMap::new();
    if let Some(faces) = int_list(map, "dados")? {
        let n = (r.base.count as usize).min(faces.len());
        typed.insert(BASE_GROUP.to_string(), faces[..n].to_vec());
        if faces.len() > n {
            typed.insert(APERTURA_GROUP.to_string(), faces[n..].to_vec());
        }
    }
    if let Some(faces) = int_list(map, "dados_mod")? {
        typed.insert(MODIFIER_GROUP.to_string(), faces);
    }
    let field = |group: &str| if group == MODIFIER_GROUP { "dados_mod" } else { "dados" };
    let mut dice = super::typed::dice(typed, map, seed, seq)?;
    let t = chasis::roll(&r, &check, &mut dice).map_err(|e| match e {
        ChasisError::Dice(s) => super::typed::error(&s, field(group_of(&s))),
        e => PlayError::new(e.to_string()),
    })?;
    dice.finish()
        .map_err(|e| super::typed::error(&e, field(group_of(&e))))?;
    let mut roll = serde_json::to_value(&t).map_err(|e| PlayError::new(e.to_string()))?;
    super::typed::mark(&mut roll, dice.rolled());
    Ok(Resolved {
        request: request.clone(),
        roll,
        state: None,
    })
}

/// The group of dice a typed face was missing, impossible or extra in.
fn group_of(e: &tirada_dice::SourceError) -> &str {
    use tirada_dice::SourceError::*;
    match e {
        Missing { group, .. } | Impossible { group, .. } | Extra { group, .. } => group,
    }
}

pub fn odds(ruleset: &Value, request: &Value) -> Result<Value, PlayError> {
    let r = parse_ruleset(ruleset)?;
    let check = check(object(request, "la petición de tirada")?)?;
    let o = chasis::odds(&r, &check, 10).map_err(|e| PlayError::new(e.to_string()))?;
    serde_json::to_value(&o).map_err(|e| PlayError::new(e.to_string()))
}

/// The dice the table's RNG threw: the base dice, every apertura chain's and the modifier's
/// when nothing was typed; when `dados` or `dados_mod` typed any face, only the dice the table
/// rolled for the rest (`tirados`), since every other die was typed.
pub fn dice_faces(request: &Value, roll: &Value) -> Vec<super::Thrown> {
    let base = roll["base"].as_str().and_then(|b| pools(b).into_iter().next());
    let (_, die) = base.unwrap_or((2, Die::Numbered { sides: 12 }));
    let chain_die = roll["apertura"]["chains"][0]["sides"]
        .as_u64()
        .and_then(|s| Die::d(s as u32));
    let modifier_die = pools(roll["modifier"]["expression"].as_str().unwrap_or(""))
        .first()
        .map(|(_, d)| d.clone());
    if ["dados", "dados_mod"]
        .iter()
        .any(|k| request.get(*k).is_some_and(|v| !v.is_null()))
    {
        return super::list(&roll["tirados"])
            .iter()
            .filter_map(|t| {
                let d = match t[0].as_str()? {
                    BASE_GROUP => Some(die.clone()),
                    APERTURA_GROUP => chain_die.clone(),
                    _ => modifier_die.clone(),
                };
                Some((d?, t[1].as_i64()?))
            })
            .collect();
    }
    let mut out = super::faces_of(roll.get("dice"), &die);
    for chain in roll["apertura"]["chains"].as_array().into_iter().flatten() {
        if let Some(die) = chain["sides"].as_u64().and_then(|s| Die::d(s as u32)) {
            out.extend(super::faces_of(chain.get("faces"), &die));
        }
    }
    out.extend(modifier_dice(&roll["modifier"]));
    out
}

/// The dice pools of an expression in order, as (count, die).
fn pools(expression: &str) -> Vec<(u32, Die)> {
    tirada_dice::notation::parse(expression)
        .map(|e| e.pools().into_iter().map(|p| (p.count, p.die.clone())).collect())
        .unwrap_or_default()
}

/// The modifier's dice by kind: all of one kind, or in order of the pools when no die exploded
/// (an exploding chain's extra faces would not say which pool they belong to).
fn modifier_dice(modifier: &Value) -> Vec<super::Thrown> {
    let faces: Vec<i64> = modifier["dice"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_i64)
        .collect();
    let pools = pools(modifier["expression"].as_str().unwrap_or(""));
    let Some((_, first)) = pools.first() else {
        return Vec::new();
    };
    if pools.iter().all(|(_, d)| d == first) {
        return faces.into_iter().map(|f| (first.clone(), f)).collect();
    }
    let dice: Vec<&Die> = pools
        .iter()
        .flat_map(|(n, d)| std::iter::repeat_n(d, *n as usize))
        .collect();
    if dice.len() != faces.len() {
        return Vec::new();
    }
    dice.into_iter().cloned().zip(faces).collect()
}
