//! A PORTAL fight at a table (issue #16): the encounter `tirada portal combate` runs, kept as
//! events and replayed by the engine — the file, the typed dice and the reroll policy when it
//! starts, then one event per round the GM plays and one when it ends. Every die comes from
//! one stream, the start event's (typed faces first), as the CLI's one source does: the same
//! file and typed dice give the CLI's fight.

use crate::error::PlayError;
use crate::seed::Seed;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tirada_dice::Words;
use tirada_dice::{DiceSource, TypedDice};
use tirada_rules::portal::encounter_file::parse;
use tirada_rules::portal::{Colour, Encounter, Rerolls};

/// Most rounds one fight may run (as `tirada portal combate --asaltos`).
pub const MAX_ROUNDS: u32 = 50;

/// How a fight starts: its file, the faces typed for it and the reroll policy.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    pub toml: String,
    pub typed: BTreeMap<String, Vec<i64>>,
    pub rerolls: Rerolls,
    /// Which participants are the table's characters: `[{"id", "name", "index"}]`.
    pub characters: Value,
}

/// The request keys of typed faces and the engine's dice groups they fill (the CLI's flags).
fn group(key: &str) -> Option<&'static str> {
    Some(match key {
        "blancos" => Colour::White.group(),
        "negros" => Colour::Black.group(),
        "rojos" => Colour::Red.group(),
        "verdes" => Colour::Green.group(),
        "reparto" => "reparto",
        "asiento" => "asiento",
        "acoplar" => "acoplar",
        _ => return None,
    })
}

/// A fight's start as the GM posts it: the fight's TOML file, faces typed from physical dice by
/// their group (`{"reparto": [1, 2], …}`), the reroll policy and the table's characters joined
/// ([`crate::portal::fighters`]).
#[derive(Clone, Debug, Default, PartialEq, Deserialize, Serialize)]
pub struct EncounterStart {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub toml: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dados: Option<BTreeMap<String, Vec<i64>>>,
    /// `ninguno` (the default) or `optimo`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repetir: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub personajes: Option<Vec<Value>>,
    /// Opponents typed one a line («Zombi 5 ataque 4 > Ana», [`crate::portal::opponents`]),
    /// written into the file before the fight starts: the start event keeps only the file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contrarios: Option<Vec<String>>,
}

impl EncounterStart {
    /// Reads a start through the translator.
    pub fn read(v: &Value) -> Result<EncounterStart, PlayError> {
        crate::request::read(v, Words::key("thing-fight-start"))
    }
}

/// A fight's start as the GM posts it ([`EncounterStart`], read through the translator).
pub fn setup(v: &Value) -> Result<Setup, PlayError> {
    setup_of(&EncounterStart::read(v)?)
}

/// The fight's file: the TOML typed (if any) with the typed opponents as its last
/// participants ([`crate::portal::opponents::written`]).
pub fn file_of(asked: &EncounterStart) -> Result<String, PlayError> {
    let toml = asked.toml.as_deref().unwrap_or_default();
    crate::portal::opponents::written(toml, asked.contrarios.as_deref().unwrap_or_default())
}

/// [`setup`] of a start already typed.
pub fn setup_of(asked: &EncounterStart) -> Result<Setup, PlayError> {
    let toml = file_of(asked)?;
    if toml.trim().is_empty() && asked.personajes.iter().flatten().next().is_none() {
        return Err(PlayError::said_by(Words::key("play-portal-who-fights")).on("contrarios"));
    }
    let mut typed = BTreeMap::new();
    for (key, faces) in asked.dados.iter().flatten() {
        let g = group(key).ok_or_else(|| {
            PlayError::said_by(Words::key("play-fight-dice-group").arg("given", key.as_str())).on("dados")
        })?;
        if !faces.iter().all(|f| (1..=6).contains(f)) {
            return Err(PlayError::said_by(Words::key("play-fight-d6").arg("group", key.as_str())).on("dados"));
        }
        typed.insert(g.to_string(), faces.clone());
    }
    let rerolls = match asked.repetir.as_deref().unwrap_or("ninguno") {
        "ninguno" => Rerolls::None,
        "optimo" => Rerolls::BestMean,
        other => return Err(PlayError::said_by(Words::key("play-fight-rerolls").arg("given", other)).on("repetir")),
    };
    let characters = asked
        .personajes
        .iter()
        .flatten()
        .filter(|c| c.get("index").is_some())
        .cloned()
        .collect();
    Ok(Setup {
        toml,
        typed,
        rerolls,
        characters: Value::Array(characters),
    })
}

fn engine(e: impl tirada_dice::Worded) -> PlayError {
    PlayError::of(&e)
}

/// A step the GM takes after the start: one action of the round (`encounter_action`) or the
/// rest of the round at once (`encounter_round`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Action,
    Round,
}

impl Step {
    /// The step an event of `kind` took, if it is one.
    pub fn of_kind(kind: &str) -> Option<Step> {
        match kind {
            "encounter_action" => Some(Step::Action),
            "encounter_round" => Some(Step::Round),
            _ => None,
        }
    }

    pub fn kind(self) -> &'static str {
        match self {
            Step::Action => "encounter_action",
            Step::Round => "encounter_round",
        }
    }
}

/// A fight being replayed: the engine's encounter and whether a round is under way (started,
/// with actions left to play).
#[derive(Debug)]
pub struct Fight {
    pub encounter: Encounter,
    pub open: bool,
    pub characters: Value,
}

impl Fight {
    /// One step with the engine's own round procedure: an action starts a round when none is
    /// under way (its order is the step), else plays the next action (CB4–CB5); the round ends
    /// once its last action is played. A whole round plays what is left of it.
    fn step(&mut self, step: Step, dice: &mut impl DiceSource) -> Result<(), PlayError> {
        let e = &mut self.encounter;
        if !self.open {
            if e.round >= MAX_ROUNDS {
                return Err(PlayError::said_by(
                    Words::key("play-fight-rounds").arg("max", MAX_ROUNDS),
                ));
            }
            e.start_round(dice).map_err(engine)?;
            self.open = true;
            if step == Step::Action && e.next().is_some() {
                return Ok(());
            }
        }
        match step {
            Step::Action => e.act(dice).map_err(engine)?,
            Step::Round => {
                while e.next().is_some() {
                    e.act(dice).map_err(engine)?;
                }
            }
        }
        if e.next().is_none() {
            e.end_round().map_err(engine)?;
            self.open = false;
        }
        Ok(())
    }
}

/// The fight after `steps` (and its end, when `ended`), with the dice of event `seq`: the
/// same dice, in the same order, whether its rounds were played whole or action by action.
pub fn replay(s: &Setup, seed: &Seed, seq: i64, steps: &[Step], ended: bool) -> Result<Fight, PlayError> {
    let setup = parse(&s.toml, |_| {
        Err("en la mesa, cada ficha va escrita dentro del combate".to_string())
    })
    .map_err(|e| PlayError::engine("toml", &e))?;
    let mut e = setup.encounter;
    e.rerolls = s.rerolls;
    let mut dice = TypedDice::with_rest(s.typed.clone(), seed.dice_for(seq));
    e.begin(&mut dice).map_err(engine)?;
    let mut fight = Fight {
        encounter: e,
        open: false,
        characters: s.characters.clone(),
    };
    for &step in steps {
        fight.step(step, &mut dice)?;
    }
    if ended {
        fight.encounter.end(&mut dice).map_err(engine)?;
    }
    Ok(fight)
}

/// What the tracker shows: the round, whether it is under way, its order of action (each
/// slot's participant and phase 6→1) and how much of it is played, whose action comes next,
/// every participant as it stands, and the log entries from `from` on.
pub fn view(f: &Fight, from: usize) -> Value {
    let e = &f.encounter;
    let next = e
        .next()
        .map(|slot| json!({"who": e.combatants[slot.who].name(), "index": slot.who, "phase": slot.phase}));
    let order = if f.open { e.schedule.as_slice() } else { &[] };
    json!({"system": "portal", "profile": e.rules.profile, "round": e.round, "open": f.open,
           "order": order, "played": if f.open { e.cursor } else { 0 },
           "participants": e.standings(), "next": next, "characters": f.characters,
           "log": e.log.get(from..).unwrap_or_default()})
}

/// Checks a fight's events in an exported log (`tirada verify`): each is replayed by the
/// engine from its fight's start and must show what it logged.
#[derive(Default)]
pub struct Checker {
    /// Each fight by its start: how it starts, its steps so far and whether it ended.
    fights: BTreeMap<i64, (Setup, Vec<Step>, bool)>,
}

impl Checker {
    /// `None` for an event that is no fight's; else whether it replays as it was logged.
    pub fn check(&mut self, e: &crate::model::Event, seed: &Seed) -> Option<Result<(), String>> {
        let d = &e.data;
        let (start, how) = match e.kind.as_str() {
            "encounter_started" => {
                let s = match setup(d) {
                    Ok(s) => s,
                    Err(x) => return Some(Err(x.to_string())),
                };
                self.fights.insert(e.seq, (s, vec![], false));
                (e.seq, None)
            }
            "encounter_ended" => (d["encounter"].as_i64().unwrap_or(0), None),
            kind => (d["encounter"].as_i64().unwrap_or(0), Some(Step::of_kind(kind)?)),
        };
        let Some((s, steps, ended)) = self.fights.get_mut(&start) else {
            return Some(Err(format!("sigue al combate {start}, que este registro no empieza")));
        };
        if *ended {
            return Some(Err(format!("el combate {start} ya había terminado")));
        }
        let before = steps.len();
        if let Some(step) = how {
            steps.push(step);
        }
        *ended = e.kind == "encounter_ended";
        let got = (|| -> Result<bool, PlayError> {
            let from = match e.kind.as_str() {
                "encounter_started" => 0,
                _ => replay(s, seed, start, &steps[..before], false)?.encounter.log.len(),
            };
            Ok(crate::outcome::logged(
                &d["view"],
                &view(&replay(s, seed, start, steps, *ended)?, from),
            ))
        })();
        Some(match got {
            Ok(true) => Ok(()),
            Ok(false) => Err("el paso del combate recalculado es distinto".into()),
            Err(x) => Err(x.to_string()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fight_replays_from_its_start_and_refuses_sheet_files_and_odd_dice() {
        let toml = "perfil = \"libro\"\n[[participantes]]\nnombre = \"A\"\ntipo = \"reparto\"\nobjetivo = \"B\"\nreparto = { valor_generico = 3 }\n\
                    [[participantes]]\nnombre = \"B\"\ntipo = \"reparto\"\nobjetivo = \"A\"\nreparto = { valor_generico = 3 }\n";
        let s = setup(&json!({ "toml": toml })).unwrap();
        let seed = Seed::from_hex(&"cd".repeat(32)).unwrap();
        let log = |steps: &[Step]| replay(&s, &seed, 9, steps, false).unwrap().encounter.log;
        let one = log(&[Step::Round]);
        assert_eq!(one, log(&[Step::Round]), "the same fight again");
        let two = log(&[Step::Round, Step::Round]);
        assert_eq!(two[..one.len()], one[..], "a round more extends the log");
        // Action by action: the round's order, A's action, B's action (which ends the round).
        let started = replay(&s, &seed, 9, &[Step::Action], false).unwrap();
        assert!(started.open && started.encounter.next().is_some());
        assert_eq!(log(&[Step::Action; 3]), one, "the same dice in the same order");
        assert_eq!(log(&[Step::Action, Step::Round]), one);
        assert!(!replay(&s, &seed, 9, &[Step::Action; 3], false).unwrap().open);
        let bad = setup(&json!({"toml": toml, "dados": {"reparto": [7]}})).unwrap_err();
        assert_eq!(bad.field.as_deref(), Some("dados"));
        let nobody = setup(&json!({"toml": " ", "contrarios": [""]})).unwrap_err();
        assert_eq!(nobody.field.as_deref(), Some("contrarios"), "{}", nobody.message());
        let typed = setup(&json!({"toml": toml, "contrarios": ["Orco 4 > A"]})).unwrap();
        let e = replay(&typed, &seed, 9, &[Step::Round], false).unwrap().encounter;
        assert_eq!(e.combatants[2].name(), "Orco", "after the file's own");
        let file = setup(&json!({"toml": "[[participantes]]\nficha = \"a.toml\"\n"})).unwrap();
        let err = replay(&file, &seed, 1, &[], false).unwrap_err().message();
        assert!(err.contains("dentro del combate"), "{err}");
    }

    #[test]
    fn a_view_logged_before_the_tracker_showed_more_still_checks_and_a_changed_one_does_not() {
        let now = json!({"round": 1, "next": {"who": "A", "index": 0, "phase": null}, "log": [{"x": 1}]});
        assert!(crate::outcome::logged(
            &json!({"round": 1, "next": {"who": "A", "phase": null}, "log": [{"x": 1}]}),
            &now
        ));
        assert!(!crate::outcome::logged(&json!({"round": 2}), &now));
        assert!(
            !crate::outcome::logged(&json!({"log": []}), &now),
            "an entry dropped from the log"
        );
        assert!(!crate::outcome::logged(&json!({"gone": 1}), &now));
    }
}
