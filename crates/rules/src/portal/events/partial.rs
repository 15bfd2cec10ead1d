//! *Aplicación parcial* of a Fortaleza (R30, C-06): a Fortaleza that only partly applies lends
//! its rerolls from a limited allowance, tracked on the character's state by name.
//!
//! Book (B490–B498): the level's rerolls once for the whole adventure, spread over any rolls.
//! Summary (S57): one reroll per roll, at most *level* times per session, one pool shared by all
//! the Fortaleza's partial applications.

use super::error::StateError;
use crate::portal::options::{PartialUse, Rules};
use crate::portal::sheet::character::Character;

/// What is left of a Fortaleza's partial allowance, or why it has none.
pub fn partial_left(c: &Character, forte: &str) -> Result<u8, StateError> {
    let f = c
        .forte(forte)
        .ok_or_else(|| StateError::NoForte(forte.trim().to_string()))?;
    if f.level == 0 {
        // B404: a level-0 Fortaleza gives the High die and no rerolls, whole or partial.
        return Err(StateError::PartialLevelZero(f.name.clone()));
    }
    let used = c.state.partial_used.get(&f.name).copied().unwrap_or(0);
    Ok(f.level.saturating_sub(used))
}

/// Checks a roll's partial rerolls against the allowance and records them (R30).
pub(crate) fn use_partial(n: &mut Character, forte: &str, rerolls: u8, rules: &Rules) -> Result<(), StateError> {
    if rerolls == 0 {
        return Err(StateError::PartialNone);
    }
    if rules.partial_use == PartialUse::PerSessionOnePerRoll && rerolls > 1 {
        return Err(StateError::PartialOnePerRoll(rerolls));
    }
    let left = partial_left(n, forte)?;
    let name = n.forte(forte).map(|f| f.name.clone()).unwrap_or_default();
    if rerolls > left {
        return Err(StateError::PartialSpent {
            forte: name,
            want: rerolls,
            left,
            per: match rules.partial_use {
                PartialUse::PerAdventure => "esta aventura (B498)",
                PartialUse::PerSessionOnePerRoll => "esta sesión (S57)",
            },
        });
    }
    *n.state.partial_used.entry(name).or_insert(0) += rerolls;
    Ok(())
}

/// The allowance comes back: a session ended (per session) or an adventure began or ended
/// (both, since an adventure's end is also a session's).
pub(crate) fn reset(n: &mut Character, adventure: bool, rules: &Rules) {
    if adventure || rules.partial_use == PartialUse::PerSessionOnePerRoll {
        n.state.partial_used.clear();
    }
}
