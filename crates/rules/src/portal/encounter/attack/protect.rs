//! *Proteger a alguien* in the encounter (CB27, S141, S69; a summary rule, `protect_someone`):
//! when an attack comes at someone a participant protects, the protector defends instead —
//! without the −2 of the defence it had to neglect — and, if hit, takes the damage while the
//! protected person takes the attack's precision excess. The first time in a round it costs
//! the protector its next action, or 1 PP when it has none left.

use crate::portal::combat::manoeuvres::protect;
use crate::portal::encounter::log::Entry;
use crate::portal::encounter::tracker::{Encounter, EncounterError};
use crate::portal::events::event::Event;
use tirada_dice::DiceSource;

impl Encounter {
    /// Who protects `target` from `attacker` now, paying for it if it has not this round.
    pub(crate) fn guard(&mut self, target: usize, attacker: usize) -> Result<Option<usize>, EncounterError> {
        if !self.rules.protect_someone {
            return Ok(None);
        }
        let Some(p) = (0..self.combatants.len()).find(|&p| {
            let c = &self.combatants[p];
            p != attacker && p != target && c.protects == Some(target) && c.can_act() && c.stack.is_none()
        }) else {
            return Ok(None);
        };
        if self.combatants[p].flags.protecting {
            return Ok(Some(p));
        }
        // S141: an action still to come this round pays for it; else 1 PP (S69).
        let with_pp = match (self.cursor..self.schedule.len()).find(|&k| self.schedule[k].who == p) {
            Some(k) => {
                self.schedule.remove(k);
                false
            }
            None if self.combatants[p].character.state.pp > 0 => {
                let reason = "proteger a alguien".to_string();
                self.event(p, Event::SpentPp { count: 1, reason })?;
                true
            }
            None => return Ok(None),
        };
        let flags = &mut self.combatants[p].flags;
        flags.protecting = true;
        flags.neglected = true;
        self.log.push(Entry::Protecting {
            who: p,
            protected: target,
            with_pp,
        });
        Ok(Some(p))
    }

    /// `a`'s attack on `protected` taken by `protector`.
    pub(crate) fn guarded_attack(
        &mut self,
        a: usize,
        protector: usize,
        protected: usize,
        phase: Option<u8>,
        dice: &mut impl DiceSource,
    ) -> Result<(), EncounterError> {
        let x = self.attack_on(a, protector, phase, true, dice)?;
        let (_, excess) = protect(
            x.hit == crate::portal::combat::conflict::Hit::Hit,
            x.points,
            x.precision_excess,
        );
        if excess > 0 && self.combatants[protected].in_fight() {
            let source = format!("excedente del ataque de {}", self.combatants[a].name());
            self.take(protected, excess, source, dice)?;
        }
        Ok(())
    }
}
