//! MIRILLA at the table: one d6 read on the table's scale, or several in a row, through
//! `tirada_rules::mirilla` (as `tirada mirilla`). Request keys: `seguidos`, `minimo`, `dados`
//! (typed faces) and `tirar_resto` (the table rolls the dice of the chain past them), read as a
//! [`MirillaRequest`], the type the CLI builds from its flags. Ruleset: `{"palabras": [six words]}` (default: the Spanish scale).

use super::fields::{object, only};
use super::request::{read, Faces};
use crate::error::PlayError;
use crate::outcome::Resolved;
use crate::seed::Seed;
use serde::Serialize;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tirada_dice::Words;
use tirada_dice::{DiceSource, Fraction, TypedDice};
use tirada_rules::mirilla::{self, Challenge, MirillaError, Roll, Scale};

fn scale(ruleset: &Value) -> Result<Scale, PlayError> {
    match ruleset.get("palabras").and_then(Value::as_array) {
        None => Ok(Scale::spanish()),
        Some(words) => {
            let words: Vec<String> = words.iter().map(|w| w.as_str().unwrap_or("").to_string()).collect();
            Scale::new(&words).map_err(|e| PlayError::engine("ruleset.palabras", &e))
        }
    }
}

pub fn ruleset(given: Option<&Value>) -> Result<Value, PlayError> {
    let Some(v) = given.filter(|v| !v.is_null()) else {
        return Ok(json!({}));
    };
    only(
        object(v, Words::key("thing-ruleset").arg("system", "MIRILLA"))?,
        &["palabras"],
        Words::key("thing-ruleset").arg("system", "MIRILLA"),
    )?;
    scale(v)?;
    Ok(v.clone())
}

/// The ruleset for a reader who names no scale: the scale of their language, as `tirada mirilla
/// --lang en` reads degrees by (a table's own `palabras` always win).
pub fn ruleset_for_reader(given: Option<&Value>, english: bool) -> Result<Value, PlayError> {
    let mut v = ruleset(given)?;
    if english && v.get("palabras").is_none() {
        v["palabras"] = json!(Scale::english().words());
    }
    Ok(v)
}

/// A MIRILLA roll as a person asks it: the CLI's flags (`tirada mirilla`) and the table's keys.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MirillaRequest {
    /// Rolls needed in a row (a hard challenge, B27).
    pub seguidos: Option<u32>,
    /// The least face each roll must show (default 6; alone, one roll needing it).
    pub minimo: Option<i64>,
    /// Faces of physical dice in order; `dado`, the face of the one die.
    pub dados: Option<Faces>,
    pub dado: Option<Faces>,
    /// With typed faces, the rest of the chain is rolled rather than refused.
    #[serde(default)]
    pub tirar_resto: bool,
}

impl MirillaRequest {
    /// The challenge asked for, if any; a refusal names `minimo` or `seguidos`.
    pub fn challenge(&self) -> Result<Option<Challenge>, (&'static str, MirillaError)> {
        if self.seguidos.is_none() && self.minimo.is_none() {
            return Ok(None);
        }
        Challenge::new(self.seguidos.unwrap_or(1), self.minimo.unwrap_or(6))
            .map(Some)
            .map_err(|e| match e {
                MirillaError::Minimum { .. } => ("minimo", e),
                e => ("seguidos", e),
            })
    }

    /// The faces typed, if any.
    pub fn typed(&self) -> Option<&[i64]> {
        self.dados.as_ref().or(self.dado.as_ref()).map(|f| f.0.as_slice())
    }
}

/// Rolls a request on `scale` under the one typed-dice policy: each typed face checked to be a
/// d6's, used first, the rest of the chain refused unless `tirar_resto`, then rolled from
/// `rest` and returned.
pub fn throw<R: DiceSource>(
    req: &MirillaRequest,
    challenge: Option<Challenge>,
    scale: &Scale,
    rest: R,
) -> Result<(Roll, Vec<(String, i64)>), MirillaError> {
    for &f in req.typed().unwrap_or_default() {
        mirilla::degree(f)?;
    }
    let faces: BTreeMap<String, Vec<i64>> = req
        .typed()
        .map(|t| (mirilla::GROUP.to_string(), t.to_vec()))
        .into_iter()
        .collect();
    let mut dice = TypedDice::new(faces, rest, req.tirar_resto);
    let r = mirilla::roll(&mut dice, challenge, scale)?;
    dice.finish()?;
    Ok((r, dice.rolled().to_vec()))
}

fn challenge(req: &MirillaRequest) -> Result<Option<Challenge>, PlayError> {
    req.challenge().map_err(|(field, e)| PlayError::engine(field, &e))
}

pub fn roll(ruleset: &Value, request: &Value, seed: &Seed, seq: i64) -> Result<Resolved, PlayError> {
    let req: MirillaRequest = read(request, Words::key("thing-roll").arg("system", "MIRILLA"))?;
    let (r, rolled) = throw(&req, challenge(&req)?, &scale(ruleset)?, seed.dice_for(seq)).map_err(|e| match e {
        MirillaError::Dice(s) => super::typed::error(&s, "dados"),
        e => PlayError::engine("dados", &e),
    })?;
    let mut roll = serde_json::to_value(&r).map_err(crate::error::unwritable)?;
    super::typed::mark(&mut roll, &rolled);
    Ok(Resolved {
        request: request.clone(),
        roll,
        state: None,
    })
}

/// One row of `distribution`: `total` is the degree (with its `word`), or the rolls reached in
/// a row.
#[derive(Serialize)]
pub struct RowJson {
    pub total: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub word: Option<String>,
    pub p: Fraction,
    pub at_least: Fraction,
}

/// The exact odds of a MIRILLA roll: one object, `tirada odds mirilla --json`'s and the table's.
#[derive(Serialize)]
pub struct MirillaOdds {
    pub system: &'static str,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub challenge: Option<Challenge>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_each: Option<Fraction>,
    pub distribution: Vec<RowJson>,
    /// `exito`/`fallo` for a challenge; the scale's words for a single roll.
    pub outcomes: BTreeMap<String, Fraction>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mean: Option<Fraction>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mean_rolls: Option<Fraction>,
}

/// The odds of one die read on `scale`, or of a challenge of rolls in a row.
pub fn odds_object(challenge: Option<Challenge>, scale: &Scale) -> MirillaOdds {
    let row = |(total, p, at_least), word: Option<String>| RowJson {
        total,
        word,
        p,
        at_least,
    };
    let Some(c) = challenge else {
        let dist = mirilla::degree_odds();
        let rows = crate::odds::cumulative(&dist);
        let mut outcomes = BTreeMap::<String, Fraction>::new();
        for (d, p, _) in &rows {
            let w = scale.word(*d as u8).to_string();
            let sum = outcomes.get(&w).map_or(p.clone(), |q| q.add(p));
            outcomes.insert(w, sum);
        }
        return MirillaOdds {
            system: "mirilla",
            challenge: None,
            p_each: None,
            distribution: rows
                .into_iter()
                .map(|r| {
                    let w = scale.word(r.0 as u8).to_string();
                    row(r, Some(w))
                })
                .collect(),
            outcomes,
            mean: Some(dist.mean()),
            mean_rolls: None,
        };
    };
    let o = mirilla::chain_odds(c);
    MirillaOdds {
        system: "mirilla",
        challenge: Some(c),
        p_each: Some(c.p_each()),
        distribution: crate::odds::cumulative(&o.reached)
            .into_iter()
            .map(|r| row(r, None))
            .collect(),
        outcomes: BTreeMap::from([("exito".into(), o.exito.clone()), ("fallo".into(), o.fallo.clone())]),
        mean: None,
        mean_rolls: Some(o.mean_rolls),
    }
}

pub fn odds(ruleset: &Value, request: &Value) -> Result<Value, PlayError> {
    let mut req: MirillaRequest = read(request, Words::key("thing-roll").arg("system", "MIRILLA"))?;
    (req.dados, req.dado) = (None, None);
    let challenge = challenge(&req)?;
    let mut o = serde_json::to_value(odds_object(challenge, &scale(ruleset)?)).map_err(crate::error::unwritable)?;
    if challenge.is_none() {
        // The table's degree rows had `value` before they had the CLI's `total`: it stays.
        for row in o["distribution"].as_array_mut().into_iter().flatten() {
            row["value"] = row["total"].clone();
        }
    }
    Ok(o)
}

/// Every face thrown (d6).
pub fn dice_faces(roll: &Value) -> Vec<(u8, i64)> {
    roll["dice"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_i64)
        .map(|f| (6, f))
        .collect()
}
