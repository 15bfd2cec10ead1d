//! What a table shares beyond its characters: the summary's collective PP pool (*reserva
//! colectiva*, S72, C-09), changed only by [`PoolEvent`]s through the pure [`apply_pool`], so a
//! web table can log them and fold them like a character's events.

use super::apply::apply;
use super::bounds::MAX_PP;
use super::error::StateError;
use super::event::Event;
use crate::portal::options::Rules;
use crate::portal::sheet::character::Character;
use serde::{Deserialize, Serialize};

/// The table's shared state.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Party {
    /// PP in the table-wide pool (S72).
    #[serde(rename = "reserva_comun", default)]
    pub pool: u32,
}

/// One thing that happened to the table's pool, with its reason.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "evento")]
pub enum PoolEvent {
    /// A protagonist puts PP from its hand into the pool.
    #[serde(rename = "aportar_reserva_comun")]
    Contributed { count: u32, reason: String },
    /// A protagonist takes PP from the pool into its hand, up to the hand limit (B854).
    #[serde(rename = "tomar_reserva_comun")]
    Took { count: u32, reason: String },
    /// The GM awards PP to the whole table.
    #[serde(rename = "premio_reserva_comun")]
    Awarded { count: u32, reason: String },
    /// PP spent straight from the pool (on any use of R33).
    #[serde(rename = "gastar_reserva_comun")]
    Spent { count: u32, reason: String },
}

impl PoolEvent {
    /// Whether the event moves PP between the pool and a character's hand.
    pub fn needs_character(&self) -> bool {
        matches!(self, PoolEvent::Contributed { .. } | PoolEvent::Took { .. })
    }
}

/// A pool change the rules do not allow; nothing is changed.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "portal-pool", content = "args", rename_all = "kebab-case")]
pub enum PoolError {
    NoPool,
    NotEnough {
        want: u32,
        have: u32,
    },
    NoCharacter,
    HandFull {
        name: String,
        room: u32,
        max: u8,
    },
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    State(StateError),
}

tirada_dice::worded!(PoolError);

impl From<StateError> for PoolError {
    fn from(e: StateError) -> Self {
        PoolError::State(e)
    }
}

/// The pool and the character after `event`, or why it cannot happen.
pub fn apply_pool(
    party: &Party,
    member: Option<&Character>,
    event: &PoolEvent,
    rules: &Rules,
) -> Result<(Party, Option<Character>), PoolError> {
    if !rules.table_pp_pool {
        return Err(PoolError::NoPool);
    }
    let count = match event {
        PoolEvent::Awarded { count, .. }
        | PoolEvent::Spent { count, .. }
        | PoolEvent::Contributed { count, .. }
        | PoolEvent::Took { count, .. } => *count,
    };
    if count > MAX_PP {
        return Err(StateError::TooLarge {
            what: "puntos de personaje",
            got: count as i64,
            max: MAX_PP as i64,
        }
        .into());
    }
    let mut p = party.clone();
    let take = |p: &mut Party, count: u32| {
        if count > p.pool {
            return Err(PoolError::NotEnough {
                want: count,
                have: p.pool,
            });
        }
        p.pool -= count;
        Ok(())
    };
    let c = match event {
        PoolEvent::Awarded { count, .. } => {
            p.pool = p.pool.saturating_add(*count);
            member.cloned()
        }
        PoolEvent::Spent { count, .. } => {
            take(&mut p, *count)?;
            member.cloned()
        }
        PoolEvent::Contributed { count, reason } => {
            let c = member.ok_or(PoolError::NoCharacter)?;
            let spend = Event::SpentPp {
                count: *count,
                reason: format!("a la reserva común: {reason}"),
            };
            let c = apply(c, &spend, rules)?;
            p.pool = p.pool.saturating_add(*count);
            Some(c)
        }
        PoolEvent::Took { count, reason } => {
            let c = member.ok_or(PoolError::NoCharacter)?;
            let room = (rules.pp_hand_max as u32).saturating_sub(c.state.pp);
            if *count > room {
                return Err(PoolError::HandFull {
                    name: c.name.clone(),
                    room,
                    max: rules.pp_hand_max,
                });
            }
            take(&mut p, *count)?;
            let gain = Event::GainedPp {
                count: *count,
                reason: format!("de la reserva común: {reason}"),
            };
            Some(apply(c, &gain, rules)?)
        }
    };
    Ok((p, c))
}
