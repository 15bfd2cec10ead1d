//! CHASIS at the table: 2d12 + modifiers against 13 by default, extremes, grades and the
//! table's apertura, through `tirada_rules::chasis` (as `tirada chasis`). Request keys: the
//! engine's `Check` (`mod` as a number or dice notation, `dif`, `niv`, `modo_niv`, `energia`,
//! `psj`, `gradual`, `aux_max`), `dados` (typed base faces, then the apertura's), `dados_mod`
//! (typed faces of `mod`'s dice) and `tirar_resto` (roll the dice left out of typed faces); the
//! GM's decisions on the check, `neutro_a_fallo` (C370) and `irrealizar` (C1198), and
//! `automatico` (`"exito"` or `"fallo"`: energy buys a result without a roll, C1196).
//! Ruleset: `{"apertura": "ninguna|gemela|tope|media|sobredecima"}` or a whole ruleset as JSON.

pub mod state;

use super::fields::{int_list, object};
use super::{PlayError, Resolved};
use crate::seed::Seed;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tirada_dice::{DiceSource, Die, TypedDice};
use tirada_rules::chasis::{
    self, apertura::GROUP as APERTURA_GROUP, AperturaKind, ChasisError, Check, Ruleset, Transcript, BASE_GROUP,
    MODIFIER_GROUP,
};

pub fn parse_ruleset(v: &Value) -> Result<Ruleset, PlayError> {
    let bad = |e: String| PlayError::field("ruleset", e);
    let mut r = match v.get("apertura") {
        Some(Value::String(_)) | None if v.as_object().is_none_or(|m| m.keys().all(|k| k == "apertura")) => {
            Ruleset::book()
        }
        _ => crate::request::read::<Ruleset>(v, "el reglamento de CHASIS").map_err(|e| bad(e.message))?,
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

/// The keys of the engine's `Check` a request may have (the engine takes unknown keys
/// silently, so any other is refused first).
const CHECK_KEYS: &[&str] = &["mod", "dif", "niv", "modo_niv", "energia", "psj", "gradual", "aux_max"];

/// The keys of a request that carry no part of the engine's `Check`.
const NOT_CHECK: &[&str] = &[
    "dados",
    "dados_mod",
    super::typed::ROLL_REST,
    "irrealizar",
    "neutro_a_fallo",
    "automatico",
];

/// A GM's decision on a check already rolled: a neutral nobody can narrate becomes a failure
/// (C370), or a failure is irrealized into a success for provisional estrés (C1198). The CLI's
/// `--neutro-a-fallo` and `--irrealizar` and the table's keys of the same names come here.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Decisions {
    pub neutral_to_failure: bool,
    pub irrealize: bool,
}

impl Decisions {
    fn of(map: &serde_json::Map<String, Value>) -> Result<Decisions, PlayError> {
        let d = Decisions {
            neutral_to_failure: super::fields::boolean(map, "neutro_a_fallo")?,
            irrealize: super::fields::boolean(map, "irrealizar")?,
        };
        if d.neutral_to_failure && d.irrealize {
            return Err(PlayError::field(
                "irrealizar",
                "«irrealizar» y «neutro_a_fallo» no van juntos: un neutro no se irrealiza",
            ));
        }
        Ok(d)
    }

    /// Whether a player asking for them would be deciding for the GM.
    pub fn any(self) -> bool {
        self.neutral_to_failure || self.irrealize
    }

    /// Applies the decisions to a rolled check; a refusal names its key.
    pub fn apply(self, t: &mut Transcript, r: &Ruleset) -> Result<(), PlayError> {
        let said = |key: &str, e: ChasisError| PlayError::said(key, e.to_string(), e.english());
        if self.irrealize {
            chasis::dj::irrealize(t, r).map_err(|e| said("irrealizar", e))?;
        }
        if self.neutral_to_failure {
            chasis::dj::neutral_to_failure(t, r).map_err(|e| said("neutro_a_fallo", e))?;
        }
        Ok(())
    }
}

/// A result bought with the energy of the action's whole cap, without a roll (C1196).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Automatic {
    /// The character spends its énfasis (C1174: only what it has).
    Success,
    /// The DJ's: the maneuver fails.
    Failure,
}

impl Automatic {
    fn of(map: &serde_json::Map<String, Value>) -> Result<Option<Automatic>, PlayError> {
        match map.get("automatico") {
            None | Some(Value::Null) | Some(Value::Bool(false)) => Ok(None),
            Some(Value::Bool(true)) => Ok(Some(Automatic::Success)),
            Some(Value::String(s)) if s == "exito" => Ok(Some(Automatic::Success)),
            Some(Value::String(s)) if s == "fallo" => Ok(Some(Automatic::Failure)),
            Some(v) => Err(PlayError::field(
                "automatico",
                format!("«automatico» es \"exito\" o \"fallo\", no {v}"),
            )),
        }
    }

    /// The result without a roll; a success paid from `emphasis` when the character's is known.
    pub fn play(self, r: &Ruleset, emphasis: Option<i64>) -> Result<chasis::AutoSuccess, PlayError> {
        let got = match self {
            Automatic::Success => chasis::auto_success(r, emphasis),
            Automatic::Failure => chasis::auto_failure(r),
        };
        got.map_err(|e| PlayError::said("automatico", e.to_string(), e.english()))
    }
}

/// Whether a CHASIS request asks for what only the GM decides: a neutral turned into a
/// failure, an irrealized failure, an automatic failure.
pub fn asks_gm_decision(request: &Value) -> bool {
    let Some(map) = request.as_object() else { return false };
    Decisions::of(map).is_ok_and(Decisions::any) || matches!(Automatic::of(map), Ok(Some(Automatic::Failure)))
}

fn check(map: &serde_json::Map<String, Value>) -> Result<Check, PlayError> {
    super::fields::only(map, &[CHECK_KEYS, NOT_CHECK].concat(), "la tirada de CHASIS")?;
    let mut m = map.clone();
    for key in NOT_CHECK {
        m.remove(*key);
    }
    crate::request::read::<Check>(&Value::Object(m), "la tirada de CHASIS")
}

/// A request for an automatic result: no dice, no other key of a check but the character's
/// attribute (already in `mod`).
fn automatic(r: &Ruleset, request: &Value, how: Automatic, emphasis: Option<i64>) -> Result<Resolved, PlayError> {
    let map = object(request, "la petición de tirada")?;
    // A given `energia` is what the stored request of a character's success says it paid.
    if let Some(k) = ["dados", "dados_mod", "irrealizar", "neutro_a_fallo"]
        .into_iter()
        .find(|k| map.get(*k).is_some_and(|v| !v.is_null() && v != &json!(false)))
    {
        return Err(PlayError::field(
            k,
            format!("«automatico» no tira dados ni gasta otra energía: sobra «{k}»"),
        ));
    }
    let a = how.play(r, emphasis)?;
    let mut stored = map.clone();
    if how == Automatic::Success && emphasis.is_some() {
        // The character pays the énfasis, folded as any spend of a roll (`state::after_roll`).
        stored.insert(
            "energia".into(),
            json!({"enfasis_mod": a.spent / r.energy.mod_cost.max(1)}),
        );
    }
    Ok(Resolved {
        request: Value::Object(stored),
        roll: serde_json::to_value(&a).map_err(|e| PlayError::new(e.to_string()))?,
        state: None,
    })
}

/// Rolls a check with the dice of event `seq` (or plays its automatic result); `emphasis` is
/// the rolling character's énfasis, when one rolls.
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

pub fn roll(
    ruleset: &Value,
    request: &Value,
    emphasis: Option<i64>,
    seed: &Seed,
    seq: i64,
) -> Result<Resolved, PlayError> {
    let r = parse_ruleset(ruleset)?;
    let map = object(request, "la petición de tirada")?;
    if let Some(how) = Automatic::of(map)? {
        return automatic(&r, request, how, emphasis);
    }
    let decisions = Decisions::of(map)?;
    let check = check(map)?;
    let typed = typed_faces(int_list(map, "dados")?, int_list(map, "dados_mod")?, &r);
    let roll_rest = super::fields::boolean(map, super::typed::ROLL_REST)?;
    let (mut t, rolled) = roll_typed(&r, &check, typed, seed.dice_for(seq), roll_rest).map_err(|e| match e {
        ChasisError::Dice(s) => super::typed::error(&s, typed_field(&s)),
        e => PlayError::new(e.to_string()),
    })?;
    decisions.apply(&mut t, &r)?;
    let mut roll = serde_json::to_value(&t).map_err(|e| PlayError::new(e.to_string()))?;
    super::typed::mark(&mut roll, &rolled);
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
    let map = object(request, "la petición de tirada")?;
    if Automatic::of(map)?.is_some() {
        return Err(PlayError::field(
            "automatico",
            "un resultado automático no se tira: no tiene probabilidades",
        ));
    }
    let check = check(map)?;
    let o = chasis::odds(&r, &check, 10).map_err(|e| match &e {
        ChasisError::Invalid { field, .. } => PlayError::field(field, e.to_string()),
        _ => PlayError::new(e.to_string()),
    })?;
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
