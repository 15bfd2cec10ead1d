//! Manoeuvre rolls of the encounter: a reflexes roll that prepares an attack (CB20, B1439–B1441)
//! or gets a participant out of the melee; leaving without one, or failing it, gives each
//! engaged enemy a free opportunity attack, at most its current reflexes a round (CB26,
//! B1545–B1549).

use crate::portal::combat::manoeuvres::{opportunity_left, prepared_by_roll, CombatRoll, Withdraw};
use crate::portal::encounter::log::Entry;
use crate::portal::encounter::tracker::{Encounter, EncounterError};
use crate::portal::events::event::Event;
use crate::portal::roll::reading::ReadingKind;
use crate::portal::roll::transcript::Transcript;
use tirada_dice::DiceSource;

impl Encounter {
    /// A roll read as reflexes (a new initiative or a manoeuvre, B1067), with its effects; a
    /// negative total is a reflexes fumble (CB18).
    pub(crate) fn reflexes_roll(
        &mut self,
        who: usize,
        reason: &str,
        dice: &mut impl DiceSource,
    ) -> Result<Transcript, EncounterError> {
        let c = &self.combatants[who];
        let mut spec = c.base_spec(CombatRoll::Reflexes);
        crate::portal::combat::conflict::in_hand(&c.character, &mut spec);
        spec.kind = ReadingKind::Reflexes;
        spec.role = c.character.roles.reflexes;
        let t = self.roll(who, spec, dice)?;
        let changes = (&t.effects).into();
        self.event(
            who,
            Event::Rolled {
                changes,
                reason: reason.into(),
            },
        )?;
        self.fumble(
            who,
            None,
            CombatRoll::Reflexes,
            crate::portal::combat::conflict::fumble_points(t.total),
        )?;
        Ok(t)
    }

    /// A participant's current reflexes: a cast member's fractional total this round.
    pub fn reflexes_of(&self, who: usize) -> f64 {
        let c = &self.combatants[who];
        match c.cast_totals() {
            Some(t) => t.reflexes,
            None => c.reflexes.unwrap_or(0) as f64,
        }
    }

    /// CB20 by a roll: beating the target's current reflexes gives the ace for the next attack;
    /// the roll is the new reflexes value from the next round either way (B1441, A-28).
    pub(crate) fn prepare_by_roll(
        &mut self,
        who: usize,
        target: usize,
        dice: &mut impl DiceSource,
    ) -> Result<(), EncounterError> {
        let t = self.reflexes_roll(who, "maniobra: preparar el ataque", dice)?;
        let against = self.reflexes_of(target);
        let success = prepared_by_roll(t.total, against);
        let c = &mut self.combatants[who];
        if success {
            c.flags.prepared_on = Some(target);
        }
        c.next_reflexes = Some(t.total);
        self.log.push(Entry::PreparedByRoll {
            who,
            target,
            total: t.total,
            reflexes: against,
            success,
        });
        Ok(())
    }

    /// The enemies in melee with `who` able to make an opportunity attack now: they attack it
    /// or it attacks them, they hold a melee weapon (a cast member always), they can act and
    /// have opportunity attacks left (B1549).
    pub fn engaged_with(&self, who: usize) -> Vec<usize> {
        let target = self.combatants[who].target;
        (0..self.combatants.len())
            .filter(|&j| {
                let c = &self.combatants[j];
                j != who
                    && c.can_act()
                    && c.stack.is_none()
                    && (c.target == Some(who) || target == Some(j))
                    && (c.is_cast() || c.character.equipment.weapon.uses_character_die())
                    && opportunity_left(self.reflexes_of(j).floor() as i32, c.opportunity_used) > 0
            })
            .collect()
    }

    /// Plays `who`'s withdrawal when its plan says so (CB26). Returns whether it spent the action.
    pub(crate) fn withdraw(&mut self, who: usize, dice: &mut impl DiceSource) -> Result<bool, EncounterError> {
        let Some(how) = self.combatants[who].plan.withdraw else {
            return Ok(false);
        };
        // Someone held cannot walk away: it struggles first (B1483).
        if self.combatants[who].held_by.is_some() {
            return Ok(false);
        }
        let engaged = self.engaged_with(who);
        let roll = match how {
            Withdraw::Plain => None,
            // B1547: the manoeuvre must succeed; against each enemy, beating its current
            // reflexes (the measure of CB20).
            Withdraw::Manoeuvre => Some(self.reflexes_roll(who, "maniobra: retirarse", dice)?.total),
        };
        let (escaped, caught): (Vec<usize>, Vec<usize>) = engaged
            .into_iter()
            .partition(|&j| roll.is_some_and(|t| prepared_by_roll(t, self.reflexes_of(j))));
        self.log.push(Entry::Withdrawal {
            who,
            roll,
            escaped,
            caught: caught.clone(),
        });
        for j in caught {
            if !self.combatants[who].in_fight() {
                break;
            }
            self.combatants[j].opportunity_used += 1;
            self.log.push(Entry::Opportunity {
                attacker: j,
                defender: who,
            });
            self.attack(j, who, None, dice)?;
        }
        if self.combatants[who].in_fight() {
            self.combatants[who].withdrawn = true;
            // Whoever it held is free.
            for c in self.combatants.iter_mut().filter(|c| c.held_by == Some(who)) {
                c.held_by = None;
            }
        }
        Ok(true)
    }
}
