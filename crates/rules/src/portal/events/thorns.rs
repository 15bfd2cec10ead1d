//! A thorn's line applying once (R36, B615–B633): its count (`veces`), its order, a resistance
//! roll's shortfall, death, the wounds it causes for the reflexes penalty, and its end.

use super::error::StateError;
use super::event::Event;
use crate::portal::sheet::character::Character;
use crate::portal::sheet::state::Condition;

/// `c` after line `step` of thorn `thorn` applies once.
///
/// A line with a count applies at most that many times, and the line after it only once it
/// has (Débora's seven days, then the wound, B627; Greyon's lies in order, B631); a line
/// without a count runs alongside the next (Débora's cold drinks). The thorn ends once its
/// last line has applied all its times (B627: "then the thorn ends").
///
/// Returns `c` with what the line does by itself and the events it sets off, for
/// [`apply`](super::apply::apply) to apply before [`settle`] counts them.
pub(crate) fn trigger(
    c: &Character,
    thorn: usize,
    step: usize,
    shortfall: Option<u8>,
) -> Result<(Character, [Event; 2]), StateError> {
    let t = c.state.thorns.get(thorn).ok_or(StateError::NoThorn(thorn))?;
    let line = t.schedule.get(step).ok_or(StateError::NoThornLine { thorn, step })?;
    if let Some(times) = line.times {
        if line.applied >= times {
            return Err(StateError::ThornLineSpent { step, times });
        }
    }
    if let Some(before) = step.checked_sub(1).and_then(|i| t.schedule.get(i)) {
        if let Some(times) = before.times.filter(|&k| before.applied < k) {
            return Err(StateError::ThornLineEarly {
                step,
                before: step - 1,
                times,
            });
        }
    }
    if shortfall.is_some() && line.difficulty.is_none() {
        return Err(StateError::ThornNoRoll(step));
    }
    let line = line.clone();
    let mut n = c.clone();
    if line.death {
        n.state.condition = Condition::Dead;
    }
    // Vilvis (B629): each point the resistance roll falls short is a discomfort die.
    let events = [
        Event::GainedDiscomfort {
            count: line.discomfort.saturating_add(shortfall.unwrap_or(0)),
            reason: "espina".into(),
        },
        Event::GainedWound {
            count: line.wounds,
            source: "espina".into(),
        },
    ];
    Ok((n, events))
}

/// The thorn's books after line `step` applied once, its events included: the wounds it caused
/// since `wounds_before`, the line's count, and the thorn's end after its last line.
pub(crate) fn settle(mut n: Character, thorn: usize, step: usize, wounds_before: u8) -> Character {
    let caused = n.state.wounds.saturating_sub(wounds_before);
    let t = &mut n.state.thorns[thorn];
    t.wounds_caused = t.wounds_caused.saturating_add(caused);
    t.schedule[step].applied += 1;
    let last = t.schedule.last().expect("a thorn has a line");
    if step + 1 == t.schedule.len() && last.times.is_some_and(|k| last.applied >= k) {
        n.state.thorns.remove(thorn);
    }
    n
}
