//! A called shot to the hand or the weapon in the encounter (CB22, B1469–B1471): the hit
//! still does its damage, and the target's weapon flies (its next action picks it up) or breaks
//! (bare hands for the rest of the fight), as the attacker's plan says.

use crate::portal::combat::manoeuvres::HandEffect;
use crate::portal::combat::tables::Weapon;
use crate::portal::encounter::log::Entry;
use crate::portal::encounter::log::Skip;
use crate::portal::encounter::tracker::{Encounter, EncounterError};

impl Encounter {
    /// `by`'s called shot hit `who`'s hand or weapon.
    pub(crate) fn disarm(&mut self, who: usize, by: usize, effect: HandEffect) -> Result<(), EncounterError> {
        let c = &mut self.combatants[who];
        // A cast member has no weapon on its sheet: either way it loses an action.
        let broken = effect == HandEffect::Break && !c.is_cast();
        if broken {
            let e = &mut c.character.equipment;
            e.weapon = Weapon::default();
            e.defence.parrying_blade = false;
            e.defence.weapon_catcher = false;
            e.defence.reach = false;
        } else {
            c.disarmed = true;
        }
        self.log.push(Entry::Disarmed { who, by, broken });
        Ok(())
    }

    /// A disarmed participant spends its action picking its weapon up. Returns whether it did.
    pub(crate) fn pick_up_weapon(&mut self, who: usize) -> bool {
        if !std::mem::take(&mut self.combatants[who].disarmed) {
            return false;
        }
        self.log.push(Entry::Skipped {
            who,
            reason: Skip::PickingUpWeapon,
        });
        true
    }
}
