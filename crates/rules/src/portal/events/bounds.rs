//! Sane bounds on what one event can carry, checked before anything changes: a number no
//! table would write (u32::MAX damage points, 200 luck dice) is a typing slip, refused with
//! one sentence instead of wrapping, panicking or looping.

use super::error::StateError;
use super::event::Event;
use crate::portal::sheet::state::Thorn;

/// Most damage points one event carries (a heavy weapon does a few dozen, B1238).
pub const MAX_POINTS: u32 = 999;
/// Most dice, turns or rerolls one event gains or loses.
pub const MAX_DICE: u8 = 99;
/// Most PP one event gains or spends.
pub const MAX_PP: u32 = 9_999;
/// Largest total (either sign) of a roll an event reports.
pub const MAX_TOTAL: i32 = 999;

fn too_large(what: &'static str, got: i64, max: i64) -> StateError {
    StateError::TooLarge { what, got, max }
}

fn points(what: &'static str, n: u32) -> Result<(), StateError> {
    if n > MAX_POINTS {
        return Err(too_large(what, n as i64, MAX_POINTS as i64));
    }
    Ok(())
}

fn dice(what: &'static str, n: u8) -> Result<(), StateError> {
    if n > MAX_DICE {
        return Err(too_large(what, n as i64, MAX_DICE as i64));
    }
    Ok(())
}

fn pp(n: u32) -> Result<(), StateError> {
    if n > MAX_PP {
        return Err(too_large("puntos de personaje", n as i64, MAX_PP as i64));
    }
    Ok(())
}

fn total(what: &'static str, n: i32) -> Result<(), StateError> {
    if n.unsigned_abs() > MAX_TOTAL as u32 {
        return Err(too_large(what, n as i64, MAX_TOTAL as i64));
    }
    Ok(())
}

/// A thorn brought in by an event keeps the sheet's rules (§3): an origin and at least one line.
pub(crate) fn thorn(t: &Thorn) -> Result<(), StateError> {
    if t.origin.trim().is_empty() || t.schedule.is_empty() {
        return Err(StateError::EmptyThorn);
    }
    dice("puntos de reflejos por herida", t.reflexes_per_wound)?;
    for step in &t.schedule {
        if step.times == Some(0) || step.times.is_some_and(|k| step.applied > k) {
            return Err(StateError::ThornTimes);
        }
        dice("dados de malestar", step.discomfort)?;
        dice("dados de heridas", step.wounds)?;
        if let Some(d) = step.difficulty {
            total("de dificultad", d)?;
        }
    }
    Ok(())
}

/// Refuses an event whose numbers are out of any sane range.
pub(crate) fn check(event: &Event) -> Result<(), StateError> {
    match event {
        Event::TookDamage { amount, .. } | Event::NonLethalDamage { amount, .. } | Event::KneeDamage { amount, .. } => {
            points("puntos de daño", *amount)
        }
        Event::GainedDiscomfort { count, .. } | Event::RemovedDiscomfort { count, .. } => {
            dice("dados de malestar", *count)
        }
        Event::GainedWound { count, .. } | Event::HealedWound { count, .. } => dice("dados de heridas", *count),
        Event::SpentLuck { count, .. } | Event::RecoveredLuck { count, .. } | Event::SacrificedLuck { count, .. } => {
            dice("dados de suerte", *count)
        }
        Event::Rolled { changes: r, .. } => {
            dice("dados de malestar", r.malestar_removed)?;
            dice("dados de heridas", r.heridas_removed)?;
            dice("dados de suerte", r.suerte_spent)?;
            dice("puntos de secuela", r.secuela_points)?;
            pp(r.pp_gained as u32)?;
            pp(r.pp_spent as u32)
        }
        Event::ResolvedSequela {
            discomfort, luck, keep, ..
        } => {
            dice("dados de malestar", *discomfort)?;
            dice("dados de suerte", *luck)?;
            dice("puntos de secuela", *keep)
        }
        Event::GainedPp { count, .. } | Event::SpentPp { count, .. } => pp(*count),
        Event::ThornStuck { thorn: t } => thorn(t),
        Event::ThornTriggered { shortfall, .. } => dice("puntos de fallo", shortfall.unwrap_or(0)),
        Event::Stunned { turns, .. } | Event::LostTurns { turns, .. } => dice("turnos", *turns),
        Event::CriticalRoll { toughness } => total("de aguante", *toughness),
        Event::FirstAid { total: t, .. } => total("de total", *t),
        Event::UsedPartially { rerolls, .. } => dice("repeticiones", *rerolls),
        _ => Ok(()),
    }
}
