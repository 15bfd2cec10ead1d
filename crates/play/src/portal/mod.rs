//! PORTAL at the table: rolls, rerolls and odds through `tirada_rules::portal`, the same
//! functions `tirada portal` and `tirada odds portal` call.

pub mod encounter;
pub mod fighters;
pub mod odds;
pub mod opponents;
pub mod request;
pub mod rules;
pub mod sheet;

use super::portal::request::{normalise, parse, PortalRequest, Repetir};
use super::portal::sheet::after_roll;
use crate::error::PlayError;
use crate::model::Character;
use crate::outcome::{RerollStep, Resolved};
use crate::seed::Seed;
pub use rules::{rules_of, ruleset};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use tirada_dice::Words;
use tirada_dice::{DiceSource, SourceError, TypedDice};
use tirada_rules::portal::{
    self, check_spending, next_move, Colour, NextMove, Objective, PortalError, PortalRoll, RollSpending, Rules,
    StateError,
};

fn engine(e: PortalError) -> PlayError {
    PlayError::of(&e)
}

fn count(state: &Value, key: &str) -> i64 {
    state.get(key).and_then(Value::as_i64).unwrap_or(0)
}

/// The request with what the character holds made explicit: every discomfort die it holds is
/// thrown (R2); wound dice not thrown are set aside (R8).
fn with_character(mut map: Map<String, Value>, character: Option<&Character>) -> Result<Map<String, Value>, PlayError> {
    let Some(c) = character else { return Ok(map) };
    let state = &c.state;
    if !map.contains_key("malestar") && !map.contains_key("negros") {
        map.insert("malestar".into(), json!(count(state, "malestar")));
    }
    let held = count(state, "heridas");
    if !map.contains_key("heridas") && !map.contains_key("rojos") {
        map.insert("heridas".into(), json!(held));
    }
    let thrown = map.get("heridas").and_then(Value::as_i64).unwrap_or(0);
    if !map.contains_key("heridas_sin_tirar") {
        map.insert("heridas_sin_tirar".into(), json!((held - thrown).max(0)));
    }
    Ok(map)
}

/// What a roll spends from the character, checked as `tirada portal --ficha` checks it
/// (`portal::check_spending`): a principal NPC spends neither luck nor PP (B647), only a lost
/// luck die is tempted (B338, B340), and luck and PP spent must be held.
fn spending(req: &PortalRequest, character: Option<&Character>, ruleset: &Value) -> Result<(), PlayError> {
    let Some(c) = character else { return Ok(()) };
    let spend = RollSpending::of(&req.spec, req.pp_aces).blocked(req.block);
    let field = match () {
        _ if spend.luck > 0 => "suerte",
        _ if spend.tempt => "tentar",
        _ if req.spec.temporary_specialty => "especialidad_temporal",
        _ => "pp_repeticiones",
    };
    check_spending(&super::portal::sheet::character(c)?, spend, &rules_of(ruleset)).map_err(|e| match e {
        StateError::NoLostLuck(_) => PlayError::engine("tentar", &e),
        StateError::NoBlock(_) => PlayError::engine("bloquear", &e),
        StateError::NotEnough { what, .. } if what.contains("suerte") => whose(&c.name, &e).on("suerte"),
        StateError::NotEnough { .. } => {
            let pp = if req.pp_aces > 0 {
                "pp_repeticiones"
            } else {
                "especialidad_temporal"
            };
            whose(&c.name, &e).on(pp)
        }
        e => PlayError::engine(field, &e),
    })
}

/// A character's engine refusal, the character named in front.
fn whose(name: &str, e: &StateError) -> PlayError {
    PlayError::said_by(
        tirada_dice::Words::key("play-whose")
            .arg("name", name)
            .arg("why", tirada_dice::Worded::words(e)),
    )
}

/// The best move now, when a reroll is left and "best" is defined — and the game is small
/// enough to solve within the engine's bounds: beyond them the roll stands without advice.
fn advise(roll: &PortalRoll, objective: Objective) -> Result<Option<NextMove>, PlayError> {
    use tirada_dice::solver::SolveError;
    match next_move(roll, objective) {
        Err(SolveError::TooBig { .. } | SolveError::TooCostly { .. }) => Ok(None),
        r => r.map_err(|e| PlayError::of(&e)),
    }
}

/// A request thrown and played to its end.
pub struct Played {
    pub roll: PortalRoll,
    /// The dice rolled for a typed roll's rest (`tirar_resto`), `(group, face)`.
    pub rolled: Vec<(String, i64)>,
    /// What to reroll next, when the best policy stopped where typed faces ran out.
    pub advice: Option<NextMove>,
}

/// Throws a request with `rest` behind its typed faces (under the one policy: a die left out
/// is refused unless `roll_rest`), blocks and buys aces as asked, then plays its rerolls: the
/// best policy (as `--repetir optimo`, stopping where a typed colour has no faces left, with
/// the advice), the dice listed, or none. The roll machine of the CLI's `tirada portal` and of
/// the table's rolls alike.
pub fn play<R: DiceSource>(req: &PortalRequest, rules: Rules, rest: R) -> Result<Played, PortalError> {
    let mut dice = TypedDice::new(req.typed.clone(), rest, req.roll_rest);
    let mut roll = PortalRoll::throw(req.spec.clone(), rules, &mut dice)?;
    if req.block {
        roll.block()?;
    }
    for _ in 0..req.pp_aces {
        roll.buy_ace();
    }
    let advice = match &req.repetir {
        Repetir::Ninguno => None,
        Repetir::Optimo => portal::play_best(&mut roll, &mut dice, req.objective, |d, c| d.can_give(c.group()))?,
        Repetir::Lista(list) => {
            for &(colour, face) in list {
                roll.reroll(colour, face, &mut dice)?;
            }
            None
        }
    };
    dice.finish()?;
    Ok(Played {
        roll,
        rolled: dice.rolled().to_vec(),
        advice,
    })
}

/// An engine error; a typed die missing or impossible names the request's key for its colour.
fn typed_engine(e: PortalError) -> PlayError {
    match e {
        PortalError::Source(s) => {
            let group = match &s {
                SourceError::Missing { group, .. } | SourceError::Impossible { group, .. } => group.clone(),
                SourceError::Extra { group, .. } => group.clone(),
            };
            let field = if group == Colour::Tempted.group() {
                "tentar"
            } else {
                group.as_str()
            };
            super::typed::error(&s, field)
        }
        e @ (PortalError::Unblockable | PortalError::AlreadyBlocked) => PlayError::engine("bloquear", &e),
        e => engine(e),
    }
}

/// Throws a request with the dice of event `seq` and plays its reroll policy; the dice the
/// table rolled for the typed roll's rest, `(group, face)`.
fn throw(
    req: &PortalRequest,
    rules: Rules,
    seed: &Seed,
    seq: i64,
) -> Result<(PortalRoll, Vec<(String, i64)>), PlayError> {
    let p = play(req, rules, seed.dice_for(seq)).map_err(typed_engine)?;
    Ok((p.roll, p.rolled))
}

/// One reroll chosen at the table, with the dice of its own event.
fn step(roll: &mut PortalRoll, s: &RerollStep, seed: &Seed) -> Result<(), PlayError> {
    let colour = Colour::from_word(&s.color).ok_or_else(|| {
        PlayError::said_by(Words::key("play-portal-colour").arg("given", s.color.as_str())).on("color")
    })?;
    match s.to {
        Some(to) => {
            let typed = BTreeMap::from([(colour.group().to_string(), vec![to as i64])]);
            roll.reroll(colour, s.face, &mut TypedDice::only(typed))
                .map_err(engine)?
        }
        None => roll.reroll(colour, s.face, &mut seed.dice_for(s.seq)).map_err(engine)?,
    };
    Ok(())
}

/// The roll's JSON: the CLI's transcript, the dice rolled for a typed roll's rest, the rerolls
/// left and the advice for the next one.
fn output(
    (roll, rolled): &(PortalRoll, Vec<(String, i64)>),
    (objective, aim): (Objective, Option<i32>),
) -> Result<(Value, tirada_rules::portal::Effects), PlayError> {
    // A roll without a difficulty is advised towards the roller's own target, if any.
    let aimed = aim
        .filter(|_| roll.spec().difficulty.is_none())
        .map(|d| roll.aimed_at(d));
    let advice = advise(aimed.as_ref().unwrap_or(roll), objective)?;
    let left = roll.rerolls_left();
    let transcript = roll.clone().finish();
    let mut v = serde_json::to_value(&transcript).map_err(crate::error::unwritable)?;
    v["rerolls_left"] = json!(left);
    super::typed::mark(&mut v, rolled);
    if let Some(a) = advice {
        v["advice"] = serde_json::to_value(&a).map_err(crate::error::unwritable)?;
    }
    Ok((v, transcript.effects))
}

pub fn roll(
    ruleset: &Value,
    request: &Value,
    character: Option<&Character>,
    seed: &Seed,
    seq: i64,
) -> Result<Resolved, PlayError> {
    let map = with_character(normalise(request)?, character)?;
    let req = parse(&map)?;
    spending(&req, character, ruleset)?;
    let thrown = throw(&req, rules_of(ruleset), seed, seq)?;
    let (v, effects) = output(&thrown, (req.objective, req.aim))?;
    Ok(Resolved {
        request: Value::Object(map),
        roll: v,
        state: character
            .map(|c| after_roll(c, &c.state, &effects, ruleset))
            .transpose()?,
    })
}

pub fn reroll(
    ruleset: &Value,
    roll_seq: i64,
    request: &Value,
    done: &[RerollStep],
    next: RerollStep,
    character: Option<(&Character, &Value)>,
    seed: &Seed,
) -> Result<Resolved, PlayError> {
    let map = normalise(request)?;
    let req = parse(&map)?;
    let mut thrown = throw(&req, rules_of(ruleset), seed, roll_seq)?;
    for s in done {
        step(&mut thrown.0, s, seed)?;
    }
    step(&mut thrown.0, &next, seed)?;
    let (v, after) = output(&thrown, (req.objective, req.aim))?;
    Ok(Resolved {
        request: Value::Object(map),
        roll: v,
        state: character
            .map(|(c, before)| after_roll(c, before, &after, ruleset))
            .transpose()?,
    })
}

/// `tirada odds portal --json` for a request (the flags of the roll, typed faces ignored).
pub fn odds(ruleset: &Value, request: &Value, character: Option<&Character>) -> Result<Value, PlayError> {
    let mut map = with_character(normalise(request)?, character)?;
    for key in ["blancos", "negros", "rojos", "verdes", "repetir"] {
        map.remove(key);
    }
    if map.get("tentar").is_some_and(|t| t.is_number()) {
        map.insert("tentar".into(), json!(true));
    }
    let req = parse(&map)?;
    spending(&req, character, ruleset)?;
    let rules = rules_of(ruleset);
    req.spec.validate(&rules).map_err(engine)?;
    if req.block {
        req.spec.check_block(&rules).map_err(typed_engine)?;
    }
    if odds::needs_difficulty(&req.spec, req.objective, req.pp_aces, true) {
        return Err(PlayError::said_by(Words::key("play-portal-odds-difficulty")).on("dif"));
    }
    let o =
        odds::best(&req.spec, &rules, req.objective, (req.block, req.pp_aces), true).map_err(|e| PlayError::of(&e))?;
    serde_json::to_value(odds::object(&o, &rules, req.objective)).map_err(crate::error::unwritable)
}

/// The d6 the table's RNG threw: the faces the roll ends with and each face a reroll replaced or
/// a PP removed (together, the first throw and every reroll's new face), less the faces typed in — the
/// request's colours and tempted die (`PortalRequest::typed`) and a reroll's typed `to`.
pub fn dice_faces(request: &Value, roll: &Value, chain: &[RerollStep]) -> Vec<crate::outcome::Thrown> {
    let d6 = tirada_dice::Die::Numbered { sides: 6 };
    let dice = roll["dice"].as_array().into_iter().flatten().map(|d| d["face"].clone());
    let replaced = roll["steps"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|s| match s["step"].as_str() {
            Some("repetir") => Some(s["from"].clone()),
            // A wound die removed with a PP was thrown all the same.
            Some("quitar_herida") => Some(s["face"].clone()),
            _ => None,
        });
    let shown = crate::outcome::faces_of(Some(&Value::Array(dice.chain(replaced).collect())), &d6);
    let mut typed: Vec<crate::outcome::Thrown> = normalise(request)
        .and_then(|m| parse(&m))
        .map(|r| r.typed.into_values().flatten().map(|f| (d6.clone(), f)).collect())
        .unwrap_or_default();
    typed.extend(chain.iter().filter_map(|s| s.to).map(|f| (d6.clone(), i64::from(f))));
    crate::outcome::without(shown, &typed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_and_sequence_give_the_same_roll() {
        let seed = Seed([3; 32]);
        let req = json!({"malestar": 2, "dif": 4, "fortaleza": 1});
        let a = roll(&json!({}), &req, None, &seed, 5).unwrap();
        let b = roll(&json!({}), &a.request, None, &seed, 5).unwrap();
        assert_eq!(a.roll, b.roll);
        assert_eq!(a.roll["system"], "portal");
        assert!(["exito", "parcial", "fallo", "pifia"].contains(&a.roll["outcome"].as_str().unwrap()));
    }

    #[test]
    fn typed_faces_drive_the_engine_as_in_the_cli() {
        // Same as `tirada portal --blancos 5,3,1 --negros 4,5 --dif 4 --json`.
        let r = roll(
            &json!({}),
            &json!({"blancos":[5,3,1],"negros":[4,5],"dif":4}),
            None,
            &Seed([0; 32]),
            2,
        )
        .unwrap();
        assert_eq!(r.roll["kept"], 5);
        assert_eq!(r.roll["total"], 4);
        assert_eq!(r.roll["outcome"], "parcial");
        assert_eq!(r.roll["effects"]["malestar_removed"], 1);
    }

    #[test]
    fn bad_requests_name_their_field() {
        let e = roll(&json!({}), &json!({"malestar": 4}), None, &Seed([0; 32]), 2).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("malestar"));
        let e = roll(&json!({}), &json!({"colores": 1}), None, &Seed([0; 32]), 2).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("colores"));
        let e = roll(&json!({}), &json!({"blancos": [7, 1, 1]}), None, &Seed([0; 32]), 2).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("blancos"));
        assert!(ruleset(Some(&json!({"perfil": "otro"}))).is_err());
    }

    #[test]
    fn a_reroll_replays_the_roll_and_uses_its_own_event_dice() {
        let seed = Seed([9; 32]);
        let req = json!({"blancos":[2,2,1],"malestar":0,"dif":4,"fortaleza":2,"repetir":"ninguno"});
        let first = roll(&json!({}), &req, None, &seed, 3).unwrap();
        assert_eq!(first.roll["rerolls_left"], 2);
        assert_eq!(first.roll["advice"]["move"], "repetir");
        let step = RerollStep {
            seq: 4,
            color: "blanco".into(),
            face: 1,
            to: None,
        };
        let second = reroll(&json!({}), 3, &first.request, &[], step.clone(), None, &seed).unwrap();
        assert_eq!(second.roll["rerolls_left"], 1);
        assert_eq!(second.roll["steps"][0]["from"], 1);
        let again = reroll(&json!({}), 3, &first.request, &[], step, None, &seed).unwrap();
        assert_eq!(second.roll, again.roll);
    }

    #[test]
    fn odds_match_the_engine_without_rerolls() {
        let o = odds(&json!({}), &json!({"malestar": 1, "dif": 4}), None).unwrap();
        let direct = tirada_rules::portal::odds_without_rerolls(
            &tirada_rules::portal::RollSpec {
                black: 1,
                difficulty: Some(4),
                ..Default::default()
            },
            &Rules::summary(),
        );
        assert_eq!(
            o["outcomes"]["exito"],
            json!(direct.outcomes.unwrap().exito.to_string())
        );
    }
}
