//! CHASIS at the table: 2d12 + modifiers against 13 by default, extremes, grades and the
//! table's apertura, through `tirada_rules::chasis` (as `tirada chasis`). The request is a
//! [`ChasisRequest`] (`request.rs`): the engine's `Check` keys (`mod` as a number or dice
//! notation, `dif`, `niv`, `modo_niv`, `energia`, `psj`, `gradual`, `aux_max`), `atributo` (by
//! name from the roller's sheet), `dados` (typed base faces, then the apertura's), `dados_mod`
//! (typed faces of `mod`'s dice) and `tirar_resto`; the GM's decisions on the check,
//! `neutro_a_fallo` (C370) and `irrealizar` (C1198), and `automatico` (`"exito"` or `"fallo"`:
//! energy buys a result without a roll, C1196).
//! Ruleset: `{"apertura": "ninguna|gemela|tope|media|sobredecima"}` or a whole ruleset as JSON.

pub mod request;
pub mod rules;
pub mod state;

use super::request::read;
use crate::error::PlayError;
use crate::model::Character;
use crate::outcome::Resolved;
use crate::seed::Seed;
pub use request::{Automatic, ChasisRequest, Decisions};
pub use rules::{parse_ruleset, ruleset};
use serde_json::Value;
use std::collections::BTreeMap;
use tirada_dice::Words;
use tirada_dice::{DiceSource, Die, TypedDice};
use tirada_rules::chasis::{
    self, apertura::GROUP as APERTURA_GROUP, ChasisError, Check, EnergySpend, Ruleset, Sheet, Transcript, BASE_GROUP,
    MODIFIER_GROUP,
};

/// The request read into its type.
pub fn request(asked: &Value) -> Result<ChasisRequest, PlayError> {
    read(asked, Words::key("thing-roll").arg("system", "CHASIS"))
}

/// Whether a CHASIS request asks for what only the GM decides: a neutral turned into a
/// failure, an irrealized failure, an automatic failure.
pub fn asks_gm_decision(asked: &Value) -> bool {
    request(asked).is_ok_and(|r| r.gm_decides())
}

/// The request with the roller's sheet made explicit ([`ChasisRequest::from_sheet`]) and the
/// sheet, when a character rolls; `atributo` without one is refused.
pub fn with_character(
    r: &Ruleset,
    asked: &Value,
    character: Option<&Character>,
) -> Result<(ChasisRequest, Option<Sheet>), PlayError> {
    let mut req = request(asked)?;
    let Some(c) = character else {
        if req.atributo.is_some() {
            return Err(crate::fields::needs_character("atributo", "attribute"));
        }
        return Ok((req, None));
    };
    let s = state::current(c)?;
    req.from_sheet(&s, r)?;
    Ok((req, Some(s)))
}

/// A request for an automatic result: no dice, no GM's decision (C1196); the character's
/// success paid from its énfasis, folded as any spend of a roll (`state::after_roll`).
fn automatic(
    r: &Ruleset,
    mut req: ChasisRequest,
    how: Automatic,
    emphasis: Option<i64>,
    asked: &Value,
) -> Result<Resolved, PlayError> {
    let given = [
        ("dados", req.dados.is_some()),
        ("dados_mod", req.dados_mod.is_some()),
        ("irrealizar", req.irrealizar),
        ("neutro_a_fallo", req.neutro_a_fallo),
    ];
    if let Some((k, _)) = given.into_iter().find(|(_, given)| *given) {
        return Err(PlayError::said_by(Words::key("play-chasis-automatic-alone")).on(k));
    }
    let a = how.play(r, emphasis)?;
    if how == Automatic::Success && emphasis.is_some() {
        req.energia = Some(EnergySpend {
            emphasis_mod: a.spent / r.energy.mod_cost.max(1),
            ..EnergySpend::default()
        });
    }
    Ok(Resolved {
        request: crate::request::stored(asked, &req)?,
        roll: serde_json::to_value(&a).map_err(crate::error::unwritable)?,
        state: None,
    })
}

/// Faces typed for one check as the dice groups the engine asks for: the base dice, then past
/// them the apertura's (`dados`, `--dados`); the modifier's dice apart (`dados_mod`).
pub fn typed_faces(base: Option<Vec<i64>>, modifier: Option<Vec<i64>>, r: &Ruleset) -> BTreeMap<String, Vec<i64>> {
    let mut typed = BTreeMap::new();
    if let Some(faces) = base {
        let n = (r.base.count as usize).min(faces.len());
        typed.insert(BASE_GROUP.to_string(), faces[..n].to_vec());
        if faces.len() > n {
            typed.insert(APERTURA_GROUP.to_string(), faces[n..].to_vec());
        }
    }
    if let Some(faces) = modifier {
        typed.insert(MODIFIER_GROUP.to_string(), faces);
    }
    typed
}

/// Rolls one check under the one typed-dice policy (`tirada_dice::TypedDice`): the typed faces
/// first, a die left out refused naming its group unless `roll_rest`, then rolled from `rest`
/// and returned; every typed face must be used. The CLI and the table both roll here.
pub fn roll_typed<R: DiceSource>(
    r: &Ruleset,
    check: &Check,
    typed: BTreeMap<String, Vec<i64>>,
    rest: R,
    roll_rest: bool,
) -> Result<(Transcript, Vec<(String, i64)>), ChasisError> {
    let mut dice = TypedDice::new(typed, rest, roll_rest);
    let t = chasis::roll(r, check, &mut dice)?;
    dice.finish()?;
    Ok((t, dice.rolled().to_vec()))
}

/// The group of dice a typed face was missing, impossible or extra in, and the key its faces
/// go in at the table (`dados`, or `dados_mod` for the modifier's).
pub fn typed_field(e: &tirada_dice::SourceError) -> &'static str {
    match group_of(e) {
        MODIFIER_GROUP => "dados_mod",
        _ => "dados",
    }
}

/// Rolls a check with the dice of event `seq` (or plays its automatic result) for `character`,
/// when one rolls.
pub fn roll(
    ruleset: &Value,
    asked: &Value,
    character: Option<&Character>,
    seed: &Seed,
    seq: i64,
) -> Result<Resolved, PlayError> {
    let r = parse_ruleset(ruleset)?;
    let (req, sheet) = with_character(&r, asked, character)?;
    if let Some(how) = req.automatico {
        return automatic(&r, req, how, sheet.map(|s| s.state.energy.emphasis), asked);
    }
    let decisions = req.decisions()?;
    let typed = typed_faces(req.dados.clone().map(|f| f.0), req.dados_mod.clone().map(|f| f.0), &r);
    let (mut t, rolled) =
        roll_typed(&r, &req.check(), typed, seed.dice_for(seq), req.tirar_resto).map_err(|e| match e {
            ChasisError::Dice(s) => super::typed::error(&s, typed_field(&s)),
            e => PlayError::of(&e),
        })?;
    decisions.apply(&mut t, &r)?;
    let mut roll = serde_json::to_value(&t).map_err(crate::error::unwritable)?;
    super::typed::mark(&mut roll, &rolled);
    Ok(Resolved {
        request: crate::request::stored(asked, &req)?,
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

pub fn odds(ruleset: &Value, asked: &Value, character: Option<&Character>) -> Result<Value, PlayError> {
    let r = parse_ruleset(ruleset)?;
    let (req, _) = with_character(&r, asked, character)?;
    if req.automatico.is_some() {
        return Err(PlayError::said_by(Words::key("play-chasis-automatic-odds")).on("automatico"));
    }
    let refused = |e: ChasisError| match &e {
        ChasisError::Invalid { field, .. } => PlayError::engine(field, &e),
        ChasisError::Costly(_) => PlayError::engine("mod", &e),
        _ => PlayError::said_by(tirada_dice::Worded::words(&e)),
    };
    let o = check_odds(&r, &req, DEPTH).map_err(refused)?;
    // This answer is held whole as a JSON value: priced before it is built.
    o.fits_as_json(&req.check()).map_err(refused)?;
    serde_json::to_value(&o).map_err(crate::error::unwritable)
}

/// Extra dice per apertura chain the odds follow before cutting (`tirada odds chasis
/// --profundidad`'s default).
pub const DEPTH: u32 = 10;

/// The exact odds of a request's check, apertura chains cut at `depth` extra dice: the table's
/// and `tirada odds chasis`'s.
pub fn check_odds(r: &Ruleset, req: &ChasisRequest, depth: u32) -> Result<chasis::odds::CheckOdds, ChasisError> {
    chasis::odds(r, &req.check(), depth)
}

/// The dice the table's RNG threw: the base dice, every apertura chain's and the modifier's
/// when nothing was typed; when `dados` or `dados_mod` typed any face, only the dice the table
/// rolled for the rest (`tirados`), since every other die was typed.
pub fn dice_faces(request: &Value, roll: &Value) -> Vec<crate::outcome::Thrown> {
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
        return crate::outcome::list(&roll["tirados"])
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
    let mut out = crate::outcome::faces_of(roll.get("dice"), &die);
    for chain in roll["apertura"]["chains"].as_array().into_iter().flatten() {
        if let Some(die) = chain["sides"].as_u64().and_then(|s| Die::d(s as u32)) {
            out.extend(crate::outcome::faces_of(chain.get("faces"), &die));
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
fn modifier_dice(modifier: &Value) -> Vec<crate::outcome::Thrown> {
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
