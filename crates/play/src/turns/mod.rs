//! Turn order at a table for Hitos, Fate and CHASIS (issue #16): who takes part, the acting
//! order by the book's initiative rule (the engine's, see [`start`]), rounds — Fate's
//! *intercambios* —, whose turn it is, and for Fate a simple list of zones where everyone
//! stands. The GM starts a fight (`turns_started`) and steps it (`turns_step`); each event
//! keeps the whole tracker after it (`view`), and [`step`] folds a step over the one before,
//! so the log replays it without anything else. A table character's harm is not kept here: it
//! goes through its own state events; an extra's is ([`Participant::harm`]). Fate attacks and
//! blocks are [`exchange`]'s.

pub mod check;
pub mod exchange;
mod extras;
pub mod request;
pub mod start;

use super::PlayError;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

pub use check::{check, initiative_dice};
pub use request::{Action, TurnStep};
pub use start::start;

/// Most participants and zones one fight holds.
pub const MAX_PARTICIPANTS: usize = 40;
pub const MAX_ZONES: usize = 20;

/// One participant, in acting order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Participant {
    pub name: String,
    /// The table's character it is, if any (an extra has none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub character_id: Option<String>,
    /// What set its place: Hitos `{"puntuacion", "total", "desempates"}`, Fate the skill's
    /// rating, CHASIS the initiative check's result.
    pub initiative: Value,
    /// Fate: the zone it stands in (an index of `zones`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zone: Option<usize>,
    /// Out of the fight (taken out, conceded, fled): its turns are skipped.
    #[serde(default)]
    pub out: bool,
    /// Fate, an extra: its skills, as the start gave them.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub skills: BTreeMap<String, i32>,
    /// An extra: its harm, the engine's state of its sheet ([`extras`]; a table character's
    /// is on its own sheet).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub harm: Option<Value>,
}

/// A Fate block standing in the fight: who set it, whom it protects (none: it stops someone
/// or something else) and its strength (L157–L165).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Block {
    pub blocker: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<usize>,
    pub strength: i32,
}

/// A fight's turn tracker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turns {
    pub system: String,
    /// Fate: `fisico`, `social` or `mental` (L108).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conflict: Option<String>,
    pub participants: Vec<Participant>,
    /// The round (Fate: the exchange), from 1.
    pub round: u32,
    /// The place in acting order the round has reached.
    pub turn: usize,
    #[serde(default)]
    pub zones: Vec<String>,
    #[serde(default)]
    pub ended: bool,
    /// The table's ruleset, for the extras' sheets (CHASIS reads one).
    #[serde(default, skip_serializing_if = "Value::is_null")]
    pub ruleset: Value,
    /// Fate: the blocks standing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub blocks: Vec<Block>,
}

impl Turns {
    /// Whose turn it is: the first participant still in, from the round's place on.
    pub fn current(&self) -> Option<usize> {
        (self.turn..self.participants.len()).find(|&i| !self.participants[i].out)
    }

    fn who(&self, v: &Value) -> Result<usize, PlayError> {
        self.who_at(v.as_u64().map(|i| i as usize))
    }

    fn who_at(&self, i: Option<usize>) -> Result<usize, PlayError> {
        i.filter(|&i| i < self.participants.len()).ok_or_else(|| {
            PlayError::field(
                "participante",
                format!(
                    "di qué participante con su número, de 0 a {}",
                    self.participants.len() - 1
                ),
            )
        })
    }

    fn zone_of(&self, z: Option<usize>) -> Result<usize, PlayError> {
        z.filter(|&z| z < self.zones.len())
            .ok_or_else(|| PlayError::field("zona", "esa zona no está en la lista de zonas del combate"))
    }

    fn zones_only_in_fate(&self) -> Result<(), PlayError> {
        if self.system != "fate" {
            return Err(PlayError::field("accion", "las zonas son de los conflictos de Fate"));
        }
        Ok(())
    }
}

/// A zone's name: not empty, short, and not one already listed.
pub(crate) fn zone_name(v: Option<&str>, zones: &[String]) -> Result<String, PlayError> {
    let name = v.map(str::trim).unwrap_or_default();
    if name.is_empty() || name.chars().count() > 40 {
        return Err(PlayError::field("zona", "cada zona lleva un nombre de 1 a 40 letras"));
    }
    if zones.iter().any(|z| z.to_lowercase() == name.to_lowercase()) {
        return Err(PlayError::field("zona", format!("ya hay una zona «{name}»")));
    }
    if zones.len() >= MAX_ZONES {
        return Err(PlayError::field(
            "zona",
            format!("un combate tiene como mucho {MAX_ZONES} zonas"),
        ));
    }
    Ok(name.to_string())
}

/// The tracker after one step the GM asks for: `{"accion": "siguiente"}` (the next turn; after
/// the last, a new round from the top), `"fuera"` / `"vuelve"` `{"participante"}` (leaves or
/// rejoins the fight), `"zona"` `{"nombre"}` (a new zone), `"mover"` `{"participante",
/// "zona"}`, `"estado"` `{"participante", "event"}` (an extra's harm: one of its system's
/// state events), `"ataque"` and `"bloqueo"` as [`exchange::resolve`] left them, and `"terminar"`.
/// Nothing changes on error. The step is read as a [`TurnStep`]; `s` is what the log keeps.
pub fn step(t: &Turns, s: &Value) -> Result<Turns, PlayError> {
    if t.ended {
        return Err(PlayError::new("ese combate ya terminó"));
    }
    let asked = TurnStep::read(s)?;
    let mut n = t.clone();
    match asked.accion {
        Action::Siguiente => {
            let after = n.current().map_or(n.participants.len(), |i| i + 1);
            let new_round = match (after..n.participants.len()).find(|&i| !n.participants[i].out) {
                Some(i) => {
                    n.turn = i;
                    false
                }
                None => {
                    n.round += 1;
                    n.turn = 0;
                    if n.current().is_none() {
                        return Err(PlayError::new("no queda nadie en el combate: termínalo"));
                    }
                    true
                }
            };
            exchange::turn_starts(&mut n, new_round);
        }
        Action::Estado => {
            let i = n.who_at(asked.participante)?;
            let event = asked.event.unwrap_or_default();
            n.participants[i].harm = Some(extras::changed(&n, i, &event)?);
        }
        Action::Ataque | Action::Bloqueo => {
            n.zones_only_in_fate()?;
            exchange::fold(&mut n, s)?;
        }
        Action::Fuera | Action::Vuelve => {
            let i = n.who_at(asked.participante)?;
            n.participants[i].out = asked.accion == Action::Fuera;
        }
        Action::Zona => {
            n.zones_only_in_fate()?;
            let name = zone_name(asked.nombre.as_deref(), &n.zones)?;
            n.zones.push(name);
        }
        Action::Mover => {
            n.zones_only_in_fate()?;
            let i = n.who_at(asked.participante)?;
            n.participants[i].zone = Some(n.zone_of(asked.zona)?);
        }
        Action::Terminar => n.ended = true,
    }
    Ok(n)
}

/// What the page shows: the tracker and whose turn it is.
pub fn view(t: &Turns) -> Value {
    let mut v = serde_json::to_value(t).expect("a tracker always serialises");
    v["current"] = serde_json::json!(t.current());
    v
}

/// The tracker a view shows (a `turns_started` or `turns_step` event's `view`).
pub fn from_view(v: &Value) -> Result<Turns, PlayError> {
    serde_json::from_value(v.clone()).map_err(|e| PlayError::new(format!("el combate guardado no se lee: {e}")))
}

/// The tracker a fight's start view and its steps, in order, fold to.
pub fn fold<'a>(start: &Value, steps: impl IntoIterator<Item = &'a Value>) -> Result<Turns, PlayError> {
    steps.into_iter().try_fold(from_view(start)?, |t, s| step(&t, s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn three() -> Turns {
        let p = |name: &str| Participant {
            name: name.into(),
            character_id: None,
            initiative: json!(0),
            zone: Some(0),
            out: false,
            skills: BTreeMap::new(),
            harm: None,
        };
        Turns {
            system: "fate".into(),
            conflict: Some("fisico".into()),
            participants: vec![p("A"), p("B"), p("C")],
            round: 1,
            turn: 0,
            zones: vec!["Barra".into()],
            ended: false,
            ruleset: Value::Null,
            blocks: vec![],
        }
    }

    #[test]
    fn turns_go_round_skipping_who_is_out_and_zones_move_people() {
        let mut t = three();
        let go = |t: &Turns, s: Value| step(t, &s).unwrap();
        t = go(&t, json!({"accion": "fuera", "participante": 1}));
        t = go(&t, json!({"accion": "siguiente"}));
        assert_eq!((t.round, t.current()), (1, Some(2)), "B is out: C acts");
        t = go(&t, json!({"accion": "siguiente"}));
        assert_eq!((t.round, t.current()), (2, Some(0)), "a new exchange from the top");
        t = go(&t, json!({"accion": "zona", "nombre": "Cocina"}));
        t = go(&t, json!({"accion": "mover", "participante": 2, "zona": 1}));
        assert_eq!(t.participants[2].zone, Some(1));
        assert_eq!(view(&t)["current"], 0);
        assert_eq!(from_view(&view(&t)).unwrap(), t, "a view reads back as the tracker");
        for (bad, field) in [
            (json!({"accion": "zona", "nombre": "cocina"}), "zona"),
            (json!({"accion": "mover", "participante": 9, "zona": 0}), "participante"),
            (json!({"accion": "mover", "participante": 0, "zona": 5}), "zona"),
            (json!({"accion": "bailar"}), "accion"),
        ] {
            assert_eq!(step(&t, &bad).unwrap_err().field.as_deref(), Some(field), "{bad}");
        }
        for i in 0..3 {
            t = go(&t, json!({"accion": "fuera", "participante": i}));
        }
        assert!(step(&t, &json!({"accion": "siguiente"})).is_err(), "nobody left to act");
        t = go(&t, json!({"accion": "terminar"}));
        assert!(step(&t, &json!({"accion": "siguiente"}))
            .unwrap_err()
            .message
            .contains("terminó"));
        let mut hitos = three();
        hitos.system = "hitos".into();
        // A step is one type: built without JSON, and a key that does not parse named.
        let next = serde_json::to_value(TurnStep::new(Action::Siguiente)).unwrap();
        assert_eq!(next, json!({"accion": "siguiente"}));
        assert!(step(&hitos, &next).is_ok());
        for (bad, field) in [
            (json!({"accion": "fuera", "participante": "Ana"}), "participante"),
            (json!({"accion": "zona", "nombre": 3}), "nombre"),
            (json!({}), "accion"),
        ] {
            let e = step(&hitos, &bad).unwrap_err();
            assert_eq!(e.field.as_deref(), Some(field), "{bad}: {}", e.message);
        }
        assert!(step(&hitos, &json!({"accion": "zona", "nombre": "X"})).is_err());
    }
}
