//! Fate «La Escalera» at the table: 4dF + skill + modifiers against a ladder difficulty, through
//! `tirada_rules::fate` (as `tirada fate`). Request keys: `hab`, `mod`, `pp` (power points
//! spent, as `--pp`), `dif` (a number or a ladder word), `dados`
//! (typed faces: `"+-0+"` or `[1,-1,0,1]`) and `tirar_resto` (fewer than four typed: the table
//! rolls the rest).

pub mod state;

use super::fields::{int, object, only, uint};
use super::{PlayError, Resolved};
use crate::seed::Seed;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tirada_dice::Die;
use tirada_rules::fate::{self, FateError, FateRoll, Ladder, ModifierKind, RollSpec, Rules};

/// A rating: a number or a word of the Spanish or English ladder.
fn rating(map: &serde_json::Map<String, Value>, key: &str) -> Result<Option<i32>, PlayError> {
    match map.get(key) {
        Some(Value::String(s)) => Ladder::spanish()
            .parse(s)
            .or_else(|| Ladder::english().parse(s))
            .map(Some)
            .ok_or_else(|| {
                PlayError::field(
                    key,
                    format!("«{key}»: «{s}» no es un número ni un peldaño de la escalera"),
                )
            }),
        _ => int(map, key),
    }
}

pub(crate) fn faces(v: Option<&Value>) -> Result<Option<Vec<i64>>, PlayError> {
    let bad = || PlayError::field("dados", "«dados» son cuatro caras como \"+-0+\" o [1,-1,0,1]");
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Array(a)) => a
            .iter()
            .map(|x| x.as_i64().ok_or_else(bad))
            .collect::<Result<_, _>>()
            .map(Some),
        Some(Value::String(s)) => s
            .chars()
            .filter(|c| !c.is_whitespace() && *c != ',')
            .map(|c| match c {
                '+' => Ok(1),
                '-' | '−' => Ok(-1),
                '0' => Ok(0),
                _ => Err(bad()),
            })
            .collect::<Result<_, _>>()
            .map(Some),
        Some(_) => Err(bad()),
    }
}

fn spec(map: &serde_json::Map<String, Value>) -> Result<RollSpec, PlayError> {
    only(
        map,
        &["hab", "mod", "pp", "dif", "dados", super::typed::ROLL_REST],
        "la tirada de Fate",
    )?;
    let mut spec = RollSpec::new(rating(map, "hab")?.unwrap_or(0))
        .with(ModifierKind::PowerPoint, uint(map, "pp", 0, 20)?.unwrap_or(0) as i32)
        .with(ModifierKind::Other, int(map, "mod")?.unwrap_or(0));
    spec.difficulty = rating(map, "dif")?;
    Ok(spec)
}

pub fn roll(request: &Value, seed: &Seed, seq: i64) -> Result<Resolved, PlayError> {
    let map = object(request, "la petición de tirada")?;
    let spec = spec(map)?;
    let mut typed = BTreeMap::new();
    if let Some(f) = faces(map.get("dados"))? {
        // Four faces, or fewer when the rest is asked for: each face checked all the same.
        let mut four = f.clone();
        four.resize(four.len().max(fate::roll::DICE), 0);
        fate::roll::dice_from(&four).map_err(|e| PlayError::field("dados", e.to_string()))?;
        typed.insert(fate::roll::GROUP.to_string(), f);
    }
    let mut dice = super::typed::dice(typed, map, seed, seq)?;
    let dice_error = |e: FateError| match e {
        FateError::Dice(s) => super::typed::error(&s, "dados"),
        e => PlayError::field("dados", e.to_string()),
    };
    let roll = FateRoll::throw(spec, &mut dice).map_err(dice_error)?;
    dice.finish().map_err(|e| super::typed::error(&e, "dados"))?;
    let t = roll.finish(&Rules::default());
    let mut out = serde_json::to_value(&t).map_err(|e| PlayError::new(e.to_string()))?;
    super::typed::mark(&mut out, dice.rolled());
    Ok(Resolved {
        request: request.clone(),
        roll: out,
        state: None,
    })
}

pub fn odds(request: &Value) -> Result<Value, PlayError> {
    let mut map = object(request, "la petición de tirada")?.clone();
    map.remove("dados");
    let spec = spec(&map)?;
    let rules = Rules::default();
    let o = fate::roll_odds(&spec, &rules);
    let distribution: Vec<Value> = o
        .effort
        .probabilities()
        .into_iter()
        .map(|r| json!({"total": r.value, "label": rules.ladder.word(r.value as i32), "p": r.p}))
        .collect();
    Ok(
        json!({"system": "fate", "difficulty": o.difficulty, "distribution": distribution,
              "outcomes": {"exito": o.exito, "fallo": o.fallo}, "critico": o.critico,
              "mean_shifts": o.mean_shifts}),
    )
}

/// The four Fudge dice (faces −1, 0, +1) the table's RNG threw: none when they were typed.
pub fn dice_faces(request: &Value, roll: &Value) -> Vec<super::Thrown> {
    let shown = super::faces_of(roll.get("dice"), &Die::Fudge);
    let typed: Vec<super::Thrown> = faces(request.get("dados"))
        .ok()
        .flatten()
        .unwrap_or_default()
        .into_iter()
        .map(|f| (Die::Fudge, f))
        .collect();
    super::without(shown, &typed)
}
