//! A log's turn trackers checked again (`tirada verify`): every step folded over the tracker
//! before it, a Hitos start's initiative and each Fate attack or block rolled again with its
//! event's dice.

use super::fold::{from_view, step, view};
use super::request::TurnsStart;
use super::start::hitos_roll;
use super::tracker::Turns;
use crate::model::Event;
use crate::seed::Seed;
use serde_json::Value;
use std::collections::BTreeMap;

/// Who a Hitos start rolled for, as listed (a character by the name its id has in the view),
/// with the score the view keeps.
fn listed(d: &Value, t: &Turns) -> Option<Vec<(String, i32)>> {
    let of = |p: &Value| {
        t.participants.iter().find(|x| match p["character_id"].as_str() {
            Some(id) => x.character_id.as_deref() == Some(id),
            None => Some(x.name.as_str()) == p["nombre"].as_str().map(str::trim),
        })
    };
    d["participantes"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|p| {
            let x = of(p)?;
            Some((x.name.clone(), x.initiative["puntuacion"].as_i64()? as i32))
        })
        .collect()
}

/// Rolls a Hitos start's initiative again: everyone listed, with their scores, gives the same
/// totals and order.
fn hitos_rolls_again(d: &Value, t: &Turns, seed: &Seed, seq: i64) -> bool {
    let Some(listed) = listed(d, t) else { return false };
    let Ok(asked) = TurnsStart::read(d) else { return false };
    let Ok((rolled, _)) = hitos_roll(&listed, asked.dados.as_deref(), seed, seq) else {
        return false;
    };
    rolled.len() == t.participants.len()
        && rolled.iter().zip(&t.participants).all(|(r, p)| {
            p.name == r.name
                && p.initiative["total"] == r.total
                && p.initiative["desempates"] == serde_json::json!(r.tiebreaks)
        })
}

/// The d10s the table's RNG threw for a Hitos start's initiative (event `seq`, data `d`), never
/// the typed ones: the fairness page counts them. Nothing for another system's start.
pub fn initiative_dice(d: &Value, seed: &Seed, seq: i64) -> Vec<crate::outcome::Thrown> {
    let Ok(t) = from_view(&d["view"]) else {
        return Vec::new();
    };
    let Some(listed) = listed(d, &t).filter(|_| t.system == "hitos") else {
        return Vec::new();
    };
    let Ok(asked) = TurnsStart::read(d) else {
        return Vec::new();
    };
    hitos_roll(&listed, asked.dados.as_deref(), seed, seq).map_or_else(|_| Vec::new(), |(_, f)| f)
}

/// Every turn tracker of a log folded again: a step whose fold is not the view its event keeps
/// is a mismatch (`tirada verify`), by event.
pub fn check(events: &[Event], seed: &Seed) -> Vec<(i64, String)> {
    check_with(events, &|_| Some(seed))
}

/// [`check`] for a log of several sessions, each rolled with its own seed (`seed_at` an event's
/// number; None while its session's seed is secret: its dice are not rolled again). Each step
/// rolls with its own event's dice, so a tracker may span sessions.
pub fn check_with<'a>(events: &[Event], seed_at: &dyn Fn(i64) -> Option<&'a Seed>) -> Vec<(i64, String)> {
    let mut fights: BTreeMap<i64, Turns> = BTreeMap::new();
    let mut bad = Vec::new();
    for e in events {
        let d = &e.data;
        match e.kind.as_str() {
            "turns_started" => match from_view(&d["view"]) {
                Ok(t) => {
                    let again = |seed| hitos_rolls_again(d, &t, seed, e.seq);
                    if t.system == "hitos" && !seed_at(e.seq).is_none_or(again) {
                        bad.push((e.seq, "la iniciativa de Hitos tirada otra vez es distinta".into()));
                    }
                    fights.insert(e.seq, t);
                }
                Err(x) => bad.push((e.seq, x.to_string())),
            },
            "turns_step" => {
                let Some(t) = d["turns"].as_i64().and_then(|s| fights.get_mut(&s)) else {
                    bad.push((e.seq, "es un paso de un combate que no empezó".into()));
                    continue;
                };
                let rolled = matches!(d["step"]["accion"].as_str(), Some("ataque" | "bloqueo"));
                let again = |seed| super::exchange::rolls_again(t, &d["step"], seed, e.seq);
                if rolled && !seed_at(e.seq).is_none_or(again) {
                    bad.push((e.seq, "el ataque o bloqueo tirado otra vez es distinto".into()));
                }
                match step(t, &d["step"]) {
                    Ok(n) if view(&n) == d["view"] => *t = n,
                    Ok(_) => bad.push((e.seq, "el combate por turnos recalculado es distinto".into())),
                    Err(x) => bad.push((e.seq, x.to_string())),
                }
            }
            _ => {}
        }
    }
    bad
}
