//! The initiative roll (L203, aid 4.2): each combatant's *tirada de Iniciativa* is a normal
//! test — the central die of 3d10 — plus its *puntuación de Iniciativa* and any modifier; the
//! total stands for the whole fight, and combatants still tied roll again among themselves
//! (I-3) until the order is clear.

use super::attack::{order, ties, Initiative};
use crate::hitos::dice::{Sorted, GROUP};
use tirada_dice::{DiceSource, Die, SourceError};

/// Tie-break rounds before the order falls back to the order of entry (typed dice that tie
/// forever; random dice break a tie long before).
pub const MAX_TIEBREAKS: usize = 20;

/// The central die of one normal test.
fn central<S: DiceSource + ?Sized>(dice: &mut S) -> Result<i32, SourceError> {
    let mut faces = [0u8; 3];
    for f in &mut faces {
        *f = dice.roll(&Die::D10, GROUP)? as u8;
    }
    Ok(i32::from(Sorted::new(faces).mid()))
}

/// Rolls everyone's initiative, `(name, score + modifiers)` in order of entry, and rerolls the
/// ties among the tied (L203): the totals in acting order, highest first.
pub fn roll_initiatives<S: DiceSource + ?Sized>(
    who: &[(String, i32)],
    dice: &mut S,
) -> Result<Vec<Initiative>, SourceError> {
    let mut entries = Vec::with_capacity(who.len());
    for (name, score) in who {
        entries.push(Initiative {
            name: name.clone(),
            total: central(dice)? + score,
            tiebreaks: Vec::new(),
        });
    }
    for _ in 0..MAX_TIEBREAKS {
        let tied = ties(&entries);
        if tied.is_empty() {
            break;
        }
        for name in tied.iter().flatten() {
            let roll = central(dice)?;
            if let Some(e) = entries.iter_mut().find(|e| &e.name == name) {
                e.tiebreaks.push(roll);
            }
        }
    }
    Ok(order(entries))
}
