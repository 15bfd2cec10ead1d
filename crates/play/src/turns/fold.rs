//! A step over the tracker before it, the view the log keeps, and a fight folded from its
//! start and steps.

use super::request::{Action, TurnStep};
use super::tracker::{zone_name, Turns};
use super::{exchange, extras};
use crate::error::PlayError;
use serde_json::Value;
use tirada_dice::Words;

/// The tracker after one step the GM asks for: `{"accion": "siguiente"}` (the next turn; after
/// the last, a new round from the top), `"fuera"` / `"vuelve"` `{"participante"}` (leaves or
/// rejoins the fight), `"zona"` `{"nombre"}` (a new zone), `"mover"` `{"participante",
/// "zona"}`, `"estado"` `{"participante", "event"}` (an extra's harm: one of its system's
/// state events), `"ataque"` and `"bloqueo"` as [`exchange::resolve`] left them, and `"terminar"`.
/// Nothing changes on error. The step is read as a [`TurnStep`]; `s` is what the log keeps.
pub fn step(t: &Turns, s: &Value) -> Result<Turns, PlayError> {
    if t.ended {
        return Err(PlayError::said_by(Words::key("play-turns-over")));
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
                        return Err(PlayError::said_by(Words::key("play-turns-nobody-left")));
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
    serde_json::from_value(v.clone()).map_err(|e| crate::error::unreadable("fight", e))
}

/// The tracker a fight's start view and its steps, in order, fold to.
pub fn fold<'a>(start: &Value, steps: impl IntoIterator<Item = &'a Value>) -> Result<Turns, PlayError> {
    steps.into_iter().try_fold(from_view(start)?, |t, s| step(&t, s))
}
