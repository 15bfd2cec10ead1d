//! The second reroll window in the encounter (CB9.6, B1096): once a hit is counted, the
//! attacker's Fortalezas of damage (and its weapon's damage aces, B1173) and the defender's of
//! toughness (the file's `fortalezas_de_combate.dano`/`aguante`) reroll dice of the same throws by the participant's
//! reroll policy; attack and defence stay frozen, damage, toughness and points are read again.
//! The window only reads totals: the first roll's effects on the sheet were already applied.

use crate::portal::combat::conflict::{AttackOptions, Exchange, Hit};
use crate::portal::encounter::log::Entry;
use crate::portal::encounter::plan::Rerolls;
use crate::portal::encounter::tracker::{Encounter, EncounterError};
use crate::portal::roll::advice::{play_best, Objective};
use crate::portal::roll::reading::ReadingKind;
use crate::portal::roll::transcript::Transcript;
use tirada_dice::DiceSource;

impl Encounter {
    /// Plays both sides' second window on a hit and updates the exchange.
    pub(crate) fn second_window(
        &mut self,
        (a, d): (usize, usize),
        (at, dt): (Option<&Transcript>, Option<&Transcript>),
        o: &AttackOptions,
        x: &mut Exchange,
        dice: &mut impl DiceSource,
    ) -> Result<(), EncounterError> {
        if x.hit != Hit::Hit {
            return Ok(());
        }
        // A sweep's damage already went into the attack (CB24): nothing left to reroll.
        let damage = match at.filter(|_| !o.sweep) {
            Some(at) => self.window(a, ReadingKind::Damage, at, (o.weapon.flat, o.weapon.damage_aces), dice)?,
            None => None,
        };
        let toughness = match dt {
            Some(dt) => self.window(d, ReadingKind::Toughness, dt, (0, 0), dice)?,
            None => None,
        };
        if let Some(base) = damage {
            x.base_damage = base + 5 * o.head_lethal as i32;
            x.damage = (x.base_damage + x.precision_excess).max(0);
        }
        if let Some(t) = toughness {
            x.toughness = t;
        }
        x.points = crate::portal::combat::damage::points(x.damage, x.toughness);
        Ok(())
    }

    /// One side's window: the new damage (before the excess) or toughness, if it rerolled with
    /// its Fortalezas of that reading and the weapon's aces on it (B1173, A-44).
    fn window(
        &mut self,
        who: usize,
        reading: ReadingKind,
        first: &Transcript,
        (flat, aces): (i32, u8),
        dice: &mut impl DiceSource,
    ) -> Result<Option<i32>, EncounterError> {
        let c = &self.combatants[who];
        let kind = if reading == ReadingKind::Damage {
            "dano"
        } else {
            "aguante"
        };
        let fortes = c.fortes_for(kind);
        if (fortes.is_empty() && aces == 0) || c.rerolls.unwrap_or(self.rerolls) != Rerolls::BestMean {
            return Ok(None);
        }
        let mut w = crate::portal::combat::window::open(first, fortes, aces, &self.rules)?;
        play_best(&mut w, dice, Objective::Mean, |_, _| true)?;
        let w = w.finish();
        let total = crate::portal::combat::window::total(&w, first, flat);
        self.log.push(Entry::Window {
            who,
            reading,
            total,
            roll: Box::new(w),
        });
        Ok(Some(total))
    }
}
