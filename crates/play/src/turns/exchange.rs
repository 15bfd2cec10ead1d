//! Fate attacks and blocks from the turn tracker (issue #16): the one whose turn it is attacks
//! someone or blocks, rolled by `tirada-rules` as `tirada fate --ataque` rolls them — the
//! defence first, the attack against the better of it and a block protecting the defender
//! (L120–L133, L161), a block's effort its strength (L157–L165). The server resolves the step
//! with the dice of its event (typed faces first) and keeps the outcome in it (`resultado`);
//! folding the step then only reads that outcome: an extra's stress moves on its own track
//! ([`Participant::harm`]), a table character's through its own state event.

use super::tracker::{Block, Participant, Turns};
use crate::error::PlayError;
use crate::fate as table_fate;
use crate::model::Character;
use crate::seed::Seed;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tirada_dice::Words;
use tirada_dice::{DiceSource, TypedDice};
use tirada_rules::fate::error::FateError;
use tirada_rules::fate::options::BlockDuration;
use tirada_rules::fate::stress::Track;
use tirada_rules::fate::tables::ConflictKind;
use tirada_rules::fate::{resolve_attack, FateRoll, Reach, RollSpec, Rules};

/// The engine's Fate rules at the table.
fn rules() -> Rules {
    Rules::default()
}

fn kind(t: &Turns) -> ConflictKind {
    t.conflict
        .as_deref()
        .and_then(ConflictKind::parse)
        .unwrap_or(ConflictKind::Physical)
}

/// The track a conflict hurts: Salud in a physical one, Serenidad otherwise (L108).
pub fn track(t: &Turns) -> Track {
    Track::for_kind(kind(t))
}

/// A participant's rating in `skill`: its sheet's for a table character, the start's
/// `habilidades` for an extra (a skill not listed is Mediocre, 0).
fn rating(p: &Participant, skill: &str, table: &[Character]) -> Result<i32, PlayError> {
    match &p.character_id {
        Some(id) => {
            let c = table
                .iter()
                .find(|c| &c.id == id)
                .ok_or_else(|| PlayError::said_by(Words::key("play-turns-left-table").arg("name", p.name.as_str())))?;
            Ok(table_fate::state::current(c, &rules())?.skill(skill))
        }
        None => Ok(p
            .skills
            .iter()
            .find(|(k, _)| k.to_lowercase() == skill.to_lowercase())
            .map_or(0, |(_, v)| *v)),
    }
}

fn skill_of(s: &Value, key: &str) -> Result<String, PlayError> {
    let name = s[key].as_str().map(str::trim).unwrap_or_default();
    if name.is_empty() || name.chars().count() > 40 {
        return Err(PlayError::said_by(Words::key("play-turns-skill-name").arg("field", key)).on(key));
    }
    Ok(name.to_string())
}

/// The typed faces of `dados.<key>` (four at most, `"+-0+"` or `[1, -1, 0, 1]`).
fn typed(s: &Value, key: &str) -> Result<BTreeMap<String, Vec<i64>>, PlayError> {
    let bad = || PlayError::said_by(Words::key("play-turns-fate-dice")).on("dados");
    let faces = match s["dados"].get(key).filter(|v| !v.is_null()) {
        Some(v) => {
            serde_json::from_value::<crate::request::Faces>(v.clone())
                .map_err(|_| bad())?
                .0
        }
        None => Vec::new(),
    };
    if faces.len() > 4 || faces.iter().any(|f| !(-1..=1).contains(f)) {
        return Err(PlayError::said_by(Words::key("play-turns-fate-dice")).on("dados"));
    }
    Ok(BTreeMap::from([(tirada_rules::fate::roll::GROUP.to_string(), faces)]))
}

fn throw(spec: RollSpec, faces: BTreeMap<String, Vec<i64>>, rest: &mut impl DiceSource) -> Result<FateRoll, PlayError> {
    FateRoll::throw(spec, &mut TypedDice::with_rest(faces, rest)).map_err(|e| PlayError::engine("dados", &e))
}

fn transcript(r: FateRoll) -> Value {
    serde_json::to_value(r.finish(&rules())).expect("a transcript serialises")
}

/// The acting participant: the one whose turn it is.
fn actor(t: &Turns, s: &Value, key: &str) -> Result<usize, PlayError> {
    let i = t.who(&s[key])?;
    if t.current() != Some(i) {
        return Err(PlayError::said_by(
            Words::key("play-turns-not-their-turn").arg("name", t.participants[i].name.as_str()),
        )
        .on(key));
    }
    Ok(i)
}

/// An attack or a block the GM asks for, resolved with the dice of event `seq`: the step with
/// its outcome (`resultado`), to be kept in the event and folded by [`fold`].
/// `{"accion": "ataque", "atacante", "defensor", "habilidad", "defensa", "dados"?: {"ataque",
/// "defensa"}}`; `{"accion": "bloqueo", "participante", "habilidad", "protege"?, "dados"?:
/// {"bloqueo"}}`.
pub fn resolve(t: &Turns, s: &Value, table: &[Character], seed: &Seed, seq: i64) -> Result<Value, PlayError> {
    t.zones_only_in_fate()
        .map_err(|_| PlayError::said_by(Words::key("play-turns-fate-only")).on("accion"))?;
    let mut out = s.clone();
    if s["accion"] == "ataque" {
        let a = actor(t, s, "atacante")?;
        let d = t.who(&s["defensor"]).map_err(|e| e.on("defensor"))?;
        if a == d || t.participants[d].out {
            return Err(PlayError::said_by(
                Words::key("play-turns-defender").arg("name", t.participants[d].name.as_str()),
            )
            .on("defensor"));
        }
        let (skill, defence) = (skill_of(s, "habilidad")?, skill_of(s, "defensa")?);
        let (att, def) = (&t.participants[a], &t.participants[d]);
        // F102–F104: a blow or a word reaches its own zone, Disparo three, as the CLI's conflict
        // measures it; the table's zones lie in a row, each next to the one after it.
        if let (Some(from), Some(to)) = (att.zone, def.zone) {
            let (zones, reach) = (from.abs_diff(to) as u32, Reach::of_skill(&skill).zones());
            if zones > reach {
                let why = tirada_dice::Worded::words(&FateError::OutOfReach { zones, reach });
                let said = tirada_dice::Words::key("play-whose")
                    .arg("name", def.name.as_str())
                    .arg("why", why);
                return Err(PlayError::said_by(said).on("defensor"));
            }
        }
        let ratings = [rating(att, &skill, table)?, rating(def, &defence, table)?];
        out["resultado"] = rolled(t, s, ratings, seed, seq)?;
    } else {
        let b = actor(t, s, "participante")?;
        let target = match s.get("protege").filter(|v| !v.is_null()) {
            Some(v) => Some(t.who(v).map_err(|e| e.on("protege"))?),
            None => None,
        };
        let skill = skill_of(s, "habilidad")?;
        out["protege"] = json!(target);
        out["resultado"] = rolled(t, s, [rating(&t.participants[b], &skill, table)?, 0], seed, seq)?;
    }
    Ok(out)
}

/// The outcome of an attack (`ratings`: the attacker's skill and the defender's) or a block
/// (the blocker's), rolled with the dice of event `seq`, typed faces first. As `tirada fate
/// --ataque`: the defence first, the attack read against the better of it and a block
/// protecting the defender (L161).
fn rolled(t: &Turns, s: &Value, ratings: [i32; 2], seed: &Seed, seq: i64) -> Result<Value, PlayError> {
    let mut rest = seed.dice_for(seq);
    if s["accion"] != "ataque" {
        let roll = throw(RollSpec::new(ratings[0]), typed(s, "bloqueo")?, &mut rest)?;
        let strength = roll.effort();
        return Ok(json!({"bloqueo": transcript(roll), "fuerza": strength}));
    }
    let d = s["defensor"].as_u64().map(|d| d as usize);
    let guard = t.blocks.iter().filter(|b| b.target.is_some() && b.target == d);
    let block = guard.map(|b| b.strength).max();
    let own = throw(RollSpec::new(ratings[1]), typed(s, "defensa")?, &mut rest)?;
    let used = block.map_or(own.effort(), |b| b.max(own.effort()));
    let hit = throw(RollSpec::new(ratings[0]).against(used), typed(s, "ataque")?, &mut rest)?;
    let outcome = resolve_attack(hit.effort(), own.effort(), block);
    Ok(
        json!({"ataque": transcript(hit), "defensa": transcript(own), "resultado": outcome,
              "estres": outcome.stress, "medidor": track(t)}),
    )
}

/// Whether a kept attack or block rolls again the same from the seed (`tirada verify`), with
/// the ratings its transcripts say and the tracker `t` before it.
pub fn rolls_again(t: &Turns, s: &Value, seed: &Seed, seq: i64) -> bool {
    let r = &s["resultado"];
    let skill = |k: &str| r[k]["skill"].as_i64().map(|n| n as i32);
    let ratings = match s["accion"].as_str() {
        Some("ataque") => [skill("ataque"), skill("defensa")],
        _ => [skill("bloqueo"), Some(0)],
    };
    let [Some(a), Some(b)] = ratings else { return false };
    rolled(t, s, [a, b], seed, seq).is_ok_and(|again| &again == r)
}

/// The Fate dice the table's RNG threw for an attack or a block (its typed faces left out), for
/// the fairness page.
pub fn dice_faces(step: &Value) -> Vec<crate::outcome::Thrown> {
    ["ataque", "defensa", "bloqueo"]
        .into_iter()
        .filter(|k| step["resultado"][k].is_object())
        .flat_map(|k| table_fate::dice_faces(&json!({"dados": step["dados"].get(k)}), &step["resultado"][k]))
        .collect()
}

/// The state change a hit of `stress` is on its defender's track: the engine's `golpe`,
/// absorbed as the engine absorbs it (a box, else a consequence).
pub fn hit(t: &Turns, stress: u64, attacker: &str) -> Value {
    json!({"evento": "golpe", "stress": stress, "track": track(t), "reason": format!("ataque de {attacker}")})
}

/// Folds a resolved attack or block: a block joins the fight's blocks; an attack's stress on an
/// extra moves its track (a table character's goes through its state event instead).
pub(super) fn fold(n: &mut Turns, s: &Value) -> Result<(), PlayError> {
    let r = &s["resultado"];
    if !r.is_object() {
        return Err(PlayError::said_by(Words::key("play-turns-with-result")).on("accion"));
    }
    if s["accion"] == "bloqueo" {
        let blocker = n.who(&s["participante"])?;
        let target = s["protege"].as_u64().map(|i| i as usize);
        let strength = r["fuerza"].as_i64().unwrap_or_default() as i32;
        n.blocks.push(Block {
            blocker,
            target,
            strength,
        });
        return Ok(());
    }
    let (a, d) = (n.who(&s["atacante"])?, n.who(&s["defensor"])?);
    let stress = r["estres"].as_u64().unwrap_or_default();
    if stress == 0 || n.participants[d].character_id.is_some() {
        return Ok(());
    }
    let change = hit(n, stress, &n.participants[a].name);
    n.participants[d].harm = Some(super::extras::changed(n, d, &change)?);
    Ok(())
}

/// A turn begins: under the engine's default, the blocks of whoever acts now end (A-BLK-1);
/// under the other, a new exchange ends them all.
pub(super) fn turn_starts(n: &mut Turns, new_round: bool) {
    match rules().block_duration {
        BlockDuration::UntilBlockerNextTurn => {
            if let Some(i) = n.current() {
                n.blocks.retain(|b| b.blocker != i);
            }
        }
        BlockDuration::UntilEndOfExchange if new_round => n.blocks.clear(),
        BlockDuration::UntilEndOfExchange => {}
    }
}
