//! Fate «La Escalera» at the table: 4dF + skill + modifiers against a ladder difficulty, through
//! `tirada_rules::fate` (as `tirada fate`). The request is a [`FateRequest`], the flags of
//! `tirada fate` as keys: `hab`, `mod`, `pp` (power points spent), `dif` (a number or a
//! ladder word), `consecuencias`, `suplementarias`, `defensa_total`, `modifica`,
//! `complementa`, `restringe`, `dados` (typed faces: `"+-0+"` or `[1,-1,0,1]`) and
//! `tirar_resto` (fewer than four typed: the table rolls the rest).

pub mod odds;
pub mod request;
pub mod state;

use super::request::{read, Faces};
use crate::error::PlayError;
use crate::outcome::Resolved;
use crate::seed::Seed;
use request::FateRequest;
use serde_json::Value;
use std::collections::BTreeMap;
use tirada_dice::Words;
use tirada_dice::{DiceSource, Die, SourceError, TypedDice};
use tirada_rules::fate::{self, FateError, FateRoll, RollSpec, Rules};

/// The request read into its type.
fn request(request: &Value) -> Result<FateRequest, PlayError> {
    read(request, Words::key("thing-roll").arg("system", "Fate"))
}

/// Throws `spec` under the one typed-dice policy: the four Fudge dice typed (or fewer with
/// `roll_rest`, the rest rolled from `rest` and returned), else all from `rest`. The CLI's
/// `tirada fate` (its attacks' two rolls too) and the table's rolls throw here.
pub fn throw<R: DiceSource>(
    spec: RollSpec,
    typed: Option<Vec<i64>>,
    rest: R,
    roll_rest: bool,
) -> Result<(FateRoll, Vec<(String, i64)>), FateError> {
    let mut faces = BTreeMap::new();
    if let Some(f) = typed {
        // Four faces, each a Fudge die's, unless the rest is asked for.
        if !(roll_rest && f.len() < fate::roll::DICE) {
            fate::roll::dice_from(&f)?;
        }
        faces.insert(fate::roll::GROUP.to_string(), f);
    }
    let mut dice = TypedDice::new(faces, rest, roll_rest);
    let roll = FateRoll::throw(spec, &mut dice)?;
    dice.finish().map_err(FateError::Dice)?;
    Ok((roll, dice.rolled().to_vec()))
}

pub fn roll(asked: &Value, seed: &Seed, seq: i64) -> Result<Resolved, PlayError> {
    let req = request(asked)?;
    let spec = req.spec(&Rules::default(), None)?;
    let typed = req.dados.clone().map(|Faces(f)| f);
    let (roll, rolled) = throw(spec, typed, seed.dice_for(seq), req.tirar_resto).map_err(|e| match e {
        FateError::Dice(s) => super::typed::error(&s, "dados"),
        // Fewer than four typed: the die left out is named, as in every system at the table.
        FateError::DiceCount { given } if given < fate::roll::DICE => super::typed::error(
            &SourceError::Missing {
                group: fate::roll::GROUP.to_string(),
                needed: given + 1,
                given,
            },
            "dados",
        ),
        e => PlayError::engine("dados", &e),
    })?;
    let t = roll.finish(&Rules::default()).holding(req.pp_tenidos);
    let mut out = serde_json::to_value(&t).map_err(crate::error::unwritable)?;
    super::typed::mark(&mut out, &rolled);
    Ok(Resolved {
        request: asked.clone(),
        roll: out,
        state: None,
    })
}

pub fn odds(asked: &Value) -> Result<Value, PlayError> {
    let rules = Rules::default();
    let spec = request(asked)?.spec(&rules, None)?;
    let o = odds::exact(&spec, &rules);
    serde_json::to_value(odds::object(&spec, &o, &rules)).map_err(crate::error::unwritable)
}

/// The four Fudge dice (faces −1, 0, +1) the table's RNG threw: none when they were typed.
pub fn dice_faces(request: &Value, roll: &Value) -> Vec<crate::outcome::Thrown> {
    let shown = crate::outcome::faces_of(roll.get("dice"), &Die::Fudge);
    let typed: Vec<crate::outcome::Thrown> = request
        .get("dados")
        .and_then(|d| serde_json::from_value::<Faces>(d.clone()).ok())
        .unwrap_or_default()
        .0
        .into_iter()
        .map(|f| (Die::Fudge, f))
        .collect();
    crate::outcome::without(shown, &typed)
}
